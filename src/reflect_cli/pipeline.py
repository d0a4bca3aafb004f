"""``reflect train``: the whole Reflect-RL pipeline as one resumable run.

    gen-data -> sft-reflection -> sft-policy -> rlft -> eval (+ plot)

Every stage is a sub-run under the pipeline directory::

    OUT/pipeline.json        resolved configuration and the status of each stage
    OUT/data/                gen-data output (tasks, trajectories, SFT files)
    OUT/sft-reflection/      SFT run of the reflector   (final/ = LoRA adapter)
    OUT/sft-policy/          SFT run of the policy
    OUT/rlft/                REINFORCE run of the policy with the frozen reflector
    OUT/eval/                results.json, table.md, curves.png, episodes.jsonl (finished episodes)

A stage is finished when its directory holds ``DONE``; finished stages are skipped on a rerun.
``resume=True`` continues an interrupted stage from its last checkpoint (SFT and RL stages), at
the first episode missing from ``eval/episodes.jsonl`` (evaluation) or redoes it (data
generation, seconds of work); without it an interrupted stage is an error that says
so, never a silent restart.

Ablations of the paper are switches (``ablation``): ``reflect-rl`` (everything), ``no-reflection``
(policy SFT on ``sft_policy_noreflect.jsonl``, no reflector anywhere), ``no-negatives`` (the
``*_positive`` SFT files), ``no-curriculum`` (RL directly on the last level), ``rl-only`` (no SFT:
RL from the base model, no reflector) and ``sft-only`` (no RL).

The configuration (presets, recipes, checks, which stages an ablation plans) is
:mod:`reflect_cli.pipeline_config`'s; this module runs it: :class:`Pipeline` keeps the stage
bookkeeping and runs each stage by the method its table :attr:`Pipeline.STAGE_RUNNERS` names.
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError
from reflect_cli.pipeline_config import (
    gen_data_fields,
    planned_stages,
    recorded_config,
)
from reflect_cli.runs import DONE_FILE, METRICS_FILE, PIPELINE_FILE, RunDir, stage_dir
from reflect_cli.settings import DEFAULT_REFLECTION_TOKENS
from reflect_cli.train.config import EvalSettings, lora_from, rl_layers

# Settings that change what a stage logs or how often it saves, not what it trains: a resumed
# pipeline whose only change is one of these keeps its finished stages.
RECORDING_ONLY = frozenset({"log_every", "save_every", "probe_every", "eval_every", "max_eval_records"})


def stage_config(cfg: dict[str, Any], stage: str) -> dict[str, Any]:
    """The settings one stage's output depends on (besides the stages before it)."""
    section = "gen_data" if stage == "gen-data" else stage.replace("-", "_")
    settings = cfg.get(section, {})
    if isinstance(settings, dict):
        settings = {k: v for k, v in settings.items() if k not in RECORDING_ONLY}
    own = {"env": cfg.get("env"), "seed": cfg.get("seed"), section: settings}
    if stage != "gen-data":
        own.update(model=cfg.get("model"), ablation=cfg.get("ablation"))
    return json.loads(json.dumps(own))


def first_changed_stage(recorded: dict[str, Any], cfg: dict[str, Any], stages: list[str]) -> str | None:
    """The first of ``stages`` whose settings differ; every later stage builds on it."""
    for stage in stages:
        if stage_config(recorded, stage) != stage_config(cfg, stage):
            return stage
    return None


