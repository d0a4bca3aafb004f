"""`reflect rlft`: REINFORCE of the policy (tiny models, CPU, contextual bandit env)."""

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

from helpers.lora_runs import LORA, random_lora_model
from reflect_cli.agent.loop import Episode, StepRecord
from reflect_cli.agent.players import load_players
from reflect_cli.cli.rlft import rlft_cmd
from reflect_cli.lm.adapters import LoraSettings
from reflect_cli.runs import RunDir
from reflect_cli.train import reinforce, rl
from reflect_cli.train.models import save_trained
from reflect_cli.train.reinforce import advantages, reward_to_go
from reflect_cli.train.rl import Curriculum, RLConfig

BANDIT = "helpers.bandit:ContextualBanditEnv"

app = typer.Typer()
app.command("rlft")(rlft_cmd)
app.command("noop")(lambda: None)  # two commands, so "rlft" is a sub-command as in the real CLI


pytestmark = pytest.mark.usefixtures("one_thread")


def build_rl_model_dir(path: Path, *, seed: int = 0, initializer_range: float = 0.02, hidden: int = 32) -> Path:
    """conftest's tiny Llama with a configurable init scale / width (same tokenizer)."""
    from transformers import LlamaConfig, LlamaForCausalLM

    from conftest import build_tiny_tokenizer

    tokenizer = build_tiny_tokenizer()
    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=len(tokenizer), hidden_size=hidden, intermediate_size=2 * hidden, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id, tie_word_embeddings=True, initializer_range=initializer_range,
    )
    LlamaForCausalLM(config).save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path


@pytest.fixture(scope="module")
def other_model_dir(tmp_path_factory) -> Path:
    """A different base (hidden 48): adapters trained on it must not load on the tiny base."""
    return build_rl_model_dir(tmp_path_factory.mktemp("other_base"), hidden=48)


def make_lora_run(
    base_dir: Path, out: Path, *, target: str, base_ref: str | None = None, seed: int = 0,
    parents: dict[str, str] | None = None,
) -> Path:
    """A trained LoRA run (random non-zero adapter, so it changes the model) without running SFT."""
    from reflect_cli.agent.policy import Policy

    lm = random_lora_model(base_dir, seed=seed)
    labels = Policy(lm, "taxi", head="label").labels.labels if target == "policy" else ()
    final = out / "final"
    out.mkdir(parents=True)
    save_trained(lm, final, kind="lora", base_ref=base_ref or str(Path(base_dir).resolve()), target=target,
                 env="taxi", labels=labels, lora=LORA,
                 parents=parents)
    return out


def metrics_of(run_path: Path) -> list[dict]:
    return [json.loads(line) for line in (run_path / "metrics.jsonl").read_text().splitlines()]


def _episode(rewards: list[float]) -> Episode:
    ep = Episode(env="x", task="", seed=0, level=None)
    for t, r in enumerate(rewards):
        ep.steps.append(StepRecord(t=t, observation="", actions=["a", "b"], action_index=0, action="a",
                                   reflection=None, logprob=-0.5, reward=r, terminated=False, truncated=False))
    return ep


# -- the bandit test env ----------------------------------------------------------------------------


def test_bandit_env_follows_the_contract_and_its_levels():
    from helpers.bandit import ContextualBanditEnv
    from reflect_cli.envs.checker import check_text_env
    from reflect_cli.envs.registration import make_env

    env = make_env(BANDIT)  # an import path works wherever an env name is accepted
    check_text_env(env, seed=0, episodes=5)
    obs, info = env.reset(seed=1, options={"level": 1})
    assert obs == "Signal: north north north" and info["context"] == 0 and info["level"] == 1
    assert env.step(env.oracle_action())[1:4] == (1.0, True, False)
    env.reset(options={"context": 2})
    _, reward, _, _, info = env.step(0)
    assert reward == 0.0 and not info["success"] and info["cost"] == 0.0
    assert ContextualBanditEnv(mapping_seed=5).mapping == ContextualBanditEnv(mapping_seed=5).mapping
    with pytest.raises(ValueError, match="level"):
        env.reset(options={"level": 9})


# -- (d) returns and advantages ---------------------------------------------------------------


def test_reward_to_go_is_undiscounted_suffix_sum():
    assert reward_to_go([]) == []
    assert reward_to_go([-0.05, -0.05, 0.95]) == pytest.approx([0.85, 0.9, 0.95])
    assert reward_to_go([1.0, 0.0, -0.5, 2.0]) == pytest.approx([2.5, 1.5, 1.5, 2.0])


