"""SFT's data: ``reflect.sft/1`` records, the examples built from them (token ids and labels) and
their batches; :mod:`reflect_cli.train.sft` trains on them.

Records (JSONL, written by ``reflect gen-data``)::

    {"schema": "reflect.sft/1", "target": "reflection"|"policy", "env": ..., "observation": str,
     "actions": [str, ...], "reflection": str|null, "action_index": int|null,
     "split": "train"|"validation"|"test", "meta": {...}}

Prompt and completion are tokenized separately and concatenated, exactly the ids the model sees
when it generates; prompt and padding positions carry label ``-100`` (:data:`IGNORE`). Batches are
left-padded with position ids from the attention mask, as at inference. A prompt is never cut: an
example longer than ``max_length`` is a ``UsageError`` naming how long it is (cutting the head
would drop the question).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflect_cli.agent import prompts
from reflect_cli.errors import UsageError
from reflect_cli.jsonl import read_jsonl_numbered

SFT_SCHEMA = "reflect.sft/1"
TARGETS = ("reflection", "policy")
IGNORE = -100


def load_records(path: str | Path, target: str) -> list[dict[str, Any]]:
    """Read and validate SFT records of ``target``; any malformed line raises ``UsageError``
    naming ``file:line``."""
    if target not in TARGETS:
        raise UsageError(f"unknown target {target!r}", hint="choose reflection or policy")
    path = Path(path)
    out = []
    for number, rec in read_jsonl_numbered(path, schema=SFT_SCHEMA):
        where = f"{path}:{number}"
        if rec.get("target") not in TARGETS:
            raise UsageError(f"{where}: 'target' must be reflection or policy, got {rec.get('target')!r}")
        if rec["target"] != target:
            continue
        if not isinstance(rec.get("observation"), str):
            raise UsageError(f"{where}: 'observation' must be a string")
        actions = rec.get("actions")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise UsageError(f"{where}: 'actions' must be a list of strings")
        refl = rec.get("reflection")
        if refl is not None and not isinstance(refl, str):
            raise UsageError(f"{where}: 'reflection' must be a string or null")
        if target == "reflection" and not refl:
            raise UsageError(f"{where}: a reflection record needs a non-empty 'reflection'")
        if target == "policy":
            idx = rec.get("action_index")
            if not isinstance(idx, int) or isinstance(idx, bool) or not 0 <= idx < len(actions):
                raise UsageError(f"{where}: 'action_index' must be an index into 'actions', got {idx!r}")
        out.append(rec)
    return out


@dataclass
class Example:
    input_ids: list[int]
    labels: list[int]
    # ``text`` policy head: the token ids of every valid action (+ EOS) and the target's index;
    # ``input_ids`` is then the prompt alone and ``labels`` is empty.
    continuations: list[list[int]] | None = None
    target: int | None = None

    @property
    def length(self) -> int:
        return len(self.input_ids) + sum(len(c) for c in self.continuations or ())


def build_example(record: dict[str, Any], tokenizer: Any, policy: Any | None, env: str | None, max_length: int) -> Example:
    """Token ids and labels (prompt masked with -100) of one record. Nothing is cut: see
    :func:`check_lengths` for examples longer than ``max_length``."""
    from reflect_cli.lm.transformers.scoring import continuation_ids

    target = record["target"]
    env_name = env or record.get("env")
    if target == "reflection":
        prompt = prompts.render(tokenizer, prompts.reflection_messages(record["observation"], env_name))
        completion = tokenizer.encode(record["reflection"].strip(), add_special_tokens=False) + [tokenizer.eos_token_id]
    else:
        assert policy is not None
        policy.env_name = env_name
        prompt = policy.prompt(record["observation"], record["actions"], record.get("reflection"))
        if policy.head == "text":
            ids = tokenizer.encode(prompt, add_special_tokens=False)
            return Example(ids, [], continuation_ids(tokenizer, record["actions"]), int(record["action_index"]))
        completion = [policy.labels.token_ids[record["action_index"]]]
    prompt_ids = tokenizer.encode(prompt, add_special_tokens=False)
    return Example(prompt_ids + completion, [IGNORE] * len(prompt_ids) + completion)


def check_lengths(examples: Sequence[Example], max_length: int, what: str) -> None:
    """Refuse examples longer than ``max_length`` tokens instead of cutting them: the head of a
    prompt holds the task (the question), and a cut tail would change what the model answers."""
    over = [e.length for e in examples if e.length > max_length]
    if over:
        raise UsageError(
            f"{len(over)} of {len(examples)} {what} examples are longer than --max-length {max_length} tokens "
            f"(longest {max(over)}); SFT does not cut prompts",
            hint=f"pass --max-length {max(over)} (or more), or shorten the observations when generating the data",
        )


def collate(examples: Sequence[Example], pad_id: int, device: Any):
    import torch

    width = max(len(e.input_ids) for e in examples)
    ids = torch.full((len(examples), width), pad_id, dtype=torch.long)
    labels = torch.full((len(examples), width), IGNORE, dtype=torch.long)
    attention = torch.zeros((len(examples), width), dtype=torch.long)
    for row, e in enumerate(examples):
        n = len(e.input_ids)
        ids[row, width - n :] = torch.tensor(e.input_ids)
        labels[row, width - n :] = torch.tensor(e.labels)
        attention[row, width - n :] = 1
    positions = (attention.cumsum(-1) - 1).clamp(min=0)
    return ids.to(device), attention.to(device), positions.to(device), labels.to(device)


# -- oracle data (tests, smoke runs) ----------------------------------------------------------


def taxi_oracle_records(
    n_episodes: int, *, seed: int = 0, level: str = "pickup", split: str = "train"
) -> list[dict[str, Any]]:
    """``reflect.sft/1`` records of both targets from DangerousTaxi's BFS oracle, with a
    templated reflection naming the oracle's next move. For tests and smoke runs; real data
    come from ``reflect gen-data``."""
    from reflect_cli.agent.loop import OracleAgent, run_episode
    from reflect_cli.envs.taxi import DangerousTaxiEnv

    env = DangerousTaxiEnv(level=level)
    records: list[dict[str, Any]] = []
    for i in range(n_episodes):
        episode = run_episode(env, OracleAgent(env), seed=seed + i, env_name="taxi")
        for step in episode.steps:
            reflection = f"The best next step is to {step.action}."
            common = {"schema": SFT_SCHEMA, "env": "taxi", "observation": step.observation, "actions": step.actions,
                      "split": split, "meta": {"episode": seed + i, "t": step.t, "source": "oracle"}}
            records.append({**common, "target": "reflection", "reflection": reflection, "action_index": None})
            records.append({**common, "target": "policy", "reflection": None, "action_index": step.action_index})
    return records
