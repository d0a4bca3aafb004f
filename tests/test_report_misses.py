"""Misses of the ranking that pasted reports showed: the frame that raised before its callers,
and a test file never first for a report that mentions tests in passing."""

from __future__ import annotations

from pathlib import Path

from reflect_cli.explore.answer import ranked_files
from reflect_cli.search.fileview.view import FileView
from reflect_cli.search.questions import parse_question, traceback_frames
from reflect_cli.search.ranker import RepoRanker

# The shape of real reports: the user's script calls the package's entry function, which builds an
# object whose constructor raises; the lines the traceback quotes name the caller's code too.
FRAMES_REPORT = """A corner with real values raises
Since the upgrade every script of ours that draws a corner stops here. The values are real, yet the
message speaks of imaginary ones; it worked in the last release, and nothing changed on our side
except the version of the package, which we pinned again for now.

Traceback (most recent call last):
  File "/home/me/demo.py", line 3, in <module>
    make_shape("corner(1, 2)")
  File "/home/me/.venv/lib/python3.11/site-packages/geo/api.py", line 12, in make_shape
    return Corner(*coords)
  File "/home/me/.venv/lib/python3.11/site-packages/geo/shapes/corner.py", line 30, in __new__
    raise ValueError("imaginary coordinates")
ValueError: imaginary coordinates
"""

IPYTHON_REPORT = """A corner with real values raises
---------------------------------------------------------------------------
ValueError                                Traceback (most recent call last)
Cell In[3], line 1
----> 1 make_shape("corner(1, 2)")

File ~/venv/lib/python3.11/site-packages/geo/api.py:12, in make_shape(text)
---> 12 return Corner(*coords)

File ~/venv/lib/python3.11/site-packages/geo/shapes/corner.py:30, in Corner.__new__(cls, *coords)
---> 30 raise ValueError("imaginary coordinates")
"""


def _geo_tree(root: Path) -> Path:
    (root / "geo" / "shapes").mkdir(parents=True)
    (root / "geo" / "api.py").write_text(
        "def make_shape(text):\n    # draws a corner from its text: the corner's real values, its coordinates\n"
        "    coords = [float(c) for c in text.strip('corner()').split(',')]\n    return Corner(*coords)\n")
    (root / "geo" / "shapes" / "corner.py").write_text(
        "class Corner:\n    def __new__(cls, *coords):\n        if any(isinstance(c, complex) for c in coords):\n"
        "            raise ValueError('imaginary coordinates')\n        return object.__new__(cls)\n")
    (root / "geo" / "shapes" / "circle.py").write_text(
        "class Circle:\n    def __init__(self, centre, radius):\n        self.centre, self.radius = centre, radius\n")
    return root


def test_frames_are_read_in_call_order_from_python_and_ipython_tracebacks():
    stack = traceback_frames(FRAMES_REPORT)
    assert [p.rsplit("/", 1)[-1] for p, _ in stack] == ["demo.py", "api.py", "corner.py"]
    assert [f for _, f in stack] == ["", "make_shape", "__new__"]
    assert parse_question(FRAMES_REPORT).frames == tuple(reversed(stack))  # the one that raised first
    ipython = traceback_frames(IPYTHON_REPORT)
    assert [(p.rsplit("/", 1)[-1], f) for p, f in ipython] == [("api.py", "make_shape"), ("corner.py", "__new__")]
    assert parse_question(IPYTHON_REPORT).frames == tuple(reversed(ipython))


def test_the_frame_that_raised_ranks_before_its_callers(tmp_path):
    view = FileView(_geo_tree(tmp_path))
    for report in (FRAMES_REPORT, IPYTHON_REPORT):
        parsed = parse_question(report)
        evidence = RepoRanker(view).evidence(parsed)
        assert evidence["geo/shapes/corner.py"] > evidence["geo/api.py"]
        ranked = [f["path"] for f in ranked_files(view, parsed)]
        assert ranked.index("geo/shapes/corner.py") < ranked.index("geo/api.py"), ranked


# A report that mentions tests in passing: its title says the test suite fails, its body that a test
# was added and which test fails. The fix is in the source; the test file shares the most words.
PASSING_REPORT = """Test suite fails when parsing a date with a timezone offset
Parsing a date string that carries a timezone offset returns a naive date: the offset is dropped.
I added a test for it and the test suite fails:

FAILED tests/test_dates.py::test_parse_date_timezone_offset - AssertionError: offset dropped

The date parser should keep the timezone offset of the date string.
"""


def _dates_tree(root: Path) -> Path:
    (root / "calendarx").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "calendarx" / "dates.py").write_text(
        "import re\n\n\ndef parse_date(text):\n    '''Parse a date string; a timezone offset is read by _offset.'''\n"
        "    day = re.match(r'\\d{4}-\\d{2}-\\d{2}', text).group(0)\n    return day, _offset(text)\n\n\n"
        "def _offset(text):\n    return None  # the timezone offset of the string\n")
    (root / "tests" / "test_dates.py").write_text(
        "from calendarx.dates import parse_date\n\n\n"
        "def test_parse_date_timezone_offset():\n    '''Parsing a date string with a timezone offset keeps the offset.'''\n"
        "    day, offset = parse_date('2024-01-02T03:04:05+02:00')  # date string, timezone offset\n"
        "    assert offset == '+02:00', 'offset dropped: the timezone offset of the date string'\n\n\n"
        "def test_parse_date_without_timezone():\n    '''A date string without a timezone offset parses to no offset.'''\n"
        "    assert parse_date('2024-01-02')[1] is None  # date string, no timezone, no offset\n")
    return root


def test_a_report_that_mentions_tests_in_passing_ranks_the_source_first(tmp_path):
    view = FileView(_dates_tree(tmp_path))
    parsed = parse_question(PASSING_REPORT)
    assert parsed.shape == "report" and not parsed.asks_role
    ranked = [f["path"] for f in ranked_files(view, parsed)]
    assert ranked[0] == "calendarx/dates.py", ranked
    # the whole report alone, its title not weighed in: the failing test's path and name lift no test
    scores = RepoRanker(view).answer_scores(parsed)
    assert scores["calendarx/dates.py"] > scores["tests/test_dates.py"], scores
    asked = parse_question(PASSING_REPORT + "\nWhich test covers the timezone offset of a date string?")
    assert asked.asks_role and ranked_files(view, asked)[0]["path"] == "tests/test_dates.py"
