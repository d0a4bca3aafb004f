"""DangerousTaxi: dynamics against Gymnasium's Taxi, the danger rule, curricula, rewards, oracle."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.envs.toy_text.taxi import TaxiEnv
from gymnasium.utils.env_checker import check_env

from reflect_cli.envs.taxi import (
    ACTIONS,
    DEATH_REWARD,
    DangerousTaxiEnv,
    board_passenger,
    oracle_actions,
    render_state,
    start_states,
)

REF = TaxiEnv()  # an independent instance: the ground truth for dynamics and no-ops
STEP = -1 / 20
BONUS = 20 / 20


def encode(row: int, col: int, passenger: int, dest: int) -> int:
    return int(REF.encode(row, col, passenger, dest))


def passenger_of(state: int) -> int:
    return list(REF.decode(state))[2]


def run(env: DangerousTaxiEnv, actions) -> tuple[float, list[tuple]]:
    total, steps = 0.0, []
    for action in actions:
        obs, reward, terminated, truncated, info = env.step(action)
        total += reward
        steps.append((obs, reward, terminated, truncated, info))
    return total, steps


# -- API, registration ---------------------------------------------------------------------------


def test_actions_and_info_contract():
    env = DangerousTaxiEnv()
    obs, info = env.reset(seed=0)
    assert isinstance(obs, str)
    assert info["actions"] == list(ACTIONS) == [
        "move south",
        "move north",
        "move east",
        "move west",
        "pick up passenger",
        "drop off passenger",
    ]
    assert info["action_mask"].dtype == np.int8
    assert info["action_mask"].tolist() == [1] * 6 + [0] * (env.action_space.n - 6)
    assert info["level"] == "pickup" and info["success"] is False and info["cost"] == 0.0
    assert info["passenger_in_taxi"] is False and info["state"] in start_states("pickup")
    assert info["task"].startswith("Pick up the passenger at depot ")


def test_gymnasium_make_and_check_env():
    import reflect_cli.envs  # noqa: F401  (registers the gym ids)

    env = gymnasium.make("reflect/DangerousTaxi-v0")
    obs, info = env.reset(seed=1)
    assert isinstance(obs, str) and info["level"] == "pickup"
    env.step(info["actions"][0])
    check_env(env.unwrapped)
    check_env(DangerousTaxiEnv(level="full", render_mode="ansi"))


def test_render_styles_and_observation_text():
    state = encode(2, 1, 0, 3)  # taxi mid-map, passenger at R, destination B
    text = render_state(state, "map+text")
    lines = text.splitlines()
    assert len(lines) == 8
    assert lines[1] == "|P: | : :G|" and lines[5] == "|Y| : |D: |" and lines[3] == "| :T: : : |"
    assert lines[7] == (
        "The taxi is at row 2, col 1; the passenger is waiting at depot R (row 0, col 0); "
        "the destination is depot B (row 4, col 3); passenger aboard: no."
    )
    paper = render_state(state, "map").splitlines()
    assert len(paper) == 7 and paper[1] == "|P: | : : |" and paper[5] == "| | : |D: |"
    aboard = render_state(encode(0, 4, 4, 2), "map+text")
    assert "|R: | : :X|" in aboard and "the passenger is in the taxi" in aboard
    assert "passenger aboard: yes" in aboard
    on_passenger = render_state(encode(4, 0, 2, 1), "map")
    assert "|O|" in on_passenger
    for shown in (text, aboard):
        assert "Action" not in shown and "0." not in shown and "1:" not in shown
    env = DangerousTaxiEnv(render_style="map", render_mode="ansi")
    obs, _ = env.reset(seed=5)
    assert env.render() == obs and len(obs.splitlines()) == 7
    with pytest.raises(ValueError):
        DangerousTaxiEnv(render_style="fancy")


def test_grid_style_is_the_map_with_every_cell_a_separate_mark():
    """``grid`` shows what ``map`` shows, each cell and wall mark spaced apart (one token each in a
    BPE vocabulary), blank cells as ".": the taxi's column is its place in the line."""
    for state in start_states("pickup"):
        paper, grid = render_state(state, "map").splitlines(), render_state(state, "grid").splitlines()
        assert len(grid) == 7 and grid[0] == paper[0] and grid[6] == paper[6]
        for r in range(1, 6):
            marks = grid[r].split(" ")
            assert len(marks) == 11 and marks[0] == "|" and marks[10] == "|"
            assert [" " if m == "." else m for m in marks[1:10:2]] == list(paper[r][1:10:2])  # same cells
            assert marks[2:10:2] == list(paper[r][2:10:2])  # walls and passages where the map has them
    assert render_state(encode(2, 1, 0, 3), "grid").splitlines()[3] == "| . : T : . : . : . |"


