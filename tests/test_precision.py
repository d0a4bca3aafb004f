"""bf16 training forwards (train/mixed_precision.py): when they are used, and that they change little."""

from __future__ import annotations

import contextlib

import pytest
import torch

from reflect_cli.agent.policy import Policy
from reflect_cli.errors import UsageError
from reflect_cli.train import mixed_precision as precision
from reflect_cli.train.rl import RLConfig, policy_gradient_step


def test_modes(monkeypatch):
    cpu = torch.device("cpu")
    assert precision.use_bf16(cpu, "yes") and not precision.use_bf16(cpu, "no")
    for native in (True, False):
        monkeypatch.setattr(precision, "cpu_has_native_bf16", lambda native=native: native)
        assert precision.use_bf16(cpu, "auto") is native  # auto: only where the CPU computes bf16 itself
        assert precision.use_bf16(cpu, "auto", cpu_auto=False) is False  # SFT's auto: fp32 on every CPU
    with pytest.raises(UsageError, match="bf16 must be one of"):
        precision.check_mode("maybe")
    with pytest.raises(UsageError):
        RLConfig(bf16="fast").validate()


def test_cpu_flags_are_read_from_cpuinfo():
    flags = ""
    with contextlib.suppress(OSError, StopIteration), open("/proc/cpuinfo") as f:
        flags = next(line for line in f if line.startswith("flags"))
    assert precision.cpu_has_native_bf16() == ("avx512_bf16" in flags.split() or "amx_bf16" in flags.split())


def test_body_in_bf16_head_in_fp32_and_restored(tiny_lm):
    model = tiny_lm.model
    head = model.get_output_embeddings()
    seen = {}
    layer = model.model.layers[0].mlp
    hook = layer.register_forward_hook(lambda m, i, o: seen.__setitem__("mlp", o.dtype))
    factory, on = precision.autocast_factory(model, tiny_lm.device, "yes")
    assert on
    ids = torch.tensor([[5, 6, 7, 8]])
    try:
        with factory():
            logits = model(input_ids=ids).logits
    finally:
        hook.remove()
    assert seen["mlp"] == torch.bfloat16 and logits.dtype == torch.float32
    assert "forward" not in vars(head)  # the head's own forward is back
    factory, on = precision.autocast_factory(model, tiny_lm.device, "no")
    assert not on
    with factory():
        assert model(input_ids=ids).logits.dtype == torch.float32


def test_bf16_body_over_weights_loaded_in_bf16(tiny_lm):
    """On a GPU the weights load in bf16; the fp32 head then casts them instead of failing with
    "expected mat1 and mat2 to have the same dtype" (seen on an H200)."""
    import copy

    model = copy.deepcopy(tiny_lm.model).to(torch.bfloat16)
    ids = torch.tensor([[5, 6, 7, 8]])
    factory, _ = precision.autocast_factory(model, tiny_lm.device, "yes")
    with factory():
        logits = model(input_ids=ids).logits
    with torch.no_grad():
        reference = tiny_lm.model(input_ids=ids).logits
    assert logits.dtype == torch.float32 and torch.allclose(logits, reference, atol=0.1)


def test_bf16_update_follows_the_fp32_gradient(seeded_lora_lm):
    """The update in bf16 moves the weights in nearly the direction fp32 does."""
    lm = seeded_lora_lm
    policy = Policy(lm, "autoexplore", head="label")
    texts = [policy.prompt(f"# Task\nq{i}\n", ["cd src", "cat a.py", "id a.py"], None) for i in range(4)]
    items = [(t, 3, i % 3, -1.0, 1.0 - i) for i, t in enumerate(texts)]
    params = [p for p in lm.model.parameters() if p.requires_grad]
    grads = {}
    for mode in ("no", "yes"):
        factory, _ = precision.autocast_factory(lm.model, lm.device, mode)

        class Keep(torch.optim.SGD):  # an optimizer that records the gradient and does not step
            def step(self, closure=None, mode=mode):
                grads[mode] = torch.cat([p.grad.flatten().clone() for p in params if p.grad is not None])

        stats = policy_gradient_step(policy, items, [], RLConfig(max_grad_norm=1e9), params, Keep(params, lr=0.0),
                                     autocast=factory)
        assert stats["optim/nonfinite"] == 0
    cosine = torch.nn.functional.cosine_similarity(grads["no"], grads["yes"], dim=0)
    assert cosine > 0.99
    assert not torch.equal(grads["no"], grads["yes"])  # bf16 did run


def test_bf16_prefill_scores_close_to_fp32_and_keeps_fp32_caches(tiny_model_dir):
    """``prefill_bf16``: policy scores and greedy reflections through the prefix store with the body
    in bf16 stay close to fp32 (the same texts here), also when a prompt runs on from a cached
    prefix; the store keeps fp32 caches, and switching the setting empties it."""
    from reflect_cli.agent.policy import Reflector
    from reflect_cli.lm.transformers.model import LanguageModel

    lm = LanguageModel.load(str(tiny_model_dir), device="cpu")
    policy = Policy(lm, "autoexplore", head="label")
    texts = [policy.prompt(f"# Task\nwhere is q{i}?\n", ["cd src", "cat a.py", "id a.py"], None) for i in range(4)]
    reflector = Reflector(lm, "autoexplore", max_new_tokens=6)
    observations = [f"# Task\nwhere is q{i}?\n" for i in range(3)]
    out = {}
    for bf16 in (False, True):
        lm.prefill_bf16 = bf16
        reflector._cache.clear()
        scores = policy.label_logprobs(texts, [3] * 4)
        again = policy.label_logprobs([t + " " for t in texts], [3] * 4)  # runs from the cached prompts
        out[bf16] = (torch.stack(scores), torch.stack(again), reflector.reflect_batch(observations))
        store = lm._kv_store()
        assert store is not None and len(store) > 0
        dtypes = {kv[0].dtype for entry in store.entries.values() for kv in entry[1]}
        assert dtypes == {torch.float32}
    lm.prefill_bf16 = False
    assert len(lm._kv_store()) == 0  # bf16 caches never serve an fp32 call
    for i in (0, 1):
        diff = (out[True][i] - out[False][i]).abs().max()
        assert 0 < diff < 0.05  # bf16 did run, and changed little
    assert out[True][2] == out[False][2]


def test_bf16_prefill_scores_the_text_heads_commands_in_bf16_too(tiny_model_dir):
    """The text head's commands, scored on top of a prompt's cached prefix, run in the prompt's own
    precision (RL's bf16 body, as in the update), and stay close to fp32."""
    from reflect_cli.lm.transformers.model import LanguageModel

    lm = LanguageModel.load(str(tiny_model_dir), device="cpu")
    policy = Policy(lm, "autoexplore", head="text")
    actions = ["cd src", "cat a.py", "id a.py", "cat setup.py"]
    texts = [policy.prompt(f"# Task\nwhere is q{i}?\n", actions, None) for i in range(3)]
    out = {}
    for bf16 in (False, True):
        lm.prefill_bf16 = bf16
        out[bf16] = torch.stack(policy.action_logprobs(texts, [actions] * 3))
    lm.prefill_bf16 = False
    diff = (out[True] - out[False]).abs().max()
    assert 0 < diff < 0.1, diff
