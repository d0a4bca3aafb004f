"""``reflect export RUN_OR_MODEL --format gguf|hf --quant f16|bf16|q8_0|q4_k_m [--out FILE]``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from reflect_cli.cli.common import emit_json, err, handle_errors
from reflect_cli.errors import UsageError

EPILOG = (
    "Examples:  reflect export runs/rl-taxi --quant q8_0 --out policy.Q8_0.gguf  ·  "
    "reflect export runs/sft-reflector --quant q8_0 --out reflector.Q8_0.gguf  ·  "
    "reflect export runs/rl-taxi --format hf --out merged/"
)


@handle_errors
def export_cmd(
    model: Annotated[
        str,
        typer.Argument(help="A trained run (its directory or final/), 'embedded', a model directory, a .gguf file or a Hugging Face id.", show_default=False),
    ],
    format: Annotated[str, typer.Option("--format", "-f", help="gguf (for llama.cpp) or hf (merged safetensors directory).")] = "gguf",
    quant: Annotated[str, typer.Option("--quant", help="GGUF weights: f16, bf16 (fastest on CPUs with AVX512_BF16/AMX), q8_0 or q4_k_m (all but f16 need the llamacpp extra). Ignored for hf.")] = "f16",
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Output .gguf file (or directory for hf). Default: ./<name>.<QUANT>.gguf or ./<name>-hf.", show_default=False)] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing output.")] = False,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")] = False,
) -> None:
    """Export a trained model (LoRA merged into its base) as GGUF for llama.cpp or as a merged HF directory.

    One call exports one model: for a run with a separate reflector, export the policy run and the
    reflector run with two calls. Next to OUT it writes OUT.reflect.json (labels, prompt version,
    env, source run, base) and, for GGUF, OUT.tokenizer/ (used by --backend llamacpp).
    Use the file with: reflect explore PATH QUESTION --model OUT [--backend llamacpp].
    """
    from reflect_cli.export import FORMATS, QUANTS, export

    fmt, q = format.lower(), quant.lower()
    # A path that is not there is the user's mistake (exit 2, as explore's); a bare name may be a hub id.
    looks_like_path = model.startswith((".", "/", "~")) or ("/" in model and model.count("/") != 1)
    if looks_like_path and not Path(model).expanduser().exists():
        raise UsageError(f"{model}: no such run, model directory or file",
                         hint="pass a trained run's directory, a model directory, a .gguf file or 'embedded'")
    if fmt not in FORMATS:
        raise UsageError(f"--format {format!r}: unknown format", hint=f"choose from: {', '.join(FORMATS)}")
    if q not in QUANTS:
        raise UsageError(f"--quant {quant!r}: unknown quantization", hint=f"choose from: {', '.join(QUANTS)}")

    def log(message: str) -> None:
        if not quiet:
            err.print(f"[dim]{escape(message)}[/]")

    result = export(model, out, format=fmt, quant=q, overwrite=force, log=log)
    if json_out:
        emit_json(result.to_json())
    else:
        typer.echo(str(result.path))
    if not quiet:
        what = f"{fmt.upper()} {q.upper()}" if fmt == "gguf" else "merged HF directory"
        err.print(
            f"[dim]Wrote {what} ({result.bytes / 1e6:.1f} MB) in {result.seconds:.1f} s; "
            f"sidecar {escape(str(result.sidecar))}[/]"
        )
