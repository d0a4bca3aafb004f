"""Shared helpers for the benchmark scripts: machine description, model loading, tables, JSON.

Figures that matter are ratios measured within one run (the machines are shared and noisy);
every script records the machine and the load average at start and end next to them.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def package_root(name: str) -> Path:
    """The folder of an installed package (exits with a message when ``name`` is not one)."""
    import importlib.util

    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(f"{name}: not an installed package")
    return Path(next(iter(spec.submodule_search_locations)))


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine() -> dict[str, Any]:
    import torch
    import transformers

    return {
        "cpu": cpu_model(),
        "cores": os.cpu_count(),
        "torch_threads": torch.get_num_threads(),
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "loadavg_start": os.getloadavg(),
        "clock": clock_name(),
    }


def parser(description: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--model", default=None, help="model directory (default: the embedded SmolLM2-135M)")
    p.add_argument("--out", default=None, help="write the results as JSON to this file")
    p.add_argument("--quick", action="store_true", help="tiny sizes, for smoke tests")
    p.add_argument("--threads", type=int, default=None, help="torch threads (default: torch's choice)")
    p.add_argument(
        "--clock", choices=("wall", "cpu"), default="wall",
        help="wall: perf_counter; cpu: this process's CPU time (robust on a shared machine with --threads 1)",
    )
    return p


_CLOCK = {"fn": time.perf_counter, "name": "wall"}


def setup(args: argparse.Namespace) -> None:
    """Apply --threads and --clock."""
    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    _CLOCK["fn"] = time.process_time if args.clock == "cpu" else time.perf_counter
    _CLOCK["name"] = args.clock


def clock() -> float:
    return _CLOCK["fn"]()


def clock_name() -> str:
    return _CLOCK["name"]


def load_lm(ref: str | None, *, kv_store: bool = False):
    """The model on CPU. The prefix KV store is off unless asked for: with it on, a repeated
    prompt costs one token, which would make repeated timings of one prompt meaningless."""
    from reflect_cli.lm.transformers.model import LanguageModel

    lm = LanguageModel.load(ref, device="cpu")
    if not kv_store:
        lm.kv_store_bytes = 0
    return lm


def peak_rss_mb() -> float:
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kb / 1024 if sys.platform != "darwin" else kb / 2**20


def current_rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    t0 = clock()
    out = fn()
    return clock() - t0, out


def median(xs: Sequence[float]) -> float:
    return statistics.median(xs) if xs else float("nan")


def fmt(x: Any) -> str:
    if isinstance(x, float):
        if x != x:
            return "-"
        if abs(x) >= 100:
            return f"{x:.0f}"
        if abs(x) >= 1:
            return f"{x:.2f}"
        return f"{x:.3g}"
    return str(x)


def table(rows: Sequence[dict[str, Any]], columns: Sequence[str]) -> str:
    cells = [[fmt(r.get(c, "")) for c in columns] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) if cells else len(c) for i, c in enumerate(columns)]
    head = "| " + " | ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)) + " |"
    sep = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    body = ["| " + " | ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)) + " |" for row in cells]
    return "\n".join([head, sep, *body])


def finish(doc: dict[str, Any], out: str | None) -> dict[str, Any]:
    doc.setdefault("machine", {})["loadavg_end"] = os.getloadavg()
    doc["peak_rss_mb"] = round(peak_rss_mb(), 1)
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_text(json.dumps(doc, indent=2, default=str) + "\n")
        print(f"wrote {out}")
    return doc
