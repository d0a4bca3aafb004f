"""One ``reflect explore`` question from start to answer: which model plays, the checks before
it, the walking budget of this call alone, how far the untrained base model is trusted, and the
answer after an interrupt. The CLI, the Python API and the MCP server call :func:`explore_question`
and only print (or return) what it gives."""

from __future__ import annotations

import contextlib
import math
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from reflect_cli.errors import UsageError
from reflect_cli.explore.answer import ExploreResult, ExploreStep
from reflect_cli.explore.options import INDEX_MODES, ExploreOptions
from reflect_cli.search.fileview.budget import WorkBudget, budget_scope, run_budget
from reflect_cli.search.questions import Question, parse_question
from reflect_cli.search.tree_index import IndexOptions, IndexProgress, IndexStats, index_scope

# A tree's first question builds its stored index: it gets this long, whatever the per-question
# budget (later questions read only what changed); a hostile tree is still bounded by it.
FIRST_INDEX_SECONDS = 120.0
UNTRAINED = "the untrained base model (no trained explorer is shipped)"
RANKING = "the BM25 ranking, no model (no trained explorer is shipped)"
# The one line a default answer from the ranking prints: how to get a model's answer instead.
_MODEL_HINT = (" (no trained explorer is shipped yet). For a model: --model base (untrained, slow, close to "
               "guessing), --model RUN (a trained run or `reflect train` directory), or `reflect adapt PATH` first "
               "(on a git work tree it learns from the history in seconds).")
# After `reflect adapt` ran on the tree (installed or not), the hint does not suggest it again.
_MODEL_HINT_ADAPTED = (" (no trained explorer is shipped yet). For a model: --model base (untrained, slow, close to "
                       "guessing) or --model RUN (a trained run or `reflect train` directory).")
USE_A_MODEL = "Answered from the BM25 ranking" + _MODEL_HINT
# The same for a description of a change, whose first files the re-ranking ordered (search/rerank.py).
_RERANKED = ("Answered from the BM25 ranking, its first 20 files re-ordered for a description of a change by a "
             "re-ranking fitted on commit histories")
RERANKED = _RERANKED + _MODEL_HINT


def _silent(*_args: Any) -> None:
    return None


@dataclass
class ExploreHooks:
    """What a caller is told while a question is explored (all optional; the API passes none).

    ``say(text, kind)``: a line for the user, ``kind`` one of ``info`` (a remark), ``hint`` (how
    to get a model's answer: worth saying once), ``warn`` (a caution), ``note`` (the walk was cut)
    and ``plain``. ``index_progress``/``index_done``: the
    stored index's progress (:class:`~reflect_cli.search.tree_index.IndexOptions`). For a model:
    ``model_line()`` wraps loading and playing (a progress line), ``loading(text)``,
    ``log(text)`` (the loader's lines), ``loaded(name, seconds)``, ``on_phase``/``on_step`` (see
    :meth:`~reflect_cli.explore.explorer.Explorer.run`)."""

    say: Callable[[str, str], None] = _silent
    index_progress: IndexProgress | None = None
    index_done: Callable[[IndexStats], None] | None = None
    model_line: Callable[[], AbstractContextManager[Any]] = contextlib.nullcontext
    loading: Callable[[str], None] = _silent
    log: Callable[[str], None] | None = None
    loaded: Callable[[str, float], None] = _silent
    on_phase: Callable[[str, str], None] | None = None
    on_step: Callable[[int, ExploreStep], None] | None = None


@dataclass(frozen=True)
class Play:
    """Who answers: ``play`` is ``bm25``, ``base``, ``adapted``, ``shipped`` or a model reference;
    ``note`` says why when it is not what was asked for."""

    play: str
    note: str | None = None


def default_model_text() -> str:
    """What ``--model`` defaults to in this installation, in words (for --help and the run)."""
    from reflect_cli.agent.players import SHIPPED_EXPLORER, shipped_explorer

    if shipped_explorer() is not None:
        return f"the explorer shipped with reflect ({SHIPPED_EXPLORER})"
    return RANKING


