"""How :class:`~reflect_cli.search.fileview.view.FileView` shows file names: always printable text.

Bytes that are not UTF-8 are shown as U+FFFD followed by their two hex digits (a literal U+FFFD is
doubled), and :func:`real_name` turns such a shown name back into the name on disk, so a path given
back in that form reaches the same file. :data:`UNSAFE_CHARS` finds the names that are never
listed at all.
"""

from __future__ import annotations

import os
import re

# Characters that would corrupt a rendered observation or mislead its reader: C0/C1 controls,
# line/paragraph separators (``str.splitlines`` breaks on them) and bidirectional overrides.
UNSAFE_CHARS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")

# Undecodable bytes arrive from the OS as lone surrogates (``surrogateescape``), which tokenizers
# and strict UTF-8 encoders reject. They are shown as U+FFFD + two hex digits instead.
_MARK = "\ufffd"
_NEEDS_ESCAPE = re.compile("[\ud800-\udfff\ufffd]")
_ESCAPED_BYTE = re.compile("\ufffd(\ufffd|[0-9A-F]{2})")
_SURROGATE = re.compile("[\ud800-\udfff]")


def display_name(name: str) -> str:
    """The printable form of a file name as the OS returned it (see the module docstring)."""
    if not _NEEDS_ESCAPE.search(name):
        return name
    raw = os.fsencode(name)
    out: list[str] = []
    while raw:
        try:
            out.append(raw.decode("utf-8").replace(_MARK, _MARK * 2))
            break
        except UnicodeDecodeError as exc:
            out.append(raw[: exc.start].decode("utf-8").replace(_MARK, _MARK * 2))
            out.append(f"{_MARK}{raw[exc.start]:02X}")
            raw = raw[exc.start + 1 :]
    return "".join(out)


def real_name(shown: str) -> str | None:
    """Inverse of :func:`display_name`; ``None`` for a string no name is displayed as (a lone
    mark, an escape display_name would not have written, or a lone surrogate: display_name
    never writes one, and the OS could not encode it)."""
    if _SURROGATE.search(shown):
        return None
    if _MARK not in shown:
        return shown
    raw = bytearray()
    pos = 0
    for match in _ESCAPED_BYTE.finditer(shown):
        if _MARK in shown[pos : match.start()]:
            return None  # a lone mark: not an escape this view produced
        raw += shown[pos : match.start()].encode("utf-8")
        code = match.group(1)
        raw += _MARK.encode("utf-8") if code == _MARK else bytes([int(code, 16)])
        pos = match.end()
    if _MARK in shown[pos:]:
        return None
    raw += shown[pos:].encode("utf-8")
    name = os.fsdecode(bytes(raw))
    # Only the escapes display_name itself writes are accepted: an invented one ("\ufffd2E" for
    # ".", "\ufffd2F" for "/", "\ufffdC3\ufffdA9" for "\u00e9") would otherwise spell "..", a
    # separator or a second name for one file, after the path was checked.
    return name if display_name(name) == shown else None
