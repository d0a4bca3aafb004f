"""A read-only, sandboxed view of a directory tree.

Everything AutoExplore reads from disk goes through :class:`FileView`. Its guarantees:

* it never writes into the tree (files are opened ``O_RDONLY`` and nothing else is called);
* it never reads a path that resolves outside the root: ``..`` components, absolute paths and
  symlinks pointing out of the tree are refused (symlinks that stay inside are followed);
* no check-then-open race: every path is walked from a descriptor of the root, one component at
  a time, with ``O_NOFOLLOW`` (symlinks are read with ``readlink`` and resolved by the view
  itself), and what was opened is verified with ``fstat``; a name that is not a regular file at
  ``lstat`` time is never opened;
* listings are lazy (one directory at a time, cached) and sorted, so a 100k-file repository
  opens instantly and prompts are deterministic; a folder with more than ``max_eager_entries``
  entries is listed from names and directory-entry types only (no per-file ``stat`` or binary
  sniff), so a 100k-file folder lists in a fraction of a second;
* hidden entries, VCS folders, ``.gitignore``\\ d paths, non-regular files (FIFOs, sockets,
  devices), binaries and unsupported suffixes are not listed (all configurable);
* listed names are always printable text: bytes that are not UTF-8 are shown as U+FFFD followed
  by their two hex digits (a literal U+FFFD is doubled), and paths given back in that form reach
  the same file; names with control characters are not listed;
* unreadable, huge, non-UTF-8 or vanished files become a short note, never an exception.

This module decides what is listed and how a file reads; the path safety is
:mod:`~reflect_cli.search.fileview.sandbox`'s, the printable names
:mod:`~reflect_cli.search.fileview.names`' and the ``.gitignore`` rules
:mod:`~reflect_cli.search.fileview.gitignore`'s.
"""

from __future__ import annotations

import contextlib
import os
import stat
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice
from typing import Any

from reflect_cli.search.fileview.budget import BudgetSpent, WorkBudget
from reflect_cli.search.fileview.gitignore import GITIGNORE_MAX_BYTES, Budget, FolderRules, IgnoreRules, gitignore_lines

# Also importable from here, as before the path safety, the names and the .gitignore rules moved
# out of this module ("as" marks an explicit re-export).
from reflect_cli.search.fileview.gitignore import GITIGNORE_MAX_LINE_CHARS as GITIGNORE_MAX_LINE_CHARS
from reflect_cli.search.fileview.gitignore import GITIGNORE_MAX_LINES as GITIGNORE_MAX_LINES
from reflect_cli.search.fileview.names import UNSAFE_CHARS
from reflect_cli.search.fileview.names import display_name as display_name
from reflect_cli.search.fileview.names import real_name as real_name
from reflect_cli.search.fileview.sandbox import MAX_SYMLINKS as MAX_SYMLINKS
from reflect_cli.search.fileview.sandbox import ChangedError as ChangedError
from reflect_cli.search.fileview.sandbox import NotRegularFileError as NotRegularFileError
from reflect_cli.search.fileview.sandbox import OutsideRootError as OutsideRootError
from reflect_cli.search.fileview.sandbox import SandboxedTree

