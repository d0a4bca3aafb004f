"""Environment registry: every env's name, aliases and what callers may know about it.

Each environment is known by a short name (``autoexplore``, ``taxi``, ``alfworld``) and its
aliases, and is also registered with Gymnasium as ``reflect/<Name>-v0`` so ``gymnasium.make``
works. Entry points are strings, so listing environments imports none of them. Users add their
own with :func:`register_env` or by passing an import path ``package.module:Class`` wherever a
name is accepted.

:func:`get_spec` is the one lookup: it resolves a name, an alias, a Gymnasium id or an import
path to an :class:`EnvSpec`, and raises :class:`~reflect_cli.errors.UsageError` (with the known
names) for anything else. Callers ask the spec (levels, reset options, evaluation horizon, task
files, oracle, ...) instead of comparing env names; the answers come from the env class itself
(the class attributes and classmethods of :class:`~reflect_cli.envs.base.TextEnv`), so the
knowledge about an env lives in its own module.

What the layers above need to carry an env through the whole pipeline comes with its
registration, as Gymnasium's ``EnvSpec`` carries its entry point (strings, so nothing above
``envs/`` is imported until it is used):

* ``instruction``: the one-sentence system prompt of its game (:mod:`reflect_cli.agent.prompts`);
* ``narrator``: ``"module:Class"`` writing the reflections of ε-oracle episodes
  (``reflection(env, info, prev, actions, target)`` and ``remember(env, info, actions, taken,
  target)``; default: what the game said to the last command, :mod:`reflect_cli.datagen.epsilon_oracle`);
* ``data_settings``: ``"module:Class"``, the dataclass of ``reflect gen-data NAME``'s options and
  a recipe's ``[gen_data]`` (its class attributes ``COMMAND``, ``SUMMARY``, ``HELP`` and
  ``EPILOG`` name and describe the subcommand);
* ``gen_data``: ``"module:function"`` writing the data folder:
  ``(out, *, overwrite, progress, on_skip, **settings) -> stats``;
* ``presets``: ``reflect train --preset`` settings of this env, over every env's common ones
  (``{"smoke": {section: {key: value}}, "paper": {...}}``).

Adding an environment to gen-data, SFT, RL, evaluation and ``reflect train`` is one module and
one :func:`register_env` call.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any

from reflect_cli.errors import UsageError


@dataclass(frozen=True)
class EnvSpec:
    """A registered env (or a user env named by import path) and what callers may know of it.

    The fields are the registration; the properties and methods read the env class (imported on
    first use) and fall back to :class:`~reflect_cli.envs.base.TextEnv`'s defaults for a class
    that does not define them (a user env that is a plain Gymnasium env)."""

    name: str
    entry_point: str  # "package.module:Class"
    description: str
    gym_id: str | None = None
    aliases: tuple[str, ...] = field(default=())
    instruction: str | None = None
    narrator: str | None = None  # "package.module:Class"
    data_settings: str | None = None  # "package.module:Class" (a dataclass)
    gen_data: str | None = None  # "package.module:function"
    presets: dict[str, dict[str, Any]] = field(default_factory=dict, compare=False)

    # -- the env class --------------------------------------------------------------------------

    def env_class(self) -> type:
        cls: type = _load(self.entry_point)
        return cls

    def _hook(self, attr: str) -> Any:
        from reflect_cli.envs.base import TextEnv

        return getattr(self.env_class(), attr, getattr(TextEnv, attr))

    # -- levels ---------------------------------------------------------------------------------

    @property
    def levels(self) -> tuple[Any, ...] | None:
        """The fixed levels in curriculum order (Taxi); ``None``: none, or read from the tasks."""
        levels = self._hook("LEVELS")
        return tuple(levels) if levels else None

    def parse_level(self, value: Any) -> Any:
        """A ``--level`` value in the env's own type (Taxi: a level name, AutoExplore: a depth,
        ALFWorld: a task type; others: unchanged). ``None`` stays ``None``."""
        return None if value is None else self._hook("parse_level")(value)

    def default_levels(self, make_env: Callable[[], Any]) -> list[Any]:
        """What evaluation plays when no level is given (``[None]``: one group, no level)."""
        return list(self._hook("default_levels")(make_env))

    def check_levels(self, levels: list[Any], make_env: Callable[[], Any]) -> None:
        self._hook("check_levels")(levels, make_env)

    def level_setup(self, level: Any) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """``(extra constructor kwargs, reset options)`` playing ``level`` in evaluation."""
        if level is None:
            return {}, None
        setup: tuple[dict[str, Any], dict[str, Any] | None] = self._hook("level_setup")(level)
        return setup

    def curriculum_options(self, level: Any) -> dict[str, Any] | None:
        """RL's reset options at curriculum ``level`` (``None`` for no level)."""
        if level is None:
            return None
        options: dict[str, Any] | None = self._hook("curriculum_options")(level)
        return options

    # -- evaluation, tasks, oracle --------------------------------------------------------------

    @property
    def eval_horizon(self) -> int | None:
        """Evaluation's default horizon (``None``: the env's own)."""
        horizon: int | None = self._hook("EVAL_HORIZON")
        return horizon

    @property
    def takes_tasks(self) -> bool:
        """Whether the env is built with ``tasks=`` from a tasks file (AutoExplore)."""
        return bool(self._hook("TAKES_TASKS"))

    def load_tasks(self, path: str | Path, *, root: str | Path | None = None) -> list[Any]:
        """The tasks of a tasks file (:attr:`takes_tasks` envs only)."""
        loader = self._hook("TASKS_LOADER")
        if not self.takes_tasks or not loader:
            raise UsageError(f"{self.name} takes no tasks file")
        tasks: list[Any] = _load(loader)(path, root=root)
        return tasks

    @property
    def explores_repository(self) -> bool:
        """The agent explores a repository's file tree (AutoExplore): the ``bm25`` and ``prior:``
        agents and the shipped explorer apply, episodes are clustered by repository."""
        return bool(self._hook("EXPLORES_REPOSITORY"))

    @property
    def oracle(self) -> str | None:
        """What the env's oracle (``oracle_action()``) follows, in words; ``None``: no oracle."""
        if not callable(getattr(self.env_class(), "oracle_action", None)):
            return None
        return self._hook("ORACLE") or "the env's oracle_action()"

    @property
    def failures_differ_only_in_length(self) -> bool:
        """A failed episode's return differs from another's only by the step cost (AutoExplore)."""
        return bool(self._hook("FAILURES_DIFFER_ONLY_IN_LENGTH"))

    def ranks_actions(self, kwargs: dict[str, Any] | None = None) -> bool:
        """Whether the env built with ``kwargs`` lists its actions by evidence (AutoExplore's
        ranked listing), not in one fixed order (Taxi's moves, ALFWorld's commands)."""
        return bool(self._hook("ranks_actions")(dict(kwargs or {})))

    @property
    def option_choices(self) -> dict[str, tuple[Any, ...]]:
        """Constructor arguments with a fixed set of values (Taxi: level, render_style)."""
        return dict(self._hook("OPTION_CHOICES"))

    # -- what the layers above carry the env with -------------------------------------------------

    @property
    def prompt_instruction(self) -> str:
        """The system prompt's one sentence for this env's game."""
        return self.instruction or GENERIC_INSTRUCTION

    def oracle_narrator(self) -> Any | None:
        """The class writing the reflections of ε-oracle episodes; ``None``: the default."""
        return _load(self.narrator) if self.narrator else None

    def data_settings_class(self) -> type | None:
        """The dataclass of ``reflect gen-data``'s options for this env; ``None``: no gen-data."""
        cls: type | None = _load(self.data_settings) if self.data_settings else None
        return cls

    def gen_data_function(self) -> Callable[..., dict[str, Any]] | None:
        """The function writing this env's data folder; ``None``: no gen-data."""
        return _load(self.gen_data) if self.gen_data else None

    def preset(self, name: str) -> dict[str, Any] | None:
        """This env's own settings of preset ``name`` (over the common ones); ``None``: it has none."""
        return self.presets.get(name)


