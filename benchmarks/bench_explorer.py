"""Held-out evaluation of `reflect explore`'s default explorer (issues #9, #29), in three parts.

(a) Teacher questions on held-out packages (below). (b) History questions (issue #29): the newest
commits of held-out git repositories given as paths (``--history-repos PATH ...``, work trees or
bare git directories; :mod:`reflect_cli.datagen.history`, newest ``--history-per-repo`` tasks each).
(c) ``benchmarks/dev_questions.jsonl``: questions written by hand over installed packages that the
recipe does not train on, in a new user's words, one target file each (fields ``package``,
``question``, ``target`` relative to the package folder). Parts (b) and (c) are always played
through ``reflect explore``'s code path (Acc@1, Acc@5, median seconds; see ``--via explore``);
(d) pasted issue reports: SWE-bench Lite instances of the dev repositories (``--issue-reports FILE``
from ``benchmarks/issue_reports.py``; issue text -> the files the fix changed), with the
comparators ``bm25-src`` / ``rank-src`` (source files only);
``--parts b c`` writes ``benchmarks/results/explorer_parts_bc.json`` unless ``--json`` says where.

(a) builds AutoExplore tasks with the offline teacher from installed packages that the training
recipe (``recipes/explorer.toml``) does **not** use, keeping questions with the ``facts``
ambiguity filter (a question's facts identify one file; no BM25 ranking is involved, so a BM25
ranker is not right by construction). Then every task is played once by each agent:

* ``shipped``  the explorer packaged with reflect (falls back to the base model if none is shipped)
* ``base``     the untrained embedded SmolLM2-135M-Instruct
* ``bm25``     a BM25 file ranker over paths and contents: walks to its top-1 file
* any other ``reflect eval`` agent (a run, a pipeline directory, ``prior:base``, ...)

Acc@1 = the identified file is a target (the env's success). Also: median seconds per question
and mean steps, with the machine described. Figures are measured in one run.

``--via explore`` plays each question the way ``reflect explore`` answers it (its ranked list,
issue #17) and adds Acc@5: agents ``bm25`` (``--model bm25``: the BM25 ranking, no model),
``base`` / ``shipped`` / a model reference (the Explorer) and ``prior:MODEL`` (the Explorer with
``--lexical-prior``: the env orders every folder by BM25 relevance across pages). There Acc@1 = the
first file of the ranked answer is a target, Acc@5 = one of the first five is, and ``id-acc`` = the
explorer identified a target (as in ``--via eval``). Seconds exclude model loading.

    python benchmarks/bench_explorer.py                        # defaults below, 2 threads
    python benchmarks/bench_explorer.py --per-repo 10 --agents bm25 base --no-reflect --json out.json
    python benchmarks/bench_explorer.py --via explore --packages pydantic --agents bm25 base prior:base --no-reflect
    python benchmarks/bench_explorer.py --parts c --agents bm25                # the hand-written set, BM25 only
    python benchmarks/bench_explorer.py --parts a b c --history-repos ~/src/mirror/x.git --agents shipped base bm25
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import machine  # noqa: E402

# One reserved list for the project (issue #29): never training data, never dev questions.
from reflect_cli.datagen.reserved import BENCH_HELD_OUT as HELD_OUT  # noqa: E402
from reflect_cli.datagen.reserved import PAPER_HELD_OUT, RESERVED_PACKAGES, is_reserved  # noqa: E402, F401

RECIPE = ROOT / "recipes" / "explorer.toml"
DEV_QUESTIONS = Path(__file__).resolve().parent / "dev_questions.jsonl"
RESULTS = Path(__file__).resolve().parent / "results"
PARTS = {"a": "teacher questions, held-out packages", "b": "history questions, held-out repositories (newest)",
         "c": "hand-written questions", "d": "pasted issue reports (SWE-bench Lite dev repositories)"}
# Part (d)'s comparators: a plain BM25 (``bm25-src``: :class:`BM25Index`, terms of lines and path)
# and the default's code-aware scores (``rank-src``), each over source files only (no tests, docs,
# examples, change logs or prose files): what "rank only the code" would get.
SOURCE_AGENTS = ("bm25-src", "rank-src")
_PROSE = (".md", ".rst", ".txt", ".adoc", ".inc")


def paper_held_out() -> set[str]:
    """``paper_table.py``'s held-out AutoExplore packages (its source read, no import), with the
    library's copy of them (a test keeps the two equal)."""
    import ast

    tree = ast.parse((Path(__file__).resolve().parent / "paper_table.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "AE_TEST_PACKAGES" for t in node.targets):
            return set(ast.literal_eval(node.value)) | set(PAPER_HELD_OUT)
    return set(PAPER_HELD_OUT)


def recipe_packages(recipe: Path = RECIPE) -> set[str]:
    if not recipe.is_file():
        return set()
    repos = tomllib.loads(recipe.read_text(encoding="utf-8")).get("gen_data", {}).get("repos", [])
    return {r.split(":", 1)[1] for r in repos if str(r).startswith("python:")}


def recipe_paths(recipe: Path = RECIPE) -> set[Path]:
    """The recipe's repositories given as paths (work trees, mirrors), resolved."""
    if not recipe.is_file():
        return set()
    repos = tomllib.loads(recipe.read_text(encoding="utf-8")).get("gen_data", {}).get("repos", [])
    return {Path(r).expanduser().resolve() for r in repos if not str(r).startswith("python:")}


def build_tasks(packages: list[str], per_repo: int, seed: int) -> list[dict]:
    from reflect_cli.datagen.sources import resolve_repo
    from reflect_cli.datagen.tasks import make_tasks

    tasks: list[dict] = []
    for name in packages:
        result = make_tasks(resolve_repo(f"python:{name}"), split="test", seed=seed, max_tasks=per_repo,
                            max_per_file=1, ambiguity="facts")
        tasks.extend(result.tasks)
    return tasks


def history_records(paths: list[Path], per_repo: int) -> list[dict]:
    """Part (b): the newest ``per_repo`` history questions of each repository."""
    from reflect_cli.datagen.history import history_tasks

    records: list[dict] = []
    for path in paths:
        records.extend(history_tasks(path, split="test", max_tasks=per_repo).tasks)
    return records


def dev_records(path: Path = DEV_QUESTIONS) -> list[dict]:
    """Part (c): the hand-written questions, each with its package's source folder as the tree."""
    from reflect_cli.datagen.sources import resolve_repo

    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for n, row in enumerate(rows, 1):
        if set(row) != {"package", "question", "target"}:
            raise SystemExit(f"{path}:{n}: fields must be package, question, target")
    used = {r["package"] for r in rows}
    overlap = sorted(used & (recipe_packages() | set(HELD_OUT) | paper_held_out())
                     | {p for p in used if is_reserved(f"python:{p}")})
    if overlap:
        raise SystemExit(f"{path}: {', '.join(overlap)} are training data in {RECIPE.name}, held out for part (a) "
                         "or paper_table.py, or reserved")
    records = []
    for row in rows:
        repo = resolve_repo(f"python:{row['package']}")
        if not (repo / row["target"]).is_file():
            raise SystemExit(f"{path}: {row['target']} is not a file of {row['package']} ({repo})")
        records.append({"repo": str(repo), "question": row["question"], "targets": [row["target"]],
                        "package": row["package"]})
    return records


def issue_records(path: Path) -> list[dict]:
    """Part (d): the rows of ``benchmarks/issue_reports.py`` (issue text -> the files its fix
    changed, each instance's tree exported at its base commit); reserved repositories refused."""
    from issue_reports import refuse_reserved

    records = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        refuse_reserved(row["repo"])
        if not all((Path(row["tree"]) / t).is_file() for t in row["targets"]):
            raise SystemExit(f"{path}:{n}: a target of {row['instance_id']} is not a file of {row['tree']}")
        records.append({"repo": row["tree"], "question": row["question"], "targets": row["targets"],
                        "package": row["repo"], "instance_id": row["instance_id"]})
    return records


def source_answer(agent: str, root: str, question: str, top: int = 5):
    """The comparators of :data:`SOURCE_AGENTS`: a ranking of source files only."""
    from types import SimpleNamespace

    from reflect_cli.search.bm25 import BM25Index
    from reflect_cli.search.fileview.view import FileView
    from reflect_cli.search.ranker import ranker_for
    from reflect_cli.search.roles import secondary_file
    from reflect_cli.search.terms import terms

    start = time.perf_counter()
    ranker = ranker_for(FileView(root))
    source = [r for r in ranker.files if not secondary_file(r) and not r.lower().endswith(_PROSE)
              and "/" in r]
    if agent == "rank-src":
        scores = ranker.scores(question)
        ranked = ranker.rank({r: scores[r] for r in source if r in scores})
    else:
        from reflect_cli.search.walk import read_texts

        key = (root, "bm25-src")
        if key not in _SOURCE_INDEX:
            _SOURCE_INDEX.clear()
            _SOURCE_INDEX[key] = BM25Index(read_texts(ranker.view, source), keep_documents=False)
        ranked = ranker.rank(_SOURCE_INDEX[key].scores(terms(question)))
    files = [{"path": r, "score": s} for r, s in ranked[:top]]
    return SimpleNamespace(files=files, found=bool(files), steps=[], ended="ranking",
                           seconds=time.perf_counter() - start, confidence={})


_SOURCE_INDEX: dict = {}


def package_versions(names: list[str]) -> dict[str, str | None]:
    """Installed version of each package (the hand-written targets are files of that version)."""
    from importlib.metadata import PackageNotFoundError, packages_distributions, version

    dists = packages_distributions()
    out: dict[str, str | None] = {}
    for name in names:
        try:
            out[name] = version((dists.get(name) or [name])[0])
        except PackageNotFoundError:
            out[name] = None
    return out


def explore_rows(agents: list[str], records: list[dict], *, reflect: bool, max_steps: int, seed: int,
                 top: int = 5) -> list[dict]:
    """Each agent answers every question through ``reflect explore``'s code path; question by
    question, so the agents share one index of each tree (``ranker_for``'s cache)."""
    import statistics

    from reflect_cli.agent.players import load_players, resolve_players
    from reflect_cli.explore.answer import bm25_answer
    from reflect_cli.search.questions import parse_question

    loaded: dict[str, tuple] = {}
    explorers: dict[str, object] = {}
    for agent in agents:
        prior = agent.startswith("prior:")
        ref = agent.removeprefix("prior:")
        explorers[agent] = None
        if ref != "bm25" and ref not in SOURCE_AGENTS:
            from reflect_cli.explore.explorer import Explorer

            if ref not in loaded:
                refs = resolve_players(None if ref == "shipped" else ref)
                if not reflect:
                    refs.reflector = None
                players = load_players(refs)
                loaded[ref] = (players.policy, players.reflector)
            lm, reflector_lm = loaded[ref]
            explorers[agent] = Explorer(lm, reflect=reflect, reflector_lm=reflector_lm, lexical_prior=prior, top=top)
    tally = {a: {"at1": 0, "at5": 0, "ident": 0, "seconds": [], "steps": [], "detail": []} for a in agents}
    for i, record in enumerate(records):
        for agent in agents:
            ref, explorer, t = agent.removeprefix("prior:"), explorers[agent], tally[agent]
            if ref in SOURCE_AGENTS:
                result = source_answer(ref, record["repo"], record["question"], top=top)
            elif explorer is None:
                result = bm25_answer(record["repo"], parse_question(record["question"]), top=top)
            else:
                result = explorer.run(record["repo"], parse_question(record["question"]), max_steps=max_steps, seed=seed, top=top)
            paths = [f["path"] for f in result.files]
            targets = set(record["targets"])
            t["at1"] += bool(paths[:1]) and paths[0] in targets
            t["at5"] += any(p in targets for p in paths[:5])
            t["ident"] += result.found and paths[0] in targets
            t["seconds"].append(result.seconds)
            t["steps"].append(len(result.steps))
            rank = next((r for r, p in enumerate(paths, start=1) if p in targets), None)
            t["detail"].append({"question": record["question"][:200], "targets": record["targets"], "rank": rank,
                                "files": [[f["path"], f["score"]] for f in result.files],
                                "confidence": getattr(result, "confidence", {})})
            print(f"  {agent:14} {i + 1:3}/{len(records)} target rank {rank or '-':>2}  {result.seconds:6.1f} s  "
                  f"{result.ended:10} {paths[:1]} <- {record['targets']}", flush=True)
    rows = []
    n = max(len(records), 1)
    for agent in agents:
        t = tally[agent]
        rows.append({"agent": agent, "acc1": t["at1"] / n, "acc5": t["at5"] / n, "id_acc": t["ident"] / n,
                     "n": len(records), "median_s": statistics.median(t["seconds"]) if t["seconds"] else None,
                     "mean_steps": sum(t["steps"]) / n, "questions": t["detail"]})
    return rows


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--packages", nargs="+", default=list(HELD_OUT), help="held-out installed packages")
    ap.add_argument("--per-repo", type=int, default=10, help="tasks per package (one per file at most)")
    ap.add_argument("--agents", nargs="+", default=["shipped", "base", "bm25"])
    ap.add_argument("--no-reflect", action="store_true", help="model agents without reflections")
    ap.add_argument("--max-steps", type=int, default=15)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--via", choices=("eval", "explore"), default="eval",
                    help="eval: reflect eval's agents (Acc@1); explore: reflect explore's ranked answer (Acc@1, Acc@5)")
    ap.add_argument("--parts", nargs="+", choices=sorted(PARTS), default=["a"],
                    help="a: teacher questions on --packages; b: history questions of --history-repos; "
                         "c: the hand-written questions of --dev-questions")
    ap.add_argument("--history-repos", nargs="+", type=Path, default=[], metavar="PATH",
                    help="part (b): held-out git repositories (work trees or bare git directories)")
    ap.add_argument("--history-per-repo", type=int, default=30, help="part (b): the newest questions per repository")
    ap.add_argument("--dev-questions", type=Path, default=DEV_QUESTIONS, help="part (c): the hand-written questions")
    ap.add_argument("--issue-reports", type=Path, default=None, metavar="FILE",
                    help="part (d): the JSONL of benchmarks/issue_reports.py")
    ap.add_argument("--limit", type=int, default=None, help="at most this many questions per part")
    args = ap.parse_args(argv)
    if "b" in args.parts and not args.history_repos:
        ap.error("part b needs --history-repos PATH [PATH ...]")
    if args.parts != ["a"]:
        return parts_main(args)

    overlap = sorted(set(args.packages) & recipe_packages())
    if overlap:
        ap.error(f"not held out: {', '.join(overlap)} are training data in {RECIPE.name}")
    import torch

    torch.set_num_threads(args.threads)
    from reflect_cli.agent.players import load_agent_players
    from reflect_cli.envs.autoexplore.tasks import load_explore_tasks
    from reflect_cli.evaluation import evaluate

    t0 = time.perf_counter()
    records = build_tasks(args.packages, args.per_repo, args.seed)
    build_s = time.perf_counter() - t0
    if args.via == "explore":
        return explore_main(args, records, build_s)
    with tempfile.TemporaryDirectory(prefix="bench-explorer-") as tmp:
        path = Path(tmp) / "tasks.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
        tasks = load_explore_tasks(path)

    def load(ref: str):
        played = load_agent_players(ref)
        print(f"  {ref}: policy {played.policy.name}, reflector {played.reflector.name}")
        return played

    doc = evaluate("autoexplore", args.agents, tasks=tasks, each_task=True, reflect=not args.no_reflect,
                   max_steps=args.max_steps, load_model=load, seeds=(args.seed,))
    rows = []
    for r in doc["results"]:
        rows.append({"agent": r["agent"], "acc1": r["success_rate"], "ci95": r["ci95"], "n": r["episodes"],
                     "median_s": r.get("median_seconds"), "mean_steps": r["mean_steps"]})
    out = {"benchmark": "explorer", "machine": machine(), "threads": args.threads, "packages": args.packages,
           "tasks": len(tasks), "ambiguity": "facts", "reflect": not args.no_reflect, "max_steps": args.max_steps,
           "task_build_s": round(build_s, 1), "results": rows}
    print(f"\n{len(tasks)} held-out questions from {', '.join(args.packages)} (facts filter), "
          f"threads {args.threads}, {'no reflection' if args.no_reflect else 'with reflection'}")
    print(f"{'agent':28} {'Acc@1':>7} {'95% CI':>15} {'median s':>9} {'steps':>6}")
    for row in rows:
        lo, hi = row["ci95"]
        med = "-" if row["median_s"] is None else f"{row['median_s']:.2f}"
        print(f"{row['agent']:28} {row['acc1']:7.1%} {f'[{lo:.1%}-{hi:.1%}]':>15} {med:>9} {row['mean_steps']:6.1f}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n")
    return out


def explore_main(args: argparse.Namespace, records: list[dict], build_s: float) -> dict:
    load = [f"{x:.2f}" for x in os.getloadavg()]
    rows = explore_rows(args.agents, records, reflect=not args.no_reflect, max_steps=args.max_steps, seed=args.seed)
    out = {"benchmark": "explorer", "via": "explore", "machine": machine(), "threads": args.threads,
           "packages": args.packages, "tasks": len(records), "ambiguity": "facts", "reflect": not args.no_reflect,
           "max_steps": args.max_steps, "task_build_s": round(build_s, 1), "load_start": load,
           "load_end": [f"{x:.2f}" for x in os.getloadavg()], "results": rows}
    print(f"\n{len(records)} held-out questions from {', '.join(args.packages)} (facts filter), "
          f"threads {args.threads}, {'no reflection' if args.no_reflect else 'with reflection'}, "
          f"max {args.max_steps} steps, load {load} -> {out['load_end']}")
    print(f"{'agent':16} {'Acc@1':>7} {'Acc@5':>7} {'id-acc':>7} {'median s':>9} {'steps':>6}")
    for row in rows:
        med = "-" if row["median_s"] is None else f"{row['median_s']:.2f}"
        print(f"{row['agent']:16} {row['acc1']:7.0%} {row['acc5']:7.0%} {row['id_acc']:7.0%} {med:>9} {row['mean_steps']:6.1f}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n")
    return out


def parts_main(args: argparse.Namespace) -> dict:
    """Parts (a) (via explore), (b) and (c): one table and one JSON document for all of them."""
    if any(a.removeprefix("prior:") not in ("bm25", *SOURCE_AGENTS) for a in args.agents):
        import torch  # model agents only: BM25 needs no torch

        torch.set_num_threads(args.threads)
    overlap = sorted(set(args.packages) & recipe_packages())
    if "a" in args.parts and overlap:
        raise SystemExit(f"not held out: {', '.join(overlap)} are training data in {RECIPE.name}")
    load = [f"{x:.2f}" for x in os.getloadavg()]
    out: dict = {"benchmark": "explorer", "via": "explore", "machine": machine(), "threads": args.threads,
                 "reflect": not args.no_reflect, "max_steps": args.max_steps, "load_start": load, "parts": {}}
    for part in sorted(args.parts):
        t0 = time.perf_counter()
        if part == "a":
            records, source = build_tasks(args.packages, args.per_repo, args.seed), {"packages": args.packages}
        elif part == "b":
            trained = sorted(str(p) for p in args.history_repos if p.expanduser().resolve() in recipe_paths(RECIPE))
            if trained:
                raise SystemExit(f"not held out: {', '.join(trained)} are training data in {RECIPE.name}")
            records = history_records(args.history_repos, args.history_per_repo)
            source = {"repositories": [str(p) for p in args.history_repos], "per_repo": args.history_per_repo}
        elif part == "c":
            records, source = dev_records(args.dev_questions), {"file": str(args.dev_questions)}
            source["packages"] = package_versions(sorted({r["package"] for r in records}))
        else:
            if args.issue_reports is None:
                raise SystemExit("part d needs --issue-reports FILE (made by benchmarks/issue_reports.py)")
            records = issue_records(args.issue_reports)
            source = {"file": str(args.issue_reports), "repositories": sorted({r["package"] for r in records})}
        records = records[: args.limit] if args.limit else records
        build_s = time.perf_counter() - t0
        print(f"\n({part}) {PARTS[part]}: {len(records)} questions", flush=True)
        rows = explore_rows(args.agents, records, reflect=not args.no_reflect, max_steps=args.max_steps,
                            seed=args.seed)
        out["parts"][part] = {"what": PARTS[part], **source, "tasks": len(records),
                              "task_build_s": round(build_s, 1), "results": rows}
    out["load_end"] = [f"{x:.2f}" for x in os.getloadavg()]
    print(f"\nthreads {args.threads}, {'no reflection' if args.no_reflect else 'with reflection'}, "
          f"max {args.max_steps} steps, load {load} -> {out['load_end']}")
    print(f"{'part':5} {'agent':16} {'n':>4} {'Acc@1':>7} {'Acc@5':>7} {'median s':>9}")
    for part, doc in out["parts"].items():
        for row in doc["results"]:
            med = "-" if row["median_s"] is None else f"{row['median_s']:.2f}"
            print(f"({part})   {row['agent']:16} {row['n']:4} {row['acc1']:7.1%} {row['acc5']:7.1%} {med:>9}")
    path = args.json or RESULTS / f"explorer_parts_{''.join(sorted(args.parts))}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(out, indent=1) + "\n")
    print(f"wrote {path}")
    return out


if __name__ == "__main__":
    main()
