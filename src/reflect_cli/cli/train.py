"""``reflect train`` (the whole pipeline) and ``reflect plot``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from reflect_cli.cli.common import emit_json, err, handle_errors

TRAIN_EPILOG = (
    "Examples:  reflect train --env taxi --preset smoke --out runs/taxi-smoke  ·  "
    "reflect train --env taxi --preset smoke --ablation no-reflection --out runs/taxi-noref  ·  "
    "reflect train --env autoexplore --config recipe.toml --out runs/ae --resume"
)


@handle_errors
def train_cmd(
    env: Annotated[str, typer.Option("--env", "-e", help="Environment (see `reflect envs`).")],
    out: Annotated[Optional[Path], typer.Option("--out", "-o", help="Pipeline directory (default: runs/<time>-train-<env>).")] = None,
    preset: Annotated[Optional[str], typer.Option("--preset", help="smoke (minutes on a CPU) or paper (the paper's budgets, GPU).")] = None,
    config: Annotated[Optional[Path], typer.Option("--config", "-c", help="TOML recipe; overrides the preset.")] = None,
    ablation: Annotated[Optional[str], typer.Option("--ablation", help="reflect-rl, no-reflection, no-negatives, no-curriculum, rl-only or sft-only.")] = None,
    model: Annotated[Optional[str], typer.Option("--model", "-m", help="Base model for both players (default: embedded).")] = None,
    seed: Annotated[Optional[int], typer.Option("--seed", help="Seed of every stage.")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Continue an interrupted stage from its last checkpoint.")] = False,
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary (with the eval results) on stdout.")] = False,
) -> None:
    """Run gen-data → sft reflector → sft policy → rlft → eval as one resumable pipeline.

    Every stage is a sub-run of the pipeline directory; finished stages are skipped when the same
    command is run again, and --resume continues an interrupted one.
    """
    import json
    import time

    from reflect_cli import paths
    from reflect_cli.pipeline import Pipeline, resolve_config

    if preset is None and config is None:
        raise typer.BadParameter("pass --preset smoke|paper or --config FILE.toml", param_hint="--preset")
    cfg = resolve_config(env, preset=preset, config_file=config,
                         overrides={"ablation": ablation, "model": model, "seed": seed})
    out = out or paths.runs_dir() / f"{time.strftime('%Y%m%d-%H%M%S')}-train-{cfg['env']}"
    pipeline = Pipeline(out, cfg, resume=resume, log=lambda m: err.print(f"[dim]{m}[/]"))
    err.print(f"Pipeline {out} · stages: {' → '.join(pipeline.stages)}")

    def show(stage: str, what: str) -> None:
        err.print(f"[bold]{stage}[/]: {what}")

    summary = pipeline.run(on_stage=show)
    results = out / "eval" / "results.json"
    table = out / "eval" / "table.md"
    if table.is_file():
        err.print(table.read_text(encoding="utf-8"))
    plot = out / "eval" / "curves.png"
    if plot.is_file():
        err.print(f"Curves: {plot}")
    if json_out:
        doc = dict(summary)
        if results.is_file():
            doc["eval"] = json.loads(results.read_text(encoding="utf-8"))
        emit_json(doc)


@handle_errors
def plot_cmd(
    runs: Annotated[list[Path], typer.Argument(help="rlft runs or reflect train pipelines.", show_default=False)],
    out: Annotated[Path, typer.Option("--out", "-o", help="PNG file to write.")],
    label: Annotated[Optional[list[str]], typer.Option("--label", help="Legend label per run (repeatable).")] = None,
    smoothing: Annotated[float, typer.Option("--smoothing", help="EMA weight in [0, 1).")] = 0.6,
) -> None:
    """Plot training success-rate and return curves (smoothed, raw points faint), one line per run."""
    from reflect_cli.plot import plot_runs

    if label and len(label) != len(runs):
        raise typer.BadParameter("give one --label per run", param_hint="--label")
    path = plot_runs(runs, out, labels=label, smoothing=smoothing)
    err.print(f"Wrote {path}")
