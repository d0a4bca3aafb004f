"""Gather the rows :mod:`fit_confidence` fits on: for each question, the ranking's top five
(``reflect explore --model bm25``'s answer) and whether its first file is right.

Groups: ``c`` (benchmarks/dev_questions.jsonl), ``d:<repo>`` (issue reports made by
benchmarks/issue_reports.py), ``t:<repo>`` (the tracebacks of those reports, alone), ``h:<repo>``
(history questions of non-reserved git repositories), ``s:<tree>`` (bare symbols: names a tree's
source files define, ``Class.method`` for a method) and ``b:<repo>``, ``b:sym:<tree>`` (history
questions and symbols of the reserved ones: written for evaluation only, never fitted).

    python benchmarks/confidence_data.py --out rows.jsonl --issue-reports reports.jsonl \
        --history MIRROR.git ... --reserved-history requests.git flask.git \
        --symbols TREE ... --reserved-symbols REQUESTS_TREE FLASK_TREE

Resumable: questions already in ``--out`` are skipped.
"""

from __future__ import annotations

import argparse
import ast
import json
import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_explorer import dev_records, history_records, issue_records  # noqa: E402
from reflect_cli.datagen.reserved import is_reserved  # noqa: E402
from reflect_cli.explore.answer import ranked_files  # noqa: E402
from reflect_cli.search import ranker as ranking  # noqa: E402
from reflect_cli.search.fileview.view import FileView  # noqa: E402
from reflect_cli.search.questions import parse_question  # noqa: E402
from reflect_cli.search.ranker import ranker_for, searched_text  # noqa: E402
from reflect_cli.search.roles import secondary_file  # noqa: E402
from reflect_cli.search.terms import code_terms, query_terms  # noqa: E402


def repo_name(path: Path) -> str:
    """A mirror's name: ``/x/owner+name/repo`` -> ``owner+name``."""
    return path.parent.name if path.name in ("repo", ".git") else path.name.removesuffix(".git")


