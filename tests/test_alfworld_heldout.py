"""Held-out ALFWorld problems: the shipped train/test sets and their generator, and the
action cap that no longer leaks the expert's next command. Only the last test needs alfworld."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from reflect_cli.envs.alfworld.env import (
    TASK_TYPES,
    ALFWorldEnv,
    _cap_actions,
    find_problems,
    heldout_data_dir,
    resolve_data_dir,
)
from reflect_cli.envs.alfworld.problems import ROOMS, make_problem


def _problems(split: str):
    return find_problems(heldout_data_dir(split))


def test_heldout_sets_are_large_disjoint_and_cover_every_task_type():
    train, test = _problems("train"), _problems("test")
    assert len(train) >= 60 and len(test) >= 20
    for problems in (train, test):
        assert set(Counter(p.task_type for p in problems)) == set(TASK_TYPES)
    texts = {split: {(p.path / "initial_state.pddl").read_text() for p in ps}
             for split, ps in (("train", train), ("test", test))}
    assert len(texts["train"]) == len(train) and len(texts["test"]) == len(test)  # no duplicate problem
    assert not texts["train"] & texts["test"]
    rooms = {json.loads((p.path / "traj_data.json").read_text())["room"] for p in train + test}
    objects = {json.loads((p.path / "traj_data.json").read_text())["pddl_params"]["object_target"] for p in test}
    assert rooms == set(ROOMS) and len(objects) >= 8
    assert resolve_data_dir("heldout-train") == heldout_data_dir("train")
    assert resolve_data_dir("heldout-test") == heldout_data_dir("test")


def test_generator_is_deterministic_and_writes_alfred_problems():
    a, b = make_problem("pick_two_obj_and_place", 3), make_problem("pick_two_obj_and_place", 3)
    assert a.pddl == b.pddl and a.traj == b.traj
    assert make_problem("pick_two_obj_and_place", 4).pddl != a.pddl
    target = a.traj["pddl_params"]["object_target"]
    # two objects of the target type, named the ALFRED way (Type|x|y|z mangled)
    assert a.pddl.count(f"(objectType {target}_bar_") == 2
    heat = make_problem("pick_heat_then_place_in_recep", 0)
    assert "(heatable " in heat.pddl and "(isHot ?o)" in heat.pddl and "MicrowaveType - rtype" in heat.pddl
    look = make_problem("look_at_obj_in_light", 0)
    assert "(toggleable DeskLamp_bar_" in look.pddl and look.traj["pddl_params"]["toggle_target"] == "DeskLamp"


def test_action_cap_does_not_depend_on_the_expert():
    """`_cap_actions` used to keep the expert's next command whatever its rank,
    so a capped action list told the agent the answer."""
    commands = sorted([f"go to shelf {i}" for i in range(1, 9)] + ["take apple 1 from shelf 1", "look", "help"])
    env = object.__new__(ALFWorldEnv)
    env.max_actions = 4
    lists = []
    for expert in ("go to shelf 8", "go to shelf 7", "take apple 1 from shelf 1"):
        env._state = {"extra.expert_plan": [expert], "admissible_commands": commands}
        env._update_actions()
        lists.append(list(env._actions))
        assert (env._expert_action == expert) == (expert in env._actions)
    assert lists[0] == lists[1] == lists[2] == _cap_actions(commands, 4)
    assert "go to shelf 8" not in lists[0] and "take apple 1 from shelf 1" in lists[0]


@pytest.mark.alfworld
def test_the_expert_solves_test_problems_within_the_horizon():
    pytest.importorskip("alfworld")
    from reflect_cli.envs.alfworld.problems import expert_steps

    test = _problems("test")
    for problem in test[:: len(test) // 6]:  # one of each task type
        steps = expert_steps(problem.path, horizon=15)
        assert steps is not None and steps <= 15, problem.path
