"""The evaluation protocol: trained reflectors, one observation renderer, task sets.

* a trained policy is evaluated with the reflector it was trained with, never with its own
  weights standing in for it (``reflect eval`` on any env, pipeline directories, RL runs);
* an AutoExplore observation is rendered identically by gen-data, RL, ``reflect eval`` and
  ``reflect explore``;
* AutoExplore evaluation plays each task once, reports distinct tasks and repositories, and its
  interval accounts for clustering by repository.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reflect_cli.errors import UsageError

pytestmark = pytest.mark.usefixtures("one_thread")


from test_eval import app, invoke  # noqa: E402,F401  (the `reflect eval` app fixture)
from test_rl import make_lora_run  # noqa: E402

# -- tiny trained runs ---------------------------------------------------------------------------


def lora_run(base_dir: Path, out: Path, *, target: str, seed: int, parents: dict[str, str] | None = None) -> Path:
    """A trained LoRA run on ``base_dir`` with a random non-zero adapter (so it changes the model)."""
    return make_lora_run(base_dir, out, target=target, seed=seed, parents=parents)


@pytest.fixture
def captured_reflectors(monkeypatch):
    """The language models that evaluation hands to ``Reflector`` (what writes the reflections)."""
    import reflect_cli.agent.policy as policy_mod

    seen: list = []
    original = policy_mod.Reflector

    class Recording(original):  # type: ignore[misc, valid-type]
        def __init__(self, lm, *args, **kwargs):
            seen.append(lm)
            super().__init__(lm, *args, **kwargs)

    monkeypatch.setattr(policy_mod, "Reflector", Recording)
    return seen


def _logits(lm, text: str = "the taxi passenger destination"):
    return lm.next_token_logits([text])[0].detach().float()


def _assert_is_model_of(lm, run: Path, other: Path) -> None:
    """``lm`` computes what trained run ``run`` computes, not what ``other`` computes."""
    import torch

    from reflect_cli.lm.transformers.model import LanguageModel

    got = _logits(lm)
    assert torch.allclose(got, _logits(LanguageModel.load(str(run), device="cpu")), atol=1e-3)
    assert not torch.allclose(got, _logits(LanguageModel.load(str(other), device="cpu")), atol=1e-2)


TAXI_ARGS = ("--env", "taxi", "--level", "pickup", "--episodes", "1", "--max-steps", "1", "--json", "-q")


def test_rl_run_is_evaluated_with_its_trained_reflector(app, tmp_path, tiny_model_dir, captured_reflectors):
    reflector = lora_run(tiny_model_dir, tmp_path / "sft-reflection", target="reflection", seed=1)
    policy = lora_run(tiny_model_dir, tmp_path / "rl", target="policy", seed=2,
                      parents={"policy": str(tiny_model_dir), "reflector": str(reflector)})
    result = invoke(app, "--agent", str(policy), *TAXI_ARGS)
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert len(captured_reflectors) == 1
    _assert_is_model_of(captured_reflectors[0], reflector, policy)  # the trained reflector reflects
    trained = doc["results"][0]
    assert trained["reflect"] is True and trained["reflector"] == str(reflector)


def test_pipeline_directory_is_evaluated_with_its_reflector_on_taxi(app, tmp_path, tiny_model_dir, captured_reflectors):
    pipe = tmp_path / "pipe"
    pipe.mkdir()
    (pipe / "pipeline.json").write_text(json.dumps({"config": {"env": "taxi", "ablation": "reflect-rl"}, "stages": {}}))
    reflector = lora_run(tiny_model_dir, pipe / "sft-reflection", target="reflection", seed=1)
    policy = lora_run(tiny_model_dir, pipe / "rlft", target="policy", seed=2,
                      parents={"policy": str(pipe / "sft-policy"), "reflector": str(reflector)})
    result = invoke(app, "--agent", str(pipe), *TAXI_ARGS)
    assert result.exit_code == 0, result.output
    trained = json.loads(result.stdout)["results"][0]
    assert trained["reflector"] == str(reflector)
    _assert_is_model_of(captured_reflectors[0], reflector, policy)
    # Pipeline planned with a reflector whose run is missing: a clear usage error, not a stand-in.
    import shutil

    shutil.rmtree(reflector)
    result = invoke(app, "--agent", str(pipe), *TAXI_ARGS)
    assert result.exit_code == 2 and "reflector" in result.stderr, result.output


def test_missing_trained_reflector_is_a_usage_error_unless_no_reflect(app, tmp_path, tiny_model_dir):
    policy = lora_run(tiny_model_dir, tmp_path / "rl", target="policy", seed=2,
                      parents={"policy": str(tiny_model_dir), "reflector": str(tmp_path / "deleted-reflector")})
    result = invoke(app, "--agent", str(policy), *TAXI_ARGS)
    assert result.exit_code == 2, result.output
    assert "deleted-reflector" in result.stderr and "--no-reflect" in result.stderr
    result = invoke(app, "--agent", str(policy), "--no-reflect", *TAXI_ARGS)
    assert result.exit_code == 0, result.output
    trained = json.loads(result.stdout)["results"][0]
    assert trained["reflect"] is False and trained["reflector"] is None


def test_run_trained_without_a_reflector_plays_without_reflections(app, tmp_path, tiny_model_dir, captured_reflectors):
    policy = lora_run(tiny_model_dir, tmp_path / "rl", target="policy", seed=2,
                      parents={"policy": str(tiny_model_dir), "reflector": "None"})
    result = invoke(app, "--agent", str(policy), "--agent", "oracle", *TAXI_ARGS)
    assert result.exit_code == 0, result.output
    trained, oracle = json.loads(result.stdout)["results"]
    assert trained["reflect"] is False and trained["reflector"] is None
    assert oracle["reflector"] is None  # every result says who wrote its reflections
    assert captured_reflectors == []


def test_pipeline_eval_records_the_pipeline_reflector(tmp_path, tiny_model_dir, captured_reflectors):
    from reflect_cli.pipeline import Pipeline

    out = tmp_path / "pipe"
    reflector = lora_run(tiny_model_dir, out / "sft-reflection", target="reflection", seed=1)
    lora_run(tiny_model_dir, out / "sft-policy", target="policy", seed=3)
    policy = lora_run(tiny_model_dir, out / "rlft", target="policy", seed=2,
                      parents={"policy": str(out / "sft-policy"), "reflector": str(reflector)})
    (policy / "DONE").write_text("{}")
    cfg = {"env": "taxi", "ablation": "reflect-rl", "model": str(tiny_model_dir), "seed": 0,
           "eval": {"episodes": 1, "agents": ["trained"], "levels": ["pickup"], "max_steps": 1, "reflection_tokens": 2}}
    Pipeline(out, cfg)._eval(resume=False)
    _assert_is_model_of(captured_reflectors[0], reflector, policy)
    doc = json.loads((out / "eval" / "results.json").read_text())
    trained = doc["results"][0]
    assert trained["agent"] == str(policy) and trained["reflector"] == str(reflector)


# -- one observation renderer ----------------------------------------------------------------------


def test_observation_is_rendered_the_same_in_every_stage(tmp_path, tiny_lm, monkeypatch):
    """gen-data, RL, `reflect eval` and `reflect explore` show a long file as the same text."""
    import reflect_cli.explore.explorer as explorer_mod
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv, ExploreTask
    from reflect_cli.envs.autoexplore.tasks import load_explore_tasks
    from reflect_cli.envs.registration import make_env
    from reflect_cli.evaluation import AgentSpec
    from reflect_cli.evaluation.agents import _make_agent_factory
    from reflect_cli.explore.explorer import Explorer
    from reflect_cli.search.questions import parse_question
    from reflect_cli.train.rl import RLConfig
    from reflect_cli.train.rollouts import env_kwargs_with_tasks

    repo = tmp_path / "repo"
    repo.mkdir()
    body = "".join(f"def handler_{i}(request):\n    return settings.lookup('key_{i}', default=None)  # café\n"
                   for i in range(120))
    (repo / "long.py").write_text(body)
    (repo / "README.md").write_text("# demo\n")
    question = "Where are the request handlers?"
    tasks_file = tmp_path / "tasks.jsonl"
    tasks_file.write_text(json.dumps({"question": question, "targets": ["long.py"], "repo": "repo"}) + "\n")
    tasks = load_explore_tasks(tasks_file)

    def after_cat(env, **reset) -> str:
        env.reset(seed=0, **reset)
        obs, *_ = env.step("cat long.py")
        return obs

    # gen-data: AutoExploreEnv(root=..., horizon=...), reset to each task
    gen_data = after_cat(AutoExploreEnv(root=str(repo), horizon=15), options={"task": ExploreTask.from_dict(tasks[0].to_dict())})
    # RL: make_env with the run's env kwargs and tasks
    rl = after_cat(make_env("autoexplore", **env_kwargs_with_tasks(RLConfig(env="autoexplore", tasks=str(tasks_file),
                                                                            tasks_split=None))), options={"task": 0})
    # reflect eval: the env kwargs a model agent adds
    _, agent_kwargs, _ = _make_agent_factory(AgentSpec.parse("tiny"), "autoexplore", AutoExploreEnv, True, True,
                                             lambda ref: tiny_lm)
    evaluated = after_cat(AutoExploreEnv(tasks=tasks, **agent_kwargs), options={"task": 0})
    # reflect explore: the env Explorer.run builds
    built: list = []

    class Recording(AutoExploreEnv):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            built.append(self)

    monkeypatch.setattr(explorer_mod, "AutoExploreEnv", Recording)
    Explorer(tiny_lm, reflect=False).run(repo, parse_question(question), max_steps=1)
    explored = after_cat(built[0])

    assert "the lines that bear on the task" in gen_data and "1: def handler_0(request):" in gen_data  # an excerpt
    stages = {"rl": rl, "reflect eval": evaluated, "reflect explore": explored}
    assert [name for name, obs in stages.items() if obs != gen_data] == []


# -- AutoExplore task sets and intervals ----------------------------------------------------------------


def _two_repo_tasks(tmp_path: Path, sample_repo: Path, extra: list[dict] | None = None) -> Path:
    """Five tasks over two repositories (3 in ``repo``, 2 in ``other``)."""
    other = tmp_path / "other"
    (other / "lib").mkdir(parents=True)
    (other / "lib" / "db.py").write_text("def connect(url):\n    return url\n")
    (other / "NOTES.md").write_text("# Notes\n\nRelease notes.\n")
    lines = [
        {"question": "Entry point?", "targets": ["src/app/cli.py"], "repo": "repo", "split": "test"},
        {"question": "Usage?", "targets": ["docs/usage.md"], "repo": "repo", "split": "test"},
        {"question": "Readme?", "targets": ["README.md"], "repo": "repo", "split": "test"},
        {"question": "Database?", "targets": ["lib/db.py"], "repo": "other", "split": "test"},
        {"question": "Release notes?", "targets": ["NOTES.md"], "repo": "other", "split": "test"},
        *(extra or []),
    ]
    path = tmp_path / "tasks.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    return path


def test_each_task_is_played_exactly_once_even_with_several_greedy_seeds(tmp_path, sample_repo):
    from reflect_cli.envs.autoexplore.tasks import load_explore_tasks
    from reflect_cli.evaluation import evaluate

    tasks = load_explore_tasks(_two_repo_tasks(tmp_path, sample_repo))
    doc = evaluate("autoexplore", ["oracle", "bm25", "random"], tasks=tasks, each_task=True, seeds=[0, 1, 2],
                   keep_episodes=True)
    results = {r["agent"]: r for r in doc["results"]}
    for name in ("oracle", "bm25"):  # deterministic: another seed would replay the same episodes
        result = results[name]
        assert result["episodes"] == len(tasks)
        played = [(e["repo"], e["task"]) for e in doc["episodes"] if e["agent"] == name]
        assert len(played) == len(set(played)) == len(tasks)
        assert result["seeds_played"] == [0]
        assert result["distinct_tasks"] == 5 and result["repositories"] == 2
        assert result["ci95_method"] == "wilson_design_effect_by_repository"
        by_level = result["by_level"]
        assert {k: v["episodes"] for k, v in by_level.items()} == {"0": 2, "1": 2, "2": 1}
        assert {k: v["distinct_tasks"] for k, v in by_level.items()} == {"0": 2, "1": 2, "2": 1}
        assert {k: v["repositories"] for k, v in by_level.items()} == {"0": 2, "1": 2, "2": 1}
    assert results["oracle"]["success_rate"] == 1.0
    # A stochastic agent plays each task once per seed; its episodes still cover 5 distinct tasks.
    assert results["random"]["episodes"] == 15 and results["random"]["distinct_tasks"] == 5
    assert results["random"]["seeds_played"] == [0, 1, 2]


def test_reflect_eval_plays_each_task_once_unless_episodes_is_given(app, tmp_path, sample_repo):
    tasks = _two_repo_tasks(tmp_path, sample_repo)
    result = invoke(app, "--env", "autoexplore", "--tasks", str(tasks), "--agent", "oracle", "--seeds", "0,1", "--json", "-q")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    oracle = doc["results"][0]
    assert doc["episodes_per_level"] == "each task once"
    assert oracle["episodes"] == 5 and oracle["distinct_tasks"] == 5 and oracle["repositories"] == 2
    # --episodes still asks for random draws per depth
    result = invoke(app, "--env", "autoexplore", "--tasks", str(tasks), "--agent", "oracle", "--episodes", "4", "--json", "-q")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["episodes_per_level"] == 4 and doc["results"][0]["episodes"] == 12  # 3 depths x 4 draws
    assert doc["results"][0]["distinct_tasks"] <= 5


def test_pipeline_eval_plays_each_held_out_task_once(tmp_path, sample_repo):
    from reflect_cli.pipeline import Pipeline

    out = tmp_path / "pipe"
    (out / "data").mkdir(parents=True)
    train = {"question": "Config?", "targets": ["src/app/config.py"], "repo": "repo", "split": "train"}
    source = _two_repo_tasks(tmp_path, sample_repo, extra=[train])
    lines = [json.loads(x) for x in source.read_text().splitlines()]
    for line in lines:
        line["repo"] = str(tmp_path / line["repo"])
    (out / "data" / "tasks.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    cfg = {"env": "autoexplore", "ablation": "reflect-rl", "model": "embedded", "seed": 0,
           "eval": {"episodes": 20, "agents": ["oracle", "random"], "seeds": [0, 1]}}
    Pipeline(out, cfg)._eval(resume=False)
    doc = json.loads((out / "eval" / "results.json").read_text())
    assert doc["tasks_split"] == "test" and doc["episodes_per_level"] == "each task once"
    oracle, random = doc["results"]
    assert oracle["episodes"] == 5 and oracle["distinct_tasks"] == 5 and oracle["repositories"] == 2
    assert sum(v["episodes"] for v in oracle["by_level"].values()) == 5
    assert random["episodes"] == 10 and random["distinct_tasks"] == 5  # each task once per seed
    assert "design effect" in (out / "eval" / "table.md").read_text()


def test_interval_is_wider_when_successes_cluster_in_one_repository():
    from reflect_cli.evaluation import clustered_interval, design_effect, wilson_interval

    repos = ["a"] * 10 + ["b"] * 10 + ["c"] * 10
    clustered = [True] * 10 + [False] * 20  # every success from repository a
    spread = [i % 10 < 3 or (i < 10 and i % 10 == 3) for i in range(30)]  # 4, 3, 3 successes
    assert sum(clustered) == sum(spread) == 10
    lo_c, hi_c, deff_c = clustered_interval(clustered, repos)
    lo_s, hi_s, deff_s = clustered_interval(spread, repos)
    lo_w, hi_w = wilson_interval(10, 30)
    assert deff_c > 5 and deff_s == 1.0
    assert (lo_s, hi_s) == pytest.approx((lo_w, hi_w))  # no clustering visible: plain Wilson
    assert hi_c - lo_c > 1.5 * (hi_w - lo_w) and lo_c < lo_w and hi_c > hi_w
    # independent sampling (every episode its own cluster) is the Wilson interval too
    lo_i, hi_i, _ = clustered_interval(clustered, list(range(30)))
    assert hi_c - lo_c > hi_i - lo_i
    # one repository: the spread between repositories cannot be estimated, no correction
    assert design_effect(clustered, ["a"] * 30) == 1.0
    assert clustered_interval([True] * 5, ["a", "b", "c", "d", "e"])[1] == 1.0
    with pytest.raises(ValueError):
        design_effect([True], ["a", "b"])


def test_library_errors_for_a_missing_reflector_of_a_custom_loader(tmp_path, tiny_lm):
    """A custom loader returning one model for a run with a trained reflector is refused."""
    from reflect_cli.evaluation import evaluate

    run = tmp_path / "rl"
    (run / "final").mkdir(parents=True)
    (run / "final" / "reflect.json").write_text(json.dumps({
        "schema": "reflect.model/1", "kind": "lora", "base": "embedded", "base_fingerprint": "x",
        "target": "policy", "env": "taxi", "labels": [], "parents": {"reflector": str(tmp_path / "refl")},
    }))
    (tmp_path / "refl" / "final").mkdir(parents=True)
    (tmp_path / "refl" / "final" / "reflect.json").write_text("{}")
    with pytest.raises(UsageError, match="trained with the reflector"):
        evaluate("taxi", [str(run)], episodes=1, levels=["pickup"], max_steps=1, load_model=lambda ref: tiny_lm)


def test_agent_refs_resolution_without_loading(tmp_path, monkeypatch):
    """Relative reflector references recorded at training time; pipelines without a reflector."""
    from reflect_cli.evaluation import resolve_agent_refs

    def fake_run(final: Path, **parents: str) -> Path:
        final.mkdir(parents=True)
        (final / "reflect.json").write_text(json.dumps({
            "schema": "reflect.model/1", "kind": "lora", "base": "embedded", "base_fingerprint": "x",
            "target": "policy", "env": "taxi", "labels": [], "parents": parents,
        }))
        return final.parent

    work = tmp_path / "work"
    reflector = fake_run(work / "runs" / "refl" / "final")
    policy = fake_run(work / "runs" / "rl" / "final", reflector="runs/refl")  # relative to the old cwd
    monkeypatch.chdir(tmp_path)
    refs = resolve_agent_refs(str(policy), "taxi")
    assert Path(refs.reflector).resolve() == reflector.resolve() and refs.origin == "run"
    # an SFT run records no reflector: its own model writes the reflections, and says so
    sft = fake_run(tmp_path / "sft" / "final")
    assert resolve_agent_refs(str(sft)).reflector == str(sft)
    # a no-reflection pipeline plays without reflections; a reflect-rl one without reflector is an error
    for ablation, expect in (("no-reflection", None), ("reflect-rl", UsageError)):
        pipe = tmp_path / f"pipe-{ablation}"
        fake_run(pipe / "sft-policy" / "final")
        (pipe / "pipeline.json").write_text(json.dumps({"config": {"env": "taxi", "ablation": ablation}}))
        if expect is UsageError:
            with pytest.raises(UsageError, match="trained with reflections"):
                resolve_agent_refs(str(pipe), "taxi")
        else:
            assert resolve_agent_refs(str(pipe), "taxi").reflector is None


def test_pipeline_rl_and_eval_see_the_action_order_gen_data_used(tmp_path, monkeypatch):
    """gen_data.action_order = "lexical" (and a page size other than the env's): RL's env and the
    evaluation's env are built with it too (one config source), and a recipe's own rlft
    env_kwargs still win."""
    import shutil

    import reflect_cli.evaluation as evaluation
    import reflect_cli.train.rl as rl
    from reflect_cli.pipeline import Pipeline

    seen: dict[str, object] = {}

    def fake_evaluate(*args, **kwargs):
        seen["eval"] = kwargs.get("env_kwargs")
        raise RuntimeError("stop")

    def fake_train_rl(cfg, *args, **kwargs):
        seen["rl"] = dict(cfg.env_kwargs)
        raise RuntimeError("stop")

    monkeypatch.setattr(evaluation, "evaluate", fake_evaluate)
    monkeypatch.setattr(rl, "train_rl", fake_train_rl)
    out = tmp_path / "pipe"
    (out / "data").mkdir(parents=True)
    task = {"question": "Config?", "targets": ["a.py"], "repo": str(tmp_path), "split": "test", "depth": 0}
    (out / "data" / "tasks.jsonl").write_text(json.dumps(task) + "\n")
    (tmp_path / "a.py").write_text("x = 1\n")
    for order, rl_kwargs, want_rl, want_eval in [
        ("lexical", {}, {"action_order": "lexical"}, {"action_order": "lexical"}),
        ("lexical", {"env_kwargs": {"horizon": 4}}, {"action_order": "lexical", "horizon": 4}, {"action_order": "lexical"}),
        ("listing", {}, {}, None),
        ({"action_order": "lexical", "max_entries_per_page": 12}, {},
         {"action_order": "lexical", "max_entries_per_page": 12}, {"action_order": "lexical", "max_entries_per_page": 12}),
        ({"max_entries_per_page": 40}, {}, {}, None),  # the env's default: nothing to pass
    ]:
        gen_data = order if isinstance(order, dict) else {"action_order": order}
        cfg = {"env": "autoexplore", "ablation": "rlft-only", "model": "embedded", "seed": 0,
               "gen_data": gen_data, "rlft": {"iterations": 1, **rl_kwargs},
               "eval": {"episodes": 1, "agents": ["random"]}}
        seen.clear()
        shutil.rmtree(out / "rlft", ignore_errors=True)
        shutil.rmtree(out / "eval", ignore_errors=True)
        for stage in ("_rlft", "_eval"):
            with pytest.raises(RuntimeError, match="stop"):
                getattr(Pipeline(out, cfg), stage)(resume=False)
        assert seen["rl"] == want_rl and seen["eval"] == want_eval
    # the gen-data setting's default is the env's (the recipe layer does not import the env)
    import dataclasses

    from reflect_cli.envs.autoexplore.listing import DEFAULT_ENTRIES_PER_PAGE
    from reflect_cli.train.config import AutoExploreData

    field = next(f for f in dataclasses.fields(AutoExploreData) if f.name == "max_entries_per_page")
    assert field.default == DEFAULT_ENTRIES_PER_PAGE
