"""Every stage's settings, in one place: defaults, types and help of each field.

One dataclass per stage (:class:`TaxiData`, :class:`AlfworldData`, :class:`AutoExploreData`,
:class:`SFTSettings` with :class:`LoraSettings`, :class:`RLSettings`, :class:`EvalSettings`).
Each field carries its help text (``metadata["help"]``), the command-line option it is set by
(``metadata["flag"]``: ``--name-with-dashes`` unless given; ``None``: no option, ``--set`` or a
recipe only) and whether a ``reflect train`` recipe may set it (``metadata["recipe"]``). The
command line (:mod:`reflect_cli.cli.options`), the recipe checks (:mod:`reflect_cli.pipeline_config`)
and the training code read them from here, so nothing is typed twice. The type and range checks
of values (:class:`Checker`) are in :mod:`reflect_cli.train.config_checks`.

Settings come in layers; :func:`resolve_layers` applies them in one order everywhere::

    defaults < preset < file (TOML recipe) < --set KEY=VALUE < flags

This module imports neither torch nor numpy: ``reflect --help`` reads it.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import typing
from collections.abc import Mapping
from dataclasses import MISSING, dataclass
from pathlib import Path
from typing import Any, ClassVar

from reflect_cli.envs.registration import get_spec
from reflect_cli.errors import UsageError
from reflect_cli.settings import AUTO, DEFAULT_REFLECTION_TOKENS, LoraSettings, setting
from reflect_cli.train.config_checks import (
    Checker,
    close_to,
)

# -- the stages' settings ---------------------------------------------------------------------------

TOKENIZER_HELP = (
    "Tokenizer for the mean-prompt-tokens stat: 'embedded' (SmolLM2, the default when installed), "
    "a tokenizer/model folder, a .gguf file, a Hugging Face id, or 'approx' (characters / 4)."
)


@dataclass
class TaxiData:
    """``reflect gen-data taxi`` and a taxi recipe's ``[gen_data]``."""

    COMMAND: ClassVar[str] = "taxi"
    SUMMARY: ClassVar[str] = "DangerousTaxi trajectories from the BFS oracle."
    HELP: ClassVar[str] = "DangerousTaxi trajectories: ε-random behaviour, the BFS oracle's action as every target."
    EPILOG: ClassVar[str] = ("Examples:  reflect gen-data taxi --out data/taxi  ·  "
                             "reflect gen-data taxi --out data/taxi-pickup --level pickup --episodes 500")

    episodes: int = setting(200, "Episodes to play.", cli={"min": 1})
    level: str = setting("full", "pickup, dropoff or full.")
    epsilon: float = setting(0.3, "Probability of a random behaviour step.", cli={"min": 0.0, "max": 1.0})
    horizon: int = setting(18, "Episode step budget.", cli={"min": 1})
    seed: int = setting(0, "Seed for start states and behaviour.", recipe=False)
    tokenizer: str | None = setting(None, TOKENIZER_HELP, recipe=False, cli={"show_default": False})
    render_style: str = setting("map+text", "Observation text: map+text (map and a sentence per fact), map "
                                "(the paper's map only) or grid (that map with every cell one token).", flag=None)


@dataclass
class AlfworldData:
    """``reflect gen-data alfworld`` and an alfworld recipe's ``[gen_data]``."""

    COMMAND: ClassVar[str] = "alfworld"
    SUMMARY: ClassVar[str] = "ALFWorld trajectories from the expert."
    HELP: ClassVar[str] = "ALFWorld trajectories: ε-random behaviour, the expert's command as every target."
    EPILOG: ClassVar[str] = ("Examples:  reflect gen-data alfworld --out data/alf  ·  reflect gen-data alfworld "
                             "--out data/alf --data env --episodes 200 (ALFWorld's own games: $ALFWORLD_DATA)")

    episodes: int = setting(50, "Episodes to play.", cli={"min": 1})
    data: str = setting("demo", "'demo' (shipped problems), 'env' ($ALFWORLD_DATA) or a folder.")
    epsilon: float = setting(0.3, "Probability of a random behaviour step.", cli={"min": 0.0, "max": 1.0})
    horizon: int = setting(15, "Episode step budget.", cli={"min": 1})
    seed: int = setting(0, "Seed for problems and behaviour.", recipe=False)
    tokenizer: str | None = setting(None, TOKENIZER_HELP, recipe=False, cli={"show_default": False})


