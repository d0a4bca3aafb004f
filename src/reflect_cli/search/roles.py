"""What a file is for, read from its path: source, or a test, a document, an example, a change
log (:func:`secondary_file`), which a developer's question rarely asks for."""

from __future__ import annotations

import re

from reflect_cli.search.code_index import _DOC_SUFFIXES

# Where the answer to "where/how does it ..." rarely is: tests, docs, examples, benchmarks and
# change logs. They repeat the words of the code they test or describe, so plain BM25 ranks them
# first for a developer's question (benchmarks/HISTORY.md, "Code before tests"). 0.3 rather than 0
# keeps such a file first when it matches far better, and a question that names the role ("which test ...",
# "where do the docs ...") is ranked without it.
NON_SOURCE_DIRS = frozenset(
    ["tests", "test", "testing", "__tests__", "spec", "specs", "docs", "doc", "documentation", "examples", "example", "benchmarks", "benchmark",
     # change logs kept as one file per change (reno, towncrier)
     "releasenotes", "release-notes", "release_notes", "newsfragments", "changelog.d"])
SECONDARY_WEIGHT = 0.3
_CHANGELOG = re.compile(r"^(changelog|changes|history|news|release[-_ ]?notes|releases)(\.|$)", re.IGNORECASE)


def is_test_module(stem: str) -> bool:
    """``test_x``, ``x_test``, ``conftest``...: a file stem (no suffix) of a test module."""
    low = stem.lower()
    return low.startswith("test_") or low.endswith(("_test", "_tests", ".test", ".spec")) or low in {
        "conftest", "test", "tests"}


# Top-level files that describe the project rather than implement it: docs for a code question.
_ROOT_DOCS = re.compile(r"^(readme|contributing|code_of_conduct|security|authors|contributors|maintainers|"
                        r"governance|install|license|licence|copying|notice|citation|support|todo)(\.|$)",
                        re.IGNORECASE)


def secondary_file(rel: str) -> bool:
    """A test, anything under docs/examples/benchmarks folders, a change log, a prose file
    (Markdown, reST, plain text) wherever it is, or a top-level README, CONTRIBUTING, LICENSE."""
    parts = rel.split("/")
    if any(p.lower() in NON_SOURCE_DIRS for p in parts[:-1]):
        return True
    if rel.lower().endswith(_DOC_SUFFIXES) or (len(parts) == 1 and _ROOT_DOCS.match(rel)):
        return True
    return is_test_module(parts[-1].rsplit(".", 1)[0]) or bool(_CHANGELOG.match(parts[-1]))
