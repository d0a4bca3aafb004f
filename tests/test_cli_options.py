"""The command line's options are a contract: names, short options, defaults and help text.

``tests/snapshots/cli_options.json`` was taken from the command line before its options were
derived from the stage dataclasses (``reflect_cli.train.config``); this test keeps every
option of ``reflect sft/rlft/eval/gen-data/train`` as it was. Regenerate it on purpose only:
``REFLECT_SNAPSHOT=1 pytest tests/test_cli_options.py``.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import click
import pytest
import typer

from reflect_cli.cli import app
from reflect_cli.settings import LoraSettings, setting

SNAPSHOT = Path(__file__).parent / "snapshots" / "cli_options.json"
COMMANDS = ("sft", "rlft", "eval", "train", "gen-data auto-explore", "gen-data taxi", "gen-data alfworld")


def _command(path: str) -> click.Command:
    cmd: click.Command = typer.main.get_command(app)
    for part in path.split():
        cmd = cmd.get_command(click.Context(cmd), part)  # type: ignore[attr-defined]  # the root loads commands lazily
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


def test_rlft_options_reach_the_config_over_every_layer(monkeypatch, tmp_path):
    """rlft's options come from RLSettings: each one given lands in the run's RLConfig over
    --paper-defaults and --set; the ones not given leave those layers' values."""
    from typer.testing import CliRunner

    import reflect_cli.cli.rlft as rlft

    seen = {}
    monkeypatch.setattr(rlft, "_train", lambda dist, cfg, *a, **k: seen.setdefault("cfg", cfg))
    args = ["rlft", "--env", "taxi", "--policy", "runs/pol", "--reflector", "none", "--out", str(tmp_path / "r"),
            "--iterations", "7", "--episodes-per-iter", "6", "--group-size", "3", "--level", "pickup",
            "--curriculum", "taxi", "--curriculum-mode", "success", "--curriculum-every", "9",
            "--curriculum-threshold", "0.6", "--baseline", "group", "--normalize-advantages",
            "--entropy-coef", "0.01", "--lr", "0.003", "--max-grad-norm", "0.7", "--replay-size", "5",
            "--replay-correction", "none", "--horizon", "11", "--full", "--bf16", "no", "--paper-defaults",
            "--eval-episodes", "2", "--eval-every", "4", "--temperature", "0.9", "--weight-decay", "0.02",
            "--save-every", "3", "--minutes", "1.5", "--device", "cpu", "--seed", "5",
            "--set", "lr=0.5", "--set", "train_batch=8"]
    res = CliRunner().invoke(app, args)
    assert res.exit_code == 0, res.output
    cfg = seen["cfg"]
    assert (cfg.env, cfg.policy, cfg.reflector, cfg.full, cfg.env_kwargs) == ("taxi", "runs/pol", None, True, {"horizon": 11})
    assert (cfg.iterations, cfg.episodes_per_iter, cfg.group_size, cfg.level) == (7, 6, 3, "pickup")
    assert cfg.curriculum == ["pickup", "dropoff", "full"]
    assert (cfg.curriculum_mode, cfg.curriculum_every, cfg.curriculum_threshold) == ("success", 9, 0.6)
    assert (cfg.baseline, cfg.normalize_advantages, cfg.entropy_coef) == ("group", True, 0.01)
    assert (cfg.lr, cfg.max_grad_norm, cfg.replay_size, cfg.replay_correction) == (0.003, 0.7, 5, "none")
    assert (cfg.bf16, cfg.eval_episodes, cfg.eval_every, cfg.temperature) == ("no", 2, 4, 0.9)
    assert (cfg.weight_decay, cfg.save_every, cfg.minutes, cfg.device, cfg.seed) == (0.02, 3, 1.5, "cpu", 5)
    assert cfg.train_batch == 8  # --set, which no option overrides

    seen.clear()
    res = CliRunner().invoke(app, ["rlft", "--env", "taxi", "--policy", "runs/pol", "--paper-defaults",
                                   "--set", "group_size=2", "--out", str(tmp_path / "r2")])
    assert res.exit_code == 0, res.output
    cfg = seen["cfg"]
    from reflect_cli.train.config import PAPER_DEFAULTS, RLSettings, default_of

    # options not given: the preset's values, --set's, and the fields' defaults below them
    assert (cfg.baseline, cfg.replay_correction, cfg.episodes_per_iter) == (
        PAPER_DEFAULTS["baseline"], PAPER_DEFAULTS["replay_correction"], PAPER_DEFAULTS["episodes_per_iter"])
    assert cfg.group_size == 2 and cfg.lora.r == PAPER_DEFAULTS["lora_r"]
    assert (cfg.iterations, cfg.seed, cfg.eval_split) == (default_of(RLSettings, "iterations"), 0, "validation")
    assert cfg.lora.dropout == 0.0  # the RL preset of the one LoRA dataclass


@dataclass
class Some:
    a: int = setting(1, "A.")
    b: bool = setting(False, "B.")
    c: str = setting("x", "C.", flag=None)
    lora: LoraSettings = setting(factory=LoraSettings, help="L.", flag=None)


def test_settings_options_exclude_extra_and_order():
    from reflect_cli.cli.options import in_order, settings_options, with_options

    S = Some
    names = [p.name for p in settings_options(S)]
    assert names == ["a", "b", "lora_r", "lora_alpha", "lora_dropout", "lora_targets", "lora_layers"]
    params = settings_options(S, exclude=("lora",), extra={"b": {"decls": ("--b/--no-b",), "show_default": False}})
    assert [p.name for p in params] == ["a", "b"]

    @with_options(params)
    def cmd(**options):
        pass

    one = typer.Typer(add_completion=False)
    one.command()(cmd)
    b = {p.name: p for p in typer.main.get_command(one).params}["b"]
    assert (b.opts, b.secondary_opts, b.show_default, b.help) == (["--b"], ["--no-b"], False, "B.")
    assert [p.name for p in in_order(params, ("b",))] == ["b", "a"]
    with pytest.raises(ValueError, match="no such option"):
        in_order(params, ("z",))
