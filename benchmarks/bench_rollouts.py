"""Rollout throughput: episodes/s and env-steps/s for Taxi and AutoExplore, with and without
reflection, one env at a time (``run_episode``) vs ``--batch`` envs in lockstep (``run_batch``:
one batched reflection ``generate`` for the states not yet reflected on, one policy forward for
all prompts). Also the share of wall time in reflection generation, policy scoring and the env,
the reflection cache hits, and the padding share of the batched forwards.

Both arms play the same seeds; greedy play makes their trajectories identical (checked).
``--kv-store off,on`` runs every arm without and with the model's prefix KV store
(``LanguageModel.kv_store_bytes``: cached system/instruction prefix, reflection and revisited
prompts, lean greedy decode loop), interleaved, so its before/after ratios come from one run.

    python benchmarks/bench_rollouts.py --out benchmarks/results/rollouts.json
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402


def make_repo(root: Path) -> list[dict]:
    """A small synthetic repository and questions whose answer file is known."""
    layout = {
        "src/app": ["cli.py", "server.py", "routes.py", "views.py", "forms.py"],
        "src/core": ["models.py", "storage.py", "cache.py", "events.py"],
        "src/utils": ["text.py", "dates.py", "logging.py"],
        "docs": ["install.md", "usage.md", "faq.md"],
        "": ["README.md", "setup.cfg", "LICENSE"],
    }
    for folder, files in layout.items():
        (root / folder).mkdir(parents=True, exist_ok=True)
        for f in files:
            stem = f.rsplit(".", 1)[0]
            (root / folder / f).write_text(f"# {stem}\n\n" + f"Code and notes about {stem}.\n" * 8)
    return [
        {"question": "Where are the HTTP routes defined?", "targets": ["src/app/routes.py"]},
        {"question": "How is the cache invalidated?", "targets": ["src/core/cache.py"]},
        {"question": "How do I install the project?", "targets": ["docs/install.md"]},
        {"question": "Which file formats dates?", "targets": ["src/utils/dates.py"]},
        {"question": "What licence is the project under?", "targets": ["LICENSE"]},
    ]


class Meter:
    """Times the model calls and env calls by wrapping them on the instances."""

    def __init__(self, lm) -> None:
        self.lm = lm
        self.s = {"generate_s": 0.0, "policy_s": 0.0, "env_s": 0.0, "gen_calls": 0, "gen_rows": 0,
                  "policy_calls": 0, "policy_rows": 0, "tokens": 0, "padded": 0}
        self.wrapped = []

        def count(prompts):
            lens = [len(lm.token_ids(p)) for p in prompts]
            self.s["tokens"] += sum(lens)
            self.s["padded"] += len(lens) * max(lens)

        def wrap(attr: str, kind: str, counted: bool):
            real = getattr(lm, attr, None)
            if real is None:
                return

            def timed(prompts, *a, **kw):
                if counted:
                    count(prompts)
                t0 = C.clock()
                out = real(prompts, *a, **kw)
                self.s[f"{kind}_s"] += C.clock() - t0
                self.s[f"{'gen' if kind == 'generate' else kind}_calls"] += 1
                self.s[f"{'gen' if kind == 'generate' else kind}_rows"] += len(prompts)
                return out

            setattr(lm, attr, timed)
            self.wrapped.append(attr)

        wrap("generate", "generate", True)
        wrap("generate_batch_with_prefix", "generate", True)
        wrap("next_token_logits", "policy", True)
        wrap("next_token_logits_with_batch_prefix", "policy", False)

    def env(self, env):
        step, reset = env.step, env.reset

        def timed_step(*a, **k):
            t0 = C.clock()
            try:
                return step(*a, **k)
            finally:
                self.s["env_s"] += C.clock() - t0

        def timed_reset(*a, **k):
            t0 = C.clock()
            try:
                return reset(*a, **k)
            finally:
                self.s["env_s"] += C.clock() - t0

        env.step, env.reset = timed_step, timed_reset
        return env

    def close(self) -> None:
        for attr in self.wrapped:
            delattr(self.lm, attr)


def main(argv=None) -> dict:
    from reflect_cli.agent.loop import LMAgent, run_batch, run_episode
    from reflect_cli.agent.policy import Policy, Reflector
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv
    from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS
    from reflect_cli.envs.taxi import DangerousTaxiEnv

    ap = C.parser(__doc__.splitlines()[0])
    ap.add_argument("--episodes", type=int, default=8)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--reflection-tokens", type=int, default=32)
    ap.add_argument("--explore-horizon", type=int, default=6)
    ap.add_argument("--taxi-horizon", type=int, default=15)
    ap.add_argument("--envs", default="taxi,autoexplore")
    ap.add_argument("--reflect", default="off,on")
    ap.add_argument("--kv-store", default="off,on",
                    help="prefix KV store settings to run each arm with (off = the code before it)")
    args = ap.parse_args(argv)
    if args.quick:
        args.episodes, args.batch, args.reflection_tokens, args.explore_horizon = 2, 2, 4, 3
    C.setup(args)
    info = C.machine()
    lm = C.load_lm(args.model, kv_store=True)
    store_bytes = lm.kv_store_bytes
    tmp = tempfile.TemporaryDirectory(prefix="reflect-bench-repo-")
    tasks = make_repo(Path(tmp.name))
    seeds = list(range(args.episodes))

    def make_env(name: str):
        if name == "taxi":
            return DangerousTaxiEnv(level="pickup", horizon=args.taxi_horizon)
        return AutoExploreEnv(tmp.name, tasks=tasks, horizon=args.explore_horizon,
                              max_actions=min(DEFAULT_MAX_ACTIONS, Policy(lm, name, head="label").max_actions))

    rows, same, same_reflections, logprob_diff = [], {}, {}, {}
    stores = [x == "on" for x in args.kv_store.split(",")]
    for env_name in args.envs.split(","):
        policy = Policy(lm, env_name, head="label")
        for reflect in args.reflect.split(","):
            trajectories, reference = {}, None
            arms = []  # (batch, kv_reuse, store), interleaved store off/on
            for batch, kv in [(1, False), (args.batch, False)] + ([(args.batch, True)] if reflect == "on" else []):
                for store in stores:
                    if store and kv != (reflect == "on" and batch > 1):
                        continue  # with the store, the reflection KV is always reused: one arm
                    arms.append((batch, kv, store))
            first_row = len(rows)
            for batch, kv, store in arms:
                lm.kv_store_bytes = store_bytes if store else 0
                lm.clear_kv_store()
                stats0 = lm.kv_store_stats()
                reflector = Reflector(lm, env_name, max_new_tokens=args.reflection_tokens) if reflect == "on" else None
                agent = LMAgent(policy, reflector, kv_reuse=kv or store)
                meter = Meter(lm)
                envs = [meter.env(make_env(env_name)) for _ in range(batch)]
                t0 = C.clock()
                if batch == 1:
                    episodes = [run_episode(envs[0], agent, seed=s, env_name=env_name) for s in seeds]
                else:
                    episodes = run_batch(envs, agent, seeds=seeds, env_name=env_name)
                wall = C.clock() - t0
                meter.close()
                s = meter.s
                stats = {k: v - stats0.get(k, 0) for k, v in lm.kv_store_stats().items()}
                steps = sum(e.length for e in episodes)
                trajectories[(batch, kv, store)] = [[st.action for st in e.steps] for e in episodes]
                if reference is None:
                    reference = episodes
                requests = steps if reflector else 0
                if store:
                    run_share = stats["padded"] / stats["tokens"] if stats.get("tokens") else float("nan")
                else:
                    run_share = s["padded"] / s["tokens"] if s["tokens"] else float("nan")
                rows.append({
                    "env": env_name, "reflect": reflect, "batch": batch, "kv_reuse": "yes" if kv or store else "no",
                    "kv_store": "on" if store else "off",
                    "episodes": len(episodes),
                    "steps": steps, "wall_s": wall, "episodes_per_s": len(episodes) / wall,
                    "steps_per_s": steps / wall,
                    "reflection_share": s["generate_s"] / wall, "policy_share": s["policy_s"] / wall,
                    "env_share": s["env_s"] / wall,
                    "other_share": 1 - (s["generate_s"] + s["policy_s"] + s["env_s"]) / wall,
                    "reflections_requested": requests,
                    "reflections_generated": s["gen_rows"],
                    "reflection_cache_hits": requests - s["gen_rows"] if reflector else 0,
                    "padding_share": 1 - s["tokens"] / s["padded"] if s["padded"] else 0.0,
                    "prefill_run_share": run_share,
                    "store_stats": stats,
                    "success_rate": sum(e.success for e in episodes) / len(episodes),
                    "same_reflections_as_first": [[st.reflection for st in e.steps] for e in episodes]
                    == [[st.reflection for st in e.steps] for e in reference],
                    "max_logprob_diff_vs_first": max(
                        # episodes that diverge may end at different steps: compare the common ones
                        (abs(a.logprob - b.logprob) for ea, eb in zip(episodes, reference, strict=True)
                         for a, b in zip(ea.steps, eb.steps, strict=False) if a.logprob is not None and b.logprob is not None),
                        default=0.0),
                })
                print(f"{env_name} reflect={reflect} batch={batch} kv={kv} store={store}: {len(episodes)} episodes, "
                      f"{steps} steps in {wall:.1f}s", flush=True)
            key = f"{env_name}/{reflect}"
            first = next(iter(trajectories.values()))
            same[key] = all(t == first for t in trajectories.values())
            arm_rows = rows[first_row:]
            same_reflections[key] = all(r["same_reflections_as_first"] for r in arm_rows)
            logprob_diff[key] = max(r["max_logprob_diff_vs_first"] for r in arm_rows)
            base = {r["kv_store"]: r for r in arm_rows if r["batch"] == 1}
            before = {(r["batch"]): r for r in arm_rows if r["kv_store"] == "off"}  # last off arm per batch
            for row in arm_rows:
                own = base.get(row["kv_store"])
                if own is not None and row is not own:
                    row["speedup_steps_per_s"] = row["steps_per_s"] / own["steps_per_s"]
                if "off" in base and row is not base["off"]:
                    row["speedup_vs_old_batch1"] = row["steps_per_s"] / base["off"]["steps_per_s"]
                if row["kv_store"] == "on" and row["batch"] in before:
                    row["store_speedup"] = row["steps_per_s"] / before[row["batch"]]["steps_per_s"]
    tmp.cleanup()

    print()
    print(f"model {lm.name}; machine {info['cpu']}, {info['cores']} cores, torch {info['torch']}, "
          f"{info['torch_threads']} threads; {args.episodes} episodes per row, reflection "
          f"{args.reflection_tokens} new tokens")
    print(C.table(rows, ["env", "reflect", "batch", "kv_reuse", "kv_store", "steps", "wall_s", "episodes_per_s",
                         "steps_per_s", "speedup_steps_per_s", "speedup_vs_old_batch1", "store_speedup",
                         "reflection_share", "policy_share", "env_share", "reflection_cache_hits",
                         "padding_share", "prefill_run_share"]))
    print("batch trajectories identical to one-at-a-time:", same)
    print("reflections identical to one-at-a-time without the store:", same_reflections)
    print("max |logprob difference| vs one-at-a-time without the store:",
          {k: f"{v:.2g}" for k, v in logprob_diff.items()})
    doc = {"benchmark": "rollouts", "model": lm.name, "machine": info, "args": vars(args), "rows": rows,
           "trajectories_identical": same, "reflections_identical": same_reflections,
           "max_logprob_diff": logprob_diff}
    return C.finish(doc, args.out)


if __name__ == "__main__":
    main()
