"""benchmarks/issue_reports.py: a PyPI release stands in for a base commit no mirror holds."""

from __future__ import annotations

import importlib.util
import io
import json
import sys
import tarfile
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


def _module():
    sys.path.insert(0, str(BENCH))
    try:
        spec = importlib.util.spec_from_file_location("issue_reports_under_test", BENCH / "issue_reports.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCH))


def _sdist(cache: Path, version: str, code: str) -> None:
    """A fake Django sdist: a top-level README, the package, a docs page and a tests folder."""
    cache.mkdir(parents=True, exist_ok=True)
    files = {"README.rst": "Django\n", "django/conf.py": code, "docs/ref.txt": "Settings.\n",
             "tests/test_conf.py": "def test(): pass\n"}
    with tarfile.open(cache / f"Django-{version}.tar.gz", "w:gz") as tar:
        for name, text in files.items():
            data = text.encode()
            info = tarfile.TarInfo(f"Django-{version}/{name}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


PATCH = """diff --git a/django/conf.py b/django/conf.py
--- a/django/conf.py
+++ b/django/conf.py
@@ -1,3 +1,3 @@
 A = 1
-MODE = None
+MODE = 0o644
 B = 2
diff --git a/tests/test_conf.py b/tests/test_conf.py
--- a/tests/test_conf.py
+++ b/tests/test_conf.py
@@ -1 +1 @@
-def test(): pass
+def test(): assert True
"""


def _instance(number: int) -> dict:
    return {"instance_id": f"django__django-{number}", "repo": "django/django", "base_commit": "0" * 40,
            "problem_statement": "Set default FILE_UPLOAD_PERMISSION to 0o644.", "golden_patch": PATCH}


def test_fix_patch_keeps_the_targets_sections_only():
    mod = _module()
    assert mod.gold_files(PATCH) == ["django/conf.py"]
    kept = mod.fix_patch(PATCH, ["django/conf.py"])
    assert "b/django/conf.py" in kept and "tests/test_conf.py" not in kept


def test_newest_release_without_the_fix_or_the_oldest_with_it_reversed(tmp_path, monkeypatch):
    mod = _module()
    monkeypatch.setitem(mod.RELEASES, "django/django", ("Django", ("1.0", "2.0", "3.0")))
    cache, trees = tmp_path / "sdist", tmp_path / "trees"
    before, after = "A = 1\nMODE = None\nB = 2\n", "A = 1\nMODE = 0o644\nB = 2\n"
    # 1.0 and 2.0 lack the fix, 3.0 has it: 2.0 stands in, as it is, shared by every instance.
    for version, code in (("1.0", before), ("2.0", before), ("3.0", after)):
        _sdist(cache, version, code)
    tree, release = mod.release_for(_instance(1), ["django/conf.py"], cache, trees)
    assert release == "2.0" and tree == cache / "trees" / "Django-2.0"
    assert sorted(p.name for p in tree.iterdir()) == [".exported", "README.rst", "django", "docs"]
    # Every release has the fix: the oldest one, copied, with the fix taken out.
    cache2 = tmp_path / "sdist2"
    for version in ("1.0", "2.0", "3.0"):
        _sdist(cache2, version, after)
    tree, release = mod.release_for(_instance(2), ["django/conf.py"], cache2, trees)
    assert release == "1.0 without the fix" and tree == trees / "django__django-2"
    assert (tree / "django/conf.py").read_text() == before
    assert (cache2 / "trees" / "Django-1.0" / "django/conf.py").read_text() == after  # the shared tree is kept
    # No release fits the fix's context: the instance is skipped.
    cache3 = tmp_path / "sdist3"
    for version in ("1.0", "2.0", "3.0"):
        _sdist(cache3, version, "something else\n")
    assert mod.release_for(_instance(3), ["django/conf.py"], cache3, trees) is None


def test_main_writes_rows_with_their_release(tmp_path, monkeypatch):
    mod = _module()
    monkeypatch.setitem(mod.RELEASES, "django/django", ("Django", ("1.0",)))
    cache = tmp_path / "sdist"
    _sdist(cache, "1.0", "A = 1\nMODE = None\nB = 2\n")
    lite = tmp_path / "lite.json"
    lite.write_text(json.dumps([_instance(7), {**_instance(8), "repo": "psf/requests"}]))
    out = tmp_path / "rows.jsonl"
    mod.main([str(lite), "--repos", "django/django", "--mirrors", str(tmp_path / "none"), "--releases", str(cache),
              "--trees", str(tmp_path / "trees"), "--out", str(out)])
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["instance_id"], r["release"], r["targets"]) for r in rows] == [
        ("django__django-7", "1.0", ["django/conf.py"])]
