"""The Reflect-RL paper's table (arXiv 2402.12621, test success rates) from one command.

    python benchmarks/paper_table.py --budget cpu --out OUT [--fp32]       # 2 CPU cores
    python benchmarks/paper_table.py --budget gpu-window --out OUT         # <= 9 min of one H100-class GPU
    python benchmarks/paper_table.py --budget cpu --out OUT --plan         # the plan only
    python benchmarks/paper_table.py --budget smoke --out DIR --rows random reflect-rl --columns taxi-pickup

Rows (``--rows``): ``random``; ``untrained`` / ``untrained-noreflect`` (the base model zero-shot,
with and without reflections); ``sft-only``, ``rlft-only``, ``no-reflection``, ``no-negatives``,
``reflect-rl`` (``reflect train --ablation`` sft-only, rl-only, no-reflection, no-negatives,
reflect-rl of one recipe); ``prior-fit`` (Reflect-RL's pipeline stopped after the action prior's
fit, no RL iteration; only where a prior is fitted); ``bm25`` (AutoExplore: the ranking's first
file); ``api`` (``--api-model MODEL``: any OpenAI-compatible model zero-shot, beside the paper's
Mistral-7B row).

Columns (``--columns``) and their protocols:

* ``ae-natural-depth1``, ``ae-natural-depth2`` (the paper's protocol) and ``ae-depth1``,
  ``ae-depth2`` (ranked): AutoExplore tasks whose target is 1 / 2 folders deep, built with the
  offline teacher from installed packages that no training repository is (checked), each task
  played once; intervals widened by the design effect of clustering by repository. Natural order
  lists folders then files by name; ranked lists them in BM25 order of relevance to the question.
  Each listing has its own training recipe and pipelines.
* ``taxi-pickup``, ``taxi-full``: DangerousTaxi under the paper's protocol: map-only rendering (in
  gen-data, RL and evaluation), horizon 15, start states drawn without replacement with a fixed
  seed (``taxi_states`` of the budget; all 300 when it is 300 or more), each played once.
* ``alfworld``: the 24 held-out test problems (``data="heldout-test"``, four of each task type),
  trained on the 72 disjoint ``heldout-train`` problems; no oracle information in the action list.

Every trained row of every recipe and seed is one resumable ``reflect train`` pipeline under
``OUT/pipelines/<recipe>/<row>-s<seed>/``; rows share what their ablation allows (gen-data between
all rows; both SFT stages between ``reflect-rl``, ``sft-only`` and ``prior-fit``) through links to
the finished stage. Every cell's result is a file under ``OUT/cells/``: a rerun skips finished
pipelines, stages and cells and continues the rest. Outputs: ``OUT/table.md`` (ours beside the
paper's number in every cell, with the 95 % interval and n, and the comparisons by interval under
it), ``OUT/results.json`` (one entry per row x column x seed) and ``OUT/curves.png`` (the RL curves
of every pipeline). The plan (every stage with its cap or estimated seconds) is printed first.

Budgets (``BUDGETS`` below): ``smoke`` exercises every stage and cell with tiny budgets (a plumbing
check, not a learning result); ``cpu`` caps every training stage in minutes for 2 CPU cores;
``gpu-window`` plays the cells that matter most within 9 minutes of one H100-class GPU;
``gpu`` is the paper's sizes for one H100-class GPU. ``--dry-run`` runs a budget's plan with the
smoke budget's sizes.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import cpu_model  # noqa: E402

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


@dataclass(frozen=True)
class Row:
    label: str
    ablation: str | None = None  # a trained row: this `reflect train --ablation`
    agent: str | None = None  # an untrained row: this reflect eval agent
    reflect: bool = True


@dataclass(frozen=True)
class Column:
    label: str
    env: str
    level: Any
    recipe: str | None = None  # the budget's training recipe (``BUDGETS[b]["train"]`` key); None: ``env``

    @property
    def train_key(self) -> str:
        return self.recipe or self.env


ROWS: dict[str, Row] = {
    "random": Row("random", agent="random", reflect=False),
    "untrained-noreflect": Row("untrained base model, no reflection", agent="BASE", reflect=False),
    "untrained": Row("untrained base model, with reflection", agent="BASE"),
    "sft-only": Row("SFT only", ablation="sft-only"),
    "rlft-only": Row("RLFT only", ablation="rl-only"),
    "no-reflection": Row("SFT + RLFT w/o reflection", ablation="no-reflection"),
    "no-negatives": Row("Reflect-RL w/o negatives", ablation="no-negatives"),
    # Reflect-RL's pipeline with no RL iteration: its SFT stages and the action prior fitted at RL's
    # start to the teacher's picks (supervised). Reflect-RL above it is RL's own gain.
    "prior-fit": Row("SFT + prior fit, no RL", ablation="reflect-rl"),
    "reflect-rl": Row("Reflect-RL", ablation="reflect-rl"),
    "api": Row("zero-shot API model (--api-model)", agent="API"),
    # Not a row of the paper: the BM25 ranking alone (walks to its top-1 file), the prior that
    # AutoExplore's listings are ordered by where a budget trains with --action-order lexical.
    "bm25": Row("BM25 top-1 file (reference, AutoExplore only)", agent="bm25", reflect=False),
}
ONLY_ENV = {"bm25": "autoexplore"}  # rows that play one environment only
# The full recipe first: the other rows link its gen-data and SFT stages.
TRAINED_ROWS = ("reflect-rl", "sft-only", "prior-fit", "no-reflection", "no-negatives", "rlft-only")
DEFAULT_ROWS = [r for r in ROWS if r != "api"]
COLUMNS: dict[str, Column] = {
    # Listings in BM25 order of relevance to the question (the recipe "autoexplore" of a budget).
    "ae-depth1": Column("AutoExplore depth 1, ranked", "autoexplore", 1),
    "ae-depth2": Column("AutoExplore depth 2, ranked", "autoexplore", 2),
    # The paper's protocol: folders then files, each sorted by name; trained on the same order.
    "ae-natural-depth1": Column("AutoExplore depth 1, natural order", "autoexplore", 1, recipe="autoexplore-natural"),
    "ae-natural-depth2": Column("AutoExplore depth 2, natural order", "autoexplore", 2, recipe="autoexplore-natural"),
    "taxi-pickup": Column("Taxi pickup", "taxi", "pickup"),
    "taxi-full": Column("Taxi pickup+dropoff", "taxi", "full"),
    "alfworld": Column("ALFWorld", "alfworld", None),
}
# The paper's Table (GPT-2 XL 1.56B; "api": Mistral-7B zero-shot), in %, for the columns of
# PAPER_COLUMNS (its AutoExplore lists folders in their natural order); None: not reported.
PAPER_COLUMNS = ("ae-natural-depth1", "ae-natural-depth2", "taxi-pickup", "taxi-full", "alfworld")
PAPER: dict[str, tuple[float | None, ...]] = {
    "sft-only": (4, 9, 7, 0, 0),
    "rlft-only": (12, 3, 2, 0, 0),
    "no-reflection": (20, 4, 6, 0, 66),
    "no-negatives": (33, 12, None, None, None),
    "reflect-rl": (36, 17, 58, 29, 74),
    "api": (34, 3, 7, 0, 0),
}
COLUMN_ORDER = list(COLUMNS)
RECIPE_ENVS = {"autoexplore-natural": "autoexplore"}  # a recipe named other than its environment
# The order recipes are trained and played in, so that an interrupted run has the most cells (cpu:
# the columns the paper's claims rest on first, ALFWorld last).
RECIPE_ORDER = ("taxi", "alfworld", "autoexplore-natural", "autoexplore")
RECIPE_ORDER_CPU = ("taxi", "autoexplore-natural", "autoexplore", "alfworld")


def recipe_env(recipe: str) -> str:
    return RECIPE_ENVS.get(recipe, recipe)


def paper_value(row: str, column: str) -> float | None:
    if column not in PAPER_COLUMNS:
        return None
    return PAPER.get(row, (None,) * len(PAPER_COLUMNS))[PAPER_COLUMNS.index(column)]
# Held-out AutoExplore repositories (installed packages with targets 1 and 2 folders deep); the
# training repositories of every budget are other packages (checked at start).
AE_TEST_PACKAGES = ("gymnasium", "networkx", "numpy")

_SFT_SMOKE = {"steps": 1, "batch_size": 1, "lr": 1e-3, "max_eval_records": 1, "log_every": 1, "save_every": 1}
_RL_SMOKE = {"iterations": 1, "episodes_per_iter": 2, "group_size": 2, "baseline": "group", "train_batch": 4,
             "lr": 1e-4, "reflection_tokens": 8, "save_every": 1, "curriculum": None}
_SFT_GPU = {"steps": 300, "batch_size": 8, "lr": 2e-4, "max_eval_records": 32, "log_every": 20, "save_every": 100}
_RL_GPU = {"iterations": 30, "episodes_per_iter": 8, "group_size": 4, "baseline": "group", "train_batch": 32,
           "lr": 1e-4, "reflection_tokens": 48, "save_every": 10}
_PIPELINE_EVAL = {"agents": ["oracle"], "episodes": 1, "each_task": False}  # a sanity check only

# cpu: every stage capped in minutes (model load included) as well as in steps, so that the whole
# table fits 90 minutes on 2 idle cores; the sizes come from the measured curves of
# benchmarks/HISTORY.md §9 (Taxi: the reflector reads positions off the map only with LoRA on every
# layer, after ~210 steps; the policy copies the reflection's move before any step).
_SFT_CPU = {"batch_size": 8, "lr": 5e-4, "max_eval_records": 32, "log_every": 10, "save_every": 25}
_RL_CPU = {"episodes_per_iter": 8, "group_size": 4, "baseline": "group", "train_batch": 32, "lr": 1e-4,
           "reflection_tokens": 48, "save_every": 2}

BUDGETS: dict[str, dict[str, Any]] = {
    "smoke": {
        "note": "plumbing check on 2 CPU cores: every stage and cell runs, none long enough to learn",
        "train": {
            "taxi": {"gen_data": {"episodes": 8, "level": "full", "epsilon": 0.2, "horizon": 15, "render_style": "map"},
                     "sft_reflection": {**_SFT_SMOKE, "max_length": 1024},
                     "sft_policy": {**_SFT_SMOKE, "max_length": 1024},
                     "rlft": {**_RL_SMOKE, "level": "pickup", "env_kwargs": {"render_style": "map", "horizon": 4}},
                     "eval": _PIPELINE_EVAL},
            "autoexplore": {"gen_data": {"repos": ["python:fsspec", "python:urllib3", "python:markdown_it",
                                                   "python:anyio"],
                                         "negatives": 1, "max_tasks_per_repo": 3, "action_order": "lexical"},
                            "sft_reflection": {**_SFT_SMOKE, "max_length": 3072},
                            "sft_policy": {**_SFT_SMOKE, "max_length": 3072},
                            "rlft": {**_RL_SMOKE, "env_kwargs": {"horizon": 3}},
                            "eval": _PIPELINE_EVAL},
            "alfworld": {"gen_data": {"episodes": 4, "epsilon": 0.2, "data": "heldout-train", "horizon": 15},
                         "sft_reflection": {**_SFT_SMOKE, "max_length": 4096},
                         "sft_policy": {**_SFT_SMOKE, "max_length": 4096},
                         "rlft": {**_RL_SMOKE, "env_kwargs": {"data": "heldout-train", "horizon": 3}},
                         "eval": _PIPELINE_EVAL},
        },
        "eval": {"taxi_states": 2, "ae_packages": ["gymnasium"], "ae_tasks_per_depth": 1, "alfworld_problems": 2,
                 "max_steps": {"autoexplore": 4, "alfworld": 4, "taxi": 15}, "reflection_tokens": 8},
    },
    "cpu": {
        "note": "sized for 2 idle CPU cores: every row and column in at most 90 minutes",
        "train": {
            "taxi": {"gen_data": {"episodes": 300, "level": "pickup", "epsilon": 0.2, "horizon": 15,
                                  "render_style": "map"},
                     # bf16 on a CPU that has it: 278 steps in 24 minutes instead of 215, which is
                     # past the point where the reflector reads the taxi's position off the map
                     # (31/32 validation maps against 10/32 in fp32; benchmarks/HISTORY.md §9). 20 minutes
                     # (~240 steps, training loss 0.039) were not enough: SFT only 16 % [8.3-28.5],
                     # within reach of random (§9f).
                     "sft_reflection": {**_SFT_CPU, "steps": 400, "minutes": 24, "lora_layers": 0,
                                        "lora_targets": ["all-linear"], "max_length": 1024, "bf16": "native"},
                     "sft_policy": {**_SFT_CPU, "steps": 30, "minutes": 1.5, "max_length": 1024},
                     # No action prior: Taxi's moves come in one fixed order, not ranked, and
                     # fitting one (a reflection per state) would spend this stage's minutes.
                     "rlft": {**_RL_CPU, "iterations": 6, "minutes": 1.5, "level": "pickup", "curriculum": None,
                              "prior_lr": 0, "env_kwargs": {"render_style": "map", "horizon": 15}},
                     "eval": _PIPELINE_EVAL},
            # Listings in BM25 order (gen-data --action-order lexical, as `reflect explore
            # --lexical-prior` shows them), for training and for every row's evaluation: in
            # listing order the 6-minute reflector names the right entry 5/64 times and no row
            # finds a file (benchmarks/HISTORY.md §9b).
            "autoexplore": {"gen_data": {"repos": ["python:fsspec", "python:urllib3", "python:markdown_it",
                                                   "python:anyio", "python:pygments", "python:httpx"],
                                         "negatives": 1, "max_tasks_per_repo": 25, "ambiguity_filter": "facts",
                                         "action_order": "lexical", "max_entries_per_page": 12},
                            # bf16 and LoRA on every layer, as for Taxi: in the same 6 minutes the
                            # reflector names the gold command in 34/64 validation states instead of
                            # 13/64 with LoRA on the top 8 (validation loss 0.46 against 1.32; fewer
                            # steps, each teaching more; benchmarks/HISTORY.md §9d).
                            "sft_reflection": {**_SFT_CPU, "batch_size": 4, "steps": 150, "minutes": 6, "bf16": "native",
                                               "lora_layers": 0, "lora_targets": ["all-linear"]},
                            "sft_policy": {**_SFT_CPU, "batch_size": 4, "steps": 30, "minutes": 3},
                            # Horizon 6 (evaluation too): the oracle needs 3-4 steps at depths 1-2, the
                            # trained rows end their depth-1 episodes in 2.9 on average, and every step
                            # of an episode that does not end costs a reflection and a policy call.
                            # 5 minutes: the action prior's fit (~1 minute) and the iterations it
                            # needs to settle on the ranking (8 took 5.5 minutes, README §16).
                            "rlft": {**_RL_CPU, "iterations": 16, "minutes": 5, "curriculum": None,
                                     "env_kwargs": {"horizon": 6}},
                            "eval": _PIPELINE_EVAL},
            # ALFWorld learns nothing in the minutes this budget has left (its column says so); its
            # stages run, one minute each, so that every row is trained the way the others are.
            "alfworld": {"gen_data": {"episodes": 60, "epsilon": 0.2, "data": "heldout-train", "horizon": 15},
                         "sft_reflection": {**_SFT_CPU, "batch_size": 4, "steps": 30, "minutes": 1,
                                            "max_length": 4096},
                         "sft_policy": {**_SFT_CPU, "batch_size": 4, "steps": 30, "minutes": 1, "max_length": 4096},
                         "rlft": {**_RL_CPU, "iterations": 2, "minutes": 1, "prior_lr": 0,  # as Taxi's
                                  "env_kwargs": {"data": "heldout-train"}},
                         "eval": _PIPELINE_EVAL},
        },
        # The ablations' own stages are smaller than the full recipe's, and never larger (each value
        # is capped by the recipe's own in pipeline_config).
        "row_stages": {"no-reflection": {"sft_policy": {"steps": 20, "minutes": 2}, "rlft": {"iterations": 3, "minutes": 1}},
                       "prior-fit": {"rlft": {"minutes": 2}},  # the fit alone: ~1 minute (HISTORY §18)
                       "rlft-only": {"rlft": {"iterations": 3, "minutes": 1}},
                       "no-negatives": {"sft_reflection": {"steps": 45, "minutes": 2},
                                        "sft_policy": {"steps": 20, "minutes": 2}, "rlft": {"iterations": 3, "minutes": 1}}},
        # Rows the paper reports no figure for in an environment are not trained there at this budget.
        "skip": {("no-negatives", "taxi"): "the paper reports no Taxi figure for this row",
                 ("no-negatives", "alfworld"): "the paper reports no ALFWorld figure for this row"},
        # bf16 inference where the CPU computes it natively (reflect eval --bf16 auto): the
        # AutoExplore cells are most of the table's time, and mostly reflections.
        "eval": {"taxi_states": 50, "ae_packages": list(AE_TEST_PACKAGES), "ae_tasks_per_depth": 50,
                 "alfworld_problems": None, "max_steps": {"taxi": 15, "autoexplore": 6, "alfworld": 15},
                 "reflection_tokens": 32, "batch": 16, "bf16": "auto",
                 # The columns nothing is trained for at this budget (Taxi's data and RL are pickup
                 # only, AutoExplore's RL has no curriculum, ALFWorld gets 1-minute stages) are
                 # played with fewer episodes, so that the whole table can fit 90 minutes: at n=50
                 # (ALFWorld: all 24) their cells would take roughly 12, 30 and 50 minutes, estimated
                 # from the seconds per step of the cells in benchmarks/HISTORY.md §9d-§9e (AutoExplore
                 # depth 2 at 12 tasks: ~5 minutes for every row with 12-entry pages, §9f).
                 "columns": {
                     "taxi-full": {"taxi_states": 20, "why": "trained on pickup only at this budget"},
                     "ae-depth2": {"ae_tasks_per_depth": 12, "why": "no depth curriculum at this budget"},
                     "ae-natural-depth2": {"ae_tasks_per_depth": 12, "why": "no depth curriculum at this budget"},
                     "alfworld": {"alfworld_problems": 6, "why": "1-minute training stages at this budget"},
                 }},
    },
    "gpu": {
        "note": "sized for one H100-class GPU",
        "train": {
            "taxi": {"gen_data": {"episodes": 1000, "level": "full", "epsilon": 0.3, "horizon": 15,
                                  "render_style": "map"},
                     # A Taxi reflector reads positions off the map only with LoRA on every layer
                     # (benchmarks/HISTORY.md §9); top-layer LoRA writes one text for every map.
                     "sft_reflection": {**_SFT_GPU, "steps": 600, "lr": 5e-4, "lora_layers": 0,
                                        "lora_targets": ["all-linear"], "max_length": 1024},
                     "sft_policy": {**_SFT_GPU, "max_length": 1024},
                     "rlft": {**_RL_GPU, "curriculum": ["pickup", "dropoff", "full"], "curriculum_every": 10,
                              "minutes": 4, "env_kwargs": {"render_style": "map", "horizon": 15}},
                     "eval": _PIPELINE_EVAL},
            "autoexplore": {"gen_data": {"repos": ["python:peft", "python:accelerate", "python:huggingface_hub",
                                                   "python:fsspec", "python:urllib3", "python:pygments",
                                                   "python:markdown_it", "python:anyio", "python:httpx",
                                                   "python:matplotlib"],
                                         "negatives": 2, "max_tasks_per_repo": 40, "action_order": "lexical"},
                            "sft_reflection": {**_SFT_GPU, "batch_size": 4, "max_length": 3072},
                            "sft_policy": {**_SFT_GPU, "batch_size": 4, "max_length": 3072},
                            "rlft": {**_RL_GPU, "curriculum": [0, 1, 2], "curriculum_every": 10},
                            "eval": _PIPELINE_EVAL},
            "alfworld": {"gen_data": {"episodes": 300, "epsilon": 0.3, "data": "heldout-train", "horizon": 15},
                         "sft_reflection": {**_SFT_GPU, "batch_size": 4, "max_length": 4096},
                         "sft_policy": {**_SFT_GPU, "batch_size": 4, "max_length": 4096},
                         "rlft": {**_RL_GPU, "env_kwargs": {"data": "heldout-train"}},
                         "eval": _PIPELINE_EVAL},
        },
        "eval": {"taxi_states": 100, "ae_packages": list(AE_TEST_PACKAGES), "ae_tasks_per_depth": 40,
                 "alfworld_problems": None, "max_steps": {"taxi": 15}, "reflection_tokens": 48},
    },
}


def _natural_order(recipe: dict[str, Any]) -> dict[str, Any]:
    """An AutoExplore recipe with its listings in their natural order (the paper's protocol)."""
    out = json.loads(json.dumps(recipe))
    out["gen_data"]["action_order"] = "listing"
    return out


for _budget in ("smoke", "cpu", "gpu"):
    BUDGETS[_budget]["train"]["autoexplore-natural"] = _natural_order(BUDGETS[_budget]["train"]["autoexplore"])

# gpu-window: the cells that matter most (SFT only, RL without reflection and Reflect-RL, on Taxi
# pickup and AutoExplore depth 1 in natural order, with the SFTs they need) in <= 9 minutes of one
# H100-class GPU, the 15-minute loan a session gets. Every training stage is capped in minutes
# (model load included); the sizes come from the GPU runs of benchmarks/HISTORY.md §9 and §11
# (H100: Taxi reflector 600 steps in 135-156 s, policy 300 steps in 20 s, an RL iteration of 8
# episodes 15-20 s; AutoExplore reflector 300 steps in 106 s; a Taxi cell of 100 episodes 170 s at
# 8 in lockstep, so the cells here play 50 at once).
_SFT_WINDOW = {"batch_size": 16, "lr": 5e-4, "max_eval_records": 16, "log_every": 20, "save_every": 1000}
BUDGETS["gpu-window"] = {
    "note": "the cells that matter most in at most 9 minutes of one H100-class GPU",
    "rows": ["random", "sft-only", "no-reflection", "reflect-rl"],
    "columns": ["ae-natural-depth1", "taxi-pickup"],
    "train": {
        "taxi": {"gen_data": {"episodes": 300, "level": "pickup", "epsilon": 0.2, "horizon": 15, "render_style": "map"},
                 "sft_reflection": {**_SFT_WINDOW, "batch_size": 8, "steps": 500, "minutes": 1.25, "lora_layers": 0,
                                    "lora_targets": ["all-linear"], "max_length": 1024},
                 "sft_policy": {**_SFT_WINDOW, "steps": 100, "minutes": 0.3, "max_length": 1024},
                 "rlft": {**_RL_GPU, "iterations": 6, "minutes": 0.75, "level": "pickup", "curriculum": None,
                          "prior_lr": 0, "env_kwargs": {"render_style": "map", "horizon": 15}},
                 "eval": _PIPELINE_EVAL},
        "autoexplore-natural": {"gen_data": {**BUDGETS["cpu"]["train"]["autoexplore"]["gen_data"], "action_order": "listing"},
                                "sft_reflection": {**_SFT_WINDOW, "batch_size": 8, "steps": 300, "minutes": 1.0,
                                                   "lora_layers": 0, "lora_targets": ["all-linear"]},
                                "sft_policy": {**_SFT_WINDOW, "steps": 150, "minutes": 0.3},
                                "rlft": {**_RL_GPU, "iterations": 8, "minutes": 0.75, "curriculum": None,
                                         "env_kwargs": {"horizon": 6}},
                                "eval": _PIPELINE_EVAL},
    },
    "row_stages": {"no-reflection": {"sft_policy": {"minutes": 0.3}, "rlft": {"iterations": 4, "minutes": 0.3}}},
    "eval": {"taxi_states": 50, "ae_packages": list(AE_TEST_PACKAGES), "ae_tasks_per_depth": 50,
             "alfworld_problems": None, "max_steps": {"taxi": 15, "autoexplore": 6, "alfworld": 15},
             "reflection_tokens": 48, "batch": 50},
    # What the plan counts besides the capped stages (seconds, estimated from the runs above).
    # Seconds a cell spends on one episode of a row with a model: 50 played at once, a lockstep
    # step (a 48-token reflection batch and the policy's scoring) ~1.6 s, 15 of them at most.
    "estimates": {"startup": 45, "gen_data": {"taxi": 10, "autoexplore-natural": 15},
                  "episode": {"taxi": 0.5, "autoexplore": 0.3, "alfworld": 0.5}},
}
# The cpu budget's figures for the plan, from the cells and gen-data of its last whole run
# (benchmarks/HISTORY.md §9f, bf16 host: the cells with a model took 255 s for 7 rows of Taxi's
# 70 episodes, 1,157 s for 7 rows of 50 AutoExplore tasks and 348 s for 6 rows of 6 problems).
BUDGETS["cpu"]["estimates"] = {"startup": 60, "gen_data": {"taxi": 5, "autoexplore": 15, "autoexplore-natural": 15,
                                                           "alfworld": 40},
                               "episode": {"taxi": 0.5, "autoexplore": 3.3, "alfworld": 9.7},
                               # a cell in fp32 against bf16 (HISTORY §7c: reflections 1.40x, scores 1.28x)
                               "fp32_cells": 1.35}
# Every budget's "prior-fit" row is Reflect-RL's pipeline whose RL stage fits the action prior and
# stops before its first iteration.
ROW_STAGES = {"prior-fit": {"rlft": {"iterations": 0}}}
TAXI_STATE_SEED = 2402_12621  # the fixed seed of the drawn Taxi start states


def say(text: str) -> None:
    print(text, flush=True)


# -- pipelines ---------------------------------------------------------------------------------


def pipeline_config(budget: str, recipe_name: str, row: str, seed: int, model: str) -> dict[str, Any]:
    from reflect_cli.pipeline_config import resolve_config

    recipe = json.loads(json.dumps(BUDGETS[budget]["train"][recipe_name]))
    smaller_stages = [ROW_STAGES.get(row, {}), BUDGETS[budget].get("row_stages", {}).get(row, {})]
    for stages in smaller_stages:
        for section, smaller in stages.items():
            if section in recipe:  # never more than the full recipe's
                recipe[section] = {**recipe[section], **{k: min(v, recipe[section].get(k, v)) for k, v in smaller.items()}}
    for section in recipe.values():
        if isinstance(section, dict) and section.get("bf16") == "native":
            section["bf16"] = _native_bf16()
    if FP32_ONLY:  # every "auto" of the stages would take bf16 where this CPU computes it
        for name in ("sft_reflection", "sft_policy"):
            recipe[name] = {**recipe.get(name, {}), "bf16": "no", "trunk_bf16": "no"}
        recipe["rlft"] = {**recipe.get("rlft", {}), "bf16": "no"}
    return resolve_config(recipe_env(recipe_name),
                          overrides={**recipe, "ablation": ROWS[row].ablation, "model": model, "seed": seed})


def prior_applies(budget: str, recipe_name: str) -> bool:
    """Whether the recipe's RL stage fits an action prior: only over ranked listings (AutoExplore in
    BM25 order); natural-order listings, Taxi and ALFWorld list their actions in a fixed order."""
    from reflect_cli.envs.autoexplore.listing import RANKED_ORDERS

    recipe = BUDGETS[budget]["train"][recipe_name]
    ranked = recipe_env(recipe_name) == "autoexplore" and recipe["gen_data"].get("action_order") in RANKED_ORDERS
    return ranked and float(recipe.get("rlft", {}).get("prior_lr", 0.3)) > 0


def row_skip(budget: str, row: str, recipe_name: str) -> str | None:
    """Why ``row`` is not trained for ``recipe_name`` at ``budget`` (None: it is)."""
    why = BUDGETS[budget].get("skip", {}).get((row, recipe_env(recipe_name)))
    if why:
        return why
    if row == "prior-fit" and not prior_applies(budget, recipe_name):
        return "no action prior here: the actions are listed in a fixed order, not ranked"
    return None


FP32_ONLY = False  # --fp32: run as an fp32 host does, whatever this CPU computes natively


def _native_bf16() -> str:
    """``yes`` where this machine computes bf16 natively, else ``no``: an SFT stage sized for bf16
    on a CPU that emulates it crawls (one AutoExplore reflector step in 758 s, benchmarks/HISTORY.md §18)."""
    import torch

    from reflect_cli.lm.transformers.precision import cpu_has_native_bf16

    if FP32_ONLY:
        return "no"
    return "yes" if torch.cuda.is_available() or cpu_has_native_bf16() else "no"


def training_minutes(budget: str, rows: list[str] | None = None, envs: list[str] | None = None) -> float | None:
    """The most minutes the trained rows' stages may take at ``budget`` (their ``minutes`` caps,
    a stage that rows share counted once); None where a stage has no cap."""
    from reflect_cli.pipeline import planned_stages

    total, seen = 0.0, set()
    for env in envs or list(BUDGETS[budget]["train"]):
        for row in rows or [r for r in ROWS if ROWS[r].ablation]:
            if row_skip(budget, row, env):
                continue
            cfg = pipeline_config(budget, env, row, 0, "embedded")
            for stage in planned_stages(cfg):
                if stage in ("gen-data", "eval"):
                    continue  # gen-data: seconds (measured); eval: a one-episode oracle check
                section = stage.replace("-", "_")
                sig = _signature(cfg, stage, Path("/nonexistent")) if stage != "rlft" else None
                key = (env, stage, sig) if sig is not None else (env, row, stage)
                if key in seen:
                    continue
                seen.add(key)
                minutes = cfg.get(section, {}).get("minutes")
                if minutes is None:
                    return None
                total += float(minutes)
    return total


def _episodes(budget: str, column: Column) -> int:
    cfg = column_protocol(budget, column)
    if column.env == "taxi":
        return min(int(cfg["taxi_states"]), 300)
    if column.env == "alfworld":
        return int(cfg["alfworld_problems"] or 24)
    return int(cfg["ae_tasks_per_depth"] or 50)


def plan(budget: str, rows: list[str], columns: list[str], n_seeds: int = 1) -> list[dict[str, Any]]:
    """What a run of ``budget`` will do, in order, each stage with its seconds: a training stage's
    cap (``how: "cap"``; stages that rows share counted once), else an estimate from the budget's
    ``estimates`` (gen-data, start-up, and a cell: its episodes x seconds an episode; rows without
    a model: 5 s), else None (nothing to go by)."""
    from reflect_cli.pipeline import planned_stages

    est = BUDGETS[budget].get("estimates", {})
    items: list[dict[str, Any]] = [{"stage": "start-up, imports, first model load", "seconds": est.get("startup"),
                                    "how": "estimate"}]
    order = RECIPE_ORDER_CPU if budget == "cpu" else RECIPE_ORDER
    for recipe in [r for r in order if any(COLUMNS[c].train_key == r for c in columns)]:
        env = recipe_env(recipe)
        trained = [r for r in TRAINED_ROWS if r in rows and not row_skip(budget, r, recipe)]
        if trained:
            items.append({"stage": f"{recipe}: gen-data", "seconds": est.get("gen_data", {}).get(recipe),
                          "how": "estimate"})
        seen: set[Any] = set()
        for row in trained:
            cfg = pipeline_config(budget, recipe, row, 0, "embedded")
            for stage in planned_stages(cfg):
                if stage in ("gen-data", "eval"):
                    continue  # eval: a one-episode oracle check
                sig = _signature(cfg, stage, Path("/nonexistent")) if stage != "rlft" else None
                key = (stage, sig) if sig is not None else (row, stage)
                if key in seen:
                    continue
                seen.add(key)
                minutes = cfg.get(stage.replace("-", "_"), {}).get("minutes")
                items.append({"stage": f"{recipe}: {row} {stage}", "seconds": None if minutes is None else 60 * minutes,
                              "how": "cap" if minutes is not None else "no cap"})
        per_episode = est.get("episode", {}).get(env)
        if per_episode is not None and _native_bf16() == "no":
            per_episode *= float(est.get("fp32_cells", 1.0))
        for col in [c for c in columns if COLUMNS[c].train_key == recipe]:
            episodes = _episodes(budget, COLUMNS[col])
            for row in rows:
                if ONLY_ENV.get(row, env) != env or (ROWS[row].ablation and row not in trained):
                    continue
                model = ROWS[row].ablation or ROWS[row].agent in ("BASE", "API")
                seconds = (episodes * per_episode if per_episode is not None else None) if model else 5.0
                items.append({"stage": f"cell {row} x {col} ({episodes} episodes)", "seconds": seconds,
                              "how": "estimate"})
    if n_seeds > 1:
        for item in items[1:]:
            item["seconds"] = None if item["seconds"] is None else item["seconds"] * n_seeds
    return items


def render_plan(budget: str, rows: list[str], columns: list[str], n_seeds: int = 1) -> str:
    items = plan(budget, rows, columns, n_seeds)
    known = [i["seconds"] for i in items if i["seconds"] is not None]
    lines = [f"Plan of budget {budget} ({len(items)} stages; cap: the stage's own limit, estimate: see BUDGETS):"]
    for item in items:
        seconds = "      ?" if item["seconds"] is None else f"{item['seconds']:7.0f} s"
        lines.append(f"  {item['stage']:<64} {seconds}  {item['how']}")
    unknown = len(items) - len(known)
    lines.append(f"  total: {sum(known) / 60:.1f} minutes" + (f" and {unknown} stages with no cap or estimate"
                                                                 if unknown else ""))
    return "\n".join(lines)


def dry_budget(budget: dict[str, Any]) -> dict[str, Any]:
    """``budget`` with every stage and cell cut to the smoke budget's sizes (a plumbing check of
    its plan: the same recipes, rows, columns and settings, tiny counts and no minute caps)."""
    out = json.loads(json.dumps(budget))
    for recipe in out["train"].values():
        gen = recipe["gen_data"]
        for key, tiny in (("episodes", 3), ("max_tasks_per_repo", 2)):
            if key in gen:
                gen[key] = min(int(gen[key]), tiny)
        if "repos" in gen:
            gen["repos"] = gen["repos"][:2]
        for section in ("sft_reflection", "sft_policy"):
            recipe[section] = {**recipe[section], **_SFT_SMOKE, "max_length": 4096}
            recipe[section].pop("minutes", None)
        rl = {k: v for k, v in recipe["rlft"].items() if k != "minutes"}
        recipe["rlft"] = {**rl, **{k: v for k, v in _RL_SMOKE.items() if k != "curriculum"},
                          "env_kwargs": {**rl.get("env_kwargs", {}), "horizon": 3}}
    out["eval"] = {**out["eval"], "taxi_states": 2, "ae_tasks_per_depth": 1, "alfworld_problems": 2, "batch": 2,
                   "max_steps": {"autoexplore": 4, "alfworld": 4, "taxi": 15}, "reflection_tokens": 8}
    out["eval"]["ae_packages"] = out["eval"]["ae_packages"][:1]
    out["eval"].pop("columns", None)
    return out


def pipeline_dir(out: Path, env: str, row: str, seed: int) -> Path:
    return out / "pipelines" / env / f"{row}-s{seed}"


def _signature(cfg: dict[str, Any], stage: str, out: Path) -> str | None:
    """What a stage's output depends on; two pipelines with the same signature share it."""
    from reflect_cli.pipeline import Pipeline, stage_config

    gen = stage_config(cfg, "gen-data")
    if stage == "gen-data":
        return json.dumps(gen, sort_keys=True)
    if stage in ("sft-reflection", "sft-policy"):
        files = Pipeline(out, cfg)._sft_files()
        data = files[0] if stage == "sft-reflection" else files[1]
        section = stage.replace("-", "_")
        return json.dumps({"gen": gen, "model": cfg["model"], "section": cfg.get(section), "file": data.name},
                          sort_keys=True)
    return None


def link_shared_stages(out: Path, cfg: dict[str, Any], others: list[tuple[Path, dict[str, Any]]]) -> list[str]:
    """Link this pipeline's gen-data and SFT stages to a finished identical stage of another
    pipeline (same env and seed); a rerun keeps what is there. Returns what was linked."""
    from reflect_cli.pipeline import Pipeline, planned_stages

    mine = Pipeline(out, cfg)
    wanted = ["gen-data", *[s for s in ("sft-reflection", "sft-policy") if s in planned_stages(cfg)]]
    linked = []
    for stage in wanted:
        target = mine.stage_dir(stage)
        if target.exists() or target.is_symlink():
            continue
        sig = _signature(cfg, stage, out)
        for other_out, other_cfg in others:
            source = Pipeline(other_out, other_cfg).stage_dir(stage)
            if (source / "DONE").is_file() and _signature(other_cfg, stage, other_out) == sig:
                out.mkdir(parents=True, exist_ok=True)
                target.symlink_to(os.path.relpath(source, out))
                linked.append(f"{stage} <- {other_out.name}")
                break
    state = out / "pipeline.json"
    if linked and not state.is_file():
        state.write_text(json.dumps({"config": cfg, "stages": {}}, indent=2) + "\n", encoding="utf-8")
    return linked


def run_pipeline(out: Path, cfg: dict[str, Any]) -> dict[str, float]:
    """Run (or continue) one pipeline; returns the seconds of each of its stages (from DONE)."""
    from reflect_cli.pipeline import Pipeline

    pipeline = Pipeline(out, cfg, resume=True, log=lambda m: say(f"      {m}"))
    if cfg["env"] == "autoexplore" and "gen-data" not in pipeline.stages:
        # rl-only: RL samples the train split of gen-data's tasks; generate them when no other
        # row's gen-data could be linked.
        pipeline.prepare()
        if pipeline.status("gen-data") != "done":
            say("    gen-data: running (the RL stage's tasks)")
            t0 = time.perf_counter()
            pipeline._gen_data(resume=pipeline.status("gen-data") == "interrupted")
            pipeline._finish("gen-data", {"seconds": round(time.perf_counter() - t0, 1)})
    pipeline.run(on_stage=lambda stage, what: say(f"    {stage}: {what}"))
    return _recorded_seconds(out)


def _recorded_seconds(out: Path) -> dict[str, float]:
    """The seconds each finished stage of the pipeline in ``out`` took (from its DONE file)."""
    seconds = {}
    for stage, folder in (("gen-data", "data"), ("sft-reflection", "sft-reflection"), ("sft-policy", "sft-policy"),
                          ("rlft", "rlft"), ("eval", "eval")):
        done = out / folder / "DONE"
        if done.is_file():
            with contextlib.suppress(ValueError, AttributeError, TypeError):
                seconds[stage] = float(json.loads(done.read_text(encoding="utf-8")).get("seconds", 0.0))
    return seconds


# -- evaluation protocols ------------------------------------------------------------------------


def taxi_episode_options(n: int) -> list[dict[str, Any]]:
    """``n`` distinct start states drawn with a fixed seed (all 300 when n >= 300)."""
    import numpy as np

    from reflect_cli.envs.taxi import start_states

    states = sorted(start_states("pickup"))
    if n >= len(states):
        return [{"state": s} for s in states]
    rng = np.random.default_rng(TAXI_STATE_SEED)
    return [{"state": int(s)} for s in rng.choice(states, size=n, replace=False)]


def alfworld_episode_options(n: int | None) -> tuple[list[dict[str, Any]], int]:
    """Held-out test problems, each once (``n``: spread over the task types)."""
    from reflect_cli.envs.alfworld.env import find_problems, heldout_data_dir

    problems = find_problems(heldout_data_dir("test"))
    index = list(range(len(problems)))
    if n is not None and n < len(index):
        step = len(index) / n
        index = [int(i * step) for i in range(n)]
    return [{"problem": i} for i in index], len(problems)


def autoexplore_test_tasks(out: Path, packages: list[str], train_repos: list[str], seed: int = 0) -> Path:
    """Held-out AutoExplore tasks (built once, kept in ``out/heldout/``)."""
    from reflect_cli.datagen.sources import resolve_repo
    from reflect_cli.datagen.tasks import make_tasks

    trained = {r.split(":", 1)[1] for r in train_repos if r.startswith("python:")}
    overlap = sorted(trained & set(packages))
    if overlap:
        raise SystemExit(f"held-out AutoExplore packages are also training repositories: {overlap}")
    path = out / "heldout" / f"autoexplore-{'-'.join(packages)}.jsonl"
    if path.is_file():
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    tasks = []
    for name in packages:
        result = make_tasks(resolve_repo(f"python:{name}"), split="test", seed=seed, max_tasks=200, max_per_file=1)
        tasks.extend(result.tasks)
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(json.dumps(t) + "\n" for t in tasks), encoding="utf-8")
    tmp.replace(path)
    return path


