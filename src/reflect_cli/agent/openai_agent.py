"""An agent played by any OpenAI-compatible chat model (OpenAI, vLLM, llama.cpp server, ...).

ReAct-style analyse-then-choose, as the paper prompted its GPT-4/Mistral/Llama baselines: the
model first analyses the state (same instruction as our reflector), then sees the numbered action
list and answers ``Action: N`` (:mod:`reflect_cli.agent.chat`, shared with the gen-data teacher).
Replies are cached on disk and retried, so an evaluation can be resumed for free.
An unparsable answer falls back to a random valid action and is counted in ``parse_failures``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from reflect_cli.agent.chat import ChatClient
from reflect_cli.agent.loop import Decision


class OpenAIAgent:
    def __init__(
        self,
        model: str,
        env_name: str,
        *,
        base_url: str | None = None,
        analysis_tokens: int = 200,
        max_retries: int = 5,
        backoff: float = 1.0,
    ) -> None:
        # ``teacher``: the chat client (reported as the result's usage), named as in gen-data.
        self.teacher = ChatClient(
            model, base_url=base_url, temperature=0.0, max_tokens=analysis_tokens, max_retries=max_retries, backoff=backoff
        )
        self.env_name = env_name
        self.name = f"openai:{model}"
        self.parse_failures = 0

    def act(self, observation: str, info: dict[str, Any], rng: np.random.Generator) -> Decision:
        actions = list(info["actions"])
        analysis, index = self.teacher.analyse_and_choose(observation, actions, self.env_name)
        if index is None:
            self.parse_failures += 1
            index = int(rng.integers(len(actions)))
        return Decision(index=index, reflection=analysis)
