"""Online REINFORCE of the policy with a frozen reflector in the loop (``reflect rlft``).

Algorithm (one iteration)
-------------------------
1. Curriculum: if the schedule says so, move to the next level (Taxi ``pickup -> dropoff ->
   full``, the env pays the pickup bonus in ``full``; AutoExplore depth levels, passed as
   ``max_level`` so earlier depths stay in the mix) and clear the replay buffer (as the paper).
   The schedule advances every ``curriculum_every`` iterations, or (``--curriculum-mode success``)
   once the mean rollout success over the last ``curriculum_window`` iterations reaches
   ``curriculum_threshold``.
2. Rollouts: ``episodes_per_iter`` environments are played *in lockstep*; at each step the
   prompts of all live envs go through one batched forward pass. ``episodes_per_iter /
   group_size`` start states (env seeds) are drawn from the run's RNG and each is played
   ``group_size`` times. The reflector (frozen, greedy) writes one reflection per distinct state
   text, cached for the whole run (and saved in checkpoints). The action is sampled from
   ``softmax(action_logprobs / temperature)`` over the *currently valid* actions
   (:meth:`Policy.action_logprobs`, with the policy's head: label tokens or action texts) with
   the run's numpy RNG. The reflections' token budget is the larger of ``reflection_tokens`` and
   the budget the reflector run recorded (what it was trained to write), so they are never cut.
3. Returns: undiscounted reward-to-go ``G_t = sum_{k>=t} r_k`` (gamma = 1, as the paper; the paper
   writes it as cost-to-go ``Q_t = -G_t``).
4. Advantages ``A_t = G_t - b_t``, with baselines that never depend on the episode's own actions
   from step t on (so the gradient stays unbiased): ``--baseline none`` (b = 0, the paper);
   ``batch`` (leave-one-out: for episode i, b = mean of the ``G_t`` of every step of the *other*
   episodes of the iteration, over all processes; including the episode's own returns, as this
   did before, biased its gradient); ``group`` (RLOO; needs ``group_size >= 2``): for step t of
   episode i, ``b_t = mean_{j != i} G_0(j) - R_{<t}(i)``, the mean episode return of the other
   rollouts of the same start state minus the reward episode i has already collected before t
   (a function of the history, not of the action at t), hence
   ``A_t = G_0(i) - mean_{j != i} G_0(j)`` for *every* step of the episode. (Subtracting the
   others' ``G_0`` from each ``G_t``, as before, added ``+t`` to step t in AutoExplore, where each
   step costs 1: pure variance.) Replayed steps (episodes of earlier iterations) use the mean
   ``G_t`` of the iteration (0 for ``none``). With ``step_credit`` (group baseline) each step
   also gets ``step_credit`` times GiGPO's anchor-state advantage (:func:`anchor_advantages`).
   Optional normalisation to zero mean and unit
   variance over the iteration's steps (``--normalize-advantages``).
5. Loss ``L = -mean_t(w_t * A_t * log pi(a_t|s_t)) - entropy_coef * mean_fresh H(pi(.|s_t))``, the
   first mean over every fresh *and* replayed step (w = 1 for fresh steps), where the log-probs
   are recomputed *with gradients* by the same :meth:`Policy.action_logprobs` that sampled them
   (on the exact prompt strings stored in the episode), then gradient clipping
   (``max_grad_norm``, paper 0.3) and one AdamW step (paper: lr 2e-4, weight decay 0.001). A
   non-finite loss or gradient norm skips the step (counted: ``optim/nonfinite`` this iteration,
   ``optim/nonfinite_skipped`` in all); ``max_nonfinite`` (3) skipped steps in a row stop the run
   with a :class:`~reflect_cli.errors.TrainingError` after saving the last good weights (a
   checkpoint never holds non-finite weights), and so do non-finite log-probs while sampling.
   The weight decay is *decoupled* (AdamW, as the HF Trainer the paper used): with
   ``torch.optim.Adam`` the decay is an L2 gradient that Adam normalises like any other, so where
   the policy gradient is tiny every weight walks ~lr per step towards zero (that was why RL
   "did not learn" at first).
6. Replay: episodes that succeeded go into a FIFO buffer (capacity ``replay_size``);
   ``replay_batch`` episodes are drawn uniformly with replacement and their steps are added to
   the same loss with their stored returns, the iteration's baseline, and a truncated
   importance weight ``w = min(replay_clip, pi_now(a|s) / pi_behaviour(a|s))`` (detached).
   ``--replay-correction none`` reproduces the paper's uncorrected reuse. A replayed step counts
   as much as a fresh one (earlier, one replayed episode weighed as much as the whole fresh
   batch).

Deviations from the paper / reference code (all deliberate)
-----------------------------------------------------------
* The softmax is over the labels of the currently valid actions only, not a fixed 252-way head.
* Baselines, advantage normalisation and importance-weighted replay are available (paper: none).
* The entropy bonus is a separate loss term; the reference code folded ``-coef*H`` into the cost.
* Fresh and replayed steps share one optimizer step and one per-step mean; the reference made
  two trainer calls (so its replay batch weighed as much as the fresh batch).
* The model stays in ``eval()`` mode during RL (no dropout while sampling or training), which
  makes sampling and training log-probs identical and runs reproducible. With
  ``--gradient-checkpointing`` the update runs in ``train()`` mode (transformers only checkpoints
  there) but every dropout module stays in eval mode, so an SFT adapter's LoRA dropout is off.
* Every RNG is seeded and checkpointed; a resumed run equals an uninterrupted one.
* Greedy evaluation (``--eval-episodes``, ``eval/success_rate``) is held out where it can be:
  AutoExplore plays each task of ``eval_split`` (``validation``) of the tasks file once (if that
  split is empty: the training tasks, and ``eval/split`` says so); the other envs play the fixed
  seeds ``EVAL_SEED_BASE + i``, which the training draws never use (:func:`training_seeds`).
* Several processes (``accelerate launch [--cpu] --num_processes N -m reflect_cli rlft ...``):
  see :mod:`reflect_cli.train.distributed`. ``episodes_per_iter`` is the total over all
  processes: the start states are drawn from the run RNG (identical on every rank) and rank r
  plays groups ``r, r+N, ...``, sampling actions with its own RNG (seeded from the run seed and
  the rank). The model is wrapped in DDP (``accelerator.prepare``) and the training forward goes
  through the wrapper, so DDP all-reduces the gradients; the loss is normalised by the *global*
  step counts (and scaled by N against DDP's averaging), the batch baseline, advantage
  normalisation, metrics, curriculum decisions and the replay buffer use every rank's episodes,
  and replay draws are split between ranks. Only the main process writes the run directory.
  One process runs exactly the single-process code path.
* ``--paper-defaults`` sets: baseline none, no normalisation, entropy 0, lr 2e-4, Adam weight
  decay 0.001, grad clip 0.3, 4 episodes per iteration, group size 1, temperature 1, replay
  capacity 50 / batch 1 / no correction, LoRA r 64 / alpha 16 for a fresh adapter.

Where the pieces live
---------------------
This module: returns, baselines, the training items of an iteration (fresh and replayed steps),
the loss and the update (steps 3-6). The curriculum (step 1): :mod:`reflect_cli.train.curriculum`.
Rollouts and greedy evaluation (step 2): :mod:`reflect_cli.train.rollouts`. The run itself (the
loop, checkpoints and resume, non-finite stops, several processes): :mod:`reflect_cli.train.rl`,
whose names (this module's included) are what the CLI, the pipeline and the tests import.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from reflect_cli.agent.loop import Episode
from reflect_cli.train.distributed import SINGLE, Dist
from reflect_cli.train.rl_config import RLConfig

# -- returns and baselines (steps 3-4) --------------------------------------------------------------


def reward_to_go(rewards: Sequence[float]) -> list[float]:
    out, acc = [0.0] * len(rewards), 0.0
    for t in range(len(rewards) - 1, -1, -1):
        acc += rewards[t]
        out[t] = acc
    return out


def anchor_advantages(episodes: Sequence[Episode], groups: Sequence[int]) -> list[list[float]]:
    """GiGPO's step-level credit (Feng et al. 2025, anchor-state grouping): the steps that the
    rollouts of one start state took from an identical state (same prompt: the same observation
    and, the reflector being greedy, the same reflection) form an anchor group, and each step's
    term is its reward-to-go minus the mean reward-to-go of the *other* steps of its anchor group
    (0 for a state visited once). The episode advantage says which rollout did better; this says
    which choice in a shared state did."""
    returns = [reward_to_go([s.reward for s in ep.steps]) for ep in episodes]
    anchors: dict[tuple[int, str | None, tuple[str, ...]], list[float]] = {}
    for ep, g, rs in zip(episodes, groups, returns, strict=True):
        for s, ret in zip(ep.steps, rs, strict=True):
            anchors.setdefault((g, s.prompt, tuple(s.actions)), []).append(ret)
    out = []
    for ep, g, rs in zip(episodes, groups, returns, strict=True):
        row = []
        for s, ret in zip(ep.steps, rs, strict=True):
            same = anchors[(g, s.prompt, tuple(s.actions))]
            row.append(ret - (sum(same) - ret) / (len(same) - 1) if len(same) > 1 else 0.0)
        out.append(row)
    return out


def advantages(
    episodes: Sequence[Episode], groups: Sequence[int], baseline: str, *,
    batch_stats: tuple[float, int] | None = None, step_credit: float = 0.0, skip_failed: bool = False,
) -> tuple[list[list[float]], float]:
    """Per-episode advantage lists and the scalar baseline used for replayed steps.

    ``batch``: leave-one-out, episode i's baseline is the mean ``G_t`` over the steps of the
    *other* episodes of the iteration. ``group``: every step of episode i gets ``G_0(i) - mean_j
    G_0(j)`` over the other episodes j of its group (the step-t baseline ``b_t = mean_j G_0(j) -
    R_{<t}(i)`` depends only on the history before t). Replayed steps (from earlier iterations,
    so no episode of this batch is theirs) use the mean ``G_t`` of the whole iteration (0 for
    ``none``).

    ``batch_stats``: ``(sum, count)`` of the ``G_t`` of the whole iteration when ``episodes`` are
    only this process's share of it (several processes); by default computed from ``episodes``.
    ``step_credit`` (group baseline): adds that many times :func:`anchor_advantages` to each step.
    ``skip_failed`` (group baseline): a group whose every episode failed gets advantage 0 at every
    step, for an env whose failed returns differ only by the step cost: what they would teach is
    to fail in fewer steps."""
    returns = [reward_to_go([s.reward for s in ep.steps]) for ep in episodes]
    flat = [g for rs in returns for g in rs]
    total, count = (float(batch_stats[0]), int(batch_stats[1])) if batch_stats is not None else (float(sum(flat)), len(flat))
    batch_b = total / count if count else 0.0
    if baseline == "none":
        return returns, 0.0
    if baseline == "batch":
        out = []
        for rs in returns:
            rest = count - len(rs)  # leave-one-out: the steps of every other episode
            b = (total - sum(rs)) / rest if rest > 0 else 0.0
            out.append([g - b for g in rs])
        return out, batch_b
    out = []
    for i, rs in enumerate(returns):
        others = [returns[j][0] for j in range(len(episodes)) if groups[j] == groups[i] and j != i and returns[j]]
        if not others or not rs:  # no other rollout of this start state: no baseline
            out.append(list(rs))
            continue
        b0 = float(np.mean(others))
        # b_t = b0 - R_{<t}(i) with R_{<t} = G_0 - G_t, so A_t = G_t - b_t = G_0(i) - b0 for every t
        out.append([rs[0] - b0 for _ in rs])
    if step_credit:
        out = [[a + step_credit * s for a, s in zip(row, steps, strict=True)]
               for row, steps in zip(out, anchor_advantages(episodes, groups), strict=True)]
    if skip_failed:
        won = {g for ep, g in zip(episodes, groups, strict=True) if ep.success}
        out = [row if g in won else [0.0] * len(row) for row, g in zip(out, groups, strict=True)]
    return out, batch_b



# -- an iteration's training items (steps 4 and 6) ------------------------------------------------


def everyone(dist: Dist, local: list[Any]) -> list[Any]:
    """The concatenation of every rank's ``local`` list, in rank order (``local`` with one process)."""
    return local if not dist.enabled else [x for part in dist.gather(local) for x in part]


