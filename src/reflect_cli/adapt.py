"""``reflect adapt PATH``: adapt the explorer to one repository (issue #17).

1. **Tasks.** AutoExplore questions are generated from ``PATH`` by the offline teacher with the
   ``facts`` ambiguity filter (a question's facts identify its file alone; no BM25 ranking decides,
   so BM25 is not right by construction), then split deterministically by ``seed``
   (:func:`split_tasks`): held-out questions (20 %, at least 10 and at most 20 by default, spread
   over as many files as possible) are kept aside, the others are the training questions. Files
   are shared: a held-out question asks something else about a file the training may have seen,
   which is what a user of an adapted explorer does.
2. **Before.** The explorer ``reflect explore PATH`` used before the adaptation (the shipped one,
   else the untrained base model; with ``--model``: that model) answers every held-out question
   with explore's default settings (greedy, reflections of 48 tokens, listing order, top 5) and a
   small step budget; so does BM25 (``--model bm25``). Acc@1 = the first file of the ranked answer
   is the target, Acc@5 = one of the first five is, id-acc = the explorer identified the target.
3. **Training.** Policy SFT on the oracle trajectories (with negatives) of the training questions,
   continuing the shipped policy's LoRA adapter when there is one, else a fresh LoRA on the base,
   for at most ``minutes`` of training (model load included; the steps are whatever fits: the run
   stops after the step that reaches the deadline, or before a step that would end past it; at
   least one step is made),
   with checkpoints: an interrupted adapt resumes (``<home>/work``). Without a trained reflector
   (none is shipped yet) the policy learns and plays without reflections: the base model's
   reflections are not what the oracle's data were written with.
4. **After.** The adapted explorer answers the same held-out questions.
5. **Install.** ``<data dir>/adapted/<key>/`` (key: a hash of the resolved path,
   :func:`reflect_cli.agent.players.repo_key`) gets ``policy/`` (a trained run) and ``card.json``
   (repository, reflect version and commit, data counts, the split, before/after metrics,
   minutes, date). ``reflect explore PATH`` then plays it by default for that repository.

The library raises :class:`~reflect_cli.errors.ReflectError` and reports through callbacks
(``progress`` with :meth:`StageProgress.update`'s signature, ``log`` for lines); it never prints.
"""

from __future__ import annotations

import gc
import hashlib
import json
import math
import shutil
import statistics
import subprocess
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError

CARD_SCHEMA = "reflect.adapted/1"
HELD_OUT_FRACTION = 0.2
HELD_OUT_MIN = 10
HELD_OUT_MAX = 20
MAX_TASKS = 200  # questions generated per repository
EVAL_STEPS = 8  # step budget per held-out question (explore's default is 15)
REFLECTION_TOKENS = 48  # explore's default
NEGATIVES = 2
BATCH_SIZE = 4
LR = 2e-4
SAVE_EVERY = 10
STEP_CAP = 100_000  # the time budget ends a timed run long before this

Progress = Callable[..., None]


class _Deadline(KeyboardInterrupt):
    """Raised from the SFT step hook when the time budget is spent: SFT saves its checkpoint on a
    KeyboardInterrupt, and a resume call then writes the final model."""


def _noop(*_a: Any, **_k: Any) -> None:
    return None


# -- the split ------------------------------------------------------------------------------------


def _order_key(seed: int, text: str) -> str:
    return hashlib.sha1(f"{seed}:{text}".encode()).hexdigest()


