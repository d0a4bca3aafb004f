"""reflect as a library: ``from reflect_cli.api import explore``.

    >>> answer = explore("path/to/repo", "Where are the settings loaded?")
    >>> answer.files[0].path, answer.files[0].span, answer.probability, answer.level

Each call has its own walking budget and options (nothing of one call leaks into the next); what
is kept between calls is the tree's stored index (reflect's cache folder) and this process's warm
ranking of each tree, which a call reuses only while a new walk finds every file unchanged. Safe
to call from several threads. ``reflect explore --json`` prints :meth:`Answer.to_json`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from reflect_cli.errors import UsageError
from reflect_cli.explore.answer import ExploreResult
from reflect_cli.explore.options import ExploreOptions
from reflect_cli.explore.run import ExploreHooks, explore_question
from reflect_cli.search.fileview.budget import WALK_SECONDS

__all__ = ["Answer", "AnswerFile", "Excerpt", "Span", "explore"]


@dataclass(frozen=True)
class Span:
    """The best-matching definition (function, class, section) of a file: its lines and name."""

    start: int
    end: int
    name: str


@dataclass(frozen=True)
class Excerpt:
    """One line of a file that matches the question (its number, from 1, and its text)."""

    line: int
    text: str


@dataclass(frozen=True)
class AnswerFile:
    """One file of the ranked answer. ``why``: ``identified``, ``read`` or ``lexical``; ``score``:
    its BM25 relevance (one scale for all entries); ``history_boost``: how much the repository's
    history (``reflect adapt``) lifted it, if it did."""

    rank: int
    path: str
    score: float
    why: str
    span: Span | None
    excerpt: tuple[Excerpt, ...]
    reranked: bool = False
    history_boost: float | None = None

    @property
    def definition(self) -> str | None:
        return self.span.name if self.span is not None else None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rank": self.rank, "path": self.path, "score": self.score, "why": self.why,
            "excerpt": "\n".join(f"{e.line}: {e.text}" for e in self.excerpt),
            "definition": None if self.span is None else {"name": self.span.name, "start": self.span.start,
                                                          "end": self.span.end},
        }
        if self.reranked:
            out["reranked"] = True
        if self.history_boost is not None:
            out["history_boost"] = self.history_boost
        return out


@dataclass(frozen=True)
class Answer:
    """What :func:`explore` answers. ``probability``: the calibrated probability that
    ``files[0]`` is right; ``level``: ``high``, ``medium`` or ``low``; ``reasons``: why it is not
    high; ``notes``: what the run said (the walk was cut, which model answered); ``query``: what a
    query writer wrote (``--model writer``: ``names``, ``reflection``, ``writer``), else None."""

    question: str
    root: str
    found: bool
    files: tuple[AnswerFile, ...]
    probability: float
    level: str
    reasons: tuple[str, ...]
    model: str
    ended: str
    seconds: float
    notes: tuple[str, ...] = ()
    confidence: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    steps: tuple[Mapping[str, Any], ...] = ()
    index: Mapping[str, Any] | None = None
    budget: Mapping[str, Any] | None = None
    query: Mapping[str, Any] | None = None  # --model writer: ``names`` added, ``reflection``, ``writer`` run

    @property
    def path(self) -> str | None:
        """The first file's path, if any."""
        return self.files[0].path if self.files else None

    def to_json(self) -> dict[str, Any]:
        """The document ``reflect explore --json`` prints."""
        out: dict[str, Any] = {
            "question": self.question, "root": self.root, "found": self.found,
            "files": [f.to_json() for f in self.files], "steps": [_plain(s) for s in self.steps],
            "model": self.model, "seconds": round(self.seconds, 3), "confidence": _plain(self.confidence),
            "ended": self.ended, "index": _plain(self.index),
        }
        if self.budget is not None:
            out["budget"] = _plain(self.budget)
        if self.query is not None:
            out["query"] = _plain(self.query)
        return out


def _plain(value: Any) -> Any:
    """``value`` with its read-only mappings and tuples as JSON's dicts and lists."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, Mapping):
        return MappingProxyType({k: _frozen(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def _excerpt(text: str) -> tuple[Excerpt, ...]:
    out = []
    for row in text.split("\n") if text else ():
        number, _, line = row.partition(": ")
        out.append(Excerpt(int(number), line))
    return tuple(out)


def _file(entry: Mapping[str, Any]) -> AnswerFile:
    where = entry.get("definition")
    return AnswerFile(
        rank=entry["rank"], path=entry["path"], score=entry["score"], why=entry["why"],
        span=Span(where["start"], where["end"], where["name"]) if where else None,
        excerpt=_excerpt(entry.get("excerpt") or ""), reranked=bool(entry.get("reranked")),
        history_boost=entry.get("history_boost"),
    )


def answer_of(result: ExploreResult, notes: tuple[str, ...] = ()) -> Answer:
    """The typed, frozen :class:`Answer` of an explore result (its JSON is the result's)."""
    doc = result.to_json()
    confidence = doc["confidence"]
    return Answer(
        question=doc["question"], root=doc["root"], found=doc["found"],
        files=tuple(_file(f) for f in doc["files"]), probability=float(confidence.get("probability", 0.0)),
        level=str(confidence.get("level", "low")), reasons=tuple(confidence.get("reasons", ())),
        model=doc["model"], ended=doc["ended"], seconds=result.seconds, notes=notes,
        confidence=_frozen(confidence), steps=_frozen(doc["steps"]), index=_frozen(doc["index"]),
        budget=_frozen(doc.get("budget")), query=_frozen(doc.get("query")),
    )


def explore(path: str | Path, question: str, *, top: int = 5, budget: float = WALK_SECONDS, model: str | None = None,
            writer: str | None = None, options: ExploreOptions | None = None,
            clock: Callable[[], float] = time.monotonic) -> Answer:
    """The files of ``path`` that answer ``question``, best first (``top`` of them), as
    ``reflect explore PATH QUESTION --json`` answers. ``budget``: seconds this call may spend
    walking and reading the tree (a tree's first question, which builds its stored index, gets
    longer). ``model``: as ``--model`` (None: the default, the BM25 ranking unless ``reflect
    adapt`` installed an explorer for ``path``; ``writer``: the ranking with the names a trained
    query writer adds, ``writer`` naming its run). ``options`` sets everything else
    (:class:`~reflect_cli.explore.options.ExploreOptions`; ``top``, ``budget``, ``model`` and a
    given ``writer`` override it); ``Answer.query`` says what a writer wrote. Raises :class:`~reflect_cli.errors.ReflectError` (with a hint) for a path that
    is not a folder, an empty question or a tree without a readable text file."""
    if not 1 <= top <= 100:
        raise UsageError(f"top={top}: the answer lists 1 to 100 files")
    if not 0 < budget <= 600:
        raise UsageError(f"budget={budget}: give the walk between 0 and 600 seconds")
    options = (options or ExploreOptions()).but(top=top, budget=budget, model=model)
    if writer is not None:
        options = options.but(writer=writer)
    notes: list[str] = []
    hooks = ExploreHooks(say=lambda text, kind: notes.append(text) if kind != "plain" else None)
    result = explore_question(Path(path).expanduser(), question, options, hooks=hooks, clock=clock)
    return answer_of(result, tuple(notes))
