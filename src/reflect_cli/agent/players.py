"""Which weights play the policy and the reflector, and the one loader for both.

:func:`load_players` loads both, for inference (a :class:`PlayerRefs`) and for training (a policy
reference and a trained reflector run), as :class:`Players`; two LoRA runs share one base.

Which weights play the policy and the reflector for ``reflect explore``:

``--model`` (and ``--reflector``) resolve as follows:

* nothing: for the repository being explored, the explorer ``reflect adapt`` trained for it
  (``<data dir>/adapted/<key>/``, see :func:`adapted_explorer`) when there is one; else
  the explorer shipped inside the package (``reflect_cli/data/explorer``: LoRA adapters
  of a policy and a reflector on the embedded SmolLM2-135M, see its ``MODEL_CARD.md``) when it is
  present, else (in ``reflect explore``, see :func:`default_explorer`) no model at all: the
  BM25 ranking. :func:`resolve_players` itself falls back to the untrained embedded model;
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

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reflect_cli.errors import UsageError
from reflect_cli.lm.artifacts import TrainedInfo, is_trained
from reflect_cli.runs import INFO_FILE, is_pipeline, stage_dir
from reflect_cli.settings import DEFAULT_REFLECTION_TOKENS

if TYPE_CHECKING:
    from reflect_cli.lm.adapters import LoraSettings

ADAPTED_CARD = "card.json"  # the model card of an explorer adapted by ``reflect adapt``
ADAPTED_HISTORY = "history.json"  # the history prior ``reflect adapt`` installed for a repository
SHIPPED_EXPLORER = Path(__file__).resolve().parents[1] / "data" / "explorer"


@dataclass
class PlayerRefs:
    policy: str
    reflector: str | None  # None: the policy's model writes the reflections too
    origin: str  # adapted | shipped | base | pipeline | run | model
    reflect: bool = True  # False: the policy was trained without reflections (an adapted one may be)


@dataclass
class Players:
    """Loaded players (:func:`load_players`), in the shape ``reflect eval``'s model agents accept
    and RL trains: ``reflector`` None plays without reflections, and may be ``policy`` itself.
    The fields after ``reflector`` say where they came from (None/defaults for a model loaded
    as it is)."""

    policy: Any
    reflector: Any
    base: Any = None  # the LanguageModel holding the shared weights (adapters attached to it)
    base_ref: str | None = None
    policy_info: TrainedInfo | None = None
    reflector_info: TrainedInfo | None = None
    kind: str = "model"  # lora | full | model (played as loaded)
    lora: dict[str, Any] | None = None
    # Set by reflect eval's loaders (evaluation.load_eval_players, pipeline.load_pipeline_agent):
    policy_ref: str | None = None
    reflector_ref: str | None = None  # reported as a result's "reflector"
    reflection_tokens: int = DEFAULT_REFLECTION_TOKENS  # the reflection budget these players are evaluated with

    @property
    def name(self) -> str:
        return str(self.policy.name)



def shipped_explorer(root: Path = SHIPPED_EXPLORER) -> Path | None:
    """The shipped explorer's folder when the package carries one."""
    if (root / "explorer.json").is_file() and (root / "policy" / INFO_FILE).is_file():
        return root
    return None


def default_explorer(repo: str | Path | None = None, *, shipped: Path | None = None) -> str:
    """What ``reflect explore`` plays when ``--model`` is not given: ``adapted`` (the explorer
    ``reflect adapt`` trained for ``repo``), else ``shipped`` (the explorer inside the package),
    else ``bm25`` (the lexical ranking, no model).

    Why not the untrained base model: it is slower and less accurate than the BM25 ranking
    (docs/explore.md). The default must never be slower and less accurate than bm25, so until a
    trained explorer ships in ``reflect_cli/data/explorer/`` the ranking answers; once it is
    there, this returns ``shipped`` with no other change. ``--model base`` still plays the base."""
    if repo is not None and adapted_explorer(repo) is not None:
        return "adapted"
    if (shipped_explorer(shipped) if shipped is not None else shipped_explorer()) is not None:
        return "shipped"
    return "bm25"


def repo_key(root: str | Path) -> str:
    """The key of a repository's adapted explorer: a hash of its resolved path."""
    import hashlib

    return hashlib.sha256(str(Path(root).expanduser().resolve()).encode()).hexdigest()[:16]


def adapted_home(root: str | Path) -> Path:
    """Where ``reflect adapt`` keeps the explorer adapted to ``root``."""
    from reflect_cli.paths import data_dir

    return data_dir() / "adapted" / repo_key(root)


