"""BM25 over the files of a :class:`~reflect_cli.envs.fileview.FileView`.

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

import math
import re
from collections import Counter, OrderedDict, defaultdict, deque
from collections.abc import Iterable, Sequence
from typing import Any

from reflect_cli.envs.fileview import FileView

MAX_FILES = 20000  # files indexed per repository at most
READ_BYTES = 32 * 1024  # enough for docstrings, headers and the lexical index

STOPWORDS = frozenset(
    """a an and are as at be by can code do does file files find for from how i if in is it its
    of on or repository the that this to what when where which who why with defined define
    implemented implement located""".split()
)
# Words of gen-data's question templates: never key terms, or every question would match every file.
TEMPLATE_WORDS = frozenset(
    """which where class classes function functions method module modules document documents
    section sections titled title defined defines described describes implemented implements
    implementation data table columns column configuration config sets setting settings keys key
    code need part parts looking look explain explains explained docs documentation says say
    called named name names does something thing things about covers cover contains contain
    doing handles handle there want know tell show find written write writes value values
    heading headings using used uses use documented summarised summarized remember passage
    starts start project deals deal library package has have get gets return returns""".split()
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


MAX_WALK_DIRS = 20000  # folders listed per walk at most


def walk_files(view: FileView, *, max_depth: int | None = None, limit: int = MAX_FILES) -> list[str]:
    """Visible files of the repository, breadth-first in sorted order. Each folder is visited
    once, by (device, inode), under the first path that reaches it: a symlink back to a folder
    above (``a -> .``) is not walked into again, so two such links cannot double the work per
    level, and a file is never ranked under ``links/up/links/up/...``. At most
    :data:`MAX_WALK_DIRS` folders are listed."""
    out: list[str] = []
    queue: deque[str] = deque([""])
    seen: set[tuple[int, int]] = set()
    listed = 0
    while queue and len(out) < limit and listed < MAX_WALK_DIRS:
        cwd = queue.popleft()
        depth = cwd.count("/") + 1 if cwd else 0
        listing = view.list_dir(cwd)
        listed += 1
        if listing.ident is not None:
            if listing.ident in seen:
                continue
            seen.add(listing.ident)
        if max_depth is None or depth <= max_depth:
            out.extend(f"{cwd}/{f}" if cwd else f for f in listing.files)
        if max_depth is None or depth < max_depth:
            queue.extend(f"{cwd}/{d}" if cwd else d for d in listing.dirs)
    return out[:limit]


def read_texts(view: FileView, files: Sequence[str]) -> dict[str, str]:
    texts: dict[str, str] = {}
    for rel in files:
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
        out: dict[str, float] = defaultdict(float)
        for term in set(query_terms):
            posting = self.postings.get(term)
            if not posting:
                continue
            idf = math.log(1 + (self.n - len(posting) + 0.5) / (len(posting) + 0.5))
            for rel, tf in posting.items():
                norm = tf + self.k1 * (1 - self.b + self.b * self.lengths[rel] / self.avg)
                out[rel] += idf * tf * (self.k1 + 1) / norm
        return out


class RepoRanker:
    """BM25 over the visible, readable files of one repository, queried with a question's key terms."""

    def __init__(self, view: FileView, *, max_files: int = MAX_FILES) -> None:
        self.view = view
        self.files = walk_files(view, limit=max_files)
        self.order = {rel: i for i, rel in enumerate(self.files)}
        self.index = BM25Index(read_texts(view, self.files), keep_documents=False)
        self._cache: dict[str, dict[str, float]] = {}

    def scores(self, question: str) -> dict[str, float]:
        """BM25 score of every file sharing a key term with ``question`` (others: absent)."""
        if question not in self._cache:
            if len(self._cache) > 256:
                self._cache.clear()
            self._cache[question] = dict(self.index.scores(key_terms(question)))
        return self._cache[question]

    def ranking(self, question: str) -> list[tuple[str, float]]:
        """Files with a positive score, best first (ties: breadth-first walk order)."""
        scored = [(rel, s) for rel, s in self.scores(question).items() if s > 0]
        return sorted(scored, key=lambda rs: (-rs[1], self.order.get(rs[0], len(self.order))))

    def top1(self, question: str) -> str | None:
        ranked = self.ranking(question)
        if ranked:
            return ranked[0][0]
        return self.files[0] if self.files else None

    def subtree_scores(self, question: str, cwd: str = "") -> dict[str, float]:
        """For each entry of folder ``cwd`` with a positive score: a file's own score, a folder's
        best file anywhere below it (the relevance of where a ``cd`` leads)."""
        prefix = f"{cwd}/" if cwd else ""
        best: dict[str, float] = {}
        for rel, score in self.scores(question).items():
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
