"""Transformers backend: one causal LM with its tokenizer, used for reflection (generation) and
for the policy (next-token label scores in one forward pass, or action-text scores).

:class:`LanguageModel` implements :class:`~reflect_cli.lm.backend.LanguageBackend` with every
capability (gradients, action-text scoring, prefix reuse). Its parts live in three modules:

* this one: loading (:meth:`LanguageModel.load`), tokenizing, full forwards and ``generate``;
* :mod:`reflect_cli.lm.transformers.prefill` (:class:`PrefillMixin`): inference without gradients through
  the prefix KV store (:class:`~reflect_cli.lm.transformers.kvstore.KVStore`: a new prompt runs only the
  tokens after its longest cached prefix) and the lean greedy decode loop over it;
* :mod:`reflect_cli.lm.transformers.prefix` (:class:`PrefixReuseMixin`): a reflection's KV cache reused by
  the policy call of the same step.

Batches are left-padded so that every prompt's last position is the last column; position ids are
derived from the attention mask so padding does not shift positions.

Which model a ``--model`` value names is resolved in :mod:`reflect_cli.lm.resolve`; the one
entry point that picks a backend is :func:`reflect_cli.lm.loading.load_model`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from reflect_cli.errors import ModelLoadError, first_line
from reflect_cli.lm.resolve import (
    REPAIR_HINT,
    _load_failure,
    check_model_dir,
    downloads_allowed,
    enforce_offline,
    resolve_model_ref,
)
from reflect_cli.lm.transformers import scoring
from reflect_cli.lm.transformers.prefill import PrefillMixin
from reflect_cli.lm.transformers.prefix import PrefixReuseMixin
from reflect_cli.lm.transformers.scoring import padded_causal_mask
from reflect_cli.lm.transformers.trunk import forward_logits, trunk_depth
from reflect_cli.runs import INFO_FILE

# Reflections decode without a repetition penalty: SFT never trains with one, and it would penalise
# the file names a reflection must copy from the observation (every prompt token counts as seen).
# Passed explicitly so a model's generation config cannot add one; the lean loop applies none.
REPETITION_PENALTY = 1.0


class LanguageModel(PrefillMixin, PrefixReuseMixin):
    """A causal LM + tokenizer pair with the two operations Reflect-RL needs."""

    backend = "transformers"
    supports_grad = True
    supports_scoring = True
    supports_text_scoring = True
    supports_prefix_cache = True
    # Set by the loaders from a trained run's reflect.json (None: not recorded).
    policy_head: str | None = None
    action_prior: dict[str, Any] | None = None
    # RL's store of the frozen trunk's states while rollouts and the update score (lm/transformers/trunk.py).
    trunk_memo: Any = None
    reflection_tokens: int | None = None
    adapter: str | None = None  # the PEFT adapter this view activates (agent.adapters.AdapterView)

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
        self.read_environment()  # $REFLECT_KV_STORE_MB, $REFLECT_DRAFT_BUDGET

    @classmethod
    def load(
        cls,
        ref: str | None = None,
        *,
        device: str | None = None,
        dtype: str = "auto",
        log: Callable[[str], None] | None = None,
    ) -> LanguageModel:
        enforce_offline()
        path, gguf_file, name = resolve_model_ref(ref, log)
        if (Path(path) / INFO_FILE).is_file():
            return cls._load_trained(Path(path), name, device=device, dtype=dtype, log=log)
        if Path(path).is_dir() and not gguf_file:
            check_model_dir(Path(path))
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
        if not downloads_allowed():
            kwargs["local_files_only"] = True
        try:
            tokenizer = AutoTokenizer.from_pretrained(path, **kwargs)
        except MemoryError:
            raise
        except Exception as exc:  # noqa: BLE001 - tokenizer readers raise many types for one thing: a bad file
            raise _load_failure(ref, path, gguf_file, "tokenizer", exc) from exc
        try:
            # Any, as LanguageModel.model is: the stubs type the wrapped .to() as unbound
            model: Any = AutoModelForCausalLM.from_pretrained(path, dtype=torch_dtype, **kwargs)
        except MemoryError:
            raise
        except Exception as exc:  # noqa: BLE001 - safetensors, gguf and config readers raise many types
            raise _load_failure(ref, path, gguf_file, "weights", exc) from exc
        model.to(device)
        model.eval()
        return cls(model, tokenizer, name)

    @classmethod
    def _load_trained(
        cls, final: Path, name: str, *, device: str | None, dtype: str, log: Callable[[str], None] | None
    ) -> LanguageModel:
        """A run's ``final/`` dir (see ``reflect_cli.lm.artifacts``): full weights, or the base
        named in ``reflect.json`` with the LoRA adapter merged in (for inference)."""
        from reflect_cli.lm.artifacts import align_eos, base_fingerprint, read_info, trained_eos

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
            except MemoryError:
                raise
            except Exception as exc:  # noqa: BLE001 - a truncated adapter file raises SafetensorError
                raise ModelLoadError(f"cannot load adapter {final / 'adapter'}: {first_line(exc)[:200]}",
                                     hint=REPAIR_HINT) from exc
            lm.model = merged
            lm.model.eval()
        align_eos(lm.tokenizer, trained_eos(final))
        lm.name = name
        if info.target == "policy":
            lm.policy_head = info.policy_head  # read by agent.policy.head_of
            lm.action_prior = info.action_prior  # read by agent.policy.Policy
        if info.reflection_tokens:
            lm.reflection_tokens = info.reflection_tokens
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
        from reflect_cli.lm.backend import im_end_id

        im_end = im_end_id(self.tokenizer)
        if im_end is not None:
            ids.add(im_end)
        return sorted(i for i in ids if i is not None)

    def encode_batch(self, prompts: Sequence[str]):
        enc = self.tokenizer(list(prompts), return_tensors="pt", padding=True, add_special_tokens=False)
        input_ids = enc["input_ids"].to(self.device)
        attention = enc["attention_mask"].to(self.device)
        positions = (attention.cumsum(-1) - 1).clamp(min=0)
        return input_ids, attention, positions

    def activate(self) -> None:
        """Switch the shared weights to this model's own (a no-op here; an
        :class:`~reflect_cli.lm.adapters.AdapterView` activates its adapter)."""

    @property
    def dtype(self) -> str:
        """The weights' dtype, e.g. ``float32`` (``""`` when the model does not say)."""
        return str(getattr(self.model, "dtype", "")).replace("torch.", "")

    def token_ids(self, text: str) -> list[int]:
        """``text`` tokenized exactly as :meth:`encode_batch` does (no special tokens added)."""
        return list(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    # -- policy: next-token scores ----------------------------------------------------------

    def next_token_logits(self, prompts: Sequence[str], *, grad: bool = False):
        """Logits of the token that follows each prompt, shape ``[batch, vocab]``.

        Without ``grad``, prompts run through the prefix KV store (only the tokens after each
        prompt's longest cached prefix are computed; same logits within float rounding)."""
        return self._next_token_logits(prompts, grad=grad)

    def _next_token_logits(self, prompts: Sequence[str], *, grad: bool = False):
        """:meth:`next_token_logits` itself, for callers that must not go through a wrapper or
        an override of it (an override would count or activate the call twice)."""
        torch = self.torch
        store = None if grad else self._kv_store()
        if store is not None:
            return self._logits_from_store(prompts, store)
        input_ids, attention, positions = self.encode_batch(prompts)
        with torch.set_grad_enabled(grad):
            if grad and trunk_depth(self.model):
                # The frozen trunk runs without grad (lm/transformers/trunk.py); it needs the 4-D mask.
                dtype = next(self.model.parameters()).dtype
                mask = padded_causal_mask(attention, dtype if dtype.is_floating_point else torch.float32)
                return forward_logits(self.model, input_ids, mask, positions, 1)[:, -1, :]
            out = self.model(
                input_ids=input_ids,
                attention_mask=attention,
                position_ids=positions,
                use_cache=False,
                logits_to_keep=1,
            )
        return out.logits[:, -1, :]

    def continuation_logprobs(
        self, prompts: Sequence[str], continuations: Sequence[Sequence[str]], *, grad: bool = False
    ) -> list[tuple[Any, Any]]:
        """The summed log-probability of each continuation of each prompt and their token counts
        (the policy's ``text`` head; :func:`reflect_cli.lm.transformers.scoring.continuation_logprobs`)."""
        return scoring.continuation_logprobs(self, prompts, continuations, grad=grad)

    # -- reflection: generation -------------------------------------------------------------

    def _hf_generate(
        self, input_ids: Any, attention: Any, max_new_tokens: int, temperature: float, seed: int | None, **extra: Any
    ) -> Any:
        """``transformers``' ``generate``: greedy (temperature 0) or seeded pure sampling, with the
        stop tokens every generation path shares and no repetition penalty."""
        kwargs: dict[str, Any] = {"do_sample": temperature > 0}
        if temperature > 0:
            kwargs.update(temperature=temperature, top_p=1.0, top_k=0)
            if seed is not None:
                self.torch.manual_seed(seed)
        else:
            kwargs.update(temperature=None, top_p=None, top_k=None)
        with self.torch.no_grad():
            return self.model.generate(
                input_ids=input_ids,
                attention_mask=attention,
                max_new_tokens=max_new_tokens,
                eos_token_id=self.eos_token_ids,
                pad_token_id=self.tokenizer.pad_token_id,
                repetition_penalty=REPETITION_PENALTY,
                **kwargs,
                **extra,
            )

    def generate(
        self,
        prompts: Sequence[str],
        *,
        max_new_tokens: int,
        temperature: float = 0.0,
        seed: int | None = None,
    ) -> list[str]:
        """Continue each prompt; stop at EOS (or ``<|im_end|>``) or after ``max_new_tokens``.

        Greedy generation (temperature 0) runs a lean decode loop over the prefix KV store when
        it is on (:meth:`_generate_from_store`: each row gets the tokens ``generate`` gives it
        alone); sampling always uses ``transformers``' ``generate``."""
        store = self._lean_store(temperature, max_new_tokens)
        if store is not None:
            return self._generate_from_store(prompts, max_new_tokens, store)[0]
        input_ids, attention, _ = self.encode_batch(prompts)
        out = self._hf_generate(input_ids, attention, max_new_tokens, temperature, seed)
        new = out[:, input_ids.shape[1] :]
        return [self.tokenizer.decode(row, skip_special_tokens=True).strip() for row in new]
