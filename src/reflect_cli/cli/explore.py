"""``reflect explore PATH QUESTION``."""

from __future__ import annotations

import contextlib
import sys
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from reflect_cli.agent.players import SHIPPED_EXPLORER, default_explorer, shipped_explorer
from reflect_cli.cli.common import echo, emit_json, err, fail, handle_errors
from reflect_cli.errors import UsageError
from reflect_cli.search.fileview.budget import WALK_SECONDS
from reflect_cli.terminal import clean

EPILOG = (
    "Examples:  reflect explore . \"Where is the command-line entry point defined?\"  ·  "
    "reflect explore ~/src/project \"How are settings loaded?\" --json --no-reflect  ·  "
    "reflect explore . \"Where are errors defined?\" --model bm25 --top 10  ·  "
    "reflect explore . - < issue.txt (a pasted report, from stdin)  ·  "
    "reflect explore . \"Where are errors defined?\" --model policy.Q8_0.gguf --backend llamacpp"
)
UNTRAINED = "the untrained base model (no trained explorer is shipped)"
RANKING = "the BM25 ranking, no model (no trained explorer is shipped)"
# The one line a default answer from the ranking prints: how to get a model's answer instead.
_MODEL_HINT = (" (no trained explorer is shipped yet). For a model: --model base (untrained, slow, close to "
               "guessing), --model RUN (a trained run or `reflect train` directory), or `reflect adapt PATH` first "
               "(on a git work tree it learns from the history in seconds).")
USE_A_MODEL = "Answered from the BM25 ranking" + _MODEL_HINT
# The same for a description of a change, whose first files the re-ranking ordered (explore/rerank.py).
RERANKED = ("Answered from the BM25 ranking, its first 20 files re-ordered for a description of a change by a "
            "re-ranking fitted on commit histories" + _MODEL_HINT)
# Exit codes of explore (also in the README and --help): 0 answered, 3 no file found, 4 answered
# with low confidence (a script can tell a guess from an answer), 2 usage, 1 failure, 130 Ctrl-C.
EXIT_LOW_CONFIDENCE = 4


def default_model_text() -> str:
    """What ``--model`` defaults to in this installation, in words (for --help and the run)."""
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


def _short(text: str, width: int = 100) -> str:
    first = " ".join(text.strip().splitlines()[:3])
    return first if len(first) <= width else first[: width - 1] + "…"


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


def _check_explorable(path: Path, *, index: bool = False) -> None:
    """A tree without one readable text file is a usage error, found before any model loads.
    With ``index`` the check is the ranking's own walk (its index is then reused by the answer):
    a tree whose first file is deep (a 2,000-folder chain) is not walked twice."""
    from reflect_cli.search.fileview.budget import run_budget
    from reflect_cli.search.fileview.view import FileView
    from reflect_cli.search.ranker import ranker_for
    from reflect_cli.search.walk import walk_files

    view = FileView(path)
    if not (ranker_for(view).files if index else walk_files(view, limit=1)):
        budget = run_budget()
        if budget.cut is not None:
            raise fail(f"{path}: nothing to explore found within the work budget (cut at {budget.cut}): "
                       "no readable text file among the entries seen",
                       hint="point reflect at the project folder, not a system or home folder", code=2)
        with view.bounded(budget):
            summary = _skipped_summary(view)
        raise fail(
            f"{path}: nothing to explore, no readable text file (skipped: {summary})",
            hint="reflect lists source and text files only; point it at the project folder",
            code=2,
        )


def _walk_note(path: Path) -> None:
    """Say so when the run's walk was cut by its work budget (the answer covers what was seen)."""
    from reflect_cli.search.fileview.budget import run_budget
    from reflect_cli.search.tree_index import index_options

    budget = run_budget()
    note = budget.note
    if note:
        more = max(30, int(budget.seconds * 10)) if budget.seconds != float("inf") else 30
        kept = "" if index_options().mode == "off" else (
            " The stored index keeps what was read, so the next question reads further;")
        err.print(f"[yellow]Note:[/] {escape(note)}.{kept} --budget {more} gives the walk {more} s to read "
                  "the whole tree now.", soft_wrap=True)


_INDEX_LINE: list[Any] = []  # this run's IndexLine (the index stats go into --json)


def _use_index(*, mode: str, quiet: bool) -> None:
    """The stored per-tree index for this run's rankers, with a progress line (cli.progress.IndexLine)."""
    from reflect_cli.cli.progress import IndexLine
    from reflect_cli.search.tree_index import IndexOptions, set_index_options

    line = IndexLine(quiet=quiet)
    _INDEX_LINE[:] = [line]
    set_index_options(IndexOptions(mode=mode, progress=line.progress, done=line.done))


