"""``reflect gen-data auto-explore|taxi|alfworld``: tasks, teacher trajectories, SFT data.

A thin layer over :mod:`reflect_cli.datagen.generate` (which ``reflect train`` calls too): options
in, a progress display on stderr, the stats as a table or ``--json``. The file formats are
documented in :mod:`reflect_cli.datagen`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from reflect_cli.cli.common import PlainCommand, emit_json, err, handle_errors, results
from reflect_cli.cli.options import default, option
from reflect_cli.errors import UsageError
from reflect_cli.train.config import AlfworldData, AutoExploreData, TaxiData

gen_data_app = typer.Typer(
    help="Generate training data: tasks, teacher trajectories with reflections, SFT files.",
    no_args_is_help=True,
    epilog="Examples:  reflect gen-data auto-explore --repos ~/src/projA --out data/ae  ·  "
           "reflect gen-data taxi --out data/taxi  ·  reflect gen-data alfworld --out data/alf  ·  "
           "then: reflect sft --data data/ae/sft_policy.jsonl --target policy --out runs/pol",
)

AE, TAXI, ALF = AutoExploreData, TaxiData, AlfworldData  # option help and defaults: train/config.py


def _progress(quiet: bool):
    from reflect_cli.cli.progress import stage_progress

    return stage_progress(quiet=quiet)


def _table(title: str, rows: list[tuple[str, Any]]) -> Table:
    table = Table(title=title, show_header=True, header_style="bold")
    table.add_column("what")
    table.add_column("count", justify="right")
    for name, value in rows:
        table.add_row(escape(str(name)), escape(str(value)))
    return table


# -- auto-explore -------------------------------------------------------------------------------


AUTO_EXPLORE_EPILOG = (
    "Examples:  reflect gen-data auto-explore --repos ~/src/projA ~/src/projB --out data/ae  ·  "
    "reflect gen-data auto-explore --repos ~/src/projA --out data/hist --questions history  ·  "
    "reflect gen-data auto-explore --repos . --out data/ae --teacher openai:MODEL --base-url http://127.0.0.1:8080/v1"
)
TAXI_EPILOG = (
    "Examples:  reflect gen-data taxi --out data/taxi  ·  "
    "reflect gen-data taxi --out data/taxi-pickup --level pickup --episodes 500"
)
ALFWORLD_EPILOG = (
    "Examples:  reflect gen-data alfworld --out data/alf  ·  "
    "reflect gen-data alfworld --out data/alf --data env --episodes 200 (ALFWorld's own games: $ALFWORLD_DATA)"
)


@gen_data_app.command("auto-explore", cls=PlainCommand, epilog=AUTO_EXPLORE_EPILOG,
                      short_help="Question → file tasks and trajectories from repositories.")
@handle_errors
def auto_explore(
    out: Annotated[Path, typer.Option("--out", "-o", help="Output folder (created; reruns resume).", show_default=False)],
    repos: Annotated[list[Path] | None, option(AE, "repos", metavar="DIR", show_default=False)] = None,
    more_repos: Annotated[list[Path] | None, typer.Argument(hidden=True, show_default=False)] = None,
    seed: Annotated[int, option(AE, "seed")] = default(AE, "seed"),
    negatives: Annotated[int, option(AE, "negatives", min=0, max=20)] = default(AE, "negatives"),
    teacher: Annotated[str, option(AE, "teacher")] = default(AE, "teacher"),
    base_url: Annotated[str | None, option(AE, "base_url")] = default(AE, "base_url"),
    max_tasks_per_repo: Annotated[int, option(AE, "max_tasks_per_repo", min=1)] = default(AE, "max_tasks_per_repo"),
    max_questions_per_file: Annotated[int, option(AE, "max_questions_per_file", min=1)] = default(
        AE, "max_questions_per_file"),
    max_depth: Annotated[int | None, option(AE, "max_depth", min=0)] = default(AE, "max_depth"),
    ambiguity_filter: Annotated[str, option(AE, "ambiguity_filter")] = default(AE, "ambiguity_filter"),
    horizon: Annotated[int, option(AE, "horizon", min=2)] = default(AE, "horizon"),
    action_order: Annotated[str, option(AE, "action_order")] = default(AE, "action_order"),
    max_entries_per_page: Annotated[int, option(AE, "max_entries_per_page", min=1)] = default(
        AE, "max_entries_per_page"),
    max_retries: Annotated[int, option(AE, "max_retries", min=0)] = default(AE, "max_retries"),
    teacher_explorations: Annotated[int | None, option(AE, "teacher_explorations", min=0, show_default=False)] = (
        default(AE, "teacher_explorations")),
    teacher_reflections: Annotated[bool | None, option(
        AE, "teacher_reflections", "--teacher-reflections/--no-teacher-reflections", show_default=False)] = (
        default(AE, "teacher_reflections")),
    tokenizer: Annotated[str | None, option(AE, "tokenizer", show_default=False)] = default(AE, "tokenizer"),
    questions: Annotated[str, typer.Option(
        "--questions", help="Who writes the questions: teacher (from the files), history (git commit messages, "
        "the changed files as answers; a work tree or bare git directory) or both.")] = "teacher",
    history_split: Annotated[str, typer.Option(
        "--history-split", help="History questions: repo (split by repository) or time (newest commits held "
        "out as validation/test).")] = "repo",
    overwrite: Annotated[bool, typer.Option("--overwrite", help="Replace existing output in --out.")] = False,
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress or table on stderr.")] = False,
) -> None:
    """Question -> file tasks for every repository, oracle trajectories with reflections,
    negative examples, and the SFT files. Splits are by repository (70/20/10). With
    --teacher openai:MODEL the teacher also writes the questions and reflections and explores.
    With --questions history the questions come from the repository's git history."""
    from reflect_cli.datagen import generate

    for repo in [*(repos or []), *(more_repos or [])]:  # before anything is generated, with a hint
        text = str(repo)
        if not text.startswith("python:") and not repo.expanduser().exists():
            raise UsageError(f"repository {repo}: no such directory",
                             hint="pass an existing folder (--repos DIR, repeatable), or python:NAME for an installed package")
    with _progress(quiet) as progress:
        stats = generate.auto_explore(
            out, [*(repos or []), *(more_repos or [])], seed=seed, negatives=negatives, teacher=teacher,
            base_url=base_url, max_tasks_per_repo=max_tasks_per_repo, max_questions_per_file=max_questions_per_file,
            max_depth=max_depth, ambiguity_filter=ambiguity_filter, horizon=horizon, action_order=action_order,
            max_entries_per_page=max_entries_per_page, max_retries=max_retries,
            teacher_explorations=teacher_explorations, teacher_reflections=teacher_reflections, tokenizer=tokenizer,
            overwrite=overwrite, progress=progress.update, questions=questions, history_split=history_split,
            on_skip=lambda reason: progress.say(f"[yellow]Skipped:[/] {escape(reason)}", always=True),
        )
    _report(stats, "gen-data auto-explore", quiet, json_out)