class Pipeline:
    """Runs the planned stages of one pipeline directory."""

    def __init__(self, out: Path, cfg: dict[str, Any], *, resume: bool = False,
                 log: Callable[[str], None] | None = None,
                 progress: Callable[[str, int, int, dict[str, Any]], None] | None = None,
                 warn: Callable[[str], None] | None = None, note: str | None = None) -> None:
        """``note``: a line the eval stage writes into its table and plot (the smoke preset's
        "plumbing check, not a learning measure")."""
        self.out = Path(out)
        self.note = note
        self.cfg = cfg
        self.resume = resume
        self.log = log or (lambda _m: None)
        self.warn = warn or self.log  # what a stage skipped (gen-data: a repository without tasks)
        # progress(stage, done, total, metrics): after each SFT step, RL iteration, eval episode
        # (metrics then name the "agent" and "level").
        self.progress = progress
        self.stages = planned_stages(cfg)

    # -- bookkeeping --------------------------------------------------------------------------

    def prepare(self) -> None:
        state_file = self.out / PIPELINE_FILE
        if state_file.is_file():
            # Both sides filled in from the stage dataclasses: a pipeline.json that records only
            # what its recipe said (as they once did) compares equal to the same settings in full.
            recorded = recorded_config(self._recorded_config(state_file))
            if recorded != recorded_config(self.cfg):
                self._adopt_changed_config(recorded)
        elif self.out.exists() and any(self.out.iterdir()):
            raise UsageError(f"{self.out} exists, is not empty and is not a pipeline run", hint="choose another --out")
        self.out.mkdir(parents=True, exist_ok=True)
        self._write_state()

    def _recorded_config(self, state_file: Path) -> dict[str, Any]:
        try:
            recorded = json.loads(state_file.read_text(encoding="utf-8"))["config"]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise UsageError(f"{state_file}: unreadable pipeline state ({type(exc).__name__})",
                             hint="choose another --out; the stage folders in it are kept as they are") from None
        if not isinstance(recorded, dict):
            raise UsageError(f"{state_file}: unreadable pipeline state (no configuration)", hint="choose another --out")
        return recorded

    def _adopt_changed_config(self, recorded: dict[str, Any]) -> None:
        """Another configuration in an existing pipeline: stages before the first one whose own
        settings changed are kept; with ``resume`` that stage and every later one are redone."""
        cfg = recorded_config(self.cfg)
        changed = first_changed_stage(recorded, cfg, self.stages)
        if changed is None:
            return  # only settings of stages this pipeline does not run differ
        kept = self.stages[: self.stages.index(changed)]
        if not self.resume:
            diff = sorted(k for k in set(recorded) | set(cfg) if recorded.get(k) != cfg.get(k))
            keep = f"keeps {', '.join(kept)} and " if kept else ""
            raise UsageError(
                f"{self.out} holds a pipeline with another configuration (differs in: {', '.join(diff)})",
                hint=f"--resume {keep}redoes {changed} and the stages after it; or use another --out",
            )
        for stage in self.stages[self.stages.index(changed):]:
            if self.stage_dir(stage).exists():
                self.log(f"{stage}: its configuration changed; redoing it")
                shutil.rmtree(self.stage_dir(stage))

    def _write_state(self) -> None:
        doc = {"config": recorded_config(self.cfg), "stages": {s: self.status(s) for s in self.stages}}
        RunDir(self.out).write_json(PIPELINE_FILE, doc)

    def stage_dir(self, stage: str) -> Path:
        return stage_dir(self.out, stage)

    @property
    def _env_spec(self) -> Any:
        """The :class:`~reflect_cli.envs.registration.EnvSpec` of the pipeline's env."""
        from reflect_cli.envs.registration import get_spec

        return get_spec(self.cfg["env"])

    def status(self, stage: str) -> str:
        d = self.stage_dir(stage)
        if (d / DONE_FILE).is_file():
            return "done"
        return "interrupted" if d.exists() and any(d.iterdir()) else "pending"

    def _resume_advice(self, stage: str) -> str:
        """What --resume will do for an interrupted ``stage``, as the disk says (the
        advice promised a checkpoint that an early interruption never wrote)."""
        if stage == "gen-data":
            return "rerun with --resume to continue generating (what was written is kept); or use another --out"
        latest = RunDir(self.stage_dir(stage)).latest_checkpoint()
        if latest is not None:
            return f"rerun with --resume to continue it from its last checkpoint ({latest.name})"
        return (f"it was stopped before its first checkpoint: rerun with --resume to start {stage} over "
                "(the stages before it are kept); or use another --out")

    def _finish(self, stage: str, summary: dict[str, Any]) -> None:
        (self.stage_dir(stage) / DONE_FILE).write_text(json.dumps(summary, indent=2, default=str) + "\n", encoding="utf-8")
        self._write_state()

    # -- running --------------------------------------------------------------------------------

    def run(self, on_stage: Callable[[str, str], None] | None = None) -> dict[str, Any]:
        self.prepare()
        timings: dict[str, float] = {}
        for stage in self.stages:
            status = self.status(stage)
            if status == "done":
                if on_stage:
                    on_stage(stage, "skipped (done)")
                continue
            if status == "interrupted" and not self.resume:
                raise UsageError(f"stage {stage} of {self.out} was interrupted", hint=self._resume_advice(stage))
            if on_stage:
                on_stage(stage, "resuming" if status == "interrupted" else "running")
            t0 = time.perf_counter()
            summary = self.STAGE_RUNNERS[stage](self, status == "interrupted")
            timings[stage] = round(time.perf_counter() - t0, 1)
            self._finish(stage, {**(summary or {}), "seconds": timings[stage]})
            if on_stage:
                on_stage(stage, f"done in {timings[stage]:.0f} s")
        return {"out": str(self.out), "seconds": timings, "stages": {s: self.status(s) for s in self.stages}}

    def _gen_data(self, resume: bool) -> dict[str, Any]:
        """The env's gen-data function (its registration's ``gen_data``) with the recipe's
        ``[gen_data]`` keys its settings take; an env whose data settings say ``RESUMES``
        (AutoExplore: the teacher's questions are slow) continues an interrupted folder."""
        env, out, seed = self.cfg["env"], self.stage_dir("gen-data"), int(self.cfg["seed"])
        spec = self._env_spec
        generate, settings = spec.gen_data_function(), spec.data_settings_class()
        if generate is None:
            raise UsageError(f"reflect train has no data generator for env {env!r}",
                             hint="register the env with data_settings= and gen_data= (reflect_cli.envs.registration)")
        options = _only(self.cfg.get("gen_data", {}), *gen_data_fields(env))  # the recipe keys this env takes
        overwrite = not resume if getattr(settings, "RESUMES", False) else True
        generate(out, seed=seed, overwrite=overwrite, progress=self._gen_data_progress,
                 on_skip=lambda reason: self.warn(f"Skipped: {reason}"), **options)
        return {"files": sorted(p.name for p in out.glob("*.jsonl"))}

    def _gen_data_progress(self, key: str, done: int, total: int | None, **shown: Any) -> None:
        """gen-data's progress (one bar per part: questions, trajectories, episodes) as stage
        ``gen-data``; ``metrics`` carry the part's ``key`` and how to show it."""
        if self.progress:
            self.progress("gen-data", done, total, {"key": key, **shown})  # type: ignore[arg-type]

    def _sft_files(self) -> tuple[Path, Path]:
        data = self.stage_dir("gen-data")
        ablation = self.cfg["ablation"]
        if ablation == "no-negatives":
            return data / "sft_reflection_positive.jsonl", data / "sft_policy_positive.jsonl"
        if ablation == "no-reflection":
            return data / "sft_reflection.jsonl", data / "sft_policy_noreflect.jsonl"
        return data / "sft_reflection.jsonl", data / "sft_policy.jsonl"

    def _sft(self, stage: str, target: str, data: Path, resume: bool) -> dict[str, Any]:
        from reflect_cli.train.sft import SFTConfig, train_sft

        opts = dict(self.cfg.get(stage.replace("-", "_"), {}))
        lora = lora_from(opts, target=target)
        cfg = SFTConfig(data=str(data), target=target, model=self.cfg["model"], seed=int(self.cfg["seed"]),
                        env=self.cfg["env"], lora=lora, **opts)
        run = RunDir.create(self.stage_dir(stage), stage=stage, env=self.cfg["env"], seed=cfg.seed,
                            config=cfg.to_dict(), resume=resume)
        from reflect_cli.train.sft import Hooks

        report = self.progress
        hooks = Hooks(on_step=lambda step, m: report(stage, step, cfg.steps, m)) if report else None
        result = train_sft(cfg, run, resume=resume, log=self.log, hooks=hooks)
        return {"final": str(result.final), "first_eval": result.first_eval, "last_eval": result.last_eval}

    def _sft_reflection(self, resume: bool) -> dict[str, Any]:
        return self._sft("sft-reflection", "reflection", self._sft_files()[0], resume)

    def _sft_policy(self, resume: bool) -> dict[str, Any]:
        return self._sft("sft-policy", "policy", self._sft_files()[1], resume)

    def reflector_ref(self) -> str | None:
        return str(self.stage_dir("sft-reflection")) if "sft-reflection" in self.stages else None

    def policy_ref(self) -> str:
        if "rlft" in self.stages and self.status("rlft") == "done":
            return str(self.stage_dir("rlft"))
        if "sft-policy" in self.stages:
            return str(self.stage_dir("sft-policy"))
        return str(self.cfg["model"])

    def _rlft(self, resume: bool) -> dict[str, Any]:
        from reflect_cli.train.rl import RLConfig, train_rl

        fields = rl_layers(self.cfg.get("rlft", {}))
        if self.cfg["ablation"] == "no-curriculum" and fields.get("curriculum"):
            fields["level"], fields["curriculum"] = fields["curriculum"][-1], None
        policy = str(self.stage_dir("sft-policy")) if "sft-policy" in self.stages else str(self.cfg["model"])
        if self._env_spec.takes_tasks and "tasks" not in fields:
            fields["tasks"] = str(self._tasks_file())  # RL on the train split of gen-data's tasks
        data_kwargs = self._data_env_kwargs()
        if data_kwargs:
            fields["env_kwargs"] = {**data_kwargs, **(fields.get("env_kwargs") or {})}
        cfg = RLConfig.from_settings({"env": self.cfg["env"], "policy": policy, "reflector": self.reflector_ref(),
                                      "seed": int(self.cfg["seed"]), **fields})
        run = RunDir.create(self.stage_dir("rlft"), stage="rlft", env=cfg.env, seed=cfg.seed,
                            config=cfg.to_dict(), resume=resume)
        from reflect_cli.train.rl import Hooks

        report = self.progress
        hooks = Hooks(on_iteration=lambda it, m: report("rlft", it, cfg.iterations, m)) if report else None
        result = train_rl(cfg, run, resume=resume, log=self.log, hooks=hooks)
        return {"final": str(result.final), "iterations": result.iterations}

    def _data_env_kwargs(self) -> dict[str, Any]:
        """Env settings gen-data's observations were made with, which RL and evaluation must
        show too (AutoExplore's ``action_order``: a policy trained on BM25-ordered folders is
        tested on them)."""
        data = _only(self.cfg.get("gen_data", {}), *gen_data_fields(self.cfg["env"]))  # the keys its gen-data takes
        return ae_listing_kwargs(data)

    def _tasks_file(self) -> Path:
        path = self.stage_dir("gen-data") / "tasks.jsonl"
        if not path.is_file():
            raise UsageError(f"{path} is missing: AutoExplore RL and evaluation use gen-data's tasks",
                             hint="run the gen-data stage (reflect train ... --resume)")
        return path

    def _eval_tasks(self, split: str | None) -> tuple[list[Any], str]:
        """AutoExplore evaluation tasks: the requested split, else the first non-empty of
        test, validation (held-out repositories), else train (said in the results)."""
        tasks = self._env_spec.load_tasks(self._tasks_file())
        for name in ([split] if split else ["test", "validation", "train"]):
            chosen = [t for t in tasks if t.meta.get("split") == name]
            if chosen:
                return chosen, name
        raise UsageError(f"{self._tasks_file()}: no task of split {split!r} to evaluate on")

    def _eval(self, resume: bool) -> dict[str, Any]:
        from reflect_cli.evaluation import EpisodeJournal, evaluate, markdown_table
        from reflect_cli.plot import plot_runs

        out = self.stage_dir("eval")
        out.mkdir(parents=True, exist_ok=True)
        opts = EvalSettings(**self.cfg.get("eval", {}))  # its defaults for what the recipe leaves out
        tasks, split = (None, None)
        if self._env_spec.takes_tasks:
            tasks, split = self._eval_tasks(opts.split)
        reflect = self.reflector_ref() is not None
        policy_ref = self.policy_ref()
        agents = [policy_ref if a == "trained" else a for a in opts.agents]
        tokens = int(opts.reflection_tokens)

        def load(ref: str) -> Any:
            # The pipeline's policy plays with the pipeline's reflector; any other model agent
            # with the reflector it was trained with (never with this pipeline's).
            if ref == policy_ref:
                return load_pipeline_agent(ref, self.reflector_ref() if reflect else None, reflection_tokens=tokens)
            from reflect_cli.evaluation import load_eval_players

            players = load_eval_players(ref, self.cfg["env"], reflect=reflect, log=self.log)
            players.reflection_tokens = tokens
            return players

        # AutoExplore: every held-out task exactly once (a deterministic agent under one seed),
        # not `episodes` draws with replacement per depth; the interval accounts for the few
        # repositories of the split (see evaluation.clustered_interval).
        each_task = self._env_spec.takes_tasks and bool(opts.each_task)
        doc = evaluate(
            self.cfg["env"], agents,
            episodes=int(opts.episodes),
            seeds=tuple(opts.seeds if opts.seeds is not None else (int(self.cfg["seed"]),)),
            levels=opts.levels,
            tasks=tasks,
            env_kwargs=self._data_env_kwargs() or None,
            greedy=not opts.sample,
            reflect=reflect,
            max_steps=opts.max_steps,
            load_model=load,
            each_task=each_task,
            # Every finished episode is journaled: a killed evaluation resumes at the next one.
            journal=EpisodeJournal(out / "episodes.jsonl"),
            progress=(lambda agent, level, done, total: progress("eval", done, total, {"agent": agent, "level": level}))
            if (progress := self.progress) else None,
        )
        doc["pipeline"] = str(self.out)
        if split is not None:
            doc["tasks_split"] = split
        (out / "results.json").write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
        table = markdown_table(doc) + (f"\n\n{self.note}" if self.note else "")
        (out / "table.md").write_text(table + "\n", encoding="utf-8")
        summary: dict[str, Any] = {"results": str(out / "results.json"), "table": str(out / "table.md")}
        if "rlft" in self.stages and (self.stage_dir("rlft") / METRICS_FILE).is_file():
            try:
                summary["plot"] = str(plot_runs([self.stage_dir("rlft")], out / "curves.png",
                                                labels=[self.cfg["ablation"]], note=self.note))
            except UsageError as exc:  # an RL stage cut before its first iteration has no curve
                summary["plot_skipped"] = str(exc)
        return summary

    # What runs each stage (pipeline_config.STAGES, in order), given whether it was interrupted.
    STAGE_RUNNERS: dict[str, Callable[[Pipeline, bool], dict[str, Any]]] = {
        "gen-data": _gen_data,
        "sft-reflection": _sft_reflection,
        "sft-policy": _sft_policy,
        "rlft": _rlft,
        "eval": _eval,
    }


