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
"""

from __future__ import annotations

import functools
import os
import subprocess
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError

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
