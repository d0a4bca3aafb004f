"""Seeded fuzz of the safety promises: a walk of a hostile tree never leaves it, never opens a
special file, never blocks, never writes. Two parts:

* static tricks: one small tree per trick (links out, loops and fan-out, /proc and /dev links,
  FIFOs, devices and sockets under source names, hostile .gitignore files, invented U+FFFD
  escapes, odd names), walked, listed and read, and probed with hostile path strings;
* racing reads: a separate process exchanges entries (``renameat2(RENAME_EXCHANGE)``, or
  three renames where that is missing) — a file with a FIFO, a char device, a link out and a
  folder; a folder with a link out; the .gitignore with a FIFO — while this one reads them.

Escapes are texts holding the outside secret; special-file opens are inotify ``IN_OPEN``
events on the special files' own inodes (a watch follows its inode through renames); hangs are
calls over 10 s (SIGALRM); writes are inotify write events plus a before/after snapshot.
The history surface: crafted repositories (a ``commondir`` or ``alternates`` into another
repository, symbolic links and FIFOs inside ``.git``, files and programs the configuration names,
partial clones, separators and NULs in commits, huge messages and paths, escapes in messages,
authors and paths) read as explore and gen-data read history. Outside reads are inotify opens in
the other repository or its secret in the result; special-file opens are opens of the FIFOs
(held open read-write, so a reader's open returns and is seen); programs run leave a marker;
raw escapes are terminal controls in gen-data's output; slow runs pass their deadline's slack.
Each detector has a positive control: plain git on the same repositories.

CI runs a sample of each; ``-m slow`` runs 150 tricks, 150 repositories and 100,000 racing reads.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import socket
import stat
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from reflect_cli.explore.answer import bm25_answer
from reflect_cli.search.fileview import sandbox as fileview_sandbox
from reflect_cli.search.fileview.budget import WorkBudget, set_run_budget
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.questions import parse_question
from reflect_cli.search.walk import read_texts, walk_files
from test_fuzz_tree import Hang, time_limit

# getattr: these tests also run against the code before the fix, to see them fail there.
_REOPEN = getattr(fileview_sandbox, "REOPEN_BY_DESCRIPTOR", hasattr(os, "O_PATH"))
SECRET = "FUZZ-SECRET-30"
OP_LIMIT_S = 10.0
_IN_WRITES = 0x2 | 0x4 | 0x8 | 0x100 | 0x200  # MODIFY, ATTRIB, CLOSE_WRITE, CREATE, DELETE


@dataclass
class Report:
    tricks: int = 0
    tries: int = 0
    racing_reads: int = 0
    race_swaps: int = 0
    escapes: list[str] = field(default_factory=list)
    special_opens: int = 0
    hangs: list[str] = field(default_factory=list)
    crashes: list[str] = field(default_factory=list)
    writes: int = 0
    slowest_s: float = 0.0
    notes: dict[str, int] = field(default_factory=dict)


class Watch:
    """inotify on given paths (folders: events of their entries; special files: their inode)."""

    def __init__(self, paths: list[Path], mask: int) -> None:
        import ctypes
        import ctypes.util

        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        self.fd = libc.inotify_init1(0o4000)
        if self.fd < 0:
            raise OSError("inotify unavailable")
        for p in paths:
            libc.inotify_add_watch(self.fd, os.fsencode(p), mask)

    def count(self) -> int:
        import struct

        n = 0
        while True:
            try:
                buf = os.read(self.fd, 1 << 16)
            except BlockingIOError:
                return n
            i = 0
            while i < len(buf):
                _, mask, _, size = struct.unpack_from("iIII", buf, i)
                i += 16 + size
                n += 1

    def close(self) -> None:
        os.close(self.fd)


def _write(path: Path, content: str | bytes = "x = 1\n") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content if isinstance(content, bytes) else content.encode())


def _mknod(path: Path, minor: int = 3) -> bool:
    try:
        os.mknod(path, stat.S_IFCHR | 0o644, os.makedev(1, minor))
        return True
    except OSError:
        return False


def _socket(path: Path) -> None:
    s = socket.socket(socket.AF_UNIX)
    with contextlib.suppress(OSError):
        s.bind(os.fspath(path))
    s.close()


def _snapshot(top: Path) -> dict[bytes, tuple[int, ...]]:
    out: dict[bytes, tuple[int, ...]] = {}
    for dirpath, dirnames, filenames in os.walk(os.fsencode(top)):
        for name in dirnames + filenames:
            p = os.path.join(dirpath, name)
            st = os.lstat(p)
            out[p] = (st.st_mode, st.st_ino, st.st_size, st.st_mtime_ns)
    return out


# -- the tricks -------------------------------------------------------------------------------------


def _tricks(outside: Path) -> list[tuple[str, callable]]:  # type: ignore[valid-type]
    """(name, build(root) -> special files made) for every static trick."""
    tricks: list[tuple[str, object]] = []

    def add(name, fn):
        tricks.append((name, fn))

    for depth in range(3):
        sub = "/".join(f"d{i}" for i in range(depth))

        def at(root: Path, name: str, sub=sub) -> Path:
            (root / sub).mkdir(parents=True, exist_ok=True)
            return root / sub / name if sub else root / name

        add(f"abs-link-file@{depth}", lambda r, at=at: os.symlink(outside / "secret.py", at(r, "leak.py")))
        add(f"abs-link-dir@{depth}", lambda r, at=at: os.symlink(outside, at(r, "leakdir")))
        add(f"rel-link-file@{depth}",
            lambda r, at=at, d=depth: os.symlink("../" * (d + 1) + "outside/secret.py", at(r, "rel.py")))
        add(f"rel-link-dir@{depth}", lambda r, at=at, d=depth: os.symlink("../" * (d + 1) + "outside", at(r, "reldir")))
        add(f"chain-out@{depth}", lambda r, at=at: (os.symlink(outside / "secret.py", at(r, "c2.py")),
                                                   os.symlink("c2.py", at(r, "c1.py"))))
        add(f"self-loop@{depth}", lambda r, at=at: os.symlink("self.py", at(r, "self.py")))
        add(f"mutual-loop@{depth}", lambda r, at=at: (os.symlink("b.py", at(r, "a.py")), os.symlink("a.py", at(r, "b.py"))))
        for n in range(2, 6):
            add(f"fan-out-{n}@{depth}", lambda r, at=at, n=n: [os.symlink(".", at(r, f"l{i}")) for i in range(n)])
        add(f"up-loop@{depth}", lambda r, at=at: os.symlink("..", at(r, "up")))
        add(f"fifo-source@{depth}", lambda r, at=at: [os.mkfifo(at(r, "pipe.py"))] and [at(r, "pipe.py")])
        add(f"fifo-readme@{depth}", lambda r, at=at: [os.mkfifo(at(r, "README"))] and [at(r, "README")])
        add(f"fifo-gitignore@{depth}", lambda r, at=at: [os.mkfifo(at(r, ".gitignore"))] and [at(r, ".gitignore")])
        add(f"chardev-null@{depth}", lambda r, at=at: [at(r, "null.py")] if _mknod(at(r, "null.py")) else [])
        add(f"chardev-zero@{depth}", lambda r, at=at: [at(r, "zero.md")] if _mknod(at(r, "zero.md"), 5) else [])
        add(f"chardev-gitignore@{depth}", lambda r, at=at: [at(r, ".gitignore")] if _mknod(at(r, ".gitignore")) else [])
        add(f"socket@{depth}", lambda r, at=at: _socket(at(r, "sock.py")))
        add(f"link-to-fifo@{depth}", lambda r, at=at: ([os.mkfifo(at(r, ".p"))], os.symlink(".p", at(r, "lp.py")))
            and [at(r, ".p")])
        add(f"link-to-dev@{depth}", lambda r, at=at: os.symlink("/dev/zero", at(r, "devzero.py")))
        add(f"proc-root@{depth}", lambda r, at=at: os.symlink("/proc/self/root", at(r, "procroot")))
        add(f"proc-cwd@{depth}", lambda r, at=at: os.symlink("/proc/self/cwd", at(r, "proccwd")))
        add(f"gitignore-out@{depth}", lambda r, at=at: os.symlink(outside / "secret.py", at(r, ".gitignore")))
        add(f"escape-dirname@{depth}", lambda r, at=at: os.symlink(outside, at(r, "abs_dir")))
        add(f"literal-mark-name@{depth}",
            lambda r, at=at: os.symlink(outside, at(r, "\ufffd2E\ufffd2E")))
        add(f"undecodable@{depth}", lambda r, at=at: os.symlink(outside, os.fsencode(at(r, "x")) + b"\xff"))
    for stars in (6, 10, 14, 18, 24):
        add(f"redos-{stars}", lambda r, s=stars: (_write(r / ".gitignore", "*a" * s + "*b\n"),
                                                   _write(r / ("a" * 60 + ".py"))))
    add("gitignore-huge-line", lambda r: _write(r / ".gitignore", "a*" * 300_000 + "\n*.md\n"))
    add("gitignore-2000-classes", lambda r: _write(r / ".gitignore", "".join(f"[a-z]*?[!x]*{i}*\n" for i in range(2000))))
    add("binary-only-fan-out", lambda r: (_write(r / "blob.py", b"\x00" * 10), os.symlink(".", r / "a"),
                                          os.symlink(".", r / "b"), os.symlink(".", r / "c")))
    add("deep-200", lambda r: _write(r / Path(*["z"] * 200) / "deep.py"))
    add("wide-6000-with-links-out", lambda r: ([_write(r / "wide" / f"w{i}.py") for i in range(6000)],
                                               os.symlink(outside / "secret.py", r / "wide" / "zz.py")))
    add("control-names", lambda r: [_write(r / n) for n in ("esc\x1b.py", "nl\n.py", "bidi\u202e.py")])
    # Trees that made a second into minutes, and a repository pointing outside.
    add("gitignore-530-qmarks", lambda r: (_write(r / ".gitignore", ("a*" + "?" * 119 + "b\n") * 530),
                                           [_write(r / ("a" * 200 + f"{i}.py")) for i in range(50)]))
    add("gitignore-star-qmarks", lambda r: (_write(r / ".gitignore", ("*" + "?" * 120 + "b*\n") * 530),
                                            [_write(r / ("a" * 200 + f"{i}.py")) for i in range(50)]))
    add("gitignore-linked-chain", lambda r: _gitignore_chain(r, outside))
    add("gitignore-links-out-chain", lambda r: [os.symlink(outside / "secret.py", _mkdirs(r / "g" / ("g/" * i)) / ".gitignore")
                                                for i in range(4)])
    add("deep-chain-600", lambda r: _deep(r, 600))
    add("links-distinct-texts", lambda r: [os.symlink("../" + "./" * i + "main.py", _mkdirs(r / "l") / f"l{i}.py")
                                           for i in range(300)])
    add("links-38-chain", lambda r: _link_chain(r, 38, 300))
    add("links-41-chain-out", lambda r: _link_chain(r, 41, 5, target=str(outside / "secret.py")))
    add("links-to-one-file", lambda r: [os.symlink("../main.py", _mkdirs(r / "l") / f"l{i}.py") for i in range(2000)])
    add("dotdot-dot-texts", lambda r: [os.symlink("./" * i + "../" + "../outside/secret.py", r / f"o{i}.py")
                                       for i in range(1, 40)])
    add("git-file-outside", lambda r: _write(r / ".git", f"gitdir: {outside}/.git\n"))
    add("git-config-gpg", lambda r: (_write(r / ".git" / "config", "[log]\n\tshowSignature = true\n[gpg]\n"
                                            f"\tprogram = {outside}/evil.sh\n"), _write(r / ".git" / "HEAD", "ref: x\n")))
    add("terminal-escapes", lambda r: _write(r / "esc.py", "def load():  # \x1b]52;c;cHduZWQ=\x07 \x1b[2J \xc2\x9b\n"))
    add("fifo-behind-link-chain", lambda r: ([os.mkfifo(r / ".fifo")], os.symlink(".fifo", r / "f1"),
                                             os.symlink("f1", r / "f2.py")) and [r / ".fifo"])
    add("bind-like-dir-link-up", lambda r: [os.symlink("../" * 2, _mkdirs(r / "a" / "b") / f"up{i}") for i in range(8)])
    return tricks  # type: ignore[return-value]


def _mkdirs(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def _deep(root: Path, n: int) -> None:
    here = os.open(root, os.O_RDONLY)
    try:  # by descriptor: the path would pass PATH_MAX
        for _ in range(n):
            os.mkdir("d", dir_fd=here)
            nxt = os.open("d", os.O_RDONLY, dir_fd=here)
            os.close(here)
            here = nxt
        fd = os.open("deep.py", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=here)
        os.write(fd, b"DEEP = 1\n")
        os.close(fd)
    finally:
        os.close(here)


def _link_chain(root: Path, length: int, fan: int, target: str = "../main.py") -> None:
    chain = _mkdirs(root / "c")
    prev = target
    for j in range(length):
        os.symlink(prev, chain / f"c{j}")
        prev = f"c{j}"
    for i in range(fan):
        os.symlink(f"../c/c{length - 1}", _mkdirs(root / "l") / f"l{i}.py")


def _gitignore_chain(root: Path, outside: Path) -> None:
    shared = root / "ignore.txt"
    _write(shared, "".join(("a*" + "?" * 119 + "b\n") if i % 2 else f"*.ext{i}\n" for i in range(2000)))
    here = root
    for i in range(30):
        os.symlink(shared, here / ".gitignore")
        _write(here / f"m{i}.py", f"M{i} = 1\n")
        here = _mkdirs(here / "d")


def _probes(root: Path, outside: Path, dirs: list[str]) -> list[str]:
    esc = lambda s: "".join("\ufffd2F" if c == "/" else "\ufffd2E" if c == "." else c for c in s)  # noqa: E731
    base = ["../outside/secret.py", str(outside / "secret.py"), "\ufffd2E\ufffd2E/outside/secret.py",
            esc(str(outside / "secret.py")), esc("../outside/secret.py"), "\ufffd2e\ufffd2e/outside/secret.py",
            "\ufffd2E\ufffd2E", "\ufffdC3\ufffdA9", "x\x00y", "//outside", "\udc2e\udc2e/outside/secret.py",
            "\udc2f", "\udc2e\udc2e"]
    out = list(base)
    for d in dirs[:20]:
        out += [f"{d}/{p}" for p in base[:6]] + [f"{d}\ufffd2Fsecret.py", f"{d}/\ufffd2E\ufffd2E/\ufffd2E\ufffd2E"]
    return out


def _timed(report: Report, what: str, fn):
    start = time.monotonic()
    try:
        with time_limit(OP_LIMIT_S):
            return fn()
    except Hang:
        report.hangs.append(what)
        return None
    except Exception as exc:  # noqa: BLE001 - every exception is a finding
        report.crashes.append(f"{what}: {exc!r}")
        return None
    finally:
        report.slowest_s = max(report.slowest_s, time.monotonic() - start)
        report.tries += 1


def _check_text(report: Report, what: str, text: str | None) -> None:
    if text and SECRET in text:
        report.escapes.append(what)


def run_static(tmp: Path, n_tricks: int, seed: int, names: set[str] | None = None) -> Report:
    """``n_tricks`` trees: every base trick (those in ``names`` only, when given), then
    combinations of three."""
    report = Report()
    outside = tmp / "outside"
    _write(outside / "secret.py", f"S = '{SECRET}'\n")
    _write(outside / "dir" / "inner.py", f"S = '{SECRET}'\n")
    tricks = [t for t in _tricks(outside) if names is None or t[0] in names]
    rng = random.Random(seed)
    base = list(tricks)
    while len(tricks) < n_tricks:  # combinations of three tricks in one tree
        picks = rng.sample(base, 3)
        tricks.append(("+".join(p[0] for p in picks), lambda r, ps=picks: sum((p[1](r) or [] for p in ps), [])))
    for i, (name, build) in enumerate(tricks[:n_tricks]):
        root = tmp / f"t{i}" / "root"
        _write(root / "main.py", "MAIN = 1\n")
        _write(root / "pkg" / "mod.py", "MOD = 1\n")
        try:
            specials = [p for p in (build(root) or []) if isinstance(p, Path)]
        except (OSError, TypeError):
            specials = []
        report.tricks += 1
        before = _snapshot(root)
        dirs_all = [Path(dp) for dp, _, _ in os.walk(root)]
        writes = Watch(dirs_all, _IN_WRITES)
        opens = Watch(specials, 0x20) if specials else None
        view = FileView(root)
        files = _timed(report, f"{name}: walk", lambda view=view: walk_files(view)) or []
        dirs = sorted({f.rpartition("/")[0] for f in files if "/" in f})
        for rel in files[:200]:
            got = _timed(report, f"{name}: read {rel}", lambda rel=rel, view=view: view.read_file(rel))
            _check_text(report, f"{name}: read {rel!r}", got and got.text)
        # The whole answer (walk, index, ranking, excerpts) under a run budget, as `reflect explore`.
        set_run_budget(WorkBudget())
        try:
            answer = _timed(report, f"{name}: answer", lambda root=root: bm25_answer(root, parse_question("where is the secret S main")))
        finally:
            set_run_budget(None)
        _check_text(report, f"{name}: answer", answer and repr(answer.files))
        for rel in _probes(root, outside, dirs + ["pkg", "d0", "d0/d1"]):
            got = _timed(report, f"{name}: probe {rel!r}", lambda rel=rel, view=view: view.read_file(rel))
            _check_text(report, f"{name}: probe {rel!r}", got and got.text)
            listing = _timed(report, f"{name}: list {rel!r}", lambda rel=rel, view=view: view.list_dir(rel))
            if listing is not None and ("inner.py" in listing.files or "secret.py" in listing.files):
                report.escapes.append(f"{name}: list {rel!r}")
            _timed(report, f"{name}: is_dir {rel!r}", lambda rel=rel, view=view: view.is_dir(rel))
        report.writes += writes.count() + sum(1 for k, v in _snapshot(root).items() if before.get(k) != v)
        writes.close()
        if opens is not None:
            report.special_opens += opens.count()
            opens.close()
    return report


# -- the history surface: crafted repositories -----------------------------------------------------

# History reading under the deadline explore and gen-data give a repository, plus the slack of a
# kill; a run past HISTORY_LIMIT_S is a finding.
HISTORY_DEADLINE_S = 5.0
HISTORY_LIMIT_S = 5.5
_RAW_TERMINAL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_OSC = "\x1b]52;c;cHduZWQ=\x07"


def _git(repo: Path, *args: str, data: bytes | None = None, check: bool = True) -> str:
    env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull,
           "GIT_AUTHOR_DATE": "1700000000 +0000", "GIT_COMMITTER_DATE": "1700000000 +0000"}
    done = subprocess.run(["git", "-c", "user.name=Tess", "-c", "user.email=t@example.com", "-c",
                           "init.defaultBranch=main", *args], cwd=repo, env=env, input=data, capture_output=True,
                          check=check, timeout=2)  # a FIFO an earlier trick placed blocks plain git
    return done.stdout.decode(errors="replace").strip()


def _repo(root: Path, messages: list[str], secret: bool = False) -> Path:
    root.mkdir(parents=True)
    _git(root, "init", "-q")
    for i, message in enumerate(messages):
        _write(root / "pkg" / f"m{i}.py", f"def load_settings_{i}():\n    return '{SECRET if secret else i}'\n")
        _git(root, "add", "-A")
        _git(root, "commit", "-q", "-m", message)
    return root


def _raw_commit(repo: Path, message: bytes, author: bytes = b"Tess <t@example.com> 1700000000 +0000",
                extra: bytes = b"", files: dict[str, str] | None = None) -> None:
    for rel, text in (files or {"pkg/extra.py": "def extra():\n    pass\n"}).items():
        _write(repo / rel, text)
    _git(repo, "add", "-A")
    tree, parent = _git(repo, "write-tree").encode(), _git(repo, "rev-parse", "HEAD").encode()
    body = (b"tree " + tree + b"\nparent " + parent + b"\nauthor " + author +
            b"\ncommitter Tess <t@example.com> 1700000000 +0000\n" + extra + b"\n" + message)
    sha = _git(repo, "hash-object", "--literally", "-t", "commit", "-w", "--stdin", data=body)
    _git(repo, "update-ref", "refs/heads/main", sha)


def _fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() or path.is_symlink():
        if path.is_dir() and not path.is_symlink():
            import shutil

            shutil.rmtree(path)
        else:
            path.unlink()
    os.mkfifo(path)
    return path


def _relink(path: Path, target: Path) -> None:
    import shutil

    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()
    path.symlink_to(target)


def _program(tmp: Path) -> tuple[Path, Path]:
    """A program a repository may name: running it leaves ``marker``."""
    marker = tmp / "program-ran"
    evil = tmp / "evil.sh"
    evil.write_text(f"#!/bin/sh\necho ran >> '{marker}'\ncat >/dev/null 2>&1\nexit 0\n")
    evil.chmod(0o755)
    return evil, marker


def _history_tricks(other: Path, evil: Path) -> list[tuple[str, callable]]:  # type: ignore[valid-type]
    """``(name, build(root) -> FIFOs placed)`` for a fresh repository ``root``."""
    g, og = lambda r: r / ".git", other / ".git"
    out: list[tuple[str, callable]] = []  # type: ignore[valid-type]

    def add(name, fn):
        out.append((name, fn))

    def config(*pairs):
        return lambda r: [_git(r, "config", k, v.format(evil=evil, other=other)) for k, v in pairs] and []

    add("commondir-absolute", lambda r: (g(r).joinpath("commondir").write_text(f"{og}\n"), [])[1])
    add("commondir-relative", lambda r: (g(r).joinpath("commondir").write_text(os.path.relpath(og, g(r)) + "\n"),
                                         [])[1])
    add("alternates", lambda r: (_write(g(r) / "objects" / "info" / "alternates", f"{og / 'objects'}\n"), [])[1])
    for inside in ("objects", "refs", "HEAD", "packed-refs", "config", "refs/heads/main"):
        add(f"symlink-{inside}", lambda r, inside=inside: (_relink(g(r) / inside, og / inside), [])[1])
    for inside in ("HEAD", "packed-refs", "objects/info/alternates", "config", "info/grafts", "shallow",
                   "refs/heads/main", "objects/info/commit-graph", "info/attributes", "commondir"):
        add(f"fifo-{inside}", lambda r, inside=inside: [_fifo(g(r) / inside)])
    add("fifo-loose-object", lambda r: [_fifo(g(r) / "objects" / _git(r, "rev-parse", "HEAD")[:2] /
                                              _git(r, "rev-parse", "HEAD")[2:])])
    add("fifo-dot-git", lambda r: (__import__("shutil").rmtree(g(r)), [_fifo(g(r))])[1])
    for key in ("include.path", "includeIf.gitdir:/.path", "mailmap.file", "core.attributesFile",
                "core.excludesFile"):
        add(f"fifo-named-by-{key}", lambda r, key=key: (_git(r, "config", key, str(r.parent / "named.fifo")),
                                                         [_fifo(r.parent / "named.fifo")])[1])
    add("mailmap-blob", config(("mailmap.blob", "HEAD:.mailmap")))
    add("gpg-signature", lambda r: (_git(r, "config", "log.showSignature", "true"),
                                    _git(r, "config", "gpg.program", str(evil)),
                                    _raw_commit(r, b"Sign the settings loader\n",
                                                extra=b"gpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEz\n"
                                                      b" -----END PGP SIGNATURE-----\n"), [])[3])
    add("programs-in-config", config(("core.fsmonitor", "{evil}"), ("diff.external", "{evil}"),
                                     ("core.pager", "{evil}"), ("core.sshCommand", "{evil}"),
                                     ("diff.evil.textconv", "{evil}")))
    add("partial-clone-ext", config(("core.repositoryformatversion", "1"), ("extensions.partialClone", "origin"),
                                    ("remote.origin.url", "ext::{evil}"), ("remote.origin.promisor", "true"),
                                    ("protocol.ext.allow", "always")))
    add("promisor-remote", config(("remote.origin.url", "ext::{evil}"), ("remote.origin.promisor", "true")))
    add("separators-in-message", lambda r: (_raw_commit(
        r, b"Parse the settings \x1e" + b"f" * 40 + b"\x1f4102444800\x1f2100-01-01T00:00:00+00:00\x1fM\x1fForged\x1f"
           b"\x1fNOTANINT\x02" + b"e" * 40 + b" 9 x\n"), [])[1])
    add("nul-in-author", lambda r: (_raw_commit(r, b"Read the config file\n", author=b"Ev\x00il <e@x> 1 +0000"), [])[1])
    add("no-author", lambda r: (_raw_commit(r, b"Read the config file\n", author=b""), [])[1])
    add("huge-message", lambda r: (_raw_commit(r, b"Load the settings " + b"word " * 400_000 + b"\n"), [])[1])
    add("huge-subject-fix-spaces", lambda r: (_raw_commit(r, b"fix" + b" " * 100_000 + b"#1\n"), [])[1])
    add("base64-subject", lambda r: (_raw_commit(r, b"Fix " + __import__("base64").b64encode(os.urandom(60_000))
                                                 + b"\n"), [])[1])
    add("header-shaped-path", lambda r: (_raw_commit(r, b"Parse the settings\n",
                                                     files={"pkg/\x02" + "a" * 40 + " 1 x.py": "q = 1\n"}), [])[1])
    add("deep-long-path", lambda r: (_raw_commit(r, b"Parse the settings\n",
                                                 files={"/".join(["d" * 200] * 15) + "/m.py": "q = 1\n"}), [])[1])
    add("escapes-everywhere", lambda r: (_raw_commit(r, ("Load " + _OSC + " settings \x9b2J\n").encode(),
                                                     author=("Ev" + _OSC + " <e@x> 1 +0000").encode(),
                                                     files={f"pkg/{_OSC}.py": "q = 1\n"}), [])[1])
    add("many-files-one-commit", lambda r: (_raw_commit(r, b"Touch the settings everywhere\n",
                                                        files={f"pkg/f{i}.py": "q = 1\n" for i in range(2000)}), [])[1])
    return out


def _other_repository(tmp: Path) -> Path:
    """The repository a trick points at: its commits and files hold the secret."""
    return _repo(tmp / "other", [f"Rotate {SECRET} nightly", f"Keep {SECRET} in the vault module"], secret=True)


def _watch_other(other: Path) -> Watch:
    return Watch([Path(dp) for dp, _, _ in os.walk(other / ".git")], 0x20)


def _hold_open(fifos: list[Path]) -> list[int]:
    """Each FIFO held open read-write, so that a reader's open returns (and is seen) at once."""
    fds = []
    for fifo in fifos:
        with contextlib.suppress(OSError):
            fds.append(os.open(fifo, os.O_RDWR | os.O_NONBLOCK))
    return fds


