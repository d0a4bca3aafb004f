"""The stored per-tree index of ``reflect explore``: the first question against the second.

Part ``package``: ``reflect explore TREE QUESTION`` twice, as two command-line processes, one
after the other, with a fresh cache folder (``REFLECT_HOME`` in a temp dir) before the first
(default TREE: the installed ``openai`` package, about 2,000 files). The first builds and stores
the index, the second reads it. A third run with ``--no-index`` shows what the same code costs
without it. The answers (stdout) must be identical; stderr's progress lines are recorded.

Part ``links``: one 33 kB file plus ``--links`` symlinks to it (default 20,000), the same two
runs, with wall time and peak memory (each process's own ``ru_maxrss``).

``--src`` puts another checkout's ``src`` first on the path (for a before/after pair), and
``--parts`` picks the parts. Every process is run under ``--timeout`` seconds. Python's compiled
bytecode is kept (in a temp folder, warmed by one question to a one-file tree first), as an
installed package has it; ``--no-bytecode`` compiles every module in every process instead
(what ``PYTHONDONTWRITEBYTECODE=1`` does to a source checkout).

    python benchmarks/bench_explore_index.py --out benchmarks/results/explore_index.json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
QUESTION = "How are retries handled for rate limit errors?"
LINKS_QUESTION = "where is the retry budget for the scheduler computed"


def default_tree() -> str | None:
    import importlib.util

    spec = importlib.util.find_spec("openai")
    return str(Path(spec.origin).parent) if spec and spec.origin else None


def run(cmd: list[str], env: dict[str, str], timeout: float) -> dict[str, Any]:
    """One process: wall seconds, exit code, its own peak RSS, stdout and stderr."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, env=env)
        killed = threading.Event()

        def kill() -> None:
            killed.set()
            proc.kill()

        timer = threading.Timer(timeout, kill)
        timer.start()
        _, status, usage = os.wait4(proc.pid, 0)
        timer.cancel()
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(errors="replace"), err.read().decode(errors="replace")
    return {"seconds": round(wall, 3), "rc": proc.returncode, "timed_out": killed.is_set(),
            "peak_rss_mb": round(usage.ru_maxrss / 1024, 1), "stdout": stdout,
            "stderr_lines": [line for line in stderr.splitlines() if line.startswith(("Indexing", "Indexed", "Note"))]}


def explore_pair(tree: str, question: str, src: Path, timeout: float, *, no_index_run: bool,
                 bytecode: bool) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as home, tempfile.TemporaryDirectory() as pycache:
        env = {**os.environ, "REFLECT_HOME": home, "PYTHONPATH": str(src), "OMP_NUM_THREADS": "1"}
        if bytecode:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = pycache
            warm = Path(pycache) / "warm"
            warm.mkdir()
            (warm / "a.py").write_text("def warm():\n    return 1\n")
            run([sys.executable, "-m", "reflect_cli", "explore", str(warm), "warm", "--json", "--no-index"],
                {**env, "REFLECT_HOME": str(warm)}, timeout)
        else:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        cmd = [sys.executable, "-m", "reflect_cli", "explore", tree, question, "--json"]
        first = run(cmd, env, timeout)
        second = run(cmd, env, timeout)
        third = run([*cmd, "--no-index"], env, timeout) if no_index_run else None
    out: dict[str, Any] = {"first": first, "second": second}
    if third is not None:
        out["no_index"] = third
    answers = []
    for got in (first, second, third):
        if got is None:
            continue
        try:
            doc = json.loads(got["stdout"])
        except ValueError:  # killed, or an old checkout's output
            doc = {}
        got["answer_seconds"] = doc.get("seconds")  # the answer's own time, start-up and imports aside
        got["index"] = doc.get("index")
        got["top"] = [f["path"] for f in doc.get("files", [])]
        answers.append(doc.get("files"))
    out["speedup"] = round(first["seconds"] / max(second["seconds"], 1e-9), 2)
    if first.get("answer_seconds") and second.get("answer_seconds"):
        out["answer_speedup"] = round(first["answer_seconds"] / max(second["answer_seconds"], 1e-9), 2)
    out["same_answer"] = all(a == answers[0] for a in answers) and answers[0] is not None
    out["first_shows_progress"] = any(line.startswith("Indexing") for line in first["stderr_lines"])
    return out


