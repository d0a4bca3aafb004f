"""gen-data as a library: write a data folder for AutoExplore, Taxi or ALFWorld and return its stats.

``reflect gen-data auto-explore|taxi|alfworld`` (:mod:`reflect_cli.cli.gen_data`) and the gen-data
stage of ``reflect train`` (:mod:`reflect_cli.pipeline`) both call :func:`auto_explore`,
:func:`taxi` and :func:`alfworld`, through each env's registration (its spec's ``gen_data``);
:func:`oracle_data` is the part an env with an oracle can reuse. They raise :class:`~reflect_cli.errors.ReflectError` (never
print, never exit) and report through two optional callbacks:

* ``progress(key, done, total, *, description, unit, info)``: the signature of
  ``cli.progress.StageProgress.update``, called as the work advances;
* ``on_skip(reason)``: a repository that gave no task (AutoExplore), with the reason.

The file formats are documented in :mod:`reflect_cli.datagen`; the stats in
:mod:`reflect_cli.datagen.data_stats`; the output folder's settings file, run record and reuse rules in
:mod:`reflect_cli.datagen.out_folder`.
"""

from __future__ import annotations

import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from reflect_cli.datagen.data_stats import check_tokenizer, trajectory_stats
from reflect_cli.datagen.out_folder import _read_existing, finish_out, prepare_out, write_outputs
from reflect_cli.envs.autoexplore.listing import ACTION_ORDERS, DEFAULT_ENTRIES_PER_PAGE
from reflect_cli.errors import UsageError

AMBIGUITY_FILTERS = ("bm25", "facts")
QUESTION_SOURCES = ("teacher", "history", "both")  # who writes the questions (see auto_explore)
HISTORY_SPLITS = ("repo", "time")

GenDataProgress = Callable[..., None]  # (key, done, total, *, description=, unit=, info=)


def _no_progress(key: str, done: int, total: int | None, **_: Any) -> None:
    return None


# -- auto-explore -------------------------------------------------------------------------------


def resolve_roots(given: list[str | Path]) -> list[str]:
    """Absolute repository folders (``python:NAME`` resolved), without duplicates."""
    from reflect_cli.datagen.reserved import mirror_name
    from reflect_cli.datagen.sources import resolve_repos

    roots: list[str] = []
    for repo, path in zip(given, resolve_repos([str(g) for g in given]), strict=True):
        if not path.exists():
            raise UsageError(f"repository {repo}: no such directory",
                             hint="pass an existing folder (--repos DIR, repeatable), or python:NAME for an installed package")
        if not path.is_dir():
            raise UsageError(f"repository {repo}: not a directory")
        resolved = str(path.resolve())
        if resolved not in roots:
            roots.append(resolved)
    # Mirrors .../OWNER+NAME/repo all share the folder name "repo": theirs is NAME (as history names them).
    names = Counter(mirror_name(r) or Path(r).name for r in roots)
    if any(n > 1 for n in names.values()):
        raise UsageError("two repositories have the same folder name", hint="task ids use the folder name; rename or symlink one")
    return roots


HISTORY_S = 600.0  # every git run reading one repository's history ends within this


def _own_repository(root: str) -> None:
    """With ``questions="both"``, history is asked only of a folder that is a git repository of its
    own (the top of a work tree, or a bare directory): an installed package's folder inside a
    virtual environment inside some checkout would otherwise get that checkout's history."""
    from reflect_cli.datagen.history import locate

    repo = locate(root)
    if repo.work_tree is not None and repo.work_tree.resolve() != Path(root).resolve():
        raise UsageError(f"repository {root}: inside the git repository {repo.work_tree}, not the top of one")


