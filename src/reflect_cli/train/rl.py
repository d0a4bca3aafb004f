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


class BudgetSpent(Exception):
    """The ``--minutes`` budget ran out inside an iteration: that iteration is abandoned."""


class Deadline:
    """The wall-clock end of the iterations, checked after every env step and before every backward
    chunk (one process: an iteration can take minutes, so checking between iterations overran)."""

    def __init__(self, end: float | None) -> None:
        self.end = end

    def check(self, *_: Any) -> None:
        if self.end is not None and time.monotonic() > self.end:
            raise BudgetSpent


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
class Progress:
    """What a checkpoint keeps besides the weights, the optimizer, the run RNG and the curriculum."""

    iteration: int = 0
    first_eval: float | None = None
    last_eval: float | None = None
    nonfinite: dict[str, int] = field(default_factory=lambda: {"skipped": 0, "streak": 0})  # total, in a row
    probe_states: list[tuple[str, list[str]]] | None = None  # policy/kl_to_start: states of the first iteration
    probe_start: list[list[float]] | None = None  # and the starting policy's log-probs there
    replay: list[dict[str, Any]] = field(default_factory=list)


def load_model(cfg: RLConfig, env_name: str, dist: Dist, log: Callable[[str], None] | None) -> Model:
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


def restore(restored: tuple[Any, dict[str, Any], list[dict[str, Any]]], progress: Progress,
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


def snapshot_state(progress: Progress, curriculum: Curriculum, reflections: dict[str, str], cfg: RLConfig,
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


def take_probes(progress: Progress, policy: Any, episodes: list[Any], cfg: RLConfig, dist: Dist) -> bool:
    """Before the first update: the states on which policy/kl_to_start follows the policy, and the
    log-probs there of the policy RL starts from (the SFT policy, if one was given)."""
    if cfg.probe_every and progress.probe_states is None and dist.is_main:
        progress.probe_states = probe_states(episodes)
        progress.probe_start = probe_logprobs(policy, progress.probe_states)
        return True
    return False


def measure_kl(progress: Progress, policy: Any, cfg: RLConfig, dist: Dist) -> float | None:
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
    only); ``resume``: continue from the run's latest checkpoint. ``dist``: several processes."""
    import torch

    from reflect_cli.seeding import seed_everything

    dist = dist or SINGLE
    cfg.validate()
    hooks = hooks or Hooks()
    env_name = get_spec(cfg.env).name  # unknown env -> UsageError before any model is loaded
    n_groups = cfg.episodes_per_iter // cfg.group_size
    check_split(cfg, dist.world_size)
    rng = seed_everything(cfg.seed)  # identical on every rank: start states and replay draws
    # Action sampling: the run RNG in one process; a rank-specific stream with several.
    act_rng = rng if not dist.enabled else np.random.default_rng(np.random.SeedSequence(cfg.seed, spawn_key=(1, dist.rank)))
    sink = MetricsSink(run, cfg.report_to, active=dist.is_main)
    started = time.monotonic()  # --minutes counts the model load too
    model = load_model(cfg, env_name, dist, log)
    players, policy, params = model.players, model.policy, model.params
    # AdamW, not Adam: Adam's ``weight_decay`` is an L2 term added to the gradient *before* the
    # per-parameter normalisation, so wherever the policy gradient is smaller than wd*w (most
    # weights, in RL) every step moves the weight ~lr towards zero. That erased a tiny model's
    # embeddings within a few dozen iterations and RL did not learn at all (see tests/test_rl.py).
    # The action prior is a handful of numbers that must move by nats within a few updates: its
    # own group, learning rate and clipping, and no decay (its identity is not "small").
    lm_params = [p for n, p in params.items() if n not in model.prior_params]
    param_groups: list[dict[str, Any]] = [{"params": lm_params, "lr": cfg.lr, "weight_decay": cfg.weight_decay}]
    if model.prior_params:
        param_groups.append({"params": list(model.prior_params.values()), "lr": cfg.prior_lr, "weight_decay": 0.0})
    optimizer = torch.optim.AdamW(param_groups, lr=cfg.lr, weight_decay=cfg.weight_decay)
    levels = cfg.curriculum or ([cfg.level] if cfg.level is not None else None)
    curriculum = Curriculum(levels, cfg.curriculum_mode, cfg.curriculum_every, cfg.curriculum_threshold, cfg.curriculum_window)
    reflections: dict[str, str] = LRUDict()
    rollouts = Rollouts(cfg, players, policy, reflections)
    # Greedy evaluation: AutoExplore's evaluation split (each task once), else fixed seeds.
    held_out, eval_label = eval_tasks(cfg) if cfg.eval_episodes and dist.is_main else (None, None)
    eval_rollouts = Rollouts(cfg, players, policy, reflections, tasks=held_out) if held_out else rollouts
    progress = Progress()
    eval_seconds = 0.0
    restored = ckpt.restore_latest(run, params=params, optimizer=optimizer, rng=rng,
                                   log=log if dist.is_main else (lambda _m: None)) if resume else None
    if resume and dist.is_main:
        # A killed attempt's lines past the checkpoint would otherwise stay as duplicates.
        run.truncate_metrics(restored[1]["step"] if restored else -1)
        if restored is None:
            (log or ckpt.warn)(f"{run.path}: no checkpoint to resume from; training from iteration 0")
    if restored is not None:
        act_rng = restore(restored, progress, curriculum, reflections, cfg, dist, act_rng)
    else:
        fitted = start_prior(cfg, policy, env_name, dist, log, rollouts.reflector) if model.prior_params else None
        if fitted:
            sink(0, fitted)
        if cfg.eval_episodes and dist.is_main:  # of the policy RL starts from (its prior fitted)
            began = time.monotonic()
            progress.first_eval = evaluate_greedy(eval_rollouts, cfg, curriculum.level, held_out)
            eval_seconds = time.monotonic() - began
            sink(0, {"eval/success_rate": progress.first_eval, "eval/split": eval_label,
                     "curriculum/level": curriculum.level})

    # Several processes: the trainable model is wrapped in DDP; only the training forward goes
    # through the wrapper (rollouts, reflections and evaluation use the plain module).
    wrapped = dist.wrap(players.base.model) if dist.enabled else None
    train_policy = _training_view(policy, players.policy, wrapped) if dist.enabled else policy
    committed = (progress.iteration, ckpt.rng_snapshot(rng),
                 snapshot_state(progress, curriculum, reflections, cfg, dist, act_rng), list(progress.replay))
    mine = list(range(dist.rank, n_groups, dist.world_size))  # this rank's start states
    budget = cfg.minutes * 60 if cfg.minutes else None
    # Within an iteration (one process; ranks would disagree mid-iteration): stop in time for the
    # final evaluation, as long as the first one took.
    deadline = Deadline(started + budget - eval_seconds if budget is not None and not dist.enabled else None)
    iteration_seconds, stopped_by_budget = 0.0, False
    try:
        while progress.iteration < cfg.iterations:
            if out_of_time(started, budget, iteration_seconds, dist, None if dist.enabled else eval_seconds):
                stopped_by_budget = True
                break
            t0 = time.perf_counter()
            level = curriculum.level
            seeds, groups = start_states(rng, n_groups, mine, cfg.group_size)
            try:
                with keep_trunk_states(players.policy, model.memo):
                    episodes = rollouts.play(seeds, reset_options(env_name, level), act_rng, greedy=False,
                                             on_step=deadline.check)
                rollout_seconds = time.perf_counter() - t0
                probed = take_probes(progress, policy, episodes, cfg, dist)
                probe_seconds = time.perf_counter() - t0 - rollout_seconds if probed else 0.0  # measuring, not training
                fresh, replayed, adv_stats = training_items(episodes, groups, progress.replay, cfg, rng, dist=dist)
                with (_checkpointing(players.base.model, cfg.gradient_checkpointing),
                      keep_trunk_states(train_policy.lm, model.memo)):
                    stats = policy_gradient_step(train_policy, fresh, replayed, cfg, list(params.values()),
                                                 optimizer, dist=dist, wrapped=wrapped, autocast=model.autocast,
                                                 check_time=deadline.check)
            except BudgetSpent:  # the iteration is abandoned: weights and optimizer as they were
                optimizer.zero_grad(set_to_none=True)
                stopped_by_budget = True
                break
            count_nonfinite(progress.nonfinite, stats)
            remember_successes(progress.replay, episodes, cfg, dist)
            if model.prior_params:
                stats.update(prior_metrics(policy.prior))
            seconds = {"rollout": rollout_seconds, "update": time.perf_counter() - t0 - rollout_seconds - probe_seconds}
            metrics = iteration_metrics(episodes, dist, level, len(progress.replay), seconds, stats, adv_stats,
                                        progress.nonfinite["skipped"])
            if curriculum.record(metrics["rollout/success_rate"]):
                progress.replay.clear()  # as the paper: a new level starts with an empty buffer
            progress.iteration += 1
            began = time.perf_counter()
            kl = measure_kl(progress, policy, cfg, dist)
            if kl is not None:
                metrics["policy/kl_to_start"] = kl
                probe_seconds += time.perf_counter() - began
            if probe_seconds:
                metrics["perf/probe_seconds"] = probe_seconds
            iteration_seconds = max(iteration_seconds * 0.8, time.perf_counter() - t0)
            committed = (progress.iteration, ckpt.rng_snapshot(rng),
                         snapshot_state(progress, curriculum, reflections, cfg, dist, act_rng), list(progress.replay))
            if progress.nonfinite["streak"] >= cfg.max_nonfinite:
                sink(progress.iteration, metrics)
                raise TrainingError(
                    f"{progress.nonfinite['streak']} updates in a row had a non-finite loss or gradient norm "
                    f"(iteration {progress.iteration}); stopped. Skipped: {progress.nonfinite['skipped']} update(s) "
                    "in all", hint=NONFINITE_HINT)
            if cfg.eval_episodes and cfg.eval_every and progress.iteration % cfg.eval_every == 0 and dist.is_main:
                metrics["eval/success_rate"] = progress.last_eval = evaluate_greedy(eval_rollouts, cfg,
                                                                                    curriculum.level, held_out)
                metrics["eval/split"] = eval_label
            sink(progress.iteration, metrics)
            if hooks.on_iteration:
                hooks.on_iteration(progress.iteration, metrics)
            if cfg.save_every and progress.iteration % cfg.save_every == 0 and progress.iteration < cfg.iterations:
                save(run, cfg, params, optimizer, dist, committed)
    except KeyboardInterrupt:
        # Weights/optimizer may include a half-finished update only if the interrupt landed
        # between optimizer.step() and the bookkeeping above; the RNG/replay state is the
        # snapshot of the last completed iteration.
        save(run, cfg, params, optimizer, dist, committed)
        sink.close()
        raise
    except TrainingError as exc:
        # Non-finite numbers: keep the last good weights. A skipped update leaves the weights of
        # the last finite one, which are saved now (never non-finite ones: save() refuses those).
        with contextlib.suppress(TrainingError):
            save(run, cfg, params, optimizer, dist, committed)
        sink.close()
        kept = run.latest_checkpoint() if dist.is_main else None
        hint = (f"the last good weights are in {kept} (continue with --resume --out {run.path} and a lower --lr "
                "or --max-grad-norm, or float32)") if kept is not None else exc.hint
        raise TrainingError(exc.message, hint=hint) from exc
    if hooks.on_finish:
        hooks.on_finish(params)
    save(run, cfg, params, optimizer, dist, committed)
    final = finish(run, cfg, model, progress, curriculum, dist, stopped_by_budget, log,
                   eval_rollouts=eval_rollouts, held_out=held_out, eval_label=eval_label, sink=sink)
    sink.close()
    dist.barrier()
    return RLResult(progress.iteration, final, progress.first_eval, progress.last_eval, eval_split=eval_label,
                    nonfinite_skipped=progress.nonfinite["skipped"])


def finish(run: RunDir, cfg: RLConfig, model: Model, progress: Progress, curriculum: Curriculum, dist: Dist,
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
