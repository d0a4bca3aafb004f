"""Shared fixtures. Nothing here touches the network: models and tokenizers are built locally."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

CHATML_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)

CORPUS = [
    "You are exploring a software repository to find the one file that answers a question.",
    "# Task # Current working directory # Files under current working directory",
    "# Command history # Execution result of your last command # Choose from below your command",
    "cd src cat main.py id README.md next page previous page Success: Now at the repository root",
    "def main(): return 0  class Config: pass  import os  from pathlib import Path",
    "the taxi passenger destination move north south east west pick up drop off",
    "0 1 2 3 4 5 6 7 8 9 abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "Reply with the label of exactly one command and nothing else. Analyze what you learned.",
]


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory, monkeypatch):
    """Every test gets its own REFLECT_HOME, except the embedded model's converted cache, which
    is shared per session (converting it takes ~20 s)."""
    home = tmp_path_factory.mktemp("reflect_home")
    monkeypatch.setenv("REFLECT_HOME", str(home))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    shared = tmp_path_factory.getbasetemp() / "shared_models"
    import reflect_cli.paths as paths

    monkeypatch.setattr(paths, "models_cache_dir", lambda: shared)


def build_tiny_tokenizer(with_chat_template: bool = True):
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE(unk_token=None))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=600,
        special_tokens=["<|endoftext|>", "<|im_start|>", "<|im_end|>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(CORPUS, trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        bos_token="<|im_start|>",
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
    )
    if with_chat_template:
        fast.chat_template = CHATML_TEMPLATE
    return fast


def build_tiny_model_dir(path: Path, *, seed: int = 0, with_chat_template: bool = True, layers: int = 2) -> Path:
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    tokenizer = build_tiny_tokenizer(with_chat_template)
    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=layers,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=4096,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        tie_word_embeddings=True,
    )
    model = LlamaForCausalLM(config)
    model.save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path


@pytest.fixture
def one_thread():
    """Training tests on 2-core boxes: torch's default threads oversubscribe them (~10x slower)."""
    import torch

    old = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(old)


@pytest.fixture(scope="session")
def tiny_tokenizer():
    return build_tiny_tokenizer()


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory) -> Path:
    return build_tiny_model_dir(tmp_path_factory.mktemp("tiny_llama"))


@pytest.fixture(scope="session")
def tiny_lm(tiny_model_dir):
    from reflect_cli.lm.transformers.model import LanguageModel

    return LanguageModel.load(str(tiny_model_dir), device="cpu")


def build_parity_model_dir(path: Path, *, seed: int) -> Path:
    """A small Llama that llama.cpp accepts, with weights large enough that choices are decided by
    the model rather than by rounding noise (the llama.cpp parity tests)."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    tok = build_tiny_tokenizer()
    torch.manual_seed(seed)
    config = LlamaConfig(vocab_size=len(tok), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
                         bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id,
                         pad_token_id=tok.pad_token_id, tie_word_embeddings=False, initializer_range=0.15)
    LlamaForCausalLM(config).save_pretrained(path)
    tok.save_pretrained(path)
    return path


@pytest.fixture
def seeded_lora_lm(tiny_model_dir):
    """The tiny model with a LoRA adapter whose B matrices are small seeded random values, so that
    the adapter changes the forward as a trained one does (a fresh adapter is an exact no-op)."""
    import torch
    from peft import LoraConfig, get_peft_model

    from reflect_cli.lm.transformers.model import LanguageModel

    lm = LanguageModel.load(str(tiny_model_dir), device="cpu")
    lm.model = get_peft_model(lm.model, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]))
    with torch.no_grad():
        gen = torch.Generator().manual_seed(0)
        for name, p in lm.model.named_parameters():
            if "lora_B" in name:
                p.copy_(torch.randn(p.shape, generator=gen) * 0.05)
    return lm


@pytest.fixture
def sample_repo(tmp_path) -> Path:
    """A small repository with an obvious answer file two folders deep."""
    root = tmp_path / "repo"
    (root / "src" / "app").mkdir(parents=True)
    (root / "docs").mkdir()
    (root / "README.md").write_text("# Sample app\n\nA tiny application used in tests.\n")
    (root / "src" / "app" / "cli.py").write_text(
        '"""Command-line entry point."""\n\nimport sys\n\n\ndef main(argv=None):\n'
        '    """Parse arguments and run the app."""\n    return 0\n\n\nif __name__ == "__main__":\n'
        "    sys.exit(main())\n"
    )
    (root / "src" / "app" / "config.py").write_text("SETTINGS = {'debug': False}\n")
    (root / "docs" / "usage.md").write_text("# Usage\n\nRun `app --help`.\n")
    return root
