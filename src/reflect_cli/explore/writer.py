"""``reflect explore --model writer --writer RUN``: a trained query writer adds the code's own names
to the question, and the ranking answers with them fused in.

The writer plays the QueryWriter episode (:class:`~reflect_cli.envs.query_writer.draft.QueryDraft`:
the same observation and actions it was trained on) on the question over the tree's stored index,
without a target: its reflector writes first when its run has one, then its policy chooses ``stop``
or a name to add (greedy unless ``--sample``). The answer is the ranking's answer machinery with
the names fused into its scores (:func:`~reflect_cli.explore.answer.answer_files`, ``written``).
It is not the default: no trained writer beats the plain ranking yet (docs/query-writer.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.envs.query_writer.draft import MAX_TERMS, QueryDraft
from reflect_cli.errors import UsageError
from reflect_cli.terminal import clean

WRITER_ENV = "query-writer"
# How to get a writer, for every error that lacks one (the pipeline's smoke preset checks the
# plumbing in minutes on a CPU; docs/query-writer.md has the longer runs).
TRAIN_HINT = ("train one on git repositories of your own: reflect train --env query-writer --preset smoke "
              "--set 'gen_data.repos=[\"PATH/TO/REPO\"]' --out runs/qw, then --writer runs/qw")


@dataclass(frozen=True)
class WriterRefs:
    """The writer ``run`` a user named, its trained ``policy`` and the trained ``reflector`` it was
    trained with (None: it plays without reflections)."""

    run: str
    policy: str
    reflector: str | None


@dataclass(frozen=True)
class WrittenQuery:
    """What the writer wrote: the ``names`` it added (in order; none: the question alone), the
    ``reflection`` it wrote before choosing (None without a reflector) and its ``writer`` run."""

    names: tuple[str, ...]
    reflection: str | None
    writer: str

    def to_json(self) -> dict[str, Any]:
        return {"names": list(self.names), "reflection": self.reflection, "writer": self.writer}

    def line(self) -> str:
        """One line for the terminal: ``query: + NAME + NAME`` or ``query: (the question alone)``;
        the names come from the explored tree, so control characters are shown as escapes."""
        if not self.names:
            return "query: (the question alone)"
        return "query: " + " ".join(f"+ {clean(n, one_line=True)}" for n in self.names)


def _trained_env(final: Path) -> tuple[str | None, str | None]:
    """(the canonical env, the target) a trained run's ``reflect.json`` records."""
    from reflect_cli.envs.registration import find_spec
    from reflect_cli.lm.artifacts import read_info

    info = read_info(final)
    spec = find_spec(info.env) if info.env else None
    return (spec.name if spec is not None else info.env), info.target


def _check_policy(ref: str, policy: str) -> None:
    """``policy`` (of the ``--writer`` ``ref``) is a policy trained on the QueryWriter env."""
    from reflect_cli.lm.artifacts import find_trained

    final = find_trained(policy)
    if final is None:
        raise UsageError(f"--writer {ref}: not a trained run (no reflect.json)", hint=TRAIN_HINT)
    env, target = _trained_env(final)
    if env != WRITER_ENV:
        trained = f"a policy trained on {env!r}" if env else "a run that records no environment"
        raise UsageError(f"--writer {ref}: {trained}, not a query writer (env {WRITER_ENV!r})",
                         hint=f"pass a run trained with --env {WRITER_ENV}; {TRAIN_HINT}")
    if target not in (None, "policy"):
        raise UsageError(f"--writer {ref}: a {target} run, not a writer policy",
                         hint="pass the policy run (reflect sft --target policy, reflect rlft) or its reflect train folder")


def resolve_writer(ref: str | None) -> WriterRefs:
    """The writer ``--writer`` names: a ``reflect train --env query-writer`` folder (its RL, else
    SFT policy, with its reflector) or a trained query-writer policy run (with the reflector its
    ``reflect.json`` records, if that run still exists). Anything else is a usage error (exit 2)."""
    from reflect_cli.agent.players import pipeline_players
    from reflect_cli.lm.artifacts import find_trained, is_trained, read_info

    if ref is None or not ref.strip():
        raise UsageError("--model writer needs --writer RUN: the trained query writer to play", hint=TRAIN_HINT)
    path = Path(ref).expanduser()
    if not path.exists():
        raise UsageError(f"--writer {ref}: no such run", hint=TRAIN_HINT)
    pair = pipeline_players(path) if path.is_dir() else None
    if pair is not None:
        _check_policy(ref, pair[0])
        return WriterRefs(str(path), pair[0], pair[1])
    if not is_trained(path):
        raise UsageError(f"--writer {ref}: not a trained run (no reflect.json)", hint=TRAIN_HINT)
    _check_policy(ref, str(path))
    final = find_trained(str(path))
    assert final is not None
    parent = read_info(final).parents.get("reflector")
    reflector = parent if parent and is_trained(Path(parent).expanduser()) else None
    return WriterRefs(str(path), str(path), reflector)


def write_query(draft: QueryDraft, policy: Any, reflector: Any = None, *, writer: str, max_terms: int = MAX_TERMS,
                greedy: bool = True, seed: int = 0) -> WrittenQuery:
    """Play ``draft``'s episode: at each step the reflection (with a ``reflector``), then the
    ``policy``'s choice (:class:`~reflect_cli.agent.policy.Policy`), until ``stop`` or
    ``max_terms`` names. The names are added to ``draft.query``; the first reflection is kept."""
    from reflect_cli.agent.loop import LMAgent

    agent = LMAgent(policy, reflector, greedy=greedy, name=writer)
    rng = np.random.default_rng(seed)
    first: str | None = None
    for step in range(max_terms):
        actions = draft.actions()
        reflection, choice = agent.choose(draft.observation(), actions, rng)
        if step == 0:
            first = reflection
        if not draft.add(actions[choice.index]):
            break
    return WrittenQuery(tuple(draft.query), first, writer)
