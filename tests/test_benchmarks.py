"""Batched rollouts, KV-prefix policy scoring, and the benchmark scripts in --quick mode."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from reflect_cli.agent.loop import LMAgent, RandomAgent, run_batch, run_episode
from reflect_cli.agent.policy import Policy, Reflector
from reflect_cli.envs.autoexplore.env import AutoExploreEnv
from reflect_cli.envs.taxi import DangerousTaxiEnv

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


def _taxi():
    return DangerousTaxiEnv(level="pickup", horizon=4)


def _explore(root):
    tasks = [{"question": "Where is the entry point?", "targets": ["src/app/cli.py"]},
             {"question": "What is this app?", "targets": ["README.md"]}]
    return lambda: AutoExploreEnv(root, tasks=tasks, horizon=3, max_actions=20)


def _trace(episodes):
    return [[(s.observation, s.action, s.reflection) for s in e.steps] for e in episodes]


@pytest.mark.parametrize("env_kind", ["taxi", "autoexplore"])
@pytest.mark.parametrize("reflect", [False, True])
def test_run_batch_matches_run_episode(tiny_lm, sample_repo, env_kind, reflect, store):
    """Batched play (store off: explicit KV caches; on: the prefix KV store) equals
    one-at-a-time play with every prompt run in full."""
    make = _taxi if env_kind == "taxi" else _explore(sample_repo)
    policy = Policy(tiny_lm, env_kind, head="label")
    seeds = [0, 1, 2, 3, 4]

    def agent():
        return LMAgent(policy, Reflector(tiny_lm, env_kind, max_new_tokens=3) if reflect else None)

    with store():
        single = [run_episode(make(), agent(), seed=s, env_name=env_kind) for s in seeds]
    seen = []
    batched = run_batch([make() for _ in range(3)], agent(), seeds=seeds, env_name=env_kind,
                        on_step=lambda i, rec, info: seen.append(i))
    assert [e.seed for e in batched] == seeds
    assert _trace(batched) == _trace(single)
    assert [e.total_reward for e in batched] == [e.total_reward for e in single]
    assert [e.success for e in batched] == [e.success for e in single]
    for a, b in zip(batched, single, strict=True):
        for sa, sb in zip(a.steps, b.steps, strict=True):
            assert sa.logprob == pytest.approx(sb.logprob, abs=1e-4)
    assert len(seen) == sum(e.length for e in batched)


def test_run_batch_agent_without_act_batch(sample_repo):
    make = _explore(sample_repo)
    single = [run_episode(make(), RandomAgent(), seed=s) for s in range(4)]
    batched = run_batch([make(), make()], RandomAgent(), seeds=list(range(4)))
    assert _trace(batched) == _trace(single)


def test_reflect_batch_generates_each_state_once(tiny_lm):
    reflector = Reflector(tiny_lm, "taxi", max_new_tokens=3)
    calls = []
    real = tiny_lm.generate
    tiny_lm.generate = lambda prompts, **kw: calls.append(len(prompts)) or real(prompts, **kw)
    try:
        out = reflector.reflect_batch(["a", "b", "a"])
        again = reflector.reflect_batch(["b", "c"])
    finally:
        del tiny_lm.generate
    assert calls == [2, 1]
    assert out[0] == out[2] == reflector.reflect("a")
    assert again[0] == out[1]


@pytest.fixture(params=["store off", "store on"])
def store(request, tiny_lm):
    """Run a test with the model's prefix KV store off (explicit KV caches) and on (the caches
    live in the store); ``full()`` gives a block where everything runs in full."""
    from contextlib import contextmanager

    saved = tiny_lm.kv_store_bytes
    on = request.param == "store on"

    @contextmanager
    def full():
        tiny_lm.kv_store_bytes = 0
        try:
            yield
        finally:
            tiny_lm.kv_store_bytes = saved if on else 0

    tiny_lm.kv_store_bytes = saved if on else 0
    tiny_lm.clear_kv_store()
    try:
        yield full
    finally:
        tiny_lm.kv_store_bytes = saved


@pytest.mark.parametrize("env_kind", ["taxi", "autoexplore"])
def test_kv_prefix_scores_equal_full_prompt(tiny_lm, sample_repo, env_kind, store):
    env = _taxi() if env_kind == "taxi" else _explore(sample_repo)()
    policy = Policy(tiny_lm, env_kind, head="label")
    for seed in range(3):
        obs, info = env.reset(seed=seed)
        reflector = Reflector(tiny_lm, env_kind, max_new_tokens=6)
        text, prefix = reflector.reflect_with_prefix(obs)
        with store():
            assert text == tiny_lm.generate([reflector.prompt(obs)], max_new_tokens=6)[0]
        assert prefix is not None and prefix.ids
        prompt = policy.prompt(obs, info["actions"], text)
        with store():
            full = policy.label_logprobs([prompt], [len(info["actions"])])[0]
        kv = policy.label_logprobs([prompt], [len(info["actions"])], prefix=prefix)[0]
        reused, total = tiny_lm.last_prefix_reuse
        assert reused >= len(tiny_lm.token_ids(reflector.prompt(obs)))  # at least the reflection prompt
        assert reused < total or tiny_lm.kv_store_bytes  # (with the store, a repeated state is memoised)
        assert (full - kv).abs().max().item() < 1e-4
        # the cache is cropped back and can serve the same prompt again
        again = policy.label_logprobs([prompt], [len(info["actions"])], prefix=prefix)[0]
        assert (full - again).abs().max().item() < 1e-4
        # a cached reflection comes without a prefix
        assert reflector.reflect_with_prefix(obs) == (text, None)
        # with the store, the revisited state's policy prompt is free without a prefix
        plain = policy.label_logprobs([prompt], [len(info["actions"])])[0]
        assert (full - plain).abs().max().item() < 1e-4
        if tiny_lm.kv_store_bytes:
            reused, total = tiny_lm.last_prefix_reuse
            assert reused == total


def test_batch_kv_prefix_scores_equal_full_prompt(tiny_lm, sample_repo, store):
    env = _explore(sample_repo)()
    policy = Policy(tiny_lm, "autoexplore", head="label")
    states = []
    for seed in range(3):  # different lengths: left padding in the generate batch
        obs, info = env.reset(seed=seed, options={"task": seed % 2})
        for _ in range(seed):
            obs, _, done, _, info = env.step(0)
        states.append((obs, info["actions"]))
    reflector = Reflector(tiny_lm, "autoexplore", max_new_tokens=5)
    observations = [o for o, _ in states] + [states[0][0]]  # a repeated state has no row
    texts, prefix, rows = reflector.reflect_batch_with_prefix(observations)
    assert rows == [0, 1, 2, None]
    with store():
        assert texts[:3] == [tiny_lm.generate([reflector.prompt(o)], max_new_tokens=5)[0] for o, _ in states]
    prompts = [policy.prompt(o, a, t) for (o, a), t in zip(states, texts[:3], strict=True)]
    sizes = [len(a) for _, a in states]
    kv = policy.label_logprobs(prompts, sizes, prefix=prefix)
    reused, total = tiny_lm.last_prefix_reuse
    assert 0 < reused < total
    for p, n, got in zip(prompts, sizes, kv, strict=True):
        with store():
            want = policy.label_logprobs([p], [n])[0]
        assert (want - got).abs().max().item() < 1e-4
    assert prefix.cache is None  # consumed
    # act_batch: new states (with a prefix row) and a revisited one (without) in one call
    texts2, prefix2, rows2 = Reflector(tiny_lm, "autoexplore", max_new_tokens=5).reflect_batch_with_prefix(
        observations)
    choices = policy.act_batch(observations, [a for _, a in states] + [states[0][1]], texts2,
                               prefix=prefix2, prefix_rows=rows2)
    with store():
        alone = [policy.act(o, a, t) for o, a, t in zip(observations, [a for _, a in states] + [states[0][1]], texts2, strict=True)]
    assert [c.index for c in choices] == [c.index for c in alone]
    for c, a in zip(choices, alone, strict=True):
        assert c.logprob == pytest.approx(a.logprob, abs=1e-4)


def test_kv_prefix_with_unrelated_prompt_falls_back(tiny_lm):
    reflector = Reflector(tiny_lm, "taxi", max_new_tokens=3)
    _, prefix = reflector.reflect_with_prefix("state one")
    want = tiny_lm.next_token_logits(["something else entirely"])
    got = tiny_lm.next_token_logits_with_prefix("something else entirely", prefix)
    assert (want - got).abs().max().item() < 1e-4


def test_explorer_with_reflection_uses_prefix(tiny_lm, sample_repo):
    from reflect_cli.explore.explorer import Explorer
    from reflect_cli.search.questions import parse_question

    ex = Explorer(tiny_lm, reflect=True, reflection_tokens=3)
    res = ex.run(sample_repo, parse_question("Where is the entry point?"), max_steps=2)
    assert res.steps and all(s.reflection is not None for s in res.steps)
    assert tiny_lm.last_prefix_reuse is not None


def _load(name):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"bench_{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["scoring", "rollouts", "reflection", "explore_tree", "listing"])
def test_benchmark_quick(name, tiny_model_dir, tmp_path):
    out = tmp_path / f"{name}.json"
    argv = ["--quick", "--out", str(out)]
    if name not in ("explore_tree", "listing"):
        argv += ["--model", str(tiny_model_dir)]
    _load(name).main(argv)
    doc = json.loads(out.read_text())
    assert doc["machine"]["cores"] and doc["machine"]["torch"]
    if name == "rollouts":
        assert all(doc["trajectories_identical"].values())
        # the store's lean decode loop gives the reflections of one-at-a-time play
        assert all(r["same_reflections_as_first"] for r in doc["rows"] if r["kv_store"] == "on")
        assert {r["kv_store"] for r in doc["rows"]} == {"off", "on"}
    if name == "listing":
        assert doc["same_listing"]
    if name == "reflection":
        assert all(r["max_abs_diff"] < 1e-4 for r in doc["states"])
        assert doc["explorer"]["same_choices"] and doc["explorer"]["same_reflections"]
    if name == "explore_tree":
        assert doc["summary"]["dirs_scanned"] < doc["summary"]["folders"]  # lazy


@pytest.mark.slow
def test_benchmark_train_quick(tiny_model_dir, tmp_path):
    out = tmp_path / "train.json"
    _load("train").main(["--quick", "--model", str(tiny_model_dir), "--out", str(out)])
    assert {r["phase"] for r in json.loads(out.read_text())["rows"]} >= {"sft step", "rl update"}


def test_precision_rollout_part_quick(tiny_model_dir, tmp_path):
    data = tmp_path / "sft_policy.jsonl"
    rows = [{"env": "autoexplore", "observation": f"# Task\nwhere is q{i}?\n", "actions": ["cd src", "cat a.py"],
             "action_index": 0} for i in range(2)]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = tmp_path / "precision.json"
    _load("precision").main(["--quick", "--model", str(tiny_model_dir), "--data", str(data), "--parts", "rollout",
                             "--out", str(out)])
    row = json.loads(out.read_text())["rollout"]
    assert row["states"] == 2 and row["reflect"]["speedup"] > 0 and row["score"]["speedup"] > 0
    assert 0 <= row["same_reflections"] <= 2
    assert row["max_total_variation"] is None or row["max_total_variation"] < 0.5


def test_reflector_curve_quick(tiny_model_dir, tmp_path):
    """bench_reflector_curve: each stage continues the previous adapter and is judged on the
    validation states' trailing commands."""
    rows = [{"schema": "reflect.sft/1", "env": "autoexplore", "target": "reflection", "split": split,
             "observation": f"# Task\nwhere is q{i}?\n", "actions": ["cd src", "cat a.py"],
             "reflection": "The question is about q; the folder src/ is where that lives: cd src"}
            for i, split in enumerate(["train"] * 6 + ["validation"] * 2)]
    data = tmp_path / "sft_reflection.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = tmp_path / "curve.jsonl"
    result = _load("reflector_curve").main(["--data", str(data), "--schedule", "1,1", "--model", str(tiny_model_dir),
                                            "--work", str(tmp_path / "work"), "--out", str(out)])
    assert [r["steps"] for r in result] == [1, 2]
    assert all(0 <= r["valid"] <= r["n"] and 0 <= r["gold"] <= r["n"] and r["n"] == 2 for r in result)
    assert len(out.read_text().splitlines()) == 2
    first, second = sorted((tmp_path / "work").iterdir())
    assert json.loads((second / "config.json").read_text())["init"] == str(first)


