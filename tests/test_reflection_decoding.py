"""Reflections decode without a repetition penalty.

SFT trains the reflector on plain teacher text, and a reflection must copy file names from the
observation: a repetition penalty over prompt + output penalises exactly those tokens. Every
decode path (transformers' ``generate``, the lean loop over the prefix KV store, the llama.cpp
numpy sampler) must give the plain argmax continuation."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from reflect_cli.agent.policy import Reflector

COPIED = " src"  # a token of the prompt that the greedy reflection must copy
OTHER = " taxi"  # not in the prompt: what a 1.1 penalty on COPIED would choose instead


def _token(tokenizer, word: str) -> int:
    ids = tokenizer.encode(word, add_special_tokens=False)
    assert len(ids) == 1, f"{word!r} is not one token of the tiny vocabulary"
    return ids[0]


def _manual_greedy(lm, prompt: str, n: int) -> list[int]:
    """Argmax continuation by full forward passes, no logits processor at all."""
    ids = lm.tokenizer.encode(prompt, add_special_tokens=False)
    out: list[int] = []
    with torch.no_grad():
        for _ in range(n):
            logits = lm.model(input_ids=torch.tensor([ids + out]), use_cache=False).logits[0, -1]
            out.append(int(logits.argmax()))
    return out


@pytest.fixture
def copy_bias(tiny_lm):
    """Bias the head so COPIED narrowly beats OTHER: 50 vs 47, a 1.1 penalty makes it 45.5."""
    tok = tiny_lm.tokenizer
    copied, other = _token(tok, COPIED), _token(tok, OTHER)
    head = tiny_lm.model.get_output_embeddings()
    original = head.bias
    head.bias = torch.nn.Parameter(torch.zeros(head.out_features))
    with torch.no_grad():
        head.bias[copied] = 50.0
        head.bias[other] = 47.0
    try:
        yield copied, other
    finally:
        head.bias = original
        tiny_lm.clear_kv_store()


def test_greedy_reflection_is_the_plain_argmax_on_every_transformers_path(tiny_lm, copy_bias):
    copied, other = copy_bias
    reflector = Reflector(tiny_lm, "autoexplore")
    prompt = reflector.prompt(f"# Task\nwhere is the cli?\nSuccess: cd{COPIED}\n")
    assert copied in tiny_lm.tokenizer.encode(prompt, add_special_tokens=False)
    want_ids = _manual_greedy(tiny_lm, prompt, 4)
    assert want_ids == [copied] * 4
    # the case is discriminative: a 1.1 penalty on the seen token would pick OTHER
    with torch.no_grad():
        logits = tiny_lm.model(
            input_ids=torch.tensor([tiny_lm.tokenizer.encode(prompt, add_special_tokens=False)]), use_cache=False
        ).logits[0, -1]
    assert logits[copied] / 1.1 < logits[other] < logits[copied]
    want = tiny_lm.tokenizer.decode(want_ids, skip_special_tokens=True).strip()

    saved = tiny_lm.kv_store_bytes
    tiny_lm.kv_store_bytes = 0  # transformers' generate
    try:
        assert tiny_lm._lean_store(0.0, 4) is None
        assert tiny_lm.generate([prompt], max_new_tokens=4) == [want]
    finally:
        tiny_lm.kv_store_bytes = saved
    tiny_lm.clear_kv_store()  # the lean decode loop over the prefix KV store
    assert tiny_lm._lean_store(0.0, 4) is not None
    assert tiny_lm.generate([prompt, prompt], max_new_tokens=4) == [want, want]
    texts, _ = tiny_lm.generate_batch_with_prefix([prompt], max_new_tokens=4)
    assert texts == [want]


def test_llamacpp_sampler_applies_no_repetition_penalty(tiny_tokenizer):
    """The numpy greedy loop of the llama.cpp backend, on a fake ``Llama`` with fixed logits."""
    from reflect_cli.lm.llamacpp.model import LlamaCppModel

    copied, other = _token(tiny_tokenizer, COPIED), _token(tiny_tokenizer, OTHER)
    n_vocab = len(tiny_tokenizer)
    logits = np.zeros(n_vocab, dtype=np.float32)
    logits[copied], logits[other] = 50.0, 47.0

    class FakeLlama:
        n_tokens = 0

        def n_ctx(self):
            return 4096

        def token_eos(self):
            return -1

        def eval(self, ids):
            self.n_tokens += len(ids)

    model = object.__new__(LlamaCppModel)  # no llama_cpp needed: only the sampler runs
    model.llm, model.tokenizer, model.n_vocab, model.generated_tokens = FakeLlama(), tiny_tokenizer, n_vocab, 0
    model._eval = lambda ids: logits.copy()
    model._logits = lambda: logits.copy()
    prompt = f"Success: cd{COPIED}\n"
    assert copied in model.encode(prompt)
    got = model.generate([prompt], max_new_tokens=3)
    assert got == [tiny_tokenizer.decode([copied] * 3, skip_special_tokens=True).strip()]