# A question read from stdin (QUESTION "-": a pasted report, `gh issue view N | reflect explore . -`)
# is cut here: far more than any report, and matching stays linear in it.
MAX_QUESTION_BYTES = 1 << 20


def _read_question(question: str) -> str:
    """QUESTION, or the text piped to stdin when it is ``-`` (UTF-8; undecodable bytes replaced)."""
    if question != "-":
        return question
    if sys.stdin is None or sys.stdin.isatty():
        raise UsageError("QUESTION is - but nothing is piped to stdin",
                         hint="pipe the text in: reflect explore . - < issue.txt, or ask in quotes")
    stream = getattr(sys.stdin, "buffer", None)
    raw = stream.read(MAX_QUESTION_BYTES + 1) if stream is not None else sys.stdin.read(MAX_QUESTION_BYTES + 1).encode()
    if len(raw) > MAX_QUESTION_BYTES:
        err.print(f"[yellow]The question from stdin is longer than {MAX_QUESTION_BYTES >> 20} MB: "
                  "only its first 1 MB is read.[/]", soft_wrap=True)
        raw = raw[:MAX_QUESTION_BYTES]
    return raw.decode("utf-8", errors="replace")


def _check_args(path: Path, question: str) -> None:
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


def _check_backend(backend: str | None) -> str | None:
    """``--backend``, checked before any banner or model: a missing extra is the first thing said."""
    if backend is None:
        return None
    from reflect_cli.cli.choices import check_choice

    backend = check_choice(backend, ("transformers", "llamacpp"), "backend")
    if backend == "llamacpp":
        from reflect_cli.errors import MissingExtraError
        from reflect_cli.lm.llamacpp.model import llama_cpp_available

        if not llama_cpp_available():
            raise MissingExtraError("llama_cpp", "llamacpp", "The llama.cpp backend (--backend llamacpp)")
    return backend


def _print_files(files: list[dict[str, Any]]) -> None:
    for f in files:
        where = f.get("definition")
        at = f":{where['start']}-{where['end']} {where['name']}" if where else ""
        lifted = f" incl. x{f['history_boost']:g} from history" if f.get("history_boost") else ""
        scale = "re-ranked BM25" if f.get("reranked") else "BM25"
        echo(f"{f['rank']}. {clean(f['path'] + at, one_line=True)}  ({f['why']}, {scale} {f['score']:.2f}{lifted})")
        lines = f["excerpt"].split("\n") if f["excerpt"] else ["(no line matches the question)"]
        for line in lines:
            echo(f"      {clean(line, one_line=True)}")


def _loop_note(step) -> str:
    if step.result.startswith("Stopped:"):
        return (f"Loop: `{step.proposed}` in {step.cwd or './'} would repeat a cycle and every action there was "
                "tried: ending the exploration and answering from the ranking.")
    return (f"Loop: `{step.proposed}` was already chosen twice in {step.cwd or './'}: took `{step.choice}` "
            "instead (the most likely action not tried there yet).")


