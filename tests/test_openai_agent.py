"""`reflect eval --agent openai:MODEL` against a real HTTP server on 127.0.0.1 (the real openai client)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from reflect_cli.agent.chat import parse_choice
from reflect_cli.cli import app
from test_gen_data import FakeOpenAI  # a real chat-completions server on 127.0.0.1

runner = CliRunner()


def _taxi_reply(body: dict) -> str:
    """Analysis requests get a sentence, choice requests 'Action: 1'."""
    return "Action: 1" if "Action: N" in body["messages"][-1]["content"] else "The passenger is north of the taxi."


@pytest.fixture
def chat_server(monkeypatch):
    with FakeOpenAI(["ok"], responder=_taxi_reply) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.url)
        yield server


def test_parse_choice():
    actions = ["move south", "move north", "pick up passenger"]
    assert parse_choice("Action: 2", actions) == 2
    assert parse_choice("I think action #1 is best", actions) == 1
    assert parse_choice("Let's pick up passenger now.", actions) == 2
    assert parse_choice("Action: 9", actions) is None
    assert parse_choice("no idea", actions) is None


def test_eval_openai_agent_json_and_cache(chat_server):
    args = ["eval", "--env", "taxi", "--agent", "openai:fake-model", "--agent", "oracle", "--level", "pickup",
            "--episodes", "3", "--json"]
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    doc = json.loads(first.stdout)
    api = doc["results"][0]
    assert api["agent"] == "openai:fake-model" and api["kind"] == "openai"
    assert api["episodes"] == 3 and 0.0 <= api["success_rate"] <= 1.0
    assert api["usage"]["calls"] == len(chat_server.requests) > 0
    # Analyse-then-choose: every choice request carries the analysis and a numbered list.
    choose = [r for r in chat_server.requests if "Action: N" in r["messages"][-1]["content"]]
    assert choose and all(r["messages"][-2]["role"] == "assistant" for r in choose)
    assert "0. move south" in choose[0]["messages"][-1]["content"]
    # A rerun is served from the on-disk cache: the server sees no new request.
    seen = len(chat_server.requests)
    second = runner.invoke(app, args)
    assert second.exit_code == 0, second.output
    assert len(chat_server.requests) == seen
    assert json.loads(second.stdout)["results"][0]["success_rate"] == api["success_rate"]


def test_eval_openai_dead_endpoint_is_one_clear_error(monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    from reflect_cli.agent.openai_agent import OpenAIAgent

    monkeypatch.setitem(OpenAIAgent.__init__.__kwdefaults__, "backoff", 0.01)  # keep the retries fast
    result = runner.invoke(app, ["eval", "--env", "taxi", "--agent", "openai:m", "--level", "pickup", "--episodes", "1"])
    assert result.exit_code == 1
    assert "Error:" in result.output and "Traceback" not in result.output
