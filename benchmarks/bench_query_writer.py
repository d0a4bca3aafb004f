"""The headroom and the controls of a written query, on questions of repositories nobody trains on.

Each question is answered by ``reflect explore``'s ranking (``--model bm25``), then again with a
written query fused in (:mod:`reflect_cli.search.expansion`): its new terms looked up in the same
index and added to the question's scores at ``--weight``. Queries:

* ``plain``: none (the ranking);
* ``rm3``: pseudo-relevance feedback, the 8 heaviest terms of the ranking's first 3 files;
* ``translation``: a question-word -> code-term table counted over the commit -> changed-file pairs
  of the ``--train-repos`` histories (never a repository measured here), 8 terms of the tree's own;
* ``oracle-candidate``: the one name of :func:`candidate_names` (what a query writer chooses from)
  that places the target best: the ceiling of the choice among candidates;
* ``oracle-name``: the target's own rarest defined name (the issue's "single most specific name").

Sets: ``c`` the hand-written where-questions (``dev_questions.jsonl``); ``h`` the newest
test-split commit messages of ``--history-repos``. Acc@1, Acc@5 and MRR of each query, and the
mean residual reward (the target's reciprocal rank with the query minus without).

    python benchmarks/bench_query_writer.py --train-repos MIRRORS/{attrs,click,...}/repo \\
        --history-repos MIRRORS/{Delgan+loguru,hynek+structlog}/repo --json benchmarks/results/query_writer_controls.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import machine  # noqa: E402
from bench_explorer import dev_records  # noqa: E402
from reflect_cli.datagen.history import history_tasks  # noqa: E402
from reflect_cli.datagen.reserved import is_reserved  # noqa: E402
from reflect_cli.search.expansion import (  # noqa: E402
    TranslationTable,
    candidate_names,
    feedback_terms,
    fused_scores,
    rank_of,
    reciprocal,
    residual_reward,
)
from reflect_cli.search.fileview.view import FileView  # noqa: E402
from reflect_cli.search.ranker import ranker_for  # noqa: E402
from reflect_cli.search.rerank import default_scores  # noqa: E402

QUERIES = ("plain", "rm3", "translation", "oracle-candidate", "oracle-name")


def training_pairs(repos: list[Path], per_repo: int, cache: Path) -> list[tuple[str, list[str]]]:
    """(commit message, names the changed source files define) of each repository's train split."""
    pairs: list[tuple[str, list[str]]] = []
    for repo in repos:
        if is_reserved(str(repo)):
            raise SystemExit(f"{repo} is reserved for evaluation")
        result = history_tasks(repo, split="train", max_tasks=per_repo, cache=cache)
        for task in result.tasks:
            ranker = ranker_for(FileView(task["repo"]))
            names: list[str] = []
            for target in task["targets"]:
                features = ranker.index.features(target)
                if features is not None:
                    names.extend(features.defs)
            if names:
                pairs.append((task["question"], names))
        print(f"  train {repo}: {len(result.tasks)} tasks, {len(pairs)} pairs so far", flush=True)
    return pairs


def history_records(repos: list[Path], per_repo: int, cache: Path) -> list[dict]:
    records = []
    for repo in repos:
        for task in history_tasks(repo, split="test", max_tasks=per_repo, cache=cache).tasks:
            records.append({"repo": task["repo"], "question": task["question"], "targets": task["targets"],
                            "package": Path(repo).parent.name})
    return records


def score_record(record: dict, table: TranslationTable | None, weight: float) -> dict:
    ranker = ranker_for(FileView(record["repo"]))
    question, targets = record["question"], record["targets"]
    base = default_scores(ranker, ranker.parsed(question))
    before = rank_of(ranker, base, targets)
    ranks: dict[str, int] = {"plain": before}
    queries: dict[str, str] = {"plain": ""}
    queries["rm3"] = " ".join(feedback_terms(ranker, base, question))
    if table is not None:
        vocabulary = set()
        for rel, _ in ranker.rank(dict(base))[:20]:
            features = ranker.index.features(rel)
            if features is not None:
                vocabulary.update(features.weights)
        queries["translation"] = " ".join(table.translate(question, vocabulary))
    best_name, best_rank = "", before
    for name in candidate_names(ranker, base, question):
        got = rank_of(ranker, fused_scores(ranker, question, base, name, weight), targets)
        if got and (best_rank == 0 or got < best_rank):
            best_name, best_rank = name, got
    queries["oracle-candidate"] = best_name
    own = [n for t in targets if (f := ranker.index.features(t)) is not None for n in f.defs if not n.startswith("__")]
    if own:
        from reflect_cli.search.expansion import name_idf

        queries["oracle-name"] = max(sorted(set(own)), key=lambda n: name_idf(ranker, n))
    for name, query in queries.items():
        if name != "plain":
            ranks[name] = rank_of(ranker, fused_scores(ranker, question, base, query, weight), targets) if query else before
    return {"question": question[:200], "targets": targets, "package": record.get("package"), "ranks": ranks,
            "queries": queries}


