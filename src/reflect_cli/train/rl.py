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
   ``G_t`` of the iteration (0 for ``none``). Optional normalisation to zero mean and unit
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
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import os
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from reflect_cli.agent.loop import Episode
from reflect_cli.agent.lru import LRUDict
from reflect_cli.envs import get_spec
from reflect_cli.errors import TrainingError, UsageError
from reflect_cli.runs import RunDir
from reflect_cli.train import checkpoint as ckpt
from reflect_cli.train.config import PAPER_DEFAULTS, RLSettings  # noqa: F401 (PAPER_DEFAULTS re-exported)
from reflect_cli.train.distributed import SINGLE, Dist
from reflect_cli.train.models import LoraSettings, Players, load_players, save_trained
from reflect_cli.train.precision import autocast_factory
from reflect_cli.train.precision import check_mode as check_precision_mode

BASELINES = ("none", "batch", "group")
CURRICULUM_MODES = ("iterations", "success")
EVAL_SEED_BASE = 10_000_000
EVAL_SEED_SPAN = 2**16  # evaluation seeds: EVAL_SEED_BASE + 0..span-1; never drawn for training
REPORT_TO = ("tensorboard",)
# Test hook: when set, every rank writes the SHA-256 of its trainable weights after training to
# ``$REFLECT_RL_DIGEST_DIR/rank-<r>.sha256`` (used to check that DDP kept the ranks identical).
DIGEST_ENV = "REFLECT_RL_DIGEST_DIR"
NONFINITE_HINT = ("lower --lr or --max-grad-norm, or train in float32; the last good weights are in the run's "
                  "latest checkpoint (continue with --resume --out RUN)")


@dataclass
class RLConfig(RLSettings):
    """The settings of an RL run: fields, defaults and help in :class:`reflect_cli.train.config.RLSettings`."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def validate(self) -> None:
        if self.baseline not in BASELINES:
            raise UsageError(f"unknown baseline {self.baseline!r}", hint="choose none, batch or group")
        if self.curriculum_mode not in CURRICULUM_MODES:
            raise UsageError(f"unknown curriculum mode {self.curriculum_mode!r}", hint="iterations or success")
        if self.replay_correction not in ("importance", "none"):
            raise UsageError("--replay-correction must be importance or none")
        if self.episodes_per_iter < 1 or self.group_size < 1 or self.episodes_per_iter % self.group_size:
            raise UsageError("--episodes-per-iter must be a positive multiple of --group-size")
        if self.baseline == "group" and self.group_size < 2:
            raise UsageError("--baseline group needs --group-size >= 2", hint="e.g. --group-size 4")
        if self.temperature <= 0:
            raise UsageError("--temperature must be positive for sampling")
        if not 0 <= self.eval_episodes <= EVAL_SEED_SPAN:
            raise UsageError(f"--eval-episodes must be between 0 and {EVAL_SEED_SPAN}")
        if self.max_nonfinite < 1:
            raise UsageError("max_nonfinite must be at least 1")
        check_precision_mode(self.bf16)
        unknown = sorted(set(self.report_to or []) - set(REPORT_TO))
        if unknown:
            raise UsageError(f"unknown --report-to target(s) {', '.join(unknown)}", hint="choose tensorboard or none")
        takes_tasks = get_spec(self.env).takes_tasks
        if self.tasks and not takes_tasks:
            raise UsageError(f"--tasks is for AutoExplore; {self.env} has no task files")
        if takes_tasks and not self.tasks and not {"tasks", "question"} & set(self.env_kwargs):
            raise UsageError("AutoExplore RL needs tasks", hint="pass --tasks FILE (e.g. gen-data's tasks.jsonl)")


@dataclass
class Hooks:
    on_iteration: Callable[[int, dict[str, Any]], None] | None = None


@dataclass
class RLResult:
    iterations: int
    final: Any
    first_eval: float | None
    last_eval: float | None
    eval_split: str | None = None  # what the evaluation played (see :func:`eval_tasks`)
    nonfinite_skipped: int = 0  # updates skipped for a non-finite loss or gradient norm


# -- pieces -----------------------------------------------------------------------------------


def tempered(logp: Any, temperature: float) -> Any:
    """The sampling distribution's log-probs (identity at temperature 1)."""
    import torch

    return logp if temperature == 1.0 else torch.log_softmax(logp / temperature, dim=-1)


