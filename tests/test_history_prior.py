"""The history prior (``explore/history_prior.py``): the ranking re-weighed by the files past
commits changed, its weights fitted in time order, and what ``reflect adapt`` installs with it."""

from __future__ import annotations

import json
import math

import pytest
from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.explore.history_prior import CANDIDATES, HistoryPrior, first_file, fit, words
from test_history_questions import Repo

runner = CliRunner()


def task(i: int, question: str, target: str) -> dict:
    return {"id": f"t{i}", "question": question, "targets": [target]}


def test_boosts_never_lower_a_score_and_leave_files_without_a_match_out():
    prior = HistoryPrior.from_tasks([task(0, "fix the parser", "p.py"), task(1, "fix the parser again", "p.py")],
                                    file_weight=0.5, similar_weight=1.0)
    scores = {"a.py": 3.0, "p.py": 2.0, "z.py": 0.0}
    ranked = [("a.py", 3.0), ("p.py", 2.0)]
    out = prior.apply(scores, ranked, "the parser breaks")
    assert out["a.py"] == 3.0 and out["z.py"] == 0.0  # never changed, or no match: unchanged
    # two changes: ((2 + 0.5) / 0.5) ** 0.5; the most similar commits' file: exp(1.0)
    assert out["p.py"] == pytest.approx(2.0 * math.sqrt(5.0) * math.e)
    assert first_file(ranked, out) == "p.py" and first_file(ranked, scores) == "a.py"
    assert HistoryPrior.from_tasks([]).apply(scores, ranked, "x") is scores  # no history: the ranking itself


def test_only_the_rankings_first_candidates_are_reweighed():
    prior = HistoryPrior.from_tasks([task(0, "x", "late.py")] * 5, file_weight=0.5)
    ranked = [(f"f{i}.py", 100.0 - i) for i in range(CANDIDATES)] + [("late.py", 1.0)]
    out = prior.apply(dict(ranked), ranked, "x")
    assert out["late.py"] == 1.0


def test_fit_takes_the_weights_that_answered_best_in_time_order_and_the_ranking_when_history_does_not_help():
    # Every question matches a.py and d.py equally (a.py first by walk order); the commits changed d.py.
    tasks = [task(i, f"handle the overlapping shift case {i}", "d.py") for i in range(12)]
    listing = [("a.py", 2.0), ("d.py", 2.0)]
    got = fit(tasks, lambda t: listing)
    assert got["n"] == 8 and got["ranking_right"] == 0 and got["right"] == 8
    assert got["file_weight"] + got["similar_weight"] > 0
    # The commits changed the ranking's own first file: history adds nothing, the smallest weights win.
    same = fit([task(i, f"case {i}", "a.py") for i in range(12)], lambda t: listing)
    assert (same["file_weight"], same["similar_weight"]) == (0.0, 0.0) and same["right"] == same["ranking_right"] == 8
    calls = []
    fit(tasks, lambda t: calls.append(t) or listing, out_of_time=lambda: len(calls) >= 3)
    assert len(calls) == 3  # stops between questions when the budget says so


def test_json_round_trip_and_damage():
    prior = HistoryPrior.from_tasks([task(0, "Speed up the Parser", "p.py")], 0.2, 0.5)
    back = HistoryPrior.from_json(json.loads(json.dumps(prior.to_json())))
    assert back.past == [(["speed", "up", "the", "parser"], ["p.py"])] == [(words("Speed up the Parser"), ["p.py"])]
    assert (back.file_weight, back.similar_weight) == (0.2, 0.5)
    for bad in ({}, {"schema": "reflect.history-prior/1", "past": 3}, [1]):
        with pytest.raises(ValueError):
            HistoryPrior.from_json(bad)


SAME = '"""Shift records."""\n\ndef overlapping_shift(record):\n    return record\n'


def shifts_repo(root, commits: int) -> Repo:
    """Six modules that match every question alike; the commits all change pkg/mod3.py."""
    r = Repo(root)
    r.commit("Lay out the package", {f"pkg/mod{i}.py": SAME for i in range(6)})
    for i in range(commits):
        r.commit(f"Handle the overlapping shift case number {i}", {"pkg/mod3.py": SAME + "\n" * (i + 1)})
    return r


