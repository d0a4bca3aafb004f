"""Models for training: a base plus a LoRA adapter (or full fine-tuning), saved and reloaded as runs.

A trained model is a run's ``final/`` directory::

    final/
        reflect.json      {"schema": "reflect.model/1", "kind": "lora"|"full", "base": REF,
                           "base_fingerprint": ..., "prompt_version": ..., "labels": [...],
                           "env": ..., "target": "policy"|"reflection", ...}
        adapter/          PEFT adapter (kind lora)
        model/            full weights (kind full)
        tokenizer/        the tokenizer the model was trained with

Both players of Reflect-RL usually share one base model. :func:`load_players` loads that base
**once**, attaches the two adapters under the names ``policy`` and ``reflector`` to one
``PeftModel``, and returns two :class:`AdapterView` objects that switch the active adapter before
every call. An adapter trained on a different base is refused with a clear error.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import tempfile
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reflect_cli.agent import embedded, prompts
from reflect_cli.agent.model import LanguageModel, resolve_model_ref
from reflect_cli.errors import ModelLoadError, ReflectError, UsageError, first_line, require

# peft still calls transformers' deprecated `is_gradient_checkpointing`; the FutureWarning it
# prints on every run says nothing a reflect user can act on.
warnings.filterwarnings("ignore", message=".*is_gradient_checkpointing.*", category=FutureWarning)

MODEL_SCHEMA = "reflect.model/1"
POLICY = "policy"
REFLECTOR = "reflector"
QUANTIZATION = ("none", "8bit", "4bit")


@dataclass
class LoraSettings:
    r: int = 16
    alpha: int = 32
    dropout: float = 0.05
    targets: list[str] | None = None  # None: peft's default for the architecture; ["all-linear"] works too

    def to_dict(self) -> dict[str, Any]:
        return {"r": self.r, "alpha": self.alpha, "dropout": self.dropout, "targets": self.targets}


@dataclass
class TrainedInfo:
    """The contents of ``reflect.json``."""

    kind: str  # lora | full
    base: str
    base_fingerprint: str
    target: str | None = None
    env: str | None = None
    prompt_version: str = prompts.PROMPT_VERSION
    labels: list[str] = field(default_factory=list)
    lora: dict[str, Any] | None = None
    parents: dict[str, str] = field(default_factory=dict)
    # Policies: how the policy answers (prompts.HEADS). None in runs from before heads existed,
    # which all used the label head.
    head: str | None = None
    # Reflectors: the token budget that covers what the reflector was trained to write.
    reflection_tokens: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"schema": MODEL_SCHEMA, **self.__dict__}

    @property
    def policy_head(self) -> str:
        return self.head or "label"


# -- references -----------------------------------------------------------------------------


def canonical_base_ref(ref: str | None) -> str:
    """A base reference that can be stored and reloaded later (absolute path, hub id or 'embedded')."""
    if ref is None or ref.lower() in embedded.EMBEDDED_ALIASES:
        return "embedded"
    path = Path(ref).expanduser()
    if path.exists():
        return str(path.resolve())
    return ref


def find_trained(ref: str | None) -> Path | None:
    """The ``final/`` directory of a trained run (``ref`` is the run dir or the final dir), else None."""
    if not ref:
        return None
    path = Path(ref).expanduser()
    for candidate in (path, path / "final"):
        if (candidate / "reflect.json").is_file():
            return candidate
    if path.is_dir() and (path / "config.json").is_file() and (path / "meta.json").is_file():
        raise UsageError(
            f"{ref} is a run directory without a trained model (no final/reflect.json)",
            hint="the run may still be training or was interrupted; resume it or pass another run",
        )
    return None


def read_info(final: Path) -> TrainedInfo:
    where = final / "reflect.json"
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

    from reflect_cli.agent.model import enforce_offline

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
    (tmp / "reflect.json").write_text(json.dumps(info.to_dict(), indent=2) + "\n", encoding="utf-8")
    if final.exists():
        shutil.rmtree(final)
    tmp.rename(final)
    return final


# -- loading trained models -----------------------------------------------------------------


class AdapterView(LanguageModel):
    """A :class:`LanguageModel` over a shared ``PeftModel`` that activates one named adapter
    before every forward pass. Several views share one base in memory."""

    def __init__(self, lm: LanguageModel, adapter: str, *, trainable: bool) -> None:
        self.torch = lm.torch
        self.model = lm.model
        self.tokenizer = lm.tokenizer
        self.name = f"{lm.name}+{adapter}"
        self.device = lm.device
        self.adapter = adapter
        self.trainable = trainable

    def activate(self) -> None:
        if self.adapter is None:
            return
        self.model.set_adapter(self.adapter, inference_mode=not self.trainable)

    def next_token_logits(self, prompts: Sequence[str], *, grad: bool = False):
        self.activate()
        return super().next_token_logits(prompts, grad=grad)

    def generate(self, prompts: Sequence[str], **kwargs: Any) -> list[str]:
        self.activate()
        return super().generate(prompts, **kwargs)


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


def _check_same_base(info: TrainedInfo, fingerprint: str, base_ref: str, what: str, where: Path) -> None:
    if info.base_fingerprint != fingerprint:
        raise UsageError(
            f"{what} {where} was trained on base {info.base!r}, which differs from the base in use ({base_ref!r})",
            hint="train both players from the same --model, or pass matching runs",
        )


def _attach(lm: LanguageModel, adapter_dir: Path, name: str, *, trainable: bool) -> None:
    from peft import PeftModel

    try:
        if isinstance(lm.model, PeftModel):
            lm.model.load_adapter(str(adapter_dir), adapter_name=name, is_trainable=trainable)
        else:
            lm.model = PeftModel.from_pretrained(lm.model, str(adapter_dir), adapter_name=name, is_trainable=trainable)
    except MemoryError:
        raise
    except Exception as exc:  # noqa: BLE001 - a truncated adapter file raises SafetensorError, not OSError
        first = first_line(exc)[:200]
        raise ModelLoadError(f"cannot attach adapter {adapter_dir}: {first}",
                             hint="the run's adapter looks damaged: retrain, or resume the run from a checkpoint") from exc


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
