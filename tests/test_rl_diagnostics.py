"""RL's per-iteration diagnostics: KL to the starting policy, entropy, gradient norm before
clipping, the share of start states with zero advantage and the advantages' spread (tiny models)."""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import numpy as np
import pytest
import torch

from reflect_cli.agent.loop import Episode, StepRecord
from reflect_cli.agent.players import load_players
from reflect_cli.lm.adapters import LoraSettings
from reflect_cli.runs import RunDir
from reflect_cli.train import rl
from reflect_cli.train.reinforce import advantage_stats, advantages, kl_to_start, probe_logprobs, probe_states
from reflect_cli.train.rl import RLConfig
from test_rl import _episode

BANDIT = "helpers.bandit:ContextualBanditEnv"
DIAGNOSTICS = ("policy/kl_to_start", "rollout/entropy", "optim/grad_norm", "advantage/zero_group_frac",
               "advantage/std")

pytestmark = pytest.mark.usefixtures("one_thread")


def _stats(eps: list[Episode], groups: list[int], baseline: str = "group") -> dict[str, float]:
    advs, _ = advantages(eps, groups, baseline)
    return advantage_stats([(g, ad) for g, ad in zip(groups, advs, strict=True)])


def test_zero_advantage_share_is_one_when_every_rollout_of_a_start_state_returns_the_same():
    # every rollout of each start state failed (cost -0.1 a step) or every one succeeded
    fail = [_episode([-0.1, -0.1]) for _ in range(3)]
    win = [_episode([-0.1, 1.0]) for _ in range(3)]
    stats = _stats(fail + win, [0, 0, 0, 1, 1, 1])
    assert stats["advantage/zero_group_frac"] == 1.0 and stats["policy/zero_advantage_frac"] == 1.0
    assert stats["advantage/std"] == pytest.approx(0.0, abs=1e-12)
    # one start state with a winner among losers: that group carries signal, the other does not
    mixed = [_episode([-0.1, -0.1]), _episode([-0.1, 1.0]), _episode([-0.1, -0.1])]
    stats = _stats(mixed + win, [0, 0, 0, 1, 1, 1])
    assert stats["advantage/zero_group_frac"] == 0.5
    assert stats["policy/zero_advantage_frac"] == pytest.approx(6 / 12)
    # G_0: -0.2, 0.9, -0.2 -> advantages -0.55, +1.1, -0.55 (two steps each), then six zeros
    flat = [-0.55] * 2 + [1.1] * 2 + [-0.55] * 2 + [0.0] * 6
    assert stats["advantage/std"] == pytest.approx(float(np.std(flat)))
    assert stats["advantage/mean"] == pytest.approx(0.0, abs=1e-12)


def test_zero_advantage_share_reads_the_advantages_before_normalisation(tiny_model_dir):
    """Normalising would turn zeros into -mean/std: the share must still say 'no signal'."""
    eps = [_episode([1.0]) for _ in range(4)]
    cfg = RLConfig(env=BANDIT, baseline="group", group_size=4, episodes_per_iter=4, normalize_advantages=True)
    fresh, _, stats = rl.training_items(eps, [0, 0, 0, 0], [], cfg, np.random.default_rng(0), dist=rl.SINGLE)
    assert len(fresh) == 4 and stats["advantage/zero_group_frac"] == 1.0


def _bandit_policy(tiny_model_dir):
    from reflect_cli.agent.policy import Policy

    players = load_players(str(tiny_model_dir), None, device="cpu",
                           lora=LoraSettings(r=4, alpha=8, dropout=0.0, targets=["all-linear"]))
    with torch.no_grad():  # a non-zero adapter: gradients reach lora_A as well
        for name, p in players.base.model.named_parameters():
            if "lora_B" in name:
                p.copy_(0.1 * torch.randn_like(p))
    return players, Policy(players.policy, "bandit", head="label")


