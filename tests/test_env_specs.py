"""Env knowledge lives on the env: every registered env has a spec, and nothing outside
``reflect_cli/envs/`` compares env names.

Callers ask :func:`reflect_cli.envs.registration.get_spec` (levels, reset options, evaluation horizon, task
files, oracle, ...) instead of writing ``if env == "taxi"``. :func:`test_no_env_name_comparisons`
parses the package's source (nothing is imported) and fails on a new comparison with an env name
or alias outside ``envs/``; the AutoExplore command grammar has one home too
(:func:`test_one_command_grammar`).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from reflect_cli.envs.registration import EnvSpec, find_spec, get_spec, list_envs
from reflect_cli.errors import UsageError

SRC = Path(__file__).resolve().parents[1] / "src" / "reflect_cli"
REGISTERED = {"autoexplore", "taxi", "alfworld"}

# Comparisons with an env name that must stay, as (path relative to src/reflect_cli, line text
# stripped) -> reason. Empty: add an entry only with a reason a spec cannot carry.
ALLOWED: dict[tuple[str, str], str] = {}


def test_every_registered_env_has_a_spec():
    specs = list_envs()
    assert {s.name for s in specs} >= REGISTERED
    for spec in specs:
        assert isinstance(spec, EnvSpec)
        assert spec.name == spec.name.lower() and spec.description and ":" in spec.entry_point
        assert isinstance(spec.aliases, tuple)
        cls = spec.env_class()  # importable without the env's optional extra (ALFWorld)
        assert isinstance(cls, type)
        assert spec.levels is None or (isinstance(spec.levels, tuple) and spec.levels)
        assert spec.eval_horizon is None or spec.eval_horizon >= 1
        assert isinstance(spec.takes_tasks, bool) and isinstance(spec.explores_repository, bool)
        assert spec.oracle is None or isinstance(spec.oracle, str)
        assert isinstance(spec.option_choices, dict)
        assert spec.curriculum_options(None) is None and spec.level_setup(None) == ({}, None)
        assert spec.parse_level(None) is None
        for level in spec.levels or ():
            assert spec.parse_level(str(level)) == level
            assert isinstance(spec.curriculum_options(level), dict)
        if spec.takes_tasks:
            assert isinstance(cls.TASKS_LOADER, str) and ":" in cls.TASKS_LOADER


def test_what_the_registered_envs_say():
    taxi, explore, alfworld = get_spec("taxi"), get_spec("autoexplore"), get_spec("alfworld")
    assert taxi.levels == ("pickup", "dropoff", "full") and taxi.eval_horizon == 18
    assert taxi.curriculum_options("dropoff") == {"level": "dropoff"}
    assert taxi.level_setup("full") == ({}, {"level": "full"})
    assert taxi.default_levels(lambda: None) == ["pickup", "dropoff", "full"]
    assert set(taxi.option_choices) == {"level", "render_style"}
    assert not taxi.takes_tasks and not taxi.explores_repository and taxi.oracle

    assert explore.levels is None and explore.eval_horizon is None
    assert explore.takes_tasks and explore.explores_repository and explore.oracle
    assert explore.parse_level("2") == 2
    assert explore.curriculum_options("1") == {"max_level": 1}  # earlier depths stay in the mix
    assert explore.level_setup(1) == ({}, {"level": 1})

    assert alfworld.levels is None and not alfworld.takes_tasks and alfworld.oracle
    assert alfworld.parse_level("pick_and_place_simple") == "pick_and_place_simple"
    assert alfworld.level_setup("look_at_obj_in_light") == ({"task_types": ["look_at_obj_in_light"]}, None)
    assert alfworld.default_levels(lambda: None) == [None]


def test_which_envs_rank_their_actions():
    # RL's action prior is only learned where the order says something (train/rl.py)
    assert not get_spec("taxi").ranks_actions() and not get_spec("alfworld").ranks_actions({})
    assert get_spec("autoexplore").ranks_actions({"action_order": "lexical"})
    assert not get_spec("autoexplore").ranks_actions({}) and not get_spec("autoexplore").ranks_actions(
        {"action_order": "listing"})
    assert get_spec("helpers.bandit:ContextualBanditEnv").ranks_actions()  # an env that says nothing may


@pytest.mark.parametrize("env, bad", [("taxi", "bogus"), ("autoexplore", "deep"), ("autoexplore", "-1"),
                                      ("alfworld", "make_coffee")])
def test_bad_levels_are_usage_errors(env, bad):
    with pytest.raises(UsageError):
        get_spec(env).parse_level(bad)


def test_autoexplore_tasks_load_through_the_spec(tmp_path):
    (tmp_path / "a.py").write_text("x = 1\n")
    (tmp_path / "tasks.jsonl").write_text('{"question": "Where is x?", "targets": ["a.py"]}\n')
    tasks = get_spec("explore").load_tasks(tmp_path / "tasks.jsonl")
    assert [t.targets for t in tasks] == [("a.py",)]
    with pytest.raises(UsageError, match="takes no tasks file"):
        get_spec("taxi").load_tasks(tmp_path / "tasks.jsonl")


def test_aliases_ids_and_case_resolve():
    for spec in list_envs():
        for name in (spec.name, spec.name.upper(), *spec.aliases, *(a.upper() for a in spec.aliases)):
            assert get_spec(name) is spec and find_spec(name) is spec
        if spec.gym_id:
            assert get_spec(spec.gym_id) is spec
    for alias in ("auto_explore", "auto-explore", "explore"):
        assert get_spec(alias).name == "autoexplore"
    for alias in ("dangeroustaxi", "dangerous-taxi", "dangerous_taxi"):
        assert get_spec(alias).name == "taxi"


def test_unknown_env_is_a_usage_error_naming_the_known_ones():
    with pytest.raises(UsageError, match="unknown environment 'taxii'") as caught:
        get_spec("taxii")
    assert all(name in (caught.value.hint or "") for name in REGISTERED)
    assert find_spec("taxii") is None and find_spec("pickup,dropoff") is None


def test_user_envs_get_the_defaults():
    bandit = get_spec("helpers.bandit:ContextualBanditEnv")  # a TextEnv, no overrides
    assert bandit.levels is None and bandit.parse_level("3") == "3" and bandit.eval_horizon is None
    assert bandit.curriculum_options(2) == {"level": 2} and bandit.level_setup(2) == ({}, {"level": 2})
    assert not bandit.takes_tasks and bandit.oracle
    plain = get_spec("gymnasium.envs.toy_text.taxi:TaxiEnv")  # not a TextEnv at all
    assert plain.levels is None and plain.parse_level("x") == "x" and plain.curriculum_options(1) == {"level": 1}
    assert not plain.takes_tasks and not plain.explores_repository and plain.oracle is None


def test_callers_delegate_to_the_spec():
    from reflect_cli.evaluation import parse_level
    from reflect_cli.train.rl import reset_options

    assert reset_options("explore", "2") == {"max_level": 2}
    assert reset_options("taxi", "full") == {"level": "full"}
    assert reset_options("taxi", None) is None
    assert parse_level("taxi", "pickup") == "pickup" and parse_level("autoexplore", "0") == 0
    with pytest.raises(UsageError, match="unknown taxi level"):
        parse_level("taxi", "bogus")


def test_listing_and_looking_up_imports_no_env_module():
    code = ("import sys; from reflect_cli.envs.registration import get_spec, list_envs; list_envs(); get_spec('explore');"
            "print(sorted(m for m in sys.modules if m.startswith('reflect_cli.envs.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['reflect_cli.envs.registration']"


# -- no env-name branches outside envs/ ---------------------------------------------------------


def _env_names() -> set[str]:
    names = set(REGISTERED)
    for spec in list_envs():
        names |= {spec.name, *spec.aliases}
    return names


def _strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return []


def env_name_comparisons(path: Path, names: set[str]) -> list[tuple[int, str]]:
    """``(line, text)`` of every ``==``/``!=``/``in``/``not in`` comparison in ``path`` with an
    env name (or a tuple/list/set holding one) on either side."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines = path.read_text(encoding="utf-8").splitlines()
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        if not any(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)) for op in node.ops):
            continue
        operands = [node.left, *node.comparators]
        if any(s.lower() in names for operand in operands for s in _strings(operand)):
            found.append((node.lineno, lines[node.lineno - 1].strip()))
    return found


