"""The policy's ``text`` head on llama.cpp: score every action's tokens from the prompt's KV cache.

The transformers backend scores ``log p(action_i + EOS | prompt)`` for all actions in one packed
forward (:mod:`reflect_cli.lm.transformers.scoring`). Here the prompt is evaluated once on sequence 0 of the
llama.cpp context (reusing the cached prefix of the previous call, e.g. the reflection the same
model just wrote), then its KV cells are shared with one sequence per action
(``llama_memory_seq_cp``: the cells get more sequence ids, nothing is copied) and all actions'
tokens run in **one** ``llama_decode`` batch, each token attending to the prompt and to its own
action's earlier tokens only: the same attention as the packed mask, at the same positions.

Actions share leading tokens (``cat``, ``cd``, a folder name), so the batch is a prefix tree: a
token common to several actions runs once, tagged with all their sequence ids (llama.cpp masks by
a token's first sequence id; the cells of a shared token carry every sequence below it, so each
action still sees exactly its own prefix). The last token of an action (EOS) is never run: it is
read from the logits of the token before it. Afterwards ``llama_memory_seq_keep(0)`` drops every
cell but the prompt's, so the next call can reuse it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from reflect_cli.errors import ReflectError

# Sequences one context can hold: 0 is the prompt, the others are actions (more are run in
# several decodes). llama.cpp caps it (llama_max_parallel_sequences, 256 in 0.3.x).
MAX_SEQUENCES = 64


def enable_sequences(llm: Any, llama_cpp: Any, n_seq: int = MAX_SEQUENCES) -> int:
    """Recreate ``llm``'s context with ``n_seq`` sequences over one unified KV cache (the
    high-level ``Llama`` builds a one-sequence context and has no argument for it). Returns the
    number of sequences the context holds."""
    from llama_cpp import _internals

    n_seq = int(min(n_seq, llama_cpp.llama_max_parallel_sequences()))
    params = llm.context_params
    params.n_seq_max = n_seq
    params.kv_unified = True  # one cache of n_ctx cells that all sequences share
    old = llm._ctx
    llm._ctx = _internals.LlamaContext(model=llm._model, params=params, verbose=llm.verbose)
    old.close()  # closing twice (again when llm closes) is a no-op
    llm.n_tokens = 0  # the new context's cache is empty
    return n_seq


@dataclass
class _Group:
    """Actions run in one decode: the prefix tree of their tokens (all but each one's last)."""

    actions: list[int] = field(default_factory=list)
    tokens: list[int] = field(default_factory=list)  # one per tree node, in depth-first order
    depth: list[int] = field(default_factory=list)
    seqs: list[list[int]] = field(default_factory=list)  # sequence ids passing through each node
    # per action in ``actions``: the node whose logits predict each of its tokens (-1 = the prompt)
    predictors: list[list[int]] = field(default_factory=list)
    children: dict[tuple[int, int], int] = field(default_factory=dict)  # (parent node, token) -> node

    def cost(self, cont: Sequence[int]) -> int:
        """Nodes ``cont`` would add to the tree."""
        parent, new = -1, 0
        for token in cont[:-1]:
            node = self.children.get((parent, token)) if new == 0 else None
            if node is None:
                new += 1
            else:
                parent = node
        return new

    def add(self, index: int, cont: Sequence[int]) -> None:
        seq = len(self.actions) + 1
        self.actions.append(index)
        parent, preds = -1, [-1]
        for depth, token in enumerate(cont[:-1]):
            node = self.children.get((parent, token))
            if node is None:
                node = len(self.tokens)
                self.children[(parent, token)] = node
                self.tokens.append(int(token))
                self.depth.append(depth)
                self.seqs.append([])
            self.seqs[node].append(seq)
            preds.append(node)
            parent = node
        self.predictors.append(preds)


def _groups(conts: Sequence[Sequence[int]], max_nodes: int, max_actions: int) -> list[_Group]:
    """Split the actions into decodes of at most ``max_nodes`` tokens and ``max_actions``
    sequences. Depth-first node order: a node comes before its descendants, as llama.cpp wants
    each sequence's positions in increasing order."""
    order = sorted(range(len(conts)), key=lambda i: list(conts[i]))  # siblings adjacent: depth-first
    groups = [_Group()]
    for i in order:
        cont = conts[i]
        if not cont:
            raise ValueError("an empty continuation cannot be scored")
        need = groups[-1].cost(cont)
        if groups[-1].actions and (len(groups[-1].tokens) + need > max_nodes or len(groups[-1].actions) >= max_actions):
            groups.append(_Group())
            need = groups[-1].cost(cont)
        if need > max_nodes:
            raise ReflectError(f"an action of {len(cont)} tokens does not fit llama.cpp's context after the prompt",
                               hint="shorten the prompt (lower --max-steps) or the action")
        groups[-1].add(i, cont)
    return groups


def _logsumexp_rows(rows: np.ndarray) -> np.ndarray:
    """Per-row log-sum-exp of float32 logits, accumulated in float64."""
    top = rows.max(axis=-1)
    return top.astype(np.float64) + np.log(np.exp(rows - top[:, None]).sum(axis=-1, dtype=np.float64))


def score_continuations(
    llm: Any,
    llama_cpp: Any,
    n_vocab: int,
    n_seq: int,
    prompt_logits: np.ndarray,
    conts: Sequence[Sequence[int]],
) -> np.ndarray:
    """Summed log-probabilities (float64) of each of ``conts`` after the prompt that ``llm`` has
    just evaluated on sequence 0 (its last logits: ``prompt_logits``). The prompt's cells are left
    as they were."""
    n_prompt = int(llm.n_tokens)
    ctx = llm._ctx.ctx
    mem = llama_cpp.llama_get_memory(ctx)
    free = int(llm.n_ctx()) - n_prompt
    if n_seq < 2:
        raise ReflectError("this llama.cpp context holds one sequence, so it cannot score action texts",
                           hint="load the model with LlamaCppModel.load")
    groups = _groups(conts, max_nodes=min(int(llm.n_batch), free), max_actions=n_seq - 1)
    first = prompt_logits[None, :n_vocab].astype(np.float32)
    first_lse = float(_logsumexp_rows(first)[0])
    sums = np.zeros(len(conts), dtype=np.float64)
    width = max(len(g.tokens) for g in groups)
    batch = llama_cpp.llama_batch_init(max(width, 1), 0, n_seq)
    try:
        for group in groups:
            rows, lse = _decode_group(llm, llama_cpp, ctx, mem, batch, group, n_prompt, n_vocab)
            for index, preds in zip(group.actions, group.predictors, strict=True):
                # an empty continuation has one predictor and nothing to score
                sums[index] = sum(float(first[0, t]) - first_lse if p < 0 else float(rows[p, t]) - lse[p]
                                  for p, t in zip(preds, conts[index], strict=False))
    finally:
        llama_cpp.llama_memory_seq_keep(mem, 0)  # drop the actions' cells, keep the prompt's
        llama_cpp.llama_batch_free(batch)
    return sums


def _decode_group(llm: Any, llama_cpp: Any, ctx: Any, mem: Any, batch: Any, group: _Group, n_prompt: int,
                  n_vocab: int) -> tuple[np.ndarray, np.ndarray]:
    """Run one group's tree: each node's logits (``[nodes, vocab]``) and their log-sum-exp."""
    n = len(group.tokens)
    if n == 0:
        return np.zeros((0, n_vocab), dtype=np.float32), np.zeros(0)
    for seq in range(1, len(group.actions) + 1):
        llama_cpp.llama_memory_seq_cp(mem, 0, seq, -1, -1)
    for i, (token, depth, seqs) in enumerate(zip(group.tokens, group.depth, group.seqs, strict=True)):
        batch.token[i] = token
        batch.pos[i] = n_prompt + depth
        batch.n_seq_id[i] = len(seqs)
        for j, seq in enumerate(seqs):
            batch.seq_id[i][j] = seq
        batch.logits[i] = 1
    batch.n_tokens = n
    rc = int(llama_cpp.llama_decode(ctx, batch))
    if rc != 0:
        raise ReflectError(f"llama.cpp could not score the actions (llama_decode returned {rc})",
                           hint="lower --max-steps so the prompt leaves room in the context")
    # Every token asked for its logits, so llama.cpp's output buffer holds one row per batch
    # token, in batch order: read it in place (a view, valid until the next decode).
    rows = np.ctypeslib.as_array(llama_cpp.llama_get_logits(ctx), shape=(n, n_vocab))
    lse = _logsumexp_rows(rows)
    llama_cpp.llama_memory_seq_keep(mem, 0)
    return rows, lse