def _history_texts(got) -> str:  # type: ignore[no-untyped-def]
    parts = [json.dumps(t, ensure_ascii=False) for t in got.tasks]
    tree = Path(got.tree)
    if got.tree_kind == "snapshot":
        parts += [p.read_text(errors="replace") for p in tree.rglob("*") if p.is_file()]
    return "\n".join(parts)


def run_history(tmp: Path, n_tricks: int, seed: int, cli_every: int = 10) -> Report:
    """``n_tricks`` crafted repositories (every base trick, then seeded pairs), each read as
    explore and gen-data read history (:func:`history_tasks` under a deadline; every
    ``cli_every``-th through ``reflect gen-data --questions history`` for the terminal)."""
    from typer.testing import CliRunner

    from reflect_cli.cli import app
    from reflect_cli.datagen.history import history_tasks
    from reflect_cli.errors import ReflectError

    report = Report()
    tmp.mkdir(parents=True, exist_ok=True)
    other = _other_repository(tmp)
    evil, marker = _program(tmp)
    tricks = _history_tricks(other, evil)
    rng = random.Random(seed)
    base = list(tricks)
    while len(tricks) < n_tricks:  # pairs, FIFOs placed last (plain git in a later builder would block on them)
        picks = sorted(rng.sample(base, 2), key=lambda p: p[0].startswith("fifo"))
        tricks.append(("+".join(p[0] for p in picks), lambda r, ps=picks: sum((p[1](r) or [] for p in ps), [])))
    for i, (name, build) in enumerate(tricks[:n_tricks]):
        root = _repo(tmp / f"h{i}" / "repo", ["Load the settings from the environment", "Parse the config file"])
        try:
            fifos = [p for p in (build(root) or []) if isinstance(p, Path)]
        except (OSError, subprocess.SubprocessError) as exc:
            report.notes[f"setup {type(exc).__name__}"] = report.notes.get(f"setup {type(exc).__name__}", 0) + 1
            fifos = []
        report.tricks += 1
        if marker.exists():  # plain git in the builder ran it (fsmonitor on add): setup, not a finding
            marker.unlink()
        held = _hold_open(fifos)
        opens = Watch(fifos, 0x20) if fifos else None
        outside = _watch_other(other)

        def read(root=root, i=i):
            try:
                return history_tasks(root, cache=tmp / f"h{i}" / "cache",
                                     deadline=time.monotonic() + HISTORY_DEADLINE_S)
            except ReflectError as exc:  # refused or stopped: one clear line, not a finding
                key = type(exc).__name__
                report.notes[key] = report.notes.get(key, 0) + 1
                return exc
        began = time.monotonic()
        got = _timed(report, f"{name}: history", read)
        if time.monotonic() - began > HISTORY_LIMIT_S:
            report.hangs.append(f"{name}: history took {time.monotonic() - began:.1f} s")
        if got is not None and not isinstance(got, Exception):
            _check_text(report, f"{name}: history", _history_texts(got))
        if i % cli_every == 0:
            out = CliRunner().invoke(app, ["gen-data", "auto-explore", "--repos", str(root), "--out",
                                           str(tmp / f"h{i}" / "out"), "--questions", "history",
                                           "--tokenizer", "approx"])
            report.tries += 1
            if out.exit_code not in (0, 1, 2) or "Traceback" in out.output:
                report.crashes.append(f"{name}: gen-data exit {out.exit_code}")
            if _RAW_TERMINAL.search(out.output.replace("\n", "").replace("\t", "")):
                report.escapes.append(f"{name}: gen-data output holds a raw control")
            _check_text(report, f"{name}: gen-data", out.output)
        report.escapes += [f"{name}: opened the other repository"] * outside.count()
        outside.close()
        if opens is not None:
            report.special_opens += opens.count()
            opens.close()
        for fd in held:
            os.close(fd)
        if marker.exists():
            report.notes["programs run"] = report.notes.get("programs run", 0) + 1
            marker.unlink()
    return report


