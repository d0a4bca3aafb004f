"""Which files a developer's question rarely asks for: tests, docs, examples, change logs, prose."""

from __future__ import annotations

import pytest

from reflect_cli.search.roles import secondary_file


@pytest.mark.parametrize("rel", ["tests/test_x.py", "pkg/test_x.py", "docs/api.py", "examples/demo.py",
                                 "CHANGES.rst", "README", "pkg/notes.txt", "pkg/parsers/rst/README.rst",
                                 "src/pkg/guide.md", "newsfragments/12.bugfix"])
def test_secondary(rel: str):
    assert secondary_file(rel)


@pytest.mark.parametrize("rel", ["pkg/core.py", "src/pkg/parsers/rst/states.py", "setup.py", "pkg/docstring.py",
                                 "pkg/texts.py"])
def test_source(rel: str):
    assert not secondary_file(rel)
