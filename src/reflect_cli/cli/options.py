"""Typer options derived from the stage dataclasses of :mod:`reflect_cli.train.config`.

A command declares the option's Python type and, where the command line differs from the
dataclass, its own option names or a "not given" default; the help text (and the default) come
from the field, so nothing is typed twice::

    steps: Annotated[int, option(SFTSettings, "steps")] = default(SFTSettings, "steps")
    lr: Annotated[Optional[float], option(RLSettings, "lr")] = None   # None: not given

``tests/test_config.py`` checks that every such option's help and default are the field's.
"""

from __future__ import annotations

from typing import Any

import typer

from reflect_cli.train.config import default_of, flag_of, help_of


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
