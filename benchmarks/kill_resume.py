"""Kill -9 at five points of ``reflect train`` and ``--resume``: is anything lost or changed?

Issue #19's closing figures. One uninterrupted pipeline (``straight``) is the reference; then, for
each kill point, the same command is started in its own process group, the run directory is
watched until that point is reached, the whole group gets SIGKILL, what was on disk is recorded,
and the same command with ``--resume`` runs to completion. Compared with the straight run:

* every ``*.safetensors`` file (final adapters and kept checkpoints): every tensor bitwise equal;
* gen-data's files byte-equal (``DONE`` aside: it records seconds);
* ``eval/results.json`` equal, timing fields (``median_seconds``) dropped and the pipeline
  directory written as ``<out>``;
* every stage's ``metrics.jsonl``: the same steps in the same order (no duplicate left by the
  killed attempt) with equal values (``time`` and ``perf/*`` dropped).

Work lost: finished stages whose ``DONE`` was rewritten (redone), SFT steps / RL iterations that
were logged before the kill and logged again after it (split into those at or before the newest
checkpoint on disk: must be 0, and those after it: at most ``save_every - 1`` plus the step in
flight), and evaluation episodes finished before the kill and played again.

Kill points: ``gen-data`` (its folder exists, no ``DONE``), ``sft-reflection`` and ``sft-policy``
(their first checkpoint is committed), ``rlft`` (its first iteration checkpoint is committed),
``eval`` (every agent but the last has finished, per the progress lines on stderr).

    nice -n 19 python benchmarks/kill_resume.py --out benchmarks/results/kill_resume.json
    python benchmarks/kill_resume.py --model tests/tiny --quick --points sft-policy,rlft   # tests

The shrunk recipe (``--config`` on top of ``--preset smoke``) is written next to the runs; every
run uses it, so the straight and the resumed pipelines have one configuration.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

POINTS = ("gen-data", "sft-reflection", "sft-policy", "rlft", "eval")
STAGE_DIRS = {"gen-data": "data", "sft-reflection": "sft-reflection", "sft-policy": "sft-policy", "rlft": "rlft",
              "eval": "eval"}
TRAINING = ("sft-reflection", "sft-policy", "rlft")
TIMING_KEYS = ("median_seconds", "seconds")

# On top of --preset smoke: fewer SFT steps (a checkpoint half way, every step logged so the
# steps finished before a kill can be read back), fewer evaluation episodes.
RECIPE = """\
[gen_data]
episodes = {gen_episodes}
[sft_reflection]
steps = {sft_steps}
save_every = {save_every}
log_every = 1
[sft_policy]
steps = {sft_steps}
save_every = {save_every}
log_every = 1
[rlft]
iterations = {rl_iterations}
episodes_per_iter = {rl_episodes}
group_size = 2
save_every = 1
reflection_tokens = {reflection_tokens}
[eval]
episodes = {eval_episodes}
reflection_tokens = {reflection_tokens}
"""
FULL = {"gen_episodes": 24, "sft_steps": 4, "save_every": 2, "rl_iterations": 2, "rl_episodes": 4,
        "eval_episodes": 3, "reflection_tokens": 16}
# A tiny model runs a step in milliseconds: more steps, so that a kill lands inside the stage.
QUICK = {"gen_episodes": 8, "sft_steps": 8, "save_every": 4, "rl_iterations": 2, "rl_episodes": 2,
         "eval_episodes": 2, "reflection_tokens": 4}


# -- running ------------------------------------------------------------------------------------


def train_command(out: Path, recipe: Path, model: str | None, resume: bool) -> list[str]:
    cmd = [sys.executable, "-m", "reflect_cli", "train", "--env", "taxi", "--preset", "smoke",
           "--config", str(recipe), "--out", str(out)]
    if model:
        cmd += ["--model", model]
    return cmd + (["--resume"] if resume else [])


SRC: dict[str, str] = {}  # the runs' PYTHONPATH (a snapshot of the package: --snapshot) and --threads


def start(cmd: list[str], log: Path) -> subprocess.Popen:
    """In its own session, hence its own process group: SIGKILL reaches every child."""
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "200", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    if SRC.get("threads"):  # CPU training is bitwise reproducible with one thread, not with two (README)
        env["OMP_NUM_THREADS"] = env["MKL_NUM_THREADS"] = SRC["threads"]
    if SRC.get("path"):
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [SRC["path"], env.get("PYTHONPATH")]))
    fh = log.open("ab")
    return subprocess.Popen(cmd, stdout=fh, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True, env=env)


def run_to_end(cmd: list[str], log: Path, timeout: float) -> float:
    t0 = time.perf_counter()
    proc = start(cmd, log)
    try:
        rc = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        raise RuntimeError(f"{' '.join(cmd)} ran past {timeout:.0f} s; see {log}") from None
    if rc != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {rc}; see {log}:\n{log.read_text(errors='replace')[-3000:]}")
    return time.perf_counter() - t0


def committed_checkpoints(stage_dir: Path) -> list[int]:
    ck = stage_dir / "checkpoints"
    if not ck.is_dir():
        return []
    return sorted(int(p.name[5:]) for p in ck.glob("step-*") if p.is_dir() and p.name[5:].isdigit())


def finished_eval_tasks(log_text: str, *, complete: bool = True) -> list[tuple[str, int]]:
    """(task, episodes) of every evaluation task (agent, level) whose progress line says it is
    complete; with ``complete=False`` the last count printed for every task."""
    last: dict[str, int] = {}
    for m in re.finditer(r"^(eval [^:\n]+): (\d+)/(\d+) episodes", log_text, flags=re.M):
        if not complete or m.group(2) == m.group(3):
            last[m.group(1)] = int(m.group(2))
    return list(last.items())


def journal_ids(stage_dir: Path) -> list[str]:
    """The episodes in the eval stage's journal (``episodes.jsonl``), one id per complete line."""
    path = stage_dir / "episodes.jsonl"
    if not path.is_file():
        return []
    out = []
    for line in path.read_text(errors="replace").splitlines(keepends=True):
        try:
            record = json.loads(line) if line.endswith("\n") else None
        except json.JSONDecodeError:
            record = None
        if isinstance(record, dict) and "id" in record:
            out.append(record["id"])
    return out