def run_history_controls(tmp: Path) -> dict[str, int]:
    """Each detector fired by plain git (or a planted fault) on the same crafted repositories:
    outside opens, special-file opens, programs run, raw terminal controls, crashes and slow runs."""
    tmp.mkdir(parents=True, exist_ok=True)
    other = _other_repository(tmp)
    evil, marker = _program(tmp)
    tricks = dict(_history_tricks(other, evil))
    counts: dict[str, int] = {}
    plain = {"GIT_CONFIG_GLOBAL": os.devnull, "PATH": os.environ.get("PATH", "")}

    def plain_git(root: Path, *args: str) -> str:
        with contextlib.suppress(subprocess.TimeoutExpired):
            return subprocess.run(["git", "-C", str(root), *args], capture_output=True, timeout=3,
                                  env=plain).stdout.decode(errors="replace")
        return ""

    root = _repo(tmp / "c-outside" / "repo", ["Load the settings"])
    tricks["commondir-absolute"](root)
    watch = _watch_other(other)
    shown = plain_git(root, "log", "--format=%B", "HEAD")
    counts["outside_opens"] = watch.count() + (SECRET in shown)
    watch.close()
    root = _repo(tmp / "c-fifo" / "repo", ["Load the settings"])
    fifos = tricks["fifo-packed-refs"](root)
    held = _hold_open(fifos)
    watch = Watch(fifos, 0x20)
    plain_git(root, "log", "-1", "refs/heads/nothing")
    counts["special_opens"] = watch.count()
    watch.close()
    for fd in held:
        os.close(fd)
    root = _repo(tmp / "c-program" / "repo", ["Load the settings"])
    tricks["gpg-signature"](root)
    plain_git(root, "-c", f"safe.directory={root}", "log", "-1")
    counts["programs_run"] = int(marker.exists())
    root = _repo(tmp / "c-escape" / "repo", ["Load the settings"])
    tricks["escapes-everywhere"](root)
    counts["raw_escapes"] = len(_RAW_TERMINAL.findall(plain_git(root, "log", "-1", "--format=%an %B")))
    report = Report()
    _timed(report, "crash", lambda: 1 / 0)
    counts["crashes"] = len(report.crashes)
    began = time.monotonic()
    time.sleep(0.05)
    counts["slow"] = int(time.monotonic() - began > 0.01)  # the same comparison, with a 10 ms limit
    return counts