def training_items(
    episodes: Sequence[Episode], groups: Sequence[int], replay: Sequence[dict[str, Any]], cfg: RLConfig,
    rng: np.random.Generator, *, dist: Dist,
) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]], dict[str, float]]:
    """The items of :func:`policy_gradient_step`: this process's fresh steps with their advantages
    (step 4) and its share of the replayed steps (step 6), drawn from ``replay`` with ``rng`` (the
    run RNG: the same draws on every rank). A collective with several processes."""
    batch_stats = None
    if dist.enabled and cfg.baseline != "none":
        all_g = everyone(dist, [g for ep in episodes for g in reward_to_go([s.reward for s in ep.steps])])
        batch_stats = (float(sum(all_g)), len(all_g))  # leave-one-out needs the sum and count
    advs, replay_b = advantages(episodes, groups, cfg.baseline, batch_stats=batch_stats, step_credit=cfg.step_credit,
                                skip_failed=cfg.skips_failed_groups())
    stats = advantage_stats(everyone(dist, [(g, list(ad)) for g, ad in zip(groups, advs, strict=True)]))
    mine = [a for ad in advs for a in ad]
    flat = everyone(dist, mine) if cfg.normalize_advantages else mine
    mean, std = (float(np.mean(flat)), float(np.std(flat))) if flat else (0.0, 1.0)
    norm = (lambda a: (a - mean) / (std + 1e-8)) if cfg.normalize_advantages and len(flat) > 1 else (lambda a: a)
    fresh = [(s.prompt, list(s.actions), s.action_index, s.logprob, norm(a))
             for ep, ad in zip(episodes, advs, strict=True) for s, a in zip(ep.steps, ad, strict=True)]
    replayed: list[tuple[Any, ...]] = []
    if replay and cfg.replay_batch > 0:
        draws = rng.integers(0, len(replay), size=cfg.replay_batch)  # same draws on every rank
        for k in draws[dist.rank :: dist.world_size]:
            replayed += [(s["prompt"], s.get("actions", s["n"]), s["a"], s["logp"], norm(s["G"] - replay_b))
                         for s in replay[int(k)]["steps"]]
    return fresh, replayed, stats


