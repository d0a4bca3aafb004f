"""Candidate questions: what one file of a repository answers, read from the file itself.

:func:`extract_candidates` runs the extractor of the file's kind (Python ``ast``, other code by
regex, Markdown/RST headings, CSV/TSV headers, configuration keys; see
:mod:`reflect_cli.datagen.questions`) and keeps what passes :func:`acceptable`. The text helpers
here (:func:`clean_text`, :func:`split_name`, :func:`ordered_key_terms`) are shared with the
ambiguity filters and the reflections.
"""

from __future__ import annotations

import ast
import configparser
import csv
import io
import json
import re
from dataclasses import dataclass, field
from random import Random

from reflect_cli.search.terms import key_terms, terms

CODE_SUFFIXES = frozenset(
    [".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".cu", ".java", ".kt", ".scala", ".go", ".rs", ".swift", ".rb", ".php", ".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".cs", ".lua", ".jl", ".ex", ".exs", ".sh", ".bash", ".zsh"]
)
_OTHER_DEF = re.compile(
    r"^\s*(?:export\s+)?(?:public\s+|private\s+|static\s+|async\s+|pub\s+)*"
    r"(?:class|struct|interface|trait|enum|func|function|fn|def|module)\s+([A-Za-z_][A-Za-z0-9_]{3,})",
    re.MULTILINE,
)
_RST_ROLE = re.compile(r":[a-z:]+:`~?([^`<]*?)(?:\s*<[^>]*>)?`")
_MD_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


@dataclass
class Candidate:
    """A question about ``target`` (a path relative to the repository root)."""

    question: str
    target: str
    kind: str  # module_doc, class_doc, function_doc, class_name, function_name, heading, csv, config
    facts: list[str] = field(default_factory=list)  # ground truth the question was built from


# -- text helpers -----------------------------------------------------------------------------


def clean_text(text: str) -> str:
    text = _RST_ROLE.sub(r"\1", text)
    text = _MD_LINK.sub(r"\1", text)
    text = text.replace("``", "").replace("`", "").replace("**", "").replace("*", "")
    return " ".join(text.split())


def first_sentence(text: str | None, *, min_words: int = 4, max_chars: int = 160) -> str | None:
    """The first sentence of a docstring or paragraph, cleaned, or None when it is unusable."""
    if not text:
        return None
    para = text.strip().split("\n\n")[0]
    para = clean_text(para)
    if not para or ">>>" in para or para.startswith((":", "@", "#", "!", "..", "-")):
        return None
    match = re.search(r"(?<=[a-z0-9)\]])[.!?](?:\s|$)", para)
    sentence = para[: match.start()] if match else para
    sentence = sentence.strip().rstrip(".:;,")
    if len(sentence) > max_chars or len(sentence.split()) < min_words:
        return None
    if not re.search(r"[A-Za-z]{3}", sentence):
        return None
    return sentence


def split_name(name: str) -> str:
    """``ProgressBar`` / ``progress_bar`` -> ``progress bar``."""
    words = re.split(r"_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", name.strip("_"))
    return " ".join(w.lower() for w in words if w)


def _lower_first(s: str) -> str:
    return s[0].lower() + s[1:] if len(s) > 1 and not s[1].isupper() else s


def ordered_key_terms(question: str) -> list[str]:
    """Key terms in order of first appearance (for readable reflections)."""
    wanted = key_terms(question)
    out: list[str] = []
    for word in re.findall(r"[A-Za-z][A-Za-z0-9_]+", question):
        for t in [word.lower(), *sorted(terms(word))]:
            if t in wanted and t not in out:
                out.append(t)
    return out


def _stem(name: str) -> str:
    return name.split(".")[0] if not name.startswith(".") else name


