"""FileView and AutoExplore under hostile trees: special .gitignore files, symlinks swapped in
between check and open, trees changing during an episode, undecodable names, odd actions."""

from __future__ import annotations

import os
import random
import shutil
import stat
import threading
import time
from pathlib import Path

import numpy as np
import pytest

import reflect_cli.search.fileview.view as fileview
from reflect_cli.envs.autoexplore.env import AutoExploreEnv
from reflect_cli.search.fileview.view import FileView, Listing, display_name, real_name
from test_fileview import call_with_timeout, write  # noqa: E402

SECRET = "OUTSIDE-SECRET-7f3a"



@pytest.fixture
def tree(tmp_path: Path) -> tuple[Path, Path]:
    root, outside = tmp_path / "root", tmp_path / "outside"
    write(outside, "mod.py", f"TOKEN = '{SECRET}'\n")
    write(outside, "victim.py", f"TOKEN = '{SECRET}'\n")
    write(outside, "only_outside.py", f"TOKEN = '{SECRET}'\n")
    write(root, "main.py", "MAIN = 1\n")
    write(root, "victim.py", "INSIDE = 1\n")
    write(root, "pkg/mod.py", "MOD = 1\n")
    return root, outside


def section(obs: str, title: str) -> str:
    return obs.split(f"# {title}\n", 1)[1].split("\n\n# ", 1)[0]


# -- .gitignore that is not a small regular file ------------------------------------------------


def test_fifo_gitignore_does_not_hang_listing(tmp_path: Path):
    write(tmp_path, "a.py")
    write(tmp_path, "sub/b.py")
    os.mkfifo(tmp_path / ".gitignore")
    os.mkfifo(tmp_path / "sub" / ".gitignore")
    view = FileView(tmp_path)
    assert call_with_timeout(lambda: view.list_dir("")) == Listing(("sub",), ("a.py",))
    assert call_with_timeout(lambda: view.list_dir("sub")) == Listing((), ("b.py",))


def test_device_gitignore_is_not_read(tmp_path: Path):
    write(tmp_path, "a.py")
    try:
        os.mknod(tmp_path / ".gitignore", stat.S_IFCHR | 0o644, os.makedev(1, 5))  # /dev/zero
    except (PermissionError, OSError):
        pytest.skip("cannot create device files here")
    assert call_with_timeout(lambda: FileView(tmp_path).list_dir("")) == Listing((), ("a.py",))


def test_huge_one_line_gitignore_is_capped_and_fast(tmp_path: Path):
    for i in range(300):
        write(tmp_path, f"f{i:03d}.py")
    write(tmp_path, "drop.txt")
    (tmp_path / ".gitignore").write_text("*.txt\n" + "a*" * 500_000 + "\n")
    start = time.monotonic()
    listing = call_with_timeout(lambda: FileView(tmp_path).list_dir(""), timeout=20)
    assert time.monotonic() - start < 3.0
    assert len(listing.files) == 300 and "drop.txt" not in listing.files  # short lines still apply


