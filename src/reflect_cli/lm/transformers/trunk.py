"""A frozen trunk: the bottom decoder layers that hold nothing to train run once, without grad.

With LoRA on the top K layers only (``LoraSettings.layers``), the layers below compute the same
function at every step. A training forward then runs them under ``no_grad`` (no activations kept,
no backward: the gradient of every trainable weight is unchanged, because nothing below needs
one), and SFT keeps their output per example and reuses it across epochs
(:class:`TrunkCache`): with LoRA on the top few layers, the trunk is most of a CPU step.

:func:`trunk_depth` is decided from the weights, not from a setting: the number of bottom layers
(and the embedding) in which no parameter requires grad. Full fine-tuning, or an adapter on every
layer, gives 0 and the plain forward. Only decoder stacks of the Llama family (``model.layers``,
``rotary_emb``, ``norm``, ``lm_head``: SmolLM2, Llama, Qwen2, Mistral) are split; others run
whole.
"""

from __future__ import annotations

import contextlib
from typing import Any


def _parts(model: Any) -> tuple[Any, Any] | None:
    """``(decoder stack, lm_head)`` of a causal LM, through a PEFT wrapper; None if not Llama-like."""
    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    inner = getattr(base, "model", None)
    head = getattr(base, "lm_head", None)
    needed = ("embed_tokens", "layers", "rotary_emb", "norm")
    if inner is None or head is None or not all(hasattr(inner, n) for n in needed):
        return None
    return inner, head


def trunk_depth(model: Any) -> int:
    """How many bottom decoder layers hold no trainable parameter (0: no frozen trunk to split
    off, e.g. full fine-tuning, no grad anywhere, or an architecture this module does not know)."""
    parts = _parts(model)
    if parts is None:
        return 0
    inner, _ = parts
    if any(p.requires_grad for p in inner.embed_tokens.parameters()):
        return 0
    for depth, layer in enumerate(inner.layers):
        if any(p.requires_grad for p in layer.parameters()):
            return depth
    return 0  # nothing trainable in any layer: nothing to gain, use the plain forward


def _run(layers: Any, hidden: Any, mask: Any, positions: Any, position_embeddings: Any) -> Any:
    for layer in layers:
        out = layer(hidden, attention_mask=mask, position_ids=positions, position_embeddings=position_embeddings,
                    use_cache=False)
        hidden = out[0] if isinstance(out, tuple) else out
    return hidden


def lower_states(model: Any, input_ids: Any, mask: Any, positions: Any, depth: int) -> Any:
    """Hidden states after the bottom ``depth`` layers, ``[batch, time, hidden]``, without grad.
    ``mask``: the additive 4-D mask the whole model would get."""
    import torch

    parts = _parts(model)
    assert parts is not None and depth > 0
    inner, _ = parts
    with torch.no_grad():
        hidden = inner.embed_tokens(input_ids)
        rope = inner.rotary_emb(hidden, positions)
        return _run(inner.layers[:depth], hidden, mask, positions, rope)


def upper_logits(model: Any, hidden: Any, mask: Any, positions: Any, depth: int, keep: int) -> Any:
    """Logits of the last ``keep`` positions from the states after layer ``depth`` (with grad
    where the top layers have trainable weights)."""
    parts = _parts(model)
    assert parts is not None
    inner, head = parts
    rope = inner.rotary_emb(hidden, positions)
    hidden = _run(inner.layers[depth:], hidden, mask, positions, rope)
    return head(inner.norm(hidden[:, -keep:, :]))


def forward_logits(model: Any, input_ids: Any, mask: Any, positions: Any, keep: int) -> Any:
    """The model's logits of the last ``keep`` positions, with the frozen trunk run without grad
    when there is one (same values as ``model(...)``; the gradients of trainable weights too)."""
    depth = trunk_depth(model)
    if depth == 0:
        return model(input_ids=input_ids, attention_mask=mask, position_ids=positions, use_cache=False,
                     logits_to_keep=keep).logits
    hidden = lower_states(model, input_ids, mask, positions, depth)
    return upper_logits(model, hidden, mask, positions, depth, keep)


