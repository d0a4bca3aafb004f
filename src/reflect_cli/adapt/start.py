"""Where an adaptation starts: the explorer ``reflect explore`` played before it (the shipped one,
the untrained base, a trained policy run, or another base model) and what SFT continues from.
"""

from __future__ import annotations

from dataclasses import dataclass

from reflect_cli.errors import UsageError


@dataclass
class Start:
    """What the adaptation starts from and how the explorer played before it."""

    kind: str  # shipped | base | run | model
    label: str  # in words
    base: str  # the base model SFT loads
    init: str | None  # a trained LoRA policy run to continue
    head: str | None
    policy_ref: str  # what played the policy before
    reflector_ref: str | None  # what wrote reflections before (None: the policy's model)
    reflector_after: str | None  # "shipped", a trained run, or None: no reflections after


def resolve_start(model: str | None) -> Start:
    from reflect_cli.agent.players import resolve_players, shipped_explorer
    from reflect_cli.lm.artifacts import find_trained, read_info
    from reflect_cli.lm.embedded import EMBEDDED_ALIASES

    if model is None and shipped_explorer() is not None:
        refs = resolve_players(None)
        info = read_info(find_trained(refs.policy))  # type: ignore[arg-type]
        return Start("shipped", "the explorer shipped with reflect", info.base, refs.policy, info.head,
                     refs.policy, refs.reflector, "shipped" if refs.reflector else None)
    if model is None or model.strip().lower() in EMBEDDED_ALIASES:
        return Start("base", "the untrained embedded base model (no trained explorer is shipped)", "embedded", None,
                     None, "embedded", None, None)
    final = find_trained(model)
    if final is not None:
        info = read_info(final)
        if info.kind != "lora" or info.target != "policy":
            raise UsageError(f"--model {model}: a trained run to continue must be a LoRA policy run",
                             hint="pass a policy run of reflect sft/rlft, a base model, or nothing")
        refs = resolve_players(model)
        return Start("run", f"the trained policy {model}", info.base, model, info.head, refs.policy, refs.reflector,
                     refs.reflector)
    return Start("model", f"the base model {model}", model, None, None, model, None, None)