# -- dynamics and the danger rule ----------------------------------------------------------------


@pytest.mark.parametrize("level", ["full", "dropoff"])
def test_dynamics_match_gymnasium_step_for_step(level):
    rng = np.random.default_rng(0)
    ref = TaxiEnv()
    compared = 0
    for seed in range(150):
        env = DangerousTaxiEnv(level=level, horizon=40)
        _, info = env.reset(seed=seed)
        ref.reset(seed=seed)
        ref.s = info["state"]
        done = False
        while not done:
            safe = np.flatnonzero(ref.action_mask(ref.s))
            action = int(rng.choice(safe) if rng.random() < 0.9 else rng.integers(6))
            before = info["state"]
            ref_state, _, ref_delivered, _, _ = ref.step(action)
            _, reward, terminated, truncated, info = env.step(action)
            compared += 1
            if ref_state == before:  # a no-op in Gymnasium is death here
                assert terminated and reward == DEATH_REWARD and info["state"] == before
            else:
                assert info["state"] == ref_state
                assert terminated == ref_delivered == info["success"]
                assert info["passenger_in_taxi"] == (passenger_of(ref_state) == 4)
            done = terminated or truncated
    assert compared > 1000


def test_fatal_exactly_when_gymnasium_noop_including_first_step():
    env = DangerousTaxiEnv(level="full")
    cases = [("full", s) for s in start_states("full")]
    in_taxi = [encode(r, c, 4, d) for r in range(5) for c in range(5) for d in range(4)]
    cases += [("dropoff", s) for s in in_taxi]
    for level, state in cases:
        mask = REF.action_mask(state)
        for action in range(6):
            env.reset(options={"level": level, "state": state})
            _, reward, terminated, truncated, info = env.step(action)
            fatal = reward == pytest.approx(DEATH_REWARD) and terminated and not info["success"]
            assert fatal == (mask[action] == 0), (level, state, action)
            assert not truncated and info["invalid_action"] is False


@pytest.mark.parametrize(
    ("name", "level", "state", "action"),
    [
        ("border", "pickup", encode(0, 2, 1, 0), 1),  # north off the top
        ("inner wall", "pickup", encode(0, 1, 2, 0), 2),  # east through the wall R|.
        ("border east", "full", encode(3, 4, 0, 1), 2),
        ("pickup without passenger", "pickup", encode(2, 2, 0, 1), 4),
        ("pickup at wrong depot", "full", encode(0, 4, 0, 1), 4),
        ("drop-off with nobody aboard", "full", encode(0, 0, 0, 1), 5),
        ("drop-off off a depot", "dropoff", encode(2, 2, 4, 1), 5),
        ("pickup with passenger aboard", "dropoff", encode(0, 0, 4, 1), 4),
    ],
)
def test_death_cases_end_the_episode(name, level, state, action):
    env = DangerousTaxiEnv()
    obs0, _ = env.reset(options={"level": level, "state": state})
    obs, reward, terminated, truncated, info = env.step(ACTIONS[action])
    assert (terminated, truncated) == (True, False), name
    assert reward == pytest.approx(-0.55) == DEATH_REWARD
    assert info["cost"] == pytest.approx(0.55) and info["success"] is False
    assert info["state"] == state and obs == obs0
    assert env.oracle_actions() == []
    with pytest.raises(RuntimeError):
        env.step(0)


