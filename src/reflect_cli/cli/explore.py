"""``reflect explore PATH QUESTION``: parse, call :func:`~reflect_cli.explore.run.explore_question`, print."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from reflect_cli.cli.common import echo, emit_json, err, handle_errors
from reflect_cli.errors import UsageError
from reflect_cli.explore.options import REFLECTION_TOKENS, ExploreOptions
from reflect_cli.explore.run import (
    FIRST_INDEX_SECONDS,
    RANKING,
    RERANKED,
    UNTRAINED,
    USE_A_MODEL,
    ExploreHooks,
    adapted_text,
    check_question,
    default_model_text,
)
from reflect_cli.search.fileview.budget import WALK_SECONDS
from reflect_cli.terminal import clean

__all__ = ["RANKING", "RERANKED", "UNTRAINED", "USE_A_MODEL", "adapted_text", "default_model_text", "explore"]

EPILOG = (
    "Examples:  reflect explore . \"Where is the command-line entry point defined?\"  ·  "
    "reflect explore ~/src/project \"How are settings loaded?\" --json --no-reflect  ·  "
    "reflect explore . \"Where are errors defined?\" --model bm25 --top 10  ·  "
    "reflect explore . - < issue.txt (a pasted report, from stdin)  ·  "
    "reflect explore . \"Where are errors defined?\" --model policy.Q8_0.gguf --backend llamacpp"
)
# Exit codes of explore (also in the README and --help): 0 answered, 3 no file found, 4 answered
# with low confidence under --strict (a script can tell a guess from an answer), 2 usage, 1 failure,
# 130 Ctrl-C.
EXIT_LOW_CONFIDENCE = 4


def _short(text: str, width: int = 100) -> str:
    first = " ".join(text.strip().splitlines()[:3])
    return first if len(first) <= width else first[: width - 1] + "…"


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


def _check_backend(backend: str | None) -> str | None:
    """``--backend``, checked before any banner or model: a missing extra is the first thing said."""
    if backend is None:
        return None
    from reflect_cli.cli.choices import check_choice
    from reflect_cli.lm.loading import backends

    backend = check_choice(backend, tuple(backends()), "backend")
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
        typer.Option("--model", "-m", metavar="REF", help=f"Policy model. Default: the explorer `reflect adapt` trained for PATH if any, else (here) {default_model_text()}. 'bm25': no model, an instant ranking by BM25 over the whole tree; 'writer': that ranking with the names a trained query writer (--writer) adds to the question fused in; 'base' (or 'embedded') for the untrained embedded model; 'shipped' for the explorer shipped with reflect; a `reflect train` directory, a trained run, a model directory, a .gguf file or a Hugging Face id.", show_default=False),
    ] = None,
    writer: Annotated[
        str | None,
        typer.Option("--writer", metavar="RUN", help="The trained query writer --model writer plays: a `reflect train --env query-writer` directory or a query-writer policy run (with the reflector it was trained with).", show_default=False),
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
    reflection_tokens: Annotated[int, typer.Option("--reflection-tokens", metavar="N", min=1, max=512, help="Length cap of each reflection, 1-512.")] = REFLECTION_TOKENS,
    lexical_prior: Annotated[bool, typer.Option("--lexical-prior", help="Order each folder's entries and actions by BM25 relevance to the question across the whole tree (a folder by the best file below it), so the relevant path is on the first page and first in the list.")] = False,
    sample: Annotated[bool, typer.Option("--sample", help="Sample actions from the policy instead of taking the most likely one.")] = False,
    seed: Annotated[int, typer.Option("--seed", metavar="N", help="Random seed (sampling, reflections).")] = 0,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Nothing on stderr but errors and warnings: no notes, progress or (with a model) step-by-step trace.")] = False,
    strict: Annotated[bool, typer.Option("--strict", help="Exit 4 when the answer has low confidence (default: 0 whenever a file is answered, friendly to `set -e`).")] = False,
    no_index: Annotated[bool, typer.Option("--no-index", help="Neither use nor update the stored index of PATH (in reflect's cache folder): read every file.")] = False,
    reindex: Annotated[bool, typer.Option("--reindex", help="Rebuild the stored index of PATH from scratch (read every file, then store it).")] = False,
    budget: Annotated[float | None, typer.Option("--budget", metavar="SECONDS", min=1, max=600, help=f"Seconds the run may spend walking and reading the tree, 1-600 (a bound against huge or hostile trees). Default: {WALK_SECONDS:g}, except for a tree's first question, which builds its stored index and gets up to {FIRST_INDEX_SECONDS:g} s (with progress on stderr).", show_default=False)] = None,
) -> None:
    """Find the files in PATH that answer QUESTION: a ranked list, each file with its matching lines.

    Until a trained explorer ships with reflect, the default answers at once from the BM25
    ranking of the tree; --model base (or a trained run) lets a small local model walk the
    directory with cd / cat / id instead, reflecting before each move, with a step-by-step trace
    on stderr. Nothing leaves your machine. Exit codes: 0 answered (whatever the confidence; see
    `confidence` in --json), 3 no file identified (a ranked list is still printed), 4 answered
    with low confidence only with --strict, 2 usage errors and a folder without readable text
    files, 1 failures, 130 interrupted (the answer so far is printed).
    """
    question = _read_question(question)
    check_question(path, question)
    if no_index and reindex:
        raise UsageError("--no-index and --reindex contradict each other",
                         hint="--reindex rebuilds the stored index; --no-index leaves it alone")
    options = ExploreOptions(model=model, writer=writer, reflector=reflector, backend=backend, max_steps=max_steps, top=top,
                             reflect=not no_reflect, reflection_tokens=reflection_tokens, lexical_prior=lexical_prior,
                             sample=sample, seed=seed, budget=WALK_SECONDS if budget is None else budget,
                             index="off" if no_index else "refresh" if reindex else "use")
    hooks = _hooks(options, quiet=quiet)
    options = options.but(backend=_check_backend(backend))
    if model is not None:
        from reflect_cli.cli.choices import check_model_name

        check_model_name(model)
        if reflector is not None:
            check_model_name(reflector, option="--reflector")
    from reflect_cli.errors import ModelLoadError
    from reflect_cli.explore.run import explore_question

    try:
        # An explicit --budget holds for every question; the default gives a first index its time.
        result = explore_question(path, question, options, hooks=hooks, first_index=budget is None)
    except ModelLoadError as exc:
        from reflect_cli.cli.choices import choices_hint, looks_like_a_name

        if model is not None and looks_like_a_name(model):  # a bare word that loads nothing: list the names
            exc.hint = choices_hint(exc.hint)
        raise
    _finish(result, json_out=json_out, quiet=quiet, max_steps=max_steps if result.ended != "interrupted" else 0,
            strict=strict)


def first_time(text: str) -> bool:
    """Whether ``text`` was never shown before in this reflect home (a marker per text in the cache
    folder remembers it; an unwritable cache shows it every time)."""
    import hashlib

    from reflect_cli.paths import cache_dir

    marker = cache_dir() / "hints-shown" / hashlib.sha256(text.encode()).hexdigest()[:16]
    if marker.exists():
        return False
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.touch()
    except OSError:
        pass
    return True


def _hooks(options: ExploreOptions, *, quiet: bool) -> ExploreHooks:
    """What the run says on stderr: notes, the index's progress line (cli.progress.IndexLine) and,
    for a model, a progress line inside every step (cli.progress.StepLine) and the trace."""
    from reflect_cli.cli.progress import IndexLine, StepLine
    from reflect_cli.cli.trace import reflection_problem, step_summary

    max_steps = options.max_steps
    index_line = IndexLine(quiet=quiet)
    lines: list[StepLine] = []
    started: set[int] = set()
    steps_seen: list[Any] = []

    def say(text: str, kind: str) -> None:
        if kind == "hint":  # the same long hint on every call is noise: once, and again when it changes
            if not quiet and first_time(text):
                err.print(f"[dim]{escape(text)}[/]", soft_wrap=True)
        elif kind == "note":
            err.print(f"[yellow]Note:[/] {escape(text)}", soft_wrap=True)
        elif kind == "plain":
            err.print(text, soft_wrap=True)
        elif not quiet:
            err.print(f"[{'yellow' if kind == 'warn' else 'dim'}]{escape(text)}[/]", soft_wrap=True)

    def model_line() -> StepLine:
        line = StepLine(max_steps, quiet=quiet)
        lines[:] = [line]
        return line

    def loaded(name: str, seconds: float) -> None:
        if not quiet:
            err.print(f"[dim]Model {escape(name)} loaded in {seconds:.1f} s[/]", soft_wrap=True)

    def phase(text: str, cwd: str) -> None:
        k = len(steps_seen) + 1
        if k not in started:
            started.add(k)
            lines[0].start(k, f"{cwd}/" if cwd else "./")
        lines[0].now(text)

    def show(i: int, step: Any) -> None:
        steps_seen.append(step)
        if not quiet:
            err.print(f"[bold cyan]Step {i}/{max_steps}[/] [dim]in[/] {escape(step.cwd or './')}  "
                      f"[dim]({step.seconds:.1f} s, {lines[0].elapsed()} in all)[/]", soft_wrap=True)
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

    return ExploreHooks(say=say, index_progress=index_line.progress, index_done=index_line.done,
                        model_line=model_line, loading=lambda text: lines[0].loading(text),
                        log=None if quiet else (lambda m: err.print(f"[dim]{escape(m)}[/]", soft_wrap=True)),
                        loaded=loaded, on_phase=phase, on_step=show)


def _finish(result, *, json_out: bool, quiet: bool, max_steps: int, strict: bool = False) -> None:
    """Print the ranked answer and the confidence note; exit 130 after an interrupt, 3 when
    nothing was found, with ``strict`` 4 when the answer has low confidence (EXIT_LOW_CONFIDENCE),
    else 0."""
    if json_out:
        from reflect_cli.api import answer_of

        emit_json(answer_of(result).to_json())  # the Python API's answer, as JSON
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
    if result.ended == "interrupted":
        raise typer.Exit(130)
    if not result.found:
        raise typer.Exit(3)
    if low and strict:
        raise typer.Exit(EXIT_LOW_CONFIDENCE)