def _report(stats: dict[str, Any], title: str, quiet: bool, json_out: bool) -> None:
    from reflect_cli.datagen.data_stats import PROMPT_KINDS, TOKEN_SAMPLE

    if not quiet:
        rows: list[tuple[str, Any]] = []
        for key in ("tasks_per_repo", "tasks_per_split", "tasks_per_depth"):
            for name, value in stats.get(key, {}).items():
                rows.append((f"tasks · {key.split('_')[-1]} {name}", value))
        if "tasks" in stats:
            rows.append(("tasks", stats["tasks"]))
        rows.append(("trajectories", stats["trajectories"]))
        rows.append(("  positive", stats["positive_trajectories"]))
        for name, value in stats["negative_trajectories"].items():
            rows.append((f"  negative · {name}", value))
        for name, value in stats.get("teacher_trajectories", {}).items():
            rows.append((f"  teacher exploration · {name}", value))
        refl = stats.get("teacher_reflections")
        if refl:
            rows.append(("teacher reflections · asked", refl["asked"]))
            rows.append(("teacher reflections · accepted", refl["accepted"]))
            for name, value in refl["fallbacks"].items():
                rows.append((f"teacher reflections · fallback {name}", value))
        rows.append(("steps", stats["steps"]))
        rows.append(("mean observation chars", stats["mean_observation_chars"]))
        if stats.get("mean_prompt_tokens"):
            rows.append(("prompt tokenizer", stats["prompt_tokenizer"]))
            counted = stats.get("prompt_tokens_counted", {})
            stems = {kind: stem for kind, stem, _ in PROMPT_KINDS}
            if any(n < stats["sft_examples"].get(stems[k], n) for k, n in counted.items()):
                rows.append(("  counted on (evenly spaced)", f"≤ {TOKEN_SAMPLE} records per file"))
            approx = " (approx)" if stats.get("prompt_tokens_approx") else ""
            medians = stats.get("median_prompt_tokens", {})
            for name, value in stats["mean_prompt_tokens"].items():
                median = f" (median {medians[name]:g})" if name in medians else ""
                rows.append((f"mean prompt tokens{approx} · {name}", f"{value}{median}"))
        for name, value in stats["sft_examples"].items():
            rows.append((f"{name}.jsonl", value))
        for name, value in stats.get("dropped_sft_steps", {}).items():
            rows.append((f"dropped · {name} negative steps (SFT)", value))
        for name, value in stats.get("dropped_questions", {}).items():
            rows.append((f"dropped · {name}", value))
        for name, value in stats.get("history", {}).items():
            rows.append((f"history · {name} ({value['tree_kind']})", f"{value['tasks']} of {value['commits']} commits"))
        for name, value in stats.get("teacher_usage", {}).items():
            rows.append((f"teacher usage · {name}", value))
        rows.append(("seconds", stats["seconds"]))
        # The table is the result (stdout) unless --json makes the JSON document the result.
        (err if json_out else results).print(_table(title, rows))
        err.print(f"[dim]Wrote {escape(stats['out'])}[/]")
    if json_out:
        emit_json(stats)


