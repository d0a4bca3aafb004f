"""Parity between two language-model backends (tests and benchmarks only): policy situations from
seeded random walks in real environments, and greedy-label agreement and KL between two models'
label distributions on them. Used by ``bench_parity.py``, ``bench_backends.py`` and
``tests/test_export.py`` (moved here from ``reflect_cli.lm.llamacpp.model``: no product code needs it).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

DECIDED_MARGIN = 0.1  # nats between the reference's two most likely labels

AUTOEXPLORE_QUESTIONS = (
    "Where is the command-line entry point defined?",
    "How are settings loaded?",
    "Which file documents the usage?",
    "Where are errors defined?",
    "What does the README say about installation?",
)


def env_policy_cases(
    n: int,
    *,
    explore_root: str | os.PathLike[str] | None = None,
    tokenizer: Any = None,
    seed: int = 0,
    taxi: bool = True,
) -> list[tuple[str, str, list[str]]]:
    """``n`` policy situations ``(env_name, observation, actions)`` from real environments:
    Taxi (all levels and render styles) and, with ``explore_root``, AutoExplore on that directory,
    visited by seeded random walks (half each when both are available; all AutoExplore when
    ``taxi`` is false). ``tokenizer`` is accepted for compatibility and unused: observations use
    the env's own truncation, as in every stage."""
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv
    from reflect_cli.envs.taxi import LEVELS, RENDER_STYLES, DangerousTaxiEnv

    rng = np.random.default_rng(seed)
    cases: list[tuple[str, str, list[str]]] = []
    n_explore = (n if not taxi else n // 2) if explore_root is not None else 0
    n_taxi = n - n_explore

    def walk(env: Any, name: str, want: int, reset_options: Callable[[int], dict[str, Any] | None]) -> None:
        episode = 0
        while want > 0:
            obs, info = env.reset(seed=int(rng.integers(2**31)), options=reset_options(episode))
            episode += 1
            for _ in range(int(rng.integers(1, 6))):
                cases.append((name, obs, list(info["actions"])))
                want -= 1
                if want <= 0:
                    break
                obs, _, terminated, truncated, info = env.step(int(rng.integers(len(info["actions"]))))
                if terminated or truncated:
                    break

    taxi_envs = [DangerousTaxiEnv(render_style=style, horizon=30) for style in RENDER_STYLES]
    for i, env in enumerate(taxi_envs):
        share = n_taxi // len(taxi_envs) + (1 if i < n_taxi % len(taxi_envs) else 0)
        walk(env, "taxi", share, lambda ep: {"level": LEVELS[ep % len(LEVELS)]})
    if n_explore:
        env = AutoExploreEnv(
            explore_root,
            tasks=[{"question": q} for q in AUTOEXPLORE_QUESTIONS],
            horizon=30,
        )
        walk(env, "autoexplore", n_explore, lambda ep: None)
    return cases[:n]


def label_parity(reference: Any, candidate: Any, cases: Sequence[tuple[str, str, list[str]]]) -> dict[str, Any]:
    """Compare the policies of two language models (any backend) on the same situations:
    agreement of the greedy label and KL(reference || candidate) of the label distributions.

    All reference scores are computed before any candidate score: torch and llama.cpp each keep
    a busy-waiting thread pool, and interleaving them on few cores slows both down badly."""
    return compare_tables(label_logprob_table(reference, cases), label_logprob_table(candidate, cases))


def compare_tables(p_all: Sequence[tuple[np.ndarray, str]], q_all: Sequence[tuple[np.ndarray, str]]) -> dict[str, Any]:
    """Greedy-label agreement and KL(p || q) between two :func:`label_logprob_table` results."""
    agree = decided = decided_agree = 0
    kls: list[float] = []
    for (p, ptext), (q, qtext) in zip(p_all, q_all, strict=True):
        if ptext != qtext:
            raise AssertionError("the two backends render different prompts")
        same = int(np.argmax(p) == np.argmax(q))
        agree += same
        top2 = np.sort(p)[-2:] if len(p) > 1 else np.array([0.0, np.inf])
        if top2[1] - top2[0] >= DECIDED_MARGIN:  # the reference is not a near-tie
            decided += 1
            decided_agree += same
        kls.append(float(np.sum(np.exp(p) * (p - q))))
    n = len(p_all)
    return {
        "cases": n,
        "agreement": agree / n if n else 0.0,
        "kl_mean": float(np.mean(kls)) if kls else 0.0,
        "kl_max": float(np.max(kls)) if kls else 0.0,
        "decided_cases": decided,
        "agreement_decided": decided_agree / decided if decided else None,
    }


def label_logprob_table(lm: Any, cases: Sequence[tuple[str, str, list[str]]]) -> list[tuple[np.ndarray, str]]:
    """``(label log-probs, prompt)`` of ``lm``'s policy for each case (no reflection)."""
    from reflect_cli.agent.policy import Policy

    policies: dict[str, Any] = {}
    out = []
    for env_name, obs, actions in cases:
        policy = policies.setdefault(env_name, Policy(lm, env_name, head="label"))
        text = policy.prompt(obs, actions, None)
        logp = policy.label_logprobs([text], [len(actions)])[0].detach().cpu().double().numpy()
        out.append((logp, text))
    return out


def text_logprob_table(lm: Any, cases: Sequence[tuple[str, str, list[str]]]) -> list[tuple[np.ndarray, np.ndarray, str]]:
    """``(summed log-prob of each action's text + EOS, action log-probs, prompt)`` of ``lm``'s
    ``text``-head policy for each case (no reflection)."""
    from reflect_cli.agent.policy import Policy

    policies: dict[str, Any] = {}
    out = []
    for env_name, obs, actions in cases:
        policy = policies.setdefault(env_name, Policy(lm, env_name, head="text"))
        text = policy.prompt(obs, actions, None)
        sums, _ = lm.continuation_logprobs([text], [actions])[0]
        sums = sums.detach().cpu().double().numpy()
        out.append((sums, sums - np.logaddexp.reduce(sums), text))
    return out


def compare_text_tables(p_all: Sequence[tuple[np.ndarray, np.ndarray, str]],
                        q_all: Sequence[tuple[np.ndarray, np.ndarray, str]]) -> dict[str, Any]:
    """Greedy-action agreement, KL(p || q) of the action distributions and the largest
    |difference| of an action's summed text log-prob (``delta_max``) and of its normalized
    log-prob (``delta_norm_max``) between two :func:`text_logprob_table` results."""
    report = compare_tables([(lp, t) for _, lp, t in p_all], [(lp, t) for _, lp, t in q_all])
    deltas = [float(np.max(np.abs(a - b))) for (a, _, _), (b, _, _) in zip(p_all, q_all, strict=True)]
    norm = [float(np.max(np.abs(a - b))) for (_, a, _), (_, b, _) in zip(p_all, q_all, strict=True)]
    report.update(delta_max=max(deltas, default=0.0), delta_mean=float(np.mean(deltas)) if deltas else 0.0,
                  delta_norm_max=max(norm, default=0.0),
                  actions_mean=float(np.mean([len(a) for a, _, _ in p_all])) if p_all else 0.0)
    return report
