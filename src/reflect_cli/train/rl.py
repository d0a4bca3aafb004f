"""``reflect rlft``'s training run: :func:`train_rl` plays the iterations of the online REINFORCE
described in :mod:`reflect_cli.train.reinforce` (the algorithm, its deviations from the paper,
several processes, ``--paper-defaults``) and keeps the run: checkpoints and resume, the stop after
non-finite updates, greedy evaluation, the trained policy.

The RL modules' names (:mod:`~reflect_cli.train.rl_config`, :mod:`~reflect_cli.train.reinforce`,
:mod:`~reflect_cli.train.rollouts`, :mod:`~reflect_cli.train.curriculum`,
:mod:`~reflect_cli.train.metrics_sink`) are re-exported: the CLI, the pipeline, the benchmarks and
the tests import them from here. Tests replace ``rl.load_players`` and ``rl.train_rl``, so
:func:`train_rl` looks ``load_players`` up in this module.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from reflect_cli.agent.players import load_players
from reflect_cli.envs.registration import get_spec
from reflect_cli.errors import TrainingError, UsageError
from reflect_cli.lm.lru import LRUDict
from reflect_cli.lm.transformers.prefill import PrefillMixin
from reflect_cli.lm.transformers.trunk import TrunkCache, keep_trunk_states
from reflect_cli.runs import RunDir
from reflect_cli.train import checkpoint as ckpt
from reflect_cli.train.curriculum import Curriculum, reset_options
from reflect_cli.train.distributed import SINGLE, Dist
from reflect_cli.train.metrics_sink import MetricsSink
from reflect_cli.train.mixed_precision import autocast_factory
from reflect_cli.train.models import save_trained
from reflect_cli.train.reinforce import (
    _checkpointing,
    everyone,
    kl_to_start,
    policy_gradient_step,
    probe_logprobs,
    probe_states,
    replay_item,
    step_entropies,
    training_items,
)
from reflect_cli.train.rl_config import (
    Hooks,
    RLConfig,
    RLResult,
)
from reflect_cli.train.rollouts import (
    Rollouts,
    eval_tasks,
    evaluate,
    training_seeds,
)

NONFINITE_HINT = ("lower --lr or --max-grad-norm, or train in float32; the last good weights are in the run's "
                  "latest checkpoint (continue with --resume --out RUN)")


def check_split(cfg: RLConfig, world_size: int) -> None:
    """Every process plays the same number of start states (whole groups)."""
    n_groups = cfg.episodes_per_iter // cfg.group_size
    if n_groups % world_size:
        raise UsageError(
            f"{n_groups} start states per iteration (--episodes-per-iter / --group-size) cannot be split "
            f"evenly over {world_size} processes",
            hint="make episodes_per_iter / group_size a multiple of the number of processes",
        )


def _training_view(policy: Any, lm: Any, wrapped: Any) -> Any:
    """A copy of ``policy`` whose forward passes go through ``wrapped`` (the DDP module), with the
    adapter switching of the original view (DDP has no ``set_adapter``)."""
    import copy

    view = copy.copy(lm)
    view.model = wrapped
    view.activate = lm.activate
    out = copy.copy(policy)
    out.lm = view
    return out


class DeadlinePassed(Exception):
    """The ``--minutes`` budget ran out inside an iteration: that iteration is abandoned."""


class Deadline:
    """The wall-clock end of the iterations, checked after every env step and before every backward
    chunk (one process: an iteration can take minutes, so checking between iterations overran)."""

    def __init__(self, end: float | None) -> None:
        self.end = end

    def check(self, *_: Any) -> None:
        if self.end is not None and time.monotonic() > self.end:
            raise DeadlinePassed


# The frozen trunk's states RL keeps (least recently used dropped first): this iteration's steps
# and those of recent episodes, which the replay buffer draws from (~1 MB per AutoExplore step).
TRUNK_MEMO_BYTES = 256 * 2**20


@dataclass
class Model:
    """The players with the policy made trainable: its parameters by name, the update's precision
    and the frozen trunk's memo (None: the update runs every layer)."""

    players: Any
    policy: Any
    params: dict[str, Any]  # the language model's and the action prior's, by name (checkpoints)
    prior_params: dict[str, Any]  # the action prior's alone (its own learning rate; empty: none)
    autocast: Callable[[], Any] | None
    bf16: bool
    memo: Any


