"""Shared CLI plumbing: consoles and turning library errors into one clear line."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

import typer
from rich.console import Console
from rich.markup import escape
from rich.segment import Segment

from reflect_cli.errors import ReflectError
from reflect_cli.terminal import clean, json_text

F = TypeVar("F", bound=Callable[..., Any])


if TYPE_CHECKING:
    class _ClickError(Exception):
        """What the CLI uses of click's exceptions (their module depends on the typer release)."""

        exit_code: int

        def show(self, file: Any = None) -> None: ...
        def format_message(self) -> str: ...


def _click_class(name: str) -> type[_ClickError]:
    # Typer >= 0.20 vendors click (typer._click), older releases use click itself: take the class
    # from the public typer.BadParameter's ancestry instead of either private path.
    return next(c for c in typer.BadParameter.__mro__ if c.__name__ == name)


ClickException = _click_class("ClickException")
ClickUsageError = _click_class("UsageError")


class SafeConsole(Console):
    """A Console whose every written text goes through :func:`reflect_cli.terminal.clean`: paths,
    questions, file lines, folder names and messages can come from the explored tree or the user,
    and no character of theirs may act on the terminal (Rich strips only a few controls and none
    of ESC). Cleaned where Rich turns segments into output, so renderables, tables, live progress
    descriptions and fields are covered, not only the strings given to :meth:`print`; Rich's own
    styles and cursor moves (control segments) are added after, so they still work."""

    def print(self, *objects: Any, **kwargs: Any) -> None:
        super().print(*(clean(o) if isinstance(o, str) else o for o in objects), **kwargs)

    def _render_buffer(self, buffer: Iterable[Segment]) -> str:
        return super()._render_buffer(
            segment if segment.control or not segment.text else Segment(clean(segment.text), segment.style)
            for segment in buffer)


# Humans read stderr (trace, progress, errors); machines read stdout (results, --json).
err = SafeConsole(stderr=True, highlight=False)
# Result tables (eval, train, gen-data without --json) go here, so `> file` captures them.
results = SafeConsole(highlight=False)


def echo(text: str) -> None:
    """One line of results on stdout (typer.echo), with nothing in it that acts on a terminal."""
    typer.echo(clean(text))


def emit_json(document: Any) -> None:
    """One JSON document on stdout, never through Rich (it would wrap lines); C1 controls and
    bidirectional marks escaped too (json escapes only C0), for whoever reads it on a terminal."""
    sys.stdout.write(json_text(document) + "\n")
    sys.stdout.flush()


def fail(message: str, *, hint: str | None = None, code: int = 1) -> typer.Exit:
    # Messages and hints are plain text: "reflect-cli[alfworld]" must not be read as markup.
    err.print(f"[bold red]Error:[/] {escape(message)}", soft_wrap=True)
    if hint:
        err.print(f"[dim]Hint:[/] {escape(hint)}", soft_wrap=True)
    return typer.Exit(code)


def handle_errors(func: F) -> F:
    """Print expected failures as ``Error: ...`` (+ hint) with their exit code, no traceback."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except (typer.Exit, typer.Abort, ClickException):
            # ClickException: typer.BadParameter and friends; the app prints them as usage errors.
            raise
        except ReflectError as exc:
            raise fail(exc.message, hint=exc.hint, code=exc.exit_code) from None
        except KeyboardInterrupt:
            err.print("Interrupted.")
            raise typer.Exit(130) from None
        except MemoryError:
            raise fail("out of memory", hint="try a smaller model or fewer steps") from None
        except Exception as exc:  # an unexpected bug: keep the traceback when debugging
            if os.environ.get("REFLECT_DEBUG"):
                raise
            raise fail(
                f"{type(exc).__name__}: {exc}",
                hint="this looks like a bug in reflect; rerun with REFLECT_DEBUG=1 for the traceback",
            ) from None

    return wrapper  # type: ignore[return-value]


def _no_type_label(ctx: Any = None) -> None:
    """An argument row without Typer's type label."""
    return None


def _plain_command_class() -> type:
    from typer.core import TyperArgument, TyperCommand

    class PlainCommand(TyperCommand):
        """Help that reads like the README: ``Usage: reflect plot [OPTIONS] RUN...``, argument rows
        without ``<path>``/``<list[Path]>``, options with ``<int>`` rather than ``<int range>``
        (Typer writes ``{path}``, type labels and the range twice: it is in the default's brackets)."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            for param in self.params:
                if isinstance(param, TyperArgument):
                    param.display_type_rich = _no_type_label  # type: ignore[method-assign]
                else:
                    param.display_type_rich = _no_range(param)  # type: ignore[attr-defined]

        def collect_usage_pieces(self, ctx: Any) -> list[str]:
            pieces = [self.options_metavar] if self.options_metavar else []
            for param in self.get_params(ctx):
                if isinstance(param, TyperArgument) and not param.hidden:
                    name = param.metavar or (param.name or "").upper()
                    name = name if param.required else f"[{name}]"
                    pieces.append(name + ("..." if param.nargs != 1 else ""))
            return pieces

    return PlainCommand


def _no_range(param: Any) -> Callable[..., str | None]:
    shown = param.display_type_rich

    def display(ctx: Any = None) -> str | None:
        text: str | None = shown(ctx=ctx)
        return text.replace(" range>", ">") if text else text

    return display


PlainCommand = _plain_command_class()
