"""Draft tokens for greedy decoding by n-gram lookup ("prompt lookup" speculative decoding).

A reflection copies much of what it says from its prompt (file names, the question's words) and
a trained reflector repeats its own phrasing from state to state. So the next few tokens of a
reflection can often be guessed by finding the last generated n-gram earlier in the prompt, or
in a recent reflection, and proposing what followed it there. The model then checks all guesses
in one forward pass and keeps the longest run it agrees with (plus its own next token), so the
text is the one plain greedy decoding gives; only the number of forward passes changes. On a
CPU, a decode forward costs about the same for 1 or 8 new tokens per row (it is bound by reading
the weights), which is where the speed comes from.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

import numpy as np

MAX_NGRAM = 3
BANK_SIZE = 64  # recent generations kept as a source of drafts (bounded memory)


class DraftBank:
    """Recent generated token sequences, searched after the row's own context."""

    def __init__(self, size: int = BANK_SIZE) -> None:
        self.recent: deque[np.ndarray] = deque(maxlen=size)

    def add(self, tokens: Sequence[int]) -> None:
        if len(tokens) > MAX_NGRAM:
            self.recent.append(np.asarray(tokens, dtype=np.int64))

    def propose(self, context: np.ndarray, k: int) -> list[int]:
        """Up to ``k`` tokens that followed the longest (≤ ``MAX_NGRAM``) suffix of ``context``
        at its most recent earlier occurrence in ``context`` itself, else in a recent generation."""
        if k <= 0:
            return []
        for n in range(min(MAX_NGRAM, len(context) - 1), 0, -1):
            tail = context[-n:]
            found = _follow(context[:-1], tail, k)
            if found:
                return found
            for seq in reversed(self.recent):
                found = _follow(seq, tail, k)
                if found:
                    return found
        return []


def _follow(seq: np.ndarray, tail: np.ndarray, k: int) -> list[int]:
    """The ≤ ``k`` tokens after the last occurrence of ``tail`` in ``seq`` that has a follower."""
    n = len(tail)
    if len(seq) <= n:
        return []
    windows = np.lib.stride_tricks.sliding_window_view(seq[:-1], n) if len(seq) > n else None
    if windows is None or not len(windows):
        return []
    hits = np.flatnonzero((windows == tail).all(axis=1))
    if not len(hits):
        return []
    start = int(hits[-1]) + n
    return seq[start : start + k].tolist()


def draft_width(rows: int, budget: int) -> int:
    """Draft tokens per row so that a verifying forward runs about ``budget`` tokens (at least 1
    draft, at most 8): wide drafts for a few rows, narrow ones for a big batch, where a forward is
    no longer bound by reading the weights."""
    return max(1, min(8, budget // max(rows, 1) - 1))
