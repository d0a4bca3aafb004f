"""`reflect eval --agent openai:MODEL` against a real HTTP server on 127.0.0.1 (the real openai client)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from typer.testing import CliRunner

from reflect_cli.agent.openai_agent import parse_choice
from reflect_cli.cli import app

runner = CliRunner()


class ChatServer:
    """Answers analysis requests with a sentence and choice requests with 'Action: 1'."""

    def __init__(self) -> None:
        self.requests: list[dict] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.requests.append(body)
                last = body["messages"][-1]["content"]
                reply = "Action: 1" if "Action: N" in last else "The passenger is north of the taxi."
                data = json.dumps({
                    "id": "c", "object": "chat.completion", "created": 0, "model": body["model"],
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": reply}, "finish_reason": "stop"}],
                    "usage": {"prompt_tokens": 5, "completion_tokens": 3, "total_tokens": 8},
                }).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def chat_server(monkeypatch):
    server = ChatServer()
    monkeypatch.setenv("OPENAI_BASE_URL", server.url)
    yield server
    server.close()


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
