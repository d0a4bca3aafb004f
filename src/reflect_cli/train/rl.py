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

    from reflect_cli.agent.policy import Policy
    from reflect_cli.seeding import seed_everything

    dist = dist or SINGLE
    cfg.validate()
    hooks = hooks or Hooks()
    env_spec = get_spec(cfg.env)  # unknown env -> UsageError before any model is loaded
    env_name = env_spec.name
    n_groups = cfg.episodes_per_iter // cfg.group_size
    check_split(cfg, dist.world_size)
    rng = seed_everything(cfg.seed)  # identical on every rank: start states and replay draws
    # Action sampling: the run RNG in one process; a rank-specific stream with several.
    act_rng = rng if not dist.enabled else np.random.default_rng(np.random.SeedSequence(cfg.seed, spawn_key=(1, dist.rank)))
    sink = MetricsSink(run, cfg.report_to, active=dist.is_main)
    started = time.monotonic()  # --minutes counts the model load too
    device = dist.device if dist.enabled else cfg.device
    players = load_players(cfg.policy, cfg.reflector, device=device, trainable=True, full=cfg.full, lora=cfg.lora, log=log)
    policy = Policy(players.policy, env_name, head=None if players.policy_info else cfg.head)
    if (players.policy_info and players.policy_info.labels and policy.labels is not None
            and tuple(players.policy_info.labels) != policy.labels.labels):
        raise UsageError("the policy run was trained with another label set than this tokenizer gives")
    if players.kind == "lora":
        players.policy.activate()  # type: ignore[attr-defined]
    params = {n: p for n, p in players.base.model.named_parameters() if p.requires_grad}
    if not params:
        raise UsageError("the policy has no trainable parameters")
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
    # The text head's rollout scores each step over the frozen trunk once and keeps its states
    # for the update, which then runs only the layers above (lm/transformers/trunk.py).
    memo = (TrunkCache(players.base.model, autocast=autocast, max_bytes=TRUNK_MEMO_BYTES)
            if cfg.trunk_reuse and policy.head == "text" and not dist.enabled else None)
    memo = memo if memo is not None and memo.active else None
    # Below both adapters the reflector and the policy are one base: the reflector's prompt
    # forward keeps its states there and the policy's trunk starts from them (lm/transformers/trunk.py).
    # (The loader made the pair; --set pair_trunk=false drops it.)
    pair = getattr(players.reflector, "pair_trunk", None)
    if not cfg.pair_trunk and pair is not None:
        players.reflector.pair_trunk = players.policy.pair_seed = pair = None
    if memo is not None and pair is not None and pair.depth <= memo.depth:
        memo.pair = pair
    # AdamW, not Adam: Adam's ``weight_decay`` is an L2 term added to the gradient *before* the
    # per-parameter normalisation, so wherever the policy gradient is smaller than wd*w (most
    # weights, in RL) every step moves the weight ~lr towards zero. That erased a tiny model's
    # embeddings within a few dozen iterations and RL did not learn at all (see tests/test_rl.py).
    optimizer = torch.optim.AdamW(list(params.values()), lr=cfg.lr, weight_decay=cfg.weight_decay)
    levels = cfg.curriculum or ([cfg.level] if cfg.level is not None else None)
    curriculum = Curriculum(levels, cfg.curriculum_mode, cfg.curriculum_every, cfg.curriculum_threshold, cfg.curriculum_window)
    reflections: dict[str, str] = LRUDict()
    replay: list[dict[str, Any]] = []
    rollouts = Rollouts(cfg, players, policy, reflections)
    # Greedy evaluation: AutoExplore's evaluation split (each task once), else fixed seeds.
    held_out, eval_label = eval_tasks(cfg) if cfg.eval_episodes and dist.is_main else (None, None)
    eval_rollouts = Rollouts(cfg, players, policy, reflections, tasks=held_out) if held_out else rollouts

    def run_eval(level: Any) -> float:
        return evaluate(eval_rollouts, cfg, level, cfg.eval_episodes, n_tasks=len(held_out) if held_out else None)

    def finite_weights() -> bool:
        return all(bool(torch.isfinite(p).all()) for p in params.values())

    iteration, first_eval, last_eval, eval_seconds = 0, None, None, 0.0
    # policy/kl_to_start: fixed states of the first iteration and the starting policy's log-probs there
    probes: dict[str, Any] = {"states": None, "start": None}
    nonfinite = {"skipped": 0, "streak": 0}  # updates skipped (non-finite loss/grad): total, in a row
    restored = ckpt.restore_latest(run, params=params, optimizer=optimizer, rng=rng,
                                   log=log if dist.is_main else (lambda _m: None)) if resume else None
    if resume and dist.is_main:
        # A killed attempt's lines past the checkpoint would otherwise stay as duplicates.
        run.truncate_metrics(restored[1]["step"] if restored else -1)
        if restored is None:
            (log or ckpt.warn)(f"{run.path}: no checkpoint to resume from; training from iteration 0")
    if restored is not None:
        _, state, replay = restored
        iteration = state["step"]
        curriculum.restore(state["curriculum"])
        reflections.update(state.get("reflections", {}))
        first_eval = state.get("first_eval")
        nonfinite.update(state.get("nonfinite", {}))
        if state.get("probes"):
            probes.update(states=[(p, list(a)) for p, a in state["probes"]["states"]], start=state["probes"]["start"])
        rank_rngs = state.get("rank_rngs")
        if dist.enabled and rank_rngs and len(rank_rngs) == dist.world_size:
            act_rng.bit_generator.state = rank_rngs[dist.rank]
        elif dist.enabled:  # another world size: a fresh, still rank-distinct stream
            act_rng = np.random.default_rng(np.random.SeedSequence(cfg.seed, spawn_key=(1, dist.rank, iteration)))
    elif cfg.eval_episodes and dist.is_main:
        began = time.monotonic()
        first_eval = run_eval(curriculum.level)
        eval_seconds = time.monotonic() - began
        sink(0, {"eval/success_rate": first_eval, "eval/split": eval_label, "curriculum/level": curriculum.level})

    # Several processes: the trainable model is wrapped in DDP; only the training forward goes
    # through the wrapper (rollouts, reflections and evaluation use the plain module).
    wrapped = dist.wrap(players.base.model) if dist.enabled else None
    train_policy = _training_view(policy, players.policy, wrapped) if dist.enabled else policy

    def snapshot_state() -> dict[str, Any]:
        state = {"curriculum": curriculum.state(), "reflections": dict(reflections), "first_eval": first_eval,
                 "nonfinite": dict(nonfinite), "config": cfg.to_dict()}
        if probes["states"] is not None:
            state["probes"] = {"states": [[p, a] for p, a in probes["states"]], "start": probes["start"]}
        if dist.enabled:  # a collective: every rank calls it at the same points
            state["world_size"] = dist.world_size
            state["rank_rngs"] = dist.gather(act_rng.bit_generator.state)
        return state

    def save(at: int, rng_snap: dict[str, Any], state: dict[str, Any], buffer: list[dict[str, Any]]) -> None:
        """Write a checkpoint, never of non-finite weights (a good checkpoint is never replaced by a
        broken one): those raise :class:`TrainingError` and leave the run directory as it is."""
        if not finite_weights():  # identical weights on every rank: every rank raises
            raise TrainingError("the policy's weights are not finite (NaN/inf); nothing was saved over the last "
                                "good checkpoint", hint=NONFINITE_HINT)
        if dist.is_main:
            ckpt.save_checkpoint(run, at, params=params, optimizer=optimizer, rng=rng_snap, state=state,
                                 replay=buffer, keep_last=cfg.keep_last)

    committed = (iteration, ckpt.rng_snapshot(rng), snapshot_state(), list(replay))
    mine = list(range(dist.rank, n_groups, dist.world_size))  # this rank's start states
    budget = cfg.minutes * 60 if cfg.minutes else None
    first_iteration, iteration_seconds, stopped_by_budget = iteration, 0.0, False
    # Within an iteration (one process; ranks would disagree mid-iteration): stop in time for the
    # final evaluation, as long as the first one took.
    deadline = Deadline(started + budget - eval_seconds if budget is not None and not dist.enabled else None)
    try:
        while iteration < cfg.iterations:
            if budget is not None and iteration > first_iteration:
                # Stop before an iteration that would end past the budget (keeping one more
                # iteration's time for the final evaluation and save); every rank agrees.
                late = time.monotonic() - started + 2 * iteration_seconds > budget
                if any(everyone(dist, [late])):
                    stopped_by_budget = True
                    break
            t0 = time.perf_counter()
            level = curriculum.level
            task_seeds = training_seeds(rng, n_groups)  # never an evaluation seed
            seeds = [int(task_seeds[g]) for g in mine for _ in range(cfg.group_size)]
            groups = [g for g in mine for _ in range(cfg.group_size)]
            try:
                with keep_trunk_states(players.policy, memo):
                    episodes = rollouts.play(seeds, reset_options(env_name, level), act_rng, greedy=False,
                                             on_step=deadline.check)
            except BudgetSpent:
                stopped_by_budget = True
                break
            rollout_seconds = time.perf_counter() - t0
            probe_seconds = 0.0  # measuring, not training: left out of the iteration's perf figures
            if cfg.probe_every and probes["states"] is None and dist.is_main:
                # Before the first update: the policy RL starts from (the SFT policy, if one was given).
                states = probe_states(episodes)
                probes["states"], probes["start"] = states, probe_logprobs(policy, states)
                probe_seconds = time.perf_counter() - t0 - rollout_seconds
            fresh, replayed, adv_stats = training_items(episodes, groups, replay, cfg, rng, dist=dist)
            try:
                with (_checkpointing(players.base.model, cfg.gradient_checkpointing),
                      keep_trunk_states(train_policy.lm, memo)):
                    stats = policy_gradient_step(train_policy, fresh, replayed, cfg, list(params.values()),
                                                 optimizer, dist=dist, wrapped=wrapped, autocast=autocast,
                                                 check_time=deadline.check)
            except BudgetSpent:
                optimizer.zero_grad(set_to_none=True)
                stopped_by_budget = True
                break
            if stats["optim/nonfinite"]:  # the update was skipped: the weights are those of the last good one
                nonfinite["skipped"] += 1
                nonfinite["streak"] += 1
            else:
                nonfinite["streak"] = 0
            for item in everyone(dist, [replay_item(ep) for ep in episodes if ep.success and cfg.replay_size > 0]):
                replay.append(item)
            del replay[: max(0, len(replay) - cfg.replay_size)]
            summary = everyone(dist, [(ep.success, ep.total_reward, ep.length) for ep in episodes])
            entropies = everyone(dist, step_entropies(episodes))  # every step of every rank
            success = float(np.mean([s for s, _, _ in summary]))
            n_steps = sum(n for _, _, n in summary)
            metrics: dict[str, Any] = {
                "rollout/success_rate": success,
                "rollout/return_mean": float(np.mean([r for _, r, _ in summary])),
                "rollout/ep_len": n_steps / len(summary),
                "rollout/episodes": len(summary),
                "curriculum/level": level,
                "replay/size": len(replay),
                "perf/steps_per_sec": n_steps / max(time.perf_counter() - t0 - probe_seconds, 1e-9),
                # Where the iteration's time went: playing the episodes (reflections, policy
                # scoring, env steps) and the rest (the policy-gradient update).
                "perf/rollout_seconds": rollout_seconds,
                "perf/update_seconds": time.perf_counter() - t0 - rollout_seconds - probe_seconds,
                **stats,
                **adv_stats,
                "optim/nonfinite_skipped": nonfinite["skipped"],
            }
            if entropies:  # of the sampling distributions, every fresh step (the update may skip some)
                metrics["rollout/entropy"] = float(np.mean(entropies))
            if dist.enabled:
                metrics["dist/world_size"] = dist.world_size
                metrics["dist/rank_episodes"] = dist.gather(len(episodes))
            if curriculum.record(success):
                replay.clear()  # as the paper: a new level starts with an empty buffer
            iteration += 1
            # At multiples of probe_every only, so a run resumed with more --iterations logs what
            # an uninterrupted one does.
            if cfg.probe_every and probes["states"] and dist.is_main and iteration % cfg.probe_every == 0:
                began = time.perf_counter()
                metrics["policy/kl_to_start"] = kl_to_start(probes["start"], probe_logprobs(policy, probes["states"]))
                probe_seconds += time.perf_counter() - began
            if probe_seconds:
                metrics["perf/probe_seconds"] = probe_seconds
            iteration_seconds = max(iteration_seconds * 0.8, time.perf_counter() - t0)
            committed = (iteration, ckpt.rng_snapshot(rng), snapshot_state(), list(replay))
            if nonfinite["streak"] >= cfg.max_nonfinite:
                sink(iteration, metrics)
                raise TrainingError(
                    f"{nonfinite['streak']} updates in a row had a non-finite loss or gradient norm (iteration "
                    f"{iteration}); stopped. Skipped: {nonfinite['skipped']} update(s) in all", hint=NONFINITE_HINT)
            if cfg.eval_episodes and cfg.eval_every and iteration % cfg.eval_every == 0 and dist.is_main:
                metrics["eval/success_rate"] = last_eval = run_eval(curriculum.level)
                metrics["eval/split"] = eval_label
            sink(iteration, metrics)
            if hooks.on_iteration:
                hooks.on_iteration(iteration, metrics)
            if cfg.save_every and iteration % cfg.save_every == 0 and iteration < cfg.iterations:
                save(*committed)
    except KeyboardInterrupt:
        # Weights/optimizer may include a half-finished update only if the interrupt landed
        # between optimizer.step() and the bookkeeping above; the RNG/replay state is the
        # snapshot of the last completed iteration.
        save(*committed)
        sink.close()
        raise
    except TrainingError as exc:
        # Non-finite numbers: keep the last good weights. A skipped update leaves the weights of
        # the last finite one, which are saved now (never non-finite ones: save() refuses those).
        with contextlib.suppress(TrainingError):
            save(*committed)
        sink.close()
        kept = run.latest_checkpoint() if dist.is_main else None
        hint = (f"the last good weights are in {kept} (continue with --resume --out {run.path} and a lower --lr "
                "or --max-grad-norm, or float32)") if kept is not None else exc.hint
        raise TrainingError(exc.message, hint=hint) from exc
    if hooks.on_finish:
        hooks.on_finish(params)
    save(*committed)
    final = run.final
    if dist.is_main:
        evaluated_now = bool(cfg.eval_every) and iteration % cfg.eval_every == 0 and last_eval is not None
        if cfg.eval_episodes and not evaluated_now:
            last_eval = run_eval(curriculum.level)
            sink(iteration, {"eval/success_rate": last_eval, "eval/split": eval_label, "curriculum/level": curriculum.level})
        parents = {"policy": str(cfg.policy), "reflector": str(cfg.reflector)}
        assert players.base_ref is not None, "load_players names the base it loaded"
        final = save_trained(
            players.base, run.final, kind=players.kind, base_ref=players.base_ref, target="policy", env=env_name,
            labels=policy.labels.labels if policy.labels is not None else (), adapter_name="policy",
            lora=players.lora, parents=parents, head=policy.head,
        )
        if stopped_by_budget and log:
            log(f"Stopped after iteration {iteration} of {cfg.iterations}: the next would end past --minutes "
                f"{cfg.minutes:g}")
        run.update_meta(finished=time.strftime("%Y-%m-%dT%H:%M:%S%z"), iterations=iteration, bf16=bf16,
                        stopped_by_budget=stopped_by_budget,
                        **({"world_size": dist.world_size} if dist.enabled else {}))
    sink.close()
    dist.barrier()
    return RLResult(iteration, final, first_eval, last_eval, eval_split=eval_label, nonfinite_skipped=nonfinite["skipped"])
