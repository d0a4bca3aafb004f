"""``reflect explore PATH QUESTION``."""

from __future__ import annotations

import os
import textwrap
import time
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from rich.markup import escape

from reflect_cli.agent.players import SHIPPED_EXPLORER, shipped_explorer
from reflect_cli.cli.common import emit_json, err, fail, handle_errors

EPILOG = (
    "Examples:  reflect explore . \"Where is the command-line entry point defined?\"  ·  "
    "reflect explore ~/src/project \"How are settings loaded?\" --json --no-reflect  ·  "
    "reflect explore . \"Where are errors defined?\" --model bm25 --top 10  ·  "
    "reflect explore . \"Where are errors defined?\" --model policy.Q8_0.gguf --backend llamacpp"
)
UNTRAINED = "the untrained base model (no trained explorer is shipped)"


def default_model_text() -> str:
    """What ``--model`` defaults to in this installation, in words (for --help and the run)."""
    if shipped_explorer() is not None:
        return f"the explorer shipped with reflect ({SHIPPED_EXPLORER})"
    return UNTRAINED


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


def _wrap(text: str, width: int = 100, indent: str = "  ") -> str:
    return textwrap.fill(" ".join(text.split()), width=width, initial_indent=indent, subsequent_indent=indent)


def _skipped_summary(root: Path, budget: int = 10000) -> str:
    """What the FileView did not list under ``root`` (hidden entries, skipped folders, binary,
    ignored or unsupported files), counted over at most ``budget`` entries."""
    from reflect_cli.envs.fileview import FileView

    view = FileView(root)
    hidden = folders = files = 0
    queue, seen = [""], 0
    folders_seen: set[tuple[int, int]] = set()
    while queue and seen < budget:
        rel = queue.pop()
        listing = view.list_dir(rel)
        if listing.ident is not None:  # each folder once: links back up (a -> .) are not re-walked
            if listing.ident in folders_seen:
                continue
            folders_seen.add(listing.ident)
        try:
            entries = list(os.scandir(view.resolve(rel)))
        except OSError:
            continue
        for entry in entries:
            seen += 1
            if entry.name.startswith("."):
                hidden += 1
            elif entry.name in listing.dirs:
                queue.append(f"{rel}/{entry.name}" if rel else entry.name)
            elif entry.is_dir():
                folders += 1
            elif entry.name not in listing.files:
                files += 1
    parts = [f"{n} {what}" for n, what in ((hidden, "hidden entries"), (folders, "skipped folders (VCS, venv, "
             "node_modules, ignored)"), (files, "binary, ignored or unsupported files")) if n]
    return ", ".join(parts) if parts else "nothing at all: the folder is empty"


def _check_explorable(path: Path) -> None:
    """A tree without one readable text file is a usage error, found before any model loads."""
    from reflect_cli.envs.fileview import FileView
    from reflect_cli.envs.lexical import walk_files

    if not walk_files(FileView(path), limit=1):
        raise fail(
            f"{path}: nothing to explore, no readable text file (skipped: {_skipped_summary(path)})",
            hint="reflect lists source and text files only; point it at the project folder",
            code=2,
        )


def _print_files(files: list[dict[str, Any]]) -> None:
    for f in files:
        typer.echo(f"{f['rank']}. {f['path']}  ({f['why']}, BM25 {f['score']:.2f})")
        lines = f["excerpt"].splitlines() or ["(no line matches the question)"]
        for line in lines:
            typer.echo(f"      {line}")


def _loop_note(step) -> str:
    if step.result.startswith("Stopped:"):
        return (f"Loop: `{step.proposed}` in {step.cwd or './'} would repeat a cycle and every action there was "
                "tried: ending the exploration and answering from the ranking.")
    return (f"Loop: `{step.proposed}` was already chosen twice in {step.cwd or './'}: took `{step.choice}` "
            "instead (the most likely action not tried there yet).")


