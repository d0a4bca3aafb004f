"""Where the adaptation's questions come from, and how they are split.

* **History** (the default when it can be had): ``PATH`` is in a git work tree whose history
  gives at least :data:`MIN_HISTORY_TASKS` usable questions
  (:func:`reflect_cli.datagen.history.history_tasks`: commit messages as questions, the changed
  source files as answers, with its filters). These are the questions people ask in their own
  words, the ones an explorer has to be good at. Split by time: the newest commits are held out
  (:func:`~reflect_cli.adapt.held_out.split_by_time`), so the before/after table measures what
  an adapted explorer is for: questions about changes it has not seen.
* **Teacher** (otherwise: no git work tree, a bare directory, too few usable commits): the
  offline teacher's questions with the ``facts`` ambiguity filter, split by file
  (:func:`~reflect_cli.adapt.held_out.split_tasks`).

A sub-folder of a work tree is adapted on its own: only commits whose targets all lie inside it
count, with targets made relative to it (the environment's root is ``PATH``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from reflect_cli.adapt.held_out import MeasureProgress, split_by_time, split_tasks
from reflect_cli.errors import UsageError

MIN_HISTORY_TASKS = 20  # fewer usable commits: teacher questions instead
SOURCES = ("auto", "history", "teacher")


def history_questions(root: str, max_tasks: int,
                      deadline: float | None = None) -> tuple[list[dict[str, Any]] | None, dict[str, Any]]:
    """``(tasks, info)``: the newest ``max_tasks`` history questions of ``root`` (oldest first),
    targets relative to ``root``; ``tasks`` is None when ``root`` has no usable history, and
    ``info["reason"]`` then says why (a repository refused, or git past ``deadline``, a
    ``time.monotonic()``). ``info`` also holds the counts the card records."""
    from reflect_cli.datagen.gitsafe import GitTimeout, RepositoryRefused
    from reflect_cli.datagen.history import history_tasks, locate

    try:
        repo = locate(root, deadline)
    except (GitTimeout, RepositoryRefused) as exc:
        return None, {"reason": exc.message}
    except UsageError:
        return None, {"reason": f"{root} is not in a git work tree"}
    if repo.work_tree is None:
        return None, {"reason": f"{root} is a bare git directory (no files to explore)"}
    try:
        got = history_tasks(root, split="train", deadline=deadline)
    except (UsageError, GitTimeout) as exc:
        return None, {"reason": exc.message}
    info: dict[str, Any] = {"work_tree": str(repo.work_tree), "head": got.head, "commits": got.commits,
                            "dropped": dict(got.dropped)}
    rel = Path(root).resolve().relative_to(repo.work_tree.resolve()).as_posix()
    tasks = got.tasks
    if rel != ".":
        prefix = rel + "/"
        inside = [t for t in tasks if all(p.startswith(prefix) for p in t["targets"])]
        info["dropped"]["outside_folder"] = len(tasks) - len(inside)
        tasks = []
        for task in inside:
            targets = [p[len(prefix):] for p in task["targets"]]
            tasks.append({**task, "repo": root, "targets": targets, "depth": min(p.count("/") for p in targets)})
    else:
        tasks = [{**t, "repo": root} for t in tasks]
    if len(tasks) > max_tasks:  # oldest first: keep the newest
        info["dropped"]["over_limit"] = len(tasks) - max_tasks
        tasks = tasks[-max_tasks:]
    info["dropped"] = {k: v for k, v in sorted(info["dropped"].items()) if v}
    info["usable"] = len(tasks)
    if len(tasks) < MIN_HISTORY_TASKS:
        return None, {**info, "reason": f"only {len(tasks)} usable commit{'s' if len(tasks) != 1 else ''} in its "
                                        f"git history ({MIN_HISTORY_TASKS} needed)"}
    return tasks, info


def make_split(root: str, *, seed: int, held_out: int | None, questions: str, max_tasks: int,
               report: MeasureProgress, say: Callable[[str], None], deadline: float | None = None) -> dict[str, Any]:
    """The questions of ``root`` and their split (what ``work/split.json`` keeps): ``source``
    ("history" or "teacher"), ``train``, ``held_out``, ``method``, and ``history`` (the counts).
    Git history is read until ``deadline`` (``time.monotonic()``), then the teacher asks."""
    if questions not in SOURCES:
        raise UsageError(f"--questions {questions!r}: unknown source", hint=f"choose {', '.join(SOURCES)}")
    history: dict[str, Any] = {}
    if questions != "teacher":
        report("adapt:tasks", 0, 1, description="questions from git history", unit="repos")
        tasks, history = history_questions(root, max_tasks, deadline)
        report("adapt:tasks", 1, 1, description="questions from git history", unit="repos")
        if tasks is not None:
            train, held = split_by_time(tasks, held_out)
            say(f"Questions from git history ({history['work_tree']}): {len(tasks)} usable of "
                f"{history['commits']} commits; {len(train)} for training (older), {len(held)} held out "
                f"(the newest, {held[0]['date'][:10]} to {held[-1]['date'][:10]})")
            return {"seed": seed, "source": "history", "method": "time: the newest commits held out",
                    "train": train, "held_out": held, "history": history}
        if questions == "history":
            raise UsageError(f"no questions from git history: {history['reason']}",
                             hint="reflect adapt --questions teacher asks the offline teacher instead")
        say(f"Questions from the teacher: {history['reason']}")
    from reflect_cli.datagen.tasks import make_tasks

    report("adapt:tasks", 0, 1, description="generating questions", unit="repos")
    result = make_tasks(root, split="train", seed=seed, max_tasks=max_tasks, max_per_file=5, ambiguity="facts")
    train, held = split_tasks(result.tasks, seed, held_out)
    report("adapt:tasks", 1, 1, description="generating questions", unit="repos")
    say(f"Teacher questions: {len(train)} for training, {len(held)} held out")
    return {"seed": seed, "source": "teacher", "method": "questions; held-out round-robin over files by seeded hash",
            "train": train, "held_out": held, "files": result.files, "history": history}
