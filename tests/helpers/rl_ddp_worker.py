"""One process of ``reflect rlft`` under ``accelerate launch`` (tests/test_rl_distributed.py).

``python rl_ddp_worker.py DIGESTS rlft ARGS...`` runs ``reflect rlft ARGS...`` as ``-m reflect_cli``
would, with a ``Hooks.on_finish`` that writes the SHA-256 of this process's trainable weights
after training to ``DIGESTS/rank-<r>.sha256`` (the test checks that DDP kept the ranks identical).
"""

from __future__ import annotations

import dataclasses
import hashlib
import sys
from pathlib import Path
from typing import Any


def weights_digest(params: dict[str, Any]) -> str:
    """SHA-256 over the names and bytes of the trainable tensors (sorted by name)."""
    import torch

    h = hashlib.sha256()
    for name in sorted(params):
        t = params[name].detach().cpu().contiguous()
        h.update(name.encode())
        h.update(str(t.dtype).encode())
        h.update(t.reshape(-1).view(torch.uint8).numpy().tobytes())
    return h.hexdigest()


def main() -> None:
    from reflect_cli.cli import main as cli_main
    from reflect_cli.train import rl

    digests, argv = Path(sys.argv[1]), sys.argv[2:]
    train_rl = rl.train_rl

    def with_digest(cfg: Any, run: Any, *, hooks: Any = None, dist: Any = None, **kwargs: Any) -> Any:
        rank = dist.rank if dist is not None else 0

        def on_finish(params: dict[str, Any]) -> None:
            (digests / f"rank-{rank}.sha256").write_text(weights_digest(params) + "\n", encoding="utf-8")

        hooks = dataclasses.replace(hooks or rl.Hooks(), on_finish=on_finish)
        return train_rl(cfg, run, hooks=hooks, **({"dist": dist} if dist is not None else {}), **kwargs)

    rl.train_rl = with_digest  # the CLI looks train_rl up in reflect_cli.train.rl when it runs
    sys.argv = ["reflect", *argv]
    cli_main()


if __name__ == "__main__":
    main()
