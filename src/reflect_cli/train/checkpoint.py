"""Checkpoints: everything needed to continue a run exactly where it stopped.

A checkpoint directory (made atomic by :class:`~reflect_cli.runs.RunDir`: filled as
``step-N.tmp/`` and renamed) holds::

    weights.safetensors    the trainable tensors (LoRA adapter, or all weights with --full)
    optimizer.pt           optimizer (+ LR scheduler) state; tensors and primitives only
    rng_torch.pt           torch CPU (and CUDA) generator states
    trainer_state.json     step, python and numpy RNG states, curriculum position, counters ...
    replay.jsonl           the replay buffer (RL only)

Restoring copies the tensors into the live parameters in place, so the optimizer keeps pointing
at the same objects.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.errors import UsageError
from reflect_cli.runs import RunDir

STATE_FILE = "trainer_state.json"


def _py_state_to_json(state: tuple) -> list:
    version, internal, gauss = state
    return [version, list(internal), gauss]


def _py_state_from_json(doc: list) -> tuple:
    version, internal, gauss = doc
    return (version, tuple(internal), gauss)


def rng_snapshot(rng: np.random.Generator) -> dict[str, Any]:
    """All RNG states that influence training (python, numpy generator, torch)."""
    import torch

    snap: dict[str, Any] = {
        "python": _py_state_to_json(random.getstate()),
        "numpy": rng.bit_generator.state,
        "torch": torch.get_rng_state().clone(),
    }
    if torch.cuda.is_available():
        snap["cuda"] = [s.clone() for s in torch.cuda.get_rng_state_all()]
    return snap


def rng_restore(snap: Mapping[str, Any], rng: np.random.Generator) -> None:
    import torch

    random.setstate(_py_state_from_json(snap["python"]))
    rng.bit_generator.state = snap["numpy"]
    torch.set_rng_state(snap["torch"])
    if snap.get("cuda") is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(snap["cuda"])


def save_checkpoint(
    run: RunDir,
    step: int,
    *,
    params: Mapping[str, Any],
    optimizer: Any,
    scheduler: Any | None = None,
    rng: dict[str, Any],
    state: dict[str, Any],
    replay: list[dict[str, Any]] | None = None,
    keep_last: int = 3,
) -> Path:
    """Write checkpoint ``step`` atomically. ``rng`` is a :func:`rng_snapshot` (taken when the
    state it describes was current, e.g. at the end of the last completed iteration)."""
    import torch
    from safetensors.torch import save_file

    tmp = run.new_checkpoint_dir(step)
    save_file({name: p.detach().cpu().clone().contiguous() for name, p in params.items()}, str(tmp / "weights.safetensors"))
    torch.save(
        {"optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict() if scheduler else None},
        tmp / "optimizer.pt",
    )
    torch.save({"torch": rng["torch"], "cuda": rng.get("cuda")}, tmp / "rng_torch.pt")
    doc = {"step": step, "rng_python": rng["python"], "rng_numpy": rng["numpy"], **state}
    (tmp / STATE_FILE).write_text(json.dumps(doc, indent=2, default=float) + "\n", encoding="utf-8")
    if replay is not None:
        with (tmp / "replay.jsonl").open("w", encoding="utf-8") as fh:
            for item in replay:
                fh.write(json.dumps(item, ensure_ascii=False) + "\n")
    return run.commit_checkpoint(tmp, keep_last=keep_last)


def load_checkpoint(
    path: Path,
    *,
    params: Mapping[str, Any],
    optimizer: Any,
    scheduler: Any | None = None,
    rng: np.random.Generator,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Restore weights, optimizer, scheduler and RNGs from ``path``; return (state, replay)."""
    import torch
    from safetensors.torch import load_file

    weights = load_file(str(path / "weights.safetensors"))
    missing = sorted(set(params) - set(weights))
    extra = sorted(set(weights) - set(params))
    if missing or extra:
        raise UsageError(
            f"checkpoint {path} does not match the model being trained "
            f"({len(missing)} tensors missing, {len(extra)} unexpected)",
            hint="resume with the same model, LoRA settings and --full flag as the original run",
        )
    with torch.no_grad():
        for name, p in params.items():
            p.copy_(weights[name].to(p.device, p.dtype))
    opt = torch.load(path / "optimizer.pt", weights_only=True)
    optimizer.load_state_dict(opt["optimizer"])
    if scheduler is not None and opt.get("scheduler") is not None:
        scheduler.load_state_dict(opt["scheduler"])
    state = json.loads((path / STATE_FILE).read_text(encoding="utf-8"))
    trng = torch.load(path / "rng_torch.pt", weights_only=True)
    rng_restore({"python": state.pop("rng_python"), "numpy": state.pop("rng_numpy"), **trng}, rng)
    replay: list[dict[str, Any]] = []
    if (path / "replay.jsonl").is_file():
        with (path / "replay.jsonl").open(encoding="utf-8") as fh:
            replay = [json.loads(line) for line in fh if line.strip()]
    return state, replay