def ae_env_kwargs(budget: str, recipe_name: str = "autoexplore") -> dict[str, Any]:
    """The AutoExplore env settings every row of a column trained by ``recipe_name`` is evaluated
    under: the listing order its training data was made with, and its page size (the trained
    rows' RL sees the same, pipeline._data_env_kwargs)."""
    from reflect_cli.pipeline import ae_listing_kwargs

    return ae_listing_kwargs(BUDGETS[budget]["train"][recipe_name]["gen_data"])


def _horizons(doc: dict[str, Any], budget: str, env: str) -> str:
    """The horizon ``env``'s cells were played with, as they recorded it (the budget's setting
    where no cell says)."""
    seen = sorted({int(c["horizon"]) for c in doc.get("cells", []) if c.get("horizon")
                   and c.get("column") in COLUMNS and COLUMNS[c["column"]].env == env})
    if seen:
        return "/".join(str(h) for h in seen)
    return str(BUDGETS[budget]["eval"].get("max_steps", {}).get(env) or 15)


def column_protocol(budget: str, column: Column) -> dict[str, Any]:
    """The budget's evaluation settings for one column: its ``eval`` section with the column's own
    overrides (``eval["columns"][key]``) on top."""
    cfg = BUDGETS[budget]["eval"]
    key = next(k for k, c in COLUMNS.items() if c == column)
    return {**cfg, **cfg.get("columns", {}).get(key, {})}


