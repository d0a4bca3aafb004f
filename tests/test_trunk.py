"""Trunk-frozen training: LoRA on the top layers, the frozen layers below run once
without grad, and SFT keeps their output per example. Same logits, same gradients."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
import torch

from conftest import build_tiny_model_dir
from reflect_cli.lm.adapters import add_lora
from reflect_cli.lm.transformers import trunk
from reflect_cli.lm.transformers.model import LanguageModel
from reflect_cli.lm.transformers.scoring import pack
from reflect_cli.settings import LoraSettings

pytestmark = pytest.mark.usefixtures("one_thread")


@pytest.fixture(scope="module")
def deep_model_dir(tmp_path_factory):
    return build_tiny_model_dir(tmp_path_factory.mktemp("tiny_deep"), layers=4)


def lora_lm(model_dir, layers: int) -> LanguageModel:
    lm = LanguageModel.load(str(model_dir), device="cpu")
    add_lora(lm, LoraSettings(r=4, alpha=8, dropout=0.0, layers=layers), adapter_name="default")
    gen = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for name, p in lm.model.named_parameters():
            if "lora_B" in name:
                p.copy_(torch.randn(p.shape, generator=gen) * 0.05)
    return lm


def packed(lm, prompts, conts):
    tok = lm.tokenizer
    ids = [tok.encode(p, add_special_tokens=False) for p in prompts]
    cs = [[tok.encode(c, add_special_tokens=False) + [tok.eos_token_id] for c in cc] for cc in conts]
    return pack(ids, cs, tok.pad_token_id, torch.float32, "cpu")


PROMPTS = ["# Task\nwhere is the parser of the command line?\n", "# Task\nq\n"]
CONTS = [["cd src", "cat main.py"], ["id a.py", "cd ..", "next page"]]


def grads_of(lm):
    return {n: p.grad.clone() for n, p in lm.model.named_parameters() if p.requires_grad}


def test_top_layer_lora_freezes_the_trunk_and_splits_it_off_exactly(deep_model_dir):
    lm = lora_lm(deep_model_dir, layers=1)
    assert trunk.trunk_depth(lm.model) == 3
    trained = {n for n, p in lm.model.named_parameters() if p.requires_grad}
    assert trained and all(".layers.3." in n for n in trained)
    pk = packed(lm, PROMPTS, CONTS)
    lm.model.train()
    whole = lm.model(input_ids=pk.input_ids, attention_mask=pk.mask, position_ids=pk.position_ids, use_cache=False,
                     logits_to_keep=pk.keep).logits
    whole.float().pow(2).mean().backward()
    want = grads_of(lm)
    lm.model.zero_grad()
    split = trunk.forward_logits(lm.model, pk.input_ids, pk.mask, pk.position_ids, pk.keep)
    split.float().pow(2).mean().backward()
    assert torch.allclose(split, whole, atol=1e-6)
    for name, g in grads_of(lm).items():
        assert torch.allclose(g, want[name], atol=1e-7, rtol=1e-5), name
    # Every layer adapted (or none frozen): no trunk, the plain forward.
    assert trunk.trunk_depth(lora_lm(deep_model_dir, layers=0).model) == 0


def test_cached_trunk_states_give_the_same_logits_in_any_batch(deep_model_dir):
    """A row's states are kept without padding and padded again into later batches of other
    widths: the upper layers see the same inputs."""
    lm = lora_lm(deep_model_dir, layers=2)
    cache = trunk.TrunkCache(lm.model)
    assert cache.active and cache.depth == 2
    pk = packed(lm, PROMPTS, CONTS)
    lengths = [len(lm.tokenizer.encode(p, add_special_tokens=False)) +
               sum(len(lm.tokenizer.encode(c, add_special_tokens=False)) + 1 for c in cc) for p, cc in zip(PROMPTS, CONTS, strict=True)]
    cache.hidden(["a", "b"], pk.input_ids, pk.mask, pk.position_ids, lengths)
    assert set(cache.states) == {"a", "b"} and cache.nbytes > 0
    # Row "b" alone (another width): from the cache, no trunk forward.
    alone = packed(lm, PROMPTS[1:], CONTS[1:])
    calls = []
    original = trunk.lower_states
    trunk.lower_states = lambda *a, **k: calls.append(1) or original(*a, **k)
    try:
        hidden = cache.hidden(["b"], alone.input_ids, alone.mask, alone.position_ids, lengths[1:])
    finally:
        trunk.lower_states = original
    assert not calls
    got = trunk.upper_logits(lm.model, hidden, alone.mask, alone.position_ids, cache.depth, alone.keep)
    want = trunk.forward_logits(lm.model, alone.input_ids, alone.mask, alone.position_ids, alone.keep)
    assert torch.allclose(got, want, atol=1e-5)


def test_bucketed_batches_are_a_permutation_of_similar_lengths():
    from reflect_cli.train.sft import bucketed_order, spread

    lengths = [int(x) for x in np.random.default_rng(1).integers(10, 1000, size=103)]
    order = bucketed_order(np.random.default_rng(0), lengths, 4)
    assert len(order) == 100 and len(set(order)) == 100  # whole batches: 3 left over, others next epoch
    assert order == bucketed_order(np.random.default_rng(0), lengths, 4)  # seeded
    batches = [order[i : i + 4] for i in range(0, 100, 4)]
    spread_in_batch = np.mean([max(lengths[i] for i in b) - min(lengths[i] for i in b) for b in batches])
    assert spread_in_batch < 0.25 * (max(lengths) - min(lengths))  # random batches: ~0.6
    assert spread(list(range(10)), 3) == [0, 3, 6] and spread([1, 2], 5) == [1, 2]


def test_sft_on_top_layers_records_them_and_keeps_its_budget(deep_model_dir, tmp_path):
    from reflect_cli.runs import RunDir
    from reflect_cli.train.sft import SFTConfig, train_sft
    from reflect_cli.train.sft_data import taxi_oracle_records

    data = tmp_path / "taxi.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in taxi_oracle_records(4) + taxi_oracle_records(
        2, seed=100, split="validation")))
    cfg = SFTConfig(data=str(data), target="policy", model=str(deep_model_dir), steps=100000, batch_size=2,
                    lr=1e-3, lora=LoraSettings(r=4, alpha=8, layers=2), minutes=0.15, seed=0)
    run = RunDir.create(tmp_path / "run", stage="sft-policy", config=cfg.to_dict())
    result = train_sft(cfg, run)
    meta = json.loads((run.path / "meta.json").read_text())
    assert result.stopped_by_budget and 1 <= result.steps < 100000
    assert meta["stopped_by_budget"] and meta["trunk_depth"] == 2 and meta["seconds"] <= 0.15 * 60 + 5
    assert math.isfinite(result.last_eval["eval/loss"])
    info = json.loads((result.final / "reflect.json").read_text())
    assert info["lora"]["layers"] == 2
    adapter = json.loads((result.final / "adapter" / "adapter_config.json").read_text())
    assert adapter["layers_to_transform"] == [2, 3]
    # The loader applies the adapter to those layers only (merged or not, nothing else changes).
    loaded = LanguageModel.load(str(result.final), device="cpu")
    base = dict(LanguageModel.load(str(deep_model_dir), device="cpu").model.named_parameters())
    changed = set()
    for name, p in loaded.model.named_parameters():
        clean = name.replace("base_model.model.", "").replace(".base_layer", "")
        if "lora_" in name or (clean in base and not torch.equal(p, base[clean])):
            changed.add(name.split(".layers.")[1].split(".")[0] if ".layers." in name else name)
    assert changed == {"2", "3"}


def test_zero_advantage_steps_skip_their_forward_with_the_same_update(seeded_lora_lm):
    from reflect_cli.agent.policy import Policy
    from reflect_cli.train import rl

    lm = seeded_lora_lm
    policy = Policy(lm, "autoexplore", head="text")
    actions = ["cd src", "cat a.py", "id a.py"]
    prompts = [policy.prompt(f"# Task\nwhere is q{i}?\n", actions, None) for i in range(3)]
    fresh = [(prompts[0], actions, 0, -1.0, 1.0), (prompts[1], actions, 2, -1.0, 0.0), (prompts[2], actions, 1, -1.0, -0.5)]
    params = [p for p in lm.model.parameters() if p.requires_grad]
    grads = {}

    class Keep(torch.optim.SGD):
        def step(self, closure=None):
            grads[key] = torch.cat([p.grad.flatten().clone() for p in params])

    calls = []
    original = policy.action_logprobs
    policy.action_logprobs = lambda texts, *a, **k: (calls.append(len(texts)), original(texts, *a, **k))[1]
    key = "skip"
    stats = rl.policy_gradient_step(policy, fresh, [], rl.RLConfig(max_grad_norm=1e9), params, Keep(params, lr=0.0))
    assert sum(calls) == 2 and stats["perf/skipped_step_frac"] == pytest.approx(1 / 3)
    calls.clear()
    key = "all"  # a tiny entropy bonus keeps every step in the forward
    rl.policy_gradient_step(policy, fresh, [], rl.RLConfig(max_grad_norm=1e9, entropy_coef=1e-12), params,
                            Keep(params, lr=0.0))
    assert sum(calls) == 3
    assert torch.allclose(grads["skip"], grads["all"], atol=1e-8, rtol=1e-5)


@pytest.mark.parametrize("head", ["label", "text"])
def test_training_log_probs_through_the_split_trunk_equal_the_sampling_ones(deep_model_dir, head):
    """RL samples without grad (prefix store) and trains with grad (trunk split off): both heads
    give the same distribution, and gradients reach the top layers only."""
    from reflect_cli.agent.policy import Policy

    lm = lora_lm(deep_model_dir, layers=2)
    lm.kv_store_bytes = 0
    policy = Policy(lm, "autoexplore", head=head)
    actions = ["cd src", "cat a.py", "id a.py"]
    prompts = [policy.prompt(f"# Task\nwhere is q{i}?\n", actions, "read a.py" if i else None) for i in range(2)]
    with torch.no_grad():
        sampled = policy.action_logprobs(prompts, [actions] * 2)
    trained = policy.action_logprobs(prompts, [actions] * 2, grad=True)
    for s, t in zip(sampled, trained, strict=True):
        assert torch.allclose(s, t.detach(), atol=1e-5)
    sum(t[0] for t in trained).backward()
    got = {n for n, p in lm.model.named_parameters() if p.grad is not None and p.grad.abs().sum() > 0}
    assert got and all(".layers.2." in n or ".layers.3." in n for n in got)


@pytest.mark.parametrize("target,head", [("reflection", None), ("policy", "text"), ("policy", "label")])
def test_sft_with_kept_trunk_states_trains_as_without(deep_model_dir, tmp_path, target, head):
    """The kept states are the ones a recomputation gives: the same losses step by step."""
    from reflect_cli.runs import RunDir
    from reflect_cli.train.sft import SFTConfig, train_sft
    from reflect_cli.train.sft_data import taxi_oracle_records

    data = tmp_path / "taxi.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in taxi_oracle_records(3) + taxi_oracle_records(
        1, seed=100, split="validation")))
    losses = []
    for keep in (True, False):
        cfg = SFTConfig(data=str(data), target=target, head=head, model=str(deep_model_dir), steps=4, batch_size=3,
                        lr=1e-2, lora=LoraSettings(r=4, alpha=8, layers=2), trunk_cache=keep, bf16="no", trunk_bf16="no",
                        log_every=1)
        run = RunDir.create(tmp_path / f"run-{keep}", stage="sft", config=cfg.to_dict())
        result = train_sft(cfg, run)
        rows = [json.loads(x) for x in (run.path / "metrics.jsonl").read_text().splitlines()]
        losses.append([r["loss/sft"] for r in rows if "loss/sft" in r] + [result.last_eval["eval/loss"]])
    assert losses[0] == pytest.approx(losses[1], rel=1e-4, abs=1e-6)


@pytest.mark.parametrize("target,head", [("reflection", None), ("policy", "text")])
def test_a_bf16_trunk_under_fp32_layers_trains_within_rounding_of_fp32(deep_model_dir, tmp_path, target, head):
    """--trunk-bf16 rounds only what the trained layers read: the losses of every step stay
    within a bf16 rounding of the fp32 run's (the trained layers and their update are fp32)."""
    from reflect_cli.runs import RunDir
    from reflect_cli.train.sft import SFTConfig, train_sft
    from reflect_cli.train.sft_data import taxi_oracle_records

    data = tmp_path / "taxi.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in taxi_oracle_records(3) + taxi_oracle_records(
        1, seed=100, split="validation")))
    losses, logs = [], []
    for trunk_bf16 in ("yes", "no"):
        cfg = SFTConfig(data=str(data), target=target, head=head, model=str(deep_model_dir), steps=4, batch_size=3,
                        lr=1e-2, lora=LoraSettings(r=4, alpha=8, layers=2), bf16="no", trunk_bf16=trunk_bf16,
                        log_every=1)
        run = RunDir.create(tmp_path / f"run-{trunk_bf16}", stage="sft", config=cfg.to_dict())
        result = train_sft(cfg, run, log=logs.append)
        rows = [json.loads(x) for x in (run.path / "metrics.jsonl").read_text().splitlines()]
        losses.append([r["loss/sft"] for r in rows if "loss/sft" in r] + [result.last_eval["eval/loss"]])
    assert np.all(np.isfinite(losses))
    assert losses[0] != losses[1]  # the trunk did run in bf16
    assert losses[0] == pytest.approx(losses[1], rel=3e-2, abs=1e-3)
    assert any("without grad in bf16" in line for line in logs)