@dataclass
class RunState:
    """What a checkpoint keeps besides the weights, the optimizer, the run RNG and the curriculum."""

    iteration: int = 0
    first_eval: float | None = None
    last_eval: float | None = None
    nonfinite: dict[str, int] = field(default_factory=lambda: {"skipped": 0, "streak": 0})  # total, in a row
    probe_states: list[tuple[str, list[str]]] | None = None  # policy/kl_to_start: states of the first iteration
    probe_start: list[list[float]] | None = None  # and the starting policy's log-probs there
    replay: list[dict[str, Any]] = field(default_factory=list)


def load_rl_model(cfg: RLConfig, env_name: str, dist: Dist, log: Callable[[str], None] | None) -> Model:
    """The policy (and frozen reflector) of ``cfg``, trainable, with the update's precision."""
    from reflect_cli.agent.action_prior import ActionPrior
    from reflect_cli.agent.policy import Policy

    device = dist.device if dist.enabled else cfg.device
    players = load_players(cfg.policy, cfg.reflector, device=device, trainable=True, full=cfg.full, lora=cfg.lora,
                           pair_trunk=cfg.pair_trunk, log=log)
    policy = Policy(players.policy, env_name, head=None if players.policy_info else cfg.head)
    if (players.policy_info and players.policy_info.labels and policy.labels is not None
            and tuple(players.policy_info.labels) != policy.labels.labels):
        raise UsageError("the policy run was trained with another label set than this tokenizer gives")
    if players.kind == "lora":
        players.policy.activate()  # type: ignore[attr-defined]
    params = {n: p for n, p in players.base.model.named_parameters() if p.requires_grad}
    if not params:
        raise UsageError("the policy has no trainable parameters")
    prior_params: dict[str, Any] = {}
    if cfg.prior_lr > 0 and not get_spec(env_name).ranks_actions(cfg.env_kwargs):
        # A position prior over one fixed order learns nothing; its fit would spend RL's minutes.
        if log:
            log(f"No action prior: {env_name} lists its actions in a fixed order, not ranked.")
    elif cfg.prior_lr > 0:
        if policy.prior is None:  # the identity: RL starts from the policy as it is
            policy.prior = ActionPrior(players.base.torch, positions=cfg.prior_positions,
                                       action_order=(cfg.env_kwargs or {}).get("action_order"))
        prior_params = policy.prior.trainable()
        params.update(prior_params)
    if cfg.gradient_checkpointing:
        players.base.model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    autocast, bf16 = autocast_factory(players.base.model, players.base.device, cfg.bf16)
    # Rollouts score and reflect with the same bf16 body as the update (their prompt forwards,
    # most of a rollout): the behaviour log-probs are then those of the model the update
    # differentiates, and prefill is faster on bf16 hardware. Reflections' decode steps read bf16
    # copies of the linear weights (attention stays fp32, the head's greedy pick is fp32's).
    for lm in (players.policy, players.reflector):
        if isinstance(lm, PrefillMixin):
            lm.set_bf16_inference(bf16)
    memo = trunk_memo(cfg, players, policy, autocast, distributed=dist.enabled)
    return Model(players, policy, params, prior_params, autocast, bf16, memo)


def trunk_memo(cfg: RLConfig, players: Any, policy: Any, autocast: Any, *, distributed: bool) -> TrunkCache | None:
    """The text head's rollout scores each step over the frozen trunk once and keeps its states
    for the update, which then runs only the layers above (lm/transformers/trunk.py). Below both
    adapters the reflector and the policy are one base: the reflector's prompt forward keeps its
    states there and the policy's trunk starts from them (the loader made the pair;
    ``--set pair_trunk=false`` drops it)."""
    memo = (TrunkCache(players.base.model, autocast=autocast, max_bytes=TRUNK_MEMO_BYTES)
            if cfg.trunk_reuse and policy.head == "text" and not distributed else None)
    memo = memo if memo is not None and memo.active else None
    pair = getattr(players.reflector, "pair_trunk", None)
    if not cfg.pair_trunk and pair is not None:
        players.reflector.pair_trunk = players.policy.pair_seed = pair = None
    if memo is not None and pair is not None and pair.depth <= memo.depth:
        memo.pair = pair
    return memo


