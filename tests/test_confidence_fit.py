"""The data and fit of ``reflect explore``'s confidence (benchmarks/confidence_data.py and
fit_confidence.py): bare-symbol and traceback-alone questions, the calibration each shape gets,
and the held-out figures by shape."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import confidence_data  # noqa: E402
import fit_confidence  # noqa: E402
from reflect_cli.explore.answer import calibration_kind, ranking_probability  # noqa: E402
from reflect_cli.search.questions import parse_question  # noqa: E402


def _write(root: Path, rel: str, text: str) -> None:
    (root / rel).parent.mkdir(parents=True, exist_ok=True)
    (root / rel).write_text(text)


def test_symbol_questions_name_what_source_files_define(tmp_path):
    _write(tmp_path, "pkg/core.py", "class Engine:\n    def start(self):\n        pass\n\n    def _spin(self):\n"
           "        pass\n\n\ndef build():\n    pass\n\n\ndef _hidden():\n    pass\n")
    _write(tmp_path, "pkg/other.py", "class Car:\n    def start(self):\n        pass\n")
    _write(tmp_path, "tests/test_core.py", "def test_engine():\n    pass\n")
    rows = confidence_data.symbol_records(tmp_path, "s:t", 50)
    asked = {r["question"]: r["targets"] for r in rows}
    # public top-level names and public methods; never a private one, never what only a test defines
    assert asked == {"Engine": ["pkg/core.py"], "Engine.start": ["pkg/core.py"], "build": ["pkg/core.py"],
                     "Car": ["pkg/other.py"], "Car.start": ["pkg/other.py"]}
    assert [r["question"] for r in confidence_data.symbol_records(tmp_path, "s:t", 3)] == \
        [r["question"] for r in rows[:3]]  # seeded
    # a bare method name asked elsewhere is right in any file that defines it
    assert sorted(confidence_data.source_definitions(tmp_path)["start"]) == ["pkg/core.py", "pkg/other.py"]


def test_the_traceback_of_a_report_is_cut_out_alone(tmp_path, monkeypatch):
    tree = tmp_path / "tree"
    _write(tree, "pkg/mod.py", "x = 1\n")
    report = ("Indexing fails\n\nWhen I index past the end I get:\n\n```\nTraceback (most recent call last):\n"
              '  File "pkg/mod.py", line 1, in <module>\n    x[3]\nIndexError: list index out of range\n```\n'
              "Expected a clearer message.\n")
    path = tmp_path / "reports.jsonl"
    rows = [{"instance_id": "a-1", "repo": "sympy/sympy", "tree": str(tree), "question": report, "targets": ["pkg/mod.py"]},
            {"instance_id": "a-2", "repo": "sympy/sympy", "tree": str(tree), "question": "No traceback here.",
             "targets": ["pkg/mod.py"]}]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    got = confidence_data.traceback_records(path)
    assert len(got) == 1 and got[0]["group"] == "t:sympy/sympy"
    assert got[0]["question"].startswith("Traceback") and got[0]["question"].endswith("IndexError: list index out of range")


def test_each_shape_gets_its_calibration():
    assert calibration_kind(parse_question("Engine.start")) == "symbol"
    assert calibration_kind(parse_question("where is the engine started?")) == "other"
    assert calibration_kind(parse_question("Fix the engine start when the key is missing")) == "change"
    defined = [{"path": "pkg/core.py", "score": 6.0, "definition": {"name": "Engine.start"}},
               {"path": "pkg/other.py", "score": 5.0, "definition": {"name": "Car.start"}}]
    merely_used = [{"path": "pkg/core.py", "score": 6.0, "definition": {"name": "drive"}},
                   {"path": "pkg/other.py", "score": 5.0, "definition": {"name": "Car.start"}}]
    # the first file defining the asked name is what makes a symbol's answer trustworthy
    assert ranking_probability(defined, parse_question("Engine.start")) >= 0.8 > ranking_probability(merely_used, parse_question("Engine.start"))


def test_mix_scores_every_row_held_out_by_shape():
    rows = []
    for i in range(40):
        right = i % 4 != 0
        top = 8.0 if right != (i % 7 == 0) else 3.0  # mostly, not always, a right answer stands out
        for group, question in ((f"h:r{i % 3}", f"Fix retry number {i} when the wait is zero"),
                                (f"s:r{i % 3}", f"Engine{i}.start"), ("c", f"where is the thing {i} done?"),
                                (f"b:sym:r{i % 2}", f"Car{i}.start")):
            defines = right != (i % 5 == 0)
            files = [{"path": "a.py", "score": top, "definition": {"name": question if defines else "x"}},
                     {"path": "b.py", "score": 2.0, "definition": None}]
            rows.append({"group": group, "question": question, "files": files, "right": right,
                         "extra": {"evidence": [0.0, 0.0], "cover": [0.5, 0.1], "raw_top": "a.py", "query_terms": 4}})
    for r in rows:
        r["features"] = fit_confidence.features(r)
    out = fit_confidence.mix(rows, 1.0)
    assert set(out["shapes"]) == {"change (h)", "symbol (s)", "where (c)", "symbol, reserved"}
    assert out["pooled"]["n"] == 120 and out["reserved"]["n"] == 40
    shares = [out["shapes"][k]["high"]["share"] for k in ("change (h)", "symbol (s)", "where (c)")]
    assert abs(out["equal_shapes"]["high"]["share"] - sum(shares) / 3) < 1e-3
    # the symbols' margin and definition tell right from wrong here: "high" is given, mostly right
    assert out["shapes"]["symbol (s)"]["high"]["share"] > 0.3 and out["shapes"]["symbol (s)"]["high"]["right"] > 0.85
