"""What a trained query writer's distribution knows: its choice among the candidate names against
the reward every name would earn (the query-writer env computes them all).

    python benchmarks/writer_choices.py --writer RUN --history-repos MIRRORS... \
        --json benchmarks/results/writer_choices.json

On the pooled dev questions (c) and history questions (h) of ``bench_query_writer.py``, scores
every action of the first step with the writer's policy (no reflection) and reads
``QueryWriterEnv.action_rewards``: the residual reward of ``stop`` and of each ``add NAME``. It
reports the mean reward of four rules (the greedy choice; ``stop`` unless the adds together
outweigh it; always the most likely name; a uniformly random name) beside the oracle's best, how
many questions have a name that helps, and where the best name stands in the writer's order of
the names (1: its most likely): a writer that learned which words the code uses puts it near 1.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_query_writer import dev_records, history_records  # noqa: E402


def first_step(policy, records: list[dict], weight: float) -> list[dict]:
    from reflect_cli.envs.query_writer.env import QueryWriterEnv

    rows = []
    for i, record in enumerate(records):
        env = QueryWriterEnv([{"id": f"q{i}", "question": record["question"], "targets": record["targets"],
                               "repo": record["repo"]}], weight=weight)
        observation, _ = env.reset(options={"task": 0})
        actions = env.actions()
        logps = policy.action_logprobs([policy.prompt(observation, actions, None)], [actions])[0]
        rows.append({"rank_before": env.rank_before, "probs": [math.exp(float(x)) for x in logps],
                     "rewards": env.action_rewards()})
    return rows


def summarise(rows: list[dict]) -> dict:
    n = max(len(rows), 1)
    rules = {"greedy": 0.0, "stop_unless_adds_outweigh": 0.0, "most_likely_name": 0.0, "random_name": 0.0,
             "oracle": 0.0}
    best_places = []
    for row in rows:
        probs, rewards = row["probs"], row["rewards"]
        names = list(range(1, len(probs)))
        greedy = max(range(len(probs)), key=lambda i: probs[i])
        top = max(names, key=lambda i: probs[i]) if names else 0
        rules["greedy"] += rewards[greedy]
        rules["stop_unless_adds_outweigh"] += rewards[top] if 1 - probs[0] > probs[0] else rewards[0]
        rules["most_likely_name"] += rewards[top]
        rules["random_name"] += sum(rewards[1:]) / max(1, len(rewards) - 1)
        rules["oracle"] += max(rewards)
        if names and max(rewards[1:]) > 0:
            order = sorted(names, key=lambda i: -probs[i])
            best_places.append(order.index(max(names, key=lambda i: rewards[i])) + 1)
    return {"n": len(rows), "mean_reward": {k: round(v / n, 4) for k, v in rules.items()},
            "questions_a_name_helps": len(best_places),
            "best_name_place": {"median": statistics.median(best_places) if best_places else None,
                                "first": sum(1 for p in best_places if p == 1),
                                "top3": sum(1 for p in best_places if p <= 3)},
            "names_offered_mean": round(statistics.mean(len(r["probs"]) - 1 for r in rows), 2) if rows else 0,
            "p_stop_median": round(statistics.median(r["probs"][0] for r in rows), 4) if rows else None}


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--writer", required=True, help="a query-writer policy run")
    ap.add_argument("--history-repos", nargs="*", type=Path, default=[], help="set (h): bare mirrors, evaluation only")
    ap.add_argument("--history-per-repo", type=int, default=40)
    ap.add_argument("--weight", type=float, default=0.5)
    ap.add_argument("--cache", type=Path, default=Path("/tmp/reflect-query-writer-cache"))
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)

    from reflect_cli.agent.policy import Policy
    from reflect_cli.evaluation import load_eval_players

    records = dev_records() + history_records(args.history_repos, args.history_per_repo, args.cache)
    policy = Policy(load_eval_players(args.writer, "query-writer", reflect=False).policy, "query-writer")
    result = {"writer": args.writer, **summarise(first_step(policy, records, args.weight))}
    print(json.dumps(result, indent=1))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return result


if __name__ == "__main__":
    main()
