"""``reflect explore``'s ranked answer, excerpts, ``--model bm25``, confidence, the
lexical action order of the env, loop stopping and the empty-tree check."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.envs.autoexplore.env import AutoExploreEnv
from reflect_cli.envs.registration import get_spec
from reflect_cli.explore.answer import ranked_files
from reflect_cli.explore.excerpt import best_excerpt, matching_lines
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.questions import parse_question
from test_fileview import write  # noqa: E402

runner = CliRunner()
ENTRY_Q = "Where is the command-line entry point that parses arguments?"



@pytest.fixture
def wide_repo(tmp_path) -> Path:
    """The answer sits in ``zz_core/`` after 60 alphabetically earlier folders: with the listing
    order it is not on the first page of the root."""
    root = tmp_path / "wide"
    for i in range(60):
        write(root, f"pkg{i:02d}/mod.py", f"value_{i} = {i}\n")
    write(root, "zz_core/glacier.py", "def melt_glacier(ice):\n    '''Melt the glacier ice.'''\n    return ice\n")
    write(root, "LICENSE", "Permission is hereby granted, free of charge, to any person\n")
    return root


# -- excerpts ----------------------------------------------------------------------------------


def test_excerpt_is_the_matching_lines_with_numbers():
    text = "\n".join(["import os"] * 20 + ["def parse_config(path):", "    '''Load the settings file.'''"] + ["x = 1"] * 20)
    assert matching_lines(text, "How is the settings file parsed in parse_config?") == [
        (21, "def parse_config(path):"), (22, "    '''Load the settings file.'''")]
    assert best_excerpt(text, "How is the settings file parsed in parse_config?").splitlines() == [
        "21: def parse_config(path):", "22: '''Load the settings file.'''"]


def test_excerpt_of_a_file_that_matches_nothing_is_empty_not_its_first_lines():
    license_text = "MIT License\n\nPermission is hereby granted, free of charge\n"
    assert best_excerpt(license_text, "Where is the command-line entry point?") == ""


def test_excerpt_drops_lines_with_one_common_word_when_better_lines_exist():
    text = "for entry in entries:\n    pass\n\"\"\"The command-line entry point.\"\"\"\n"
    assert [n for n, _ in matching_lines(text, "Where is the command-line entry point?")] == [3]


# -- the ranked answer -------------------------------------------------------------------------


def test_ranked_files_put_identified_then_read_then_lexical(sample_repo):
    view = FileView(sample_repo)
    (sample_repo / "src" / "app" / "args.py").write_text('"""Helpers for the command line."""\n')
    view = FileView(sample_repo)
    files = ranked_files(view, parse_question(ENTRY_Q), identified="src/app/args.py", read=["README.md"], top=3)
    assert [(f["rank"], f["path"], f["why"]) for f in files] == [
        (1, "src/app/args.py", "identified"), (2, "src/app/cli.py", "lexical"), (3, "README.md", "read")]
    assert files[1]["score"] > 0 and files[1]["excerpt"].startswith("1: ") and files[2]["score"] == 0
    # never a file twice, and never more than top
    again = ranked_files(view, parse_question(ENTRY_Q), identified="src/app/cli.py", read=["src/app/cli.py"], top=5)
    assert [f["path"] for f in again].count("src/app/cli.py") == 1 and again[0]["why"] == "identified"


def test_a_no_evidence_guess_never_outranks_a_file_with_matched_evidence(sample_repo):
    """An identified file sharing no word with the question (score 0, empty excerpt)
    comes after every file that matches, stays in the answer, and makes the answer low confidence."""
    from reflect_cli.explore.answer import Exploration, confidence

    view = FileView(sample_repo)
    files = ranked_files(view, parse_question(ENTRY_Q), identified="docs/usage.md", read=["README.md"], top=3)
    assert [(f["path"], f["why"]) for f in files] == [
        ("src/app/cli.py", "lexical"), ("docs/usage.md", "identified"), ("README.md", "read")]
    assert files[1]["score"] == 0 and files[1]["excerpt"] == ""
    short = ranked_files(view, parse_question(ENTRY_Q), identified="docs/usage.md", top=1)
    assert [f["path"] for f in short] == ["docs/usage.md"]  # a top of 1 still shows what was identified
    explored = Exploration(identified="docs/usage.md", read=["docs/usage.md"], id_probability=0.9)
    assert confidence([], parse_question(ENTRY_Q), explored)["level"] == "low"
    guessed = confidence(files, parse_question(ENTRY_Q), explored)
    assert guessed["level"] != "high" and any("shares no word" in r for r in guessed["reasons"])


def test_code_aware_terms_ignore_common_english_and_weigh_definitions(tmp_path):
    from reflect_cli.search.code_index import fields
    from reflect_cli.search.terms import query_terms, stem

    assert "user" not in query_terms("How many columns does the terminal have for the user?")
    assert {"column", "terminal"} <= query_terms("How many columns does the terminal have for the user?")
    assert query_terms("Where is the user?") == {"user"}  # only common words: they are kept
    assert stem("numbers") == stem("number") and stem("prompted") == stem("prompt") and stem("class") == "class"
    f = fields("pkg/mod.py", '"""Module doc."""\n# a comment\ndef parse_args(x):\n    return x\nLIMIT = 3\n')
    assert f["defs"] == ["parse_args", "LIMIT"] and len(f["docs"]) == 2 and f["path"] == ["pkg mod py"]
    root = tmp_path / "r"
    # "user" in prose must not beat a file that defines what the question names
    write(root, "prompt.py", '"""Ask the user for input; the user types a line."""\ndef ask():\n    pass\n')
    write(root, "formatting.py", "def terminal_columns():\n    return 80\n")
    files = ranked_files(FileView(root), parse_question("How many columns does the terminal have for the user?"), top=2)
    assert files[0]["path"] == "formatting.py"


def test_a_read_file_that_matches_nothing_comes_after_the_lexical_ranking(sample_repo):
    (sample_repo / "zz_unrelated.txt").write_text("lorem ipsum dolor sit amet\n")
    (sample_repo / "src" / "app" / "args.py").write_text('"""Helpers that parse arguments."""\n')
    view = FileView(sample_repo)
    files = ranked_files(view, parse_question(ENTRY_Q), read=["zz_unrelated.txt", "src/app/cli.py"], top=50)
    whys = [(f["path"], f["why"]) for f in files]
    assert whys == [("src/app/cli.py", "read"), ("src/app/args.py", "lexical"), ("zz_unrelated.txt", "read")]


def test_cli_bm25_model_answers_without_loading_a_model(sample_repo, monkeypatch):
    import reflect_cli.agent.players as players

    monkeypatch.setattr(players, "load_players", lambda *a, **k: pytest.fail("bm25 must not load a model"))
    result = runner.invoke(app, ["explore", str(sample_repo), ENTRY_Q, "--model", "bm25", "--json", "--top", "2"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["model"] == "bm25" and doc["found"] is True and doc["steps"] == []
    assert [f["path"] for f in doc["files"]][0] == "src/app/cli.py" and len(doc["files"]) <= 2
    assert all(set(f) == {"rank", "path", "score", "why", "excerpt", "definition"} and f["why"] == "lexical" for f in doc["files"])
    assert doc["confidence"]["level"] in ("high", "low")


def test_cli_bm25_exits_3_when_no_file_matches(sample_repo):
    result = runner.invoke(app, ["explore", str(sample_repo), "zebra quokka?", "--model", "bm25"])
    assert result.exit_code == 3
    assert "No file shares a word" in result.stdout


def test_cli_model_run_returns_a_ranked_list_even_when_nothing_was_identified(tmp_path, tiny_model_dir):
    root = tmp_path / "r"
    write(root, "a/x.py", "def parse_arguments():\n    pass\n")
    write(root, "b/y.py", "y = 1\n")
    result = runner.invoke(app, ["explore", str(root), "Where are the arguments parsed?", "--model",
                                 str(tiny_model_dir), "--json", "--max-steps", "1", "--no-reflect"])
    assert result.exit_code == 3
    doc = json.loads(result.stdout)
    assert doc["found"] is False and doc["ended"] == "budget"
    assert doc["files"][0]["path"] == "a/x.py" and doc["files"][0]["why"] == "lexical"
    assert "2: " not in doc["files"][0]["excerpt"] and doc["files"][0]["excerpt"].startswith("1: def parse_arguments")
    # The ranking is decisive (one file matches), but no file was identified: never "high".
    assert doc["confidence"]["level"] == "medium" and doc["confidence"]["probability"] >= 0.8
    assert "no file was identified" in doc["confidence"]["reasons"][0]


def test_cli_text_output_lists_the_ranked_files_with_excerpts(sample_repo):
    result = runner.invoke(app, ["explore", str(sample_repo), ENTRY_Q, "--model", "bm25", "--top", "3"])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith("1. src/app/cli.py:6-8 main  (lexical, BM25 ")  # path:start-end definition
    assert lines[1].strip().startswith("1: ") and "Command-line entry point" in lines[1]


# -- confidence and the honest default ---------------------------------------------------------


def test_identified_without_reading_is_never_high_confidence():
    from reflect_cli.explore.answer import HIGH_P, LOW_P, Exploration, confidence

    decisive = [{"path": "a.py", "score": 9.0}, {"path": "b.py", "score": 1.0}]
    close = [{"path": "a.py", "score": 2.0}, {"path": "b.py", "score": 1.9}]
    question = parse_question("where is a?")
    read = Exploration(identified="a.py", read=["a.py"], id_probability=0.9)
    high = confidence(decisive, question, read)
    assert high["level"] == "high" and high["probability"] >= HIGH_P and high["id_probability"] == 0.9
    unread = confidence(decisive, question, Exploration(identified="a.py", id_probability=0.9))
    assert unread["level"] == "medium" and "without reading" in unread["reasons"][0]
    assert confidence(decisive, question, Exploration(identified="a.py", read=["a.py"], id_probability=0.2))["level"] == "medium"
    low = confidence(close, question, read)
    assert low["level"] == "low" and low["probability"] < LOW_P
    assert confidence([], question, Exploration())["level"] == "low"


def test_probability_level_and_exit_code_agree(sample_repo):
    from reflect_cli.explore.answer import HIGH_P, LOW_P

    for question in (ENTRY_Q, "configuration settings values", "zebra"):
        result = runner.invoke(app, ["explore", str(sample_repo), question, "--model", "bm25", "--json", "--strict"])
        confidence = json.loads(result.stdout)["confidence"]
        p, level = confidence["probability"], confidence["level"]
        assert (level == "high") == (p >= HIGH_P) and (level == "low") == (p < LOW_P), confidence
        assert (result.exit_code == 4) == (level == "low" and result.exit_code != 3), (result.exit_code, level)
        assert "within" not in " ".join(confidence["reasons"])



def test_confidence_does_not_depend_on_how_many_files_are_shown(tmp_path):
    """With ``--top 1`` there is no runner-up in the list: the margin must still be measured on
    the ranking's first five (it once read as infinite, and every answer said "high", 1.0)."""
    for name, body in (("glacier.py", 'def melt(ice):\n    """Melt the glacier ice into water."""\n'),
                       ("river.py", 'def flow(water):\n    """Water of the melted glacier flows."""\n'),
                       ("sea.py", 'def rise(water):\n    """The sea rises with the water."""\n')):
        write(tmp_path, f"pkg/{name}", body)
    answers = {}
    for top in ("1", "2", "5"):
        result = runner.invoke(app, ["explore", str(tmp_path), "where does the glacier water go?", "--model", "bm25",
                                     "--json", "--top", top])
        doc = json.loads(result.stdout)
        assert len(doc["files"]) == min(int(top), 3)
        answers[top] = (doc["confidence"], doc["files"][0]["path"], result.exit_code)
    assert answers["1"] == answers["2"] == answers["5"]
    assert answers["1"][0]["level"] != "high"


