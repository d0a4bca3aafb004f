"""``reflect rlft``: REINFORCE of the policy with the frozen reflector in the loop."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Annotated, Optional

import typer

from reflect_cli.cli.common import err, handle_errors


def _parse_level(value: str) -> object:
    return int(value) if value.lstrip("-").isdigit() else value


@handle_errors
def rlft_cmd(
    env: Annotated[str, typer.Option("--env", help="Environment name (see `reflect envs`) or module:Class.")],
    policy: Annotated[str, typer.Option("--policy", help="Policy SFT run, or a base model for RL-only training.")],
    reflector: Annotated[str, typer.Option("--reflector", help="Reflector SFT run, or none.")] = "none",
    out: Annotated[Optional[Path], typer.Option("--out", help="Run directory.")] = None,
    iterations: Annotated[Optional[int], typer.Option(help="Policy-gradient iterations.")] = None,
    episodes_per_iter: Annotated[Optional[int], typer.Option(help="Episodes rolled out (in a batch) per iteration.")] = None,
    group_size: Annotated[Optional[int], typer.Option(help="Rollouts per start state (for --baseline group).")] = None,
    level: Annotated[Optional[str], typer.Option(help="Env level (taxi: pickup|dropoff|full; autoexplore: depth).")] = None,
    curriculum: Annotated[Optional[str], typer.Option(help="Comma-separated levels, or an env with fixed levels for all of them ('taxi': pickup,dropoff,full).")] = None,
    curriculum_mode: Annotated[Optional[str], typer.Option(help="iterations or success.")] = None,
    curriculum_every: Annotated[Optional[int], typer.Option(help="Iterations per level (mode iterations).")] = None,
    curriculum_threshold: Annotated[Optional[float], typer.Option(help="Success rate to advance (mode success).")] = None,
    baseline: Annotated[Optional[str], typer.Option(help="none, batch or group.")] = None,
    normalize_advantages: Annotated[Optional[bool], typer.Option("--normalize-advantages/--no-normalize-advantages")] = None,
    entropy_coef: Annotated[Optional[float], typer.Option(help="Entropy bonus coefficient.")] = None,
    lr: Annotated[Optional[float], typer.Option(help="Adam learning rate.")] = None,
    max_grad_norm: Annotated[Optional[float], typer.Option(help="Gradient clipping norm.")] = None,
    replay_size: Annotated[Optional[int], typer.Option(help="Replay buffer capacity (0 disables).")] = None,
    replay_correction: Annotated[Optional[str], typer.Option(help="importance or none.")] = None,
    horizon: Annotated[Optional[int], typer.Option(help="Episode horizon passed to the env.")] = None,
    tasks: Annotated[Optional[Path], typer.Option("--tasks", help="AutoExplore: tasks JSONL (e.g. gen-data's tasks.jsonl).", show_default=False)] = None,
    split: Annotated[str, typer.Option("--split", help="AutoExplore: train on the tasks of this split ('all': every task).")] = "train",
    eval_split: Annotated[Optional[str], typer.Option(
        "--eval-split", help="AutoExplore: evaluate on the tasks of this split, each once (default validation; "
        "'none': the training tasks).", show_default=False)] = None,
    full: Annotated[bool, typer.Option("--full", help="Full fine-tuning (with a base model as --policy).")] = False,
    bf16: Annotated[Optional[str], typer.Option(
        "--bf16", help="The update's forward in bf16: auto (where the CPU or GPU computes bf16 natively), yes or no.",
        show_default=False)] = None,
    paper_defaults: Annotated[bool, typer.Option("--paper-defaults", help="The paper's hyper-parameters (see rl.py).")] = False,
    eval_episodes: Annotated[Optional[int], typer.Option(help="Greedy evaluation episodes at start/end (0: none).")] = None,
    eval_every: Annotated[Optional[int], typer.Option(help="Greedy evaluation every N iterations (needs --eval-episodes).")] = None,
    temperature: Annotated[Optional[float], typer.Option(help="Sampling temperature of the policy during rollouts.")] = None,
    weight_decay: Annotated[Optional[float], typer.Option(help="AdamW (decoupled) weight decay.")] = None,
    save_every: Annotated[Optional[int], typer.Option(help="Checkpoint every N iterations.")] = None,
    device: Annotated[Optional[str], typer.Option(help="cpu, cuda, ...")] = None,
    seed: Annotated[Optional[int], typer.Option(help="Seed of every RNG in the run.")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Continue the run in --out from its latest checkpoint.")] = False,
    report_to: Annotated[Optional[str], typer.Option(
        "--report-to", help="Extra metric sinks: tensorboard (scalars under RUN/tb/, needs the tensorboard extra) or none."
    )] = None,
    set_: Annotated[Optional[list[str]], typer.Option("--set", metavar="KEY=VALUE", help="Any RLConfig field: key=JSON value (repeatable).")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
) -> None:
    """Reinforcement fine-tuning of the policy (REINFORCE; reflector frozen).

    Several processes (DDP through accelerate):
    `accelerate launch [--cpu] --num_processes N -m reflect_cli rlft ...`; --episodes-per-iter is
    the total over all processes."""
    from reflect_cli.envs import find_spec, get_spec
    from reflect_cli.errors import UsageError
    from reflect_cli.runs import RunDir
    from reflect_cli.train.rl import PAPER_DEFAULTS, RLConfig

    get_spec(env)  # unknown env: one clear message before anything heavy happens
    overrides: dict[str, object] = dict(PAPER_DEFAULTS) if paper_defaults else {}
    given = {
        "iterations": iterations, "episodes_per_iter": episodes_per_iter, "group_size": group_size,
        "curriculum_mode": curriculum_mode, "curriculum_every": curriculum_every,
        "curriculum_threshold": curriculum_threshold, "baseline": baseline,
        "normalize_advantages": normalize_advantages, "entropy_coef": entropy_coef, "lr": lr,
        "max_grad_norm": max_grad_norm, "replay_size": replay_size, "replay_correction": replay_correction,
        "eval_episodes": eval_episodes, "eval_every": eval_every, "temperature": temperature,
        "weight_decay": weight_decay, "save_every": save_every, "device": device, "seed": seed, "bf16": bf16,
    }
    overrides.update({k: v for k, v in given.items() if v is not None})
    if eval_split is not None:
        overrides["eval_split"] = None if eval_split.lower() == "none" else eval_split
    if report_to is not None:
        overrides["report_to"] = [x.strip() for x in report_to.split(",") if x.strip() and x.strip().lower() != "none"]
    if level is not None:
        overrides["level"] = _parse_level(level)
    if curriculum is not None:
        # An env's name stands for its fixed levels in order ('taxi': pickup,dropoff,full).
        named = find_spec(curriculum)
        overrides["curriculum"] = (list(named.levels) if named is not None and named.levels
                                   else [_parse_level(x) for x in curriculum.split(",")])
    for item in set_ or []:
        key, _, raw = item.partition("=")
        try:
            overrides[key.strip()] = json.loads(raw)
        except json.JSONDecodeError:
            overrides[key.strip()] = raw
    if resume:
        if out is None:
            raise UsageError("--resume needs --out RUN")
        stored = RunDir.create(out, stage="rlft", resume=True).config
        base = {k: v for k, v in stored.items() if k in RLConfig.__dataclass_fields__}
    else:
        base = {"env": env, "policy": policy, "reflector": None if reflector.lower() == "none" else reflector, "full": full}
        if horizon is not None:
            base["env_kwargs"] = {"horizon": horizon}
        if tasks is not None:
            if not tasks.is_file():
                raise UsageError(f"--tasks {tasks}: no such file")
            from reflect_cli.jsonl import check_jsonl

            check_jsonl(tasks)
            base["tasks"] = str(tasks.resolve())
            base["tasks_split"] = None if split.lower() == "all" else split
    unknown = sorted(set(overrides) - set(RLConfig.__dataclass_fields__))
    if unknown:
        raise UsageError(f"unknown setting(s) {', '.join(unknown)}", hint="see the fields of RLConfig in train/rl.py")
    from reflect_cli.pipeline_config import Checker, rl_fields

    fields, check = rl_fields(), Checker("--set")
    for key, value in overrides.items():  # --set values are any JSON: a wrong type fails here, not mid-run
        if key in fields:
            check.value(key, key, value, fields[key])
    cfg = RLConfig(**{**base, **overrides})
    cfg.validate()
    if cfg.tasks:  # a bad tasks file or an empty split fails before the run directory exists
        from reflect_cli.train.rl import env_kwargs_with_tasks

        env_kwargs_with_tasks(cfg)
    if cfg.report_to:  # a missing extra fails before the run directory exists
        from reflect_cli.errors import require

        require("tensorboard", extra="tensorboard", purpose="--report-to tensorboard")
    from reflect_cli.train.distributed import setup

    from reflect_cli.train.rl import check_split

    dist = setup(cfg.device)
    try:
        check_split(cfg, dist.world_size)  # before the run directory exists
        _train(dist, cfg, out, env, policy, reflector, resume, quiet=quiet)
    except BaseException:
        dist.close(clean=False)
        raise
    dist.close()


def _train(dist, cfg, out: Optional[Path], env: str, policy: str, reflector: str, resume: bool,
           quiet: bool = False) -> None:
    from reflect_cli.errors import ReflectError, TrainingError, UsageError
    from reflect_cli.runs import RunDir
    from reflect_cli.train.rl import train_rl

    # Only the main process creates (or opens) the run directory; the others get its path, or
    # its error, so that a refused --out stops every process with the same message.
    made: tuple[str | None, str | None, str | None] = (None, None, None)
    if dist.is_main:
        try:
            run = RunDir.create(out, stage="rlft", env=env, seed=cfg.seed, config=cfg.to_dict(), resume=resume,
                                parents={"policy": policy, "reflector": reflector})
            if dist.enabled:
                run.update_meta(world_size=dist.world_size)
            made = (str(run.path), None, None)
        except ReflectError as exc:
            made = (None, exc.message, exc.hint)
            if not dist.enabled:
                raise
    made = dist.broadcast(made)
    if made[0] is None:
        raise UsageError(made[1] or "cannot create the run directory", hint=made[2])
    run = RunDir(Path(made[0]), created=dist.is_main and not resume)
    say = err.print if dist.is_main else (lambda *a, **k: None)
    say(f"RL fine-tuning → {run.path}" + (f" ({dist.world_size} processes)" if dist.enabled else ""))
    from reflect_cli.cli.progress import rl_hooks, stage_progress

    # Only the main process draws progress: N processes would draw N bars over each other.
    with stage_progress(quiet=quiet or not dist.is_main) as bars:
        last_metrics: dict[str, dict] = {}

        def remember(_it: int, m: dict) -> None:
            last_metrics["m"] = m

        try:
            extra = {"dist": dist} if dist.enabled else {}  # one process: the call it always was
            result = train_rl(cfg, run, hooks=rl_hooks(bars, "rlft", cfg.iterations, also=remember), resume=resume,
                              log=(lambda m: bars.say(m, markup=False)), **extra)
        except KeyboardInterrupt:
            say(f"Interrupted: checkpoint saved in {run.checkpoints}; continue with --resume --out {run.path}")
            raise typer.Exit(130) from None
        except BaseException:
            # Nothing to resume (e.g. the model did not load): leave no half-made --out behind.
            if dist.is_main and not dist.enabled:
                run.discard_if_unfinished()
            raise
    evals = [x for x in (result.first_eval, result.last_eval) if x is not None]
    last = last_metrics.get("m", {})
    broken = sorted(k for k, v in last.items() if isinstance(v, float) and not math.isfinite(v))
    if broken or not all(math.isfinite(x) for x in evals):  # never "Done" over NaN numbers
        raise TrainingError(f"training ended with non-finite metrics ({', '.join(broken) or 'eval/success_rate'})",
                            hint=f"inspect {run.path / 'metrics.jsonl'}; lower --lr or --max-grad-norm")
    msg = f"Done after {result.iterations} iterations. Policy: {result.final}"
    if result.first_eval is not None:
        msg += f" (greedy success {result.first_eval:.2f} → {result.last_eval:.2f} on {_eval_what(result.eval_split)})"
    if result.nonfinite_skipped:
        msg += f". {result.nonfinite_skipped} update(s) skipped for a non-finite loss or gradient"
    say(msg)


def _eval_what(label: str | None) -> str:
    """The final line's name for what the evaluation played (``RLResult.eval_split``)."""
    if not label:
        return "its evaluation episodes"
    if label == "fixed seeds":
        return "fixed evaluation seeds"
    name, _, note = label.partition(" (")  # e.g. "train (training tasks: no 'validation' task ...)"
    return f"{name} tasks" + (f" ({note}" if note else "")
