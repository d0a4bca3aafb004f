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
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

# The sidecar format is shared with the llama.cpp backend, which reads it (agent/artifacts.py).
from reflect_cli.agent.artifacts import (  # noqa: F401 (re-exported)
    EXPORT_SCHEMA,
    SIDECAR_SUFFIX,
    TOKENIZER_SUFFIX,
    read_sidecar,
    sidecar_path,
    tokenizer_dir_for,
)
from reflect_cli.errors import ReflectError, UsageError, require

FORMATS = ("gguf", "hf")
QUANTS = ("f16", "q8_0", "q4_k_m")
QUANT_FILE_TAG = {"f16": "F16", "q8_0": "Q8_0", "q4_k_m": "Q4_K_M"}
_LLAMA_FTYPE = {"q8_0": "LLAMA_FTYPE_MOSTLY_Q8_0", "q4_k_m": "LLAMA_FTYPE_MOSTLY_Q4_K_M"}

# HF Llama module names -> GGUF tensor names (per block)
_BLOCK_TENSORS = {
    "input_layernorm": "attn_norm",
    "post_attention_layernorm": "ffn_norm",
    "self_attn.q_proj": "attn_q",
    "self_attn.k_proj": "attn_k",
    "self_attn.v_proj": "attn_v",
    "self_attn.o_proj": "attn_output",
    "mlp.gate_proj": "ffn_gate",
    "mlp.up_proj": "ffn_up",
    "mlp.down_proj": "ffn_down",
}
_GLOBAL_TENSORS = {
    "model.embed_tokens.weight": "token_embd.weight",
    "model.norm.weight": "output_norm.weight",
    "lm_head.weight": "output.weight",
}


class UnsupportedModelError(ReflectError):
    """The model (architecture or tokenizer) is not covered by the GGUF writer."""


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
        path = Path(ref).expanduser()
        if path.name == "final":
            path = path.parent
        stem = path.name.removesuffix(".gguf") or "model"
    return Path(f"{stem}-hf") if fmt == "hf" else Path(f"{stem}.{QUANT_FILE_TAG[quant]}.gguf")


# -- loading ------------------------------------------------------------------------------------


def _load(ref: str | None, log: Callable[[str], None] | None) -> tuple[Any, dict[str, Any]]:
    """The merged model and what we know about it (from the run's reflect.json when a run)."""
    from reflect_cli.agent.artifacts import find_trained, read_info

    final = find_trained(ref)
    if final is not None:
        from reflect_cli.agent.loading import load_model

        info = read_info(final)
        lm = load_model(str(final), "transformers", device="cpu", log=log)  # LoRA merged into its base
        meta = {
            "source_run": str(final.parent.resolve() if final.name == "final" else final.resolve()),
            "base": info.base,
            "kind": info.kind,
            "target": info.target,
            "env": info.env,
            "prompt_version": info.prompt_version,
            "labels": list(info.labels),
            "parents": dict(info.parents),
            "head": info.policy_head if info.target == "policy" else None,
        }
        return lm, meta
    from reflect_cli.agent import prompts
    from reflect_cli.agent.loading import load_model

    lm = load_model(ref, "transformers", device="cpu", dtype="float32", log=log)
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


# -- GGUF writer --------------------------------------------------------------------------------


def _cfg(config: Any, name: str, default: Any = None) -> Any:
    value = getattr(config, name, None)
    return default if value is None else value


def check_llama_architecture(config: Any) -> None:
    """Raise :class:`UnsupportedModelError` unless the writer covers this config exactly."""
    model_type = getattr(config, "model_type", None)
    archs = list(getattr(config, "architectures", None) or [])
    if model_type != "llama" or (archs and archs != ["LlamaForCausalLM"]):
        raise UnsupportedModelError(
            f"GGUF export supports the Llama architecture only; this model is {model_type!r}"
            + (f" ({', '.join(archs)})" if archs else ""),
            hint="use --format hf for a merged safetensors directory (convert it with llama.cpp's "
            "convert_hf_to_gguf.py), or train from a Llama-architecture base such as the embedded SmolLM2",
        )
    rope = getattr(config, "rope_parameters", None) or getattr(config, "rope_scaling", None) or {}
    rope_type = rope.get("rope_type", rope.get("type", "default")) if isinstance(rope, dict) else "default"
    problems = []
    if rope_type not in (None, "default"):
        problems.append(f"RoPE scaling {rope_type!r}")
    if getattr(config, "attention_bias", False):
        problems.append("attention biases")
    if getattr(config, "mlp_bias", False):
        problems.append("MLP biases")
    if _cfg(config, "hidden_act", "silu") != "silu":
        problems.append(f"activation {config.hidden_act!r}")
    if problems:
        raise UnsupportedModelError(
            f"GGUF export does not cover this Llama variant ({', '.join(problems)})",
            hint="use --format hf and convert with llama.cpp's convert_hf_to_gguf.py",
        )