def adapted_explorer(root: str | Path, *, installed_only: bool = True) -> Path | None:
    """The folder of the explorer adapted to ``root`` (a model card and a trained policy), if any;
    with ``installed_only``, only when its card made it the default (``reflect adapt`` does not
    when it was below BM25 on the held-out questions; cards without the field predate the rule)."""
    home = adapted_home(root)
    if not ((home / ADAPTED_CARD).is_file() and is_trained(home / "policy")):
        return None
    if installed_only:
        try:
            card = read_card(home)
        except UsageError:
            return home  # the loader names the damaged card
        if card.get("default") is False:
            return None
    return home


def adapted_history(root: str | Path) -> Any:
    """The :class:`~reflect_cli.explore.history_prior.HistoryPrior` that ``reflect adapt``
    installed for ``root`` (``reflect explore``'s ranking re-weighed by the repository's commits),
    or None. A damaged file is a :class:`UsageError` that names it."""
    from reflect_cli.explore.history_prior import MAX_FILE_BYTES, HistoryPrior
    from reflect_cli.jsonl import read_stored_json

    path = adapted_home(root) / ADAPTED_HISTORY
    if not os.path.lexists(path):
        return None
    hint = f"remove it (rm '{path}') or rerun reflect adapt for this repository"
    try:
        doc = read_stored_json(path, what="history prior", max_bytes=MAX_FILE_BYTES, hint=hint)
        return HistoryPrior.from_json(doc)
    except FileNotFoundError:
        return None
    except ValueError as exc:
        raise UsageError(f"{path}: unreadable history prior ({exc}); it is not used", hint=hint) from None


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
        own = str(bundle / "reflector") if bundle is not None and is_trained(bundle / "reflector") else None
    reflect = bool(card.get("reflect", True)) or reflector is not None
    return PlayerRefs(str(home / "policy"), reflector or own, "adapted", reflect=reflect)



def pipeline_players(path: Path) -> tuple[str, str | None] | None:
    """(policy, reflector) of a ``reflect train`` directory, or None when ``path`` is not one."""
    if not is_pipeline(path):
        return None
    policy = next((stage_dir(path, s) for s in ("rlft", "sft-policy") if is_trained(stage_dir(path, s))), None)
    if policy is None:
        raise UsageError(
            f"{path}: this pipeline has no trained policy yet",
            hint="finish it with: reflect train ... --out " + str(path) + " --resume",
        )
    reflector = stage_dir(path, "sft-reflection")
    return str(policy), str(reflector) if is_trained(reflector) else None


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
            return PlayerRefs(str(bundle / "policy"), reflector or (str(own) if is_trained(own) else None), "shipped")
        return PlayerRefs("embedded", reflector, "base")
    path = Path(model).expanduser()
    if path.is_dir():
        pair = pipeline_players(path)
        if pair is not None:
            return PlayerRefs(pair[0], reflector or pair[1], "pipeline")
    from reflect_cli.lm.embedded import EMBEDDED_ALIASES

    if model.lower() in EMBEDDED_ALIASES:
        return PlayerRefs("embedded", reflector, "base")
    if path.is_dir() and is_trained(path):
        from reflect_cli.lm.artifacts import find_trained, read_info

        if reflector is None:
            parent = read_info(find_trained(str(path))).parents.get("reflector")  # type: ignore[arg-type]
            if parent and is_trained(Path(parent)):
                reflector = parent
        return PlayerRefs(model, reflector, "run")
    return PlayerRefs(model, reflector, "model")


def load_players(
    policy: str | PlayerRefs | None,
    reflector: str | None = None,
    *,
    backend: str | None = None,
    device: str | None = None,
    trainable: bool = True,
    full: bool = False,
    lora: LoraSettings | None = None,
    quantization: str = "none",
    pair_trunk: bool | None = None,
    log: Callable[[str], None] | None = None,
) -> Players:
    """The policy and the reflector, every caller's one loader (inference and training).

    ``policy`` a :class:`PlayerRefs` (``reflect explore``, ``eval``, ``adapt``): models played as
    they are, for inference. ``refs.reflector`` None: the policy's model writes the reflections
    too (``Players.reflector is Players.policy``). Two trained LoRA runs share one frozen base
    under the transformers backend (loaded as below); anything else is loaded by
    :func:`~reflect_cli.lm.loading.load_model`, each on its own.

    ``policy`` a reference (``reflect train``'s RL stage, the pipeline): the policy is a trained
    run or a base model that gets a fresh LoRA adapter (``lora``; or, with ``full``, is trained
    fully), made ``trainable`` or frozen; ``reflector`` is a trained LoRA run (frozen) or None
    (no reflector). Both players share one base loaded **once** (a full policy's reflector gets
    its own copy, since the policy's weights change); an adapter trained on another base is
    refused with a clear error. ``pair_trunk``: whether the policy's frozen trunk starts from the
    reflector's prompt forward (RL's setting; ``None``: ``$REFLECT_PAIR_TRUNK``, default on)."""
    if isinstance(policy, PlayerRefs):
        return _load_refs(policy, backend, log)
    return _load_shared(policy, reflector, device=device, trainable=trainable, full=full, lora=lora,
                        quantization=quantization, pair_trunk=pair_trunk, log=log)


