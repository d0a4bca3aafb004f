"""What a question to ``reflect explore`` is made of: its shape and the code it names.

People bring four shapes: a short question ("where are settings loaded?"), a pasted issue report
(a title, a body, code, maybe a traceback), a traceback alone, and a bare symbol name
(``parse_config``, ``app.cli.main``). Besides its words, a question may *name* code: the paths and
functions of traceback frames, dotted module names, and names written in backticks or code
blocks. Those are strong evidence of where to look (:class:`~reflect_cli.search.ranker.RepoRanker`
boosts the files they point at); the words of the prose are weak evidence.

Every pattern here is linear in the text: a pasted 1 MB log parses in well under a second. A
pattern that starts with an identifier starts only where a run of identifier characters does
(``_RUN``; from its first letter on, after leading digits, as the leftmost match did) and never
backtracks into the run (possessive ``*+``): else a 60 kB base64 token costs a quadratic 68 s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SHORT_WORDS = 40  # more words than this (or several lines of text) is a pasted report
_IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
_FRAME = re.compile(r'File "([^"\n]{1,400})", line (\d+)(?:, in (' + _IDENT + r"))?")
# IPython's frames, at a line's start: "~/venv/.../pkg/mod.py in func(args)" (older) and
# "File ~/venv/.../pkg/mod.py:42, in Class.func(args)" (newer); the path is a run without spaces.
_IPYTHON_FRAME = re.compile(r"^[^\S\n]*+(?:File[^\S\n]++)?([^\s\"]{1,400}?\.py)(?::\d++,)?[^\S\n]++in[^\S\n]++("
                            + _IDENT + r"(?:\.(?:<locals>|" + _IDENT + r"))*+)\(", re.MULTILINE)
_PATH = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w.-]+\.(?:py|pyx|pyi|c|h|cpp|js|ts|go|rs|java|rb|toml|cfg))\b")
_BACKTICK = re.compile(r"`([^`\n]{1,200})`")
_FENCE = re.compile(r"^\s*```")
_RUN = r"(?<![A-Za-z0-9_])[0-9]*+"  # the start of a run of identifier characters, past its digits
_IDENT_RUN = r"[A-Za-z_][A-Za-z0-9_]*+"
_DOTTED = re.compile(_RUN + r"(" + _IDENT_RUN + r"(?:\." + _IDENT_RUN + r")+)")
_CALL = re.compile(_RUN + r"(" + _IDENT_RUN + r")\s*+\(")
_NAME = re.compile(_IDENT)
_SYMBOL_ONLY = re.compile(r"^\s*+" + _IDENT_RUN + r"(?:\." + _IDENT_RUN + r")*(?:\(\))?\s*$")
_WORDS = re.compile(r"[A-Za-z]+")
# Words that ask for a test, doc, example or change log. Not "changes", "release" or "history": in
# a question they are mostly about code ("where does it release the lock?").
ROLE_WORDS = frozenset(["test", "tests", "testing", "tested", "fixture", "fixtures", "doc", "docs", "documentation",
                        "documented", "example", "examples", "changelog", "benchmark", "benchmarks"])
# How a sentence asks for something: a role word counts only in such a sentence of a long text.
# A question about where the program starts: the packaging metadata declares it.
_ENTRY = re.compile(r"\bentry[ _-]?points?\b|\bconsole[ _-]scripts?\b|\bcommand[ -]line\b.{0,40}\b(?:start|main|launch)",
                    re.IGNORECASE)
_ASKING = re.compile(r"^\s*(which|where|what|find|show|is there|are there|list)\b", re.IGNORECASE)


_TRACE_HEAD = re.compile(r"^\s*(?:Traceback \(most recent call last\)|During handling of the above exception"
                         r"|The above exception was the direct cause)")


def _prose_words(lines: list[str]) -> int:
    """The words of ``lines`` outside any traceback: its header, its frames, the code lines
    indented under them and the exception line that ends it are the traceback's, not prose."""
    count, inside = 0, False
    for line in lines:
        if _TRACE_HEAD.match(line) or _FRAME.search(line):
            inside = True
            continue
        if inside and line[:1].isspace() and line.strip():
            continue
        if inside and line.strip():  # the exception and its message end the traceback
            inside = False
            continue
        count += len(_WORDS.findall(line))
    return count