def test_help_and_run_describe_the_default_model_truthfully(sample_repo, monkeypatch):
    import reflect_cli.agent.players as players
    from reflect_cli.cli import explore as explore_cli

    help_text = runner.invoke(app, ["explore", "--help"], env={"COLUMNS": "400"}).stdout
    assert f"else (here) {explore_cli.default_model_text()}." in " ".join(help_text.split())
    monkeypatch.setattr(players, "shipped_explorer", lambda *a, **k: None)
    assert explore_cli.default_model_text() == explore_cli.RANKING

    class Stop(Exception):
        pass

    def no_load(*args, **kwargs):
        raise Stop

    monkeypatch.setattr(players, "load_players", no_load)
    monkeypatch.setenv("REFLECT_DEBUG", "1")
    # --model base still plays the untrained model (and loads it)
    result = runner.invoke(app, ["explore", str(sample_repo), "where?", "--model", "base"])
    assert isinstance(result.exception, Stop)


# -- the default: the ranking until a trained explorer ships --------------------------


def test_default_explorer_rule_switches_to_the_shipped_explorer_when_present(tmp_path, sample_repo):
    from reflect_cli.agent.players import default_explorer

    assert default_explorer(sample_repo, shipped=tmp_path / "nothing") == "bm25"
    bundle = tmp_path / "explorer"
    write(bundle, "explorer.json", "{}")
    write(bundle, "policy/reflect.json", "{}")
    assert default_explorer(sample_repo, shipped=bundle) == "shipped"


