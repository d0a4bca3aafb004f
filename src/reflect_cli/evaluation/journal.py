"""The episode journal: finished evaluation episodes on disk, so that a killed evaluation resumes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


class EpisodeJournal:
    """Finished evaluation episodes, one JSON line each, keyed by (agent, level, seed, episode).

    Episode ``i`` of a seed depends only on its reset seed and its own RNG (``reset_seed(seed, i)``,
    ``default_rng([seed, i])``), so a rerun of the same evaluation over a journal skips the
    episodes it holds and still gives the same results. The file belongs to one evaluation's
    settings (``reflect train`` removes it with the eval stage when they change). A torn last line
    (a kill mid-write) is dropped when the journal is opened.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.done: dict[str, dict[str, Any]] = {}
        if not self.path.is_file():
            return
        text = self.path.read_bytes().decode("utf-8", errors="replace")
        kept = []
        for line in text.splitlines(keepends=True):
            try:
                record = json.loads(line) if line.endswith("\n") else None
            except ValueError:
                record = None
            if isinstance(record, dict) and isinstance(record.get("id"), str):
                self.done[record["id"]] = record
                kept.append(line)
        if len(kept) != len(text.splitlines()):
            tmp = self.path.with_name(self.path.name + ".tmp")
            tmp.write_text("".join(kept), encoding="utf-8")
            tmp.replace(self.path)

    @staticmethod
    def _id(agent: str, level: Any, seed: int, episode: int) -> str:
        return json.dumps([agent, None if level is None else str(level), int(seed), int(episode)])

    def get(self, agent: str, level: Any, seed: int, episode: int) -> dict[str, Any] | None:
        record = self.done.get(self._id(agent, level, seed, episode))
        if record is None:
            return None
        task = record.get("task")
        return {**record, "task": _tuples(task) if isinstance(task, list) else task}

    def put(self, agent: str, level: Any, seed: int, episode: int, played: dict[str, Any]) -> None:
        record = {"id": self._id(agent, level, seed, episode), **played}
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(record, default=_plain) + "\n")
        self.done[record["id"]] = record


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def _plain(value: Any) -> Any:
    return value.item() if hasattr(value, "item") else str(value)

