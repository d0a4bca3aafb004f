"""llama.cpp backend: a GGUF model behind :class:`~reflect_cli.lm.backend.LanguageBackend`.

:class:`LlamaCppModel` implements the protocol on ``llama_cpp.Llama`` for inference with both
policy heads: no gradients and no prefix-reuse methods (its capabilities say so).

* Prompts are rendered **and tokenized** by the Hugging Face tokenizer (the ``OUT.tokenizer/``
  sidecar written by ``reflect export``, else rebuilt from the GGUF by transformers), and the
  token ids are fed to llama.cpp. Prompts and label ids are therefore identical to the
  transformers backend.
* Label scoring: one ``eval`` of the prompt, then the last position's logits through
  ``llama_get_logits_ith`` (no ``logits_all`` score matrix, no echo-logprob bug).
* The KV cache keeps the longest common prefix with the previous call, so the policy prompt of a
  step reuses the reflection prompt it extends.
* Generation: greedy or temperature sampling in numpy, with no repetition penalty (as the
  transformers backend); stops at EOS or ``<|im_end|>``.

* Text-head scores (``continuation_logprobs``): the prompt runs once (with the prefix reuse above),
  then every action's tokens run in one batch from its KV cells (:mod:`.llamacpp_text`).

llama.cpp is inference only: ``grad=True`` raises. Load it with :func:`reflect_cli.lm.loading.load_model` (``backend="llamacpp"``,
or automatically for a .gguf file).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.errors import ModelLoadError, ReflectError, first_line, require

DEFAULT_N_CTX = 4096


def llama_cpp_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("llama_cpp") is not None


def require_llama_cpp() -> Any:
    return require("llama_cpp", extra="llamacpp", purpose="The llama.cpp backend (extra 'llamacpp')")


def _load_tokenizer(gguf_path: Path) -> Any:
    from transformers import AutoTokenizer
    from transformers.utils import logging as hf_logging

    from reflect_cli.lm.artifacts import tokenizer_dir_for

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    sidecar = tokenizer_dir_for(gguf_path)
    from reflect_cli.lm.resolve import enforce_offline

    enforce_offline()
    try:
        if sidecar.is_dir():
            return AutoTokenizer.from_pretrained(str(sidecar))
        return AutoTokenizer.from_pretrained(str(gguf_path.parent), gguf_file=gguf_path.name)
    except MemoryError:
        raise
    except Exception as exc:  # noqa: BLE001 - gguf and tokenizer readers raise many types for one thing: a bad file
        first = first_line(exc)[:200]
        raise ModelLoadError(
            f"cannot load the tokenizer of {gguf_path}: {first}",
            hint="export the model with 'reflect export' (it writes the tokenizer next to the .gguf)",
        ) from exc


def resolve_gguf(ref: str | None, log: Callable[[str], None] | None = None) -> Path:
    """The GGUF file a ``--model`` value names for the llama.cpp backend."""
    from reflect_cli.lm import embedded

    if ref is None or ref.lower() in embedded.EMBEDDED_ALIASES:
        return embedded.require_embedded_gguf()
    path = Path(ref).expanduser()
    if path.is_file() and path.suffix == ".gguf":
        return path
    if path.is_dir():
        ggufs = sorted(path.glob("*.gguf"))
        if len(ggufs) == 1:
            return ggufs[0]
    raise ModelLoadError(
        f"--backend llamacpp needs a .gguf model; {ref!r} is not one",
        hint=f"export it first: reflect export {ref} --out model.gguf",
    )


def _exported_head(path: Path) -> str | None:
    """The policy head recorded by ``reflect export`` in the sidecar (``None``: a base model or no
    sidecar), so an exported policy is played with the head it was trained with."""
    head = _exported_field(path, "head")
    return head if isinstance(head, str) else None


def _exported_field(path: Path, key: str) -> Any:
    """A field of the sidecar ``reflect export`` wrote beside ``path`` (None: absent or unreadable)."""
    import json

    from reflect_cli.lm.artifacts import sidecar_path

    side = sidecar_path(path)
    try:
        doc = json.loads(side.read_text(encoding="utf-8")) if side.is_file() else None
    except (OSError, ValueError):
        doc = None
    return doc.get(key) if isinstance(doc, dict) else None


class LlamaCppModel:
    """A GGUF model run by llama.cpp: a :class:`~reflect_cli.lm.backend.LanguageBackend` with
    label scores, action-text scores and generation (no gradients)."""

    backend = "llamacpp"
    supports_grad = False
    supports_scoring = True
    supports_text_scoring = True
    supports_prefix_cache = False  # the KV cache still keeps the common prefix of consecutive calls
    policy_head: str | None = None
    action_prior: dict[str, Any] | None = None
    reflection_tokens: int | None = None
    dtype = "gguf"  # quantized weights (the .gguf's own types); logits are float32

    def __init__(self, llm: Any, tokenizer: Any, name: str, *, path: Path | None = None) -> None:
        import torch

        self._llama_cpp = require_llama_cpp()
        self.torch: Any = torch
        self.llm = llm
        self.tokenizer = tokenizer
        self.name = name
        self.path = path
        self.device = "cpu"
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token_id is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.n_vocab = int(llm.n_vocab())
        if len(tokenizer) > self.n_vocab:
            raise ModelLoadError(f"{name}: the tokenizer has {len(tokenizer)} tokens but the model {self.n_vocab}")
        self.prompt_tokens = 0  # tokens actually evaluated (after prefix reuse), for benchmarks
        self.reused_tokens = 0
        self.generated_tokens = 0
        self.scored_tokens = 0  # action tokens run by continuation_logprobs
        self.n_seq = 1  # sequences the context holds (> 1: the text head's one-batch scoring)

    @classmethod
    def load(
        cls,
        ref: str | None,
        *,
        n_ctx: int = DEFAULT_N_CTX,
        n_threads: int | None = None,
        log: Callable[[str], None] | None = None,
    ) -> LlamaCppModel:
        path = resolve_gguf(ref, log)
        llama_cpp = require_llama_cpp()
        tokenizer = _load_tokenizer(path)
        threads = int(n_threads or os.environ.get("REFLECT_THREADS") or os.cpu_count() or 1)
        try:
            llm = llama_cpp.Llama(
                model_path=str(path),
                n_ctx=n_ctx,
                n_batch=512,
                n_threads=threads,
                n_threads_batch=threads,
                logits_all=False,
                verbose=False,
            )
        except (ValueError, RuntimeError, OSError) as exc:
            raise ModelLoadError(f"llama.cpp cannot load {path}: {first_line(exc)[:200]}",
                                 hint="the .gguf file looks truncated or is not a model: export it again") from exc
        from reflect_cli.lm import embedded

        name = embedded.EMBEDDED_NAME + " [llama.cpp]" if ref is None or ref.lower() in embedded.EMBEDDED_ALIASES else f"{path} [llama.cpp]"
        model = cls(llm, tokenizer, name, path=path)
        model.policy_head = _exported_head(path)
        model.action_prior = _exported_field(path, "action_prior")
        from reflect_cli.lm.llamacpp.text import enable_sequences

        model.n_seq = enable_sequences(llm, llama_cpp)
        return model

    # -- helpers ------------------------------------------------------------------------------

    @property
    def eos_token_ids(self) -> list[int]:
        ids = {self.tokenizer.eos_token_id}
        from reflect_cli.lm.backend import im_end_id

        im_end = im_end_id(self.tokenizer)
        if im_end is not None:
            ids.add(im_end)
        eos = int(self.llm.token_eos())
        if 0 <= eos < self.n_vocab:
            ids.add(eos)
        return sorted(i for i in ids if i is not None)

    def encode(self, prompt: str) -> list[int]:
        return list(self.tokenizer.encode(prompt, add_special_tokens=False))

    def token_ids(self, text: str) -> list[int]:
        return self.encode(text)

    def activate(self) -> None:
        """One model, one set of weights: nothing to switch."""

    def _logits(self) -> np.ndarray:
        ptr = self._llama_cpp.llama_get_logits_ith(self.llm._ctx.ctx, -1)
        return np.ctypeslib.as_array(ptr, shape=(self.n_vocab,)).copy()

    def _eval(self, ids: Sequence[int]) -> np.ndarray:
        """Evaluate ``ids`` (reusing the cached common prefix); logits after the last one."""
        if not ids:
            raise ValueError("cannot score an empty prompt")
        n_ctx = int(self.llm.n_ctx())
        if len(ids) >= n_ctx:
            raise ReflectError(
                f"the prompt has {len(ids)} tokens, more than llama.cpp's context of {n_ctx}",
                hint="lower --max-steps or the environment's content size",
            )
        cached = self.llm.input_ids[: self.llm.n_tokens]
        n = min(len(cached), len(ids))
        common = 0
        if n:
            diff = np.nonzero(np.asarray(cached[:n]) != np.asarray(ids[:n]))[0]
            common = int(diff[0]) if diff.size else n
        common = min(common, len(ids) - 1)  # evaluate at least one token to get fresh logits
        self.llm.n_tokens = common
        self.llm.eval(list(ids[common:]))
        self.prompt_tokens += len(ids) - common
        self.reused_tokens += common
        return self._logits()

    # -- policy: next-token scores --------------------------------------------------------------

    def next_token_logits(self, prompts: Sequence[str], *, grad: bool = False):
        """Logits of the token that follows each prompt, a ``[batch, vocab]`` float tensor."""
        if grad:
            raise ReflectError("the llama.cpp backend is inference-only (no gradients); train with transformers")
        rows = [self._eval(self.encode(p)) for p in prompts]
        return self.torch.from_numpy(np.stack(rows).astype(np.float32))

    def continuation_logprobs(
        self, prompts: Sequence[str], continuations: Sequence[Sequence[str]], *, grad: bool = False,
        end_token: bool = True,
    ) -> list[tuple[Any, Any]]:
        """Per prompt, the summed log-probability of each continuation (+ EOS with ``end_token``)
        and their token counts, as 1-D tensors: the transformers backend's
        :func:`~reflect_cli.lm.transformers.scoring.continuation_logprobs` on llama.cpp. Each prompt runs
        once; its continuations run in one batch from its KV cells."""
        from reflect_cli.lm.llamacpp.text import score_continuations
        from reflect_cli.lm.transformers.scoring import continuation_ids

        if grad:
            raise ReflectError("the llama.cpp backend is inference-only (no gradients); train with transformers")
        out = []
        for prompt, texts in zip(prompts, continuations, strict=True):
            conts = continuation_ids(self.tokenizer, texts, end_token)
            first = self._eval(self.encode(prompt))
            sums = score_continuations(self.llm, self._llama_cpp, self.n_vocab, self.n_seq, first, conts)
            self.scored_tokens += sum(len(c) - 1 for c in conts)
            out.append((self.torch.from_numpy(sums.astype(np.float32)),
                        self.torch.as_tensor([len(c) for c in conts], dtype=self.torch.long)))
        return out

    # -- reflection: generation -----------------------------------------------------------------

    def generate(
        self,
        prompts: Sequence[str],
        *,
        max_new_tokens: int,
        temperature: float = 0.0,
        seed: int | None = None,
    ) -> list[str]:
        """Continue each prompt; stop at EOS (or ``<|im_end|>``) or after ``max_new_tokens``."""
        rng = np.random.default_rng(seed)
        stop = set(self.eos_token_ids)
        outs = []
        for prompt in prompts:
            ids = self.encode(prompt)
            new: list[int] = []
            logits = self._eval(ids)
            for _ in range(max_new_tokens):
                logits = logits.astype(np.float64)
                if temperature > 0:
                    z = logits / temperature
                    z -= z.max()
                    p = np.exp(z)
                    p /= p.sum()
                    token = int(rng.choice(len(p), p=p))
                else:
                    token = int(np.argmax(logits))
                if token in stop:
                    break
                new.append(token)
                self.generated_tokens += 1
                if self.llm.n_tokens + 1 >= int(self.llm.n_ctx()):
                    break
                self.llm.eval([token])
                logits = self._logits()
            outs.append(self.tokenizer.decode(new, skip_special_tokens=True).strip())
        return outs