def test_default_explore_answers_from_the_ranking_at_once_and_says_how_to_use_a_model(sample_repo, monkeypatch):
    import reflect_cli.agent.players as players

    monkeypatch.setattr(players, "shipped_explorer", lambda *a, **k: None)
    monkeypatch.setattr(players, "load_players", lambda *a, **k: pytest.fail("the default must not load a model"))
    result = runner.invoke(app, ["explore", str(sample_repo), ENTRY_Q, "--json"])
    assert result.exit_code in (0, 4), result.output
    doc = json.loads(result.stdout)
    assert doc["model"] == "bm25" and doc["files"][0]["path"] == "src/app/cli.py"
    flat = " ".join(result.stderr.split())
    assert "--model base" in flat and "reflect adapt" in flat
    assert len([line for line in result.stderr.splitlines() if "--model base" in line]) == 1
    # the same answer as --model bm25
    same = runner.invoke(app, ["explore", str(sample_repo), ENTRY_Q, "--json", "--model", "bm25"])
    assert [f["path"] for f in json.loads(same.stdout)["files"]] == [f["path"] for f in doc["files"]]


def test_low_confidence_answer_exits_4_with_strict_0_without_and_says_so_high_exits_0(tmp_path):
    root = tmp_path / "r"
    write(root, "a.py", "def glacier():\n    pass\n")
    write(root, "b.py", "def glacier():\n    pass\n")
    write(root, "c.py", "def volcano_erupts():\n    return 'volcano'\n")
    low = runner.invoke(app, ["explore", str(root), "Where is the glacier?", "--model", "bm25", "--json", "--strict"])
    assert low.exit_code == 4, low.output
    friendly = runner.invoke(app, ["explore", str(root), "Where is the glacier?", "--model", "bm25"])
    assert friendly.exit_code == 0 and "Low confidence" in friendly.stderr  # set -e scripts go on
    assert json.loads(low.stdout)["confidence"]["level"] == "low" and "Low confidence" in low.stderr
    high = runner.invoke(app, ["explore", str(root), "Where does the volcano erupt?", "--model", "bm25", "--json"])
    assert high.exit_code == 0, high.output
    assert json.loads(high.stdout)["confidence"]["level"] == "high"


