"""Running prompts through the prefix KV store (:class:`~reflect_cli.lm.transformers.kvstore.KVStore`):
the inference-only half of the transformers backend (:class:`~reflect_cli.lm.transformers.model.LanguageModel`
inherits :class:`PrefillMixin`).

Inference without gradients keeps the KV cache of every token sequence run recently (policy
prompts, reflection prompts + their reflections), up to ``kv_store_bytes``, and a new prompt runs
only the tokens after its longest cached prefix (:meth:`PrefillMixin._prefill`). Greedy generation
uses a lean decode loop over the same cache (:meth:`PrefillMixin._generate_from_store`: the tokens
``generate`` gives, fewer forwards with n-gram drafts). The store is keyed by the weights (model,
active adapter, parameter versions): any weight update empties it.

The mixin uses what :class:`LanguageModel` defines: ``model``, ``tokenizer``, ``torch``, ``device``,
``eos_token_ids``, ``activate``, ``dtype`` and ``last_prefix_reuse``.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from reflect_cli.lm.transformers.cache_api import cache_kwargs, cache_of
from reflect_cli.lm.transformers.decode_weights import DecodeWeights, bf16_decode
from reflect_cli.lm.transformers.drafts import DraftBank, draft_width
from reflect_cli.lm.transformers.kvstore import (
    KVStore,
    _cast_cache,
    _common_prefix,
    _Group,
    _merge_groups,
    _partition,
    _plain_dynamic_cache,
    _row_kv,
    _weights_key,
)
from reflect_cli.lm.transformers.precision import bf16_body, device_type

# The defaults of a model's prefix KV store (MiB) and decode drafts (tokens per forward); the
# environment variables REFLECT_KV_STORE_MB and REFLECT_DRAFT_BUDGET override them for each model
# built after they are set (PrefillMixin.read_environment; docs/files.md lists them).
KV_STORE_MB = 256
DRAFT_BUDGET = 32

FORWARD_OVERHEAD_TOKENS = 16  # one extra forward costs about as much as this many more tokens (CPU)

# Generation-config keys that add no logits processor or stopping rule beyond what the lean greedy
# loop applies (every call passes its own sampling settings, max_new_tokens and EOS/pad ids).
_HARMLESS_GENERATION_KEYS = frozenset({
    "transformers_version", "_from_model_config", "bos_token_id", "eos_token_id", "pad_token_id",
    "decoder_start_token_id", "use_cache", "output_attentions", "output_hidden_states", "output_scores",
    "output_logits", "return_dict_in_generate", "temperature", "top_p", "top_k", "do_sample",
    "max_length", "max_new_tokens", "cache_implementation",
})


class PrefillMixin:
    """The prefix KV store of one model and the forwards that go through it."""

    # Bytes of KV cache kept for prefix reuse (see :class:`KVStore`); 0 disables the store and
    # every call runs its prompts in full (the pre-store code paths, kept unchanged).
    kv_store_bytes: int = KV_STORE_MB * 2**20
    # Weight dtypes the store is used for: in half precision a cached prefix rounds visibly
    # differently from a full forward (~1e-2), so by default only full-precision models use it.
    kv_store_dtypes: tuple[str, ...] = ("float32", "float64")
    # Tokens a greedy decode forward may run (each row's next token plus n-gram drafts, see
    # lm/transformers/drafts.py); 0 decodes one token per row and forward.
    draft_budget: int = DRAFT_BUDGET
    # Run the prompt tokens of no-grad calls through the store (policy scoring, reflection
    # prompts) with the body in bf16 and the output head in fp32 (lm/transformers/precision.py), on hardware
    # that computes bf16 natively: prefill is most of a rollout and is compute-bound. Decode steps
    # are decode_bf16's, and caches are stored in the weights' dtype.
    prefill_bf16: bool = False
    # Decode steps of the lean greedy loop read bf16 copies of the linear weights, the active
    # adapter merged in, and the output head's best logits are recomputed in fp32 (the greedy pick
    # is fp32's head's; lm/transformers/decode_weights.py); attention and the KV cache stay fp32. On with
    # prefill_bf16 (set_bf16_inference): a decode step is bound by reading the weights, and this
    # halves what it reads.
    decode_bf16: bool = False
    # RL's frozen reflector (lm/transformers/trunk.py PairTrunk): its prompt forwards keep their states after
    # the layers it shares with the policy, whose trunk then starts from them.
    pair_trunk: Any = None
    # The policy beside such a reflector (inference): its prompts' openings go into its KV store
    # from the reflector's (PairTrunk.seed) before its prompt forward.
    pair_seed: Any = None

    model: Any
    tokenizer: Any
    torch: Any
    device: Any
    last_prefix_reuse: tuple[int, int] | None

    def read_environment(self) -> None:
        """``$REFLECT_KV_STORE_MB`` (the store's size in MiB, 0: off) and ``$REFLECT_DRAFT_BUDGET``
        (0: one token per row and forward), read when the model is built, not when this module is
        imported: a test or a benchmark that sets them before loading a model gets them."""
        from reflect_cli.errors import UsageError

        for name, attr, scale in (("REFLECT_KV_STORE_MB", "kv_store_bytes", 2**20), ("REFLECT_DRAFT_BUDGET",
                                                                                  "draft_budget", 1)):
            value = os.environ.get(name)
            if value is None:
                continue
            try:
                number = float(value)
            except ValueError:
                raise UsageError(f"${name}={value!r} is not a number", hint=f"unset it or give a number, e.g. "
                                 f"{name}=0 to turn it off") from None
            setattr(self, attr, max(0, int(number * scale)))

    if TYPE_CHECKING:  # defined by LanguageModel
        def activate(self) -> None: ...
        @property
        def dtype(self) -> str: ...
        @property
        def eos_token_ids(self) -> list[int]: ...

    def set_bf16_inference(self, on: bool) -> None:
        """Run no-grad prompt forwards with the bf16 body (:attr:`prefill_bf16`) and greedy decode
        steps from bf16 weight copies (:attr:`decode_bf16`), or neither: RL's rollouts, and
        ``reflect eval --bf16``. Results move by bf16 rounding (tests/test_precision.py,
        tests/test_decode_weights.py)."""
        self.prefill_bf16 = self.decode_bf16 = bool(on)

    def clear_kv_store(self) -> None:
        """Forget every cached prefix (the store also empties itself when the weights change)."""
        store = self.__dict__.get("_kv_store_obj")
        if store is not None:
            store.clear()

    def kv_store_stats(self) -> dict[str, int]:
        """Counters of the prefix KV store since it was created: rows and prompt tokens run
        through it, tokens reused from cached prefixes, padded tokens computed, forwards."""
        store = self.__dict__.get("_kv_store_obj")
        return dict(store.stats) if store is not None else {}

    # -- prefix KV store ----------------------------------------------------------------------

    def _kv_store(self) -> KVStore | None:
        """The prefix KV store for the current weights (emptied when they changed), or ``None``
        when it is off, the model is in training mode, its weights are not in one of
        ``kv_store_dtypes`` or its cache is not a plain dynamic one."""
        budget = int(self.kv_store_bytes or 0)
        if budget <= 0 or getattr(self.model, "training", False):
            return None
        support = self.__dict__.get("_kv_support")
        if support is None or support[0] is not self.model:
            ok = self.dtype in self.kv_store_dtypes and _plain_dynamic_cache(self.model)
            support = self.__dict__["_kv_support"] = (self.model, ok)
        if not support[1]:
            return None
        key = _weights_key(self)
        if key is None:
            return None
        store = self.__dict__.get("_kv_store_obj")
        if store is None:
            store = self.__dict__["_kv_store_obj"] = KVStore()
        store.budget = budget
        if store.key != key:
            store.clear()
            store.key = key
        return store

    def kept_kv_store(self) -> KVStore | None:
        """The prefix KV store as this model's last call left it, not checked against the weights
        now active (:meth:`_kv_store` would clear it when another adapter of a shared base is):
        for :class:`~reflect_cli.lm.transformers.trunk.PairTrunk`, which reads only layers no adapter has."""
        return self.__dict__.get("_kv_store_obj")

    def _lean_decode_ok(self) -> bool:
        """Whether the lean greedy loop reproduces ``generate`` for this model: no generation
        config setting that would add a logits processor or stopping rule it does not apply."""
        config = getattr(self.model, "generation_config", None)
        if config is None:
            return True
        try:
            diff = set(config.to_diff_dict())
        except Exception:  # noqa: BLE001 - an odd config: keep transformers' generate
            return False
        return diff <= _HARMLESS_GENERATION_KEYS

    def _token_lists(self, prompts: Sequence[str]) -> list[list[int]]:
        return [list(ids) for ids in self.tokenizer(list(prompts), add_special_tokens=False)["input_ids"]]

    def _prefill(self, seqs: list[np.ndarray], store: KVStore) -> list[_Group]:
        """Run ``seqs`` (token id arrays) with no grad, each from its longest prefix in ``store``,
        and add every row's KV cache to the store.

        Rows that share a much longer prefix with another row of the call than with anything
        in the store (the same state twice, episodes of one task starting together, an empty
        store) wait for a second wave, run after the first wave's rows are in the store. Within
        a wave, rows are grouped by how many tokens they still need (one forward per group, so a
        row that only needs its last token is not padded to a full prompt). Row ``i`` of a
        group's cache holds its prefix at columns ``[P - n, P)`` and its remaining tokens
        right-aligned after column ``P``; the attention mask is 0 elsewhere and position ids run
        ``0..len-1`` over the attended columns, exactly as for the prompt on its own."""
        first = [store.match(ids)[1] for ids in seqs]
        leaders: list[int] = []
        followers: list[int] = []
        for r, ids in enumerate(seqs):
            shared = max((_common_prefix(ids, seqs[lead]) for lead in leaders), default=0)
            (followers if shared > first[r] + FORWARD_OVERHEAD_TOKENS else leaders).append(r)
        groups: list[_Group] = []
        reused = 0
        for wave in (leaders, followers):
            if wave:
                reused += self._prefill_wave(seqs, wave, store, groups)
        total = sum(len(ids) for ids in seqs)
        store.stats["rows"] += len(seqs)
        store.stats["tokens"] += total
        store.stats["reused"] += reused
        self.last_prefix_reuse = (reused, total)
        return groups

    def _prefill_wave(self, seqs: list[np.ndarray], wave: list[int], store: KVStore, groups: list[_Group]) -> int:
        """One wave of :meth:`_prefill` (rows ``wave`` of ``seqs``); returns the tokens reused."""
        torch = self.torch
        from transformers.cache_utils import DynamicCache

        matches: dict[int, tuple[list[Any] | None, int]] = {}
        for r in wave:
            kv, n = store.match(seqs[r])
            n = min(n, len(seqs[r]) - 1)  # always run at least the last token (its logits are wanted)
            matches[r] = (kv if n > 0 else None, max(n, 0))
        todo = {r: len(seqs[r]) - matches[r][1] for r in wave}
        pad = self.tokenizer.pad_token_id
        for part in _partition([todo[r] for r in wave], FORWARD_OVERHEAD_TOKENS):
            rows = [wave[i] for i in part]
            prefix_len = max(matches[r][1] for r in rows)
            width = max(todo[r] for r in rows)
            batch = len(rows)
            input_ids = torch.full((batch, width), pad, dtype=torch.long)
            attention = torch.zeros((batch, prefix_len + width), dtype=torch.long)
            positions = torch.zeros((batch, width), dtype=torch.long)
            for i, r in enumerate(rows):
                n, k = matches[r][1], todo[r]
                input_ids[i, width - k :] = torch.as_tensor(seqs[r][n:], dtype=torch.long)
                attention[i, prefix_len - n : prefix_len] = 1
                attention[i, prefix_len + width - k :] = 1
                positions[i, width - k :] = torch.arange(n, n + k)
            cache = None
            if prefix_len:
                ref = next(kv for kv, n in (matches[r] for r in rows) if n and kv is not None)
                layers = []
                for layer, (k0, v0) in enumerate(ref):
                    keys = k0.new_zeros((batch, k0.shape[1], prefix_len, k0.shape[3]))
                    values = v0.new_zeros((batch, v0.shape[1], prefix_len, v0.shape[3]))
                    for i, r in enumerate(rows):
                        kv, n = matches[r]
                        if n and kv is not None:
                            keys[i, :, prefix_len - n :] = kv[layer][0][0, :, :n]
                            values[i, :, prefix_len - n :] = kv[layer][1][0, :, :n]
                    layers.append((keys, values))
                cache = DynamicCache(layers)
            attention = attention.to(self.device)
            pair = self.pair_trunk
            with self._prefill_precision(cache), (pair.capture(self.model) if pair is not None else contextlib.nullcontext()) as captured:
                out = self.model(
                    input_ids=input_ids.to(self.device),
                    attention_mask=attention,
                    position_ids=positions.to(self.device),
                    **cache_kwargs(self.model, cache),
                    use_cache=True,
                    logits_to_keep=1,
                )
            if self.prefill_bf16:
                _cast_cache(cache_of(out), self.model.dtype)
            if captured:
                for i, r in enumerate(rows):
                    pair.record_prefill(seqs[r], matches[r][1], captured[0][i, width - todo[r] :])
            group = _Group(rows, out.logits[:, -1, :], cache_of(out), attention)
            for i, r in enumerate(rows):
                store.add(seqs[r], _row_kv(group.cache, i, attention[i]), logits=group.logits[i].clone())
            groups.append(group)
            store.stats["forwards"] += 1
            store.stats["padded"] += batch * width
        return sum(n for _, n in matches.values())

    def _prefill_precision(self, cache: Any) -> Any:
        """The context of a prefill forward: :attr:`prefill_bf16`'s bf16 body (with a cached prefix
        cast to bf16 for it), else none."""
        if not self.prefill_bf16:
            return contextlib.nullcontext()
        if cache is not None:
            _cast_cache(cache, self.torch.bfloat16)
        return bf16_body(self.model, device_type(self.device))

    def _decode_precision(self) -> Any:
        """The context of a decode forward: :attr:`decode_bf16`'s bf16 linear weights, else none."""
        if not self.decode_bf16:
            return contextlib.nullcontext()
        holder = self.__dict__.get("_decode_weights_obj")
        if holder is None:
            holder = self.__dict__["_decode_weights_obj"] = DecodeWeights()
        return bf16_decode(self.model, holder)

    def _logits_from_store(self, prompts: Sequence[str], store: KVStore):
        """:meth:`next_token_logits` (no grad) through the prefix KV store. A prompt scored
        before with the same weights (a revisited state) gets its memoised logits, bit for bit."""
        torch = self.torch
        self.activate()
        seqs = [np.asarray(ids, dtype=np.int64) for ids in self._token_lists(prompts)]
        memo = [store.logits(ids) for ids in seqs]
        todo = [r for r, m in enumerate(memo) if m is None]
        with torch.no_grad():
            groups = self._prefill([seqs[r] for r in todo], store) if todo else []
            for g in groups:
                for i, r in enumerate(g.rows):
                    memo[todo[r]] = g.logits[i]
                g.cache = None
            logits = torch.stack(memo)
        hits = len(seqs) - len(todo)
        if hits:
            computed = set(todo)
            hit_tokens = sum(len(ids) for r, ids in enumerate(seqs) if r not in computed)
            reused, total = (self.last_prefix_reuse or (0, 0)) if todo else (0, 0)
            self.last_prefix_reuse = (reused + hit_tokens, total + hit_tokens)
            store.stats["memo_hits"] += hits
            store.stats["rows"] += hits
            store.stats["tokens"] += hit_tokens
            store.stats["reused"] += hit_tokens
        return logits

    def _generate_from_store(
        self, prompts: Sequence[str], max_new_tokens: int, store: KVStore
    ) -> tuple[list[str], list[list[int]]]:
        """Greedy generation (plain argmax, no repetition penalty; stop at an EOS id or
        ``max_new_tokens``) in a lean decode loop over the prefix KV store. Each row gets the
        tokens greedy ``generate`` gives that prompt alone, and finished rows leave the batch.
        Returns the texts and, per row, the token ids whose KV cache was added to the store
        (prompt + reflection but its last token).

        With ``draft_budget`` > 0, each forward also checks draft tokens guessed by n-gram lookup
        (:mod:`reflect_cli.lm.transformers.drafts`) and keeps those the model agrees with: the same tokens
        in fewer forwards."""
        torch = self.torch
        self.activate()
        token_lists = self._token_lists(prompts)
        seqs = [np.asarray(ids, dtype=np.int64) for ids in token_lists]
        eos = set(self.eos_token_ids)
        generated: list[list[int]] = [[] for _ in seqs]
        known: list[list[int]] = [list(ids) for ids in token_lists]
        bank = self._draft_bank()
        budget = int(self.draft_budget or 0)
        with torch.no_grad(), contextlib.ExitStack() as decoding:
            groups = self._prefill(seqs, store)
            decoding.enter_context(self._decode_precision())  # decode steps only, after the prompts
            active, logits, cache, attention = _merge_groups(groups, torch)
            positions = torch.tensor([len(token_lists[r]) for r in active], device=self.device)
            pending = logits.float().argmax(-1).tolist()  # each row's next token, not yet fed
            forwards = 0
            while active:
                keep = []
                for i, r in enumerate(active):
                    generated[r].append(pending[i])
                    if pending[i] in eos or len(generated[r]) >= max_new_tokens:
                        # The cache holds the prompt and every generated token but this one.
                        known[r] = token_lists[r] + generated[r][:-1]
                        store.add(np.asarray(known[r], dtype=np.int64), _row_kv(cache, i, attention[i]))
                        bank.add(generated[r])
                    else:
                        keep.append(i)
                if not keep:
                    break
                if len(keep) < len(active):
                    index = torch.tensor(keep, device=self.device)
                    for layer in cache.layers:
                        layer.batch_select_indices(index)
                    attention, positions = attention[index], positions[index]
                    active = [active[i] for i in keep]
                    pending = [pending[i] for i in keep]
                feed = _draft_feed(active, pending, token_lists, generated, bank, budget, max_new_tokens)
                span = max(map(len, feed))
                pad = self.tokenizer.pad_token_id
                input_ids = torch.tensor([f + [pad] * (span - len(f)) for f in feed], device=self.device)
                block = torch.tensor([[1] * len(f) + [0] * (span - len(f)) for f in feed], dtype=attention.dtype,
                                     device=self.device)
                attention = torch.cat([attention, block], dim=1)
                out = self.model(
                    input_ids=input_ids,
                    attention_mask=attention,
                    position_ids=positions[:, None] + torch.arange(span, device=self.device)[None],
                    **cache_kwargs(self.model, cache),
                    use_cache=True,
                    logits_to_keep=span,
                )
                forwards += 1
                cache = cache_of(out)
                predicted = out.logits.float().argmax(-1).tolist()
                _take_accepted(active, feed, predicted, generated, pending, attention, positions,
                               base=attention.shape[1] - span, eos=eos, max_new_tokens=max_new_tokens)
            store.stats["decode_forwards"] = store.stats.get("decode_forwards", 0) + forwards
            store.stats["decoded"] = store.stats.get("decoded", 0) + sum(map(len, generated))
        texts = [self.tokenizer.decode(g, skip_special_tokens=True).strip() for g in generated]
        return texts, known

    def _draft_bank(self) -> DraftBank:
        bank = self.__dict__.get("_draft_bank_obj")
        if bank is None:
            bank = self.__dict__["_draft_bank_obj"] = DraftBank()
        return bank

    def _lean_store(self, temperature: float, max_new_tokens: int) -> Any:
        """The prefix KV store when greedy generation can run the lean decode loop over it, else None."""
        if temperature <= 0 and max_new_tokens > 0 and self._lean_decode_ok():
            return self._kv_store()
        return None