# -- racing reads ---------------------------------------------------------------------------------

_SWAPPER = r"""
import ctypes, os, random, sys
root, seconds, limit = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
pairs = [tuple(p.split(":")) for p in sys.argv[4:]]
libc = ctypes.CDLL(None, use_errno=True)
exchange = getattr(libc, "renameat2", None)
AT_FDCWD, RENAME_EXCHANGE = -100, 2
def swap(a, b):
    a, b = os.path.join(root, a).encode(), os.path.join(root, b).encode()
    if exchange is not None and exchange(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE) == 0:
        return
    tmp = a + b".swap"
    os.rename(a, tmp); os.rename(b, a); os.rename(tmp, b)
import signal, time
rng, n, end = random.Random(0), 0, time.monotonic() + seconds
def stop(*_):
    print(n, flush=True)
    os._exit(0)
signal.signal(signal.SIGTERM, stop)
while n < limit and time.monotonic() < end:
    swap(*rng.choice(pairs)); n += 1
stop()
"""


def _race_tree(tmp: Path) -> tuple[Path, Path, list[Path], list[str]]:
    """The raced tree: (root, outside, the special files, the swapped pairs)."""
    outside = tmp / "outside"
    _write(outside / "secret.py", f"S = '{SECRET}'\n")
    _write(outside / "dir" / "x.py", f"S = '{SECRET}'\n")
    root = tmp / "race"
    _write(root / "f.py", "INSIDE = 1\n")
    _write(root / "d" / "x.py", "INSIDE = 2\n")
    _write(root / ".gitignore", "*.log\n")
    os.mkfifo(root / "p.fifo")
    os.mkfifo(root / "g.fifo")
    os.symlink(outside / "secret.py", root / "lo.py")
    os.symlink(outside / "dir", root / "dl")
    specials = [root / "p.fifo", root / "g.fifo"]
    pairs = ["f.py:p.fifo", "f.py:lo.py", "d:dl", ".gitignore:g.fifo", "f.py:d"]
    if _mknod(root / "c.dev"):
        specials.append(root / "c.dev")
        pairs.append("f.py:c.dev")
    return root, outside, specials, pairs