def test_all_linear_lora_on_top_layers_names_the_linear_layers(deep_model_dir):
    lm = LanguageModel.load(str(deep_model_dir), device="cpu")
    add_lora(lm, LoraSettings(r=4, alpha=8, targets=["all-linear"], layers=1), adapter_name="default")
    trained = {n for n, p in lm.model.named_parameters() if p.requires_grad}
    assert trained and all(".layers.3." in n for n in trained)
    assert {n.split(".layers.3.")[1].split(".")[1] for n in trained} >= {"q_proj", "down_proj", "gate_proj"}
    assert trunk.trunk_depth(lm.model) == 3


def test_rl_update_takes_the_rollouts_trunk_states_with_the_same_gradient(deep_model_dir):
    """RL's rollout keeps the trunk's states of every (prompt, actions) row it scores; the update
    then runs only the layers above them: same scores, same gradient, no trunk forward."""
    from reflect_cli.agent.policy import Policy
    from reflect_cli.train import rl

    lm = lora_lm(deep_model_dir, layers=2)
    lm.kv_store_bytes = 0
    policy = Policy(lm, "autoexplore", head="text")
    actions = ["cd src", "cat a.py", "id a.py"]
    prompts = [policy.prompt(f"# Task\nwhere is q{i}?\n", actions, "read a.py" if i else None) for i in range(3)]
    # The first state twice, as the episodes of a group start: it is scored once.
    batch = [prompts[0], prompts[0], prompts[1], prompts[2]]
    with torch.no_grad():
        plain = policy.action_logprobs(batch, [actions] * 4)
    memo = trunk.TrunkCache(lm.model)
    calls = []
    original = trunk.lower_states
    trunk.lower_states = lambda *a, **k: calls.append(a[1].shape[0]) or original(*a, **k)
    try:
        with trunk.keep_trunk_states(lm, memo), torch.no_grad():
            kept = policy.action_logprobs(batch, [actions] * 4)
        assert sum(calls) == 3 and len(memo.states) == 3  # one trunk row per distinct state
        for a, b in zip(plain, kept, strict=True):
            assert torch.allclose(a, b, atol=1e-5)
        assert lm.trunk_memo is None  # only while the context is open
        fresh = [(prompts[0], actions, 0, -1.0, 1.0), (prompts[1], actions, 2, -1.0, -0.5),
                 (prompts[2], actions, 1, -1.0, 0.25)]
        params = [p for p in lm.model.parameters() if p.requires_grad]
        grads = {}

        class Keep(torch.optim.SGD):
            def step(self, closure=None):
                grads[key] = torch.cat([p.grad.flatten().clone() for p in params])

        calls.clear()
        key = "kept"
        with trunk.keep_trunk_states(lm, memo):
            rl.policy_gradient_step(policy, fresh, [], rl.RLConfig(max_grad_norm=1e9), params, Keep(params, lr=0.0))
        assert not calls and memo.hits >= 3  # the update ran no trunk forward
        key = "recomputed"
        rl.policy_gradient_step(policy, fresh, [], rl.RLConfig(max_grad_norm=1e9), params, Keep(params, lr=0.0))
        assert calls  # without the memo the trunk runs again
    finally:
        trunk.lower_states = original
    assert torch.allclose(grads["kept"], grads["recomputed"], atol=1e-7, rtol=1e-4)


