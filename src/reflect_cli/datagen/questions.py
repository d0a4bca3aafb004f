"""Offline question synthesis and the lexical ambiguity filter.

A *candidate* is a natural-language question that one file of a repository answers. The offline
teacher reads the files themselves:

* Python: module, class and function docstrings (first sentence) and class/function names (``ast``);
* other code: ``class``/``def``/``func``/``function``/``fn``/``struct``/``interface`` names (regex);
* Markdown / RST: headings and the first sentence of the paragraph under them;
* CSV / TSV: the header row;
* TOML / YAML / INI / JSON: top-level keys (and INI sections).

Every candidate then has to pass :func:`acceptable`: it must not contain the target's file name or
its stem (as a word), and it needs at least two key terms. :class:`LexicalIndex` then keeps only
questions whose key terms point to the target and nothing else: the target must be BM25 top-1 over
all files of the repository and beat the runner-up by ``margin`` (default 1.25x).

That filter makes a BM25 file ranker right on every kept question by construction, so it cannot
serve as a baseline there. :class:`FactIndex` is the second filter (``select(...,
ambiguity="facts")``), which uses no ranking: a question is kept when the facts it was built from
identify exactly one file of the repository -- a class/function name *defined* (not merely
mentioned) in one file only, a docstring or paragraph sentence that occurs in one file only, a
heading of one document only, a set of CSV columns or configuration keys found in one file only.
"""

from __future__ import annotations

import ast
import configparser
import csv
import io
import json
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random

from reflect_cli.envs.lexical import TEMPLATE_WORDS, BM25Index, key_terms, terms  # noqa: F401 (re-exported)

CODE_SUFFIXES = frozenset(
    """.c .h .cc .cpp .cxx .hpp .hh .cu .java .kt .scala .go .rs .swift .rb .php .js .jsx .ts .tsx
    .mjs .cjs .cs .lua .jl .ex .exs .sh .bash .zsh""".split()
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


# -- ambiguity filter -------------------------------------------------------------------------


class LexicalIndex(BM25Index):
    """BM25 over the files of one repository (:class:`~reflect_cli.envs.lexical.BM25Index`), with
    the ambiguity test of the ``bm25`` filter."""

    def unambiguous(self, question: str, target: str, *, margin: float = 1.25) -> bool:
        """Target is the top-1 file for the question's key terms, ahead of the runner-up by ``margin``."""
        scores = self.scores(key_terms(question))
        best = scores.get(target, 0.0)
        if best <= 0:
            return False
        others = [s for rel, s in scores.items() if rel != target]
        runner_up = max(others, default=0.0)
        return best >= margin * runner_up and best > runner_up


# -- facts filter -----------------------------------------------------------------------------

AMBIGUITY_FILTERS = ("bm25", "facts")

_PY_DEF = re.compile(r"^[ \t]*(?:async[ \t]+)?(?:def|class)[ \t]+([A-Za-z_][A-Za-z0-9_]*)", re.MULTILINE)
_PY_ASSIGN = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)[ \t]*(?::[^=\n]*)?=(?!=)", re.MULTILINE)


def normalize_fact(text: str) -> str:
    """Cleaned, lower-case, single-spaced text: how sentences and headings are compared."""
    return " ".join(clean_text(text).lower().split())


def defined_names(rel: str, text: str) -> set[str]:
    """Names a file *defines*: Python classes, functions and methods (any nesting, private ones
    too) and module-level assignments; ``class``/``def``/``func``/... names in other code. A file
    that does not parse (e.g. cut at the read limit) falls back to a line-based regex."""
    lower = rel.lower()
    names: set[str] = set()
    if lower.endswith((".py", ".pyi")):
        try:
            tree = ast.parse(text)
        except (SyntaxError, ValueError, RecursionError):
            names.update(_PY_DEF.findall(text))
            names.update(_PY_ASSIGN.findall(text))
            return names
        for node in ast.walk(tree):
            if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                names.add(node.name)
        for node in tree.body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
            names.update(t.id for t in targets if isinstance(t, ast.Name))
    elif any(lower.endswith(suffix) for suffix in CODE_SUFFIXES):
        names.update(m.group(1) for m in _OTHER_DEF.finditer(text))
    return names


