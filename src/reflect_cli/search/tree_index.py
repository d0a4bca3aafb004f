"""A persistent index of one tree, so that a second question does not re-read the whole tree.

:class:`~reflect_cli.search.ranker.RepoRanker` walks the tree through its
:class:`~reflect_cli.search.fileview.view.FileView` on every run, and opens every file it lists
through the view, exactly as before. Only then, with the ``fstat`` of the file the view opened, it
asks this index: a file whose (device, inode, size, mtime, ctime) match a record is not read, and
the record's pre-processed content is used instead. So the view's checks decide on every run
(a file that became a link out of the tree, a FIFO, a folder, or is now ignored is refused or not
listed, whatever the index holds), and the index holds only what the view showed: the records of
files it listed under the same filters.

One JSON file per (tree, view filters) in ``paths.cache_dir() / "explore-index"``:

* versioned (:data:`INDEX_VERSION`) and stamped with the ranking's ``fingerprint`` (its
  tokeniser's code and constants): a file of another version, of another tree, or that does not
  parse is ignored and rebuilt, never trusted in part and never a crash;
* written atomically (a temporary file in the same folder, then ``os.replace``), readable by the
  user only, at most :data:`MAX_INDEX_BYTES`, and at most :data:`MAX_INDEXES` trees are kept
  (the least recently written go first);
* plain data only (no pickle): a record is ``[size, mtime_ns, ctime_ns, payload]``; what the
  payload holds is the ranking's business (:func:`~reflect_cli.search.indexing.decode_features`
  checks every field of it before use).

A file changed within the last :data:`SETTLE_NS` is not recorded: file times have a coarse
clock, so a file written in the same tick as it was read could change again unseen.

Nothing is read or written unless a command turns the index on (:func:`set_index_options`;
``reflect explore`` does, ``--no-index`` turns it off): gen-data, training and the tests' trees
never touch the cache folder on their own.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from reflect_cli.paths import cache_dir


class FileVersion(Protocol):
    """What identifies one version of a file: an ``os.stat_result``, or the same fields as a
    listing recorded them."""

    @property
    def st_dev(self) -> int: ...
    @property
    def st_ino(self) -> int: ...
    @property
    def st_size(self) -> int: ...
    @property
    def st_mtime_ns(self) -> int: ...
    @property
    def st_ctime_ns(self) -> int: ...


INDEX_VERSION = 1
INDEX_FORMAT = "reflect-tree-index"
MAX_INDEX_BYTES = 64 * 1024 * 1024  # one tree's index at most (what is past it is re-read)
MAX_INDEXES = 32  # trees kept in the cache folder
SETTLE_NS = 2 * 10**9

# progress(phase, done, total): "walk" (files found so far, total None), "read" (files indexed).
IndexProgress = Callable[[str, int, "int | None"], None]


@dataclass
class IndexOptions:
    """``mode``: "off" (no persistent index), "use" (read it, update it) or "refresh" (ignore
    what is stored, write it anew); ``progress``: called while a ranker indexes."""

    mode: str = "off"
    progress: IndexProgress | None = None
    done: Callable[[IndexStats], None] | None = None  # called once a ranker's index is built


@dataclass
class IndexStats:
    """What one index build did, for the answer's JSON and the progress line."""

    mode: str = "off"
    files: int = 0  # documents in the ranking
    read: int = 0  # files read and pre-processed in this run
    reused: int = 0  # files taken from the stored index (or from another path to the same file)
    seconds: float = 0.0
    stored: bool = False  # whether the index was written
    problem: str | None = None  # why a stored index was not used (corrupt, another version)
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"mode": self.mode, "files": self.files, "read": self.read, "reused": self.reused,
                "seconds": round(self.seconds, 3), "stored": self.stored, "problem": self.problem}


_OPTIONS: ContextVar[IndexOptions | None] = ContextVar("reflect_tree_index", default=None)


def set_index_options(options: IndexOptions | None) -> None:
    """Turn the persistent index on (or off) for the rankers built in this context."""
    _OPTIONS.set(options)


@contextlib.contextmanager
def index_scope(options: IndexOptions | None) -> Iterator[IndexOptions | None]:
    """``options`` for the rankers built within the block; what was before is restored after it."""
    token = _OPTIONS.set(options)
    try:
        yield options
    finally:
        _OPTIONS.reset(token)


def index_options() -> IndexOptions:
    return _OPTIONS.get() or IndexOptions()


def index_folder() -> Path:
    return cache_dir() / "explore-index"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")  # NaN and Infinity would poison every score


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400 parses as inf
        raise ValueError(f"{text[:20]} is not finite")
    return value


def _key_text(root: str, settings: dict[str, Any], fingerprint: str) -> str:
    return json.dumps({"root": root, "settings": settings, "fingerprint": fingerprint,
                       "version": INDEX_VERSION}, sort_keys=True)


