"""What a coding agent reads to find the file that answers a question: ``reflect explore``'s answer
(the ``--json`` document, as the MCP tool returns it) against grep plus reading the matched files.

On the hand-written dev questions (dev_questions.jsonl, part (c) of bench_explorer.py: installed
packages no recipe trains on), for each question:

- explore: the tokens of ``reflect_cli.api.explore(tree, question).to_json()`` (5 files, their
  matching lines and definition spans, the confidence);
- grep + read: the tokens of ``grep -rniE 'w1|w2|…' tree`` over the question's content words
  (4+ letters, not stop words), plus the whole text of the ``--read`` files (default 3) with the
  most matching lines, as an agent that greps and then opens the best hits does.

Both sides say whether the target file is among the files they hand over (explore: its 5 files;
grep: the files read). Tokens are counted with the embedded SmolLM2 tokenizer when its converted
copy is in reflect's cache, else as characters / 4 (the output says which).

    python benchmarks/bench_agent_tokens.py [--read 3] [--out benchmarks/results/agent_tokens.json]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from reflect_cli.api import explore
from reflect_cli.search.terms import STOPWORDS

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import package_root  # noqa: E402

HERE = Path(__file__).resolve().parent


def counter() -> tuple[str, Any]:
    """The token counter: the embedded model's tokenizer if converted, else characters / 4."""
    try:
        from tokenizers import Tokenizer

        from reflect_cli.lm.embedded import converted_dir, embedded_gguf_path

        gguf = embedded_gguf_path()
        path = converted_dir(gguf) / "tokenizer.json" if gguf is not None else None
        if path is not None and path.is_file():
            tok = Tokenizer.from_file(str(path))
            return "SmolLM2 tokenizer", lambda text: len(tok.encode(text).ids)
    except ImportError:
        pass
    return "characters / 4", lambda text: (len(text) + 3) // 4


def words(question: str) -> list[str]:
    return sorted({w.lower() for w in re.findall(r"[A-Za-z_]{4,}", question)} - set(STOPWORDS))


def grep_and_read(root: Path, question: str, read: int) -> tuple[str, list[str]]:
    pattern = "|".join(words(question)) or question
    out = subprocess.run(["grep", "-rniE", "--include=*.py", "--include=*.md", "--include=*.txt", "--include=*.toml",
                          "--include=*.cfg", "--include=*.rst", pattern, "."], cwd=root, capture_output=True,
                         text=True, errors="replace").stdout
    hits = Counter(line.split(":", 1)[0].removeprefix("./") for line in out.splitlines() if ":" in line)
    files = [rel for rel, _ in sorted(hits.items(), key=lambda kv: (-kv[1], kv[0]))[:read]]
    texts = [(root / rel).read_text(encoding="utf-8", errors="replace") for rel in files]
    return out + "".join(texts), files


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--read", type=int, default=3, help="files the grep agent opens (most matching lines first)")
    p.add_argument("--questions", default=str(HERE / "dev_questions.jsonl"))
    p.add_argument("--out", default=None)
    args = p.parse_args()
    how, count = counter()
    rows = []
    for line in Path(args.questions).read_text().splitlines():
        row = json.loads(line)
        root = package_root(row["package"])
        answer = explore(root, row["question"], budget=60.0)
        doc = json.dumps(answer.to_json(), ensure_ascii=False)
        grep_text, read = grep_and_read(root, row["question"], args.read)
        rows.append({"package": row["package"], "target": row["target"], "explore_tokens": count(doc),
                     "grep_tokens": count(grep_text), "explore_has_target": row["target"] in [f.path for f in answer.files],
                     "grep_has_target": row["target"] in read})
    explore_total = sum(r["explore_tokens"] for r in rows)
    grep_total = sum(r["grep_tokens"] for r in rows)
    summary = {
        "questions": len(rows), "tokens": how, "read": args.read,
        "explore_tokens_median": sorted(r["explore_tokens"] for r in rows)[len(rows) // 2],
        "grep_tokens_median": sorted(r["grep_tokens"] for r in rows)[len(rows) // 2],
        "explore_tokens_total": explore_total, "grep_tokens_total": grep_total,
        "saved": round(1 - explore_total / max(grep_total, 1), 3),
        "explore_has_target": sum(r["explore_has_target"] for r in rows),
        "grep_has_target": sum(r["grep_has_target"] for r in rows),
    }
    print(json.dumps(summary, indent=2))
    if args.out:
        Path(args.out).write_text(json.dumps({"summary": summary, "rows": rows}, indent=2) + "\n")


if __name__ == "__main__":
    main()
