"""agent.backend: every backend declares what it can do, and one that cannot says so clearly."""

from __future__ import annotations

import pytest

from reflect_cli.errors import UsageError
from reflect_cli.lm.backend import Capabilities, LanguageBackend, PrefixReuse


def test_transformers_backend_has_every_capability(tiny_lm):
    assert isinstance(tiny_lm, LanguageBackend) and isinstance(tiny_lm, PrefixReuse)
    assert tiny_lm.backend == "transformers"
    assert tiny_lm.supports_grad and tiny_lm.supports_scoring and tiny_lm.supports_text_scoring
    assert tiny_lm.supports_prefix_cache
    assert tiny_lm.dtype == "float32" and tiny_lm.token_ids("cd src") == tiny_lm.tokenizer.encode(
        "cd src", add_special_tokens=False)


def test_llamacpp_backend_declares_what_it_cannot_do(tiny_tokenizer):
    from reflect_cli.errors import ReflectError
    from reflect_cli.lm.llamacpp.model import LlamaCppModel

    class FakeLlama:
        def token_eos(self):
            return -1

    model = object.__new__(LlamaCppModel)  # no llama_cpp needed: nothing runs
    model.llm, model.tokenizer, model.n_vocab = FakeLlama(), tiny_tokenizer, len(tiny_tokenizer)
    model.name, model.device, model.torch = "fake", "cpu", None
    assert isinstance(model, LanguageBackend) and not isinstance(model, PrefixReuse)
    assert model.supports_scoring and model.supports_text_scoring  # both policy heads
    assert not model.supports_grad and not model.supports_prefix_cache
    with pytest.raises(ReflectError, match="inference-only"):
        model.continuation_logprobs(["prompt"], [["cd src"]], grad=True)


def test_an_api_chat_model_cannot_play_the_policy():
    from reflect_cli.agent.chat import ChatClient
    from reflect_cli.agent.policy import Policy

    client = ChatClient("some-model", base_url="http://127.0.0.1:9/v1")
    assert isinstance(client, Capabilities) and not isinstance(client, LanguageBackend)
    assert client.backend == "openai" and not client.supports_scoring
    with pytest.raises(UsageError, match="openai backend cannot score actions"):
        Policy(client, "taxi")


def test_backends_are_a_registry_a_plugin_can_extend():
    """``load_model`` looks the backend up by name: a registered loader is called with the options,
    and an unknown name is a usage error that lists the registered ones."""
    import pytest

    from reflect_cli.errors import UsageError
    from reflect_cli.lm import loading

    calls = []

    def fake(ref, *, device, dtype, quantization, log):
        calls.append((ref, device, dtype, quantization))
        return "a backend"

    loading.register_backend("fake-test", fake)
    try:
        assert loading.load_model("m", "fake-test", device="cpu") == "a backend"
        assert calls == [("m", "cpu", "auto", "none")]
        assert {"transformers", "llamacpp", "fake-test"} <= set(loading.backends())
        with pytest.raises(UsageError, match="unknown backend 'nope'") as info:
            loading.load_model("m", "nope")
        assert "fake-test" in (info.value.hint or "")
    finally:
        loading._LOADERS.pop("fake-test")


def test_backend_option_is_checked_against_the_registered_backends():
    """``reflect eval --backend`` accepts what ``backends()`` lists (a plugin's too) and names
    them when refusing another."""
    from typer.testing import CliRunner

    from reflect_cli.cli import app
    from reflect_cli.lm import loading

    loading.register_backend("fake-test", lambda ref, **_: "a backend")
    try:
        assert loading.check_backend("Fake-Test") == "fake-test"
        result = CliRunner().invoke(app, ["eval", "--env", "taxi", "--agent", "random", "--backend", "nope"])
        assert result.exit_code == 2 and "unknown backend" in result.output
        assert "transformers or llamacpp or fake-test" in result.output
    finally:
        loading._LOADERS.pop("fake-test")
