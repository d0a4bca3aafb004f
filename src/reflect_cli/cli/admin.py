"""``reflect doctor`` and ``reflect envs``: what is installed, where files live, which envs exist."""

from __future__ import annotations

import importlib.util
import platform
import sys
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

import reflect_cli
from reflect_cli import paths
from reflect_cli.cli.common import emit_json, err, handle_errors, results
from reflect_cli.threads import thread_reason

CORE_PACKAGES = ["typer", "rich", "platformdirs", "gymnasium", "numpy", "torch", "transformers", "tokenizers", "peft", "gguf", "openai"]
OPTIONAL = {  # import name -> (distribution, extra)
    "bitsandbytes": ("bitsandbytes", "quant"),
    "llama_cpp": ("llama-cpp-python", "llamacpp"),
    "alfworld": ("alfworld", "alfworld"),
    "tensorboard": ("tensorboard", "tensorboard"),
}


# Directories reflect reads or writes. There is no config file (settings are flags and the env
# vars REFLECT_HOME / REFLECT_RUNS_DIR), so the table does not list one; the data folder holds the
# explorers `reflect adapt` trains. The JSON keeps every key for scripts that parse it.
TABLE_DIRS = ("cache", "models_cache", "data", "runs")
DOCTOR_EPILOG = "Examples:  reflect doctor  ·  reflect doctor --json > doctor.json (to attach to a bug report)"
ENVS_EPILOG = ("Examples:  reflect envs  ·  reflect envs --json  ·  then: reflect gen-data taxi --out data/taxi, "
               "reflect eval --env taxi --agent random")


def install_hint(extra: str) -> str:
    return f"pip install 'reflect-cli[{extra}]'"


def _version(dist: str) -> str | None:
    from importlib import metadata  # here: every command's start-up would pay for it

    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def collect(say: Any = None) -> dict[str, Any]:
    """The doctor's report; ``say(text)`` hears each step as it starts (the torch import takes seconds)."""
    say = say or (lambda _text: None)
    say("Checking packages and optional backends")
    from reflect_cli.lm import embedded

    report: dict[str, Any] = {
        "reflect": reflect_cli.__version__,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "packages": {name: _version(name) for name in CORE_PACKAGES},
        "optional": {
            mod: {"installed": importlib.util.find_spec(mod) is not None, "version": _version(dist), "extra": extra}
            for mod, (dist, extra) in OPTIONAL.items()
        },
        "dirs": paths.all_dirs(),
    }
    say("Looking for the embedded model")
    gguf = embedded.embedded_gguf_path()
    report["embedded_model"] = {
        "name": embedded.EMBEDDED_NAME,
        "gguf": str(gguf) if gguf else None,
        "converted_cache": str(embedded.converted_dir(gguf)) if gguf else None,
        "converted": embedded.is_converted(gguf) if gguf else False,
        "install_hint": None if gguf else embedded.INSTALL_HINT,
    }
    say("Loading torch to list the devices (a few seconds)")
    devices: dict[str, Any] = {"cpu_threads": None, "cpu_threads_reason": thread_reason(), "cuda": [], "mps": False}
    try:
        import torch

        devices["cpu_threads"] = torch.get_num_threads()
        if torch.cuda.is_available():
            devices["cuda"] = [torch.cuda.get_device_name(i) for i in range(torch.cuda.device_count())]
        devices["mps"] = bool(getattr(torch.backends, "mps", None) and torch.backends.mps.is_available())
    except ImportError:
        devices["error"] = "torch is not installed"
    report["devices"] = devices
    return report


@handle_errors
def doctor(json_out: Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout.")] = False) -> None:
    """Show versions, devices, optional backends and where reflect keeps its files."""
    report = collect(say=lambda text: err.print(f"[dim]{escape(text)}…[/]", soft_wrap=True))
    if json_out:
        emit_json(report)
        return
    # Not a terminal (a log, a pipe, an issue report): plain "item: value" lines, never cut to a
    # width (a table's cells ended in "…/site-p…"). On a terminal a table whose long cells fold.
    plain = not results.is_terminal
    table = Table(title=f"reflect {report['reflect']} · Python {report['python']}", show_header=False)
    table.add_column("item", style="bold", no_wrap=True)
    table.add_column("value", overflow="fold")
    table.add_row("platform", report["platform"])
    for name, ver in report["packages"].items():
        table.add_row(name, ver or "[red]missing[/]")
    for mod, info in report["optional"].items():
        # escape(): Rich would read "[llamacpp]" as a style tag and print "pip install 'reflect-cli'".
        value = info["version"] if info["installed"] else f"[dim]not installed ({escape(install_hint(info['extra']))})[/]"
        table.add_row(f"{mod} (optional)", value)
    dev = report["devices"]
    why = f" ({escape(dev['cpu_threads_reason'])})" if dev.get("cpu_threads_reason") else ""
    table.add_row("devices", f"cpu threads={dev.get('cpu_threads')}{why}, cuda={dev.get('cuda') or 'none'}, mps={dev.get('mps')}")
    em = report["embedded_model"]
    table.add_row("embedded model", em["gguf"] or f"[red]missing[/] ({em['install_hint']})")
    table.add_row("converted cache", f"{em['converted_cache']} ({'ready' if em['converted'] else 'created on first use'})")
    for key, value in report["dirs"].items():
        if key in TABLE_DIRS:
            table.add_row(f"{key} dir", escape(value))
    if plain:
        results.print(f"reflect {report['reflect']} · Python {report['python']}", soft_wrap=True)
        for item, value in zip(table.columns[0].cells, table.columns[1].cells, strict=True):
            results.print(f"{item}: {value}", soft_wrap=True)
        return
    results.print(table)


@handle_errors
def envs(json_out: Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout.")] = False) -> None:
    """List the registered environments."""
    from reflect_cli.envs.registration import list_envs

    specs = list_envs()
    if json_out:
        emit_json([{"name": s.name, "gym_id": s.gym_id, "entry_point": s.entry_point, "description": s.description} for s in specs])
        return
    table = Table(show_header=True)
    table.add_column("name", style="bold")
    table.add_column("gymnasium id")
    table.add_column("description")
    for s in specs:
        table.add_row(escape(s.name), escape(s.gym_id or ""), escape(s.description))
    results.print(table)
