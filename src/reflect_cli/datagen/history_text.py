"""Commit messages -> questions: which commits to drop, how a message is cleaned, and how a long
one is cut to a word budget by relevance (see :mod:`reflect_cli.datagen.history`).

* :func:`drop_rule` names the first rule that drops a commit message (``None``: keep it). The rules
  (:data:`RULES`, in order) drop merges, reverts, version bumps and releases, typo fixes,
  formatting-only and lint-only commits, conventional ``chore``/``ci``/``build``/``style``/``test``
  commits, bots and work-in-progress/fixup commits. They look at the raw subject, before cleaning,
  so that ``chore: ...`` is still recognisable.
* :func:`clean_message` turns the message into a question: the subject plus the first prose
  paragraph of the body, without trailers (``Signed-off-by:`` ...), issue/PR references
  (``(#123)``, ``fixes #12``, ``GH-12``, URLs, ``[skip ci]``) or a conventional-commit prefix
  (``fix:``, ``feat(x):``), cut by :func:`cut_to_budget`.
* :func:`cut_to_budget` keeps the subject, drops traceback and code lines, and then adds the body's
  sentences with the most identifier-like and content words per word, in their original order,
  while they fit the budget. Issue-like bodies put the useful words anywhere, so cutting the head
  would lose them.
"""

from __future__ import annotations

import re

from reflect_cli.search.terms import STOPWORDS, key_terms

MAX_WORDS = 64

_I = re.IGNORECASE
_TYPES = (r"feat|feature|fix|fixes|fixed|bugfix|hotfix|docs?|refactor|perf|chore|style|tests?|build|ci|revert|"
          r"enh|enhancement|bug|maint|api|deps?|dev|rel|tst|typ|improvement|security|cleanup")
_CONVENTIONAL = re.compile(rf"^(?:(?:{_TYPES})(?:\([^)]*\))?!?\s*:\s*|\[(?:{_TYPES})\]\s*:?\s*)", _I)
_SCOPE = re.compile(r"^[\w./-]{1,40}:\s+(?=\S)")
_FORMATTERS = r"black|isort|yapf|autopep8|prettier|ruff format"
_LINTERS = r"ruff|flake8|pylint|mypy|pyright|pre-commit|precommit|pyupgrade|codespell"

# (rule, pattern on the raw subject), first match wins; the counts are reported per rule.
RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("merge", re.compile(r"^merge\b", _I)),
    ("revert", re.compile(r"^(?:revert\b|\"?revert\s)", _I)),
    ("release", re.compile(r"^(?:bumps?|bumped|release[sd]?|releasing|prepare(?:s|d)?\s+(?:for\s+)?(?:the\s+)?"
                           r"(?:\d|release|version)|(?:update|set|increase)\s+version|version\b|v?\d+(?:\.\d+)+\b)"
                           r"|\bchange ?log\b|\bversion bump\b|\brelease notes\b", _I)),
    ("typo", re.compile(r"\btypos?\b|\bspelling\b|\bmisspell", _I)),
    ("formatting", re.compile(rf"\breformat|\bre-format|^(?:run|ran|apply|applied|use)\s+(?:{_FORMATTERS})\b|"
                              rf"\b(?:{_FORMATTERS})\s+(?:format\w*|style|hook|config)|"
                              rf"\bcode\s+(?:style|formatting)\b|^(?:style:\s*)?format(?:ting)?(?:\s+(?:code|files|"
                              rf"with\s+\S+))?\W*$|\bwhitespace\b|\btrailing\s+spaces?\b", _I)),
    ("lint", re.compile(rf"\b(?:{_LINTERS})\b|\blint(?:er|ing|s)?\b|\bnoqa\b|\btype:\s*ignore\b|"
                        r"\btype\s+(?:hints?|annotations?)\b", _I)),
    ("chore", re.compile(r"^(?:chore|ci|build|style|tests?|deps?|release)(?:\([^)]*\))?!?\s*:", _I)),
    ("wip", re.compile(r"^(?:wip\b|fixup!|squash!|amend!|tmp\b|temp\b|oops\b)", _I)),
)
# A leading gitmoji ("🐛 fix(pip): ...", ":bug: fix ...") hides the words the rules look at.
_EMOJI = re.compile(r"(?::[a-z0-9_+-]+:|[^\w\s\[(\"'`:]+)\s*", _I)  # at a position (match)
_BOT = re.compile(r"\[bot\]|^dependabot|^pre-commit-ci|^renovate|^github-actions", _I)

