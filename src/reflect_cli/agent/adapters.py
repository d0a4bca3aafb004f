"""LoRA adapters of trained runs on one shared base (inference and training both use these).

Both players of Reflect-RL usually share one base model: the base is loaded **once**, the two
adapters are attached under the names ``policy`` and ``reflector`` to one ``PeftModel``, and two
:class:`AdapterView` objects switch the active adapter before every call. An adapter trained on a
different base is refused with a clear error.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from reflect_cli.agent.artifacts import POLICY, REFLECTOR, base_fingerprint, check_same_base, find_trained, read_info
from reflect_cli.agent.model import LanguageModel
from reflect_cli.errors import ModelLoadError, UsageError, first_line

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


def load_lora_pair(
    policy_ref: str,
    reflector_ref: str,
    *,
    device: str | None = None,
    log: Callable[[str], None] | None = None,
) -> tuple[LanguageModel, LanguageModel]:
    """Two trained LoRA runs (a policy and a reflector) on one shared base, frozen, for inference:
    ``(policy, reflector)`` views. The same loading as ``train.models.load_players(policy_ref,
    reflector_ref, trainable=False)`` for two LoRA runs."""
    policy_final, reflector_final = find_trained(policy_ref), find_trained(reflector_ref)
    if policy_final is None or reflector_final is None:
        missing = policy_ref if policy_final is None else reflector_ref
        raise UsageError(f"{missing}: not a trained run (no reflect.json)")
    policy_info, reflector_info = read_info(policy_final), read_info(reflector_final)
    if find_trained(policy_info.base) is not None:
        raise UsageError(f"{policy_info.base} is a trained run, not a base model",
                         hint="pass the base model it was trained from")
    lm = LanguageModel.load(policy_info.base, device=device, log=log)
    fingerprint = base_fingerprint(lm.model)
    check_same_base(policy_info, fingerprint, policy_info.base, "policy run", policy_final)
    check_same_base(reflector_info, fingerprint, policy_info.base, "reflector run", reflector_final)
    attach_adapter(lm, policy_final / "adapter", POLICY, trainable=False)
    attach_adapter(lm, reflector_final / "adapter", REFLECTOR, trainable=False)
    reflector = AdapterView(lm, REFLECTOR, trainable=False)
    policy = AdapterView(lm, POLICY, trainable=False)
    policy.activate()
    policy.policy_head = policy_info.policy_head  # type: ignore[attr-defined]
    if reflector_info.reflection_tokens:
        reflector.reflection_tokens = reflector_info.reflection_tokens  # type: ignore[attr-defined]
    lm.model.eval()
    return policy, reflector
