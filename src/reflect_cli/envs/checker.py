"""Check an environment against Gymnasium's API and reflect's text contract (see ``envs/base.py``).

:func:`check_text_env` runs :func:`gymnasium.utils.env_checker.check_env` (its warnings are
tolerated, its errors are not), then plays ``episodes`` random episodes and checks on every
``reset``/``step``:

* the observation is a ``str`` inside ``observation_space``;
* ``info`` has the contract keys; ``info["actions"]`` is a non-empty list of strings until the
  episode ends; ``action_mask`` is an ``np.int8`` array of length ``action_space.n`` with ones
  exactly at the indices ``< len(actions)``;
* ``reward == -info["cost"]``; ``success`` is a bool; ``task`` is constant within an episode;
* the episode ends (terminated or truncated) within the horizon (``env.horizon`` when the env
  has one, else ``max_steps``);
* determinism: resetting with the same seed and replaying the same actions gives identical
  observations, rewards, end flags and action lists.

Violations raise :class:`AssertionError` with a message naming the episode, step and key.
"""

from __future__ import annotations

import math
import warnings
from typing import Any

import numpy as np

CONTRACT_KEYS = ("task", "actions", "action_mask", "success", "cost", "invalid_action", "level")


def _check_info(info: Any, env: Any, where: str, *, done: bool) -> list[str]:
    assert isinstance(info, dict), f"{where}: info must be a dict, got {type(info).__name__}"
    missing = [k for k in CONTRACT_KEYS if k not in info]
    assert not missing, f"{where}: info lacks the contract keys {missing}"
    actions = info["actions"]
    assert isinstance(actions, list), f"{where}: info['actions'] must be a list, got {type(actions).__name__}"
    assert all(isinstance(a, str) for a in actions), f"{where}: info['actions'] must hold strings: {actions!r}"
    if not done:
        assert actions, f"{where}: info['actions'] is empty but the episode is not over"
    n = getattr(env.action_space, "n", None)
    assert n is not None, f"{where}: action_space must be Discrete, got {env.action_space!r}"
    assert len(actions) <= n, f"{where}: {len(actions)} actions but action_space.n = {n}"
    mask = info["action_mask"]
    assert isinstance(mask, np.ndarray), f"{where}: action_mask must be a numpy array, got {type(mask).__name__}"
    assert mask.dtype == np.int8, f"{where}: action_mask dtype must be int8, got {mask.dtype}"
    assert mask.shape == (n,), f"{where}: action_mask has shape {mask.shape}, expected ({n},)"
    expected = np.zeros(n, dtype=np.int8)
    expected[: len(actions)] = 1
    assert np.array_equal(mask, expected), (
        f"{where}: action_mask {mask.tolist()} disagrees with {len(actions)} admissible actions"
    )
    assert isinstance(info["success"], (bool, np.bool_)), f"{where}: info['success'] must be a bool"
    assert isinstance(info["invalid_action"], (bool, np.bool_)), f"{where}: info['invalid_action'] must be a bool"
    assert isinstance(info["task"], str), f"{where}: info['task'] must be a str"
    return list(actions)


def _check_obs(obs: Any, env: Any, where: str) -> None:
    assert isinstance(obs, str), f"{where}: observation must be a str, got {type(obs).__name__}"
    assert env.observation_space.contains(obs), f"{where}: observation is not in observation_space"


def _play(env: Any, seed: int, actions: list[int] | None, rng: np.random.Generator, limit: int, label: str) -> Any:
    """One episode; chooses random admissible actions unless ``actions`` replays a list."""
    obs, info = env.reset(seed=seed)
    where = f"{label} reset(seed={seed})"
    _check_obs(obs, env, where)
    admissible = _check_info(info, env, where, done=False)
    task = info["task"]
    trace: list[tuple[Any, ...]] = [(obs, tuple(admissible))]
    chosen: list[int] = []
    done = False
    t = 0
    while not done:
        if actions is None:
            index = int(rng.integers(len(admissible)))
        else:
            assert t < len(actions), f"{label}: replay of seed {seed} lasted longer than the original episode"
            index = actions[t]
        chosen.append(index)
        result = env.step(index)
        where = f"{label} seed {seed} step {t}"
        assert isinstance(result, tuple) and len(result) == 5, f"{where}: step must return 5 values"
        obs, reward, terminated, truncated, info = result
        _check_obs(obs, env, where)
        done = bool(terminated) or bool(truncated)
        admissible = _check_info(info, env, where, done=done)
        assert isinstance(reward, (int, float, np.floating, np.integer)), f"{where}: reward must be a number"
        assert math.isclose(float(reward), -float(info["cost"]), rel_tol=1e-9, abs_tol=1e-9), (
            f"{where}: reward {reward} != -info['cost'] ({info['cost']})"
        )
        assert info["task"] == task, f"{where}: info['task'] changed within the episode"
        t += 1
        trace.append((obs, float(reward), bool(terminated), bool(truncated), tuple(admissible), bool(info["success"])))
        assert done or t < limit, f"{where}: the episode did not end within the horizon ({limit} steps)"
    return chosen, trace


def check_text_env(env: Any, *, seed: int = 0, episodes: int = 3, max_steps: int = 1000) -> None:
    """Check ``env`` (see the module docstring); raise :class:`AssertionError` on a violation."""
    from gymnasium.utils.env_checker import check_env

    base = getattr(env, "unwrapped", env)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            check_env(base, skip_render_check=True)
        except AssertionError as exc:
            raise AssertionError(f"gymnasium check_env failed: {exc}") from exc
    limit = int(getattr(base, "horizon", max_steps) or max_steps)
    rng = np.random.default_rng(seed)
    for e in range(episodes):
        episode_seed = seed + e
        label = f"episode {e}"
        chosen, trace = _play(base, episode_seed, None, rng, limit, label)
        _, again = _play(base, episode_seed, chosen, rng, limit, f"{label} (replay)")
        for t, (first, second) in enumerate(zip(trace, again, strict=False)):  # lengths: below
            assert first == second, (
                f"{label}: not deterministic under seed {episode_seed}: "
                f"{'reset' if t == 0 else f'step {t - 1}'} differs on replaying the same actions"
            )
        assert len(trace) == len(again), f"{label}: replay of seed {episode_seed} ended at another step"
