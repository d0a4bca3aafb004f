"""One export: a model reference loaded (a trained run with its LoRA merged, or any model), written
as a merged Hugging Face directory or a GGUF file, with the sidecars next to it.

Every output is first written in a scratch place beside the target and moved over it at the end,
so a failed export leaves no half-written file under the output name.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError
from reflect_cli.export.gguf_writer import check_llama_architecture, write_gguf
from reflect_cli.export.quantize import QUANT_FILE_TAG, QUANTS, quantize_gguf, require_llama_cpp
from reflect_cli.lm.artifacts import EXPORT_SCHEMA, sidecar_path, tokenizer_dir_for
from reflect_cli.runs import run_of

FORMATS = ("gguf", "hf")


@dataclass
class ExportResult:
    path: Path
    format: str
    quant: str | None
    sidecar: Path
    tokenizer_dir: Path | None
    bytes: int
    seconds: float
    info: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {
            "path": str(self.path),
            "format": self.format,
            "quant": self.quant,
            "sidecar": str(self.sidecar),
            "tokenizer": str(self.tokenizer_dir) if self.tokenizer_dir else None,
            "bytes": self.bytes,
            "seconds": round(self.seconds, 3),
        }


def default_output(ref: str | None, fmt: str, quant: str) -> Path:
    """``./<name>.<QUANT>.gguf`` or ``./<name>-hf`` from the model ref."""
    if ref is None or ref.lower() in ("embedded", "base", "smollm2", "smollm2-135m"):
        stem = "smollm2-135m-instruct"
    else:
        path = run_of(Path(ref).expanduser())
        stem = path.name.removesuffix(".gguf") or "model"
    return Path(f"{stem}-hf") if fmt == "hf" else Path(f"{stem}.{QUANT_FILE_TAG[quant]}.gguf")


def _load(ref: str | None, log: Callable[[str], None] | None) -> tuple[Any, dict[str, Any]]:
    """The merged model and what we know about it (from the run's reflect.json when a run)."""
    from reflect_cli.agent import prompts
    from reflect_cli.lm.artifacts import find_trained, read_info

    final = find_trained(ref)
    if final is not None:
        from reflect_cli.lm.loading import load_transformers

        info = read_info(final)
        lm = load_transformers(str(final), device="cpu", log=log)  # LoRA merged into its base
        meta = {
            "source_run": str(run_of(final).resolve()),
            "base": info.base,
            "kind": info.kind,
            "target": info.target,
            "env": info.env,
            "prompt_version": info.prompt_version or prompts.PROMPT_VERSION,
            "labels": list(info.labels),
            "parents": dict(info.parents),
            "head": info.policy_head if info.target == "policy" else None,
            "action_prior": info.action_prior if info.target == "policy" else None,
        }
        return lm, meta
    from reflect_cli.lm.loading import load_transformers

    lm = load_transformers(ref, device="cpu", dtype="float32", log=log)
    meta = {
        "source_run": None,
        "base": ref or "embedded",
        "kind": "base",
        "target": None,
        "env": None,
        "prompt_version": prompts.PROMPT_VERSION,
        "labels": [],
        "parents": {},
        "head": None,
    }
    return lm, meta


def _labels_of(tokenizer: Any) -> list[str]:
    from reflect_cli.agent import prompts
    from reflect_cli.agent.labels import label_token_ids

    try:
        return list(label_token_ids(tokenizer, prompts.generation_context(tokenizer)).labels)
    except ValueError:
        return []


def _replace(target: Path) -> None:
    if target.is_dir() and not target.is_symlink():
        shutil.rmtree(target)
    elif target.exists() or target.is_symlink():
        target.unlink()


def _save_hf(model: Any, tokenizer: Any, out_path: Path) -> int:
    """The merged safetensors directory and its tokenizer at ``out_path``; returns its size in bytes."""
    _replace(out_path)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=out_path.name + ".", dir=out_path.parent))
    try:
        model.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        os.replace(tmp, out_path)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return sum(p.stat().st_size for p in out_path.rglob("*") if p.is_file())


