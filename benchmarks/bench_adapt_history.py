"""``reflect adapt``'s history prior on git work trees: for each repository, the held-out newest
commits answered by the ranking and by the ranking re-weighed with the prior fitted on the older
ones (``--learn history``, what ``reflect adapt`` does by default on git history), whether it was
installed, and the wall time. Each repository is adapted in a fresh ``REFLECT_HOME`` (nothing
earlier installed, nothing left installed for the user).

    python benchmarks/bench_adapt_history.py ~/src/loguru ~/src/mpmath --json results/adapt_history_prior.json

With ``--tasks FILE`` (a task file with ``split`` fields and ``timestamp``s, like the one of
benchmarks/HISTORY.md §20) it scores that file's ``test`` split instead, per repository, the prior
fitted on the repository's other tasks in time order: the walker's test set, the same questions.

    python benchmarks/bench_adapt_history.py --tasks data_ans/tasks.jsonl

Reserved repositories (benchmarks/HISTORY.md) may be passed as a held-out check; nothing here is
tuned on them: the prior's weights are chosen per repository by the fit on its own older commits.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import table  # noqa: E402


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("repos", nargs="*", help="git work trees")
    ap.add_argument("--tasks", type=Path, default=None, help="score this task file's test split instead")
    ap.add_argument("--held-out", type=int, default=None, help="held-out commits (reflect adapt's default: 20)")
    ap.add_argument("--json", type=Path, default=None, help="write the table and every card here")
    args = ap.parse_args()
    if args.tasks is not None:
        return on_tasks(args.tasks)
    from reflect_cli.adapt import adapt_repository

    rows, cards = [], []
    for repo in args.repos:
        with tempfile.TemporaryDirectory() as home:
            os.environ["REFLECT_HOME"] = home
            t0 = time.perf_counter()
            card = adapt_repository(repo, minutes=3, held_out=args.held_out, learn="history")
            wall = time.perf_counter() - t0
        fit = card["training"]
        rows.append({"repository": Path(repo).name, "train": card["data"]["train_questions"],
                     "held out": card["data"]["held_out_questions"],
                     "ranking acc1": card["bm25"]["acc1"], "ranking acc5": card["bm25"]["acc5"],
                     "prior acc1": card["after"]["acc1"], "prior acc5": card["after"]["acc5"],
                     "weights": f"{fit['file_weight']:g}/{fit['similar_weight']:g}",
                     "fit right": f"{fit['right']}/{fit['n']} (ranking {fit['ranking_right']})",
                     "installed": card["installed"], "wall s": round(wall, 1)})
        cards.append(card)
        print(table(rows[-1:], list(rows[-1])), flush=True)
    print(table(rows, list(rows[0])))
    n = sum(r["held out"] for r in rows)
    ranking = sum(round(r["ranking acc1"] * r["held out"]) for r in rows)
    prior = sum(round(r["prior acc1"] * r["held out"]) for r in rows)
    print(f"first file right on {n} held-out commits: ranking {ranking}, prior {prior}")
    if args.json:
        args.json.write_text(json.dumps({"rows": rows, "cards": cards}, indent=1, default=str) + "\n")


def on_tasks(path: Path) -> None:
    from collections import defaultdict

    from reflect_cli.explore.history_prior import CANDIDATES, HistoryPrior, first_file, fit
    from reflect_cli.search.fileview.view import FileView
    from reflect_cli.search.ranker import ranker_for
    from reflect_cli.search.rerank import default_scores

    by_repo: dict[str, list[dict]] = defaultdict(list)
    for line in path.read_text(encoding="utf-8").splitlines():
        task = json.loads(line)
        by_repo[task["repo"]].append(task)
    rows = []
    for repo, tasks in sorted(by_repo.items()):
        tasks.sort(key=lambda t: (t["timestamp"], t["id"]))
        ranker = ranker_for(FileView(repo))

        def ranked(task: dict, ranker: Any = ranker) -> list[tuple[str, float]]:
            return ranker.rank(default_scores(ranker, ranker.parsed(task["question"])))[:CANDIDATES]

        train = [t for t in tasks if t.get("split") != "test"]
        test = [t for t in tasks if t.get("split") == "test"]
        t0 = time.perf_counter()
        got = fit(train, ranked, applies=lambda task, ranker=ranker: ranker.parsed(task["question"]).describes_change)
        prior = HistoryPrior.from_tasks(train, got["file_weight"], got["similar_weight"])
        plain = with_prior = 0
        for task in test:
            listing = ranked(task)
            plain += bool(listing) and listing[0][0] in task["targets"]
            boosted = (prior.apply(dict(listing), listing, task["question"]) if ranker.parsed(task["question"]).describes_change
                       else dict(listing))
            with_prior += first_file(listing, boosted) in task["targets"]
        rows.append({"repository": Path(repo).name, "train": len(train), "test": len(test), "ranking": plain,
                     "prior": with_prior, "weights": f"{got['file_weight']:g}/{got['similar_weight']:g}",
                     "seconds": round(time.perf_counter() - t0, 1)})
    print(table(rows, list(rows[0])))
    print(f"first file right on {sum(r['test'] for r in rows)} test tasks: ranking {sum(r['ranking'] for r in rows)}, "
          f"prior {sum(r['prior'] for r in rows)}")


if __name__ == "__main__":
    main()
