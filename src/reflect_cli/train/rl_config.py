"""An RL run's settings with their checks (:class:`RLConfig`), the caller's hooks and the result."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from reflect_cli.envs.registration import get_spec
from reflect_cli.errors import UsageError
from reflect_cli.train.config import RLSettings, lora_from
from reflect_cli.train.mixed_precision import check_mode as check_precision_mode

BASELINES = ("none", "batch", "group")
CURRICULUM_MODES = ("iterations", "success")
FAILED_GROUPS = ("auto", "learn", "skip")
EVAL_SEED_BASE = 10_000_000
EVAL_SEED_SPAN = 2**16  # evaluation seeds: EVAL_SEED_BASE + 0..span-1; never drawn for training
REPORT_TO = ("tensorboard",)


@dataclass
class RLConfig(RLSettings):
    """The settings of an RL run: fields, defaults and help in :class:`reflect_cli.train.config.RLSettings`."""

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any]) -> RLConfig:
        """An RL run's settings as the layers give them (a recipe's ``[rlft]``, ``--set``, a
        run's ``config.json``): the flat ``lora_*`` keys and a ``lora`` table become :attr:`lora`."""
        fields = dict(settings)
        fields["lora"] = lora_from(fields, "rl")
        return cls(**fields)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def skips_failed_groups(self) -> bool:
        """Whether a group whose every rollout failed gets zero advantage (see ``failed_groups``)."""
        if self.failed_groups == "auto":
            return get_spec(self.env).failures_differ_only_in_length
        return self.failed_groups == "skip"

    def validate(self) -> None:
        if self.baseline not in BASELINES:
            raise UsageError(f"unknown baseline {self.baseline!r}", hint="choose none, batch or group")
        if self.curriculum_mode not in CURRICULUM_MODES:
            raise UsageError(f"unknown curriculum mode {self.curriculum_mode!r}", hint="iterations or success")
        if self.replay_correction not in ("importance", "none"):
            raise UsageError("--replay-correction must be importance or none")
        if self.episodes_per_iter < 1 or self.group_size < 1 or self.episodes_per_iter % self.group_size:
            raise UsageError("--episodes-per-iter must be a positive multiple of --group-size")
        if self.step_credit and self.baseline != "group":
            raise UsageError("step_credit needs --baseline group", hint="e.g. --baseline group --group-size 4")
        if self.baseline == "group" and self.group_size < 2:
            raise UsageError("--baseline group needs --group-size >= 2", hint="e.g. --group-size 4")
        if self.temperature <= 0:
            raise UsageError("--temperature must be positive for sampling")
        if not 0 <= self.eval_episodes <= EVAL_SEED_SPAN:
            raise UsageError(f"--eval-episodes must be between 0 and {EVAL_SEED_SPAN}")
        if self.prior_lr < 0 or self.prior_positions < 1:
            raise UsageError("prior_lr must be 0 (no action prior) or more, and prior_positions at least 1")
        if self.failed_groups not in FAILED_GROUPS:
            raise UsageError(f"unknown failed_groups {self.failed_groups!r}", hint="choose auto, learn or skip")
        if not 0 <= self.prior_first_share < 1:
            raise UsageError("prior_first_share must be at least 0 and below 1", hint="e.g. 0.8; 0: the fit as is")
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
    """Callbacks of :func:`reflect_cli.train.rl.train_rl`. ``on_iteration(iteration, metrics)``: after
    each iteration. ``on_finish(params)``: once the iterations are done, before the final checkpoint,
    with the trainable parameters by name. Several processes: every process calls them."""

    on_iteration: Callable[[int, dict[str, Any]], None] | None = None
    on_finish: Callable[[dict[str, Any]], None] | None = None


@dataclass
class RLResult:
    iterations: int
    final: Any
    first_eval: float | None
    last_eval: float | None
    eval_split: str | None = None  # what the evaluation played (see :func:`eval_tasks`)
    nonfinite_skipped: int = 0  # updates skipped for a non-finite loss or gradient norm
