"""BM25 over the files of a :class:`~reflect_cli.envs.fileview.view.FileView`.

It lives at the env level because AutoExplore orders its actions with it
(``AutoExploreEnv(action_order="lexical")``): gen-data, RL, eval and ``reflect explore`` then see
one ordering. The agent side (the BM25 baseline agent, ranked answers) and data generation (the
ambiguity filter, which subclasses :class:`BM25Index`) import it from here.

* :func:`terms` / :func:`key_terms`: the words of a text / of a question (minus template words);
* :func:`walk_files` / :func:`read_texts`: the files an agent can see, read as gen-data reads them;
* :class:`BM25Index`: BM25 with term frequency = lines containing the term, paths counted as text;
* :class:`RepoRanker` (one per view, see :func:`ranker_for`): every visible file scored for a
  question, and :meth:`RepoRanker.subtree_scores`: the best score under each entry of a folder.
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import re
import time
from collections import Counter, OrderedDict, defaultdict, deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from reflect_cli.envs.fileview.budget import WALK_SHARE, BudgetSpent, WorkBudget, run_budget
from reflect_cli.envs.fileview.view import FileView, remember_text
from reflect_cli.envs.questions import (
    Question,
    declared_scripts,
    module_files,
    parse_question,
    path_matches,
    suffix_table,
)
from reflect_cli.envs.tree_index import FileVersion, IndexOptions, IndexStats, Progress, TreeIndex, index_options

MAX_FILES = 20000  # files indexed per repository at most
READ_BYTES = 256 * 1024  # the whole of nearly every source file: a definition 100 kB down a big module counts

STOPWORDS = frozenset(
    ["a", "an", "and", "are", "as", "at", "be", "by", "can", "code", "do", "does", "file", "files", "find", "for", "from", "how", "i", "if", "in", "is", "it", "its", "of", "on", "or", "repository", "the", "that", "this", "to", "what", "when", "where", "which", "who", "why", "with", "defined", "define", "implemented", "implement", "located"]
)
# Words of gen-data's question templates: never key terms, or every question would match every file.
TEMPLATE_WORDS = frozenset(
    ["which", "where", "class", "classes", "function", "functions", "method", "module", "modules", "document", "documents", "section", "sections", "titled", "title", "defined", "defines", "described", "describes", "implemented", "implements", "implementation", "data", "table", "columns", "column", "configuration", "config", "sets", "setting", "settings", "keys", "key", "code", "need", "part", "parts", "looking", "look", "explain", "explains", "explained", "docs", "documentation", "says", "say", "called", "named", "name", "names", "does", "something", "thing", "things", "about", "covers", "cover", "contains", "contain", "doing", "handles", "handle", "there", "want", "know", "tell", "show", "find", "written", "write", "writes", "value", "values", "heading", "headings", "using", "used", "uses", "use", "documented", "summarised", "summarized", "remember", "passage", "starts", "start", "project", "deals", "deal", "library", "package", "has", "have", "get", "gets", "return", "returns"]
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]+")
_PARTS = re.compile(r"_|(?<=[a-z])(?=[A-Z])")


def terms(text: str) -> set[str]:
    """Lower-case words (and the parts of snake_case / CamelCase names) minus stopwords."""
    out: set[str] = set()
    for word in _WORD.findall(text):
        pieces = {word.lower(), *(p.lower() for p in _PARTS.split(word) if p)}
        out.update(p for p in pieces if len(p) > 2 and p not in STOPWORDS)
    return out


def key_terms(question: str) -> set[str]:
    return {t for t in terms(question) if t not in TEMPLATE_WORDS}


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


MAX_WALK_DIRS = 20000  # folders listed per walk at most
# Common English words that must not decide which file answers a question. A
# question is English, a file is code: a word like "user" or "time" in a question is usually
# part of the phrasing ("how does the user ...", "every time"), while in code it is a rare
# identifier, so BM25's idf gives it a large weight and a file that merely says "user" once wins
# (click's prompt.py for "how many columns the terminal has"). Chosen with care: only words that
# say nothing about *which* code is meant: quantities and frequency (many, number, time, every),
# generic verbs (get, set, use, make, take, give, keep, need, happen), generic nouns (user,
# thing, way, kind, value, part) and fillers. Not here: words that name a subject in code even
# when they are common English (file, path, error, test, config, parse, print, text, line) --
# those are what a question is about. Only the ranking of ``reflect explore`` (RepoRanker) drops
# them; gen-data's filters keep their own words (STOPWORDS, TEMPLATE_WORDS) unchanged.
COMMON_WORDS = frozenset(
    ["user", "users", "time", "times", "many", "much", "number", "numbers", "get", "gets", "getting", "got", "set", "sets", "use", "uses", "used", "using", "make", "makes", "made", "making", "new", "value", "values", "way", "ways", "thing", "things", "kind", "kinds", "sort", "part", "parts", "also", "just", "like", "want", "wants", "need", "needs", "needed", "take", "takes", "taken", "give", "gives", "given", "keep", "keeps", "kept", "happen", "happens", "happened", "work", "works", "working", "done", "doing", "goes", "going", "come", "comes", "every", "each", "other", "others", "same", "different", "some", "any", "all", "more", "most", "less", "few", "first", "last", "one", "two", "three", "should", "would", "could", "will", "shall", "may", "might", "must", "into", "onto", "over", "under", "about", "after", "before", "then", "than", "there", "here", "their", "they", "them", "these", "those", "our", "your", "you", "we", "his", "her", "him", "she"]
)
# Field weights of the code-aware ranker (CodeIndex): a question names what a file is *about*,
# which its path and the names it defines say best, its docstrings and comments next, its body
# (calls, uses) least.
FIELD_WEIGHTS = {"path": 3.0, "defs": 4.0, "docs": 2.0, "body": 1.0}
_DEF = re.compile(r"^\s*(?:export\s+)?(?:async\s+)?(?:def|class|function|func|fn|struct|enum|interface|trait|type)\s+"
                  r"([A-Za-z_][A-Za-z0-9_]*)")
_ASSIGN = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=]*)?=(?!=)")  # a module-level name
_COMMENT = ("#", "//", "/*", "*", "--", ";")
_DOC_SUFFIXES = (".md", ".rst", ".txt", ".adoc")


def stem(word: str) -> str:
    """A light suffix stemmer so that a question's "numbers", "parsed", "prompted" meet a file's
    "number", "parse", "prompt": strips one of -ing, -ed, -es, -s, -e, keeping >= 4 letters."""
    for suffix in ("ing", "ed", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4 and not (suffix == "s" and word.endswith("ss")):
            return word[: -len(suffix)]
    return word


# word -> its stemmed terms: a tree repeats its identifiers on every other line, so each is
# split and stemmed once per process, not once per occurrence (bounded: cleared when full).
_WORD_TERMS: dict[str, frozenset[str]] = {}
_MAX_WORD_TERMS = 1 << 18


def _word_terms(word: str) -> frozenset[str]:
    got = _WORD_TERMS.get(word)
    if got is None:
        pieces = {word.lower(), *(p.lower() for p in _PARTS.split(word) if p)}
        got = frozenset(stem(p) for p in pieces if len(p) > 2 and p not in STOPWORDS)
        if len(_WORD_TERMS) >= _MAX_WORD_TERMS:
            _WORD_TERMS.clear()
        _WORD_TERMS[word] = got
    return got


def code_terms(text: str) -> set[str]:
    """:func:`terms` (whole identifiers and their snake_case / CamelCase parts), stemmed."""
    out: set[str] = set()
    for word in _WORD.findall(text):
        out |= _word_terms(word)
    return out


# Words of gen-data's templates that name a subject when a person asks ("how are the settings
# loaded?", "how many columns does the terminal have?"): the ranker keeps them.
SUBJECT_WORDS = frozenset(
    ["data", "table", "columns", "column", "configuration", "config", "setting", "settings", "keys", "key", "heading", "headings", "library", "package", "project", "return", "returns", "handle", "handles", "write", "writes", "written", "title"]
)


def query_terms(question: str) -> set[str]:
    """The terms the code-aware ranker looks up: the question's :func:`terms` minus the
    template phrasing (:data:`TEMPLATE_WORDS` but :data:`SUBJECT_WORDS`) and :data:`COMMON_WORDS`,
    stemmed. A question made only of common words keeps them (better than matching nothing)."""
    keys = {t for t in terms(question) if t not in TEMPLATE_WORDS or t in SUBJECT_WORDS}
    specific = {t for t in keys if t not in COMMON_WORDS}
    return {stem(t) for t in (specific or keys)}


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


# Where the answer to "where/how does it ..." rarely is: tests, docs, examples, benchmarks and
# change logs. They repeat the words of the code they test or describe, so plain BM25 ranks them
# first for a developer's question (benchmarks/README.md, "Code before tests"). 0.3 rather than 0
# keeps such a file first when it matches far better, and a question that names the role ("which test ...",
# "where do the docs ...") is ranked without it.
NON_SOURCE_DIRS = frozenset(
    ["tests", "test", "testing", "__tests__", "spec", "specs", "docs", "doc", "documentation", "examples", "example", "benchmarks", "benchmark",
     # change logs kept as one file per change (reno, towncrier)
     "releasenotes", "release-notes", "release_notes", "newsfragments", "changelog.d"])
SECONDARY_WEIGHT = 0.3
# Evidence a question's named code adds to a file's score (x (1 + evidence), RepoRanker.evidence).
# Chosen on the SWE-bench Lite dev reports of sympy and astropy (benchmarks/issue_reports.py).
PATH_EVIDENCE = 1.0
MODULE_EVIDENCE = 0.5
SYMBOL_EVIDENCE = 0.5
MAX_EVIDENCE = 3.0
ASKED_SYMBOL_EVIDENCE = 2.0  # more for the definition of a bare symbol, the whole question
# A package's __init__ mostly re-imports what its modules define: their names match it too.
INIT_WEIGHT = 0.5
MAX_DEFINERS = 5  # a name defined in more files than this points nowhere
MAX_MEMBER_DEFINERS = 200  # a method name (`seek`) points somewhere when its class narrows it down
MAX_NAMED = 300  # named paths, modules and symbols looked up per question at most
_CHANGELOG = re.compile(r"^(changelog|changes|history|news|release[-_ ]?notes|releases)(\.|$)", re.IGNORECASE)


def is_test_module(stem: str) -> bool:
    """``test_x``, ``x_test``, ``conftest``...: a file stem (no suffix) of a test module."""
    low = stem.lower()
    return low.startswith("test_") or low.endswith(("_test", "_tests", ".test", ".spec")) or low in {
        "conftest", "test", "tests"}


# Top-level files that describe the project rather than implement it: docs for a code question.
_ROOT_DOCS = re.compile(r"^(readme|contributing|code_of_conduct|security|authors|contributors|maintainers|"
                        r"governance|install|license|licence|copying|notice|citation|support|todo)(\.|$)",
                        re.IGNORECASE)


def secondary_file(rel: str) -> bool:
    """A test, a document under docs/examples/benchmarks folders, a change log, or a top-level
    README, CONTRIBUTING, LICENSE or other prose file."""
    parts = rel.split("/")
    if any(p.lower() in NON_SOURCE_DIRS for p in parts[:-1]):
        return True
    if len(parts) == 1 and (_ROOT_DOCS.match(rel) or rel.lower().endswith(_DOC_SUFFIXES)):
        return True
    return is_test_module(parts[-1].rsplit(".", 1)[0]) or bool(_CHANGELOG.match(parts[-1]))


def walk_files(view: FileView, *, max_depth: int | None = None, limit: int = MAX_FILES,
               budget: WorkBudget | None = None, progress: Progress | None = None,
               versions: dict[str, tuple[int, ...]] | None = None) -> list[str]:
    """Visible files of the repository, breadth-first in sorted order. Each folder is visited
    once, by (device, inode), under the first path that reaches it: a symlink back to a folder
    above (``a -> .``) is not walked into again, so two such links cannot double the work per
    level, and a file is never ranked under ``links/up/links/up/...``. At most
    :data:`MAX_WALK_DIRS` folders are listed, within ``budget`` (the run's,
    :func:`~reflect_cli.envs.fileview.budget.run_budget`, if None): when it is spent the walk
    stops and returns what it found (``budget.cut`` says why). ``progress("walk", found, None)``
    is called every few folders; ``versions`` gets each file's version where its listing has it
    (:attr:`~reflect_cli.envs.fileview.view.Listing.versions`)."""
    budget = budget if budget is not None else run_budget()
    out: list[str] = []
    queue: deque[str] = deque([""])
    seen: set[tuple[int, int]] = set()
    listed = 0
    with view.bounded(budget):
        while queue and len(out) < limit and listed < MAX_WALK_DIRS:
            cwd = queue.popleft()
            depth = cwd.count("/") + 1 if cwd else 0
            try:
                listing = view.list_dir(cwd)
            except BudgetSpent:
                break
            listed += 1
            if progress is not None and listed % 16 == 0:
                progress("walk", len(out), None)
            if listing.ident is not None:
                if listing.ident in seen:
                    continue
                seen.add(listing.ident)
            if max_depth is None or depth <= max_depth:
                out.extend(f"{cwd}/{f}" if cwd else f for f in listing.files)
                if versions is not None:
                    versions.update((f"{cwd}/{f}" if cwd else f, v) for f, v in listing.versions.items())
            if max_depth is None or depth < max_depth:
                queue.extend(f"{cwd}/{d}" if cwd else d for d in listing.dirs)
    return out[:limit]


def read_texts(view: FileView, files: Sequence[str], budget: WorkBudget | None = None) -> dict[str, str]:
    """The text of each of ``files`` that has some, up to :data:`READ_BYTES`; within ``budget``
    (when given), counting each file as one entry and stopping when it is spent."""
    texts: dict[str, str] = {}
    with view.bounded(budget) if budget is not None else contextlib.nullcontext():
        for rel in files:
            if budget is not None and not budget.spend(1):
                break
            got = view.read_file(rel, max_bytes=READ_BYTES)
            if got.text is not None and got.text.strip():
                texts[rel] = got.text
    return texts


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


def view_settings(view: FileView) -> dict[str, Any]:
    """The view's filters: what decides which files it shows (a stored index is per these)."""
    return {"suffixes": sorted(view.suffixes), "filenames": sorted(view.filenames),
            "skip_dirs": sorted(view.skip_dirs), "include_hidden": view.include_hidden,
            "respect_gitignore": view.respect_gitignore, "skip_binary": view.skip_binary,
            "follow_symlinks": view.follow_symlinks}