def auto_explore(
    out: Path,
    repos: list[str | Path],
    *,
    seed: int = 0,
    negatives: int = 2,
    teacher: str = "offline",
    base_url: str | None = None,
    max_tasks_per_repo: int = 200,
    max_questions_per_file: int = 5,
    max_depth: int | None = None,
    ambiguity_filter: str = "bm25",
    horizon: int = 15,
    action_order: str = "listing",
    max_entries_per_page: int = DEFAULT_ENTRIES_PER_PAGE,
    max_retries: int = 5,
    teacher_explorations: int | None = None,
    teacher_reflections: bool | None = None,
    tokenizer: str | None = None,
    overwrite: bool = False,
    progress: GenDataProgress | None = None,
    on_skip: Callable[[str], None] | None = None,
    questions: str = "teacher",
    history_split: str = "repo",
) -> dict[str, Any]:
    """Question -> file tasks for every repository, oracle trajectories with reflections, negative
    examples, and the SFT files in ``out``; returns the stats. Splits are by repository.

    ``questions``: ``"teacher"`` (the teacher reads the files), ``"history"`` (commit messages and
    the files they changed, :mod:`reflect_cli.datagen.history`; the repository must be a git work
    tree or bare directory, whose tree is then its top level or a snapshot of HEAD) or ``"both"``
    (the teacher's questions are asked on that same tree; a folder without git history gets
    teacher questions only). ``history_split="time"`` splits history questions by commit time
    (newest held out) instead of by repository; teacher questions then go to ``train``."""
    from reflect_cli.datagen.teacher import OpenAITeacher

    t0 = time.perf_counter()
    if not repos:
        raise UsageError("no repository given", hint="reflect gen-data auto-explore --repos DIR [DIR ...] --out OUT")
    job = _AutoExploreJob(
        out, [], seed, negatives, teacher, max_tasks_per_repo, max_questions_per_file,
        max_depth, ambiguity_filter.lower(), horizon, action_order, max_entries_per_page, questions.lower(),
        history_split.lower(), progress or _no_progress, on_skip or (lambda _reason: None))
    job.check()
    job.roots = resolve_roots(repos)
    job.resolve_teacher(teacher_explorations, teacher_reflections)
    check_tokenizer(tokenizer)
    prepare_out(out, job.settings_file(), overwrite, env="autoexplore")
    job.teacher_obj = OpenAITeacher(job.model, base_url=base_url, max_retries=max_retries) if job.model else None
    tasks, splits = _all_tasks(job)
    solvable, trajectories = _all_trajectories(job, tasks)
    if len(solvable) != len(tasks):
        from reflect_cli.jsonl import write_jsonl

        write_jsonl(out / "tasks.jsonl", solvable)
    sft, buckets, dropped_sft = write_outputs(out, trajectories)
    traj_stats = trajectory_stats(trajectories, sft, buckets, tokenizer, dropped_sft)
    stats = {
        "out": str(out),
        "seconds": round(time.perf_counter() - t0, 1),
        "tasks": len(solvable),
        "tasks_per_repo": dict(sorted(Counter(Path(t["repo"]).name for t in solvable).items())),
        "tasks_per_split": dict(sorted(Counter(t["split"] for t in solvable).items())),
        "tasks_per_depth": {str(k): v for k, v in sorted(Counter(t["depth"] for t in solvable).items())},
        "repo_split": {Path(r).name: s for r, s in sorted(splits.items())},
        "dropped_questions": dict(sorted(job.dropped.items())),
        "skipped_repos": job.skipped,
        **({"questions": job.questions, "history": job.history} if job.questions != "teacher" else {}),
        **traj_stats,
    }
    if job.teacher_obj is not None:
        stats["teacher_usage"] = dict(job.teacher_obj.usage)
    finish_out(out)
    return stats


