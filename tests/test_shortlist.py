"""The explorer's re-ranker: file cards, the candidates it judges, its training records,
listwise training on the tiny model (loss falls, resumes, refuses non-finite losses) and scoring."""

from __future__ import annotations

import json
import math
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from reflect_cli.search.fileview.view import FileView
from reranker.cards import K, ShortlistScorer, candidates, card_prompt, file_card
from reranker.records import shortlist_records
from test_fileview import write  # noqa: E402

RETRY = '''"""Waiting between attempts: exponential back-off with jitter."""

def backoff_delay(attempt, base=0.5):
    """Seconds to sleep before the next attempt."""
    return base * 2 ** attempt


class RetryPolicy:
    def should_retry(self, error):
        return True


def _jitter():
    return 0.1
'''


@pytest.fixture
def repo(tmp_path) -> Path:
    root = tmp_path / "repo"
    write(root, "pkg/retry.py", RETRY)
    write(root, "pkg/cache.py", '"""A small in-memory cache."""\n\ndef get_cached(key):\n    return None\n')
    for i in range(10):
        write(root, f"pkg/mod{i}.py", f"VALUE_{i} = {i}\n")
    return root


def test_card_has_path_first_docstring_words_and_public_names_first():
    card = file_card("pkg/retry.py", RETRY)
    lines = card.splitlines()
    assert lines[0] == "path: pkg/retry.py"
    assert lines[1].startswith("says: Waiting between attempts: exponential back-off with jitter.")
    assert lines[2] == "defines: backoff_delay, RetryPolicy, should_retry, _jitter"
    assert file_card("empty.py", "") == "path: empty.py"


def test_prompt_names_the_rank_only_when_asked_and_cuts_long_questions():
    assert "rank 2 of 8" in card_prompt("q?", "path: a.py", 2, 8)
    assert "rank" not in card_prompt("q?", "path: a.py", 2, 8, show_rank=False)
    long = " ".join(f"w{i}" for i in range(500))
    assert card_prompt(long, "path: a.py", 1, 8).count(" w") < 80
    assert card_prompt("q?", "path: a.py", 1, 8).endswith("Answer:")


def test_candidates_are_the_lexical_ranking_filled_up_in_walk_order(repo):
    view = FileView(repo)
    got = candidates(view, "how long does it wait before the next attempt?")
    assert got[0] == "pkg/retry.py" and len(got) == K and len(set(got)) == K
    assert len(candidates(view, "how long does it wait?", k=30)) == 12  # every file, once


def test_records_keep_tasks_whose_answer_is_a_candidate(repo):
    tasks = [{"id": "a", "repo": str(repo), "question": "how long does it wait before the next attempt?",
              "targets": ["pkg/retry.py"], "source": "history", "commit": "abc"},
             {"id": "b", "repo": str(repo), "question": "zzz", "targets": ["pkg/missing.py"]}]
    dropped: Counter[str] = Counter()
    records = shortlist_records(tasks, dropped=dropped)
    assert [r["id"] for r in records] == ["a"] and dropped == {"answer_not_in_candidates": 1}
    record = records[0]
    assert record["gold"] == [record["paths"].index("pkg/retry.py")] and record["commit"] == "abc"
    assert record["cards"][record["gold"][0]].startswith("path: pkg/retry.py")


def _records(repo: Path) -> list[dict]:
    questions = ["how long does it wait before the next attempt?", "where is the back-off computed?",
                 "what is kept in memory for a key?", "where is a cached value looked up?"]
    targets = ["pkg/retry.py", "pkg/retry.py", "pkg/cache.py", "pkg/cache.py"]
    tasks = [{"id": str(i), "repo": str(repo), "question": q, "targets": [t]}
             for i, (q, t) in enumerate(zip(questions, targets, strict=True))]
    return shortlist_records(tasks)


def test_training_lowers_the_loss_saves_an_adapter_and_resumes(repo, tiny_model_dir, tmp_path, one_thread):
    from reranker.training import ShortlistConfig, reranker_lora, train

    records = _records(repo)
    assert len(records) == 4
    cfg = ShortlistConfig(steps=30, batch_questions=4, lr=3e-3, warmup=1, lora=reranker_lora(r=4, alpha=8),
                          eval_every=30, save_every=10, max_tokens=256, bf16=False)
    out = tmp_path / "rr"
    final = train(records, records, out, cfg, base=tiny_model_dir, log=lambda m: None)
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    evals = [r for r in rows if "val_loss" in r]
    assert evals[0]["step"] == 0 and evals[-1]["step"] == 30
    assert all(math.isfinite(r["val_loss"]) for r in evals)
    assert evals[-1]["val_loss"] < evals[0]["val_loss"] - 0.1  # it fits the four questions it saw
    info = json.loads((final / "shortlist.json").read_text())
    assert info["steps"] == 30 and info["k"] == K and (final / "adapter_model.safetensors").is_file()
    assert json.loads((out / "checkpoint" / "state.json").read_text())["step"] == 30
    # a longer run with the same --out continues from the checkpoint instead of starting over
    cfg.steps = 32
    train(records, records, out, cfg, base=tiny_model_dir, log=lambda m: None)
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in rows if "val_loss" in r][-1] == 32
    assert sum(1 for r in rows if r["step"] == 0) == 1

    scorer = ShortlistScorer(final, base=tiny_model_dir)
    judged = scorer.judge(FileView(repo), "how long does it wait before the next attempt?")
    assert len(judged.paths) == K and len(judged.scores) == K
    assert abs(sum(judged.probabilities) - 1) < 1e-6


def test_a_non_finite_loss_stops_training(repo, tiny_model_dir, tmp_path, one_thread, monkeypatch):
    import torch

    import reranker.training as shortlist

    monkeypatch.setattr(shortlist, "_listwise_loss", lambda scores, records: scores.sum() * torch.tensor(float("nan")))
    cfg = shortlist.ShortlistConfig(steps=2, batch_questions=2, warmup=1, lora=shortlist.reranker_lora(r=2, alpha=4),
                                    bf16=False)
    with pytest.raises(FloatingPointError, match="nan"):
        shortlist.train(_records(repo), [], tmp_path / "nan", cfg, base=tiny_model_dir, log=lambda m: None)


def test_a_re_ranker_refuses_another_base_model(repo, tiny_model_dir, tmp_path):
    from reflect_cli.errors import ModelLoadError

    adapter = tmp_path / "rr"
    adapter.mkdir()
    (adapter / "shortlist.json").write_text(json.dumps({"k": K, "base_fingerprint": "0" * 16, "config": {}}))
    with pytest.raises(ModelLoadError, match="another base model"):
        ShortlistScorer(adapter, base=tiny_model_dir)