def evaluate_greedy(rollouts: Rollouts, cfg: RLConfig, level: Any, held_out: list[Any] | None) -> float:
    """Greedy success: each held-out task once (AutoExplore), else the fixed evaluation seeds."""
    return evaluate(rollouts, cfg, level, cfg.eval_episodes, n_tasks=len(held_out) if held_out else None)


def restore(restored: tuple[Any, dict[str, Any], list[dict[str, Any]]], progress: RunState,
            curriculum: Curriculum, reflections: dict[str, str], cfg: RLConfig, dist: Dist,
            act_rng: np.random.Generator) -> np.random.Generator:
    """Put a checkpoint's state (weights, optimizer and run RNG are restored already) back into the
    run; returns the action-sampling RNG of this rank."""
    _, state, progress.replay = restored
    progress.iteration = state["step"]
    curriculum.restore(state["curriculum"])
    reflections.update(state.get("reflections", {}))
    progress.first_eval = state.get("first_eval")
    progress.nonfinite.update(state.get("nonfinite", {}))
    if state.get("probes"):
        progress.probe_states = [(p, list(a)) for p, a in state["probes"]["states"]]
        progress.probe_start = state["probes"]["start"]
    rank_rngs = state.get("rank_rngs")
    if dist.enabled and rank_rngs and len(rank_rngs) == dist.world_size:
        act_rng.bit_generator.state = rank_rngs[dist.rank]
    elif dist.enabled:  # another world size: a fresh, still rank-distinct stream
        act_rng = np.random.default_rng(np.random.SeedSequence(cfg.seed, spawn_key=(1, dist.rank, progress.iteration)))
    return act_rng


def snapshot_state(progress: RunState, curriculum: Curriculum, reflections: dict[str, str], cfg: RLConfig,
                   dist: Dist, act_rng: np.random.Generator) -> dict[str, Any]:
    """The checkpoint's state of the run as it is now (a collective with several processes: every
    rank calls it at the same points)."""
    state: dict[str, Any] = {"curriculum": curriculum.state(), "reflections": dict(reflections), "first_eval": progress.first_eval,
             "nonfinite": dict(progress.nonfinite), "config": cfg.to_dict()}
    if progress.probe_states is not None:
        state["probes"] = {"states": [[p, a] for p, a in progress.probe_states], "start": progress.probe_start}
    if dist.enabled:
        state["world_size"] = dist.world_size
        state["rank_rngs"] = dist.gather(act_rng.bit_generator.state)
    return state


def save(run: RunDir, cfg: RLConfig, params: dict[str, Any], optimizer: Any, dist: Dist,
         committed: tuple[int, dict[str, Any], dict[str, Any], list[dict[str, Any]]]) -> None:
    """Write the checkpoint of ``committed`` (iteration, RNG, state, replay), never of non-finite
    weights (a good checkpoint is never replaced by a broken one): those raise
    :class:`TrainingError` and leave the run directory as it is."""
    import torch

    if not all(bool(torch.isfinite(p).all()) for p in params.values()):  # identical weights on every rank
        raise TrainingError("the policy's weights are not finite (NaN/inf); nothing was saved over the last "
                            "good checkpoint", hint=NONFINITE_HINT)
    if dist.is_main:
        at, rng_snap, state, buffer = committed
        ckpt.save_checkpoint(run, at, params=params, optimizer=optimizer, rng=rng_snap, state=state,
                             replay=buffer, keep_last=cfg.keep_last)


def out_of_time(started: float, budget: float | None, iteration_seconds: float, dist: Dist,
                reserve: float | None = None) -> bool:
    """Whether the next iteration would end past the budget; every rank agrees. With ``reserve``
    (the final evaluation's seconds; one process, where a deadline checked at every step drops an
    iteration that would overrun) the next iteration may start when its estimate fits; without,
    one more iteration's time is kept for the final evaluation and save."""
    if budget is None or not iteration_seconds:
        return False
    ahead = iteration_seconds + reserve if reserve is not None else 2 * iteration_seconds
    late = time.monotonic() - started + ahead > budget
    return any(everyone(dist, [late]))


def start_states(rng: np.random.Generator, n_groups: int, mine: list[int], group_size: int) -> tuple[list[int], list[int]]:
    """This rank's episodes of the iteration: each start state's seed ``group_size`` times, and its
    group. The seeds come from the run RNG (never an evaluation seed), identical on every rank."""
    task_seeds = training_seeds(rng, n_groups)
    return ([int(task_seeds[g]) for g in mine for _ in range(group_size)],
            [g for g in mine for _ in range(group_size)])


