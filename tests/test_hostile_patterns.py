"""No pattern that parses a question or cleans a commit message is worse than linear: each is run
on adversarial inputs (identifier runs, base64, hex, "fix" and spaces...), 1 MB within a second
of CPU (``-m slow``; the default run takes 128 kB within an eighth of it, where the old patterns
took seconds on 20 kB), and on normal inputs it gives what it gave before (here, and the
question-shape and history tests)."""

from __future__ import annotations

import base64
import random
import re
import time

import pytest

from reflect_cli.datagen import history_text
from reflect_cli.search import questions

MB = 1 << 20


def adversarial(size: int) -> dict[str, str]:
    rng = random.Random(0)
    return {
        "identifier": "a" * size,
        "base64": base64.b64encode(rng.randbytes(size * 3 // 4)).decode(),
        "hex": rng.randbytes(size // 2).hex(),
        "fix-spaces": "fix" + " " * size,
        "fixes-colon-spaces": "fixes:" + " " * size + "x",
        "under": "a_" * (size // 2),
        "camel": "aB" * (size // 2),
        "dotted-digits": "a.1" * (size // 3),
        "dots": "." * size,
        "slashes": "ab/" * (size // 3),
        "error-run": "error" * (size // 5) + "x",
        "blank-lines": "\t \n" * (size // 3) + "x",
        "open-paren-spaces": "(" + " " * size,
        "precommit-brackets": "[pre-commit.ci" * (size // 14),
        "emoji-codes": ":a:" * (size // 3) + "x",
        "backtick-ident": "`" + "a" * size,
        "dashes": "--a" + "-" * size,
        "py-lines": ("File a" + ".py:1" * 80 + "\n") * (size // 407),
    }


KINDS = sorted(adversarial(16))
SIZES = [pytest.param(128 << 10, 1 / 8, id="128kB"), pytest.param(MB, 1.0, id="1MB", marks=pytest.mark.slow)]


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    found = []
    for module in (questions, history_text):
        for name, value in vars(module).items():
            items = value if isinstance(value, tuple) else (value,)
            for i, item in enumerate(items):
                pattern = item[1] if isinstance(item, tuple) and len(item) == 2 else item
                if isinstance(pattern, re.Pattern):
                    found.append((f"{module.__name__.rsplit('.', 1)[1]}.{name}[{i}]", pattern))
    return found


# Applied to a whole text with match() only (anchored), never searched across it.
_ANCHORED = {"history_text._ERROR_RUN[0]", "history_text._TRAILER[0]", "history_text._UNINFORMATIVE[0]",
             "history_text._CONVENTIONAL[0]", "history_text._SCOPE[0]", "history_text._FENCE[0]",
             "history_text._EMOJI[0]", "questions._ASKING[0]", "questions._TRACE_HEAD[0]",
             "questions._FENCE[0]", "questions._SYMBOL_ONLY[0]"}
# Searched only after the tokens longer than any identifier are taken out (_LONG_TOKEN).
_GUARDED = {"history_text._IDENT[0]"}


def _cpu(call) -> float:
    began = time.process_time()
    call()
    return time.process_time() - began


@pytest.mark.parametrize(("size", "limit"), SIZES)
@pytest.mark.parametrize("kind", KINDS)
def test_every_pattern_is_linear(kind: str, size: int, limit: float):
    text = adversarial(size)[kind]
    slow = {}
    for name, pattern in _patterns():
        if name in _GUARDED:
            continue
        if name in _ANCHORED:
            spent = _cpu(lambda p=pattern: p.match(text))
        else:
            spent = _cpu(lambda p=pattern: sum(1 for _ in p.finditer(text)))
        if spent > limit:
            slow[name] = round(spent, 2)
    assert not slow, slow


@pytest.mark.parametrize(("size", "limit"), SIZES)
@pytest.mark.parametrize("kind", KINDS)
def test_parsing_and_cleaning_are_linear(kind: str, size: int, limit: float):
    text = adversarial(size)[kind]
    assert _cpu(lambda: questions.parse_question(text)) < limit
    assert _cpu(lambda: questions.declared_scripts("[project.scripts]\n" + text)) < limit
    assert _cpu(lambda: history_text.clean_message(text)) < 1.5 * limit  # subject, then the first paragraph
    assert _cpu(lambda: history_text.clean_message("Fix the loader\n\n" + text)) < 1.5 * limit
    assert _cpu(lambda: history_text.drop_rule(text)) < limit


def test_the_old_patterns_were_quadratic():
    """The positive control: the patterns replaced here take quadratic time on 20 kB."""
    ident = r"[A-Za-z_][A-Za-z0-9_]*"
    old_dotted = re.compile(ident + r"(?:\." + ident + r")+")
    old_refs = re.compile(r"\bfix\s*:?\s+#\d+")
    short, longer = "a" * 1_000, "a" * 4_000
    ratio = _cpu(lambda: old_dotted.findall(longer)) / max(_cpu(lambda: old_dotted.findall(short)), 1e-4)
    assert ratio > 8  # 4x the text, well over 4x the time
    assert _cpu(lambda: old_refs.search("fix" + " " * 4_000)) > 20 * _cpu(lambda: old_refs.search("fix" + " " * 400))


@pytest.mark.parametrize("text", ["see `foo.bar()` and pkg.mod.func in 12ab.cd and x(1) then 1_a.b",
                                  "File \"a/b.py\", line 3, in run\n    obj.method(arg)\nValueError: bad",
                                  "a.b.1c.d and Xfoo_bar(x) and 9abc (y)"])
def test_identifier_patterns_find_what_they_found(text: str):
    ident = r"[A-Za-z_][A-Za-z0-9_]*"
    assert questions._DOTTED.findall(text) == re.findall(ident + r"(?:\." + ident + r")+", text)
    assert questions._CALL.findall(text) == re.findall(r"(" + ident + r")\s*\(", text)


@pytest.mark.parametrize("line", ["ValueError: bad value", "  pkg.errors.ParseError: x", "errors: none", "Warning:",
                                  "MyErrorHandler: x", "the error: here", "    indented", "--- a/x", "@@ -1 +1 @@",
                                  ">>> run()", "Traceback (most recent call last):", "plain prose line"])
def test_code_lines_are_told_as_before(line: str):
    old = re.compile(r"^(?:\s{4,}|\t)\S|^\s*(?:traceback \(most recent call last\)|file \"[^\"]*\", line \d+|>>>|"
                     r"\.\.\.\s|\$\s|[\w.]*(?:error|exception|warning)\b[\w.]*:)|^\s*[-+]{3}\s|^\s*@@", re.I)
    stripped = line.strip()
    by_symbols = len(stripped) >= 8 and sum(not (c.isalnum() or c.isspace()) for c in stripped) / len(stripped) > 0.3
    assert history_text.is_code_line(line) == (bool(old.search(line)) or by_symbols)
