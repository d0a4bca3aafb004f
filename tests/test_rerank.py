"""The learned re-ranking of the answer's first files for a description of a change
(``search/rerank.py``)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from reflect_cli.explore.answer import bm25_answer
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.questions import parse_question
from reflect_cli.search.ranker import Ranking, ranker_for
from reflect_cli.search.rerank import (
    CANDIDATES,
    WEIGHTS,
    candidate_features,
    default_scores,
    report_title,
    reranked,
    with_title,
)

WAIT = '''"""Wait strategies between attempts."""


def wait_fixed(seconds):
    return lambda attempt: seconds


def wait_exponential(multiplier=1, maximum=60):
    def wait(attempt):
        return min(maximum, multiplier * 2 ** attempt)
    return wait
'''
RETRYING = '''"""The retry loop: attempts, stops, waits and the exponential backoff between them."""
from pkg.wait import wait_exponential


class Retrying:
    """Retry a call: exponential backoff by default, a wait between attempts."""

    def __init__(self, wait=None, stop=None):
        # exponential backoff unless told otherwise; the wait grows each attempt
        self.wait = wait or wait_exponential()
        self.stop = stop

    def __call__(self, fn):
        attempt = 0
        while True:
            try:
                return fn()
            except Exception:
                attempt += 1
                # wait, exponential backoff
                if self.stop and self.stop(attempt):
                    raise
'''
DOC = "# Exponential backoff\n\nExponential backoff with jitter: wait_exponential grows the wait.\n" \
      "Exponential backoff, exponential backoff, jitter, jitter.\n"


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "docs").mkdir()
    (tmp_path / "pkg" / "wait.py").write_text(WAIT)
    (tmp_path / "pkg" / "retrying.py").write_text(RETRYING)
    (tmp_path / "docs" / "backoff.md").write_text(DOC)
    return tmp_path


def first(scores: dict[str, float], ranker) -> str:
    return ranker.rank(scores)[0][0]


def test_a_change_that_names_a_function_goes_to_the_file_that_defines_it(tree):
    ranker = ranker_for(FileView(tree))
    change = "Add jitter to `wait_exponential` backoff"
    assert first(ranker.answer_scores(parse_question(change)), ranker) == "pkg/retrying.py"  # more of the words
    assert first(default_scores(ranker, parse_question(change)), ranker) == "pkg/wait.py"
    assert bm25_answer(tree, parse_question(change)).files[0]["path"] == "pkg/wait.py"
    # the doc that repeats the words falls behind both source files
    assert [p for p, _ in ranker.rank(default_scores(ranker, parse_question("exponential backoff: add jitter to the wait")))][-1] \
        == "docs/backoff.md"


def test_a_question_that_asks_where_keeps_the_ranking(tree):
    ranker = ranker_for(FileView(tree))
    question = "where is the exponential backoff wait?"
    assert not parse_question(question).describes_change
    assert default_scores(ranker, parse_question(question)) == ranker.answer_scores(parse_question(question))


@pytest.mark.parametrize(("text", "change"), [
    ("Fix the retry loop when the stop condition raises", True),
    ("Pasted report\n\nThe wait grows too fast after the fifth attempt.\n\n```\nr = Retrying()\n```\n", True),
    ("where are retries stopped", False),
    ("Which file handles the backoff?", False),
    ("wait_exponential", False),  # a bare symbol: its definition answers it
    ('Traceback (most recent call last):\n  File "pkg/wait.py", line 9, in wait\nOverflowError: x\n', False),
])
def test_what_describes_a_change(text, change):
    assert parse_question(text).describes_change is change


def test_one_scale_the_first_score_kept_and_the_files_past_the_candidates_below_them(tree):
    ranker = ranker_for(FileView(tree))
    change = "Add jitter to `wait_exponential` backoff"
    scores = ranker.answer_scores(parse_question(change))
    out = reranked(ranker, parse_question(change), scores)
    assert max(out.values()) == pytest.approx(max(scores.values()))
    assert all(v > 0 for v in out.values()) and set(out) == set(scores)
    # past the first CANDIDATES files: order kept, all below the last re-ranked one
    ranked = [(f"f{i}.py", 100.0 - i) for i in range(CANDIDATES + 3)]

    class Fake:
        view = ranker.view
        index = ranker.index

        def rank(self, s):
            return sorted(((k, v) for k, v in s.items() if v > 0), key=lambda kv: -kv[1])

        def answer(self, parsed):
            return Ranking(searched=parsed.text, plain=dict(ranked), evidence={}, scores=dict(ranked))

    got = reranked(Fake(), parse_question(change), dict(ranked))
    head = [got[f"f{i}.py"] for i in range(CANDIDATES)]
    tail = [got[f"f{i}.py"] for i in range(CANDIDATES, CANDIDATES + 3)]
    assert max(tail) <= min(head) and tail == sorted(tail, reverse=True)


def test_the_weights_weigh_every_feature_and_nothing_else(tree):
    ranker = ranker_for(FileView(tree))
    parsed = parse_question("Add jitter to `wait_exponential` backoff")
    feats = candidate_features(ranker, parsed, ranker.rank(ranker.answer_scores(parsed)))
    assert feats and all(set(f) == set(WEIGHTS) for f in feats)
    assert all(math.isfinite(v) for f in feats for v in f.values())
    assert feats[0]["first"] == 1.0 and feats[1]["first"] == 0.0
    by_path = dict(zip([p for p, _ in ranker.rank(ranker.answer_scores(parsed))], feats, strict=True))
    assert by_path["pkg/wait.py"]["defines_named"] > 0 == by_path["pkg/retrying.py"]["defines_named"]
    assert by_path["docs/backoff.md"]["prose"] == 1.0


def test_a_pasted_report_keeps_the_ranking(tree):
    """A report describes a change too, but the re-ranking, fitted on commit messages, lost
    reports' right first files: only a commit-message-like text is re-ranked."""
    ranker = ranker_for(FileView(tree))
    short = "Add jitter to `wait_exponential` backoff"
    report = ("Add jitter to `wait_exponential` backoff\n\nWith many clients the retries all land at once.\n\n"
              "```\nr = Retrying(wait=wait_exponential())\nr(call)\n```\n\nEvery client waits the same time.\n")
    assert parse_question(report).shape == "report" and parse_question(report).describes_change
    assert parse_question(short).commit_like and not parse_question(report).commit_like
    assert default_scores(ranker, parse_question(report)) == with_title(ranker, parse_question(report), ranker.answer_scores(parse_question(report)))
    assert default_scores(ranker, parse_question(short)) != ranker.answer_scores(parse_question(short))
    assert not any("reranked" in f for f in bm25_answer(tree, parse_question(report)).files)


