"""bf16 forwards with an fp32 output head: :func:`bf16_body`.

Training's update (:mod:`reflect_cli.train.mixed_precision` decides when) and inference's prefill
(:attr:`reflect_cli.lm.transformers.prefill.PrefillMixin.prefill_bf16`) run the transformer body under bf16
autocast and the output head in fp32: a bf16 logit around 20 is only good to ~0.06, while the head
over the few positions that are read costs next to nothing.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

_CPU_BF16_FLAGS = ("avx512_bf16", "amx_bf16")


@functools.lru_cache(maxsize=1)
def cpu_has_native_bf16() -> bool:
    """Whether this CPU has bf16 arithmetic instructions (Linux: ``/proc/cpuinfo`` flags)."""
    try:
        text = Path("/proc/cpuinfo").read_text(errors="replace")
    except OSError:
        return False
    for line in text.splitlines():
        if line.startswith("flags"):
            flags = set(line.split(":", 1)[-1].split())
            return any(flag in flags for flag in _CPU_BF16_FLAGS)
    return False


@contextlib.contextmanager
def bf16_body(model: Any, device_type: str) -> Iterator[None]:
    """bf16 autocast for ``model``'s forward with its output head computed in fp32."""
    import torch

    head = _output_head(model)
    if head is not None:
        original = head.forward

        def fp32_head(hidden: Any, *args: Any, **kwargs: Any) -> Any:
            with torch.autocast(device_type=device_type, enabled=False):
                if head.weight.dtype != torch.float32:  # weights loaded in bf16 (the default on a GPU)
                    bias = None if head.bias is None else head.bias.float()
                    return torch.nn.functional.linear(hidden.float(), head.weight.float(), bias)
                return original(hidden.float(), *args, **kwargs)

        head.forward = fp32_head
    try:
        with torch.autocast(device_type=device_type, dtype=torch.bfloat16):
            yield
    finally:
        if head is not None:
            del head.forward  # back to the class's forward


def device_type(device: Any) -> str:
    """``"cpu"``/``"cuda"``/... of a ``torch.device`` or a device string such as ``"cuda:0"``."""
    return str(getattr(device, "type", str(device).split(":")[0]))


def _output_head(model: Any) -> Any:
    getter = getattr(model, "get_output_embeddings", None)
    head = getter() if callable(getter) else None
    return head if head is not None and "forward" not in vars(head) else None
