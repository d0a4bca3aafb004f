"""The ``.gitignore`` rules of one folder, as :class:`~reflect_cli.search.fileview.view.FileView` applies
them: git's semantics as pathspec's ``GitIgnoreSpec`` implements them (last match wins, a match
through a parent folder ranks below a match of the path itself), but matched without
backtracking, in time linear in name length x pattern length.

Why not pathspec: it turns each pattern into a backtracking regular expression, and one committed
line such as ``*a*a*a*a*a*a*a*a*a*a*a*a*a*b`` then takes seconds per name (exponential in the
stars). Here a segment glob is split at its ``*`` into fixed-length chunks, matched greedily
(first chunk at the start, last at the end, each middle chunk at its leftmost place): a fixed-length
chunk never backtracks, so one name costs at most (name length x pattern length) steps. ``**``
is matched per path component by a small set-of-states walk.

A listing asks about many names of one folder, so each pattern is first reduced to what it says
about a *name* in that folder (:meth:`IgnoreRules.folder`): "always", "never", or "if the name
matches this glob". Literal names, ``*.suffix`` and ``prefix*`` globs are then dictionary look-ups;
only the other globs cost per-name work, and that work is budgeted per folder
(:data:`FOLDER_BUDGET`): when the budget is spent the remaining names skip those globs and the
listing says so.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, field

# A .gitignore is a small hand-written file; these caps keep a huge or hostile one from stalling
# a listing.
GITIGNORE_MAX_BYTES = 64 * 1024
GITIGNORE_MAX_LINES = 2_000
GITIGNORE_MAX_LINE_CHARS = 1_024
# Work allowed per folder listing for the globs that are not literal, suffix or prefix globs, in
# character steps (:meth:`Glob.steps`: what one match of one name can cost): a fraction of a
# second at worst, however the patterns are written.
FOLDER_BUDGET = 20_000_000
_CALL_STEPS = 64  # the fixed cost of one match, in the same units


def gitignore_lines(data: bytes) -> list[str]:
    """The patterns of a ``.gitignore`` read up to :data:`GITIGNORE_MAX_BYTES`, within the caps."""
    if len(data) == GITIGNORE_MAX_BYTES:
        data = data[: data.rfind(b"\n") + 1]  # the line cut by the cap would be wrong
    lines = data.decode("utf-8", errors="replace").splitlines()[:GITIGNORE_MAX_LINES]
    return [ln for ln in lines if len(ln) <= GITIGNORE_MAX_LINE_CHARS]


class InvalidPattern(ValueError):
    """A line git (and pathspec) reject; it is skipped."""


class Budget:
    """Work units left for one folder's ignore evaluation; ``cut`` once some check was skipped."""

    def __init__(self, units: int | None = None) -> None:
        self.left = FOLDER_BUDGET if units is None else units
        self.cut = False

    def spend(self, units: int) -> bool:
        if self.left < units:
            self.cut = True
            return False
        self.left -= units
        return True


def _runs(tokens: list[str]) -> str:
    """The regex of a chunk's tokens, a run of "?" as one counted token: "?" x 120 compiles in
    microseconds, where 120 separate classes took a millisecond (2,000 such lines, a second)."""
    out: list[str] = []
    run = 0
    for token in [*tokens, ""]:
        if token == _ANY:
            run += 1
            continue
        if run:
            out.append(_ANY if run == 1 else f"{_ANY}{{{run}}}")
            run = 0
        out.append(token)
    return "".join(out)


_ANY = "[^/]"


