"""Which weights play policy and reflector for `reflect explore` (resolution only, no model loads)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reflect_cli.agent.players import pipeline_players, resolve_players, shipped_explorer
from reflect_cli.errors import UsageError


def _trained(final: Path, **parents: str) -> Path:
    final.mkdir(parents=True)
    (final / "reflect.json").write_text(json.dumps({
        "schema": "reflect.model/1", "kind": "lora", "base": "embedded", "base_fingerprint": "x",
        "target": "policy", "env": "autoexplore", "labels": [], "parents": parents,
    }))
    return final


def _bundle(root: Path, *, reflector: bool = True) -> Path:
    _trained(root / "policy")
    if reflector:
        _trained(root / "reflector")
    (root / "explorer.json").write_text("{}")
    return root


def test_default_is_the_shipped_explorer_when_present(tmp_path):
    bundle = _bundle(tmp_path / "explorer")
    refs = resolve_players(None, shipped=bundle)
    assert (refs.policy, refs.reflector, refs.origin) == (str(bundle / "policy"), str(bundle / "reflector"), "shipped")
    assert resolve_players(None, "r.gguf", shipped=bundle).reflector == "r.gguf"  # explicit wins
    assert shipped_explorer(tmp_path / "nothing") is None
    assert shipped_explorer(bundle) == bundle
    # without a shipped reflector the policy's model reflects
    assert resolve_players(None, shipped=_bundle(tmp_path / "b2", reflector=False)).reflector is None


def test_base_forces_the_untrained_embedded_model(tmp_path):
    for ref in ("base", "embedded", "BASE"):
        refs = resolve_players(ref)
        assert (refs.policy, refs.reflector, refs.origin) == ("embedded", None, "base")


def test_pipeline_directory_gives_its_policy_and_reflector(tmp_path):
    pipe = tmp_path / "pipe"
    pipe.mkdir()
    (pipe / "pipeline.json").write_text("{}")
    with pytest.raises(UsageError, match="no trained policy yet"):
        pipeline_players(pipe)
    _trained(pipe / "sft-policy" / "final")
    _trained(pipe / "sft-reflection" / "final")
    assert pipeline_players(pipe) == (str(pipe / "sft-policy"), str(pipe / "sft-reflection"))
    _trained(pipe / "rlft" / "final")  # RL finished: its policy wins over the SFT one
    refs = resolve_players(str(pipe))
    assert (refs.policy, refs.reflector, refs.origin) == (str(pipe / "rlft"), str(pipe / "sft-reflection"), "pipeline")
    assert pipeline_players(tmp_path) is None


def test_trained_run_brings_the_reflector_it_was_trained_with(tmp_path):
    reflector = _trained(tmp_path / "refl" / "final").parent
    run = _trained(tmp_path / "rl" / "final", reflector=str(reflector)).parent
    refs = resolve_players(str(run))
    assert (refs.policy, refs.reflector, refs.origin) == (str(run), str(reflector), "run")
    # a parent that no longer exists is ignored: the policy's model reflects
    gone = _trained(tmp_path / "rl2" / "final", reflector=str(tmp_path / "deleted")).parent
    assert resolve_players(str(gone)).reflector is None
    assert resolve_players(str(gone), "other").reflector == "other"


def test_other_models_play_both_roles(tmp_path):
    refs = resolve_players("some/hub-id")
    assert (refs.policy, refs.reflector, refs.origin) == ("some/hub-id", None, "model")
