"""Where RL's action prior starts: fitted to the teacher's actions of the policy's own SFT data.

The prior (:mod:`reflect_cli.agent.action_prior`) is learned by reward, but REINFORCE only moves
what it samples: from a policy that never takes the ranked listing's first entry, every group of
rollouts fails alike and the prior hears nothing. So before the first rollout the K + 1 numbers
are fitted, the language model frozen, to the actions the teacher took on a few training states
of the data the policy was fine-tuned on (maximum likelihood of the teacher's pick under
``log_softmax(scale · logp + bias[position])``). The policy's own scores stay as SFT left them;
the start is the policy that best explains its training data, and RL moves it from there.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.errors import UsageError
from reflect_cli.runs import CONFIG_FILE, run_of, trained_dir

FIT_STEPS = 300  # Adam steps over K + 1 numbers: milliseconds


def teacher_states(policy_ref: str | None, env_name: str, limit: int, seed: int) -> list[dict[str, Any]]:
    """Up to ``limit`` policy records of the train split of the SFT data ``policy_ref`` was trained
    on, drawn with ``seed``; none when the policy is not an SFT run or its data is gone."""
    from reflect_cli.train.sft_data import load_records

    final = trained_dir(Path(policy_ref)) if policy_ref else None
    if final is None or limit < 1:
        return []
    try:
        config = json.loads((run_of(final) / CONFIG_FILE).read_text(encoding="utf-8"))
        data = Path(config["data"])
        records = load_records(data, "policy")
    except (OSError, ValueError, KeyError, TypeError, UsageError):  # no data to fit: the identity start
        return []
    pool = [r for r in records if r.get("split", "train") == "train" and r.get("env", env_name) == env_name
            and len(r["actions"]) > 1]
    if len(pool) > limit:
        picks = np.random.default_rng(seed).choice(len(pool), size=limit, replace=False)
        pool = [pool[int(i)] for i in sorted(picks)]
    return pool


def fit_prior(policy: Any, records: list[dict[str, Any]], *, reflector: Any = None, batch: int = 4,
              first_share: float = 0.0, log: Callable[[str], None] | None = None) -> dict[str, float] | None:
    """Fit ``policy.prior`` (made trainable already) to the teacher's picks in ``records``; returns
    the fit's figures, or None when there was nothing to fit.

    The policy reads what the frozen ``reflector`` writes for each state (None: no reflection),
    as it will in RL, not the teacher's reflection of the data: that one names the right command,
    and a prior fitted beside it would trust the policy's copy of it far too much.

    ``first_share`` > 0: then the first position's bias is raised (never lowered) until the first
    entry's mean probability over the states is that share (:func:`raise_first`)."""
    if policy.prior is None or not records:
        return None
    torch = policy.lm.torch
    observations = [r["observation"] for r in records]
    reflections = reflector.reflect_batch(observations) if reflector is not None else [None] * len(records)
    records = [{**r, "reflection": text} for r, text in zip(records, reflections, strict=True)]
    prior, policy.prior = policy.prior, None  # the head's own scores, before any prior
    try:
        scores = []
        for start in range(0, len(records), batch):
            chunk = records[start:start + batch]
            texts = [policy.prompt(r["observation"], r["actions"], r.get("reflection")) for r in chunk]
            scores += [lp.detach().float().cpu() for lp in policy.action_logprobs(texts, [r["actions"] for r in chunk])]
    finally:
        policy.prior = prior
    targets = [int(r["action_index"]) for r in records]
    bias = prior.bias
    # Its own optimizer: RL's has no state for these tensors until its first update.
    optimizer = torch.optim.Adam([prior.log_scale, bias], lr=0.1)

    def nll() -> Any:
        return -sum(prior.apply(lp)[t] for lp, t in zip(scores, targets, strict=True)) / len(scores)

    before = float(nll().detach())
    for _ in range(FIT_STEPS):
        optimizer.zero_grad()
        loss = nll() + 1e-3 * (bias**2).sum()  # positions never seen stay near 0, not at -inf
        loss.backward()
        optimizer.step()
    prior.log_scale.grad = bias.grad = None
    after = float(nll().detach())
    raised = raise_first(prior, scores, first_share) if first_share > 0 else 0.0
    agree = float(np.mean([int(torch.argmax(prior.apply(lp))) == t for lp, t in zip(scores, targets, strict=True)]))
    figures = {"prior/fit_states": float(len(records)), "prior/fit_nll_before": before, "prior/fit_nll_after": after,
               "prior/fit_agreement": agree, "prior/fit_first_raised": raised,
               "prior/fit_first_share": first_share_of(prior, scores)}
    if log:
        log(f"Action prior fitted to the teacher on {len(records)} training states: NLL {before:.2f} -> {after:.2f}, "
            f"scale {prior.scale:.2f}, first position +{float(bias.detach()[0] - bias.detach()[1]) if bias.shape[0] > 1 else 0.0:.1f} "
            "over the second" + (f" (raised by {raised:.1f} so that the first entry gets {first_share:.0%})"
                                 if raised else ""))
    return figures


def first_share_of(prior: Any, scores: list[Any]) -> float:
    """The first entry's mean probability under ``prior`` over states with these head scores."""
    torch = prior.torch
    with torch.no_grad():
        return float(np.mean([float(torch.exp(prior.apply(lp)[0])) for lp in scores]))


def raise_first(prior: Any, scores: list[Any], share: float) -> float:
    """Raise ``prior``'s first bias by the least amount (bisection, to 1e-3 nats) that gives the
    first entry a mean probability of at least ``share`` over the states; returns the amount."""
    torch = prior.torch
    if not scores or first_share_of(prior, scores) >= share:
        return 0.0
    with torch.no_grad():
        start = prior.bias.detach().clone()
        low, high = 0.0, 1.0

        def shifted(delta: float) -> float:
            prior.bias.copy_(start)
            prior.bias[0] += delta
            return first_share_of(prior, scores)

        while shifted(high) < share and high < 64:
            low, high = high, high * 2
        while high - low > 1e-3:
            mid = (low + high) / 2
            low, high = (mid, high) if shifted(mid) < share else (low, mid)
        shifted(high)
    return high
