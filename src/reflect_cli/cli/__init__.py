"""The ``reflect`` command line. Thin: parse, call the library, print, map exit codes.

Heavy libraries (torch, transformers) are imported inside commands only, so ``reflect --help``
stays fast. Exit codes: 0 ok, 1 runtime failure, 2 usage error, 3 ran but found no answer,
4 answered with low confidence (explore), 130 interrupted.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

import reflect_cli
from reflect_cli.cli import adapt as adapt_cli
from reflect_cli.cli import admin, explore, rlft, sft
from reflect_cli.cli import eval as eval_cli
from reflect_cli.cli import export as export_cli
from reflect_cli.cli import train as train_cli
from reflect_cli.cli.common import ClickException, ClickUsageError, PlainCommand, fail
from reflect_cli.cli.gen_data import gen_data_app

EPILOG = (
    "Exit codes: 0 ok · 1 runtime failure · 2 usage error · 3 no answer found · "
    "4 answered with low confidence (explore) · 130 interrupted. "
    "Docs: README.md. Paper: arXiv 2402.12621."
)

SFT_EPILOG = (
    "Examples:  reflect sft --data data/taxi/sft_reflection.jsonl --target reflection --out runs/refl  ·  "
    "reflect sft --data data/taxi/sft_policy.jsonl --target policy --minutes 10 --out runs/pol"
)

class ReflectGroup(TyperGroup):
    """Prints parser errors (missing option, bad value, unknown command) like every other error:
    ``Error: ...`` and ``Hint: ...`` on stderr, exit 2 — not Click's boxed panel."""

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None, complete_var: str | None = None,
             standalone_mode: bool = True, windows_expand_args: bool = True, **extra: Any) -> Any:
        try:
            rv = super().main(args=args, prog_name=prog_name, complete_var=complete_var,
                              standalone_mode=False, windows_expand_args=windows_expand_args, **extra)
        except ClickUsageError as exc:
            if type(exc).__name__ == "NoArgsIsHelpError":  # bare `reflect`: the help, as Click does
                exc.show()
                code = exc.exit_code
            else:
                ctx = getattr(exc, "ctx", None)
                where = ctx.command_path if ctx is not None else (prog_name or "reflect")
                code = fail(exc.format_message(), hint=f"see '{where} --help'", code=exc.exit_code).exit_code
        except ClickException as exc:
            code = fail(exc.format_message(), code=exc.exit_code).exit_code
        except typer.Abort:
            code = fail("aborted").exit_code
        else:
            # Without standalone mode an Exit raised by a command comes back as its code.
            code = rv if isinstance(rv, int) else 0
            if not standalone_mode:
                return rv
        if not standalone_mode:
            return code
        sys.exit(code)

app = typer.Typer(
    name="reflect",
    cls=ReflectGroup,
    # Plain Click help: Rich's panels cut option names at 80 columns ("--episodes-per-…") and
    # broke docstrings mid-sentence; plain help wraps whole names and paragraphs.
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    help=(
        "Train small language models with Reflect-RL to act in text environments, "
        "then let them explore your repository — locally and privately."
    ),
    epilog=EPILOG,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
    add_completion=True,
)

def _version_callback(value: bool) -> None:
    if value:
        typer.echo(f"reflect {reflect_cli.__version__}")
        raise typer.Exit()

@app.callback()
def root(
    version: Annotated[
        bool | None,
        typer.Option("--version", "-V", callback=_version_callback, is_eager=True, help="Show the version and exit."),
    ] = None,
) -> None:
    """Reflect-RL for small local language models."""

# short_help: Click cuts a docstring's first sentence at the width left ("...") in the list of
# commands; these fit 80 columns whole.
app.add_typer(gen_data_app, name="gen-data", short_help="Generate tasks, teacher trajectories and SFT data.")
app.command("sft", cls=PlainCommand, short_help="Supervised warm-up of the reflector or the policy.",
            epilog=SFT_EPILOG)(sft.sft_cmd)
app.command("rlft", cls=PlainCommand, short_help="RL fine-tuning of the policy (REINFORCE).",
            epilog=rlft.EPILOG)(rlft.rlft_cmd)
app.command("train", cls=PlainCommand, short_help="The whole pipeline: gen-data → SFT → RL → eval.",
            epilog=train_cli.TRAIN_EPILOG)(train_cli.train_cmd)
app.command("plot", cls=PlainCommand, short_help="Plot the training curves of RL runs.",
            epilog=train_cli.PLOT_EPILOG)(train_cli.plot_cmd)
app.command("explore", cls=PlainCommand, short_help="Find the files in PATH that answer QUESTION.",
            epilog=explore.EPILOG)(explore.explore)
app.command("adapt", cls=PlainCommand, short_help="Adapt the explorer to the repository PATH.",
            epilog=adapt_cli.EPILOG)(adapt_cli.adapt_cmd)
app.command("eval", cls=PlainCommand, short_help="Success rates of agents on an environment.",
            epilog=eval_cli.EPILOG)(eval_cli.eval_cmd)
app.command("export", cls=PlainCommand, short_help="Export a trained model as GGUF or merged safetensors.",
            epilog=export_cli.EPILOG)(export_cli.export_cmd)
app.command("doctor", cls=PlainCommand, short_help="Versions, devices, backends and where files live.",
            epilog=admin.DOCTOR_EPILOG)(admin.doctor)
app.command("envs", cls=PlainCommand, short_help="List the registered environments.",
            epilog=admin.ENVS_EPILOG)(admin.envs)

def main() -> None:
    from reflect_cli.threads import apply_thread_policy

    apply_thread_policy()  # before torch is imported: it reads OMP_NUM_THREADS once
    app(prog_name="reflect")
