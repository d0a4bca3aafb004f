"""The one rollout loop, shared by explore, eval, data generation and RL fine-tuning.

An *agent* is anything with ``act(observation, info, rng) -> Decision``. Built-in agents that
need no model live here (``RandomAgent``, ``OracleAgent``); the language-model agent
(``LMAgent``) wraps a :class:`~reflect_cli.agent.policy.Policy` and an optional
:class:`~reflect_cli.agent.policy.Reflector`.

Every env exposes ``oracle_action()`` (the next action of an optimal or expert plan: an index or
a command string) for the oracle agent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

import numpy as np


@dataclass(frozen=True)
class Decision:
    index: int
    reflection: str | None = None
    logprob: float | None = None
    prompt: str | None = None  # the policy prompt, kept for training


class Agent(Protocol):
    name: str

    def act(self, observation: str, info: dict[str, Any], rng: np.random.Generator) -> Decision: ...


@dataclass
class StepRecord:
    t: int
    observation: str
    actions: list[str]
    action_index: int
    action: str
    reflection: str | None
    logprob: float | None
    reward: float
    terminated: bool
    truncated: bool
    prompt: str | None = None


@dataclass
class Episode:
    env: str
    task: str
    seed: int | None
    level: Any
    steps: list[StepRecord] = field(default_factory=list)
    success: bool = False
    total_reward: float = 0.0
    agent: str = ""

    @property
    def length(self) -> int:
        return len(self.steps)

    def to_json(self, *, with_prompts: bool = False) -> dict[str, Any]:
        doc = asdict(self)
        if not with_prompts:
            for step in doc["steps"]:
                step.pop("prompt", None)
        return doc


class RandomAgent:
    """Uniform over the admissible actions."""

    name = "random"

    def act(self, observation: str, info: dict[str, Any], rng: np.random.Generator) -> Decision:
        n = len(info["actions"])
        return Decision(index=int(rng.integers(n)), logprob=float(-np.log(n)))


class OracleAgent:
    """Follows the env's oracle (BFS for Taxi, the expert for ALFWorld, the optimal path for
    AutoExplore). Needs the env itself, since the oracle reads the true state."""

    name = "oracle"

    def __init__(self, env: Any) -> None:
        self.env = env

    def act(self, observation: str, info: dict[str, Any], rng: np.random.Generator) -> Decision:
        action = getattr(self.env, "unwrapped", self.env).oracle_action()
        if action is None:
            raise RuntimeError("the oracle has no action for this state (task without a known answer?)")
        index = info["actions"].index(action) if isinstance(action, str) else int(action)
        return Decision(index=index, logprob=0.0)


class LMAgent:
    """Reflect-RL's two players: an optional frozen reflector, then the label policy."""

    def __init__(self, policy: Any, reflector: Any | None = None, *, greedy: bool = True, name: str = "model") -> None:
        self.policy = policy
        self.reflector = reflector
        self.greedy = greedy
        self.name = name

    def act(self, observation: str, info: dict[str, Any], rng: np.random.Generator) -> Decision:
        reflection = None
        if self.reflector is not None:
            reflection = self.reflector.reflect(observation, seed=int(rng.integers(2**31)))
        choice = self.policy.act(observation, info["actions"], reflection, greedy=self.greedy, rng=rng)
        return Decision(index=choice.index, reflection=reflection, logprob=choice.logprob, prompt=choice.prompt)


def run_episode(
    env: Any,
    agent: Agent,
    *,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    rng: np.random.Generator | None = None,
    env_name: str = "",
    on_step: Callable[[StepRecord, dict[str, Any]], None] | None = None,
) -> Episode:
    """Play one episode to termination or truncation and return its record."""
    rng = rng if rng is not None else np.random.default_rng(seed)
    obs, info = env.reset(seed=seed, options=options)
    episode = Episode(env=env_name, task=info.get("task", ""), seed=seed, level=info.get("level"), agent=agent.name)
    done = False
    while not done:
        actions = list(info["actions"])
        decision = agent.act(obs, info, rng)
        next_obs, reward, terminated, truncated, info = env.step(decision.index)
        record = StepRecord(
            t=len(episode.steps),
            observation=obs,
            actions=actions,
            action_index=decision.index,
            action=actions[decision.index] if 0 <= decision.index < len(actions) else str(decision.index),
            reflection=decision.reflection,
            logprob=decision.logprob,
            reward=float(reward),
            terminated=bool(terminated),
            truncated=bool(truncated),
            prompt=decision.prompt,
        )
        episode.steps.append(record)
        episode.total_reward += float(reward)
        if on_step:
            on_step(record, info)
        obs = next_obs
        done = terminated or truncated
    episode.success = bool(info.get("success", False))
    return episode
