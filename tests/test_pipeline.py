"""`reflect train` end to end with a tiny model, resumability, ablation switches and `reflect plot`."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.pipeline import planned_stages
from reflect_cli.pipeline_config import preset_names, resolve_config

runner = CliRunner()


def _recipe(tmp_path, model_dir, **extra):
    text = f'''
model = "{model_dir}"
seed = 0
[gen_data]
episodes = 12
epsilon = 0.2
level = "pickup"
horizon = 15
[sft_reflection]
steps = 2
batch_size = 2
max_length = 1024
lora_r = 4
lora_alpha = 8
[sft_policy]
steps = 2
batch_size = 2
max_length = 1024
[rlft]
iterations = 2
episodes_per_iter = 4
group_size = 2
baseline = "group"
level = "pickup"
reflection_tokens = 4
save_every = 1
[eval]
episodes = 4
agents = ["random", "oracle", "trained"]
levels = ["pickup"]
reflection_tokens = 4
'''
    path = tmp_path / "recipe.toml"
    path.write_text(text)
    return path


pytestmark = pytest.mark.usefixtures("one_thread")


def test_train_pipeline_end_to_end_and_rerun(tmp_path, tiny_model_dir):
    recipe = _recipe(tmp_path, tiny_model_dir)
    out = tmp_path / "pipe"
    result = runner.invoke(app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["stages"] == {s: "done" for s in ("gen-data", "sft-reflection", "sft-policy", "rlft", "eval")}
    agents = [r["agent"] for r in doc["eval"]["results"]]
    assert agents[:2] == ["random", "oracle"] and agents[2].endswith("rlft")
    oracle = doc["eval"]["results"][1]
    assert oracle["success_rate"] == 1.0 and set(oracle["by_level"]) == {"pickup"}
    assert (out / "eval" / "table.md").read_text().startswith("|")
    png = out / "eval" / "curves.png"
    assert png.is_file() and png.stat().st_size > 5000
    for stage in ("sft-reflection", "sft-policy", "rlft"):
        assert (out / stage / "final" / "reflect.json").is_file()
    # A rerun skips every finished stage.
    again = runner.invoke(app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(out)])
    assert again.exit_code == 0, again.output
    assert again.output.count("skipped (done)") == 5
    # Another configuration in the same directory is refused.
    other = runner.invoke(app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(out), "--seed", "3"])
    assert other.exit_code == 2 and "another configuration" in other.output
    # An interrupted stage needs --resume; with it, the stage is continued.
    (out / "eval" / "DONE").unlink()
    stuck = runner.invoke(app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(out)])
    assert stuck.exit_code == 2 and "--resume" in stuck.output
    resumed = runner.invoke(app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(out), "--resume"])
    assert resumed.exit_code == 0, resumed.output
    assert (out / "eval" / "DONE").is_file()
    # reflect plot over the pipeline and its rlft stage.
    png2 = tmp_path / "curves.png"
    plotted = runner.invoke(app, ["plot", str(out), str(out / "rlft"), "--out", str(png2), "--label", "a", "--label", "b"])
    assert plotted.exit_code == 0, plotted.output
    import matplotlib.image as mpimg

    pixels = mpimg.imread(png2)
    assert pixels.shape[0] > 200 and pixels.std() > 0.01  # not a blank canvas
    by_default = runner.invoke(app, ["plot", str(out / "rlft")])  # no --out: curves.png in the run
    assert by_default.exit_code == 0 and (out / "rlft" / "curves.png").is_file(), by_default.output
    # An RL stage cut before its first iteration (only the prior's fit logged): eval still ends.
    (out / "rlft" / "metrics.jsonl").write_text('{"step": 0, "prior/fit_nll_after": 1.0}\n')
    (out / "eval" / "DONE").unlink()
    (out / "eval" / "curves.png").unlink()
    cut = runner.invoke(app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(out), "--resume"])
    assert cut.exit_code == 0, cut.output
    assert (out / "eval" / "DONE").is_file() and not (out / "eval" / "curves.png").exists()


def test_no_reflection_ablation_skips_the_reflector(tmp_path, tiny_model_dir):
    recipe = _recipe(tmp_path, tiny_model_dir)
    out = tmp_path / "noref"
    result = runner.invoke(
        app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(out), "--ablation", "no-reflection", "--json"]
    )
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert "sft-reflection" not in doc["stages"]
    trained = doc["eval"]["results"][2]
    assert trained["reflect"] is False


def test_planned_stages_per_ablation():
    base = {"env": "taxi", "model": "embedded", "seed": 0}
    assert planned_stages({**base, "ablation": "reflect-rl"}) == ["gen-data", "sft-reflection", "sft-policy", "rlft", "eval"]
    assert planned_stages({**base, "ablation": "rl-only"}) == ["rlft", "eval"]
    assert planned_stages({**base, "ablation": "sft-only"}) == ["gen-data", "sft-reflection", "sft-policy", "eval"]
    assert "sft-reflection" not in planned_stages({**base, "ablation": "no-reflection"})


def test_presets_and_config_errors(tmp_path):
    cfg = resolve_config("taxi", preset="smoke")
    assert cfg["model"] == "embedded" and cfg["rlft"]["level"] == "pickup"
    assert set(preset_names()) == {"smoke", "paper"}
    # The env's own preset settings go over the common ones, section by section.
    assert cfg["sft_policy"]["max_length"] == 1024 and cfg["sft_policy"]["steps"] == 6
    paper = resolve_config("dangerous-taxi", preset="paper")
    assert paper["rlft"]["paper_defaults"] is True and paper["rlft"]["curriculum"] == ["pickup", "dropoff", "full"]
    bad = tmp_path / "bad.toml"
    bad.write_text("[rlft]\niterations = 1\n[nonsense]\nx = 1\n")
    result = runner.invoke(app, ["train", "--env", "taxi", "--config", str(bad), "--out", str(tmp_path / "o")])
    assert result.exit_code == 2 and "unknown keys" in result.output
    broken = tmp_path / "broken.toml"
    broken.write_text("[rlft\n")
    result = runner.invoke(app, ["train", "--env", "taxi", "--config", str(broken), "--out", str(tmp_path / "o")])
    assert result.exit_code == 2 and "not valid TOML" in result.output
    result = runner.invoke(app, ["train", "--env", "taxi", "--preset", "huge"])
    assert result.exit_code == 2 and "unknown preset" in result.output
    result = runner.invoke(app, ["train", "--env", "taxi", "--preset", "smoke", "--ablation", "nope", "--out", str(tmp_path / "o")])
    assert result.exit_code == 2 and "unknown ablation" in result.output


def test_plot_errors(tmp_path):
    result = runner.invoke(app, ["plot", str(tmp_path), "--out", str(tmp_path / "x.png")])
    assert result.exit_code == 2 and "no metrics.jsonl" in result.output


def test_autoexplore_pipeline_trains_on_train_tasks_and_evaluates_held_out(tmp_path, tiny_model_dir):
    """RL samples only train-split tasks; the eval stage plays the held-out (test) repositories."""
    from test_gen_data import make_repo

    repos = [make_repo(tmp_path / f"repo_{n}", n) for n in ("alpha", "beta", "gamma")]
    recipe = tmp_path / "ae.toml"
    recipe.write_text(f'''
model = "{tiny_model_dir}"
[gen_data]
repos = {json.dumps([str(r) for r in repos])}
negatives = 1
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
[rlft]
iterations = 1
episodes_per_iter = 2
group_size = 2
baseline = "group"
reflection_tokens = 2
env_kwargs = {{horizon = 3}}
[eval]
episodes = 2
agents = ["oracle", "trained"]
reflection_tokens = 2
''')
    out = tmp_path / "pipe"
    result = runner.invoke(app, ["train", "--env", "autoexplore", "--config", str(recipe), "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["eval"]["tasks_split"] == "test"
    tasks = [json.loads(line) for line in (out / "data" / "tasks.jsonl").read_text().splitlines()]
    test_repos = {t["repo"] for t in tasks if t["split"] == "test"}
    assert test_repos and test_repos.isdisjoint({t["repo"] for t in tasks if t["split"] == "train"})
    rl_cfg = json.loads((out / "rlft" / "config.json").read_text())
    assert rl_cfg["tasks"] == str(out / "data" / "tasks.jsonl") and rl_cfg["tasks_split"] == "train"
    assert doc["eval"]["results"][0]["success_rate"] == 1.0  # the oracle solves the held-out tasks


def test_every_stage_has_a_runner():
    from reflect_cli.pipeline import Pipeline
    from reflect_cli.pipeline_config import STAGES

    assert list(Pipeline.STAGE_RUNNERS) == list(STAGES)


def test_pipeline_json_records_every_setting_from_the_dataclasses(tmp_path):
    """pipeline.json holds each stage's settings in full (the dataclasses' defaults under the
    recipe); a pipeline.json that recorded only the recipe's keys is the same configuration."""
    from reflect_cli.pipeline import Pipeline
    from reflect_cli.pipeline_config import recorded_config, resolve_config
    from reflect_cli.train.config import EvalSettings, RLSettings, SFTSettings

    cfg = resolve_config("taxi", preset="smoke")
    out = tmp_path / "pipe"
    Pipeline(out, cfg).prepare()
    doc = json.loads((out / "pipeline.json").read_text())["config"]
    assert doc == recorded_config(cfg) == recorded_config(doc)
    assert doc["sft_policy"]["warmup_ratio"] == SFTSettings().warmup_ratio and doc["sft_policy"]["steps"] == 6
    assert (doc["sft_reflection"]["lora_targets"], doc["sft_reflection"]["lora_layers"]) == (["all-linear"], 0)
    assert (doc["sft_policy"]["lora_layers"], doc["sft_policy"]["lora_dropout"]) == (4, 0.05)
    assert doc["rlft"]["lora_dropout"] == RLSettings().lora.dropout == 0.0
    assert doc["eval"]["each_task"] == EvalSettings().each_task
    # a pipeline.json written before (only the recipe's keys) resumes as the same configuration
    state = json.loads((out / "pipeline.json").read_text())
    state["config"] = json.loads(json.dumps(cfg))
    (out / "pipeline.json").write_text(json.dumps(state))
    Pipeline(out, cfg).prepare()  # no "another configuration" error
    paper = recorded_config(resolve_config("taxi", preset="paper"))["rlft"]
    assert "paper_defaults" not in paper and (paper["lr"], paper["lora_r"], paper["baseline"]) == (2e-4, 64, "none")
