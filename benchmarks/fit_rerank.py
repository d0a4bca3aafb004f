"""Fit the weights of ``search/rerank.py`` on the git histories of non-reserved repositories.

Each history question (``datagen.history``, the train split: a commit message, the source files
it changed) gives the features of the answer's first ``CANDIDATES`` files; a linear listwise
softmax (L2 ``--l2`` on standardised features, L-BFGS) is fitted to put a changed file first.
Printed: Acc@1 of the ranking and of the re-ranking, each repository held out in turn (fitted on
the others), then the weights on all of them, on the features' own scale, for ``WEIGHTS``.

    python benchmarks/fit_rerank.py MIRRORS/Delgan+loguru/repo ... --rows rows.jsonl --json out.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))

from reflect_cli.datagen.history import history_tasks  # noqa: E402
from reflect_cli.datagen.reserved import is_reserved  # noqa: E402
from reflect_cli.search.fileview.view import FileView  # noqa: E402
from reflect_cli.search.questions import parse_question  # noqa: E402
from reflect_cli.search.ranker import ranker_for  # noqa: E402
from reflect_cli.search.rerank import CANDIDATES, WEIGHTS, candidate_features  # noqa: E402

NAMES = list(WEIGHTS)


def rows_of(repo: Path, per_repo: int, snapshots: Path) -> list[dict]:
    """One row per history question of ``repo`` that describes a change: its candidates'
    features and which of them the commit changed."""
    tasks = history_tasks(repo, split="train", cache=snapshots).tasks[:per_repo]
    out = []
    for task in tasks:
        parsed = parse_question(task["question"])
        if not parsed.describes_change:
            continue
        ranker = ranker_for(FileView(task["repo"]))
        ranked = ranker.rank(ranker.answer_scores(parsed))[:CANDIDATES]
        if not ranked:
            continue
        feats = candidate_features(ranker, parsed, ranked)
        out.append({"repo": repo.parent.name if repo.name == "repo" else repo.name,
                    "x": [[f[n] for n in NAMES] for f in feats],
                    "y": [rel in set(task["targets"]) for rel, _ in ranked]})
    return out


def fit(rows: list[dict], l2: float) -> np.ndarray:
    """Raw-scale weights of the listwise softmax fitted on ``rows`` (those with a right candidate)."""
    rows = [r for r in rows if any(r["y"])]
    flat = np.array([x for r in rows for x in r["x"]])
    mu, sd = flat.mean(0), flat.std(0) + 1e-6
    k = max(len(r["y"]) for r in rows)
    xs = np.zeros((len(rows), k, len(NAMES)))
    mask = np.zeros((len(rows), k), bool)
    ys = np.zeros((len(rows), k), bool)
    for i, r in enumerate(rows):
        n = len(r["y"])
        xs[i, :n], mask[i, :n], ys[i, :n] = (np.array(r["x"]) - mu) / sd, True, r["y"]
    x_t, m_t, y_t = torch.tensor(xs), torch.tensor(mask), torch.tensor(ys)
    w = torch.zeros(len(NAMES), dtype=torch.float64, requires_grad=True)
    opt = torch.optim.LBFGS([w], max_iter=300, line_search_fn="strong_wolfe")

    def closure():
        opt.zero_grad()
        logp = torch.log_softmax((x_t @ w).masked_fill(~m_t, -1e9), 1)
        loss = -torch.logsumexp(logp.masked_fill(~y_t, -1e9), 1).mean() + l2 * (w**2).sum()
        loss.backward()
        return loss

    opt.step(closure)
    return w.detach().numpy() / sd


def right_first(rows: list[dict], w: np.ndarray | None) -> int:
    return sum(bool(r["y"][0 if w is None else int(np.argmax(np.array(r["x"]) @ w))]) for r in rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("repos", nargs="*", type=Path, help="bare git mirrors (never a reserved repository)")
    ap.add_argument("--per-repo", type=int, default=400, help="newest train-split questions per repository")
    ap.add_argument("--snapshots", type=Path, default=Path("/tmp/reflect-fit-rerank"))
    ap.add_argument("--rows", type=Path, help="features file: written from the repos, or read when no repos are given")
    ap.add_argument("--l2", type=float, default=1e-2)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    start = time.perf_counter()
    if args.repos:
        for repo in args.repos:
            if is_reserved(str(repo)):
                raise SystemExit(f"{repo} is reserved for evaluation")
        rows = [r for repo in args.repos for r in rows_of(repo, args.per_repo, args.snapshots)]
        if args.rows:
            args.rows.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    elif args.rows:
        rows = [json.loads(line) for line in args.rows.read_text(encoding="utf-8").splitlines()]
    else:
        raise SystemExit("give repositories or --rows")
    repos = sorted({r["repo"] for r in rows})
    held = {}
    for repo in repos:
        test = [r for r in rows if r["repo"] == repo]
        w = fit([r for r in rows if r["repo"] != repo], args.l2)
        held[repo] = {"n": len(test), "ranking": right_first(test, None), "reranked": right_first(test, w)}
        print(f"{repo:28} n={len(test):4}  ranking {held[repo]['ranking']:4}  re-ranked (held out) {held[repo]['reranked']:4}")
    n = sum(h["n"] for h in held.values())
    base, new = sum(h["ranking"] for h in held.values()), sum(h["reranked"] for h in held.values())
    print(f"{'all':28} n={n:4}  ranking {base} ({base / n:.1%})  re-ranked {new} ({new / n:.1%})")
    w = fit(rows, args.l2)
    weights = {name: round(float(v), 4) for name, v in zip(NAMES, w, strict=True)}
    print("WEIGHTS =", json.dumps(weights))
    if args.json:
        args.json.write_text(json.dumps({"held_out": held, "weights": weights, "l2": args.l2, "rows": len(rows),
                                         "seconds": round(time.perf_counter() - start, 1)}, indent=1) + "\n")


if __name__ == "__main__":
    main()