_DEFS = (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
# A traceback as pasted: from its header to the first line that names the exception.
_TRACEBACK = re.compile(r"Traceback \(most recent call last\):\n(?:.*\n)*?\w[\w.]*(?:Error|Exception|Warning|Exit|Interrupt)\b.*")


def _source_modules(tree: Path) -> list[tuple[str, ast.Module]]:
    """The tree's Python source files (not tests, docs or examples) that parse, each parsed once."""
    out = []
    for rel in ranker_for(FileView(tree)).files:
        if not rel.endswith(".py") or secondary_file(rel):
            continue
        try:
            out.append((rel, ast.parse((tree / rel).read_text(encoding="utf-8", errors="replace"))))
        except (SyntaxError, ValueError):
            continue
    return out


def source_definitions(tree: Path, modules: list[tuple[str, ast.Module]] | None = None) -> dict[str, set[str]]:
    """Every class and function the tree's Python source files define (not tests, docs or
    examples), at any depth, and every ``Class.method``: name -> the files defining it."""
    out: dict[str, set[str]] = {}
    for rel, module in _source_modules(tree) if modules is None else modules:
        for node in ast.walk(module):
            if isinstance(node, _DEFS):
                out.setdefault(node.name, set()).add(rel)
            if isinstance(node, ast.ClassDef):
                for sub in node.body:
                    if isinstance(sub, _DEFS):
                        out.setdefault(f"{node.name}.{sub.name}", set()).add(rel)
    return out


def symbol_records(tree: Path, group: str, n: int, seed: int = 0) -> list[dict]:
    """``n`` bare-symbol questions about ``tree`` (seeded): public classes and functions defined
    at a module's top level, and public ``Class.method``; right = any file defining it."""
    modules = _source_modules(tree)
    defined = source_definitions(tree, modules)
    asked: set[str] = set()
    for _, module in modules:
        for node in module.body:
            if isinstance(node, _DEFS) and not node.name.startswith("_"):
                asked.add(node.name)
                if isinstance(node, ast.ClassDef):
                    asked.update(f"{node.name}.{s.name}" for s in node.body
                                 if isinstance(s, _DEFS) and not s.name.startswith("_"))
    pool = sorted(asked)
    random.Random(seed).shuffle(pool)
    return [{"repo": str(tree), "question": name, "targets": sorted(defined[name]), "group": group} for name in pool[:n]]


def traceback_records(path: Path) -> list[dict]:
    """The tracebacks of the issue reports, alone (a report without one gives none)."""
    out = []
    for r in issue_records(path):
        found = _TRACEBACK.search(r["question"].replace("\r\n", "\n"))
        if found:
            out.append({**r, "question": found.group(0), "group": f"t:{r['package']}"})
    return out


def records(args: argparse.Namespace) -> list[dict]:
    out = [{**r, "group": "c"} for r in dev_records()]
    if args.issue_reports:
        out += [{**r, "group": f"d:{r['package']}"} for r in issue_records(args.issue_reports)]
        out += traceback_records(args.issue_reports)
    for tree in args.symbols:
        if is_reserved(tree):
            raise SystemExit(f"{tree} is reserved for evaluation: pass it as --reserved-symbols")
        out += symbol_records(tree, f"s:{tree.name}", args.per_tree)
    for tree in args.reserved_symbols:
        out += symbol_records(tree, f"b:sym:{tree.name}", args.per_tree, seed=1)
    for path in args.history:
        out += [{**r, "group": f"h:{repo_name(path)}"} for r in history_records([path], args.per_repo)]
    for path in args.reserved_history:
        out += [{**r, "group": f"b:{repo_name(path)}"} for r in history_records([path], args.per_repo)]
    return out


def cached_view(tree: str, cache: Path | None) -> FileView:
    """The view of ``tree``, its ranker loaded from ``cache/<tree name>.pkl`` when there is one
    (``(files, CodeIndex, _)``, as written by an earlier run): an exported tree never changes."""
    view = FileView(tree)
    pkl = cache / f"{Path(tree).name}.pkl" if cache else None
    if pkl is not None and pkl.is_file():
        import pickle

        with pkl.open("rb") as fh:
            files, index, *_ = pickle.load(fh)
        r = ranking.RepoRanker.__new__(ranking.RepoRanker)
        r.view, r.files, r.index, r.notes = view, files, index, ()
        r.order = {x: i for i, x in enumerate(files)}
        r._cache, r._answer_cache, r._suffixes, r._path_terms = {}, {}, None, None
        ranking._RANKERS[ranking._view_key(view)] = r
    return view


def extra_features(view: FileView, question: str, files: list[dict]) -> dict:
    """Candidate features that need the ranker or the files' text (answer.py's model does not use
    them; fit_confidence.py measures whether they would help): the evidence the question names
    for each listed file, the share of query terms each contains, whether the ranking before the
    role weights puts the same file first, and the number of query terms."""
    ranker = ranker_for(view)
    parsed = parse_question(question)
    wanted = query_terms(searched_text(parsed))
    evidence = ranker.evidence(parsed)
    raw = ranker.rank(ranker.scores(searched_text(parsed)))
    cover = [len(code_terms((view.read_file(f["path"]).text or "")[:32768]) & wanted) / max(len(wanted), 1)
             for f in files]
    return {"evidence": [evidence.get(f["path"], 0.0) for f in files], "cover": cover,
            "raw_top": raw[0][0] if raw else None, "query_terms": len(wanted)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--issue-reports", type=Path)
    ap.add_argument("--history", nargs="*", type=Path, default=[])
    ap.add_argument("--reserved-history", nargs="*", type=Path, default=[])
    ap.add_argument("--per-repo", type=int, default=60)
    ap.add_argument("--symbols", nargs="*", type=Path, default=[], help="trees to ask bare symbols of")
    ap.add_argument("--reserved-symbols", nargs="*", type=Path, default=[], help="the same, of reserved repositories")
    ap.add_argument("--per-tree", type=int, default=30, help="symbols asked of each tree")
    ap.add_argument("--index-cache", type=Path, help="pickled rankers of exported trees (optional, for speed)")
    args = ap.parse_args(argv)
    done = set()
    if args.out.exists():
        done = {(r["group"], r["question"]) for r in map(json.loads, args.out.read_text().splitlines())}
    with args.out.open("a") as fh:
        for rec in records(args):
            if (rec["group"], rec["question"]) in done:
                continue
            t = time.perf_counter()
            view = cached_view(rec["repo"], args.index_cache)
            files = ranked_files(view, parse_question(rec["question"]), top=5)
            row = {"group": rec["group"], "repo": rec["repo"], "question": rec["question"], "targets": rec["targets"],
                   "files": [{k: f[k] for k in ("path", "score", "definition")} for f in files],
                   "right": bool(files) and files[0]["path"] in rec["targets"],
                   "extra": extra_features(view, rec["question"], files),
                   "seconds": round(time.perf_counter() - t, 2)}
            fh.write(json.dumps(row) + "\n")
            fh.flush()


if __name__ == "__main__":
    main()