def _swapper(root: Path, pairs: list[str], swaps: int | None, seconds: float = 3600.0) -> subprocess.Popen:
    limit = swaps if swaps is not None else 1 << 62
    return subprocess.Popen([sys.executable, "-c", _SWAPPER, str(root), str(seconds), str(limit), *pairs],
                            stdout=subprocess.PIPE, text=True)


def run_races(tmp: Path, n_reads: int, seed: int, swaps: int | None = None) -> Report:
    """``n_reads`` racing operations; with ``swaps``, as many as fit while the swapper makes that
    many exchanges (at least ``n_reads``)."""
    report = Report()
    root, outside, specials, pairs = _race_tree(tmp)
    opens = Watch(specials, 0x20)
    writes = Watch([root, root / "d", outside, outside / "dir"], _IN_WRITES)
    before = {k: v for k, v in _snapshot(outside).items()}
    swapper = _swapper(root, pairs, swaps)
    rng = random.Random(seed)
    ops = ["f.py", "d/x.py", "dl/x.py", "lo.py", "d", "list", "list-d", "is_dir", "walk"]
    try:
        time.sleep(0.2)
        while report.racing_reads < n_reads or (swaps is not None and swapper.poll() is None):
            op = rng.choice(ops)
            view = FileView(root)
            if op in ("list", "list-d"):
                got = _timed(report, op, lambda op=op, view=view: view.list_dir("" if op == "list" else "d"))
                if got is not None and "secret.py" in got.files:
                    report.escapes.append(op)
            elif op == "is_dir":
                _timed(report, op, lambda view=view: view.is_dir("d"))
            elif op == "walk":  # what the index does: walk, then read each file found
                got = _timed(report, op, lambda view=view: read_texts(view, walk_files(view)))
                for rel, text in (got or {}).items():
                    _check_text(report, f"race walk {rel}", text)
            else:
                got = _timed(report, op, lambda op=op, view=view: view.read_file(op))
                if got is not None:
                    _check_text(report, f"race read {op}", got.text)
                    if got.note:
                        report.notes[got.note] = report.notes.get(got.note, 0) + 1
            report.racing_reads += 1
    finally:
        swapper.terminate()
        out, _ = swapper.communicate(timeout=30)
    report.race_swaps = int(out.strip() or 0) if out else 0
    report.special_opens += opens.count()
    report.writes += writes.count() + sum(1 for k, v in _snapshot(outside).items() if before.get(k) != v)
    opens.close()
    writes.close()
    return report


