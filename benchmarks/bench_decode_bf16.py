"""Reflections with bf16 decode weights (``decode_bf16``, lm/transformers/decode_weights.py) against fp32
decode steps: seconds for the same real states, alternating, in one process, and how the texts
differ.

    python benchmarks/bench_decode_bf16.py --reflector RUN --data GEN/sft_policy.jsonl \\
        --out benchmarks/results/decode_bf16.json

RL's players as `reflect rlft` loads them (the embedded base, a fresh LoRA policy, ``RUN``'s
reflector adapter active, ``prefill_bf16`` where the CPU has bf16: what RL's rollouts run). For
each pass the reflection cache and the KV store are emptied and the validation states' greedy
reflections are written in batches of 4 (RL's group size), once with fp32 decode steps and once
with bf16 decode weights (after one untimed batch of each). Reported: seconds per state, decode forwards, how many texts are the
same, and a quality proxy where they differ: how often the reflection names the file of the
state's gold command (``cat X`` / ``id X`` / ``cd X``), for each side.
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402


def gold_name(record: dict[str, Any]) -> str | None:
    """The last path component the gold command names (``cat pkg/core.py`` -> ``core.py``)."""
    actions = record.get("actions") or []
    index = record.get("action_index")
    if index is None or not 0 <= int(index) < len(actions):
        return None
    parts = str(actions[int(index)]).split(maxsplit=1)
    if len(parts) < 2:
        return None
    name = parts[1].strip().rstrip("/").split("/")[-1]
    return name or None


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = C.parser(__doc__.splitlines()[0])
    p.add_argument("--reflector", required=True, help="a LoRA reflection run (reflect sft --target reflection)")
    p.add_argument("--data", required=True, help="gen-data's sft_policy.jsonl (its validation states are used)")
    p.add_argument("--states", type=int, default=32)
    p.add_argument("--reps", type=int, default=2, help="fp32/bf16 pairs")
    p.add_argument("--batch", type=int, default=4)
    args = p.parse_args(argv)
    C.setup(args)
    from reflect_cli.agent.players import load_players
    from reflect_cli.agent.policy import Reflector
    from reflect_cli.lm.adapters import LoraSettings
    from reflect_cli.train.mixed_precision import autocast_factory

    players = load_players(args.model or "embedded", args.reflector, device="cpu", trainable=True,
                           lora=LoraSettings(layers=4))
    _, bf16 = autocast_factory(players.base.model, players.base.device, "auto")
    lm = players.reflector
    lm.prefill_bf16 = bf16
    records = [json.loads(line) for line in Path(args.data).read_text().splitlines() if line.strip()]
    records = [r for r in records if r.get("split") == "validation"][: (4 if args.quick else args.states)]
    observations = [r["observation"] for r in records]
    reflector = Reflector(lm, records[0].get("env", "autoexplore"))
    seconds: dict[str, list[float]] = {"fp32": [], "bf16": []}
    forwards: dict[str, int] = {}
    texts: dict[str, list[str]] = {}
    for name in ("fp32", "bf16"):  # warm-up: allocations, kernels, the bf16 copies
        lm.decode_bf16 = name == "bf16"
        reflector.reflect_batch(observations[: args.batch])
    for _ in range(1 if args.quick else args.reps):
        for name in ("fp32", "bf16"):
            lm.decode_bf16 = name == "bf16"
            reflector._cache.clear()
            lm.clear_kv_store()
            before = lm.kv_store_stats().get("decode_forwards", 0)
            out: list[str] = []
            t0 = C.clock()
            for i in range(0, len(observations), args.batch):
                out += reflector.reflect_batch(observations[i : i + args.batch])
            seconds[name].append(C.clock() - t0)
            forwards[name] = lm.kv_store_stats().get("decode_forwards", 0) - before
            texts[name] = out
            print(f"{name}: {seconds[name][-1]:.2f} s", file=sys.stderr, flush=True)
    golds = [gold_name(r) for r in records]
    names = {k: sum(1 for t, g in zip(v, golds, strict=True) if g and g in t) for k, v in texts.items()}
    same = sum(a == b for a, b in zip(texts["fp32"], texts["bf16"], strict=True))
    med = {k: statistics.median(v) for k, v in seconds.items()}
    doc = {
        "machine": C.machine(),
        "settings": {"reflector": args.reflector, "data": args.data, "states": len(records), "batch": args.batch,
                     "prefill_bf16": bf16, "max_new_tokens": reflector.max_new_tokens},
        "seconds": seconds,
        "seconds_per_state": {k: round(v / len(records), 3) for k, v in med.items()},
        "speedup": round(med["fp32"] / med["bf16"], 2),
        "decode_forwards": forwards,
        "same_texts": same,
        "names_gold_file": names,
        "with_gold_file": sum(1 for g in golds if g),
        "differing": [{"fp32": a, "bf16": b} for a, b in zip(texts["fp32"], texts["bf16"], strict=True) if a != b][:8],
    }
    print(f"reflections of {len(records)} states: fp32 decode {doc['seconds_per_state']['fp32']} s/state, bf16 decode "
          f"weights {doc['seconds_per_state']['bf16']} s/state ({doc['speedup']}x); same texts {same}/{len(records)}; "
          f"names the gold file: fp32 {names['fp32']}, bf16 {names['bf16']} of {doc['with_gold_file']}", file=sys.stderr)
    return C.finish(doc, args.out)


if __name__ == "__main__":
    main()