def reward_to_go(rewards: Sequence[float]) -> list[float]:
    out, acc = [0.0] * len(rewards), 0.0
    for t in range(len(rewards) - 1, -1, -1):
        acc += rewards[t]
        out[t] = acc
    return out


def advantages(
    episodes: Sequence[Episode], groups: Sequence[int], baseline: str, *,
    batch_stats: tuple[float, int] | None = None,
) -> tuple[list[list[float]], float]:
    """Per-episode advantage lists and the scalar baseline used for replayed steps.

    ``batch``: leave-one-out, episode i's baseline is the mean ``G_t`` over the steps of the
    *other* episodes of the iteration. ``group``: every step of episode i gets ``G_0(i) - mean_j
    G_0(j)`` over the other episodes j of its group (the step-t baseline ``b_t = mean_j G_0(j) -
    R_{<t}(i)`` depends only on the history before t). Replayed steps (from earlier iterations,
    so no episode of this batch is theirs) use the mean ``G_t`` of the whole iteration (0 for
    ``none``).

    ``batch_stats``: ``(sum, count)`` of the ``G_t`` of the whole iteration when ``episodes`` are
    only this process's share of it (several processes); by default computed from ``episodes``."""
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
    return out, batch_b


class Curriculum:
    def __init__(self, levels: Sequence[Any] | None, mode: str, every: int, threshold: float, window: int) -> None:
        self.levels = list(levels) if levels else [None]
        self.mode, self.every, self.threshold, self.window = mode, every, threshold, window
        self.position, self.since, self.recent = 0, 0, []

    @property
    def level(self) -> Any:
        return self.levels[self.position]

    def record(self, success_rate: float) -> bool:
        """Account one finished iteration; True if the level changes for the next one."""
        self.since += 1
        self.recent = (self.recent + [success_rate])[-self.window :]
        if self.position + 1 >= len(self.levels):
            return False
        if self.mode == "iterations":
            ready = self.since >= self.every
        else:
            ready = len(self.recent) >= self.window and float(np.mean(self.recent)) >= self.threshold
        if ready:
            self.position, self.since, self.recent = self.position + 1, 0, []
        return ready

    def state(self) -> dict[str, Any]:
        return {"position": self.position, "since": self.since, "recent": self.recent}

    def restore(self, doc: dict[str, Any]) -> None:
        self.position, self.since, self.recent = doc["position"], doc["since"], list(doc["recent"])


def reset_options(env_name: str, level: Any) -> dict[str, Any] | None:
    """The reset options of a curriculum level (the env's :meth:`EnvSpec.curriculum_options`:
    AutoExplore samples depths up to ``level``, the others play ``level``); None for no level."""
    return get_spec(env_name).curriculum_options(level)


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


def training_seeds(rng: np.random.Generator, n: int) -> list[int]:
    """``n`` start-state seeds from the run RNG; never an evaluation seed (a draw in
    ``EVAL_SEED_BASE + [0, EVAL_SEED_SPAN)`` moves down by the span), so training and fixed-seed
    evaluation never share a start state seed."""
    out = []
    for seed in rng.integers(0, 2**31 - 1, size=n):
        seed = int(seed)
        out.append(seed - EVAL_SEED_SPAN if EVAL_SEED_BASE <= seed < EVAL_SEED_BASE + EVAL_SEED_SPAN else seed)
    return out


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
        rng: np.random.Generator, *, greedy: bool
    ) -> list[Episode]:
        """``options``: the reset options of every episode, or a list with one per seed. Sampling
        draws from ``rng`` in lockstep order (step ``t`` of every live episode, in episode order)."""
        import torch

        from reflect_cli.agent.loop import LMAgent, run_batch

        while len(self.envs) < len(seeds):
            self.envs.append(self._make())
        agent = LMAgent(self.policy, self.reflector, greedy=greedy, name="policy", temperature=self.cfg.temperature)
        with torch.no_grad():
            return run_batch(self.envs[: len(seeds)], agent, seeds=[int(s) for s in seeds], options=options,
                             env_name=self.cfg.env, rngs=[rng] * len(seeds))


def replay_item(ep: Episode) -> dict[str, Any]:
    rtg = reward_to_go([s.reward for s in ep.steps])
    return {"seed": ep.seed, "steps": [
        {"prompt": s.prompt, "n": len(s.actions), "actions": list(s.actions), "a": s.action_index,
         "logp": s.logprob, "G": g}
        for s, g in zip(ep.steps, rtg)
    ]}


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


