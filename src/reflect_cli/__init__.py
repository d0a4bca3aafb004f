"""reflect: Reflect-RL for small local language models.

Importing this package is cheap on purpose: nothing heavy (torch, transformers) is imported
until a command needs it, so ``reflect --help`` stays fast.
"""

from __future__ import annotations

try:
    from importlib.metadata import PackageNotFoundError, version

    __version__ = version("reflect-cli")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+unknown"

__all__ = ["__version__"]
