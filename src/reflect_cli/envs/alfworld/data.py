"""ALFWorld problem folders: where they are, which task type each one is, and the game file that
alfworld plays for it.

A problem is an ALFWorld ``traj_data.json`` + ``initial_state.pddl`` (or ``game.tw-pddl``) folder.
:func:`resolve_data_dir` names the folder to search (the shipped demo or held-out sets,
``$ALFWORLD_DATA`` or a given folder), :func:`find_problems` lists the problems under it and
:func:`game_file` builds a missing ``game.tw-pddl`` into reflect's cache.
:class:`~reflect_cli.envs.alfworld.env.ALFWorldEnv` plays them.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError, require

TASK_TYPES: tuple[str, ...] = (
    "pick_and_place_simple",
    "look_at_obj_in_light",
    "pick_clean_then_place_in_recep",
    "pick_heat_then_place_in_recep",
    "pick_cool_then_place_in_recep",
    "pick_two_obj_and_place",
)
# alfworld's own loader skips these folders: its text grammar has no movable receptacles or slices.
UNSUPPORTED_MARKERS: tuple[str, ...] = ("movable", "Sliced")
_BUILD_VERSION = "1"  # bump when the cached game format changes


@dataclass(frozen=True)
class Problem:
    """One problem folder and its task type."""

    path: Path  # the folder with traj_data.json
    task_type: str


def shipped_data_dir() -> Path:
    """The hand-written demo problems inside the installed package."""
    return Path(str(files("reflect_cli") / "data" / "alfworld"))


HELDOUT_SPLITS: tuple[str, ...] = ("heldout-train", "heldout-test")


def heldout_data_dir(split: str) -> Path:
    """The shipped held-out problems (:mod:`reflect_cli.envs.alfworld.problems`): ``train`` (72,
    12 per task type) or ``test`` (24, 4 per task type), disjoint problems."""
    return Path(str(files("reflect_cli") / "data" / "alfworld_heldout" / split))


def resolve_data_dir(data: str | os.PathLike[str] | None) -> Path:
    """``None``/``"demo"``: shipped problems; ``"heldout-train"``/``"heldout-test"``: the shipped
    held-out sets; ``"env"``: ``$ALFWORLD_DATA``; else that folder."""
    if data is None or data == "demo":
        return shipped_data_dir()
    if data in HELDOUT_SPLITS:
        return heldout_data_dir(str(data).removeprefix("heldout-"))
    if data == "env":
        value = os.environ.get("ALFWORLD_DATA")
        if not value:
            raise UsageError(
                "data='env' needs the ALFWORLD_DATA environment variable, which is not set",
                hint="export ALFWORLD_DATA=/path/to/alfworld (the folder alfworld-download fills)",
            )
        root = Path(value).expanduser()
        train = root / "json_2.1.1" / "train"
        return train if train.is_dir() else root
    root = Path(data).expanduser()
    if not root.is_dir():
        raise UsageError(
            f"ALFWorld data folder {str(root)!r} does not exist or is not a folder",
            hint="pass a folder that contains <task>/<trial>/traj_data.json, e.g. json_2.1.1/train",
        )
    return root


def check_task_types(task_types: Sequence[str] | None) -> tuple[str, ...]:
    if task_types is None:
        return TASK_TYPES
    if isinstance(task_types, str):
        task_types = [task_types]
    unknown = [t for t in task_types if t not in TASK_TYPES]
    if unknown or not task_types:
        raise UsageError(
            f"unknown ALFWorld task type(s): {', '.join(unknown) or '(none given)'}",
            hint="choose from: " + ", ".join(TASK_TYPES),
        )
    return tuple(task_types)


def _read_traj(folder: Path) -> dict[str, Any]:
    path = folder / "traj_data.json"
    try:
        traj: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        params = traj["pddl_params"]
        if traj["task_type"] not in TASK_TYPES:
            raise ValueError(f"task_type {traj['task_type']!r} is not one of the six ALFWorld types")
        if not isinstance(params, dict):
            raise ValueError("pddl_params is not an object")
        for key in ("object_target", "parent_target", "toggle_target", "mrecep_target"):
            params.setdefault(key, "")
        params.setdefault("object_sliced", False)
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
        detail = f"missing key {exc}" if isinstance(exc, KeyError) else str(exc)
        raise UsageError(
            f"corrupt ALFWorld problem file {path}: {detail}",
            hint="it must be JSON with 'task_type' and 'pddl_params'; fix or remove that folder",
        ) from exc
    return traj


def task_type_of(folder: Path) -> str:
    # The real layout names task folders "<task_type>-<Object>-...", so most folders need no read.
    for name in (folder.parent.name, folder.parent.name.split("-", 1)[0]):
        if name in TASK_TYPES:
            return name
    return str(_read_traj(folder)["task_type"])


def find_problems(root: Path, task_types: Sequence[str] = TASK_TYPES) -> list[Problem]:
    """Problem folders under ``root`` (recursively), sorted by path."""
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        names = set(filenames)
        if "traj_data.json" not in names or not names & {"initial_state.pddl", "game.tw-pddl"}:
            continue
        folder = Path(dirpath)
        if any(marker in str(folder.relative_to(root)) for marker in UNSUPPORTED_MARKERS):
            continue
        task_type = task_type_of(folder)
        if task_type in task_types:
            found.append(Problem(folder, task_type))
    return sorted(found, key=lambda p: str(p.path))



@contextmanager
def private_random(seed: int) -> Iterator[None]:
    """alfworld draws from the global ``random`` (goal templates, the expert's ties); make those
    draws reproducible without disturbing anyone else's use of the module."""
    saved = random.getstate()
    random.seed(seed)
    try:
        yield
    finally:
        random.setstate(saved)


def game_file(folder: Path) -> Path:
    """The folder's ``game.tw-pddl``, or one built from its PDDL problem in reflect's cache."""
    traj = _read_traj(folder)  # validated even when a game exists: alfworld's expert reads it
    existing = folder / "game.tw-pddl"
    if existing.is_file():
        return existing
    from reflect_cli.paths import cache_dir

    info = require("alfworld.info", extra="alfworld", purpose="The ALFWorld environment")
    misc = require("alfworld.agents.utils.misc", extra="alfworld", purpose="The ALFWorld environment")
    pddl_path = folder / "initial_state.pddl"
    try:
        problem = pddl_path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read ALFWorld problem file {pddl_path}: {exc}") from exc
    # The expert reads traj_data.json next to the game file; keep only what alfworld uses.
    slim = {"task_type": traj["task_type"], "pddl_params": traj["pddl_params"]}
    slim_text = json.dumps(slim, sort_keys=True)
    domain = Path(info.ALFRED_PDDL_PATH).read_text(encoding="utf-8")
    grammar = Path(info.ALFRED_TWL2_PATH).read_text(encoding="utf-8")
    digest = hashlib.sha256("\0".join([_BUILD_VERSION, domain, grammar, problem, slim_text]).encode())
    out = cache_dir() / "alfworld" / digest.hexdigest()[:20]
    target = out / "game.tw-pddl"
    if target.is_file() and (out / "traj_data.json").is_file():
        return target
    with private_random(int(digest.hexdigest()[:8], 16)):
        grammar = misc.add_task_to_grammar(grammar, traj)
    game = {
        "pddl_domain": domain,
        "grammar": grammar,
        "pddl_problem": problem,
        "solvable": True,
        "walkthrough": None,
        "source": str(folder),
    }
    out.mkdir(parents=True, exist_ok=True)
    # Write-then-rename so parallel workers never read a half-written game.
    for name, text in (("traj_data.json", slim_text), ("game.tw-pddl", json.dumps(game))):
        tmp = out / f".{name}.{os.getpid()}.tmp"
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, out / name)
    return target
