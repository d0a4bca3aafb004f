"""gen-data: offline tasks/trajectories/SFT, the OpenAI-compatible teacher, Taxi/ALFWorld data."""

from __future__ import annotations

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from random import Random

import pytest
import typer
from typer.testing import CliRunner

from reflect_cli.agent.chat import TeacherError
from reflect_cli.cli.gen_data import gen_data_app
from reflect_cli.datagen import OUTPUT_FILES
from reflect_cli.datagen.candidates import extract_candidates, mentions_file
from reflect_cli.datagen.questions import LexicalIndex, select
from reflect_cli.datagen.tasks import make_tasks, split_repos
from reflect_cli.datagen.teacher import REFLECTION_SYSTEM, OpenAITeacher, parse_questions
from reflect_cli.datagen.teacher_reflections import named_entries

app = typer.Typer()
app.add_typer(gen_data_app, name="gen-data")
runner = CliRunner()

SFT_KEYS = {"schema", "target", "env", "observation", "actions", "reflection", "action_index", "split", "meta"}


def invoke(*args: str):
    # The prompt-token stat uses the characters/4 approximation here (no tokenizer load per test);
    # tests/test_gen_data_teacher.py covers real tokenizers.
    extra = () if "--tokenizer" in args else ("--tokenizer", "approx")
    return runner.invoke(app, ["gen-data", *args, *extra])


def read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def write(root: Path, rel: str, text: str) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def make_repo(root: Path, topic: str) -> Path:
    """A small repository whose files each have distinctive, answerable content."""
    write(root, "README.md", f"# {topic} toolkit\n\nThe {topic} toolkit processes orders and invoices.\n")
    write(
        root,
        f"src/{topic}_core/billing.py",
        f'"""Compute invoice totals with regional sales taxes for {topic} customers."""\n\n'
        "class InvoiceLedger:\n"
        '    """Keeps every issued invoice together with its payment status."""\n\n'
        "    def settle(self, amount):\n"
        '        """Mark an outstanding invoice as paid and archive the receipt."""\n'
        "        return amount\n",
    )
    write(
        root,
        f"src/{topic}_core/shipping.py",
        '"""Plan parcel routes between warehouses using courier timetables."""\n\n'
        "def cheapest_courier(parcels):\n"
        '    """Choose the courier with the lowest delivery fee for each parcel."""\n'
        "    return parcels\n",
    )
    write(
        root,
        "docs/guide.md",
        "# Installing the daemon\n\nRun the installer once and restart the scheduler afterwards.\n\n"
        "## Rotating credentials\n\nNew tokens are minted nightly by the vault service.\n",
    )
    write(root, "data/stock.csv", "sku,warehouse,quantity,reorder_level\nA1,north,5,2\n")
    write(root, "config/settings.yaml", "telemetry_endpoint: x\nretention_days: 7\nmirror_region: eu\n")
    return root


@pytest.fixture
def repos(tmp_path) -> list[Path]:
    return [make_repo(tmp_path / f"repo_{name}", name) for name in ("alpha", "beta", "gamma")]


def generate(repos: list[Path], out: Path, *extra: str):
    result = invoke("auto-explore", "--repos", *map(str, repos), "--out", str(out), "--seed", "3", "--negatives", "3", *extra)
    assert result.exit_code == 0, result.output
    return result


# -- offline auto-explore --------------------------------------------------------------------------