def _code_digest(code: Any, h: Any) -> None:
    h.update(code.co_code)
    for const in code.co_consts:
        if hasattr(const, "co_code"):
            _code_digest(const, h)
        else:
            h.update(repr(const).encode())
    h.update(repr(code.co_names).encode())


def features_fingerprint() -> str:
    """What the stored features depend on: the read limit, the decoding, the tokeniser and the
    field rules (their code and constants). Any change to them makes old indexes foreign."""
    from reflect_cli.envs.fileview import view as view_module

    h = hashlib.sha256()
    h.update(repr((READ_BYTES, sorted(FIELD_WEIGHTS.items()), sorted(STOPWORDS), _WORD.pattern, _PARTS.pattern,
                   _DEF.pattern, _ASSIGN.pattern, _COMMENT, _DOC_SUFFIXES, view_module.SNIFF_BYTES)).encode())
    for fn in (stem, _word_terms, code_terms, text_fields, text_features, is_prose, view_module._decode):
        _code_digest(fn.__code__, h)
    return h.hexdigest()[:16]


def encode_features(features: TextFeatures | None) -> Any:
    # Field weights are whole numbers: stored as such they parse twice as fast, and score the same.
    if features is None:
        return None
    weights = {t: int(w) if w.is_integer() else w for t, w in features.weights.items()}
    return [features.length, weights, list(features.defs)]


