"""The code-aware BM25F index: a file split into weighted fields (path, definitions, docs,
body), its :class:`TextFeatures`, and :class:`CodeIndex` over one repository's files."""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from reflect_cli.search.terms import code_terms

# Field weights of the code-aware ranker (CodeIndex): a question names what a file is *about*,
# which its path and the names it defines say best, its docstrings and comments next, its body
# (calls, uses) least.
FIELD_WEIGHTS = {"path": 3.0, "defs": 4.0, "docs": 2.0, "body": 1.0}
_DEF = re.compile(r"^\s*(?:export\s+)?(?:async\s+)?(?:def|class|function|func|fn|struct|enum|interface|trait|type)\s+"
                  r"([A-Za-z_][A-Za-z0-9_]*)")
_ASSIGN = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=]*)?=(?!=)")  # a module-level name
_COMMENT = ("#", "//", "/*", "*", "--", ";")
_DOC_SUFFIXES = (".md", ".rst", ".txt", ".adoc")

def is_prose(rel: str) -> bool:
    """A document (Markdown, reST, plain text): its headings are its definitions."""
    return rel.lower().endswith(_DOC_SUFFIXES)


def fields(rel: str, text: str) -> dict[str, list[str]]:
    """A file's text split into the fields the code-aware ranker weighs: ``path``, ``defs``
    (names a line defines: def/class/function..., module-level assignments, Markdown headings),
    ``docs`` (docstrings and comments) and ``body`` (the rest), each a list of lines."""
    return {"path": [path_text(rel)], **text_fields(text, is_prose(rel))}


def path_text(rel: str) -> str:
    return rel.replace("/", " ").replace(".", " ")


def text_fields(text: str, prose: bool) -> dict[str, list[str]]:
    """:func:`fields` but ``path``: what a file's content alone gives (``prose``: a document)."""
    out: dict[str, list[str]] = {"defs": [], "docs": [], "body": []}
    in_doc: str | None = None  # the quote that opened the docstring we are in
    for line in text.splitlines():
        stripped = line.strip()
        if in_doc is not None:
            out["docs"].append(line)
            if stripped.count(in_doc) % 2 == 1:
                in_doc = None
            continue
        if prose:
            out["defs" if stripped.startswith("#") or stripped.startswith("=") else "docs"].append(line)
            continue
        quote = next((q for q in ('"""', "'''") if q in stripped), None)
        if quote is not None and stripped.startswith((quote, "r" + quote, "f" + quote)):
            out["docs"].append(line)
            if stripped.count(quote) % 2 == 1:
                in_doc = quote
            continue
        if stripped.startswith(_COMMENT):
            out["docs"].append(line)
            continue
        named = _DEF.match(line) or _ASSIGN.match(line)
        if named:
            out["defs"].append(named.group(1))
        out["body"].append(line)
    return out


@dataclass(frozen=True, eq=False)
class TextFeatures:
    """What :class:`CodeIndex` keeps of one file's content (its path aside): the field-weighted
    term frequencies, the number of term occurrences, and the names it defines (none for a
    document). One object may stand for many paths (links to one file): it is built once."""

    weights: dict[str, float]
    length: int
    defs: tuple[str, ...] = ()


def text_features(text: str, prose: bool, weights: dict[str, float] | None = None) -> TextFeatures:
    """The :class:`TextFeatures` of ``text`` (``prose``: a document, see :func:`is_prose`)."""
    weights = weights or FIELD_WEIGHTS
    weighted: dict[str, float] = defaultdict(float)
    length = 0
    parts = text_fields(text, prose)
    for name, lines in parts.items():
        counts: Counter[str] = Counter()
        for line in lines:
            counts.update(code_terms(line))
        length += sum(counts.values())
        for term, tf in counts.items():
            weighted[term] += weights[name] * tf
    return TextFeatures(dict(weighted), length, () if prose else tuple(dict.fromkeys(parts["defs"])))


