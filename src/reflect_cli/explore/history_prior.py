"""What a repository's own history says about where a question's answer is: the ranking,
re-weighed by the files its past commits changed (``reflect adapt`` learns it; ``reflect explore``
uses the one installed for a repository).

Two kinds of evidence, both from past questions with known answers (commit messages and the
source files each commit changed), the way bug-localisation tools use a project's history:

* **how often a file changed**: ``((changes + ALPHA) / ALPHA) ** file_weight``, a file that many
  past commits touched is more likely the answer to the next question;
* **what similar questions changed**: BM25 of the question against the past messages; each of
  the :data:`SIMILAR` most similar shares its score among the files it changed, and the file with
  the most gets ``exp(similar_weight)``, the others in proportion.

Only the ranking's first :data:`CANDIDATES` files are re-weighed, and multiplicatively: a file
that shares no word with the question stays out of the answer whatever its history. The two
weights are chosen per repository by :func:`fit`, on the training questions in time order, each
answered with the history older than it, so nothing is weighed that did not help there.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

SCHEMA = "reflect.history-prior/1"
ALPHA = 0.5  # pseudo-count: a file never changed keeps its score
SIMILAR = 20  # past questions whose files count as evidence
CANDIDATES = 30  # the ranking's files that are re-weighed
FILE_WEIGHTS = (0.0, 0.1, 0.2, 0.3, 0.5)
SIMILAR_WEIGHTS = (0.0, 0.25, 0.5, 1.0)
MAX_PAST = 5000  # past questions kept (the newest)
# What a stored prior may hold (:meth:`HistoryPrior.from_json` refuses more): the file, each past
# question's words and files, and the weights (fit() picks them from the grids above).
MAX_FILE_BYTES = 32 * 1024 * 1024
MAX_WORDS = 1000
MAX_TARGETS = 100
MAX_WEIGHT = 10.0
_WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> list[str]:
    """The question's words for matching past messages: lower-case runs of letters and digits."""
    return [w for w in _WORD.findall(text.lower()) if len(w) > 1]


@dataclass
class HistoryPrior:
    """Past questions (``words``, ``targets``) and the two weights; :meth:`apply` re-weighs scores."""

    past: list[tuple[list[str], list[str]]] = field(default_factory=list)
    file_weight: float = 0.0
    similar_weight: float = 0.0
    _stats: tuple[Counter, Counter, float] | None = field(default=None, repr=False, compare=False)
    _last: tuple[str, dict[str, float]] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def from_tasks(cls, tasks: Sequence[dict[str, Any]], file_weight: float = 0.0,
                   similar_weight: float = 0.0) -> HistoryPrior:
        past = [(words(str(t["question"])), [str(p) for p in t["targets"]]) for t in tasks][-MAX_PAST:]
        return cls(past, file_weight, similar_weight)

    @property
    def active(self) -> bool:
        return bool(self.past) and (self.file_weight > 0 or self.similar_weight > 0)

    def _statistics(self) -> tuple[Counter, Counter, float]:
        if self._stats is None:
            changes = Counter(p for _, targets in self.past for p in targets)
            df = Counter(w for ws, _ in self.past for w in set(ws))
            mean_len = sum(len(ws) for ws, _ in self.past) / max(len(self.past), 1) or 1.0
            self._stats = (changes, df, mean_len)
        return self._stats

    def similar(self, question: str) -> dict[str, float]:
        """Each file's share of the BM25 scores of the :data:`SIMILAR` past questions most like ``question``."""
        if not self.past:
            return {}
        if self._last is not None and self._last[0] == question:
            return self._last[1]
        _, df, mean_len = self._statistics()
        n = len(self.past)
        asked = set(words(question))
        scored = []
        for i, (ws, _) in enumerate(self.past):
            tf = Counter(w for w in ws if w in asked)
            s = 0.0
            for w, k in tf.items():
                idf = math.log(1 + (n - df[w] + 0.5) / (df[w] + 0.5))
                s += idf * k * 2.2 / (k + 1.2 * (0.25 + 0.75 * len(ws) / mean_len))
            if s > 0:
                scored.append((-s, i))
        out: dict[str, float] = {}
        for neg, i in sorted(scored)[:SIMILAR]:
            targets = self.past[i][1]
            for p in targets:
                out[p] = out.get(p, 0.0) - neg / len(targets)
        self._last = (question, dict(out))
        return self._last[1]

    def boosts(self, question: str, files: Sequence[str]) -> dict[str, float]:
        """The factor (>= 1) each of ``files`` is multiplied by."""
        if not self.active:
            return {}
        changes = self._statistics()[0]
        similar = self.similar(question) if self.similar_weight > 0 else {}
        top = max(similar.values(), default=0.0) or 1.0
        out = {}
        for rel in files:
            log_boost = self.file_weight * math.log((changes[rel] + ALPHA) / ALPHA)
            log_boost += self.similar_weight * similar.get(rel, 0.0) / top
            if log_boost > 0:
                out[rel] = math.exp(log_boost)
        return out

    def apply(self, scores: dict[str, float], ranked: Sequence[tuple[str, float]], question: str) -> dict[str, float]:
        """``scores`` with the ranking's first :data:`CANDIDATES` (``ranked``, best first) re-weighed."""
        if not self.active:
            return scores
        boosts = self.boosts(question, [rel for rel, _ in ranked[:CANDIDATES]])
        return {rel: s * boosts.get(rel, 1.0) for rel, s in scores.items()}

    def to_json(self) -> dict[str, Any]:
        return {"schema": SCHEMA, "file_weight": self.file_weight, "similar_weight": self.similar_weight,
                "past": [{"words": ws, "targets": ts} for ws, ts in self.past]}

    @classmethod
    def from_json(cls, doc: Any) -> HistoryPrior:
        """The prior of :meth:`to_json`; ValueError when ``doc`` is not one."""
        if not isinstance(doc, dict) or doc.get("schema") != SCHEMA:
            raise ValueError(f"not a {SCHEMA} document")
        weights: list[Any] = [doc.get("file_weight"), doc.get("similar_weight")]
        if not all(type(w) in (int, float) and math.isfinite(w) and 0 <= w <= MAX_WEIGHT for w in weights):
            raise ValueError(f"weights {weights!r:.80} are not numbers from 0 to {MAX_WEIGHT:g}")
        entries = doc.get("past")
        if not isinstance(entries, list) or len(entries) > MAX_PAST:
            raise ValueError(f"'past' is not a list of at most {MAX_PAST} questions")
        past = []
        for entry in entries:
            ws, ts = (entry.get("words"), entry.get("targets")) if isinstance(entry, dict) else (None, None)
            if not (isinstance(ws, list) and len(ws) <= MAX_WORDS and all(type(w) is str for w in ws)
                    and isinstance(ts, list) and len(ts) <= MAX_TARGETS and all(type(t) is str for t in ts)):
                raise ValueError(f"a past question that is not {MAX_WORDS} words and {MAX_TARGETS} files at most")
            past.append((ws, ts))
        return cls(past, float(weights[0]), float(weights[1]))


