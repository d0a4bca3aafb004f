"""AutoExplore tasks from a repository's git history: a commit's message is the question, the
source files it changed are the answer.

Questions people ask share few words with the file that answers them; commit messages are
written in that language and their diffs name the files (the signal SWE-bench is built from).
Works on a work tree (a folder inside a git checkout) and on a bare git directory (a mirror
without a work tree).

* **Commits**: non-merge commits (``git log --no-merges --no-renames``) that change 1 to
  ``max_files`` non-test source files (:func:`source_file`: code suffixes, not under
  ``tests/``/``docs/``..., not ``test_*.py``/``*_test.py``/``conftest.py``). Other changed files
  (tests, docs, config) are allowed beside them; a commit with no source file is dropped as
  ``no_source_files``. The targets are the changed source files the commit did not delete.
* **Messages**: :mod:`reflect_cli.datagen.history_text` drops merges, bumps, releases, typo,
  formatting and lint commits (one count per rule) and cleans the rest: subject + first body
  paragraph, no trailers, issue/PR numbers or conventional prefixes, cut to ``max_words`` by
  relevance. Questions naming a target's file (``utils.py`` or its path) are dropped as
  ``names_file`` (the answer would be in the question); repeated questions as ``duplicate``.
* **Tree**: one snapshot per repository, not one per commit (disk): a work tree's own folder
  (its top level), or for a bare directory the newest commit exported blob by blob (without the
  objects a partial mirror lacks; no filters run) into ``<cache>/history/<sha>/<name>``
  (reused while HEAD is unchanged). A task is kept only when
  every target still exists in that tree and the environment shows it (``gone_from_tree``).
* **Split**: ``split="train"|"validation"|"test"`` puts every task in that split (split by
  repository, as :func:`~reflect_cli.datagen.tasks.split_repos` assigns it); ``split="time"``
  orders tasks by commit time and holds out the newest: the last 10 % are ``test``, the 20 %
  before them ``validation`` (:data:`~reflect_cli.datagen.tasks.SPLIT_RATIOS`, oldest first).
* **Safety**: git runs hardened (:mod:`reflect_cli.datagen.gitsafe`): nothing the repository's
  configuration names is run, and a ``.git`` file pointing elsewhere is refused.
* **Provenance**: every task carries ``repository`` (the path given), ``commit`` (full sha) and
  ``date`` (committer date, ISO 8601), besides the fields of teacher tasks, with
  ``source="history"`` and ``kind="commit"``.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import shutil
import subprocess
import tempfile
import threading
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reflect_cli.datagen.candidates import CODE_SUFFIXES
from reflect_cli.datagen.gitsafe import (
    GitTimeout,
    check_git_dir,
    check_repository,
    find_git_dir,
    popen_git,
    run_git,
    time_left,
)
from reflect_cli.datagen.history_text import MAX_WORDS, clean_message, drop_rule, uninformative
from reflect_cli.datagen.tasks import SPLIT_RATIOS, SPLITS, TASK_SCHEMA, task_id
from reflect_cli.errors import UsageError
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.roles import NON_SOURCE_DIRS, is_test_module

MAX_FILES_PER_COMMIT = 3
SOURCE_SUFFIXES = frozenset({".py", ".pyi", ".pyx"} | (CODE_SUFFIXES - {".sh", ".bash", ".zsh"}))
_GIT_TIMEOUT_S = 600


@dataclass(frozen=True)
class Commit:
    sha: str
    timestamp: int
    date: str
    author: str
    message: str
    changes: tuple[tuple[str, str], ...]  # (status letter, path relative to the repository root)


@dataclass(frozen=True)
class GitRepo:
    """Where a repository's objects are, and its work tree (``None`` for a bare directory)."""

    git_dir: Path
    work_tree: Path | None
    name: str

    deadline: float | None = None  # time.monotonic() by which every git run has ended

    @property
    def where(self) -> Path:
        return self.work_tree if self.work_tree is not None else self.git_dir

    def timeout(self) -> float:
        """Seconds the next git run may take; :class:`GitTimeout` when none are left."""
        left = time_left(self.deadline, _GIT_TIMEOUT_S)
        if left <= 0:
            raise GitTimeout(self.where, 0)
        return left

    def git(self, *args: str, text: bool = True) -> Any:
        timeout = self.timeout()
        try:
            done = run_git(*args, git_dir=self.git_dir, text=text, timeout=timeout)
        except FileNotFoundError:
            raise UsageError("git is not installed", hint="install git to build questions from history") from None
        except subprocess.TimeoutExpired:
            raise GitTimeout(self.where, timeout) from None
        if done.returncode != 0:
            message = (done.stderr if text else done.stderr.decode(errors="replace")).strip().splitlines()
            raise UsageError(f"repository {self.git_dir}: git {args[0]} failed: {message[-1] if message else ''}",
                             hint="a repository owned by another user needs: git config --global --add "
                                  f"safe.directory {self.git_dir}")
        return done.stdout