@dataclass
class AutoExploreData:
    """``reflect gen-data auto-explore`` and an autoexplore recipe's ``[gen_data]``."""

    COMMAND: ClassVar[str] = "auto-explore"
    SUMMARY: ClassVar[str] = "Question → file tasks and trajectories from repositories."
    HELP: ClassVar[str] = (
        "Question -> file tasks for every repository, oracle trajectories with reflections,\n"
        "negative examples, and the SFT files. Splits are by repository (70/20/10). With\n"
        "--teacher openai:MODEL the teacher also writes the questions and reflections and explores.\n"
        "With --questions history the questions come from the repository's git history.")
    EPILOG: ClassVar[str] = (
        "Examples:  reflect gen-data auto-explore --repos ~/src/projA ~/src/projB --out data/ae  ·  "
        "reflect gen-data auto-explore --repos ~/src/projA --out data/hist --questions history  ·  "
        "reflect gen-data auto-explore --repos . --out data/ae --teacher openai:MODEL --base-url http://127.0.0.1:8080/v1")
    # The command line takes repository folders as paths, also after the options (hidden), and
    # resumes a folder the teacher's slow questions went into (the pipeline's --resume).
    OUT_HELP: ClassVar[str] = "Output folder (created; reruns resume)."
    CLI_TYPES: ClassVar[dict[str, Any]] = {"repos": list[Path] | None}
    CLI_DEFAULTS: ClassVar[dict[str, Any]] = {"repos": None}
    MORE_ARGUMENTS: ClassVar[str] = "repos"
    RESUMES: ClassVar[bool] = True

    repos: list[str] = setting(factory=list, help="Repository folders, or python:NAME for an installed package's "
                               "source (--repos A B C, or repeat --repos).", cli={"metavar": "DIR", "show_default": False})
    seed: int = setting(0, "Seed for questions, split and negatives.", recipe=False)
    negatives: int = setting(2, "Negative episodes per task.", cli={"min": 0, "max": 20})
    teacher: str = setting("offline", "'offline' or 'openai:MODEL'.")
    base_url: str | None = setting(None, "OpenAI-compatible endpoint (default $OPENAI_BASE_URL).", recipe=False)
    max_tasks_per_repo: int = setting(200, "Cap on tasks per repository.", cli={"min": 1})
    max_questions_per_file: int = setting(5, "Cap on tasks per target file.", cli={"min": 1})
    max_depth: int | None = setting(None, "Only targets at most this many folders deep.", cli={"min": 0})
    ambiguity_filter: str = setting(
        "bm25",
        "Which questions count as unambiguous: bm25 (the target is the BM25 top-1 file by a margin; a BM25 "
        "baseline is then right by construction) or facts (the question's facts - a definition, docstring sentence, "
        "heading, CSV columns or config keys - occur in the target only; for sets compared against BM25; "
        "teacher-written questions carry no facts and are dropped).",
    )
    horizon: int = setting(15, "Episode step budget; tasks the oracle cannot solve within it are dropped.",
                           cli={"min": 2})
    action_order: str = setting("listing", "How each folder's entries and commands are ordered: listing (folders, "
                                "then files, sorted), lexical (by BM25 relevance to the question, as "
                                "`reflect explore --lexical-prior` shows them) or answer (by the scores `reflect "
                                "explore` answers with: tests and docs weighed down); train, RL and evaluate with "
                                "the same.")
    max_entries_per_page: int = setting(40, "Most folder entries one listing page shows (the rest are a `next "
                                        "page` away); fewer make every prompt shorter. Train, RL and evaluate "
                                        "with the same.", cli={"min": 1})
    max_retries: int = setting(5, "Teacher retries on 429/5xx/timeouts.", recipe=False, cli={"min": 0})
    teacher_explorations: int | None = setting(
        None, "Teacher's own analyse-then-choose explorations per task (default 1 with --teacher; 0 disables). "
        "Only successful ones become SFT examples.", recipe=False, cli={"min": 0, "show_default": False})
    teacher_reflections: bool | None = setting(
        None, "Let the teacher write the reflections of the oracle and negative episodes (default on with "
        "--teacher); invalid replies fall back to the offline reflection.", recipe=False,
        cli={"decls": ("--teacher-reflections/--no-teacher-reflections",), "show_default": False})
    tokenizer: str | None = setting(None, TOKENIZER_HELP, recipe=False, cli={"show_default": False})
    # The help texts are those of gen-data's --questions / --history-split options (one text).
    questions: str = setting("teacher", "Who writes the questions: teacher (from the files), history (git commit "
                             "messages, the changed files as answers; a work tree or bare git directory) or both.")
    history_split: str = setting("repo", "History questions: repo (split by repository) or time (newest commits "
                                 "held out as validation/test).")


