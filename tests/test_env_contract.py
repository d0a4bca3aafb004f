"""Every registered environment passes gymnasium's checker and reflect's text contract."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

from reflect_cli.envs.checker import check_text_env
from reflect_cli.envs.registration import list_envs, make_env
from reflect_cli.envs.taxi import DangerousTaxiEnv


def _alfworld_available() -> bool:
    return (
        importlib.util.find_spec("alfworld") is not None
        and importlib.util.find_spec("reflect_cli.envs.alfworld.env") is not None
    )


def _build(name: str, sample_repo):
    if name == "autoexplore":
        tasks = [
            {"question": "Where is the command-line entry point?", "targets": ["src/app/cli.py"]},
            {"question": "What does the app do?", "targets": ["README.md"]},
        ]
        return make_env(name, root=sample_repo, tasks=tasks)
    if name == "query-writer":
        tasks = [
            {"question": "Where is the command-line entry point?", "targets": ["src/app/cli.py"], "repo": str(sample_repo)},
            {"question": "What does the app do?", "targets": ["README.md"], "repo": str(sample_repo)},
        ]
        return make_env(name, tasks=tasks)
    if name == "alfworld" and not _alfworld_available():
        pytest.skip("the alfworld extra is not installed")
    return make_env(name)


@pytest.mark.parametrize("name", [spec.name for spec in list_envs()])
def test_registered_env_passes_checker(name, sample_repo):
    env = _build(name, sample_repo)
    try:
        check_text_env(env, seed=0, episodes=3)
    finally:
        env.close()


def test_every_builtin_env_is_covered():
    assert {"taxi", "autoexplore", "alfworld"} <= {spec.name for spec in list_envs()}


def test_taxi_levels_pass_checker():
    for level in ("pickup", "dropoff", "full"):
        check_text_env(DangerousTaxiEnv(level=level), seed=3, episodes=3)


# -- the checker catches violations -----------------------------------------------------------


class _RewardNotMinusCost(DangerousTaxiEnv):
    def step(self, action):
        obs, reward, terminated, truncated, info = super().step(action)
        return obs, reward + 1.0, terminated, truncated, info


class _NonDeterministic(DangerousTaxiEnv):
    calls = 0

    def reset(self, *, seed=None, options=None):
        obs, info = super().reset(seed=seed, options=options)
        type(self).calls += 1
        return obs + f"\n(call {type(self).calls})", info


class _BadMask(DangerousTaxiEnv):
    def step(self, action):
        obs, reward, terminated, truncated, info = super().step(action)
        info["action_mask"] = np.ones(self.action_space.n, dtype=np.int8)
        return obs, reward, terminated, truncated, info


class _EmptyActions(DangerousTaxiEnv):
    def reset(self, *, seed=None, options=None):
        obs, info = super().reset(seed=seed, options=options)
        info["actions"] = []
        info["action_mask"] = np.zeros(self.action_space.n, dtype=np.int8)
        return obs, info


class _NeverEnds(DangerousTaxiEnv):
    def step(self, action):
        obs, reward, terminated, truncated, info = super().step(action)
        self._done = False
        return obs, reward, False, False, info


class _BytesObservation(DangerousTaxiEnv):
    def reset(self, *, seed=None, options=None):
        obs, info = super().reset(seed=seed, options=options)
        return obs.encode(), info


@pytest.mark.parametrize(
    ("cls", "message"),
    [
        (_RewardNotMinusCost, "cost"),
        (_NonDeterministic, "deterministic"),
        (_BadMask, "action_mask"),
        (_EmptyActions, "empty"),
        (_NeverEnds, "horizon"),
        (_BytesObservation, "observation space|must be a str"),
    ],
)
def test_checker_catches_violations(cls, message):
    with pytest.raises(AssertionError, match=message):
        check_text_env(cls(), seed=0, episodes=3)


def test_user_env_by_import_path_and_registration():
    import gymnasium

    from reflect_cli.envs.registration import get_spec, make_env, register_env
    from reflect_cli.errors import UsageError

    env = make_env("reflect_cli.envs.taxi:DangerousTaxiEnv", level="dropoff")
    obs, info = env.reset(seed=1)
    assert info["level"] == "dropoff"
    register_env("my-taxi", "reflect_cli.envs.taxi:DangerousTaxiEnv", "a user copy", gym_id="mine/Taxi-v0")
    assert get_spec("my-taxi").description == "a user copy"
    assert gymnasium.make("mine/Taxi-v0").unwrapped.__class__.__name__ == "DangerousTaxiEnv"
    with pytest.raises(UsageError, match="unknown environment"):
        get_spec("no-such-env")
    with pytest.raises(UsageError, match="cannot import"):
        make_env("no_such_module.sub:Env")


def test_gymnasium_ids_are_registered_when_gymnasium_is_imported_in_either_order():
    """Importing the envs package does not import gymnasium (explore's start-up needs neither it
    nor numpy); the ids work whichever of the two a program imports first."""
    import subprocess
    import sys

    first = (
        "import sys, reflect_cli.envs, reflect_cli.explore.answer\n"
        "assert 'gymnasium' not in sys.modules and 'numpy' not in sys.modules, 'imported early'\n"
        "import gymnasium\n"
        "print(gymnasium.make('reflect/DangerousTaxi-v0').reset(seed=1)[1]['level'])\n"
    )
    second = "import gymnasium, reflect_cli.envs\nprint(gymnasium.make('reflect/DangerousTaxi-v0').reset(seed=1)[1]['level'])\n"
    for code in (first, second):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
        assert out.returncode == 0 and out.stdout.strip() == "pickup", out.stderr[-2000:]