def reduced_columns(budget: str) -> dict[str, str]:
    """Columns whose episodes a budget cuts below its own count, with why (printed under the table)."""
    return {k: v["why"] for k, v in BUDGETS[budget]["eval"].get("columns", {}).items() if v.get("why")}


class Evaluator:
    """Plays one cell (agent x column x seed) under the column's protocol."""

    def __init__(self, out: Path, budget: str, train_repos: list[str], base_model: str = "embedded") -> None:
        self.out, self.budget, self.base_model = out, budget, base_model
        self.cfg = BUDGETS[budget]["eval"]
        self.train_repos = train_repos
        self._loaded: dict[tuple[str, bool], Any] = {}
        self._ae_tasks: list[Any] | None = None
        # Greedy reflections per frozen reflector and state, across cells: SFT only and Reflect-RL
        # share their reflector, so the second of them reflects only on states the first never saw.
        self.reflections: dict[str, Any] = {}

    def forget_models(self) -> None:
        self._loaded.clear()

    def _loader(self, reflect: bool):
        from reflect_cli.evaluation import load_eval_players

        def load(ref: str) -> Any:
            key = (ref, reflect)
            if key not in self._loaded:
                players = load_eval_players(ref, self.env, reflect=reflect)
                # A trained reflector keeps the budget it was trained to write (never cut before
                # its action); the base model's reflections get the budget's.
                players.reflection_tokens = max(int(self.cfg["reflection_tokens"]),
                                                int(players.reflection_tokens or 0) if ref != self.base_model else 0)
                self._loaded[key] = players
            return self._loaded[key]

        return load

    def protocol(self, column: Column) -> tuple[dict[str, Any], str | None]:
        """evaluate() keyword arguments of a column, or (None, why it cannot run)."""
        cfg = column_protocol(self.budget, column)
        max_steps = cfg["max_steps"].get(column.env)
        if column.env == "taxi":
            return {"levels": [column.level], "episode_options": taxi_episode_options(int(cfg["taxi_states"])),
                    "env_kwargs": {"render_style": "map"}, "max_steps": max_steps}, None
        if column.env == "alfworld":
            options, _ = alfworld_episode_options(cfg["alfworld_problems"])
            return {"episode_options": options, "env_kwargs": {"data": "heldout-test"}, "max_steps": max_steps}, None
        if self._ae_tasks is None:
            from reflect_cli.envs.autoexplore.tasks import load_explore_tasks

            self._ae_tasks = load_explore_tasks(autoexplore_test_tasks(self.out, list(cfg["ae_packages"]),
                                                                       self.train_repos))
        cap = cfg["ae_tasks_per_depth"]
        tasks = [t for t in self._ae_tasks if t.depth == column.level]
        if not tasks:
            return {}, f"no held-out task at depth {column.level}"
        if cap is not None and len(tasks) > cap:
            step = len(tasks) / cap  # spread over the packages
            tasks = [tasks[int(i * step)] for i in range(cap)]
        return {"levels": [column.level], "tasks": tasks, "each_task": True, "max_steps": max_steps,
                "env_kwargs": ae_env_kwargs(self.budget, column.train_key)}, None

    def run(self, agent: str, reflect: bool, column: Column, seed: int) -> dict[str, Any]:
        from reflect_cli.evaluation import evaluate

        self.env = column.env
        kwargs, why = self.protocol(column)
        if why:
            return {"status": "not run", "reason": why}
        doc = evaluate(column.env, [agent], seeds=(seed,), reflect=reflect, load_model=self._loader(reflect),
                       greedy=True, batch=int(self.cfg.get("batch", 8)), bf16=self.cfg.get("bf16", "no"),
                       reflections=self.reflections, **kwargs)
        result = doc["results"][0]
        summary = result["by_level"].get(str(column.level)) if column.level is not None else result
        summary = summary or result
        return {
            "status": "done",
            "success_rate": summary["success_rate"],
            "ci95": summary["ci95"],
            "ci95_method": summary.get("ci95_method"),
            "n_episodes": summary["episodes"],
            "successes": summary["successes"],
            "distinct_tasks": summary.get("distinct_tasks"),
            "repositories": summary.get("repositories"),
            "mean_steps": summary.get("mean_steps"),
            "horizon": doc.get("horizon"),
            "reflect": result.get("reflect", reflect if result.get("kind") == "model" else None),
            "bf16": doc.get("bf16", "no"),
            "reflector": result.get("reflector"),
        }


