"""The answer's first files re-ranked by a learned linear model, for a description of a change.

A commit message or a pasted report says what should change, rarely where: the ranking's order
for it is read from a few more facts about each of its first :data:`CANDIDATES` files (which of
the file's parts the question's words hit, how large it is, whether its name or the names it
defines are in the question). :data:`WEIGHTS` are a listwise softmax fitted on the git histories
of nine non-reserved repositories (``benchmarks/fit_rerank.py``). A question that asks where
something is, a bare symbol and a traceback keep the ranking as it is: the model was neither
fitted nor measured on them. Nor does a pasted issue report: the model was fitted on commit
messages, and on the SWE-bench reports of five repositories it put the right file first less often
than the ranking (benchmarks/HISTORY.md §24). A report's title, its one line that says what is
wrong, counts as much as its whole text instead (:data:`TITLE_WEIGHT`).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import replace

from reflect_cli.search.code_index import is_prose, path_text, text_fields
from reflect_cli.search.questions import Question
from reflect_cli.search.ranker import RepoRanker
from reflect_cli.search.roles import secondary_file
from reflect_cli.search.terms import code_terms, query_terms

CANDIDATES = 20  # re-ranked: the ranking's first files (past them, its order is kept)
FIELDS = ("path", "defs", "docs", "body")
# Raw-scale weights of the features of candidate_features (their sum is a file's log-odds).
WEIGHTS: dict[str, float] = {
    "first": 0.33, "log_plain": 0.7568, "path": 9.9168, "defs": 2.5672, "docs": 2.5633, "body": 4.3751,
    "evidence": 0.2564, "secondary": -3.8891, "prose": -1.2377, "log_size": 0.4633, "name_said": 1.4785,
    "defines_named": 2.3886,
}
# A pasted report's first line, its title, counts this much beside the whole report (the two score
# lists each scaled to their best file): chosen on the SWE-bench reports of five repositories,
# each held out in turn (128 -> 142 of 234 first files right; benchmarks/HISTORY.md §24).
TITLE_WEIGHT = 1.0
MAX_TITLE_WORDS = 30  # a first line longer than this is a paragraph, not a title
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_BACKTICK = re.compile(r"`([^`\n]+)`")


def report_title(parsed: Question) -> str | None:
    """A pasted report's title: its first non-empty line (a Markdown heading's marks dropped), when
    the report has more lines and the line is short; None for any other question."""
    if parsed.shape != "report":  # no split of a long text that is not a report
        return None
    lines = [line.strip() for line in parsed.text.splitlines() if line.strip()]
    if len(lines) < 2:
        return None
    title = lines[0].lstrip("#").strip()
    return title if title and len(title.split()) <= MAX_TITLE_WORDS else None


def with_title(ranker: RepoRanker, parsed: Question, scores: dict[str, float]) -> dict[str, float]:
    """``scores`` plus :data:`TITLE_WEIGHT` times the report title's answer scores, scaled so
    that the best of each list weighs the same (the whole report's scale kept)."""
    title = report_title(parsed)
    if title is None or not scores:
        return scores
    # The title is read with the report's role: "Test suite fails when ..." does not ask for a test.
    titled = ranker.answer_scores(replace(ranker.parsed(title), asks_role=parsed.asks_role))
    best, best_title = max(scores.values()), max(titled.values(), default=0.0)
    if best <= 0 or best_title <= 0:
        return scores
    scale = TITLE_WEIGHT * best / best_title
    return {rel: s + scale * titled.get(rel, 0.0) for rel, s in scores.items()}


def candidate_features(ranker: RepoRanker, parsed: Question, ranked: list[tuple[str, float]]) -> list[dict[str, float]]:
    """The features :data:`WEIGHTS` weigh, for each of ``ranked`` (the answer's first files)."""
    ranking = ranker.answer(parsed)  # the plain scores and the evidence the answer scores were made of
    terms = query_terms(ranking.searched)
    idf = {t: ranker.index.idf(t) for t in terms}
    total = sum(idf.values()) or 1.0
    plain, evidence = ranking.plain, ranking.evidence
    best_plain = max(plain.values(), default=0.0) or 1.0
    said = Counter(w.lower() for w in _IDENT.findall(parsed.text))
    named = set(parsed.symbols) | {w for code in _BACKTICK.findall(parsed.text) for w in _IDENT.findall(code) if len(w) > 2}
    out = []
    for i, (rel, _) in enumerate(ranked):
        text = ranker.view.read_file(rel).text or ""
        parts = {"path": [path_text(rel)], **text_fields(text, is_prose(rel))}
        hit = {}
        for name in FIELDS:
            counts: Counter[str] = Counter()
            for line in parts[name]:
                counts.update(code_terms(line) & terms)
            hit[name] = sum(idf[t] * c / (c + 1.2) for t, c in counts.items()) / total
        segments = rel.split("/")
        stem = segments[-1].rsplit(".", 1)[0].lower()
        out.append({
            "first": float(i == 0),
            "log_plain": math.log(max(plain.get(rel, 0.0), 1e-9) / best_plain),
            **hit,
            "evidence": evidence.get(rel, 0.0),
            "secondary": float(secondary_file(rel)),
            "prose": float(is_prose(rel)),
            "log_size": math.log1p(len(text)),
            "name_said": math.log1p(said.get(stem, 0)) if stem != "__init__" else 0.0,
            "defines_named": math.log1p(len(named & set(parts["defs"]))),
        })
    return out


def reranked(ranker: RepoRanker, parsed: Question, scores: dict[str, float]) -> dict[str, float]:
    """``scores`` with the first :data:`CANDIDATES` files re-ordered by :data:`WEIGHTS`: the new
    first keeps the old first's score, each other file gets it times ``exp(its log-odds - the
    first's)``, and the files past them are scaled to stay below the last (one scale for all)."""
    ranked = ranker.rank(scores)[:CANDIDATES]
    if len(ranked) < 2:
        return scores
    feats = candidate_features(ranker, parsed, ranked)
    logits = [sum(WEIGHTS[k] * f[k] for k in WEIGHTS) for f in feats]
    top, best = ranked[0][1], max(logits)
    out = dict(scores)
    for (rel, _), z in zip(ranked, logits, strict=True):
        out[rel] = top * math.exp(z - best)
    floor = min(out[rel] for rel, _ in ranked)
    scale = min(1.0, floor / ranked[-1][1])
    kept = {rel for rel, _ in ranked}
    for rel, s in scores.items():
        if rel not in kept:
            out[rel] = s * scale
    return out


def default_scores(ranker: RepoRanker, parsed: Question) -> dict[str, float]:
    """What ``reflect explore`` ranks with before anything ``reflect adapt`` learned: the
    ranker's answer scores, re-ranked when the question is a commit-message-like description of a
    change (``parsed.commit_like``), its title weighed in when it is a pasted report (:func:`with_title`)."""
    scores = ranker.answer_scores(parsed)
    return reranked(ranker, parsed, scores) if parsed.commit_like else with_title(ranker, parsed, scores)