def first_file(ranked: Sequence[tuple[str, float]], scores: dict[str, float]) -> str | None:
    """The best of ``ranked``'s files by ``scores`` (ties: ``ranked``'s order)."""
    best = None
    for i, (rel, _) in enumerate(ranked[:CANDIDATES]):
        key = (scores.get(rel, 0.0), -i)
        if best is None or key > best[0]:
            best = (key, rel)
    return best[1] if best is not None and best[0][0] > 0 else None


def fit(tasks: Sequence[dict[str, Any]], ranked: Callable[[dict[str, Any]], Sequence[tuple[str, float]]], *,
        applies: Callable[[dict[str, Any]], bool] = lambda task: True, warmup: float = 1 / 3,
        out_of_time: Callable[[], bool] = lambda: False) -> dict[str, Any]:
    """Choose the two weights on ``tasks`` (oldest first, each with ``question`` and ``targets``):
    every task after the first ``warmup`` share is answered by the ranking (``ranked(task)``:
    ``(path, score)`` best first) re-weighed with the history of the tasks before it (unless
    ``applies(task)`` says the prior is not used for such a question), for every pair
    of :data:`FILE_WEIGHTS` x :data:`SIMILAR_WEIGHTS`; the pair with the most right first files
    wins (ties: the smaller weights, the ranking itself first). ``out_of_time()`` true stops the
    questions early (the fit uses those answered). Returns ``file_weight``, ``similar_weight``,
    ``n`` (questions scored), ``right`` (first files right, by weight pair) and ``ranking_right``."""
    start = max(1, int(len(tasks) * warmup))
    grid = list(itertools.product(FILE_WEIGHTS, SIMILAR_WEIGHTS))
    right: Counter[tuple[float, float]] = Counter()
    n = 0
    for i in range(start, len(tasks)):
        if out_of_time():
            break
        task = tasks[i]
        listing = list(ranked(task))[:CANDIDATES]
        if not listing:
            continue
        n += 1
        targets = set(task["targets"])
        base = dict(listing)
        history = HistoryPrior.from_tasks(tasks[:i])
        used = applies(task)
        for fw, sw in grid:
            history.file_weight, history.similar_weight = fw, sw
            boosted = history.apply(base, listing, str(task["question"])) if used else base
            right[(fw, sw)] += first_file(listing, boosted) in targets
    fw, sw = max(grid, key=lambda g: (right[g], -(g[0] + g[1]), -g[0]))
    return {"file_weight": fw, "similar_weight": sw, "n": n, "right": right[(fw, sw)],
            "ranking_right": right[(0.0, 0.0)],
            "grid": [{"file_weight": g[0], "similar_weight": g[1], "right": right[g]} for g in grid]}
