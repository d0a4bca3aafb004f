"""Shared-prefix reuse of the transformers backend: the KV cache of a step's reflection serves the
policy call of the same step (the policy prompt extends the reflection prompt).

:class:`~reflect_cli.lm.transformers.model.LanguageModel` inherits :class:`PrefixReuseMixin`; it is the
``PrefixReuse`` capability of :mod:`reflect_cli.lm.backend` (``supports_prefix_cache``).
With the prefix KV store on (greedy generation), the cache lives in the store and the returned
prefix only refers to it (``IN_STORE``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from reflect_cli.lm.transformers.cache_api import cache_kwargs, cache_of
from reflect_cli.lm.transformers.kvstore import IN_STORE, BatchPrefix, PrefixCache, _crop_to


class PrefixReuseMixin:
    """``generate_with_prefix`` / ``next_token_logits_with_prefix`` (one prompt) and their batched
    forms. Uses what :class:`LanguageModel` and :class:`~reflect_cli.lm.transformers.prefill.PrefillMixin`
    define."""

    model: Any
    tokenizer: Any
    torch: Any
    device: Any
    last_prefix_reuse: tuple[int, int] | None

    if TYPE_CHECKING:  # defined by LanguageModel and PrefillMixin
        def activate(self) -> None: ...
        def token_ids(self, text: str) -> list[int]: ...
        def encode_batch(self, prompts: Sequence[str]) -> tuple[Any, Any, Any]: ...
        def next_token_logits(self, prompts: Sequence[str], *, grad: bool = False) -> Any: ...
        def _next_token_logits(self, prompts: Sequence[str], *, grad: bool = False) -> Any: ...
        def _hf_generate(self, input_ids: Any, attention: Any, max_new_tokens: int, temperature: float,
                         seed: int | None, **extra: Any) -> Any: ...
        def _lean_store(self, temperature: float, max_new_tokens: int) -> Any: ...
        def _generate_from_store(self, prompts: Sequence[str], max_new_tokens: int,
                                 store: Any) -> tuple[list[str], list[list[int]]]: ...

    def generate_with_prefix(
        self,
        prompt: str,
        *,
        max_new_tokens: int,
        temperature: float = 0.0,
        seed: int | None = None,
    ) -> tuple[str, PrefixCache]:
        """:meth:`generate` for one prompt that also keeps the KV cache of prompt + reflection.

        The policy prompt of a step extends the reflection prompt, so
        :meth:`next_token_logits_with_prefix` can then run only the tokens after the shared prefix.
        The text returned is the same as ``generate([prompt], ...)[0]``. With the prefix KV store
        on (greedy), the KV cache lives in the store and the returned prefix only refers to it."""
        torch = self.torch
        self.activate()
        store = self._lean_store(temperature, max_new_tokens)
        if store is not None:
            texts, known_rows = self._generate_from_store([prompt], max_new_tokens, store)
            return texts[0], PrefixCache(ids=known_rows[0], cache=IN_STORE, owner=self)
        ids = self.token_ids(prompt)
        input_ids = torch.tensor([ids], device=self.device)
        out = self._hf_generate(input_ids, torch.ones_like(input_ids), max_new_tokens, temperature, seed,
                                return_dict_in_generate=True)
        seq = out.sequences[0].tolist()
        text = self.tokenizer.decode(seq[len(ids) :], skip_special_tokens=True).strip()
        cache = cache_of(out)
        # The cache holds every token but the last generated one (it was never fed back).
        known = seq[: cache.get_seq_length()] if cache is not None else []
        return text, PrefixCache(ids=known, cache=cache, owner=self)

    def next_token_logits_with_prefix(self, prompt: str, prefix: PrefixCache | None) -> Any:
        """Next-token logits of ``prompt`` (shape ``[1, vocab]``), reusing ``prefix``'s KV cache
        for the longest run of leading tokens that ``prompt`` shares with it.

        Exact by construction: the prompt is tokenized on its own (as :meth:`next_token_logits`
        does) and only token ids that match the cached ones, at the same positions, are reused,
        so a reflection whose decoded text re-tokenizes differently just reuses less. The
        cache is cropped back afterwards, so it can serve several prompts."""
        torch = self.torch
        if prefix is not None and prefix.cache is IN_STORE:
            self.activate()  # not via self.next_token_logits: wrappers of it would count this call twice
            return self._next_token_logits([prompt])
        ids = self.token_ids(prompt)
        if prefix is None or prefix.cache is None or not prefix.ids or prefix.owner is not self:
            return self.next_token_logits([prompt])  # a cache made by other weights is never reused
        self.activate()
        shared = 0
        limit = min(len(ids) - 1, len(prefix.ids))  # always run at least the last prompt token
        while shared < limit and ids[shared] == prefix.ids[shared]:
            shared += 1
        self.last_prefix_reuse = (shared, len(ids))
        if shared == 0:
            return self.next_token_logits([prompt])
        cache = prefix.cache
        _crop_to(cache, shared)
        suffix = torch.tensor([ids[shared:]], device=self.device)
        positions = torch.arange(shared, len(ids), device=self.device).unsqueeze(0)
        try:
            with torch.no_grad():
                out = self.model(
                    input_ids=suffix,
                    attention_mask=torch.ones((1, len(ids)), dtype=torch.long, device=self.device),
                    position_ids=positions,
                    **cache_kwargs(self.model, cache),
                    use_cache=True,
                    logits_to_keep=1,
                )
        finally:
            # Drop the suffix again; past ``shared`` the cache no longer matches ``prefix.ids``.
            _crop_to(cache, shared)
            del prefix.ids[shared:]
        return out.logits[:, -1, :]

    def generate_batch_with_prefix(
        self,
        prompts: Sequence[str],
        *,
        max_new_tokens: int,
        temperature: float = 0.0,
        seed: int | None = None,
    ) -> tuple[list[str], BatchPrefix]:
        """:meth:`generate` (same texts) that also keeps the batch's KV cache, for
        :meth:`next_token_logits_with_batch_prefix` (one use)."""
        self.activate()
        store = self._lean_store(temperature, max_new_tokens)
        if store is not None:
            texts, known = self._generate_from_store(prompts, max_new_tokens, store)
            return texts, BatchPrefix(IN_STORE, [(0, k) for k in known], owner=self)
        input_ids, attention, _ = self.encode_batch(prompts)
        out = self._hf_generate(input_ids, attention, max_new_tokens, temperature, seed, return_dict_in_generate=True)
        width = input_ids.shape[1]
        seqs = out.sequences
        texts = [self.tokenizer.decode(row[width:], skip_special_tokens=True).strip() for row in seqs]
        cache = cache_of(out)
        fed = cache.get_seq_length() if cache is not None else 0
        starts = (attention == 0).sum(-1).tolist()
        rows = [(start, seqs[r, start:fed].tolist()) for r, start in enumerate(starts)]
        return texts, BatchPrefix(cache, rows, owner=self)

    def next_token_logits_with_batch_prefix(self, prompts: Sequence[str], prefix: BatchPrefix):
        """Next-token logits of ``prompts[r]`` (shape ``[batch, vocab]``), each extending row ``r``
        of ``prefix``: only the tokens after each row's shared part are run, attending to that
        row's cached positions (left padding and unmatched generated tokens are masked out).
        Exact as :meth:`next_token_logits_with_prefix` is; consumes the cache."""
        torch = self.torch
        if prefix.cache is IN_STORE:
            prefix.cache = None  # one use, as with a real cache
            self.activate()
            return self._next_token_logits(prompts)
        if prefix.cache is None or prefix.owner is not self or len(prompts) != len(prefix.rows):
            return self.next_token_logits(prompts)
        self.activate()
        ids = [self.token_ids(p) for p in prompts]
        cache, prefix.cache = prefix.cache, None
        fed = cache.get_seq_length()
        shared = []
        for row, (_, known) in zip(ids, prefix.rows, strict=True):
            n, limit = 0, min(len(row) - 1, len(known))
            while n < limit and row[n] == known[n]:
                n += 1
            shared.append(n)
        suffixes = [row[n:] for row, n in zip(ids, shared, strict=True)]
        width = max(map(len, suffixes))
        batch = len(ids)
        pad = self.tokenizer.pad_token_id
        input_ids = torch.full((batch, width), pad, dtype=torch.long)
        attention = torch.zeros((batch, fed + width), dtype=torch.long)
        positions = torch.zeros((batch, width), dtype=torch.long)
        for r, (suffix, n, (start, _)) in enumerate(zip(suffixes, shared, prefix.rows, strict=True)):
            k = len(suffix)
            input_ids[r, width - k :] = torch.tensor(suffix)
            attention[r, start : start + n] = 1
            attention[r, fed + width - k :] = 1
            positions[r, width - k :] = torch.arange(n, n + k)
        self.last_prefix_reuse = (sum(shared), sum(map(len, ids)))
        with torch.no_grad():
            out = self.model(
                input_ids=input_ids.to(self.device),
                attention_mask=attention.to(self.device),
                position_ids=positions.to(self.device),
                **cache_kwargs(self.model, cache),
                use_cache=True,
                logits_to_keep=1,
            )
        return out.logits[:, -1, :]

