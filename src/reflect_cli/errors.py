"""Errors a user can act on.

Library code raises these; the CLI turns them into one ``Error: ...`` line (plus a hint) and a
non-zero exit code instead of a traceback.
"""

from __future__ import annotations

from typing import Any


class ReflectError(Exception):
    """An expected failure with a message for the user and an exit code for scripts."""

    exit_code = 1

    def __init__(self, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint


class UsageError(ReflectError):
    """Bad input from the user: a path, a flag value, a data line."""

    exit_code = 2


class MissingExtraError(ReflectError):
    """An optional dependency is not installed; the hint names the pip extra that provides it."""

    def __init__(self, package: str, extra: str, purpose: str) -> None:
        super().__init__(
            f"{purpose} needs the optional package '{package}', which is not installed.",
            hint=f"pip install 'reflect-cli[{extra}]'",
        )
        self.package = package
        self.extra = extra


class ModelLoadError(ReflectError):
    """A model reference could not be resolved or loaded."""


class MissingModelError(ModelLoadError):
    """A model path that does not exist: the user's mistake, so exit 2 as for any other bad path."""

    exit_code = 2


class TrainingError(ReflectError):
    """Training cannot go on (e.g. the loss stayed non-finite); the last good checkpoint is kept."""


def require(module: str, *, extra: str, purpose: str) -> Any:
    """Import an optional module or raise :class:`MissingExtraError` naming its extra."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise MissingExtraError(module.split(".")[0], extra, purpose) from exc


def first_line(exc: BaseException) -> str:
    """The first line of an exception's message (library errors are often pages long), or its type."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
