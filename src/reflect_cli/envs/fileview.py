"""A read-only, sandboxed view of a directory tree.

Everything AutoExplore reads from disk goes through :class:`FileView`. Its guarantees:

* it never writes into the tree (files are opened ``O_RDONLY`` and nothing else is called);
* it never reads a path that resolves outside the root: ``..`` components, absolute paths and
  symlinks pointing out of the tree are refused (symlinks that stay inside are followed);
* listings are lazy (one directory at a time, cached) and sorted, so a 100k-file repository
  opens instantly and prompts are deterministic;
* hidden entries, VCS folders, ``.gitignore``\\ d paths, non-regular files (FIFOs, sockets,
  devices), binaries and unsupported suffixes are not listed (all configurable);
* unreadable, huge or non-UTF-8 files become a short note, never an exception.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from dataclasses import dataclass
from functools import lru_cache
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


class OutsideRootError(ValueError):
    """A path resolved outside the explored root."""


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


_CONTROL_CHARS = re.compile("[\x00-\x1f\x7f]")


def _has_control_chars(name: str) -> bool:
    # Names with newlines or other control characters would corrupt the rendered observation.
    return _CONTROL_CHARS.search(name) is not None


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


class FileView:
    """Read-only view of the tree under ``root``. Paths are POSIX strings relative to the root
    (``""`` is the root itself)."""

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
    ) -> None:
        path = Path(root).expanduser()
        if not path.exists():
            raise FileNotFoundError(f"{root}: no such directory")
        if not path.is_dir():
            raise NotADirectoryError(f"{root}: not a directory")
        self.root = Path(os.path.realpath(path))
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
        # Per-instance caches: the tree is treated as a snapshot for the view's lifetime.
        self.list_dir = lru_cache(maxsize=4096)(self._list_dir)  # type: ignore[method-assign]
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

    def resolve(self, rel: str) -> Path:
        """Absolute real path of ``rel``, guaranteed to lie inside the root."""
        rel = self.normalize(rel)
        real = Path(os.path.realpath(self.root / rel)) if rel else self.root
        if real != self.root and self.root not in real.parents:
            raise OutsideRootError(f"{rel} resolves outside the explored directory")
        if not self.follow_symlinks and rel and (self.root / rel) != real:
            raise OutsideRootError(f"{rel} is a symbolic link and links are not followed")
        return real

    def is_dir(self, rel: str) -> bool:
        try:
            return self.resolve(rel).is_dir()
        except (OutsideRootError, OSError):
            return False

    # -- gitignore ------------------------------------------------------------------------

    def _load_gitignore(self, rel_dir: str):
        if not self.respect_gitignore:
            return None
        try:
            path = self.resolve(f"{rel_dir}/.gitignore" if rel_dir else ".gitignore")
            lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        except (OutsideRootError, OSError):
            return None
        import pathspec

        return pathspec.GitIgnoreSpec.from_lines(lines)

    def is_ignored(self, rel: str, is_dir: bool) -> bool:
        """Whether ``.gitignore`` files from the root down to the parent of ``rel`` exclude it.
        Deeper files win, and negations (``!pattern``) re-include, as in git."""
        if not self.respect_gitignore:
            return False
        parts = rel.split("/")
        ignored = False
        # The .gitignore files of the folders above ``rel`` (root first), looked up once per folder.
        for depth, spec in self._specs_above("/".join(parts[:-1])):
            sub = "/".join(parts[depth:]) + ("/" if is_dir else "")
            result = spec.check_file(sub)
            if result.include is not None:
                ignored = bool(result.include)
        return ignored

    def _load_specs_above(self, rel_dir: str) -> tuple:
        """``(depth, spec)`` of every ``.gitignore`` from the root down to ``rel_dir`` itself."""
        parts = rel_dir.split("/") if rel_dir else []
        specs = []
        for depth in range(len(parts) + 1):
            spec = self._gitignore("/".join(parts[:depth]))
            if spec is not None:
                specs.append((depth, spec))
        return tuple(specs)

    # -- listing --------------------------------------------------------------------------

    def _accept_file_name(self, name: str) -> bool:
        if name in self.filenames:
            return True
        return name.lower().endswith(self._suffix_tuple)

    def _list_dir(self, rel: str) -> Listing:
        rel = self.normalize(rel)
        directory = self.resolve(rel)
        dirs: list[str] = []
        files: list[str] = []
        try:
            with os.scandir(directory) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError:
            return Listing((), ())
        for entry in entries:
            name = entry.name
            if _has_control_chars(name) or "/" in name or "\\" in name:
                continue
            if name in VCS_DIRS or (name.startswith(".") and not self.include_hidden):
                continue
            child = f"{rel}/{name}" if rel else name
            try:
                if entry.is_symlink():
                    if not self.follow_symlinks:
                        continue
                    self.resolve(child)  # refuses links that leave the tree
                st = entry.stat()  # follows an (inside) link, as os.stat does
            except (OutsideRootError, OSError):
                continue
            if stat.S_ISDIR(st.st_mode):
                if name in self.skip_dirs or name.endswith(".egg-info"):
                    continue
                if self.is_ignored(child, is_dir=True):
                    continue
                dirs.append(name)
            elif stat.S_ISREG(st.st_mode):
                if not self._accept_file_name(name) or self.is_ignored(child, is_dir=False):
                    continue
                if self.skip_binary and st.st_size and self._looks_binary_cached(entry.path, st):
                    continue
                files.append(name)
            # FIFOs, sockets and device files are never listed: reading them can block or hang.
        return Listing(tuple(dirs), tuple(files))

    @staticmethod
    def _open_regular(path: Path | str) -> int:
        """Open read-only without blocking on FIFOs; refuse anything that is not a regular file."""
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise IsADirectoryError(errno.EISDIR, "not a regular file", str(path))
        except BaseException:
            os.close(fd)
            raise
        return fd

    def _looks_binary_cached(self, path: str, st: os.stat_result) -> bool:
        """:meth:`_looks_binary`, memoised process-wide per file version (see :class:`_SniffCache`);
        a failed read is not memoised."""
        if not st.st_ino:  # no inode number (Windows' scandir): no safe key
            return self._looks_binary(path)
        key = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
        hit = _SNIFFED.get(key)
        if hit is None:
            hit = self._sniff(path)
            if hit is None:
                return False  # unreadable files stay listed; reading them yields a note
            # File times have a coarse clock: a file changed within the last moments could change
            # again without a new time stamp ("racy git"), so only settled files are memoised.
            if time.time_ns() - max(st.st_mtime_ns, st.st_ctime_ns) > SNIFF_SETTLE_NS:
                _SNIFFED.put(key, hit)
        return hit

    def _looks_binary(self, path: Path | str) -> bool:
        return bool(self._sniff(path))

    def _sniff(self, path: Path | str) -> bool | None:
        """Whether the first :data:`SNIFF_BYTES` hold a NUL byte; ``None`` if they cannot be read."""
        try:
            fd = self._open_regular(path)
        except OSError:
            return None
        try:
            head = os.read(fd, SNIFF_BYTES)
        except OSError:
            return None
        finally:
            os.close(fd)
        return b"\x00" in head

    # -- reading --------------------------------------------------------------------------

    def read_file(self, rel: str, max_bytes: int | None = None) -> FileText:
        """Read up to ``max_bytes`` of a file as UTF-8 text, or explain why not."""
        limit = self.max_read_bytes if max_bytes is None else max_bytes
        try:
            path = self.resolve(rel)
        except OutsideRootError as exc:
            return FileText(None, f"refused: {exc}", 0)
        try:
            fd = self._open_regular(path)
        except IsADirectoryError:
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