def run_control(tmp: Path, swaps: int) -> Report:
    """The positive control: the same tree and swaps, read by a plain non-blocking ``open`` of
    ``f.py`` (what a walk that trusts names would do). It opens the FIFO (and the device) swapped
    in under that name, and the same inotify watch counts it: proof that the detector fires."""
    report = Report()
    root, _, specials, pairs = _race_tree(tmp)
    opens = Watch(specials, 0x20)
    swapper = _swapper(root, pairs, swaps)
    target = os.fsencode(root / "f.py")
    try:
        while swapper.poll() is None:
            with contextlib.suppress(OSError):
                os.close(os.open(target, os.O_RDONLY | os.O_NONBLOCK))
            report.racing_reads += 1
    finally:
        swapper.terminate()
        out, _ = swapper.communicate(timeout=30)
    report.race_swaps = int(out.strip() or 0) if out else 0
    report.special_opens = opens.count()
    opens.close()
    return report


def _assert_clean(report: Report) -> None:
    print(f"escapes={report.escapes[:3]} opens={report.special_opens} hangs={report.hangs[:3]} "
          f"writes={report.writes} crashes={report.crashes[:3]}")
    assert report.escapes == [], report.escapes[:5]
    assert report.special_opens == 0
    assert report.hangs == [], report.hangs[:5]
    assert report.writes == 0
    assert report.crashes == [], report.crashes[:5]
    # A race gives the documented note, not the raw errno text of the call that lost it.
    assert not any("Invalid argument" in note for note in report.notes), report.notes


