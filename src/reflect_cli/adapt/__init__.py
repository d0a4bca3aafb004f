"""``reflect adapt PATH``: adapt the explorer to one repository.

1. **Tasks** (:mod:`.questions`). When ``PATH`` is in a git work tree with at least
   ``MIN_HISTORY_TASKS`` (20) usable commits, the questions come from its history (commit
   messages as questions, the changed source files as answers, filtered as
   :mod:`reflect_cli.datagen.history` filters them) and are split by time: the newest commits are
   held out (:func:`split_by_time`), the older ones train. Otherwise (no work tree, too few usable
   commits; or ``questions="teacher"``) the offline teacher writes them with the ``facts``
   ambiguity filter (a question's facts identify its file alone; no BM25 ranking decides, so BM25
   is not right by construction), split deterministically by ``seed`` (:func:`split_tasks`):
   held-out questions spread over as many files as possible; files are shared, a held-out
   question asks something else about a file the training may have seen. Either way 20 % are held
   out, at least 10 and at most 20 by default. Which source was used, and the size of each part,
   is said on the log and recorded in the card.
2. **Before.** BM25 (``--model bm25``) answers every held-out question (at once). A model is
   measured before only when ``reflect explore PATH``'s default is one (an installed adapted or a
   shipped explorer), within ``BEFORE_SHARE`` of the budget: the adapted explorer has to beat what
   explore would otherwise play, not the untrained model it started from. Explore's default
   settings (greedy, reflections of settings.DEFAULT_REFLECTION_TOKENS tokens, listing order, top 5) and a small step budget.
   Acc@1 = the first file of the ranked answer is the target, Acc@5 = one of the first five is,
   id-acc = the explorer identified the target.
3. **Learning.** What is learned (``learn``): with questions from git history, by default the
   **history prior** (:mod:`.history_learning`, :mod:`reflect_cli.explore.history_prior`): the
   ranking re-weighed by how often the training commits changed each file and by the files of
   the training commits most like the question, its two weights chosen on the training commits
   answered in time order. Seconds, no model. Otherwise (teacher questions, or ``learn="walker"``):
   policy SFT on the oracle trajectories (with negatives) of the training questions,
   continuing the shipped policy's LoRA adapter when there is one, else a fresh LoRA on the base,
   for what the budget leaves once ``AFTER_SHARE`` of it is kept for the after-measurement (model
   load included; SFT stops before a step that would end past it, at least one step is made),
   with checkpoints: an interrupted adapt resumes (``<home>/work``). Without a trained reflector
   (none is shipped yet) the policy learns and plays without reflections: the base model's
   reflections are not what the oracle's data were written with.
4. **After.** The adapted explorer (or the ranking with the prior) answers the held-out questions until the budget is spent
   (``n`` of ``of`` measured).
5. **Install** only when its held-out Acc@1 is above the current default's on the same questions
   (at least ``MIN_COMPARED`` of them): ``<data dir>/adapted/<key>/`` (key: a hash of the resolved path,
   :func:`reflect_cli.agent.players.repo_key`) gets ``policy/`` (a trained run) or
   ``history.json`` (the prior; either replaces the other) and ``card.json``
   (repository, reflect version and commit, data counts, the split, before/after metrics, the
   comparison, the budget by stage, date). ``reflect explore PATH`` then plays it by default for
   that repository. Otherwise nothing installed changes; the card goes to ``attempt.json``.

``minutes`` bounds the whole run (questions, data, measurements, training, install); ``steps``
runs without a time bound.

The library raises :class:`~reflect_cli.errors.ReflectError` and reports through callbacks
(``progress`` with :meth:`StageProgress.update`'s signature, ``log`` for lines); it never prints.

The modules: :mod:`.questions` (where the questions come from), :mod:`.held_out` (the splits and
the measuring), :mod:`.history_learning` (the history prior's fit and measurement),
:mod:`.start` (what the adaptation starts from), :mod:`.training` (the time-boxed SFT),
:mod:`.repository` (:func:`adapt_repository`, every step in order, and the card), and
:mod:`.workdir` (the work folder that makes an adaptation resumable, and what its
``config.json`` is). The public names are all importable from here; the command line imports
:func:`adapt_repository` from here at call time (tests replace it here).
"""

from __future__ import annotations

from reflect_cli.adapt.held_out import (
    HELD_OUT_FRACTION,
    HELD_OUT_MAX,
    HELD_OUT_MIN,
    MeasureProgress,
    held_out_size,
    measure,
    split_by_time,
    split_tasks,
    summarize,
)
from reflect_cli.adapt.question_sources import MIN_HISTORY_TASKS, SOURCES, history_questions, make_split
from reflect_cli.adapt.repository import (
    CARD_SCHEMA,
    EVAL_STEPS,
    MAX_TASKS,
    NEGATIVES,
    REFLECTION_TOKENS,
    adapt_repository,
    reflect_commit,
)
from reflect_cli.adapt.start import Start, resolve_start
from reflect_cli.adapt.training import BATCH_SIZE, LR, SAVE_EVERY, STEP_CAP

__all__ = [
    "BATCH_SIZE",
    "CARD_SCHEMA",
    "EVAL_STEPS",
    "HELD_OUT_FRACTION",
    "HELD_OUT_MAX",
    "HELD_OUT_MIN",
    "LR",
    "MAX_TASKS",
    "MIN_HISTORY_TASKS",
    "NEGATIVES",
    "REFLECTION_TOKENS",
    "SAVE_EVERY",
    "SOURCES",
    "STEP_CAP",
    "MeasureProgress",
    "Start",
    "adapt_repository",
    "held_out_size",
    "history_questions",
    "make_split",
    "measure",
    "reflect_commit",
    "resolve_start",
    "split_by_time",
    "split_tasks",
    "summarize",
]
