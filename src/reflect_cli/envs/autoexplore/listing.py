"""What AutoExplore shows of a folder: which entries (leave-out), in which order (listing or
lexical), cut into which pages, and the admissible commands of the current page.

:class:`ExploreListing` is the part of :class:`~reflect_cli.envs.autoexplore.env.AutoExploreEnv` that
computes these from the episode's state; the env owns that state (set on ``reset``) and the
dynamics. Page boundaries do not depend on what was read, so a listing looks the same every time
the agent returns to it.
"""

from __future__ import annotations

import hashlib

from reflect_cli.envs.autoexplore.commands import quote
from reflect_cli.envs.autoexplore.tasks import ExploreTask
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.ranker import ranker_for

ACTION_ORDERS = ("listing", "lexical", "answer")
# The orders that rank a folder's entries by relevance to the question: "lexical" by the plain
# BM25 scores, "answer" by the scores `reflect explore` answers with (tests, docs and change logs
# weighed down unless asked for, code the question names boosted: RepoRanker.answer_scores).
RANKED_ORDERS = ("lexical", "answer")
# Folder entries one listing page shows unless an env is told otherwise.
DEFAULT_ENTRIES_PER_PAGE = 40


def check_order(order: str, shuffle_actions: bool) -> str:
    """``order`` if it is one of :data:`ACTION_ORDERS` and compatible with ``shuffle_actions``."""
    if order not in ACTION_ORDERS:
        raise ValueError(f"action_order must be one of {', '.join(ACTION_ORDERS)}, not {order!r}")
    if order in RANKED_ORDERS and shuffle_actions:
        raise ValueError(f"action_order={order!r} and shuffle_actions exclude each other")
    return order


def child_path(cwd: str, name: str) -> str:
    """The path of entry ``name`` of folder ``cwd`` (``""`` is the root)."""
    return f"{cwd}/{name}" if cwd else name


class ExploreListing:
    """Listing, paging and the action list of the current folder (see the module docstring)."""

    # The env's settings and episode state these methods read (set by AutoExploreEnv).
    max_actions: int
    max_entries_per_page: int
    leaveout_prob: float
    shuffle_actions: bool
    view: FileView | None
    task: ExploreTask | None
    cwd: str
    pages: dict[str, int]
    read: set[str]
    _order: str
    _salt: int
    _entries_cache: dict[str, tuple[list[str], list[str], list[tuple[int, int]]]]
    _ranked: dict[str, tuple[list[tuple[str, bool, float]], list[tuple[int, int]]]]

    def _visible(self, rel: str) -> bool:
        if self.leaveout_prob <= 0.0:
            return True
        assert self.task is not None
        if any(t == rel or t.startswith(rel + "/") for t in self.task.targets):
            return True
        digest = hashlib.blake2b(f"{self._salt}:{rel}".encode(), digest_size=8).digest()
        return int.from_bytes(digest, "big") / 2**64 >= self.leaveout_prob

    def _entries(self, cwd: str) -> tuple[list[str], list[str]]:
        # Visible entries depend only on the folder and the episode (leave-out salt): computed
        # once per folder and episode, since a step asks for them several times.
        cached = self._entries_cache.get(cwd)
        if cached is None:
            assert self.view is not None
            listing = self.view.list_dir(cwd)
            dirs = [d for d in listing.dirs if self._visible(child_path(cwd, d))]
            files = [f for f in listing.files if self._visible(child_path(cwd, f))]
            cached = self._entries_cache[cwd] = (dirs, files, self._paginate(len(dirs), len(files)))
        return cached[0], cached[1]

    def _pages(self, cwd: str) -> list[tuple[int, int]]:
        if self._order in RANKED_ORDERS:
            return self._lexical_listing(cwd)[1]
        self._entries(cwd)
        return self._entries_cache[cwd][2]

    def _listing(self, cwd: str) -> list[tuple[str, bool, float]]:
        """The entries of ``cwd`` in the order they are shown: ``(name, is_dir, relevance)``
        (relevance 0 unless the order is lexical)."""
        if self._order in RANKED_ORDERS:
            return self._lexical_listing(cwd)[0]
        dirs, files = self._entries(cwd)
        return [(d, True, 0.0) for d in dirs] + [(f, False, 0.0) for f in files]

    def _lexical_listing(self, cwd: str) -> tuple[list[tuple[str, bool, float]], list[tuple[int, int]]]:
        cached = self._ranked.get(cwd)
        if cached is None:
            assert self.view is not None and self.task is not None
            dirs, files = self._entries(cwd)
            best = ranker_for(self.view).subtree_scores(self.task.question, cwd, answer=self._order == "answer")
            entries = [(d, True, best.get(d, 0.0)) for d in dirs] + [(f, False, best.get(f, 0.0)) for f in files]
            entries.sort(key=lambda e: -e[2])  # stable: ties keep the listing order
            cached = self._ranked[cwd] = (entries, self._paginate_kinds([1 if e[1] else 2 for e in entries]))
        return cached

    def _paginate(self, n_dirs: int, n_files: int) -> list[tuple[int, int]]:
        """Page boundaries over ``dirs + files``, sized by the worst case (2 actions per file)."""
        return self._paginate_kinds([1] * n_dirs + [2] * n_files)

    def _paginate_kinds(self, kinds: list[int]) -> list[tuple[int, int]]:
        """Page boundaries over entries needing ``kinds[i]`` actions each (folder 1, file 2)."""
        budget = self.max_actions - 3  # "cd ..", "previous page", "next page"
        pages: list[tuple[int, int]] = []
        start = used = 0
        for i, k in enumerate(kinds):
            if used + k > budget or i - start >= self.max_entries_per_page:
                pages.append((start, i))
                start, used = i, 0
            used += k
        pages.append((start, len(kinds)))
        return pages

    def _current_page(self) -> tuple[int, int, int, int]:
        pages = self._pages(self.cwd)
        page = min(self.pages.get(self.cwd, 0), len(pages) - 1)
        start, end = pages[page]
        return page, len(pages), start, end

    def _page_caption(self) -> str:
        page, n_pages, start, end = self._current_page()
        dirs, files = self._entries(self.cwd)
        return f"entries {start + 1}-{end} of {len(dirs) + len(files)} (page {page + 1} of {n_pages})"

    def _admissible_actions(self) -> list[str]:
        page, n_pages, start, end = self._current_page()
        scored: list[tuple[str, float]] = [("cd ..", 0.0)] if self.cwd else []
        for name, is_dir, score in self._listing(self.cwd)[start:end]:
            if is_dir:
                scored.append((f"cd {quote(name)}", score))
                continue
            if child_path(self.cwd, name) not in self.read:
                scored.append((f"cat {quote(name)}", score))
            scored.append((f"id {quote(name)}", score))
        if self._order in RANKED_ORDERS:
            scored.sort(key=lambda cs: -cs[1])  # stable: "cd .." and ties keep the listing order
        actions = [command for command, _ in scored]
        if page > 0:
            actions.append("previous page")
        if page + 1 < n_pages:
            actions.append("next page")
        if self.shuffle_actions:
            # Keyed by folder and page, not by step: a listing looks the same when revisited.
            order = _salted_order(self._salt, f"{self.cwd}#{page}", len(actions))
            actions = [actions[i] for i in order]
        return actions


def _salted_order(salt: int, where: str, n: int) -> list[int]:
    keys = [hashlib.blake2b(f"{salt}:{where}:{i}".encode(), digest_size=8).digest() for i in range(n)]
    return sorted(range(n), key=lambda i: keys[i])