class TrunkCache:
    """A per-example store of the frozen trunk's output, computed the first time a
    batch holds an example and reused after: SFT keeps them across epochs (and evaluation); RL
    keeps those of its rollouts' policy scoring for the update (:func:`keep_trunk_states`).

    A row's states do not depend on the other rows of its batch (padding is masked, positions are
    per row), so they are kept without padding and left-padded with zeros into each new batch
    (a padding position attends to itself only, so its state never reaches a real token).
    ``dtype``: how they are kept (bf16 halves the memory when the forward runs in bf16 anyway).
    ``autocast``: the context the states of a forward without one are computed in (RL's update
    precision, so that the rollout computes the states the update would).
    ``trunk_autocast``: a context the trunk itself always runs in (SFT's ``--trunk-bf16``: the
    frozen layers in bf16, the trained layers above in fp32); ``out_dtype``: the dtype of the
    states handed to those layers (None: as kept).
    """

    def __init__(self, model: Any, dtype: Any = None, autocast: Any = None, max_bytes: int | None = None,
                 trunk_autocast: Any = None, out_dtype: Any = None) -> None:
        self.model = model
        self.depth = trunk_depth(model)
        self.dtype = dtype
        self.autocast = autocast
        self.trunk_autocast = trunk_autocast
        self.out_dtype = out_dtype
        self.max_bytes = max_bytes  # None: keep every example (SFT); else the least recently used go first
        self.states: dict[Any, Any] = {}
        self.pair: PairTrunk | None = None  # RL: the reflector's prompt states (set by train/rl.py)
        self.hits = 0  # rows served from the store (for tests and benchmarks)
        self.misses = 0
        self._bytes = 0

    @property
    def active(self) -> bool:
        return self.depth > 0

    @property
    def nbytes(self) -> int:
        return self._bytes

    def _keep(self, key: Any, row: Any) -> None:
        self.states[key] = row
        self._bytes += row.numel() * row.element_size()
        if self.max_bytes is not None:
            while self._bytes > self.max_bytes and len(self.states) > 1:
                old = self.states.pop(next(iter(self.states)))
                self._bytes -= old.numel() * old.element_size()

    def hidden(self, keys: list[Any], input_ids: Any, mask: Any, positions: Any, lengths: list[int]) -> Any:
        """States after the trunk for a left-padded batch whose row ``b`` is example ``keys[b]``
        with ``lengths[b]`` real (rightmost) columns. Only the rows not kept yet run the trunk."""
        import torch

        # Kept rows are taken before new ones are kept, which may evict (least recently used first).
        rows_of = {key: self.states[key] for key in keys if key in self.states}
        if self.max_bytes is not None:
            for key in rows_of:
                self.states[key] = self.states.pop(key)  # now the most recently used
        missing = [b for b, key in enumerate(keys) if key not in rows_of]
        self.misses += len(missing)
        self.hits += len(keys) - len(missing)
        if missing and self.pair is not None:
            # Rows whose prompt extends a reflection prompt: the shared layers run only after it.
            with self.trunk_autocast() if self.trunk_autocast is not None else contextlib.nullcontext():
                for b in list(missing):
                    if keys[b] not in rows_of:
                        row = self.pair.states(self.model, keys[b][0], input_ids[b], mask[b], positions[b], lengths[b],
                                               self.depth)
                        if row is None:
                            continue
                        rows_of[keys[b]] = row.to(self.dtype).clone() if self.dtype is not None else row
                        self._keep(keys[b], rows_of[keys[b]])
                    missing.remove(b)
        if missing:
            rows = torch.as_tensor(missing, device=input_ids.device)
            width = max(lengths[b] for b in missing)  # their own left padding only
            sub = (slice(None), slice(input_ids.shape[1] - width, None))
            # A fresh copy of the mask's corner: a view into it starts at an offset that CUDA's
            # memory-efficient attention reads as a misaligned address (torch 2.11, H200).
            corner = mask[rows][..., -width:, -width:].contiguous()
            with self.trunk_autocast() if self.trunk_autocast is not None else contextlib.nullcontext():
                fresh = lower_states(self.model, input_ids[rows][sub], corner, positions[rows][sub], self.depth)
            for i, b in enumerate(missing):
                if keys[b] not in rows_of:
                    row = fresh[i, width - lengths[b] :]
                    rows_of[keys[b]] = row.to(self.dtype).clone() if self.dtype is not None else row.clone()
                    self._keep(keys[b], rows_of[keys[b]])
        width = input_ids.shape[1]
        first = rows_of[keys[0]]
        dtype = self.out_dtype or first.dtype
        out = torch.zeros((len(keys), width, first.shape[-1]), dtype=dtype, device=first.device)
        for b, (key, n) in enumerate(zip(keys, lengths, strict=True)):
            out[b, width - n :] = rows_of[key]
        return out


def scoring_key(prompt_ids: Any, continuations: Any) -> tuple[Any, ...]:
    """What a packed scoring row's trunk states depend on: its prompt and continuation tokens."""
    return (tuple(prompt_ids), tuple(tuple(c) for c in continuations))