def gen_data_settings(env: str) -> type | None:
    """The gen-data settings dataclass of registered env ``env`` (its spec's ``data_settings``)."""
    from reflect_cli.envs.registration import find_spec

    spec = find_spec(env)
    return spec.data_settings_class() if spec is not None else None


LR_SCHEDULES = ("linear", "constant")  # SFTSettings.lr_schedule
BASELINES = ("none", "batch", "group")  # RLSettings.baseline
CURRICULUM_MODES = ("iterations", "success")
FAILED_GROUPS = ("auto", "learn", "skip")
EVAL_SEED_BASE = 10_000_000
EVAL_SEED_SPAN = 2**16  # evaluation seeds: EVAL_SEED_BASE + 0..span-1; never drawn for training
REPORT_TO = ("tensorboard",)


@dataclass
class SFTSettings:
    """``reflect sft``, a recipe's ``[sft_reflection]`` / ``[sft_policy]`` and an SFT run's
    ``config.json``: the one settings class of the SFT stage (``SFTConfig`` in
    :mod:`reflect_cli.train.sft` names it too)."""

    data: str = setting("", "reflect.sft/1 JSONL file (from `reflect gen-data`).")
    target: str = setting("policy", "reflection or policy.")
    model: str | None = setting(None, "Base model (default: embedded SmolLM2-135M).")
    env: str | None = setting(None, "Environment of the records (default: the records' env).", flag=None)
    split: str = setting("train", "Train on the records of this split.", flag=None)
    eval_split: str | None = setting("validation", "Evaluate on the records of this split.", flag=None)
    steps: int = setting(200, "Optimizer steps.")
    batch_size: int = setting(4, "Examples per micro-batch.")
    grad_accum: int = setting(1, "Micro-batches per optimizer step.")
    # LoRA on the top layers only learns faster at 1e-3 than at the 2e-4 that suited
    # an adapter on every layer (measured: benchmarks/README.md, bench_learning_cost).
    lr: float = setting(1e-3, "Peak learning rate (AdamW, after the warm-up).")
    lr_schedule: str = setting("linear", "After the warm-up: linear (decays to 0 at --steps, or at the end of "
                               "--minutes, whichever comes first) or constant.")
    weight_decay: float = setting(0.0, "AdamW (decoupled) weight decay.", flag=None)
    warmup_ratio: float = setting(0.03, "Fraction of the steps with a linear learning-rate warm-up.", flag=None)
    max_grad_norm: float = setting(0.3, "Gradient clipping norm.", flag=None)
    max_length: int = setting(2048, "Max tokens per example; longer examples are an error, never cut.")
    head: str | None = setting(None, "Policy head: text (score each command's text) or label (the paper's label "
                               "token). Default: text.")
    max_nonfinite: int = setting(3, "This many non-finite (skipped) steps in a row stop the run.", flag=None)
    text_lm_weight: float = setting(0.0, "Text head: weight of the target command's token NLL in the loss.", flag=None)
    full: bool = setting(False, "Full fine-tuning instead of LoRA.")
    init: str | None = setting(None, "A trained LoRA run whose adapter this run continues (model: its base).",
                               flag=None)
    on_reflector: str | None = setting(
        None, "Policy only: train on this reflector run merged into its base (kept in OUT/reflector-merged), so "
        "that one model plays both players: an export of it writes the reflection and scores the commands from one "
        "cache (an explore step ~0.85 s instead of ~1.3 s with two files on 2 cores).", flag="--on-reflector")
    lora: LoraSettings = setting(factory=LoraSettings, help="The LoRA adapter (lora_r, lora_alpha, lora_dropout, "
                                 "lora_targets, lora_layers).", flag=None)
    quantization: str = setting("none", "none, 8bit or 4bit (bitsandbytes, CUDA only).")
    gradient_checkpointing: bool = setting(False, "Trade compute for memory.")
    bf16: str = setting("auto", "Forwards in bf16: auto (on a GPU that computes bf16 natively; fp32 on a CPU, "
                        "where bf16 trained no better and took more memory), yes or no.", flag="--bf16")
    device: str | None = setting(None, "cpu, cuda, ... (default: cuda if available).")
    seed: int = setting(0, "Seed for data order and initialisation.")
    log_every: int = setting(10, "Log the training metrics every N steps.", flag=None)
    eval_every: int = setting(0, "Evaluate every N steps (0: only at the start and the end).", flag=None)
    save_every: int = setting(0, "Checkpoint every N steps (0: only the final model).")
    max_eval_records: int = setting(64, "Evaluate on at most this many records (evenly spaced over the split).",
                                    flag=None)
    minutes: float | None = setting(None, "Wall-clock budget in minutes, model load included: stop before a step "
                                    "that would end past it, evaluate, save and report the step reached.")
    trunk_cache: bool = setting(True, "Keep the frozen layers' output per example (LoRA on the top layers only) "
                                "and reuse it every epoch: several times faster, ~1 MB of RAM per example (fp32).",
                                flag=None)
    trunk_bf16: str = setting("auto", "The frozen layers below the adapter (run once per example, without grad) "
                              "in bf16: auto (where the CPU or GPU computes bf16 natively), yes or no. The trained "
                              "layers keep --bf16's precision.", flag="--trunk-bf16")

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass
class RLSettings:
    """``reflect rlft`` (its options and ``--set``), a recipe's ``[rlft]`` and an RL run's
    ``config.json``: the one settings class of the RL stage (``RLConfig`` in
    :mod:`reflect_cli.train.rl_config` names it too), with its checks (:meth:`validate`)."""

    env: str = setting("taxi", "Environment name (see `reflect envs`) or module:Class.")
    env_kwargs: dict[str, Any] = setting(factory=dict, help="Keyword arguments of the env (--horizon sets horizon).",
                                         flag=None)
    tasks: str | None = setting(None, "AutoExplore: tasks JSONL (e.g. gen-data's tasks.jsonl).")
    tasks_split: str | None = setting("train", "AutoExplore: train on the tasks of this split ('all': every task).",
                                      flag="--split")
    policy: str | None = setting(None, "Policy SFT run, or a base model for RL-only training.")
    reflector: str | None = setting(None, "Reflector SFT run, or none.")
    iterations: int = setting(100, "Policy-gradient iterations (0: only the action prior's fit, where there is one).")
    episodes_per_iter: int = setting(8, "Episodes rolled out (in a batch) per iteration.")
    group_size: int = setting(1, "Rollouts per start state (for --baseline group).")
    level: Any = setting(None, "Env level (taxi: pickup|dropoff|full; autoexplore: depth).")
    curriculum: list[Any] | None = setting(None, "Comma-separated levels, or 'taxi' for pickup,dropoff,full.")
    curriculum_mode: str = setting("iterations", "iterations or success.")
    curriculum_every: int = setting(100, "Iterations per level (mode iterations).")
    curriculum_threshold: float = setting(0.8, "Success rate to advance (mode success).")
    curriculum_window: int = setting(5, "Iterations whose mean success decides (mode success).", flag=None)
    baseline: str = setting("batch", "none, batch or group.")
    normalize_advantages: bool = setting(False, "Normalise the advantages to zero mean and unit variance over the "
                                         "iteration's steps.")
    step_credit: float = setting(0.0, "Group baseline: add this times GiGPO's step-level advantage (a step's "
                                 "reward-to-go against the other rollouts' steps from the identical state); "
                                 "0: off.", flag=None)
    failed_groups: str = setting("auto", "Group baseline: what a start state whose every rollout failed teaches. "
                                 "learn: their returns against each other; skip: nothing; auto: skip where the "
                                 "env's failed returns differ only by the step cost (AutoExplore: they would teach "
                                 "failing in fewer steps), learn elsewhere (Taxi's deaths and pickups).", flag=None)
    entropy_coef: float = setting(0.0, "Entropy bonus coefficient.")
    temperature: float = setting(1.0, "Sampling temperature of the policy during rollouts.")
    lr: float = setting(2e-4, "Adam learning rate.")
    weight_decay: float = setting(0.001, "AdamW (decoupled) weight decay.")
    max_grad_norm: float = setting(0.3, "Gradient clipping norm.")
    prior_lr: float = setting(0.3, "Learning rate of the policy's prior over action positions (how far to trust "
                              "the env's order of its actions: a scale and a bias per position, learned by reward "
                              "only); 0: no prior.", flag=None)
    prior_positions: int = setting(8, "Positions the action prior tells apart (the rest share the last).", flag=None)
    prior_fit_states: int = setting(24, "Before the first rollout, fit the action prior to the teacher's actions on "
                                    "this many training states of the policy's SFT data (language model frozen); "
                                    "0: start from the identity.", flag=None)
    prior_first_share: float = setting(0.8, "After the fit, raise the prior's first position until the listing's "
                                       "first entry gets at least this mean probability on the fit states, so that "
                                       "RL starts from the ranking and learns when to leave it; 0: the fit as is.",
                                       flag=None)
    train_batch: int = setting(32, "Steps per backward chunk.", flag=None)
    train_tokens: int = setting(2048, "Cap on prompt tokens per backward chunk (activation memory); 0: none.",
                                flag=None)
    gradient_checkpointing: bool = setting(False, "Recompute activations in the backward: far less memory, ~30 % "
                                           "more time.", flag=None)
    bf16: str = setting("auto", "The update's forward in bf16: auto (where the CPU or GPU computes bf16 natively), "
                        "yes or no.", flag="--bf16")
    trunk_reuse: bool = setting(True, "Text head with LoRA on the top layers only: the rollout keeps the frozen "
                                "layers' states of every step it scores and the update runs only the layers "
                                "above them (not recomputed).", flag=None)
    pair_trunk: bool = setting(True, "With trunk_reuse and a LoRA reflector on the same base: the policy's trunk "
                               "takes each prompt's states below both adapters from the reflector's prompt "
                               "forward, which computed them already.", flag=None)
    replay_size: int = setting(50, "Replay buffer capacity (0 disables).")
    replay_batch: int = setting(1, "Replayed episodes per iteration.", flag=None)
    replay_correction: str = setting("importance", "importance or none.")
    replay_clip: float = setting(1.0, "Truncation of the replay importance weights.", flag=None)
    reflection_tokens: int = setting(DEFAULT_REFLECTION_TOKENS, "Token budget of a reflection (at least what the reflector was trained "
                                     "to write).", flag=None)
    head: str | None = setting(None, "A fresh policy's head (label or text); a trained policy keeps its own.",
                               flag=None)
    full: bool = setting(False, "Full fine-tuning (with a base model as --policy).")
    lora: LoraSettings = setting(factory=lambda: LoraSettings.preset("rl"),
                                 help="A fresh adapter (lora_r, lora_alpha, lora_dropout, lora_targets, lora_layers; "
                                 "LoRA on the top lora_layers decoder layers only, 0: every layer).", flag=None)
    minutes: float | None = setting(None, "Wall-clock budget in minutes, model load included: stop before an iteration "
                                    "that would end past it, evaluate, save and report the iteration reached.")
    seed: int = setting(0, "Seed of every RNG in the run.")
    device: str | None = setting(None, "cpu, cuda, ...")
    save_every: int = setting(50, "Checkpoint every N iterations.")
    keep_last: int = setting(3, "Checkpoints kept.", flag=None)
    eval_episodes: int = setting(0, "Greedy evaluation episodes at start/end (0: none).")
    eval_every: int = setting(0, "Greedy evaluation every N iterations (needs --eval-episodes).")
    # AutoExplore with --tasks: greedy evaluation plays the tasks of this split of the same file,
    # each once (the first eval_episodes of them); an empty split (or None) falls back to the
    # training tasks, and the metrics (``eval/split``) and the final line say so.
    eval_split: str | None = setting("validation", "AutoExplore: evaluate on the tasks of this split, each once "
                                     "(default validation; 'none': the training tasks).")
    max_nonfinite: int = setting(3, "This many consecutive non-finite (skipped) updates stop the run.", flag=None)
    probe_every: int = setting(1, "Every N iterations, log the KL from the policy RL started with "
                               "(policy/kl_to_start) on up to 8 states of the first iteration (0: never).", flag=None)
    report_to: list[str] = setting(factory=list, help="Extra metric sinks: tensorboard (scalars under RUN/tb/, needs "
                                   "the tensorboard extra) or none.")

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any]) -> RLSettings:
        """An RL run's settings as the layers give them (a recipe's ``[rlft]``, ``--set``, a
        run's ``config.json``): the flat ``lora_*`` keys and a ``lora`` table become :attr:`lora`."""
        fields = dict(settings)
        fields["lora"] = lora_from(fields, "rl")
        return cls(**fields)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

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
        from reflect_cli.train.mixed_precision import check_mode

        check_mode(self.bf16)
        unknown = sorted(set(self.report_to or []) - set(REPORT_TO))
        if unknown:
            raise UsageError(f"unknown --report-to target(s) {', '.join(unknown)}", hint="choose tensorboard or none")
        takes_tasks = get_spec(self.env).takes_tasks
        if self.tasks and not takes_tasks:
            raise UsageError(f"--tasks is for AutoExplore; {self.env} has no task files")
        if takes_tasks and not self.tasks and not {"tasks", "question"} & set(self.env_kwargs):
            raise UsageError("AutoExplore RL needs tasks", hint="pass --tasks FILE (e.g. gen-data's tasks.jsonl)")