def _load_refs(refs: PlayerRefs, backend: str | None, log: Callable[[str], None] | None) -> Players:
    from reflect_cli.lm.loading import load_model

    if refs.reflector is None:
        lm = load_model(refs.policy, backend, log=log)
        return Players(lm, lm)
    if (backend or "transformers") == "transformers" and is_trained(Path(refs.policy)) and is_trained(Path(refs.reflector)):
        from reflect_cli.lm.artifacts import find_trained, read_info

        kinds = {read_info(find_trained(r)).kind for r in (refs.policy, refs.reflector)}  # type: ignore[arg-type]
        if kinds == {"lora"}:
            return _load_shared(refs.policy, refs.reflector, trainable=False, log=log)
    return Players(load_model(refs.policy, backend, log=log), load_model(refs.reflector, backend, log=log))


def _load_shared(
    policy_ref: str | None,
    reflector_ref: str | None,
    *,
    device: str | None = None,
    trainable: bool = True,
    full: bool = False,
    lora: LoraSettings | None = None,
    quantization: str = "none",
    pair_trunk: bool | None = None,
    log: Callable[[str], None] | None = None,
) -> Players:
    """:func:`load_players` for a policy reference and an optional trained reflector run: read the
    runs, load the one base, check both runs were trained on it, put the policy's adapter on it,
    attach the reflector's, then make the two players."""
    runs = _TrainedRuns.read(policy_ref, reflector_ref)
    lm, base_ref, kind = _load_base_of(runs, policy_ref, device=device, full=full, quantization=quantization, log=log)
    runs.check_fit(lm, base_ref)
    lora_cfg = _put_policy_adapter(lm, runs, lora, trainable) if kind == "lora" else None
    reflector = _attach_reflector(lm, runs, kind, device=device, log=log)
    policy = _policy_player(lm, runs, kind, trainable)
    lm.model.eval()
    if kind == "lora" and reflector is not None and reflector.model is policy.model:
        _share_trunk(policy, reflector, pair_trunk)
    return Players(policy, reflector, base=lm, base_ref=base_ref, policy_info=runs.policy_info,
                   reflector_info=runs.reflector_info, kind=kind, lora=lora_cfg)


@dataclass
class _TrainedRuns:
    """The ``final/`` folders and ``reflect.json`` of the policy run and the reflector run (each
    None where the reference is not a trained run: a base model, no reflector)."""

    policy_final: Path | None
    policy_info: TrainedInfo | None
    reflector_final: Path | None
    reflector_info: TrainedInfo | None

    @classmethod
    def read(cls, policy_ref: str | None, reflector_ref: str | None) -> _TrainedRuns:
        from reflect_cli.lm.artifacts import find_trained, read_info

        policy_final = find_trained(policy_ref)
        reflector_final = find_trained(reflector_ref) if reflector_ref else None
        if reflector_ref and reflector_final is None:
            raise UsageError(f"--reflector {reflector_ref}: not a trained run (no reflect.json)",
                             hint="pass an SFT run or 'none'")
        return cls(policy_final, read_info(policy_final) if policy_final else None,
                   reflector_final, read_info(reflector_final) if reflector_final else None)

    def check_fit(self, lm: Any, base_ref: str) -> None:
        """One tokenizer serves both adapters; both runs must be trained on this base, and the
        reflector must be a LoRA run to share it."""
        from reflect_cli.lm.artifacts import align_eos, base_fingerprint, check_same_base, trained_eos

        fingerprint = base_fingerprint(lm.model)
        trained = self.policy_final if self.policy_info else self.reflector_final
        if trained is not None:
            align_eos(lm.tokenizer, trained_eos(trained))
        if self.policy_info:
            check_same_base(self.policy_info, fingerprint, base_ref, "policy run", self.policy_final)  # type: ignore[arg-type]
        if self.reflector_info:
            check_same_base(self.reflector_info, fingerprint, base_ref, "reflector run",
                            self.reflector_final)  # type: ignore[arg-type]
            if self.reflector_info.kind != "lora":
                raise UsageError(
                    f"reflector run {self.reflector_final} is a full fine-tune; only LoRA reflectors can share the base",
                    hint="train the reflector with LoRA (drop --full)",
                )


