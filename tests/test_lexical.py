"""The facts ambiguity filter, the BM25 baseline agent and the lexical prior."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random

import numpy as np
import pytest
from typer.testing import CliRunner

from reflect_cli.agent.bm25_agent import (
    BM25Agent,
    action_scores,
    ranker_for,
    step_towards,
)
from reflect_cli.agent.loop import OracleAgent, run_episode
from reflect_cli.datagen.candidates import extract_candidates
from reflect_cli.datagen.questions import Candidate, FactIndex, LexicalIndex, select
from reflect_cli.datagen.tasks import make_tasks, read_texts, walk_files
from reflect_cli.envs.autoexplore.env import AutoExploreEnv
from reflect_cli.envs.autoexplore.tasks import load_explore_tasks
from reflect_cli.errors import UsageError
from reflect_cli.evaluation import AgentSpec, evaluate, markdown_table
from reflect_cli.search.fileview.view import FileView


def write(root: Path, rel: str, text: str) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def texts_of(root: Path) -> dict[str, str]:
    view = FileView(root)
    return read_texts(view, walk_files(view))


# -- the facts filter --------------------------------------------------------------------------


@pytest.fixture
def mention_repo(tmp_path) -> Path:
    """``GlacierMelt`` is defined in core.py only, but two other files talk about it a lot."""
    root = tmp_path / "mentions"
    write(root, "core.py", "class GlacierMelt:\n    pass\n")
    usage = "".join(f"melt{i} = GlacierMelt()  # glacier melt number {i}\n" for i in range(12))
    write(root, "report.py", "from core import GlacierMelt\n" + usage)
    write(root, "plots.py", "from core import GlacierMelt\n" + usage)
    return root


def test_facts_filter_keeps_a_unique_definition_that_bm25_rejects(mention_repo):
    texts = texts_of(mention_repo)
    candidates = extract_candidates("core.py", texts["core.py"], Random(0))
    assert [c.kind for c in candidates] == ["class_name"]
    question = candidates[0].question
    # BM25 prefers the files that mention the class over the one that defines it.
    assert not LexicalIndex(texts).unambiguous(question, "core.py")
    facts = FactIndex(texts)
    assert facts.files_for(candidates[0]) == {"core.py"}  # mentions are not definitions

    default = make_tasks(mention_repo, split="test", seed=0)
    assert not any(t["targets"] == ["core.py"] for t in default.tasks)
    result = make_tasks(mention_repo, split="test", seed=0, ambiguity="facts")
    kept = [t for t in result.tasks if t["targets"] == ["core.py"]]
    assert len(kept) == 1 and kept[0]["kind"] == "class_name"
    assert not LexicalIndex(texts).unambiguous(kept[0]["question"], "core.py")
    assert kept[0]["ambiguity"] == "facts"
    assert all("ambiguity" not in t for t in default.tasks)


def test_facts_filter_rejects_a_fact_found_in_two_files(tmp_path):
    root = tmp_path / "twice"
    write(root, "units.py", "class ThermostatKelvin:\n    pass\n")
    write(root, "legacy.py", "def thermostat_kelvin(reading):\n    return reading\n")
    shared = '"""Convert vintage barometer readings into pascal forecasts."""\n'
    write(root, "baro.py", shared + "X = 1\n")
    write(root, "notes.md", "# Barometer notes\n\nWe convert vintage barometer readings into pascal forecasts here too.\n")
    write(root, "viz.py", '"""Render glacier melt diagrams for the alpine observatory."""\n')
    texts = texts_of(root)
    facts = FactIndex(texts)
    rng = Random(0)
    cands = [c for rel in sorted(texts) for c in extract_candidates(rel, texts[rel], rng)]
    by_target = {c.target: c for c in cands if c.kind != "heading"}
    # One name (as its words), defined in two files: ambiguous for both questions.
    assert facts.files_for(by_target["units.py"]) == {"units.py", "legacy.py"}
    assert facts.files_for(by_target["legacy.py"]) == {"units.py", "legacy.py"}
    # A docstring sentence that occurs in another file's text: ambiguous.
    assert by_target["baro.py"].kind == "module_doc"
    assert facts.files_for(by_target["baro.py"]) == {"baro.py", "notes.md"}
    assert facts.unique(by_target["viz.py"])

    kept, dropped = select(cands, LexicalIndex(texts), Random(0), max_per_file=5, max_total=50, ambiguity="facts")
    assert {c.target for c in kept if c.kind != "heading"} == {"viz.py"}
    assert dropped["ambiguous"] >= 3
    # The same through make_tasks.
    result = make_tasks(root, split="train", seed=0, ambiguity="facts")
    assert not {"units.py", "legacy.py", "baro.py"} & {t["targets"][0] for t in result.tasks}
    assert "viz.py" in {t["targets"][0] for t in result.tasks}


def test_facts_of_documented_definitions_intersect():
    texts = {
        "a.py": 'class SnowGauge:\n    """Measure the fresh snow on ridges."""\n',
        "b.py": 'class WindVane:\n    """Measure the fresh snow on ridges."""\n',
    }
    facts = FactIndex(texts)
    doc = "Measure the fresh snow on ridges"
    # The question names the class: name and docstring together identify a.py.
    named = Candidate(f'Where is the snow gauge class defined? Its documentation says: "{doc}".', "a.py", "class_doc", ["SnowGauge", doc])
    assert facts.files_for(named) == {"a.py"}
    # Only the (shared) docstring is stated: ambiguous.
    unnamed = Candidate(f'Which file defines the class documented as "{doc}"?', "a.py", "class_doc", ["SnowGauge", doc])
    assert facts.files_for(unnamed) == {"a.py", "b.py"}


def test_facts_filter_tables_configs_headings_and_unverifiable(tmp_path):
    texts = {
        "data/a.csv": "station,altitude,snow_depth\n1,2,3\n",
        "data/b.csv": "station,altitude,snow_depth,wind\n4,5,6,7\n",
        "data/c.csv": "harbour,tide_height,salinity\n1,2,3\n",
        "conf/x.toml": "[tool]\nalpha = 1\n[build]\nbeta = 2\n",
        "conf/y.ini": "[server]\nport = 1\nhostname = a\n",
        "docs/one.md": "# Snow depth survey\n\nThe survey measures snow on ridges.\n",
        "docs/two.md": "# Snow depth survey\n\nA second, different survey text.\n",
    }
    facts = FactIndex(texts)
    assert facts.files_for(Candidate("q", "data/a.csv", "csv", ["station", "altitude", "snow_depth"])) == {
        "data/a.csv", "data/b.csv"}
    assert facts.unique(Candidate("q", "data/c.csv", "csv", ["harbour", "tide_height", "salinity"]))
    assert facts.unique(Candidate("q", "conf/y.ini", "config", ["server", "port"]))
    # Same heading in two documents, but the sentence under it tells them apart.
    assert facts.files_for(Candidate("q", "docs/one.md", "heading", ["Snow depth survey"])) == {"docs/one.md", "docs/two.md"}
    assert facts.unique(Candidate("q", "docs/one.md", "heading", ["Snow depth survey", "The survey measures snow on ridges"]))
    # An online teacher's question records no facts: it cannot be verified.
    teacher = Candidate("Where are tide heights and salinity tabulated?", "data/c.csv", "teacher", [])
    assert facts.files_for(teacher) is None
    kept, dropped = select([teacher], facts, Random(0), max_per_file=5, max_total=5, ambiguity="facts")
    assert kept == [] and dropped["unverifiable"] == 1
    with pytest.raises(ValueError, match="ambiguity"):
        select([teacher], facts, Random(0), max_per_file=5, max_total=5, ambiguity="nope")


def _repo_for_defaults(root: Path) -> Path:
    write(root, "README.md", "# Parcel toolkit\n\nThe parcel toolkit plans routes between warehouses.\n")
    write(root, "src/pkg/billing.py",
          '"""Compute invoice totals with regional sales taxes."""\n\nclass InvoiceLedger:\n'
          '    """Keeps every issued invoice together with its payment status."""\n\n'
          "    def settle(self, amount):\n        return amount\n")
    write(root, "src/pkg/routes.py",
          '"""Plan parcel routes between warehouses using courier timetables."""\n\n'
          "def cheapest_courier(parcels):\n    return parcels\n")
    write(root, "data/rates.csv", "region,courier,price_per_kg\nnorth,fast,2\n")
    write(root, "settings.toml", "[routing]\nmax_hops = 3\ncourier_api = 'x'\n")
    return root


def test_default_filter_is_bm25_and_unchanged(tmp_path):
    root = _repo_for_defaults(tmp_path / "defaults")
    default = make_tasks(root, split="train", seed=3)
    explicit = make_tasks(root, split="train", seed=3, ambiguity="bm25")
    assert default.tasks == explicit.tasks and default.dropped == explicit.dropped
    assert json.dumps(default.tasks) == json.dumps(explicit.tasks)
    assert default.tasks and all("ambiguity" not in t for t in default.tasks)
    texts = texts_of(root)
    cands = [c for rel in sorted(texts) for c in extract_candidates(rel, texts[rel], Random(1))]
    index = LexicalIndex(texts)
    a = select(cands, index, Random(2), max_per_file=2, max_total=20)
    b = select(cands, index, Random(2), max_per_file=2, max_total=20, ambiguity="bm25")
    assert a == b
    facts = make_tasks(root, split="train", seed=3, ambiguity="facts")
    assert facts.tasks and all(t["ambiguity"] == "facts" for t in facts.tasks)
    with pytest.raises(ValueError, match="ambiguity"):
        make_tasks(root, split="train", ambiguity="tfidf")


# -- the BM25 agent ----------------------------------------------------------------------------


@pytest.fixture
def paged_repo(tmp_path) -> Path:
    """``big/`` holds 70 files (more than one page of the default 62 actions)."""
    root = tmp_path / "paged"
    for i in range(70):
        write(root, f"big/f{i:02d}.py", f'"""Module number {i} about topic{i} things."""\n')
    write(root, "big/sub/deep.py", '"""Aurora borealis photometry tools."""\n')
    write(root, "other/readme.md", "# Other\n\nNothing to see.\n")
    return root


def test_bm25_agent_reaches_its_top1_through_a_paged_directory(paged_repo):
    task = {"question": "Which module is about topic65 things?", "targets": ["big/f65.py"]}
    env = AutoExploreEnv(root=paged_repo, tasks=[task])
    agent = BM25Agent(env)
    obs, info = env.reset(seed=0)
    assert agent.target(info) == "big/f65.py"
    episode = run_episode(env, agent, seed=0)
    actions = [s.action for s in episode.steps]
    assert episode.success, actions
    assert actions[0] == "cd big" and "next page" in actions
    assert actions[-2:] == ["cat f65.py", "id f65.py"]
    # The oracle takes the same path here (BM25 top-1 is the target).
    oracle = run_episode(env, OracleAgent(env), seed=0)
    assert [s.action for s in oracle.steps] == actions

    # Deeper than the page: cd into the sub-folder (listed first) and identify.
    env2 = AutoExploreEnv(root=paged_repo, tasks=[{"question": "Where are aurora borealis photometry tools?", "targets": ["big/sub/deep.py"]}])
    episode = run_episode(env2, BM25Agent(env2), seed=0)
    assert episode.success and [s.action for s in episode.steps] == ["cd big", "cd sub", "cat deep.py", "id deep.py"]


def test_bm25_agent_pages_back_and_climbs_up(paged_repo):
    env = AutoExploreEnv(root=paged_repo, tasks=[{"question": "Which module is about topic1 things?", "targets": ["big/f01.py"]}])
    obs, info = env.reset(seed=0)
    for command in ("cd big", "next page", "next page"):
        obs, _, _, _, info = env.step(command)
    agent = BM25Agent(env)
    assert info["actions"][agent.act(obs, info, np.random.default_rng(0)).index] == "previous page"
    # From another folder, the way to big/f01.py starts with "cd ..".
    view = FileView(paged_repo)
    assert step_towards(view, "other", ["cd ..", "cat readme.md", "id readme.md"], "big/f01.py") == 0
    # A wrong answer is still an answer: the agent identifies its top-1, not the target.
    env3 = AutoExploreEnv(root=paged_repo, tasks=[{"question": "Which module is about topic7 things?", "targets": ["big/f08.py"]}])
    episode = run_episode(env3, BM25Agent(env3), seed=0)
    assert not episode.success and episode.steps[-1].action == "id f07.py"


def test_bm25_agent_sees_what_the_env_sees(tmp_path):
    root = tmp_path / "ignored"
    write(root, ".gitignore", "build/\n")
    write(root, "build/copy.py", '"""Walrus tusk measurement helpers."""\n')
    write(root, "src/walrus.py", '"""Helpers for the tusk survey."""\n')
    view = FileView(root)
    assert "build/copy.py" not in ranker_for(view).files
    env = AutoExploreEnv(root=root, tasks=[{"question": "Which module has walrus tusk measurement helpers?", "targets": ["src/walrus.py"]}])
    assert run_episode(env, BM25Agent(env), seed=0).success


# -- eval integration --------------------------------------------------------------------------


from test_eval import app  # noqa: E402,F401  (the `reflect eval` app fixture)


def _tasks_file(tmp_path: Path, sample_repo: Path) -> Path:
    lines = [
        {"question": "Where is the command-line entry point?", "targets": ["src/app/cli.py"], "repo": "repo"},
        {"question": "Which settings have debug switched off?", "targets": ["src/app/config.py"], "repo": "repo"},
        {"question": "What does the tiny application do?", "targets": ["README.md"], "repo": "repo"},
    ]
    path = tmp_path / "tasks.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def test_reflect_eval_bm25_and_oracle(app, tmp_path, sample_repo):
    tasks = _tasks_file(tmp_path, sample_repo)
    result = CliRunner().invoke(
        app, ["eval", "--env", "autoexplore", "--tasks", str(tasks), "--agent", "bm25", "--agent", "oracle",
              "--episodes", "4", "--json", "-q"]
    )
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    bm25, oracle = doc["results"]
    assert bm25["agent"] == "bm25" and bm25["kind"] == "bm25"
    assert oracle["success_rate"] == 1.0
    assert bm25["success_rate"] == 1.0 and bm25["mean_steps"] == oracle["mean_steps"]
    for r in doc["results"]:
        assert r["median_seconds"] >= 0 and all("median_seconds" in s for s in r["by_level"].values())
    assert "Median seconds per episode: bm25" in markdown_table(doc)

    # Not an AutoExplore env: a clear usage error, exit 2.
    taxi = CliRunner().invoke(app, ["eval", "--env", "taxi", "--agent", "bm25", "--episodes", "1", "-q"])
    assert taxi.exit_code == 2 and "bm25" in taxi.stderr and "AutoExplore" in taxi.stderr
    assert "Traceback" not in taxi.output


def test_agent_specs_for_bm25_and_the_prior():
    assert AgentSpec.parse("BM25") == AgentSpec("bm25", "bm25")
    spec = AgentSpec.parse("prior:embedded")
    assert spec.prior and spec.kind == "model" and spec.model == "embedded" and spec.name == "prior:embedded"
    assert AgentSpec.parse("prior:oracle").kind == "oracle"
    for bad in ("prior:", "prior:prior:oracle"):
        with pytest.raises(UsageError, match="lexical prior"):
            AgentSpec.parse(bad)
    with pytest.raises(UsageError, match="lexical prior"):
        evaluate("taxi", ["prior:random"], episodes=1)


# -- the lexical prior -------------------------------------------------------------------------


def test_action_scores_and_order(sample_repo):
    view = FileView(sample_repo)
    question = "Where is the command-line entry point?"
    actions = ["cd docs", "cd src", "cat README.md", "id README.md"]
    scores, order = action_scores(view, question, actions, "")
    assert scores[1] > 0 and scores[0] == 0  # cli.py lives under src/
    assert order[0] == 1 and order[1:] == [0, 2, 3]  # stable among the zeros
    scores, order = action_scores(view, question, ["cd ..", "cat config.py", "cat cli.py", "id cli.py", "next page"], "src/app")
    assert scores[0] == scores[1] == scores[4] == 0 and scores[2] == scores[3] > 0
    assert order[:2] == [2, 3]


def test_prior_agents_play_the_env_lexical_order(tmp_path, sample_repo):
    tasks = load_explore_tasks(_tasks_file(tmp_path, sample_repo))
    # prior:oracle still always succeeds; prior:random is a valid agent too.
    doc = evaluate("autoexplore", ["prior:oracle", "prior:random", "oracle"], episodes=3, tasks=tasks)
    by = {r["agent"]: r for r in doc["results"]}
    assert by["prior:oracle"]["success_rate"] == 1.0 and by["prior:oracle"]["lexical_prior"] is True
    assert by["prior:oracle"]["mean_steps"] == by["oracle"]["mean_steps"]
    assert "lexical_prior" not in by["oracle"]
    # The order a prior: agent sees is the env's own: the ranked actions come first.
    env = AutoExploreEnv(tasks=tasks, action_order="lexical")
    _, info = env.reset(seed=0, options={"task": 0})
    scores, _ = action_scores(env.view, info["task"], info["actions"], info.get("cwd", ""))
    assert scores == sorted(scores, reverse=True)
