"""Playing an evaluation: :func:`evaluate` checks the request, plays every agent's planned
episodes (or reads them from the journal), groups them by level and returns the result document."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from reflect_cli.agent.players import Players
from reflect_cli.errors import UsageError
from reflect_cli.evaluation.agents import AgentSpec, _make_agent_factory, load_eval_players
from reflect_cli.evaluation.intervals import _Group
from reflect_cli.evaluation.journal import EpisodeJournal
from reflect_cli.evaluation.plan import episode_plan, episode_reset, reset_seed, resolve_levels
from reflect_cli.train.mixed_precision import check_mode, use_bf16

EpisodeProgress = Callable[[str, Any, int, int], None]


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
    progress: EpisodeProgress | None = None,
    keep_episodes: bool = False,
    each_task: bool = False,
    episode_options: Sequence[dict[str, Any]] | None = None,
    journal: EpisodeJournal | None = None,
    batch: int = 8,
    bf16: str = "no",
    reflections: dict[str, Any] | None = None,
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
    ``batch``: how many episodes a model agent plays in lockstep (one batched reflection and
    policy call per step; greedy episodes equal one-at-a-time play up to float rounding).
    ``bf16`` (no | auto | yes): transformers model agents run their prompt forwards with a bf16
    body and decode reflections from bf16 weight copies (as RL's rollouts do; ``auto``: where the
    hardware computes bf16 natively). Faster, and results move by bf16 rounding.
    ``reflections``: a store the caller keeps across several evaluations, in which greedy
    reflections are kept per reflector (its resolved path), budget, precision and state, so that
    agents that share a frozen reflector (SFT only and Reflect-RL) write each state's reflection
    once. Without it every agent reflects on its own.
    """
    from reflect_cli.envs.registration import get_spec

    seeds, specs = _checked_seeds_and_agents(episodes, seeds, agent_specs)
    env_spec = get_spec(env_name)
    env_cls = env_spec.env_class()
    base_kwargs, episode_options = _env_kwargs(env_spec, env_kwargs, tasks, each_task, episode_options, max_steps)
    run = _Evaluation(env_spec, env_cls, base_kwargs, seeds, episodes, greedy, reflect, each_task,
                      episode_options, journal, progress, keep_episodes, batch=max(1, int(batch)),
                      reflections=None if reflections is None else reflections.setdefault(f"bf16={bf16}", {}))
    requested = resolve_levels(env_spec, levels, lambda: run.build(base_kwargs))
    canonical = env_spec.name
    loader = load_model or (lambda ref: load_eval_players(ref, canonical, reflect=reflect))
    if check_mode(bf16) != "no":
        loader = _bf16_loader(loader, bf16)
    results = [run.agent_result(spec, requested, loader) for spec in specs]

    doc: dict[str, Any] = {
        "env": canonical,
        "decoding": "greedy" if greedy else "sampled",
        "seeds": seeds,
        "episodes_per_level": "each task once" if each_task else (
            f"{len(episode_options)} listed episodes" if episode_options is not None else episodes),
        "horizon": run.horizon_seen,
        "levels": [str(lv) if lv is not None else None for lv in requested],
        "bf16": bf16,
        "results": results,
    }
    if keep_episodes:
        doc["episodes"] = run.kept
    return doc


def _checked_seeds_and_agents(
    episodes: int, seeds: Sequence[int], agent_specs: Sequence[str | AgentSpec]
) -> tuple[list[int], list[AgentSpec]]:
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
    return seeds, specs


def _env_kwargs(
    env_spec: Any,
    env_kwargs: dict[str, Any] | None,
    tasks: Sequence[Any] | None,
    each_task: bool,
    episode_options: Sequence[dict[str, Any]] | None,
    max_steps: int | None,
) -> tuple[dict[str, Any], list[dict[str, Any]] | None]:
    """``(env kwargs of every level, listed episodes)``, checked against what the env takes."""
    base_kwargs = dict(env_kwargs or {})
    if tasks is not None:
        if not env_spec.takes_tasks:
            raise UsageError(f"--tasks is for AutoExplore task files; {env_spec.name} takes --level")
        base_kwargs["tasks"] = list(tasks)
    if env_spec.takes_tasks and not base_kwargs.get("tasks"):
        raise UsageError("AutoExplore evaluation needs tasks", hint="pass --tasks FILE (JSONL with question and targets)")
    if each_task and not env_spec.takes_tasks:
        raise UsageError("each-task evaluation is for AutoExplore task files")
    listed = None
    if episode_options is not None:
        if each_task:
            raise UsageError("give each_task or episode_options, not both")
        listed = [dict(o) for o in episode_options]
        if not listed:
            raise UsageError("episode_options is empty")
    if max_steps is not None:
        if max_steps < 1:
            raise UsageError("max_steps must be at least 1")
        base_kwargs["horizon"] = int(max_steps)
    elif env_spec.eval_horizon is not None and "horizon" not in base_kwargs:
        base_kwargs["horizon"] = env_spec.eval_horizon
    return base_kwargs, listed


