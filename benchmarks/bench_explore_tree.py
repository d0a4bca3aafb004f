"""AutoExplore on a large tree: time and memory to open and list a synthetic repository of
``--files`` files (default 100,000; generated into a temp dir) through ``AutoExploreEnv``:
construction + ``reset`` + a few steps (cd down, cat, cd up, page through a big folder).

Listing must be lazy: the benchmark counts the directories the env actually scans
(``os.scandir`` calls) and compares the env's time with one full ``os.walk`` of the tree.

Second part, ``big_folder``: one folder of ``--folder-files`` files (default 100,000, one binary
in 50, a 60-pattern ``.gitignore``): construction + ``reset`` + the first step (``cd`` into it),
no model, with the folder listed eagerly (a ``stat`` and a binary sniff per entry, as every
folder was listed before issue 19) and as it is now (names and entry types only above
``max_eager_entries``). The sniff memo is cleared before each run; the page cache is warm (the
files were just written), so a cold disk makes the eager figure much worse, not the lazy one.

    python benchmarks/bench_explore_tree.py --out benchmarks/results/explore_tree.json
"""

from __future__ import annotations

import os
import sys
import tempfile
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
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv

    ap = C.parser(__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, default=100_000)
    ap.add_argument("--big", type=int, default=5_000, help="files in one folder (paging)")
    ap.add_argument("--folder-files", type=int, default=100_000, help="files in the one-folder part")
    ap.add_argument("--folder-repeats", type=int, default=2)
    args = ap.parse_args(argv)
    if args.quick:
        args.files, args.big, args.folder_files, args.folder_repeats = 2_000, 300, 6_000, 1
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
    big_rows = big_folder(args)
    print()
    print(C.table(big_rows, ["arm", "seconds", "entries", "actions"]))
    doc = {"benchmark": "explore_tree", "machine": info, "steps": rows, "summary": summary, "big_folder": big_rows}
    return C.finish(doc, args.out)


GITIGNORE = "".join(f"*.{ext}\n" for ext in ["log", "tmp", "bak", "swp", "pyc", "pyo", "so", "o", "a", "egg", "whl", "cover"]) + "".join(
    f"{d}/\n" for d in ["build", "dist", "eggs", "parts", "sdist", "wheels", "htmlcov", ".tox", ".nox", ".cache", ".mypy_cache", "site"]
) + "".join(f"gen_{i}_*.py\n" for i in range(36))


def big_folder(args) -> list[dict]:
    """Time to the first observation inside one folder of ``args.folder_files`` files."""
    import reflect_cli.search.fileview.view as fileview
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv

    tmp = tempfile.TemporaryDirectory(prefix="reflect-bench-folder-")
    root = Path(tmp.name)
    big = root / "big"
    big.mkdir()
    (big / ".gitignore").write_text(GITIGNORE)
    for k in range(args.folder_files):
        (big / f"item{k:06d}.py").write_text(f"VALUE = {k}\n")
    for k in range(0, args.folder_files, 50):
        (big / f"blob{k:06d}.py").write_bytes(b"\0binary")
    arms = {
        "eager: stat + sniff every entry (before)": {"max_eager_entries": fileview.MAX_DIR_ENTRIES},
        "lazy above max_eager_entries (after)": {},
    }
    times: dict[str, list[float]] = {arm: [] for arm in arms}
    shown: dict[str, dict] = {}
    for _ in range(args.folder_repeats):
        for arm, options in arms.items():
            fileview._SNIFFED.clear()
            t0 = C.clock()
            env = AutoExploreEnv(root, question="Where is VALUE defined?", file_view_options=options)
            _, info = env.reset(seed=0)
            obs, *_, info = env.step("cd big")
            times[arm].append(C.clock() - t0)
            caption = obs.split("(entries ", 1)[1].split(")", 1)[0] if "(entries " in obs else ""
            entries = int(caption.split(" of ")[1].split(" ")[0]) if caption else None
            shown[arm] = {"entries": entries, "actions": len(info["actions"])}
    tmp.cleanup()
    return [{"arm": arm, "seconds": C.median(ts), "runs": ts, "files": args.folder_files, **shown[arm]}
            for arm, ts in times.items()]


if __name__ == "__main__":
    main()
