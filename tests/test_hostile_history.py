"""A repository's history is hostile input too: git reads only the tree's own repository, opens
no special file the repository names, fetches nothing, and every git run ends within the run's
budget with a message that names the repository."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from reflect_cli.cli.gen_data import gen_data_app
from reflect_cli.datagen import gitsafe
from reflect_cli.datagen.gitsafe import GitTimeout, RepositoryRefused, git_command, run_git
from reflect_cli.datagen.history import history_tasks, locate

app = typer.Typer()
app.add_typer(gen_data_app, name="gen-data")
runner = CliRunner()
SECRET = "Rotate the vault credentials nightly"


def git(repo: Path, *args: str, when: int = 1_700_000_000) -> str:
    env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull,
           "GIT_AUTHOR_DATE": f"{when} +0000", "GIT_COMMITTER_DATE": f"{when} +0000"}
    done = subprocess.run(["git", "-c", "user.name=Tess", "-c", "user.email=t@example.com",
                           "-c", "init.defaultBranch=main", *args], cwd=repo, env=env, capture_output=True,
                          text=True, check=True, timeout=60)
    return done.stdout.strip()


def make_repo(root: Path, messages: tuple[str, ...] = ("Load the settings from the environment",)) -> Path:
    root.mkdir(parents=True)
    git(root, "init", "-q")
    for i, message in enumerate(messages):
        (root / "pkg").mkdir(exist_ok=True)
        (root / "pkg" / f"m{i}.py").write_text(f"def load_settings_{i}():\n    return {i}\n")
        git(root, "add", "-A")
        git(root, "commit", "-q", "-m", message, when=1_700_000_000 + 3600 * i)
    return root


def other_repo(tmp_path: Path) -> Path:
    return make_repo(tmp_path / "other", (SECRET, "Keep the vault keys in the secrets module"))


def bounded() -> float:
    """A deadline that turns a hang into a failing test instead of a stuck suite."""
    return time.monotonic() + 20


# -- reading outside the tree --------------------------------------------------------------------

def test_commondir_to_another_repository_is_refused(tmp_path: Path):
    other = other_repo(tmp_path)
    tree = tmp_path / "t"
    (tree / ".git").mkdir(parents=True)
    (tree / "pkg").mkdir()
    (tree / "pkg" / "a.py").write_text("x = 1\n")
    (tree / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (tree / ".git" / "commondir").write_text(str(other / ".git") + "\n")
    with pytest.raises(RepositoryRefused, match="commondir"):
        locate(tree, bounded())
    (tree / ".git" / "commondir").write_text(os.path.relpath(other / ".git", tree / ".git") + "\n")
    with pytest.raises(RepositoryRefused, match="commondir"):
        locate(tree, bounded())
    # the command of the report: nothing of the other repository reaches the data
    out = tmp_path / "o"
    result = runner.invoke(app, ["gen-data", "auto-explore", "--repos", str(tree), "--out", str(out),
                                 "--questions", "history", "--tokenizer", "approx"])
    assert "commondir" in result.output
    written = "".join(p.read_text(errors="replace") for p in out.rglob("*") if p.is_file()) if out.exists() else ""
    assert "vault" not in written and "vault" not in result.output


@pytest.mark.parametrize("inside", ["objects", "refs", "HEAD", "refs/heads"])
def test_symlinks_inside_the_git_directory_are_refused(tmp_path: Path, inside: str):
    other = other_repo(tmp_path)
    tree = make_repo(tmp_path / "t")
    target = tree / ".git" / inside
    import shutil

    if target.is_dir():
        shutil.rmtree(target)
    else:
        target.unlink()
    target.symlink_to(other / ".git" / inside)
    with pytest.raises(RepositoryRefused, match="symbolic link"):
        history_tasks(tree, deadline=bounded())


def test_alternates_are_refused(tmp_path: Path):
    other = other_repo(tmp_path)
    tree = make_repo(tmp_path / "t")
    (tree / ".git" / "objects" / "info").mkdir(parents=True, exist_ok=True)
    (tree / ".git" / "objects" / "info" / "alternates").write_text(str(other / ".git" / "objects") + "\n")
    with pytest.raises(RepositoryRefused, match="alternates"):
        history_tasks(tree, deadline=bounded())


def test_a_bare_repository_with_alternates_exports_nothing(tmp_path: Path):
    other = other_repo(tmp_path)
    bare = tmp_path / "b.git"
    git(tmp_path, "clone", "-q", "--bare", "--shared", str(other), str(bare))
    assert (bare / "objects" / "info" / "alternates").exists()
    with pytest.raises(RepositoryRefused, match="alternates"):
        history_tasks(bare, cache=tmp_path / "cache", deadline=bounded())
    assert not (tmp_path / "cache").exists()


@pytest.mark.parametrize("key", ["include.path", "includeIf.gitdir:/.path"])
def test_config_includes_are_refused(tmp_path: Path, key: str):
    tree = make_repo(tmp_path / "t")
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    git(tree, "config", key, str(fifo))
    with pytest.raises(RepositoryRefused, match="includes"):
        history_tasks(tree, deadline=bounded())


# -- special files git would open ---------------------------------------------------------------

@pytest.mark.parametrize("rel", ["HEAD", "packed-refs", "objects/info/alternates", "config", "info/grafts",
                                 "refs/heads/main"])
def test_a_fifo_git_would_read_is_refused_before_git_opens_it(tmp_path: Path, rel: str):
    tree = make_repo(tmp_path / "t")
    path = tree / ".git" / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    os.mkfifo(path)
    began = time.monotonic()
    with pytest.raises(RepositoryRefused, match="FIFO"):
        history_tasks(tree, deadline=bounded())
    assert time.monotonic() - began < 10


def test_a_fifo_as_dot_git_is_refused(tmp_path: Path):
    tree = tmp_path / "t"
    tree.mkdir()
    os.mkfifo(tree / ".git")
    with pytest.raises(RepositoryRefused, match="FIFO"):
        locate(tree, bounded())


@pytest.mark.parametrize("key", ["mailmap.file", "core.attributesFile", "core.excludesFile"])
def test_files_the_configuration_names_are_never_opened(tmp_path: Path, key: str):
    """mailmap.file=/dev/zero spun git at full CPU until the timeout; a FIFO blocked it."""
    tree = make_repo(tmp_path / "t", ("Load the settings from the environment", "Parse the settings file"))
    git(tree, "config", key, "/dev/zero")
    began = time.monotonic()
    got = history_tasks(tree, deadline=bounded())
    assert got.commits == 2 and time.monotonic() - began < 10


def test_positive_control_mailmap_file_is_read_by_plain_git(tmp_path: Path):
    tree = make_repo(tmp_path / "t")
    (tmp_path / "mailmap").write_text("Someone Else <t@example.com>\n")
    git(tree, "config", "mailmap.file", str(tmp_path / "mailmap"))
    assert git(tree, "log", "-1", "--format=%aN") == "Someone Else"
    assert run_git("log", "-1", "--format=%aN", cwd=tree, timeout=30).stdout.strip() == "Tess"


def test_every_transport_is_off_even_when_the_repository_allows_it(tmp_path: Path):
    """A repository's own protocol.ext.allow=always beats protocol.allow=never on its own."""
    tree = make_repo(tmp_path / "t")
    git(tree, "config", "protocol.ext.allow", "always")
    git(tree, "config", "protocol.file.allow", "always")
    marker = tmp_path / "ran"
    remote = f"ext::sh -c touch% {marker}"
    plain = subprocess.run(["git", "-c", "protocol.allow=never", "ls-remote", remote], cwd=tree,
                           capture_output=True, timeout=30, env={**os.environ, "GIT_CONFIG_GLOBAL": os.devnull})
    assert marker.exists(), plain.stderr  # the positive control: the old overrides let it run
    marker.unlink()
    done = run_git("ls-remote", remote, cwd=tree, timeout=30)
    assert done.returncode != 0 and not marker.exists()
    argv = git_command("log")
    for name in ("ext", "file", "git", "ssh", "http", "https"):
        assert f"protocol.{name}.allow=never" in argv


