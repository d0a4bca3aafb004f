"""The two players: a policy that picks an action with one label token and a frozen reflector.

The policy's distribution is a softmax over the label tokens of the *currently valid* actions
only, computed from one forward pass over the prompt. The same function gives sampling
probabilities (no grad) and training log-probs (with grad), so the two cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from reflect_cli.agent import prompts
from reflect_cli.agent.labels import LabelSet, label_token_ids
from reflect_cli.agent.model import LanguageModel


@dataclass(frozen=True)
class ActionChoice:
    index: int
    label: str
    logprob: float
    probs: tuple[float, ...]
    prompt: str = ""


class Policy:
    def __init__(self, lm: LanguageModel, env_name: str | None) -> None:
        self.lm = lm
        self.env_name = env_name
        self.labels: LabelSet = label_token_ids(lm.tokenizer, prompts.generation_context(lm.tokenizer))

    @property
    def max_actions(self) -> int:
        return len(self.labels)

    def prompt(self, observation: str, actions: Sequence[str], reflection: str | None) -> str:
        self.labels.check_fits(len(actions))
        messages = prompts.policy_messages(
            observation, actions, self.labels.labels, self.env_name, reflection=reflection
        )
        return prompts.render(self.lm.tokenizer, messages)

    def label_logprobs(self, prompt_texts: Sequence[str], n_actions: Sequence[int], *, grad: bool = False):
        """Log-probabilities over the first ``n`` labels of each prompt (a list of 1-D tensors)."""
        torch = self.lm.torch
        logits = self.lm.next_token_logits(prompt_texts, grad=grad)
        ids = torch.tensor(self.labels.token_ids, device=logits.device)
        label_logits = logits.index_select(-1, ids).float()
        out = []
        for row, n in zip(label_logits, n_actions):
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
    ) -> ActionChoice:
        text = self.prompt(observation, actions, reflection)
        logp = self.label_logprobs([text], [len(actions)])[0].detach().cpu().numpy().astype(np.float64)
        probs = np.exp(logp)
        probs /= probs.sum()
        if greedy:
            index = int(np.argmax(probs))
        else:
            index = int((rng or np.random.default_rng()).choice(len(actions), p=probs))
        return ActionChoice(index, self.labels.labels[index], float(logp[index]), tuple(float(p) for p in probs), text)


class Reflector:
    """Writes a short analysis of a state. Frozen: results are cached per state text."""

    def __init__(
        self,
        lm: LanguageModel,
        env_name: str | None,
        *,
        max_new_tokens: int = 48,
        temperature: float = 0.0,
    ) -> None:
        self.lm = lm
        self.env_name = env_name
        self.max_new_tokens = max_new_tokens
        self.temperature = temperature
        self._cache: dict[str, str] = {}

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