@dataclass
class HistoryResult:
    repo: str  # the path given
    tree: str  # the folder the tasks' targets are relative to
    tree_kind: str  # "work tree" or "snapshot"
    head: str
    commits: int = 0
    tasks: list[dict[str, Any]] = field(default_factory=list)
    dropped: dict[str, int] = field(default_factory=dict)


def locate(path: str | Path, deadline: float | None = None) -> GitRepo:
    """The git repository at ``path``: a folder in a work tree or a bare git directory, checked
    (:func:`~reflect_cli.datagen.gitsafe.check_repository`) before git opens any of its files.
    Every git run on it ends by ``deadline`` (``time.monotonic()``)."""
    where = Path(path).expanduser().resolve()
    if not where.is_dir():
        raise UsageError(f"repository {path}: no such directory")
    not_git = UsageError(f"repository {path}: not a git repository",
                         hint="questions from history need a git work tree or a bare git directory; "
                              "use --questions teacher for other folders")
    found = find_git_dir(where)
    if found is None:
        raise not_git
    check_repository(found, path, timeout=time_left(deadline, 60))

    def rev_parse(*args: str) -> Any:
        timeout = time_left(deadline, 60)
        try:
            return run_git("rev-parse", *args, cwd=where, timeout=timeout)
        except FileNotFoundError:
            raise UsageError("git is not installed", hint="install git to build questions from history") from None
        except subprocess.TimeoutExpired:
            raise GitTimeout(path, timeout) from None

    done = rev_parse("--is-bare-repository", "--absolute-git-dir")
    lines = done.stdout.splitlines()
    if done.returncode != 0 or len(lines) < 2:
        raise not_git
    git_dir = Path(lines[1])
    if git_dir.resolve() != found.resolve():
        check_repository(git_dir, path, timeout=time_left(deadline, 60))
    if lines[0] == "true":
        name = where.name.removesuffix(".git") or where.parent.name
        if where.parent.name.count("+") == 1:  # mirrors named owner+name/...
            name = where.parent.name.split("+", 1)[1]
        return GitRepo(git_dir, None, name, deadline)
    top = rev_parse("--show-toplevel").stdout.strip()
    work_tree = Path(top).resolve() if top else where
    if work_tree != where and work_tree not in where.parents:
        # core.worktree in the repository's config can name any folder: only the folder given
        # or the checkout it is in is read.
        raise UsageError(f"repository {path}: its configuration puts the work tree at {work_tree}, outside it",
                         hint="clone or copy the repository to read its history")
    check_git_dir(work_tree, git_dir)
    return GitRepo(git_dir, work_tree, work_tree.name, deadline)


def head_commit(repo: GitRepo) -> str:
    try:
        return str(repo.git("rev-parse", "--verify", "HEAD^{commit}")).strip()
    except UsageError:
        raise UsageError(f"repository {repo.git_dir} has no commit yet") from None


MAX_COMMIT_BYTES = 1 << 20  # a commit object larger than this is skipped (no message is a megabyte)
_HEADER = re.compile(r"\n?\x02([0-9a-f]{40}|[0-9a-f]{64}) (-?\d{1,18}) (\S{1,64})")
_STATUS = re.compile(r"\n?([A-Z])")


