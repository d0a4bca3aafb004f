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


def test_a_common_word_the_tree_names_a_file_after_is_a_concept(tmp_path):
    from reflect_cli.search.fileview.view import FileView
    from reflect_cli.search.ranker import RepoRanker

    root = tmp_path / "app"
    (root / "app").mkdir(parents=True)
    (root / "app" / "user.py").write_text("class Account:\n    '''A user of the site.'''\n    def login(self):\n"
                                         "        pass\n")
    (root / "app" / "session.py").write_text("def login_session(account):\n    return account.login()\n")
    ranker = RepoRanker(FileView(root))
    assert "user" in ranker.query_terms("how does the user log in")  # app/user.py names the concept
    assert "time" not in ranker.query_terms("how many times does it log in")  # no file is named after it
    assert ranker.ranking("where is the user defined")[0][0] == "app/user.py"
