"""Progress of long stages on stderr.

On a terminal: one Rich bar per task (stage, agent, level) with elapsed time and ETA. Elsewhere
(a log file, CI, a pipe) a live bar would write hundreds of redraws, so a task prints one plain
line when it ends and, while it runs, at most one per quarter of its work and only after
``PLAIN_QUIET_S`` seconds without a line. With ``--quiet``: nothing. Commands drive it from the
callbacks the library already exposes (``Hooks.on_step``/``on_iteration``, ``progress(...)`` of
:func:`reflect_cli.evaluation.evaluate`, the pipeline's ``progress``).

A command bounded as a whole by a time budget (``reflect adapt --minutes``) calls
:meth:`StageProgress.whole_run`: every task then shows that one clock (``3:12 of 10:00``) instead
of its own elapsed time and ETA, and a log gets a line at least every ``PLAIN_EVERY_S`` seconds
even while no callback comes (a model loading, one long question or step).

One display is active at a time: a command running inside another (gen-data inside ``reflect
train``) adds its tasks to the outer display instead of starting a second live region.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    Progress,
    ProgressColumn,
    SpinnerColumn,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)
from rich.text import Text

from reflect_cli.cli.common import err
from reflect_cli.terminal import clean

BUDGET_UNIT = "s"  # a task whose work is a time budget in seconds (training for --minutes)
PLAIN_QUIET_S = 10.0  # plain mode: a task that runs longer than this says where it is, quarterly
PLAIN_EVERY_S = 30.0  # plain mode with a whole-run clock: never longer than this without a line

_ACTIVE: ContextVar[StageProgress | None] = ContextVar("reflect_progress", default=None)


def _clock(seconds: float) -> str:
    seconds = max(0, int(round(seconds)))
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


class _CountColumn(ProgressColumn):
    """``3/8 steps``; for a time budget ``0:37/2:00`` (the clock the budget is counted on), or
    nothing under a whole-run clock, which is then the one clock shown."""

    def __init__(self, owner: StageProgress) -> None:
        super().__init__()
        self.owner = owner

    def render(self, task: Any) -> Text:
        unit = task.fields.get("unit", "")
        if unit == BUDGET_UNIT:
            return Text("" if self.owner.run_started is not None else f"{_clock(task.completed)}/{_clock(task.total or 0)}")
        total = "?" if task.total is None else str(int(task.total))
        return Text(f"{int(task.completed)}/{total}" + (f" {unit}" if unit else ""))


class _TimesColumn(ProgressColumn):
    """Elapsed time and eta; nothing for a time budget, whose count already is the clock; the
    whole run's clock alone when there is one."""

    def __init__(self, owner: StageProgress) -> None:
        super().__init__()
        self.owner = owner

    def render(self, task: Any) -> Text:
        if self.owner.run_started is not None:
            return Text(self.owner.run_clock())
        if task.fields.get("unit") == BUDGET_UNIT:
            return Text("")
        left = task.time_remaining
        return Text(f"{_clock(task.elapsed or 0)} eta {'-:--' if left is None else _clock(left)}")


@dataclass
class _Task:
    description: str
    total: int | None
    unit: str
    started: float
    rich_id: TaskID | None = None
    quarter: int = 0  # plain mode: the last quarter of the work that was printed
    said: float = 0.0  # plain mode: when the last line was printed (or the task started)
    done: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


class _Output:
    """Where a progress display writes, whether it redraws in place, and its clock."""

    def _set_output(self, quiet: bool, console: Console | None, live: bool | None,
                    clock: Callable[[], float]) -> None:
        self.console = console or err
        self.quiet = quiet
        self.live = not quiet and (self.console.is_terminal if live is None else live)
        self.clock = clock


