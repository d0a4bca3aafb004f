"""What a language-model backend offers the players, in one place.

The players (:class:`~reflect_cli.agent.policy.Policy`, :class:`~reflect_cli.agent.policy.Reflector`,
the explorer, RL and SFT) use a language model only through :class:`LanguageBackend`. Three
backends exist:

* ``transformers``: :class:`reflect_cli.lm.transformers.model.LanguageModel`, every capability;
* ``llamacpp``: :class:`reflect_cli.lm.llamacpp.model.LlamaCppModel`, inference with label and
  action-text scores (no gradients, no prefix-reuse methods);
* ``openai``: :class:`reflect_cli.agent.chat.ChatClient`, an OpenAI-compatible chat endpoint that
  answers with text only (every capability off).

What a backend can do beyond the basics is declared by class attributes (:class:`Capabilities`),
read directly (``lm.supports_prefix_cache``), never probed with ``hasattr``:

* ``supports_grad``: ``next_token_logits(..., grad=True)`` gives tensors to train on;
* ``supports_scoring``: next-token logits at all (the ``label`` head); an API chat model answers
  with text only and cannot play the policy;
* ``supports_text_scoring``: :meth:`LanguageBackend.continuation_logprobs` (the ``text`` head);
* ``supports_prefix_cache``: the :class:`PrefixReuse` methods (a reflection's KV cache scored
  from by the policy call of the same step).

A backend that lacks a capability still has the method and raises a clear
:class:`~reflect_cli.errors.ReflectError` from it. The OpenAI-compatible chat client
(:class:`~reflect_cli.agent.chat.ChatClient`) has only :class:`Capabilities` (everything off): it
plays whole agents (``openai:`` in ``reflect eval``) and the gen-data teacher, through its own
``chat`` method.

Models are loaded by :func:`reflect_cli.lm.loading.load_model` (one model) and
:func:`reflect_cli.agent.players.load_players` (a policy and a reflector, sharing one base).
No model library is imported here.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any, Protocol, cast, runtime_checkable


@runtime_checkable
class Capabilities(Protocol):
    """A backend's name and what it can do (see the module docstring)."""

    backend: str  # transformers | llamacpp | openai
    supports_grad: bool
    supports_scoring: bool
    supports_text_scoring: bool
    supports_prefix_cache: bool


@runtime_checkable
class LanguageBackend(Capabilities, Protocol):
    """A causal language model the players can use: tokenize, score, generate."""

    name: str  # shown to the user and reported in results
    tokenizer: Any  # a Hugging Face tokenizer: chat template, label token ids, truncation
    torch: Any  # the torch module: scores are torch tensors
    device: Any  # where the scores are (a torch device, or "cpu")
    # Recorded by the loaders from a trained run's reflect.json (None: not recorded).
    policy_head: str | None  # the policy head the run was trained with (label | text)
    reflection_tokens: int | None  # the budget that covers what a trained reflector writes
    action_prior: dict[str, Any] | None  # a policy's learned prior over list positions (RL)

    @property
    def dtype(self) -> str:
        """The dtype of the weights (``float32``, ``bfloat16``, ``gguf`` for llama.cpp ...)."""
        ...

    @property
    def eos_token_ids(self) -> list[int]:
        """Token ids that end a generation (EOS, ``<|im_end|>``)."""
        ...

    def token_ids(self, text: str) -> list[int]:
        """``text`` tokenized as prompts are (no special tokens added)."""
        ...

    def activate(self) -> None:
        """Make this model's weights the active ones (two players may share one base)."""
        ...

    def next_token_logits(self, prompts: Sequence[str], *, grad: bool = False) -> Any:
        """Logits of the token after each prompt, a ``[batch, vocab]`` tensor."""
        ...

    def continuation_logprobs(
        self, prompts: Sequence[str], continuations: Sequence[Sequence[str]], *, grad: bool = False
    ) -> list[tuple[Any, Any]]:
        """Per prompt, the summed log-probability of each continuation and their token counts."""
        ...

    def generate(
        self, prompts: Sequence[str], *, max_new_tokens: int, temperature: float = 0.0, seed: int | None = None
    ) -> list[str]:
        """Continue each prompt (batched; greedy at temperature 0, else seeded sampling) until an
        EOS id or ``max_new_tokens``."""
        ...


@runtime_checkable
class PrefixReuse(Protocol):
    """The prefix-reuse capability (``supports_prefix_cache``): generate a reflection and keep its
    KV cache, then score the policy prompt that extends it from that cache (same scores)."""

    def generate_with_prefix(
        self, prompt: str, *, max_new_tokens: int, temperature: float = 0.0, seed: int | None = None
    ) -> tuple[str, Any]: ...

    def next_token_logits_with_prefix(self, prompt: str, prefix: Any) -> Any: ...

    def generate_batch_with_prefix(
        self, prompts: Sequence[str], *, max_new_tokens: int, temperature: float = 0.0, seed: int | None = None
    ) -> tuple[list[str], Any]: ...

    def next_token_logits_with_batch_prefix(self, prompts: Sequence[str], prefix: Any) -> Any: ...


def as_prefix_reuse(lm: Capabilities) -> PrefixReuse:
    """``lm`` as the :class:`PrefixReuse` it declares (``supports_prefix_cache``), for a caller that
    read that flag: a capability declared by an attribute is beyond the type checker."""
    return cast(PrefixReuse, lm)


def unsupported(lm: Capabilities, what: str, hint: str) -> Exception:
    """The error a backend raises for a capability it lacks."""
    from reflect_cli.errors import UsageError

    return UsageError(f"the {lm.backend} backend cannot {what}", hint=hint)


def im_end_id(tokenizer: Any) -> int | None:
    """The id of ``<|im_end|>`` in ``tokenizer``'s vocabulary (None when it has none), looked up
    once per tokenizer and vocabulary size: ``get_vocab()`` builds a dict of the whole vocabulary
    on every call, and the end-of-generation ids are read on every generation (enough to show in
    an RL iteration's profile)."""
    size = len(tokenizer)
    cached = getattr(tokenizer, "_reflect_im_end", None)
    if cached is None or cached[0] != size:  # tokens added since: look again
        cached = (size, tokenizer.get_vocab().get("<|im_end|>"))
        with contextlib.suppress(AttributeError):  # a tokenizer that refuses new attributes: look it up each time
            tokenizer._reflect_im_end = cached
    found = cached[1]
    return found if isinstance(found, int) else None