class keep_trunk_states:  # noqa: N801 - used as a context manager, like torch.no_grad
    """While active, the text-head scoring of ``lm`` (:func:`reflect_cli.lm.transformers.scoring.score_token_ids`)
    takes the frozen trunk's states of each (prompt, actions) row from ``cache`` and keeps those
    it computes: RL's rollout scores its steps this way, and the update then runs only the layers
    above the trunk for them (the update no longer recomputes what the rollout did).
    ``cache`` None: a no-op."""

    def __init__(self, lm: Any, cache: TrunkCache | None) -> None:
        self.lm, self.cache = lm, cache

    def __enter__(self) -> TrunkCache | None:
        if self.cache is not None:
            self.lm.trunk_memo = self.cache
        return self.cache

    def __exit__(self, *exc: Any) -> None:
        if self.cache is not None:
            self.lm.trunk_memo = None


def adapter_free_depth(model: Any) -> int:
    """How many bottom decoder layers (and the embedding) hold no adapter weight of *any* adapter
    (a ``lora_`` parameter): there every adapter view of a shared base computes the base's
    function, so one view's states serve another's."""
    parts = _parts(model)
    if parts is None:
        return 0
    inner, _ = parts
    if any("lora_" in name for name, _ in inner.embed_tokens.named_parameters()):
        return 0
    depth = 0
    for layer in inner.layers:
        if any("lora_" in name for name, _ in layer.named_parameters()):
            break
        depth += 1
    return depth


