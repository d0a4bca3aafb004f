"""Seeded fuzz of the explored tree: hostile trees (links out, loops, FIFOs, sockets, devices,
/proc and /dev links, odd .gitignore files, undecodable and control-character names, ...) that
change during the episode (folders swapped for links out, files deleted or replaced by FIFOs).
Every admissible action and a set of raw commands are played through ``AutoExploreEnv`` and
``FileView``; nothing outside the root may show, nothing may raise, hang or be modified."""

from __future__ import annotations

import contextlib
import hashlib
import os
import random
import shutil
import signal
import socket
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from reflect_cli.envs.autoexplore.env import AutoExploreEnv
from reflect_cli.search.fileview.view import FileView, OutsideRootError, display_name

SEED = 20240519
N_TREES = 8
TRICKS_PER_TREE = 75
OP_LIMIT_S = 10.0  # per env.step / FileView call; generous for two busy cores
MAX_DEPTH = 4
MAX_STEPS_PER_TREE = 2500
MUTATE_EVERY = 20  # steps between two changes of the tree


class Hang(Exception):
    pass


@contextlib.contextmanager
def time_limit(seconds: float):
    """SIGALRM interrupts even a blocking open() of a FIFO (PEP 475 retries only when the
    handler returns; ours raises)."""

    def on_alarm(signum, frame):
        raise Hang(f"operation took more than {seconds}s")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@dataclass
class Counts:
    tricks: int = 0
    actions: int = 0
    raw_commands: int = 0
    view_calls: int = 0
    changes: int = 0  # changes of the tree applied during episodes
    escapes: list[str] = field(default_factory=list)
    exceptions: list[str] = field(default_factory=list)
    hangs: list[str] = field(default_factory=list)
    bad_text: list[str] = field(default_factory=list)


