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
        self.cut: str | None = None

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
        if self.cut is not None:
            return False
        self.left -= entries
        if self.left < 0:
            self.cut = f"{self.entries:,} entries"
        elif self.seconds != math.inf and self.elapsed() > self.seconds:
            self.cut = f"{self.seconds:g} s"
        return self.cut is None

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


def run_budget() -> WorkBudget:
    """The run's budget if a command set one, else a new one bounded by entries only."""
    return _RUN.get() or WorkBudget(seconds=math.inf)
