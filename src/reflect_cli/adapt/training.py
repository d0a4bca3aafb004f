"""The adaptation's training: policy SFT on the oracle trajectories, bounded by a number of steps
or a time budget that holds over interrupted attempts, and resumable from its checkpoints.

A time budget is held inside a step too: one step of four long examples took 144 s on two busy
CPU cores, past a whole ``--minutes 1``. Under :data:`SHORT_TRAINING_S` a step is one example, and
every module's forward checks the deadline (:func:`stopping_at`), so the step or evaluation under
way stops at its next layer; the last finished step is kept, and with none finished nothing is.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from reflect_cli.adapt.held_out import MeasureProgress
from reflect_cli.adapt.start import Start
from reflect_cli.adapt.workdir import read_json, write_json
from reflect_cli.runs import CONFIG_FILE, trained_dir

BATCH_SIZE = 4
LR = 2e-4
SAVE_EVERY = 10
STEP_CAP = 100_000  # the time budget ends a timed run long before this
SHORT_TRAINING_S = 600.0  # less training time than this: one example a step, not BATCH_SIZE


class _Deadline(KeyboardInterrupt):
    """Raised from the SFT step hook when the time budget is spent: SFT saves its checkpoint on a
    KeyboardInterrupt, and a resume call then writes the final model."""


@contextlib.contextmanager
def stopping_at(deadline: float | None, clock: Callable[[], float] = time.monotonic) -> Iterator[None]:
    """While inside, every torch module's forward first checks ``deadline`` (``clock()``) and
    raises :class:`_Deadline` past it: training and evaluation stop within one layer's time."""
    if deadline is None:
        yield
        return
    from torch.nn.modules.module import register_module_forward_pre_hook

    def check(_module: Any, _args: Any) -> None:
        if clock() >= deadline:
            raise _Deadline

    handle = register_module_forward_pre_hook(check)
    try:
        yield
    finally:
        handle.remove()


def _lora_of(start: Start) -> Any:
    """The LoRA settings to train with: those of the run continued, else the defaults."""
    from reflect_cli.lm.adapters import LoraSettings
    from reflect_cli.lm.artifacts import find_trained, read_info

    if start.init:
        info = read_info(find_trained(start.init))  # type: ignore[arg-type]
        if info.lora:
            return LoraSettings(**{k: info.lora[k] for k in ("r", "alpha", "dropout", "targets") if k in info.lora})
    return LoraSettings()


def train_policy(start: Start, data: Path, work: Path, *, minutes: float, steps: int | None, seed: int,
                 report: MeasureProgress, say: Callable[[str], None], resumed: bool) -> dict[str, Any]:
    """Policy SFT in ``work/sft`` for ``steps`` steps, or until ``minutes`` of training are spent
    (over all attempts: ``work/train_state.json``); returns what the card records."""
    from reflect_cli.lm.artifacts import read_info
    from reflect_cli.runs import RunDir
    from reflect_cli.train.sft import Hooks, SFTConfig, train_sft

    lora = _lora_of(start)
    budget = None if steps is not None else minutes * 60.0
    batch_size = 1 if budget is not None and budget < SHORT_TRAINING_S else BATCH_SIZE
    cfg = SFTConfig(data=str(data), target="policy", model=start.base, init=start.init, head=start.head,
                    split="train", eval_split=None, steps=steps or STEP_CAP, batch_size=batch_size, lr=LR,
                    warmup_ratio=0.0 if steps is None else 0.03, lora=lora, seed=seed, save_every=SAVE_EVERY,
                    max_eval_records=8, log_every=SAVE_EVERY)
    state_path = work / "train_state.json"
    state = read_json(state_path) or {"seconds": 0.0, "step": 0}
    run_path = work / "sft"
    has_run = (run_path / CONFIG_FILE).is_file()
    if has_run and trained_dir(run_path) is not None:
        say("Training: finished by the interrupted run, reused")
        return state.get("record") or {"steps": state["step"], "seconds": round(state["seconds"], 1)}
    run = RunDir.create(run_path, stage="adapt-sft-policy", seed=seed, config=cfg.to_dict(), resume=has_run)
    spent0 = float(state["seconds"])
    t0 = time.monotonic()
    label = f"training ({minutes:g} min)" if budget is not None else f"training ({steps} steps)"

    last: dict[str, float | None] = {"at": None}

    def on_step(step: int, metrics: dict[str, Any]) -> None:
        now = time.monotonic()
        spent = spent0 + now - t0
        # The duration of the last step (the first one also holds the model load): stop when the
        # next step would end past the budget, so that "at most N minutes" holds after step 1.
        step_s = now - last["at"] if last["at"] is not None else 0.0
        last["at"] = now
        state.update(seconds=spent, step=step)
        write_json(state_path, state)
        loss = metrics.get("loss/sft")
        info = f"step {step}" + (f" · loss {loss:.3f}" if isinstance(loss, float) else "")
        if budget is not None:
            report("adapt:sft", min(int(spent), int(budget)), int(budget), description=label, unit="s", info=info)
            # SFT's own budget (cfg.minutes) stops before a step that would end past it and saves
            # the final model in place; this is the backstop should a step run far over.
            if spent + step_s >= budget + max(step_s, 30.0):
                raise _Deadline
        else:
            report("adapt:sft", step, steps, description=label, unit="steps", info=info)

    log = say
    if budget is not None and spent0 >= budget and has_run:
        say("Training: the time budget was spent by the interrupted run; finishing from its last checkpoint")
        cfg.steps = 1
        result = train_sft(cfg, run, resume=True, log=log)
    else:
        if budget is not None:
            cfg.minutes = max(budget - spent0, 1.0) / 60.0  # model load included
        try:
            with stopping_at(None if budget is None else t0 + budget - spent0):
                result = train_sft(cfg, run, resume=has_run, hooks=Hooks(on_step=on_step), log=log)
        except _Deadline:
            if run.latest_checkpoint() is None:
                say("Training: the budget ran out before a step finished; nothing trained")
                record = {"minutes": minutes, "steps": 0, "seconds": round(spent0 + time.monotonic() - t0, 1),
                          "batch_size": batch_size, "lr": LR, "lora": lora.to_dict(), "head": None,
                          "data": data.name, "continued": start.init, "resumed": resumed, "stopped": "time"}
                state["record"] = record
                write_json(state_path, state)
                return record
            cfg.steps = 1  # the checkpoint at the deadline is restored; the loop is done: save the final model
            result = train_sft(cfg, run, resume=True, log=log)
    record = {"minutes": minutes if budget is not None else None, "steps": result.steps,
              "seconds": round(spent0 + time.monotonic() - t0, 1), "batch_size": batch_size, "lr": LR,
              "lora": lora.to_dict(), "head": read_info(result.final).head, "data": data.name,
              "continued": start.init, "resumed": resumed}
    state["record"] = record
    write_json(state_path, state)
    return record
