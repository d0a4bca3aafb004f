"""The policy's learned prior over action positions: the identity at the start, learned by RL from
reward alone, recorded with the trained policy and played by every loader (tiny models)."""

from __future__ import annotations

import dataclasses
import json

import pytest
import torch

from reflect_cli.agent.action_prior import ActionPrior, check_prior
from reflect_cli.runs import RunDir
from reflect_cli.train import rl
from reflect_cli.train.rl import RLConfig

BANDIT = "helpers.bandit:ContextualBanditEnv"
pytestmark = pytest.mark.usefixtures("one_thread")


def test_the_fresh_prior_is_the_identity_and_later_positions_share_the_last_bias():
    logp = torch.log_softmax(torch.tensor([0.3, -1.0, 2.0, 0.1, 0.0]), dim=-1)
    assert torch.allclose(ActionPrior(torch).apply(logp), logp, atol=1e-6)
    prior = ActionPrior(torch, log_scale=0.0, bias=[2.0, 1.0, -1.0])
    out = prior.apply(torch.zeros(5))  # a model with no preference: the prior alone decides
    expected = torch.log_softmax(torch.tensor([2.0, 1.0, -1.0, -1.0, -1.0]), dim=-1)
    assert torch.allclose(out, expected, atol=1e-6)
    # the scale weighs the model's own reading against the positions
    cold = ActionPrior(torch, log_scale=-20.0, bias=[0.0, 3.0]).apply(torch.log_softmax(torch.tensor([5.0, 0.0]), -1))
    assert float(cold.exp()[1]) > 0.9


def test_recorded_priors_are_checked_before_they_are_played():
    assert check_prior({"log_scale": 0.5, "bias": [1, 2]}) == {"log_scale": 0.5, "bias": [1.0, 2.0]}
    for bad in (None, [], {"bias": []}, {"bias": ["x"]}, {"bias": [float("nan")]}, {"bias": [0.0] * 300},
                {"bias": [1.0], "log_scale": float("inf")}):
        assert check_prior(bad) is None, bad


def _cfg(tiny_model_dir, **kw) -> RLConfig:
    # Level 1: every episode shows the first signal, whose right button is listed first. The
    # language model is frozen (lr 0): only the prior can learn.
    base = dict(env=BANDIT, policy=str(tiny_model_dir), iterations=4, episodes_per_iter=8, group_size=4,
                baseline="group", lr=0.0, level=1, eval_episodes=8, save_every=0, seed=0,
                lora=dataclasses.replace(RLConfig().lora, targets=["all-linear"]))
    return RLConfig(**{**base, **kw})


def test_rl_learns_the_prior_from_reward_alone_and_records_it(tiny_model_dir, tmp_path):
    from reflect_cli.agent.players import load_players
    from reflect_cli.agent.policy import Policy

    cfg = _cfg(tiny_model_dir, prior_lr=0.5)
    run = RunDir.create(tmp_path / "rl", stage="rlft", config=cfg.to_dict())
    result = rl.train_rl(cfg, run)
    rows = [json.loads(line) for line in (run.path / "metrics.jsonl").read_text().splitlines()]
    gaps = [r["prior/bias_gap"] for r in rows if "prior/bias_gap" in r]
    print("prior", result.first_eval, result.last_eval, gaps)
    assert result.first_eval < 1.0 and result.last_eval == 1.0
    assert gaps[-1] > gaps[0] > 0  # the first position gained on the second, update after update
    info = json.loads((run.final / "reflect.json").read_text())
    assert check_prior(info["action_prior"]) is not None and info["action_prior"]["bias"][0] == pytest.approx(
        max(info["action_prior"]["bias"]))
    players = load_players(str(run.path), None, device="cpu")  # what eval and explore load
    policy = Policy(players.policy, "bandit")
    assert policy.prior is not None
    played = policy.prior.to_dict()
    assert played["bias"] == pytest.approx(info["action_prior"]["bias"])
    assert played["log_scale"] == pytest.approx(info["action_prior"]["log_scale"])


def test_without_a_prior_learning_rate_a_frozen_model_stays_where_it_was(tiny_model_dir, tmp_path):
    cfg = _cfg(tiny_model_dir, prior_lr=0.0, iterations=2)
    run = RunDir.create(tmp_path / "rl", stage="rlft", config=cfg.to_dict())
    result = rl.train_rl(cfg, run)
    assert result.last_eval == result.first_eval
    assert json.loads((run.final / "reflect.json").read_text())["action_prior"] is None


def test_an_env_with_its_actions_in_one_order_gets_no_prior(tiny_model_dir, tmp_path):
    cfg = _cfg(tiny_model_dir, env="taxi", level="pickup", iterations=1, episodes_per_iter=2, group_size=2,
               eval_episodes=0, env_kwargs={"horizon": 3}, prior_lr=0.3)
    lines: list[str] = []
    run = RunDir.create(tmp_path / "rl", stage="rlft", config=cfg.to_dict())
    rl.train_rl(cfg, run, log=lines.append)
    assert any(line.startswith("No action prior: taxi") for line in lines)
    assert not any("prior fitted" in line or "Action prior" in line for line in lines)
    assert json.loads((run.final / "reflect.json").read_text())["action_prior"] is None