def test_backward_chunks_respect_item_and_token_caps():
    from reflect_cli.train.reinforce import chunk_items

    items = [((text, 2, 0, 0.0, 1.0), False) for text in ("aaaa", "bb", "cccccc", "d", "eeeeeeeeee", "f")]
    count = len
    sizes = lambda chunks: [[i[0][0] for i in c] for c in chunks]  # noqa: E731
    assert sizes(chunk_items(items, 4, 0, count)) == [["aaaa", "bb", "cccccc", "d"], ["eeeeeeeeee", "f"]]
    assert sizes(chunk_items(items, 32, 7, count)) == [["aaaa", "bb"], ["cccccc", "d"], ["eeeeeeeeee"], ["f"]]
    assert sum(map(len, chunk_items(items, 1, 3, count))) == len(items)


def test_advantages_none_batch_group_on_a_hand_example():
    eps = [_episode([1.0, 1.0]), _episode([0.0]), _episode([3.0]), _episode([0.0, -1.0])]
    groups = [0, 0, 1, 1]
    # returns-to-go: [2, 1], [0], [3], [-1, -1]; all G_t: 2, 1, 0, 3, -1, -1 -> sum 4 over 6 steps
    advs, b = advantages(eps, groups, "none")
    assert advs == [[2.0, 1.0], [0.0], [3.0], [-1.0, -1.0]] and b == 0.0
    # batch, leave-one-out: episode i's baseline is the mean G_t of the *other* episodes' steps
    advs, b = advantages(eps, groups, "batch")
    assert b == pytest.approx(4 / 6)  # replayed steps (no episode of this batch) use the full mean
    assert advs == [pytest.approx([2 - 1 / 4, 1 - 1 / 4]), pytest.approx([0 - 4 / 5]), pytest.approx([3 - 1 / 5]),
                    pytest.approx([-1 - 6 / 4, -1 - 6 / 4])]
    # several processes: this rank's episodes plus the global (sum, count) give the same numbers
    mine, _ = advantages(eps[2:], groups[2:], "batch", batch_stats=(4.0, 6))
    assert mine == [pytest.approx(a) for a in advs[2:]]
    # group (RLOO): A_t = G_0(i) - mean G_0 of the other rollouts of the same start state, every step
    advs, b = advantages(eps, groups, "group")
    assert advs == [pytest.approx([2.0 - 0.0, 2.0 - 0.0]), pytest.approx([0.0 - 2.0]), pytest.approx([3.0 + 1.0]),
                    pytest.approx([-1.0 - 3.0, -1.0 - 3.0])]
    assert b == pytest.approx(4 / 6)  # replayed steps use the batch mean


def test_group_baseline_gives_every_step_of_an_episode_its_return_minus_the_others():
    """AutoExplore-like costs (-1 a step): G_t = G_0 + t, so subtracting the others' G_0 from G_t
    (the old baseline) added +t to later steps; b_t = mean_j G_0(j) - R_{<t} removes that drift."""
    eps = [_episode([-1.0] * 3), _episode([-1.0] * 5), _episode([-1.0] * 4), _episode([-1.0, 9.0])]
    advs, _ = advantages(eps, [0, 0, 0, 1], "group")
    # G_0: -3, -5, -4 in group 0; the last episode is alone in its group (no baseline)
    assert advs[0] == pytest.approx([-3 - (-4.5)] * 3)
    assert advs[1] == pytest.approx([-5 - (-3.5)] * 5)
    assert advs[2] == pytest.approx([-4 - (-4.0)] * 4)
    assert advs[3] == pytest.approx([8.0, 9.0])


def test_a_group_whose_every_rollout_failed_teaches_nothing_where_failures_differ_only_in_length():
    """AutoExplore: every failure ends at -horizon after its steps' cost, so the group baseline
    would favour the shortest failure (answering a wrong file at once)."""
    def ep(rewards, success):
        e = _episode(rewards)
        e.success = success
        return e

    eps = [ep([-1.0, -6.0], False), ep([-1.0] * 4 + [-6.0], False), ep([-1.0, 4.0], True), ep([-1.0] * 3, False)]
    groups = [0, 0, 1, 1]
    learned, _ = advantages(eps, groups, "group")
    assert learned[0] != [0.0, 0.0]  # the short failure is favoured
    skipped, _ = advantages(eps, groups, "group", skip_failed=True, step_credit=0.5)
    assert skipped[:2] == [[0.0, 0.0], [0.0] * 5]
    assert skipped[2:] == advantages(eps, groups, "group", step_credit=0.5)[0][2:]  # a group with a success
    assert RLConfig(env="autoexplore", tasks="t.jsonl").skips_failed_groups()
    assert not RLConfig(env="taxi").skips_failed_groups()  # deaths and pickups tell failures apart
    assert RLConfig(env="taxi", failed_groups="skip").skips_failed_groups()
    assert not RLConfig(env="autoexplore", tasks="t.jsonl", failed_groups="learn").skips_failed_groups()
    with pytest.raises(Exception, match="failed_groups"):
        RLConfig(env="taxi", failed_groups="sometimes").validate()


