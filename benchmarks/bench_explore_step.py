"""Seconds per ``reflect explore`` step with reflections, and where they go, on either backend.

Loads the model as ``reflect explore --model M --backend B`` does (:func:`load_players`), then
explores ``--repo`` (default the installed package ``python:click``) with the generic questions of
``_parity.py`` in turn until ``--min-steps`` steps were played, and reports per step:

* step s          wall time of the step (as ``reflect explore --json`` reports it);
* reflect s       the reflection: its prompt evaluated (prefix reused where the backend can) and
                  decoded, greedy, at most ``--reflection-tokens`` tokens;
* score s         the policy's scores (``text`` head: every action's text; ``label``: one logit row);
* tokens          reflection tokens written, and decode tok/s (tokens / reflect s);
* prompt tokens   (llama.cpp) prompt tokens evaluated, after prefix reuse.

Medians over the steps, the load average before and after (the cores may be shared).

    python benchmarks/bench_explore_step.py --model smol.Q8_0.gguf --backend llamacpp [--head text] [--json out.json]
    python benchmarks/bench_explore_step.py --model policy.Q8_0.gguf --reflector reflector.Q8_0.gguf --backend llamacpp
    python benchmarks/bench_explore_step.py --model embedded --backend transformers
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))


def _timed(obj: Any, name: str, totals: dict[str, float]) -> None:
    """Wrap ``obj.name`` so that its wall time accumulates in ``totals[name]``."""
    fn = getattr(obj, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            totals[name] = totals.get(name, 0.0) + time.perf_counter() - t0

    setattr(obj, name, wrapper)


def _loadavg() -> str:
    try:
        return Path("/proc/loadavg").read_text().strip()
    except OSError:
        return "?"


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="embedded")
    ap.add_argument("--reflector", default=None, help="a separate reflector (default: --model writes them)")
    ap.add_argument("--backend", default=None, help="transformers or llamacpp (default: as reflect explore)")
    ap.add_argument("--head", choices=["label", "text"], default=None, help="default: the model's own")
    ap.add_argument("--repo", default="python:click")
    ap.add_argument("--min-steps", type=int, default=12)
    ap.add_argument("--max-steps", type=int, default=6, help="steps per question")
    ap.add_argument("--reflection-tokens", type=int, default=48)
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args(argv)

    from _parity import AUTOEXPLORE_QUESTIONS
    from reflect_cli.agent.players import load_players, resolve_players
    from reflect_cli.agent.policy import Policy
    from reflect_cli.datagen.sources import resolve_repo
    from reflect_cli.explore.explorer import Explorer
    from reflect_cli.search.questions import parse_question

    root = resolve_repo(args.repo)
    load_before = _loadavg()
    t0 = time.perf_counter()
    players = load_players(resolve_players(args.model, args.reflector, repo=root), backend=args.backend)
    load_s = time.perf_counter() - t0
    lm = players.policy
    explorer = Explorer(lm, reflect=True, reflection_tokens=args.reflection_tokens, reflector_lm=players.reflector)
    if args.head is not None:
        explorer.policy = Policy(lm, "autoexplore", head=args.head)
    totals: dict[str, float] = {}
    reflector_lm = explorer.reflector_lm
    _timed(reflector_lm, "generate", totals)
    if reflector_lm.supports_prefix_cache:
        _timed(reflector_lm, "generate_with_prefix", totals)
    for name in ("continuation_logprobs", "next_token_logits", "next_token_logits_with_prefix"):
        if hasattr(lm, name):
            _timed(lm, name, totals)
    steps: list[dict[str, Any]] = []
    mark = {"t": dict(totals), "prompt": getattr(lm, "prompt_tokens", 0)}

    def on_step(_i: int, step: Any) -> None:
        now = dict(totals)
        spent = {k: now.get(k, 0.0) - mark["t"].get(k, 0.0) for k in now}
        reflect_s = spent.get("generate", 0.0) + spent.get("generate_with_prefix", 0.0)
        prompt = getattr(lm, "prompt_tokens", 0)
        steps.append({
            "seconds": step.seconds, "reflect_s": reflect_s, "score_s": sum(v for k, v in spent.items() if k not in (
                "generate", "generate_with_prefix")),
            "reflection_tokens": len(lm.token_ids(step.reflection)) if step.reflection else 0,
            "actions": len(step.actions), "prompt_tokens": prompt - mark["prompt"], "reflection": step.reflection,
        })
        mark.update(t=now, prompt=prompt)

    q = 0
    while len(steps) < args.min_steps:
        explorer.run(root, parse_question(AUTOEXPLORE_QUESTIONS[q % len(AUTOEXPLORE_QUESTIONS)]), max_steps=args.max_steps,
                     on_step=on_step)
        q += 1

    def med(key: str) -> float:
        return float(statistics.median(s[key] for s in steps))

    decoding = [s for s in steps if s["reflection_tokens"] and s["reflect_s"] > 0]
    doc = {
        "benchmark": "explore_step", "model": args.model, "reflector": args.reflector, "backend": lm.backend, "head": explorer.policy.head,
        "repo": args.repo, "steps": len(steps), "load_s": round(load_s, 2),
        "step_s_median": round(med("seconds"), 3), "reflect_s_median": round(med("reflect_s"), 3),
        "score_s_median": round(med("score_s"), 3), "reflection_tokens_median": med("reflection_tokens"),
        "decode_tok_s": round(sum(s["reflection_tokens"] for s in decoding) / max(sum(s["reflect_s"] for s in decoding), 1e-9), 1),
        "actions_median": med("actions"), "prompt_tokens_median": med("prompt_tokens"),
        "loadavg_before": load_before, "loadavg_after": _loadavg(), "per_step": steps,
    }
    print(f"{doc['model']} [{doc['backend']}, head {doc['head']}] on {args.repo}: {len(steps)} steps")
    print(f"  step {doc['step_s_median']:.3f} s median (reflection {doc['reflect_s_median']:.3f} s, "
          f"scoring {doc['score_s_median']:.3f} s); reflection {doc['reflection_tokens_median']:.0f} tokens, "
          f"{doc['decode_tok_s']:.1f} tok/s incl. its prompt; {doc['actions_median']:.0f} actions; "
          f"{doc['prompt_tokens_median']:.0f} prompt tokens evaluated")
    print(f"  loadavg before: {load_before}  after: {doc['loadavg_after']}")
    if args.json:
        args.json.write_text(json.dumps(doc, indent=1) + "\n")
    return doc


if __name__ == "__main__":
    main()
