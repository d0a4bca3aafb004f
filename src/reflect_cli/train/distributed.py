"""Multi-process training through ``accelerate`` (DDP); a no-op in a single process.

``accelerate launch [--cpu] --num_processes N -m reflect_cli rlft ...`` starts N copies of the
command with ``WORLD_SIZE``/``RANK`` set. :func:`setup` then creates an
:class:`accelerate.Accelerator` (gloo on CPU, NCCL on GPUs), and :class:`Dist` gives the trainer
what it needs: rank/world size, DDP wrapping of the trainable model (``accelerator.prepare``, so
gradients are all-reduced by DDP itself), object gathering/broadcasting for metrics and run-dir
paths, and ``no_sync`` for the gradient-accumulation chunks of one optimizer step.

Launched without accelerate (or with one process), :func:`setup` returns :data:`SINGLE`, whose
methods do nothing, so the single-process trainer runs exactly the code it always ran.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from typing import Any


def launched_world_size() -> int:
    """The number of processes of the launch this process belongs to (1 without a launcher)."""
    try:
        return max(1, int(os.environ.get("WORLD_SIZE", "1")))
    except ValueError:
        return 1


class Dist:
    """Single-process defaults; :class:`AccelerateDist` overrides them."""

    world_size = 1
    rank = 0
    is_main = True
    device: str | None = None

    @property
    def enabled(self) -> bool:
        return self.world_size > 1

    def wrap(self, model: Any) -> Any:
        return model

    def no_sync(self, wrapped: Any, skip: bool) -> contextlib.AbstractContextManager:
        return contextlib.nullcontext()

    def gather(self, obj: Any) -> list[Any]:
        """Every rank's ``obj``, in rank order (on every rank)."""
        return [obj]

    def broadcast(self, obj: Any) -> Any:
        """The main process's ``obj`` (on every rank)."""
        return obj

    def barrier(self) -> None:
        pass

    def close(self, *, clean: bool = True) -> None:
        pass


SINGLE = Dist()


class AccelerateDist(Dist):
    def __init__(self, accelerator: Any) -> None:
        self.accelerator = accelerator
        self.world_size = accelerator.num_processes
        self.rank = accelerator.process_index
        self.is_main = accelerator.is_main_process
        self.device = str(accelerator.device)

    def wrap(self, model: Any) -> Any:
        import warnings

        with warnings.catch_warnings():
            # torch >= 2.12 renames ``broadcast_buffers``; accelerate's kwargs handler has only
            # the old name, which keeps its meaning (no buffer sync in forward).
            warnings.filterwarnings("ignore", message=".*broadcast_buffers.*", category=FutureWarning)
            return self.accelerator.prepare_model(model)

    @contextlib.contextmanager
    def no_sync(self, wrapped: Any, skip: bool) -> Iterator[None]:
        """Inside (when ``skip``): forward/backward accumulate gradients locally; the next
        synchronised backward all-reduces the accumulated sum."""
        if skip and hasattr(wrapped, "no_sync"):
            with wrapped.no_sync():
                yield
        else:
            yield

    def gather(self, obj: Any) -> list[Any]:
        import torch.distributed as td

        out: list[Any] = [None] * self.world_size
        td.all_gather_object(out, obj)
        return out

    def broadcast(self, obj: Any) -> Any:
        import torch.distributed as td

        box = [obj if self.is_main else None]
        td.broadcast_object_list(box, src=0)
        return box[0]

    def barrier(self) -> None:
        self.accelerator.wait_for_everyone()

    def close(self, *, clean: bool = True) -> None:
        """Leave the process group; ``clean``: after waiting for every rank (never after a
        failure, where the others may never arrive: the launcher stops them)."""
        global _current
        import torch.distributed as td

        if td.is_available() and td.is_initialized():
            if clean:
                td.barrier()
            td.destroy_process_group()
        _current = None


_current: Dist | None = None


def setup(device: str | None = None) -> Dist:
    """The process group of this launch (created once per process), or :data:`SINGLE`."""
    global _current
    if launched_world_size() <= 1:
        return SINGLE
    if _current is not None:
        return _current
    import torch
    from accelerate import Accelerator
    from accelerate.utils import DistributedDataParallelKwargs

    cpu = (device or "").startswith("cpu") or not torch.cuda.is_available()
    # Buffers (rotary tables) are constants here: no per-forward broadcast, which would also
    # demand the same number of forwards on every rank.
    kwargs = DistributedDataParallelKwargs(broadcast_buffers=False, find_unused_parameters=False)
    _current = AccelerateDist(Accelerator(cpu=cpu, kwargs_handlers=[kwargs]))
    return _current