def adapted_text(path: Path) -> str:
    """The run-time line for an explorer adapted to ``path`` by ``reflect adapt``."""
    from reflect_cli.agent.players import adapted_explorer, read_card

    home = adapted_explorer(path)
    if home is None:
        return default_model_text()
    card = read_card(home)
    text = f"the explorer adapted to this repository by reflect adapt ({home}"
    if card.get("created"):
        text += f", {card['created'][:10]}"
    before, after = card.get("before") or {}, card.get("after") or {}
    if isinstance(before.get("acc1"), (int, float)) and isinstance(after.get("acc1"), (int, float)):
        text += f"; held-out Acc@1 {before['acc1']:.0%} -> {after['acc1']:.0%} on {after.get('n', '?')} questions"
    text += ")"
    if not card.get("reflect", True):
        text += "; no reflections (it was trained without them)"
    return text + "; --model base for the base model"


def check_question(path: Path, question: str) -> None:
    """PATH and QUESTION, before anything loads; each mistake says how to fix it (exit 2)."""
    if not path.exists():
        if Path(question).expanduser().is_dir():  # `reflect explore "Where is X?" ./dir`
            raise UsageError(f"{path}: no such directory, and the question {question!r} is one: "
                             "are the two arguments swapped?",
                             hint=f'the folder comes first: reflect explore {question} "{path}"')
        looks_asked = path.name.endswith("?") or " " in str(path)
        raise UsageError(f"{path}: no such directory",
                         hint=('the folder comes first, then the question: reflect explore PATH "QUESTION"'
                               if looks_asked else "pass an existing folder, e.g. . for this one"))
    if not path.is_dir():
        raise UsageError(f"{path}: not a directory", hint="pass the folder to explore, not a file")
    if not question.strip():
        raise UsageError("the question is empty",
                         hint='ask in plain words, e.g. reflect explore . "Where are the settings loaded?"')


def choose_player(path: Path, options: ExploreOptions) -> Play:
    """Which model answers on ``path`` (see :func:`~reflect_cli.agent.players.default_explorer`)."""
    from reflect_cli.agent.players import default_explorer

    if options.model is not None:
        return Play(options.model.strip().lower())
    play = default_explorer(path)
    if play == "bm25" and (options.reflector is not None or options.backend is not None):
        # --reflector / --backend name a model's settings: the user wants a model, so the
        # untrained base plays, as the default did before the ranking became the default.
        return Play("base", "--reflector/--backend need a model: playing the untrained base model (--model base)")
    return Play(play)


def _skipped_summary(view: Any, budget: int = 10000) -> str:
    """What the FileView ``view`` did not list (hidden entries, skipped folders, binary, ignored
    or unsupported files), counted over at most ``budget`` entries. Each folder's count comes
    from its listing (the view's own descriptor walk): nothing is opened by name, so a folder
    swapped for a link out while counting is refused like any other."""
    from reflect_cli.search.fileview.budget import BudgetSpent

    hidden = folders = files = 0
    queue, seen = [""], 0
    folders_seen: set[tuple[int, int]] = set()
    while queue and seen < budget:
        rel = queue.pop()
        try:
            listing = view.list_dir(rel)
        except BudgetSpent:
            break
        if listing.ident is not None:  # each folder once: links back up (a -> .) are not re-walked
            if listing.ident in folders_seen:
                continue
            folders_seen.add(listing.ident)
        h, d, f = listing.unlisted
        hidden, folders, files = hidden + h, folders + d, files + f
        seen += h + d + f + len(listing.entries)
        queue.extend(f"{rel}/{name}" if rel else name for name in listing.dirs)
    parts = [f"{n} {what}" for n, what in ((hidden, "hidden entries"), (folders, "skipped folders (VCS, venv, "
             "node_modules, ignored)"), (files, "binary, ignored or unsupported files")) if n]
    return ", ".join(parts) if parts else "nothing at all: the folder is empty"


