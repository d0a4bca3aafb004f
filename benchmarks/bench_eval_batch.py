"""`reflect eval --batch`: a model agent's episodes one at a time vs in lockstep (one batched
reflection and policy call per step), same agent, same start states, in one run.

    python benchmarks/bench_eval_batch.py --agent RUN --batches 1 8 16 --states 16 --out benchmarks/results/eval_batch.json

Taxi pickup under the paper's protocol (map-only rendering, horizon 15, the paper table's
fixed-seed start states), greedy, with the agent's reflector. Reports seconds per episode for
each batch width, the speed-up over the first width, and whether every episode's actions equal
those of the first width (greedy play must not change with the batch).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import finish, machine, parser, setup, table  # noqa: E402


def main() -> None:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--agent", required=True, help="a trained Taxi run or pipeline (with its reflector), or a model")
    p.add_argument("--batches", type=int, nargs="+", default=[1, 8, 16])
    p.add_argument("--states", type=int, default=16, help="start states (the paper table's first N)")
    args = p.parse_args()
    setup(args)

    from paper_table import taxi_episode_options
    from reflect_cli.evaluation import evaluate, load_eval_players

    players = load_eval_players(args.agent, "taxi", reflect=True)
    options = taxi_episode_options(50)[: (2 if args.quick else args.states)]
    rows, first = [], None
    for width in args.batches:
        t0 = time.perf_counter()
        doc = evaluate("taxi", [args.agent], seeds=(0,), levels=["pickup"], episode_options=options,
                       env_kwargs={"render_style": "map"}, max_steps=15, greedy=True, keep_episodes=True,
                       batch=width, load_model=lambda ref: players)
        seconds = time.perf_counter() - t0
        actions = [e["actions"] for e in doc["episodes"]]
        first = first if first is not None else (actions, seconds)
        result = doc["results"][0]
        rows.append({"batch": width, "episodes": len(actions), "seconds": round(seconds, 1),
                     "s/episode": round(seconds / len(actions), 2), "speed-up": round(first[1] / seconds, 2),
                     "successes": result["successes"], "same episodes": actions == first[0]})
    print(table(rows, ["batch", "episodes", "seconds", "s/episode", "speed-up", "successes", "same episodes"]))
    finish({"bench": "eval_batch", "agent": args.agent, "machine": machine(), "rows": rows}, args.out)


if __name__ == "__main__":
    main()
