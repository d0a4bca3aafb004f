"""The one rollout engine (``reflect_cli.agent.loop.run_batch``): agents that end episodes, the
extra record fields decisions carry, LMAgent's reflection-KV reuse, and gen-data's agents, which
must write exactly the records of the plain reset/step loops they replaced."""

from __future__ import annotations

import hashlib
from pathlib import Path
from random import Random
from typing import Any

import numpy as np
import pytest

from reflect_cli.agent.loop import Decision, LMAgent, run_batch, run_episode
from reflect_cli.datagen import epsilon_oracle as eo
from reflect_cli.datagen import explore_episodes as eo2
from reflect_cli.datagen import explore_reflections as er
from reflect_cli.datagen import records as rec
from reflect_cli.datagen import trajectories as tr
from reflect_cli.datagen.candidates import ordered_key_terms
from reflect_cli.envs.autoexplore.env import AutoExploreEnv, ExploreTask
from reflect_cli.envs.taxi import DangerousTaxiEnv, taxi_reflection
from test_fileview import write as _write


class CountingEnv:
    """A Taxi env that counts its steps."""

    def __init__(self) -> None:
        self.env = DangerousTaxiEnv(level="full", horizon=30)
        self.steps = 0

    def reset(self, **kwargs):
        return self.env.reset(**kwargs)

    def step(self, action):
        self.steps += 1
        return self.env.step(action)


def taxi_oracle(info: dict[str, Any]) -> int:
    from reflect_cli.envs.taxi import oracle_actions

    return oracle_actions(int(info["state"]), info["level"])[0]


class StopAfter:
    """Plays the Taxi oracle and stops each episode after ``plays[seed]`` steps (0: at once).
    Episodes are told apart by their RNGs (``rngs[seed]``). Decisions carry ``extra``."""

    name = "stopper"

    def __init__(self, plays: dict[int, int], rngs: dict[int, np.random.Generator]) -> None:
        self.left = {id(rngs[seed]): n for seed, n in plays.items()}  # steps left per episode

    def act(self, observation, info, rng):
        if self.left[id(rng)] == 0:
            return Decision(index=-1, reflection="enough", stop=True, extra={"why": "done"})
        self.left[id(rng)] -= 1
        return Decision(index=taxi_oracle(info), extra={"kind": "oracle", "left": self.left[id(rng)]})


def test_an_agent_ends_an_episode_without_a_step():
    plays = {10: 2, 11: 0, 12: 3}
    envs = [CountingEnv()]
    rngs = {s: np.random.default_rng(s) for s in plays}
    agent = StopAfter(plays, rngs)
    episodes = run_batch(envs, agent, seeds=list(plays), rngs=list(rngs.values()), env_name="taxi")
    assert [e.seed for e in episodes] == [10, 11, 12]
    assert [e.length for e in episodes] == [2, 0, 3]
    assert envs[0].steps == 5  # a stop never steps the env
    for episode in episodes:
        assert episode.stop is not None and episode.stop.stop and episode.stop.reflection == "enough"
        assert episode.stop.extra == {"why": "done"} and not episode.success
        assert [s.extra for s in episode.steps] == [{"kind": "oracle", "left": k} for k in reversed(range(episode.length))]
        assert all(not s.terminated and not s.truncated for s in episode.steps)
    doc = episodes[0].to_json()
    assert doc["stop"]["extra"] == {"why": "done"} and doc["steps"][0]["extra"]["kind"] == "oracle"
    assert "prompt" not in doc["steps"][0]


def test_stopped_slots_take_the_next_seed_and_results_stay_in_seed_order():
    """Two envs, seven seeds, each episode stopped after ``seed % 3`` steps: every seed is
    played, each from its own reset, and the episodes come back in seed order."""
    plays = {s: s % 3 for s in range(7)}
    envs = [CountingEnv(), CountingEnv()]
    rngs = {s: np.random.default_rng(s) for s in plays}
    agent = StopAfter(plays, rngs)
    episodes = run_batch(envs, agent, seeds=list(plays), rngs=list(rngs.values()), env_name="taxi")
    assert [e.seed for e in episodes] == list(plays) and [e.length for e in episodes] == [s % 3 for s in plays]
    assert sum(e.steps for e in envs) == sum(plays.values())
    for episode in episodes:
        reference = DangerousTaxiEnv(level="full", horizon=30)
        obs, _ = reference.reset(seed=episode.seed)
        assert not episode.steps or episode.steps[0].observation == obs

    # an episode that no agent stops is unchanged: no stop, no extra in its JSON
    class Oracle:
        name = "oracle"

        def act(self, observation, info, rng):
            return Decision(index=taxi_oracle(info))

    episode = run_episode(DangerousTaxiEnv(level="full"), Oracle(), seed=4)
    assert episode.stop is None and episode.success
    doc = episode.to_json()
    assert "stop" not in doc and "extra" not in doc["steps"][0]


