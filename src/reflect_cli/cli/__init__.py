"""The ``reflect`` command line. Thin: parse, call the library, print, map exit codes.

Heavy libraries (torch, transformers) are imported inside commands only, so ``reflect --help``
stays fast. Exit codes: 0 ok, 1 runtime failure, 2 usage error, 3 ran but found no answer,
130 interrupted.
"""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from reflect_cli import __version__
from reflect_cli.cli import admin, explore
from reflect_cli.cli import eval as eval_cli
from reflect_cli.cli import export as export_cli
from reflect_cli.cli import rlft, sft
from reflect_cli.cli import train as train_cli
from reflect_cli.cli.gen_data import gen_data_app

EPILOG = (
    "Exit codes: 0 ok · 1 runtime failure · 2 usage error · 3 no answer found · 130 interrupted. "
    "Docs: README.md. Paper: arXiv 2402.12621."
)

app = typer.Typer(
    name="reflect",
    help=(
        "Train small language models with Reflect-RL to act in text environments, "
        "then let them explore your repository — locally and privately."
    ),
    epilog=EPILOG,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    pretty_exceptions_show_locals=False,
    add_completion=True,
)


def _version_callback(value: bool) -> None:
    if value:
        typer.echo(f"reflect {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        Optional[bool],
        typer.Option("--version", "-V", callback=_version_callback, is_eager=True, help="Show the version and exit."),
    ] = None,
) -> None:
    """Reflect-RL for small local language models."""


app.add_typer(gen_data_app, name="gen-data", rich_help_panel="Data")
app.command("sft", rich_help_panel="Train")(sft.sft_cmd)
app.command("rlft", rich_help_panel="Train")(rlft.rlft_cmd)
app.command("train", rich_help_panel="Train", epilog=train_cli.TRAIN_EPILOG)(train_cli.train_cmd)
app.command("plot", rich_help_panel="Train")(train_cli.plot_cmd)
app.command("explore", rich_help_panel="Use", epilog=explore.EPILOG)(explore.explore)
app.command("eval", rich_help_panel="Use", epilog=eval_cli.EPILOG)(eval_cli.eval_cmd)
app.command("export", rich_help_panel="Use", epilog=export_cli.EPILOG)(export_cli.export_cmd)
app.command("doctor", rich_help_panel="Admin")(admin.doctor)
app.command("envs", rich_help_panel="Admin")(admin.envs)


def main() -> None:
    app(prog_name="reflect")