GENERIC_INSTRUCTION = "You act in a text environment: reach the goal."

_REGISTRY: dict[str, EnvSpec] = {}
_ALIASES: dict[str, str] = {}


def register_env(
    name: str,
    entry_point: str,
    description: str,
    *,
    gym_id: str | None = None,
    aliases: tuple[str, ...] = (),
    instruction: str | None = None,
    narrator: str | None = None,
    data_settings: str | None = None,
    gen_data: str | None = None,
    presets: dict[str, dict[str, Any]] | None = None,
) -> EnvSpec:
    """Register an environment class under ``name`` (and with Gymnasium when ``gym_id`` is set),
    with the hooks that carry it through the pipeline (see the module's docstring)."""
    for what, path in (("entry_point", entry_point), ("narrator", narrator), ("data_settings", data_settings),
                       ("gen_data", gen_data)):
        if path is not None and ":" not in path:
            raise ValueError(f"{what} must look like 'package.module:attr', got {path!r}")
    if (data_settings is None) != (gen_data is None):
        raise ValueError("data_settings and gen_data come together (gen-data's options and its function)")
    spec = EnvSpec(name, entry_point, description, gym_id, tuple(aliases), instruction, narrator, data_settings,
                   gen_data, dict(presets or {}))
    _REGISTRY[name] = spec
    for alias in aliases:
        _ALIASES[alias] = name
    if gym_id:
        _register_with_gymnasium(spec)
    return spec


