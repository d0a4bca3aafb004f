"""Misses of the ranking that pasted reports showed: the frame that raised before its callers."""

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

