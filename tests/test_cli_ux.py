"""What a user sees: progress on stderr, results on stdout, one error style, help that
fits 80 columns, fast failures before any model is loaded."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.cli.progress import PLAIN_QUIET_S, StageProgress, stage_progress

runner = CliRunner()


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _plain(clock: FakeClock, quiet: bool = False) -> tuple[StageProgress, io.StringIO]:
    buf = io.StringIO()
    console = Console(file=buf, force_terminal=False, width=120)
    return StageProgress(console=console, quiet=quiet, clock=clock), buf


# -- the progress display -------------------------------------------------------------------------


def test_plain_progress_prints_a_short_task_once_and_a_long_one_quarterly_with_eta():
    clock = FakeClock()
    bars, buf = _plain(clock)
    with bars:
        for step in range(1, 9):  # fast: no line until it ends
            bars.update("sft", step, 8, unit="steps", info="loss 1.000")
        for it in range(1, 101):  # slow: 30 s per unit, one line per quarter at most
            clock.now += 30
            bars.update("rlft", it, 100, unit="iterations")
    lines = buf.getvalue().splitlines()
    assert [line for line in lines if line.startswith("sft")] == ["sft: 8/8 steps · 0:00 · loss 1.000"]
    rl = [line for line in lines if line.startswith("rlft")]
    assert [line.split(" ·")[0] for line in rl] == ["rlft: 25/100 iterations", "rlft: 50/100 iterations",
                                              "rlft: 75/100 iterations", "rlft: 100/100 iterations"]
    # elapsed since the first report (24 x 30 s), then the time left at that pace
    assert rl[0] == "rlft: 25/100 iterations · 12:00 · eta 36:00"
    assert "eta" not in rl[-1]


def test_plain_progress_waits_between_lines_and_quiet_prints_nothing():
    clock = FakeClock()
    bars, buf = _plain(clock)
    bars.update("eval", 1, 4)
    clock.now += PLAIN_QUIET_S / 2
    bars.update("eval", 2, 4)  # half done, but too soon after the start for a line
    assert buf.getvalue() == ""
    clock.now += PLAIN_QUIET_S
    bars.update("eval", 3, 4)
    assert buf.getvalue().startswith("eval: 3/4")

    quiet, qbuf = _plain(clock, quiet=True)
    with quiet:
        quiet.update("x", 4, 4)
        quiet.say("stage line")
        quiet.say("warning", always=True)
    assert qbuf.getvalue() == "warning\n"


def test_terminal_progress_draws_a_bar_with_eta():
    buf = io.StringIO()
    console = Console(file=buf, force_terminal=True, width=120, color_system=None)
    with StageProgress(console=console) as bars:
        bars.update("rlft", 1, 4, unit="iterations", info="success 0.50")
        bars.say("sft-policy: done in 3 s")
    text = buf.getvalue()
    assert "rlft" in text and "1/4" in text and "eta" in text and "success 0.50" in text
    assert "━" in text  # the bar itself
    assert "sft-policy: done in 3 s" in text


def test_a_command_inside_another_adds_to_its_display():
    with stage_progress(quiet=False) as outer, stage_progress(quiet=True) as inner:  # e.g. gen-data in `reflect train`
        assert inner is outer
    with stage_progress(quiet=True) as alone:
        assert alone is not outer and alone.quiet


def test_embedded_conversion_draws_no_tqdm_bar(capsys):
    from transformers import modeling_gguf_pytorch_utils as gguf_utils

    from reflect_cli.lm.embedded import _no_tqdm

    original = gguf_utils.tqdm
    with _no_tqdm():
        assert list(gguf_utils.tqdm(range(3), desc="Converting and de-quantizing GGUF tensors...")) == [0, 1, 2]
    assert gguf_utils.tqdm is original
    captured = capsys.readouterr()
    assert "de-quantizing" not in captured.err + captured.out


# -- results on stdout, progress on stderr ----------------------------------------------------------------


def test_eval_table_on_stdout_one_progress_line_per_agent_on_stderr():
    res = runner.invoke(app, ["eval", "--env", "taxi", "--agent", "random", "--agent", "oracle", "-n", "3",
                              "--level", "pickup"])
    assert res.exit_code == 0, res.output
    assert "oracle" in res.stdout and "100.0 %" in res.stdout
    assert res.stderr.splitlines() == ["eval random · level pickup: 3/3 episodes · 0:00",
                                       "eval oracle · level pickup: 3/3 episodes · 0:00"]
    quiet = runner.invoke(app, ["eval", "--env", "taxi", "--agent", "oracle", "-n", "2", "--level", "pickup", "-q"])
    assert quiet.exit_code == 0 and quiet.stderr == "" and "oracle" in quiet.stdout


def test_gen_data_table_on_stdout_and_json_alone_with_json(tmp_path):
    res = runner.invoke(app, ["gen-data", "taxi", "--out", str(tmp_path / "a"), "--episodes", "6", "--tokenizer", "approx"])
    assert res.exit_code == 0, res.output
    assert "sft_policy.jsonl" in res.stdout and "trajectories" in res.stdout
    assert "gen-data taxi: 6/6 episodes" in res.stderr and "sft_policy.jsonl" not in res.stderr
    doc = runner.invoke(app, ["gen-data", "taxi", "--out", str(tmp_path / "b"), "--episodes", "6",
                              "--tokenizer", "approx", "--json"])
    assert json.loads(doc.stdout)["trajectories"] == 6


def test_train_prints_stage_progress_on_stderr_and_the_table_on_stdout(tmp_path, monkeypatch):
    """The CLI side of `reflect train`: the pipeline's progress callback becomes bars (plain lines
    here), its stage lines stay, and the evaluation table is the result on stdout."""
    from reflect_cli import pipeline as pl

    doc = {"env": "taxi", "decoding": "greedy", "episodes_per_level": 2, "seeds": [0], "horizon": 18,
           "results": [{"agent": "oracle", "success_rate": 1.0, "ci95": [0.3, 1.0], "mean_return": 0.7,
                        "mean_steps": 6.0, "by_level": {"pickup": {"success_rate": 1.0, "ci95": [0.3, 1.0]}}}]}

    def fake_run(self, on_stage=None):
        for stage in self.stages:
            on_stage(stage, "running")
        self.progress("sft-policy", 2, 2, {"loss/sft": 1.25})
        self.progress("rlft", 1, 1, {"rollout/success_rate": 0.5, "rollout/return_mean": -1.0, "curriculum/level": "pickup"})
        self.progress("eval", 2, 2, {"agent": "oracle", "level": "pickup"})
        (self.out / "eval").mkdir(parents=True)
        (self.out / "eval" / "results.json").write_text(json.dumps(doc))
        return {"out": str(self.out), "seconds": {}, "stages": {}}

    monkeypatch.setattr(pl.Pipeline, "run", fake_run)
    out = tmp_path / "pipe"
    res = runner.invoke(app, ["train", "--env", "taxi", "--preset", "smoke", "--out", str(out)])
    assert res.exit_code == 0, res.output
    err_lines = res.stderr.splitlines()
    assert any(line.startswith("rlft: running (loading ") for line in err_lines)  # what it is loading
    # the smoke preset says, in its output and with its table, that it checks plumbing, not learning
    assert "plumbing check" in res.stderr and "not a measure of learning" in " ".join(res.stdout.split())
    assert "sft-policy: 2/2 steps · 0:00 · loss 1.250" in err_lines
    assert "rlft: 1/1 iterations · 0:00 · success 0.50 · return -1.00 · level pickup" in err_lines
    assert "eval oracle · level pickup: 2/2 episodes · 0:00" in err_lines
    assert "100.0 %" in res.stdout and "100.0 %" not in res.stderr
    quiet = runner.invoke(app, ["train", "--env", "taxi", "--preset", "smoke", "--out", str(tmp_path / "q"), "-q"])
    assert quiet.exit_code == 0 and "2/2 steps" not in quiet.stderr and "rlft: running" in quiet.stderr


@pytest.mark.usefixtures("one_thread")
def test_pipeline_reports_rl_iterations_and_eval_episodes(tmp_path, tiny_model_dir):
    """The library side: Pipeline hands its progress callback to RL's hooks and to evaluate()."""
    recipe = tmp_path / "r.toml"
    recipe.write_text(f'''model = "{tiny_model_dir}"
ablation = "rl-only"
[rlft]
iterations = 2
episodes_per_iter = 2
group_size = 2
baseline = "group"
level = "pickup"
[eval]
episodes = 2
agents = ["oracle", "trained"]
levels = ["pickup"]
''')
    res = runner.invoke(app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(tmp_path / "p")])
    assert res.exit_code == 0, res.output
    assert re.search(r"^rlft: 2/2 iterations · \d+:\d\d · success [\d.]+ · return [-+][\d.]+ · level pickup"
                     r" · KL \S+ · entropy [\d.]+ · grad [\d.e+-]+ · zero-adv groups [\d.]+ · adv std [\d.]+$",
                     res.stderr, re.M), res.stderr
    assert re.search(r"^eval oracle · level pickup: 2/2 episodes", res.stderr, re.M)
    assert "oracle" in res.stdout and "100.0 %" in res.stdout