def check_explorable(path: Path, *, index: bool = False) -> Any:
    """A tree without one readable text file is a usage error, found before any model loads.
    With ``index`` the check is the ranking's own walk (its index is then reused by the answer):
    a tree whose first file is deep (a 2,000-folder chain) is not walked twice, and a ranker kept
    warm in this process is reused while its files are unchanged). Returns the ranker (or None)."""
    from reflect_cli.search.fileview.view import FileView
    from reflect_cli.search.ranker import ranker_for
    from reflect_cli.search.walk import walk_files

    view = FileView(path)
    ranker = ranker_for(view, check=True) if index else None
    if not (ranker.files if ranker is not None else walk_files(view, limit=1)):
        budget = run_budget()
        if budget.cut is not None:
            raise UsageError(f"{path}: nothing to explore found within the work budget (cut at {budget.cut}): "
                             "no readable text file among the entries seen",
                             hint="point reflect at the project folder, not a system or home folder")
        with view.bounded(budget):
            summary = _skipped_summary(view)
        raise UsageError(f"{path}: nothing to explore, no readable text file (skipped: {summary})",
                         hint="reflect lists source and text files only; point it at the project folder")
    return ranker


def walk_note(budget: WorkBudget, index_mode: str) -> str | None:
    """What to say when ``budget`` cut the walk (the answer covers what was seen), else None."""
    note = budget.note
    if not note:
        return None
    more = max(30, int(budget.seconds * 10)) if budget.seconds != math.inf else 30
    kept = "" if index_mode == "off" else (
        " The stored index keeps what was read, so the next question reads further;")
    return f"{note}.{kept} --budget {more} gives the walk {more} s to read the whole tree now."


def walk_seconds(path: Path, options: ExploreOptions, *, first_index: bool = True) -> float:
    """This question's walking allowance: ``options.budget``, or :data:`FIRST_INDEX_SECONDS` when
    it builds ``path``'s stored index for the first time (``first_index``: a caller that set
    the budget itself passes False)."""
    if not first_index or options.index == "off":
        return options.budget
    if options.index == "use":
        from reflect_cli.search.fileview.view import FileView
        from reflect_cli.search.indexing import has_stored_index

        if has_stored_index(FileView(path)):
            return options.budget
    return max(options.budget, FIRST_INDEX_SECONDS)


@contextlib.contextmanager
def call_scope(budget: WorkBudget, options: IndexOptions) -> Iterator[None]:
    """This call's walking budget and index options, restored to what they were afterwards."""
    with budget_scope(budget), index_scope(options):
        yield


def explore_question(path: Path, question: str, options: ExploreOptions | None = None, *,
                     hooks: ExploreHooks | None = None, first_index: bool = True,
                     clock: Callable[[], float] = time.monotonic) -> ExploreResult:
    """Answer ``question`` on ``path`` (``options.backend`` and model names are checked by the
    caller, before anything prints): checks, then the ranking or a model's walk, within this
    call's own walking budget (``clock`` measures it). The result carries the index statistics
    and the budget spent; ``ended`` is ``interrupted`` after a Ctrl-C (the answer so far)."""
    options = options or ExploreOptions()
    hooks = hooks or ExploreHooks()
    check_question(path, question)
    if options.index not in INDEX_MODES:
        raise UsageError(f"index mode {options.index!r} is not one of {', '.join(INDEX_MODES)}")
    stats: list[IndexStats] = []

    def done(s: IndexStats) -> None:
        stats[:] = [s]
        if hooks.index_done is not None:
            hooks.index_done(s)

    budget = WorkBudget(seconds=walk_seconds(path, options, first_index=first_index), clock=clock)
    with call_scope(budget, IndexOptions(mode=options.index, progress=hooks.index_progress, done=done)):
        parsed = parse_question(question)  # once: every rule below reads this parse
        play = choose_player(path, options)
        writer = writer_refs(options, play)  # a --writer mistake is said before the index is built
        # The ranking (and a query writer) answer from the index this check builds; a model's env
        # builds its own later.
        began = time.perf_counter()
        ranker = check_explorable(path, index=play.play in ("bm25", "writer"))
        if ranker is not None and not stats:  # warm in this process: every file reused, nothing read
            stats.append(replace(ranker.index_stats, mode=options.index, read=0, stored=False, problem=None,
                                 reused=ranker.index_stats.read + ranker.index_stats.reused,
                                 seconds=budget.elapsed()))
        if play.play == "bm25":
            result = _ranking_answer(path, parsed, options, hooks)
            result.seconds = time.perf_counter() - began  # the index the check built is the answer's work
        elif writer is not None:
            result = _writer_answer(path, parsed, options, writer, ranker, hooks)
            result.seconds = time.perf_counter() - began
        else:
            result = _model_answer(path, parsed, options, play, hooks)
        note = walk_note(budget, options.index)
        if note:
            hooks.say(note, "note")
        if stats and result.index is None:
            result.index = stats[0].to_json()
        result.budget = budget.to_json()
    return result