def test_kept_and_new_rows_in_one_batch_run_the_trunk_for_the_new_ones_only(deep_model_dir):
    lm = lora_lm(deep_model_dir, layers=2)
    cache = trunk.TrunkCache(lm.model)
    tok = lm.tokenizer
    lengths = [len(tok.encode(p, add_special_tokens=False)) + sum(len(tok.encode(c, add_special_tokens=False)) + 1
                                                                   for c in cc) for p, cc in zip(PROMPTS, CONTS, strict=True)]
    alone = packed(lm, PROMPTS[:1], CONTS[:1])
    cache.hidden(["a"], alone.input_ids, alone.mask, alone.position_ids, lengths[:1])
    both = packed(lm, PROMPTS, CONTS)
    rows = []
    original = trunk.lower_states
    trunk.lower_states = lambda *a, **k: rows.append(a[1].shape[0]) or original(*a, **k)
    try:
        hidden = cache.hidden(["a", "b"], both.input_ids, both.mask, both.position_ids, lengths)
    finally:
        trunk.lower_states = original
    assert rows == [1] and cache.hits == 1 and cache.misses == 2
    want = trunk.lower_states(lm.model, both.input_ids, both.mask, both.position_ids, cache.depth)
    for b, n in enumerate(lengths):
        assert torch.allclose(hidden[b, -n:], want[b, -n:], atol=1e-5)


