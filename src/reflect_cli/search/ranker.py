"""The answer's ranking: :class:`RepoRanker` (one per view, see :func:`ranker_for`) scores every
visible file of a repository for a question with the code-aware index, then reads the question's
shape (roles, named paths, modules and symbols); :meth:`RepoRanker.subtree_scores` gives the best
score under each entry of a folder."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from reflect_cli.search.code_index import CodeIndex
from reflect_cli.search.fileview.budget import WALK_SHARE, run_budget
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.indexing import index_files, open_index
from reflect_cli.search.questions import (
    Question,
    declared_scripts,
    module_files,
    parse_question,
    path_matches,
    suffix_table,
)
from reflect_cli.search.roles import SECONDARY_WEIGHT, secondary_file
from reflect_cli.search.terms import code_terms, common_terms, query_terms
from reflect_cli.search.tree_index import index_options
from reflect_cli.search.walk import MAX_FILES, walk_files

# Evidence a question's named code adds to a file's score (x (1 + evidence), RepoRanker.evidence).
# Chosen on the SWE-bench Lite dev reports of sympy and astropy (benchmarks/issue_reports.py).
PATH_EVIDENCE = 1.0
# A traceback's frames in the tree count less the further they are from the one that raised (the
# innermost): the path and function of the k-th frame file from it count FRAME_DECAY ** k of a
# named path's and symbol's. In the dev reports whose traceback names the tree, the innermost
# frame's file is the fix's 33 times out of 50 and a caller's 8 (benchmarks/HISTORY.md §25).
FRAME_DECAY = 0.5
MODULE_EVIDENCE = 0.5
SYMBOL_EVIDENCE = 0.5
MAX_EVIDENCE = 3.0
ASKED_SYMBOL_EVIDENCE = 2.0  # more for the definition of a bare symbol, the whole question
# A package's __init__ mostly re-imports what its modules define: their names match it too.
INIT_WEIGHT = 0.5
MAX_DEFINERS = 5  # a name defined in more files than this points nowhere
MAX_MEMBER_DEFINERS = 200  # a method name (`seek`) points somewhere when its class narrows it down
MAX_NAMED = 300  # named paths, modules and symbols looked up per question at most
K = TypeVar("K")
V = TypeVar("V")


def searched_text(parsed: Question) -> str:
    """The text the answer's ranking looks up: the question, plus what code calls an entry point
    ("main", "scripts") when it asks for one."""
    return parsed.text + " main scripts" if parsed.asks_entry_point else parsed.text


@dataclass(frozen=True)
class Ranking:
    """One question's answer scores and what they were made of, from one call
    (:meth:`RepoRanker.answer`): the text looked up (``searched``, :func:`searched_text`), its plain
    BM25 scores (``plain``), how strongly the code the question names points at each file
    (``evidence``, :meth:`RepoRanker.evidence`) and the answer scores (``scores``,
    :meth:`RepoRanker.answer_scores`). Callers only read it (it is kept for the next ask)."""

    searched: str
    plain: dict[str, float]
    evidence: dict[str, float]
    scores: dict[str, float]


class RepoRanker:
    """The code-aware BM25 (:class:`CodeIndex`) over the visible, readable files of one
    repository, queried with a question's :func:`query_terms`.

    Built under the run's :class:`~reflect_cli.search.fileview.budget.WorkBudget` (the walk, the
    reads and the pre-processing): a tree that would take minutes is cut, and ``notes`` says so
    (the ranking then covers the files indexed). When a command turns the persistent index on
    (:mod:`~reflect_cli.search.tree_index`), a file the view opens whose identity and times match a
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
        self.versions = versions  # what the walk saw of each file (is_current compares a new walk)
        self.max_files = max_files
        self.order = {rel: i for i, rel in enumerate(self.files)}
        documents, self.index_stats = index_files(view, self.files, self.budget, options, store, versions)
        self.index = CodeIndex.from_features(documents)
        self.index_stats.seconds = time.perf_counter() - start
        if options.done is not None:
            options.done(self.index_stats)
        self.notes: tuple[str, ...] = (self.budget.note,) if self.budget.note else ()
        self._cache: dict[str, dict[str, float]] = {}
        self._answer_cache: dict[Question, Ranking] = {}
        self._parsed: dict[str, Question] = {}
        self._suffixes: dict[str, list[str]] | None = None
        self._path_terms: set[str] | None = None

    def is_current(self, view: FileView) -> bool:
        """Whether a new walk of ``view`` (the run's budget) finds the same files at the same
        versions as this ranker's, and this ranker's own walk was not cut: a long-lived process
        reuses it then, and builds a new one (from the stored index) otherwise."""
        if self.notes:
            return False
        budget = run_budget()
        versions: dict[str, tuple[int, ...]] = {}
        with budget.running():
            files = walk_files(view, limit=self.max_files, budget=budget, versions=versions)
        return budget.cut is None and files == self.files and versions == self.versions

    @staticmethod
    def _memo(cache: dict[K, V], question: K, compute: Callable[[K], V]) -> V:
        """``compute(question)``, kept for the next ask (a bounded cache; callers only read it)."""
        got = cache.get(question)
        if got is None:
            if len(cache) > 256:
                cache.clear()
            got = cache[question] = compute(question)
        return got

    def scores(self, question: str) -> dict[str, float]:
        """BM25 score of every file sharing a key term with ``question`` (others: absent)."""
        return self._memo(self._cache, question, lambda q: dict(self.index.scores(self.query_terms(q))))

    def query_terms(self, question: str) -> set[str]:
        """:func:`~reflect_cli.search.terms.query_terms`, plus each common word that this tree
        names a file or folder after (a ``user.py`` makes "user" the tree's concept, not phrasing)."""
        found = query_terms(question)
        common = common_terms(question)
        if common:
            if self._path_terms is None:
                self._path_terms = {t for rel in self.files for t in code_terms(rel.rsplit(".", 1)[0].replace("/", " "))}
            found |= common & self._path_terms
        return found

    def ranking(self, question: str) -> list[tuple[str, float]]:
        """Files with a positive score, best first (ties: breadth-first walk order)."""
        return self.rank(self.scores(question))

    def parsed(self, question: str) -> Question:
        """``question`` parsed (:func:`~reflect_cli.search.questions.parse_question`), kept for
        the next ask: an environment asks with the same text at every step, and a pasted log is long."""
        return self._memo(self._parsed, question, parse_question)

    def answer_scores(self, question: Question) -> dict[str, float]:
        """What ``reflect explore`` answers with: :meth:`scores`, read for the parsed question's
        shape (:class:`~reflect_cli.search.questions.Question`). Tests, docs, change logs and
        top-level READMEs weigh :data:`SECONDARY_WEIGHT` unless the question asks for one; a file
        the question names (a traceback frame's path, a module, the definition of a symbol in
        backticks or code) is boosted by :meth:`evidence`, a test or doc only when the question
        asks for one or is a bare symbol. The env's ``lexical`` order keeps the
        plain scores (training data and tables were made with them); its ``answer`` order uses these."""
        return self.answer(question).scores

    def answer(self, question: Question) -> Ranking:
        """:meth:`answer_scores` with what they were made of (:class:`Ranking`), kept for the next ask."""
        return self._memo(self._answer_cache, question, self._answer)

    def _answer(self, parsed: Question) -> Ranking:
        searched = searched_text(parsed)
        plain = self.scores(searched)
        if not parsed.asks_role:
            scores = {rel: s * SECONDARY_WEIGHT if secondary_file(rel) else s for rel, s in plain.items()}
        else:
            scores = dict(plain)
        for rel in scores:
            if rel == "__init__.py" or rel.endswith("/__init__.py"):
                scores[rel] *= INIT_WEIGHT
        evidence = self.evidence(parsed)
        # A test, doc or change log a report names in passing (a failing test's output, the test
        # added) says where the fault shows, not where the fix goes: its name lifts it only when the
        # question asks for one, or is that bare name.
        lifts_secondary = parsed.asks_role or parsed.shape == "symbol"
        for rel, weight in evidence.items():
            if rel in scores and (lifts_secondary or not secondary_file(rel)):
                scores[rel] *= 1 + weight
        if parsed.shape == "symbol":
            # A bare name the ranking cannot match (too short, an English word: "Mx", "cover") is
            # still answered by the files that define it, below every file that matches.
            floor = min((v for v in scores.values() if v > 0), default=1.0) / 2
            for rel, weight in evidence.items():
                if scores.get(rel, 0.0) <= 0:
                    scores[rel] = floor * weight
        return Ranking(searched=searched, plain=plain, evidence=evidence, scores=scores)

    def evidence(self, parsed: Question) -> dict[str, float]:
        """How strongly the code a question names points at each file, from 0 to
        :data:`MAX_EVIDENCE`: a named path counts :data:`PATH_EVIDENCE`, a module
        :data:`MODULE_EVIDENCE`, a named symbol
        :data:`SYMBOL_EVIDENCE`, each shared among the files it may mean (a symbol that many
        files define says little); a traceback frame's path and function count less the further
        the frame is from the one that raised (:meth:`frame_weights`)."""
        table = self.suffixes()
        out: dict[str, float] = defaultdict(float)
        near, called = self.frame_weights(parsed)
        for named in parsed.paths[:MAX_NAMED]:
            hits = path_matches(named, table)
            for rel in hits:
                out[rel] += PATH_EVIDENCE * near.get(named, 1.0) / len(hits)
        for dotted in parsed.modules[:MAX_NAMED]:
            hits = module_files(dotted, table)
            for rel in hits:
                out[rel] += MODULE_EVIDENCE / len(hits)
        if parsed.asks_entry_point:
            for meta in ("pyproject.toml", "setup.cfg"):
                modules = declared_scripts(self.view.read_file(meta).text or "") if meta in self.order else []
                # Declared by the packaging metadata: as sure as evidence gets.
                if modules:
                    out[meta] += MAX_EVIDENCE
                for dotted in modules:
                    for rel in module_files(dotted, table):
                        out[rel] += MAX_EVIDENCE
        for i, name in enumerate(parsed.symbols[:MAX_NAMED]):
            where = self.index.definers(name, MAX_DEFINERS)
            # a bare name asks where it is defined: its definition outweighs every use of it
            weight = SYMBOL_EVIDENCE * called.get(name, 1.0)
            weight += ASKED_SYMBOL_EVIDENCE if i == 0 and parsed.shape == "symbol" else 0.0
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

    def suffixes(self) -> dict[str, list[str]]:
        """The tree's :func:`~reflect_cli.search.questions.suffix_table`, made on first use."""
        if self._suffixes is None:
            self._suffixes = suffix_table(self.files)
        return self._suffixes

    def frame_weights(self, parsed: Question) -> tuple[dict[str, float], dict[str, float]]:
        """How much each traceback frame's path and function count (:data:`FRAME_DECAY`): the
        frame files of this tree, the one that raised first, get 1, FRAME_DECAY, FRAME_DECAY ** 2...;
        a function, the weight of the nearest frame of the tree it is named in."""
        table = self.suffixes()
        depth: dict[str, int] = {}  # a frame's path -> its frame file's place from the raising one
        files: dict[tuple[str, ...], int] = {}
        for path, _ in parsed.frames[:MAX_NAMED]:
            hits = tuple(path_matches(path, table))
            if hits and path not in depth:
                depth[path] = files.setdefault(hits, len(files))
        near = {path: FRAME_DECAY**d for path, d in depth.items()}
        called: dict[str, float] = {}
        for path, func in parsed.frames[:MAX_NAMED]:
            if func and path in near:
                called[func] = max(called.get(func, 0.0), near[path])
        return near, called

    def rank(self, scores: dict[str, float]) -> list[tuple[str, float]]:
        """The files of ``scores`` with a positive score, best first (ties: walk order)."""
        scored = [(rel, s) for rel, s in scores.items() if s > 0]
        return sorted(scored, key=lambda rs: (-rs[1], self.order.get(rs[0], len(self.order))))

    def top1(self, question: str, *, answer: bool = False) -> str | None:
        """The best file (``answer``: by :meth:`answer_scores`, the first file of `reflect
        explore`'s answer); with no match, the first file of the walk."""
        ranked = self.rank(self.answer_scores(self.parsed(question))) if answer else self.ranking(question)
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
        scores = self.answer_scores(self.parsed(question)) if answer else self.scores(question)
        for rel, score in scores.items():
            if score > 0 and rel.startswith(prefix):
                head = rel[len(prefix) :].partition("/")[0]
                if score > best.get(head, 0.0):
                    best[head] = score
        return best


_RANKERS: OrderedDict[tuple[Any, ...], RepoRanker] = OrderedDict()
_MAX_RANKERS = 32
_LOCK = threading.RLock()


def _view_key(view: FileView) -> tuple[Any, ...]:
    return (
        str(view.root), view.suffixes, view.filenames, view.skip_dirs, view.include_hidden,
        view.respect_gitignore, view.skip_binary, view.follow_symlinks,
    )


def ranker_for(view: FileView, *, check: bool = False) -> RepoRanker:
    """The ranker of ``view``'s repository, shared by views with the same root and filters (an
    evaluation builds one env, hence one view, per agent and level). Keeps the last 32. With
    ``check`` (a long-lived process's new question), a kept ranker is used only while
    :meth:`RepoRanker.is_current`; else a new one is built. Safe from several threads (one
    builds at a time)."""
    key = _view_key(view)
    with _LOCK:
        ranker = _RANKERS.get(key)
        if ranker is not None and check and not ranker.is_current(view):
            ranker = None
        if ranker is None:
            ranker = _RANKERS[key] = RepoRanker(view)
            while len(_RANKERS) > _MAX_RANKERS:
                _RANKERS.popitem(last=False)
        else:
            _RANKERS.move_to_end(key)
        return ranker