def count_nonfinite(nonfinite: dict[str, int], stats: dict[str, Any]) -> None:
    """A skipped update leaves the weights of the last good one; count it, in all and in a row."""
    if stats["optim/nonfinite"]:
        nonfinite["skipped"] += 1
        nonfinite["streak"] += 1
    else:
        nonfinite["streak"] = 0


def remember_successes(replay: list[dict[str, Any]], episodes: list[Any], cfg: RLConfig, dist: Dist) -> None:
    """The successful episodes of every rank into the FIFO replay buffer."""
    for item in everyone(dist, [replay_item(ep) for ep in episodes if ep.success and cfg.replay_size > 0]):
        replay.append(item)
    del replay[: max(0, len(replay) - cfg.replay_size)]


def iteration_metrics(episodes: list[Any], dist: Dist, level: Any, replay_size: int, seconds: dict[str, float],
                      stats: dict[str, Any], adv_stats: dict[str, float], nonfinite_skipped: int) -> dict[str, Any]:
    """What an iteration logs: the rollouts of every rank, where its time went, the update's and
    the advantages' statistics."""
    summary = everyone(dist, [(ep.success, ep.total_reward, ep.length) for ep in episodes])
    entropies = everyone(dist, step_entropies(episodes))  # every step of every rank
    n_steps = sum(n for _, _, n in summary)
    metrics: dict[str, Any] = {
        "rollout/success_rate": float(np.mean([s for s, _, _ in summary])),
        "rollout/return_mean": float(np.mean([r for _, r, _ in summary])),
        "rollout/ep_len": n_steps / len(summary),
        "rollout/episodes": len(summary),
        "curriculum/level": level,
        "replay/size": replay_size,
        "perf/steps_per_sec": n_steps / max(seconds["rollout"] + seconds["update"], 1e-9),
        # Where the iteration's time went: playing the episodes (reflections, policy scoring, env
        # steps) and the rest (the policy-gradient update).
        "perf/rollout_seconds": seconds["rollout"],
        "perf/update_seconds": seconds["update"],
        **stats,
        **adv_stats,
        "optim/nonfinite_skipped": nonfinite_skipped,
    }
    if entropies:  # of the sampling distributions, every fresh step (the update may skip some)
        metrics["rollout/entropy"] = float(np.mean(entropies))
    if dist.enabled:
        metrics["dist/world_size"] = dist.world_size
        metrics["dist/rank_episodes"] = dist.gather(len(episodes))
    return metrics


def start_prior(cfg: RLConfig, policy: Any, env_name: str, dist: Dist, log: Callable[[str], None] | None,
                reflector: Any) -> dict[str, float] | None:
    """Fit a fresh action prior to the teacher's actions of the policy's SFT data (the same
    states and result on every process), and return the fit's figures for the metrics."""
    from reflect_cli.train.prior_fit import fit_prior, teacher_states

    if policy.lm.action_prior or cfg.prior_fit_states < 1:  # a prior learned already is kept
        return None
    records = teacher_states(cfg.policy, env_name, cfg.prior_fit_states, cfg.seed)
    figures = fit_prior(policy, records, reflector=reflector, first_share=cfg.prior_first_share,
                        log=log if dist.is_main else None)
    return {**figures, **prior_metrics(policy.prior)} if figures else None


def prior_metrics(prior: Any) -> dict[str, float]:
    """Where the action prior stands: its scale, and the first position's bias over the second's."""
    bias = [float(v) for v in prior.bias.detach()]
    return {"prior/scale": prior.scale, "prior/bias_first": bias[0],
            "prior/bias_gap": bias[0] - bias[1] if len(bias) > 1 else 0.0}


def take_probes(progress: RunState, policy: Any, episodes: list[Any], cfg: RLConfig, dist: Dist) -> bool:
    """Before the first update: the states on which policy/kl_to_start follows the policy, and the
    log-probs there of the policy RL starts from (the SFT policy, if one was given)."""
    if cfg.probe_every and progress.probe_states is None and dist.is_main:
        progress.probe_states = probe_states(episodes)
        progress.probe_start = probe_logprobs(policy, progress.probe_states)
        return True
    return False


