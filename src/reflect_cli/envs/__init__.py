"""Environment registry.

Each environment is known by a short name (``autoexplore``, ``taxi``, ``alfworld``) and is also
registered with Gymnasium as ``reflect/<Name>-v0`` so ``gymnasium.make`` works. Entry points are
strings, so listing environments imports none of them. Users add their own with
:func:`register_env` or by passing an import path ``package.module:Class`` wherever a name is
accepted.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from reflect_cli.errors import UsageError


@dataclass(frozen=True)
class EnvSpec:
    name: str
    entry_point: str  # "package.module:Class"
    description: str
    gym_id: str | None = None
    aliases: tuple[str, ...] = field(default=())


_REGISTRY: dict[str, EnvSpec] = {}
_ALIASES: dict[str, str] = {}


def register_env(
    name: str,
    entry_point: str,
    description: str,
    *,
    gym_id: str | None = None,
    aliases: tuple[str, ...] = (),
) -> EnvSpec:
    """Register an environment class under ``name`` (and with Gymnasium when ``gym_id`` is set)."""
    if ":" not in entry_point:
        raise ValueError(f"entry_point must look like 'package.module:Class', got {entry_point!r}")
    spec = EnvSpec(name, entry_point, description, gym_id, tuple(aliases))
    _REGISTRY[name] = spec
    for alias in aliases:
        _ALIASES[alias] = name
    if gym_id:
        import gymnasium

        if gym_id not in gymnasium.registry:
            gymnasium.register(id=gym_id, entry_point=entry_point, disable_env_checker=False)
    return spec


def list_envs() -> list[EnvSpec]:
    return [_REGISTRY[name] for name in sorted(_REGISTRY)]


def get_spec(name: str) -> EnvSpec:
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


def load_env_class(name: str) -> type:
    spec = get_spec(name)
    module_name, _, attr = spec.entry_point.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise UsageError(f"cannot import environment module {module_name!r}: {exc}") from exc
    try:
        return getattr(module, attr)
    except AttributeError as exc:
        raise UsageError(f"module {module_name!r} has no attribute {attr!r}") from exc


def make_env(name: str, **kwargs: Any):
    """Instantiate a registered environment (or an import path) with keyword arguments."""
    return load_env_class(name)(**kwargs)


register_env(
    "autoexplore",
    "reflect_cli.envs.autoexplore:AutoExploreEnv",
    "Find the file in a repository that answers a question (cd / cat / id on a read-only view).",
    gym_id="reflect/AutoExplore-v0",
    aliases=("auto_explore", "auto-explore", "explore"),
)
register_env(
    "taxi",
    "reflect_cli.envs.taxi:DangerousTaxiEnv",
    "Text Taxi where any move that leaves the state unchanged ends the game (pickup/dropoff/full).",
    gym_id="reflect/DangerousTaxi-v0",
    aliases=("dangeroustaxi", "dangerous-taxi", "dangerous_taxi"),
)
register_env(
    "alfworld",
    "reflect_cli.envs.alfworld:ALFWorldEnv",
    "Household tasks in TextWorld (needs the alfworld extra; ships small offline demo problems).",
    gym_id="reflect/ALFWorld-v0",
)