class Glob:
    """One path segment's glob (``*``, ``?``, ``[...]``, ``\\`` escapes), never crossing ``/``."""

    __slots__ = ("source", "literal", "prefix", "suffix", "ends", "chunks", "lengths")

    def __init__(self, source: str) -> None:
        self.source = source
        chunks: list[list[str]] = [[]]  # regex pieces of each fixed-length chunk, split at "*"
        plain: list[list[str] | None] = [[]]  # the chunk's literal text, None if it has wildcards
        i, end = 0, len(source)
        while i < end:
            char = source[i]
            i += 1
            if char == "\\":
                if i >= end:
                    raise InvalidPattern(f"trailing backslash: {source!r}")
                chunks[-1].append(re.escape(source[i]))
                if plain[-1] is not None:
                    plain[-1].append(source[i])
                i += 1
            elif char == "*":
                chunks.append([])
                plain.append([])
            elif char == "?":
                chunks[-1].append(_ANY)
                plain[-1] = None
            elif char == "[":
                klass, i = _bracket(source, i)
                chunks[-1].append(klass)
                plain[-1] = None
            else:
                chunks[-1].append(re.escape(char))
                if plain[-1] is not None:
                    plain[-1].append(char)
        texts = ["".join(p) if p is not None else None for p in plain]
        self.literal = texts[0] if len(chunks) == 1 else None
        # "*.py" and "build*": a dictionary look-up of the name's end / start.
        self.suffix = texts[1] if len(chunks) == 2 and texts[0] == "" else None
        self.prefix = texts[0] if len(chunks) == 2 and texts[1] == "" and texts[0] else None
        # "test_*.py": a plain start and a plain end, compared in place (no regex call).
        self.ends = (texts[0], texts[1]) if len(chunks) == 2 and texts[0] and texts[1] else None
        self.lengths = [len(c) for c in chunks]
        self.chunks = [re.compile(_runs(c), re.DOTALL) for c in chunks]

    @property
    def cost(self) -> int:
        return len(self.chunks)

    def steps(self, n: int) -> int:
        """An upper bound on the character steps of matching a name of ``n`` characters: the
        first and last chunks are matched in place, each middle chunk searched across the name."""
        lengths = self.lengths
        middle = sum(lengths[1:-1]) if len(lengths) > 2 else 0
        return _CALL_STEPS + sum(lengths) + n * middle

    def match(self, name: str) -> bool:
        if self.literal is not None:
            return name == self.literal
        chunks, lengths = self.chunks, self.lengths
        if len(chunks) == 1:
            return chunks[0].fullmatch(name) is not None
        pos, end = lengths[0], len(name) - lengths[-1]
        if end < pos or (pos and chunks[0].match(name, 0, pos) is None):
            return False
        for chunk in chunks[1:-1]:  # leftmost place of each middle chunk: greedy is exact here
            found = chunk.search(name, pos, end)
            if found is None:
                return False
            pos = found.end()
        return lengths[-1] == 0 or chunks[-1].fullmatch(name, end) is not None


def _bracket(source: str, i: int) -> tuple[str, int]:
    """The regex class of the bracket expression starting after ``source[i - 1] == "["``, and the
    index past it. Found as pathspec finds it; an unclosed one makes the pattern a no-op."""
    j, end = i, len(source)
    if j < end and source[j] in "!^":
        j += 1
    if j < end and source[j] == "]":
        j += 1
    while j < end and source[j] != "]":
        j += 1
    if j >= end:
        raise _NoOp
    negate = source[i] in "!^"
    body = source[i + 1 if negate else i : j]
    parts: list[str] = []
    k = 0
    while k < len(body):
        if k + 2 < len(body) and body[k + 1] == "-":
            lo, hi = body[k], body[k + 2]
            if lo > hi:
                raise InvalidPattern(f"bad range {lo}-{hi}")
            parts.append(f"{re.escape(lo)}-{re.escape(hi)}")
            k += 3
        else:
            parts.append(re.escape(body[k]))
            k += 1
    if not parts:
        raise InvalidPattern("empty bracket")
    return ("[^/" if negate else "[") + "".join(parts) + "]", j + 1


class _NoOp(Exception):
    """Git discards a pattern with an unclosed bracket: it matches nothing."""


_STARSTAR = "**"


@dataclass
class Pattern:
    """One parsed line: ``include`` (True ignores, False is a ``!`` negation) and how it matches."""

    include: bool
    core: list[Glob | str] = field(default_factory=list)  # globs and inner/leading "**"
    trailing: bool = False  # ends with "/**" (written, or from a trailing "/")
    dir_pattern: bool = False  # written with a trailing "/"
    override: str | None = None  # "all" (every path), "slash" (paths with a "/")


def parse(line: str) -> Pattern | None:
    """The pattern of one ``.gitignore`` line (``None``: blank, comment or no-op); raises
    :class:`InvalidPattern` where pathspec raises. Mirrors pathspec's ``GitIgnoreSpecPattern``."""
    if not line.endswith("\\ "):
        line = line.rstrip()
    if not line or line.startswith("#") or line == "/":
        return None
    include = not line.startswith("!")
    if not include:
        line = line[1:]
    segs = line.split("/")
    dir_pattern = not segs[-1]
    if not segs[0]:
        del segs[0]  # "/x": anchored at the .gitignore's folder
    elif (len(segs) == 1 or (len(segs) == 2 and not segs[1])) and segs[0] != _STARSTAR:
        segs.insert(0, _STARSTAR)  # "x" or "x/": at any depth
    if not segs:
        raise InvalidPattern(f"pattern is empty: {line!r}")
    if not segs[-1]:
        segs[-1] = _STARSTAR  # "x/": everything below a folder x
    for i in range(len(segs) - 1, 0, -1):
        if segs[i - 1] == _STARSTAR and segs[i] == _STARSTAR:
            del segs[i]
    pattern = Pattern(include, dir_pattern=dir_pattern)
    if segs == [_STARSTAR]:
        pattern.override = "slash" if dir_pattern else "all"
        return pattern
    if segs == [_STARSTAR, "*"]:
        pattern.override = "all"
        return pattern
    if segs == [_STARSTAR, "*", _STARSTAR]:
        pattern.override = "slash"
        return pattern
    if len(segs) > 1 and segs[-1] == _STARSTAR:
        pattern.trailing = True
        segs = segs[:-1]
    try:
        pattern.core = [s if s == _STARSTAR else Glob(s) for s in segs]
    except _NoOp:
        return None
    return pattern


