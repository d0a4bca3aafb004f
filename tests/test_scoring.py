"""Packed continuation scoring (the policy's text head) and masks without empty rows."""

from __future__ import annotations

import pytest


def _separate(lm, prompt, actions):
    """Reference: each ``prompt + action + EOS`` as its own unpadded row."""
    import torch

    tok = lm.tokenizer
    p = tok(prompt, add_special_tokens=False)["input_ids"]
    out = []
    for a in actions:
        c = tok(a, add_special_tokens=False)["input_ids"] + [tok.eos_token_id]
        ids = torch.tensor([p + c])
        with torch.no_grad():
            lp = lm.model(input_ids=ids).logits[0].float().log_softmax(-1)
        out.append(sum(float(lp[len(p) - 1 + j, c[j]]) for j in range(len(c))))
    return out


def test_packed_scores_equal_separate_rows(tiny_lm):
    from reflect_cli.lm.transformers.scoring import continuation_logprobs

    prompts = ["# Task\nWhere is main?\n", "x"]
    actions = [["cd src", "cat main.py", "id README.md", "next page"], ["cd ..", "cat main.py"]]
    got = continuation_logprobs(tiny_lm, prompts, actions)
    for (sums, sizes), p, acts in zip(got, prompts, actions, strict=True):
        assert sums.shape == (len(acts),)
        assert sums.tolist() == pytest.approx(_separate(tiny_lm, p, acts), abs=1e-4)
        assert all(int(n) >= 2 for n in sizes)  # at least one token plus EOS


def test_packed_scores_have_finite_gradients(tiny_lm):
    import torch

    from reflect_cli.lm.transformers.scoring import continuation_logprobs

    got = continuation_logprobs(tiny_lm, ["a much longer prompt than the other one " * 3, "x"],
                                [["cd src", "id README.md"], ["cat main.py", "next page", "cd .."]], grad=True)
    loss = -sum(torch.log_softmax(s, -1)[0] for s, _ in got)
    tiny_lm.model.zero_grad()
    loss.backward()
    grads = [p.grad for p in tiny_lm.model.parameters() if p.grad is not None]
    assert grads and all(torch.isfinite(g).all() for g in grads)
    tiny_lm.model.zero_grad()


def test_padded_masks_have_no_empty_rows():
    import torch

    from reflect_cli.lm.transformers.scoring import pack, padded_causal_mask

    attention = torch.tensor([[0, 0, 1, 1], [1, 1, 1, 1]])
    mask = padded_causal_mask(attention, torch.float32)
    assert ((mask == 0).any(-1)).all()  # every query row sees at least one key
    packed = pack([[5, 6, 7], [5]], [[[1, 2], [3]], [[4]]], 0, torch.float32, "cpu")
    assert ((packed.mask == 0).any(-1)).all()


def test_scores_through_the_prefix_store_equal_the_packed_forward(tiny_lm):
    """Without grad, prompts run from the model's prefix KV store (a policy prompt reuses its
    reflection's KV); the scores are those of the packed forward."""
    import torch

    from reflect_cli.lm.transformers.scoring import score_token_ids

    prompts = [[5, 6, 7, 8, 9, 10, 11], [5, 6, 7, 20, 21], [30]]
    conts = [[[1, 2], [3], [4, 5, 6]], [[7], [8, 9]], [[1], [2, 3, 4, 5]]]
    saved = tiny_lm.kv_store_bytes
    try:
        tiny_lm.kv_store_bytes = 0
        want = score_token_ids(tiny_lm, prompts, conts)
        tiny_lm.kv_store_bytes = 2**26
        tiny_lm.clear_kv_store()
        with torch.no_grad():  # a cached prefix, as a reflection leaves it
            tiny_lm._prefill([__import__("numpy").asarray([5, 6, 7, 8], dtype="int64")], tiny_lm._kv_store())
        before = tiny_lm.kv_store_stats()["reused"]
        got = score_token_ids(tiny_lm, prompts, conts)
        assert tiny_lm.kv_store_stats()["reused"] > before  # the store was used
        again = score_token_ids(tiny_lm, prompts, conts)
    finally:
        tiny_lm.kv_store_bytes = saved
        tiny_lm.clear_kv_store()
    for (a, na), (b, nb), (c, _) in zip(want, got, again, strict=True):
        assert na.tolist() == nb.tolist()
        assert torch.allclose(a, b, atol=1e-4) and torch.allclose(a, c, atol=1e-4)