class Tree:
    """One hostile tree under ``root`` with secrets in the sibling ``outside``."""

    def __init__(self, base: Path, rng: random.Random, token: str) -> None:
        self.root, self.outside = base / "root", base / "outside"
        self.rng, self.token = rng, token
        self.tricks = 0
        self.dirs: list[Path] = []
        self.files: list[Path] = []
        self.changed: list[Path] = []  # deliberately changed during the episode
        self.mutations: list[Callable[[], None]] = []
        self._make_outside()
        self._make_base()

    # -- building ------------------------------------------------------------------------------

    def _make_outside(self) -> None:
        (self.outside / "dir").mkdir(parents=True)
        for rel in ("secret.py", "secret.txt", "dir/inner.py", "README"):
            (self.outside / rel).write_text(f"SECRET = '{self.token}'\n")
        (self.outside / f"only_outside_{self.token}.py").write_text(f"X = '{self.token}'\n")

    def _make_base(self) -> None:
        self.root.mkdir()
        self.dirs.append(self.root)
        for i in range(8):
            parent = self.rng.choice(self.dirs)
            if len(parent.relative_to(self.root).parts) < 3:
                child = parent / f"pkg{i}"
                child.mkdir()
                self.dirs.append(child)
        for i in range(25):
            path = self.rng.choice(self.dirs) / f"mod{i}.py"
            path.write_text(f"VALUE_{i} = {i}\n")
            self.files.append(path)

    def _rel_up(self, where: Path) -> str:
        return "../" * (len(where.relative_to(self.root).parts) + 1)

    def _unique(self, where: Path, name: str) -> Path:
        path, k = where / name, 0
        while os.path.lexists(path):
            k += 1
            path = where / f"{k}{name}"
        return path

    def add_tricks(self, n: int) -> None:
        makers = [m for name, m in vars(type(self)).items() if name.startswith("trick_")]
        for _ in range(n):
            where = self.rng.choice(self.dirs)
            maker = self.rng.choice(makers)
            with contextlib.suppress(OSError):  # e.g. no sockets or devices on this system
                maker(self, where)
                self.tricks += 1

    def trick_link_out_absolute(self, where: Path) -> None:
        target = self.rng.choice(["secret.py", "secret.txt", "dir", "README", "."])
        os.symlink(self.outside / target, self._unique(where, f"out_{target.strip('.') or 'root'}.py"))

    def trick_link_out_relative(self, where: Path) -> None:
        os.symlink(self._rel_up(where) + "outside/secret.py", self._unique(where, "relleak.py"))

    def trick_link_out_dir(self, where: Path) -> None:
        os.symlink(self._rel_up(where) + "outside", self._unique(where, "outdir"))

    def trick_link_in(self, where: Path) -> None:
        target = self.rng.choice(self.files + self.dirs)
        link = self._unique(where, "alias.py" if target in self.files else "aliasdir")
        os.symlink(os.path.relpath(target, where) if self.rng.random() < 0.5 else target, link)

    def trick_link_loop(self, where: Path) -> None:
        a, b = self._unique(where, "loop_a.py"), self._unique(where, "loop_b.py")
        os.symlink(b.name, a)
        os.symlink(a.name, b)

    def trick_link_self_and_parent(self, where: Path) -> None:
        os.symlink(".", self._unique(where, "self"))
        os.symlink("..", self._unique(where, "parent"))

    def trick_link_dangling(self, where: Path) -> None:
        os.symlink("does/not/exist.py", self._unique(where, "dangling.py"))

    def trick_link_system(self, where: Path) -> None:
        target = self.rng.choice(
            ["/proc/self/root", "/proc/self/cwd", "/proc/self/fd/0", "/proc/self/environ",
             "/dev/zero", "/dev/stdin", "/dev/urandom", "/etc/passwd", "/", "/proc"]
        )
        os.symlink(target, self._unique(where, f"sys_{target.strip('/').replace('/', '_') or 'root'}.py"))

    def trick_dotdot_names(self, where: Path) -> None:
        name = self.rng.choice(["...", "..a.py", "..py", ". .py", "a..b", ".. .txt", "...py"])
        path = self._unique(where, name)
        if self.rng.random() < 0.5:
            path.mkdir()
            self.dirs.append(path)
        else:
            path.write_text("DOTS = 1\n")
            self.files.append(path)

    def trick_fifo(self, where: Path) -> None:
        os.mkfifo(self._unique(where, self.rng.choice(["pipe.py", "fifo.txt", "README"])))

    def trick_socket(self, where: Path) -> None:
        short = tempfile.mkdtemp(prefix="s", dir="/tmp")
        try:
            with socket.socket(socket.AF_UNIX) as sock:
                sock.bind(os.path.join(short, "s"))
                os.rename(os.path.join(short, "s"), self._unique(where, "sock.py"))
        finally:
            shutil.rmtree(short, ignore_errors=True)

    def trick_device(self, where: Path) -> None:
        minor = self.rng.choice([3, 5, 8])  # null, zero, random
        os.mknod(self._unique(where, "dev.py"), stat.S_IFCHR | 0o644, os.makedev(1, minor))

    def trick_gitignore(self, where: Path) -> None:
        path = where / ".gitignore"
        if os.path.lexists(path):
            return self.trick_gitignore(self.rng.choice(self.dirs)) if self.rng.random() < 0.5 else None
        kind = self.rng.choice(["huge_line", "many_lines", "fifo", "device", "link_out", "link_zero",
                                "dir", "binary", "invalid", "negations"])
        if kind == "huge_line":
            path.write_text("*.txt\n" + "[a-z]*" * 200_000 + "\n")
        elif kind == "many_lines":
            path.write_text("".join(f"pattern_{i}_*.py\n" for i in range(20_000)))
        elif kind == "fifo":
            os.mkfifo(path)
        elif kind == "device":
            os.mknod(path, stat.S_IFCHR | 0o644, os.makedev(1, 5))
        elif kind == "link_out":
            os.symlink(self.outside / "secret.txt", path)
        elif kind == "link_zero":
            os.symlink("/dev/zero", path)
        elif kind == "dir":
            path.mkdir()
        elif kind == "binary":
            path.write_bytes(bytes(range(256)) * 50)
        elif kind == "invalid":
            path.write_text("!\n\\\n[z-a]\n***\n**/\n/\n\n#\n")
        else:
            path.write_text("*.py\n!mod*.py\n!*/\n")

    def trick_odd_names(self, where: Path) -> None:
        raw = self.rng.choice(
            [b"\xff.py", b"bad\xfe\xfd.txt", b"\xc3(.md", b"ctl\x01.py", b"new\nline.py", b"tab\t.py",
             b"esc\x1b[31m.py", "bidi\u202e.py".encode(), "sep\u2028.py".encode(), "mark\ufffd.py".encode(),
             b'"quoted".py', b"sp ace.py", b"next page", b"id x.py", b"cat", b"back\\slash.py",
             b"x" * 250 + b".py", "\u00e9t\u00e9.py".encode()]
        )
        path = os.path.join(os.fsencode(where), raw)
        if os.path.lexists(path):
            return
        if self.rng.random() < 0.3:
            os.mkdir(path)
            with open(os.path.join(path, b"in.py"), "wb") as f:
                f.write(b"IN_ODD = 1\n")
        else:
            with open(path, "wb") as f:
                f.write(b"ODD = 1\n")

    def trick_unreadable(self, where: Path) -> None:
        if self.rng.random() < 0.5:
            path = self._unique(where, "locked.py")
            path.write_text("LOCKED = 1\n")
            path.chmod(0)
        else:
            path = self._unique(where, "lockeddir")
            path.mkdir()
            (path / "x.py").write_text("X = 1\n")
            path.chmod(0)

    def trick_empty_dirs(self, where: Path) -> None:
        path = self._unique(where, "empty")
        (path / "deeper" / "deepest").mkdir(parents=True)

    def trick_odd_contents(self, where: Path) -> None:
        path = self._unique(where, self.rng.choice(["blob.py", "latin.py", "big.txt", "nul.md"]))
        if path.name.endswith("blob.py"):
            path.write_bytes(b"\x00\x01binary" * 100)
        elif path.name.endswith("latin.py"):
            path.write_bytes("caf\u00e9 = 1\n".encode("latin-1"))
        elif path.name.endswith("big.txt"):
            path.write_bytes(b"line of text\n" * 200_000)
        else:
            path.write_bytes(b"text " * 400 + b"\x00 late nul")

    def trick_mutation(self, where: Path) -> None:
        """Schedule a change of the tree for the middle of the episode."""
        kind = self.rng.choice(["dir_to_link", "delete_file", "file_to_fifo", "file_to_link", "rmtree"])
        pool = [d for d in self.dirs if d != self.root] if kind in ("dir_to_link", "rmtree") else self.files
        if not pool:
            raise OSError("nothing to change")
        target = self.rng.choice(pool)
        self.mutations.append(lambda: self._mutate(kind, target))

    def _mutate(self, kind: str, target: Path) -> None:
        if not os.path.lexists(target) or any(c in target.parents or c == target for c in self.changed):
            return
        self.changed.append(target)
        if kind in ("dir_to_link", "rmtree"):
            shutil.rmtree(target, ignore_errors=True)
            if kind == "dir_to_link":
                os.symlink(self.outside / "dir", target)
        else:
            os.remove(target)
            if kind == "file_to_fifo":
                os.mkfifo(target)
            elif kind == "file_to_link":
                os.symlink(self.outside / "secret.py", target)

    # -- checking ----------------------------------------------------------------------------

    def snapshot(self) -> dict[bytes, str]:
        """Content hash of every file, link target and folder under root and outside."""
        out: dict[bytes, str] = {}
        for top in (self.root, self.outside):
            for dirpath, dirnames, filenames in os.walk(os.fsencode(top)):
                for name in dirnames + filenames:
                    path = os.path.join(dirpath, name)
                    st = os.lstat(path)
                    if stat.S_ISLNK(st.st_mode):
                        out[path] = "link:" + os.fsdecode(os.readlink(path))
                    elif stat.S_ISREG(st.st_mode):
                        with open(path, "rb") as f:
                            out[path] = hashlib.sha256(f.read()).hexdigest()
                    else:
                        out[path] = f"mode:{stat.S_IFMT(st.st_mode)}"
        return out

    def deliberately_changed(self, path: bytes) -> bool:
        return any(path == os.fsencode(c) or path.startswith(os.fsencode(c) + b"/") for c in self.changed)

    def shown_paths(self) -> list[str]:
        """Every entry of the real tree, in the form FileView shows names (listed or not)."""
        out = []
        for dirpath, dirnames, filenames in os.walk(self.root):
            rel = Path(dirpath).relative_to(self.root)
            for name in dirnames + filenames:
                out.append("/".join(display_name(p) for p in (*rel.parts, name)))
        return out


