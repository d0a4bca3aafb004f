"""``reflect adapt`` on a git work tree: questions from its own history, split by time
(the newest commits held out), a sub-folder adapted on its own, and the teacher as the fallback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflect_cli.adapt import MIN_HISTORY_TASKS, make_split, split_by_time
from reflect_cli.cli import app
from reflect_cli.errors import UsageError
from test_adapt import FILES
from test_history_questions import Repo

runner = CliRunner()
TOPICS = ("invoice", "courier", "warehouse", "refund", "coupon", "payroll")


def module(i: int) -> str:
    return f'"""Rules for {TOPICS[i]} records."""\n\n\ndef handle_{TOPICS[i]}(record):\n    return record\n'


def history_repo(root: Path, commits: int, *, outside: int = 0) -> Repo:
    """``commits`` commits that each change one module of pkg/ with a message of its own, after
    ``outside`` commits that change a file outside pkg/."""
    r = Repo(root)
    r.commit("Lay out the package and its tools", {**{f"pkg/mod{i}.py": module(i) for i in range(6)},
                                                   "README.md": "# shop\n"})  # 6 source files: too many
    for i in range(outside):
        r.commit(f"Make the release helper number {i} wait for slow mirrors", {"tools/release.py": f"N = {i}\n"})
    for i in range(commits):
        k = i % len(TOPICS)
        r.commit(f"Teach the {TOPICS[k]} rules trick number {i} about overlapping shifts",
                 {f"pkg/mod{k}.py": module(k) + f"# change {i}\n"})
    return r


def _say() -> tuple[list[str], object]:
    lines: list[str] = []
    return lines, lines.append


def test_history_questions_split_by_time(tmp_path):
    r = history_repo(tmp_path / "shop", 24)
    lines, say = _say()
    split = make_split(str(r.root.resolve()), seed=0, held_out=None, questions="auto", max_tasks=200,
                       report=lambda *a, **k: None, say=say)
    assert split["source"] == "history" and split["method"].startswith("time")
    train, held = split["train"], split["held_out"]
    assert len(held) == 10 and len(train) == 14  # 20 % of 24 is below the minimum of 10
    newest = sorted(r.sha[m] for m in list(r.sha)[-10:])
    assert sorted(t["commit"] for t in held) == newest  # exactly the 10 newest commits
    assert max(t["timestamp"] for t in train) < min(t["timestamp"] for t in held)
    assert all(t["repo"] == str(r.root.resolve()) and t["targets"][0].startswith("pkg/mod") for t in held)
    assert split["history"]["usable"] == 24 and split["history"]["dropped"] == {"too_many_files": 1}
    assert any("Questions from git history" in line and "14 for training" in line and "10 held out" in line
               for line in lines)
    again = make_split(str(r.root), seed=5, held_out=3, questions="history", max_tasks=200,
                       report=lambda *a, **k: None, say=lambda m: None)
    assert [t["commit"] for t in again["held_out"]] == [r.sha[m] for m in list(r.sha)[-3:]]


def test_split_by_time_depends_only_on_the_set_of_tasks():
    tasks = [{"id": f"t{i}", "timestamp": i // 2} for i in range(30)]
    train, held = split_by_time(list(reversed(tasks)))
    assert [t["id"] for t in held] == [f"t{i}" for i in range(20, 30)]
    assert [t["id"] for t in train] == [f"t{i}" for i in range(20)]
    assert len(split_by_time(tasks, held_out=100)[0]) == 1  # at least one to train on


def test_a_sub_folder_learns_from_the_commits_inside_it(tmp_path):
    r = history_repo(tmp_path / "shop", MIN_HISTORY_TASKS, outside=3)
    split = make_split(str((r.root / "pkg").resolve()), seed=0, held_out=None, questions="auto", max_tasks=200,
                       report=lambda *a, **k: None, say=lambda m: None)
    assert split["source"] == "history"
    tasks = split["train"] + split["held_out"]
    assert len(tasks) == MIN_HISTORY_TASKS and split["history"]["dropped"]["outside_folder"] == 3
    assert {t["targets"][0] for t in tasks} == {f"mod{i}.py" for i in range(6)}  # relative to the sub-folder
    assert all(t["repo"] == str((r.root / "pkg").resolve()) and t["depth"] == 0 for t in tasks)


def test_too_little_history_or_none_falls_back_to_the_teacher(tmp_path):
    project = tmp_path / "project"
    for rel, text in FILES.items():
        (project / rel).parent.mkdir(parents=True, exist_ok=True)
        (project / rel).write_text(text)
    lines, say = _say()
    split = make_split(str(project), seed=0, held_out=None, questions="auto", max_tasks=200,
                       report=lambda *a, **k: None, say=say)
    assert split["source"] == "teacher" and split["held_out"] and split["train"]
    assert any("teacher" in line and "not in a git work tree" in line for line in lines)

    r = history_repo(tmp_path / "young", 5)
    lines, say = _say()
    split = make_split(str(r.root), seed=0, held_out=None, questions="auto", max_tasks=200,
                       report=lambda *a, **k: None, say=say)
    assert split["source"] == "teacher" and split["history"]["usable"] == 5
    assert any(f"only 5 usable commits in its git history ({MIN_HISTORY_TASKS} needed)" in line for line in lines)
    with pytest.raises(UsageError, match="no questions from git history: only 5 usable"):
        make_split(str(r.root), seed=0, held_out=None, questions="history", max_tasks=200,
                   report=lambda *a, **k: None, say=lambda m: None)
    with pytest.raises(UsageError, match="unknown source"):
        make_split(str(r.root), seed=0, held_out=None, questions="commits", max_tasks=200,
                   report=lambda *a, **k: None, say=lambda m: None)


def test_cli_refuses_an_unknown_question_source_before_any_model_loads(tmp_path, monkeypatch):
    import reflect_cli.adapt as adapt

    monkeypatch.setattr(adapt, "adapt_repository", lambda *a, **k: (_ for _ in ()).throw(AssertionError("ran")))
    r = history_repo(tmp_path / "shop", 2)
    result = runner.invoke(app, ["adapt", str(r.root), "--questions", "commits"])
    assert result.exit_code == 2 and "unknown source" in result.output


def test_adapt_on_a_work_tree_measures_on_the_newest_commits(tmp_path, tiny_model_dir, one_thread):
    r = history_repo(tmp_path / "shop", 24)
    result = runner.invoke(app, ["adapt", str(r.root), "--model", str(tiny_model_dir), "--steps", "1",
                                 "--held-out", "3", "--eval-steps", "1", "--learn", "walker", "--json"])
    assert result.exit_code == 0, result.output
    card = json.loads(result.stdout)
    newest = [r.sha[m] for m in list(r.sha)[-3:]]
    assert card["data"]["source"] == "history" and card["split"]["method"].startswith("time")
    assert [t["commit"] for t in card["split"]["held_out"]] == newest
    assert card["data"]["train_questions"] == 21 and card["data"]["history"]["usable"] == 24
    assert card["before"]["n"] == 0 and card["default_before"] == "bm25"  # the ranking is the default: no model before
    for key in ("after", "bm25"):
        assert card[key]["n"] == 3
        assert sorted(row["id"] for row in card[key]["rows"]) == sorted(t["id"] for t in card["split"]["held_out"])
    assert "Questions from git history" in result.stderr and "21 for training (older), 3 held out" in result.stderr
