"""Names a user types (model names, agent names, presets, backends): a misspelt one is a usage
error (exit 2) that says "Did you mean ...?" and lists the valid choices, found before anything
loads (``--model bm26`` used to fail as a missing file, exit 1, with no list)."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from pathlib import Path

from reflect_cli.errors import UsageError

# The model names `reflect explore --model` knows besides paths and hub ids.
MODEL_NAMES = ("bm25", "base", "embedded", "shipped", "writer")
MODEL_FORMS = "a `reflect train` directory, a trained run, a model folder, a .gguf file or a Hugging Face id"


def close_match(value: str, choices: Sequence[str]) -> str | None:
    """The choice ``value`` most likely misspells (difflib's ratio >= 0.6), if any."""
    found = difflib.get_close_matches(value.lower(), [c.lower() for c in choices], n=1, cutoff=0.6)
    if not found:
        return None
    return next(c for c in choices if c.lower() == found[0])


def check_choice(value: str, choices: Sequence[str], what: str) -> str:
    """``value`` when it is one of ``choices`` (case-insensitive), else a usage error naming the
    closest choice and all of them."""
    for choice in choices:
        if value.lower() == choice.lower():
            return choice
    guess = close_match(value, choices)
    raise UsageError(f"unknown {what} {value!r}." + (f" Did you mean {guess!r}?" if guess else ""),
                     hint=f"choose one of: {', '.join(choices)}")


def looks_like_a_name(ref: str) -> bool:
    """A bare word (no folder separator, no suffix) that is no file or folder here: what a
    misspelt model or agent name looks like, as opposed to a path or an ``org/name`` hub id."""
    return "/" not in ref and "\\" not in ref and "." not in ref and ":" not in ref and not Path(ref).expanduser().exists()


def check_model_name(ref: str, *, option: str = "--model", names: Sequence[str] = MODEL_NAMES,
                     forms: str = MODEL_FORMS, kind: str = "model") -> None:
    """A usage error for a bare word that misspells one of ``names`` (``bm26``, ``bsae``); a
    word close to none of them may still be a hub id, and the loader judges it."""
    if not looks_like_a_name(ref) or ref.lower() in {n.lower() for n in names}:
        return
    guess = close_match(ref, names)
    if guess is not None:
        raise UsageError(f"{option} {ref!r}: not a{'n' if kind[0] in 'aeiou' else ''} {kind} name, file or folder. "
                         f"Did you mean {guess!r}?",
                         hint=f"choose one of: {', '.join(names)}; or {forms}")


def choices_hint(hint: str | None, names: Sequence[str] = MODEL_NAMES) -> str:
    """A model-loading hint with the model names added (a bare word that loads nothing)."""
    listed = f"model names: {', '.join(names)}"
    return f"{hint}; {listed}" if hint else listed