@dataclass
class _AutoExploreJob:
    """One ``gen-data auto-explore`` run's settings and what its steps gather: the skipped
    repositories, the dropped questions and the history of each repository."""

    out: Path
    roots: list[str]
    seed: int
    negatives: int
    teacher: str
    max_tasks_per_repo: int
    max_questions_per_file: int
    max_depth: int | None
    ambiguity_filter: str
    horizon: int
    action_order: str
    max_entries_per_page: int
    questions: str
    history_split: str
    report: GenDataProgress
    skip: Callable[[str], None]
    model: str | None = None  # the teacher's model (None: offline)
    explorations: int = 0
    llm_reflections: bool = False
    teacher_obj: Any = None
    skipped: dict[str, str] = field(default_factory=dict)
    dropped: Counter[str] = field(default_factory=Counter)
    history: dict[str, dict[str, Any]] = field(default_factory=dict)

    def check(self) -> None:
        """Every option's value, before anything is read or written."""
        if self.questions not in QUESTION_SOURCES:
            raise UsageError(f"--questions {self.questions!r}: unknown source", hint="choose teacher, history or both")
        if self.history_split not in HISTORY_SPLITS:
            raise UsageError(f"--history-split {self.history_split!r}: unknown split", hint="choose repo or time")
        if self.max_entries_per_page < 1:
            raise UsageError(f"--max-entries-per-page {self.max_entries_per_page}: must be at least 1", hint="try 12")
        if self.action_order not in ACTION_ORDERS:
            raise UsageError(f"--action-order {self.action_order!r}: unknown order",
                             hint=f"choose {', '.join(ACTION_ORDERS)}")
        if self.ambiguity_filter not in AMBIGUITY_FILTERS:
            raise UsageError(f"--ambiguity-filter {self.ambiguity_filter!r}: unknown filter", hint="choose bm25 or facts")

    def resolve_teacher(self, teacher_explorations: int | None, teacher_reflections: bool | None) -> None:
        """The teacher's model, and what it does beyond the questions (explorations, reflections)."""
        from reflect_cli.datagen.teacher import parse_teacher_spec

        self.model = parse_teacher_spec(self.teacher)
        if self.model is None and teacher_explorations:
            raise UsageError("--teacher-explorations needs an LLM teacher", hint="add --teacher openai:MODEL")
        if self.model is None and teacher_reflections:
            raise UsageError("--teacher-reflections needs an LLM teacher", hint="add --teacher openai:MODEL")
        self.explorations = (1 if teacher_explorations is None else teacher_explorations) if self.model else 0
        self.llm_reflections = (True if teacher_reflections is None else teacher_reflections) if self.model else False

    def settings_file(self) -> dict[str, Any]:
        """The settings a rerun compares (``gen_config.json``): only a non-default filter, source,
        order, page size or split is recorded, so existing output folders still resume."""
        config = {
            "command": "auto-explore",
            "repos": sorted(self.roots),
            "seed": self.seed,
            "negatives": self.negatives,
            "teacher": self.teacher,
            "max_tasks_per_repo": self.max_tasks_per_repo,
            "max_questions_per_file": self.max_questions_per_file,
            "max_depth": self.max_depth,
            "horizon": self.horizon,
            **({"ambiguity_filter": self.ambiguity_filter} if self.ambiguity_filter != "bm25" else {}),
            **({"questions": self.questions} if self.questions != "teacher" else {}),
            **({"action_order": self.action_order} if self.action_order != "listing" else {}),
            **({"max_entries_per_page": self.max_entries_per_page}
               if self.max_entries_per_page != DEFAULT_ENTRIES_PER_PAGE else {}),
            **({"history_split": self.history_split}
               if self.questions != "teacher" and self.history_split != "repo" else {}),
        }
        if self.model:  # offline runs keep the settings file they always had
            config["teacher_explorations"] = self.explorations
            config["teacher_reflections"] = self.llm_reflections
        return config

    def skip_repo(self, root: str, reason: str, said: str | None = None) -> None:
        self.skipped[root] = reason
        self.skip(said or reason)


def _all_tasks(job: _AutoExploreJob) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """The tasks of every repository (those of a rerun's finished repositories read back) and the
    repositories' splits. Tasks are appended to tasks.jsonl per repository: an interruption keeps
    the finished ones."""
    from reflect_cli.datagen.tasks import split_repos
    from reflect_cli.jsonl import write_jsonl

    tasks_path = job.out / "tasks.jsonl"
    existing = _read_existing(tasks_path, "reflect.task/1")
    # History tasks live in the repository's tree (a snapshot for a bare directory) and name the
    # repository given in "repository".
    done = {t.get("repository", t["repo"]) for t in existing}
    splits = split_repos(job.roots, job.seed)
    tasks = [t for t in existing if t.get("repository", t["repo"]) in splits]
    for index, root in enumerate(job.roots):
        job.report("gen-data:questions", index, len(job.roots), description="gen-data questions", unit="repos",
                   info=Path(root).name)
        if root in done:
            continue
        repo_tasks = _repo_tasks(job, root, splits[root])
        if repo_tasks is None:
            continue
        write_jsonl(tasks_path, repo_tasks, append=True)
        tasks.extend(repo_tasks)
    job.report("gen-data:questions", len(job.roots), len(job.roots), description="gen-data questions", unit="repos")
    if not tasks:
        raise UsageError("no task was generated",
                         hint="; ".join(f"{Path(r).name}: {m}" for r, m in job.skipped.items()) or None)
    return tasks, splits


