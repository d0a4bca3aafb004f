"""Evaluation: play agents on an environment and report success rates with 95 % intervals.

The result is the document printed by ``reflect eval --json``::

    {"env": "taxi", "decoding": "greedy", "seeds": [0], "episodes_per_level": 100,
     "horizon": 18, "levels": ["pickup", "dropoff", "full"],
     "results": [{"agent": "oracle", "kind": "oracle", "success_rate": 1.0, "ci95": [0.987, 1.0],
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
* ``taxi``: ``pickup``, ``dropoff``, ``full`` (all three when none are given), passed as
  ``reset(options={"level": L})``.
* ``autoexplore``: the depth of the task (folders above its shallowest target); by default every
  depth present in the tasks. Passed as ``reset(options={"level": d})``.
* ``alfworld``: a task type (the env is built with ``task_types=[L]``); by default one run over
  all problems, reported per task type.
* any other env: ``reset(options={"level": L})`` when levels are given, else one group keyed by
  ``info["level"]`` (``"all"`` when the env reports none).

Episodes and horizon
--------------------
``episodes`` is per level *and* per seed. The horizon is the env's default, except Taxi, where
evaluation defaults to 18: with the env's training horizon of 15, 58 of the 300 ``full`` start
states cannot be solved at all, and an evaluation whose oracle cannot reach 1.0 measures the
horizon, not the agent. Pass ``max_steps`` to choose.

Agents
------
``random``, ``oracle``, ``bm25`` (AutoExplore only: walks to the BM25 top-1 file of the
repository and identifies it, so its success rate is BM25 Acc@1; see
:mod:`reflect_cli.agent.lexical`), ``openai:MODEL`` or a model reference. ``prior:AGENT``
(AutoExplore only) plays ``AGENT`` with the lexical prior: the actions are shown to it ordered by
BM25 relevance, highest first.

Timing
------
``median_seconds`` is the median wall-clock time of one episode (reset to the end, the agent's
first-use costs such as building a BM25 index included). It is the one field that differs between
reruns.
"""

from __future__ import annotations

import inspect
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.errors import UsageError

Z95 = 1.959963984540054
TAXI_EVAL_HORIZON = 18
BUILTIN_AGENTS = ("random", "oracle", "bm25")
PRIOR_PREFIX = "prior:"