def reached(point: str, out: Path, log: Path, n_agents: int, eval_episodes: int = 0) -> bool:
    d = out / STAGE_DIRS[point]
    if (d / "DONE").exists():
        return True  # too late: recorded as a missed point
    if point == "gen-data":
        return d.is_dir() and any(d.iterdir())
    if point in TRAINING:
        return bool(committed_checkpoints(d))
    if not d.is_dir():
        return False
    if (d / "episodes.jsonl").is_file():  # journaled: once the last agent has finished an episode
        return len(journal_ids(d)) > (n_agents - 1) * eval_episodes
    text = log.read_text(errors="replace") if log.is_file() else ""
    return len(finished_eval_tasks(text[text.find("eval: running"):])) >= n_agents - 1


def metrics_lines(stage_dir: Path) -> list[dict[str, Any]]:
    path = stage_dir / "metrics.jsonl"
    if not path.is_file():
        return []
    out = []
    for line in path.read_text(errors="replace").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            out.append({"torn": line})
    return out


def snapshot(out: Path, log: Path) -> dict[str, Any]:
    """What a kill left on disk."""
    doc: dict[str, Any] = {"done": {}, "stages": {}}
    for stage, name in STAGE_DIRS.items():
        d = out / name
        if (d / "DONE").is_file():
            st = (d / "DONE").stat()
            doc["done"][stage] = [st.st_mtime_ns, (d / "DONE").read_text()]
        elif d.is_dir():
            entry: dict[str, Any] = {"files": sorted(p.name for p in d.iterdir())}
            if stage in TRAINING:
                entry["checkpoints"] = committed_checkpoints(d)
                entry["metrics"] = [(m.get("step"), m.get("time")) for m in metrics_lines(d) if "torn" not in m]
            doc["stages"][stage] = entry
    text = log.read_text(errors="replace") if log.is_file() else ""
    text = text[text.find("eval: running"):] if "eval: running" in text else ""
    doc["eval_tasks_finished"] = finished_eval_tasks(text, complete=False)
    doc["eval_journal"] = journal_ids(out / "eval")
    return doc


