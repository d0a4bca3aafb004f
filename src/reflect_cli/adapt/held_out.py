"""The held-out questions: which of the generated questions are kept aside (:func:`split_tasks`),
and how an explorer (or BM25) scores on them (:func:`measure`), before and after the adaptation.
"""

from __future__ import annotations

import hashlib
import math
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from reflect_cli.errors import UsageError

HELD_OUT_FRACTION = 0.2
HELD_OUT_MIN = 10
HELD_OUT_MAX = 20

MeasureProgress = Callable[..., None]


def noop(*_a: Any, **_k: Any) -> None:
    return None


def _order_key(seed: int, text: str) -> str:
    return hashlib.sha1(f"{seed}:{text}".encode()).hexdigest()


def held_out_size(n: int, held_out: int | None = None) -> int:
    """How many of ``n`` questions are held out: 20 % of them, at least 10 and at most 20, never
    more than half; an explicit ``held_out`` leaves at least one training question."""
    if n < 2:
        raise UsageError(f"only {n} question{'s' if n != 1 else ''} could be generated from this repository; "
                         "adapting needs at least 2 (training and held-out)",
                         hint="point reflect adapt at a larger repository (documented code, Markdown headings)")
    if held_out is None:
        return min(n // 2, min(HELD_OUT_MAX, max(HELD_OUT_MIN, math.ceil(HELD_OUT_FRACTION * n))))
    if held_out < 1:
        raise UsageError("--held-out must be at least 1")
    return min(held_out, n - 1)


def split_by_time(tasks: list[dict[str, Any]], held_out: int | None = None
                  ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(train, held_out)`` of history questions: the newest commits are held out (as many as
    :func:`held_out_size` says), the older ones train; both oldest first. Ties in commit time are
    ordered by task id, so the split depends only on the set of tasks."""
    order = sorted(tasks, key=lambda t: (t["timestamp"], t["id"]))
    want = held_out_size(len(order), held_out)
    return order[:-want], order[-want:]


def split_tasks(tasks: list[dict[str, Any]], seed: int = 0, held_out: int | None = None
                ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(train, held_out)``: disjoint, deterministic in ``seed`` and the set of tasks (not their
    order). Files are ordered by a seeded hash and the held-out questions taken round-robin, one
    file at a time, so they cover as many files as possible. Default size: 20 % of the questions,
    at least 10 and at most 20, never more than half; an explicit ``held_out`` leaves at least one
    training question."""
    want = held_out_size(len(tasks), held_out)
    by_file: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for task in tasks:
        by_file[task["targets"][0]].append(task)
    files = sorted(by_file, key=lambda f: _order_key(seed, f))
    for f in files:
        by_file[f].sort(key=lambda t: _order_key(seed, t["id"]))
    order = [by_file[f][r] for r in range(max(len(v) for v in by_file.values())) for f in files if r < len(by_file[f])]
    held = order[:want]
    ids = {t["id"] for t in held}
    train = [t for t in tasks if t["id"] not in ids]
    held.sort(key=lambda t: t["id"])
    return train, held



def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    seconds = [r["seconds"] for r in rows]
    return {
        "n": n,
        "acc1": sum(r["rank"] == 1 for r in rows) / n if n else None,
        "acc5": sum(r["rank"] is not None and r["rank"] <= 5 for r in rows) / n if n else None,
        "id_acc": sum(r["identified_target"] for r in rows) / n if n else None,
        "median_s": statistics.median(seconds) if seconds else None,
        "mean_steps": sum(r["steps"] for r in rows) / n if n else None,
    }


class _OutOfTime(Exception):
    """Raised from an explorer's step hook when the measuring share of the budget is spent."""


def measure(explorer: Any | None, root: str, tasks: list[dict[str, Any]], *, max_steps: int, seed: int = 0,
            progress: MeasureProgress = noop, key: str = "measure", description: str = "measuring",
            deadline: float | None = None, history: Any = None) -> dict[str, Any]:
    """Every task answered by ``explorer`` (an :class:`~reflect_cli.explore.explorer.Explorer`; None:
    BM25, ``reflect explore --model bm25``, re-weighed by ``history`` when given) as ``reflect
    explore`` answers: the summary and one row
    per question. ``deadline`` (``time.monotonic()``): no question starts that the mean so far says
    would end past it, and one still running at it is dropped, so the summary covers the first
    ``n`` of ``of`` questions (``stopped``: ``"time"`` when that cut any)."""
    from reflect_cli.explore.answer import bm25_answer
    from reflect_cli.search.questions import parse_question

    rows: list[dict[str, Any]] = []
    stopped = None

    def check(_k: int, _step: Any) -> None:
        if deadline is not None and time.monotonic() >= deadline:
            raise _OutOfTime

    progress(key, 0, len(tasks), description=description, unit="questions")
    for i, task in enumerate(tasks):
        if deadline is not None:
            mean = sum(r["seconds"] for r in rows) / len(rows) if rows else 0.0
            if time.monotonic() + mean > deadline:
                stopped = "time"
                break
        question = parse_question(str(task["question"]))
        try:
            if explorer is None:
                result = bm25_answer(root, question, top=5, history=history)
            else:
                result = explorer.run(root, question, max_steps=max_steps, seed=seed, greedy=True, top=5,
                                      on_step=check if deadline is not None else None)
        except _OutOfTime:
            stopped = "time"
            break
        paths = [f["path"] for f in result.files]
        targets = set(task["targets"])
        rank = next((r for r, p in enumerate(paths, start=1) if p in targets), None)
        rows.append({"id": task["id"], "rank": rank, "top5": paths[:5], "targets": task["targets"],
                     "identified_target": bool(explorer is not None and result.found and paths[:1]
                                               and paths[0] in targets),
                     "seconds": round(result.seconds, 2), "steps": len(result.steps), "ended": result.ended})
        progress(key, i + 1, len(tasks), description=description, unit="questions",
                 info=f"Acc@1 {sum(r['rank'] == 1 for r in rows)}/{len(rows)}")
    return {**summarize(rows), "of": len(tasks), "stopped": stopped, "rows": rows}


def on_ids(measured: dict[str, Any], ids: set[str]) -> dict[str, Any]:
    """``measured``'s summary over the questions in ``ids`` only: two explorers compared on the
    same questions when one of them was cut short."""
    rows = [r for r in measured.get("rows", []) if r["id"] in ids]
    return {**summarize(rows), "of": measured.get("of", len(measured.get("rows", []))), "rows": rows}
