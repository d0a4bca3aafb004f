"""Models for training: a base plus a LoRA adapter (or full fine-tuning), saved and reloaded as runs.

A trained model is a run's ``final/`` directory; its format (``reflect.json``, the base
fingerprint) lives in :mod:`reflect_cli.agent.artifacts`, which inference reads too.

Both players of Reflect-RL usually share one base model. :func:`load_players` loads that base
**once**, attaches the two adapters under the names ``policy`` and ``reflector`` to one
``PeftModel``, and returns two :class:`AdapterView` objects that switch the active adapter before
every call (:mod:`reflect_cli.agent.adapters`). An adapter trained on a different base is refused
with a clear error.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflect_cli.agent import embedded
from reflect_cli.agent.adapters import AdapterView  # noqa: F401 (re-exported)
from reflect_cli.agent.adapters import attach_adapter as _attach
from reflect_cli.agent.artifacts import (  # noqa: F401 (re-exported: the format's old home)
    MODEL_SCHEMA,
    POLICY,
    REFLECTOR,
    TrainedInfo,
    base_fingerprint,
    find_trained,
    read_info,
    write_info,
)
from reflect_cli.agent.artifacts import check_same_base as _check_same_base
from reflect_cli.agent.model import LanguageModel, enforce_offline, resolve_model_ref
from reflect_cli.errors import ModelLoadError, ReflectError, UsageError, require
from reflect_cli.train.config import LoraSettings  # noqa: F401 (re-exported: its old home)

QUANTIZATION = ("none", "8bit", "4bit")


# -- references -----------------------------------------------------------------------------


def canonical_base_ref(ref: str | None) -> str:
    """A base reference that can be stored and reloaded later (absolute path, hub id or 'embedded')."""
    if ref is None or ref.lower() in embedded.EMBEDDED_ALIASES:
        return "embedded"
    path = Path(ref).expanduser()
    if path.exists():
        return str(path.resolve())
    return ref


# -- loading a base -------------------------------------------------------------------------


def load_base(
    ref: str | None,
    *,
    device: str | None = None,
    quantization: str = "none",
    dtype: str = "auto",
    log: Callable[[str], None] | None = None,
) -> LanguageModel:
    """Load a base model (any ``--model`` ref), optionally 8-/4-bit through bitsandbytes."""
    if quantization not in QUANTIZATION:
        raise UsageError(f"unknown quantization {quantization!r}", hint="choose none, 8bit or 4bit")
    if find_trained(ref) is not None:
        raise UsageError(f"{ref} is a trained run, not a base model", hint="pass the base model it was trained from")
    if quantization == "none":
        return LanguageModel.load(ref, device=device, dtype=dtype, log=log)
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


def add_lora(lm: LanguageModel, settings: LoraSettings, *, adapter_name: str = POLICY) -> LanguageModel:
    """Wrap ``lm.model`` in a ``PeftModel`` with a new trainable LoRA adapter (in place)."""
    from peft import LoraConfig, PeftModel, get_peft_model

    targets: Any = settings.targets
    if targets == ["all-linear"]:
        targets = "all-linear"
    config = LoraConfig(
        r=settings.r,
        lora_alpha=settings.alpha,
        lora_dropout=settings.dropout,
        target_modules=targets,
        bias="none",
        task_type="CAUSAL_LM",
    )
    try:
        if isinstance(lm.model, PeftModel):
            lm.model.add_adapter(adapter_name, config)
            lm.model.set_adapter(adapter_name)
        else:
            lm.model = get_peft_model(lm.model, config, adapter_name=adapter_name)
    except ValueError as exc:
        raise UsageError(f"cannot add LoRA: {exc}", hint="check --lora-targets against the model's module names")
    return lm


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
    )
    write_info(tmp, info)
    if final.exists():
        shutil.rmtree(final)
    tmp.rename(final)
    return final


# -- loading trained models -----------------------------------------------------------------


@dataclass
class Players:
    """The loaded models of an RL run: the policy (trainable or not) and an optional reflector."""

    base: LanguageModel
    policy: LanguageModel
    reflector: LanguageModel | None
    base_ref: str
    policy_info: TrainedInfo | None
    reflector_info: TrainedInfo | None
    kind: str  # lora | full
    lora: dict[str, Any] | None


def load_players(
    policy_ref: str | None,
    reflector_ref: str | None,
    *,
    device: str | None = None,
    trainable: bool = True,
    full: bool = False,
    lora: LoraSettings | None = None,
    quantization: str = "none",
    log: Callable[[str], None] | None = None,
) -> Players:
    """Load the policy (a trained run, or a base model that gets a fresh LoRA or is fully trained)
    and an optional frozen reflector (a trained run) on one shared base."""
    policy_final = find_trained(policy_ref)
    reflector_final = find_trained(reflector_ref) if reflector_ref else None
    if reflector_ref and reflector_final is None:
        raise UsageError(f"--reflector {reflector_ref}: not a trained run (no reflect.json)", hint="pass an SFT run or 'none'")
    policy_info = read_info(policy_final) if policy_final else None
    reflector_info = read_info(reflector_final) if reflector_final else None

    if policy_info and policy_info.kind == "full":
        base_ref = policy_info.base
        lm = LanguageModel.load(str(policy_final / "model"), device=device, log=log)
        kind = "full"
    else:
        base_ref = policy_info.base if policy_info else canonical_base_ref(policy_ref)
        lm = load_base(base_ref, device=device, quantization=quantization, log=log)
        kind = "full" if (full and policy_info is None) else "lora"
    fingerprint = base_fingerprint(lm.model)
    if policy_info:
        _check_same_base(policy_info, fingerprint, base_ref, "policy run", policy_final)  # type: ignore[arg-type]
    if reflector_info:
        _check_same_base(reflector_info, fingerprint, base_ref, "reflector run", reflector_final)  # type: ignore[arg-type]
        if reflector_info.kind != "lora":
            raise UsageError(
                f"reflector run {reflector_final} is a full fine-tune; only LoRA reflectors can share the base",
                hint="train the reflector with LoRA (drop --full)",
            )

    lora_cfg: dict[str, Any] | None = None
    if kind == "lora":
        if policy_info:
            _attach(lm, policy_final / "adapter", POLICY, trainable=trainable)  # type: ignore[operator]
            lora_cfg = policy_info.lora
        else:
            settings = lora or LoraSettings()
            add_lora(lm, settings, adapter_name=POLICY)
            lora_cfg = settings.to_dict()
    if reflector_info:
        if kind == "full":
            # The policy's own weights change; the reflector needs the untouched base: a second copy.
            other = load_base(reflector_info.base, device=device, log=log)
            _attach(other, reflector_final / "adapter", REFLECTOR, trainable=False)  # type: ignore[operator]
            reflector: LanguageModel | None = AdapterView(other, REFLECTOR, trainable=False)
        else:
            _attach(lm, reflector_final / "adapter", REFLECTOR, trainable=False)  # type: ignore[operator]
            reflector = AdapterView(lm, REFLECTOR, trainable=False)
    else:
        reflector = None
    if kind == "lora":
        policy: LanguageModel = AdapterView(lm, POLICY, trainable=trainable)
        policy.activate()  # type: ignore[attr-defined]
    else:
        policy = lm
        for p in lm.model.parameters():
            p.requires_grad_(trainable)
    if policy_info:
        policy.policy_head = policy_info.policy_head  # type: ignore[attr-defined]
    if reflector is not None and reflector_info and reflector_info.reflection_tokens:
        reflector.reflection_tokens = reflector_info.reflection_tokens  # type: ignore[attr-defined]
    lm.model.eval()
    return Players(lm, policy, reflector, base_ref, policy_info, reflector_info, kind, lora_cfg)


def load_trained(ref: str, *, device: str | None = None, log: Callable[[str], None] | None = None) -> LanguageModel:
    """Load one trained run for inference (LoRA merged into its base)."""
    final = find_trained(ref)
    if final is None:
        raise UsageError(f"{ref}: not a trained run (no reflect.json)")
    return LanguageModel.load(str(final), device=device, log=log)
