"""Action scoring: Reflect-RL's single-prompt label scoring vs per-action likelihood (SayCan-style).

* ``label``: one forward pass over the prompt that lists every action under a one-token label;
  the policy's distribution is a softmax over the valid labels (``Policy.label_logprobs``).
* ``per-action``: log p(action tokens + end-of-turn | prompt) for each action, the prompt and
  action concatenated per row, rows batched (``--chunk`` rows per forward, left-padded, logits
  kept only for the action positions), as a plain implementation does.
* ``per-action+kv``: the same scores, but the prompt is run once and its KV cache is shared by
  all action rows: a stronger baseline than the paper's, reported for honesty.

Speed: median seconds per decision for each method at |A| = 5, 20, 50 (same prompt for all
three), ratio = per-action / label (goal >= 0.8 |A|). Consistency: on prompts where one action is
clearly indicated ("Read the file X", actions "cat <file>"), top-1 agreement and Spearman rank
correlation between label and per-action scores, and how often each picks the indicated action.

    python benchmarks/bench_scoring.py --out benchmarks/results/scoring.json
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402

WORDS = ["config", "main", "utils", "readme", "setup", "cli", "models", "train", "data", "loader", "server", "client", "router", "handler", "parser", "schema", "views", "tests", "docs", "build", "deploy", "cache", "auth", "session", "logger", "metrics", "report", "export", "import", "query", "index", "search", "render", "layout", "theme", "style", "assets", "api", "core", "common", "helpers", "types", "errors", "events", "tasks", "worker", "queue", "scheduler", "storage", "backup", "migrate", "admin", "users", "billing", "notes"]
SUFFIXES = (".py", ".md", ".yaml", ".js", ".toml")


def file_names(n: int, offset: int = 0) -> list[str]:
    return [f"{WORDS[(i + offset) % len(WORDS)]}{'' if i + offset < len(WORDS) else i + offset}"
            f"{SUFFIXES[(i + offset) % len(SUFFIXES)]}" for i in range(n)]


def observation(question: str, names: list[str]) -> str:
    return (
        f"# Task\n{question}\n\n# Current working directory\n(repository root)\n\n"
        "# Files under current working directory\n" + "\n".join(names) + "\n\n"
        "# Command history\n(none)\n\n# Execution result of your last command\n(none)\n"
    )


class PerAction:
    """SayCan-style scorer: sum of log-probs of each action's tokens (plus end of turn)."""

    def __init__(self, lm, chunk: int) -> None:
        self.lm, self.torch, self.chunk = lm, lm.torch, chunk
        self.end = lm.eos_token_ids[0] if "<|im_end|>" not in lm.tokenizer.get_vocab() else (
            lm.tokenizer.convert_tokens_to_ids("<|im_end|>"))

    def action_ids(self, actions):
        return [self.lm.token_ids(a) + [self.end] for a in actions]

    def naive(self, prompt: str, actions: list[str]) -> list[float]:
        torch, lm = self.torch, self.lm
        p = lm.token_ids(prompt)
        acts = self.action_ids(actions)
        pad = lm.tokenizer.pad_token_id
        scores: list[float] = []
        for s in range(0, len(acts), self.chunk):
            part = acts[s : s + self.chunk]
            rows = [p + a for a in part]
            width = max(map(len, rows))
            ids = torch.tensor([[pad] * (width - len(r)) + r for r in rows])
            att = torch.tensor([[0] * (width - len(r)) + [1] * len(r) for r in rows])
            pos = (att.cumsum(-1) - 1).clamp(min=0)
            keep = max(map(len, part)) + 1
            with torch.no_grad():
                logits = lm.model(input_ids=ids, attention_mask=att, position_ids=pos, use_cache=False,
                                  logits_to_keep=keep).logits
            logp = torch.log_softmax(logits.float(), dim=-1)
            for r, a in enumerate(part):
                m = len(a)
                idx = torch.arange(keep - m - 1, keep - 1)
                scores.append(float(logp[r, idx, torch.tensor(a)].sum()))
        return scores

    def shared_prefix(self, prompt: str, actions: list[str]) -> list[float]:
        import copy

        torch, lm = self.torch, self.lm
        p = lm.token_ids(prompt)
        acts = self.action_ids(actions)
        pad = lm.tokenizer.pad_token_id
        with torch.no_grad():
            out = lm.model(input_ids=torch.tensor([p]), use_cache=True, logits_to_keep=1)
        first = torch.log_softmax(out.logits[0, -1].float(), dim=-1)
        scores: list[float] = []
        for s in range(0, len(acts), self.chunk):
            part = acts[s : s + self.chunk]
            cache = copy.deepcopy(out.past_key_values)
            cache.batch_repeat_interleave(len(part))
            width = max(map(len, part))
            ids = torch.tensor([a + [pad] * (width - len(a)) for a in part])
            att = torch.tensor([[1] * len(p) + [1] * len(a) + [0] * (width - len(a)) for a in part])
            pos = torch.arange(len(p), len(p) + width).unsqueeze(0).expand(len(part), -1)
            with torch.no_grad():
                logits = lm.model(input_ids=ids, attention_mask=att, position_ids=pos, past_key_values=cache,
                                  use_cache=True).logits
            logp = torch.log_softmax(logits.float(), dim=-1)
            for r, a in enumerate(part):
                total = float(first[a[0]])
                for i in range(1, len(a)):
                    total += float(logp[r, i - 1, a[i]])
                scores.append(total)
        return scores