def test_paper_defaults_train_no_prior():
    from reflect_cli.train.config import PAPER_DEFAULTS

    assert PAPER_DEFAULTS["prior_lr"] == 0.0
    with pytest.raises(Exception, match="prior_lr"):
        RLConfig(env=BANDIT, prior_lr=-1.0).validate()


def test_a_prior_learned_on_ranked_listings_is_played_on_ranked_listings(tiny_lm, monkeypatch):
    from reflect_cli.explore.explorer import Explorer

    assert Explorer(tiny_lm, reflect=False).lexical_prior is False
    monkeypatch.setattr(tiny_lm, "action_prior", {"bias": [2.0, 0.0], "action_order": "lexical"}, raising=False)
    explorer = Explorer(tiny_lm, reflect=False)
    assert explorer.lexical_prior is True and explorer.policy.prior is not None
    assert explorer.policy.prior.to_dict()["action_order"] == "lexical"


def _teacher_run(tmp_path, first_share: float, n: int = 12):
    """A policy run whose SFT data has the teacher pick the first listed button ``first_share`` of
    the time (the rest: the third)."""
    from reflect_cli.jsonl import write_jsonl

    buttons = [f"press button {c}" for c in "ABCD"]
    records = [{"schema": "reflect.sft/1", "env": "bandit", "target": "policy", "split": "train",
                "observation": f"Signal: {w} {w} {w}", "actions": buttons, "reflection": None,
                "action_index": 0 if i < first_share * n else 2}
               for i, w in enumerate(["north", "south", "east", "west"] * (n // 4))]
    data = tmp_path / "sft_policy.jsonl"
    write_jsonl(data, records)
    run = tmp_path / "sft-policy"
    (run / "final").mkdir(parents=True)
    (run / "config.json").write_text(json.dumps({"data": str(data), "target": "policy"}))
    (run / "final" / "reflect.json").write_text("{}")
    return run


def test_the_prior_starts_fitted_to_the_teachers_picks_in_the_policys_sft_data(tiny_lm, tmp_path):
    from reflect_cli.agent.policy import Policy
    from reflect_cli.train.prior_fit import fit_prior, teacher_states

    records = teacher_states(str(_teacher_run(tmp_path, 1.0)), "bandit", 8, seed=0)
    assert len(records) == 8 and all(r["action_index"] == 0 for r in records)
    policy = Policy(tiny_lm, "bandit", head="label")
    policy.prior = ActionPrior(torch)
    policy.prior.trainable()
    figures = fit_prior(policy, records)
    assert figures["prior/fit_nll_after"] < figures["prior/fit_nll_before"] and figures["prior/fit_agreement"] == 1.0
    bias = policy.prior.to_dict()["bias"]
    assert bias[0] - max(bias[1:]) > 1.0  # the teacher's position now leads
    assert policy.prior.bias.requires_grad  # still RL's to train
    # no SFT data behind the policy (a base model, a missing file): no fit, the identity start
    assert teacher_states(str(tmp_path / "nowhere"), "bandit", 8, seed=0) == []
    (tmp_path / "sft_policy.jsonl").unlink()
    assert teacher_states(str(tmp_path / "sft-policy"), "bandit", 8, seed=0) == []


def test_a_first_share_anchors_the_fitted_prior_at_the_listings_first_entry(tiny_lm, tmp_path):
    """The teacher picks the third button most of the time; with ``first_share`` the fit is kept
    but the first position is raised until the first entry gets that mean probability."""
    from reflect_cli.agent.policy import Policy
    from reflect_cli.train.prior_fit import first_share_of, fit_prior, raise_first, teacher_states

    records = teacher_states(str(_teacher_run(tmp_path, 0.25)), "bandit", 8, seed=0)
    policy = Policy(tiny_lm, "bandit", head="label")
    policy.prior = ActionPrior(torch)
    policy.prior.trainable()
    plain = fit_prior(policy, records)
    assert plain["prior/fit_first_raised"] == 0.0 and plain["prior/fit_first_share"] < 0.5
    policy.prior = ActionPrior(torch)
    policy.prior.trainable()
    anchored = fit_prior(policy, records, first_share=0.8)
    assert anchored["prior/fit_first_raised"] > 0
    assert anchored["prior/fit_first_share"] == pytest.approx(0.8, abs=1e-3)
    assert anchored["prior/fit_nll_after"] == pytest.approx(plain["prior/fit_nll_after"], abs=1e-4)  # the fit itself
    assert policy.prior.bias.requires_grad  # still RL's to train
    # never lowered: a prior that already gives the first entry more keeps its bias
    scores = [torch.log_softmax(torch.tensor([0.0, 0.0, 0.0]), -1)] * 2
    prior = ActionPrior(torch, bias=[3.0, 0.0, 0.0])
    before = first_share_of(prior, scores)
    assert before > 0.8 and raise_first(prior, scores, 0.5) == 0.0 and first_share_of(prior, scores) == before
    assert raise_first(prior, scores, 0.99) > 0 and first_share_of(prior, scores) >= 0.99


def test_prior_first_share_is_checked():
    with pytest.raises(Exception, match="prior_first_share"):
        RLConfig(env="taxi", prior_first_share=1.0).validate()
