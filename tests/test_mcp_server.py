"""``reflect mcp``: started with the MCP SDK's own stdio client, its tools answer as ``reflect
explore --json`` does, on a plain tree and on a hostile one, and refuse what they must with a
clear message. Skipped when the ``mcp`` extra is not installed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflect_cli.cli import app

runner = CliRunner()
SRC = Path(__file__).resolve().parents[1] / "src"
QUESTIONS = ["Where is the command-line entry point defined?", "Where are the settings?"]
HOSTILE_QUESTIONS = ["Where is the password token read?", "Where are colors printed?"]
TIMING = ("seconds", "index", "budget")  # what differs from call to call (times, what the index did)


def _answer(doc: dict) -> dict:
    return {k: v for k, v in doc.items() if k not in TIMING}


def _cli_json(root: Path, question: str) -> dict:
    result = runner.invoke(app, ["explore", str(root), question, "--json", "--quiet"])
    assert result.exit_code in (0, 3, 4), result.output
    return json.loads(result.stdout)


@pytest.fixture
def hostile_repo(tmp_path: Path) -> Path:
    """Control characters and escapes in file names and contents, and a link out of the tree."""
    root = tmp_path / "hostile"
    (root / "pkg").mkdir(parents=True)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.py").write_text("PASSWORD_TOKEN = 'read me if you can'\n")
    (root / "out").symlink_to(outside, target_is_directory=True)
    (root / "pkg" / "token.py").write_text(
        "def read_password_token():\n    '''\x1b]52;c;cm0gLXJmIH4=\x07 the password token \u202e'''\n"
        "    return open('token').read()  # \x1b[2J\x9b0m\n")
    (root / "pkg" / "tok\x1b[31men_printer.py").write_text("def print_password_token():\n    pass\n")
    (root / "pkg" / "colors\u202e.py").write_text("def print_colors():\n    print('\x1b[2J\x1b[31mred\x9b0m')\n")
    (root / "pkg" / "colors.py").write_text("def print_colors():\n    print('\x1b[2J\x1b[31mred colors\x9b0m')\n")
    (root / "README.md").write_text("# hostile\n\x1b[2J colors and tokens\n")
    return root


def test_the_server_answers_like_the_cli_and_refuses_clearly(sample_repo: Path, hostile_repo: Path, tmp_path: Path):
    pytest.importorskip("mcp")
    import anyio
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    from reflect_cli.mcp_server import scrub

    env = {"PYTHONPATH": str(SRC), "REFLECT_HOME": os.environ["REFLECT_HOME"], "NO_COLOR": "1"}
    params = StdioServerParameters(command=sys.executable, env=env, args=[
        "-m", "reflect_cli", "mcp", "--root", str(sample_repo), "--root", str(hostile_repo)])
    seen: dict[str, object] = {}

    async def session() -> None:
        with open(tmp_path / "server.log", "w") as log:
            async with stdio_client(params, errlog=log) as (read, write), ClientSession(read, write) as client:
                await client.initialize()
                seen["tools"] = sorted(t.name for t in (await client.list_tools()).tools)
                for root, questions in ((sample_repo, QUESTIONS), (hostile_repo, HOSTILE_QUESTIONS)):
                    for question in questions:
                        t0 = time.perf_counter()
                        got = await client.call_tool("explore", {"path": str(root), "question": question})
                        seen[f"s:{root.name}:{question}"] = time.perf_counter() - t0
                        assert not got.is_error, got.content
                        seen[f"{root.name}:{question}"] = got.structured_content
                        assert got.structured_content == json.loads(got.content[0].text)
                found = await client.call_tool("find_definition", {"path": str(sample_repo), "name": "main"})
                seen["definition"] = found.structured_content
                tied = await client.call_tool("related", {"path": str(sample_repo), "file": "src/app/cli.py", "line": 7})
                seen["related"] = tied.structured_content
                for args in ({"path": str(tmp_path / "outside"), "question": "where?"},
                             {"path": str(sample_repo / "missing"), "question": "where?"},
                             {"path": str(sample_repo), "question": "x" * 5000},
                             {"path": str(sample_repo), "question": ""}):
                    refused = await client.call_tool("explore", args)
                    assert refused.is_error
                    seen.setdefault("refusals", []).append(refused.content[0].text)  # type: ignore[union-attr]

    anyio.run(session)
    assert seen["tools"] == ["explore", "find_definition", "related"]
    for root, questions in ((sample_repo, QUESTIONS), (hostile_repo, HOSTILE_QUESTIONS)):
        for question in questions:
            served = seen[f"{root.name}:{question}"]
            assert isinstance(served, dict)
            assert _answer(served) == _answer(scrub(_cli_json(root, question)))
    hostile = seen[f"hostile:{HOSTILE_QUESTIONS[0]}"]
    text = json.dumps(hostile, ensure_ascii=False)
    assert "\x1b" not in text and "\u202e" not in text and "\x07" not in text and "\x9b" not in text
    assert "read me if you can" not in text and not any(f["path"].startswith("out/") for f in hostile["files"])  # type: ignore[index]
    assert hostile["files"][0]["path"] == "pkg/token.py"  # type: ignore[index]
    assert "the password token" in hostile["files"][0]["excerpt"]  # type: ignore[index]
    definition = seen["definition"]
    assert definition["definitions"][0] == {"path": "src/app/cli.py", "name": "main", "start": 6, "end": 8,  # type: ignore[index]
                                            "line": "def main(argv=None):"}
    assert seen["related"]["definition"] == {"name": "main", "start": 6, "end": 8}  # type: ignore[index]
    outside, missing, long, empty = seen["refusals"]  # type: ignore[misc]
    assert "outside the folders this server may read" in outside and "no such folder" in missing
    assert "at most 4,000" in long and "empty" in empty
    assert not any("Traceback" in r for r in seen["refusals"])  # type: ignore[attr-defined]
    assert "Traceback" not in (tmp_path / "server.log").read_text()
    print(f"over stdio: first question {seen[f's:repo:{QUESTIONS[0]}']:.3f} s, "
          f"second on the warm tree {seen[f's:repo:{QUESTIONS[1]}']:.3f} s")


def test_the_second_question_on_a_warm_tree_is_fast_in_process(tmp_path: Path):
    from reflect_cli.mcp_server import Tools

    root = tmp_path / "big"
    for i in range(300):  # a few hundred files: the warm path walks the tree and reuses the ranking
        folder = root / f"pkg{i % 12}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"mod{i}.py").write_text(f"def handler_{i}(request):\n    return 'response {i}'\n" * 3)
    tools = Tools([root])
    t0 = time.perf_counter()
    first = tools.explore(str(root), "Where is handler_17 defined?")
    t1, c1 = time.perf_counter(), time.process_time()
    second = tools.explore(str(root), "Where is handler_42 defined?")
    t2, c2 = time.perf_counter(), time.process_time()
    assert first["files"][0]["path"] == "pkg5/mod17.py" and second["files"][0]["path"] == "pkg6/mod42.py"
    assert second["index"]["read"] == 0
    print(f"in-process on 300 files: first {t1 - t0:.3f} s, second (warm) {t2 - t1:.3f} s wall, {c2 - c1:.3f} s CPU")
    assert c2 - c1 < 3.0  # CPU time, which other processes' load does not inflate; idle wall: ~0.01 s


def test_tools_refuse_paths_outside_roots_and_through_links(tmp_path: Path, sample_repo: Path):
    from reflect_cli.mcp_server import ToolRefusal, Tools

    tools = Tools([sample_repo])
    (sample_repo / "up").symlink_to(tmp_path, target_is_directory=True)
    for path in (str(tmp_path), str(sample_repo / "up"), "../", "/"):
        with pytest.raises(ToolRefusal, match="outside the folders"):
            tools.explore(path, "where?")
    with pytest.raises(ToolRefusal, match="identifier"):
        tools.find_definition(str(sample_repo), "rm -rf /")
    with pytest.raises(ToolRefusal, match="not a file reflect reads"):
        tools.related(str(sample_repo), "up/repo/src/app/cli.py", 1)
    assert tools.explore("src", "Where is main defined?")["files"][0]["path"] == "app/cli.py"  # relative to the root


def test_mcp_without_the_extra_says_how_to_install_it(monkeypatch, tmp_path: Path):
    monkeypatch.setitem(sys.modules, "mcp", None)  # as if not installed
    monkeypatch.setitem(sys.modules, "mcp.server", None)
    monkeypatch.setitem(sys.modules, "mcp.server.mcpserver", None)
    result = runner.invoke(app, ["mcp", "--root", str(tmp_path)])
    assert result.exit_code == 1
    assert "Error: The MCP server (reflect mcp) needs the optional package 'mcp'" in result.stderr
    assert "Hint: pip install 'reflect-cli[mcp]'" in result.stderr and "Traceback" not in result.output


def test_help_imports_neither_torch_nor_mcp():
    code = ("import sys; from reflect_cli.cli import app; from typer.testing import CliRunner; "
            "CliRunner().invoke(app, ['--help']); CliRunner().invoke(app, ['mcp', '--help']); "
            "print(sorted(m for m in ('torch', 'mcp') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(SRC)})
    assert out.stdout.strip() == "[]"


def test_related_follows_calls_users_and_imports_and_find_definition_prefers_the_class(tmp_path: Path):
    from reflect_cli.mcp_server import Tools

    root = tmp_path / "pkg"  # the package itself is the tree: `pkg.c` is c.py here
    (root / "sub").mkdir(parents=True)
    (root / "a.py").write_text("from .b import helper\nimport pkg.c\n\n\ndef run(x):\n    return helper(x) + 1\n")
    (root / "b.py").write_text("def helper(x):\n    return x\n\n\nclass Box:\n    def helper(self):\n        return 2\n")
    (root / "c.py").write_text("VALUE = 3\n")
    (root / "sub" / "d.py").write_text("from ..a import run\n\nprint(run(2))\n")
    tools = Tools([root])
    tied = tools.related(str(root), "a.py", 6)
    assert tied["definition"] == {"name": "run", "start": 5, "end": 6}
    whys = {r["path"]: r["why"] for r in tied["related"]}
    assert whys["b.py"] == "defines helper, called here" and whys["sub/d.py"] == "uses run"
    assert whys["c.py"] == "imported at line 2: pkg.c"
    assert next(r for r in tied["related"] if r["path"] == "b.py")["definition"] == {"name": "helper", "start": 1,
                                                                                     "end": 2}
    found = tools.find_definition(str(root), "Box.helper")["definitions"]
    assert [(d["path"], d["name"], d["start"]) for d in found] == [("b.py", "Box.helper", 6)]
    assert [d["name"] for d in tools.find_definition(str(root), "helper")["definitions"]] == ["helper", "Box.helper"]
