"""A file's lines as its line numbers count them: broken at ``\\n`` only.

``str.splitlines`` also breaks at form feed, vertical tab, a lone CR, NEL (U+0085) and the Unicode
line and paragraph separators, so a definition below one of them was reported lines too low
(``a.py:11-12`` for line 8): editors, ``grep -n`` and tracebacks count newlines.
"""

from __future__ import annotations


def lines(text: str) -> list[str]:
    """``text``'s lines (no final empty line after a closing newline; a CRLF's CR dropped)."""
    if not text:
        return []
    out = text.split("\n")
    if out[-1] == "":
        out.pop()
    return [line[:-1] if line.endswith("\r") else line for line in out]
