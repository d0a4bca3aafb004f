"""Training-step throughput: one SFT step and one RL (policy-gradient) update from
``reflect_cli.train`` vs a bare forward+backward of the same model on the same batch.

* ``bare fwd+bwd``: ``model(ids, labels=...)`` (the standard causal-LM loss over every position)
  and ``backward()`` -- the floor any trainer pays. ``bare fwd+bwd, last logits``: the same with
  only the last position's logits computed (what a one-label-token policy target needs).
* ``sft step``: ``train.sft`` as ``train_sft`` runs it: collate, ``completion_nll``, backward,
  grad clipping, AdamW, scheduler-free.
* ``rl update``: ``train.rl.policy_gradient_step`` on the same prompts.

LoRA (the trainers' default) on the policy prompts of DangerousTaxi oracle records. Tokens/s
counts non-padding tokens; the ratio is step time / bare fwd+bwd time (goal <= 1.5). Peak memory
is the highest RSS sampled (every 5 ms) during each phase.

    python benchmarks/bench_train.py --out benchmarks/results/train.json
"""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402


class RssSampler:
    def __init__(self) -> None:
        self.peak = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, C.current_rss_mb())
            time.sleep(0.005)

    def __enter__(self):
        self.peak = C.current_rss_mb()
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()


def main(argv=None) -> dict:
    import torch

    from reflect_cli.agent.policy import Policy
    from reflect_cli.lm.adapters import LoraSettings, add_lora
    from reflect_cli.train import rl, sft
    from reflect_cli.train.mixed_precision import autocast_factory

    ap = C.parser(__doc__.splitlines()[0])
    ap.add_argument("--batch", type=int, default=4)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--full", action="store_true", help="full-parameter training instead of LoRA")
    args = ap.parse_args(argv)
    if args.quick:
        args.batch, args.repeats = 2, 1
    C.setup(args)
    info = C.machine()
    lm = C.load_lm(args.model)
    if args.full:
        for p in lm.model.parameters():
            p.requires_grad_(True)
    else:
        add_lora(lm, LoraSettings(dropout=0.0), adapter_name="default")
    model = lm.model
    policy = Policy(lm, "taxi", head="label")
    records = [r for r in sft.taxi_oracle_records(4) if r["target"] == "policy"][: args.batch]
    examples = [sft.build_example(r, lm.tokenizer, policy, "taxi", 1024) for r in records]
    pad = lm.tokenizer.pad_token_id
    batch = sft.collate(examples, pad, lm.device)
    ids, att, pos, labels = batch
    real_tokens = int(att.sum())
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=1e-5)
    autocast, _ = autocast_factory(model, lm.device, "no")
    texts = [policy.prompt(r["observation"], r["actions"], None) for r in records]
    fresh = [(t, len(r["actions"]), r["action_index"], -1.0, 1.0) for t, r in zip(texts, records, strict=True)]
    rl_cfg = rl.RLConfig(train_batch=args.batch)
    model.train()

    def bare():
        lab = ids.masked_fill(att == 0, -100)
        out = model(input_ids=ids, attention_mask=att, position_ids=pos, labels=lab, use_cache=False)
        out.loss.backward()
        model.zero_grad(set_to_none=True)

    def bare_last():
        out = model(input_ids=ids, attention_mask=att, position_ids=pos, use_cache=False, logits_to_keep=1)
        torch.log_softmax(out.logits[:, -1].float(), -1)[:, 0].sum().backward()
        model.zero_grad(set_to_none=True)

    def sft_step():
        b = sft.collate(examples, pad, lm.device)
        nll, n = sft.completion_nll(model, b, autocast)
        (nll / max(n, 1)).backward()
        torch.nn.utils.clip_grad_norm_(params, 0.3)
        opt.step()
        opt.zero_grad(set_to_none=True)

    def rl_step():
        rl.policy_gradient_step(policy, fresh, [], rl_cfg, params, opt)

    phases = {"bare fwd+bwd": bare, "bare fwd+bwd, last logits": bare_last, "sft step": sft_step,
              "rl update": rl_step}
    times = {k: [] for k in phases}
    peaks = {}
    for name, fn in phases.items():  # warm-up (optimizer state allocated here) + memory
        with RssSampler() as s:
            fn()
        peaks[name] = s.peak
    for _ in range(args.repeats):  # interleaved
        for name, fn in phases.items():
            times[name].append(C.timed(fn)[0])
    base = C.median(times["bare fwd+bwd"])
    rows = []
    for name in phases:
        t = C.median(times[name])
        rows.append({"phase": name, "step_s": t, "tokens_per_s": real_tokens / t, "vs_bare": t / base,
                     "peak_rss_mb": peaks[name]})
    print(f"model {lm.name} ({'full' if args.full else 'LoRA r=16'}); batch {args.batch} x "
          f"{ids.shape[1]} tokens ({real_tokens} real); machine {info['cpu']}, {info['cores']} cores, "
          f"torch {info['torch']}")
    print(C.table(rows, ["phase", "step_s", "tokens_per_s", "vs_bare", "peak_rss_mb"]))
    doc = {"benchmark": "train", "model": lm.name, "machine": info, "mode": "full" if args.full else "lora",
           "batch": args.batch, "width": int(ids.shape[1]), "real_tokens": real_tokens, "rows": rows,
           "times": times}
    return C.finish(doc, args.out)


if __name__ == "__main__":
    main()
