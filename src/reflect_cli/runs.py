"""Run directories: visible, never clobbered, self-describing. This module owns their layout
(the names below); every other module asks it rather than spelling a file name.

    runs/<time>-<stage>-<env>-s<seed>/
        config.json     the fully resolved configuration of the stage
        meta.json       argv, versions, start/end time, parent runs
        metrics.jsonl   one JSON object per logged step
        checkpoints/step-000100/ ... and checkpoints/latest (a text file naming the newest)
        final/          what downstream stages consume (reflect.json describes the trained model)

A ``reflect train`` directory holds one such run per stage (:func:`stage_dir`), its
``pipeline.json`` and a ``DONE`` file in each finished stage's folder.

A gen-data output folder (``reflect gen-data ... --out DIR``) is named by the user and reused
when its settings match, so it is not a :class:`RunDir`; it records the same ``config.json`` and
``meta.json`` (:func:`record_run`) next to its own ``gen_config.json``.
"""

from __future__ import annotations

import json
import os
import platform
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import reflect_cli
from reflect_cli import paths
from reflect_cli.errors import UsageError

TRACKED_PACKAGES = ("torch", "transformers", "peft", "gymnasium", "numpy", "tokenizers")

# -- the layout -------------------------------------------------------------------------------------

CONFIG_FILE = "config.json"
META_FILE = "meta.json"
METRICS_FILE = "metrics.jsonl"
CHECKPOINTS_DIR = "checkpoints"
LATEST_FILE = "latest"  # in checkpoints/: the newest checkpoint's name
FINAL_DIR = "final"
INFO_FILE = "reflect.json"  # in final/: what was trained (lm.artifacts.TrainedInfo)
PIPELINE_FILE = "pipeline.json"
DONE_FILE = "DONE"  # in a pipeline stage's folder: the stage finished (its summary)
# A pipeline's stage folders are named by their stage, but gen-data's output is "data".
STAGE_DIR_NAMES = {"gen-data": "data"}


def checkpoint_name(step: int) -> str:
    return f"step-{step:06d}"


def stage_dir(pipeline: Path, stage: str) -> Path:
    """The folder of ``stage`` in the ``reflect train`` directory ``pipeline``."""
    return pipeline / STAGE_DIR_NAMES.get(stage, stage)


def is_pipeline(path: Path) -> bool:
    return (path / PIPELINE_FILE).is_file()


def is_run_dir(path: Path) -> bool:
    """``path`` was made by :meth:`RunDir.create` (trained or not)."""
    return path.is_dir() and (path / CONFIG_FILE).is_file() and (path / META_FILE).is_file()


def trained_dir(path: Path) -> Path | None:
    """The folder holding a trained model's ``reflect.json``: ``path`` itself (a ``final/``
    folder, an installed explorer's player) or the run's ``final/``; None when neither has one."""
    for candidate in (path, path / FINAL_DIR):
        if (candidate / INFO_FILE).is_file():
            return candidate
    return None


def run_of(final: Path) -> Path:
    """The run directory of a trained model's folder (``final/``'s parent; a folder that is not a
    run's ``final/`` is its own)."""
    return final.parent if final.name == FINAL_DIR else final


def versions() -> dict[str, str | None]:
    from importlib import metadata  # here: it costs start-up time that commands reading no run pay

    out: dict[str, str | None] = {"reflect": reflect_cli.__version__, "python": sys.version.split()[0]}
    for name in TRACKED_PACKAGES:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = None
    return out


def timestamp() -> str:
    """The local time as meta.json records it (``started``, ``finished``)."""
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


def default_run_name(stage: str, env: str | None, seed: int | None) -> str:
    parts = [time.strftime("%Y%m%d-%H%M%S"), stage]
    if env:
        parts.append(env)
    if seed is not None:
        parts.append(f"s{seed}")
    return "-".join(parts)


def record_run(
    path: str | os.PathLike[str],
    *,
    stage: str,
    env: str | None = None,
    seed: int | None = None,
    config: dict[str, Any] | None = None,
    parents: dict[str, str] | None = None,
) -> RunDir:
    """Write a run's ``config.json`` (stage, env, seed and the resolved ``config``) and
    ``meta.json`` (argv, start time, platform, versions, parent runs) into the existing folder
    ``path``, replacing earlier ones. :meth:`RunDir.create` records every new run with it; a folder
    with its own reuse rules (gen-data's output folder) calls it directly."""
    run = RunDir(Path(path))
    run.write_json(CONFIG_FILE, {"stage": stage, "env": env, "seed": seed, **(config or {})})
    run.write_json(
        META_FILE,
        {
            "argv": sys.argv,
            "started": timestamp(),
            "platform": platform.platform(),
            "versions": versions(),
            "parents": parents or {},
        },
    )
    return run


