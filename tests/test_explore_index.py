"""The stored per-tree index of ``reflect explore`` (search/tree_index.py, RepoRanker): the same
answers with and without it, change detection, a corrupt or foreign index, a tree that changes
between runs, links to one file, the run's work budget, and the command line's flags."""

from __future__ import annotations

import json
import math
import os
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.search import tree_index
from reflect_cli.search.fileview.budget import WorkBudget, set_run_budget
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.questions import parse_question
from reflect_cli.search.ranker import RepoRanker
from reflect_cli.search.tree_index import IndexOptions, index_folder, set_index_options

runner = CliRunner()
QUESTIONS = ["where is the retry budget computed", "how are settings loaded from the config file",
             "which test covers the parser", "`RetryPolicy` raises", "where is the README install line"]


@pytest.fixture(autouse=True)
def _settled(monkeypatch: pytest.MonkeyPatch):
    """Files written by a test are seconds old: record them (one test checks the default)."""
    monkeypatch.setattr(tree_index, "SETTLE_NS", 0)
    yield
    set_index_options(None)
    set_run_budget(None)


def make_tree(root: Path) -> Path:
    (root / "pkg" / "sub").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "README.md").write_text("# Demo\n\nInstall with pip. Settings are loaded from a config file.\n")
    (root / "pkg" / "__init__.py").write_text("from .retry import RetryPolicy\n")
    (root / "pkg" / "retry.py").write_text(
        'class RetryPolicy:\n    """How many times to retry."""\n\n    def budget(self, attempt):\n'
        "        # the retry budget left\n        return self.limit - attempt\n")
    (root / "pkg" / "settings.py").write_text(
        "def load_settings(path):\n    '''Settings loaded from the config file.'''\n    return open(path).read()\n")
    (root / "pkg" / "sub" / "parser.py").write_text("def parse(text):\n    return text.split()\n")
    (root / "tests" / "test_parser.py").write_text("from pkg.sub.parser import parse\n\ndef test_parse():\n"
                                                   "    assert parse('a b') == ['a', 'b']\n")
    os.symlink("retry.py", root / "pkg" / "retry_alias.py")
    return root


def build(root: Path, mode: str) -> RepoRanker:
    set_index_options(IndexOptions(mode=mode))
    try:
        return RepoRanker(FileView(root))
    finally:
        set_index_options(None)


def answers(ranker: RepoRanker) -> list[object]:
    return [(ranker.ranking(q), sorted(ranker.answer_scores(parse_question(q)).items())) for q in QUESTIONS]


def stored(root: Path) -> dict[str, object]:
    files = list(index_folder().glob("*.json"))
    assert len(files) == 1
    return json.loads(files[0].read_text())


def test_warm_equals_cold_and_reads_nothing(tmp_path: Path):
    root = make_tree(tmp_path / "t")
    off = build(root, "off")
    cold = build(root, "use")
    assert cold.index_stats.read == len(cold.files) - 1 and cold.index_stats.stored  # the alias: read once
    warm = build(root, "use")
    assert warm.index_stats.read == 0 and warm.index_stats.reused == len(warm.files)
    assert not warm.index_stats.stored  # nothing changed: nothing written
    assert answers(off) == answers(cold) == answers(warm)
    assert off.ranking(QUESTIONS[0])[0][0] in ("pkg/retry.py", "pkg/retry_alias.py")
    assert str(index_folder()).startswith(os.environ["REFLECT_HOME"])  # the tests' own cache folder


