"""Teacher trajectories with reflections, and the SFT records built from them.

AutoExplore (one positive and up to ``negatives`` negative episodes per task):

* **positive**: the env's oracle path (``cd`` ... ``cat`` target, ``id`` target); every step gets
  an offline reflection written from ground truth (why this folder, why this file, what was read).
  A reflection only names entries shown in the observation it is written for (listing, command
  history or the last result), never a file the agent has not yet seen.
* **negative**: replay the oracle path to a random step ``i``, perturb it with a wrong ``cd``, a
  wrong ``cat`` or a premature ``id`` of a wrong file, then the recovery step: a reflection on why
  that move was wrong and what to do next, with the oracle's corrective action as the target. The
  episode then follows the oracle to the end. A wrong ``id`` would end the episode, so it is not
  executed: the recovery step sits at the state where it was tempting (``perturbation.executed``
  is false) and explains why identifying that file now would be wrong. That state is the positive
  episode's (same observation, a contradictory reflection), so the step stays in
  ``trajectories.jsonl`` but is no SFT example (:func:`sft_record_sets` drops negatives at a state
  that already has an example).

With an LLM teacher (``--teacher openai:MODEL``):

* **teacher** episodes (``--teacher-explorations N`` per task): the teacher explores the task's
  repository itself with analyse-then-choose (:meth:`OpenAITeacher.analyse_and_choose`) up to the
  env's horizon. Each step's ``reflection`` is the teacher's analysis, ``action_index`` its choice
  (step kind ``teacher``). A choice that cannot be parsed is replaced by a seeded random valid
  action (step kind ``random``: never an SFT target) and counted in ``parse_failures``. Only
  *successful* teacher episodes give SFT examples; failed ones stay in ``trajectories.jsonl``.
* **LLM reflections** (``--teacher-reflections``): every SFT step of the positive and negative
  episodes (not ``replay`` steps) gets a reflection written by the teacher from the ground truth the
  offline template uses (:func:`reflection_facts`). A reply that is empty, too long or names a file
  the state does not show (:func:`reflection_problem`) falls back to the offline reflection. Such
  steps carry ``reflection_source`` (``"teacher"``/``"offline"``), and on a fallback ``fallback``
  (the reason) and ``teacher_reply`` (the rejected text).

Taxi and ALFWorld: the behaviour takes a uniformly random admissible action with probability
``epsilon`` and the oracle's otherwise; the policy target of every visited state is the *oracle's*
action (never the random one taken). Reflections describe the consequence of the last action and
the plan. Steps where the oracle has no action (ALFWorld's expert lost) get no target.

Every episode is played by the one rollout engine (:func:`reflect_cli.agent.loop.run_episode`,
i.e. ``run_batch`` with a batch of one): the oracle (:class:`ReflectingOracleAgent`), the
perturbed oracle (:class:`PerturbedOracleAgent`), the teacher (:class:`TeacherAgent`) and the
ε-random oracle of Taxi/ALFWorld (:class:`EpsilonOracleAgent`) are its agents. Each decision
carries the step's record fields in ``Decision.extra`` (``kind``, and for Taxi/ALFWorld the
oracle's ``target`` besides the action taken), and the trajectory dicts are built from the
engine's :class:`~reflect_cli.agent.loop.StepRecord` s (:func:`_step_of`).

Step kinds: ``positive`` (SFT example of a positive episode), ``negative`` (recovery step of a
negative episode, SFT example), ``replay`` (oracle steps of a negative episode before/after the
perturbation, not used for SFT), ``perturbed`` (the wrong move, never a target), ``teacher`` (the
teacher's own choice; SFT example when its episode succeeded) and ``random`` (a teacher step whose
choice could not be parsed, never a target).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from random import Random
from typing import Any

from reflect_cli.agent.excerpt import terms
from reflect_cli.agent.loop import Decision, StepRecord, run_episode
from reflect_cli.datagen.questions import ordered_key_terms
from reflect_cli.envs.autoexplore import VERBS, AutoExploreEnv, ExploreTask, parse_command
from reflect_cli.envs.fileview import DEFAULT_SUFFIXES

TRAJECTORY_SCHEMA = "reflect.trajectory/1"
SFT_SCHEMA = "reflect.sft/1"
PERTURBATIONS = ("wrong_cd", "wrong_cat", "premature_id")


def _listed(terms_: list[str], n: int = 3) -> str:
    words = list(terms_)[:n]
    if not words:
        return "what the question asks"
    return ", ".join(words[:-1]) + (" and " if len(words) > 1 else "") + words[-1]


def _where(cwd: str) -> str:
    return f"in `{cwd}/`" if cwd else "at the repository root"


def _result_body(result: str) -> str:
    return result.split("\n", 2)[2] if result.count("\n") >= 2 else ""


# Words every source file is full of; they say nothing about what a file is about.
CODE_WORDS = frozenset(
    """import from return self none true false optional type typing def class str int float
    list dict bool tuple any args kwargs else elif try except raise pass yield lambda not
    async await const var let function public private static void new null this super
    annotations future license copyright""".split()
)


def _topic_terms(text: str, exclude: set[str], n: int = 3) -> list[str]:
    counts: Counter[str] = Counter()
    for line in text.splitlines():
        # sorted: terms() is a set, and ties in most_common keep insertion order, so iterating
        # the set would make reflections depend on PYTHONHASHSEED (differ between processes).
        counts.update(
            t for t in sorted(terms(line)) if t not in exclude and t not in CODE_WORDS and not t.isdigit()
        )
    return [t for t, _ in counts.most_common(n)]


# -- AutoExplore reflections --------------------------------------------------------------------


def _plan(action: str) -> str:
    verb, name = parse_command(action)
    if action == "cd ..":
        return "The answer is not below this folder, so I will go back up to the parent folder."
    if action == "next page":
        return "What I need is not on this page of the listing, so I will look at the next page."
    if action == "previous page":
        return "What I need is on an earlier page of the listing, so I will go back a page."
    if verb == "cd":
        return f"The folder `{name}/` listed here is where this part of the project lives, so I will enter it."
    if verb == "cat":
        return f"The file `{name}` listed here looks like the best match, so I will read it."
    return f"`{name}` answers the question, so I will identify it."


def positive_reflection(env: AutoExploreEnv, action: str, question_terms: list[str]) -> str:
    """Ground-truth reasoning for taking the oracle's ``action`` in the env's current state."""
    verb, name = parse_command(action)
    topic = _listed(question_terms)
    if verb == "id":
        body = terms(_result_body(env._last_result))
        shown = [t for t in question_terms if t in body]
        evidence = f"mentions {_listed(shown)}" if shown else f"covers the topic ({topic})"
        return (
            f"I have read `{name}` and its content {evidence}, which is what the question asks "
            f"about. So `{name}` is the answer and I will identify it."
        )
    if verb == "cd" and action != "cd ..":
        return f"The question is about {topic}. I am {_where(env.cwd)}. " + _plan(action)
    if verb == "cat":
        return (
            f"The question is about {topic}. I am {_where(env.cwd)} and the file `{name}` here "
            f"looks like it covers that; I should read it before answering."
        )
    return f"The question is about {topic}. I am {_where(env.cwd)}. " + _plan(action)


def negative_reflection(
    env: AutoExploreEnv, wrong: str, kind: str, corrective: str, question_terms: list[str]
) -> str:
    """Why ``wrong`` was a mistake, then the plan that leads to ``corrective``."""
    topic = _listed(question_terms)
    _, name = parse_command(wrong)
    if kind == "wrong_cd":
        dirs, files = env._entries(env.cwd)
        entries = [f"{d}/" for d in dirs] + list(files)
        seen = ", ".join(f"`{e}`" for e in entries[:3]) if entries else "nothing useful"
        why = (
            f"Entering `{name}/` was a mistake: it holds {seen}, none of which is about {topic}."
        )
    elif kind == "wrong_cat":
        about = _topic_terms(_result_body(env._last_result), set(question_terms))
        subject = f"is about {', '.join(about)}" if about else "has nothing on the question"
        why = f"Reading `{name}` was a detour: it {subject}, not {topic}."
    else:
        why = (
            f"Identifying `{name}` now would be premature: nothing I have seen ties it to {topic}, "
            "and a wrong answer ends the search."
        )
    return f"{why} {_plan(corrective)}"


# -- AutoExplore episodes -----------------------------------------------------------------------


def _step(t, obs, actions, index, reflection, kind, **extra) -> dict[str, Any]:
    record = {
        "t": t,
        "observation": obs,
        "actions": list(actions),
        "action_index": index,
        "action": actions[index] if index is not None and 0 <= index < len(actions) else None,
        "reflection": reflection,
        "kind": kind,
    }
    record.update(extra)
    return record


def _oracle_index(env: AutoExploreEnv, info: dict[str, Any]) -> int | None:
    action = env.oracle_action()
    if action is None or action not in info["actions"]:
        return None
    return info["actions"].index(action)


def _step_of(record: StepRecord) -> dict[str, Any]:
    """The trajectory step dict of one engine step: ``record.extra`` holds the step ``kind``, and
    optionally the policy ``target`` (when it differs from the action played, Taxi/ALFWorld) and
    further fields appended to the dict in their order."""
    extra = dict(record.extra or {})
    kind = extra.pop("kind")
    index = extra.pop("target") if "target" in extra else record.action_index
    return _step(record.t, record.observation, record.actions, index, record.reflection, kind, **extra)


_STOP = Decision(index=-1, stop=True)


class ReflectingOracleAgent:
    """The env's oracle path, each step with its ground-truth reflection
    (:func:`positive_reflection`, written before the step from the env's state). Stops the
    episode where the oracle has no admissible action (``stopped``)."""

    name = "oracle"

    def __init__(self, env: AutoExploreEnv, question_terms: list[str]) -> None:
        self.env = env
        self.qterms = question_terms

    def act(self, observation: str, info: dict[str, Any], rng: Any) -> Decision:
        index = _oracle_index(self.env, info)
        if index is None:
            return _STOP
        reflection = positive_reflection(self.env, info["actions"][index], self.qterms)
        return Decision(index=index, reflection=reflection, logprob=0.0, extra={"kind": "positive"})


def positive_episode(env: AutoExploreEnv, task: dict[str, Any]) -> dict[str, Any] | None:
    """The oracle's path with reflections; None when the oracle cannot reach the target."""
    agent = ReflectingOracleAgent(env, ordered_key_terms(task["question"]))
    episode = run_episode(env, agent, options={"task": ExploreTask.from_dict(task)}, env_name="autoexplore")
    if episode.stop is not None or not episode.success:
        return None
    return {"kind": "positive", "perturbation": None, "success": True, "steps": [_step_of(r) for r in episode.steps]}


def _wrong_choices(env: AutoExploreEnv, actions: list[str], oracle: str) -> dict[str, list[str]]:
    targets = set(env.task.targets) if env.task else set()
    out: dict[str, list[str]] = {k: [] for k in PERTURBATIONS}
    for a in actions:
        if a == oracle:
            continue
        verb, name = parse_command(a)
        path = f"{env.cwd}/{name}" if env.cwd else name
        if verb == "cd":
            out["wrong_cd"].append(a)
        elif verb == "cat" and path not in targets:
            out["wrong_cat"].append(a)
        elif verb == "id" and path not in targets:
            out["premature_id"].append(a)
    return {k: v for k, v in out.items() if v}


class PerturbedOracleAgent:
    """One negative episode (see the module docstring): the oracle (``replay`` steps) up to step
    ``at``, where it draws a perturbation from ``rng`` (a wrong ``cd``/``cat``, played as a
    ``perturbed`` step, or a premature ``id``, not played), then the ``negative`` recovery step
    (the oracle's action with :func:`negative_reflection`) and the oracle to the end.

    ``outcome`` after the episode: ``None`` (a negative episode), ``"abort"`` (the oracle had no
    action before the perturbation: this task has no negatives) or ``"retry"`` (no new
    perturbation at ``at``, or no recovery after it: draw another). A perturbation that ends the
    episode leaves ``recovered`` false (also a retry)."""

    name = "perturbed-oracle"

    def __init__(
        self, env: AutoExploreEnv, question_terms: list[str], at: int, rng: Random, used: set[tuple[int, str]]
    ) -> None:
        self.env = env
        self.qterms = question_terms
        self.at = at
        self.rng = rng
        self.used = used
        self.taken = 0  # steps played before the perturbation
        self.perturbation: dict[str, Any] | None = None
        self.recovered = False
        self.outcome: str | None = None

    def _end(self, outcome: str | None) -> Decision:
        self.outcome = outcome
        return _STOP

    def _oracle(self, info: dict[str, Any], kind: str) -> Decision | None:
        index = _oracle_index(self.env, info)
        if index is None:
            return None
        reflection = positive_reflection(self.env, info["actions"][index], self.qterms)
        return Decision(index=index, reflection=reflection, logprob=0.0, extra={"kind": kind})

    def act(self, observation: str, info: dict[str, Any], rng: Any) -> Decision:
        env, actions = self.env, info["actions"]
        if self.perturbation is None:
            if self.taken < self.at:
                self.taken += 1
                return self._oracle(info, "replay") or self._end("abort")
            choices = _wrong_choices(env, actions, env.oracle_action() or "")
            if not choices:
                return self._end("retry")
            kind = self.rng.choice(sorted(choices))
            wrong = self.rng.choice(choices[kind])
            if (self.at, wrong) in self.used:
                return self._end("retry")
            self.used.add((self.at, wrong))
            self.perturbation = {"t": self.at, "kind": kind, "action": wrong, "executed": kind != "premature_id"}
            if kind != "premature_id":
                return Decision(index=actions.index(wrong), extra={"kind": "perturbed"})
            # A premature id is not played: the recovery step sits at this state.
        if not self.recovered:
            index = _oracle_index(env, info)
            if index is None:
                return self._end("retry")
            self.recovered = True
            wrong = self.perturbation
            reflection = negative_reflection(env, wrong["action"], wrong["kind"], actions[index], self.qterms)
            return Decision(index=index, reflection=reflection, logprob=0.0, extra={"kind": "negative"})
        return self._oracle(info, "replay") or _STOP  # the oracle is lost: the episode ends here


def negative_episode(
    env: AutoExploreEnv, task: dict[str, Any], length: int, rng: Random, used: set[tuple[int, str]]
) -> dict[str, Any] | None:
    """One perturbed episode (see the module docstring); None when no new perturbation exists."""
    qterms = ordered_key_terms(task["question"])
    for _ in range(8):
        agent = PerturbedOracleAgent(env, qterms, rng.randrange(length), rng, used)
        episode = run_episode(env, agent, options={"task": ExploreTask.from_dict(task)}, env_name="autoexplore")
        if agent.outcome == "abort":
            return None
        if agent.outcome == "retry" or not agent.recovered:
            continue
        return {
            "kind": "negative",
            "perturbation": agent.perturbation,
            "success": episode.success,
            "steps": [_step_of(r) for r in episode.steps],
        }
    return None


class TeacherAgent:
    """An LLM teacher exploring with analyse-then-choose: the analysis is the step's reflection.
    A choice that cannot be parsed becomes a random valid action drawn from ``rng`` (step kind
    ``random``), counted in ``parse_failures`` and in the teacher's ``usage``."""

    def __init__(self, teacher: Any, rng: Random, *, call_seed: int, env_name: str = "autoexplore") -> None:
        self.teacher = teacher
        self.name = getattr(teacher, "name", "teacher")
        self.rng = rng
        self.call_seed = call_seed
        self.env_name = env_name
        self.parse_failures = 0

    def act(self, observation: str, info: dict[str, Any], rng: Any) -> Decision:
        actions = list(info["actions"])
        analysis, index = self.teacher.analyse_and_choose(observation, actions, self.env_name, seed=self.call_seed)
        kind = "teacher"
        if index is None:
            self.parse_failures += 1
            self.teacher.usage["parse_failures"] = self.teacher.usage.get("parse_failures", 0) + 1
            index = self.rng.randrange(len(actions))
            kind = "random"
        return Decision(index=index, reflection=analysis or None, extra={"kind": kind})


def teacher_episode(
    env: AutoExploreEnv, task: dict[str, Any], teacher: Any, *, seed: int, k: int
) -> dict[str, Any]:
    """The teacher's own exploration of ``task`` (analyse-then-choose, up to the env horizon)."""
    rng = Random(f"{seed}:{task['id']}:teacher:{k}")
    agent = TeacherAgent(teacher, rng, call_seed=rng.randrange(2**31))
    last: dict[str, Any] = {}
    episode = run_episode(env, agent, options={"task": ExploreTask.from_dict(task)}, env_name="autoexplore",
                          on_step=lambda _record, info: last.update(info=info))
    return {
        "kind": "teacher",
        "perturbation": None,
        "success": episode.success,
        "identified": last["info"].get("identified"),
        "parse_failures": agent.parse_failures,
        "steps": [_step_of(r) for r in episode.steps],
    }


# -- LLM reflections for offline episodes --------------------------------------------------------

MAX_REFLECTION_CHARS = 700
MAX_REFLECTION_WORDS = 100
_PREFIX = re.compile(r"^\s*(?:\*\*)?(?:reflection|reasoning|analysis|thought)s?(?:\*\*)?\s*:\s*", re.IGNORECASE)
_FILE_LIKE = re.compile(r"[\w./-]*\w\.([A-Za-z][A-Za-z0-9]{0,9})\b")
_WRONG = {
    "wrong_cd": "The agent's previous command `{a}` entered a folder that does not lead to the answer.",
    "wrong_cat": "The agent's previous command `{a}` read a file that does not answer the question.",
    "premature_id": (
        "The agent was about to run `{a}`, identifying a file it has not read and that is not the "
        "answer; that would end the search with a wrong answer."
    ),
}


def clean_reflection(reply: str) -> str:
    """A reply as a reflection: whitespace collapsed, a leading 'Reflection:' and quotes removed."""
    text = " ".join(reply.split())
    text = _PREFIX.sub("", text)
    if len(text) > 1 and text[0] == text[-1] and text[0] in "\"'":
        text = text[1:-1].strip()
    return text


def _seen(name: str, observation: str) -> bool:
    name = name.strip().strip('"')
    verb, _, rest = name.partition(" ")  # free text: quotes are stripped, not parsed (parse_command)
    if verb in VERBS and rest:
        name = rest.strip().strip('"')
    name = name.rstrip("/")
    if name in ("", ".", ".."):
        return True
    return name in observation or name.rsplit("/", 1)[-1] in observation


def reflection_problem(text: str, observation: str) -> str | None:
    """Why ``text`` cannot be used as the reflection of ``observation`` (``empty``, ``too_long``,
    ``unseen_name``), or None when it can. A name is seen when the observation contains it (its
    listing, command history, last result or the question)."""
    if not text.strip():
        return "empty"
    if len(text) > MAX_REFLECTION_CHARS or len(text.split()) > MAX_REFLECTION_WORDS:
        return "too_long"
    if not all(_seen(name, observation) for name in named_entries(text)):
        return "unseen_name"
    for match in _FILE_LIKE.finditer(_BACKTICK.sub(" ", text)):
        if f".{match.group(1).lower()}" in DEFAULT_SUFFIXES and not _seen(match.group(0), observation):
            return "unseen_name"
    return None


def reflection_facts(trajectory: dict[str, Any], step: dict[str, Any]) -> list[str]:
    """The ground truth the offline reflection of ``step`` was written from, for the teacher."""
    facts = []
    if step["kind"] == "negative":
        wrong = trajectory["perturbation"]
        facts.append(_WRONG[wrong["kind"]].format(a=wrong["action"]))
    facts.append(f"The correct next command is `{step['action']}`.")
    facts.append(f"Reasoning derived from the ground truth (rephrase it, keep it correct): {step['reflection']}")
    return facts


def add_teacher_reflections(trajectory: dict[str, Any], teacher: Any, *, seed: int) -> None:
    """Replace the offline reflections of ``trajectory``'s SFT steps by the teacher's (in place);
    invalid replies keep the offline text and are counted in ``bad_replies``/``fallbacks``."""
    for step in trajectory["steps"]:
        if step["kind"] not in ("positive", "negative") or not step["reflection"] or step["action_index"] is None:
            continue
        call_seed = Random(f"{seed}:{trajectory['id']}:{step['t']}").randrange(2**31)
        reply = teacher.reflection(
            step["observation"], reflection_facts(trajectory, step), negative=step["kind"] == "negative", seed=call_seed
        )
        text = clean_reflection(reply)
        problem = reflection_problem(text, step["observation"])
        if problem is None:
            step["reflection"] = text
            step["reflection_source"] = "teacher"
            continue
        teacher.usage["bad_replies"] = teacher.usage.get("bad_replies", 0) + 1
        teacher.usage["fallbacks"] = teacher.usage.get("fallbacks", 0) + 1
        step["reflection_source"] = "offline"
        step["fallback"] = problem
        step["teacher_reply"] = reply[:1000]


def autoexplore_trajectories(
    env: AutoExploreEnv,
    task: dict[str, Any],
    *,
    negatives: int,
    seed: int,
    teacher: Any = None,
    explorations: int = 0,
    teacher_reflections: bool = False,
) -> list[dict[str, Any]]:
    """Trajectory records for one task: the positive episode, then up to ``negatives`` negatives,
    then (with a ``teacher``) ``explorations`` teacher episodes. Empty when the oracle cannot solve
    the task within the horizon (the teacher is then not asked)."""
    positive = positive_episode(env, task)
    if positive is None:
        return []
    episodes = [positive]
    rng = Random(f"{seed}:{task['id']}")
    used: set[tuple[int, str]] = set()
    for _ in range(negatives):
        episode = negative_episode(env, task, len(positive["steps"]), rng, used)
        if episode is not None:
            episodes.append(episode)
    out = []
    for k, episode in enumerate(episodes):
        out.append(
            {
                "schema": TRAJECTORY_SCHEMA,
                "id": f"{task['id']}-{'p' if k == 0 else f'n{k}'}",
                "task_id": task["id"],
                "env": "autoexplore",
                "split": task["split"],
                "source": "offline",
                **episode,
            }
        )
    if teacher is None:
        return out
    if teacher_reflections:
        for record in out:
            add_teacher_reflections(record, teacher, seed=seed)
    for k in range(1, explorations + 1):
        out.append(
            {
                "schema": TRAJECTORY_SCHEMA,
                "id": f"{task['id']}-t{k}",
                "task_id": task["id"],
                "env": "autoexplore",
                "split": task["split"],
                "source": teacher.name,
                **teacher_episode(env, task, teacher, seed=seed, k=k),
            }
        )
    return out


# -- Taxi and ALFWorld ----------------------------------------------------------------------------


def _taxi_tables():
    from gymnasium.envs.toy_text.taxi import TaxiEnv

    table = TaxiEnv()
    return table


_TAXI = None


def taxi_reflection(
    env: Any, state: int, prev: tuple[int, int, int] | None, target: int
) -> str:
    """``prev`` = (previous state, action taken, oracle plan length before it)."""
    global _TAXI
    from reflect_cli.envs.taxi import ACTIONS, DEPOTS

    if _TAXI is None:
        _TAXI = _taxi_tables()
    row, col, passenger, dest = (int(x) for x in _TAXI.decode(state))
    plan = env.oracle_actions()
    if passenger == 4:
        goal = f"depot {DEPOTS[dest]} at row {_TAXI.locs[dest][0]}, col {_TAXI.locs[dest][1]}"
        where = "the passenger is aboard"
    else:
        goal = f"the passenger at depot {DEPOTS[passenger]} (row {_TAXI.locs[passenger][0]}, col {_TAXI.locs[passenger][1]})"
        where = "the passenger is not aboard yet"
    if prev is None:
        first = f"The taxi starts at row {row}, col {col} and {where}."
    else:
        _, taken, before = prev
        verb = ACTIONS[taken]
        if taken == 4 and passenger == 4:
            first = "Picking up the passenger worked; now they must reach the destination."
        elif len(plan) == before - 1:
            first = f"'{verb.capitalize()}' brought the taxi to row {row}, col {col}, one step closer to the goal."
        else:
            extra = len(plan) - (before - 1)
            first = (
                f"'{verb.capitalize()}' took the taxi to row {row}, col {col}, a detour that costs "
                f"{extra} extra step{'s' if extra != 1 else ''}."
            )
    return f"{first} Heading for {goal}, {len(plan)} step{'s' if len(plan) != 1 else ''} remain, so next I should {ACTIONS[target]}."


def alfworld_reflection(info: dict[str, Any], prev: tuple[str, bool] | None, feedback: str, target: str) -> str:
    task = info.get("task", "")
    if prev is None:
        return f"My task is to {task.rstrip('.')}. I should start with '{target}'."
    action, was_oracle = prev
    said = " ".join(feedback.split())
    said = said if len(said) <= 120 else said[:117] + "..."
    judge = "That was a step towards the goal." if was_oracle else "That did not bring me closer to the goal."
    return f"After '{action}' the game said: \"{said}\" {judge} Next I should '{target}'."


class _TaxiNarrator:
    """Taxi's oracle reflections: the consequence of the last move and the BFS plan."""

    @staticmethod
    def reflection(env: Any, info: dict[str, Any], prev: Any, actions: list[str], target: int) -> str:
        return taxi_reflection(env, int(info["state"]), prev, target)

    @staticmethod
    def remember(env: Any, info: dict[str, Any], actions: list[str], taken: int, target: int | None) -> Any:
        return (int(info["state"]), taken, len(env.oracle_actions()))


class _ALFWorldNarrator:
    """ALFWorld's oracle reflections: what the game said to the last command and the expert's next."""

    @staticmethod
    def reflection(env: Any, info: dict[str, Any], prev: Any, actions: list[str], target: int) -> str:
        feedback = env._history[-1][1] if getattr(env, "_history", None) else ""
        return alfworld_reflection(info, prev, feedback, actions[target])

    @staticmethod
    def remember(env: Any, info: dict[str, Any], actions: list[str], taken: int, target: int | None) -> Any:
        return (actions[taken], taken == target)


# The template that writes an ε-oracle episode's reflections, by env; any other env gets
# ALFWorld's, which needs nothing but the info and the game's last feedback.
ORACLE_NARRATORS: dict[str, Any] = {"taxi": _TaxiNarrator, "alfworld": _ALFWorldNarrator}


class EpsilonOracleAgent:
    """Taxi/ALFWorld behaviour: a uniformly random admissible action with probability
    ``epsilon`` (always when the oracle has none), the oracle's otherwise. The decision plays the
    behaviour action; its ``extra`` records the oracle's ``target`` (the policy target) and the
    reflection is written for that target (by the env's narrator, :data:`ORACLE_NARRATORS`).
    ``rng`` is shared by the episodes of a run; one agent per episode (it remembers the previous
    step for the reflections)."""

    name = "oracle"

    def __init__(self, env: Any, env_name: str, epsilon: float, rng: Random) -> None:
        self.env = env
        self.env_name = env_name
        self.narrator = ORACLE_NARRATORS.get(env_name, _ALFWorldNarrator)
        self.epsilon = epsilon
        self.rng = rng
        self.prev: Any = None

    def act(self, observation: str, info: dict[str, Any], _rng: Any) -> Decision:
        env = self.env
        oracle = env.oracle_action()
        actions = list(info["actions"])
        if oracle is None:
            target = None
        else:
            target = int(oracle) if not isinstance(oracle, str) else actions.index(oracle)
        random_step = target is None or self.rng.random() < self.epsilon
        taken = self.rng.randrange(len(actions)) if random_step else target
        reflection = None if target is None else self.narrator.reflection(env, info, self.prev, actions, target)
        self.prev = self.narrator.remember(env, info, actions, taken, target)
        extra = {"kind": "positive", "target": target, "taken_index": taken, "taken": actions[taken], "random": random_step}
        return Decision(index=taken, reflection=reflection, extra=extra)


def oracle_episodes(
    env: Any,
    env_name: str,
    *,
    episodes: int,
    epsilon: float,
    seed: int,
    reset_options: dict[str, Any] | None = None,
    split_of: Callable[[int], str] = lambda i: "train",
) -> Iterator[dict[str, Any]]:
    """ε-random behaviour, oracle targets (Taxi and ALFWorld)."""
    rng = Random(seed)
    for e in range(episodes):
        last: dict[str, Any] = {}
        episode = run_episode(env, EpsilonOracleAgent(env, env_name, epsilon, rng), seed=seed * 1_000_003 + e,
                              options=reset_options, env_name=env_name, on_step=lambda _record, info: last.update(info=info))
        yield {
            "schema": TRAJECTORY_SCHEMA,
            "id": f"{env_name}-s{seed}-e{e}",
            "task_id": f"{env_name}-s{seed}-e{e}",
            "env": env_name,
            "split": split_of(e),
            "source": "oracle",
            "kind": "positive",
            "perturbation": None,
            "task": last["info"].get("task", ""),
            "epsilon": epsilon,
            "success": episode.success,
            "steps": [_step_of(r) for r in episode.steps],
        }


# -- SFT records ----------------------------------------------------------------------------------


def _sft_steps(trajectory: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The steps of ``trajectory`` that are SFT examples (see :func:`sft_records`)."""
    for step in trajectory["steps"]:
        kind = step["kind"]
        if kind not in ("positive", "negative", "teacher") or step["action_index"] is None:
            continue
        if trajectory["kind"] == "negative" and kind != "negative":
            continue
        if kind == "teacher" and not trajectory["success"]:
            continue
        yield step


def sft_records(trajectory: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(file stem, record)`` pairs for one trajectory. Stems: ``sft_reflection``, ``sft_policy``,
    ``sft_policy_noreflect`` (no reflection), and ``sft_reflection_positive`` / ``sft_policy_positive``.
    Teacher steps count as positive examples, and only when their episode succeeded. A record set
    built from several trajectories goes through :func:`sft_record_sets` (conflicting negatives)."""
    for step in _sft_steps(trajectory):
        yield from _step_records(trajectory, step)


def _state_key(trajectory: dict[str, Any], step: dict[str, Any]) -> tuple[str, str, str]:
    return trajectory["env"], trajectory["task_id"], step["observation"]


def sft_record_sets(
    trajectories: list[dict[str, Any]],
) -> tuple[dict[str, list[dict[str, Any]]], dict[str, int]]:
    """The SFT records of ``trajectories`` per file stem (:data:`SFT_FILES`, trajectory order), and
    the negative steps left out, by reason.

    A negative recovery step is an example only at a state (env, task, observation) that no
    positive or teacher example and no earlier negative example has. A premature ``id`` is never
    executed, so its recovery step sits at the positive episode's state: its reflection
    ("Identifying X now would be premature ...") would be a second, contradictory reflection target
    for the same reflector input (and two premature ``id`` negatives at one state a third). Such
    steps are dropped with all their records, counted as ``conflicting`` when their reflection or
    action differs from the kept example's, ``duplicate`` when both are the same."""
    targets: dict[tuple[str, str, str], set[tuple[Any, Any]]] = {}
    for trajectory in trajectories:
        for step in _sft_steps(trajectory):
            if step["kind"] != "negative":
                targets.setdefault(_state_key(trajectory, step), set()).add((step["reflection"], step["action_index"]))
    buckets: dict[str, list[dict[str, Any]]] = {name: [] for name in SFT_FILES}
    dropped: Counter[str] = Counter()
    for trajectory in trajectories:
        for step in _sft_steps(trajectory):
            if step["kind"] == "negative":
                key = _state_key(trajectory, step)
                kept = targets.get(key)
                if kept is not None:
                    dropped["duplicate" if (step["reflection"], step["action_index"]) in kept else "conflicting"] += 1
                    continue
                targets[key] = {(step["reflection"], step["action_index"])}
            for name, record in _step_records(trajectory, step):
                buckets[name].append(record)
    return buckets, dict(sorted(dropped.items()))


def _step_records(trajectory: dict[str, Any], step: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(file stem, record)`` pairs of one SFT step."""
    kind = step["kind"]
    meta = {"task_id": trajectory["task_id"], "episode_id": trajectory["id"], "t": step["t"], "kind": kind}
    base = {
        "schema": SFT_SCHEMA,
        "env": trajectory["env"],
        "observation": step["observation"],
        "actions": step["actions"],
        "split": trajectory["split"],
    }
    policy_plain = {**base, "target": "policy", "reflection": None, "action_index": step["action_index"], "meta": meta}
    yield "sft_policy_noreflect", policy_plain
    if not step["reflection"]:
        return
    reflection = {**base, "target": "reflection", "reflection": step["reflection"], "action_index": None, "meta": meta}
    policy = {**base, "target": "policy", "reflection": step["reflection"], "action_index": step["action_index"], "meta": meta}
    yield "sft_reflection", reflection
    yield "sft_policy", policy
    if kind in ("positive", "teacher"):
        yield "sft_reflection_positive", reflection
        yield "sft_policy_positive", policy


SFT_FILES = ("sft_reflection", "sft_policy", "sft_reflection_positive", "sft_policy_positive", "sft_policy_noreflect")
_BACKTICK = re.compile(r"`([^`]+)`")


def named_entries(reflection: str) -> list[str]:
    """Names a reflection puts in backticks (used to check it only names what was seen)."""
    return _BACKTICK.findall(reflection)
