"""How fast an AutoExplore reflector learns to name the next command (issue #27's sizing).

    python benchmarks/bench_reflector_curve.py --data gd/sft_reflection.jsonl --schedule 300,300 \
        --device cuda --out results.jsonl

Trains the reflector (``reflect sft --target reflection``'s LoRA defaults, batch 8, lr 5e-4,
constant schedule) for each step count of ``--schedule`` in turn, each stage continuing the
previous one's adapter, and after each stage lets it write greedy reflections for 64 evenly spaced
validation states: ``gold`` counts those whose recommended command (before the first ": ", or
after the last one in the older form) is the gold
reflection's, ``valid`` those whose command is one of the state's valid actions. One JSON line per
stage (steps so far, training seconds, validation loss, gold, valid, three sample reflections).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from reflect_cli.datagen.explore_reflections import recommended_command as tail


def agreement(run: Path, data: str, device: str) -> tuple[int, int, int, list[str]]:
    from reflect_cli.agent.policy import Reflector
    from reflect_cli.lm.transformers.model import LanguageModel
    from reflect_cli.train.sft import spread

    lm = LanguageModel.load(str(run), device=device)
    with open(data) as f:
        records = [json.loads(line) for line in f]
    records = spread([r for r in records if r.get("split") == "validation"], 64)
    texts = Reflector(lm, "autoexplore").reflect_batch([r["observation"] for r in records])
    gold = sum(tail(t) == tail(r["reflection"]) for t, r in zip(texts, records, strict=True))
    valid = sum(tail(t) in (r.get("actions") or []) for t, r in zip(texts, records, strict=True))
    return gold, valid, len(records), texts[:3]


def main(argv: list[str] | None = None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", required=True, help="gen-data's sft_reflection.jsonl (AutoExplore)")
    ap.add_argument("--schedule", default="300,300", help="comma-separated steps per stage")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--model", default=None, help="base model (default: the embedded SmolLM2-135M)")
    ap.add_argument("--work", type=Path, default=Path("/tmp/bench_reflector_curve"))
    ap.add_argument("--out", type=Path, default=None, help="append the JSON lines here")
    args = ap.parse_args(argv)

    from reflect_cli.runs import RunDir
    from reflect_cli.train.config import lora_from
    from reflect_cli.train.sft import SFTConfig, train_sft

    lora = lora_from({"lora_r": 16, "lora_alpha": 32, "lora_dropout": 0.05, "lora_targets": None,
                      "lora_layers": None}, target="reflection")
    rows, previous, total = [], None, 0
    for steps in (int(x) for x in args.schedule.split(",")):
        total += steps
        out = args.work / f"{Path(args.data).parent.name}_{total}"
        cfg = SFTConfig(data=args.data, target="reflection", model=args.model, steps=steps, batch_size=8, lr=5e-4,
                        lr_schedule="constant", lora=lora, device=args.device,
                        init=str(previous) if previous else None, log_every=50, max_eval_records=64)
        t0 = time.time()
        result = train_sft(cfg, RunDir.create(out, stage="sft", config=cfg.to_dict()))
        seconds = time.time() - t0
        gold, valid, n, sample = agreement(out, args.data, args.device)
        row = {"data": args.data, "steps": total, "train_s": round(seconds, 1),
               "eval_loss": result.last_eval["eval/loss"], "gold": gold, "valid": valid, "n": n, "sample": sample}
        print(json.dumps(row), flush=True)
        if args.out:
            with open(args.out, "a") as f:
                f.write(json.dumps(row) + "\n")
        rows.append(row)
        previous = out
    return rows


if __name__ == "__main__":
    main()
