"""Checks of a ``reflect train`` configuration, run before any stage starts.

A recipe error must not surface hours in, after two stages have finished: every section's keys,
types and values are checked up front, and each error names the file, the section and the key.
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Callable
from typing import Any, Union

from reflect_cli.envs import get_spec
from reflect_cli.errors import UsageError

SECTIONS = ("gen_data", "sft_reflection", "sft_policy", "rlft", "eval")
STAGES = ("gen-data", "sft-reflection", "sft-policy", "rlft", "eval")
TOP_LEVEL: dict[str, Any] = {"env": str, "model": str, "seed": int, "ablation": str}

GEN_DATA: dict[str, dict[str, Any]] = {
    "taxi": {"episodes": int, "level": str, "epsilon": float, "horizon": int, "render_style": str},
    "alfworld": {"episodes": int, "data": str, "epsilon": float, "horizon": int},
    "autoexplore": {"repos": list[str], "teacher": str, "negatives": int, "max_tasks_per_repo": int,
                    "max_depth": int, "horizon": int, "ambiguity_filter": str, "max_questions_per_file": int},
}
EVAL: dict[str, Any] = {"episodes": int, "agents": list[str], "levels": list[Any], "reflection_tokens": int,
                        "sample": bool, "seeds": list[int], "max_steps": int, "split": str, "each_task": bool}
# SFT and RL config fields the pipeline fills itself (a recipe cannot set them).
SFT_OWNED = ("data", "target", "model", "seed", "env", "lora")
RL_OWNED = ("env", "policy", "reflector", "seed")
LORA_KEYS: dict[str, Any] = {"lora_r": int, "lora_alpha": int, "lora_dropout": float, "lora_targets": list[str]}

AT_LEAST_1 = ("steps", "batch_size", "grad_accum", "max_length", "log_every", "iterations", "episodes",
              "train_batch", "reflection_tokens", "lora_r", "lora_alpha", "keep_last", "max_nonfinite")
AT_LEAST_0 = ("eval_every", "save_every", "max_eval_records", "eval_episodes", "train_tokens", "replay_size",
              "replay_batch", "negatives", "max_depth", "curriculum_every")


SECTION_HELP = {"rlft": "the settings are those of `reflect rlft --help` (dashes become underscores)"}


def sft_fields() -> dict[str, Any]:
    from reflect_cli.train.sft import SFTConfig

    hints = typing.get_type_hints(SFTConfig)
    return {**{k: v for k, v in hints.items() if k not in SFT_OWNED}, **LORA_KEYS}


def rl_fields() -> dict[str, Any]:
    from reflect_cli.train.rl import RLConfig

    hints = typing.get_type_hints(RLConfig)
    return {**{k: v for k, v in hints.items() if k not in RL_OWNED}, "paper_defaults": bool}


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

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, problem: str, hint: str) -> None:
        raise UsageError(f"{self.source}: {where}: {problem}", hint=hint)

    def keys(self, section: str, table: Any, allowed: dict[str, Any]) -> None:
        if not isinstance(table, dict):
            self.fail(section, f"expected a table, got {_toml(table)}",
                      hint=f"write the settings as [{section}] followed by key = value lines, or drop the line")
        unknown = sorted(set(table) - set(allowed))
        if unknown:
            self.fail(f"[{section}] {unknown[0]}", "unknown key",
                      hint=f"settings of [{section}]: {', '.join(sorted(allowed))}")
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
            self.fail(f"[{section}]", exc.message, exc.hint or SECTION_HELP.get(section, ""))
        except (TypeError, ValueError) as exc:
            self.fail(f"[{section}]", str(exc).splitlines()[0] if str(exc) else type(exc).__name__,
                      SECTION_HELP.get(section, ""))


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


def check_file_data(data: dict[str, Any], source: str, env: str) -> None:
    """The keys and types of a recipe as read from TOML (values are checked after merging)."""
    check = Checker(source)
    unknown = sorted(set(data) - {*TOP_LEVEL, *SECTIONS})
    if unknown:
        raise UsageError(f"{source}: unknown keys {unknown}", hint=f"top-level keys: {', '.join([*TOP_LEVEL, *SECTIONS])}")
    for key, value in data.items():
        if key in TOP_LEVEL:
            check.value(key, key, value, TOP_LEVEL[key])
    for section in SECTIONS:
        if section in data:
            check.keys(section, data[section], section_fields(section, env))


def section_fields(section: str, env: str) -> dict[str, Any]:
    if section == "gen_data":
        return GEN_DATA.get(env, {})
    if section in ("sft_reflection", "sft_policy"):
        return sft_fields()
    if section == "rlft":
        return rl_fields()
    return EVAL


def check_config(cfg: dict[str, Any], source: str) -> None:
    """Every stage's settings of a merged configuration, before any stage runs."""
    from reflect_cli.agent.prompts import HEADS
    from reflect_cli.train.models import QUANTIZATION

    check = Checker(source)
    for key in ("model", "seed"):
        check.value(key, key, cfg.get(key), TOP_LEVEL[key])
    env = cfg["env"]
    for section in SECTIONS:
        check.keys(section, cfg.get(section, {}), section_fields(section, env))
    for section in ("sft_reflection", "sft_policy"):
        opts = cfg.get(section, {})
        check.choice(f"[{section}] head", opts.get("head"), HEADS)
        check.choice(f"[{section}] quantization", opts.get("quantization"), QUANTIZATION)
        check.choice(f"[{section}] bf16", opts.get("bf16"), ("auto", "yes", "no"))
    check.choice("[rlft] bf16", cfg.get("rlft", {}).get("bf16"), ("auto", "yes", "no"))
    gen_data_fields = section_fields("gen_data", env)
    for key, allowed in get_spec(env).option_choices.items():  # Taxi: level, render_style
        if key in gen_data_fields:
            check.choice(f"[gen_data] {key}", cfg["gen_data"].get(key), tuple(allowed))
    check.run("rlft", lambda: _rl_config(cfg).validate())
    _check_model(cfg["model"])
    agents = cfg["eval"].get("agents")
    if not agents and agents is not None:
        check.fail("[eval] agents", "is empty", hint='e.g. agents = ["random", "oracle", "trained"]')


def _check_model(ref: str) -> None:
    """A missing model folder or an unknown hub id fails now, not after data generation. (The
    embedded model is converted on first use, which is too slow for a check.)"""
    from reflect_cli.agent import embedded
    from reflect_cli.agent.model import resolve_model_ref

    if ref.lower() not in embedded.EMBEDDED_ALIASES:
        resolve_model_ref(ref)


def _rl_config(cfg: dict[str, Any]) -> Any:
    from reflect_cli.train.rl import PAPER_DEFAULTS, RLConfig

    opts = dict(cfg.get("rlft", {}))
    fields = dict(PAPER_DEFAULTS) if opts.pop("paper_defaults", False) else {}
    fields.update(opts)
    if get_spec(cfg["env"]).takes_tasks:
        fields.setdefault("tasks", "tasks.jsonl")  # the pipeline passes gen-data's tasks file
    return RLConfig(env=cfg["env"], seed=cfg["seed"], **fields)


def planned_stages(cfg: dict[str, Any]) -> list[str]:
    """The stages a pipeline with this configuration runs (its ablation drops some)."""
    ablation = cfg["ablation"]
    stages = list(STAGES)
    if ablation in ("no-reflection", "rl-only"):
        stages.remove("sft-reflection")
    if ablation == "rl-only":
        stages.remove("sft-policy")
        stages.remove("gen-data")
    if ablation == "sft-only":
        stages.remove("rlft")
    return stages