@pytest.mark.usefixtures("one_thread")
def test_sft_reports_its_steps(tmp_path, tiny_model_dir):
    from reflect_cli.jsonl import write_jsonl
    from reflect_cli.train.sft_data import taxi_oracle_records

    data = tmp_path / "d.jsonl"
    write_jsonl(data, taxi_oracle_records(6, seed=0))
    args = ["sft", "--data", str(data), "--target", "policy", "--model", str(tiny_model_dir), "--steps", "2",
            "--batch-size", "2"]
    res = runner.invoke(app, [*args, "--out", str(tmp_path / "a")])
    assert res.exit_code == 0, res.output
    assert re.search(r"^sft policy: 2/2 steps · \d+:\d\d · loss \d+\.\d{3}$", res.stderr, re.M), res.stderr
    quiet = runner.invoke(app, [*args, "--out", str(tmp_path / "b"), "--quiet"])
    assert quiet.exit_code == 0 and "2/2 steps" not in quiet.stderr


# -- errors -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("argv, needle", [
    (["sft", "--data", "x.jsonl"], "Missing option '--target'"),
    (["eval", "--env", "taxi", "--agent", "random", "--max-steps", "0"], "--max-steps"),
    (["eval", "--env", "taxi", "--agent", "random", "--bogus"], "No such option: --bogus"),
    (["nosuchcommand"], "No such command"),
    (["train", "--env", "taxi"], "--preset"),
    (["plot", "--out", "x.png"], "Missing argument"),
])
def test_usage_errors_are_one_error_line_and_a_hint(argv, needle):
    res = runner.invoke(app, argv)
    assert res.exit_code == 2, res.output
    lines = res.stderr.splitlines()
    assert lines[0].startswith("Error: ") and needle in lines[0], res.stderr
    assert len(lines) == 2 and lines[1].startswith("Hint: "), res.stderr
    assert "╭" not in res.stderr and "Usage:" not in res.stderr and "Traceback" not in res.stderr


