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
CI runs a sample of each; ``-m slow`` runs 150 tricks and 100,000 racing reads.
"""

from __future__ import annotations

import contextlib
import os
import random
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
            answer = _timed(report, f"{name}: answer", lambda root=root: bm25_answer(root, "where is the secret S main"))
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


def _summary(label: str, r: Report) -> str:
    return (f"{label}: tricks={r.tricks} tries={r.tries} racing_reads={r.racing_reads} swaps={r.race_swaps} "
            f"escapes={len(r.escapes)} special_opens={r.special_opens} hangs={len(r.hangs)} (over {OP_LIMIT_S:g} s) "
            f"crashes={len(r.crashes)} writes={r.writes} slowest={r.slowest_s:.2f}s notes={r.notes}")


def run_all(tmp: Path, *, tricks: int, reads: int, swaps: int, control_swaps: int, seed: int) -> tuple[list[str], bool]:
    """The long fuzz: summary lines, and whether it is clean with a control that fired."""
    static = run_static(tmp / "static", n_tricks=tricks, seed=seed)
    races = run_races(tmp / "races", n_reads=reads, seed=seed, swaps=swaps)
    control = run_control(tmp / "control", swaps=control_swaps)
    lines = [_summary("static", static), _summary("races", races),
             f"control (plain O_NONBLOCK open loop, same swaps): opens={control.racing_reads} "
             f"swaps={control.race_swaps} special_opens={control.special_opens}"]
    clean = all(not (r.escapes or r.special_opens or r.hangs or r.writes or r.crashes) for r in (static, races))
    return lines, clean and control.special_opens > 0 and races.race_swaps >= swaps


@needs_linux
@pytest.mark.slow
def test_hostile_fuzz_long(tmp_path: Path, capsys):
    """150 tricks and, by default, 100,000 swaps; REFLECT_FUZZ_SWAPS=1000000 for the full run."""
    swaps = int(os.environ.get("REFLECT_FUZZ_SWAPS", "100000"))
    static = run_static(tmp_path / "static", n_tricks=max(150, int(os.environ.get("REFLECT_FUZZ_TRICKS", "150"))), seed=30)
    races = run_races(tmp_path / "races", n_reads=10_000, seed=30, swaps=swaps)
    control = run_control(tmp_path / "control", swaps=min(swaps, 200_000))
    with capsys.disabled():
        print()
        for label, r in (("static", static), ("races", races), ("control", control)):
            print(_summary(label, r))
    _assert_clean(static)
    _assert_clean(races)
    assert static.tricks >= 150 and races.race_swaps >= swaps
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
