"""bf16 decode weights (lm/transformers/decode_weights.py): decode steps read bf16 copies of the body's
linear weights with the active LoRA adapter merged in; attention, the cache and the head stay
fp32. The logits stay within bf16 rounding of fp32's, and the copies follow the weights."""

from __future__ import annotations

import pytest
import torch

from conftest import build_tiny_model_dir
from reflect_cli.lm.adapters import add_lora
from reflect_cli.lm.transformers.cache_api import cache_kwargs, cache_of
from reflect_cli.lm.transformers.decode_weights import DecodeWeights, bf16_decode
from reflect_cli.lm.transformers.model import LanguageModel
from reflect_cli.settings import LoraSettings

pytestmark = pytest.mark.usefixtures("one_thread")


@pytest.fixture(scope="module")
def deep_model_dir(tmp_path_factory):
    return build_tiny_model_dir(tmp_path_factory.mktemp("tiny_decode"), layers=4)


def lora_lm(model_dir, name: str = "default", seed: int = 0) -> LanguageModel:
    lm = LanguageModel.load(str(model_dir), device="cpu")
    add_lora(lm, LoraSettings(r=4, alpha=8, dropout=0.0, layers=2), adapter_name=name)
    randomise_lora(lm, name, seed)
    lm.model.eval()
    return lm


def randomise_lora(lm: LanguageModel, name: str, seed: int) -> None:
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for pname, p in lm.model.named_parameters():
            if f"lora_B.{name}." in pname:
                p.copy_(torch.randn(p.shape, generator=gen) * 0.2)


def step_logits(lm: LanguageModel, ctx=None):
    """Logits of a prompt's prefill (fp32) followed by 3 decode steps of 2 rows (under ``ctx``)."""
    ids = torch.tensor([lm.tokenizer.encode("# Task\nwhere is the parser of the command line?\n")[:12]] * 2)
    ids[1, 3] = ids[0, 5]
    out = []
    with torch.no_grad():
        res = lm.model(input_ids=ids, use_cache=True)
        cache = cache_of(res)
        tok = res.logits[:, -1:].argmax(-1)
        for _ in range(3):
            with ctx() if ctx is not None else torch.no_grad():
                res = lm.model(input_ids=tok, **cache_kwargs(lm.model, cache), use_cache=True)
            cache = cache_of(res)
            out.append(res.logits[:, -1].float())
            tok = res.logits[:, -1:].argmax(-1)
    return torch.stack(out)


def test_bf16_decode_logits_stay_within_bf16_rounding_of_fp32_and_the_forwards_come_back(deep_model_dir):
    lm = lora_lm(deep_model_dir)
    holder = DecodeWeights()
    fp32 = step_logits(lm)
    bf16 = step_logits(lm, lambda: bf16_decode(lm.model, holder))
    diff = (bf16 - fp32).abs().max().item()
    scale = fp32.abs().max().item()
    assert 0 < diff < 0.02 * max(scale, 1.0), (diff, scale)  # bf16 ran, and changed little
    assert torch.equal(bf16.argmax(-1), fp32.argmax(-1))
    # 4 layers x 7 linears, the LoRA ones (top 2 layers) merged; the output head is not swapped.
    assert len(holder.weights) == 28
    assert all(w.dtype == torch.bfloat16 for _, w, _ in holder.weights)
    head = lm.model.get_output_embeddings()
    assert all(module is not head for module, _, _ in holder.weights)
    assert torch.equal(step_logits(lm), fp32)  # every forward is the class's own again


def test_the_merged_adapter_is_the_one_active(deep_model_dir):
    """A LoRA module's bf16 copy is base + scaling * B @ A of the active adapter: the same logits
    as an explicit merge of that adapter (up to rounding), not the base model's."""
    lm = lora_lm(deep_model_dir)
    holder = DecodeWeights()
    bf16 = step_logits(lm, lambda: bf16_decode(lm.model, holder))
    with lm.model.disable_adapter():
        base = step_logits(lm)
        base_bf16 = step_logits(lm, lambda: bf16_decode(lm.model, DecodeWeights()))
    fp32 = step_logits(lm)
    assert (bf16 - fp32).abs().max() < (base - fp32).abs().max() / 4
    assert (base_bf16 - base).abs().max() < (base - fp32).abs().max() / 4