class Player:
    """Plays every admissible action of every reachable folder and page (depth-first), plus
    raw commands, under a per-operation time limit; counts what went wrong."""

    def __init__(self, tree: Tree, counts: Counts) -> None:
        self.tree, self.counts = tree, counts
        self.env = AutoExploreEnv(tree.root, question="Where is VALUE_3 defined?", horizon=10**6)
        self.steps = 0
        self.ids: list[tuple[list[str], str]] = []

    def check(self, what: str, text: str) -> None:
        if self.tree.token in text:
            self.counts.escapes.append(f"{what}: {text[:200]!r}")
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            self.counts.bad_text.append(what)

    def guarded(self, what: str, fn: Callable[[], object]) -> object | None:
        try:
            with time_limit(OP_LIMIT_S):
                return fn()
        except Hang:
            self.counts.hangs.append(what)
        except Exception as exc:  # noqa: BLE001 - counted, reported by the assertion
            self.counts.exceptions.append(f"{what}: {type(exc).__name__}: {exc}")
        return None

    def step(self, action, *, raw: bool = False) -> dict | None:
        self.steps += 1
        if raw:
            self.counts.raw_commands += 1
        else:
            self.counts.actions += 1
        if self.steps % MUTATE_EVERY == 0 and self.tree.mutations:
            self.tree.mutations.pop(0)()
        got = self.guarded(f"step({action!r})", lambda: self.env.step(action))
        if got is None:
            return None
        obs, _, _, _, info = got
        self.check(f"step({action!r})", obs)
        return info

    def raw_commands(self, info: dict) -> None:
        listed = set(info["actions"])
        for command in (
            "cat ../outside/secret.py", "cd ../outside", "cat /etc/passwd", "id /etc/passwd",
            f"cat {self.tree.outside / 'secret.py'}", "cd /", "cat out_secret.py", "cd outdir",
            "cat relleak.py", "cat pipe.py", "cd self/self", "cat sys_dev_zero.py", "cd parent",
            "", "cat", "cd", True, 1.5, -1, 10**9, None, b"0", float("inf"),
        ):
            if command not in listed:  # e.g. "cd parent" may be a real, listed folder
                self.step(command, raw=True)

    def visit(self, path: list[str], info: dict) -> dict | None:
        """Play everything in the current folder; return the last info (or None if lost)."""
        cwd = info["cwd"]
        self.raw_commands(info)
        while info is not None and self.steps < MAX_STEPS_PER_TREE:
            snapshot = list(info["actions"])
            for command in [c for c in snapshot if c.startswith("cat ")]:
                info = self.step(command) or info
            self.ids += [(list(path), c) for c in snapshot if c.startswith("id ")]
            for command in [c for c in snapshot if c.startswith("cd ") and c != "cd .."]:
                if len(path) >= MAX_DEPTH or self.steps >= MAX_STEPS_PER_TREE:
                    break
                got = self.step(command)
                if got is None:
                    return None
                info = got
                if info["cwd"] != cwd:
                    info = self.visit([*path, command], info)
                    info = self.back_to(cwd, info)
                    if info is None:
                        return None
            if info is None or "next page" not in info["actions"]:
                return info
            info = self.step("next page")
        return info

    def back_to(self, cwd: str, info: dict | None) -> dict | None:
        while info is not None and info["cwd"] != cwd and info["cwd"].startswith(cwd):
            info = self.step("cd ..")
        return info if info is not None and info["cwd"] == cwd else None

    def play(self) -> None:
        got = self.guarded("reset", lambda: self.env.reset(seed=0))
        if got is None:
            return
        obs, info = got
        self.check("reset", obs)
        self.visit([], info)
        for path, command in self.ids[:150]:  # "id" ends the episode: replay the way, then id
            if self.guarded("reset", lambda: self.env.reset(seed=0)) is None:
                continue
            for step in [*path, command]:
                if self.step(step) is None:
                    break

    def probe_view(self) -> None:
        """FileView directly, on every real entry (listed or not) and on hostile paths."""
        view = FileView(self.tree.root)
        hostile = ["../outside/secret.py", "/etc/passwd", "pkg0/../../outside", "a\\..\\..\\x",
                   "self/self/self", "\x00", "\ufffd", "\ufffdZZ.py", str(self.tree.outside / "secret.py")]
        for rel in self.tree.shown_paths() + hostile:
            self.counts.view_calls += 3
            got = self.guarded(f"read_file({rel!r})", lambda rel=rel: view.read_file(rel))
            if got is not None:
                self.check(f"read_file({rel!r})", f"{got.text}{got.note}")
            self.guarded(f"is_dir({rel!r})", lambda rel=rel: view.is_dir(rel))

            def listing(rel=rel):
                try:
                    return view.list_dir(rel)
                except OutsideRootError:  # the documented answer to '..' and absolute paths
                    return None

            got = self.guarded(f"list_dir({rel!r})", listing)
            if got is not None:
                self.check(f"list_dir({rel!r})", "\n".join(got.entries))


