"""The AutoExplore command grammar: the one place that writes and reads its commands.

``cd <dir>``, ``cd ..``, ``cat <file>``, ``id <file>`` (names with whitespace, or starting with a
double quote, in double quotes) and the two paging commands. The env
(:mod:`reflect_cli.envs.autoexplore.env`), the agents (BM25, the explorer) and gen-data all use these.
"""

from __future__ import annotations

VERBS: tuple[str, ...] = ("cd", "cat", "id")
PAGE_COMMANDS: tuple[str, ...] = ("previous page", "next page")
UP = "cd .."


def quote(name: str) -> str:
    # A name that itself starts with a double quote is quoted too, or `cd "x"` (the folder named
    # `"x"`) would be parsed as `cd x`.
    if not name or name.startswith('"') or any(c.isspace() for c in name):
        return f'"{name}"'
    return name


def unquote(arg: str) -> str:
    """The name a command argument stands for (:func:`quote` reversed)."""
    return arg[1:-1] if len(arg) > 1 and arg.startswith('"') and arg.endswith('"') else arg


def command(verb: str, name: str) -> str:
    """``command("cat", "a b.py") == 'cat "a b.py"'``."""
    return f"{verb} {quote(name)}"


def parse_command(text: str) -> tuple[str, str | None]:
    """``("cd", "src")``, ``("cat", "a b.py")``, ``("id", ...)``, ``("cd", "..")``; paging and
    unknown commands give ``(text, None)``."""
    verb, _, arg = text.partition(" ")
    if verb in VERBS and arg:
        return verb, unquote(arg)
    return text, None
