"""``reflect sft``: supervised warm-up of the reflector or the policy."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from reflect_cli.cli.common import err, handle_errors
from reflect_cli.errors import UsageError


@handle_errors
def sft_cmd(
    data: Annotated[Path, typer.Option("--data", help="reflect.sft/1 JSONL file (from `reflect gen-data`).")],
    target: Annotated[str, typer.Option("--target", help="reflection or policy.")],
    model: Annotated[Optional[str], typer.Option("--model", help="Base model (default: embedded SmolLM2-135M).")] = None,
    out: Annotated[Optional[Path], typer.Option("--out", help="Run directory (default: runs/<time>-sft-...).")] = None,
    steps: Annotated[int, typer.Option(help="Optimizer steps.")] = 200,
    batch_size: Annotated[int, typer.Option(help="Examples per micro-batch.")] = 4,
    grad_accum: Annotated[int, typer.Option(help="Micro-batches per optimizer step.")] = 1,
    lr: Annotated[float, typer.Option(help="Peak learning rate (AdamW, constant after warm-up).")] = 2e-4,
    lora_r: Annotated[int, typer.Option(help="LoRA rank.")] = 16,
    lora_alpha: Annotated[int, typer.Option(help="LoRA alpha.")] = 32,
    lora_dropout: Annotated[float, typer.Option(help="LoRA dropout.")] = 0.05,
    lora_targets: Annotated[Optional[str], typer.Option(help="Comma-separated module names, or all-linear (default: peft's).")] = None,
    full: Annotated[bool, typer.Option("--full", help="Full fine-tuning instead of LoRA.")] = False,
    quantization: Annotated[str, typer.Option(help="none, 8bit or 4bit (bitsandbytes, CUDA only).")] = "none",
    gradient_checkpointing: Annotated[bool, typer.Option("--gradient-checkpointing", help="Trade compute for memory.")] = False,
    bf16: Annotated[str, typer.Option("--bf16", help="Forwards in bf16: auto (where the CPU or GPU computes bf16 natively), yes or no.")] = "auto",
    max_length: Annotated[int, typer.Option(help="Max tokens per example; longer examples are an error, never cut.")] = 2048,
    head: Annotated[Optional[str], typer.Option(help="Policy head: text (score each command's text) or label (the paper's label token). Default: text.")] = None,
    device: Annotated[Optional[str], typer.Option(help="cpu, cuda, ... (default: cuda if available).")] = None,
    seed: Annotated[int, typer.Option(help="Seed for data order and initialisation.")] = 0,
    resume: Annotated[bool, typer.Option("--resume", help="Continue the run in --out from its latest checkpoint.")] = False,
    save_every: Annotated[int, typer.Option(help="Checkpoint every N steps (0: only the final model).")] = 0,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
) -> None:
    """Supervised fine-tuning of one player (completion-only loss, EOS after reflections)."""
    from reflect_cli.runs import RunDir
    from reflect_cli.train.models import LoraSettings
    from reflect_cli.train.precision import check_mode
    from reflect_cli.train.sft import SFTConfig, load_records, train_sft

    load_records(data, target)  # validate before loading any model
    if head is not None:
        from reflect_cli.agent.policy import check_head

        check_head(head)
        if target != "policy":
            raise UsageError("--head is for the policy target")
    cfg = SFTConfig(
        data=str(data), target=target, model=model, steps=steps, batch_size=batch_size, grad_accum=grad_accum,
        lr=lr, full=full, quantization=quantization, gradient_checkpointing=gradient_checkpointing,
        max_length=max_length, head=head, device=device, seed=seed, save_every=save_every, bf16=check_mode(bf16),
        lora=LoraSettings(lora_r, lora_alpha, lora_dropout, lora_targets.split(",") if lora_targets else None),
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
    err.print(f"Done: {line}. Model: {result.final}")