def test_an_edited_file_is_read_again_and_the_warm_run_equals_a_cold_one(tmp_path: Path):
    root = make_tree(tmp_path / "t")
    build(root, "use")
    settings = root / "pkg" / "settings.py"
    before = settings.stat()
    # Same size, same mtime: only the ctime tells (a `touch -m` back in time cannot hide an edit).
    text = settings.read_text()
    settings.write_text(text.replace("from the config file", "the retry budget cap"))
    os.utime(settings, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert settings.stat().st_size == before.st_size and settings.stat().st_mtime_ns == before.st_mtime_ns
    (root / "pkg" / "new.py").write_text("def retry_budget_new():\n    pass\n")
    (root / "pkg" / "sub" / "parser.py").unlink()
    warm = build(root, "use")
    assert warm.index_stats.read == 2  # the edited file and the new one
    assert answers(warm) == answers(build(root, "off"))
    assert warm.ranking("retry budget")[0][0] in ("pkg/settings.py", "pkg/new.py", "pkg/retry.py")
    assert len(stored(root)["records"]) == len(warm.files) - 1  # parser.py dropped; the alias shares a record


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe", b'{"format": "reflect-tree-index", "version": 999}',
                                     b"[1, 2, 3]", b'{"format": "x"}', b""])
def test_a_corrupt_or_foreign_index_is_ignored_and_rebuilt(tmp_path: Path, content: bytes):
    root = make_tree(tmp_path / "t")
    expected = answers(build(root, "off"))
    build(root, "use")
    path = next(index_folder().glob("*.json"))
    path.write_bytes(content)
    again = build(root, "use")
    assert again.index_stats.problem and again.index_stats.read == len(again.files) - 1
    assert again.index_stats.stored and answers(again) == expected
    assert build(root, "use").index_stats.read == 0  # rebuilt


def test_malformed_records_are_read_again(tmp_path: Path):
    root = make_tree(tmp_path / "t")
    expected = answers(build(root, "off"))
    build(root, "use")
    path = next(index_folder().glob("*.json"))
    data = json.loads(path.read_text())
    keys = sorted(data["records"])
    bad = [[1, {"retry": "x"}, []], [1, {"retry": -1.0}, []], [1, {}, [3]], "junk", [-5, {}, []]]
    assert len(keys) >= len(bad)
    for key, payload in zip(keys, bad, strict=False):
        data["records"][key][3] = payload
    path.write_text(json.dumps(data))
    again = build(root, "use")
    assert again.index_stats.read == len(bad) and answers(again) == expected
    data = json.loads(path.read_text())
    data["records"][keys[0]][3] = [1, {"retry": float("nan")}, []]  # json.dumps writes NaN; it is not JSON
    path.write_text(json.dumps(data))
    third = build(root, "use")
    assert third.index_stats.problem == "corrupt" and answers(third) == expected


def test_a_tree_that_changes_between_runs_is_judged_by_the_view(tmp_path: Path):
    root = make_tree(tmp_path / "t")
    outside = tmp_path / "outside"
    outside.mkdir()
    build(root, "use")
    # retry.py moves out of the tree (same inode, same contents) and a link to it takes its place;
    # settings.py becomes a FIFO; parser.py a folder.
    os.rename(root / "pkg" / "retry.py", outside / "retry.py")
    os.symlink(outside / "retry.py", root / "pkg" / "retry.py")
    (root / "pkg" / "settings.py").unlink()
    os.mkfifo(root / "pkg" / "settings.py")
    (root / "pkg" / "sub" / "parser.py").unlink()
    (root / "pkg" / "sub" / "parser.py").mkdir()
    (root / "pkg" / "sub" / "parser.py" / "inner.py").write_text("x = 1\n")
    warm = build(root, "use")
    assert "pkg/retry.py" not in warm.files and "pkg/settings.py" not in warm.files
    assert "pkg/retry_alias.py" not in warm.files  # a link to a link out
    assert all(not rel.startswith("pkg/retry") for rel, _ in warm.ranking("RetryPolicy budget"))
    assert answers(warm) == answers(build(root, "off"))


def test_links_to_one_file_are_read_and_indexed_once(tmp_path: Path):
    root = tmp_path / "links"
    root.mkdir()
    body = "".join(f"def retry_budget_{i}(scheduler):\n    return scheduler.limit_{i}\n" for i in range(400))
    (root / "x.py").write_text(body)
    for k in range(2000):
        os.symlink("x.py", root / f"l{k:04d}.py")
    for mode, read, reused in (("off", 1, 2000), ("use", 1, 2000), ("use", 0, 2001)):
        start = time.process_time()  # CPU time: a busy machine does not inflate it
        ranker = build(root, mode)
        # Each link was tokenised again before (2,000 x 25 kB: about a minute); now once.
        assert time.process_time() - start < 10.0
        assert (ranker.index_stats.read, ranker.index_stats.reused) == (read, reused)
        assert len(ranker.index._features) == 1  # one file's postings for 2,001 paths
        ranked = ranker.ranking("retry budget scheduler")
        assert len(ranked) == 2001 and ranked[0][0] == "x.py"
    assert len(stored(root)["records"]) == 1