def writer_refs(options: ExploreOptions, play: Play) -> Any:
    """The query writer ``--model writer`` plays (:class:`~reflect_cli.explore.writer.WriterRefs`),
    or None for any other model; ``--writer`` without ``--model writer`` and ``--reflector`` with
    it are usage errors."""
    if play.play != "writer":
        if options.writer is not None:
            raise UsageError(f"--writer {options.writer}: only --model writer plays a query writer",
                             hint=f"add --model writer, or drop --writer {options.writer}")
        return None
    if options.reflector is not None:
        raise UsageError("--reflector does not apply to --model writer: the writer plays with the reflector it "
                         "was trained with", hint="drop --reflector (--no-reflect plays the writer without one)")
    from reflect_cli.explore.writer import resolve_writer

    return resolve_writer(options.writer)


def _writer_answer(path: Path, question: Question, options: ExploreOptions, refs: Any, ranker: Any,
                   hooks: ExploreHooks) -> ExploreResult:
    """The query writer ``refs`` writes the query on ``ranker``'s index (reflection first when
    it has a reflector and ``options.reflect``), one stderr line shows it, and the ranking answers
    with it fused in (:func:`~reflect_cli.explore.answer.written_answer`)."""
    from reflect_cli.agent.players import PlayerRefs, load_players
    from reflect_cli.agent.policy import Policy, Reflector
    from reflect_cli.envs.query_writer.draft import QueryDraft
    from reflect_cli.explore.answer import interrupted_answer, written_answer
    from reflect_cli.explore.writer import WRITER_ENV, write_query

    reflect = options.reflect and refs.reflector is not None
    t0 = time.perf_counter()
    try:
        with hooks.model_line():
            hooks.loading(f"Loading the query writer {refs.run}")
            players = load_players(PlayerRefs(refs.policy, refs.reflector if reflect else None, "run"),
                                   backend=options.backend, log=hooks.log)
            hooks.loaded(str(players.policy.name), time.perf_counter() - t0)
            reflector = (Reflector(players.reflector, WRITER_ENV, max_new_tokens=options.reflection_tokens)
                         if reflect else None)
            query = write_query(QueryDraft.start(ranker, question.text), Policy(players.policy, WRITER_ENV),
                                reflector, writer=refs.run, greedy=not options.sample, seed=options.seed)
    except KeyboardInterrupt:
        hooks.say("Interrupted while the query was written: the plain ranking's answer so far.", "plain")
        return interrupted_answer(path, question, read=[], steps=[], top=options.top)
    hooks.say(query.line(), "info")
    return written_answer(path, question, query, top=options.top)


def _ranking_answer(path: Path, question: Question, options: ExploreOptions, hooks: ExploreHooks) -> ExploreResult:
    if options.reflector is not None:
        raise UsageError("--reflector needs a model; --model bm25 loads none", hint="drop --reflector, or pass --model")
    from reflect_cli.agent.players import adapted_history, adapted_home
    from reflect_cli.explore.answer import bm25_answer, history_used

    history = adapted_history(path) if options.model is None else None  # --model bm25: the plain ranking
    kind = "info"
    note = None
    if history_used(history, question):
        note = (f"Answered from the BM25 ranking re-weighed by this repository's history, learned by "
                f"reflect adapt ({adapted_home(path)}; --model bm25 for the plain ranking).")
    elif history is not None and not history.active:
        note = ("Answered from the BM25 ranking: the history prior reflect adapt installed for this repository has "
                "all its weights at 0 and changes nothing (reflect adapt PATH --remove removes it).")
    elif history is not None:
        note = ("Answered from the BM25 ranking: the history prior reflect adapt learned for this repository "
                "re-weighs descriptions of changes (a commit message, a report), not a question that asks "
                "where something is, a bare symbol or a traceback.")
    elif options.model is None:  # the default answered: how to get a model's answer (the CLI shows it once)
        kind = "hint"
        hint = _MODEL_HINT_ADAPTED if adapted_home(path).exists() else _MODEL_HINT
        note = (_RERANKED if question.commit_like else "Answered from the BM25 ranking") + hint
    if note:
        hooks.say(note, kind)
    return bm25_answer(path, question, top=options.top, history=history)