# -- taxi / alfworld --------------------------------------------------------------------------------


@gen_data_app.command("taxi", cls=PlainCommand, epilog=TAXI_EPILOG, short_help="DangerousTaxi trajectories from the BFS oracle.")
@handle_errors
def taxi(
    out: Annotated[Path, typer.Option("--out", "-o", help="Output folder.", show_default=False)],
    episodes: Annotated[int, option(TAXI, "episodes", min=1)] = default(TAXI, "episodes"),
    level: Annotated[str, option(TAXI, "level")] = default(TAXI, "level"),
    epsilon: Annotated[float, option(TAXI, "epsilon", min=0.0, max=1.0)] = default(TAXI, "epsilon"),
    horizon: Annotated[int, option(TAXI, "horizon", min=1)] = default(TAXI, "horizon"),
    seed: Annotated[int, option(TAXI, "seed")] = default(TAXI, "seed"),
    tokenizer: Annotated[str | None, option(TAXI, "tokenizer", show_default=False)] = default(TAXI, "tokenizer"),
    overwrite: Annotated[bool, typer.Option("--overwrite", help="Replace existing output in --out.")] = False,
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress or table on stderr.")] = False,
) -> None:
    """DangerousTaxi trajectories: ε-random behaviour, the BFS oracle's action as every target."""
    from reflect_cli.datagen import generate

    with _progress(quiet) as progress:
        stats = generate.taxi(out, episodes=episodes, level=level, epsilon=epsilon, horizon=horizon, seed=seed,
                              tokenizer=tokenizer, overwrite=overwrite, progress=progress.update)
    _report(stats, "gen-data taxi", quiet, json_out)


@gen_data_app.command("alfworld", cls=PlainCommand, epilog=ALFWORLD_EPILOG, short_help="ALFWorld trajectories from the expert.")
@handle_errors
def alfworld(
    out: Annotated[Path, typer.Option("--out", "-o", help="Output folder.", show_default=False)],
    episodes: Annotated[int, option(ALF, "episodes", min=1)] = default(ALF, "episodes"),
    data: Annotated[str, option(ALF, "data")] = default(ALF, "data"),
    epsilon: Annotated[float, option(ALF, "epsilon", min=0.0, max=1.0)] = default(ALF, "epsilon"),
    horizon: Annotated[int, option(ALF, "horizon", min=1)] = default(ALF, "horizon"),
    seed: Annotated[int, option(ALF, "seed")] = default(ALF, "seed"),
    tokenizer: Annotated[str | None, option(ALF, "tokenizer", show_default=False)] = default(ALF, "tokenizer"),
    overwrite: Annotated[bool, typer.Option("--overwrite", help="Replace existing output in --out.")] = False,
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress or table on stderr.")] = False,
) -> None:
    """ALFWorld trajectories: ε-random behaviour, the expert's command as every target."""
    from reflect_cli.datagen import generate

    with _progress(quiet) as progress:
        stats = generate.alfworld(out, episodes=episodes, data=data, epsilon=epsilon, horizon=horizon, seed=seed,
                                  tokenizer=tokenizer, overwrite=overwrite, progress=progress.update)
    _report(stats, "gen-data alfworld", quiet, json_out)