def test_usage_error_in_a_real_process_exits_2_with_the_same_style():
    out = subprocess.run([sys.executable, "-m", "reflect_cli", "eval", "--env", "taxi", "--agent", "random",
                          "--max-steps", "0"], capture_output=True, text=True, env={**os.environ, "COLUMNS": "80"})
    assert out.returncode == 2
    assert out.stderr.startswith("Error: Invalid value for '--max-steps'") and "\nHint: see 'reflect eval --help'" in out.stderr
    assert out.stdout == ""


def test_bare_reflect_shows_the_help():
    res = runner.invoke(app, [])
    assert res.exit_code == 2 and "Commands:" in res.output and "Error" not in res.output


# -- help --------------------------------------------------------------------------------------------------

COMMANDS = ["", "explore", "eval", "doctor", "envs", "gen-data", "gen-data auto-explore", "gen-data taxi",
            "gen-data alfworld", "sft", "rlft", "train", "plot", "export"]


@pytest.mark.parametrize("command", COMMANDS)
def test_help_fits_80_columns_with_whole_option_names(command):
    res = runner.invoke(app, [*command.split(), "--help"], env={"COLUMNS": "80"})
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert max(len(line) for line in lines) <= 80, res.output
    assert "…" not in res.output  # Rich's cut of a name or a sentence
    if "Commands:" in lines:  # Click cuts a summary that does not fit ("... (completion-only loss,...")
        listed = lines[lines.index("Commands:") + 1:]
        assert not [line for line in listed if line.endswith("...")], res.output
    assert "<bool>" not in res.output and "list[str]" not in res.output
    assert "╭" not in res.output


def test_long_option_names_are_shown_whole():
    res = runner.invoke(app, ["rlft", "--help"], env={"COLUMNS": "80"})
    for name in ("--episodes-per-iter", "--curriculum-threshold", "--normalize-advantages / --no-normalize-advantages"):
        assert name in res.output