def _save_gguf(model: Any, tokenizer: Any, out_path: Path, quant: str, name: str,
               log: Callable[[str], None] | None) -> tuple[Path, int]:
    """The GGUF file at ``out_path`` (f16, quantized when asked) and its tokenizer directory
    (``OUT.tokenizer/``); returns that directory and the file's size in bytes."""
    out_path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".reflect-export-", dir=out_path.parent) as scratch:
        f16 = Path(scratch) / "model.f16.gguf"
        if log:
            log("Writing f16 GGUF ...")
        write_gguf(model, tokenizer, f16, name=name)
        final_tmp = Path(scratch) / "model.out.gguf"
        if quant == "f16":
            os.replace(f16, final_tmp)
        else:
            if log:
                log(f"Quantizing to {QUANT_FILE_TAG[quant]} with llama.cpp ...")
            quantize_gguf(f16, final_tmp, quant)
        tok_tmp = Path(scratch) / "tokenizer"
        tokenizer.save_pretrained(tok_tmp)
        _replace(out_path)
        os.replace(final_tmp, out_path)
        tok_dir = tokenizer_dir_for(out_path)
        _replace(tok_dir)
        shutil.move(str(tok_tmp), tok_dir)
    return tok_dir, out_path.stat().st_size


def export(
    ref: str | None,
    out: str | os.PathLike[str] | None = None,
    *,
    format: str = "gguf",
    quant: str = "f16",
    overwrite: bool = False,
    log: Callable[[str], None] | None = None,
) -> ExportResult:
    """Export a model reference (a trained run, ``embedded``, a model directory, a .gguf, a hub id).

    ``format="hf"``: a merged safetensors directory (``quant`` is ignored).
    ``format="gguf"``: f16 GGUF, then ``bf16``/``q8_0``/``q4_k_m`` via llama.cpp.
    """
    if format not in FORMATS:
        raise UsageError(f"unknown export format {format!r}", hint=f"choose from: {', '.join(FORMATS)}")
    if quant not in QUANTS:
        raise UsageError(f"unknown quantization {quant!r}", hint=f"choose from: {', '.join(QUANTS)}")
    if format == "gguf" and quant != "f16":
        require_llama_cpp(f"{quant} quantization")  # fail before the slow part
    out_path = Path(out) if out is not None else default_output(ref, format, quant)
    if format == "gguf" and out_path.suffix != ".gguf":
        raise UsageError(f"--out {out_path}: a GGUF file name must end in .gguf")
    if out_path.exists() and not overwrite:
        raise UsageError(f"{out_path} already exists", hint="pass --force to overwrite, or choose another --out")
    if format == "gguf" and out_path.is_dir():
        raise UsageError(f"--out {out_path} is a directory; give a .gguf file name")

    start = time.perf_counter()
    with warnings.catch_warnings():
        # peft reads transformers' deprecated ``is_gradient_checkpointing``: a FutureWarning the
        # user of export can do nothing about.
        warnings.filterwarnings("ignore", message=".*is_gradient_checkpointing.*", category=FutureWarning)
        lm, meta = _load(ref, log)
    if log and format == "gguf" and quant in ("q8_0", "q4_k_m") and meta["head"] == "text":
        # Rounding the weights moves a text head's choices, where a label head's mostly hold
        # (docs/export.md); say so before the user relies on the file.
        log(f"Note: {QUANT_FILE_TAG[quant]} changes some of a text-head policy's choices (Q8_0 agreed with "
            "transformers on 49 of 60 states, bf16 on 59, f16 on 60); on a CPU with AVX512_BF16 or AMX, "
            "--quant bf16 is the fast format (it scored 1.5x faster than f16).")
    model, tokenizer = lm.model, lm.tokenizer
    if format == "gguf":
        check_llama_architecture(model.config)  # before writing anything
    labels = meta["labels"] or _labels_of(tokenizer)
    tok_dir: Path | None = None
    if format == "hf":
        size = _save_hf(model, tokenizer, out_path)
    else:
        name = Path(meta["source_run"] or meta["base"] or "model").name
        tok_dir, size = _save_gguf(model, tokenizer, out_path, quant, name, log)

    info = {
        "schema": EXPORT_SCHEMA,
        "format": format,
        "quant": quant if format == "gguf" else None,
        "file": out_path.name,
        "tokenizer": tok_dir.name if tok_dir else None,
        "architecture": getattr(model.config, "model_type", None),
        "source": ref or "embedded",
        "source_run": meta["source_run"],
        "base": meta["base"],
        "kind": meta["kind"],
        "target": meta["target"],
        "env": meta["env"],
        "prompt_version": meta["prompt_version"],
        "labels": labels,
        "head": meta["head"],
        "parents": meta["parents"],
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }
    side = sidecar_path(out_path)
    side.write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    return ExportResult(out_path, format, info["quant"], side, tok_dir, size, time.perf_counter() - start, info)
