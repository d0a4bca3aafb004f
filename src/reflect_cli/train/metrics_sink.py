"""Where an RL run's metrics go: ``metrics.jsonl`` of the run directory and, optionally, TensorBoard."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from reflect_cli.runs import RunDir


class MetricsSink:
    """``metrics.jsonl`` (through the run dir) plus optional TensorBoard scalars under ``RUN/tb/``."""

    def __init__(self, run: RunDir, report_to: Sequence[str], *, active: bool) -> None:
        self.run, self.active, self.writer = run, active, None
        if active and "tensorboard" in (report_to or []):
            self.writer = open_tensorboard(run)

    def __call__(self, step: int, metrics: dict[str, Any]) -> None:
        if not self.active:
            return
        self.run.log_metrics(step, metrics)
        if self.writer is not None:
            for key, value in metrics.items():
                if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
                    self.writer.add_scalar(key, value, step)
            self.writer.flush()

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            self.writer = None


def open_tensorboard(run: RunDir) -> Any:
    from reflect_cli.errors import require

    require("tensorboard", extra="tensorboard", purpose="--report-to tensorboard")
    from torch.utils.tensorboard import SummaryWriter

    return SummaryWriter(log_dir=str(run.path / "tb"))