# Gymnasium ids are registered when gymnasium itself is imported, not when this package is:
# importing gymnasium (and numpy) is a large part of `reflect explore`'s start-up, which needs neither.
_GYM_PENDING: list[EnvSpec] = []


def _register_with_gymnasium(spec: EnvSpec) -> None:
    gymnasium = sys.modules.get("gymnasium")
    if gymnasium is not None and hasattr(gymnasium, "registry"):
        _gym_register(gymnasium, spec)
        return
    _GYM_PENDING.append(spec)
    if not any(isinstance(finder, _WhenGymnasiumImported) for finder in sys.meta_path):
        sys.meta_path.insert(0, _WhenGymnasiumImported())


def _gym_register(gymnasium: Any, spec: EnvSpec) -> None:
    if spec.gym_id not in gymnasium.registry:
        gymnasium.register(id=spec.gym_id, entry_point=spec.entry_point, disable_env_checker=False)


class _WhenGymnasiumImported(importlib.abc.MetaPathFinder):
    """Finds gymnasium with the other finders, and registers the pending ids once it has run."""

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        if fullname != "gymnasium":
            return None
        sys.meta_path.remove(self)  # once: the other finders find the real module
        found = importlib.util.find_spec(fullname)
        loader = found.loader if found is not None else None
        if loader is None or not hasattr(loader, "exec_module"):
            return found
        exec_module = loader.exec_module

        def exec_then_register(module: ModuleType) -> None:
            exec_module(module)
            while _GYM_PENDING:
                _gym_register(module, _GYM_PENDING.pop(0))

        loader.exec_module = exec_then_register  # type: ignore[method-assign]
        return found


def list_envs() -> list[EnvSpec]:
    return [_REGISTRY[name] for name in sorted(_REGISTRY)]


def envs_in_registration_order() -> list[EnvSpec]:
    """The registered envs in the order they were registered (``reflect gen-data``'s subcommands)."""
    return list(_REGISTRY.values())


def get_spec(name: str) -> EnvSpec:
    """The spec of ``name``: a registered name or alias (any case), a Gymnasium id, or an import
    path ``package.module:Class`` (a user env, with the defaults of
    :class:`~reflect_cli.envs.base.TextEnv`). Anything else: :class:`UsageError` naming the known
    envs."""
    key = name.lower()
    key = _ALIASES.get(key, key)
    if key in _REGISTRY:
        return _REGISTRY[key]
    for spec in _REGISTRY.values():
        if spec.gym_id == name:
            return spec
    if ":" in name:
        return EnvSpec(name=name, entry_point=name, description="user environment")
    known = ", ".join(sorted(_REGISTRY))
    raise UsageError(
        f"unknown environment {name!r}",
        hint=f"choose one of: {known}, or pass an import path like 'mypkg.envs:MyEnv'",
    )


def find_spec(name: str) -> EnvSpec | None:
    """The registered env called ``name`` (or one of its aliases), else ``None``; never raises."""
    key = name.lower()
    return _REGISTRY.get(_ALIASES.get(key, key))


