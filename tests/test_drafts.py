"""Greedy decoding with n-gram draft tokens (lm/transformers/drafts.py): the same text in fewer forwards."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from reflect_cli.agent.policy import Reflector
from reflect_cli.lm.transformers.drafts import DraftBank, draft_width


def test_bank_proposes_what_followed_the_last_ngram():
    bank = DraftBank()
    context = np.array([5, 6, 7, 8, 9, 1, 2, 6, 7])
    assert bank.propose(context, 3) == [8, 9, 1]  # "6 7" was followed by "8 9 1"
    assert bank.propose(np.array([1, 2, 3]), 2) == []  # nothing repeats, the bank is empty
    bank.add([40, 41, 42, 43, 44])
    assert bank.propose(np.array([1, 2, 41, 42]), 2) == [43, 44]  # from a recent generation
    assert bank.propose(np.array([1, 2, 41, 42]), 0) == []


def test_draft_width_shrinks_with_the_batch():
    assert draft_width(1, 32) == 8
    assert draft_width(8, 32) == 3
    assert draft_width(64, 32) == 1


def _generate(lm, prompts, budget, n):
    lm.clear_kv_store()
    lm.__dict__.pop("_draft_bank_obj", None)
    lm.draft_budget = budget
    before = lm.kv_store_stats().get("decode_forwards", 0)
    texts, known = lm._generate_from_store(prompts, n, lm._kv_store())
    return texts, known, lm.kv_store_stats()["decode_forwards"] - before


@pytest.mark.parametrize("n", [1, 5, 40])
def test_drafts_change_the_forwards_not_the_text(tiny_lm, n):
    reflector = Reflector(tiny_lm, "autoexplore")
    prompts = [reflector.prompt(f"# Task\nwhere is {w}?\n" + "src cli main\n" * k)
               for k, w in enumerate(["the cli", "main", "config", "a b c d"])]
    try:
        plain, plain_known, plain_forwards = _generate(tiny_lm, prompts, 0, n)
        drafted, drafted_known, drafted_forwards = _generate(tiny_lm, prompts, 32, n)
        assert drafted == plain
        assert drafted_known == plain_known  # the cache kept for the policy holds the same tokens
        if n == 40:  # a random tiny model repeats itself, so drafts are accepted
            assert drafted_forwards < plain_forwards
        # The KV cache stored for the prompt + reflection is exact: a later forward from it
        # gives the logits of a full forward.
        store = tiny_lm._kv_store()
        ids = np.asarray(drafted_known[0], dtype=np.int64)
        kv, m = store.match(ids)
        assert m == len(ids)
        with torch.no_grad():
            full = tiny_lm.model(input_ids=torch.tensor([drafted_known[0]]), use_cache=True)
        for (k0, v0), layer in zip(kv, full.past_key_values.layers, strict=True):
            assert torch.allclose(k0, layer.keys, atol=1e-4)
            assert torch.allclose(v0, layer.values, atol=1e-4)
    finally:
        tiny_lm.draft_budget = type(tiny_lm).draft_budget
        tiny_lm.clear_kv_store()


def test_drafted_generation_equals_transformers_generate(tiny_lm):
    reflector = Reflector(tiny_lm, "autoexplore")
    prompt = reflector.prompt("# Task\nwhere is the cli?\nsrc cli main src cli main\n")
    ids = tiny_lm.tokenizer.encode(prompt, add_special_tokens=False)
    with torch.no_grad():
        out = tiny_lm.model.generate(input_ids=torch.tensor([ids]), max_new_tokens=30, do_sample=False,
                                     eos_token_id=tiny_lm.eos_token_ids, pad_token_id=tiny_lm.tokenizer.pad_token_id)
    want = tiny_lm.tokenizer.decode(out[0, len(ids):], skip_special_tokens=True).strip()
    assert _generate(tiny_lm, [prompt], 32, 30)[0] == [want]
    tiny_lm.draft_budget = type(tiny_lm).draft_budget
