"""An agent played by any OpenAI-compatible chat model (OpenAI, vLLM, llama.cpp server, ...).

ReAct-style analyse-then-choose, as the paper prompted its GPT-4/Mistral/Llama baselines: the
model first analyses the state (same instruction as our reflector), then sees the numbered action
list and answers ``Action: N``. Replies are cached on disk and retried like the gen-data teacher
(:class:`~reflect_cli.datagen.teacher.OpenAITeacher`), so an evaluation can be resumed for free.
An unparsable answer falls back to a random valid action and is counted in ``parse_failures``.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from reflect_cli.agent import prompts
from reflect_cli.agent.loop import Decision

CHOOSE_INSTRUCTION = "Reply with exactly one line of the form 'Action: N', where N is the number of the command."
_ACTION = re.compile(r"action\s*[:#]?\s*(\d+)", re.IGNORECASE)
_NUMBER = re.compile(r"\b(\d+)\b")


def parse_choice(reply: str, actions: list[str]) -> int | None:
    """The chosen index from a reply: 'Action: N', else the first number, else an action quoted verbatim."""
    for pattern in (_ACTION, _NUMBER):
        match = pattern.search(reply)
        if match and 0 <= int(match.group(1)) < len(actions):
            return int(match.group(1))
    lowered = reply.lower()
    hits = [i for i, a in enumerate(actions) if a.lower() in lowered]
    return max(hits, key=lambda i: len(actions[i])) if hits else None


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
        from reflect_cli.datagen.teacher import OpenAITeacher

        self.teacher = OpenAITeacher(
            model, base_url=base_url, temperature=0.0, max_tokens=analysis_tokens, max_retries=max_retries, backoff=backoff
        )
        self.env_name = env_name
        self.name = f"openai:{model}"
        self.parse_failures = 0

    def act(self, observation: str, info: dict[str, Any], rng: np.random.Generator) -> Decision:
        actions = list(info["actions"])
        messages = prompts.reflection_messages(observation, self.env_name)
        analysis = self.teacher.chat(messages).strip()
        numbered = "\n".join(f"{i}. {a}" for i, a in enumerate(actions))
        messages = messages + [
            {"role": "assistant", "content": analysis},
            {"role": "user", "content": f"{prompts.ACTION_HEAD}\n{numbered}\n\n{CHOOSE_INSTRUCTION}"},
        ]
        index = parse_choice(self.teacher.chat(messages), actions)
        if index is None:
            self.parse_failures += 1
            index = int(rng.integers(len(actions)))
        return Decision(index=index, reflection=analysis)
