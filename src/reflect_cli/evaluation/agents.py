"""The agents an evaluation plays: what ``--agent`` names (:class:`AgentSpec`), loading a model
agent's players, and building the agent that plays each env."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflect_cli.agent.players import Players
from reflect_cli.errors import UsageError
from reflect_cli.evaluation.trained_runs import resolve_agent_refs
from reflect_cli.settings import DEFAULT_REFLECTION_TOKENS

BUILTIN_AGENTS = ("random", "oracle", "bm25")
PRIOR_PREFIX = "prior:"


@dataclass(frozen=True)
class AgentSpec:
    """What ``--agent`` names: ``random``, ``oracle``, ``bm25``, ``openai:MODEL`` or a model
    reference, optionally prefixed with ``prior:`` (play it with the lexical prior)."""

    name: str
    kind: str  # "random" | "oracle" | "bm25" | "openai" | "model"
    model: str | None = None
    prior: bool = False  # actions shown ordered by BM25 relevance (AutoExplore)

    @classmethod
    def parse(cls, text: str) -> AgentSpec:
        text = text.strip()
        if not text:
            raise UsageError("an --agent value is empty", hint="use random, oracle, bm25 or a model reference")
        if text.lower().startswith(PRIOR_PREFIX):
            inner_text = text[len(PRIOR_PREFIX) :].strip()
            if not inner_text or inner_text.lower().startswith(PRIOR_PREFIX):
                raise UsageError(
                    f"agent {text!r}: name the agent to play with the lexical prior", hint="e.g. prior:embedded"
                )
            inner = cls.parse(inner_text)
            return cls(text, inner.kind, inner.model, prior=True)
        if text.lower() in BUILTIN_AGENTS:
            return cls(text.lower(), text.lower())
        if text.lower().startswith("openai:"):
            model = text.split(":", 1)[1].strip()
            if not model:
                raise UsageError(f"agent {text!r}: name the model, e.g. openai:gpt-4o-mini")
            return cls(text, "openai", model)
        return cls(text, "model", text)


# A model agent's loaded players (``reflector`` None plays without reflections; ``reflector_ref``
# names the weights that write them, reported as the result's ``reflector``).
EvalPlayers = Players


def load_eval_players(
    ref: str,
    env: str | None = None,
    backend: str | None = None,
    *,
    reflect: bool = True,
    log: Callable[[str], None] | None = None,
) -> Players:
    """Load the players of model agent ``ref`` as :func:`resolve_agent_refs` resolves them (two
    LoRA runs on one base share it under the transformers backend). ``reflect=False``: the policy
    alone, and a missing reflector is no error."""
    from reflect_cli.lm.loading import load_model

    if not reflect:
        try:
            refs = resolve_agent_refs(ref, env)
        except UsageError:
            refs = None
        policy_ref = refs.policy if refs is not None else _policy_only_ref(ref)
        return Players(load_model(policy_ref, backend, log=log), None, policy_ref=policy_ref)
    refs = resolve_agent_refs(ref, env)
    if refs.reflector is None:
        return Players(load_model(refs.policy, backend, log=log), None, policy_ref=refs.policy)
    from reflect_cli.agent.players import PlayerRefs, load_players

    # refs.reflector == refs.policy: one model plays both roles (PlayerRefs' reflector None)
    reflector_ref = None if refs.reflector == refs.policy else refs.reflector
    players = load_players(PlayerRefs(refs.policy, reflector_ref, refs.origin), backend=backend, log=log)
    players.policy_ref, players.reflector_ref = refs.policy, refs.reflector
    return players


def _policy_only_ref(ref: str) -> str:
    """The policy of ``ref`` when its reflector cannot be resolved (evaluated without one)."""
    from reflect_cli.agent.players import pipeline_players

    path = Path(ref).expanduser()
    pair = pipeline_players(path) if path.is_dir() else None
    return pair[0] if pair is not None else ref


def load_agent_model(ref: str, backend: str | None = None, *, log: Callable[[str], None] | None = None) -> Any:
    """Load a model agent's language model with ``backend`` ('transformers', 'llamacpp' or None:
    llama.cpp for a .gguf file when llama-cpp-python is installed, else transformers)."""
    from reflect_cli.lm.loading import load_model

    return load_model(ref, backend, log=log)


def _identity(ref: str) -> str:
    """A reflector reference as one name however it is reached (a linked pipeline stage, a
    relative path): its resolved path when it is one, else the reference itself."""
    path = Path(ref).expanduser()
    return str(path.resolve()) if path.exists() else ref


def _make_agent_factory(
    spec: AgentSpec,
    env: str,
    env_cls: type,
    greedy: bool,
    reflect: bool,
    loader: Callable[[str], Any],
    reflections: dict[str, Any] | None = None,
) -> tuple[Callable[[Any], Any], dict[str, Any], dict[str, Any]]:
    """(env -> agent, extra env kwargs this agent needs, extra result fields). ``reflections``:
    the caller's store of greedy reflections per reflector (see :func:`evaluate`)."""
    from reflect_cli.envs.registration import get_spec

    env_spec = get_spec(env)
    if spec.prior:
        if not env_spec.explores_repository:
            raise UsageError(
                f"agent {spec.name!r}: the lexical prior ranks the files of an AutoExplore repository; "
                f"it cannot be used on {env}",
                hint=f"use {spec.name[len(PRIOR_PREFIX):]} without the prior: prefix",
            )
        # The env itself orders entries and actions by BM25 relevance across pages, exactly as
        # `reflect explore --lexical-prior` and training with the prior see them.
        inner_factory, env_kwargs, extra = _make_agent_factory(
            AgentSpec(spec.name[len(PRIOR_PREFIX) :].strip(), spec.kind, spec.model), env, env_cls, greedy, reflect, loader,
            reflections,
        )
        return inner_factory, {**env_kwargs, "action_order": "lexical"}, {**extra, "lexical_prior": True}

    if spec.kind in ("random", "oracle", "bm25", "openai"):
        return _agent_without_model(spec, env, env_spec.explores_repository)
    return _model_agent(spec, env, env_cls, greedy, reflect, loader, reflections)