# -- LMAgent: the reflection's KV cache scores the policy prompt (shared with reflect explore) -------


def test_lm_agent_act_scores_the_policy_from_the_reflection_kv_cache(tiny_lm):
    from reflect_cli.agent.policy import Policy, Reflector

    env = DangerousTaxiEnv(level="full")
    obs, info = env.reset(seed=3)
    calls: list[str] = []

    def agent(kv_reuse: bool) -> LMAgent:
        reflector = Reflector(tiny_lm, "taxi", max_new_tokens=6)
        inner = reflector.reflect_with_prefix

        def spy(observation, *, seed=None):
            text, prefix = inner(observation, seed=seed)
            calls.append("prefix" if prefix is not None else "none")
            return text, prefix

        reflector.reflect_with_prefix = spy
        return LMAgent(Policy(tiny_lm, "taxi", head="label"), reflector, kv_reuse=kv_reuse)

    reused = agent(True).act(obs, info, np.random.default_rng(0))
    assert calls == ["prefix"]
    full = agent(False).act(obs, info, np.random.default_rng(0))
    assert calls == ["prefix"]  # without kv_reuse the reflector's plain path runs
    assert reused.reflection == full.reflection and reused.index == full.index
    assert reused.logprob == pytest.approx(full.logprob, abs=1e-5)
    _, choice = agent(True).choose(obs, info["actions"], np.random.default_rng(0))
    assert len(choice.probs) == len(info["actions"]) and choice.index == reused.index


# -- gen-data's agents write the records of the loops they replaced ---------------------------------


@pytest.fixture
def tiny_tree(tmp_path) -> Path:
    root = tmp_path / "tree"
    _write(root, "README.md", "# Orders\n\nThe toolkit processes orders and invoices.\n")
    _write(root, "src/core/billing.py", '"""Compute invoice totals with regional sales taxes."""\n\nclass Ledger:\n    pass\n')
    _write(root, "src/core/shipping.py", '"""Plan parcel routes between warehouses."""\n')
    _write(root, "src/util/strings.py", '"""Pad and trim strings for the report printer."""\n')
    _write(root, "docs/guide.md", "# Installing the daemon\n\nRun the installer once.\n")
    return root


def _tasks(root: Path) -> list[dict[str, Any]]:
    def task(i: int, question: str, target: str) -> dict[str, Any]:
        return {"id": f"t{i}", "repo": str(root), "question": question, "targets": [target], "split": "train"}

    return [
        task(0, "Where are invoice totals with sales taxes computed?", "src/core/billing.py"),
        task(1, "Which file plans parcel routes between warehouses?", "src/core/shipping.py"),
        task(2, "How do I install the daemon?", "docs/guide.md"),
        task(3, "Where are strings padded for the report printer?", "src/util/strings.py"),
    ]


def _legacy_positive(env, task):
    qterms = ordered_key_terms(task["question"])
    obs, info = env.reset(options={"task": ExploreTask.from_dict(task)})
    steps, done = [], False
    while not done:
        index = eo2._oracle_index(env, info)
        if index is None:
            return None
        reflection = er.positive_reflection(env, info["actions"][index], qterms)
        steps.append(rec._step(len(steps), obs, info["actions"], index, reflection, "positive"))
        obs, _, terminated, truncated, info = env.step(index)
        done = terminated or truncated
    if not info["success"]:
        return None
    return {"kind": "positive", "perturbation": None, "success": True, "steps": steps}


