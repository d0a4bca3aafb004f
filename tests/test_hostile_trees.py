"""Hostile trees, one reproduction a test: invented U+FFFD escapes that spelled "..", "/" or an
absolute path (A), FIFOs and devices opened under races (B), a .gitignore that hung listing by
backtracking (C), symlink fan-out that hung every walk (D), and the smaller items."""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import stat
import struct
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from reflect_cli.search.fileview import sandbox as fileview_sandbox
from reflect_cli.search.fileview.view import FileView, Listing
from reflect_cli.search.ranker import RepoRanker
from reflect_cli.search.walk import walk_files
from test_fileview import call_with_timeout, write

# getattr: these tests also run against the code before the fix, to see them fail there.
_REOPEN = getattr(fileview_sandbox, "REOPEN_BY_DESCRIPTOR", hasattr(os, "O_PATH"))
SECRET = "TOP-SECRET-30"


# -- inotify: counts real opens (an O_PATH lookup is not one, and the kernel sends it no event) ---

_IN_OPEN = 0x20
_IN_NONBLOCK = 0o4000


class OpenCounter:
    """Counts ``IN_OPEN`` events per name in one folder (``None`` where inotify is missing)."""

    def __init__(self, folder: Path) -> None:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        self.fd = libc.inotify_init1(_IN_NONBLOCK)
        if self.fd < 0 or libc.inotify_add_watch(self.fd, os.fsencode(folder), _IN_OPEN) < 0:
            raise OSError(ctypes.get_errno(), "inotify unavailable")
        self.counts: dict[str, int] = {}

    def drain(self) -> dict[str, int]:
        while True:
            try:
                buf = os.read(self.fd, 1 << 16)
            except BlockingIOError:
                return self.counts
            i = 0
            while i < len(buf):
                _, mask, _, size = struct.unpack_from("iIII", buf, i)
                name = os.fsdecode(buf[i + 16 : i + 16 + size].rstrip(b"\0"))
                i += 16 + size
                if mask & _IN_OPEN:
                    self.counts[name] = self.counts.get(name, 0) + 1

    def close(self) -> None:
        os.close(self.fd)


@contextlib.contextmanager
def count_opens(folder: Path) -> Iterator[OpenCounter]:
    try:
        counter = OpenCounter(folder)
    except (OSError, AttributeError):
        pytest.skip("inotify is not available here")
    try:
        yield counter
    finally:
        counter.drain()
        counter.close()


def swap_after_lstat(monkeypatch, name: str, swap) -> list[int]:
    """Run ``swap()`` right after the first ``lstat`` of ``name`` relative to a folder: the window
    between looking an entry up and opening it."""
    done: list[int] = []
    real_stat = os.stat

    def hook(path, *args, **kwargs):
        result = real_stat(path, *args, **kwargs)
        if not done and kwargs.get("dir_fd") is not None and os.fsdecode(path) == name:
            done.append(1)
            swap()
        return result

    monkeypatch.setattr(os, "stat", hook)
    return done


@pytest.fixture
def tree(tmp_path: Path) -> tuple[Path, Path]:
    root, outside = tmp_path / "tree", tmp_path / "outside"
    write(outside, "secret.py", f"TOKEN = '{SECRET}'\n")
    write(root, "main.py", "MAIN = 1\n")
    write(root, "f.py", "INSIDE = 1\n")
    return root, outside


# -- A: invented escapes --------------------------------------------------------------------------


def test_invented_escapes_do_not_spell_a_parent(tree):
    root, outside = tree
    view = FileView(root)
    assert view.read_file("../outside/secret.py").text is None
    for rel in ["\ufffd2E\ufffd2E/outside/secret.py", "pkg/\ufffd2E\ufffd2E/\ufffd2E\ufffd2E/outside/secret.py",
                "\ufffd2E\ufffd2E\ufffd2Foutside\ufffd2Fsecret.py"]:
        got = view.read_file(rel)
        assert got.text is None and SECRET not in (got.note or ""), rel
    assert view.list_dir("\ufffd2E\ufffd2E") == Listing((), ())
    assert view.is_dir("\ufffd2E\ufffd2E") is False


