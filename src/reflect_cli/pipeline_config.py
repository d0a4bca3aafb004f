"""The configuration of ``reflect train``: its presets, how defaults, a preset, a TOML recipe,
``--set`` values and flags resolve into one configuration, the checks of that configuration, and
the stages it plans.

A recipe error must not surface hours in, after two stages have finished: every section's keys,
types and values are checked up front (:func:`resolve_config` runs :func:`check_config` before
the first stage), and each error names the file, the section and the key.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
from pathlib import Path
from typing import Any

from reflect_cli.envs.registration import find_spec, get_spec
from reflect_cli.errors import UsageError
from reflect_cli.train.config import (
    Checker,
    EvalSettings,
    LoraSettings,
    PipelineSettings,
    RLSettings,
    SFTSettings,
    close_to,
    default_of,
    gen_data_settings,
    given,
    lora_from,
    merge,
    resolve_layers,
    rl_layers,
    types_of,
)

SECTIONS = ("gen_data", "sft_reflection", "sft_policy", "rlft", "eval")
STAGES = ("gen-data", "sft-reflection", "sft-policy", "rlft", "eval")
ABLATIONS = ("reflect-rl", "no-reflection", "no-negatives", "no-curriculum", "rl-only", "sft-only")
TOP_LEVEL: dict[str, Any] = types_of(PipelineSettings)

# The keys of each section are the recipe fields of the stage's settings (train/config.py; the
# gen-data settings of each env come with its registration: gen_data_fields).
EVAL: dict[str, Any] = types_of(EvalSettings, recipe=True)
# SFT and RL config fields the pipeline fills itself (a recipe cannot set them).
SFT_OWNED = ("data", "target", "model", "seed", "env")
RL_OWNED = ("env", "policy", "reflector", "seed")

SECTION_HELP = {"rlft": "the settings are those of `reflect rlft --help` (dashes become underscores)"}


# Presets are per environment. "smoke" checks the plumbing with the embedded model and does not
# reproduce the paper: every stage runs, none long enough to learn. Its cost on 2 CPU cores is
# dominated by reflections (one generation per new state) in RL and in the trained agent's
# evaluation, so those budgets are the smallest that still exercise group baselines, a
# checkpoint/resume boundary and an evaluation table. "paper" uses the
# paper's hyper-parameters (reflect-rl-original.md §6.6) and wants a GPU; its deviations: the
# default base is the embedded SmolLM2-135M instead of GPT-2 XL (pass --model), and the policy's
# softmax covers only valid labels.
_SMOKE_COMMON: dict[str, Any] = {
    "model": "embedded",
    "seed": 0,
    # save_every: a killed SFT stage resumes from its checkpoint instead of starting over.
    "sft_reflection": {"steps": 6, "batch_size": 2, "lr": 1e-3, "max_length": 3072, "max_eval_records": 8, "log_every": 3,
                       "save_every": 3},
    "sft_policy": {"steps": 6, "batch_size": 2, "lr": 1e-3, "max_length": 3072, "max_eval_records": 8, "log_every": 3,
                   "save_every": 3},
    "rlft": {"iterations": 2, "episodes_per_iter": 4, "group_size": 2, "baseline": "group", "train_batch": 4,
             "lr": 1e-4, "reflection_tokens": 16, "save_every": 1},
    "eval": {"episodes": 6, "agents": ["random", "oracle", "trained"], "reflection_tokens": 16},
}
_PAPER_COMMON: dict[str, Any] = {
    "model": "embedded",
    "seed": 0,
    "sft_reflection": {"steps": 2000, "batch_size": 4, "lr": 2e-4, "lora_r": 64, "lora_alpha": 16, "save_every": 200},
    "sft_policy": {"steps": 2000, "batch_size": 4, "lr": 2e-4, "lora_r": 64, "lora_alpha": 16, "save_every": 200},
    "rlft": {"iterations": 5000, "paper_defaults": True, "reflection_tokens": 100, "save_every": 100},
    "eval": {"episodes": 100, "agents": ["random", "oracle", "trained"], "reflection_tokens": 100,
             "sample": True},
}
# Each preset's settings common to every env; an env's own (its registration's ``presets``) go over them.
PRESET_COMMON: dict[str, dict[str, Any]] = {"smoke": _SMOKE_COMMON, "paper": _PAPER_COMMON}


def preset_names() -> tuple[str, ...]:
    return tuple(PRESET_COMMON)


def env_preset(preset: str, env: str) -> dict[str, Any] | None:
    """The settings of ``preset`` for registered env ``env``: the common ones under the env's
    own; ``None`` when the env has no settings for it."""
    spec = find_spec(env)
    own = spec.preset(preset) if spec is not None else None
    return None if own is None else merge(PRESET_COMMON[preset], own)


def gen_data_fields(env: str) -> dict[str, Any]:
    """``{key: type}`` of the ``[gen_data]`` keys a recipe of ``env`` may set (its gen-data settings)."""
    cls = gen_data_settings(env)
    return types_of(cls, recipe=True) if cls is not None else {}


def resolve_config(
    env: str,
    *,
    preset: str | None = None,
    config_file: str | Path | None = None,
    sets: dict[str, Any] | None = None,
    overrides: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Defaults < preset < config file < ``sets`` (``--set``) < explicit overrides (flags), by
    :func:`~reflect_cli.train.config.resolve_layers`; unknown keys are errors, not surprises."""
    name = get_spec(env).name
    defaults: dict[str, Any] = {"env": name, "ablation": default_of(PipelineSettings, "ablation"),
                                **{s: {} for s in SECTIONS}}
    chosen = None
    if preset:
        if preset not in PRESET_COMMON:
            raise UsageError(f"unknown preset {preset!r}", hint=f"choose one of {', '.join(PRESET_COMMON)}")
        chosen = env_preset(preset, name)
        if chosen is None:
            raise UsageError(f"preset {preset!r} has no settings for env {name!r}", hint="pass --config")
    source = f"preset {preset!r}"
    data = None
    if config_file:
        path = Path(config_file)
        source = str(path)
        data = read_recipe(path)
        check_file_data(data, source, name)
        if "env" in data and get_spec(data["env"]).name != name:
            raise UsageError(f"{path}: env {data['env']!r} differs from --env {env!r}",
                             hint="drop the env line or pass the same --env")
    if sets:  # --set SECTION.KEY=VALUE: checked like a recipe
        check_file_data(sets, "--set", name)
        if "env" in sets and get_spec(sets["env"]).name != name:
            raise UsageError(f"--set env={sets['env']}: differs from --env {env!r}", hint="drop it")
    cfg = resolve_layers(defaults=defaults, preset=chosen, file=data, sets=sets, flags=given(overrides or {}))
    cfg["env"] = name
    if cfg["ablation"] not in ABLATIONS:
        raise UsageError(f"{source}: unknown ablation {cfg['ablation']!r}", hint=f"choose one of {', '.join(ABLATIONS)}")
    cfg.setdefault("model", default_of(PipelineSettings, "model"))
    cfg.setdefault("seed", default_of(PipelineSettings, "seed"))
    check_config(cfg, source)  # every stage's settings, before the first stage runs
    refuse_reserved(cfg, source)
    return cfg


