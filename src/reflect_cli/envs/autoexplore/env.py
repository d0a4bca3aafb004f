"""AutoExplore: find the file in a repository that answers a question.

## Description
The agent stands in a directory of a read-only view of a repository (:class:`FileView`) and
moves with ``cd``, reads files with ``cat`` and answers with ``id <file>`` ("identify"), which ends
the episode. This is the AutoExplore benchmark of Reflect-RL (Zhou, Du, Li 2024) without the
reference code's shell, copies of the repository or reward noise.

## Action Space
``Discrete(max_actions)``; the admissible actions are listed in ``info["actions"]`` as commands:
``cd ..`` (not at the root), ``cd <dir>``, ``cat <file>`` (dropped once the file was read in this
episode) and ``id <file>`` for the entries on the current page, then ``previous page`` /
``next page`` when the directory has more entries than fit. Names with spaces are double-quoted.

Paging is our answer to the label limit: a policy answers with one label token, and small
tokenizers have about 62 single-token labels, so a directory of 500 files cannot be offered in one
list. Entries are split into pages (directories first, then files, each sorted) such that every
page's actions fit ``max_actions``; page boundaries do not depend on what was read, so a listing
looks the same every time the agent returns to it.

## Observation Space
Markdown text with the paper's sections: ``# Task``, ``# Current working directory``,
``# Files under current working directory`` (directories end with ``/``), ``# Command history``
(the last eight commands) and ``# Execution result of your last command``. A file longer than
``content_tokens`` tokens (four characters per token: the same text for every model and every
stage) shows its numbered lines that share the most key terms with the question, then its outline
(:mod:`~reflect_cli.envs.autoexplore.file_excerpt`), never just its head. The question is shown up to 400
characters.

## Rewards
Cost 1 per step; at the end of the episode ``-horizon`` if the identified file is a target and
``+horizon`` otherwise (a wrong ``id`` or running out of steps). Reward is ``-cost``. Unlike the
reference code, no cost is charged for the words "Error"/"Warning" in texts.

## Episode End
Terminated after any ``id``; truncated when ``horizon`` steps were taken without one.

## Information
Besides the base contract (``task``, ``actions``, ``action_mask``, ``success``, ``cost``,
``invalid_action``, ``level``): ``cwd``, ``identified`` (path relative to the root, or None),
``result`` (the text of the last command's result), ``targets`` and ``root``.

## Arguments
See :class:`AutoExploreEnv`. Training options: ``leaveout_prob`` (randomly hide entries that are
not on the way to a target, per episode), ``shuffle_actions`` (random order of the action list),
depth levels (``reset(options={"level": d})`` samples a task whose shallowest target is ``d``
folders deep; ``{"max_level": d}`` samples among depths ``<= d``).

``action_order="lexical"`` (or ``reset(options={"action_order": "lexical"})``) orders each
folder's entries by BM25 relevance to the question before they are cut into pages (a folder by
the best file anywhere below it, a file by its own score; ties keep the listing order: folders
first, each by name), and the actions of a page likewise, so the most relevant path is on the first
page and first in the list. ``action_order="answer"`` ranks the same way by the scores
``reflect explore`` answers with (tests, docs and change logs weighed down unless the question asks
for one, files the question names boosted), so that the first entry at every step leads to the
answer's first file. The ranker (:mod:`reflect_cli.search`) is built once per repository and
filter set.

## Version History
* v0: initial version.

The command grammar lives in :mod:`~reflect_cli.envs.autoexplore.commands`, :class:`ExploreTask` and
the task files in :mod:`~reflect_cli.envs.autoexplore.tasks`, and what a folder shows (leave-out,
order, pages, the action list) in :mod:`~reflect_cli.envs.autoexplore.listing`. What stays here is
the env class itself (reset, step, the observation); this documentation, in the Gymnasium
environment-card form every env of the package carries, takes a seventh of the module.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

# The command grammar, the task record and the listing order live in the modules above and below;
# they are importable from here as before ("as" marks an explicit re-export).
from reflect_cli.envs.autoexplore.commands import PAGE_COMMANDS as PAGE_COMMANDS
from reflect_cli.envs.autoexplore.commands import UP as UP
from reflect_cli.envs.autoexplore.commands import VERBS as VERBS
from reflect_cli.envs.autoexplore.commands import command as command
from reflect_cli.envs.autoexplore.commands import parse_command as parse_command
from reflect_cli.envs.autoexplore.commands import quote as quote
from reflect_cli.envs.autoexplore.commands import unquote as unquote
from reflect_cli.envs.autoexplore.file_excerpt import HEAD, LINES, WHOLE, excerpt
from reflect_cli.envs.autoexplore.listing import ACTION_ORDERS as ACTION_ORDERS
from reflect_cli.envs.autoexplore.listing import (
    DEFAULT_ENTRIES_PER_PAGE,
    RANKED_ORDERS,
    ExploreListing,
    check_order,
    child_path,
)
from reflect_cli.envs.autoexplore.tasks import ExploreTask as ExploreTask
from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS, TextEnv
from reflect_cli.errors import UsageError
from reflect_cli.search.fileview.view import FileView, OutsideRootError, human_size

Truncator = Callable[[str, int], tuple[str, bool]]

TRUNCATION_MARKER = "[... truncated: the rest of this file is not shown ...]"
# Bounds of an observation (every stage sees bounded prompts, so no stage refuses one).
CONTENT_TOKENS = 96
QUESTION_CHARS = 400
HISTORY_SHOWN = 8


def bounded_question(question: str) -> str:
    """The question as the observation shows it: at most :data:`QUESTION_CHARS` characters (long
    texts are cut to a budget by relevance when tasks are made; this is the last guard)."""
    text = " ".join(question.split())
    return text if len(text) <= QUESTION_CHARS else text[: QUESTION_CHARS - 1].rstrip() + "…"


def bounded_history(history: Sequence[str]) -> str:
    """The last :data:`HISTORY_SHOWN` commands, with a count of the earlier ones."""
    if not history:
        return "(none)"
    shown = list(history[-HISTORY_SHOWN:])
    if len(history) > HISTORY_SHOWN:
        shown.insert(0, f"({len(history) - HISTORY_SHOWN} earlier commands)")
    return "\n".join(shown)


def char_truncator(text: str, max_tokens: int, chars_per_token: int = 4) -> tuple[str, bool]:
    """The env's truncation: a budget of about four characters per token, the same for every
    model, so that gen-data, RL, eval and ``reflect explore`` render a file identically."""
    limit = max_tokens * chars_per_token
    return (text, False) if len(text) <= limit else (text[:limit], True)


class AutoExploreEnv(ExploreListing, TextEnv):
    """Find the file that answers a question. See the module docstring for the full contract.

    Args:
        root: directory to explore when tasks carry no ``repo`` (or a relative one).
        tasks: tasks to sample from on reset (``ExploreTask`` or dicts).
        question: shortcut for a single task without targets (``reflect explore``).
        horizon: steps before truncation (paper: 15).
        max_actions: size of the action space; pages are cut to fit it.
        max_entries_per_page: cap on listing entries shown at once, for readable prompts.
        content_tokens: token budget for a file's text in an observation (about four characters
            a token): a longer file shows the lines that bear on the question
            (:func:`~reflect_cli.envs.autoexplore.file_excerpt.excerpt`).
        truncator: ``(text, max_tokens) -> (text, truncated)`` to show a file's head instead
            (e.g. :func:`char_truncator`, prompt version 1's rendering). Keep the default: data
            generation, RL, evaluation and exploration all use it, so a policy is tested on the
            observations it was trained on.
        leaveout_prob: per-episode probability of hiding an entry that leads to no target.
        shuffle_actions: present the action list in a random (seeded) order.
        action_order: ``"listing"`` (folders first, then files, each sorted), ``"lexical"``
            (by BM25 relevance to the question, across pages; see the module docstring) or
            ``"answer"`` (by the scores ``reflect explore`` answers with).
        file_view_options: keyword arguments for :class:`FileView` (suffixes, gitignore, ...).
    """

    TAKES_TASKS = True
    TASKS_LOADER = "reflect_cli.envs.autoexplore.tasks:load_explore_tasks"
    EXPLORES_REPOSITORY = True
    FAILURES_DIFFER_ONLY_IN_LENGTH = True  # every failure ends at -horizon, after its steps' cost
    ORACLE = "a shortest path to the shallowest target: cd to its folder, page to it, cat it, id it"

    @property
    def episode_action_order(self) -> str:
        """The order this episode lists its actions in (``reset(options=...)`` may change it)."""
        return self._order

    @classmethod
    def ranks_actions(cls, kwargs: dict[str, Any]) -> bool:
        return kwargs.get("action_order") in RANKED_ORDERS  # "listing" is sorted by name

    @classmethod
    def parse_level(cls, value: Any) -> int:
        """Levels are depths: folders above a task's shallowest target (0, 1, 2, ...)."""
        try:
            depth = int(value)
        except (TypeError, ValueError):
            raise UsageError(f"AutoExplore levels are depths (0, 1, 2, ...), got {value!r}") from None
        if depth < 0:
            raise UsageError(f"AutoExplore levels are depths (0, 1, 2, ...), got {value!r}")
        return depth

    @classmethod
    def default_levels(cls, make_env: Callable[[], AutoExploreEnv]) -> list[Any]:
        """Every depth present in the tasks."""
        return list(make_env().levels())

    @classmethod
    def check_levels(cls, levels: list[Any], make_env: Callable[[], AutoExploreEnv]) -> None:
        have = set(make_env().levels())
        missing = [lv for lv in levels if lv not in have]
        if missing:
            raise UsageError(
                f"no task at depth {', '.join(map(str, missing))}",
                hint=f"the tasks have depths: {', '.join(map(str, sorted(have))) or 'none'}",
            )

    @classmethod
    def curriculum_options(cls, level: Any) -> dict[str, Any]:
        """RL samples among the depths up to ``level``, so earlier depths stay in the mix."""
        return {"max_level": int(level)}

    def __init__(
        self,
        root: str | os.PathLike[str] | None = None,
        tasks: Sequence[ExploreTask | dict[str, Any]] | None = None,
        *,
        question: str | None = None,
        horizon: int = 15,
        max_actions: int = DEFAULT_MAX_ACTIONS,
        max_entries_per_page: int = DEFAULT_ENTRIES_PER_PAGE,
        content_tokens: int = CONTENT_TOKENS,
        truncator: Truncator | None = None,
        leaveout_prob: float = 0.0,
        shuffle_actions: bool = False,
        action_order: str = "listing",
        file_view_options: dict[str, Any] | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__(horizon=horizon, max_actions=max_actions, render_mode=render_mode)
        if max_actions < 6:
            raise ValueError("AutoExplore needs max_actions >= 6 (navigation plus one entry)")
        if not 0.0 <= leaveout_prob < 1.0:
            raise ValueError("leaveout_prob must be in [0, 1)")
        self.root = Path(root) if root is not None else Path.cwd()
        parsed = [t if isinstance(t, ExploreTask) else ExploreTask.from_dict(t) for t in tasks or ()]
        if question is not None:
            parsed.append(ExploreTask(question=question))
        self.tasks = parsed
        self.max_entries_per_page = max_entries_per_page
        self.content_tokens = content_tokens
        self.truncator: Truncator | None = truncator
        self.leaveout_prob = leaveout_prob
        self.shuffle_actions = shuffle_actions
        self.action_order = check_order(action_order, shuffle_actions)
        self.file_view_options = dict(file_view_options or {})
        self._views: dict[Path, FileView] = {}
        self.view: FileView | None = None
        self.task: ExploreTask | None = None
        self._done = True

    # -- tasks and levels -----------------------------------------------------------------

    def levels(self) -> list[int]:
        return sorted({t.depth for t in self.tasks if t.depth is not None})

    def played_task(self) -> tuple[str, tuple[Any, ...]] | None:
        """``(repository, task key)`` of the current episode's task (evaluation clusters
        episodes by repository and counts distinct tasks); ``None`` before the first reset."""
        task = self.task
        if task is None:
            return None
        repo = str(Path(task.repo).expanduser()) if task.repo else str(self.root)
        return repo, (repo, task.question, tuple(task.targets), task.id)

    def replays_identically(self) -> bool:
        """Whether a task played again by a deterministic agent gives the same episode under any
        seed: no per-episode randomness (no leave-out, no shuffled actions)."""
        return not self.leaveout_prob and not self.shuffle_actions

    def _choose_task(self, options: dict[str, Any]) -> ExploreTask:
        if "task" in options:
            task = options["task"]
            if isinstance(task, int):
                return self.tasks[task]
            return task if isinstance(task, ExploreTask) else ExploreTask.from_dict(task)
        pool = self.tasks
        if options.get("level") is not None:
            pool = [t for t in pool if t.depth == int(options["level"])]
        elif options.get("max_level") is not None:
            pool = [t for t in pool if t.depth is not None and t.depth <= int(options["max_level"])]
        if not pool:
            raise ValueError("no task to reset to: pass tasks=, question= or options={'task': ...}")
        return pool[int(self.np_random.integers(len(pool)))]

    def _view_for(self, task: ExploreTask) -> FileView:
        root = self.root
        if task.repo:
            repo = Path(task.repo).expanduser()
            root = repo if repo.is_absolute() else self.root / repo
        key = Path(os.path.realpath(root))
        if key not in self._views:
            self._views[key] = FileView(root, **self.file_view_options)
        return self._views[key]

    # -- Gymnasium API --------------------------------------------------------------------

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
        super().reset(seed=seed)
        options = dict(options or {})
        self._order = check_order(options.get("action_order", self.action_order), self.shuffle_actions)
        self.task = self._choose_task(options)
        self.view = self._view_for(self.task)
        self.cwd = ""
        self.pages: dict[str, int] = {}
        self._entries_cache: dict[str, tuple[list[str], list[str], list[tuple[int, int]]]] = {}
        self._ranked: dict[str, tuple[list[tuple[str, bool, float]], list[tuple[int, int]]]] = {}
        self.read: set[str] = set()
        self.history: list[str] = []
        self.identified: str | None = None
        self.steps = 0
        self._done = False
        self._last_result = ""
        # One salt per episode makes leave-out and shuffling reproducible from the seed and
        # stable within the episode (a directory looks the same when the agent returns).
        self._salt = int(self.np_random.integers(2**62))
        self._actions = self._admissible_actions()
        obs = self._observation()
        return obs, self._current_info()

    def step(self, action: Any) -> tuple[str, float, bool, bool, dict[str, Any]]:
        if self._done:
            raise RuntimeError("step() called on a finished episode; call reset() first")
        index = self.decode_action(action, self._actions)
        self.steps += 1
        cost = 1.0
        terminated = False
        success = False
        if index is None:
            self._last_result = f"Error: invalid choice {action!r}; choose one of the listed commands."
        else:
            command = self._actions[index]
            try:
                self._last_result, terminated = self._execute(command)
            except (OSError, OutsideRootError) as exc:
                # The tree changed under the episode: say so, and let the agent go on.
                self._last_result = f"Executing: {command}\nError: this is no longer available ({exc})."
            if terminated:
                success = self.task is not None and self.identified is not None and self.identified in self.task.targets
        truncated = not terminated and self.steps >= self.horizon
        if terminated or truncated:
            cost += -self.horizon if success else self.horizon
            self._done = True
        self._actions = [] if self._done else self._admissible_actions()
        obs = self._observation()
        info = self._current_info(success=success, cost=cost, invalid_action=index is None)
        return obs, -cost, terminated, truncated, info

    # -- dynamics -------------------------------------------------------------------------

    def _execute(self, command: str) -> tuple[str, bool]:
        verb, name = parse_command(command)
        if name is None:  # paging
            if command == "next page":
                self.pages[self.cwd] = self.pages.get(self.cwd, 0) + 1
            elif command == "previous page":
                self.pages[self.cwd] = max(0, self.pages.get(self.cwd, 0) - 1)
            else:
                raise AssertionError(f"unexpected admissible command {command!r}")
            return f"Executing: {command}\nSuccess: showing {self._page_caption()}", False
        if verb == "cd":
            assert self.view is not None
            if name == "..":
                self.cwd = self.cwd.rpartition("/")[0]
                while self.cwd and not self.view.is_dir(self.cwd):  # vanished since: go higher
                    self.cwd = self.cwd.rpartition("/")[0]
            elif self.view.is_dir(child_path(self.cwd, name)):
                self.cwd = child_path(self.cwd, name)
            else:
                return f"Executing: {command}\nError: {name}/ is no longer available.", False
            self.history.append(f"cd {quote(name)}")
            where = f"{self.cwd}/" if self.cwd else "the repository root"
            return f"Executing: {command}\nSuccess: Now at {where}", False
        path = child_path(self.cwd, name)
        if verb == "cat":
            self.read.add(path)
            self.history.append(f"cat {quote(path)}")
            return f"Executing: {command}\n{self._render_file(path, name)}", False
        if verb == "id":
            self.identified = path
            self.history.append(f"id {quote(path)}")
            return f"Executing: {command}\nSuccess: Identified file {path}", True
        raise AssertionError(f"unexpected admissible command {command!r}")

    def _render_file(self, path: str, name: str) -> str:
        assert self.view is not None and self.task is not None
        got = self.view.read_file(path)
        if got.text is None:
            return f"Note: {name}: {got.note}."
        if self.truncator is not None:
            text, cut = self.truncator(got.text, self.content_tokens)
            how = HEAD if cut else WHOLE
        else:
            text, how = excerpt(got.text, self.task.question, self.content_tokens, name=name)
        body = text.rstrip("\n")
        if how == LINES:
            lines = f"{got.text.count(chr(10)) + 1}{'+' if got.partial else ''} lines"
            return f"Success: {name} ({human_size(got.size)}, {lines}); the lines that bear on the task:\n{body}"
        if not body:
            return f"Success: The content of {name} is:\n(empty file)"
        if how == HEAD or got.partial:
            return f"Success: The content of {name} is:\n{body}\n{TRUNCATION_MARKER} (file size {human_size(got.size)})"
        return f"Success: The content of {name} is:\n{body}"

    # -- rendering ------------------------------------------------------------------------

    def _observation(self) -> str:
        assert self.task is not None
        page, n_pages, start, end = self._current_page()
        shown = [f"{name}/" if is_dir else name for name, is_dir, _ in self._listing(self.cwd)]
        listing = "\n".join(shown[start:end]) if shown else "(no entries)"
        if n_pages > 1:
            listing += f"\n({self._page_caption()})"
        sections = [
            ("Task", bounded_question(self.task.question)),
            ("Current working directory", f"{self.cwd}/" if self.cwd else "(repository root)"),
            ("Files under current working directory", listing),
            ("Command history", bounded_history(self.history)),
            ("Execution result of your last command", self._last_result or "(none)"),
        ]
        obs = "\n\n".join(f"# {title}\n{body}" for title, body in sections) + "\n"
        self._last_obs = obs
        return obs

    def _current_info(self, *, success: bool = False, cost: float = 0.0, invalid_action: bool = False) -> dict[str, Any]:
        assert self.task is not None and self.view is not None
        return self._info(
            task=self.task.question,
            actions=self._actions,
            success=success,
            cost=cost,
            invalid_action=invalid_action,
            level=self.task.depth,
            cwd=self.cwd,
            identified=self.identified,
            result=self._last_result,
            targets=list(self.task.targets),
            root=str(self.view.root),
        )

    # -- oracle ---------------------------------------------------------------------------

    def oracle_action(self) -> str | None:
        """The next command of a shortest path to the shallowest target: ``cd ..`` up to the
        common ancestor, ``cd`` down, page to the entry, ``cat`` it (as the paper's optimal
        paths do), then ``id`` it. ``None`` when the task has no target or the target is hidden."""
        assert self.task is not None
        if self._done or not self.task.targets:
            return None
        target = sorted(self.task.targets, key=lambda t: (t.count("/"), t))[0]
        folders, _, name = target.rpartition("/")
        if self.cwd and not (folders == self.cwd or folders.startswith(self.cwd + "/")):
            return "cd .."
        rest = folders[len(self.cwd) :].lstrip("/") if self.cwd else folders
        positions = {(n, is_dir): i for i, (n, is_dir, _) in enumerate(self._listing(self.cwd))}
        if rest:
            wanted = rest.split("/")[0]
            position = positions.get((wanted, True))
            command = f"cd {quote(wanted)}"
        else:
            position = positions.get((name, False))
            command = f"{'id' if target in self.read else 'cat'} {quote(name)}"
        if position is None:
            return None
        page, _, start, end = self._current_page()
        if position < start:
            return "previous page"
        if position >= end:
            return "next page"
        return command
