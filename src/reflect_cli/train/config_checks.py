"""Type and range checks of settings values (a ``reflect train`` recipe, ``--set KEY=VALUE``): the
first problem raises a :class:`UsageError` naming the source and the key, with a TOML example.

No settings class is named here: :func:`reflect_cli.train.config.check_settings` and the recipe
checks (:mod:`reflect_cli.pipeline_config`) pass the fields' types. Like :mod:`reflect_cli.train.config`,
it imports neither torch nor numpy.
"""

from __future__ import annotations

import difflib
import json
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, Union

from reflect_cli.errors import UsageError


def close_to(key: str, known: Any) -> str:
    """``"did you mean x?"`` for a misspelt key (or nothing)."""
    near = difflib.get_close_matches(key, sorted(known), n=3, cutoff=0.6)
    return f"did you mean {' or '.join(near)}? " if near else ""


AT_LEAST_1 = ("steps", "batch_size", "grad_accum", "max_length", "log_every", "episodes",
              "train_batch", "reflection_tokens", "lora_r", "lora_alpha", "keep_last", "max_nonfinite")
AT_LEAST_0 = ("iterations", "eval_every", "save_every", "max_eval_records", "eval_episodes", "train_tokens", "replay_size",
              "replay_batch", "negatives", "max_depth", "curriculum_every", "probe_every")


def type_ok(value: Any, hint: Any) -> bool:
    if hint is Any:
        return True
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        return any(type_ok(value, h) for h in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:  # TOML's 1 is as good a learning rate as 1.0
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if origin is list:
        (item,) = typing.get_args(hint) or (Any,)
        return isinstance(value, list) and all(type_ok(v, item) for v in value)
    if origin is dict or hint is dict:
        return isinstance(value, dict)
    if isinstance(hint, type):
        return isinstance(value, hint)
    return True


def describe(hint: Any) -> str:
    """What a TOML writer has to put there (TOML has no null, so optional parts go unsaid)."""
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        return " or ".join(describe(h) for h in typing.get_args(hint) if h is not type(None))
    if origin is list:
        (item,) = typing.get_args(hint) or (Any,)
        return "a list" if item is Any else f"a list of {describe(item).removeprefix('a ').removeprefix('an ')}s"
    names = {int: "an integer", float: "a number", str: "a string", bool: "true or false", dict: "a table"}
    return names.get(hint, "any value" if hint is Any else getattr(hint, "__name__", str(hint)))


class Checker:
    """Collects nothing: the first problem raises, naming ``source`` and the key."""

    def __init__(self, source: str, section_help: Mapping[str, str] | None = None) -> None:
        self.source = source
        self.section_help = dict(section_help or {})

    def fail(self, where: str, problem: str, hint: str) -> None:
        raise UsageError(f"{self.source}: {where}: {problem}", hint=hint)

    def keys(self, section: str, table: Any, allowed: dict[str, Any]) -> None:
        if not isinstance(table, dict):
            self.fail(section, f"expected a table, got {_toml(table)}",
                      hint=f"write the settings as [{section}] followed by key = value lines, or drop the line")
        unknown = sorted(set(table) - set(allowed))
        if unknown:
            self.fail(f"[{section}] {unknown[0]}", "unknown key",
                      hint=f"{close_to(unknown[0], allowed)}settings of [{section}]: {', '.join(sorted(allowed))}")
        for key, value in table.items():
            self.value(f"[{section}] {key}" if section else key, key, value, allowed[key])

    def value(self, where: str, key: str, value: Any, hint: Any) -> None:
        if not type_ok(value, hint):
            self.fail(where, f"expected {describe(hint)}, got {_toml(value)}",
                      hint=f"e.g. {key} = {_example(hint)}")
        if key in AT_LEAST_1 and isinstance(value, int) and value < 1:
            self.fail(where, f"must be at least 1, got {value}", hint=f"e.g. {key} = 1")
        if key in AT_LEAST_0 and isinstance(value, int) and value < 0:
            self.fail(where, f"must be 0 or more, got {value}", hint=f"e.g. {key} = 0")
        if key == "lr" and isinstance(value, (int, float)) and not value > 0:
            self.fail(where, f"must be positive, got {value}", hint=f"e.g. {key} = 0.0002")

    def choice(self, where: str, value: Any, choices: tuple[str, ...]) -> None:
        if value is not None and value not in choices:
            self.fail(where, f"unknown value {value!r}", hint=f"choose one of {', '.join(choices)}")

    def run(self, section: str, call: Callable[[], None]) -> None:
        """A library check that raises UsageError with a flag-style message: name the section."""
        try:
            call()
        except UsageError as exc:
            self.fail(f"[{section}]", exc.message, exc.hint or self.section_help.get(section, ""))
        except (TypeError, ValueError) as exc:
            self.fail(f"[{section}]", str(exc).splitlines()[0] if str(exc) else type(exc).__name__,
                      self.section_help.get(section, ""))


def _toml(value: Any) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, (bool, int, float, str)):
        return json.dumps(value)
    return type(value).__name__


def _example(hint: Any) -> str:
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        return _example(next(h for h in typing.get_args(hint) if h is not type(None)))
    if origin is list:
        (item,) = typing.get_args(hint) or (str,)
        return f"[{_example(item)}]" if item is not Any else '["..."]'
    return {int: "1", float: "0.5", str: '"..."', bool: "true"}.get(hint, "...")
