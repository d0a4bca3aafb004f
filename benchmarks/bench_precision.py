"""bf16 vs fp32 for the policy-gradient update: speed and agreement, on real policy prompts.

The forward+backward that `reflect rlft`'s update runs for each prompt (``policy.action_logprobs``
with grad, loss = the chosen action's log-probability), once in fp32 and once with
``train.precision``'s bf16 body (output head in fp32), interleaved, on the same prompts and the
same LoRA weights. Reports seconds per prompt for each, their ratio, the largest difference of
an action log-probability (any action, the chosen one), the largest total-variation distance
between the two action distributions, and the cosine between the two gradients (1.0: same direction).

    python benchmarks/bench_precision.py --data GEN_DATA/sft_policy.jsonl --out benchmarks/results/precision.json

``--parts rollout`` measures the rollouts' side instead (``prefill_bf16``, what ``reflect rlft``
turns on with the bf16 update): greedy reflections of the prompts' states and the policy's label
scores with them, through the prefix KV store from empty, fp32 against the bf16 prefill,
interleaved; seconds per state for each, whether the reflections are the same texts, and the
largest log-probability and total-variation differences of the scores.

    python benchmarks/bench_precision.py --data GEN_DATA/sft_policy.jsonl --parts rollout --out benchmarks/results/precision_rollout.json

``--data``: a gen-data ``sft_policy.jsonl`` (AutoExplore prompts with reflections). The LoRA
adapter is fresh with its B matrices set to small seeded random values, so that it changes the
forward as a trained adapter does (a fresh one is an exact no-op). ``--policy RUN`` uses a
trained policy instead.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402


def records(path: Path, n: int) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    rows = [r for r in rows if r.get("target", "policy") == "policy" and r.get("actions")]
    return rows[:: max(1, len(rows) // n)][:n]


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = C.parser(__doc__.splitlines()[0])
    p.add_argument("--data", required=True, help="gen-data sft_policy.jsonl")
    p.add_argument("--policy", default=None, help="a trained policy run (default: embedded base + seeded LoRA)")
    p.add_argument("--prompts", type=int, default=8)
    p.add_argument("--rounds", type=int, default=2, help="fp32/bf16 pairs")
    p.add_argument("--heads", nargs="+", default=["label", "text"])
    p.add_argument("--parts", nargs="+", default=["update"], choices=("update", "rollout"),
                   help="update: the policy-gradient forward+backward; rollout: reflections and scores (no grad)")
    args = p.parse_args(argv)
    C.setup(args)
    doc: dict[str, Any] = {}
    if "update" in args.parts:
        doc = update_part(args)
    if "rollout" in args.parts:
        doc = {**doc, **rollout_part(args)}
    return C.finish(doc, args.out)


def rollout_part(args: Any) -> dict[str, Any]:
    from reflect_cli.agent.policy import Policy, Reflector
    from reflect_cli.lm.loading import load_model
    from reflect_cli.train.mixed_precision import cpu_has_native_bf16

    lm = load_model(args.model)
    rows = records(Path(args.data), 2 if args.quick else args.prompts)
    env = rows[0].get("env", "autoexplore")
    policy, reflector = Policy(lm, env, head="label"), Reflector(lm, env, max_new_tokens=48)
    cap = policy.max_actions or 10**9
    states = [(r["observation"], list(r["actions"])[:cap]) for r in rows]
    runs: dict[str, dict[str, list[float]]] = {m: {"reflect": [], "score": []} for m in ("fp32", "bf16")}
    seen: dict[str, tuple[list[str], list[list[float]]]] = {}
    for _ in range(1 if args.quick else args.rounds):
        for mode in ("fp32", "bf16"):
            lm.prefill_bf16 = mode == "bf16"
            lm.clear_kv_store()
            reflector._cache.clear()
            out: dict[str, Any] = {}

            def reflect(out: dict[str, Any] = out) -> None:
                out["reflections"] = reflector.reflect_batch([o for o, _ in states])

            def score(out: dict[str, Any] = out) -> None:
                texts = [policy.prompt(o, a, r) for (o, a), r in zip(states, out["reflections"], strict=True)]
                out["logps"] = [[float(x) for x in lp] for lp in policy.label_logprobs(texts, [len(a) for _, a in states])]

            for part, fn in (("reflect", reflect), ("score", score)):
                seconds, _ = C.timed(fn)
                runs[mode][part].append(seconds / len(states))
            seen[mode] = (out["reflections"], out["logps"])
    (r32, lp32), (r16, lp16) = seen["fp32"], seen["bf16"]
    row: dict[str, Any] = {"states": len(states), "cpu_native_bf16": cpu_has_native_bf16(),
                           "same_reflections": sum(a == b for a, b in zip(r32, r16, strict=True))}
    for part in ("reflect", "score"):
        a, b = C.median(runs["fp32"][part]), C.median(runs["bf16"][part])
        row[part] = {"fp32_seconds_per_state": a, "bf16_seconds_per_state": b, "speedup": a / b}
    same = [i for i in range(len(states)) if r32[i] == r16[i]]  # scores compare like for like on these
    row["max_abs_logprob_diff"] = max((abs(x - y) for i in same for x, y in zip(lp32[i], lp16[i], strict=True)), default=None)
    row["max_total_variation"] = max((0.5 * sum(abs(math.exp(x) - math.exp(y)) for x, y in zip(lp32[i], lp16[i], strict=True))
                                      for i in same), default=None)
    row["runs"] = runs
    print(f"rollout: {len(states)} states; reflections {row['reflect']['speedup']:.2f}x, scores "
          f"{row['score']['speedup']:.2f}x faster in bf16; same reflections {row['same_reflections']}/{len(states)}; "
          f"max |d logp| {row['max_abs_logprob_diff']}, total variation {row['max_total_variation']}", flush=True)
    return {"machine": C.machine(), "rollout": row}


def update_part(args: Any) -> dict[str, Any]:
    import torch

    from reflect_cli.agent.players import load_players
    from reflect_cli.agent.policy import Policy
    from reflect_cli.train.mixed_precision import autocast_factory, cpu_has_native_bf16

    doc: dict[str, Any] = {"machine": C.machine(), "cpu_native_bf16": cpu_has_native_bf16(), "heads": {}}
    players = load_players(args.policy or args.model, None, device="cpu", trainable=True)
    model = players.base.model
    if args.policy is None:
        gen = torch.Generator().manual_seed(0)
        with torch.no_grad():
            for name, param in model.named_parameters():
                if "lora_B" in name:
                    param.copy_(torch.randn(param.shape, generator=gen) * 0.02)
    params = [q for q in model.parameters() if q.requires_grad]
    rows = records(Path(args.data), 2 if args.quick else args.prompts)
    for head in args.heads:
        policy = Policy(players.policy, rows[0].get("env", "autoexplore"), head=head)
        cap = policy.max_actions or 10**9
        items = []
        for r in rows:
            actions = list(r["actions"])[:cap]
            chosen = min(int(r.get("action_index", 0)), len(actions) - 1)
            items.append((policy.prompt(r["observation"], actions, r.get("reflection")), actions, chosen))
        tokens = sum(len(players.base.tokenizer(t, add_special_tokens=False)["input_ids"]) for t, _, _ in items)
        runs: dict[str, list[float]] = {"fp32": [], "bf16": []}
        seen: dict[str, tuple[list[list[float]], Any]] = {}
        for _ in range(1 if args.quick else args.rounds):
            for mode in ("fp32", "bf16"):
                autocast, _on = autocast_factory(model, players.base.device, "yes" if mode == "bf16" else "no")
                model.zero_grad(set_to_none=True)
                logps: list[list[float]] = []

                def step(items: list[Any] = items, autocast: Any = autocast, policy: Any = policy,
                         logps: list[list[float]] = logps) -> None:
                    for text, actions, chosen in items:  # one prompt a chunk, as the update on long prompts
                        with autocast():
                            lp = policy.action_logprobs([text], [actions], grad=True)[0]
                        lp[chosen].backward()
                        logps.append([float(x) for x in lp.detach()])

                seconds, _ = C.timed(step)
                runs[mode].append(seconds / len(items))
                grad = torch.cat([q.grad.flatten() for q in params if q.grad is not None]).clone()
                seen[mode] = (logps, grad)
        (lp32, g32), (lp16, g16) = seen["fp32"], seen["bf16"]
        row = {
            "prompts": len(items), "prompt_tokens": tokens,
            "fp32_seconds_per_prompt": C.median(runs["fp32"]), "bf16_seconds_per_prompt": C.median(runs["bf16"]),
            "speedup": C.median(runs["fp32"]) / C.median(runs["bf16"]),
            "max_abs_logprob_diff": max(abs(a - b) for r32, r16 in zip(lp32, lp16, strict=True) for a, b in zip(r32, r16, strict=True)),
            "max_abs_chosen_logprob_diff": max(abs(r32[c] - r16[c]) for r32, r16, (_, _, c) in zip(lp32, lp16, items, strict=True)),
            "max_total_variation": max(0.5 * sum(abs(math.exp(a) - math.exp(b)) for a, b in zip(r32, r16, strict=True))
                                       for r32, r16 in zip(lp32, lp16, strict=True)),
            "grad_cosine": float(torch.nn.functional.cosine_similarity(g32, g16, dim=0)),
            "grad_norm_ratio": float(g16.norm() / g32.norm()),
            "runs": runs,
        }
        doc["heads"][head] = row
        print(f"{head}: {row['prompts']} prompts, {tokens} tokens; fp32 {row['fp32_seconds_per_prompt']:.2f} s, "
              f"bf16 {row['bf16_seconds_per_prompt']:.2f} s per prompt ({row['speedup']:.2f}x); "
              f"max |d logp| {row['max_abs_logprob_diff']:.4f} (chosen {row['max_abs_chosen_logprob_diff']:.4f}, "
              f"total variation {row['max_total_variation']:.4f}); grad cosine {row['grad_cosine']:.4f}", flush=True)
    return doc


if __name__ == "__main__":
    main()
