"""benchmarks/paper_table.py: the paper's table from one command.

The plumbing runs for real on one Taxi column with the tiny local model: three rows (random, the
full recipe and SFT-only, which links the full recipe's gen-data and SFT stages), every output file,
and a rerun that keeps every finished pipeline and cell."""

from __future__ import annotations

import copy
import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def load_script(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    spec = importlib.util.spec_from_file_location("paper_table", ROOT / "benchmarks" / "paper_table.py")
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "paper_table", module)  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def paper_table(monkeypatch):
    module = load_script(monkeypatch)
    # The tiny tokenizer spells a Taxi prompt in more tokens than SmolLM2's.
    budgets = copy.deepcopy(module.BUDGETS)
    for section in ("sft_reflection", "sft_policy"):
        budgets["smoke"]["train"]["taxi"][section]["max_length"] = 4096
    budgets["smoke"]["train"]["taxi"]["gen_data"]["episodes"] = 3
    monkeypatch.setattr(module, "BUDGETS", budgets)
    return module


def test_taxi_start_states_are_fixed_distinct_draws(monkeypatch):
    module = load_script(monkeypatch)
    hundred = module.taxi_episode_options(100)
    assert hundred == module.taxi_episode_options(100)
    assert len({o["state"] for o in hundred}) == 100
    every = module.taxi_episode_options(500)
    assert len(every) == 300 == len({o["state"] for o in every})