def test_adapt_learns_the_history_prior_installs_it_and_explore_uses_it(tmp_path, monkeypatch):
    monkeypatch.setenv("REFLECT_HOME", str(tmp_path / "home"))
    r = shifts_repo(tmp_path / "shifts", 30)
    result = runner.invoke(app, ["adapt", str(r.root), "--held-out", "5", "--json"])
    assert result.exit_code == 0, result.output
    card = json.loads(result.stdout)
    assert card["learner"] == "history" and card["installed"] and card["history_prior"] == "history.json"
    assert card["bm25"]["acc1"] == 0.0 and card["after"]["acc1"] == 1.0 and card["policy"] is None
    assert card["training"]["right"] > card["training"]["ranking_right"]
    home = tmp_path / "home"
    assert len(list(home.glob("**/history.json"))) == 1 and not list(home.glob("**/policy"))
    asked = runner.invoke(app, ["explore", str(r.root), "Handle the overlapping shift case number 77", "--json"])
    answer = json.loads(asked.stdout)
    assert answer["model"] == "bm25+history" and answer["files"][0]["path"] == "pkg/mod3.py"
    assert answer["files"][0]["history_boost"] > 1 and "re-weighed by this repository's history" in asked.stderr
    plain = json.loads(runner.invoke(app, ["explore", str(r.root), "Handle the overlapping shift case number 77",
                                           "--model", "bm25", "--json"]).stdout)
    assert plain["model"] == "bm25" and plain["files"][0]["path"] == "pkg/mod0.py"
    # It was fitted and measured on descriptions of changes: a question asking where, or a bare
    # symbol, gets the plain ranking, and stderr says why.
    for question in ("Where is an overlapping shift handled?", "overlapping_shift"):
        asked = runner.invoke(app, ["explore", str(r.root), question, "--json"])
        answer = json.loads(asked.stdout)
        assert answer["model"] == "bm25" and "history_boost" not in answer["files"][0], question
        assert "not a question that asks where something is" in asked.stderr
    # A second adaptation has to beat the installed prior, not BM25: a tie installs nothing.
    again = json.loads(runner.invoke(app, ["adapt", str(r.root), "--held-out", "5", "--json"]).stdout)
    assert again["default_before"] == "bm25+history" and again["before"]["acc1"] == 1.0 and not again["installed"]
    assert len(list(home.glob("**/history.json"))) == 1


def test_auto_learns_history_from_git_history_unless_steps_ask_for_training():
    from reflect_cli.adapt.history_learning import choose_learner

    assert choose_learner("auto", "history") == "history"
    assert choose_learner("auto", "history", steps=3) == "walker"
    assert choose_learner("auto", "teacher") == "walker"
    assert choose_learner("history", "history", steps=3) == "history"


def test_learn_history_needs_git_history_and_unknown_learners_are_refused(tmp_path, monkeypatch):
    monkeypatch.setenv("REFLECT_HOME", str(tmp_path / "home"))
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "a.py").write_text(SAME)
    result = runner.invoke(app, ["adapt", str(plain), "--learn", "history"])
    assert result.exit_code == 2 and "no questions from git history" in result.output
    result = runner.invoke(app, ["adapt", str(plain), "--learn", "history", "--questions", "teacher"])
    assert result.exit_code == 2 and "--learn history needs questions from git history" in result.output
    result = runner.invoke(app, ["adapt", str(plain), "--learn", "everything"])
    assert result.exit_code == 2 and "unknown learner" in result.output


def test_a_damaged_installed_prior_is_one_error_with_a_hint(tmp_path, monkeypatch):
    from reflect_cli.agent.players import ADAPTED_HISTORY, adapted_home

    monkeypatch.setenv("REFLECT_HOME", str(tmp_path / "home"))
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "a.py").write_text(SAME)
    home = adapted_home(tree)
    home.mkdir(parents=True)
    (home / ADAPTED_HISTORY).write_text('{"schema": "reflect.history-prior/1", "past": [')
    result = runner.invoke(app, ["explore", str(tree), "overlapping shift"])
    assert result.exit_code == 2 and "unreadable history prior" in result.output and "Traceback" not in result.output
    assert "Hint:" in result.output
    plain = runner.invoke(app, ["explore", str(tree), "overlapping shift", "--model", "bm25"])
    assert plain.exit_code in (0, 4) and "a.py" in plain.output  # the plain ranking never reads it
