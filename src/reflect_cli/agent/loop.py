"""The one rollout loop, shared by explore, eval, data generation and RL fine-tuning.

An *agent* is anything with ``act(observation, info, rng) -> Decision`` (and optionally
``act_batch``). Built-in agents that need no model live here (``RandomAgent``, ``OracleAgent``);
the language-model agent (``LMAgent``) wraps a :class:`~reflect_cli.agent.policy.Policy` and an
optional :class:`~reflect_cli.agent.policy.Reflector`. Other stages bring their own agents:
``reflect explore``'s loop-guarded player (:mod:`reflect_cli.explore.explorer`) and gen-data's
oracle, perturbed-oracle and teacher (:mod:`reflect_cli.datagen.trajectories`).

A :class:`Decision` can carry what its caller's records need (``extra``, copied to the step's
:class:`StepRecord`) and can end the episode without a step (``stop``: the env is not stepped,
the episode keeps the decision as :attr:`Episode.stop`).

Every env exposes ``oracle_action()`` (the next action of an optimal or expert plan: an index or
a command string) for the oracle agent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

if TYPE_CHECKING:
    from reflect_cli.agent.policy import Reflector


@dataclass(frozen=True)
class Decision:
    index: int
    reflection: str | None = None
    logprob: float | None = None
    prompt: str | None = None  # the policy prompt, kept for training
    # End the episode in this state instead of stepping the env (``index`` is not played).
    stop: bool = False
    # What the caller's records need beyond the fields above (e.g. gen-data's step kind);
    # the engine copies it to the step's StepRecord.extra untouched.
    extra: dict[str, Any] | None = None
    entropy: float | None = None  # of the distribution ``index`` was drawn from (RL's metrics)


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
    extra: dict[str, Any] | None = None  # the decision's ``extra``
    entropy: float | None = None  # the decision's ``entropy``


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
    stop: Decision | None = None  # the decision that ended the episode without a step, if one did

    @property
    def length(self) -> int:
        return len(self.steps)

    def to_json(self, *, with_prompts: bool = False) -> dict[str, Any]:
        doc = asdict(self)
        if doc["stop"] is None:
            del doc["stop"]
        for step in doc["steps"]:
            for key in ("extra", "entropy"):
                if step[key] is None:
                    del step[key]
            if not with_prompts:
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

    def __init__(
        self,
        policy: Any,
        reflector: Reflector | None = None,
        *,
        greedy: bool = True,
        name: str = "model",
        kv_reuse: bool = True,
        temperature: float = 1.0,
    ) -> None:
        self.policy = policy
        self.reflector = reflector
        self.greedy = greedy
        self.name = name
        self.kv_reuse = kv_reuse  # act_batch: score policy prompts from the reflections' KV cache
        self.temperature = temperature  # sampling temperature of the policy (RL rollouts)

    def _reflection_seed(self, rng: np.random.Generator) -> int | None:
        """Only sampled reflections take a seed from the episode's RNG; greedy ones leave it alone."""
        if self.reflector is None or self.reflector.temperature <= 0:
            return None
        return int(rng.integers(2**31))

    def choose(self, observation: str, actions: Sequence[str], rng: np.random.Generator) -> tuple[str | None, Any]:
        """One state: the reflection (``None`` without a reflector) and the policy's
        :class:`~reflect_cli.agent.policy.ActionChoice` (its ``probs`` included). With
        ``kv_reuse`` the policy prompt, which extends the reflection prompt, is scored from the
        KV cache the reflection was generated with (only the action-list tokens run; same
        scores). A separate reflector's cache is never reused (the policy's model refuses a
        foreign prefix)."""
        reflection, prefix = None, None
        if self.reflector is not None:
            seed = self._reflection_seed(rng)
            if self.kv_reuse:  # Reflector.reflect_with_prefix: plain reflect where the backend cannot
                reflection, prefix = self.reflector.reflect_with_prefix(observation, seed=seed)
            else:
                reflection = self.reflector.reflect(observation, seed=seed)
        extra = {"prefix": prefix} if prefix is not None else {}
        choice = self.policy.act(observation, actions, reflection, greedy=self.greedy, rng=rng,
                                 temperature=self.temperature, **extra)
        return reflection, choice

    def act(self, observation: str, info: dict[str, Any], rng: np.random.Generator) -> Decision:
        reflection, choice = self.choose(observation, info["actions"], rng)
        return Decision(index=choice.index, reflection=reflection, logprob=choice.logprob, prompt=choice.prompt,
                        entropy=choice.entropy)

    def act_batch(
        self, observations: Sequence[str], infos: Sequence[dict[str, Any]], rngs: Sequence[np.random.Generator]
    ) -> list[Decision]:
        """:meth:`act` for several envs: one batched ``generate`` for the reflections not yet
        cached, one ``label_logprobs`` call for all policy prompts. Each env's ``rng`` is used
        exactly as :meth:`act` uses it, so greedy trajectories match one-at-a-time play."""
        reflections: list[str | None] = [None] * len(observations)
        prefix, rows = None, None
        if self.reflector is not None:
            seeds = [self._reflection_seed(rng) for rng in rngs]
            if self.kv_reuse:
                texts, prefix, rows = self.reflector.reflect_batch_with_prefix(observations, seeds=seeds)
            else:
                texts = self.reflector.reflect_batch(observations, seeds=seeds)
            reflections = list(texts)
        extra = {"prefix": prefix, "prefix_rows": rows} if prefix is not None else {}
        choices = self.policy.act_batch(
            observations, [i["actions"] for i in infos], reflections, greedy=self.greedy, rngs=rngs,
            temperature=self.temperature, **extra
        )
        return [
            Decision(index=c.index, reflection=r, logprob=c.logprob, prompt=c.prompt, entropy=c.entropy)
            for c, r in zip(choices, reflections, strict=True)
        ]