def test_gitignore_beyond_the_size_cap_is_not_read(tmp_path: Path):
    write(tmp_path, "early.txt")
    write(tmp_path, "late.md")
    filler = "".join(f"# filler line {i}\n" for i in range(fileview.GITIGNORE_MAX_BYTES // 16))
    (tmp_path / ".gitignore").write_text("early.txt\n" + filler + "late.md\n")
    assert FileView(tmp_path).list_dir("").files == ("late.md",)


def test_invalid_gitignore_patterns_are_skipped_not_raised(tmp_path: Path):
    write(tmp_path, "keep.py")
    write(tmp_path, "gone.log")
    (tmp_path / ".gitignore").write_text("!\n\\\n[z-a]\n*.log\n")
    assert FileView(tmp_path).list_dir("").files == ("keep.py",)


def _pathspec_valid(line: str) -> bool:
    import pathspec

    try:
        pathspec.GitIgnoreSpec.from_lines([line])
    except Exception:  # noqa: BLE001 - pathspec raises several types for invalid patterns
        return False
    return True


def test_gitignore_matcher_agrees_with_pathspec():
    # The non-backtracking matcher must decide as pathspec's GitIgnoreSpec does,
    # priorities of matches through a parent folder included.
    import pathspec

    rng = random.Random(0)
    atoms = ["*", "**", "?", "a", "b", "/", ".", "[ab]", "[a-c]", "!", "x", "\\*", "dir/", "*.py", "-", "a*b"]
    paths = ["a", "b.py", "a/b", "dir/", "dir/x.py", "x/dir/", "a.b/c", ".x", "ab/ba/", "-", "z",
             "a/b/a/b", "x/a/dir/b.py", "ab/", "a/x/", "dir/a/b/"]
    checked = 0
    for _ in range(600):
        lines = ["".join(rng.choice(atoms) for _ in range(rng.randint(1, 4))) for _ in range(rng.randint(1, 5))]
        # pathspec quirk left out: a segment of three or more stars matches the empty name after
        # a folder's "/", so "dir/***" hides "dir/" itself; git's does not.
        lines = [ln for ln in lines if _pathspec_valid(ln) and "***" not in ln]
        rules = fileview.IgnoreRules(lines)
        spec = pathspec.GitIgnoreSpec.from_lines(lines)
        for path in paths:
            assert rules.check(path) == spec.check_file(path).include, (lines, path)
            checked += 1
    assert checked > 5000
    # Where pathspec differs from git: its "[!a]" becomes the regex "[^a]", which matches "/".
    # Git's wildcards never match a separator, nor do ours.
    assert fileview.IgnoreRules(["x[!a]y"]).check("x/y") is None
    assert pathspec.GitIgnoreSpec.from_lines(["x[!a]y"]).check_file("x/y").include is True


# -- check-then-open races ----------------------------------------------------------------------


def swap_after_check(monkeypatch, name: str, swap) -> list[int]:
    """Run ``swap()`` right after the first lookup of ``name`` (an ``lstat`` relative to a
    folder, or a ``realpath`` of a path ending in it): between check and open."""
    done: list[int] = []
    real_stat, real_realpath = os.stat, os.path.realpath

    def maybe_swap(path) -> None:
        if not done and os.path.basename(os.fsdecode(path)) == name:
            done.append(1)
            swap()

    def stat_hook(path, *args, **kwargs):
        result = real_stat(path, *args, **kwargs)
        maybe_swap(path)
        return result

    def realpath_hook(path, *args, **kwargs):
        result = real_realpath(path, *args, **kwargs)
        maybe_swap(path)
        return result

    monkeypatch.setattr(os, "stat", stat_hook)
    monkeypatch.setattr(os.path, "realpath", realpath_hook)
    return done


def test_file_swapped_for_outside_link_between_check_and_open(tree, monkeypatch):
    root, outside = tree
    view = FileView(root)

    def swap():
        os.remove(root / "victim.py")
        os.symlink(outside / "victim.py", root / "victim.py")

    done = swap_after_check(monkeypatch, "victim.py", swap)
    got = view.read_file("victim.py")
    assert done, "the hook did not run"
    assert SECRET not in (got.text or "") and got.text is None


def test_folder_swapped_for_outside_link_between_check_and_open(tree, monkeypatch):
    root, outside = tree
    view = FileView(root)

    def swap():
        shutil.rmtree(root / "pkg")
        os.symlink(outside, root / "pkg")

    done = swap_after_check(monkeypatch, "mod.py", swap)
    got = view.read_file("pkg/mod.py")
    assert done and SECRET not in (got.text or "")


def test_listed_folder_swapped_between_check_and_scan(tree, monkeypatch):
    root, outside = tree
    view = FileView(root)

    def swap():
        shutil.rmtree(root / "pkg")
        os.symlink(outside, root / "pkg")

    done = swap_after_check(monkeypatch, "pkg", swap)
    listing = view.list_dir("pkg")
    assert done and "only_outside.py" not in listing.files


def test_real_race_with_a_thread_swapping_links_reads_nothing_outside(tree):
    """A thread flips a file and a folder between inside content and links to outside for up
    to 2 s while the view reads and lists them: nothing outside may ever come back."""
    root, outside = tree
    write(root, "d/mod.py", "INSIDE_D = 1\n")
    write(root, ".stash/real.py", "INSIDE = 1\n")
    (root / ".stash" / "realdir").mkdir()
    write(root, ".stash/realdir/mod.py", "INSIDE_D = 1\n")
    stop = threading.Event()
    flips = [0]

    def flipper():
        stash = root / ".stash"
        while not stop.is_set():
            for link_to_outside in (True, False):
                if link_to_outside:
                    os.symlink(outside / "victim.py", stash / "tmp_link")
                    os.replace(stash / "tmp_link", root / "victim.py")
                    os.rename(root / "d", stash / "d_saved")
                    os.symlink(outside, root / "d")
                else:
                    shutil.copy(stash / "real.py", stash / "tmp_file")
                    os.replace(stash / "tmp_file", root / "victim.py")
                    os.remove(root / "d")
                    os.rename(stash / "d_saved", root / "d")
                flips[0] += 1

    thread = threading.Thread(target=flipper, daemon=True)
    thread.start()
    inside = leaked = 0
    deadline = time.monotonic() + 2.0
    try:
        while time.monotonic() < deadline:
            view = FileView(root)
            for rel in ("victim.py", "d/mod.py"):
                text = view.read_file(rel).text or ""
                leaked += SECRET in text
                inside += "INSIDE" in text
            leaked += "only_outside.py" in view.list_dir("d").files
    finally:
        stop.set()
        thread.join(5)
    assert leaked == 0
    assert inside > 0 and flips[0] > 10  # the race really ran both ways


def test_fifo_swapped_in_after_listing_is_never_opened(tree, monkeypatch):
    root, _ = tree
    view = FileView(root)
    assert "victim.py" in view.list_dir("").files
    os.remove(root / "victim.py")
    os.mkfifo(root / "victim.py")
    opened: list[str] = []
    real_open = os.open

    def spy(path, flags, *args, **kwargs):
        opened.append(os.path.basename(os.fsdecode(path)))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", spy)
    got = call_with_timeout(lambda: view.read_file("victim.py"))
    assert got.note == "not a regular file"
    assert "victim.py" not in opened


# -- undecodable and unsafe names ---------------------------------------------------------------


def test_display_name_round_trip():
    for raw in [b"\xff.py", b"a\xfe\xffb", b"ok.py", "caf\u00e9".encode(), "x\ufffdy".encode(), b"\xef\xbf"]:
        name = os.fsdecode(raw)
        shown = display_name(name)
        assert shown.encode("utf-8")  # printable text, no lone surrogates
        assert real_name(shown) == name
    assert display_name(os.fsdecode(b"\xff.py")) == "\ufffdFF.py"
    assert display_name("x\ufffdy") == "x\ufffd\ufffdy"
    assert real_name("lone\ufffd.py") is None


def make_undecodable(root: Path) -> None:
    base = os.fsencode(root)
    with open(base + b"/\xff.py", "wb") as f:
        f.write(b"BYTES_NAME = 1\n")
    os.mkdir(base + b"/d\xfe")
    with open(base + b"/d\xfe/in.py", "wb") as f:
        f.write(b"IN_BAD_DIR = 1\n")
    write(root, "a\ufffdb.py", "LITERAL_MARK = 1\n")


def test_undecodable_names_through_the_view(tmp_path: Path):
    make_undecodable(tmp_path)
    view = FileView(tmp_path)
    listing = view.list_dir("")
    assert listing == Listing(("d\ufffdFE",), ("a\ufffd\ufffdb.py", "\ufffdFF.py"))
    for name in listing.entries:
        name.encode("utf-8")
    assert view.read_file("\ufffdFF.py").text == "BYTES_NAME = 1\n"
    assert view.read_file("a\ufffd\ufffdb.py").text == "LITERAL_MARK = 1\n"
    assert view.list_dir("d\ufffdFE").files == ("in.py",)
    assert view.read_file("d\ufffdFE/in.py").text == "IN_BAD_DIR = 1\n"
    assert view.read_file("\ufffd.py").note == "file does not exist"


def test_undecodable_names_through_the_env_and_a_tokenizer(tmp_path: Path):
    from conftest import build_tiny_tokenizer

    make_undecodable(tmp_path)
    tokenizer = build_tiny_tokenizer()
    env = AutoExploreEnv(tmp_path, question="where?")
    obs, info = env.reset(seed=0)
    tokenizer(obs)  # raised TypeError on lone surrogates
    obs, *_, info = env.step("cat \ufffdFF.py")
    assert "BYTES_NAME = 1" in obs
    obs, *_, info = env.step("cd d\ufffdFE")
    assert info["cwd"] == "d\ufffdFE" and "in.py" in section(obs, "Files under current working directory")
    obs, *_, info = env.step("cat in.py")
    assert "IN_BAD_DIR = 1" in obs
    tokenizer(obs)
    obs.encode("utf-8")


def test_names_with_separators_and_bidi_controls_are_not_listed(tmp_path: Path):
    write(tmp_path, "ok.py")
    for name in ["line\u2028sep.py", "para\u2029sep.py", "evil\u202ecod.py", "c1\x85.py"]:
        write(tmp_path, name)
    assert FileView(tmp_path).list_dir("").files == ("ok.py",)


# -- the episode goes on when the tree changes ----------------------------------------------------


def test_folder_swapped_for_outside_link_during_episode(tree):
    root, outside = tree
    env = AutoExploreEnv(root, question="q")
    obs, info = env.reset(seed=0)
    assert "cd pkg" in info["actions"]
    shutil.rmtree(root / "pkg")
    os.symlink(outside, root / "pkg")
    obs, reward, terminated, truncated, info = env.step("cd pkg")
    assert "pkg/ is no longer available" in obs and SECRET not in obs
    assert info["cwd"] == "" and not terminated and not info["invalid_action"]
    obs, *_ = env.step("cat main.py")  # the episode goes on
    assert "MAIN = 1" in obs


def test_files_and_folders_vanishing_during_episode(tree):
    root, outside = tree
    write(root, "pkg/sub/deep.py")
    env = AutoExploreEnv(root, question="q")
    env.reset(seed=0)
    env.step("cd pkg")
    obs, *_, info = env.step("cd sub")
    assert info["cwd"] == "pkg/sub"
    shutil.rmtree(root / "pkg")
    obs, *_, info = env.step("cat deep.py")
    assert "deep.py: file does not exist" in obs
    obs, *_, info = env.step("cd ..")
    assert info["cwd"] == ""  # pkg/ vanished too: up to the nearest folder that exists
    os.remove(root / "victim.py")
    os.symlink(outside / "victim.py", root / "victim.py")
    obs, *_, info = env.step("cat victim.py")
    assert SECRET not in obs and "victim.py: refused" in obs


def test_step_turns_os_errors_into_an_observation(tree, monkeypatch):
    root, _ = tree
    env = AutoExploreEnv(root, question="q")
    env.reset(seed=0)

    def broken(*args, **kwargs):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(env.view, "read_file", broken)
    obs, reward, terminated, truncated, info = env.step("cat main.py")
    assert "no longer available" in obs and "Input/output error" in obs
    assert reward == -1.0 and not terminated


@pytest.mark.parametrize("action", [True, False, np.bool_(True), 1.5, np.float32(1.5), float("nan"), b"1"])
def test_booleans_and_fractions_are_invalid_actions(tree, action):
    root, _ = tree
    env = AutoExploreEnv(root, question="q")
    _, info = env.reset(seed=0)
    assert len(info["actions"]) > 2
    *_, info = env.step(action)
    assert info["invalid_action"]


@pytest.mark.parametrize("action", [1, 1.0, np.int64(1), np.float64(1.0)])
def test_integral_numbers_stay_valid_actions(tree, action):
    root, _ = tree
    env = AutoExploreEnv(root, question="q")
    env.reset(seed=0)
    *_, info = env.step(action)
    assert not info["invalid_action"]


# -- big folders ------------------------------------------------------------------------------------


def test_big_folder_is_listed_without_opening_or_stating_files(tmp_path: Path, tree, monkeypatch):
    root, outside = tree
    for i in range(40):
        write(root, f"big/f{39 - i:02d}.py")
    write(root, "big/.hidden.py")
    write(root, "big/skip.log")
    write(root, "big/.gitignore", "f0*.py\n")
    (root / "big" / "sub").mkdir()
    os.symlink(outside / "mod.py", root / "big" / "leak.py")
    os.symlink("../main.py", root / "big" / "alias.py")
    os.mkfifo(root / "big" / "pipe.py")
    opened: list[str] = []
    real_open = os.open

    def spy(path, flags, *args, **kwargs):
        # A read open goes through the O_PATH descriptor of the entry looked up (its name is
        # recorded then): /proc/self/fd/N is that same inode, not another entry.
        if not flags & os.O_DIRECTORY and not os.fsdecode(path).startswith("/proc/self/fd/"):
            opened.append(os.path.basename(os.fsdecode(path)))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", spy)
    lazy = FileView(root, max_eager_entries=10).list_dir("big")
    assert lazy == Listing(("sub",), ("alias.py",) + tuple(f"f{i:02d}.py" for i in range(10, 40)))
    assert opened == [".gitignore"]  # no file sniffed
    monkeypatch.setattr(os, "open", real_open)
    assert FileView(root).list_dir("big") == lazy  # the eager listing agrees (no binaries here)
