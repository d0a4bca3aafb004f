"""What ``reflect explore``'s trace shows of a step.

A reflection is shown only when a person can use it. An untrained or small reflector often
echoes its prompt ("# Task ... # Current working directory") or loops on a few words; showing
that makes the trace look broken and teaches nothing. Such a step gets a one-line summary of
what it did instead. ``--json`` keeps every reflection as written."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

# Headings and phrases of the AutoExplore prompts (agent/prompts.py): a reflection that contains
# one copied the prompt instead of analysing the state.
_PROMPT_ECHO = re.compile(r"(^|\n)\s*#{1,3}\s*\w|current working|available actions|your task is|\bobservation:",
                          re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_']*")


def reflection_problem(text: str | None) -> str | None:
    """Why ``text`` is not worth showing (``"empty"``, ``"echoes the prompt"``, ``"repeats
    itself"``), or None when it is."""
    if not text or not text.strip():
        return "empty"
    if _PROMPT_ECHO.search(text):
        return "echoes the prompt"
    words = [w.lower() for w in _WORD.findall(text)]
    if len(words) < 3:
        return "too short"
    if len(words) >= 8:
        # Heavy repetition: few distinct words, or one word (not a short function word) making up
        # a quarter of the text, or the same 3 words in a row coming back 3 times.
        top, count = Counter(w for w in words if len(w) > 3).most_common(1)[0] if any(len(w) > 3 for w in words) else ("", 0)
        trigrams = Counter(zip(words, words[1:], words[2:], strict=False))  # shifted copies
        if len(set(words)) / len(words) < 0.45 or count / len(words) > 0.25 or max(trigrams.values()) >= 3:
            return "repeats itself"
    return None


def step_summary(step: Any) -> str:
    """What a step did, in one line (``step``: an ExploreStep)."""
    result = step.result.split("\n", 1)[1] if step.result.startswith("Executing:") else step.result
    first = " ".join(result.split())
    if len(first) > 100:
        first = first[:99] + "…"
    return f"{step.choice}: {first}" if first else step.choice