def test_ctrl_c_prints_the_answer_so_far_and_exits_130(sample_repo, monkeypatch):
    import reflect_cli.agent.players as players

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(players, "load_players", interrupted)
    result = runner.invoke(app, ["explore", str(sample_repo), ENTRY_Q, "--model", "base", "--json"])
    assert result.exit_code == 130, result.output
    doc = json.loads(result.stdout)
    assert doc["ended"] == "interrupted" and doc["files"][0]["path"] == "src/app/cli.py"
    assert "Interrupted" in result.stderr


@pytest.mark.parametrize("argv, needle, hint", [
    (["--model", "bm26"], "Did you mean 'bm25'?", "bm25, base, embedded, shipped"),
    (["--model", "bsae"], "Did you mean 'base'?", "bm25, base, embedded, shipped"),
    (["--backend", "llamcpp"], "Did you mean 'llamacpp'?", "transformers, llamacpp"),
])
def test_misspelt_names_are_usage_errors_with_a_suggestion(sample_repo, argv, needle, hint):
    result = runner.invoke(app, ["explore", str(sample_repo), "where?", *argv])
    assert result.exit_code == 2, result.output
    flat = " ".join(result.stderr.split())
    assert needle in flat and "Hint:" in flat and hint in flat


def test_swapped_question_and_path_are_detected(sample_repo):
    result = runner.invoke(app, ["explore", "Where is the parser?", str(sample_repo)])
    assert result.exit_code == 2
    flat = " ".join(result.stderr.split())
    assert "swapped" in flat and "Hint:" in flat