# -- table ---------------------------------------------------------------------------------------


def _pooled(cells: list[dict[str, Any]]) -> dict[str, Any] | None:
    from reflect_cli.evaluation import wilson_interval

    done = [c for c in cells if c.get("status") == "done"]
    if not done:
        return None
    if len(done) == 1:
        return done[0]
    n = sum(c["n_episodes"] for c in done)
    k = sum(c["successes"] for c in done)
    lo, hi = wilson_interval(k, n)
    return {"success_rate": k / n if n else 0.0, "ci95": [lo, hi], "n_episodes": n, "seeds": len(done)}


def separation(doc: dict[str, Any], row: str, col: str, pooled: dict[str, Any]) -> str:
    """A trained row's cell whose 95 % interval overlaps the random agent's in that column says
    so: at this budget it is not separable from chance, whatever its point estimate."""
    if not ROWS[row].ablation:
        return ""
    chance = _pooled([c for c in doc["cells"] if c["row"] == "random" and c["column"] == col])
    if chance is None:
        return ""
    lo, hi = pooled["ci95"]
    r_lo, r_hi = chance["ci95"]
    return " (not separable from random at this budget)" if lo <= r_hi and r_lo <= hi else ""


def render_table(doc: dict[str, Any], rows: list[str], columns: list[str]) -> str:
    header = "| row | " + " | ".join(COLUMNS[c].label for c in columns) + " |"
    lines = [header, "|---|" + "|".join("---" for _ in columns) + "|"]
    for row in rows:
        if ONLY_ENV.get(row) and all(COLUMNS[c].env != ONLY_ENV[row] for c in columns):
            continue
        cells = []
        for col in columns:
            if ONLY_ENV.get(row, COLUMNS[col].env) != COLUMNS[col].env:
                cells.append("–")
                continue
            mine = [c for c in doc["cells"] if c["row"] == row and c["column"] == col]
            pooled = _pooled(mine)
            paper = paper_value(row, col)
            theirs = f"paper {paper:g} %" if paper is not None else "paper –"
            if pooled is None:
                reason = next((c.get("reason") for c in mine if c.get("reason")), None)
                cells.append(f"not run: {reason} · {theirs}" if reason else f"pending (rerun to continue) · {theirs}")
                continue
            lo, hi = pooled["ci95"]
            seeds = f", {pooled['seeds']} seeds" if pooled.get("seeds") else ""
            verdict = separation(doc, row, col, pooled)
            cells.append(f"**{100 * pooled['success_rate']:.1f} %** [{100 * lo:.1f}–{100 * hi:.1f}] "
                         f"n={pooled['n_episodes']}{seeds}{verdict} · {theirs}")
        label = ROWS[row].label if row != "api" else f"zero-shot {doc.get('api_model')} (paper: Mistral-7B)"
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


