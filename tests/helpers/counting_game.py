"""A toy environment that carries itself: everything reflect needs to run it through gen-data,
SFT, RL, evaluation and ``reflect train`` is in this one module, and :func:`register` is its one
registration. Nothing in ``src/`` names it.

The game: a counter starts at 0 and must reach ``target``; ``add one`` counts up, ``wait`` does
nothing (and costs a step), ``add two`` overshoots near the end (a lost game).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from reflect_cli.envs.base import TextEnv
from reflect_cli.envs.registration import EnvSpec, register_env
from reflect_cli.settings import setting

NAME = "counting"
ACTIONS = ["add one", "add two", "wait"]


class CountingGame(TextEnv):
    """Reach ``target`` from 0 without overshooting."""

    ORACLE = "add two while two fit, then add one"

    def __init__(self, *, target: int = 3, horizon: int = 6, **kwargs: Any) -> None:
        super().__init__(horizon=horizon, **kwargs)
        self.target = target
        self.count = 0
        self.steps = 0

    def _observation(self) -> str:
        return f"The counter shows {self.count}. The target is {self.target}."

    def _state_info(self, **extra: Any) -> dict[str, Any]:
        return self._info(task=f"count to {self.target}", actions=ACTIONS, **extra)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
        super().reset(seed=seed)
        self.count = int(self.np_random.integers(0, self.target))  # a seeded start
        self.steps = 0
        self._last_obs = self._observation()
        return self._last_obs, self._state_info()

    def step(self, action: Any) -> tuple[str, float, bool, bool, dict[str, Any]]:
        index = self.decode_action(action, ACTIONS)
        self.steps += 1
        if index is not None:
            self.count += (1, 2, 0)[index]
        won, lost = self.count == self.target, self.count > self.target
        reward = 1.0 if won else -1.0 if lost else -0.05
        truncated = not (won or lost) and self.steps >= self.horizon
        self._last_obs = self._observation()
        info = self._state_info(success=won, cost=-reward, invalid_action=index is None)
        return self._last_obs, reward, won or lost, truncated, info

    def oracle_action(self) -> int | None:
        left = self.target - self.count
        if left <= 0:
            return None
        return 1 if left >= 2 else 0


class CountingNarrator:
    """The reflections of the ε-oracle data: what the counter shows and what is left."""

    @staticmethod
    def reflection(env: Any, info: dict[str, Any], prev: Any, actions: list[str], target: int) -> str:
        return f"{env.target - env.count} left to count, so next I should {actions[target]}."

    @staticmethod
    def remember(env: Any, info: dict[str, Any], actions: list[str], taken: int, target: int | None) -> Any:
        return None


@dataclass
class CountingData:
    """``reflect gen-data counting`` and a counting recipe's ``[gen_data]``."""

    COMMAND: ClassVar[str] = "counting"
    SUMMARY: ClassVar[str] = "Counting games from the oracle."
    HELP: ClassVar[str] = "Counting games: ε-random behaviour, the oracle's count as every target."

    episodes: int = setting(10, "Episodes to play.", cli={"min": 1})
    epsilon: float = setting(0.2, "Probability of a random behaviour step.", cli={"min": 0.0, "max": 1.0})
    seed: int = setting(0, "Seed for start states and behaviour.", recipe=False)


def gen_counting(out: Path, *, episodes: int = 10, epsilon: float = 0.2, seed: int = 0, overwrite: bool = False,
                 progress: Any = None, on_skip: Any = None) -> dict[str, Any]:
    """The data folder of ``reflect gen-data counting``: the library's ε-oracle episodes."""
    from reflect_cli.datagen.generate import oracle_data
    from reflect_cli.datagen.out_folder import prepare_out

    t0 = time.perf_counter()
    prepare_out(out, {"command": NAME, "episodes": episodes, "epsilon": epsilon, "seed": seed}, overwrite, env=NAME)
    return oracle_data(CountingGame(), NAME, out, episodes=episodes, epsilon=epsilon, seed=seed, progress=progress,
                       t0=t0)


def register() -> EnvSpec:
    """The one registration of the counting game."""
    here = __name__
    return register_env(
        NAME, f"{here}:CountingGame", "Count to a target without overshooting.",
        instruction="Count up to the target: add one or two, never past it.",
        narrator=f"{here}:CountingNarrator",
        data_settings=f"{here}:CountingData",
        gen_data=f"{here}:gen_counting",
        presets={"smoke": {"gen_data": {"episodes": 8}}},
    )
