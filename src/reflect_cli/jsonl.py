"""JSON Lines with a schema tag per record, and errors that name the bad line."""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError

UTF8_HINT = "JSONL files are UTF-8; re-encode it, e.g. iconv -f latin1 -t utf-8 IN > OUT"


def _decode(path: Path, number: int, raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path}:{number}: not UTF-8 text (byte {exc.start + 1} of the line)", hint=UTF8_HINT) from None


def _parse(path: Path, number: int, line: str) -> Any:
    try:
        return json.loads(line)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path}:{number}: not valid JSON ({exc.msg})",
                         hint="each line must be one JSON object") from None
    except RecursionError:
        raise UsageError(f"{path}:{number}: JSON nested too deeply to read",
                         hint="each line must be one JSON object of reasonable depth") from None


def read_jsonl_numbered(
    path: str | os.PathLike[str], *, schema: str | None = None
) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line number, record)``; a line that is not UTF-8, not JSON, not an object or of
    another schema raises :class:`UsageError` naming ``file:line``. Blank lines are skipped."""
    path = Path(path)
    if path.is_dir():
        raise UsageError(f"{path} is a directory, not a JSONL file", hint="pass the .jsonl file inside it")
    if not path.is_file():
        raise UsageError(f"{path}: no such file", hint="check the path (reflect gen-data writes the JSONL files)")
    try:
        fh = path.open("rb")
    except OSError as exc:
        raise UsageError(f"{path}: cannot read ({exc.strerror or exc})") from None
    with fh:
        for number, raw in enumerate(fh, 1):
            line = _decode(path, number, raw)
            if not line.strip():
                continue
            record = _parse(path, number, line)
            if not isinstance(record, dict):
                raise UsageError(f"{path}:{number}: expected a JSON object, got {type(record).__name__}",
                                 hint="each line must be one JSON object")
            if schema is not None:
                _check_schema(path, number, record, schema)
            yield number, record


def _check_schema(path: Path, number: int, record: dict[str, Any], schema: str) -> None:
    found = record.get("schema", schema)
    if not isinstance(found, str):
        raise UsageError(f"{path}:{number}: 'schema' must be a string like {schema!r}, got {found!r}",
                         hint="fix or drop the line's \"schema\" key")
    if found.split("/")[0] != schema.split("/")[0]:
        raise UsageError(f"{path}:{number}: record of schema {found!r}, expected {schema!r}",
                         hint="is this the right file?")


def read_jsonl(path: str | os.PathLike[str], *, schema: str | None = None) -> Iterator[dict[str, Any]]:
    """Yield records; see :func:`read_jsonl_numbered` for the errors."""
    for _, record in read_jsonl_numbered(path, schema=schema):
        yield record


def check_jsonl(path: str | os.PathLike[str], *, schema: str | None = None) -> None:
    """Read a whole file once so that a bad line fails before anything heavy starts."""
    for _ in read_jsonl_numbered(path, schema=schema):
        pass


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


MAX_JSON_DEPTH = 64  # deeper than any file reflect writes


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400 parses as inf
        raise ValueError(f"{text[:20]} is not a finite number")
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _depth(doc: Any) -> int:
    deepest, stack = 0, [(doc, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            deepest = max(deepest, depth)
            if depth <= MAX_JSON_DEPTH:
                stack.extend((x, depth + 1) for x in (item.values() if isinstance(item, dict) else item))
    return deepest


def read_stored_json(path: str | os.PathLike[str], *, what: str, max_bytes: int, hint: str) -> Any:
    """A JSON file that reflect wrote earlier, read without trusting it: a regular file (a FIFO,
    a device or a link in its place is refused without blocking on it), at most ``max_bytes``,
    finite numbers only (no NaN, Infinity or 1e400), nested at most :data:`MAX_JSON_DEPTH` deep.
    Anything else is one :class:`UsageError` naming the file (``what`` it is, ``hint``: how to
    get rid of it); a missing file is ``FileNotFoundError``."""
    def damaged(why: str) -> UsageError:
        return UsageError(f"{os.fspath(path)}: unreadable {what} ({why}); it is not used", hint=hint)

    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise damaged(exc.strerror or str(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise damaged("not a regular file")
        if info.st_size > max_bytes:
            raise damaged(f"{info.st_size} bytes, more than the {max_bytes} it can hold")
        chunks, left = [], max_bytes + 1
        while left > 0 and (chunk := os.read(fd, min(left, 1 << 20))):
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    raw = b"".join(chunks)
    if len(raw) > max_bytes:
        raise damaged(f"more than the {max_bytes} bytes it can hold")
    try:
        doc = json.loads(raw, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError:
        raise damaged("nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise damaged(str(exc).splitlines()[0][:200]) from None
    if _depth(doc) > MAX_JSON_DEPTH:
        raise damaged("nested too deeply")
    return doc
