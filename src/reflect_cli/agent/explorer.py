"""``reflect explore``: run the reflect agent on a real directory to answer a question.

The explorer stops cycles: when the policy picks, for the third time, the same action in the same
state (folder and page, i.e. the same list of actions), it takes instead the most likely action
it has not tried in that state yet; when every action there was tried, it ends the run and
answers from the ranking (:mod:`reflect_cli.agent.answer`). Either way the step says ``loop``.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import numpy as np

from reflect_cli.agent.answer import ExploreResult, ExploreStep, model_confidence, ranked_files
from reflect_cli.agent.lexical import parse_action
from reflect_cli.agent.model import LanguageModel
from reflect_cli.agent.policy import Policy, Reflector
from reflect_cli.envs.autoexplore import AutoExploreEnv
from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS

__all__ = ["Explorer", "ExploreResult", "ExploreStep"]

# Times the same action may be chosen in the same state; the next one is a cycle.
LOOP_REPEATS = 2


class Explorer:
    """A loaded policy (and optional reflector) that can answer several questions."""

    def __init__(
        self,
        lm: LanguageModel,
        *,
        reflect: bool = True,
        reflection_tokens: int = 48,
        reflector_lm: LanguageModel | None = None,
        lexical_prior: bool = False,
        top: int = 5,
    ) -> None:
        """``lm`` plays the policy; ``reflector_lm`` (default: ``lm``) writes the reflections.
        ``lexical_prior``: the env orders each folder's entries and actions by BM25 relevance to
        the question, across pages (``AutoExploreEnv(action_order="lexical")``).
        ``top``: length of the ranked answer."""
        self.lexical_prior = lexical_prior
        self.top = top
        self.lm = lm
        self.reflector_lm = reflector_lm if reflector_lm is not None else lm
        self.policy = Policy(lm, "autoexplore")
        self.reflector = Reflector(self.reflector_lm, "autoexplore", max_new_tokens=reflection_tokens) if reflect else None

    @property
    def name(self) -> str:
        if self.reflector is None or self.reflector_lm is self.lm:
            return self.lm.name
        return f"{self.lm.name} (reflector: {self.reflector_lm.name})"

    def run(
        self,
        root: str | Path,
        question: str,
        *,
        max_steps: int = 15,
        seed: int = 0,
        greedy: bool = True,
        on_step: Callable[[int, ExploreStep], None] | None = None,
        top: int | None = None,
    ) -> ExploreResult:
        start = time.perf_counter()
        # File contents are cut by the env's own truncation, as in gen-data, RL and eval: the
        # policy sees the observations it was trained on.
        env = AutoExploreEnv(
            root,
            question=question,
            horizon=max_steps,
            max_actions=min(DEFAULT_MAX_ACTIONS, self.policy.max_actions),
            action_order="lexical" if self.lexical_prior else "listing",
        )
        rng = np.random.default_rng(seed)
        obs, info = env.reset(seed=seed)
        steps: list[ExploreStep] = []
        read: list[str] = []
        chosen: dict[tuple[str, tuple[str, ...]], Counter[str]] = {}
        ended = ""
        while not ended:
            t0 = time.perf_counter()
            cwd = info["cwd"]
            actions = list(info["actions"])
            reflection, prefix = None, None
            if self.reflector:
                # The policy prompt extends the reflection prompt: score it from the reflection's
                # KV cache (only the action-list tokens are run; same scores as a full forward).
                # A separate reflector's cache is never reused (the model refuses a foreign prefix).
                reflection, prefix = self.reflector.reflect_with_prefix(obs, seed=seed + len(steps))
            choice = self.policy.act(obs, actions, reflection, greedy=greedy, rng=rng, prefix=prefix)
            prefix = None  # free the KV cache
            index, proposed = choice.index, None
            counts = chosen.setdefault((cwd, tuple(actions)), Counter())
            if counts[actions[index]] >= LOOP_REPEATS:
                proposed = actions[index]
                untried = [i for i in range(len(actions)) if not counts[actions[i]]]
                if not untried:
                    steps.append(ExploreStep(
                        cwd=f"{cwd}/" if cwd else "", reflection=reflection, actions=actions, choice=proposed,
                        result=f"Stopped: `{proposed}` would repeat a cycle and every action here was tried; "
                        "answering from the ranking.",
                        probability=round(choice.probs[index], 4), seconds=round(time.perf_counter() - t0, 3),
                        loop=True, proposed=proposed,
                    ))
                    if on_step:
                        on_step(len(steps), steps[-1])
                    ended = "loop"
                    break
                index = max(untried, key=lambda i: (choice.probs[i], -i))
            counts[actions[index]] += 1
            verb, arg = parse_action(actions[index])
            if verb == "cat" and arg is not None:
                read.append(f"{cwd}/{arg}" if cwd else arg)
            obs, _, terminated, truncated, info = env.step(index)
            step = ExploreStep(
                cwd=f"{cwd}/" if cwd else "",
                reflection=reflection,
                actions=actions,
                choice=actions[index],
                result=info["result"],
                probability=round(choice.probs[index], 4),
                seconds=round(time.perf_counter() - t0, 3),
                loop=proposed is not None,
                proposed=proposed,
            )
            steps.append(step)
            if on_step:
                on_step(len(steps), step)
            if terminated:
                ended = "identified"
            elif truncated:
                ended = "budget"
        identified = info["identified"] if ended == "identified" else None
        id_step = steps[-1] if identified else None
        assert env.view is not None
        return ExploreResult(
            question=question,
            root=str(env.view.root),
            found=identified is not None,
            files=ranked_files(env.view, question, identified=identified, read=read, top=top or self.top),
            steps=steps,
            model=self.name,
            seconds=time.perf_counter() - start,
            confidence=model_confidence(identified, id_step.probability if id_step else None, identified in read),
            ended=ended,
        )
