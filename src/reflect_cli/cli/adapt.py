"""``reflect adapt PATH``: adapt the explorer to one repository (the library: :mod:`reflect_cli.adapt`)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from reflect_cli.cli.common import emit_json, err, fail, handle_errors, results

EPILOG = (
    "Examples:  reflect adapt ~/src/project  ·  reflect adapt . --minutes 30  ·  "
    "reflect adapt . --steps 40 --json > card.json  ·  then: reflect explore ~/src/project \"How are settings loaded?\""
)


def _pct(value: Any) -> str:
    return "-" if not isinstance(value, (int, float)) else f"{value:.0%}"


def _secs(value: Any) -> str:
    return "-" if not isinstance(value, (int, float)) else f"{value:.1f}"


def print_card(card: dict[str, Any]) -> None:
    """The before/after table on stdout."""
    data, training = card["data"], card["training"]
    where = card["home"] if card.get("installed", True) else f"not installed (its card: {card['home']}/attempt.json)"
    results.print(f"Adapted explorer for {escape(card['repo'])}: {escape(where)}", soft_wrap=True)
    source = "git history, newest commits held out" if data.get("source") == "history" else "teacher"
    history = card.get("learner") == "history"
    if history:
        learned = (f"Learned: the history prior (file weight {training['file_weight']:g}, similar-commit weight "
                   f"{training['similar_weight']:g}; first file right {training['right']} of {training['n']} training "
                   f"questions in time order, the ranking {training['ranking_right']}) in {training['seconds']:.1f} s.")
        results.print(f"Questions ({source}): {data['train_questions']} for training, {data['held_out_questions']} held "
                      f"out ({data['held_out_files']} files). {learned}", soft_wrap=True)
        results.print("Held-out questions:")
    else:
        results.print(f"Questions ({source}): {data['train_questions']} for training ({data.get('sft_records')} SFT records, "
                      f"{data.get('trajectories')} trajectories), {data['held_out_questions']} held out "
                      f"({data['held_out_files']} files). Training: {training['steps']} step{'s' if training['steps'] != 1 else ''} in "
                      f"{training['seconds'] / 60:.1f} min from {escape(card['start']['label'])}.", soft_wrap=True)
        results.print(f"Held-out questions, greedy, at most {card['eval']['max_steps']} steps each:")
    rows = [("bm25 (no model)", card["bm25"])]
    if card["before"].get("n"):
        rows.append((f"before: {card['before']['model']}" + ("" if card["before"].get("reflect") else " (no reflection)"),
                     card["before"]))
    if history:
        rows.append(("after: bm25 + history prior", card["after"]))
    else:
        rows.append(("after: adapted" + ("" if card["after"].get("reflect") else " (no reflection)"), card["after"]))
    width = max(len("explorer"), *(len(name) for name, _ in rows))  # a model path is shown whole
    results.print(f"{'explorer':{width}} {'Acc@1':>6} {'Acc@5':>6} {'id-acc':>7} {'median s':>9} {'steps':>6} {'n':>5}",
                  soft_wrap=True)
    for name, row in rows:
        ident = "-" if "bm25" in name else _pct(row["id_acc"])
        steps = "-" if row.get("mean_steps") is None else f"{row['mean_steps']:.1f}"
        of = f"{row['n']}/{row['of']}" if row.get("of") not in (None, row.get("n")) else str(row.get("n", "-"))
        results.print(f"{escape(name) + ' ' * (width - len(name))} {_pct(row['acc1']):>6} {_pct(row['acc5']):>6} "
                      f"{ident:>7} {_secs(row['median_s']):>9} {steps:>6} {of:>5}", soft_wrap=True)
    if card["before"].get("skipped"):  # the default before was the ranking: the bm25 row measured it
        results.print(f"Before: the bm25 row ({escape(card['before']['skipped'])}; no model to measure).",
                      soft_wrap=True)
    budget = card.get("budget") or {}
    if budget.get("minutes") is not None:
        results.print(f"Whole run: {budget['seconds']:.0f} s of the {budget['minutes']:g} min budget "
                      f"({', '.join(f'{k} {v:.0f} s' for k, v in budget['stages'].items())}).", soft_wrap=True)
    if "default" in card:
        verdict = "yes" if card["default"] else "no, nothing installed; the current default stays"
        results.print(f"Default of reflect explore for this repository: {verdict} ({escape(card['default_reason'])}).",
                      soft_wrap=True)


@handle_errors
def adapt_cmd(
    path: Annotated[Path, typer.Argument(help="The repository to adapt the explorer to (read-only).", show_default=False)],
    minutes: Annotated[float, typer.Option("--minutes", min=0.1, help="Time budget of the whole run in minutes: questions, measurements, training and install (the measurements stop early and say how many questions they covered).")] = 10.0,
    model: Annotated[str | None, typer.Option("--model", "-m", help="What to adapt. Default: the explorer shipped with reflect, else the untrained embedded model. 'base' for the embedded model, a base model (directory, hub id) for a fresh LoRA on it, or a LoRA policy run of reflect sft/rlft to continue.", show_default=False)] = None,
    steps: Annotated[int | None, typer.Option("--steps", min=1, help="Train exactly this many optimizer steps instead of a time budget.", show_default=False)] = None,
    held_out: Annotated[int | None, typer.Option("--held-out", min=1, help="Held-out questions. Default: 20 % of the questions, at least 10 and at most 20, at most half.", show_default=False)] = None,
    eval_steps: Annotated[int, typer.Option("--eval-steps", min=1, max=200, help="Step budget per held-out question in the before/after measurements.")] = 8,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the split, the data and the training.")] = 0,
    questions: Annotated[str, typer.Option("--questions", help="Where the questions come from: auto (the git history of PATH's work tree when it gives at least 20 usable commits, the newest held out; else the teacher), history or teacher.")] = "auto",
    learn: Annotated[str, typer.Option("--learn", help="What is learned: history (the files past commits changed, as a prior over the ranking: seconds, no model), walker (the explorer's policy, trained by SFT within --minutes), or auto (history when the questions come from git history and --steps is not given, else walker).")] = "auto",
    install: Annotated[str, typer.Option("--install", help="if-better: install the adapted explorer (`reflect explore PATH` then uses it) only when its held-out Acc@1 is above the current default's (the BM25 ranking unless a trained explorer is installed or shipped) on the same questions; always: whatever it scored.")] = "if-better",
    json_out: Annotated[bool, typer.Option("--json", help="Print the model card as one JSON document on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
    remove: Annotated[bool, typer.Option("--remove", help="Undo: remove what reflect adapt installed for PATH (explorer or history prior, and its card); reflect explore PATH answers with its default again.")] = False,
) -> None:
    """Adapt the explorer to PATH; installed only when its held-out Acc@1 is above the current default's.

    Takes questions from PATH's git history (commit messages and the files they changed) when
    there is enough of it, else generates them from the files; keeps some aside (held out: the
    newest commits, or a spread of files), measures the current default on them (BM25 at once; a
    trained default within a share of the budget), learns from the others (on git history, by
    default: which files past commits like the question changed, a prior over the ranking, in
    seconds; else, or with --learn walker, the policy trained within --minutes), measures again
    with what is left, and installs the result under reflect's data
    directory with a model card only if it beats the default on the same questions (else the
    card goes to attempt.json and nothing changes). Rerunning after an interruption resumes. Exit
    code 0 when done (installed or not), 2 for usage errors (found before any model loads).
    `reflect adapt PATH --remove` undoes it.
    """
    if remove:
        _remove(path)
        return
    _check_arguments(path, questions, learn)

    from reflect_cli.adapt import adapt_repository
    from reflect_cli.cli.progress import stage_progress

    with stage_progress(quiet=quiet) as bars:
        # One clock for every phase, the --minutes budget's; a log hears from it every half minute.
        bars.whole_run(None if steps is not None else minutes * 60.0)
        card = adapt_repository(path, minutes=minutes, model=model, steps=steps, held_out=held_out,
                                eval_steps=eval_steps, seed=seed, questions=questions, install=install,
                                learn=learn, progress=bars.update,
                                log=lambda m: bars.say(m, markup=False))
    if json_out:
        emit_json(card)
        return
    print_card(card)
    if not quiet:
        _say_what_next(card, path)



def _remove(path: Path) -> None:
    """``--remove``: undo what ``reflect adapt`` installed for ``path``."""
    from reflect_cli.adapt.repository import remove_adaptation

    removed = remove_adaptation(path)
    if removed is None:
        results.print(f"Nothing to remove: no adaptation of {escape(str(path))} is installed.", soft_wrap=True)
    else:
        results.print(f"Removed the adaptation of {escape(str(path))} ({escape(str(removed))}): reflect explore "
                      "answers it with its default again.", soft_wrap=True)


def _check_arguments(path: Path, questions: str, learn: str) -> None:
    """Usage errors, found before any model loads."""
    if not path.exists():
        raise fail(f"{path}: no such directory", code=2)
    if not path.is_dir():
        raise fail(f"{path}: not a directory", hint="pass the repository's folder, not a file", code=2)
    from reflect_cli.explore.run import check_explorable

    check_explorable(path)
    from reflect_cli.adapt.question_sources import SOURCES

    if questions not in SOURCES:
        raise fail(f"--questions {questions!r}: unknown source", hint=f"choose {', '.join(SOURCES)}", code=2)
    from reflect_cli.adapt.history_learning import LEARNERS

    if learn not in LEARNERS:
        raise fail(f"--learn {learn!r}: unknown learner", hint=f"choose {', '.join(LEARNERS)}", code=2)


def _say_what_next(card: dict, path: Path) -> None:
    """One stderr line: what ``reflect explore PATH`` does now."""
    if card.get("default", True) and card.get("learner") == "history":
        err.print(f"[dim]reflect explore {escape(str(path))} \"QUESTION\" now re-weighs its ranking by this history "
                  "for descriptions of changes (--model bm25 for the plain ranking).[/]")
    elif card.get("default", True):
        err.print(f"[dim]reflect explore {escape(str(path))} \"QUESTION\" now uses it (--model base for the base model).[/]")
    elif "weights are all 0" in str(card.get("default_reason")):  # --install always would not install it either
        err.print(f"[dim]Not installed: reflect explore {escape(str(path))} keeps its default "
                  f"({escape(str(card.get('default_before', 'bm25')))}); this history adds nothing to the ranking.[/]")
    else:
        err.print(f"[dim]Not installed: reflect explore {escape(str(path))} keeps its default "
                  f"({escape(str(card.get('default_before', 'bm25')))}). To install it anyway, rerun reflect adapt "
                  "with --install always.[/]")