# The rows Reflect-RL has to beat, in the order the paper argues it.
CONTENDERS = ("sft-only", "prior-fit", "no-reflection", "untrained", "untrained-noreflect", "random")


def _compare(mine: dict[str, Any], theirs: dict[str, Any]) -> str:
    lo, hi = mine["ci95"]
    t_lo, t_hi = theirs["ci95"]
    if lo > t_hi:
        return "higher, intervals apart"
    if hi < t_lo:
        return "lower, intervals apart"
    if mine["successes"] * theirs["n_episodes"] == theirs["successes"] * mine["n_episodes"]:
        return "equal"
    return ("higher" if mine["success_rate"] > theirs["success_rate"] else "lower") + ", intervals overlap"


def verdicts(doc: dict[str, Any], rows: list[str], columns: list[str]) -> list[str]:
    """One line per column: how Reflect-RL compares with each row it must beat, by its 95 %
    interval (``higher, intervals apart`` is the only win), or why it cannot be said."""
    if "reflect-rl" not in rows:
        return []
    lines = []
    for col in columns:
        ours = _pooled([c for c in doc["cells"] if c["row"] == "reflect-rl" and c["column"] == col])
        if ours is None:
            lines.append(f"- {COLUMNS[col].label}: Reflect-RL not played")
            continue
        parts = []
        for row in CONTENDERS:
            if row not in rows:
                continue
            other = _pooled([c for c in doc["cells"] if c["row"] == row and c["column"] == col])
            label = ROWS[row].label
            if other is None:
                parts.append(f"{label}: not played")
                continue
            parts.append(f"{label} {100 * other['success_rate']:.1f} %: {_compare(ours, other)}")
        lines.append(f"- {COLUMNS[col].label}, Reflect-RL {100 * ours['success_rate']:.1f} % against " + "; ".join(parts))
    return lines


