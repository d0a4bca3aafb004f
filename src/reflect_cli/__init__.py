"""reflect: Reflect-RL for small local language models.

Importing this package is cheap on purpose: nothing heavy (torch, transformers) is imported
until a command needs it, so ``reflect --help`` stays fast.
"""

from __future__ import annotations

import functools

__all__ = ["__version__"]


@functools.cache
def _version() -> str:
    # Read on first use: package metadata costs a noticeable part of a command's start-up.
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("reflect-cli")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "0.0.0+unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return _version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
