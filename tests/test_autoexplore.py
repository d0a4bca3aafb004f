"""AutoExplore: dynamics, costs, truncation, levels, paging, leave-out, oracle, Gymnasium, sandbox."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from reflect_cli.envs.autoexplore.env import (
    TRUNCATION_MARKER,
    AutoExploreEnv,
    ExploreTask,
    char_truncator,
    quote,
)

SECTIONS = [
    "Task",
    "Current working directory",
    "Files under current working directory",
    "Command history",
    "Execution result of your last command",
]
INFO_KEYS = {
    "task", "actions", "action_mask", "success", "cost", "invalid_action", "level",
    "cwd", "identified", "result", "targets", "root",
}

TREE = {
    "README.md": "# Demo\nA demo repository.\n",
    "setup.py": "from setuptools import setup\nsetup()\n",
    "src/main.py": "from pkg.core import run\nrun()\n",
    "src/pkg/__init__.py": "",
    "src/pkg/core.py": "def run():\n    return 42\n",
    "src/pkg/utils.py": "def helper():\n    pass\n",
    "docs/guide.md": "# Guide\nRead the code.\n",
    "tests/test_core.py": "def test_run():\n    assert True\n",
}
T0 = ExploreTask("What does the project do?", ("README.md",), id="t0")
T1 = ExploreTask("Where is the entry point?", ("src/main.py",), id="t1")
T2 = ExploreTask("Where is the core logic?", ("src/pkg/core.py",), id="t2")


def build(root: Path, files: dict[str, str | bytes], order: list[str] | None = None) -> Path:
    for rel in order or list(files):
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        content = files[rel]
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return root


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return build(tmp_path / "repo", TREE)


def section(obs: str, title: str) -> str:
    """Body of one observation section (file contents may contain '#' lines, so split on the
    known titles only)."""
    start = obs.index(f"# {title}\n") + len(title) + 3
    following = SECTIONS[SECTIONS.index(title) + 1 :]
    end = obs.index(f"\n\n# {following[0]}\n", start) if following else len(obs)
    return obs[start:end].rstrip("\n")


def listing(obs: str) -> list[str]:
    return section(obs, "Files under current working directory").splitlines()


def run_actions(env: AutoExploreEnv, actions) -> tuple[float, list[tuple]]:
    total, steps = 0.0, []
    for action in actions:
        out = env.step(action)
        total += out[1]
        steps.append(out)
    return total, steps


def follow_oracle(env: AutoExploreEnv, limit: int = 500) -> tuple[int, tuple]:
    last = None
    for n in range(1, limit + 1):
        command = env.oracle_action()
        assert command is not None
        last = env.step(command)
        assert len(last[4]["actions"]) <= env.max_actions
        if last[2] or last[3]:
            return n, last
    raise AssertionError("oracle did not finish")


def names(actions: list[str], verb: str) -> list[str]:
    out = []
    for a in actions:
        if a.startswith(verb + " "):
            arg = a[len(verb) + 1 :]
            out.append(arg[1:-1] if arg.startswith('"') and arg.endswith('"') and len(arg) > 1 else arg)
    return out


# -- contract, observation, dynamics -----------------------------------------------------------


def test_info_contract_and_render(repo: Path):
    env = AutoExploreEnv(repo, [T2], render_mode="ansi")
    obs, info = env.reset(seed=0)
    assert isinstance(obs, str) and env.observation_space.contains(obs)
    assert set(info) >= INFO_KEYS
    assert info["task"] == T2.question and info["level"] == 2 and info["targets"] == ["src/pkg/core.py"]
    assert info["cwd"] == "" and info["identified"] is None and info["root"] == str(repo.resolve())
    assert info["success"] is False and info["cost"] == 0.0 and info["invalid_action"] is False
    mask = info["action_mask"]
    assert mask.dtype == np.int8 and mask.shape == (env.action_space.n,)
    assert mask.tolist() == [1] * len(info["actions"]) + [0] * (env.action_space.n - len(info["actions"]))
    assert env.render() == obs
    obs2, *_ = env.step("cd src")
    assert env.render() == obs2
    assert AutoExploreEnv(repo, [T2]).render() is None


def test_observation_sections_in_order_and_sorted_listing(repo: Path):
    env = AutoExploreEnv(repo, [T2])
    obs, info = env.reset(seed=0)
    positions = [obs.index(f"# {title}\n") for title in SECTIONS]
    assert positions == sorted(positions) and obs.startswith("# Task\n")
    assert section(obs, "Task") == T2.question
    assert section(obs, "Current working directory") == "(repository root)"
    assert listing(obs) == ["docs/", "src/", "tests/", "README.md", "setup.py"]
    assert section(obs, "Command history") == "(none)"
    assert section(obs, "Execution result of your last command") == "(none)"
    assert info["actions"] == [
        "cd docs", "cd src", "cd tests", "cat README.md", "id README.md", "cat setup.py", "id setup.py",
    ]


def test_listing_is_deterministic_regardless_of_creation_order(tmp_path: Path):
    files = dict(TREE, **{"src/b.py": "", "src/A.py": "", "src/a.py": "", "src/zdir/x.py": ""})
    order = sorted(files)
    one = build(tmp_path / "one", files, order)
    two = build(tmp_path / "two", files, list(reversed(order)))
    observations = []
    for root in (one, two):
        env = AutoExploreEnv(root, [T1])
        obs, _ = env.reset(seed=3)
        obs2, *_ = env.step("cd src")
        observations.append((obs, obs2))
    assert observations[0] == observations[1]
    assert listing(observations[0][1]) == ["pkg/", "zdir/", "A.py", "a.py", "b.py", "main.py"]


def test_cd_cat_id_dynamics_and_history(repo: Path):
    env = AutoExploreEnv(repo, [T2])
    obs, info = env.reset(seed=0)
    assert "cd .." not in info["actions"]

    obs, reward, terminated, truncated, info = env.step("cd src")
    assert info["cwd"] == "src" and not terminated and not truncated
    assert section(obs, "Current working directory") == "src/"
    assert info["actions"][0] == "cd .."
    assert listing(obs) == ["pkg/", "main.py"]
    assert section(obs, "Execution result of your last command") == "Executing: cd src\nSuccess: Now at src/"

    obs, *_, info = env.step("cat main.py")
    assert "cat main.py" not in info["actions"] and "id main.py" in info["actions"]
    assert "Success: The content of main.py is:\nfrom pkg.core import run\nrun()" in obs
    assert info["result"].startswith("Executing: cat main.py\n")

    obs, *_, info = env.step("cd ..")
    assert info["cwd"] == "" and "cd .." not in info["actions"]
    assert "Now at the repository root" in info["result"]
    obs, *_, info = env.step("cd src")
    assert "cat main.py" not in info["actions"]  # still read in this episode
    obs, *_, info = env.step("cd pkg")
    assert info["cwd"] == "src/pkg" and section(obs, "Current working directory") == "src/pkg/"
    obs, *_, info = env.step("cat __init__.py")
    assert "(empty file)" in obs

    obs, reward, terminated, truncated, info = env.step("id core.py")
    assert terminated and not truncated and info["success"] and info["identified"] == "src/pkg/core.py"
    assert info["actions"] == [] and info["action_mask"].sum() == 0
    assert section(obs, "Command history").splitlines() == [
        "cd src", "cat src/main.py", "cd ..", "cd src", "cd pkg", "cat src/pkg/__init__.py",
        "id src/pkg/core.py",
    ]
    with pytest.raises(RuntimeError):
        env.step(0)

    # a fresh reset forgets what was read
    _, info = env.reset(seed=0)
    _, *_, info = env.step("cd src")
    assert "cat main.py" in info["actions"]


def test_quoting_of_names_with_spaces_and_quotes(tmp_path: Path):
    root = build(tmp_path / "r", {
        "my dir/a b.py": "AB = 1\n",
        '"q"/inside.py': "Q = 1\n",
        "q/plain.py": "P = 1\n",
        "a:b/colon.py": "C = 1\n",
    })
    env = AutoExploreEnv(root, question="find it")
    _, info = env.reset(seed=0)
    assert info["actions"] == ['cd ""q""', "cd a:b", 'cd "my dir"', "cd q"]
    _, *_, info = env.step('cd ""q""')  # regression: this used to land in q/
    assert info["cwd"] == '"q"' and "id inside.py" in info["actions"]
    env.reset(seed=0)
    _, *_, info = env.step("cd a:b")  # regression: used to raise OutsideRootError
    assert info["actions"] == ["cd ..", "cat colon.py", "id colon.py"]
    env.reset(seed=0)
    env.step('cd "my dir"')
    obs, *_, info = env.step('cat "a b.py"')
    assert "AB = 1" in obs and info["actions"] == ["cd ..", 'id "a b.py"']
    assert section(obs, "Command history").splitlines() == ['cd "my dir"', 'cat "my dir/a b.py"']
    assert quote("") == '""' and quote("x") == "x" and quote('"x') == '""x"'


# -- costs -------------------------------------------------------------------------------------


def test_costs_right_identification(repo: Path):
    env = AutoExploreEnv(repo, [T2], horizon=15)
    env.reset(seed=0)
    total, steps = run_actions(env, ["cd src", "cd pkg", "cat core.py", "id core.py"])
    assert [s[4]["cost"] for s in steps] == [1.0, 1.0, 1.0, 1.0 - 15]
    assert all(s[1] == -s[4]["cost"] for s in steps)
    assert total == -4 + 15
    assert steps[-1][2] is True and steps[-1][3] is False and steps[-1][4]["success"] is True
    assert not any(s[2] or s[3] for s in steps[:-1])


def test_costs_wrong_identification(repo: Path):
    env = AutoExploreEnv(repo, [T2], horizon=15)
    env.reset(seed=0)
    total, steps = run_actions(env, ["cd src", "id main.py"])
    assert total == -2 - 15
    assert steps[-1][4]["cost"] == 1 + 15
    assert steps[-1][2] is True and steps[-1][3] is False
    assert steps[-1][4]["success"] is False and steps[-1][4]["identified"] == "src/main.py"


def test_horizon_runs_out_truncated_not_terminated(repo: Path):
    env = AutoExploreEnv(repo, [T2], horizon=3)
    env.reset(seed=0)
    total, steps = run_actions(env, ["cd src", "cd ..", "cd docs"])
    assert [(s[2], s[3]) for s in steps] == [(False, False), (False, False), (False, True)]
    assert [s[4]["cost"] for s in steps] == [1.0, 1.0, 1.0 + 3]
    assert total == -3 - 3 and steps[-1][4]["success"] is False
    # invalid actions count towards the horizon too
    env.reset(seed=0)
    total, steps = run_actions(env, [99, 99, 99])
    assert steps[-1][3] is True and not steps[-1][2] and total == -6


def test_error_and_warning_words_do_not_change_costs(tmp_path: Path):
    files = {
        "errors.md": "Error: something failed\nWARNING: Warning: deprecated\nTraceback Error\n",
        "Error.py": "raise Error('Warning')\n",
    }
    root = build(tmp_path / "r", files)
    task = ExploreTask("Error? Warning! Which file lists the Error and Warning messages?", ("errors.md",))
    env = AutoExploreEnv(root, [task], horizon=10)
    obs, _ = env.reset(seed=0)
    assert "Error" in obs and "Warning" in obs
    total, steps = run_actions(env, ["cat Error.py", "cat errors.md", "id errors.md"])
    assert "Warning: deprecated" in steps[1][0]
    assert [s[4]["cost"] for s in steps] == [1.0, 1.0, 1.0 - 10]
    assert total == -3 + 10


@pytest.mark.parametrize("bad", [99, -1, 7, 1.5, None, "rm -rf /", "cat main.py", "cd ..", "", [0]])
def test_invalid_action_costs_one_and_changes_nothing(repo: Path, bad):
    env = AutoExploreEnv(repo, [T2])
    obs0, info0 = env.reset(seed=0)
    assert len(info0["actions"]) == 7
    obs, reward, terminated, truncated, info = env.step(bad)
    assert reward == -1.0 and info["cost"] == 1.0 and info["invalid_action"] is True
    assert not terminated and not truncated and info["success"] is False
    assert info["actions"] == info0["actions"] and info["cwd"] == "" and info["identified"] is None
    assert section(obs, "Command history") == "(none)"
    assert listing(obs) == listing(obs0)
    assert section(obs, "Execution result of your last command").startswith("Error: invalid choice")
    # the episode goes on normally afterwards
    _, _, _, _, info = env.step(1)
    assert info["cwd"] == "src" and info["invalid_action"] is False


def test_numpy_and_string_actions_are_decoded(repo: Path):
    env = AutoExploreEnv(repo, [T2])
    env.reset(seed=0)
    _, *_, info = env.step(np.int64(1))
    assert info["cwd"] == "src"
    assert env.step(2.0)[4]["actions"] == ["cd ..", "cd pkg", "id main.py"]  # index 2 was cat main.py


# -- truncation of file contents ---------------------------------------------------------------


def test_char_truncation_with_marker(tmp_path: Path):
    long_text = "".join(f"line {i:04d}\n" for i in range(200))  # 2000 chars
    root = build(tmp_path / "r", {"long.txt": long_text, "short.txt": "tiny\n"})
    env = AutoExploreEnv(root, question="q", content_tokens=10, truncator=char_truncator)
    env.reset(seed=0)
    obs, *_ = env.step("cat long.txt")
    result = section(obs, "Execution result of your last command")
    header, body_and_marker = result.split("Success: The content of long.txt is:\n")
    body, marker = body_and_marker.rsplit("\n", 1)
    assert body == long_text[:40].rstrip("\n")
    assert marker == f"{TRUNCATION_MARKER} (file size 2.0 kB)"
    obs, *_ = env.step("cat short.txt")
    assert TRUNCATION_MARKER not in obs and obs.rstrip().endswith("tiny")
    assert char_truncator("abcdef", 1) == ("abcd", True)
    assert char_truncator("abcd", 1) == ("abcd", False)
    assert char_truncator("abcdef", 1, chars_per_token=2) == ("ab", True)


def test_a_long_file_shows_the_lines_that_bear_on_the_question_within_the_budget(tmp_path: Path):
    """A file shows never its head but the matching lines (numbered, in file order), then the
    outline, within about four characters a token."""
    body = ["# licence header line that says nothing", *[f"x = {i}" for i in range(300)]]
    body[120] = "def parse_timeout(value):"
    body[200] = "    # the retry timeout is parsed here"
    body[250] = "class Unrelated:"
    root = build(tmp_path / "r", {"net.py": "\n".join(body) + "\n"})
    env = AutoExploreEnv(root, question="Where is the retry timeout parsed?", content_tokens=20)
    env.reset(seed=0)
    obs, *_ = env.step("cat net.py")
    result = section(obs, "Execution result of your last command")
    header, shown = result.split("\n", 1)[1].split("\n", 1)
    assert header == "Success: net.py (2.4 kB, 302 lines); the lines that bear on the task:"
    lines = shown.splitlines()
    assert lines[0].startswith("121: def parse_timeout") and "201: # the retry timeout is parsed here" in lines
    assert len(shown) <= 20 * 4 and "licence" not in shown
    # A file that fits the budget is shown whole; a file that matches nothing shows its outline.
    env = AutoExploreEnv(root, question="Where is the colour palette?", content_tokens=20)
    env.reset(seed=0)
    obs, *_ = env.step("cat net.py")
    shown = section(obs, "Execution result of your last command").split("task:\n", 1)[1]
    assert shown.splitlines() == ["121: def parse_timeout(value):", "251: class Unrelated:"]


def test_observation_bounds_question_and_history(tmp_path: Path):
    root = build(tmp_path / "r", {"a/b.py": "x\n", "c.py": "y\n"})
    env = AutoExploreEnv(root, question="why " * 500, horizon=40)
    obs, _ = env.reset(seed=0)
    assert len(section(obs, "Task")) <= 400
    for _ in range(6):
        env.step("cd a")
        obs, *_ = env.step("cd ..")
    history = section(obs, "Command history").splitlines()
    assert history[0] == "(4 earlier commands)" and len(history) == 9


# -- depth levels ------------------------------------------------------------------------------


def test_task_depth_and_dict_round_trip():
    assert T0.depth == 0 and T1.depth == 1 and T2.depth == 2
    assert ExploreTask("q").depth is None
    assert ExploreTask("q", ("a/b/c.py", "d.py")).depth == 0
    task = ExploreTask.from_dict({"question": "q?", "targets": "./src//main.py", "repo": "r", "extra": 1})
    assert task.targets == ("src/main.py",) and task.meta == {"extra": 1}
    assert ExploreTask.from_dict(task.to_dict()) == task
    with pytest.raises(ValueError):
        ExploreTask.from_dict({"question": "  "})
    with pytest.raises(ValueError):
        ExploreTask.from_dict({"question": "q", "targets": ["../etc/passwd"]})


def test_levels_and_level_options(repo: Path):
    tasks = [T0, T1, T2, ExploreTask("Where is the guide?", ("docs/guide.md",)), ExploreTask("open question")]
    env = AutoExploreEnv(repo, tasks)
    assert env.levels() == [0, 1, 2]
    for level in (0, 1, 2):
        for seed in range(8):
            _, info = env.reset(seed=seed, options={"level": level})
            assert info["level"] == level
            assert env.task.depth == level
    seen = set()
    for seed in range(30):
        _, info = env.reset(seed=seed, options={"max_level": 1})
        assert info["level"] in (0, 1)
        seen.add(env.task.question)
    assert seen == {T0.question, T1.question, "Where is the guide?"}
    with pytest.raises(ValueError):
        env.reset(seed=0, options={"level": 7})
    _, info = env.reset(seed=0, options={"task": 2})
    assert info["task"] == T2.question
    _, info = env.reset(seed=0, options={"task": {"question": "ad hoc", "targets": ["setup.py"]}})
    assert info["task"] == "ad hoc" and info["level"] == 0
    with pytest.raises(ValueError):
        AutoExploreEnv(repo).reset(seed=0)


# -- paging ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def big_repo(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("big")
    files = {f"big/f{i:03d}.py": f"VALUE = {i}\n" for i in range(500)}
    files.update({"big/sub1/a.py": "A = 1\n", "big/sub2/b.py": "", "big/sub3/c.py": "", "top.py": ""})
    return build(root, files)


@pytest.mark.parametrize("max_actions", [62, 20])
def test_paging_fits_max_actions_and_reaches_every_file(big_repo: Path, max_actions: int):
    task = ExploreTask("Which file sets VALUE to 487?", ("big/f487.py",))
    env = AutoExploreEnv(big_repo, [task], horizon=1000, max_actions=max_actions)
    _, info = env.reset(seed=0)
    obs, *_, info = env.step("cd big")
    pages = []
    while True:
        assert len(info["actions"]) <= max_actions
        assert int(info["action_mask"].sum()) == len(info["actions"])
        shown = listing(obs)
        assert len(shown) - 1 <= env.max_entries_per_page  # the last line is the page caption
        assert re.fullmatch(r"\(entries \d+-\d+ of 503 \(page \d+ of \d+\)\)", shown[-1])
        pages.append((info["actions"], shown))
        if "next page" not in info["actions"]:
            break
        obs, *_, info = env.step("next page")
    assert "previous page" not in pages[0][0] and "previous page" in pages[-1][0]
    assert all("cd .." in actions for actions, _ in pages)
    ids = [n for actions, _ in pages for n in names(actions, "id")]
    cats = [n for actions, _ in pages for n in names(actions, "cat")]
    cds = [n for actions, _ in pages for n in names(actions, "cd")]
    expected = [f"f{i:03d}.py" for i in range(500)]
    assert ids == expected and cats == expected  # every file reachable, in order, exactly once
    assert cds.count("..") == len(pages) and [c for c in cds if c != ".."] == ["sub1", "sub2", "sub3"]
    assert pages[0][1][:3] == ["sub1/", "sub2/", "sub3/"]  # directories first
    # previous page walks back through identical pages
    for actions, shown in reversed(pages[:-1]):
        obs, *_, info = env.step("previous page")
        assert info["actions"] == actions and listing(obs) == shown
    assert "Success: showing entries 1-" in info["result"]


@pytest.mark.parametrize("max_actions", [62, 20])
def test_oracle_reaches_target_on_a_late_page(big_repo: Path, max_actions: int):
    task = ExploreTask("Which file sets VALUE to 487?", ("big/f487.py",))
    env = AutoExploreEnv(big_repo, [task], horizon=1000, max_actions=max_actions)
    env.reset(seed=0)
    n, (obs, reward, terminated, truncated, info) = follow_oracle(env)
    assert terminated and info["success"] and info["identified"] == "big/f487.py"
    history = section(obs, "Command history").splitlines()
    assert history == ["cd big", "cat big/f487.py", "id big/f487.py"]
    assert n > 10  # it had to page forward many times


def test_page_layout_is_stable_after_cat_and_when_returning(big_repo: Path):
    task = ExploreTask("q", ("big/f487.py",))
    env = AutoExploreEnv(big_repo, [task], horizon=100, max_actions=20)
    env.reset(seed=0)
    env.step("cd big")
    env.step("next page")
    obs, *_, info = env.step("next page")
    before_listing, before_actions = listing(obs), info["actions"]
    target = names(before_actions, "cat")[2]
    obs, *_, info = env.step(f"cat {target}")
    assert listing(obs) == before_listing
    assert info["actions"] == [a for a in before_actions if a != f"cat {target}"]
    # go up and come back: the folder shows the same page
    env.step("cd ..")
    obs, *_, info = env.step("cd big")
    assert listing(obs) == before_listing  # the page is remembered per folder
    assert info["actions"] == [a for a in before_actions if a != f"cat {target}"]


# -- leave-out and shuffling -------------------------------------------------------------------


@pytest.fixture(scope="module")
def wide_repo(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("wide")
    files = {f"d{d:02d}/f{f:02d}.py": "" for d in range(12) for f in range(15)}
    files.update({f"r{i:02d}.py": "" for i in range(30)})
    files["d07/inner/deep.py"] = "DEEP = 1\n"
    return build(root, files)


WIDE_TASK = ExploreTask("Where is DEEP set?", ("d07/inner/deep.py", "d03/f05.py"))


def visible(env: AutoExploreEnv, seed: int) -> set[str]:
    """Every path shown in one episode (root and first-level folders), walked through actions."""
    _, info = env.reset(seed=seed)
    seen = {n + "/" for n in names(info["actions"], "cd")} | set(names(info["actions"], "id"))
    for d in sorted(n for n in names(info["actions"], "cd")):
        _, *_, inner = env.step(f"cd {d}")
        seen |= {f"{d}/{n}/" for n in names(inner["actions"], "cd") if n != ".."}
        seen |= {f"{d}/{n}" for n in names(inner["actions"], "id")}
        env.step("cd ..")
    return seen


def test_leaveout_never_hides_targets_and_is_seeded(wide_repo: Path):
    kwargs = dict(horizon=500, max_actions=400, max_entries_per_page=1000)
    full = visible(AutoExploreEnv(wide_repo, [WIDE_TASK], **kwargs), 0)
    assert len(full) == 12 + 12 * 15 + 30 + 1
    env = AutoExploreEnv(wide_repo, [WIDE_TASK], leaveout_prob=0.5, **kwargs)
    sets = {}
    for seed in range(8):
        shown = visible(env, seed)
        assert {"d07/", "d07/inner/", "d03/", "d03/f05.py"} <= shown
        assert shown < full and len(shown) < 0.8 * len(full)
        sets[seed] = shown
        assert visible(env, seed) == shown  # same seed, same hidden set
    assert len({frozenset(s) for s in sets.values()}) == len(sets)  # different seeds differ
    # the target itself stays visible and the oracle still finds it
    for seed in range(4):
        env.reset(seed=seed)
        n, last = follow_oracle(env)
        assert last[4]["success"] and last[4]["identified"] == "d03/f05.py"
    # hidden entries are hidden for the whole episode
    env.reset(seed=5)
    _, *_, a = env.step("cd d03")
    env.step("cd ..")
    _, *_, b = env.step("cd d03")
    assert a["actions"] == b["actions"]


def test_shuffle_actions_is_a_seeded_permutation(repo: Path):
    plain = AutoExploreEnv(repo, [T2])
    shuffled = AutoExploreEnv(repo, [T2], shuffle_actions=True)
    orders = []
    for seed in range(10):
        _, p = plain.reset(seed=seed)
        _, s = shuffled.reset(seed=seed)
        assert sorted(s["actions"]) == sorted(p["actions"]) and len(s["actions"]) == len(set(s["actions"]))
        _, s_again = shuffled.reset(seed=seed)
        assert s_again["actions"] == s["actions"]
        orders.append(tuple(s["actions"]))
    assert len(set(orders)) > 1 and any(list(o) != p["actions"] for o in orders)
    # indices address the shuffled list
    _, s = shuffled.reset(seed=1)
    _, *_, info = shuffled.step(s["actions"].index("cd src"))
    assert info["cwd"] == "src"
    assert sorted(info["actions"]) == sorted(["cd ..", "cd pkg", "cat main.py", "id main.py"])
    shuffled.reset(seed=1)
    n, last = follow_oracle(shuffled)
    assert last[4]["success"] and n == 4


# -- oracle ------------------------------------------------------------------------------------


@pytest.mark.parametrize("task", [T0, T1, T2], ids=["depth0", "depth1", "depth2"])
def test_oracle_from_reset(repo: Path, task: ExploreTask):
    env = AutoExploreEnv(repo, [task], horizon=15)
    env.reset(seed=0)
    n, (obs, reward, terminated, truncated, info) = follow_oracle(env)
    assert terminated and info["success"] and info["identified"] == task.targets[0]
    assert n == task.depth + 2  # cd down, cat, id
    assert section(obs, "Command history").splitlines()[-2:] == [
        f"cat {task.targets[0]}", f"id {task.targets[0]}",
    ]
    assert env.oracle_action() is None  # episode over


@pytest.mark.parametrize(
    ("task", "wander", "expected"),
    [
        (T2, ["cd docs"], 1 + 5),
        (T2, ["cd src", "cat main.py"], 2 + 3),
        (T0, ["cd src", "cd pkg"], 2 + 2 + 2),
        (T1, ["cd tests", "cat test_core.py"], 2 + 1 + 3),
    ],
)
def test_oracle_recovers_from_a_wrong_folder(repo: Path, task, wander, expected):
    env = AutoExploreEnv(repo, [task], horizon=15)
    env.reset(seed=0)
    run_actions(env, wander)
    n, (_, _, terminated, _, info) = follow_oracle(env)
    assert terminated and info["success"]
    assert len(wander) + n == expected


def test_oracle_prefers_the_shallowest_target_and_is_none_without_targets(repo: Path):
    env = AutoExploreEnv(repo, [ExploreTask("q", ("src/pkg/core.py", "src/main.py"))])
    env.reset(seed=0)
    n, last = follow_oracle(env)
    assert last[4]["identified"] == "src/main.py" and n == 3
    env = AutoExploreEnv(repo, question="open question")
    env.reset(seed=0)
    assert env.oracle_action() is None
    env = AutoExploreEnv(repo, [ExploreTask("q", ("src/missing.py",))])
    env.reset(seed=0)
    assert env.oracle_action() == "cd src"
    env.step("cd src")
    assert env.oracle_action() is None  # the target is not listed


# -- Gymnasium ---------------------------------------------------------------------------------


def test_gymnasium_make(repo: Path):
    import reflect_cli.envs  # noqa: F401  (registers the gym ids)

    env = gymnasium.make("reflect/AutoExplore-v0", root=str(repo), question="What does it do?")
    obs, info = env.reset(seed=0)
    assert info["task"] == "What does it do?" and info["level"] is None and info["targets"] == []
    obs, reward, terminated, truncated, info = env.step(info["actions"].index("id README.md"))
    assert terminated and reward == -(1 + env.unwrapped.horizon) and not info["success"]
    env.close()


def test_check_env(repo: Path):
    check_env(AutoExploreEnv(repo, [T0, T1, T2]))
    check_env(AutoExploreEnv(repo, [T0, T1, T2], leaveout_prob=0.3, shuffle_actions=True, render_mode="ansi"))


def test_seeded_determinism(repo: Path, tmp_path: Path):
    extra = build(tmp_path / "more", {f"m{i}/x{j}.py": f"# {i} {j}\n" for i in range(5) for j in range(6)})
    for root in (repo, extra):
        runs = []
        for _ in range(2):
            env = AutoExploreEnv(root, [T0, T1, T2], leaveout_prob=0.3, shuffle_actions=True, horizon=8)
            rng = random.Random(1234)
            trace = []
            for episode in range(4):
                obs, info = env.reset(seed=100 + episode)
                trace.append(obs)
                done = False
                while not done:
                    obs, reward, terminated, truncated, info = env.step(rng.randrange(len(info["actions"]) + 1))
                    trace.append((obs, reward, tuple(info["actions"])))
                    done = terminated or truncated
            runs.append(trace)
        assert runs[0] == runs[1]


def test_constructor_validation(repo: Path):
    with pytest.raises(ValueError):
        AutoExploreEnv(repo, [T0], max_actions=5)
    with pytest.raises(ValueError):
        AutoExploreEnv(repo, [T0], leaveout_prob=1.0)
    with pytest.raises(ValueError):
        AutoExploreEnv(repo, [T0], leaveout_prob=-0.1)
    with pytest.raises(ValueError):
        AutoExploreEnv(repo, [T0], horizon=0)
    with pytest.raises(FileNotFoundError):
        AutoExploreEnv(repo / "missing", [T0]).reset(seed=0)
    env = AutoExploreEnv(repo / "src", [ExploreTask("q", ("main.py",), repo=str(repo))])
    _, info = env.reset(seed=0)
    assert info["root"] == str(repo.resolve()) and "cd src" in info["actions"]


# -- the sandbox, seen through the environment ------------------------------------------------


@pytest.fixture
def hostile(tmp_path: Path) -> tuple[Path, Path]:
    outside = build(tmp_path / "outside", {"secret.py": "TOKEN = 'outside'\n", "dir/x.py": "X = 1\n"})
    root = build(tmp_path / "root", {
        "main.py": "print('hi')\n",
        "blob.py": b"\x00\x01binary",
        "latin.py": "caf\u00e9 = 1\n".encode("latin-1"),
        "secret_local.py": "S = 1\n",
        "image.png": b"PNG",
        "lib.so": b"ELF",
        ".hidden.py": "",
        ".git/config": "",
        "__pycache__/x.py": "",
        "node_modules/x.js": "",
        "ignored.log.txt": "",
        ".gitignore": "*.log.txt\n",
        "pkg/mod.py": "M = 1\n",
    })
    os.symlink(outside / "secret.py", root / "leak.py")
    os.symlink(outside / "dir", root / "leakdir")
    os.symlink(root / "pkg", root / "pkglink")
    os.mkfifo(root / "pipe.py")
    (root / "bad\nname.py").write_text("")
    line = b"text text text text text text text text text\n"
    with open(root / "huge.txt", "wb") as f:
        f.write((line * (50 * 10**6 // len(line) + 1))[: 50 * 10**6])
    return root, outside


def test_env_lists_only_safe_entries_and_reads_with_notes(hostile, monkeypatch):
    root, _ = hostile
    real_open = os.open
    secret = os.path.realpath(root / "secret_local.py")

    def guarded_open(path, flags, *args, **kwargs):
        # FileView opens names relative to a directory descriptor, so match the name.
        if os.path.basename(os.fsdecode(path)) == os.path.basename(secret):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded_open)
    env = AutoExploreEnv(root, question="q", content_tokens=50)
    obs, info = env.reset(seed=0)
    assert listing(obs) == ["pkg/", "pkglink/", "huge.txt", "latin.py", "main.py", "secret_local.py"]
    obs, _, _, _, info = env.step("cat huge.txt")
    assert info["cost"] == 1.0
    result = section(obs, "Execution result of your last command")
    assert result.endswith(f"{TRUNCATION_MARKER} (file size 50.0 MB)")
    assert len(result) < 500
    obs, *_ = env.step("cat latin.py")
    assert "Note: latin.py: not UTF-8 text" in obs
    obs, _, _, _, info = env.step("cat secret_local.py")
    assert "Note: secret_local.py: cannot read this file (permission denied)." in obs and info["cost"] == 1.0
    obs, *_, info = env.step("cd pkglink")
    assert info["actions"] == ["cd ..", "cat mod.py", "id mod.py"]
    for bad in ["cat leak.py", "cd leakdir", "cat pipe.py", "cat blob.py", "cd ..", "cat ../outside/secret.py"]:
        _, _, _, _, info = env.step(bad)
        if bad != "cd ..":
            assert info["invalid_action"], bad
    assert "outside" not in obs


def snapshot(*roots: Path) -> dict[str, tuple[int, int, int]]:
    state = {}
    for top in roots:
        for dirpath, dirnames, filenames in os.walk(top, followlinks=False):
            for name in [*dirnames, *filenames, ""]:
                path = os.path.join(dirpath, name) if name else dirpath
                st = os.lstat(path)
                state[path] = (st.st_mode, st.st_size, st.st_mtime_ns)
    return state


def test_env_never_writes_into_the_tree(hostile):
    root, outside = hostile
    before = snapshot(root, outside)
    env = AutoExploreEnv(
        root, [ExploreTask("q", ("pkg/mod.py",))], horizon=6, leaveout_prob=0.2, shuffle_actions=True
    )
    rng = random.Random(7)
    _, info = env.reset(seed=0)
    for step in range(30):
        action = rng.randrange(len(info["actions"]) + 1)  # sometimes invalid
        _, _, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            _, info = env.reset(seed=step)
    assert snapshot(root, outside) == before