# Equal returns can leave a rounding residue (mean of equal floats): below this, no signal.
ZERO_ADVANTAGE = 1e-9


def advantage_stats(per_episode: Sequence[tuple[int, Sequence[float]]]) -> dict[str, float]:
    """What the iteration's advantages (before any normalisation) can teach, from ``(group,
    advantages of the episode's steps)`` of every episode: the share of groups (start states)
    whose every step has advantage 0 (every rollout succeeded, or every one failed: no gradient),
    the share of such steps, and the advantages' mean and spread."""
    flat = [a for _, ad in per_episode for a in ad]
    if not flat:
        return {}
    silent: dict[int, bool] = {}
    for g, ad in per_episode:
        silent[g] = silent.get(g, True) and all(abs(a) < ZERO_ADVANTAGE for a in ad)
    return {"advantage/zero_group_frac": sum(silent.values()) / len(silent),
            "policy/zero_advantage_frac": sum(1 for a in flat if abs(a) < ZERO_ADVANTAGE) / len(flat),
            "advantage/mean": float(np.mean(flat)), "advantage/std": float(np.std(flat))}


def replay_item(ep: Episode) -> dict[str, Any]:
    rtg = reward_to_go([s.reward for s in ep.steps])
    return {"seed": ep.seed, "steps": [
        {"prompt": s.prompt, "n": len(s.actions), "actions": list(s.actions), "a": s.action_index,
         "logp": s.logprob, "G": g}
        for s, g in zip(ep.steps, rtg, strict=True)
    ]}



