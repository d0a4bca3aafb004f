"""``reflect eval``: success rates of agents on an environment, with 95 % intervals."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Annotated, Any

import typer
from rich import box
from rich.console import Group
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from reflect_cli.cli.common import emit_json, err, handle_errors, results
from reflect_cli.cli.options import default, option
from reflect_cli.errors import UsageError
from reflect_cli.train.config import EvalSettings

EPILOG = (
    "Examples:  reflect eval --env taxi --agent random --agent oracle --episodes 100 --json  ·  "
    "reflect eval --env autoexplore --tasks tasks.jsonl --agent embedded --no-reflect --markdown table.md"
)


def parse_seeds(text: str) -> list[int]:
    """``"0,1,2"`` -> ``[0, 1, 2]``; ``"0-4"`` ranges are accepted too."""
    seeds: list[int] = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        single = re.fullmatch(r"\d+", part)
        span = re.fullmatch(r"(\d+)-(\d+)", part)
        if single:
            seeds.append(int(part))
        elif span and int(span[1]) <= int(span[2]):
            seeds.extend(range(int(span[1]), int(span[2]) + 1))
        else:
            raise UsageError(
                f"--seeds: {part!r} is not a seed (a non-negative integer or a range like 0-4)",
                hint="use a comma-separated list like 0,1,2",
            )
    if not seeds:
        raise UsageError("--seeds is empty", hint="use a comma-separated list like 0,1,2")
    return seeds


def parse_env_args(items: list[str]) -> dict[str, Any]:
    """``KEY=VALUE`` pairs; VALUE is read as JSON when it parses (numbers, lists), else a string."""
    out: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip().isidentifier():
            raise UsageError(f"--env-arg {item!r}: expected KEY=VALUE", hint="e.g. --env-arg render_style=map")
        try:
            out[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            out[key.strip()] = value
    return out


AGENT_FORMS = ("openai:MODEL, prior:AGENT, a `reflect train` directory, a trained run, a model folder, "
               "a .gguf file or a Hugging Face id")


def check_agent_names(agents: list[str]) -> None:
    """A misspelt agent name (``randm``) is a usage error with "Did you mean" and the names, found
    before anything else is checked or loaded (else it failed as a missing model, exit 1)."""
    from reflect_cli.cli.choices import check_model_name
    from reflect_cli.evaluation import BUILTIN_AGENTS, AgentSpec

    names = (*BUILTIN_AGENTS, "embedded", "base", "shipped")
    for text in agents:
        spec = AgentSpec.parse(text)
        if spec.kind == "model" and spec.model is not None:
            check_model_name(spec.model, option="--agent", names=names, forms=AGENT_FORMS, kind="agent")


def check_agents(agents: list[str], env: str, *, reflect: bool) -> None:
    """Every --agent, before the first episode: a misspelt model path must not wait until the
    agents before it have played (model loading itself stays where it was)."""
    from reflect_cli.evaluation import AgentSpec, resolve_agent_refs
    from reflect_cli.lm import embedded
    from reflect_cli.lm.transformers.model import resolve_model_ref

    for text in agents:
        spec = AgentSpec.parse(text)
        if spec.kind != "model" or spec.model is None:
            continue
        refs = [spec.model]
        if reflect:
            resolved = resolve_agent_refs(spec.model, env)
            refs = [r for r in (resolved.policy, resolved.reflector) if r]
        for ref in refs:
            # The embedded model is converted on first use, far too slow for a check.
            if ref.lower() not in embedded.EMBEDDED_ALIASES and ref != "shipped":
                resolve_model_ref(ref)


def _cell(summary: dict[str, Any]) -> str:
    lo, hi = summary["ci95"]
    return f"{100 * summary['success_rate']:.1f} %\n[dim]{100 * lo:.1f}–{100 * hi:.1f}[/]"


def results_table(doc: dict[str, Any]) -> Group:
    levels: list[str] = []
    for result in doc["results"]:
        levels.extend(k for k in result["by_level"] if k not in levels)
    # Decoding is a property of model agents: random, oracle and bm25 do not decode.
    kinds = [result.get("kind") for result in doc["results"]]
    models = sum(kind in ("model", "openai") for kind in kinds)
    decoding = "" if not models else f"{doc['decoding']} · " if models == len(kinds) else f"models {doc['decoding']} · "
    title = (f"{doc['env']}: success rate [95 % CI] · {decoding}"
             + (f"{n} episodes/level/seed" if isinstance(n := doc["episodes_per_level"], int) else str(n))
             + f" · seeds {','.join(map(str, doc['seeds']))} · horizon {doc['horizon']}")
    table = Table(
        show_header=True,
        box=box.SIMPLE_HEAD,
        pad_edge=False,
    )
    table.add_column("agent", style="bold")
    for level in levels:
        table.add_column(escape(level), justify="right")
    multi = len(levels) > 1
    if multi:
        table.add_column("all", justify="right")
    table.add_column("return", justify="right")
    table.add_column("steps", justify="right")
    for result in doc["results"]:
        cells = [_cell(result["by_level"][lv]) if lv in result["by_level"] else "–" for lv in levels]
        if multi:
            cells.append(_cell(result))
        name = result["agent"] + (" (no reflection)" if result.get("reflect") is False else "")
        table.add_row(escape(name), *cells, f"{result['mean_return']:.3f}", f"{result['mean_steps']:.2f}")
    # The title on its own line: as a table title it would wrap to the columns' width.
    return Group(Text(title, style="bold"), table)


@handle_errors
def eval_cmd(
    env: Annotated[str, typer.Option("--env", "-e", help="Environment: taxi, autoexplore, alfworld or an import path 'pkg.mod:Class'.", show_default=False)],
    agent: Annotated[
        list[str],
        typer.Option(
            "--agent",
            "-a",
            metavar="AGENT",
            help="Agent to evaluate (repeatable): random, oracle, a model ('embedded' or 'base', 'shipped' for the packaged explorer, a `reflect train` directory, a trained run, a model directory, a .gguf file, a Hugging Face id), openai:MODEL; AutoExplore also bm25 (walks to the BM25 top-1 file; in the answer order, to reflect explore's first file) and prior:AGENT (actions ordered by BM25 relevance).",
            show_default=False,
        ),
    ],
    tasks: Annotated[Path | None, typer.Option("--tasks", help="AutoExplore tasks file (JSONL: question, targets, repo?, id?).", show_default=False)] = None,
    split: Annotated[str | None, typer.Option("--split", help="AutoExplore: only the tasks of this split (train, validation, test) of a gen-data tasks file.", show_default=False)] = None,
    level: Annotated[
        list[str] | None,
        typer.Option("--level", "-l", metavar="LEVEL", help="Level to evaluate (repeatable). Taxi: pickup/dropoff/full (default all); AutoExplore: depth (default all depths); ALFWorld: task type.", show_default=False),
    ] = None,
    episodes: Annotated[int | None, typer.Option("--episodes", "-n", min=1, help="Episodes per level and seed (default 100). AutoExplore: without --episodes every task is played once (as with --each-task); with it, --episodes random draws per depth.", show_default=False)] = None,
    each_task: Annotated[bool, typer.Option("--each-task", help="AutoExplore: play every task of --tasks exactly once instead of --episodes random draws per depth (the default unless --episodes is given). Greedy deterministic agents play one seed: other seeds would replay the same episodes.")] = False,
    seeds: Annotated[str, typer.Option("--seeds", help="Comma-separated evaluation seeds; episode i of seed s resets the env with a seed derived from (s, i).")] = "0",
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout.")] = False,
    markdown: Annotated[Path | None, typer.Option("--markdown", help="Write the paper-style markdown table to this file.", show_default=False)] = None,
    sample: Annotated[bool, option(EvalSettings, "sample", "--sample/--greedy")] = default(EvalSettings, "sample"),
    no_reflect: Annotated[bool, typer.Option("--no-reflect", help="Model agents: no reflector, the policy alone.")] = False,
    max_steps: Annotated[int | None, option(EvalSettings, "max_steps", min=1, max=1000, show_default=False)] = (
        default(EvalSettings, "max_steps")),
    repo: Annotated[Path | None, typer.Option("--repo", help="AutoExplore: repository for tasks without 'repo' (default: the tasks file's folder).", show_default=False)] = None,
    env_arg: Annotated[list[str] | None, typer.Option("--env-arg", metavar="KEY=VALUE", help="Extra environment argument KEY=VALUE (repeatable), e.g. render_style=map or data=DIR for alfworld.", show_default=False)] = None,
    backend: Annotated[
        str | None,
        typer.Option("--backend", help="Model agents: transformers or llamacpp (needs the llamacpp extra). Default: llamacpp for a .gguf model when installed, else transformers.", show_default=False),
    ] = None,
    batch: Annotated[int, typer.Option("--batch", min=1, max=256, help="Model agents: episodes played in lockstep, one batched reflection and policy call per step (greedy results equal --batch 1 up to float rounding).")] = 8,
    bf16: Annotated[str, typer.Option("--bf16", help="Model agents (transformers): no (default, fp32), auto (bf16 where the CPU or GPU computes it natively) or yes: prompt forwards with a bf16 body and reflections decoded from bf16 weight copies, as RL's rollouts run. Faster on such a CPU; results move by bf16 rounding.")] = "no",
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
) -> None:
    """Evaluate agents on an environment: success rate with a 95 % Wilson interval, mean return and mean steps, per level and overall.

    Every agent plays the same start states: episode i of seed s resets the env with a seed derived from (s, i). AutoExplore intervals are widened by the design effect of clustering by repository. A trained run or `reflect train` directory plays with the reflector it was trained with (the result's "reflector" field). Exit code 0 on success, 2 for usage errors.
    """
    from reflect_cli.envs.registration import get_spec
    from reflect_cli.evaluation import evaluate

    spec = get_spec(env)  # unknown env: UsageError (exit 2) with the registry's message
    check_agent_names(agent)
    seed_list = parse_seeds(seeds)
    env_kwargs = parse_env_args(env_arg or [])
    task_list = _task_list(spec, tasks, split, repo)
    if markdown is not None and markdown.is_dir():
        raise UsageError(f"--markdown {markdown} is a directory; give a file name")
    if backend is not None:
        from reflect_cli.lm.loading import check_backend

        check_backend(backend)  # the registered backends (lm.loading.backends())
    check_agents(agent, spec.name, reflect=not no_reflect)
    from reflect_cli.train.mixed_precision import check_mode

    check_mode(bf16)
    # AutoExplore: a held-out set is measured whole (each task once) unless --episodes asks for draws.
    if spec.takes_tasks and episodes is None:
        each_task = True
    load = _model_loader(spec.name, backend, reflect=not no_reflect, quiet=quiet)
    from reflect_cli.cli.progress import stage_progress

    with stage_progress(quiet=quiet) as bars:

        def progress(agent_name: str, lvl: Any, done: int, total: int) -> None:
            where = f" · level {lvl}" if lvl is not None else ""
            bars.update(f"eval:{agent_name}:{lvl}", done, total, description=f"eval {agent_name}{where}", unit="episodes")

        doc = evaluate(spec.name, agent, episodes=episodes if episodes is not None else 100, seeds=seed_list,
                       levels=level or None, tasks=task_list, env_kwargs=env_kwargs, greedy=not sample,
                       reflect=not no_reflect, max_steps=max_steps, load_model=load, progress=progress,
                       each_task=each_task, batch=batch, bf16=bf16)
    _print_results(doc, markdown, json_out)


def _task_list(spec: Any, tasks: Path | None, split: str | None, repo: Path | None) -> list[Any] | None:
    """The tasks of ``--tasks`` (AutoExplore; ``--split``: only that split's), checked line by line
    before any task is built; ``None`` for an env without tasks (where --repo and --split are errors)."""
    if tasks is not None:
        if not spec.takes_tasks:
            raise UsageError(f"--tasks is for AutoExplore; {spec.name} takes --level")
        if repo is not None and not repo.is_dir():
            raise UsageError(f"--repo {repo}: no such directory")
        from reflect_cli.jsonl import check_jsonl

        check_jsonl(tasks)  # undecodable or malformed lines: file:line, before any task is built
        task_list: list[Any] = spec.load_tasks(tasks, root=repo)
        if split is not None:
            task_list = [t for t in task_list if t.meta.get("split") == split]
            if not task_list:
                raise UsageError(f"{tasks}: no task of split {split!r}", hint="splits of gen-data files: train, validation, test")
        return task_list
    if spec.takes_tasks:
        raise UsageError("AutoExplore evaluation needs --tasks FILE", hint="JSONL lines like {\"question\": ..., \"targets\": [\"src/app.py\"]}")
    if repo is not None:
        raise UsageError("--repo is for AutoExplore task files")
    if split is not None:
        raise UsageError("--split is for AutoExplore task files")
    return None


def _model_loader(env_name: str, backend: str | None, *, reflect: bool, quiet: bool) -> Any:
    """How a model agent is loaded: like `reflect explore --model` on every env ('shipped' is the
    packaged explorer, AutoExplore), and a pipeline or trained run brings the reflector it was
    trained with (an error when that reflector is gone, unless --no-reflect)."""

    def log_model(message: str) -> None:
        if not quiet:
            err.print(f"[dim]{escape(message)}[/]")

    def load(ref: str) -> Any:
        from reflect_cli.evaluation import load_eval_players

        log_model(f"Loading model {ref} ...")
        return load_eval_players(ref, env_name, backend, reflect=reflect, log=log_model)

    return load


def _print_results(doc: dict[str, Any], markdown: Path | None, json_out: bool) -> None:
    """The results table on stdout (or the JSON document), and the markdown table when asked for."""
    from reflect_cli.evaluation import markdown_table

    if markdown is not None:
        markdown.parent.mkdir(parents=True, exist_ok=True)
        markdown.write_text(markdown_table(doc), encoding="utf-8")
        doc["markdown"] = str(markdown)
    if json_out:
        emit_json(doc)
    else:
        results.print(results_table(doc))
        if markdown is not None:
            err.print(f"[dim]Markdown table written to {escape(str(markdown))}[/]")
