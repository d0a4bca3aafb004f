"""Where reflect keeps its files (platformdirs), with one override: ``REFLECT_HOME``.

``REFLECT_HOME`` relocates config, cache and data together; tests and containers use it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from platformdirs import PlatformDirs

APP_NAME = "reflect"


def _home() -> Path | None:
    value = os.environ.get("REFLECT_HOME")
    return Path(value).expanduser() if value else None


def _dirs() -> PlatformDirs:
    from platformdirs import PlatformDirs

    return PlatformDirs(APP_NAME, appauthor=False)


def config_dir() -> Path:
    home = _home()
    return home / "config" if home else Path(_dirs().user_config_dir)


def cache_dir() -> Path:
    home = _home()
    return home / "cache" if home else Path(_dirs().user_cache_dir)


def data_dir() -> Path:
    home = _home()
    return home / "data" if home else Path(_dirs().user_data_dir)


def models_cache_dir() -> Path:
    """Converted copies of embedded models (GGUF -> safetensors) live here."""
    return cache_dir() / "models"


def runs_dir() -> Path:
    value = os.environ.get("REFLECT_RUNS_DIR")
    return Path(value).expanduser() if value else Path("runs")


def all_dirs() -> dict[str, str]:
    return {
        "config": str(config_dir()),
        "cache": str(cache_dir()),
        "models_cache": str(models_cache_dir()),
        "data": str(data_dir()),
        "runs": str(runs_dir()),
    }