class FactIndex:
    """What identifies which file, without any ranking: the ``facts`` ambiguity filter.

    Per file it records the names the file defines (keyed by their words, so ``ProgressBar`` and
    ``progress_bar`` are one name), the headings of documents, the columns of CSV/TSV headers, the
    keys of configuration files and the first sentences of docstrings and paragraphs; sentences
    additionally count wherever they occur in a file's (cleaned) text.

    :meth:`files_for` returns the files that match *all* facts of a candidate that its question
    states; :meth:`unique` is true when that is the target alone.
    """

    def __init__(self, documents: dict[str, str], *, lexical: LexicalIndex | None = None) -> None:
        self.documents = documents
        self._lexical = lexical
        self.names: dict[str, set[str]] = defaultdict(set)  # split_name(name) -> files
        self.headings: dict[str, set[str]] = defaultdict(set)
        self.sentences: dict[str, set[str]] = defaultdict(set)
        self.columns: dict[str, set[str]] = {}  # file -> CSV header columns
        self.config_keys: dict[str, set[str]] = {}  # file -> all configuration keys
        scratch = Random(0)  # the extractors pick templates at random; only their facts matter here
        for rel, text in documents.items():
            lower = rel.lower()
            for name in defined_names(rel, text):
                self.names[split_name(name) or name.lower()].add(rel)
            if lower.endswith((".py", ".pyi")):
                for c in _python(rel, text, scratch):
                    if c.kind.endswith("_doc"):
                        self.sentences[normalize_fact(c.facts[-1])].add(rel)
            elif lower.endswith((".md", ".markdown", ".rst")):
                for c in _markdown(rel, text, scratch):
                    self.headings[normalize_fact(c.facts[0])].add(rel)
                    if len(c.facts) > 1:
                        self.sentences[normalize_fact(c.facts[1])].add(rel)
            elif lower.endswith((".csv", ".tsv")):
                self.columns[rel] = set(_csv_columns(rel, text))
            elif lower.endswith((".json", ".toml", ".yaml", ".yml", ".ini", ".cfg")):
                self.config_keys[rel] = set(_config_keys(rel, text, limit=None))
        self._normalized: dict[str, str] = {}
        self._postings: dict[str, set[str]] | None = None

    # -- lookups ----------------------------------------------------------------------------

    def _term_files(self, term: str) -> set[str] | None:
        if self._lexical is not None:
            posting = self._lexical.postings.get(term)
            return set(posting) if posting else None
        if self._postings is None:
            self._postings = defaultdict(set)
            for rel, text in self.documents.items():
                for t in terms(text) | terms(rel.replace("/", " ").replace(".", " ")):
                    self._postings[t].add(rel)
        return self._postings.get(term)

    def _normalized_text(self, rel: str) -> str:
        if rel not in self._normalized:
            self._normalized[rel] = normalize_fact(self.documents[rel])
        return self._normalized[rel]

    def sentence_files(self, sentence: str, target: str | None = None) -> set[str]:
        """Files that have ``sentence`` as a docstring/paragraph sentence or anywhere in their
        text (compared cleaned and lower-case)."""
        key = normalize_fact(sentence)
        found = set(self.sentences.get(key, ()))
        # Only files holding the sentence's rarest words can hold the sentence: check those.
        postings = [p for p in (self._term_files(t) for t in terms(key)) if p and (target is None or target in p)]
        pool = set.intersection(*sorted(postings, key=len)[:2]) if postings else set(self.documents)
        found.update(rel for rel in pool if key in self._normalized_text(rel))
        return found

    def name_files(self, name: str) -> set[str]:
        return set(self.names.get(split_name(name) or name.lower(), ()))

    def heading_files(self, heading: str) -> set[str]:
        return set(self.headings.get(normalize_fact(heading), ()))

    def files_for(self, candidate: Candidate) -> set[str] | None:
        """Files matching every fact the candidate's question states (the target always
        matches), or ``None`` when the candidate has no facts this filter understands."""
        kind, facts, target = candidate.kind, candidate.facts, candidate.target
        sets: list[set[str]] = []
        if kind == "module_doc" and len(facts) == 1:
            sets.append(self.sentence_files(facts[0], target))
        elif kind in ("class_doc", "function_doc") and len(facts) == 2:
            name, doc = facts
            sets.append(self.sentence_files(doc, target))
            # Some templates also name the class/function (see _python): then it must match too.
            words = split_name(name)
            stated = f"the {words} class defined?" if kind == "class_doc" else f"has the {words} function, documented"
            if stated in candidate.question.lower():
                sets.append(self.name_files(name))
        elif kind in ("class_name", "function_name", "code_name") and len(facts) == 1:
            sets.append(self.name_files(facts[0]))
        elif kind == "heading" and facts:
            sets.append(self.heading_files(facts[0]))
            if len(facts) > 1:
                sets.append(self.sentence_files(facts[1], target))
        elif kind == "csv" and facts:
            wanted = set(facts)
            sets.append({rel for rel, cols in self.columns.items() if wanted <= cols})
        elif kind == "config" and facts:
            wanted = set(facts)
            sets.append({rel for rel, keys in self.config_keys.items() if wanted <= keys})
        else:
            return None
        return set.intersection(*sets) | {target}

    def unique(self, candidate: Candidate) -> bool:
        return self.files_for(candidate) == {candidate.target}