@pytest.mark.parametrize("args", [["nope-dir", "where?"], ["where is x?", "where?"], [".", "  "]])
def test_missing_path_and_empty_question_have_a_hint(args, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "x.py").write_text("x = 1\n")
    result = runner.invoke(app, ["explore", *args])
    assert result.exit_code == 2
    assert "Error:" in result.stderr and "Hint:" in result.stderr


def test_missing_backend_extra_is_said_before_any_banner(sample_repo, monkeypatch):
    import reflect_cli.lm.llamacpp.model as llamacpp

    monkeypatch.setattr(llamacpp, "llama_cpp_available", lambda: False)
    result = runner.invoke(app, ["explore", str(sample_repo), "where?", "--backend", "llamacpp"])
    assert result.exit_code == 1
    assert result.stderr.lstrip().startswith("Error:") and "reflect-cli[llamacpp]" in result.stderr


def test_explore_help_names_the_arguments_and_plain_option_labels():
    text = runner.invoke(app, ["explore", "--help"], env={"COLUMNS": "100"}).stdout
    assert "PATH QUESTION" in text.splitlines()[0]
    assert "<str>" not in text and "<int range>" not in text and "{path}" not in text


# -- empty trees -------------------------------------------------------------------------------


def test_tree_without_readable_files_is_a_usage_error_before_any_model_loads(tmp_path, monkeypatch):
    import reflect_cli.agent.players as players

    monkeypatch.setattr(players, "load_players", lambda *a, **k: pytest.fail("no model for an empty tree"))
    root = tmp_path / "hidden_only"
    write(root, ".env", "SECRET=1\n")
    write(root, "node_modules/x.js", "x\n")
    (root / "blob.bin").write_bytes(bytes(range(256)) * 4)
    result = runner.invoke(app, ["explore", str(root), "where is the secret?"])
    assert result.exit_code == 2
    flat = " ".join(result.stderr.split())
    assert "nothing to explore" in flat and "1 hidden entries" in flat and "1 binary" in flat
    assert "bug" not in flat
    empty = tmp_path / "empty"
    empty.mkdir()
    result = runner.invoke(app, ["explore", str(empty), "where?"])
    assert result.exit_code == 2 and "empty" in result.stderr


# -- the env's lexical action order ------------------------------------------------------------


def test_lexical_order_puts_the_relevant_folder_on_the_first_page(wide_repo):
    question = "Where is the glacier melted?"
    listing = AutoExploreEnv(wide_repo, question=question, max_actions=20)
    _, info = listing.reset(seed=0)
    assert "cd zz_core" not in info["actions"] and "next page" in info["actions"]
    lexical = AutoExploreEnv(wide_repo, question=question, max_actions=20, action_order="lexical")
    obs, info = lexical.reset(seed=0)
    assert info["actions"][0] == "cd zz_core"
    assert obs.split("# Files under current working directory\n")[1].startswith("zz_core/")
    # ties keep the listing order (folders first, by name), and pages still cover every entry once
    shown = []
    while True:
        shown += [a for a in info["actions"] if a.startswith(("cd ", "cat "))]
        if "next page" not in info["actions"]:
            break
        obs, _, _, _, info = lexical.step("next page")
    assert shown[1] == "cd pkg00" and len(shown) == 62 and len(set(shown)) == 62
    # the same order as a reset option, and the oracle still finds its way
    env = AutoExploreEnv(wide_repo, tasks=[{"question": question, "targets": ["zz_core/glacier.py"]}], max_actions=20)
    _, info = env.reset(seed=0, options={"action_order": "lexical"})
    assert info["actions"][0] == "cd zz_core"
    done, steps = False, 0
    while not done:
        _, _, term, trunc, info = env.step(env.oracle_action())
        done, steps = term or trunc, steps + 1
    assert info["success"] and steps == 3