def _repo_tasks(job: _AutoExploreJob, root: str, split: str) -> list[dict[str, Any]] | None:
    """One repository's tasks: from its history, from the teacher, or both (``job.questions``);
    ``None``: the repository is skipped (the reason said)."""
    from reflect_cli.datagen.gitsafe import GitTimeout
    from reflect_cli.datagen.history import history_tasks
    from reflect_cli.datagen.tasks import make_tasks

    tree, from_history = root, []
    if job.questions != "teacher":
        try:
            if job.questions == "both":
                _own_repository(root)
            got = history_tasks(root, split="time" if job.history_split == "time" else split,
                                max_tasks=job.max_tasks_per_repo, deadline=time.monotonic() + HISTORY_S)
        except (UsageError, GitTimeout) as exc:
            if job.questions == "history":
                job.skip_repo(root, exc.message)
                return None
            job.skip(f"{exc.message}; teacher questions only")
        else:
            tree, from_history = got.tree, got.tasks
            job.dropped.update({f"history_{k}": v for k, v in got.dropped.items()})
            job.history[Path(got.tree).name] = {"tree": got.tree, "tree_kind": got.tree_kind, "head": got.head,
                                                "commits": got.commits, "tasks": len(got.tasks)}
    from_teacher: list[dict[str, Any]] = []
    if job.questions != "history":
        try:
            result = make_tasks(
                tree,
                split="train" if job.history_split == "time" and from_history else split,
                seed=job.seed,
                source=job.teacher,
                questions=job.teacher_obj.questions if job.teacher_obj else None,
                max_tasks=job.max_tasks_per_repo,
                max_per_file=job.max_questions_per_file,
                max_depth=job.max_depth,
                ambiguity=job.ambiguity_filter,
            )
        except UsageError as exc:
            if not from_history:
                job.skip_repo(root, exc.message)
                return None
            job.skip(f"{exc.message}; history questions only")
        else:
            job.dropped.update(result.dropped)
            from_teacher = result.tasks
        if job.questions == "both":  # the repository given, as history tasks record it (resume)
            for task in from_teacher:
                task["repository"] = root
    repo_tasks = [*from_history, *from_teacher]
    if not repo_tasks:
        reason = "no commit passed the filters" if job.questions == "history" else "no question passed the filters"
        job.skip_repo(root, reason, f"repository {root}: {reason}")
    return repo_tasks


