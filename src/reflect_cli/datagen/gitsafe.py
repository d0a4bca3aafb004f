"""Running git on a user's repository without running anything the repository names.

A repository is hostile input like the rest of the tree. Its own ``.git/config`` can name
programs git runs while reading (``gpg.program`` with ``log.showSignature``, ``core.fsmonitor``,
diff and textconv drivers, smudge filters, pagers, hooks, the transport of a lazy fetch), and a
``.git`` *file* can send git to another repository entirely. No environment variable turns the
repository's own configuration off, so every git command reflect runs on a tree goes through
:func:`git_command`:

* **Only the repository's configuration is read, and every key that runs a program is
  overridden on the command line** (``-c`` wins over every file): ``log.showSignature=false``
  and the gpg programs set to ``false``, ``core.fsmonitor=false``, ``core.hooksPath=/dev/null``,
  ``core.pager=cat``, ``diff.external=``, ``protocol.allow=never`` (a partial clone cannot fetch
  a missing object through a remote helper or ``core.sshCommand``), no automatic gc or
  maintenance. System and global configuration are skipped (``GIT_CONFIG_NOSYSTEM``,
  ``GIT_CONFIG_GLOBAL=/dev/null``) and every inherited ``GIT_*`` variable is dropped, so the run
  depends on the repository alone; ``safe.directory`` entries of the user's global
  configuration are passed on, as git would honour them.
* **Only commands that run no driver**: ``rev-parse``, ``log --no-ext-diff --no-textconv``
  with ``--name-status`` (no content diff), ``ls-tree`` and ``cat-file --batch`` (raw blobs, no
  filters); never ``git archive`` or a checkout, which apply the repository's smudge filters.
* **A ``.git`` file is followed only where git itself would put one** (:func:`check_git_dir`):
  into the work tree, a submodule's folder in an enclosing repository's ``.git/modules``, or a
  linked worktree's folder that points back at this ``.git`` file.
* **Git reads only the repository's own files** (:func:`check_repository`, before git opens
  anything): every entry of the git directory is a regular file or a folder (a symbolic link,
  FIFO, device or socket is refused: git would follow it out of the tree or block on it); a
  ``commondir`` is followed only from a linked worktree's folder back to its repository;
  ``objects/info/alternates``, ``include``/``includeIf`` sections and a partial clone
  (``extensions.partialClone``, a promisor remote) are refused; the files a configuration can
  name by path (mailmap, attributes, excludes) are overridden to none, and every transport is
  off, per protocol, on every git version (``GIT_NO_LAZY_FETCH`` exists only from git 2.45).
* **Every run is bounded**: ``timeout`` (the caller's share of its budget) kills git, and the
  caller reports it as :class:`GitTimeout`, naming the repository, not git's argv.
"""

from __future__ import annotations

import functools
import os
import stat
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

from reflect_cli.errors import ReflectError, UsageError

# Keys whose value is a program git may run while reading history, each set to something inert.
_OVERRIDES = (
    "core.fsmonitor=false",
    "core.hooksPath=/dev/null",
    "core.pager=cat",
    "core.sshCommand=false",
    "core.askPass=false",
    "log.showSignature=false",
    "gpg.program=false",
    "gpg.openpgp.program=false",
    "gpg.x509.program=false",
    "gpg.ssh.program=false",
    "diff.external=",
    "protocol.allow=never",
    # A repository's own ``protocol.<name>.allow=always`` beats ``protocol.allow``: each is set here.
    *(f"protocol.{name}.allow=never" for name in ("ext", "file", "git", "ssh", "http", "https")),
    # Files a configuration names by path, read while reading history: none.
    "log.mailmap=false",
    "mailmap.file=",
    "mailmap.blob=",
    "core.attributesFile=",
    "core.excludesFile=",
    "core.alternateRefsCommand=",
    "gc.auto=0",
    "maintenance.auto=false",
    "core.quotePath=false",
)


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env.update(GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull, GIT_TERMINAL_PROMPT="0",
               GIT_OPTIONAL_LOCKS="0", GIT_NO_REPLACE_OBJECTS="1", GIT_ATTR_NOSYSTEM="1",
               GIT_NO_LAZY_FETCH="1", GIT_PAGER="cat", PAGER="cat")
    return env