class PairTrunk:
    """The frozen reflector's prompt states for the policy's trunk ("reuse across the
    policy/reflector pair where the weights below are shared").

    A policy prompt extends its step's reflection prompt, and below the lowest adapted layer of
    either adapter (``depth``) both players are the same base. The reflector's prefill keeps each
    prompt's hidden states after those layers (:meth:`capture`, :meth:`record_prefill`); its KV
    store already keeps their keys and values. The policy's trunk (:meth:`states`, from
    :class:`TrunkCache`) then runs only the tokens after that prefix through the shared layers,
    attending to the stored keys and values, and the layers above ``depth`` over the whole row.
    Same function as the full trunk; the values differ only by rounding (the prefix was computed
    in another forward; bf16 where RL's prefill is), which ``tests/test_trunk.py`` bounds.
    ``max_rows``: prompts kept (least recently used dropped first; ~0.6 MB per AutoExplore prompt).
    """

    MIN_SHARED = 16  # a shorter common prefix is not worth a forward of its own

    def __init__(self, depth: int, reflector: Any, max_rows: int = 128) -> None:
        from reflect_cli.lm.lru import LRUDict

        self.depth = depth
        self.reflector = reflector  # the reflector's LanguageModel: its KV store holds the prefixes
        self.rows: LRUDict = LRUDict(max_rows)
        self.shared_tokens = 0  # prompt tokens the policy's trunk took from the reflector (for benchmarks, tests)
        self.rows_served = 0
        self.seeded_tokens = 0  # prompt tokens given to the policy's KV store (:meth:`seed`)

    @contextlib.contextmanager
    def capture(self, model: Any) -> Any:
        """While active, the output of the last shared layer of each forward of ``model`` is
        appended to the list yielded (``[batch, time, hidden]``)."""
        parts = _parts(model)
        kept: list[Any] = []
        if parts is None or self.depth < 1:
            yield kept
            return

        def hook(module: Any, args: Any, output: Any) -> None:
            kept.append(output[0] if isinstance(output, tuple) else output)

        handle = parts[0].layers[self.depth - 1].register_forward_hook(hook)
        try:
            yield kept
        finally:
            handle.remove()

    def lookup(self, ids: Any) -> tuple[Any, int]:
        """The kept states of the longest prefix of ``ids`` (token id array) that a kept prompt
        shares, and its length (0: none)."""
        import numpy as np

        from reflect_cli.lm.transformers.kvstore import _common_prefix

        best, best_n = None, 0
        for key, row in self.rows.items():
            known = np.frombuffer(key, dtype=np.int64)
            if min(len(known), len(ids)) <= best_n:
                continue
            n = _common_prefix(known, ids)
            if n > best_n:
                best, best_n = row, n
        return best, best_n

    def _shared(self, ids: Any, source: Any) -> tuple[Any, Any, int]:
        """For a prompt (token id array): the kept states and the reflector's stored keys and values
        of its longest opening that both hold (never its last token), and that opening's length."""
        hidden, m = self.lookup(ids)
        kv, n = source.match(ids)
        return hidden, kv, min(m, n, len(ids) - 1)

    def record_prefill(self, ids: Any, reused: int, fresh: Any) -> None:
        """Keep a reflector prompt's states: ``fresh`` for its tokens from ``reused`` on (this
        forward's), those of the ``reused`` prefix from a kept prompt (else it is not kept)."""
        import numpy as np
        import torch

        ids = np.asarray(ids, dtype=np.int64)
        if reused:
            prefix, n = self.lookup(ids[:reused])
            if n < reused:
                return
            fresh = torch.cat([prefix[:reused], fresh.to(prefix.dtype)], dim=0)
        self.rows[ids.tobytes()] = fresh.detach().clone()

    def states(self, model: Any, prompt: Any, input_ids: Any, mask: Any, positions: Any, length: int, depth: int) -> Any:
        """One packed scoring row's states after the policy's trunk (``depth`` layers), its
        prompt's shared prefix taken from the reflector; None when too little is shared.
        ``input_ids``/``positions``: the row ``[time]``; ``mask``: its additive ``[1, time, time]``;
        ``length``: its real (rightmost) columns."""
        import numpy as np
        import torch

        from reflect_cli.lm.transformers.cache_api import cache_kwargs

        store = self.reflector.kept_kv_store()
        if store is None:
            return None
        hidden, kv, m = self._shared(np.asarray(prompt, dtype=np.int64), store)
        if kv is None or m < self.MIN_SHARED:
            return None
        from transformers.cache_utils import DynamicCache

        inner, _ = _parts(model)  # type: ignore[misc]
        start = input_ids.shape[-1] - length
        ids_s, pos_s = input_ids[None, start + m :], positions[None, start + m :]
        with torch.no_grad():
            embedded = inner.embed_tokens(ids_s)
            kind = embedded.device.type  # the stored keys and values in the dtype this forward makes
            dtype = torch.get_autocast_dtype(kind) if torch.is_autocast_enabled(kind) else embedded.dtype
            cache = DynamicCache([(k[:, :, :m].to(dtype), v[:, :, :m].to(dtype)) for k, v in kv[: self.depth]])
            suffix = embedded
            rope = inner.rotary_emb(suffix, pos_s)
            corner = mask[None, :, start + m :, start:]
            for layer in inner.layers[: self.depth]:
                out = layer(suffix, attention_mask=corner, position_ids=pos_s, position_embeddings=rope, use_cache=True,
                            **cache_kwargs(layer, cache))
                suffix = out[0] if isinstance(out, tuple) else out
            row = torch.cat([hidden[:m].to(suffix.dtype)[None], suffix], dim=1)
            if depth > self.depth:
                pos = positions[None, start:]
                row = _run(inner.layers[self.depth : depth], row, mask[None, :, start:, start:], pos,
                           inner.rotary_emb(row, pos))
        self.shared_tokens += m
        self.rows_served += 1
        return row[0]

    def seed(self, lm: Any, store: Any, seqs: Any) -> None:
        """Inference's form of :meth:`states` (no grad, the policy's prefix KV store instead of RL's
        trunk memo): for each prompt (token id array) that extends a reflector prompt further than
        anything in ``store`` (the policy's), put the policy's keys and values of that prefix
        into ``store``: the shared layers' from the reflector's store, the layers above computed
        from the kept states. The prompt forward then starts after it (``lm``: the policy, its
        adapter active)."""
        import torch
        from transformers.cache_utils import DynamicCache

        from reflect_cli.lm.transformers.cache_api import cache_kwargs

        source = self.reflector.kept_kv_store()
        parts = _parts(lm.model)
        if source is None or parts is None:
            return
        inner, _ = parts
        for ids in seqs:
            hidden, kv, m = self._shared(ids, source)
            if kv is None or m < self.MIN_SHARED or store.match(ids)[1] >= m:
                continue
            dtype = lm.model.dtype
            lower = [(k[:, :, :m].to(dtype), v[:, :, :m].to(dtype)) for k, v in kv[: self.depth]]
            # The layers above start empty (zero columns, not None: every supported transformers
            # builds a cache from such pairs, and concatenating onto them is the plain update).
            empty = (lower[0][0][:, :, :0], lower[0][1][:, :, :0])
            cache = DynamicCache(lower + [empty] * (len(inner.layers) - self.depth))
            with torch.no_grad():
                h = hidden[:m].to(dtype)[None]
                pos = torch.arange(m, device=h.device)[None]
                mask = torch.full((m, m), torch.finfo(dtype).min, dtype=dtype, device=h.device).triu(1)[None, None]
                rope = inner.rotary_emb(h, pos)
                for layer in inner.layers[self.depth :]:
                    out = layer(h, attention_mask=mask, position_ids=pos, position_embeddings=rope, use_cache=True,
                                **cache_kwargs(layer, cache))
                    h = out[0] if isinstance(out, tuple) else out
            # built from (key, value) pairs, every layer is a DynamicLayer; the stubs list every layer kind
            store.add(ids[:m], [(layer.keys, layer.values) for layer in cache.layers])  # type: ignore[union-attr]
            self.seeded_tokens += m
