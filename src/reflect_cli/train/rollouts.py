"""RL's episodes (step 2 of :mod:`reflect_cli.train.reinforce`) and greedy evaluation during training:
the envs of a run (with its tasks), the start-state seeds (never an evaluation seed), the
reflections' token budget, and what evaluation plays."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from reflect_cli.agent.loop import Episode
from reflect_cli.agent.players import Players
from reflect_cli.envs.registration import get_spec
from reflect_cli.errors import UsageError
from reflect_cli.train.curriculum import reset_options
from reflect_cli.train.rl_config import EVAL_SEED_BASE, EVAL_SEED_SPAN, RLConfig


def env_kwargs_with_tasks(cfg: RLConfig) -> dict[str, Any]:
    """``cfg.env_kwargs`` plus the tasks of ``cfg.tasks`` (its ``tasks_split`` only)."""
    kwargs = dict(cfg.env_kwargs)
    if not cfg.tasks:
        return kwargs
    tasks = [t for t in get_spec(cfg.env).load_tasks(cfg.tasks) if cfg.tasks_split is None or t.meta.get("split") == cfg.tasks_split]
    if not tasks:
        raise UsageError(f"{cfg.tasks}: no task of split {cfg.tasks_split!r}",
                         hint="pass another --split, or 'all' to use every task of the file")
    kwargs["tasks"] = tasks
    return kwargs


def reflection_budget(cfg: RLConfig, reflector: Any) -> int:
    """Tokens a reflection may take: the configured budget, raised to what the reflector was
    trained to write (recorded with its run) so that reflections are not cut before the action."""
    recorded = reflector.reflection_tokens if reflector is not None else None
    return max(int(cfg.reflection_tokens), int(recorded or 0))


class Rollouts:
    """RL's episodes, played by the one rollout engine (:func:`reflect_cli.agent.loop.run_batch`):
    the envs in lockstep, one batched reflection and one batched policy scoring per step."""

    def __init__(self, cfg: RLConfig, players: Players, policy: Any, reflections: dict[str, str],
                 *, tasks: Sequence[Any] | None = None) -> None:
        """``tasks``: the envs' tasks instead of those of ``cfg`` (AutoExplore evaluation tasks).
        ``reflections``: the run's state -> reflection cache (bounded, saved with checkpoints)."""
        from reflect_cli.agent.policy import Reflector
        from reflect_cli.envs.factory import make_policy_env

        self.cfg = cfg
        self.players = players
        self.policy = policy
        self.reflections = reflections
        kwargs = env_kwargs_with_tasks(cfg) if tasks is None else {**cfg.env_kwargs, "tasks": list(tasks)}
        self._make = lambda: make_policy_env(cfg.env, max_actions=policy.max_actions, **kwargs)
        self.envs: list[Any] = []
        self.reflector = None
        if players.reflector is not None:
            self.reflector = Reflector(players.reflector, policy.env_name,
                                       max_new_tokens=reflection_budget(cfg, players.reflector), cache=reflections)

    def play(
        self, seeds: Sequence[int], options: dict[str, Any] | Sequence[dict[str, Any] | None] | None,
        rng: np.random.Generator, *, greedy: bool, on_step: Callable[..., None] | None = None,
    ) -> list[Episode]:
        """``options``: the reset options of every episode, or a list with one per seed. Sampling
        draws from ``rng`` in lockstep order (step ``t`` of every live episode, in episode order).
        ``on_step``: called after every env step (it may raise to abandon the episodes)."""
        import torch

        from reflect_cli.agent.loop import LMAgent, run_batch

        while len(self.envs) < len(seeds):
            self.envs.append(self._make())
        agent = LMAgent(self.policy, self.reflector, greedy=greedy, name="policy", temperature=self.cfg.temperature)
        with torch.no_grad():
            return run_batch(self.envs[: len(seeds)], agent, seeds=[int(s) for s in seeds], options=options,
                             env_name=self.cfg.env, rngs=[rng] * len(seeds), on_step=on_step)



# -- seeds and greedy evaluation --------------------------------------------------------------------


def training_seeds(rng: np.random.Generator, n: int) -> list[int]:
    """``n`` start-state seeds from the run RNG; never an evaluation seed (a draw in
    ``EVAL_SEED_BASE + [0, EVAL_SEED_SPAN)`` moves down by the span), so training and fixed-seed
    evaluation never share a start state seed."""
    out = []
    for seed in rng.integers(0, 2**31 - 1, size=n):
        seed = int(seed)
        out.append(seed - EVAL_SEED_SPAN if EVAL_SEED_BASE <= seed < EVAL_SEED_BASE + EVAL_SEED_SPAN else seed)
    return out


def eval_tasks(cfg: RLConfig) -> tuple[list[Any] | None, str]:
    """What greedy evaluation plays, and its label (``eval/split``, the final line).

    AutoExplore with a tasks file: the tasks of ``cfg.eval_split`` (the first ``eval_episodes``,
    each played once), labelled with the split. If that split has no task (or ``eval_split`` is
    None), ``(None, label)`` with a label that says evaluation runs on the *training* tasks (fixed
    seeds, as for the other envs). Other envs: ``(None, "fixed seeds")``: seeds
    ``EVAL_SEED_BASE + i``, which :func:`training_seeds` never draws."""
    if not cfg.tasks:
        if get_spec(cfg.env).takes_tasks:
            return None, "training (no tasks file: evaluated on the env's tasks)"
        return None, "fixed seeds"
    train = cfg.tasks_split or "all"
    if cfg.eval_split is None:
        return None, f"{train} (training tasks)"
    tasks = [t for t in get_spec(cfg.env).load_tasks(cfg.tasks) if t.meta.get("split") == cfg.eval_split]
    if not tasks:
        return None, f"{train} (training tasks: no {cfg.eval_split!r} task in the tasks file)"
    label = cfg.eval_split if cfg.tasks_split not in (None, cfg.eval_split) else f"{cfg.eval_split} (also trained on)"
    return tasks[: cfg.eval_episodes] if cfg.eval_episodes else tasks, label



def evaluate(
    rollouts: Rollouts, cfg: RLConfig, level: Any, n: int, batch: int = 32, *, n_tasks: int | None = None
) -> float:
    """Greedy success rate over the fixed seeds ``EVAL_SEED_BASE + 0..n-1`` (at ``level``), or,
    with ``n_tasks``, over each of the ``n_tasks`` tasks of ``rollouts``' envs once (AutoExplore
    evaluation tasks, whatever the curriculum level)."""
    if n_tasks is not None:
        n = n_tasks
        options: list[dict[str, Any] | None] = [{"task": i} for i in range(n)]
    else:
        options = [reset_options(cfg.env, level)] * n
    seeds = [EVAL_SEED_BASE + i for i in range(n)]
    rng = np.random.default_rng(0)  # unused by greedy play; keeps the run's RNG untouched
    wins = 0
    for start in range(0, n, batch):
        eps = rollouts.play(seeds[start : start + batch], options[start : start + batch], rng, greedy=True)
        wins += sum(ep.success for ep in eps)
    return wins / max(n, 1)
