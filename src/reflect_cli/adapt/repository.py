"""``adapt_repository``: the steps of an adaptation in order (questions and split, training data,
before, training, after, install), each step's result kept in the work folder
(:mod:`reflect_cli.adapt.workdir`) so that an interrupted adaptation resumes.
"""

from __future__ import annotations

import gc
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from reflect_cli.adapt.held_out import MeasureProgress, measure, noop, on_ids
from reflect_cli.adapt.history_learning import choose_learner, learn_history, questions_for
from reflect_cli.adapt.question_sources import make_split
from reflect_cli.adapt.start import Start, resolve_start
from reflect_cli.adapt.training import train_policy
from reflect_cli.adapt.workdir import open_work, read_json, write_json
from reflect_cli.datagen.gitsafe import run_git
from reflect_cli.errors import UsageError
from reflect_cli.explore.options import REFLECTION_TOKENS, ExploreOptions  # explore's own defaults
from reflect_cli.runs import FINAL_DIR

CARD_SCHEMA = "reflect.adapted/1"
MAX_TASKS = 200  # questions generated per repository
EVAL_STEPS = 8  # step budget per held-out question (explore's default is 15)
NEGATIVES = 2
# Shares of a ``--minutes`` budget: oracle data stops at DATA_SHARE of it, a model default's
# "before" gets BEFORE_SHARE, AFTER_SHARE is held back for loading and measuring the adapted
# explorer, and training gets what is left; INSTALL_S is kept for writing the result.
DATA_SHARE = 0.25
BEFORE_SHARE = 0.15
AFTER_SHARE = 1 / 3
INSTALL_S = 3.0
MIN_COMPARED = 5  # held-out questions both explorers answered before a comparison installs anything
# A history prior must put this many more held-out first files right than the default: it costs
# nothing to answer with, so only noise (one question in 20 is 5 points) would install it wrongly.
HISTORY_GAIN = 2


class Budget:
    """The whole run's clock: ``--minutes`` from the call on (None: ``--steps``, no time bound)."""

    def __init__(self, seconds: float | None) -> None:
        self.seconds = seconds
        self.t0 = time.monotonic()

    def spent(self) -> float:
        return time.monotonic() - self.t0

    def until(self, share: float) -> float | None:
        """The deadline (``time.monotonic()``) at ``share`` of the budget from the start."""
        return None if self.seconds is None else self.t0 + share * self.seconds

    def left(self) -> float | None:
        return None if self.seconds is None else self.seconds - self.spent()


INSTALL_MODES = ("if-better", "always")
ATTEMPT_CARD = "attempt.json"  # the card of an adaptation that was not installed


def default_decision(after: dict[str, Any], bm25: dict[str, Any], install: str, *,
                     against: str = "BM25", need: int = 0, gain: int = 1) -> dict[str, Any]:
    """Whether the adapted explorer is installed as ``reflect explore``'s default for the
    repository (``default``) and why (``default_reason``): only when its held-out Acc@1 is above
    the default's (``bm25``: the default's figures on the same questions, named ``against``). A tie
    does not install: the ranking answers at once, a model takes seconds a question. Fewer than
    ``need`` questions compared (the budget cut the measuring) decide nothing: one lucky answer
    is not a win; nor, with ``gain`` 2, is one more right first file than the default's."""
    ours, theirs = after.get("acc1"), bm25.get("acc1")
    if install == "always":
        return {"default": True, "default_reason": "installed with --install always"}
    if not isinstance(ours, (int, float)) or not isinstance(theirs, (int, float)):
        return {"default": False, "default_reason": f"no held-out figures to compare with {against}"
                + (" (the budget ran out before a question was measured)" if after.get("stopped") else "")}
    on = f" on {after['n']} held-out question{'s' if after.get('n') != 1 else ''}" if after.get("n") else ""
    if need and (after.get("n") or 0) < need:
        return {"default": False, "default_reason": f"only {after.get('n') or 0} held-out question"
                f"{'s' if after.get('n') != 1 else ''} measured within the budget, {need} needed to decide "
                f"(Acc@1 {ours:.0%} against {against}'s {theirs:.0%})"}
    more = round((ours - theirs) * (after.get("n") or 0))
    if ours > theirs and (gain <= 1 or more >= gain):
        return {"default": True, "default_reason": f"held-out Acc@1 {ours:.0%} > {against}'s {theirs:.0%}{on}"}
    if ours > theirs:
        return {"default": False, "default_reason": f"held-out Acc@1 {ours:.0%} > {against}'s {theirs:.0%}{on}, "
                f"but by {more} question{'s' if more != 1 else ''}; {gain} needed"}
    sign = "=" if ours == theirs else "<"
    return {"default": False, "default_reason": f"held-out Acc@1 {ours:.0%} {sign} {against}'s {theirs:.0%}{on}"}