def test_index_building_spends_the_run_budget_and_a_cut_run_is_resumed(tmp_path: Path):
    root = tmp_path / "t"
    root.mkdir()
    for i in range(30):
        (root / f"m{i:02d}.py").write_text(f"def xylophone_{i}():\n    return {i}\n")
    set_run_budget(WorkBudget(entries=60))  # the listing (31, within the walk's 2/3 share) and 29 reads
    cut = build(root, "use")
    assert cut.notes and "work budget" in cut.notes[0]
    assert 0 < cut.index_stats.files < 30
    set_run_budget(WorkBudget(seconds=math.inf))  # entries only: a busy machine cannot cut it
    full = build(root, "use")
    assert not full.notes and full.index_stats.reused == cut.index_stats.files
    assert full.index_stats.read == 30 - cut.index_stats.files
    assert answers(full) == answers(build(root, "off"))


def test_time_spent_indexing_counts_against_the_budget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    from reflect_cli.search import indexing

    root = make_tree(tmp_path / "t")
    everything = len(build(root, "off").files)
    now = [0.0]
    real = indexing.text_features

    def slow(*args, **kwargs):
        now[0] += 0.5  # half a second of pre-processing per file, on the budget's clock
        return real(*args, **kwargs)

    monkeypatch.setattr(indexing, "text_features", slow)
    set_run_budget(WorkBudget(seconds=1.0, clock=lambda: now[0]))
    ranker = build(root, "use")
    assert ranker.notes and "1 s" in ranker.notes[0]
    assert 0 < ranker.index_stats.files < everything


def test_fresh_files_are_not_recorded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(tree_index, "SETTLE_NS", 2 * 10**9)
    root = make_tree(tmp_path / "t")
    build(root, "use")
    assert build(root, "use").index_stats.read == len(build(root, "off").files) - 1


def test_the_index_holds_only_what_the_view_shows(tmp_path: Path):
    root = make_tree(tmp_path / "t")
    (root / ".gitignore").write_text("ignored/\n")
    (root / "ignored").mkdir()
    (root / "ignored" / "leak.py").write_text("zanzibarsecret = 1\n")
    (root / ".hidden.py").write_text("quokkasecret = 1\n")
    (root / "pkg" / "namesecretpath.py").write_text("x = 1\n")
    build(root, "use")
    text = next(index_folder().glob("*.json")).read_text()
    assert "zanzibarsecret" not in text and "quokkasecret" not in text
    assert "namesecretpath" not in text  # records are keyed by identity: no path is stored
    assert os.stat(next(index_folder().glob("*.json"))).st_mode & 0o077 == 0


def test_the_index_is_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    root = make_tree(tmp_path / "t")
    build(root, "use")
    path = next(index_folder().glob("*.json"))
    full = path.stat().st_size
    data = json.loads(path.read_text())
    header = len(json.dumps({**data, "records": {}}))
    bound = header + (full - header) // 2
    monkeypatch.setattr(tree_index, "MAX_INDEX_BYTES", bound)
    build(root, "refresh")
    assert path.stat().st_size <= bound
    warm = build(root, "use")
    assert warm.index_stats.problem is None and 0 < warm.index_stats.read < len(warm.files) - 1
    assert answers(warm) == answers(build(root, "off"))
    monkeypatch.setattr(tree_index, "MAX_INDEXES", 2)
    for i in range(4):
        build(make_tree(tmp_path / f"o{i}"), "use")
    assert len(list(index_folder().glob("*.json"))) == 2


