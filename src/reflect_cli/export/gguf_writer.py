"""The GGUF writer: a merged transformers Llama model and its byte-level BPE tokenizer as an f16
GGUF file, written with the ``gguf`` package (no llama.cpp needed).

It covers exactly the Llama architecture (``LlamaForCausalLM``: default RoPE, no biases, SiLU)
and byte-level BPE tokenizers of the GPT-2 or SmolLM style; anything else is an
:class:`UnsupportedModelError` whose hint points at ``--format hf`` and llama.cpp's own converter.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.errors import ReflectError

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

    _add_tokenizer(w, gguf, tokenizer, tj, pre, n_vocab)
    _add_tensors(w, model.state_dict(), nh=nh, nkv=nkv, tied=tied)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return out


def _add_tokenizer(w: Any, gguf: Any, tokenizer: Any, tj: dict[str, Any], pre: str, n_vocab: int) -> None:
    """The tokenizer as llama.cpp's byte-level BPE (its ``gpt2`` model): every id below ``n_vocab``
    gets a token (unused ids a ``[PAD<i>]`` placeholder), added tokens are control tokens."""
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


def _add_tensors(w: Any, state: dict[str, Any], *, nh: int, nkv: int, tied: bool) -> None:
    """The weights under their GGUF names: matrices in f16, 1-D norms in f32, q/k rows
    permuted to llama.cpp's order."""
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
