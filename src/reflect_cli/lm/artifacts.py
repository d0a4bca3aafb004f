"""The trained-artifact format: what training writes and inference reads, in one place.

A trained model is a run's ``final/`` directory::

    final/
        reflect.json      {"schema": "reflect.model/1", "kind": "lora"|"full", "base": REF,
                           "base_fingerprint": ..., "prompt_version": ..., "labels": [...],
                           "env": ..., "target": "policy"|"reflection", ...}
        adapter/          PEFT adapter (kind lora)
        model/            full weights (kind full)
        tokenizer/        the tokenizer the model was trained with

``reflect export`` writes next to its output ``OUT`` the sidecar ``OUT.reflect.json``
(``reflect.export/1``) and, for GGUF, ``OUT.tokenizer/``.

Training (:mod:`reflect_cli.train.models`), the loaders (:mod:`reflect_cli.lm.transformers.model`,
:mod:`reflect_cli.lm.llamacpp.model`, :mod:`reflect_cli.agent.players`) and the exporter all import
this module; it imports no model library (torch, transformers, peft).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reflect_cli.errors import ModelLoadError, UsageError, first_line
from reflect_cli.runs import INFO_FILE, is_run_dir, trained_dir

MODEL_SCHEMA = "reflect.model/1"
POLICY = "policy"  # adapter names of the two players on one shared base
REFLECTOR = "reflector"

EXPORT_SCHEMA = "reflect.export/1"
SIDECAR_SUFFIX = ".reflect.json"
TOKENIZER_SUFFIX = ".tokenizer"


@dataclass
class TrainedInfo:
    """The contents of ``reflect.json``."""

    kind: str  # lora | full
    base: str
    base_fingerprint: str
    target: str | None = None
    env: str | None = None
    prompt_version: str | None = None  # the players' prompt format, passed in by the trainer; None: not recorded
    labels: list[str] = field(default_factory=list)
    lora: dict[str, Any] | None = None
    parents: dict[str, str] = field(default_factory=dict)
    # Policies: how the policy answers (prompts.HEADS). None in runs from before heads existed,
    # which all used the label head.
    head: str | None = None
    # Reflectors: the token budget that covers what the reflector was trained to write.
    reflection_tokens: int | None = None
    # Policies trained with RL: the learned prior over list positions (agent/action_prior.py).
    action_prior: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"schema": MODEL_SCHEMA, **self.__dict__}

    @property
    def policy_head(self) -> str:
        return self.head or "label"


def is_trained(path: Path) -> bool:
    """``path`` is a trained run (or its ``final/``): it holds a ``reflect.json``."""
    return trained_dir(path) is not None


def find_trained(ref: str | None) -> Path | None:
    """The ``final/`` directory of a trained run (``ref`` is the run dir or the final dir), else None."""
    if not ref:
        return None
    path = Path(ref).expanduser()
    final = trained_dir(path)
    if final is not None:
        return final
    if is_run_dir(path):
        raise UsageError(
            f"{ref} is a run directory without a trained model (no final/reflect.json)",
            hint="the run may still be training or was interrupted; resume it or pass another run",
        )
    return None


def read_info(final: Path) -> TrainedInfo:
    where = final / INFO_FILE
    hint = "the run's final/ folder looks damaged: retrain, or resume the run from a checkpoint"
    try:
        doc = json.loads(where.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError) as exc:
        raise ModelLoadError(f"{where}: unreadable ({type(exc).__name__}: {first_line(exc)[:120]})", hint=hint) from None
    if not isinstance(doc, dict) or doc.get("schema") != MODEL_SCHEMA:
        found = doc.get("schema") if isinstance(doc, dict) else type(doc).__name__
        raise ModelLoadError(f"{where}: unknown schema {found!r}, expected {MODEL_SCHEMA!r}", hint=hint)
    doc.pop("schema")
    for key in ("kind", "base", "base_fingerprint"):
        if not isinstance(doc.get(key), str):
            raise ModelLoadError(f"{where}: '{key}' must be a string, got {doc.get(key)!r}", hint=hint)
    known = set(TrainedInfo.__dataclass_fields__)
    return TrainedInfo(**{k: v for k, v in doc.items() if k in known})


def write_info(final: Path, info: TrainedInfo) -> Path:
    path = final / INFO_FILE
    path.write_text(json.dumps(info.to_dict(), indent=2) + "\n", encoding="utf-8")
    return path


def base_fingerprint(model: Any) -> str:
    """Identify a base architecture/size (the config minus volatile fields), so that an adapter
    is never attached to a base it was not trained on."""
    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    cfg = base.config.to_dict()
    keep = {
        k: cfg.get(k)
        for k in (
            "model_type", "vocab_size", "hidden_size", "intermediate_size", "num_hidden_layers",
            "num_attention_heads", "num_key_value_heads", "n_embd", "n_layer", "n_head", "max_position_embeddings",
        )
    }
    return hashlib.sha256(json.dumps(keep, sort_keys=True).encode()).hexdigest()[:16]


END_OF_TURN = "<|im_end|>"  # ends a chat turn (ChatML); never part of a reply


def trained_eos(final: Path) -> str | None:
    """The EOS token a run's completions were trained to end with, as its saved tokenizer says."""
    try:
        config = json.loads((final / "tokenizer" / "tokenizer_config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    eos = config.get("eos_token") if isinstance(config, dict) else None
    if isinstance(eos, dict):  # {"content": "<|im_end|>", ...} in older tokenizer files
        eos = eos.get("content")
    return eos if isinstance(eos, str) else None


def align_eos(tokenizer: Any, eos: str | None) -> None:
    """Make ``tokenizer`` end completions with ``eos`` (when its vocabulary has it): a run is
    played with the EOS it was trained with. The embedded GGUF's EOS depends on the transformers
    version that converted it (``<|im_end|>`` here, ``<|im_start|>`` with another version seen on a
    GPU machine); a policy scored, or a reflector stopped, at another EOS plays off its training."""
    if eos and tokenizer.eos_token != eos and eos in tokenizer.get_vocab():
        tokenizer.eos_token = eos


def check_same_base(info: TrainedInfo, fingerprint: str, base_ref: str, what: str, where: Path) -> None:
    if info.base_fingerprint != fingerprint:
        raise UsageError(
            f"{what} {where} was trained on base {info.base!r}, which differs from the base in use ({base_ref!r})",
            hint="train both players from the same --model, or pass matching runs",
        )


# -- export sidecars ----------------------------------------------------------------------------


def sidecar_path(out: str | os.PathLike[str]) -> Path:
    out = Path(out)
    return out.with_name(out.name + SIDECAR_SUFFIX)


def tokenizer_dir_for(gguf_path: str | os.PathLike[str]) -> Path:
    gguf_path = Path(gguf_path)
    return gguf_path.with_name(gguf_path.name + TOKENIZER_SUFFIX)


def read_sidecar(gguf_or_dir: str | os.PathLike[str]) -> dict[str, Any] | None:
    path = sidecar_path(gguf_or_dir)
    if not path.is_file():
        return None
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None