def test_invented_escapes_do_not_spell_an_absolute_path(tree):
    root, outside = tree
    view = FileView(root)
    absolute = "".join("\ufffd2F" if c == "/" else c for c in str(outside / "secret.py"))
    assert view.read_file(absolute).text is None
    assert view.list_dir("".join("\ufffd2F" if c == "/" else c for c in str(outside))) == Listing((), ())


def test_invented_separator_after_a_link_does_not_follow_it(tree):
    root, outside = tree
    (root / "links").mkdir()
    os.symlink(outside, root / "links" / "abs_dir")
    view = FileView(root)
    assert view.read_file("links/abs_dir\ufffd2Fsecret.py").text is None
    assert view.read_file("links/abs_dir/secret.py").text is None  # the plain form: refused as before


def test_only_escapes_the_view_writes_are_accepted(tmp_path: Path):
    base = os.fsencode(tmp_path)
    with open(base + b"/\xff.py", "wb") as f:
        f.write(b"OK = 1\n")
    write(tmp_path, "\u00e9.py", "E = 1\n")
    view = FileView(tmp_path)
    assert view.read_file("\ufffdFF.py").text == "OK = 1\n"
    assert view.read_file("\ufffdff.py").text is None  # lower-case hex: not what is displayed
    assert view.read_file("\ufffdC3\ufffdA9.py").text is None  # a second spelling of "é.py"
    assert view.read_file("\u00e9.py").text == "E = 1\n"


# -- B: nothing but regular files and folders is ever opened -------------------------------------


@pytest.mark.skipif(not _REOPEN, reason="needs O_PATH and /proc")
def test_fifo_swapped_in_after_the_lookup_is_never_opened(tree, monkeypatch):
    root, _ = tree
    view = FileView(root)

    def swap():
        os.remove(root / "f.py")
        os.mkfifo(root / "f.py")

    with count_opens(root) as opens:
        done = swap_after_lstat(monkeypatch, "f.py", swap)
        got = call_with_timeout(lambda: view.read_file("f.py"))
        assert done
        assert got.text is None and "changed while being read" in (got.note or "")
        assert opens.drain().get("f.py", 0) == 0


@pytest.mark.skipif(not _REOPEN, reason="needs O_PATH and /proc")
def test_device_swapped_in_after_the_lookup_is_never_opened(tree, monkeypatch):
    root, _ = tree
    try:
        os.mknod(root / "probe", stat.S_IFCHR | 0o644, os.makedev(1, 3))
    except OSError:
        pytest.skip("cannot create device files here")
    os.remove(root / "probe")
    view = FileView(root)

    def swap():
        os.remove(root / "f.py")
        os.mknod(root / "f.py", stat.S_IFCHR | 0o644, os.makedev(1, 3))  # /dev/null

    with count_opens(root) as opens:
        swap_after_lstat(monkeypatch, "f.py", swap)
        got = view.read_file("f.py")
        assert got.text is None and "changed while being read" in (got.note or "")
        assert opens.drain().get("f.py", 0) == 0


@pytest.mark.skipif(not _REOPEN, reason="needs O_PATH and /proc")
def test_gitignore_swapped_for_a_fifo_is_never_opened(tree, monkeypatch):
    root, _ = tree
    write(root, ".gitignore", "main.py\n")
    view = FileView(root)

    def swap():
        os.remove(root / ".gitignore")
        os.mkfifo(root / ".gitignore")

    with count_opens(root) as opens:
        swap_after_lstat(monkeypatch, ".gitignore", swap)
        listing = call_with_timeout(lambda: view.list_dir(""))
        assert listing.files == ("f.py", "main.py")  # no rules could be read
        assert opens.drain().get(".gitignore", 0) == 0


