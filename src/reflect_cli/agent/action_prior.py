"""The policy's learned prior over where an action stands in the env's list.

An env that orders its actions by evidence (AutoExplore's ranked listing: the most relevant entry
first) tells the policy something the prompt alone does not: how far to trust that order. The
prior turns the head's log-probabilities ``lp`` over the ``n`` valid actions into

    log_softmax(exp(log_scale) * lp + bias[min(i, K - 1)])        for action i of n

so ``bias`` is a preference for the i-th listed action and ``exp(log_scale)`` how much the model's
own reading counts against it. It belongs to RL: made at RL's start (the identity, scale 1 and
bias 0, then fitted to the teacher's picks beside the frozen reflector's reflections,
:mod:`reflect_cli.train.prior_fit`) and learned from reward after that; SFT policies have none.
K + 1 numbers, recorded in ``reflect.json``
(``action_prior``) and in an export's sidecar; an env whose order carries no evidence simply
learns a bias near zero.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

DEFAULT_POSITIONS = 8  # the top of a page; the positions below share the last bias


class ActionPrior:
    """``log_scale`` and ``bias`` as torch tensors (trainable with :meth:`trainable`)."""

    def __init__(self, torch: Any, log_scale: float = 0.0, bias: Sequence[float] | None = None,
                 positions: int = DEFAULT_POSITIONS, action_order: str | None = None) -> None:
        """``action_order``: the env's order the prior was learned on (AutoExplore's ``lexical``
        listing), which whoever plays the policy must show it again."""
        values = list(bias) if bias is not None else [0.0] * positions
        if not values or not all(math.isfinite(float(v)) for v in [log_scale, *values]):
            raise ValueError("an action prior needs at least one finite bias and a finite scale")
        self.torch = torch
        self.log_scale = torch.tensor(float(log_scale), dtype=torch.float32)
        self.bias = torch.tensor([float(v) for v in values], dtype=torch.float32)
        self.action_order = action_order

    @classmethod
    def from_dict(cls, torch: Any, data: Mapping[str, Any]) -> ActionPrior:
        return cls(torch, float(data.get("log_scale", 0.0)), list(data["bias"]), action_order=data.get("action_order"))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"log_scale": float(self.log_scale.detach()), "bias": [float(v) for v in self.bias.detach()]}
        if self.action_order:
            out["action_order"] = self.action_order
        return out

    @property
    def scale(self) -> float:
        return math.exp(float(self.log_scale.detach()))

    def trainable(self) -> dict[str, Any]:
        """Its tensors, made leaves that need grad, by name (for the optimizer and checkpoints)."""
        self.log_scale = self.log_scale.detach().clone().requires_grad_(True)
        self.bias = self.bias.detach().clone().requires_grad_(True)
        return {"action_prior.log_scale": self.log_scale, "action_prior.bias": self.bias}

    def apply(self, logp: Any) -> Any:
        """The prior over one state's log-probabilities (a 1-D tensor over its valid actions)."""
        torch = self.torch
        n = int(logp.shape[-1])
        k = int(self.bias.shape[0])
        index = torch.clamp(torch.arange(n), max=k - 1)
        bias = self.bias.index_select(0, index).to(device=logp.device, dtype=torch.float32)
        scale = torch.exp(self.log_scale).to(device=logp.device, dtype=torch.float32)
        return torch.log_softmax(scale * logp.float() + bias, dim=-1)


def check_prior(data: Any) -> dict[str, Any] | None:
    """``data`` if it is a well-formed recorded prior (a trained run's or an export's), else None."""
    if not isinstance(data, Mapping):
        return None
    bias, log_scale = data.get("bias"), data.get("log_scale", 0.0)
    if not isinstance(bias, list) or not bias or len(bias) > 256:
        return None
    try:
        numbers = [float(v) for v in [log_scale, *bias]]
    except (TypeError, ValueError):
        return None
    if not all(math.isfinite(v) for v in numbers):
        return None
    order = data.get("action_order")
    return {"log_scale": numbers[0], "bias": numbers[1:], **({"action_order": order} if isinstance(order, str) else {})}
