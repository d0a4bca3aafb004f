"""Checks of a ``reflect train`` configuration, run before any stage starts.

A recipe error must not surface hours in, after two stages have finished: every section's keys,
types and values are checked up front, and each error names the file, the section and the key.
"""

from __future__ import annotations

from typing import Any

from reflect_cli.envs import get_spec
from reflect_cli.errors import UsageError
from reflect_cli.train.config import (
    GEN_DATA_SETTINGS,
    Checker,
    EvalSettings,
    LoraSettings,
    PipelineSettings,
    RLSettings,
    SFTSettings,
    close_to,
    types_of,
)

SECTIONS = ("gen_data", "sft_reflection", "sft_policy", "rlft", "eval")
STAGES = ("gen-data", "sft-reflection", "sft-policy", "rlft", "eval")
TOP_LEVEL: dict[str, Any] = types_of(PipelineSettings)

# The keys of each section are the recipe fields of the stage's settings (train/config.py).
GEN_DATA: dict[str, dict[str, Any]] = {env: types_of(cls, recipe=True) for env, cls in GEN_DATA_SETTINGS.items()}
EVAL: dict[str, Any] = types_of(EvalSettings, recipe=True)
# SFT and RL config fields the pipeline fills itself (a recipe cannot set them).
SFT_OWNED = ("data", "target", "model", "seed", "env", "lora")
RL_OWNED = ("env", "policy", "reflector", "seed")
LORA_KEYS: dict[str, Any] = types_of(LoraSettings, prefix="lora_")

SECTION_HELP = {"rlft": "the settings are those of `reflect rlft --help` (dashes become underscores)"}


def sft_fields() -> dict[str, Any]:
    return {**types_of(SFTSettings, exclude=SFT_OWNED), **LORA_KEYS}


def rl_fields() -> dict[str, Any]:
    return {**types_of(RLSettings, exclude=RL_OWNED), "paper_defaults": bool}


def check_file_data(data: dict[str, Any], source: str, env: str) -> None:
    """The keys and types of a recipe as read from TOML (values are checked after merging)."""
    check = Checker(source)
    unknown = sorted(set(data) - {*TOP_LEVEL, *SECTIONS})
    if unknown:
        raise UsageError(f"{source}: unknown keys {unknown}",
                         hint=f"{close_to(unknown[0], [*TOP_LEVEL, *SECTIONS])}top-level keys: "
                         f"{', '.join([*TOP_LEVEL, *SECTIONS])}")
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
    from reflect_cli.train.precision import MODES as PRECISION_MODES

    check = Checker(source, SECTION_HELP)
    for key in ("model", "seed"):
        check.value(key, key, cfg.get(key), TOP_LEVEL[key])
    env = cfg["env"]
    for section in SECTIONS:
        check.keys(section, cfg.get(section, {}), section_fields(section, env))
    for section in ("sft_reflection", "sft_policy"):
        opts = cfg.get(section, {})
        check.choice(f"[{section}] head", opts.get("head"), HEADS)
        check.choice(f"[{section}] quantization", opts.get("quantization"), QUANTIZATION)
    for section in ("sft_reflection", "sft_policy", "rlft"):
        check.choice(f"[{section}] bf16", cfg.get(section, {}).get("bf16"), PRECISION_MODES)
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
    from reflect_cli.train.config import rl_layers
    from reflect_cli.train.rl import RLConfig

    fields = rl_layers(cfg.get("rlft", {}))
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