def test_link_replaced_by_a_file_gives_the_changed_note(tree, monkeypatch):
    # readlink of what is no longer a link fails with EINVAL: "cannot read this file (Invalid
    # argument)" before; the documented note now.
    root, _ = tree
    os.symlink("main.py", root / "l.py")
    view = FileView(root)

    def swap():
        os.remove(root / "l.py")
        write(root, "l.py", "NOW_A_FILE = 1\n")

    swap_after_lstat(monkeypatch, "l.py", swap)
    got = view.read_file("l.py")
    assert got.text is None and got.note == "cannot read this file (it changed while being read)"


# -- C: .gitignore without backtracking -----------------------------------------------------------


def test_backtracking_gitignore_pattern_does_not_hang_listing(tmp_path: Path):
    write(tmp_path, ".gitignore", "*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b\n")
    write(tmp_path, "a" * 40 + ".py")
    write(tmp_path, "a" * 20 + "b")
    write(tmp_path, "README.md")
    start = time.monotonic()
    listing = call_with_timeout(lambda: FileView(tmp_path).list_dir(""), timeout=10)
    assert time.monotonic() - start < 2.0
    assert listing.files == ("README.md", "a" * 40 + ".py")  # "a...ab" is ignored, and unlisted anyway
    assert FileView(tmp_path).is_ignored("a" * 20 + "b.md", False) is False
    assert FileView(tmp_path).is_ignored("x" + "a" * 30 + "b", False) is True


def test_gitignore_budget_cuts_and_says_so(tmp_path: Path, monkeypatch):
    from reflect_cli.search.fileview import gitignore as fileview_gitignore

    monkeypatch.setattr(fileview_gitignore, "FOLDER_BUDGET", 2_000)
    write(tmp_path, ".gitignore", "".join(f"*x*y*z*{i}\n" for i in range(50)))
    for i in range(60):
        write(tmp_path, f"xyz{i:02d}.py")
    full = FileView(tmp_path, respect_gitignore=False).list_dir("")
    listing = FileView(tmp_path).list_dir("")
    assert listing.notes and "budget" in listing.notes[0]
    assert len(listing.files) > 0 and set(listing.files) <= set(full.files)
    assert FileView(tmp_path).list_dir("").files == listing.files  # deterministic: a work count, not a clock


# -- D: every walk visits a folder once -----------------------------------------------------------


def test_two_links_to_the_root_do_not_fan_out(tmp_path: Path):
    t = tmp_path / "t"
    t.mkdir()
    os.symlink(".", t / "a")
    os.symlink(".", t / "b")
    write(t, "README.md", "x\n")
    view = FileView(t)
    assert view.list_dir("") == Listing(("a", "b"), ("README.md",))  # the loop is listed, as links
    assert call_with_timeout(lambda: walk_files(view), timeout=10) == ["README.md"]


def test_binary_only_tree_with_loops_has_nothing_to_explore_quickly(tmp_path: Path):
    t = tmp_path / "t"
    write(t, "blob.bin", b"\x00\x01")
    write(t, "sub/data.py", b"\x00binary")
    os.symlink(".", t / "a")
    os.symlink("..", t / "sub" / "up")
    start = time.monotonic()
    assert call_with_timeout(lambda: walk_files(FileView(t), limit=1), timeout=10) == []
    assert time.monotonic() - start < 2.0


def test_files_inside_a_loop_are_not_ranked(tmp_path: Path):
    write(tmp_path, "README.md", "the answer lives here\n")
    (tmp_path / "links").mkdir()
    os.symlink("..", tmp_path / "links" / "up")
    ranker = call_with_timeout(lambda: RepoRanker(FileView(tmp_path)), timeout=10)
    assert ranker.files == ["README.md"]
    assert [rel for rel, _ in ranker.ranking("where does the answer live")] == ["README.md"]


