"""The policy's two heads (label, text), finite SFT on padded batches, prompts that are never cut,
and the reflection budget stored with the reflector."""

from __future__ import annotations

import json

import pytest
import torch

from reflect_cli.errors import TrainingError, UsageError
from reflect_cli.jsonl import write_jsonl
from reflect_cli.lm.adapters import LoraSettings
from reflect_cli.runs import RunDir
from reflect_cli.train.sft import SFTConfig, train_sft
from reflect_cli.train.sft_data import taxi_oracle_records

pytestmark = pytest.mark.usefixtures("one_thread")


from test_sft import taxi_data  # noqa: E402,F401  (40 oracle Taxi episodes, train + validation)


def test_text_head_scores_every_valid_action_and_samples_like_it_trains(tiny_lm):
    from reflect_cli.agent.policy import Policy

    policy = Policy(tiny_lm, "autoexplore", head="text")
    actions = ["cd src", "cat main.py", "id main.py", "cd .."]
    prompt = policy.prompt("# Task\nWhere is main?", actions, "I should read main.py.")
    # Prompt version 2: the actions are scored as the answer's text, never listed in the prompt.
    assert "cd src" not in prompt and "cat main.py" not in prompt and prompt.endswith("assistant\n")
    no_grad = policy.action_logprobs([prompt], [actions])[0]
    with_grad = policy.action_logprobs([prompt], [actions], grad=True)[0]
    assert no_grad.shape == (4,) and float(no_grad.exp().sum()) == pytest.approx(1.0, abs=1e-5)
    assert torch.allclose(no_grad, with_grad.detach(), atol=1e-5)
    choice = policy.act("# Task\nWhere is main?", actions, "I should read main.py.")
    assert choice.label == actions[choice.index] and len(choice.probs) == 4


def test_text_head_sft_learns_and_is_recorded_in_the_run(tiny_model_dir, tmp_path):
    from reflect_cli.agent.policy import Policy
    from reflect_cli.lm.transformers.model import LanguageModel

    # A copy task, as on real data: the reflection names the command to take.
    records = [dict(r, reflection=f"The best next step is to {r['actions'][r['action_index']]}.")
               for r in taxi_oracle_records(30, seed=0) if r["target"] == "policy"]
    data = tmp_path / "copy.jsonl"
    write_jsonl(data, records)
    cfg = SFTConfig(data=str(data), target="policy", model=str(tiny_model_dir), steps=120, batch_size=8,
                    lr=3e-3, lr_schedule="constant", full=True, log_every=120, seed=0, eval_split=None,
                    head="text")  # calibrated on a constant rate
    run = RunDir.create(tmp_path / "run", stage="sft", config=cfg.to_dict())
    result = train_sft(cfg, run)
    first, last = result.first_eval, result.last_eval
    print("text head SFT", first, last)
    assert last["eval/loss"] < first["eval/loss"] - 0.5
    assert last["eval/agreement"] >= first["eval/agreement"] + 0.2
    info = json.loads((run.final / "reflect.json").read_text())
    assert info["head"] == "text" and info["labels"] == []
    lm = LanguageModel.load(str(run.path), device="cpu")
    assert Policy(lm, "taxi").head == "text"  # the loaders carry the head to every stage


def test_runs_from_before_heads_keep_the_label_head(tiny_model_dir, taxi_data, tmp_path):
    from reflect_cli.agent.policy import Policy
    from reflect_cli.lm.transformers.model import LanguageModel

    cfg = SFTConfig(data=str(taxi_data), target="policy", model=str(tiny_model_dir), steps=1, batch_size=2,
                    head="label", max_eval_records=2, lora=LoraSettings(r=2, alpha=4, dropout=0.0))
    run = RunDir.create(tmp_path / "old", stage="sft", config=cfg.to_dict())
    train_sft(cfg, run)
    doc = json.loads((run.final / "reflect.json").read_text())
    assert doc.pop("head") == "label"
    doc.pop("reflection_tokens")
    (run.final / "reflect.json").write_text(json.dumps(doc))
    assert Policy(LanguageModel.load(str(run.path), device="cpu"), "taxi").head == "label"


def _nan_on_empty_rows(module, query, key, value, attention_mask, **kwargs):
    """SDPA as the fused CUDA kernels behave: a query row that may attend to no key gives NaN."""
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    out, weights = sdpa_attention_forward(module, query, key, value, attention_mask, **kwargs)
    if attention_mask is not None:
        m = attention_mask if attention_mask.dtype == torch.bool else attention_mask > torch.finfo(attention_mask.dtype).min / 2
        empty = ~m.any(-1)  # [B, 1, Q]
        out = out.masked_fill(empty[:, 0, :, None, None].expand_as(out), float("nan"))
    return out, weights