# -- the trainer ------------------------------------------------------------------------------


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

    ``autocast``: a context factory for the forwards (``train.precision``; None: as loaded)."""
    import torch

    dist = dist or SINGLE
    items = [(x, False) for x in fresh] + [(x, True) for x in replay]
    n_fresh, n_replay = max(len(fresh), 1), max(len(replay), 1)
    n_all = max(len(items), 1)  # every step, fresh or replayed, has the same weight in the mean
    any_replay = bool(replay)
    if dist.enabled:
        counts = dist.gather((len(fresh), len(replay)))
        g_fresh, g_replay = sum(c[0] for c in counts), sum(c[1] for c in counts)
        n_fresh, n_replay, n_all = max(g_fresh, 1), max(g_replay, 1), max(g_fresh + g_replay, 1)
        any_replay = g_replay > 0
        if not items:
            raise RuntimeError(f"rank {dist.rank} has no steps to train on (every rank needs at least one)")
    loss_total, ent_total, w_total = 0.0, 0.0, 0.0
    optimizer.zero_grad(set_to_none=True)
    chunks = chunk_items(items, cfg.train_batch, cfg.train_tokens, _token_counter(policy))
    for k, chunk in enumerate(chunks):
        with dist.no_sync(wrapped, skip=k < len(chunks) - 1):
            loss, ent_total, w_total = _chunk_loss(policy, chunk, cfg, n_fresh, n_all, ent_total, w_total, autocast)
            (loss * dist.world_size if dist.enabled else loss).backward()
        loss_total += float(loss.detach())
    if dist.enabled:
        parts = dist.gather((loss_total, ent_total, w_total))
        loss_total, ent_total, w_total = (sum(p[i] for p in parts) for i in range(3))
    grad_norm = torch.nn.utils.clip_grad_norm_(params, cfg.max_grad_norm)
    # A non-finite loss or gradient norm: no update (the weights and the optimizer state stay as
    # they are); the caller counts it. Loss and gradients are global (gathered / all-reduced), so
    # every process takes the same decision.
    finite = math.isfinite(loss_total) and math.isfinite(float(grad_norm))
    if finite:
        optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    stats = {"loss/policy": loss_total, "policy/entropy": ent_total / n_fresh, "optim/grad_norm": float(grad_norm),
             "optim/nonfinite": 0 if finite else 1}
    if any_replay:  # no NaN in metrics.jsonl (it is not JSON): the key is absent without replayed steps
        stats["replay/is_weight_mean"] = w_total / n_replay
    return {k: v for k, v in stats.items() if math.isfinite(v)}  # a non-finite value: the key is absent


def _actions_of(actions: Sequence[str] | int) -> Sequence[str]:
    """An item's actions; a bare count (the label head needs no texts) stands for that many."""
    return [""] * actions if isinstance(actions, int) else actions


def reflection_budget(cfg: RLConfig, reflector: Any) -> int:
    """Tokens a reflection may take: the configured budget, raised to what the reflector was
    trained to write (recorded with its run) so that reflections are not cut before the action."""
    recorded = reflector.reflection_tokens if reflector is not None else None
    return max(int(cfg.reflection_tokens), int(recorded or 0))


def _chunk_loss(
    policy: Any, chunk: list[Any], cfg: RLConfig, n_fresh: int, n_all: int, ent_total: float, w_total: float,
    autocast: Callable[[], Any] | None = None,
) -> tuple[Any, float, float]:
    """The loss of one chunk of ``policy_gradient_step`` (with grad); the running entropy and
    IS-weight sums are carried through, so they add up in the same order as in one loop."""
    with (autocast or contextlib.nullcontext)():
        logps = policy.action_logprobs([c[0][0] for c in chunk], [_actions_of(c[0][1]) for c in chunk], grad=True)
    loss = 0.0
    for ((_, _, a, behaviour, adv), is_replay), lp in zip(chunk, logps):
        lp = tempered(lp, cfg.temperature)
        chosen = lp[a]
        if is_replay:
            w = 1.0
            if cfg.replay_correction == "importance":
                w = float(min(cfg.replay_clip, math.exp(float(chosen.detach()) - behaviour)))
            w_total += w
            loss = loss - w * adv * chosen / n_all
        else:
            entropy = -(lp.exp() * lp).sum()
            ent_total += float(entropy.detach())
            loss = loss - adv * chosen / n_all - cfg.entropy_coef * entropy / n_fresh
    return loss, ent_total, w_total


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


