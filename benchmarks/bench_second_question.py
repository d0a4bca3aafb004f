"""First against later questions on one tree, each in a new process, as a user asks them:
``reflect explore TREE QUESTION --model bm25 --json`` four times in a fresh reflect home.

The first question builds the tree's stored index (it gets the time it needs: up to 120 s by
default); every later one reads only what changed. Reports each process's wall seconds (start-up
included), what its index read and reused, whether its walk was cut, and the ratio of the first
to the second. ``--budget 3`` reproduces an explicit per-question budget for the first question
too (before: the 3 s default cut a large tree's first index, and the second question read the rest).

With ``--in-process`` the same questions are asked of one ``reflect mcp`` tool set in this process
(a fresh reflect home too): the first builds the index, the next reuse the warm ranking.

    python benchmarks/bench_second_question.py [--package sympy] [--budget SECONDS] [--in-process] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import package_root  # noqa: E402

QUESTIONS = [
    "Where is the greatest common divisor of two polynomials computed?",
    "Where are matrices inverted?",
    "Where is the derivative of a product applied?",
    "Where are expressions printed as LaTeX?",
]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--package", default="sympy", help="an installed package (not a reserved one)")
    p.add_argument("--budget", type=float, default=None, help="pass --budget to every question")
    p.add_argument("--in-process", action="store_true", help="one process, the MCP server's tools")
    p.add_argument("--out", default=None)
    args = p.parse_args()
    tree = package_root(args.package)
    if args.in_process:
        in_process(tree)
        return
    rows = []
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "REFLECT_HOME": home}
        for question in QUESTIONS:
            cmd = [sys.executable, "-m", "reflect_cli", "explore", str(tree), question, "--model", "bm25", "--json",
                   "--quiet"] + (["--budget", str(args.budget)] if args.budget else [])
            t0 = time.perf_counter()
            out = subprocess.run(cmd, env=env, capture_output=True, text=True)
            seconds = time.perf_counter() - t0
            if out.returncode not in (0, 3, 4):
                raise SystemExit(out.stderr)
            doc = json.loads(out.stdout)
            rows.append({"question": question, "seconds": round(seconds, 2), "files": doc["index"]["files"],
                         "read": doc["index"]["read"], "reused": doc["index"]["reused"], "cut": doc["budget"]["cut"],
                         "max_seconds": doc["budget"]["max_seconds"], "first": doc["files"][0]["path"]})
            print(json.dumps(rows[-1]))
    summary = {"package": args.package, "files": rows[-1]["files"], "seconds": [r["seconds"] for r in rows],
               "first_over_second": round(rows[0]["seconds"] / rows[1]["seconds"], 2),
               "second_over_third": round(rows[1]["seconds"] / rows[2]["seconds"], 2), "loadavg": os.getloadavg()}
    print(json.dumps(summary))
    if args.out:
        Path(args.out).write_text(json.dumps({"summary": summary, "rows": rows}, indent=2) + "\n")


def in_process(tree: Path) -> None:
    with tempfile.TemporaryDirectory() as home:
        os.environ["REFLECT_HOME"] = home
        from reflect_cli.mcp_server import Tools

        tools = Tools([tree])
        seconds = []
        for question in QUESTIONS:
            t0 = time.perf_counter()
            doc = tools.explore(str(tree), question)
            seconds.append(round(time.perf_counter() - t0, 3))
            print(json.dumps({"question": question, "seconds": seconds[-1], "read": doc["index"]["read"],
                              "first": doc["files"][0]["path"]}))
        print(json.dumps({"in_process": True, "seconds": seconds, "loadavg": os.getloadavg()}))


if __name__ == "__main__":
    main()