def _all_trajectories(job: _AutoExploreJob, tasks: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(solvable tasks, trajectories)``: the oracle's, the negatives and the teacher's of every
    task the oracle solves within the horizon. A teacher error keeps the finished tasks'
    trajectories (the teacher's calls are cached, so a rerun resumes for free)."""
    from reflect_cli.agent.chat import TeacherError
    from reflect_cli.datagen.trajectories import autoexplore_trajectories
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv

    by_repo: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for task in tasks:
        by_repo[task["repo"]].append(task)
    trajectories: list[dict[str, Any]] = []
    solvable: list[dict[str, Any]] = []
    finished = 0
    try:
        for root in sorted(by_repo):
            env = AutoExploreEnv(root=root, horizon=job.horizon, action_order=job.action_order,
                                 max_entries_per_page=job.max_entries_per_page)
            for task in by_repo[root]:
                found = autoexplore_trajectories(env, task, negatives=job.negatives, seed=job.seed,
                                                 teacher=job.teacher_obj, explorations=job.explorations,
                                                 teacher_reflections=job.llm_reflections)
                if found:
                    solvable.append(task)
                    trajectories.extend(found)
                else:
                    job.dropped["no_oracle_path"] += 1
                finished += 1
                job.report("gen-data:trajectories", finished, len(tasks), description="gen-data trajectories",
                           unit="tasks")
    except TeacherError as exc:
        write_outputs(job.out, trajectories)  # tasks.jsonl is untouched
        raise TeacherError(
            f"{exc.message}; wrote the trajectories of {finished} of {len(tasks)} tasks to {job.out} (partial)",
            hint=exc.hint,
        ) from None
    return solvable, trajectories


# -- taxi / alfworld --------------------------------------------------------------------------------


def split_of(seed: int) -> Callable[[int], str]:
    """Episode number -> split, seeded (the SPLIT_RATIOS of tasks, drawn per episode)."""
    from reflect_cli.datagen.tasks import SPLIT_RATIOS, SPLITS

    def split(e: int) -> str:
        x = Random(f"{seed}:{e}").random()
        acc = 0.0
        for name, ratio in zip(SPLITS, SPLIT_RATIOS, strict=True):
            acc += ratio
            if x < acc:
                return name
        return SPLITS[-1]

    return split


def oracle_data(
    env: Any,
    env_name: str,
    out: Path,
    *,
    episodes: int,
    epsilon: float,
    seed: int,
    options: dict[str, Any] | None = None,
    tokenizer: str | None = None,
    progress: GenDataProgress | None = None,
    t0: float | None = None,
) -> dict[str, Any]:
    """Oracle episodes of ``env`` (ε-random behaviour, the oracle's action as every target) as
    trajectories and SFT files in ``out`` (already prepared); returns the stats."""
    from reflect_cli.datagen.epsilon_oracle import oracle_episodes

    t0 = time.perf_counter() if t0 is None else t0
    report = progress or _no_progress
    trajectories: list[dict[str, Any]] = []
    for record in oracle_episodes(env, env_name, episodes=episodes, epsilon=epsilon, seed=seed,
                                  reset_options=options, split_of=split_of(seed)):
        trajectories.append(record)
        report(f"gen-data:{env_name}", len(trajectories), episodes, description=f"gen-data {env_name}", unit="episodes")
    sft, buckets, dropped_sft = write_outputs(out, trajectories)
    traj_stats = trajectory_stats(trajectories, sft, buckets, tokenizer, dropped_sft)
    finish_out(out)
    return {
        "out": str(out),
        "seconds": round(time.perf_counter() - t0, 1),
        "episodes_per_split": dict(sorted(Counter(t["split"] for t in trajectories).items())),
        "successful_episodes": sum(t["success"] for t in trajectories),
        "random_steps": sum(s["random"] for t in trajectories for s in t["steps"]),
        **traj_stats,
    }


def taxi(
    out: Path,
    *,
    episodes: int = 200,
    level: str = "full",
    epsilon: float = 0.3,
    horizon: int = 18,
    seed: int = 0,
    tokenizer: str | None = None,
    overwrite: bool = False,
    progress: GenDataProgress | None = None,
    render_style: str = "map+text",
    on_skip: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """DangerousTaxi trajectories: ε-random behaviour, the BFS oracle's action as every target.
    ``render_style="map"``: the paper's map-only observations. ``on_skip`` is never called (an
    oracle episode is never skipped); it is every gen-data function's signature."""
    from reflect_cli.envs.taxi import LEVELS, DangerousTaxiEnv

    if level not in LEVELS:
        raise UsageError(f"unknown taxi level {level!r}", hint=f"choose one of {', '.join(LEVELS)}")
    t0 = time.perf_counter()
    config = {"command": "taxi", "episodes": episodes, "level": level, "epsilon": epsilon, "horizon": horizon, "seed": seed}
    if render_style != "map+text":  # recorded only when set, so earlier outputs still resume
        config["render_style"] = render_style
    check_tokenizer(tokenizer)
    prepare_out(out, config, overwrite, env="taxi")
    env = DangerousTaxiEnv(level=level, horizon=horizon, render_style=render_style)
    return oracle_data(env, "taxi", out, episodes=episodes, epsilon=epsilon, seed=seed, tokenizer=tokenizer,
                       progress=progress, t0=t0)


def alfworld(
    out: Path,
    *,
    episodes: int = 50,
    data: str = "demo",
    epsilon: float = 0.3,
    horizon: int = 15,
    seed: int = 0,
    tokenizer: str | None = None,
    overwrite: bool = False,
    progress: GenDataProgress | None = None,
    on_skip: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """ALFWorld trajectories: ε-random behaviour, the expert's command as every target."""
    from reflect_cli.envs.alfworld.env import ALFWorldEnv

    t0 = time.perf_counter()
    config = {"command": "alfworld", "episodes": episodes, "data": data, "epsilon": epsilon, "horizon": horizon, "seed": seed}
    check_tokenizer(tokenizer)
    prepare_out(out, config, overwrite, env="alfworld")
    env = ALFWorldEnv(data=data, horizon=horizon)
    try:
        return oracle_data(env, "alfworld", out, episodes=episodes, epsilon=epsilon, seed=seed, tokenizer=tokenizer,
                           progress=progress, t0=t0)
    finally:
        env.close()