def test_rl_with_trunk_reuse_trains_as_with_recomputation(tmp_path, monkeypatch):
    """Two RL iterations of the tiny text-head policy, the trunk's states kept or recomputed:
    the same episodes and losses (within float rounding)."""
    from reflect_cli.runs import RunDir
    from reflect_cli.train import rl
    from reflect_cli.train.rl import RLConfig, train_rl

    made = []
    monkeypatch.setattr(rl, "TrunkCache", lambda *a, **k: made.append(trunk.TrunkCache(*a, **k)) or made[-1])
    model_dir = build_tiny_model_dir(tmp_path / "m", layers=4)
    logs = {}
    for reuse in (True, False):
        cfg = RLConfig(env="taxi", policy=str(model_dir), iterations=2, episodes_per_iter=4, group_size=2,
                       baseline="group", head="text", lora=LoraSettings.preset("rl", layers=2), device="cpu", seed=3, save_every=0,
                       probe_every=0, bf16="no", trunk_reuse=reuse, env_kwargs={"horizon": 4})
        train_rl(cfg, RunDir.create(tmp_path / f"rl-{reuse}", stage="rlft", config=cfg.to_dict()))
        logs[reuse] = [json.loads(line) for line in (tmp_path / f"rl-{reuse}" / "metrics.jsonl").read_text().splitlines()]
    # The updates took the rollouts' states (the run without reuse makes no store).
    assert len(made) == 1 and made[0].hits > 0 and 0 < made[0].nbytes <= rl.TRUNK_MEMO_BYTES
    assert any(row["loss/policy"] != 0 for row in logs[True])
    for a, b in zip(logs[True], logs[False], strict=True):
        assert a["rollout/return_mean"] == b["rollout/return_mean"]
        assert math.isclose(a["loss/policy"], b["loss/policy"], rel_tol=1e-4, abs_tol=1e-6)


