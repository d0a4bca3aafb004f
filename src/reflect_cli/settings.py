"""Settings fields: a dataclass field that carries its help, its command-line flag and whether
recipes may set it (``train/config.py`` builds every stage's settings from these), and the
LoRA settings, which both the agent layer (adding an adapter) and training use.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field
from typing import Any

AUTO = "auto"  # metadata["flag"]: the field's name with dashes

# The token budget of a reflection wherever none is given (explore, evaluation, RL, a reflector):
# the length the shipped reflector was trained to write within.
DEFAULT_REFLECTION_TOKENS = 48


def setting(default: Any = MISSING, help: str = "", *, factory: Any = MISSING, flag: str | None = AUTO,
            recipe: bool = True, cli: dict[str, Any] | None = None) -> Any:
    """A dataclass field with its help, its command-line option and whether recipes may set it.
    ``cli``: more arguments of its ``typer.Option`` (``min``, ``max``, ``metavar``, ...)."""
    meta = {"help": help, "flag": flag, "recipe": recipe, "cli": dict(cli or {})}
    if factory is not MISSING:
        return field(default_factory=factory, metadata=meta)
    return field(default=default, metadata=meta)


DEFAULT_LORA_LAYERS = 4
# The reflector writes text, which an adapter on the attention of the top layers does not learn in
# a CPU budget (its greedy reflections degenerate); on every linear module of every layer it learns
# to read the state itself (benchmarks/HISTORY.md, "The reflector's LoRA"). Fewer steps fit the
# minutes (no frozen trunk), each teaching more. The policy only ranks commands; its defaults stay.
REFLECTOR_LORA: dict[str, Any] = {"targets": ["all-linear"], "layers": 0}
# RL keeps the model in eval mode (sampling and update alike), so dropout never acts there; a
# fresh RL adapter records 0 in its config, which a later SFT continuing it then also trains with.
RL_LORA: dict[str, Any] = {"dropout": 0.0}
# Which adapter takes which defaults: one dataclass, a preset of overrides per role.
LORA_PRESETS: dict[str, dict[str, Any]] = {"policy": {}, "reflection": REFLECTOR_LORA, "rl": RL_LORA}


@dataclass
class LoraSettings:
    """A fresh LoRA adapter, for every trainer (SFT, RL, adapt, the re-ranker): ``lora_*`` keys in
    recipes and ``--set``, ``--lora-*`` options, a ``lora`` table in a run's ``config.json``.
    :func:`reflect_cli.lm.adapters.lora_config` turns it into peft's ``LoraConfig``."""

    r: int = setting(16, "LoRA rank.", flag="--lora-r")
    alpha: int = setting(32, "LoRA alpha.", flag="--lora-alpha")
    dropout: float = setting(0.05, "LoRA dropout.", flag="--lora-dropout")
    # None: peft's default for the architecture; ["all-linear"] works too
    targets: list[str] | None = setting(None, "Comma-separated module names, or all-linear (default: peft's; "
                                        "all-linear for a reflector).",
                                        flag="--lora-targets")
    # The layers below the adapter are a frozen trunk, run once without grad (and
    # cached per example in SFT), which makes a CPU step several times cheaper.
    layers: int = setting(DEFAULT_LORA_LAYERS, "LoRA on the top N decoder layers only; the layers below are frozen "
                          "and run once without grad (0: every layer). Default: 4 for a policy; every layer, on every "
                          "linear module, for a reflector.", flag="--lora-layers")

    @classmethod
    def preset(cls, role: str, **given: Any) -> LoraSettings:
        """The defaults of ``role`` (:data:`LORA_PRESETS`: policy, reflection, rl) under ``given``."""
        return cls(**{**LORA_PRESETS[role], **given})

    def to_dict(self) -> dict[str, Any]:
        return {"r": self.r, "alpha": self.alpha, "dropout": self.dropout, "targets": self.targets,
                "layers": self.layers}