def test_offline_generation_files_splits_negatives(repos, tmp_path):
    out = tmp_path / "out"
    result = generate(repos, out, "--json")
    summary = json.loads(result.stdout)
    for name in OUTPUT_FILES:
        assert (out / name).is_file(), name
    tasks = read(out / "tasks.jsonl")
    assert tasks and all(t["schema"] == "reflect.task/1" and t["env"] == "autoexplore" for t in tasks)
    assert summary["tasks"] == len(tasks)

    # Split by repository: each repository in exactly one split, three repos -> three splits.
    split_of: dict[str, set[str]] = {}
    for t in tasks:
        split_of.setdefault(t["repo"], set()).add(t["split"])
        assert Path(t["repo"]).is_absolute()
        assert t["depth"] == t["targets"][0].count("/")
        target = t["targets"][0]
        assert not mentions_file(t["question"], target)
        name = target.rsplit("/", 1)[-1]
        assert name.lower() not in t["question"].lower()
        assert name.split(".")[0].lower() not in t["question"].lower()
    assert all(len(s) == 1 for s in split_of.values())
    assert sorted(s.pop() for s in split_of.values()) == ["test", "train", "validation"]
    assert {t["depth"] for t in tasks} >= {0, 1, 2}

    trajectories = read(out / "trajectories.jsonl")
    positives = [t for t in trajectories if t["kind"] == "positive"]
    negatives = [t for t in trajectories if t["kind"] == "negative"]
    assert len(positives) == len(tasks) and all(t["success"] for t in positives)
    assert negatives
    assert {n["perturbation"]["kind"] for n in negatives} == {"wrong_cd", "wrong_cat", "premature_id"}
    for n in negatives:
        perturbed = [s for s in n["steps"] if s["kind"] == "perturbed"]
        recovery = [s for s in n["steps"] if s["kind"] == "negative"]
        assert len(recovery) == 1
        assert len(perturbed) == (1 if n["perturbation"]["executed"] else 0)
        if perturbed:  # the wrong move is the action right before the recovery, never a target
            assert perturbed[0]["action"] == n["perturbation"]["action"]
            assert perturbed[0]["reflection"] is None
        assert n["success"]

    # Reflections only name what the observation shows (listing, history, last result).
    for t in trajectories:
        for s in t["steps"]:
            for name in named_entries(s["reflection"] or ""):
                assert name.rstrip("/") in s["observation"], (name, s["reflection"])

    policy = read(out / "sft_policy.jsonl")
    reflection = read(out / "sft_reflection.jsonl")
    plain = read(out / "sft_policy_noreflect.jsonl")
    pos_policy = read(out / "sft_policy_positive.jsonl")
    for rec in policy + reflection + plain + pos_policy:
        assert set(rec) == SFT_KEYS and rec["schema"] == "reflect.sft/1" and rec["env"] == "autoexplore"
        assert set(rec["meta"]) == {"task_id", "episode_id", "t", "kind"}
    assert all(r["target"] == "policy" and 0 <= r["action_index"] < len(r["actions"]) and r["reflection"] for r in policy)
    assert all(r["target"] == "reflection" and r["action_index"] is None and r["reflection"] for r in reflection)
    assert all(r["reflection"] is None for r in plain) and len(plain) == len(policy)
    assert all(r["meta"]["kind"] == "positive" for r in pos_policy)
    # Each offline reflection ends with the command it recommends, written as the command is
    # (short reflections the policy can check and copy).
    assert all(r["reflection"].endswith(": " + r["actions"][r["action_index"]]) for r in policy)
    neg_texts = {r["reflection"] for r in reflection if r["meta"]["kind"] == "negative"}
    pos_texts = {r["reflection"] for r in reflection if r["meta"]["kind"] == "positive"}
    assert neg_texts and not (neg_texts & pos_texts)
    assert len(pos_policy) + len([r for r in policy if r["meta"]["kind"] == "negative"]) == len(policy)
    # The SFT split is the task's split.
    split_by_task = {t["id"]: t["split"] for t in tasks}
    assert all(r["split"] == split_by_task[r["meta"]["task_id"]] for r in policy)
    # Policy targets are the oracle's actions: replaying positive episodes solves every task.
    assert all(r["actions"][r["action_index"]].startswith(("cd", "cat", "id")) for r in pos_policy)


def test_sft_states_have_one_reflection_and_one_action_target(repos, tmp_path):
    """A premature ``id`` is never executed, so its recovery step sits at a positive step's state;
    as an SFT example it would give the reflector one input with two reflection targets.
    No SFT file maps a state (env, task, observation) to two reflections or two actions."""
    out = tmp_path / "out"
    summary = json.loads(generate(repos, out, "--json").stdout)
    trajectories = read(out / "trajectories.jsonl")
    premature = {t["id"] for t in trajectories if t["kind"] == "negative" and t["perturbation"]["kind"] == "premature_id"}
    assert premature  # still generated (trajectories.jsonl keeps them) ...
    for stem, field in (("sft_reflection", "reflection"), ("sft_policy_noreflect", "action_index"), ("sft_policy", "action_index")):
        records = read(out / f"{stem}.jsonl")
        assert not premature & {r["meta"]["episode_id"] for r in records}, stem  # ... but no SFT example
        targets: dict[tuple, set] = {}
        for r in records:
            # a policy record's input is its observation and reflection
            state = (r["env"], r["meta"]["task_id"], r["observation"], r["reflection"] if stem == "sft_policy" else None)
            targets.setdefault(state, set()).add(r[field])
        assert all(len(v) == 1 for v in targets.values()), stem
    dropped = summary["dropped_sft_steps"]
    assert dropped.get("conflicting", 0) >= len(premature)
    assert summary["sft_examples"]["sft_reflection"] == sum(
        1 for t in trajectories for s in t["steps"] if s["kind"] in ("positive", "negative") and s["reflection"]
    ) - sum(dropped.values())
    negatives = [r for r in read(out / "sft_reflection.jsonl") if r["meta"]["kind"] == "negative"]
    assert {t["perturbation"]["kind"] for t in trajectories if t["id"] in {r["meta"]["episode_id"] for r in negatives}} == {
        "wrong_cd", "wrong_cat"
    }


