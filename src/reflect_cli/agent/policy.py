"""How the policy scores the currently valid actions (label or text head) and how the frozen reflector writes.

The policy's distribution is a softmax over the *currently valid* actions only. Two heads
(``prompts.HEADS``) give the per-action scores:

* ``label`` (the paper): the actions are listed with single-token labels and an action's score is
  the logit of its label token after the prompt (one forward pass). A small model must bind "the
  file the analysis names" to "the label printed before it" in a long list, which SmolLM2-135M
  learns slowly (multiple-choice symbol binding).
* ``text``: the actions are listed as plain commands and an action's score is the log-probability
  of its text (plus the end-of-answer token) after the prompt. All actions are scored in one packed
  forward pass that shares the prompt (:mod:`reflect_cli.lm.transformers.scoring`). Copying the command the
  analysis names is what a language model already does well.

The same method (:meth:`Policy.action_logprobs`) gives sampling probabilities (no grad) and
training log-probs (with grad), so the two agree up to float rounding (about 1e-5 in fp32: without
grad a ``label`` prompt may run from the prefix KV store; set the model's ``kv_store_bytes = 0``
for bit-equality). A trained policy records its head in ``reflect.json``; the loaders put it on the
model (``lm.policy_head``) and :class:`Policy` uses it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from reflect_cli.agent import prompts
from reflect_cli.agent.action_prior import ActionPrior, check_prior
from reflect_cli.agent.labels import LabelSet, label_token_ids
from reflect_cli.errors import UsageError
from reflect_cli.lm.backend import LanguageBackend, as_prefix_reuse
from reflect_cli.lm.lru import LRUDict
from reflect_cli.lm.transformers.kvstore import IN_STORE, BatchPrefix, PrefixCache
from reflect_cli.settings import DEFAULT_REFLECTION_TOKENS


@dataclass(frozen=True)
class ActionChoice:
    index: int
    label: str
    logprob: float
    probs: tuple[float, ...]
    prompt: str = ""

    @property
    def entropy(self) -> float:
        """Of the distribution the action was drawn from, in nats."""
        return float(-sum(p * math.log(p) for p in self.probs if p > 0))


def can_score_texts(lm: LanguageBackend) -> bool:
    """Whether ``lm``'s backend can run the ``text`` head (transformers and llama.cpp models can)."""
    return bool(lm.supports_text_scoring)


def head_of(lm: LanguageBackend) -> str:
    """The head a model was trained with (``lm.policy_head``, set by the loaders), else the default
    (``label`` on a backend that cannot score action texts)."""
    if lm.policy_head:
        return lm.policy_head
    return prompts.DEFAULT_HEAD if can_score_texts(lm) else "label"


def check_head(head: str) -> str:
    if head not in prompts.HEADS:
        raise UsageError(f"unknown policy head {head!r}", hint=f"choose {' or '.join(prompts.HEADS)}")
    return head


