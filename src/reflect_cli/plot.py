"""Training curves like the paper's figures, and what RL needs to be debugged: success (training
and held-out), return, entropy, KL from the starting policy, the share of start states with zero
advantage, the gradient norm and the advantages' spread per iteration, one line per run, smoothed (exponential moving average) over the faint raw points.
Headless (Agg backend)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from reflect_cli.errors import UsageError
from reflect_cli.runs import METRICS_FILE, stage_dir

# What an RL practitioner reads first: success on the training and the held-out
# tasks, the return, the entropy of the sampling distribution (collapse), the KL from the policy RL
# started with (drift), the share of start states whose advantage was 0 (no learning signal), the
# gradient before clipping (what the step had to work with) and the advantages' spread.
SERIES = (
    ("rollout/success_rate", "training success rate"),
    ("eval/success_rate", "held-out success rate (greedy)"),
    ("rollout/return_mean", "mean return"),
    ("rollout/entropy", "entropy of the sampled actions (nats)"),
    ("policy/kl_to_start", "KL from the starting policy (nats)"),
    ("advantage/zero_group_frac", "start states with zero advantage"),
    ("optim/grad_norm", "gradient norm before clipping"),
    ("advantage/std", "advantage spread (std)"),
)
RATES = {"rollout/success_rate", "eval/success_rate", "advantage/zero_group_frac"}


def metrics_file(run: Path) -> Path:
    """``metrics.jsonl`` of an RL run, or of the ``rlft`` stage of a ``reflect train`` pipeline."""
    for candidate in (run / METRICS_FILE, stage_dir(run, "rlft") / METRICS_FILE):
        if candidate.is_file():
            return candidate
    raise UsageError(f"{run}: no metrics.jsonl (is it an rlft run or a reflect train pipeline?)",
                     hint="a run has metrics.jsonl once its first RL iteration is done; pass an rlft run or a pipeline")


def read_series(path: Path, key: str) -> tuple[list[float], list[float]]:
    xs, ys = [], []
    with path.open(encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                raise UsageError(f"{path}:{number}: not valid JSON") from None
            if key in rec and rec[key] is not None:
                xs.append(float(rec["step"]))
                ys.append(float(rec[key]))
    return xs, ys


def smooth(values: Sequence[float], weight: float) -> list[float]:
    """Debiased EMA (as TensorBoard): early points are not dragged towards zero."""
    out, avg = [], 0.0
    for i, v in enumerate(values, 1):
        avg = weight * avg + (1 - weight) * v
        out.append(avg / (1 - weight**i) if weight < 1 else v)
    return out


def plot_runs(runs: Sequence[Path], out: Path, *, labels: Sequence[str] | None = None, smoothing: float = 0.6,
              note: str | None = None) -> Path:
    """``note``: a line under the figure (the smoke preset says it is a plumbing check)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    if not 0 <= smoothing < 1:
        raise UsageError("--smoothing must be in [0, 1)")
    files = [metrics_file(Path(r)) for r in runs]
    names = list(labels) if labels else [Path(r).name for r in runs]
    fig, grid = plt.subplots(2, 4, figsize=(18, 7.5))
    axes = list(grid.flat)
    plotted = 0
    for index, (path, name) in enumerate(zip(files, names, strict=True)):
        color = f"C{index % 10}"
        for ax, (key, _title) in zip(axes, SERIES, strict=True):
            xs, ys = read_series(path, key)
            if not xs:
                continue
            ax.plot(xs, ys, color=color, alpha=0.25, linewidth=1, marker="." if len(xs) < 30 else None)
            ax.plot(xs, smooth(ys, smoothing), color=color, linewidth=2, label=name)
            plotted += key == "rollout/success_rate" or key == "rollout/return_mean"
    if not plotted:
        plt.close(fig)
        raise UsageError("none of the runs has logged training metrics yet")
    for ax, (key, title) in zip(axes, SERIES, strict=True):
        ax.set_title(title, fontsize=10)
        ax.set_xlabel("RL iteration")
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # whole iterations, never 1.2
        ax.grid(alpha=0.3)
        if key in RATES:
            ax.set_ylim(-0.02, 1.02)
        elif key == "policy/kl_to_start" and ax.lines:
            ax.set_yscale("symlog", linthresh=1e-5)  # from 1e-5 nats (no move) to nats (a new policy)
        if not ax.lines:
            ax.text(0.5, 0.5, "not logged", ha="center", va="center", transform=ax.transAxes, color="gray")
    axes[0].legend(loc="best")
    if note:
        fig.text(0.5, 0.01, note, ha="center", va="bottom", fontsize=9, color="dimgray")
        fig.tight_layout(rect=(0, 0.05, 1, 1))
    else:
        fig.tight_layout()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=120)
    plt.close(fig)
    return out