def _tiny_reflector_and_states(tmp_path):
    """A 4-layer tiny base, a reflector adapter on its top 2 layers, and 4 validation states."""
    import torch

    from conftest import build_tiny_model_dir
    from reflect_cli.lm.adapters import add_lora
    from reflect_cli.lm.transformers.model import LanguageModel
    from reflect_cli.settings import LoraSettings
    from reflect_cli.train.models import save_trained

    base = build_tiny_model_dir(tmp_path / "m", layers=4)
    lm = LanguageModel.load(str(base), device="cpu")
    add_lora(lm, LoraSettings(r=4, alpha=8, dropout=0.0, layers=2))
    with torch.no_grad():
        for name, p in lm.model.named_parameters():
            if "lora_B" in name:
                p.normal_(0, 0.1)
    save_trained(lm, tmp_path / "ref" / "final", kind="lora", base_ref=str(base.resolve()), target="reflection",
                 env="autoexplore", labels=(), lora={"r": 4, "alpha": 8, "dropout": 0.0, "targets": ["all-linear"],
                                                     "layers": 2})
    data = tmp_path / "sft_policy.jsonl"
    rows = [{"env": "autoexplore", "split": "validation", "observation": f"# Task\nwhere is the parser {i}?\n",
             "actions": ["cd src", "cat a.py"], "action_index": 0} for i in range(4)]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return base, data