@dataclass
class RunDir:
    path: Path
    created: bool = False  # made by this process (not an existing run opened to resume)

    @classmethod
    def create(
        cls,
        out: str | os.PathLike[str] | None,
        *,
        stage: str,
        env: str | None = None,
        seed: int | None = None,
        config: dict[str, Any] | None = None,
        parents: dict[str, str] | None = None,
        resume: bool = False,
    ) -> RunDir:
        """Create a run directory; refuse to reuse a non-empty one unless ``resume``."""
        path = Path(out) if out else paths.runs_dir() / default_run_name(stage, env, seed)
        if resume:
            if not (path / CONFIG_FILE).is_file():
                raise UsageError(f"{path}: nothing to resume (no config.json)", hint="drop --resume to start a new run")
            return cls(path)
        if path.exists() and any(path.iterdir()):
            raise UsageError(
                f"{path} already exists and is not empty",
                hint="choose another --out, or pass --resume to continue that run",
            )
        path.mkdir(parents=True, exist_ok=True)
        record_run(path, stage=stage, env=env, seed=seed, config=config, parents=parents)
        return cls(path, created=True)

    # -- files ------------------------------------------------------------------------------

    def write_json(self, name: str, data: Any) -> Path:
        target = self.path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + ".tmp")
        tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n", encoding="utf-8")
        os.replace(tmp, target)
        return target

    def read_json(self, name: str) -> Any:
        return json.loads((self.path / name).read_text(encoding="utf-8"))

    @property
    def config(self) -> dict[str, Any]:
        config: dict[str, Any] = self.read_json(CONFIG_FILE)
        return config

    def update_meta(self, **fields: Any) -> None:
        meta = self.read_json(META_FILE) if (self.path / META_FILE).is_file() else {}
        meta.update(fields)
        self.write_json(META_FILE, meta)

    def log_metrics(self, step: int, metrics: dict[str, Any]) -> None:
        record = {"step": step, "time": round(time.time(), 3), **metrics}
        with self.metrics.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(record, default=float) + "\n")

    def truncate_metrics(self, step: int) -> int:
        """Drop the metrics lines logged after ``step``: a resumed run logs those steps again, and
        a killed attempt's lines would otherwise stay as duplicates. Returns how many were dropped.
        A torn last line (killed mid-write) goes too."""
        target = self.metrics
        if not target.is_file():
            return 0
        kept, dropped = [], 0
        for line in target.read_bytes().decode("utf-8", errors="replace").splitlines(keepends=True):
            try:
                record = json.loads(line) if line.strip() else None
            except json.JSONDecodeError:
                record = None
            if isinstance(record, dict) and isinstance(record.get("step"), int) and record["step"] <= step \
                    and line.endswith("\n"):
                kept.append(line)
            elif line.strip():
                dropped += 1
        if dropped:
            tmp = target.with_name(target.name + ".tmp")
            tmp.write_text("".join(kept), encoding="utf-8")
            os.replace(tmp, target)
        return dropped

    def discard_if_unfinished(self) -> bool:
        """Remove a run directory this process created when it holds nothing worth resuming (no
        checkpoint, no final model), so that rerunning the same command is not refused."""
        if not self.created or self.final.exists() or self.checkpoint_candidates():
            return False
        shutil.rmtree(self.path, ignore_errors=True)
        return True

    # -- checkpoints ------------------------------------------------------------------------

    @property
    def metrics(self) -> Path:
        return self.path / METRICS_FILE

    @property
    def checkpoints(self) -> Path:
        return self.path / CHECKPOINTS_DIR

    def new_checkpoint_dir(self, step: int) -> Path:
        """A temporary directory to fill; :meth:`commit_checkpoint` makes it visible atomically."""
        tmp = self.checkpoints / f"{checkpoint_name(step)}.tmp"
        if tmp.exists():
            shutil.rmtree(tmp)
        tmp.mkdir(parents=True)
        return tmp

    def commit_checkpoint(self, tmp: Path, *, keep_last: int = 3) -> Path:
        final = tmp.with_name(tmp.name.removesuffix(".tmp"))
        if final.exists():
            shutil.rmtree(final)
        os.replace(tmp, final)
        (self.checkpoints / LATEST_FILE).write_text(final.name + "\n", encoding="utf-8")
        steps = sorted(p for p in self.checkpoints.glob("step-*") if p.is_dir() and not p.name.endswith(".tmp"))
        for old in steps[:-keep_last] if keep_last > 0 else []:
            shutil.rmtree(old, ignore_errors=True)
        return final

    def checkpoint_candidates(self) -> list[Path]:
        """Committed checkpoints, newest first. Every ``step-N`` directory was made visible by an
        atomic rename, so the highest step is the newest even when the ``latest`` marker is
        missing, unreadable or lags behind (a kill between the rename and the marker write)."""
        if not self.checkpoints.is_dir():
            return []
        steps = []
        for p in self.checkpoints.glob("step-*"):
            number = p.name.removeprefix("step-")
            if p.is_dir() and number.isdigit():
                steps.append((int(number), p))
        return [p for _, p in sorted(steps, reverse=True)]

    def latest_checkpoint(self) -> Path | None:
        candidates = self.checkpoint_candidates()
        return candidates[0] if candidates else None

    @property
    def final(self) -> Path:
        return self.path / FINAL_DIR
