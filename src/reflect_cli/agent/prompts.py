"""Prompt builder (one for every use: explore, evaluation, data generation and training).

Envs produce state text; this module turns it into chat messages. A step is a two-turn dialogue,
so the policy prompt *extends* the reflection prompt (the prefix can be shared and cached):

    system:     the game's instruction (one short sentence)
    user:       <observation> + REFLECT_INSTRUCTION                     } reflection prompt
    assistant:  <reflection>                                           }
    user:       ``text`` head: COMMAND_PROMPT                           (no list: every valid command
                                                                        is scored as a continuation)
                ``label`` head: "# Choose from below your command" + "<label>. <action>" lines
    assistant:  <the command> (``text``)  /  <one label token> (``label``)

Without reflection the observation and the choice turn form a single user turn.

Version 2 is the compact prompt: the ``text`` head's prompt no longer lists the
actions (they were in the prompt once and scored again as continuations), and the instructions
are a line each, since prompt tokens are most of a CPU step's cost; the observation itself is bounded by the env (AutoExplore shows the lines of a file that match the
question, not its head). Changing any text here changes what trained models expect: bump
PROMPT_VERSION.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reflect_cli.envs.registration import GENERIC_INSTRUCTION, find_spec

PROMPT_VERSION = "reflect-prompt/2"

ACTION_HEAD = "# Choose from below your command"
ANSWER_INSTRUCTION = "Reply with the label of exactly one command and nothing else."

# How the policy answers: ``label`` (the paper: one label token per listed command) or ``text``
# (the command itself; every valid command is scored by the log-probability of its text).
HEADS = ("label", "text")
DEFAULT_HEAD = "text"
# The text head's last turn: the command follows it as the assistant's answer.
COMMAND_PROMPT = "Next command:"
REFLECT_INSTRUCTION = "# Analyze\nWhich entry is the next step, and why?"

def instruction_for(env_name: str | None) -> str:
    """The system prompt's sentence: the registered env's own (its ``instruction``), else a
    generic one (an env given by import path, no env)."""
    spec = find_spec(env_name or "")
    if spec is None or spec.name != (env_name or "").lower():  # an alias is no env's own name
        return GENERIC_INSTRUCTION
    return spec.prompt_instruction


def action_list(actions: Sequence[str], labels: Sequence[str]) -> str:
    if len(actions) > len(labels):
        raise ValueError(f"{len(actions)} actions but only {len(labels)} labels")
    lines = [f"{label}. {action}" for label, action in zip(labels, actions, strict=False)]  # spare labels
    return "\n".join([ACTION_HEAD, *lines, "", ANSWER_INSTRUCTION])


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
    """``labels`` None: the ``text`` head, whose prompt lists no actions (each valid command is
    scored as the answer's text); else the ``label`` head's labelled list."""
    choices = COMMAND_PROMPT if labels is None else action_list(actions, labels)
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
