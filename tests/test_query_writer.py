"""The written query fused into the ranking, its controls, the QueryWriter environment and its
gen-data: on small trees made here, so every rank below is known by construction."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reflect_cli.search.expansion import (
    TranslationTable,
    candidate_names,
    feedback_terms,
    fuse,
    fused_scores,
    rank_of,
    residual_reward,
)
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.questions import parse_question
from reflect_cli.search.ranker import RepoRanker

QUESTION = "where is the outgoing body split into pieces before sending"


def make_tree(root: Path) -> Path:
    """``writers.py`` answers QUESTION but shares only 'body' with it; ``messages.py`` says the
    question's words without doing it."""
    root.mkdir(parents=True)
    (root / "writers.py").write_text(
        "class ChunkedWriter:\n    '''Write each chunk with its size in hex.'''\n"
        "    def write_chunk(self, body):\n        return hex(len(body))\n"
    )
    (root / "messages.py").write_text(
        "def outgoing_message(text):\n    '''An outgoing message.'''\n    return text\n\n\n"
        "def sending():\n    pass\n"
    )
    (root / "state.py").write_text("class ConnectionState:\n    def switch_phase(self):\n        pass\n")
    (root / "tests").mkdir()
    (root / "tests" / "test_writers.py").write_text("from writers import ChunkedWriter\n\ndef test_chunk():\n"
                                                     "    ChunkedWriter().write_chunk(b'x')\n")
    return root


@pytest.fixture
def ranker(tmp_path: Path) -> RepoRanker:
    return RepoRanker(FileView(make_tree(tmp_path / "t")))


def test_a_name_the_right_file_defines_lifts_it_to_first(ranker: RepoRanker):
    base = ranker.answer_scores(parse_question(QUESTION))
    before = rank_of(ranker, base, ["writers.py"])
    assert before > 1  # the question's words point at messages.py
    after = rank_of(ranker, fused_scores(ranker, QUESTION, base, "ChunkedWriter write_chunk"), ["writers.py"])
    assert after == 1
    assert residual_reward(before, after) == pytest.approx(1 - 1 / before)
    # a wrong name pushes it down, and that costs
    worse = rank_of(ranker, fused_scores(ranker, QUESTION, base, "ConnectionState switch_phase", 5.0), ["writers.py"])
    assert worse > before and residual_reward(before, worse) < 0


def test_a_query_of_the_questions_own_words_changes_nothing(ranker: RepoRanker):
    base = ranker.answer_scores(parse_question(QUESTION))
    assert fused_scores(ranker, QUESTION, base, "outgoing body pieces sending") == base
    assert fuse({"a": 1.0}, {"a": 2.0, "b": 1.0}, 0.5) == {"a": 2.0, "b": 0.5}


def test_candidates_are_names_of_the_first_files_not_the_question(ranker: RepoRanker):
    base = ranker.answer_scores(parse_question(QUESTION))
    names = candidate_names(ranker, base, QUESTION)
    assert "ChunkedWriter" in names and "sending" not in names  # its one word is asked already
    assert len(names) == len({n.lower() for n in names})


def test_feedback_terms_come_from_the_first_files_minus_the_question(ranker: RepoRanker):
    base = ranker.answer_scores(parse_question(QUESTION))
    got = feedback_terms(ranker, base, QUESTION, docs=1, count=5)
    assert got and not set(got) & {"outgoing", "body", "piec", "send"}


def test_translation_table_maps_question_words_to_code_terms():
    pairs = [("split the body into pieces", ["ChunkedWriter", "write_chunk"]),
             ("pieces are sent with their size", ["ChunkedWriter"]),
             ("switch the phase", ["ConnectionState"]),
             ("phase changes twice", ["ConnectionState", "switch_phase"])]
    table = TranslationTable.fit(pairs, min_count=2)
    assert table.translate("how are pieces written")[:1] == ["chunk"] or "chunkedwriter" in table.translate(
        "how are pieces written")
    assert "chunk" not in table.translate("phase")
    assert table.translate("pieces", vocabulary={"nothing"}) == []


def test_translation_table_round_trips(tmp_path: Path):
    table = TranslationTable.fit([("a pieces b", ["ChunkedWriter"]), ("pieces c", ["ChunkedWriter"])])
    table.save(tmp_path / "t.json")
    assert TranslationTable.load(tmp_path / "t.json") == table