def test_smoke_table_plumbing_and_rerun(paper_table, tiny_model_dir, tmp_path, capsys, one_thread):
    out = tmp_path / "table"
    argv = ["--budget", "smoke", "--out", str(out), "--model", str(tiny_model_dir),
            "--rows", "random", "reflect-rl", "sft-only", "--columns", "taxi-pickup"]
    doc = paper_table.main(argv)
    printed = capsys.readouterr().out

    # every row x column x seed is a cell with the measured fields
    cells = {(c["row"], c["column"], c["seed"]): c for c in doc["cells"]}
    assert set(cells) == {("random", "taxi-pickup", 0), ("reflect-rl", "taxi-pickup", 0), ("sft-only", "taxi-pickup", 0)}
    for cell in cells.values():
        assert cell["status"] == "done", cell
        assert cell["n_episodes"] == paper_table.BUDGETS["smoke"]["eval"]["taxi_states"]
        assert cell["distinct_tasks"] == cell["n_episodes"]  # each drawn start state once
        assert 0.0 <= cell["ci95"][0] <= cell["success_rate"] <= cell["ci95"][1] <= 1.0
        assert cell["horizon"] == 15 and cell["seconds"] >= 0
    assert cells[("random", "taxi-pickup", 0)]["pipeline"] is None
    full = Path(cells[("reflect-rl", "taxi-pickup", 0)]["pipeline"])
    assert (full / "rlft" / "DONE").is_file() and (full / "sft-reflection" / "DONE").is_file()
    assert cells[("reflect-rl", "taxi-pickup", 0)]["reflector"]  # played with its reflector

    # SFT-only shares gen-data and both SFT stages with the full recipe (links, not copies)
    sft_only = Path(cells[("sft-only", "taxi-pickup", 0)]["pipeline"])
    for stage in ("data", "sft-reflection", "sft-policy"):
        assert (sft_only / stage).is_symlink() and (sft_only / stage).resolve() == (full / stage).resolve()
    assert not (sft_only / "rlft").exists()
    # paper-protocol training data: map-only observations
    record = json.loads((full / "data" / "sft_policy.jsonl").read_text().splitlines()[0])
    assert "The taxi is at" not in record["observation"] and "+---------+" in record["observation"]

    # the three outputs
    results = json.loads((out / "results.json").read_text())
    assert len(results["cells"]) == 3 and results["budget"] == "smoke"
    table = (out / "table.md").read_text()
    assert "| Reflect-RL |" in table and "paper 58 %" in table and "paper 7 %" in table
    assert "| random |" in table and "n=2" in table and "not a learning result" in table
    assert (out / "curves.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "cell reflect-rl × taxi-pickup seed 0:" in printed

    # a rerun keeps every finished stage and cell
    again = paper_table.main(argv)
    printed = capsys.readouterr().out
    assert printed.count(": kept (") == 3 and "rlft: skipped (done)" in printed
    assert [c["success_rate"] for c in again["cells"]] == [c["success_rate"] for c in doc["cells"]]
    # --report-only trains and plays nothing: finished cells, the rest pending
    report = paper_table.main(argv[:-1] + ["taxi-pickup", "taxi-full", "--report-only"])
    assert [c["column"] for c in report["cells"]] == ["taxi-pickup"] * 3
    assert (out / "table.md").read_text().count("pending (rerun to continue)") == 3


def test_unavailable_column_is_reported_not_faked(paper_table, tmp_path, monkeypatch):
    monkeypatch.setattr(paper_table, "alfworld_missing", lambda: "the alfworld extra is not installed")
    doc = paper_table.main(["--budget", "smoke", "--out", str(tmp_path / "t"), "--rows", "random", "sft-only",
                            "--columns", "alfworld"])
    assert {c["status"] for c in doc["cells"]} == {"not run"}
    assert not (tmp_path / "t" / "pipelines").exists()
    table = (tmp_path / "t" / "table.md").read_text()
    assert table.count("not run: the alfworld extra is not installed") == 2 and "paper 0 %" in table
    assert (tmp_path / "t" / "curves.png").is_file()


def test_cpu_budget_caps_every_training_stage_and_plays_50_episodes_per_cell(monkeypatch):
    """The cpu budget fits 90 minutes on 2 cores by construction: every training stage has a
    minutes cap (shared stages counted once) that leaves half an hour for gen-data, model loads
    and the cells, and its cells are large enough for intervals that can separate rows."""
    module = load_script(monkeypatch)
    minutes = module.training_minutes("cpu")
    assert minutes is not None and minutes <= 60
    assert module.training_minutes("smoke") is None  # smoke: steps only
    ev = module.BUDGETS["cpu"]["eval"]
    assert ev["taxi_states"] >= 50 and ev["ae_tasks_per_depth"] >= 50 and ev["alfworld_problems"] is None
    for env, recipe in module.BUDGETS["cpu"]["train"].items():
        for section in ("sft_reflection", "sft_policy", "rlft"):
            assert recipe[section]["minutes"] > 0, (env, section)
    # an ablation never gets more than the full recipe
    for env in module.BUDGETS["cpu"]["train"]:
        full = module.pipeline_config("cpu", env, "reflect-rl", 0, "embedded")
        for row in ("no-reflection", "no-negatives", "rlft-only"):
            cfg = module.pipeline_config("cpu", env, row, 0, "embedded")
            for section in ("sft_reflection", "sft_policy", "rlft"):
                assert cfg[section]["minutes"] <= full[section]["minutes"], (env, row, section)


def test_a_trained_cell_within_chance_says_so(monkeypatch):
    module = load_script(monkeypatch)

    def cell(row, k, n=50):
        from reflect_cli.evaluation import wilson_interval

        lo, hi = wilson_interval(k, n)
        return {"row": row, "column": "taxi-pickup", "seed": 0, "status": "done", "success_rate": k / n,
                "ci95": [lo, hi], "n_episodes": n, "successes": k}

    doc = {"cells": [cell("random", 1), cell("sft-only", 2), cell("reflect-rl", 19), cell("untrained", 0)],
           "api_model": None}
    table = module.render_table(doc, ["random", "untrained", "sft-only", "reflect-rl"], ["taxi-pickup"])
    lines = {line.split("|")[1].strip(): line for line in table.splitlines()[2:]}
    assert "not separable from random" in lines["SFT only"]
    assert "not separable" not in lines["Reflect-RL"]
    assert "not separable" not in lines["untrained base model, with reflection"]  # untrained rows: no verdict


def test_cpu_autoexplore_rows_all_play_the_order_their_training_saw(monkeypatch, tmp_path):
    """The cpu budget trains AutoExplore on BM25-ordered listings of at most 12 entries a page;
    every row's cells (random, untrained, BM25 and trained alike) are played so, and the
    pipeline's RL sees the same."""
    from types import SimpleNamespace

    from reflect_cli.pipeline import Pipeline

    module = load_script(monkeypatch)
    listing = {"action_order": "lexical", "max_entries_per_page": 12}
    assert module.ae_env_kwargs("cpu") == listing
    assert module.ae_env_kwargs("smoke") == {}  # smoke and gpu keep directory order
    cfg = module.pipeline_config("cpu", "autoexplore", "reflect-rl", 0, "embedded")
    assert Pipeline(tmp_path / "p", cfg)._data_env_kwargs() == module.ae_env_kwargs("cpu")
    evaluator = module.Evaluator(tmp_path, "cpu", [])
    evaluator._ae_tasks = [SimpleNamespace(depth=1), SimpleNamespace(depth=2)]
    kwargs, why = evaluator.protocol(module.COLUMNS["ae-depth1"])
    assert why is None and kwargs["env_kwargs"] == listing and len(kwargs["tasks"]) == 1


def test_the_bm25_reference_row_shows_only_under_autoexplore(monkeypatch):
    module = load_script(monkeypatch)
    doc = {"cells": [{"row": "bm25", "column": "ae-depth1", "seed": 0, "status": "done", "success_rate": 0.98,
                      "ci95": [0.9, 1.0], "n_episodes": 50, "successes": 49}], "api_model": None}
    table = module.render_table(doc, ["bm25"], ["ae-depth1", "taxi-pickup"])
    row = table.splitlines()[2]
    assert "**98.0 %**" in row and row.rstrip(" |").endswith("–")
    assert len(module.render_table(doc, ["bm25"], ["taxi-pickup"]).splitlines()) == 2  # no AutoExplore: no row
    assert "bm25" in module.DEFAULT_ROWS and module.ONLY_ENV["bm25"] == "autoexplore"


def test_cpu_columns_with_fewer_episodes_say_so(monkeypatch, tmp_path):
    """A column the cpu budget plays with fewer episodes gets them from its own override, and the
    table says which columns and why; the Done-when columns keep 50."""
    module = load_script(monkeypatch)
    taxi_full = module.column_protocol("cpu", module.COLUMNS["taxi-full"])
    assert taxi_full["taxi_states"] == 20 and module.column_protocol("cpu", module.COLUMNS["taxi-pickup"])["taxi_states"] == 50
    evaluator = module.Evaluator(tmp_path, "cpu", [])
    kwargs, _ = evaluator.protocol(module.COLUMNS["taxi-full"])
    assert len(kwargs["episode_options"]) == 20
    assert module.column_protocol("cpu", module.COLUMNS["ae-depth1"])["ae_tasks_per_depth"] == 50
    assert module.column_protocol("smoke", module.COLUMNS["taxi-full"]) == module.BUDGETS["smoke"]["eval"]
    cell = {"row": "random", "column": "taxi-pickup", "seed": 0, "status": "done", "success_rate": 0.0,
            "ci95": [0.0, 0.07], "n_episodes": 50, "successes": 0, "horizon": 12}
    doc = {"budget": "cpu", "command": "x", "machine": "m", "model": "embedded", "api_model": None, "seconds": 1.0,
           "pipelines": {}, "cells": [cell]}
    module.write_outputs(tmp_path, doc, ["random"], ["taxi-pickup", "taxi-full"], curves=False)
    table = (tmp_path / "table.md").read_text()
    # the protocol line gives the horizons the cells recorded, else the budget's
    assert "Taxi map-only rendering, horizon 12," in table and "each task once, horizon 6," in table
    assert "at most 12 entries of a folder" in table
    assert "fewer episodes at this budget" in table and "Taxi pickup+dropoff (trained on pickup only" in table
    assert "ALFWorld (" not in table  # only the columns of this table


def test_reflect_rl_is_compared_with_the_rows_it_must_beat_by_interval(monkeypatch, tmp_path):
    """Under the table, one line per column says how Reflect-RL compares with SFT only, RL without
    reflection, the untrained model and random: a win only where the intervals are apart."""
    module = load_script(monkeypatch)

    def cell(row, col, k, n=50):
        from reflect_cli.evaluation import wilson_interval

        return {"row": row, "column": col, "seed": 0, "status": "done", "success_rate": k / n,
                "ci95": list(wilson_interval(k, n)), "n_episodes": n, "successes": k}

    cells = [cell("reflect-rl", "taxi-pickup", 32), cell("sft-only", "taxi-pickup", 32),
             cell("no-reflection", "taxi-pickup", 0), cell("random", "taxi-pickup", 1),
             cell("reflect-rl", "taxi-full", 2, 20), cell("sft-only", "taxi-full", 1, 20), cell("random", "taxi-full", 0, 20)]
    doc = {"budget": "cpu", "command": "x", "machine": "m", "model": "embedded", "api_model": None, "seconds": 1.0,
           "pipelines": {}, "cells": cells}
    rows = ["random", "untrained", "sft-only", "no-reflection", "reflect-rl"]
    lines = module.verdicts(doc, rows, ["taxi-pickup", "taxi-full", "alfworld"])
    pickup, full, alfworld = lines
    assert "SFT only 64.0 %: equal" in pickup and "SFT + RLFT w/o reflection 0.0 %: higher, intervals apart" in pickup
    assert "random 2.0 %: higher, intervals apart" in pickup and "untrained base model, with reflection: not played" in pickup
    assert "SFT only 5.0 %: higher, intervals overlap" in full and "random 0.0 %: higher, intervals overlap" in full
    assert alfworld.endswith("Reflect-RL not played")
    assert module.verdicts(doc, ["random", "sft-only"], ["taxi-pickup"]) == []  # no Reflect-RL row: no lines
    module.write_outputs(tmp_path, doc, rows, ["taxi-pickup"], curves=False)
    assert "Reflect-RL against the rows it must beat" in (tmp_path / "table.md").read_text()