# -- comparing ----------------------------------------------------------------------------------


def tensors_equal(a: Path, b: Path) -> str | None:
    """None when every tensor of the two files is bitwise equal, else what differs."""
    import torch
    from safetensors.torch import load_file

    ta, tb = load_file(str(a)), load_file(str(b))
    if set(ta) != set(tb):
        return f"tensor names differ ({len(set(ta) ^ set(tb))})"
    for name in ta:
        x, y = ta[name], tb[name]
        if x.dtype != y.dtype or x.shape != y.shape:
            return f"{name}: dtype/shape differ"
        if not torch.equal(x.contiguous().view(torch.uint8), y.contiguous().view(torch.uint8)):
            return f"{name}: values differ (max abs diff {float((x.float() - y.float()).abs().max()):.3g})"
    return None


def _normalise(value: Any, roots: tuple[str, str]) -> Any:
    if isinstance(value, dict):
        return {k: _normalise(v, roots) for k, v in value.items() if k not in TIMING_KEYS}
    if isinstance(value, list):
        return [_normalise(v, roots) for v in value]
    if isinstance(value, str):
        for root in roots:
            value = value.replace(root, "<out>")
    return value


def comparable_metrics(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in m.items() if k != "time" and not k.startswith("perf/")} for m in lines]


def compare(straight: Path, resumed: Path) -> dict[str, Any]:
    found: dict[str, list[str]] = {"adapters": [], "data": [], "eval": [], "metrics": []}
    counts = {"safetensors": 0, "data_files": 0}
    for a in sorted(straight.rglob("*.safetensors")):
        rel = a.relative_to(straight)
        counts["safetensors"] += 1
        b = resumed / rel
        why = tensors_equal(a, b) if b.is_file() else "missing"
        if why:
            found["adapters"].append(f"{rel}: {why}")
    extra = sorted(str(p.relative_to(resumed)) for p in resumed.rglob("*.safetensors")
                   if not (straight / p.relative_to(resumed)).is_file())
    found["adapters"] += [f"{rel}: not in the straight run" for rel in extra]
    for a in sorted((straight / "data").rglob("*")):
        if a.is_file() and a.name != "DONE":
            counts["data_files"] += 1
            b = resumed / a.relative_to(straight)
            if not b.is_file() or a.read_bytes() != b.read_bytes():
                found["data"].append(str(a.relative_to(straight)))
    ra, rb = straight / "eval" / "results.json", resumed / "eval" / "results.json"
    if not rb.is_file():
        found["eval"].append("results.json missing")
    else:
        da = _normalise(json.loads(ra.read_text()), (str(straight),))
        db = _normalise(json.loads(rb.read_text()), (str(resumed),))
        if da != db:
            found["eval"].append("results.json differs")
    for stage in TRAINING:
        ma, mb = metrics_lines(straight / stage), metrics_lines(resumed / stage)
        steps_a, steps_b = [m.get("step") for m in ma], [m.get("step") for m in mb]
        if steps_a != steps_b:
            found["metrics"].append(f"{stage}: steps {steps_b} instead of {steps_a}")
        elif comparable_metrics(ma) != comparable_metrics(mb):
            found["metrics"].append(f"{stage}: values differ")
    return {"identical": {k: not v for k, v in found.items()}, "mismatches": [f"{k}: {m}" for k, v in found.items() for m in v],
            **counts}


