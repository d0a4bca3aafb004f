"""The explorer's re-ranker: a trained model picks the answer among the lexical ranking's best
files (issue #29).

A question a person asks shares few words with the file that answers it, and a walk through the
tree spends the model's few parameters on navigation. Here the model only judges: for each of the
``K`` files the code-aware BM25 ranks best (:class:`~reflect_cli.search.ranker.RepoRanker`), it
reads a short *card* of the file (its path, what its docstrings and comments say first, the names
it defines) with the question and scores "does this file answer it?". It is trained listwise
(:mod:`reranker.training`): the answer's score against the other ``K - 1`` candidates'.

* :func:`file_card`: the card of one file (a few hundred characters);
* :func:`candidates`: the ``K`` files a question is judged on, best BM25 first, filled up in walk
  order when fewer than ``K`` files share a word with it;
* :func:`card_prompt`: what the model reads for one candidate; the lexical rank is part of it, so
  the model learns how far to trust the ranking;
* :class:`ShortlistScorer`: the base model plus the trained LoRA adapter, scoring candidates.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflect_cli.errors import ModelLoadError
from reflect_cli.lm.transformers.precision import bf16_body, cpu_has_native_bf16
from reflect_cli.search.code_index import fields
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.ranker import ranker_for

K = 8  # candidates judged per question: the BM25 top 8 hold 95.7 % of the dev set's answers
CARD_FORMAT = "reflect.shortlist-card/1"
DOC_WORDS = 40  # words of the file's first docstrings and comments
MAX_NAMES = 24  # names the file defines, in file order, public ones first
QUESTION_WORDS = 64
YES, NO = " yes", " no"
_SPACE = re.compile(r"\s+")


def file_card(rel: str, text: str) -> str:
    """A short description of a file: its path, the first words of its docstrings and comments,
    and the names it defines (public first, in file order)."""
    parts = fields(rel, text)
    words: list[str] = []
    for line in parts["docs"]:
        cleaned = line.strip().strip("#/*-;\"'").strip()
        if not cleaned or cleaned.startswith(("!", "-*-", "type:", "noqa", "pragma")):
            continue
        words.extend(cleaned.split())
        if len(words) >= DOC_WORDS:
            break
    names: list[str] = []
    for name in parts["defs"]:
        if name not in names and not name.startswith("__"):
            names.append(name)
    public = [n for n in names if not n.startswith("_")]
    private = [n for n in names if n.startswith("_")]
    shown = (public + private)[:MAX_NAMES]
    lines = [f"path: {rel}"]
    if words:
        lines.append("says: " + _SPACE.sub(" ", " ".join(words[:DOC_WORDS])))
    if shown:
        lines.append("defines: " + ", ".join(shown))
    return "\n".join(lines)


def candidates(view: FileView, question: str, k: int = K) -> list[str]:
    """The ``k`` files judged for ``question``: the lexical ranking, then files in walk order."""
    ranker = ranker_for(view)
    out = [rel for rel, _ in ranker.ranking(question)[:k]]
    for rel in ranker.files:
        if len(out) >= k:
            break
        if rel not in out:
            out.append(rel)
    return out


def card_prompt(question: str, card: str, rank: int, k: int, *, show_rank: bool = True) -> str:
    """What the model reads for one candidate (``rank`` counts from 1; ``show_rank=False`` leaves
    the lexical rank out); the next token is scored as :data:`YES` against :data:`NO`."""
    words = question.split()
    if len(words) > QUESTION_WORDS:  # history questions can carry a whole issue text
        question = " ".join(words[:QUESTION_WORDS]) + " ..."
    head = f"Candidate file (word-overlap rank {rank} of {k}):" if show_rank else "Candidate file:"
    return (f"Question: {question}\n{head}\n{card}\n"
            "Is this the file that answers the question? Answer:")


def read_cards(view: FileView, paths: Sequence[str]) -> list[str]:
    return [file_card(rel, view.read_file(rel).text or "") for rel in paths]


@dataclass
class Judgement:
    paths: list[str]
    scores: list[float]  # log-odds of YES, one per path
    probabilities: list[float]  # softmax of the scores over the candidates


class ShortlistScorer:
    """The trained re-ranker: a base causal LM with a LoRA adapter (``adapter_dir``, as
    :func:`reranker.training.train` saves it)."""

    def __init__(self, adapter_dir: str | Path, *, base: str | Path | None = None,
                 bf16: bool | None = None) -> None:
        import torch
        from peft import PeftModel
        from transformers import AutoModelForCausalLM

        from reflect_cli.lm.artifacts import base_fingerprint
        from reflect_cli.lm.embedded import ensure_converted

        self.dir = Path(adapter_dir)
        self.info = json.loads((self.dir / "shortlist.json").read_text(encoding="utf-8"))
        base_dir = Path(base) if base else ensure_converted()
        self.tokenizer, self.yes, self.no = load_tokenizer(base_dir)
        model = AutoModelForCausalLM.from_pretrained(str(base_dir), dtype=torch.float32)
        expected = self.info.get("base_fingerprint")
        if expected and base_fingerprint(model) != expected:
            raise ModelLoadError(f"{self.dir}: this re-ranker was trained on another base model than {base_dir}",
                                 hint="pass the base it was trained on (base=...)")
        model = PeftModel.from_pretrained(model, str(self.dir))
        self.model = model.merge_and_unload().eval()
        self.k = int(self.info.get("k", K))
        self.bf16 = cpu_has_native_bf16() if bf16 is None else bf16

    def score(self, question: str, cards: Sequence[str]) -> list[float]:
        config = self.info.get("config", {})
        prompts = [card_prompt(question, card, i + 1, len(cards), show_rank=bool(config.get("show_rank", True)))
                   for i, card in enumerate(cards)]
        import torch

        with torch.inference_mode():
            scores = score_prompts(self.model, self.tokenizer, prompts, self.yes, self.no,
                                   max_tokens=int(config.get("max_tokens", 384)), bf16=self.bf16)
        return scores.tolist()

    def judge(self, view: FileView, question: str) -> Judgement:
        import math

        paths = candidates(view, question, self.k)
        scores = self.score(question, read_cards(view, paths)) if paths else []
        top = max(scores, default=0.0)
        exp = [math.exp(s - top) for s in scores]
        total = sum(exp) or 1.0
        return Judgement(paths=paths, scores=scores, probabilities=[e / total for e in exp])


def load_tokenizer(base_dir: str | Path) -> tuple[Any, int, int]:
    """The base model's tokenizer, padding and cutting on the left (a prompt ends with what is
    scored), and the token ids of :data:`YES` and :data:`NO`."""
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(base_dir))
    tokenizer.padding_side = tokenizer.truncation_side = "left"
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return tokenizer, tokenizer.encode(YES, add_special_tokens=False)[-1], tokenizer.encode(NO, add_special_tokens=False)[-1]


def score_prompts(model: Any, tokenizer: Any, prompts: Sequence[str], yes: int, no: int, *, max_tokens: int,
                  bf16: bool, device: Any = "cpu") -> Any:
    """Log-odds of YES over NO after each prompt (a tensor), from the last position's logits only."""
    from reflect_cli.lm.transformers.precision import device_type

    batch = tokenizer(list(prompts), return_tensors="pt", padding=True, truncation=True, max_length=max_tokens)
    batch = {k: v.to(device) for k, v in batch.items()}
    with bf16_body(model, device_type(device)) if bf16 else contextlib.nullcontext():
        logits = model(**batch, logits_to_keep=1).logits[:, -1, :].float()
    return logits[:, yes] - logits[:, no]
