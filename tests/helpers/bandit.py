"""A tiny contextual bandit with text observations: a smoke-test env for the trainers.

Not registered by default; use it through its import path, e.g.
``reflect rlft --env helpers.bandit:ContextualBanditEnv ...``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from reflect_cli.envs.base import TextEnv

SIGNALS: tuple[str, ...] = ("north", "south", "east", "west", "taxi", "file", "page", "root")
BUTTONS: tuple[str, ...] = tuple(f"press button {c}" for c in "ABCDEFGH")


class ContextualBanditEnv(TextEnv):
    """One-step episodes: the observation names a signal; one button is right for each signal.

    ## Description
    ``n_contexts`` signals (the words of :data:`SIGNALS`), ``n_actions`` buttons. Signal ``i``'s
    correct button is ``mapping[i]``, a fixed permutation-like map drawn from ``mapping_seed``
    (0: ``i % n_actions``). The observation repeats the signal word ``repeat`` times, which
    makes it easy to see for a tiny model.

    ## Action Space
    ``Discrete(max_actions)``; the ``n_actions`` buttons are always admissible.

    ## Observation Space
    ``"Signal: <word> <word> ..."``.

    ## Starting State
    The signal is drawn uniformly by ``self.np_random`` from the first ``level`` signals
    (``level`` defaults to ``n_contexts``; ``reset(options={"level": k})`` overrides it), or given
    as ``reset(options={"context": i})``.

    ## Rewards
    ``+1`` for the correct button, ``0`` otherwise (``info["cost"] == -reward``).

    ## Episode End
    Always terminated after one step; ``success`` iff the button was right. An invalid action is a
    failure.
    """

    def __init__(
        self,
        *,
        n_contexts: int = 4,
        n_actions: int = 4,
        mapping_seed: int = 0,
        repeat: int = 3,
        level: int | None = None,
        horizon: int = 1,
        max_actions: int = 8,
        render_mode: str | None = None,
    ) -> None:
        if not 2 <= n_contexts <= len(SIGNALS):
            raise ValueError(f"n_contexts must be in [2, {len(SIGNALS)}]")
        if not 2 <= n_actions <= min(len(BUTTONS), max_actions):
            raise ValueError(f"n_actions must be in [2, {min(len(BUTTONS), max_actions)}]")
        super().__init__(horizon=horizon, max_actions=max_actions, render_mode=render_mode)
        self.n_contexts, self.n_actions, self.repeat = n_contexts, n_actions, repeat
        self.level = self._check_level(level if level is not None else n_contexts)
        if mapping_seed == 0:
            self.mapping = [i % n_actions for i in range(n_contexts)]
        else:
            self.mapping = [int(x) for x in np.random.default_rng(mapping_seed).integers(0, n_actions, n_contexts)]
        self.actions = list(BUTTONS[:n_actions])
        self._context: int | None = None
        self._episode_level = self.level
        self._done = True

    def _check_level(self, level: Any) -> int:
        value = int(level)
        if value != level or not 1 <= value <= self.n_contexts:
            raise ValueError(f"bandit level must be an integer in [1, {self.n_contexts}], got {level!r}")
        return value

    def oracle_action(self) -> int | None:
        return None if self._context is None or self._done else self.mapping[self._context]

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
        super().reset(seed=seed)
        options = dict(options or {})
        unknown = set(options) - {"level", "context"}
        if unknown:
            raise ValueError(f"unknown reset options {sorted(unknown)}; the bandit takes level, context")
        level = self._check_level(options.get("level", self.level))
        if "context" in options:
            context = int(options["context"])
            if not 0 <= context < self.n_contexts:
                raise ValueError(f"context must be in [0, {self.n_contexts})")
        else:
            context = int(self.np_random.integers(level))
        self._context, self._episode_level, self._done = context, level, False
        return self._observe(), self._make_info()

    def step(self, action: Any) -> tuple[str, float, bool, bool, dict[str, Any]]:
        if self._context is None or self._done:
            raise RuntimeError("call reset() before step()")
        index = self.decode_action(action, self.actions)
        success = index is not None and index == self.mapping[self._context]
        reward = 1.0 if success else 0.0
        self._done = True
        info = self._make_info(success=success, cost=-reward, invalid_action=index is None)
        return self._observe(), reward, True, False, info

    def _observe(self) -> str:
        assert self._context is not None
        self._last_obs = "Signal: " + " ".join([SIGNALS[self._context]] * self.repeat)
        return self._last_obs

    def _make_info(self, **kwargs: Any) -> dict[str, Any]:
        return self._info(
            task="Press the button that matches the signal.",
            actions=list(self.actions),
            level=self._episode_level,
            context=self._context,
            **kwargs,
        )
