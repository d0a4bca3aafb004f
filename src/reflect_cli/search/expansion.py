"""Written queries fused into the ranking, and the controls a learned query writer must beat.

A question's words are not the code's. A *written query* (names, terms, path guesses) is looked
up in the same code index and added to the question's scores (:func:`fuse`): BM25 sums over
terms, so this is the ranking of the question with the query's new terms appended, read with the
same role weights. :func:`residual_reward` scores a query by where the right file lands against
the question alone, so nothing is earned for what the ranking already had and damage costs.

Controls, each a way to write a query without a trained model:

* :func:`feedback_terms`: pseudo-relevance feedback (RM3-like), the terms that weigh most in the
  ranking's own first files;
* :class:`TranslationTable`: question words -> code terms, counted over (question, changed file)
  pairs of other repositories, as in translation models for retrieval;
* :func:`candidate_names`: the vocabulary a writer chooses from, the names the ranking's first
  files define (what an oracle that knows the right file can pick from).
"""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reflect_cli.search.questions import parse_question
from reflect_cli.search.ranker import INIT_WEIGHT, RepoRanker
from reflect_cli.search.roles import SECONDARY_WEIGHT, secondary_file
from reflect_cli.search.terms import query_terms

NOT_FOUND_RANK = 0  # a rank of 0 means the file is not among the ranked files
MAX_QUERY_TERMS = 32  # a written query longer than this is cut: it can only drift


def extra_scores(ranker: RepoRanker, new_terms: Iterable[str], *, asks_role: bool = False) -> dict[str, float]:
    """BM25 of every file for ``new_terms`` alone, read with the answer's role weights (tests,
    docs and change logs weigh :data:`~reflect_cli.search.roles.SECONDARY_WEIGHT` unless the
    question asks for one; a package ``__init__`` :data:`~reflect_cli.search.ranker.INIT_WEIGHT`)."""
    chosen = sorted(set(new_terms))[:MAX_QUERY_TERMS]
    if not chosen:
        return {}
    raw = ranker.index.scores(chosen)
    out: dict[str, float] = {}
    for rel, score in raw.items():
        if not asks_role and secondary_file(rel):
            score *= SECONDARY_WEIGHT
        if rel == "__init__.py" or rel.endswith("/__init__.py"):
            score *= INIT_WEIGHT
        out[rel] = score
    return out


def fuse(base: Mapping[str, float], extra: Mapping[str, float], weight: float = 1.0) -> dict[str, float]:
    """``base`` plus ``weight`` times ``extra``, file by file."""
    out = dict(base)
    for rel, score in extra.items():
        out[rel] = out.get(rel, 0.0) + weight * score
    return out


def fused_scores(ranker: RepoRanker, question: str, base: Mapping[str, float], query: str,
                 weight: float = 1.0) -> dict[str, float]:
    """The question's ``base`` scores with the written ``query``'s new terms fused in."""
    new = query_terms(query) - query_terms(question)
    return fuse(base, extra_scores(ranker, new, asks_role=parse_question(question).asks_role), weight)


def rank_of(ranker: RepoRanker, scores: Mapping[str, float], targets: Iterable[str]) -> int:
    """1-based rank of the best-placed target among ``scores``' positive files (ties: walk order),
    :data:`NOT_FOUND_RANK` when none is there."""
    wanted = set(targets)
    for i, (rel, _) in enumerate(ranker.rank(dict(scores)), start=1):
        if rel in wanted:
            return i
    return NOT_FOUND_RANK


def reciprocal(rank: int) -> float:
    return 1.0 / rank if rank > 0 else 0.0


def residual_reward(before: int, after: int) -> float:
    """What a written query earns: the target's reciprocal rank with the query fused in, minus
    without it (in [-1, 1]; 0 when it changed nothing)."""
    return reciprocal(after) - reciprocal(before)


def feedback_terms(ranker: RepoRanker, scores: Mapping[str, float], question: str, *, docs: int = 3,
                   count: int = 8) -> list[str]:
    """Pseudo-relevance feedback (RM3-like): the ``count`` terms that weigh most in the first
    ``docs`` files of ``scores`` (each file's term weights normalised, then weighted by its score
    share and the term's idf), minus the question's own terms."""
    top = ranker.rank(dict(scores))[:docs]
    total = sum(s for _, s in top) or 1.0
    asked = query_terms(question)
    weights: dict[str, float] = defaultdict(float)
    for rel, score in top:
        features = ranker.index.features(rel)
        if features is None or not features.weights:
            continue
        norm = sum(features.weights.values())
        for term, w in features.weights.items():
            if term not in asked and len(term) > 2:
                weights[term] += (score / total) * (w / norm)
    scored = sorted(((w * ranker.index.idf(t), t) for t, w in weights.items()), key=lambda x: (-x[0], x[1]))
    return [t for _, t in scored[:count]]


