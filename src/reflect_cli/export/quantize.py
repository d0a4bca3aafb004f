"""GGUF quantization: the f16 file the writer makes, turned into ``bf16``, ``q8_0`` or ``q4_k_m`` by
``llama_cpp.llama_model_quantize`` (the ``llamacpp`` extra, loaded only when a quantization is asked for).

``bf16`` is not smaller than f16; it is faster where the CPU multiplies bf16 natively (AVX512_BF16,
AMX): llama.cpp then runs batched work (a prompt, the text head's action tree) on bf16 dot
products instead of converting f16 to f32 (benchmarks/HISTORY.md, "Export").
"""

from __future__ import annotations

import contextlib
import ctypes
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from reflect_cli.errors import ReflectError, UsageError, require

QUANTS = ("f16", "bf16", "q8_0", "q4_k_m")
QUANT_FILE_TAG = {"f16": "F16", "bf16": "BF16", "q8_0": "Q8_0", "q4_k_m": "Q4_K_M"}
# Quantizations that keep the token embeddings (and an untied output head) in f16.
F16_EMBEDDINGS = ("q8_0",)
_LLAMA_FTYPE = {"bf16": "LLAMA_FTYPE_MOSTLY_BF16", "q8_0": "LLAMA_FTYPE_MOSTLY_Q8_0", "q4_k_m": "LLAMA_FTYPE_MOSTLY_Q4_K_M"}


@contextlib.contextmanager
def _quiet_c_output() -> Iterator[None]:
    """Silence the C library's per-tensor lines (written to the process's stdout/stderr fds)."""
    import sys

    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    saved = []
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    try:
        for fd in (1, 2):
            try:
                saved.append((fd, os.dup(fd)))
                os.dup2(devnull, fd)
            except OSError:
                pass
        yield
    finally:
        for fd, copy in saved:
            os.dup2(copy, fd)
            os.close(copy)
        os.close(devnull)


def require_llama_cpp(purpose: str) -> Any:
    # The extra is named in the message too: the CLI prints hints through Rich markup.
    return require("llama_cpp", extra="llamacpp", purpose=f"{purpose} (extra 'llamacpp')")


def quantize_gguf(src: str | os.PathLike[str], dst: str | os.PathLike[str], quant: str, *, threads: int | None = None) -> Path:
    """f16 GGUF -> ``quant`` GGUF through llama.cpp's ``llama_model_quantize``."""
    if quant not in _LLAMA_FTYPE:
        raise UsageError(f"unknown quantization {quant!r}", hint=f"choose from: {', '.join(QUANTS)}")
    llama_cpp = require_llama_cpp(f"{quant} quantization")
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = getattr(llama_cpp, _LLAMA_FTYPE[quant])
    if quant in F16_EMBEDDINGS:
        # SmolLM2 ties its output head to the token embeddings, so quantizing them rounds every
        # logit; kept in f16 (a few MB more) the choices stay closer to transformers'.
        params.token_embedding_type = llama_cpp.GGML_TYPE_F16
        params.output_tensor_type = llama_cpp.GGML_TYPE_F16
    params.nthread = int(threads or os.cpu_count() or 1)
    with _quiet_c_output():
        rc = llama_cpp.llama_model_quantize(str(src).encode(), str(dst).encode(), ctypes.byref(params))
    if rc != 0 or not Path(dst).is_file():
        raise ReflectError(f"llama.cpp could not quantize {src} to {quant} (code {rc})")
    return Path(dst)
