"""transformers fp32 vs llama.cpp (Q8_0, Q4_K_M) on CPU with the embedded SmolLM2-135M-Instruct.

Every backend runs in its own child process (so the peak resident memory is that backend's) on
the same prompts, with the same thread count:

* prompt tok/s      policy prompts from Taxi and AutoExplore (this repository's ``src/``),
                    each scored from scratch (no prefix cache) with one forward pass;
* gen tok/s         greedy reflections: (tokens of a 32-token generation - 1) / (its time minus the
                    time of a 1-token generation of the same prompt), i.e. decode speed;
* step s            mean wall time of one ``reflect explore`` step (reflection of <= 48 tokens +
                    label scoring) over a 5-step exploration of ``src/``;
* peak MB           peak resident memory (VmHWM) of the child process (model load included);
* load s            model load time.

Ratios are relative to transformers fp32 measured in the same run.

    python benchmarks/bench_backends.py [--threads 2] [--prompts 20] [--json bench_backends.json]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUESTION = "Where is the command-line entry point defined?"


def machine() -> dict:
    cpu = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                mem = round(int(line.split()[1]) / 1024**2, 1)
    except OSError:
        pass
    info = {"cpu": cpu, "cores": os.cpu_count(), "memory_gb": mem, "platform": platform.platform(), "python": platform.python_version()}
    try:
        import torch

        info["torch"] = torch.__version__
    except ImportError:
        pass
    try:
        import llama_cpp

        info["llama_cpp"] = llama_cpp.__version__
        info["llama_cpp_system"] = llama_cpp.llama_print_system_info().decode().strip()
    except ImportError:
        pass
    return info


# -- worker (one backend per process) ------------------------------------------------------------


def peak_rss_mb() -> float:
    """This process's peak resident memory. VmHWM belongs to the process image (reset by exec);
    ru_maxrss is not: Linux keeps the parent's high-water mark across fork+exec."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def worker(backend: str, model: str, threads: int, n_prompts: int) -> dict:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import numpy as np
    import torch

    torch.set_num_threads(threads)
    from _parity import env_policy_cases
    from reflect_cli.agent import prompts
    from reflect_cli.agent.policy import Policy
    from reflect_cli.explore.explorer import Explorer
    from reflect_cli.lm.llamacpp.model import LlamaCppModel
    from reflect_cli.lm.transformers.model import LanguageModel
    from reflect_cli.search.questions import parse_question

    t0 = time.perf_counter()
    if backend == "transformers":
        lm = LanguageModel.load(model, device="cpu", dtype="float32")
        lm.kv_store_bytes = 0  # time full prompts (the prefix store would make repeats free)
    else:
        lm = LlamaCppModel.load(model, n_threads=threads)
    load_s = time.perf_counter() - t0

    def fresh() -> None:  # no prefix reuse between measured calls
        if hasattr(lm, "llm"):
            lm.llm.n_tokens = 0

    cases = env_policy_cases(n_prompts, explore_root=ROOT / "src", tokenizer=lm.tokenizer, seed=0)
    texts = [Policy(lm, env, head="label").prompt(obs, actions, None) for env, obs, actions in cases]
    n_tok = sum(len(lm.tokenizer.encode(t, add_special_tokens=False)) for t in texts)
    fresh()
    with torch.no_grad():
        lm.next_token_logits(texts[:1])  # warm-up
        start = time.perf_counter()
        for t in texts:
            fresh()
            lm.next_token_logits([t])
        prompt_s = time.perf_counter() - start

    gen_prompts = [prompts.render(lm.tokenizer, prompts.reflection_messages(obs, env)) for env, obs, _ in cases[:4]]
    gen_tokens, gen_s = 0, 0.0
    for p in gen_prompts:
        fresh()
        a = time.perf_counter()
        lm.generate([p], max_new_tokens=1)
        one = time.perf_counter() - a
        fresh()
        a = time.perf_counter()
        out = lm.generate([p], max_new_tokens=32)[0]
        many = time.perf_counter() - a
        n = len(lm.tokenizer.encode(out, add_special_tokens=False))
        if n > 1:
            gen_tokens += n - 1
            gen_s += max(many - one, 1e-9)

    fresh()
    explorer = Explorer(lm, reflect=True, reflection_tokens=48)
    res = explorer.run(ROOT / "src", parse_question(QUESTION), max_steps=5, seed=0)
    step_s = float(np.mean([s.seconds for s in res.steps]))
    return {
        "backend": backend,
        "model": model,
        "load_s": load_s,
        "prompt_tokens": n_tok,
        "prompt_tok_s": n_tok / prompt_s,
        "gen_tokens": gen_tokens,
        "gen_tok_s": gen_tokens / gen_s if gen_s else None,
        "explore_steps": len(res.steps),
        "step_s": step_s,
        "explore_choices": [s.choice for s in res.steps],
        "peak_mb": peak_rss_mb(),
    }