def test_a_reports_title_weighs_as_much_as_its_text(tree):
    ranker = ranker_for(FileView(tree))
    body = ("The retry loop keeps the attempt count across calls, and the stop condition raises when the "
            "loop retries again: every attempt, the retry loop stop, the attempt, the loop.\n\n"
            "```\nr = Retrying(stop=lambda attempt: attempt > 3)\nr(call)\n```\n")
    report = "wait_fixed ignores its seconds\n\n" + body
    assert report_title(parse_question(report)) == "wait_fixed ignores its seconds"
    assert first(ranker.answer_scores(parse_question(report)), ranker) == "pkg/retrying.py"  # the body's many words
    assert first(default_scores(ranker, parse_question(report)), ranker) == "pkg/wait.py"  # the title names the function
    assert bm25_answer(tree, parse_question(report)).files[0]["path"] == "pkg/wait.py"
    # the whole report's scale is kept: its best file's score never drops
    assert max(default_scores(ranker, parse_question(report)).values()) >= max(ranker.answer_scores(parse_question(report)).values())


@pytest.mark.parametrize(("text", "title"), [
    ("# Crash in wait_fixed\n\n" + "It crashes when the seconds are zero and the loop retries. " * 4,
     "Crash in wait_fixed"),
    ("Fix the retry loop", None),  # one line: a short question, no title
    ("where is the retry loop?\nand the wait?", None),  # not a report
    (" ".join(["word"] * 40) + "\n\nmore text here\n", None),  # a paragraph, not a title
])
def test_report_title(text, title):
    assert report_title(parse_question(text)) == title


def test_explore_says_when_it_re_ranked(tree):
    from typer.testing import CliRunner

    from reflect_cli.cli import app

    runner = CliRunner()
    got = runner.invoke(app, ["explore", str(tree), "Add jitter to `wait_exponential` backoff", "--json"])
    assert got.exit_code in (0, 4), got.output
    import json

    answer = json.loads(got.stdout)
    assert answer["model"] == "bm25" and answer["files"][0]["path"] == "pkg/wait.py"
    assert all(f.get("reranked") is True for f in answer["files"])
    text = runner.invoke(app, ["explore", str(tree), "Add jitter to `wait_exponential` backoff"])
    assert "re-ordered for a description of a change" in got.stderr  # said once, the first time
    assert "re-ranked BM25" in text.stdout and "re-ordered for a description of a change" not in text.stderr
    where = runner.invoke(app, ["explore", str(tree), "where is the exponential backoff wait?", "--json"])
    assert not any("reranked" in f for f in json.loads(where.stdout)["files"])
