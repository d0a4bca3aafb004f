"""What learning costs on a CPU: this checkout against an older commit, in one run (issue #31).

    python benchmarks/bench_learning_cost.py --baseline 6a46268 --out benchmarks/results/learning_cost.json

Each side runs in its own process with its own source tree first on the import path (the
baseline is checked out with ``git worktree`` under ``--work``), on gen-data that side's own code
made from the same repositories and settings (``--repos``), and with that side's defaults (prompt,
LoRA layers, precision). Sides alternate (old, new, old, new) so that a busy machine slows both.

Parts (``--parts``):

* ``prompts``: tokens of the policy prompt (the default ``text`` head; the scored commands are
  counted apart) and of the reflection prompt: mean, median, p90.
* ``sft``: CPU-seconds per SFT example (process CPU time, one torch thread), policy and reflector,
  on the same evenly spaced training records: forward + backward of ``--batches`` batches of
  ``--batch-size`` after one warm-up batch. The new side is measured three ways: ``first`` (the
  first epoch: the frozen trunk runs and its output is stored), ``cached`` (every later epoch) and
  ``recomputed`` (the trunk run without grad at every step, as RL's update does).
* ``agreement``: validation agreement after ``--minutes`` of wall-clock, model load included:
  ``reflect sft --target policy --minutes M`` on the new side; the baseline has no budget, so it
  runs the steps that fit ``M`` at the per-step wall time measured in ``sft`` (batch 4).

The figures that matter are the ratios; the JSON also records the machine and load averages.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402
from bench_rl_iteration import checkout  # noqa: E402  (the baseline's worktree, made once)

REPO = Path(__file__).resolve().parents[1]
PARTS = ("prompts", "sft", "agreement")

# Run in each side's process (only APIs both sides have).
CHILD = r"""
import json, statistics, sys, time
import torch
args = json.loads(sys.argv[1])
torch.set_num_threads(args["threads"])
torch.manual_seed(0)
from reflect_cli.agent import prompts
from reflect_cli.agent.policy import Policy
from reflect_cli.train import sft
from reflect_cli.train.models import add_lora, load_base
from reflect_cli.train.mixed_precision import autocast_factory
from reflect_cli.train.config import SFTSettings
out = {}

