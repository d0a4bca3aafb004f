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


def done_cell(row, col, k, n=50):
    """A played cell: k successes of n, with its Wilson interval."""
    from reflect_cli.evaluation import wilson_interval

    return {"row": row, "column": col, "seed": 0, "status": "done", "success_rate": k / n,
            "ci95": list(wilson_interval(k, n)), "n_episodes": n, "successes": k}


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
    """Every training stage of the cpu budget has a minutes cap (shared stages counted once); the
    rows and columns of its last whole run still train within the hour, and its cells are large
    enough for intervals that can separate rows. The plan of the whole table is printed."""
    module = load_script(monkeypatch)
    last_run_rows = ["reflect-rl", "sft-only", "no-reflection", "no-negatives", "rlft-only"]
    minutes = module.training_minutes("cpu", rows=last_run_rows, envs=["taxi", "autoexplore", "alfworld"])
    assert minutes is not None and minutes <= 60
    assert module.training_minutes("cpu") > minutes  # the natural-order recipe and the prior fit on top
    items = module.plan("cpu", module.DEFAULT_ROWS, module.COLUMN_ORDER)
    assert all(item["seconds"] is not None for item in items)
    assert {i["stage"].split(":")[0] for i in items if i["how"] == "cap"} == set(module.BUDGETS["cpu"]["train"])
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
        return done_cell(row, "taxi-pickup", k, n)

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
    assert module.ae_env_kwargs("smoke") == {"action_order": "lexical"}  # smoke and gpu: the default page size
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
    assert "at most 12 entries of a folder" not in table  # no AutoExplore column here
    assert "fewer episodes at this budget" in table and "Taxi pickup+dropoff (trained on pickup only" in table
    assert "ALFWorld (" not in table  # only the columns of this table
    module.write_outputs(tmp_path, doc, ["random"], ["ae-depth1", "ae-natural-depth1"], curves=False)
    assert "at most 12 entries of a folder" in (tmp_path / "table.md").read_text()


def test_reflect_rl_is_compared_with_the_rows_it_must_beat_by_interval(monkeypatch, tmp_path):
    """Under the table, one line per column says how Reflect-RL compares with SFT only, RL without
    reflection, the untrained model and random: a win only where the intervals are apart."""
    module = load_script(monkeypatch)

    cell = done_cell

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


def test_natural_order_columns_train_and_play_the_papers_listing(monkeypatch, tmp_path):
    """The natural-order AutoExplore columns have their own pipelines, trained and played on
    folders then files sorted by name (the paper's protocol); the paper's AutoExplore figures
    stand beside them, not beside the ranked columns."""
    from types import SimpleNamespace

    from reflect_cli.pipeline import Pipeline

    module = load_script(monkeypatch)
    assert module.ae_env_kwargs("cpu", "autoexplore-natural") == {"max_entries_per_page": 12}
    natural = module.pipeline_config("cpu", "autoexplore-natural", "reflect-rl", 0, "embedded")
    ranked = module.pipeline_config("cpu", "autoexplore", "reflect-rl", 0, "embedded")
    assert natural["env"] == ranked["env"] == "autoexplore"
    assert Pipeline(tmp_path / "n", natural)._data_env_kwargs() == {"max_entries_per_page": 12}
    assert module._signature(natural, "sft-reflection", tmp_path) != module._signature(ranked, "sft-reflection", tmp_path)
    assert module.pipeline_dir(tmp_path, "autoexplore-natural", "reflect-rl", 0).parent.name == "autoexplore-natural"
    evaluator = module.Evaluator(tmp_path, "cpu", [])
    evaluator._ae_tasks = [SimpleNamespace(depth=1), SimpleNamespace(depth=2)]
    kwargs, why = evaluator.protocol(module.COLUMNS["ae-natural-depth1"])
    assert why is None and kwargs["env_kwargs"] == {"max_entries_per_page": 12}
    assert module.paper_value("reflect-rl", "ae-natural-depth1") == 36 and module.paper_value("sft-only", "ae-natural-depth2") == 9
    assert module.paper_value("reflect-rl", "ae-depth1") is None and module.paper_value("reflect-rl", "taxi-pickup") == 58