def refuse_reserved(cfg: dict[str, Any], source: str) -> None:
    """A recipe must not train on what the explorer is evaluated on
    (:mod:`reflect_cli.datagen.reserved`): refused before any stage runs."""
    from reflect_cli.datagen.reserved import reserved_entries

    repos = (cfg.get("gen_data") or {}).get("repos") or []
    found = reserved_entries(list(repos)) if isinstance(repos, list) else []
    if found:
        listed = "; ".join(f"{entry} ({why})" for entry, why in found)
        raise UsageError(f"{source}: [gen_data] repos: reserved for evaluation, never training data: {listed}",
                         hint="remove them from [gen_data] repos (the list: reflect_cli/datagen/reserved.py)")


def _toml() -> Any:
    """The TOML reader: ``tomllib`` (Python >= 3.11), else the ``tomli`` backport."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        try:
            import tomli as tomllib
        except ModuleNotFoundError:
            raise UsageError("reading a TOML recipe on Python 3.10 needs the 'tomli' package",
                             hint="pip install tomli, or use Python 3.11 or newer") from None
    return tomllib


def read_recipe(path: Path) -> dict[str, Any]:
    tomllib = _toml()
    try:
        return tomllib.loads(path.read_bytes().decode("utf-8"))
    except FileNotFoundError:
        raise UsageError(f"{path}: no such config file") from None
    except IsADirectoryError:
        raise UsageError(f"{path} is a directory, not a TOML config file") from None
    except OSError as exc:
        raise UsageError(f"{path}: cannot read ({exc.strerror or exc})") from None
    except UnicodeDecodeError as exc:
        line = path.read_bytes()[: exc.start].count(b"\n") + 1
        raise UsageError(f"{path}:{line}: not UTF-8 text", hint="save the recipe as UTF-8") from None
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{path}: not valid TOML ({exc})", hint="see https://toml.io for the syntax") from None
    except RecursionError:
        raise UsageError(f"{path}: TOML nested too deeply to read") from None



def sft_fields() -> dict[str, Any]:
    return types_of(SFTSettings, exclude=SFT_OWNED)


def rl_fields() -> dict[str, Any]:
    return {**types_of(RLSettings, exclude=RL_OWNED), "paper_defaults": bool}


def check_file_data(data: dict[str, Any], source: str, env: str) -> None:
    """The keys and types of a recipe as read from TOML (values are checked after merging)."""
    check = _AllProblems(source)
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
    check.raise_all()


def section_fields(section: str, env: str) -> dict[str, Any]:
    if section == "gen_data":
        return gen_data_fields(env)
    if section in ("sft_reflection", "sft_policy"):
        return sft_fields()
    if section == "rlft":
        return rl_fields()
    return EVAL


class _AllProblems(Checker):
    """A :class:`Checker` that collects every problem of a recipe and raises them together
    (``raise_all``): a recipe with two bad values reports both at once."""

    def __init__(self, source: str, section_help: dict[str, str] | None = None) -> None:
        super().__init__(source, section_help)
        self.problems: list[tuple[str, str]] = []

    def fail(self, where: str, problem: str, hint: str) -> None:
        self.problems.append((f"{where}: {problem}", hint))

    def keys(self, section: str, table: Any, allowed: dict[str, Any]) -> None:
        if not isinstance(table, dict):  # (Checker.keys would go on reading it as a table)
            got = "a list" if isinstance(table, list) else json.dumps(table, default=str)
            self.fail(section, f"expected a table, got {got}",
                      hint=f"write the settings as [{section}] followed by key = value lines, or drop the line")
            return
        known = {k: v for k, v in table.items() if k in allowed}
        if len(known) < len(table):
            unknown = sorted(set(table) - set(allowed))
            for key in unknown:
                super().fail(f"[{section}] {key}", "unknown key",
                             hint=f"{close_to(key, allowed)}settings of [{section}]: {', '.join(sorted(allowed))}")
        super().keys(section, known, allowed)

    def raise_all(self) -> None:
        if len(self.problems) == 1:
            raise UsageError(f"{self.source}: {self.problems[0][0]}", hint=self.problems[0][1])
        if self.problems:
            lines = "; ".join(f"({i}) {p}" for i, (p, _) in enumerate(self.problems, start=1))
            hints = "; ".join(f"({i}) {h}" for i, (_, h) in enumerate(self.problems, start=1) if h)
            raise UsageError(f"{self.source}: {len(self.problems)} problems: {lines}", hint=hints or None)


def check_config(cfg: dict[str, Any], source: str) -> None:
    """Every stage's settings of a merged configuration, before any stage runs."""
    from reflect_cli.agent.prompts import HEADS
    from reflect_cli.lm.loading import QUANTIZATION
    from reflect_cli.train.config import LR_SCHEDULES
    from reflect_cli.train.mixed_precision import MODES as PRECISION_MODES

    check = _AllProblems(source, SECTION_HELP)
    for key in ("model", "seed"):
        check.value(key, key, cfg.get(key), TOP_LEVEL[key])
    env = cfg["env"]
    for section in SECTIONS:
        check.keys(section, cfg.get(section, {}), section_fields(section, env))
    for section in ("sft_reflection", "sft_policy"):
        opts = cfg.get(section, {})
        check.choice(f"[{section}] head", opts.get("head"), HEADS)
        check.choice(f"[{section}] quantization", opts.get("quantization"), QUANTIZATION)
        check.choice(f"[{section}] lr_schedule", opts.get("lr_schedule"), LR_SCHEDULES)
    for section in ("sft_reflection", "sft_policy", "rlft"):
        check.choice(f"[{section}] bf16", cfg.get(section, {}).get("bf16"), PRECISION_MODES)
    gen_data_fields = section_fields("gen_data", env)
    for key, allowed in get_spec(env).option_choices.items():  # Taxi: level, render_style
        if key in gen_data_fields:
            check.choice(f"[gen_data] {key}", cfg["gen_data"].get(key), tuple(allowed))
    if "questions" in gen_data_fields:  # the question source: checked now, not when gen-data starts
        from reflect_cli.datagen.generate import HISTORY_SPLITS, QUESTION_SOURCES

        check.choice("[gen_data] questions", cfg["gen_data"].get("questions"), QUESTION_SOURCES)
        check.choice("[gen_data] history_split", cfg["gen_data"].get("history_split"), HISTORY_SPLITS)
    if not check.problems:  # RLConfig needs well-typed settings to build
        check.run("rlft", lambda: _rl_config(cfg).validate())
    check.raise_all()
    _check_model(cfg["model"])
    agents = cfg["eval"].get("agents")
    if not agents and agents is not None:
        check.fail("[eval] agents", "is empty", hint='e.g. agents = ["random", "oracle", "trained"]')


