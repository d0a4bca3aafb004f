"""Evaluation: play agents on an environment and report success rates with 95 % intervals.

The result is the document printed by ``reflect eval --json``::

    {"env": "taxi", "decoding": "greedy", "seeds": [0], "episodes_per_level": 100,
     "horizon": 18, "levels": ["pickup", "dropoff", "full"],
     "results": [{"agent": "oracle", "kind": "oracle", "reflector": null, "success_rate": 1.0,
                  "ci95": [0.987, 1.0], "ci95_method": "wilson",
                  "episodes": 300, "successes": 300, "mean_return": 0.75, "mean_steps": 6.2,
                  "median_seconds": 0.0004,
                  "by_level": {"pickup": {"success_rate": ..., "ci95": [...], "episodes": 100,
                                          "successes": ..., "mean_return": ..., "mean_steps": ...,
                                          "median_seconds": ...},
                               ...}}, ...]}

Determinism
-----------
For every level, seed ``s`` (of ``seeds``) and episode ``i`` (``0 <= i < episodes``), the env is
reset with ``seed=reset_seed(s, i)`` (a 32-bit value from ``numpy.random.SeedSequence([s, i])``)
and the agent's random generator is ``numpy.random.default_rng([s, i])``. So every agent starts
from the same states, a level's episode ``i`` starts from the same draw as in every other level
(for Taxi: the same map), and reruns give the same numbers.

Levels
------
Each env says how its levels are parsed, which it plays by default and how one is played
(:class:`reflect_cli.envs.EnvSpec`):

* ``taxi``: ``pickup``, ``dropoff``, ``full`` (all three when none are given), passed as
  ``reset(options={"level": L})``.
* ``autoexplore``: the depth of the task (folders above its shallowest target); by default every
  depth present in the tasks. Passed as ``reset(options={"level": d})``.
* ``alfworld``: a task type (the env is built with ``task_types=[L]``); by default one run over
  all problems, reported per task type.
* any other env: ``reset(options={"level": L})`` when levels are given, else one group keyed by
  ``info["level"]`` (``"all"`` when the env reports none).

AutoExplore task sets
---------------------
With ``each_task`` (what ``reflect eval`` does for a tasks file unless ``--episodes`` is given,
and what the pipeline's eval stage does) every task is played exactly once per seed, and a
deterministic agent (oracle, bm25, a model agent with greedy decoding) plays only the first seed:
on the deterministic env another seed replays the very same episodes, which are no new evidence
(``seeds_played`` in the result says which seeds were played). Every AutoExplore summary (overall
and per depth) reports ``distinct_tasks`` and ``repositories`` (distinct task repositories).

Intervals
---------
``ci95`` is a 95 % Wilson interval; ``ci95_method`` says which kind. ``"wilson"``: independent
episodes (Taxi, ALFWorld). ``"wilson_design_effect_by_repository"`` (AutoExplore): a test split
holds a few repositories and the episodes of one repository succeed or fail together, so the
Wilson interval is computed on the effective sample size ``n / design_effect``, where the design
effect is the cluster-robust (CR1) variance of the success rate with episodes clustered by
repository divided by the binomial variance, clipped to ``[1, n]`` (reported as
``design_effect``; 1 with a single repository or when all outcomes are equal). See
:func:`clustered_interval`.

Episodes and horizon
--------------------
``episodes`` is per level *and* per seed. The horizon is the env's default, or its evaluation
horizon where it has one (``EnvSpec.eval_horizon``). Taxi's is 18: with the env's training
horizon of 15, 58 of the 300 ``full`` start states cannot be solved at all, and an evaluation
whose oracle cannot reach 1.0 measures the horizon, not the agent. Pass ``max_steps`` to choose.

Agents
------
``random``, ``oracle``, ``bm25`` (AutoExplore only: walks to the BM25 top-1 file of the
repository and identifies it, so its success rate is BM25 Acc@1; see
:mod:`reflect_cli.agent.lexical`), ``openai:MODEL`` or a model reference. ``prior:AGENT``
(AutoExplore only) plays ``AGENT`` with the lexical prior: the actions are shown to it ordered by
BM25 relevance, highest first.

A model reference that is a trained run or a ``reflect train`` directory plays with the reflector
it was trained with (:func:`resolve_agent_refs`, :func:`load_eval_players`), never with the
policy's own weights standing in for it; each result's ``reflector`` names the weights that wrote
the reflections (null: none). File contents in AutoExplore observations are cut by the env's own
truncation, exactly as in data generation and RL.

Timing
------
``median_seconds`` is the median wall-clock time of one episode (reset to the end, the agent's
first-use costs such as building a BM25 index included). It is the one field that differs between
reruns.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.agent.players import Players
from reflect_cli.errors import UsageError

Z95 = 1.959963984540054
BUILTIN_AGENTS = ("random", "oracle", "bm25")
PRIOR_PREFIX = "prior:"


# -- statistics --------------------------------------------------------------------------------


def _wilson(p: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion ``p`` observed on ``n`` (possibly fractional,
    effective) trials."""
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(max(p * (1 - p), 0.0) / n + z * z / (4 * n * n)) / denom
    lo, hi = max(0.0, centre - half), min(1.0, centre + half)
    # Exact ends: floating error must not put 1.0 outside the interval of an all-success run.
    if p <= 0.0:
        lo = 0.0
    if p >= 1.0:
        hi = 1.0
    return (lo, hi)


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (``(0.0, 1.0)`` when ``n == 0``)."""
    if n <= 0:
        return (0.0, 1.0)
    if not 0 <= successes <= n:
        raise ValueError(f"successes must be in [0, {n}], got {successes}")
    return _wilson(successes / n, n, z)


def design_effect(successes: Sequence[bool], clusters: Sequence[Any]) -> float:
    """How much clustering inflates the variance of a success rate: the cluster-robust (CR1)
    variance of the mean of ``successes`` with episodes grouped by ``clusters``, divided by the
    binomial variance ``p (1 - p) / n``; clipped to ``[1, n]``.

    It is 1 (no correction) when there is a single cluster (the spread between clusters cannot be
    estimated) or when every episode has the same outcome (``p`` is 0 or 1), and never below 1:
    with a handful of repositories a smaller estimate is noise, not evidence of independence."""
    n = len(successes)
    if n != len(clusters):
        raise ValueError("one cluster label per episode")
    groups: dict[Any, list[float]] = {}
    for y, c in zip(successes, clusters):
        groups.setdefault(c, []).append(float(y))
    g = len(groups)
    if n == 0 or g < 2:
        return 1.0
    p = sum(map(float, successes)) / n
    binomial = p * (1 - p) / n
    if binomial <= 0.0:
        return 1.0
    robust = g / (g - 1) * sum(sum(y - p for y in ys) ** 2 for ys in groups.values()) / (n * n)
    return float(min(max(robust / binomial, 1.0), n))


def clustered_interval(
    successes: Sequence[bool], clusters: Sequence[Any], z: float = Z95
) -> tuple[float, float, float]:
    """``(lo, hi, design_effect)``: the 95 % Wilson interval computed on the effective sample
    size ``n / design_effect`` (see :func:`design_effect`): an AutoExplore test split holds a few
    repositories, and episodes of one repository succeed or fail together, so they are not ``n``
    independent draws."""
    n = len(successes)
    if n == 0:
        return (0.0, 1.0, 1.0)
    deff = design_effect(successes, clusters)
    lo, hi = _wilson(sum(map(float, successes)) / n, n / deff, z)
    return (lo, hi, deff)


CI_WILSON = "wilson"
CI_CLUSTERED = "wilson_design_effect_by_repository"


def reset_seed(seed: int, episode: int) -> int:
    """The env reset seed of episode ``episode`` under evaluation seed ``seed``."""
    return int(np.random.SeedSequence([int(seed), int(episode)]).generate_state(1, dtype=np.uint32)[0])


def _summary(
    successes: list[bool],
    returns: list[float],
    steps: list[int],
    seconds: list[float] | None = None,
    *,
    clusters: list[Any] | None = None,
    tasks: list[Any] | None = None,
) -> dict[str, Any]:
    """Success rate, 95 % interval, means. With ``clusters`` (AutoExplore: the repository of each
    episode) the interval is the design-effect-adjusted Wilson interval of
    :func:`clustered_interval` and ``distinct_tasks``/``repositories`` are reported; otherwise it
    is the plain Wilson interval (independent episodes)."""
    n = len(successes)
    k = int(sum(successes))
    if clusters is not None and len(clusters) == n:
        lo, hi, deff = clustered_interval(successes, clusters)
        method = CI_CLUSTERED
    else:
        (lo, hi), deff, method = wilson_interval(k, n), None, CI_WILSON
    out = {
        "success_rate": round(k / n, 6) if n else 0.0,
        "ci95": [round(lo, 6), round(hi, 6)],
        "ci95_method": method,
        "episodes": n,
        "successes": k,
        "mean_return": round(float(np.mean(returns)), 6) if n else 0.0,
        "mean_steps": round(float(np.mean(steps)), 6) if n else 0.0,
    }
    if deff is not None:
        out["design_effect"] = round(deff, 6)
    if tasks is not None and len(tasks) == n:
        out["distinct_tasks"] = len(set(tasks))
    if clusters is not None and len(clusters) == n:
        out["repositories"] = len(set(clusters))
    if seconds is not None:
        out["median_seconds"] = round(float(np.median(seconds)), 6) if seconds else 0.0
    return out


# -- agents ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AgentSpec:
    """What ``--agent`` names: ``random``, ``oracle``, ``bm25``, ``openai:MODEL`` or a model
    reference, optionally prefixed with ``prior:`` (play it with the lexical prior)."""

    name: str
    kind: str  # "random" | "oracle" | "bm25" | "openai" | "model"
    model: str | None = None
    prior: bool = False  # actions shown ordered by BM25 relevance (AutoExplore)

    @classmethod
    def parse(cls, text: str) -> AgentSpec:
        text = text.strip()
        if not text:
            raise UsageError("an --agent value is empty", hint="use random, oracle, bm25 or a model reference")
        if text.lower().startswith(PRIOR_PREFIX):
            inner_text = text[len(PRIOR_PREFIX) :].strip()
            if not inner_text or inner_text.lower().startswith(PRIOR_PREFIX):
                raise UsageError(
                    f"agent {text!r}: name the agent to play with the lexical prior", hint="e.g. prior:embedded"
                )
            inner = cls.parse(inner_text)
            return cls(text, inner.kind, inner.model, prior=True)
        if text.lower() in BUILTIN_AGENTS:
            return cls(text.lower(), text.lower())
        if text.lower().startswith("openai:"):
            model = text.split(":", 1)[1].strip()
            if not model:
                raise UsageError(f"agent {text!r}: name the model, e.g. openai:gpt-4o-mini")
            return cls(text, "openai", model)
        return cls(text, "model", text)


# -- tasks -------------------------------------------------------------------------------------


def load_explore_tasks(path: str | Path, *, root: str | Path | None = None) -> list[Any]:
    """:func:`reflect_cli.envs.explore_tasks.load_explore_tasks` (kept here for callers of its old home)."""
    from reflect_cli.envs.explore_tasks import load_explore_tasks as load

    return load(path, root=root)


# -- levels ------------------------------------------------------------------------------------


def parse_level(env: str, value: Any) -> Any:
    """A ``--level`` value in the env's own type (Taxi: name, AutoExplore: depth int, ALFWorld:
    task type; see :meth:`reflect_cli.envs.EnvSpec.parse_level`)."""
    from reflect_cli.envs import get_spec

    return get_spec(env).parse_level(value)


# -- evaluation --------------------------------------------------------------------------------


@dataclass
class _Group:
    successes: list[bool] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)
    steps: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    clusters: list[Any] = field(default_factory=list)  # AutoExplore: the repository of each episode
    tasks: list[Any] = field(default_factory=list)  # AutoExplore: which task each episode played

    def add(
        self, success: bool, ret: float, steps: int, seconds: float | None = None,
        *, cluster: Any = None, task: Any = None,
    ) -> None:
        self.successes.append(bool(success))
        self.returns.append(float(ret))
        self.steps.append(int(steps))
        if seconds is not None:
            self.seconds.append(float(seconds))
        if cluster is not None:
            self.clusters.append(cluster)
        if task is not None:
            self.tasks.append(task)

    def summary(self) -> dict[str, Any]:
        n = len(self.successes)
        return _summary(
            self.successes, self.returns, self.steps, self.seconds,
            clusters=self.clusters if self.clusters and len(self.clusters) == n else None,
            tasks=self.tasks if self.tasks and len(self.tasks) == n else None,
        )


Progress = Callable[[str, Any, int, int], None]


class EpisodeJournal:
    """Finished evaluation episodes, one JSON line each, keyed by (agent, level, seed, episode).

    Episode ``i`` of a seed depends only on its reset seed and its own RNG (``reset_seed(seed, i)``,
    ``default_rng([seed, i])``), so a rerun of the same evaluation over a journal skips the
    episodes it holds and still gives the same results. The file belongs to one evaluation's
    settings (``reflect train`` removes it with the eval stage when they change). A torn last line
    (a kill mid-write) is dropped when the journal is opened.
    """

    def __init__(self, path: str | Path) -> None:
        import json

        self.path = Path(path)
        self.done: dict[str, dict[str, Any]] = {}
        if not self.path.is_file():
            return
        text = self.path.read_bytes().decode("utf-8", errors="replace")
        kept = []
        for line in text.splitlines(keepends=True):
            try:
                record = json.loads(line) if line.endswith("\n") else None
            except ValueError:
                record = None
            if isinstance(record, dict) and isinstance(record.get("id"), str):
                self.done[record["id"]] = record
                kept.append(line)
        if len(kept) != len(text.splitlines()):
            tmp = self.path.with_name(self.path.name + ".tmp")
            tmp.write_text("".join(kept), encoding="utf-8")
            tmp.replace(self.path)

    @staticmethod
    def _id(agent: str, level: Any, seed: int, episode: int) -> str:
        import json

        return json.dumps([agent, None if level is None else str(level), int(seed), int(episode)])

    def get(self, agent: str, level: Any, seed: int, episode: int) -> dict[str, Any] | None:
        record = self.done.get(self._id(agent, level, seed, episode))
        if record is None:
            return None
        task = record.get("task")
        return {**record, "task": _tuples(task) if isinstance(task, list) else task}

    def put(self, agent: str, level: Any, seed: int, episode: int, played: dict[str, Any]) -> None:
        import json

        record = {"id": self._id(agent, level, seed, episode), **played}
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(record, default=_plain) + "\n")
        self.done[record["id"]] = record


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def _plain(value: Any) -> Any:
    return value.item() if hasattr(value, "item") else str(value)


def evaluate(
    env_name: str,
    agent_specs: Sequence[str | AgentSpec],
    *,
    episodes: int = 100,
    seeds: Sequence[int] = (0,),
    levels: Sequence[Any] | None = None,
    tasks: Sequence[Any] | None = None,
    env_kwargs: dict[str, Any] | None = None,
    greedy: bool = True,
    reflect: bool = True,
    max_steps: int | None = None,
    load_model: Callable[[str], Any] | None = None,
    progress: Progress | None = None,
    keep_episodes: bool = False,
    each_task: bool = False,
    episode_options: Sequence[dict[str, Any]] | None = None,
    journal: EpisodeJournal | None = None,
) -> dict[str, Any]:
    """Evaluate agents on ``env_name`` and return the ``reflect eval --json`` document.

    ``agent_specs``: ``"random"``, ``"oracle"`` or a model reference for
    :meth:`LanguageModel.load` (``"embedded"``, a directory, a ``.gguf``, a Hugging Face id),
    played by :class:`LMAgent` with a reflector unless ``reflect=False``. ``tasks``: AutoExplore
    tasks (see :func:`load_explore_tasks`). ``greedy``: arg-max policy decoding, else sampling at
    temperature 1 (the paper). ``progress(agent, level, done, total)`` is called after each episode.
    ``each_task`` (AutoExplore): every task is played exactly once per seed (``episodes`` is then
    ignored) instead of ``episodes`` random draws per depth, so a held-out set is measured whole;
    deterministic agents play the first seed only (see the module docstring). ``load_model``:
    ``ref -> model or players`` (default :func:`load_eval_players`). ``episode_options``: an
    explicit list of episodes, each played once per seed and level with these reset options
    merged over the level's (Taxi: ``{"state": s}`` start states; ALFWorld: ``{"problem": i}``);
    ``episodes`` is then ignored and every summary reports ``distinct_tasks``. ``journal``: every
    finished episode is recorded there, and an episode it already holds is not played again (an
    evaluation killed part way resumes where it stopped; see :class:`EpisodeJournal`).
    """
    from reflect_cli.agent.loop import run_episode
    from reflect_cli.envs import get_spec

    if episodes < 1:
        raise UsageError("episodes must be at least 1")
    seeds = [int(s) for s in seeds]
    if not seeds:
        raise UsageError("give at least one seed")
    if len(set(seeds)) != len(seeds):
        raise UsageError(f"seeds repeat: {seeds}")
    specs = [s if isinstance(s, AgentSpec) else AgentSpec.parse(s) for s in agent_specs]
    if not specs:
        raise UsageError("give at least one agent", hint="e.g. --agent random --agent oracle")
    names = [s.name for s in specs]
    if len(set(names)) != len(names):
        raise UsageError(f"agents repeat: {names}")

    env_spec = get_spec(env_name)
    env_cls = env_spec.env_class()
    canonical = env_spec.name
    base_kwargs = dict(env_kwargs or {})
    if tasks is not None:
        if not env_spec.takes_tasks:
            raise UsageError(f"--tasks is for AutoExplore task files; {canonical} takes --level")
        base_kwargs["tasks"] = list(tasks)
    if env_spec.takes_tasks and not base_kwargs.get("tasks"):
        raise UsageError("AutoExplore evaluation needs tasks", hint="pass --tasks FILE (JSONL with question and targets)")
    if each_task and not env_spec.takes_tasks:
        raise UsageError("each-task evaluation is for AutoExplore task files")
    if episode_options is not None:
        if each_task:
            raise UsageError("give each_task or episode_options, not both")
        episode_options = [dict(o) for o in episode_options]
        if not episode_options:
            raise UsageError("episode_options is empty")
    if max_steps is not None:
        if max_steps < 1:
            raise UsageError("max_steps must be at least 1")
        base_kwargs["horizon"] = int(max_steps)
    elif env_spec.eval_horizon is not None and "horizon" not in base_kwargs:
        base_kwargs["horizon"] = env_spec.eval_horizon

    def build(kwargs: dict[str, Any]) -> Any:
        try:
            return env_cls(**kwargs)
        except TypeError as exc:
            raise UsageError(f"cannot create environment {canonical!r}: {exc}") from None
        except ValueError as exc:
            raise UsageError(f"cannot create environment {canonical!r}: {exc}") from None

    # Resolve levels: what the user asked for, or every level the env has.
    requested = [env_spec.parse_level(lv) for lv in levels] if levels else None
    if requested is not None and len(set(map(str, requested))) != len(requested):
        raise UsageError(f"levels repeat: {list(levels or [])}")
    if requested is None:
        requested = env_spec.default_levels(lambda: build(base_kwargs))
    env_spec.check_levels(requested, lambda: build(base_kwargs))

    def level_setup(level: Any) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """(env kwargs, reset options) for one level."""
        extra, options = env_spec.level_setup(level)
        return {**base_kwargs, **extra}, options

    loader = load_model or (lambda ref: load_eval_players(ref, canonical, reflect=reflect))
    results = []
    kept: list[dict[str, Any]] = []
    horizon_seen: int | None = None
    for spec in specs:
        agent_factory, agent_kwargs, extra = _make_agent_factory(spec, canonical, env_cls, greedy, reflect, loader)
        overall = _Group()
        groups: dict[str, _Group] = {}
        seeds_played: list[int] = []
        for level in requested:
            kwargs, options = level_setup(level)
            env = build({**kwargs, **agent_kwargs})
            horizon_seen = getattr(env, "horizon", horizon_seen)
            agent = agent_factory(env)
            agent_seeds = seeds
            if each_task:
                # Task indices of this depth; episode i plays task plan[i] (reset option "task").
                plan = [k for k, t in enumerate(env.tasks) if level is None or t.depth == level]
                if _replays_identically(spec, greedy, env):
                    # Another seed would replay the very same episodes: they are not new evidence.
                    agent_seeds = seeds[:1]
            elif episode_options is not None:
                plan = list(range(len(episode_options)))
            else:
                plan = [None] * episodes
            seeds_played.extend(s for s in agent_seeds if s not in seeds_played)
            total = len(plan) * len(agent_seeds)
            done = 0
            try:
                for seed in agent_seeds:
                    for i, task_index in enumerate(plan):
                        last: dict[str, Any] = {}

                        def remember(_record: Any, info: dict[str, Any], last: dict[str, Any] = last) -> None:
                            last["info"] = info

                        if task_index is None:
                            reset_options, task_label = options, None
                        elif episode_options is not None:
                            reset_options = {**(options or {}), **episode_options[task_index]}
                            task_label = repr(sorted(episode_options[task_index].items()))
                        else:
                            reset_options, task_label = {"task": task_index}, None
                        played = journal.get(spec.name, level, seed, i) if journal is not None else None
                        if played is None:
                            started = time.perf_counter()
                            try:
                                episode = run_episode(
                                    env,
                                    agent,
                                    seed=reset_seed(seed, i),
                                    options=reset_options,
                                    rng=np.random.default_rng([seed, i]),
                                    env_name=canonical,
                                    on_step=remember,
                                )
                            except ValueError as exc:  # bad level/option values surface here
                                raise UsageError(f"{canonical}: {exc}") from None
                            repo, task_key = _played_task(env, env_spec)
                            played = {"group": _group_key(level, episode, last.get("info", {})),
                                      "success": episode.success, "return": episode.total_reward,
                                      "steps": episode.length, "seconds": time.perf_counter() - started,
                                      "cluster": repo, "task": task_key if task_label is None else task_label,
                                      "actions": [s.action for s in episode.steps]}
                            if journal is not None:
                                journal.put(spec.name, level, seed, i, played)
                        key, task_key = played["group"], played["task"] if task_label is None else None
                        for group in (groups.setdefault(key, _Group()), overall):
                            group.add(played["success"], played["return"], played["steps"], played["seconds"],
                                      cluster=played["cluster"], task=played["task"])
                        if keep_episodes:
                            record = {"agent": spec.name, "level": key, "seed": seed, "episode": i,
                                      "reset_seed": reset_seed(seed, i), "success": played["success"],
                                      "return": played["return"], "steps": played["steps"],
                                      "actions": played["actions"]}
                            if task_key is not None:
                                record["repo"], record["task"] = played["cluster"], task_key[1]
                                if task_key[3] is not None:
                                    record["task_id"] = task_key[3]
                            kept.append(record)
                        done += 1
                        if progress:
                            progress(spec.name, level, done, total)
            finally:
                close = getattr(env, "close", None)
                if callable(close):
                    close()
        result = {"agent": spec.name, "kind": spec.kind, "reflector": None, **extra}
        result.update(overall.summary())
        if each_task:
            result["seeds_played"] = seeds_played
        result["by_level"] = {k: g.summary() for k, g in groups.items()}
        results.append(result)

    doc: dict[str, Any] = {
        "env": canonical,
        "decoding": "greedy" if greedy else "sampled",
        "seeds": seeds,
        "episodes_per_level": "each task once" if each_task else (
            f"{len(episode_options)} listed episodes" if episode_options is not None else episodes),
        "horizon": horizon_seen,
        "levels": [str(lv) if lv is not None else None for lv in requested],
        "results": results,
    }
    if keep_episodes:
        doc["episodes"] = kept
    return doc


def _replays_identically(spec: AgentSpec, greedy: bool, env: Any) -> bool:
    """Whether playing one AutoExplore task again under another seed gives the same episode:
    a deterministic agent (oracle, bm25, or a model agent with greedy decoding, whose reflector
    decodes greedily too) on an env without per-episode randomness (no leave-out, no shuffled
    actions). OpenAI agents are not counted: their service may answer differently."""
    deterministic = spec.kind in ("oracle", "bm25") or (spec.kind == "model" and greedy)
    replays = getattr(getattr(env, "unwrapped", env), "replays_identically", None)
    return deterministic and callable(replays) and bool(replays())


def _played_task(env: Any, env_spec: Any) -> tuple[str | None, tuple[Any, ...] | None]:
    """(repository, task key) of the episode just played on an env that explores repositories
    (AutoExplore's :meth:`played_task`); (None, None) elsewhere."""
    if not env_spec.explores_repository:
        return None, None
    played_task = getattr(getattr(env, "unwrapped", env), "played_task", None)
    played = played_task() if callable(played_task) else None
    return (None, None) if played is None else played


def _group_key(level: Any, episode: Any, info: dict[str, Any]) -> str:
    if level is not None:
        return str(level)
    for value in (episode.level, info.get("level"), info.get("task_type")):
        if value is not None:
            return str(value)
    return "all"


def load_agent_model(ref: str, backend: str | None = None, *, log: Callable[[str], None] | None = None) -> Any:
    """Load a model agent's language model with ``backend`` ('transformers', 'llamacpp' or None:
    llama.cpp for a .gguf file when llama-cpp-python is installed, else transformers)."""
    from reflect_cli.agent.loading import load_model

    return load_model(ref, backend, log=log)


# -- which weights play a model agent -----------------------------------------------------------

NO_REFLECTOR_VALUES = ("", "none", "null")


@dataclass(frozen=True)
class AgentRefs:
    """Which weights play a model agent: ``policy``, and ``reflector`` (the weights that write
    the reflections: a trained reflector run, or ``policy`` itself when it plays both roles;
    None when the policy was trained without reflections and plays without them)."""

    policy: str
    reflector: str | None
    origin: str  # shipped | base | pipeline | run | model


def _is_trained(path: Path) -> bool:
    return (path / "reflect.json").is_file() or (path / "final" / "reflect.json").is_file()


def _recorded_reflector(final: Path) -> tuple[bool, str | None]:
    """``(recorded, reflector)`` of a trained run: the reflector it was trained with, as recorded
    by ``parents.reflector`` of its ``reflect.json``, else of the run's ``meta.json``, else the
    ``reflector`` of an RL run's ``config.json``. ``(True, None)``: trained without a reflector;
    ``(False, None)``: nothing recorded (e.g. an SFT run)."""
    import json

    from reflect_cli.train.models import read_info

    run_dir = final.parent if final.name == "final" else final
    sources: list[dict[str, Any]] = [read_info(final).parents]
    for name in ("meta.json", "config.json"):
        try:
            doc = json.loads((run_dir / name).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(doc, dict):
            continue
        if name == "meta.json":
            sources.append(doc.get("parents") or {})
        elif doc.get("stage") == "rlft":
            sources.append({k: v for k, v in doc.items() if k == "reflector"})
    for parents in sources:
        if isinstance(parents, dict) and "reflector" in parents:
            value = parents["reflector"]
            if value is None or str(value).strip().lower() in NO_REFLECTOR_VALUES:
                return True, None
            return True, str(value)
    return False, None


def _find_reflector_run(value: str, run_dir: Path) -> str | None:
    """The recorded reflector reference as an existing trained run (a relative reference, as
    given at training time, is tried from the working directory, then from the policy run's
    folder and each folder above it)."""
    path = Path(value).expanduser()
    here = run_dir.resolve()
    candidates = [path] if path.is_absolute() else [path, here / path, *(up / path for up in here.parents)]
    for candidate in candidates:
        if _is_trained(candidate):
            return str(candidate)
    return None


def resolve_agent_refs(ref: str, env: str | None = None) -> AgentRefs:
    """Resolve a model agent like ``reflect explore --model``, so that a trained policy is always
    evaluated with the reflector it was trained with:

    * ``shipped`` (AutoExplore): the packaged explorer's policy and reflector (the embedded model
      when the installation carries none);
    * a ``reflect train`` directory: its RL (else SFT) policy with its SFT reflector; a pipeline
      planned with a reflector whose reflector run is missing is an error, one without (the
      ``no-reflection`` and ``rl-only`` ablations) plays without reflections;
    * a trained run: its recorded reflector (see :func:`_recorded_reflector`); recorded but no
      longer a trained run is an error; recorded as none means no reflections; nothing recorded
      (an SFT policy run) falls back to the policy's own model writing the reflections;
    * anything else (a base model, a model directory, a .gguf, a hub id): one model, both roles.
    """
    from reflect_cli.agent.players import pipeline_players, shipped_explorer
    from reflect_cli.envs import get_spec

    if ref == "shipped" and (env is None or get_spec(env).explores_repository):
        bundle = shipped_explorer()
        if bundle is None:  # as `reflect explore` without --model: the untrained embedded model
            return AgentRefs("embedded", "embedded", "base")
        own = bundle / "reflector"
        policy = str(bundle / "policy")
        return AgentRefs(policy, str(own) if _is_trained(own) else policy, "shipped")
    path = Path(ref).expanduser()
    pair = pipeline_players(path) if path.is_dir() else None
    if pair is not None:
        policy, reflector = pair
        if reflector is not None:
            return AgentRefs(policy, reflector, "pipeline")
        if _pipeline_has_reflector(path):
            raise UsageError(
                f"{ref}: this pipeline was trained with reflections, but its reflector "
                f"({path / 'sft-reflection'}) holds no trained model",
                hint="finish the pipeline (reflect train ... --resume), or evaluate the policy alone with --no-reflect",
            )
        return AgentRefs(policy, None, "pipeline")
    from reflect_cli.agent.embedded import EMBEDDED_ALIASES

    if ref.lower() in EMBEDDED_ALIASES:
        return AgentRefs(ref, ref, "model")
    if path.is_dir() and _is_trained(path):
        from reflect_cli.train.models import find_trained

        final = find_trained(str(path))
        assert final is not None
        recorded, value = _recorded_reflector(final)
        if not recorded:
            return AgentRefs(ref, ref, "run")
        if value is None:
            return AgentRefs(ref, None, "run")
        found = _find_reflector_run(value, final.parent if final.name == "final" else final)
        if found is None:
            raise UsageError(
                f"{ref} was trained with the reflector {value}, which is not a trained run here "
                "(moved or deleted); evaluating it with another reflector would measure something else",
                hint="restore that reflector run, or evaluate the policy alone with --no-reflect",
            )
        return AgentRefs(ref, found, "run")
    return AgentRefs(ref, ref, "model")


def _pipeline_has_reflector(path: Path) -> bool:
    """Whether the pipeline in ``path`` plans a reflector (True when its config is unreadable)."""
    import json

    from reflect_cli.pipeline_config import planned_stages

    try:
        cfg = json.loads((path / "pipeline.json").read_text(encoding="utf-8"))["config"]
        return "sft-reflection" in planned_stages(cfg)
    except (OSError, ValueError, KeyError, TypeError):
        return True


# A model agent's loaded players (``reflector`` None plays without reflections; ``reflector_ref``
# names the weights that write them, reported as the result's ``reflector``).
EvalPlayers = Players


def load_eval_players(
    ref: str,
    env: str | None = None,
    backend: str | None = None,
    *,
    reflect: bool = True,
    log: Callable[[str], None] | None = None,
) -> Players:
    """Load the players of model agent ``ref`` as :func:`resolve_agent_refs` resolves them (two
    LoRA runs on one base share it under the transformers backend). ``reflect=False``: the policy
    alone, and a missing reflector is no error."""
    from reflect_cli.agent.loading import load_model

    if not reflect:
        try:
            refs = resolve_agent_refs(ref, env)
        except UsageError:
            refs = None
        policy_ref = refs.policy if refs is not None else _policy_only_ref(ref)
        return Players(load_model(policy_ref, backend, log=log), None, policy_ref=policy_ref)
    refs = resolve_agent_refs(ref, env)
    if refs.reflector is None:
        return Players(load_model(refs.policy, backend, log=log), None, policy_ref=refs.policy)
    from reflect_cli.agent.players import PlayerRefs, load_players

    # refs.reflector == refs.policy: one model plays both roles (PlayerRefs' reflector None)
    reflector_ref = None if refs.reflector == refs.policy else refs.reflector
    players = load_players(PlayerRefs(refs.policy, reflector_ref, refs.origin), backend=backend, log=log)
    players.policy_ref, players.reflector_ref = refs.policy, refs.reflector
    return players


def _policy_only_ref(ref: str) -> str:
    """The policy of ``ref`` when its reflector cannot be resolved (evaluated without one)."""
    from reflect_cli.agent.players import pipeline_players

    path = Path(ref).expanduser()
    pair = pipeline_players(path) if path.is_dir() else None
    return pair[0] if pair is not None else ref



def _make_agent_factory(
    spec: AgentSpec,
    env: str,
    env_cls: type,
    greedy: bool,
    reflect: bool,
    loader: Callable[[str], Any],
) -> tuple[Callable[[Any], Any], dict[str, Any], dict[str, Any]]:
    """(env -> agent, extra env kwargs this agent needs, extra result fields)."""
    from reflect_cli.envs import get_spec

    env_spec = get_spec(env)
    if spec.prior:
        if not env_spec.explores_repository:
            raise UsageError(
                f"agent {spec.name!r}: the lexical prior ranks the files of an AutoExplore repository; "
                f"it cannot be used on {env}",
                hint=f"use {spec.name[len(PRIOR_PREFIX):]} without the prior: prefix",
            )
        # The env itself orders entries and actions by BM25 relevance across pages, exactly as
        # `reflect explore --lexical-prior` and training with the prior see them.
        inner_factory, env_kwargs, extra = _make_agent_factory(
            AgentSpec(spec.name[len(PRIOR_PREFIX) :].strip(), spec.kind, spec.model), env, env_cls, greedy, reflect, loader
        )
        return inner_factory, {**env_kwargs, "action_order": "lexical"}, {**extra, "lexical_prior": True}

    from reflect_cli.agent.loop import LMAgent, OracleAgent, RandomAgent

    if spec.kind == "random":
        return (lambda _env: RandomAgent()), {}, {}
    if spec.kind == "oracle":
        def oracle(e: Any) -> Any:
            if not callable(getattr(getattr(e, "unwrapped", e), "oracle_action", None)):
                raise UsageError(f"environment {env!r} has no oracle (no oracle_action method)")
            return OracleAgent(e)

        return oracle, {}, {}
    if spec.kind == "bm25":
        if not env_spec.explores_repository:
            raise UsageError(
                f"the bm25 agent ranks the files of an AutoExplore repository; it cannot play {env}",
                hint="use --env autoexplore --tasks FILE, or the agents random/oracle/a model here",
            )
        from reflect_cli.agent.lexical import BM25Agent

        return (lambda e: BM25Agent(e)), {}, {}

    if spec.kind == "openai":
        from reflect_cli.agent.openai_agent import OpenAIAgent

        api_agent = OpenAIAgent(spec.model or "", env)
        return (lambda _env: api_agent), {}, {
            "model": spec.model, "reflect": True, "reflector": spec.name, "usage": api_agent.teacher.usage,
        }

    from reflect_cli.agent.policy import Policy, Reflector
    from reflect_cli.envs.factory import policy_env_kwargs

    ref = spec.model or spec.name
    loaded = loader(ref)
    # A loader may return separate players (a trained policy and the reflector it was trained
    # with, two adapters on one base: see load_eval_players) instead of one model for both roles.
    players = loaded if isinstance(loaded, Players) else None
    lm = players.policy if players is not None else loaded
    if players is not None:
        reflector_lm = players.reflector
        reflector_ref = players.reflector_ref
        if reflector_ref is None and reflector_lm is not None:
            reflector_ref = ref if reflector_lm is lm else str(reflector_lm.name)
    else:
        # One model from a custom loader: it may write the reflections only when ``ref`` records
        # no trained reflector of its own (never silently stand in for one).
        reflector_lm, reflector_ref = loaded, ref
        if reflect:
            refs = resolve_agent_refs(ref, env)
            if refs.reflector is None:
                reflector_lm, reflector_ref = None, None
            elif refs.reflector != refs.policy:
                raise UsageError(
                    f"agent {spec.name!r} was trained with the reflector {refs.reflector}, but its loader "
                    "returned a single model",
                    hint="load it with reflect_cli.evaluation.load_eval_players, or evaluate with --no-reflect",
                )
    policy = Policy(lm, env)
    # A single trained reflector model brings the budget recorded with its run.
    reflection_tokens = int(players.reflection_tokens if players is not None else loaded.reflection_tokens or 48)
    reflector = Reflector(reflector_lm, env, max_new_tokens=reflection_tokens) if reflect and reflector_lm is not None else None
    agent = LMAgent(policy, reflector, greedy=greedy, name=spec.name)
    # The env as every stage builds it for this policy (envs.factory): its own truncation and
    # paging, max_actions capped by the policy's labels.
    env_kwargs = policy_env_kwargs(env_cls, policy.max_actions)
    extra = {
        "model": lm.name,
        "reflect": reflector is not None,
        "reflector": reflector_ref if reflector is not None else None,
    }
    return (lambda _env: agent), env_kwargs, extra


# -- rendering ---------------------------------------------------------------------------------


def format_cell(summary: dict[str, Any]) -> str:
    """``"87.0 % [79.0–92.2]"``: success rate and its 95 % interval (``ci95``), in percent."""
    lo, hi = summary["ci95"]
    return f"{100 * summary['success_rate']:.1f} % [{100 * lo:.1f}–{100 * hi:.1f}]"


def markdown_table(doc: dict[str, Any]) -> str:
    """The paper-style table: one row per agent, one column per level (plus "all" when there
    are several), cells = success rate with its 95 % interval."""
    levels: list[str] = []
    for result in doc["results"]:
        for key in result["by_level"]:
            if key not in levels:
                levels.append(key)
    columns = levels + (["all"] if len(levels) > 1 else [])
    header = "| agent | " + " | ".join(columns) + " |"
    rule = "|---|" + "|".join("---:" for _ in columns) + "|"
    rows = [header, rule]
    for result in doc["results"]:
        cells = []
        for col in columns:
            summary = result if col == "all" else result["by_level"].get(col)
            cells.append(format_cell(summary) if summary else "–")
        name = str(result["agent"]).replace("|", "\\|")
        if result.get("reflect") is False:
            name += " (no reflection)"
        rows.append(f"| {name} | " + " | ".join(cells) + " |")
    episodes = doc.get("episodes_per_level")
    seeds = doc.get("seeds")
    clustered = any(r.get("ci95_method") == CI_CLUSTERED for r in doc["results"])
    caption = (
        f"Success rate on {doc['env']} with 95 % Wilson intervals"
        + (" (widened by the design effect of clustering by repository)" if clustered else "")
        + "; "
        + (f"{episodes} episodes per level and seed" if isinstance(episodes, int) else f"{episodes} per seed")
        + f", seeds {', '.join(map(str, seeds or []))}; "
        f"{doc.get('decoding', 'greedy')} decoding; horizon {doc.get('horizon')}."
    )
    timing = [
        f"{str(r['agent']).replace('|', chr(92) + '|')} {r['median_seconds']:.3g}"
        for r in doc["results"]
        if r.get("median_seconds") is not None
    ]
    if timing:
        caption += f"\nMedian seconds per episode: {'; '.join(timing)}."
    return "\n".join(rows) + "\n\n" + caption + "\n"
