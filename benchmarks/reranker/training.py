"""Training the explorer's re-ranker (:mod:`reranker.cards`): LoRA on the base model,
a listwise loss over each question's ``K`` candidates.

For a question with candidates ``c_1..c_K`` and answers ``G`` among them, the model's score of a
candidate is the log-odds of " yes" over " no" after :func:`~reranker.cards.card_prompt`;
the loss is ``logsumexp(all scores) - logsumexp(scores of G)`` (the answers' share of a softmax over
the candidates). Validation reports the re-ranker's accuracy at rank 1 beside the lexical
ranking's on the same records (``lexical_acc1``: the first candidate is an answer), so a run shows
at once whether it adds anything to BM25.

Resumable: every ``save_every`` steps ``OUT/checkpoint/`` holds the adapter, the optimizer, the step
and the order the records are drawn in (nothing else is random: no dropout); rerunning the same
call continues from there. ``OUT/final/`` is the adapter to ship
(``adapter_model.safetensors`` + ``shortlist.json``).
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError
from reflect_cli.lm.transformers.precision import cpu_has_native_bf16
from reflect_cli.settings import LoraSettings
from reranker.cards import CARD_FORMAT, card_prompt, load_tokenizer, score_prompts

LORA_TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]
# The re-ranker's adapter: every linear module of every layer (layers=N: the top N only, no
# backward below them on a CPU), without dropout.
RERANKER_LORA: dict[str, Any] = {"dropout": 0.0, "targets": LORA_TARGETS, "layers": 0}


def reranker_lora(**given: Any) -> LoraSettings:
    return LoraSettings(**{**RERANKER_LORA, **given})


@dataclass
class ShortlistConfig:
    steps: int = 600
    batch_questions: int = 16
    lr: float = 3e-4
    warmup: int = 30
    lora: LoraSettings = field(default_factory=reranker_lora)
    max_tokens: int = 384  # per candidate prompt; longer ones lose their start
    eval_every: int = 100
    save_every: int = 100
    max_eval: int = 400
    minutes: float | None = None
    seed: int = 0
    show_rank: bool = True  # the prompt names the candidate's lexical rank
    bf16: bool | None = None  # None: on a GPU or a CPU with bf16 dot products


def _scores(model: Any, tokenizer: Any, records: Sequence[dict[str, Any]], cfg: ShortlistConfig,
            yes: int, no: int, device: Any, bf16: bool) -> Any:
    prompts = [card_prompt(r["question"], card, i + 1, len(r["cards"]), show_rank=cfg.show_rank)
               for r in records for i, card in enumerate(r["cards"])]
    return score_prompts(model, tokenizer, prompts, yes, no, max_tokens=cfg.max_tokens, bf16=bf16, device=device)


def _rows(scores: Any, records: Sequence[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], Any]]:
    """Each record with its candidates' scores (``scores`` is flat, record after record)."""
    offset = 0
    for r in records:
        yield r, scores[offset: offset + len(r["cards"])]
        offset += len(r["cards"])


def _listwise_loss(scores: Any, records: Sequence[dict[str, Any]]) -> Any:
    import torch

    losses = []
    for r, row in _rows(scores, records):
        if not r["gold"]:  # an evaluation record whose answer is not a candidate: no loss
            continue
        gold = row[torch.tensor(r["gold"], device=row.device)]
        losses.append(torch.logsumexp(row, 0) - torch.logsumexp(gold, 0))
    return torch.stack(losses).mean() if losses else scores.sum() * 0


def evaluate(model: Any, tokenizer: Any, records: Sequence[dict[str, Any]], cfg: ShortlistConfig, yes: int, no: int,
             device: Any, bf16: bool) -> dict[str, float]:
    import torch

    right = lexical = 0
    loss = 0.0
    model.eval()
    with torch.no_grad():
        for start in range(0, len(records), cfg.batch_questions):
            chunk = records[start: start + cfg.batch_questions]
            scores = _scores(model, tokenizer, chunk, cfg, yes, no, device, bf16)
            loss += float(_listwise_loss(scores, chunk)) * len(chunk)
            for r, row in _rows(scores, chunk):
                right += int(int(row.argmax()) in r["gold"])
                lexical += int(0 in r["gold"])
    model.train()
    n = max(len(records), 1)
    return {"val_acc1": right / n, "lexical_acc1": lexical / n, "val_loss": loss / n, "val_n": len(records)}