_TRAILER = re.compile(
    r"^\s*(?:signed-off-by|co-authored-by|reviewed-by|acked-by|tested-by|reported-by|suggested-by|helped-by|"
    r"requested-by|cc|change-id|reviewed-on|pr-url|pr-close|fixes|closes|resolves|refs|see-also|backport-pr-url|"
    r"git-svn-id|original-commit|issue)\s*:.*$|^\s*\(cherry picked from commit [0-9a-f]+\)\s*$", _I)
_REFS = (
    re.compile(r"\[(?:skip ci|ci skip|no ci|skip actions|pre-commit\.ci[^\][]*+|ci)\]", _I),
    re.compile(r"https?://\S+"),
    # "fixes #12", "closes: GH-3", "see issue #4", "part of #5, #6"
    re.compile(r"\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?|see|re|for|addresse?s?|part of|related to|"
               r"follow[- ]up (?:to|of))(?:\s*+:\s++|\s++)(?:(?:issue|pr|pull request|bug)\s++)?"
               r"(?:[\w.-]++/[\w.-]+)?(?:#|gh-|bpo-)\d+(?:\s*(?:,|and)\s*(?:#|gh-)?\d+)*", _I),
    re.compile(r"\(\s*(?:(?:[\w.-]+/[\w.-]+)?#\d+|gh-\d+|bpo-\d+|(?:issue|pr)\s+#?\d+)"
               r"(?:\s*(?:,|and)\s*(?:#|gh-)?\d+)*\s*\)", _I),
    re.compile(r"(?:\b(?:gh|bpo)-\d+\b|(?:(?<![\w.-])[\w.-]++/[\w.-]+)?#\d+\b)\s*:?", _I),
    re.compile(r"\b(?:issue|pr|pull request)\s+\d+\b", _I),
)
_CODE_LINE = re.compile(
    r"^(?:\s{4,}+|\t)\S|^\s*+(?:traceback \(most recent call last\)|file \"[^\"]*\", line \d+|>>>|\.\.\.\s|\$\s)"
    r"|^\s*+[-+]{3}\s|^\s*+@@", _I)
# "ValueError: ..." / "pkg.errors.ParseError: ...": a run of name characters naming an error, then
# a colon. Two steps, not "[\w.]*error\b[\w.]*:", which backtracks quadratically on "errorerror...".
_ERROR_RUN = re.compile(r"\s*+([\w.]++):")
_ERROR_WORD = re.compile(r"(?:error|exception|warning)\b", _I)
_FENCE = re.compile(r"^\s*(?:```|~~~)")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=\S)")
_WORD = re.compile(r"\S+")
_LONG_TOKEN = re.compile(r"(?<!\S)\S{200,}")  # no identifier is this long; a token that is costs _IDENT n^2
_IDENT = re.compile(r"`[^`]+`|[A-Za-z_]\w*(?:\.\w+)+|\w+\(\)|[a-z0-9]+_\w+|[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*|--?[a-z][\w-]+")
_CONTENT = re.compile(r"[A-Za-z]{4,}")
_ENGLISH = frozenset(STOPWORDS | set(
    ["about", "after", "again", "also", "been", "before", "being", "both", "could", "each", "every", "have", "into", "just", "more", "most", "much", "must", "need", "needs", "only", "other", "over", "same", "should", "some", "such", "than", "them", "then", "there", "these", "they", "those", "through", "under", "until", "very", "were", "will", "would", "your", "when", "what", "which", "while", "because", "since", "still", "make", "makes", "made", "like"]))
_UNINFORMATIVE = re.compile(r"^(?:minor|misc|cleanup|clean up|small|various|update|updates|changes?|fix|fixes|"
                            r"fix bugs?|refactor(?:ing)?|improvements?|tweaks?)(?:\s+(?:fix(?:es)?|changes?|"
                            r"updates?|cleanups?|tweaks?|improvements?|things))?\W*$", _I)


def drop_rule(subject: str, author: str = "") -> str | None:
    """The rule that drops a commit with this subject and author, or ``None`` to keep it."""
    if _BOT.search(author.strip()):
        return "bot"
    subject = strip_emoji(subject)
    for name, pattern in RULES:
        if pattern.search(subject):
            return name
    return None


def strip_emoji(subject: str) -> str:
    subject = subject.strip()
    at = 0
    while (match := _EMOJI.match(subject, at)) and match.end() > at:
        at = match.end()
    return subject[at:]


