"""The work folder of an unfinished adaptation, ``<home>/work`` (``home``:
:func:`reflect_cli.agent.players.adapted_home`): what each step has finished, so that an interrupted
``reflect adapt`` resumes where it stopped. It is removed once the adapted explorer is installed.

    work/
        config.json        the adaptation's settings (see below)
        split.json         the generated questions: the training ones and the held-out ones
        data/              the oracle trajectories and SFT files of the training questions;
                           counts.json once they are all written
        before.json        BM25 and the explorer before the adaptation, on the held-out questions
        train_state.json   seconds and steps trained over all attempts, then what the card records
        sft/               the SFT run: a run directory of :mod:`reflect_cli.runs` (its own
                           config.json, checkpoints, final/)

``work/config.json`` is neither a model's config.json nor a run directory's config.json (that
is ``work/sft/config.json``): it holds the settings the work folder was made with (repository,
seed, held-out size, starting point, base model, the run to continue, evaluation steps,
negatives, questions per repository). A later call with the same settings resumes; with other
settings the folder is deleted and the adaptation starts over.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any


def write_json(path: Path, doc: Any) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(path)


def read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def open_work(work: Path, settings: dict[str, Any], say: Callable[[str], None]) -> bool:
    """Make ``work`` ready for an adaptation with ``settings`` (written to ``work/config.json``);
    True when it resumes an unfinished one with the same settings."""
    old = read_json(work / "config.json")
    if old is not None and old != settings:
        say(f"Earlier unfinished adaptation with other settings in {work}: starting over")
        shutil.rmtree(work)
    resumed: bool = old == settings
    work.mkdir(parents=True, exist_ok=True)
    write_json(work / "config.json", settings)
    if resumed:
        say(f"Resuming the unfinished adaptation in {work}")
    return resumed