def _record(episode: Episode, obs: str, actions: list[str], decision: Decision, reward, terminated, truncated) -> StepRecord:
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
        extra=decision.extra,
        entropy=decision.entropy,
    )
    episode.steps.append(record)
    episode.total_reward += float(reward)
    return record


def run_batch(
    envs: Sequence[Any],
    agent: Any,
    *,
    seeds: Sequence[int | None],
    options: dict[str, Any] | Sequence[dict[str, Any] | None] | None = None,
    env_name: str = "",
    on_step: Callable[[int, StepRecord, dict[str, Any]], None] | None = None,
    rngs: Sequence[np.random.Generator] | None = None,
    on_end: Callable[[int, Any], None] | None = None,
) -> list[Episode]:
    """Play ``len(seeds)`` episodes on ``envs`` in lockstep and return them in seed order.

    Each env plays one episode at a time; when it ends, the env resets to the next waiting seed,
    so the batch stays full. Every step, the agent decides for all running envs at once
    (``agent.act_batch(observations, infos, rngs)`` when it has one, e.g. :class:`LMAgent`: one
    batched reflection ``generate`` and one policy forward; else ``act`` per env). Episode ``i``
    uses ``np.random.default_rng(seeds[i])`` as :func:`run_episode` does, so with greedy
    decisions each episode equals ``run_episode(env, agent, seed=seeds[i])``.
    ``on_step(episode_index, record, info)`` is called after every step.

    An agent ends an episode early with ``Decision(stop=True)``: the env is not stepped, no
    :class:`StepRecord` is added, the decision is kept as :attr:`Episode.stop` and ``success``
    is read from the state's ``info`` (the env's next waiting seed then starts, as on an end).

    ``options``: the reset options of every episode, or a list with one per seed. ``rngs``: the
    episodes' RNGs instead (RL passes its one sampling RNG for all, so the draws follow the
    lockstep order: step ``t`` of every live episode, in episode order, before step ``t + 1``).
    ``on_end(episode_index, env)`` is called when an episode ends, before its env resets."""
    if not envs:
        raise ValueError("run_batch needs at least one env")
    per_episode = list(options) if isinstance(options, (list, tuple)) else [options] * len(seeds)
    episodes: list[Episode | None] = [None] * len(seeds)
    waiting = list(range(len(seeds)))[::-1]
    running: dict[int, tuple[int, np.random.Generator, str, dict[str, Any]]] = {}  # slot -> (episode, rng, obs, info)

    def start(slot: int) -> None:
        i = waiting.pop()
        rng = rngs[i] if rngs is not None else np.random.default_rng(seeds[i])
        obs, info = envs[slot].reset(seed=seeds[i], options=per_episode[i])
        episodes[i] = Episode(
            env=env_name, task=info.get("task", ""), seed=seeds[i], level=info.get("level"), agent=agent.name
        )
        running[slot] = (i, rng, obs, info)

    def end(slot: int, i: int, success: bool) -> None:
        """Episode ``i`` is over: its slot's env starts the next waiting seed."""
        episodes[i].success = success  # type: ignore[union-attr]
        if on_end:
            on_end(i, envs[slot])
        del running[slot]
        if waiting:
            start(slot)

    for slot in range(min(len(envs), len(seeds))):
        start(slot)
    batched = getattr(agent, "act_batch", None)
    while running:
        slots = sorted(running)
        states = [running[s] for s in slots]
        decisions = (batched([st[2] for st in states], [st[3] for st in states], [st[1] for st in states])
                     if batched is not None else [agent.act(obs, info, rng) for _, rng, obs, info in states])
        for slot, (i, rng, obs, info), decision in zip(slots, states, decisions, strict=True):
            episode = episodes[i]
            assert episode is not None
            if decision.stop:
                episode.stop = decision
                end(slot, i, bool(info.get("success", False)))
                continue
            actions = list(info["actions"])
            next_obs, reward, terminated, truncated, next_info = envs[slot].step(decision.index)
            record = _record(episode, obs, actions, decision, reward, terminated, truncated)
            if on_step:
                on_step(i, record, next_info)
            if terminated or truncated:
                end(slot, i, bool(next_info.get("success", False)))
            else:
                running[slot] = (i, rng, next_obs, next_info)
    return [e for e in episodes if e is not None]


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
    """Play one episode to termination or truncation and return its record: :func:`run_batch`
    with a batch of one."""
    rng = rng if rng is not None else np.random.default_rng(seed)
    each = (lambda _i, record, info: on_step(record, info)) if on_step else None
    return run_batch([env], agent, seeds=[seed], options=options, env_name=env_name, on_step=each, rngs=[rng])[0]