class StageProgress(_Output):
    """Tasks keyed by name; ``update(key, done, total)`` creates a task on first use."""

    def __init__(self, *, quiet: bool = False, console: Console | None = None, live: bool | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._set_output(quiet, console, live, clock)
        self._tasks: dict[str, _Task] = {}
        self._rich = Progress(
            TextColumn("{task.description}"),
            BarColumn(bar_width=20),
            _CountColumn(self),
            _TimesColumn(self),
            TextColumn("{task.fields[info]}"),
            console=self.console,
            disable=not self.live,
        )
        self._started = False
        # the whole run's clock (whole_run): its start, its budget in seconds (None: no bound)
        self.run_started: float | None = None
        self.run_seconds: float | None = None
        self._lock = threading.RLock()  # the heartbeat thread and the caller print in turn
        self._last_line = 0.0  # plain mode: when the last line was printed
        self._latest: tuple[str, str] | None = None  # what the run did last: ("task", key) or ("say", text)
        self._stop = threading.Event()
        self._beat: threading.Thread | None = None

    # -- lifetime --------------------------------------------------------------------------------

    def __enter__(self) -> StageProgress:
        if self.live:
            self._rich.start()
            self._started = True
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._beat is not None:
            self._beat.join()
            self._beat = None
        if self._started:
            self._rich.stop()
            self._started = False

    def whole_run(self, seconds: float | None, *, every: float | None = None) -> None:
        """From now on, one clock for every task: the run's elapsed time of ``seconds`` (None: no
        bound, elapsed only). In a log, a line at least every ``every`` seconds
        (``PLAIN_EVERY_S``): the running task where it is, or what was said last, on that clock."""
        self.run_started, self.run_seconds = self.clock(), seconds
        self._last_line = self.run_started
        if self.quiet or self.live or self._beat is not None:
            return
        every = PLAIN_EVERY_S if every is None else every
        self._beat = threading.Thread(target=self._heartbeat, args=(every,), name="reflect-progress", daemon=True)
        self._beat.start()

    def run_clock(self) -> str:
        """``3:12 of 10:00`` (``3:12`` without a budget)."""
        spent = _clock(self.clock() - (self.run_started or 0.0))
        return spent if self.run_seconds is None else f"{spent} of {_clock(self.run_seconds)}"

    def _heartbeat(self, every: float) -> None:
        while not self._stop.wait(min(every / 4, 1.0)):
            with self._lock:
                if self.clock() - self._last_line >= every:
                    self._print(self._now_line())

    def _now_line(self) -> str:
        kind, what = self._latest or ("say", "starting")
        task = self._tasks.get(what) if kind == "task" else None
        if task is not None:
            return self._run_line(task, task.extra.get("info", ""))
        return f"{self.run_clock()} · {what.rstrip('.')} ..." if kind == "say" else self.run_clock()

    def _print(self, line: str) -> None:
        self._last_line = self.clock()
        self.console.print(escape(line), soft_wrap=True, highlight=False)

    # -- reporting -------------------------------------------------------------------------------

    def say(self, text: str, *, markup: bool = True, always: bool = False) -> None:
        """A line that stays (stage started/done): above the bars, or plain; with --quiet only
        when ``always`` (warnings)."""
        if always or not self.quiet:
            with self._lock:
                self.console.print(text if markup else escape(text), soft_wrap=True, highlight=False)
                self._last_line = self.clock()
                plain = Text.from_markup(text).plain if markup else text
                self._latest = ("say", clean(plain, one_line=True))

    def update(self, key: str, done: int, total: int | None, *, description: str | None = None,
               unit: str = "", info: str = "") -> None:
        if self.quiet:
            return
        with self._lock:
            task = self._tasks.get(key)
            if task is None:
                now = self.clock()
                task = _Task(description or key, total, unit, now, said=now)
                self._tasks[key] = task
                if self.live:
                    task.rich_id = self._rich.add_task(escape(task.description), total=total, unit=unit, info="")
            task.done, task.total = done, total if total is not None else task.total
            task.extra["info"] = info
            self._latest = ("task", key)
            if self.live and task.rich_id is not None:
                self._rich.update(task.rich_id, completed=done, total=task.total, info=escape(info))
                return
            self._plain(task, info)

    def _run_line(self, task: _Task, info: str) -> str:
        """A task's plain line on the whole run's clock."""
        line = f"{self.run_clock()} · {task.description}"
        if task.unit != BUDGET_UNIT and task.total:  # a time budget's count is a second clock: left out
            line += f": {task.done}/{task.total}{' ' + task.unit if task.unit else ''}"
        return line + (f" · {info}" if info else "")

    def _plain(self, task: _Task, info: str) -> None:
        if not task.total:
            return
        quarter = min(4, 4 * task.done // task.total)
        now = self.clock()
        overdue = self.run_started is not None and now - self._last_line >= PLAIN_EVERY_S
        if not overdue and (quarter <= task.quarter or (quarter < 4 and now - task.said < PLAIN_QUIET_S)):
            return
        task.quarter, task.said = max(quarter, task.quarter), now
        elapsed = now - task.started
        if self.run_started is not None:
            self._print(self._run_line(task, info))
            return
        if task.unit == BUDGET_UNIT:  # the work is the time itself: one clock, the budget's
            line = f"{task.description}: {_clock(task.done)} of {_clock(task.total)}"
        else:
            line = f"{task.description}: {task.done}/{task.total}{' ' + task.unit if task.unit else ''} · {_clock(elapsed)}"
            if task.done < task.total and task.done > 0:
                line += f" · eta {_clock(elapsed * (task.total - task.done) / task.done)}"
        if info:
            line += f" · {info}"
        self._print(line)


@contextlib.contextmanager
def stage_progress(*, quiet: bool = False, console: Console | None = None) -> Iterator[StageProgress]:
    """The active display if a command runs inside another one, else a new display for the ``with``."""
    outer = _ACTIVE.get()
    if outer is not None:
        yield outer
        return
    progress = StageProgress(quiet=quiet, console=console)
    token = _ACTIVE.set(progress)
    try:
        with progress:
            yield progress
    finally:
        _ACTIVE.reset(token)


# -- adapters for the library's callbacks ---------------------------------------------------------


def _number(value: Any, fmt: str) -> str | None:
    return format(value, fmt) if isinstance(value, (int, float)) else None


def sft_info(metrics: dict[str, Any]) -> str:
    loss = _number(metrics.get("loss/sft"), ".3f")
    return f"loss {loss}" if loss else ""


def rl_info(metrics: dict[str, Any]) -> str:
    parts = []
    if (success := _number(metrics.get("rollout/success_rate"), ".2f")) is not None:
        parts.append(f"success {success}")
    if (ret := _number(metrics.get("rollout/return_mean"), "+.2f")) is not None:
        parts.append(f"return {ret}")
    if metrics.get("curriculum/level") is not None:
        parts.append(f"level {metrics['curriculum/level']}")
    # Why the policy moves or not: drift from the start, exploration left, gradient, signal.
    for key, name, fmt in RL_DIAGNOSTICS:
        if (value := _number(metrics.get(key), fmt)) is not None:
            parts.append(f"{name} {value}")
    return " · ".join(parts)


RL_DIAGNOSTICS = (("policy/kl_to_start", "KL", ".2g"), ("rollout/entropy", "entropy", ".2f"),
                  ("optim/grad_norm", "grad", ".2g"), ("advantage/zero_group_frac", "zero-adv groups", ".2f"),
                  ("advantage/std", "adv std", ".2g"))


def sft_hooks(bars: StageProgress, description: str, steps: int) -> Any:
    """``train.sft.Hooks`` that move one bar per optimizer step."""
    from reflect_cli.train.sft import Hooks

    def on_step(step: int, metrics: dict[str, Any]) -> None:
        bars.update(description, step, steps, unit="steps", info=sft_info(metrics))

    return Hooks(on_step=on_step)


def rl_hooks(bars: StageProgress, description: str, iterations: int,
             also: Callable[[int, dict[str, Any]], None] | None = None) -> Any:
    """``train.rl.Hooks`` that move one bar per RL iteration (and call ``also``)."""
    from reflect_cli.train.rl import Hooks

    def on_iteration(iteration: int, metrics: dict[str, Any]) -> None:
        bars.update(description, iteration, iterations, unit="iterations", info=rl_info(metrics))
        if also is not None:
            also(iteration, metrics)

    return Hooks(on_iteration=on_iteration)


class StepLine:
    """What ``reflect explore`` is doing inside a step: ``Step k/N · reflecting · 0:12``.

    On a terminal a live line (a spinner whose clock ticks while a phase runs, redrawn in place;
    the trace prints above it). Elsewhere (a log, a pipe) nothing is redrawn: one line when a
    step starts (``start``) and the caller's trace when it ends, never wrapped by width
    (``soft_wrap``), so a log has whole sentences. With ``quiet``: nothing."""

    def __init__(self, total: int, *, quiet: bool = False, console: Console | None = None,
                 live: bool | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.console = console or err
        self.total = total
        self.quiet = quiet
        self.live = not quiet and (self.console.is_terminal if live is None else live)
        self.clock = clock
        self.started = clock()
        self.step = 0
        self.phase = ""
        self._rich = Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                              console=self.console, transient=True, disable=not self.live)
        self._task: TaskID | None = None

    def __enter__(self) -> StepLine:
        if self.live:
            self._rich.start()
            self._task = self._rich.add_task("starting", total=None)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.live:
            self._rich.stop()

    def _text(self) -> str:
        head = f"Step {self.step}/{self.total}" if self.step else "Loading"
        return f"{head} · {self.phase}" if self.phase else head

    def loading(self, what: str) -> None:
        """Before the first step (the model loading): said once in a log, live on a terminal."""
        self.phase = what
        if self.quiet:
            return
        if self.live and self._task is not None:
            self._rich.update(self._task, description=escape(clean(self._text(), one_line=True)))
        else:
            self.console.print(escape(f"{what} ..."), soft_wrap=True, highlight=False)

    def start(self, step: int, where: str) -> None:
        """Step ``step`` begins in folder ``where``."""
        self.step, self.phase = step, ""
        if self.quiet:
            return
        if self.live and self._task is not None:
            self._rich.update(self._task, description=escape(clean(f"{self._text()} in {where}", one_line=True)))
        else:
            self.console.print(escape(f"Step {step}/{self.total} started in {where} · {_clock(self.clock() - self.started)}"),
                               soft_wrap=True, highlight=False, style="dim")

    def now(self, phase: str) -> None:
        """The phase the current step is in (only the live line shows it; a log gets the step's end)."""
        self.phase = phase
        if self.live and self._task is not None:
            self._rich.update(self._task, description=escape(clean(self._text(), one_line=True)))

    def elapsed(self) -> str:
        return _clock(self.clock() - self.started)


INDEX_QUIET_S = 1.0  # an index built faster than this says nothing
INDEX_PLAIN_EVERY_S = 5.0  # plain mode: at most one line per this while indexing


class IndexLine(_Output):
    """What ``reflect explore`` says while it indexes the tree (the ``progress`` and ``done``
    callbacks of :class:`~reflect_cli.search.tree_index.IndexOptions`).

    Nothing while it takes under :data:`INDEX_QUIET_S` (a warm index). Then on a terminal a live
    line redrawn in place (transient); elsewhere one plain line, then at most one every
    :data:`INDEX_PLAIN_EVERY_S`. Once done after a second or more, one line says what was read
    and what came from the stored index. With ``quiet``: nothing."""

    def __init__(self, *, quiet: bool = False, console: Console | None = None, live: bool | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._set_output(quiet, console, live, clock)
        self.started: float | None = None
        self.said: float | None = None  # plain mode: when the last line was printed
        self.stats: Any = None  # the last index's IndexStats
        self._rich: Progress | None = None
        self._task: TaskID | None = None

    def _text(self, phase: str, done: int, total: int | None) -> str:
        now = self.clock()
        elapsed = _clock(now - (self.started if self.started is not None else now))
        if phase == "walk":
            return f"Indexing: walking the tree, {done:,} files found · {elapsed}"
        return f"Indexing: {done:,}/{total or 0:,} files · {elapsed}"

    def progress(self, phase: str, done: int, total: int | None) -> None:
        now = self.clock()
        if self.started is None:
            self.started = now
        if self.quiet or now - self.started < INDEX_QUIET_S:
            return
        text = self._text(phase, done, total)
        if self.live:
            if self._rich is None:
                self._rich = Progress(SpinnerColumn(), TextColumn("{task.description}"), console=self.console,
                                      transient=True)
                self._rich.start()
                self._task = self._rich.add_task(escape(text), total=None)
            elif self._task is not None:
                self._rich.update(self._task, description=escape(text))
        elif self.said is None or now - self.said >= INDEX_PLAIN_EVERY_S:
            self.said = now
            self.console.print(escape(text), soft_wrap=True, highlight=False, style="dim")

    def done(self, stats: Any) -> None:
        self.stats = stats
        if self._rich is not None:
            self._rich.stop()
            self._rich = None
        if self.quiet or stats.seconds < INDEX_QUIET_S:
            self.started = None
            return
        reused = f", {stats.reused:,} from the stored index" if stats.reused else ""
        where = "" if stats.mode != "off" else " (--no-index: nothing stored)"
        self.console.print(escape(f"Indexed {stats.files:,} files in {stats.seconds:.1f} s "
                                  f"({stats.read:,} read{reused}){where}"),
                           soft_wrap=True, highlight=False, style="dim")
        self.started = None