def _model_answer(path: Path, question: Question, options: ExploreOptions, play: Play, hooks: ExploreHooks) -> ExploreResult:
    from reflect_cli.agent.players import resolve_players, shipped_explorer

    model = options.model
    # "adapted"/"shipped" from the default rule, or `--model shipped` (a folder of that name is a path)
    by_rule = model is None and play.play in ("adapted", "shipped")
    shipped = play.play == "shipped" and (model is None or not Path(model).expanduser().exists())
    model = None if by_rule or shipped else (model or play.play)
    if shipped:
        if shipped_explorer() is None:
            raise UsageError("--model shipped: no explorer is shipped with this installation",
                             hint="use --model base, a trained run, or train one with reflect adapt PATH")
        refs = resolve_players(None, options.reflector)  # no repo: the shipped explorer, not an adapted one
    else:
        refs = resolve_players(model, options.reflector, repo=path)
    reflect = options.reflect and refs.reflect  # an adapted policy trained without reflections plays without
    if not reflect:
        refs.reflector = None
    if play.note:
        hooks.say(play.note, "warn")
    elif model is None and refs.origin == "adapted":
        hooks.say(f"Default model: {adapted_text(path)}", "info")
    elif model is None:
        hooks.say(f"Default model: {default_model_text()}", "info")
    steps: list[ExploreStep] = []
    read: list[str] = []
    try:
        result = _play(path, question, refs, options.but(reflect=reflect), hooks, steps=steps, read=read)
    except KeyboardInterrupt:
        from reflect_cli.explore.answer import interrupted_answer

        hooks.say(f"Interrupted after {len(steps)} step{'s' if len(steps) != 1 else ''}: the answer so far "
                  "(the files read, then the BM25 ranking).", "plain")
        return interrupted_answer(path, question, read=read, steps=steps, top=options.top)
    if refs.origin == "base":
        distrust_untrained(result)
    return result


def distrust_untrained(result: ExploreResult) -> None:
    """The untrained model's choices are not evidence: never "high" (the level stays true to the
    probability, which comes from the ranking)."""
    result.confidence["reasons"].append("the model is untrained for this task")
    if result.confidence["level"] == "high":
        result.confidence["level"] = "medium"


def _play(path: Path, question: Question, refs: Any, options: ExploreOptions, hooks: ExploreHooks, *,
          steps: list[ExploreStep], read: list[str]) -> ExploreResult:
    """Load the players and explore (``hooks.model_line()`` around both)."""
    from reflect_cli.agent.players import load_players
    from reflect_cli.explore.explorer import Explorer

    t0 = time.perf_counter()
    with hooks.model_line():
        hooks.loading(f"Loading model {refs.policy}")
        players = load_players(refs, backend=options.backend, log=hooks.log)
        explorer = Explorer(players.policy, reflect=options.reflect, reflection_tokens=options.reflection_tokens,
                            reflector_lm=players.reflector, lexical_prior=options.lexical_prior, top=options.top)
        hooks.loaded(explorer.name, time.perf_counter() - t0)

        def show(i: int, step: ExploreStep) -> None:
            steps.append(step)
            if hooks.on_step is not None:
                hooks.on_step(i, step)

        return explorer.run(path, question, max_steps=options.max_steps, seed=options.seed,
                            greedy=not options.sample, on_step=show, on_phase=hooks.on_phase, read=read)