def reflect_commit() -> str | None:
    """The git commit of this reflect checkout, when it runs from one."""
    src = Path(__file__).resolve().parents[3]
    if not (src / ".git").exists():
        return None
    try:
        out = run_git("rev-parse", "HEAD", cwd=src, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


# long: the run's phases in the order a reader checks them (questions, split, before, learn, after, install),
# each one call; split up, the phases would pass a dozen of the run's values between them
def adapt_repository(
    root: str | Path,
    *,
    minutes: float = 10.0,
    model: str | None = None,
    steps: int | None = None,
    held_out: int | None = None,
    eval_steps: int = EVAL_STEPS,
    seed: int = 0,
    questions: str = "auto",
    install: str = "if-better",
    learn: str = "auto",
    progress: MeasureProgress | None = None,
    log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Adapt the explorer to ``root`` (see :mod:`reflect_cli.adapt`); returns the model card.
    ``install``: ``if-better`` makes it ``reflect explore``'s default for ``root`` only when its
    held-out Acc@1 is above the current default's (the one it would replace); ``always`` regardless.
    ``learn``: ``history`` (the repository's commits as a prior over the ranking, seconds),
    ``walker`` (policy SFT) or ``auto`` (history when the questions come from git history and no
    ``steps`` are given)."""
    from reflect_cli.agent.players import (
        ADAPTED_CARD,
        ADAPTED_HISTORY,
        adapted_history,
        adapted_home,
        default_explorer,
        repo_key,
    )

    report = progress or noop
    say = log or noop
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
    if install not in INSTALL_MODES:
        raise UsageError(f"--install {install!r}: unknown mode", hint="choose " + " or ".join(INSTALL_MODES))
    budget = Budget(None if steps is not None else minutes * 60.0)
    stages: dict[str, float] = {}
    mark = {"t": budget.t0}

    def lap(name: str) -> None:
        now = time.monotonic()
        stages[name] = round(now - mark["t"], 1)
        mark["t"] = now

    start = resolve_start(model)
    home = adapted_home(root)
    work = home / "work"
    settings = {"repo": root, "seed": seed, "held_out": held_out, "start": start.kind, "base": start.base,
                "init": start.init, "eval_steps": eval_steps, "negatives": NEGATIVES, "max_tasks": MAX_TASKS,
                "questions": questions, "learn": learn}
    resumed = open_work(work, settings, say)
    # What ``reflect explore PATH`` plays now: the adapted explorer must beat it to replace it.
    default = default_explorer(root)
    installed_history = adapted_history(root) if default == "bm25" else None
    if installed_history is not None:
        default = "bm25+history"

    # 1. tasks and the split: git history split by time, else the teacher's (adapt/question_sources.py)
    split = _questions(work, root, seed, held_out, questions_for(learn, questions), report, say,
                       deadline=budget.until(DATA_SHARE))
    train, held = split["train"], split["held_out"]
    say(f"{len(train) + len(held)} questions ({split['source']}): {len(train)} for training, {len(held)} held out "
        f"({len({t['targets'][0] for t in held})} files)")
    lap("questions")
    learner = choose_learner(learn, split["source"], steps)
    # The history prior uses no model: naming one it "starts from" would be untrue.
    say("Learning a history prior over the BM25 ranking (no model)" if learner == "history"
        else f"Starting from {start.label}")

    # 2. training data: oracle trajectories with negatives of the training questions (the walker's)
    data = work / "data"
    sft_name = "sft_policy" if start.reflector_after else "sft_policy_noreflect"
    counts: dict[str, Any] = {"sft": {}}
    if learner == "walker":
        counts = _training_data(data, root, train, seed, report, deadline=budget.until(DATA_SHARE))
        lap("data")

    # 3. before: BM25 (near-instant) and, when explore's default is a model, that model within its share
    before = _measure_before(work / "before.json", default, root, held, eval_steps=eval_steps, seed=seed,
                             report=report, say=say, budget=budget, history=installed_history)
    lap("before")

    prior = None
    final = work / "sft" / FINAL_DIR
    if learner == "history":
        # 4-5. the history prior: fitted on the training commits, measured on the held-out ones
        learned, prior = learn_history(work / "history.json", root, train, held, eval_steps=eval_steps, report=report,
                                       say=say, deadline=None if budget.seconds is None else
                                       budget.t0 + budget.seconds - INSTALL_S)
        training, after = learned["training"], learned["after"]
        lap("history")
    else:
        training, after = _train_and_measure_walker(
            start, root, held, data / f"{sft_name}.jsonl", work, final, minutes=minutes, steps=steps, seed=seed,
            eval_steps=eval_steps, budget=budget, report=report, say=say, resumed=resumed, lap=lap)

    # 6. install only when its held-out Acc@1 is above the current default's on the same questions
    from reflect_cli import __version__

    ids = {r["id"] for r in after["rows"]} & {r["id"] for r in before["bm25"]["rows"]}  # both within the budget
    if default == "bm25":
        theirs, against = on_ids(before["bm25"], ids), "BM25"
    else:
        theirs = on_ids(before["before"], ids)
        ids &= {r["id"] for r in theirs["rows"]}
        theirs, against = on_ids(theirs, ids), f"the current default ({default})"
    ours = on_ids(after, ids)
    decision = default_decision({**ours, "stopped": after.get("stopped")}, theirs, install, against=against,
                                need=min(MIN_COMPARED, len(held)), gain=HISTORY_GAIN if learner == "history" else 1)
    if learner == "history" and prior is not None and not prior.active:  # even with --install always
        decision = {"default": False, "default_reason": "the history prior's fitted weights are all 0: it answers "
                    "exactly as the BM25 ranking, so there is nothing to install"}
    installed = bool(decision["default"])
    card = {
        "schema": CARD_SCHEMA,
        "repo": root,
        "key": repo_key(root),
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "reflect_version": __version__,
        "reflect_commit": reflect_commit(),
        "learner": learner,
        "start": {"kind": start.kind, "label": start.label, "base": start.base, "init": start.init},
        "policy": "policy" if installed and learner == "walker" else None,
        "history_prior": ADAPTED_HISTORY if installed and learner == "history" else None,
        "reflector": start.reflector_after if learner == "walker" else None,
        "reflect": learner == "walker" and start.reflector_after is not None,
        "data": {"source": split["source"], "history": split.get("history") or None,
                 "questions": len(train) + len(held), "train_questions": len(train), "held_out_questions": len(held),
                 "held_out_files": len({t["targets"][0] for t in held}),
                 "sft_file": sft_name if learner == "walker" else None,
                 "sft_records": counts["sft"].get(sft_name), **{k: v for k, v in counts.items() if k != "sft"}},
        "split": {"seed": seed, "method": split["method"],
                  "held_out": [{"id": t["id"], "question": t["question"], "targets": t["targets"],
                                **{k: t[k] for k in ("commit", "date") if k in t}} for t in held],
                  "train_ids": [t["id"] for t in train]},
        "training": training,
        "eval": {"max_steps": eval_steps, "greedy": True, "seed": seed, "top": 5,
                 "reflection_tokens": REFLECTION_TOKENS if learner == "walker" else None,
                 "order": "listing" if learner == "walker" else "ranking"},
        "bm25": before["bm25"],
        "before": before["before"],
        "after": after,
        "default_before": default,
        "compared": {"against": default, "n": len(ids), "ids": sorted(ids), "after": _figures(ours),
                     "default": _figures(theirs)},
        "installed": installed,
        **decision,
    }
    if installed:
        _install(home, learner, final, prior)
    lap("install")
    card["budget"] = {"minutes": minutes if budget.seconds is not None else None,
                      "seconds": round(budget.spent(), 1), "stages": stages}
    # Not installed: whatever was installed before (card and policy or prior) stays as it was.
    write_json(home / (ADAPTED_CARD if installed else ATTEMPT_CARD), card)
    shutil.rmtree(work, ignore_errors=True)
    card["home"] = str(home)
    return card


def remove_adaptation(root: str | Path) -> Path | None:
    """Undo ``reflect adapt`` for ``root``: its installed explorer or history prior, card and
    attempt go, and ``reflect explore`` answers with its default again. The folder removed, or
    None when there was nothing."""
    from reflect_cli.agent.players import adapted_home

    home = adapted_home(root)
    if not home.exists():
        return None
    shutil.rmtree(home)
    return home


def _install(home: Path, learner: str, final: Path, prior: Any) -> None:
    """Make the adapted result explore's default for the repository: a trained policy (``policy/``)
    or a history prior (``history.json``); either replaces the other."""
    from reflect_cli.agent.players import ADAPTED_HISTORY

    if learner == "history":
        staged = home / (ADAPTED_HISTORY + ".new")
        write_json(staged, prior.to_json())
        staged.replace(home / ADAPTED_HISTORY)
        shutil.rmtree(home / "policy", ignore_errors=True)
        return
    staged = home / "policy.new"
    if staged.exists():
        shutil.rmtree(staged)
    shutil.copytree(final, staged)
    if (home / "policy").exists():
        shutil.rmtree(home / "policy")
    staged.rename(home / "policy")
    (home / ADAPTED_HISTORY).unlink(missing_ok=True)


def _train_and_measure_walker(start: Start, root: str, held: list[dict[str, Any]], data: Path, work: Path,
                              final: Path, *, minutes: float, steps: int | None, seed: int, eval_steps: int,
                              budget: Budget, report: MeasureProgress, say: Callable[[str], None], resumed: bool,
                              lap: Callable[[str], None]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Policy SFT within what the budget leaves (a third kept for measuring), then the adapted
    walker on the held-out questions: ``(training, after)``."""
    # 4. policy SFT, time-boxed (what is left after the after-measurement's reserve), resumable
    train_minutes = minutes
    if budget.seconds is not None:
        left = budget.left() or 0.0
        train_s = left - AFTER_SHARE * budget.seconds - INSTALL_S
        if train_s <= 0:
            shutil.rmtree(work, ignore_errors=True)
            raise UsageError(f"--minutes {minutes:g}: {budget.spent():.0f} s went to the questions and the "
                             "measurements, nothing is left for training; nothing installed",
                             hint="give reflect adapt more minutes")
        train_minutes = train_s / 60.0
        say(f"Training for at most {train_s:.0f} s of the {budget.seconds:.0f} s budget "
            f"({budget.spent():.0f} s spent, {AFTER_SHARE * budget.seconds:.0f} s kept for measuring)")
    training = train_policy(start, data, work, minutes=train_minutes, steps=steps, seed=seed,
                            report=report, say=say, resumed=resumed)
    if budget.seconds is not None:
        training["budget_minutes"] = minutes
    lap("training")

    # 5. after, within what is left of the budget (nothing to measure when no step finished in it)
    after_deadline = None if budget.seconds is None else budget.t0 + budget.seconds - INSTALL_S
    after = _measure_after(final, start, root, held, eval_steps=eval_steps, seed=seed, report=report, say=say,
                           deadline=time.monotonic() if training.get("steps") == 0 else after_deadline)
    lap("after")
    if after.get("stopped"):
        say(f"Held-out: the budget measured {after['n']} of {after['of']} questions")
    return training, after


def _figures(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: summary.get(k) for k in ("n", "acc1", "acc5", "median_s")}


def _questions(work: Path, root: str, seed: int, held_out: int | None, questions: str, report: MeasureProgress,
               say: Callable[[str], None], deadline: float | None = None) -> dict[str, Any]:
    """The questions of ``root`` and their split (:func:`~reflect_cli.adapt.question_sources.make_split`):
    made once, then read from ``work/split.json``."""
    split: dict[str, Any] | None = read_json(work / "split.json")
    if split is None:
        split = make_split(root, seed=seed, held_out=held_out, questions=questions, max_tasks=MAX_TASKS,
                           report=report, say=say, deadline=deadline)
        write_json(work / "split.json", split)
    else:
        split.setdefault("source", "teacher")  # a split.json of an earlier reflect: teacher questions
        split.setdefault("method", "questions; held-out round-robin over files by seeded hash")
        say(f"Questions ({split['source']}): made by the interrupted run, reused")
    return split


def _training_data(data: Path, root: str, train: list[dict[str, Any]], seed: int, report: MeasureProgress, *,
                   deadline: float | None = None) -> dict[str, Any]:
    """The oracle trajectories (with negatives) of the training questions and their SFT files in
    ``data``, made once; returns their counts (``data/counts.json``). Past ``deadline``
    (``time.monotonic()``), once some question is solved, the rest are left out."""
    counts: dict[str, Any] | None = read_json(data / "counts.json")
    if counts is not None:
        return counts
    from reflect_cli.datagen.generate import write_outputs
    from reflect_cli.datagen.trajectories import autoexplore_trajectories
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv

    data.mkdir(exist_ok=True)
    env = AutoExploreEnv(root=root, horizon=15)
    trajectories: list[dict[str, Any]] = []
    solvable = 0
    used = 0
    for i, task in enumerate(train):
        if deadline is not None and solvable and time.monotonic() >= deadline:
            break
        used += 1
        found = autoexplore_trajectories(env, task, negatives=NEGATIVES, seed=seed)
        solvable += bool(found)
        trajectories.extend(found)
        report("adapt:data", i + 1, len(train), description="oracle trajectories", unit="questions")
    if not trajectories:
        raise UsageError("the oracle solved none of the training questions within 15 steps",
                         hint="the repository may be too deep; point reflect adapt at a subfolder")
    sft_counts, _buckets, _dropped = write_outputs(data, trajectories)
    counts = {"train_questions_used": used, "train_questions_solved": solvable, "trajectories": len(trajectories),
              "negatives": sum(t["kind"] == "negative" for t in trajectories), "sft": sft_counts}
    write_json(data / "counts.json", counts)
    return counts


def _measure_before(path: Path, default: str, root: str, held: list[dict[str, Any]], *, eval_steps: int, seed: int,
                    report: MeasureProgress, say: Callable[[str], None], budget: Budget, history: Any = None) -> dict[str, Any]:
    """BM25 on the held-out questions and, when ``reflect explore``'s default (``default``) is a
    model, that explorer within ``BEFORE_SHARE`` of the budget, measured once
    (``path``: ``work/before.json``); when it is the ranking re-weighed by an installed history
    prior (``history``), that too. With BM25 as the default no model is measured before: the
    adapted explorer has to beat the ranking, not the model it started from."""
    before: dict[str, Any] | None = read_json(path)
    if before is not None:
        say("Before-adaptation figures: measured by the interrupted run, reused")
        return before
    bm25 = measure(None, root, held, max_steps=eval_steps, seed=seed, progress=report, key="adapt:bm25",
                   description="held-out: bm25", deadline=budget.until(DATA_SHARE + BEFORE_SHARE))
    if history is not None:
        say("Before: reflect explore answers this repository with the ranking and the history prior installed earlier")
        prior = measure(None, root, held, max_steps=eval_steps, seed=seed, progress=report, key="adapt:before",
                        description=f"held-out: {default}", history=history)
        before = {"bm25": bm25, "before": {**prior, "model": default, "reflect": False}}
        write_json(path, before)
        return before
    if default == "bm25":
        say("Before: reflect explore answers this repository with the BM25 ranking (the bm25 row); no model to measure")
        before = {"bm25": bm25, "before": {"n": 0, "of": len(held), "acc1": None, "acc5": None, "id_acc": None,
                                           "median_s": None, "mean_steps": None, "rows": [], "model": "bm25",
                                           "reflect": False, "skipped": "the default is the BM25 ranking"}}
        write_json(path, before)
        return before
    from reflect_cli.agent.players import load_players, resolve_players
    from reflect_cli.explore.explorer import Explorer

    refs = resolve_players(None, repo=root)
    players = load_players(refs, log=lambda m: say(m))
    lm, reflector_lm = players.policy, players.reflector
    explorer = Explorer.from_options(lm, ExploreOptions(reflect=refs.reflect, top=5), reflector_lm)
    model_before = measure(explorer, root, held, max_steps=eval_steps, seed=seed, progress=report,
                           key="adapt:before", description=f"held-out: {default}",
                           deadline=budget.until(DATA_SHARE + BEFORE_SHARE))
    before = {"bm25": bm25, "before": {**model_before, "model": explorer.name, "reflect": refs.reflect}}
    write_json(path, before)
    del lm, reflector_lm, explorer, players
    gc.collect()
    return before


def _measure_after(final: Path, start: Start, root: str, held: list[dict[str, Any]], *, eval_steps: int, seed: int,
                   report: MeasureProgress, say: Callable[[str], None], deadline: float | None = None) -> dict[str, Any]:
    """The adapted policy (``final``, with the reflector the start had, if any) on the held-out
    questions, until ``deadline`` (``time.monotonic()``; the model load included)."""
    from reflect_cli.agent.players import PlayerRefs, load_players
    from reflect_cli.explore.explorer import Explorer

    if deadline is not None and time.monotonic() >= deadline:  # no model load for nothing
        empty = measure(None, root, [], max_steps=eval_steps)
        return {**empty, "of": len(held), "stopped": "time", "model": str(final), "reflect": False}
    reflector_after = None
    if start.reflector_after == "shipped":
        from reflect_cli.agent.players import shipped_explorer

        bundle = shipped_explorer()
        reflector_after = str(bundle / "reflector") if bundle is not None else None
    elif start.reflector_after:
        reflector_after = start.reflector_after
    players = load_players(PlayerRefs(str(final), reflector_after, "adapted"), log=lambda m: say(m))
    lm, reflector_lm = players.policy, players.reflector
    explorer = Explorer.from_options(lm, ExploreOptions(reflect=reflector_after is not None, top=5), reflector_lm)
    after = measure(explorer, root, held, max_steps=eval_steps, seed=seed, progress=report, key="adapt:after",
                    description="held-out: after", deadline=deadline)
    after = {**after, "model": explorer.name, "reflect": reflector_after is not None}
    del lm, reflector_lm, explorer, players
    gc.collect()
    return after