def measure_kl(progress: RunState, policy: Any, cfg: RLConfig, dist: Dist) -> float | None:
    """KL from the starting policy at multiples of probe_every only, so a run resumed with more
    --iterations logs what an uninterrupted one does."""
    if cfg.probe_every and progress.probe_states and dist.is_main and progress.iteration % cfg.probe_every == 0:
        return kl_to_start(progress.probe_start or [], probe_logprobs(policy, progress.probe_states))
    return None


def train_rl(
    cfg: RLConfig,
    run: RunDir,
    *,
    hooks: Hooks | None = None,
    resume: bool = False,
    log: Callable[[str], None] | None = None,
    dist: Dist | None = None,
) -> RLResult:
    """Train ``cfg.policy`` with the frozen ``cfg.reflector`` in ``run`` (written by the main process
    only); ``resume``: continue from the run's latest checkpoint. ``dist``: several processes.

    The steps, in order: set up (:func:`_set_up`), restore a checkpoint or begin (the prior's fit,
    the first evaluation), then one iteration after another (:func:`_one_iteration`: play, update,
    record), then save and finish. An interrupt or a run of non-finite updates saves what the last
    complete iteration left."""
    loop = _set_up(cfg, run, hooks or Hooks(), log, dist or SINGLE)
    _restore_or_begin(loop, resume)
    _before_iterations(loop)
    try:
        stopped_by_budget = _iterate(loop)
    except KeyboardInterrupt:
        # Weights/optimizer may include a half-finished update only if the interrupt landed
        # between optimizer.step() and the bookkeeping; the RNG/replay state is the snapshot of
        # the last completed iteration.
        loop.save()
        loop.sink.close()
        raise
    except TrainingError as exc:
        raise _stopped_by_nonfinite(loop, exc) from exc
    if loop.hooks.on_finish:
        loop.hooks.on_finish(loop.model.params)
    loop.save()
    state, dist = loop.state, loop.dist
    final = finish(run, cfg, loop.model, state, loop.curriculum, dist, stopped_by_budget, log,
                   eval_rollouts=loop.eval_rollouts, held_out=loop.held_out, eval_label=loop.eval_label, sink=loop.sink)
    loop.sink.close()
    dist.barrier()
    return RLResult(state.iteration, final, state.first_eval, state.last_eval, eval_split=loop.eval_label,
                    nonfinite_skipped=state.nonfinite["skipped"])


@dataclass
class _Loop:
    """What the iterations of one RL run share (set up once, then read and advanced by each)."""

    cfg: RLConfig
    run: RunDir
    hooks: Hooks
    log: Callable[[str], None] | None
    dist: Dist
    env_name: str
    rng: Any  # the run RNG: start states and replay draws (identical on every rank)
    act_rng: Any  # action sampling: the run RNG in one process, a rank's own stream with several
    sink: MetricsSink
    started: float  # time.monotonic() before the model load: --minutes counts it
    model: Model
    optimizer: Any
    curriculum: Curriculum
    reflections: dict[str, str]
    rollouts: Rollouts
    held_out: list[Any] | None  # AutoExplore's evaluation tasks (each once), else None: fixed seeds
    eval_label: str | None
    eval_rollouts: Rollouts
    state: RunState = field(default_factory=RunState)
    eval_seconds: float = 0.0  # the first evaluation's: the deadline leaves time for the last one
    wrapped: Any = None  # the DDP module (several processes)
    train_policy: Any = None  # the policy whose training forward goes through ``wrapped``
    committed: Any = None  # the last complete iteration's snapshot: what a save writes
    mine: list[int] = field(default_factory=list)  # this rank's start states
    budget: float | None = None  # --minutes in seconds
    deadline: Deadline = field(default_factory=lambda: Deadline(None))
    iteration_seconds: float = 0.0  # a decaying maximum of an iteration's time

    @property
    def n_groups(self) -> int:
        return self.cfg.episodes_per_iter // self.cfg.group_size

    def snapshot(self) -> tuple[int, Any, dict[str, Any], list[dict[str, Any]]]:
        return (self.state.iteration, ckpt.rng_snapshot(self.rng),
                snapshot_state(self.state, self.curriculum, self.reflections, self.cfg, self.dist, self.act_rng),
                list(self.state.replay))

    def save(self) -> None:
        save(self.run, self.cfg, self.model.params, self.optimizer, self.dist, self.committed)