# ``--paper-defaults`` and a recipe's ``paper_defaults = true``: the preset layer of RL settings.
PAPER_DEFAULTS: dict[str, Any] = {
    "baseline": "none",
    "normalize_advantages": False,
    "entropy_coef": 0.0,
    "lr": 2e-4,
    "weight_decay": 0.001,
    "max_grad_norm": 0.3,
    "prior_lr": 0.0,  # the paper's policy has no prior over action positions
    "episodes_per_iter": 4,
    "group_size": 1,
    "temperature": 1.0,
    "replay_size": 50,
    "replay_batch": 1,
    "replay_correction": "none",
    "lora_r": 64,
    "lora_alpha": 16,
}


@dataclass
class EvalSettings:
    """A recipe's ``[eval]`` (the pipeline's evaluation stage; ``reflect eval`` shares some)."""

    episodes: int = setting(20, "Episodes per level and seed.", flag=None)
    agents: list[str] = setting(factory=lambda: ["random", "oracle", "trained"],
                                help="Agents to evaluate; 'trained' is the pipeline's policy.", flag=None)
    levels: list[Any] | None = setting(None, "Levels to evaluate (default: all).", flag=None)
    reflection_tokens: int = setting(DEFAULT_REFLECTION_TOKENS, "Token budget of a reflection.", flag=None)
    sample: bool = setting(False, "Model agents: sample actions at temperature 1 (the paper) or take the most "
                           "likely one.", flag="--sample")
    seeds: list[int] | None = setting(None, "Evaluation seeds (default: the pipeline's seed).", flag=None)
    max_steps: int | None = setting(None, "Horizon (default: the env's; 18 for taxi so every start state is "
                                    "solvable).")
    split: str | None = setting(None, "AutoExplore: the split of gen-data's tasks to evaluate on (default: test, "
                                "else validation, else train).", flag=None)
    each_task: bool = setting(True, "AutoExplore: every task of the split once instead of draws per depth.",
                              flag=None)


