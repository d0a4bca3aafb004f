"""Files reflect stored earlier are read without trusting them: the installed history prior and
the tree index are checked for type, size, finiteness and depth; a FIFO in their place is refused
without blocking; a damaged prior is one clear error naming the file, a damaged index is rebuilt."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflect_cli.agent.players import adapted_history, adapted_home
from reflect_cli.cli import app
from reflect_cli.errors import UsageError
from reflect_cli.explore import history_prior
from reflect_cli.search.indexing import decode_features
from reflect_cli.search.tree_index import TreeIndex
from test_fileview import call_with_timeout

runner = CliRunner()
GOOD = {"schema": history_prior.SCHEMA, "file_weight": 0.2, "similar_weight": 0.5,
        "past": [{"words": ["load", "settings"], "targets": ["a.py"]}]}


def _tree(tmp_path: Path) -> Path:
    root = tmp_path / "t"
    root.mkdir()
    (root / "a.py").write_text("def load_settings():\n    return {}\n")
    return root


def _install(root: Path, text: str | bytes) -> Path:
    path = adapted_home(root) / "history.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return path


def test_a_sound_prior_is_read(tmp_path: Path):
    root = _tree(tmp_path)
    _install(root, json.dumps(GOOD))
    prior = adapted_history(root)
    assert prior is not None and prior.file_weight == 0.2 and prior.past == [(["load", "settings"], ["a.py"])]


@pytest.mark.parametrize(("text", "why"), [
    (json.dumps({**GOOD, "file_weight": 1e308}), "weights"),
    (json.dumps({**GOOD, "similar_weight": "inf"}), "weights"),
    (json.dumps(GOOD).replace("0.5", "1e400"), "finite"),
    (json.dumps(GOOD).replace("0.5", "Infinity"), "Infinity"),
    ("[" * 100_000 + "]" * 100_000, "nested"),
    (json.dumps({**GOOD, "past": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]
                                  ]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}), "nested"),
    (json.dumps({**GOOD, "past": [{"words": "x" * 10, "targets": ["a.py"]}]}), "past question"),
    (json.dumps({**GOOD, "past": [{"words": ["w"] * 100_000, "targets": ["a.py"]}]}), "past question"),
    (b"\xff\xfe{", "unreadable"),
])
def test_a_damaged_prior_is_one_error_naming_the_file(tmp_path: Path, text: str, why: str):
    root = _tree(tmp_path)
    path = _install(root, text)
    with pytest.raises(UsageError, match=why) as caught:
        adapted_history(root)
    assert str(path) in caught.value.message and caught.value.hint and "rm" in caught.value.hint


def test_the_positive_control_old_reading_trusted_inf_and_overflowed():
    """What the checks stop: the prior as read before, with an "inf" or 1e308 weight."""
    prior = history_prior.HistoryPrior([(["load"], ["a.py"])], file_weight=float("inf"))
    assert prior.boosts("load", ["a.py"])["a.py"] == float("inf")  # every answer changed silently
    with pytest.raises(OverflowError):
        history_prior.HistoryPrior([(["load"], ["a.py"])], file_weight=1e308).boosts("load", ["a.py"])


def test_a_huge_prior_is_refused_unread(tmp_path: Path, monkeypatch):
    root = _tree(tmp_path)
    monkeypatch.setattr(history_prior, "MAX_FILE_BYTES", 4096)
    _install(root, json.dumps({**GOOD, "past": GOOD["past"] * 200}))
    with pytest.raises(UsageError, match="more than"):
        adapted_history(root)


@pytest.mark.parametrize("kind", ["fifo", "link-to-dev-zero", "folder"])
def test_a_special_file_as_the_prior_is_refused_without_blocking(tmp_path: Path, kind: str):
    root = _tree(tmp_path)
    path = adapted_home(root) / "history.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to("/dev/zero")
    with pytest.raises(UsageError, match="unreadable history prior"):
        call_with_timeout(lambda: adapted_history(root))  # a blocking open fails the test, never hangs it


def test_explore_with_a_damaged_prior_says_so_in_one_line(tmp_path: Path):
    root = _tree(tmp_path)
    _install(root, json.dumps({**GOOD, "file_weight": 1e308}))
    result = runner.invoke(app, ["explore", str(root), "where are the settings loaded"])
    assert result.exit_code == 2, result.output
    assert "Error:" in result.output and "history.json" in result.output and "Traceback" not in result.output
    assert "bug" not in result.output.lower()


# -- the tree index ---------------------------------------------------------------------------------------

def test_a_fifo_as_the_index_is_refused_without_blocking(tmp_path: Path):
    index = TreeIndex("/t", {}, "f", folder=tmp_path)
    tmp_path.mkdir(exist_ok=True)
    os.mkfifo(index.path)
    again = call_with_timeout(lambda: TreeIndex("/t", {}, "f", folder=tmp_path))
    assert again.problem == "not a regular file" and again.records == {}


def test_an_index_with_an_infinite_number_is_not_trusted(tmp_path: Path):
    index = TreeIndex("/t", {}, "f", folder=tmp_path)
    index.path.write_text(json.dumps({"format": "reflect-tree-index", "version": 1, "key": index.key,
                                      "records": {"1:2:c": [1, 2, 3, [5, {"load": 0.5}, []]]}}).replace("0.5", "1e400"))
    again = TreeIndex("/t", {}, "f", folder=tmp_path)
    assert again.problem == "corrupt" and again.records == {}


@pytest.mark.parametrize("payload", [[5, {"load": float("inf")}, []], [5, {f"t{i}": 1.0 for i in range(100_000)}, []],
                                     [5, {}, ["name"] * 100_000], [5, {"load": float("nan")}, []]])
def test_index_records_with_infinite_weights_or_100k_terms_are_rejected(payload: list):
    with pytest.raises(ValueError):
        decode_features(payload)


def test_a_sound_index_record_is_read():
    assert decode_features([5, {"load": 0.5}, ["load_settings"]]) is not None
