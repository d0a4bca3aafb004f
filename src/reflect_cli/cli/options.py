"""Typer options derived from the stage dataclasses of :mod:`reflect_cli.train.config`.

A command takes its options from the settings in one of two ways. Whole settings:
:func:`settings_options` makes a parameter of every field with a flag (type, help, default) and
:func:`with_options` gives them to a command taking ``**options`` (``reflect sft``, ``reflect
rlft``: where the command line differs from the dataclass, its type, a "not given" default or
more ``typer.Option`` arguments are named per field). One option at a time (``gen-data``,
``eval``, ``train``)::

    steps: Annotated[int, option(SFTSettings, "steps")] = default(SFTSettings, "steps")
    lr: Annotated[Optional[float], option(RLSettings, "lr")] = None   # None: not given

``tests/test_config.py`` checks that every such option's help and default are the field's.
"""

from __future__ import annotations

import dataclasses
import inspect
import typing
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

import typer

from reflect_cli.train.config import default_of, flag_of, help_of

F = TypeVar("F", bound=Callable[..., Any])


def option(cls: type, name: str, *decls: str, **kwargs: Any) -> Any:
    """``typer.Option`` for field ``name`` of ``cls``: the field's help, its flag unless ``decls``
    name the option (a bool's ``--x/--no-x``, a short ``-n``)."""
    flag = flag_of(cls, name)
    if not decls and flag is None:
        raise ValueError(f"{cls.__name__}.{name} has no command-line option (metadata flag=None)")
    return typer.Option(*(decls or (flag,)), help=help_of(cls, name), **kwargs)


def default(cls: type, name: str) -> Any:
    """The field's default, as the option's default."""
    return default_of(cls, name)


def settings_options(cls: type, *, prefix: str = "", types: dict[str, Any] | None = None,
                     defaults: dict[str, Any] | None = None, required: tuple[str, ...] = (),
                     exclude: tuple[str, ...] = (), extra: dict[str, dict[str, Any]] | None = None,
                     ) -> list[inspect.Parameter]:
    """A keyword parameter per field of ``cls`` that has a command-line option: the field's type,
    help, flag and default, unless ``types`` / ``defaults`` name the command line's own (a ``Path``
    for a ``str``, ``None`` for "not given"); ``required``: no default; ``exclude``: no option;
    ``extra``: more ``typer.Option`` arguments (``decls``: the option's names, as :func:`option`)
    over the field's own (``setting(..., cli=...)``).
    A field that is itself settings (``lora``) stands for its fields' options, named ``lora_r``,
    ... as the recipes."""
    types, defaults, extra = types or {}, defaults or {}, extra or {}
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        name = prefix + f.name
        if name in exclude:
            continue
        if dataclasses.is_dataclass(hints[f.name]):
            out += settings_options(hints[f.name], prefix=name + "_", types=types, defaults=defaults,
                                    required=required, exclude=exclude, extra=extra)
            continue
        if flag_of(cls, f.name) is None:
            continue
        value = inspect.Parameter.empty if name in required else defaults.get(name, default_of(cls, f.name))
        kwargs = {**f.metadata.get("cli", {}), **extra.get(name, {})}  # the field's own, then the command's
        decls = kwargs.pop("decls", ())
        out.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=value, annotation=Annotated[
            types.get(name, hints[f.name]), option(cls, f.name, *decls, **kwargs)]))
    return out


def in_order(params: list[inspect.Parameter], first: tuple[str, ...]) -> list[inspect.Parameter]:
    """``params`` with those named in ``first`` first, in that order (the help's order where it
    is not the dataclass's); the others follow as they came."""
    rank = {name: i for i, name in enumerate(first)}
    missing = set(first) - {p.name for p in params}
    if missing:
        raise ValueError(f"no such option parameter: {', '.join(sorted(missing))}")
    return sorted(params, key=lambda p: rank.get(p.name, len(first)))


def with_options(*groups: list[inspect.Parameter]) -> Callable[[F], F]:
    """Give a command taking ``**options`` these parameters (Typer reads a function's signature),
    so that its options are built from the settings' fields instead of listed by hand."""
    params = [p for group in groups for p in group]

    def decorate(func: F) -> F:
        func.__signature__ = inspect.Signature(params, return_annotation=None)  # type: ignore[attr-defined]
        func.__annotations__ = {p.name: p.annotation for p in params} | {"return": None}
        return func

    return decorate