def test_the_answer_order_walks_to_the_answers_first_file(tmp_path):
    # a test repeats the question's words more often than the code it tests: the plain order
    # leads into tests/, the answer's order (tests weighed down) to the code
    (tmp_path / "tests").mkdir()
    (tmp_path / "pkg").mkdir()
    (tmp_path / "tests" / "test_glacier.py").write_text(
        "def test_glacier_melts():\n    glacier = Glacier()\n    glacier.melt()\n    assert glacier.melted\n" * 4)
    (tmp_path / "pkg" / "glacier.py").write_text("class Glacier:\n    def melt(self):\n        self.melted = True\n")
    question = "Where is the glacier melted?"
    first = {}
    for order in ("lexical", "answer"):
        env = AutoExploreEnv(str(tmp_path), question=question, action_order=order)
        _, info = env.reset(seed=0)
        first[order] = info["actions"][0]
    assert first == {"lexical": "cd tests", "answer": "cd pkg"}
    env = AutoExploreEnv(str(tmp_path), question=question, action_order="answer")
    _, info = env.reset(seed=0)
    _, _, _, _, info = env.step(info["actions"][0])
    assert info["actions"][:2] == ["cat glacier.py", "id glacier.py"]  # the answer's first file
    assert get_spec("autoexplore").ranks_actions({"action_order": "answer"})
    with pytest.raises(ValueError, match="exclude"):
        AutoExploreEnv(".", question="q", action_order="answer", shuffle_actions=True)
    # the bm25 agent walks to the top of the ranking the episode's order follows: the answer's
    # first file there (what `reflect explore` answers), the plain scores' elsewhere
    import numpy as np

    from reflect_cli.agent.bm25_agent import BM25Agent

    for order, target in (("lexical", "tests/test_glacier.py"), ("answer", "pkg/glacier.py")):
        env = AutoExploreEnv(str(tmp_path), question=question, action_order=order)
        agent = BM25Agent(env)
        _, info = env.reset(seed=0)
        assert agent.target(info) == target and env.episode_action_order == order
        for _ in range(4):
            _, _, done, _, info = env.step(info["actions"][agent.act("", info, np.random.default_rng(0)).index])
            if done:
                break
        assert info["identified"] == target


def test_lexical_order_is_checked():
    with pytest.raises(ValueError, match="action_order"):
        AutoExploreEnv(".", question="q", action_order="bm25")
    with pytest.raises(ValueError, match="exclude"):
        AutoExploreEnv(".", question="q", action_order="lexical", shuffle_actions=True)


def test_explorer_lexical_prior_uses_the_env_order(wide_repo, tiny_lm):
    from reflect_cli.explore.explorer import Explorer

    result = Explorer(tiny_lm, reflect=False, lexical_prior=True).run(wide_repo, parse_question("Where is the glacier melted?"), max_steps=1)
    assert result.steps[0].actions[0] == "cd zz_core"


# -- loop stopping -----------------------------------------------------------------------------


class ScriptedPolicy:
    """Always wants ``cd src`` / ``cd ..``, with the given probability mass on the other actions."""

    max_actions = 62

    def __init__(self, prefer: list[str]):
        self.prefer = prefer

    def act(self, obs, actions, reflection, *, greedy, rng, prefix=None, temperature=1.0):
        from types import SimpleNamespace

        ranked = [a for a in self.prefer if a in actions] + [a for a in actions if a not in self.prefer]
        probs = np.zeros(len(actions))
        for rank, action in enumerate(ranked):
            probs[actions.index(action)] = 0.5 ** (rank + 1)
        probs /= probs.sum()
        index = int(np.argmax(probs))
        return SimpleNamespace(index=index, probs=probs.tolist(), logprob=float(np.log(probs[index])), prompt=None)


def _scripted_explorer(tiny_lm, prefer):
    from reflect_cli.explore.explorer import Explorer

    explorer = Explorer(tiny_lm, reflect=False)
    explorer.policy = ScriptedPolicy(prefer)
    return explorer


