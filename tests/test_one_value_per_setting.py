"""Every setting has one home: the reflection budget is one constant, each training stage has one
settings class, and the tuning variables are read when a model is loaded, never when reflect is
imported, without overriding RL's own setting."""

from __future__ import annotations

import inspect

import pytest


def test_the_reflection_budget_is_defined_once():
    from reflect_cli.agent.players import Players
    from reflect_cli.agent.policy import Reflector
    from reflect_cli.pipeline import load_pipeline_agent
    from reflect_cli.settings import DEFAULT_REFLECTION_TOKENS
    from reflect_cli.train.config import EvalSettings, RLSettings

    defaults = {
        RLSettings().reflection_tokens,
        EvalSettings().reflection_tokens,
        Players(None, None).reflection_tokens,
        inspect.signature(Reflector).parameters["max_new_tokens"].default,
        inspect.signature(load_pipeline_agent).parameters["reflection_tokens"].default,
    }
    assert defaults == {DEFAULT_REFLECTION_TOKENS}


def test_each_training_stage_has_one_settings_class():
    from reflect_cli.train.config import RLSettings, SFTSettings
    from reflect_cli.train.rl_config import RLConfig
    from reflect_cli.train.sft import SFTConfig

    assert RLConfig is RLSettings and SFTConfig is SFTSettings
    cfg = RLConfig.from_settings({"env": "taxi", "lora_r": 8})
    assert cfg.lora.r == 8 and cfg.to_dict()["lora"]["r"] == 8
    assert SFTConfig(data="x.jsonl").to_dict()["data"] == "x.jsonl"


def test_tuning_variables_are_read_when_a_model_is_loaded(monkeypatch, tiny_model_dir):
    from reflect_cli.lm.transformers.model import LanguageModel
    from reflect_cli.lm.transformers.prefill import DRAFT_BUDGET, KV_STORE_MB

    monkeypatch.setenv("REFLECT_KV_STORE_MB", "1.5")
    monkeypatch.setenv("REFLECT_DRAFT_BUDGET", "0")
    lm = LanguageModel.load(str(tiny_model_dir), device="cpu")
    assert (lm.kv_store_bytes, lm.draft_budget) == (int(1.5 * 2**20), 0)
    assert (LanguageModel.kv_store_bytes, LanguageModel.draft_budget) == (KV_STORE_MB * 2**20, DRAFT_BUDGET)
    monkeypatch.setenv("REFLECT_KV_STORE_MB", "lots")
    from reflect_cli.errors import UsageError

    with pytest.raises(UsageError, match="REFLECT_KV_STORE_MB"):
        LanguageModel.load(str(tiny_model_dir), device="cpu")


def test_pair_trunk_variable_does_not_override_the_rl_setting(monkeypatch):
    """``$REFLECT_PAIR_TRUNK`` decides for inference only; RL passes its ``pair_trunk`` setting."""
    import reflect_cli.lm.transformers.trunk as trunk
    from reflect_cli.agent import players

    class Player:
        model = object()
        pair_seed = pair_trunk = None

    monkeypatch.setattr(trunk, "adapter_free_depth", lambda model: 2)
    monkeypatch.setattr(trunk, "PairTrunk", lambda depth, reflector: ("pair", depth))
    monkeypatch.setenv("REFLECT_PAIR_TRUNK", "0")
    for enabled, paired in ((None, False), (True, True), (False, False)):
        policy, reflector = Player(), Player()
        players._share_trunk(policy, reflector, enabled)
        assert (reflector.pair_trunk is not None) is paired, enabled
    monkeypatch.setenv("REFLECT_PAIR_TRUNK", "1")
    policy, reflector = Player(), Player()
    players._share_trunk(policy, reflector)
    assert policy.pair_seed == reflector.pair_trunk == ("pair", 2)
