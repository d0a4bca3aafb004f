"""Resuming after a kill: the newest intact checkpoint, no duplicate metrics, no refused reruns."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.jsonl import write_jsonl
from reflect_cli.pipeline import first_changed_stage
from reflect_cli.pipeline_config import env_preset, resolve_config
from reflect_cli.runs import RunDir
from reflect_cli.train.sft_data import taxi_oracle_records

BANDIT = "helpers.bandit:ContextualBanditEnv"
runner = CliRunner()
pytestmark = pytest.mark.usefixtures("one_thread")


def _rl_args(model: Path, out: Path, iterations: int) -> list[str]:
    return ["rlft", "--env", BANDIT, "--policy", str(model), "--out", str(out), "--iterations", str(iterations),
            "--episodes-per-iter", "2", "--save-every", "1", "--seed", "5", "--lr", "1e-2"]


def _metrics(run: Path) -> list[dict]:
    return [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]


def _comparable(metrics: list[dict]) -> list[dict]:
    return [{k: v for k, v in m.items() if k != "time" and not k.startswith("perf/")} for m in metrics]


def _add_killed_attempt_lines(run: Path, *steps: int) -> None:
    with (run / "metrics.jsonl").open("a") as fh:
        for step in steps:
            fh.write(json.dumps({"step": step, "rollout/success_rate": -1.0}) + "\n")
        fh.write('{"step": 99, "rollout/succ')  # killed mid-write


@pytest.fixture(scope="module")
def straight(tmp_path_factory, tiny_model_dir) -> Path:
    """An uninterrupted 4-iteration run: what every resumed run must reproduce."""
    out = tmp_path_factory.mktemp("straight") / "run"
    res = runner.invoke(app, _rl_args(tiny_model_dir, out, 4))
    assert res.exit_code == 0, res.output
    return out


@pytest.fixture
def two_iterations(tmp_path, tiny_model_dir) -> Path:
    out = tmp_path / "cut"
    res = runner.invoke(app, _rl_args(tiny_model_dir, out, 2))
    assert res.exit_code == 0, res.output
    return out


def test_rl_resume_without_latest_marker_continues_from_the_newest_checkpoint(two_iterations, straight, tiny_model_dir):
    cut = two_iterations
    (cut / "checkpoints" / "latest").unlink()
    _add_killed_attempt_lines(cut, 3, 4)
    res = runner.invoke(app, [*_rl_args(tiny_model_dir, cut, 4), "--resume"])
    assert res.exit_code == 0, res.output
    assert [m["step"] for m in _metrics(cut)] == [1, 2, 3, 4]
    assert _comparable(_metrics(cut)) == _comparable(_metrics(straight))
    assert (cut / "checkpoints" / "latest").read_text().strip() == "step-000004"


def test_rl_resume_falls_back_from_a_corrupt_checkpoint_to_the_previous_one(two_iterations, straight, tiny_model_dir):
    cut = two_iterations
    weights = cut / "checkpoints" / "step-000002" / "weights.safetensors"
    weights.write_bytes(weights.read_bytes()[:100])
    res = runner.invoke(app, [*_rl_args(tiny_model_dir, cut, 3), "--resume"])
    assert res.exit_code == 0, res.output
    assert "falling back" in res.output and "step-000001" in res.output and str(weights) in res.output
    assert [m["step"] for m in _metrics(cut)] == [1, 2, 3]
    assert _comparable(_metrics(cut)) == _comparable(_metrics(straight)[:3])


def test_rl_resume_without_any_checkpoint_says_so_and_keeps_no_stale_lines(two_iterations, straight, tiny_model_dir):
    cut = two_iterations
    shutil.rmtree(cut / "checkpoints")
    shutil.rmtree(cut / "final")
    res = runner.invoke(app, [*_rl_args(tiny_model_dir, cut, 2), "--resume"])
    assert res.exit_code == 0, res.output
    assert "no checkpoint to resume from" in res.output
    assert _comparable(_metrics(cut)) == _comparable(_metrics(straight)[:2])


@pytest.fixture(scope="module")
def sft_data(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("data") / "sft.jsonl"
    write_jsonl(path, taxi_oracle_records(3, seed=0) + taxi_oracle_records(1, seed=100, split="validation"))
    return path


def _sft_args(data: Path, model: Path, out: Path, steps: int) -> list[str]:
    return ["sft", "--data", str(data), "--target", "policy", "--model", str(model), "--out", str(out),
            "--steps", str(steps), "--batch-size", "2", "--save-every", "2"]


def test_sft_resume_drops_the_lines_of_the_killed_attempt(tmp_path, sft_data, tiny_model_dir):
    out = tmp_path / "sft"
    res = runner.invoke(app, _sft_args(sft_data, tiny_model_dir, out, 3))
    assert res.exit_code == 0, res.output
    assert [m["step"] for m in _metrics(out)] == [0, 3]
    (out / "checkpoints" / "latest").unlink()
    _add_killed_attempt_lines(out, 4)
    res = runner.invoke(app, [*_sft_args(sft_data, tiny_model_dir, out, 4), "--resume"])
    assert res.exit_code == 0, res.output
    assert [m["step"] for m in _metrics(out)] == [0, 4]  # resumed at step 2: lines 3 and later are redone


def test_a_failed_sft_leaves_no_out_behind_so_the_rerun_is_not_refused(tmp_path, sft_data, tiny_model_dir):
    broken = tmp_path / "broken"
    shutil.copytree(tiny_model_dir, broken)
    (broken / "model.safetensors").write_bytes(b"\0" * 64)
    out = tmp_path / "sft"
    res = runner.invoke(app, _sft_args(sft_data, broken, out, 1))
    assert res.exit_code == 1 and "model.safetensors" in res.output, res.output
    assert not out.exists()
    res = runner.invoke(app, _sft_args(sft_data, tiny_model_dir, out, 1))
    assert res.exit_code == 0, res.output


def test_discard_keeps_runs_that_have_something_to_resume(tmp_path):
    run = RunDir.create(tmp_path / "r", stage="sft")
    (run.checkpoints / "step-000001").mkdir(parents=True)
    assert not run.discard_if_unfinished() and run.path.exists()
    resumed = RunDir.create(tmp_path / "r", stage="sft", resume=True)
    shutil.rmtree(run.checkpoints)
    assert not resumed.discard_if_unfinished() and run.path.exists()  # not made by this process


def test_smoke_preset_sft_stages_save_checkpoints():
    for env in ("taxi", "autoexplore", "alfworld"):
        preset = env_preset("smoke", env)
        assert preset is not None, env
        for stage in ("sft_reflection", "sft_policy"):
            assert 0 < preset[stage]["save_every"] < preset[stage]["steps"], (env, stage)


# -- reflect train: a changed configuration reuses the stages it does not touch ---------------------

RECIPE = """model = "{model}"
seed = 0
ablation = "sft-only"
[gen_data]
episodes = 6
epsilon = 0.2
level = "pickup"
horizon = 15
[sft_reflection]
steps = 1
batch_size = 2
max_length = 1024
lora_r = 4
lora_alpha = 8
[sft_policy]
steps = 1
batch_size = 2
max_length = 1024
[eval]
episodes = 2
agents = ["random", "trained"]
levels = ["pickup"]
reflection_tokens = 2
"""


def _train(recipe: Path, out: Path, *extra: str):
    return runner.invoke(app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(out), *extra])


def _status(output: str) -> dict[str, str]:
    return {line.split(":")[0]: line.split(":", 1)[1].strip() for line in output.splitlines()
            if line.split(":")[0] in ("gen-data", "sft-reflection", "sft-policy", "eval")}


def test_train_rerun_with_a_changed_stage_reuses_the_stages_before_it(tmp_path, tiny_model_dir):
    recipe = tmp_path / "recipe.toml"
    recipe.write_text(RECIPE.format(model=tiny_model_dir))
    out = tmp_path / "pipe"
    res = _train(recipe, out)
    assert res.exit_code == 0, res.output

    # As left by the run: `sft_policy = 5` recorded, the stage failed, eval never ran.
    state = json.loads((out / "pipeline.json").read_text())
    state["config"]["sft_policy"] = 5
    (out / "pipeline.json").write_text(json.dumps(state))
    (out / "sft-policy" / "DONE").unlink()
    shutil.rmtree(out / "eval")
    refused = _train(recipe, out)
    assert refused.exit_code == 2 and "another configuration" in refused.output
    assert "keeps gen-data, sft-reflection" in refused.output
    res = _train(recipe, out, "--resume")
    assert res.exit_code == 0, res.output
    status = _status(res.output)
    assert status["gen-data"] == status["sft-reflection"] == "skipped (done)"
    assert status["sft-policy"].startswith("running") or "done in" in status["sft-policy"], res.output

    recipe.write_text(RECIPE.format(model=tiny_model_dir).replace("episodes = 2", "episodes = 3"))
    res = _train(recipe, out, "--resume")
    assert res.exit_code == 0, res.output
    assert list(_status(res.output).values()).count("skipped (done)") == 3
    assert json.loads((out / "pipeline.json").read_text())["config"]["eval"]["episodes"] == 3


def test_first_changed_stage_follows_the_stage_order(tiny_model_dir):
    base = resolve_config("taxi", preset="smoke", overrides={"model": str(tiny_model_dir)})
    stages = ["gen-data", "sft-reflection", "sft-policy", "rlft", "eval"]
    changed = json.loads(json.dumps(base))
    changed["rlft"]["iterations"] = 7
    assert first_changed_stage(base, changed, stages) == "rlft"
    changed["seed"] = 1
    assert first_changed_stage(base, changed, stages) == "gen-data"
    assert first_changed_stage(base, json.loads(json.dumps(base)), stages) is None


def test_settings_that_only_log_or_save_do_not_redo_a_stage(tiny_model_dir):
    base = resolve_config("taxi", preset="smoke", overrides={"model": str(tiny_model_dir)})
    stages = ["gen-data", "sft-reflection", "sft-policy", "rlft", "eval"]
    changed = json.loads(json.dumps(base))
    changed["rlft"]["probe_every"] = 5
    changed["rlft"]["save_every"] = 9
    changed["sft_policy"]["log_every"] = 7
    changed["sft_reflection"]["max_eval_records"] = 3
    assert first_changed_stage(base, changed, stages) is None
    changed["sft_policy"]["lr"] = 0.5
    assert first_changed_stage(base, changed, stages) == "sft-policy"
