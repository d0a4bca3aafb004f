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


def package_source(name: str) -> Path | None:
    """The source folder of the installed package ``name``, or None when there is none."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        spec = None
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    return Path(sorted(locations)[0]) if locations else None


def _package_name(text: str) -> str | None:
    """NAME of ``python:NAME`` (None for a folder); a malformed name is a usage error."""
    if not text.startswith(PREFIX):
        return None
    name = text[len(PREFIX):].strip()
    if not name or not name.replace("_", "").replace(".", "").isalnum():
        raise UsageError(f"{text}: not a Python package name", hint="e.g. python:click")
    return name


def resolve_repo(ref: str | Path) -> Path:
    text = str(ref)
    name = _package_name(text)
    if name is None:
        return Path(text).expanduser()
    path = package_source(name)
    if path is None:
        raise UsageError(
            f"{text}: no installed package {name!r} with a source folder",
            hint=f"pip install {name}, or give the repository's folder instead",
        )
    return path


# Import names whose distribution on PyPI is named otherwise (for the install hint).
DISTRIBUTIONS = {"yaml": "pyyaml", "dateutil": "python-dateutil", "markdown_it": "markdown-it-py", "PIL": "pillow",
                 "bs4": "beautifulsoup4", "sklearn": "scikit-learn", "cv2": "opencv-python"}


def resolve_repos(refs: list[str | Path]) -> list[Path]:
    """:func:`resolve_repo` of each; when several ``python:NAME`` are not installed, all are named
    in one error (a recipe lists dozens: one at a time would take as many reruns)."""
    names = [n for n in (_package_name(str(r)) for r in refs) if n is not None]
    missing = [n for n in names if package_source(n) is None]
    if len(missing) > 1:
        listed = ", ".join(PREFIX + m for m in missing)
        install = " ".join(DISTRIBUTIONS.get(m, m) for m in missing)
        raise UsageError(f"{len(missing)} of {len(refs)} repositories are packages that are not installed: {listed}",
                         hint=f"pip install {install}, or drop them from --repos / [gen_data] repos")
    return [resolve_repo(r) for r in refs]
