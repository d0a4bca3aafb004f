"""Nothing reaches the network: every connection attempt of a real ``reflect`` process is recorded
(a sitecustomize on PYTHONPATH replaces the socket entry points) and refused."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time

import pytest

GUARD = textwrap.dedent('''
    import json, os, socket

    _LOG = os.environ["REFLECT_TEST_NET_LOG"]

    def _refuse(what, args):
        with open(_LOG, "a", encoding="utf-8") as fh:
            fh.write(json.dumps([what, repr(args)[:200]]) + "\\n")
        raise OSError(f"test guard: no network ({what})")

    socket.socket.connect = lambda self, *a: _refuse("connect", a)
    socket.socket.connect_ex = lambda self, *a: _refuse("connect_ex", a)
    socket.getaddrinfo = lambda *a, **k: _refuse("getaddrinfo", a)
    socket.create_connection = lambda *a, **k: _refuse("create_connection", a)
''')


@pytest.fixture
def guarded(tmp_path):
    """Run ``reflect ARGS`` in a fresh process whose sockets are guarded; returns (result, attempts)."""
    guard_dir = tmp_path / "guard"
    guard_dir.mkdir()
    (guard_dir / "sitecustomize.py").write_text(GUARD)
    log = tmp_path / "net.log"
    env = {k: v for k, v in os.environ.items() if k not in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "REFLECT_ALLOW_DOWNLOAD")}
    env.update(PYTHONPATH=os.pathsep.join([str(guard_dir), env.get("PYTHONPATH", "")]).rstrip(os.pathsep),
               REFLECT_TEST_NET_LOG=str(log), OMP_NUM_THREADS="1", HF_HOME=str(tmp_path / "hf"))

    def run(*args: str, timeout: float = 300) -> tuple[subprocess.CompletedProcess, list, float]:
        t0 = time.perf_counter()
        res = subprocess.run([sys.executable, "-m", "reflect_cli", *args], env=env, capture_output=True, text=True,
                             timeout=timeout, cwd=tmp_path)
        attempts = [json.loads(line) for line in log.read_text().splitlines()] if log.is_file() else []
        return res, attempts, time.perf_counter() - t0

    return run


def test_the_guard_sees_a_connection(guarded, tmp_path):
    """The guard itself works: a process that does connect is recorded."""
    script = tmp_path / "probe.py"
    script.write_text("import socket\ntry:\n    socket.create_connection(('example.org', 80), timeout=1)\nexcept OSError:\n    pass\n")
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "guard"), REFLECT_TEST_NET_LOG=str(tmp_path / "net.log"))
    subprocess.run([sys.executable, str(script)], env=env, check=True, timeout=60)
    assert "create_connection" in (tmp_path / "net.log").read_text()


def test_explore_with_a_local_model_makes_no_connection(guarded, tiny_model_dir, sample_repo):
    res, attempts, _ = guarded("explore", str(sample_repo), "Where is the entry point?", "--model", str(tiny_model_dir),
                               "--max-steps", "2", "--json")
    assert res.returncode in (0, 3), res.stderr
    assert attempts == []


def test_train_smoke_pipeline_with_a_tiny_model_makes_no_connection(guarded, tiny_model_dir, tmp_path):
    recipe = tmp_path / "recipe.toml"
    recipe.write_text(f'''model = "{tiny_model_dir}"
[gen_data]
episodes = 6
level = "pickup"
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
level = "pickup"
reflection_tokens = 2
[eval]
episodes = 2
agents = ["random", "trained"]
levels = ["pickup"]
reflection_tokens = 2
''')
    res, attempts, _ = guarded("train", "--env", "taxi", "--preset", "smoke", "--config", str(recipe),
                               "--out", str(tmp_path / "pipe"))
    assert res.returncode == 0, res.stderr[-3000:]
    assert attempts == []


def test_an_unknown_model_name_fails_at_once_without_the_hub(guarded, sample_repo):
    res, attempts, seconds = guarded("explore", str(sample_repo), "Where is the entry point?", "--model",
                                     "nonexistent-name")
    assert res.returncode == 1, res.stderr
    errors = [line for line in res.stderr.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1 and "nonexistent-name" in errors[0], res.stderr
    assert "REFLECT_ALLOW_DOWNLOAD=1" in res.stderr and "Retrying" not in res.stderr
    assert attempts == []
    assert seconds < 5  # ~1 s here, interpreter start included; the library part is timed below


def test_resolving_an_unknown_name_takes_no_time_and_no_network():
    from reflect_cli.errors import ModelLoadError
    from reflect_cli.lm.transformers.model import resolve_model_ref

    t0 = time.perf_counter()
    for name in ("nonexistent-name", "some-org/nonexistent-model"):
        with pytest.raises(ModelLoadError, match="no downloaded Hugging Face model") as caught:
            resolve_model_ref(name)
        assert "REFLECT_ALLOW_DOWNLOAD=1" in caught.value.hint
    assert time.perf_counter() - t0 < 2


def test_the_opt_in_lets_a_hub_id_through(monkeypatch):
    from reflect_cli.lm.transformers.model import resolve_model_ref

    monkeypatch.setenv("REFLECT_ALLOW_DOWNLOAD", "1")
    assert resolve_model_ref("some-org/some-model")[0] == "some-org/some-model"
