"""``reflect explore``: run the reflect agent on a real directory to answer a question."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from reflect_cli.agent.excerpt import best_excerpt
from reflect_cli.agent.model import LanguageModel
from reflect_cli.agent.policy import Policy, Reflector
from reflect_cli.envs.autoexplore import AutoExploreEnv
from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS


@dataclass
class ExploreStep:
    cwd: str
    reflection: str | None
    actions: list[str]
    choice: str
    result: str
    probability: float
    seconds: float


@dataclass
class ExploreResult:
    question: str
    root: str
    found: bool
    files: list[dict[str, str]]
    steps: list[ExploreStep] = field(default_factory=list)
    model: str = ""
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "root": self.root,
            "found": self.found,
            "files": self.files,
            "steps": [asdict(s) for s in self.steps],
            "model": self.model,
            "seconds": round(self.seconds, 3),
        }


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
    ) -> None:
        """``lm`` plays the policy; ``reflector_lm`` (default: ``lm``) writes the reflections.
        ``lexical_prior``: the policy sees the actions ordered by BM25 relevance to the question
        (:func:`reflect_cli.agent.lexical.action_scores`) instead of the listing order."""
        self.lexical_prior = lexical_prior
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
    ) -> ExploreResult:
        start = time.perf_counter()
        # File contents are cut by the env's own truncation, as in gen-data, RL and eval: the
        # policy sees the observations it was trained on.
        env = AutoExploreEnv(
            root,
            question=question,
            horizon=max_steps,
            max_actions=min(DEFAULT_MAX_ACTIONS, self.policy.max_actions),
        )
        rng = np.random.default_rng(seed)
        obs, info = env.reset(seed=seed)
        steps: list[ExploreStep] = []
        done = False
        while not done:
            t0 = time.perf_counter()
            cwd = info["cwd"]
            actions = list(info["actions"])
            reflection, prefix = None, None
            if self.reflector:
                # The policy prompt extends the reflection prompt: score it from the reflection's
                # KV cache (only the action-list tokens are run; same scores as a full forward).
                # A separate reflector's cache is never reused (the model refuses a foreign prefix).
                reflection, prefix = self.reflector.reflect_with_prefix(obs, seed=seed + len(steps))
            order = list(range(len(actions)))
            if self.lexical_prior:
                from reflect_cli.agent.lexical import action_scores

                _, order = action_scores(env.view, question, actions, cwd)  # type: ignore[arg-type]
                actions = [actions[i] for i in order]
            choice = self.policy.act(obs, actions, reflection, greedy=greedy, rng=rng, prefix=prefix)
            prefix = None  # free the KV cache
            obs, _, terminated, truncated, info = env.step(order[choice.index])
            done = terminated or truncated
            step = ExploreStep(
                cwd=f"{cwd}/" if cwd else "",
                reflection=reflection,
                actions=actions,
                choice=actions[choice.index],
                result=info["result"],
                probability=round(choice.probs[choice.index], 4),
                seconds=round(time.perf_counter() - t0, 3),
            )
            steps.append(step)
            if on_step:
                on_step(len(steps), step)
        files = []
        if info["identified"]:
            text = env.view.read_file(info["identified"]).text or ""  # type: ignore[union-attr]
            files.append({"path": info["identified"], "excerpt": best_excerpt(text, question)})
        return ExploreResult(
            question=question,
            root=info["root"],
            found=bool(files),
            files=files,
            steps=steps,
            model=self.name,
            seconds=time.perf_counter() - start,
        )