def _draft_feed(active: list[int], pending: list[int], token_lists: list[list[int]], generated: list[list[int]],
                bank: DraftBank, budget: int, max_new_tokens: int) -> list[list[int]]:
    """What each active row feeds the next decode forward: its pending token, then the n-gram
    drafts that could still be kept (within the draft budget and the row's remaining tokens)."""
    room = [max_new_tokens - len(generated[r]) - 1 for r in active]
    width = draft_width(len(active), budget) if budget > 0 else 0
    feed = []
    for i, r in enumerate(active):
        context = np.asarray(token_lists[r] + generated[r], dtype=np.int64)
        feed.append([pending[i], *bank.propose(context, min(width, room[i]))])
    return feed


def _take_accepted(active: list[int], feed: list[list[int]], predicted: list[list[int]], generated: list[list[int]],
                   pending: list[int], attention: Any, positions: Any, *, base: int, eos: set[int],
                   max_new_tokens: int) -> None:
    """After a decode forward: each row keeps the drafts the model agrees with (draft j + 1 stands
    when the model, fed everything before it, predicts it), takes its next pending token, and
    masks what it rejected (in place: ``generated``, ``pending``, ``attention``, ``positions``)."""
    for i, (r, f) in enumerate(zip(active, feed, strict=True)):
        accepted = 0
        while accepted + 1 < len(f) and predicted[i][accepted] == f[accepted + 1]:
            accepted += 1
            if f[accepted] in eos:
                break
        drafts = f[1 : accepted + 1]
        if drafts and (drafts[-1] in eos or len(generated[r]) + len(drafts) >= max_new_tokens):
            # The row ends on a draft: like every ending, its last token is not in the cache.
            generated[r].extend(drafts[:-1])
            pending[i] = drafts[-1]
            attention[i, base + accepted :] = 0
            positions[i] += accepted
            continue
        generated[r].extend(drafts)
        pending[i] = predicted[i][accepted]
        attention[i, base + accepted + 1 :] = 0  # rejected drafts and padding stay masked
        positions[i] += accepted + 1
