"""gen-data as a library: write a data folder for AutoExplore, Taxi or ALFWorld and return its stats.

``reflect gen-data auto-explore|taxi|alfworld`` (:mod:`reflect_cli.cli.gen_data`) and the gen-data
stage of ``reflect train`` (:mod:`reflect_cli.pipeline`) both call :func:`auto_explore`,
:func:`taxi` and :func:`alfworld`. They raise :class:`~reflect_cli.errors.ReflectError` (never
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

Progress = Callable[..., None]  # (key, done, total, *, description=, unit=, info=)


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
            raise UsageError(f"repository {repo}: no such directory")
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
    progress: Progress | None = None,
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
    from reflect_cli.agent.chat import TeacherError
    from reflect_cli.datagen.gitsafe import GitTimeout
    from reflect_cli.datagen.history import history_tasks
    from reflect_cli.datagen.tasks import make_tasks, split_repos
    from reflect_cli.datagen.teacher import OpenAITeacher, parse_teacher_spec
    from reflect_cli.datagen.trajectories import autoexplore_trajectories
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv
    from reflect_cli.jsonl import write_jsonl

    t0 = time.perf_counter()
    report = progress or _no_progress
    skip = on_skip or (lambda _reason: None)
    if not repos:
        raise UsageError("no repository given", hint="reflect gen-data auto-explore --repos DIR [DIR ...] --out OUT")
    ambiguity_filter = ambiguity_filter.lower()
    questions, history_split = questions.lower(), history_split.lower()
    if questions not in QUESTION_SOURCES:
        raise UsageError(f"--questions {questions!r}: unknown source", hint="choose teacher, history or both")
    if history_split not in HISTORY_SPLITS:
        raise UsageError(f"--history-split {history_split!r}: unknown split", hint="choose repo or time")
    if max_entries_per_page < 1:
        raise UsageError(f"--max-entries-per-page {max_entries_per_page}: must be at least 1", hint="try 12")
    if action_order not in ACTION_ORDERS:
        raise UsageError(f"--action-order {action_order!r}: unknown order", hint=f"choose {', '.join(ACTION_ORDERS)}")
    if ambiguity_filter not in AMBIGUITY_FILTERS:
        raise UsageError(f"--ambiguity-filter {ambiguity_filter!r}: unknown filter", hint="choose bm25 or facts")
    roots = resolve_roots(repos)
    model = parse_teacher_spec(teacher)
    if model is None and teacher_explorations:
        raise UsageError("--teacher-explorations needs an LLM teacher", hint="add --teacher openai:MODEL")
    if model is None and teacher_reflections:
        raise UsageError("--teacher-reflections needs an LLM teacher", hint="add --teacher openai:MODEL")
    explorations = (1 if teacher_explorations is None else teacher_explorations) if model else 0
    llm_reflections = (True if teacher_reflections is None else teacher_reflections) if model else False
    config = {
        "command": "auto-explore",
        "repos": sorted(roots),
        "seed": seed,
        "negatives": negatives,
        "teacher": teacher,
        "max_tasks_per_repo": max_tasks_per_repo,
        "max_questions_per_file": max_questions_per_file,
        "max_depth": max_depth,
        "horizon": horizon,
        # Only a non-default filter is recorded, so existing output folders still resume.
        **({"ambiguity_filter": ambiguity_filter} if ambiguity_filter != "bm25" else {}),
        **({"questions": questions} if questions != "teacher" else {}),
        **({"action_order": action_order} if action_order != "listing" else {}),
        **({"max_entries_per_page": max_entries_per_page} if max_entries_per_page != DEFAULT_ENTRIES_PER_PAGE else {}),
        **({"history_split": history_split} if questions != "teacher" and history_split != "repo" else {}),
    }
    if model:  # offline runs keep the settings file they always had
        config["teacher_explorations"] = explorations
        config["teacher_reflections"] = llm_reflections
    check_tokenizer(tokenizer)
    prepare_out(out, config, overwrite, env="autoexplore")
    teacher_obj = OpenAITeacher(model, base_url=base_url, max_retries=max_retries) if model else None
    tasks_path = out / "tasks.jsonl"
    existing = _read_existing(tasks_path, "reflect.task/1")
    # History tasks live in the repository's tree (a snapshot for a bare directory) and name the
    # repository given in "repository".
    done = {t.get("repository", t["repo"]) for t in existing}
    splits = split_repos(roots, seed)
    tasks = [t for t in existing if t.get("repository", t["repo"]) in splits]
    history: dict[str, dict[str, Any]] = {}
    skipped: dict[str, str] = {}
    dropped: Counter[str] = Counter()
    for index, root in enumerate(roots):
        report("gen-data:questions", index, len(roots), description="gen-data questions", unit="repos",
               info=Path(root).name)
        if root in done:
            continue
        tree, from_history = root, []
        if questions != "teacher":
            try:
                if questions == "both":
                    _own_repository(root)
                got = history_tasks(root, split="time" if history_split == "time" else splits[root],
                                    max_tasks=max_tasks_per_repo, deadline=time.monotonic() + HISTORY_S)
            except (UsageError, GitTimeout) as exc:
                if questions == "history":
                    skipped[root] = exc.message
                    skip(exc.message)
                    continue
                skip(f"{exc.message}; teacher questions only")
            else:
                tree, from_history = got.tree, got.tasks
                dropped.update({f"history_{k}": v for k, v in got.dropped.items()})
                history[Path(got.tree).name] = {"tree": got.tree, "tree_kind": got.tree_kind, "head": got.head,
                                            "commits": got.commits, "tasks": len(got.tasks)}
        from_teacher: list[dict[str, Any]] = []
        if questions != "history":
            try:
                result = make_tasks(
                    tree,
                    split="train" if history_split == "time" and from_history else splits[root],
                    seed=seed,
                    source=teacher,
                    questions=teacher_obj.questions if teacher_obj else None,
                    max_tasks=max_tasks_per_repo,
                    max_per_file=max_questions_per_file,
                    max_depth=max_depth,
                    ambiguity=ambiguity_filter,
                )
            except UsageError as exc:
                if not from_history:
                    skipped[root] = exc.message
                    skip(exc.message)
                    continue
                skip(f"{exc.message}; history questions only")
            else:
                dropped.update(result.dropped)
                from_teacher = result.tasks
            if questions == "both":  # the repository given, as history tasks record it (resume)
                for task in from_teacher:
                    task["repository"] = root
        repo_tasks = [*from_history, *from_teacher]
        if not repo_tasks:
            reason = "no commit passed the filters" if questions == "history" else "no question passed the filters"
            skipped[root] = reason
            skip(f"repository {root}: {reason}")
        # Appended per repository: an interruption keeps the finished repositories.
        write_jsonl(tasks_path, repo_tasks, append=True)
        tasks.extend(repo_tasks)
    report("gen-data:questions", len(roots), len(roots), description="gen-data questions", unit="repos")
    if not tasks:
        raise UsageError("no task was generated", hint="; ".join(f"{Path(r).name}: {m}" for r, m in skipped.items()) or None)

    by_repo: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for task in tasks:
        by_repo[task["repo"]].append(task)
    trajectories: list[dict[str, Any]] = []
    solvable: list[dict[str, Any]] = []
    finished = 0
    try:
        for root in sorted(by_repo):
            env = AutoExploreEnv(root=root, horizon=horizon, action_order=action_order,
                                 max_entries_per_page=max_entries_per_page)
            for task in by_repo[root]:
                found = autoexplore_trajectories(
                    env,
                    task,
                    negatives=negatives,
                    seed=seed,
                    teacher=teacher_obj,
                    explorations=explorations,
                    teacher_reflections=llm_reflections,
                )
                if found:
                    solvable.append(task)
                    trajectories.extend(found)
                else:
                    dropped["no_oracle_path"] += 1
                finished += 1
                report("gen-data:trajectories", finished, len(tasks), description="gen-data trajectories", unit="tasks")
    except TeacherError as exc:
        # Keep what is done: the trajectories of the finished tasks (tasks.jsonl is untouched);
        # the teacher's finished calls are cached, so a rerun resumes for free.
        write_outputs(out, trajectories)
        raise TeacherError(
            f"{exc.message}; wrote the trajectories of {finished} of {len(tasks)} tasks to {out} (partial)",
            hint=exc.hint,
        ) from None
    if len(solvable) != len(tasks):
        write_jsonl(tasks_path, solvable)
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
        "dropped_questions": dict(sorted(dropped.items())),
        "skipped_repos": skipped,
        **({"questions": questions, "history": history} if questions != "teacher" else {}),
        **traj_stats,
    }
    if teacher_obj is not None:
        stats["teacher_usage"] = dict(teacher_obj.usage)
    finish_out(out)
    return stats


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
    progress: Progress | None = None,
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
    progress: Progress | None = None,
    render_style: str = "map+text",
) -> dict[str, Any]:
    """DangerousTaxi trajectories: ε-random behaviour, the BFS oracle's action as every target.
    ``render_style="map"``: the paper's map-only observations."""
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
    progress: Progress | None = None,
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
