"""Prompt builder (one for every use: explore, evaluation, data generation and training).

Envs produce state text; this module turns it into chat messages. A step is a two-turn dialogue,
so the policy prompt *extends* the reflection prompt (the prefix can be shared and cached):

    system:     the game's instruction
    user:       <observation>  + "Analyse the situation ..."          } reflection prompt
    assistant:  <reflection>                                           }
    user:       "# Choose from below your command" + "<label>. <action>" lines
    assistant:  <one label token>            (``label`` head)
    assistant:  <the command, copied>        (``text`` head: the list has no labels)

Without reflection the observation and the action list form a single user turn.
Changing any text here changes what trained models expect: bump PROMPT_VERSION.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

PROMPT_VERSION = "reflect-prompt/1"

ACTION_HEAD = "# Choose from below your command"
ANSWER_INSTRUCTION = "Reply with the label of exactly one command and nothing else."
COMMAND_INSTRUCTION = "Reply with exactly one command from the list, copied exactly, and nothing else."

# How the policy answers: ``label`` (the paper: one label token per listed command) or ``text``
# (the command itself; every valid command is scored by the log-probability of its text).
HEADS = ("label", "text")
DEFAULT_HEAD = "text"
REFLECT_INSTRUCTION = (
    "# Analyze\nIn one or two sentences: what have you learned so far, and which entry is the most "
    "promising next step? Do not answer with a command yet."
)

INSTRUCTIONS: dict[str, str] = {
    "autoexplore": (
        "You are exploring a software repository to find the one file that answers a question. "
        "You can enter folders (cd), read files (cat) and identify the answer file (id), which "
        "ends the search. Read a file before identifying it. Use few steps."
    ),
    "taxi": (
        "You drive a taxi on a 5x5 grid. Pick up the passenger and drop them off at the "
        "destination. Any move that changes nothing (hitting a wall, an illegal pick-up or "
        "drop-off) ends the game."
    ),
    "alfworld": (
        "You are a household robot in a text world. Complete the task with the listed commands."
    ),
}
GENERIC_INSTRUCTION = "You act in a text environment. Reach the goal with the listed commands."


def instruction_for(env_name: str | None) -> str:
    return INSTRUCTIONS.get((env_name or "").lower(), GENERIC_INSTRUCTION)


def action_list(actions: Sequence[str], labels: Sequence[str]) -> str:
    if len(actions) > len(labels):
        raise ValueError(f"{len(actions)} actions but only {len(labels)} labels")
    lines = [f"{label}. {action}" for label, action in zip(labels, actions)]
    return "\n".join([ACTION_HEAD, *lines, "", ANSWER_INSTRUCTION])


def command_list(actions: Sequence[str]) -> str:
    """The action list of the ``text`` head: one command per line, no labels."""
    return "\n".join([ACTION_HEAD, *actions, "", COMMAND_INSTRUCTION])


def reflection_messages(observation: str, env_name: str | None) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": instruction_for(env_name)},
        {"role": "user", "content": observation.rstrip("\n") + "\n\n" + REFLECT_INSTRUCTION},
    ]


def policy_messages(
    observation: str,
    actions: Sequence[str],
    labels: Sequence[str] | None,
    env_name: str | None,
    reflection: str | None = None,
) -> list[dict[str, str]]:
    """``labels`` None: the ``text`` head's list (commands without labels)."""
    choices = command_list(actions) if labels is None else action_list(actions, labels)
    if reflection is None:
        return [
            {"role": "system", "content": instruction_for(env_name)},
            {"role": "user", "content": observation.rstrip("\n") + "\n\n" + choices},
        ]
    return reflection_messages(observation, env_name) + [
        {"role": "assistant", "content": reflection.strip()},
        {"role": "user", "content": choices},
    ]


def render(tokenizer: Any, messages: list[dict[str, str]]) -> str:
    """Render messages as the text that precedes the assistant's answer.

    Tokenizers with a chat template use it; others get a plain transcript. Either way the text
    ends with a newline, the context in which labels are checked to be single tokens."""
    if getattr(tokenizer, "chat_template", None):
        text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        return text if text.endswith("\n") else text + "\n"
    parts = [f"{m['role'].capitalize()}:\n{m['content']}\n" for m in messages]
    return "\n".join(parts) + "\nAssistant:\n"


def generation_context(tokenizer: Any) -> str:
    """The tail every rendered prompt ends with (used to validate single-token labels)."""
    return render(tokenizer, [{"role": "user", "content": "x"}])