def test_cycle_is_broken_with_the_next_best_untried_action(sample_repo, tiny_lm):
    explorer = _scripted_explorer(tiny_lm, ["cd src", "cd ..", "cd docs"])
    result = explorer.run(sample_repo, parse_question("Where are the docs?"), max_steps=8)
    choices = [s.choice for s in result.steps]
    assert choices[:5] == ["cd src", "cd ..", "cd src", "cd ..", "cd docs"]  # third `cd src` at the root
    loop_step = result.steps[4]
    assert loop_step.loop and loop_step.proposed == "cd src"
    assert not any(s.loop for s in result.steps[:4])
    doc = result.to_json()
    assert doc["steps"][4]["loop"] is True and doc["steps"][0]["loop"] is False


def test_run_ends_when_every_action_of_a_looping_state_was_tried(tmp_path, tiny_lm):
    root = tmp_path / "r"
    write(root, "src/a.py", "alpha = 1\n")
    # the root offers only `cd src`; src offers `cd ..`, `cat a.py`, `id a.py`
    explorer = _scripted_explorer(tiny_lm, ["cd src", "cd .."])
    result = explorer.run(root, parse_question("Where is alpha defined?"), max_steps=15)
    assert result.ended == "loop" and not result.found
    last = result.steps[-1]
    assert last.loop and last.result.startswith("Stopped:") and last.choice == "cd src"
    assert len(result.steps) < 15 and result.files[0]["path"] == "src/a.py"


def test_explore_agent_ends_the_engine_episode_with_a_stop(tmp_path, tiny_lm):
    """The loop guard is an agent of the one rollout engine: the cycle's end is a ``stop``
    decision (the env is not stepped), its steps carry what ExploreStep needs."""
    from reflect_cli.agent.loop import LMAgent, run_episode
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv
    from reflect_cli.explore.explorer import ExploreAgent

    root = tmp_path / "r"
    write(root, "src/a.py", "alpha = 1\n")
    agent = ExploreAgent(LMAgent(ScriptedPolicy(["cd src", "cd .."]), None))
    env = AutoExploreEnv(root, question="Where is alpha defined?", horizon=15)
    episode = run_episode(env, agent, seed=0)
    assert [s.action for s in episode.steps] == ["cd src", "cd ..", "cd src", "cd .."]
    assert env.steps == 4  # the stop was not played
    stop = episode.stop
    assert stop is not None and stop.stop and stop.extra["proposed"] == "cd src"
    assert stop.extra["cwd"] == "" and stop.extra["actions"] == ["cd src"]
    assert [s.extra["cwd"] for s in episode.steps] == ["", "src", "", "src"]
    assert all(s.extra["proposed"] is None and 0 < s.extra["probability"] <= 1 for s in episode.steps)


# -- tests, docs and change logs come after the code they describe ------------------


def test_secondary_files_are_tests_docs_examples_and_change_logs():
    from reflect_cli.search.roles import secondary_file

    for rel in ("tests/test_retry.py", "pkg/tests/helpers.py", "test_retry.py", "retry_test.py", "conftest.py",
                "docs/retry.rst", "examples/retry.py", "benchmarks/bench.py", "CHANGELOG.md", "HISTORY.rst",
                "CHANGES", "NEWS.txt", "README.md", "CONTRIBUTING.rst", "LICENSE", "pkg/README.md"):
        assert secondary_file(rel), rel
    for rel in ("pkg/retry.py", "src/testimony.py", "pkg/history_store.py", "setup.py",
                "pyproject.toml"):
        assert not secondary_file(rel), rel


def test_the_answer_puts_code_before_tests_and_change_logs_unless_the_question_names_them(tmp_path):
    root = tmp_path / "retrying"
    write(root, "pkg/retry.py", "def backoff_delay(attempt):\n    '''Wait before the next attempt.'''\n"
                                "    return 2 ** attempt\n")
    write(root, "tests/test_retry.py", "".join(f"def test_wait_{i}():\n    # wait before the next attempt\n"
                                               f"    assert backoff_delay({i}) > 0  # attempt {i}\n" for i in range(6)))
    write(root, "CHANGELOG.md", "- wait longer before the next attempt\n- next attempt waits\n")
    view = FileView(root)
    question = "how long does it wait before the next attempt?"
    from reflect_cli.search.ranker import ranker_for

    plain = [rel for rel, _ in ranker_for(view).ranking(question)]
    assert plain[0] != "pkg/retry.py"  # what plain BM25 does with such a tree
    assert [f["path"] for f in ranked_files(view, parse_question(question))][0] == "pkg/retry.py"
    assert [f["path"] for f in ranked_files(view, parse_question("which test checks the wait before the next attempt?"))][0] \
        == "tests/test_retry.py"


