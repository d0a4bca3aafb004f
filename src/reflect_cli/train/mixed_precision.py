"""Mixed precision for training forwards: the transformer body in bf16, the output head in fp32.

``auto`` uses bf16 where the hardware computes it natively: CUDA devices that support it, and
CPUs with bf16 instructions (``avx512_bf16`` or AMX), where bf16 matmuls are several times faster
(``benchmarks/bench_precision.py``). CPUs without them emulate bf16, which is slower than fp32, so
``auto`` keeps fp32 there. SFT passes ``cpu_auto=False`` (fp32 on CPUs unless ``--bf16 yes``):
on real data bf16 SFT trained no better there and took more memory (benchmarks/HISTORY.md, "bf16").

The output head stays in fp32 because a bf16 logit around 20 is only good to ~0.06: the
log-probabilities of actions would be off by that much, while the head over the few positions
that are read costs next to nothing. Weights, gradients and the optimizer stay in fp32.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from reflect_cli.errors import UsageError
from reflect_cli.lm.transformers.precision import bf16_body, cpu_has_native_bf16, device_type

MODES = ("auto", "yes", "no")
def check_mode(mode: str) -> str:
    if mode not in MODES:
        raise UsageError(f"bf16 must be one of {', '.join(MODES)}, not {mode!r}")
    return mode


def use_bf16(device: Any, mode: str, *, cpu_auto: bool = True) -> bool:
    """Whether training forwards on ``device`` run in bf16 for ``mode`` (auto | yes | no);
    ``cpu_auto=False``: ``auto`` keeps fp32 on every CPU."""
    check_mode(mode)
    if mode != "auto":
        return mode == "yes"
    kind = device_type(device)
    if kind == "cuda":
        import torch

        return bool(torch.cuda.is_bf16_supported())
    return cpu_auto and kind == "cpu" and cpu_has_native_bf16()


def autocast_factory(model: Any, device: Any, mode: str, *, cpu_auto: bool = True) -> tuple[Callable[[], Any], bool]:
    """A context factory for training forwards of ``model``, and whether it is bf16."""
    if not use_bf16(device, mode, cpu_auto=cpu_auto):
        return contextlib.nullcontext, False
    return (lambda: bf16_body(model, device_type(device))), True
