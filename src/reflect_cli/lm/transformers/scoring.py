"""Scoring continuations of a prompt in one forward pass, and attention masks without empty rows.

The policy's ``text`` head needs ``log p(action_i | prompt)`` for every valid action of a state.
Running ``prompt + action_i`` as separate rows would repeat the prompt (hundreds of tokens) once
per action. Instead each state becomes **one packed row**::

    [pad ... pad | prompt tokens | action_1 tokens | action_2 tokens | ... ]

with a 4-D attention mask: prompt tokens see the prompt causally, the tokens of action ``i`` see
the whole prompt and the earlier tokens of action ``i`` only, and their position ids continue
from the end of the prompt, so every action is scored exactly as if it followed the prompt
alone. The prompt runs once and its activations are shared by all actions, with or without
gradients.

Every query row of the masks built here attends to at least one key: a padding position attends
to itself. A fully masked row is what made left-padded batches go NaN on CUDA (the fused
attention kernels return NaN for it, and ``0 * NaN`` in the backward poisons every gradient);
here such rows cannot occur.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reflect_cli.lm.transformers.cache_api import cache_kwargs
from reflect_cli.lm.transformers.trunk import forward_logits, scoring_key, upper_logits


def padded_causal_mask(attention: Any, dtype: Any) -> Any:
    """Additive 4-D mask ``[B, 1, T, T]`` for a left-padded batch (``attention`` is the 2-D 0/1
    padding mask): causal over real tokens, and each padding position attends to itself only."""
    import torch

    batch, width = attention.shape
    valid = attention.bool()
    causal = torch.ones((width, width), dtype=torch.bool, device=attention.device).tril()
    allowed = causal[None] & valid[:, None, :] & valid[:, :, None]
    allowed |= torch.eye(width, dtype=torch.bool, device=attention.device)[None] & ~valid[:, :, None]
    return additive(allowed, dtype)


def additive(allowed: Any, dtype: Any) -> Any:
    """Boolean ``[B, T, K]`` (True = may attend) as the additive ``[B, 1, T, K]`` mask that
    transformers passes through unchanged to every attention implementation."""
    import torch

    mask = torch.zeros(allowed.shape, dtype=dtype, device=allowed.device)
    mask.masked_fill_(~allowed, torch.finfo(dtype).min)
    return mask[:, None]


@dataclass
class PackedBatch:
    """Inputs of one packed forward and where to read each action's token log-probs."""

    input_ids: Any
    position_ids: Any
    mask: Any
    keep: int  # logits of the last ``keep`` columns are needed
    # per state, per action: (column of the logits predicting each token, token ids)
    reads: list[list[tuple[list[int], list[int]]]]


def pack(
    prompt_ids: Sequence[Sequence[int]],
    continuations: Sequence[Sequence[Sequence[int]]],
    pad_id: int,
    dtype: Any,
    device: Any,
) -> PackedBatch:
    """Build the packed, left-padded batch of :func:`continuation_logprobs`."""
    import torch

    lengths = [len(p) + sum(len(c) for c in cs) for p, cs in zip(prompt_ids, continuations, strict=True)]
    width = max(lengths)
    tails = [sum(len(c) for c in cs) for cs in continuations]
    keep = max(tails) + 1
    batch = len(prompt_ids)
    ids = torch.full((batch, width), pad_id, dtype=torch.long)
    pos = torch.zeros((batch, width), dtype=torch.long)
    allowed = torch.zeros((batch, width, width), dtype=torch.bool)
    reads: list[list[tuple[list[int], list[int]]]] = []
    for b, (prompt, conts) in enumerate(zip(prompt_ids, continuations, strict=True)):
        start = width - lengths[b]
        n = len(prompt)
        if n < 1:
            raise ValueError("a prompt to score continuations of needs at least one token")
        end = start + n
        ids[b, start:end] = torch.as_tensor(list(prompt), dtype=torch.long)
        pos[b, start:end] = torch.arange(n)
        allowed[b, start:end, start:end] = torch.ones((n, n), dtype=torch.bool).tril()
        row_reads = []
        col = end
        for cont in conts:
            k = len(cont)
            if k < 1:
                raise ValueError("an empty continuation cannot be scored")
            ids[b, col : col + k] = torch.as_tensor(list(cont), dtype=torch.long)
            pos[b, col : col + k] = torch.arange(n, n + k)
            allowed[b, col : col + k, start:end] = True
            allowed[b, col : col + k, col : col + k] = torch.ones((k, k), dtype=torch.bool).tril()
            # Token j of the action is predicted by the logits of the token before it: the last
            # prompt token for j = 0, else the action's own token j - 1. Columns are counted
            # within the last ``keep`` columns.
            predictors = [end - 1] + list(range(col, col + k - 1))
            row_reads.append(([c - (width - keep) for c in predictors], list(cont)))
            col += k
        for c in range(start):
            allowed[b, c, c] = True  # padding attends to itself: no empty row
        reads.append(row_reads)
    return PackedBatch(ids.to(device), pos.to(device), additive(allowed.to(device), dtype), keep, reads)


