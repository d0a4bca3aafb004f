"""The ``reflect`` command line. Thin: parse, call the library, print, map exit codes.

Heavy libraries (torch, transformers) are imported inside commands only, so ``reflect --help``
stays fast. Exit codes: 0 ok, 1 runtime failure, 2 usage error, 3 ran but found no answer,
4 answered with low confidence (explore --strict), 130 interrupted.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import get_close_matches
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

import reflect_cli
from reflect_cli.cli.common import ClickException, ClickUsageError, PlainCommand, fail

EPILOG = (
    "Exit codes: 0 ok · 1 runtime failure · 2 usage error · 3 no answer found · "
    "4 answered with low confidence (explore --strict) · 130 interrupted. "
    "Docs: README.md. Paper: arXiv 2402.12621."
)


@dataclass(frozen=True)
class _Command:
    """A subcommand, loaded when it is asked for: ``reflect explore`` imports and builds explore's
    command only, not the ten others' modules and options (a second question starts faster)."""

    module: str
    attr: str  # the command's function, or a Typer app of subcommands
    short_help: str  # Click cuts a docstring's first sentence at the width left; these fit 80 columns
    epilog: str | None = None  # the module's attribute holding the command's examples

    def load(self, name: str) -> Any:  # a Click command (typer's own Click since typer 0.20)
        module = importlib.import_module(self.module)
        target = getattr(module, self.attr)
        holder = typer.Typer(add_completion=False, rich_markup_mode=None, pretty_exceptions_enable=False)
        if isinstance(target, typer.Typer):
            holder.add_typer(target, name=name, short_help=self.short_help)
            return typer.main.get_command(holder).commands[name]  # type: ignore[attr-defined]
        epilog = getattr(module, self.epilog) if self.epilog else None
        holder.command(name, cls=PlainCommand, short_help=self.short_help, epilog=epilog)(target)
        return typer.main.get_command(holder)


COMMANDS: dict[str, _Command] = {  # in the order `reflect --help` lists them
    "sft": _Command("reflect_cli.cli.sft", "sft_cmd", "Supervised warm-up of the reflector or the policy.", "EPILOG"),
    "rlft": _Command("reflect_cli.cli.rlft", "rlft_cmd", "RL fine-tuning of the policy (REINFORCE).", "EPILOG"),
    "train": _Command("reflect_cli.cli.train", "train_cmd", "The whole pipeline: gen-data → SFT → RL → eval.",
                      "TRAIN_EPILOG"),
    "plot": _Command("reflect_cli.cli.train", "plot_cmd", "Plot the training curves of RL runs.", "PLOT_EPILOG"),
    "explore": _Command("reflect_cli.cli.explore", "explore", "Find the files in PATH that answer QUESTION.", "EPILOG"),
    "mcp": _Command("reflect_cli.cli.mcp", "mcp_cmd", "Serve explore to coding agents over MCP (stdio).", "EPILOG"),
    "adapt": _Command("reflect_cli.cli.adapt", "adapt_cmd", "Adapt the explorer to the repository PATH.", "EPILOG"),
    "eval": _Command("reflect_cli.cli.eval", "eval_cmd", "Success rates of agents on an environment.", "EPILOG"),
    "export": _Command("reflect_cli.cli.export", "export_cmd", "Export a trained model as GGUF or merged safetensors.",
                       "EPILOG"),
    "doctor": _Command("reflect_cli.cli.admin", "doctor", "Versions, devices, backends and where files live.",
                       "DOCTOR_EPILOG"),
    "envs": _Command("reflect_cli.cli.admin", "envs", "List the registered environments.", "ENVS_EPILOG"),
    "gen-data": _Command("reflect_cli.cli.gen_data", "gen_data_app", "Generate tasks, teacher trajectories and SFT data."),
}

class ReflectGroup(TyperGroup):
    """Prints parser errors (missing option, bad value, unknown command) like every other error:
    ``Error: ...`` and ``Hint: ...`` on stderr, exit 2 — not Click's boxed panel."""

    def list_commands(self, ctx: Any) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name not in self.commands and cmd_name in COMMANDS:
            self.commands[cmd_name] = COMMANDS[cmd_name].load(cmd_name)
        return self.commands.get(cmd_name)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        try:
            return super().resolve_command(ctx, args)
        except ClickUsageError as exc:  # typer suggests from the commands loaded so far: none yet
            matches = get_close_matches(args[0], self.list_commands(ctx)) if args else []
            message = exc.format_message()
            if matches and "Did you mean" not in message:
                exc.message = f"{message.rstrip('.')}. Did you mean {', '.join(map(repr, matches))}?"  # type: ignore[attr-defined]
            raise

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
                hint = _usage_hint(exc.format_message(), where, list(sys.argv[1:] if args is None else args))
                code = fail(exc.format_message(), hint=hint or f"see '{where} --help'", code=exc.exit_code).exit_code
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

def _usage_hint(message: str, where: str, args: list[str]) -> str | None:
    """A hint for the two slips a new user makes: an option before the subcommand (``reflect
    --json explore ...``) and a question without quotes (``reflect explore . where is X``)."""
    command = next((a for a in args if not a.startswith("-")), None)
    if "No such option" in message and " " not in where and command in COMMANDS:
        option = next((a for a in args if a.startswith("-")), "--OPTION")
        return f"options go after the subcommand: reflect {command} ... {option} (see 'reflect {command} --help')"
    if "unexpected extra argument" in message and where.endswith(" explore"):
        return 'put the question in quotes: reflect explore PATH "Where is the config loaded?"'
    return None


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

def main() -> None:
    from reflect_cli.threads import apply_thread_policy

    apply_thread_policy()  # before torch is imported: it reads OMP_NUM_THREADS once
    app(prog_name="reflect")
