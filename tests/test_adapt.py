"""``reflect adapt PATH``: the split, the adapted explorer under the data directory,
and ``reflect explore PATH`` picking it for that repository only."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflect_cli.adapt import split_tasks
from reflect_cli.cli import app

FILES = {
    "pkg/config.py": '"""Load settings from a TOML file and the environment."""\n\n\ndef load_settings(path):\n'
                     '    """Read the settings file and merge environment overrides."""\n    return {}\n\n\n'
                     'class SettingsError(Exception):\n    """Raised when the settings file cannot be parsed."""\n',
    "pkg/cli.py": '"""Command-line entry point of the application."""\n\n\ndef main(argv=None):\n'
                  '    """Parse command-line arguments and dispatch the subcommand."""\n    return 0\n\n\n'
                  'def build_parser():\n    """Create the argument parser with every subcommand."""\n    return None\n',
    "pkg/io/reader.py": '"""Stream records from compressed archives."""\n\n\ndef open_archive(path):\n'
                        '    """Open a gzip or zip archive for streaming."""\n    return None\n\n\n'
                        'class RecordReader:\n    """Iterate over the records of one archive."""\n',
    "pkg/io/writer.py": '"""Write reports as spreadsheets."""\n\n\ndef write_spreadsheet(rows, path):\n'
                        '    """Save rows into an xlsx workbook with a header."""\n    return None\n\n\n'
                        'class ReportWriter:\n    """Format totals and write the monthly report."""\n',
    "pkg/cache.py": '"""Memoize expensive computations on disk."""\n\n\ndef disk_memoize(func):\n'
                    '    """Decorator that caches results in a pickle directory."""\n    return func\n',
    "docs/install.md": "# Installing on Windows\n\nUse the installer wizard.\n\n## Uninstalling the service\n\n"
                       "Remove the scheduled task.\n",
    "docs/deploy.md": "# Deploying with Kubernetes\n\nHelm chart values.\n\n## Rolling back a release\n\n"
                      "Use helm rollback.\n",
}

runner = CliRunner()


@pytest.fixture
def project(tmp_path) -> Path:
    root = tmp_path / "project"
    for rel, text in FILES.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _tasks(n_files: int, per_file: int) -> list[dict]:
    return [{"id": f"t{f}-{q}", "targets": [f"src/f{f}.py"], "question": f"q{f}-{q}"}
            for f in range(n_files) for q in range(per_file)]


def test_split_is_disjoint_deterministic_and_spread_over_files():
    tasks = _tasks(12, 5)  # 60 questions: 20 % = 12 held out
    train, held = split_tasks(tasks, seed=0)
    assert len(held) == 12 and len(train) == 48
    assert {t["id"] for t in train}.isdisjoint({t["id"] for t in held})
    assert {t["id"] for t in train} | {t["id"] for t in held} == {t["id"] for t in tasks}
    assert len({t["targets"][0] for t in held}) == 12  # one question per file before any second one
    again_train, again_held = split_tasks(list(reversed(tasks)), seed=0)  # the order of the tasks does not matter
    assert [t["id"] for t in again_held] == [t["id"] for t in held]
    assert sorted(t["id"] for t in again_train) == sorted(t["id"] for t in train)
    other = {t["id"] for t in split_tasks(tasks, seed=1)[1]}
    assert other != {t["id"] for t in held}


def test_split_sizes():
    assert len(split_tasks(_tasks(3, 6), seed=0)[1]) == 9  # at most half of 18, not the minimum 10
    assert len(split_tasks(_tasks(30, 5), seed=0)[1]) == 20  # 20 % of 150 = 30, capped at 20
    assert len(split_tasks(_tasks(10, 6), seed=0)[1]) == 12  # 20 % of 60
    assert len(split_tasks(_tasks(2, 2), seed=0, held_out=10)[1]) == 3  # explicit: at least one left to train on
    from reflect_cli.errors import UsageError

    with pytest.raises(UsageError):
        split_tasks(_tasks(1, 1), seed=0)


def test_bad_path_is_a_usage_error_before_any_model_loads(tmp_path, monkeypatch):
    import reflect_cli.adapt as adapt

    def boom(*_a, **_k):  # pragma: no cover - reached only on a regression
        raise AssertionError("the adaptation (and its model loads) started")

    # Every model load of reflect adapt happens inside the library call: the CLI must refuse first.
    monkeypatch.setattr(adapt, "adapt_repository", boom)
    missing = runner.invoke(app, ["adapt", str(tmp_path / "nope")])
    assert missing.exit_code == 2 and "no such directory" in missing.output
    (tmp_path / "file.txt").write_text("x")
    not_dir = runner.invoke(app, ["adapt", str(tmp_path / "file.txt")])
    assert not_dir.exit_code == 2 and "not a directory" in not_dir.output
    (tmp_path / "empty").mkdir()
    empty = runner.invoke(app, ["adapt", str(tmp_path / "empty")])
    assert empty.exit_code == 2 and "nothing to explore" in empty.output


def test_adapt_writes_card_and_adapter_and_explore_uses_it(project, tmp_path, tiny_model_dir, one_thread):
    from reflect_cli.agent.players import adapted_explorer, adapted_home, resolve_players
    from reflect_cli.paths import data_dir

    result = runner.invoke(app, ["adapt", str(project), "--model", str(tiny_model_dir), "--steps", "2",
                                 "--held-out", "3", "--eval-steps", "2", "--install", "always", "--json", "--quiet"])
    assert result.exit_code == 0, result.output
    card = json.loads(result.stdout)
    home = adapted_home(project)
    assert home.parent == data_dir() / "adapted" and str(home).startswith(str(tmp_path.parent))
    assert adapted_explorer(project) == home
    on_disk = json.loads((home / "card.json").read_text())
    assert on_disk["repo"] == str(project.resolve()) and on_disk["training"]["steps"] == 2
    assert (home / "policy" / "reflect.json").is_file() and (home / "policy" / "adapter").is_dir()
    assert not (home / "work").exists()  # the work folder (data, checkpoints) is removed when done
    held = {t["id"] for t in card["split"]["held_out"]}
    assert len(held) == 3 and held.isdisjoint(card["split"]["train_ids"])
    assert card["data"]["train_questions"] == len(card["split"]["train_ids"]) > 0
    for key in ("after", "bm25"):
        assert card[key]["n"] == 3 and 0.0 <= card[key]["acc1"] <= card[key]["acc5"] <= 1.0
        assert [r["id"] for r in card[key]["rows"]] == sorted(held)
    # explore's default here is the BM25 ranking: the model the adaptation started from is not measured
    assert card["default_before"] == "bm25" and card["before"]["n"] == 0 and card["before"]["skipped"]
    assert card["compared"]["n"] == 3 and card["installed"] is True and card["budget"]["minutes"] is None
    assert card["after"]["reflect"] is False  # no trained reflector
    assert card["reflect"] is False and card["start"]["kind"] == "model"

    refs = resolve_players(None, repo=project)
    assert refs.origin == "adapted" and refs.policy == str(home / "policy") and refs.reflect is False
    other = tmp_path / "other"
    other.mkdir()
    assert resolve_players(None, repo=other).origin != "adapted"
    assert resolve_players("base", repo=project).origin == "base"  # --model base still forces the base

    explored = runner.invoke(app, ["explore", str(project), "Where is the command-line entry point?",
                                   "--max-steps", "2", "--json"])
    assert explored.exit_code in (0, 3), explored.output
    assert "adapted to this repository" in explored.stderr
    doc = json.loads(explored.stdout)
    assert all(step["reflection"] is None for step in doc["steps"])  # trained without reflections, played so


def test_adapt_continues_a_trained_policy_run(project, tmp_path, tiny_model_dir, one_thread):
    """What adapt does to the shipped explorer: its LoRA adapter is trained further, not replaced
    by a fresh one (a fresh LoRA starts with B = 0; seconds of steps at lr 2e-4 leave it near 0)."""
    from safetensors.torch import load_file

    from reflect_cli.agent.players import adapted_home
    from test_rl import make_lora_run

    run = make_lora_run(tiny_model_dir, tmp_path / "policy", target="policy", seed=3)
    # A 24-second budget for the whole run: the deadline stops SFT after a step, and the final model is written.
    result = runner.invoke(app, ["adapt", str(project), "--model", str(run), "--minutes", "0.4", "--held-out", "2",
                                 "--eval-steps", "1", "--install", "always", "--json", "--quiet"])
    assert result.exit_code == 0, result.output
    card = json.loads(result.stdout)
    assert card["start"]["kind"] == "run" and card["training"]["continued"] == str(run)
    assert card["training"]["budget_minutes"] == 0.4 and card["training"]["steps"] >= 1
    assert 0 < card["training"]["minutes"] < 0.4  # training gets what the rest of the run leaves
    assert card["training"]["lora"]["r"] == 4  # the run's LoRA settings, not the defaults (16)
    weights = load_file(str(adapted_home(project) / "policy" / "adapter" / "adapter_model.safetensors"))
    b = [w for name, w in weights.items() if "lora_B" in name]
    assert b and max(float(w.abs().max()) for w in b) > 0.1


def test_an_adapted_explorer_below_bm25_is_not_the_default(project, tmp_path):
    """reflect adapt installs its explorer as explore's default only when it matches BM25 on the
    held-out questions (--install if-better, the default): below BM25 it would make the default
    worse than the ranking it replaces. It stays on disk and can be played with --model."""
    from reflect_cli.adapt.repository import default_decision
    from reflect_cli.agent.players import adapted_explorer, adapted_home, default_explorer

    assert default_decision({"acc1": 0.3}, {"acc1": 0.4}, "if-better") == {
        "default": False, "default_reason": "held-out Acc@1 30% < BM25's 40%"}
    assert default_decision({"acc1": 0.5}, {"acc1": 0.4}, "if-better")["default"] is True
    assert default_decision({"acc1": 0.4}, {"acc1": 0.4}, "if-better")["default"] is False  # a tie keeps the ranking
    assert default_decision({"acc1": None, "stopped": "time"}, {"acc1": 0.4}, "if-better")["default"] is False
    few = default_decision({"acc1": 1.0, "n": 1}, {"acc1": 0.0}, "if-better", need=5)
    assert few["default"] is False and "only 1 held-out question measured" in few["default_reason"]
    assert default_decision({"acc1": 0.6, "n": 5}, {"acc1": 0.4}, "if-better", need=5)["default"] is True
    assert default_decision({"acc1": 0.0}, {"acc1": 0.4}, "always")["default"] is True
    # a history prior needs two more right first files: one in 20 is noise
    one = default_decision({"acc1": 0.55, "n": 20}, {"acc1": 0.5}, "if-better", need=5, gain=2)
    assert one["default"] is False and "by 1 question; 2 needed" in one["default_reason"]
    assert default_decision({"acc1": 0.6, "n": 20}, {"acc1": 0.5}, "if-better", need=5, gain=2)["default"] is True
    home = adapted_home(project)
    (home / "policy").mkdir(parents=True)
    (home / "policy" / "reflect.json").write_text("{}")
    for default, expected in ((False, None), (True, home)):
        (home / "card.json").write_text(json.dumps({"default": default, "default_reason": "x"}))
        assert adapted_explorer(project) == expected
        assert adapted_explorer(project, installed_only=False) == home
        assert default_explorer(project) == ("adapted" if default else "bm25")
    (home / "card.json").write_text(json.dumps({"before": {}}))  # a card from before the rule
    assert adapted_explorer(project) == home
    bad = runner.invoke(app, ["adapt", str(project), "--install", "sometimes"])
    assert bad.exit_code == 2 and "unknown mode" in bad.output


def test_minutes_bound_the_whole_run_measurement_included(project, tiny_model_dir, one_thread):
    """--minutes is the whole run: questions, data, the measurements, training and install, not
    the training alone (the measurements used to come on top and took most of the time)."""
    import time

    t0 = time.monotonic()
    result = runner.invoke(app, ["adapt", str(project), "--model", str(tiny_model_dir), "--minutes", "0.25",
                                 "--held-out", "3", "--install", "always", "--json", "--quiet"])
    wall = time.monotonic() - t0
    assert result.exit_code == 0, result.output
    card = json.loads(result.stdout)
    assert card["budget"]["minutes"] == 0.25 and set(card["budget"]["stages"]) == {
        "questions", "data", "before", "training", "after", "install"}
    # 15 s of budget; the slack is a training step or a question that starts just before its deadline
    assert card["budget"]["seconds"] <= 15 + 5 and wall <= 15 + 8, (wall, card["budget"])
    assert card["training"]["steps"] >= 1 and card["training"]["seconds"] < 15
    assert 1 <= card["after"]["n"] <= 3 and card["after"]["of"] == 3
    assert card["compared"]["n"] == card["after"]["n"]


def test_a_worse_result_is_not_installed(project, tiny_model_dir, one_thread, monkeypatch):
    """Below the default (here the BM25 ranking) on the held-out questions, nothing is installed:
    what was installed before stays byte for byte, the attempt's card goes to attempt.json, and
    the command says so in one line."""
    import reflect_cli.adapt.repository as repository
    from reflect_cli.adapt.held_out import summarize
    from reflect_cli.agent.players import adapted_home

    real = repository._measure_after

    def worse(*args, **kwargs):  # the real adapted explorer, its answers then all wrong
        after = real(*args, **kwargs)
        rows = [{**r, "rank": None, "identified_target": False} for r in after["rows"]]
        return {**after, **summarize(rows), "rows": rows}

    monkeypatch.setattr(repository, "_measure_after", worse)
    home = adapted_home(project)
    (home / "policy").mkdir(parents=True)
    (home / "policy" / "weights.bin").write_bytes(b"earlier")
    (home / "card.json").write_text('{"earlier": true}')
    result = runner.invoke(app, ["adapt", str(project), "--model", str(tiny_model_dir), "--steps", "1",
                                 "--held-out", "3", "--eval-steps", "1"])
    assert result.exit_code == 0, result.output
    assert "no, nothing installed" in result.stdout and "Not installed" in result.stderr
    assert (home / "card.json").read_text() == '{"earlier": true}'
    assert sorted(p.name for p in (home / "policy").iterdir()) == ["weights.bin"]
    attempt = json.loads((home / "attempt.json").read_text())
    assert attempt["installed"] is False and attempt["default"] is False and attempt["policy"] is None
    assert attempt["compared"]["after"]["acc1"] == 0.0 and "BM25" in attempt["default_reason"]
    assert not (home / "work").exists()


def test_measuring_stops_at_the_deadline_with_what_it_measured(project):
    """A question that would end past the deadline is not started; one running at it is dropped
    (its step hook raises); the summary covers the questions measured and says it was cut."""
    import time
    from types import SimpleNamespace

    from reflect_cli.adapt.held_out import measure, on_ids

    class Slow:  # 0.2 s a step; answers its question's target with rank 1
        def __init__(self, steps):
            self.steps = steps

        def run(self, root, question, *, max_steps, on_step=None, **_k):
            t0 = time.monotonic()
            for k in range(min(self.steps, max_steps)):
                time.sleep(0.2)
                if on_step:
                    on_step(k + 1, None)
            return SimpleNamespace(files=[{"path": "pkg/cli.py"}], found=True, seconds=time.monotonic() - t0,
                                   steps=[None] * min(self.steps, max_steps), ended="identified")

    tasks = [{"id": f"q{i}", "question": "entry point", "targets": ["pkg/cli.py"]} for i in range(10)]
    t0 = time.monotonic()
    out = measure(Slow(2), str(project), tasks, max_steps=8, deadline=t0 + 1.0)
    assert time.monotonic() - t0 < 1.5
    assert out["stopped"] == "time" and out["of"] == 10 and 1 <= out["n"] <= 2 and out["acc1"] == 1.0
    cut = measure(Slow(50), str(project), tasks, max_steps=50, deadline=time.monotonic() + 0.5)
    assert cut["n"] == 0 and cut["stopped"] == "time" and cut["acc1"] is None  # the running one was dropped
    full = measure(Slow(1), str(project), tasks[:3], max_steps=8)
    assert full["n"] == 3 and full["stopped"] is None
    assert on_ids(full, {"q0", "q2"})["n"] == 2