# -- what the curves need beyond the loss -------------------------------------------------------


PROBE_STATES = 8  # a few seconds of scoring on a CPU, every probe_every iterations: enough to see drift


def probe_states(episodes: Sequence[Episode], n: int = PROBE_STATES) -> list[tuple[str, list[str]]]:
    """Up to ``n`` distinct (prompt, actions) states of ``episodes``, in order of play: the fixed
    states on which :func:`kl_to_start` follows how far the policy has moved."""
    seen: dict[tuple[str, tuple[str, ...]], None] = {}
    for ep in episodes:
        for s in ep.steps:
            if s.prompt and len(seen) < n:
                seen.setdefault((s.prompt, tuple(s.actions)), None)
    return [(prompt, list(actions)) for prompt, actions in seen]


def probe_logprobs(policy: Any, probes: Sequence[tuple[str, list[str]]]) -> list[list[float]]:
    """The policy's (untempered) log-probabilities over each probe state's actions, no grad.

    They run past the prefix KV store: its entries would be reused by the next rollouts, whose
    scores (equal up to rounding) would then differ from a run that logs no KL, and the sampled
    trajectories with them."""
    if not probes:
        return []
    lm = policy.lm
    budget = getattr(lm, "kv_store_bytes", None)
    if budget is not None:
        lm.kv_store_bytes = 0
    try:
        logps = policy.action_logprobs([p for p, _ in probes], [a for _, a in probes], grad=False)
    finally:
        if budget is not None:
            lm.kv_store_bytes = budget
    return [[float(x) for x in lp.detach().double().cpu()] for lp in logps]