# -- driver --------------------------------------------------------------------------------------


def export_models(workdir: Path) -> dict[str, Path]:
    from reflect_cli.export import export

    files = {}
    for quant in ("q8_0", "q4_k_m"):
        path = workdir / f"smollm2-135m.{quant}.gguf"
        if not path.is_file():
            t = time.perf_counter()
            export("embedded", path, quant=quant, overwrite=True)
            print(f"exported {path.name} in {time.perf_counter() - t:.1f} s ({path.stat().st_size / 1e6:.0f} MB)", file=sys.stderr)
        files[quant] = path
    return files


def table(rows: list[dict]) -> str:
    ref = rows[0]
    head = f"{'backend':<22} {'load s':>7} {'prompt tok/s':>13} {'gen tok/s':>10} {'step s':>7} {'peak MB':>8}   ratios vs transformers (prompt, gen, step, mem)"
    lines = [head, "-" * len(head)]
    for r in rows:
        ratio = (
            f"{r['prompt_tok_s'] / ref['prompt_tok_s']:.2f}x, {(r['gen_tok_s'] or 0) / (ref['gen_tok_s'] or 1):.2f}x, "
            f"{r['step_s'] / ref['step_s']:.2f}x, {r['peak_mb'] / ref['peak_mb']:.2f}x"
        )
        lines.append(
            f"{r['label']:<22} {r['load_s']:>7.2f} {r['prompt_tok_s']:>13.0f} {(r['gen_tok_s'] or 0):>10.1f} {r['step_s']:>7.2f} {r['peak_mb']:>8.0f}   {ratio}"
        )
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=int, default=min(os.cpu_count() or 1, 4))
    ap.add_argument("--prompts", type=int, default=20)
    ap.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "reflect-bench")
    ap.add_argument("--json", type=Path, default=Path("bench_backends.json"))
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--model", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(worker(args.worker, args.model, args.threads, args.prompts)))
        return

    args.workdir.mkdir(parents=True, exist_ok=True)
    files = export_models(args.workdir)
    runs = [("transformers fp32", "transformers", "embedded")] + [
        (f"llama.cpp {q.upper()}", "llamacpp", str(p)) for q, p in files.items()
    ]
    rows = []
    for label, backend, model in runs:
        cmd = [sys.executable, __file__, "--worker", backend, "--model", model, "--threads", str(args.threads), "--prompts", str(args.prompts)]
        out = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if out.returncode != 0:
            sys.exit(f"{label} failed:\n{out.stderr[-3000:]}")
        row = json.loads(out.stdout.strip().splitlines()[-1])
        row["label"] = label
        rows.append(row)
        print(f"done: {label}", file=sys.stderr)
    doc = {"machine": machine(), "threads": args.threads, "prompts": args.prompts, "results": rows,
           "ratios_vs_transformers": {r["label"]: {k: (r[k] / rows[0][k]) if r[k] and rows[0][k] else None
                                                   for k in ("prompt_tok_s", "gen_tok_s", "step_s", "peak_mb")} for r in rows}}
    args.json.write_text(json.dumps(doc, indent=2) + "\n")
    m = doc["machine"]
    print(f"Machine: {m['cpu']} · {m['cores']} cores · {m.get('memory_gb')} GB · torch {m.get('torch')} · llama_cpp {m.get('llama_cpp')} · {args.threads} threads")
    print(table(rows))
    print(f"JSON: {args.json}")


if __name__ == "__main__":
    main()
