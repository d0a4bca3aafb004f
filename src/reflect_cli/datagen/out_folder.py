"""gen-data's output folder: its settings file, its run record, when it is reused, and the writing
of the trajectory and SFT files.

``gen_config.json`` holds the settings compared on a rerun (same settings: resume; other settings:
``--overwrite`` or another ``--out``). Like every run directory (:mod:`reflect_cli.runs`), the
folder also records ``config.json`` and ``meta.json`` (:func:`reflect_cli.runs.record_run`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from reflect_cli.datagen import OUTPUT_FILES
from reflect_cli.errors import UsageError
from reflect_cli.runs import CONFIG_FILE as RUN_CONFIG_FILE
from reflect_cli.runs import RunDir, is_run_dir, record_run, timestamp

CONFIG_FILE = "gen_config.json"
STAGE = "gen-data"  # the stage recorded in config.json


def prepare_out(out: Path, config: dict[str, Any], overwrite: bool, env: str | None = None) -> None:
    """Create ``out`` for a run with ``config``: a rerun with the same settings resumes, other
    settings need ``overwrite`` (which deletes the previous output files).

    Besides ``gen_config.json`` (the settings compared on a rerun), the folder records the
    ``config.json`` and ``meta.json`` of every run directory (:func:`reflect_cli.runs.record_run`,
    stage ``gen-data``); a resumed folder keeps the first run's. A folder whose ``config.json``
    belongs to something else (a training run, a model) is refused rather than overwritten."""
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out} exists and is not a folder")
    _refuse_foreign_run(out)
    out.mkdir(parents=True, exist_ok=True)
    path = out / CONFIG_FILE
    resumed = False
    if overwrite:
        for name in (*OUTPUT_FILES, CONFIG_FILE):
            (out / name).unlink(missing_ok=True)
    elif path.exists():
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raise UsageError(f"{path} is not valid JSON", hint="delete it or pass --overwrite") from None
        if old != config:
            changed = sorted(k for k in set(old) | set(config) if old.get(k) != config.get(k))
            raise UsageError(
                f"{out} holds data generated with other settings (differs in: {', '.join(changed)})",
                hint="pass --overwrite to replace it, or choose another --out",
            )
        resumed = True
    path.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    if not (resumed and is_run_dir(out)):
        record_run(out, stage=STAGE, env=env, seed=config.get("seed"), config=config)


def _refuse_foreign_run(out: Path) -> None:
    target = out / RUN_CONFIG_FILE
    if not target.is_file():
        return
    try:
        stage = json.loads(target.read_text(encoding="utf-8")).get("stage")
    except (OSError, ValueError, AttributeError):
        stage = None
    if stage != STAGE:
        raise UsageError(
            f"{out} holds another run or model (its config.json is not gen-data's)",
            hint="choose another --out",
        )


def finish_out(out: Path) -> None:
    """Record in ``out``'s meta.json that the generation finished (as training runs do)."""
    RunDir(out).update_meta(finished=timestamp())


def _read_existing(path: Path, schema: str) -> list[dict[str, Any]]:
    from reflect_cli.jsonl import read_jsonl

    if not path.exists():
        return []
    try:
        return list(read_jsonl(path, schema=schema))
    except UsageError as exc:
        raise UsageError(exc.message, hint="the output file is damaged: delete it or pass --overwrite") from None


def write_outputs(
    out: Path, trajectories: list[dict[str, Any]]
) -> tuple[dict[str, int], dict[str, list[dict[str, Any]]], dict[str, int]]:
    """Write trajectories.jsonl and the SFT files; return the SFT counts, the records per file stem
    and the negative steps left out of them (by reason: see ``sft_record_sets``)."""
    from reflect_cli.datagen.records import sft_record_sets
    from reflect_cli.jsonl import write_jsonl

    write_jsonl(out / "trajectories.jsonl", trajectories)
    buckets, dropped = sft_record_sets(trajectories)
    counts = {name: write_jsonl(out / f"{name}.jsonl", records) for name, records in buckets.items()}
    return counts, buckets, dropped
