"""`reflect rlft` on two processes (DDP over gloo, launched by accelerate) and TensorBoard logging.

Launcher note: with accelerate 1.15, ``accelerate launch --cpu --num_processes 2`` starts *one*
process unless an MPI hostfile is given (its multi-CPU route is mpirun). The torchrun-based route
is ``--multi_gpu``, which on a machine without GPUs (or with ``rlft --device cpu``) gives
``Accelerator(cpu=True)`` a two-process gloo group; that is what this test launches. Each process
runs ``reflect rlft`` through ``tests/helpers/rl_ddp_worker.py``, which adds a ``Hooks.on_finish``
that writes the digest of the rank's weights.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import typer
from safetensors.torch import load_file
from typer.testing import CliRunner

from helpers.rl_ddp_worker import weights_digest
from reflect_cli.cli.rlft import rlft_cmd

BANDIT = "helpers.bandit:ContextualBanditEnv"
WORKER = Path(__file__).parent / "helpers" / "rl_ddp_worker.py"

app = typer.Typer()
app.command("rlft")(rlft_cmd)
app.command("noop")(lambda: None)


pytestmark = pytest.mark.usefixtures("one_thread")


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _metrics(run: Path) -> list[dict]:
    return [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]


def test_rlft_under_accelerate_launch_two_processes_gloo(tiny_model_dir, tmp_path):
    out, digests = tmp_path / "run", tmp_path / "digests"
    digests.mkdir()
    env = {**os.environ, "OMP_NUM_THREADS": "1", "REFLECT_DEBUG": "1", "ACCELERATE_DISABLE_RICH": "1",
           "PYTHONPATH": os.pathsep.join([str(Path(__file__).parent), os.environ.get("PYTHONPATH", "")])}
    env.pop("WORLD_SIZE", None)
    cmd = [sys.executable, "-m", "accelerate.commands.launch", "--multi_gpu", "--num_processes", "2",
           "--num_machines", "1", "--mixed_precision", "no", "--dynamo_backend", "no", "--main_process_port", str(_free_port()),
           str(WORKER), str(digests), "rlft", "--env", BANDIT, "--policy", str(tiny_model_dir), "--full",
           "--out", str(out), "--iterations", "3", "--episodes-per-iter", "4", "--lr", "1e-2",
           "--baseline", "none", "--entropy-coef", "0.05", "--seed", "0", "--save-every", "0", "--device", "cpu",
           "--set", "train_batch=1"]  # one-step chunks: ranks run their no_sync chunks, then one all-reduce
    res = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
    assert "(2 processes)" in res.stderr

    # One run directory, written by the main process only.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["digests", "run"]
    metrics = _metrics(out)
    assert [m["step"] for m in metrics] == [1, 2, 3]  # one line per iteration, not one per rank
    for m in metrics:
        assert m["dist/world_size"] == 2
        assert m["dist/rank_episodes"] == [2, 2] and m["rollout/episodes"] == 4  # both ranks' episodes
    assert any(m["optim/grad_norm"] > 0 for m in metrics)
    assert json.loads((out / "meta.json").read_text())["world_size"] == 2

    # DDP kept the ranks' weights identical (they rolled out different episodes, so their local
    # gradients differ), equal to what the main process saved, and training moved them.
    ranks = sorted(digests.iterdir())
    assert [p.name for p in ranks] == ["rank-0.sha256", "rank-1.sha256"]
    d0, d1 = (p.read_text().strip() for p in ranks)
    assert d0 == d1
    saved = load_file(str(out / "checkpoints" / "step-000003" / "weights.safetensors"))
    assert weights_digest(saved) == d0
    initial = load_file(str(next(tiny_model_dir.glob("*.safetensors"))))
    key = "model.embed_tokens.weight"
    assert key in saved and not torch.equal(saved[key], initial[key])
    assert (out / "final" / "reflect.json").is_file()


def test_distributed_episode_split_must_be_even(tiny_model_dir, tmp_path, monkeypatch):
    """A start-state count that does not split over the processes is a usage error (checked on a
    fake 2-process group, before any model is loaded)."""
    from reflect_cli.errors import UsageError
    from reflect_cli.runs import RunDir
    from reflect_cli.train import rl
    from reflect_cli.train.distributed import Dist

    class Two(Dist):
        world_size = 2

    cfg = rl.RLConfig(env=BANDIT, policy=str(tiny_model_dir), episodes_per_iter=3, iterations=1)
    run = RunDir.create(tmp_path / "r", stage="rlft", config=cfg.to_dict())
    with pytest.raises(UsageError, match="2 processes"):
        rl.train_rl(cfg, run, dist=Two())


# -- TensorBoard ------------------------------------------------------------------------------------


def test_report_to_tensorboard_writes_scalars_under_run_tb(tiny_model_dir, tmp_path):
    pytest.importorskip("tensorboard")
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    out = tmp_path / "run"
    res = CliRunner().invoke(app, ["rlft", "--env", BANDIT, "--policy", str(tiny_model_dir), "--full",
                                   "--out", str(out), "--iterations", "2", "--episodes-per-iter", "4",
                                   "--save-every", "0", "--report-to", "tensorboard"])
    assert res.exit_code == 0, res.output
    assert json.loads((out / "config.json").read_text())["report_to"] == ["tensorboard"]
    events = list((out / "tb").glob("events.out.tfevents.*"))
    assert len(events) == 1
    acc = EventAccumulator(str(out / "tb"))
    acc.Reload()
    tags = set(acc.Tags()["scalars"])
    assert {"rollout/success_rate", "loss/policy", "policy/entropy"} <= tags
    assert "curriculum/level" not in tags  # not a number here (None)
    series = acc.Scalars("rollout/success_rate")
    lines = _metrics(out)
    assert [e.step for e in series] == [1, 2]
    assert [e.value for e in series] == pytest.approx([m["rollout/success_rate"] for m in lines])


def test_report_to_tensorboard_without_the_package_names_the_extra(tiny_model_dir, tmp_path, monkeypatch):
    from reflect_cli.errors import MissingExtraError
    from reflect_cli.runs import RunDir
    from reflect_cli.train.metrics_sink import open_tensorboard

    monkeypatch.setitem(sys.modules, "tensorboard", None)  # import tensorboard -> ImportError
    with pytest.raises(MissingExtraError) as info:
        open_tensorboard(RunDir(tmp_path / "x"))
    assert info.value.extra == "tensorboard" and info.value.package == "tensorboard"
    assert "reflect-cli[tensorboard]" in info.value.hint
    out = tmp_path / "run"
    res = CliRunner().invoke(app, ["rlft", "--env", BANDIT, "--policy", str(tiny_model_dir), "--out", str(out),
                                   "--iterations", "1", "--report-to", "tensorboard"])
    assert res.exit_code == 1, res.output
    (line,) = [x for x in res.output.splitlines() if x.startswith("Error:")]
    assert "--report-to tensorboard" in line and "'tensorboard'" in line
    assert "Traceback" not in res.output and not out.exists()  # refused before the run dir exists


def test_report_to_unknown_target_is_a_usage_error(tiny_model_dir, tmp_path):
    res = CliRunner().invoke(app, ["rlft", "--env", BANDIT, "--policy", str(tiny_model_dir),
                                   "--out", str(tmp_path / "r"), "--report-to", "wandb"])
    assert res.exit_code == 2 and "unknown --report-to" in res.output, res.output
