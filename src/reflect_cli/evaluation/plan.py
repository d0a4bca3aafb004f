"""Which episodes an evaluation plays: its levels, each level's episodes (draws, every task once,
or listed reset options), the seeds an agent plays them under and how each episode is reset."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from reflect_cli.errors import UsageError
from reflect_cli.evaluation.agents import AgentSpec


def reset_seed(seed: int, episode: int) -> int:
    """The env reset seed of episode ``episode`` under evaluation seed ``seed``."""
    return int(np.random.SeedSequence([int(seed), int(episode)]).generate_state(1, dtype=np.uint32)[0])


def parse_level(env: str, value: Any) -> Any:
    """A ``--level`` value in the env's own type (Taxi: name, AutoExplore: depth int, ALFWorld:
    task type; see :meth:`reflect_cli.envs.registration.EnvSpec.parse_level`)."""
    from reflect_cli.envs.registration import get_spec

    return get_spec(env).parse_level(value)


def resolve_levels(env_spec: Any, levels: Sequence[Any] | None, make_env: Callable[[], Any]) -> list[Any]:
    """The levels to play: those asked for (in the env's own type), or every level the env has."""
    requested = [env_spec.parse_level(lv) for lv in levels] if levels else None
    if requested is not None and len(set(map(str, requested))) != len(requested):
        raise UsageError(f"levels repeat: {list(levels or [])}")
    if requested is None:
        requested = env_spec.default_levels(make_env)
    env_spec.check_levels(requested, make_env)
    return requested


def episode_plan(
    spec: AgentSpec,
    env: Any,
    level: Any,
    seeds: list[int],
    *,
    greedy: bool,
    each_task: bool,
    episode_options: list[dict[str, Any]] | None,
    episodes: int,
) -> tuple[list[int | None], list[int]]:
    """``(plan, seeds)`` of one agent on one level: episode ``i`` plays ``plan[i]`` (a task index
    of ``env``, an index into ``episode_options``, or None: a draw of the level) under each of
    ``seeds``."""
    plan: list[int | None]
    if each_task:
        # Task indices of this depth; episode i plays task plan[i] (reset option "task").
        plan = [k for k, t in enumerate(env.tasks) if level is None or t.depth == level]
        if _replays_identically(spec, greedy, env):
            # Another seed would replay the very same episodes: they are not new evidence.
            return plan, seeds[:1]
    elif episode_options is not None:
        plan = list(range(len(episode_options)))
    else:
        plan = [None] * episodes
    return plan, seeds


def episode_reset(
    task_index: int | None, options: dict[str, Any] | None, episode_options: list[dict[str, Any]] | None
) -> tuple[dict[str, Any] | None, str | None]:
    """``(reset options, task label)`` of a planned episode over the level's reset ``options``;
    the label names a listed episode (its options), else None."""
    if task_index is None:
        return options, None
    if episode_options is not None:
        return {**(options or {}), **episode_options[task_index]}, repr(sorted(episode_options[task_index].items()))
    return {"task": task_index}, None


def _replays_identically(spec: AgentSpec, greedy: bool, env: Any) -> bool:
    """Whether playing one AutoExplore task again under another seed gives the same episode:
    a deterministic agent (oracle, bm25, or a model agent with greedy decoding, whose reflector
    decodes greedily too) on an env without per-episode randomness (no leave-out, no shuffled
    actions). OpenAI agents are not counted: their service may answer differently."""
    deterministic = spec.kind in ("oracle", "bm25") or (spec.kind == "model" and greedy)
    replays = getattr(getattr(env, "unwrapped", env), "replays_identically", None)
    return deterministic and callable(replays) and bool(replays())
