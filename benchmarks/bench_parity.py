"""Policy parity of llama.cpp exports (f16, Q8_0, Q4_K_M) against transformers fp32, label or text head.

For any model reference ``reflect`` accepts (``embedded``, a trained run, a model directory), it
exports one GGUF per quantization, then scores the same policy situations (seeded random walks in
Taxi and in AutoExplore over this repository's ``src/``) with transformers and with each GGUF and
reports:

* agreement          share of situations where both backends pick the same greedy label;
* decided agreement  the same, over situations whose reference top-2 label margin is >= 0.1 nats
                     (near-ties of an untrained model flip under any rounding);
* KL mean / max      KL(transformers || llama.cpp) of the label distributions;
* MB                 size of the GGUF file.

With ``--head text`` the situations are AutoExplore states only (seeded random walks over the
installed package ``--repo``, default ``python:click``), the policy scores each action's text + EOS,
and the table adds ``delta max``: the largest |difference| of an action's summed log-prob.

All transformers scores are computed before llama.cpp is loaded (each keeps a busy-waiting thread
pool; interleaving them on few cores slows both badly).

    python benchmarks/bench_parity.py --model embedded [--cases 60] [--quant f16 q8_0 q4_k_m] [--json out.json]
    python benchmarks/bench_parity.py --model runs/my-train/rlft
    python benchmarks/bench_parity.py --model embedded --head text --quant q8_0 [--repo python:packaging]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import machine  # noqa: E402


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="embedded", help="model reference (embedded, a run, a directory)")
    ap.add_argument("--cases", type=int, default=60)
    ap.add_argument("--quant", nargs="+", default=["f16", "q8_0", "q4_k_m"])
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--head", choices=["label", "text"], default="label")
    ap.add_argument("--repo", default="python:click", help="--head text: the AutoExplore repository (a folder or python:NAME)")
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--reference", type=Path, default=None,
                    help="cache of the transformers scores: read when it holds the same situations, else written")
    args = ap.parse_args(argv)

    import torch

    torch.set_num_threads(args.threads)
    from _parity import compare_tables, compare_text_tables, env_policy_cases, label_logprob_table, text_logprob_table
    from reflect_cli.export import export
    from reflect_cli.lm.llamacpp.model import LlamaCppModel
    from reflect_cli.lm.transformers.model import LanguageModel

    hf = LanguageModel.load(args.model, device="cpu")
    if args.head == "text":
        from reflect_cli.datagen.sources import resolve_repo

        root = resolve_repo(args.repo)
        cases = env_policy_cases(args.cases, explore_root=root, seed=args.seed, taxi=False)
        table, compare = text_logprob_table, compare_text_tables
    else:
        root = ROOT / "src"
        cases = env_policy_cases(args.cases, explore_root=root, tokenizer=hf.tokenizer, seed=args.seed)
        table, compare = label_logprob_table, compare_tables  # type: ignore[assignment]
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-parity-") as tmp:
        files = {q: export(args.model, Path(tmp) / f"m.{q}.gguf", quant=q).path for q in args.quant}
        t0 = time.perf_counter()
        reference = _cached_reference(args.reference, cases)
        if reference is None:
            reference = table(hf, cases)
            if args.reference:
                _save_reference(args.reference, cases, reference)
        ref_s = time.perf_counter() - t0
        del hf
        for quant, path in files.items():
            lcp = LlamaCppModel.load(str(path), n_threads=args.threads)
            t0 = time.perf_counter()
            report = compare(reference, table(lcp, cases))
            report.update(quant=quant, mb=round(Path(path).stat().st_size / 2**20, 1),
                          score_s=round(time.perf_counter() - t0, 2))
            rows.append(report)
            del lcp
    doc = {"benchmark": "parity", "model": args.model, "head": args.head, "machine": machine(),
           "threads": args.threads, "cases": len(cases), "explore_root": str(root),
           "transformers_score_s": round(ref_s, 2), "results": rows}
    where = f"AutoExplore on {args.repo}" if args.head == "text" else "Taxi + AutoExplore"
    print(f"model {args.model}, head {args.head}: {len(cases)} policy situations ({where}), threads {args.threads}")
    delta = f" {'delta max':>9}" if args.head == "text" else ""
    print(f"{'quant':8} {'agree':>7} {'decided':>12} {'KL mean':>9} {'KL max':>9}{delta} {'MB':>7} {'score s':>8}")
    for r in rows:
        decided = "-" if r["agreement_decided"] is None else f"{r['agreement_decided']:.3f} ({r['decided_cases']})"
        extra = f" {r['delta_max']:9.2e}" if args.head == "text" else ""
        print(f"{r['quant']:8} {r['agreement']:7.3f} {decided:>12} {r['kl_mean']:9.2e} {r['kl_max']:9.2e}{extra} "
              f"{r['mb']:7.1f} {r['score_s']:8.2f}")
    print(f"transformers fp32 scored the same situations in {ref_s:.2f} s")
    if args.json:
        args.json.write_text(json.dumps(doc, indent=1) + "\n")
    return doc


def _key(cases: list) -> str:
    import hashlib

    return hashlib.sha256(json.dumps(cases).encode()).hexdigest()


def _cached_reference(path: Path | None, cases: list) -> list | None:
    """The transformers table saved by an earlier run on the same situations (the reference is
    the slow half of the benchmark on shared cores), else None."""
    import numpy as np

    if path is None or not path.is_file():
        return None
    doc = json.loads(path.read_text())
    if doc.get("cases") != _key(cases):
        return None
    return [tuple(np.asarray(x) if isinstance(x, list) else x for x in row) for row in doc["table"]]


def _save_reference(path: Path, cases: list, table: list) -> None:
    rows = [[x.tolist() if hasattr(x, "tolist") else x for x in row] for row in table]
    path.write_text(json.dumps({"cases": _key(cases), "table": rows}))


if __name__ == "__main__":
    main()