@handle_errors
def explore(
    path: Annotated[Path, typer.Argument(metavar="PATH", help="Directory to explore (read-only).", show_default=False)],
    question: Annotated[str, typer.Argument(metavar="QUESTION", help="What you want to find, in plain language; - reads it from stdin (a pasted issue report, a traceback).", show_default=False)],
    model: Annotated[
        str | None,
        typer.Option("--model", "-m", metavar="REF", help=f"Policy model. Default: the explorer `reflect adapt` trained for PATH if any, else (here) {default_model_text()}. 'bm25': no model, an instant ranking by BM25 over the whole tree; 'base' (or 'embedded') for the untrained embedded model; 'shipped' for the explorer shipped with reflect; a `reflect train` directory, a trained run, a model directory, a .gguf file or a Hugging Face id.", show_default=False),
    ] = None,
    reflector: Annotated[
        str | None,
        typer.Option("--reflector", metavar="REF", help="Model that writes the reflections (same forms as --model). Default: the one trained with the policy, else the policy's model.", show_default=False),
    ] = None,
    backend: Annotated[
        str | None,
        typer.Option("--backend", metavar="NAME", help="Inference backend: transformers or llamacpp (needs the llamacpp extra). Default: llamacpp for a .gguf --model when installed, else transformers.", show_default=False),
    ] = None,
    max_steps: Annotated[int, typer.Option("--max-steps", metavar="N", min=1, max=200, help="Step budget (the horizon), 1-200.")] = 15,
    top: Annotated[int, typer.Option("--top", metavar="N", min=1, max=100, help="Length of the ranked answer, 1-100: the identified file, the files read, then the BM25 ranking of the whole tree.")] = 5,
    no_reflect: Annotated[bool, typer.Option("--no-reflect", help="Skip the reflection step (faster, usually worse).")] = False,
    reflection_tokens: Annotated[int, typer.Option("--reflection-tokens", metavar="N", min=1, max=512, help="Length cap of each reflection, 1-512.")] = 48,
    lexical_prior: Annotated[bool, typer.Option("--lexical-prior", help="Order each folder's entries and actions by BM25 relevance to the question across the whole tree (a folder by the best file below it), so the relevant path is on the first page and first in the list.")] = False,
    sample: Annotated[bool, typer.Option("--sample", help="Sample actions from the policy instead of taking the most likely one.")] = False,
    seed: Annotated[int, typer.Option("--seed", metavar="N", help="Random seed (sampling, reflections).")] = 0,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No step-by-step trace on stderr.")] = False,
    no_index: Annotated[bool, typer.Option("--no-index", help="Neither use nor update the stored index of PATH (in reflect's cache folder): read every file.")] = False,
    reindex: Annotated[bool, typer.Option("--reindex", help="Rebuild the stored index of PATH from scratch (read every file, then store it).")] = False,
    budget: Annotated[float, typer.Option("--budget", metavar="SECONDS", min=1, max=600, help="Seconds the run may spend walking and reading the tree, 1-600 (a bound against huge or hostile trees; a large repository's first index may need more).")] = WALK_SECONDS,
) -> None:
    """Find the files in PATH that answer QUESTION: a ranked list, with a step-by-step trace.

    Until a trained explorer ships with reflect, the default answers at once from the BM25
    ranking of the tree; --model base (or a trained run) lets a small local model walk the
    directory with cd / cat / id instead, reflecting before each move. Nothing leaves your
    machine. Exit codes: 0 answered, 4 answered with low confidence (see `confidence` in
    --json), 3 no file identified (a ranked list is still printed), 2 usage errors and a folder
    without readable text files, 1 failures, 130 interrupted (the answer so far is printed).
    """
    from reflect_cli.search.fileview.budget import WorkBudget, set_run_budget

    question = _read_question(question)
    _check_args(path, question)
    if no_index and reindex:
        raise UsageError("--no-index and --reindex contradict each other",
                         hint="--reindex rebuilds the stored index; --no-index leaves it alone")
    set_run_budget(WorkBudget(seconds=budget))  # one walking allowance for the whole run (docs/safety.md)
    _use_index(mode="off" if no_index else "refresh" if reindex else "use", quiet=quiet)
    try:
        backend = _check_backend(backend)
        if model is not None:
            from reflect_cli.cli.choices import check_model_name

            check_model_name(model)
            if reflector is not None:
                check_model_name(reflector, option="--reflector")
        play = model.strip().lower() if model is not None else None
        note: str | None = None
        if play is None:
            play = default_explorer(path)
            if play == "bm25" and (reflector is not None or backend is not None):
                # --reflector / --backend name a model's settings: the user wants a model, so the
                # untrained base plays, as the default did before the ranking became the default.
                play, note = "base", "--reflector/--backend need a model: playing the untrained base model (--model base)"
            elif play == "bm25":
                from reflect_cli.explore.rerank import reranks

                note = RERANKED if reranks(question) else USE_A_MODEL
        # The ranking answers from the index this check builds; a model's env builds its own later.
        began = time.perf_counter()
        _check_explorable(path, index=play == "bm25")
        if play == "bm25":
            if reflector is not None:
                raise fail("--reflector needs a model; --model bm25 loads none", hint="drop --reflector, or pass --model", code=2)
            from reflect_cli.agent.players import adapted_history, adapted_home
            from reflect_cli.explore.answer import bm25_answer, history_used

            history = adapted_history(path) if model is None else None  # --model bm25: the plain ranking
            if history_used(history, question):
                note = (f"Answered from the BM25 ranking re-weighed by this repository's history, learned by "
                        f"reflect adapt ({adapted_home(path)}; --model bm25 for the plain ranking).")
            elif history is not None:
                note = ("Answered from the BM25 ranking: the history prior reflect adapt learned for this repository "
                        "re-weighs descriptions of changes (a commit message, a report), not a question that asks "
                        "where something is, a bare symbol or a traceback.")
            if note and not quiet:
                err.print(f"[dim]{escape(note)}[/]", soft_wrap=True)
            answer = bm25_answer(path, question, top=top, history=history)
            answer.seconds = time.perf_counter() - began  # the index the check built is the answer's work
            _walk_note(path)
            _finish(answer, json_out=json_out, quiet=quiet, max_steps=max_steps)
            return
        # "adapted"/"shipped" from the default rule, or `--model shipped` (a folder of that name is a path)
        by_rule = model is None and play in ("adapted", "shipped")
        shipped = play == "shipped" and (model is None or not Path(model).expanduser().exists())
        _explore_with_model(path, question, model=None if by_rule or shipped else (model or play),
                            shipped=shipped, note=note, reflector=reflector, backend=backend,
                            max_steps=max_steps, top=top, no_reflect=no_reflect, reflection_tokens=reflection_tokens,
                            lexical_prior=lexical_prior, sample=sample, seed=seed, json_out=json_out, quiet=quiet)

    finally:  # the next command in this process (tests, a library caller) starts without them
        from reflect_cli.search.tree_index import set_index_options

        set_index_options(None)