def test_a_bounded_store_drops_the_least_recently_used_rows_and_still_serves_the_batch(deep_model_dir):
    lm = lora_lm(deep_model_dir, layers=2)
    tok = lm.tokenizer
    lengths = [len(tok.encode(p, add_special_tokens=False)) + sum(len(tok.encode(c, add_special_tokens=False)) + 1
                                                                   for c in cc) for p, cc in zip(PROMPTS, CONTS, strict=True)]
    both = packed(lm, PROMPTS, CONTS)
    want = trunk.lower_states(lm.model, both.input_ids, both.mask, both.position_ids, 2)
    one_row = want[1, -lengths[1]:].numel() * want.element_size()
    cache = trunk.TrunkCache(lm.model, max_bytes=one_row)  # room for about one row
    hidden = cache.hidden(["a", "b"], both.input_ids, both.mask, both.position_ids, lengths)
    assert len(cache.states) == 1 and cache.nbytes <= max(one_row, want[0, -lengths[0]:].numel() * want.element_size())
    for b, n in enumerate(lengths):
        assert torch.allclose(hidden[b, -n:], want[b, -n:], atol=1e-5)
    again = cache.hidden(["a", "b"], both.input_ids, both.mask, both.position_ids, lengths)
    assert cache.hits == 1 and cache.misses == 3 and len(cache.states) == 1  # one kept row served, one recomputed
    assert torch.allclose(again, hidden, atol=1e-6)