def _looks_like_code(name: str) -> bool:
    """An identifier a person would only write when naming code: snake_case, CamelCase (a
    capital after the first letter), or dunder; not an English word."""
    return "_" in name.strip("_") or name.startswith("__") or any(c.isupper() for c in name[1:])


# A question that asks where something is, not a description of a change.
_ASKS_WHERE = re.compile(r"^\s*(where|which|what|in what|how)\b|\?\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Question:
    """A parsed question: ``shape`` is ``symbol``, ``short``, ``report`` or ``traceback``;
    ``asks_role`` says it asks for a test, doc, example or change log; ``paths``, ``modules``
    and ``symbols`` are the code it names (frames and paths last-frame-first); ``frames`` the
    traceback frames alone, each a (path, function), innermost (the frame that raised) first."""

    text: str
    shape: str
    asks_role: bool
    paths: tuple[str, ...]
    modules: tuple[str, ...]
    symbols: tuple[str, ...]
    asks_entry_point: bool = False
    frames: tuple[tuple[str, str], ...] = ()  # its traceback frames' (path, function), the one that raised first

    @property
    def describes_change(self) -> bool:
        """Whether the question describes a change (a commit message, a pasted report) rather than
        asking where something is, naming a bare symbol or pasting a traceback (its frames name the
        files): the text the re-ranking and an adapted history prior are fitted and measured on."""
        return self.shape in ("short", "report") and not _ASKS_WHERE.search(self.text)

    @property
    def commit_like(self) -> bool:
        """Whether it describes a change the way a commit message does (one short text), not a
        pasted report: the text the re-ranking (:mod:`~reflect_cli.search.rerank`) orders."""
        return self.describes_change and self.shape == "short"


def traceback_frames(text: str) -> list[tuple[str, str]]:
    """The (path, function) of each traceback frame in ``text``, Python's and IPython's, in the
    order written: outermost call first, the frame that raised last (function "" when unnamed)."""
    found = [(m.start(), m.group(1), m.group(3) or "") for m in _FRAME.finditer(text)]
    found += [(m.start(), m.group(1), m.group(2).rsplit(".", 1)[-1]) for m in _IPYTHON_FRAME.finditer(text)]
    return [(path, "" if func == "<module>" else func) for _, path, func in sorted(found)]


def parse_question(text: str) -> Question:
    lines = text.splitlines()
    words = _WORDS.findall(text)
    frames = _FRAME.findall(text)
    stack = traceback_frames(text)
    paths: list[str] = [path for path, _ in reversed(stack)]
    symbols: list[str] = [func for _, func in reversed(stack) if func]
    paths.extend(p for p in _PATH.findall(text) if p not in paths)
    code: list[str] = [m for m in _BACKTICK.findall(text)]
    fenced = False
    for line in lines:
        if _FENCE.match(line):
            fenced = not fenced
            continue
        stripped = line.strip()
        if fenced or stripped.startswith((">>>", "...")) or (line.startswith("    ") and not frames):
            code.append(stripped.removeprefix(">>>").removeprefix("..."))
    modules: list[str] = []
    for snippet in code:
        for dotted in _DOTTED.findall(snippet):
            modules.append(dotted)
            symbols.append(dotted.rsplit(".", 1)[1])
        symbols.extend(_CALL.findall(snippet))
        symbols.extend(n for n in _NAME.findall(snippet) if _looks_like_code(n))
    for dotted in _DOTTED.findall(text):  # prose: ``sympy.printing.latex`` named in passing
        if dotted.count(".") >= 2 or _looks_like_code(dotted.rsplit(".", 1)[1]):
            modules.append(dotted)
            symbols.append(dotted.rsplit(".", 1)[1])
    symbols.extend(n for n in _NAME.findall(text) if _looks_like_code(n) and len(n) > 3)
    if _SYMBOL_ONLY.match(text):
        shape = "symbol"
        name = text.strip().removesuffix("()")
        symbols.insert(0, name.rsplit(".", 1)[-1])
        if "." in name:
            modules.insert(0, name)
    elif frames and _prose_words(lines) < SHORT_WORDS:
        shape = "traceback"
    elif len(words) > SHORT_WORDS or sum(1 for line in lines if line.strip()) > 2:
        shape = "report"
    else:
        shape = "short"
    if shape in ("short", "symbol"):
        asks_role = any(w.lower() in ROLE_WORDS for w in words)
    else:  # a long text asks for a test or a doc only in a sentence that asks
        sentences = re.split(r"[.?!\n]", text)
        asks_role = any(_ASKING.match(s) and any(w.lower() in ROLE_WORDS for w in _WORDS.findall(s))
                        for s in sentences)
    return Question(text=text, shape=shape, asks_role=asks_role, paths=tuple(dict.fromkeys(paths)),
                    frames=tuple(reversed(stack)),
                    modules=tuple(dict.fromkeys(modules)), symbols=tuple(dict.fromkeys(symbols)),
                    asks_entry_point=shape == "short" and bool(_ENTRY.search(text)))


_SCRIPT = re.compile(r"^[^\S\n]*+[\w.-]++\s*+=\s*+[\"']?+(" + _IDENT_RUN + r"(?:\." + _IDENT_RUN + r")*)\s*+:\s*+"
                     + _IDENT_RUN, re.MULTILINE)
_SECTION = re.compile(r"^[^\S\n]*+\[([^\]\n]+)\]", re.MULTILINE)


def declared_scripts(text: str) -> list[str]:
    """The modules that a pyproject.toml's ``[project.scripts]`` (or a setup.cfg's
    ``console_scripts``) points its commands at: ``reflect = "reflect_cli.cli:main"`` ->
    ``reflect_cli.cli``."""
    out: list[str] = []
    marks = [(m.start(), m.group(1).strip()) for m in _SECTION.finditer(text)] + [(len(text), "")]
    for (start, name), (end, _) in zip(marks, marks[1:], strict=False):  # each section ends where the next begins
        if name in ("project.scripts", "project.gui-scripts", "tool.poetry.scripts", "options.entry_points"):
            out.extend(m.group(1) for m in _SCRIPT.finditer(text, start, end))
    return out


def suffix_table(files: list[str]) -> dict[str, list[str]]:
    """Every trailing run of each file's path parts -> the files ending so (``a/b/c.py``: ``c.py``,
    ``b/c.py``, ``a/b/c.py``): a named path or module is then one lookup, whatever the tree's size."""
    table: dict[str, list[str]] = {}
    for rel in files:
        parts = rel.split("/")
        for start in range(len(parts)):
            table.setdefault("/".join(parts[start:]), []).append(rel)
    return table


def path_matches(named: str, table: dict[str, list[str]]) -> list[str]:
    """Files of the tree (``table``: :func:`suffix_table`) that a named path points at: the longest
    trailing run of its parts that ends a tree path (``/home/u/.venv/.../pkg/mod.py`` ->
    ``pkg/mod.py`` or ``src/pkg/mod.py``), at least two parts unless the name is a bare file name."""
    parts = [p for p in named.replace("\\", "/").split("/") if p not in ("", ".", "..")]
    for start in range(len(parts)):
        if len(parts) - start < 2 and len(parts) > 1:
            break
        hits = table.get("/".join(parts[start:]))
        if hits:
            return hits
    return []


def module_files(dotted: str, table: dict[str, list[str]]) -> list[str]:
    """Files a dotted name may be: ``a.b.c`` -> ``a/b/c.py`` or ``a/b/c/__init__.py``, else (``c``
    an attribute) ``a/b.py``..., each possibly under a source folder (``src/a/b.py``)."""
    parts = dotted.split(".")
    for end in range(len(parts), 1, -1):
        stem = "/".join(parts[:end])
        hits = table.get(stem + ".py", []) + table.get(stem + "/__init__.py", [])
        if hits:
            return hits
    return []
