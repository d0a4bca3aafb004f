"""AutoExplore's episodes as agents of the rollout engine: the oracle, the perturbed oracle
(negative examples) and the LLM teacher.

Each agent's decisions carry the step's record fields in ``Decision.extra`` (``kind``), and the
episode dicts are built from the engine's step records (:func:`~reflect_cli.datagen.records._step_of`).
What the episodes are is described in :mod:`reflect_cli.datagen.trajectories`.
"""

from __future__ import annotations

from random import Random
from typing import Any

from reflect_cli.agent.loop import Decision, run_episode
from reflect_cli.datagen.candidates import ordered_key_terms
from reflect_cli.datagen.explore_reflections import negative_reflection, positive_reflection
from reflect_cli.datagen.records import _step_of
from reflect_cli.envs.autoexplore.env import AutoExploreEnv, ExploreTask, parse_command

PERTURBATIONS = ("wrong_cd", "wrong_cat", "premature_id")


def _oracle_index(env: AutoExploreEnv, info: dict[str, Any]) -> int | None:
    action = env.oracle_action()
    if action is None or action not in info["actions"]:
        return None
    return info["actions"].index(action)


_STOP = Decision(index=-1, stop=True)


class ReflectingOracleAgent:
    """The env's oracle path, each step with its ground-truth reflection
    (:func:`positive_reflection`, written before the step from the env's state). Stops the
    episode where the oracle has no admissible action (``stopped``)."""

    name = "oracle"

    def __init__(self, env: AutoExploreEnv, question_terms: list[str]) -> None:
        self.env = env
        self.qterms = question_terms

    def act(self, observation: str, info: dict[str, Any], rng: Any) -> Decision:
        index = _oracle_index(self.env, info)
        if index is None:
            return _STOP
        reflection = positive_reflection(self.env, info["actions"][index], self.qterms)
        return Decision(index=index, reflection=reflection, logprob=0.0, extra={"kind": "positive"})


def positive_episode(env: AutoExploreEnv, task: dict[str, Any]) -> dict[str, Any] | None:
    """The oracle's path with reflections; None when the oracle cannot reach the target."""
    agent = ReflectingOracleAgent(env, ordered_key_terms(task["question"]))
    episode = run_episode(env, agent, options={"task": ExploreTask.from_dict(task)}, env_name="autoexplore")
    if episode.stop is not None or not episode.success:
        return None
    return {"kind": "positive", "perturbation": None, "success": True, "steps": [_step_of(r) for r in episode.steps]}


def _wrong_choices(env: AutoExploreEnv, actions: list[str], oracle: str) -> dict[str, list[str]]:
    targets = set(env.task.targets) if env.task else set()
    out: dict[str, list[str]] = {k: [] for k in PERTURBATIONS}
    for a in actions:
        if a == oracle:
            continue
        verb, name = parse_command(a)
        path = f"{env.cwd}/{name}" if env.cwd else name
        if verb == "cd":
            out["wrong_cd"].append(a)
        elif verb == "cat" and path not in targets:
            out["wrong_cat"].append(a)
        elif verb == "id" and path not in targets:
            out["premature_id"].append(a)
    return {k: v for k, v in out.items() if v}


