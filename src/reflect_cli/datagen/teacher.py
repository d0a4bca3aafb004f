"""LLM teacher: any OpenAI-compatible chat endpoint (OpenAI, vLLM, llama.cpp server, ...).

``--teacher openai:MODEL`` with ``--base-url`` (or ``OPENAI_BASE_URL``) and ``OPENAI_API_KEY``
(a placeholder key is sent when none is set, which local servers accept).

* **Cache**: every reply is stored under ``<cache_dir>/teacher/<sha256>.json``, keyed by the
  request (model, messages, sampling parameters; not the URL or key). A rerun after an
  interruption pays only for calls that had not finished.
* **Retries**: 429, 5xx, timeouts and connection errors are retried with exponential backoff
  (``backoff * 2**attempt`` seconds, capped at 30 s) up to ``max_retries`` times, then a
  :class:`TeacherError` with one clear message. Authentication, unknown model and other 4xx
  errors fail at once.
* **Usage**: calls made, cache hits, retries, prompt and completion tokens, bad replies, parse
  failures and reflection fallbacks (:attr:`usage`), for all the teacher's calls together.

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

import hashlib
import json
import os
import re
import time
from pathlib import Path
from random import Random
from typing import Any

from reflect_cli import paths
from reflect_cli.datagen.questions import Candidate, acceptable
from reflect_cli.errors import ReflectError, UsageError

PLACEHOLDER_KEY = "sk-local-placeholder"
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


class TeacherError(ReflectError):
    """The teacher endpoint failed (dead server, too many errors)."""


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


class OpenAITeacher:
    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        cache_dir: str | os.PathLike[str] | None = None,
        max_retries: int = 5,
        backoff: float = 1.0,
        timeout: float = 60.0,
        questions_per_file: int = 3,
        temperature: float = 0.7,
        max_tokens: int = 400,
    ) -> None:
        try:
            import openai
        except ImportError as exc:  # pragma: no cover - openai is a core dependency
            raise UsageError("the LLM teacher needs the 'openai' package", hint="pip install openai") from exc
        self.openai = openai
        self.model = model
        self.base_url = base_url or os.environ.get("OPENAI_BASE_URL") or None
        key = api_key or os.environ.get("OPENAI_API_KEY") or PLACEHOLDER_KEY
        self.client = openai.OpenAI(base_url=self.base_url, api_key=key, max_retries=0, timeout=timeout)
        self.cache_dir = Path(cache_dir) if cache_dir else paths.cache_dir() / "teacher"
        self.max_retries = max_retries
        self.backoff = backoff
        self.questions_per_file = questions_per_file
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.usage = {
            "calls": 0,
            "cache_hits": 0,
            "retries": 0,
            "bad_replies": 0,
            "parse_failures": 0,
            "fallbacks": 0,
            "prompt_tokens": 0,
            "completion_tokens": 0,
        }

    @property
    def name(self) -> str:
        return f"openai:{self.model}"

    # -- one cached, retried chat call ------------------------------------------------------

    def _key(self, request: dict[str, Any]) -> str:
        return hashlib.sha256(json.dumps(request, sort_keys=True, ensure_ascii=False).encode()).hexdigest()

    def chat(self, messages: list[dict[str, str]], *, seed: int | None = None) -> str:
        """One reply, from the cache when this exact request was answered before. ``seed`` (sent
        to the server and part of the cache key) tells apart requests that are otherwise equal."""
        request: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
        }
        if seed is not None:
            request["seed"] = seed
        path = self.cache_dir / f"{self._key(request)}.json"
        if path.is_file():
            try:
                cached = json.loads(path.read_text(encoding="utf-8"))
                self.usage["cache_hits"] += 1
                return str(cached["reply"])
            except (OSError, ValueError, KeyError):
                pass  # a torn cache entry is simply fetched again
        reply, usage = self._call(request)
        self.usage["calls"] += 1
        self.usage["prompt_tokens"] += usage.get("prompt_tokens", 0)
        self.usage["completion_tokens"] += usage.get("completion_tokens", 0)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps({"request": request, "reply": reply, "usage": usage}), encoding="utf-8")
        os.replace(tmp, path)
        return reply

    def _call(self, request: dict[str, Any]) -> tuple[str, dict[str, int]]:
        oa = self.openai
        where = self.base_url or "the OpenAI API"
        last: Exception | None = None
        for attempt in range(self.max_retries + 1):
            if attempt:
                self.usage["retries"] += 1
                time.sleep(min(self.backoff * 2 ** (attempt - 1), 30.0))
            try:
                response = self.client.chat.completions.create(**request)
            except (oa.RateLimitError, oa.InternalServerError, oa.APITimeoutError, oa.APIConnectionError) as exc:
                last = exc
                continue
            except oa.AuthenticationError as exc:
                raise UsageError(
                    f"teacher endpoint {where} rejected the API key ({exc.status_code})",
                    hint="set OPENAI_API_KEY",
                ) from None
            except oa.APIStatusError as exc:
                if exc.status_code >= 500:
                    last = exc
                    continue
                raise UsageError(
                    f"teacher endpoint {where} refused the request ({exc.status_code}): {_short(exc)}",
                    hint=f"check the model name {self.model!r} and --base-url",
                ) from None
            choice = response.choices[0] if response.choices else None
            content = choice.message.content if choice and choice.message else None
            usage = response.usage
            tokens = {
                "prompt_tokens": int(getattr(usage, "prompt_tokens", 0) or 0),
                "completion_tokens": int(getattr(usage, "completion_tokens", 0) or 0),
            }
            return content or "", tokens
        raise TeacherError(
            f"teacher endpoint {where} failed after {self.max_retries + 1} attempts: {_describe(last)}",
            hint="check that the server is up and --base-url is right; finished calls are cached, so a rerun resumes",
        )

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


    # -- explorations: analyse, then choose ----------------------------------------------------

    def analyse_and_choose(
        self, observation: str, actions: list[str], env_name: str, *, seed: int | None = None
    ) -> tuple[str, int | None]:
        """The analysis of ``observation`` (the reflection) and the index of the chosen action,
        None when the choice cannot be parsed."""
        from reflect_cli.agent import prompts
        from reflect_cli.agent.openai_agent import CHOOSE_INSTRUCTION, parse_choice

        messages = prompts.reflection_messages(observation, env_name)
        analysis = self.chat(messages, seed=seed).strip()
        numbered = "\n".join(f"{i}. {a}" for i, a in enumerate(actions))
        messages = messages + [
            {"role": "assistant", "content": analysis},
            {"role": "user", "content": f"{prompts.ACTION_HEAD}\n{numbered}\n\n{CHOOSE_INSTRUCTION}"},
        ]
        return analysis, parse_choice(self.chat(messages, seed=seed), actions)

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


def _short(exc: Exception, n: int = 200) -> str:
    text = " ".join(str(exc).split())
    return text if len(text) <= n else text[: n - 1] + "…"


def _describe(exc: Exception | None) -> str:
    if exc is None:
        return "no response"
    status = getattr(exc, "status_code", None)
    if status:
        return f"HTTP {status} ({_short(exc, 120)})"
    return f"{type(exc).__name__} ({_short(exc, 120)})"