def continuation_logprobs(
    lm: Any,
    prompts: Sequence[str],
    continuations: Sequence[Sequence[str]],
    *,
    grad: bool = False,
    end_token: bool = True,
) -> list[tuple[Any, Any]]:
    """For each prompt, the summed log-probability of each of its continuations (a 1-D tensor)
    and the continuations' token counts (a 1-D tensor), from one packed forward per batch.

    ``end_token``: each continuation is followed by the tokenizer's EOS (the end of the
    assistant's answer), so an action that is a prefix of another is not favoured."""
    tokenizer = lm.tokenizer
    prompt_ids = [list(x) for x in tokenizer(list(prompts), add_special_tokens=False)["input_ids"]]
    return score_token_ids(lm, prompt_ids, [continuation_ids(tokenizer, texts, end_token) for texts in continuations],
                           grad=grad)


def continuation_ids(tokenizer: Any, texts: Sequence[str], end_token: bool = True) -> list[list[int]]:
    """Token ids of each continuation as :func:`continuation_logprobs` scores them."""
    if not texts:
        raise ValueError("a policy step needs at least one admissible action")
    eos = [tokenizer.eos_token_id] if end_token and tokenizer.eos_token_id is not None else []
    return [list(e) + eos for e in tokenizer(list(texts), add_special_tokens=False)["input_ids"]]


def score_token_ids(
    lm: Any,
    prompt_ids: Sequence[Sequence[int]],
    continuations: Sequence[Sequence[Sequence[int]]],
    *,
    grad: bool = False,
    autocast: Any = None,
    lower: Any = None,
) -> list[tuple[Any, Any]]:
    """:func:`continuation_logprobs` on token ids (``autocast``: a context factory for training).
    ``lower``: ``PackedBatch -> (hidden states after the frozen trunk, its depth)``, for SFT's
    per-example cache of them (:class:`reflect_cli.lm.transformers.trunk.TrunkCache`)."""
    import contextlib

    torch = lm.torch
    lm.activate()
    dtype = next(lm.model.parameters()).dtype
    if not dtype.is_floating_point:
        dtype = torch.float32
    memo = getattr(lm, "trunk_memo", None)
    if memo is not None and memo.active and lower is None:
        # RL (lm/transformers/trunk.py keep_trunk_states): the trunk's states of each row come from, or go
        # into, the memo, computed in the update's precision; the prefix store is not used.
        keys = [scoring_key(p, cs) for p, cs in zip(prompt_ids, continuations, strict=True)]
        first: dict[Any, int] = {}
        for i, key in enumerate(keys):
            first.setdefault(key, i)
        if not grad and len(first) < len(keys):
            # The episodes of a group start from one state: each distinct row runs once.
            scored = score_token_ids(lm, [prompt_ids[i] for i in first.values()],
                                     [continuations[i] for i in first.values()], autocast=autocast)
            at = {key: j for j, key in enumerate(first)}
            return [scored[at[key]] for key in keys]
        lengths = [len(p) + sum(len(c) for c in cs) for p, cs in zip(prompt_ids, continuations, strict=True)]

        def lower(packed: PackedBatch) -> tuple[Any, int]:
            return memo.hidden(keys, packed.input_ids, packed.mask, packed.position_ids, lengths), memo.depth

        autocast = autocast or memo.autocast
    store = lm._kv_store() if not grad and autocast is None and lower is None else None
    if store is not None:
        return _score_from_store(lm, store, prompt_ids, continuations, dtype)
    packed = pack(prompt_ids, continuations, lm.tokenizer.pad_token_id, dtype, lm.device)
    with torch.set_grad_enabled(grad), (autocast or contextlib.nullcontext)():
        if lower is not None:
            hidden, depth = lower(packed)
            logits = upper_logits(lm.model, hidden, packed.mask, packed.position_ids, depth, packed.keep)
        else:
            # The frozen trunk (layers with nothing to train) runs without grad: lm/transformers/trunk.py.
            logits = forward_logits(lm.model, packed.input_ids, packed.mask, packed.position_ids, packed.keep)
    out = []
    with torch.set_grad_enabled(grad):
        for b, row_reads in enumerate(packed.reads):
            cols = [col for cs, _ in row_reads for col in cs]
            toks = [t for _, ts in row_reads for t in ts]
            rows = logits[b, cols].float()
            tok_lp = rows.gather(-1, torch.as_tensor(toks, device=rows.device)[:, None])[:, 0] - rows.logsumexp(-1)
            sizes = torch.as_tensor([len(ts) for _, ts in row_reads], device=rows.device)
            owner = torch.repeat_interleave(torch.arange(len(row_reads), device=rows.device), sizes)
            sums = torch.zeros(len(row_reads), dtype=tok_lp.dtype, device=rows.device).index_add(0, owner, tok_lp)
            out.append((sums, sizes))
    return out


