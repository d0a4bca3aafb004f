"""One module owns the run-folder layout: no other module of the package spells its names."""

from __future__ import annotations

import ast
from pathlib import Path

import reflect_cli
from reflect_cli import runs

PACKAGE = Path(reflect_cli.__file__).parent
LAYOUT_NAMES = {runs.FINAL_DIR, runs.INFO_FILE, runs.PIPELINE_FILE, runs.DONE_FILE, runs.METRICS_FILE,
                runs.CHECKPOINTS_DIR, runs.META_FILE}


def _string_constants(tree: ast.AST) -> list[ast.Constant]:
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)}
    keys = {id(key) for node in ast.walk(tree) if isinstance(node, ast.Dict) for key in node.keys}  # a summary's
    return [node for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings | keys]


def test_only_runs_spells_the_run_folder_layout():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == Path(runs.__file__):
            continue
        for node in _string_constants(ast.parse(path.read_text(encoding="utf-8"))):
            if node.value in LAYOUT_NAMES:
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {node.value!r}")
    assert not found, "ask reflect_cli.runs for these:\n" + "\n".join(found)


def test_layout_helpers(tmp_path):
    run = runs.RunDir.create(tmp_path / "r", stage="sft-policy", config={})
    assert runs.is_run_dir(run.path) and runs.trained_dir(run.path) is None
    run.final.mkdir()
    (run.final / runs.INFO_FILE).write_text("{}", encoding="utf-8")
    assert runs.trained_dir(run.path) == run.final == runs.trained_dir(run.final)
    assert runs.run_of(run.final) == run.path and runs.run_of(run.path) == run.path
    assert runs.stage_dir(tmp_path, "gen-data") == tmp_path / "data"
    assert runs.stage_dir(tmp_path, "rlft") == tmp_path / "rlft"
    tmp = run.new_checkpoint_dir(7)
    assert run.commit_checkpoint(tmp).name == runs.checkpoint_name(7) == "step-000007"
    assert run.latest_checkpoint() == run.checkpoints / "step-000007"