def test_a_new_short_row_beside_a_kept_long_one_runs_on_a_fresh_mask(deep_model_dir):
    """The trunk runs a short new row on the corner of the batch's mask; that corner is a fresh
    tensor, never a view at an offset (CUDA's memory-efficient attention faults on a misaligned
    mask: seen on an H200 in RL, where kept and new rows share batches)."""
    lm = lora_lm(deep_model_dir, layers=2)
    cache = trunk.TrunkCache(lm.model)
    tok = lm.tokenizer
    lengths = [len(tok.encode(p, add_special_tokens=False)) + sum(len(tok.encode(c, add_special_tokens=False)) + 1
                                                                   for c in cc) for p, cc in zip(PROMPTS, CONTS, strict=True)]
    long_, short = (0, 1) if lengths[0] > lengths[1] else (1, 0)
    assert lengths[long_] > lengths[short]
    alone = packed(lm, [PROMPTS[long_]], [CONTS[long_]])
    cache.hidden(["long"], alone.input_ids, alone.mask, alone.position_ids, [lengths[long_]])
    both = packed(lm, [PROMPTS[long_], PROMPTS[short]], [CONTS[long_], CONTS[short]])
    masks = []
    original = trunk.lower_states
    trunk.lower_states = lambda *a, **k: masks.append(a[2]) or original(*a, **k)
    try:
        cache.hidden(["long", "short"], both.input_ids, both.mask, both.position_ids,
                     [lengths[long_], lengths[short]])
    finally:
        trunk.lower_states = original
    assert len(masks) == 1 and masks[0].shape[-1] == lengths[short] < both.mask.shape[-1]
    assert masks[0].is_contiguous() and masks[0].storage_offset() == 0


def test_a_policy_on_the_merged_reflector_is_one_model_for_both_players(deep_model_dir, tmp_path):
    """--on-reflector: the policy's adapter trains on the reflector merged into its base, so the
    policy run alone writes the reflector's reflections (one exported file plays both players)."""
    from reflect_cli.errors import UsageError
    from reflect_cli.lm.artifacts import read_info
    from reflect_cli.runs import RunDir
    from reflect_cli.train.sft import SFTConfig, train_sft
    from reflect_cli.train.sft_data import taxi_oracle_records

    data = tmp_path / "taxi.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in taxi_oracle_records(2) + taxi_oracle_records(
        1, seed=100, split="validation")))

    def run(name: str, **kw):
        cfg = SFTConfig(data=str(data), steps=2, batch_size=2, lr=1e-2, lora=LoraSettings(r=4, alpha=8, layers=2),
                        log_every=1, **kw)
        return train_sft(cfg, RunDir.create(tmp_path / name, stage="sft", config=cfg.to_dict()))

    reflector = run("refl", target="reflection", model=str(deep_model_dir))
    policy = run("pol", target="policy", on_reflector=str(tmp_path / "refl"))
    merged = tmp_path / "pol" / "reflector-merged"
    info = read_info(policy.final)
    assert info.base == str(merged.resolve()) and info.parents == {"merged_reflector": str((tmp_path / "refl").resolve())}
    assert info.reflection_tokens == read_info(reflector.final).reflection_tokens

    prompt = "# Task\nwhere is the parser?\n"
    ids = None
    outs = []
    for ref in (str(tmp_path / "refl"), str(merged)):
        lm = LanguageModel.load(ref, device="cpu")
        ids = ids if ids is not None else torch.tensor([lm.tokenizer.encode(prompt, add_special_tokens=False)])
        with torch.no_grad():
            outs.append(lm.model(input_ids=ids).logits)
    torch.testing.assert_close(outs[0], outs[1], rtol=1e-4, atol=1e-4)  # the merged base is the reflector

    for bad in ({"target": "reflection", "on_reflector": str(tmp_path / "refl")},
                {"target": "policy", "on_reflector": str(tmp_path / "pol")}):  # a policy run is no reflector
        with pytest.raises(UsageError):
            run(f"bad-{bad['target']}-{len(bad['on_reflector'])}", **bad)


def _two_adapter_lm(model_dir):
    """A base with a frozen reflector adapter on its top 2 layers and a trainable policy adapter on
    its top layer (both non-zero), as RL loads them."""
    from reflect_cli.lm.adapters import AdapterView

    lm = LanguageModel.load(str(model_dir), device="cpu")
    add_lora(lm, LoraSettings(r=4, alpha=8, dropout=0.0, layers=2), adapter_name="reflector")
    add_lora(lm, LoraSettings(r=4, alpha=8, dropout=0.0, layers=1), adapter_name="policy")
    gen = torch.Generator().manual_seed(1)
    with torch.no_grad():
        for name, p in lm.model.named_parameters():
            if "lora_B" in name:
                p.copy_(torch.randn(p.shape, generator=gen) * 0.1)
    lm.model.eval()  # as RL keeps it (train/reinforce.py): the prefix store serves eval forwards only
    policy = AdapterView(lm, "policy", trainable=True)
    policy.activate()
    return AdapterView(lm, "reflector", trainable=False), policy


