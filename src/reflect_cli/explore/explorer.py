"""``reflect explore``: run the reflect agent on a real directory to answer a question.

The exploration is an episode of the one rollout engine (:func:`reflect_cli.agent.loop.run_batch`,
a batch of one) played by :class:`ExploreAgent`: :class:`~reflect_cli.agent.loop.LMAgent`'s
reflection and policy scoring (the policy prompt scored from the reflection's KV cache) behind a
loop guard. The guard stops cycles: when the policy picks, for the third time, the same action in
the same state (folder and page, i.e. the same list of actions), it takes instead the most likely
action it has not tried in that state yet; when every action there was tried, it ends the run
(a ``stop`` decision) and answers from the ranking (:mod:`reflect_cli.explore.answer`). Either way
the step says ``loop``.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.agent.loop import Decision, LMAgent, StepRecord, run_batch
from reflect_cli.agent.policy import Policy, Reflector
from reflect_cli.envs.autoexplore.env import AutoExploreEnv, parse_command
from reflect_cli.envs.autoexplore.listing import RANKED_ORDERS
from reflect_cli.envs.factory import make_policy_env
from reflect_cli.explore.answer import Exploration, ExploreResult, ExploreStep, answer_files
from reflect_cli.explore.options import REFLECTION_TOKENS, ExploreOptions
from reflect_cli.lm.backend import LanguageBackend
from reflect_cli.search.questions import Question

__all__ = ["ExploreAgent", "Explorer", "ExploreResult", "ExploreStep"]

# Times the same action may be chosen in the same state; the next one is a cycle.
LOOP_REPEATS = 2


class ExploreAgent:
    """``reflect explore``'s player for :func:`~reflect_cli.agent.loop.run_batch`: ``inner``
    (an :class:`LMAgent`) reflects and scores, then the loop guard may replace its pick by the
    most likely untried action of the state, or stop the episode when every action there was
    tried. One agent per episode (it counts the choices made in each state of its episode).

    Each decision's ``extra`` holds what the explorer's :class:`ExploreStep` needs: ``cwd`` and
    ``actions`` (of the state decided in), ``probability`` of the action played (rounded), ``proposed`` (the
    policy's pick when the guard replaced it, else ``None``) and ``t0`` (when the step began)."""

    def __init__(self, inner: LMAgent, *, name: str | None = None,
                 on_phase: Callable[[str, str], None] | None = None) -> None:
        self.inner = inner
        self.name = name or inner.name
        self.chosen: dict[tuple[str, tuple[str, ...]], Counter[str]] = {}
        # Told what the step is doing now ("reflecting", "scoring 31 commands", "reading a.py")
        # and in which folder: a step takes seconds to minutes on a CPU, and a silent one looks
        # hung.
        self._phase = on_phase or (lambda _text, _cwd: None)
        self._cwd = ""

    def on_phase(self, text: str) -> None:
        self._phase(text, self._cwd)

    def act(self, observation: str, info: dict[str, Any], rng: np.random.Generator) -> Decision:
        t0 = time.perf_counter()
        cwd = self._cwd = info["cwd"]
        actions = list(info["actions"])
        scoring = f"scoring {len(actions)} command{'s' if len(actions) != 1 else ''}"
        reflector = self.inner.reflector
        if reflector is not None:
            self.on_phase("reflecting")
            self.inner.reflector = _Announced(reflector, lambda: self.on_phase(scoring))  # type: ignore[assignment]
        else:
            self.on_phase(scoring)
        try:
            reflection, choice = self.inner.choose(observation, actions, rng)
        finally:
            self.inner.reflector = reflector
        index, proposed, stop = choice.index, None, False
        counts = self.chosen.setdefault((cwd, tuple(actions)), Counter())
        if counts[actions[index]] >= LOOP_REPEATS:
            proposed = actions[index]
            untried = [i for i in range(len(actions)) if not counts[actions[i]]]
            if untried:
                index = max(untried, key=lambda i: (choice.probs[i], -i))
            else:
                stop = True  # every action here was tried: answer from the ranking
        if not stop:
            counts[actions[index]] += 1
        p = float(choice.probs[index])
        if not stop:
            verb, arg = parse_command(actions[index])
            self.on_phase(f"reading {arg}" if verb == "cat" and arg else f"running `{actions[index]}`")
        return Decision(
            index=index, reflection=reflection, logprob=math.log(p) if p > 0 else -math.inf, prompt=choice.prompt,
            stop=stop, extra={"cwd": cwd, "actions": actions, "probability": round(p, 4), "proposed": proposed, "t0": t0},
        )


class _Announced:
    """A reflector that calls ``after()`` once its reflection is written (the policy's scoring
    starts then); everything else is the reflector's own."""

    def __init__(self, inner: Any, after: Callable[[], None]) -> None:
        self._inner, self._after = inner, after

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def reflect(self, *args: Any, **kwargs: Any) -> Any:
        out = self._inner.reflect(*args, **kwargs)
        self._after()
        return out

    def reflect_with_prefix(self, *args: Any, **kwargs: Any) -> Any:
        out = self._inner.reflect_with_prefix(*args, **kwargs)
        self._after()
        return out


def _explore_step(actions: list[str], decision_extra: dict[str, Any], reflection: str | None, choice: str,
                  result: str) -> ExploreStep:
    cwd = decision_extra["cwd"]
    return ExploreStep(
        cwd=f"{cwd}/" if cwd else "",
        reflection=reflection,
        actions=actions,
        choice=choice,
        result=result,
        probability=decision_extra["probability"],
        seconds=round(time.perf_counter() - decision_extra["t0"], 3),
        loop=decision_extra["proposed"] is not None,
        proposed=decision_extra["proposed"],
    )


class Explorer:
    """A loaded policy (and optional reflector) that can answer several questions."""

    def __init__(
        self,
        lm: LanguageBackend,
        *,
        reflect: bool = True,
        reflection_tokens: int = REFLECTION_TOKENS,
        reflector_lm: LanguageBackend | None = None,
        lexical_prior: bool = False,
        top: int = 5,
    ) -> None:
        """``lm`` plays the policy; ``reflector_lm`` (default: ``lm``) writes the reflections.
        ``lexical_prior``: the env orders each folder's entries and actions by BM25 relevance to
        the question, across pages (``AutoExploreEnv(action_order="lexical")``).
        ``top``: length of the ranked answer."""
        self.top = top
        self.lm = lm
        self.reflector_lm = reflector_lm if reflector_lm is not None else lm
        self.policy = Policy(lm, "autoexplore")
        # A policy whose RL learned how far to trust the ranked order walks ranked listings.
        learned_on = self.policy.prior.action_order if self.policy.prior is not None else None
        # (its order: "lexical" or "answer"; --lexical-prior alone shows the plain BM25 order)
        self.action_order = learned_on if learned_on in RANKED_ORDERS else "lexical" if lexical_prior else "listing"
        self.lexical_prior = self.action_order != "listing"
        self.reflector = Reflector(self.reflector_lm, "autoexplore", max_new_tokens=reflection_tokens) if reflect else None

    @classmethod
    def from_options(cls, lm: LanguageBackend, options: ExploreOptions,
                     reflector_lm: LanguageBackend | None = None) -> Explorer:
        """The explorer ``options`` describe (reflections, their length, the lexical prior, ``top``)."""
        return cls(lm, reflect=options.reflect, reflection_tokens=options.reflection_tokens,
                   reflector_lm=reflector_lm, lexical_prior=options.lexical_prior, top=options.top)

    @property
    def name(self) -> str:
        if self.reflector is None or self.reflector_lm is self.lm:
            return self.lm.name
        return f"{self.lm.name} (reflector: {self.reflector_lm.name})"

    def run(
        self,
        root: str | Path,
        question: Question,
        *,
        max_steps: int = 15,
        seed: int = 0,
        greedy: bool = True,
        on_step: Callable[[int, ExploreStep], None] | None = None,
        top: int | None = None,
        on_phase: Callable[[str, str], None] | None = None,
        read: list[str] | None = None,
    ) -> ExploreResult:
        """Explore ``root`` for the parsed ``question``. ``on_step(k, step)`` after each step;
        ``on_phase(text, cwd)`` when a step in folder ``cwd`` starts a phase (reflecting, scoring,
        reading). ``read``: a list the files read are appended to, which the caller keeps when the
        run is interrupted (Ctrl-C: the answer so far)."""
        start = time.perf_counter()
        # File contents are cut by the env's own truncation, as in gen-data, RL and eval: the
        # policy sees the observations it was trained on.
        env = make_policy_env(
            AutoExploreEnv,
            max_actions=self.policy.max_actions,
            root=root,
            question=question.text,
            horizon=max_steps,
            action_order=self.action_order,
        )
        agent = ExploreAgent(LMAgent(self.policy, self.reflector, greedy=greedy, name=self.name), on_phase=on_phase)
        steps: list[ExploreStep] = []
        read = read if read is not None else []
        last: dict[str, Any] = {}

        def record(_episode: int, step: StepRecord, info: dict[str, Any]) -> None:
            assert step.extra is not None
            cwd = step.extra["cwd"]
            verb, arg = parse_command(step.action)
            if verb == "cat" and arg is not None:
                read.append(f"{cwd}/{arg}" if cwd else arg)
            steps.append(_explore_step(step.actions, step.extra, step.reflection, step.action, info["result"]))
            last.update(info=info, terminated=step.terminated)
            if on_step:
                on_step(len(steps), steps[-1])

        episode = run_batch([env], agent, seeds=[seed], env_name="autoexplore", on_step=record)[0]
        if episode.stop is not None:
            stop = episode.stop
            assert stop.extra is not None
            proposed = stop.extra["proposed"]
            steps.append(_explore_step(
                stop.extra["actions"], stop.extra, stop.reflection, proposed,
                f"Stopped: `{proposed}` would repeat a cycle and every action here was tried; answering from the ranking.",
            ))
            if on_step:
                on_step(len(steps), steps[-1])
            ended = "loop"
        else:
            ended = "identified" if last["terminated"] else "budget"
        identified = last["info"]["identified"] if ended == "identified" else None
        id_step = steps[-1] if identified else None
        assert env.view is not None
        explored = Exploration(identified=identified, read=read, id_probability=id_step.probability if id_step else None)
        files, trust = answer_files(env.view, question, top=top or self.top, explored=explored)
        return ExploreResult(question=question.text, root=str(env.view.root), found=identified is not None,
                             files=files, steps=steps, model=self.name, seconds=time.perf_counter() - start,
                             confidence=trust, ended=ended)
