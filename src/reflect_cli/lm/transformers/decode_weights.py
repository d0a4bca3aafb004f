"""bf16 copies of the body's linear weights for greedy decode steps: :func:`bf16_decode`.

A decode forward runs a few tokens per row, so it is bound by reading the weights, not by
arithmetic. Autocast does not help there: it casts every fp32 weight on every call, and it runs
attention in bf16, which the CPU's flash-attention kernel does slower than fp32 at one query
token. So decode steps read bf16 copies of the linear weights, made once per set of weights with
the active LoRA adapter merged in (the adapter's own small matmuls are a visible share of a
step), while attention, norms, the residual stream and the KV cache stay fp32. The output head
(113 MB in fp32) reads a bf16 copy too, and recomputes each position's best few logits from the
fp32 weight, so the greedy pick is the fp32 head's. The body's logits stay within bf16 rounding
of the fp32 ones (``tests/test_decode_weights.py``); the time saved: benchmarks/HISTORY.md, "bf16".

Only modules whose forward is exactly ``linear(x, W [+ merged LoRA], b)`` are swapped; anything
else (DoRA, merged or quantised layers, ...) keeps its own forward.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from reflect_cli.lm.transformers.precision import _output_head


class DecodeWeights:
    """The bf16 weights of one model's swappable linear modules, for the weights now active;
    rebuilt when a weight they come from changes (an optimizer step, another adapter)."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.weights: list[tuple[Any, Any, Any]] = []  # (module, bf16 weight, bias or None)
        self.head: tuple[Any, Any] | None = None  # (output head, its bf16 weight)

    def refresh(self, model: Any) -> list[tuple[Any, Any, Any]]:
        """The copies for the weights now active (none when they cannot be identified)."""
        head = _plain_head(model)
        modules = _swappable(model, head)
        key = _key(modules + ([(head, (head,))] if head is not None else []))
        if key is None:
            self.key, self.weights, self.head = None, [], None
            return []
        if key != self.key:
            import torch

            self.weights, self.head = [], None  # free the old copies before making new ones
            with torch.no_grad():
                self.weights = [(module, _merged_weight(module, parts).to(torch.bfloat16), parts[0].bias)
                                for module, parts in modules]
                if head is not None:
                    self.head = (head, head.weight.detach().to(torch.bfloat16))
            self.key = key
        return self.weights


@contextlib.contextmanager
def bf16_decode(model: Any, holder: DecodeWeights) -> Iterator[None]:
    """Within this context, ``model``'s swappable linear modules compute ``linear`` with bf16
    weights (``holder``'s, refreshed first) on a bf16 copy of their input, and return fp32; the
    output head returns logits whose argmax is the fp32 head's (:func:`_greedy_head`). For
    greedy decode steps only: other logits are bf16's."""
    import torch

    linear = torch.nn.functional.linear
    swapped = []
    for module, weight, bias in holder.refresh(model):
        def forward(x: Any, *args: Any, _w: Any = weight, _b: Any = bias, **kwargs: Any) -> Any:
            out = linear(x.to(torch.bfloat16), _w).to(x.dtype)
            return out if _b is None else out + _b
        module.forward = forward
        swapped.append(module)
    if holder.head is not None:
        head, weight = holder.head
        head.forward = _greedy_head(head, weight)
        swapped.append(head)
    try:
        yield
    finally:
        for module in swapped:
            del module.forward  # back to the class's forward


GREEDY_CANDIDATES = 16  # per position, the bf16 head's best logits recomputed in fp32


def _greedy_head(head: Any, weight: Any) -> Any:
    """The output head's forward for greedy decoding: every logit from the bf16 weight, then each
    position's ``GREEDY_CANDIDATES`` highest recomputed from the fp32 weight, so that the argmax is
    the fp32 head's. A bf16 logit is off by ~0.1 (weight rounding, and the output's: 1/8 near
    20), far less than the usual gap down to the 16th best, so the fp32 winner is among them;
    reading 2 bytes a weight instead of 4 is what saves the time."""
    import torch

    full = head.weight
    bias = head.bias

    def forward(hidden: Any, *args: Any, **kwargs: Any) -> Any:
        logits = torch.nn.functional.linear(hidden.to(torch.bfloat16), weight).float()
        top = logits.topk(min(GREEDY_CANDIDATES, logits.shape[-1]), dim=-1).indices
        exact = torch.einsum("...d,...kd->...k", hidden.float(), full.detach()[top].float())
        if bias is not None:
            exact = exact + bias.detach().float()[top]
        return logits.scatter_(-1, top, exact)

    return forward