def test_grad_norm_is_finite_and_positive_with_signal_and_zero_without(tiny_model_dir):
    torch.manual_seed(0)
    players, policy = _bandit_policy(tiny_model_dir)
    cfg = RLConfig(env=BANDIT, max_grad_norm=1e-6)  # clipped hard: the logged norm is the one before
    step = rl.Rollouts(cfg, players, policy, {}).play([5], None, np.random.default_rng(0), greedy=True)[0].steps[0]
    params = [p for p in players.base.model.parameters() if p.requires_grad]
    optimizer = torch.optim.SGD(params, lr=0.0)
    stats = rl.policy_gradient_step(policy, [(step.prompt, 4, 1, step.logprob, 1.0)], [], cfg, params, optimizer)
    assert math.isfinite(stats["optim/grad_norm"]) and stats["optim/grad_norm"] > 1e-4
    silent = rl.policy_gradient_step(policy, [(step.prompt, 4, 1, step.logprob, 0.0)], [], cfg, params, optimizer)
    assert silent["optim/grad_norm"] == 0.0


def test_kl_to_the_start_is_zero_before_an_update_and_moves_with_the_weights(tiny_model_dir):
    torch.manual_seed(0)
    players, policy = _bandit_policy(tiny_model_dir)
    cfg = RLConfig(env=BANDIT, max_grad_norm=1e9)
    episodes = rl.Rollouts(cfg, players, policy, {}).play([1, 2, 3, 4], None, np.random.default_rng(0), greedy=False)
    probes = probe_states(episodes)
    start = probe_logprobs(policy, probes)
    assert len(probes) >= 2 and kl_to_start(start, probe_logprobs(policy, probes)) == 0.0  # iteration 0
    params = [p for p in players.base.model.parameters() if p.requires_grad]
    step = episodes[0].steps[0]
    rl.policy_gradient_step(policy, [(step.prompt, 4, step.action_index, step.logprob, 1.0)], [], cfg, params,
                            torch.optim.AdamW(params, lr=0.05))
    assert kl_to_start(start, probe_logprobs(policy, probes)) > 1e-6


def _metrics(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]


@pytest.mark.parametrize("lr", [0.0, 3e-2])
def test_every_iteration_logs_the_five_diagnostics_and_the_kl_moves_only_with_the_weights(tiny_model_dir,
                                                                                          tmp_path, lr):
    cfg = RLConfig(env=BANDIT, policy=str(tiny_model_dir), iterations=4, episodes_per_iter=8, group_size=4,
                   baseline="group", lr=lr, prior_lr=lr, lora=dataclasses.replace(RLConfig().lora, targets=["all-linear"]),
                   save_every=0, seed=0, max_grad_norm=1e9)
    out = tmp_path / "rl"
    rl.train_rl(cfg, RunDir.create(out, stage="rlft", config=cfg.to_dict()))
    rows = [m for m in _metrics(out) if "rollout/success_rate" in m]
    assert [m["step"] for m in rows] == [1, 2, 3, 4]
    for m in rows:
        assert all(key in m and math.isfinite(m[key]) for key in DIAGNOSTICS), m
        assert 0 <= m["advantage/zero_group_frac"] <= 1 and m["rollout/entropy"] > 0
    kls = [m["policy/kl_to_start"] for m in rows]
    if lr == 0:
        assert kls == [0.0] * 4  # the probes are scored exactly as at the start
    else:
        assert kls[-1] > 1e-4 and any(m["optim/grad_norm"] > 0 for m in rows)


