"""Bad inputs give one ``Error:`` line naming the file (and line or key) plus a hint, with exit 2
(bad input) or 1 (a model or checkpoint file that cannot be read) — never "a bug in reflect"."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.jsonl import write_jsonl
from reflect_cli.train.sft_data import taxi_oracle_records

BANDIT = "helpers.bandit:ContextualBanditEnv"
runner = CliRunner()
pytestmark = pytest.mark.usefixtures("one_thread")


@dataclass
class Ctx:
    tmp: Path
    model: Path
    sft_data: Path
    sft_run: Path
    rl_run: Path


@pytest.fixture(scope="module")
def sft_data(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("sftdata") / "sft.jsonl"
    write_jsonl(path, taxi_oracle_records(2, seed=0))
    return path


@pytest.fixture(scope="module")
def sft_run(tmp_path_factory, tiny_model_dir, sft_data) -> Path:
    """A finished SFT run with one checkpoint (step 1)."""
    out = tmp_path_factory.mktemp("sftrun") / "run"
    res = runner.invoke(app, ["sft", "--data", str(sft_data), "--target", "policy", "--model", str(tiny_model_dir),
                              "--out", str(out), "--steps", "2", "--batch-size", "2", "--save-every", "1"])
    assert res.exit_code == 0, res.output
    return out


@pytest.fixture(scope="module")
def rl_run(tmp_path_factory, tiny_model_dir) -> Path:
    """A finished RL run with checkpoints at iterations 1 and 2."""
    out = tmp_path_factory.mktemp("rlrun") / "run"
    res = runner.invoke(app, ["rlft", "--env", BANDIT, "--policy", str(tiny_model_dir), "--out", str(out),
                              "--iterations", "2", "--episodes-per-iter", "2", "--save-every", "1"])
    assert res.exit_code == 0, res.output
    return out


@pytest.fixture
def ctx(tmp_path, tiny_model_dir, sft_data, sft_run, rl_run) -> Ctx:
    return Ctx(tmp_path, tiny_model_dir, sft_data, sft_run, rl_run)


# -- inputs ---------------------------------------------------------------------------------------

SFT_LINE = json.dumps(taxi_oracle_records(1)[1])


def _file(ctx: Ctx, name: str, data: bytes | str) -> Path:
    path = ctx.tmp / name
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def sft_with_data(data: bytes | str) -> Callable[[Ctx], tuple[list[str], str]]:
    def build(ctx: Ctx) -> tuple[list[str], str]:
        path = _file(ctx, "data.jsonl", data)
        return ["sft", "--data", str(path), "--target", "policy", "--model", str(ctx.model),
                "--out", str(ctx.tmp / "out")], str(path)
    return build


def eval_with_tasks(data: bytes | str) -> Callable[[Ctx], tuple[list[str], str]]:
    def build(ctx: Ctx) -> tuple[list[str], str]:
        path = _file(ctx, "tasks.jsonl", data)
        return ["eval", "--env", "autoexplore", "--tasks", str(path), "--agent", "random"], str(path)
    return build


def rlft_with_tasks(data: bytes | str) -> Callable[[Ctx], tuple[list[str], str]]:
    def build(ctx: Ctx) -> tuple[list[str], str]:
        path = _file(ctx, "tasks.jsonl", data)
        return ["rlft", "--env", "autoexplore", "--policy", str(ctx.model), "--tasks", str(path),
                "--out", str(ctx.tmp / "out")], str(path)
    return build


RECIPE = """seed = 0
model = "{model}"
[gen_data]
episodes = 4
level = "pickup"
[sft_reflection]
steps = 1
[sft_policy]
steps = 1
[rlft]
iterations = 1
episodes_per_iter = 2
group_size = 2
baseline = "group"
[eval]
episodes = 2
agents = ["random", "oracle", "trained"]
"""


def recipe(*edits: str) -> Callable[[Ctx], tuple[list[str], str]]:
    """The tiny recipe with (old, new) text replacements."""
    def build(ctx: Ctx) -> tuple[list[str], str]:
        text = RECIPE.format(model=ctx.model)
        for old, new in zip(edits[::2], edits[1::2], strict=True):
            assert old in text
            text = text.replace(old, new, 1)
        path = _file(ctx, "recipe.toml", text)
        return ["train", "--env", "taxi", "--config", str(path), "--out", str(ctx.tmp / "out")], str(path)
    return build


def model_folder(mutate: Callable[[Path], None], blamed: str = "") -> Callable[[Ctx], tuple[list[str], str]]:
    def build(ctx: Ctx) -> tuple[list[str], str]:
        folder = ctx.tmp / "model"
        shutil.copytree(ctx.model, folder)
        mutate(folder)
        return ["sft", "--data", str(ctx.sft_data), "--target", "policy", "--model", str(folder),
                "--out", str(ctx.tmp / "out"), "--steps", "1"], str(folder / blamed) if blamed else str(folder)
    return build


def garbage_gguf(ctx: Ctx) -> tuple[list[str], str]:
    path = _file(ctx, "model.gguf", b"GGUF" + bytes(60))
    return ["sft", "--data", str(ctx.sft_data), "--target", "policy", "--model", str(path),
            "--out", str(ctx.tmp / "out")], str(path)


def missing_model(ctx: Ctx) -> tuple[list[str], str]:
    return ["sft", "--data", str(ctx.sft_data), "--target", "policy", "--model", "nonexistent-name",
            "--out", str(ctx.tmp / "out")], "nonexistent-name"


def truncate(name: str, keep: int = 40) -> Callable[[Path], None]:
    def mutate(folder: Path) -> None:
        target = folder / name
        target.write_bytes(target.read_bytes()[:keep])
    return mutate


def garbage(name: str, data: bytes = b"not a file reflect wrote\n" * 4) -> Callable[[Path], None]:
    return lambda folder: (folder / name).write_bytes(data)


def remove(*names: str) -> Callable[[Path], None]:
    def mutate(folder: Path) -> None:
        for name in names:
            (folder / name).unlink(missing_ok=True)
    return mutate


def sft_checkpoint(mutate: Callable[[Path], None], blamed: str) -> Callable[[Ctx], tuple[list[str], str]]:
    def build(ctx: Ctx) -> tuple[list[str], str]:
        run = ctx.tmp / "run"
        shutil.copytree(ctx.sft_run, run)
        step = run / "checkpoints" / "step-000001"
        mutate(step)
        return ["sft", "--data", str(ctx.sft_data), "--target", "policy", "--model", str(ctx.model),
                "--out", str(run), "--steps", "3", "--batch-size", "2", "--resume"], str(step / blamed)
    return build


def rl_checkpoints(mutate: Callable[[Path], None], blamed: str) -> Callable[[Ctx], tuple[list[str], str]]:
    """Every checkpoint of the RL run broken: no intact one to fall back to."""
    def build(ctx: Ctx) -> tuple[list[str], str]:
        run = ctx.tmp / "run"
        shutil.copytree(ctx.rl_run, run)
        for step in (run / "checkpoints").glob("step-*"):
            mutate(step)
        newest = run / "checkpoints" / "step-000002"
        return ["rlft", "--env", BANDIT, "--policy", str(ctx.model), "--out", str(run), "--iterations", "3",
                "--resume"], str(newest / blamed)
    return build


def trained_run(mutate: Callable[[Path], None], blamed: str) -> Callable[[Ctx], tuple[list[str], str]]:
    def build(ctx: Ctx) -> tuple[list[str], str]:
        run = ctx.tmp / "trained"
        shutil.copytree(ctx.sft_run, run)
        mutate(run / "final")
        return ["rlft", "--env", BANDIT, "--policy", str(run), "--out", str(ctx.tmp / "out"),
                "--iterations", "1", "--episodes-per-iter", "2"], str(run / "final" / blamed)
    return build


NOT_UTF8 = (SFT_LINE + "\n").encode() + b'{"schema": "reflect.sft/1", "observation": "caf\xe9"}\n'
DEEP = "[" * 200_000 + "]" * 200_000 + "\n"
TASK = json.dumps({"question": "Where?", "targets": ["a.py"]})

# name: (build, exit code, what the error line must name besides the file)
CASES: dict[str, tuple[Callable[[Ctx], tuple[list[str], str]], int, str]] = {
    "sft data not UTF-8": (sft_with_data(NOT_UTF8), 2, ":2: not UTF-8"),
    "sft data schema null": (sft_with_data(SFT_LINE + "\n" + json.dumps({"schema": None, "target": "policy"})), 2,
                             ":2: 'schema'"),
    "sft data schema number": (sft_with_data(json.dumps({"schema": 5})), 2, ":1: 'schema'"),
    "sft data nested too deeply": (sft_with_data(DEEP), 2, ":1: JSON nested too deeply"),
    "sft data is a folder": (lambda c: (["sft", "--data", str(c.tmp), "--target", "policy"], str(c.tmp)), 2,
                             "directory"),
    "eval tasks not UTF-8": (eval_with_tasks((TASK + "\n").encode() + b'{"question": "\xff"}\n'), 2, ":2: not UTF-8"),
    "eval tasks nested too deeply": (eval_with_tasks(DEEP), 2, ":1: JSON nested too deeply"),
    "rlft tasks not UTF-8": (rlft_with_tasks(b'{"question": "\xff"}\n'), 2, ":1: not UTF-8"),
    "recipe seed a string": (recipe("seed = 0", 'seed = "zero"'), 2, "seed: expected an integer"),
    "recipe section a number": (recipe("[sft_policy]\nsteps = 1\n", "", "seed = 0", "seed = 0\nsft_policy = 5"), 2,
                                "sft_policy: expected a table"),
    "recipe iterations a string": (recipe("iterations = 1", 'iterations = "3"'), 2, "[rlft] iterations"),
    "recipe eval agents a string": (recipe('agents = ["random", "oracle", "trained"]', 'agents = "random"'), 2,
                                    "[eval] agents: expected a list of strings"),
    "recipe steps a float": (recipe("[sft_reflection]\nsteps = 1", "[sft_reflection]\nsteps = 1.5"), 2,
                             "[sft_reflection] steps"),
    "recipe unknown sft key": (recipe("[sft_policy]\nsteps = 1", "[sft_policy]\nstepz = 1"), 2,
                               "[sft_policy] stepz: unknown key"),
    "recipe unknown baseline": (recipe('baseline = "group"', 'baseline = "groupp"'), 2, "[rlft]: unknown baseline"),
    "recipe episodes a string": (recipe("episodes = 4", 'episodes = "many"'), 2, "[gen_data] episodes"),
    "recipe model a number": (recipe('model = "', 'model = 5  # "'), 2, "model: expected a string"),
    "recipe unknown taxi level": (recipe('level = "pickup"', 'level = "everywhere"'), 2, "[gen_data] level"),
    "recipe eval episodes zero": (recipe("episodes = 2", "episodes = 0"), 2, "[eval] episodes: must be at least 1"),
    "recipe unknown head": (recipe("[sft_policy]\nsteps = 1", '[sft_policy]\nsteps = 1\nhead = "words"'), 2,
                            "[sft_policy] head"),
    "recipe not UTF-8": (lambda c: (["train", "--env", "taxi", "--config",
                                     str(_file(c, "r.toml", b'seed = 0\nmodel = "\xe9"\n')), "--out", str(c.tmp / "o")],
                                    str(c.tmp / "r.toml")), 2, ":2: not UTF-8"),
    "rlft --set of the wrong type": (lambda c: (["rlft", "--env", BANDIT, "--policy", str(c.model), "--out",
                                                 str(c.tmp / "out"), "--set", 'lr="fast"'], "--set"), 2,
                                     'lr: expected a number, got "fast"'),
    "sft checkpoint weights truncated": (sft_checkpoint(truncate("weights.safetensors"), "weights.safetensors"), 1,
                                         "unreadable checkpoint file"),
    "sft checkpoint optimizer garbage": (sft_checkpoint(garbage("optimizer.pt"), "optimizer.pt"), 1,
                                         "unreadable checkpoint file"),
    "sft checkpoint rng garbage": (sft_checkpoint(garbage("rng_torch.pt"), "rng_torch.pt"), 1, "unreadable"),
    "sft checkpoint state truncated": (sft_checkpoint(truncate("trainer_state.json", 10), "trainer_state.json"), 1,
                                       "unreadable"),
    "sft checkpoint optimizer missing": (sft_checkpoint(remove("optimizer.pt"), ""), 1, "optimizer.pt is missing"),
    "rl checkpoints optimizer garbage": (rl_checkpoints(garbage("optimizer.pt"), "optimizer.pt"), 1, "unreadable"),
    "rl checkpoints replay garbage": (rl_checkpoints(garbage("replay.jsonl", b"{\n"), "replay.jsonl"), 1, "unreadable"),
    "model weights truncated": (model_folder(truncate("model.safetensors", 300), "model.safetensors"), 1,
                                "cannot load the weights"),
    "model config broken": (model_folder(garbage("config.json", b'{"model_type": "llama", '), "config.json"), 1,
                            "unreadable"),
    "model config not an object": (model_folder(garbage("config.json", b"[1, 2]"), "config.json"), 1,
                                   "JSON object was expected"),
    "model tokenizer missing": (model_folder(remove("tokenizer.json", "tokenizer_config.json")), 1,
                                "no tokenizer files"),
    "model tokenizer broken": (model_folder(garbage("tokenizer.json", b"{garbage"), "tokenizer.json"), 1, "unreadable"),
    "model garbage gguf": (garbage_gguf, 1, "cannot load"),
    "model name that is nothing": (missing_model, 1, "is not a file or folder here"),
    "trained run reflect.json broken": (trained_run(garbage("reflect.json", b"[]"), "reflect.json"), 1,
                                        "unknown schema"),
    "trained run adapter truncated": (trained_run(truncate("adapter/adapter_model.safetensors", 100), ""), 1,
                                      "adapter"),
}


def _lines(output: str, prefix: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith(prefix)]


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_is_one_clear_line(name, ctx):
    build, code, detail = CASES[name]
    args, blamed = build(ctx)
    res = runner.invoke(app, args)
    output = res.output
    assert res.exit_code == code, output
    (error,) = _lines(output, "Error:")
    assert blamed in error and detail in error, output
    assert _lines(output, "Hint:"), output
    for noise in ("bug in reflect", "Traceback", "weights_only=False", "huggingface.co", "network"):
        assert noise not in output, output
    if "--out" in args and "--resume" not in args:
        assert not (ctx.tmp / "out").exists(), "a failed run leaves no half-made --out behind"


def test_the_table_covers_the_issue():
    assert len(CASES) >= 27


def test_a_model_path_that_does_not_exist_is_a_usage_mistake_with_exit_2(tmp_path):
    from reflect_cli.errors import ModelLoadError
    from reflect_cli.lm.resolve import resolve_model_ref

    with pytest.raises(ModelLoadError) as caught:  # still a ModelLoadError for the callers that catch one
        resolve_model_ref(str(tmp_path / "nope"))
    assert caught.value.exit_code == 2 and caught.value.hint
