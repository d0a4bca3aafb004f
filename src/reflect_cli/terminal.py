"""Text from an explored tree or a user, made safe to print on a terminal.

A file's line, a file name, a path or a question can hold bytes a terminal obeys: ESC sequences
(CSI clears the screen, OSC 52 writes the clipboard, OSC 8 makes links), their one-byte C1 forms
(U+009B is CSI), backspace and carriage return (overwrite what was printed), and bidirectional
overrides (show text in another order than it is). :func:`clean` makes every such character
visible as an escape (``\\x1b``, ``\\x9b``, ``\\u202e``) instead of removing it, so what is shown is
what the file holds and nothing in it acts on the terminal; no sequence is parsed, so none can be
mis-parsed. :func:`json_text` does the same for ``--json`` without changing what a JSON reader gets.
"""

from __future__ import annotations

import json
import re
from typing import Any

# C0 controls but tab and newline, DEL, C1 controls, the bidirectional marks, embeddings,
# overrides and isolates, the Unicode line and paragraph separators, and lone surrogates (a
# name that is not UTF-8, which no terminal encoding can write).
_UNSAFE = "\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff"
_UNSAFE_RE = re.compile(f"[{_UNSAFE}]")
_UNSAFE_LINE_RE = re.compile(f"[\n\t{_UNSAFE}]")
# In JSON text these characters can only stand inside strings (its syntax is ASCII), where
# ``\\uXXXX`` means the same character: escaping them changes no decoded value.
_JSON_UNSAFE_RE = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def clean(text: object, *, one_line: bool = False) -> str:
    """``text`` with every character a terminal would act on written as a visible escape.
    Newlines and tabs stay, unless ``one_line`` (a name, a path or a trace line)."""
    return (_UNSAFE_LINE_RE if one_line else _UNSAFE_RE).sub(_escape, str(text))


def json_text(document: Any, *, indent: int | None = 2) -> str:
    """``document`` as JSON that is safe on a terminal: readable non-ASCII, but C0 and C1
    controls, DEL, bidirectional marks and lone surrogates as ``\\uXXXX`` (json escapes only C0 itself)."""
    text = json.dumps(document, indent=indent, ensure_ascii=False)
    return _JSON_UNSAFE_RE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
