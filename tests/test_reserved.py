"""The evaluation-only repositories and packages: one list in the library, what counts
as naming one, `reflect train` refusing recipes that train on them (and only it), the recipe's
question-source settings, and mirror paths as recipe repositories."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.datagen.reserved import (
    BENCH_HELD_OUT,
    PAPER_HELD_OUT,
    is_reserved,
    mirror_name,
    reserved_reason,
)
from reflect_cli.errors import UsageError
from reflect_cli.pipeline_config import read_recipe, resolve_config

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()


def git(where: Path, *args: str) -> str:
    done = subprocess.run(["git", "-c", "init.defaultBranch=main", "-c", "user.name=T", "-c", "user.email=t@x",
                           *args], cwd=where, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def bare(path: Path) -> Path:
    path.mkdir(parents=True)
    git(path, "init", "-q", "--bare")
    return path


def work_tree(path: Path, *remotes: tuple[str, str]) -> Path:
    path.mkdir(parents=True)
    git(path, "init", "-q")
    for name, url in remotes:
        git(path, "remote", "add", name, url)
    return path


@pytest.mark.parametrize("entry", ["python:requests", "python:flask", "python:_pytest", "python:slugify",
                                   "python:python-slugify", "python:Tabulate", "python:pydantic",
                                   "python:gymnasium", "python:xarray.core"])
def test_reserved_packages(entry):
    assert is_reserved(entry), entry


@pytest.mark.parametrize("entry", ["python:click", "python:rich", "python:requests_toolbelt", "python:flask_cors"])
def test_other_packages_are_not_reserved(entry):
    assert reserved_reason(entry) is None


def test_paths_mirrors_and_remotes(tmp_path):
    # A mirror OWNER+NAME/repo of a reserved repository; another mirror is not reserved but named.
    assert "psf/requests" in reserved_reason(bare(tmp_path / "m" / "psf+requests" / "repo"))
    click = bare(tmp_path / "m" / "pallets+click" / "repo")
    assert reserved_reason(click) is None and mirror_name(click) == "click"
    assert mirror_name(tmp_path / "m" / "pallets+click") is None  # not a git directory itself
    # Folders named like a reserved package (a site-packages folder, a clone, a bare clone).
    for name in ("flask", "tomlkit", "seaborn.git"):
        (tmp_path / "named" / name).mkdir(parents=True)
        assert is_reserved(tmp_path / "named" / name), name
    # A work tree whose remote is a reserved repository, whatever its folder is called; its sub-folders too.
    clone = work_tree(tmp_path / "myclone", ("origin", "https://github.com/pallets/flask.git"))
    (clone / "src" / "app").mkdir(parents=True)
    assert "pallets/flask" in reserved_reason(clone) and is_reserved(clone / "src" / "app")
    assert is_reserved(work_tree(tmp_path / "fork", ("origin", "git@github.com:me/mine.git"),
                                 ("upstream", "git@github.com:pytest-dev/pytest.git")))
    assert is_reserved(work_tree(tmp_path / "renamed", ("origin", "ssh://git@github.com/someone/requests")))
    assert reserved_reason(work_tree(tmp_path / "own", ("origin", "https://github.com/me/project.git"))) is None
    assert reserved_reason(tmp_path / "plain") is None
    # A symlink's target decides, not the link's name.
    (tmp_path / "link").symlink_to(tmp_path / "named" / "flask")
    assert is_reserved(tmp_path / "link")


def test_the_benchmarks_take_their_lists_from_the_library():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import bench_explorer as bench
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    assert bench.HELD_OUT == BENCH_HELD_OUT
    source = ast.parse((ROOT / "benchmarks" / "paper_table.py").read_text(encoding="utf-8"))
    held = next(ast.literal_eval(n.value) for n in source.body if isinstance(n, ast.Assign)
                and any(getattr(t, "id", "") == "AE_TEST_PACKAGES" for t in n.targets))
    assert set(held) == set(PAPER_HELD_OUT)  # the library's copy of paper_table's held-out packages
    text = (ROOT / "benchmarks" / "bench_explorer.py").read_text(encoding="utf-8")
    assert '"pydantic", "thinc"' not in text and '"cachetools"' not in text  # not repeated there


def test_the_explorer_recipe_trains_on_nothing_reserved():
    repos = read_recipe(ROOT / "recipes" / "explorer.toml")["gen_data"]["repos"]
    assert repos and not [r for r in repos if is_reserved(r)]
    cfg = resolve_config("autoexplore", config_file=ROOT / "recipes" / "explorer.toml")
    assert cfg["gen_data"]["questions"] in ("teacher", "history", "both")


def _recipe(tmp_path: Path, gen_data: str) -> Path:
    path = tmp_path / "r.toml"
    path.write_text(f'model = "embedded"\n[gen_data]\n{gen_data}\n', encoding="utf-8")
    return path


def test_train_refuses_a_recipe_with_reserved_repositories(tmp_path):
    mirror = bare(tmp_path / "mirror" / "pallets+flask" / "repo")
    recipe = _recipe(tmp_path, f'repos = ["python:click", "python:requests", "{mirror}"]')
    with pytest.raises(UsageError) as exc:
        resolve_config("autoexplore", config_file=recipe)
    assert "python:requests" in exc.value.message and str(mirror) in exc.value.message
    assert "python:click" not in exc.value.message and "reserved" in exc.value.message
    # On the command line: exit 2, one message naming it, no traceback, nothing written.
    result = runner.invoke(app, ["train", "--env", "autoexplore", "--config", str(recipe), "--out",
                                 str(tmp_path / "run")])
    assert result.exit_code == 2, result.output
    assert "python:requests" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "run").exists()
    # --set is a recipe layer too.
    with pytest.raises(UsageError, match="python:tabulate"):
        resolve_config("autoexplore", config_file=_recipe(tmp_path, 'repos = ["python:click"]'),
                       sets={"gen_data": {"repos": ["python:tabulate"]}})


def test_gen_data_itself_does_not_refuse_reserved_repositories(tmp_path):
    from test_gen_data import make_repo

    repo = make_repo(tmp_path / "flask", "flask")  # a user's own clone named flask
    result = runner.invoke(app, ["gen-data", "auto-explore", "--repos", str(repo), "--out", str(tmp_path / "out"),
                                 "--negatives", "0", "--quiet"])
    assert result.exit_code == 0, result.output


def test_question_settings_are_checked_and_reach_gen_data(tmp_path, monkeypatch):
    with pytest.raises(UsageError, match=r"\[gen_data\] questions.*unknown value 'commits'"):
        resolve_config("autoexplore", config_file=_recipe(tmp_path, 'repos = ["x"]\nquestions = "commits"'))
    with pytest.raises(UsageError, match=r"\[gen_data\] history_split"):
        resolve_config("autoexplore", config_file=_recipe(tmp_path, 'repos = ["x"]\nhistory_split = "random"'))
    cfg = resolve_config("autoexplore", config_file=_recipe(
        tmp_path, 'repos = ["x"]\nquestions = "both"\nhistory_split = "time"'))
    from reflect_cli.datagen import generate
    from reflect_cli.pipeline import Pipeline

    seen: dict = {}
    monkeypatch.setattr(generate, "auto_explore", lambda out, repos, **kw: seen.update(repos=repos, **kw))
    pipeline = Pipeline(tmp_path / "run", cfg)
    pipeline.prepare()
    pipeline._gen_data(resume=False)
    assert seen["repos"] == ["x"] and seen["questions"] == "both" and seen["history_split"] == "time"


def test_mirrors_named_repo_can_be_listed_together(tmp_path):
    from reflect_cli.datagen.generate import resolve_roots

    a = bare(tmp_path / "pallets+click" / "repo")
    b = bare(tmp_path / "pallets+jinja" / "repo")
    assert resolve_roots([a, b]) == [str(a.resolve()), str(b.resolve())]
    (tmp_path / "x" / "repo").mkdir(parents=True)
    (tmp_path / "y" / "repo").mkdir(parents=True)
    with pytest.raises(UsageError, match="same folder name"):
        resolve_roots([tmp_path / "x" / "repo", tmp_path / "y" / "repo"])


def test_both_asks_history_only_of_a_folders_own_repository(tmp_path):
    """An installed package inside a virtual environment inside a checkout is not that checkout."""
    from reflect_cli.datagen.generate import auto_explore
    from test_gen_data import make_repo

    top = work_tree(tmp_path / "checkout")
    pkg = make_repo(top / "venv" / "site-packages" / "ledger", "ledger")
    for i in range(3):
        (top / f"tool{i}.py").write_text(f"X = {i}\n")
        git(top, "add", ".")
        git(top, "commit", "-q", "-m", f"Teach the checkout tool number {i} about overlapping shifts")
    skipped: list[str] = []
    stats = auto_explore(tmp_path / "out", [str(pkg)], questions="both", negatives=0, on_skip=skipped.append)
    tasks = [json.loads(line) for line in (tmp_path / "out" / "tasks.jsonl").read_text().splitlines()]
    assert tasks and {t["source"] for t in tasks} != {"history"}
    assert all(t.get("source") != "history" and t["repo"] == str(pkg.resolve()) for t in tasks)
    assert any("not the top of one" in s for s in skipped) and stats["tasks"] == len(tasks)


def test_bench_part_b_refuses_a_repository_the_recipe_trains_on(tmp_path, monkeypatch):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import bench_explorer as bench
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    mirror = bare(tmp_path / "pallets+click" / "repo")
    recipe = _recipe(tmp_path, f'repos = ["python:rich", "{mirror}"]')
    monkeypatch.setattr(bench, "RECIPE", recipe)
    with pytest.raises(SystemExit, match="not held out"):
        bench.main(["--parts", "b", "--history-repos", str(mirror), "--agents", "bm25",
                    "--json", str(tmp_path / "out.json")])