def mentions_file(question: str, target: str) -> bool:
    """Whether ``question`` contains the target's file name or its stem (as a word)."""
    name = target.rsplit("/", 1)[-1]
    q = question.lower()
    if name.lower() in q:
        return True
    stem = _stem(name).lower().strip("_")
    if not stem:
        return False
    variants = {stem, stem.replace("_", " "), stem.replace("-", " "), split_name(_stem(name))}
    return any(re.search(rf"(?<![a-z0-9]){re.escape(v)}(?![a-z0-9])", q) for v in variants if v)


def acceptable(question: str, target: str) -> bool:
    return not mentions_file(question, target) and len(key_terms(question)) >= 2


# -- extractors -------------------------------------------------------------------------------


def _python(rel: str, text: str, rng: Random) -> list[Candidate]:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return []
    out: list[Candidate] = []
    doc = first_sentence(ast.get_docstring(tree))
    if doc:
        q = rng.choice(
            [
                f"Which module is described as: \"{doc}\"?",
                f"Where is the code that deals with this: {_lower_first(doc)}?",
                f"I'm looking for the part of the project summarised as \"{doc}\". Where is it?",
            ]
        )
        out.append(Candidate(q, rel, "module_doc", [doc]))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            kind = "class"
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            kind = "function"
        else:
            continue
        if node.name.startswith("_"):
            continue
        words = split_name(node.name)
        doc = first_sentence(ast.get_docstring(node))
        if doc:
            if kind == "class":
                q = rng.choice(
                    [
                        f"Where is the {words} class defined? Its documentation says: \"{doc}\".",
                        f"Which file defines the class documented as \"{doc}\"?",
                    ]
                )
            else:
                q = rng.choice(
                    [
                        f"Where is the function that does this: {_lower_first(doc)}?",
                        f"Which file has the {words} function, documented as \"{doc}\"?",
                    ]
                )
            out.append(Candidate(q, rel, f"{kind}_doc", [node.name, doc]))
        elif len(words.split()) >= 2:
            q = rng.choice(
                [
                    f"Where is the {words} {kind} implemented?",
                    f"Which file defines the {kind} called {node.name}?",
                ]
            )
            out.append(Candidate(q, rel, f"{kind}_name", [node.name]))
    return out


def _other_code(rel: str, text: str, rng: Random) -> list[Candidate]:
    out: list[Candidate] = []
    seen: set[str] = set()
    for match in _OTHER_DEF.finditer(text):
        name = match.group(1)
        words = split_name(name)
        if name in seen or len(words.split()) < 2:
            continue
        seen.add(name)
        q = rng.choice([f"Where is {words} implemented?", f"Which file defines {name}?"])
        out.append(Candidate(q, rel, "code_name", [name]))
    return out


def _markdown(rel: str, text: str, rng: Random) -> list[Candidate]:
    lines = text.splitlines()
    out: list[Candidate] = []
    rst = rel.lower().endswith(".rst")
    for i, line in enumerate(lines):
        heading = None
        if not rst and re.match(r"#{1,4}\s+\S", line):
            heading = line.lstrip("#").strip()
        elif (
            rst
            and i + 1 < len(lines)
            and line.strip()
            and re.fullmatch(r"([=\-~^*#])\1{2,}", lines[i + 1].strip())
        ):
            heading = line.strip()
        if not heading:
            continue
        heading = clean_text(heading).strip("#: ")
        if len(heading.split()) < 2 or len(heading) > 80:
            continue
        # First paragraph below the heading.
        body: list[str] = []
        for nxt in lines[i + (2 if rst else 1) :]:
            if not nxt.strip():
                if body:
                    break
                continue
            if nxt.startswith(("#", "```", "..", "   ", "|", "-", "*", ">")) or re.fullmatch(r"[=\-~^*#]{3,}", nxt.strip()):
                break
            body.append(nxt)
        sentence = first_sentence(" ".join(body))
        if sentence:
            q = rng.choice(
                [
                    f"Where do the docs explain {_lower_first(heading)}? I remember a passage saying \"{sentence}\".",
                    f"Which document has a section on \"{heading}\" that starts with \"{sentence}\"?",
                ]
            )
            out.append(Candidate(q, rel, "heading", [heading, sentence]))
        else:
            q = f"Which document has a section titled \"{heading}\"?"
            out.append(Candidate(q, rel, "heading", [heading]))
    return out


