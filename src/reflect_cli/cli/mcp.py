"""``reflect mcp``: serve explore, find_definition and related to coding agents over MCP (stdio)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from reflect_cli.cli.common import handle_errors
from reflect_cli.errors import UsageError

EPILOG = (
    "Examples:  reflect mcp  (answers inside the current folder)  ·  "
    "reflect mcp --root ~/src/project --root ~/src/lib  ·  "
    "claude mcp add reflect -- reflect mcp --root ~/src/project  ·  setup for Cursor, Codex, OpenCode: docs/api.md"
)


@handle_errors
def mcp_cmd(
    root: Annotated[list[Path] | None, typer.Option("--root", metavar="DIR", help="A folder the server may answer about (repeatable). Default: the current folder.", show_default=False)] = None,
) -> None:
    """Serve reflect's tools to a coding agent over MCP on stdin/stdout.

    Tools: explore(path, question, top, budget) — the document `reflect explore --json` prints;
    find_definition(path, name) — where a symbol is defined; related(path, file, line) — files and
    definitions tied to a location by imports, calls and shared names. Paths outside the roots are
    refused. Needs the extra: pip install "reflect-cli[mcp]".
    """
    roots = root or [Path.cwd()]
    for folder in roots:
        if not folder.expanduser().is_dir():
            raise UsageError(f"--root {folder}: no such folder", hint="pass the repository folders to serve")
    from reflect_cli.mcp_server import serve

    serve(roots)