def decode_features(payload: Any) -> TextFeatures | None:
    """A stored payload back as :class:`TextFeatures`; ``ValueError`` for anything malformed
    (the file is then read again)."""
    if payload is None:
        return None
    if not (isinstance(payload, list) and len(payload) == 3 and type(payload[0]) is int and payload[0] >= 0
            and isinstance(payload[1], dict) and isinstance(payload[2], list)):
        raise ValueError("malformed record")
    weights, defs = payload[1], payload[2]  # a JSON object's keys are strings already
    if weights and (not set(map(type, weights.values())) <= {int, float} or min(weights.values()) <= 0):
        raise ValueError("malformed weights")
    if not set(map(type, defs)) <= {str}:
        raise ValueError("malformed names")
    return TextFeatures(weights, payload[0], tuple(defs))


_NOT_KNOWN = object()


class _Version(NamedTuple):
    """A listed file's version, read like the ``os.stat_result`` of the file opened."""

    st_dev: int
    st_ino: int
    st_size: int
    st_mtime_ns: int
    st_ctime_ns: int


class _Known:
    """The ``known`` test that :meth:`FileView.read_file_unless` asks with the opened file's
    ``fstat``: whether this run or the stored index already has that version of the file
    (``found`` is then its features)."""

    def __init__(self, memo: dict[str, TextFeatures | None], store: TreeIndex | None) -> None:
        self.memo, self.store = memo, store
        self.variant = "c"
        self.found: Any = _NOT_KNOWN

    def ask(self, variant: str) -> None:
        self.variant, self.found = variant, _NOT_KNOWN

    def __call__(self, st: FileVersion) -> bool:
        key = TreeIndex.record_key(st, self.variant)
        if key in self.memo:
            self.found = self.memo[key]
            return True
        record = self.store.lookup(st, self.variant) if self.store is not None else None
        if record is None:
            return False
        try:
            self.found = self.memo[key] = decode_features(record[3])
        except ValueError:
            self.store.forget(st, self.variant)  # type: ignore[union-attr]
            return False
        return True