def kl_to_start(start: Sequence[Sequence[float]], now: Sequence[Sequence[float]]) -> float:
    """Mean over the probe states of KL(pi_start || pi_now), in nats."""
    kls = []
    for p0, p1 in zip(start, now, strict=True):
        a, b = np.asarray(p0, dtype=np.float64), np.asarray(p1, dtype=np.float64)
        kls.append(float(np.sum(np.exp(a) * (a - b))))
    return float(np.mean(kls)) if kls else 0.0


def step_entropies(episodes: Sequence[Episode]) -> list[float]:
    """The entropy (nats) of each distribution the episodes' actions were sampled from."""
    return [s.entropy for ep in episodes for s in ep.steps if s.entropy is not None]


# -- the update (step 5) -------------------------------------------------------------------------


def tempered(logp: Any, temperature: float) -> Any:
    """The sampling distribution's log-probs (identity at temperature 1)."""
    import torch

    return logp if temperature == 1.0 else torch.log_softmax(logp / temperature, dim=-1)


@contextlib.contextmanager
def _checkpointing(model: Any, enabled: bool) -> Iterator[None]:
    """Train mode for the update when gradient checkpointing is on (transformers only
    checkpoints in train mode), with every dropout module kept in eval mode, so the training
    forward equals the sampling forward even with an SFT adapter's ``lora_dropout > 0``; the
    model is back in eval mode afterwards."""
    if not enabled:
        yield
        return
    import torch

    model.train()
    for module in model.modules():
        if isinstance(module, torch.nn.modules.dropout._DropoutNd):  # Dropout, Dropout1d/2d/3d, AlphaDropout
            module.eval()
    try:
        yield
    finally:
        model.eval()


def chunk_items(items: Sequence[Any], max_items: int, max_tokens: int, count: Callable[[str], int]) -> list[list[Any]]:
    """Consecutive chunks of at most ``max_items`` items and (unless 0) ``max_tokens`` prompt
    tokens; a single longer prompt is a chunk of its own. Activation memory of a backward grows
    with the tokens in it (about 1.2 MB per token for SmolLM2-135M in fp32), so long AutoExplore
    prompts need smaller chunks than Taxi's; the gradient is the same whatever the chunking."""
    chunks: list[list[Any]] = []
    current: list[Any] = []
    tokens = 0
    for item in items:
        n = count(item[0][0]) if max_tokens else 0
        if current and (len(current) >= max_items or (max_tokens and tokens + n > max_tokens)):
            chunks.append(current)
            current, tokens = [], 0
        current.append(item)
        tokens += n
    if current:
        chunks.append(current)
    return chunks


def _token_counter(policy: Any) -> Callable[[str], int]:
    tokenizer = policy.lm.tokenizer
    return lambda text: len(tokenizer(text, add_special_tokens=False)["input_ids"])


