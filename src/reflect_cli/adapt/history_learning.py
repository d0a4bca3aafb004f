"""``reflect adapt``'s fastest learner: the repository's history as a prior over the ranking
(:mod:`reflect_cli.explore.history_prior`), its two weights fitted on the training commits in
time order and measured on the held-out newest ones, in seconds and with no model.

Why it comes first: on the newest commits of four non-reserved repositories it put the right
file first 59 times in 72 where the ranking did 47, and the best walker trained for 23 minutes
52 (benchmarks/HISTORY.md §21).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from reflect_cli.adapt.held_out import MeasureProgress, measure
from reflect_cli.adapt.workdir import read_json, write_json
from reflect_cli.errors import UsageError

LEARNERS = ("auto", "history", "walker")


def questions_for(learn: str, questions: str) -> str:
    """The question source ``--learn`` needs (``history`` asks for git history), checked before any
    question is made: an unknown learner, or ``history`` with the teacher's questions, is a
    :class:`UsageError`."""
    if learn not in LEARNERS:
        raise UsageError(f"--learn {learn!r}: unknown learner", hint="choose " + ", ".join(LEARNERS))
    if learn == "history" and questions == "teacher":
        raise UsageError("--learn history needs questions from git history, not the teacher's",
                         hint="drop --questions teacher, or use --learn walker")
    return "history" if learn == "history" else questions


def choose_learner(learn: str, source: str, steps: int | None = None) -> str:
    """``history`` or ``walker``: ``auto`` learns from history when the questions came from it
    (the prior needs past commits) and no optimizer ``steps`` were asked for, else trains the walker."""
    if learn == "auto":
        return "history" if source == "history" and steps is None else "walker"
    return learn


def learn_history(path: Path, root: str, train: list[dict[str, Any]], held: list[dict[str, Any]], *,
                  eval_steps: int, report: MeasureProgress, say: Callable[[str], None],
                  deadline: float | None = None) -> tuple[dict[str, Any], Any]:
    """Fit the history prior on ``train`` (oldest first) and measure it on ``held``; done once
    (``path``: ``work/history.json``). Returns ``(result, prior)``: ``result`` holds ``training``
    (what the card records of the fit) and ``after`` (the held-out figures)."""
    from reflect_cli.explore.history_prior import CANDIDATES, HistoryPrior, fit
    from reflect_cli.search.fileview.view import FileView
    from reflect_cli.search.ranker import ranker_for
    from reflect_cli.search.rerank import default_scores

    done = read_json(path)
    if done is not None:
        say("History prior: fitted by the interrupted run, reused")
        prior = HistoryPrior.from_tasks(train, done["training"]["file_weight"], done["training"]["similar_weight"])
        return done, prior
    began = time.monotonic()
    ranker = ranker_for(FileView(root))  # the view reflect explore ranks with
    count = {"n": 0}
    total = len(train) - max(1, len(train) // 3)

    def ranked(task: dict[str, Any]) -> list[tuple[str, float]]:
        count["n"] += 1
        report("adapt:history", count["n"], total, description="history prior: training questions", unit="questions")
        return ranker.rank(default_scores(ranker, ranker.parsed(str(task["question"]))))[:CANDIDATES]

    fitted = fit(train, ranked, applies=lambda task: ranker.parsed(str(task["question"])).describes_change,
                 out_of_time=lambda: deadline is not None and time.monotonic() >= deadline)
    prior = HistoryPrior.from_tasks(train, fitted["file_weight"], fitted["similar_weight"])
    say(f"History prior: file weight {fitted['file_weight']:g}, similar-commit weight {fitted['similar_weight']:g} "
        f"(first file right {fitted['right']} of {fitted['n']} training questions answered in time order, "
        f"the ranking {fitted['ranking_right']})")
    seconds = round(time.monotonic() - began, 1)
    after = measure(None, root, held, max_steps=eval_steps, progress=report, key="adapt:after",
                    description="held-out: after", history=prior, deadline=deadline)
    after = {**after, "model": "bm25+history", "reflect": False}
    result = {"training": {"learner": "history", "steps": 0, "seconds": seconds, "past_questions": len(train),
                           **fitted}, "after": after}
    write_json(path, result)
    return result, prior