class TreeIndex:
    """The stored records of one tree: ``lookup`` by identity and version, ``put`` new ones,
    ``save`` what this run saw."""

    def __init__(self, root: str, settings: dict[str, Any], fingerprint: str, *, fresh: bool = False,
                 folder: Path | None = None) -> None:
        self.root, self.settings, self.fingerprint = root, settings, fingerprint
        self.key = _key_text(root, settings, fingerprint)
        self.folder = folder if folder is not None else index_folder()
        self.path = self.folder / f"{hashlib.sha256(self.key.encode()).hexdigest()[:32]}.json"
        self.records: dict[str, list[Any]] = {}
        self.problem: str | None = None
        self.seen: set[str] = set()
        self.changed = False
        self.started_ns = time.time_ns()
        if not fresh:
            self._load()

    @staticmethod
    def record_key(st: FileVersion, variant: str) -> str:
        return f"{st.st_dev}:{st.st_ino}:{variant}"

    def _load(self) -> None:
        try:  # never blocks on a FIFO, never follows a link, reads a regular file only
            fd = os.open(self.path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except FileNotFoundError:
            return
        except OSError as exc:
            self.problem = f"unreadable ({exc.strerror or exc})"
            self.changed = True
            return
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                self.problem = "not a regular file"
                self.changed = True
                return
            chunks, left = [], MAX_INDEX_BYTES + 1
            while left > 0 and (chunk := os.read(fd, min(left, 1 << 20))):
                chunks.append(chunk)
                left -= len(chunk)
            raw = b"".join(chunks)
        except OSError as exc:
            self.problem = f"unreadable ({exc.strerror or exc})"
            return
        finally:
            os.close(fd)
        if len(raw) > MAX_INDEX_BYTES:
            self.problem = "too large"
            return
        try:
            data = json.loads(raw, parse_constant=_no_constant, parse_float=_finite)
        except (ValueError, RecursionError):
            self.problem = "corrupt"
            return
        if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT:
            self.problem = "not an index"
        elif data.get("version") != INDEX_VERSION:
            self.problem = "another version"
        elif data.get("key") != self.key:
            self.problem = "another tree or ranking"
        elif not isinstance(data.get("records"), dict):
            self.problem = "corrupt"
        else:
            self.records = {k: v for k, v in data["records"].items()
                            if isinstance(k, str) and isinstance(v, list) and len(v) == 4
                            and all(type(x) is int for x in v[:3])}
            if len(self.records) != len(data["records"]):
                self.problem = "corrupt records ignored"
        self.changed = self.problem is not None  # a bad file is rewritten

    def lookup(self, st: FileVersion, variant: str) -> list[Any] | None:
        """The record of this version of the file (its payload is ``[3]``), or ``None``."""
        key = self.record_key(st, variant)
        got = self.records.get(key)
        if got is None or got[:3] != [st.st_size, st.st_mtime_ns, st.st_ctime_ns]:
            return None
        self.seen.add(key)
        return got

    def text_versions(self) -> list[tuple[int, ...]]:
        """``(device, inode, size, mtime_ns, ctime_ns)`` of each recorded file that held text."""
        out: list[tuple[int, ...]] = []
        for key, record in self.records.items():
            if record[3] is not None:
                dev, _, rest = key.partition(":")
                ino = rest.partition(":")[0]
                if dev.isdigit() and ino.isdigit():
                    out.append((int(dev), int(ino), *record[:3]))
        return out

    def forget(self, st: FileVersion, variant: str) -> None:
        """Drop a record whose payload did not check out (it is rewritten from the file)."""
        if self.records.pop(self.record_key(st, variant), None) is not None:
            self.changed = True

    def put(self, st: FileVersion, variant: str, payload: Any) -> None:
        key = self.record_key(st, variant)
        if max(st.st_mtime_ns, st.st_ctime_ns) > self.started_ns - SETTLE_NS:
            self.records.pop(key, None)  # too fresh to trust its times next run
            self.changed = True
            return
        self.records[key] = [st.st_size, st.st_mtime_ns, st.st_ctime_ns, payload]
        self.seen.add(key)
        self.changed = True

    def save(self, *, complete: bool) -> bool:
        """Write the records atomically. ``complete``: the run saw the whole tree, so records of
        files it did not see (deleted, now hidden or refused) are dropped; after a run cut by its
        budget they are kept for the next run to check. False when nothing needed writing or the
        folder cannot be written (the index is a cache: an answer never fails for it)."""
        if complete:
            dropped = set(self.records) - self.seen
            for key in dropped:
                del self.records[key]
            self.changed = self.changed or bool(dropped)
        if not self.changed:
            return False
        try:
            self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            parts = [json.dumps({"format": INDEX_FORMAT, "version": INDEX_VERSION, "key": self.key,
                                 "records": {}})[:-2]]
            size = len(parts[0])
            first = True
            for key, record in self.records.items():
                item = ("" if first else ", ") + json.dumps(key) + ": " + json.dumps(record, separators=(",", ":"))
                if size + len(item) + 2 > MAX_INDEX_BYTES:
                    break  # bounded: the files past it are read again next time
                parts.append(item)
                size += len(item)
                first = False
            parts.append("}}")
            fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=self.folder)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    f.write("".join(parts))
                os.replace(tmp, self.path)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise
            _prune(self.folder, keep=self.path)
        except (OSError, ValueError):
            return False
        self.changed = False
        return True


def _prune(folder: Path, keep: Path) -> None:
    """At most :data:`MAX_INDEXES` index files (the least recently written go); leftover
    temporary files of a killed run older than a minute go too."""
    now = time.time()
    found: list[tuple[float, Path]] = []
    with os.scandir(folder) as it:
        for entry in it:
            if not entry.is_file(follow_symlinks=False):
                continue
            with contextlib.suppress(OSError):
                mtime = entry.stat(follow_symlinks=False).st_mtime
                if entry.name.startswith(".tmp-"):
                    if now - mtime > 60:
                        os.unlink(entry.path)
                elif entry.name.endswith(".json"):
                    found.append((mtime, Path(entry.path)))
    found.sort(reverse=True)
    for _, path in found[MAX_INDEXES:]:
        if path != keep:
            with contextlib.suppress(OSError):
                path.unlink()