def test_the_guard_catches_a_branch(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('if env == "taxi":\n    pass\nx = name.lower() in ("explore", "other")\ny = {"taxi": 1}\n')
    assert [line for line, _ in env_name_comparisons(sample, _env_names())] == [1, 3]


def test_no_env_name_comparisons():
    """A caller that needs to know something about an env asks its spec (reflect_cli.envs.registration.EnvSpec);
    add the knowledge to the env class (TextEnv's hooks) instead of comparing its name here."""
    names = _env_names()
    offenders = []
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        if rel.startswith("envs/"):
            continue
        for line, text in env_name_comparisons(path, names):
            if (rel, text) not in ALLOWED:
                offenders.append(f"{rel}:{line}: {text}")
    assert not offenders, "env-name branches outside envs/ (use envs.get_spec(name)):\n" + "\n".join(offenders)


def test_one_command_grammar():
    """AutoExplore commands are written and parsed by envs/autoexplore/commands.py alone (quote, unquote,
    command, parse_command, VERBS); no other module spells the verb list or its own unquoting."""
    from reflect_cli.envs.autoexplore.env import command, parse_command, quote, unquote

    for name in ("src", "a b.py", '"x"', ""):
        for verb in ("cd", "cat", "id"):
            assert parse_command(command(verb, name)) == (verb, name)
        assert unquote(quote(name)) == name
    assert parse_command("next page") == ("next page", None) and parse_command("cd ..") == ("cd", "..")
    offenders = []
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        if rel == "envs/autoexplore/commands.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and {"cd", "cat", "id"} <= set(_strings(node)):
                offenders.append(f"{rel}:{node.lineno}: the verb list")
            if isinstance(node, ast.FunctionDef) and node.name.lstrip("_") in ("unquote", "quote", "parse_action"):
                offenders.append(f"{rel}:{node.lineno}: def {node.name}")
    assert not offenders, "AutoExplore command grammar outside envs/autoexplore/commands.py:\n" + "\n".join(offenders)
