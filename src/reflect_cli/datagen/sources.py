"""Repository references for gen-data and training recipes.

A repository is a folder, or ``python:NAME``: the source folder of the installed Python package
``NAME`` (found with ``importlib.util.find_spec``, without importing the package). Recipes can
then name a corpus of real open-source code that any machine with those packages installed has,
whatever the path of its site-packages.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from reflect_cli.errors import UsageError

PREFIX = "python:"


def resolve_repo(ref: str | Path) -> Path:
    text = str(ref)
    if not text.startswith(PREFIX):
        return Path(text).expanduser()
    name = text[len(PREFIX):].strip()
    if not name or not name.replace("_", "").replace(".", "").isalnum():
        raise UsageError(f"{text}: not a Python package name", hint="e.g. python:click")
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        spec = None
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    if not locations:
        raise UsageError(
            f"{text}: no installed package {name!r} with a source folder",
            hint=f"pip install {name}, or give the repository's folder instead",
        )
    return Path(sorted(locations)[0])


def resolve_repos(refs: list[str | Path]) -> list[Path]:
    return [resolve_repo(r) for r in refs]
