"""Third round of hostile input: a file that writes to the terminal, a repository that runs a
program, a race in the "nothing to explore" summary, and trees that made a second into minutes.
Each reproduction is one test; the long fuzz is in test_hostile_fuzz.py (``-m slow``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.terminal import clean, json_text

runner = CliRunner()
# Anything a terminal would obey: ESC, the C1 range (U+009B is CSI), backspace, CR, BEL, bidi.
_RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
EVIL = ("def load_settings():  # config \x1b]52;c;cHduZWQ=\x07 \x1b]0;title\x07 \x1b]8;;http://x\x1b\\link"
        "\x1b]8;;\x1b\\ \x1b[2J \x9b2J \x08\x08 \u202egnp.exe \x1bP1$r\x1b\\ \x85 \x90q\x9c\n")


# -- 1. terminal injection ---------------------------------------------------------------------

def test_clean_escapes_every_control_and_keeps_text():
    out = clean(EVIL)
    assert not _RAW.search(out)
    assert "load_settings" in out and "\\x1b]52" in out and "\\x9b2J" in out and "\\u202e" in out
    assert clean("a\tb\nc") == "a\tb\nc"
    assert clean("a\tb\nc", one_line=True) == "a\\x09b\\x0ac"
    assert clean("\udcff") == "\\udcff"  # a lone surrogate cannot reach the terminal's encoder


def test_json_text_escapes_c1_and_round_trips():
    text = json_text({"line": EVIL, "name": "\udc2e"})
    assert not _RAW.search(text) and "\\u009b" in text
    text.encode("utf-8")  # no lone surrogate left to fail the write
    assert json.loads(text) == {"line": EVIL, "name": "\udc2e"}


def _tree(tmp_path: Path) -> Path:
    root = tmp_path / "E"
    root.mkdir()
    (root / "x.py").write_text(EVIL, encoding="utf-8")
    return root


def test_explore_output_has_no_raw_control(tmp_path: Path):
    root = _tree(tmp_path)
    result = runner.invoke(app, ["explore", str(root), "where is config loaded", "--model", "bm25"])
    assert "load_settings" in result.output
    assert not _RAW.search(result.output), repr(result.output)


def test_explore_json_escapes_c1(tmp_path: Path):
    root = _tree(tmp_path)
    result = runner.invoke(app, ["explore", str(root), "where is config loaded", "--model", "bm25", "--json"])
    start = result.output.index("{")
    doc = json.loads(result.output[start:])
    assert "\x9b" in json.dumps(doc, ensure_ascii=False)  # the value is kept...
    assert not _RAW.search(result.output[start:])  # ...but written escaped


@pytest.mark.parametrize("bad", ["path", "question"])
def test_error_messages_escape_path_and_question(tmp_path: Path, bad: str):
    evil = "x\x1b]52;c;cHduZWQ=\x07\x9b2J\x1b[2J"
    if bad == "path":
        args = ["explore", str(tmp_path / evil), "where is it"]
    else:  # a question that names a folder, with the folder missing: the message quotes both
        (tmp_path / evil).mkdir()
        args = ["explore", str(tmp_path / "missing"), str(tmp_path / evil)]
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert "no such directory" in result.output
    assert not _RAW.search(result.output), repr(result.output)
