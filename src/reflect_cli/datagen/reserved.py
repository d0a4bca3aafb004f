"""Repositories and packages reserved for evaluation: never training data.

The shipped explorer is judged on these; a model that has trained on them would be judged on its
own training data. One list for the whole project: the training pipeline (``reflect train``,
:mod:`reflect_cli.pipeline_config`) refuses a recipe whose ``[gen_data] repos`` names one, and
the benchmarks import their held-out packages from here. ``reflect gen-data`` and
``reflect adapt`` do not refuse them: a user may well adapt the explorer to a clone of flask.

A ``--repos`` entry is reserved (:func:`reserved_reason`) when it is

* ``python:NAME`` with a reserved top-level module name (``python:requests``, ``python:slugify``);
* a folder whose name is one (``.../site-packages/requests``, ``~/src/flask``, ``flask.git``);
* a mirror folder ``.../OWNER+NAME/...`` of a reserved repository (``/work/.mirror/psf+requests/repo``);
* a folder inside a git repository (work tree or bare) whose top-level folder is named like one,
  or one of whose remotes (``origin`` or any other: a fork's ``upstream``) is a reserved
  repository or a repository named like a reserved package (``me/flask``).
"""

from __future__ import annotations

import contextlib
import re
import subprocess
from pathlib import Path

from reflect_cli.datagen.gitsafe import checked_start, run_git
from reflect_cli.datagen.sources import PREFIX

# GitHub repositories kept for the final evaluation, with the import names of their packages.
RESERVED_REPOSITORIES: dict[str, tuple[str, ...]] = {
    "psf/requests": ("requests",),
    "pallets/flask": ("flask",),
    "pylint-dev/pylint": ("pylint",),
    "pytest-dev/pytest": ("pytest", "_pytest"),
    "sphinx-doc/sphinx": ("sphinx",),
    "mwaskom/seaborn": ("seaborn",),
    "pydata/xarray": ("xarray",),
}
# Packages kept for the final evaluation (distribution names; python-slugify's module is slugify).
RESERVED_PACKAGES: tuple[str, ...] = ("arrow", "cachetools", "humanize", "itsdangerous", "marshmallow",
                                      "python-slugify", "slugify", "schedule", "sqlparse", "tabulate", "tomlkit")
# benchmarks/bench_explorer.py part (a): teacher questions on these installed packages.
BENCH_HELD_OUT: tuple[str, ...] = ("pydantic", "thinc", "weasel", "textworld", "confection", "catalogue")
# benchmarks/paper_table.py: its held-out AutoExplore packages (AE_TEST_PACKAGES; a test checks
# that the two agree).
PAPER_HELD_OUT: tuple[str, ...] = ("gymnasium", "networkx", "numpy")

_GIT_TIMEOUT_S = 30


def _norm(name: str) -> str:
    """Package names compare like pip compares them: case and - / _ / . do not matter."""
    return re.sub(r"[-_.]+", "_", name.strip().lower())


def reserved_names() -> dict[str, str]:
    """Normalized reserved name -> what it is, in words (for the error message)."""
    names: dict[str, str] = {}
    for repo, modules in RESERVED_REPOSITORIES.items():
        for module in modules:
            names[_norm(module)] = f"the package of {repo}, reserved for evaluation"
    for name in RESERVED_PACKAGES:
        names.setdefault(_norm(name), f"package {name}, reserved for evaluation")
    for name in BENCH_HELD_OUT:
        names.setdefault(_norm(name), f"package {name}, held out by benchmarks/bench_explorer.py")
    for name in PAPER_HELD_OUT:
        names.setdefault(_norm(name), f"package {name}, held out by benchmarks/paper_table.py")
    return names


def _slug_reason(owner: str, name: str) -> str | None:
    slug = f"{owner}/{name}".lower().removesuffix(".git")
    for repo in RESERVED_REPOSITORIES:
        if slug == repo.lower():
            return f"repository {repo}, reserved for evaluation"
    return reserved_names().get(_norm(slug.rsplit("/", 1)[1]))