@pytest.mark.parametrize("bad", [6, 61, -1, "fly", "Move South", 2.5, None])
def test_invalid_action_is_a_death_not_an_error(bad):
    env = DangerousTaxiEnv()
    _, info0 = env.reset(seed=3)
    _, reward, terminated, truncated, info = env.step(bad)
    assert terminated and not truncated and reward == DEATH_REWARD
    assert info["invalid_action"] is True and info["state"] == info0["state"]


def test_string_and_index_actions_agree():
    a, b = DangerousTaxiEnv(), DangerousTaxiEnv()
    for seed in range(20):
        _, info = a.reset(seed=seed)
        b.reset(seed=seed)
        for action in oracle_actions(info["state"], "pickup"):
            ra, rb = a.step(action), b.step(ACTIONS[action])
            assert ra[:4] == rb[:4] and ra[4]["state"] == rb[4]["state"]


def test_step_before_reset_raises():
    with pytest.raises(RuntimeError):
        DangerousTaxiEnv().step(0)


def test_wrong_depot_drop_off_continues_and_pays_no_second_bonus():
    env = DangerousTaxiEnv(level="full")
    env.reset(options={"state": encode(0, 0, 0, 1)})  # on the passenger at R, destination G
    _, reward, terminated, _, info = env.step(4)
    assert reward == pytest.approx((-1 + 20) / 20) and not terminated and info["passenger_in_taxi"]
    _, reward, terminated, _, info = env.step(5)  # drop at R, not the destination
    assert reward == pytest.approx(STEP) and not terminated and not info["success"]
    assert info["state"] == encode(0, 0, 0, 1)
    _, reward, terminated, _, _ = env.step(4)  # boarding again earns nothing extra
    assert reward == pytest.approx(STEP) and not terminated
    env.reset(options={"level": "dropoff", "state": encode(4, 0, 4, 1)})
    _, reward, terminated, _, info = env.step(5)  # passenger gets off at Y
    assert reward == pytest.approx(STEP) and not terminated and info["state"] == encode(4, 0, 2, 1)
    _, reward, _, _, _ = env.step(4)
    assert reward == pytest.approx(STEP)  # no pickup bonus in the dropoff level


# -- curricula, oracle and rewards ---------------------------------------------------------------


def test_start_states():
    states = start_states("pickup")
    assert len(states) == len(set(states)) == 300
    assert states == start_states("full") == start_states("dropoff")
    assert states == [s for s in range(500) if REF.initial_state_distrib[s] > 0]
    with pytest.raises(ValueError):
        start_states("everything")


def test_dropoff_start_is_where_the_oracle_picks_up():
    env = DangerousTaxiEnv(level="dropoff")
    for state in start_states("dropoff"):
        current = state
        for action in oracle_actions(state, "pickup"):
            current = REF.P[current][action][0][1]
        _, info = env.reset(options={"state": state})
        assert info["state"] == current == board_passenger(state)
        assert info["passenger_in_taxi"] and info["level"] == "dropoff"
    assert len({board_passenger(s) for s in start_states("dropoff")}) == 12


# Exact returns: -1 per step, +20 for the first pickup (pickup/full), +20 for delivery, all /20.
BONUSES = {"pickup": 20, "dropoff": 20, "full": 40}


@pytest.mark.parametrize(("level", "horizon"), [("pickup", 15), ("dropoff", 15), ("full", 18)])
def test_oracle_solves_every_start_state(level, horizon):
    env = DangerousTaxiEnv(level=level, horizon=horizon)
    longest = 0
    for state in start_states(level):
        _, info = env.reset(options={"state": state})
        plan = env.oracle_actions()
        assert plan == oracle_actions(info["state"], level)
        total, steps = run(env, plan)
        n = len(plan)
        longest = max(longest, n)
        assert 1 <= n <= horizon
        assert all(r != DEATH_REWARD for _, r, *_ in steps)
        assert not any(term or trunc for _, _, term, trunc, _ in steps[:-1])
        _, _, terminated, truncated, info = steps[-1]
        assert terminated and not truncated and info["success"]
        assert total == pytest.approx((-n + BONUSES[level]) / 20)
        assert info["passenger_in_taxi"] == (level == "pickup")
    assert longest == {"pickup": 9, "dropoff": 9, "full": 18}[level]


