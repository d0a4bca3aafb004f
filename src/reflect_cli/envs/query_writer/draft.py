"""One written query in the making: what a query writer sees and may do on one question.

The ranking's answer to the question (:meth:`~reflect_cli.search.ranker.RepoRanker.answer_scores`),
the candidate names (:func:`~reflect_cli.search.expansion.candidate_names`), the names added so
far, and the observation that shows them. The QueryWriter environment and ``reflect explore
--model writer`` both play a :class:`QueryDraft`, so a trained writer reads the same text in
training and in use; neither needs to know the right file (only the environment's reward does).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reflect_cli.search.expansion import candidate_names, fused_scores
from reflect_cli.search.ranker import RepoRanker

STOP = "stop"
ADD = "add "
SHOWN_FILES = 5
SHOWN_NAMES = 6
QUESTION_CHARS = 600
CANDIDATES = 24  # candidate names offered at most
WEIGHT = 0.5  # the written query's weight in the fused scores (fixed before any measurement)
MAX_TERMS = 1  # names a writer adds to one question (what the writers here are trained with)


@dataclass
class QueryDraft:
    """``question`` on ``ranker``'s tree: its answer scores (``base``), the candidate ``names``
    (ranking order) and the ``query`` written so far (names added, in order)."""

    ranker: RepoRanker
    question: str
    base: dict[str, float]
    names: list[str]
    query: list[str] = field(default_factory=list)

    @classmethod
    def start(cls, ranker: RepoRanker, question: str, *, candidates: int = CANDIDATES) -> QueryDraft:
        """The draft before any name is added: the ranking's answer and up to ``candidates`` names."""
        base = ranker.answer_scores(ranker.parsed(question))
        return cls(ranker, question, base, candidate_names(ranker, base, question, limit=candidates))

    def actions(self) -> list[str]:
        """``stop`` first, then ``add NAME`` for each candidate not added yet."""
        return [STOP, *(f"{ADD}{n}" for n in self.names if n not in self.query)]

    def add(self, action: str) -> bool:
        """Play ``action`` (one of :meth:`actions`); True when it added a name, False for ``stop``."""
        if action == STOP:
            return False
        if not action.startswith(ADD) or action not in self.actions():
            raise ValueError(f"{action!r} is not an action of this draft")
        self.query.append(action.removeprefix(ADD))
        return True

    def text(self) -> str:
        """The written query: the names added, space-separated."""
        return " ".join(self.query)

    def scores(self, names: list[str] | None = None, *, weight: float = WEIGHT,
               base: dict[str, float] | None = None) -> dict[str, float]:
        """``base`` (default: the draft's) with ``names`` (default: the query) fused in; ``base``
        itself when no name is given."""
        base = self.base if base is None else base
        names = self.query if names is None else names
        if not names:
            return base
        return fused_scores(self.ranker, self.question, base, " ".join(names), weight)

    def observation(self) -> str:
        """Markdown: ``# Question`` (up to :data:`QUESTION_CHARS` characters), ``# The ranking's
        first files`` (each with up to :data:`SHOWN_NAMES` names it defines), ``# Query so far``."""
        question = self.question.strip()
        if len(question) > QUESTION_CHARS:
            question = question[:QUESTION_CHARS] + " ..."
        lines = ["# Question", question, "", "# The ranking's first files"]
        for i, (rel, _) in enumerate(self.ranker.rank(dict(self.base))[:SHOWN_FILES], start=1):
            features = self.ranker.index.features(rel)
            names = [n for n in (features.defs if features else ()) if not n.startswith("__")][:SHOWN_NAMES]
            lines.append(f"{i}. {rel}" + (f" (defines {', '.join(names)})" if names else ""))
        lines += ["", "# Query so far", self.text() if self.query else "(nothing added)"]
        return "\n".join(lines)