@dataclass
class PipelineSettings:
    """``reflect train``: a recipe's top-level keys (its sections are the stages' settings above)."""

    env: str = setting("taxi", "Environment (see `reflect envs`).")
    model: str = setting("embedded", "Base model for both players (default: embedded).")
    seed: int = setting(0, "Seed of every stage.")
    ablation: str = setting("reflect-rl", "reflect-rl, no-reflection, no-negatives, no-curriculum, rl-only or "
                            "sft-only.")


STAGE_SETTINGS: tuple[type, ...] = (TaxiData, AlfworldData, AutoExploreData, LoraSettings, SFTSettings, RLSettings,
                                    EvalSettings, PipelineSettings)


# -- reading the fields ---------------------------------------------------------------------------------


def fields_of(cls: type) -> dict[str, dataclasses.Field[Any]]:
    return {f.name: f for f in dataclasses.fields(cls)}


def help_of(cls: type, name: str) -> str:
    return fields_of(cls)[name].metadata["help"]


def default_of(cls: type, name: str) -> Any:
    f = fields_of(cls)[name]
    if f.default is not MISSING:
        return f.default
    if not callable(f.default_factory):
        raise TypeError(f"{cls.__name__}.{name} has no default")
    return f.default_factory()


def flag_of(cls: type, name: str) -> str | None:
    flag = fields_of(cls)[name].metadata.get("flag", AUTO)
    return "--" + name.replace("_", "-") if flag == AUTO else flag


