"""``reflect sft``: supervised warm-up of the reflector or the policy."""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Annotated, Any

import typer

from reflect_cli.cli.common import err, handle_errors
from reflect_cli.cli.options import settings_options, with_options
from reflect_cli.errors import UsageError
from reflect_cli.train.config import SFTSettings, lora_from

EPILOG = (
    "Examples:  reflect sft --data data/taxi/sft_reflection.jsonl --target reflection --out runs/refl  ·  "
    "reflect sft --data data/taxi/sft_policy.jsonl --target policy --minutes 10 --out runs/pol"
)

# The options are the fields of SFTSettings (its lora: --lora-r, ...) that have a flag; where the
# command line differs from the field: its type, and None for "the target's default".
SETTINGS = settings_options(SFTSettings, types={"data": Path, "lora_targets": str | None, "lora_layers": int | None},
                            defaults={"lora_targets": None, "lora_layers": None},  # lora_targets: comma-separated
                            required=("data", "target"))
RUN = [
    inspect.Parameter("out", inspect.Parameter.KEYWORD_ONLY, default=None, annotation=Annotated[
        Path | None, typer.Option("--out", help="Run directory (default: runs/<time>-sft-...).")]),
    inspect.Parameter("resume", inspect.Parameter.KEYWORD_ONLY, default=False, annotation=Annotated[
        bool, typer.Option("--resume", help="Continue the run in --out from its latest checkpoint.")]),
    inspect.Parameter("quiet", inspect.Parameter.KEYWORD_ONLY, default=False, annotation=Annotated[
        bool, typer.Option("--quiet", "-q", help="No progress on stderr.")]),
]


@handle_errors
@with_options(SETTINGS, RUN)
def sft_cmd(**options: Any) -> None:
    """Supervised fine-tuning of one player (completion-only loss, EOS after reflections)."""
    from reflect_cli.runs import RunDir
    from reflect_cli.train.mixed_precision import check_mode
    from reflect_cli.train.sft import SFTConfig, load_records, train_sft

    out, resume, quiet = (options.pop(p.name) for p in RUN)
    data, target, head, minutes = options["data"], options["target"], options["head"], options["minutes"]
    load_records(data, target)  # validate before loading any model
    if head is not None:
        from reflect_cli.agent.policy import check_head

        check_head(head)
        if target != "policy":
            raise UsageError("--head is for the policy target")
    if options["lora_targets"]:
        options["lora_targets"] = options["lora_targets"].split(",")
    lora = lora_from(options, target=target)
    if minutes is not None and minutes <= 0:
        raise UsageError(f"--minutes must be more than 0, got {minutes:g}")
    options.update(data=str(data), bf16=check_mode(options["bf16"]), trunk_bf16=check_mode(options["trunk_bf16"]))
    cfg = SFTConfig(**options, lora=lora)
    run = RunDir.create(out, stage=f"sft-{target}", seed=cfg.seed, config=cfg.to_dict(), resume=resume)
    err.print(f"Training {target} → {run.path}")
    try:
        from reflect_cli.cli.progress import sft_hooks, stage_progress

        with stage_progress(quiet=quiet) as bars:
            result = train_sft(cfg, run, resume=resume, log=lambda m: bars.say(m, markup=False),
                               hooks=sft_hooks(bars, f"sft {target}", cfg.steps))
    except BaseException:
        # Nothing to resume (no checkpoint yet): leave no half-made --out that refuses the rerun.
        run.discard_if_unfinished()
        raise
    first, last = result.first_eval, result.last_eval
    line = f"eval loss {first['eval/loss']:.3f} → {last['eval/loss']:.3f}"
    if "eval/agreement" in last:
        line += f", agreement {first['eval/agreement']:.2f} → {last['eval/agreement']:.2f}"
    if result.stopped_by_budget:
        line += f" (stopped at step {result.steps} of {cfg.steps}: the --minutes {minutes:g} budget)"
    err.print(f"Done: {line}. Model: {result.final}")