# -- (e) curriculum and replay weights ------------------------------------------------------------


def test_curriculum_by_iterations():
    cur = Curriculum(["pickup", "dropoff", "full"], "iterations", every=2, threshold=0.8, window=3)
    seen = []
    for _ in range(7):
        seen.append(cur.level)
        cur.record(1.0)
    assert seen == ["pickup", "pickup", "dropoff", "dropoff", "full", "full", "full"]
    assert Curriculum(None, "iterations", 1, 0.5, 1).level is None


def test_curriculum_success_mode_advances_once_the_window_mean_reaches_the_threshold():
    cur = Curriculum([1, 2, 3], "success", every=1, threshold=0.6, window=3)
    assert [cur.record(x) for x in (0.0, 1.0)] == [False, False]  # window not full yet
    assert cur.record(1.0) and cur.level == 2  # mean(0, 1, 1) = 0.67 >= 0.6
    assert cur.recent == []  # a new level starts with an empty window
    assert [cur.record(x) for x in (1.0, 0.0, 0.5, 1.0)] == [False] * 4  # windows 1/0/.5 and 0/.5/1: 0.5
    assert cur.record(1.0) and cur.level == 3  # .5/1/1 -> 0.83
    assert not any(cur.record(1.0) for _ in range(5)) and cur.level == 3  # the last level stays
    state = cur.state()
    again = Curriculum([1, 2, 3], "success", every=1, threshold=0.6, window=3)
    again.restore(json.loads(json.dumps(state)))
    assert again.state() == state and again.level == 3


def _fresh_policy(model_dir: Path):
    from reflect_cli.agent.policy import Policy
    from reflect_cli.lm.transformers.model import LanguageModel

    lm = LanguageModel.load(str(model_dir), device="cpu")
    return Policy(lm, "taxi", head="label"), list(lm.model.parameters())


def test_replay_importance_weight_is_truncated_ratio_and_enters_the_loss(tiny_model_dir):
    policy, params = _fresh_policy(tiny_model_dir)
    prompt = policy.prompt("Signal: north", ["a", "b", "c"], None)
    lp = policy.label_logprobs([prompt], [3])[0]
    now = float(lp[1])
    optimizer = torch.optim.SGD(params, lr=0.0)

    def step(behaviour: float, correction: str, clip: float = 1.0) -> dict:
        cfg = RLConfig(replay_correction=correction, replay_clip=clip, max_grad_norm=1e9)
        fresh = [(prompt, 3, 0, float(lp[0]), 0.0)]  # zero advantage: only the replayed step counts
        return rl.policy_gradient_step(policy, fresh, [(prompt, 3, 1, behaviour, 1.0)], cfg, params, optimizer)

    cases = [(now + math.log(2), "importance", 1.0, 0.5), (now - math.log(2), "importance", 1.0, 1.0),
             (now - math.log(2), "importance", 5.0, 2.0), (now + math.log(2), "none", 1.0, 1.0)]
    for behaviour, correction, clip, w in cases:
        stats = step(behaviour, correction, clip)
        assert stats["replay/is_weight_mean"] == pytest.approx(w, rel=1e-5)
        # loss = -(0 * logp_fresh + w * 1 * logp_replay) / 2 steps: every step has the same weight
        assert stats["loss/policy"] == pytest.approx(-w * now / 2, rel=1e-5)
    with torch.no_grad():
        assert torch.equal(policy.label_logprobs([prompt], [3])[0], lp)  # lr 0: nothing moved