def _rope_theta(config: Any) -> float:
    rope = getattr(config, "rope_parameters", None)
    if isinstance(rope, dict) and rope.get("rope_theta") is not None:
        return float(rope["rope_theta"])
    return float(_cfg(config, "rope_theta", 10000.0))


def _permute(w: np.ndarray, n_head: int) -> np.ndarray:
    """HF rotate-half q/k row order -> llama.cpp's interleaved order."""
    return w.reshape(n_head, 2, w.shape[0] // n_head // 2, *w.shape[1:]).swapaxes(1, 2).reshape(w.shape)


def _bpe_pre(tokenizer_json: dict[str, Any]) -> str:
    """llama.cpp's pre-tokenizer name for a byte-level BPE tokenizer."""
    pre = tokenizer_json.get("pre_tokenizer") or {}
    if pre.get("type") == "ByteLevel" and pre.get("use_regex", True):
        return "gpt-2"  # llama.cpp's name for the GPT-2 regex
    if pre.get("type") == "Sequence":
        kinds = [p.get("type") for p in pre.get("pretokenizers", [])]
        if (
            kinds == ["Digits", "ByteLevel"]
            and pre["pretokenizers"][0].get("individual_digits")
            and pre["pretokenizers"][1].get("use_regex", True)
        ):
            return "smollm"
    raise UnsupportedModelError(
        f"GGUF export covers byte-level BPE tokenizers (GPT-2 or SmolLM style); this one has pre-tokenizer {pre.get('type')!r}",
        hint="use --format hf and convert with llama.cpp's convert_hf_to_gguf.py",
    )


def write_gguf(model: Any, tokenizer: Any, out: str | os.PathLike[str], *, name: str = "reflect-export") -> Path:
    """Write ``model`` (a transformers ``LlamaForCausalLM``, merged) and its tokenizer as f16 GGUF."""
    import gguf

    config = model.config
    check_llama_architecture(config)
    backend = getattr(tokenizer, "backend_tokenizer", None)
    if backend is None:
        raise UnsupportedModelError("GGUF export needs a fast (tokenizers) tokenizer")
    tj = json.loads(backend.to_str())
    if (tj.get("model") or {}).get("type") != "BPE":
        raise UnsupportedModelError(
            f"GGUF export covers byte-level BPE tokenizers; this one is {(tj.get('model') or {}).get('type')!r}",
            hint="use --format hf and convert with llama.cpp's convert_hf_to_gguf.py",
        )
    pre = _bpe_pre(tj)

    nh = int(config.num_attention_heads)
    nkv = int(_cfg(config, "num_key_value_heads", nh))
    hidden = int(config.hidden_size)
    head_dim = int(_cfg(config, "head_dim", hidden // nh))
    n_vocab = int(config.vocab_size)
    tied = bool(_cfg(config, "tie_word_embeddings", False))

    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    w = gguf.GGUFWriter(str(out), "llama")
    w.add_name(name)
    w.add_block_count(int(config.num_hidden_layers))
    w.add_context_length(int(_cfg(config, "max_position_embeddings", 2048)))
    w.add_embedding_length(hidden)
    w.add_feed_forward_length(int(config.intermediate_size))
    w.add_head_count(nh)
    w.add_head_count_kv(nkv)
    w.add_rope_freq_base(_rope_theta(config))
    w.add_layer_norm_rms_eps(float(_cfg(config, "rms_norm_eps", 1e-6)))
    w.add_rope_dimension_count(head_dim)
    if head_dim != hidden // nh:
        w.add_key_length(head_dim)
        w.add_value_length(head_dim)
    w.add_vocab_size(n_vocab)
    w.add_file_type(gguf.LlamaFileType.MOSTLY_F16)

    # tokenizer: byte-level BPE ("gpt2" model in llama.cpp terms)
    vocab: dict[str, int] = tj["model"]["vocab"]
    added = {t["content"]: t["id"] for t in tj.get("added_tokens", [])}
    size = max(n_vocab, max([*vocab.values(), *added.values()]) + 1)
    if size > n_vocab:
        raise UnsupportedModelError(f"the tokenizer has {size} tokens but the model only {n_vocab} embeddings")
    tokens = [f"[PAD{i}]" for i in range(n_vocab)]
    types = [gguf.TokenType.UNUSED] * n_vocab
    for text, i in vocab.items():
        tokens[i], types[i] = text, gguf.TokenType.NORMAL
    for text, i in added.items():
        tokens[i], types[i] = text, gguf.TokenType.CONTROL
    merges = [m if isinstance(m, str) else " ".join(m) for m in tj["model"].get("merges", [])]
    w.add_tokenizer_model("gpt2")
    w.add_tokenizer_pre(pre)
    w.add_token_list(tokens)
    w.add_token_types(types)
    w.add_token_merges(merges)
    for attr, add in (
        ("bos_token_id", w.add_bos_token_id),
        ("eos_token_id", w.add_eos_token_id),
        ("unk_token_id", w.add_unk_token_id),
        ("pad_token_id", w.add_pad_token_id),
    ):
        value = getattr(tokenizer, attr, None)
        if isinstance(value, int) and 0 <= value < n_vocab:
            add(value)
    w.add_add_bos_token(False)
    template = getattr(tokenizer, "chat_template", None)
    if isinstance(template, str) and template:
        w.add_chat_template(template)

    # tensors
    state = model.state_dict()
    written = set()
    for key, tensor in state.items():
        if key == "lm_head.weight" and tied:
            continue
        if key in _GLOBAL_TENSORS:
            gname = _GLOBAL_TENSORS[key]
        else:
            parts = key.split(".")
            sub = ".".join(parts[3:-1])
            if len(parts) < 5 or parts[:2] != ["model", "layers"] or parts[-1] != "weight" or sub not in _BLOCK_TENSORS:
                raise UnsupportedModelError(f"GGUF export: unexpected tensor {key!r} for the Llama architecture")
            gname = f"blk.{int(parts[2])}.{_BLOCK_TENSORS[sub]}.weight"
        array = tensor.detach().to("cpu").float().numpy()
        if gname.endswith("attn_q.weight"):
            array = _permute(array, nh)
        elif gname.endswith("attn_k.weight"):
            array = _permute(array, nkv)
        array = array.astype(np.float16) if array.ndim == 2 else array.astype(np.float32)
        w.add_tensor(gname, array)
        written.add(gname)
    if "token_embd.weight" not in written:
        raise UnsupportedModelError("GGUF export: the model has no token embedding (model.embed_tokens)")
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return out


# -- quantization -------------------------------------------------------------------------------


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
    params.nthread = int(threads or os.cpu_count() or 1)
    with _quiet_c_output():
        rc = llama_cpp.llama_model_quantize(str(src).encode(), str(dst).encode(), ctypes.byref(params))
    if rc != 0 or not Path(dst).is_file():
        raise ReflectError(f"llama.cpp could not quantize {src} to {quant} (code {rc})")
    return Path(dst)


# -- export -------------------------------------------------------------------------------------


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
    ``format="gguf"``: f16 GGUF, then ``q8_0``/``q4_k_m`` via llama.cpp.
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
    lm, meta = _load(ref, log)
    model, tokenizer = lm.model, lm.tokenizer
    if format == "gguf":
        check_llama_architecture(model.config)  # before writing anything
    labels = meta["labels"] or _labels_of(tokenizer)
    tok_dir: Path | None = None
    if format == "hf":
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
        size = sum(p.stat().st_size for p in out_path.rglob("*") if p.is_file())
    else:
        out_path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix=".reflect-export-", dir=out_path.parent) as scratch:
            f16 = Path(scratch) / "model.f16.gguf"
            if log:
                log("Writing f16 GGUF ...")
            write_gguf(model, tokenizer, f16, name=Path(meta["source_run"] or meta["base"] or "model").name)
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
        size = out_path.stat().st_size

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
