"""The command line's options are a contract: names, short options, defaults and help text.

``tests/snapshots/cli_options.json`` was taken from the command line before its options were
derived from the stage dataclasses (``reflect_cli.train.config``); this test keeps every
option of ``reflect sft/rlft/eval/gen-data/train`` as it was. Regenerate it on purpose only:
``REFLECT_SNAPSHOT=1 pytest tests/test_cli_options.py``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import click
import pytest
import typer

from reflect_cli.cli import app

SNAPSHOT = Path(__file__).parent / "snapshots" / "cli_options.json"
COMMANDS = ("sft", "rlft", "eval", "train", "gen-data auto-explore", "gen-data taxi", "gen-data alfworld")


def _command(path: str) -> click.Command:
    cmd: click.Command = typer.main.get_command(app)
    for part in path.split():
        cmd = cmd.commands[part]  # type: ignore[attr-defined]
    return cmd


def _default(value):
    return value if isinstance(value, (type(None), bool, int, float, str, list)) else repr(value)


def _type_name(p) -> str:
    t = getattr(p, "type", None) or getattr(p, "bare_type", None)
    t = t() if callable(t) and not hasattr(t, "name") else t
    return str(getattr(t, "name", t))


def describe(path: str) -> dict:
    cmd = _command(path)
    params = {}
    for p in cmd.params:
        if p.name == "help":
            continue
        params[p.name] = {
            "kind": type(p).__name__.removeprefix("Typer"),
            "opts": list(p.opts),
            "secondary_opts": list(p.secondary_opts),
            "default": _default(p.default),
            "required": p.required,
            "multiple": p.multiple,
            "help": getattr(p, "help", None),
            "hidden": getattr(p, "hidden", False),
            "show_default": getattr(p, "show_default", None),
            "type": _type_name(p),
            "min": getattr(p, "min", None),
            "max": getattr(p, "max", None),
            "is_flag": getattr(p, "is_flag", False),
            "metavar": p.metavar,
        }
    return {"help": cmd.help, "params": params}


def current() -> dict:
    return {path: describe(path) for path in COMMANDS}


def test_snapshot_exists_or_write():
    if os.environ.get("REFLECT_SNAPSHOT"):
        SNAPSHOT.parent.mkdir(exist_ok=True)
        SNAPSHOT.write_text(json.dumps(current(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    assert SNAPSHOT.is_file()


@pytest.mark.parametrize("path", COMMANDS)
def test_options_unchanged(path):
    expected = json.loads(SNAPSHOT.read_text(encoding="utf-8"))[path]
    assert json.loads(json.dumps(describe(path))) == expected


@pytest.mark.parametrize("path", COMMANDS)
def test_help_text_unchanged(path):
    from typer.testing import CliRunner

    out = CliRunner().invoke(app, [*path.split(), "--help"], terminal_width=100)
    assert out.exit_code == 0, out.output
    stored = SNAPSHOT.with_name("help-" + path.replace(" ", "-") + ".txt")
    if os.environ.get("REFLECT_SNAPSHOT"):
        stored.write_text(out.output, encoding="utf-8")
    assert out.output == stored.read_text(encoding="utf-8")