def mirror_slug(path: str | Path) -> str | None:
    """``OWNER/NAME`` of a mirror folder named ``.../OWNER+NAME/...`` (the nearest such folder),
    else None."""
    for part in reversed(Path(path).parts):
        if part.count("+") == 1 and all(part.split("+")):
            return part.replace("+", "/")
    return None


def mirror_name(path: str | Path) -> str | None:
    """The repository name of a bare git mirror ``.../OWNER+NAME/DIR`` (DIR holds HEAD and
    objects/), as :func:`reflect_cli.datagen.history.locate` names it; else None. Several mirrors
    share the folder name ``repo``: this is the name that tells them apart."""
    where = Path(path)
    if where.parent.name.count("+") != 1 or not ((where / "HEAD").is_file() and (where / "objects").is_dir()):
        return None
    return where.parent.name.split("+", 1)[1] or None


def remote_slugs(path: Path) -> list[tuple[str, str]]:
    """``(owner, name)`` of every remote URL of the git repository ``path`` is in (none outside one)."""
    if not checked_start(path):
        return []
    try:
        done = run_git("config", "--get-regexp", r"^remote\..*\.url$", cwd=path, timeout=_GIT_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        return []
    slugs = []
    for line in done.stdout.splitlines():
        url = line.split(None, 1)[-1].strip().rstrip("/")
        # https://host/OWNER/NAME(.git), git@host:OWNER/NAME.git, ssh://git@host/OWNER/NAME, /a/b/OWNER/NAME
        parts = [p for p in re.split(r"[/:]", url) if p]
        if len(parts) >= 2:
            slugs.append((parts[-2], parts[-1].removesuffix(".git")))
    return slugs


def _git_top(path: Path) -> Path | None:
    """The top-level folder of the work tree (or the bare directory) ``path`` is in."""
    if not checked_start(path):
        return None
    try:
        done = run_git("rev-parse", "--is-bare-repository", "--absolute-git-dir", "--show-toplevel", cwd=path,
                       timeout=_GIT_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        return None
    lines = done.stdout.splitlines()
    if done.returncode != 0 or len(lines) < 2:
        return None
    if lines[0] == "true":
        return Path(lines[1])
    return Path(lines[2]) if len(lines) > 2 else None


def reserved_reason(entry: str | Path) -> str | None:
    """Why the ``--repos`` entry ``entry`` is reserved for evaluation (see the module docstring),
    or None when it is not."""
    names = reserved_names()
    text = str(entry)
    if text.startswith(PREFIX):
        module = text[len(PREFIX):].strip().split(".", 1)[0]
        return names.get(_norm(module))
    path = Path(text).expanduser()
    with contextlib.suppress(OSError):
        path = path.resolve()  # a symlink's target decides, not the link's name
    slug = mirror_slug(path)
    if slug is not None:
        reason = _slug_reason(*slug.split("/", 1))
        if reason is not None:
            return reason
    candidates = [path.name, path.name.removesuffix(".git")]
    top = _git_top(path) if path.is_dir() else None
    if top is not None:
        candidates += [top.name, top.name.removesuffix(".git")]
    for name in candidates:
        if _norm(name) in names:
            return names[_norm(name)]
    if top is not None:
        for owner, name in remote_slugs(path):
            reason = _slug_reason(owner, name)
            if reason is not None:
                return f"{reason} (git remote {owner}/{name})"
    return None


def is_reserved(entry: str | Path) -> bool:
    """Whether a ``--repos`` entry is reserved for evaluation."""
    return reserved_reason(entry) is not None


def reserved_entries(entries: list[str | Path]) -> list[tuple[str, str]]:
    """``(entry, why)`` for every reserved one of ``entries``, in their order."""
    found = []
    for entry in entries:
        reason = reserved_reason(entry)
        if reason is not None:
            found.append((str(entry), reason))
    return found