def _load_base_of(runs: _TrainedRuns, policy_ref: str | None, *, device: str | None, full: bool, quantization: str,
                  log: Callable[[str], None] | None) -> tuple[Any, str, str]:
    """``(model, base reference, kind)``: a full policy run's own weights (kind ``full``), else the
    base its adapter (or a fresh one: kind ``lora``, or ``full`` with ``full``) goes on."""
    from reflect_cli.lm.loading import canonical_base_ref, load_base, load_transformers

    info = runs.policy_info
    if info and info.kind == "full":
        return load_transformers(str(runs.policy_final / "model"), device=device, log=log), info.base, "full"  # type: ignore[operator]
    base_ref = info.base if info else canonical_base_ref(policy_ref)
    lm = load_base(base_ref, device=device, quantization=quantization, log=log)
    return lm, base_ref, "full" if (full and info is None) else "lora"


def _put_policy_adapter(lm: Any, runs: _TrainedRuns, lora: LoraSettings | None, trainable: bool) -> dict[str, Any] | None:
    """The policy run's adapter, or a fresh one of ``lora``; returns its LoRA settings."""
    from reflect_cli.lm.adapters import LoraSettings, adapter_to_train
    from reflect_cli.lm.artifacts import POLICY

    if runs.policy_info:
        adapter_to_train(lm, POLICY, init=runs.policy_final / "adapter", trainable=trainable)  # type: ignore[operator]
        return runs.policy_info.lora
    settings = lora or LoraSettings()
    adapter_to_train(lm, POLICY, lora=settings)
    return settings.to_dict()


def _attach_reflector(lm: Any, runs: _TrainedRuns, kind: str, *, device: str | None,
                      log: Callable[[str], None] | None) -> Any:
    """The frozen reflector: its adapter on the shared base, or on a second copy of the base when
    the policy's own weights change (a full policy); None without a reflector run."""
    from reflect_cli.lm.adapters import AdapterView, attach_adapter
    from reflect_cli.lm.artifacts import REFLECTOR
    from reflect_cli.lm.loading import load_base

    info = runs.reflector_info
    if not info:
        return None
    holder = load_base(info.base, device=device, log=log) if kind == "full" else lm
    attach_adapter(holder, runs.reflector_final / "adapter", REFLECTOR, trainable=False)  # type: ignore[operator]
    reflector = AdapterView(holder, REFLECTOR, trainable=False)
    if info.reflection_tokens:
        reflector.reflection_tokens = info.reflection_tokens
    return reflector


def _policy_player(lm: Any, runs: _TrainedRuns, kind: str, trainable: bool) -> Any:
    """The policy: a view that activates its adapter (LoRA), or the model itself (full)."""
    from reflect_cli.lm.adapters import AdapterView
    from reflect_cli.lm.artifacts import POLICY

    if kind == "lora":
        policy: Any = AdapterView(lm, POLICY, trainable=trainable)
        policy.activate()
    else:
        policy = lm
        for p in lm.model.parameters():
            p.requires_grad_(trainable)
    if runs.policy_info:
        policy.policy_head = runs.policy_info.policy_head
        policy.action_prior = runs.policy_info.action_prior
    return policy


def _share_trunk(policy: Any, reflector: Any, enabled: bool | None = None) -> None:
    """Below both adapters the two players are one base: the reflector's prompt forwards keep their
    states there for the policy's (lm/transformers/trunk.py PairTrunk). ``enabled``: RL's
    ``pair_trunk`` setting; ``None`` (inference): on unless ``$REFLECT_PAIR_TRUNK=0``, read now."""
    import os

    from reflect_cli.lm.transformers.trunk import PairTrunk, adapter_free_depth

    if enabled is None:
        enabled = os.environ.get("REFLECT_PAIR_TRUNK", "1") != "0"
    depth = adapter_free_depth(policy.model)
    if depth > 0 and enabled:
        policy.pair_seed = reflector.pair_trunk = PairTrunk(depth, reflector)


def load_agent_players(ref: str, backend: str | None = None, *, log: Callable[[str], None] | None = None) -> Players:
    """A ``reflect eval`` model agent for AutoExplore: ``ref`` resolved like ``reflect explore
    --model`` (``shipped`` = the packaged explorer), loaded as its two players."""
    return load_players(resolve_players(None if ref == "shipped" else ref), backend=backend, log=log)