def train(train_records: list[dict[str, Any]], val_records: list[dict[str, Any]], out: str | Path,
          cfg: ShortlistConfig, *, base: str | Path | None = None, log: Any = print,
          dev_records: Sequence[dict[str, Any]] = ()) -> Path:
    """Train (or resume) the re-ranker; ``dev_records`` are only reported (``dev_acc1``), never
    trained on or used to choose anything."""
    import torch
    from peft import PeftModel, get_peft_model
    from transformers import AutoModelForCausalLM

    from reflect_cli.lm.adapters import lora_config
    from reflect_cli.lm.artifacts import base_fingerprint
    from reflect_cli.lm.embedded import ensure_converted

    if not train_records:
        raise UsageError("no training records for the re-ranker", hint="build them with shortlist_records()")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    bf16 = cfg.bf16 if cfg.bf16 is not None else device.type == "cuda" or cpu_has_native_bf16()
    random.seed(cfg.seed)
    torch.manual_seed(cfg.seed)
    base_dir = Path(base) if base else ensure_converted(log)
    tokenizer, yes, no = load_tokenizer(base_dir)
    model = AutoModelForCausalLM.from_pretrained(str(base_dir), dtype=torch.float32)
    fingerprint = base_fingerprint(model)
    checkpoint = out / "checkpoint"
    if (checkpoint / "adapter_config.json").is_file():
        model = PeftModel.from_pretrained(model, str(checkpoint), is_trainable=True)
    else:
        model = get_peft_model(model, lora_config(model, cfg.lora))
    model.to(device)
    model.train()
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(params, lr=cfg.lr, weight_decay=0.0)

    def lr_at(step: int) -> float:
        if step < cfg.warmup:
            return cfg.lr * (step + 1) / cfg.warmup
        return cfg.lr * max(0.0, (cfg.steps - step) / max(cfg.steps - cfg.warmup, 1))

    step = 0
    state_file = checkpoint / "state.json"
    order = list(range(len(train_records)))
    rng = random.Random(cfg.seed)
    rng.shuffle(order)
    if state_file.is_file():
        state = json.loads(state_file.read_text(encoding="utf-8"))
        step, order = state["step"], state["order"]
        optimizer.load_state_dict(torch.load(checkpoint / "optimizer.pt", map_location=device))
        log(f"resumed at step {step}")
    val = val_records[: cfg.max_eval]
    metrics = (out / "metrics.jsonl").open("a", encoding="utf-8")
    if step == 0 and val:
        row = {"step": 0, **evaluate(model, tokenizer, val, cfg, yes, no, device, bf16),
               **_dev(model, tokenizer, dev_records, cfg, yes, no, device, bf16)}
        metrics.write(json.dumps(row) + "\n")
        metrics.flush()
        log(json.dumps(row))
    start = time.monotonic()

    def save(where: Path) -> None:
        tmp = where.with_name(where.name + ".tmp")
        model.save_pretrained(str(tmp))
        torch.save(optimizer.state_dict(), tmp / "optimizer.pt")
        (tmp / "state.json").write_text(json.dumps({"step": step, "order": order}), encoding="utf-8")
        if where.exists():
            import shutil

            shutil.rmtree(where)
        tmp.rename(where)

    while step < cfg.steps:
        if cfg.minutes is not None and time.monotonic() - start > cfg.minutes * 60:
            log(f"stopped at step {step}: the {cfg.minutes}-minute budget is spent")
            break
        per_epoch = max(len(order) // cfg.batch_questions, 1)
        at = (step % per_epoch) * cfg.batch_questions
        if step and step % per_epoch == 0:
            rng = random.Random(cfg.seed + step)
            rng.shuffle(order)
        chunk = [train_records[i] for i in order[at: at + cfg.batch_questions]]
        for group in optimizer.param_groups:
            group["lr"] = lr_at(step)
        scores = _scores(model, tokenizer, chunk, cfg, yes, no, device, bf16)
        loss = _listwise_loss(scores, chunk)
        if not math.isfinite(loss.item()):
            raise FloatingPointError(f"re-ranker loss is {loss.item()} at step {step}")
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optimizer.step()
        step += 1
        if step % 10 == 0:
            row = {"step": step, "loss": round(loss.item(), 4), "lr": lr_at(step - 1),
                   "seconds": round(time.monotonic() - start, 1)}
            metrics.write(json.dumps(row) + "\n")
            metrics.flush()
            log(json.dumps(row))
        if val and (step % cfg.eval_every == 0 or step == cfg.steps):
            row = {"step": step, **evaluate(model, tokenizer, val, cfg, yes, no, device, bf16),
                   **_dev(model, tokenizer, dev_records, cfg, yes, no, device, bf16), "seconds": round(time.monotonic() - start, 1)}
            metrics.write(json.dumps(row) + "\n")
            metrics.flush()
            log(json.dumps(row))
        if step % cfg.save_every == 0:
            save(checkpoint)
    save(checkpoint)
    final = out / "final"
    model.save_pretrained(str(final))
    info = {"format": CARD_FORMAT, "k": max(len(r["cards"]) for r in train_records), "steps": step,
            "base_fingerprint": fingerprint, "config": asdict(cfg), "train_records": len(train_records),
            "val_records": len(val), "seconds": round(time.monotonic() - start, 1), "device": device.type}
    (final / "shortlist.json").write_text(json.dumps(info, indent=1), encoding="utf-8")
    metrics.close()
    return final


def _dev(model: Any, tokenizer: Any, records: Sequence[dict[str, Any]], cfg: ShortlistConfig, yes: int, no: int,
         device: Any, bf16: bool) -> dict[str, float]:
    if not records:
        return {}
    got = evaluate(model, tokenizer, records, cfg, yes, no, device, bf16)
    return {"dev_acc1": got["val_acc1"], "dev_lexical_acc1": got["lexical_acc1"]}