def test_prior_fit_row_is_reflect_rl_without_iterations_where_a_prior_applies(monkeypatch, tmp_path):
    """"SFT + prior fit, no RL" shares Reflect-RL's SFT stages and stops its RL stage after the
    action prior's fit; it is trained only where a prior is fitted (ranked listings), and
    Reflect-RL is compared with it under the table."""
    module = load_script(monkeypatch)
    full = module.pipeline_config("cpu", "autoexplore", "reflect-rl", 0, "embedded")
    fit = module.pipeline_config("cpu", "autoexplore", "prior-fit", 0, "embedded")
    assert fit["rlft"]["iterations"] == 0 and full["rlft"]["iterations"] > 0
    assert fit["rlft"]["minutes"] <= 2 and fit["ablation"] == "reflect-rl"
    for stage in ("sft-reflection", "sft-policy"):
        assert module._signature(fit, stage, tmp_path) == module._signature(full, stage, tmp_path)  # linked
    assert module.row_skip("cpu", "prior-fit", "autoexplore") is None
    for recipe in ("autoexplore-natural", "taxi", "alfworld"):
        assert "not ranked" in module.row_skip("cpu", "prior-fit", recipe)
    assert module.row_skip("cpu", "no-negatives", "taxi")  # the paper reports no figure there

    def cell(row, k, n=50):
        return done_cell(row, "ae-depth1", k, n)

    doc = {"cells": [cell("reflect-rl", 49), cell("prior-fit", 30), cell("random", 0)], "api_model": None}
    line = module.verdicts(doc, ["random", "prior-fit", "reflect-rl"], ["ae-depth1"])[0]
    assert "SFT + prior fit, no RL 60.0 %: higher, intervals apart" in line


def test_fp32_runs_every_stage_in_fp32_whatever_the_cpu(monkeypatch):
    module = load_script(monkeypatch)
    monkeypatch.setattr(module, "FP32_ONLY", True)
    assert module._native_bf16() == "no"
    cfg = module.pipeline_config("cpu", "taxi", "reflect-rl", 0, "embedded")
    assert cfg["sft_reflection"]["bf16"] == "no"
    for section in ("sft_reflection", "sft_policy"):
        assert cfg[section]["bf16"] == "no" and cfg[section]["trunk_bf16"] == "no"
    assert cfg["rlft"]["bf16"] == "no"


def test_gpu_window_plan_fits_nine_minutes_and_dry_runs_on_cpu(monkeypatch, tiny_model_dir, tmp_path, capsys, one_thread):
    """--budget gpu-window: SFT only, RL without reflection and Reflect-RL on two columns, every
    training stage capped; its plan (caps and estimates) sums to at most 9 minutes and is printed
    before anything runs; a dry run plays every stage and cell of it with a tiny model."""
    module = load_script(monkeypatch)
    budget = module.BUDGETS["gpu-window"]
    rows, columns = budget["rows"], budget["columns"]
    assert {"sft-only", "no-reflection", "reflect-rl"} <= set(rows) and len(columns) == 2
    items = module.plan("gpu-window", rows, columns)
    assert all(item["seconds"] is not None for item in items)
    assert [i for i in items if i["how"] == "no cap"] == []
    assert sum(item["seconds"] for item in items) <= 9 * 60
    assert {i["stage"].split(":")[0] for i in items if i["how"] == "cap"} == {"taxi", "autoexplore-natural"}

    out = tmp_path / "window"
    doc = module.main(["--budget", "gpu-window", "--dry-run", "--out", str(out), "--model", str(tiny_model_dir)])
    printed = capsys.readouterr().out
    assert printed.index("Plan of budget gpu-window") < printed.index("pipeline taxi/reflect-rl-s0")
    done = {(c["row"], c["column"]) for c in doc["cells"] if c["status"] == "done"}
    assert done == {(r, c) for r in rows for c in columns}
    for recipe in ("taxi", "autoexplore-natural"):
        for row in ("reflect-rl", "no-reflection"):
            assert (out / "pipelines" / recipe / f"{row}-s0" / "rlft" / "DONE").is_file()
    record = json.loads((out / "pipelines" / "autoexplore-natural" / "reflect-rl-s0" / "data" / "config.json").read_text())
    assert record.get("action_order", "listing") == "listing"
    assert "| AutoExplore depth 1, natural order | Taxi pickup |" in (out / "table.md").read_text()


def test_every_trained_row_is_set_against_chance_in_the_papers_columns(monkeypatch, tmp_path):
    module = load_script(monkeypatch)

    cell = done_cell

    cells = [cell("random", "ae-natural-depth1", 0), cell("untrained", "ae-natural-depth1", 1),
             cell("sft-only", "ae-natural-depth1", 12), cell("reflect-rl", "ae-natural-depth1", 2),
             cell("random", "ae-depth1", 0), cell("sft-only", "ae-depth1", 40)]
    doc = {"budget": "cpu", "command": "x", "machine": "m", "model": "embedded", "api_model": None, "seconds": 1.0,
           "pipelines": {}, "cells": cells}
    rows = ["random", "untrained", "sft-only", "reflect-rl"]
    lines = module.chance_verdicts(doc, rows, ["ae-natural-depth1", "ae-depth1"])
    assert len(lines) == 2  # the ranked column is not one of them
    sft, rl = lines
    assert sft.startswith("- AutoExplore depth 1, natural order, SFT only 24.0 % against random 0.0 %: higher, intervals apart")
    assert "untrained base model, with reflection 2.0 %: higher, intervals apart" in sft
    assert "random 0.0 %: higher, intervals overlap" in rl
    module.write_outputs(tmp_path, doc, rows, ["ae-natural-depth1", "ae-depth1"], curves=False)
    assert "Every trained row against random and the untrained model" in (tmp_path / "table.md").read_text()
