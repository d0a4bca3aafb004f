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


# Import names whose distribution on PyPI is named otherwise (for the install hint).
DISTRIBUTIONS = {"yaml": "pyyaml", "dateutil": "python-dateutil", "markdown_it": "markdown-it-py", "PIL": "pillow",
                 "bs4": "beautifulsoup4", "sklearn": "scikit-learn", "cv2": "opencv-python"}


def resolve_repos(refs: list[str | Path]) -> list[Path]:
    """:func:`resolve_repo` of each; every ``python:NAME`` that is not installed is named in one
    error (a recipe lists dozens: one at a time would take as many reruns)."""
    out: list[Path] = []
    missing: list[str] = []
    for ref in refs:
        try:
            out.append(resolve_repo(ref))
        except UsageError as exc:
            name = str(ref)[len(PREFIX):].strip() if str(ref).startswith(PREFIX) else ""
            if not name or "no installed package" not in exc.message:
                raise
            missing.append(name)
    if len(missing) == 1:
        resolve_repo(PREFIX + missing[0])  # the single-package message
    if missing:
        listed = ", ".join(PREFIX + m for m in missing)
        install = " ".join(DISTRIBUTIONS.get(m, m) for m in missing)
        raise UsageError(f"{len(missing)} of {len(refs)} repositories are packages that are not installed: {listed}",
                         hint=f"pip install {install}, or drop them from --repos / [gen_data] repos")
    return out
