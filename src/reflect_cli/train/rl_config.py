"""An RL run's settings (:class:`RLConfig`, the RL stage's :class:`~reflect_cli.train.config.RLSettings`), the
caller's hooks and the result."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from reflect_cli.train.config import EVAL_SEED_BASE, EVAL_SEED_SPAN, RLSettings

__all__ = ["EVAL_SEED_BASE", "EVAL_SEED_SPAN", "Hooks", "RLConfig", "RLResult"]

# An RL run's settings are the RL stage's settings: one class (fields, defaults, help and checks in
# reflect_cli.train.config), named here as the run code has always called it.
RLConfig = RLSettings


@dataclass
class Hooks:
    """Callbacks of :func:`reflect_cli.train.rl.train_rl`. ``on_iteration(iteration, metrics)``: after
    each iteration. ``on_finish(params)``: once the iterations are done, before the final checkpoint,
    with the trainable parameters by name. Several processes: every process calls them."""

    on_iteration: Callable[[int, dict[str, Any]], None] | None = None
    on_finish: Callable[[dict[str, Any]], None] | None = None


@dataclass
class RLResult:
    iterations: int
    final: Any
    first_eval: float | None
    last_eval: float | None
    eval_split: str | None = None  # what the evaluation played (see :func:`eval_tasks`)
    nonfinite_skipped: int = 0  # updates skipped for a non-finite loss or gradient norm