@pytest.mark.parametrize("bf16", [False, True])
def test_the_policy_trunk_from_the_reflector_prompt_states_equals_the_full_trunk(deep_model_dir, bf16):
    """Below both adapters the two players are one base: the policy's trunk takes its prompt's
    states there from the reflector's prompt forward (its KV store and kept hidden states) and
    runs only the tokens after it. Same states as the full trunk: in fp32 to rounding; in RL's
    bf16 (prefill and trunk under bf16 autocast) within bf16's rounding of the log-probs."""
    from reflect_cli.agent.policy import Policy, Reflector
    from reflect_cli.lm.transformers.precision import bf16_body

    reflector_lm, policy_lm = _two_adapter_lm(deep_model_dir)
    model = policy_lm.model
    reflector_lm.prefill_bf16 = bf16
    autocast = (lambda: bf16_body(model, "cpu")) if bf16 else None
    tol = 5e-2 if bf16 else 1e-5
    assert trunk.adapter_free_depth(model) == 2 and trunk.trunk_depth(model) == 3
    pair = trunk.PairTrunk(2, reflector_lm)
    reflector_lm.pair_trunk = pair
    # The second state shares the first one's opening, which its prompt forward takes from the
    # store (the kept states of that prefix come from the first prompt's).
    observations = ["# Task\nwhere is the parser of the command line?\n# Folder\nsrc/ a.py b.py\n",
                    "# Task\nwhere is the parser of the command line?\n# Folder\nsrc/ c.py\n"]
    refl = Reflector(reflector_lm, "autoexplore", max_new_tokens=6)
    texts = [refl.reflect_batch_with_prefix([o])[0][0] for o in observations]
    assert len(pair.rows) == 2
    policy = Policy(policy_lm, "autoexplore", head="text")
    actions = ["cd src", "cat a.py", "id b.py"]
    prompts = [policy.prompt(o, actions, t) for o, t in zip(observations, texts, strict=True)]
    memos, scores = [], []
    for use in (False, True):
        memo = trunk.TrunkCache(model, autocast=autocast)
        memo.pair = pair if use else None
        with trunk.keep_trunk_states(policy_lm, memo), torch.no_grad():
            scores.append(policy.action_logprobs(prompts, [actions] * 2))
        memos.append(memo)
    assert pair.rows_served == 2 and pair.shared_tokens > 20
    for a, b in zip(*scores, strict=True):
        assert torch.allclose(a, b, atol=tol)
    full, shared = (list(m.states.values()) for m in memos)
    for a, b in zip(full, shared, strict=False):  # the memo with the pair keeps more states
        assert a.shape == b.shape and torch.allclose(a.float(), b.float(), atol=tol if not bf16 else 0.1)


def test_a_prompt_the_reflector_never_saw_runs_the_full_trunk(deep_model_dir):
    reflector_lm, policy_lm = _two_adapter_lm(deep_model_dir)
    pair = trunk.PairTrunk(2, reflector_lm)
    memo = trunk.TrunkCache(policy_lm.model)
    memo.pair = pair
    pk = packed(policy_lm, PROMPTS, CONTS)
    tok = policy_lm.tokenizer
    lengths = [len(tok.encode(p, add_special_tokens=False)) + sum(len(tok.encode(c, add_special_tokens=False)) + 1
                                                                   for c in cc) for p, cc in zip(PROMPTS, CONTS, strict=True)]
    keys = [(tuple(tok.encode(p, add_special_tokens=False)), i) for i, p in enumerate(PROMPTS)]
    hidden = memo.hidden(keys, pk.input_ids, pk.mask, pk.position_ids, lengths)
    assert pair.rows_served == 0
    want = trunk.lower_states(policy_lm.model, pk.input_ids, pk.mask, pk.position_ids, memo.depth)
    for b, n in enumerate(lengths):
        assert torch.allclose(hidden[b, -n:], want[b, -n:], atol=1e-6)