def spearman(a, b) -> float:
    import numpy as np

    ra = np.argsort(np.argsort(a)).astype(float)
    rb = np.argsort(np.argsort(b)).astype(float)
    if ra.std() == 0 or rb.std() == 0:
        return float("nan")
    return float(np.corrcoef(ra, rb)[0, 1])


def main(argv=None) -> dict:
    import numpy as np

    from reflect_cli.agent.policy import Policy

    ap = C.parser(__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="5,20,50")
    ap.add_argument("--repeats", type=int, default=3, help="timed repeats per method (median)")
    ap.add_argument("--chunk", type=int, default=16, help="per-action rows per forward")
    ap.add_argument("--agree-prompts", type=int, default=12)
    args = ap.parse_args(argv)
    sizes = [int(x) for x in args.sizes.split(",")]
    if args.quick:
        sizes, args.repeats, args.agree_prompts = [5], 1, 2
    C.setup(args)
    info = C.machine()
    lm = C.load_lm(args.model)
    policy = Policy(lm, "autoexplore", head="label")
    sizes = [n for n in sizes if n <= policy.max_actions]
    pa = PerAction(lm, args.chunk)

    rows = []
    for n in sizes:
        names = file_names(n)
        actions = [f"cat {f}" for f in names]
        obs = observation(f"Which file configures the {WORDS[n % len(WORDS)]} module?", names)
        prompt = policy.prompt(obs, actions, None)
        label_lp = policy.label_logprobs([prompt], [n])[0]  # warm-up
        t = {"label": [], "per-action": [], "per-action+kv": []}
        for _ in range(args.repeats):  # interleaved, so load changes hit all three alike
            t["label"].append(C.timed(lambda prompt=prompt, n=n: policy.label_logprobs([prompt], [n]))[0])
            dt, naive_scores = C.timed(lambda prompt=prompt, actions=actions: pa.naive(prompt, actions))
            t["per-action"].append(dt)
            dt, kv_scores = C.timed(lambda prompt=prompt, actions=actions: pa.shared_prefix(prompt, actions))
            t["per-action+kv"].append(dt)
        med = {k: C.median(v) for k, v in t.items()}
        rows.append({
            "|A|": n,
            "prompt_tokens": len(lm.token_ids(prompt)),
            "label_s": med["label"],
            "per_action_s": med["per-action"],
            "per_action_kv_s": med["per-action+kv"],
            "ratio": med["per-action"] / med["label"],
            "goal_0.8|A|": 0.8 * n,
            "ratio_kv": med["per-action+kv"] / med["label"],
            "kv_vs_naive_maxdiff": float(np.max(np.abs(np.array(naive_scores) - np.array(kv_scores)))),
            "spearman_this_prompt": spearman(label_lp.numpy(), naive_scores),
        })
        print(f"|A|={n}: label {med['label']:.3f}s  per-action {med['per-action']:.3f}s  "
              f"per-action+kv {med['per-action+kv']:.3f}s", flush=True)

    # Rank consistency where one action is clearly indicated.
    agree = []
    for n in [s for s in (5, 20) if s <= policy.max_actions]:
        for k in range(args.agree_prompts):
            names = file_names(n, offset=k * 7)
            target = k % n
            actions = [f"cat {f}" for f in names]
            obs = observation(f"Read the file {names[target]}.", names)
            prompt = policy.prompt(obs, actions, None)
            lab = policy.label_logprobs([prompt], [n])[0].numpy()
            per = np.array(pa.shared_prefix(prompt, actions))
            agree.append({"n": n, "label_top1": int(lab.argmax()), "per_top1": int(per.argmax()), "target": target,
                          "spearman": spearman(lab, per)})
    consistency = []
    for n in sorted({a["n"] for a in agree}):
        xs = [a for a in agree if a["n"] == n]
        consistency.append({
            "|A|": n,
            "prompts": len(xs),
            "top1_agreement": float(np.mean([a["label_top1"] == a["per_top1"] for a in xs])),
            "label_hits_target": float(np.mean([a["label_top1"] == a["target"] for a in xs])),
            "per_action_hits_target": float(np.mean([a["per_top1"] == a["target"] for a in xs])),
            "mean_spearman": float(np.nanmean([a["spearman"] for a in xs])),
        })

    print()
    print(f"model {lm.name}; machine {info['cpu']}, {info['cores']} cores, torch {info['torch']}, "
          f"{info['torch_threads']} threads")
    print(C.table(rows, ["|A|", "prompt_tokens", "label_s", "per_action_s", "per_action_kv_s", "ratio",
                         "goal_0.8|A|", "ratio_kv"]))
    print()
    print(C.table(consistency, ["|A|", "prompts", "top1_agreement", "label_hits_target",
                                "per_action_hits_target", "mean_spearman"]))
    doc = {"benchmark": "scoring", "model": lm.name, "machine": info, "chunk": args.chunk,
           "repeats": args.repeats, "speed": rows, "consistency": consistency, "consistency_items": agree}
    return C.finish(doc, args.out)


if __name__ == "__main__":
    main()