def _csv_columns(rel: str, text: str) -> list[str]:
    """The named columns of a CSV/TSV header row (numbers are not names)."""
    delimiter = "\t" if rel.lower().endswith(".tsv") else ","
    try:
        header = next(csv.reader(io.StringIO(text.split("\n", 1)[0]), delimiter=delimiter))
    except (StopIteration, csv.Error):
        return []
    return [c.strip() for c in header if c.strip() and not re.fullmatch(r"[\d.\-]+", c.strip())]


def _columns(rel: str, text: str, rng: Random) -> list[Candidate]:
    cols = _csv_columns(rel, text)
    if len(cols) < 2:
        return []
    shown = cols[:5]
    listed = ", ".join(shown[:-1]) + f" and {shown[-1]}"
    q = rng.choice(
        [f"Which data table has the columns {listed}?", f"Where is the data with {listed} for each row?"]
    )
    return [Candidate(q, rel, "csv", shown)]


def _config_keys(rel: str, text: str, limit: int | None = 3) -> list[str]:
    """Top-level keys (TOML: plus the first ``limit`` keys of each table; INI: sections and the
    first ``limit`` keys of each; ``limit=None``: all of them)."""
    lower = rel.lower()
    keys: list[str] = []
    try:
        if lower.endswith(".json"):
            data = json.loads(text)
            keys = list(data) if isinstance(data, dict) else []
        elif lower.endswith(".toml"):
            import tomllib

            data = tomllib.loads(text)
            for k, v in data.items():
                keys.append(k)
                if isinstance(v, dict):
                    keys.extend(f"{k}.{sub}" for sub in list(v)[:limit])
        elif lower.endswith((".yaml", ".yml")):
            import yaml

            data = yaml.safe_load(text)
            keys = [str(k) for k in data] if isinstance(data, dict) else []
        elif lower.endswith((".ini", ".cfg")):
            parser = configparser.ConfigParser(interpolation=None)
            parser.read_string(text)
            for section in parser.sections():
                keys.append(section)
                keys.extend(list(parser[section])[:limit])
    except Exception:  # a malformed config file simply yields no question
        return []
    return [k for k in keys if isinstance(k, str) and re.search(r"[A-Za-z]{3}", k)]


def _config(rel: str, text: str, rng: Random) -> list[Candidate]:
    keys = _config_keys(rel, text)
    if len(keys) < 2:
        return []
    shown = keys[:4] if len(keys) <= 4 else rng.sample(keys, 4)
    listed = ", ".join(shown[:-1]) + f" and {shown[-1]}"
    q = rng.choice(
        [f"Which configuration file sets {listed}?", f"Where are the settings {listed} configured?"]
    )
    return [Candidate(q, rel, "config", shown)]


def extract_candidates(rel: str, text: str, rng: Random) -> list[Candidate]:
    """All raw questions one file supports (before :func:`acceptable` and the ambiguity filter)."""
    lower = rel.lower()
    if lower.endswith((".py", ".pyi")):
        found = _python(rel, text, rng)
    elif lower.endswith((".md", ".markdown", ".rst")):
        found = _markdown(rel, text, rng)
    elif lower.endswith((".csv", ".tsv")):
        found = _columns(rel, text, rng)
    elif lower.endswith((".json", ".toml", ".yaml", ".yml", ".ini", ".cfg")):
        found = _config(rel, text, rng)
    elif any(lower.endswith(s) for s in CODE_SUFFIXES):
        found = _other_code(rel, text, rng)
    else:
        found = []
    return [c for c in found if acceptable(c.question, c.target)]
