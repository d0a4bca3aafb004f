"""The offline reflections of AutoExplore's oracle episodes, written from ground truth.

:func:`positive_reflection` says why the oracle's action is right in the env's current state (why
this folder, why this file, what was read); :func:`negative_reflection` why a perturbation was a
mistake and what to do instead. A reflection only names entries shown in the observation it is
written for (listing, command history or the last result), never a file not yet seen.

Names are written as a command writes them (``cd _backends``, quoted only when they hold a space),
not in backticks: a backticked name tokenizes differently (```_backends/``` vs `` _backends``), and
copying across the two was where a trained policy failed most on held-out repositories (names that
start with ``_``).
"""

from __future__ import annotations

from collections import Counter

from reflect_cli.envs.autoexplore.commands import PAGE_COMMANDS
from reflect_cli.envs.autoexplore.env import AutoExploreEnv, parse_command, quote
from reflect_cli.explore.excerpt import terms


def _listed(terms_: list[str], n: int = 3) -> str:
    words = list(terms_)[:n]
    if not words:
        return "what the question asks"
    return ", ".join(words[:-1]) + (" and " if len(words) > 1 else "") + words[-1]


def _result_body(result: str) -> str:
    return result.split("\n", 2)[2] if result.count("\n") >= 2 else ""


# Words every source file is full of; they say nothing about what a file is about.
CODE_WORDS = frozenset(
    ["import", "from", "return", "self", "none", "true", "false", "optional", "type", "typing", "def", "class", "str", "int", "float", "list", "dict", "bool", "tuple", "any", "args", "kwargs", "else", "elif", "try", "except", "raise", "pass", "yield", "lambda", "not", "async", "await", "const", "var", "let", "function", "public", "private", "static", "void", "new", "null", "this", "super", "annotations", "future", "license", "copyright"]
)


def _topic_terms(text: str, exclude: set[str], n: int = 3) -> list[str]:
    counts: Counter[str] = Counter()
    for line in text.splitlines():
        # sorted: terms() is a set, and ties in most_common keep insertion order, so iterating
        # the set would make reflections depend on PYTHONHASHSEED (differ between processes).
        counts.update(
            t for t in sorted(terms(line)) if t not in exclude and t not in CODE_WORDS and not t.isdigit()
        )
    return [t for t, _ in counts.most_common(n)]


# -- AutoExplore reflections --------------------------------------------------------------------
#
# Short on purpose: a reflection is decoded token by token at every step of every rollout and of
# every `reflect explore` step, where it is most of the cost. Each one gives the
# command it recommends, written exactly as the command is, **at its start and again at its end**,
# with its reason in a clause between. The policy learns to check and copy one command rather
# than to pick it out of a sentence that names several entries (the held-out errors of an older,
# longer form: "it holds gitignore/, ..., so I will go back up" read as "cd gitignore").
# - At the start, because the reflector learns it faster there: its first tokens are chosen with
#   the listing in view, not after a clause of question words (benchmarks/HISTORY.md,
#   "Reflection form").
# - At the end, because the untrained policy copies the command next to its own answer far more
#   readily (benchmarks/HISTORY.md, "Reflection form").


def _q(name: str | None) -> str:
    """``quote`` for ``parse_command``'s name, which is None only for paging and unknown commands."""
    return quote(str(name))


def _reason(action: str) -> str:
    """Why ``action``, in a clause."""
    verb, name = parse_command(action)
    if action == "cd ..":
        return "the answer is not below this folder"
    if action == "next page":
        return "what I need is not on this page"
    if action == "previous page":
        return "what I need is on an earlier page"
    if verb == "cd":
        return f"the folder {_q(name)}/ is where that part lives"
    if verb == "cat":
        return f"{_q(name)} looks like the best match"
    return f"{_q(name)} answers the question"


def _framed(action: str, reason: str) -> str:
    return f"{action}: {reason}: {action}"


def positive_reflection(env: AutoExploreEnv, action: str, question_terms: list[str]) -> str:
    """Ground-truth reasoning for taking the oracle's ``action`` in the env's current state."""
    verb, name = parse_command(action)
    topic = _listed(question_terms)
    if verb == "id":
        body = terms(_result_body(env._last_result))
        shown = [t for t in question_terms if t in body]
        evidence = f"mentions {_listed(shown)}" if shown else f"covers {topic}"
        return _framed(action, f"{_q(name)} {evidence}, as the question asks, so it is the answer")
    if verb == "cd" and action != "cd ..":
        return _framed(action, f"the question is about {topic}, and the folder {_q(name)}/ is where that lives")
    if verb == "cat":
        return _framed(action, f"the question is about {topic}, and {_q(name)} here looks like it covers that")
    return _framed(action, f"the question is about {topic}; {_reason(action)}")


def negative_reflection(
    env: AutoExploreEnv, wrong: str, kind: str, corrective: str, question_terms: list[str]
) -> str:
    """Why ``wrong`` was a mistake and the reason for ``corrective``, framed by ``corrective``."""
    topic = _listed(question_terms)
    _, name = parse_command(wrong)
    if kind == "wrong_cd":
        why = f"entering {_q(name)}/ was a mistake, nothing in it is about {topic}"
    elif kind == "wrong_cat":
        about = _topic_terms(_result_body(env._last_result), set(question_terms))
        subject = f"is about {', '.join(about)}" if about else "has nothing on the question"
        why = f"reading {_q(name)} was a detour, it {subject}, not {topic}"
    else:
        why = f"identifying {_q(name)} now would be premature, nothing ties it to {topic}"
    return _framed(corrective, f"{why}; {_reason(corrective)}")


def recommended_command(reflection: str) -> str | None:
    """The command an AutoExplore reflection recommends: the text before its first ": " (this
    module's form), else after its last one (the older form, and teachers that end with it)."""
    if ": " not in reflection:
        return None
    head = reflection.split(": ", 1)[0].strip()
    if parse_command(head)[1] is not None or head in PAGE_COMMANDS:
        return head
    return reflection.rsplit(": ", 1)[-1].strip().rstrip(".") or None
