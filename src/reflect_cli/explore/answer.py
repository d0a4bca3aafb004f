"""What ``reflect explore`` answers: a ranked list of files, each with why it is there, and how
far to trust the first one.

Rank order: the file the explorer identified, then the files it read (``cat``) that share a term
with the question merged with the BM25 ranking of the whole tree (a read file counts its score
twice, so it never outranks a file that matches more than twice better)
(:class:`~reflect_cli.search.ranker.RepoRanker`), then the files it read that match nothing, up to
``top``. Every entry's ``score`` is its BM25 relevance to the question, one scale for
all entries; ``why`` says how it got its rank (``identified``, ``read`` or ``lexical``).

This module loads no model (``reflect explore --model bm25`` answers from it alone).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from reflect_cli.envs.query_writer.draft import WEIGHT
from reflect_cli.explore.excerpt import best_definition, best_excerpt
from reflect_cli.explore.history_prior import HistoryPrior
from reflect_cli.search.expansion import fused_scores
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.questions import Question
from reflect_cli.search.ranker import ranker_for, searched_text
from reflect_cli.search.rerank import default_scores
from reflect_cli.search.roles import secondary_file
from reflect_cli.search.terms import code_terms
from reflect_cli.search.walk import READ_BYTES

# An `id` the policy chose with less probability than this is a guess.
CONFIDENT_P = 0.5
# The probability that the ranking's first file is right: a logistic model of
# :func:`confidence_features`, fitted on non-reserved dev data by benchmarks/fit_confidence.py
# (docs/explore.md has the data and the held-out reliability table).
CALIBRATION = {"bias": -0.988, "log_margin": 2.559, "report": -0.689, "name_match": 0.59,
               "name_unique": 0.481, "def_match": 0.388}
# The same for a commit-message-like description of a change, whose first files' scores are the
# re-ranking's (search/rerank.py: another scale), fitted on such questions only (--kind change).
CHANGE_CALIBRATION = {"bias": -1.26, "log_margin": 1.15}
# The same for a bare symbol (``Logger.opt``): its definition is first 98 % of the time, a rate
# no other shape has, so one model for all would over-trust a where-question (fitted on symbols
# only: --kind symbol).
SYMBOL_CALIBRATION = {"bias": 0.585, "log_margin": 1.762, "def_match": 1.71}
# The confidence reads this many files whatever ``--top`` shows (it was fitted on five: with one,
# there is no runner-up to measure the margin by).
CONFIDENCE_DEPTH = 5
HIGH_P = 0.8  # "high" only from here up
LOW_P = 0.4  # "low" (exit 4) below this; "medium" between
READ_MARGIN = 2.0


@dataclass
class ExploreStep:
    cwd: str
    reflection: str | None
    actions: list[str]
    choice: str
    result: str
    probability: float
    seconds: float
    loop: bool = False  # the policy's choice would have repeated a cycle (see Explorer.run)
    proposed: str | None = None  # the policy's own choice when ``loop`` overrode it


@dataclass
class ExploreResult:
    question: str
    root: str
    found: bool
    files: list[dict[str, Any]]
    steps: list[ExploreStep] = field(default_factory=list)
    model: str = ""
    seconds: float = 0.0
    confidence: dict[str, Any] = field(default_factory=dict)
    ended: str = ""  # identified | budget | loop | ranking
    index: dict[str, Any] | None = None  # what building the tree's index did (envs.tree_index.IndexStats)
    budget: dict[str, Any] | None = None  # what the call's walking spent (WorkBudget.to_json), when one was set
    query: dict[str, Any] | None = None  # what a query writer wrote (explore/writer.py: WrittenQuery.to_json)

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "root": self.root,
            "found": self.found,
            "files": self.files,
            "steps": [asdict(s) for s in self.steps],
            "model": self.model,
            "seconds": round(self.seconds, 3),
            "confidence": self.confidence,
            "ended": self.ended,
            "index": self.index,
            **({"budget": self.budget} if self.budget is not None else {}),
            **({"query": self.query} if self.query is not None else {}),
        }


def _shown_score(score: float) -> float:
    """``score`` to 3 decimals, but a file that matches never shows 0 (the same text under 20,000
    paths makes every term's idf tiny: the files match, none stands out)."""
    return round(score, 3) or float(f"{score:.3g}")


def ranked_files(
    view: FileView, parsed: Question, *, identified: str | None = None, read: Sequence[str] = (), top: int = 5,
    history: HistoryPrior | None = None, written: Sequence[str] = (),
) -> list[dict[str, Any]]:
    """The ranked answer (see the module docstring): ``rank``, ``path``, ``score``, ``why`` and
    ``excerpt`` (the lines matching the question, numbered) of up to ``top`` files, each marked
    ``reranked`` when the question describes a change (:mod:`~reflect_cli.search.rerank`). ``history``
    (what ``reflect adapt`` learned from the repository's commits) re-weighs the scores first;
    an entry it lifted says by how much (``history_boost``). ``written``: the names a query writer
    added, fused into the scores at :data:`~reflect_cli.envs.query_writer.draft.WEIGHT`."""
    reranked = parsed.commit_like  # the scores of its first files are the re-ranking's
    weighed = history if history_used(history, parsed) else None
    ranker = ranker_for(view)
    scores = default_scores(ranker, parsed)
    if written:
        scores = fused_scores(ranker, parsed.text, scores, " ".join(written), WEIGHT)
    plain = scores
    if weighed is not None:
        scores = weighed.apply(scores, ranker.rank(scores), parsed.text)
    searched = searched_text(parsed)
    # A file with no evidence (it shares no term with the question: score 0, empty excerpt) never
    # comes before one that matches, whoever chose it: an identified guess, a file read.
    identified_matches = bool(identified) and scores.get(identified, 0.0) > 0  # type: ignore[arg-type]
    picks: list[tuple[str, str]] = [(identified, "identified")] if identified and identified_matches else []
    order = {rel: i for i, rel in enumerate(read)}
    ranked_read = sorted(order, key=lambda r: (-scores.get(r, 0.0), order[r]))
    # A file the explorer read is placed by its score times READ_MARGIN among the ranking: having
    # opened it is some evidence, never more than a file that matches READ_MARGIN times better.
    merged = [(scores[rel] * READ_MARGIN, 0, order[rel], rel, "read") for rel in ranked_read if scores.get(rel, 0.0) > 0]
    merged += [(score, 1, i, rel, "lexical") for i, (rel, score) in enumerate(ranker.rank(scores))]
    picks.extend((rel, why) for _, _, _, rel, why in sorted(merged, key=lambda m: (-m[0], m[1], m[2])))
    if identified and not identified_matches:
        picks.append((identified, "identified"))
    picks.extend((rel, "read") for rel in ranked_read if scores.get(rel, 0.0) <= 0)
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for rel, why in picks:
        if rel in seen:
            continue
        seen.add(rel)
        text = view.read_file(rel, max_bytes=READ_BYTES).text or ""  # the text the ranking read
        out.append({"rank": len(out) + 1, "path": rel, "score": _shown_score(scores.get(rel, 0.0)), "why": why,
                    "excerpt": best_excerpt(text, searched), "definition": _definition(rel, text, searched)})
        if reranked:
            out[-1]["reranked"] = True
        if scores is not plain and scores.get(rel, 0.0) > plain.get(rel, 0.0) > 0:
            out[-1]["history_boost"] = round(scores[rel] / plain[rel], 2)
        if len(out) >= top:
            break
    if identified and identified not in seen:  # after the evidence, but always in the answer
        text = view.read_file(identified, max_bytes=READ_BYTES).text or ""
        out = out[: top - 1] + [{"rank": min(len(out) + 1, top), "path": identified, "score": 0.0,
                                 "why": "identified", "excerpt": best_excerpt(text, searched),
                                 "definition": _definition(identified, text, searched)}]
    return out


def shown_files(files: Sequence[dict[str, Any]], top: int, identified: str | None = None) -> list[dict[str, Any]]:
    """The first ``top`` of ``files`` (ranked :data:`CONFIDENCE_DEPTH` deep for the confidence),
    the identified file kept last when it falls below them, as :func:`ranked_files` keeps it."""
    out = list(files[:top])
    if identified and top > 0 and all(f["path"] != identified for f in out):
        entry = next((f for f in files if f["path"] == identified), None)
        if entry is not None:
            out = out[: top - 1] + [{**entry, "rank": min(len(out) + 1, top)}]
    return out


def history_used(history: HistoryPrior | None, parsed: Question) -> bool:
    """Whether ``history`` (an installed prior, or None) re-weighs the answer to ``parsed``: only
    a description of a change, the kind of text it is fitted and measured on."""
    return history is not None and history.active and parsed.describes_change


def _definition(rel: str, text: str, question: str) -> dict[str, Any] | None:
    """Where in the file to look: the best-matching function, class or section and its lines."""
    low = rel.lower()
    return best_definition(text, question, markdown=low.endswith((".md", ".markdown")),
                           ini=low.endswith((".toml", ".cfg", ".ini")))


def _stem_terms(rel: str) -> set[str]:
    """The terms of a file's name (a package's ``__init__`` is named by its folder)."""
    name = rel.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    if name == "__init__" and "/" in rel:
        name = rel.rsplit("/", 2)[-2]
    return code_terms(name)


def confidence_features(files: Sequence[dict[str, Any]], parsed: Question) -> dict[str, float]:
    """What :data:`CALIBRATION` weighs, from the answer alone: how far the first file's score
    stands above the runner-up's (``log_margin``) and above the fifth's (``log_spread``); whether
    the question is a pasted report or traceback; whether the first file's name (``name_match``)
    or its best definition's name (``def_match``) is a word of the question, and whether no other
    listed file's name is (``name_unique``); whether it is a test, doc or change log."""
    scores = [max(float(f["score"]), 1e-3) for f in files]
    best = scores[0]
    wanted = code_terms(parsed.text)
    top = files[0]
    named = [bool(_stem_terms(f["path"]) & wanted) for f in files]
    definition = top.get("definition") or {}
    own = code_terms(str(definition.get("name", "")).rsplit(".", 1)[-1]) if definition else set()
    return {
        "log_margin": math.log(best / scores[1]) if len(scores) > 1 else math.log(best / 1e-3),
        "log_spread": math.log(best / scores[-1]) if len(scores) > 1 else math.log(best / 1e-3),
        "report": float(parsed.shape in ("report", "traceback")),
        "name_match": float(named[0]),
        "name_unique": float(named[0] and not any(named[1:])),
        "def_match": float(bool(own & wanted)),
        "secondary": float(secondary_file(top["path"])),
    }


def calibration_kind(parsed: Question) -> str:
    """Which calibration serves ``parsed``: ``change`` (a description of a change, re-ranked),
    ``symbol`` (a bare symbol) or ``other``."""
    if parsed.commit_like:
        return "change"
    return "symbol" if parsed.shape == "symbol" else "other"


def ranking_probability(files: Sequence[dict[str, Any]], parsed: Question) -> float:
    """The probability that ``files[0]`` is right (0 when nothing matched): :data:`CALIBRATION`'s,
    :data:`CHANGE_CALIBRATION`'s for a description of a change, :data:`SYMBOL_CALIBRATION`'s for
    a bare symbol."""
    if not files or files[0]["score"] <= 0:
        return 0.0
    model = {"change": CHANGE_CALIBRATION, "symbol": SYMBOL_CALIBRATION}.get(calibration_kind(parsed), CALIBRATION)
    feats = confidence_features(files, parsed)
    z = model["bias"] + sum(w * feats[name] for name, w in model.items() if name != "bias")
    return 1 / (1 + math.exp(-z))


def level_of(probability: float, concerns: bool = False) -> str:
    """``high`` only at :data:`HIGH_P` and without concerns, ``low`` below :data:`LOW_P`."""
    if probability < LOW_P:
        return "low"
    return "high" if probability >= HIGH_P and not concerns else "medium"


def _margin_text(files: Sequence[dict[str, Any]]) -> str:
    if len(files) < 2 or files[1]["score"] <= 0:
        return f"top score {files[0]['score']:.2f}, no runner-up"
    return f"top score {files[0]['score']:.2f}, {files[0]['score'] / files[1]['score']:.2f}x the runner-up's"


@dataclass(frozen=True)
class Exploration:
    """What a model's exploration leaves for the answer: the file it identified (None when it
    identified none), the files it read, the policy's probability of its `id`, and whether a Ctrl-C
    cut it short."""

    identified: str | None = None
    read: Sequence[str] = ()
    id_probability: float | None = None
    interrupted: bool = False


def confidence(files: Sequence[dict[str, Any]], question: Question,
               explored: Exploration | None = None) -> dict[str, Any]:
    """How far to trust ``files`` (the answer, ranked :data:`CONFIDENCE_DEPTH` deep): the calibrated
    probability that the first is right (:func:`ranking_probability`, computed once; 0 when nothing
    matched) and the level it gives (:func:`level_of`). After a model's exploration (``explored``)
    concerns keep the level below ``high``: an `id` chosen with p < :data:`CONFIDENT_P`, a file
    identified unread or sharing no word with the question, none identified. After a Ctrl-C: the
    ranking's level, never ``high``. A low level says why, in numbers that are true."""
    p = round(ranking_probability(files, question), 3)  # the level is read from what is reported
    if explored is not None and not explored.interrupted:
        reasons: list[str] = []
        if explored.identified is None:
            reasons.append("no file was identified: the list is the explorer's reads and the BM25 ranking")
        else:
            if explored.id_probability is not None and explored.id_probability < CONFIDENT_P:
                reasons.append(f"the model chose `id` with p={explored.id_probability:.2f} (< {CONFIDENT_P})")
            if explored.identified not in explored.read:
                reasons.append("the model identified the file without reading it")
            if not any(f["path"] == explored.identified and f["score"] > 0 for f in files):
                reasons.append("the identified file shares no word with the question (listed after the files that do)")
        level = level_of(p, concerns=bool(reasons))
        if level == "low":
            reasons.append(f"the first file is right with an estimated probability of {p:.2f}")
        return {"level": level, "probability": p, "id_probability": explored.id_probability, "reasons": reasons}
    if not files or files[0]["score"] <= 0:
        level, reasons = "low", ["no file shares a word with the question"]
    else:
        level = level_of(p)
        reasons = [] if level != "low" else [
            f"the first file is right with an estimated probability of {p:.2f} ({_margin_text(files)})"]
    if explored is not None:  # interrupted: the answer so far, the files read then the ranking
        level = "medium" if level == "high" else level
        reasons.append("the exploration was interrupted")
    return {"level": level, "probability": p, "reasons": reasons}


def answer_files(view: FileView, parsed: Question, *, top: int, explored: Exploration | None = None,
                 history: HistoryPrior | None = None,
                 written: Sequence[str] = ()) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The answer's ``top`` files and its :func:`confidence`, from one ranking
    :data:`CONFIDENCE_DEPTH` deep: the ranking's alone (``explored`` None), with a model's
    exploration merged in, or with the exploration so far after a Ctrl-C; ``written``: a query
    writer's names fused into the ranking (:func:`ranked_files`)."""
    identified = explored.identified if explored is not None else None
    ranked = ranked_files(view, parsed, identified=identified, read=explored.read if explored is not None else (),
                          top=max(top, CONFIDENCE_DEPTH), history=history, written=written)
    return shown_files(ranked, top, identified), confidence(ranked, parsed, explored)


def bm25_answer(root: str | Path, parsed: Question, *, top: int = 5,
                history: HistoryPrior | None = None) -> ExploreResult:
    """The answer of ``--model bm25``: the lexical ranking alone, no model, no steps; with
    ``history``, re-weighed by what the repository's commits say (model ``bm25+history``)."""
    start = time.perf_counter()
    model = "bm25+history" if history_used(history, parsed) else "bm25"
    view = FileView(root)
    files, trust = answer_files(view, parsed, top=top, history=history)
    return ExploreResult(question=parsed.text, root=str(view.root), found=bool(files), files=files, model=model,
                         seconds=time.perf_counter() - start, confidence=trust, ended="ranking")


def written_answer(root: str | Path, parsed: Question, query: Any, *, top: int = 5) -> ExploreResult:
    """The answer of ``--model writer``: the ranking with the names a query writer wrote fused in
    (``query``: :class:`~reflect_cli.explore.writer.WrittenQuery`), no steps; with no name, the
    plain ranking's answer (model ``bm25+writer`` either way)."""
    start = time.perf_counter()
    view = FileView(root)
    files, trust = answer_files(view, parsed, top=top, written=query.names)
    return ExploreResult(question=parsed.text, root=str(view.root), found=bool(files), files=files,
                         model="bm25+writer", seconds=time.perf_counter() - start, confidence=trust,
                         ended="ranking", query=query.to_json())


def interrupted_answer(root: str | Path, parsed: Question, *, read: Sequence[str], steps: list[ExploreStep],
                       top: int) -> ExploreResult:
    """After Ctrl-C: the answer so far (the files read, then the BM25 ranking), never "high"."""
    view = FileView(root)
    files, trust = answer_files(view, parsed, top=top, explored=Exploration(read=read, interrupted=True))
    return ExploreResult(question=parsed.text, root=str(view.root), found=False, files=files, steps=list(steps),
                         model="interrupted", confidence=trust, ended="interrupted")