def weights_digest(params: dict[str, Any]) -> str:
    """SHA-256 over the names and bytes of the trainable tensors (sorted by name)."""
    import torch

    h = hashlib.sha256()
    for name in sorted(params):
        t = params[name].detach().cpu().contiguous()
        h.update(name.encode())
        h.update(str(t.dtype).encode())
        h.update(t.reshape(-1).view(torch.uint8).numpy().tobytes())
    return h.hexdigest()


class MetricsSink:
    """``metrics.jsonl`` (through the run dir) plus optional TensorBoard scalars under ``RUN/tb/``."""

    def __init__(self, run: RunDir, report_to: Sequence[str], *, active: bool) -> None:
        self.run, self.active, self.writer = run, active, None
        if active and "tensorboard" in (report_to or []):
            self.writer = open_tensorboard(run)

    def __call__(self, step: int, metrics: dict[str, Any]) -> None:
        if not self.active:
            return
        self.run.log_metrics(step, metrics)
        if self.writer is not None:
            for key, value in metrics.items():
                if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
                    self.writer.add_scalar(key, value, step)
            self.writer.flush()

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            self.writer = None


def open_tensorboard(run: RunDir) -> Any:
    from reflect_cli.errors import require

    require("tensorboard", extra="tensorboard", purpose="--report-to tensorboard")
    from torch.utils.tensorboard import SummaryWriter

    return SummaryWriter(log_dir=str(run.path / "tb"))


