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
    from reflect_cli.agent.scoring import continuation_logprobs

    prompts = ["# Task\nWhere is main?\n", "x"]
    actions = [["cd src", "cat main.py", "id README.md", "next page"], ["cd ..", "cat main.py"]]
    got = continuation_logprobs(tiny_lm, prompts, actions)
    for (sums, sizes), p, acts in zip(got, prompts, actions):
        assert sums.shape == (len(acts),)
        assert sums.tolist() == pytest.approx(_separate(tiny_lm, p, acts), abs=1e-4)
        assert all(int(n) >= 2 for n in sizes)  # at least one token plus EOS


def test_packed_scores_have_finite_gradients(tiny_lm):
    import torch

    from reflect_cli.agent.scoring import continuation_logprobs

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

    from reflect_cli.agent.scoring import pack, padded_causal_mask

    attention = torch.tensor([[0, 0, 1, 1], [1, 1, 1, 1]])
    mask = padded_causal_mask(attention, torch.float32)
    assert ((mask == 0).any(-1)).all()  # every query row sees at least one key
    packed = pack([[5, 6, 7], [5]], [[[1, 2], [3]], [[4]]], 0, torch.float32, "cpu")
    assert ((packed.mask == 0).any(-1)).all()