needs_linux = pytest.mark.skipif(not _REOPEN or not hasattr(os, "mkfifo"),
                                 reason="needs O_PATH, /proc and FIFOs")


# Trees that made a second into minutes, run in CI besides the first tricks.
SLOW_TREES = {"gitignore-530-qmarks", "gitignore-linked-chain", "deep-chain-600", "links-distinct-texts",
          "links-38-chain", "links-41-chain-out", "dotdot-dot-texts", "git-file-outside", "terminal-escapes",
          "fifo-behind-link-chain"}


@needs_linux
def test_hostile_fuzz_sample(tmp_path: Path):
    static = run_static(tmp_path / "static", n_tricks=12, seed=1)
    _assert_clean(static)
    slow_trees = run_static(tmp_path / "slow_trees", n_tricks=len(SLOW_TREES), seed=1, names=SLOW_TREES)
    _assert_clean(slow_trees)
    races = run_races(tmp_path / "races", n_reads=1_500, seed=1)
    _assert_clean(races)
    assert static.tricks == 12 and slow_trees.tricks == len(SLOW_TREES) and races.racing_reads == 1_500


@needs_linux
def test_the_open_detector_fires_on_a_plain_open_loop(tmp_path: Path):
    """The positive control: without it, 0 special-file opens could mean a blind detector."""
    control = run_control(tmp_path / "control", swaps=20_000)
    assert control.race_swaps == 20_000 and control.special_opens > 0, control