# -- doctor -----------------------------------------------------------------------------------------------


def test_doctor_install_hints_name_the_extra_and_no_config_dir_is_listed(monkeypatch):
    from reflect_cli.cli import admin

    real = admin.collect

    def missing_extras(**kwargs):
        report = real(**kwargs)
        for info in report["optional"].values():
            info["installed"] = False
        return report

    monkeypatch.setattr(admin, "collect", missing_extras)
    res = runner.invoke(app, ["doctor"])
    assert res.exit_code == 0, res.output
    for extra in ("llamacpp", "alfworld", "quant", "tensorboard"):
        assert f"pip install 'reflect-cli[{extra}]'" in res.stdout, res.stdout
    assert "config dir" not in res.stdout and "cache dir" in res.stdout


# -- fast failures ------------------------------------------------------------------------------------------


def _timed(argv: list[str]) -> tuple[object, float]:
    t0 = time.perf_counter()
    res = runner.invoke(app, argv)
    return res, time.perf_counter() - t0


def test_eval_checks_every_model_agent_before_the_first_episode():
    res, seconds = _timed(["eval", "--env", "taxi", "--agent", "random", "--agent", "./no/such/model", "-n", "50"])
    assert res.exit_code == 2 and "does not exist" in res.stderr
    assert "episodes" not in res.stderr  # random did not play first
    assert seconds < 2


def test_gen_data_checks_the_tokenizer_before_generating(tmp_path):
    out = tmp_path / "o"
    res, seconds = _timed(["gen-data", "taxi", "--out", str(out), "--tokenizer", "./no/such/tokenizer"])
    assert res.exit_code == 2 and "cannot load tokenizer" in res.stderr
    assert not out.exists() and seconds < 2


def test_train_and_plot_check_paths_and_values_first(tmp_path):
    file = tmp_path / "f.txt"
    file.write_text("x")
    res, seconds = _timed(["train", "--env", "taxi", "--preset", "smoke", "--out", str(file)])
    assert res.exit_code == 2 and "not a folder" in res.stderr and seconds < 2
    res, _ = _timed(["plot", str(tmp_path / "nope"), "--out", str(tmp_path / "c.png")])
    assert res.exit_code == 2 and "no such run directory" in res.stderr
    res, _ = _timed(["plot", str(tmp_path / "nope")])  # --out has a default: the run is what is wrong
    assert res.exit_code == 2 and "no such run directory" in res.stderr and "Missing option" not in res.stderr
    res, _ = _timed(["plot", str(tmp_path), "--out", str(tmp_path / "c.png"), "--smoothing", "1.5"])
    assert res.exit_code == 2 and "--smoothing" in res.stderr
    res, _ = _timed(["plot", str(tmp_path), "--out", str(tmp_path / "c.png"), "--label", "a", "--label", "b"])
    assert res.exit_code == 2 and "--label" in res.stderr and "Hint: give one --label per run" in res.stderr


# -- explore: progress inside every step, readable reflections ------------------------


def test_step_line_in_a_log_is_one_line_per_step_start_with_step_k_of_n_and_time():
    from reflect_cli.cli.progress import StepLine

    clock = FakeClock()
    buf = io.StringIO()
    line = StepLine(15, console=Console(file=buf, force_terminal=False, width=40), clock=clock)
    with line:
        line.loading("Loading model embedded")
        clock.now = 65.0
        line.start(1, "src/")
        line.now("reflecting")  # a log is not redrawn: phases are for the live line
        line.now("scoring 31 commands")
    lines = buf.getvalue().splitlines()
    assert lines == ["Loading model embedded ...", "Step 1/15 started in src/ · 1:05"]
    quiet = io.StringIO()
    with StepLine(15, quiet=True, console=Console(file=quiet, force_terminal=False)) as silent:
        silent.loading("x")
        silent.start(1, "./")
    assert quiet.getvalue() == ""


def test_step_line_on_a_terminal_shows_the_phase_live():
    from reflect_cli.cli.progress import StepLine

    buf = io.StringIO()
    line = StepLine(15, console=Console(file=buf, force_terminal=True, width=100), live=True)
    with line:
        line.start(3, "src/")
        line.now("scoring 31 commands")
        assert line._text() == "Step 3/15 · scoring 31 commands"
        line._rich.refresh()
    assert "Step 3/15" in buf.getvalue()