def summarise(rows: list[dict]) -> dict:
    out = {}
    n = max(len(rows), 1)
    for q in QUERIES:
        got = [r["ranks"][q] for r in rows if q in r["ranks"]]
        if not got:
            continue
        out[q] = {"acc1": sum(1 for x in got if x == 1) / n, "acc5": sum(1 for x in got if 0 < x <= 5) / n,
                  "mrr": sum(reciprocal(x) for x in got) / n,
                  "reward": sum(residual_reward(r["ranks"]["plain"], r["ranks"][q]) for r in rows) / n, "n": len(got)}
    return out


def sign_test(a: list[float], b: list[float]) -> dict:
    """Exact two-sided sign test of paired returns: how often ``b`` beats ``a`` and the reverse."""
    from math import comb

    wins = sum(1 for x, y in zip(a, b, strict=True) if y > x)
    losses = sum(1 for x, y in zip(a, b, strict=True) if y < x)
    n = wins + losses
    tail = sum(comb(n, k) for k in range(0, min(wins, losses) + 1)) / 2**n if n else 1.0
    return {"b_better": wins, "a_better": losses, "p_two_sided": min(1.0, 2 * tail)}


def writer_rows(writers: list[str], records: list[dict], *, reflect: bool, weight: float) -> dict:
    """Each trained writer (a run directory, or ``stop``/``oracle``/``random``) plays every record
    once on the QueryWriter env (greedy); per-record returns (residual reward) and success."""
    from reflect_cli.evaluation.runner import evaluate

    tasks = [{"id": f"q{i}", "question": r["question"], "targets": r["targets"], "repo": r["repo"]}
             for i, r in enumerate(records)]
    out: dict = {}
    for writer in writers:
        doc = evaluate("query-writer", [writer], tasks=tasks, each_task=True, keep_episodes=True, reflect=reflect,
                       env_kwargs={"weight": weight})
        episodes = sorted(doc["episodes"], key=lambda e: int(str(e.get("task_id", "q0"))[1:]))
        out[writer] = {"success": [bool(e["success"]) for e in episodes], "return": [e["return"] for e in episodes],
                       "actions": [e["actions"] for e in episodes]}
        n = max(len(episodes), 1)
        print(f"  {writer:40} Acc@1 {sum(out[writer]['success']) / n:.3f}  reward {sum(out[writer]['return']) / n:+.4f}"
              f"  adds {sum(1 for a in out[writer]['actions'] if a and a[0] != 'stop') / n:.2f}", flush=True)
    return out


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sets", nargs="+", default=["c", "h"], choices=["c", "h"])
    ap.add_argument("--train-repos", nargs="*", type=Path, default=[], help="bare mirrors the translation table counts")
    ap.add_argument("--train-per-repo", type=int, default=400)
    ap.add_argument("--history-repos", nargs="*", type=Path, default=[], help="set (h): bare mirrors, evaluation only")
    ap.add_argument("--history-per-repo", type=int, default=40)
    ap.add_argument("--weight", type=float, default=0.5, help="weight of the written query's scores (fixed, not tuned here)")
    ap.add_argument("--cache", type=Path, default=Path("/tmp/reflect-query-writer-cache"))
    ap.add_argument("--writers", nargs="*", default=[],
                    help="trained writer runs to play on the sets (with random and oracle); the first two are compared")
    ap.add_argument("--no-reflect", action="store_true", help="writers play without their reflector")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    start = time.perf_counter()
    measured = {str(p.resolve()) for p in args.history_repos}
    if measured & {str(p.resolve()) for p in args.train_repos}:
        raise SystemExit("a repository is both trained on and measured")
    table = None
    if args.train_repos:
        table = TranslationTable.fit(training_pairs(args.train_repos, args.train_per_repo, args.cache))
        print(f"translation table: {table.pairs} pairs, {len(table.pair_counts)} words", flush=True)
    sets: dict[str, list[dict]] = {}
    if "c" in args.sets:
        sets["c"] = dev_records()
    if "h" in args.sets and args.history_repos:
        sets["h"] = history_records(args.history_repos, args.history_per_repo, args.cache)
    result: dict = {"benchmark": "query_writer_controls", "machine": machine(), "weight": args.weight,
                    "train_repos": [str(p) for p in args.train_repos], "history_repos": [str(p) for p in args.history_repos],
                    "translation_pairs": table.pairs if table else 0, "sets": {}}
    for name, records in sets.items():
        rows = [score_record(r, table, args.weight) for r in records]
        result["sets"][name] = {"summary": summarise(rows), "rows": rows}
        print(f"set ({name}), n = {len(rows)}")
        for q, s in result["sets"][name]["summary"].items():
            print(f"  {q:17} Acc@1 {s['acc1']:.3f}  Acc@5 {s['acc5']:.3f}  MRR {s['mrr']:.3f}  reward {s['reward']:+.3f}")
    if args.writers:
        pooled = [r for name in sets for r in sets[name]]
        print(f"writers on the pooled sets ({', '.join(sets)}), n = {len(pooled)}")
        played = writer_rows(["random", "oracle", *args.writers], pooled, reflect=not args.no_reflect,
                             weight=args.weight)
        result["writers"] = played
        if len(args.writers) >= 2:
            a, b = args.writers[:2]
            result["paired"] = {"a": a, "b": b, **sign_test(played[a]["return"], played[b]["return"])}
            print(f"paired sign test {a} -> {b}: {result['paired']}")
    result["seconds"] = round(time.perf_counter() - start, 1)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return result


if __name__ == "__main__":
    main()