@pytest.mark.parametrize("setting", [("extensions.partialClone", "origin"), ("remote.origin.promisor", "true")])
def test_a_partial_clone_is_refused(tmp_path: Path, setting: tuple[str, str]):
    tree = make_repo(tmp_path / "t")
    git(tree, "config", "core.repositoryformatversion", "1")
    git(tree, "config", *setting)
    with pytest.raises(RepositoryRefused, match="partial clone"):
        history_tasks(tree, deadline=bounded())


def test_linked_worktree_still_reads_its_history(tmp_path: Path):
    repo = make_repo(tmp_path / "r", ("Load the settings from the environment", "Parse the settings file"))
    git(repo, "worktree", "add", "-q", str(tmp_path / "wt"))
    assert history_tasks(tmp_path / "wt", deadline=bounded()).commits == 2


# -- every git run ends within the budget ---------------------------------------------------------

def test_git_past_the_deadline_is_stopped_and_names_the_repository(tmp_path: Path, monkeypatch):
    """With the checks off (the positive control), a FIFO as packed-refs blocks git; the deadline
    kills it, and the message names the repository, not git's argv."""
    tree = make_repo(tmp_path / "t")
    monkeypatch.setattr(gitsafe, "MAX_GIT_ENTRIES", 0)
    os.mkfifo(tree / ".git" / "packed-refs")
    began = time.monotonic()
    with pytest.raises(GitTimeout) as caught:
        history_tasks(tree, deadline=time.monotonic() + 1.5)
    assert time.monotonic() - began < 8
    assert str(tree) in caught.value.message and "--no-pager" not in caught.value.message
    assert caught.value.hint and "bug" not in caught.value.hint