def read_log(repo: GitRepo, max_commits: int | None = None, dropped: Counter[str] | None = None) -> list[Commit]:
    """Non-merge commits reachable from HEAD, newest first, with the files each changed.

    Nothing a commit holds can forge another commit's field: ``git log -z`` gives only what git
    writes itself (sha, time, date) and the changed paths, read as a fixed sequence (a header,
    then status and path pairs, every field NUL-terminated, a path taken as a path whatever it
    looks like); each message and author comes from its own commit object, read length-prefixed
    (``cat-file --batch``). A commit that cannot be read is skipped and counted in ``dropped``
    as ``unreadable``."""
    args = ["log", "--no-merges", "--no-renames", "--no-ext-diff", "--no-textconv", "-z", "--name-status",
            "--format=%x02%H %ct %cI"]
    if max_commits is not None:
        args.append(f"--max-count={max_commits}")
    out = str(repo.git(*args, "HEAD"))
    count = dropped if dropped is not None else Counter()
    heads: list[tuple[str, int, str, list[tuple[str, str]]]] = []
    fields = out.split("\0")
    i, bad = 0, False
    while i < len(fields):
        item = fields[i]
        header = _HEADER.fullmatch(item)
        if header is not None:
            bad = False
            heads.append((header.group(1), int(header.group(2)), header.group(3), []))
        elif (status := _STATUS.fullmatch(item)) is not None and heads and not bad and i + 1 < len(fields):
            heads[-1][3].append((status.group(1), fields[i + 1]))
            i += 1  # the path, whatever it looks like
        elif item.strip() and heads and not bad:  # not what git writes here: the commit is not trusted
            bad = True
            heads.pop()
            count["unreadable"] += 1
        i += 1
    texts = _commit_texts(repo, [sha for sha, *_ in heads])
    commits = []
    for sha, ts, date, changes in heads:
        text = texts.get(sha)
        if text is None:
            count["unreadable"] += 1
            continue
        author, message = text
        commits.append(Commit(sha, ts, date, author, message, tuple(changes)))
    return commits


def _decode(raw: bytes, encoding: str) -> str:
    try:
        return raw.decode(encoding or "utf-8", errors="replace")
    except LookupError:  # an encoding Python does not know: read as UTF-8
        return raw.decode("utf-8", errors="replace")


def _commit_texts(repo: GitRepo, shas: list[str]) -> dict[str, tuple[str, str]]:
    """``sha -> (author name, message)`` from each commit object (raw, length-prefixed); a commit
    missing, too large or without an author line is left out."""
    out: dict[str, tuple[str, str]] = {}
    for sha, raw in _objects(repo, shas, MAX_COMMIT_BYTES):
        if raw is None:
            continue
        head, _, message = raw.partition(b"\n\n")
        author, encoding = None, ""
        for line in head.split(b"\n"):
            if line.startswith(b"author "):
                author = line[len(b"author "):].rpartition(b" <")[0]
            elif line.startswith(b"encoding "):
                encoding = line[len(b"encoding "):].decode("ascii", errors="replace").strip()
        if author is not None:
            out[sha] = (_decode(author, encoding), _decode(message, encoding))
    return out


