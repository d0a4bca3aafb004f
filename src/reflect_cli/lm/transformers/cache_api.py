"""The KV cache of a transformers forward under the name the installed transformers uses.

transformers 5.x renamed ``past_key_values`` to ``cache`` (argument and output field) and warns
(a ``FutureWarning`` in every explore and training run) on the old name; 4.x (>= 4.56
is supported) knows only the old one. Same object, same numbers: only the name differs.
"""

from __future__ import annotations

import functools
import inspect
from typing import Any


@functools.lru_cache(maxsize=32)
def _name_for(forward: Any) -> str:
    try:
        params = inspect.signature(forward).parameters
    except (TypeError, ValueError):
        return "past_key_values"
    return "cache" if "cache" in params else "past_key_values"


def _base(model: Any) -> Any:
    """The transformers model under a PEFT wrapper (whose forward takes ``**kwargs``)."""
    get_base = getattr(model, "get_base_model", None)
    return get_base() if callable(get_base) else model


def cache_kwargs(model: Any, cache: Any) -> dict[str, Any]:
    """``{"cache": cache}`` or ``{"past_key_values": cache}``, as ``model.forward`` names it."""
    return {_name_for(type(_base(model)).forward): cache}


def cache_of(output: Any) -> Any:
    """The cache a forward or ``generate`` returned (``output.cache`` or ``output.past_key_values``)."""
    fields = getattr(type(output), "__dataclass_fields__", {})
    if "cache" in fields:
        return output.cache
    return output.past_key_values