def _set_up(cfg: RLConfig, run: RunDir, hooks: Hooks, log: Callable[[str], None] | None, dist: Dist) -> _Loop:
    """Check the settings, seed every RNG, load the players, and build the optimizer, the
    curriculum and the rollouts (training and greedy evaluation)."""
    from reflect_cli.seeding import seed_everything

    cfg.validate()
    env_name = get_spec(cfg.env).name  # unknown env -> UsageError before any model is loaded
    check_split(cfg, dist.world_size)
    rng = seed_everything(cfg.seed)
    act_rng = rng if not dist.enabled else np.random.default_rng(np.random.SeedSequence(cfg.seed, spawn_key=(1, dist.rank)))
    sink = MetricsSink(run, cfg.report_to, active=dist.is_main)
    started = time.monotonic()
    model = load_rl_model(cfg, env_name, dist, log)
    optimizer = make_optimizer(cfg, model)
    levels = cfg.curriculum or ([cfg.level] if cfg.level is not None else None)
    curriculum = Curriculum(levels, cfg.curriculum_mode, cfg.curriculum_every, cfg.curriculum_threshold, cfg.curriculum_window)
    reflections: dict[str, str] = LRUDict()
    rollouts = Rollouts(cfg, model.players, model.policy, reflections)
    held_out, eval_label = eval_tasks(cfg) if cfg.eval_episodes and dist.is_main else (None, None)
    eval_rollouts = Rollouts(cfg, model.players, model.policy, reflections, tasks=held_out) if held_out else rollouts
    return _Loop(cfg, run, hooks, log, dist, env_name, rng, act_rng, sink, started, model, optimizer, curriculum,
                 reflections, rollouts, held_out, eval_label, eval_rollouts)


def make_optimizer(cfg: RLConfig, model: Model) -> Any:
    """AdamW, not Adam: Adam's ``weight_decay`` is an L2 term added to the gradient *before* the
    per-parameter normalisation, so wherever the policy gradient is smaller than wd*w (most
    weights, in RL) every step moves the weight ~lr towards zero. That erased a tiny model's
    embeddings within a few dozen iterations and RL did not learn at all (see tests/test_rl.py).
    The action prior is a handful of numbers that must move by nats within a few updates: its
    own group, learning rate and clipping, and no decay (its identity is not "small")."""
    import torch

    lm_params = [p for n, p in model.params.items() if n not in model.prior_params]
    param_groups: list[dict[str, Any]] = [{"params": lm_params, "lr": cfg.lr, "weight_decay": cfg.weight_decay}]
    if model.prior_params:
        param_groups.append({"params": list(model.prior_params.values()), "lr": cfg.prior_lr, "weight_decay": 0.0})
    return torch.optim.AdamW(param_groups, lr=cfg.lr, weight_decay=cfg.weight_decay)


def _restore_or_begin(loop: _Loop, resume: bool) -> None:
    """``resume``: the latest checkpoint (a killed attempt's metrics past it are dropped); else a
    fresh start: the action prior's fit and the greedy evaluation of the policy RL starts from."""
    cfg, dist, run, log = loop.cfg, loop.dist, loop.run, loop.log
    restored = ckpt.restore_latest(run, params=loop.model.params, optimizer=loop.optimizer, rng=loop.rng,
                                   log=log if dist.is_main else (lambda _m: None)) if resume else None
    if resume and dist.is_main:
        run.truncate_metrics(restored[1]["step"] if restored else -1)
        if restored is None:
            (log or ckpt.warn)(f"{run.path}: no checkpoint to resume from; training from iteration 0")
    if restored is not None:
        loop.act_rng = restore(restored, loop.state, loop.curriculum, loop.reflections, cfg, dist, loop.act_rng)
        return
    model = loop.model
    fitted = start_prior(cfg, model.policy, loop.env_name, dist, log, loop.rollouts.reflector) if model.prior_params else None
    if fitted:
        loop.sink(0, fitted)
    if cfg.eval_episodes and dist.is_main:  # of the policy RL starts from (its prior fitted)
        began = time.monotonic()
        loop.state.first_eval = evaluate_greedy(loop.eval_rollouts, cfg, loop.curriculum.level, loop.held_out)
        loop.eval_seconds = time.monotonic() - began
        loop.sink(0, {"eval/success_rate": loop.state.first_eval, "eval/split": loop.eval_label,
                      "curriculum/level": loop.curriculum.level})


