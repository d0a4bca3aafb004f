"""Question shapes of ``reflect explore``: short questions, pasted reports, tracebacks, symbols."""

from __future__ import annotations

import json
import time
from pathlib import Path

from typer.testing import CliRunner

from reflect_cli.cli import app
from reflect_cli.explore.excerpt import matching_lines
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.questions import declared_scripts, parse_question
from reflect_cli.search.ranker import RepoRanker

ROOT = Path(__file__).resolve().parents[1]

REPORT = """Printing a matrix power fails in latex
When I print `MatPow` with the latex printer I get a wrong exponent. I checked the docs and the
tests, and the example in the tutorial shows the same.

```python
>>> from pkg import latex, MatPow
>>> latex(MatPow(A, 2))
```
"""
TRACEBACK = """Traceback (most recent call last):
  File "/home/u/.venv/lib/python3.11/site-packages/pkg/printing/pretty.py", line 42, in _print_power
    return self._render(expr)
ValueError: cannot render
"""


def test_shapes_and_the_role_words_of_a_long_text():
    assert parse_question("parse_config").shape == "symbol"
    assert parse_question("pkg.cli.main").modules == ("pkg.cli.main",)
    short = parse_question("Which test covers the retry loop?")
    assert short.shape == "short" and short.asks_role
    report = parse_question(REPORT)
    assert report.shape == "report" and not report.asks_role  # "docs", "tests", "example" in passing
    assert "MatPow" in report.symbols and "latex" in report.symbols
    assert parse_question(REPORT + "\nWhere are the tests for the latex printer?").asks_role
    trace = parse_question(TRACEBACK)
    assert trace.shape == "traceback"
    assert trace.paths[0].endswith("pkg/printing/pretty.py") and "_print_power" in trace.symbols


def test_a_long_traceback_alone_is_a_traceback_and_prose_around_one_is_a_report():
    frames = "".join(f'  File "pkg/matrices/dense.py", line {100 + i}, in extract_{i}\n'
                     f"    colsList = [a2idx(k, self.cols) for k in colsList if k is not None]\n" for i in range(8))
    alone = f"Traceback (most recent call last):\n{frames}IndexError: Index out of range: a[2]\n"
    assert parse_question(alone).shape == "traceback"  # 8 frames of code lines: many words, none of them prose
    chained = alone + "\nDuring handling of the above exception, another exception occurred:\n\n" + alone
    assert parse_question(chained).shape == "traceback"
    prose = " ".join(["the matrix extraction fails whenever a row index is past the end"] * 4)
    assert parse_question(prose + "\n\n" + alone).shape == "report"


def _tree(tmp_path: Path) -> Path:
    (tmp_path / "pkg" / "printing").mkdir(parents=True)
    (tmp_path / "pkg" / "tests").mkdir()
    (tmp_path / "README.md").write_text("# pkg\nPrinting matrix power in latex: see the docs. Render exponent.\n" * 3)
    (tmp_path / "CHANGELOG.md").write_text("- latex printer: matrix power exponent fixed; render\n" * 5)
    (tmp_path / "pkg" / "tests" / "test_latex.py").write_text(
        "def test_matpow_latex():\n    assert latex(MatPow(A, 2)) == 'A^{2}'  # matrix power exponent\n" * 4)
    (tmp_path / "pkg" / "printing" / "latex.py").write_text(
        "class LatexPrinter:\n    def _print_MatPow(self, expr):\n        return exponent(expr)\n\n\n"
        "def latex(expr):\n    return LatexPrinter().doprint(expr)\n")
    (tmp_path / "pkg" / "printing" / "pretty.py").write_text(
        "class PrettyPrinter:\n    def _print_power(self, expr):\n        return self._render(expr)\n\n"
        "    def _render(self, expr):\n        return str(expr)  # render a matrix power in latex style\n")
    (tmp_path / "pkg" / "matpow.py").write_text(
        "class MatPow:\n    '''A matrix power: base and exponent; printed by the latex printer.'''\n")
    return tmp_path


def test_a_report_ranks_code_before_docs_tests_and_change_logs(tmp_path):
    ranker = RepoRanker(FileView(_tree(tmp_path)))
    ranked = [rel for rel, _ in ranker.rank(ranker.answer_scores(parse_question(REPORT)))]
    assert ranked[0] in ("pkg/printing/latex.py", "pkg/matpow.py"), ranked
    for doc in ("README.md", "CHANGELOG.md", "pkg/tests/test_latex.py"):
        assert ranked.index(doc) > ranked.index("pkg/printing/latex.py")


def test_a_traceback_frame_points_at_its_file(tmp_path):
    ranker = RepoRanker(FileView(_tree(tmp_path)))
    ranked = [rel for rel, _ in ranker.rank(ranker.answer_scores(parse_question(TRACEBACK)))]
    assert ranked[0] == "pkg/printing/pretty.py", ranked


