"""The explorer's re-ranker (issue #29): build its data, train it, judge it against BM25.

A trained SmolLM2-135M judges the code-aware BM25's best ``K`` files for a question, one short
card per file (:mod:`reranker.cards`). Three steps, each resumable or cheap:

    # 1. records from git histories (bare mirrors or work trees) and installed packages' teacher
    #    questions; validation = the repositories named by --validation (split by repository)
    python benchmarks/bench_reranker.py data --out DATA --history MIRROR ... --validation NAME ... \
        --packages click typer ... [--no-rank-candidates-from-tests]
    # 2. LoRA training, listwise (GPU when there is one; rerun to resume)
    python benchmarks/bench_reranker.py train --data DATA --out RUN [--history-only] [--steps N --minutes M]
    # 3. parts (b) and (c) of bench_explorer.py, through the same candidates, against the BM25
    #    answer of `reflect explore --model bm25`
    python benchmarks/bench_reranker.py eval RUN/final ... --history-repos REQUESTS FLASK --json OUT

Reserved repositories and packages (reflect_cli.datagen.reserved) are refused as training data,
and so are the packages of the hand-written dev set. Figures: benchmarks/HISTORY.md §12.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import machine  # noqa: E402
from bench_explorer import DEV_QUESTIONS, dev_records, history_records  # noqa: E402
from reflect_cli.datagen.reserved import BENCH_HELD_OUT, PAPER_HELD_OUT, is_reserved  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"


def _refused(ref: str) -> str | None:
    dev = {json.loads(line)["package"] for line in DEV_QUESTIONS.read_text(encoding="utf-8").splitlines() if line.strip()}
    name = ref.split(":", 1)[1] if ref.startswith("python:") else Path(ref).name
    if is_reserved(ref):
        return "reserved for evaluation"
    if ref.startswith("python:") and name in set(BENCH_HELD_OUT) | set(PAPER_HELD_OUT) | dev:
        return "held out by bench_explorer.py / paper_table.py / the dev set"
    if not ref.startswith("python:"):
        owner_repo = Path(ref).resolve().parent.name.lower()  # OWNER+NAME of a mirror
        if any(owner_repo.endswith("+" + d.lower()) or owner_repo.endswith("+" + d.lower().replace("_", "-"))
               for d in dev | {"pillow"}):
            return "the repository of a dev-set package"
    return None


def build(args: argparse.Namespace) -> None:
    from reflect_cli.datagen.history import history_tasks
    from reflect_cli.datagen.sources import resolve_repo
    from reflect_cli.datagen.tasks import make_tasks
    from reranker.records import shortlist_records

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    refs = [str(p) for p in args.history] + [f"python:{p}" for p in args.packages]
    refused = {ref: why for ref in refs if (why := _refused(ref))}
    if refused:
        raise SystemExit("refused as training data: " + "; ".join(f"{r} ({w})" for r, w in refused.items()))
    stats: dict[str, dict] = {}
    files = {name: (out / f"{name}.jsonl").open("w", encoding="utf-8") for name in ("train", "validation", "teacher")}
    for path in args.history:
        name = Path(path).resolve().parent.name if Path(path).name == "repo" else Path(path).name
        split = "validation" if name in set(args.validation) else "train"
        result = history_tasks(path, split=split, max_tasks=args.max_history)
        dropped: Counter[str] = Counter()
        records = shortlist_records(result.tasks, dropped=dropped)
        for r in records:
            r["repository"] = name
            files[split].write(json.dumps(r) + "\n")
        stats[name] = {"split": split, "commits": result.commits, "tasks": len(result.tasks), "records": len(records),
                       "dropped": {**result.dropped, **dropped}}
        print(f"{name:40s} {split:10s} tasks {len(result.tasks):5d} records {len(records):5d}", flush=True)
    for package in args.packages:
        result = make_tasks(resolve_repo(f"python:{package}"), split="train", seed=0, max_tasks=args.max_teacher,
                            max_per_file=2, ambiguity="facts")
        dropped = Counter()
        records = shortlist_records(result.tasks, dropped=dropped)
        for r in records:
            r["repository"] = f"python:{package}"
            files["teacher"].write(json.dumps(r) + "\n")
        stats[f"python:{package}"] = {"split": "teacher", "tasks": len(result.tasks), "records": len(records),
                                      "dropped": dict(dropped)}
        print(f"python:{package:33s} teacher    tasks {len(result.tasks):5d} records {len(records):5d}", flush=True)
    for f in files.values():
        f.close()
    (out / "stats.json").write_text(json.dumps(stats, indent=1), encoding="utf-8")


def train_main(args: argparse.Namespace) -> None:
    from reflect_cli.jsonl import read_jsonl
    from reranker.training import ShortlistConfig, reranker_lora, train

    data = Path(args.data)
    records = list(read_jsonl(data / "train.jsonl"))
    if not args.history_only and (data / "teacher.jsonl").is_file():
        records += read_jsonl(data / "teacher.jsonl")
    validation = list(read_jsonl(data / "validation.jsonl")) if (data / "validation.jsonl").is_file() else []
    cfg = ShortlistConfig(steps=args.steps, batch_questions=args.batch, lr=args.lr,
                          lora=reranker_lora(r=args.lora_r, alpha=2 * args.lora_r, layers=args.lora_layers or 0),
                          minutes=args.minutes, eval_every=args.eval_every,
                          max_eval=args.max_eval, show_rank=not args.no_rank,
                          max_tokens=args.max_tokens)
    final = train(records, validation, args.out, cfg, log=lambda m: print(m, flush=True))
    if args.fp16:  # half the bytes; what would be shipped
        import torch
        from safetensors.torch import load_file, save_file

        weights = load_file(str(final / "adapter_model.safetensors"))
        save_file({k: v.to(torch.float16) for k, v in weights.items()}, str(final / "adapter_model.safetensors"))
    print(final)


def eval_main(args: argparse.Namespace) -> dict:
    import torch

    from reflect_cli.explore.answer import ranked_files
    from reflect_cli.search.fileview.view import FileView
    from reflect_cli.search.questions import parse_question
    from reranker.cards import ShortlistScorer

    torch.set_num_threads(args.threads)
    parts: dict[str, list[dict]] = {"c": dev_records()}
    if args.history_repos:
        parts["b"] = history_records(args.history_repos, args.history_per_repo)
    scorers = {str(a): ShortlistScorer(a) for a in args.adapters}
    report: dict = {"benchmark": "reranker", "machine": machine(), "threads": args.threads, "parts": {}}
    for part, records in parts.items():
        rows = {name: {"acc1": 0, "acc5": 0, "seconds": []} for name in ["bm25", *scorers]}
        for r in records:
            view, targets = FileView(r["repo"]), set(r["targets"])
            t0 = time.perf_counter()
            answer = [f["path"] for f in ranked_files(view, parse_question(r["question"]), top=5)]
            rows["bm25"]["seconds"].append(time.perf_counter() - t0)
            rows["bm25"]["acc1"] += bool(answer) and answer[0] in targets
            rows["bm25"]["acc5"] += any(p in targets for p in answer)
            for name, scorer in scorers.items():
                t0 = time.perf_counter()
                judged = scorer.judge(view, r["question"])
                rows[name]["seconds"].append(time.perf_counter() - t0)
                ranked = [judged.paths[i] for i in sorted(range(len(judged.paths)), key=lambda i: -judged.scores[i])]
                rows[name]["acc1"] += bool(ranked) and ranked[0] in targets
                rows[name]["acc5"] += any(p in targets for p in ranked[:5])
        n = len(records)
        report["parts"][part] = {"n": n, "results": {
            name: {"acc1": row["acc1"] / n, "acc5": row["acc5"] / n, "right": row["acc1"],
                   "median_s": statistics.median(row["seconds"])} for name, row in rows.items()}}
        for name, row in report["parts"][part]["results"].items():
            print(f"({part}) {name:50s} n {n:3d}  Acc@1 {row['acc1']:6.1%}  Acc@5 {row['acc5']:6.1%}  "
                  f"median {row['median_s']:.2f} s")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    d = sub.add_parser("data", help="build training records")
    d.add_argument("--out", required=True)
    d.add_argument("--history", nargs="*", default=[], type=Path, help="git repositories (mirrors, work trees)")
    d.add_argument("--validation", nargs="*", default=[], help="names (OWNER+NAME) of --history held out for validation")
    d.add_argument("--packages", nargs="*", default=[], help="installed packages for teacher questions")
    d.add_argument("--max-history", type=int, default=1500)
    d.add_argument("--max-teacher", type=int, default=60)
    t = sub.add_parser("train", help="train (or resume) a re-ranker")
    t.add_argument("--data", required=True)
    t.add_argument("--out", required=True)
    t.add_argument("--history-only", action="store_true")
    t.add_argument("--no-rank", action="store_true", help="the prompt does not name the lexical rank")
    t.add_argument("--steps", type=int, default=1800)
    t.add_argument("--batch", type=int, default=8)
    t.add_argument("--lr", type=float, default=3e-4)
    t.add_argument("--lora-r", type=int, default=16)
    t.add_argument("--lora-layers", type=int, help="LoRA on the top N layers only (cheaper on a CPU)")
    t.add_argument("--max-tokens", type=int, default=384)
    t.add_argument("--minutes", type=float)
    t.add_argument("--eval-every", type=int, default=100)
    t.add_argument("--max-eval", type=int, default=630)
    t.add_argument("--fp16", action="store_true", help="store the final adapter in fp16")
    e = sub.add_parser("eval", help="parts (b) and (c) against the BM25 answer")
    e.add_argument("adapters", nargs="*", help="re-rankers (RUN/final)")
    e.add_argument("--history-repos", nargs="*", default=[], type=Path)
    e.add_argument("--history-per-repo", type=int, default=30)
    e.add_argument("--threads", type=int, default=2)
    e.add_argument("--json")
    args = ap.parse_args(argv)
    {"data": build, "train": train_main, "eval": eval_main}[args.command](args)


if __name__ == "__main__":
    main()