def _before_iterations(loop: _Loop) -> None:
    """The training view (several processes: only the training forward goes through DDP;
    rollouts, reflections and evaluation use the plain module), the first snapshot, this rank's
    start states and the deadline (one process: checked within an iteration, in time for the
    final evaluation, as long as the first one took)."""
    dist, players, policy = loop.dist, loop.model.players, loop.model.policy
    loop.wrapped = dist.wrap(players.base.model) if dist.enabled else None
    loop.train_policy = _training_view(policy, players.policy, loop.wrapped) if dist.enabled else policy
    loop.committed = loop.snapshot()
    loop.mine = list(range(dist.rank, loop.n_groups, dist.world_size))
    loop.budget = loop.cfg.minutes * 60 if loop.cfg.minutes else None
    end = loop.started + loop.budget - loop.eval_seconds if loop.budget is not None and not dist.enabled else None
    loop.deadline = Deadline(end)


def _iterate(loop: _Loop) -> bool:
    """The iterations up to ``cfg.iterations``; returns whether the ``--minutes`` budget stopped them."""
    dist = loop.dist
    while loop.state.iteration < loop.cfg.iterations:
        if out_of_time(loop.started, loop.budget, loop.iteration_seconds, dist, None if dist.enabled else loop.eval_seconds):
            return True
        if not _one_iteration(loop):
            return True
    return False


@dataclass
class _Played:
    """An iteration's episodes and update: what its metrics are made of."""

    episodes: list[Any]
    stats: dict[str, Any]
    adv_stats: dict[str, Any]
    rollout_seconds: float
    probe_seconds: float  # measuring the policy (probes), not training


def _one_iteration(loop: _Loop) -> bool:
    """Play the episodes, update the policy, record the iteration; ``False`` when the deadline
    passed inside it (the iteration is abandoned: weights and optimizer as they were)."""
    t0 = time.perf_counter()
    level = loop.curriculum.level
    try:
        played = _play_and_update(loop, level, t0)
    except DeadlinePassed:
        loop.optimizer.zero_grad(set_to_none=True)
        return False
    _record_iteration(loop, level, played, t0)
    return True


def _play_and_update(loop: _Loop, level: Any, t0: float) -> _Played:
    """The rollouts of this iteration's start states, the probes (first iteration), the items to
    train on (fresh and replayed, with advantages) and the policy-gradient step."""
    cfg, model, state, dist = loop.cfg, loop.model, loop.state, loop.dist
    seeds, groups = start_states(loop.rng, loop.n_groups, loop.mine, cfg.group_size)
    with keep_trunk_states(model.players.policy, model.memo):
        episodes = loop.rollouts.play(seeds, reset_options(loop.env_name, level), loop.act_rng, greedy=False,
                                      on_step=loop.deadline.check)
    rollout_seconds = time.perf_counter() - t0
    probed = take_probes(state, model.policy, episodes, cfg, dist)
    probe_seconds = time.perf_counter() - t0 - rollout_seconds if probed else 0.0
    fresh, replayed, adv_stats = training_items(episodes, groups, state.replay, cfg, loop.rng, dist=dist)
    with (_checkpointing(model.players.base.model, cfg.gradient_checkpointing),
          keep_trunk_states(loop.train_policy.lm, model.memo)):
        stats = policy_gradient_step(loop.train_policy, fresh, replayed, cfg, list(model.params.values()),
                                     loop.optimizer, dist=dist, wrapped=loop.wrapped, autocast=model.autocast,
                                     check_time=loop.deadline.check)
    return _Played(episodes, stats, adv_stats, rollout_seconds, probe_seconds)


