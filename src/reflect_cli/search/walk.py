"""The files an agent can see, breadth-first through a :class:`~reflect_cli.search.fileview.view.FileView`
(:func:`walk_files`), and their texts as gen-data reads them (:func:`read_texts`)."""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Sequence

from reflect_cli.search.fileview.budget import BudgetSpent, WorkBudget, run_budget
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.tree_index import IndexProgress

MAX_FILES = 20000  # files indexed per repository at most
READ_BYTES = 256 * 1024  # the whole of nearly every source file: a definition 100 kB down a big module counts

MAX_WALK_DIRS = 20000  # folders listed per walk at most
def walk_files(view: FileView, *, max_depth: int | None = None, limit: int = MAX_FILES,
               budget: WorkBudget | None = None, progress: IndexProgress | None = None,
               versions: dict[str, tuple[int, ...]] | None = None) -> list[str]:
    """Visible files of the repository, breadth-first in sorted order. Each folder is visited
    once, by (device, inode), under the first path that reaches it: a symlink back to a folder
    above (``a -> .``) is not walked into again, so two such links cannot double the work per
    level, and a file is never ranked under ``links/up/links/up/...``. At most
    :data:`MAX_WALK_DIRS` folders are listed, within ``budget`` (the run's,
    :func:`~reflect_cli.search.fileview.budget.run_budget`, if None): when it is spent the walk
    stops and returns what it found (``budget.cut`` says why). ``progress("walk", found, None)``
    is called every few folders; ``versions`` gets each file's version where its listing has it
    (:attr:`~reflect_cli.search.fileview.view.Listing.versions`)."""
    budget = budget if budget is not None else run_budget()
    out: list[str] = []
    queue: deque[str] = deque([""])
    seen: set[tuple[int, int]] = set()
    listed = 0
    with view.bounded(budget):
        while queue and len(out) < limit and listed < MAX_WALK_DIRS:
            cwd = queue.popleft()
            depth = cwd.count("/") + 1 if cwd else 0
            try:
                listing = view.list_dir(cwd)
            except BudgetSpent:
                break
            listed += 1
            if progress is not None and listed % 16 == 0:
                progress("walk", len(out), None)
            if listing.ident is not None:
                if listing.ident in seen:
                    continue
                seen.add(listing.ident)
            if max_depth is None or depth <= max_depth:
                out.extend(f"{cwd}/{f}" if cwd else f for f in listing.files)
                if versions is not None:
                    versions.update((f"{cwd}/{f}" if cwd else f, v) for f, v in listing.versions.items())
            if max_depth is None or depth < max_depth:
                queue.extend(f"{cwd}/{d}" if cwd else d for d in listing.dirs)
    return out[:limit]


def read_texts(view: FileView, files: Sequence[str], budget: WorkBudget | None = None) -> dict[str, str]:
    """The text of each of ``files`` that has some, up to :data:`READ_BYTES`; within ``budget``
    (when given), counting each file as one entry and stopping when it is spent."""
    texts: dict[str, str] = {}
    with view.bounded(budget) if budget is not None else contextlib.nullcontext():
        for rel in files:
            if budget is not None and not budget.spend(1):
                break
            got = view.read_file(rel, max_bytes=READ_BYTES)
            if got.text is not None and got.text.strip():
                texts[rel] = got.text
    return texts
