"""An AutoExplore cell's cost by lockstep width, in fp32: the paper table's held-out depth-1 tasks
in natural order, the untrained base model with reflections (every step of the horizon costs a
reflection and a policy call), greedy, 12 entries a page, horizon 6, in one run.

    python benchmarks/bench_ae_width.py --tasks 32 --widths 16 32 --json benchmarks/results/ae_width.json

Reports seconds, episode steps and seconds a step for each width, and whether every episode's
actions are the same at every width (greedy play must not change with the batch).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import paper_table  # noqa: E402


def main(argv: list[str] | None = None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tasks", type=int, default=32, help="depth-1 tasks, spread over the held-out packages")
    ap.add_argument("--widths", type=int, nargs="+", default=[16, 32])
    ap.add_argument("--model", default="embedded")
    ap.add_argument("--work", type=Path, default=Path("/tmp/bench_ae_width"))
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)

    from reflect_cli.envs.autoexplore.tasks import load_explore_tasks
    from reflect_cli.evaluation import evaluate

    repos = paper_table.BUDGETS["cpu"]["train"]["autoexplore"]["gen_data"]["repos"]
    path = paper_table.autoexplore_test_tasks(args.work, list(paper_table.AE_TEST_PACKAGES), repos)
    tasks = [t for t in load_explore_tasks(str(path)) if t.depth == 1]
    tasks = [tasks[int(i * len(tasks) / args.tasks)] for i in range(min(args.tasks, len(tasks)))]
    rows, played = [], []
    for width in args.widths:
        t0 = time.perf_counter()
        doc = evaluate("autoexplore", [args.model], seeds=(0,), reflect=True, greedy=True, batch=width, bf16="no",
                       tasks=tasks, each_task=True, levels=[1], max_steps=6,
                       env_kwargs={"max_entries_per_page": 12}, keep_episodes=True)
        seconds = time.perf_counter() - t0
        episodes = sorted(doc["episodes"], key=lambda e: str(e.get("task_id")))
        steps = sum(len(e["actions"]) for e in episodes)
        played.append([e["actions"] for e in episodes])
        rows.append({"width": width, "seconds": round(seconds, 1), "steps": steps,
                     "s_per_step": round(seconds / max(steps, 1), 3)})
        print(json.dumps(rows[-1]), flush=True)
    result = {"tasks": len(tasks), "rows": rows, "same_episodes": all(p == played[0] for p in played)}
    print(f"same episodes at every width: {result['same_episodes']}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return rows


if __name__ == "__main__":
    main()