@pytest.mark.parametrize("tree_kind", ["C", "D", "binary-only D"])
def test_reflect_explore_bm25_answers_quickly_on_hostile_trees(tmp_path: Path, tree_kind: str):
    from typer.testing import CliRunner

    from reflect_cli.cli import app

    t = tmp_path / "t"
    t.mkdir()
    if tree_kind == "C":
        write(t, ".gitignore", "*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b\n")
        write(t, "a" * 40 + ".py", "ANSWER = 1\n")
    else:
        os.symlink(".", t / "a")
        os.symlink(".", t / "b")
        write(t, "blob.py", b"\x00\x01") if tree_kind == "binary-only D" else write(t, "README.md", "x\n")
    start = time.monotonic()
    result = call_with_timeout(lambda: CliRunner().invoke(app, ["explore", str(t), "q", "--model", "bm25"]),
                               timeout=30)
    assert time.monotonic() - start < 5.0  # about 0.2 s in-process; generous for busy cores
    assert "Traceback" not in result.output
    if tree_kind == "binary-only D":  # the "nothing to explore" summary walks each folder once too
        assert result.exit_code == 2 and "nothing to explore" in result.output


# -- first page of huge folders ---------------------------------------------------------------------


def _gitignore_500() -> str:
    lines = []
    for i in range(100):
        lines += [f"build{i}/", f"*.ext{i}", f"tmp{i}*", f"/docs{i}/_build", f"**/cache{i}/**"]
    return "\n".join(lines) + "\n"


@pytest.mark.slow
def test_first_page_of_100k_files_under_500_patterns_is_fast(tmp_path: Path):
    big = tmp_path / "big"
    big.mkdir()
    for i in range(100_000):
        (big / f"m{i:06d}.py").touch()
    (big / ".gitignore").write_text(_gitignore_500() + "m0000*.py\n")
    start = time.monotonic()
    listing = FileView(tmp_path).list_dir("big")
    took = time.monotonic() - start
    assert len(listing.files) == 100_000 - 100
    assert took < 2.0, took  # about a second promised; margin for busy cores


@pytest.mark.slow
def test_first_page_of_100k_symlinks_is_fast(tmp_path: Path):
    big = tmp_path / "big"
    big.mkdir()
    write(tmp_path, "target.py")
    for i in range(100_000):
        os.symlink("../target.py", big / f"l{i:06d}.py")
    start = time.monotonic()
    listing = FileView(tmp_path).list_dir("big")
    took = time.monotonic() - start
    assert len(listing.files) == 100_000
    assert took < 2.0, took


# -- line numbers count newlines only ------------------------------------------------------------------

BREAKERS = "# a\x0cb\n# c\rd\n# e\x0bf\n# g\x85h\n# i\u2028j\n# k\u2029l\n\n"  # six lines that splitlines() breaks


def test_line_numbers_count_newlines_only():
    from reflect_cli.envs.autoexplore.file_excerpt import excerpt
    from reflect_cli.explore.excerpt import definitions, matching_lines
    from reflect_cli.search.lines import lines

    text = BREAKERS + "def load_settings(path):\n    return path\n"
    assert len(text.splitlines()) > 9  # the positive control: splitlines() counts the line wrong
    assert lines(text)[7] == "def load_settings(path):" and lines("a\r\nb\n") == ["a", "b"]
    assert definitions(text) == [("load_settings", 8, 9)]
    assert (8, "def load_settings(path):") in matching_lines(text, "where are the settings loaded")
    shown, _ = excerpt(text * 40, "load settings", max_tokens=60, name="a.py")
    assert shown.startswith("8: def load_settings")


def test_explore_names_the_definition_by_its_real_line(tmp_path: Path):
    from typer.testing import CliRunner

    from reflect_cli.cli import app

    root = tmp_path / "t"
    root.mkdir()
    (root / "a.py").write_text(BREAKERS + "def load_settings(path):\n    return path\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["explore", str(root), "where are the settings loaded", "--model", "bm25"])
    assert "a.py:8" in result.output and "a.py:11" not in result.output, result.output
