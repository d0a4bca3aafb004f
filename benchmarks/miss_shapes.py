"""What the ranking's misses on pasted issue reports (``bench_explorer.py --parts d``) look like:
how many put a test file first, and, of the reports whose traceback names files of the tree, how
many put a caller's frame before the frame that raised (the innermost frame in the tree).

Reads the JSON that ``bench_explorer.py`` wrote (its part ``d``, one agent) and the JSONL it was
run on (``benchmarks/issue_reports.py``), question by question in the same order.

    python benchmarks/miss_shapes.py results.json --issue-reports reports.jsonl --agent bm25
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from reflect_cli.search.questions import path_matches, suffix_table, traceback_frames  # noqa: E402
from reflect_cli.search.roles import is_test_module, secondary_file  # noqa: E402


def is_test_file(rel: str) -> bool:
    """A test module, or any file under a tests folder."""
    parts = rel.split("/")
    return is_test_module(parts[-1].rsplit(".", 1)[0]) or any(
        p.lower() in {"tests", "test", "testing"} for p in parts[:-1])


def tree_files(root: str) -> list[str]:
    out = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        out.extend(os.path.relpath(os.path.join(folder, f), root).replace(os.sep, "/") for f in sorted(files))
    return out


def frame_files(text: str, root: str) -> list[str]:
    """The tree's files that the report's traceback frames name, innermost (last) frame first."""
    table = suffix_table(tree_files(root))
    out: list[str] = []
    for path, _ in reversed(traceback_frames(text)):
        hits = path_matches(path, table)
        if len(hits) == 1 and hits[0] not in out:
            out.append(hits[0])
    return out


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("results", type=Path, help="the JSON of bench_explorer.py --parts d")
    ap.add_argument("--issue-reports", type=Path, required=True)
    ap.add_argument("--agent", default="bm25")
    args = ap.parse_args(argv)
    rows = [json.loads(line) for line in args.issue_reports.read_text(encoding="utf-8").splitlines() if line.strip()]
    doc = json.loads(args.results.read_text(encoding="utf-8"))
    detail = next(r for r in doc["parts"]["d"]["results"] if r["agent"] == args.agent)["questions"]
    if len(detail) != len(rows) or any(d["question"] != r["question"][:200] for d, r in zip(detail, rows, strict=True)):
        raise SystemExit("the results are not of these reports, in this order")
    tally = {"reports": len(rows), "at1": 0, "misses": 0, "misses_test_first": 0, "misses_secondary_first": 0,
             "misses_caller_first": 0, "with_frames": 0,
             "frames_at1": 0, "frames_raising_first": 0, "frames_caller_first": 0, "target_raising": 0,
             "target_caller": 0}
    for d, row in zip(detail, rows, strict=True):
        first = d["files"][0][0] if d["files"] else None
        tally["at1"] += d["rank"] == 1
        if d["rank"] != 1:
            tally["misses"] += 1
            tally["misses_test_first"] += first is not None and is_test_file(first)
            tally["misses_secondary_first"] += first is not None and secondary_file(first)
        frames = frame_files(row["question"], row["tree"])
        if not frames:
            continue
        tally["with_frames"] += 1
        tally["frames_at1"] += d["rank"] == 1
        tally["frames_raising_first"] += first == frames[0]
        tally["frames_caller_first"] += first in frames[1:]
        tally["misses_caller_first"] += first in frames[1:] and d["rank"] != 1
        tally["target_raising"] += frames[0] in row["targets"]
        tally["target_caller"] += any(f in row["targets"] for f in frames[1:])
        if first in frames[1:]:
            print(f"caller first: {row['instance_id']}: {first} (raising {frames[0]}) <- {row['targets']}")
    print(json.dumps(tally, indent=1))
    return tally


if __name__ == "__main__":
    main()