Factory = tuple[Callable[[Any], Any], dict[str, Any], dict[str, Any]]


def _agent_without_model(spec: AgentSpec, env: str, explores_repository: bool) -> Factory:
    """The random, oracle, bm25 and ``openai:`` agents (no local model to load)."""
    from reflect_cli.agent.loop import OracleAgent, RandomAgent

    if spec.kind == "random":
        return (lambda _env: RandomAgent()), {}, {}
    if spec.kind == "oracle":
        def oracle(e: Any) -> Any:
            if not callable(getattr(getattr(e, "unwrapped", e), "oracle_action", None)):
                raise UsageError(f"environment {env!r} has no oracle (no oracle_action method)")
            return OracleAgent(e)

        return oracle, {}, {}
    if spec.kind == "bm25":
        if not explores_repository:
            raise UsageError(
                f"the bm25 agent ranks the files of an AutoExplore repository; it cannot play {env}",
                hint="use --env autoexplore --tasks FILE, or the agents random/oracle/a model here",
            )
        from reflect_cli.agent.bm25_agent import BM25Agent

        return (lambda e: BM25Agent(e)), {}, {}
    from reflect_cli.agent.openai_agent import OpenAIAgent

    api_agent = OpenAIAgent(spec.model or "", env)
    return (lambda _env: api_agent), {}, {
        "model": spec.model, "reflect": True, "reflector": spec.name, "usage": api_agent.teacher.usage,
    }


def _model_agent(spec: AgentSpec, env: str, env_cls: type, greedy: bool, reflect: bool, loader: Callable[[str], Any],
                 reflections: dict[str, Any] | None) -> Factory:
    """A model agent: the policy of the loaded model, and its reflector (with the run's budget and
    the caller's store of greedy reflections) unless ``reflect`` is off or it has none."""
    from reflect_cli.agent.loop import LMAgent
    from reflect_cli.agent.policy import Policy, Reflector
    from reflect_cli.envs.factory import policy_env_kwargs
    from reflect_cli.lm.lru import LRUDict

    ref = spec.model or spec.name
    loaded = loader(ref)
    lm, reflector_lm, reflector_ref = _players_of(loaded, ref, spec, env, reflect)
    policy = Policy(lm, env)
    # A single trained reflector model brings the budget recorded with its run.
    players = loaded if isinstance(loaded, Players) else None
    reflection_tokens = int(players.reflection_tokens if players is not None else loaded.reflection_tokens or DEFAULT_REFLECTION_TOKENS)
    reflector = None
    if reflect and reflector_lm is not None:
        cache = None
        if reflections is not None and reflector_ref is not None:
            key = f"{env}|{_identity(str(reflector_ref))}|{reflection_tokens}"
            cache = reflections.setdefault(key, LRUDict())
        reflector = Reflector(reflector_lm, env, max_new_tokens=reflection_tokens, cache=cache)
    agent = LMAgent(policy, reflector, greedy=greedy, name=spec.name)
    # The env as every stage builds it for this policy (envs.factory): its own truncation and
    # paging, max_actions capped by the policy's labels.
    env_kwargs = policy_env_kwargs(env_cls, policy.max_actions)
    extra = {
        "model": lm.name,
        "reflect": reflector is not None,
        "reflector": reflector_ref if reflector is not None else None,
    }
    return (lambda _env: agent), env_kwargs, extra


def _players_of(loaded: Any, ref: str, spec: AgentSpec, env: str, reflect: bool) -> tuple[Any, Any, str | None]:
    """``(policy model, reflector model, reflector reference)`` of what the loader returned:
    separate players (a trained policy and the reflector it was trained with, two adapters on one
    base: see load_eval_players), or one model for both roles."""
    if isinstance(loaded, Players):
        lm, reflector_lm, reflector_ref = loaded.policy, loaded.reflector, loaded.reflector_ref
        if reflector_ref is None and reflector_lm is not None:
            reflector_ref = ref if reflector_lm is lm else str(reflector_lm.name)
        return lm, reflector_lm, reflector_ref
    # One model from a custom loader: it may write the reflections only when ``ref`` records no
    # trained reflector of its own (never silently stand in for one).
    if reflect:
        refs = resolve_agent_refs(ref, env)
        if refs.reflector is None:
            return loaded, None, None
        if refs.reflector != refs.policy:
            raise UsageError(
                f"agent {spec.name!r} was trained with the reflector {refs.reflector}, but its loader "
                "returned a single model",
                hint="load it with reflect_cli.evaluation.load_eval_players, or evaluate with --no-reflect",
            )
    return loaded, loaded, ref
