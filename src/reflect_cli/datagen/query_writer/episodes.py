"""QueryWriter's tasks from real developer language, and its oracle episodes with reflections.

A task is a commit message and the source files the commit changed (:mod:`~reflect_cli.datagen.history`),
played on the repository's tree; each task is played once by the oracle
(:meth:`~reflect_cli.envs.query_writer.env.QueryWriterEnv.oracle_action`: the name that places a
changed file best, or ``stop``), and the episode is written as a trajectory with the oracle's
reflection, then as SFT files (:func:`~reflect_cli.datagen.out_folder.write_outputs`). The
trajectory step also keeps every action's residual reward and the worst few actions below the
oracle's (``negatives``), for analysis and reward-weighted training; the SFT files hold the oracle's
action only (the policy's text head scores it against every other name of the step).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from reflect_cli.datagen.records import TRAJECTORY_SCHEMA
from reflect_cli.datagen.reserved import reserved_reason
from reflect_cli.errors import UsageError

ENV_NAME = "query-writer"
MIN_GAIN = 0.25  # an addition is the oracle's target only when it gains this much reciprocal rank
MAX_NEGATIVES = 3  # per step kept in the trajectory: the worst few show what damages the ranking


def reflection_for(info: dict[str, Any], actions: list[str], target: int, rewards: list[float]) -> str:
    """The oracle's analysis of the step: what the ranking has and which name (if any) the code
    uses for what is asked."""
    before = info.get("rank_before") or 0
    where = f"The ranking puts the right file at rank {before}." if before else "The ranking misses the right file."
    if target == 0:
        if before == 1:
            return f"{where} Its answer already stands; adding a name could only push it down. Stop."
        return f"{where} None of the offered names is what the code calls it. Stop."
    name = actions[target].removeprefix("add ")
    gain = rewards[target] if target < len(rewards) else 0.0
    return (f"{where} The code's own word for what is asked is `{name}`; adding it should move the right file up "
            f"(gain {gain:+.2f}). Add {name}.")


def history_query_tasks(repos: list[str], *, per_repo: int, cache: Path | None,
                        progress: Callable[[str, int, int | None], None] | None = None) -> list[dict[str, Any]]:
    """Commit message -> changed source files of each repository's history (train split), newest first."""
    from reflect_cli.datagen.history import history_tasks

    tasks: list[dict[str, Any]] = []
    for i, repo in enumerate(repos):
        why = reserved_reason(repo)
        if why:
            raise UsageError(f"{repo} is reserved for evaluation ({why})", hint="train on other repositories")
        result = history_tasks(repo, split="train", max_tasks=per_repo, cache=cache)
        for k, task in enumerate(result.tasks):
            tasks.append({"id": f"{_slug(repo)}-{k}", "question": task["question"], "targets": task["targets"],
                          "repo": task["repo"], "meta": {"source": "history", "origin": str(repo)}})
        if progress is not None:
            progress("tasks", i + 1, len(repos))
    return tasks


def _slug(repo: str) -> str:
    """A repository's name for task ids: a mirror's ``OWNER+NAME/repo`` folder is ``NAME``."""
    path = Path(repo)
    name = path.parent.name if path.name in ("repo", ".git") else path.name
    return name.rsplit("+", 1)[-1].removesuffix(".git") or "repo"


def oracle_trajectories(tasks: list[dict[str, Any]], *, seed: int, max_terms: int = 1, weight: float = 0.5,
                        min_gain: float = MIN_GAIN, progress: Callable[[str, int, int | None], None] | None = None) -> list[dict[str, Any]]:
    """Each task played once by the oracle; a trajectory record per task (the gen-data schema)."""
    from reflect_cli.datagen.tasks import split_repos
    from reflect_cli.envs.query_writer.env import QueryWriterEnv

    env = QueryWriterEnv(tasks, max_terms=max_terms, weight=weight)
    origins = [t.get("meta", {}).get("origin", t["repo"]) for t in tasks]
    splits = split_repos(origins, seed)  # by repository: no split measures a repository another trains on
    out: list[dict[str, Any]] = []
    for i in range(len(tasks)):
        obs, info = env.reset(seed=seed + i, options={"task": i})
        steps: list[dict[str, Any]] = []
        done = False
        t = 0
        while not done:
            actions = list(info["actions"])
            target = env.oracle_action()
            assert target is not None
            rewards = env.action_rewards()
            if target != 0 and rewards[target] - rewards[0] < min_gain:
                target = 0  # a nudge of a rank or two is a coincidence of words more often than a lesson
            reflection = reflection_for(info, actions, target, rewards)
            negatives = sorted((r, j) for j, r in enumerate(rewards) if j != target and r < rewards[target])
            steps.append({"t": t, "observation": obs, "actions": actions, "action_index": target,
                          "action": actions[target], "reflection": reflection, "kind": "positive", "random": False,
                          "target": target, "rewards": [round(r, 4) for r in rewards],
                          "negatives": [{"action_index": j, "action": actions[j], "reward": round(r, 4)}
                                        for r, j in negatives[:MAX_NEGATIVES]]})
            obs, _, terminated, truncated, info = env.step(target)
            done = terminated or truncated
            t += 1
        out.append({"schema": TRAJECTORY_SCHEMA, "id": f"{ENV_NAME}-{tasks[i]['id']}", "task_id": tasks[i]["id"],
                    "env": ENV_NAME, "split": splits[origins[i]], "source": "oracle", "kind": "positive", "perturbation": None,
                    "task": tasks[i]["question"], "epsilon": 0.0, "success": bool(info["success"]), "steps": steps,
                    "rank_before": info["rank_before"], "rank_after": info["rank_after"], "query": info["query"]})
        if progress is not None:
            progress("episodes", i + 1, len(tasks))
    return out