def test_refresh_ignores_what_is_stored(tmp_path: Path):
    root = make_tree(tmp_path / "t")
    build(root, "use")
    again = build(root, "refresh")
    assert again.index_stats.reused == 1 and again.index_stats.read == len(again.files) - 1  # the alias
    assert again.index_stats.stored


def _explore(root: Path, *flags: str) -> dict[str, object]:
    from reflect_cli.search import ranker as ranking

    ranking._RANKERS.clear()  # a command line is one process: no ranker from an earlier test
    result = runner.invoke(app, ["explore", str(root), "where is the retry budget computed", "--json", *flags])
    assert result.exit_code in (0, 4), result.output
    return json.loads(result.stdout)


def test_cli_uses_the_index_and_its_flags(tmp_path: Path):
    root = make_tree(tmp_path / "t")
    first = _explore(root)
    second = _explore(root)
    assert first["index"]["mode"] == "use" and first["index"]["read"] > 0
    assert second["index"]["read"] == 0 and second["files"] == first["files"]
    third = _explore(root, "--no-index")
    assert third["index"]["mode"] == "off" and third["files"] == first["files"]
    fourth = _explore(root, "--reindex")
    assert fourth["index"]["mode"] == "refresh" and fourth["index"]["read"] == first["index"]["read"]
    both = runner.invoke(app, ["explore", str(root), "where", "--no-index", "--reindex"])
    assert both.exit_code == 2 and "contradict" in both.output
    assert tree_index.index_options().mode == "off"  # the command leaves no index turned on


def test_progress_line_after_a_second_only():
    from io import StringIO

    from rich.console import Console

    from reflect_cli.cli.progress import IndexLine
    from reflect_cli.search.tree_index import IndexStats

    now = [0.0]
    out = StringIO()
    line = IndexLine(console=Console(file=out, width=200), live=False, clock=lambda: now[0])
    line.progress("walk", 0, None)
    now[0] = 0.5
    line.progress("read", 100, 2000)
    assert out.getvalue() == ""  # a warm index says nothing
    now[0] = 1.4
    line.progress("read", 800, 2000)
    now[0] = 2.0
    line.progress("read", 1000, 2000)  # plain mode: not another line within 5 s
    line.done(IndexStats(mode="use", files=2000, read=2000, seconds=2.1))
    lines = out.getvalue().splitlines()
    assert lines == ["Indexing: 800/2,000 files · 0:01", "Indexed 2,000 files in 2.1 s (2,000 read)"]
    quick = StringIO()
    line = IndexLine(console=Console(file=quick), live=False, clock=lambda: now[0])
    line.progress("read", 1, 10)
    line.done(IndexStats(mode="use", files=10, reused=10, seconds=0.2))
    assert quick.getvalue() == ""


def test_budget_flag_sets_the_runs_walking_time_and_the_cut_note_says_how_to_read_more(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    from reflect_cli.search import indexing
    from reflect_cli.search import ranker as ranking

    root = make_tree(tmp_path / "t")
    q = "where is the retry budget computed"
    doc = json.loads(runner.invoke(app, ["explore", str(root), q, "--json", "--budget", "7"]).stdout)
    assert doc["budget"]["max_seconds"] == 7 and doc["budget"]["cut"] is False
    refused = runner.invoke(app, ["explore", str(root), q, "--budget", "0.5"])
    assert refused.exit_code == 2
    real = indexing.text_features

    def slow(*args, **kwargs):
        time.sleep(0.4)  # a slow disk: the 1 s budget is spent after a few files
        return real(*args, **kwargs)

    monkeypatch.setattr(indexing, "text_features", slow)
    ranking._RANKERS.clear()  # one process here: the first run's ranker would be reused, unwalked
    cut = runner.invoke(app, ["explore", str(root), q, "--budget", "1", "--quiet", "--reindex"])
    assert "walked only partly" in cut.stderr and "--budget 30" in cut.stderr, (cut.exit_code, cut.output)
    assert "The stored index keeps what was read" in cut.stderr
    ranking._RANKERS.clear()
    unstored = runner.invoke(app, ["explore", str(root), q, "--budget", "1", "--quiet", "--no-index"])
    assert "--budget 30" in unstored.stderr and "stored index" not in unstored.stderr