def strip_refs(text: str) -> str:
    for pattern in _REFS:
        text = pattern.sub(" ", text)
    text = re.sub(r"(?<![\w\]])\(\s*+(?:[,;]\s*+)?\)", " ", text)  # "( )" left by removed references
    return re.sub(r"\s+", " ", text).strip(" \t-:;,")


def strip_prefix(subject: str) -> str:
    """Drop a conventional-commit prefix (``fix:``, ``feat(parser)!:``, ``[BUG]``), then a
    one-word component prefix (``autodoc: ...``, ``utils/io: ...``): it is usually the target's
    module name, which would put the answer in the question."""
    subject = _CONVENTIONAL.sub("", strip_emoji(subject), count=1).strip()
    return _SCOPE.sub("", subject, count=1).strip()


def is_code_line(line: str) -> bool:
    stripped = line.strip()
    if not stripped:
        return False
    if _CODE_LINE.match(line) or ((run := _ERROR_RUN.match(line)) is not None and _ERROR_WORD.search(run.group(1))):
        return True
    symbols = sum(not (c.isalnum() or c.isspace()) for c in stripped)
    return len(stripped) >= 8 and symbols / len(stripped) > 0.3


def _paragraphs(body: str) -> list[list[str]]:
    """Blank-line separated paragraphs; a fenced code block is one paragraph of code lines."""
    out: list[list[str]] = []
    current: list[str] = []
    fenced = False
    for line in body.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
            current.append("    ```")  # a code line: dropped by the cut
            continue
        if fenced:
            current.append("    " + line)
        elif not line.strip() or _TRAILER.match(line):
            if current:
                out.append(current)
            current = []
        else:
            current.append(line)
    if current:
        out.append(current)
    return out


def first_paragraph(body: str) -> str:
    """The first paragraph of the body with a prose line (code lines kept: the cut drops them)."""
    for lines in _paragraphs(body):
        if any(not is_code_line(line) for line in lines):
            return "\n".join(lines)
    return ""


def _score(sentence: str) -> float:
    """Identifier-like words count twice, content words once; per word, so a long sentence pays."""
    words = _WORD.findall(sentence)
    if not words:
        return 0.0
    idents = len(_IDENT.findall(_LONG_TOKEN.sub(" ", sentence)))
    content = sum(w.lower() not in _ENGLISH for w in _CONTENT.findall(sentence))
    return (2 * idents + content) / len(words)


def cut_to_budget(subject: str, body: str, max_words: int = MAX_WORDS) -> str:
    """``subject`` and the most relevant sentences of ``body`` in at most ``max_words`` words."""
    head = _WORD.findall(subject)[:max_words]
    budget = max_words - len(head)
    prose = [line.strip() for line in body.splitlines() if line.strip() and not is_code_line(line)]
    sentences = [s.strip() for line in prose for s in _SENTENCE.split(line) if s.strip()]
    ranked = sorted(range(len(sentences)), key=lambda i: (-_score(sentences[i]), i))
    chosen: list[int] = []
    for i in ranked:
        n = len(_WORD.findall(sentences[i]))
        if n <= budget and _score(sentences[i]) > 0:
            chosen.append(i)
            budget -= n
    parts = [" ".join(head), *(sentences[i] for i in sorted(chosen))]
    return " ".join(_end_sentence(p) for p in parts if p).strip()


def _end_sentence(text: str) -> str:
    text = text.strip()
    return text if text[-1:] in ".!?:" else text + "."


def clean_message(message: str, max_words: int = MAX_WORDS) -> str:
    """The question of a commit message (see the module docstring); ``""`` when nothing is left."""
    lines = message.strip().splitlines()
    if not lines:
        return ""
    subject = strip_refs(strip_prefix(strip_refs(lines[0])))
    body = strip_refs_lines(first_paragraph("\n".join(lines[1:])))
    if re.match(r"[a-z]+\b(?![_.(])", subject):  # a plain word, not an identifier
        subject = subject[0].upper() + subject[1:]
    text = cut_to_budget(subject, body, max_words)
    return text[:-1] if text.endswith(".") and not text.endswith("..") else text


def strip_refs_lines(text: str) -> str:
    """:func:`strip_refs` line by line (line breaks tell code lines from prose)."""
    return "\n".join(line if is_code_line(line) else strip_refs(line) for line in text.splitlines())


def uninformative(question: str) -> str | None:
    """``"uninformative"`` (e.g. "Minor fixes") or ``"too_short"`` (under two key terms), else ``None``."""
    if _UNINFORMATIVE.match(question):
        return "uninformative"
    if len(key_terms(question)) < 2:
        return "too_short"
    return None
