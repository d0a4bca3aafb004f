"""AutoExplore evaluation cost: listing pages of 40 entries vs 12, and a second agent with the same
frozen reflector with and without a shared reflection store, in one run.

    python benchmarks/bench_ae_page.py --tasks OUT/heldout/autoexplore-gymnasium-networkx-numpy.jsonl \
        --n 24 --out benchmarks/results/ae_page.json

The paper table's protocol at the cpu budget: held-out depth-1 tasks each played once (the first
``--n``, spread over the packages), BM25-ordered listings, horizon 6, greedy, 16 episodes in
lockstep, bf16 where the CPU has it. The agent is the untrained base model, which plays every
step of the horizon, so every step costs a reflection and a policy call. Each evaluation gets a
freshly loaded model (no prompt cached from an earlier one). Reports seconds per episode step,
prompt tokens at the first step, and the speed-up over the first setting.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import finish, machine, parser, setup, table  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--tasks", required=True, help="held-out AutoExplore tasks (JSONL), e.g. paper_table's heldout file")
    p.add_argument("--n", type=int, default=24, help="depth-1 tasks to play")
    p.add_argument("--pages", type=int, nargs="+", default=[40, 12])
    args = p.parse_args(argv)
    setup(args)

    from reflect_cli.agent import prompts
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv
    from reflect_cli.envs.autoexplore.tasks import load_explore_tasks
    from reflect_cli.evaluation import evaluate, load_eval_players

    ref = args.model or "embedded"
    tasks = [t for t in load_explore_tasks(args.tasks) if t.depth == 1]
    n = min(4 if args.quick else args.n, len(tasks))
    if not n:
        raise SystemExit(f"{args.tasks}: no depth-1 task")
    tasks = [tasks[int(i * len(tasks) / n)] for i in range(n)]

    def prompt_tokens(page: int, players) -> tuple[float, float]:
        tok = players.policy.tokenizer
        policy, actions = [], []
        for task in tasks:
            env = AutoExploreEnv(tasks=[task], horizon=6, action_order="lexical", max_entries_per_page=page)
            obs, info = env.reset(seed=0, options={"task": 0})
            text = prompts.render(tok, prompts.policy_messages(obs, info["actions"], None, "autoexplore", "x" * 80))
            policy.append(len(tok(text).input_ids))
            actions.append(sum(len(tok(a).input_ids) + 1 for a in info["actions"]))
        return sum(policy) / len(policy), sum(actions) / len(actions)

    def play(page: int, reflect: bool, store: dict | None = None):
        players = load_eval_players(ref, "autoexplore", reflect=reflect)
        t0 = time.perf_counter()
        doc = evaluate("autoexplore", [ref], seeds=(0,), levels=[1], tasks=tasks, each_task=True, max_steps=6,
                       env_kwargs={"action_order": "lexical", "max_entries_per_page": page}, greedy=True,
                       reflect=reflect, batch=16, bf16="auto", keep_episodes=True, load_model=lambda _r: players,
                       reflections=store)
        return time.perf_counter() - t0, doc, players

    rows = []
    base: dict[bool, float] = {}
    for reflect in (False, True):
        for page in args.pages:
            seconds, doc, players = play(page, reflect)
            steps = sum(len(e["actions"]) for e in doc["episodes"])
            per_step = seconds / max(1, steps)
            base.setdefault(reflect, per_step)
            tokens, continuation = prompt_tokens(page, players)
            rows.append({"setting": f"page {page}, {'with' if reflect else 'no'} reflection", "episodes": len(doc["episodes"]),
                         "steps": steps, "seconds": round(seconds, 1), "s/step": round(per_step, 3),
                         "speed-up": round(base[reflect] / per_step, 2), "policy prompt tokens": round(tokens),
                         "command tokens": round(continuation)})
    # The second of two agents sharing one frozen reflector (SFT only, then Reflect-RL in the table):
    # here the same agent twice, so the second reads every reflection from the store.
    page = args.pages[-1]
    store: dict = {}
    first_s, first, _ = play(page, True, store)
    second_s, second, _ = play(page, True, store)
    same = [e["actions"] for e in first["episodes"]] == [e["actions"] for e in second["episodes"]]
    steps = sum(len(e["actions"]) for e in second["episodes"])
    rows.append({"setting": f"page {page}, with reflection, first agent (store filled)", "episodes": len(first["episodes"]),
                 "steps": steps, "seconds": round(first_s, 1), "s/step": round(first_s / max(1, steps), 3),
                 "speed-up": 1.0, "policy prompt tokens": "", "command tokens": ""})
    rows.append({"setting": f"page {page}, with reflection, second agent (store read; same episodes: {same})",
                 "episodes": len(second["episodes"]), "steps": steps, "seconds": round(second_s, 1),
                 "s/step": round(second_s / max(1, steps), 3), "speed-up": round(first_s / second_s, 2),
                 "policy prompt tokens": "", "command tokens": ""})
    print(table(rows, ["setting", "episodes", "steps", "seconds", "s/step", "speed-up", "policy prompt tokens",
                       "command tokens"]))
    finish({"bench": "ae_page", "model": ref, "tasks": args.tasks, "n": n, "machine": machine(), "rows": rows}, args.out)


if __name__ == "__main__":
    main()
