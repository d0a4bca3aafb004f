"""Transformers backend: one causal LM with its tokenizer, used for reflection (generation) and
for the policy (next-token label scores in one forward pass).

Batches are left-padded so that every prompt's last position is the last column; position ids are
derived from the attention mask so padding does not shift positions.

Inference without gradients goes through a prefix KV store (:class:`KVStore`): the KV cache of every
token sequence run recently (policy prompts, reflection prompts + their reflections) is kept, up to
``kv_store_bytes``, and a new prompt runs only the tokens after its longest cached prefix. This
shares the constant system/instruction prefix of every prompt, the reflection between the
reflection and the policy call of a step, and whole prompts of revisited states. The store is
keyed by the weights (model, active adapter, parameter versions): any weight update empties it.
Greedy generation uses a lean decode loop over the same cache (same tokens as ``generate``).
"""

from __future__ import annotations

import json
import os
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.agent import embedded
from reflect_cli.agent.drafts import DraftBank, draft_width
from reflect_cli.errors import ModelLoadError, first_line


def resolve_model_ref(ref: str | None, log: Callable[[str], None] | None = None) -> tuple[str, str | None, str]:
    """Map a ``--model`` value to ``(path_or_id, gguf_file, display_name)``."""
    if ref is None or ref.lower() in embedded.EMBEDDED_ALIASES:
        return str(embedded.ensure_converted(log)), None, embedded.EMBEDDED_NAME
    path = Path(ref).expanduser()
    for trained in (path, path / "final"):
        if trained.is_dir() and (trained / "reflect.json").is_file():
            return str(trained), None, str(path)  # a trained run: LanguageModel.load reads reflect.json
    if path.is_file() and path.suffix == ".gguf":
        return str(path.parent), path.name, str(path)
    if path.is_dir():
        if not (path / "config.json").is_file():
            raise ModelLoadError(
                f"{ref} is a directory but holds no model (no config.json)",
                hint="pass a Hugging Face model directory, a .gguf file or a Hugging Face model id",
            )
        return str(path), None, str(path)
    if path.exists():
        raise ModelLoadError(f"{ref} is not a model directory or a .gguf file",
                             hint="pass a model folder (config.json + weights + tokenizer) or a .gguf file")
    if ref.startswith((".", "/", "~")) or os.sep in ref and ref.count("/") != 1:
        raise ModelLoadError(f"model path {ref} does not exist",
                             hint="check the path; pass a model folder, a .gguf file, a run or 'embedded'")
    return _hub_ref(ref), None, ref


# -- offline by default ---------------------------------------------------------------------

ALLOW_DOWNLOAD_ENV = "REFLECT_ALLOW_DOWNLOAD"
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "tokenizer.model", "vocab.json", "spiece.model")
WEIGHT_PATTERNS = ("*.safetensors", "pytorch_model*.bin", "*.safetensors.index.json")
REPAIR_HINT = "the file looks truncated or overwritten: copy or save the model again (save_pretrained)"


def downloads_allowed() -> bool:
    """Whether the user opted in to downloads from the Hugging Face hub (``REFLECT_ALLOW_DOWNLOAD=1``)."""
    return os.environ.get(ALLOW_DOWNLOAD_ENV, "").strip().lower() in ("1", "true", "yes", "on")


def enforce_offline() -> None:
    """Keep transformers / huggingface_hub off the network unless the user opted in: a typo in
    ``--model`` must fail at once, not after a minute of hub retries, and a run on a private
    repository never phones home."""
    if downloads_allowed():
        return
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    import sys

    constants = sys.modules.get("huggingface_hub.constants")
    if constants is not None:  # imported before the variables were set: it read them already
        constants.HF_HUB_OFFLINE = True


def _hub_ref(ref: str) -> str:
    """``ref`` as a hub id: only when downloads are on, or when that model is already in the
    local hub cache (which works offline)."""
    if downloads_allowed() or _in_hub_cache(ref):
        return ref
    raise ModelLoadError(
        f"model {ref!r} is not a file or folder here, and no downloaded Hugging Face model has that name",
        hint=f"pass a model folder, a .gguf file or 'embedded'; to download {ref!r} from the Hugging Face hub "
        f"set {ALLOW_DOWNLOAD_ENV}=1",
    )


def _in_hub_cache(ref: str) -> bool:
    try:
        from huggingface_hub import try_to_load_from_cache

        return isinstance(try_to_load_from_cache(ref, "config.json"), str)
    except Exception:  # noqa: BLE001 - not a valid repo id: certainly not cached
        return False


def check_model_dir(path: Path) -> None:
    """The files transformers needs, checked first so that the error names the missing or
    broken file (transformers' own messages name none, or suggest the network)."""
    _check_json_object(path / "config.json")
    for name in ("tokenizer.json", "tokenizer_config.json"):
        if (path / name).is_file():
            _check_json_object(path / name)
    if not any((path / name).is_file() for name in TOKENIZER_FILES):
        raise ModelLoadError(
            f"{path}: no tokenizer files ({', '.join(TOKENIZER_FILES[:2])})",
            hint="save the tokenizer next to the weights: tokenizer.save_pretrained(FOLDER)",
        )
    if not any(any(path.glob(pattern)) for pattern in WEIGHT_PATTERNS):
        raise ModelLoadError(f"{path}: no weights (model.safetensors)", hint="save the model with save_pretrained(FOLDER)")


def _check_json_object(target: Path) -> None:
    try:
        doc = json.loads(target.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError) as exc:
        raise ModelLoadError(f"{target}: unreadable ({type(exc).__name__}: {first_line(exc)[:120]})",
                             hint=REPAIR_HINT) from None
    if not isinstance(doc, dict):
        raise ModelLoadError(f"{target}: not what transformers writes (a JSON object was expected)", hint=REPAIR_HINT)


