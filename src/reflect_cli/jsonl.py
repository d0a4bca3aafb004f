"""JSON Lines with a schema tag per record, and errors that name the bad line."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError


def read_jsonl(path: str | os.PathLike[str], *, schema: str | None = None) -> Iterator[dict[str, Any]]:
    """Yield records; a malformed line or a record of another schema raises :class:`UsageError`
    naming ``file:line``. Blank lines are skipped."""
    path = Path(path)
    if not path.is_file():
        raise UsageError(f"{path}: no such file")
    with path.open(encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise UsageError(f"{path}:{number}: not valid JSON ({exc.msg})") from None
            if not isinstance(record, dict):
                raise UsageError(f"{path}:{number}: expected a JSON object, got {type(record).__name__}")
            if schema is not None and record.get("schema", schema).split("/")[0] != schema.split("/")[0]:
                raise UsageError(f"{path}:{number}: record of schema {record.get('schema')!r}, expected {schema!r}")
            yield record


def write_jsonl(path: str | os.PathLike[str], records: Iterable[dict[str, Any]], *, append: bool = False) -> int:
    """Write records (atomically unless appending); returns how many were written."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if append:
        n = 0
        with path.open("a", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, ensure_ascii=False) + "\n")
                n += 1
        return n
    tmp = path.with_name(path.name + ".tmp")
    n = 0
    with tmp.open("w", encoding="utf-8") as fh:
        for record in records:
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")
            n += 1
    os.replace(tmp, path)
    return n