def work_lost(at_kill: dict[str, Any], resumed: Path, resume_started: float, resumed_log_text: str) -> dict[str, Any]:
    """What was finished before the kill and done again by the resumed run."""
    redone_stages = []
    for stage, (mtime, _text) in at_kill["done"].items():
        done = resumed / STAGE_DIRS[stage] / "DONE"
        if not done.is_file() or done.stat().st_mtime_ns != mtime:
            redone_stages.append(stage)
    lost: dict[str, Any] = {"stages_redone": redone_stages, "resumed_from": None,
                            "checkpointed_steps_redone": 0, "uncheckpointed_steps_redone": 0, "eval_episodes_redone": 0}
    for stage, entry in at_kill["stages"].items():
        if stage not in TRAINING:
            continue
        newest = max(entry["checkpoints"], default=0)
        final = {(m.get("step"), m.get("time")) for m in metrics_lines(resumed / stage)}
        logged = {step for step, _t in entry["metrics"] if isinstance(step, int) and step > 0}
        kept = {step for step, t in entry["metrics"] if (step, t) in final}
        redone = sorted(logged - kept)
        lost["checkpointed_steps_redone"] += sum(1 for s in redone if s <= newest)
        lost["uncheckpointed_steps_redone"] += sum(1 for s in redone if s > newest)
        relogged = [m["step"] for m in metrics_lines(resumed / stage)
                    if isinstance(m.get("time"), (int, float)) and m["time"] >= resume_started and m.get("step", 0) > 0]
        lost["resumed_from"] = f"{stage} step {min(relogged) - 1}" if relogged else f"{stage} (nothing logged)"
        lost["newest_checkpoint_at_kill"] = newest
        lost["steps_logged_at_kill"] = max(logged, default=0)
    if "eval" in at_kill["stages"]:
        journal = at_kill.get("eval_journal", [])
        lost["eval_episodes_at_kill"] = max(len(journal), sum(n for _t, n in at_kill["eval_tasks_finished"]))
        if journal or (resumed / "eval" / "episodes.jsonl").is_file():
            # Journaled episodes: one played again is journaled again.
            final = journal_ids(resumed / "eval")
            lost["eval_episodes_redone"] = sum(1 for i in set(journal) if final.count(i) > 1)
            n = len(set(journal))
            lost["resumed_from"] = f"eval: {n - lost['eval_episodes_redone']} of {n} journaled episodes kept"
        else:
            # No journal: the episodes of tasks (agent x level) played again, per the progress lines.
            again = {task for task, _n in finished_eval_tasks(resumed_log_text, complete=False)}
            lost["eval_episodes_redone"] = sum(n for task, n in at_kill["eval_tasks_finished"] if task in again)
    if "gen-data" in at_kill["stages"]:
        lost["resumed_from"] = "gen-data redone (not resumable; seconds of work)"
    return lost


# -- the benchmark --------------------------------------------------------------------------------


def kill_at(point: str, out: Path, cmd: list[str], log: Path, n_agents: int, timeout: float,
            poll: float = 0.01, eval_episodes: int = 0) -> dict[str, Any]:
    t0 = time.perf_counter()
    proc = start(cmd, log)
    try:
        while not reached(point, out, log, n_agents, eval_episodes):
            if proc.poll() is not None:
                raise RuntimeError(f"the run ended (exit {proc.returncode}) before the {point} kill point; see {log}")
            if time.perf_counter() - t0 > timeout:
                raise RuntimeError(f"no {point} kill point within {timeout:.0f} s; see {log}")
            time.sleep(poll)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    killed_ns = time.time_ns()
    doc = snapshot(out, log)
    doc["killed_ns"] = killed_ns
    doc["killed_after_s"] = round(time.perf_counter() - t0, 1)
    doc["signal"] = -proc.returncode if proc.returncode and proc.returncode < 0 else proc.returncode
    d = out / STAGE_DIRS[point]
    doc["hit"] = not (d / "DONE").exists() and (point not in TRAINING or bool(committed_checkpoints(d)))
    return doc