class Policy:
    def __init__(self, lm: LanguageBackend, env_name: str | None, head: str | None = None) -> None:
        if not lm.supports_scoring:
            raise UsageError(f"the {lm.backend} backend cannot score actions, so it cannot play the policy",
                             hint="use a transformers or llama.cpp model for the policy")
        self.lm = lm
        self.env_name = env_name
        self.head = check_head(head or head_of(lm))
        self.labels: LabelSet | None = None
        if self.head == "label":
            self.labels = label_token_ids(lm.tokenizer, prompts.generation_context(lm.tokenizer))
        recorded = check_prior(getattr(lm, "action_prior", None))
        # The prior over list positions a trained policy learned in RL (agent/action_prior.py).
        self.prior: ActionPrior | None = ActionPrior.from_dict(lm.torch, recorded) if recorded else None

    def with_prior(self, logps: list[Any]) -> list[Any]:
        """The head's log-probabilities through the learned action prior (unchanged without one)."""
        if self.prior is None:
            return logps
        return [self.prior.apply(lp) for lp in logps]

    @property
    def max_actions(self) -> int:
        """Actions one prompt can offer; the envs page their action lists to fit. The ``text``
        head has no label limit but keeps the envs' default page size, so both heads see the
        same observations."""
        if self.labels is not None:
            return len(self.labels)
        from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS

        return DEFAULT_MAX_ACTIONS

    def prompt(self, observation: str, actions: Sequence[str], reflection: str | None) -> str:
        labels = None
        if self.labels is not None:
            self.labels.check_fits(len(actions))
            labels = self.labels.labels
        messages = prompts.policy_messages(observation, actions, labels, self.env_name, reflection=reflection)
        return prompts.render(self.lm.tokenizer, messages)

    def action_logprobs(
        self,
        prompt_texts: Sequence[str],
        actions: Sequence[Sequence[str]],
        *,
        grad: bool = False,
        prefix: PrefixCache | BatchPrefix | None = None,
    ) -> list[Any]:
        """Log-probabilities over the valid ``actions`` of each prompt (a list of 1-D tensors),
        with this policy's head. ``prefix``: see :meth:`label_logprobs` (``label`` head only)."""
        if self.head == "label":
            return self.with_prior(self.label_logprobs(prompt_texts, [len(a) for a in actions], grad=grad,
                                                       prefix=prefix))
        if not can_score_texts(self.lm):
            raise UsageError(f"the {type(self.lm).__name__} backend cannot score action texts (policy head 'text')",
                             hint="use the transformers backend for this policy")
        scored = self.lm.continuation_logprobs(prompt_texts, actions, grad=grad)
        torch = self.lm.torch
        return self.with_prior([torch.log_softmax(sums.float(), dim=-1) for sums, _ in scored])

    def label_logprobs(
        self,
        prompt_texts: Sequence[str],
        n_actions: Sequence[int],
        *,
        grad: bool = False,
        prefix: PrefixCache | BatchPrefix | None = None,
    ):
        """Log-probabilities over the first ``n`` labels of each prompt (a list of 1-D tensors),
        before the action prior (:meth:`with_prior`).

        ``prefix`` (no grad): the KV cache of the step's reflection (a :class:`PrefixCache` for
        one prompt, a :class:`BatchPrefix` with one row per prompt), whose prompt each prompt
        extends; only the tokens after the shared part are run (same scores)."""
        if self.labels is None:
            raise ValueError("label_logprobs needs a policy with the 'label' head")
        torch = self.lm.torch
        reuse = self.lm.supports_prefix_cache and not grad
        if isinstance(prefix, BatchPrefix) and reuse:
            logits = as_prefix_reuse(self.lm).next_token_logits_with_batch_prefix(prompt_texts, prefix)
        elif isinstance(prefix, PrefixCache) and reuse and len(prompt_texts) == 1:
            logits = as_prefix_reuse(self.lm).next_token_logits_with_prefix(prompt_texts[0], prefix)
        else:
            logits = self.lm.next_token_logits(prompt_texts, grad=grad)
        ids = torch.tensor(self.labels.token_ids, device=logits.device)
        label_logits = logits.index_select(-1, ids).float()
        out = []
        for row, n in zip(label_logits, n_actions, strict=True):
            if n < 1:
                raise ValueError("a policy step needs at least one admissible action")
            out.append(torch.log_softmax(row[:n], dim=-1))
        return out

    def act(
        self,
        observation: str,
        actions: Sequence[str],
        reflection: str | None = None,
        *,
        greedy: bool = True,
        rng: np.random.Generator | None = None,
        prefix: PrefixCache | None = None,
        temperature: float = 1.0,
    ) -> ActionChoice:
        text = self.prompt(observation, actions, reflection)
        logp = self.action_logprobs([text], [actions], prefix=prefix if self.head == "label" else None)[0]
        return self._choose(logp, text, greedy, rng, actions, temperature)

    def act_batch(
        self,
        observations: Sequence[str],
        actions: Sequence[Sequence[str]],
        reflections: Sequence[str | None],
        *,
        greedy: bool = True,
        rngs: Sequence[np.random.Generator | None] | None = None,
        prefix: BatchPrefix | None = None,
        prefix_rows: Sequence[int | None] | None = None,
        temperature: float = 1.0,
    ) -> list[ActionChoice]:
        """:meth:`act` for several states, scored in one ``label_logprobs`` call (two when
        ``prefix`` is given: the states with a row in it, ``prefix_rows[i]``, from its KV
        cache, the others from their full prompts)."""
        texts = [self.prompt(o, a, r) for o, a, r in zip(observations, actions, reflections, strict=True)]
        sizes = [len(a) for a in actions]
        rngs = rngs if rngs is not None else [None] * len(texts)
        if self.head != "label":
            logps = self.action_logprobs(texts, actions)
            return [self._choose(lp, t, greedy, g, a, temperature) for lp, t, g, a in zip(logps, texts, rngs, actions, strict=True)]
        if prefix is not None and prefix.cache is IN_STORE:
            # The reflections' KV cache is in the model's prefix store, which every no-grad call
            # searches: one call for all states (it groups them by the tokens left to run).
            prefix.cache = None
            logps = self.label_logprobs(texts, sizes)
        elif prefix is None or prefix_rows is None or all(r is None for r in prefix_rows):
            logps = self.label_logprobs(texts, sizes)
        else:
            with_kv = sorted((r, i) for i, r in enumerate(prefix_rows) if r is not None)
            assert [r for r, _ in with_kv] == list(range(len(prefix.rows))), "one state per prefix row"
            logps = [None] * len(texts)
            kv_idx = [i for _, i in with_kv]
            rest = [i for i, r in enumerate(prefix_rows) if r is None]
            for i, lp in zip(kv_idx, self.label_logprobs([texts[i] for i in kv_idx], [sizes[i] for i in kv_idx],
                                                         prefix=prefix), strict=True):
                logps[i] = lp
            if rest:
                for i, lp in zip(rest, self.label_logprobs([texts[i] for i in rest], [sizes[i] for i in rest]), strict=True):
                    logps[i] = lp
        logps = self.with_prior(logps)
        return [self._choose(lp, t, greedy, g, a, temperature) for lp, t, g, a in zip(logps, texts, rngs, actions, strict=True)]

    def _choose(
        self, logp_t: Any, text: str, greedy: bool, rng: np.random.Generator | None, actions: Sequence[str],
        temperature: float = 1.0,
    ) -> ActionChoice:
        """Pick an action from the (tempered) distribution; ``logprob`` is the log-probability of
        the pick under the distribution it was drawn from (what REINFORCE trains on)."""
        if temperature != 1.0:
            logp_t = self.lm.torch.log_softmax(logp_t / temperature, dim=-1)
        logp = logp_t.detach().double().cpu().numpy()
        if not np.isfinite(logp).all():
            from reflect_cli.errors import TrainingError

            raise TrainingError(f"the policy's action log-probabilities are not finite ({logp.tolist()[:8]}): its "
                                "weights or its numerics are broken (NaN or inf)",
                                hint="resume from an earlier checkpoint, or lower the learning rate")
        probs = np.exp(logp)
        probs /= probs.sum()
        index = int(np.argmax(probs)) if greedy else int((rng or np.random.default_rng()).choice(len(probs), p=probs))
        label = self.labels.labels[index] if self.labels is not None else actions[index]
        return ActionChoice(index, label, float(logp[index]), tuple(float(p) for p in probs), text)