class CodeIndex:
    """BM25F over the files of one repository: term frequency (lines containing the term) per
    field, weighted by :data:`FIELD_WEIGHTS`, then BM25's saturation and length normalisation;
    terms are :func:`code_terms` (identifiers split, light stemming).

    Postings of content are kept per :class:`TextFeatures` object, not per path: 20,000 links to
    one file cost one file's postings plus each path's own terms, and score the same as 20,000
    copies would."""

    def __init__(self, documents: dict[str, str], *, k1: float = 1.2, b: float = 0.75,
                 weights: dict[str, float] | None = None) -> None:
        weights = weights or FIELD_WEIGHTS
        self._build([(rel, text_features(text, is_prose(rel), weights)) for rel, text in documents.items()],
                    k1=k1, b=b, path_weight=weights["path"])

    @classmethod
    def from_features(cls, documents: Sequence[tuple[str, TextFeatures]], *, k1: float = 1.2, b: float = 0.75,
                      path_weight: float = FIELD_WEIGHTS["path"]) -> CodeIndex:
        """The index of ``(path, features)`` pairs; pairs that share one features object share
        its postings."""
        index = cls.__new__(cls)
        index._build(documents, k1=k1, b=b, path_weight=path_weight)
        return index

    def _build(self, documents: Sequence[tuple[str, TextFeatures]], *, k1: float, b: float,
               path_weight: float) -> None:
        self.k1, self.b = k1, b
        slot: dict[int, int] = {}  # id(features) -> its group
        self._features: list[TextFeatures] = []
        self._members: list[list[str]] = []
        self._group_of: dict[str, int] = {}
        self._path: dict[str, dict[str, float]] = defaultdict(dict)
        self.lengths: dict[str, int] = {}
        for rel, features in documents:
            group = slot.get(id(features))
            if group is None:
                group = slot[id(features)] = len(self._features)
                self._features.append(features)
                self._members.append([])
            self._members[group].append(rel)
            self._group_of[rel] = group
            counts = Counter(code_terms(path_text(rel)))
            for term, tf in counts.items():
                self._path[term][rel] = path_weight * tf
            self.lengths[rel] = (features.length + sum(counts.values())) or 1
        # term -> {group: weight}, built on first use: a question looks up a few terms, so
        # inverting every file's terms up front would cost more than all the questions of a run.
        self._content: dict[str, dict[int, float]] = {}
        # name -> the groups that define it (def/class/module-level assignment): a question that
        # names a symbol (in backticks, a code block, a traceback frame) points at its definition.
        self._definers: dict[str, list[int]] = defaultdict(list)
        for group, features in enumerate(self._features):
            for name in features.defs:
                self._definers[name].append(group)
        self.n = max(len(self.lengths), 1)
        self.avg = sum(self.lengths.values()) / self.n if self.lengths else 1.0

    def features(self, rel: str) -> TextFeatures | None:
        """The content features of ``rel`` (None: not indexed)."""
        group = self._group_of.get(rel)
        return None if group is None else self._features[group]

    def definers(self, name: str, limit: int) -> list[str]:
        """The files that define ``name``, or none when more than ``limit`` do."""
        groups = self._definers.get(name, ())
        if sum(len(self._members[g]) for g in groups) > limit:
            return []
        return [rel for g in groups for rel in self._members[g]]

    def _content_posting(self, term: str) -> dict[int, float]:
        got = self._content.get(term)
        if got is None:
            if len(self._content) >= 1 << 16:
                self._content.clear()
            got = self._content[term] = {g: w for g, f in enumerate(self._features) if (w := f.weights.get(term))}
        return got

    def idf(self, term: str) -> float:
        """The inverse document frequency :meth:`scores` gives ``term`` (files with it in their
        content or path)."""
        content = self._content_posting(term)
        path = self._path.get(term) or {}
        df = sum(len(self._members[g]) for g in content)
        df += sum(1 for rel in path if self._group_of[rel] not in content)
        return math.log(1 + (self.n - df + 0.5) / (df + 0.5))

    def scores(self, query: Iterable[str]) -> dict[str, float]:
        """Okapi BM25 (the formula of :func:`bm25`) of every file for the terms of ``query``."""
        out: dict[str, float] = defaultdict(float)
        k1, b, avg, lengths = self.k1, self.b, self.avg, self.lengths
        for term in set(query):
            content = self._content_posting(term)
            path = self._path.get(term) or {}
            if not content and not path:
                continue
            idf = self.idf(term)
            for group, weight in content.items():
                for rel in self._members[group]:
                    tf = weight + path.get(rel, 0.0)
                    norm = tf + k1 * (1 - b + b * lengths[rel] / avg)
                    out[rel] += idf * tf * (k1 + 1) / norm
            for rel, tf in path.items():
                if self._group_of[rel] not in content:
                    norm = tf + k1 * (1 - b + b * lengths[rel] / avg)
                    out[rel] += idf * tf * (k1 + 1) / norm
        return out
