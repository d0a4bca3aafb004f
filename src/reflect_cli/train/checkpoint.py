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
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.errors import ModelLoadError, UsageError, first_line
from reflect_cli.runs import RunDir

STATE_FILE = "trainer_state.json"
CORRUPT_HINT = ("the file was truncated or overwritten (a full disk, a kill during a copy?); delete that "
                "checkpoint folder to resume from an older one, or start a new run with another --out")


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


class CheckpointError(ModelLoadError):
    """A checkpoint file is missing, truncated or not what reflect wrote."""


def _read(path: Path, name: str, reader: Callable[[Path], Any]) -> Any:
    target = path / name
    if not target.is_file():
        raise CheckpointError(f"checkpoint {path} is incomplete: {name} is missing")
    try:
        return reader(target)
    except Exception as exc:  # noqa: BLE001 - torch/safetensors/json raise many types for one thing: a bad file
        raise CheckpointError(f"{target}: unreadable checkpoint file ({_reason(exc)})", hint=CORRUPT_HINT) from None


def _reason(exc: Exception) -> str:
    text = first_line(exc)
    # torch suggests weights_only=False, i.e. running whatever code the file holds: never advise that.
    if "weights_only" in text.lower() or "weights only" in text.lower():
        return "not a checkpoint file written by reflect"
    return f"{type(exc).__name__}: {text[:160]}"


def _read_json(target: Path) -> Any:
    return json.loads(target.read_text(encoding="utf-8"))


def _read_replay(target: Path) -> list[dict[str, Any]]:
    with target.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def read_checkpoint(path: Path) -> dict[str, Any]:
    """Every file of checkpoint ``path``, read and checked before anything is restored, so that
    a corrupt checkpoint leaves the live model untouched (and an older one can be tried)."""
    import torch
    from safetensors.torch import load_file

    def torch_load(target: Path) -> Any:
        # Checkpoints hold tensors and primitives only: anything else is not a file reflect wrote.
        return torch.load(target, weights_only=True)

    doc = {
        "weights": _read(path, "weights.safetensors", lambda t: load_file(str(t))),
        "optimizer": _read(path, "optimizer.pt", torch_load),
        "rng_torch": _read(path, "rng_torch.pt", torch_load),
        "state": _read(path, STATE_FILE, _read_json),
        "replay": _read(path, "replay.jsonl", _read_replay) if (path / "replay.jsonl").exists() else [],
    }
    state = doc["state"]
    if not isinstance(state, dict) or not isinstance(state.get("step"), int) or "rng_python" not in state \
            or "rng_numpy" not in state:
        raise CheckpointError(f"{path / STATE_FILE}: not a reflect trainer state (no step or RNG states)",
                              hint=CORRUPT_HINT)
    if not isinstance(doc["optimizer"], dict) or "optimizer" not in doc["optimizer"]:
        raise CheckpointError(f"{path / 'optimizer.pt'}: not a reflect optimizer state", hint=CORRUPT_HINT)
    if not isinstance(doc["rng_torch"], dict) or "torch" not in doc["rng_torch"]:
        raise CheckpointError(f"{path / 'rng_torch.pt'}: not a reflect RNG state", hint=CORRUPT_HINT)
    return doc


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

    doc = read_checkpoint(path)
    weights = doc["weights"]
    missing = sorted(set(params) - set(weights))
    extra = sorted(set(weights) - set(params))
    reshaped = [n for n, p in params.items() if n in weights and tuple(weights[n].shape) != tuple(p.shape)]
    if missing or extra or reshaped:
        raise UsageError(
            f"checkpoint {path} does not match the model being trained "
            f"({len(missing)} tensors missing, {len(extra)} unexpected, {len(reshaped)} of another shape)",
            hint="resume with the same model, LoRA settings and --full flag as the original run",
        )
    try:
        optimizer.load_state_dict(doc["optimizer"]["optimizer"])
        if scheduler is not None and doc["optimizer"].get("scheduler") is not None:
            scheduler.load_state_dict(doc["optimizer"]["scheduler"])
        state = dict(doc["state"])
        rng_restore({"python": state.pop("rng_python"), "numpy": state.pop("rng_numpy"), **doc["rng_torch"]}, rng)
    except (ValueError, KeyError, TypeError, RuntimeError) as exc:
        raise CheckpointError(f"checkpoint {path}: its optimizer or RNG state does not fit this run ({first_line(exc)})",
                              hint=CORRUPT_HINT) from None
    with torch.no_grad():
        for name, p in params.items():
            p.copy_(weights[name].to(p.device, p.dtype))
    return state, doc["replay"]


def restore_latest(
    run: RunDir,
    *,
    params: Mapping[str, Any],
    optimizer: Any,
    scheduler: Any | None = None,
    rng: np.random.Generator,
    log: Callable[[str], None] | None = None,
) -> tuple[Path, dict[str, Any], list[dict[str, Any]]] | None:
    """Restore the newest intact checkpoint of ``run`` (newest by step, whatever the ``latest``
    marker says); a corrupt one is reported and the previous one tried. ``None``: the run has no
    checkpoint at all. Every checkpoint corrupt: the newest one's :class:`CheckpointError`."""
    say = log or warn
    candidates = run.checkpoint_candidates()
    newest_error: CheckpointError | None = None
    for i, path in enumerate(candidates):
        try:
            state, replay = load_checkpoint(path, params=params, optimizer=optimizer, scheduler=scheduler, rng=rng)
        except CheckpointError as exc:
            newest_error = newest_error or exc
            if i + 1 == len(candidates):
                hint = f"no intact checkpoint is left in {run.checkpoints}; start a new run with another --out"
                raise CheckpointError(newest_error.message, hint=hint) from None
            say(f"Warning: {exc.message}; falling back to the previous checkpoint {candidates[i + 1].name}")
            continue
        return path, state, replay
    return None


def warn(message: str) -> None:
    """A note on stderr for callers without a log (a resume that does not go as asked)."""
    print(message, file=sys.stderr, flush=True)
