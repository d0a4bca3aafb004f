"""``reflect rlft``: REINFORCE of the policy with the frozen reflector in the loop."""

from __future__ import annotations

import dataclasses
import inspect
import math
import typing
from pathlib import Path
from typing import Annotated, Any

import typer

from reflect_cli.cli.common import err, handle_errors
from reflect_cli.cli.options import in_order, settings_options, with_options
from reflect_cli.train.config import RLSettings, flag_of, given


def _parse_level(value: str) -> object:
    return int(value) if value.lstrip("-").isdigit() else value


EPILOG = (
    "Examples:  reflect rlft --env taxi --policy runs/pol --reflector runs/refl --level pickup --iterations 200 "
    "--out runs/rl  ·  reflect rlft --env taxi --policy runs/pol --minutes 10 --out runs/rl-noref  ·  "
    "reflect rlft --env autoexplore --tasks data/ae/tasks.jsonl --policy runs/pol --reflector runs/refl --out runs/rl-ae"
)


# The options are the fields of RLSettings that have a flag, but a fresh adapter's lora_* (--set
# sets those). env, policy, reflector, the tasks and --full are the run's own (the defaults
# layer); every other option is None when not given (the field's default, --paper-defaults' or
# --set's value applies) and overrides every layer when given.
BASE = ("env", "policy", "reflector", "tasks", "tasks_split", "full")
_HINTS = typing.get_type_hints(RLSettings)
_NOT_GIVEN = [f.name for f in dataclasses.fields(RLSettings) if flag_of(RLSettings, f.name) and f.name not in BASE]
SETTINGS = settings_options(
    RLSettings, required=("env", "policy"), exclude=("lora",),
    # the command line's types: a level, a curriculum and the sinks are parsed from text
    types={**{n: _HINTS[n] | None for n in _NOT_GIVEN}, "policy": str, "reflector": str, "tasks": Path | None,
           "tasks_split": str, "level": str | None, "curriculum": str | None, "report_to": str | None},
    defaults={"reflector": "none", **dict.fromkeys(_NOT_GIVEN)},
    extra={"normalize_advantages": {"decls": ("--normalize-advantages/--no-normalize-advantages",)},
           **{n: {"show_default": False} for n in ("tasks", "eval_split", "bf16")}})
# (the parameter keeps the name it had before the options came from the settings: --split)
SETTINGS = [p.replace(name="split") if p.name == "tasks_split" else p for p in SETTINGS]


def _param(name: str, annotation: Any, default: Any) -> inspect.Parameter:
    return inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation)


RUN = [
    _param("out", Annotated[Path | None, typer.Option("--out", help="Run directory.")], None),
    _param("horizon", Annotated[int | None, typer.Option(help="Episode horizon passed to the env.")], None),
    _param("paper_defaults", Annotated[bool, typer.Option(
        "--paper-defaults", help="The paper's hyper-parameters (see rl.py).")], False),
    _param("resume", Annotated[bool, typer.Option(
        "--resume", help="Continue the run in --out from its latest checkpoint.")], False),
    _param("set_", Annotated[list[str] | None, typer.Option(
        "--set", metavar="KEY=VALUE", help="Any RLConfig field: key=JSON value (repeatable).")], None),
    _param("quiet", Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")], False),
]
# The help's order (tests/snapshots/help-rlft.txt): what to train first, then the algorithm, the data, the run.
ORDER = ("env", "policy", "reflector", "out", "iterations", "episodes_per_iter", "group_size", "level", "curriculum",
         "curriculum_mode", "curriculum_every", "curriculum_threshold", "baseline", "normalize_advantages",
         "entropy_coef", "lr", "max_grad_norm", "replay_size", "replay_correction", "horizon", "tasks", "split",
         "eval_split", "full", "bf16", "paper_defaults", "eval_episodes", "eval_every", "temperature",
         "weight_decay", "save_every", "minutes", "device", "seed", "resume", "report_to")


@handle_errors
@with_options(in_order(SETTINGS + RUN[:-2], ORDER) + RUN[-2:])
def rlft_cmd(**options: Any) -> None:
    """Reinforcement fine-tuning of the policy (REINFORCE; reflector frozen).

    Several processes (DDP through accelerate):
    `accelerate launch [--cpu] --num_processes N -m reflect_cli rlft ...`; --episodes-per-iter is
    the total over all processes."""
    from reflect_cli.envs.registration import find_spec, get_spec
    from reflect_cli.errors import UsageError
    from reflect_cli.runs import RunDir
    from reflect_cli.train.config import PAPER_DEFAULTS, check_settings, parse_sets, resolve_layers, types_of
    from reflect_cli.train.rl import RLConfig

    out, horizon, paper_defaults, resume, set_, quiet = (options.pop(p.name) for p in RUN)
    env, policy, reflector, tasks, split, full = (options.pop(n) for n in (*BASE[:4], "split", "full"))
    eval_split, report_to, level, curriculum = (options.pop(n) for n in ("eval_split", "report_to", "level",
                                                                          "curriculum"))
    minutes = options["minutes"]
    get_spec(env)  # unknown env: one clear message before anything heavy happens
    flags = given(options)  # the settings' options left: each the field's value as given
    if minutes is not None and minutes <= 0:
        raise UsageError(f"--minutes must be more than 0, got {minutes:g}")
    if eval_split is not None:
        flags["eval_split"] = None if eval_split.lower() == "none" else eval_split
    if report_to is not None:
        flags["report_to"] = [x.strip() for x in report_to.split(",") if x.strip() and x.strip().lower() != "none"]
    if level is not None:
        flags["level"] = _parse_level(level)
    if curriculum is not None:
        # An env's name stands for its fixed levels in order ('taxi': pickup,dropoff,full).
        named = find_spec(curriculum)
        flags["curriculum"] = (list(named.levels) if named is not None and named.levels
                               else [_parse_level(x) for x in curriculum.split(",")])
    sets = parse_sets(set_)
    # --set values are any JSON: an unknown key or a wrong type fails here, not mid-run
    check_settings(RLSettings, sets, "--set", hint="see `reflect rlft --help` and RLSettings in train/config.py")
    if resume:
        if out is None:
            raise UsageError("--resume needs --out RUN")
        stored = RunDir.create(out, stage="rlft", resume=True).config
        # (an RL run's config.json from before the adapter was one table spells it lora_r, ...)
        base = {k: v for k, v in stored.items() if k in {*RLConfig.__dataclass_fields__, *types_of(RLSettings)}}
        base.setdefault("prior_lr", 0.0)  # a run from before the action prior trained none
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
    cfg = RLConfig.from_settings(resolve_layers(defaults=base, preset=PAPER_DEFAULTS if paper_defaults else None,
                                                sets=sets, flags=flags))
    cfg.validate()
    if cfg.tasks:  # a bad tasks file or an empty split fails before the run directory exists
        from reflect_cli.train.rollouts import env_kwargs_with_tasks

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


def _train(dist, cfg, out: Path | None, env: str, policy: str, reflector: str, resume: bool,
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
                            hint=f"inspect {run.metrics}; lower --lr or --max-grad-norm")
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