def candidate_names(ranker: RepoRanker, scores: Mapping[str, float], question: str, *, files: int = 8,
                    per_file: int = 3, limit: int = 24) -> list[str]:
    """Names a writer may add: for each of the first ``files`` files of ``scores``, the
    ``per_file`` names it defines that are rarest in the tree (highest idf) and not already asked,
    then its file stem; deduplicated, at most ``limit``, in ranking order."""
    asked = query_terms(question)
    out: list[str] = []
    seen: set[str] = set()
    for rel, _ in ranker.rank(dict(scores))[:files]:
        features = ranker.index.features(rel)
        names = [n for n in (features.defs if features is not None else ()) if len(n) > 2 and not n.startswith("__")]
        ranked = sorted(dict.fromkeys(names), key=lambda n: (-name_idf(ranker, n), n))
        stem = rel.rsplit("/", 1)[-1].rsplit(".", 1)[0].lstrip("_")
        for name in [*[n for n in ranked if not query_terms(n) <= asked][:per_file], stem]:
            key = name.lower()
            if name and key not in seen and query_terms(name) - asked:
                seen.add(key)
                out.append(name)
    return out[:limit]


def name_idf(ranker: RepoRanker, name: str) -> float:
    """How rare a name's rarest term is in the tree (0 for a name of no index term)."""
    got = [ranker.index.idf(t) for t in query_terms(name)]
    return max(got) if got else 0.0


@dataclass
class TranslationTable:
    """p(code term | question word), counted over (question, changed file) pairs: each pair adds
    one count to every (question word, term the file defines) pair, normalised per question word
    and divided by the term's overall frequency (a term every file defines translates nothing)."""

    pair_counts: dict[str, dict[str, float]] = field(default_factory=dict)
    word_counts: dict[str, int] = field(default_factory=dict)
    term_counts: dict[str, int] = field(default_factory=dict)
    pairs: int = 0

    @classmethod
    def fit(cls, pairs: Sequence[tuple[str, Sequence[str]]], *, min_count: int = 2,
            max_terms_per_file: int = 64) -> TranslationTable:
        """``pairs``: (question, the names the changed file defines)."""
        joint: dict[str, Counter[str]] = defaultdict(Counter)
        words: Counter[str] = Counter()
        term_freq: Counter[str] = Counter()
        for question, names in pairs:
            qwords = query_terms(question)
            code = sorted(set().union(*(query_terms(n) for n in names)) if names else set())[:max_terms_per_file]
            if not qwords or not code:
                continue
            words.update(qwords)
            term_freq.update(code)
            for w in qwords:
                joint[w].update(code)
        table = cls(pairs=len(pairs))
        table.word_counts = {w: c for w, c in words.items() if c >= min_count}
        table.term_counts = dict(term_freq)
        for w in sorted(table.word_counts):
            kept = {t: float(c) for t, c in joint[w].items() if c >= min_count}
            if kept:
                table.pair_counts[w] = kept
        return table

    def translate(self, question: str, vocabulary: Iterable[str] | None = None, *, count: int = 8) -> list[str]:
        """The ``count`` code terms the question's words translate to best (PMI-weighted), among
        ``vocabulary`` when given (the tree's own terms), minus the question's own terms."""
        asked = query_terms(question)
        allowed = set(vocabulary) if vocabulary is not None else None
        scores: dict[str, float] = defaultdict(float)
        total = max(self.pairs, 1)
        for w in asked:
            row = self.pair_counts.get(w)
            if not row:
                continue
            cw = self.word_counts[w]
            for t, c in row.items():
                if t in asked or (allowed is not None and t not in allowed):
                    continue
                pmi = math.log(c * total / (cw * self.term_counts.get(t, 1)))
                if pmi > 0:
                    scores[t] += pmi * c / cw
        return [t for t, _ in sorted(scores.items(), key=lambda x: (-x[1], x[0]))[:count]]

    def save(self, path: Path) -> None:
        path.write_text(json.dumps({"pairs": self.pairs, "words": self.word_counts, "terms": self.term_counts,
                                    "table": self.pair_counts}, sort_keys=True), encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> TranslationTable:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return cls(pair_counts=raw["table"], word_counts=raw["words"], term_counts=raw["terms"], pairs=raw["pairs"])