@functools.lru_cache(maxsize=1)
def _safe_directories() -> tuple[str, ...]:
    """The user's own ``safe.directory`` entries (their global configuration, which they wrote)."""
    try:
        done = subprocess.run(["git", "config", "--global", "--get-all", "safe.directory"], capture_output=True,
                              text=True, timeout=30, check=False, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return ()
    return tuple(line for line in done.stdout.splitlines() if line.strip())


def git_command(*args: str, git_dir: Path | None = None, cwd: Path | None = None) -> list[str]:
    """The argv of a hardened ``git`` run: ``git --git-dir=GIT_DIR`` or ``git -C CWD``, then the
    overrides, then ``args`` (run it with :func:`git_env`)."""
    argv = ["git", "--no-pager"]
    if git_dir is not None:
        argv.append(f"--git-dir={git_dir}")
    if cwd is not None:
        argv += ["-C", str(cwd)]
    for item in (*_OVERRIDES, *(f"safe.directory={d}" for d in _safe_directories())):
        argv += ["-c", item]
    return [*argv, *args]


def git_env() -> dict[str, str]:
    """The environment of a hardened git run (see the module docstring)."""
    return _env()


def run_git(*args: str, git_dir: Path | None = None, cwd: Path | None = None, text: bool = True,
            timeout: float = 600) -> Any:
    """``subprocess.run`` of :func:`git_command`, output captured, nothing on stdin. Text is read
    as UTF-8 with undecodable bytes replaced: a commit message in another encoding is data, not
    a crash."""
    return subprocess.run(git_command(*args, git_dir=git_dir, cwd=cwd), capture_output=True,
                          encoding="utf-8" if text else None, errors="replace" if text else None,
                          timeout=timeout, check=False, env=_env(), stdin=subprocess.DEVNULL)


def popen_git(*args: str, git_dir: Path | None = None, **kwargs: Any) -> subprocess.Popen:
    """``subprocess.Popen`` of :func:`git_command` (for ``cat-file --batch``)."""
    return subprocess.Popen(git_command(*args, git_dir=git_dir), env=_env(), **kwargs)


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def check_git_dir(work_tree: Path, git_dir: Path) -> None:
    """Refuse a work tree whose repository is not where git itself would put it: a ``.git``
    file at ``work_tree`` may point into the tree, into an enclosing repository's
    ``.git/modules`` (a submodule) or at a linked worktree's folder whose ``gitdir`` file points
    back at it; anything else (``gitdir: /elsewhere/.git``) would read another repository."""
    top, repo = work_tree.resolve(), git_dir.resolve()
    dot_git = top / ".git"
    if dot_git.is_dir() and not dot_git.is_symlink() and repo == dot_git:
        return
    if _inside(repo, top):
        return
    if any(_inside(repo, parent / ".git" / "modules") and (parent / ".git").is_dir() for parent in top.parents):
        return
    try:
        back = (repo / "gitdir").read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        back = ""
    if back and Path(back).resolve() == dot_git.resolve() and dot_git.is_file():
        return
    raise UsageError(f"repository {work_tree}: its .git points outside the folder, at {git_dir}",
                     hint="reflect reads only a repository inside the folder (or a submodule or linked "
                          "worktree that git set up); clone or copy the repository to read its history")


MAX_GIT_ENTRIES = 200_000  # entries of a git directory checked; loose objects past it are left to the timeout
MAX_CONFIG_BYTES = 1 << 20
_HINT = ("reflect reads only the repository's own files; clone it afresh (git clone --no-local) "
         "or read the folder without its history (--questions teacher)")


class RepositoryRefused(UsageError):
    """A repository git would read outside itself, or block on, to read."""


class GitTimeout(ReflectError):
    """A git run on a repository took longer than the time it was given, and was stopped."""

    def __init__(self, repository: object, seconds: float) -> None:
        super().__init__(f"repository {repository}: git took longer than the {seconds:.0f} s left, and was stopped",
                         hint="give the run more time (--minutes), or point it at a smaller repository")


def time_left(deadline: float | None, cap: float) -> float:
    """Seconds a git run may take: ``cap``, or less when ``deadline`` (``time.monotonic()``) is nearer."""
    return cap if deadline is None else max(0.0, min(cap, deadline - time.monotonic()))


def _refuse(repository: object, why: str) -> RepositoryRefused:
    return RepositoryRefused(f"repository {repository}: {why}", hint=_HINT)


def _kind(mode: int) -> str:
    return ("a symbolic link" if stat.S_ISLNK(mode) else "a FIFO" if stat.S_ISFIFO(mode) else
            "a socket" if stat.S_ISSOCK(mode) else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
            else "not a regular file")


def _read_small(path: Path, repository: object, limit: int = 4096) -> str:
    """A small regular file's text, opened without following a link or blocking on a FIFO."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as exc:
        raise _refuse(repository, f"{path.name} cannot be read ({exc.strerror})") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise _refuse(repository, f"{path} is {_kind(mode)}")
        return os.read(fd, limit).decode("utf-8", errors="replace")
    finally:
        os.close(fd)


def find_git_dir(start: Path) -> Path | None:
    """The git directory git's discovery would use from ``start`` (``.git`` in it or a parent,
    or ``start``/a parent being a bare one), found without running git; None when there is none.
    A ``.git`` that is neither a folder nor a regular file (a FIFO, a device) is refused."""
    for folder in (start, *start.parents):
        dot = folder / ".git"
        try:
            mode = os.lstat(dot).st_mode
        except OSError:
            mode = None
        if mode is not None:
            if stat.S_ISLNK(mode):
                return dot.resolve()
            if stat.S_ISDIR(mode):
                return dot
            if not stat.S_ISREG(mode):
                raise _refuse(start, f"{dot} is {_kind(mode)}")
            text = _read_small(dot, start).strip()
            if text.startswith("gitdir:"):
                return (folder / text[len("gitdir:"):].strip()).resolve()
            raise _refuse(start, f"{dot} is not a gitdir file")
        if os.path.lexists(folder / "HEAD") and os.path.isdir(folder / "objects") and os.path.isdir(folder / "refs"):
            return folder
    return None


def _walk(git_dir: Path, repository: object) -> None:
    """Every entry under ``git_dir`` is a folder or a regular file (up to :data:`MAX_GIT_ENTRIES`)."""
    try:
        mode = os.lstat(git_dir).st_mode
    except OSError:
        raise _refuse(repository, f"its git directory {git_dir} cannot be read") from None
    if not stat.S_ISDIR(mode):
        raise _refuse(repository, f"its git directory {git_dir} is {_kind(mode)}")
    seen = 0
    stack = [git_dir]
    while stack and seen < MAX_GIT_ENTRIES:
        folder = stack.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            raise _refuse(repository, f"{folder} cannot be listed") from None
        for entry in entries:
            seen += 1
            try:
                mode = entry.stat(follow_symlinks=False).st_mode
            except OSError:
                raise _refuse(repository, f"{entry.path} changed while it was checked") from None
            if stat.S_ISDIR(mode):
                stack.append(Path(entry.path))
            elif not stat.S_ISREG(mode):
                raise _refuse(repository, f"{entry.path} is {_kind(mode)}; git would "
                                          f"{'follow it' if stat.S_ISLNK(mode) else 'open it'}")


def _config_keys(path: Path, repository: object, timeout: float) -> list[tuple[str, str]]:
    """``(key, value)`` of the configuration file ``path`` alone (no include followed; git's own parser)."""
    try:
        size = os.lstat(path).st_size
    except FileNotFoundError:
        return []
    if size > MAX_CONFIG_BYTES:
        raise _refuse(repository, f"{path} is {size} bytes, more than a configuration holds")
    with tempfile.TemporaryDirectory(prefix="reflect-git-") as empty:
        env = {**_env(), "GIT_DIR": empty, "GIT_CEILING_DIRECTORIES": empty}
        try:
            done = subprocess.run(["git", "config", "--no-includes", "--file", str(path), "--null", "--list"],
                                  capture_output=True, timeout=timeout, check=False, env=env, cwd=empty,
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise GitTimeout(repository, timeout) from None
    if done.returncode != 0:
        raise _refuse(repository, f"{path} is not a configuration git can read")
    pairs = []
    for item in done.stdout.decode("utf-8", errors="replace").split("\0"):
        if item:
            key, _, value = item.partition("\n")
            pairs.append((key.lower(), value))
    return pairs


def check_repository(git_dir: Path, repository: object = None, *, timeout: float = 60) -> None:
    """Refuse a repository that would make git read outside it, open a special file or fetch
    (see the module docstring); run before git opens anything in ``git_dir``. ``repository``
    names it in the message (default: ``git_dir``)."""
    name = git_dir if repository is None else repository
    git_dir = Path(os.path.abspath(git_dir))
    _walk(git_dir, name)
    dirs = [git_dir]
    if os.path.lexists(git_dir / "commondir"):
        common = (git_dir / _read_small(git_dir / "commondir", name).strip()).resolve()
        # Only a linked worktree's folder (<repo>/worktrees/<name>) has one, pointing back at <repo>.
        if git_dir.parent.name != "worktrees" or common != git_dir.parent.parent.resolve():
            raise _refuse(name, f"its commondir sends git to another repository ({common})")
        _walk(common, name)
        dirs.append(common)
    for folder in dirs:
        alternates = folder / "objects" / "info" / "alternates"
        if os.path.lexists(alternates) and _read_small(alternates, name, 1 << 16).strip():
            raise _refuse(name, "objects/info/alternates sends git to another repository's objects")
        for config in (folder / "config", folder / "config.worktree"):
            for key, value in _config_keys(config, name, timeout):
                if key.startswith(("include.", "includeif.")):
                    raise _refuse(name, f"its configuration includes another file ({key})")
                if key == "extensions.partialclone" or (key.startswith("remote.") and key.endswith(".promisor")
                                                          and value.lower() in ("true", "yes", "on", "1", "")):
                    raise _refuse(name, "it is a partial clone: git would fetch the objects it lacks")


def checked_start(path: Path, timeout: float = 60) -> bool:
    """Whether git may be run in ``path`` (``git -C``): the repository git would find from it
    passes :func:`check_repository`, or there is none."""
    try:
        found = find_git_dir(Path(os.path.abspath(path)))
        if found is not None:
            check_repository(found, path, timeout=timeout)
    except ReflectError:
        return False
    return True
