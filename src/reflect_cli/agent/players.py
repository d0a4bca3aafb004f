"""Which weights play the policy and the reflector for ``reflect explore``.

``--model`` (and ``--reflector``) resolve as follows:

* nothing: for the repository being explored, the explorer ``reflect adapt`` trained for it
  (``<data dir>/adapted/<key>/``, see :func:`adapted_explorer`) when there is one; else
  the explorer shipped inside the package (``reflect_cli/data/explorer``: LoRA adapters
  of a policy and a reflector on the embedded SmolLM2-135M, see its ``MODEL_CARD.md``) when it is
  present, else the untrained embedded model;
* ``base`` / ``embedded``: the untrained embedded model playing both roles;
* a ``reflect train`` pipeline directory: its RL policy (or its SFT policy when RL has not run)
  with its SFT reflector;
* a trained run: that policy, with the reflector it was trained with (``parents.reflector`` of
  its ``reflect.json``) when that run still exists;
* anything else ``--model`` accepts (a model directory, a .gguf, a hub id): one model playing
  both roles.

An explicit ``--reflector`` always wins.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError

ADAPTED_CARD = "card.json"  # the model card of an explorer adapted by ``reflect adapt``
SHIPPED_EXPLORER = Path(__file__).resolve().parents[1] / "data" / "explorer"


@dataclass
class PlayerRefs:
    policy: str
    reflector: str | None  # None: the policy's model writes the reflections too
    origin: str  # adapted | shipped | base | pipeline | run | model
    reflect: bool = True  # False: the policy was trained without reflections (an adapted one may be)


@dataclass
class PlayedBy:
    """Loaded players, in the shape ``reflect eval``'s model agents accept."""

    policy: Any
    reflector: Any

    @property
    def name(self) -> str:
        return self.policy.name


def shipped_explorer(root: Path = SHIPPED_EXPLORER) -> Path | None:
    """The shipped explorer's folder when the package carries one."""
    if (root / "explorer.json").is_file() and (root / "policy" / "reflect.json").is_file():
        return root
    return None


def repo_key(root: str | Path) -> str:
    """The key of a repository's adapted explorer: a hash of its resolved path."""
    import hashlib

    return hashlib.sha256(str(Path(root).expanduser().resolve()).encode()).hexdigest()[:16]


def adapted_home(root: str | Path) -> Path:
    """Where ``reflect adapt`` keeps the explorer adapted to ``root``."""
    from reflect_cli.paths import data_dir

    return data_dir() / "adapted" / repo_key(root)


def adapted_explorer(root: str | Path) -> Path | None:
    """The folder of the explorer adapted to ``root`` (a model card and a trained policy), if any."""
    home = adapted_home(root)
    if (home / ADAPTED_CARD).is_file() and _is_trained(home / "policy"):
        return home
    return None


def read_card(home: Path) -> dict[str, Any]:
    import json

    try:
        card = json.loads((home / ADAPTED_CARD).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise UsageError(f"{home / ADAPTED_CARD}: unreadable model card ({exc})",
                         hint="rerun reflect adapt for this repository, or delete that folder") from None
    if not isinstance(card, dict):
        raise UsageError(f"{home / ADAPTED_CARD}: not a model card", hint="rerun reflect adapt for this repository")
    return card


def _adapted_refs(home: Path, reflector: str | None) -> PlayerRefs:
    card = read_card(home)
    own = card.get("reflector")  # "shipped", a trained run's path, or None (no reflection)
    if own == "shipped":
        bundle = shipped_explorer()
        own = str(bundle / "reflector") if bundle is not None and _is_trained(bundle / "reflector") else None
    reflect = bool(card.get("reflect", True)) or reflector is not None
    return PlayerRefs(str(home / "policy"), reflector or own, "adapted", reflect=reflect)


def _is_trained(path: Path) -> bool:
    return (path / "reflect.json").is_file() or (path / "final" / "reflect.json").is_file()


def pipeline_players(path: Path) -> tuple[str, str | None] | None:
    """(policy, reflector) of a ``reflect train`` directory, or None when ``path`` is not one."""
    if not (path / "pipeline.json").is_file():
        return None
    policy = next((path / s for s in ("rlft", "sft-policy") if _is_trained(path / s)), None)
    if policy is None:
        raise UsageError(
            f"{path}: this pipeline has no trained policy yet",
            hint="finish it with: reflect train ... --out " + str(path) + " --resume",
        )
    reflector = path / "sft-reflection"
    return str(policy), str(reflector) if _is_trained(reflector) else None


def resolve_players(model: str | None, reflector: str | None = None, *, shipped: Path | None = None,
                    repo: str | Path | None = None) -> PlayerRefs:
    """``repo``: the repository to explore; its adapted explorer (``reflect adapt``) is the default."""
    if model is None:
        adapted = adapted_explorer(repo) if repo is not None else None
        if adapted is not None:
            return _adapted_refs(adapted, reflector)
        bundle = shipped if shipped is not None else shipped_explorer()
        if bundle is not None:
            own = bundle / "reflector"
            return PlayerRefs(str(bundle / "policy"), reflector or (str(own) if _is_trained(own) else None), "shipped")
        return PlayerRefs("embedded", reflector, "base")
    path = Path(model).expanduser()
    if path.is_dir():
        pair = pipeline_players(path)
        if pair is not None:
            return PlayerRefs(pair[0], reflector or pair[1], "pipeline")
    from reflect_cli.agent.embedded import EMBEDDED_ALIASES

    if model.lower() in EMBEDDED_ALIASES:
        return PlayerRefs("embedded", reflector, "base")
    if path.is_dir() and _is_trained(path):
        from reflect_cli.agent.artifacts import find_trained, read_info

        if reflector is None:
            parent = read_info(find_trained(str(path))).parents.get("reflector")  # type: ignore[arg-type]
            if parent and _is_trained(Path(parent)):
                reflector = parent
        return PlayerRefs(model, reflector, "run")
    return PlayerRefs(model, reflector, "model")


def load_players(
    refs: PlayerRefs, backend: str | None = None, *, log: Callable[[str], None] | None = None
) -> tuple[Any, Any]:
    """(policy model, reflector model); the reflector is the policy's model when refs.reflector is None.

    Two LoRA runs on the same base share one copy of it under the transformers backend."""
    from reflect_cli.agent.llamacpp import load_backend

    if refs.reflector is None:
        lm = load_backend(refs.policy, backend, log=log)
        return lm, lm
    if (backend or "transformers") == "transformers" and _is_trained(Path(refs.policy)) and _is_trained(Path(refs.reflector)):
        from reflect_cli.agent.adapters import load_lora_pair
        from reflect_cli.agent.artifacts import find_trained, read_info

        kinds = {read_info(find_trained(r)).kind for r in (refs.policy, refs.reflector)}  # type: ignore[arg-type]
        if kinds == {"lora"}:
            return load_lora_pair(refs.policy, refs.reflector, log=log)
    return load_backend(refs.policy, backend, log=log), load_backend(refs.reflector, backend, log=log)


def load_agent_players(ref: str, backend: str | None = None, *, log: Callable[[str], None] | None = None) -> PlayedBy:
    """A ``reflect eval`` model agent for AutoExplore: ``ref`` resolved like ``reflect explore
    --model`` (``shipped`` = the packaged explorer), loaded as its two players."""
    policy, reflector = load_players(resolve_players(None if ref == "shipped" else ref), backend, log=log)
    return PlayedBy(policy, reflector)