@pytest.mark.parametrize("text, problem", [
    ("# Task\nFind the parser.\n# Current working directory: src/", "echoes the prompt"),
    ("the the the the the the the the the the", "repeats itself"),
    ("file file file file found file file file here file", "repeats itself"),
    ("The cli.py file defines main, which parses the arguments: it is the entry point.", None),
    ("", "empty"),
])
def test_reflections_are_shown_only_when_a_person_can_use_them(text, problem):
    from reflect_cli.cli.trace import reflection_problem

    assert reflection_problem(text) == problem


def test_explore_trace_in_a_log_has_step_starts_no_hard_wraps_and_hides_prompt_echoes(sample_repo, monkeypatch):
    """A model run through a pipe: a line when each step starts, the trace when it ends, long
    lines whole, and a reflection that echoes the prompt replaced by a summary."""
    import reflect_cli.agent.players as players
    from reflect_cli.explore import explorer as explorer_mod
    from reflect_cli.explore.answer import ExploreResult, ExploreStep

    class FakePlayers:
        policy = reflector = None

    monkeypatch.setattr(players, "load_players", lambda *a, **k: FakePlayers())
    long_reflection = ("The file src/app/cli.py defines main, the command-line entry point of the sample "
                       "application; it parses the arguments given on the command line and returns zero, "
                       "so this is most likely the file that answers the question about the entry point")

    class FakeExplorer:
        name = "fake"

        def __init__(self, *a, **k):
            pass

        def run(self, root, question, *, on_step, on_phase, read, **kwargs):
            steps = []
            for i, (reflection, choice) in enumerate([("# Task\nwhere?\n# Current working directory", "cd src"),
                                                      (long_reflection, "cat cli.py")], start=1):
                on_phase("reflecting", "")
                on_phase("scoring 3 commands", "")
                step = ExploreStep(cwd="", reflection=reflection, actions=["cd src", "cat cli.py", "cd .."],
                                   choice=choice, result="Executing: x\nSuccess", probability=0.5, seconds=0.1)
                steps.append(step)
                on_step(i, step)
            return ExploreResult(question=question, root=str(root), found=False, files=[], steps=steps,
                                 model="fake", confidence={"level": "low", "reasons": []}, ended="budget")

    monkeypatch.setattr(explorer_mod, "Explorer", FakeExplorer)
    result = runner.invoke(app, ["explore", str(sample_repo), "where?", "--model", "base", "--max-steps", "2"])
    assert result.exit_code == 3, result.output
    err_lines = result.stderr.splitlines()
    assert sum(line.startswith("Step 1/2 started") for line in err_lines) == 1
    assert sum(line.startswith("Step 2/2 started") for line in err_lines) == 1
    assert "# Task" not in result.stderr and "reflection not shown: it echoes the prompt" in " ".join(result.stderr.split())
    assert any(long_reflection.split()[-1] in line and "The file src/app/cli.py" in line for line in err_lines)


# -- errors that suggest the fix -------------------------------------------------------


@pytest.mark.parametrize("argv, needle, choices", [
    (["eval", "--env", "taxi", "--agent", "randm", "--episodes", "1"], "Did you mean 'random'?", "random, oracle, bm25"),
    (["train", "--env", "taxi", "--preset", "smok"], "Did you mean 'smoke'?", "smoke, paper"),
])
def test_misspelt_agent_and_preset_names_suggest_the_fix_and_exit_2(argv, needle, choices):
    result = runner.invoke(app, argv)
    assert result.exit_code == 2, result.output
    flat = " ".join(result.stderr.split())
    assert needle in flat and choices in flat and "Hint:" in flat


def test_gen_data_missing_repo_has_a_hint(tmp_path):
    result = runner.invoke(app, ["gen-data", "auto-explore", "--repos", str(tmp_path / "nope"), "--out", str(tmp_path / "o")])
    assert result.exit_code == 2
    assert "no such directory" in result.stderr and "Hint:" in result.stderr