# The columns where every trained row is set against chance and the untrained model: the paper's
# own AutoExplore protocol and the Taxi column its claims rest on.
CHANCE_COLUMNS = ("ae-natural-depth1", "ae-natural-depth2", "taxi-pickup")
BASELINES = ("random", "untrained", "untrained-noreflect")


def chance_verdicts(doc: dict[str, Any], rows: list[str], columns: list[str]) -> list[str]:
    """For the columns of CHANCE_COLUMNS in this table: one line per trained row, how it compares
    with random and the untrained model (with and without reflection), by 95 % interval."""
    lines = []
    for col in [c for c in CHANCE_COLUMNS if c in columns]:
        for row in [r for r in rows if ROWS[r].ablation]:
            mine = _pooled([c for c in doc["cells"] if c["row"] == row and c["column"] == col])
            if mine is None:
                continue
            parts = []
            for base in [b for b in BASELINES if b in rows]:
                other = _pooled([c for c in doc["cells"] if c["row"] == base and c["column"] == col])
                if other is not None:
                    parts.append(f"{ROWS[base].label} {100 * other['success_rate']:.1f} %: {_compare(mine, other)}")
            if parts:
                lines.append(f"- {COLUMNS[col].label}, {ROWS[row].label} {100 * mine['success_rate']:.1f} % against "
                             + "; ".join(parts))
    return lines


