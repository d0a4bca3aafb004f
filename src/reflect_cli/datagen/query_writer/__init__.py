"""``reflect gen-data query-writer``: QueryWriter's data folder (tasks, trajectories, SFT files).

The settings (:class:`QueryWriterData`) and the gen-data function (:func:`query_writer`) that the
env's registration names; the tasks and episodes are in :mod:`.episodes`.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from reflect_cli.datagen.data_stats import check_tokenizer, trajectory_stats
from reflect_cli.datagen.out_folder import finish_out, prepare_out, write_outputs
from reflect_cli.datagen.query_writer.episodes import ENV_NAME, MIN_GAIN, history_query_tasks, oracle_trajectories
from reflect_cli.errors import UsageError
from reflect_cli.jsonl import write_jsonl
from reflect_cli.settings import setting


@dataclass
class QueryWriterData:
    """``reflect gen-data query-writer`` and a query-writer recipe's ``[gen_data]``."""

    COMMAND: ClassVar[str] = ENV_NAME
    SUMMARY: ClassVar[str] = "Commit message -> changed file tasks, played by the query oracle."
    HELP: ClassVar[str] = (
        "QueryWriter data: each repository's commit messages and the source files they changed as\n"
        "tasks, each played once by the oracle (the name that puts a changed file first, or stop),\n"
        "with its reflection, and the SFT files.")
    EPILOG: ClassVar[str] = "Example:  reflect gen-data query-writer --repos ~/src/projA ~/src/projB --out data/qw"
    OUT_HELP: ClassVar[str] = "Output folder (created; reruns with the same settings resume)."
    CLI_TYPES: ClassVar[dict[str, Any]] = {"repos": list[Path] | None}
    CLI_DEFAULTS: ClassVar[dict[str, Any]] = {"repos": None}
    MORE_ARGUMENTS: ClassVar[str] = "repos"

    repos: list[str] = setting(factory=list, help="Git repositories (work trees or bare) whose history gives the "
                               "tasks (--repos A B C, or repeat --repos).", cli={"metavar": "DIR", "show_default": False})
    per_repo: int = setting(400, "Newest train-split commits per repository.", cli={"min": 1})
    max_terms: int = setting(1, "Names the writer may add to one question.", cli={"min": 1, "max": 8})
    weight: float = setting(0.5, "Weight of the written query's scores when fused into the question's.",
                            cli={"min": 0.0, "max": 10.0})
    min_gain: float = setting(MIN_GAIN, "Reciprocal rank an addition must gain to be the oracle's target.",
                              cli={"min": 0.0, "max": 1.0})
    seed: int = setting(0, "Seed for the splits.", recipe=False)


def query_writer(out: Path, *, repos: list[str], per_repo: int = 400, seed: int = 0, max_terms: int = 1,
                 weight: float = 0.5, min_gain: float = MIN_GAIN, tokenizer: str | None = None, overwrite: bool = False,
                 cache: Path | None = None, progress: Any = None, on_skip: Any = None) -> dict[str, Any]:
    """Write ``tasks.jsonl``, ``trajectories.jsonl`` and the SFT files for QueryWriter in ``out``."""
    t0 = time.perf_counter()
    if not repos:
        raise UsageError("give at least one repository (--repos)")
    config = {"command": ENV_NAME, "repos": [str(r) for r in repos], "per_repo": per_repo, "seed": seed,
              "max_terms": max_terms, "weight": weight, "min_gain": min_gain}
    check_tokenizer(tokenizer)
    prepare_out(out, config, overwrite, env=ENV_NAME)
    report = progress or (lambda *a, **k: None)
    tasks = history_query_tasks([str(r) for r in repos], per_repo=per_repo, cache=cache, progress=report)
    if not tasks:
        raise UsageError("the repositories gave no task", hint="give git repositories with a history of source changes")
    trajectories = oracle_trajectories(tasks, seed=seed, max_terms=max_terms, weight=weight, min_gain=min_gain,
                                       progress=report)
    splits = {t["task_id"]: t["split"] for t in trajectories}
    write_jsonl(out / "tasks.jsonl", [{**task, "split": splits[task["id"]]} for task in tasks])
    sft, buckets, dropped = write_outputs(out, trajectories)
    stats = trajectory_stats(trajectories, sft, buckets, tokenizer, dropped)
    finish_out(out)
    return {"out": str(out), "seconds": round(time.perf_counter() - t0, 1), "tasks": len(tasks),
            "episodes_per_split": dict(sorted(Counter(t["split"] for t in trajectories).items())),
            "oracle_success": sum(t["success"] for t in trajectories),
            "oracle_stops": sum(t["steps"][0]["action_index"] == 0 for t in trajectories), **stats}