def _objects(repo: GitRepo, shas: list[str], max_bytes: int | None = None) -> Iterator[tuple[str, bytes | None]]:
    """``(sha, content)`` of each object through one ``git cat-file --batch`` (``None`` for one
    missing or over ``max_bytes``); git is killed when the repository's deadline passes."""
    if not shas:
        return
    timeout = repo.timeout()
    proc = popen_git("cat-file", "--batch", git_dir=repo.git_dir,
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdin is not None and proc.stdout is not None
    watchdog = threading.Timer(timeout, proc.kill)  # a read that blocks past the budget ends with git
    watchdog.start()
    try:
        for sha in shas:
            proc.stdin.write(sha.encode() + b"\n")
            proc.stdin.flush()
            header = proc.stdout.readline().split()
            if not watchdog.is_alive():
                raise GitTimeout(repo.where, timeout)
            if len(header) != 3 or not header[2].isdigit():  # "<sha> missing"
                yield sha, None
                continue
            size = int(header[2])
            if max_bytes is not None and size > max_bytes:
                left = size + 1  # read past it, the newline after it included
                while left > 0 and (chunk := proc.stdout.read(min(left, 1 << 20))):
                    left -= len(chunk)
                yield sha, None
                continue
            data = proc.stdout.read(size + 1)[:-1]  # the object, then a newline
            if not watchdog.is_alive():
                raise GitTimeout(repo.where, timeout)
            yield sha, data
    except (BrokenPipeError, ValueError):
        if not watchdog.is_alive():
            raise GitTimeout(repo.where, timeout) from None
        raise UsageError(f"repository {repo.where}: git cat-file stopped while reading objects") from None
    finally:
        watchdog.cancel()
        with contextlib.suppress(OSError):
            proc.stdin.close()
        proc.kill()
        proc.wait()


def source_file(path: str) -> bool:
    """A non-test source file: a code suffix, outside tests/docs/examples folders, not a test module."""
    parts = path.split("/")
    name = parts[-1]
    if any(p.lower() in NON_SOURCE_DIRS or p.startswith(".") for p in parts[:-1]):
        return False
    stem, dot, suffix = name.rpartition(".")
    if not dot or f".{suffix.lower()}" not in SOURCE_SUFFIXES:
        return False
    return not (is_test_module(stem) or stem.lower() in {"setup", "noxfile", "tasks", "fabfile"})


def snapshot(repo: GitRepo, head: str, cache: Path | None = None) -> Path:
    """The tree of ``head`` exported into the cache (regular files only), reused while it exists."""
    from reflect_cli.paths import cache_dir

    base = (cache or cache_dir()) / "history" / head[:16]
    tree = base / repo.name
    if tree.is_dir():
        return tree
    base.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".export-", dir=base))
    try:
        _export_blobs(repo, head, tmp)
        os.replace(tmp, tree)  # atomic: an interrupted export never looks finished
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return tree


def _plain_path(rel: str) -> bool:
    """A tree path that stays under the export and plants no repository: no absolute path, no
    ``..``, and no ``.git`` part (nor the spellings that name it on other file systems:
    ``.GIT``, ``.git.``, ``git~1``), which a later git run in the snapshot would read as live."""
    parts = rel.split("/")
    return not rel.startswith("/") and all(
        p not in ("", ".", "..") and p.lower().rstrip(". ") != ".git" and p.lower() != "git~1" for p in parts)


