"""Pick the few lines of a file that best match a question (a cheap lexical score)."""

from __future__ import annotations

import re

STOPWORDS = frozenset(
    """a an and are as at be by can code do does file files find for from how i if in is it its
    of on or repository the that this to what when where which who why with defined define
    implemented implement located""".split()
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]+")


def terms(text: str) -> set[str]:
    """Lower-case words (and the parts of snake_case / CamelCase names) minus stopwords."""
    out: set[str] = set()
    for word in _WORD.findall(text):
        pieces = {word.lower(), *(p.lower() for p in re.split(r"_|(?<=[a-z])(?=[A-Z])", word) if p)}
        out.update(p for p in pieces if len(p) > 2 and p not in STOPWORDS)
    return out


def best_excerpt(text: str, question: str, *, window: int = 6, max_chars: int = 600) -> str:
    """The ``window`` consecutive lines sharing the most terms with ``question`` (ties: earliest)."""
    lines = text.splitlines()
    if not lines:
        return ""
    wanted = terms(question)
    line_terms = [terms(line) for line in lines]
    best_start, best_score = 0, -1
    for start in range(max(1, len(lines) - window + 1)):
        covered = set().union(*line_terms[start : start + window]) & wanted
        score = len(covered)
        if score > best_score:
            best_start, best_score = start, score
    # Skip leading blank lines so the excerpt starts with content.
    while best_start < len(lines) - 1 and not lines[best_start].strip():
        best_start += 1
    excerpt = "\n".join(lines[best_start : best_start + window]).rstrip()
    if len(excerpt) > max_chars:
        excerpt = excerpt[: max_chars - 3].rstrip() + "..."
    return excerpt