def _assert_history_clean(report: Report) -> None:
    _assert_clean(report)
    assert "programs run" not in report.notes, report.notes


@needs_linux
def test_history_fuzz_sample(tmp_path: Path):
    """Every crafted repository once: none reads the other repository, opens a FIFO, runs a
    program, writes a raw control, crashes or runs past its deadline; most are refused."""
    report = run_history(tmp_path / "history", n_tricks=len(_history_tricks(tmp_path, tmp_path)), seed=1,
                         cli_every=5)
    _assert_history_clean(report)
    assert report.tricks >= 40 and report.notes.get("RepositoryRefused", 0) >= 20, report.notes


@needs_linux
def test_each_history_detector_fires_on_plain_git(tmp_path: Path):
    """The positive controls: plain git on the same repositories reads the other repository,
    opens the FIFO, runs the program and prints the raw escapes; a planted fault is a crash."""
    counts = run_history_controls(tmp_path / "controls")
    assert all(counts[k] > 0 for k in ("outside_opens", "special_opens", "programs_run", "raw_escapes",
                                       "crashes", "slow")), counts


def _summary(label: str, r: Report) -> str:
    return (f"{label}: tricks={r.tricks} tries={r.tries} racing_reads={r.racing_reads} swaps={r.race_swaps} "
            f"escapes={len(r.escapes)} special_opens={r.special_opens} hangs={len(r.hangs)} (over {OP_LIMIT_S:g} s) "
            f"crashes={len(r.crashes)} writes={r.writes} slowest={r.slowest_s:.2f}s notes={r.notes}")


def run_all(tmp: Path, *, tricks: int, reads: int, swaps: int, control_swaps: int, seed: int) -> tuple[list[str], bool]:
    """The long fuzz: summary lines, and whether it is clean with a control that fired."""
    static = run_static(tmp / "static", n_tricks=tricks, seed=seed)
    history = run_history(tmp / "history", n_tricks=tricks, seed=seed)
    history_controls = run_history_controls(tmp / "history-controls")
    races = run_races(tmp / "races", n_reads=reads, seed=seed, swaps=swaps)
    control = run_control(tmp / "control", swaps=control_swaps)
    lines = [_summary("static", static), _summary("history", history), f"history controls (plain git): {history_controls}",
             _summary("races", races),
             f"control (plain O_NONBLOCK open loop, same swaps): opens={control.racing_reads} "
             f"swaps={control.race_swaps} special_opens={control.special_opens}"]
    clean = all(not (r.escapes or r.special_opens or r.hangs or r.writes or r.crashes) for r in (static, races, history))
    return lines, (clean and "programs run" not in history.notes and all(history_controls.values())
                   and control.special_opens > 0 and races.race_swaps >= swaps)


@needs_linux
@pytest.mark.slow
def test_hostile_fuzz_long(tmp_path: Path, capsys):
    """150 tree tricks, 150 crafted repositories and, by default, 100,000 swaps;
    REFLECT_FUZZ_SWAPS=1000000 for the full run."""
    swaps = int(os.environ.get("REFLECT_FUZZ_SWAPS", "100000"))
    tricks = max(150, int(os.environ.get("REFLECT_FUZZ_TRICKS", "150")))
    static = run_static(tmp_path / "static", n_tricks=tricks, seed=30)
    history = run_history(tmp_path / "history", n_tricks=tricks, seed=30)
    history_controls = run_history_controls(tmp_path / "history-controls")
    races = run_races(tmp_path / "races", n_reads=10_000, seed=30, swaps=swaps)
    control = run_control(tmp_path / "control", swaps=min(swaps, 200_000))
    with capsys.disabled():
        print()
        for label, r in (("static", static), ("history", history), ("races", races), ("control", control)):
            print(_summary(label, r))
        print(f"history controls (plain git): {history_controls}")
    _assert_clean(static)
    _assert_history_clean(history)
    _assert_clean(races)
    assert static.tricks >= 150 and history.tricks >= 150 and races.race_swaps >= swaps
    assert all(history_controls.values()), history_controls
    assert control.special_opens > 0  # the detector fires where a plain open meets the FIFO


if __name__ == "__main__":  # python tests/test_hostile_fuzz.py --swaps 1000000
    import argparse
    import tempfile

    parser = argparse.ArgumentParser(description="The long hostile-tree fuzz (a report, exit 1 on a finding).")
    parser.add_argument("--tricks", type=int, default=150)
    parser.add_argument("--reads", type=int, default=10_000, help="racing operations at least")
    parser.add_argument("--swaps", type=int, default=1_000_000, help="renameat2 exchanges during the reads")
    parser.add_argument("--control-swaps", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="reflect-fuzz-") as tmp:
        start = time.monotonic()
        lines, ok = run_all(Path(tmp), tricks=args.tricks, reads=args.reads, swaps=args.swaps,
                            control_swaps=args.control_swaps, seed=args.seed)
        print("\n".join(lines))
        print(f"{'clean' if ok else 'FINDINGS (or the control did not fire)'} in {time.monotonic() - start:.0f} s")
    sys.exit(0 if ok else 1)
