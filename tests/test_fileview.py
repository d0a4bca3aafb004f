"""FileView: the read-only sandbox under AutoExplore (path safety, listings, reads that never fail)."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from reflect_cli.search.fileview.view import (
    DEFAULT_MAX_READ_BYTES,
    FileView,
    Listing,
    OutsideRootError,
    human_size,
)

BIG = 50 * 10**6


def write(root: Path, rel: str, content: str | bytes = "x = 1\n") -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def write_big_text(path: Path, size: int = BIG) -> None:
    """A real text file of ``size`` bytes in one write (sparse zeros would look binary)."""
    line = b"the quick brown fox jumps over the lazy dog 0123456789\n"
    data = line * (size // len(line) + 1)
    with open(path, "wb") as f:
        f.write(data[:size])


def call_with_timeout(fn, timeout: float = 5.0):
    """Run ``fn`` in a daemon thread so a blocking read fails the test instead of hanging it."""
    box: dict = {}

    def target():
        try:
            box["value"] = fn()
        except BaseException as exc:  # pragma: no cover - reported below
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(timeout)
    assert not thread.is_alive(), f"call blocked for more than {timeout}s"
    if "error" in box:
        raise box["error"]
    return box["value"]


@pytest.fixture
def sandbox(tmp_path: Path) -> tuple[Path, Path]:
    """``root`` to explore and ``outside``, a sibling directory the view must never reach."""
    root = tmp_path / "root"
    outside = tmp_path / "outside"
    write(outside, "secret.py", "TOKEN = 'outside'\n")
    write(outside, "dir/inner.py", "INNER = 1\n")
    write(root, "main.py", "print('hi')\n")
    write(root, "pkg/mod.py", "MOD = 1\n")
    return root, outside


# -- construction, helpers ---------------------------------------------------------------------


def test_init_errors_and_root_is_real_path(tmp_path: Path):
    with pytest.raises(FileNotFoundError):
        FileView(tmp_path / "missing")
    write(tmp_path, "file.py")
    with pytest.raises(NotADirectoryError):
        FileView(tmp_path / "file.py")
    (tmp_path / "real").mkdir()
    os.symlink(tmp_path / "real", tmp_path / "alias")
    assert FileView(tmp_path / "alias").root == Path(os.path.realpath(tmp_path / "real"))


def test_human_size():
    assert human_size(0) == "0 bytes"
    assert human_size(999) == "999 bytes"
    assert human_size(1500) == "1.5 kB"
    assert human_size(BIG) == "50.0 MB"
    assert human_size(3 * 10**12) == "3000.0 GB"


# -- path safety -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    ["..", "../outside/secret.py", "pkg/../../outside", "a/../b", "/etc/passwd", "/", "//x", "\\..\\x"],
)
def test_normalize_refuses_parent_and_absolute_paths(sandbox, bad: str):
    root, _ = sandbox
    view = FileView(root)
    with pytest.raises(OutsideRootError):
        FileView.normalize(bad)
    assert view.resolve(bad) is None  # refused, never raised
    got = view.read_file(bad)
    assert got.text is None and got.note.startswith("refused")
    assert view.is_dir(bad) is False


def test_normalize_canonical_forms(sandbox):
    root, _ = sandbox
    assert FileView.normalize("") == ""
    assert FileView.normalize(".") == ""
    assert FileView.normalize("./pkg//mod.py") == "pkg/mod.py"
    assert FileView.normalize("pkg/") == "pkg"
    assert FileView.normalize("pkg\\mod.py") == "pkg/mod.py"
    assert FileView.normalize("...") == "..."  # a (weird) name, not a parent reference
    view = FileView(root)
    assert view.resolve("") == view.root
    assert view.resolve("./pkg/mod.py") == view.root / "pkg" / "mod.py"


def test_colon_in_names_is_not_a_drive_letter(tmp_path: Path):
    # Regression: "a:b" was refused as an absolute Windows path, so listing the folder raised.
    write(tmp_path, "a:b/x.py", "X = 1\n")
    view = FileView(tmp_path)
    assert FileView.normalize("a:b/x.py") == "a:b/x.py"
    assert view.list_dir("") == Listing(("a:b",), ())
    assert view.list_dir("a:b").files == ("x.py",)
    assert view.read_file("a:b/x.py").text == "X = 1\n"


def test_symlinks_leaving_the_root_are_invisible_and_unreadable(sandbox):
    root, outside = sandbox
    os.symlink(outside / "secret.py", root / "leak.py")
    os.symlink(outside / "dir", root / "leakdir")
    os.symlink("../../outside/secret.py", root / "pkg" / "relleak.py")  # relative link
    os.symlink(outside, root / "pkg" / "up")
    view = FileView(root)
    assert view.list_dir("") == Listing(("pkg",), ("main.py",))
    assert view.list_dir("pkg") == Listing((), ("mod.py",))
    for rel in ["leak.py", "leakdir", "leakdir/inner.py", "pkg/relleak.py", "pkg/up/secret.py"]:
        assert view.resolve(rel) is None
        got = view.read_file(rel)
        assert got.text is None and "refused" in got.note and got.size == 0
        assert "outside" not in (got.text or "")
    assert view.is_dir("leakdir") is False


def test_internal_symlinks_are_followed(sandbox):
    root, _ = sandbox
    os.symlink(root / "main.py", root / "alias.py")
    os.symlink("pkg", root / "pkglink")
    os.symlink("missing.py", root / "dangling.py")
    view = FileView(root)
    listing = view.list_dir("")
    assert listing == Listing(("pkg", "pkglink"), ("alias.py", "main.py"))
    assert view.read_file("alias.py").text == "print('hi')\n"
    assert view.list_dir("pkglink").files == ("mod.py",)
    assert view.read_file("pkglink/mod.py").text == "MOD = 1\n"
    assert view.resolve("pkglink/mod.py") == view.root / "pkg" / "mod.py"
    assert view.read_file("dangling.py").note == "file does not exist"


def test_follow_symlinks_false_hides_and_refuses_links(sandbox):
    root, _ = sandbox
    os.symlink(root / "main.py", root / "alias.py")
    os.symlink("pkg", root / "pkglink")
    view = FileView(root, follow_symlinks=False)
    assert view.list_dir("") == Listing(("pkg",), ("main.py",))
    assert view.resolve("alias.py") is None
    assert view.resolve("pkglink/mod.py") is None
    assert view.read_file("alias.py").text is None
    assert view.read_file("main.py").text == "print('hi')\n"


# -- special files: FIFO, unreadable, binary, huge, non-UTF-8 ----------------------------------


def test_fifo_is_not_listed_and_reading_it_does_not_block(tmp_path: Path):
    write(tmp_path, "ok.py")
    os.mkfifo(tmp_path / "pipe.py")
    view = FileView(tmp_path)
    assert call_with_timeout(lambda: view.list_dir("")) == Listing((), ("ok.py",))
    start = time.monotonic()
    got = call_with_timeout(lambda: view.read_file("pipe.py"))
    assert time.monotonic() - start < 2
    assert got.text is None and got.note == "not a regular file"


def test_unreadable_file_gives_a_note(tmp_path: Path, monkeypatch):
    write(tmp_path, "ok.py")
    secret = write(tmp_path, "secret.py", "S = 1\n")
    real_open = os.open

    def guarded_open(path, flags, *args, **kwargs):
        # FileView opens names relative to a directory descriptor, so match the name.
        if os.path.basename(os.fsdecode(path)) == secret.name:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded_open)
    view = FileView(tmp_path)
    assert view.list_dir("").files == ("ok.py", "secret.py")  # listed; reading explains
    got = view.read_file("secret.py")
    assert got.text is None and got.note == "cannot read this file (permission denied)"
    assert view.read_file("ok.py").text == "x = 1\n"


def test_other_os_errors_give_a_note(tmp_path: Path, monkeypatch):
    write(tmp_path, "flaky.py")
    real_read = os.read

    def failing_read(fd, n):
        raise OSError(5, "Input/output error")

    view = FileView(tmp_path)
    monkeypatch.setattr(os, "read", failing_read)
    got = view.read_file("flaky.py")
    monkeypatch.setattr(os, "read", real_read)
    assert got.text is None and "Input/output error" in got.note


def test_directories_and_missing_files_give_notes(sandbox):
    root, _ = sandbox
    view = FileView(root)
    assert view.read_file("pkg").note == "not a regular file"
    assert view.read_file("").note == "not a regular file"
    assert view.read_file("nope.py").note == "file does not exist"
    assert view.is_dir("pkg") and view.is_dir("") and not view.is_dir("main.py")


def test_binary_files_are_not_listed_and_not_shown(tmp_path: Path):
    write(tmp_path, "blob.py", b"\x00\x01\x02binary" * 100)
    write(tmp_path, "late.txt", b"text " * 300 + b"\x00")  # NUL after the sniffed head
    write(tmp_path, "empty.py", b"")
    view = FileView(tmp_path)
    assert view.list_dir("").files == ("empty.py", "late.txt")
    got = view.read_file("blob.py")
    assert got.text is None and got.note.startswith("binary file (") and got.size == 900
    assert view.read_file("empty.py") == view.read_file("empty.py")
    assert view.read_file("empty.py").text == ""
    assert FileView(tmp_path, skip_binary=False).list_dir("").files == ("blob.py", "empty.py", "late.txt")


def test_huge_file_is_listed_and_read_partially_and_quickly(tmp_path: Path):
    write_big_text(tmp_path / "huge.txt")
    view = FileView(tmp_path)
    assert view.list_dir("").files == ("huge.txt",)
    start = time.monotonic()
    got = view.read_file("huge.txt")
    assert time.monotonic() - start < 1.0
    assert got.note is None and got.partial and got.size == BIG
    assert len(got.text) == DEFAULT_MAX_READ_BYTES
    assert got.text.startswith("the quick brown fox")
    assert human_size(got.size) == "50.0 MB"
    small = view.read_file("huge.txt", max_bytes=100)
    assert len(small.text) == 100 and small.partial


def test_non_utf8_file_gives_a_note(tmp_path: Path):
    write(tmp_path, "latin.py", "# caf\u00e9 na\u00efve\nx = '\u00e9t\u00e9'\n".encode("latin-1"))
    view = FileView(tmp_path)
    assert view.list_dir("").files == ("latin.py",)  # no NUL: listed
    got = view.read_file("latin.py")
    assert got.text is None and "not UTF-8" in got.note and got.size > 0


def test_multibyte_character_cut_by_the_read_limit_is_not_an_error(tmp_path: Path):
    write(tmp_path, "accents.md", "\u00e9" * 1000)  # 2 bytes each
    view = FileView(tmp_path, max_read_bytes=101)
    got = view.read_file("accents.md")
    assert got.note is None and got.partial and got.text == "\u00e9" * 50
    assert view.read_file("accents.md", max_bytes=4000).text == "\u00e9" * 1000


# -- listings ----------------------------------------------------------------------------------


def test_listing_filters_hidden_vcs_caches_and_unsupported_suffixes(tmp_path: Path):
    for rel in [
        "main.py", "README", "Makefile", "notes.md", "conf.yaml", "data.csv",
        ".hidden.py", ".env", ".git/config", ".git/HEAD.py", "__pycache__/main.cpython-312.pyc",
        "__pycache__/x.py", "node_modules/lib/index.js", "venv/lib/site.py", ".venv/x.py",
        "pkg.egg-info/PKG-INFO.txt", ".github/workflows/ci.yml", "image.png", "lib.so",
        "archive.tar.gz", "Cargo.lock", "src/app.js", ".hg/store.py",
    ]:
        write(tmp_path, rel)
    view = FileView(tmp_path)
    assert view.list_dir("") == Listing(
        ("src",), ("Makefile", "README", "conf.yaml", "data.csv", "main.py", "notes.md")
    )
    hidden = FileView(tmp_path, include_hidden=True).list_dir("")
    assert ".github" in hidden.dirs and ".hidden.py" in hidden.files
    assert ".git" not in hidden.dirs and ".hg" not in hidden.dirs and ".venv" not in hidden.dirs
    assert FileView(tmp_path, suffixes={".png"}, filenames=set()).list_dir("").files == ("image.png",)
    assert "node_modules" in FileView(tmp_path, skip_dirs=set()).list_dir("").dirs


def test_listing_is_sorted_and_independent_of_creation_order(tmp_path: Path):
    names = ["b.py", "A.py", "a.py", "z/", "m/", "B/", "c.txt", "10.py", "9.py"]
    trees = []
    for label, order in (("one", names), ("two", list(reversed(names)))):
        root = tmp_path / label
        root.mkdir()
        for name in order:
            if name.endswith("/"):
                (root / name).mkdir()
            else:
                write(root, name)
        trees.append(FileView(root).list_dir(""))
    assert trees[0] == trees[1] == Listing(
        ("B", "m", "z"), ("10.py", "9.py", "A.py", "a.py", "b.py", "c.txt")
    )


def test_names_with_control_characters_are_skipped(tmp_path: Path):
    write(tmp_path, "good.py")
    write(tmp_path, "bad\nname.py")
    write(tmp_path, "tab\there.py")
    write(tmp_path, "bad\ndir/x.py")
    write(tmp_path, "with space.py")
    assert FileView(tmp_path).list_dir("") == Listing((), ("good.py", "with space.py"))


def test_gitignore_root_nested_and_negation(tmp_path: Path):
    write(tmp_path, ".gitignore", "build/\n*.txt\n!keep.txt\n# comment\n/rootonly.py\n")
    for rel in ["build/a.py", "notes.txt", "keep.txt", "rootonly.py", "main.py"]:
        write(tmp_path, rel)
    write(tmp_path, "sub/.gitignore", "gen_*.py\n!important.txt\n")
    for rel in ["sub/gen_x.py", "sub/real.py", "sub/important.txt", "sub/other.txt", "sub/rootonly.py"]:
        write(tmp_path, rel)
    write(tmp_path, "sub/build/b.py")  # "build/" in the root file matches at any depth
    view = FileView(tmp_path)
    assert view.list_dir("") == Listing(("sub",), ("keep.txt", "main.py"))
    assert view.list_dir("sub") == Listing((), ("important.txt", "real.py", "rootonly.py"))
    assert view.is_ignored("notes.txt", is_dir=False)
    assert not view.is_ignored("sub/important.txt", is_dir=False)
    assert view.is_ignored("build", is_dir=True)
    # ignored files are not listed, but stay readable by path (they are inside the root)
    assert view.read_file("notes.txt").text == "x = 1\n"

    raw = FileView(tmp_path, respect_gitignore=False)
    assert raw.list_dir("") == Listing(("build", "sub"), ("keep.txt", "main.py", "notes.txt", "rootonly.py"))
    assert raw.list_dir("sub") == Listing(
        ("build",), ("gen_x.py", "important.txt", "other.txt", "real.py", "rootonly.py")
    )
    assert not raw.is_ignored("notes.txt", is_dir=False)


def test_listing_is_lazy_and_cached(tmp_path: Path, monkeypatch):
    for i in range(5):
        write(tmp_path, f"d{i}/deep/x.py")
    view = FileView(tmp_path)
    calls: list[str] = []
    real_scandir = os.scandir

    def counting_scandir(path):
        calls.append(str(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", counting_scandir)
    assert view.list_dir("").dirs == ("d0", "d1", "d2", "d3", "d4")
    assert len(calls) == 1  # one directory at a time
    view.list_dir("")
    view.list_dir("")
    assert len(calls) == 1  # cached
    view.list_dir("d3")
    assert len(calls) == 2


def test_missing_or_unlistable_directory_is_empty(tmp_path: Path):
    view = FileView(tmp_path)
    assert view.list_dir("does/not/exist") == Listing((), ())


@pytest.mark.parametrize("bad", ["../x", "..", "/etc", "\ufffd2E\ufffd2E", "a/\ufffd2E\ufffd2E/\ufffd2E\ufffd2E"])
def test_refused_paths_are_refused_alike_by_every_entry_point(tmp_path: Path, bad: str):
    # One refusal behaviour: list_dir used to raise where read_file gave a note.
    write(tmp_path, "a/x.py")
    view = FileView(tmp_path)
    assert view.list_dir(bad) == Listing((), ())
    assert view.is_dir(bad) is False
    got = view.read_file(bad)
    assert got.text is None and got.note is not None


# -- the process-wide binary-sniff memo ---------------------------------------------------------


@pytest.fixture
def settled(monkeypatch):
    """Pretend every file was last changed long ago (sniffs of fresh files are not memoised)."""
    import reflect_cli.search.fileview.view as fileview

    fileview._SNIFFED.clear()
    real = time.time_ns
    monkeypatch.setattr(fileview.time, "time_ns", lambda: real() + 10 * fileview.SNIFF_SETTLE_NS)
    yield fileview
    fileview._SNIFFED.clear()


def _count_reads(monkeypatch):
    reads = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    return reads


def test_sniff_memo_is_shared_by_views_and_follows_content(tmp_path: Path, settled, monkeypatch):
    write(tmp_path, "a.py")
    write(tmp_path, "blob.py", b"\x00binary")
    write(tmp_path, "b.PY")  # suffixes match case-insensitively, as before
    write(tmp_path, "conf.env.example")  # a multi-dot suffix
    write(tmp_path, "image.png")
    assert FileView(tmp_path).list_dir("").files == ("a.py", "b.PY", "conf.env.example")
    reads = _count_reads(monkeypatch)
    assert FileView(tmp_path).list_dir("").files == ("a.py", "b.PY", "conf.env.example")
    assert reads == []  # a second view (another env instance) reads no file again
    write(tmp_path, "a.py", b"\x00now binary, and longer")  # new size and time stamps
    assert FileView(tmp_path).list_dir("").files == ("b.PY", "conf.env.example")
    assert len(reads) == 1


def test_sniff_memo_skips_fresh_and_unreadable_files(tmp_path: Path, monkeypatch):
    import reflect_cli.search.fileview.view as fileview

    fileview._SNIFFED.clear()
    write(tmp_path, "fresh.py")  # just written: its time stamp may not change on the next write
    FileView(tmp_path).list_dir("")
    assert len(fileview._SNIFFED._data) == 0
    real = time.time_ns
    monkeypatch.setattr(fileview.time, "time_ns", lambda: real() + 10 * fileview.SNIFF_SETTLE_NS)
    real_open = os.open

    def refuse(path, flags, *args, **kwargs):
        if flags & os.O_DIRECTORY:  # folders stay listable; their files cannot be opened
            return real_open(path, flags, *args, **kwargs)
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(os, "open", refuse)
    assert FileView(tmp_path).list_dir("").files == ("fresh.py",)  # unreadable: listed, not memoised
    assert len(fileview._SNIFFED._data) == 0
    monkeypatch.setattr(os, "open", real_open)
    assert FileView(tmp_path).list_dir("").files == ("fresh.py",)
    assert len(fileview._SNIFFED._data) == 1
    fileview._SNIFFED.clear()