def test_sft_record_sets_drop_negatives_at_covered_states():
    from reflect_cli.datagen.records import sft_record_sets

    def step(t, obs, index, reflection, kind):
        return {"t": t, "observation": obs, "actions": ["cd a", "cd b"], "action_index": index, "reflection": reflection, "kind": kind}

    def episode(id_, kind, steps, task="task"):
        return {"id": id_, "task_id": task, "env": "autoexplore", "split": "train", "kind": kind, "success": True, "steps": steps}

    trajectories = [
        episode("p", "positive", [step(0, "root", 0, "enter a", "positive"), step(1, "in a", 1, "enter b", "positive")]),
        episode("n1", "negative", [step(0, "root", 0, "premature: enter a", "negative")]),  # a positive's state
        episode("n2", "negative", [step(0, "after wrong cd", 1, "wrong cd: back", "negative")]),  # a new state
        episode("n3", "negative", [step(0, "after wrong cd", 1, "wrong cd: back", "negative")]),  # the same again
        episode("n4", "negative", [step(0, "after wrong cd", 0, "other", "negative")]),  # ... with other targets
        episode("n5", "negative", [step(0, "root", 0, "premature: enter a", "negative")], task="other"),  # other task
    ]
    buckets, dropped = sft_record_sets(trajectories)
    assert dropped == {"conflicting": 2, "duplicate": 1}
    kept = [(r["meta"]["episode_id"], r["meta"]["t"]) for r in buckets["sft_reflection"]]
    assert kept == [("p", 0), ("p", 1), ("n2", 0), ("n5", 0)]
    for stem in ("sft_policy", "sft_policy_noreflect"):
        assert [(r["meta"]["episode_id"], r["meta"]["t"]) for r in buckets[stem]] == kept