def test_plot_draws_every_diagnostic(tiny_model_dir, tmp_path):
    from reflect_cli import plot

    out = tmp_path / "rl"
    out.mkdir()
    rows = [{"step": i, "rollout/success_rate": 0.5, "rollout/return_mean": 0.1, "rollout/entropy": 1.0,
             "policy/kl_to_start": 0.01 * i, "advantage/zero_group_frac": 0.25, "optim/grad_norm": 0.3,
             "advantage/std": 0.4} for i in range(1, 4)]
    (out / "metrics.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    drawn = {key for key, _ in plot.SERIES}
    assert set(DIAGNOSTICS) <= drawn
    assert plot.plot_runs([out], tmp_path / "c.png").is_file()


def test_the_minute_cap_stops_inside_an_iteration(tiny_model_dir, tmp_path, monkeypatch):
    """An iteration of 64 slow episodes takes ~26 s; a 3-second budget must not wait for its end
    (the cap was checked between iterations only, so a stage overran by a whole iteration)."""
    import time

    from helpers.bandit import ContextualBanditEnv

    step = ContextualBanditEnv.step

    def slow_step(self, action):
        time.sleep(0.4)
        return step(self, action)

    monkeypatch.setattr(ContextualBanditEnv, "step", slow_step)
    cfg = RLConfig(env=BANDIT, policy=str(tiny_model_dir), iterations=5, episodes_per_iter=64, lr=1e-2,
                   lora=dataclasses.replace(RLConfig().lora, targets=["all-linear"]), save_every=0, seed=0, minutes=0.05)
    out = tmp_path / "rl"
    began = time.monotonic()
    result = rl.train_rl(cfg, RunDir.create(out, stage="rlft", config=cfg.to_dict()))
    seconds = time.monotonic() - began
    assert result.iterations == 0 and seconds < 0.05 * 60 + 8, seconds  # load, final save: busy cores
    meta = json.loads((out / "meta.json").read_text())
    assert meta["stopped_by_budget"] and (out / "final").is_dir()


def _walk(states: list[str], rewards: list[float]) -> Episode:
    ep = Episode(env="x", task="", seed=0, level=None)
    for t, (state, r) in enumerate(zip(states, rewards, strict=True)):
        ep.steps.append(StepRecord(t=t, observation=state, actions=["a", "b"], action_index=0, action="a",
                                   reflection=None, logprob=-0.5, reward=r, terminated=False, truncated=False,
                                   prompt=state))
    return ep


def test_step_credit_compares_choices_made_in_the_same_state():
    from reflect_cli.train.reinforce import anchor_advantages

    # three rollouts of one start state: all leave "root"; from "src" one finds the file, one does
    # not; the third goes to "docs" and fails. A fourth rollout of another start state is alone.
    eps = [_walk(["root", "src"], [-0.1, 1.0]), _walk(["root", "src", "src2"], [-0.1, -0.1, -0.1]),
           _walk(["root", "docs"], [-0.1, -0.1]), _walk(["root"], [1.0])]
    groups = [0, 0, 0, 1]
    steps = anchor_advantages(eps, groups)
    # "root" in group 0: returns-to-go 0.9, -0.3, -0.2 -> each minus the mean of the other two
    assert steps[0][0] == pytest.approx(0.9 - (-0.25))
    assert steps[1][0] == pytest.approx(-0.3 - 0.35) and steps[2][0] == pytest.approx(-0.2 - 0.3)
    # "src": 1.0 against -0.2; "src2", "docs" and the other start state's "root": visited once
    assert steps[0][1] == pytest.approx(1.2) and steps[1][1] == pytest.approx(-1.2)
    assert steps[1][2] == 0.0 and steps[2][1] == 0.0 and steps[3] == [0.0]
    episode_level, _ = advantages(eps, groups, "group")
    combined, _ = advantages(eps, groups, "group", step_credit=0.5)
    for row, base, extra in zip(combined, episode_level, steps, strict=True):
        assert row == pytest.approx([b + 0.5 * e for b, e in zip(base, extra, strict=True)])
    # all rollouts the same: no signal at either level
    same = [_walk(["root", "src"], [-0.1, 1.0]) for _ in range(3)]
    flat, _ = advantages(same, [0, 0, 0], "group", step_credit=1.0)
    assert all(abs(a) < 1e-12 for row in flat for a in row)


def test_step_credit_needs_the_group_baseline():
    from reflect_cli.errors import UsageError

    with pytest.raises(UsageError, match="step_credit needs --baseline group"):
        RLConfig(env=BANDIT, baseline="batch", step_credit=0.5).validate()