def types_of(cls: type, *, recipe: bool = False, exclude: tuple[str, ...] = (), prefix: str = "") -> dict[str, Any]:
    """``{name: type}`` of the fields (``recipe``: only those a recipe may set). A field that is
    itself settings (``lora``) stands for its fields, named ``lora_r``, ``lora_alpha``, ...: the
    flat keys a recipe, ``--set`` and the options spell."""
    hints = typing.get_type_hints(cls)
    out: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name in exclude or (recipe and not f.metadata.get("recipe", True)):
            continue
        if dataclasses.is_dataclass(hints[f.name]):
            out.update(types_of(hints[f.name], prefix=f"{prefix}{f.name}_"))
        else:
            out[prefix + f.name] = hints[f.name]
    return out


def lora_from(opts: dict[str, Any], target: str = "policy") -> LoraSettings:
    """Pops the LoRA settings of ``opts`` into :class:`LoraSettings`: a ``lora`` table (a run's
    ``config.json``) with the flat ``lora_*`` keys (a recipe section, ``--set``, the options, a
    ``config.json`` of an RL run written before the adapter was one table) over it; what neither
    says takes the preset of ``target`` (:data:`~reflect_cli.settings.LORA_PRESETS`: policy,
    reflection or rl)."""
    table = opts.pop("lora", None)
    given: dict[str, Any] = dataclasses.asdict(table) if isinstance(table, LoraSettings) else dict(table or {})
    for name, hint in types_of(LoraSettings).items():
        value = opts.pop("lora_" + name, None)
        if value is not None:
            given[name] = float(value) if hint is float else int(value) if hint is int else value
    return LoraSettings.preset(target, **given)


