"""``reflect train`` (the whole pipeline) and ``reflect plot``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from reflect_cli.cli.common import emit_json, err, handle_errors, results
from reflect_cli.cli.options import option
from reflect_cli.errors import UsageError
from reflect_cli.train.config import PipelineSettings as P

TRAIN_EPILOG = (
    "Examples:  reflect train --env taxi --preset smoke --out runs/taxi-smoke  ·  "
    "reflect train --env taxi --preset smoke --ablation no-reflection --out runs/taxi-noref  ·  "
    "reflect train --env autoexplore --config recipe.toml --out runs/ae --resume"
)
PLOT_EPILOG = (
    "Examples:  reflect plot runs/taxi-smoke --out curves.png  ·  "
    "reflect plot runs/taxi-smoke runs/taxi-noref --label reflect-rl --label no-reflection --out curves.png"
)


@handle_errors
def train_cmd(
    env: Annotated[str, option(P, "env", "--env", "-e")],
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Pipeline directory (default: runs/<time>-train-<env>).")] = None,
    preset: Annotated[str | None, typer.Option("--preset", help="smoke (minutes on a CPU) or paper (the paper's budgets, GPU).")] = None,
    config: Annotated[Path | None, typer.Option("--config", "-c", help="TOML recipe; overrides the preset.")] = None,
    ablation: Annotated[str | None, option(P, "ablation")] = None,  # None: not given
    model: Annotated[str | None, option(P, "model", "--model", "-m")] = None,
    seed: Annotated[int | None, option(P, "seed")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Continue an interrupted stage from its last checkpoint.")] = False,
    set_: Annotated[list[str] | None, typer.Option(
        "--set", metavar="KEY=VALUE", help="Any recipe key: [SECTION.]KEY=JSON value, e.g. rlft.lr=1e-4 (repeatable); "
        "over --config, under --model/--seed/--ablation.", show_default=False)] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary (with the eval results) on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr (stage lines and errors stay).")] = False,
) -> None:
    """Run gen-data → sft reflector → sft policy → rlft → eval as one pipeline.

    Every stage is a sub-run of the pipeline directory; finished stages are skipped when the same
    command is run again, and --resume continues an interrupted one. The evaluation table (or
    --json) goes to stdout, progress to stderr.
    """
    import json
    import time

    from reflect_cli import paths
    from reflect_cli.pipeline import Pipeline
    from reflect_cli.pipeline_config import resolve_config
    from reflect_cli.train.config import parse_sets

    if preset is None and config is None:
        raise UsageError("pass --preset smoke|paper or --config FILE.toml",
                         hint="e.g. reflect train --env taxi --preset smoke --out runs/taxi-smoke")
    if preset is not None:
        from reflect_cli.cli.choices import check_choice
        from reflect_cli.pipeline_config import preset_names

        preset = check_choice(preset, preset_names(), "preset")
    if out is not None and out.exists() and not out.is_dir():
        raise UsageError(f"--out {out} exists and is not a folder")
    cfg = resolve_config(env, preset=preset, config_file=config, sets=parse_sets(set_, nested=True),
                         overrides={"ablation": ablation, "model": model, "seed": seed})
    out = out or paths.runs_dir() / f"{time.strftime('%Y%m%d-%H%M%S')}-train-{cfg['env']}"

    from reflect_cli.cli.eval import results_table
    from reflect_cli.cli.progress import stage_progress

    note = SMOKE_NOTE if preset == "smoke" and config is None else None
    with stage_progress(quiet=quiet) as bars:
        pipeline = Pipeline(out, cfg, resume=resume, log=lambda m: bars.say(f"[dim]{escape(m)}[/]"),
                            progress=lambda stage, done, total, m: _stage_progress(bars, stage, done, total, m),
                            warn=lambda m: bars.say(f"[yellow]{escape(m)}[/]", always=True), note=note)
        # Stage lines stay with --quiet: a pipeline runs for a long time, and they are milestones.
        err.print(f"Pipeline {escape(str(out))} · stages: {' → '.join(pipeline.stages)}", soft_wrap=True)
        if note:
            err.print(f"[yellow]{escape(note)}[/]", soft_wrap=True)

        def show(stage: str, what: str) -> None:
            # A stage starts with seconds to minutes of loading before its first bar moves: say what.
            doing = STAGE_START.get(stage, "") if what in ("running", "resuming") else ""
            text = f"{what} ({doing.format(model=cfg.get('model', 'the model'))})" if doing else what
            err.print(f"[bold]{stage}[/]: {escape(text)}", soft_wrap=True)

        summary = pipeline.run(on_stage=show)
    results_file = out / "eval" / "results.json"
    doc = json.loads(results_file.read_text(encoding="utf-8")) if results_file.is_file() else None
    plot = out / "eval" / "curves.png"
    if plot.is_file():
        err.print(f"Curves: {escape(str(plot))}")
    if json_out:
        summary = dict(summary)
        if doc is not None:
            summary["eval"] = doc
        emit_json(summary)
    elif doc is not None:
        results.print(results_table(doc))
        if note:
            results.print(note, soft_wrap=True)


# The smoke preset runs every stage for minutes on a CPU: its success rates (often no better than
# random's) say nothing about learning, and its output must say so.
SMOKE_NOTE = ("Smoke preset: a plumbing check that every stage runs (minutes on a CPU), not a measure of "
              "learning; its success rates say nothing about what RL can do. Use --preset paper or a recipe.")
STAGE_START = {
    "gen-data": "teacher episodes, then token counts with {model}'s tokenizer",
    "sft-reflection": "loading {model}, then SFT steps",
    "sft-policy": "loading {model}, then SFT steps",
    "rlft": "loading {model} and the trained players, then RL iterations",
    "eval": "loading the trained players, then episodes",
}


def _stage_progress(bars, stage: str, done: int, total: int, metrics: dict) -> None:
    from reflect_cli.cli.progress import rl_info, sft_info

    if stage == "gen-data":  # its own bars: questions, trajectories, episodes
        bars.update(metrics["key"], done, total, description=metrics.get("description"), unit=metrics.get("unit", ""),
                    info=metrics.get("info", ""))
    elif stage == "eval":
        agent, level = metrics.get("agent"), metrics.get("level")
        where = f" · level {level}" if level is not None else ""
        bars.update(f"eval:{agent}:{level}", done, total, description=f"eval {agent}{where}", unit="episodes")
    elif stage == "rlft":
        bars.update(stage, done, total, unit="iterations", info=rl_info(metrics))
    else:
        bars.update(stage, done, total, unit="steps", info=sft_info(metrics))


@handle_errors
def plot_cmd(
    runs: Annotated[list[Path], typer.Argument(metavar="RUN", help="rlft runs or reflect train pipelines.", show_default=False)],
    out: Annotated[Path | None, typer.Option("--out", "-o", help="PNG file to write (default: curves.png in the "
                                              "first RUN).", show_default=False)] = None,
    label: Annotated[list[str] | None, typer.Option("--label", metavar="LABEL", help="Legend label per run (repeatable).")] = None,
    smoothing: Annotated[float, typer.Option("--smoothing", help="EMA weight in [0, 1).")] = 0.6,
) -> None:
    """Plot training success-rate and return curves (smoothed, raw points faint), one line per run."""
    from reflect_cli.plot import metrics_file, plot_runs

    if label and len(label) != len(runs):
        raise UsageError(f"--label: {len(label)} label(s) for {len(runs)} run(s)", hint="give one --label per run")
    # Checked before matplotlib is imported (about a second).
    if not 0 <= smoothing < 1:
        raise UsageError(f"--smoothing {smoothing}: must be in [0, 1)", hint="e.g. 0.6; 0 draws the raw points")
    for run in runs:
        if not run.is_dir():
            raise UsageError(f"{run}: no such run directory",
                             hint="pass the --out folder of `reflect rlft` or `reflect train`, e.g. runs/taxi-smoke")
        metrics_file(run)
    path = plot_runs(runs, out if out is not None else runs[0] / "curves.png", labels=label, smoothing=smoothing)
    err.print(f"Wrote {escape(str(path))}")
