"""Hostile input: a file that writes to the terminal, a repository that runs a
program, a race in the "nothing to explore" summary, and trees that made a second into minutes.
Each reproduction is one test; the long fuzz is in test_hostile_fuzz.py (``-m slow``)."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.terminal import clean, json_text

runner = CliRunner()
# Anything a terminal would obey: ESC, the C1 range (U+009B is CSI), backspace, CR, BEL, bidi.
_RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
EVIL = ("def load_settings():  # config \x1b]52;c;cHduZWQ=\x07 \x1b]0;title\x07 \x1b]8;;http://x\x1b\\link"
        "\x1b]8;;\x1b\\ \x1b[2J \x9b2J \x08\x08 \u202egnp.exe \x1bP1$r\x1b\\ \x85 \x90q\x9c\n")


# -- 1. terminal injection ---------------------------------------------------------------------

def test_clean_escapes_every_control_and_keeps_text():
    out = clean(EVIL)
    assert not _RAW.search(out)
    assert "load_settings" in out and "\\x1b]52" in out and "\\x9b2J" in out and "\\u202e" in out
    assert clean("a\tb\nc") == "a\tb\nc"
    assert clean("a\tb\nc", one_line=True) == "a\\x09b\\x0ac"
    assert clean("\udcff") == "\\udcff"  # a lone surrogate cannot reach the terminal's encoder


def test_json_text_escapes_c1_and_round_trips():
    text = json_text({"line": EVIL, "name": "\udc2e"})
    assert not _RAW.search(text) and "\\u009b" in text
    text.encode("utf-8")  # no lone surrogate left to fail the write
    assert json.loads(text) == {"line": EVIL, "name": "\udc2e"}


def _tree(tmp_path: Path) -> Path:
    root = tmp_path / "E"
    root.mkdir()
    (root / "x.py").write_text(EVIL, encoding="utf-8")
    return root


def test_explore_output_has_no_raw_control(tmp_path: Path):
    root = _tree(tmp_path)
    result = runner.invoke(app, ["explore", str(root), "where is config loaded", "--model", "bm25"])
    assert "load_settings" in result.output
    assert not _RAW.search(result.output), repr(result.output)


def test_explore_json_escapes_c1(tmp_path: Path):
    root = _tree(tmp_path)
    result = runner.invoke(app, ["explore", str(root), "where is config loaded", "--model", "bm25", "--json"])
    start = result.output.index("{")
    doc = json.loads(result.output[start:])
    assert "\x9b" in json.dumps(doc, ensure_ascii=False)  # the value is kept...
    assert not _RAW.search(result.output[start:])  # ...but written escaped


@pytest.mark.parametrize("bad", ["path", "question"])
def test_error_messages_escape_path_and_question(tmp_path: Path, bad: str):
    evil = "x\x1b]52;c;cHduZWQ=\x07\x9b2J\x1b[2J"
    if bad == "path":
        args = ["explore", str(tmp_path / evil), "where is it"]
    else:  # a question that names a folder, with the folder missing: the message quotes both
        (tmp_path / evil).mkdir()
        args = ["explore", str(tmp_path / "missing"), str(tmp_path / evil)]
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert "no such directory" in result.output
    assert not _RAW.search(result.output), repr(result.output)


# -- 2. a repository that runs a program ---------------------------------------------------------

def _git(*args: str, cwd: Path, stdin: str | None = None) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env.update(GIT_AUTHOR_NAME="a", GIT_AUTHOR_EMAIL="a@x", GIT_COMMITTER_NAME="a", GIT_COMMITTER_EMAIL="a@x",
               GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull)
    return subprocess.run(["git", *args], cwd=cwd, env=env, input=stdin, capture_output=True, text=True,
                          check=True).stdout


def _evil_repo(tmp_path: Path) -> tuple[Path, Path, Path]:
    """A work tree whose .git/config names a program for gpg, fsmonitor, a smudge filter, a diff
    driver and the pager, with a commit carrying a signature; and a bare clone configured alike."""
    marker = tmp_path / "MARKER"
    evil = tmp_path / "evil.sh"
    evil.write_text(f"#!/bin/sh\necho ran >> {marker}\ncat\n")
    evil.chmod(0o755)
    repo = tmp_path / "repo"
    (repo / "pkg").mkdir(parents=True)
    _git("init", "-q", "-b", "main", cwd=repo)
    (repo / "pkg" / "config.py").write_text("def load_settings():\n    return {}\n")
    (repo / ".gitattributes").write_text("* filter=evil diff=evil\n")
    _git("add", "-A", cwd=repo)
    _git("commit", "-q", "-m", "Load the settings from the environment", cwd=repo)
    # One commit with a (fake) signature: log.showSignature makes git hand it to gpg.program.
    (repo / "pkg" / "config.py").write_text("def load_settings():\n    return {'a': 1}\n")
    _git("add", "-A", cwd=repo)
    tree = _git("write-tree", cwd=repo).strip()
    parent = _git("rev-parse", "HEAD", cwd=repo).strip()
    body = (f"tree {tree}\nparent {parent}\nauthor a <a@x> 1700000000 +0000\ncommitter a <a@x> 1700000000 +0000\n"
            "gpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----\n\n"
            "Read default settings for the loader\n")
    sha = _git("hash-object", "-t", "commit", "-w", "--stdin", cwd=repo, stdin=body).strip()
    _git("update-ref", "refs/heads/main", sha, cwd=repo)
    bare = tmp_path / "bare.git"
    _git("clone", "-q", "--bare", str(repo), str(bare), cwd=tmp_path)
    for where, prefix in ((repo, []), (bare, ["--git-dir", str(bare)])):
        for key, value in (("log.showSignature", "true"), ("gpg.program", str(evil)), ("core.fsmonitor", str(evil)),
                           ("filter.evil.smudge", str(evil)), ("filter.evil.clean", str(evil)),
                           ("diff.evil.textconv", str(evil)), ("diff.external", str(evil)),
                           ("core.pager", str(evil))):
            _git(*prefix, "config", key, value, cwd=where)
    return repo, bare, marker


def test_evil_repository_runs_its_program_under_plain_git(tmp_path: Path):
    """The positive control: the traps below do fire when git reads this repository plainly."""
    repo, bare, marker = _evil_repo(tmp_path)
    _git("log", "-2", cwd=repo)
    assert marker.exists()
    marker.unlink()
    _git("--git-dir", str(bare), "archive", "--format=tar", "HEAD", cwd=tmp_path)
    assert marker.exists()


def test_history_runs_nothing_the_repository_names(tmp_path: Path):
    from reflect_cli.datagen.history import history_tasks

    repo, bare, marker = _evil_repo(tmp_path)
    got = history_tasks(repo, split="train")
    assert got.commits == 2
    from_bare = history_tasks(bare, split="train", cache=tmp_path / "cache")
    assert from_bare.commits == 2 and (Path(from_bare.tree) / "pkg" / "config.py").is_file()
    assert not marker.exists(), marker.read_text()


def test_reserved_check_runs_nothing_the_repository_names(tmp_path: Path):
    from reflect_cli.datagen.reserved import reserved_reason

    repo, bare, marker = _evil_repo(tmp_path)
    assert reserved_reason(repo) is None and reserved_reason(bare) is None
    assert not marker.exists()


def test_git_file_pointing_outside_is_refused(tmp_path: Path):
    from reflect_cli.datagen.history import locate
    from reflect_cli.errors import UsageError

    outside, _, _ = _evil_repo(tmp_path)
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "x.py").write_text("x = 1\n")
    (tree / ".git").write_text(f"gitdir: {outside / '.git'}\n")
    with pytest.raises(UsageError, match="outside"):
        locate(tree)


def test_linked_worktree_and_submodule_git_files_are_followed(tmp_path: Path):
    """The .git files git itself writes still work: a linked worktree and a submodule."""
    from reflect_cli.datagen.history import locate

    repo, _, _ = _evil_repo(tmp_path)
    _git("worktree", "add", "-q", str(tmp_path / "wt"), cwd=repo)
    assert locate(tmp_path / "wt").work_tree == (tmp_path / "wt").resolve()
    sup = tmp_path / "super"
    sup.mkdir()
    _git("init", "-q", cwd=sup)
    _git("-c", "protocol.file.allow=always", "submodule", "add", "-q", str(repo), "sub", cwd=sup)
    assert locate(sup / "sub").work_tree == (sup / "sub").resolve()


def test_core_worktree_outside_is_refused(tmp_path: Path):
    from reflect_cli.datagen.history import locate
    from reflect_cli.errors import UsageError

    repo, _, _ = _evil_repo(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    _git("config", "core.worktree", str(elsewhere), cwd=repo)
    with pytest.raises(UsageError, match="outside"):
        locate(repo)


# -- 3. the "nothing to explore" summary, and no raise on any path -------------------------------

def _blob_tree(tmp_path: Path) -> tuple[Path, Path]:
    root, outside = tmp_path / "tree", tmp_path / "outside"
    (root / "d").mkdir(parents=True)
    (root / "d" / "blob.bin").write_bytes(b"\x00\x01")
    (outside / "o").mkdir(parents=True)
    (outside / "secret.bin").write_bytes(b"\x00")
    return root, outside


def test_skipped_summary_never_opens_a_folder_swapped_for_a_link_out(tmp_path: Path):
    from reflect_cli.explore.run import _skipped_summary
    from reflect_cli.search.fileview.view import FileView
    from test_hostile_trees import count_opens

    root, outside = _blob_tree(tmp_path)
    view = FileView(root)
    listed = view.list_dir

    def list_then_swap(rel: str):
        got = listed(rel)
        if rel == "d" and (root / "d").is_dir() and not (root / "d").is_symlink():
            os.rename(root / "d", tmp_path / "d.away")  # "d" becomes a link out right after its listing
            os.symlink(outside, root / "d")
        return got

    view.list_dir = list_then_swap  # type: ignore[method-assign]
    with count_opens(outside) as opens:
        summary = _skipped_summary(view)
        assert sum(opens.drain().values()) == 0
    assert "1 binary, ignored or unsupported files" in summary


def test_skipped_summary_under_racing_swaps(tmp_path: Path):
    """A sample of the race: ``d`` swapped back and forth with a link out while the summary
    runs; the outside folder is never opened and nothing raises."""
    import threading
    import time

    from reflect_cli.explore.run import _skipped_summary
    from reflect_cli.search.fileview.view import FileView
    from test_hostile_trees import count_opens

    root, outside = _blob_tree(tmp_path)
    os.symlink(outside, tmp_path / "link")
    stop = threading.Event()

    def swap() -> None:
        while not stop.is_set():
            os.rename(root / "d", tmp_path / "d.away")
            os.rename(tmp_path / "link", root / "d")
            os.rename(root / "d", tmp_path / "link")
            os.rename(tmp_path / "d.away", root / "d")

    with count_opens(outside) as opens:
        worker = threading.Thread(target=swap, daemon=True)
        worker.start()
        calls, end = 0, time.monotonic() + 1.5
        try:
            while time.monotonic() < end:
                _skipped_summary(FileView(root))
                calls += 1
        finally:
            stop.set()
            worker.join()
        assert calls > 10 and sum(opens.drain().values()) == 0


@pytest.mark.parametrize("rel", ["\udc2e\udc2e/x", "\udc2f", "\udc2fetc/passwd", "a/\udcff", "\ud800",
                                 "\ufffd2E\ufffd2E/\udc2e", "/", "..", "../x", "/etc", "\x00", "a\x00b"])
def test_fileview_entry_points_never_raise(tmp_path: Path, rel: str):
    from reflect_cli.search.fileview.view import FileView

    root, _ = _blob_tree(tmp_path)
    view = FileView(root)
    assert view.read_file(rel).text is None
    assert view.list_dir(rel).entries == ()
    assert view.is_dir(rel) is False
    got = view.resolve(rel)
    assert got is None or got == view.root or view.root in got.parents
    os.symlink(tmp_path / "outside", root / "out")
    assert FileView(root).resolve("out") is None and FileView(root).resolve("out/o") is None


def test_explore_summary_of_a_tree_with_nothing_to_read(tmp_path: Path):
    root, _ = _blob_tree(tmp_path)
    result = runner.invoke(app, ["explore", str(root), "where is x"])
    assert result.exit_code == 2
    assert "nothing to explore" in result.output and "1 binary" in result.output


# -- 4. bounds ------------------------------------------------------------------------------------

def _chain(root: Path, n: int) -> None:
    root.mkdir()
    fd = os.open(root, os.O_RDONLY)
    for _ in range(n):  # os.makedirs recurses once per level
        os.mkdir("d", dir_fd=fd)
        child = os.open("d", os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = child
    with open(os.open("x.py", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd), "w") as f:
        f.write("def xylophone():\n    pass\n")


def test_deep_chain_is_walked_once_not_from_the_root_per_folder(tmp_path: Path):
    """A 600-folder chain: the walk took 5 s at 500 folders (each listed from the root again)."""
    import time

    from reflect_cli.search.fileview.view import FileView
    from reflect_cli.search.walk import walk_files

    _chain(tmp_path / "D", 600)
    view = FileView(tmp_path / "D")
    start = time.perf_counter()
    got = walk_files(view)
    assert got == ["d/" * 600 + "x.py"]
    assert time.perf_counter() - start < 3.0


def test_gitignore_globs_are_charged_per_step(tmp_path: Path):
    """Long one-star and two-star globs repeated over long names: the old merged regex
    backtracked (96 s for 1,000 names); now each glob is charged its steps before it runs."""
    import time

    from reflect_cli.search.fileview.view import FileView

    root = tmp_path / "G"
    root.mkdir()
    lines = ["a*" + "?" * (119 - i % 50) + f"b{i}" for i in range(300)] + ["*" + "?" * 120 + "b*"] * 200
    (root / ".gitignore").write_text("\n".join(lines) + "\n")
    for i in range(300):
        (root / ("a" * (248 - len(str(i))) + f"{i}.py")).write_text("x = 1\n")
    start = time.perf_counter()
    listing = FileView(root).list_dir("")
    assert time.perf_counter() - start < 3.0
    assert len(listing.files) <= 300


def test_whole_run_budget_cuts_the_walk_and_says_so(tmp_path: Path):
    from reflect_cli.search.fileview.budget import WorkBudget, set_run_budget
    from reflect_cli.search.fileview.view import FileView
    from reflect_cli.search.ranker import RepoRanker
    from reflect_cli.search.walk import walk_files

    for i in range(30):
        (tmp_path / f"p{i}").mkdir()
        (tmp_path / f"p{i}" / "m.py").write_text("def xylophone(): pass\n")
    budget = WorkBudget(entries=10)
    got = walk_files(FileView(tmp_path), budget=budget)
    assert budget.cut == "10 entries" and len(got) < 30
    set_run_budget(WorkBudget(entries=10))
    try:
        ranker = RepoRanker(FileView(tmp_path))
        assert ranker.notes and "work budget" in ranker.notes[0]
    finally:
        set_run_budget(None)
    assert len(walk_files(FileView(tmp_path))) == 30  # no run budget: entries only, all of it


def test_budget_counts_walk_time_only():
    clock = [0.0]
    from reflect_cli.search.fileview.budget import WorkBudget

    budget = WorkBudget(seconds=1.0, clock=lambda: clock[0])
    with budget.running():
        clock[0] += 0.6
        assert budget.spend()
    clock[0] += 100.0  # a model's steps between walks: not walking time
    with budget.running():
        assert budget.spend()
        clock[0] += 0.6
        assert not budget.spend() and budget.cut == "1 s"


def test_explore_answers_a_deep_chain_quickly(tmp_path: Path):
    import time

    _chain(tmp_path / "D", 400)
    start = time.perf_counter()
    result = runner.invoke(app, ["explore", str(tmp_path / "D"), "where is the xylophone", "--model", "bm25"])
    assert "x.py" in result.output
    assert time.perf_counter() - start < 5.0


def test_explore_json_says_what_the_walk_spent_and_whether_the_budget_cut_it(tmp_path: Path):
    from reflect_cli.search.fileview.budget import WorkBudget

    root = _tree(tmp_path)
    result = runner.invoke(app, ["explore", str(root), "where is config loaded", "--model", "bm25", "--json"])
    doc = json.loads(result.output[result.output.index("{"):])
    budget = doc["budget"]
    assert budget["cut"] is False and budget["limit"] is None and budget["entries"] >= 1
    assert budget["max_seconds"] > 0 and budget["max_entries"] >= budget["entries"]
    tiny = WorkBudget(seconds=60, entries=2)
    assert tiny.spend(1) and not tiny.spend(5)
    assert tiny.to_json()["cut"] is True and tiny.to_json()["limit"] == "2 entries"


# -- every name printed through Rich is cleaned ----------------------------------------------------------

OSC52 = "x\x1b]52;c;cHduZWQ=\x07\x9b2J"


def _raw_osc(text: str) -> bool:
    return "\x1b]" in text or "\x07" in text or "\x9b" in text


def test_safe_console_cleans_tables_renderables_and_progress_fields():
    import io

    from rich.progress import Progress, TextColumn
    from rich.table import Table
    from rich.text import Text

    from reflect_cli.cli.common import SafeConsole

    out = io.StringIO()
    console = SafeConsole(file=out, force_terminal=True, width=100)
    table = Table(title=OSC52)
    table.add_column(OSC52)
    table.add_row(Text(OSC52))
    console.print(table)
    console.print(Text(OSC52, style="bold"))
    with Progress(TextColumn("{task.description} {task.fields[info]}"), console=console) as bars:
        task = bars.add_task(OSC52, total=2, info=OSC52)
        bars.update(task, advance=1, info=OSC52)
    text = out.getvalue()
    assert not _raw_osc(text), repr(text)
    assert "\\x1b]52" in text and "\x1b[" in text  # the name is shown escaped; Rich's own styles stay

    plain = io.StringIO()  # the positive control: a plain Rich console writes the OSC 52 as is
    Console(file=plain, force_terminal=True).print(Text(OSC52))
    assert _raw_osc(plain.getvalue())


def test_live_progress_shows_a_folder_name_escaped():
    """gen-data's live progress shows each repository's folder name as the task's info field."""
    import io

    from reflect_cli.cli.common import SafeConsole
    from reflect_cli.cli.progress import StageProgress

    out = io.StringIO()
    console = SafeConsole(file=out, force_terminal=True, width=120)
    with StageProgress(console=console, live=True) as bars:
        bars.update("gen-data:questions", 0, 2, description="gen-data questions", unit="repos", info=OSC52)
        bars.update("gen-data:questions", 1, 2, description=OSC52, unit="repos", info=OSC52)
    assert "\\x1b]52" in out.getvalue() and not _raw_osc(out.getvalue()), repr(out.getvalue())
