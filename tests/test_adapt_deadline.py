"""``reflect adapt --minutes N`` holds inside a training step: every module's forward checks the
deadline, so a step (or evaluation) that would run past it stops at its next layer; with no step
finished nothing is trained, measured or installed, and the run still ends in time."""

from __future__ import annotations

import json
import time

import pytest
from typer.testing import CliRunner

from reflect_cli.adapt import training
from reflect_cli.cli import app
from test_adapt import project  # noqa: F401  (the fixture)

runner = CliRunner()


def test_a_forward_past_the_deadline_stops_at_the_next_module():
    import torch

    now = {"t": 0.0}
    layers = torch.nn.Sequential(*[torch.nn.Linear(4, 4) for _ in range(6)])
    calls = []
    for i, layer in enumerate(layers):
        layer.register_forward_pre_hook(lambda m, a, i=i: calls.append(i) or now.update(t=now["t"] + 1.0))
    with training.stopping_at(3.5, clock=lambda: now["t"]), pytest.raises(training._Deadline):
        layers(torch.zeros(1, 4))
    assert calls == [0, 1, 2, 3]  # the clock passed 3.5 in layer 3: layers 4 and 5 never ran
    now["t"] = 100.0
    layers(torch.zeros(1, 4))  # outside, the hook is gone
    with training.stopping_at(None):
        layers(torch.zeros(1, 4))  # no deadline, no check


def test_no_step_within_the_budget_trains_and_installs_nothing(project, tiny_model_dir, one_thread,  # noqa: F811
                                                               monkeypatch):
    real = training.stopping_at
    monkeypatch.setattr(training, "stopping_at", lambda deadline, **kw: real(time.monotonic(), **kw))
    t0 = time.monotonic()
    result = runner.invoke(app, ["adapt", str(project), "--model", str(tiny_model_dir), "--minutes", "0.25",
                                 "--held-out", "3", "--json", "--quiet"])
    assert result.exit_code == 0, result.output
    card = json.loads(result.stdout)
    assert card["training"]["steps"] == 0 and card["training"]["stopped"] == "time"
    assert card["training"]["batch_size"] == 1  # a short budget's step is one example
    assert card["installed"] is False and card["after"]["n"] == 0
    assert time.monotonic() - t0 < 15 + 8