def spread(records, n):
    return records if len(records) <= n else [records[i * len(records) // n] for i in range(n)]

def stats(xs):
    xs = sorted(xs)
    return {"mean": round(sum(xs) / len(xs), 1), "median": xs[len(xs) // 2], "p90": xs[int(0.9 * (len(xs) - 1))],
            "n": len(xs)}

lm = load_base(args["model"], device="cpu")
tok = lm.tokenizer
data = args["data"]
if "prompts" in args["parts"]:
    pol = sft.load_records(f"{data}/sft_policy.jsonl", "policy")
    ref = sft.load_records(f"{data}/sft_reflection.jsonl", "reflection")
    policy = Policy(lm, "autoexplore", head="text")
    p_tokens, c_tokens, r_tokens = [], [], []
    for r in pol:
        p_tokens.append(len(tok.encode(policy.prompt(r["observation"], r["actions"], r.get("reflection")),
                                       add_special_tokens=False)))
        c_tokens.append(sum(len(tok.encode(a, add_special_tokens=False)) + 1 for a in r["actions"]))
    for r in ref:
        r_tokens.append(len(tok.encode(prompts.render(tok, prompts.reflection_messages(r["observation"], "autoexplore")),
                                       add_special_tokens=False)))
    out["prompts"] = {"policy_prompt": stats(p_tokens), "scored_commands": stats(c_tokens),
                      "reflection_prompt": stats(r_tokens), "prompt_version": prompts.PROMPT_VERSION}

if "sft" in args["parts"]:
    defaults = SFTSettings()
    lora = defaults.lora
    add_lora(lm, lora, adapter_name="default")
    model = lm.model
    autocast, bf16 = autocast_factory(model, lm.device, defaults.bf16, cpu_auto=not args["old"])
    params = [p for p in model.parameters() if p.requires_grad]
    n = args["batches"] * args["batch_size"]
    res = {"bf16": bf16, "lora": lora.to_dict(), "threads": args["threads"]}
    for target in ("policy", "reflection"):
        records = [r for r in sft.load_records(f"{data}/sft_{target}.jsonl", target) if r.get("split") == "train"]
        records = spread(records, n + args["batch_size"])
        policy = Policy(lm, "autoexplore", head="text") if target == "policy" else None
        examples = [sft.build_example(r, tok, policy, None, 100000) for r in records]
        batches = [examples[i:i + args["batch_size"]] for i in range(0, len(examples), args["batch_size"])]
        warm, timed = batches[0], batches[1:]
        cache = None
        if not args["old"]:
            cache = sft.sft_trunk_cache(model, lm.device, bf16, defaults.trunk_bf16)  # as train_sft makes it
            res["trunk_bf16"] = cache.dtype == torch.bfloat16

        def step(batch, b, mode):
            keys = [(b, i) for i in range(len(batch))]
            if target == "policy":
                kw = {}
                if mode in ("first", "cached"):
                    kw["lower"] = lambda pk: (cache.hidden(keys, pk.input_ids, pk.mask, pk.position_ids,
                                                           [e.length for e in batch]), cache.depth)
                nll, _ = sft.action_nll(lm, batch, autocast, grad=True, **kw)
                count = len(batch)
            else:
                coll = sft.collate(batch, tok.pad_token_id, "cpu")
                kw = {}
                if mode in ("first", "cached"):
                    kw["lower"] = lambda ids, mask, pos: (cache.hidden(keys, ids, mask, pos,
                                                                       [len(e.input_ids) for e in batch]), cache.depth)
                nll, count = sft.completion_nll(model, coll, autocast, **kw)
            (nll / max(count, 1)).backward()
            for p in params:
                p.grad = None

        modes = ["plain"] if args["old"] else ["recomputed", "first", "cached"]
        row = {"examples": len(timed) * args["batch_size"],
               "tokens": sum(e.length for b in timed for e in b)}
        step(warm, -1, "recomputed" if not args["old"] else "plain")
        for mode in modes:
            cpu0, wall0 = time.process_time(), time.perf_counter()
            for b, batch in enumerate(timed):
                step(batch, b, mode)
            cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
            row[mode] = {"cpu_s_per_example": round(cpu / row["examples"], 3),
                         "wall_s_per_step": round(wall / len(timed), 3)}
        res[target] = row
    out["sft"] = res
print("RESULT " + json.dumps(out))
"""


def env_for(src: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(src / "src"), "REFLECT_DEBUG": "1"}


def gen_data(src: Path, out: Path, repos: list[str], tasks: int) -> Path:
    if not (out / "sft_policy.jsonl").is_file():
        cmd = [sys.executable, "-m", "reflect_cli", "gen-data", "auto-explore", "--repos", *repos, "--out", str(out),
               "--max-tasks-per-repo", str(tasks), "--ambiguity-filter", "facts", "--negatives", "1"]
        subprocess.run(cmd, check=True, capture_output=True, env=env_for(src), cwd=out.parent)
    return out


def child(src: Path, data: Path, args: Any, *, old: bool, parts: list[str]) -> dict[str, Any]:
    spec = {"data": str(data), "parts": parts, "threads": args.threads or 1, "batches": args.batches,
            "batch_size": args.batch_size, "old": old, "model": args.model}
    proc = subprocess.run([sys.executable, "-c", CHILD, json.dumps(spec)], capture_output=True, text=True,
                          env=env_for(src))
    line = next((x for x in proc.stdout.splitlines() if x.startswith("RESULT ")), None)
    if proc.returncode or line is None:
        raise SystemExit(f"child failed in {src}:\n{proc.stderr[-3000:]}")
    return json.loads(line[len("RESULT "):])


def agreement(src: Path, data: Path, out: Path, cli_args: list[str]) -> dict[str, Any]:
    """One `reflect sft --target policy` run (fresh --out); its first/last evaluation and wall."""
    import shutil

    shutil.rmtree(out, ignore_errors=True)
    cmd = [sys.executable, "-m", "reflect_cli", "sft", "--data", str(data / "sft_policy.jsonl"), "--target", "policy",
           "--out", str(out), "--quiet", *cli_args]
    t0 = time.perf_counter()
    proc = subprocess.run(["/usr/bin/time", "-v", *cmd], capture_output=True, text=True, env=env_for(src))
    wall = time.perf_counter() - t0
    if proc.returncode:
        raise SystemExit(f"sft failed in {src}:\n{proc.stderr[-3000:]}")
    rss = next((int(x.split()[-1]) for x in proc.stderr.splitlines() if "Maximum resident set size" in x), 0)
    rows = [json.loads(x) for x in (out / "metrics.jsonl").read_text().splitlines() if x.strip()]
    evals = [r for r in rows if "eval/agreement" in r]
    meta = json.loads((out / "meta.json").read_text())
    return {"wall_seconds": round(wall, 1), "peak_rss_mb": round(rss / 1024), "steps": meta.get("steps"),
            "agreement_first": evals[0]["eval/agreement"], "agreement_last": evals[-1]["eval/agreement"],
            "eval_loss_first": evals[0]["eval/loss"], "eval_loss_last": evals[-1]["eval/loss"],
            "args": cli_args}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = C.parser(__doc__.splitlines()[0])
    p.add_argument("--baseline", default="6a46268", help="commit to compare with")
    p.add_argument("--repos", nargs="+", default=["python:click", "python:jinja2", "python:packaging",
                                                  "python:filelock", "python:pathspec"])
    p.add_argument("--tasks-per-repo", type=int, default=25)
    p.add_argument("--parts", nargs="+", default=list(PARTS), choices=PARTS)
    p.add_argument("--batches", type=int, default=3, help="timed SFT batches per side")
    p.add_argument("--batch-size", type=int, default=4)
    p.add_argument("--rounds", type=int, default=2, help="old/new pairs (sft part)")
    p.add_argument("--minutes", type=float, default=10.0, help="budget of the agreement part")
    p.add_argument("--work", default="/tmp/bench_learning_cost")
    args = p.parse_args(argv)
    if args.quick or args.clock != "wall":
        p.error("--quick and --clock do not apply: both sides run the real model; CPU time is always measured")
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    sides = {"old": checkout(args.baseline, work), "new": REPO}
    data = {name: gen_data(src, work / f"gen-data-{name}", args.repos, args.tasks_per_repo) for name, src in sides.items()}
    result: dict[str, Any] = {"machine": C.machine(), "baseline": args.baseline, "repos": args.repos,
                              "parts": args.parts}
    if "prompts" in args.parts:
        result["prompts"] = {n: child(src, data[n], args, old=n == "old", parts=["prompts"])["prompts"]
                             for n, src in sides.items()}
    if "sft" in args.parts or "agreement" in args.parts:
        runs: dict[str, list[dict[str, Any]]] = {"old": [], "new": []}
        for _ in range(args.rounds):
            for n, src in sides.items():
                runs[n].append(child(src, data[n], args, old=n == "old", parts=["sft"])["sft"])
        result["sft"] = runs
        for target in ("policy", "reflection"):
            old = C.median([r[target]["plain"]["cpu_s_per_example"] for r in runs["old"]])
            row = {"old_cpu_s_per_example": old}
            for mode in ("recomputed", "first", "cached"):
                new = C.median([r[target][mode]["cpu_s_per_example"] for r in runs["new"]])
                row[f"new_{mode}"] = new
                row[f"ratio_{mode}"] = round(old / new, 2) if new else None
            result.setdefault("sft_summary", {})[target] = row
    if "agreement" in args.parts:
        budget = args.minutes * 60
        old_step = C.median([r["policy"]["plain"]["wall_s_per_step"] for r in result["sft"]["old"]])
        # The baseline's run: model load (~15 s) and its two evaluations (~1 step per 4 records) fit too.
        old_steps = max(1, int((budget - 15) / old_step) - 2 * 64 // 4)
        result["agreement"] = {
            "new": agreement(REPO, data["new"], work / "sft-new", ["--minutes", f"{args.minutes:g}"]),
            "old": agreement(sides["old"], data["old"], work / "sft-old", ["--steps", str(max(old_steps, 1))]),
        }
    result["machine"]["loadavg_end"] = os.getloadavg()
    text = json.dumps(result, indent=2)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(text + "\n")
    print(json.dumps({k: result.get(k) for k in ("prompts", "sft_summary", "agreement")}, indent=2))
    return result


if __name__ == "__main__":
    main()
