"""An environment carries itself: the counting game of ``tests/helpers/counting_game.py`` is one
module and one ``register_env`` call, and with nothing in ``src/`` naming it, it gets its
``reflect gen-data`` subcommand, its prompt, its oracle reflections, its preset, and runs through
gen-data, SFT (reflector and policy), RL and evaluation with a tiny model."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from helpers import counting_game
from reflect_cli.cli import app

runner = CliRunner()


@pytest.fixture
def counting(monkeypatch):
    """The counting game registered for one test (the registry is restored afterwards)."""
    from reflect_cli.envs import registration

    monkeypatch.setattr(registration, "_REGISTRY", dict(registration._REGISTRY))
    return counting_game.register()


def test_a_registered_env_gets_its_gen_data_subcommand_prompt_and_narrator(counting, tmp_path):
    from reflect_cli.agent.prompts import policy_messages
    from reflect_cli.pipeline_config import env_preset

    listed = runner.invoke(app, ["gen-data", "--help"])
    assert listed.exit_code == 0 and "counting" in listed.output and "Counting games from the oracle." in listed.output
    shown = runner.invoke(app, ["gen-data", "counting", "--help"])
    assert shown.exit_code == 0 and "--episodes" in shown.output and "--epsilon" in shown.output
    out = tmp_path / "data"
    made = runner.invoke(app, ["gen-data", "counting", "--out", str(out), "--episodes", "6", "--json", "-q"])
    assert made.exit_code == 0, made.output
    stats = json.loads(made.stdout)
    assert stats["trajectories"] == 6 and stats["successful_episodes"] >= 1
    records = [json.loads(line) for line in (out / "sft_reflection.jsonl").read_text().splitlines()]
    assert records and all(r["env"] == "counting" for r in records)
    assert all("left to count, so next I should" in r["reflection"] for r in records)  # its narrator's words
    system = policy_messages("The counter shows 1.", ["add one"], None, "counting")[0]["content"]
    assert system == "Count up to the target: add one or two, never past it."
    smoke = env_preset("smoke", "counting")
    assert smoke is not None and smoke["gen_data"] == {"episodes": 8} and smoke["model"] == "embedded"


RECIPE = """model = "{model}"
seed = 0
[gen_data]
episodes = 8
[sft_reflection]
steps = 2
batch_size = 2
max_length = 512
lora_r = 4
lora_alpha = 8
[sft_policy]
steps = 2
batch_size = 2
max_length = 512
[rlft]
iterations = 1
episodes_per_iter = 2
group_size = 2
baseline = "group"
reflection_tokens = 4
save_every = 1
[eval]
episodes = 2
agents = ["random", "oracle", "trained"]
reflection_tokens = 4
"""


@pytest.mark.usefixtures("one_thread")
def test_a_registered_env_runs_through_the_whole_pipeline(counting, tmp_path, tiny_model_dir):
    recipe = tmp_path / "recipe.toml"
    recipe.write_text(RECIPE.format(model=tiny_model_dir))
    out = tmp_path / "pipe"
    result = runner.invoke(app, ["train", "--env", "counting", "--config", str(recipe), "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["stages"] == {s: "done" for s in ("gen-data", "sft-reflection", "sft-policy", "rlft", "eval")}
    results = {r["agent"]: r for r in doc["eval"]["results"]}
    assert results["oracle"]["success_rate"] == 1.0
    assert any(name.endswith("rlft") for name in results)
    for stage in ("sft-reflection", "sft-policy", "rlft"):
        assert (out / stage / "final" / "reflect.json").is_file()