def _score_from_store(lm: Any, store: Any, prompt_ids: Sequence[Sequence[int]],
                      continuations: Sequence[Sequence[Sequence[int]]], dtype: Any) -> list[tuple[Any, Any]]:
    """:func:`score_token_ids` without grad, with each prompt run through the model's prefix KV
    store: only the tokens after its longest cached prefix are computed (a policy prompt extends
    its reflection's prompt and text, whose KV the reflection left there), then the packed
    continuations attend to that cache. Same scores within float rounding."""
    import numpy as np

    torch = lm.torch
    for p, cs in zip(prompt_ids, continuations, strict=True):
        if not p:
            raise ValueError("a prompt to score continuations of needs at least one token")
        if not cs or any(not c for c in cs):
            raise ValueError("an empty continuation cannot be scored")
    out: list[Any] = [None] * len(prompt_ids)
    seqs = [np.asarray(p, dtype=np.int64) for p in prompt_ids]
    pair = getattr(lm, "pair_seed", None)
    if pair is not None:  # a reflector on the same base computed these prompts' opening (lm/transformers/trunk.py)
        pair.seed(lm, store, seqs)
    with torch.no_grad():
        for group in lm._prefill(seqs, store):
            rows = group.rows
            columns = group.attention.shape[1]
            tails = [sum(len(c) for c in continuations[r]) for r in rows]
            width = max(tails)
            ids = torch.full((len(rows), width), lm.tokenizer.pad_token_id, dtype=torch.long)
            pos = torch.zeros((len(rows), width), dtype=torch.long)
            allowed = torch.zeros((len(rows), width, columns + width), dtype=torch.bool)
            for i, r in enumerate(rows):
                n, col = len(prompt_ids[r]), 0
                for cont in continuations[r]:
                    k = len(cont)
                    ids[i, col : col + k] = torch.as_tensor(list(cont), dtype=torch.long)
                    pos[i, col : col + k] = torch.arange(n, n + k)
                    allowed[i, col : col + k, :columns] = group.attention[i].bool().cpu()
                    allowed[i, col : col + k, columns + col : columns + col + k] = torch.ones((k, k), dtype=torch.bool).tril()
                    col += k
                for c in range(col, width):
                    allowed[i, c, columns + c] = True  # padding attends to itself: no empty row
            # In the precision of the prompt's own prefill (RL's bf16 body, like the update's
            # forward): the commands are most of the tokens a text-head step scores.
            with lm._prefill_precision(group.cache):
                logits = lm.model(
                    input_ids=ids.to(lm.device),
                    attention_mask=additive(allowed.to(lm.device), dtype),
                    position_ids=pos.to(lm.device),
                    **cache_kwargs(lm.model, group.cache),
                    use_cache=True,
                ).logits
            group.cache = None
            for i, r in enumerate(rows):
                # Token 0 of every continuation is predicted by the prompt's last logits, token j
                # by the continuation's own token j - 1.
                preds, toks, col = [], [], 0
                for cont in continuations[r]:
                    preds.append(group.logits[i])
                    preds.extend(logits[i, col : col + len(cont) - 1])
                    toks.extend(cont)
                    col += len(cont)
                rows_logits = torch.stack(preds).float()
                tok_lp = (rows_logits.gather(-1, torch.as_tensor(toks, device=rows_logits.device)[:, None])[:, 0]
                          - rows_logits.logsumexp(-1))
                sizes = torch.as_tensor([len(c) for c in continuations[r]], device=rows_logits.device)
                owner = torch.repeat_interleave(torch.arange(len(sizes), device=rows_logits.device), sizes)
                out[r] = (torch.zeros(len(sizes), dtype=tok_lp.dtype, device=rows_logits.device)
                          .index_add(0, owner, tok_lp), sizes)
    return out
