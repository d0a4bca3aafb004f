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
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from typing import Any
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice
from pathlib import Path, PurePosixPath

# Text formats a question about a repository can plausibly be answered from. Binary formats,
# archives, images and lock files are excluded on purpose.
DEFAULT_SUFFIXES: frozenset[str] = frozenset(
    """
    .py .pyi .pyx .pxd .ipynb .c .h .cc .cpp .cxx .hpp .hh .cu .cuh .m .mm .java .kt .kts .scala
    .go .rs .swift .rb .php .pl .pm .lua .r .jl .hs .ml .mli .ex .exs .erl .clj .cs .fs .vb
    .js .jsx .ts .tsx .mjs .cjs .vue .svelte .css .scss .sass .less .html .htm .xml .xsl
    .sh .bash .zsh .fish .ps1 .bat .cmd .sql .graphql .proto .thrift
    .md .markdown .rst .txt .adoc .org .tex .bib
    .json .jsonl .yaml .yml .toml .ini .cfg .conf .env.example .properties .csv .tsv
    .cmake .mk .gradle .sbt .nix .tf .hcl .dockerfile .in
    """.split()
)
DEFAULT_FILENAMES: frozenset[str] = frozenset(
    """
    Makefile makefile GNUmakefile Dockerfile Containerfile Jenkinsfile Vagrantfile Procfile
    Gemfile Rakefile LICENSE LICENCE COPYING NOTICE AUTHORS CONTRIBUTORS README CHANGELOG
    CHANGES HISTORY INSTALL TODO MANIFEST.in requirements.txt setup.cfg
    """.split()
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
MAX_SYMLINKS = 40  # as Linux: a longer chain is treated as a loop
# A .gitignore is a small hand-written file; these caps keep a huge or hostile one (a 1 MB line
# becomes a 1 MB regular expression tried on every name) from stalling a listing.
GITIGNORE_MAX_BYTES = 64 * 1024
GITIGNORE_MAX_LINES = 2_000
GITIGNORE_MAX_LINE_CHARS = 1_024

_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _O_NOFOLLOW | _O_CLOEXEC
# O_NONBLOCK: should a FIFO be swapped in between the lstat and the open, the open returns at
# once instead of waiting for a writer (the fstat that follows then refuses it).
_FILE_FLAGS = os.O_RDONLY | _O_NOFOLLOW | getattr(os, "O_NONBLOCK", 0) | _O_CLOEXEC


class OutsideRootError(ValueError):
    """A path resolved outside the explored root."""


class NotRegularFileError(IsADirectoryError):
    """The path names a directory, FIFO, socket or device: it is not opened."""


class ChangedError(OSError):
    """What was opened is not what was looked up: the tree changed during the access."""

    def __init__(self, rel: str) -> None:
        super().__init__(errno.ESTALE, "it changed while being read", rel)


@dataclass(frozen=True)
class Listing:
    """The visible entries of one directory, sorted by name (directories and files apart)."""

    dirs: tuple[str, ...]
    files: tuple[str, ...]

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


# Characters that would corrupt a rendered observation or mislead its reader: C0/C1 controls,
# line/paragraph separators (``str.splitlines`` breaks on them) and bidirectional overrides.
_UNSAFE_CHARS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")

# Undecodable bytes arrive from the OS as lone surrogates (``surrogateescape``), which tokenizers
# and strict UTF-8 encoders reject. They are shown as U+FFFD + two hex digits instead.
_MARK = "\ufffd"
_NEEDS_ESCAPE = re.compile("[\ud800-\udfff\ufffd]")
_ESCAPED_BYTE = re.compile("\ufffd(\ufffd|[0-9A-F]{2})")


def display_name(name: str) -> str:
    """The printable form of a file name as the OS returned it (see the module docstring)."""
    if not _NEEDS_ESCAPE.search(name):
        return name
    raw = os.fsencode(name)
    out: list[str] = []
    while raw:
        try:
            out.append(raw.decode("utf-8").replace(_MARK, _MARK * 2))
            break
        except UnicodeDecodeError as exc:
            out.append(raw[: exc.start].decode("utf-8").replace(_MARK, _MARK * 2))
            out.append(f"{_MARK}{raw[exc.start]:02X}")
            raw = raw[exc.start + 1 :]
    return "".join(out)


def real_name(shown: str) -> str | None:
    """Inverse of :func:`display_name`; ``None`` for a string no name is displayed as."""
    if _MARK not in shown:
        return shown
    raw = bytearray()
    pos = 0
    for match in _ESCAPED_BYTE.finditer(shown):
        if _MARK in shown[pos : match.start()]:
            return None  # a lone mark: not an escape this view produced
        raw += shown[pos : match.start()].encode("utf-8")
        code = match.group(1)
        raw += _MARK.encode("utf-8") if code == _MARK else bytes([int(code, 16)])
        pos = match.end()
    if _MARK in shown[pos:]:
        return None
    raw += shown[pos:].encode("utf-8")
    return os.fsdecode(bytes(raw))


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


def human_size(n: int) -> str:
    for unit in ("bytes", "kB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1000  # type: ignore[assignment]
    return f"{n} bytes"


class _IgnoreRules:
    """The patterns of one ``.gitignore``, with a one-regex pre-check: pathspec tries every
    pattern in Python, which costs seconds on a 100k-entry folder, while most names match none.
    The merged regex is only compiled once a folder has asked for enough checks to repay it
    (compiling thousands of patterns takes a quarter of a second)."""

    PRECHECK_AFTER = 256

    def __init__(self, lines: list[str]) -> None:
        import pathspec

        try:
            self.spec = pathspec.GitIgnoreSpec.from_lines(lines)
        except Exception:  # noqa: BLE001 - pathspec raises several types for invalid patterns
            self.spec = pathspec.GitIgnoreSpec.from_lines([ln for ln in lines if _valid_pattern(ln)])
        self._checks = 0
        self._any: re.Pattern[str] | None = None

    def check(self, path: str) -> bool | None:
        """``True`` ignored, ``False`` re-included by a negation, ``None`` no pattern matched."""
        self._checks += 1
        if self._checks == self.PRECHECK_AFTER:
            self._any = _any_pattern(self.spec)
        if self._any is not None and self._any.search(path) is None:
            return None
        return self.spec.check_file(path).include


def _valid_pattern(line: str) -> bool:
    import pathspec

    try:
        pathspec.GitIgnoreSpec.from_lines([line])
    except Exception:  # noqa: BLE001
        return False
    return True


def _any_pattern(spec: Any) -> re.Pattern[str] | None:
    """One regex matching wherever some pattern of ``spec`` matches, or ``None`` when the
    patterns cannot be merged safely (then every check goes through pathspec)."""
    regexes = [p.regex for p in spec.patterns if getattr(p, "include", None) is not None]
    if not regexes or not all(isinstance(r, re.Pattern) and isinstance(r.pattern, str) for r in regexes):
        return None
    if len({r.flags for r in regexes}) != 1:
        return None
    # Named groups may repeat across patterns; the pre-check needs none of them.
    body = "|".join(f"(?:{re.sub(r'[(][?]P<[^>]*>', '(?:', r.pattern)})" for r in regexes)
    try:
        return re.compile(body, regexes[0].flags)
    except re.error:
        return None


@dataclass
class _Node:
    """An entry found by :meth:`FileView._lookup`: the open directory holding it (the caller
    closes it), its name there, its ``lstat`` (never a symlink) and its path from the root."""

    parent_fd: int
    name: str
    st: os.stat_result
    rel: str


class FileView:
    """Read-only view of the tree under ``root``. Paths are POSIX strings relative to the root
    (``""`` is the root itself), with names as listed (see :func:`display_name`)."""

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
        path = Path(root).expanduser()
        if not path.exists():
            raise FileNotFoundError(f"{root}: no such directory")
        if not path.is_dir():
            raise NotADirectoryError(f"{root}: not a directory")
        self.root = Path(os.path.realpath(path))
        st = os.stat(self.root)
        self._root_id = (st.st_dev, st.st_ino)
        # Absolute symlink targets are recognised as inside when they spell the root either way.
        self._root_prefixes = tuple(
            {str(self.root).rstrip("/"), os.path.abspath(path).rstrip("/")}
        )
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
        self.follow_symlinks = follow_symlinks
        self.max_read_bytes = max_read_bytes
        self.max_eager_entries = max_eager_entries
        # Per-instance caches: the tree is treated as a snapshot for the view's lifetime.
        self.list_dir = lru_cache(maxsize=4096)(self._list_dir)
        self._gitignore = lru_cache(maxsize=4096)(self._load_gitignore)
        self._specs_above = lru_cache(maxsize=4096)(self._load_specs_above)

    # -- path safety ------------------------------------------------------------------------

    @staticmethod
    def normalize(rel: str) -> str:
        """Canonical relative form; raises :class:`OutsideRootError` for absolute or ``..`` paths."""
        rel = rel.replace("\\", "/")
        # Drive letters ("C:...") only mean an absolute path on Windows; on POSIX "a:b" is a
        # legal name and refusing it made listing such a folder raise.
        if rel.startswith("/") or (os.name == "nt" and len(rel) > 1 and rel[1] == ":"):
            raise OutsideRootError(f"absolute path not allowed: {rel}")
        parts = [p for p in PurePosixPath(rel).parts if p not in ("", ".")]
        if any(p == ".." for p in parts):
            raise OutsideRootError(f"'..' not allowed in path: {rel}")
        return "/".join(parts)

    def _open_root(self) -> int:
        fd = os.open(self.root, _DIR_FLAGS & ~_O_NOFOLLOW)
        st = os.fstat(fd)
        if (st.st_dev, st.st_ino) != self._root_id:
            os.close(fd)
            raise FileNotFoundError(errno.ENOENT, "the explored directory was replaced", str(self.root))
        return fd

    def _real_parts(self, rel: str) -> list[str]:
        parts = []
        for shown in self.normalize(rel).split("/") if rel else ():
            name = real_name(shown) if shown else None
            if not name or "\x00" in name:  # no entry has such a name (and os calls refuse NUL)
                raise FileNotFoundError(errno.ENOENT, "no such entry", rel)
            parts.append(name)
        return parts

    def _link_target(self, rel: str, target: str, base: list[str]) -> list[str]:
        """Components from the root of a symlink found in ``base`` pointing to ``target``;
        refuses targets outside the root. ``..`` is applied to the path walked so far, whose
        components are real directories (each was opened with ``O_NOFOLLOW``)."""
        if target.startswith("/"):
            for prefix in self._root_prefixes:
                if target == prefix or target.startswith(prefix + "/"):
                    target, base = target[len(prefix) :], []
                    break
            else:
                raise OutsideRootError(f"{rel} resolves outside the explored directory")
        parts = list(base)
        for part in target.split("/"):
            if part in ("", "."):
                continue
            if part != "..":
                parts.append(part)
            elif parts:
                parts.pop()
            else:
                raise OutsideRootError(f"{rel} resolves outside the explored directory")
        return parts

    @staticmethod
    def _descend(fd: int, name: str, st: os.stat_result, rel: str) -> int:
        """Open directory ``name`` under ``fd`` (closing ``fd``), checking that the directory
        opened is the one ``st`` described."""
        try:
            if not stat.S_ISDIR(st.st_mode):
                raise NotADirectoryError(errno.ENOTDIR, "not a directory", rel)
            try:
                child = os.open(name, _DIR_FLAGS, dir_fd=fd)
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.ENOTDIR):  # swapped for a link or a file
                    raise ChangedError(rel) from None
                raise
        finally:
            os.close(fd)
        got = os.fstat(child)
        if (got.st_dev, got.st_ino) != (st.st_dev, st.st_ino):
            os.close(child)
            raise ChangedError(rel)
        return child

    def _lookup(self, rel: str) -> _Node:
        """Find ``rel`` by walking from the root without letting the OS follow any symlink.
        Symlinks are resolved here and must stay inside; raises :class:`OutsideRootError`,
        ``FileNotFoundError``, ``NotADirectoryError``, :class:`ChangedError`, other ``OSError``."""
        pending = self._real_parts(rel)
        walked: list[str] = []
        links = 0
        fd = self._open_root()
        try:
            while pending:
                name = pending[0]
                st = os.stat(name, dir_fd=fd, follow_symlinks=False)
                if stat.S_ISLNK(st.st_mode):
                    if not self.follow_symlinks:
                        raise OutsideRootError(f"{rel} is a symbolic link and links are not followed")
                    links += 1
                    if links > MAX_SYMLINKS:
                        raise OSError(errno.ELOOP, "too many levels of symbolic links", rel)
                    pending = self._link_target(rel, os.readlink(name, dir_fd=fd), walked) + pending[1:]
                    walked = []
                    os.close(fd)
                    fd = -1  # not closed twice should reopening fail
                    fd = self._open_root()
                elif len(pending) == 1:
                    node, fd = _Node(fd, name, st, "/".join([*walked, name])), -1
                    return node
                else:
                    parent, fd = fd, -1
                    fd = self._descend(parent, name, st, "/".join([*walked, name]))
                    walked.append(name)
                    pending = pending[1:]
            node, fd = _Node(fd, ".", os.fstat(fd), ""), -1
            return node
        finally:
            if fd >= 0:
                os.close(fd)

    def _open_dir(self, rel: str) -> int:
        node = self._lookup(rel)
        if node.name == ".":
            return node.parent_fd
        return self._descend(node.parent_fd, node.name, node.st, node.rel)

    @staticmethod
    def _open_at(parent_fd: int, name: str, st: os.stat_result, rel: str) -> int:
        """Open ``name`` under ``parent_fd``, whose ``lstat`` was ``st``, if (and only if) it is
        a regular file, and check that the file opened is that one."""
        if not stat.S_ISREG(st.st_mode):
            raise NotRegularFileError(errno.EISDIR, "not a regular file", rel)
        try:
            fd = os.open(name, _FILE_FLAGS, dir_fd=parent_fd)
        except OSError as exc:
            if exc.errno == errno.ELOOP:  # swapped for a symlink after the lstat
                raise ChangedError(rel) from None
            raise
        got = os.fstat(fd)
        if not stat.S_ISREG(got.st_mode) or (got.st_dev, got.st_ino) != (st.st_dev, st.st_ino):
            os.close(fd)
            raise ChangedError(rel)
        return fd

    def _open_file(self, rel: str) -> int:
        node = self._lookup(rel)
        try:
            return self._open_at(node.parent_fd, node.name, node.st, node.rel)
        finally:
            os.close(node.parent_fd)

    def resolve(self, rel: str) -> Path:
        """Absolute real path of ``rel``, guaranteed to lie inside the root when it exists (for
        display: the view itself never opens a path by name). Symlinks are resolved as
        :meth:`read_file` resolves them; a missing entry gives the path it would have."""
        rel = self.normalize(rel)
        try:
            node = self._lookup(rel)
        except OSError:  # missing, unreadable or changed: the path it would have
            return self.root / rel if rel else self.root
        os.close(node.parent_fd)
        return self.root / node.rel if node.rel else self.root

    def is_dir(self, rel: str) -> bool:
        try:
            node = self._lookup(rel)
        except (OutsideRootError, OSError):
            return False
        os.close(node.parent_fd)
        return stat.S_ISDIR(node.st.st_mode)

    # -- gitignore ------------------------------------------------------------------------

    def _load_gitignore(self, rel_dir: str) -> _IgnoreRules | None:
        if not self.respect_gitignore:
            return None
        data = self._read_start(lambda: self._open_file(f"{rel_dir}/.gitignore" if rel_dir else ".gitignore"),
                                GITIGNORE_MAX_BYTES)
        if data is None:
            return None
        if len(data) == GITIGNORE_MAX_BYTES:
            data = data[: data.rfind(b"\n") + 1]  # the line cut by the cap would be wrong
        lines = data.decode("utf-8", errors="replace").splitlines()[:GITIGNORE_MAX_LINES]
        lines = [ln for ln in lines if len(ln) <= GITIGNORE_MAX_LINE_CHARS]
        return _IgnoreRules(lines) if lines else None

    def is_ignored(self, rel: str, is_dir: bool) -> bool:
        """Whether ``.gitignore`` files from the root down to the parent of ``rel`` exclude it.
        Deeper files win, and negations (``!pattern``) re-include, as in git."""
        if not self.respect_gitignore:
            return False
        parts = rel.split("/")
        ignored = False
        # The .gitignore files of the folders above ``rel`` (root first), looked up once per folder.
        for depth, rules in self._specs_above("/".join(parts[:-1])):
            include = rules.check("/".join(parts[depth:]) + ("/" if is_dir else ""))
            if include is not None:
                ignored = include
        return ignored

    def _load_specs_above(self, rel_dir: str) -> tuple[Any, ...]:
        """``(depth, rules)`` of every ``.gitignore`` from the root down to ``rel_dir`` itself."""
        parts = rel_dir.split("/") if rel_dir else []
        specs = []
        for depth in range(len(parts) + 1):
            rules = self._gitignore("/".join(parts[:depth]))
            if rules is not None:
                specs.append((depth, rules))
        return tuple(specs)

    # -- listing --------------------------------------------------------------------------

    def _accept_file_name(self, name: str) -> bool:
        if name in self.filenames:
            return True
        return name.lower().endswith(self._suffix_tuple)

    def _shown_name(self, raw: str) -> str | None:
        """The listed form of a directory entry's name, or ``None`` if it is never listed."""
        name = display_name(raw)
        if _UNSAFE_CHARS.search(name) or "\\" in name:
            return None
        if name in VCS_DIRS or (name.startswith(".") and not self.include_hidden):
            return None
        return name

    def _list_dir(self, rel: str) -> Listing:
        rel = self.normalize(rel)
        try:
            fd = self._open_dir(rel)
        except (OutsideRootError, OSError):
            return Listing((), ())  # missing, unreadable, or no longer inside the root
        try:
            with os.scandir(fd) as it:
                entries = list(islice(it, MAX_DIR_ENTRIES))
            eager = len(entries) <= self.max_eager_entries
            named = sorted(
                ((name, entry) for entry in entries if (name := self._shown_name(entry.name)) is not None),
                key=lambda pair: pair[0],
            )
            dirs: list[str] = []
            files: list[str] = []
            for name, entry in named:
                kind = self._visible_kind(fd, rel, name, entry, eager)
                if kind == "dir":
                    dirs.append(name)
                elif kind == "file":
                    files.append(name)
            return Listing(tuple(dirs), tuple(files))
        except OSError:
            return Listing((), ())
        finally:
            os.close(fd)

    def _visible_kind(self, fd: int, rel: str, name: str, entry: os.DirEntry[str], eager: bool) -> str | None:
        """``"dir"``/``"file"`` if the entry is listed, else ``None``. FIFOs, sockets and
        devices are never listed (nor opened): reading them can block or hang."""
        child = f"{rel}/{name}" if rel else name
        try:
            if entry.is_symlink():
                if not self.follow_symlinks:
                    return None
                node = self._lookup(child)  # refuses links that leave the tree
                os.close(node.parent_fd)
                mode, st = node.st.st_mode, node.st
            elif entry.is_dir(follow_symlinks=False):
                mode, st = stat.S_IFDIR, None
            elif entry.is_file(follow_symlinks=False):
                mode, st = stat.S_IFREG, None
            else:
                return None
            if stat.S_ISDIR(mode):
                if name in self.skip_dirs or name.endswith(".egg-info") or self.is_ignored(child, is_dir=True):
                    return None
                return "dir"
            if not stat.S_ISREG(mode) or not self._accept_file_name(name):
                return None
            if self.is_ignored(child, is_dir=False):
                return None
            if self.skip_binary and eager:
                if st is None:
                    st = entry.stat(follow_symlinks=False)
                    opener = lambda: self._open_at(fd, entry.name, st, child)  # noqa: E731
                else:
                    opener = lambda: self._open_file(child)  # noqa: E731
                if st.st_size and self._looks_binary_cached(opener, st):
                    return None
            return "file"
        except (OutsideRootError, OSError):
            return None

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
        limit = self.max_read_bytes if max_bytes is None else max_bytes
        try:
            fd = self._open_file(rel)
        except OutsideRootError as exc:
            return FileText(None, f"refused: {exc}", 0)
        except NotRegularFileError:
            return FileText(None, "not a regular file", 0)
        except FileNotFoundError:
            return FileText(None, "file does not exist", 0)
        except PermissionError:
            return FileText(None, "cannot read this file (permission denied)", 0)
        except OSError as exc:
            return FileText(None, f"cannot read this file ({exc.strerror or exc})", 0)
        try:
            size = os.fstat(fd).st_size
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
            return FileText(None, f"cannot read this file ({exc.strerror or exc})", 0)
        finally:
            os.close(fd)
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
