"""One run's allowance for walking a tree: wall-clock seconds and directory entries.

A hostile or merely huge tree (``/``, ``/sys``, a 2,000-folder chain, 100,000 links through long
chains, a ``.gitignore`` built to be slow) must not turn a one-second answer into minutes. Every
walk of a run (the lexical index's walk and reads, the "nothing to explore" check) spends from
one :class:`WorkBudget`; when it is spent the walk stops where it is, the answer is built from
what was seen, and :attr:`WorkBudget.note` says so. A single folder's listing checks it every
few entries (``FileView.bounded``), so one enormous folder is cut too.

Time counts only while a walk runs (a model's steps between walks do not spend it). A command
sets the run's budget with :func:`set_run_budget` (``reflect explore`` does); without one, walks
are bounded by entries only, so what gen-data and training see never depends on the clock.
"""

from __future__ import annotations

import contextlib
import math
import time
from collections.abc import Callable, Iterator
from contextvars import ContextVar

# About 3 s of walking and reading leaves a 5 s answer room for start-up and scoring.
WALK_SECONDS = 3.0
WALK_ENTRIES = 2_000_000
# The share of the allowance a walk may take: the rest stays for reading what it found, so a tree
# whose folders alone would spend it all (100,000 links, /) is still answered from files read.
WALK_SHARE = 2 / 3


class BudgetSpent(Exception):
    """Raised inside a bounded listing when the run's budget is spent (never cached, never shown)."""


class WorkBudget:
    """Seconds and entries left to one run's walks; ``cut`` names what ran out, once it did."""

    def __init__(self, seconds: float = WALK_SECONDS, entries: int = WALK_ENTRIES,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.seconds, self.entries = seconds, entries
        self.clock = clock
        self.used = 0.0  # seconds spent in walks that ended
        self.since: float | None = None  # when the walk now running began
        self.depth = 0
        self.left = entries
        self.cut: str | None = None  # the first allowance that ran out (what the note names)
        self.spent = False  # whether spend() now refuses (within a share(): its part ran out)
        self._max_seconds, self._min_left = seconds, 0  # the allowance in force (share() lowers it)

    @contextlib.contextmanager
    def running(self) -> Iterator[WorkBudget]:
        """The block is walk time (nested blocks count once)."""
        self.depth += 1
        if self.depth == 1:
            self.since = self.clock()
        try:
            yield self
        finally:
            self.depth -= 1
            if self.depth == 0 and self.since is not None:
                self.used += self.clock() - self.since
                self.since = None

    def elapsed(self) -> float:
        return self.used + (self.clock() - self.since if self.since is not None else 0.0)

    def spend(self, entries: int = 0) -> bool:
        """Count ``entries`` more; False (and ``cut`` set) once either allowance is spent."""
        if self.spent:
            return False
        if self.left - entries < self._min_left:  # refused entries are not counted: they go unused
            self.spent, self.cut = True, self.cut or f"{self.entries:,} entries"
            return False
        self.left -= entries
        if self._max_seconds != math.inf and self.elapsed() > self._max_seconds:
            whole = self._max_seconds >= self.seconds  # else a share of the budget was spent
            self.spent, self.cut = True, self.cut or (
                f"{self.seconds:g} s" if whole else f"{self._max_seconds:.2g} s of {self.seconds:g} s")
        return not self.spent

    @contextlib.contextmanager
    def share(self, fraction: float) -> Iterator[WorkBudget]:
        """Within the block, spend at most ``fraction`` of what is left of each allowance: when
        that part runs out, spend() refuses (``cut`` is set, so the note says the walk was
        partial) until the block ends, and what follows still has the rest."""
        saved = self._max_seconds, self._min_left, self.spent
        if self.seconds != math.inf:
            self._max_seconds = min(saved[0], self.elapsed() + max(0.0, saved[0] - self.elapsed()) * fraction)
        self._min_left = max(saved[1], self.left - int(max(0, self.left - saved[1]) * fraction))
        try:
            yield self
        finally:
            self._max_seconds, self._min_left = saved[0], saved[1]
            self.spent = saved[2] or self.left < self._min_left or (
                self._max_seconds != math.inf and self.elapsed() > self._max_seconds)

    def to_json(self) -> dict[str, object]:
        """What ``--json`` reports of the run's walking: whether the budget cut it, at which
        allowance, and what was spent."""
        return {"cut": self.cut is not None, "limit": self.cut, "seconds": round(self.elapsed(), 3),
                "entries": self.entries - self.left, "max_seconds": None if self.seconds == math.inf else self.seconds,
                "max_entries": self.entries}

    @property
    def note(self) -> str | None:
        if self.cut is None:
            return None
        return (f"the tree was walked only partly: the walk stopped at its work budget ({self.cut}), "
                "so the answer comes from the files seen before")


_RUN: ContextVar[WorkBudget | None] = ContextVar("reflect_walk_budget", default=None)


def set_run_budget(budget: WorkBudget | None) -> None:
    """Make ``budget`` the one every walk of this run (this context) spends from."""
    _RUN.set(budget)


@contextlib.contextmanager
def budget_scope(budget: WorkBudget | None) -> Iterator[WorkBudget | None]:
    """``budget`` is the run's within the block, and what was before is restored after it: each
    call of a long-lived process (a server, a library caller) spends its own."""
    token = _RUN.set(budget)
    try:
        yield budget
    finally:
        _RUN.reset(token)


def run_budget() -> WorkBudget:
    """The run's budget if a command set one, else a new one bounded by entries only."""
    return _RUN.get() or WorkBudget(seconds=math.inf)
