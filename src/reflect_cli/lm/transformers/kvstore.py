"""The prefix KV store and the KV-cache helpers of the transformers backend.

:class:`KVStore` keeps the KV cache of token sequences run recently (least recently used first, at
most a byte budget); :class:`PrefixCache` and :class:`BatchPrefix` carry the KV cache of a
reflection to the policy call of the same step (``IN_STORE`` when it lives in the store). The
functions below slice, stack and pad ``transformers`` ``DynamicCache`` objects for
:mod:`reflect_cli.lm.transformers.prefill`. No torch or transformers import at module level.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np

IN_STORE = object()  # a PrefixCache/BatchPrefix whose KV cache lives in the model's KVStore


class BatchPrefix:
    """The KV cache of a batched ``generate`` and, per row, the column where the row starts
    (after left padding) and the token ids its cached columns hold. Used once."""

    __slots__ = ("cache", "rows", "owner")

    def __init__(self, cache: Any, rows: list[tuple[int, list[int]]], owner: Any = None) -> None:
        self.cache = cache
        self.rows = rows
        self.owner = owner


def _crop_to(cache: Any, length: int) -> None:
    """Keep the first ``length`` positions of a KV cache (a negative ``crop`` removes tokens in
    every transformers version that has ``crop``)."""
    extra = cache.get_seq_length() - length
    if extra > 0:
        cache.crop(-extra)


class PrefixCache:
    """Token ids and the model's KV cache for them (see :meth:`LanguageModel.generate_with_prefix`);
    ``owner`` is the model object that made it (only it may reuse it)."""

    __slots__ = ("ids", "cache", "owner")

    def __init__(self, ids: list[int], cache: Any, owner: Any = None) -> None:
        self.ids = ids
        self.cache = cache
        self.owner = owner


class KVStore:
    """Token sequences run recently and their KV cache (per layer ``(keys, values)`` of shape
    ``[1, heads, len, head_dim]``), least recently used first, at most ``budget`` bytes, and for
    prompts scored in full, their next-token logits.

    :meth:`match` finds the entry sharing the longest prefix with a new sequence; :meth:`logits`
    returns the memoised logits of exactly this sequence (a revisited state's policy prompt);
    :meth:`add` keeps an entry unless a longer one already covers it (and drops entries it
    covers). ``key`` identifies the weights the entries were computed with (see
    :func:`_weights_key`)."""

    def __init__(self, budget: int = 0) -> None:
        # key -> [ids, kv, bytes, logits or None]
        self.entries: OrderedDict[int, list] = OrderedDict()
        self._exact: dict[bytes, int] = {}  # ids.tobytes() -> key, for entries with logits
        self.budget = budget
        self.nbytes = 0
        self.key: Any = None
        self._next = 0
        self.stats = {"rows": 0, "tokens": 0, "reused": 0, "padded": 0, "forwards": 0, "memo_hits": 0}

    def __len__(self) -> int:
        return len(self.entries)

    def clear(self) -> None:
        self.entries.clear()
        self._exact.clear()
        self.nbytes = 0

    def match(self, ids: np.ndarray) -> tuple[list | None, int]:
        best, best_n = None, 0
        for key, entry in self.entries.items():
            known = entry[0]
            if min(len(known), len(ids)) <= best_n:
                continue
            n = _common_prefix(known, ids)
            if n > best_n:
                best, best_n = key, n
        if best is None:
            return None, 0
        self.entries.move_to_end(best)
        return self.entries[best][1], best_n

    def logits(self, ids: np.ndarray) -> Any:
        key = self._exact.get(ids.tobytes())
        if key is None:
            return None
        self.entries.move_to_end(key)
        return self.entries[key][3]

    def add(self, ids: np.ndarray, kv: list, logits: Any = None) -> None:
        size = sum(k.numel() * k.element_size() + v.numel() * v.element_size() for k, v in kv)
        if logits is not None:
            size += logits.numel() * logits.element_size()
        if size > self.budget or len(ids) == 0:
            return
        for key in list(self.entries):
            entry = self.entries[key]
            known = entry[0]
            m = min(len(known), len(ids))
            if not np.array_equal(known[:m], ids[:m]):
                continue
            if len(known) > len(ids) or (len(known) == len(ids) and (entry[3] is not None or logits is None)):
                self.entries.move_to_end(key)  # already covered
                return
            self._drop(key)  # covered by the new one
        self.entries[self._next] = [ids, kv, size, logits]
        if logits is not None:
            self._exact[ids.tobytes()] = self._next
        self._next += 1
        self.nbytes += size
        while self.nbytes > self.budget and self.entries:
            self._drop(next(iter(self.entries)))

    def _drop(self, key: int) -> None:
        ids, _, size, logits = self.entries.pop(key)
        self.nbytes -= size
        if logits is not None:
            self._exact.pop(ids.tobytes(), None)


class _Group:
    """One forward of :meth:`LanguageModel._prefill`: its rows (indices into the call's
    prompts), last-position logits, KV cache and attention mask (``[rows, cache columns]``)."""

    __slots__ = ("rows", "logits", "cache", "attention")

    def __init__(self, rows: list[int], logits: Any, cache: Any, attention: Any) -> None:
        self.rows, self.logits, self.cache, self.attention = rows, logits, cache, attention


def _partition(lengths: Sequence[int], overhead: float) -> list[list[int]]:
    """Split rows into forwards minimising ``sum(overhead + rows * max length)`` (padding
    waste against per-forward cost); rows sorted by length, each group in the original order."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    sizes = [lengths[i] for i in order]
    best = [0.0] + [float("inf")] * len(sizes)
    cut = [0] * (len(sizes) + 1)
    for j in range(1, len(sizes) + 1):
        for i in range(j):
            cost = best[i] + overhead + (j - i) * sizes[j - 1]
            if cost < best[j]:
                best[j], cut[j] = cost, i
    groups, j = [], len(sizes)
    while j > 0:
        groups.append(sorted(order[cut[j] : j]))
        j = cut[j]
    return sorted(groups)


def _common_prefix(a: np.ndarray, b: np.ndarray) -> int:
    m = min(len(a), len(b))
    equal = a[:m] == b[:m]
    return m if equal.all() else int(equal.argmin())


def _row_kv(cache: Any, row: int, attention_row: Any) -> list:
    """Row ``row``'s attended cache columns, as ``[(keys, values)]`` of ``[1, heads, n, dim]`` (copies)."""
    cols = attention_row.nonzero().squeeze(1)
    return [
        (layer.keys[row : row + 1].index_select(2, cols), layer.values[row : row + 1].index_select(2, cols))
        for layer in cache.layers
    ]


def _cast_cache(cache: Any, dtype: Any) -> None:
    """Cast a ``DynamicCache``'s keys and values to ``dtype`` in place."""
    for layer in cache.layers:
        if getattr(layer, "keys", None) is not None and layer.keys.dtype != dtype:
            layer.keys, layer.values = layer.keys.to(dtype), layer.values.to(dtype)


def _merge_groups(groups: list[_Group], torch: Any) -> tuple[list[int], Any, Any, Any]:
    """One batch from several prefill groups: caches and masks left-padded to the longest."""
    if len(groups) == 1:
        g = groups[0]
        return list(g.rows), g.logits, g.cache, g.attention
    import torch.nn.functional as F
    from transformers.cache_utils import DynamicCache

    width = max(g.attention.shape[1] for g in groups)
    rows = [r for g in groups for r in g.rows]
    logits = torch.cat([g.logits for g in groups])
    attention = torch.cat([F.pad(g.attention, (width - g.attention.shape[1], 0)) for g in groups])
    layers = []
    for layer in range(len(groups[0].cache.layers)):
        keys = [F.pad(g.cache.layers[layer].keys, (0, 0, width - g.attention.shape[1], 0)) for g in groups]
        values = [F.pad(g.cache.layers[layer].values, (0, 0, width - g.attention.shape[1], 0)) for g in groups]
        layers.append((torch.cat(keys), torch.cat(values)))
    return rows, logits, DynamicCache(layers), attention


def _plain_dynamic_cache(model: Any) -> bool:
    """Whether the model's KV cache is a list of plain (full-attention) dynamic layers, which
    the prefix store can slice, stack and pad."""
    try:
        from transformers.cache_utils import DynamicCache, DynamicLayer

        config = getattr(model, "config", None)
        if config is None or getattr(config, "is_encoder_decoder", False):
            return False
        layers = DynamicCache(config=config).layers
        return bool(layers) and all(type(layer) is DynamicLayer for layer in layers)
    except Exception:  # noqa: BLE001 - an unknown cache layout: run prompts in full
        return False


def _weights_key(lm: Any) -> tuple | None:
    """Identifies the weights a forward would use: the model object, the active adapter and,
    per parameter, its storage and in-place version counter (an optimizer step, ``load_state_dict``
    or ``merge_and_unload`` changes it). ``None`` when it cannot be read (inference tensors)."""
    model = lm.model
    count = version = pointers = 0
    try:
        for param in model.parameters():
            count += 1
            version += param._version
            pointers += param.data_ptr()
    except RuntimeError:
        return None
    active = None
    if hasattr(model, "peft_config"):
        try:
            active = str(model.active_adapter)
        except Exception:  # noqa: BLE001
            active = "?"
    return (id(model), lm.adapter, active, count, version, pointers, bool(lm.prefill_bf16),
            bool(getattr(lm, "decode_bf16", False)))
