"""Model references: what a ``--model`` value names (the embedded model, a trained run, a .gguf
file, a model folder or a Hugging Face id), offline by default, and one-line errors that name
the file that cannot be read. No model library (torch, transformers) is imported here.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from reflect_cli.errors import MissingModelError, ModelLoadError, first_line
from reflect_cli.lm import embedded
from reflect_cli.runs import trained_dir


def resolve_model_ref(ref: str | None, log: Callable[[str], None] | None = None) -> tuple[str, str | None, str]:
    """Map a ``--model`` value to ``(path_or_id, gguf_file, display_name)``."""
    if ref is None or ref.lower() in embedded.EMBEDDED_ALIASES:
        return str(embedded.ensure_converted(log)), None, embedded.EMBEDDED_NAME
    path = Path(ref).expanduser()
    trained = trained_dir(path)
    if trained is not None:
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
        raise ModelLoadError(f"{ref} is not a model directory or a .gguf file",
                             hint="pass a model folder (config.json + weights + tokenizer) or a .gguf file")
    if ref.startswith((".", "/", "~")) or os.sep in ref and ref.count("/") != 1:
        raise MissingModelError(f"model path {ref} does not exist",
                             hint="check the path; pass a model folder, a .gguf file, a run or 'embedded'")
    return _hub_ref(ref), None, ref


# -- offline by default ---------------------------------------------------------------------

ALLOW_DOWNLOAD_ENV = "REFLECT_ALLOW_DOWNLOAD"
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "tokenizer.model", "vocab.json", "spiece.model")
WEIGHT_PATTERNS = ("*.safetensors", "pytorch_model*.bin", "*.safetensors.index.json")
REPAIR_HINT = "the file looks truncated or overwritten: copy or save the model again (save_pretrained)"


def downloads_allowed() -> bool:
    """Whether the user opted in to downloads from the Hugging Face hub (``REFLECT_ALLOW_DOWNLOAD=1``)."""
    return os.environ.get(ALLOW_DOWNLOAD_ENV, "").strip().lower() in ("1", "true", "yes", "on")


def enforce_offline() -> None:
    """Keep transformers / huggingface_hub off the network unless the user opted in: a typo in
    ``--model`` must fail at once, not after a minute of hub retries, and a run on a private
    repository never phones home."""
    if downloads_allowed():
        return
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    import sys

    constants: Any = sys.modules.get("huggingface_hub.constants")
    if constants is not None:  # imported before the variables were set: it read them already
        constants.HF_HUB_OFFLINE = True


def _hub_ref(ref: str) -> str:
    """``ref`` as a hub id: only when downloads are on, or when that model is already in the
    local hub cache (which works offline)."""
    if downloads_allowed() or _in_hub_cache(ref):
        return ref
    raise ModelLoadError(
        f"model {ref!r} is not a file or folder here, and no downloaded Hugging Face model has that name",
        hint=f"pass a model folder, a .gguf file or 'embedded'; to download {ref!r} from the Hugging Face hub "
        f"set {ALLOW_DOWNLOAD_ENV}=1",
    )


def _in_hub_cache(ref: str) -> bool:
    try:
        from huggingface_hub import try_to_load_from_cache

        return isinstance(try_to_load_from_cache(ref, "config.json"), str)
    except Exception:  # noqa: BLE001 - not a valid repo id: certainly not cached
        return False


def check_model_dir(path: Path) -> None:
    """The files transformers needs, checked first so that the error names the missing or
    broken file (transformers' own messages name none, or suggest the network)."""
    _check_json_object(path / "config.json")
    for name in ("tokenizer.json", "tokenizer_config.json"):
        if (path / name).is_file():
            _check_json_object(path / name)
    if not any((path / name).is_file() for name in TOKENIZER_FILES):
        raise ModelLoadError(
            f"{path}: no tokenizer files ({', '.join(TOKENIZER_FILES[:2])})",
            hint="save the tokenizer next to the weights: tokenizer.save_pretrained(FOLDER)",
        )
    if not any(any(path.glob(pattern)) for pattern in WEIGHT_PATTERNS):
        raise ModelLoadError(f"{path}: no weights (model.safetensors)", hint="save the model with save_pretrained(FOLDER)")


def _check_json_object(target: Path) -> None:
    try:
        doc = json.loads(target.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError) as exc:
        raise ModelLoadError(f"{target}: unreadable ({type(exc).__name__}: {first_line(exc)[:120]})",
                             hint=REPAIR_HINT) from None
    if not isinstance(doc, dict):
        raise ModelLoadError(f"{target}: not what transformers writes (a JSON object was expected)", hint=REPAIR_HINT)


def _load_failure(ref: str | None, path: str, gguf_file: str | None, part: str, exc: BaseException) -> ModelLoadError:
    """One line naming the file that could not be read (the .gguf, or the folder's tokenizer or
    weights file), or the hub id."""
    reason = f"{type(exc).__name__}: {first_line(exc)[:160]}"
    folder = Path(path)
    if gguf_file:
        return ModelLoadError(f"{folder / gguf_file}: cannot load the {part} ({reason})",
                              hint="the .gguf file looks truncated or is not a model: download or export it again")
    if not folder.is_dir():
        return ModelLoadError(
            f"cannot load model {ref!r} ({reason})",
            hint=f"a hub model loads from the local cache only; set {ALLOW_DOWNLOAD_ENV}=1 to download it, "
            "or omit --model to use the embedded SmolLM2-135M-Instruct",
        )
    patterns = ("tokenizer*",) if part == "tokenizer" else WEIGHT_PATTERNS
    files = sorted(p for pattern in patterns for p in folder.glob(pattern) if p.is_file())
    where = files[0] if len(files) == 1 else folder
    return ModelLoadError(f"{where}: cannot load the {part} ({reason})", hint=REPAIR_HINT)