class Reflector:
    """Writes a short analysis of a state. Frozen: results are cached per state text."""

    def __init__(
        self,
        lm: LanguageBackend,
        env_name: str | None,
        *,
        max_new_tokens: int = DEFAULT_REFLECTION_TOKENS,
        temperature: float = 0.0,
        cache: dict[str, str] | None = None,
    ) -> None:
        """``cache``: the state -> reflection cache to use (RL keeps one per run, in its checkpoints);
        default a bounded one of its own."""
        self.lm = lm
        self.env_name = env_name
        # Never below what a trained reflector learned to write (recorded with its run): a cut
        # reflection loses its last sentence, which names the action.
        self.max_new_tokens = max(int(max_new_tokens), int(lm.reflection_tokens or 0))
        self.temperature = temperature
        self._cache: dict[str, str] = cache if cache is not None else LRUDict()

    def prompt(self, observation: str) -> str:
        return prompts.render(self.lm.tokenizer, prompts.reflection_messages(observation, self.env_name))

    def reflect(self, observation: str, *, seed: int | None = None) -> str:
        cached = self._cache.get(observation) if self.temperature == 0 else None
        if cached is not None:
            return cached
        text = self.lm.generate(
            [self.prompt(observation)],
            max_new_tokens=self.max_new_tokens,
            temperature=self.temperature,
            seed=seed,
        )[0]
        if self.temperature == 0:
            self._cache[observation] = text
        return text

    def reflect_with_prefix(self, observation: str, *, seed: int | None = None) -> tuple[str, PrefixCache | None]:
        """:meth:`reflect`, plus the KV cache of reflection prompt + reflection when it was just
        generated (``None`` for a cached reflection), for :meth:`Policy.act`'s ``prefix``."""
        if not self.lm.supports_prefix_cache:  # e.g. the llama.cpp backend
            return self.reflect(observation, seed=seed), None
        cached = self._cache.get(observation) if self.temperature == 0 else None
        if cached is not None:
            return cached, None
        text, prefix = as_prefix_reuse(self.lm).generate_with_prefix(
            self.prompt(observation), max_new_tokens=self.max_new_tokens, temperature=self.temperature, seed=seed
        )
        if self.temperature == 0:
            self._cache[observation] = text
        return text, prefix

    def reflect_batch_with_prefix(
        self, observations: Sequence[str], *, seeds: Sequence[int | None] | None = None
    ) -> tuple[list[str], BatchPrefix | None, list[int | None]]:
        """:meth:`reflect_batch` (greedy only) that keeps the generation's KV cache: returns the
        texts, the :class:`BatchPrefix` (``None`` when nothing was generated) and, per
        observation, its row in it (the first occurrence of each newly reflected state)."""
        if self.temperature > 0 or not self.lm.supports_prefix_cache:
            return self.reflect_batch(observations, seeds=seeds), None, [None] * len(observations)
        todo = list(dict.fromkeys(o for o in observations if o not in self._cache))
        prefix = None
        if todo:
            generated, prefix = as_prefix_reuse(self.lm).generate_batch_with_prefix(
                [self.prompt(o) for o in todo], max_new_tokens=self.max_new_tokens
            )
            self._cache.update(zip(todo, generated, strict=True))
        row_of = {o: r for r, o in enumerate(todo)}
        rows: list[int | None] = []
        for o in observations:
            rows.append(row_of.pop(o, None))
        return [self._cache[o] for o in observations], prefix, rows

    def reflect_batch(self, observations: Sequence[str], *, seeds: Sequence[int | None] | None = None) -> list[str]:
        """Reflections for several states: the uncached, distinct ones in one batched ``generate``.

        Greedy (temperature 0) gives the same texts as :meth:`reflect` one at a time. Sampled
        reflections use only the first seed for the whole batch."""
        if self.temperature > 0:
            todo = list(observations)
        else:
            todo = list(dict.fromkeys(o for o in observations if o not in self._cache))
        texts: dict[str, str] = {}
        if todo:
            seed = next((s for s in (seeds or []) if s is not None), None)
            generated = self.lm.generate(
                [self.prompt(o) for o in todo],
                max_new_tokens=self.max_new_tokens,
                temperature=self.temperature,
                seed=seed,
            )
            if self.temperature > 0:
                return generated
            texts = dict(zip(todo, generated, strict=True))
            self._cache.update(texts)
        return [self._cache[o] for o in observations]
