"""Supervised warm-up of either player (``reflect sft``).

Data: ``reflect.sft/1`` JSONL records (written by ``reflect gen-data``; the format, the examples
and the batches are in :mod:`reflect_cli.train.sft_data`).

* ``reflection`` target: prompt = the reflection prompt of the observation, completion =
  ``reflection`` + EOS, so the reflector learns to stop (the reference code never appended EOS).
* ``policy`` target: prompt = :meth:`Policy.prompt` (with the record's reflection, which may be
  null) with the policy's head (``--head``). ``label``: completion = the single label token of
  ``action_index``. ``text``: the loss is ``-log pi(action_index)``, the policy's own softmax over
  the log-probabilities of every valid action's text (:meth:`Policy.action_logprobs`), i.e. the
  distribution RL samples from and evaluation takes the argmax of.

The loss is completion-only: prompt and padding positions carry label ``-100`` (how examples and
their left-padded batches are built, and why a prompt is never cut: :mod:`reflect_cli.train.sft_data`).
The forwards run under a 4-D attention mask in which padding attends to itself (no fully masked
row: those made padded batches NaN on CUDA). The loss of an optimizer step is the mean over all completion tokens (``text`` head: examples) of its
``grad_accum`` micro-batches (not a mean of per-batch means).

A non-finite loss or gradient skips that optimizer step and is counted
(``optim/nonfinite_skipped``); ``max_nonfinite`` in a row stop the run with a
:class:`TrainingError`, keeping the last good checkpoint. A non-finite evaluation is an error too.

The data names (``load_records``, ``build_example``, ``collate``, ...) are re-exported here. Tests
replace ``sft.action_nll``: :func:`train_sft` looks the losses up in this module.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reflect_cli.agent import prompts
from reflect_cli.errors import TrainingError, UsageError
from reflect_cli.lm.adapters import adapter_to_train
from reflect_cli.lm.loading import canonical_base_ref, load_base
from reflect_cli.lm.transformers.precision import bf16_body, device_type
from reflect_cli.lm.transformers.trunk import TrunkCache, forward_logits, upper_logits
from reflect_cli.runs import RunDir
from reflect_cli.seeding import seed_everything
from reflect_cli.train import checkpoint as ckpt
from reflect_cli.train.config import LR_SCHEDULES, SFTSettings
from reflect_cli.train.mixed_precision import autocast_factory, use_bf16
from reflect_cli.train.models import merged_reflector_base, save_trained
from reflect_cli.train.sft_data import (
    IGNORE,
    Example,
    build_example,
    check_lengths,
    collate,
    load_records,
)

# An SFT run's settings are the SFT stage's settings: one class (fields, defaults and help in
# reflect_cli.train.config), named here as the run code has always called it.
SFTConfig = SFTSettings


def lr_factor(step: int, warmup: int, steps: int, schedule: str, time_progress: float = 0.0,
              warmup_ratio: float = 0.0) -> float:
    """The learning rate's multiplier before optimizer step ``step + 1``: a linear warm-up, then
    constant or a linear decay to 0 at the end of the run. With a wall-clock budget the end is
    whichever comes first, ``steps`` or the budget (``time_progress``: its elapsed fraction), so a
    ``--minutes`` run anneals before it stops instead of stopping at its peak rate; the warm-up
    likewise ends after ``warmup`` steps or ``warmup_ratio`` of the budget (a ``--steps 5000``
    ceiling under ``--minutes 10`` would otherwise warm up for a fifth of the run)."""
    warm = 1.0
    if warmup and step < warmup:
        by_time = time_progress / warmup_ratio if warmup_ratio > 0 else 0.0
        warm = min(1.0, max((step + 1) / warmup, by_time))
    if schedule == "constant":
        return warm
    progress = max((step + 1) / max(steps, 1), time_progress)
    return warm * max(0.0, 1.0 - progress)


@dataclass
class Hooks:
    on_step: Callable[[int, dict[str, Any]], None] | None = None


@dataclass
class SFTResult:
    steps: int
    final: Path
    first_eval: dict[str, float]
    last_eval: dict[str, float]
    stopped_by_budget: bool = False  # --minutes ended the run before --steps


# -- losses ---------------------------------------------------------------------------------


def completion_nll(model: Any, batch: tuple, autocast: Any, lower: Any = None) -> tuple[Any, int]:
    """Summed next-token NLL over completion positions, and how many there are. ``lower``:
    ``(ids, mask, positions) -> hidden states after the frozen trunk`` (SFT's cache of them)."""
    import torch
    import torch.nn.functional as F

    from reflect_cli.lm.transformers.scoring import padded_causal_mask

    ids, attention, positions, labels = batch
    # Rows are left-padded and end with their completion, so only the last `keep` positions
    # predict supervised tokens: computing the vocabulary logits of the prompt is wasted work
    # (a policy completion is a single token).
    width = labels.shape[1]
    first = (labels != IGNORE).float().argmax(dim=1)
    keep = min(width, width - int(first.min().item()) + 1)
    dtype = next(model.parameters()).dtype
    mask = padded_causal_mask(attention, dtype if dtype.is_floating_point else torch.float32)
    with autocast():
        if lower is not None:
            hidden, depth = lower(ids, mask, positions)
            logits = upper_logits(model, hidden, mask, positions, depth, keep)
        else:
            logits = forward_logits(model, ids, mask, positions, keep)
    shift_logits = logits[:, :-1, :].float()
    shift_labels = labels[:, width - keep + 1 :]
    nll = F.cross_entropy(
        shift_logits.reshape(-1, shift_logits.shape[-1]), shift_labels.reshape(-1), ignore_index=IGNORE, reduction="sum"
    )
    return nll, int((shift_labels != IGNORE).sum().item())


def action_nll(lm: Any, examples: Sequence[Example], autocast: Any, *, grad: bool, lm_weight: float = 0.0,
               lower: Any = None) -> tuple[Any, int]:
    """``text`` head: summed ``-log pi(target)`` over ``examples`` (the policy's softmax over the
    log-probabilities of each valid action's text) and how many of them the argmax gets right.
    ``lm_weight``: plus that times the target text's mean token NLL (plain LM fine-tuning).
    ``lower``: see :func:`reflect_cli.lm.transformers.scoring.score_token_ids`."""
    import torch

    from reflect_cli.lm.transformers.scoring import score_token_ids

    scored = score_token_ids(lm, [e.input_ids for e in examples], [e.continuations or [] for e in examples],
                             grad=grad, autocast=autocast, lower=lower)
    nll: Any = 0.0  # a tensor once the first term is added
    hits = 0
    for (sums, sizes), e in zip(scored, examples, strict=True):
        logp = torch.log_softmax(sums, dim=-1)
        nll = nll - logp[e.target]
        if lm_weight:
            nll = nll - lm_weight * sums[e.target] / sizes[e.target]
        hits += int(int(logp.argmax()) == e.target)
    return nll, hits


def policy_agreement(policy: Any, records: Sequence[dict[str, Any]], env: str | None, batch_size: int = 16) -> float:
    """Fraction of policy records whose greedy (argmax over valid labels) choice is the record's
    ``action_index`` (oracle-agreement when the data come from an oracle)."""
    import torch

    if not records:
        return float("nan")
    hits = 0
    for start in range(0, len(records), batch_size):
        chunk = records[start : start + batch_size]
        texts = []
        for r in chunk:
            policy.env_name = env or r.get("env")
            texts.append(policy.prompt(r["observation"], r["actions"], r.get("reflection")))
        with torch.no_grad():
            logps = policy.action_logprobs(texts, [r["actions"] for r in chunk], grad=False)
        hits += sum(int(int(lp.argmax()) == r["action_index"]) for lp, r in zip(logps, chunk, strict=True))
    return hits / len(records)


# -- training -------------------------------------------------------------------------------


# What the final evaluation costs against the first when the trunk's states of the evaluation
# records are kept (the first one computes them): an upper bound of what meta.json's
# eval_seconds show (benchmarks/HISTORY.md, "Learning cost").
FINAL_EVAL_SHARE = 0.35


def spread(records: Sequence[dict[str, Any]], n: int) -> list[dict[str, Any]]:
    """At most ``n`` records, evenly spaced (a fixed sample that spans every repository and
    episode of the split, where the first ``n`` would cover the first repository only)."""
    if n <= 0 or len(records) <= n:
        return list(records)
    return [records[i * len(records) // n] for i in range(n)]


def bucketed_order(rng: Any, lengths: Sequence[int], batch_size: int) -> list[int]:
    """One epoch's example order: shuffled, cut to whole batches, then sorted by length within
    windows of 32 batches and cut into batches, whose order is shuffled again. Neighbours in a batch have similar lengths,
    so a batch pads little, and the epoch stays random."""
    order = rng.permutation(len(lengths)).tolist()
    if len(order) > batch_size:
        # Whole batches only, so that batches stay aligned across epochs: the few examples left
        # over differ from epoch to epoch.
        order = order[: len(order) - len(order) % batch_size]
    window = batch_size * 32
    batches: list[list[int]] = []
    for start in range(0, len(order), window):
        part = sorted(order[start : start + window], key=lambda i: lengths[i])
        batches.extend(part[b : b + batch_size] for b in range(0, len(part), batch_size))
    return [i for b in rng.permutation(len(batches)).tolist() for i in batches[b]]


def sft_trunk_cache(model: Any, device: Any, bf16: bool, trunk_mode: str) -> TrunkCache:
    """SFT's store of the frozen trunk's states. ``bf16``: the whole forward runs in bf16
    (``--bf16``); else ``trunk_mode`` (``--trunk-bf16``) decides whether the trunk alone does."""
    import torch

    # The trunk is frozen and runs without grad, so its faster bf16 forward only rounds what the
    # trained layers read; they keep --bf16's precision (the first epoch's cost is mostly the trunk).
    trunk_bf16 = bf16 or use_bf16(device, trunk_mode)
    return TrunkCache(model, dtype=torch.bfloat16 if trunk_bf16 else None,
                      trunk_autocast=(lambda: bf16_body(model, device_type(device))) if trunk_bf16 and not bf16 else None,
                      out_dtype=None if bf16 else torch.float32)


# -- the run's parts: records, model, data order, clock ------------------------------------------


@dataclass
class Records:
    """The records an SFT run trains on and evaluates on."""

    train: list[dict[str, Any]]
    eval: list[dict[str, Any]]
    eval_name: str  # the split the evaluation reads (the training split when there is no other)
    env: str | None


def split_records(cfg: SFTConfig) -> Records:
    records = load_records(cfg.data, cfg.target)
    train = [r for r in records if r.get("split", "train") == cfg.split]
    if not train:
        raise UsageError(f"{cfg.data}: no {cfg.target!r} records in split {cfg.split!r}")
    held = [r for r in records if cfg.eval_split and r.get("split") == cfg.eval_split]
    return Records(train, spread(held or train, cfg.max_eval_records), (cfg.eval_split or cfg.split) if held else cfg.split,
                   cfg.env or train[0].get("env"))


@dataclass
class Base:
    """The model to train and where it came from (recorded in the final model's ``reflect.json``)."""

    lm: Any
    base_ref: str
    parents: dict[str, str]
    reflection_budget: int | None  # --on-reflector: the merged reflector's


def _init_adapter(ref: str) -> Path:
    """The adapter folder of the trained LoRA run ``ref`` that an SFT run continues (``init``)."""
    from reflect_cli.lm.artifacts import find_trained

    init = find_trained(ref)
    if init is None or not (init / "adapter").is_dir():
        raise UsageError(f"{ref}: not a trained LoRA run to continue")
    return init / "adapter"


def load_trainable(cfg: SFTConfig, run: RunDir, log: Callable[[str], None] | None) -> Base:
    """The base model with what trains on it: every weight (``--full``), a trained run's adapter
    (``init``) or a fresh LoRA adapter; ``--on-reflector``: on that reflector merged into its base."""
    model_ref, parents, reflection_budget = cfg.model, dict[str, str](), None
    if cfg.on_reflector:
        if cfg.target != "policy" or cfg.model or cfg.init or cfg.full:
            raise UsageError("--on-reflector trains a policy adapter on the merged reflector",
                             hint="use it with --target policy, without --model, --init or --full")
        merged, reflector = merged_reflector_base(cfg.on_reflector, run.path / "reflector-merged", log=log)
        model_ref, parents = str(merged), {"merged_reflector": str(Path(cfg.on_reflector).resolve())}
        reflection_budget = reflector.reflection_tokens  # the one model writes the reflector's reflections
    lm = load_base(model_ref, device=cfg.device, quantization=cfg.quantization, log=log)
    if cfg.full:
        if cfg.quantization != "none":
            raise UsageError("--full cannot be combined with --quantization", hint="use LoRA on a quantized base")
        for p in lm.model.parameters():
            p.requires_grad_(True)
    else:
        adapter_to_train(lm, "default", lora=cfg.lora, init=_init_adapter(cfg.init) if cfg.init else None)
    return Base(lm, canonical_base_ref(model_ref), parents, reflection_budget)


@dataclass
class Learner:
    """What a forward of the trained model needs: the model, the policy of a policy target (None
    for the reflector), the autocast and the store of the frozen trunk's states (None without)."""

    lm: Any
    policy: Any
    autocast: Any
    trunk: TrunkCache | None

    @property
    def text_head(self) -> bool:
        return self.policy is not None and self.policy.head == "text"


def make_trunk(model: Any, device: Any, bf16: bool, cfg: SFTConfig, log: Callable[[str], None] | None) -> TrunkCache | None:
    """The frozen trunk's store when LoRA sits on the top layers only (and ``trunk_cache``)."""
    import torch

    trunk = sft_trunk_cache(model, device, bf16, cfg.trunk_bf16) if cfg.trunk_cache else None
    if trunk is None or not trunk.active:
        return None
    if log:
        kept_bf16 = trunk.dtype == torch.bfloat16
        log(f"LoRA on the top {model.config.num_hidden_layers - trunk.depth} layers: the {trunk.depth} below run once "
            f"per example without grad{' in bf16' if kept_bf16 else ''} and are kept in memory")
    return trunk


class DataOrder:
    """Which examples come next: epochs of :func:`bucketed_order`, and the place in the current
    one (a checkpoint keeps both, so a resumed run sees the batches it would have seen)."""

    def __init__(self, rng: Any, lengths: Sequence[int], batch_size: int) -> None:
        self.rng, self.lengths, self.batch_size = rng, list(lengths), batch_size
        self.cursor, self.order = 0, bucketed_order(rng, self.lengths, batch_size)

    def next_batch(self) -> list[int]:
        batch = []
        for _ in range(self.batch_size):
            if self.cursor >= len(self.order):
                self.order, self.cursor = bucketed_order(self.rng, self.lengths, self.batch_size), 0
            batch.append(self.order[self.cursor])
            self.cursor += 1
        return batch

    def snapshot(self) -> tuple[int, list[int], Any]:
        """``(cursor, order, rng state)`` now, for a checkpoint."""
        return self.cursor, list(self.order), ckpt.rng_snapshot(self.rng)


class Clock:
    """The run's wall clock (``--minutes`` counts the model load too)."""

    def __init__(self, minutes: float | None) -> None:
        self.started = time.monotonic()
        self.budget = minutes * 60 if minutes else None

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def progress(self) -> float:
        """The budget's elapsed fraction (0 without a budget)."""
        return self.elapsed() / self.budget if self.budget else 0.0


def make_scheduler(optimizer: Any, cfg: SFTConfig, clock: Clock) -> Any:
    import torch

    warmup = max(1, math.ceil(cfg.warmup_ratio * cfg.steps)) if cfg.warmup_ratio > 0 else 0
    return torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: lr_factor(s, warmup, cfg.steps, cfg.lr_schedule, clock.progress(), cfg.warmup_ratio))


def next_step_fits(clock: Clock, step_times: Sequence[float], eval_seconds: Sequence[float], cached: bool) -> bool:
    """Whether the next step, the final evaluation and the save end within ``--minutes``: a step
    costs the median of the last five; an evaluation whose trunk states are all kept costs a
    fraction of the first one (:data:`FINAL_EVAL_SHARE`), else as much."""
    if clock.budget is None:
        return True
    step_seconds = sorted(step_times[-5:])[len(step_times[-5:]) // 2]
    if len(eval_seconds) > 1:
        final_eval = eval_seconds[-1]
    else:
        final_eval = (eval_seconds or [0.0])[0] * (FINAL_EVAL_SHARE if cached else 1.0)
    return clock.elapsed() + 2 * step_seconds + final_eval <= clock.budget


# -- the trunk's states of a batch ----------------------------------------------------------------


def _packed_trunk_states(trunk: TrunkCache, keys: list[tuple[str, int]], lengths: list[int], packed: Any) -> Any:
    return trunk.hidden(keys, packed.input_ids, packed.mask, packed.position_ids, lengths), trunk.depth


def _padded_trunk_states(trunk: TrunkCache, keys: list[tuple[str, int]], lengths: list[int], ids: Any, mask: Any,
                         positions: Any) -> Any:
    return trunk.hidden(keys, ids, mask, positions, lengths), trunk.depth


def trunk_states(learner: Learner, split: str, idx: Sequence[int], chunk: Sequence[Example]) -> Any:
    """The ``lower`` of the losses for examples ``idx`` of ``split``: their trunk states from the
    store (computed on first use), or None without a store."""
    if learner.trunk is None:
        return None
    keys = [(split, i) for i in idx]
    if learner.text_head:  # scoring packs the examples' actions (text lengths)
        return functools.partial(_packed_trunk_states, learner.trunk, keys, [e.length for e in chunk])
    return functools.partial(_padded_trunk_states, learner.trunk, keys, [len(e.input_ids) for e in chunk])


# -- a step and an evaluation -------------------------------------------------------------------


def forward_backward(learner: Learner, examples: Sequence[Example], micro_idx: list[list[int]],
                     cfg: SFTConfig) -> tuple[float, int, int]:
    """The losses and gradients of one optimizer step's micro-batches: ``(loss, tokens, examples)``.
    The loss is the mean over every completion token (text head: example) of the step."""
    loss_value, tokens = 0.0, 0
    if learner.text_head:
        n_total = sum(len(b) for b in micro_idx)
        for idx in micro_idx:
            chunk = [examples[i] for i in idx]
            nll, _ = action_nll(learner.lm, chunk, learner.autocast, grad=True, lm_weight=cfg.text_lm_weight,
                                lower=trunk_states(learner, "train", idx, chunk))
            loss = nll / max(n_total, 1)
            loss.backward()
            loss_value += float(loss.detach())
            tokens += sum(e.length for e in chunk)
    else:
        pad_id = learner.lm.tokenizer.pad_token_id
        micro = [(idx, collate([examples[i] for i in idx], pad_id, learner.lm.device)) for idx in micro_idx]
        n_total = sum(int((b[3][:, 1:] != IGNORE).sum()) for _, b in micro)
        for idx, batch in micro:
            nll, _ = completion_nll(learner.lm.model, batch, learner.autocast,
                                    lower=trunk_states(learner, "train", idx, [examples[i] for i in idx]))
            loss = nll / max(n_total, 1)
            loss.backward()
            loss_value += float(loss.detach())
            tokens += int(batch[1].sum())
    return loss_value, tokens, sum(len(b) for b in micro_idx)


def evaluate(learner: Learner, examples: Sequence[Example], records: Records, cfg: SFTConfig) -> dict[str, Any]:
    """The mean loss on the evaluation examples and, for a policy, its agreement with the records'
    actions; a non-finite loss is an error."""
    import torch

    learner.lm.model.eval()
    order = sorted(range(len(examples)), key=lambda i: examples[i].length)
    total, count, hits = 0.0, 0, 0
    with torch.no_grad():
        for i in range(0, len(order), cfg.batch_size):
            idx = order[i : i + cfg.batch_size]
            chunk = [examples[j] for j in idx]
            if learner.text_head:
                nll, h = action_nll(learner.lm, chunk, learner.autocast, grad=False,
                                    lower=trunk_states(learner, "eval", idx, chunk))
                total, count, hits = total + float(nll), count + len(chunk), hits + h
            else:
                nll, n = completion_nll(learner.lm.model, collate(chunk, learner.lm.tokenizer.pad_token_id,
                                                                  learner.lm.device),
                                        learner.autocast, lower=trunk_states(learner, "eval", idx, chunk))
                total, count = total + float(nll), count + n
    out: dict[str, Any] = {"eval/loss": total / max(count, 1), "eval/split": records.eval_name}
    if learner.text_head:
        out["eval/agreement"] = hits / max(len(examples), 1)
    elif learner.policy is not None:
        out["eval/agreement"] = policy_agreement(learner.policy, records.eval, cfg.env)
    if not math.isfinite(out["eval/loss"]):
        raise TrainingError(f"the {records.eval_name} loss is not finite ({out['eval/loss']})",
                            hint="lower --lr, or use --bf16 no; the last good checkpoint is kept")
    return out


def timed_evaluate(learner: Learner, examples: Sequence[Example], records: Records, cfg: SFTConfig,
                   eval_seconds: list[float]) -> dict[str, Any]:
    began = time.monotonic()
    out = evaluate(learner, examples, records, cfg)
    eval_seconds.append(time.monotonic() - began)
    return out


def save_checkpoint(run: RunDir, step: int, snapshot: tuple[int, list[int], Any], params: dict[str, Any],
                    optimizer: Any, scheduler: Any, first_eval: dict[str, Any]) -> None:
    cursor, order, rng = snapshot
    ckpt.save_checkpoint(run, step, params=params, optimizer=optimizer, scheduler=scheduler, rng=rng,
                         state={"cursor": cursor, "order": order, "first_eval": first_eval})


# -- the run ------------------------------------------------------------------------------------


def train_sft(
    cfg: SFTConfig,
    run: RunDir,
    *,
    hooks: Hooks | None = None,
    resume: bool = False,
    log: Callable[[str], None] | None = None,
) -> SFTResult:
    """Train ``cfg.target`` on ``cfg.data`` into ``run``: (1) the model and the examples, (2) the
    optimizer, the data order and a resumed run's place, (3) the steps, (4) the final model.
    ``resume``: continue from the run's latest checkpoint."""
    if cfg.steps < 1 or cfg.batch_size < 1 or cfg.grad_accum < 1:
        raise UsageError("--steps, --batch-size and --grad-accum must be at least 1")
    if cfg.lr_schedule not in LR_SCHEDULES:
        raise UsageError(f"--lr-schedule must be one of {', '.join(LR_SCHEDULES)}, got {cfg.lr_schedule!r}")
    sft = _set_up(cfg, run, log)  # 1 and 2
    _restore_or_begin(sft, resume)
    _run_steps(sft, hooks or Hooks())  # 3
    if sft.stopped_by_budget:
        sft.last_eval = sft.evaluate()
        run.log_metrics(sft.step, {**sft.last_eval, "perf/tokens_per_sec": sft.tokens_per_sec()})
        if log:
            log(f"Stopped after step {sft.step} of {cfg.steps}: the next step would end past --minutes {cfg.minutes:g}")
    final = _save_final(sft)  # 4
    return SFTResult(sft.step, final, sft.first_eval, sft.last_eval, sft.stopped_by_budget)


@dataclass
class _SFTRun:
    """What the steps of one SFT run share (set up once, then advanced by each step)."""

    cfg: SFTConfig
    run: RunDir
    log: Callable[[str], None] | None
    records: Any  # the split records (train, eval, env)
    clock: Clock
    base: Base
    policy: Any  # a policy target's Policy; None for the reflector
    examples: list[Any]
    eval_examples: list[Any]
    reflection_budget: int | None
    bf16: bool
    learner: Learner
    params: dict[str, Any]
    optimizer: Any
    scheduler: Any
    data: DataOrder
    eval_seconds: list[float] = field(default_factory=list)  # of every evaluation so far
    step: int = 0
    first_eval: dict[str, float] = field(default_factory=dict)
    last_eval: dict[str, float] = field(default_factory=dict)
    t0: float = 0.0
    tokens: int = 0
    start_step: int = 0
    committed: tuple[int, Any] = (0, None)  # the last completed step and its data cursor: what a save writes
    skipped: int = 0  # non-finite steps, in all
    in_a_row: int = 0  # and in a row
    step_times: list[float] = field(default_factory=list)
    examples_seen: int = 0
    stopped_by_budget: bool = False

    @property
    def model(self) -> Any:
        return self.base.lm.model

    def evaluate(self) -> dict[str, float]:
        return timed_evaluate(self.learner, self.eval_examples, self.records, self.cfg, self.eval_seconds)

    def tokens_per_sec(self) -> float:
        return self.tokens / max(time.perf_counter() - self.t0, 1e-9)

    def save_committed(self) -> None:
        save_checkpoint(self.run, *self.committed, self.params, self.optimizer, self.scheduler, self.first_eval)


def _set_up(cfg: SFTConfig, run: RunDir, log: Callable[[str], None] | None) -> _SFTRun:
    """The records, the seeded RNG, the model with what trains on it, its policy (a policy
    target), the examples, the precision, the frozen trunk's store, the optimizer, the learning
    rate schedule and the data order."""
    import torch

    from reflect_cli.agent.policy import Policy

    records = split_records(cfg)
    clock = Clock(cfg.minutes)
    rng = seed_everything(cfg.seed)
    base = load_trainable(cfg, run, log)
    lm, model = base.lm, base.lm.model
    policy = Policy(lm, records.env, head=cfg.head or prompts.DEFAULT_HEAD) if cfg.target == "policy" else None
    if cfg.gradient_checkpointing:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    examples = [build_example(r, lm.tokenizer, policy, cfg.env, cfg.max_length) for r in records.train]
    eval_examples = [build_example(r, lm.tokenizer, policy, cfg.env, cfg.max_length) for r in records.eval]
    check_lengths(examples, cfg.max_length, cfg.split)
    check_lengths(eval_examples, cfg.max_length, records.eval_name)
    # The reflector's generation budget: enough for the longest reflection it was trained on.
    reflection_budget = base.reflection_budget if policy else max(
        len(e.input_ids) - e.labels.count(IGNORE) for e in examples)
    # auto is fp32 on a CPU, bf16 on a GPU that has it. Checked on real data (
    # benchmarks/HISTORY.md §10): 10 minutes of policy SFT with the same data and defaults reached
    # held-out agreement 0.86 in fp32 (170 steps, 3.5 GB peak) against 0.81 in bf16 (200 steps,
    # 5.5 GB): bf16's ~18 % more steps bought no agreement and cost 2 GB. --bf16 yes keeps it.
    autocast, bf16 = autocast_factory(model, lm.device, cfg.bf16, cpu_auto=False)
    learner = Learner(lm, policy, autocast, make_trunk(model, lm.device, bf16, cfg, log))
    params = {n: p for n, p in model.named_parameters() if p.requires_grad}
    optimizer = torch.optim.AdamW(list(params.values()), lr=cfg.lr, weight_decay=cfg.weight_decay)
    scheduler = make_scheduler(optimizer, cfg, clock)
    data = DataOrder(rng, [e.length for e in examples], cfg.batch_size)
    return _SFTRun(cfg, run, log, records, clock, base, policy, examples, eval_examples, reflection_budget, bf16, learner,
                   params, optimizer, scheduler, data)


def _restore_or_begin(sft: _SFTRun, resume: bool) -> None:
    """``resume``: the latest checkpoint's step, data cursor and first evaluation (a killed
    attempt's metrics past it are logged again); else the evaluation before the first step."""
    run, log = sft.run, sft.log
    restored = ckpt.restore_latest(run, params=sft.params, optimizer=sft.optimizer, scheduler=sft.scheduler,
                                   rng=sft.data.rng, log=log) if resume else None
    if restored is not None:
        _, state, _ = restored
        sft.step, sft.data.cursor, sft.data.order = state["step"], state["cursor"], state["order"]
        sft.first_eval = state.get("first_eval", {})
        run.truncate_metrics(sft.step)
        return
    if resume:
        run.truncate_metrics(-1)
        (log or ckpt.warn)(f"{run.path}: no checkpoint to resume from; training from step 0")
    sft.first_eval = sft.evaluate()
    run.log_metrics(0, sft.first_eval)


def _run_steps(sft: _SFTRun, hooks: Hooks) -> None:
    """The steps up to ``cfg.steps``, or until the next would end past ``--minutes``. On Ctrl-C the
    last completed step is saved (weights, optimizer, data cursor, RNG), so --resume loses
    nothing; an interrupt inside a step drops only that step's gradient."""
    sft.last_eval = sft.first_eval
    sft.t0, sft.tokens = time.perf_counter(), 0
    sft.start_step = sft.step
    sft.committed = (sft.step, sft.data.snapshot())
    try:
        while sft.step < sft.cfg.steps:
            if sft.step > sft.start_step and not next_step_fits(sft.clock, sft.step_times, sft.eval_seconds,
                                                                sft.learner.trunk is not None):
                sft.stopped_by_budget = True
                break
            _record_step(sft, _one_step(sft), hooks)
    except KeyboardInterrupt:
        if sft.committed[0] > sft.start_step:
            sft.save_committed()
        raise


def _one_step(sft: _SFTRun) -> dict[str, Any]:
    """One optimizer step over ``grad_accum`` micro-batches (skipped when the loss or the gradient
    is not finite; too many such steps in a row stop the run); returns the step's metrics."""
    import torch

    cfg = sft.cfg
    sft.model.train()
    step_started = time.monotonic()
    micro_idx = [sft.data.next_batch() for _ in range(cfg.grad_accum)]
    loss_value, step_tokens, step_examples = forward_backward(sft.learner, sft.examples, micro_idx, cfg)
    sft.tokens, sft.examples_seen = sft.tokens + step_tokens, sft.examples_seen + step_examples
    sft.step_times.append(time.monotonic() - step_started)
    grad_norm = torch.nn.utils.clip_grad_norm_(list(sft.params.values()), cfg.max_grad_norm)
    finite = math.isfinite(loss_value) and math.isfinite(float(grad_norm))
    if finite:
        sft.optimizer.step()
        sft.in_a_row = 0
    else:
        sft.skipped, sft.in_a_row = sft.skipped + 1, sft.in_a_row + 1
    sft.scheduler.step()
    sft.optimizer.zero_grad(set_to_none=True)
    if sft.in_a_row >= cfg.max_nonfinite:
        if sft.committed[0] > sft.start_step:
            sft.save_committed()
        raise TrainingError(
            f"SFT stopped at step {sft.step + 1}: the loss or gradient was not finite {sft.in_a_row} steps in a row "
            f"({sft.skipped} skipped in all)",
            hint="lower --lr or use --bf16 no; rerun with --resume to continue from the last good checkpoint",
        )
    sft.step += 1
    sft.committed = (sft.step, sft.data.snapshot())
    return {"loss/sft": loss_value if finite else None, "optim/lr": sft.scheduler.get_last_lr()[0],
            "optim/grad_norm": float(grad_norm) if finite else None, "optim/nonfinite_skipped": sft.skipped}


def _record_step(sft: _SFTRun, metrics: dict[str, Any], hooks: Hooks) -> None:
    """Log every ``log_every`` steps (with an evaluation every ``eval_every`` and at the last
    step), call the hook, checkpoint every ``save_every`` steps."""
    cfg, step = sft.cfg, sft.step
    if step % cfg.log_every == 0 or step == cfg.steps:
        metrics["perf/tokens_per_sec"] = sft.tokens_per_sec()
        if cfg.eval_every and step % cfg.eval_every == 0 or step == cfg.steps:
            sft.last_eval = sft.evaluate()
            metrics.update(sft.last_eval)
        sft.run.log_metrics(step, metrics)
    if hooks.on_step:
        hooks.on_step(step, metrics)
    if cfg.save_every and step % cfg.save_every == 0 and step < cfg.steps:
        save_checkpoint(sft.run, step, sft.data.snapshot(), sft.params, sft.optimizer, sft.scheduler, sft.first_eval)


def _save_final(sft: _SFTRun) -> Path:
    """The trained model in the run's ``final/`` and the run's metadata."""
    cfg, policy, base = sft.cfg, sft.policy, sft.base
    if cfg.gradient_checkpointing:
        sft.model.gradient_checkpointing_disable()
    sft.model.eval()
    labels = policy.labels.labels if policy is not None and policy.labels is not None else ()
    final = save_trained(
        base.lm, sft.run.final, kind="full" if cfg.full else "lora", base_ref=base.base_ref, target=cfg.target,
        env=sft.records.env, labels=labels, adapter_name="default", lora=None if cfg.full else cfg.lora.to_dict(),
        head=policy.head if policy is not None else None, reflection_tokens=sft.reflection_budget, parents=base.parents,
    )
    trunk = sft.learner.trunk
    sft.run.update_meta(finished=time.strftime("%Y-%m-%dT%H:%M:%S%z"), bf16=sft.bf16, steps=sft.step,
                        stopped_by_budget=sft.stopped_by_budget, seconds=round(sft.clock.elapsed(), 1),
                        eval_seconds=[round(x, 1) for x in sft.eval_seconds], examples_seen=sft.examples_seen,
                        trunk_depth=trunk.depth if trunk is not None else 0,
                        trunk_cache_mb=round(trunk.nbytes / 2**20, 1) if trunk is not None else 0.0)
    return final