@pytest.mark.parametrize("head", ["label", "text"])
def test_left_padded_batches_stay_finite_under_nan_prone_attention(tiny_model_dir, head):
    from transformers import AttentionInterface, AttentionMaskInterface
    from transformers.masking_utils import sdpa_mask

    from reflect_cli.agent.policy import Policy
    from reflect_cli.lm.transformers.model import LanguageModel
    from reflect_cli.train import sft

    AttentionInterface.register("nan_on_empty_rows", _nan_on_empty_rows)
    AttentionMaskInterface.register("nan_on_empty_rows", sdpa_mask)
    lm = LanguageModel.load(str(tiny_model_dir), device="cpu")
    lm.model.set_attn_implementation("nan_on_empty_rows")
    policy = Policy(lm, "taxi", head=head)
    records = [r for r in taxi_oracle_records(3, seed=5) if r["target"] == "policy"]
    records[0] = dict(records[0], observation=records[0]["observation"] * 4)  # forces padding
    examples = [sft.build_example(r, lm.tokenizer, policy, None, 4096) for r in records[:4]]
    lm.model.train()
    if head == "text":
        loss, _ = sft.action_nll(lm, examples, lambda: torch.autocast("cpu", enabled=False), grad=True)
    else:
        import contextlib

        loss, _ = sft.completion_nll(lm.model, sft.collate(examples, lm.tokenizer.pad_token_id, lm.device),
                                     contextlib.nullcontext)
    loss.backward()
    assert torch.isfinite(loss)
    assert all(torch.isfinite(p.grad).all() for p in lm.model.parameters() if p.grad is not None)


def test_sft_never_cuts_a_prompt(tiny_model_dir, tmp_path):
    records = taxi_oracle_records(2, seed=0)
    long = dict(records[1], observation="# Task\nWhere is the question?\n" + "filler words " * 400)
    path = tmp_path / "long.jsonl"
    write_jsonl(path, [records[1], long])
    cfg = SFTConfig(data=str(path), target="policy", model=str(tiny_model_dir), steps=1, max_length=256)
    run = RunDir.create(tmp_path / "run", stage="sft", config=cfg.to_dict())
    with pytest.raises(UsageError, match="longer than --max-length 256"):
        train_sft(cfg, run)


def test_non_finite_steps_are_skipped_counted_and_stop_the_run(tiny_model_dir, taxi_data, tmp_path, monkeypatch):
    from safetensors.torch import load_file

    from reflect_cli.train import sft

    real = sft.action_nll
    calls = {"n": 0}

    def flaky(lm, examples, autocast, *, grad, **kwargs):
        nll, hits = real(lm, examples, autocast, grad=grad, **kwargs)
        if grad:
            calls["n"] += 1
            if calls["n"] == 2 or calls["n"] >= 4:
                nll = nll * float("nan")
        return nll, hits

    monkeypatch.setattr(sft, "action_nll", flaky)
    cfg = SFTConfig(data=str(taxi_data), target="policy", model=str(tiny_model_dir), steps=10, batch_size=2,
                    lr=1e-2, log_every=1, max_eval_records=4, head="text", max_nonfinite=3,
                    lora=LoraSettings(r=2, alpha=4, dropout=0.0, targets=["all-linear"]))
    run = RunDir.create(tmp_path / "run", stage="sft", config=cfg.to_dict())
    with pytest.raises(TrainingError, match="not finite 3 steps in a row"):
        train_sft(cfg, run)
    metrics = [json.loads(x) for x in (run.path / "metrics.jsonl").read_text().splitlines()]
    by_step = {m["step"]: m for m in metrics if "optim/nonfinite_skipped" in m}
    assert by_step[1]["optim/nonfinite_skipped"] == 0 and by_step[2]["optim/nonfinite_skipped"] == 1
    assert by_step[2]["loss/sft"] is None
    latest = run.latest_checkpoint()
    # Steps 4 and 5 were skipped (weights untouched since step 3); step 6 was the third in a row.
    assert latest is not None and latest.name == "step-000005"
    weights = load_file(str(latest / "weights.safetensors"))
    assert all(torch.isfinite(t).all() for t in weights.values())


def test_reflector_records_its_budget_and_the_players_use_it(tiny_model_dir, taxi_data, tmp_path):
    from reflect_cli.agent.players import load_players
    from reflect_cli.lm.transformers.model import LanguageModel

    cfg = SFTConfig(data=str(taxi_data), target="reflection", model=str(tiny_model_dir), steps=1, batch_size=2,
                    max_eval_records=2, lora=LoraSettings(r=2, alpha=4, dropout=0.0))
    run = RunDir.create(tmp_path / "refl", stage="sft", config=cfg.to_dict())
    train_sft(cfg, run)
    info = json.loads((run.final / "reflect.json").read_text())
    tok = LanguageModel.load(str(tiny_model_dir), device="cpu").tokenizer
    longest = max(len(tok.encode(r["reflection"], add_special_tokens=False))
                  for r in taxi_oracle_records(30, seed=0) if r["target"] == "reflection")
    assert info["reflection_tokens"] >= longest + 1  # the whole reflection and its EOS
    players = load_players(str(tiny_model_dir), str(run.path), device="cpu", trainable=False)
    assert players.reflector.reflection_tokens == info["reflection_tokens"]
    from reflect_cli.agent.policy import Reflector
    from reflect_cli.train import rl, rollouts

    # Every stage's reflections get the recorded budget, even where a smaller one is configured.
    assert Reflector(players.reflector, "taxi", max_new_tokens=4).max_new_tokens == info["reflection_tokens"]
    assert rollouts.reflection_budget(rl.RLConfig(reflection_tokens=4), players.reflector) == info["reflection_tokens"]
    merged = LanguageModel.load(str(run.path), device="cpu")
    assert Reflector(merged, "taxi", max_new_tokens=4).max_new_tokens == info["reflection_tokens"]