class PerturbedOracleAgent:
    """One negative episode (see :mod:`reflect_cli.datagen.trajectories`): the oracle (``replay``
    steps) up to step ``at``, where it draws a perturbation from ``rng`` (a wrong ``cd``/``cat``,
    played as a ``perturbed`` step, or a premature ``id``, not played), then the ``negative``
    recovery step (the oracle's action with :func:`negative_reflection`) and the oracle to the end.

    ``outcome`` after the episode: ``None`` (a negative episode), ``"abort"`` (the oracle had no
    action before the perturbation: this task has no negatives) or ``"retry"`` (no new
    perturbation at ``at``, or no recovery after it: draw another). A perturbation that ends the
    episode leaves ``recovered`` false (also a retry)."""

    name = "perturbed-oracle"

    def __init__(
        self, env: AutoExploreEnv, question_terms: list[str], at: int, rng: Random, used: set[tuple[int, str]]
    ) -> None:
        self.env = env
        self.qterms = question_terms
        self.at = at
        self.rng = rng
        self.used = used
        self.taken = 0  # steps played before the perturbation
        self.perturbation: dict[str, Any] | None = None
        self.recovered = False
        self.outcome: str | None = None

    def _end(self, outcome: str | None) -> Decision:
        self.outcome = outcome
        return _STOP

    def _oracle(self, info: dict[str, Any], kind: str) -> Decision | None:
        index = _oracle_index(self.env, info)
        if index is None:
            return None
        reflection = positive_reflection(self.env, info["actions"][index], self.qterms)
        return Decision(index=index, reflection=reflection, logprob=0.0, extra={"kind": kind})

    def act(self, observation: str, info: dict[str, Any], rng: Any) -> Decision:
        env, actions = self.env, info["actions"]
        if self.perturbation is None:
            if self.taken < self.at:
                self.taken += 1
                return self._oracle(info, "replay") or self._end("abort")
            choices = _wrong_choices(env, actions, env.oracle_action() or "")
            if not choices:
                return self._end("retry")
            kind = self.rng.choice(sorted(choices))
            wrong = self.rng.choice(choices[kind])
            if (self.at, wrong) in self.used:
                return self._end("retry")
            self.used.add((self.at, wrong))
            self.perturbation = {"t": self.at, "kind": kind, "action": wrong, "executed": kind != "premature_id"}
            if kind != "premature_id":
                return Decision(index=actions.index(wrong), extra={"kind": "perturbed"})
            # A premature id is not played: the recovery step sits at this state.
        if not self.recovered:
            index = _oracle_index(env, info)
            if index is None:
                return self._end("retry")
            self.recovered = True
            done = self.perturbation
            reflection = negative_reflection(env, done["action"], done["kind"], actions[index], self.qterms)
            return Decision(index=index, reflection=reflection, logprob=0.0, extra={"kind": "negative"})
        return self._oracle(info, "replay") or _STOP  # the oracle is lost: the episode ends here


def negative_episode(
    env: AutoExploreEnv, task: dict[str, Any], length: int, rng: Random, used: set[tuple[int, str]]
) -> dict[str, Any] | None:
    """One perturbed episode (see :mod:`reflect_cli.datagen.trajectories`); None when no new
    perturbation exists."""
    qterms = ordered_key_terms(task["question"])
    for _ in range(8):
        agent = PerturbedOracleAgent(env, qterms, rng.randrange(length), rng, used)
        episode = run_episode(env, agent, options={"task": ExploreTask.from_dict(task)}, env_name="autoexplore")
        if agent.outcome == "abort":
            return None
        if agent.outcome == "retry" or not agent.recovered:
            continue
        return {
            "kind": "negative",
            "perturbation": agent.perturbation,
            "success": episode.success,
            "steps": [_step_of(r) for r in episode.steps],
        }
    return None


class TeacherAgent:
    """An LLM teacher exploring with analyse-then-choose: the analysis is the step's reflection.
    A choice that cannot be parsed becomes a random valid action drawn from ``rng`` (step kind
    ``random``), counted in ``parse_failures`` and in the teacher's ``usage``."""

    def __init__(self, teacher: Any, rng: Random, *, call_seed: int, env_name: str = "autoexplore") -> None:
        self.teacher = teacher
        self.name = getattr(teacher, "name", "teacher")
        self.rng = rng
        self.call_seed = call_seed
        self.env_name = env_name
        self.parse_failures = 0

    def act(self, observation: str, info: dict[str, Any], rng: Any) -> Decision:
        actions = list(info["actions"])
        analysis, index = self.teacher.analyse_and_choose(observation, actions, self.env_name, seed=self.call_seed)
        kind = "teacher"
        if index is None:
            self.parse_failures += 1
            self.teacher.usage["parse_failures"] = self.teacher.usage.get("parse_failures", 0) + 1
            index = self.rng.randrange(len(actions))
            kind = "random"
        return Decision(index=index, reflection=analysis or None, extra={"kind": kind})


def teacher_episode(
    env: AutoExploreEnv, task: dict[str, Any], teacher: Any, *, seed: int, k: int
) -> dict[str, Any]:
    """The teacher's own exploration of ``task`` (analyse-then-choose, up to the env horizon)."""
    rng = Random(f"{seed}:{task['id']}:teacher:{k}")
    agent = TeacherAgent(teacher, rng, call_seed=rng.randrange(2**31))
    last: dict[str, Any] = {}
    episode = run_episode(env, agent, options={"task": ExploreTask.from_dict(task)}, env_name="autoexplore",
                          on_step=lambda _record, info: last.update(info=info))
    return {
        "kind": "teacher",
        "perturbation": None,
        "success": episode.success,
        "identified": last["info"].get("identified"),
        "parse_failures": agent.parse_failures,
        "steps": [_step_of(r) for r in episode.steps],
    }