def _load(entry_point: str) -> Any:
    """The object an entry point ``package.module:attr`` names."""
    module_name, _, attr = entry_point.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise UsageError(f"cannot import environment module {module_name!r}: {exc}") from exc
    try:
        return getattr(module, attr)
    except AttributeError as exc:
        raise UsageError(f"module {module_name!r} has no attribute {attr!r}") from exc


def load_env_class(name: str) -> type:
    return get_spec(name).env_class()


def make_env(name: str, **kwargs: Any) -> Any:
    """Instantiate a registered environment (or an import path) with keyword arguments."""
    return load_env_class(name)(**kwargs)


register_env(
    "autoexplore",
    "reflect_cli.envs.autoexplore.env:AutoExploreEnv",
    "Find the file in a repository that answers a question (cd / cat / id on a read-only view).",
    gym_id="reflect/AutoExplore-v0",
    aliases=("auto_explore", "auto-explore", "explore"),
    instruction=("Find the file of a repository that answers the task: cd into folders, cat (read) files, "
                 "id (identify) the answer file."),
    data_settings="reflect_cli.train.config:AutoExploreData",
    gen_data="reflect_cli.datagen.generate:auto_explore",
    presets={
        "smoke": {"gen_data": {"negatives": 1, "max_tasks_per_repo": 40}, "rlft": {"curriculum": [0, 1]},
                  "eval": {"episodes": 5}},
        "paper": {"gen_data": {"negatives": 2}, "rlft": {"curriculum": [0, 1, 2], "curriculum_every": 1700}},
    },
)
register_env(
    "taxi",
    "reflect_cli.envs.taxi:DangerousTaxiEnv",
    "Text Taxi where any move that leaves the state unchanged ends the game (pickup/dropoff/full).",
    gym_id="reflect/DangerousTaxi-v0",
    aliases=("dangeroustaxi", "dangerous-taxi", "dangerous_taxi"),
    instruction=("Drive the taxi on the 5x5 grid: pick up the passenger, drop them at the destination. "
                 "A move that changes nothing ends the game."),
    narrator="reflect_cli.envs.taxi:TaxiNarrator",
    data_settings="reflect_cli.train.config:TaxiData",
    gen_data="reflect_cli.datagen.generate:taxi",
    presets={
        # Taxi prompts are ~300 tokens: max_length 1024 bounds memory without refusing any.
        "smoke": {"gen_data": {"episodes": 24, "epsilon": 0.2, "level": "pickup", "horizon": 15},
                  "sft_reflection": {"max_length": 1024}, "sft_policy": {"max_length": 1024},
                  "rlft": {"level": "pickup", "curriculum": None}, "eval": {"levels": ["pickup"]}},
        "paper": {"gen_data": {"episodes": 2000, "epsilon": 0.3, "level": "full", "horizon": 15},
                  "rlft": {"curriculum": ["pickup", "dropoff", "full"], "curriculum_every": 1700}},
    },
)
register_env(
    "alfworld",
    "reflect_cli.envs.alfworld.env:ALFWorldEnv",
    "Household tasks in TextWorld (needs the alfworld extra; ships small offline demo problems).",
    gym_id="reflect/ALFWorld-v0",
    instruction="You are a household robot in a text world: complete the task.",
    data_settings="reflect_cli.train.config:AlfworldData",
    gen_data="reflect_cli.datagen.generate:alfworld",
    presets={
        "smoke": {"gen_data": {"episodes": 24, "epsilon": 0.2}, "eval": {"episodes": 6}},
        "paper": {"gen_data": {"episodes": 500, "epsilon": 0.3}},
    },
)
register_env(
    "query-writer",
    "reflect_cli.envs.query_writer.env:QueryWriterEnv",
    "Add the code's own names to a question so that the ranking puts its file first (reward: residual rank).",
    gym_id="reflect/QueryWriter-v0",
    aliases=("query_writer", "querywriter"),
    instruction="You write the search query for a question about a repository: add the name the code uses for "
                "what is asked, or stop when the ranking's answer already stands.",
    data_settings="reflect_cli.datagen.query_writer:QueryWriterData",
    gen_data="reflect_cli.datagen.query_writer:query_writer",
    # smoke: the plumbing in minutes on a CPU (the repositories are the user's: --set gen_data.repos=[...])
    presets={"smoke": {"gen_data": {"per_repo": 40}, "eval": {"episodes": 5}}},
)
