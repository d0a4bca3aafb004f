"""Single-token action labels.

The policy answers with exactly one token, so every label must be one token of the policy's
tokenizer *in the context where it is generated* (right after the prompt). Which strings qualify
depends on the tokenizer: SmolLM2 splits digit runs, so "10" is two tokens and only 0-9, a-z and
A-Z (62 labels) are usable. The label set is therefore computed from the loaded tokenizer, never
assumed.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any

LABEL_ALPHABET: tuple[str, ...] = tuple(string.digits + string.ascii_lowercase + string.ascii_uppercase)


@dataclass(frozen=True)
class LabelSet:
    labels: tuple[str, ...]
    token_ids: tuple[int, ...]

    def __len__(self) -> int:
        return len(self.labels)

    def check_fits(self, n_actions: int) -> None:
        if n_actions > len(self.labels):
            raise ValueError(
                f"{n_actions} actions but only {len(self.labels)} single-token labels; "
                "lower the environment's max_actions"
            )


def label_token_ids(tokenizer: Any, context: str, labels: tuple[str, ...] = LABEL_ALPHABET) -> LabelSet:
    """Keep the labels that add exactly one token after ``context`` without changing how the
    context itself tokenizes, and return them with their token ids (in alphabet order)."""
    base = tokenizer.encode(context, add_special_tokens=False)
    kept: list[str] = []
    ids: list[int] = []
    for label in labels:
        enc = tokenizer.encode(context + label, add_special_tokens=False)
        if len(enc) == len(base) + 1 and enc[: len(base)] == base and enc[-1] not in ids:
            kept.append(label)
            ids.append(enc[-1])
    if len(kept) < 2:
        from reflect_cli.errors import ModelLoadError

        raise ModelLoadError(
            f"this model's tokenizer encodes only {len(kept)} of the candidate labels "
            f"({''.join(labels[:12])}...) as single tokens after the prompt, so it cannot act as a policy",
            hint="use a model whose tokenizer has single-token digits or letters (e.g. the embedded SmolLM2)",
        )
    return LabelSet(tuple(kept), tuple(ids))
