"""The lines of a file that match a question, with their line numbers.

An excerpt shows *why* a file was proposed: only lines sharing a word with the question are
shown. A file where no line matches gets an empty excerpt, never its first lines (the first
lines of a LICENSE answer nothing).
"""

from __future__ import annotations

import re

from reflect_cli.envs.ranking import terms

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]+")


def matching_lines(text: str, question: str, *, limit: int = 6) -> list[tuple[int, str]]:
    """Up to ``limit`` ``(line number, line)`` pairs matching the most words of ``question``
    (ties: earliest), in file order. Line numbers start at 1. A word matches when the line shares
    one of its terms (``parse_config`` matches a line with ``config``). Lines matching fewer than
    half the words of the best line are left out: one common word is no evidence."""
    # Each term stands for one word of the question (the first, in sorted order, that has it), so
    # a line costs one lookup per term it has: matching grows with the question's length plus the
    # file's, never their product (a pasted 1 MB log against a long module).
    owner: dict[str, str] = {}
    for word in sorted(set(_WORD.findall(question))):
        for term in terms(word):
            owner.setdefault(term, word)
    if not owner:
        return []
    scored = []
    for number, line in enumerate(text.splitlines(), start=1):
        hits = len({owner[t] for t in terms(line) if t in owner})
        if hits:
            scored.append((-hits, number, line))
    if not scored:
        return []
    floor = (1 - min(scored)[0]) // 2  # ceil(best / 2)
    best = [s for s in sorted(scored)[:limit] if -s[0] >= floor]
    return sorted((number, line) for _, number, line in best)


def best_excerpt(text: str, question: str, *, window: int = 6, max_chars: int = 600) -> str:
    """The matching lines of :func:`matching_lines` as ``"12: line"``, one per line (``""`` when
    no line matches); long lines are cut to share about ``max_chars`` between them."""
    lines = matching_lines(text, question, limit=window)
    if not lines:
        return ""
    width = max(40, max_chars // len(lines))
    out = []
    for number, line in lines:
        line = line.strip()
        if len(line) > width:
            line = line[: width - 1].rstrip() + "…"
        out.append(f"{number}: {line}")
    return "\n".join(out)