def _legacy_negative(env, task, length, rng, used):
    qterms = ordered_key_terms(task["question"])
    for _ in range(8):
        at = rng.randrange(length)
        obs, info = env.reset(options={"task": ExploreTask.from_dict(task)})
        steps = []
        for _ in range(at):
            index = eo2._oracle_index(env, info)
            if index is None:
                return None
            reflection = er.positive_reflection(env, info["actions"][index], qterms)
            steps.append(rec._step(len(steps), obs, info["actions"], index, reflection, "replay"))
            obs, _, _, _, info = env.step(index)
        choices = eo2._wrong_choices(env, info["actions"], env.oracle_action() or "")
        if not choices:
            continue
        kind = rng.choice(sorted(choices))
        wrong = rng.choice(choices[kind])
        if (at, wrong) in used:
            continue
        used.add((at, wrong))
        perturbation = {"t": at, "kind": kind, "action": wrong, "executed": kind != "premature_id"}
        if kind != "premature_id":
            index = info["actions"].index(wrong)
            steps.append(rec._step(len(steps), obs, info["actions"], index, None, "perturbed"))
            obs, _, terminated, truncated, info = env.step(index)
            if terminated or truncated:
                continue
        index = eo2._oracle_index(env, info)
        if index is None:
            continue
        reflection = er.negative_reflection(env, wrong, kind, info["actions"][index], qterms)
        steps.append(rec._step(len(steps), obs, info["actions"], index, reflection, "negative"))
        obs, _, terminated, truncated, info = env.step(index)
        done = terminated or truncated
        while not done:
            index = eo2._oracle_index(env, info)
            if index is None:
                break
            reflection = er.positive_reflection(env, info["actions"][index], qterms)
            steps.append(rec._step(len(steps), obs, info["actions"], index, reflection, "replay"))
            obs, _, terminated, truncated, info = env.step(index)
            done = terminated or truncated
        return {"kind": "negative", "perturbation": perturbation, "success": bool(info["success"]), "steps": steps}
    return None


class FakeTeacher:
    """Deterministic analyse-then-choose: mostly the oracle's command, sometimes a wrong one or an
    unparseable reply (``None``)."""

    name = "fake:teacher"

    def __init__(self, env) -> None:
        self.env = env
        self.usage: dict[str, int] = {}

    def analyse_and_choose(self, observation, actions, env_name, *, seed):
        x = int(hashlib.sha256(f"{observation}|{seed}".encode()).hexdigest(), 16) % 6
        if x == 0:
            return "I cannot decide.", None
        oracle = self.env.oracle_action()
        if x < 4 and oracle in actions:
            return f"Analysis {x}: follow the question's words.", actions.index(oracle)
        return "", x % len(actions)


def _legacy_teacher(env, task, teacher, *, seed, k):
    obs, info = env.reset(options={"task": ExploreTask.from_dict(task)})
    rng = Random(f"{seed}:{task['id']}:teacher:{k}")
    call_seed = rng.randrange(2**31)
    steps, failures, done = [], 0, False
    while not done:
        actions = list(info["actions"])
        analysis, index = teacher.analyse_and_choose(obs, actions, "autoexplore", seed=call_seed)
        kind = "teacher"
        if index is None:
            failures += 1
            teacher.usage["parse_failures"] = teacher.usage.get("parse_failures", 0) + 1
            index = rng.randrange(len(actions))
            kind = "random"
        steps.append(rec._step(len(steps), obs, actions, index, analysis or None, kind))
        obs, _, terminated, truncated, info = env.step(index)
        done = terminated or truncated
    return {"kind": "teacher", "perturbation": None, "success": bool(info["success"]),
            "identified": info.get("identified"), "parse_failures": failures, "steps": steps}


def test_autoexplore_agents_write_the_records_of_the_plain_loops(tiny_tree):
    kinds: set[str] = set()
    for horizon in (15, 3):  # 3: some tasks have no oracle path within the horizon
        env = AutoExploreEnv(root=str(tiny_tree), horizon=horizon)
        for task in _tasks(tiny_tree):
            positive = tr.positive_episode(env, task)
            assert positive == _legacy_positive(env, task)
            if positive is None:
                continue
            rng_new, rng_old = Random(f"7:{task['id']}"), Random(f"7:{task['id']}")
            used_new: set = set()
            used_old: set = set()
            for _ in range(6):
                new = tr.negative_episode(env, task, len(positive["steps"]), rng_new, used_new)
                assert new == _legacy_negative(env, task, len(positive["steps"]), rng_old, used_old)
                if new is not None:
                    kinds.update(s["kind"] for s in new["steps"])
                    kinds.add(new["perturbation"]["kind"])
            assert used_new == used_old and rng_new.random() == rng_old.random()
            for k in (1, 2, 3):
                new_teacher, old_teacher = FakeTeacher(env), FakeTeacher(env)
                new = tr.teacher_episode(env, task, new_teacher, seed=5, k=k)
                assert new == _legacy_teacher(env, task, old_teacher, seed=5, k=k)
                assert new_teacher.usage == old_teacher.usage
                kinds.update(s["kind"] for s in new["steps"])
    # every branch was exercised: replays, executed and premature perturbations, parse failures
    assert {"replay", "perturbed", "negative", "teacher", "random", "wrong_cat", "premature_id"} <= kinds