@handle_errors
def explore(
    path: Annotated[Path, typer.Argument(help="Directory to explore (read-only).", show_default=False)],
    question: Annotated[str, typer.Argument(help="What you want to find, in plain language.", show_default=False)],
    model: Annotated[
        Optional[str],
        typer.Option("--model", "-m", help=f"Policy model. Default: the explorer `reflect adapt` trained for PATH if any, else (here) {default_model_text()}. 'bm25': no model, an instant ranking by BM25 over the whole tree; 'base' for the untrained embedded model; a `reflect train` directory, a trained run, a model directory, a .gguf file or a Hugging Face id.", show_default=False),
    ] = None,
    reflector: Annotated[
        Optional[str],
        typer.Option("--reflector", help="Model that writes the reflections (same forms as --model). Default: the one trained with the policy, else the policy's model.", show_default=False),
    ] = None,
    backend: Annotated[
        Optional[str],
        typer.Option("--backend", help="Inference backend: transformers or llamacpp (needs the llamacpp extra). Default: llamacpp for a .gguf --model when installed, else transformers.", show_default=False),
    ] = None,
    max_steps: Annotated[int, typer.Option("--max-steps", min=1, max=200, help="Step budget (the horizon).")] = 15,
    top: Annotated[int, typer.Option("--top", min=1, max=100, help="Length of the ranked answer: the identified file, the files read, then the BM25 ranking of the whole tree.")] = 5,
    no_reflect: Annotated[bool, typer.Option("--no-reflect", help="Skip the reflection step (faster, usually worse).")] = False,
    reflection_tokens: Annotated[int, typer.Option("--reflection-tokens", min=1, max=512, help="Length cap of each reflection.")] = 48,
    lexical_prior: Annotated[bool, typer.Option("--lexical-prior", help="Order each folder's entries and actions by BM25 relevance to the question across the whole tree (a folder by the best file below it), so the relevant path is on the first page and first in the list.")] = False,
    sample: Annotated[bool, typer.Option("--sample", help="Sample actions from the policy instead of taking the most likely one.")] = False,
    seed: Annotated[int, typer.Option("--seed", help="Random seed (sampling, reflections).")] = 0,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No step-by-step trace on stderr.")] = False,
) -> None:
    """Find the files in PATH that answer QUESTION: a ranked list, with a step-by-step trace.

    A small local model walks the directory with cd / cat / id, reflecting on what it saw before
    each move. Nothing leaves your machine. Exit code 0 when a file was identified (with --model
    bm25: when any file matches), 3 when none was (a ranked list is still printed), 2 for usage
    errors and for a folder without readable text files.
    """
    if not path.exists():
        raise fail(f"{path}: no such directory", code=2)
    if not path.is_dir():
        raise fail(f"{path}: not a directory", hint="pass the folder to explore, not a file", code=2)
    if not question.strip():
        raise fail("the question is empty", code=2)
    _check_explorable(path)

    if model is not None and model.strip().lower() == "bm25":
        if reflector is not None:
            raise fail("--reflector needs a model; --model bm25 loads none", code=2)
        from reflect_cli.agent.answer import bm25_answer

        _finish(bm25_answer(path, question, top=top), json_out=json_out, quiet=quiet, max_steps=max_steps)
        return

    from reflect_cli.agent.explorer import Explorer
    from reflect_cli.agent.players import load_players, resolve_players

    refs = resolve_players(model, reflector, repo=path)
    if not refs.reflect:  # an adapted policy trained without reflections is played without them
        no_reflect = True
    if no_reflect:
        refs.reflector = None
    if model is None:
        if refs.origin == "adapted":
            err.print(f"[dim]Default model: {escape(adapted_text(path))}[/]")
        elif refs.origin == "base":
            err.print(f"[yellow]Default model: {escape(UNTRAINED)}[/]: its choices are close to guessing. "
                      "Train one (reflect train --env autoexplore) and pass it with --model, or use --model bm25.")
        else:
            err.print(f"[dim]Default model: {escape(default_model_text())}[/]")
    t0 = time.perf_counter()
    with err.status("Loading model...", spinner="dots") if not quiet else _nullcontext():
        players = load_players(refs, backend=backend, log=None if quiet else (lambda m: err.print(f"[dim]{escape(m)}[/]")))
    lm, reflector_lm = players.policy, players.reflector
    explorer = Explorer(lm, reflect=not no_reflect, reflection_tokens=reflection_tokens, reflector_lm=reflector_lm,
                        lexical_prior=lexical_prior, top=top)
    if not quiet:
        err.print(f"[dim]Model {escape(explorer.name)} loaded in {time.perf_counter() - t0:.1f} s[/]")

    def show(i, step) -> None:
        if not quiet:
            err.print(f"[bold cyan]Step {i}[/] [dim]in[/] {escape(step.cwd or './')}  [dim]({step.seconds:.1f} s)[/]")
            if step.reflection:
                err.print(f"[italic]{escape(_wrap(step.reflection))}[/]")
            err.print(f"  → [bold]{escape(step.choice)}[/] [dim](p={step.probability:.2f} of {len(step.actions)} options)[/]")
            result = step.result.split("\n", 1)[1] if step.result.startswith("Executing:") else step.result
            err.print(f"  [dim]{escape(_short(result))}[/]")
        if step.loop:
            err.print(f"[yellow]{escape(_loop_note(step))}[/]")

    result = explorer.run(path, question, max_steps=max_steps, seed=seed, greedy=not sample, on_step=show)
    if refs.origin == "base":
        result.confidence["level"] = "low"
        result.confidence["reasons"].append("the model is untrained for this task")
    _finish(result, json_out=json_out, quiet=quiet, max_steps=max_steps)


def _finish(result, *, json_out: bool, quiet: bool, max_steps: int) -> None:
    """Print the ranked answer and the confidence note; exit 3 when nothing was found."""
    if json_out:
        emit_json(result.to_json())
    else:
        if not result.found:
            if result.ended == "loop":
                typer.echo("No file identified: the exploration stopped in a loop.")
            elif result.ended == "ranking":
                typer.echo("No file shares a word with the question.")
            else:
                typer.echo(f"No file identified within {max_steps} steps.")
            if result.files:
                typer.echo("Most likely files:")
        _print_files(result.files)
    confidence = result.confidence
    if confidence.get("level") == "low" and result.files:
        err.print(f"[yellow]Low confidence:[/] {escape('; '.join(confidence['reasons']))}.", soft_wrap=True)
    if not quiet and result.steps:
        n = len(result.steps)
        err.print(f"[dim]{n} step{'s' if n != 1 else ''} in {result.seconds:.1f} s ({result.seconds / max(n, 1):.1f} s/step)[/]")
    if not result.found:
        raise typer.Exit(3)


class _nullcontext:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False
