"""``reflect mcp``: reflect's answers as tools for coding agents, over MCP's stdio transport.

Three tools, each a thin layer over the library: ``explore`` (:func:`reflect_cli.api.explore`,
the document ``reflect explore --json`` prints), ``find_definition`` (the code index's definers
of a name, with each definition's lines) and ``related`` (what a location is tied to by imports,
calls and shared names). The server answers only inside the roots it was started with; what it
refuses is a tool error with one clear sentence, never a traceback. Every string that reaches
the client has its control characters removed (the explored tree is hostile input). The tool
functions are plain functions of :class:`Tools`; :func:`serve` needs the ``mcp`` extra.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reflect_cli.api import explore
from reflect_cli.errors import MissingExtraError, ReflectError
from reflect_cli.explore.excerpt import definitions
from reflect_cli.search.fileview.budget import WorkBudget, budget_scope
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.questions import module_files, suffix_table
from reflect_cli.search.ranker import MAX_MEMBER_DEFINERS, RepoRanker, ranker_for
from reflect_cli.search.tree_index import IndexOptions, index_scope
from reflect_cli.search.walk import READ_BYTES

MAX_QUESTION_CHARS = 4000  # a question, a pasted traceback; a longer one is refused
MAX_NAME_CHARS = 200
MAX_RESULTS = 20
# C0 controls but tab and newline, DEL, C1, bidirectional marks, line separators, lone surrogates.
_CONTROL_RE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
                         "\u2066-\u2069\ud800-\udfff]")
_IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_CALL_RE = re.compile(r"(?<![\w.])([A-Za-z_][A-Za-z0-9_]*)\s*\(")
_METHOD_CALL_RE = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)\s*\(")
_IMPORT_RE = re.compile(r"^\s*(?:from\s+([\w.]+)\s+import\s+([\w\s,()*]+)|import\s+([\w.,\s]+))")
_KEYWORDS = frozenset(["if", "for", "while", "return", "print", "len", "range", "str", "int", "dict", "list", "set", "tuple", "super", "isinstance", "getattr", "setattr", "hasattr", "type", "open", "sorted", "min", "max", "sum", "any", "all"])


class ToolRefusal(Exception):
    """A request the server refuses (its message is what the client reads)."""


def scrub(value: Any) -> Any:
    """``value`` (JSON-like) with control characters removed from every string in it."""
    if isinstance(value, str):
        return _CONTROL_RE.sub("", value)
    if isinstance(value, dict):
        return {scrub(k): scrub(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [scrub(v) for v in value]
    return value


class Tools:
    """The server's tools, answering inside ``roots`` only (each call has its own budget; the
    rankers stay warm per tree in the process)."""

    def __init__(self, roots: Sequence[str | Path], *, budget: float = 3.0) -> None:
        self.roots = [Path(r).expanduser().resolve() for r in roots]
        self.budget = budget

    def tree(self, path: str) -> Path:
        """``path`` (absolute, or relative to the first root) as a folder inside a root."""
        if not isinstance(path, str) or not path.strip() or "\x00" in path:
            raise ToolRefusal("path must be a folder's path")
        given = Path(path).expanduser()
        full = (given if given.is_absolute() else self.roots[0] / given).resolve()
        if not any(full == root or root in full.parents for root in self.roots):
            raise ToolRefusal(f"{scrub(path)}: outside the folders this server may read "
                              f"({', '.join(str(r) for r in self.roots)}); start it with --root for more")
        if not full.exists():
            raise ToolRefusal(f"{scrub(path)}: no such folder")
        if not full.is_dir():
            raise ToolRefusal(f"{scrub(path)}: not a folder (pass the repository's folder)")
        return full

    def explore(self, path: str, question: str, top: int = 5, budget: float = 3.0) -> dict[str, Any]:
        """The files of ``path`` that answer ``question``: ``reflect explore --json``'s document."""
        root = self.tree(path)
        if not isinstance(question, str) or not question.strip():
            raise ToolRefusal("question is empty: ask in plain words, e.g. 'Where are the settings loaded?'")
        if len(question) > MAX_QUESTION_CHARS:
            raise ToolRefusal(f"question is {len(question):,} characters; at most {MAX_QUESTION_CHARS:,} are read")
        if not 1 <= top <= 100:
            raise ToolRefusal("top must be between 1 and 100")
        if not 0 < budget <= 600:
            raise ToolRefusal("budget must be between 0 and 600 seconds")
        try:
            return scrub(explore(root, question, top=top, budget=budget).to_json())
        except ReflectError as exc:
            raise ToolRefusal(exc.message + (f" ({exc.hint})" if exc.hint else "")) from None

    def _ranker(self, root: Path) -> tuple[FileView, RepoRanker]:
        from reflect_cli.explore.options import ExploreOptions
        from reflect_cli.explore.run import walk_seconds

        view = FileView(root)
        seconds = walk_seconds(root, ExploreOptions(budget=self.budget))  # a first index gets its time
        with budget_scope(WorkBudget(seconds=seconds)), index_scope(IndexOptions(mode="use")):
            return view, ranker_for(view, check=True)

    @staticmethod
    def _definitions(view: FileView, rel: str) -> tuple[str, list[tuple[str, int, int]]]:
        text = view.read_file(rel, max_bytes=READ_BYTES).text or ""
        low = rel.lower()
        return text, definitions(text, markdown=low.endswith((".md", ".markdown")),
                                 ini=low.endswith((".toml", ".cfg", ".ini")))

    def find_definition(self, path: str, name: str) -> dict[str, Any]:
        """Where ``name`` (``function``, ``Class``, ``Class.method``) is defined in ``path``."""
        root = self.tree(path)
        name = name.strip() if isinstance(name, str) else ""
        if not name or len(name) > MAX_NAME_CHARS or not all(_IDENT_RE.fullmatch(p) for p in name.split(".")):
            raise ToolRefusal("name must be an identifier or a dotted one (Class.method), at most 200 characters")
        view, ranker = self._ranker(root)
        last = name.rsplit(".", 1)[-1]
        found: list[dict[str, Any]] = []
        for rel in ranker.index.definers(last, MAX_MEMBER_DEFINERS):
            text, defs = self._definitions(view, rel)
            lines = text.splitlines()
            for qualified, start, end in defs:
                if qualified.rsplit(".", 1)[-1] == last:
                    found.append({"path": rel, "name": qualified, "start": start, "end": end,
                                  "line": lines[start - 1].strip()[:200] if start <= len(lines) else ""})
        # `Class.method` asked: its own definitions first, then the method's name in other classes.
        exact = [d for d in found if d["name"] == name or d["name"].endswith("." + name)]
        if "." in name and exact:
            found = exact
        found.sort(key=lambda d: (d["name"] != name, d["path"].count("/"), d["path"], d["start"]))
        return scrub({"name": name, "root": str(root), "definitions": found[:MAX_RESULTS],
                      "more": max(0, len(found) - MAX_RESULTS)})

    def related(self, path: str, file: str, line: int) -> dict[str, Any]:
        """Files and definitions tied to ``file``:``line`` by imports, calls and shared names."""
        root = self.tree(path)
        if not isinstance(file, str) or not file.strip() or "\x00" in file:
            raise ToolRefusal("file must be a path inside the folder")
        view, ranker = self._ranker(root)
        rel = file.strip().removeprefix("./")
        if rel not in ranker.order:
            raise ToolRefusal(f"{scrub(file)}: not a file reflect reads in {root} (hidden, ignored, binary or missing)")
        text, defs = self._definitions(view, rel)
        lines = text.splitlines()
        if not 1 <= line <= max(len(lines), 1):
            raise ToolRefusal(f"line must be between 1 and {max(len(lines), 1)}")
        inside = [d for d in defs if d[1] <= line <= d[2]]
        here = min(inside, key=lambda d: d[2] - d[1]) if inside else None
        body = lines[here[1] - 1:here[2]] if here else lines[max(0, line - 11):line + 10]
        groups: dict[str, list[dict[str, Any]]] = {"calls": [], "uses": [], "imports": []}
        seen: set[str] = {rel}

        def add(group: str, target: str, why: str, name: str | None = None) -> None:
            if target in seen or len(groups[group]) >= MAX_RESULTS:
                return
            seen.add(target)
            span = None
            if name:
                span = next(({"name": q, "start": s, "end": e} for q, s, e in self._definitions(view, target)[1]
                             if q == name or q.endswith("." + name)), None)
            groups[group].append({"path": target, "why": why, "definition": span})

        # What the location calls, then who uses the name defined there, then the file's imports:
        # the nearer the tie to the line, the earlier.
        code = "\n".join(body)
        # A plain call names its definer; a method call (`x.get(`) only when one or two files define it.
        for pattern, limit in ((_CALL_RE, 5), (_METHOD_CALL_RE, 2)):
            for called in dict.fromkeys(pattern.findall(code)):
                if called not in _KEYWORDS:
                    for target in ranker.index.definers(called, limit):
                        add("calls", target, f"defines {called}, called here", called)
        if here is not None:
            short = here[0].rsplit(".", 1)[-1]
            for target, _score in ranker.ranking(short)[:MAX_RESULTS]:
                target_text = view.read_file(target, max_bytes=READ_BYTES).text or ""
                if re.search(rf"\b{re.escape(short)}\b", target_text):
                    add("uses", target, f"uses {short}")
        table = suffix_table(ranker.files)
        for number, row in enumerate(lines, start=1):
            got = _IMPORT_RE.match(row)
            if not got:
                continue
            modules = [got.group(1)] if got.group(1) else [m.strip() for m in (got.group(3) or "").split(",")]
            for module in modules:
                for target in _module_files(module, table, rel):
                    add("imports", target, f"imported at line {number}: {module}")
        out = (groups["calls"] + groups["uses"] + groups["imports"])[:MAX_RESULTS]
        return scrub({"file": rel, "line": line, "root": str(root),
                      "definition": {"name": here[0], "start": here[1], "end": here[2]} if here else None,
                      "related": out})


