"""Each explore call has its own walking budget and options, and the Python API answers as
``reflect explore --json`` does (tests inject the clock: nothing here depends on the machine's
speed)."""

from __future__ import annotations

import json
import math
import threading
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflect_cli.api import Answer, answer_of, explore
from reflect_cli.cli import app
from reflect_cli.errors import UsageError
from reflect_cli.explore.options import ExploreOptions
from reflect_cli.explore.run import ExploreHooks, explore_question
from reflect_cli.search.fileview.budget import run_budget
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.ranker import RepoRanker

runner = CliRunner()
QUESTION = "Where is the command-line entry point defined?"


class Clock:
    """A clock that moves only when told to."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _no_timing(doc: dict) -> dict:
    """``doc`` without what differs from call to call: times, and what the index and walk did
    (the first call builds the index, the next reuse it)."""
    return {k: v for k, v in doc.items() if k not in ("seconds", "index", "budget")}


def test_a_call_that_spends_its_whole_budget_leaves_the_next_call_its_own(sample_repo):
    clock = Clock()

    def spend_it_all(_stats) -> None:  # once the index is built, the clock jumps past the budget
        budget = run_budget()
        with budget.running():
            clock.now += 1000.0
        budget.spend()

    first = explore_question(sample_repo, QUESTION, ExploreOptions(budget=3.0),
                             hooks=ExploreHooks(index_done=spend_it_all), clock=clock)
    assert first.budget is not None and first.budget["cut"] and first.budget["seconds"] >= 1000
    assert first.files[0]["path"] == "src/app/cli.py"  # the index was whole before the budget ran out
    assert run_budget().seconds == math.inf  # the call's budget is gone with the call
    second = explore(sample_repo, QUESTION, budget=3.0, clock=Clock())
    assert second.budget is not None and not second.budget["cut"]
    assert second.files[0].path == "src/app/cli.py" and second.index is not None
    assert second.index["files"] == first.index["files"] == 4  # type: ignore[index]
    assert len(RepoRanker(FileView(sample_repo)).files) == 4  # a later ranker in the process sees every file


def test_the_api_answer_is_typed_frozen_and_the_cli_json(sample_repo):
    answer = explore(sample_repo, QUESTION, top=3)
    assert isinstance(answer, Answer) and 1 <= len(answer.files) <= 3
    first = answer.files[0]
    assert first.path == "src/app/cli.py" and first.span is not None and first.span.name == "main"
    assert first.excerpt and all(e.line >= 1 for e in first.excerpt)
    assert answer.level in ("high", "medium", "low") and 0 <= answer.probability <= 1
    with pytest.raises(FrozenInstanceError):
        answer.files[0].path = "x"  # type: ignore[misc]
    result = runner.invoke(app, ["explore", str(sample_repo), QUESTION, "--top", "3", "--json"])
    assert result.exit_code in (0, 4), result.output
    assert _no_timing(json.loads(result.stdout)) == _no_timing(answer.to_json())


def test_the_api_json_round_trip_keeps_every_field(sample_repo):
    result = explore_question(sample_repo, QUESTION, ExploreOptions(top=5))
    assert answer_of(result).to_json() == json.loads(json.dumps(result.to_json()))


def test_the_api_refuses_what_the_cli_refuses(tmp_path):
    with pytest.raises(UsageError, match="no such directory"):
        explore(tmp_path / "missing", QUESTION)
    with pytest.raises(UsageError, match="empty"):
        explore(tmp_path, "  ")
    with pytest.raises(UsageError, match="nothing to explore"):
        explore(tmp_path, QUESTION)
    with pytest.raises(UsageError, match="1 to 100"):
        explore(tmp_path, QUESTION, top=0)
    with pytest.raises(UsageError, match="between 0 and 600"):
        explore(tmp_path, QUESTION, budget=-1)


def test_calls_from_several_threads_answer_alike(sample_repo, tmp_path):
    other = tmp_path / "other"
    other.mkdir()
    (other / "settings.py").write_text("def load_settings():\n    return {}\n")
    (other / "readme.md").write_text("# other\n")
    want = {sample_repo: explore(sample_repo, QUESTION).to_json()["files"],
            other: explore(other, "Where are the settings loaded?").to_json()["files"]}
    got: list[tuple[Path, list]] = []

    def ask(root: Path) -> None:
        question = QUESTION if root == sample_repo else "Where are the settings loaded?"
        got.append((root, explore(root, question).to_json()["files"]))

    threads = [threading.Thread(target=ask, args=(root,)) for root in [sample_repo, other] * 4]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(got) == 8 and all(files == want[root] for root, files in got)


def test_a_warm_tree_is_rebuilt_when_a_file_changes(sample_repo):
    assert explore(sample_repo, "Where is the frobnicator?").found is False
    (sample_repo / "src" / "app" / "frob.py").write_text("def frobnicator():\n    return 1\n")
    assert explore(sample_repo, "Where is the frobnicator?").files[0].path == "src/app/frob.py"


def test_a_trees_first_question_gets_the_time_its_index_needs_and_later_ones_the_budget(sample_repo):
    from reflect_cli.explore.run import FIRST_INDEX_SECONDS, walk_seconds

    options = ExploreOptions(budget=3.0)
    assert walk_seconds(sample_repo, options) == FIRST_INDEX_SECONDS  # no stored index yet
    assert walk_seconds(sample_repo, options, first_index=False) == 3.0  # an explicit --budget holds
    first = runner.invoke(app, ["explore", str(sample_repo), QUESTION, "--json"])
    assert json.loads(first.stdout)["budget"]["max_seconds"] == FIRST_INDEX_SECONDS
    second = runner.invoke(app, ["explore", str(sample_repo), QUESTION, "--json"])
    assert json.loads(second.stdout)["budget"]["max_seconds"] == 3.0 == walk_seconds(sample_repo, options)
    assert walk_seconds(sample_repo, options.but(index="refresh")) == FIRST_INDEX_SECONDS  # a rebuild, too
    explicit = runner.invoke(app, ["explore", str(sample_repo), QUESTION, "--json", "--reindex", "--budget", "2"])
    assert json.loads(explicit.stdout)["budget"]["max_seconds"] == 2.0


def test_a_cli_call_in_process_leaves_neither_its_budget_nor_its_index_options(sample_repo):
    from reflect_cli.search.tree_index import index_options

    result = runner.invoke(app, ["explore", str(sample_repo), QUESTION, "--budget", "1"])
    assert result.exit_code == 0, result.output
    assert run_budget().seconds == math.inf and index_options().mode == "off"
    assert len(RepoRanker(FileView(sample_repo)).files) == 4