def _explore_with_model(path: Path, question: str, *, model: str | None, shipped: bool, note: str | None,
                        reflector: str | None, backend: str | None, max_steps: int, top: int, no_reflect: bool,
                        reflection_tokens: int, lexical_prior: bool, sample: bool, seed: int, json_out: bool,
                        quiet: bool) -> None:
    from reflect_cli.agent.players import resolve_players

    if shipped:
        if shipped_explorer() is None:
            raise UsageError("--model shipped: no explorer is shipped with this installation",
                             hint="use --model base, a trained run, or train one with reflect adapt PATH")
        refs = resolve_players(None, reflector)  # no repo: the shipped explorer, not an adapted one
    else:
        refs = resolve_players(model, reflector, repo=path)
    if not refs.reflect:  # an adapted policy trained without reflections is played without them
        no_reflect = True
    if no_reflect:
        refs.reflector = None
    if not quiet:
        if note:
            err.print(f"[yellow]{escape(note)}[/]", soft_wrap=True)
        elif model is None and refs.origin == "adapted":
            err.print(f"[dim]Default model: {escape(adapted_text(path))}[/]", soft_wrap=True)
        elif model is None:
            err.print(f"[dim]Default model: {escape(default_model_text())}[/]", soft_wrap=True)
    steps: list[Any] = []
    read: list[str] = []
    try:
        result = _run_model(path, question, refs, backend=backend, max_steps=max_steps, top=top,
                            no_reflect=no_reflect, reflection_tokens=reflection_tokens,
                            lexical_prior=lexical_prior, sample=sample, seed=seed, quiet=quiet,
                            steps=steps, read=read)
    except KeyboardInterrupt:
        _interrupted(path, question, read=read, steps=steps, top=top, json_out=json_out, quiet=quiet)
    if refs.origin == "base":
        # The untrained model's choices are not evidence: never "high" (the level stays true to
        # the probability, which comes from the ranking).
        result.confidence["reasons"].append("the model is untrained for this task")
        if result.confidence["level"] == "high":
            result.confidence["level"] = "medium"
    _walk_note(path)
    _finish(result, json_out=json_out, quiet=quiet, max_steps=max_steps)


