"""LoRA adapters on one shared base (inference and training both use these).

Both players of Reflect-RL usually share one base model: the base is loaded **once**, the two
adapters are attached under the names ``policy`` and ``reflector`` to one ``PeftModel``
(:func:`attach_adapter` for a trained run's adapter, :func:`add_lora` for a fresh one), and two
:class:`AdapterView` objects switch the active adapter before every call
(:func:`reflect_cli.agent.players.load_players` does all of this).
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reflect_cli.errors import ModelLoadError, UsageError, first_line
from reflect_cli.lm.artifacts import POLICY
from reflect_cli.lm.transformers.model import LanguageModel
from reflect_cli.settings import LoraSettings

# peft still calls transformers' deprecated `is_gradient_checkpointing`; the FutureWarning it
# prints on every run says nothing a reflect user can act on.
warnings.filterwarnings("ignore", message=".*is_gradient_checkpointing.*", category=FutureWarning)


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


def attach_adapter(lm: LanguageModel, adapter_dir: Path, name: str, *, trainable: bool) -> None:
    """Load a run's adapter into ``lm.model`` under ``name`` (wrapping it in a ``PeftModel`` first)."""
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


def top_layers(model: Any, count: int) -> list[int] | None:
    """Indices of the top ``count`` decoder layers (None: every layer, for ``count`` 0 or at least
    the model's depth). The adapter's config records them, so every loader, merge and export
    applies the adapter to exactly these layers."""
    if count < 0:
        raise UsageError(f"--lora-layers must be 0 (every layer) or more, got {count}")
    config = getattr(model, "config", None)
    depth = int(getattr(config, "num_hidden_layers", 0) or 0)
    if count == 0 or depth == 0 or count >= depth:
        return None
    return list(range(depth - count, depth))


def linear_module_names(model: Any) -> list[str]:
    """The distinct names of the decoder's linear layers (what peft's "all-linear" means: every
    ``nn.Linear`` but the output head)."""
    import torch

    return sorted({name.rsplit(".", 1)[-1] for name, module in model.named_modules()
                   if isinstance(module, torch.nn.Linear) and "lm_head" not in name})


def lora_config(model: Any, settings: LoraSettings) -> Any:
    """peft's ``LoraConfig`` of ``settings`` for ``model`` (a transformers causal LM): the one
    place :class:`LoraSettings` becomes an adapter, for every trainer."""
    from peft import LoraConfig

    targets: Any = settings.targets
    layers = top_layers(model, settings.layers)
    if targets == ["all-linear"]:
        # peft takes "all-linear" only without layers_to_transform: name the linear layers.
        targets = "all-linear" if layers is None else linear_module_names(model)
    return LoraConfig(
        r=settings.r,
        lora_alpha=settings.alpha,
        lora_dropout=settings.dropout,
        target_modules=targets,
        bias="none",
        task_type="CAUSAL_LM",
        layers_to_transform=layers,
    )


def add_lora(lm: LanguageModel, settings: LoraSettings, *, adapter_name: str = POLICY) -> LanguageModel:
    """Wrap ``lm.model`` in a ``PeftModel`` with a new trainable LoRA adapter (in place)."""
    from peft import PeftModel, get_peft_model

    config = lora_config(lm.model, settings)
    try:
        if isinstance(lm.model, PeftModel):
            lm.model.add_adapter(adapter_name, config)
            lm.model.set_adapter(adapter_name)
        else:
            lm.model = get_peft_model(lm.model, config, adapter_name=adapter_name)
    except ValueError as exc:
        raise UsageError(f"cannot add LoRA: {exc}",
                         hint="check --lora-targets against the model's module names") from exc
    return lm


def adapter_to_train(lm: LanguageModel, name: str, *, lora: LoraSettings | None = None, init: Path | None = None,
                     trainable: bool = True) -> None:
    """The one route by which an adapter that training updates gets onto a base (SFT's and RL's
    policy alike): a trained run's adapter folder ``init`` continued, else a fresh adapter of
    ``lora`` (its ``lora_r``, ``lora_alpha``, ...; default :class:`LoraSettings`)."""
    if init is not None:
        attach_adapter(lm, init, name, trainable=trainable)
    else:
        add_lora(lm, lora or LoraSettings(), adapter_name=name)