def open_index(view: FileView, options: IndexOptions) -> TreeIndex | None:
    """The stored index of ``view``'s tree when ``options`` turn it on (None otherwise). The files
    it holds as text need no binary sniff in this run's listings (same version, same bytes)."""
    if options.mode == "off":
        return None
    store = TreeIndex(str(view.root), view_settings(view), features_fingerprint(), fresh=options.mode == "refresh")
    remember_text(store.text_versions())
    return store


def index_files(view: FileView, files: Sequence[str], budget: WorkBudget, options: IndexOptions | None = None,
                store: TreeIndex | None = None, versions: dict[str, tuple[int, ...]] | None = None,
                ) -> tuple[list[tuple[str, TextFeatures]], IndexStats]:
    """``(path, features)`` of each of ``files`` that has text, within ``budget`` (one entry per
    file; reading and pre-processing count as its time). A file's features come from the first
    path to that file in this run, else from the stored index (``options.mode`` "use") when the
    file's identity and times match, else from reading it through the view. The version looked
    up is the one the walk's listing saw (``versions``, from the same checks that listed the
    file), else the ``fstat`` of the file the view opens."""
    options = options or IndexOptions()
    stats = IndexStats(mode=options.mode)
    memo: dict[str, TextFeatures | None] = {}  # this run's files by identity
    documents: list[tuple[str, TextFeatures]] = []
    progress = options.progress
    with view.bounded(budget):
        if store is None:  # loading it is bounded (MAX_INDEX_BYTES) and counts as walk time
            store = open_index(view, options)
        stats.problem = store.problem if store is not None else None
        known = _Known(memo, store)
        for i, rel in enumerate(files):
            if progress is not None and i % 32 == 0:
                progress("read", i, len(files))
            if not budget.spend(1):
                break
            variant = "p" if is_prose(rel) else "c"
            known.ask(variant)
            listed = versions.get(rel) if versions is not None else None
            st: Any
            if listed is not None and known(_Version(*listed)):
                st, got = listed, None
            else:
                st, got = view.read_file_unless(rel, READ_BYTES, known)
            if st is None:
                continue  # refused, vanished, unreadable: as the view says
            if known.found is not _NOT_KNOWN:
                stats.reused += 1
                features = known.found
            else:
                stats.read += 1
                text = got.text if got is not None else None
                features = text_features(text, variant == "p") if text is not None and text.strip() else None
                memo[TreeIndex.record_key(st, variant)] = features
                if store is not None:
                    store.put(st, variant, encode_features(features))
            if features is not None:
                documents.append((rel, features))
    if progress is not None:
        progress("read", min(len(files), stats.read + stats.reused), len(files))
    stats.files = len(documents)
    if store is not None:
        stats.stored = store.save(complete=budget.cut is None)
    return documents, stats