def test_a_recipe_with_several_bad_values_reports_all_of_them(tmp_path):
    recipe = tmp_path / "bad.toml"
    recipe.write_text('env = "taxi"\n[sft_policy]\nsteps = "many"\nlr = -1\n[rlft]\niterations = -1\nprobe_every = -1\n')
    result = runner.invoke(app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(tmp_path / "run")])
    assert result.exit_code == 2
    flat = " ".join(result.stderr.split())
    assert "4 problems" in flat and "steps" in flat and "lr" in flat and "iterations" in flat and "probe_every" in flat
    # a value outside its choices is caught too, before any stage runs
    recipe.write_text('env = "taxi"\n[sft_reflection]\nlr_schedule = "cosine"\n')
    result = runner.invoke(app, ["train", "--env", "taxi", "--config", str(recipe), "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and "lr_schedule" in result.stderr and "unknown value 'cosine'" in result.stderr


def test_resume_advice_matches_what_is_on_disk(tmp_path):
    from reflect_cli.errors import UsageError
    from reflect_cli.pipeline import Pipeline
    from reflect_cli.pipeline_config import resolve_config

    out = tmp_path / "run"
    cfg = resolve_config("taxi", preset="smoke")
    Pipeline(out, cfg).prepare()
    stage = Pipeline(out, cfg).stages[1]
    (out / stage).mkdir(parents=True, exist_ok=True)
    (out / stage / "partial.txt").write_text("x")
    with pytest.raises(UsageError) as no_checkpoint:
        Pipeline(out, cfg).run()
    assert "before its first checkpoint" in no_checkpoint.value.hint and "start" in no_checkpoint.value.hint
    (out / stage / "checkpoints" / "step-000004").mkdir(parents=True)
    with pytest.raises(UsageError) as with_checkpoint:
        Pipeline(out, cfg).run()
    assert "step-000004" in with_checkpoint.value.hint


def test_kv_cache_is_passed_under_the_current_transformers_name(tiny_lm):
    """No FutureWarning about `past_key_values` from reflect's own cache use."""
    import inspect
    import warnings

    from reflect_cli.lm.transformers.cache_api import cache_kwargs

    forward = inspect.signature(type(tiny_lm.model).forward).parameters
    expected = "cache" if "cache" in forward else "past_key_values"
    assert list(cache_kwargs(tiny_lm.model, None)) == [expected]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        text, prefix = tiny_lm.generate_with_prefix("Hello there", max_new_tokens=3)
        tiny_lm.next_token_logits_with_prefix("Hello there, friend", prefix)
    assert not [w for w in caught if "past_key_values" in str(w.message)]


def test_plot_labels_whole_iterations_as_integers_and_carries_the_note(tmp_path, monkeypatch):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from reflect_cli import plot

    run = tmp_path / "rl"
    run.mkdir()
    (run / "metrics.jsonl").write_text("".join(
        json.dumps({"step": i, "rollout/success_rate": 0.1 * i, "rollout/return_mean": -1.0 + i}) + "\n"
        for i in (1, 2)))
    figures = []
    monkeypatch.setattr(plt, "close", lambda fig=None: figures.append(fig))
    plot.plot_runs([run], tmp_path / "c.png", note="Smoke preset: a plumbing check")
    fig = figures[-1]
    for ax in fig.axes:
        ticks = [t for t in ax.get_xticks() if ax.get_xlim()[0] <= t <= ax.get_xlim()[1]]
        assert ticks and all(float(t).is_integer() for t in ticks), ticks
    assert any("plumbing check" in t.get_text() for t in fig.texts)


def test_doctor_outside_a_terminal_never_cuts_paths_and_shows_the_data_dir(monkeypatch, tmp_path):
    long_home = tmp_path / ("a-very-long-folder-name-" * 6) / "home"
    monkeypatch.setenv("REFLECT_HOME", str(long_home))
    res = runner.invoke(app, ["doctor"])
    assert res.exit_code == 0, res.output
    assert "…" not in res.stdout
    data_lines = [line for line in res.stdout.splitlines() if line.startswith("data dir: ")]
    assert len(data_lines) == 1 and str(long_home) in data_lines[0]


# -- what a new user meets first --------------------------------------------------------------------

EXAMPLE_COMMANDS = [c for c in COMMANDS if c != ""] + ["adapt"]


@pytest.mark.parametrize("command", EXAMPLE_COMMANDS)
def test_every_command_help_has_examples_and_plain_metavars(command):
    res = runner.invoke(app, [*command.split(), "--help"], env={"COLUMNS": "80"})
    assert res.exit_code == 0, res.output
    assert "Examples:" in res.output, res.output
    usage = res.output.splitlines()[0]
    assert "{" not in usage and "<" not in usage and usage == usage.replace("more_repos", ""), usage
    assert "<list[" not in res.output and " range>" not in res.output, res.output


@pytest.mark.parametrize("command, usage", [
    ("plot", "Usage: reflect plot [OPTIONS] RUN..."),
    ("export", "Usage: reflect export [OPTIONS] MODEL"),
    ("adapt", "Usage: reflect adapt [OPTIONS] PATH"),
    ("explore", "Usage: reflect explore [OPTIONS] PATH QUESTION"),
    ("gen-data auto-explore", "Usage: reflect gen-data auto-explore [OPTIONS]"),
])
def test_usage_lines_name_their_arguments_in_capitals(command, usage):
    res = runner.invoke(app, [*command.split(), "--help"], env={"COLUMNS": "80"})
    assert res.output.splitlines()[0] == usage


@pytest.mark.parametrize("argv", [["plot", "/nope/run", "--out", "x.png"], ["export", "/nope/run"],
                                  ["explore", "/nope/run", "q"]])
def test_a_missing_path_is_a_usage_error_with_a_hint_everywhere(argv):
    res = runner.invoke(app, argv)
    assert res.exit_code == 2, res.output
    lines = res.stderr.splitlines()
    assert lines[0].startswith("Error: ") and "/nope/run" in lines[0], res.stderr
    assert len(lines) == 2 and lines[1].startswith("Hint: "), res.stderr


def test_doctor_says_why_it_uses_that_many_threads(monkeypatch):
    from reflect_cli import threads

    monkeypatch.setattr(threads, "_REASON", None)  # restored after the test
    monkeypatch.setattr(threads, "available_cores", lambda: 2)
    monkeypatch.setattr(threads, "busy_elsewhere", lambda: 1)
    env: dict[str, str] = {}
    assert threads.apply_thread_policy(env) == 1 and env["OMP_NUM_THREADS"] == "1"
    assert threads.thread_reason().startswith("2 cores, 1 busy with other processes")
    res = runner.invoke(app, ["doctor"])
    assert res.exit_code == 0, res.output
    assert "(2 cores, 1 busy with other processes" in res.output and "REFLECT_THREADS" in res.output
    assert threads.apply_thread_policy({"REFLECT_THREADS": "3"}) is None
    assert threads.thread_reason() == "set by REFLECT_THREADS"


def test_eval_header_names_the_decoding_only_for_model_agents():
    from reflect_cli.cli.eval import results_table

    def title(*kinds):
        doc = {"env": "taxi", "decoding": "greedy", "episodes_per_level": 5, "seeds": [0], "horizon": 18,
               "results": [{"agent": k, "kind": k, "by_level": {}, "success_rate": 0.0, "ci95": [0.0, 0.1],
                            "mean_return": 0.0, "mean_steps": 1.0} for k in kinds]}
        buf = io.StringIO()
        Console(file=buf, width=200).print(results_table(doc))
        return buf.getvalue().splitlines()[0]

    assert "greedy" not in title("random", "oracle")
    assert "· greedy ·" in title("model")
    assert "models greedy" in title("random", "model")


def test_a_time_budget_shows_one_clock():
    clock = FakeClock()
    bars, buf = _plain(clock)
    with bars:
        for spent in range(10, 121, 10):
            clock.now += 10
            bars.update("adapt:sft", spent, 120, description="training (2 min)", unit="s", info="step 3")
    lines = buf.getvalue().splitlines()
    assert lines[0] == "training (2 min): 0:30 of 2:00 · step 3", lines
    assert lines[-1] == "training (2 min): 2:00 of 2:00 · step 3"
    assert not [line for line in lines if "eta" in line or "/120" in line]
    terminal = io.StringIO()
    with StageProgress(console=Console(file=terminal, force_terminal=True, width=120, color_system=None)) as live:
        live.update("adapt:sft", 37, 120, description="training (2 min)", unit="s", info="step 3")
    assert "0:37/2:00" in terminal.getvalue() and "eta" not in terminal.getvalue()


def test_adapt_table_shows_a_long_model_name_whole(capsys):
    from reflect_cli.cli.adapt import print_card

    model = "/home/someone/work/runs/2026-11-27-explorer-trained-on-history/rlft/final"
    row = {"acc1": 0.5, "acc5": 0.8, "id_acc": 0.4, "median_s": 1.2, "mean_steps": 4.0, "n": 10}
    card = {"repo": "/r", "home": "/h", "start": {"label": "embedded"}, "eval": {"max_steps": 8},
            "data": {"source": "history", "train_questions": 40, "sft_records": 100, "trajectories": 40,
                     "held_out_questions": 10, "held_out_files": 9},
            "training": {"steps": 3, "seconds": 60.0}, "bm25": row,
            "before": {**row, "model": model, "reflect": True}, "after": {**row, "reflect": True}}
    print_card(card)
    out = capsys.readouterr().out
    assert f"before: {model} " in out
    table = [line for line in out.splitlines() if line.startswith(("explorer", "bm25", "before", "after"))]
    assert len(table) == 4 and len({len(line) for line in table}) == 1  # whole names, columns aligned


def test_adapt_install_rule_is_worded_once():
    rule = "when its held-out Acc@1 is above the current default's"
    summary = " ".join(runner.invoke(app, ["adapt", "--help"]).output.split())
    assert summary.count(rule) == 2, summary  # the summary and --install
    top = Path(__file__).resolve().parents[1]
    for page in (top / "README.md", top / "docs" / "adapt.md", top / "src" / "reflect_cli" / "adapt" / "__init__.py"):
        assert rule in " ".join(page.read_text(encoding="utf-8").split()), page


def test_adapt_in_a_log_is_never_silent_long_and_shows_the_budgets_clock_only(monkeypatch, tmp_path):
    """Outside a terminal, adapt prints a line at least every PLAIN_EVERY_S seconds (here 0.2 s)
    while a model loads, a question runs or a step trains (no callback comes), every line on the
    one clock of --minutes."""
    import reflect_cli.adapt as adapt
    from reflect_cli.cli import progress

    monkeypatch.setattr(progress, "PLAIN_EVERY_S", 0.2)
    (tmp_path / "a.py").write_text("x = 1\n", encoding="utf-8")

    def fake_adapt(path, *, progress, log, **_kw):
        log("Loading the adapted policy")
        time.sleep(0.7)  # a model loading: no callback
        progress("adapt:after", 0, 20, description="held-out: after", unit="questions")
        time.sleep(0.7)  # one long question
        progress("adapt:after", 1, 20, description="held-out: after", unit="questions", info="Acc@1 1/1")
        time.sleep(0.5)
        progress("adapt:sft", 30, 120, description="training (2 min)", unit="s", info="step 3")
        time.sleep(0.5)  # one long step
        return {"repo": str(path), "installed": False}

    monkeypatch.setattr(adapt, "adapt_repository", fake_adapt)
    res = runner.invoke(app, ["adapt", str(tmp_path), "--minutes", "2", "--json"])
    assert res.exit_code == 0, res.output
    lines = res.stderr.splitlines()
    clocked = [line for line in lines if re.match(r"^0:0\d of 2:00 · ", line)]
    assert len(clocked) >= 6, lines  # ~2.4 s at one line per 0.2 s, with no callback for most of it
    assert any(line.endswith("· Loading the adapted policy ...") for line in clocked), lines
    assert any(line.endswith("· held-out: after: 0/20 questions") for line in clocked), lines
    assert any(line.endswith("· held-out: after: 1/20 questions · Acc@1 1/1") for line in clocked), lines
    assert any(line.endswith("· training (2 min) · step 3") for line in clocked), lines
    assert not [line for line in lines if "eta" in line or "0:30" in line], lines  # one clock only
    assert json.loads(res.stdout)["installed"] is False

    # --steps: no time bound, the run's elapsed time alone; a terminal draws no extra lines
    buf = io.StringIO()
    with StageProgress(console=Console(file=buf, force_terminal=False, width=120), clock=FakeClock()) as bars:
        bars.whole_run(None, every=1000)
        bars.update("adapt:sft", 4, 4, description="training (4 steps)", unit="steps", info="step 4")
    assert buf.getvalue() == "0:00 · training (4 steps): 4/4 steps · step 4\n"
    terminal = io.StringIO()
    live = StageProgress(console=Console(file=terminal, force_terminal=True, width=120, color_system=None))
    with live:
        live.whole_run(600.0)
        live.update("adapt:sft", 37, 120, description="training (2 min)", unit="s", info="step 3")
        assert live._beat is None
    assert "0:00 of 10:00" in terminal.getvalue() and "0:37/2:00" not in terminal.getvalue()
