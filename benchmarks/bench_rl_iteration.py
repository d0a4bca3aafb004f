"""Env steps per second of `reflect rlft` iterations: this checkout against an older commit.

Both run the same command (same seed, tasks, reflector, episodes and horizon), in separate
processes, interleaved (old, new, old, new, ...) so that a busy machine slows both alike. The
figure is RL's own ``perf/steps_per_sec`` (env steps of an iteration over its wall time:
rollouts with reflections, then the policy-gradient update), summed over the iterations.

    python benchmarks/bench_rl_iteration.py --reflector RUN --out benchmarks/results/rl_iteration.json

``--reflector``: an SFT reflection run (`reflect sft --target reflection ...`); without it the
AutoExplore rows play without reflections. Tasks: gen-data's AutoExplore tasks of ``--repos``
(built once under ``--work``). ``--baseline`` is checked out with ``git worktree`` under ``--work``.
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

REPO = Path(__file__).resolve().parents[1]


def checkout(commit: str, work: Path) -> Path:
    """The source tree of ``commit`` (a detached worktree, made once)."""
    tree = work / f"src-{commit}"
    if not (tree / "src" / "reflect_cli").is_dir():
        subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", "--force", str(tree), commit],
                       check=True, capture_output=True)
    return tree


def tasks_file(work: Path, repos: list[str]) -> Path:
    out = work / "gen-data"
    if not (out / "tasks.jsonl").is_file():
        cmd = [sys.executable, "-m", "reflect_cli", "gen-data", "auto-explore", "--repos", *repos, "--out", str(out),
               "--max-tasks-per-repo", "40"]
        subprocess.run(cmd, check=True, capture_output=True, cwd=REPO)
    return out / "tasks.jsonl"


# `reflect rlft` with every call of ``Rollouts.play`` timed (the same on old and new code): the
# rollouts' share of an iteration, apart from the policy-gradient update.
TIMED_RLFT = """
import json, sys, time
from reflect_cli.train import rl
from reflect_cli.cli import main
seconds, play = [], rl.Rollouts.play
def timed(self, *a, **k):
    t0 = time.perf_counter()
    try:
        return play(self, *a, **k)
    finally:
        seconds.append(time.perf_counter() - t0)
rl.Rollouts.play = timed
out, sys.argv = sys.argv[1], ["reflect", "rlft", *sys.argv[2:]]
try:
    main()
finally:
    open(out, "w").write(json.dumps(seconds))
"""


def compatible_reflector(run: Path, work: Path) -> tuple[Path, int]:
    """A copy of the reflector run that older code can read (its ``reflect.json`` without the keys
    added since), and the reflection budget it records, passed to both sides as a setting."""
    import shutil

    final = run / "final" if (run / "final" / "reflect.json").is_file() else run
    doc = json.loads((final / "reflect.json").read_text())
    budget = int(doc.get("reflection_tokens") or 48)
    copy = work / "reflector-compat"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(final, copy)
    for key in ("head", "reflection_tokens"):
        doc.pop(key, None)
    if isinstance(doc.get("lora"), dict):
        doc["lora"].pop("layers", None)  # recorded since issue #31; the adapter's own config names them
    (copy / "reflect.json").write_text(json.dumps(doc, indent=2))
    return copy, budget


def run_rlft(src: Path, out: Path, args: list[str]) -> dict[str, Any]:
    """One `reflect rlft` with ``src`` first on the import path; its iterations' env steps/s."""
    env = {**os.environ, "PYTHONPATH": str(src / "src"), "REFLECT_DEBUG": "1"}
    timing = out.parent / f"{out.name}.rollouts.json"
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", TIMED_RLFT, str(timing), *args, "--out", str(out)],
                          capture_output=True, text=True, env=env, cwd=out.parent)
    wall = time.perf_counter() - t0
    if proc.returncode:
        raise SystemExit(f"rlft failed in {src}:\n{proc.stderr[-3000:]}")
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines() if line.strip()]
    rows = [r for r in rows if "perf/steps_per_sec" in r]
    steps = sum(r["rollout/ep_len"] * r["rollout/episodes"] for r in rows)
    rollout_seconds = sum(json.loads(timing.read_text()))
    seconds = sum(r["rollout/ep_len"] * r["rollout/episodes"] / r["perf/steps_per_sec"] for r in rows)
    return {"env_steps": steps, "iteration_seconds": round(seconds, 2), "steps_per_sec": steps / seconds,
            "rollout_seconds": round(rollout_seconds, 2), "rollout_steps_per_sec": steps / rollout_seconds,
            "success": [r["rollout/success_rate"] for r in rows], "wall_seconds": round(wall, 1)}