# Text formats a question about a repository can plausibly be answered from. Binary formats,
# archives, images and lock files are excluded on purpose.
DEFAULT_SUFFIXES: frozenset[str] = frozenset(
    [".py", ".pyi", ".pyx", ".pxd", ".ipynb", ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".cu", ".cuh", ".m", ".mm", ".java", ".kt", ".kts", ".scala", ".go", ".rs", ".swift", ".rb", ".php", ".pl", ".pm", ".lua", ".r", ".jl", ".hs", ".ml", ".mli", ".ex", ".exs", ".erl", ".clj", ".cs", ".fs", ".vb", ".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".vue", ".svelte", ".css", ".scss", ".sass", ".less", ".html", ".htm", ".xml", ".xsl", ".sh", ".bash", ".zsh", ".fish", ".ps1", ".bat", ".cmd", ".sql", ".graphql", ".proto", ".thrift", ".md", ".markdown", ".rst", ".txt", ".adoc", ".org", ".tex", ".bib", ".json", ".jsonl", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".env.example", ".properties", ".csv", ".tsv", ".cmake", ".mk", ".gradle", ".sbt", ".nix", ".tf", ".hcl", ".dockerfile", ".in"]
)
DEFAULT_FILENAMES: frozenset[str] = frozenset(
    ["Makefile", "makefile", "GNUmakefile", "Dockerfile", "Containerfile", "Jenkinsfile", "Vagrantfile", "Procfile", "Gemfile", "Rakefile", "LICENSE", "LICENCE", "COPYING", "NOTICE", "AUTHORS", "CONTRIBUTORS", "README", "CHANGELOG", "CHANGES", "HISTORY", "INSTALL", "TODO", "MANIFEST.in", "requirements.txt", "setup.cfg"]
)
VCS_DIRS: frozenset[str] = frozenset({".git", ".hg", ".svn", ".bzr", "CVS", "_darcs"})
DEFAULT_SKIP_DIRS: frozenset[str] = frozenset({"__pycache__", "node_modules", "venv", ".venv"})

SNIFF_BYTES = 1024
SNIFF_SETTLE_NS = 2 * 10**9  # sniffs of files unchanged for this long are memoised process-wide
DEFAULT_MAX_READ_BYTES = 64 * 1024
# Above this many entries a folder is listed without a stat or a binary sniff per file: those
# cost one or two system calls (and, on a cold cache, a disk seek) per entry.
DEFAULT_MAX_EAGER_ENTRIES = 5_000
# A folder is listed from at most this many entries (in the order the OS returns them), so that
# a pathological folder costs bounded time and memory.
MAX_DIR_ENTRIES = 200_000


@dataclass(frozen=True)
class Listing:
    """The visible entries of one directory, sorted by name (directories and files apart)."""

    dirs: tuple[str, ...]
    files: tuple[str, ...]
    # The folder's (device, inode): walks visit each folder once however many links lead to it.
    ident: tuple[int, int] | None = field(default=None, compare=False)
    # What the listing could not fully do (a .gitignore evaluation cut by its budget).
    notes: tuple[str, ...] = field(default=(), compare=False)
    # What it did not list, counted from the same read of the folder: hidden entries, folders
    # (VCS, skipped, ignored, links out) and files (binary, ignored, unsupported, special).
    unlisted: tuple[int, int, int] = field(default=(0, 0, 0), compare=False)
    # name -> (device, inode, size, mtime_ns, ctime_ns) of the regular file a listed name is (or
    # links to), where the listing looked (an eager listing with binary sniffing, or a link).
    versions: dict[str, tuple[int, int, int, int, int]] = field(default_factory=dict, compare=False)

    @property
    def entries(self) -> tuple[str, ...]:
        return self.dirs + self.files


@dataclass(frozen=True)
class FileText:
    """What a read returned: text (possibly partial) or a note explaining why there is none."""

    text: str | None
    note: str | None
    size: int
    partial: bool = False


def _ignored_by(rules: tuple[FolderRules, ...], name: str, is_dir: bool, budget: Budget | None) -> bool:
    """Whether ``rules`` (a folder's, root's .gitignore first) exclude ``name``: deeper files
    win, and negations (``!pattern``) re-include, as in git."""
    ignored = False
    for folder in rules:
        include = folder.check(name, is_dir, budget)
        if include is not None:
            ignored = include
    return ignored


def _count(entry: os.DirEntry[str], dirs: int, files: int) -> tuple[int, int]:
    """``(dirs, files)`` with ``entry`` counted as one or the other (its own type, never a link's
    target: nothing is followed to count it)."""
    try:
        is_dir = entry.is_dir(follow_symlinks=False)
    except OSError:
        is_dir = False
    return (dirs + 1, files) if is_dir else (dirs, files + 1)


class _SniffCache:
    """Process-wide memo of binary sniffs, keyed by ``(device, inode, size, mtime_ns, ctime_ns)``:
    a file whose content changed gets a new key (size or mtime/ctime change), so every
    :class:`FileView` over the same tree (one per env instance, per rollout worker, per run)
    reads each file's head once. Bounded: the oldest entries go first (plain dict operations,
    atomic under the GIL)."""

    def __init__(self, maxsize: int = 1 << 18) -> None:
        self.maxsize = maxsize
        self._data: dict[tuple[int, ...], bool] = {}

    def get(self, key: tuple[int, ...]) -> bool | None:
        return self._data.get(key)

    def put(self, key: tuple[int, ...], value: bool) -> None:
        self._data[key] = value
        while len(self._data) > self.maxsize:
            try:
                del self._data[next(iter(self._data))]
            except (KeyError, RuntimeError, StopIteration):  # another thread got there first
                break

    def clear(self) -> None:
        self._data.clear()


_SNIFFED = _SniffCache()


def remember_text(versions: Iterable[tuple[int, ...]]) -> None:
    """Files known to start with no NUL byte at these versions ``(device, inode, size,
    mtime_ns, ctime_ns)`` (a persistent index read them): listings need not sniff them again.
    Only the sniff is skipped; every other check of a listing still runs."""
    for key in versions:
        _SNIFFED.put(tuple(key), False)


def human_size(n: int) -> str:
    for unit in ("bytes", "kB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1000  # type: ignore[assignment]
    return f"{n} bytes"


class FileView(SandboxedTree):
    """Read-only view of the tree under ``root``. Paths are POSIX strings relative to the root
    (``""`` is the root itself), with names as listed (see :func:`display_name`). Path safety
    (normalising, opening without leaving the root) is :class:`SandboxedTree`'s; this class
    decides what is listed and how a file reads."""

    def __init__(
        self,
        root: str | os.PathLike[str],
        *,
        suffixes: frozenset[str] | set[str] | None = None,
        filenames: frozenset[str] | set[str] | None = None,
        skip_dirs: frozenset[str] | set[str] | None = None,
        include_hidden: bool = False,
        respect_gitignore: bool = True,
        skip_binary: bool = True,
        follow_symlinks: bool = True,
        max_read_bytes: int = DEFAULT_MAX_READ_BYTES,
        max_eager_entries: int = DEFAULT_MAX_EAGER_ENTRIES,
    ) -> None:
        super().__init__(root, follow_symlinks=follow_symlinks)
        # ``is None`` (not ``or``): an empty set means "none", as for ``skip_dirs``.
        self.suffixes = frozenset(
            s.lower() for s in (suffixes if suffixes is not None else DEFAULT_SUFFIXES)
        )
        self._suffix_tuple = tuple(sorted(s for s in self.suffixes if s))  # for str.endswith
        self.filenames = frozenset(filenames if filenames is not None else DEFAULT_FILENAMES)
        self.skip_dirs = frozenset(skip_dirs if skip_dirs is not None else DEFAULT_SKIP_DIRS)
        self.include_hidden = include_hidden
        self.respect_gitignore = respect_gitignore
        self.skip_binary = skip_binary
        self.max_read_bytes = max_read_bytes
        self.max_eager_entries = max_eager_entries
        # Per-instance caches: the tree is treated as a snapshot for the view's lifetime.
        self.list_dir = lru_cache(maxsize=4096)(self._list_dir)
        self._gitignore = lru_cache(maxsize=4096)(self._load_gitignore)
        self._rules_by_text: dict[tuple[str, ...], IgnoreRules] = {}
        self._specs: dict[str, tuple[Any, ...]] = {}
        self._run = threading.local()  # the WorkBudget of the walk this thread is in, if any

    @contextlib.contextmanager
    def bounded(self, budget: WorkBudget) -> Iterator[WorkBudget]:
        """Listings made by this thread inside the block spend from ``budget`` and raise
        :class:`~reflect_cli.search.fileview.budget.BudgetSpent` (nothing is cached) once it is spent."""
        outer = getattr(self._run, "budget", None)
        self._run.budget = budget
        try:
            with budget.running():
                yield budget
        finally:
            self._run.budget = outer

    def _check_budget(self, entries: int = 0) -> None:
        budget = getattr(self._run, "budget", None)
        if budget is not None and not budget.spend(entries):
            raise BudgetSpent(budget.cut)

    # -- gitignore ------------------------------------------------------------------------

    def _load_gitignore(self, rel_dir: str) -> IgnoreRules | None:
        if not self.respect_gitignore:
            return None
        data = self._read_start(lambda: self._open_file(f"{rel_dir}/.gitignore" if rel_dir else ".gitignore"),
                                GITIGNORE_MAX_BYTES)
        if data is None:
            return None
        lines = tuple(gitignore_lines(data))
        if not lines:
            return None
        # One set of rules per distinct content: 30 folders whose .gitignore links to one file
        # parse it, and reduce it for each folder depth, once (not once per pair of folders).
        rules = self._rules_by_text.get(lines)
        if rules is None:
            if len(self._rules_by_text) >= 256:
                self._rules_by_text.clear()
            rules = self._rules_by_text[lines] = IgnoreRules(list(lines))
        return rules

    def is_ignored(self, rel: str, is_dir: bool, budget: Budget | None = None) -> bool:
        """Whether ``.gitignore`` files from the root down to the parent of ``rel`` exclude it.
        Deeper files win, and negations (``!pattern``) re-include, as in git. ``budget`` bounds
        the work of the globs that are not plain names, suffixes or prefixes (see
        :mod:`~reflect_cli.search.fileview.gitignore`)."""
        if not self.respect_gitignore:
            return False
        parent, _, name = rel.rpartition("/")
        return _ignored_by(self._folder_rules(parent), name, is_dir, budget)

    def _folder_rules(self, rel_dir: str) -> tuple[FolderRules, ...]:
        """The rules that apply to the names of folder ``rel_dir``: those of each ``.gitignore``
        from the root down to it (root first), each reduced for that folder (a listing asks once,
        not once per name)."""
        if not self.respect_gitignore:
            return ()
        parts = rel_dir.split("/") if rel_dir else []
        out = []
        for depth, rules in self._specs_above(rel_dir):
            prefix = tuple(parts[depth:])
            if not rules.reduced(prefix):  # a step or two per pattern: the run's budget pays
                self._check_budget(2 * len(rules.patterns))
            out.append(rules.folder(prefix))
        return tuple(out)

    def _specs_above(self, rel_dir: str) -> tuple[Any, ...]:
        """``(depth, rules)`` of every ``.gitignore`` from the root down to ``rel_dir`` itself,
        built from the parent's (cached): a chain of N folders costs N look-ups, not N squared."""
        got = self._specs.get(rel_dir)
        if got is not None:
            return got
        if len(self._specs) >= 8192:
            self._specs.clear()
        missing = [rel_dir]  # the folders up to the nearest one already known, deepest first
        while missing[-1]:
            parent = missing[-1].rpartition("/")[0]
            if parent in self._specs:
                break
            missing.append(parent)
        for rel in reversed(missing):
            parent_specs = self._specs.get(rel.rpartition("/")[0], ()) if rel else ()
            rules = self._gitignore(rel)
            depth = rel.count("/") + 1 if rel else 0
            specs = (*parent_specs, (depth, rules)) if rules is not None else parent_specs
            self._specs[rel] = specs
        return self._specs[rel_dir]

    # -- listing --------------------------------------------------------------------------

    def _accept_file_name(self, name: str) -> bool:
        if name in self.filenames:
            return True
        return name.lower().endswith(self._suffix_tuple)

    def _shown_name(self, raw: str) -> str | None:
        """The listed form of a directory entry's name, or ``None`` if it is never listed."""
        name = display_name(raw)
        if UNSAFE_CHARS.search(name) or "\\" in name:
            return None
        if name in VCS_DIRS or (name.startswith(".") and not self.include_hidden):
            return None
        return name

    def _list_dir(self, rel: str) -> Listing:
        # A refused path (absolute, "..", an escape spelling either) lists as empty, as a missing
        # one does: read_file answers it with a note and is_dir with False, none of them raises.
        try:
            rel = self.normalize(rel)
            fd, real = self._open_dir_real(rel)
        except (OutsideRootError, OSError):
            return Listing((), ())  # missing, unreadable, or no longer inside the root
        # Open folders by real path, so that a folder's symlinks resolve without re-walking it
        # from the root (100,000 links in one folder list in about a second).
        dirs_open: dict[tuple[str, ...], int] = {}
        try:
            st = os.fstat(fd)
            dirs_open[tuple(real.split("/")) if real else ()] = fd
            if real:
                dirs_open[()] = self._open_root()
            with os.scandir(fd) as it:
                entries = list(islice(it, MAX_DIR_ENTRIES))
            self._check_budget(len(entries) + 1)
            eager = len(entries) <= self.max_eager_entries
            shown_names = [(self._shown_name(entry.name), entry) for entry in entries]
            named = sorted(((name, entry) for name, entry in shown_names if name is not None), key=lambda pair: pair[0])
            dirs: list[str] = []
            files: list[str] = []
            budget = Budget()
            versions: dict[str, tuple[int, int, int, int, int]] = {}
            real_parts = real.split("/") if real else []
            links: dict[str, Any] = {}  # symlink target text -> its lstat or the refusal
            hidden = sum(1 for entry in entries if entry.name.startswith("."))
            skipped_dirs = skipped_files = 0
            for shown, entry in shown_names:  # not hidden, never listed (a VCS folder, an unsafe name)
                if shown is None and not entry.name.startswith("."):
                    skipped_dirs, skipped_files = _count(entry, skipped_dirs, skipped_files)
            ignore = self._folder_rules(rel)
            for i, (name, entry) in enumerate(named):
                if i % 16 == 15:  # a sniff can be slow (sysfs, network mounts): check often
                    self._check_budget()
                kind = self._visible_kind(fd, rel, name, entry, eager, budget, (real_parts, dirs_open, links),
                                          versions, ignore)
                if kind == "dir":
                    dirs.append(name)
                elif kind == "file":
                    files.append(name)
                elif not entry.name.startswith("."):
                    skipped_dirs, skipped_files = _count(entry, skipped_dirs, skipped_files)
            notes: tuple[str, ...] = ()
            if budget.cut:
                notes = (".gitignore rules only partly applied here: their evaluation hit its work "
                         "budget, so some names they would hide are listed",)
            return Listing(tuple(dirs), tuple(files), (st.st_dev, st.st_ino), notes,
                           (hidden, skipped_dirs, skipped_files), versions)
        except OSError:
            return Listing((), ())
        finally:
            for open_fd in dirs_open.values() or (fd,):
                os.close(open_fd)

    def _visible_kind(
        self, fd: int, rel: str, name: str, entry: os.DirEntry[str], eager: bool,
        budget: Budget | None = None, where: tuple[list[str], dict[Any, Any], dict[Any, Any]] | None = None,
        versions: dict[str, tuple[int, int, int, int, int]] | None = None,
        ignore: tuple[FolderRules, ...] | None = None,
    ) -> str | None:
        """``"dir"``/``"file"`` if the entry is listed, else ``None``. FIFOs, sockets and
        devices are never listed (nor opened): reading them can block or hang. A listed file
        whose ``stat`` was taken goes into ``versions``."""
        child = f"{rel}/{name}" if rel else name
        if ignore is None:
            ignore = self._folder_rules(rel)
        try:
            if entry.is_symlink():
                if not self.follow_symlinks:
                    return None
                if where is not None:  # refuses links that leave the tree
                    st = self._link_stat(fd, entry.name, child, where)
                else:
                    node = self._lookup(child)
                    os.close(node.parent_fd)
                    st = node.st
                mode = st.st_mode
            elif entry.is_dir(follow_symlinks=False):
                mode, st = stat.S_IFDIR, None
            elif entry.is_file(follow_symlinks=False):
                mode, st = stat.S_IFREG, None
            else:
                return None
            if stat.S_ISDIR(mode):
                if name in self.skip_dirs or name.endswith(".egg-info") or _ignored_by(ignore, name, True, budget):
                    return None
                return "dir"
            if not stat.S_ISREG(mode) or not self._accept_file_name(name):
                return None
            if _ignored_by(ignore, name, False, budget):
                return None
            if self.skip_binary and eager:
                if st is None:
                    st = entry.stat(follow_symlinks=False)
                    opener = lambda: self._open_at(fd, entry.name, st, child)  # noqa: E731
                else:
                    opener = lambda: self._open_file(child)  # noqa: E731
                if st.st_size and self._looks_binary_cached(opener, st):
                    return None
            if versions is not None and st is not None:
                versions[name] = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
            return "file"
        except (OutsideRootError, OSError):
            return None

    def _link_stat(self, fd: int, raw: str, child: str, where: tuple[list[str], dict[Any, Any], dict[Any, Any]]) -> os.stat_result:
        """The ``lstat`` of what symlink ``raw`` of the folder being listed leads to (inside the
        tree, or an error). Links with one target text are resolved once per listing: folders of
        100,000 links to a few files list in about a second."""
        target = where[2]
        try:
            key = os.readlink(raw, dir_fd=fd)
        except OSError:
            key = None  # no longer a link: resolved the long way, which says so
        got = target.get(key) if key is not None else None
        if got is None and key is not None:
            # Also by the path the text resolves to: "./x.py", "././x.py" and "a/../x.py" are one
            # target, looked up once.
            try:
                parts = tuple(self._link_target(child, key, where[0]))
            except OutsideRootError as exc:
                got = exc
            else:
                got = target.get(parts)
                if got is None:
                    try:
                        node = self._lookup_parts(list(parts), child, where[1], links=1)
                        os.close(node.parent_fd)
                        got = node.st
                    except (OutsideRootError, OSError) as exc:
                        got = exc
                    target[parts] = got
            target[key] = got
        elif got is None:
            try:
                node = self._lookup_link(fd, where[0], raw, child, where[1], key)
                os.close(node.parent_fd)
                got = node.st
            except (OutsideRootError, OSError) as exc:
                got = exc
        if isinstance(got, BaseException):
            raise got
        return got

    def _looks_binary_cached(self, opener: Callable[[], int], st: os.stat_result) -> bool:
        """Binary sniff memoised process-wide per file version (see :class:`_SniffCache`);
        a failed read is not memoised (the file stays listed; reading it yields a note)."""
        key = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
        hit = _SNIFFED.get(key)
        if hit is None:
            hit = self._sniff(opener)
            if hit is None:
                return False
            # File times have a coarse clock: a file changed within the last moments could change
            # again without a new time stamp ("racy git"), so only settled files are memoised.
            if time.time_ns() - max(st.st_mtime_ns, st.st_ctime_ns) > SNIFF_SETTLE_NS:
                _SNIFFED.put(key, hit)
        return hit

    @staticmethod
    def _read_start(opener: Callable[[], int], limit: int) -> bytes | None:
        """The first ``limit`` bytes of the file ``opener`` opens; ``None`` if it cannot be read."""
        try:
            fd = opener()
        except (OutsideRootError, OSError):
            return None
        try:
            return os.read(fd, limit)
        except OSError:
            return None
        finally:
            os.close(fd)

    @classmethod
    def _sniff(cls, opener: Callable[[], int]) -> bool | None:
        """Whether the first :data:`SNIFF_BYTES` hold a NUL byte; ``None`` if they cannot be read."""
        head = cls._read_start(opener, SNIFF_BYTES)
        return None if head is None else b"\x00" in head

    # -- reading --------------------------------------------------------------------------

    def read_file(self, rel: str, max_bytes: int | None = None) -> FileText:
        """Read up to ``max_bytes`` of a file as UTF-8 text, or explain why not."""
        got = self.read_file_unless(rel, max_bytes)[1]
        assert got is not None  # nothing is skipped without ``known``
        return got

    def read_file_unless(self, rel: str, max_bytes: int | None = None,
                         known: Callable[[os.stat_result], bool] | None = None,
                         ) -> tuple[os.stat_result | None, FileText | None]:
        """:meth:`read_file`, with the ``fstat`` of the file it opened: when ``known(stat)`` is
        true the file is not read and the text is ``None`` (an index that has this version of
        the file). The file is opened exactly as :meth:`read_file` opens it, so a path the view
        refuses is refused here too, whatever ``known`` would say."""
        limit = self.max_read_bytes if max_bytes is None else max_bytes
        try:
            fd = self._open_file(rel)
        except OutsideRootError as exc:
            return None, FileText(None, f"refused: {exc}", 0)
        except NotRegularFileError:
            return None, FileText(None, "not a regular file", 0)
        except FileNotFoundError:
            return None, FileText(None, "file does not exist", 0)
        except PermissionError:
            return None, FileText(None, "cannot read this file (permission denied)", 0)
        except OSError as exc:
            return None, FileText(None, f"cannot read this file ({exc.strerror or exc})", 0)
        try:
            st = os.fstat(fd)
            if known is not None and known(st):
                return st, None
            size = st.st_size
            chunks: list[bytes] = []
            remaining = limit
            while remaining > 0:
                chunk = os.read(fd, min(remaining, 1 << 16))
                if not chunk:
                    break
                chunks.append(chunk)
                remaining -= len(chunk)
            data = b"".join(chunks)
        except OSError as exc:
            return None, FileText(None, f"cannot read this file ({exc.strerror or exc})", 0)
        finally:
            os.close(fd)
        return st, _decode(data, size)


def _decode(data: bytes, size: int) -> FileText:
    """The text of the first bytes ``data`` of a ``size``-byte file, or why there is none."""
    partial = size > len(data)
    if b"\x00" in data[:SNIFF_BYTES]:
        return FileText(None, f"binary file ({human_size(size)}), not shown", size)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        # A multi-byte character cut by the read limit is fine; anything else is not UTF-8.
        if partial and exc.start >= len(data) - 4:
            text = data[: exc.start].decode("utf-8")
        else:
            return FileText(None, f"not UTF-8 text ({human_size(size)}), not shown", size)
    # A NUL after the sniffed prefix would corrupt prompts; drop it rather than the file.
    return FileText(text.replace("\x00", ""), None, size, partial)