def test_matching_grows_with_question_plus_file_not_their_product(tmp_path):
    question = " ".join(f"word{i} name_{i}" for i in range(60_000))  # about 1 MB
    text = "\n".join(f"def name_{i}(x): return word{i} + other" for i in range(5_000))
    start = time.process_time()  # this process's CPU time: other processes' load does not count
    lines = matching_lines(text, question)
    assert time.process_time() - start < 10
    assert lines
    ranker = RepoRanker(FileView(_tree(tmp_path)))
    start = time.process_time()
    ranker.answer_scores(parse_question(REPORT * 500))  # a 130 kB paste
    assert time.process_time() - start < 10


def test_declared_scripts_name_the_entry_module():
    text = '[project]\nname = "x"\n\n[project.scripts]\nx = "x_pkg.cli:main"\n\n[tool.other]\ny = "a.b:c"\n'
    assert declared_scripts(text) == ["x_pkg.cli"]


def test_the_readme_demo_answers_its_own_question():
    """README command 1, on this repository: the entry point first, exit 0."""
    res = CliRunner().invoke(app, ["explore", str(ROOT), "Where is the command-line entry point defined?",
                                   "--model", "bm25", "--json", "--budget", "600"])  # never cut by a busy machine
    assert res.exit_code == 0, res.output
    doc = json.loads(res.stdout)
    assert doc["files"][0]["path"] in ("pyproject.toml", "src/reflect_cli/cli/__init__.py"), doc["files"][:3]


def test_each_file_comes_with_its_best_definition_and_span():
    from reflect_cli.explore.excerpt import best_definition, definitions

    code = ("class Loader:\n    def read(self):\n        return 1\n\n    def parse_settings(self, text):\n"
            "        return dict(settings=text)\n\n\ndef other():\n    pass\n")
    assert ("Loader.parse_settings", 5, 6) in definitions(code) and ("Loader", 1, 6) in definitions(code)
    assert best_definition(code, "where are the settings parsed?") == {
        "name": "Loader.parse_settings", "start": 5, "end": 6}
    toml = '[project]\nname = "x"\n\n[project.scripts]\nx = "x.cli:main"\n'
    assert best_definition(toml, "main scripts", ini=True) == {"name": "[project.scripts]", "start": 4, "end": 5}


def test_a_signature_over_several_lines_keeps_its_body():
    """Black's style closes a long signature at the def's own indent: `) -> T:` is not the end."""
    from reflect_cli.explore.excerpt import best_definition, definitions

    code = ("def load_settings(\n    path,\n    strict=\")\",  # a ( in a comment\n) -> dict:\n"
            "    text = read(path)\n    return parse_toml(text)\n\n\nclass Store(\n    Base,\n):\n"
            "    def get(\n        self,\n    ):\n        return 1\n\n\nvalue = 1\n")
    assert definitions(code) == [("load_settings", 1, 6), ("Store.get", 12, 15), ("Store", 9, 15)]
    assert best_definition(code, "where is the toml parsed?") == {"name": "load_settings", "start": 1, "end": 6}


def test_a_file_only_read_never_outranks_a_much_stronger_match(tmp_path):
    from reflect_cli.explore.answer import ranked_files

    (tmp_path / "strong.py").write_text('def quadrature_rule(points):\n    """Gauss quadrature rule."""\n' * 3)
    (tmp_path / "weak.py").write_text("# see the docs\nx = 'quadrature'\n" + "y = 1\n" * 200)
    files = ranked_files(FileView(tmp_path), parse_question("gauss quadrature rule"), read=["weak.py"])
    assert [f["path"] for f in files][:2] == ["strong.py", "weak.py"], files


def test_a_bare_symbol_is_answered_by_its_definition(tmp_path):
    from reflect_cli.search.roles import secondary_file

    for i in range(7):  # seven plugins define and call their own seek
        (tmp_path / f"plugin{i}.py").write_text("class Plugin:\n    def seek(self, image):\n        self.seek_frame(image)\n"
                                                "        seek = Image.seek(image)  # seek the image in the image\n")
    (tmp_path / "core.py").write_text("class Image:\n" + "    x = 1\n" * 400 + "    def seek(self, frame):\n        pass\n")
    (tmp_path / "ops.py").write_text("def cover(image, size):\n    return image\n")
    (tmp_path / "user.py").write_text("from ops import cover\nresult = cover(1, 2)\n" * 3)
    ranker = RepoRanker(FileView(tmp_path))
    # of the eight files that define a seek (too many to point anywhere), the one that also defines Image
    assert set(ranker.evidence(parse_question("Image.seek"))) == {"core.py"}
    assert ranker.top1("Image.seek", answer=True) == "core.py"
    # an English word the ranking leaves out is still found where it is defined, not where it is used
    assert ranker.top1("cover", answer=True) == "ops.py"
    assert secondary_file("releasenotes/notes/fix-retry-1234.yaml") and secondary_file("changelog.d/12.fix.md")
