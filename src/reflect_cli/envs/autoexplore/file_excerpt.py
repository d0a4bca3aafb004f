"""What AutoExplore shows of a file it just read: the lines that bear on the task, within a budget.

A file's first 1,600 characters are mostly licence headers and imports; they cost ~300 prompt
tokens per step and rarely say what the file is for. Instead the observation shows, numbered and
in file order, the lines that share the most key terms with the question, and fills what budget
is left with the file's outline (its ``def``/``class`` lines and the first docstring line), so a
file that matches nothing still says what it defines. A file that fits the budget is shown whole.

The same text is shown at every stage (gen-data, SFT, RL, eval, explore): it depends only on the
file, the question and the budget.
"""

from __future__ import annotations

import re

from reflect_cli.search.lines import lines as text_lines
from reflect_cli.search.terms import key_terms, terms

CHARS_PER_TOKEN = 4  # the budget's unit, the same for every model (as the v1 truncation was)
MAX_LINE_CHARS = 100
_OUTLINE = re.compile(r"^\s*(?:async\s+def|def|class|function|func|fn|pub\s+fn)\s+\w|^\s*(?:\"\"\"|''')\S")
_HEADING = re.compile(r"^#{1,3}\s+\S")  # a Markdown heading (in code, a comment)
MARKDOWN_SUFFIXES = (".md", ".markdown")


def _shorten(line: str) -> str:
    line = line.strip()
    return line if len(line) <= MAX_LINE_CHARS else line[: MAX_LINE_CHARS - 1].rstrip() + "…"


WHOLE, LINES, HEAD = "whole", "lines", "head"


def excerpt(text: str, question: str, max_tokens: int, *, name: str = "") -> tuple[str, str]:
    """``(shown text, how)``: ``text`` itself (:data:`WHOLE`) when it fits ``max_tokens`` (about
    four characters a token), else its numbered lines (``"12: def parse(...)"``) that best match
    ``question``, then outline lines, in file order, within the budget (:data:`LINES`); the head
    of the file (:data:`HEAD`) only when no line matches and it has no outline. ``name``: the file's name (a Markdown
    file's headings are its outline)."""
    budget = max(1, max_tokens) * CHARS_PER_TOKEN
    if len(text) <= budget:
        return text, WHOLE
    wanted = key_terms(question) or terms(question)
    markdown = name.lower().endswith(MARKDOWN_SUFFIXES)
    lines = text_lines(text)
    ranked: list[tuple[int, int, int]] = []  # (-matched terms, -outline, line index)
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        hits = len(wanted & terms(line)) if wanted else 0
        outline = 1 if _OUTLINE.match(line) or (markdown and _HEADING.match(line)) else 0
        if hits or outline:
            ranked.append((-hits, -outline, i))
    ranked.sort()
    chosen: list[int] = []
    used = 0
    for _, _, i in ranked:
        cost = len(_shorten(lines[i])) + len(str(i + 1)) + 3
        if used + cost > budget:
            continue
        chosen.append(i)
        used += cost
    if not chosen:  # nothing matches and no outline: the head, as a last resort (never empty)
        return text[:budget], HEAD
    return "\n".join(f"{i + 1}: {_shorten(lines[i])}" for i in sorted(chosen)), LINES