def write_outputs(out: Path, doc: dict[str, Any], rows: list[str], columns: list[str], *, curves: bool = True) -> None:
    budget = doc["budget"]
    table = render_table(doc, rows, columns)
    compared = verdicts(doc, rows, columns)
    against_chance = chance_verdicts(doc, rows, columns)
    cell_time = sum(c.get("seconds", 0.0) for c in doc["cells"])
    train_time = sum(sum(s.values()) for s in doc["pipelines"].values())
    notes = [
        f"# Reflect-RL paper table — budget `{budget}`",
        "",
        f"Command: `{doc['command']}`  ",
        f"Machine: {doc['machine']}  ",
        ("Assembled from the finished cells (`--report-only`); " if doc.get("report_only") else
         f"Wall time of this invocation: {doc['seconds']:.0f} s; ")
        + f"training stages (all pipelines, as recorded): {train_time:.0f} s; evaluation cells: {cell_time:.0f} s.",
        "",
        table,
        "",
        *([("Reflect-RL against the rows it must beat, by 95 % interval (only \"higher, intervals apart\" is a "
            "win):"), *compared, ""] if compared else []),
        *(["Every trained row against random and the untrained model, by 95 % interval:", *against_chance, ""]
          if against_chance else []),
        "Cells: our success rate (bold) with its 95 % interval and the number of test episodes n, beside the "
        "paper's (GPT-2 XL 1.56B; API row: Mistral-7B zero-shot). Base model here: "
        f"`{doc['model']}`. Greedy decoding.",
        "Protocols: AutoExplore on held-out packages "
        f"({', '.join(BUDGETS[budget]['eval']['ae_packages'])}; none is a training repository), each task once, "
        f"horizon {_horizons(doc, budget, 'autoexplore')}, "
        "interval widened by the design effect of clustering by repository; Taxi map-only rendering, horizon "
        f"{_horizons(doc, budget, 'taxi')}, fixed-seed start states each played once; ALFWorld on held-out test "
        f"problems (trained on disjoint problems), horizon {_horizons(doc, budget, 'alfworld')}, no oracle "
        "information in the action list.",
    ]
    reduced = {k: v for k, v in reduced_columns(budget).items() if k in columns}
    if reduced:
        notes.append("Played with fewer episodes at this budget, to fit its time: "
                     + "; ".join(f"{COLUMNS[k].label} ({why})" for k, why in reduced.items()) + ".")
    if any(COLUMNS[c].env == "autoexplore" for c in columns):
        notes.append("AutoExplore columns marked \"ranked\" list every folder in BM25 order of relevance to the "
                     "question (the lexical prior of `reflect explore --lexical-prior`), in training and for every "
                     "row; those marked \"natural order\" list folders then files, each sorted by name, as the paper "
                     "does, and their rows are trained on that order. The paper's AutoExplore figures stand beside "
                     "the natural-order columns. The BM25 row walks to the ranking's first file in both.")
    pages = {ae_env_kwargs(budget, COLUMNS[c].train_key).get("max_entries_per_page")
             for c in columns if COLUMNS[c].env == "autoexplore"}
    page = next(iter(pages)) if len(pages) == 1 else None
    if page:
        notes.append(f"AutoExplore at this budget shows at most {page} entries of a folder at once (the rest are a "
                     "`next page` away), in training and for every row.")
    if budget == "smoke":
        notes.append("**This is the smoke budget: a plumbing check that every stage and cell runs, not a learning "
                     "result** (tiny training budgets; AutoExplore/ALFWorld episodes capped at "
                     f"{BUDGETS['smoke']['eval']['max_steps']['autoexplore']} steps; a handful of episodes per "
                     "cell).")
    if "api" not in rows:
        notes.append("Paper's zero-shot Mistral-7B row (not run; pass --api-model MODEL): "
                     + ", ".join(f"{COLUMNS[c].label} {v:g} %" for c, v in zip(PAPER_COLUMNS, PAPER['api'], strict=True)) + ".")
    (out / "table.md").write_text("\n".join(notes) + "\n", encoding="utf-8")
    (out / "results.json").write_text(json.dumps(doc, indent=2, default=str) + "\n", encoding="utf-8")
    if curves:
        plot_curves(out, doc)


def plot_curves(out: Path, doc: dict[str, Any]) -> Path:
    runs, labels = [], []
    for name in sorted(doc["pipelines"]):
        rl = out / "pipelines" / name / "rlft"
        if (rl / "metrics.jsonl").is_file():
            runs.append(rl)
            labels.append(name)
    path = out / "curves.png"
    if runs:
        from reflect_cli.errors import UsageError
        from reflect_cli.plot import plot_runs

        with contextlib.suppress(UsageError):  # no run got to its first iteration: the note below
            return plot_runs(runs, path, labels=labels)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 2))
    ax.axis("off")
    ax.text(0.5, 0.5, "no RL run among the selected rows", ha="center", va="center")
    fig.savefig(path)
    plt.close(fig)
    return path


# -- main ----------------------------------------------------------------------------------------


def alfworld_missing() -> str | None:
    """Why the ALFWorld column cannot run here (None: it can)."""
    if all(importlib.util.find_spec(m) is not None for m in ("alfworld", "textworld")):
        return None
    return "the alfworld extra is not installed (pip install 'reflect-cli[alfworld]')"


