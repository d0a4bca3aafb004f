"""RL's curriculum (step 1 of :mod:`reflect_cli.train.reinforce`): when to move to the next level,
and the env reset options of a level."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from reflect_cli.envs.registration import get_spec


class Curriculum:
    def __init__(self, levels: Sequence[Any] | None, mode: str, every: int, threshold: float, window: int) -> None:
        self.levels = list(levels) if levels else [None]
        self.mode, self.every, self.threshold, self.window = mode, every, threshold, window
        self.position, self.since = 0, 0
        self.recent: list[float] = []

    @property
    def level(self) -> Any:
        return self.levels[self.position]

    def record(self, success_rate: float) -> bool:
        """Account one finished iteration; True if the level changes for the next one."""
        self.since += 1
        self.recent = (self.recent + [success_rate])[-self.window :]
        if self.position + 1 >= len(self.levels):
            return False
        if self.mode == "iterations":
            ready = self.since >= self.every
        else:
            ready = len(self.recent) >= self.window and float(np.mean(self.recent)) >= self.threshold
        if ready:
            self.position, self.since, self.recent = self.position + 1, 0, []
        return ready

    def state(self) -> dict[str, Any]:
        return {"position": self.position, "since": self.since, "recent": self.recent}

    def restore(self, doc: dict[str, Any]) -> None:
        self.position, self.since, self.recent = doc["position"], doc["since"], list(doc["recent"])


def reset_options(env_name: str, level: Any) -> dict[str, Any] | None:
    """The reset options of a curriculum level (the env's :meth:`EnvSpec.curriculum_options`:
    AutoExplore samples depths up to ``level``, the others play ``level``); None for no level."""
    return get_spec(env_name).curriculum_options(level)