def policy_gradient_step(
    policy: Any,
    fresh: list[tuple[str, int, int, float, float]],
    replay: list[tuple[str, int, int, float, float]],
    cfg: RLConfig,
    params: list[Any],
    optimizer: Any,
    *,
    dist: Dist | None = None,
    wrapped: Any = None,
    autocast: Callable[[], Any] | None = None,
    check_time: Callable[[], None] | None = None,
) -> dict[str, float]:
    """One optimizer step. Items are ``(prompt, actions, action, behaviour_logprob, advantage)``
    (``actions``: the valid action texts, or their count for the label head).

    A non-finite loss or gradient norm skips the step (gradients zeroed, no ``optimizer.step()``,
    so weights and optimizer state are unchanged); ``stats["optim/nonfinite"]`` is then 1 (else 0)
    and the non-finite values are left out of the stats.

    Several processes (``dist``): ``fresh``/``replay`` are this rank's share; ``policy`` must run
    its forward through the DDP-``wrapped`` model. The means use the global step counts and the
    local loss is scaled by the world size, so DDP's gradient *average* is the gradient of the
    global loss. All chunks but the last accumulate under ``no_sync``: each rank does exactly one
    all-reducing backward per step, whatever its number of chunks.

    ``autocast``: a context factory for the forwards (``train.precision``; None: as loaded).
    ``check_time``: called before each backward chunk (one process only); what it raises leaves
    the weights and the optimizer as they were (the caller zeroes the gradients)."""
    dist = dist or SINGLE
    counts = _StepCounts.of(fresh, replay, dist)
    optimizer.zero_grad(set_to_none=True)
    items = [(x, False) for x in fresh] + [(x, True) for x in replay]
    n_items = len(items)
    if cfg.entropy_coef == 0 and not dist.enabled:
        # A step whose advantage is 0 adds 0 to the loss and to every gradient: no forward and
        # backward for it. The means keep their denominators, so the update is the
        # same. (With several processes every rank must run its one backward: kept there.)
        items = [item for item in items if abs(item[0][4]) >= ZERO_ADVANTAGE]
    loss_total, ent_total, w_total = _backward(policy, items, cfg, params, counts, dist, wrapped, autocast, check_time)
    finite, grad_norm, extra_norm, has_extra = _clip_and_step(optimizer, params, cfg, loss_total, dist)
    # The entropy is the mean over the steps that ran (all of them unless zero-advantage ones were skipped).
    ent_den = counts.fresh if len(items) == n_items else max(sum(1 for _, is_replay in items if not is_replay), 1)
    # grad_norm: the norm before clipping (what clip_grad_norm_ returns).
    stats = {"loss/policy": loss_total, "optim/grad_norm": grad_norm, "optim/nonfinite": 0 if finite else 1,
             "perf/skipped_step_frac": 1 - len(items) / n_items if n_items else 0.0}
    if has_extra:
        stats["optim/prior_grad_norm"] = extra_norm
    if any(not is_replay for _, is_replay in items):  # else no fresh step ran: no entropy to report (not 0)
        stats["policy/entropy"] = ent_total / ent_den
    if counts.any_replay:  # no NaN in metrics.jsonl (it is not JSON): the key is absent without replayed steps
        stats["replay/is_weight_mean"] = w_total / counts.replay
    return {k: v for k, v in stats.items() if math.isfinite(v)}  # a non-finite value: the key is absent


@dataclass
class _StepCounts:
    """The denominators of a step's means: fresh, replayed and all steps (global with several
    processes; at least 1), and whether any step is replayed."""

    fresh: int
    replay: int
    all: int  # every step, fresh or replayed, has the same weight in the mean
    any_replay: bool

    @classmethod
    def of(cls, fresh: list[Any], replay: list[Any], dist: Dist) -> _StepCounts:
        if not dist.enabled:
            return cls(max(len(fresh), 1), max(len(replay), 1), max(len(fresh) + len(replay), 1), bool(replay))
        counts = dist.gather((len(fresh), len(replay)))
        g_fresh, g_replay = sum(c[0] for c in counts), sum(c[1] for c in counts)
        if not fresh and not replay:
            raise RuntimeError(f"rank {dist.rank} has no steps to train on (every rank needs at least one)")
        return cls(max(g_fresh, 1), max(g_replay, 1), max(g_fresh + g_replay, 1), g_replay > 0)


def _backward(policy: Any, items: list[tuple[Any, bool]], cfg: RLConfig, params: list[Any], counts: _StepCounts,
              dist: Dist, wrapped: Any, autocast: Callable[[], Any] | None,
              check_time: Callable[[], None] | None) -> tuple[float, float, float]:
    """The loss's backward, chunk by chunk (steps of one prompt together); returns the summed loss,
    entropy and importance weights (global with several processes)."""
    import torch

    loss_total, ent_total, w_total = 0.0, 0.0, 0.0
    chunks = chunk_items(same_prompt_groups(items), cfg.train_batch, cfg.train_tokens, _token_counter(policy))
    for k, chunk in enumerate(chunks):
        if check_time is not None and not dist.enabled:
            check_time()
        with dist.no_sync(wrapped, skip=k < len(chunks) - 1):
            loss, ent_total, w_total = _chunk_loss(policy, chunk, cfg, counts.fresh, counts.all, ent_total, w_total,
                                                   autocast)
            (loss * dist.world_size if dist.enabled else loss).backward()
        loss_total += float(loss.detach())
    if dist.enabled:
        parts = dist.gather((loss_total, ent_total, w_total))
        loss_total, ent_total, w_total = (sum(p[i] for p in parts) for i in range(3))
    if not chunks:  # every advantage was 0: the optimizer still steps, on zero gradients, as before
        for param in params:
            param.grad = torch.zeros_like(param)
    return loss_total, ent_total, w_total