def _check_model(ref: str) -> None:
    """A missing model folder or an unknown hub id fails now, not after data generation. (The
    embedded model is converted on first use, which is too slow for a check.)"""
    from reflect_cli.lm import embedded
    from reflect_cli.lm.transformers.model import resolve_model_ref

    if ref.lower() not in embedded.EMBEDDED_ALIASES:
        resolve_model_ref(ref)


def _rl_config(cfg: dict[str, Any]) -> Any:
    from reflect_cli.train.rl import RLConfig

    fields = rl_layers(cfg.get("rlft", {}))
    if get_spec(cfg["env"]).takes_tasks:
        fields.setdefault("tasks", "tasks.jsonl")  # the pipeline passes gen-data's tasks file
    return RLConfig.from_settings({"env": cfg["env"], "seed": cfg["seed"], **fields})


# -- what pipeline.json records ------------------------------------------------------------------------

SFT_TARGETS = {"sft_reflection": "reflection", "sft_policy": "policy"}


def _recipe_defaults(cls: type, exclude: tuple[str, ...] = ()) -> dict[str, Any]:
    return {f.name: default_of(cls, f.name) for f in dataclasses.fields(cls)
            if f.metadata.get("recipe", True) and f.name not in exclude}


def _flat_lora(lora: LoraSettings) -> dict[str, Any]:
    return {"lora_" + k: v for k, v in dataclasses.asdict(lora).items()}


