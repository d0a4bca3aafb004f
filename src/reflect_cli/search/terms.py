"""The words of a text or a question, as the rankings look them up: :func:`terms` (words and
the parts of snake_case / CamelCase names, minus stopwords), :func:`code_terms` (stemmed, for the
code-aware index) and :func:`query_terms` (a question minus its template and common words)."""

from __future__ import annotations

import re

STOPWORDS = frozenset(
    ["a", "an", "and", "are", "as", "at", "be", "by", "can", "code", "do", "does", "file", "files", "find", "for", "from", "how", "i", "if", "in", "is", "it", "its", "of", "on", "or", "repository", "the", "that", "this", "to", "what", "when", "where", "which", "who", "why", "with", "defined", "define", "implemented", "implement", "located"]
)
# Words of gen-data's question templates: never key terms, or every question would match every file.
TEMPLATE_WORDS = frozenset(
    ["which", "where", "class", "classes", "function", "functions", "method", "module", "modules", "document", "documents", "section", "sections", "titled", "title", "defined", "defines", "described", "describes", "implemented", "implements", "implementation", "data", "table", "columns", "column", "configuration", "config", "sets", "setting", "settings", "keys", "key", "code", "need", "part", "parts", "looking", "look", "explain", "explains", "explained", "docs", "documentation", "says", "say", "called", "named", "name", "names", "does", "something", "thing", "things", "about", "covers", "cover", "contains", "contain", "doing", "handles", "handle", "there", "want", "know", "tell", "show", "find", "written", "write", "writes", "value", "values", "heading", "headings", "using", "used", "uses", "use", "documented", "summarised", "summarized", "remember", "passage", "starts", "start", "project", "deals", "deal", "library", "package", "has", "have", "get", "gets", "return", "returns"]
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]+")
_PARTS = re.compile(r"_|(?<=[a-z])(?=[A-Z])")


def terms(text: str) -> set[str]:
    """Lower-case words (and the parts of snake_case / CamelCase names) minus stopwords."""
    out: set[str] = set()
    for word in _WORD.findall(text):
        pieces = {word.lower(), *(p.lower() for p in _PARTS.split(word) if p)}
        out.update(p for p in pieces if len(p) > 2 and p not in STOPWORDS)
    return out


def key_terms(question: str) -> set[str]:
    return {t for t in terms(question) if t not in TEMPLATE_WORDS}

# Common English words that must not decide which file answers a question. A
# question is English, a file is code: a word like "user" or "time" in a question is usually
# part of the phrasing ("how does the user ...", "every time"), while in code it is a rare
# identifier, so BM25's idf gives it a large weight and a file that merely says "user" once wins
# (click's prompt.py for "how many columns the terminal has"). Chosen with care: only words that
# say nothing about *which* code is meant: quantities and frequency (many, number, time, every),
# generic verbs (get, set, use, make, take, give, keep, need, happen), generic nouns (user,
# thing, way, kind, value, part) and fillers. Not here: words that name a subject in code even
# when they are common English (file, path, error, test, config, parse, print, text, line) --
# those are what a question is about. Only the ranking of ``reflect explore`` (RepoRanker) drops
# them; gen-data's filters keep their own words (STOPWORDS, TEMPLATE_WORDS) unchanged.
COMMON_WORDS = frozenset(
    ["user", "users", "time", "times", "many", "much", "number", "numbers", "get", "gets", "getting", "got", "set", "sets", "use", "uses", "used", "using", "make", "makes", "made", "making", "new", "value", "values", "way", "ways", "thing", "things", "kind", "kinds", "sort", "part", "parts", "also", "just", "like", "want", "wants", "need", "needs", "needed", "take", "takes", "taken", "give", "gives", "given", "keep", "keeps", "kept", "happen", "happens", "happened", "work", "works", "working", "done", "doing", "goes", "going", "come", "comes", "every", "each", "other", "others", "same", "different", "some", "any", "all", "more", "most", "less", "few", "first", "last", "one", "two", "three", "should", "would", "could", "will", "shall", "may", "might", "must", "into", "onto", "over", "under", "about", "after", "before", "then", "than", "there", "here", "their", "they", "them", "these", "those", "our", "your", "you", "we", "his", "her", "him", "she"]
)


def stem(word: str) -> str:
    """A light suffix stemmer so that a question's "numbers", "parsed", "prompted" meet a file's
    "number", "parse", "prompt": strips one of -ing, -ed, -es, -s, -e, keeping >= 4 letters."""
    for suffix in ("ing", "ed", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4 and not (suffix == "s" and word.endswith("ss")):
            return word[: -len(suffix)]
    return word


# word -> its stemmed terms: a tree repeats its identifiers on every other line, so each is
# split and stemmed once per process, not once per occurrence (bounded: cleared when full).
_WORD_TERMS: dict[str, frozenset[str]] = {}
_MAX_WORD_TERMS = 1 << 18


def _word_terms(word: str) -> frozenset[str]:
    got = _WORD_TERMS.get(word)
    if got is None:
        pieces = {word.lower(), *(p.lower() for p in _PARTS.split(word) if p)}
        got = frozenset(stem(p) for p in pieces if len(p) > 2 and p not in STOPWORDS)
        if len(_WORD_TERMS) >= _MAX_WORD_TERMS:
            _WORD_TERMS.clear()
        _WORD_TERMS[word] = got
    return got


def code_terms(text: str) -> set[str]:
    """:func:`terms` (whole identifiers and their snake_case / CamelCase parts), stemmed."""
    out: set[str] = set()
    for word in _WORD.findall(text):
        out |= _word_terms(word)
    return out


# Words of gen-data's templates that name a subject when a person asks ("how are the settings
# loaded?", "how many columns does the terminal have?"): the ranker keeps them.
SUBJECT_WORDS = frozenset(
    ["data", "table", "columns", "column", "configuration", "config", "setting", "settings", "keys", "key", "heading", "headings", "library", "package", "project", "return", "returns", "handle", "handles", "write", "writes", "written", "title"]
)


def query_terms(question: str) -> set[str]:
    """The terms the code-aware ranker looks up: the question's :func:`terms` minus the
    template phrasing (:data:`TEMPLATE_WORDS` but :data:`SUBJECT_WORDS`) and :data:`COMMON_WORDS`,
    stemmed. A question made only of common words keeps them (better than matching nothing)."""
    keys = {t for t in terms(question) if t not in TEMPLATE_WORDS or t in SUBJECT_WORDS}
    specific = {t for t in keys if t not in COMMON_WORDS}
    return {stem(t) for t in (specific or keys)}


def common_terms(question: str) -> set[str]:
    """The stemmed :data:`COMMON_WORDS` of a question that :func:`query_terms` dropped: a tree
    may name a concept with one of them (``user``, ``time``), and then they are not phrasing."""
    keys = {t for t in terms(question) if t not in TEMPLATE_WORDS or t in SUBJECT_WORDS}
    dropped = {t for t in keys if t in COMMON_WORDS}
    return {stem(t) for t in dropped} - query_terms(question)

