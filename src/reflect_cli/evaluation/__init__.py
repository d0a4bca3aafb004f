"""Evaluation: play agents on an environment and report success rates with 95 % intervals.

The result is the document printed by ``reflect eval --json``::

    {"env": "taxi", "decoding": "greedy", "seeds": [0], "episodes_per_level": 100,
     "horizon": 18, "levels": ["pickup", "dropoff", "full"],
     "results": [{"agent": "oracle", "kind": "oracle", "reflector": null, "success_rate": 1.0,
                  "ci95": [0.987, 1.0], "ci95_method": "wilson",
                  "episodes": 300, "successes": 300, "mean_return": 0.75, "mean_steps": 6.2,
                  "median_seconds": 0.0004,
                  "by_level": {"pickup": {"success_rate": ..., "ci95": [...], "episodes": 100,
                                          "successes": ..., "mean_return": ..., "mean_steps": ...,
                                          "median_seconds": ...},
                               ...}}, ...]}

Determinism
-----------
For every level, seed ``s`` (of ``seeds``) and episode ``i`` (``0 <= i < episodes``), the env is
reset with ``seed=reset_seed(s, i)`` (a 32-bit value from ``numpy.random.SeedSequence([s, i])``)
and the agent's random generator is ``numpy.random.default_rng([s, i])``. So every agent starts
from the same states, a level's episode ``i`` starts from the same draw as in every other level
(for Taxi: the same map), and reruns give the same numbers.

Levels
------
Each env says how its levels are parsed, which it plays by default and how one is played
(:class:`reflect_cli.envs.registration.EnvSpec`):

* ``taxi``: ``pickup``, ``dropoff``, ``full`` (all three when none are given), passed as
  ``reset(options={"level": L})``.
* ``autoexplore``: the depth of the task (folders above its shallowest target); by default every
  depth present in the tasks. Passed as ``reset(options={"level": d})``.
* ``alfworld``: a task type (the env is built with ``task_types=[L]``); by default one run over
  all problems, reported per task type.
* any other env: ``reset(options={"level": L})`` when levels are given, else one group keyed by
  ``info["level"]`` (``"all"`` when the env reports none).

AutoExplore task sets
---------------------
With ``each_task`` (what ``reflect eval`` does for a tasks file unless ``--episodes`` is given,
and what the pipeline's eval stage does) every task is played exactly once per seed, and a
deterministic agent (oracle, bm25, a model agent with greedy decoding) plays only the first seed:
on the deterministic env another seed replays the very same episodes, which are no new evidence
(``seeds_played`` in the result says which seeds were played). Every AutoExplore summary (overall
and per depth) reports ``distinct_tasks`` and ``repositories`` (distinct task repositories).

Intervals
---------
``ci95`` is a 95 % Wilson interval; ``ci95_method`` says which kind. ``"wilson"``: independent
episodes (Taxi, ALFWorld). ``"wilson_design_effect_by_repository"`` (AutoExplore): a test split
holds a few repositories and the episodes of one repository succeed or fail together, so the
Wilson interval is computed on the effective sample size ``n / design_effect``, where the design
effect is the cluster-robust (CR1) variance of the success rate with episodes clustered by
repository divided by the binomial variance, clipped to ``[1, n]`` (reported as
``design_effect``; 1 with a single repository or when all outcomes are equal). See
:func:`clustered_interval`.

Episodes and horizon
--------------------
``episodes`` is per level *and* per seed. The horizon is the env's default, or its evaluation
horizon where it has one (``EnvSpec.eval_horizon``). Taxi's is 18: with the env's training
horizon of 15, 58 of the 300 ``full`` start states cannot be solved at all, and an evaluation
whose oracle cannot reach 1.0 measures the horizon, not the agent. Pass ``max_steps`` to choose.

Agents
------
``random``, ``oracle``, ``bm25`` (AutoExplore only: walks to the BM25 top-1 file of the
repository and identifies it, so its success rate is BM25 Acc@1; see
:mod:`reflect_cli.agent.bm25_agent`), ``openai:MODEL`` or a model reference. ``prior:AGENT``
(AutoExplore only) plays ``AGENT`` with the lexical prior: the actions are shown to it ordered by
BM25 relevance, highest first.

A model reference that is a trained run or a ``reflect train`` directory plays with the reflector
it was trained with (:func:`resolve_agent_refs`, :func:`load_eval_players`), never with the
policy's own weights standing in for it; each result's ``reflector`` names the weights that wrote
the reflections (null: none). File contents in AutoExplore observations are cut by the env's own
truncation, exactly as in data generation and RL.

Timing
------
``median_seconds`` is the median wall-clock time of one episode (reset to the end, the agent's
first-use costs such as building a BM25 index included). It is the one field that differs between
reruns.

Modules
-------
:mod:`~reflect_cli.evaluation.runner` (:func:`evaluate`), :mod:`~reflect_cli.evaluation.plan`
(levels, episodes, seeds), :mod:`~reflect_cli.evaluation.agents` (``--agent`` values and the
agents they build), :mod:`~reflect_cli.evaluation.trained_runs` (which reflector a trained policy
plays with), :mod:`~reflect_cli.evaluation.journal` (finished episodes on disk),
:mod:`~reflect_cli.evaluation.intervals` (intervals and summaries) and
:mod:`~reflect_cli.evaluation.table` (the markdown table). Everything is imported from here.
"""

from reflect_cli.evaluation.agents import (
    BUILTIN_AGENTS,
    PRIOR_PREFIX,
    AgentSpec,
    EvalPlayers,
    load_agent_model,
    load_eval_players,
)
from reflect_cli.evaluation.intervals import (
    CI_CLUSTERED,
    CI_WILSON,
    Z95,
    clustered_interval,
    design_effect,
    wilson_interval,
)
from reflect_cli.evaluation.journal import EpisodeJournal
from reflect_cli.evaluation.plan import parse_level, reset_seed
from reflect_cli.evaluation.runner import EpisodeProgress, evaluate
from reflect_cli.evaluation.table import format_cell, markdown_table
from reflect_cli.evaluation.trained_runs import NO_REFLECTOR_VALUES, AgentRefs, resolve_agent_refs

__all__ = [
    "BUILTIN_AGENTS",
    "CI_CLUSTERED",
    "CI_WILSON",
    "NO_REFLECTOR_VALUES",
    "PRIOR_PREFIX",
    "Z95",
    "AgentRefs",
    "AgentSpec",
    "EpisodeJournal",
    "EvalPlayers",
    "EpisodeProgress",
    "clustered_interval",
    "design_effect",
    "evaluate",
    "format_cell",
    "load_agent_model",
    "load_eval_players",
    "markdown_table",
    "parse_level",
    "reset_seed",
    "resolve_agent_refs",
    "wilson_interval",
]
