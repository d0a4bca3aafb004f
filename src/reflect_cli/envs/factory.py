"""One factory for the env a policy plays, so every stage gives it the same observation text.

gen-data writes the observations a policy is trained on; RL, ``reflect eval`` and ``reflect
explore`` must show it the same text. What could differ between stages is what the env is built
with: the truncation of file contents (the env's own ``truncator``: never a tokenizer-specific
one), the paging of long listings (the env's defaults) and the number of actions one prompt may
offer (``max_actions``: the label policy has a fixed alphabet). :func:`make_policy_env` builds
the env with the env's own truncation and paging and ``max_actions`` capped by the policy's.
"""

from __future__ import annotations

import inspect
from typing import Any

from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS
from reflect_cli.envs.registration import load_env_class

__all__ = ["accepts", "make_policy_env", "policy_env_kwargs"]


def accepts(cls: type, name: str) -> bool:
    """Whether ``cls(...)`` takes the keyword argument ``name`` (or any keyword)."""
    try:
        params = inspect.signature(cls).parameters
    except (TypeError, ValueError):
        return False
    return name in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())


def policy_env_kwargs(env: str | type, max_actions: int | None = None, **kwargs: Any) -> dict[str, Any]:
    """The keyword arguments of ``env`` (a registered name, an import path or a class) for a
    policy that can offer at most ``max_actions`` actions per prompt (``Policy.max_actions``):
    ``kwargs`` with ``max_actions`` set to the smallest of :data:`DEFAULT_MAX_ACTIONS`, the
    policy's and one given in ``kwargs``, when the env class takes it. ``None``: no policy
    limit (``kwargs`` unchanged)."""
    cls = load_env_class(env) if isinstance(env, str) else env
    out = dict(kwargs)
    if max_actions is not None and accepts(cls, "max_actions"):
        out["max_actions"] = min(DEFAULT_MAX_ACTIONS, int(max_actions), int(out.get("max_actions", DEFAULT_MAX_ACTIONS)))
    return out


def make_policy_env(env: str | type, *, max_actions: int | None = None, **kwargs: Any) -> Any:
    """The env ``env`` built for a policy with ``max_actions`` labels (:func:`policy_env_kwargs`)."""
    cls = load_env_class(env) if isinstance(env, str) else env
    return cls(**policy_env_kwargs(cls, max_actions, **kwargs))