def section_settings(section: str, env: str, given: dict[str, Any]) -> dict[str, Any]:
    """Every recipe setting of one section, as its stage runs it: the stage dataclass's defaults
    under what the recipe gave (its LoRA with the stage's preset; ``[rlft]`` with
    ``paper_defaults`` applied). Keys the dataclass does not know are kept as given."""
    if section == "gen_data":
        cls = gen_data_settings(env)
        return {**_recipe_defaults(cls), **given} if cls is not None else dict(given)
    if section in SFT_TARGETS:
        opts = dict(given)
        lora = lora_from(opts, SFT_TARGETS[section])
        return {**_recipe_defaults(SFTSettings, exclude=(*SFT_OWNED, "lora")), **opts, **_flat_lora(lora)}
    if section == "rlft":
        opts = rl_layers(given)
        lora = lora_from(opts, "rl")
        return {**_recipe_defaults(RLSettings, exclude=(*RL_OWNED, "lora")), **opts, **_flat_lora(lora)}
    return {**_recipe_defaults(EvalSettings), **given}


def recorded_config(cfg: dict[str, Any]) -> dict[str, Any]:
    """The configuration as ``pipeline.json`` records it and a rerun compares it: the top-level
    settings and every section filled in from the stage dataclasses (:func:`section_settings`),
    so a recipe that spells out a default is the same configuration as one that leaves it out.
    A section that is not a table (a damaged file) stays as it is."""
    out = {**_recipe_defaults(PipelineSettings), **json.loads(json.dumps(cfg))}
    for section in SECTIONS:
        given = out.get(section, {})
        if isinstance(given, dict):
            # a damaged file's LoRA value: compared as it is
            with contextlib.suppress(TypeError, ValueError):
                out[section] = section_settings(section, str(out.get("env")), given)
    return out


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
