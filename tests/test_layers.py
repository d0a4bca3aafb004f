"""The package's layering, checked from the source (no module is imported).

Every module under ``src/reflect_cli`` is parsed with :mod:`ast`; every ``import`` and
``from ... import`` anywhere in it (module level and inside functions alike: a lazy import is
still a dependency) is resolved to the module it names. A module may import only from its own
layer or below, and no two modules may import each other, directly or round a longer loop.

Layers, lowest first::

    0  reflect_cli (the package __init__: only __version__), errors, paths, jsonl, runs, seeding, settings,
       threads, terminal
    1  search (the file view and walk, ignore rules, terms and BM25, the code index, the stored
       index, question parsing, the ranking)
    2  envs (environments only)
    3  lm (backends, loading, trained-run formats; never the players or the explore feature)
    4  agent (the players and the one loop), explore (the ``reflect explore`` feature), api (reflect
       as a library: ``from reflect_cli.api import explore``)
    5  datagen, mcp_server (``reflect mcp``: the API as tools for coding agents)
    6  train
    7  evaluation, adapt, pipeline, pipeline_config, export, plot
    8  cli, __main__ (``python -m reflect_cli`` is the command line)

A subpackage's ``__init__`` sits in its subpackage's layer. A module that is in no layer fails
the test, so a new top-level module has to be placed here on purpose.

Where shared pieces live (so that both sides can import them): the trained-artifact format
(``reflect.json``, base fingerprints, export sidecars) in ``lm/artifacts.py`` and the LoRA
adapters of trained runs in ``lm/adapters.py`` (training and inference both import them); the
OpenAI-compatible chat and the analyse-then-choose exchange in ``agent/chat.py`` (the ``openai:``
eval agent and the gen-data teacher); BM25 and the file walk in ``search/``; AutoExplore
task files in ``envs/autoexplore/tasks.py``; ``seed_everything`` in ``seeding.py``; gen-data as a
library in ``datagen/generate.py`` (the CLI and the pipeline call it); the pipeline's stage plan in
``pipeline_config.py`` (evaluation reads it).
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = "reflect_cli"
SRC = Path(__file__).resolve().parents[1] / "src" / PACKAGE

LAYERS: dict[str, int] = {
    "": 0,  # reflect_cli/__init__.py
    "errors": 0,
    "paths": 0,
    "jsonl": 0,
    "runs": 0,
    "seeding": 0,
    "settings": 0,
    "threads": 0,
    "terminal": 0,
    "search": 1,
    "envs": 2,
    "lm": 3,
    "agent": 4,
    "explore": 4,
    "api": 4,
    "mcp_server": 5,
    "datagen": 5,
    "train": 6,
    "evaluation": 7,
    "adapt": 7,
    "pipeline": 7,
    "pipeline_config": 7,
    "export": 7,
    "plot": 7,
    "cli": 8,
    "__main__": 8,
}


def module_name(path: Path, root: Path, package: str = PACKAGE) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([package, *parts])


def layer_of(module: str, package: str = PACKAGE) -> int | None:
    parts = module.split(".")
    top = parts[1] if len(parts) > 1 else ""
    return LAYERS.get(top)


def resolve(node: ast.ImportFrom | ast.Import, module: str, is_package: bool, known: set[str]) -> list[str]:
    """The package modules an import statement names (third-party imports are dropped)."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        if node.level:
            base = module.split(".")
            if not is_package:
                base = base[:-1]
            base = base[: len(base) - (node.level - 1)]
            source = ".".join(base + ([node.module] if node.module else []))
        else:
            source = node.module or ""
        names = []
        for alias in node.names:
            sub = f"{source}.{alias.name}"
            # ``from pkg import submodule`` depends on the submodule; ``from mod import name`` on mod.
            names.append(sub if sub in known else source)
    found = []
    for name in names:
        # ``import a.b.c`` where only ``a.b`` is a module (never happens here, but be exact).
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name and (name == PACKAGE or name.startswith(PACKAGE + ".")):
            found.append(name)
    return found


def import_graph(root: Path, package: str = PACKAGE) -> dict[str, set[str]]:
    files = sorted(root.rglob("*.py"))
    modules = {module_name(f, root, package): f for f in files}
    known = set(modules)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        is_package = path.name == "__init__.py"
        edges: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                edges.update(t for t in resolve(node, name, is_package, known) if t != name)
        graph[name] = edges
    return graph


def upward_imports(graph: dict[str, set[str]], package: str = PACKAGE) -> list[str]:
    problems = []
    for module, targets in sorted(graph.items()):
        own = layer_of(module, package)
        for target in sorted(targets):
            theirs = layer_of(target, package)
            if own is not None and theirs is not None and theirs > own:
                problems.append(f"{module} (layer {own}) imports {target} (layer {theirs})")
    return problems


def unplaced(graph: dict[str, set[str]], package: str = PACKAGE) -> list[str]:
    return sorted(m for m in graph if layer_of(m, package) is None)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One loop per strongly connected component of two or more modules (Tarjan), each written
    as a path that starts and ends at its smallest module name."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)

    loops = []
    for component in sorted(components):
        members = set(component)
        start = component[0]
        # Shortest path from start back to start inside the component (breadth first).
        parents: dict[str, str] = {}
        frontier = [start]
        found = None
        while frontier and found is None:
            nxt = []
            for v in frontier:
                for w in sorted(graph[v] & members):
                    if w == start:
                        found = v
                        break
                    if w not in parents:
                        parents[w] = v
                        nxt.append(w)
                if found is not None:
                    break
            frontier = nxt
        path = [start]
        v = found
        while v is not None and v != start:
            path.append(v)
            v = parents.get(v)
        loop = [start, *reversed(path[1:]), start]
        loops.append(loop)
    return loops


