"""RL run safeguards: no LoRA dropout in a checkpointed update, held-out evaluation on its own tasks and seeds,
non-finite updates skipped and stopped with a clear error, the minute cap."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
import torch
import typer
from safetensors.torch import load_file
from typer.testing import CliRunner

from reflect_cli.agent.players import load_players
from reflect_cli.cli.rlft import rlft_cmd
from reflect_cli.errors import ReflectError
from reflect_cli.lm.adapters import LoraSettings
from reflect_cli.runs import RunDir
from reflect_cli.train import rl, rl_config
from reflect_cli.train.rl import RLConfig

BANDIT = "helpers.bandit:ContextualBanditEnv"

app = typer.Typer()
app.command("rlft")(rlft_cmd)
app.command("noop")(lambda: None)  # two commands, so "rlft" is a sub-command as in the real CLI

pytestmark = pytest.mark.usefixtures("one_thread")


def metrics_of(run_path: Path) -> list[dict]:
    return [json.loads(line) for line in (run_path / "metrics.jsonl").read_text().splitlines()]


# -- item 9: gradient checkpointing must not switch LoRA dropout on -------------------------------


def test_checkpointed_update_forward_has_no_lora_dropout(tiny_model_dir):
    """An SFT adapter with lora_dropout 0.5: the log-probs of the (train-mode) checkpointed
    training forward equal the eval-mode sampling log-probs."""
    players = load_players(str(tiny_model_dir), None, device="cpu",
                           lora=LoraSettings(r=4, alpha=8, dropout=0.5, targets=["all-linear"]))
    model, lm = players.base.model, players.policy
    assert any(isinstance(m, torch.nn.Dropout) and m.p == 0.5 for m in model.modules())
    with torch.no_grad():  # a non-zero adapter, so dropout on its input would change the output
        for name, p in model.named_parameters():
            if "lora_B" in name:
                p.copy_(torch.randn_like(p))
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    prompts = [f"<|im_start|>user\nSignal: {w} {w} {w}<|im_end|>\n<|im_start|>assistant\n" for w in ("north", "south")]
    with torch.no_grad():
        sampled = torch.log_softmax(lm.next_token_logits(prompts).float(), dim=-1)
    torch.manual_seed(0)
    with rl._checkpointing(model, True):
        assert model.training  # transformers checkpoints only in train mode
        trained = torch.log_softmax(lm.next_token_logits(prompts, grad=True).float(), dim=-1)
        trained[:, :8].sum().backward()  # the checkpointed backward still works
    assert not model.training
    assert any(p.grad is not None for p in model.parameters() if p.requires_grad)
    torch.testing.assert_close(trained.detach(), sampled, rtol=0, atol=1e-5)


# -- item 5: evaluation on held-out tasks -----------------------------------------------------------


def _tasks_file(tmp_path: Path, splits: dict[str, list[str]]) -> Path:
    """A repository with one file per task and a tasks file with the given split -> targets."""
    repo = tmp_path / "repo"
    repo.mkdir()
    lines = []
    for split, names in splits.items():
        for name in names:
            (repo / f"{name}.py").write_text(f"{name} = 1\n")
            lines.append(json.dumps({"question": f"Where is {name} set?", "targets": [f"{name}.py"], "repo": "repo",
                                     "split": split}))
    path = tmp_path / "tasks.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def _spy_play(monkeypatch) -> list[tuple[bool, list[str]]]:
    """Records (greedy, the tasks of its episodes) for every Rollouts.play call."""
    calls: list[tuple[bool, list[str]]] = []
    real = rl.Rollouts.play

    def play(self, seeds, options, rng, *, greedy, **kwargs):
        episodes = real(self, seeds, options, rng, greedy=greedy, **kwargs)
        calls.append((greedy, [ep.task for ep in episodes]))
        return episodes

    monkeypatch.setattr(rl.Rollouts, "play", play)
    return calls


def test_autoexplore_evaluation_plays_each_validation_task_once_and_never_a_training_task(
        tiny_model_dir, tmp_path, monkeypatch):
    tasks = _tasks_file(tmp_path, {"train": ["alpha", "beta"], "validation": ["gamma", "delta", "omega"]})
    calls = _spy_play(monkeypatch)
    out = tmp_path / "rl"
    res = CliRunner().invoke(app, [
        "rlft", "--env", "autoexplore", "--policy", str(tiny_model_dir), "--tasks", str(tasks), "--out", str(out),
        "--iterations", "2", "--episodes-per-iter", "2", "--horizon", "2", "--eval-episodes", "8",
        "--eval-every", "1", "--save-every", "0",
    ])
    assert res.exit_code == 0, res.output
    train_q = {f"Where is {n} set?" for n in ("alpha", "beta")}
    valid_q = {f"Where is {n} set?" for n in ("gamma", "delta", "omega")}
    evals = [t for greedy, t in calls if greedy]
    assert len(evals) == 3  # start, after iteration 1, after iteration 2
    for played in evals:
        assert sorted(played) == sorted(valid_q)  # every validation task once, nothing else
    assert all(set(t) <= train_q for greedy, t in calls if not greedy)
    logged = [m for m in metrics_of(out) if "eval/success_rate" in m]
    assert [m["eval/split"] for m in logged] == ["validation"] * 3
    assert "on validation tasks" in " ".join(res.output.split())


def test_autoexplore_evaluation_without_validation_tasks_says_it_used_the_training_tasks(
        tiny_model_dir, tmp_path, monkeypatch):
    tasks = _tasks_file(tmp_path, {"train": ["alpha", "beta"], "test": ["gamma"]})
    calls = _spy_play(monkeypatch)
    out = tmp_path / "rl"
    res = CliRunner().invoke(app, [
        "rlft", "--env", "autoexplore", "--policy", str(tiny_model_dir), "--tasks", str(tasks), "--out", str(out),
        "--iterations", "1", "--episodes-per-iter", "2", "--horizon", "2", "--eval-episodes", "2", "--save-every", "0",
    ])
    assert res.exit_code == 0, res.output
    assert all(set(t) <= {"Where is alpha set?", "Where is beta set?"} for _, t in calls)
    logged = [m for m in metrics_of(out) if "eval/success_rate" in m]
    assert logged and all(m["eval/split"].startswith("train (training tasks") for m in logged)
    assert "train tasks (training tasks: no 'validation' task" in " ".join(res.output.split())


def test_training_start_seeds_never_hit_the_evaluation_seeds():
    class Fixed:
        def integers(self, low, high, size):
            return np.array([rl_config.EVAL_SEED_BASE, rl_config.EVAL_SEED_BASE + 7, rl_config.EVAL_SEED_BASE + rl_config.EVAL_SEED_SPAN, 5])[:size]

    seeds = rl.training_seeds(Fixed(), 4)
    eval_seeds = range(rl_config.EVAL_SEED_BASE, rl_config.EVAL_SEED_BASE + rl_config.EVAL_SEED_SPAN)
    assert not set(seeds) & set(eval_seeds)
    assert seeds[2:] == [rl_config.EVAL_SEED_BASE + rl_config.EVAL_SEED_SPAN, 5]  # other draws are untouched
    # the real RNG stream: same draws as before wherever they do not collide
    a, b = np.random.default_rng(3), np.random.default_rng(3)
    assert rl.training_seeds(a, 64) == [int(x) for x in b.integers(0, 2**31 - 1, size=64)]
    with pytest.raises(ReflectError, match="eval-episodes"):
        RLConfig(eval_episodes=rl_config.EVAL_SEED_SPAN + 1).validate()


# -- non-finite guard -----------------------------------------------------------------------------


class NaNHead:
    """A forward hook on the LM head that turns its output into NaN while ``on`` is true and, unless
    ``sampling``, only with grad enabled (the training forward, not the rollouts)."""

    def __init__(self, model, *, sampling: bool = False) -> None:
        self.on, self.sampling, self.fired = False, sampling, 0
        head = model.get_output_embeddings()
        head.register_forward_hook(self)

    def __call__(self, module, inputs, output):
        if self.on and (self.sampling or torch.is_grad_enabled()):
            self.fired += 1
            return output * float("nan")
        return output


def _lora_players(tiny_model_dir):
    return load_players(str(tiny_model_dir), None, device="cpu",
                        lora=LoraSettings(r=4, alpha=8, dropout=0.0, targets=["all-linear"]))


def test_a_nonfinite_update_is_skipped_and_leaves_weights_and_optimizer_unchanged(tiny_model_dir):
    from reflect_cli.agent.policy import Policy

    players = _lora_players(tiny_model_dir)
    policy = Policy(players.policy, "bandit", head="label")
    cfg = RLConfig(env=BANDIT, max_grad_norm=1e9)
    step = rl.Rollouts(cfg, players, policy, {}).play([5], None, np.random.default_rng(0), greedy=True)[0].steps[0]
    named = {n: p for n, p in players.base.model.named_parameters() if p.requires_grad}
    optimizer = torch.optim.AdamW(list(named.values()), lr=0.05)
    item = [(step.prompt, 4, 2, step.logprob, 1.0)]
    good = rl.policy_gradient_step(policy, item, [], cfg, list(named.values()), optimizer)  # one real step first
    assert good["optim/nonfinite"] == 0
    before = {n: p.detach().clone() for n, p in named.items()}
    adam_steps = [float(s["step"]) for s in optimizer.state.values()]
    nan = NaNHead(players.base.model)
    nan.on = True
    stats = rl.policy_gradient_step(policy, item, [], cfg, list(named.values()), optimizer)
    assert nan.fired and stats["optim/nonfinite"] == 1
    assert all(math.isfinite(v) for v in stats.values())  # no NaN reaches metrics.jsonl
    for n, p in named.items():
        assert torch.equal(p.detach(), before[n]), n
        assert p.grad is None
    assert [float(s["step"]) for s in optimizer.state.values()] == adam_steps  # no AdamW step either


def test_nonfinite_updates_are_counted_and_three_in_a_row_stop_with_a_clear_error(tiny_model_dir, tmp_path,
                                                                                  monkeypatch):
    seen = {}

    def spy_load(*args, **kwargs):
        seen["players"] = players = load_players(*args, **kwargs)
        seen["nan"] = NaNHead(players.base.model)
        return players

    monkeypatch.setattr(rl, "load_players", spy_load)
    weights_at = {}

    def on_iteration(it, metrics):
        params = {n: p.detach().clone() for n, p in seen["players"].base.model.named_parameters() if p.requires_grad}
        weights_at[it] = params
        seen["nan"].on = it in (1, 3, 4, 5)  # iteration 2 and 4, 5, 6 train on NaN; 3 is good again

    cfg = RLConfig(env=BANDIT, policy=str(tiny_model_dir), iterations=10, episodes_per_iter=4, lr=1e-2,
                   lora=LoraSettings.preset("rl", targets=["all-linear"]), save_every=0, seed=0, max_grad_norm=1e9)
    out = tmp_path / "rl"
    run = RunDir.create(out, stage="rlft", config=cfg.to_dict())
    with pytest.raises(rl.TrainingError) as caught:
        rl.train_rl(cfg, run, hooks=rl.Hooks(on_iteration=on_iteration))
    assert isinstance(caught.value, ReflectError)
    assert "3 updates in a row had a non-finite loss or gradient norm" in caught.value.message
    assert str(out / "checkpoints") in caught.value.hint and "--resume" in caught.value.hint
    metrics = metrics_of(out)
    assert [m["optim/nonfinite"] for m in metrics] == [0, 1, 0, 1, 1, 1]
    assert [m["optim/nonfinite_skipped"] for m in metrics] == [0, 1, 1, 2, 3, 4]
    assert "loss/policy" not in metrics[1] and "loss/policy" in metrics[2]
    for a, b in ((1, 2), (3, 4), (3, 5)):  # a skipped update leaves the weights as they were
        assert all(torch.equal(weights_at[a][n], weights_at[b][n]) for n in weights_at[a])
    assert any(not torch.equal(weights_at[2][n], weights_at[3][n]) for n in weights_at[2])  # 3 did train
    assert not (out / "final").exists()
    latest = run.latest_checkpoint()
    assert latest is not None and latest.name == "step-000006"
    saved = load_file(str(latest / "weights.safetensors"))
    assert saved and all(bool(torch.isfinite(t).all()) for t in saved.values())
    prior = {"action_prior.log_scale", "action_prior.bias"}  # the action prior is checkpointed with them
    assert saved.keys() == weights_at[3].keys() | prior
    for name, t in saved.items():  # the weights of the last good update (iteration 3)
        if name not in prior:
            assert torch.equal(t, weights_at[3][name]), name
    state = json.loads((latest / "trainer_state.json").read_text())
    assert state["nonfinite"] == {"skipped": 4, "streak": 3}


def test_cli_never_prints_done_after_nonfinite_updates_stop_the_run(tiny_model_dir, tmp_path, monkeypatch):
    def spy_load(*args, **kwargs):
        players = load_players(*args, **kwargs)
        NaNHead(players.base.model).on = True
        return players

    monkeypatch.setattr(rl, "load_players", spy_load)
    out = tmp_path / "rl"
    res = CliRunner().invoke(app, ["rlft", "--env", BANDIT, "--policy", str(tiny_model_dir), "--out", str(out),
                                   "--iterations", "5", "--episodes-per-iter", "4", "--save-every", "0"])
    assert res.exit_code == 1, res.output
    assert "Done" not in res.output and "Traceback" not in res.output
    assert [line for line in res.output.splitlines() if line.startswith("Error:")] == [
        "Error: 3 updates in a row had a non-finite loss or gradient norm (iteration 3); stopped. Skipped: 3 "
        "update(s) in all"]
    saved = load_file(str(RunDir(out).latest_checkpoint() / "weights.safetensors"))
    assert all(bool(torch.isfinite(t).all()) for t in saved.values())


def test_nonfinite_logprobs_while_sampling_are_a_clear_error_not_a_numpy_crash(tiny_model_dir):
    from reflect_cli.agent.policy import Policy

    players = _lora_players(tiny_model_dir)
    nan = NaNHead(players.base.model, sampling=True)
    nan.on = True
    rollouts = rl.Rollouts(RLConfig(env=BANDIT), players, Policy(players.policy, "bandit", head="label"), {})
    with pytest.raises(rl.TrainingError, match="log-probabilities are not finite"):
        rollouts.play([1, 2], None, np.random.default_rng(0), greedy=False)


def test_the_minute_cap_starts_an_iteration_that_fits_when_a_step_deadline_guards_it():
    """181 s into a 300 s stage with 65 s iterations: one process (guarded by the per-step
    deadline) starts the next; several processes keep an iteration's time in hand."""
    import time

    from reflect_cli.train.distributed import SINGLE
    from reflect_cli.train.rl import out_of_time

    started = time.monotonic() - 181
    assert not out_of_time(started, 300, 65, SINGLE, reserve=10)
    assert out_of_time(started, 300, 65, SINGLE, reserve=60)  # the final evaluation would not fit
    assert out_of_time(started, 300, 65, SINGLE)  # unguarded: 181 + 2 x 65 > 300
    assert not out_of_time(started, None, 65, SINGLE) and not out_of_time(started, 300, 0.0, SINGLE)