def _plain_head(model: Any) -> Any:
    """The output head when it is a plain ``nn.Linear`` with its class's forward, else None."""
    import torch

    head = _output_head(model)
    return head if type(head) is torch.nn.Linear else None


def _swappable(model: Any, head: Any) -> list[tuple[Any, tuple[Any, ...]]]:
    """``(module, parts)`` for every linear module of the body: ``parts`` is ``(linear,)`` for a
    plain ``nn.Linear`` and ``(base_layer, (A, B, scaling), ...)`` for a PEFT LoRA linear (one
    entry per active adapter it has). ``head`` (the plain output head) is left out: it gets
    :func:`_greedy_head`; an output head with a forward of its own is never plain."""
    import torch

    lora_types: tuple[type, ...]
    try:
        from peft.tuners.lora import Linear as LoraLinear

        lora_types = (LoraLinear,)
    except Exception:  # noqa: BLE001 - no peft: plain linears only
        lora_types = ()
    out: list[tuple[Any, tuple[Any, ...]]] = []
    inside_lora: set[int] = set()
    for module in model.modules():
        if lora_types and isinstance(module, lora_types):
            inside_lora.update(id(m) for m in module.modules())
            parts = _lora_parts(module)
            if parts is not None:
                out.append((module, parts))
        elif (type(module) is torch.nn.Linear and module is not head and id(module) not in inside_lora
              and "forward" not in vars(module)):
            out.append((module, (module,)))
    return out


def _lora_parts(module: Any) -> tuple[Any, ...] | None:
    """The base layer and active adapters of a PEFT LoRA linear, or None when its forward is not
    plain ``base + scaling * B(A(x))`` (DoRA, merged weights, fan-in-fan-out, an odd base)."""
    import torch

    base = module.base_layer
    if type(base) is not torch.nn.Linear or getattr(module, "merged", False) or "forward" in vars(module):
        return None
    if getattr(module, "fan_in_fan_out", False):
        return None
    parts: list[Any] = [base]
    if getattr(module, "disable_adapters", False):
        return tuple(parts)
    for name in module.active_adapters:
        if name not in module.lora_A:
            continue
        if getattr(module, "use_dora", {}).get(name, False):
            return None
        a, b = module.lora_A[name], module.lora_B[name]
        if type(a) is not torch.nn.Linear or type(b) is not torch.nn.Linear or a.bias is not None or b.bias is not None:
            return None
        parts.append((a, b, float(module.scaling[name])))
    return tuple(parts)


def _merged_weight(module: Any, parts: tuple[Any, ...]) -> Any:
    weight = parts[0].weight.detach()
    if len(parts) == 1:
        return weight
    weight = weight.clone()
    for a, b, scaling in parts[1:]:
        weight += (b.weight.detach() @ a.weight.detach()) * scaling
    return weight


def _key(modules: list[tuple[Any, tuple[Any, ...]]]) -> tuple | None:
    """Identifies the weights of ``modules``: each tensor's storage and in-place version, and the
    adapters' scalings (an optimizer step, ``load_state_dict`` or another adapter changes it).
    ``None`` when a version cannot be read (inference tensors)."""
    try:
        return _versions(modules)
    except RuntimeError:
        return None


def _versions(modules: list[tuple[Any, tuple[Any, ...]]]) -> tuple:
    key: list[Any] = []
    for module, parts in modules:
        key.append(id(module))
        for part in parts:
            if isinstance(part, tuple):
                a, b, scaling = part
                key.extend((a.weight.data_ptr(), a.weight._version, b.weight.data_ptr(), b.weight._version, scaling))
            else:
                key.extend((part.weight.data_ptr(), part.weight._version))
                if part.bias is not None:
                    key.extend((part.bias.data_ptr(), part.bias._version))
    return tuple(key)
