"""The package claims Python >= 3.10, where ``tomllib`` does not exist: no module imports it at
import time, and reading a recipe falls back to ``tomli`` or says what to install."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from reflect_cli.errors import UsageError
from reflect_cli.pipeline_config import read_recipe

SRC = Path(__file__).resolve().parents[1] / "src" / "reflect_cli"
PY311_ONLY = {"tomllib"}


def test_no_module_imports_a_311_only_module_at_import_time():
    found = []
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:  # module level only: a function-level import runs when called
            names = []
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [node.module.split(".")[0]]
            found += [f"{path.relative_to(SRC)}:{node.lineno} imports {n}" for n in names if n in PY311_ONLY]
    assert found == []


def _recipe(tmp_path: Path) -> Path:
    path = tmp_path / "recipe.toml"
    path.write_text('model = "embedded"\n[gen_data]\nepisodes = 4\n', encoding="utf-8")
    return path


def test_recipe_without_tomllib_uses_tomli(tmp_path, monkeypatch):
    import tomllib

    monkeypatch.setitem(sys.modules, "tomllib", None)  # `import tomllib` raises ModuleNotFoundError
    monkeypatch.setitem(sys.modules, "tomli", tomllib)  # the backport has the same API
    assert read_recipe(_recipe(tmp_path)) == {"model": "embedded", "gen_data": {"episodes": 4}}
    bad = tmp_path / "bad.toml"
    bad.write_text("model = \n", encoding="utf-8")
    with pytest.raises(UsageError, match="not valid TOML"):
        read_recipe(bad)


def test_recipe_without_any_toml_reader_says_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "tomllib", None)
    monkeypatch.setitem(sys.modules, "tomli", None)
    with pytest.raises(UsageError, match="needs the 'tomli' package") as info:
        read_recipe(_recipe(tmp_path))
    assert "pip install tomli" in (info.value.hint or "")
