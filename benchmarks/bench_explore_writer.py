"""What a trained query writer adds to a question's time: ``reflect explore TREE QUESTION --model writer
--writer RUN`` against ``--model bm25`` on the same questions, each call a new process as a user
runs it (start-up, the model's loading and the writing included), over a warm stored index.

A fresh reflect home; one ``--model bm25`` call first builds the tree's index (not timed). Then,
for each question, one ``bm25`` call and one ``writer`` call, alternating, in one run. Reports each
call's wall seconds and the names the writer added, the median of each model, the median of the
per-question differences and the ratio of the medians. Then, in this process, where the writer's
time goes: loading its players once, and writing each question's query (the episode alone).

    python benchmarks/bench_explore_writer.py --package click --writer RUN [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import machine, package_root  # noqa: E402

QUESTIONS = [
    "Where are environment variables read for the value of an option?",
    "Where is the help text of a command wrapped to the terminal width?",
    "Where does a prompt ask for confirmation of a yes or no answer?",
    "Where are the values of a choice parameter checked?",
    "Where is shell completion for bash generated?",
]


def explore(tree: Path, question: str, model: list[str], env: dict[str, str]) -> tuple[float, dict]:
    """One ``reflect explore --json --quiet`` process: (wall seconds, its JSON)."""
    cmd = [sys.executable, "-m", "reflect_cli", "explore", str(tree), question, *model, "--json", "--quiet"]
    t0 = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    seconds = time.perf_counter() - t0
    if done.returncode not in (0, 4):
        raise SystemExit(f"{' '.join(cmd)}: exit {done.returncode}\n{done.stderr[-2000:]}")
    return seconds, json.loads(done.stdout)


def in_process(tree: Path, questions: list[str], run: str) -> dict:
    """The writer's players loaded once, then each question's query written (seconds)."""
    from reflect_cli.agent.players import PlayerRefs, load_players
    from reflect_cli.agent.policy import Policy, Reflector
    from reflect_cli.envs.query_writer.draft import QueryDraft
    from reflect_cli.explore.writer import WRITER_ENV, resolve_writer, write_query
    from reflect_cli.search.fileview.view import FileView
    from reflect_cli.search.ranker import ranker_for

    refs = resolve_writer(run)
    t0 = time.perf_counter()
    players = load_players(PlayerRefs(refs.policy, refs.reflector, "run"))
    load_s = time.perf_counter() - t0
    policy = Policy(players.policy, WRITER_ENV)
    reflector = Reflector(players.reflector, WRITER_ENV) if refs.reflector else None
    ranker = ranker_for(FileView(tree))
    writes = []
    for question in questions:
        t0 = time.perf_counter()
        write_query(QueryDraft.start(ranker, question), policy, reflector, writer=run)
        writes.append(round(time.perf_counter() - t0, 2))
    return {"load_s": round(load_s, 2), "write_s": writes, "median_write_s": statistics.median(writes)}


def main(argv: list[str] | None = None) -> dict:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--package", default="click", help="an installed package (not a reserved one)")
    p.add_argument("--writer", required=True, help="the trained query writer (--writer RUN)")
    p.add_argument("--questions", type=int, default=len(QUESTIONS), help="how many of the questions to ask")
    p.add_argument("--json", type=Path, default=None)
    args = p.parse_args(argv)
    tree = package_root(args.package)
    questions = QUESTIONS[: args.questions]
    writer = ["--model", "writer", "--writer", args.writer]
    rows = []
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "REFLECT_HOME": home}
        explore(tree, questions[0], ["--model", "bm25"], env)  # builds the stored index: not timed
        for question in questions:
            bm25_s, _ = explore(tree, question, ["--model", "bm25"], env)
            writer_s, doc = explore(tree, question, writer, env)
            rows.append({"question": question, "bm25_s": round(bm25_s, 2), "writer_s": round(writer_s, 2),
                         "names": doc["query"]["names"], "first": doc["files"][0]["path"] if doc["files"] else None})
            print(f"  bm25 {bm25_s:6.2f} s  writer {writer_s:6.2f} s  query {doc['query']['names']}  {question}",
                  flush=True)
    split = in_process(tree, questions, args.writer)
    bm25 = statistics.median(r["bm25_s"] for r in rows)
    written = statistics.median(r["writer_s"] for r in rows)
    result = {"benchmark": "explore_writer_seconds", "machine": machine(), "package": args.package,
              "tree": str(tree), "writer": args.writer, "rows": rows,
              "median_bm25_s": round(bm25, 2), "median_writer_s": round(written, 2),
              "median_added_s": round(statistics.median(r["writer_s"] - r["bm25_s"] for r in rows), 2),
              "ratio": round(written / bm25, 1), **split}
    print(f"median: bm25 {bm25:.2f} s, writer {written:.2f} s (+{result['median_added_s']:.2f} s a question, "
          f"{result['ratio']}x); in process: loading {split['load_s']:.2f} s once, writing a query "
          f"{split['median_write_s']:.2f} s (median)")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return result


if __name__ == "__main__":
    main()
