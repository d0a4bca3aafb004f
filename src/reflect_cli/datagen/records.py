"""The record formats of gen-data's trajectories and the SFT examples built from them.

A trajectory step is a plain dict (:func:`_step`); :func:`_step_of` builds it from one step of the
rollout engine (:class:`~reflect_cli.agent.loop.StepRecord`), whose ``extra`` carries the step's
``kind`` and, for Taxi/ALFWorld, the oracle's ``target``. :func:`sft_record_sets` turns a list of
trajectories into the ``sft_*.jsonl`` files' records (formats in :mod:`reflect_cli.datagen`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from reflect_cli.agent.loop import StepRecord

TRAJECTORY_SCHEMA = "reflect.trajectory/1"
SFT_SCHEMA = "reflect.sft/1"
SFT_FILES = ("sft_reflection", "sft_policy", "sft_reflection_positive", "sft_policy_positive", "sft_policy_noreflect")


def _step(t, obs, actions, index, reflection, kind, **extra) -> dict[str, Any]:
    record = {
        "t": t,
        "observation": obs,
        "actions": list(actions),
        "action_index": index,
        "action": actions[index] if index is not None and 0 <= index < len(actions) else None,
        "reflection": reflection,
        "kind": kind,
    }
    record.update(extra)
    return record


def _step_of(record: StepRecord) -> dict[str, Any]:
    """The trajectory step dict of one engine step: ``record.extra`` holds the step ``kind``, and
    optionally the policy ``target`` (when it differs from the action played, Taxi/ALFWorld) and
    further fields appended to the dict in their order."""
    extra = dict(record.extra or {})
    kind = extra.pop("kind")
    index = extra.pop("target") if "target" in extra else record.action_index
    return _step(record.t, record.observation, record.actions, index, record.reflection, kind, **extra)


# -- SFT records ----------------------------------------------------------------------------------


def _sft_steps(trajectory: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The steps of ``trajectory`` that are SFT examples (see :func:`sft_records`)."""
    for step in trajectory["steps"]:
        kind = step["kind"]
        if kind not in ("positive", "negative", "teacher") or step["action_index"] is None:
            continue
        if trajectory["kind"] == "negative" and kind != "negative":
            continue
        if kind == "teacher" and not trajectory["success"]:
            continue
        yield step


def sft_records(trajectory: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(file stem, record)`` pairs for one trajectory. Stems: ``sft_reflection``, ``sft_policy``,
    ``sft_policy_noreflect`` (no reflection), and ``sft_reflection_positive`` / ``sft_policy_positive``.
    Teacher steps count as positive examples, and only when their episode succeeded. A record set
    built from several trajectories goes through :func:`sft_record_sets` (conflicting negatives)."""
    for step in _sft_steps(trajectory):
        yield from _step_records(trajectory, step)


def _state_key(trajectory: dict[str, Any], step: dict[str, Any]) -> tuple[str, str, str]:
    return trajectory["env"], trajectory["task_id"], step["observation"]


def sft_record_sets(
    trajectories: list[dict[str, Any]],
) -> tuple[dict[str, list[dict[str, Any]]], dict[str, int]]:
    """The SFT records of ``trajectories`` per file stem (:data:`SFT_FILES`, trajectory order), and
    the negative steps left out, by reason.

    A negative recovery step is an example only at a state (env, task, observation) that no
    positive or teacher example and no earlier negative example has. A premature ``id`` is never
    executed, so its recovery step sits at the positive episode's state: its reflection
    ("Identifying X now would be premature ...") would be a second, contradictory reflection target
    for the same reflector input (and two premature ``id`` negatives at one state a third). Such
    steps are dropped with all their records, counted as ``conflicting`` when their reflection or
    action differs from the kept example's, ``duplicate`` when both are the same."""
    targets: dict[tuple[str, str, str], set[tuple[Any, Any]]] = {}
    for trajectory in trajectories:
        for step in _sft_steps(trajectory):
            if step["kind"] != "negative":
                targets.setdefault(_state_key(trajectory, step), set()).add((step["reflection"], step["action_index"]))
    buckets: dict[str, list[dict[str, Any]]] = {name: [] for name in SFT_FILES}
    dropped: Counter[str] = Counter()
    for trajectory in trajectories:
        for step in _sft_steps(trajectory):
            if step["kind"] == "negative":
                key = _state_key(trajectory, step)
                kept = targets.get(key)
                if kept is not None:
                    dropped["duplicate" if (step["reflection"], step["action_index"]) in kept else "conflicting"] += 1
                    continue
                targets[key] = {(step["reflection"], step["action_index"])}
            for name, record in _step_records(trajectory, step):
                buckets[name].append(record)
    return buckets, dict(sorted(dropped.items()))


def _step_records(trajectory: dict[str, Any], step: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(file stem, record)`` pairs of one SFT step."""
    kind = step["kind"]
    meta = {"task_id": trajectory["task_id"], "episode_id": trajectory["id"], "t": step["t"], "kind": kind}
    base = {
        "schema": SFT_SCHEMA,
        "env": trajectory["env"],
        "observation": step["observation"],
        "actions": step["actions"],
        "split": trajectory["split"],
    }
    policy_plain = {**base, "target": "policy", "reflection": None, "action_index": step["action_index"], "meta": meta}
    yield "sft_policy_noreflect", policy_plain
    if not step["reflection"]:
        return
    reflection = {**base, "target": "reflection", "reflection": step["reflection"], "action_index": None, "meta": meta}
    policy = {**base, "target": "policy", "reflection": step["reflection"], "action_index": step["action_index"], "meta": meta}
    yield "sft_reflection", reflection
    yield "sft_policy", policy
    if kind in ("positive", "teacher"):
        yield "sft_reflection_positive", reflection
        yield "sft_policy_positive", policy