def _bf16_loader(loader: Callable[[str], Any], mode: str) -> Callable[[str], Any]:
    """``loader`` whose transformers models run inference in bf16 where ``mode`` says so."""
    from reflect_cli.lm.transformers.prefill import PrefillMixin

    def load(ref: str) -> Any:
        loaded = loader(ref)
        players = [loaded.policy, loaded.reflector] if isinstance(loaded, Players) else [loaded]
        for lm in players:
            if isinstance(lm, PrefillMixin):
                lm.set_bf16_inference(use_bf16(lm.device, mode))
        return loaded

    return load


@dataclass
class _Evaluation:
    """The settings every agent of one evaluation plays under, and what its episodes leave behind
    (the kept episode records, the horizon of the envs played)."""

    env_spec: Any
    env_cls: type
    base_kwargs: dict[str, Any]
    seeds: list[int]
    episodes: int
    greedy: bool
    reflect: bool
    each_task: bool
    episode_options: list[dict[str, Any]] | None
    journal: EpisodeJournal | None
    progress: EpisodeProgress | None
    keep_episodes: bool
    batch: int = 1
    reflections: dict[str, Any] | None = None
    kept: list[dict[str, Any]] = field(default_factory=list)
    horizon_seen: int | None = None

    @property
    def canonical(self) -> str:
        return self.env_spec.name

    def build(self, kwargs: dict[str, Any]) -> Any:
        try:
            return self.env_cls(**kwargs)
        except TypeError as exc:
            raise UsageError(f"cannot create environment {self.canonical!r}: {exc}") from None
        except ValueError as exc:
            raise UsageError(f"cannot create environment {self.canonical!r}: {exc}") from None

    def agent_result(self, spec: AgentSpec, levels: list[Any], loader: Callable[[str], Any]) -> dict[str, Any]:
        """One agent's entry of ``results``: its summary over all levels and by level."""
        agent_factory, agent_kwargs, extra = _make_agent_factory(
            spec, self.canonical, self.env_cls, self.greedy, self.reflect, loader, reflections=self.reflections
        )
        overall = _Group()
        groups: dict[str, _Group] = {}
        seeds_played: list[int] = []
        for level in levels:
            level_kwargs, options = self.env_spec.level_setup(level)
            env_kwargs = {**self.base_kwargs, **level_kwargs, **agent_kwargs}
            env = self.build(env_kwargs)
            self.horizon_seen = getattr(env, "horizon", self.horizon_seen)
            agent = agent_factory(env)
            plan, agent_seeds = episode_plan(
                spec, env, level, self.seeds, greedy=self.greedy, each_task=self.each_task,
                episode_options=self.episode_options, episodes=self.episodes,
            )
            seeds_played.extend(s for s in agent_seeds if s not in seeds_played)
            try:
                self._play_level(spec, env, env_kwargs, agent, level, options, plan, agent_seeds, overall, groups)
            finally:
                close = getattr(env, "close", None)
                if callable(close):
                    close()
        result = {"agent": spec.name, "kind": spec.kind, "reflector": None, **extra}
        result.update(overall.summary())
        if self.each_task:
            result["seeds_played"] = seeds_played
        result["by_level"] = {k: g.summary() for k, g in groups.items()}
        return result

    def _play_level(
        self, spec: AgentSpec, env: Any, env_kwargs: dict[str, Any], agent: Any, level: Any,
        options: dict[str, Any] | None, plan: list[int | None], agent_seeds: list[int], overall: _Group,
        groups: dict[str, _Group],
    ) -> None:
        """Every planned episode of one level under each seed, journaled, added to its group.

        An agent that decides for several states at once (``act_batch``: a model) plays up to
        ``batch`` episodes in lockstep on copies of ``env`` (built from ``env_kwargs``; one batched reflection and policy
        call per step instead of one per episode); each episode keeps its own reset seed and RNG,
        so greedy episodes are those of one-at-a-time play."""
        total = len(plan) * len(agent_seeds)
        slots = [(seed, i) for seed in agent_seeds for i in range(len(plan))]
        resets = {i: episode_reset(task_index, options, self.episode_options) for i, task_index in enumerate(plan)}
        played_by_slot: dict[tuple[int, int], dict[str, Any]] = {}
        if self.journal is not None:
            for seed, i in slots:
                kept = self.journal.get(spec.name, level, seed, i)
                if kept is not None:
                    played_by_slot[(seed, i)] = kept
        width = self.batch if callable(getattr(agent, "act_batch", None)) else 1
        envs = [env]
        todo = [s for s in slots if s not in played_by_slot]
        for start in range(0, len(todo), width):
            chunk = todo[start : start + width]
            while len(envs) < len(chunk):
                envs.append(self.build(env_kwargs))
            chunk_resets = [resets[i] for _, i in chunk]
            for (seed, i), played in zip(chunk, self._play_episodes(envs, agent, level, chunk, chunk_resets), strict=True):
                played_by_slot[(seed, i)] = played
                if self.journal is not None:
                    self.journal.put(spec.name, level, seed, i, played)
            if self.progress:
                self.progress(spec.name, level, len(played_by_slot), total)
        for seed, i in slots:
            played = played_by_slot[(seed, i)]
            _, task_label = resets[i]
            key = played["group"]
            for group in (groups.setdefault(key, _Group()), overall):
                group.add(played["success"], played["return"], played["steps"], played["seconds"],
                          cluster=played["cluster"], task=played["task"])
            if self.keep_episodes:
                task_key = played["task"] if task_label is None else None
                self.kept.append(_episode_record(spec.name, key, seed, i, played, task_key))
        if self.progress and not todo:
            self.progress(spec.name, level, total, total)
        for extra in envs[1:]:
            close = getattr(extra, "close", None)
            if callable(close):
                close()

    def _play_episodes(
        self, envs: list[Any], agent: Any, level: Any, chunk: list[tuple[int, int]],
        resets: list[tuple[dict[str, Any] | None, str | None]],
    ) -> list[dict[str, Any]]:
        """The episodes ``chunk`` ((seed, episode index) pairs) in lockstep, as the journal
        records them (``seconds``: the chunk's wall time shared equally)."""
        from reflect_cli.agent.loop import run_batch

        last: dict[int, dict[str, Any]] = {}
        tasks: dict[int, tuple[str | None, tuple[Any, ...] | None]] = {}

        def remember(k: int, _record: Any, info: dict[str, Any]) -> None:
            last[k] = info

        def ended(k: int, env: Any) -> None:
            tasks[k] = _played_task(env, self.env_spec)

        started = time.perf_counter()
        try:
            episodes = run_batch(
                envs[: len(chunk)], agent,
                seeds=[reset_seed(seed, i) for seed, i in chunk],
                options=[r[0] for r in resets],
                rngs=[np.random.default_rng([seed, i]) for seed, i in chunk],
                env_name=self.canonical, on_step=remember, on_end=ended,
            )
        except ValueError as exc:  # bad level/option values surface here
            raise UsageError(f"{self.canonical}: {exc}") from None
        seconds = (time.perf_counter() - started) / len(chunk)
        out = []
        for k, (episode, (_, task_label)) in enumerate(zip(episodes, resets, strict=True)):
            repo, task_key = tasks.get(k, (None, None))
            out.append({"group": _group_key(level, episode, last.get(k, {})),
                        "success": episode.success, "return": episode.total_reward,
                        "steps": episode.length, "seconds": seconds,
                        "cluster": repo, "task": task_key if task_label is None else task_label,
                        "actions": [s.action for s in episode.steps]})
        return out


def _episode_record(
    agent: str, key: str, seed: int, i: int, played: dict[str, Any], task_key: Any
) -> dict[str, Any]:
    """One entry of the document's ``episodes`` (``keep_episodes``)."""
    record = {"agent": agent, "level": key, "seed": seed, "episode": i,
              "reset_seed": reset_seed(seed, i), "success": played["success"],
              "return": played["return"], "steps": played["steps"],
              "actions": played["actions"]}
    if task_key is not None:
        record["repo"], record["task"] = played["cluster"], task_key[1]
        if task_key[3] is not None:
            record["task_id"] = task_key[3]
    return record


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
