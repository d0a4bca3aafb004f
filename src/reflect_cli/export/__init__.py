"""``reflect export``: a trained run (LoRA merged) or any model as a merged Hugging Face directory
or a GGUF file for llama.cpp.

GGUF is written by our own writer on the ``gguf`` package (Llama architecture with a byte-level
BPE tokenizer: SmolLM2, TinyLlama-style checkpoints, the tiny test model), always at f16 first;
``q8_0`` and ``q4_k_m`` are then made by ``llama_cpp.llama_model_quantize`` (the ``llamacpp`` extra).

Next to the output ``OUT`` the exporter writes

* ``OUT.reflect.json``: what the file is (labels, prompt version, env, source run, base, quant);
* ``OUT.tokenizer/`` (GGUF only): the Hugging Face tokenizer the model was trained with. The
  llama.cpp backend renders and tokenizes prompts with it, so prompts and label tokens are
  identical to the transformers backend whatever llama.cpp's own tokenizer would do.

One call exports one model: for a Reflect-RL run with a separate reflector run, export the
policy run and the reflector run with two calls (the sidecar records the reflector's run).

The modules: :mod:`.exporter` (:func:`export`: load, write, sidecar), :mod:`.gguf_writer` (the
f16 GGUF file and what it covers), :mod:`.quantize` (llama.cpp's quantization). The public names
are all importable from here.
"""

from __future__ import annotations

from reflect_cli.export.exporter import FORMATS, ExportResult, default_output, export
from reflect_cli.export.gguf_writer import UnsupportedModelError, check_llama_architecture, write_gguf
from reflect_cli.export.quantize import QUANT_FILE_TAG, QUANTS, quantize_gguf, require_llama_cpp

# The sidecar format is shared with the llama.cpp backend, which reads it (lm/artifacts.py).
from reflect_cli.lm.artifacts import (
    EXPORT_SCHEMA,
    SIDECAR_SUFFIX,
    TOKENIZER_SUFFIX,
    read_sidecar,
    sidecar_path,
    tokenizer_dir_for,
)

__all__ = [
    "EXPORT_SCHEMA",
    "FORMATS",
    "QUANTS",
    "QUANT_FILE_TAG",
    "SIDECAR_SUFFIX",
    "TOKENIZER_SUFFIX",
    "ExportResult",
    "UnsupportedModelError",
    "check_llama_architecture",
    "default_output",
    "export",
    "quantize_gguf",
    "read_sidecar",
    "require_llama_cpp",
    "sidecar_path",
    "tokenizer_dir_for",
    "write_gguf",
]
