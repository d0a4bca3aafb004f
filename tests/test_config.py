"""One config source: every stage setting has help, and the command line takes help and defaults
from the stage dataclasses (``reflect_cli.train.config``); layers and errors of settings."""

from __future__ import annotations

import dataclasses
import json

import click
import pytest
import typer

from reflect_cli.cli import app
from reflect_cli.errors import UsageError
from reflect_cli.train import config as C

# Which command's options come from which settings.
COMMANDS = {
    "gen-data taxi": (C.TaxiData,),
    "gen-data alfworld": (C.AlfworldData,),
    "gen-data auto-explore": (C.AutoExploreData,),
    "sft": (C.SFTSettings, C.LoraSettings),
    "rlft": (C.RLSettings,),
    "eval": (C.EvalSettings,),
    "train": (C.PipelineSettings,),
}
# A few options spell the field's value differently on the command line.
SPELLED = {("rlft", "--reflector"): "none"}  # the string 'none' is the field's None


def _command(path: str) -> click.Command:
    cmd: click.Command = typer.main.get_command(app)
    for part in path.split():
        cmd = cmd.get_command(click.Context(cmd), part)  # type: ignore[attr-defined]  # the root loads commands lazily
    return cmd


def _options(path: str) -> dict[str, click.Parameter]:
    return {opt: p for p in _command(path).params for opt in p.opts}


@pytest.mark.parametrize("cls", C.STAGE_SETTINGS, ids=lambda c: c.__name__)
def test_every_field_has_help(cls):
    for f in dataclasses.fields(cls):
        assert isinstance(f.metadata.get("help"), str) and f.metadata["help"].strip(), f"{cls.__name__}.{f.name}: no help"
        assert "flag" in f.metadata and "recipe" in f.metadata, f"{cls.__name__}.{f.name}: not made with setting()"


def test_every_settings_class_is_on_a_command():
    assert set(C.STAGE_SETTINGS) == {cls for classes in COMMANDS.values() for cls in classes}


@pytest.mark.parametrize("path", COMMANDS)
def test_options_take_help_and_default_from_the_dataclass(path):
    options = _options(path)
    checked = 0
    for cls in COMMANDS[path]:
        for f in dataclasses.fields(cls):
            flag = C.flag_of(cls, f.name)
            if flag is None:
                continue
            where = f"{path} {flag} ({cls.__name__}.{f.name})"
            assert flag in options, f"{where}: no such option"
            param = options[flag]
            assert param.help == f.metadata["help"], f"{where}: help differs from the field's"
            if param.required:
                continue
            # None: "not given" (the layers below decide, down to the field's default).
            expected = SPELLED.get((path, flag), C.default_of(cls, f.name))
            assert param.default is None or param.default == expected, (
                f"{where}: default {param.default!r}, the field's is {expected!r}")
            checked += 1
    assert checked, f"{path}: no option checked"


# Options named like a field of their command's settings that mean something else there.
OWN_MEANING = {"eval": {"--episodes", "--seeds", "--split", "--each-task"}}


def test_no_option_types_a_fields_help_again():
    """An option named like a field (``--name-with-dashes``) takes the field's help: a field
    without a flag (metadata ``flag=None``) must not have such an option of its own."""
    for path, classes in COMMANDS.items():
        options = set(_options(path)) - OWN_MEANING.get(path, set())
        for cls in classes:
            for f in dataclasses.fields(cls):
                auto = "--" + f.name.replace("_", "-")
                assert C.flag_of(cls, f.name) is not None or auto not in options, (
                    f"{path} {auto}: an option of its own for {cls.__name__}.{f.name}")


# -- layers ---------------------------------------------------------------------------------------


def test_precedence_defaults_preset_file_set_flags():
    layers = dict(defaults={"a": 0, "b": 0, "c": 0, "d": 0, "e": 0, "t": {"x": 0, "y": 0}},
                  preset={"b": 1, "c": 1, "d": 1, "e": 1, "t": {"x": 1}},
                  file={"c": 2, "d": 2, "e": 2},
                  sets={"d": 3, "e": 3},
                  flags={"e": 4})
    assert C.resolve_layers(**layers) == {"a": 0, "b": 1, "c": 2, "d": 3, "e": 4, "t": {"x": 1, "y": 0}}


def test_none_is_a_value_in_a_layer_and_given_drops_options_not_given():
    assert C.resolve_layers(preset={"curriculum": [0, 1]}, file={"curriculum": None}) == {"curriculum": None}
    assert C.given({"lr": None, "seed": 0, "full": False}) == {"seed": 0, "full": False}


def test_rl_layers_paper_defaults_under_the_section():
    out = C.rl_layers({"paper_defaults": True, "lr": 0.1})
    assert out["lr"] == 0.1 and out["baseline"] == "none" and "paper_defaults" not in out


def test_parse_sets_json_else_string():
    assert C.parse_sets(["lr=0.5", "baseline=group", 'lora_targets=["all-linear"]', "device=cuda:0"]) == {
        "lr": 0.5, "baseline": "group", "lora_targets": ["all-linear"], "device": "cuda:0"}