def _agent_for(row: str, model: str, api_model: str | None, out: Path, env: str, seed: int) -> str:
    spec = ROWS[row]
    if spec.ablation:
        return str(pipeline_dir(out, env, row, seed))
    if spec.agent == "BASE":
        return model
    if spec.agent == "API":
        return f"openai:{api_model}"
    return str(spec.agent)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = argparse.ArgumentParser(description="The Reflect-RL paper's table from one command.")
    p.add_argument("--budget", choices=sorted(BUDGETS), required=True)
    p.add_argument("--out", type=Path, required=True, help="folder of the pipelines, cells and outputs")
    p.add_argument("--seeds", type=int, default=1, help="training and evaluation seeds 0..N-1 (default 1)")
    p.add_argument("--rows", nargs="+", choices=list(ROWS), default=None,
                   help=f"default: the budget's rows, else {' '.join(DEFAULT_ROWS)}")
    p.add_argument("--columns", nargs="+", choices=COLUMN_ORDER, default=None,
                   help="default: the budget's columns, else every column")
    p.add_argument("--model", default="embedded", help="base model of every row (default: embedded SmolLM2-135M)")
    p.add_argument("--api-model", default=None, help="add the zero-shot row: an OpenAI-compatible model name")
    p.add_argument("--report-only", action="store_true",
                   help="train and play nothing: write the outputs from the cells finished so far (others: pending)")
    p.add_argument("--fp32", action="store_true",
                   help="every stage and cell in fp32, as on a CPU without native bf16, whatever this one has")
    p.add_argument("--plan", action="store_true", help="print the plan (each stage's time) and stop")
    p.add_argument("--dry-run", action="store_true",
                   help="print the plan, then run every stage and cell of it with the smoke budget's sizes")
    args = p.parse_args(argv)
    global FP32_ONLY
    FP32_ONLY = bool(args.fp32)
    rows = list(args.rows or BUDGETS[args.budget].get("rows", DEFAULT_ROWS))
    if args.api_model and "api" not in rows:
        rows.append("api")
    if "api" in rows and not args.api_model:
        p.error("--rows api needs --api-model MODEL")
    columns = [c for c in COLUMN_ORDER if c in (args.columns or BUDGETS[args.budget].get("columns", COLUMN_ORDER))]
    seeds = list(range(max(1, args.seeds)))
    say(render_plan(args.budget, rows, columns, len(seeds)))
    if args.plan:
        return {"plan": plan(args.budget, rows, columns, len(seeds))}
    if args.dry_run:
        BUDGETS[args.budget] = dry_budget(BUDGETS[args.budget])
        say("Dry run: every stage and cell of this plan, with the smoke budget's sizes.")
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    t_start = time.perf_counter()
    command = "python benchmarks/paper_table.py " + " ".join(argv if argv is not None else sys.argv[1:])

    import torch

    machine = f"{cpu_model()}, {os.cpu_count()} cores, torch {torch.__version__}"
    machine += ", fp32 only (--fp32)" if FP32_ONLY else f", bf16 where native: {_native_bf16()}"
    if torch.cuda.is_available():
        machine = f"{torch.cuda.get_device_name(0)} + {machine}"
    say(f"paper table · budget {args.budget} · rows {' '.join(rows)} · columns {' '.join(columns)} · "
        f"seeds {seeds} · {machine}")
    if args.budget == "smoke":
        say("The smoke budget is a plumbing check that every stage and cell runs, not a learning result.")

    missing = alfworld_missing()
    skip_env = {"alfworld": missing} if missing else {}
    train_repos = sorted({repo for recipe in BUDGETS[args.budget]["train"].values()
                          for repo in recipe["gen_data"].get("repos", [])})
    evaluator = Evaluator(out, args.budget, train_repos, args.model)
    if FP32_ONLY:
        evaluator.cfg = {**evaluator.cfg, "bf16": "no"}
    doc: dict[str, Any] = {"budget": args.budget, "command": command, "machine": machine, "model": args.model,
                           "api_model": args.api_model, "seeds": seeds, "rows": rows, "columns": columns,
                           "pipelines": {}, "cells": [], "report_only": args.report_only}
    # Cheapest environment first, so an interrupted run has the most cells; outputs are rewritten
    # after every environment.
    # (cpu: the environments the Done-when rests on first, ALFWorld last.)
    order = RECIPE_ORDER_CPU if args.budget == "cpu" else RECIPE_ORDER
    recipes = [r for r in order if any(COLUMNS[c].train_key == r for c in columns)]
    trained_rows = [r for r in TRAINED_ROWS if r in rows]
    for recipe in recipes:
        env = recipe_env(recipe)
        env_columns = [c for c in columns if COLUMNS[c].train_key == recipe]
        for seed in seeds:
            # 1. the trained rows' pipelines (the full recipe first: the others link its stages)
            built: list[tuple[Path, dict[str, Any]]] = []
            failed: dict[str, str] = {}
            for row in trained_rows:
                skip = row_skip(args.budget, row, recipe)
                if skip:
                    failed[row] = f"at this budget ({skip})"
                    continue
                if args.report_only:
                    seconds = _recorded_seconds(pipeline_dir(out, recipe, row, seed))
                    if seconds:
                        doc["pipelines"][f"{recipe}/{row}-s{seed}"] = seconds
                    continue
                if env in skip_env:
                    failed[row] = skip_env[env]
                    continue
                cfg = pipeline_config(args.budget, recipe, row, seed, args.model)
                pdir = pipeline_dir(out, recipe, row, seed)
                for what in link_shared_stages(pdir, cfg, built):
                    say(f"  {recipe}/{row}-s{seed}: linked {what}")
                say(f"  pipeline {recipe}/{row}-s{seed} ({cfg['ablation']})")
                t0 = time.perf_counter()
                try:
                    seconds = run_pipeline(pdir, cfg)
                except Exception as exc:  # one broken pipeline must not sink the whole table
                    import traceback

                    failed[row] = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
                    pdir.mkdir(parents=True, exist_ok=True)
                    (pdir / "FAILED.txt").write_text(traceback.format_exc(), encoding="utf-8")
                    say(f"    FAILED: {failed[row]} (traceback: {pdir / 'FAILED.txt'})")
                    built.append((pdir, cfg))  # its finished stages are still shared
                    continue
                doc["pipelines"][f"{recipe}/{row}-s{seed}"] = seconds
                built.append((pdir, cfg))
                say(f"    pipeline {recipe}/{row}-s{seed}: {time.perf_counter() - t0:.0f} s this run; stages "
                    + ", ".join(f"{k} {v:.0f} s" for k, v in seconds.items()))
            # 2. every cell of this environment and seed
            for row in rows:
                agent = _agent_for(row, args.model, args.api_model, out, recipe, seed)
                for col in env_columns:
                    cell_file = out / "cells" / row / col / f"seed{seed}.json"
                    if cell_file.is_file():
                        cell = json.loads(cell_file.read_text(encoding="utf-8"))
                        say(f"  cell {row} × {col} seed {seed}: kept ({cell.get('seconds', 0):.0f} s when run)")
                        doc["cells"].append(cell)
                        continue
                    base = {"row": row, "column": col, "seed": seed, "agent": agent,
                            "pipeline": agent if ROWS[row].ablation else None}
                    if args.report_only and not row_skip(args.budget, row, recipe):
                        continue
                    reason = skip_env.get(env) or failed.get(row)
                    if ONLY_ENV.get(row, env) != env:
                        reason = f"plays {ONLY_ENV[row]} only"
                    if reason:
                        cell = {**base, "status": "not run", "reason": reason, "seconds": 0.0}
                        say(f"  cell {row} × {col} seed {seed}: not run ({reason})")
                        doc["cells"].append(cell)  # not saved: a rerun tries again
                        continue
                    t0 = time.perf_counter()
                    try:
                        result = evaluator.run(agent, ROWS[row].reflect, COLUMNS[col], seed)
                    except Exception as exc:
                        result = {"status": "not run", "reason": f"{type(exc).__name__}: {exc}"}
                    cell = {**base, **result, "seconds": round(time.perf_counter() - t0, 1)}
                    if cell["status"] == "done":
                        cell_file.parent.mkdir(parents=True, exist_ok=True)
                        cell_file.write_text(json.dumps(cell, indent=2) + "\n", encoding="utf-8")
                        lo, hi = cell["ci95"]
                        say(f"  cell {row} × {col} seed {seed}: {100 * cell['success_rate']:.1f} % "
                            f"[{100 * lo:.1f}–{100 * hi:.1f}] n={cell['n_episodes']} in {cell['seconds']:.1f} s")
                    else:
                        say(f"  cell {row} × {col} seed {seed}: not run ({cell['reason']}) after {cell['seconds']:.1f} s")
                    doc["cells"].append(cell)
                    doc["seconds"] = round(time.perf_counter() - t_start, 1)
                    write_outputs(out, doc, rows, columns, curves=False)  # an interrupted run leaves a table
            evaluator.forget_models()
            doc["seconds"] = round(time.perf_counter() - t_start, 1)
            write_outputs(out, doc, rows, columns)
    doc["seconds"] = round(time.perf_counter() - t_start, 1)
    write_outputs(out, doc, rows, columns)
    say("")
    say(render_table(doc, rows, columns))
    say(f"\nwrote {out / 'table.md'}, {out / 'results.json'}, {out / 'curves.png'} in {doc['seconds']:.0f} s")
    return doc


if __name__ == "__main__":
    main()
