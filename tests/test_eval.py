"""``reflect eval``: the library (evaluate, Wilson intervals, markdown) and the command."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from reflect_cli.cli.eval import eval_cmd, parse_seeds
from reflect_cli.envs.autoexplore.tasks import load_explore_tasks
from reflect_cli.errors import UsageError
from reflect_cli.evaluation import (
    evaluate,
    markdown_table,
    reset_seed,
    wilson_interval,
)

SUMMARY_KEYS = {"success_rate", "ci95", "episodes", "mean_return", "mean_steps", "median_seconds"}


@pytest.fixture
def app() -> typer.Typer:
    app = typer.Typer()

    @app.callback()
    def root() -> None:
        """A group, like the real ``reflect`` app (one lone command would swallow its name)."""

    app.command("eval")(eval_cmd)
    return app


def invoke(app, *args: str):
    return CliRunner().invoke(app, ["eval", *args])


def _tasks_file(tmp_path: Path, sample_repo: Path, lines: list[str] | None = None) -> Path:
    if lines is None:
        lines = [
            json.dumps({"question": "Where is the command-line entry point?", "targets": ["src/app/cli.py"], "repo": "repo", "id": "cli"}),
            "",
            json.dumps({"question": "How do I run the app?", "targets": ["docs/usage.md"], "repo": "repo"}),
            json.dumps({"question": "What is this project?", "targets": ["README.md"], "repo": "repo"}),
        ]
    assert sample_repo.parent == tmp_path
    path = tmp_path / "tasks.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def _untimed(result: dict) -> dict:
    """A result without its wall-clock fields (the only ones that differ between reruns)."""
    out = {k: v for k, v in result.items() if k != "median_seconds"}
    if "by_level" in out:
        out["by_level"] = {k: _untimed(v) for k, v in out["by_level"].items()}
    return out


def _check_summary(summary: dict) -> None:
    assert set(summary) >= SUMMARY_KEYS
    lo, hi = summary["ci95"]
    assert 0.0 <= lo <= summary["success_rate"] <= hi <= 1.0
    assert summary["episodes"] > 0


# -- statistics and seeds ----------------------------------------------------------------------


def test_wilson_interval_known_values():
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = wilson_interval(0, 100)
    assert lo == 0.0 and hi == pytest.approx(0.0370, abs=1e-4)
    lo, hi = wilson_interval(100, 100)
    assert hi == 1.0 and lo == pytest.approx(0.9630, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(5, 3)


def test_reset_seeds_are_deterministic_and_distinct():
    seeds = {reset_seed(s, i) for s in range(3) for i in range(200)}
    assert len(seeds) == 600
    assert reset_seed(1, 7) == reset_seed(1, 7)


def test_parse_seeds():
    assert parse_seeds("0,1,2") == [0, 1, 2]
    assert parse_seeds("3-5, 9") == [3, 4, 5, 9]
    for bad in ("a", "-1", "5-3", " , "):
        with pytest.raises(UsageError):
            parse_seeds(bad)


# -- taxi: the done-criterion of the env and eval issues -------------------------------------


@pytest.fixture(scope="module")
def taxi_doc():
    return evaluate("taxi", ["random", "oracle"], episodes=100)


def test_taxi_oracle_solves_every_level_and_random_does_not(taxi_doc):
    assert taxi_doc["env"] == "taxi"
    assert taxi_doc["levels"] == ["pickup", "dropoff", "full"]
    by_agent = {r["agent"]: r for r in taxi_doc["results"]}
    assert list(by_agent) == ["random", "oracle"]
    oracle, random = by_agent["oracle"], by_agent["random"]
    for level in ("pickup", "dropoff", "full"):
        assert oracle["by_level"][level]["success_rate"] == 1.0
        assert oracle["by_level"][level]["episodes"] == 100
        assert random["by_level"][level]["success_rate"] <= 0.1
        # the oracle's run is shortest, so its return beats random's everywhere
        assert oracle["by_level"][level]["mean_return"] > random["by_level"][level]["mean_return"]
    assert oracle["success_rate"] == 1.0 and oracle["episodes"] == 300
    assert oracle["ci95"][1] == 1.0 and oracle["ci95"][0] > 0.98
    for result in taxi_doc["results"]:
        _check_summary(result)
        for summary in result["by_level"].values():
            _check_summary(summary)


def test_taxi_eval_is_deterministic_and_same_starts_for_every_agent():
    a = evaluate("taxi", ["random"], episodes=20, seeds=[4], levels=["full"], keep_episodes=True)
    b = evaluate("taxi", ["random", "oracle"], episodes=20, seeds=[4], levels=["full"], keep_episodes=True)
    assert _untimed(a["results"][0]) == _untimed(b["results"][0])
    starts = {}
    for ep in b["episodes"]:
        starts.setdefault(ep["agent"], []).append(ep["reset_seed"])
    assert starts["random"] == starts["oracle"] == [reset_seed(4, i) for i in range(20)]


def test_taxi_horizon_15_makes_some_full_starts_unsolvable():
    doc = evaluate("taxi", ["oracle"], episodes=100, levels=["full"], max_steps=15)
    assert doc["horizon"] == 15
    assert doc["results"][0]["success_rate"] < 1.0


def test_markdown_table_shape(taxi_doc):
    table = markdown_table(taxi_doc)
    lines = table.splitlines()
    assert lines[0] == "| agent | pickup | dropoff | full | all |"
    assert lines[1].startswith("|---|")
    assert lines[2].startswith("| random | 0.0 %") or lines[2].startswith("| random |")
    assert lines[3] == "| oracle | " + " | ".join(["100.0 % [96.3–100.0]"] * 3 + ["100.0 % [98.7–100.0]"]) + " |"
    assert "95 % Wilson" in table and "greedy" in table


def test_seeds_multiply_episodes():
    doc = evaluate("taxi", ["oracle"], episodes=5, seeds=[0, 1], levels=["pickup", "dropoff"])
    result = doc["results"][0]
    assert result["episodes"] == 20
    assert set(result["by_level"]) == {"pickup", "dropoff"}
    assert all(s["episodes"] == 10 for s in result["by_level"].values())
    assert doc["seeds"] == [0, 1] and doc["episodes_per_level"] == 5


def test_library_rejects_bad_input():
    with pytest.raises(UsageError, match="unknown environment"):
        evaluate("nope", ["random"], episodes=1)
    with pytest.raises(UsageError, match="taxi level"):
        evaluate("taxi", ["random"], episodes=1, levels=["upstairs"])
    with pytest.raises(UsageError, match="name the model"):
        evaluate("taxi", ["openai:"], episodes=1)
    with pytest.raises(UsageError, match="needs tasks"):
        evaluate("autoexplore", ["oracle"], episodes=1)
    with pytest.raises(UsageError, match="repeat"):
        evaluate("taxi", ["oracle", "oracle"], episodes=1)


# -- CLI ---------------------------------------------------------------------------------------


def test_cli_json_document(app, tmp_path):
    md = tmp_path / "out" / "table.md"
    result = invoke(app, "--env", "taxi", "--agent", "random", "--agent", "oracle", "--episodes", "100", "--json", "--markdown", str(md))
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert {"env", "results", "decoding", "seeds", "levels"} <= set(doc)
    assert doc["decoding"] == "greedy"
    assert [r["agent"] for r in doc["results"]] == ["random", "oracle"]
    for r in doc["results"]:
        assert {"agent", "success_rate", "ci95", "episodes", "mean_return", "mean_steps", "by_level"} <= set(r)
        assert set(r["by_level"]) == {"pickup", "dropoff", "full"}
        for summary in r["by_level"].values():
            assert set(summary) >= SUMMARY_KEYS
    oracle = doc["results"][1]
    assert all(s["success_rate"] == 1.0 for s in oracle["by_level"].values())
    assert all(s["success_rate"] < 0.1 for s in doc["results"][0]["by_level"].values())
    assert md.read_text().startswith("| agent | pickup | dropoff | full | all |")


def test_cli_table_on_stdout_without_json(app):
    # The table is the result: `reflect eval ... > file` keeps it; progress stays on stderr.
    result = invoke(app, "--env", "taxi", "--agent", "oracle", "--episodes", "3", "--level", "pickup", "--seeds", "0,1")
    assert result.exit_code == 0, result.output
    assert "oracle" in result.stdout and "100.0 %" in result.stdout and "pickup" in result.stdout
    assert "100.0 %" not in result.stderr


def test_cli_unknown_env_exits_2(app):
    result = invoke(app, "--env", "nosuchenv", "--agent", "random")
    assert result.exit_code == 2
    assert "unknown environment 'nosuchenv'" in result.stderr
    assert "Traceback" not in result.output


def test_cli_bad_level_and_seeds_exit_2(app):
    result = invoke(app, "--env", "taxi", "--agent", "random", "--level", "roof")
    assert result.exit_code == 2 and "roof" in result.stderr
    result = invoke(app, "--env", "taxi", "--agent", "random", "--seeds", "x")
    assert result.exit_code == 2 and "--seeds" in result.stderr


# -- AutoExplore from a tasks file ---------------------------------------------------------------


def test_autoexplore_oracle_from_tasks_file(app, tmp_path, sample_repo):
    tasks = _tasks_file(tmp_path, sample_repo)
    result = invoke(app, "--env", "autoexplore", "--tasks", str(tasks), "--agent", "oracle", "--agent", "random", "--episodes", "10", "--json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    oracle, random = {r["agent"]: r for r in doc["results"]}["oracle"], {r["agent"]: r for r in doc["results"]}["random"]
    assert set(oracle["by_level"]) == {"0", "1", "2"}  # depths of README.md, docs/usage.md, src/app/cli.py
    assert oracle["success_rate"] == 1.0 and oracle["episodes"] == 30
    # depth 2 needs cd src, cd app, cat cli.py, id cli.py
    assert oracle["by_level"]["2"]["mean_steps"] == 4.0
    assert random["success_rate"] < 1.0


def test_each_task_once_and_split_filter(app, tmp_path, sample_repo):
    """--each-task plays every task exactly once; --split keeps one split of a gen-data file."""
    lines = [
        json.dumps({"question": "Entry point?", "targets": ["src/app/cli.py"], "repo": "repo", "split": "test"}),
        json.dumps({"question": "Usage?", "targets": ["docs/usage.md"], "repo": "repo", "split": "test"}),
        json.dumps({"question": "Readme?", "targets": ["README.md"], "repo": "repo", "split": "train"}),
    ]
    tasks = _tasks_file(tmp_path, sample_repo, lines)
    result = invoke(app, "--env", "autoexplore", "--tasks", str(tasks), "--split", "test", "--each-task",
                    "--agent", "oracle", "--agent", "bm25", "--json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    oracle = doc["results"][0]
    assert oracle["episodes"] == 2 and set(oracle["by_level"]) == {"1", "2"}  # the train task is left out
    assert doc["episodes_per_level"] == "each task once"
    assert all(r["by_level"][k]["episodes"] == 1 for r in doc["results"] for k in r["by_level"])
    result = invoke(app, "--env", "autoexplore", "--tasks", str(tasks), "--split", "validation", "--agent", "oracle")
    assert result.exit_code == 2 and "no task of split 'validation'" in result.stderr
    result = invoke(app, "--env", "taxi", "--split", "test", "--agent", "oracle")
    assert result.exit_code == 2 and "--split is for AutoExplore" in result.stderr


def test_autoexplore_tasks_level_and_repo_option(tmp_path, sample_repo):
    lines = [json.dumps({"question": "Entry point?", "targets": ["src/app/cli.py"]})]
    tasks_path = tmp_path / "sub" / "t.jsonl"
    tasks_path.parent.mkdir()
    tasks_path.write_text("\n".join(lines) + "\n")
    tasks = load_explore_tasks(tasks_path, root=sample_repo)
    doc = evaluate("autoexplore", ["oracle"], episodes=2, tasks=tasks, levels=["2"])
    assert doc["results"][0]["by_level"]["2"]["success_rate"] == 1.0
    with pytest.raises(UsageError, match="no task at depth 5"):
        evaluate("autoexplore", ["oracle"], episodes=2, tasks=tasks, levels=["5"])


def test_bad_tasks_line_exits_2_naming_the_line(app, tmp_path, sample_repo):
    good = json.dumps({"question": "q", "targets": ["README.md"], "repo": "repo"})
    for bad, needle in [
        ("{not json", "not valid JSON"),
        (json.dumps({"targets": ["README.md"], "repo": "repo"}), "question"),
        (json.dumps({"question": "q", "targets": ["nope.py"], "repo": "repo"}), "nope.py"),
        (json.dumps({"question": "q", "targets": [], "repo": "repo"}), "targets"),
    ]:
        tasks = _tasks_file(tmp_path, sample_repo, [good, bad])
        result = invoke(app, "--env", "autoexplore", "--tasks", str(tasks), "--agent", "oracle", "--episodes", "1")
        assert result.exit_code == 2, (bad, result.output)
        assert f"{tasks}:2" in result.stderr and needle in result.stderr, result.stderr
        assert "Traceback" not in result.output


def test_autoexplore_without_tasks_and_tasks_for_taxi_exit_2(app, tmp_path, sample_repo):
    result = invoke(app, "--env", "autoexplore", "--agent", "oracle")
    assert result.exit_code == 2 and "--tasks" in result.stderr
    tasks = _tasks_file(tmp_path, sample_repo)
    result = invoke(app, "--env", "taxi", "--tasks", str(tasks), "--agent", "oracle")
    assert result.exit_code == 2 and "--tasks" in result.stderr


# -- model agents -----------------------------------------------------------------------------


def test_model_agent_runs_on_taxi(app, tiny_model_dir):
    result = invoke(
        app, "--env", "taxi", "--agent", str(tiny_model_dir), "--agent", "random",
        "--level", "pickup", "--episodes", "2", "--max-steps", "3", "--json", "--sample", "-q",
    )
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["decoding"] == "sampled"
    model = doc["results"][0]
    assert model["agent"] == str(tiny_model_dir) and model["kind"] == "model" and model["reflect"] is True
    assert model["episodes"] == 2 and 1 <= model["mean_steps"] <= 3
    _check_summary(model)


def test_model_agent_without_reflection_on_autoexplore(tiny_lm, tmp_path, sample_repo):
    tasks = load_explore_tasks(_tasks_file(tmp_path, sample_repo))
    doc = evaluate(
        "autoexplore", ["tiny"], episodes=1, tasks=tasks, levels=["0"], reflect=False,
        max_steps=3, load_model=lambda ref: tiny_lm,
    )
    result = doc["results"][0]
    assert result["reflect"] is False and result["episodes"] == 1
    assert "(no reflection)" in markdown_table(doc)


def test_missing_model_exits_with_clear_error(app, tmp_path):
    result = invoke(app, "--env", "taxi", "--agent", str(tmp_path / "no-such-model"), "--episodes", "1", "-q")
    assert result.exit_code != 0
    assert "does not exist" in result.stderr and "Traceback" not in result.output


# -- ALFWorld through the registry (when the extra is installed) --------------------------------


@pytest.mark.skipif(
    importlib.util.find_spec("alfworld") is None or importlib.util.find_spec("reflect_cli.envs.alfworld.env") is None,
    reason="the alfworld extra is not installed",
)
def test_alfworld_oracle_and_random(app):
    result = invoke(app, "--env", "alfworld", "--agent", "oracle", "--agent", "random", "--episodes", "3", "--json", "-q")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    oracle, random = doc["results"]
    assert oracle["success_rate"] == 1.0
    assert random["success_rate"] < 1.0
    assert all(key != "all" for key in oracle["by_level"])  # grouped by task type


def test_batched_episodes_equal_one_at_a_time_on_taxi(tiny_lm):
    """--batch plays model episodes in lockstep; greedy episodes (reflections included) are those
    of one-at-a-time play, in the same order, with the same summary."""
    docs = {
        b: evaluate("taxi", ["tiny"], episodes=5, levels=["pickup"], max_steps=4, load_model=lambda ref: tiny_lm,
                    keep_episodes=True, batch=b)
        for b in (1, 3)
    }
    one, three = docs[1], docs[3]
    assert [e["actions"] for e in one["episodes"]] == [e["actions"] for e in three["episodes"]]
    assert [e["reset_seed"] for e in one["episodes"]] == [e["reset_seed"] for e in three["episodes"]]
    for key in ("successes", "episodes", "mean_steps", "mean_return"):
        assert one["results"][0][key] == three["results"][0][key]


def test_bf16_evaluation_runs_bf16_inference_and_plays_the_same_episodes_here(tiny_model_dir):
    """``bf16="yes"``: the model agent's prompt forwards and reflection decode steps run in bf16
    (the flags are set on the loaded model, the document says so); on the tiny model's Taxi
    episodes, greedy play is the same as in fp32. A bad mode is a usage error."""
    from reflect_cli.lm.transformers.model import LanguageModel

    loaded = {}

    def load(ref):
        loaded[ref] = LanguageModel.load(str(tiny_model_dir), device="cpu")
        return loaded[ref]

    docs = {mode: evaluate("taxi", [mode], episodes=3, levels=["pickup"], max_steps=3, load_model=load,
                           keep_episodes=True, bf16=mode) for mode in ("no", "yes")}
    assert docs["yes"]["bf16"] == "yes" and docs["no"]["bf16"] == "no"
    assert loaded["yes"].prefill_bf16 and loaded["yes"].decode_bf16
    assert not loaded["no"].prefill_bf16 and not loaded["no"].decode_bf16
    assert "_decode_weights_obj" in loaded["yes"].__dict__  # reflections were decoded from bf16 copies
    assert [e["actions"] for e in docs["yes"]["episodes"]] == [e["actions"] for e in docs["no"]["episodes"]]
    with pytest.raises(UsageError):
        evaluate("taxi", ["x"], episodes=1, levels=["pickup"], load_model=load, bf16="maybe")


def test_batched_autoexplore_keeps_each_episodes_task(tiny_lm, tmp_path, sample_repo):
    """In lockstep, an env moves on to its next task when an episode ends: each episode's
    repository and task are those it played (read when it ended), as in one-at-a-time play."""
    tasks = load_explore_tasks(_tasks_file(tmp_path, sample_repo))
    docs = {
        b: evaluate("autoexplore", ["tiny"], tasks=tasks, each_task=True, reflect=False, max_steps=3,
                    load_model=lambda ref: tiny_lm, keep_episodes=True, batch=b)
        for b in (1, 4)
    }
    strip = [{k: e.get(k) for k in ("task", "repo", "actions", "success")} for e in docs[1]["episodes"]]
    assert strip == [{k: e.get(k) for k in ("task", "repo", "actions", "success")} for e in docs[4]["episodes"]]
    assert docs[1]["results"][0]["distinct_tasks"] == docs[4]["results"][0]["distinct_tasks"] == len(tasks)


def test_batched_evaluation_resumes_from_its_journal(tiny_lm, tmp_path, monkeypatch):
    from reflect_cli.agent import loop
    from reflect_cli.evaluation.journal import EpisodeJournal

    first = evaluate("taxi", ["tiny"], episodes=4, levels=["pickup"], max_steps=3, load_model=lambda ref: tiny_lm,
                     journal=EpisodeJournal(tmp_path / "journal.jsonl"), batch=4)

    def refuse(*args, **kwargs):
        raise AssertionError("a journaled episode must not be played again")

    monkeypatch.setattr(loop, "run_batch", refuse)
    again = evaluate("taxi", ["tiny"], episodes=4, levels=["pickup"], max_steps=3, load_model=lambda ref: tiny_lm,
                     journal=EpisodeJournal(tmp_path / "journal.jsonl"), batch=4)
    assert first["results"][0]["successes"] == again["results"][0]["successes"]
    assert first["results"][0]["episodes"] == again["results"][0]["episodes"] == 4


def test_a_reflection_store_shared_by_evaluations_reflects_each_state_once(tiny_lm, monkeypatch):
    """``reflections``: a second evaluation with the same frozen reflector takes every state's
    greedy reflection from the store the first one filled, and plays the same episodes; without
    the store it has to generate them."""
    store: dict = {}
    play = dict(episodes=3, levels=["pickup"], max_steps=3, load_model=lambda ref: tiny_lm, keep_episodes=True)
    first = evaluate("taxi", ["tiny"], reflections=store, **play)
    assert any(store["bf16=no"].values())

    def no_generation(*args, **kwargs):
        raise AssertionError("generated a reflection the store holds")

    for name in ("generate", "generate_with_prefix", "generate_batch_with_prefix"):
        monkeypatch.setattr(tiny_lm, name, no_generation)
    second = evaluate("taxi", ["tiny"], reflections=store, **play)
    assert [e["actions"] for e in second["episodes"]] == [e["actions"] for e in first["episodes"]]
    with pytest.raises(AssertionError, match="store holds"):
        evaluate("taxi", ["tiny"], **play)