def test_unknown_setting_names_the_key_and_close_ones():
    with pytest.raises(UsageError) as exc:
        C.check_settings(C.RLSettings, {"learning_rat": 1, "baselin": "none"}, "--set")
    assert "baselin" in exc.value.message and "learning_rat" in exc.value.message
    assert "did you mean baseline" in (exc.value.hint or "")


def test_wrong_type_names_source_and_key():
    with pytest.raises(UsageError) as exc:
        C.check_settings(C.RLSettings, {"lr": "fast"}, "--set")
    assert exc.value.message.startswith("--set: lr: expected a number")


def test_recipe_unknown_key_suggests_close_one():
    with pytest.raises(UsageError) as exc:
        C.Checker("recipe.toml").keys("sft_policy", {"stepz": 3}, C.types_of(C.SFTSettings))
    assert exc.value.message == "recipe.toml: [sft_policy] stepz: unknown key"
    assert (exc.value.hint or "").startswith("did you mean steps?")


def test_settings_module_is_light():
    import subprocess
    import sys

    code = ("import sys, reflect_cli.train.config\n"
            "print(','.join(m for m in ('numpy', 'torch', 'transformers') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_train_set_sits_between_recipe_and_flags(tmp_path):
    from reflect_cli.pipeline_config import resolve_config

    recipe = tmp_path / "r.toml"
    recipe.write_text("seed = 1\n[rlft]\nlr = 0.25\niterations = 3\n", encoding="utf-8")
    sets = C.parse_sets(["rlft.lr=0.5", "seed=2", "eval.episodes=2"], nested=True)
    cfg = resolve_config("taxi", preset="smoke", config_file=recipe, sets=sets, overrides={"seed": 7, "model": None})
    assert cfg["rlft"]["lr"] == 0.5 and cfg["rlft"]["iterations"] == 3 and cfg["rlft"]["episodes_per_iter"] == 4
    assert cfg["seed"] == 7 and cfg["model"] == "embedded" and cfg["eval"]["episodes"] == 2
    with pytest.raises(UsageError) as exc:
        resolve_config("taxi", preset="smoke", sets=C.parse_sets(["rlft.lrr=1"], nested=True))
    assert exc.value.message == "--set: [rlft] lrr: unknown key" and "did you mean lr" in (exc.value.hint or "")


@pytest.mark.parametrize("cls,name", [(C.TaxiData, "taxi"), (C.AlfworldData, "alfworld"),
                                      (C.AutoExploreData, "auto_explore")])
def test_generators_default_like_their_settings(cls, name):
    """datagen (below train) cannot import the settings: its functions' defaults must agree."""
    import inspect

    from reflect_cli.datagen import generate

    params = inspect.signature(getattr(generate, name)).parameters
    for f in dataclasses.fields(cls):
        if f.name in params and params[f.name].default is not inspect.Parameter.empty:
            assert params[f.name].default == C.default_of(cls, f.name), f"generate.{name}({f.name}=...)"


# -- one LoRA dataclass -------------------------------------------------------------------------------


def test_rl_lora_is_the_one_dataclass_with_the_rl_preset():
    from reflect_cli.settings import LORA_PRESETS, LoraSettings
    from reflect_cli.train.rl_config import RLConfig

    assert isinstance(RLConfig().lora, LoraSettings)
    assert RLConfig().lora == LoraSettings(**LORA_PRESETS["rl"]) == LoraSettings(dropout=0.0)
    assert (LoraSettings().r, LoraSettings().alpha, LoraSettings().dropout, LoraSettings().layers) == (16, 32, 0.05, 4)
    # a recipe's, --set's or --paper-defaults' flat keys become the one table
    cfg = RLConfig.from_settings({"lora_r": 64, "lora_alpha": 16, "lora_targets": ["all-linear"], "lora_layers": 2})
    assert cfg.lora == LoraSettings(r=64, alpha=16, dropout=0.0, targets=["all-linear"], layers=2)
    assert C.check_settings(C.RLSettings, {"lora_r": 8, "lora_dropout": 0.1}, "--set") is None
    with pytest.raises(UsageError, match="lora_q"):
        C.check_settings(C.RLSettings, {"lora_q": 8}, "--set")


def test_an_rl_config_json_resumes_with_its_adapter_flat_or_as_a_table():
    from reflect_cli.train.rl_config import RLConfig

    new = RLConfig.from_settings({"lora_r": 8, "lora_layers": 0})
    assert RLConfig.from_settings(json.loads(json.dumps(new.to_dict()))) == new
    flat = {k: v for k, v in new.to_dict().items() if k != "lora"}  # written before the adapter was one table
    old = {**flat, "lora_r": 8, "lora_alpha": 32, "lora_dropout": 0.0, "lora_targets": None, "lora_layers": 0}
    assert RLConfig.from_settings(old) == new
    # flat keys (a --set on the resumed run) win over the stored table
    assert RLConfig.from_settings({**new.to_dict(), "lora_r": 4}).lora.r == 4


def test_recipe_sections_take_the_flat_lora_keys():
    from reflect_cli.pipeline_config import rl_fields, sft_fields

    lora = {"lora_r", "lora_alpha", "lora_dropout", "lora_targets", "lora_layers"}
    assert lora <= set(sft_fields()) and lora <= set(rl_fields())
    assert "lora" not in sft_fields() and "lora" not in rl_fields()
