"""LLM reflections for the offline AutoExplore episodes (``--teacher-reflections``), and the
checks a reply must pass to replace the offline reflection (:func:`reflection_problem`).
"""

from __future__ import annotations

import re
from random import Random
from typing import Any

from reflect_cli.envs.autoexplore.env import VERBS
from reflect_cli.search.fileview.view import DEFAULT_SUFFIXES

MAX_REFLECTION_CHARS = 700
MAX_REFLECTION_WORDS = 100
_PREFIX = re.compile(r"^\s*(?:\*\*)?(?:reflection|reasoning|analysis|thought)s?(?:\*\*)?\s*:\s*", re.IGNORECASE)
_BACKTICK = re.compile(r"`([^`]+)`")
_FILE_LIKE = re.compile(r"[\w./-]*\w\.([A-Za-z][A-Za-z0-9]{0,9})\b")
_WRONG = {
    "wrong_cd": "The agent's previous command `{a}` entered a folder that does not lead to the answer.",
    "wrong_cat": "The agent's previous command `{a}` read a file that does not answer the question.",
    "premature_id": (
        "The agent was about to run `{a}`, identifying a file it has not read and that is not the "
        "answer; that would end the search with a wrong answer."
    ),
}


def named_entries(reflection: str) -> list[str]:
    """Names a reflection puts in backticks (used to check it only names what was seen)."""
    return _BACKTICK.findall(reflection)


def clean_reflection(reply: str) -> str:
    """A reply as a reflection: whitespace collapsed, a leading 'Reflection:' and quotes removed."""
    text = " ".join(reply.split())
    text = _PREFIX.sub("", text)
    if len(text) > 1 and text[0] == text[-1] and text[0] in "\"'":
        text = text[1:-1].strip()
    return text


def _seen(name: str, observation: str) -> bool:
    name = name.strip().strip('"')
    verb, _, rest = name.partition(" ")  # free text: quotes are stripped, not parsed (parse_command)
    if verb in VERBS and rest:
        name = rest.strip().strip('"')
    name = name.rstrip("/")
    if name in ("", ".", ".."):
        return True
    return name in observation or name.rsplit("/", 1)[-1] in observation


def reflection_problem(text: str, observation: str) -> str | None:
    """Why ``text`` cannot be used as the reflection of ``observation`` (``empty``, ``too_long``,
    ``unseen_name``), or None when it can. A name is seen when the observation contains it (its
    listing, command history, last result or the question)."""
    if not text.strip():
        return "empty"
    if len(text) > MAX_REFLECTION_CHARS or len(text.split()) > MAX_REFLECTION_WORDS:
        return "too_long"
    if not all(_seen(name, observation) for name in named_entries(text)):
        return "unseen_name"
    for match in _FILE_LIKE.finditer(_BACKTICK.sub(" ", text)):
        if f".{match.group(1).lower()}" in DEFAULT_SUFFIXES and not _seen(match.group(0), observation):
            return "unseen_name"
    return None


def reflection_facts(trajectory: dict[str, Any], step: dict[str, Any]) -> list[str]:
    """The ground truth the offline reflection of ``step`` was written from, for the teacher."""
    facts = []
    if step["kind"] == "negative":
        wrong = trajectory["perturbation"]
        facts.append(_WRONG[wrong["kind"]].format(a=wrong["action"]))
    facts.append(f"The correct next command is `{step['action']}`.")
    facts.append(f"Reasoning derived from the ground truth (rephrase it, keep it correct): {step['reflection']}")
    return facts


def add_teacher_reflections(trajectory: dict[str, Any], teacher: Any, *, seed: int) -> None:
    """Replace the offline reflections of ``trajectory``'s SFT steps by the teacher's (in place);
    invalid replies keep the offline text and are counted in ``bad_replies``/``fallbacks``."""
    for step in trajectory["steps"]:
        if step["kind"] not in ("positive", "negative") or not step["reflection"] or step["action_index"] is None:
            continue
        call_seed = Random(f"{seed}:{trajectory['id']}:{step['t']}").randrange(2**31)
        reply = teacher.reflection(
            step["observation"], reflection_facts(trajectory, step), negative=step["kind"] == "negative", seed=call_seed
        )
        text = clean_reflection(reply)
        problem = reflection_problem(text, step["observation"])
        if problem is None:
            step["reflection"] = text
            step["reflection_source"] = "teacher"
            continue
        teacher.usage["bad_replies"] = teacher.usage.get("bad_replies", 0) + 1
        teacher.usage["fallbacks"] = teacher.usage.get("fallbacks", 0) + 1
        step["reflection_source"] = "offline"
        step["fallback"] = problem
        step["teacher_reply"] = reply[:1000]