def _load_failure(ref: str | None, path: str, gguf_file: str | None, part: str, exc: BaseException) -> ModelLoadError:
    """One line naming the file that could not be read (the .gguf, or the folder's tokenizer or
    weights file), or the hub id."""
    reason = f"{type(exc).__name__}: {first_line(exc)[:160]}"
    folder = Path(path)
    if gguf_file:
        return ModelLoadError(f"{folder / gguf_file}: cannot load the {part} ({reason})",
                              hint="the .gguf file looks truncated or is not a model: download or export it again")
    if not folder.is_dir():
        return ModelLoadError(
            f"cannot load model {ref!r} ({reason})",
            hint=f"a hub model loads from the local cache only; set {ALLOW_DOWNLOAD_ENV}=1 to download it, "
            "or omit --model to use the embedded SmolLM2-135M-Instruct",
        )
    patterns = ("tokenizer*",) if part == "tokenizer" else WEIGHT_PATTERNS
    files = sorted(p for pattern in patterns for p in folder.glob(pattern) if p.is_file())
    where = files[0] if len(files) == 1 else folder
    return ModelLoadError(f"{where}: cannot load the {part} ({reason})", hint=REPAIR_HINT)


class LanguageModel:
    """A causal LM + tokenizer pair with the two operations Reflect-RL needs."""

    # Bytes of KV cache kept for prefix reuse (see :class:`KVStore`); 0 disables the store and
    # every call runs its prompts in full (the pre-store code paths, kept unchanged).
    kv_store_bytes: int = int(float(os.environ.get("REFLECT_KV_STORE_MB", "256")) * 2**20)
    # Weight dtypes the store is used for: in half precision a cached prefix rounds visibly
    # differently from a full forward (~1e-2), so by default only full-precision models use it.
    kv_store_dtypes: tuple[str, ...] = ("float32", "float64")
    # Tokens a greedy decode forward may run (each row's next token plus n-gram drafts, see
    # agent/drafts.py); 0 decodes one token per row and forward.
    draft_budget: int = int(os.environ.get("REFLECT_DRAFT_BUDGET", "32"))

    def __init__(self, model: Any, tokenizer: Any, name: str) -> None:
        import torch

        self.torch = torch
        self.model = model
        self.tokenizer = tokenizer
        self.name = name
        self.last_prefix_reuse: tuple[int, int] | None = None  # (reused, total) tokens, last call
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token_id is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.device = next(model.parameters()).device

    @classmethod
    def load(
        cls,
        ref: str | None = None,
        *,
        device: str | None = None,
        dtype: str = "auto",
        log: Callable[[str], None] | None = None,
    ) -> LanguageModel:
        enforce_offline()
        path, gguf_file, name = resolve_model_ref(ref, log)
        if (Path(path) / "reflect.json").is_file():
            return cls._load_trained(Path(path), name, device=device, dtype=dtype, log=log)
        if Path(path).is_dir() and not gguf_file:
            check_model_dir(Path(path))
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer
        from transformers.utils import logging as hf_logging

        hf_logging.set_verbosity_error()
        hf_logging.disable_progress_bar()
        device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        if dtype == "auto":
            torch_dtype = torch.bfloat16 if device.startswith("cuda") else torch.float32
        else:
            torch_dtype = getattr(torch, dtype)
        kwargs: dict[str, Any] = {"gguf_file": gguf_file} if gguf_file else {}
        if not downloads_allowed():
            kwargs["local_files_only"] = True
        try:
            tokenizer = AutoTokenizer.from_pretrained(path, **kwargs)
        except MemoryError:
            raise
        except Exception as exc:  # noqa: BLE001 - tokenizer readers raise many types for one thing: a bad file
            raise _load_failure(ref, path, gguf_file, "tokenizer", exc) from exc
        try:
            model = AutoModelForCausalLM.from_pretrained(path, dtype=torch_dtype, **kwargs)
        except MemoryError:
            raise
        except Exception as exc:  # noqa: BLE001 - safetensors, gguf and config readers raise many types
            raise _load_failure(ref, path, gguf_file, "weights", exc) from exc
        model.to(device)
        model.eval()
        return cls(model, tokenizer, name)

    @classmethod
    def _load_trained(
        cls, final: Path, name: str, *, device: str | None, dtype: str, log: Callable[[str], None] | None
    ) -> LanguageModel:
        """A run's ``final/`` dir (see ``reflect_cli.agent.artifacts``): full weights, or the base
        named in ``reflect.json`` with the LoRA adapter merged in (for inference)."""
        from reflect_cli.agent.artifacts import base_fingerprint, read_info

        info = read_info(final)
        if info.kind == "full":
            lm = cls.load(str(final / "model"), device=device, dtype=dtype, log=log)
        else:
            from peft import PeftModel

            lm = cls.load(info.base, device=device, dtype=dtype, log=log)
            if base_fingerprint(lm.model) != info.base_fingerprint:
                raise ModelLoadError(f"{final}: the adapter was trained on another base than {info.base!r}")
            try:
                merged = PeftModel.from_pretrained(lm.model, str(final / "adapter")).merge_and_unload()
            except MemoryError:
                raise
            except Exception as exc:  # noqa: BLE001 - a truncated adapter file raises SafetensorError
                raise ModelLoadError(f"cannot load adapter {final / 'adapter'}: {first_line(exc)[:200]}",
                                     hint=REPAIR_HINT) from exc
            lm.model = merged
            lm.model.eval()
        lm.name = name
        if info.target == "policy":
            lm.policy_head = info.policy_head  # read by agent.policy.head_of
        if info.reflection_tokens:
            lm.reflection_tokens = info.reflection_tokens
        return lm

    # -- text helpers ---------------------------------------------------------------------

    @property
    def eos_token_ids(self) -> list[int]:
        ids = {self.tokenizer.eos_token_id}
        gen_eos = getattr(getattr(self.model, "generation_config", None), "eos_token_id", None)
        if isinstance(gen_eos, int):
            ids.add(gen_eos)
        elif isinstance(gen_eos, (list, tuple)):
            ids.update(gen_eos)
        im_end = self.tokenizer.convert_tokens_to_ids("<|im_end|>") if "<|im_end|>" in self.tokenizer.get_vocab() else None
        if im_end is not None:
            ids.add(im_end)
        return sorted(i for i in ids if i is not None)

    def encode_batch(self, prompts: Sequence[str]):
        enc = self.tokenizer(list(prompts), return_tensors="pt", padding=True, add_special_tokens=False)
        input_ids = enc["input_ids"].to(self.device)
        attention = enc["attention_mask"].to(self.device)
        positions = (attention.cumsum(-1) - 1).clamp(min=0)
        return input_ids, attention, positions

    def _activate(self) -> None:
        """Subclasses that switch weights per call (``agent.adapters.AdapterView``) define ``activate``."""
        activate = getattr(self, "activate", None)
        if activate is not None:
            activate()

    def clear_kv_store(self) -> None:
        """Forget every cached prefix (the store also empties itself when the weights change)."""
        store = self.__dict__.get("_kv_store_obj")
        if store is not None:
            store.clear()

    def kv_store_stats(self) -> dict[str, int]:
        """Counters of the prefix KV store since it was created: rows and prompt tokens run
        through it, tokens reused from cached prefixes, padded tokens computed, forwards."""
        store = self.__dict__.get("_kv_store_obj")
        return dict(store.stats) if store is not None else {}

    def token_ids(self, text: str) -> list[int]:
        """``text`` tokenized exactly as :meth:`encode_batch` does (no special tokens added)."""
        return list(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    # -- prefix KV store ----------------------------------------------------------------------

    def _kv_store(self) -> KVStore | None:
        """The prefix KV store for the current weights (emptied when they changed), or ``None``
        when it is off, the model is in training mode, its weights are not in one of
        ``kv_store_dtypes`` or its cache is not a plain dynamic one."""
        budget = int(self.kv_store_bytes or 0)
        if budget <= 0 or getattr(self.model, "training", False):
            return None
        support = self.__dict__.get("_kv_support")
        if support is None or support[0] is not self.model:
            dtype = str(getattr(self.model, "dtype", "")).replace("torch.", "")
            ok = dtype in self.kv_store_dtypes and _plain_dynamic_cache(self.model)
            support = self.__dict__["_kv_support"] = (self.model, ok)
        if not support[1]:
            return None
        key = _weights_key(self)
        if key is None:
            return None
        store = self.__dict__.get("_kv_store_obj")
        if store is None:
            store = self.__dict__["_kv_store_obj"] = KVStore()
        store.budget = budget
        if store.key != key:
            store.clear()
            store.key = key
        return store

    def _lean_decode_ok(self) -> bool:
        """Whether the lean greedy loop reproduces ``generate`` for this model: no generation
        config setting that would add a logits processor or stopping rule it does not apply."""
        config = getattr(self.model, "generation_config", None)
        if config is None:
            return True
        try:
            diff = set(config.to_diff_dict())
        except Exception:  # noqa: BLE001 - an odd config: keep transformers' generate
            return False
        return diff <= _HARMLESS_GENERATION_KEYS

    def _token_lists(self, prompts: Sequence[str]) -> list[list[int]]:
        return [list(ids) for ids in self.tokenizer(list(prompts), add_special_tokens=False)["input_ids"]]

    def _prefill(self, seqs: list[np.ndarray], store: KVStore) -> list[_Group]:
        """Run ``seqs`` (token id arrays) with no grad, each from its longest prefix in ``store``,
        and add every row's KV cache to the store.

        Rows that share a much longer prefix with another row of the call than with anything
        in the store (the same state twice, episodes of one task starting together, an empty
        store) wait for a second wave, run after the first wave's rows are in the store. Within
        a wave, rows are grouped by how many tokens they still need (one forward per group, so a
        row that only needs its last token is not padded to a full prompt). Row ``i`` of a
        group's cache holds its prefix at columns ``[P - n, P)`` and its remaining tokens
        right-aligned after column ``P``; the attention mask is 0 elsewhere and position ids run
        ``0..len-1`` over the attended columns, exactly as for the prompt on its own."""
        first = [store.match(ids)[1] for ids in seqs]
        leaders: list[int] = []
        followers: list[int] = []
        for r, ids in enumerate(seqs):
            shared = max((_common_prefix(ids, seqs[l]) for l in leaders), default=0)
            (followers if shared > first[r] + FORWARD_OVERHEAD_TOKENS else leaders).append(r)
        groups: list[_Group] = []
        reused = 0
        for wave in (leaders, followers):
            if wave:
                reused += self._prefill_wave(seqs, wave, store, groups)
        total = sum(len(ids) for ids in seqs)
        store.stats["rows"] += len(seqs)
        store.stats["tokens"] += total
        store.stats["reused"] += reused
        self.last_prefix_reuse = (reused, total)
        return groups

    def _prefill_wave(self, seqs: list[np.ndarray], wave: list[int], store: KVStore, groups: list[_Group]) -> int:
        """One wave of :meth:`_prefill` (rows ``wave`` of ``seqs``); returns the tokens reused."""
        torch = self.torch
        from transformers.cache_utils import DynamicCache

        matches: dict[int, tuple[list | None, int]] = {}
        for r in wave:
            kv, n = store.match(seqs[r])
            n = min(n, len(seqs[r]) - 1)  # always run at least the last token (its logits are wanted)
            matches[r] = (kv if n > 0 else None, max(n, 0))
        todo = {r: len(seqs[r]) - matches[r][1] for r in wave}
        pad = self.tokenizer.pad_token_id
        for part in _partition([todo[r] for r in wave], FORWARD_OVERHEAD_TOKENS):
            rows = [wave[i] for i in part]
            prefix_len = max(matches[r][1] for r in rows)
            width = max(todo[r] for r in rows)
            batch = len(rows)
            input_ids = torch.full((batch, width), pad, dtype=torch.long)
            attention = torch.zeros((batch, prefix_len + width), dtype=torch.long)
            positions = torch.zeros((batch, width), dtype=torch.long)
            for i, r in enumerate(rows):
                n, k = matches[r][1], todo[r]
                input_ids[i, width - k :] = torch.as_tensor(seqs[r][n:], dtype=torch.long)
                attention[i, prefix_len - n : prefix_len] = 1
                attention[i, prefix_len + width - k :] = 1
                positions[i, width - k :] = torch.arange(n, n + k)
            cache = None
            if prefix_len:
                ref = next(matches[r][0] for r in rows if matches[r][1])
                layers = []
                for layer, (k0, v0) in enumerate(ref):
                    keys = k0.new_zeros((batch, k0.shape[1], prefix_len, k0.shape[3]))
                    values = v0.new_zeros((batch, v0.shape[1], prefix_len, v0.shape[3]))
                    for i, r in enumerate(rows):
                        kv, n = matches[r]
                        if n:
                            keys[i, :, prefix_len - n :] = kv[layer][0][0, :, :n]
                            values[i, :, prefix_len - n :] = kv[layer][1][0, :, :n]
                    layers.append((keys, values))
                cache = DynamicCache(layers)
            attention = attention.to(self.device)
            out = self.model(
                input_ids=input_ids.to(self.device),
                attention_mask=attention,
                position_ids=positions.to(self.device),
                past_key_values=cache,
                use_cache=True,
                logits_to_keep=1,
            )
            group = _Group(rows, out.logits[:, -1, :], out.past_key_values, attention)
            for i, r in enumerate(rows):
                store.add(seqs[r], _row_kv(group.cache, i, attention[i]), logits=group.logits[i].clone())
            groups.append(group)
            store.stats["forwards"] += 1
            store.stats["padded"] += batch * width
        return sum(n for _, n in matches.values())

    def _logits_from_store(self, prompts: Sequence[str], store: KVStore):
        """:meth:`next_token_logits` (no grad) through the prefix KV store. A prompt scored
        before with the same weights (a revisited state) gets its memoised logits, bit for bit."""
        torch = self.torch
        self._activate()
        seqs = [np.asarray(ids, dtype=np.int64) for ids in self._token_lists(prompts)]
        memo = [store.logits(ids) for ids in seqs]
        todo = [r for r, m in enumerate(memo) if m is None]
        with torch.no_grad():
            groups = self._prefill([seqs[r] for r in todo], store) if todo else []
            for g in groups:
                for i, r in enumerate(g.rows):
                    memo[todo[r]] = g.logits[i]
                g.cache = None
            logits = torch.stack(memo)
        hits = len(seqs) - len(todo)
        if hits:
            computed = set(todo)
            hit_tokens = sum(len(ids) for r, ids in enumerate(seqs) if r not in computed)
            reused, total = self.last_prefix_reuse if todo else (0, 0)
            self.last_prefix_reuse = (reused + hit_tokens, total + hit_tokens)
            store.stats["memo_hits"] += hits
            store.stats["rows"] += hits
            store.stats["tokens"] += hit_tokens
            store.stats["reused"] += hit_tokens
        return logits

    def _generate_from_store(
        self, prompts: Sequence[str], max_new_tokens: int, store: KVStore
    ) -> tuple[list[str], list[list[int]]]:
        """Greedy generation (plain argmax, no repetition penalty; stop at an EOS id or
        ``max_new_tokens``) in a lean decode loop over the prefix KV store. Each row gets the
        tokens greedy ``generate`` gives that prompt alone, and finished rows leave the batch.
        Returns the texts and, per row, the token ids whose KV cache was added to the store
        (prompt + reflection but its last token).

        With ``draft_budget`` > 0, each forward also checks draft tokens guessed by n-gram lookup
        (:mod:`reflect_cli.agent.drafts`) and keeps those the model agrees with: the same tokens
        in fewer forwards."""
        torch = self.torch
        self._activate()
        token_lists = self._token_lists(prompts)
        seqs = [np.asarray(ids, dtype=np.int64) for ids in token_lists]
        eos = set(self.eos_token_ids)
        generated: list[list[int]] = [[] for _ in seqs]
        known: list[list[int]] = [list(ids) for ids in token_lists]
        bank = self._draft_bank()
        budget = int(self.draft_budget or 0)
        with torch.no_grad():
            groups = self._prefill(seqs, store)
            active, logits, cache, attention = _merge_groups(groups, torch)
            positions = torch.tensor([len(token_lists[r]) for r in active], device=self.device)
            pending = logits.float().argmax(-1).tolist()  # each row's next token, not yet fed
            forwards = 0
            while active:
                keep, feed = [], []
                for i, r in enumerate(active):
                    generated[r].append(pending[i])
                    if pending[i] in eos or len(generated[r]) >= max_new_tokens:
                        # The cache holds the prompt and every generated token but this one.
                        known[r] = token_lists[r] + generated[r][:-1]
                        store.add(np.asarray(known[r], dtype=np.int64), _row_kv(cache, i, attention[i]))
                        bank.add(generated[r])
                    else:
                        keep.append(i)
                if not keep:
                    break
                if len(keep) < len(active):
                    index = torch.tensor(keep, device=self.device)
                    for layer in cache.layers:
                        layer.batch_select_indices(index)
                    attention, positions = attention[index], positions[index]
                    active = [active[i] for i in keep]
                    pending = [pending[i] for i in keep]
                room = [max_new_tokens - len(generated[r]) - 1 for r in active]  # drafts that could still be kept
                width = draft_width(len(active), budget) if budget > 0 else 0
                for i, r in enumerate(active):
                    context = np.asarray(token_lists[r] + generated[r], dtype=np.int64)
                    feed.append([pending[i], *bank.propose(context, min(width, room[i]))])
                span = max(map(len, feed))
                pad = self.tokenizer.pad_token_id
                input_ids = torch.tensor([f + [pad] * (span - len(f)) for f in feed], device=self.device)
                block = torch.tensor([[1] * len(f) + [0] * (span - len(f)) for f in feed], dtype=attention.dtype,
                                     device=self.device)
                attention = torch.cat([attention, block], dim=1)
                out = self.model(
                    input_ids=input_ids,
                    attention_mask=attention,
                    position_ids=positions[:, None] + torch.arange(span, device=self.device)[None],
                    past_key_values=cache,
                    use_cache=True,
                    logits_to_keep=span,
                )
                forwards += 1
                cache = out.past_key_values
                predicted = out.logits.float().argmax(-1).tolist()
                base = attention.shape[1] - span
                for i, (r, f) in enumerate(zip(active, feed)):
                    # Draft j + 1 stands when the model, fed everything before it, predicts it.
                    accepted = 0
                    while accepted + 1 < len(f) and predicted[i][accepted] == f[accepted + 1]:
                        accepted += 1
                        if f[accepted] in eos:
                            break
                    drafts = f[1 : accepted + 1]
                    if drafts and (drafts[-1] in eos or len(generated[r]) + len(drafts) >= max_new_tokens):
                        # The row ends on a draft: like every ending, its last token is not in the cache.
                        generated[r].extend(drafts[:-1])
                        pending[i] = drafts[-1]
                        attention[i, base + accepted :] = 0
                        positions[i] += accepted
                        continue
                    generated[r].extend(drafts)
                    pending[i] = predicted[i][accepted]
                    attention[i, base + accepted + 1 :] = 0  # rejected drafts and padding stay masked
                    positions[i] += accepted + 1
            store.stats["decode_forwards"] = store.stats.get("decode_forwards", 0) + forwards
            store.stats["decoded"] = store.stats.get("decoded", 0) + sum(map(len, generated))
        texts = [self.tokenizer.decode(g, skip_special_tokens=True).strip() for g in generated]
        return texts, known

    def _draft_bank(self) -> DraftBank:
        bank = self.__dict__.get("_draft_bank_obj")
        if bank is None:
            bank = self.__dict__["_draft_bank_obj"] = DraftBank()
        return bank

    # -- policy: next-token scores ----------------------------------------------------------

    def next_token_logits(self, prompts: Sequence[str], *, grad: bool = False):
        """Logits of the token that follows each prompt, shape ``[batch, vocab]``.

        Without ``grad``, prompts run through the prefix KV store (only the tokens after each
        prompt's longest cached prefix are computed; same logits within float rounding)."""
        torch = self.torch
        store = None if grad else self._kv_store()
        if store is not None:
            return self._logits_from_store(prompts, store)
        input_ids, attention, positions = self.encode_batch(prompts)
        with torch.set_grad_enabled(grad):
            out = self.model(
                input_ids=input_ids,
                attention_mask=attention,
                position_ids=positions,
                use_cache=False,
                logits_to_keep=1,
            )
        return out.logits[:, -1, :]

    # -- reflection: generation -------------------------------------------------------------

    def _lean_store(self, temperature: float, max_new_tokens: int) -> Any:
        """The prefix KV store when greedy generation can run the lean decode loop over it, else None."""
        if temperature <= 0 and max_new_tokens > 0 and self._lean_decode_ok():
            return self._kv_store()
        return None

    def _hf_generate(
        self, input_ids: Any, attention: Any, max_new_tokens: int, temperature: float, seed: int | None, **extra: Any
    ) -> Any:
        """``transformers``' ``generate``: greedy (temperature 0) or seeded pure sampling, with the
        stop tokens every generation path shares and no repetition penalty."""
        kwargs: dict[str, Any] = {"do_sample": temperature > 0}
        if temperature > 0:
            kwargs.update(temperature=temperature, top_p=1.0, top_k=0)
            if seed is not None:
                self.torch.manual_seed(seed)
        else:
            kwargs.update(temperature=None, top_p=None, top_k=None)
        with self.torch.no_grad():
            return self.model.generate(
                input_ids=input_ids,
                attention_mask=attention,
                max_new_tokens=max_new_tokens,
                eos_token_id=self.eos_token_ids,
                pad_token_id=self.tokenizer.pad_token_id,
                repetition_penalty=REPETITION_PENALTY,
                **kwargs,
                **extra,
            )

    def generate(
        self,
        prompts: Sequence[str],
        *,
        max_new_tokens: int,
        temperature: float = 0.0,
        seed: int | None = None,
    ) -> list[str]:
        """Continue each prompt; stop at EOS (or ``<|im_end|>``) or after ``max_new_tokens``.

        Greedy generation (temperature 0) runs a lean decode loop over the prefix KV store when
        it is on (:meth:`_generate_from_store`: each row gets the tokens ``generate`` gives it
        alone); sampling always uses ``transformers``' ``generate``."""
        store = self._lean_store(temperature, max_new_tokens)
        if store is not None:
            return self._generate_from_store(prompts, max_new_tokens, store)[0]
        input_ids, attention, _ = self.encode_batch(prompts)
        out = self._hf_generate(input_ids, attention, max_new_tokens, temperature, seed)
        new = out[:, input_ids.shape[1] :]
        return [self.tokenizer.decode(row, skip_special_tokens=True).strip() for row in new]

    # -- shared-prefix reuse: reflection KV cache -> policy scoring -----------------------------

    def generate_with_prefix(
        self,
        prompt: str,
        *,
        max_new_tokens: int,
        temperature: float = 0.0,
        seed: int | None = None,
    ) -> tuple[str, PrefixCache]:
        """:meth:`generate` for one prompt that also keeps the KV cache of prompt + reflection.

        The policy prompt of a step extends the reflection prompt, so
        :meth:`next_token_logits_with_prefix` can then run only the tokens after the shared prefix.
        The text returned is the same as ``generate([prompt], ...)[0]``. With the prefix KV store
        on (greedy), the KV cache lives in the store and the returned prefix only refers to it."""
        torch = self.torch
        self._activate()
        store = self._lean_store(temperature, max_new_tokens)
        if store is not None:
            texts, known = self._generate_from_store([prompt], max_new_tokens, store)
            return texts[0], PrefixCache(ids=known[0], cache=IN_STORE, owner=self)
        ids = self.token_ids(prompt)
        input_ids = torch.tensor([ids], device=self.device)
        out = self._hf_generate(input_ids, torch.ones_like(input_ids), max_new_tokens, temperature, seed,
                                return_dict_in_generate=True)
        seq = out.sequences[0].tolist()
        text = self.tokenizer.decode(seq[len(ids) :], skip_special_tokens=True).strip()
        cache = out.past_key_values
        # The cache holds every token but the last generated one (it was never fed back).
        known = seq[: cache.get_seq_length()] if cache is not None else []
        return text, PrefixCache(ids=known, cache=cache, owner=self)

    def next_token_logits_with_prefix(self, prompt: str, prefix: PrefixCache | None):
        """Next-token logits of ``prompt`` (shape ``[1, vocab]``), reusing ``prefix``'s KV cache
        for the longest run of leading tokens that ``prompt`` shares with it.

        Exact by construction: the prompt is tokenized on its own (as :meth:`next_token_logits`
        does) and only token ids that match the cached ones, at the same positions, are reused,
        so a reflection whose decoded text re-tokenizes differently just reuses less. The
        cache is cropped back afterwards, so it can serve several prompts."""
        torch = self.torch
        if prefix is not None and prefix.cache is IN_STORE:
            self._activate()  # not via self.next_token_logits: wrappers of it would count this call twice
            return LanguageModel.next_token_logits(self, [prompt])
        ids = self.token_ids(prompt)
        if prefix is None or prefix.cache is None or not prefix.ids or prefix.owner is not self:
            return self.next_token_logits([prompt])  # a cache made by other weights is never reused
        self._activate()
        shared = 0
        limit = min(len(ids) - 1, len(prefix.ids))  # always run at least the last prompt token
        while shared < limit and ids[shared] == prefix.ids[shared]:
            shared += 1
        self.last_prefix_reuse = (shared, len(ids))
        if shared == 0:
            return self.next_token_logits([prompt])
        cache = prefix.cache
        _crop_to(cache, shared)
        suffix = torch.tensor([ids[shared:]], device=self.device)
        positions = torch.arange(shared, len(ids), device=self.device).unsqueeze(0)
        try:
            with torch.no_grad():
                out = self.model(
                    input_ids=suffix,
                    attention_mask=torch.ones((1, len(ids)), dtype=torch.long, device=self.device),
                    position_ids=positions,
                    past_key_values=cache,
                    use_cache=True,
                    logits_to_keep=1,
                )
        finally:
            # Drop the suffix again; past ``shared`` the cache no longer matches ``prefix.ids``.
            _crop_to(cache, shared)
            del prefix.ids[shared:]
        return out.logits[:, -1, :]


    def generate_batch_with_prefix(
        self,
        prompts: Sequence[str],
        *,
        max_new_tokens: int,
        temperature: float = 0.0,
        seed: int | None = None,
    ) -> tuple[list[str], BatchPrefix]:
        """:meth:`generate` (same texts) that also keeps the batch's KV cache, for
        :meth:`next_token_logits_with_batch_prefix` (one use)."""
        self._activate()
        store = self._lean_store(temperature, max_new_tokens)
        if store is not None:
            texts, known = self._generate_from_store(prompts, max_new_tokens, store)
            return texts, BatchPrefix(IN_STORE, [(0, k) for k in known], owner=self)
        input_ids, attention, _ = self.encode_batch(prompts)
        out = self._hf_generate(input_ids, attention, max_new_tokens, temperature, seed, return_dict_in_generate=True)
        width = input_ids.shape[1]
        seqs = out.sequences
        texts = [self.tokenizer.decode(row[width:], skip_special_tokens=True).strip() for row in seqs]
        cache = out.past_key_values
        fed = cache.get_seq_length() if cache is not None else 0
        starts = (attention == 0).sum(-1).tolist()
        rows = [(start, seqs[r, start:fed].tolist()) for r, start in enumerate(starts)]
        return texts, BatchPrefix(cache, rows, owner=self)

    def next_token_logits_with_batch_prefix(self, prompts: Sequence[str], prefix: BatchPrefix):
        """Next-token logits of ``prompts[r]`` (shape ``[batch, vocab]``), each extending row ``r``
        of ``prefix``: only the tokens after each row's shared part are run, attending to that
        row's cached positions (left padding and unmatched generated tokens are masked out).
        Exact as :meth:`next_token_logits_with_prefix` is; consumes the cache."""
        torch = self.torch
        if prefix.cache is IN_STORE:
            prefix.cache = None  # one use, as with a real cache
            self._activate()
            return LanguageModel.next_token_logits(self, prompts)
        if prefix.cache is None or prefix.owner is not self or len(prompts) != len(prefix.rows):
            return self.next_token_logits(prompts)
        self._activate()
        ids = [self.token_ids(p) for p in prompts]
        cache, prefix.cache = prefix.cache, None
        fed = cache.get_seq_length()
        shared = []
        for row, (_, known) in zip(ids, prefix.rows):
            n, limit = 0, min(len(row) - 1, len(known))
            while n < limit and row[n] == known[n]:
                n += 1
            shared.append(n)
        suffixes = [row[n:] for row, n in zip(ids, shared)]
        width = max(map(len, suffixes))
        batch = len(ids)
        pad = self.tokenizer.pad_token_id
        input_ids = torch.full((batch, width), pad, dtype=torch.long)
        attention = torch.zeros((batch, fed + width), dtype=torch.long)
        positions = torch.zeros((batch, width), dtype=torch.long)
        for r, (suffix, n, (start, _)) in enumerate(zip(suffixes, shared, prefix.rows)):
            k = len(suffix)
            input_ids[r, width - k :] = torch.tensor(suffix)
            attention[r, start : start + n] = 1
            attention[r, fed + width - k :] = 1
            positions[r, width - k :] = torch.arange(n, n + k)
        self.last_prefix_reuse = (sum(shared), sum(map(len, ids)))
        with torch.no_grad():
            out = self.model(
                input_ids=input_ids.to(self.device),
                attention_mask=attention.to(self.device),
                position_ids=positions.to(self.device),
                past_key_values=cache,
                use_cache=True,
                logits_to_keep=1,
            )
        return out.logits[:, -1, :]


class BatchPrefix:
    """The KV cache of a batched ``generate`` and, per row, the column where the row starts
    (after left padding) and the token ids its cached columns hold. Used once."""

    __slots__ = ("cache", "rows", "owner")

    def __init__(self, cache: Any, rows: list[tuple[int, list[int]]], owner: Any = None) -> None:
        self.cache = cache
        self.rows = rows
        self.owner = owner


def _crop_to(cache: Any, length: int) -> None:
    """Keep the first ``length`` positions of a KV cache (a negative ``crop`` removes tokens in
    every transformers version that has ``crop``)."""
    extra = cache.get_seq_length() - length
    if extra > 0:
        cache.crop(-extra)


class PrefixCache:
    """Token ids and the model's KV cache for them (see :meth:`LanguageModel.generate_with_prefix`);
    ``owner`` is the model object that made it (only it may reuse it)."""

    __slots__ = ("ids", "cache", "owner")

    def __init__(self, ids: list[int], cache: Any, owner: Any = None) -> None:
        self.ids = ids
        self.cache = cache
        self.owner = owner


# Reflections decode without a repetition penalty: SFT never trains with one, and it would penalise
# the file names a reflection must copy from the observation (every prompt token counts as seen).
# Passed explicitly so a model's generation config cannot add one; the lean loop applies none.
REPETITION_PENALTY = 1.0
FORWARD_OVERHEAD_TOKENS = 16  # one extra forward costs about as much as this many more tokens (CPU)

# Generation-config keys that add no logits processor or stopping rule beyond what the lean greedy
# loop applies (every call passes its own sampling settings, max_new_tokens and EOS/pad ids).
_HARMLESS_GENERATION_KEYS = frozenset({
    "transformers_version", "_from_model_config", "bos_token_id", "eos_token_id", "pad_token_id",
    "decoder_start_token_id", "use_cache", "output_attentions", "output_hidden_states", "output_scores",
    "output_logits", "return_dict_in_generate", "temperature", "top_p", "top_k", "do_sample",
    "max_length", "max_new_tokens", "cache_implementation",
})

IN_STORE = object()  # a PrefixCache/BatchPrefix whose KV cache lives in the model's KVStore


class KVStore:
    """Token sequences run recently and their KV cache (per layer ``(keys, values)`` of shape
    ``[1, heads, len, head_dim]``), least recently used first, at most ``budget`` bytes, and for
    prompts scored in full, their next-token logits.

    :meth:`match` finds the entry sharing the longest prefix with a new sequence; :meth:`logits`
    returns the memoised logits of exactly this sequence (a revisited state's policy prompt);
    :meth:`add` keeps an entry unless a longer one already covers it (and drops entries it
    covers). ``key`` identifies the weights the entries were computed with (see
    :func:`_weights_key`)."""

    def __init__(self, budget: int = 0) -> None:
        # key -> [ids, kv, bytes, logits or None]
        self.entries: OrderedDict[int, list] = OrderedDict()
        self._exact: dict[bytes, int] = {}  # ids.tobytes() -> key, for entries with logits
        self.budget = budget
        self.nbytes = 0
        self.key: Any = None
        self._next = 0
        self.stats = {"rows": 0, "tokens": 0, "reused": 0, "padded": 0, "forwards": 0, "memo_hits": 0}

    def __len__(self) -> int:
        return len(self.entries)

    def clear(self) -> None:
        self.entries.clear()
        self._exact.clear()
        self.nbytes = 0

    def match(self, ids: np.ndarray) -> tuple[list | None, int]:
        best, best_n = None, 0
        for key, entry in self.entries.items():
            known = entry[0]
            if min(len(known), len(ids)) <= best_n:
                continue
            n = _common_prefix(known, ids)
            if n > best_n:
                best, best_n = key, n
        if best is None:
            return None, 0
        self.entries.move_to_end(best)
        return self.entries[best][1], best_n

    def logits(self, ids: np.ndarray) -> Any:
        key = self._exact.get(ids.tobytes())
        if key is None:
            return None
        self.entries.move_to_end(key)
        return self.entries[key][3]

    def add(self, ids: np.ndarray, kv: list, logits: Any = None) -> None:
        size = sum(k.numel() * k.element_size() + v.numel() * v.element_size() for k, v in kv)
        if logits is not None:
            size += logits.numel() * logits.element_size()
        if size > self.budget or len(ids) == 0:
            return
        for key in list(self.entries):
            entry = self.entries[key]
            known = entry[0]
            m = min(len(known), len(ids))
            if not np.array_equal(known[:m], ids[:m]):
                continue
            if len(known) > len(ids) or (len(known) == len(ids) and (entry[3] is not None or logits is None)):
                self.entries.move_to_end(key)  # already covered
                return
            self._drop(key)  # covered by the new one
        self.entries[self._next] = [ids, kv, size, logits]
        if logits is not None:
            self._exact[ids.tobytes()] = self._next
        self._next += 1
        self.nbytes += size
        while self.nbytes > self.budget and self.entries:
            self._drop(next(iter(self.entries)))

    def _drop(self, key: int) -> None:
        ids, _, size, logits = self.entries.pop(key)
        self.nbytes -= size
        if logits is not None:
            self._exact.pop(ids.tobytes(), None)


class _Group:
    """One forward of :meth:`LanguageModel._prefill`: its rows (indices into the call's
    prompts), last-position logits, KV cache and attention mask (``[rows, cache columns]``)."""

    __slots__ = ("rows", "logits", "cache", "attention")

    def __init__(self, rows: list[int], logits: Any, cache: Any, attention: Any) -> None:
        self.rows, self.logits, self.cache, self.attention = rows, logits, cache, attention


def _partition(lengths: Sequence[int], overhead: float) -> list[list[int]]:
    """Split rows into forwards minimising ``sum(overhead + rows * max length)`` (padding
    waste against per-forward cost); rows sorted by length, each group in the original order."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    sizes = [lengths[i] for i in order]
    best = [0.0] + [float("inf")] * len(sizes)
    cut = [0] * (len(sizes) + 1)
    for j in range(1, len(sizes) + 1):
        for i in range(j):
            cost = best[i] + overhead + (j - i) * sizes[j - 1]
            if cost < best[j]:
                best[j], cut[j] = cost, i
    groups, j = [], len(sizes)
    while j > 0:
        groups.append(sorted(order[cut[j] : j]))
        j = cut[j]
    return sorted(groups)


def _common_prefix(a: np.ndarray, b: np.ndarray) -> int:
    m = min(len(a), len(b))
    equal = a[:m] == b[:m]
    return m if equal.all() else int(equal.argmin())


def _row_kv(cache: Any, row: int, attention_row: Any) -> list:
    """Row ``row``'s attended cache columns, as ``[(keys, values)]`` of ``[1, heads, n, dim]`` (copies)."""
    cols = attention_row.nonzero().squeeze(1)
    return [
        (layer.keys[row : row + 1].index_select(2, cols), layer.values[row : row + 1].index_select(2, cols))
        for layer in cache.layers
    ]


def _merge_groups(groups: list[_Group], torch: Any) -> tuple[list[int], Any, Any, Any]:
    """One batch from several prefill groups: caches and masks left-padded to the longest."""
    if len(groups) == 1:
        g = groups[0]
        return list(g.rows), g.logits, g.cache, g.attention
    import torch.nn.functional as F
    from transformers.cache_utils import DynamicCache

    width = max(g.attention.shape[1] for g in groups)
    rows = [r for g in groups for r in g.rows]
    logits = torch.cat([g.logits for g in groups])
    attention = torch.cat([F.pad(g.attention, (width - g.attention.shape[1], 0)) for g in groups])
    layers = []
    for layer in range(len(groups[0].cache.layers)):
        keys = [F.pad(g.cache.layers[layer].keys, (0, 0, width - g.attention.shape[1], 0)) for g in groups]
        values = [F.pad(g.cache.layers[layer].values, (0, 0, width - g.attention.shape[1], 0)) for g in groups]
        layers.append((torch.cat(keys), torch.cat(values)))
    return rows, logits, DynamicCache(layers), attention


def _plain_dynamic_cache(model: Any) -> bool:
    """Whether the model's KV cache is a list of plain (full-attention) dynamic layers, which
    the prefix store can slice, stack and pad."""
    try:
        from transformers.cache_utils import DynamicCache, DynamicLayer

        config = getattr(model, "config", None)
        if config is None or getattr(config, "is_encoder_decoder", False):
            return False
        layers = DynamicCache(config=config).layers
        return bool(layers) and all(type(layer) is DynamicLayer for layer in layers)
    except Exception:  # noqa: BLE001 - an unknown cache layout: run prompts in full
        return False


def _weights_key(lm: Any) -> tuple | None:
    """Identifies the weights a forward would use: the model object, the active adapter and,
    per parameter, its storage and in-place version counter (an optimizer step, ``load_state_dict``
    or ``merge_and_unload`` changes it). ``None`` when it cannot be read (inference tensors)."""
    model = lm.model
    count = version = pointers = 0
    try:
        for param in model.parameters():
            count += 1
            version += param._version
            pointers += param.data_ptr()
    except RuntimeError:
        return None
    active = None
    if hasattr(model, "peft_config"):
        try:
            active = str(model.active_adapter)
        except Exception:  # noqa: BLE001
            active = "?"
    return (id(model), getattr(lm, "adapter", None), active, count, version, pointers)