def _run_model(path: Path, question: str, refs: Any, *, backend: str | None, max_steps: int, top: int,
               no_reflect: bool, reflection_tokens: int, lexical_prior: bool, sample: bool, seed: int,
               quiet: bool, steps: list[Any], read: list[str]) -> Any:
    """Load the players and explore, with a progress line inside every step (cli.progress.StepLine)."""
    from reflect_cli.agent.players import load_players
    from reflect_cli.cli.choices import choices_hint
    from reflect_cli.cli.progress import StepLine
    from reflect_cli.cli.trace import reflection_problem, step_summary
    from reflect_cli.errors import ModelLoadError
    from reflect_cli.explore.explorer import Explorer

    t0 = time.perf_counter()
    with StepLine(max_steps, quiet=quiet) as line:
        line.loading(f"Loading model {refs.policy}")
        try:
            players = load_players(refs, backend=backend,
                                   log=None if quiet else (lambda m: err.print(f"[dim]{escape(m)}[/]", soft_wrap=True)))
        except ModelLoadError as exc:
            from reflect_cli.cli.choices import looks_like_a_name

            if looks_like_a_name(refs.policy):  # a bare word that loads nothing: list the names
                exc.hint = choices_hint(exc.hint)
            raise
        explorer = Explorer(players.policy, reflect=not no_reflect, reflection_tokens=reflection_tokens,
                            reflector_lm=players.reflector, lexical_prior=lexical_prior, top=top)
        if not quiet:
            err.print(f"[dim]Model {escape(explorer.name)} loaded in {time.perf_counter() - t0:.1f} s[/]", soft_wrap=True)
        started: set[int] = set()

        def phase(text: str, cwd: str) -> None:
            k = len(steps) + 1
            if k not in started:
                started.add(k)
                line.start(k, f"{cwd}/" if cwd else "./")
            line.now(text)

        def show(i: int, step: Any) -> None:
            steps.append(step)
            if not quiet:
                err.print(f"[bold cyan]Step {i}/{max_steps}[/] [dim]in[/] {escape(step.cwd or './')}  "
                          f"[dim]({step.seconds:.1f} s, {line.elapsed()} in all)[/]", soft_wrap=True)
                problem = reflection_problem(step.reflection) if step.reflection else None
                if step.reflection and problem is None:
                    err.print(f"  [italic]{escape(' '.join(step.reflection.split()))}[/]", soft_wrap=True)
                chosen = f"  → [bold]{escape(step.choice)}[/] [dim](p={step.probability:.2f} of {len(step.actions)} options)[/]"
                if problem:  # one line: what the step did, and why its reflection is not shown
                    err.print(f"{chosen} [dim]{escape(step_summary(step).partition(': ')[2])} · reflection not "
                              f"shown: it {problem} (--json has it)[/]", soft_wrap=True)
                else:
                    err.print(chosen, soft_wrap=True)
                    result = step.result.split("\n", 1)[1] if step.result.startswith("Executing:") else step.result
                    err.print(f"  [dim]{escape(_short(result))}[/]", soft_wrap=True)
            if step.loop:
                err.print(f"[yellow]{escape(_loop_note(step))}[/]", soft_wrap=True)

        return explorer.run(path, question, max_steps=max_steps, seed=seed, greedy=not sample, on_step=show,
                            on_phase=phase, read=read)


def _interrupted(path: Path, question: str, *, read: list[str], steps: list[Any], top: int, json_out: bool,
                 quiet: bool) -> None:
    """Ctrl-C: the answer so far (the files read, then the BM25 ranking), exit 130."""
    from reflect_cli.explore.answer import CONFIDENCE_DEPTH, ExploreResult, bm25_confidence, ranked_files, shown_files
    from reflect_cli.search.fileview.view import FileView

    err.print(f"Interrupted after {len(steps)} step{'s' if len(steps) != 1 else ''}: the answer so far "
              "(the files read, then the BM25 ranking).", soft_wrap=True)
    view = FileView(path)
    ranked = ranked_files(view, question, read=read, top=max(top, CONFIDENCE_DEPTH))
    files = shown_files(ranked, top)
    confidence = bm25_confidence(ranked, question)
    if confidence["level"] == "high":
        confidence["level"] = "medium"
    confidence["reasons"].append("the exploration was interrupted")
    result = ExploreResult(question=question, root=str(view.root), found=False, files=files, steps=steps,
                           model="interrupted", confidence=confidence, ended="interrupted")
    with contextlib.suppress(typer.Exit):
        _finish(result, json_out=json_out, quiet=quiet, max_steps=0)
    raise typer.Exit(130)


def _finish(result, *, json_out: bool, quiet: bool, max_steps: int) -> None:
    """Print the ranked answer and the confidence note; exit 3 when nothing was found, 4 when
    the answer has low confidence (EXIT_LOW_CONFIDENCE), else 0."""
    if _INDEX_LINE and _INDEX_LINE[0].stats is not None and result.index is None:
        result.index = _INDEX_LINE[0].stats.to_json()
    if json_out:
        from reflect_cli.search.fileview.budget import run_budget

        emit_json({**result.to_json(), "budget": run_budget().to_json()})
    else:
        if not result.found:
            if result.ended == "loop":
                echo("No file identified: the exploration stopped in a loop.")
            elif result.ended == "ranking":
                echo("No file shares a word with the question.")
            elif result.ended == "interrupted":
                echo("Interrupted: no file identified.")
            else:
                echo(f"No file identified within {max_steps} steps.")
            if result.files:
                echo("Most likely files:")
        _print_files(result.files)
    confidence = result.confidence
    low = confidence.get("level") == "low" and bool(result.files)
    if low:
        err.print(f"[yellow]Low confidence:[/] {escape('; '.join(confidence['reasons']))}.", soft_wrap=True)
    if not quiet and result.steps:
        n = len(result.steps)
        err.print(f"[dim]{n} step{'s' if n != 1 else ''} in {result.seconds:.1f} s ({result.seconds / max(n, 1):.1f} s/step)[/]")
    if not result.found:
        raise typer.Exit(3)
    if low:
        raise typer.Exit(EXIT_LOW_CONFIDENCE)