def _module_files(dotted: str, table: dict[str, list[str]], importer: str) -> list[str]:
    """The files of the tree an import of ``dotted`` in ``importer`` names: a relative import from
    the importer's folder; an absolute one as the tree lays it out, or without its first parts when
    the tree is the package itself (``sympy.core`` in the sympy folder is ``core``)."""
    if dotted.startswith("."):
        level = len(dotted) - len(dotted.lstrip("."))
        folder = importer.split("/")[:-1]
        base = folder[: len(folder) - (level - 1)] if level - 1 <= len(folder) else []
        stem = "/".join(base + [p for p in dotted.lstrip(".").split(".") if p])
        return [f for f in (stem + ".py", stem + "/__init__.py") if f in table.get(f, [])]
    parts = dotted.split(".")
    for start in range(len(parts)):
        name = ".".join(parts[start:])
        hits = module_files(name, table) if "." in name else (
            table.get(name + ".py", []) + table.get(name + "/__init__.py", []))
        if hits:
            return hits
    return []


def serve(roots: Sequence[str | Path]) -> None:
    """Run the server on stdin/stdout until the client closes it (needs the ``mcp`` extra)."""
    try:
        from mcp.server.mcpserver import MCPServer
        from mcp.server.mcpserver.exceptions import ToolError
    except ImportError:
        raise MissingExtraError("mcp", "mcp", "The MCP server (reflect mcp)") from None
    tools = Tools(roots)
    server = MCPServer("reflect", instructions=(
        "Local code search over the repositories this server was started with. Ask `explore` where "
        "something is before grepping and reading files; `find_definition` for a symbol; `related` for what "
        "a location is tied to."))

    def refused(call: Any) -> Any:
        try:
            return call()
        except ToolRefusal as exc:
            raise ToolError(str(exc)) from None

    @server.tool()
    def explore(path: str, question: str, top: int = 5, budget: float = 3.0) -> dict[str, Any]:
        """The files of the repository at `path` that answer `question` (plain words, a symbol, a
        traceback), best first, each with its matching lines and best definition's line span, and
        how far to trust the first (`confidence`). The same document as `reflect explore --json`."""
        return refused(lambda: tools.explore(path, question, top, budget))  # type: ignore[no-any-return]

    @server.tool()
    def find_definition(path: str, name: str) -> dict[str, Any]:
        """Where `name` (a function, class, `Class.method`) is defined in the repository at `path`:
        each file with the definition's first and last line."""
        return refused(lambda: tools.find_definition(path, name))  # type: ignore[no-any-return]

    @server.tool()
    def related(path: str, file: str, line: int) -> dict[str, Any]:
        """Files and definitions tied to `file`:`line` (relative to the repository at `path`) by
        imports, the calls made there and the files that use the name defined there."""
        return refused(lambda: tools.related(path, file, line))  # type: ignore[no-any-return]

    server.run("stdio")