def test_fuzz_hostile_changing_trees(tmp_path: Path):
    start = time.monotonic()
    rng = random.Random(SEED)
    counts = Counts()
    modified: list[str] = []
    for k in range(N_TREES):
        token = f"SENTINEL{rng.getrandbits(48):012x}"
        tree = Tree(tmp_path / f"tree{k}", rng, token)
        tree.add_tricks(TRICKS_PER_TREE)
        counts.tricks += tree.tricks
        before = tree.snapshot()
        player = Player(tree, counts)
        player.probe_view()
        player.play()
        player.probe_view()  # again, on the changed tree
        after = tree.snapshot()
        counts.changes += len(tree.changed)
        for path in sorted(set(before) | set(after)):
            if before.get(path) != after.get(path) and not tree.deliberately_changed(path):
                modified.append(os.fsdecode(path))
        for dirpath, dirnames, _ in os.walk(tree.root):  # top-down: unlock before descending
            for name in dirnames:
                with contextlib.suppress(OSError):
                    os.chmod(os.path.join(dirpath, name), 0o755)
    elapsed = time.monotonic() - start
    print(
        f"\nfuzz: {N_TREES} trees, {counts.tricks} tricks, {counts.actions} admissible actions, "
        f"{counts.raw_commands} raw commands, {counts.view_calls} FileView calls, {counts.changes} changes "
        f"of the tree during episodes, in {elapsed:.1f}s; "
        f"escapes {len(counts.escapes)}, exceptions {len(counts.exceptions)}, hangs {len(counts.hangs)}, "
        f"invalid text {len(counts.bad_text)}, files modified {len(modified)}"
    )
    for problem in counts.escapes + counts.exceptions + counts.hangs + counts.bad_text + modified:
        print("  ", problem)
    assert counts.tricks >= 200
    assert counts.actions > 1000 and counts.changes > 20  # the exploration really ran
    assert counts.escapes == []
    assert counts.exceptions == []
    assert counts.hangs == []
    assert counts.bad_text == []
    assert modified == []


@pytest.fixture(autouse=True)
def _no_leftover_alarm():
    yield
    signal.setitimer(signal.ITIMER_REAL, 0)
