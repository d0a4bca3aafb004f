"""How many threads the compute libraries get: the cores nobody else is using.

On a shared CPU, a torch forward with as many threads as cores collapses when another process is
busy (its threads wait for each other at every barrier), so the CLI counts the busy cores once, at
start, and leaves them alone (``benchmarks/bench_threads.py``). ``REFLECT_THREADS`` (or
``OMP_NUM_THREADS``) set by the user wins.
"""

from __future__ import annotations

import os


def available_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def busy_elsewhere(samples: int = 5, gap: float = 0.01) -> int:
    """Processes running on other cores right now: the median of ``samples`` reads of the kernel's
    runnable count (``procs_running`` in /proc/stat, which counts this process too). Not the load
    average: it still counts, for a minute or two, the job that just finished (often our own
    previous command), and would give a lone process one thread on idle cores."""
    import statistics
    import time

    counts = []
    for i in range(samples):
        try:
            with open("/proc/stat", encoding="ascii") as fh:
                line = next((x for x in fh if x.startswith("procs_running")), "")
            counts.append(int(line.split()[1]) - 1)
        except (OSError, ValueError, IndexError):
            try:
                return int(os.getloadavg()[0] + 0.5)
            except OSError:
                return 0
        if i + 1 < samples:
            time.sleep(gap)
    return max(0, int(statistics.median(counts)))


def pick_threads(cores: int | None = None, busy: int | None = None) -> int:
    """``cores`` minus the cores other processes keep busy (``busy``), at least 1."""
    cores = available_cores() if cores is None else cores
    busy = busy_elsewhere() if busy is None else busy
    return max(1, cores - busy)


_REASON: str | None = None


def thread_reason() -> str | None:
    """Why the compute libraries got the threads they have (``reflect doctor`` shows it); None
    where :func:`apply_thread_policy` did not run in this process."""
    return _REASON


def apply_thread_policy(environ: dict[str, str] | None = None) -> int | None:
    """Sets ``REFLECT_THREADS`` and ``OMP_NUM_THREADS`` (read by torch when it is imported, and by
    the llama.cpp backend) unless the user set either; returns the number chosen (None: the user's)."""
    global _REASON
    env = os.environ if environ is None else environ
    if env.get("REFLECT_THREADS") or env.get("OMP_NUM_THREADS"):
        _REASON = "set by " + ("REFLECT_THREADS" if env.get("REFLECT_THREADS") else "OMP_NUM_THREADS")
        env.setdefault("REFLECT_THREADS", env.get("OMP_NUM_THREADS", ""))
        env.setdefault("OMP_NUM_THREADS", env["REFLECT_THREADS"])
        return None
    cores, busy = available_cores(), busy_elsewhere()
    n = pick_threads(cores, busy)
    _REASON = (f"{cores} core{'s' if cores != 1 else ''}, {min(busy, cores)} busy with other processes at start: "
               "reflect leaves busy cores alone; set REFLECT_THREADS to choose")
    env["REFLECT_THREADS"] = env["OMP_NUM_THREADS"] = str(n)
    return n
