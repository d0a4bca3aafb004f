"""QueryWriter: add to a question the words the code uses, so that the ranking finds its file.

## Description
A question and a repository; the ranking of ``reflect explore`` (:mod:`reflect_cli.search`) has
answered it. The agent reads the ranking's first files and the names they define, and writes a
query by choosing names to add (or none). The query's new terms are looked up in the same index
and fused into the question's scores (:func:`~reflect_cli.search.expansion.fused_scores`). A step
costs milliseconds: the environment is the ranking over the stored index.

## Action Space
``Discrete(max_actions)``: ``add NAME`` for each candidate name
(:func:`~reflect_cli.search.expansion.candidate_names`: the rarest names the ranking's first files
define, and their stems) and ``stop``, first.

## Observation Space
Markdown: ``# Question`` (up to 600 characters), ``# The ranking's first files`` (path and the names
it defines), ``# Query so far``; rendered by :class:`~reflect_cli.envs.query_writer.draft.QueryDraft`,
which ``reflect explore --model writer`` plays too (the same text, without a target).

## Rewards
Only at the end: the target's reciprocal rank with the query fused in, minus without it
(:func:`~reflect_cli.search.expansion.residual_reward`): nothing for what the ranking already had,
and a query that pushes the file down costs. ``cost == -reward``.

## Episode End
Terminated on ``stop`` or after ``max_terms`` names; ``success``: the target is first at the end.

## Information
The base contract plus ``targets``, ``root``, ``query`` (the names added), ``rank_before`` and
``rank_after`` (0: not ranked).
"""

from __future__ import annotations

from typing import Any

from reflect_cli.envs.autoexplore.tasks import ExploreTask, load_explore_tasks
from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS, TextEnv
from reflect_cli.envs.query_writer.draft import CANDIDATES, MAX_TERMS, STOP, WEIGHT, QueryDraft
from reflect_cli.search.expansion import rank_of, residual_reward
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.ranker import ranker_for

__all__ = ["STOP", "QueryWriterEnv"]


