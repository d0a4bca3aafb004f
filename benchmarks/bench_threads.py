"""torch threads on a shared CPU: 1 against 2 (or more) under competing load (issue #31).

    python benchmarks/bench_threads.py --out benchmarks/results/threads.json

For each number of competing busy processes (``--hogs``, each in its own session, so each gets
its own scheduling group as another user's job would), the same no-grad forward of the embedded
model (batch 4 x 256 tokens) is timed with every thread count of ``--threads-list``, interleaved;
the figure is the median wall time of ``--repeats`` forwards.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402

HOG = "while True: pass"


def main(argv: list[str] | None = None) -> dict[str, Any]:
    import torch

    p = C.parser(__doc__.splitlines()[0])
    p.add_argument("--hogs", nargs="+", type=int, default=[0, 1, 2])
    p.add_argument("--threads-list", nargs="+", type=int, default=[1, 2])
    p.add_argument("--repeats", type=int, default=5)
    args = p.parse_args(argv)
    lm = C.load_lm(args.model)
    size = (2, 32) if args.quick else (4, 256)
    ids = torch.randint(0, len(lm.tokenizer), size)
    rows = []
    for hogs in args.hogs:
        procs = [subprocess.Popen([sys.executable, "-c", HOG], start_new_session=True) for _ in range(hogs)]
        try:
            time.sleep(0.5)
            times: dict[int, list[float]] = {t: [] for t in args.threads_list}
            for _ in range(args.repeats):
                for t in args.threads_list:
                    torch.set_num_threads(t)
                    t0 = time.perf_counter()
                    with torch.no_grad():
                        lm.model(input_ids=ids, use_cache=False)
                    times[t].append(time.perf_counter() - t0)
        finally:
            for proc in procs:
                proc.kill()
        row = {"hogs": hogs, **{f"threads_{t}_s": round(C.median(v), 3) for t, v in times.items()}}
        rows.append(row)
        print(row, flush=True)
    result = {"machine": C.machine(), "shape": list(size), "rows": rows}
    result["machine"]["loadavg_end"] = os.getloadavg()
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    return result


if __name__ == "__main__":
    main()