def _legacy_oracle_episodes(env, env_name, *, episodes, epsilon, seed):
    rng = Random(seed)
    for e in range(episodes):
        obs, info = env.reset(seed=seed * 1_000_003 + e)
        steps, done = [], False
        while not done:
            oracle = env.oracle_action()
            actions = list(info["actions"])
            target = None if oracle is None else (int(oracle) if not isinstance(oracle, str) else actions.index(oracle))
            random_step = target is None or rng.random() < epsilon
            taken = rng.randrange(len(actions)) if random_step else target
            reflection = None if target is None else taxi_reflection(env, int(info["state"]), target)
            steps.append(rec._step(len(steps), obs, actions, target, reflection, "positive",
                                  taken_index=taken, taken=actions[taken], random=random_step))
            obs, _, terminated, truncated, info = env.step(taken)
            done = terminated or truncated
        yield {"task": info.get("task", ""), "success": bool(info.get("success", False)), "steps": steps}


@pytest.mark.parametrize("level,epsilon", [("full", 0.3), ("pickup", 0.7)])
def test_taxi_epsilon_oracle_writes_the_records_of_the_plain_loop(level, epsilon):
    env = DangerousTaxiEnv(level=level, horizon=12)
    new = list(eo.oracle_episodes(env, "taxi", episodes=12, epsilon=epsilon, seed=4))
    old = list(_legacy_oracle_episodes(env, "taxi", episodes=12, epsilon=epsilon, seed=4))
    assert [{k: r[k] for k in ("task", "success", "steps")} for r in new] == old
    assert any(s["random"] for r in new for s in r["steps"]) and any(not s["random"] for r in new for s in r["steps"])
    assert [r["id"] for r in new] == [f"taxi-s4-e{e}" for e in range(12)]


def test_taxi_reflections_say_only_what_the_observation_shows():
    """Two episodes that reach one state by different moves get one reflection (for one target):
    the observation shows the map, not the last move, so the reflector can learn every word."""
    from reflect_cli.envs.taxi import render_state

    env = DangerousTaxiEnv(level="pickup", horizon=15, render_style="map")
    by_obs: dict[tuple[str, int], set[str]] = {}
    for episode in eo.oracle_episodes(env, "taxi", episodes=60, epsilon=0.5, seed=2):
        for step in episode["steps"]:
            if step.get("reflection"):
                by_obs.setdefault((step["observation"], step["action_index"]), set()).add(step["reflection"])
    assert len(by_obs) > 40
    assert all(len(texts) == 1 for texts in by_obs.values())
    obs, info = env.reset(options={"state": 328})  # row 3, col 1; passenger at depot 2, destination 0
    assert obs == render_state(328, "map")
    assert taxi_reflection(env, 328, 1).startswith("The taxi is at row 3, col 1 and the passenger is not aboard")


def test_autoexplore_reflections_open_with_the_command_they_recommend(tiny_tree):
    """Every offline reflection starts and ends with the oracle's command, exactly as the env
    lists it (the reflector learns to name it first, with the listing in view; the policy copies
    it from the end), and ``recommended_command`` reads it back; the older command-last form
    still parses."""
    from reflect_cli.datagen.explore_reflections import recommended_command

    env = AutoExploreEnv(root=str(tiny_tree), horizon=15)
    seen = 0
    for task in _tasks(tiny_tree):
        positive = tr.positive_episode(env, task)
        rng = Random(f"3:{task['id']}")
        negatives = [tr.negative_episode(env, task, len(positive["steps"]), rng, set()) for _ in range(4)]
        for episode in [positive, *[n for n in negatives if n is not None]]:
            for step in episode["steps"]:
                if step.get("reflection") is None:
                    continue
                command = step["actions"][step["action_index"]]
                assert step["reflection"].startswith(command + ": ")
                assert step["reflection"].endswith(": " + command)
                assert recommended_command(step["reflection"]) == command
                seen += 1
    assert seen >= 8
    assert recommended_command("The question is about q; the folder src/ is where that lives: cd src") == "cd src"
    assert recommended_command("no command here") is None