# -- layers -----------------------------------------------------------------------------------------


def merge(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """``over`` on top of ``base``; tables (dicts) merge key by key."""
    out = copy.deepcopy(dict(base))
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def resolve_layers(*, defaults: Mapping[str, Any] | None = None, preset: Mapping[str, Any] | None = None,
                   file: Mapping[str, Any] | None = None, sets: Mapping[str, Any] | None = None,
                   flags: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The one precedence of settings: defaults < preset < file < ``--set`` < flags.

    Each layer holds only what it sets; ``None`` is a value there (a preset's ``curriculum =
    None``, ``--eval-split none``). :func:`given` drops the options that were not given."""
    out: dict[str, Any] = {}
    for layer in (defaults, preset, file, sets, flags):
        out = merge(out, layer or {})
    return out


def given(options: Mapping[str, Any]) -> dict[str, Any]:
    """The command-line options that were given: ``None`` is an option's "not given"."""
    return {k: v for k, v in options.items() if v is not None}


def rl_layers(opts: Mapping[str, Any]) -> dict[str, Any]:
    """A recipe's ``[rlft]``: ``paper_defaults = true`` is the preset layer under its other keys."""
    opts = dict(opts)
    return resolve_layers(preset=PAPER_DEFAULTS if opts.pop("paper_defaults", False) else None, file=opts)


def parse_sets(items: list[str] | None, *, nested: bool = False) -> dict[str, Any]:
    """``--set KEY=VALUE`` (repeatable): VALUE is JSON when it parses, else a string. ``nested``:
    ``SECTION.KEY=VALUE`` goes into table SECTION (a recipe's ``[SECTION] KEY = VALUE``)."""
    out: dict[str, Any] = {}
    for item in items or []:
        key, sep, raw = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise UsageError(f"--set {item!r}: expected KEY=VALUE", hint="e.g. --set lr=0.0001")
        try:
            value = json.loads(raw)
        except json.JSONDecodeError:
            value = raw
        table = out
        if nested:
            *sections, key = key.split(".")
            for section in sections:
                table = table.setdefault(section, {})
                if not isinstance(table, dict):
                    raise UsageError(f"--set {item!r}: {section} is a value, not a section")
        table[key] = value
    return out


def check_settings(cls: type, data: Mapping[str, Any], source: str, *, what: str = "setting(s)",
                   hint: str = "") -> None:
    """Unknown keys (with the close ones named) and wrong types of ``data`` for ``cls`` raise
    :class:`UsageError` before anything runs."""
    allowed = types_of(cls)
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise UsageError(f"unknown {what} {', '.join(unknown)}", hint=close_to(unknown[0], allowed) + hint)
    check = Checker(source)
    for key, value in data.items():
        check.value(key, key, value, allowed[key])
