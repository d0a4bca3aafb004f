"""The path safety under :class:`~reflect_cli.search.fileview.view.FileView`: opening entries of a tree
without ever leaving it.

:class:`SandboxedTree` walks every path from a descriptor of the root, one component at a time,
with ``O_NOFOLLOW``: symlinks are read with ``readlink`` and resolved here, and must stay inside the
root. Nothing but a directory or a regular file is ever opened:

* folders are opened with ``O_DIRECTORY | O_NOFOLLOW``, which the kernel refuses for anything
  that is not a directory before any driver sees an open;
* a file is first looked up with an ``O_PATH`` descriptor (no open reaches the driver, a FIFO
  gets no reader), ``fstat``-ed, and only if that inode is a regular file is it opened for
  reading, through ``/proc/self/fd/N``: the same inode, whatever was renamed over the name
  meanwhile. Without ``O_PATH`` or ``/proc`` (not Linux) it falls back to
  ``open(O_NOFOLLOW | O_NONBLOCK)`` and ``fstat``, which can open a special file swapped in
  after the ``lstat`` (it is closed unread at once).

What was opened is checked with ``fstat`` against what was looked up (a mismatch is
:class:`ChangedError`, "it changed while being read"). Paths are POSIX strings relative to the
root, with names as listed (see :mod:`reflect_cli.search.fileview.names`); :func:`real_parts` is the
one way from such a string to names on disk.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from reflect_cli.search.fileview.names import real_name

MAX_SYMLINKS = 40  # as Linux: a longer chain is treated as a loop
# Folders opened recently are kept open for a moment, so that listing a folder, its .gitignore and
# its children starts from its parent's descriptor instead of walking from the root again (a
# chain of N folders: N opens, not N squared). Few, and briefly: see docs/safety.md.
DIR_FD_CACHE = 32
DIR_FD_SECONDS = 2.0

_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _O_NOFOLLOW | _O_CLOEXEC
# O_NONBLOCK: in the fallback without O_PATH, should a FIFO be swapped in between the lstat and
# the open, the open returns at once instead of waiting for a writer (the fstat then refuses it).
_FILE_FLAGS = os.O_RDONLY | _O_NOFOLLOW | getattr(os, "O_NONBLOCK", 0) | _O_CLOEXEC
_O_PATH = getattr(os, "O_PATH", 0)
_PATH_FLAGS = _O_PATH | _O_NOFOLLOW | _O_CLOEXEC
_REOPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | _O_CLOEXEC
_PROC_FD = "/proc/self/fd"
# Whether files are looked up with O_PATH and opened through /proc/self/fd (see the docstring).
REOPEN_BY_DESCRIPTOR = bool(_O_PATH) and os.path.isdir(_PROC_FD)


class OutsideRootError(ValueError):
    """A path resolved outside the explored root."""


class NotRegularFileError(IsADirectoryError):
    """The path names a directory, FIFO, socket or device: it is not opened."""


class ChangedError(OSError):
    """What was opened is not what was looked up: the tree changed during the access."""

    def __init__(self, rel: str) -> None:
        super().__init__(errno.ESTALE, "it changed while being read", rel)


@dataclass
class _Node:
    """An entry found by :meth:`SandboxedTree._lookup`: the open directory holding it (the caller
    closes it), its name there, its ``lstat`` (never a symlink) and its path from the root."""

    parent_fd: int
    name: str
    st: os.stat_result
    rel: str


class SandboxedTree:
    """Race-free, read-only access to the entries under ``root`` (see the module docstring);
    symlinks that stay inside are followed when ``follow_symlinks``, else refused."""

    def __init__(self, root: str | os.PathLike[str], *, follow_symlinks: bool = True) -> None:
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
        self.follow_symlinks = follow_symlinks
        self._dir_fds: OrderedDict[tuple[str, ...], tuple[int, float]] = OrderedDict()
        self._fd_lock = threading.Lock()

    def __del__(self) -> None:
        for fd, _ in getattr(self, "_dir_fds", {}).values():
            with contextlib.suppress(OSError):
                os.close(fd)

    def _cached_dir(self, key: tuple[str, ...]) -> int | None:
        """A new descriptor of folder ``key`` (real names from the root) if it was opened and
        checked within the last :data:`DIR_FD_SECONDS`, else None."""
        with self._fd_lock:
            hit = self._dir_fds.get(key)
            if hit is None:
                return None
            if time.monotonic() - hit[1] > DIR_FD_SECONDS:
                del self._dir_fds[key]
                os.close(hit[0])
                return None
            return os.dup(hit[0])

    def _remember_dir(self, key: tuple[str, ...], fd: int) -> None:
        with self._fd_lock:
            old = self._dir_fds.pop(key, None)
            if old is not None:
                os.close(old[0])
            self._dir_fds[key] = (os.dup(fd), time.monotonic())
            while len(self._dir_fds) > DIR_FD_CACHE:
                os.close(self._dir_fds.popitem(last=False)[1][0])

    @staticmethod
    def normalize(rel: str) -> str:
        """Canonical relative form; raises :class:`OutsideRootError` for absolute or ``..`` paths."""
        return "/".join(_shown_parts(rel))

    def _open_root(self) -> int:
        fd = os.open(self.root, _DIR_FLAGS & ~_O_NOFOLLOW)
        st = os.fstat(fd)
        if (st.st_dev, st.st_ino) != self._root_id:
            os.close(fd)
            raise FileNotFoundError(errno.ENOENT, "the explored directory was replaced", str(self.root))
        return fd

    @staticmethod
    def _real_parts(rel: str) -> list[str]:
        return real_parts(rel)

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
        return self._lookup_parts(real_parts(rel), rel)

    def _enter(self, pending: list[str], dirs: dict[tuple[str, ...], int] | None) -> tuple[int, list[str], list[str]]:
        """A descriptor to start a walk of ``pending`` from: the deepest folder on its way that
        ``dirs`` (real paths from the root, opened and checked by the caller) holds, else the
        root; with the components walked and those left."""
        if dirs:
            for k in range(len(pending) - 1, -1, -1):
                fd = dirs.get(tuple(pending[:k]))
                if fd is not None:
                    return os.dup(fd), pending[:k], pending[k:]
        for k in (len(pending) - 1, len(pending) - 2):  # the parent's folder, or the parent
            if k >= 1:
                cached = self._cached_dir(tuple(pending[:k]))
                if cached is not None:
                    return cached, pending[:k], pending[k:]
        return self._open_root(), [], pending

    def _lookup_link(self, parent_fd: int, where: list[str], name: str, rel: str,
                     dirs: dict[tuple[str, ...], int], target: str | None = None) -> _Node:
        """:meth:`_lookup` of the symlink ``name`` a listing found in the open folder
        ``parent_fd`` (real path ``where``): its target (``target``, if already read), resolved
        as :meth:`_lookup` would."""
        if target is None:
            try:
                target = os.readlink(name, dir_fd=parent_fd)
            except OSError as exc:
                if exc.errno == errno.EINVAL:  # no longer a link
                    raise ChangedError(rel) from None
                raise
        return self._lookup_parts(self._link_target(rel, target, where), rel, dirs, links=1)

    def _lookup_parts(self, parts: list[str], rel: str, dirs: dict[tuple[str, ...], int] | None = None,
                      links: int = 0) -> _Node:
        """:meth:`_lookup` of real names; ``dirs`` (see :meth:`_enter`) saves re-walking the
        folders of a listing for each of its symlinks."""
        fd, walked, pending = self._enter(parts, dirs)
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
                    try:
                        target = os.readlink(name, dir_fd=fd)
                    except OSError as exc:
                        if exc.errno == errno.EINVAL:  # no longer a link: swapped after the lstat
                            raise ChangedError(rel) from None
                        raise
                    pending = self._link_target(rel, target, walked) + pending[1:]
                    os.close(fd)
                    fd = -1  # not closed twice should reopening fail
                    fd, walked, pending = self._enter(pending, dirs)
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
        return self._open_dir_real(rel)[0]

    def _open_dir_real(self, rel: str) -> tuple[int, str]:
        """An open descriptor of folder ``rel`` and its real path from the root."""
        node = self._lookup(rel)
        if node.name == ".":
            return node.parent_fd, node.rel
        fd = self._descend(node.parent_fd, node.name, node.st, node.rel)
        self._remember_dir(tuple(node.rel.split("/")), fd)
        return fd, node.rel

    @staticmethod
    def _open_at(parent_fd: int, name: str, st: os.stat_result, rel: str) -> int:
        """Open ``name`` under ``parent_fd``, whose ``lstat`` was ``st``, if (and only if) it is
        a regular file, and check that the file opened is that one."""
        if not stat.S_ISREG(st.st_mode):
            raise NotRegularFileError(errno.EISDIR, "not a regular file", rel)
        if REOPEN_BY_DESCRIPTOR:
            return _open_regular(parent_fd, name, st, rel)
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

    def resolve(self, rel: str) -> Path | None:
        """Absolute real path of ``rel``, inside the root (for display: the view itself never
        opens a path by name), or ``None`` for a refused path (absolute, ``..``, a link out of
        the tree, a name no entry is shown as); never raises. Symlinks are resolved as
        :meth:`~reflect_cli.search.fileview.view.FileView.read_file` resolves them; a missing entry
        gives the path it would have."""
        try:
            parts = real_parts(rel)
        except (OutsideRootError, FileNotFoundError):  # refused, or a name no entry is shown as
            return None
        try:
            node = self._lookup_parts(parts, rel)
        except OutsideRootError:
            return None
        except OSError:  # missing, unreadable or changed: the path it would have
            return self.root.joinpath(*parts)
        os.close(node.parent_fd)
        return self.root / node.rel if node.rel else self.root

    def is_dir(self, rel: str) -> bool:
        try:
            node = self._lookup(rel)
        except (OutsideRootError, OSError):
            return False
        os.close(node.parent_fd)
        return stat.S_ISDIR(node.st.st_mode)


# What makes a shown name differ from the name on disk, or be refused (see real_name).
_SPECIAL = re.compile("[\ufffd\ud800-\udfff\x00]")


def _shown_parts(rel: str) -> list[str]:
    """The components of a displayed path, refusing absolute paths and ``..``."""
    rel = rel.replace("\\", "/")
    # Drive letters ("C:...") only mean an absolute path on Windows; on POSIX "a:b" is a
    # legal name and refusing it made listing such a folder raise.
    if rel.startswith("/") or (os.name == "nt" and len(rel) > 1 and rel[1] == ":"):
        raise OutsideRootError(f"absolute path not allowed: {rel}")
    parts = rel.split("/")
    # Substring tests first (a 2,000-folder path is split for each listing): the lists are
    # scanned only when the text can hold an empty, "." or ".." component.
    if not rel or "//" in rel or rel.endswith("/") or "." in rel and ("" in parts or "." in parts):
        parts = [p for p in parts if p not in ("", ".")]  # as PurePosixPath, for a relative path
    if ".." in rel and ".." in parts:
        raise OutsideRootError(f"'..' not allowed in path: {rel}")
    return parts


def real_parts(rel: str) -> list[str]:
    """The names on disk of displayed path ``rel``, from the root: every entry point goes through
    here. Refuses (:class:`OutsideRootError`) absolute paths and ``..`` both as written and once
    decoded, so that no escape (``\ufffd2E\ufffd2E``, ``a\ufffd2Fb``) can spell a parent, a
    separator or an absolute path after the check; a component no listed name is shown as is
    ``FileNotFoundError``."""
    shown_parts = _shown_parts(rel)
    if not _SPECIAL.search(rel):  # no escape, surrogate or NUL: the names are as written
        return shown_parts
    parts = []
    for shown in shown_parts:
        name = real_name(shown)
        if name is None or "\x00" in name:  # no entry has such a name (and os calls refuse NUL)
            raise FileNotFoundError(errno.ENOENT, "no such entry", rel)
        # real_name accepts only the escapes display_name writes, so this cannot happen; it is
        # the invariant every lookup relies on, checked where it is relied on.
        if name in (".", "..") or "/" in name:
            raise OutsideRootError(f"'..' or '/' not allowed in a name: {rel}")
        parts.append(name)
    return parts


def _open_regular(parent_fd: int, name: str, st: os.stat_result, rel: str) -> int:
    """Open ``name`` under ``parent_fd`` for reading only if it is the regular file ``st``: an
    ``O_PATH`` descriptor pins the inode without opening it (no driver open, no FIFO reader),
    and the read descriptor is opened from that inode through ``/proc/self/fd``, so an entry
    swapped in after the check is never opened."""
    pin = os.open(name, _PATH_FLAGS, dir_fd=parent_fd)
    try:
        got = os.fstat(pin)
        # A symlink swapped in gives a descriptor of the link itself (O_NOFOLLOW): refused here.
        if not stat.S_ISREG(got.st_mode) or (got.st_dev, got.st_ino) != (st.st_dev, st.st_ino):
            raise ChangedError(rel)
        fd = os.open(f"{_PROC_FD}/{pin}", _REOPEN_FLAGS)
    finally:
        os.close(pin)
    got = os.fstat(fd)
    if not stat.S_ISREG(got.st_mode) or (got.st_dev, got.st_ino) != (st.st_dev, st.st_ino):
        os.close(fd)
        raise ChangedError(rel)
    return fd