def train_rl(
    cfg: RLConfig,
    run: RunDir,
    *,
    hooks: Hooks | None = None,
    resume: bool = False,
    log: Callable[[str], None] | None = None,
    dist: Dist | None = None,
) -> RLResult:
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
    lora = LoraSettings(r=cfg.lora_r, alpha=cfg.lora_alpha, dropout=cfg.lora_dropout, targets=cfg.lora_targets)
    device = dist.device if dist.enabled else cfg.device
    players = load_players(cfg.policy, cfg.reflector, device=device, trainable=True, full=cfg.full, lora=lora, log=log)
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

    iteration, first_eval, last_eval = 0, None, None
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
        rank_rngs = state.get("rank_rngs")
        if dist.enabled and rank_rngs and len(rank_rngs) == dist.world_size:
            act_rng.bit_generator.state = rank_rngs[dist.rank]
        elif dist.enabled:  # another world size: a fresh, still rank-distinct stream
            act_rng = np.random.default_rng(np.random.SeedSequence(cfg.seed, spawn_key=(1, dist.rank, iteration)))
    elif cfg.eval_episodes and dist.is_main:
        first_eval = run_eval(curriculum.level)
        sink(0, {"eval/success_rate": first_eval, "eval/split": eval_label, "curriculum/level": curriculum.level})

    # Several processes: the trainable model is wrapped in DDP; only the training forward goes
    # through the wrapper (rollouts, reflections and evaluation use the plain module).
    wrapped = dist.wrap(players.base.model) if dist.enabled else None
    train_policy = _training_view(policy, players.policy, wrapped) if dist.enabled else policy

    def snapshot_state() -> dict[str, Any]:
        state = {"curriculum": curriculum.state(), "reflections": dict(reflections), "first_eval": first_eval,
                 "nonfinite": dict(nonfinite), "config": cfg.to_dict()}
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

    def everyone(local: list[Any]) -> list[Any]:
        """The concatenation of every rank's ``local`` list, in rank order."""
        return local if not dist.enabled else [x for part in dist.gather(local) for x in part]

    committed = (iteration, ckpt.rng_snapshot(rng), snapshot_state(), list(replay))
    mine = list(range(dist.rank, n_groups, dist.world_size))  # this rank's start states
    try:
        while iteration < cfg.iterations:
            t0 = time.perf_counter()
            level = curriculum.level
            task_seeds = training_seeds(rng, n_groups)  # never an evaluation seed
            seeds = [int(task_seeds[g]) for g in mine for _ in range(cfg.group_size)]
            groups = [g for g in mine for _ in range(cfg.group_size)]
            episodes = rollouts.play(seeds, reset_options(env_name, level), act_rng, greedy=False)
            rollout_seconds = time.perf_counter() - t0
            batch_stats = None
            if dist.enabled and cfg.baseline != "none":
                all_g = everyone([g for ep in episodes for g in reward_to_go([s.reward for s in ep.steps])])
                batch_stats = (float(sum(all_g)), len(all_g))  # leave-one-out needs the sum and count
            advs, replay_b = advantages(episodes, groups, cfg.baseline, batch_stats=batch_stats)
            flat = everyone([a for ad in advs for a in ad]) if cfg.normalize_advantages else [a for ad in advs for a in ad]
            mean, std = (float(np.mean(flat)), float(np.std(flat))) if flat else (0.0, 1.0)
            norm = (lambda a: (a - mean) / (std + 1e-8)) if cfg.normalize_advantages and len(flat) > 1 else (lambda a: a)
            fresh = [(s.prompt, list(s.actions), s.action_index, s.logprob, norm(a))
                     for ep, ad in zip(episodes, advs) for s, a in zip(ep.steps, ad)]
            replayed = []
            if replay and cfg.replay_batch > 0:
                draws = rng.integers(0, len(replay), size=cfg.replay_batch)  # same draws on every rank
                for k in draws[dist.rank :: dist.world_size]:
                    replayed += [(s["prompt"], s.get("actions", s["n"]), s["a"], s["logp"], norm(s["G"] - replay_b))
                                 for s in replay[int(k)]["steps"]]
            with _checkpointing(players.base.model, cfg.gradient_checkpointing):
                stats = policy_gradient_step(train_policy, fresh, replayed, cfg, list(params.values()), optimizer,
                                             dist=dist, wrapped=wrapped, autocast=autocast)
            if stats["optim/nonfinite"]:  # the update was skipped: the weights are those of the last good one
                nonfinite["skipped"] += 1
                nonfinite["streak"] += 1
            else:
                nonfinite["streak"] = 0
            for item in everyone([replay_item(ep) for ep in episodes if ep.success and cfg.replay_size > 0]):
                replay.append(item)
            del replay[: max(0, len(replay) - cfg.replay_size)]
            summary = everyone([(ep.success, ep.total_reward, ep.length) for ep in episodes])
            success = float(np.mean([s for s, _, _ in summary]))
            n_steps = sum(n for _, _, n in summary)
            metrics: dict[str, Any] = {
                "rollout/success_rate": success,
                "rollout/return_mean": float(np.mean([r for _, r, _ in summary])),
                "rollout/ep_len": n_steps / len(summary),
                "rollout/episodes": len(summary),
                "curriculum/level": level,
                "replay/size": len(replay),
                "perf/steps_per_sec": n_steps / max(time.perf_counter() - t0, 1e-9),
                # Where the iteration's time went: playing the episodes (reflections, policy
                # scoring, env steps) and the rest (the policy-gradient update).
                "perf/rollout_seconds": rollout_seconds,
                "perf/update_seconds": time.perf_counter() - t0 - rollout_seconds,
                **stats,
                "optim/nonfinite_skipped": nonfinite["skipped"],
            }
            if dist.enabled:
                metrics["dist/world_size"] = dist.world_size
                metrics["dist/rank_episodes"] = dist.gather(len(episodes))
            if curriculum.record(success):
                replay.clear()  # as the paper: a new level starts with an empty buffer
            iteration += 1
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
    if os.environ.get(DIGEST_ENV):
        target = os.path.join(os.environ[DIGEST_ENV], f"rank-{dist.rank}.sha256")
        with open(target, "w", encoding="utf-8") as fh:
            fh.write(weights_digest(params) + "\n")
    save(*committed)
    final = run.final
    if dist.is_main:
        evaluated_now = bool(cfg.eval_every) and iteration % cfg.eval_every == 0 and last_eval is not None
        if cfg.eval_episodes and not evaluated_now:
            last_eval = run_eval(curriculum.level)
            sink(iteration, {"eval/success_rate": last_eval, "eval/split": eval_label, "curriculum/level": curriculum.level})
        parents = {"policy": str(cfg.policy), "reflector": str(cfg.reflector)}
        final = save_trained(
            players.base, run.final, kind=players.kind, base_ref=players.base_ref, target="policy", env=env_name,
            labels=policy.labels.labels if policy.labels is not None else (), adapter_name="policy",
            lora=players.lora, parents=parents, head=policy.head,
        )
        run.update_meta(finished=time.strftime("%Y-%m-%dT%H:%M:%S%z"), iterations=iteration, bf16=bf16,
                        **({"world_size": dist.world_size} if dist.enabled else {}))
    sink.close()
    dist.barrier()
    return RLResult(iteration, final, first_eval, last_eval, eval_split=eval_label, nonfinite_skipped=nonfinite["skipped"])
