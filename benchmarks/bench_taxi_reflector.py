"""How many SFT steps a Taxi reflector needs to read the map, by rendering (the cpu budget's sizing).

    python benchmarks/bench_taxi_reflector.py --styles map grid --schedule 40,40,40 \
        --out benchmarks/results/taxi_reflector_styles.json

For each rendering of ``--styles`` (``map``: the paper's glyphs; ``grid``: the same map with one
token per cell), generates the paper budget's Taxi data (300 pickup episodes, epsilon 0.2,
horizon 15), then trains the reflector as the ``cpu`` budget does (LoRA on every linear module of
every layer, batch 8, lr 5e-4 or ``--lr``, constant) for each stage of ``--schedule`` in turn, each stage
continuing the previous adapter, and after each stage lets it write greedy reflections for 32
evenly spaced validation states. ``position`` counts those that name the taxi's row and column
right, ``move`` those whose next move is the oracle's, ``both`` the two together. One JSON row per
style and stage (steps so far, training seconds, tokens of a step's batch, validation loss, the
counts, two sample reflections).
"""

from __future__ import annotations

import argparse
import json
import re
import time
from pathlib import Path
from typing import Any

_POSITION = re.compile(r"row (\d), col (\d)")
_MOVE = re.compile(r"next I should ([a-z ]+?)\.?$")


def _read(text: str) -> tuple[tuple[str, str] | None, str | None]:
    where = _POSITION.search(text)
    move = _MOVE.search(text.strip())
    return (where.groups() if where else None), (move.group(1) if move else None)


def reading(run: Path, data: Path) -> dict[str, Any]:
    from reflect_cli.agent.policy import Reflector
    from reflect_cli.lm.transformers.model import LanguageModel
    from reflect_cli.train.sft import spread

    lm = LanguageModel.load(str(run), device="cpu")
    with data.open() as f:
        records = [json.loads(line) for line in f]
    records = spread([r for r in records if r.get("split") == "validation"], 32)
    texts = Reflector(lm, "taxi").reflect_batch([r["observation"] for r in records])
    position = move = both = 0
    for text, record in zip(texts, records, strict=True):
        got, gold = _read(text), _read(record["reflection"])
        position += got[0] == gold[0]
        move += got[1] == gold[1]
        both += got == gold
    return {"position": position, "move": move, "both": both, "n": len(records), "sample": texts[:2]}


def main(argv: list[str] | None = None) -> list[dict[str, Any]]:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--styles", nargs="+", default=["map", "grid"])
    ap.add_argument("--schedule", default="40,40,40", help="comma-separated steps per stage")
    ap.add_argument("--bf16", default="no", help="the training forwards in bf16: yes or no (evaluation: fp32)")
    ap.add_argument("--lr", type=float, default=5e-4, help="learning rate (constant; the cpu budget's: 5e-4)")
    ap.add_argument("--model", default=None, help="base model (default: the embedded SmolLM2-135M)")
    ap.add_argument("--work", type=Path, default=Path("/tmp/bench_taxi_reflector"))
    ap.add_argument("--out", type=Path, default=None, help="write the rows here (JSON)")
    args = ap.parse_args(argv)

    from reflect_cli.datagen.generate import taxi
    from reflect_cli.runs import RunDir
    from reflect_cli.train.config import lora_from
    from reflect_cli.train.sft import SFTConfig, train_sft

    lora = lora_from({"lora_r": 16, "lora_alpha": 32, "lora_dropout": 0.05, "lora_targets": ["all-linear"],
                      "lora_layers": 0}, target="reflection")
    rows: list[dict[str, Any]] = []
    for style in args.styles:
        data_dir = args.work / f"data-{style}"
        if not (data_dir / "sft_reflection.jsonl").is_file():
            taxi(data_dir, episodes=300, level="pickup", epsilon=0.2, horizon=15, render_style=style, overwrite=True)
        data = data_dir / "sft_reflection.jsonl"
        previous, total = None, 0
        for steps in (int(x) for x in args.schedule.split(",")):
            total += steps
            out = args.work / f"{style}_lr{args.lr:g}_{total}"
            cfg = SFTConfig(data=str(data), target="reflection", model=args.model, steps=steps, batch_size=8,
                            lr=args.lr, lr_schedule="constant", lora=lora, device="cpu", bf16=args.bf16,
                            init=str(previous) if previous else None, log_every=10, max_eval_records=32,
                            max_length=1024)
            t0 = time.time()
            result = train_sft(cfg, RunDir.create(out, stage="sft", config=cfg.to_dict()))
            seconds = time.time() - t0
            row = {"style": style, "lr": args.lr, "steps": total, "train_s": round(seconds, 1),
                   "eval_loss": result.last_eval["eval/loss"], **reading(out, data)}
            print(json.dumps(row), flush=True)
            rows.append(row)
            if args.out:
                args.out.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
            previous = out
    return rows


if __name__ == "__main__":
    main()
