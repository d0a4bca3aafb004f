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

from reflect_cli.adapt.held_out import Progress, measure, noop
from reflect_cli.adapt.question_sources import make_split
from reflect_cli.adapt.start import Start, resolve_start
from reflect_cli.adapt.training import train_policy
from reflect_cli.adapt.workdir import open_work, read_json, write_json
from reflect_cli.datagen.gitsafe import run_git
from reflect_cli.errors import UsageError
from reflect_cli.runs import FINAL_DIR

CARD_SCHEMA = "reflect.adapted/1"
MAX_TASKS = 200  # questions generated per repository
EVAL_STEPS = 8  # step budget per held-out question (explore's default is 15)
REFLECTION_TOKENS = 48  # explore's default
NEGATIVES = 2


INSTALL_MODES = ("if-better", "always")


def default_decision(after: dict[str, Any], bm25: dict[str, Any], install: str) -> dict[str, Any]:
    """Whether the adapted explorer becomes ``reflect explore``'s default for the repository
    (``default``) and why (``default_reason``). An explorer below BM25 on the repository's own
    held-out questions would make the default worse than the ranking it replaces."""
    ours, theirs = after.get("acc1"), bm25.get("acc1")
    if install == "always":
        return {"default": True, "default_reason": "installed with --install always"}
    if not isinstance(ours, (int, float)) or not isinstance(theirs, (int, float)):
        return {"default": False, "default_reason": "no held-out figures to compare with BM25"}
    if ours >= theirs:
        return {"default": True, "default_reason": f"held-out Acc@1 {ours:.0%} >= BM25's {theirs:.0%}"}
    return {"default": False, "default_reason": f"held-out Acc@1 {ours:.0%} < BM25's {theirs:.0%}"}


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
    progress: Progress | None = None,
    log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Adapt the explorer to ``root`` (see :mod:`reflect_cli.adapt`); returns the model card.
    ``install``: ``if-better`` makes it ``reflect explore``'s default for ``root`` only when its
    held-out Acc@1 is at least BM25's (the default it would replace); ``always`` regardless."""
    from reflect_cli.agent.players import ADAPTED_CARD, adapted_home, repo_key

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
    start = resolve_start(model)
    home = adapted_home(root)
    work = home / "work"
    settings = {"repo": root, "seed": seed, "held_out": held_out, "start": start.kind, "base": start.base,
                "init": start.init, "eval_steps": eval_steps, "negatives": NEGATIVES, "max_tasks": MAX_TASKS,
                "questions": questions}
    resumed = open_work(work, settings, say)
    say(f"Starting from {start.label}")

    # 1. tasks and the split: git history split by time, else the teacher's (adapt/question_sources.py)
    split = _questions(work, root, seed, held_out, questions, report, say)
    train, held = split["train"], split["held_out"]
    say(f"{len(train) + len(held)} questions ({split['source']}): {len(train)} for training, {len(held)} held out "
        f"({len({t['targets'][0] for t in held})} files)")

    # 2. training data: oracle trajectories with negatives of the training questions
    data = work / "data"
    sft_name = "sft_policy" if start.reflector_after else "sft_policy_noreflect"
    counts = _training_data(data, root, train, seed, report)

    # 3. before: the explorer explore used so far, and BM25
    before = _measure_before(work / "before.json", start, root, held, eval_steps=eval_steps, seed=seed,
                             report=report, say=say)

    # 4. policy SFT, time-boxed, resumable
    training = train_policy(start, data / f"{sft_name}.jsonl", work, minutes=minutes, steps=steps, seed=seed,
                            report=report, say=say, resumed=resumed)

    # 5. after
    final = work / "sft" / FINAL_DIR
    after = _measure_after(final, start, root, held, eval_steps=eval_steps, seed=seed, report=report, say=say)

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
        "data": {"source": split["source"], "history": split.get("history") or None,
                 "questions": len(train) + len(held), "train_questions": len(train), "held_out_questions": len(held),
                 "held_out_files": len({t["targets"][0] for t in held}), "sft_file": sft_name,
                 "sft_records": counts["sft"].get(sft_name), **{k: v for k, v in counts.items() if k != "sft"}},
        "split": {"seed": seed, "method": split["method"],
                  "held_out": [{"id": t["id"], "question": t["question"], "targets": t["targets"],
                                **{k: t[k] for k in ("commit", "date") if k in t}} for t in held],
                  "train_ids": [t["id"] for t in train]},
        "training": training,
        "eval": {"max_steps": eval_steps, "greedy": True, "seed": seed, "top": 5,
                 "reflection_tokens": REFLECTION_TOKENS, "order": "listing"},
        "bm25": before["bm25"],
        "before": before["before"],
        "after": after,
        **default_decision(after, before["bm25"], install),
    }
    staged = home / "policy.new"
    if staged.exists():
        shutil.rmtree(staged)
    shutil.copytree(final, staged)
    if (home / "policy").exists():
        shutil.rmtree(home / "policy")
    staged.rename(home / "policy")
    write_json(home / ADAPTED_CARD, card)
    shutil.rmtree(work, ignore_errors=True)
    card["home"] = str(home)
    return card


