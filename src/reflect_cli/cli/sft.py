"""``reflect sft``: supervised warm-up of the reflector or the policy."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from reflect_cli.cli.common import err, handle_errors
from reflect_cli.cli.options import default, option
from reflect_cli.errors import UsageError
from reflect_cli.train.config import LoraSettings, SFTSettings, lora_from

S, LORA = SFTSettings, LoraSettings


@handle_errors
def sft_cmd(
    data: Annotated[Path, option(S, "data")],
    target: Annotated[str, option(S, "target")],
    model: Annotated[str | None, option(S, "model")] = default(S, "model"),
    out: Annotated[Path | None, typer.Option("--out", help="Run directory (default: runs/<time>-sft-...).")] = None,
    steps: Annotated[int, option(S, "steps")] = default(S, "steps"),
    batch_size: Annotated[int, option(S, "batch_size")] = default(S, "batch_size"),
    grad_accum: Annotated[int, option(S, "grad_accum")] = default(S, "grad_accum"),
    lr: Annotated[float, option(S, "lr")] = default(S, "lr"),
    lr_schedule: Annotated[str, option(S, "lr_schedule")] = default(S, "lr_schedule"),
    lora_r: Annotated[int, option(LORA, "r")] = default(LORA, "r"),
    lora_alpha: Annotated[int, option(LORA, "alpha")] = default(LORA, "alpha"),
    lora_dropout: Annotated[float, option(LORA, "dropout")] = default(LORA, "dropout"),
    lora_targets: Annotated[str | None, option(LORA, "targets")] = None,  # comma-separated
    lora_layers: Annotated[int | None, option(LORA, "layers")] = None,  # None: the target's default
    on_reflector: Annotated[str | None, option(S, "on_reflector")] = default(S, "on_reflector"),
    full: Annotated[bool, option(S, "full")] = default(S, "full"),
    quantization: Annotated[str, option(S, "quantization")] = default(S, "quantization"),
    gradient_checkpointing: Annotated[bool, option(S, "gradient_checkpointing")] = default(S, "gradient_checkpointing"),
    bf16: Annotated[str, option(S, "bf16")] = default(S, "bf16"),
    trunk_bf16: Annotated[str, option(S, "trunk_bf16")] = default(S, "trunk_bf16"),
    max_length: Annotated[int, option(S, "max_length")] = default(S, "max_length"),
    head: Annotated[str | None, option(S, "head")] = default(S, "head"),
    device: Annotated[str | None, option(S, "device")] = default(S, "device"),
    seed: Annotated[int, option(S, "seed")] = default(S, "seed"),
    resume: Annotated[bool, typer.Option("--resume", help="Continue the run in --out from its latest checkpoint.")] = False,
    save_every: Annotated[int, option(S, "save_every")] = default(S, "save_every"),
    minutes: Annotated[float | None, option(S, "minutes")] = default(S, "minutes"),
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
) -> None:
    """Supervised fine-tuning of one player (completion-only loss, EOS after reflections)."""
    from reflect_cli.runs import RunDir
    from reflect_cli.train.mixed_precision import check_mode
    from reflect_cli.train.sft import SFTConfig, load_records, train_sft

    load_records(data, target)  # validate before loading any model
    if head is not None:
        from reflect_cli.agent.policy import check_head

        check_head(head)
        if target != "policy":
            raise UsageError("--head is for the policy target")
    lora = lora_from({"lora_r": lora_r, "lora_alpha": lora_alpha, "lora_dropout": lora_dropout,
                      "lora_targets": lora_targets.split(",") if lora_targets else None, "lora_layers": lora_layers},
                     target=target)
    if minutes is not None and minutes <= 0:
        raise UsageError(f"--minutes must be more than 0, got {minutes:g}")
    cfg = SFTConfig(
        data=str(data), target=target, model=model, steps=steps, batch_size=batch_size, grad_accum=grad_accum,
        lr=lr, lr_schedule=lr_schedule, full=full, quantization=quantization, gradient_checkpointing=gradient_checkpointing,
        max_length=max_length, head=head, device=device, seed=seed, save_every=save_every, lora=lora,
        bf16=check_mode(bf16), trunk_bf16=check_mode(trunk_bf16), minutes=minutes, on_reflector=on_reflector,
    )
    run = RunDir.create(out, stage=f"sft-{target}", seed=seed, config=cfg.to_dict(), resume=resume)
    err.print(f"Training {target} → {run.path}")
    try:
        from reflect_cli.cli.progress import sft_hooks, stage_progress

        with stage_progress(quiet=quiet) as bars:
            result = train_sft(cfg, run, resume=resume, log=lambda m: bars.say(m, markup=False),
                               hooks=sft_hooks(bars, f"sft {target}", steps))
    except BaseException:
        # Nothing to resume (no checkpoint yet): leave no half-made --out that refuses the rerun.
        run.discard_if_unfinished()
        raise
    first, last = result.first_eval, result.last_eval
    line = f"eval loss {first['eval/loss']:.3f} → {last['eval/loss']:.3f}"
    if "eval/agreement" in last:
        line += f", agreement {first['eval/agreement']:.2f} → {last['eval/agreement']:.2f}"
    if result.stopped_by_budget:
        line += f" (stopped at step {result.steps} of {steps}: the --minutes {minutes:g} budget)"
    err.print(f"Done: {line}. Model: {result.final}")