# -- statistics --------------------------------------------------------------------------------


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (``(0.0, 1.0)`` when ``n == 0``)."""
    if n <= 0:
        return (0.0, 1.0)
    if not 0 <= successes <= n:
        raise ValueError(f"successes must be in [0, {n}], got {successes}")
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo, hi = max(0.0, centre - half), min(1.0, centre + half)
    # Exact ends: floating error must not put 1.0 outside the interval of an all-success run.
    if successes == 0:
        lo = 0.0
    if successes == n:
        hi = 1.0
    return (lo, hi)


def reset_seed(seed: int, episode: int) -> int:
    """The env reset seed of episode ``episode`` under evaluation seed ``seed``."""
    return int(np.random.SeedSequence([int(seed), int(episode)]).generate_state(1, dtype=np.uint32)[0])


def _summary(
    successes: list[bool], returns: list[float], steps: list[int], seconds: list[float] | None = None
) -> dict[str, Any]:
    n = len(successes)
    k = int(sum(successes))
    lo, hi = wilson_interval(k, n)
    out = {
        "success_rate": round(k / n, 6) if n else 0.0,
        "ci95": [round(lo, 6), round(hi, 6)],
        "episodes": n,
        "successes": k,
        "mean_return": round(float(np.mean(returns)), 6) if n else 0.0,
        "mean_steps": round(float(np.mean(steps)), 6) if n else 0.0,
    }
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


def _accepts(cls: type, name: str) -> bool:
    try:
        params = inspect.signature(cls).parameters
    except (TypeError, ValueError):
        return False
    return name in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())


# -- tasks -------------------------------------------------------------------------------------


def load_explore_tasks(path: str | Path, *, root: str | Path | None = None) -> list[Any]:
    """Read an AutoExplore tasks file (JSONL ``{"question", "targets", "repo"?, "id"?}``).

    A relative ``repo`` is resolved against the tasks file's folder; tasks without ``repo`` use
    ``root`` (default: the tasks file's folder). Every target must be an existing file; errors
    name ``file:line``.
    """
    from reflect_cli.envs.autoexplore import ExploreTask
    from reflect_cli.jsonl import read_jsonl

    path = Path(path)
    base = path.resolve().parent
    default_root = Path(root).expanduser().resolve() if root is not None else base
    tasks = []
    line_of = _line_numbers(path)
    for n, record in enumerate(read_jsonl(path)):
        where = f"{path}:{line_of[n]}"
        try:
            task = ExploreTask.from_dict(record)
        except (ValueError, TypeError, AttributeError) as exc:
            raise UsageError(f"{where}: bad task ({exc})") from None
        if record.get("repo") is not None and not isinstance(record["repo"], str):
            raise UsageError(f"{where}: 'repo' must be a string")
        if not task.targets:
            raise UsageError(f"{where}: the task has no 'targets'; evaluation needs the answer files")
        repo = Path(task.repo).expanduser() if task.repo else default_root
        repo = repo if repo.is_absolute() else base / repo
        if not repo.is_dir():
            raise UsageError(f"{where}: repository {repo} does not exist")
        for target in task.targets:
            if not (repo / target).is_file():
                raise UsageError(f"{where}: target {target!r} is not a file under {repo}")
        tasks.append(ExploreTask(task.question, task.targets, str(repo), task.id, task.meta))
    if not tasks:
        raise UsageError(f"{path}: no tasks in the file")
    return tasks


def _line_numbers(path: Path) -> list[int]:
    """1-based line numbers of the non-blank lines (the records ``read_jsonl`` yields)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    return [i for i, line in enumerate(lines, 1) if line.strip()]


# -- levels ------------------------------------------------------------------------------------


def _canonical(env_name: str) -> str:
    from reflect_cli.envs import get_spec

    return get_spec(env_name).name


def parse_level(env: str, value: Any) -> Any:
    """A ``--level`` value in the env's own type (Taxi: name, AutoExplore: depth int)."""
    if value is None:
        return None
    if env == "taxi":
        from reflect_cli.envs.taxi import LEVELS

        if str(value) not in LEVELS:
            raise UsageError(f"unknown taxi level {value!r}", hint=f"choose from: {', '.join(LEVELS)}")
        return str(value)
    if env == "autoexplore":
        try:
            depth = int(value)
        except (TypeError, ValueError):
            raise UsageError(f"AutoExplore levels are depths (0, 1, 2, ...), got {value!r}") from None
        if depth < 0:
            raise UsageError(f"AutoExplore levels are depths (0, 1, 2, ...), got {value!r}")
        return depth
    if env == "alfworld":
        from reflect_cli.envs.alfworld import check_task_types

        check_task_types([str(value)])
        return str(value)
    return value


# -- evaluation --------------------------------------------------------------------------------


@dataclass
class _Group:
    successes: list[bool] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)
    steps: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)

    def add(self, success: bool, ret: float, steps: int, seconds: float | None = None) -> None:
        self.successes.append(bool(success))
        self.returns.append(float(ret))
        self.steps.append(int(steps))
        if seconds is not None:
            self.seconds.append(float(seconds))

    def summary(self) -> dict[str, Any]:
        return _summary(self.successes, self.returns, self.steps, self.seconds)