def _clip_and_step(optimizer: Any, params: list[Any], cfg: RLConfig, loss_total: float,
                   dist: Dist) -> tuple[bool, float, float, bool]:
    """Clip the gradients and step, unless the loss or a gradient norm is not finite; returns
    ``(finite, grad_norm, the action prior's grad norm, whether there is an action prior)``."""
    import torch

    # The optimizer's later groups (the action prior) live outside the language model: clipped on
    # their own, and averaged over the processes here (DDP reduces only the wrapped model's).
    extra = [p for group in optimizer.param_groups[1:] for p in group["params"]]
    if dist.enabled and extra:
        for p in extra:
            if p.grad is not None:
                p.grad.copy_(torch.tensor(np.mean(dist.gather(p.grad.detach().cpu().numpy()), axis=0),
                                          dtype=p.grad.dtype, device=p.grad.device))
    grad_norm = torch.nn.utils.clip_grad_norm_([p for p in params if not any(p is q for q in extra)], cfg.max_grad_norm)
    extra_norm = torch.nn.utils.clip_grad_norm_(extra, cfg.max_grad_norm) if extra else torch.tensor(0.0)
    # A non-finite loss or gradient norm: no update (the weights and the optimizer state stay as
    # they are); the caller counts it. Loss and gradients are global (gathered / all-reduced), so
    # every process takes the same decision.
    finite = math.isfinite(loss_total) and math.isfinite(float(grad_norm)) and math.isfinite(float(extra_norm))
    if finite:
        optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    return finite, float(grad_norm), float(extra_norm), bool(extra)


def _actions_of(actions: Sequence[str] | int) -> Sequence[str]:
    """An item's actions; a bare count (the label head needs no texts) stands for that many."""
    return [""] * actions if isinstance(actions, int) else actions


def same_prompt_groups(items: Sequence[Any]) -> list[tuple[Any, list[Any]]]:
    """The update's items grouped by prompt and actions, in order of first appearance, as
    ``(first item's step, items)``: a group needs one forward and backward, whatever its size.

    Steps with the same prompt are common with group baselines: the episodes of a start state
    share their first prompt (same state, same greedy reflection) and every later one until their
    actions differ. Every item keeps its own terms of the loss, so the gradient is the one of
    the items taken one by one."""
    groups: dict[Any, list[Any]] = {}
    for item in items:
        prompt, actions = item[0][0], item[0][1]
        key = (prompt, actions if isinstance(actions, int) else tuple(actions))
        groups.setdefault(key, []).append(item)
    return [(group[0][0], group) for group in groups.values()]


def _chunk_loss(
    policy: Any, chunk: list[Any], cfg: RLConfig, n_fresh: int, n_all: int, ent_total: float, w_total: float,
    autocast: Callable[[], Any] | None = None,
) -> tuple[Any, float, float]:
    """The loss of one chunk (of :func:`same_prompt_groups`) of ``policy_gradient_step`` (with
    grad); the running entropy and IS-weight sums are carried through."""
    with (autocast or contextlib.nullcontext)():
        logps = policy.action_logprobs([step[0] for step, _ in chunk], [_actions_of(step[1]) for step, _ in chunk],
                                       grad=True)
    loss = 0.0
    for (_, group), lp in zip(chunk, logps, strict=True):
        lp = tempered(lp, cfg.temperature)
        entropy = None
        for (_, _, a, behaviour, adv), is_replay in group:
            chosen = lp[a]
            if is_replay:
                w = 1.0
                if cfg.replay_correction == "importance":
                    w = float(min(cfg.replay_clip, math.exp(float(chosen.detach()) - behaviour)))
                w_total += w
                loss = loss - w * adv * chosen / n_all
            else:
                if entropy is None:
                    entropy = -(lp.exp() * lp).sum()
                ent_total += float(entropy.detach())
                loss = loss - adv * chosen / n_all - cfg.entropy_coef * entropy / n_fresh
    return loss, ent_total, w_total
