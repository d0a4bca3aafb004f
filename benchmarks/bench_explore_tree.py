"""AutoExplore on a large tree: time and memory to open and list a synthetic repository of
``--files`` files (default 100,000; generated into a temp dir) through ``AutoExploreEnv``:
construction + ``reset`` + a few steps (cd down, cat, cd up, page through a big folder).

Listing must be lazy: the benchmark counts the directories the env actually scans
(``os.scandir`` calls) and compares the env's time with one full ``os.walk`` of the tree.

    python benchmarks/bench_explore_tree.py --out benchmarks/results/explore_tree.json
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402


def generate(root: Path, n_files: int, big: int) -> tuple[int, int]:
    """``pkgNNN/modNN/fileNNN.py`` (100 files per folder) plus ``big/`` with ``big`` files."""
    per_dir, per_pkg = 100, 10
    n_dirs = dirs = 0
    made = 0
    (root / "big").mkdir(parents=True)
    dirs += 1
    for k in range(big):
        (root / "big" / f"item{k:05d}.py").write_text("x = 1\n")
    made += big
    i = 0
    while made < n_files:
        pkg = root / f"pkg{i // per_pkg:03d}"
        mod = pkg / f"mod{i % per_pkg:02d}"
        mod.mkdir(parents=True, exist_ok=True)
        dirs += 1 + (i % per_pkg == 0)
        for k in range(min(per_dir, n_files - made)):
            (mod / f"file{k:03d}.py").write_text(f"# module {i}/{k}\nVALUE = {k}\n")
        made += min(per_dir, n_files - made)
        i += 1
    n_dirs = dirs
    return made, n_dirs


def main(argv=None) -> dict:
    from reflect_cli.envs.autoexplore import AutoExploreEnv

    ap = C.parser(__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, default=100_000)
    ap.add_argument("--big", type=int, default=5_000, help="files in one folder (paging)")
    args = ap.parse_args(argv)
    if args.quick:
        args.files, args.big = 2_000, 300
    C.setup(args)
    info = C.machine()
    tmp = tempfile.TemporaryDirectory(prefix="reflect-bench-tree-")
    root = Path(tmp.name)
    t_gen, (n_files, n_dirs) = C.timed(lambda: generate(root, args.files, args.big))
    print(f"generated {n_files} files in {n_dirs} folders in {t_gen:.1f}s", flush=True)

    scans = {"n": 0}
    real_scandir = os.scandir

    def counting_scandir(path="."):
        scans["n"] += 1
        return real_scandir(path)

    def walk():
        return sum(len(files) for _, _, files in os.walk(root))

    t_walk, walked = C.timed(walk)
    rss0 = C.current_rss_mb()
    os.scandir = counting_scandir
    tracemalloc.start()
    rows = []
    try:
        t0 = C.clock()
        env = AutoExploreEnv(root, question="Where is VALUE defined?", horizon=50)
        obs, info_ = env.reset(seed=0)
        rows.append({"op": "construct + reset", "seconds": C.clock() - t0, "dirs_scanned": scans["n"],
                     "actions": len(info_["actions"]), "obs_chars": len(obs)})
        plan = ["cd pkg000", "cd mod00", "cat file000.py", "cd ..", "cd ..", "cd big", "next page", "next page"]
        for command in plan:
            if command not in info_["actions"]:
                rows.append({"op": command, "seconds": float("nan"), "dirs_scanned": scans["n"],
                             "actions": len(info_["actions"]), "obs_chars": 0, "note": "not offered"})
                continue
            t0 = C.clock()
            obs, _, term, trunc, info_ = env.step(info_["actions"].index(command))
            rows.append({"op": command, "seconds": C.clock() - t0, "dirs_scanned": scans["n"],
                         "actions": len(info_["actions"]), "obs_chars": len(obs)})
        _, py_peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        os.scandir = real_scandir
    rss1 = C.current_rss_mb()
    total = sum(r["seconds"] for r in rows if r["seconds"] == r["seconds"])
    summary = {
        "files": n_files, "folders": n_dirs, "generate_s": t_gen, "full_walk_s": t_walk, "full_walk_files": walked,
        "env_total_s": total, "walk_over_env": t_walk / total if total else float("nan"),
        "dirs_scanned": scans["n"], "python_peak_mb": py_peak / 2**20, "rss_delta_mb": rss1 - rss0,
    }
    tmp.cleanup()
    print(f"machine {info['cpu']}, {info['cores']} cores; {n_files} files, {n_dirs} folders")
    print(C.table(rows, ["op", "seconds", "dirs_scanned", "actions", "obs_chars"]))
    print()
    print(C.table([summary], ["files", "folders", "full_walk_s", "env_total_s", "walk_over_env", "dirs_scanned",
                              "python_peak_mb", "rss_delta_mb"]))
    doc = {"benchmark": "explore_tree", "machine": info, "steps": rows, "summary": summary}
    return C.finish(doc, args.out)


if __name__ == "__main__":
    main()