Progress = Callable[[str, Any, int, int], None]


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
) -> dict[str, Any]:
    """Evaluate agents on ``env_name`` and return the ``reflect eval --json`` document.

    ``agent_specs``: ``"random"``, ``"oracle"`` or a model reference for
    :meth:`LanguageModel.load` (``"embedded"``, a directory, a ``.gguf``, a Hugging Face id),
    played by :class:`LMAgent` with a reflector unless ``reflect=False``. ``tasks``: AutoExplore
    tasks (see :func:`load_explore_tasks`). ``greedy``: arg-max policy decoding, else sampling at
    temperature 1 (the paper). ``progress(agent, level, done, total)`` is called after each episode.
    ``each_task`` (AutoExplore): every task is played exactly once per seed (``episodes`` is then
    ignored) instead of ``episodes`` random draws per depth, so a held-out set is measured whole.
    """
    from reflect_cli.agent.loop import run_episode
    from reflect_cli.envs import load_env_class

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

    env_cls = load_env_class(env_name)
    canonical = _canonical(env_name)
    base_kwargs = dict(env_kwargs or {})
    if tasks is not None:
        if canonical != "autoexplore":
            raise UsageError(f"--tasks is for AutoExplore task files; {canonical} takes --level")
        base_kwargs["tasks"] = list(tasks)
    if canonical == "autoexplore" and not base_kwargs.get("tasks"):
        raise UsageError("AutoExplore evaluation needs tasks", hint="pass --tasks FILE (JSONL with question and targets)")
    if each_task and canonical != "autoexplore":
        raise UsageError("each-task evaluation is for AutoExplore task files")
    if max_steps is not None:
        if max_steps < 1:
            raise UsageError("max_steps must be at least 1")
        base_kwargs["horizon"] = int(max_steps)
    elif canonical == "taxi" and "horizon" not in base_kwargs:
        base_kwargs["horizon"] = TAXI_EVAL_HORIZON

    def build(kwargs: dict[str, Any]) -> Any:
        try:
            return env_cls(**kwargs)
        except TypeError as exc:
            raise UsageError(f"cannot create environment {canonical!r}: {exc}") from None
        except ValueError as exc:
            raise UsageError(f"cannot create environment {canonical!r}: {exc}") from None

    # Resolve levels: what the user asked for, or every level the env has.
    requested = [parse_level(canonical, lv) for lv in levels] if levels else None
    if requested is not None and len(set(map(str, requested))) != len(requested):
        raise UsageError(f"levels repeat: {list(levels or [])}")
    if requested is None:
        if canonical == "taxi":
            from reflect_cli.envs.taxi import LEVELS

            requested = list(LEVELS)
        elif canonical == "autoexplore":
            requested = list(build(base_kwargs).levels())
        else:
            requested = [None]
    if canonical == "autoexplore":
        have = set(build(base_kwargs).levels())
        missing = [lv for lv in requested if lv not in have]
        if missing:
            raise UsageError(
                f"no task at depth {', '.join(map(str, missing))}",
                hint=f"the tasks have depths: {', '.join(map(str, sorted(have))) or 'none'}",
            )

    def level_setup(level: Any) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """(env kwargs, reset options) for one level."""
        if level is None:
            return base_kwargs, None
        if canonical == "alfworld":
            return {**base_kwargs, "task_types": [level]}, None
        return base_kwargs, {"level": level}

    loader = load_model or _default_loader
    results = []
    kept: list[dict[str, Any]] = []
    horizon_seen: int | None = None
    for spec in specs:
        agent_factory, agent_kwargs, extra = _make_agent_factory(spec, canonical, env_cls, greedy, reflect, loader)
        overall = _Group()
        groups: dict[str, _Group] = {}
        for level in requested:
            kwargs, options = level_setup(level)
            env = build({**kwargs, **agent_kwargs})
            horizon_seen = getattr(env, "horizon", horizon_seen)
            agent = agent_factory(env)
            if each_task:
                # Task indices of this depth; episode i plays task plan[i] (reset option "task").
                plan = [k for k, t in enumerate(env.tasks) if level is None or t.depth == level]
            else:
                plan = [None] * episodes
            total = len(plan) * len(seeds)
            done = 0
            try:
                for seed in seeds:
                    for i, task_index in enumerate(plan):
                        last: dict[str, Any] = {}

                        def remember(_record: Any, info: dict[str, Any], last: dict[str, Any] = last) -> None:
                            last["info"] = info

                        started = time.perf_counter()
                        try:
                            episode = run_episode(
                                env,
                                agent,
                                seed=reset_seed(seed, i),
                                options=options if task_index is None else {"task": task_index},
                                rng=np.random.default_rng([seed, i]),
                                env_name=canonical,
                                on_step=remember,
                            )
                        except ValueError as exc:  # bad level/option values surface here
                            raise UsageError(f"{canonical}: {exc}") from None
                        seconds = time.perf_counter() - started
                        key = _group_key(level, episode, last.get("info", {}))
                        groups.setdefault(key, _Group()).add(episode.success, episode.total_reward, episode.length, seconds)
                        overall.add(episode.success, episode.total_reward, episode.length, seconds)
                        if keep_episodes:
                            kept.append(
                                {"agent": spec.name, "level": key, "seed": seed, "episode": i,
                                 "reset_seed": reset_seed(seed, i), "success": episode.success,
                                 "return": episode.total_reward, "steps": episode.length,
                                 "actions": [s.action for s in episode.steps]}
                            )
                        done += 1
                        if progress:
                            progress(spec.name, level, done, total)
            finally:
                close = getattr(env, "close", None)
                if callable(close):
                    close()
        result = {"agent": spec.name, "kind": spec.kind, **extra}
        result.update(overall.summary())
        result["by_level"] = {k: g.summary() for k, g in groups.items()}
        results.append(result)

    doc: dict[str, Any] = {
        "env": canonical,
        "decoding": "greedy" if greedy else "sampled",
        "seeds": seeds,
        "episodes_per_level": "each task once" if each_task else episodes,
        "horizon": horizon_seen,
        "levels": [str(lv) if lv is not None else None for lv in requested],
        "results": results,
    }
    if keep_episodes:
        doc["episodes"] = kept
    return doc


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
    from reflect_cli.agent.llamacpp import load_backend

    return load_backend(ref, backend, log=log)