def test_pair_trunk_quick(tmp_path):
    """bench_pair_trunk: the policy's scoring over the reflector's prompt states, on a 4-layer
    tiny base with a reflector adapter on its top 2 layers and the policy on its top one."""
    base, data = _tiny_reflector_and_states(tmp_path)
    out = tmp_path / "pair.json"
    _load("pair_trunk").main(["--quick", "--model", str(base), "--reflector", str(tmp_path / "ref"), "--data", str(data),
                              "--policy-layers", "1", "--out", str(out)])
    doc = json.loads(out.read_text())
    assert doc["rows_served"] == 4 and doc["shared_prompt_tokens"] > 0
    assert doc["same_greedy_command"] == 4 and doc["max_abs_prob_diff"] < 1e-4


def test_decode_bf16_quick(tmp_path):
    """bench_decode_bf16: greedy reflections with fp32 decode steps and with bf16 decode weights."""
    base, data = _tiny_reflector_and_states(tmp_path)
    out = tmp_path / "decode.json"
    _load("decode_bf16").main(["--quick", "--model", str(base), "--reflector", str(tmp_path / "ref"), "--data",
                               str(data), "--out", str(out)])
    doc = json.loads(out.read_text())
    assert doc["settings"]["states"] == 4 and set(doc["seconds"]) == {"fp32", "bf16"}
    assert doc["decode_forwards"]["fp32"] > 0 and doc["decode_forwards"]["bf16"] > 0
    assert doc["same_texts"] == 4 and doc["with_gold_file"] == 4


