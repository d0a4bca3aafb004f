"""Listing one big folder through ``FileView``: the listing code before and after issue 8's
changes, interleaved in one process, on a synthetic folder of ``--files`` text files (plus one
binary file in 50, which must not be listed).

* ``before``: the previous ``FileView._list_dir`` (kept below as ``BeforeFileView``): a
  Python loop over ~130 suffixes per name, a per-character control-character check, a
  ``Path`` join + ``os.stat`` per entry and an open/read of every file to sniff for binaries;
* ``after, memo cold``: the current code with an empty process-wide sniff memo (every file is
  still opened once: the listing must stay identical);
* ``after, memo warm``: a new ``FileView`` (as every env instance / rollout worker creates)
  over files already sniffed by an earlier one.

All three must give the same listing (checked). Median CPU/wall seconds over ``--repeats``.
The "after" arms list the folder eagerly (``max_eager_entries`` raised above its size): this
benchmark is about the per-entry work; the lazy listing of huge folders is measured by
``bench_explore_tree.py`` (``big_folder``).

    python benchmarks/bench_listing.py --out benchmarks/results/listing.json
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common as C  # noqa: E402


def before_class():
    import reflect_cli.search.fileview.view as fileview
    from reflect_cli.search.fileview.view import VCS_DIRS, FileView, Listing, OutsideRootError

    class BeforeFileView(FileView):
        """The listing code as it was before the change (for the before/after figure only)."""

        def is_ignored(self, rel: str, is_dir: bool) -> bool:
            if not self.respect_gitignore:
                return False
            parts = rel.split("/")
            ignored = False
            for depth in range(len(parts)):
                rules = self._gitignore("/".join(parts[:depth]))
                if rules is None:
                    continue
                # The rules' matcher is today's (issue #30 replaced pathspec's): this arm measures the
                # old per-entry listing work, not the matcher.
                verdict = rules.check("/".join(parts[depth:]) + ("/" if is_dir else ""))
                if verdict is not None:
                    ignored = verdict
            return ignored

        @staticmethod
        def _looks_binary(path) -> bool:
            try:
                fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
            except OSError:
                return False
            try:
                return stat.S_ISREG(os.fstat(fd).st_mode) and b"\x00" in os.read(fd, fileview.SNIFF_BYTES)
            finally:
                os.close(fd)

        def _accept_file_name(self, name: str) -> bool:
            if name in self.filenames:
                return True
            lower = name.lower()
            return any(lower.endswith(s) for s in self.suffixes if s)

        def _list_dir(self, rel: str) -> Listing:
            rel = self.normalize(rel)
            directory = self.resolve(rel)
            dirs, files = [], []
            try:
                with os.scandir(directory) as it:
                    entries = sorted(it, key=lambda e: e.name)
            except OSError:
                return Listing((), ())
            for entry in entries:
                name = entry.name
                if any(ord(ch) < 32 or ord(ch) == 127 for ch in name) or "/" in name or "\\" in name:
                    continue
                if name in VCS_DIRS or (name.startswith(".") and not self.include_hidden):
                    continue
                child = f"{rel}/{name}" if rel else name
                try:
                    if entry.is_symlink():
                        if not self.follow_symlinks:
                            continue
                        self.resolve(child)
                    st = os.stat(directory / name)
                except (OutsideRootError, OSError):
                    continue
                if stat.S_ISDIR(st.st_mode):
                    if name in self.skip_dirs or name.endswith(".egg-info") or self.is_ignored(child, True):
                        continue
                    dirs.append(name)
                elif stat.S_ISREG(st.st_mode):
                    if not self._accept_file_name(name) or self.is_ignored(child, False):
                        continue
                    if self.skip_binary and st.st_size and self._looks_binary(directory / name):
                        continue
                    files.append(name)
            return Listing(tuple(dirs), tuple(files))

    return BeforeFileView


def main(argv=None) -> dict:
    import reflect_cli.search.fileview.view as fileview

    ap = C.parser(__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, default=5000)
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args(argv)
    if args.quick:
        args.files, args.repeats = 300, 2
    C.setup(args)
    info = C.machine()
    tmp = tempfile.TemporaryDirectory(prefix="reflect-bench-listing-")
    root = Path(tmp.name)
    big = root / "pkg" / "sub" / "big"
    big.mkdir(parents=True)
    for k in range(args.files):
        (big / f"item{k:05d}.py").write_text(f"VALUE = {k}\n")
    for k in range(0, args.files, 50):
        (big / f"blob{k:05d}.py").write_bytes(b"\0binary")
    (root / ".gitignore").write_text("*.log\nbuild/\n")
    (root / "pkg" / ".gitignore").write_text("*.tmp\n")
    # Sniffs of files changed in the last SNIFF_SETTLE_NS are not memoised: let them settle
    # (not in --quick mode, where "memo warm" then equals "memo cold").
    if not args.quick:
        time.sleep(fileview.SNIFF_SETTLE_NS / 1e9 + 0.5)
    before = before_class()
    arms = {"before": [], "after, memo cold": [], "after, memo warm": []}
    listings = {}
    for _ in range(args.repeats):
        for arm in arms:
            if arm == "after, memo cold":
                fileview._SNIFFED.clear()
            if arm == "before":
                view = before(root)
            else:
                view = fileview.FileView(root, max_eager_entries=fileview.MAX_DIR_ENTRIES)
            t0 = C.clock()
            listing = view.list_dir("pkg/sub/big")
            arms[arm].append(C.clock() - t0)
            listings[arm] = listing
    tmp.cleanup()
    same = all(v == listings["before"] for v in listings.values())
    base = C.median(arms["before"])
    rows = [{"arm": arm, "seconds": C.median(ts), "speedup": base / C.median(ts), "listed": len(listings[arm].files)}
            for arm, ts in arms.items()]
    print(f"machine {info['cpu']}, {info['cores']} cores; {args.files} text + {len(range(0, args.files, 50))} "
          f"binary files in one folder; median of {args.repeats} interleaved repeats ({C.clock_name()} clock)")
    print(C.table(rows, ["arm", "seconds", "speedup", "listed"]))
    print("same listing:", same)
    doc = {"benchmark": "listing", "machine": info, "args": vars(args), "rows": rows, "same_listing": same}
    return C.finish(doc, args.out)


if __name__ == "__main__":
    main()
