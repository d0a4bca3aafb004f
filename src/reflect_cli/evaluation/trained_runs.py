"""Which weights play a model agent: a model reference resolved to its policy and the reflector it
was trained with (recorded in a run's ``reflect.json``, ``meta.json`` or ``config.json``, or
planned by a ``reflect train`` directory), so that a trained policy is never evaluated with
another model writing its reflections."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError
from reflect_cli.lm.artifacts import is_trained
from reflect_cli.runs import CONFIG_FILE, META_FILE, PIPELINE_FILE, run_of, stage_dir

NO_REFLECTOR_VALUES = ("", "none", "null")


@dataclass(frozen=True)
class AgentRefs:
    """Which weights play a model agent: ``policy``, and ``reflector`` (the weights that write
    the reflections: a trained reflector run, or ``policy`` itself when it plays both roles;
    None when the policy was trained without reflections and plays without them)."""

    policy: str
    reflector: str | None
    origin: str  # shipped | base | pipeline | run | model



def _recorded_reflector(final: Path) -> tuple[bool, str | None]:
    """``(recorded, reflector)`` of a trained run: the reflector it was trained with, as recorded
    by ``parents.reflector`` of its ``reflect.json``, else of the run's ``meta.json``, else the
    ``reflector`` of an RL run's ``config.json``. ``(True, None)``: trained without a reflector;
    ``(False, None)``: nothing recorded (e.g. an SFT run)."""
    from reflect_cli.train.models import read_info

    run_dir = run_of(final)
    sources: list[dict[str, Any]] = [read_info(final).parents]
    for name in (META_FILE, CONFIG_FILE):
        try:
            doc = json.loads((run_dir / name).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(doc, dict):
            continue
        if name == META_FILE:
            sources.append(doc.get("parents") or {})
        elif doc.get("stage") == "rlft":
            sources.append({k: v for k, v in doc.items() if k == "reflector"})
    for parents in sources:
        if isinstance(parents, dict) and "reflector" in parents:
            value = parents["reflector"]
            if value is None or str(value).strip().lower() in NO_REFLECTOR_VALUES:
                return True, None
            return True, str(value)
    return False, None


def _find_reflector_run(value: str, run_dir: Path) -> str | None:
    """The recorded reflector reference as an existing trained run (a relative reference, as
    given at training time, is tried from the working directory, then from the policy run's
    folder and each folder above it)."""
    path = Path(value).expanduser()
    here = run_dir.resolve()
    candidates = [path] if path.is_absolute() else [path, here / path, *(up / path for up in here.parents)]
    for candidate in candidates:
        if is_trained(candidate):
            return str(candidate)
    return None


def resolve_agent_refs(ref: str, env: str | None = None) -> AgentRefs:
    """Resolve a model agent like ``reflect explore --model``, so that a trained policy is always
    evaluated with the reflector it was trained with:

    * ``shipped`` (AutoExplore): the packaged explorer's policy and reflector (the embedded model
      when the installation carries none);
    * a ``reflect train`` directory: its RL (else SFT) policy with its SFT reflector; a pipeline
      planned with a reflector whose reflector run is missing is an error, one without (the
      ``no-reflection`` and ``rl-only`` ablations) plays without reflections;
    * a trained run: its recorded reflector (see :func:`_recorded_reflector`); recorded but no
      longer a trained run is an error; recorded as none means no reflections; nothing recorded
      (an SFT policy run) falls back to the policy's own model writing the reflections;
    * anything else (a base model, a model directory, a .gguf, a hub id): one model, both roles.
    """
    from reflect_cli.agent.players import pipeline_players, shipped_explorer
    from reflect_cli.envs.registration import get_spec

    if ref == "shipped" and (env is None or get_spec(env).explores_repository):
        bundle = shipped_explorer()
        if bundle is None:  # as `reflect explore` without --model: the untrained embedded model
            return AgentRefs("embedded", "embedded", "base")
        own = bundle / "reflector"
        policy = str(bundle / "policy")
        return AgentRefs(policy, str(own) if is_trained(own) else policy, "shipped")
    path = Path(ref).expanduser()
    pair = pipeline_players(path) if path.is_dir() else None
    if pair is not None:
        policy, reflector = pair
        if reflector is not None:
            return AgentRefs(policy, reflector, "pipeline")
        if _pipeline_has_reflector(path):
            raise UsageError(
                f"{ref}: this pipeline was trained with reflections, but its reflector "
                f"({stage_dir(path, 'sft-reflection')}) holds no trained model",
                hint="finish the pipeline (reflect train ... --resume), or evaluate the policy alone with --no-reflect",
            )
        return AgentRefs(policy, None, "pipeline")
    from reflect_cli.lm.embedded import EMBEDDED_ALIASES

    if ref.lower() in EMBEDDED_ALIASES:
        return AgentRefs(ref, ref, "model")
    if path.is_dir() and is_trained(path):
        from reflect_cli.train.models import find_trained

        final = find_trained(str(path))
        assert final is not None
        recorded, value = _recorded_reflector(final)
        if not recorded:
            return AgentRefs(ref, ref, "run")
        if value is None:
            return AgentRefs(ref, None, "run")
        found = _find_reflector_run(value, run_of(final))
        if found is None:
            raise UsageError(
                f"{ref} was trained with the reflector {value}, which is not a trained run here "
                "(moved or deleted); evaluating it with another reflector would measure something else",
                hint="restore that reflector run, or evaluate the policy alone with --no-reflect",
            )
        return AgentRefs(ref, found, "run")
    return AgentRefs(ref, ref, "model")


def _pipeline_has_reflector(path: Path) -> bool:
    """Whether the pipeline in ``path`` plans a reflector (True when its config is unreadable)."""
    from reflect_cli.pipeline_config import planned_stages

    try:
        cfg = json.loads((path / PIPELINE_FILE).read_text(encoding="utf-8"))["config"]
        return "sft-reflection" in planned_stages(cfg)
    except (OSError, ValueError, KeyError, TypeError):
        return True
