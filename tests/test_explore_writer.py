"""``reflect explore --model writer --writer RUN``: a trained query writer (tiny runs made here, on
the tiny test model) writes the query, and the answer is the ranking with its names fused in."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers.lora_runs import LORA, random_lora_model
from reflect_cli.cli import app
from reflect_cli.errors import UsageError
from reflect_cli.search.expansion import fused_scores
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.questions import parse_question
from reflect_cli.search.ranker import ranker_for
from reflect_cli.search.rerank import default_scores
from test_query_writer import QUESTION, make_tree

runner = CliRunner()


def _lora_run(base_dir: Path, out: Path, *, env: str, target: str = "policy", seed: int = 0,
              parents: dict[str, str] | None = None) -> Path:
    """A trained LoRA run of the tiny model (a random non-zero adapter) without running SFT."""
    from reflect_cli.train.models import save_trained

    lm = random_lora_model(base_dir, seed=seed)
    out.mkdir(parents=True)
    save_trained(lm, out / "final", kind="lora", base_ref=str(Path(base_dir).resolve()), target=target, env=env,
                 lora=LORA, parents=parents,
                 head="text" if target == "policy" else None, reflection_tokens=8 if target == "reflection" else None)
    return out


@pytest.fixture(scope="module")
def runs(tiny_model_dir, tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("writer_runs")
    reflector = _lora_run(tiny_model_dir, root / "reflector", env="query-writer", target="reflection", seed=1)
    return {
        "writer": _lora_run(tiny_model_dir, root / "writer", env="query-writer"),
        "reflecting": _lora_run(tiny_model_dir, root / "reflecting", env="query-writer", seed=2,
                                parents={"reflector": str(reflector)}),
        "reflector": reflector,
        "walker": _lora_run(tiny_model_dir, root / "walker", env="autoexplore", seed=3),
    }


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    return make_tree(tmp_path_factory.mktemp("writer_tree") / "t")


def _fused_paths(tree: Path, names: list[str], top: int = 5) -> list[str]:
    """The first files of the ranking with ``names`` fused in, computed here directly."""
    ranker = ranker_for(FileView(tree))
    base = default_scores(ranker, parse_question(QUESTION))
    scores = fused_scores(ranker, QUESTION, base, " ".join(names), 0.5) if names else base
    return [rel for rel, _ in ranker.rank(scores)][:top]


def _query_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("query:")]


def test_writer_plays_and_the_answer_is_the_fused_ranking(tree, runs):
    result = runner.invoke(app, ["explore", str(tree), QUESTION, "--model", "writer", "--writer", str(runs["writer"]),
                                 "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert set(doc["query"]) == {"names", "reflection", "writer"}
    assert doc["query"]["writer"] == str(runs["writer"]) and doc["query"]["reflection"] is None  # no reflector
    names = doc["query"]["names"]
    assert isinstance(names, list) and len(names) <= 1
    assert [f["path"] for f in doc["files"]] == _fused_paths(tree, names)
    assert doc["model"] == "bm25+writer" and doc["ended"] == "ranking" and doc["steps"] == []
    lines = _query_lines(result.stderr)
    assert len(lines) == 1
    assert lines[0] == ("query: (the question alone)" if not names else "query: " + " ".join(f"+ {n}" for n in names))


def test_a_chosen_name_lifts_its_file_and_is_shown(tree, runs, monkeypatch):
    """The policy's choice forced to a name: the answer is the fused ranking, not the plain one."""
    from reflect_cli.agent.policy import Policy

    real_act = Policy.act

    def choose_chunked_writer(self, observation, actions, reflection=None, **kwargs):
        choice = real_act(self, observation, actions, reflection, **kwargs)
        return type(choice)(actions.index("add ChunkedWriter"), "add ChunkedWriter", 0.0, choice.probs, choice.prompt)

    monkeypatch.setattr(Policy, "act", choose_chunked_writer)
    plain = runner.invoke(app, ["explore", str(tree), QUESTION, "--model", "bm25", "--json"])
    result = runner.invoke(app, ["explore", str(tree), QUESTION, "--model", "writer", "--writer", str(runs["writer"]),
                                 "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["query"]["names"] == ["ChunkedWriter"]
    paths = [f["path"] for f in doc["files"]]
    assert paths == _fused_paths(tree, ["ChunkedWriter"])
    before = {f["path"]: f["score"] for f in json.loads(plain.stdout)["files"]}
    after = {f["path"]: f["score"] for f in doc["files"]}
    assert after["writers.py"] > 2 * before["writers.py"]  # the name it defines lifts it
    assert "tests/test_writers.py" in after and "tests/test_writers.py" not in before  # found by the name alone
    assert _query_lines(result.stderr) == ["query: + ChunkedWriter"]


def test_the_writers_reflector_writes_first_and_no_reflect_skips_it(tree, runs):
    args = ["explore", str(tree), QUESTION, "--model", "writer", "--writer", str(runs["reflecting"]), "--json"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert isinstance(json.loads(result.stdout)["query"]["reflection"], str)
    bare = runner.invoke(app, [*args, "--no-reflect"])
    assert bare.exit_code == 0, bare.output
    assert json.loads(bare.stdout)["query"]["reflection"] is None


def test_write_query_reflects_then_chooses_over_the_envs_own_observation(tree):
    from reflect_cli.agent.policy import ActionChoice
    from reflect_cli.envs.query_writer.draft import QueryDraft
    from reflect_cli.envs.registration import make_env
    from reflect_cli.explore.writer import write_query

    calls: list[tuple[str, str]] = []

    class Reflector:
        temperature = 0.0

        def reflect_with_prefix(self, observation, *, seed=None):
            calls.append(("reflect", observation))
            return "the code calls it a chunk", None

    class Policy:
        def act(self, observation, actions, reflection, **kwargs):
            calls.append(("act", reflection))
            i = actions.index("add write_chunk")
            return ActionChoice(i, actions[i], 0.0, tuple(1.0 if j == i else 0.0 for j in range(len(actions))))

    ranker = ranker_for(FileView(tree))
    draft = QueryDraft.start(ranker, QUESTION)
    env = make_env("query-writer", tasks=[{"question": QUESTION, "targets": ["writers.py"], "repo": str(tree)}])
    observation, _ = env.reset(options={"task": 0})
    assert draft.observation() == observation  # one renderer: what the writer was trained on
    written = write_query(draft, Policy(), Reflector(), writer="w")
    assert calls == [("reflect", observation), ("act", "the code calls it a chunk")]
    assert written.names == ("write_chunk",) and written.reflection == "the code calls it a chunk"
    assert written.to_json() == {"names": ["write_chunk"], "reflection": "the code calls it a chunk", "writer": "w"}


def test_the_query_line_shows_hostile_names_as_escapes():
    from reflect_cli.explore.writer import WrittenQuery

    line = WrittenQuery(("Body\x1b[2JWriter", "a\u202eb"), None, "w").line()
    assert line == "query: + Body\\x1b[2JWriter + a\\u202eb"
    assert WrittenQuery((), None, "w").line() == "query: (the question alone)"


@pytest.mark.parametrize("extra, needle", [
    ([], "--model writer needs --writer RUN"),
    (["--writer", "{walker}"], "not a query writer"),
    (["--writer", "{reflector}"], "not a writer policy"),
    (["--writer", "{missing}"], "no such run"),
    (["--writer", "{tree}"], "not a trained run"),
])
def test_a_missing_or_wrong_writer_is_a_usage_error(tree, runs, extra, needle):
    values = {"walker": runs["walker"], "reflector": runs["reflector"], "missing": tree / "nope", "tree": tree}
    args = [a.format(**values) for a in extra]
    result = runner.invoke(app, ["explore", str(tree), QUESTION, "--model", "writer", *args])
    assert result.exit_code == 2, result.output
    flat = " ".join(result.stderr.split())
    assert flat.startswith("Error:") and needle in flat and "Hint:" in flat
    assert "Traceback" not in result.output
    if not extra:
        assert "reflect train --env query-writer --preset smoke" in flat


def test_writer_options_are_refused_where_they_do_not_apply(tree, runs):
    alone = runner.invoke(app, ["explore", str(tree), QUESTION, "--writer", str(runs["writer"])])
    assert alone.exit_code == 2 and "only --model writer" in " ".join(alone.stderr.split())
    with_reflector = runner.invoke(app, ["explore", str(tree), QUESTION, "--model", "writer", "--writer",
                                         str(runs["writer"]), "--reflector", str(runs["reflector"])])
    assert with_reflector.exit_code == 2 and "--reflector" in with_reflector.stderr


def test_the_api_plays_the_writer_and_bm25_json_has_no_query(tree, runs):
    from reflect_cli.api import explore
    from reflect_cli.explore.options import ExploreOptions

    answer = explore(tree, QUESTION, model="writer", writer=str(runs["writer"]))
    assert answer.query is not None and answer.query["writer"] == str(runs["writer"])
    names = list(answer.query["names"])
    assert [f.path for f in answer.files] == _fused_paths(tree, names)
    assert answer.to_json()["query"] == {"names": names, "reflection": None, "writer": str(runs["writer"])}
    assert any(note.startswith("query:") for note in answer.notes)
    same = explore(tree, QUESTION, model="writer", options=ExploreOptions(writer=str(runs["writer"])))
    assert same.to_json()["files"] == answer.to_json()["files"]
    with pytest.raises(UsageError, match="needs --writer"):
        explore(tree, QUESTION, model="writer")
    plain = explore(tree, QUESTION, model="bm25")
    assert plain.query is None and "query" not in plain.to_json()


def test_ctrl_c_while_the_query_is_written_answers_from_the_ranking_and_exits_130(tree, runs, monkeypatch):
    import reflect_cli.agent.players as players

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(players, "load_players", interrupted)
    result = runner.invoke(app, ["explore", str(tree), QUESTION, "--model", "writer", "--writer", str(runs["writer"]),
                                 "--json"])
    assert result.exit_code == 130, result.output
    doc = json.loads(result.stdout)
    assert doc["ended"] == "interrupted" and [f["path"] for f in doc["files"]] == _fused_paths(tree, [])
    assert "Interrupted" in result.stderr
