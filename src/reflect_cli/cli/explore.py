"""``reflect explore PATH QUESTION``."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.markup import escape

from reflect_cli.cli.common import emit_json, err, fail, handle_errors

EPILOG = (
    "Examples:  reflect explore . \"Where is the command-line entry point defined?\"  ·  "
    "reflect explore ~/src/project \"How are settings loaded?\" --json --no-reflect  ·  "
    "reflect explore . \"Where are errors defined?\" --model policy.Q8_0.gguf --backend llamacpp"
)


def _short(text: str, width: int = 100) -> str:
    first = " ".join(text.strip().splitlines()[:3])
    return first if len(first) <= width else first[: width - 1] + "…"


@handle_errors
def explore(
    path: Annotated[Path, typer.Argument(help="Directory to explore (read-only).", show_default=False)],
    question: Annotated[str, typer.Argument(help="What you want to find, in plain language.", show_default=False)],
    model: Annotated[
        Optional[str],
        typer.Option("--model", "-m", help="Policy model: default the shipped explorer (else the embedded model); 'base' for the untrained embedded model; a `reflect train` directory, a trained run, a model directory, a .gguf file or a Hugging Face id.", show_default=False),
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
    no_reflect: Annotated[bool, typer.Option("--no-reflect", help="Skip the reflection step (faster, usually worse).")] = False,
    reflection_tokens: Annotated[int, typer.Option("--reflection-tokens", min=1, max=512, help="Length cap of each reflection.")] = 48,
    lexical_prior: Annotated[bool, typer.Option("--lexical-prior", help="Show the model the actions ordered by BM25 relevance to the question (paths and contents) instead of the listing order.")] = False,
    sample: Annotated[bool, typer.Option("--sample", help="Sample actions from the policy instead of taking the most likely one.")] = False,
    seed: Annotated[int, typer.Option("--seed", help="Random seed (sampling, reflections).")] = 0,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No step-by-step trace on stderr.")] = False,
) -> None:
    """Find the files in PATH that answer QUESTION, with a step-by-step trace.

    A small local model walks the directory with cd / cat / id, reflecting on what it saw before
    each move. Nothing leaves your machine. Exit code 0 when a file was identified, 3 when the step
    budget ran out without one, 2 for usage errors.
    """
    if not path.exists():
        raise fail(f"{path}: no such directory", code=2)
    if not path.is_dir():
        raise fail(f"{path}: not a directory", hint="pass the folder to explore, not a file", code=2)
    if not question.strip():
        raise fail("the question is empty", code=2)

    from reflect_cli.agent.explorer import Explorer
    from reflect_cli.agent.players import load_players, resolve_players

    refs = resolve_players(model, reflector)
    if no_reflect:
        refs.reflector = None
    t0 = time.perf_counter()
    with err.status("Loading model...", spinner="dots") if not quiet else _nullcontext():
        lm, reflector_lm = load_players(refs, backend, log=None if quiet else (lambda m: err.print(f"[dim]{escape(m)}[/]")))
    explorer = Explorer(lm, reflect=not no_reflect, reflection_tokens=reflection_tokens, reflector_lm=reflector_lm,
                        lexical_prior=lexical_prior)
    if not quiet:
        err.print(f"[dim]Model {escape(explorer.name)} loaded in {time.perf_counter() - t0:.1f} s[/]")

    def show(i, step) -> None:
        err.print(f"[bold cyan]Step {i}[/] [dim]in[/] {escape(step.cwd or './')}  [dim]({step.seconds:.1f} s)[/]")
        if step.reflection:
            err.print(f"  [italic]{escape(_short(step.reflection, 160))}[/]")
        err.print(f"  → [bold]{escape(step.choice)}[/] [dim](p={step.probability:.2f} of {len(step.actions)} options)[/]")
        result = step.result.split("\n", 1)[1] if step.result.startswith("Executing:") else step.result
        err.print(f"  [dim]{escape(_short(result))}[/]")

    result = explorer.run(
        path, question, max_steps=max_steps, seed=seed, greedy=not sample, on_step=None if quiet else show
    )
    if json_out:
        emit_json(result.to_json())
    else:
        if result.found:
            for f in result.files:
                typer.echo(f"{f['path']}")
                for line in f["excerpt"].splitlines():
                    typer.echo(f"    {line}")
        else:
            typer.echo(f"No file identified within {max_steps} steps.")
    if not quiet:
        n = len(result.steps)
        err.print(f"[dim]{n} step{'s' if n != 1 else ''} in {result.seconds:.1f} s ({result.seconds / max(n, 1):.1f} s/step)[/]")
    if not result.found:
        raise typer.Exit(3)


class _nullcontext:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False