def test_ae_page_benchmark_quick(tiny_model_dir, tmp_path, sample_repo):
    """Both page sizes are played, and the second agent reading the shared reflection store
    plays the first one's episodes."""
    tasks = tmp_path / "tasks.jsonl"
    task = {"question": "How do I run the app?", "targets": ["docs/usage.md"], "repo": str(sample_repo), "depth": 1}
    tasks.write_text(json.dumps(task) + "\n")
    out = tmp_path / "ae_page.json"
    _load("ae_page").main(["--quick", "--model", str(tiny_model_dir), "--tasks", str(tasks), "--pages", "40", "2",
                           "--out", str(out)])
    rows = json.loads(out.read_text())["rows"]
    assert [r["setting"][:7] for r in rows[:4]] == ["page 40", "page 2,", "page 40", "page 2,"]
    assert "same episodes: True" in rows[-1]["setting"] and all(r["steps"] > 0 for r in rows)


def test_the_index_names_every_benchmark_script_in_400_lines():
    """benchmarks/README.md is the index (each script: what it measures, its command, its latest
    figure); the dated runs are in benchmarks/HISTORY.md, and every section the docs cite is there."""
    import re

    top = Path(__file__).resolve().parents[1]
    index = (top / "benchmarks" / "README.md").read_text(encoding="utf-8")
    history = (top / "benchmarks" / "HISTORY.md").read_text(encoding="utf-8")
    assert len(index.splitlines()) <= 400
    scripts = sorted(p.name for p in (top / "benchmarks").glob("*.py") if not p.name.startswith("_"))
    assert [s for s in scripts if f"`{s}`" not in index] == []
    labels = set(re.findall(r"^### (\d+[a-z]?)\. ", history, flags=re.M))
    pages = [top / "README.md", *sorted((top / "docs").glob("*.md")), top / "benchmarks" / "README.md"]
    cited = {m for p in pages for m in re.findall(r"HISTORY(?:\.md)?`? §(\d+[a-z]?)", p.read_text(encoding="utf-8"))}
    assert cited and cited <= labels, cited - labels
