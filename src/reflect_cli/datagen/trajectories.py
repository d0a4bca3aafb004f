"""gen-data's trajectories: what the episodes are, and the trajectory records of one AutoExplore task.

AutoExplore (one positive and up to ``negatives`` negative episodes per task):

* **positive**: the env's oracle path (``cd`` ... ``cat`` target, ``id`` target); every step gets
  an offline reflection written from ground truth (why this folder, why this file, what was read).
  A reflection only names entries shown in the observation it is written for (listing, command
  history or the last result), never a file the agent has not yet seen.
* **negative**: replay the oracle path to a random step ``i``, perturb it with a wrong ``cd``, a
  wrong ``cat`` or a premature ``id`` of a wrong file, then the recovery step: a reflection on why
  that move was wrong and what to do next, with the oracle's corrective action as the target. The
  episode then follows the oracle to the end. A wrong ``id`` would end the episode, so it is not
  executed: the recovery step sits at the state where it was tempting (``perturbation.executed``
  is false) and explains why identifying that file now would be wrong. That state is the positive
  episode's (same observation, a contradictory reflection), so the step stays in
  ``trajectories.jsonl`` but is no SFT example (:func:`sft_record_sets` drops negatives at a state
  that already has an example).

With an LLM teacher (``--teacher openai:MODEL``):

* **teacher** episodes (``--teacher-explorations N`` per task): the teacher explores the task's
  repository itself with analyse-then-choose (:meth:`OpenAITeacher.analyse_and_choose`) up to the
  env's horizon. Each step's ``reflection`` is the teacher's analysis, ``action_index`` its choice
  (step kind ``teacher``). A choice that cannot be parsed is replaced by a seeded random valid
  action (step kind ``random``: never an SFT target) and counted in ``parse_failures``. Only
  *successful* teacher episodes give SFT examples; failed ones stay in ``trajectories.jsonl``.
* **LLM reflections** (``--teacher-reflections``): every SFT step of the positive and negative
  episodes (not ``replay`` steps) gets a reflection written by the teacher from the ground truth the
  offline template uses (:func:`reflection_facts`). A reply that is empty, too long or names a file
  the state does not show (:func:`reflection_problem`) falls back to the offline reflection. Such
  steps carry ``reflection_source`` (``"teacher"``/``"offline"``), and on a fallback ``fallback``
  (the reason) and ``teacher_reply`` (the rejected text).

Taxi and ALFWorld: the behaviour takes a uniformly random admissible action with probability
``epsilon`` and the oracle's otherwise; the policy target of every visited state is the *oracle's*
action (never the random one taken). Reflections describe the consequence of the last action and
the plan. Steps where the oracle has no action (ALFWorld's expert lost) get no target.

Every episode is played by the one rollout engine (:func:`reflect_cli.agent.loop.run_episode`,
i.e. ``run_batch`` with a batch of one): the oracle (:class:`ReflectingOracleAgent`), the
perturbed oracle (:class:`PerturbedOracleAgent`), the teacher (:class:`TeacherAgent`) and the
ε-random oracle of Taxi/ALFWorld (:class:`EpsilonOracleAgent`) are its agents. Each decision
carries the step's record fields in ``Decision.extra`` (``kind``, and for Taxi/ALFWorld the
oracle's ``target`` besides the action taken), and the trajectory dicts are built from the
engine's :class:`~reflect_cli.agent.loop.StepRecord` s (:func:`_step_of`).

Where the parts live (all re-exported here): AutoExplore's agents and episodes in
:mod:`~reflect_cli.datagen.explore_episodes`, their offline reflections in
:mod:`~reflect_cli.datagen.explore_reflections`, the LLM teacher's reflections and their checks in
:mod:`~reflect_cli.datagen.teacher_reflections`, Taxi/ALFWorld in
:mod:`~reflect_cli.datagen.epsilon_oracle`, the step dicts and SFT records in
:mod:`~reflect_cli.datagen.records`. This module assembles one AutoExplore task's records
(:func:`autoexplore_trajectories`).

Step kinds: ``positive`` (SFT example of a positive episode), ``negative`` (recovery step of a
negative episode, SFT example), ``replay`` (oracle steps of a negative episode before/after the
perturbation, not used for SFT), ``perturbed`` (the wrong move, never a target), ``teacher`` (the
teacher's own choice; SFT example when its episode succeeded) and ``random`` (a teacher step whose
choice could not be parsed, never a target).
"""

from __future__ import annotations

from random import Random
from typing import Any

from reflect_cli.datagen.explore_episodes import (
    negative_episode,
    positive_episode,
    teacher_episode,
)
from reflect_cli.datagen.records import (
    TRAJECTORY_SCHEMA,
)
from reflect_cli.datagen.teacher_reflections import (
    add_teacher_reflections,
)
from reflect_cli.envs.autoexplore.env import AutoExploreEnv


def autoexplore_trajectories(
    env: AutoExploreEnv,
    task: dict[str, Any],
    *,
    negatives: int,
    seed: int,
    teacher: Any = None,
    explorations: int = 0,
    teacher_reflections: bool = False,
) -> list[dict[str, Any]]:
    """Trajectory records for one task: the positive episode, then up to ``negatives`` negatives,
    then (with a ``teacher``) ``explorations`` teacher episodes. Empty when the oracle cannot solve
    the task within the horizon (the teacher is then not asked)."""
    positive = positive_episode(env, task)
    if positive is None:
        return []
    episodes = [positive]
    rng = Random(f"{seed}:{task['id']}")
    used: set[tuple[int, str]] = set()
    for _ in range(negatives):
        episode = negative_episode(env, task, len(positive["steps"]), rng, used)
        if episode is not None:
            episodes.append(episode)
    out = []
    for k, episode in enumerate(episodes):
        out.append(
            {
                "schema": TRAJECTORY_SCHEMA,
                "id": f"{task['id']}-{'p' if k == 0 else f'n{k}'}",
                "task_id": task["id"],
                "env": "autoexplore",
                "split": task["split"],
                "source": "offline",
                **episode,
            }
        )
    if teacher is None:
        return out
    if teacher_reflections:
        for record in out:
            add_teacher_reflections(record, teacher, seed=seed)
    for k in range(1, explorations + 1):
        out.append(
            {
                "schema": TRAJECTORY_SCHEMA,
                "id": f"{task['id']}-t{k}",
                "task_id": task["id"],
                "env": "autoexplore",
                "split": task["split"],
                "source": teacher.name,
                **teacher_episode(env, task, teacher, seed=seed, k=k),
            }
        )
    return out
