"""Transformers backend: one causal LM with its tokenizer, used for reflection (generation) and
for the policy (next-token label scores in one forward pass).

Batches are left-padded so that every prompt's last position is the last column; position ids are
derived from the attention mask so padding does not shift positions.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from reflect_cli.agent import embedded
from reflect_cli.errors import ModelLoadError


def resolve_model_ref(ref: str | None, log: Callable[[str], None] | None = None) -> tuple[str, str | None, str]:
    """Map a ``--model`` value to ``(path_or_id, gguf_file, display_name)``."""
    if ref is None or ref.lower() in embedded.EMBEDDED_ALIASES:
        return str(embedded.ensure_converted(log)), None, embedded.EMBEDDED_NAME
    path = Path(ref).expanduser()
    for trained in (path, path / "final"):
        if trained.is_dir() and (trained / "reflect.json").is_file():
            return str(trained), None, str(path)  # a trained run: LanguageModel.load reads reflect.json
    if path.is_file() and path.suffix == ".gguf":
        return str(path.parent), path.name, str(path)
    if path.is_dir():
        if not (path / "config.json").is_file():
            raise ModelLoadError(
                f"{ref} is a directory but holds no model (no config.json)",
                hint="pass a Hugging Face model directory, a .gguf file or a Hugging Face model id",
            )
        return str(path), None, str(path)
    if path.exists():
        raise ModelLoadError(f"{ref} is not a model directory or a .gguf file")
    if ref.startswith((".", "/", "~")) or os.sep in ref and ref.count("/") != 1:
        raise ModelLoadError(f"model path {ref} does not exist")
    return ref, None, ref  # a Hugging Face model id


class LanguageModel:
    """A causal LM + tokenizer pair with the two operations Reflect-RL needs."""

    def __init__(self, model: Any, tokenizer: Any, name: str) -> None:
        import torch

        self.torch = torch
        self.model = model
        self.tokenizer = tokenizer
        self.name = name
        self.last_prefix_reuse: tuple[int, int] | None = None  # (reused, total) tokens, last call
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token_id is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.device = next(model.parameters()).device

    @classmethod
    def load(
        cls,
        ref: str | None = None,
        *,
        device: str | None = None,
        dtype: str = "auto",
        log: Callable[[str], None] | None = None,
    ) -> LanguageModel:
        path, gguf_file, name = resolve_model_ref(ref, log)
        if (Path(path) / "reflect.json").is_file():
            return cls._load_trained(Path(path), name, device=device, dtype=dtype, log=log)
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer
        from transformers.utils import logging as hf_logging

        hf_logging.set_verbosity_error()
        hf_logging.disable_progress_bar()
        device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        if dtype == "auto":
            torch_dtype = torch.bfloat16 if device.startswith("cuda") else torch.float32
        else:
            torch_dtype = getattr(torch, dtype)
        kwargs: dict[str, Any] = {"gguf_file": gguf_file} if gguf_file else {}
        try:
            tokenizer = AutoTokenizer.from_pretrained(path, **kwargs)
            model = AutoModelForCausalLM.from_pretrained(path, dtype=torch_dtype, **kwargs)
        except (OSError, ValueError) as exc:
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise ModelLoadError(
                f"cannot load model {ref!r}: {first}",
                hint="without network access only local directories, .gguf files and the embedded "
                "model work; omit --model to use the embedded SmolLM2-135M-Instruct",
            ) from exc
        model.to(device)
        model.eval()
        return cls(model, tokenizer, name)

    @classmethod
    def _load_trained(
        cls, final: Path, name: str, *, device: str | None, dtype: str, log: Callable[[str], None] | None
    ) -> LanguageModel:
        """A run's ``final/`` dir (see ``reflect_cli.train.models``): full weights, or the base
        named in ``reflect.json`` with the LoRA adapter merged in (for inference)."""
        from reflect_cli.train.models import base_fingerprint, read_info

        info = read_info(final)
        if info.kind == "full":
            lm = cls.load(str(final / "model"), device=device, dtype=dtype, log=log)
        else:
            from peft import PeftModel

            lm = cls.load(info.base, device=device, dtype=dtype, log=log)
            if base_fingerprint(lm.model) != info.base_fingerprint:
                raise ModelLoadError(f"{final}: the adapter was trained on another base than {info.base!r}")
            try:
                merged = PeftModel.from_pretrained(lm.model, str(final / "adapter")).merge_and_unload()
            except (OSError, ValueError, RuntimeError) as exc:
                raise ModelLoadError(f"cannot load adapter {final / 'adapter'}: {exc}") from exc
            lm.model = merged
            lm.model.eval()
        lm.name = name
        return lm

    # -- text helpers ---------------------------------------------------------------------

    @property
    def eos_token_ids(self) -> list[int]:
        ids = {self.tokenizer.eos_token_id}
        gen_eos = getattr(getattr(self.model, "generation_config", None), "eos_token_id", None)
        if isinstance(gen_eos, int):
            ids.add(gen_eos)
        elif isinstance(gen_eos, (list, tuple)):
            ids.update(gen_eos)
        im_end = self.tokenizer.convert_tokens_to_ids("<|im_end|>") if "<|im_end|>" in self.tokenizer.get_vocab() else None
        if im_end is not None:
            ids.add(im_end)
        return sorted(i for i in ids if i is not None)

    def encode_batch(self, prompts: Sequence[str]):
        enc = self.tokenizer(list(prompts), return_tensors="pt", padding=True, add_special_tokens=False)
        input_ids = enc["input_ids"].to(self.device)
        attention = enc["attention_mask"].to(self.device)
        positions = (attention.cumsum(-1) - 1).clamp(min=0)
        return input_ids, attention, positions

    def _activate(self) -> None:
        """Subclasses that switch weights per call (``train.models.AdapterView``) define ``activate``."""
        activate = getattr(self, "activate", None)
        if activate is not None:
            activate()

    def token_ids(self, text: str) -> list[int]:
        """``text`` tokenized exactly as :meth:`encode_batch` does (no special tokens added)."""
        return list(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    # -- policy: next-token scores ----------------------------------------------------------

    def next_token_logits(self, prompts: Sequence[str], *, grad: bool = False):
        """Logits of the token that follows each prompt, shape ``[batch, vocab]``."""
        torch = self.torch
        input_ids, attention, positions = self.encode_batch(prompts)
        with torch.set_grad_enabled(grad):
            out = self.model(
                input_ids=input_ids,
                attention_mask=attention,
                position_ids=positions,
                use_cache=False,
                logits_to_keep=1,
            )
        return out.logits[:, -1, :]

    # -- reflection: generation -------------------------------------------------------------

    def _sampling_kwargs(self, temperature: float, seed: int | None) -> dict[str, Any]:
        """``generate`` arguments for greedy (temperature 0) or seeded pure sampling."""
        kwargs: dict[str, Any] = {"do_sample": temperature > 0}
        if temperature > 0:
            kwargs.update(temperature=temperature, top_p=1.0, top_k=0)
            if seed is not None:
                self.torch.manual_seed(seed)
        else:
            kwargs.update(temperature=None, top_p=None, top_k=None)
        return kwargs

    def generate(
        self,
        prompts: Sequence[str],
        *,
        max_new_tokens: int,
        temperature: float = 0.0,
        seed: int | None = None,
    ) -> list[str]:
        """Continue each prompt; stop at EOS (or ``<|im_end|>``) or after ``max_new_tokens``."""
        torch = self.torch
        input_ids, attention, _ = self.encode_batch(prompts)
        kwargs = self._sampling_kwargs(temperature, seed)
        with torch.no_grad():
            out = self.model.generate(
                input_ids=input_ids,
                attention_mask=attention,
                max_new_tokens=max_new_tokens,
                eos_token_id=self.eos_token_ids,
                pad_token_id=self.tokenizer.pad_token_id,
                repetition_penalty=1.1,
                **kwargs,
            )
        new = out[:, input_ids.shape[1] :]
        return [self.tokenizer.decode(row, skip_special_tokens=True).strip() for row in new]

    # -- shared-prefix reuse: reflection KV cache -> policy scoring -----------------------------

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
        The text returned is the same as ``generate([prompt], ...)[0]``."""
        torch = self.torch
        self._activate()
        ids = self.token_ids(prompt)
        input_ids = torch.tensor([ids], device=self.device)
        kwargs = self._sampling_kwargs(temperature, seed)
        with torch.no_grad():
            out = self.model.generate(
                input_ids=input_ids,
                attention_mask=torch.ones_like(input_ids),
                max_new_tokens=max_new_tokens,
                eos_token_id=self.eos_token_ids,
                pad_token_id=self.tokenizer.pad_token_id,
                repetition_penalty=1.1,
                return_dict_in_generate=True,
                **kwargs,
            )
        seq = out.sequences[0].tolist()
        text = self.tokenizer.decode(seq[len(ids) :], skip_special_tokens=True).strip()
        cache = out.past_key_values
        # The cache holds every token but the last generated one (it was never fed back).
        known = seq[: cache.get_seq_length()] if cache is not None else []
        return text, PrefixCache(ids=known, cache=cache, owner=self)

    def next_token_logits_with_prefix(self, prompt: str, prefix: PrefixCache | None):
        """Next-token logits of ``prompt`` (shape ``[1, vocab]``), reusing ``prefix``'s KV cache
        for the longest run of leading tokens that ``prompt`` shares with it.

        Exact by construction: the prompt is tokenized on its own (as :meth:`next_token_logits`
        does) and only token ids that match the cached ones, at the same positions, are reused,
        so a reflection whose decoded text re-tokenizes differently just reuses less. The
        cache is cropped back afterwards, so it can serve several prompts."""
        torch = self.torch
        ids = self.token_ids(prompt)
        if prefix is None or prefix.cache is None or not prefix.ids or prefix.owner is not self:
            return self.next_token_logits([prompt])  # a cache made by other weights is never reused
        self._activate()
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
                    past_key_values=cache,
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
        torch = self.torch
        self._activate()
        input_ids, attention, _ = self.encode_batch(prompts)
        kwargs = self._sampling_kwargs(temperature, seed)
        with torch.no_grad():
            out = self.model.generate(
                input_ids=input_ids,
                attention_mask=attention,
                max_new_tokens=max_new_tokens,
                eos_token_id=self.eos_token_ids,
                pad_token_id=self.tokenizer.pad_token_id,
                repetition_penalty=1.1,
                return_dict_in_generate=True,
                **kwargs,
            )
        width = input_ids.shape[1]
        seqs = out.sequences
        texts = [self.tokenizer.decode(row[width:], skip_special_tokens=True).strip() for row in seqs]
        cache = out.past_key_values
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
        if prefix.cache is None or prefix.owner is not self or len(prompts) != len(prefix.rows):
            return self.next_token_logits(prompts)
        self._activate()
        ids = [self.token_ids(p) for p in prompts]
        cache, prefix.cache = prefix.cache, None
        fed = cache.get_seq_length()
        shared = []
        for row, (_, known) in zip(ids, prefix.rows):
            n, limit = 0, min(len(row) - 1, len(known))
            while n < limit and row[n] == known[n]:
                n += 1
            shared.append(n)
        suffixes = [row[n:] for row, n in zip(ids, shared)]
        width = max(map(len, suffixes))
        batch = len(ids)
        pad = self.tokenizer.pad_token_id
        input_ids = torch.full((batch, width), pad, dtype=torch.long)
        attention = torch.zeros((batch, fed + width), dtype=torch.long)
        positions = torch.zeros((batch, width), dtype=torch.long)
        for r, (suffix, n, (start, _)) in enumerate(zip(suffixes, shared, prefix.rows)):
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
                past_key_values=cache,
                use_cache=True,
                logits_to_keep=1,
            )
        return out.logits[:, -1, :]


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
