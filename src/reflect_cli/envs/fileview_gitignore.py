"""The ``.gitignore`` rules of one folder, as :class:`~reflect_cli.envs.fileview.FileView` applies
them: parsed with pathspec, with caps on a huge or hostile file and a one-regex pre-check that
keeps a 100k-entry folder fast.
"""

from __future__ import annotations

import re
from typing import Any

# A .gitignore is a small hand-written file; these caps keep a huge or hostile one (a 1 MB line
# becomes a 1 MB regular expression tried on every name) from stalling a listing.
GITIGNORE_MAX_BYTES = 64 * 1024
GITIGNORE_MAX_LINES = 2_000
GITIGNORE_MAX_LINE_CHARS = 1_024


def gitignore_lines(data: bytes) -> list[str]:
    """The patterns of a ``.gitignore`` read up to :data:`GITIGNORE_MAX_BYTES`, within the caps."""
    if len(data) == GITIGNORE_MAX_BYTES:
        data = data[: data.rfind(b"\n") + 1]  # the line cut by the cap would be wrong
    lines = data.decode("utf-8", errors="replace").splitlines()[:GITIGNORE_MAX_LINES]
    return [ln for ln in lines if len(ln) <= GITIGNORE_MAX_LINE_CHARS]

class IgnoreRules:
    """The patterns of one ``.gitignore``, with a one-regex pre-check: pathspec tries every
    pattern in Python, which costs seconds on a 100k-entry folder, while most names match none.
    The merged regex is only compiled once a folder has asked for enough checks to repay it
    (compiling thousands of patterns takes a quarter of a second)."""

    PRECHECK_AFTER = 256

    def __init__(self, lines: list[str]) -> None:
        import pathspec

        try:
            self.spec = pathspec.GitIgnoreSpec.from_lines(lines)
        except Exception:  # noqa: BLE001 - pathspec raises several types for invalid patterns
            self.spec = pathspec.GitIgnoreSpec.from_lines([ln for ln in lines if _valid_pattern(ln)])
        self._checks = 0
        self._any: re.Pattern[str] | None = None

    def check(self, path: str) -> bool | None:
        """``True`` ignored, ``False`` re-included by a negation, ``None`` no pattern matched."""
        self._checks += 1
        if self._checks == self.PRECHECK_AFTER:
            self._any = _any_pattern(self.spec)
        if self._any is not None and self._any.search(path) is None:
            return None
        return self.spec.check_file(path).include


def _valid_pattern(line: str) -> bool:
    import pathspec

    try:
        pathspec.GitIgnoreSpec.from_lines([line])
    except Exception:  # noqa: BLE001
        return False
    return True


def _any_pattern(spec: Any) -> re.Pattern[str] | None:
    """One regex matching wherever some pattern of ``spec`` matches, or ``None`` when the
    patterns cannot be merged safely (then every check goes through pathspec)."""
    regexes = [p.regex for p in spec.patterns if getattr(p, "include", None) is not None]
    if not regexes or not all(isinstance(r, re.Pattern) and isinstance(r.pattern, str) for r in regexes):
        return None
    if len({r.flags for r in regexes}) != 1:
        return None
    # Named groups may repeat across patterns; the pre-check needs none of them.
    body = "|".join(f"(?:{re.sub(r'[(][?]P<[^>]*>', '(?:', r.pattern)})" for r in regexes)
    try:
        return re.compile(body, regexes[0].flags)
    except re.error:
        return None

