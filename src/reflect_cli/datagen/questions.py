"""Offline question synthesis and the lexical ambiguity filter.

A *candidate* is a natural-language question that one file of a repository answers. The offline
teacher reads the files themselves:

* Python: module, class and function docstrings (first sentence) and class/function names (``ast``);
* other code: ``class``/``def``/``func``/``function``/``fn``/``struct``/``interface`` names (regex);
* Markdown / RST: headings and the first sentence of the paragraph under them;
* CSV / TSV: the header row;
* TOML / YAML / INI / JSON: top-level keys (and INI sections).

Every candidate then has to pass :func:`acceptable`: it must not contain the target's file name or
its stem (as a word), and it needs at least two key terms. :class:`LexicalIndex` then keeps only
questions whose key terms point to the target and nothing else: the target must be BM25 top-1 over
all files of the repository and beat the runner-up by ``margin`` (default 1.25x).

That filter makes a BM25 file ranker right on every kept question by construction, so it cannot
serve as a baseline there. :class:`FactIndex` is the second filter (``select(...,
ambiguity="facts")``), which uses no ranking: a question is kept when the facts it was built from
identify exactly one file of the repository -- a class/function name *defined* (not merely
mentioned) in one file only, a docstring or paragraph sentence that occurs in one file only, a
heading of one document only, a set of CSV columns or configuration keys found in one file only.

Where the parts live (all re-exported here): the candidates, their extractors and
:func:`acceptable` in :mod:`~reflect_cli.datagen.candidates`; both filters in
:mod:`~reflect_cli.datagen.ambiguity`. This module picks the questions (:func:`select`).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from random import Random

from reflect_cli.datagen.ambiguity import (
    AMBIGUITY_FILTERS,
    FactIndex,
    LexicalIndex,
)
from reflect_cli.datagen.candidates import (
    Candidate,
    acceptable,
)


def select(
    candidates: Sequence[Candidate],
    index: LexicalIndex | FactIndex,
    rng: Random,
    *,
    max_per_file: int,
    max_total: int,
    margin: float = 1.25,
    ambiguity: str = "bm25",
) -> tuple[list[Candidate], dict[str, int]]:
    """Filter (duplicates, ambiguity) and pick up to ``max_per_file`` per file, round-robin over
    files until ``max_total``. Returns the kept candidates and counts of what was dropped.

    ``ambiguity``: ``"bm25"`` (``index`` a :class:`LexicalIndex`: the target must be BM25 top-1
    by ``margin``) or ``"facts"`` (``index`` a :class:`FactIndex`, or a :class:`LexicalIndex`
    whose documents it is built from: the question's facts must identify the target alone;
    candidates are also re-checked with :func:`acceptable`, and ones without facts, such as an
    online teacher's, are dropped as ``unverifiable``)."""
    if ambiguity not in AMBIGUITY_FILTERS:
        raise ValueError(f"unknown ambiguity filter {ambiguity!r}; choose from {', '.join(AMBIGUITY_FILTERS)}")
    facts: FactIndex | None = None
    if ambiguity == "facts":
        facts = index if isinstance(index, FactIndex) else FactIndex(index.documents, lexical=index)
    dropped: Counter[str] = Counter()
    by_question: dict[str, set[str]] = defaultdict(set)
    for c in candidates:
        by_question[c.question.lower()].add(c.target)
    per_file: dict[str, list[Candidate]] = defaultdict(list)
    seen: set[tuple[str, str]] = set()
    for c in candidates:
        key = (c.question.lower(), c.target)
        if key in seen:
            continue
        seen.add(key)
        if len(by_question[c.question.lower()]) > 1:
            dropped["duplicate"] += 1
        elif facts is not None:
            if not acceptable(c.question, c.target):
                dropped["unacceptable"] += 1
                continue
            matching = facts.files_for(c)
            if matching is None:
                dropped["unverifiable"] += 1
            elif matching != {c.target}:
                dropped["ambiguous"] += 1
            else:
                per_file[c.target].append(c)
        else:
            assert isinstance(index, LexicalIndex), "the bm25 filter needs a LexicalIndex"
            if not index.unambiguous(c.question, c.target, margin=margin):
                dropped["ambiguous"] += 1
            else:
                per_file[c.target].append(c)
    files = sorted(per_file)
    rng.shuffle(files)
    for f in files:
        rng.shuffle(per_file[f])
        del per_file[f][max_per_file:]
    kept: list[Candidate] = []
    for round_ in range(max_per_file):
        for f in files:
            if len(kept) >= max_total:
                break
            if round_ < len(per_file[f]):
                kept.append(per_file[f][round_])
    dropped["over_limit"] += sum(len(v) for v in per_file.values()) - len(kept)
    return kept, dict(dropped)