def split_tasks(tasks: list[dict[str, Any]], seed: int = 0, held_out: int | None = None
                ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(train, held_out)``: disjoint, deterministic in ``seed`` and the set of tasks (not their
    order). Files are ordered by a seeded hash and the held-out questions taken round-robin, one
    file at a time, so they cover as many files as possible. Default size: 20 % of the questions,
    at least 10 and at most 20, never more than half; an explicit ``held_out`` leaves at least one
    training question."""
    n = len(tasks)
    if n < 2:
        raise UsageError(f"only {n} question{'s' if n != 1 else ''} could be generated from this repository; "
                         "adapting needs at least 2 (training and held-out)",
                         hint="point reflect adapt at a larger repository (documented code, Markdown headings)")
    if held_out is None:
        want = min(n // 2, min(HELD_OUT_MAX, max(HELD_OUT_MIN, math.ceil(HELD_OUT_FRACTION * n))))
    else:
        if held_out < 1:
            raise UsageError("--held-out must be at least 1")
        want = min(held_out, n - 1)
    by_file: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for task in tasks:
        by_file[task["targets"][0]].append(task)
    files = sorted(by_file, key=lambda f: _order_key(seed, f))
    for f in files:
        by_file[f].sort(key=lambda t: _order_key(seed, t["id"]))
    order = [by_file[f][r] for r in range(max(len(v) for v in by_file.values())) for f in files if r < len(by_file[f])]
    held = order[:want]
    ids = {t["id"] for t in held}
    train = [t for t in tasks if t["id"] not in ids]
    held.sort(key=lambda t: t["id"])
    return train, held


# -- measuring ------------------------------------------------------------------------------------


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    seconds = [r["seconds"] for r in rows]
    return {
        "n": n,
        "acc1": sum(r["rank"] == 1 for r in rows) / n if n else None,
        "acc5": sum(r["rank"] is not None and r["rank"] <= 5 for r in rows) / n if n else None,
        "id_acc": sum(r["identified_target"] for r in rows) / n if n else None,
        "median_s": statistics.median(seconds) if seconds else None,
        "mean_steps": sum(r["steps"] for r in rows) / n if n else None,
    }


def measure(explorer: Any | None, root: str, tasks: list[dict[str, Any]], *, max_steps: int, seed: int = 0,
            progress: Progress = _noop, key: str = "measure", description: str = "measuring") -> dict[str, Any]:
    """Every task answered by ``explorer`` (an :class:`~reflect_cli.agent.explorer.Explorer`; None:
    BM25, ``reflect explore --model bm25``) as ``reflect explore`` answers: the summary and one row
    per question."""
    from reflect_cli.agent.answer import bm25_answer

    rows = []
    progress(key, 0, len(tasks), description=description, unit="questions")
    for i, task in enumerate(tasks):
        if explorer is None:
            result = bm25_answer(root, task["question"], top=5)
        else:
            result = explorer.run(root, task["question"], max_steps=max_steps, seed=seed, greedy=True, top=5)
        paths = [f["path"] for f in result.files]
        targets = set(task["targets"])
        rank = next((r for r, p in enumerate(paths, start=1) if p in targets), None)
        rows.append({"id": task["id"], "rank": rank, "top5": paths[:5], "targets": task["targets"],
                     "identified_target": bool(explorer is not None and result.found and paths[:1]
                                               and paths[0] in targets),
                     "seconds": round(result.seconds, 2), "steps": len(result.steps), "ended": result.ended})
        progress(key, i + 1, len(tasks), description=description, unit="questions",
                 info=f"Acc@1 {sum(r['rank'] == 1 for r in rows)}/{len(rows)}")
    return {**summarize(rows), "rows": rows}


# -- the starting point ---------------------------------------------------------------------------


@dataclass
class Start:
    """What the adaptation starts from and how the explorer played before it."""

    kind: str  # shipped | base | run | model
    label: str  # in words
    base: str  # the base model SFT loads
    init: str | None  # a trained LoRA policy run to continue
    head: str | None
    policy_ref: str  # what played the policy before
    reflector_ref: str | None  # what wrote reflections before (None: the policy's model)
    reflector_after: str | None  # "shipped", a trained run, or None: no reflections after


def resolve_start(model: str | None) -> Start:
    from reflect_cli.agent.artifacts import find_trained, read_info
    from reflect_cli.agent.embedded import EMBEDDED_ALIASES
    from reflect_cli.agent.players import resolve_players, shipped_explorer

    if model is None and shipped_explorer() is not None:
        refs = resolve_players(None)
        info = read_info(find_trained(refs.policy))  # type: ignore[arg-type]
        return Start("shipped", "the explorer shipped with reflect", info.base, refs.policy, info.head,
                     refs.policy, refs.reflector, "shipped" if refs.reflector else None)
    if model is None or model.strip().lower() in EMBEDDED_ALIASES:
        return Start("base", "the untrained embedded base model (no trained explorer is shipped)", "embedded", None,
                     None, "embedded", None, None)
    final = find_trained(model)
    if final is not None:
        info = read_info(final)
        if info.kind != "lora" or info.target != "policy":
            raise UsageError(f"--model {model}: a trained run to continue must be a LoRA policy run",
                             hint="pass a policy run of reflect sft/rlft, a base model, or nothing")
        refs = resolve_players(model)
        return Start("run", f"the trained policy {model}", info.base, model, info.head, refs.policy, refs.reflector,
                     refs.reflector)
    return Start("model", f"the base model {model}", model, None, None, model, None, None)


# -- the work folder ------------------------------------------------------------------------------


def _write_json(path: Path, doc: Any) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(path)


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def reflect_commit() -> str | None:
    """The git commit of this reflect checkout, when it runs from one."""
    src = Path(__file__).resolve().parents[2]
    if not (src / ".git").exists():
        return None
    try:
        out = subprocess.run(["git", "-C", str(src), "rev-parse", "HEAD"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


def adapt_repository(
    root: str | Path,
    *,
    minutes: float = 10.0,
    model: str | None = None,
    steps: int | None = None,
    held_out: int | None = None,
    eval_steps: int = EVAL_STEPS,
    seed: int = 0,
    progress: Progress | None = None,
    log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Adapt the explorer to ``root`` (see the module docstring); returns the model card."""
    from reflect_cli.agent.players import ADAPTED_CARD, adapted_home, repo_key

    report = progress or _noop
    say = log or _noop
    path = Path(root).expanduser()
    if not path.is_dir():
        raise UsageError(f"{root}: no such directory", hint="pass the repository's folder")
    root = str(path.resolve())
    if steps is None and not minutes > 0:
        raise UsageError("--minutes must be more than 0")
    if steps is not None and steps < 1:
        raise UsageError("--steps must be at least 1")
    if eval_steps < 1:
        raise UsageError("--eval-steps must be at least 1")
    start = resolve_start(model)
    home = adapted_home(root)
    work = home / "work"
    config = {"repo": root, "seed": seed, "held_out": held_out, "start": start.kind, "base": start.base,
              "init": start.init, "eval_steps": eval_steps, "negatives": NEGATIVES, "max_tasks": MAX_TASKS}
    old = _read_json(work / "config.json")
    if old is not None and old != config:
        say(f"Earlier unfinished adaptation with other settings in {work}: starting over")
        shutil.rmtree(work)
    resumed = old == config
    work.mkdir(parents=True, exist_ok=True)
    _write_json(work / "config.json", config)
    if resumed:
        say(f"Resuming the unfinished adaptation in {work}")
    say(f"Starting from {start.label}")

    # 1. tasks and the split
    split = _read_json(work / "split.json")
    if split is None:
        from reflect_cli.datagen.tasks import make_tasks

        report("adapt:tasks", 0, 1, description="generating questions", unit="repos")
        result = make_tasks(root, split="train", seed=seed, max_tasks=MAX_TASKS, max_per_file=5, ambiguity="facts")
        train, held = split_tasks(result.tasks, seed, held_out)
        report("adapt:tasks", 1, 1, description="generating questions", unit="repos")
        split = {"seed": seed, "train": train, "held_out": held, "files": result.files}
        _write_json(work / "split.json", split)
    train, held = split["train"], split["held_out"]
    say(f"{len(train) + len(held)} questions: {len(train)} for training, {len(held)} held out "
        f"({len({t['targets'][0] for t in held})} files)")

    # 2. training data: oracle trajectories with negatives of the training questions
    data = work / "data"
    sft_name = "sft_policy" if start.reflector_after else "sft_policy_noreflect"
    counts = _read_json(data / "counts.json")
    if counts is None:
        from reflect_cli.datagen.generate import write_outputs
        from reflect_cli.datagen.trajectories import autoexplore_trajectories
        from reflect_cli.envs.autoexplore import AutoExploreEnv

        data.mkdir(exist_ok=True)
        env = AutoExploreEnv(root=root, horizon=15)
        trajectories: list[dict[str, Any]] = []
        solvable = 0
        for i, task in enumerate(train):
            found = autoexplore_trajectories(env, task, negatives=NEGATIVES, seed=seed)
            solvable += bool(found)
            trajectories.extend(found)
            report("adapt:data", i + 1, len(train), description="oracle trajectories", unit="questions")
        if not trajectories:
            raise UsageError("the oracle solved none of the training questions within 15 steps",
                             hint="the repository may be too deep; point reflect adapt at a subfolder")
        sft_counts, _buckets, _dropped = write_outputs(data, trajectories)
        counts = {"train_questions_solved": solvable, "trajectories": len(trajectories),
                  "negatives": sum(t["kind"] == "negative" for t in trajectories), "sft": sft_counts}
        _write_json(data / "counts.json", counts)

    # 3. before: the explorer explore used so far, and BM25
    before = _read_json(work / "before.json")
    if before is None:
        from reflect_cli.agent.explorer import Explorer
        from reflect_cli.agent.players import PlayerRefs, load_players

        bm25 = measure(None, root, held, max_steps=eval_steps, seed=seed, progress=report, key="adapt:bm25",
                       description="held-out: bm25")
        players = load_players(PlayerRefs(start.policy_ref, start.reflector_ref, start.kind), log=lambda m: say(m))
        lm, reflector_lm = players.policy, players.reflector
        explorer = Explorer(lm, reflect=True, reflection_tokens=REFLECTION_TOKENS, reflector_lm=reflector_lm, top=5)
        model_before = measure(explorer, root, held, max_steps=eval_steps, seed=seed, progress=report,
                               key="adapt:before", description="held-out: before")
        before = {"bm25": bm25, "before": {**model_before, "model": explorer.name, "reflect": True}}
        _write_json(work / "before.json", before)
        del lm, reflector_lm, explorer, players
        gc.collect()
    else:
        say("Before-adaptation figures: measured by the interrupted run, reused")

    # 4. policy SFT, time-boxed, resumable
    training = _train(start, data / f"{sft_name}.jsonl", work, minutes=minutes, steps=steps, seed=seed,
                      report=report, say=say, resumed=resumed)

    # 5. after
    from reflect_cli.agent.explorer import Explorer
    from reflect_cli.agent.players import PlayerRefs, load_players

    final = work / "sft" / "final"
    reflector_after = None
    if start.reflector_after == "shipped":
        from reflect_cli.agent.players import shipped_explorer

        bundle = shipped_explorer()
        reflector_after = str(bundle / "reflector") if bundle is not None else None
    elif start.reflector_after:
        reflector_after = start.reflector_after
    players = load_players(PlayerRefs(str(final), reflector_after, "adapted"), log=lambda m: say(m))
    lm, reflector_lm = players.policy, players.reflector
    explorer = Explorer(lm, reflect=reflector_after is not None, reflection_tokens=REFLECTION_TOKENS,
                        reflector_lm=reflector_lm, top=5)
    after = measure(explorer, root, held, max_steps=eval_steps, seed=seed, progress=report, key="adapt:after",
                    description="held-out: after")
    after = {**after, "model": explorer.name, "reflect": reflector_after is not None}
    del lm, reflector_lm, explorer, players
    gc.collect()

    # 6. install
    from reflect_cli import __version__

    card = {
        "schema": CARD_SCHEMA,
        "repo": root,
        "key": repo_key(root),
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "reflect_version": __version__,
        "reflect_commit": reflect_commit(),
        "start": {"kind": start.kind, "label": start.label, "base": start.base, "init": start.init},
        "policy": "policy",
        "reflector": start.reflector_after,
        "reflect": start.reflector_after is not None,
        "data": {"questions": len(train) + len(held), "train_questions": len(train), "held_out_questions": len(held),
                 "held_out_files": len({t["targets"][0] for t in held}), "sft_file": sft_name,
                 "sft_records": counts["sft"].get(sft_name), **{k: v for k, v in counts.items() if k != "sft"}},
        "split": {"seed": seed, "method": "questions; held-out round-robin over files by seeded hash",
                  "held_out": [{"id": t["id"], "question": t["question"], "targets": t["targets"]} for t in held],
                  "train_ids": [t["id"] for t in train]},
        "training": training,
        "eval": {"max_steps": eval_steps, "greedy": True, "seed": seed, "top": 5,
                 "reflection_tokens": REFLECTION_TOKENS, "order": "listing"},
        "bm25": before["bm25"],
        "before": before["before"],
        "after": after,
    }
    staged = home / "policy.new"
    if staged.exists():
        shutil.rmtree(staged)
    shutil.copytree(final, staged)
    if (home / "policy").exists():
        shutil.rmtree(home / "policy")
    staged.rename(home / "policy")
    _write_json(home / ADAPTED_CARD, card)
    shutil.rmtree(work, ignore_errors=True)
    card["home"] = str(home)
    return card


def _train(start: Start, data: Path, work: Path, *, minutes: float, steps: int | None, seed: int,
           report: Progress, say: Callable[[str], None], resumed: bool) -> dict[str, Any]:
    """Policy SFT in ``work/sft`` for ``steps`` steps, or until ``minutes`` of training are spent
    (over all attempts: ``work/train_state.json``); returns what the card records."""
    from reflect_cli.agent.artifacts import find_trained, read_info
    from reflect_cli.runs import RunDir
    from reflect_cli.train.models import LoraSettings
    from reflect_cli.train.sft import Hooks, SFTConfig, train_sft

    lora = LoraSettings()
    if start.init:
        info = read_info(find_trained(start.init))  # type: ignore[arg-type]
        if info.lora:
            lora = LoraSettings(**{k: info.lora[k] for k in ("r", "alpha", "dropout", "targets") if k in info.lora})
    budget = None if steps is not None else minutes * 60.0
    cfg = SFTConfig(data=str(data), target="policy", model=start.base, init=start.init, head=start.head,
                    split="train", eval_split=None, steps=steps or STEP_CAP, batch_size=BATCH_SIZE, lr=LR,
                    warmup_ratio=0.0 if steps is None else 0.03, lora=lora, seed=seed, save_every=SAVE_EVERY,
                    max_eval_records=8, log_every=SAVE_EVERY)
    state_path = work / "train_state.json"
    state = _read_json(state_path) or {"seconds": 0.0, "step": 0}
    run_path = work / "sft"
    has_run = (run_path / "config.json").is_file()
    if has_run and (run_path / "final" / "reflect.json").is_file():
        say("Training: finished by the interrupted run, reused")
        return state.get("record") or {"steps": state["step"], "seconds": round(state["seconds"], 1)}
    run = RunDir.create(run_path, stage="adapt-sft-policy", seed=seed, config=cfg.to_dict(), resume=has_run)
    spent0 = float(state["seconds"])
    t0 = time.monotonic()
    label = f"training ({minutes:g} min)" if budget is not None else f"training ({steps} steps)"

    last = {"at": None}

    def on_step(step: int, metrics: dict[str, Any]) -> None:
        now = time.monotonic()
        spent = spent0 + now - t0
        # The duration of the last step (the first one also holds the model load): stop when the
        # next step would end past the budget, so that "at most N minutes" holds after step 1.
        step_s = now - last["at"] if last["at"] is not None else 0.0
        last["at"] = now
        state.update(seconds=spent, step=step)
        _write_json(state_path, state)
        loss = metrics.get("loss/sft")
        info = f"step {step}" + (f" · loss {loss:.3f}" if isinstance(loss, float) else "")
        if budget is not None:
            report("adapt:sft", min(int(spent), int(budget)), int(budget), description=label, unit="s", info=info)
            if spent + step_s >= budget:
                raise _Deadline
        else:
            report("adapt:sft", step, steps, description=label, unit="steps", info=info)

    log = say
    if budget is not None and spent0 >= budget and has_run:
        say("Training: the time budget was spent by the interrupted run; finishing from its last checkpoint")
        cfg.steps = 1
        result = train_sft(cfg, run, resume=True, log=log)
    else:
        try:
            result = train_sft(cfg, run, resume=has_run, hooks=Hooks(on_step=on_step), log=log)
        except _Deadline:
            cfg.steps = 1  # the checkpoint at the deadline is restored; the loop is done: save the final model
            result = train_sft(cfg, run, resume=True, log=log)
    record = {"minutes": minutes if budget is not None else None, "steps": result.steps,
              "seconds": round(spent0 + time.monotonic() - t0, 1), "batch_size": BATCH_SIZE, "lr": LR,
              "lora": lora.to_dict(), "head": read_info(result.final).head, "data": data.name,
              "continued": start.init, "resumed": resumed}
    state["record"] = record
    _write_json(state_path, state)
    return record
