"""The policy's scoring in RL with its trunk from the reflector's prompt states (``PairTrunk``)
against the full trunk: seconds for the same real states, alternating, in one process.

    python benchmarks/bench_pair_trunk.py --reflector RUN --data GEN/sft_policy.jsonl \\
        --out benchmarks/results/pair_trunk.json

RL's players as `reflect rlft` loads them (the embedded base, a fresh LoRA policy on the top 4
layers, made active, ``RUN``'s reflector adapter, RL's bf16 where the CPU has it); the reflector
writes each state's reflection first (its prompt forward keeps the states), then the policy
scores the state's commands under RL's trunk memo, fresh for every pass, in batches of 4: with
``pair`` the shared layers run only after the reflection prompt, with ``full`` over the whole
prompt. Also reported: how far the two paths' probabilities are apart and how often their
greedy command differs.
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = C.parser(__doc__.splitlines()[0])
    p.add_argument("--reflector", required=True, help="a LoRA reflection run (reflect sft --target reflection)")
    p.add_argument("--data", required=True, help="gen-data's sft_policy.jsonl (its validation states are used)")
    p.add_argument("--states", type=int, default=16)
    p.add_argument("--reps", type=int, default=3)
    p.add_argument("--policy-layers", type=int, default=4, help="the fresh policy adapter's top layers (RL's default)")
    args = p.parse_args(argv)
    C.setup(args)
    import numpy as np
    import torch

    from reflect_cli.agent.players import load_players
    from reflect_cli.agent.policy import Policy, Reflector
    from reflect_cli.lm.adapters import LoraSettings
    from reflect_cli.lm.transformers.trunk import TrunkCache, keep_trunk_states
    from reflect_cli.train.mixed_precision import autocast_factory

    players = load_players(args.model or "embedded", args.reflector, device="cpu", trainable=True,
                           lora=LoraSettings(layers=args.policy_layers))
    autocast, bf16 = autocast_factory(players.base.model, players.base.device, "auto")
    for lm in (players.policy, players.reflector):
        lm.prefill_bf16 = bf16
    pair = players.reflector.pair_trunk
    if pair is None:
        raise SystemExit("the reflector adapts every layer: nothing below both adapters to share")
    records = [json.loads(line) for line in Path(args.data).read_text().splitlines() if line.strip()]
    records = [r for r in records if r.get("split") == "validation"][: (4 if args.quick else args.states)]
    observations = [r["observation"] for r in records]
    env = records[0].get("env", "autoexplore")
    reflector = Reflector(players.reflector, env)
    policy = Policy(players.policy, env, head="text")
    texts: list[str] = []
    for i in range(0, len(records), 4):
        texts += reflector.reflect_batch_with_prefix(observations[i : i + 4])[0]
    rngs = [np.random.default_rng(0)] * 4
    policy.act_batch(observations[:1], [records[0]["actions"]], texts[:1], greedy=True, rngs=rngs[:1])  # adapter active
    seconds: dict[str, list[float]] = {"full": [], "pair": []}
    probs: dict[str, list[Any]] = {}
    for _rep in range(1 if args.quick else args.reps):
        for name in ("full", "pair"):
            memo = TrunkCache(players.base.model, autocast=autocast, max_bytes=256 * 2**20)
            memo.pair = pair if name == "pair" else None
            kept = []
            t0 = C.clock()
            for i in range(0, len(records), 4):
                with keep_trunk_states(players.policy, memo):
                    kept += policy.act_batch(observations[i : i + 4], [r["actions"] for r in records[i : i + 4]],
                                             texts[i : i + 4], greedy=True, rngs=rngs[: len(records[i : i + 4])])
            seconds[name].append(C.clock() - t0)
            probs[name] = [torch.as_tensor(c.probs) for c in kept]
            print(f"{name}: {seconds[name][-1]:.2f} s", file=sys.stderr, flush=True)
    full, shared = probs["full"], probs["pair"]
    doc = {
        "machine": C.machine(),
        "settings": {"reflector": args.reflector, "data": args.data, "states": len(records), "bf16": bf16},
        "seconds": seconds,
        "median_seconds": {k: round(statistics.median(v), 3) for k, v in seconds.items()},
        "speedup": round(statistics.median(seconds["full"]) / statistics.median(seconds["pair"]), 2),
        "max_abs_prob_diff": max(float((a - b).abs().max()) for a, b in zip(full, shared, strict=True)),
        "same_greedy_command": sum(int(a.argmax() == b.argmax()) for a, b in zip(full, shared, strict=True)),
        "rows_served": pair.rows_served,
        "shared_prompt_tokens": pair.shared_tokens,
    }
    print(f"policy scoring of {len(records)} states: full trunk {doc['median_seconds']['full']} s, pair trunk "
          f"{doc['median_seconds']['pair']} s ({doc['speedup']}x); max |dp| {doc['max_abs_prob_diff']:.2e}, same "
          f"greedy command {doc['same_greedy_command']}/{len(records)}", file=sys.stderr)
    return C.finish(doc, args.out)


if __name__ == "__main__":
    main()
