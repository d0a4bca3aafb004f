"""BM25 over the files of an AutoExplore repository: a baseline agent and a lexical prior.

* :class:`RepoRanker` (re-exported from :mod:`reflect_cli.search`, where the env's
  ``action_order="lexical"`` needs it) ranks every file the agent can see (enumerated through the
  env's :class:`~reflect_cli.search.fileview.view.FileView` exactly as ``reflect gen-data`` enumerates
  them, read up to the same limit) with the BM25 index of the ambiguity filter, queried with the
  question's key terms.
* :class:`BM25Agent` walks to the BM25 top-1 file (``cd ..`` up to the common ancestor, ``cd``
  down, paging where a listing is split), ``cat`` s it and identifies it, so its success rate in
  ``reflect eval`` is the ranker's Acc@1. In an episode listed in the ``answer`` order it walks to
  the first file of `reflect explore`'s answer, the ranking that order follows. Ties go to the file met first in a breadth-first walk;
  when no file shares a term with the question it identifies the first file of that walk.
* :func:`action_scores` scores the current actions (``cd DIR``: best file under ``DIR``;
  ``cat``/``id FILE``: the file's score; anything else: 0) and orders them, highest first
  (stable); ``AutoExploreEnv(action_order="lexical")`` uses the same ranking to order a folder's
  entries and actions across pages (what `prior:` agents, `--lexical-prior` and training see).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

import numpy as np

from reflect_cli.agent.loop import Decision
from reflect_cli.envs.autoexplore.env import UP, command, parse_command
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.ranker import RepoRanker, ranker_for


def _env_view(env: Any, info: dict[str, Any], own: dict[str, FileView]) -> FileView:
    view = getattr(getattr(env, "unwrapped", env), "view", None) if env is not None else None
    if isinstance(view, FileView):
        return view
    root = info.get("root")
    if root is None:
        raise ValueError("this agent needs an AutoExplore env (info has no 'root')")
    key = os.path.realpath(root)
    if key not in own:
        own[key] = FileView(root)
    return own[key]


# -- navigation --------------------------------------------------------------------------------


def step_towards(view: FileView, cwd: str, actions: Sequence[str], target: str) -> int | None:
    """Index in ``actions`` of the next command of a shortest walk to ``target`` (``cd ..`` up,
    ``cd`` down, ``previous``/``next page`` to the entry, ``cat`` it, then ``id`` it), the way the
    env's oracle walks to its target. ``None`` when the entry is not reachable from here."""

    def index_of(text: str) -> int | None:
        try:
            return list(actions).index(text)
        except ValueError:
            return None

    folders, _, name = target.rpartition("/")
    if cwd and not (folders == cwd or folders.startswith(cwd + "/")):
        return index_of(UP)
    rest = folders[len(cwd) :].lstrip("/") if cwd else folders
    listing = view.list_dir(cwd)
    dirs, files = list(listing.dirs), list(listing.files)
    if rest:
        wanted = rest.split("/")[0]
        found = index_of(command("cd", wanted))
        if found is not None:
            return found
        position = dirs.index(wanted) if wanted in dirs else None
    else:
        for candidate in (command("cat", name), command("id", name)):
            found = index_of(candidate)
            if found is not None:
                return found
        position = len(dirs) + files.index(name) if name in files else None
    if position is None:
        return None
    # The entry is on another page: page towards it.
    shown: list[int] = []
    for text in actions:
        verb, arg = parse_command(text)
        if arg is None or arg == "..":
            continue
        if verb == "cd" and arg in dirs:
            shown.append(dirs.index(arg))
        elif verb in ("cat", "id") and arg in files:
            shown.append(len(dirs) + files.index(arg))
    previous, following = index_of("previous page"), index_of("next page")
    if shown and position < min(shown):
        return previous
    if shown and position > max(shown):
        return following
    if not shown:
        return following if following is not None else previous
    return None  # on this page but not offered (hidden): unreachable


class BM25Agent:
    """Walk to the BM25 top-1 file, read it, identify it (see the module docstring).

    ``env``: the AutoExplore env (its FileView is used, so the agent sees what the env shows);
    without it, a default FileView of ``info["root"]`` is opened."""

    def __init__(self, env: Any | None = None, *, name: str = "bm25") -> None:
        self.env = env
        self.name = name
        self._views: dict[str, FileView] = {}

    def _answer_order(self) -> bool:
        env = getattr(self.env, "unwrapped", self.env)
        return getattr(env, "episode_action_order", None) == "answer"

    def target(self, info: dict[str, Any]) -> str | None:
        view = _env_view(self.env, info, self._views)
        return ranker_for(view).top1(info["task"], answer=self._answer_order())

    def act(self, observation: str, info: dict[str, Any], rng: np.random.Generator) -> Decision:
        actions = list(info["actions"])
        view = _env_view(self.env, info, self._views)
        target = self.target(info)
        index = step_towards(view, info.get("cwd", ""), actions, target) if target else None
        if index is None:
            # Unreachable top-1 (hidden entry): identify the best file offered here, else move on.
            scores, order = action_scores(view, info["task"], actions, info.get("cwd", ""))
            ids = [i for i in order if parse_command(actions[i])[0] == "id"]
            index = ids[0] if ids else order[0]
        return Decision(index=int(index), logprob=0.0)


# -- lexical prior -----------------------------------------------------------------------------


def action_scores(
    view: FileView, question: str, actions: Sequence[str], cwd: str = "", *, ranker: RepoRanker | None = None
) -> tuple[list[float], list[int]]:
    """Relevance of each action and the order of the actions by it (highest first, stable):
    ``cd DIR`` scores the best BM25 file under ``DIR``, ``cat FILE``/``id FILE`` the file's own
    score, everything else (``cd ..``, paging) 0."""
    best = (ranker or ranker_for(view)).subtree_scores(question, cwd)
    out: list[float] = []
    for text in actions:
        _, arg = parse_command(text)
        out.append(0.0 if arg is None or arg == ".." else float(best.get(arg, 0.0)))
    order = sorted(range(len(actions)), key=lambda i: -out[i])
    return out, order