def searched_text(parsed: Question) -> str:
    """The text the answer's ranking looks up: the question, plus what code calls an entry point
    ("main", "scripts") when it asks for one."""
    return parsed.text + " main scripts" if parsed.asks_entry_point else parsed.text


class RepoRanker:
    """The code-aware BM25 (:class:`CodeIndex`) over the visible, readable files of one
    repository, queried with a question's :func:`query_terms`.

    Built under the run's :class:`~reflect_cli.envs.fileview.budget.WorkBudget` (the walk, the
    reads and the pre-processing): a tree that would take minutes is cut, and ``notes`` says so
    (the ranking then covers the files indexed). When a command turns the persistent index on
    (:mod:`~reflect_cli.envs.tree_index`), a file the view opens whose identity and times match a
    stored record is not read again; either way each file (by device and inode) is pre-processed
    once however many paths lead to it."""

    def __init__(self, view: FileView, *, max_files: int = MAX_FILES) -> None:
        self.view = view
        self.budget = run_budget()
        options = index_options()
        start = time.perf_counter()
        versions: dict[str, tuple[int, ...]] = {}
        # Loading the stored index and the walk take at most WALK_SHARE of the run's budget: the
        # reads that follow always get the rest, so a cut walk is answered from files read.
        with self.budget.running(), self.budget.share(WALK_SHARE):
            store = open_index(view, options)  # bounded (MAX_INDEX_BYTES), and counts as walk time
            self.files = walk_files(view, limit=max_files, budget=self.budget, progress=options.progress,
                                    versions=versions)
        self.order = {rel: i for i, rel in enumerate(self.files)}
        documents, self.index_stats = index_files(view, self.files, self.budget, options, store, versions)
        self.index = CodeIndex.from_features(documents)
        self.index_stats.seconds = time.perf_counter() - start
        if options.done is not None:
            options.done(self.index_stats)
        self.notes: tuple[str, ...] = (self.budget.note,) if self.budget.note else ()
        self._cache: dict[str, dict[str, float]] = {}
        self._answer_cache: dict[str, dict[str, float]] = {}
        self._suffixes: dict[str, list[str]] | None = None

    @staticmethod
    def _memo(cache: dict[str, dict[str, float]], question: str,
              compute: Callable[[str], dict[str, float]]) -> dict[str, float]:
        """``compute(question)``, kept for the next ask (a bounded cache; callers only read it)."""
        got = cache.get(question)
        if got is None:
            if len(cache) > 256:
                cache.clear()
            got = cache[question] = compute(question)
        return got

    def scores(self, question: str) -> dict[str, float]:
        """BM25 score of every file sharing a key term with ``question`` (others: absent)."""
        return self._memo(self._cache, question, lambda q: dict(self.index.scores(query_terms(q))))

    def ranking(self, question: str) -> list[tuple[str, float]]:
        """Files with a positive score, best first (ties: breadth-first walk order)."""
        return self.rank(self.scores(question))

    def answer_scores(self, question: str) -> dict[str, float]:
        """What ``reflect explore`` answers with: :meth:`scores`, read for the question's shape
        (:func:`~reflect_cli.envs.questions.parse_question`). Tests, docs, change logs and
        top-level READMEs weigh :data:`SECONDARY_WEIGHT` unless the question asks for one; a file
        the question names (a traceback frame's path, a module, the definition of a symbol in
        backticks or code) is boosted by :meth:`evidence`. The env's ``lexical`` order keeps the
        plain scores (training data and tables were made with them); its ``answer`` order uses these."""
        return self._memo(self._answer_cache, question, self._answer_scores)

    def _answer_scores(self, question: str) -> dict[str, float]:
        parsed = parse_question(question)
        scores = self.scores(searched_text(parsed))
        if not parsed.asks_role:
            scores = {rel: s * SECONDARY_WEIGHT if secondary_file(rel) else s for rel, s in scores.items()}
        else:
            scores = dict(scores)
        for rel in scores:
            if rel == "__init__.py" or rel.endswith("/__init__.py"):
                scores[rel] *= INIT_WEIGHT
        evidence = self.evidence(parsed)
        for rel, weight in evidence.items():
            if rel in scores:
                scores[rel] *= 1 + weight
        if parsed.shape == "symbol":
            # A bare name the ranking cannot match (too short, an English word: "Mx", "cover") is
            # still answered by the files that define it, below every file that matches.
            floor = min((v for v in scores.values() if v > 0), default=1.0) / 2
            for rel, weight in evidence.items():
                if scores.get(rel, 0.0) <= 0:
                    scores[rel] = floor * weight
        return scores

    def evidence(self, parsed: Question) -> dict[str, float]:
        """How strongly the code a question names points at each file, from 0 to
        :data:`MAX_EVIDENCE`: a named path counts :data:`PATH_EVIDENCE`, a module
        :data:`MODULE_EVIDENCE`, a named symbol
        :data:`SYMBOL_EVIDENCE`, each shared among the files it may mean (a symbol that many
        files define says little)."""
        if self._suffixes is None:
            self._suffixes = suffix_table(self.files)
        out: dict[str, float] = defaultdict(float)
        for named in parsed.paths[:MAX_NAMED]:
            hits = path_matches(named, self._suffixes)
            for rel in hits:
                out[rel] += PATH_EVIDENCE / len(hits)
        for dotted in parsed.modules[:MAX_NAMED]:
            hits = module_files(dotted, self._suffixes)
            for rel in hits:
                out[rel] += MODULE_EVIDENCE / len(hits)
        if parsed.asks_entry_point:
            for meta in ("pyproject.toml", "setup.cfg"):
                modules = declared_scripts(self.view.read_file(meta).text or "") if meta in self.order else []
                # Declared by the packaging metadata: as sure as evidence gets.
                if modules:
                    out[meta] += MAX_EVIDENCE
                for dotted in modules:
                    for rel in module_files(dotted, self._suffixes):
                        out[rel] += MAX_EVIDENCE
        for i, name in enumerate(parsed.symbols[:MAX_NAMED]):
            where = self.index.definers(name, MAX_DEFINERS)
            # a bare name asks where it is defined: its definition outweighs every use of it
            weight = SYMBOL_EVIDENCE + (ASKED_SYMBOL_EVIDENCE if i == 0 and parsed.shape == "symbol" else 0.0)
            for rel in where:
                out[rel] += weight / len(where)
        for dotted in parsed.modules[:MAX_NAMED]:
            # `Image.seek`: of the many files that define a `seek`, the one that also defines `Image`
            owner, member = dotted.split(".")[-2:]
            both = (set(self.index.definers(owner, MAX_MEMBER_DEFINERS))
                    & set(self.index.definers(member, MAX_MEMBER_DEFINERS)))
            if len(both) <= MAX_DEFINERS:
                for rel in sorted(both):
                    out[rel] += SYMBOL_EVIDENCE / len(both)
        return {rel: min(w, MAX_EVIDENCE) for rel, w in out.items()}

    def rank(self, scores: dict[str, float]) -> list[tuple[str, float]]:
        """The files of ``scores`` with a positive score, best first (ties: walk order)."""
        scored = [(rel, s) for rel, s in scores.items() if s > 0]
        return sorted(scored, key=lambda rs: (-rs[1], self.order.get(rs[0], len(self.order))))

    def top1(self, question: str, *, answer: bool = False) -> str | None:
        """The best file (``answer``: by :meth:`answer_scores`, the first file of `reflect
        explore`'s answer); with no match, the first file of the walk."""
        ranked = self.rank(self.answer_scores(question)) if answer else self.ranking(question)
        if ranked:
            return ranked[0][0]
        return self.files[0] if self.files else None

    def subtree_scores(self, question: str, cwd: str = "", *, answer: bool = False) -> dict[str, float]:
        """For each entry of folder ``cwd`` with a positive score: a file's own score, a folder's
        best file anywhere below it (the relevance of where a ``cd`` leads). ``answer``: the scores
        of :meth:`answer_scores` instead of the plain ones, so that taking the first entry at every
        step walks to the answer's first file."""
        prefix = f"{cwd}/" if cwd else ""
        best: dict[str, float] = {}
        scores = self.answer_scores(question) if answer else self.scores(question)
        for rel, score in scores.items():
            if score > 0 and rel.startswith(prefix):
                head = rel[len(prefix) :].partition("/")[0]
                if score > best.get(head, 0.0):
                    best[head] = score
        return best


_RANKERS: OrderedDict[tuple[Any, ...], RepoRanker] = OrderedDict()
_MAX_RANKERS = 32


def _view_key(view: FileView) -> tuple[Any, ...]:
    return (
        str(view.root), view.suffixes, view.filenames, view.skip_dirs, view.include_hidden,
        view.respect_gitignore, view.skip_binary, view.follow_symlinks,
    )


def ranker_for(view: FileView) -> RepoRanker:
    """The ranker of ``view``'s repository, shared by views with the same root and filters (an
    evaluation builds one env, hence one view, per agent and level). Keeps the last 32."""
    key = _view_key(view)
    ranker = _RANKERS.get(key)
    if ranker is None:
        ranker = _RANKERS[key] = RepoRanker(view)
        while len(_RANKERS) > _MAX_RANKERS:
            _RANKERS.popitem(last=False)
    else:
        _RANKERS.move_to_end(key)
    return ranker