class SpyRng:
    """Records the probability vector of every sample the rollout draws."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng, self.probs = rng, []

    def choice(self, n, p):
        self.probs.append(np.array(p))
        return self.rng.choice(n, p=p)


@pytest.mark.parametrize("head", ["label", "text"])
def test_rollout_sampling_distribution_equals_training_logprobs(tiny_model_dir, head):
    from reflect_cli.agent.policy import Policy

    players = load_players(str(tiny_model_dir), None, device="cpu",
                           lora=LoraSettings(r=4, alpha=8, dropout=0.0, targets=["all-linear"]))
    gen = torch.Generator().manual_seed(0)
    with torch.no_grad():  # a non-trivial adapter, so the check covers the LoRA path
        for name, p in players.base.model.named_parameters():
            if "lora_B" in name:
                p.copy_(torch.randn(p.shape, generator=gen))
    policy = Policy(players.policy, "taxi", head=head)
    cfg = RLConfig(env="taxi", env_kwargs={"horizon": 3}, temperature=0.7)
    rollouts = rl.Rollouts(cfg, players, policy, {})
    spy = SpyRng(np.random.default_rng(0))
    episodes = rollouts.play([11, 12, 13], {"level": "pickup"}, spy, greedy=False)
    # play() samples step t of every live episode, in episode order, before step t+1
    ordered = [ep.steps[t] for t in range(3) for ep in episodes if len(ep.steps) > t]
    assert len(spy.probs) == len(ordered) >= 4
    logps = policy.action_logprobs([s.prompt for s in ordered], [s.actions for s in ordered], grad=True)
    for step, probs, lp in zip(ordered, spy.probs, logps, strict=True):
        train = reinforce.tempered(lp, cfg.temperature)
        assert train.requires_grad
        np.testing.assert_allclose(train.detach().exp().numpy(), probs, rtol=0, atol=1e-6)
        # A multi-token command's summed log-prob from the prefix store and from the packed training
        # forward round differently in fp32: 1.3e-6 to 2.9e-6 over 8 seeded adapters (measured at
        # 6a46268), the "about 1e-5" that agent/policy.py documents; 1e-6 passed by the luck of an
        # unseeded draw.
        assert float(train[step.action_index].detach()) == pytest.approx(step.logprob, abs=1e-5)
    assert len({tuple(p.round(4)) for p in spy.probs}) > 1  # the distributions are not all uniform/equal


def test_two_adapters_share_one_base_and_the_reflector_stays_frozen(tiny_model_dir, tmp_path, monkeypatch):
    from reflect_cli.lm.transformers.model import LanguageModel

    pol_run = make_lora_run(tiny_model_dir, tmp_path / "pol", target="policy", seed=1)
    ref_run = make_lora_run(tiny_model_dir, tmp_path / "ref", target="reflection", seed=2)
    players = load_players(str(pol_run), str(ref_run), device="cpu")
    assert players.kind == "lora" and players.policy.model is players.reflector.model
    q = players.base.model.get_base_model().model.layers[0].self_attn.q_proj
    assert set(q.lora_A) == {"policy", "reflector"}
    # The base exists once: its parameters are exactly those of one plain load of the base.
    plain = LanguageModel.load(str(tiny_model_dir), device="cpu").model
    base_params = {n: p for n, p in players.base.model.named_parameters() if "lora_" not in n}
    assert sum(p.numel() for p in base_params.values()) == sum(p.numel() for p in plain.parameters())
    assert len({p.data_ptr() for p in base_params.values()}) == len(base_params)
    prompt = "<|im_start|>user\nSignal: north<|im_end|>\n<|im_start|>assistant\n"
    a = players.policy.next_token_logits([prompt])
    b = players.reflector.next_token_logits([prompt])
    assert not torch.allclose(a, b)  # two different adapters are active in turn ...
    assert torch.equal(players.policy.next_token_logits([prompt]), a)  # ... and switching back is exact

    captured = {}

    def spy_load(*args, **kwargs):
        captured["players"] = p = load_players(*args, **kwargs)
        captured["before"] = {n: t.detach().clone() for n, t in p.base.model.named_parameters()}
        return p

    monkeypatch.setattr(rl, "load_players", spy_load)
    cfg = RLConfig(env=BANDIT, policy=str(pol_run), reflector=str(ref_run), iterations=3, episodes_per_iter=4,
                   lr=1e-2, reflection_tokens=4, save_every=0, seed=0)
    out = tmp_path / "rl"
    run = RunDir.create(out, stage="rlft", config=cfg.to_dict())
    rl.train_rl(cfg, run)
    after = dict(captured["players"].base.model.named_parameters())
    changed = {n for n, t in captured["before"].items() if not torch.equal(t, after[n])}
    assert changed and all(".lora_" in n and ".policy." in n for n in changed), sorted(changed)[:5]
    assert not any(".reflector." in n for n in changed)
    state = json.loads((run.latest_checkpoint() / "trainer_state.json").read_text())
    assert 1 <= len(state["reflections"]) <= 4  # one reflection per distinct bandit observation, cached


# -- (f) bad input --------------------------------------------------------------------------------


def _error_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith("Error:")]


def test_unknown_env_is_exit_2_with_one_error_line(tiny_model_dir, tmp_path):
    res = CliRunner().invoke(app, ["rlft", "--env", "nosuchenv", "--policy", str(tiny_model_dir),
                                   "--out", str(tmp_path / "r")])
    assert res.exit_code == 2, res.output
    assert _error_lines(res.output) == ["Error: unknown environment 'nosuchenv'"]
    assert "Traceback" not in res.output and not (tmp_path / "r").exists()


def test_policy_adapter_for_another_base_is_one_clear_message(tiny_model_dir, other_model_dir, tmp_path):
    # An adapter trained on the tiny base whose reflect.json names another base (e.g. a base
    # directory that was replaced): the fingerprints differ.
    pol = make_lora_run(tiny_model_dir, tmp_path / "pol", target="policy", base_ref=str(other_model_dir))
    res = CliRunner().invoke(app, ["rlft", "--env", BANDIT, "--policy", str(pol), "--out", str(tmp_path / "r"),
                                   "--iterations", "1"])
    assert res.exit_code == 2, res.output
    (line,) = _error_lines(res.output)
    assert "policy run" in line and "was trained on base" in line and "Traceback" not in res.output


def test_reflector_for_another_base_is_one_clear_message(tiny_model_dir, other_model_dir, tmp_path):
    ref = make_lora_run(other_model_dir, tmp_path / "ref", target="reflection")
    res = CliRunner().invoke(app, ["rlft", "--env", BANDIT, "--policy", str(tiny_model_dir), "--reflector", str(ref),
                                   "--out", str(tmp_path / "r"), "--iterations", "1"])
    assert res.exit_code == 2, res.output
    (line,) = _error_lines(res.output)
    assert "reflector run" in line and str(other_model_dir.resolve()) in line and "Traceback" not in res.output


def test_bad_settings_are_usage_errors(tiny_model_dir, tmp_path):
    for extra, words in ((["--baseline", "group"], "group-size"), (["--set", "nosuch=1"], "unknown setting"),
                         (["--baseline", "median"], "unknown baseline")):
        res = CliRunner().invoke(app, ["rlft", "--env", BANDIT, "--policy", str(tiny_model_dir),
                                       "--out", str(tmp_path / "r"), *extra])
        assert res.exit_code == 2 and words in res.output and "Traceback" not in res.output, res.output


def test_autoexplore_rl_needs_tasks_of_the_split(tiny_model_dir, tmp_path):
    res = CliRunner().invoke(app, ["rlft", "--env", "autoexplore", "--policy", str(tiny_model_dir), "--out", str(tmp_path / "r")])
    assert res.exit_code == 2 and "AutoExplore RL needs tasks" in res.output and "Traceback" not in res.output, res.output
    (tmp_path / "repo").mkdir()
    (tmp_path / "repo" / "a.py").write_text("x = 1\n")
    tasks = tmp_path / "tasks.jsonl"
    tasks.write_text('{"question": "Where is x set?", "targets": ["a.py"], "repo": "repo", "split": "test"}\n')
    res = CliRunner().invoke(app, ["rlft", "--env", "autoexplore", "--policy", str(tiny_model_dir), "--tasks", str(tasks),
                                   "--out", str(tmp_path / "r2"), "--iterations", "1"])
    assert res.exit_code == 2 and "no task of split 'train'" in res.output, res.output
    assert not (tmp_path / "r2").exists()
    res = CliRunner().invoke(app, ["rlft", "--env", "taxi", "--policy", str(tiny_model_dir), "--tasks", str(tasks),
                                   "--out", str(tmp_path / "r3")])
    assert res.exit_code == 2 and "--tasks is for AutoExplore" in res.output, res.output


# -- (c) resume equivalence and (h) Ctrl-C ---------------------------------------------------------


def _comparable(metrics: list[dict]) -> list[dict]:
    return [{k: v for k, v in m.items() if k != "time" and not k.startswith("perf/")} for m in metrics]


def test_ctrl_c_saves_a_checkpoint_exits_130_and_resume_matches_an_uninterrupted_run(tiny_model_dir, tmp_path,
                                                                                      monkeypatch):
    args = ["rlft", "--env", BANDIT, "--policy", str(tiny_model_dir), "--iterations", "4", "--episodes-per-iter", "4",
            "--lr", "1e-2", "--seed", "3", "--curriculum", "1,4", "--curriculum-every", "2", "--save-every", "0",
            "--set", "replay_batch=2", "--set", 'lora_targets=["all-linear"]']
    straight, cut = tmp_path / "straight", tmp_path / "cut"
    res = CliRunner().invoke(app, [*args, "--out", str(straight)])
    assert res.exit_code == 0, res.output

    real_train = rl.train_rl

    def interrupted(cfg, run, *, hooks=None, resume=False, log=None):
        def on_iteration(it, metrics):
            hooks.on_iteration(it, metrics)
            if it == 2:
                raise KeyboardInterrupt  # what Ctrl-C raises, from inside the training loop

        return real_train(cfg, run, hooks=rl.Hooks(on_iteration=on_iteration), resume=resume, log=log)

    monkeypatch.setattr(rl, "train_rl", interrupted)
    res = CliRunner().invoke(app, [*args, "--out", str(cut)])
    assert res.exit_code == 130, res.output
    assert "checkpoint saved" in res.output and "--resume" in res.output
    assert (cut / "checkpoints" / "step-000002" / "weights.safetensors").is_file() and not (cut / "final").exists()
    state = json.loads((cut / "checkpoints" / "step-000002" / "trainer_state.json").read_text())
    assert state["curriculum"]["position"] == 1  # the level switch after iteration 2 is in the checkpoint
    monkeypatch.setattr(rl, "train_rl", real_train)

    res = CliRunner().invoke(app, ["rlft", "--env", BANDIT, "--policy", str(tiny_model_dir), "--out", str(cut),
                                   "--resume"])
    assert res.exit_code == 0, res.output
    a, b = metrics_of(straight), metrics_of(cut)
    assert [m["step"] for m in b] == [1, 2, 3, 4]
    assert _comparable(a) == _comparable(b)
    assert [m["curriculum/level"] for m in a] == [1, 1, 4, 4] and a[2]["replay/size"] <= 4  # cleared at switch
    for name in ("weights.safetensors",):
        wa = load_file(str(straight / "checkpoints" / "step-000004" / name))
        wb = load_file(str(cut / "checkpoints" / "step-000004" / name))
        assert wa.keys() == wb.keys() and len(wa) > 0
        for key in wa:
            torch.testing.assert_close(wa[key], wb[key], rtol=0, atol=1e-6)
    fa = load_file(str(straight / "final" / "adapter" / "adapter_model.safetensors"))
    fb = load_file(str(cut / "final" / "adapter" / "adapter_model.safetensors"))
    for key in fa:
        torch.testing.assert_close(fa[key], fb[key], rtol=0, atol=1e-6)
    initial = {k: v for k, v in load_file(str(straight / "checkpoints" / "step-000004" / "weights.safetensors")).items()
               if "lora_B" in k}
    assert any(v.abs().max() > 0 for v in initial.values())  # training did move the adapter
    ra = (straight / "checkpoints" / "step-000004" / "replay.jsonl").read_text()
    rb = (cut / "checkpoints" / "step-000004" / "replay.jsonl").read_text()
    assert ra == rb


# -- (a) learning is real --------------------------------------------------------------------------


def test_rlft_learns_the_bandit_from_a_random_model(tiny_model_dir, tmp_path):
    """Greedy success over the fixed eval seeds (32 episodes) must at least double and reach 0.5.

    Seed 0 gave 0.25 -> 1.0 (curve 0.25, 0.22, 0.75, 1.0, 1.0 every 50 iterations) when this was
    written: a 0.5 margin over the 0.5 bound. Seeds 0-9 of the same settings (run by hand, not
    here) all passed: nine ended >= 0.75, seed 8 at 0.53. With the old optimizer (torch Adam, whose
    weight decay is a coupled L2 term) this exact run ended at 0.47 and failed. The tiny model is
    fully fine-tuned: LoRA cannot touch its tied embeddings (norm ~0.1, logits span < 1 nat) and
    learned the bandit on only some seeds."""
    out = tmp_path / "rl"
    res = CliRunner().invoke(app, [
        "rlft", "--env", BANDIT, "--policy", str(tiny_model_dir), "--full", "--out", str(out),
        "--iterations", "200", "--episodes-per-iter", "8", "--lr", "3e-3", "--entropy-coef", "0.05",
        "--eval-episodes", "32", "--eval-every", "50", "--save-every", "0", "--seed", "0",
    ])
    assert res.exit_code == 0, res.output
    evals = [(m["step"], m["eval/success_rate"]) for m in metrics_of(out) if "eval/success_rate" in m]
    print("greedy success by iteration:", evals)
    first, last = evals[0][1], evals[-1][1]
    assert evals[0][0] == 0 and evals[-1][0] == 200
    assert last >= 2 * first and last >= 0.5, evals
    assert f"greedy success {first:.2f} → {last:.2f}" in res.output
    info = json.loads((out / "final" / "reflect.json").read_text())
    assert info["kind"] == "full" and info["target"] == "policy"
    # The debugging curves: the sampling entropy every iteration, and a KL from the
    # starting policy every iteration that grows as the policy learns the bandit.
    rows = [m for m in metrics_of(out) if "rollout/success_rate" in m]
    assert all(m["rollout/entropy"] > 0 for m in rows)
    kl = [(m["step"], m["policy/kl_to_start"]) for m in metrics_of(out) if "policy/kl_to_start" in m]
    print("KL from the start:", kl[:3], "...", kl[-3:])
    assert [s for s, _ in kl] == list(range(1, 201))
    assert kl[-1][1] > max(0.05, kl[0][1])


def test_rollouts_after_an_update_use_the_updated_weights(tiny_model_dir):
    from reflect_cli.agent.policy import Policy

    players = load_players(str(tiny_model_dir), None, device="cpu",
                           lora=LoraSettings(r=4, alpha=8, dropout=0.0, targets=["all-linear"]))
    policy = Policy(players.policy, "bandit", head="label")
    cfg = RLConfig(env=BANDIT, max_grad_norm=1e9)
    rollouts = rl.Rollouts(cfg, players, policy, {})
    before = rollouts.play([5], None, np.random.default_rng(0), greedy=True)[0].steps[0]
    params = [p for p in players.base.model.parameters() if p.requires_grad]
    assert params and all(".lora_" in n for n, p in players.base.model.named_parameters() if p.requires_grad)
    optimizer = torch.optim.AdamW(params, lr=0.05)
    rl.policy_gradient_step(policy, [(before.prompt, 4, 2, before.logprob, 1.0)], [], cfg, params, optimizer)
    after = rollouts.play([5], None, np.random.default_rng(0), greedy=True)[0].steps[0]
    assert after.prompt == before.prompt and after.logprob != before.logprob
    with torch.no_grad():
        fresh = policy.label_logprobs([after.prompt], [4])[0]
    assert float(fresh[after.action_index]) == pytest.approx(after.logprob, abs=1e-6)


def test_gradient_checkpointing_gives_the_same_update(tiny_model_dir):
    """--set gradient_checkpointing=true trades time for memory; the gradient step is the same."""
    from reflect_cli.agent.policy import Policy

    grads = []
    for checkpointing in (False, True):
        torch.manual_seed(0)
        players = load_players(str(tiny_model_dir), None, device="cpu",
                               lora=LoraSettings(r=4, alpha=8, dropout=0.0, targets=["all-linear"]))
        policy = Policy(players.policy, "bandit", head="label")
        cfg = RLConfig(env=BANDIT, max_grad_norm=1e9, gradient_checkpointing=checkpointing)
        if checkpointing:
            players.base.model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
        step = rl.Rollouts(cfg, players, policy, {}).play([5], None, np.random.default_rng(0), greedy=True)[0].steps[0]
        named = {n: p for n, p in players.base.model.named_parameters() if p.requires_grad}
        optimizer = torch.optim.SGD(list(named.values()), lr=1.0)
        initial = {n: p.detach().clone() for n, p in named.items()}
        with rl._checkpointing(players.base.model, checkpointing):
            rl.policy_gradient_step(policy, [(step.prompt, 4, 2, step.logprob, 1.0)], [], cfg,
                                    list(named.values()), optimizer)
        assert not players.base.model.training  # back in eval mode for rollouts
        grads.append({n: p.detach().clone() for n, p in named.items()})  # weights after one SGD step
        assert any(not torch.equal(initial[n], w) for n, w in grads[-1].items())  # the step did something
    assert grads[0] and grads[0].keys() == grads[1].keys()
    for name, w in grads[0].items():
        assert torch.allclose(w, grads[1][name], atol=1e-6), name


@pytest.mark.parametrize("head", ["label", "text"])
def test_update_runs_one_forward_per_distinct_prompt_with_the_same_gradient(seeded_lora_lm, head):
    """Steps that share a prompt (group baselines: a start state's episodes begin alike) share one
    forward and backward in the update; every step keeps its own loss terms, so the gradient,
    loss and entropy equal those of the steps taken one at a time."""
    from reflect_cli.agent.policy import Policy

    lm = seeded_lora_lm
    policy = Policy(lm, "autoexplore", head=head)
    actions = ["cd src", "cat a.py", "id a.py"]
    prompts = [policy.prompt(f"# Task\nwhere is q{i}?\n", actions, None) for i in range(2)]
    acts = 3 if head == "label" else actions
    fresh = [(prompts[0], acts, 0, -1.0, 1.0), (prompts[0], acts, 2, -1.0, -0.5), (prompts[1], acts, 1, -1.0, 0.3),
             (prompts[0], acts, 0, -1.0, 0.7)]
    replay = [(prompts[1], acts, 2, -1.2, 0.4)]
    cfg = rl.RLConfig(max_grad_norm=1e9, entropy_coef=0.01, replay_correction="importance")
    params = [p for p in lm.model.parameters() if p.requires_grad]
    seen, calls = {}, []

    class Keep(torch.optim.SGD):  # records the gradient, does not step
        def step(self, closure=None):
            seen["grad"] = torch.cat([p.grad.flatten().clone() for p in params if p.grad is not None])

    original = policy.action_logprobs
    policy.action_logprobs = lambda texts, *a, **k: (calls.append(len(texts)), original(texts, *a, **k))[1]
    stats = rl.policy_gradient_step(policy, fresh, replay, cfg, params, Keep(params, lr=0.0))
    assert sum(calls) == 2  # two distinct prompts, five steps
    policy.action_logprobs = original
    # The same update, one step at a time.
    loss, entropy = 0.0, 0.0
    for (prompt, _act, a, behaviour, adv), is_replay in [(x, False) for x in fresh] + [(x, True) for x in replay]:
        lp = reinforce.tempered(policy.action_logprobs([prompt], [actions], grad=True)[0], cfg.temperature)
        if is_replay:
            loss = loss - min(cfg.replay_clip, math.exp(float(lp[a].detach()) - behaviour)) * adv * lp[a] / 5
        else:
            ent = -(lp.exp() * lp).sum()
            entropy += float(ent.detach())
            loss = loss - adv * lp[a] / 5 - cfg.entropy_coef * ent / 4
    for p in params:
        p.grad = None
    loss.backward()
    want = torch.cat([p.grad.flatten() for p in params if p.grad is not None])
    assert torch.allclose(seen["grad"], want, rtol=1e-4, atol=1e-7)
    assert stats["loss/policy"] == pytest.approx(float(loss), rel=1e-5)
    assert stats["policy/entropy"] == pytest.approx(entropy / 4, rel=1e-5)


def test_kl_to_start_and_step_entropies_on_hand_examples():
    import math

    from reflect_cli.agent.loop import Episode, StepRecord
    from reflect_cli.train.reinforce import kl_to_start, probe_states, step_entropies

    half = [math.log(0.5), math.log(0.5)]
    skew = [math.log(0.9), math.log(0.1)]
    assert kl_to_start([half], [half]) == 0.0
    assert kl_to_start([half], [skew]) == pytest.approx(0.5 * math.log(0.5 / 0.9) + 0.5 * math.log(0.5 / 0.1))

    def step(prompt, entropy):
        return StepRecord(t=0, observation="", actions=["a", "b"], action_index=0, action="a", reflection=None,
                          logprob=0.0, reward=0.0, terminated=False, truncated=False, prompt=prompt, entropy=entropy)

    eps = [Episode("x", "t", 0, None, steps=[step("p1", 0.5), step("p2", 0.1)]),
           Episode("x", "t", 1, None, steps=[step("p1", 0.5)])]
    assert probe_states(eps) == [("p1", ["a", "b"]), ("p2", ["a", "b"])]  # distinct, in order of play
    assert probe_states(eps, n=1) == [("p1", ["a", "b"])]
    assert step_entropies(eps) == [0.5, 0.1, 0.5]
    assert step_entropies([Episode("x", "t", 0, None)]) == []
