"""Questions from git history: commit filters, message cleaning, targets, the snapshot tree, the
time split, provenance, bare directories, and ``gen-data auto-explore --questions``."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from reflect_cli.cli.gen_data import gen_data_app
from reflect_cli.datagen.history import history_tasks, locate, source_file, time_split
from reflect_cli.datagen.history_text import clean_message, cut_to_budget, drop_rule, uninformative
from reflect_cli.errors import UsageError

app = typer.Typer()
app.add_typer(gen_data_app, name="gen-data")
runner = CliRunner()
T0 = 1_700_000_000


def git(repo: Path, *args: str, when: int | None = None) -> str:
    env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "HOME": str(repo.parent)}
    if when is not None:
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = f"{when} +0000"
    done = subprocess.run(["git", "-c", "user.name=Tess Ter", "-c", "user.email=t@example.com",
                           "-c", "init.defaultBranch=main", *args], cwd=repo, env=env, capture_output=True,
                          text=True, check=True)
    return done.stdout.strip()


class Repo:
    def __init__(self, root: Path) -> None:
        self.root = root
        root.mkdir(parents=True)
        git(root, "init", "-q")
        self.n = 0
        self.sha: dict[str, str] = {}

    def commit(self, message: str, files: dict[str, str | None], author: str | None = None) -> str:
        for rel, text in files.items():
            path = self.root / rel
            if text is None:
                git(self.root, "rm", "-q", rel)
                continue
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
            git(self.root, "add", rel)
        self.n += 1
        extra = ["--author", author] if author else []
        git(self.root, "commit", "-q", "-m", message, *extra, when=T0 + 3600 * self.n)
        sha = git(self.root, "rev-parse", "HEAD")
        self.sha[message.split("\n", 1)[0]] = sha
        return sha


LEDGER = '"""Invoice totals with regional sales taxes."""\n\ndef total(items):\n    return sum(items)\n'
SHIP = '"""Parcel routes between warehouses."""\n\ndef cheapest_courier(parcels):\n    return parcels\n'


def shop(tmp_path: Path) -> Repo:
    """A small repository whose history exercises every filter once."""
    r = Repo(tmp_path / "shop")
    r.commit("Initial layout of the shop package", {
        "pkg/__init__.py": "", "pkg/ledger.py": LEDGER, "pkg/ship.py": SHIP, "pkg/stock.py": "X = 1\n",
        "pkg/export.py": "Y = 2\n", "README.md": "# shop\n"})  # 5 source files: too many
    r.commit("fix: round invoice totals to whole cents (#12)\n\nTotals drifted by a fraction of a cent once "
             "taxes were applied.\n\nSigned-off-by: Tess Ter <t@example.com>",
             {"pkg/ledger.py": LEDGER + "# cents\n", "tests/test_ledger.py": "def test_x():\n    pass\n"})
    r.commit("Bump version to 1.1", {"pkg/__init__.py": "__version__ = '1.1'\n"})
    r.commit("Fix typo in courier comments", {"pkg/ship.py": SHIP + "# courier\n"})
    r.commit("Explain the shipping workflow", {"docs/guide.md": "# Shipping\n"})
    r.commit("Pick the courier with the lowest fee per parcel", {"pkg/ship.py": SHIP + "# fee\n"})
    r.commit("Let stock counts go negative on back orders", {"pkg/export.py": "Y = 3\n", "pkg/stock.py": "X = 2\n"})
    r.commit("Drop the export helper again", {"pkg/export.py": None})
    r.commit("update ruff hook and noqa", {"pkg/ship.py": SHIP + "# noqa\n"})
    r.commit("Teach the ledger about refunds", {"pkg/ledger.py": LEDGER + "# refunds\n"},
             author="dependabot[bot] <bot@example.com>")
    r.commit("Warehouse transfers: ship.py waits for the courier", {"pkg/ship.py": SHIP + "# wait\n"})
    git(r.root, "checkout", "-q", "-b", "side")
    r.commit("Track partial refunds per invoice line", {"pkg/ledger.py": LEDGER + "# partial\n"})
    git(r.root, "checkout", "-q", "main")
    git(r.root, "merge", "-q", "--no-ff", "-m", "Merge branch 'side'", "side", when=T0 + 3600 * 99)
    return r


# -- messages ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("subject", "rule"), [
    ("Merge pull request #3 from a/b", "merge"),
    ('Revert "Add caching"', "revert"),
    ("Bump urllib3 from 1.26 to 2.0", "release"),
    ("Release 8.1.0", "release"),
    ("2.3.1", "release"),
    ("Fix typo in the docstring", "typo"),
    ("Reformat with black", "formatting"),
    ("Apply isort", "formatting"),
    ("update ruff hook and noqa", "lint"),
    ("Fix mypy errors", "lint"),
    ("chore(deps): pin things", "chore"),
    ("ci: cache pip", "chore"),
    ("fixup! handle None", "wip"),
    ("Add a black background colour to the dark theme", None),
    ("Fix formatting of negative numbers in tables", None),
    ("fix: handle an empty cookie header", None),
    ("\N{BOOKMARK} Release version 0.4.2", "release"),  # a gitmoji hides the words the rules read
    (":bookmark: Bump version to 2.0", "release"),
    ("\N{BUG} fix(pip): skip constraints when they are set", None),
])
def test_drop_rules(subject, rule):
    assert drop_rule(subject) == rule


def test_bot_authors_are_dropped():
    assert drop_rule("Teach the ledger about refunds", "dependabot[bot]") == "bot"
    assert drop_rule("Teach the ledger about refunds", "Tess Ter") is None


@pytest.mark.parametrize(("message", "question"), [
    ("fix: handle an empty cookie header (#123)", "Handle an empty cookie header"),
    ("feat(parser)!: support nested brackets, fixes #12", "Support nested brackets"),
    ("GH-1234: make retries respect the timeout", "Make retries respect the timeout"),
    ("autodoc: skip private members (closes #9)", "Skip private members"),
    ("Speed up `load_config()` for big files (#7)\n\nSee https://github.com/a/b/pull/7 for numbers.\n\n"
     "Co-authored-by: A <a@b>", "Speed up `load_config()` for big files. See for numbers"),
    ("\N{SPARKLES} feat(cli): add a --quiet flag", "Add a --quiet flag"),
    ("[BUG] Cache is never evicted\n\nThe LRU keeps every key. [skip ci]\n\nSecond paragraph is not used.",
     "Cache is never evicted. The LRU keeps every key"),
])
def test_clean_message(message, question):
    assert clean_message(message) == question


def test_long_bodies_are_cut_by_relevance_not_by_the_head():
    body = ("I was deploying on a Friday and it was a really long and frustrating afternoon for all of us. "
            "Honestly nobody noticed this for ages because most people keep everything as it comes. "
            "The `load_settings()` merge step overwrites APP_TIMEOUT from os.environ with the file value.\n"
            "Traceback (most recent call last):\n"
            '  File "app.py", line 3, in <module>\n'
            "    load_settings(path)\n"
            "KeyError: 'timeout'\n")
    text = cut_to_budget("Settings ignore environment overrides", body, max_words=24)
    assert text.startswith("Settings ignore environment overrides.")
    assert "load_settings()" in text and "APP_TIMEOUT" in text
    assert "Friday" not in text and "Traceback" not in text and "KeyError" not in text
    assert len(text.split()) <= 24
    # Short messages keep their body; code lines are dropped whatever the length.
    assert cut_to_budget("Fix x", "Short body.\n    code = 1") == "Fix x. Short body."
    assert uninformative("Minor fixes") == "uninformative" and uninformative("Fix it") == "too_short"
    assert uninformative("Round invoice totals to cents") is None


def test_source_files():
    assert source_file("pkg/ledger.py") and source_file("src/app/main.go") and source_file("lib/a.ts")
    for rel in ("tests/test_a.py", "pkg/tests/helpers.py", "pkg/test_a.py", "pkg/a_test.py", "conftest.py",
                "docs/conf.py", "README.md", "pyproject.toml", "setup.py", ".github/x.py", "web/a.spec.ts"):
        assert not source_file(rel), rel


# -- tasks from a repository -------------------------------------------------------------------------


def test_filters_targets_provenance_and_drop_counts(tmp_path):
    r = shop(tmp_path)
    result = history_tasks(r.root)
    assert result.tree == str(r.root.resolve()) and result.tree_kind == "work tree"
    assert result.commits == 12  # the merge commit is not read
    by_q = {t["question"]: t for t in result.tasks}
    assert set(by_q) == {
        "Round invoice totals to whole cents. Totals drifted by a fraction of a cent once taxes were applied",
        "Pick the courier with the lowest fee per parcel",
        "Track partial refunds per invoice line",
    }
    rounding = by_q["Round invoice totals to whole cents. Totals drifted by a fraction of a cent once taxes "
                    "were applied"]
    assert rounding["targets"] == ["pkg/ledger.py"]  # the test file is not a target
    assert rounding["commit"] == r.sha["fix: round invoice totals to whole cents (#12)"]
    assert rounding["repository"] == str(r.root.resolve()) and rounding["repo"] == result.tree
    assert rounding["date"] == "2023-11-15T00:13:20+00:00" and rounding["source"] == "history"
    assert rounding["split"] == "train" and rounding["depth"] == 1 and rounding["schema"] == "reflect.task/1"
    assert result.dropped == {"bot": 1, "deleted_only": 1, "gone_from_tree": 1, "lint": 1, "names_file": 1,
                              "no_source_files": 1, "release": 1, "too_many_files": 1, "typo": 1}
    assert history_tasks(r.root, max_files=5).dropped.get("too_many_files") is None
    # Oldest first, then ids; the same tasks on every call.
    assert [t["timestamp"] for t in result.tasks] == sorted(t["timestamp"] for t in result.tasks)
    assert history_tasks(r.root).tasks == result.tasks
    # A sub-folder of a work tree means its repository; targets stay relative to the top level.
    sub = history_tasks(r.root / "pkg").tasks
    assert [t["repository"] for t in sub] == [str((r.root / "pkg").resolve())] * 3  # the path given
    assert [{**t, "repository": ""} for t in sub] == [{**t, "repository": ""} for t in result.tasks]


def test_time_split_holds_out_the_newest_commits(tmp_path):
    r = Repo(tmp_path / "timeline")
    for i in range(10):
        r.commit(f"Teach the scheduler trick number {i} about overlapping shifts", {f"pkg/mod{i}.py": f"V = {i}\n"})
    tasks = history_tasks(r.root, split="time").tasks
    assert [t["split"] for t in tasks] == ["train"] * 7 + ["validation"] * 2 + ["test"]
    assert tasks[-1]["commit"] == git(r.root, "rev-parse", "HEAD")
    two = [{"id": "b", "timestamp": 2}, {"id": "a", "timestamp": 1}]
    time_split(two)
    assert [t["split"] for t in two] == ["test", "train"]
    newest = history_tasks(r.root, split="time", max_tasks=4).tasks
    assert [t["question"][-30:] for t in newest] == [t["question"][-30:] for t in tasks[-4:]]


def test_bare_clone_uses_a_snapshot_of_head(tmp_path):
    r = shop(tmp_path)
    bare = tmp_path / "mirror" / "acme+shop" / "shop.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(r.root), str(bare)], check=True)
    repo = locate(bare)
    assert repo.work_tree is None and repo.name == "shop"
    result = history_tasks(bare, cache=tmp_path / "cache")
    tree = Path(result.tree)
    assert result.tree_kind == "snapshot" and tree.is_relative_to(tmp_path / "cache") and tree.name == "shop"
    assert (tree / "pkg" / "ledger.py").read_text() == (r.root / "pkg" / "ledger.py").read_text()
    assert not (tree / ".git").exists() and not (tree / "pkg" / "export.py").exists()
    work = history_tasks(r.root)
    strip = ("repo", "repository")
    assert [{k: v for k, v in t.items() if k not in strip} for t in result.tasks] == [
        {k: v for k, v in t.items() if k not in strip} for t in work.tasks]
    assert result.dropped == work.dropped
    assert all(t["repository"] == str(bare.resolve()) for t in result.tasks)
    (tree / "marker").write_text("kept")  # the snapshot of an unchanged HEAD is reused
    assert history_tasks(bare, cache=tmp_path / "cache").tree == str(tree) and (tree / "marker").exists()


def test_a_partial_mirror_exports_the_blobs_it_has(tmp_path):
    """Mirrors may lack their largest objects; git archive then fails, and the snapshot is made
    blob by blob without them instead of failing the whole gen-data run."""
    r = shop(tmp_path)
    bare = tmp_path / "mirror" / "acme+shop" / "shop.git"
    subprocess.run(["git", "clone", "-q", "--bare", "--no-local", str(r.root), str(bare)], check=True)
    pack = next((bare / "objects" / "pack").glob("*.pack"))
    data = pack.read_bytes()
    for name in (bare / "objects" / "pack").iterdir():
        name.unlink()
    subprocess.run(["git", f"--git-dir={bare}", "unpack-objects", "-q"], input=data, check=True)  # loose objects
    blob = git(bare, "rev-parse", "HEAD:README.md")
    (bare / "objects" / blob[:2] / blob[2:]).unlink()
    result = history_tasks(bare, cache=tmp_path / "cache")
    tree = Path(result.tree)
    assert (tree / "pkg" / "ledger.py").read_text() == (r.root / "pkg" / "ledger.py").read_text()
    assert not (tree / "README.md").exists() and result.tasks


def test_not_a_git_repository(tmp_path):
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "a.py").write_text("A = 1\n")
    with pytest.raises(UsageError, match="not a git repository"):
        history_tasks(plain)
    with pytest.raises(ValueError, match="unknown split"):
        history_tasks(plain, split="random")


# -- gen-data auto-explore --questions -----------------------------------------------------------------


def invoke(*args: str):
    return runner.invoke(app, ["gen-data", "auto-explore", *args, "--tokenizer", "approx"])


def read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def test_gen_data_questions_history_end_to_end(tmp_path):
    r = shop(tmp_path)
    bare = tmp_path / "bare" / "shop_mirror.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(r.root), str(bare)], check=True)
    out = tmp_path / "out"
    result = invoke("--repos", str(r.root), str(bare), "--out", str(out), "--questions", "history", "--json")
    assert result.exit_code == 0, result.output
    stats = json.loads(result.stdout)
    tasks = read(out / "tasks.jsonl")
    assert len(tasks) == 6 and {t["source"] for t in tasks} == {"history"}
    assert stats["history"]["shop"]["tree_kind"] == "work tree"
    assert stats["history"]["shop_mirror"]["tree_kind"] == "snapshot"
    assert stats["dropped_questions"]["history_lint"] == 2 and stats["questions"] == "history"
    for t in tasks:  # every target is a file of the task's tree, and the oracle solved it
        assert all((Path(t["repo"]) / x).is_file() for x in t["targets"])
    positives = [t for t in read(out / "trajectories.jsonl") if t["kind"] == "positive"]
    assert len(positives) == 6 and all(p["success"] for p in positives)
    assert read(out / "sft_policy.jsonl")
    assert json.loads((out / "gen_config.json").read_text())["questions"] == "history"
    # A rerun resumes: nothing new, the same tasks.
    again = invoke("--repos", str(r.root), str(bare), "--out", str(out), "--questions", "history", "--json")
    assert again.exit_code == 0, again.output
    assert read(out / "tasks.jsonl") == tasks and json.loads(again.stdout)["tasks"] == 6

    both = tmp_path / "both"
    result = invoke("--repos", str(r.root), "--out", str(both), "--questions", "both", "--history-split", "time",
                    "--json")
    assert result.exit_code == 0, result.output
    tasks = read(both / "tasks.jsonl")
    history = [t for t in tasks if t["source"] == "history"]
    assert len(history) == 3 and [t["split"] for t in history] == ["train", "validation", "test"]
    assert any(t["source"] == "offline" and t["split"] == "train" for t in tasks)

    default = invoke("--repos", str(r.root), "--out", str(tmp_path / "teacher"), "--json")
    assert default.exit_code == 0, default.output
    assert "questions" not in json.loads((tmp_path / "teacher" / "gen_config.json").read_text())
    assert {t["source"] for t in read(tmp_path / "teacher" / "tasks.jsonl")} == {"offline"}

    bad = invoke("--repos", str(r.root), "--out", str(tmp_path / "bad"), "--questions", "vibes")
    assert bad.exit_code == 2 and "unknown source" in bad.output
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "a.py").write_text("A = 1\n")
    nogit = invoke("--repos", str(plain), "--out", str(tmp_path / "nogit"), "--questions", "history")
    assert nogit.exit_code == 2 and "not a git repository" in nogit.output


# -- benchmarks/bench_explorer.py parts (b) and (c) -----------------------------------------------------


def _bench():
    import importlib.util
    import sys

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_explorer.py"
    spec = importlib.util.spec_from_file_location("bench_explorer_history", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_bench_part_b_on_a_history_repository(tmp_path):
    r = shop(tmp_path)
    out = tmp_path / "b.json"
    doc = _bench().main(["--parts", "b", "--history-repos", str(r.root), "--history-per-repo", "2",
                         "--agents", "bm25", "--json", str(out)])
    part = json.loads(out.read_text())["parts"]["b"]
    assert part == doc["parts"]["b"] and part["tasks"] == 2 and part["repositories"] == [str(r.root)]
    (row,) = part["results"]
    assert row["agent"] == "bm25" and row["n"] == 2 and 0 <= row["acc1"] <= row["acc5"] <= 1


def test_dev_questions_file_is_well_formed():
    bench = _bench()
    rows = [json.loads(line) for line in bench.DEV_QUESTIONS.read_text().splitlines() if line.strip()]
    packages = {r["package"] for r in rows}
    assert len(rows) >= 40 and len(packages) >= 6
    assert len({r["question"] for r in rows}) == len(rows)
    assert not packages & (bench.recipe_packages() | set(bench.HELD_OUT) | bench.paper_held_out()
                           | set(bench.RESERVED_PACKAGES))
    for r in rows:  # never the target's file name in its question
        assert r["target"].rsplit("/", 1)[-1].lower() not in r["question"].lower()
    import importlib.util

    missing = sorted(p for p in packages if importlib.util.find_spec(p) is None)
    if missing:
        pytest.skip(f"not installed: {', '.join(missing)}")
    records = bench.dev_records()  # every target is a file of the installed package
    assert len(records) == len(rows) and all(Path(x["repo"], x["targets"][0]).is_file() for x in records)


def test_a_commit_message_that_is_not_utf8_is_read_not_a_crash(tmp_path):
    from reflect_cli.datagen.history import read_log

    r = Repo(tmp_path / "latin")
    r.commit("First commit", {"pkg/a.py": "A = 1\n"})
    (r.root / "pkg" / "b.py").write_text("B = 2\n")
    git(r.root, "add", "pkg/b.py")
    msg = tmp_path / "msg.txt"
    msg.write_bytes("Caf\xe9 r\xe9sum\xe9 fix\n".encode("latin-1"))  # a Latin-1 message, undeclared
    # an encoding git cannot convert from: the message reaches the reader as raw Latin-1 bytes
    git(r.root, "-c", "i18n.commitEncoding=bogus-enc", "commit", "-q", "-F", str(msg), when=T0 + 7200)
    subjects = [c.message for c in read_log(locate(r.root))]
    assert any(s.startswith("Caf") and "\ufffd" in s for s in subjects), subjects
