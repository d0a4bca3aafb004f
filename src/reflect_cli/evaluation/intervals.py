"""Success rates and their 95 % intervals, and the per-group summaries an evaluation reports.

``wilson``: the Wilson interval of independent episodes; ``wilson_design_effect_by_repository``:
the same on the effective sample size of episodes clustered by repository (AutoExplore).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

Z95 = 1.959963984540054


def _wilson(p: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion ``p`` observed on ``n`` (possibly fractional,
    effective) trials."""
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(max(p * (1 - p), 0.0) / n + z * z / (4 * n * n)) / denom
    lo, hi = max(0.0, centre - half), min(1.0, centre + half)
    # Exact ends: floating error must not put 1.0 outside the interval of an all-success run.
    if p <= 0.0:
        lo = 0.0
    if p >= 1.0:
        hi = 1.0
    return (lo, hi)


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (``(0.0, 1.0)`` when ``n == 0``)."""
    if n <= 0:
        return (0.0, 1.0)
    if not 0 <= successes <= n:
        raise ValueError(f"successes must be in [0, {n}], got {successes}")
    return _wilson(successes / n, n, z)


def design_effect(successes: Sequence[bool], clusters: Sequence[Any]) -> float:
    """How much clustering inflates the variance of a success rate: the cluster-robust (CR1)
    variance of the mean of ``successes`` with episodes grouped by ``clusters``, divided by the
    binomial variance ``p (1 - p) / n``; clipped to ``[1, n]``.

    It is 1 (no correction) when there is a single cluster (the spread between clusters cannot be
    estimated) or when every episode has the same outcome (``p`` is 0 or 1), and never below 1:
    with a handful of repositories a smaller estimate is noise, not evidence of independence."""
    n = len(successes)
    if n != len(clusters):
        raise ValueError("one cluster label per episode")
    groups: dict[Any, list[float]] = {}
    for y, c in zip(successes, clusters, strict=True):
        groups.setdefault(c, []).append(float(y))
    g = len(groups)
    if n == 0 or g < 2:
        return 1.0
    p = sum(map(float, successes)) / n
    binomial = p * (1 - p) / n
    if binomial <= 0.0:
        return 1.0
    robust = g / (g - 1) * sum(sum(y - p for y in ys) ** 2 for ys in groups.values()) / (n * n)
    return float(min(max(robust / binomial, 1.0), n))


def clustered_interval(
    successes: Sequence[bool], clusters: Sequence[Any], z: float = Z95
) -> tuple[float, float, float]:
    """``(lo, hi, design_effect)``: the 95 % Wilson interval computed on the effective sample
    size ``n / design_effect`` (see :func:`design_effect`): an AutoExplore test split holds a few
    repositories, and episodes of one repository succeed or fail together, so they are not ``n``
    independent draws."""
    n = len(successes)
    if n == 0:
        return (0.0, 1.0, 1.0)
    deff = design_effect(successes, clusters)
    lo, hi = _wilson(sum(map(float, successes)) / n, n / deff, z)
    return (lo, hi, deff)


CI_WILSON = "wilson"
CI_CLUSTERED = "wilson_design_effect_by_repository"


def _summary(
    successes: list[bool],
    returns: list[float],
    steps: list[int],
    seconds: list[float] | None = None,
    *,
    clusters: list[Any] | None = None,
    tasks: list[Any] | None = None,
) -> dict[str, Any]:
    """Success rate, 95 % interval, means. With ``clusters`` (AutoExplore: the repository of each
    episode) the interval is the design-effect-adjusted Wilson interval of
    :func:`clustered_interval` and ``distinct_tasks``/``repositories`` are reported; otherwise it
    is the plain Wilson interval (independent episodes)."""
    n = len(successes)
    k = int(sum(successes))
    if clusters is not None and len(clusters) == n:
        lo, hi, deff = clustered_interval(successes, clusters)
        method = CI_CLUSTERED
    else:
        (lo, hi), deff, method = wilson_interval(k, n), None, CI_WILSON
    out = {
        "success_rate": round(k / n, 6) if n else 0.0,
        "ci95": [round(lo, 6), round(hi, 6)],
        "ci95_method": method,
        "episodes": n,
        "successes": k,
        "mean_return": round(float(np.mean(returns)), 6) if n else 0.0,
        "mean_steps": round(float(np.mean(steps)), 6) if n else 0.0,
    }
    if deff is not None:
        out["design_effect"] = round(deff, 6)
    if tasks is not None and len(tasks) == n:
        out["distinct_tasks"] = len(set(tasks))
    if clusters is not None and len(clusters) == n:
        out["repositories"] = len(set(clusters))
    if seconds is not None:
        out["median_seconds"] = round(float(np.median(seconds)), 6) if seconds else 0.0
    return out


@dataclass
class _Group:
    """The episodes of one group (a level, or all of an agent's) and their summary."""

    successes: list[bool] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)
    steps: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    clusters: list[Any] = field(default_factory=list)  # AutoExplore: the repository of each episode
    tasks: list[Any] = field(default_factory=list)  # AutoExplore: which task each episode played

    def add(
        self, success: bool, ret: float, steps: int, seconds: float | None = None,
        *, cluster: Any = None, task: Any = None,
    ) -> None:
        self.successes.append(bool(success))
        self.returns.append(float(ret))
        self.steps.append(int(steps))
        if seconds is not None:
            self.seconds.append(float(seconds))
        if cluster is not None:
            self.clusters.append(cluster)
        if task is not None:
            self.tasks.append(task)

    def summary(self) -> dict[str, Any]:
        n = len(self.successes)
        return _summary(
            self.successes, self.returns, self.steps, self.seconds,
            clusters=self.clusters if self.clusters and len(self.clusters) == n else None,
            tasks=self.tasks if self.tasks and len(self.tasks) == n else None,
        )

