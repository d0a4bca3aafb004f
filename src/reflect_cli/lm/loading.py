"""One loader for a language model: :func:`load_model`.

A ``--model`` value (``embedded``, a model folder, a .gguf file, a Hugging Face id or a trained
run, resolved by :mod:`reflect_cli.lm.resolve`) becomes a
:class:`~reflect_cli.lm.backend.LanguageBackend`:

* ``backend`` ``transformers``: :meth:`LanguageModel.load <reflect_cli.lm.transformers.model.LanguageModel.load>`
  (a trained LoRA run is merged into its base), or 8-/4-bit through bitsandbytes
  (``quantization``, a base model only);
* ``backend`` ``llamacpp``: :meth:`LlamaCppModel.load <reflect_cli.lm.llamacpp.model.LlamaCppModel.load>`;
* ``backend`` None (automatic): llama.cpp for a .gguf file when llama-cpp-python is installed, else
  transformers. The embedded model's GGUF stays on transformers unless llama.cpp is asked for.

Backends are a name -> loader registry (:func:`register_backend`), as simonw/llm registers its
models; :func:`load_transformers` is the typed form for callers that need weights and gradients.

:func:`load_base` is the training form: a base model (never a trained run) to put adapters on.
The two players together are loaded by :func:`reflect_cli.agent.players.load_players`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from reflect_cli.errors import ModelLoadError, ReflectError, UsageError, require
from reflect_cli.lm import embedded
from reflect_cli.lm.artifacts import find_trained
from reflect_cli.lm.backend import LanguageBackend
from reflect_cli.lm.llamacpp.model import LlamaCppModel, llama_cpp_available
from reflect_cli.lm.resolve import enforce_offline, resolve_model_ref
from reflect_cli.lm.transformers.model import LanguageModel

QUANTIZATION = ("none", "8bit", "4bit")


class BackendLoader(Protocol):
    """Loads one ``--model`` reference as a backend; options a backend does not use are ignored."""

    def __call__(
        self, ref: str | None, *, device: str | None, dtype: str, quantization: str, log: Callable[[str], None] | None
    ) -> LanguageBackend: ...


_LOADERS: dict[str, BackendLoader] = {}


def register_backend(name: str, loader: BackendLoader) -> None:
    """Make ``name`` a ``--backend`` value (a plugin adds its own backend the same way)."""
    _LOADERS[name] = loader


def backends() -> tuple[str, ...]:
    """The ``--backend`` values: every registered backend (the one list the options check against)."""
    return tuple(_LOADERS)


def check_backend(name: str, option: str = "--backend") -> str:
    """``name`` (any case) as a registered backend; anything else is a :class:`UsageError`
    naming the registered ones."""
    key = name.lower()
    if key not in _LOADERS:
        raise UsageError(f"{option} {name!r}: unknown backend", hint=f"choose {' or '.join(backends())}")
    return key


def load_model(
    ref: str | None,
    backend: str | None = None,
    *,
    device: str | None = None,
    dtype: str = "auto",
    quantization: str = "none",
    log: Callable[[str], None] | None = None,
) -> LanguageBackend:
    """Load ``ref`` with ``backend`` (a registered name, or None = automatic, see the module
    docstring). ``device``, ``dtype`` and ``quantization`` apply to transformers."""
    name = _pick_backend(ref, backend, log)
    return _LOADERS[name](ref, device=device, dtype=dtype, quantization=quantization, log=log)


def load_transformers(
    ref: str | None,
    *,
    device: str | None = None,
    dtype: str = "auto",
    quantization: str = "none",
    log: Callable[[str], None] | None = None,
) -> LanguageModel:
    """``ref`` on the transformers backend: what training, merging and export need (weights, a
    tokenizer, gradients)."""
    if quantization not in QUANTIZATION:
        raise UsageError(f"unknown quantization {quantization!r}", hint="choose none, 8bit or 4bit")
    if quantization != "none":
        return _load_quantized(ref, quantization, log)
    return LanguageModel.load(ref, device=device, dtype=dtype, log=log)


def _load_llamacpp(
    ref: str | None, *, device: str | None, dtype: str, quantization: str, log: Callable[[str], None] | None
) -> LanguageBackend:
    return LlamaCppModel.load(ref, log=log)


def _pick_backend(ref: str | None, backend: str | None, log: Callable[[str], None] | None) -> str:
    """The backend asked for, or for ``None``: llama.cpp for a .gguf file when it is installed."""
    name = (backend or "auto").lower()
    if name != "auto":
        if name not in _LOADERS:
            raise UsageError(f"unknown backend {name!r}", hint=f"choose one of: {', '.join(_LOADERS)}")
        return name
    is_gguf = ref is not None and Path(ref).expanduser().suffix == ".gguf" and Path(ref).expanduser().is_file()
    if not is_gguf:
        return "transformers"
    if llama_cpp_available():
        return "llamacpp"
    if log:
        log("llama-cpp-python is not installed: loading the .gguf with transformers "
            "(slower; pip install 'reflect-cli[llamacpp]' for the llama.cpp backend)")
    return "transformers"


register_backend("transformers", load_transformers)
register_backend("llamacpp", _load_llamacpp)


def load_base(
    ref: str | None,
    *,
    device: str | None = None,
    quantization: str = "none",
    dtype: str = "auto",
    log: Callable[[str], None] | None = None,
) -> LanguageModel:
    """Load a base model (any ``--model`` ref but a trained run), optionally 8-/4-bit through
    bitsandbytes, with the transformers backend: what training puts adapters on."""
    if quantization not in QUANTIZATION:
        raise UsageError(f"unknown quantization {quantization!r}", hint="choose none, 8bit or 4bit")
    if find_trained(ref) is not None:
        raise UsageError(f"{ref} is a trained run, not a base model", hint="pass the base model it was trained from")
    return load_transformers(ref, device=device, dtype=dtype, quantization=quantization, log=log)


def canonical_base_ref(ref: str | None) -> str:
    """A base reference that can be stored and reloaded later (absolute path, hub id or 'embedded')."""
    if ref is None or ref.lower() in embedded.EMBEDDED_ALIASES:
        return "embedded"
    path = Path(ref).expanduser()
    if path.exists():
        return str(path.resolve())
    return ref


def _load_quantized(ref: str | None, quantization: str, log: Callable[[str], None] | None) -> LanguageModel:
    """A base model in 8 or 4 bits on the GPU, prepared for LoRA training (bitsandbytes)."""
    import torch

    require("bitsandbytes", extra="quant", purpose=f"{quantization} quantization")
    if not torch.cuda.is_available():
        raise ReflectError(
            f"{quantization} quantization needs a CUDA GPU (bitsandbytes); none is available here",
            hint="drop --quantization, or run on a machine with an NVIDIA GPU",
        )
    from transformers import AutoModelForCausalLM, AutoTokenizer, BitsAndBytesConfig

    enforce_offline()
    path, gguf_file, name = resolve_model_ref(ref, log)
    if gguf_file:
        raise UsageError("quantized training of a .gguf model is not supported", hint="use the HF checkpoint")
    qcfg = BitsAndBytesConfig(
        load_in_8bit=quantization == "8bit",
        load_in_4bit=quantization == "4bit",
        bnb_4bit_compute_dtype=torch.bfloat16,
        bnb_4bit_quant_type="nf4",
    )
    try:
        tokenizer = AutoTokenizer.from_pretrained(path)
        model = AutoModelForCausalLM.from_pretrained(path, quantization_config=qcfg, device_map={"": 0})
    except (OSError, ValueError) as exc:
        raise ModelLoadError(f"cannot load model {ref!r} in {quantization}: {exc}") from exc
    from peft import prepare_model_for_kbit_training

    model = prepare_model_for_kbit_training(model, use_gradient_checkpointing=False)
    return LanguageModel(model, tokenizer, name)