def test_level_probability_and_wording_never_contradict_over_a_grid():
    from reflect_cli.explore.answer import HIGH_P, LOW_P, Exploration, confidence, level_of

    for i in range(101):
        p = i / 100
        level = level_of(p)
        assert (level == "high") == (p >= HIGH_P) and (level == "low") == (p < LOW_P), (p, level)
        assert level_of(p, concerns=True) != "high"
    # Answers over a grid of margins and shapes: the reported probability is the one the level
    # was read from, "low" says that probability in its reason, and nothing speaks of "within".
    for best in (1.0, 2.0, 5.0, 20.0):
        for ratio in (1.0, 1.05, 1.3, 2.0, 4.0, 50.0):
            files = [{"path": "pkg/glacier.py", "score": best, "definition": {"name": "melt"}},
                     {"path": "pkg/other.py", "score": best / ratio}]
            for question in ("where does the glacier melt?", "Traceback (most recent call last):\n  x\nValueError: melt"):
                explored = Exploration(identified="pkg/glacier.py", read=["pkg/glacier.py"], id_probability=0.9)
                for conf in (confidence(files, parse_question(question)),
                             confidence(files, parse_question(question), explored)):
                    assert conf["level"] == level_of(conf["probability"])
                    assert 0.0 <= conf["probability"] <= 1.0
                    text = " ".join(conf["reasons"])
                    assert "within" not in text
                    if conf["level"] == "low":
                        assert f"{conf['probability']:.2f}" in text and conf["probability"] < LOW_P
                    else:
                        assert conf["probability"] >= LOW_P


def test_confidence_features_read_the_answer():
    from reflect_cli.explore.answer import confidence_features

    files = [{"path": "pkg/glacier/__init__.py", "score": 8.0, "definition": {"name": "Ice.melt"}},
             {"path": "pkg/rock.py", "score": 2.0}, {"path": "pkg/sea.py", "score": 1.0}]
    f = confidence_features(files, parse_question("why does the glacier melt so fast?"))
    assert f["name_match"] == 1.0 and f["name_unique"] == 1.0 and f["def_match"] == 1.0 and f["report"] == 0.0
    assert abs(f["log_margin"] - math.log(4.0)) < 1e-9 and abs(f["log_spread"] - math.log(8.0)) < 1e-9
    g = confidence_features(files, parse_question("where are rocks and glaciers?"))
    assert g["name_match"] == 1.0 and g["name_unique"] == 0.0 and g["def_match"] == 0.0


def test_a_question_piped_to_stdin_is_read_with_dash(sample_repo):
    """`reflect explore . - < issue.txt`: a pasted report needs no shell quoting."""
    asked = runner.invoke(app, ["explore", str(sample_repo), ENTRY_Q, "--model", "bm25", "--json"])
    piped = runner.invoke(app, ["explore", str(sample_repo), "-", "--model", "bm25", "--json"],
                          input=ENTRY_Q.encode("utf-8"))
    assert piped.exit_code == asked.exit_code
    one, two = json.loads(asked.stdout), json.loads(piped.stdout)
    assert two["question"] == ENTRY_Q and two["files"] == one["files"] and two["confidence"] == one["confidence"]


def test_dash_without_a_pipe_is_a_usage_error_and_a_huge_paste_is_cut(monkeypatch):
    import io
    import sys

    from reflect_cli.cli import explore as explore_cli
    from reflect_cli.errors import UsageError

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.setattr(sys, "stdin", Terminal())
    with pytest.raises(UsageError, match="nothing is piped"):
        explore_cli._read_question("-")
    assert explore_cli._read_question("where?") == "where?"  # anything else is the question itself
    monkeypatch.setattr(explore_cli, "MAX_QUESTION_BYTES", 13)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"Traceback \xc3\xa9\xff" + b"x" * 20)))
    assert explore_cli._read_question("-") == "Traceback \u00e9\ufffd"  # cut at 13 bytes, a bad byte replaced