def _record_iteration(loop: _Loop, level: Any, played: _Played, t0: float) -> None:
    """The iteration's bookkeeping: non-finite updates, the replay buffer, the metrics, the
    curriculum, the KL probe, the snapshot a save writes, the stop after too many non-finite
    updates, the periodic evaluation, the hooks and the periodic checkpoint."""
    cfg, dist, state, model = loop.cfg, loop.dist, loop.state, loop.model
    stats = played.stats
    count_nonfinite(state.nonfinite, stats)
    remember_successes(state.replay, played.episodes, cfg, dist)
    if model.prior_params:
        stats.update(prior_metrics(model.policy.prior))
    seconds = {"rollout": played.rollout_seconds,
               "update": time.perf_counter() - t0 - played.rollout_seconds - played.probe_seconds}
    metrics = iteration_metrics(played.episodes, dist, level, len(state.replay), seconds, stats, played.adv_stats,
                                state.nonfinite["skipped"])
    if loop.curriculum.record(metrics["rollout/success_rate"]):
        state.replay.clear()  # as the paper: a new level starts with an empty buffer
    state.iteration += 1
    probe_seconds, began = played.probe_seconds, time.perf_counter()
    kl = measure_kl(state, model.policy, cfg, dist)
    if kl is not None:
        metrics["policy/kl_to_start"] = kl
        probe_seconds += time.perf_counter() - began
    if probe_seconds:
        metrics["perf/probe_seconds"] = probe_seconds
    loop.iteration_seconds = max(loop.iteration_seconds * 0.8, time.perf_counter() - t0)
    loop.committed = loop.snapshot()
    if state.nonfinite["streak"] >= cfg.max_nonfinite:
        loop.sink(state.iteration, metrics)
        raise TrainingError(
            f"{state.nonfinite['streak']} updates in a row had a non-finite loss or gradient norm "
            f"(iteration {state.iteration}); stopped. Skipped: {state.nonfinite['skipped']} update(s) "
            "in all", hint=NONFINITE_HINT)
    if cfg.eval_episodes and cfg.eval_every and state.iteration % cfg.eval_every == 0 and dist.is_main:
        metrics["eval/success_rate"] = state.last_eval = evaluate_greedy(loop.eval_rollouts, cfg,
                                                                         loop.curriculum.level, loop.held_out)
        metrics["eval/split"] = loop.eval_label
    loop.sink(state.iteration, metrics)
    if loop.hooks.on_iteration:
        loop.hooks.on_iteration(state.iteration, metrics)
    if cfg.save_every and state.iteration % cfg.save_every == 0 and state.iteration < cfg.iterations:
        loop.save()


def _stopped_by_nonfinite(loop: _Loop, exc: TrainingError) -> TrainingError:
    """Non-finite numbers: keep the last good weights. A skipped update leaves the weights of the
    last finite one, which are saved now (never non-finite ones: save() refuses those); the error
    then says where they are."""
    with contextlib.suppress(TrainingError):
        loop.save()
    loop.sink.close()
    kept = loop.run.latest_checkpoint() if loop.dist.is_main else None
    hint = (f"the last good weights are in {kept} (continue with --resume --out {loop.run.path} and a lower --lr "
            "or --max-grad-norm, or float32)") if kept is not None else exc.hint
    return TrainingError(exc.message, hint=hint)


def finish(run: RunDir, cfg: RLConfig, model: Model, progress: RunState, curriculum: Curriculum, dist: Dist,
           stopped_by_budget: bool, log: Callable[[str], None] | None, *, eval_rollouts: Rollouts,
           held_out: list[Any] | None, eval_label: str | None, sink: MetricsSink) -> Any:
    """The main process's end of a run: the final greedy evaluation (unless the last iteration just
    did it), the trained policy and the run's metadata; returns where the policy is."""
    if not dist.is_main:
        return run.final
    iteration = progress.iteration
    evaluated_now = bool(cfg.eval_every) and iteration % cfg.eval_every == 0 and progress.last_eval is not None
    if cfg.eval_episodes and not evaluated_now:
        progress.last_eval = evaluate_greedy(eval_rollouts, cfg, curriculum.level, held_out)
        sink(iteration, {"eval/success_rate": progress.last_eval, "eval/split": eval_label,
                         "curriculum/level": curriculum.level})
    players, policy = model.players, model.policy
    parents = {"policy": str(cfg.policy), "reflector": str(cfg.reflector)}
    final = save_trained(
        players.base, run.final, kind=players.kind, base_ref=players.base_ref, target="policy", env=policy.env_name,
        labels=policy.labels.labels if policy.labels is not None else (), adapter_name="policy",
        lora=players.lora, parents=parents, head=policy.head,
        action_prior=policy.prior.to_dict() if policy.prior is not None else None,
    )
    if stopped_by_budget and log:
        log(f"Stopped after iteration {iteration} of {cfg.iterations} by --minutes {cfg.minutes:g} (the next "
            "would end past it, or was cut short and dropped)")
    run.update_meta(finished=time.strftime("%Y-%m-%dT%H:%M:%S%z"), iterations=iteration, bf16=model.bf16,
                    stopped_by_budget=stopped_by_budget,
                    **({"world_size": dist.world_size} if dist.enabled else {}))
    return final
