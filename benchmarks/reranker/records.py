"""Training records of the explorer's re-ranker (:mod:`reranker.cards`) from
AutoExplore tasks (teacher or history questions).

One record per task whose answer is among the ``K`` candidates the re-ranker would judge (the
others teach nothing a re-ranker can act on and are counted as ``answer_not_in_candidates``):
the question, the candidates' paths and cards, and the indices of the answers among them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from reflect_cli.search.fileview.view import FileView
from reranker.cards import CARD_FORMAT, K, candidates, read_cards

RECORD_SCHEMA = "reflect.shortlist/1"


def shortlist_records(tasks: Iterable[dict[str, Any]], *, k: int = K,
                      dropped: Counter[str] | None = None) -> list[dict[str, Any]]:
    views: dict[str, FileView] = {}
    out: list[dict[str, Any]] = []
    for task in tasks:
        view = views.get(task["repo"])
        if view is None:
            view = views[task["repo"]] = FileView(task["repo"])
        paths = candidates(view, task["question"], k)
        gold = [i for i, rel in enumerate(paths) if rel in set(task["targets"])]
        if not gold:
            if dropped is not None:
                dropped["answer_not_in_candidates"] += 1
            continue
        out.append({
            "schema": RECORD_SCHEMA, "card_format": CARD_FORMAT, "id": task["id"], "question": task["question"],
            "paths": paths, "cards": read_cards(view, paths), "gold": gold, "repo": task["repo"],
            "source": task.get("source", "teacher"), "split": task.get("split", "train"),
            **{key: task[key] for key in ("repository", "commit") if key in task},
        })
    return out