def _questions(work: Path, root: str, seed: int, held_out: int | None, questions: str, report: Progress,
               say: Callable[[str], None]) -> dict[str, Any]:
    """The questions of ``root`` and their split (:func:`~reflect_cli.adapt.question_sources.make_split`):
    made once, then read from ``work/split.json``."""
    split: dict[str, Any] | None = read_json(work / "split.json")
    if split is None:
        split = make_split(root, seed=seed, held_out=held_out, questions=questions, max_tasks=MAX_TASKS,
                           report=report, say=say)
        write_json(work / "split.json", split)
    else:
        split.setdefault("source", "teacher")  # a split.json of an earlier reflect: teacher questions
        split.setdefault("method", "questions; held-out round-robin over files by seeded hash")
        say(f"Questions ({split['source']}): made by the interrupted run, reused")
    return split


def _training_data(data: Path, root: str, train: list[dict[str, Any]], seed: int, report: Progress) -> dict[str, Any]:
    """The oracle trajectories (with negatives) of the training questions and their SFT files in
    ``data``, made once; returns their counts (``data/counts.json``)."""
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
    write_json(data / "counts.json", counts)
    return counts


def _measure_before(path: Path, start: Start, root: str, held: list[dict[str, Any]], *, eval_steps: int, seed: int,
                    report: Progress, say: Callable[[str], None]) -> dict[str, Any]:
    """BM25 and the explorer before the adaptation on the held-out questions, measured once
    (``path``: ``work/before.json``)."""
    before: dict[str, Any] | None = read_json(path)
    if before is not None:
        say("Before-adaptation figures: measured by the interrupted run, reused")
        return before
    from reflect_cli.agent.players import PlayerRefs, load_players
    from reflect_cli.explore.explorer import Explorer

    bm25 = measure(None, root, held, max_steps=eval_steps, seed=seed, progress=report, key="adapt:bm25",
                   description="held-out: bm25")
    players = load_players(PlayerRefs(start.policy_ref, start.reflector_ref, start.kind), log=lambda m: say(m))
    lm, reflector_lm = players.policy, players.reflector
    explorer = Explorer(lm, reflect=True, reflection_tokens=REFLECTION_TOKENS, reflector_lm=reflector_lm, top=5)
    model_before = measure(explorer, root, held, max_steps=eval_steps, seed=seed, progress=report,
                           key="adapt:before", description="held-out: before")
    before = {"bm25": bm25, "before": {**model_before, "model": explorer.name, "reflect": True}}
    write_json(path, before)
    del lm, reflector_lm, explorer, players
    gc.collect()
    return before


def _measure_after(final: Path, start: Start, root: str, held: list[dict[str, Any]], *, eval_steps: int, seed: int,
                   report: Progress, say: Callable[[str], None]) -> dict[str, Any]:
    """The adapted policy (``final``, with the reflector the start had, if any) on the held-out questions."""
    from reflect_cli.agent.players import PlayerRefs, load_players
    from reflect_cli.explore.explorer import Explorer

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
    return after
