"""The ambiguity filters of candidate questions: ``bm25`` (:class:`LexicalIndex`: the target is
BM25 top-1 by a margin) and ``facts`` (:class:`FactIndex`: the facts a question states identify
the target alone, without any ranking). :func:`reflect_cli.datagen.questions.select` applies them.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from random import Random

from reflect_cli.datagen.candidates import (
    _OTHER_DEF,
    CODE_SUFFIXES,
    Candidate,
    _config_keys,
    _csv_columns,
    _markdown,
    _python,
    clean_text,
    split_name,
)
from reflect_cli.search.bm25 import BM25Index
from reflect_cli.search.terms import key_terms, terms

AMBIGUITY_FILTERS = ("bm25", "facts")


class LexicalIndex(BM25Index):
    """BM25 over the files of one repository (:class:`~reflect_cli.search.bm25.BM25Index`), with
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