def test_copies_follow_the_weights_they_come_from(deep_model_dir):
    lm = lora_lm(deep_model_dir)
    holder = DecodeWeights()
    first = holder.refresh(lm.model)
    key = holder.key
    assert holder.refresh(lm.model) is first  # nothing changed: the same copies
    lora_b = next(p for n, p in lm.model.named_parameters() if "lora_B.default." in n)
    with torch.no_grad():
        lora_b.add_(1.0)  # an optimizer step, in place
    assert holder.refresh(lm.model) is not first and holder.key != key
    # A parameter no copy is made from (a norm's) leaves them alone; the output head's weight
    # (here tied to the embeddings) is one.
    second, key = holder.weights, holder.key
    norm = next(p for n, p in lm.model.named_parameters() if n.endswith("norm.weight"))
    with torch.no_grad():
        norm.add_(0.0)
    assert holder.refresh(lm.model) is second and holder.key == key
    with torch.no_grad():
        lm.model.get_output_embeddings().weight.add_(0.0)
    assert holder.refresh(lm.model) is not second and holder.head is not None


def test_switching_adapters_rebuilds_the_copies(deep_model_dir):
    lm = lora_lm(deep_model_dir, "a", seed=0)
    add_lora(lm, LoraSettings(r=4, alpha=8, dropout=0.0, layers=2), adapter_name="b")
    randomise_lora(lm, "b", seed=1)
    lm.model.eval()
    holder = DecodeWeights()
    out = {}
    for name in ("a", "b"):
        lm.model.set_adapter(name)
        out[name] = (step_logits(lm, lambda: bf16_decode(lm.model, holder)), step_logits(lm))
    for name in ("a", "b"):
        assert (out[name][0] - out[name][1]).abs().max() < 0.05
    assert (out["a"][1] - out["b"][1]).abs().max() > 0.1


def test_greedy_generation_with_bf16_decode_writes_the_fp32_texts(deep_model_dir):
    """Through the lean decode loop (``decode_bf16``): the tiny model's greedy texts are fp32's,
    the copies are made once, and the store's caches stay fp32."""
    from reflect_cli.agent.policy import Reflector

    lm = lora_lm(deep_model_dir)
    reflector = Reflector(lm, "autoexplore", max_new_tokens=8)
    observations = [f"# Task\nwhere is q{i}?\n" for i in range(3)]
    texts = {}
    for on in (False, True):
        lm.decode_bf16 = on
        reflector._cache.clear()
        lm.clear_kv_store()
        texts[on] = reflector.reflect_batch(observations)
        store = lm._kv_store()
        assert store is not None and {kv[0].dtype for e in store.entries.values() for kv in e[1]} == {torch.float32}
    assert texts[True] == texts[False]
    holder = lm.__dict__["_decode_weights_obj"]
    assert holder.weights and all(w.dtype == torch.bfloat16 for _, w, _ in holder.weights)


def test_the_greedy_head_picks_the_fp32_heads_argmax_with_its_exact_logits():
    """The output head under bf16 decode: bf16 logits, with each position's best candidates
    recomputed from the fp32 weight: argmax and top logits are the fp32 head's exactly."""
    from reflect_cli.lm.transformers.decode_weights import GREEDY_CANDIDATES, _greedy_head

    gen = torch.Generator().manual_seed(0)
    head = torch.nn.Linear(64, 5000, bias=False)
    with torch.no_grad():
        head.weight.copy_(torch.randn(head.weight.shape, generator=gen) * 0.1)
    hidden = torch.randn(3, 2, 64, generator=gen) * 3
    exact = torch.nn.functional.linear(hidden, head.weight)
    fast = _greedy_head(head, head.weight.detach().to(torch.bfloat16))(hidden)
    assert fast.shape == exact.shape and fast.dtype == torch.float32
    assert torch.equal(fast.argmax(-1), exact.argmax(-1))
    top = exact.topk(4, dim=-1)
    assert torch.allclose(fast.gather(-1, top.indices), top.values, atol=1e-5)
    assert not torch.allclose(fast, exact, atol=1e-5)  # the rest is bf16's
    assert GREEDY_CANDIDATES >= 4