def _default_loader(ref: str) -> Any:
    return load_agent_model(ref)


def _make_agent_factory(
    spec: AgentSpec,
    env: str,
    env_cls: type,
    greedy: bool,
    reflect: bool,
    loader: Callable[[str], Any],
) -> tuple[Callable[[Any], Any], dict[str, Any], dict[str, Any]]:
    """(env -> agent, extra env kwargs this agent needs, extra result fields)."""
    if spec.prior:
        if env != "autoexplore":
            raise UsageError(
                f"agent {spec.name!r}: the lexical prior ranks the files of an AutoExplore repository; "
                f"it cannot be used on {env}",
                hint=f"use {spec.name[len(PRIOR_PREFIX):]} without the prior: prefix",
            )
        from reflect_cli.agent.lexical import LexicalPriorAgent

        inner_factory, env_kwargs, extra = _make_agent_factory(
            AgentSpec(spec.name[len(PRIOR_PREFIX) :].strip(), spec.kind, spec.model), env, env_cls, greedy, reflect, loader
        )
        return (
            (lambda e: LexicalPriorAgent(inner_factory(e), e, name=spec.name)),
            env_kwargs,
            {**extra, "lexical_prior": True},
        )

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
        if env != "autoexplore":
            raise UsageError(
                f"the bm25 agent ranks the files of an AutoExplore repository; it cannot play {env}",
                hint="use --env autoexplore --tasks FILE, or the agents random/oracle/a model here",
            )
        from reflect_cli.agent.lexical import BM25Agent

        return (lambda e: BM25Agent(e)), {}, {}

    if spec.kind == "openai":
        from reflect_cli.agent.openai_agent import OpenAIAgent

        api_agent = OpenAIAgent(spec.model or "", env)
        return (lambda _env: api_agent), {}, {"model": spec.model, "reflect": True, "usage": api_agent.teacher.usage}

    from reflect_cli.agent.policy import Policy, Reflector
    from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS

    loaded = loader(spec.model or spec.name)
    # A loader may return separate players (e.g. a trained policy and the reflector of its
    # pipeline, two adapters on one base) instead of one model that plays both roles.
    lm = getattr(loaded, "policy", loaded)
    reflector_lm = getattr(loaded, "reflector", loaded)
    policy = Policy(lm, env)
    reflection_tokens = int(getattr(loaded, "reflection_tokens", 48))
    reflector = Reflector(reflector_lm, env, max_new_tokens=reflection_tokens) if reflect and reflector_lm is not None else None
    agent = LMAgent(policy, reflector, greedy=greedy, name=spec.name)
    env_kwargs: dict[str, Any] = {}
    if _accepts(env_cls, "max_actions"):
        env_kwargs["max_actions"] = min(DEFAULT_MAX_ACTIONS, policy.max_actions)
    if env == "autoexplore":
        from reflect_cli.envs.autoexplore import tokenizer_truncator

        env_kwargs["truncator"] = tokenizer_truncator(lm.tokenizer)
    extra = {"model": getattr(lm, "name", spec.model), "reflect": reflector is not None}
    return (lambda _env: agent), env_kwargs, extra


# -- rendering ---------------------------------------------------------------------------------


def format_cell(summary: dict[str, Any]) -> str:
    """``"87.0 % [79.0–92.2]"``: success rate and its 95 % Wilson interval, in percent."""
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
    caption = (
        f"Success rate on {doc['env']} with 95 % Wilson intervals; "
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
