"""OpenAI-compatible chat (OpenAI, vLLM, llama.cpp server, ...): one cached, retried call, and the
analyse-then-choose exchange that the ``openai:`` eval agent and the gen-data teacher both play.

* **Cache**: every reply is stored under ``<cache_dir>/<sha256>.json`` (default
  ``<REFLECT cache>/teacher``), keyed by the request (model, messages, sampling parameters; not
  the URL or key). A rerun after an interruption pays only for calls that had not finished.
* **Retries**: 429, 5xx, timeouts and connection errors are retried with exponential backoff
  (``backoff * 2**attempt`` seconds, capped at 30 s) up to ``max_retries`` times, then a
  :class:`TeacherError` with one clear message. Authentication, unknown model and other 4xx
  errors fail at once.
* **Usage**: calls made, cache hits, retries, prompt and completion tokens (and the counters the
  gen-data teacher adds to: bad replies, parse failures, fallbacks) in :attr:`ChatClient.usage`.
* **Analyse, then choose** (:func:`analyse_and_choose`): as the paper prompted its GPT-4 baselines,
  the run-time reflection prompt (``prompts.reflection_messages``) gets the analysis, then the
  numbered action list gets ``Action: N`` (:func:`parse_choice`).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import time
from pathlib import Path
from typing import Any

from reflect_cli import paths
from reflect_cli.agent import prompts
from reflect_cli.errors import ReflectError, UsageError

PLACEHOLDER_KEY = "sk-local-placeholder"
CHOOSE_INSTRUCTION = "Reply with exactly one line of the form 'Action: N', where N is the number of the command."
_ACTION = re.compile(r"action\s*[:#]?\s*(\d+)", re.IGNORECASE)
_NUMBER = re.compile(r"\b(\d+)\b")


class TeacherError(ReflectError):
    """The chat endpoint failed (dead server, too many errors)."""


def parse_choice(reply: str, actions: list[str]) -> int | None:
    """The chosen index from a reply: 'Action: N', else the first number, else an action quoted verbatim."""
    for pattern in (_ACTION, _NUMBER):
        match = pattern.search(reply)
        if match and 0 <= int(match.group(1)) < len(actions):
            return int(match.group(1))
    lowered = reply.lower()
    hits = [i for i, a in enumerate(actions) if a.lower() in lowered]
    return max(hits, key=lambda i: len(actions[i])) if hits else None


def choice_messages(reflection_messages: list[dict[str, str]], analysis: str, actions: list[str]) -> list[dict[str, str]]:
    """The second turn of analyse-then-choose: the analysis, then the numbered actions."""
    numbered = "\n".join(f"{i}. {a}" for i, a in enumerate(actions))
    return reflection_messages + [
        {"role": "assistant", "content": analysis},
        {"role": "user", "content": f"{prompts.ACTION_HEAD}\n{numbered}\n\n{CHOOSE_INSTRUCTION}"},
    ]


class ChatClient:
    """An OpenAI-compatible chat endpoint. As a backend (:mod:`reflect_cli.lm.backend`) it has
    every capability off: it answers with text, has no token scores to play the policy with,
    and is used through :meth:`chat` and :meth:`analyse_and_choose` only."""

    backend = "openai"
    supports_grad = False
    supports_scoring = False
    supports_text_scoring = False
    supports_prefix_cache = False

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

    # -- analyse, then choose ---------------------------------------------------------------

    def analyse_and_choose(
        self, observation: str, actions: list[str], env_name: str, *, seed: int | None = None
    ) -> tuple[str, int | None]:
        """The analysis of ``observation`` (the reflection) and the index of the chosen action,
        None when the choice cannot be parsed."""
        messages = prompts.reflection_messages(observation, env_name)
        analysis = self.chat(messages, seed=seed).strip()
        reply = self.chat(choice_messages(messages, analysis, actions), seed=seed)
        return analysis, parse_choice(reply, actions)


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