def report(graph: dict[str, set[str]], package: str = PACKAGE) -> str:
    lines = []
    for m in unplaced(graph, package):
        lines.append(f"not in any layer: {m} (add it to LAYERS in tests/test_layers.py)")
    lines += [f"upward import: {p}" for p in upward_imports(graph, package)]
    lines += ["import cycle: " + " -> ".join(loop) for loop in cycles(graph)]
    return "\n".join(lines)


def test_package_has_no_upward_imports_and_no_cycles():
    graph = import_graph(SRC)
    assert len(graph) > 40  # the walk found the package
    problems = report(graph)
    assert not problems, "layering broken:\n" + problems


def test_checker_finds_lazy_upward_imports_and_cycles(tmp_path):
    """The checker itself: a function-level upward import, a relative import and a cycle between
    two modules of the same layer are all reported; a downward import is not."""
    root = tmp_path / PACKAGE
    (root / "agent").mkdir(parents=True)
    (root / "train").mkdir()
    (root / "__init__.py").write_text("")
    (root / "errors.py").write_text("")
    (root / "agent" / "__init__.py").write_text("")
    (root / "train" / "__init__.py").write_text("")
    (root / "agent" / "model.py").write_text(
        "from reflect_cli.errors import x\n"
        "def f():\n    from reflect_cli.train.models import read_info\n"
    )
    (root / "agent" / "a.py").write_text("from . import b\n")
    (root / "agent" / "b.py").write_text("import reflect_cli.agent.a\n")
    (root / "train" / "models.py").write_text("from reflect_cli.agent import model\nimport torch\n")
    (root / "mystery.py").write_text("")
    graph = import_graph(root)
    assert graph["reflect_cli.agent.a"] == {"reflect_cli.agent.b"}
    assert graph["reflect_cli.train.models"] == {"reflect_cli.agent.model"}
    assert upward_imports(graph) == [
        "reflect_cli.agent.model (layer 4) imports reflect_cli.train.models (layer 6)"
    ]
    assert cycles(graph) == [
        ["reflect_cli.agent.a", "reflect_cli.agent.b", "reflect_cli.agent.a"],
        ["reflect_cli.agent.model", "reflect_cli.train.models", "reflect_cli.agent.model"],
    ]
    assert unplaced(graph) == ["reflect_cli.mystery"]


def test_cli_help_imports_no_torch():
    """``reflect --help`` stays light: importing the command line pulls in neither torch nor
    transformers (checked in a fresh interpreter)."""
    import subprocess
    import sys

    code = (
        "import sys, reflect_cli.cli\n"
        "heavy = sorted(m for m in ('torch', 'transformers', 'peft') if m in sys.modules)\n"
        "print(','.join(heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"importing reflect_cli.cli imported {out.stdout.strip()}"


def test_no_package_outgrows_one_concept():
    """A package of more than ~20 modules holds several concepts: split it by concept instead."""
    sizes = {d.relative_to(SRC).as_posix() or ".": len(list(d.glob("*.py")))
             for d in [SRC, *SRC.rglob("*")] if d.is_dir() and d.name != "__pycache__"}
    assert {name: n for name, n in sizes.items() if n > 20} == {}


def test_source_cites_no_issue_numbers():
    """Histories and issue numbers belong in commit messages and benchmarks/HISTORY.md; a comment
    says why in a line (the commit-message cleaner's patterns are data, not citations)."""
    import re

    cite = re.compile(r"\b[Ii]ssue #?\d+|\(#\d+\)|\bissues? #\d+")
    found = [f"{p.relative_to(SRC)}:{i}" for p in sorted(SRC.rglob("*.py")) if p.name != "history_text.py"
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if cite.search(line)]
    assert found == []


# Data, not citations: commit messages with pull-request numbers, which the history questions strip.
CITATIONS_AS_DATA = ("test_history_questions.py",)


def test_tests_cite_no_issue_numbers():
    """A test file is named, and a test line speaks, by the behaviour it checks, not by the issue
    that asked for it (the issue's history goes in commit messages)."""
    import re
    from fnmatch import fnmatch

    cite = re.compile(r"\b[Ii]ssue #?\d+|\(#\d+\)|\bissues? #\d+")
    tests = Path(__file__).resolve().parent
    skipped = CITATIONS_AS_DATA
    files = [p for p in sorted(tests.rglob("*.py")) if not any(fnmatch(p.name, pattern) for pattern in skipped)]
    named = [p.name for p in files if re.search(r"issue_?\d|_fixes\b|round\d", p.stem)]
    found = [f"{p.relative_to(tests)}:{i}" for p in files
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if cite.search(line)]
    assert (named, found) == ([], [])




def test_long_functions_say_why():
    """A function reads top to bottom in one screen: over 80 lines it names its steps as
    functions, or says why not in a comment (``# long: ...``) on the lines before it; at most
    three such in the package."""
    long_ones, unexplained = [], []
    for path in sorted(SRC.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > 80:
                name = f"{path.relative_to(SRC).as_posix()}:{node.name}"
                long_ones.append(name)
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                if not any("# long:" in line for line in lines[max(0, first - 3):first]):
                    unexplained.append(name)
    assert unexplained == [] and len(long_ones) <= 3, long_ones