def links_tree(root: Path, n: int) -> None:
    """``x.py`` (about 33 kB of code) and ``n`` symlinks ``lNNNNN.py`` to it."""
    root.mkdir()
    lines = ['"""Scheduler helpers."""', ""]
    i = 0
    while sum(len(line) + 1 for line in lines) < 33_000:
        lines += [f"def retry_budget_{i}(scheduler, attempt_{i}):",
                  f'    """Compute the retry budget of step {i} for the scheduler."""',
                  f"    return scheduler.limit_{i} - attempt_{i}", ""]
        i += 1
    (root / "x.py").write_text("\n".join(lines))
    for k in range(n):
        os.symlink("x.py", root / f"l{k:05d}.py")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tree", default=None, help="the package part's tree (default: the installed openai package)")
    p.add_argument("--question", default=QUESTION)
    p.add_argument("--links", type=int, default=20_000)
    p.add_argument("--parts", default="package,links")
    p.add_argument("--src", default=str(ROOT / "src"), help="the reflect source to run (default: this checkout's)")
    p.add_argument("--timeout", type=float, default=600.0)
    p.add_argument("--no-bytecode", action="store_true", help="compile every module in every process")
    p.add_argument("--out", default=None)
    args = p.parse_args()
    parts = set(args.parts.split(","))
    src = Path(args.src).resolve()
    commit = subprocess.run(["git", "-C", str(src), "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    result: dict[str, Any] = {
        "src": str(src), "commit": commit or None, "python": platform.python_version(), "cores": os.cpu_count(),
        "loadavg_start": os.getloadavg(), "nice": os.nice(0), "bytecode": not args.no_bytecode,
    }
    if "package" in parts:
        tree = args.tree or default_tree()
        if tree is None:
            raise SystemExit("no --tree and no openai package installed")
        n_files = sum(len(files) for _, _, files in os.walk(tree))
        got = explore_pair(tree, args.question, src, args.timeout, no_index_run=True, bytecode=not args.no_bytecode)
        result["package"] = {"tree": tree, "files_on_disk": n_files, "question": args.question, **got}
        print(f"package ({n_files} files on disk): first {got['first']['seconds']:.2f} s, second "
              f"{got['second']['seconds']:.2f} s ({got['speedup']}x; the answer itself "
              f"{got['first']['answer_seconds']} s -> {got['second']['answer_seconds']} s, "
              f"{got.get('answer_speedup')}x), --no-index {got['no_index']['seconds']:.2f} s; "
              f"same answer: {got['same_answer']}; progress: {got['first_shows_progress']}", flush=True)
    if "links" in parts:
        with tempfile.TemporaryDirectory() as tmp:
            tree = Path(tmp) / "links"
            links_tree(tree, args.links)
            got = explore_pair(str(tree), LINKS_QUESTION, src, args.timeout, no_index_run=False,
                              bytecode=not args.no_bytecode)
        result["links"] = {"links": args.links, "file_bytes": 33_000, **got}
        for name in ("first", "second"):
            r = got[name]
            print(f"links ({args.links}): {name} {r['seconds']:.2f} s, peak {r['peak_rss_mb']:.0f} MB, rc {r['rc']}"
                  f"{' (timed out)' if r['timed_out'] else ''}", flush=True)
    result["loadavg_end"] = os.getloadavg()
    for part in ("package", "links"):
        for run_name in ("first", "second", "no_index"):
            got_run = result.get(part, {}).get(run_name)
            if got_run:
                got_run.pop("stdout")
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
