"""AutoExplore tasks: :class:`ExploreTask`, and the task files, the JSONL of questions and answer
files that evaluation and RL play.

Written by ``reflect gen-data auto-explore`` (``tasks.jsonl``, see :mod:`reflect_cli.datagen`) or
by hand; read by ``reflect eval``, the RL trainer and the pipeline through
:func:`load_explore_tasks`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError
from reflect_cli.jsonl import read_jsonl
from reflect_cli.search.fileview.view import FileView


@dataclass(frozen=True)
class ExploreTask:
    """One AutoExplore task: a question and the files (relative to ``repo``) that answer it."""

    question: str
    targets: tuple[str, ...] = ()
    repo: str | None = None
    id: str | None = None
    meta: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def depth(self) -> int | None:
        """Number of folders above the shallowest target (0 = at the repository root)."""
        return min(t.count("/") for t in self.targets) if self.targets else None

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ExploreTask:
        if not isinstance(d.get("question"), str) or not d["question"].strip():
            raise ValueError("a task needs a non-empty 'question'")
        targets = d.get("targets", ())
        if isinstance(targets, str):
            targets = (targets,)
        known = {"question", "targets", "repo", "id"}
        return cls(
            question=d["question"],
            targets=tuple(FileView.normalize(t) for t in targets),
            repo=d.get("repo"),
            id=d.get("id"),
            meta={k: v for k, v in d.items() if k not in known},
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"question": self.question, "targets": list(self.targets)}
        if self.repo is not None:
            out["repo"] = self.repo
        if self.id is not None:
            out["id"] = self.id
        out.update(self.meta)
        return out


def load_explore_tasks(path: str | Path, *, root: str | Path | None = None) -> list[Any]:
    """Read an AutoExplore tasks file (JSONL ``{"question", "targets", "repo"?, "id"?}``).

    A relative ``repo`` is resolved against the tasks file's folder; tasks without ``repo`` use
    ``root`` (default: the tasks file's folder). Every target must be an existing file; errors
    name ``file:line``.
    """
    path = Path(path)
    base = path.resolve().parent
    default_root = Path(root).expanduser().resolve() if root is not None else base
    tasks = []
    line_of = _line_numbers(path)
    for n, record in enumerate(read_jsonl(path)):
        where = f"{path}:{line_of[n]}"
        try:
            task = ExploreTask.from_dict(record)
        except (ValueError, TypeError, AttributeError) as exc:
            raise UsageError(f"{where}: bad task ({exc})") from None
        if record.get("repo") is not None and not isinstance(record["repo"], str):
            raise UsageError(f"{where}: 'repo' must be a string")
        if not task.targets:
            raise UsageError(f"{where}: the task has no 'targets'; evaluation needs the answer files")
        repo = Path(task.repo).expanduser() if task.repo else default_root
        repo = repo if repo.is_absolute() else base / repo
        if not repo.is_dir():
            raise UsageError(f"{where}: repository {repo} does not exist")
        for target in task.targets:
            if not (repo / target).is_file():
                raise UsageError(f"{where}: target {target!r} is not a file under {repo}")
        tasks.append(ExploreTask(task.question, task.targets, str(repo), task.id, task.meta))
    if not tasks:
        raise UsageError(f"{path}: no tasks in the file")
    return tasks


def _line_numbers(path: Path) -> list[int]:
    """1-based line numbers of the non-blank lines (the records ``read_jsonl`` yields)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    return [i for i, line in enumerate(lines, 1) if line.strip()]
