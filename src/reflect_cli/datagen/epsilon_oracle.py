"""Taxi and ALFWorld data: ε-random behaviour, the oracle's action as every policy target.

The behaviour takes a uniformly random admissible action with probability ``epsilon`` and the
oracle's otherwise; the reflection of each visited state describes the consequence of the last
action and the plan, by the env's narrator (Taxi's: :class:`reflect_cli.envs.taxi.TaxiNarrator`;
the default, :class:`FeedbackNarrator`, :func:`alfworld_reflection`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from random import Random
from typing import Any

from reflect_cli.agent.loop import Decision, run_episode
from reflect_cli.datagen.records import TRAJECTORY_SCHEMA, _step_of


def alfworld_reflection(info: dict[str, Any], prev: tuple[str, bool] | None, feedback: str, target: str) -> str:
    task = info.get("task", "")
    if prev is None:
        return f"My task is to {task.rstrip('.')}. I should start with '{target}'."
    action, was_oracle = prev
    said = " ".join(feedback.split())
    said = said if len(said) <= 120 else said[:117] + "..."
    judge = "That was a step towards the goal." if was_oracle else "That did not bring me closer to the goal."
    return f"After '{action}' the game said: \"{said}\" {judge} Next I should '{target}'."


class FeedbackNarrator:
    """The default oracle reflections (ALFWorld's): what the game said to the last command and
    the oracle's next; it needs nothing but the info and the game's last feedback."""

    @staticmethod
    def reflection(env: Any, info: dict[str, Any], prev: Any, actions: list[str], target: int) -> str:
        feedback = env._history[-1][1] if getattr(env, "_history", None) else ""
        return alfworld_reflection(info, prev, feedback, actions[target])

    @staticmethod
    def remember(env: Any, info: dict[str, Any], actions: list[str], taken: int, target: int | None) -> Any:
        return (actions[taken], taken == target)


def narrator_for(env_name: str) -> Any:
    """The class that writes an ε-oracle episode's reflections: the registered env's own
    (its spec's ``narrator``), else :class:`FeedbackNarrator`."""
    from reflect_cli.envs.registration import find_spec

    spec = find_spec(env_name)
    return (spec.oracle_narrator() if spec is not None else None) or FeedbackNarrator


class EpsilonOracleAgent:
    """Taxi/ALFWorld behaviour: a uniformly random admissible action with probability
    ``epsilon`` (always when the oracle has none), the oracle's otherwise. The decision plays the
    behaviour action; its ``extra`` records the oracle's ``target`` (the policy target) and the
    reflection is written for that target (by the env's narrator, :func:`narrator_for`).
    ``rng`` is shared by the episodes of a run; one agent per episode (it remembers the previous
    step for the reflections)."""

    name = "oracle"

    def __init__(self, env: Any, env_name: str, epsilon: float, rng: Random) -> None:
        self.env = env
        self.env_name = env_name
        self.narrator = narrator_for(env_name)
        self.epsilon = epsilon
        self.rng = rng
        self.prev: Any = None

    def act(self, observation: str, info: dict[str, Any], _rng: Any) -> Decision:
        env = self.env
        oracle = env.oracle_action()
        actions = list(info["actions"])
        if oracle is None:
            target = None
        elif isinstance(oracle, str):
            target = actions.index(oracle)
        else:
            target = int(oracle)
        random_step = target is None or self.rng.random() < self.epsilon
        taken = self.rng.randrange(len(actions)) if target is None or random_step else target
        reflection = None if target is None else self.narrator.reflection(env, info, self.prev, actions, target)
        self.prev = self.narrator.remember(env, info, actions, taken, target)
        extra = {"kind": "positive", "target": target, "taken_index": taken, "taken": actions[taken], "random": random_step}
        return Decision(index=taken, reflection=reflection, extra=extra)


def oracle_episodes(
    env: Any,
    env_name: str,
    *,
    episodes: int,
    epsilon: float,
    seed: int,
    reset_options: dict[str, Any] | None = None,
    split_of: Callable[[int], str] = lambda i: "train",
) -> Iterator[dict[str, Any]]:
    """ε-random behaviour, oracle targets (Taxi and ALFWorld)."""
    rng = Random(seed)
    for e in range(episodes):
        last: dict[str, Any] = {}

        def keep_info(_record: Any, info: dict[str, Any], last: dict[str, Any] = last) -> None:
            last.update(info=info)

        episode = run_episode(env, EpsilonOracleAgent(env, env_name, epsilon, rng), seed=seed * 1_000_003 + e,
                              options=reset_options, env_name=env_name, on_step=keep_info)
        yield {
            "schema": TRAJECTORY_SCHEMA,
            "id": f"{env_name}-s{seed}-e{e}",
            "task_id": f"{env_name}-s{seed}-e{e}",
            "env": env_name,
            "split": split_of(e),
            "source": "oracle",
            "kind": "positive",
            "perturbation": None,
            "task": last["info"].get("task", ""),
            "epsilon": epsilon,
            "success": episode.success,
            "steps": [_step_of(r) for r in episode.steps],
        }
