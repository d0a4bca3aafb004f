"""A tree's files turned into :class:`~reflect_cli.search.code_index.TextFeatures`, each read
once per run and reused from the stored index (:mod:`~reflect_cli.search.tree_index`) while its
identity and times match."""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from typing import Any, NamedTuple

from reflect_cli.search.code_index import (
    _ASSIGN,
    _COMMENT,
    _DEF,
    _DOC_SUFFIXES,
    FIELD_WEIGHTS,
    TextFeatures,
    is_prose,
    text_features,
    text_fields,
)
from reflect_cli.search.fileview.budget import WorkBudget
from reflect_cli.search.fileview.view import FileView, remember_text
from reflect_cli.search.terms import _PARTS, _WORD, STOPWORDS, _word_terms, code_terms, stem
from reflect_cli.search.tree_index import FileVersion, IndexOptions, IndexStats, TreeIndex
from reflect_cli.search.walk import READ_BYTES


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
    from reflect_cli.search.fileview import view as view_module

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
    if len(weights) > MAX_STORED_TERMS or len(defs) > MAX_STORED_TERMS:
        raise ValueError("more terms than a file gives")
    if weights and (not set(map(type, weights.values())) <= {int, float} or min(weights.values()) <= 0
                    or not all(map(math.isfinite, weights.values()))):
        raise ValueError("malformed weights")
    if not set(map(type, defs)) <= {str}:
        raise ValueError("malformed names")
    return TextFeatures(weights, payload[0], tuple(defs))


# A stored record with more terms (or names) than this is not trusted: the file is read again.
MAX_STORED_TERMS = 50_000
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


def has_stored_index(view: FileView) -> bool:
    """Whether ``view``'s tree has a stored index already (its first question builds one)."""
    return TreeIndex(str(view.root), view_settings(view), features_fingerprint(), fresh=True).path.is_file()