def test_full_level_needs_more_than_the_default_horizon_for_some_starts():
    lengths = [len(oracle_actions(s, "full")) for s in start_states("full")]
    assert sum(n > 15 for n in lengths) == 58


def test_oracle_is_shortest_on_a_known_case():
    # Taxi on R with the passenger, destination G: pick up, then the 8-step detour around the wall.
    plan = oracle_actions(encode(0, 0, 0, 1), "full")
    assert plan[0] == 4 and plan[-1] == 5 and len(plan) == 10
    assert oracle_actions(encode(0, 0, 0, 1), "pickup") == [4]
    assert oracle_actions(encode(0, 4, 1, 1), "full") == []  # already delivered


def test_horizon_truncation_and_goal_on_last_step():
    env = DangerousTaxiEnv(level="full", horizon=3)
    env.reset(options={"state": encode(2, 2, 0, 1)})
    results = [env.step(a) for a in (0, 1, 0)]  # south, north, south: safe, no goal
    assert [r[3] for r in results] == [False, False, True]
    assert not any(r[2] for r in results) and not results[-1][4]["success"]
    assert sum(r[1] for r in results) == pytest.approx(3 * STEP)
    state = encode(3, 0, 0, 2)
    plan = oracle_actions(state, "pickup")
    env = DangerousTaxiEnv(horizon=len(plan))
    env.reset(options={"state": state})
    _, steps = run(env, plan)
    assert steps[-1][2:4] == (True, False) and steps[-1][4]["success"]


def test_same_seed_same_start_and_trajectory():
    rng = np.random.default_rng(7)
    starts = set()
    for seed in range(40):
        actions = [ACTIONS[i] for i in rng.integers(0, 6, size=15)]
        runs = []
        for _ in range(2):
            env = DangerousTaxiEnv(level="full")
            obs, info = env.reset(seed=seed)
            trace = [(obs, info["state"])]
            for action in actions:
                obs, reward, terminated, truncated, info = env.step(action)
                trace.append((obs, reward, terminated, truncated, info["state"]))
                if terminated or truncated:
                    break
            runs.append(trace)
        assert runs[0] == runs[1]
        starts.add(runs[0][0][1])
        # a seed picks the same map in every level
        _, pickup_info = DangerousTaxiEnv(level="pickup").reset(seed=seed)
        _, dropoff_info = DangerousTaxiEnv(level="dropoff").reset(seed=seed)
        assert pickup_info["state"] == runs[0][0][1]
        assert dropoff_info["state"] == board_passenger(runs[0][0][1])
    assert len(starts) > 20


def test_level_option_and_validation():
    env = DangerousTaxiEnv(level="pickup")
    _, info = env.reset(seed=0, options={"level": "full"})
    assert info["level"] == "full" and " and drop them off at depot " in info["task"]
    _, info = env.reset(seed=0)
    assert info["level"] == "pickup"
    assert DangerousTaxiEnv(level="dropoff").reset(seed=0)[1]["passenger_in_taxi"]
    with pytest.raises(ValueError):
        DangerousTaxiEnv(level="hard")
    with pytest.raises(ValueError):
        env.reset(options={"level": "hard"})
    with pytest.raises(ValueError):
        env.reset(options={"levle": "full"})
    with pytest.raises(ValueError):
        env.reset(options={"state": encode(1, 1, 4, 0)})  # aboard: only a dropoff start
    with pytest.raises(ValueError):
        env.reset(options={"state": encode(1, 1, 2, 2)})  # already delivered
    with pytest.raises(ValueError):
        env.reset(options={"state": 500})
    with pytest.raises(ValueError):
        env.reset(options={"state": 12.5})
    with pytest.raises(ValueError):
        DangerousTaxiEnv(max_actions=5)