def _export_blobs(repo: GitRepo, head: str, dest: Path) -> None:
    """Every regular file of ``head`` whose blob the repository holds, written under ``dest`` (a
    target among the absent ones is counted later, as ``gone_from_tree``). Raw blobs, never
    ``git archive``: that applies the repository's smudge filters, programs its config names."""
    timeout = repo.timeout()
    try:
        listing = run_git("ls-tree", "-r", "-z", head, git_dir=repo.git_dir, text=False, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise GitTimeout(repo.where, timeout) from None
    if listing.returncode != 0:
        raise UsageError(f"repository {repo.git_dir}: git ls-tree {head[:12]} failed: "
                         f"{listing.stderr.decode(errors='replace').strip()}")
    files: list[tuple[str, str]] = []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, _, name = entry.partition(b"\t")
        mode, kind, sha = meta.decode().split()
        rel = name.decode(errors="replace")
        if kind == "blob" and mode in ("100644", "100755") and _plain_path(rel):
            files.append((sha, rel))
    for (_, rel), (_, data) in zip(files, _objects(repo, [sha for sha, _ in files]), strict=True):
        if data is None:  # absent from a partial mirror
            continue
        path = dest / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def _visible(view: FileView, rel: str) -> bool:
    """Whether the environment lists ``rel`` (every folder on the way, then the file)."""
    parts = rel.split("/")
    for depth in range(len(parts)):
        listing = view.list_dir("/".join(parts[:depth]))
        if parts[depth] not in (listing.files if depth == len(parts) - 1 else listing.dirs):
            return False
    return True


def _names_file(question: str, targets: Sequence[str]) -> bool:
    q = question.lower()
    return any(t.lower() in q or t.rsplit("/", 1)[-1].lower() in q for t in targets)


def time_split(tasks: list[dict[str, Any]], ratios: Sequence[float] = SPLIT_RATIOS) -> None:
    """Set each task's ``split`` by commit time: oldest ``train``, newest ``test`` (in place).
    Ties in time are ordered by task id, so the split depends only on the set of tasks."""
    order = sorted(tasks, key=lambda t: (t["timestamp"], t["id"]))
    n = len(order)
    held = [math.floor(r * n + 0.5) for r in ratios[1:]]  # validation, test
    if n >= 2 and held[1] == 0:
        held[1] = 1  # something to measure on as soon as there are two tasks
    cut_test = n - held[1]
    cut_valid = max(0, cut_test - held[0])
    for i, task in enumerate(order):
        task["split"] = SPLITS[0] if i < cut_valid else SPLITS[1] if i < cut_test else SPLITS[2]


def history_tasks(
    path: str | Path,
    *,
    split: str = "train",
    max_tasks: int | None = None,
    max_files: int = MAX_FILES_PER_COMMIT,
    max_words: int = MAX_WORDS,
    max_commits: int | None = None,
    cache: Path | None = None,
    deadline: float | None = None,
) -> HistoryResult:
    """Tasks from the history of the git repository at ``path`` (see the module docstring).
    ``max_tasks`` keeps the newest tasks; ``max_commits`` reads only the newest commits; every
    git run ends by ``deadline`` (``time.monotonic()``; :class:`GitTimeout` past it)."""
    if split not in (*SPLITS, "time"):
        raise ValueError(f"unknown split {split!r}; choose from: {', '.join((*SPLITS, 'time'))}")
    repo = locate(path, deadline)
    head = head_commit(repo)
    tree = repo.work_tree if repo.work_tree is not None else snapshot(repo, head, cache)
    result = HistoryResult(repo=str(Path(path).expanduser().resolve()), tree=str(tree),
                           tree_kind="work tree" if repo.work_tree is not None else "snapshot", head=head)
    dropped: Counter[str] = Counter()
    commits = read_log(repo, max_commits, dropped)
    result.commits = len(commits) + dropped["unreadable"]
    view = FileView(tree)
    seen: set[str] = set()
    for commit in commits:  # newest first: a repeated question keeps its newest commit
        sources = sorted({p for _, p in commit.changes if source_file(p)})
        targets = sorted({p for s, p in commit.changes if s != "D" and source_file(p)})
        subject = commit.message.strip().split("\n", 1)[0]
        rule = (drop_rule(subject, commit.author) or ("no_source_files" if not sources else None)
                or ("too_many_files" if len(sources) > max_files else None) or ("deleted_only" if not targets else None))
        question = "" if rule else clean_message(commit.message, max_words)
        rule = rule or uninformative(question) or ("names_file" if _names_file(question, targets) else None)
        if rule is None and question.lower() in seen:
            rule = "duplicate"
        if rule is None and not all((tree / t).is_file() and _visible(view, t) for t in targets):
            rule = "gone_from_tree"
        if rule is not None:
            dropped[rule] += 1
            continue
        seen.add(question.lower())
        result.tasks.append({
            "schema": TASK_SCHEMA,
            "id": task_id(repo.name, "\n".join(targets), f"{commit.sha}\n{question}"),
            "env": "autoexplore",
            "repo": str(tree),
            "question": question,
            "targets": targets,
            "depth": min(t.count("/") for t in targets),
            "split": split,
            "source": "history",
            "kind": "commit",
            "facts": [],
            "repository": result.repo,
            "commit": commit.sha,
            "date": commit.date,
            "timestamp": commit.timestamp,
        })
    if max_tasks is not None and len(result.tasks) > max_tasks:
        dropped["over_limit"] += len(result.tasks) - max_tasks
        del result.tasks[max_tasks:]
    if split == "time":
        time_split(result.tasks)
    result.dropped = dict(sorted(dropped.items()))
    result.tasks.sort(key=lambda t: (t["timestamp"], t["id"]))
    return result
