"""LLM teacher: any OpenAI-compatible chat endpoint (OpenAI, vLLM, llama.cpp server, ...).

``--teacher openai:MODEL`` with ``--base-url`` (or ``OPENAI_BASE_URL``) and ``OPENAI_API_KEY``
(a placeholder key is sent when none is set, which local servers accept).

The chat itself (cache under ``<cache_dir>/teacher/``, retries, usage counters, the
analyse-then-choose exchange) is :class:`reflect_cli.agent.chat.ChatClient`, which the ``openai:``
eval agent uses too; :class:`OpenAITeacher` adds the teacher's jobs on top of it.

The teacher does three jobs:

* **Questions** for files (:meth:`OpenAITeacher.questions`): it must reply with JSON
  ``{"questions": ["...", ...]}``. A reply that is not such JSON is counted in ``bad_replies`` and
  the file gets no question from it. Its questions then pass the same filters as offline ones.
* **Explorations** (:meth:`OpenAITeacher.analyse_and_choose`): analyse-then-choose as the paper
  prompted GPT-4 (and as :class:`~reflect_cli.agent.openai_agent.OpenAIAgent` plays): the run-time
  reflection prompt (``prompts.reflection_messages``) gets the analysis, then the numbered action
  list gets ``Action: N``. A choice that cannot be parsed is returned as None (the caller counts it
  in ``parse_failures``). Each exploration sends its own ``seed`` with the request, so several
  explorations of one task are different requests (and cache entries) and servers that honour
  ``seed`` reproduce them.
* **Reflections** for offline trajectories (:meth:`OpenAITeacher.reflection`): given the state the
  agent sees and the ground truth the offline template is written from, the teacher phrases the
  reasoning step. The caller validates the reply (:func:`reflect_cli.datagen.trajectories.
  reflection_problem`) and falls back to the offline text, counting ``bad_replies``/``fallbacks``.
"""

from __future__ import annotations

import json
import re
from random import Random
from typing import Any

from reflect_cli.agent.chat import ChatClient
from reflect_cli.datagen.questions import Candidate, acceptable
from reflect_cli.errors import UsageError

MAX_CONTENT_CHARS = 6000
SYSTEM_PROMPT = (
    "You write realistic questions that developers ask about a software repository. "
    "Reply with JSON only."
)
REFLECTION_SYSTEM = (
    "You write the inner reasoning of an agent that explores a software repository with cd, cat "
    "and id commands to find the one file that answers a question. Reply with the reasoning only."
)
REFLECTION_PROMPT = (
    "The agent sees this state:\n\n{observation}\n\n"
    "Facts from the environment (true; the agent does not see them):\n{facts}\n\n"
    "{task} Write it in the first person, in one to three sentences and at most {words} words. "
    "Only mention files and folders that appear in the state above, with their names in backticks; "
    "never name a file the agent has not seen (do not reveal the answer before it was read). "
    "Do not write a command or an action label. Reply with the reasoning only."
)
REFLECTION_TASK_POSITIVE = (
    "Write the agent's reflection for this state: what it has learned so far and why the correct "
    "next command is the most promising step."
)
REFLECTION_TASK_NEGATIVE = (
    "The agent's previous move was a mistake. Write the agent's reflection for this state: first "
    "why that move was wrong, then what it should do next (the correct next command)."
)
MAX_REFLECTION_WORDS = 60
QUESTION_PROMPT = (
    "Below is the file {path} of a repository. Write up to {n} different questions, in plain "
    "natural language, that this file and no other file answers. Do not mention the file's name "
    "or path. Reply with JSON only: {{\"questions\": [\"...\", \"...\"]}}.\n\nCONTENT:\n{content}"
)


def parse_teacher_spec(spec: str) -> str | None:
    """``offline`` -> None; ``openai:MODEL`` -> MODEL; anything else is a usage error."""
    if spec == "offline":
        return None
    if spec.startswith("openai:") and spec[len("openai:") :].strip():
        return spec[len("openai:") :].strip()
    raise UsageError(f"unknown teacher {spec!r}", hint="use 'offline' or 'openai:MODEL' (e.g. openai:gpt-4o-mini)")


def parse_questions(reply: str) -> list[str] | None:
    """Questions from a teacher reply, or None when it is not the expected JSON."""
    text = reply.strip()
    match = re.search(r"\{.*\}", text, re.DOTALL)
    if match:
        text = match.group(0)
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return None
    questions = data.get("questions") if isinstance(data, dict) else None
    if not isinstance(questions, list):
        return None
    return [" ".join(q.split()) for q in questions if isinstance(q, str) and q.strip()]


class OpenAITeacher(ChatClient):
    def __init__(self, model: str, *, questions_per_file: int = 3, **client: Any) -> None:
        """``client``: :class:`ChatClient`'s keyword arguments (endpoint, cache, retries, sampling)."""
        super().__init__(model, **client)
        self.questions_per_file = questions_per_file

    # -- questions ----------------------------------------------------------------------------

    def questions(self, rel: str, text: str, rng: Random) -> list[Candidate]:
        content = text[:MAX_CONTENT_CHARS]
        messages = [
            {"role": "system", "content": SYSTEM_PROMPT},
            {
                "role": "user",
                "content": QUESTION_PROMPT.format(path=rel, n=self.questions_per_file, content=content),
            },
        ]
        reply = self.chat(messages)
        parsed = parse_questions(reply)
        if parsed is None:
            self.usage["bad_replies"] += 1
            return []
        out = []
        for q in parsed[: self.questions_per_file]:
            if acceptable(q, rel):
                out.append(Candidate(q, rel, "teacher", []))
        return out

    # -- explorations: analyse, then choose (ChatClient.analyse_and_choose) ---------------------

    # -- reflections for offline trajectories -------------------------------------------------

    def reflection(self, observation: str, facts: list[str], *, negative: bool, seed: int | None = None) -> str:
        """The teacher's raw reflection for a state, from ground-truth ``facts`` (unvalidated)."""
        content = REFLECTION_PROMPT.format(
            observation=observation.rstrip("\n"),
            facts="\n".join(f"- {f}" for f in facts),
            task=REFLECTION_TASK_NEGATIVE if negative else REFLECTION_TASK_POSITIVE,
            words=MAX_REFLECTION_WORDS,
        )
        messages = [{"role": "system", "content": REFLECTION_SYSTEM}, {"role": "user", "content": content}]
        return self.chat(messages, seed=seed)
