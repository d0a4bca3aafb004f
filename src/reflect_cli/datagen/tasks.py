"""AutoExplore tasks for any repository, and the split by repository.

Files are enumerated through :class:`~reflect_cli.search.fileview.view.FileView` (the same filters the
environment applies), so every target is a file the agent can actually see and read.

Split: repositories (never single tasks) go to ``train`` / ``validation`` / ``test`` with ratios
:data:`SPLIT_RATIOS` = 0.7 / 0.2 / 0.1. Repositories are sorted by resolved path, shuffled with
``Random(seed)`` and cut by largest-remainder counts, with at least one test repository as soon as
there are two and at least one validation repository as soon as there are three
(one repository: train; two: train and test). So no repository
(and no file) is in two splits, and the split depends only on the set of repositories and the seed.

Ambiguity filter: ``make_tasks(..., ambiguity="bm25")`` (the default) keeps questions whose target
is the BM25 top-1 file by a margin; ``ambiguity="facts"`` keeps questions whose facts identify the
target alone, without any ranking (see :mod:`reflect_cli.datagen.questions`), so a BM25 ranker can
be evaluated on them. Tasks built with the facts filter carry ``"ambiguity": "facts"``; a task
without that field was built with the BM25 filter (the default's records are unchanged).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from reflect_cli.datagen.candidates import extract_candidates
from reflect_cli.datagen.questions import AMBIGUITY_FILTERS, Candidate, LexicalIndex, select
from reflect_cli.errors import UsageError
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.walk import read_texts, walk_files

SPLITS = ("train", "validation", "test")
SPLIT_RATIOS = (0.7, 0.2, 0.1)
TASK_SCHEMA = "reflect.task/1"


def split_repos(repos: Sequence[str], seed: int, ratios: Sequence[float] = SPLIT_RATIOS) -> dict[str, str]:
    """Assign every repository to one split (see the module docstring)."""
    names = sorted(set(repos))
    Random(seed).shuffle(names)
    n = len(names)
    raw = [r * n for r in ratios]
    counts = [math.floor(x) for x in raw]
    for i in sorted(range(3), key=lambda i: raw[i] - counts[i], reverse=True)[: n - sum(counts)]:
        counts[i] += 1
    # Non-empty splits in priority order train (n >= 1), test (n >= 2), validation (n >= 3),
    # each taking one repository from the currently largest split.
    for need, i in ((1, 0), (2, 2), (3, 1)):
        if n >= need and counts[i] == 0:
            donor = max(range(3), key=lambda j: (counts[j], (0, 2, 1)[j]))  # ties: validation gives first
            counts[donor] -= 1
            counts[i] = 1
    out: dict[str, str] = {}
    i = 0
    for split, count in zip(SPLITS, counts, strict=True):
        for name in names[i : i + count]:
            out[name] = split
        i += count
    return out


def task_id(repo_name: str, target: str, question: str) -> str:
    digest = hashlib.sha1(f"{target}\n{question}".encode()).hexdigest()[:10]
    return f"{repo_name}-{digest}"


@dataclass
class RepoResult:
    repo: str
    tasks: list[dict[str, Any]] = field(default_factory=list)
    files: int = 0
    readable: int = 0
    candidates: int = 0
    dropped: dict[str, int] = field(default_factory=dict)


QuestionSource = Callable[[str, str, Random], list[Candidate]]


def make_tasks(
    repo: str | Path,
    *,
    split: str,
    seed: int = 0,
    source: str = "offline",
    questions: QuestionSource | None = None,
    max_tasks: int = 200,
    max_per_file: int = 5,
    max_depth: int | None = None,
    margin: float = 1.25,
    ambiguity: str = "bm25",
) -> RepoResult:
    """Tasks for one repository. ``questions(rel, text, rng)`` proposes candidates for a file
    (default: the offline extractors); all candidates then go through the ambiguity filter
    ``ambiguity`` (``"bm25"`` or ``"facts"``, see the module docstring).

    Raises :class:`UsageError` for a missing/unreadable repository or one without usable files
    (per repository), :class:`ValueError` for an unknown ``ambiguity`` (before any work)."""
    if ambiguity not in AMBIGUITY_FILTERS:
        raise ValueError(f"unknown ambiguity filter {ambiguity!r}; choose from: {', '.join(AMBIGUITY_FILTERS)}")
    path = Path(repo).expanduser()
    try:
        view = FileView(path)
    except (FileNotFoundError, NotADirectoryError) as exc:
        raise UsageError(f"repository {repo}: {exc}") from None
    root = str(view.root)
    result = RepoResult(repo=root)
    files = walk_files(view)
    result.files = len(files)
    if not files:
        raise UsageError(
            f"repository {repo} has no usable files (empty, unreadable, or only hidden/binary/ignored files)"
        )
    texts = read_texts(view, files)
    result.readable = len(texts)
    if not texts:
        raise UsageError(f"repository {repo}: none of its {len(files)} files could be read as text")
    rng = Random(f"{seed}:{Path(root).name}")
    propose = questions or extract_candidates
    allowed = [rel for rel in sorted(texts) if max_depth is None or rel.count("/") <= max_depth]
    candidates: list[Candidate] = []
    for rel in allowed:
        candidates.extend(propose(rel, texts[rel], rng))
    result.candidates = len(candidates)
    index = LexicalIndex(texts)
    kept, result.dropped = select(
        candidates, index, rng, max_per_file=max_per_file, max_total=max_tasks, margin=margin, ambiguity=ambiguity
    )
    name = Path(root).name
    for c in kept:
        result.tasks.append(
            {
                "schema": TASK_SCHEMA,
                "id": task_id(name, c.target, c.question),
                "env": "autoexplore",
                "repo": root,
                "question": c.question,
                "targets": [c.target],
                "depth": c.target.count("/"),
                "split": split,
                "source": source,
                "kind": c.kind,
                "facts": c.facts,
                # Only the non-default filter is recorded: default records stay as they were.
                **({"ambiguity": ambiguity} if ambiguity != "bm25" else {}),
            }
        )
    result.tasks.sort(key=lambda t: (t["targets"][0], t["id"]))
    return result
