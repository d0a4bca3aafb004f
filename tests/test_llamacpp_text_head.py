"""The policy's ``text`` head on the llama.cpp backend (needs the ``llamacpp`` extra).

The actions are scored in one llama.cpp batch from the prompt's KV cells (a prefix tree, one
sequence per action): the scores must equal running ``prompt + action`` one at a time on the same
model, leave the prompt's cells reusable, and agree with transformers on AutoExplore states.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from conftest import build_parity_model_dir
from reflect_cli.export import export

pytestmark = pytest.mark.llamacpp
# The backend parity helpers (seeded walks, agreement, deltas) live with the benchmarks.
sys.path.append(str(Path(__file__).resolve().parents[1] / "benchmarks"))


@pytest.fixture(scope="module")
def pair(tmp_path_factory):
    pytest.importorskip("llama_cpp")
    from reflect_cli.lm.transformers.model import LanguageModel

    d = build_parity_model_dir(tmp_path_factory.mktemp("text_head_model"), seed=5)
    out = tmp_path_factory.mktemp("text_head_gguf")
    files = {q: export(str(d), out / f"t.{q}.gguf", quant=q).path for q in ("f16", "bf16", "q8_0")}
    return LanguageModel.load(str(d), device="cpu"), files


def _one_at_a_time(lcp, prompt, actions):
    """Summed log-prob of each action + EOS, each token scored by a separate llama.cpp eval of
    prompt + the action's earlier tokens (the plain way the batch replaces)."""
    from reflect_cli.lm.transformers.scoring import continuation_ids

    ids = lcp.encode(prompt)
    sums = []
    for cont in continuation_ids(lcp.tokenizer, actions):
        total = 0.0
        for j, token in enumerate(cont):
            logits = lcp._eval(ids + cont[:j]).astype(np.float64)
            total += logits[token] - np.logaddexp.reduce(logits)
        sums.append(total)
    return np.array(sums)


def test_batched_scores_equal_one_action_at_a_time_and_keep_the_prompt(pair, sample_repo):
    from _parity import env_policy_cases
    from reflect_cli.agent.policy import Policy
    from reflect_cli.lm.llamacpp.model import LlamaCppModel

    _, files = pair
    lcp = LlamaCppModel.load(str(files["f16"]), n_threads=2)
    assert lcp.supports_text_scoring and lcp.n_seq > 40
    policy = Policy(lcp, "autoexplore")
    assert policy.head == "text"  # the default head now that the backend can run it
    (_, obs, actions), = env_policy_cases(1, explore_root=sample_repo, seed=1, taxi=False)
    actions = actions + [actions[0] + " x", actions[0]]  # a shared prefix, and a duplicate
    prompt = policy.prompt(obs, actions, None)
    (sums, sizes), = lcp.continuation_logprobs([prompt], [actions])
    assert sums.dtype.is_floating_point and sizes.tolist() == [len(lcp.token_ids(a)) + 1 for a in actions]
    np.testing.assert_allclose(sums.double().numpy(), _one_at_a_time(lcp, prompt, actions), atol=2e-3, rtol=0)
    assert float(sums[-1]) == pytest.approx(float(sums[0]), abs=1e-5)
    # the prompt's cells survive the scoring: scoring again reuses all but one token, same result
    reused = lcp.reused_tokens
    (again, _), = lcp.continuation_logprobs([prompt], [actions])
    assert lcp.reused_tokens - reused == len(lcp.encode(prompt)) - 1
    np.testing.assert_allclose(again.numpy(), sums.numpy(), atol=2e-3, rtol=0)  # other batch shapes: the same rounding as above
    with pytest.raises(Exception, match="inference-only"):
        lcp.continuation_logprobs([prompt], [actions], grad=True)


def test_more_actions_than_sequences_run_in_several_decodes(pair, sample_repo):
    from reflect_cli.lm.llamacpp.model import LlamaCppModel

    _, files = pair
    lcp = LlamaCppModel.load(str(files["f16"]), n_threads=2)
    actions = [f"cat file_{i}.py" for i in range(lcp.n_seq + 5)]
    (sums, _), = lcp.continuation_logprobs(["# Task\nwhere is the cli?\n"], [actions])
    few = LlamaCppModel.load(str(files["f16"]), n_threads=2)
    few.n_seq = 4  # three actions per decode
    (split, _), = few.continuation_logprobs(["# Task\nwhere is the cli?\n"], [actions])
    np.testing.assert_allclose(split.numpy(), sums.numpy(), atol=2e-3, rtol=0)
    (no_eos, sizes), = lcp.continuation_logprobs(["# Task\nwhere is the cli?\n"], [actions[:3]], end_token=False)
    assert sizes.tolist() == [len(lcp.token_ids(a)) for a in actions[:3]]


@pytest.mark.parametrize("quant,bound", [("f16", 0.02), ("bf16", 0.3), ("q8_0", 0.3)])
def test_text_head_parity_with_transformers(pair, sample_repo, quant, bound):
    from _parity import compare_text_tables, env_policy_cases, text_logprob_table
    from reflect_cli.lm.llamacpp.model import LlamaCppModel

    hf, files = pair
    cases = env_policy_cases(12, explore_root=sample_repo, seed=0, taxi=False)
    assert {c[0] for c in cases} == {"autoexplore"}
    reference = text_logprob_table(hf, cases)  # every torch computation before llama.cpp's pool starts
    report = compare_text_tables(reference, text_logprob_table(LlamaCppModel.load(str(files[quant]), n_threads=2), cases))
    print(f"\ntext-head parity {quant}: {report}")
    assert report["agreement"] == 1.0
    assert report["delta_max"] < bound


def test_an_exported_policy_keeps_its_head(pair, tmp_path):
    import json

    from reflect_cli.agent.policy import Policy
    from reflect_cli.lm.artifacts import sidecar_path
    from reflect_cli.lm.llamacpp.model import LlamaCppModel

    _, files = pair
    side = sidecar_path(files["q8_0"])
    doc = json.loads(side.read_text())
    assert doc["head"] is None  # a base model: the default head
    try:
        side.write_text(json.dumps({**doc, "head": "label"}))
        lcp = LlamaCppModel.load(str(files["q8_0"]), n_threads=2)
        assert lcp.policy_head == "label" and Policy(lcp, "autoexplore").head == "label"
    finally:
        side.write_text(json.dumps(doc))
