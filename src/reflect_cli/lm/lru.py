"""A dict that keeps only its most recently used entries.

Reflections are cached per state text (the reflector is frozen), and an RL run saves that cache in
every checkpoint: without a bound it grows with every state ever visited."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

REFLECTION_CACHE_SIZE = 4096  # states; ~1-2 MB of reflection text


class LRUDict(OrderedDict):
    """``get``/``[]`` mark an entry as used; setting one beyond ``limit`` drops the least recent."""

    def __init__(self, limit: int = REFLECTION_CACHE_SIZE, *args: Any, **kwargs: Any) -> None:
        self.limit = max(1, int(limit))
        super().__init__(*args, **kwargs)
        self._trim()

    def __getitem__(self, key: Any) -> Any:
        value = super().__getitem__(key)
        self.move_to_end(key)
        return value

    def get(self, key: Any, default: Any = None) -> Any:
        return self[key] if key in self else default  # noqa: SIM401 (this is get; self.get would recurse)

    def __setitem__(self, key: Any, value: Any) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        self._trim()

    def update(self, *args: Any, **kwargs: Any) -> None:  # OrderedDict.update bypasses __setitem__ in C
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def _trim(self) -> None:
        while len(self) > self.limit:
            self.popitem(last=False)