def select(
    candidates: Sequence[Candidate],
    index: LexicalIndex | FactIndex,
    rng: Random,
    *,
    max_per_file: int,
    max_total: int,
    margin: float = 1.25,
    ambiguity: str = "bm25",
) -> tuple[list[Candidate], dict[str, int]]:
    """Filter (duplicates, ambiguity) and pick up to ``max_per_file`` per file, round-robin over
    files until ``max_total``. Returns the kept candidates and counts of what was dropped.

    ``ambiguity``: ``"bm25"`` (``index`` a :class:`LexicalIndex`: the target must be BM25 top-1
    by ``margin``) or ``"facts"`` (``index`` a :class:`FactIndex`, or a :class:`LexicalIndex`
    whose documents it is built from: the question's facts must identify the target alone;
    candidates are also re-checked with :func:`acceptable`, and ones without facts, such as an
    online teacher's, are dropped as ``unverifiable``)."""
    if ambiguity not in AMBIGUITY_FILTERS:
        raise ValueError(f"unknown ambiguity filter {ambiguity!r}; choose from {', '.join(AMBIGUITY_FILTERS)}")
    facts: FactIndex | None = None
    if ambiguity == "facts":
        facts = index if isinstance(index, FactIndex) else FactIndex(index.documents, lexical=index)
    dropped = Counter()
    by_question: dict[str, set[str]] = defaultdict(set)
    for c in candidates:
        by_question[c.question.lower()].add(c.target)
    per_file: dict[str, list[Candidate]] = defaultdict(list)
    seen: set[tuple[str, str]] = set()
    for c in candidates:
        key = (c.question.lower(), c.target)
        if key in seen:
            continue
        seen.add(key)
        if len(by_question[c.question.lower()]) > 1:
            dropped["duplicate"] += 1
        elif facts is not None:
            if not acceptable(c.question, c.target):
                dropped["unacceptable"] += 1
                continue
            matching = facts.files_for(c)
            if matching is None:
                dropped["unverifiable"] += 1
            elif matching != {c.target}:
                dropped["ambiguous"] += 1
            else:
                per_file[c.target].append(c)
        elif not index.unambiguous(c.question, c.target, margin=margin):
            dropped["ambiguous"] += 1
        else:
            per_file[c.target].append(c)
    files = sorted(per_file)
    rng.shuffle(files)
    for f in files:
        rng.shuffle(per_file[f])
        del per_file[f][max_per_file:]
    kept: list[Candidate] = []
    for round_ in range(max_per_file):
        for f in files:
            if len(kept) >= max_total:
                break
            if round_ < len(per_file[f]):
                kept.append(per_file[f][round_])
    dropped["over_limit"] += sum(len(v) for v in per_file.values()) - len(kept)
    return kept, dict(dropped)
