"""One ``reflect explore`` question's options: the CLI, ``reflect adapt``, the Python API and the
MCP server all build an :class:`ExploreOptions` (defaults live here, once)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from reflect_cli.search.fileview.budget import WALK_SECONDS
from reflect_cli.settings import DEFAULT_REFLECTION_TOKENS, setting

# The reflection's length cap, also the one `reflect adapt` measures its explorer with.
REFLECTION_TOKENS = DEFAULT_REFLECTION_TOKENS
INDEX_MODES = ("use", "refresh", "off")


@dataclass(frozen=True)
class ExploreOptions:
    """How one question is explored (each field's help is the CLI option's)."""

    model: str | None = setting(None, "Policy model; None: the adapted, else the shipped explorer, else bm25.")
    writer: str | None = setting(None, "The trained query writer --model writer plays: a reflect train folder or "
                                 "a policy run of the query-writer env.")
    reflector: str | None = setting(None, "Model that writes the reflections; None: the policy's.")
    backend: str | None = setting(None, "Inference backend: transformers or llamacpp.")
    max_steps: int = setting(15, "Step budget (the horizon).")
    top: int = setting(5, "Length of the ranked answer.")
    reflect: bool = setting(True, "Write a reflection before each step.")
    reflection_tokens: int = setting(REFLECTION_TOKENS, "Length cap of each reflection.")
    lexical_prior: bool = setting(False, "Order each folder's entries and actions by BM25 relevance.")
    sample: bool = setting(False, "Sample actions instead of taking the most likely one.")
    seed: int = setting(0, "Random seed (sampling, reflections).")
    budget: float = setting(WALK_SECONDS, "Seconds the question may spend walking and reading the tree.")
    index: str = setting("use", "The stored index: use, refresh (rebuild) or off.")

    def but(self, **changes: Any) -> ExploreOptions:
        """A copy with ``changes``."""
        return replace(self, **changes)
