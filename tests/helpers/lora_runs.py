"""A tiny model with a random non-zero LoRA adapter: a trained run's weights without training."""

from __future__ import annotations

from pathlib import Path
from typing import Any

LORA = {"r": 4, "alpha": 8, "dropout": 0.0, "targets": ["q_proj", "v_proj"]}


def random_lora_model(base_dir: Path, *, seed: int = 0) -> Any:
    """The base model of ``base_dir`` with a q/v LoRA adapter whose B matrices are random (so the
    adapter changes the model), seeded."""
    import torch

    from reflect_cli.lm.adapters import LoraSettings, add_lora
    from reflect_cli.lm.loading import load_base

    lm = load_base(str(base_dir), device="cpu")
    add_lora(lm, LoraSettings(r=LORA["r"], alpha=LORA["alpha"], dropout=LORA["dropout"], targets=LORA["targets"]))
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in lm.model.named_parameters():
            if "lora_B" in name:
                p.copy_(torch.randn(p.shape, generator=gen) * 0.5)
    return lm