def test_no_time_left_runs_no_git(tmp_path: Path):
    tree = make_repo(tmp_path / "t")
    with pytest.raises(GitTimeout, match="repository"):
        history_tasks(tree, deadline=time.monotonic() - 1)


def test_adapt_questions_fall_back_to_the_teacher_on_a_refused_repository(tmp_path: Path):
    from reflect_cli.adapt.question_sources import history_questions

    tree = make_repo(tmp_path / "t")
    os.mkfifo(tree / ".git" / "packed-refs")
    tasks, info = history_questions(str(tree), 50, deadline=bounded())
    assert tasks is None and "FIFO" in info["reason"]


# -- one crafted commit is skipped, never fatal, and forges nothing ---------------------------------

def write_commit(repo: Path, body: bytes) -> str:
    """A commit object written as given (``--literally``: git's own checks would refuse some)."""
    done = subprocess.run(["git", "hash-object", "--literally", "-t", "commit", "-w", "--stdin"], cwd=repo,
                          input=body, capture_output=True, check=True, timeout=60)
    sha = done.stdout.decode().strip()
    git(repo, "update-ref", "refs/heads/main", sha)
    return sha


def crafted(repo: Path, message: bytes, author: bytes = b"Tess <t@example.com> 1700000000 +0000",
            files: dict[str, str] | None = None) -> str:
    for rel, text in (files or {"pkg/m0.py": "x = 1\n"}).items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)
    git(repo, "add", "-A")
    tree = git(repo, "write-tree").encode()
    parent = git(repo, "rev-parse", "HEAD").encode()
    author_line = b"author " + author + b"\n" if author else b""
    return write_commit(repo, b"tree " + tree + b"\nparent " + parent + b"\n" + author_line +
                        b"committer Tess <t@example.com> 1700000000 +0000\n\n" + message)


def test_separators_in_a_message_forge_no_commit(tmp_path: Path):
    repo = make_repo(tmp_path / "r")
    fake = b"\x1e" + b"f" * 40 + b"\x1f4102444800\x1f2100-01-01T00:00:00+00:00\x1fMallory\x1fForged question\x1f"
    sha = crafted(repo, b"Parse the settings file " + fake + b"\x1fNOTANINT\x02" + b"e" * 40 + b" 9 x\n")
    from reflect_cli.datagen.history import read_log

    commits = read_log(locate(repo, bounded()))
    assert [c.sha for c in commits][0] == sha and len(commits) == 2
    assert all(not c.date.startswith("2100") and c.author == "Tess" for c in commits)
    assert "Forged question" in commits[0].message  # the message is kept as text, not read as fields


