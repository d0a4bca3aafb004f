"""What a new user meets on a first run, checked the way they met it: ``reflect adapt``'s messages
on a history prior, a prior that changes nothing, undoing an adaptation, and ``reflect
explore``'s hint, exit codes, help and misplaced arguments."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from reflect_cli.cli import app
from test_history_prior import SAME
from test_history_questions import Repo

runner = CliRunner()


def first_file_repo(root, commits: int) -> Repo:
    """Six modules that match every question alike; the commits all change the ranking's own
    first file (pkg/mod0.py), so history adds nothing: the fitted weights are 0."""
    r = Repo(root)
    r.commit("Lay out the package", {f"pkg/mod{i}.py": SAME for i in range(6)})
    for i in range(commits):
        r.commit(f"Handle the overlapping shift case number {i}", {"pkg/mod0.py": SAME + "\n" * (i + 1)})
    return r


def test_a_prior_that_changes_nothing_is_not_installed_said_truthfully_and_removable(tmp_path):
    r = first_file_repo(tmp_path / "shifts", 30)
    result = runner.invoke(app, ["adapt", str(r.root), "--held-out", "5", "--install", "always"])
    assert result.exit_code == 0, result.output
    assert "untrained embedded base model" not in result.output  # no model is used
    assert "Learning a history prior over the BM25 ranking (no model)" in result.stderr
    assert "not measured" not in result.stdout and "Before: the bm25 row" in result.stdout
    assert "the bm25 row" in result.stderr  # stdout and stderr say the same about "before"
    assert "Default of reflect explore for this repository: no" in result.stdout
    assert "weights are all 0" in result.stdout and "--install always" not in result.stderr
    card = json.loads(runner.invoke(app, ["adapt", str(r.root), "--held-out", "5", "--install", "always",
                                          "--json", "--quiet"]).stdout)
    assert not card["installed"] and card["training"]["file_weight"] == card["training"]["similar_weight"] == 0


def test_an_installed_prior_with_zero_weights_is_explained_and_remove_undoes_it(tmp_path, monkeypatch):
    from reflect_cli.agent.players import ADAPTED_HISTORY, adapted_home
    from reflect_cli.explore.history_prior import HistoryPrior

    r = first_file_repo(tmp_path / "shifts", 3)
    home = adapted_home(r.root)
    home.mkdir(parents=True)
    prior = HistoryPrior.from_tasks([{"id": "t", "question": "Handle the shift", "targets": ["pkg/mod0.py"]}], 0.0, 0.0)
    (home / ADAPTED_HISTORY).write_text(json.dumps(prior.to_json()))  # as an older reflect installed it
    asked = runner.invoke(app, ["explore", str(r.root), "Handle the overlapping shift case number 77"])
    assert "all its weights at 0 and changes nothing" in asked.stderr
    assert "not a question that asks where" not in asked.stderr
    removed = runner.invoke(app, ["adapt", str(r.root), "--remove"])
    assert removed.exit_code == 0 and "Removed the adaptation" in removed.stdout and not home.exists()
    again = runner.invoke(app, ["adapt", str(r.root), "--remove"])
    assert again.exit_code == 0 and "Nothing to remove" in again.stdout
    asked = runner.invoke(app, ["explore", str(r.root), "Handle the overlapping shift case number 77"])
    assert "history prior" not in asked.stderr


def test_the_model_hint_is_said_once_and_never_suggests_adapt_after_adapt(sample_repo):
    question = "Where is the command-line entry point defined?"
    first = runner.invoke(app, ["explore", str(sample_repo), question])
    assert "For a model: --model base" in first.stderr and "reflect adapt PATH" in first.stderr
    again = runner.invoke(app, ["explore", str(sample_repo), question])
    assert again.exit_code == 0 and "For a model" not in again.stderr and again.stdout == first.stdout
    from reflect_cli.agent.players import adapted_home

    adapted_home(sample_repo).mkdir(parents=True)  # adapt ran here (nothing installed): the hint is news
    after = runner.invoke(app, ["explore", str(sample_repo), question])
    assert "For a model: --model base" in after.stderr and "reflect adapt" not in after.stderr


def test_misplaced_options_and_unquoted_questions_get_a_hint(sample_repo):
    early = runner.invoke(app, ["--json", "explore", str(sample_repo), "where?"])
    assert early.exit_code == 2 and "No such option: --json" in early.stderr
    assert "Hint: options go after the subcommand: reflect explore ... --json" in early.stderr
    loose = runner.invoke(app, ["explore", str(sample_repo), "where", "is", "main"])
    assert loose.exit_code == 2 and "unexpected extra argument" in loose.stderr
    assert 'Hint: put the question in quotes: reflect explore PATH "' in loose.stderr


def test_explore_help_promises_the_trace_only_with_a_model_and_states_the_exit_codes():
    text = " ".join(runner.invoke(app, ["explore", "--help"], env={"COLUMNS": "300"}).stdout.split())
    assert "a ranked list, each file with its matching lines" in text and "with a step-by-step trace" not in text.split(
        "Until")[0]
    assert "4 answered with low confidence only with --strict" in text and "--strict" in text


def test_doctor_says_what_it_is_doing_while_it_works():
    result = runner.invoke(app, ["doctor"])
    assert result.exit_code == 0
    lines = result.stderr.splitlines()
    assert lines[:3] == ["Checking packages and optional backends…", "Looking for the embedded model…",
                         "Loading torch to list the devices (a few seconds)…"]
