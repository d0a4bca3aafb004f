"""benchmarks/kill_resume.py: kill -9 inside `reflect train`, --resume, compare with a straight run.

The fast tests check the benchmark's own judgement (a flipped bit, a changed byte, a duplicated
metrics step, a redone checkpointed step are all caught; timings and the run folder's name are
not differences). The slow test runs it for real with the tiny model on two kill points.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "kill_resume.py"


def _load():
    spec = importlib.util.spec_from_file_location("kill_resume", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


kr = _load()


def _fake_pipeline(root: Path, *, times: dict[int, float] | None = None) -> Path:
    """The files compare() reads, as a finished pipeline writes them."""
    import torch
    from safetensors.torch import save_file

    (root / "data").mkdir(parents=True)
    (root / "data" / "sft_policy.jsonl").write_text('{"a": 1}\n')
    (root / "data" / "DONE").write_text('{"seconds": 1.0}\n')
    for stage in kr.TRAINING:
        (root / stage / "final").mkdir(parents=True)
        gen = torch.Generator().manual_seed(len(stage))
        save_file({"lora_A": torch.randn(4, 3, generator=gen), "lora_B": torch.zeros(3, 4)},
                  str(root / stage / "final" / "adapter_model.safetensors"))
        lines = [{"step": s, "time": (times or {}).get(s, 100.0 + s), "loss/sft": 1.0 / (s + 1),
                  "perf/tokens_per_sec": 7.0} for s in range(4)]
        (root / stage / "metrics.jsonl").write_text("".join(json.dumps(m) + "\n" for m in lines))
    (root / "eval").mkdir()
    results = {"pipeline": str(root), "results": [{"agent": f"{root}/rlft", "success_rate": 0.5,
                                                    "median_seconds": 0.25}]}
    (root / "eval" / "results.json").write_text(json.dumps(results))
    return root


def test_compare_equal_runs_in_other_folders_with_other_timings(tmp_path):
    a = _fake_pipeline(tmp_path / "a")
    b = _fake_pipeline(tmp_path / "b", times={1: 555.0})
    doc = json.loads((b / "eval" / "results.json").read_text())
    doc["results"][0]["median_seconds"] = 9.0
    (b / "eval" / "results.json").write_text(json.dumps(doc))
    (b / "data" / "DONE").write_text('{"seconds": 2.0}\n')
    out = kr.compare(a, b)
    assert out["identical"] == {"adapters": True, "data": True, "eval": True, "metrics": True}, out["mismatches"]
    assert out["safetensors"] == 3 and out["data_files"] == 1


def test_compare_catches_one_flipped_bit_a_byte_a_result_and_a_duplicated_step(tmp_path):
    import torch
    from safetensors.torch import load_file, save_file

    a = _fake_pipeline(tmp_path / "a")
    b = _fake_pipeline(tmp_path / "b")
    adapter = b / "rlft" / "final" / "adapter_model.safetensors"
    tensors = load_file(str(adapter))
    bits = tensors["lora_A"].view(torch.int32)
    bits[0, 0] ^= 1  # the last bit of one float: equal to 1e-7, not bitwise
    save_file(tensors, str(adapter))
    (b / "data" / "sft_policy.jsonl").write_text('{"a": 2}\n')
    doc = json.loads((b / "eval" / "results.json").read_text())
    doc["results"][0]["success_rate"] = 0.75
    (b / "eval" / "results.json").write_text(json.dumps(doc))
    with (b / "sft-policy" / "metrics.jsonl").open("a") as fh:
        fh.write(json.dumps({"step": 3, "time": 1.0, "loss/sft": 0.25}) + "\n")
    out = kr.compare(a, b)
    assert out["identical"] == {"adapters": False, "data": False, "eval": False, "metrics": False}
    assert any("rlft/final/adapter_model.safetensors: lora_A" in m for m in out["mismatches"])
    assert any("sft-policy: steps [0, 1, 2, 3, 3]" in m for m in out["mismatches"])


def test_work_lost_counts_steps_logged_before_the_kill_and_logged_again(tmp_path):
    resumed = _fake_pipeline(tmp_path / "r", times={3: 900.0})  # step 3 was logged again after the kill
    at_kill = {"done": {}, "eval_tasks_finished": [],
               "stages": {"sft-policy": {"checkpoints": [2], "metrics": [(s, 100.0 + s) for s in range(4)]}}}
    lost = kr.work_lost(at_kill, resumed, resume_started=800.0, resumed_log_text="")
    assert lost["checkpointed_steps_redone"] == 0 and lost["uncheckpointed_steps_redone"] == 1
    assert lost["resumed_from"] == "sft-policy step 2"
    # Resumed from zero: the checkpointed steps 1 and 2 were redone.
    scratch = _fake_pipeline(tmp_path / "z", times={1: 900.0, 2: 901.0, 3: 902.0})
    lost = kr.work_lost(at_kill, scratch, resume_started=800.0, resumed_log_text="")
    assert lost["checkpointed_steps_redone"] == 2 and lost["resumed_from"] == "sft-policy step 0"


def test_work_lost_counts_redone_stages_and_eval_episodes(tmp_path):
    resumed = _fake_pipeline(tmp_path / "r")
    done = resumed / "data" / "DONE"
    at_kill = {"done": {"gen-data": [done.stat().st_mtime_ns + 1, "{}"]}, "stages": {"eval": {"files": []}},
               "eval_tasks_finished": [("eval random · level pickup", 3), ("eval oracle · level pickup", 3)]}
    log = "eval: running\neval random · level pickup: 3/3 episodes · 0:00\n"
    lost = kr.work_lost(at_kill, resumed, resume_started=0.0, resumed_log_text=log)
    assert lost["stages_redone"] == ["gen-data"] and lost["eval_episodes_redone"] == 3


def test_finished_eval_tasks_reads_the_plain_progress_lines():
    text = ("eval: running\neval random · level pickup: 3/3 episodes · 0:00\n"
            "eval /x/rlft · level pickup: 2/3 episodes · 0:17 · eta 0:08\n")
    assert kr.finished_eval_tasks(text) == [("eval random · level pickup", 3)]


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_kill_9_at_five_points_of_a_tiny_pipeline_is_bit_identical_and_loses_nothing(tmp_path, tiny_model_dir):
    """One tiny pipeline killed with SIGKILL at all five points in turn (each --resume runs until
    the next kill), compared with a straight run (~15 min on 2 busy cores)."""
    work = tmp_path / "work"
    doc = kr.main(["--model", str(tiny_model_dir), "--quick", "--chain", "--work", str(work), "--keep",
                   "--timeout", "1500"])
    assert [p["point"] for p in doc["points"]] == list(kr.POINTS)
    for point in doc["points"]:
        assert point["hit"], point["at_kill"]
        assert point["signal"] == 9  # SIGKILL, not a clean exit
        assert all(point["identical"].values()), point["mismatches"]
        assert point["safetensors"] >= 3 and point["data_files"] >= 5
        lost = point["work_lost"]
        assert lost["stages_redone"] == [] and lost["checkpointed_steps_redone"] == 0
        assert lost["eval_episodes_redone"] == 0
        if point["point"] in kr.TRAINING:  # continued from the newest checkpoint on disk, not from zero
            assert lost["newest_checkpoint_at_kill"] >= 1
            assert lost["resumed_from"] == f"{point['point']} step {lost['newest_checkpoint_at_kill']}"
    eval_kill = doc["points"][-1]["work_lost"]
    assert eval_kill["eval_episodes_at_kill"] >= 4  # random's and oracle's, kept
    assert doc["all_identical"] and doc["finished_work_lost"] == 0
    shutil.rmtree(work, ignore_errors=True)


def test_an_evaluation_killed_part_way_resumes_from_its_journal(tmp_path, monkeypatch):
    """Each finished episode is journaled; a rerun over a journal with a torn last line plays only
    the missing episodes and gives the results of an uninterrupted evaluation."""
    from reflect_cli.agent import loop
    from reflect_cli.evaluation import EpisodeJournal, evaluate

    def run(journal=None):
        return evaluate("taxi", ["random", "oracle"], episodes=3, levels=["pickup", "dropoff"], journal=journal)

    def same(doc):
        return kr._normalise(doc, ("",))

    straight = run()
    path = tmp_path / "episodes.jsonl"
    full = run(EpisodeJournal(path))
    assert same(full) == same(straight)
    lines = path.read_text().splitlines(keepends=True)
    assert len(lines) == 12 and len({json.loads(line)["id"] for line in lines}) == 12
    path.write_text("".join(lines[:5]) + lines[5][:30])  # killed while writing the 6th
    played = []
    real = loop.run_batch  # every evaluation episode is played through the one rollout engine
    monkeypatch.setattr(loop, "run_batch", lambda *a, **k: played.extend(k["seeds"]) or real(*a, **k))
    resumed = run(EpisodeJournal(path))
    assert len(played) == 7  # 12 - the 5 whole lines
    assert same(resumed) == same(straight)
    assert [json.loads(line)["id"] for line in path.read_text().splitlines()] == \
        [json.loads(line)["id"] for line in lines]