def test_rl_with_the_pair_trunk_trains_as_without(tmp_path):
    """Two RL iterations with a LoRA reflector on the top 2 layers and the text-head policy on the
    top one: the policy's trunk from the reflector's prompt states or computed in full gives the
    same episodes and losses (within float rounding), and it is used."""
    from reflect_cli.runs import RunDir
    from reflect_cli.train import rl
    from reflect_cli.train.models import save_trained
    from reflect_cli.train.rl import RLConfig, train_rl

    model_dir = build_tiny_model_dir(tmp_path / "m", layers=4)
    lm = LanguageModel.load(str(model_dir), device="cpu")
    add_lora(lm, LoraSettings(r=4, alpha=8, dropout=0.0, layers=2))
    gen = torch.Generator().manual_seed(2)
    with torch.no_grad():
        for name, p in lm.model.named_parameters():
            if "lora_B" in name:
                p.copy_(torch.randn(p.shape, generator=gen) * 0.1)
    save_trained(lm, tmp_path / "ref" / "final", kind="lora", base_ref=str(model_dir.resolve()), target="reflection",
                 env="taxi", labels=(), lora={"r": 4, "alpha": 8, "dropout": 0.0, "targets": ["all-linear"], "layers": 2})
    served = []
    original = trunk.PairTrunk.states

    def spy(self, *args, **kwargs):
        row = original(self, *args, **kwargs)
        served.append(row is not None)
        return row

    logs = {}
    for use in (True, False):
        cfg = RLConfig(env="taxi", policy=str(model_dir), reflector=str(tmp_path / "ref"), iterations=2,
                       episodes_per_iter=4, group_size=2, baseline="group", head="text",
                       lora=LoraSettings.preset("rl", layers=1), device="cpu",
                       seed=3, save_every=0, probe_every=0, bf16="no", pair_trunk=use, reflection_tokens=4,
                       env_kwargs={"horizon": 3})
        trunk.PairTrunk.states = spy
        try:
            train_rl(cfg, RunDir.create(tmp_path / f"rl-{use}", stage="rlft", config=cfg.to_dict()))
        finally:
            trunk.PairTrunk.states = original
        logs[use] = [json.loads(line) for line in (tmp_path / f"rl-{use}" / "metrics.jsonl").read_text().splitlines()]
        if use:
            assert served and any(served)
            n = len(served)
        else:
            assert len(served) == n  # no pair: never asked
    assert any(row["loss/policy"] != 0 for row in logs[True])
    for a, b in zip(logs[True], logs[False], strict=True):
        assert a["rollout/return_mean"] == b["rollout/return_mean"]
        assert math.isclose(a["loss/policy"], b["loss/policy"], rel_tol=1e-4, abs_tol=1e-6)
    assert rl  # the module whose train_rl wires the pair


def test_the_policy_prompt_forward_starts_from_the_reflector_prompt_at_inference(deep_model_dir):
    """Inference (no trunk memo): the policy's KV store gets the keys and values of the prompt's
    opening that the reflector computed (shared layers) and the kept states give (the layers
    above), so its prompt forward runs only the rest. Same scores as without, in fp32."""
    from reflect_cli.agent.policy import Policy, Reflector

    reflector_lm, policy_lm = _two_adapter_lm(deep_model_dir)
    policy_lm.model.requires_grad_(False)
    observations = ["# Task\nwhere is the parser of the command line?\n# Folder\nsrc/ a.py b.py\n",
                    "# Task\nwhere is the parser of the command line?\n# Folder\nsrc/ c.py\n"]
    actions = ["cd src", "cat a.py", "id b.py"]
    policy = Policy(policy_lm, "autoexplore", head="text")
    scores = {}
    for use in (False, True):
        pair = trunk.PairTrunk(2, reflector_lm) if use else None
        reflector_lm.pair_trunk = policy_lm.pair_seed = pair
        for lm in (reflector_lm, policy_lm):
            lm.__dict__.pop("_kv_store_obj", None)  # each pass from empty stores
        refl = Reflector(reflector_lm, "autoexplore", max_new_tokens=6)
        texts = [refl.reflect_batch_with_prefix([o])[0][0] for o in observations]
        prompts = [policy.prompt(o, actions, t) for o, t in zip(observations, texts, strict=True)]
        with torch.no_grad():
            scores[use] = policy.action_logprobs(prompts, [actions] * 2)
        if use:
            assert pair.seeded_tokens > 40
            reused, total = policy_lm.last_prefix_reuse
            assert reused >= pair.seeded_tokens // 2
    for a, b in zip(scores[False], scores[True], strict=True):
        assert torch.allclose(a, b, atol=1e-5)