def run_explore(src: Path, repo: str, question: str, steps: int) -> dict[str, Any]:
    """One `reflect explore --json` (embedded model, reflections on) with ``src`` first on the
    import path: its seconds per step, model loading excluded."""
    env = {**os.environ, "PYTHONPATH": str(src / "src")}
    proc = subprocess.run([sys.executable, "-m", "reflect_cli", "explore", repo, question, "--model", "base",
                           "--max-steps", str(steps), "--json", "--quiet"], capture_output=True, text=True, env=env)
    if proc.returncode not in (0, 3):
        raise SystemExit(f"explore failed in {src}:\n{proc.stderr[-3000:]}")
    doc = json.loads(proc.stdout)
    n = max(len(doc["steps"]), 1)
    return {"steps": len(doc["steps"]), "seconds": doc["seconds"], "seconds_per_step": doc["seconds"] / n}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = C.parser(__doc__.splitlines()[0])
    p.add_argument("--baseline", default="94bbaa3", help="commit to compare with")
    p.add_argument("--reflector", default=None, help="SFT reflection run (reflections on)")
    p.add_argument("--repos", nargs="+", default=["python:click"])
    p.add_argument("--envs", nargs="*", default=["autoexplore", "taxi"], help="RL rows (none: explore only)")
    p.add_argument("--episodes", type=int, default=8)
    p.add_argument("--iterations", type=int, default=1)
    p.add_argument("--horizon", type=int, default=5)
    p.add_argument("--rounds", type=int, default=2, help="old/new pairs per env")
    p.add_argument("--work", default="/tmp/bench_rl_iteration")
    p.add_argument("--explore-repo", default=None,
                   help="also time `reflect explore` on this folder (per-step latency, before vs after)")
    p.add_argument("--explore-question", default="Which file defines the command-line option parser?")
    p.add_argument("--head", default="label", choices=("label", "text"),
                   help="policy head of this checkout's side (the baseline 94bbaa3 has only the label head, "
                        "so 'label' is the equal-settings comparison)")
    p.add_argument("--group-size", type=int, default=1,
                   help="rollouts per start state, with the group baseline when > 1 (the explorer recipe: 4)")
    p.add_argument("--before-set", action="append", default=[], metavar="KEY=VALUE",
                   help="a setting for the baseline side only (repeatable): with --baseline HEAD, an A/B of one "
                        "setting, e.g. --before-set pair_trunk=false --before-set 'head=\"text\"'")
    args = p.parse_args(argv)
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    sources = {"before": checkout(args.baseline, work), "after": REPO}
    results: dict[str, Any] = {"machine": C.machine(), "baseline": args.baseline, "head": args.head,
                               "settings": {k: getattr(args, k) for k in ("episodes", "iterations", "horizon", "repos",
                                                                          "group_size", "before_set")},
                               "rows": {}}
    for env in args.envs:
        common = ["--env", env, "--policy", args.model or "embedded", "--iterations", str(args.iterations),
                  "--episodes-per-iter", str(args.episodes), "--horizon", str(args.horizon), "--device", "cpu",
                  "--seed", "0", "--save-every", "0"]
        if args.group_size > 1:  # as settings: 94bbaa3 has no --group-size/--baseline flags
            common += ["--set", f"group_size={args.group_size}", "--set", 'baseline="group"']
        if env == "autoexplore":
            common += ["--tasks", str(tasks_file(work, args.repos))]
        if args.reflector and env == "autoexplore":
            reflector, budget = compatible_reflector(Path(args.reflector).resolve(), work)
            common += ["--reflector", str(reflector), "--set", f"reflection_tokens={budget}"]
        runs: dict[str, list[dict[str, Any]]] = {"before": [], "after": []}
        for r in range(args.rounds):
            for name in ("before", "after"):
                out = work / f"{env}-{name}-{r}"
                subprocess.run(["rm", "-rf", str(out)], check=True)
                extra = (["--set", f'head="{args.head}"'] if name == "after"
                         else [a for kv in args.before_set for a in ("--set", kv)])
                runs[name].append(run_rlft(sources[name], out, common + extra))
                print(f"{env} {name} round {r}: {runs[name][-1]}", file=sys.stderr, flush=True)
        rate = {k: sum(x["env_steps"] for x in v) / sum(x["iteration_seconds"] for x in v) for k, v in runs.items()}
        roll = {k: sum(x["env_steps"] for x in v) / sum(x["rollout_seconds"] for x in v) for k, v in runs.items()}
        results["rows"][env] = {
            "reflections": bool(args.reflector) and env == "autoexplore",
            "runs": runs,
            "steps_per_sec": {k: round(v, 3) for k, v in rate.items()},
            "speedup": round(rate["after"] / rate["before"], 2),
            "rollout_steps_per_sec": {k: round(v, 3) for k, v in roll.items()},
            "rollout_speedup": round(roll["after"] / roll["before"], 2),
        }
        print(f"{env}: {rate['before']:.3f} -> {rate['after']:.3f} env steps/s per iteration "
              f"({rate['after'] / rate['before']:.2f}x); rollouts alone {roll['before']:.3f} -> {roll['after']:.3f} "
              f"({roll['after'] / roll['before']:.2f}x)", file=sys.stderr, flush=True)
    if args.explore_repo:
        runs = {"before": [], "after": []}
        for r in range(args.rounds):
            for name in ("before", "after"):
                runs[name].append(run_explore(sources[name], args.explore_repo, args.explore_question, args.horizon))
                print(f"explore {name} round {r}: {runs[name][-1]}", file=sys.stderr, flush=True)
        per_step = {k: sum(x["seconds"] for x in v) / max(sum(x["steps"] for x in v), 1) for k, v in runs.items()}
        results["explore"] = {"runs": runs, "seconds_per_step": {k: round(v, 2) for k, v in per_step.items()},
                              "speedup": round(per_step["before"] / per_step["after"], 2)}
        print(f"explore: {per_step['before']:.2f} -> {per_step['after']:.2f} s/step", file=sys.stderr, flush=True)
    results["machine"]["loadavg_end"] = os.getloadavg()
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=2) + "\n")
    return results


if __name__ == "__main__":
    main()