def test_deterministic_under_seed_and_rerun_resumes(repos, tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    generate(repos, a)
    generate(repos, b)
    for name in OUTPUT_FILES:
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
    before = (a / "tasks.jsonl").read_bytes()
    generate(repos, a)  # same settings: resumes, nothing duplicated
    assert (a / "tasks.jsonl").read_bytes() == before
    other = invoke("auto-explore", "--repos", *map(str, repos), "--out", str(b), "--seed", "4")
    assert other.exit_code == 2 and "other settings" in other.output and "seed" in other.output
    different = generate(repos, tmp_path / "c", "--seed", "4")
    assert different.exit_code == 0
    assert (tmp_path / "c" / "trajectories.jsonl").read_bytes() != (a / "trajectories.jsonl").read_bytes()


def test_malformed_existing_output_is_one_clear_error(repos, tmp_path):
    out = tmp_path / "out"
    generate(repos, out)
    (out / "tasks.jsonl").write_text('{"schema": "reflect.task/1", "repo"\n')
    result = invoke("auto-explore", "--repos", *map(str, repos), "--out", str(out), "--seed", "3", "--negatives", "3")
    assert result.exit_code == 2
    assert "tasks.jsonl:1" in result.output and "--overwrite" in result.output
    assert "Traceback" not in result.output


def test_bad_repositories(repos, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / ".hidden").write_text("secret")
    result = invoke("auto-explore", "--repos", str(empty), "--out", str(tmp_path / "o1"))
    assert result.exit_code == 2 and "no usable files" in result.output and "Traceback" not in result.output
    missing = invoke("auto-explore", "--repos", str(tmp_path / "nope"), "--out", str(tmp_path / "o2"))
    assert missing.exit_code == 2 and "no such directory" in missing.output
    # A bad repository among good ones is skipped with a message; the others are generated.
    mixed = invoke("auto-explore", "--repos", str(repos[0]), str(empty), "--out", str(tmp_path / "o3"))
    assert mixed.exit_code == 0, mixed.output
    assert "Skipped" in mixed.output and read(tmp_path / "o3" / "tasks.jsonl")


def test_ambiguous_questions_are_filtered(tmp_path):
    root = tmp_path / "amb"
    shared = '"""Convert vintage thermostat readings into kelvin forecasts."""\n'
    write(root, "one.py", shared + "X = 1\n")
    write(root, "two.py", shared + "Y = 2\n")
    write(root, "three.py", '"""Render glacier melt diagrams for the alpine observatory."""\n')
    result = make_tasks(root, split="train", seed=0)
    targets = {t["targets"][0] for t in result.tasks}
    assert targets == {"three.py"}
    assert result.dropped.get("duplicate", 0) + result.dropped.get("ambiguous", 0) >= 2

    # Same question text is not needed: overlapping key terms alone make a question ambiguous.
    texts = {
        "a.py": "def thermostat_kelvin(): pass  # thermostat kelvin forecast\n",
        "b.py": "def thermostat_kelvin(): pass  # thermostat kelvin forecast, again\n",
        "c.py": "def glacier_melt_diagram(): pass\n",
    }
    index = LexicalIndex(texts)
    assert not index.unambiguous("Which code makes the thermostat kelvin forecast?", "a.py")
    assert index.unambiguous("Where are glacier diagrams rendered?", "c.py")
    cands = extract_candidates("a.py", texts["a.py"], Random(0)) + extract_candidates("c.py", texts["c.py"], Random(0))
    assert {c.target for c in cands} == {"a.py", "c.py"}
    kept, dropped = select(cands, index, Random(0), max_per_file=5, max_total=10)
    assert all(c.target != "a.py" for c in kept) and dropped["ambiguous"] >= 1


def test_mentions_file_and_split_ratios():
    assert mentions_file("Where is the progress bar?", "rich/progress_bar.py")
    assert mentions_file("Which file is config.yaml?", "config.yaml")
    assert mentions_file("Where is Billing handled?", "src/billing.py")
    assert not mentions_file("Where are invoices computed?", "src/billing.py")
    assert not mentions_file("Which function is it?", "io.py")  # "io" inside a word is not the stem
    repos = [f"/r/{i}" for i in range(10)]
    split = split_repos(repos, seed=1)
    assert sorted(split.values()).count("train") == 7
    assert list(split.values()).count("validation") == 2 and list(split.values()).count("test") == 1
    assert split == split_repos(list(reversed(repos)), seed=1)
    assert split != split_repos(repos, seed=2)
    assert set(split_repos(["/a", "/b"], 0).values()) == {"train", "test"}


# -- OpenAI-compatible teacher ----------------------------------------------------------------------


class SmartTeacher:
    """Replies of a sensible teacher, by request kind: questions (JSON, from the file's first line),
    explorations (an analysis sentence, then the oracle's command as 'Action: N', computed from the
    question -> target map it filled while writing questions) and reflections (a sentence naming the
    correct next command's entry). Subclasses override a kind; returning an int fails with that HTTP
    status."""

    def __init__(self) -> None:
        self.targets: dict[str, str] = {}

    def __call__(self, body: dict):
        messages = body["messages"]
        last = messages[-1]["content"]
        if "CONTENT:\n" in last:
            return self.questions(body)
        if messages[0]["content"] == REFLECTION_SYSTEM:
            return self.reflection(body)
        if "Action: N" in last:
            return self.choose(body)
        return self.analyse(body)

    # -- kinds -------------------------------------------------------------------------------

    def questions(self, body: dict):
        last = body["messages"][-1]["content"]
        path = re.search(r"Below is the file (\S+) of a repository", last).group(1)
        content = last.split("CONTENT:\n", 1)[1]
        line = next(ln for ln in content.splitlines() if ln.strip())
        line = line.strip('#"').strip().rstrip(".")
        question = f"Which part explains this: {line}?"
        self.targets[" ".join(question.split())] = path
        return json.dumps({"questions": [question]})

    def analyse(self, body: dict):
        state = parse_state(body["messages"][1]["content"])
        return f"I am in {state['cwd'] or 'the repository root'} and look for the file that answers the question."

    def choose(self, body: dict):
        return f"Action: {self.oracle_index(body)}"

    def reflection(self, body: dict):
        command = re.search(r"The correct next command is `([^`]*)`", body["messages"][-1]["content"]).group(1)
        name = command.split(" ", 1)[1] if " " in command else command
        return f"Teacher says: the entry `{name}` is the most promising next step for this question."

    # -- helpers -----------------------------------------------------------------------------

    def target_of(self, body: dict) -> str | None:
        return self.targets.get(" ".join(parse_state(body["messages"][1]["content"])["question"].split()))

    def oracle_index(self, body: dict) -> int:
        state = parse_state(body["messages"][1]["content"])
        actions = re.findall(r"^\d+\. (.*)$", body["messages"][-1]["content"], re.MULTILINE)
        target = self.target_of(body)
        if target is None:
            return 0
        cwd = state["cwd"]
        folder, _, name = target.rpartition("/")
        if folder == cwd:
            command = f"cat {name}" if f"cat {name}" in actions else f"id {name}"
        elif not cwd or target.startswith(cwd + "/"):
            command = "cd " + target[len(cwd) + 1 if cwd else 0 :].split("/")[0]
        else:
            command = "cd .."
        return actions.index(command) if command in actions else 0


def parse_state(observation: str) -> dict[str, str]:
    question = observation.split("# Task\n", 1)[1].split("\n\n# Current working directory", 1)[0]
    cwd = observation.split("# Current working directory\n", 1)[1].split("\n", 1)[0]
    return {"question": question, "cwd": "" if cwd == "(repository root)" else cwd.rstrip("/")}


class FakeOpenAI:
    """A real HTTP server on 127.0.0.1 speaking the chat-completions API."""

    def __init__(self, script: list[str | int], responder=None) -> None:
        self.script = list(script)  # per request: an HTTP status to fail with, or "ok"; last repeats
        self.responder = responder or SmartTeacher()
        self.requests: list[dict] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append(body)
                step = fake.script.pop(0) if len(fake.script) > 1 else fake.script[0]
                if step != "ok":
                    self._send(int(step), {"error": {"message": "busy", "type": "server_error"}})
                    return
                reply = fake.responder(body)
                if isinstance(reply, int):
                    self._send(reply, {"error": {"message": "down", "type": "server_error"}})
                    return
                self._send(200, {
                    "id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": body["model"],
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": reply}, "finish_reason": "stop"}],
                    "usage": {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
                })

            def _send(self, status, doc):
                data = json.dumps(doc).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()


def test_teacher_429_then_success_and_cache_reused(repos, tmp_path, monkeypatch):
    repo = repos[0]
    with FakeOpenAI([429, "ok"]) as fake:
        args = ("auto-explore", "--repos", str(repo), "--out", str(tmp_path / "o"), "--teacher", "openai:fake-model",
                "--base-url", fake.url, "--negatives", "1", "--json")
        first = invoke(*args)
        assert first.exit_code == 0, first.output
        summary = json.loads(first.stdout)
        usage = summary["teacher_usage"]
        assert usage["retries"] == 1 and usage["calls"] >= 5
        assert usage["prompt_tokens"] == 11 * usage["calls"] and usage["completion_tokens"] == 7 * usage["calls"]
        tasks = read(tmp_path / "o" / "tasks.jsonl")
        assert tasks and all(t["source"] == "openai:fake-model" and t["kind"] == "teacher" for t in tasks)
        assert any("regional sales taxes" in t["question"] for t in tasks)
        assert fake.requests[0]["model"] == "fake-model"
        seen = len(fake.requests)
        second = invoke(*args[:4], str(tmp_path / "o2"), *args[5:])  # fresh out dir, same requests
        assert second.exit_code == 0, second.output
        assert len(fake.requests) == seen  # everything came from the cache
        assert json.loads(second.stdout)["teacher_usage"]["cache_hits"] == usage["calls"]
        assert read(tmp_path / "o2" / "tasks.jsonl") == tasks


def test_teacher_500_forever_is_a_clear_error(repos, tmp_path):
    with FakeOpenAI([500]) as fake:
        teacher = OpenAITeacher("m", base_url=fake.url, max_retries=2, backoff=0.01, cache_dir=tmp_path / "cache")
        with pytest.raises(TeacherError, match="failed after 3 attempts: HTTP 500"):
            teacher.chat([{"role": "user", "content": "hi"}])
        assert len(fake.requests) == 3
        result = invoke("auto-explore", "--repos", str(repos[0]), "--out", str(tmp_path / "o"), "--teacher", "openai:m",
                        "--base-url", fake.url, "--max-retries", "0")
        assert result.exit_code == 1
        assert "failed after 1 attempts" in result.output and "Traceback" not in result.output
        assert (tmp_path / "o" / "gen_config.json").is_file()


def test_teacher_dead_endpoint_and_bad_json(tmp_path):
    teacher = OpenAITeacher("m", base_url="http://127.0.0.1:9/v1", max_retries=1, backoff=0.01, timeout=2,
                            cache_dir=tmp_path / "c")
    with pytest.raises(TeacherError, match="failed after 2 attempts"):
        teacher.chat([{"role": "user", "content": "hi"}])
    assert parse_questions('Sure! {"questions": ["Where is x?"]}') == ["Where is x?"]
    assert parse_questions("no json here") is None
    assert parse_questions('{"answers": []}') is None


def test_unknown_teacher_is_usage_error(repos, tmp_path):
    result = invoke("auto-explore", "--repos", str(repos[0]), "--out", str(tmp_path / "o"), "--teacher", "gpt4")
    assert result.exit_code == 2 and "openai:MODEL" in result.output


# -- Taxi / ALFWorld --------------------------------------------------------------------------------


def test_taxi_targets_are_oracle_actions(tmp_path):
    from reflect_cli.envs.taxi import DangerousTaxiEnv

    out = tmp_path / "taxi"
    result = invoke("taxi", "--out", str(out), "--episodes", "6", "--epsilon", "0.5", "--seed", "2", "--json")
    assert result.exit_code == 0, result.output
    trajectories = read(out / "trajectories.jsonl")
    assert len(trajectories) == 6
    env = DangerousTaxiEnv(level="full", horizon=18)
    random_steps = 0
    for e, trajectory in enumerate(trajectories):
        env.reset(seed=2 * 1_000_003 + e)
        for step in trajectory["steps"]:
            assert step["action_index"] == env.oracle_action()
            random_steps += step["taken_index"] != step["action_index"]
            assert step["reflection"] and "next I should" in step["reflection"]
            env.step(step["taken_index"])
    assert random_steps > 0  # the behaviour did deviate, yet targets stayed the oracle's
    policy = read(out / "sft_policy.jsonl")
    assert len(policy) == sum(len(t["steps"]) for t in trajectories)
    assert all(set(r) == SFT_KEYS and r["env"] == "taxi" and r["actions"][0] == "move south" for r in policy)
    assert len(read(out / "sft_policy_noreflect.jsonl")) == len(policy)


def test_out_folder_records_config_and_meta_like_a_run_directory(tmp_path):
    out = tmp_path / "taxi"
    args = ("taxi", "--out", str(out), "--episodes", "2", "--seed", "1", "--json")
    assert invoke(*args).exit_code == 0
    settings = json.loads((out / "gen_config.json").read_text())
    config = json.loads((out / "config.json").read_text())
    assert config == {"stage": "gen-data", "env": "taxi", **settings}
    meta = json.loads((out / "meta.json").read_text())
    assert {"argv", "started", "finished", "versions", "parents"} <= set(meta)
    (out / "meta.json").write_text(json.dumps({**meta, "started": "first"}))
    assert invoke(*args).exit_code == 0  # same settings: resumed, the first run's record is kept
    assert json.loads((out / "meta.json").read_text())["started"] == "first"
    overwritten = invoke("taxi", "--out", str(out), "--episodes", "3", "--seed", "1", "--overwrite", "--json")
    assert overwritten.exit_code == 0  # other settings: a new run, recorded afresh
    assert json.loads((out / "config.json").read_text())["episodes"] == 3
    assert json.loads((out / "meta.json").read_text())["started"] != "first"
    model = tmp_path / "model"
    model.mkdir()
    (model / "config.json").write_text('{"model_type": "llama"}')
    refused = invoke("taxi", "--out", str(model), "--episodes", "2", "--overwrite")
    assert refused.exit_code == 2 and "not gen-data's" in refused.output
    assert (model / "config.json").read_text() == '{"model_type": "llama"}'


def test_alfworld_targets_are_expert_actions(tmp_path, monkeypatch):
    import os
    import tempfile

    os.environ.setdefault("ALFWORLD_DATA", os.path.join(tempfile.gettempdir(), "reflect-tests-alfworld-data"))
    pytest.importorskip("alfworld")
    out = tmp_path / "alf"
    result = invoke("alfworld", "--out", str(out), "--episodes", "2", "--epsilon", "0.2", "--seed", "1")
    assert result.exit_code == 0, result.output
    trajectories = read(out / "trajectories.jsonl")
    assert len(trajectories) == 2
    from reflect_cli.envs.alfworld.env import ALFWorldEnv

    env = ALFWorldEnv(data="demo", horizon=15)
    try:
        for e, trajectory in enumerate(trajectories):
            env.reset(seed=1 * 1_000_003 + e)
            for step in trajectory["steps"]:
                oracle = env.oracle_action()
                target = step["action_index"]
                assert (None if target is None else step["actions"][target]) == oracle
                if target is not None:
                    assert step["reflection"] and oracle in step["reflection"]
                env.step(step["taken_index"])
    finally:
        env.close()
    policy = read(out / "sft_policy.jsonl")
    assert policy and all(r["env"] == "alfworld" for r in policy)


def test_python_package_repos_and_facts_filter(tmp_path, monkeypatch):
    """--repos python:NAME finds an installed package's source; --ambiguity-filter facts is recorded."""
    site = tmp_path / "site"
    pkg = make_repo(site / "ledgerkit", "ledger")
    (pkg / "__init__.py").write_text('"""Ledger kit: invoices, parcels and stock for small shops."""\n')
    monkeypatch.syspath_prepend(str(site))
    out = tmp_path / "o"
    result = invoke("auto-explore", "--repos", "python:ledgerkit", "--out", str(out), "--ambiguity-filter", "facts", "--json")
    assert result.exit_code == 0, result.output
    tasks = read(out / "tasks.jsonl")
    assert tasks and {t["repo"] for t in tasks} == {str(pkg.resolve())}
    assert all(t["ambiguity"] == "facts" for t in tasks)
    assert json.loads((out / "gen_config.json").read_text())["ambiguity_filter"] == "facts"
    missing = invoke("auto-explore", "--repos", "python:no_such_package_xyz", "--out", str(tmp_path / "o2"))
    assert missing.exit_code == 2 and "no installed package 'no_such_package_xyz'" in missing.output
    several = invoke("auto-explore", "--repos", "python:ledgerkit", "python:no_such_xyz", "python:yaml_nope", "python:typer",
                     "--out", str(tmp_path / "o4"))
    # Every missing package in one message, with one install command.
    assert several.exit_code == 2 and "2 of 4 repositories" in several.output, several.output
    assert "python:no_such_xyz, python:yaml_nope" in several.output and "pip install no_such_xyz yaml_nope" in several.output
    bad = invoke("auto-explore", "--repos", str(pkg), "--out", str(tmp_path / "o3"), "--ambiguity-filter", "vibes")
    assert bad.exit_code == 2 and "unknown filter" in bad.output


def test_lexical_action_order_puts_the_oracle_command_first_and_is_recorded(repos, tmp_path):
    """--action-order lexical: the env orders each folder by BM25 relevance to the question, so
    the oracle's command is (almost always) the first of its kind in the observed list; the
    order is recorded in the output's settings, and an unknown order is a usage error."""
    listing, lexical = tmp_path / "listing", tmp_path / "lexical"
    generate(repos, listing)
    generate(repos, lexical, "--action-order", "lexical")
    assert "action_order" not in json.loads((listing / "config.json").read_text())
    assert json.loads((lexical / "config.json").read_text())["action_order"] == "lexical"

    def first_of_kind(out: Path) -> float:
        records = [r for r in read(out / "sft_policy.jsonl")]
        hits = 0
        for r in records:
            gold = r["actions"][r["action_index"]]
            same = [a for a in r["actions"] if a.split()[0] == gold.split()[0]]
            hits += same[0] == gold
        return hits / len(records)

    assert first_of_kind(lexical) >= 0.9
    assert first_of_kind(lexical) > first_of_kind(listing)
    bad = invoke("auto-explore", "--repos", str(repos[0]), "--out", str(tmp_path / "bad"), "--action-order", "random")
    assert bad.exit_code == 2 and "listing, lexical, answer" in bad.output
