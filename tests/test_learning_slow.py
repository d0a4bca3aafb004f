"""CPU learning check on real data (issue 14): the embedded SmolLM2-135M policy, fine-tuned on
AutoExplore gen-data built from installed packages, must agree with the teacher on held-out
(validation-split, other repositories) records far more often than the untrained model.

Run by hand (about 30-60 minutes on 2 cores per head)::

    python -m pytest -m slow tests/test_learning_slow.py -s
"""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.slow, pytest.mark.embedded]

PACKAGES = ["click", "typer", "rich", "jinja2", "requests", "anyio", "markdown_it", "yaml", "pygments",
            "fsspec", "tqdm", "urllib3", "pathspec", "packaging", "dateutil", "pyparsing", "gymnasium", "peft"]


@pytest.fixture(scope="module")
def real_data(tmp_path_factory):
    import importlib.util

    from typer.testing import CliRunner

    from reflect_cli.cli import app

    repos = [f"python:{p}" for p in PACKAGES if importlib.util.find_spec(p) is not None]
    if len(repos) < 8:
        pytest.skip("too few installed packages to build held-out repositories")
    out = tmp_path_factory.mktemp("gd")
    res = CliRunner().invoke(app, ["gen-data", "auto-explore", "--repos", *repos, "--out", str(out),
                                   "--max-tasks-per-repo", "40", "--ambiguity-filter", "facts"])
    assert res.exit_code == 0, res.output
    return out / "sft_policy.jsonl"


@pytest.mark.parametrize("head,floor", [("text", 0.6)])
def test_policy_sft_on_real_data_beats_the_untrained_model(real_data, tmp_path, head, floor):
    import torch

    from reflect_cli.runs import RunDir
    from reflect_cli.train.models import LoraSettings
    from reflect_cli.train.sft import SFTConfig, train_sft

    torch.manual_seed(0)
    cfg = SFTConfig(data=str(real_data), target="policy", steps=40, batch_size=4, lr=2e-4, head=head,
                    max_length=4096, max_eval_records=40, log_every=10, seed=0,
                    lora=LoraSettings(r=16, alpha=32, dropout=0.05))
    run = RunDir.create(tmp_path / "run", stage="sft", config=cfg.to_dict())
    result = train_sft(cfg, run)
    first, last = result.first_eval, result.last_eval
    print(f"{head} head: validation agreement {first['eval/agreement']:.3f} -> {last['eval/agreement']:.3f}, "
          f"loss {first['eval/loss']:.3f} -> {last['eval/loss']:.3f}")
    assert first["eval/split"] == "validation"
    assert last["eval/loss"] < first["eval/loss"]
    assert last["eval/agreement"] >= max(floor, first["eval/agreement"] + 0.2)
