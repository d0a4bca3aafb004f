"""Reflection cost: reusing the reflection's KV cache for the policy call of the same step.

The policy prompt extends the reflection prompt (reflection prompt + reflection + a user turn
with the action list), so after ``generate`` the policy only needs the tokens after the shared
prefix. Per state: reflection + full-prompt policy forward (before) vs reflection with its KV
cache kept + suffix-only policy forward (after), the max |difference| of the label log-probs,
and how many prompt tokens were reused. Then ``Explorer.run`` end to end, with and without the
reuse, on a small synthetic repository (same choices expected).

    python benchmarks/bench_reflection.py --out benchmarks/results/reflection.json
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402
from bench_rollouts import make_repo  # noqa: E402


def main(argv=None) -> dict:
    from reflect_cli.agent.policy import Policy, Reflector
    from reflect_cli.envs.autoexplore.env import AutoExploreEnv
    from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS
    from reflect_cli.envs.taxi import DangerousTaxiEnv
    from reflect_cli.explore.explorer import Explorer
    from reflect_cli.search.questions import parse_question

    ap = C.parser(__doc__.splitlines()[0])
    ap.add_argument("--states", type=int, default=3, help="states per env")
    ap.add_argument("--reflection-tokens", type=int, default=32)
    ap.add_argument("--explore-steps", type=int, default=3)
    args = ap.parse_args(argv)
    if args.quick:
        args.states, args.reflection_tokens, args.explore_steps = 1, 4, 2
    C.setup(args)
    info = C.machine()
    lm = C.load_lm(args.model)
    tmp = tempfile.TemporaryDirectory(prefix="reflect-bench-repo-")
    tasks = make_repo(Path(tmp.name))

    states = []
    taxi = DangerousTaxiEnv()
    for s in range(args.states):
        obs, inf = taxi.reset(seed=s)
        states.append(("taxi", obs, inf["actions"]))
    pol_ae = Policy(lm, "autoexplore", head="label")
    explore = AutoExploreEnv(tmp.name, tasks=tasks, max_actions=min(DEFAULT_MAX_ACTIONS, pol_ae.max_actions))
    for s in range(args.states):
        obs, inf = explore.reset(seed=s, options={"task": s % len(tasks)})
        if s % 2:  # one step down, for a longer history
            obs, _, _, _, inf = explore.step(0)
        states.append(("autoexplore", obs, inf["actions"]))

    rows = []
    for env_name, obs, actions in states:
        policy = Policy(lm, env_name, head="label")
        # before: generate, then the full policy prompt
        r1 = Reflector(lm, env_name, max_new_tokens=args.reflection_tokens)
        t_gen, text = C.timed(lambda r1=r1, obs=obs: r1.reflect(obs))
        prompt = policy.prompt(obs, actions, text)
        t_full, full = C.timed(lambda policy=policy, prompt=prompt, actions=actions: policy.label_logprobs([prompt], [len(actions)])[0])
        # after: generate keeping the KV cache, then only the suffix
        r2 = Reflector(lm, env_name, max_new_tokens=args.reflection_tokens)
        t_gen2, (text2, prefix) = C.timed(lambda r2=r2, obs=obs: r2.reflect_with_prefix(obs))
        assert text2 == text, "generate_with_prefix must give the same reflection"
        prompt2 = policy.prompt(obs, actions, text2)
        t_kv, kv = C.timed(
            lambda policy=policy, prompt2=prompt2, actions=actions, prefix=prefix:
            policy.label_logprobs([prompt2], [len(actions)], prefix=prefix)[0])
        reused, total = lm.last_prefix_reuse or (0, 0)
        rows.append({
            "env": env_name, "prompt_tokens": total, "reused_tokens": reused,
            "reflect_s": t_gen, "policy_full_s": t_full, "reflect_kv_s": t_gen2, "policy_suffix_s": t_kv,
            "policy_speedup": t_full / t_kv, "step_speedup": (t_gen + t_full) / (t_gen2 + t_kv),
            "max_abs_diff": float((full - kv).abs().max()),
        })
        print(f"{env_name}: policy {t_full:.3f}s -> {t_kv:.3f}s, diff {rows[-1]['max_abs_diff']:.2e}", flush=True)

    # End to end: Explorer with and without the reuse (fresh reflector each, so no cache effect),
    # and with the model's prefix KV store (emptied first; store off in the other two modes).
    task = tasks[0]
    runs = {}
    store_bytes = lm.kv_store_bytes
    for mode in ("full prompt", "kv reuse", "kv store"):
        ex = Explorer(lm, reflect=True, reflection_tokens=args.reflection_tokens)
        if mode == "full prompt":
            plain = ex.reflector.reflect
            ex.reflector.reflect_with_prefix = lambda o, seed=None, plain=plain: (plain(o, seed=seed), None)
        lm.kv_store_bytes = store_bytes if mode == "kv store" else 0
        lm.clear_kv_store()
        t0 = C.clock()
        res = ex.run(tmp.name, parse_question(task["question"]), max_steps=args.explore_steps)
        runs[mode] = {"seconds": C.clock() - t0, "choices": [s.choice for s in res.steps],
                      "probs": [s.probability for s in res.steps],
                      "reflections": [s.reflection for s in res.steps]}
    lm.kv_store_bytes = 0
    explorer = {"steps": len(runs["kv reuse"]["choices"]),
                "full_prompt_s": runs["full prompt"]["seconds"], "kv_reuse_s": runs["kv reuse"]["seconds"],
                "kv_store_s": runs["kv store"]["seconds"],
                "speedup": runs["full prompt"]["seconds"] / runs["kv reuse"]["seconds"],
                "store_speedup": runs["full prompt"]["seconds"] / runs["kv store"]["seconds"],
                "same_choices": runs["full prompt"]["choices"] == runs["kv reuse"]["choices"]
                == runs["kv store"]["choices"],
                "same_reflections": runs["full prompt"]["reflections"] == runs["kv store"]["reflections"]}
    tmp.cleanup()
    print(f"model {lm.name}; machine {info['cpu']}, {info['cores']} cores, torch {info['torch']}; "
          f"reflection {args.reflection_tokens} new tokens")
    print(C.table(rows, ["env", "prompt_tokens", "reused_tokens", "reflect_s", "policy_full_s", "policy_suffix_s",
                         "policy_speedup", "step_speedup", "max_abs_diff"]))
    print()
    print(C.table([explorer], ["steps", "full_prompt_s", "kv_reuse_s", "kv_store_s", "speedup", "store_speedup",
                               "same_choices", "same_reflections"]))
    doc = {"benchmark": "reflection", "model": lm.name, "machine": info, "args": vars(args), "states": rows,
           "explorer": explorer, "explorer_runs": runs}
    return C.finish(doc, args.out)


if __name__ == "__main__":
    main()