def describe_disk(at_kill: dict[str, Any], point: str) -> str:
    done = ",".join(s for s in POINTS if s in at_kill["done"]) or "-"
    entry = at_kill["stages"].get(point, {})
    bits = [f"done: {done}"]
    if point in TRAINING:
        logged = max((s for s, _t in entry.get("metrics", []) if isinstance(s, int)), default=0)
        bits.append(f"ckpt {entry.get('checkpoints')}, logged to {logged}")
    if point == "eval":
        finished = max(len(at_kill.get("eval_journal", [])), sum(n for _t, n in at_kill["eval_tasks_finished"]))
        bits.append(f"{finished} episodes finished")
    if point == "gen-data":
        bits.append(f"{len(entry.get('files', []))} files")
    return "; ".join(bits)


def run(args: argparse.Namespace) -> dict[str, Any]:
    points = [p.strip() for p in args.points.split(",") if p.strip()]
    unknown = [p for p in points if p not in POINTS]
    if unknown:
        raise SystemExit(f"unknown kill point(s) {unknown}; choose from {', '.join(POINTS)}")
    work = Path(args.work) if args.work else Path(tempfile.mkdtemp(prefix="kill-resume-"))
    work.mkdir(parents=True, exist_ok=True)
    sizes = dict(QUICK if args.quick else FULL)
    if args.threads:
        SRC["threads"] = str(args.threads)
    if args.snapshot:
        # The runs import this copy: edits made to the working tree while the benchmark runs
        # (it takes an hour) cannot mix two versions of the code into one comparison.
        import reflect_cli

        package = Path(reflect_cli.__file__).parent
        shutil.copytree(package, work / "src" / "reflect_cli", dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__"))
        SRC["path"] = str(work / "src")
    recipe = work / "recipe.toml"
    recipe.write_text(RECIPE.format(**sizes))
    n_agents = 3  # the smoke preset's random, oracle, trained
    straight = Path(args.straight) if args.straight else work / "straight"
    cmd = train_command(straight, recipe, args.model, resume=False)
    doc: dict[str, Any] = {"command": " ".join(cmd[1:]).replace(str(work), "WORK"), "recipe": recipe.read_text(),
                           "model": args.model or "embedded", "threads": args.threads,
                           "mode": "chained" if args.chain else "separate" + (", earlier stages copied" if args.reuse_finished else ""),
                           "code": code_version(), "complete": False, "points": [], "loadavg_start": os.getloadavg()}
    # The straight run goes on beside the first killed one: it is only needed for the comparisons.
    t_straight = time.perf_counter()
    if args.straight:
        print(f"straight run: {straight} (made by another invocation; waited for)", flush=True)
        straight_proc = None
    else:
        if straight.exists():
            shutil.rmtree(straight)
        print(f"straight run: {' '.join(cmd[2:])}", flush=True)
        straight_proc = start(cmd, work / "straight.log")

    def straight_done() -> Path:
        if "seconds" not in doc.get("straight", {}):
            deadline = time.perf_counter() + args.timeout
            while not (straight / "eval" / "DONE").is_file():
                if straight_proc is not None and straight_proc.poll() not in (None, 0):
                    raise RuntimeError(f"the straight run exited {straight_proc.returncode}; see {work / 'straight.log'}")
                if time.perf_counter() > deadline:
                    raise RuntimeError(f"the straight run took longer than {args.timeout:.0f} s")
                time.sleep(1)
            if straight_proc is not None:
                straight_proc.wait()
            stage_seconds = {s: json.loads((straight / STAGE_DIRS[s] / "DONE").read_text()).get("seconds") for s in POINTS}
            # Wall seconds only when this invocation ran it; the stages' own seconds are in DONE.
            seconds = round(time.perf_counter() - t_straight, 1) if straight_proc is not None else None
            doc["straight"] = {"seconds": seconds, "stage_seconds": stage_seconds}
            print(f"  straight run: {seconds} s; stages {stage_seconds}", flush=True)
        return straight

    def record(point: str, at_kill: dict[str, Any], out: Path, resume_started: float, resumed_text: str,
               resume_seconds: float | None, cmp: dict[str, Any]) -> None:
        lost = work_lost(at_kill, out, resume_started, resumed_text)
        entry = {"point": point, "hit": at_kill["hit"], "signal": at_kill["signal"],
                 "killed_after_s": at_kill["killed_after_s"], "on_disk_at_kill": describe_disk(at_kill, point),
                 "resume_seconds": None if resume_seconds is None else round(resume_seconds, 1), **cmp,
                 "work_lost": lost,
                 "at_kill": {k: v for k, v in at_kill.items() if k not in ("done",)} | {"done": sorted(at_kill["done"])}}
        doc["points"].append(entry)
        print(f"  {point}: {entry['on_disk_at_kill']}; identical {cmp['identical']}; lost {lost}", flush=True)

    if args.chain:
        # One pipeline killed at every point in turn: each --resume runs until the next kill.
        out, log = work / "kill-chain", work / "kill-chain.log"
        if out.exists():
            shutil.rmtree(out)
        log.unlink(missing_ok=True)
        kills = []
        for i, point in enumerate(points):
            print(f"kill -9 during {point} ...", flush=True)
            at_kill = kill_at(point, out, train_command(out, recipe, args.model, resume=i > 0), log, n_agents,
                              args.timeout, eval_episodes=sizes["eval_episodes"])
            kills.append((point, at_kill, time.time(), log.stat().st_size))
        resume_seconds = run_to_end(train_command(out, recipe, args.model, resume=True), log, args.timeout)
        cmp = compare(straight_done(), out)
        text = log.read_bytes()
        for k, (point, at_kill, started, offset) in enumerate(kills):
            upto = kills[k + 1][3] if k + 1 < len(kills) else len(text)
            record(point, at_kill, out, started, text[offset:upto].decode(errors="replace"),
                   resume_seconds if k + 1 == len(kills) else None, cmp)
        save(doc, args.out)
    for point in [] if args.chain else points:
        out = work / f"kill-{point}"
        if out.exists():
            shutil.rmtree(out)
        log = work / f"kill-{point}.log"
        log.unlink(missing_ok=True)
        print(f"kill -9 during {point} ...", flush=True)
        if args.reuse_finished:
            # The straight run's stages before this point (deterministic, and compared all the
            # same) are copied in: the killed run starts at the stage it is killed in.
            out.mkdir(parents=True)
            shutil.copy2(straight_done() / "pipeline.json", out / "pipeline.json")
            for stage in POINTS[: POINTS.index(point)]:
                shutil.copytree(straight / STAGE_DIRS[stage], out / STAGE_DIRS[stage])
        at_kill = kill_at(point, out, train_command(out, recipe, args.model, resume=False), log, n_agents,
                          args.timeout, eval_episodes=sizes["eval_episodes"])
        resume_started, offset = time.time(), log.stat().st_size
        resume_seconds = run_to_end(train_command(out, recipe, args.model, resume=True), log, args.timeout)
        cmp = compare(straight_done(), out)
        record(point, at_kill, out, resume_started, log.read_bytes()[offset:].decode(errors="replace"),
               resume_seconds, cmp)
        if not args.keep:
            shutil.rmtree(out, ignore_errors=True)
        save(doc, args.out)  # a long benchmark keeps what it measured so far
    straight_done()
    doc["loadavg_end"] = os.getloadavg()
    doc["all_identical"] = all(all(p["identical"].values()) for p in doc["points"])
    doc["all_hit"] = all(p["hit"] for p in doc["points"])
    doc["finished_work_lost"] = sum(len(p["work_lost"]["stages_redone"]) + p["work_lost"]["checkpointed_steps_redone"]
                                    + p["work_lost"]["eval_episodes_redone"] for p in doc["points"])
    if not args.keep and not args.work:
        shutil.rmtree(work, ignore_errors=True)
    return doc


def code_version() -> dict[str, Any]:
    root = Path(__file__).resolve().parent.parent

    def git(*a: str) -> str:
        try:
            return subprocess.run(["git", *a], cwd=root, capture_output=True, text=True, timeout=30).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            return ""

    return {"commit": git("rev-parse", "HEAD"), "modified": git("status", "--short", "--", "src").splitlines()}


def save(doc: dict[str, Any], out: str | None) -> None:
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_text(json.dumps(doc, indent=2, default=str) + "\n")


def table(doc: dict[str, Any]) -> str:
    cols = ["kill point", "hit", "on disk at kill", "resumed from", "finished redone", "since ckpt redone",
            "adapters", "data", "eval", "metrics"]
    rows = []
    for p in doc["points"]:
        lost = p["work_lost"]
        finished = (", ".join(lost["stages_redone"]) or "") + (
            f" {lost['checkpointed_steps_redone']} steps" if lost["checkpointed_steps_redone"] else "") + (
            f" {lost['eval_episodes_redone']} episodes" if lost["eval_episodes_redone"] else "")
        ok = p["identical"]
        rows.append([p["point"], "yes" if p["hit"] else "MISSED", p["on_disk_at_kill"], str(lost["resumed_from"] or "-"),
                     finished.strip() or "0", str(lost["uncheckpointed_steps_redone"]),
                     *("equal" if ok[k] else "DIFFER" for k in ("adapters", "data", "eval", "metrics"))])
    widths = [max(len(c), *(len(r[i]) for r in rows)) if rows else len(c) for i, c in enumerate(cols)]
    lines = ["| " + " | ".join(c.ljust(w) for c, w in zip(cols, widths, strict=True)) + " |",
             "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    lines += ["| " + " | ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)) + " |" for r in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--model", default=None, help="base model (default: the recipe's, i.e. embedded)")
    p.add_argument("--points", default=",".join(POINTS), help=f"comma-separated kill points ({', '.join(POINTS)})")
    p.add_argument("--quick", action="store_true", help="sizes for a tiny model (tests)")
    p.add_argument("--work", default=None, help="folder for the runs (default: a temporary one, removed)")
    p.add_argument("--keep", action="store_true", help="keep the runs")
    p.add_argument("--chain", action="store_true",
                   help="one pipeline killed at every point in turn (about one pipeline's time instead of five)")
    p.add_argument("--straight", default=None,
                   help="an uninterrupted pipeline of the same recipe to compare with (waited for if still running)")
    p.add_argument("--reuse-finished", action="store_true",
                   help="start each killed run from a copy of the straight run's stages before its kill point")
    p.add_argument("--threads", type=int, default=None,
                   help="OMP/MKL threads of every run (1: bitwise reproducible CPU training; default: torch's choice)")
    p.add_argument("--snapshot", action="store_true",
                   help="run a copy of the package taken at the start (the tree may change meanwhile)")
    p.add_argument("--timeout", type=float, default=3600.0, help="seconds allowed to one run")
    p.add_argument("--out", default=None, help="write the results as JSON to this file")
    args = p.parse_args(argv)
    doc = run(args)
    print(table(doc))
    print(f"all bit-identical: {doc['all_identical']} · every point hit: {doc['all_hit']} · "
          f"finished work redone: {doc['finished_work_lost']}")
    doc["complete"] = True
    save(doc, args.out)
    if args.out:
        print(f"wrote {args.out}")
    return doc


if __name__ == "__main__":
    main()
