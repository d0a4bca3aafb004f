"""ALFWorld adapter: shipped problems, expert, info contract, data folders, corrupt files."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

import numpy as np
import pytest

# alfworld creates $ALFWORLD_DATA (default ~/.cache/alfworld) when imported; keep tests out of $HOME
# with one fixed, reused folder (a fresh mkdtemp per run would pile up empty folders in /tmp).
os.environ.setdefault("ALFWORLD_DATA", os.path.join(tempfile.gettempdir(), "reflect-tests-alfworld-data"))
pytest.importorskip("alfworld")

import gymnasium  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

from reflect_cli.envs.alfworld.env import (  # noqa: E402
    TASK_TYPES,
    ALFWorldEnv,
    shipped_data_dir,
)
from reflect_cli.errors import MissingExtraError, UsageError  # noqa: E402

pytestmark = pytest.mark.alfworld

SHIPPED = sorted(p.parent for p in shipped_data_dir().rglob("traj_data.json"))


def copy_problem(src: Path, dest_root: Path, task_folder: str | None = None) -> Path:
    dest = dest_root / (task_folder or src.parent.name) / src.name
    shutil.copytree(src, dest)
    return dest


def run_expert(env: ALFWorldEnv, **reset_kwargs) -> tuple[bool, int, dict]:
    obs, info = env.reset(**reset_kwargs)
    steps, terminated, truncated = 0, False, False
    while not (terminated or truncated):
        action = env.oracle_action()
        assert action is not None and action == info["expert_action"] and action in info["actions"]
        obs, reward, terminated, truncated, info = env.step(action)
        steps += 1
    return terminated, steps, info


def test_shipped_problems_cover_task_types():
    assert len(SHIPPED) >= 4
    types = {p.parent.name for p in SHIPPED}
    assert types <= set(TASK_TYPES) and len(types) >= 3
    for folder in SHIPPED:
        assert (folder / "initial_state.pddl").stat().st_size < 16_000
        assert not (folder / "game.tw-pddl").exists()  # games are built at run time


def test_expert_wins_every_shipped_problem_within_horizon():
    env = ALFWorldEnv()
    assert [p.path for p in env.problems] == SHIPPED
    for index, problem in enumerate(env.problems):
        won, steps, info = run_expert(env, seed=0, options={"problem": index})
        assert won and steps <= env.horizon, (problem.path.name, steps)
        assert info["success"] and info["won"] and info["cost"] == -1.0
        assert info["task_type"] == problem.task_type and info["problem"] == str(problem.path)
        # Built into reflect's cache, never next to the shipped data.
        assert Path(info["gamefile"]).is_relative_to(Path(os.environ["REFLECT_HOME"]))


def test_planner_expert_wins_too():
    env = ALFWorldEnv(expert="planner", task_types=["pick_and_place_simple"])
    won, steps, _ = run_expert(env, seed=0)
    assert won and steps <= 6


def test_random_agent_info_contract_and_horizon():
    env = ALFWorldEnv(history_window=2)
    rng = np.random.default_rng(0)
    obs, info = env.reset(seed=3)
    task, steps, done = info["task"], 0, False
    assert obs.startswith("-= Welcome to TextWorld, ALFRED! =-") and task in obs
    while not done:
        assert info["actions"] and info["actions"] == sorted(info["actions"])
        assert len(info["action_mask"]) == env.max_actions == env.action_space.n
        assert info["action_mask"].sum() == len(info["actions"])
        assert info["level"] is None and info["task"] == task
        action = int(rng.integers(len(info["actions"]))) if steps != 2 else env.max_actions - 1
        before = obs
        obs, reward, terminated, truncated, info = env.step(action)
        steps += 1
        done = terminated or truncated
        assert reward == (1.0 if terminated else 0.0) and info["cost"] == -reward
        if steps == 3:  # an inadmissible index: nothing happens, the step still counts
            assert info["invalid_action"] and obs == before
        assert obs.count("--- Step:") <= 2 and "Action 0" not in obs
    assert steps <= env.horizon and (terminated or steps == env.horizon)
    assert env.oracle_action() is None
    with pytest.raises(RuntimeError):
        env.step(0)


def test_same_seed_same_problem_and_observation():
    first, second = ALFWorldEnv(), ALFWorldEnv()
    for seed in (0, 1, 7):
        obs_a, info_a = first.reset(seed=seed)
        obs_b, info_b = second.reset(seed=seed)
        assert obs_a == obs_b and info_a["problem"] == info_b["problem"]
        for _ in range(3):
            command = info_a["actions"][len(info_a["actions"]) // 2]
            obs_a, *_, info_a = first.step(command)
            obs_b, *_, info_b = second.step(command)
            assert obs_a == obs_b and info_a["actions"] == info_b["actions"]
            assert info_a["expert_action"] == info_b["expert_action"]
    seen = {first.reset(seed=seed)[1]["problem"] for seed in range(12)}
    assert len(seen) > 1


def test_action_cap_never_keeps_the_expert_action():
    """The capped list used to always keep the expert's next command, which
    handed the agent the oracle's answer whenever the cap bit. Now it is the same ranking of the
    admissible commands whatever the expert plans, and the oracle has no action when it is cut."""
    from reflect_cli.envs.alfworld.env import _cap_actions

    capped = ALFWorldEnv(max_actions=4, task_types=["pick_cool_then_place_in_recep"])
    full = ALFWorldEnv(task_types=["pick_cool_then_place_in_recep"])
    _, info = capped.reset(seed=0)
    _, info_full = full.reset(seed=0)
    assert len(info["actions"]) == 4 < len(info_full["actions"])
    assert info["actions"] == _cap_actions(info_full["actions"], 4)
    expert = info_full["expert_action"]
    assert expert is not None
    if expert not in info["actions"]:
        assert info["expert_action"] is None and capped.oracle_action() is None


def test_corrupt_json_gives_usage_error(tmp_path):
    folder = copy_problem(SHIPPED[0], tmp_path)
    (folder / "traj_data.json").write_text('{"task_type": "pick_and_place_simple", ')
    with pytest.raises(UsageError) as err:
        ALFWorldEnv(data=tmp_path).reset(seed=0)
    assert str(folder / "traj_data.json") in err.value.message


def test_corrupt_pddl_gives_usage_error(tmp_path):
    folder = copy_problem(SHIPPED[0], tmp_path)
    pddl = folder / "initial_state.pddl"
    pddl.write_text(pddl.read_text()[:2000])  # unbalanced parentheses
    env = ALFWorldEnv(data=tmp_path)
    with pytest.raises(UsageError) as err:
        env.reset(seed=0)
    assert str(pddl) in err.value.message and err.value.hint


def test_data_dirs_cache_and_existing_game(tmp_path, monkeypatch):
    root = tmp_path / "alfworld" / "json_2.1.1" / "train"
    assert SHIPPED[0].parent.name == "look_at_obj_in_light"
    folder = copy_problem(SHIPPED[0], root, "look_x-Book-None-Lamp-1")  # not a type name: read JSON
    monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path / "alfworld"))
    env = ALFWorldEnv(data="env")
    assert env.data_dir == root and [p.path for p in env.problems] == [folder]
    _, info = env.reset(seed=0)
    assert not (folder / "game.tw-pddl").exists()
    shutil.copy(info["gamefile"], folder / "game.tw-pddl")  # a pre-built game is used as is
    assert ALFWorldEnv(data=root).reset(seed=0)[1]["gamefile"] == str(folder / "game.tw-pddl")
    with pytest.raises(UsageError):
        ALFWorldEnv(data=tmp_path / "missing")
    with pytest.raises(UsageError, match="no ALFWorld problems"):
        ALFWorldEnv(data=tmp_path, task_types=["pick_two_obj_and_place"])
    monkeypatch.delenv("ALFWORLD_DATA")
    with pytest.raises(UsageError, match="ALFWORLD_DATA"):
        ALFWorldEnv(data="env")


def test_unknown_task_type_lists_valid_ones():
    with pytest.raises(UsageError) as err:
        ALFWorldEnv(task_types=["make_coffee"])
    assert "pick_and_place_simple" in err.value.hint and "make_coffee" in err.value.message
    env = ALFWorldEnv(task_types=["pick_heat_then_place_in_recep"])
    assert {p.task_type for p in env.problems} == {"pick_heat_then_place_in_recep"}


def test_missing_extra(monkeypatch):
    for name in [m for m in sys.modules if m == "alfworld" or m.startswith("alfworld.")]:
        monkeypatch.setitem(sys.modules, name, None)
    with pytest.raises(MissingExtraError) as err:
        ALFWorldEnv()
    assert "reflect-cli[alfworld]" in err.value.hint


def test_check_env_and_gymnasium_make():
    import reflect_cli.envs  # noqa: F401  (registers the gym ids)

    check_env(ALFWorldEnv(render_mode="ansi"), skip_render_check=False)
    env = gymnasium.make("reflect/ALFWorld-v0", task_types=["look_at_obj_in_light"])
    obs, info = env.reset(seed=0)
    assert "desklamp" in obs and info["task_type"] == "look_at_obj_in_light"
    env.step(info["actions"][0])
    env.close()