def test_a_record_separator_with_a_bad_time_is_not_fatal(tmp_path: Path):
    """Read as fields, '\x1eabc\x1fNOTANINT...' failed the whole run with ValueError."""
    repo = make_repo(tmp_path / "r")
    crafted(repo, b"Parse the settings file\n\x1eabc\x1fNOTANINT\x1fd\x1fe\x1ff\x1f\n", files={"pkg/m1.py": "y = 2\n"})
    got = history_tasks(repo, deadline=bounded())
    assert got.commits == 2 and not got.dropped.get("unreadable")


def test_a_nul_in_an_author_name_is_read_not_fatal(tmp_path: Path):
    repo = make_repo(tmp_path / "r")
    crafted(repo, b"Parse the settings file\n", author=b"Ev\x00il <e@x> 1700000000 +0000",
            files={"pkg/m1.py": "y = 2\n"})
    got = history_tasks(repo, deadline=bounded())
    assert got.commits == 2


def test_a_commit_without_an_author_or_too_large_is_skipped_and_counted(tmp_path: Path, monkeypatch):
    from reflect_cli.datagen import history

    repo = make_repo(tmp_path / "r")
    crafted(repo, b"Parse the settings file\n", author=b"", files={"pkg/m1.py": "y = 2\n"})
    crafted(repo, b"Read the loader options " * 40 + b"\n", files={"pkg/m2.py": "z = 3\n"})
    monkeypatch.setattr(history, "MAX_COMMIT_BYTES", 600)
    got = history_tasks(repo, deadline=bounded())
    assert got.commits == 3 and got.dropped.get("unreadable") == 2


def test_a_path_shaped_like_a_header_is_a_path(tmp_path: Path):
    repo = make_repo(tmp_path / "r")
    odd = "pkg/\x02" + "a" * 40 + " 1 x.py"
    crafted(repo, b"Parse the settings file\n", files={odd: "q = 1\n"})
    from reflect_cli.datagen.history import read_log

    commits = read_log(locate(repo, bounded()))
    assert len(commits) == 2 and commits[0].changes == (("A", odd),)


# -- nothing from a tree is written into the cache as a live .git --------------------------------------

@pytest.mark.parametrize("name", [".git", ".GIT", ".git.", "git~1"])
def test_a_bare_repository_plants_no_git_directory_in_the_cache(tmp_path: Path, name: str):
    work = make_repo(tmp_path / "w")
    bare = tmp_path / "b.git"
    git(tmp_path, "init", "-q", "--bare", str(bare))
    blob = subprocess.run(["git", "hash-object", "-w", "--stdin"], cwd=bare, input=b"[core]\n\tfsmonitor = evil\n",
                          capture_output=True, check=True).stdout.decode().strip()
    inner = subprocess.run(["git", "mktree"], cwd=bare, input=f"100644 blob {blob}\tconfig\n".encode(),
                           capture_output=True, check=True).stdout.decode().strip()
    code = subprocess.run(["git", "hash-object", "-w", "--stdin"], cwd=bare, input=b"def load():\n    pass\n",
                          capture_output=True, check=True).stdout.decode().strip()
    tree = subprocess.run(["git", "mktree"], cwd=bare, input=f"040000 tree {inner}\t{name}\n100644 blob {code}\ta.py\n"
                          .encode(), capture_output=True, check=True).stdout.decode().strip()
    sha = git(bare, "commit-tree", tree, "-m", "Load things")
    git(bare, "update-ref", "refs/heads/main", sha)
    git(bare, "symbolic-ref", "HEAD", "refs/heads/main")
    del work
    got = history_tasks(bare, cache=tmp_path / "cache", deadline=bounded())
    snapshot = Path(got.tree)
    assert (snapshot / "a.py").is_file()
    assert not any(p.name.lower().rstrip(". ") in (".git", "git~1") for p in snapshot.rglob("*"))
