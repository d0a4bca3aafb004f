"""agent.players.load_players for inference (a PlayerRefs: two LoRA runs on one frozen base) loads
what training's form (train.models.load_players(policy, reflector, trainable=False)) loads."""

from __future__ import annotations

import pytest
import torch

from reflect_cli.agent.players import PlayerRefs, load_players
from reflect_cli.agent.players import load_players as load_trained_players
from reflect_cli.errors import UsageError
from test_rl import make_lora_run


def test_lora_pair_matches_the_training_loader(tiny_model_dir, tmp_path):
    policy_run = make_lora_run(tiny_model_dir, tmp_path / "policy", target="policy", seed=1)
    reflector_run = make_lora_run(tiny_model_dir, tmp_path / "reflector", target="reflection", seed=2)
    players = load_players(PlayerRefs(str(policy_run), str(reflector_run), "run"))
    policy, reflector = players.policy, players.reflector
    assert reflector is not policy and reflector.model is policy.model  # one shared base
    assert (policy.adapter, reflector.adapter) == ("policy", "reflector")
    assert policy.policy_head == "label"
    trained = load_trained_players(str(policy_run), str(reflector_run), trainable=False)
    prompts = ["the taxi moves north", "pick up the passenger"]
    with torch.no_grad():
        for ours, theirs in ((policy, trained.policy), (reflector, trained.reflector)):
            assert torch.allclose(ours.next_token_logits(prompts), theirs.next_token_logits(prompts), atol=1e-5)
        # The two adapters really differ (each view switches to its own).
        assert not torch.allclose(policy.next_token_logits(prompts), reflector.next_token_logits(prompts), atol=1e-3)


def test_lora_pair_refuses_a_reflector_of_another_base(tiny_model_dir, tmp_path):
    from conftest import build_tiny_model_dir

    other_base = build_tiny_model_dir(tmp_path / "other", seed=5)
    cfg = other_base / "config.json"
    cfg.write_text(cfg.read_text().replace('"num_hidden_layers": 2', '"num_hidden_layers": 1'))
    policy_run = make_lora_run(tiny_model_dir, tmp_path / "policy", target="policy")
    reflector_run = make_lora_run(other_base, tmp_path / "reflector", target="reflection")
    with pytest.raises(UsageError, match="reflector run .* was trained on base"):
        load_players(PlayerRefs(str(policy_run), str(reflector_run), "run"))


def test_runs_play_with_the_eos_they_were_trained_with(tiny_model_dir, tmp_path):
    """A run whose saved tokenizer ends completions with another EOS (a GPU machine's transformers
    converted the embedded GGUF with <|im_start|>) is played with that EOS: its reflections stop
    there and its commands are scored with it, on both loaders."""
    import json

    from reflect_cli.lm.transformers.model import LanguageModel

    policy_run = make_lora_run(tiny_model_dir, tmp_path / "policy", target="policy", seed=1)
    reflector_run = make_lora_run(tiny_model_dir, tmp_path / "reflector", target="reflection", seed=2)
    for run in (policy_run, reflector_run):
        config_file = run / "final" / "tokenizer" / "tokenizer_config.json"
        config = json.loads(config_file.read_text())
        config["eos_token"] = "<|im_start|>"
        config_file.write_text(json.dumps(config))
    players = load_players(PlayerRefs(str(policy_run), str(reflector_run), "run"))
    start = players.policy.tokenizer.convert_tokens_to_ids("<|im_start|>")
    assert players.policy.tokenizer.eos_token_id == start and start in players.reflector.eos_token_ids
    alone = LanguageModel.load(str(reflector_run / "final"), device="cpu")
    assert alone.tokenizer.eos_token == "<|im_start|>"
    assert LanguageModel.load(str(tiny_model_dir), device="cpu").tokenizer.eos_token == "<|im_end|>"
