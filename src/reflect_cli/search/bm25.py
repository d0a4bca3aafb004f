"""Okapi BM25 with term frequency = lines containing the term, paths counted as text: the
plain ranking that AutoExplore's ``lexical`` listing order and gen-data's filters use."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable
from typing import Any

from reflect_cli.search.terms import terms


def bm25(index: Any, query: Iterable[str]) -> dict[str, float]:
    """Okapi BM25 of every document of ``index`` (its ``postings``, ``lengths``, ``n``, ``avg``,
    ``k1``, ``b``) for the terms of ``query``; :meth:`CodeIndex.scores` computes the same per
    group of paths that share one content."""
    out: dict[str, float] = defaultdict(float)
    for term in set(query):
        posting = index.postings.get(term)
        if not posting:
            continue
        idf = math.log(1 + (index.n - len(posting) + 0.5) / (len(posting) + 0.5))
        for rel, tf in posting.items():
            norm = tf + index.k1 * (1 - index.b + index.b * index.lengths[rel] / index.avg)
            out[rel] += idf * tf * (index.k1 + 1) / norm
    return out


class BM25Index:
    """BM25 over the files of one repository (term frequency = lines containing the term)."""

    def __init__(
        self, documents: dict[str, str], *, k1: float = 1.2, b: float = 0.75, keep_documents: bool = True
    ) -> None:
        self.k1, self.b = k1, b
        # Kept (not copied) so the facts filter can be built from the same texts.
        self.documents = documents if keep_documents else {}
        self.postings: dict[str, dict[str, int]] = defaultdict(dict)
        self.lengths: dict[str, int] = {}
        for rel, text in documents.items():
            counts: Counter[str] = Counter()
            for line in text.splitlines():
                counts.update(terms(line))
            # The path is part of what the agent sees (listings), so it counts as text too.
            counts.update(terms(rel.replace("/", " ").replace(".", " ")))
            self.lengths[rel] = sum(counts.values()) or 1
            for term, tf in counts.items():
                self.postings[term][rel] = tf
        self.n = max(len(self.lengths), 1)
        self.avg = sum(self.lengths.values()) / self.n if self.lengths else 1.0

    def scores(self, query_terms: Iterable[str]) -> dict[str, float]:
        return bm25(self, query_terms)