@dataclass(frozen=True)
class _Reduced:
    """What one pattern says about a name in a given folder: ``glob`` None means "always"."""

    index: int
    include: bool
    glob: Glob | None
    needs_dir: bool  # matches folders only ("x/" and "x/**" forms reaching the name)
    mark_file: bool  # matched through a parent folder (pathspec's lower priority) for a file
    mark_dir: bool
    # Matched through a parent folder, unless the name itself also matches this glob (the
    # regex pathspec builds finds that match first): then it is a match of the file itself.
    refine: Glob | None = None


class FolderRules:
    """The rules of one ``.gitignore`` reduced for the names of one folder below it."""

    def __init__(self, reduced: list[_Reduced]) -> None:
        self.always = [r for r in reduced if r.glob is None]
        self.literal: dict[str, list[_Reduced]] = {}
        self.suffix: dict[str, list[_Reduced]] = {}
        self.prefix: dict[str, list[_Reduced]] = {}
        # The other globs, one entry per distinct glob (a file repeating a line costs once).
        self.general: dict[str, tuple[Glob, list[_Reduced]]] = {}
        self.ends: dict[tuple[str, str], list[_Reduced]] = {}
        for r in reduced:
            g = r.glob
            if g is None:
                continue
            if g.literal is not None:
                self.literal.setdefault(g.literal, []).append(r)
            elif g.suffix is not None:
                self.suffix.setdefault(g.suffix, []).append(r)
            elif g.prefix is not None:
                self.prefix.setdefault(g.prefix, []).append(r)
            elif g.ends is not None:
                self.ends.setdefault(g.ends, []).append(r)
            else:
                self.general.setdefault(g.source, (g, []))[1].append(r)
        # Each start-and-end glob costs a fixed charge per name, taken once for all of them.
        self.ends_steps = sum(_CALL_STEPS // 4 + len(a) + len(b) for a, b in self.ends)
        self.suffix_lengths = sorted({len(s) for s in self.suffix})
        self.prefix_lengths = sorted({len(p) for p in self.prefix})

    def check(self, name: str, is_dir: bool, budget: Budget | None = None) -> bool | None:
        """``True`` ignored, ``False`` re-included by a negation, ``None`` no pattern matched."""
        hits = list(self.always)
        if name in self.literal:
            hits += self.literal[name]
        for n in self.suffix_lengths:
            if n <= len(name):
                hits += self.suffix.get(name[len(name) - n :], ())
        for n in self.prefix_lengths:
            if n <= len(name):
                hits += self.prefix.get(name[:n], ())
        if self.ends and (budget is None or budget.spend(self.ends_steps)):
            for (start, end), rules in self.ends.items():
                if len(name) >= len(start) + len(end) and name.startswith(start) and name.endswith(end):
                    hits += rules
        for glob, rules in self.general.values():
            # Charged by the steps the match can take, before it runs: no glob, however long or
            # starred, can take more than the folder's budget (a merged regex could backtrack).
            if budget is not None and not budget.spend(glob.steps(len(name))):
                continue  # the budget is spent: this glob is skipped (the listing says so)
            if glob.match(name):
                hits += rules
        if not hits:
            return None
        # pathspec's GitIgnoreSpec: the last pattern matching the path itself decides; only if
        # none does, the last one matching through a parent folder ("dir mark") decides.
        through_parent: bool | None = None
        for r in sorted(hits, key=lambda r: -r.index):
            if r.needs_dir and not is_dir:
                continue
            mark = r.mark_dir if is_dir else r.mark_file and (r.refine is None or not r.refine.match(name))
            if not mark:
                return r.include
            if through_parent is None:
                through_parent = r.include
        return through_parent


class IgnoreRules:
    """The patterns of one ``.gitignore``; :meth:`folder` is what a listing asks."""

    MAX_FOLDERS = 1024
    MAX_WALKED = 256

    def __init__(self, lines: list[str]) -> None:
        self.patterns: list[Pattern] = []
        # A line repeated is decided by its last copy alone (the last matching pattern wins, and
        # copies match alike): 530 copies of one costly glob cost one.
        last = {line: i for i, line in enumerate(lines)}
        for i, line in enumerate(lines):
            if last[line] != i:
                continue
            try:
                pattern = parse(line)
            except InvalidPattern:
                continue
            if pattern is not None:
                self.patterns.append(pattern)
        self._folders: OrderedDict[tuple[str, ...], FolderRules] = OrderedDict()
        # Each pattern's match state after a folder prefix, built from the parent folder's: a
        # folder at depth k costs one step per pattern, not k (a chain of .gitignore files).
        self._walked: OrderedDict[tuple[str, ...], list[_Walked]] = OrderedDict()

    def _walked_for(self, prefix: tuple[str, ...]) -> list[_Walked]:
        got = self._walked.get(prefix)
        if got is not None:
            self._walked.move_to_end(prefix)
            return got
        k = len(prefix) - 1  # the nearest folder above whose states are known
        while k >= 0 and prefix[:k] not in self._walked:
            k -= 1
        if k < 0:
            walked = self._walked[()] = [_start(p) for p in self.patterns]
            k = 0
        else:
            walked = self._walked[prefix[:k]]
        for i in range(k, len(prefix)):
            walked = [_step(p, w, prefix[i]) for p, w in zip(self.patterns, walked, strict=True)]
            self._walked[prefix[: i + 1]] = walked
        while len(self._walked) > self.MAX_WALKED:
            self._walked.popitem(last=False)
        return walked

    def check(self, path: str) -> bool | None:
        """The verdict for ``path`` (relative to the .gitignore's folder, ``/``-terminated for a
        folder): ``True`` ignored, ``False`` re-included, ``None`` no pattern matched."""
        is_dir = path.endswith("/")
        parts = path.rstrip("/").split("/")
        return self.folder(tuple(parts[:-1])).check(parts[-1], is_dir)

    def reduced(self, prefix: tuple[str, ...]) -> bool:
        """Whether :meth:`folder` has the rules for ``prefix`` at hand (no work to ask)."""
        return prefix in self._folders

    def folder(self, prefix: tuple[str, ...]) -> FolderRules:
        """The rules for names in folder ``prefix`` (components below the .gitignore's folder)."""
        rules = self._folders.get(prefix)
        if rules is None:
            walked = self._walked_for(prefix)
            rules = self._folders[prefix] = FolderRules(
                [r for i, (p, w) in enumerate(zip(self.patterns, walked, strict=True)) if (r := _reduce(i, p, not prefix, w)) is not None]
            )
            while len(self._folders) > self.MAX_FOLDERS:
                self._folders.popitem(last=False)
        return rules


def _closure(core: list[Glob | str], states: set[int]) -> set[int]:
    out = set(states)
    for j in sorted(states):
        while j < len(core) and core[j] == _STARSTAR:  # "**" may match no component
            j += 1
            out.add(j)
    return out


_Walked = tuple[frozenset[int], bool]  # a pattern's states after a folder prefix; a folder on it matched


def _start(p: Pattern) -> _Walked:
    return (frozenset(_closure(p.core, {0})) if p.override is None else frozenset()), False


def _step(p: Pattern, walked: _Walked, comp: str) -> _Walked:
    """``walked`` one folder ``comp`` deeper."""
    states, through_parent = walked
    if p.override is not None or not states:
        return walked
    core, last = p.core, len(p.core)
    step: set[int] = set()
    for j in states:
        if j == last:
            continue
        item = core[j]
        if item == _STARSTAR:
            step.add(j)
        elif isinstance(item, Glob) and item.match(comp):
            step.add(j + 1)
    after = _closure(core, step)
    through = through_parent or last in after
    if through == through_parent and after == states:
        return walked  # unchanged ("**" at any depth): shared, not copied per folder
    return frozenset(after), through


def _reduce(index: int, p: Pattern, at_top: bool, walked: _Walked) -> _Reduced | None:
    """What pattern ``p`` says about a name directly in a folder, given its states after the
    folder's prefix (``at_top``: the .gitignore's own folder)."""
    if p.override == "all":
        return _Reduced(index, p.include, None, False, False, False)
    if p.override == "slash":  # the path holds a "/": it is below a folder, or it is a folder
        mark = p.dir_pattern
        return _Reduced(index, p.include, None, at_top, mark, mark)
    core, last = p.core, len(p.core)
    states, through_parent = walked
    glob = core[last - 1]
    reaches_name = last - 1 in states and isinstance(glob, Glob)
    if through_parent:  # a folder above the name matched: everything below it does
        if p.trailing:
            return _Reduced(index, p.include, None, False, p.dir_pattern, p.dir_pattern)
        return _Reduced(index, p.include, None, False, True, True, glob if reaches_name else None)  # type: ignore[arg-type]
    if not reaches_name:
        return None
    assert isinstance(glob, Glob)
    if p.trailing:  # "x/**": the name must be a folder (its "/" follows)
        return _Reduced(index, p.include, glob, True, p.dir_pattern, p.dir_pattern)
    return _Reduced(index, p.include, glob, False, False, True)