# -- the environment ----------------------------------------------------------------------------


def test_env_contract_reward_oracle_and_determinism(tmp_path: Path):
    import gymnasium

    import reflect_cli.envs  # noqa: F401  (registers the ids)

    root = make_tree(tmp_path / "t")
    task = {"question": QUESTION, "targets": ["writers.py"], "repo": str(root)}
    env = gymnasium.make("reflect/QueryWriter-v0", tasks=[task], weight=1.0).unwrapped
    obs, info = env.reset(seed=0)
    assert obs.startswith("# Question") and "writers.py" in obs
    assert info["actions"][0] == "stop" and all(a.startswith("add ") for a in info["actions"][1:])
    assert info["rank_before"] > 1 and int(info["action_mask"].sum()) == len(info["actions"])
    oracle = env.oracle_action()
    assert info["actions"][oracle] in ("add ChunkedWriter", "add write_chunk", "add writers")
    rewards = env.action_rewards()
    _, reward, terminated, truncated, info = env.step(oracle)
    assert terminated and not truncated and info["success"] and info["rank_after"] == 1
    assert reward == pytest.approx(max(rewards)) and info["cost"] == pytest.approx(-reward)
    env.reset(seed=1)
    _, reward, *_ = env.step("stop")
    assert reward == 0.0
    env.reset(seed=2)
    _, reward, terminated, _, info = env.step(999)
    assert terminated and info["invalid_action"] and reward < 0


def test_env_plays_each_task_by_index(tmp_path: Path):
    from reflect_cli.envs.registration import make_env

    root = make_tree(tmp_path / "t")
    tasks = [{"question": QUESTION, "targets": ["writers.py"], "repo": str(root)},
             {"question": "where does the connection switch phase", "targets": ["state.py"], "repo": str(root)}]
    env = make_env("query-writer", tasks=tasks)
    _, info = env.reset(options={"task": 1})
    assert info["task"] == tasks[1]["question"] and info["targets"] == ["state.py"] and info["rank_before"] == 1
    assert env.oracle_action() == 0  # the answer already stands: stop


def _history(root: Path):
    """A git repository whose commits name what they change in the question's words, not the code's."""
    from test_history_questions import Repo

    repo = Repo(root)
    repo.commit("Add the chunked writer", {"writers.py": "class ChunkedWriter:\n    pass\n",
                                           "state.py": "class ConnectionState:\n    pass\n"})
    repo.commit("Send outgoing bodies as pieces with their size in hex",
                {"writers.py": "class ChunkedWriter:\n    def write_chunk(self, body):\n        return hex(len(body))\n"})
    repo.commit("Let the connection switch its phase twice",
                {"state.py": "class ConnectionState:\n    def switch_phase(self):\n        pass\n"})
    return repo


def test_gen_data_writes_tasks_trajectories_and_sft(tmp_path: Path):
    from reflect_cli.datagen.query_writer import query_writer

    repo = _history(tmp_path / "proj")
    out = tmp_path / "data"
    stats = query_writer(out, repos=[str(repo.root)], per_repo=50, cache=tmp_path / "cache")
    assert stats["tasks"] >= 1
    tasks = [json.loads(line) for line in (out / "tasks.jsonl").read_text().splitlines()]
    assert all(t["repo"] and t["targets"] and t["split"] for t in tasks)
    policy = [json.loads(line) for line in (out / "sft_policy.jsonl").read_text().splitlines()]
    assert policy and all(r["env"] == "query-writer" and r["actions"][0] == "stop" for r in policy)
    assert all(r["reflection"].startswith("The ranking") for r in policy)
    again = query_writer(out, repos=[str(repo.root)], per_repo=50, cache=tmp_path / "cache")
    assert again["tasks"] == stats["tasks"]  # the same settings resume


def test_gen_data_command_line(tmp_path: Path):
    from typer.testing import CliRunner

    from reflect_cli.cli import app

    repo = _history(tmp_path / "proj")
    result = CliRunner().invoke(app, ["gen-data", "query-writer", "--repos", str(repo.root), "--out",
                                      str(tmp_path / "data"), "--json", "--quiet"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["tasks"] >= 1
    refused = CliRunner().invoke(app, ["gen-data", "query-writer", "--out", str(tmp_path / "d2")])
    assert refused.exit_code == 2 and "--repos" in refused.output