def load_pipeline_agent(ref: str, reflector: str | None, *, reflection_tokens: int = DEFAULT_REFLECTION_TOKENS) -> Any:
    """The trained policy (an SFT/RL run or a base model) with the pipeline's reflector on the
    same base, for evaluation."""
    from reflect_cli.agent.players import load_players
    from reflect_cli.lm.artifacts import find_trained
    from reflect_cli.lm.loading import load_transformers

    if find_trained(ref) is None and reflector is None:
        return load_transformers(ref)
    players = load_players(ref, reflector, trainable=False)
    players.reflection_tokens = reflection_tokens
    players.reflector_ref = reflector  # reported as the result's "reflector"
    return players


def ae_listing_kwargs(gen_data: dict[str, Any]) -> dict[str, Any]:
    """The AutoExplore env settings among ``gen_data``'s that change what an observation shows
    (only those set to other than the env's default, so existing runs keep their configuration)."""
    from reflect_cli.envs.autoexplore.listing import DEFAULT_ENTRIES_PER_PAGE

    out: dict[str, Any] = {}
    if gen_data.get("action_order") not in (None, "listing"):
        out["action_order"] = gen_data["action_order"]
    if gen_data.get("max_entries_per_page") not in (None, DEFAULT_ENTRIES_PER_PAGE):
        out["max_entries_per_page"] = int(gen_data["max_entries_per_page"])
    return out


def _only(opts: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: opts[k] for k in keys if k in opts}
