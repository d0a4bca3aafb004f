"""Models for training: saving a trained run's ``final/`` directory, and the loading names training
code imports.

A trained model is a run's ``final/`` directory; its format (``reflect.json``, the base
fingerprint) lives in :mod:`reflect_cli.lm.artifacts`, which inference reads too. Loading is
shared with inference and lives in the agent layer: a base model by
:func:`reflect_cli.lm.loading.load_base`, a fresh LoRA adapter by
:func:`reflect_cli.lm.adapters.add_lora`, and both players on one shared base by
:func:`reflect_cli.agent.players.load_players` (re-exported here).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reflect_cli.agent import prompts
from reflect_cli.errors import UsageError
from reflect_cli.lm.artifacts import (
    POLICY,
    TrainedInfo,
    base_fingerprint,
    find_trained,
    read_info,
    write_info,
)
from reflect_cli.lm.transformers.model import LanguageModel


def trainable_parameters(model: Any) -> list[Any]:
    return [p for p in model.parameters() if p.requires_grad]


# -- saving ---------------------------------------------------------------------------------


def save_trained(
    lm: LanguageModel,
    final: Path,
    *,
    kind: str,
    base_ref: str,
    target: str | None,
    env: str | None,
    labels: Sequence[str] = (),
    adapter_name: str = POLICY,
    lora: dict[str, Any] | None = None,
    parents: dict[str, str] | None = None,
    head: str | None = None,
    reflection_tokens: int | None = None,
    action_prior: dict[str, Any] | None = None,
) -> Path:
    """Write a run's ``final/`` directory atomically (``final.tmp`` then rename)."""
    tmp = final.with_name(final.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    if kind == "lora":
        with tempfile.TemporaryDirectory(dir=tmp) as scratch:
            lm.model.save_pretrained(scratch, selected_adapters=[adapter_name])
            src = Path(scratch) / adapter_name if adapter_name != "default" else Path(scratch)
            if not (src / "adapter_config.json").is_file():
                src = Path(scratch)
            shutil.copytree(src, tmp / "adapter")
    elif kind == "full":
        lm.model.save_pretrained(tmp / "model")
        lm.tokenizer.save_pretrained(tmp / "model")
    else:
        raise ValueError(f"unknown model kind {kind!r}")
    lm.tokenizer.save_pretrained(tmp / "tokenizer")
    info = TrainedInfo(
        kind=kind,
        base=base_ref,
        base_fingerprint=base_fingerprint(lm.model),
        target=target,
        env=env,
        labels=list(labels),
        lora=lora,
        parents=dict(parents or {}),
        head=head,
        reflection_tokens=reflection_tokens,
        action_prior=action_prior,
        prompt_version=prompts.PROMPT_VERSION,
    )
    write_info(tmp, info)
    if final.exists():
        shutil.rmtree(final)
    tmp.rename(final)
    return final


def merged_reflector_base(ref: str, dest: Path, *, log: Any = None) -> tuple[Path, TrainedInfo]:
    """A trained reflector run merged into its base and saved as a model directory at ``dest``
    (kept: a rerun or ``--resume`` reuses it), to train a policy on: ``reflect sft --on-reflector``.
    The policy's adapter then sits on the reflector's weights, so one model plays both players."""
    from reflect_cli.lm.loading import load_transformers

    final = find_trained(ref)
    if final is None:
        raise UsageError(f"{ref}: not a trained run", hint="pass the run directory of `reflect sft --target reflection`")
    info = read_info(final)
    if info.target != "reflection":
        raise UsageError(f"{ref} is a {info.target} run, not a reflector", hint="pass a `--target reflection` run")
    if not (dest / "config.json").is_file():
        if log:
            log(f"Merging the reflector {final} into its base -> {dest}")
        lm = load_transformers(str(final), device="cpu", dtype="float32", log=log)  # adapter merged
        tmp = dest.with_name(dest.name + ".tmp")
        if tmp.exists():
            shutil.rmtree(tmp)
        lm.model.save_pretrained(tmp)
        lm.tokenizer.save_pretrained(tmp)
        if dest.exists():
            shutil.rmtree(dest)
        tmp.rename(dest)
    return dest, info
