"""``reflect gen-data ENV``: tasks, teacher trajectories, SFT data, one subcommand per environment.

A thin layer over each registered environment's gen-data function (its spec's ``gen_data``;
the built-in ones in :mod:`reflect_cli.datagen.generate`, which ``reflect train`` calls too): the
subcommand's options are the fields of the env's gen-data settings (its spec's
``data_settings``), a progress display on stderr, the stats as a table or ``--json``. The
subcommands are read from the registry when asked for, so an environment registered by its own
module gets one. The file formats are documented in :mod:`reflect_cli.datagen`.
"""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table
from typer.core import TyperGroup

from reflect_cli.cli.common import PlainCommand, emit_json, err, handle_errors, results
from reflect_cli.cli.options import settings_options, with_options
from reflect_cli.envs.registration import EnvSpec, envs_in_registration_order


class _EnvCommands(TyperGroup):
    """One subcommand per registered environment that has gen-data hooks, built when asked for."""

    def list_commands(self, ctx: Any) -> list[str]:
        return [name for name, _ in _data_envs()]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name not in self.commands:
            for name, spec in _data_envs():
                if name == cmd_name:
                    self.commands[name] = _build_command(spec, name)
        return self.commands.get(cmd_name)


gen_data_app = typer.Typer(
    cls=_EnvCommands,
    help="Generate training data: tasks, teacher trajectories with reflections, SFT files.",
    no_args_is_help=True,
    epilog="Examples:  reflect gen-data auto-explore --repos ~/src/projA --out data/ae  ·  "
           "reflect gen-data taxi --out data/taxi  ·  reflect gen-data alfworld --out data/alf  ·  "
           "then: reflect sft --data data/ae/sft_policy.jsonl --target policy --out runs/pol",
)


def _data_envs() -> list[tuple[str, EnvSpec]]:
    """``(subcommand name, spec)`` of every env with gen-data hooks, in registration order."""
    out = []
    for spec in envs_in_registration_order():
        cls = spec.data_settings_class()
        if cls is not None:
            out.append((getattr(cls, "COMMAND", spec.name), spec))
    return out


def _common_options(out_help: str) -> tuple[inspect.Parameter, list[inspect.Parameter]]:
    """``--out`` (first) and the options every gen-data subcommand ends with."""
    kw = inspect.Parameter.KEYWORD_ONLY
    out = inspect.Parameter("out", kw, annotation=Annotated[Path, typer.Option(
        "--out", "-o", help=out_help, show_default=False)])
    return out, [
        inspect.Parameter("overwrite", kw, default=False, annotation=Annotated[bool, typer.Option(
            "--overwrite", help="Replace existing output in --out.")]),
        inspect.Parameter("json_out", kw, default=False, annotation=Annotated[bool, typer.Option(
            "--json", help="Print a JSON summary on stdout.")]),
        inspect.Parameter("quiet", kw, default=False, annotation=Annotated[bool, typer.Option(
            "--quiet", "-q", help="No progress or table on stderr.")]),
    ]


def _build_command(spec: EnvSpec, name: str) -> Any:  # a Click command (typer's own Click)
    """The Click command of ``reflect gen-data NAME``: ``--out``, the options of the env's gen-data
    settings (in field order; ``MORE_ARGUMENTS``: that list option also takes hidden positional
    values), ``--overwrite``, ``--json``, ``--quiet``; it calls the env's gen-data function."""
    cls = spec.data_settings_class()
    assert cls is not None  # only envs with data settings get a subcommand
    more = getattr(cls, "MORE_ARGUMENTS", None)
    types = getattr(cls, "CLI_TYPES", {})
    settings = settings_options(cls, types=types, defaults=getattr(cls, "CLI_DEFAULTS", {}))
    if more:
        at = next(i for i, p in enumerate(settings) if p.name == more) + 1
        settings.insert(at, inspect.Parameter(f"more_{more}", inspect.Parameter.KEYWORD_ONLY, default=None,
                                              annotation=Annotated[types.get(more, list[str] | None),
                                                                   typer.Argument(hidden=True, show_default=False)]))
    out_param, tail = _common_options(getattr(cls, "OUT_HELP", "Output folder."))

    def command(**options: Any) -> None:
        out, overwrite, json_out, quiet = (options.pop(k) for k in ("out", "overwrite", "json_out", "quiet"))
        if more:
            options[more] = [*(options[more] or []), *(options.pop(f"more_{more}") or [])]
        generate = spec.gen_data_function()
        assert generate is not None  # data_settings and gen_data are registered together
        with _progress(quiet) as progress:
            stats = generate(out, overwrite=overwrite, progress=progress.update, **options,
                             on_skip=lambda reason: progress.say(f"[yellow]Skipped:[/] {escape(reason)}", always=True))
        _report(stats, f"gen-data {name}", quiet, json_out)

    command.__doc__ = getattr(cls, "HELP", spec.description)
    holder = typer.Typer(add_completion=False, rich_markup_mode=None, pretty_exceptions_enable=False)
    holder.command(name, cls=PlainCommand, epilog=getattr(cls, "EPILOG", None),
                   short_help=getattr(cls, "SUMMARY", spec.description))(
        handle_errors(with_options([out_param, *settings, *tail])(command)))
    return typer.main.get_command(holder)


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
