"""How far RL's update moves an SFT policy, and how much signal its groups carry, without rollouts.

On the states of an SFT data file (gold reflections in the prompt, the gold command as the one
that pays), each step samples ``--group`` commands per state from the current policy, gives each
the leave-one-out advantage of "it is the gold command" (RLOO over the group, as ``--baseline
group``), and takes one ``policy_gradient_step`` with the RL defaults (AdamW, clip 0.3, bf16 where
native). Per step it prints the five RL diagnostics (KL from the starting policy on these states,
entropy, gradient norm before clipping, the share of states whose group had zero advantage, the
advantages' spread) and the greedy agreement with the gold command on held-out states. Every
learning rate starts from the same SFT weights.

    python benchmarks/bench_rl_kl.py --policy PIPE/sft-policy --data PIPE/data/sft_policy.jsonl \
        --lrs 1e-4 1e-3 --steps 4 --states 12 --out results.json
"""

from __future__ import annotations

import argparse
import json
import math
import time
from pathlib import Path

import numpy as np


def main(argv: list[str] | None = None) -> dict:
    import torch

    from reflect_cli.jsonl import read_jsonl
    from reflect_cli.train.distributed import SINGLE
    from reflect_cli.train.reinforce import kl_to_start, policy_gradient_step, probe_logprobs
    from reflect_cli.train.rl import RLConfig, load_rl_model

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--policy", required=True)
    p.add_argument("--data", type=Path, required=True)
    p.add_argument("--lrs", type=float, nargs="+", default=[1e-4, 1e-3])
    p.add_argument("--steps", type=int, default=4)
    p.add_argument("--states", type=int, default=12, help="training states (and as many held-out ones)")
    p.add_argument("--group", type=int, default=4)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", type=Path, default=None)
    args = p.parse_args(argv)

    records = list(read_jsonl(args.data))
    rng = np.random.default_rng(args.seed)
    train = [r for r in records if r.get("split") == "train"]
    held = [r for r in records if r.get("split") in ("validation", "test")]
    train = [train[i] for i in rng.permutation(len(train))[: args.states]]
    held = [held[i] for i in rng.permutation(len(held))[: args.states]]
    cfg = RLConfig(env="autoexplore", policy=args.policy, reflector=None)
    model = load_rl_model(cfg, "autoexplore", SINGLE, None)
    policy, params = model.policy, model.params
    start_weights = {n: t.detach().clone() for n, t in params.items()}

    def prompts_of(recs):
        return [policy.prompt(r["observation"], r["actions"], r.get("reflection")) for r in recs]

    train_prompts, held_prompts = prompts_of(train), prompts_of(held)
    probes = [(pr, list(r["actions"])) for pr, r in zip(train_prompts, train, strict=True)]
    start = probe_logprobs(policy, probes)
    start_entropy = float(np.mean([-sum(math.exp(x) * x for x in lp) for lp in start]))

    def agreement(recs, prompts):
        with torch.no_grad():
            lps = policy.action_logprobs(prompts, [r["actions"] for r in recs], grad=False)
        return float(np.mean([int(torch.argmax(lp)) == r["action_index"] for lp, r in zip(lps, recs, strict=True)]))

    doc = {"policy": args.policy, "states": len(train), "group": args.group, "start_entropy": start_entropy,
           "start_p_gold": float(np.mean([math.exp(lp[r["action_index"]]) for lp, r in zip(start, train, strict=True)])),
           "start_heldout_agreement": agreement(held, held_prompts), "runs": []}
    print(json.dumps({k: v for k, v in doc.items() if k != "runs"}), flush=True)
    for lr in args.lrs:
        with torch.no_grad():
            for n, t in params.items():
                t.copy_(start_weights[n])
        optimizer = torch.optim.AdamW(list(params.values()), lr=lr, weight_decay=cfg.weight_decay)
        rows = []
        for step in range(1, args.steps + 1):
            t0 = time.perf_counter()
            now = probe_logprobs(policy, probes)
            items, silent, advs = [], 0, []
            for (prompt, actions), lp, rec in zip(probes, now, train, strict=True):
                probs = np.exp(np.asarray(lp, dtype=np.float64))
                picks = rng.choice(len(actions), size=args.group, p=probs / probs.sum())
                rewards = [float(a == rec["action_index"]) for a in picks]
                group_adv = [r - (sum(rewards) - r) / (args.group - 1) for r in rewards]
                silent += all(abs(a) < 1e-9 for a in group_adv)
                advs += group_adv
                items += [(prompt, actions, int(a), float(lp[a]), adv) for a, adv in zip(picks, group_adv, strict=True)]
            stats = policy_gradient_step(policy, items, [], cfg, list(params.values()), optimizer,
                                         autocast=model.autocast)
            after = probe_logprobs(policy, probes)
            row = {"lr": lr, "step": step, "policy/kl_to_start": kl_to_start(start, after),
                   "entropy": float(np.mean([-sum(math.exp(x) * x for x in lp) for lp in after])),
                   "optim/grad_norm": stats["optim/grad_norm"], "advantage/zero_group_frac": silent / len(probes),
                   "advantage/std": float(np.std(advs)),
                   "p_gold": float(np.mean([math.exp(lp[r["action_index"]]) for lp, r in zip(after, train, strict=True)])),
                   "heldout_agreement": agreement(held, held_prompts), "seconds": round(time.perf_counter() - t0, 1)}
            rows.append(row)
            print(json.dumps(row), flush=True)
        doc["runs"].append(rows)
    if args.out:
        args.out.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
    return doc


if __name__ == "__main__":
    main()
