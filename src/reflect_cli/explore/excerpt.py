"""The lines of a file that match a question, with their line numbers.

An excerpt shows *why* a file was proposed: only lines sharing a word with the question are
shown. A file where no line matches gets an empty excerpt, never its first lines (the first
lines of a LICENSE answer nothing).
"""

from __future__ import annotations

import re

from reflect_cli.search.lines import lines as text_lines
from reflect_cli.search.terms import code_terms, terms

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
    for number, line in enumerate(text_lines(text), start=1):
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


_DEF_LINE = re.compile(r"^(\s*)(?:async\s+)?(?:def|class)\s+([A-Za-z_][A-Za-z0-9_]*)")
_TABLE = re.compile(r"^\[+\s*([^\]\n]{1,80}?)\s*\]+\s*$")
_HEADING = re.compile(r"^(#{1,6})\s+(\S.*?)\s*#*\s*$")


_STRING = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"")
_MAX_HEADER_LINES = 60  # a signature longer than this is a bracket inside a string, not a signature


def _bracket_balance(line: str) -> int:
    """Brackets ``line`` opens minus those it closes (string literals and comments left out)."""
    code = _STRING.sub("", line).split("#", 1)[0]
    return sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")


def definitions(text: str, *, markdown: bool = False, ini: bool = False) -> list[tuple[str, int, int]]:
    """``(name, first line, last line)`` of each Python ``def``/``class`` (methods as
    ``Class.method``; a body ends before the next line indented no deeper) and each Markdown
    section when ``markdown`` (a heading to the next heading of its level or above), each
    ``[section]`` of a TOML / INI file when ``ini``. Lines start at 1."""
    lines = text_lines(text)
    out: list[tuple[str, int, int]] = []
    open_defs: list[tuple[int, str, int]] = []  # (indent, qualified name, first line)
    sections: list[tuple[int, str, int]] = []  # (level, title, first line)
    last_code = 0
    header_open, header_start = 0, 0  # brackets a def/class line left open, and where it began
    fenced = False
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if stripped.startswith("```"):
            fenced = not fenced
        heading = _HEADING.match(line) if markdown and not fenced else None
        table = _TABLE.match(line) if ini else None
        if table:
            if sections:
                _, title, first = sections.pop()
                out.append((title, first, number - 1))
            sections.append((1, f"[{table.group(1)}]", number))
            continue
        if heading:
            level = len(heading.group(1))
            while sections and sections[-1][0] >= level:
                lvl, title, first = sections.pop()
                out.append((title, first, number - 1))
            sections.append((level, heading.group(2)[:80], number))
            continue
        if not stripped or stripped.startswith("#"):
            continue
        if header_open > 0 and number - header_start < _MAX_HEADER_LINES:
            # a signature over several lines: `) -> T:` at the def's own indent does not end it
            header_open += _bracket_balance(line)
            last_code = number
            continue
        header_open = 0
        indent = len(line) - len(line.lstrip())
        while open_defs and indent <= open_defs[-1][0]:
            _, name, first = open_defs.pop()
            out.append((name, first, last_code))
        named = _DEF_LINE.match(line)
        if named:
            parent = open_defs[-1][1] + "." if open_defs else ""
            open_defs.append((indent, parent + named.group(2), number))
            header_open, header_start = _bracket_balance(line), number
        last_code = number
    while open_defs:
        _, name, first = open_defs.pop()
        out.append((name, first, last_code))
    while sections:
        _, title, first = sections.pop()
        out.append((title, first, len(lines)))
    return out


def best_definition(text: str, question: str, *, markdown: bool = False,
                    ini: bool = False) -> dict[str, object] | None:
    """The definition of :func:`definitions` that best matches ``question``: the most question
    terms in its lines, its own name counting three times, a long body slightly penalised so that
    a method beats the class around it on equal terms. ``{"name", "start", "end"}`` or None."""
    wanted = code_terms(question)  # stemmed: "printed" finds print_table
    if not wanted:
        return None
    line_terms = [code_terms(line) & wanted for line in text_lines(text)]
    best: tuple[float, int, str, int, int] | None = None
    for name, first, last in definitions(text, markdown=markdown, ini=ini):
        matched: set[str] = set()
        for have in line_terms[first - 1 : last]:
            matched |= have
        if not matched:
            continue
        own = code_terms(name.rsplit(".", 1)[-1]) & wanted
        score = len(matched) + 3 * len(own) - 0.1 * (last - first + 1) ** 0.5
        key = (score, -first, name, first, last)
        if best is None or key > best:
            best = key
    if best is None:
        return None
    return {"name": best[2], "start": best[3], "end": best[4]}