class QueryWriterEnv(TextEnv):
    """See the module docstring. ``tasks``: :class:`ExploreTask` objects (or dicts with
    ``question``, ``targets``, ``repo``); ``max_terms``: names added at most; ``weight``: the
    query's weight in the fused scores; ``candidates``: candidate names offered at most."""

    TAKES_TASKS = True
    TASKS_LOADER = "reflect_cli.envs.autoexplore.tasks:load_explore_tasks"
    EXPLORES_REPOSITORY = False
    ORACLE = "the name that places the right file best (stop when none improves it)"

    def __init__(self, tasks: list[Any] | None = None, *, max_terms: int = MAX_TERMS, weight: float = WEIGHT,
                 candidates: int = CANDIDATES, max_actions: int = DEFAULT_MAX_ACTIONS, render_mode: str | None = None,
                 horizon: int | None = None) -> None:
        super().__init__(horizon=horizon or max_terms, max_actions=max_actions, render_mode=render_mode)
        if max_terms < 1:
            raise ValueError("max_terms must be at least 1")
        if candidates + 1 > max_actions:
            raise ValueError(f"candidates + 1 must fit max_actions={max_actions}")
        self.tasks = [t if isinstance(t, ExploreTask) else ExploreTask.from_dict(t) for t in (tasks or [])]
        self.max_terms, self.weight, self.candidates = max_terms, weight, candidates
        self._task: ExploreTask | None = None
        self._draft: QueryDraft | None = None  # the question, the ranking's answer, the names added
        self._done = True
        self.rank_before = 0

    @classmethod
    def load_tasks(cls, path: str, *, root: str | None = None) -> list[Any]:
        return load_explore_tasks(path, root=root)

    @classmethod
    def ranks_actions(cls, kwargs: dict[str, Any]) -> bool:
        """``stop`` leads the list and the names follow their files' ranks: no learner should trust
        the positions (RL fits no positional prior), only what each name says."""
        return False

    def replays_identically(self) -> bool:
        """A task played again by a deterministic agent gives the same episode under any seed."""
        return True

    # -- the episode ------------------------------------------------------------------------------

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
        super().reset(seed=seed)
        options = dict(options or {})
        task = options.get("task")
        if isinstance(task, int):
            task = self.tasks[task]
        elif task is None:
            if not self.tasks:
                raise ValueError("QueryWriterEnv needs tasks (or reset(options={'task': ...}))")
            task = self.tasks[int(self.np_random.integers(len(self.tasks)))]
        self._task = task if isinstance(task, ExploreTask) else ExploreTask.from_dict(task)
        if not self._task.repo:
            raise ValueError("a QueryWriter task needs its repository ('repo')")
        self._draft = QueryDraft.start(ranker_for(FileView(self._task.repo)), self._task.question,
                                       candidates=self.candidates)
        self.rank_before = rank_of(self._draft.ranker, self._draft.base, self._task.targets)
        self._done = False
        return self._observe(), self._episode_info()

    def actions(self) -> list[str]:
        if self._done or self._draft is None:
            return []
        return self._draft.actions()

    def step(self, action: Any) -> tuple[str, float, bool, bool, dict[str, Any]]:
        if self._task is None or self._draft is None or self._done:
            raise RuntimeError("call reset() before step()")
        actions = self.actions()
        index = self.decode_action(action, actions)
        if index is None:
            self._done = True
            after = self._rank_after()
            reward = residual_reward(self.rank_before, after) - 1.0  # an invalid action ends it, and costs
            return self._observe(), reward, True, False, self._episode_info(cost=-reward, invalid=True, after=after)
        chosen = actions[index]
        self._draft.add(chosen)
        if chosen == STOP or len(self._draft.query) >= self.max_terms:
            self._done = True
            after = self._rank_after()
            reward = residual_reward(self.rank_before, after)
            return self._observe(), reward, True, False, self._episode_info(cost=-reward, after=after)
        return self._observe(), 0.0, False, False, self._episode_info()

    def oracle_action(self) -> int | None:
        """The name whose addition places a target best (ties: the first offered); ``stop``
        (index 0) when none beats the query as it is."""
        if self._task is None or self._done or self._draft is None:
            return None
        actions = self.actions()
        best, best_rank = 0, self._rank_after()
        for i, action in enumerate(actions[1:], start=1):
            rank = self._rank_with([*self._draft.query, action.removeprefix("add ")])
            if rank and (best_rank == 0 or rank < best_rank):
                best, best_rank = i, rank
        return best

    def action_rewards(self) -> list[float]:
        """The residual reward each action would end the episode with now (for negatives and
        group baselines); ``stop`` first."""
        assert self._draft is not None
        rewards = [residual_reward(self.rank_before, self._rank_after())]
        for action in self.actions()[1:]:
            rewards.append(residual_reward(self.rank_before, self._rank_with([*self._draft.query, action.removeprefix("add ")])))
        return rewards

    # -- helpers ----------------------------------------------------------------------------------

    def _rank_with(self, names: list[str]) -> int:
        assert self._draft is not None and self._task is not None
        if not names:
            return self.rank_before
        return rank_of(self._draft.ranker, self._draft.scores(names, weight=self.weight), self._task.targets)

    def _rank_after(self) -> int:
        assert self._draft is not None
        return self._rank_with(self._draft.query)

    def _observe(self) -> str:
        assert self._draft is not None
        self._last_obs = self._draft.observation()
        return self._last_obs

    def _episode_info(self, *, cost: float = 0.0, invalid: bool = False, after: int | None = None) -> dict[str, Any]:
        assert self._task is not None and self._draft is not None
        return self._info(task=self._task.question, actions=self.actions(), success=after == 1, cost=cost,
                          invalid_action=invalid, level=None, targets=list(self._task.targets),
                          root=str(self._draft.ranker.view.root), query=list(self._draft.query),
                          rank_before=self.rank_before, rank_after=after)
