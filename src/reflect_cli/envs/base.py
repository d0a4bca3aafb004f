"""The contract every reflect environment follows.

Environments are plain Gymnasium envs with text observations. They know nothing about prompts,
labels or models: the agent layer turns ``(observation, info["actions"])`` into a prompt.

``reset(*, seed=None, options=None) -> (obs, info)`` and
``step(action) -> (obs, reward, terminated, truncated, info)`` with these ``info`` keys on every call:

=================  ==========================================================================
``task``           natural-language goal of the episode (constant within an episode)
``actions``        admissible actions *now*, as command strings, in a deterministic order
``action_mask``    ``np.int8`` array of length ``action_space.n``; 1 for indices < len(actions)
``success``        whether the episode has been won (meaningful on the terminal step)
``cost``           Reflect-RL's cost of the last step; ``reward == -cost``
``invalid_action`` the last action was not admissible (the env penalises it, it never raises)
``level``          curriculum level of the current task, or ``None``
=================  ==========================================================================

``step`` accepts either an index into ``info["actions"]`` or the exact command string.
``terminated`` means the MDP ended (an answer was given, a fatal move was made); ``truncated``
means the horizon ran out. They are never folded together.
"""

from __future__ import annotations

import operator
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

# 62 labels is the largest alphabet whose members are single tokens for SmolLM2's tokenizer
# after a newline (see constraints.md); envs cap their action lists to fit it by default.
DEFAULT_MAX_ACTIONS = 62


class AnyText(spaces.Text):
    """A Text space that accepts any string up to ``max_length``.

    Gymnasium's ``Text`` rejects characters outside its charset; observations here contain file
    contents, punctuation and newlines, so membership only checks type and length.
    """

    def contains(self, x: Any) -> bool:
        return isinstance(x, str) and self.min_length <= len(x) <= self.max_length


class TextEnv(gym.Env[str, int]):
    """Base class: spaces, the ``info`` contract and action decoding.

    The class attributes and classmethods below are what the rest of reflect may know about an
    env without branching on its name; they are read through :class:`reflect_cli.envs.registration.EnvSpec`
    (``envs.spec(name)``). The defaults describe a plain env: levels (if any) are passed as
    ``reset(options={"level": L})`` unchanged, no fixed level list, the env's own horizon, no
    task files. Subclasses override what differs.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 4}

    # -- what callers may ask of the class (see reflect_cli.envs.registration.EnvSpec) ------------------------

    #: The fixed levels, in curriculum order (Taxi: pickup, dropoff, full); evaluation plays all of
    #: them when none are asked for. ``None``: no fixed list (none, or read from the tasks).
    LEVELS: tuple[Any, ...] | None = None
    #: Evaluation's default horizon; ``None``: the env's own default.
    EVAL_HORIZON: int | None = None
    #: Built with ``tasks=`` read from a tasks file (:attr:`TASKS_LOADER`); evaluation and RL need one.
    TAKES_TASKS: bool = False
    #: ``"package.module:function"`` reading a tasks file: ``(path, *, root=None) -> list``.
    TASKS_LOADER: str | None = None
    #: The agent explores a repository's file tree: the ``bm25`` and ``prior:`` agents and the
    #: shipped explorer apply, and evaluation clusters episodes by repository.
    EXPLORES_REPOSITORY: bool = False
    #: What :meth:`oracle_action` follows, in words; ``None`` when the env has no oracle.
    ORACLE: str | None = None
    #: A failed episode's return differs from another failed one's only by the step cost, so
    #: comparing failures teaches nothing but failing in fewer steps (AutoExplore).
    FAILURES_DIFFER_ONLY_IN_LENGTH: bool = False
    #: Constructor arguments with a fixed set of values (checked up front, e.g. in recipes).
    OPTION_CHOICES: dict[str, tuple[Any, ...]] = {}

    @classmethod
    def ranks_actions(cls, kwargs: dict[str, Any]) -> bool:
        """Whether the env built with ``kwargs`` lists its valid actions by evidence (the most
        likely first), so that a learner may trust their order. Default: it may."""
        return True

    @classmethod
    def parse_level(cls, value: Any) -> Any:
        """A ``--level`` value (a string from the command line) in the env's own type; raises
        :class:`~reflect_cli.errors.UsageError` for a value the env does not have."""
        return value

    @classmethod
    def default_levels(cls, make_env: Any) -> list[Any]:
        """The levels evaluation plays when none are given (``make_env()`` builds an instance,
        for envs whose levels come from their tasks); ``[None]``: one group, no level option."""
        return list(cls.LEVELS) if cls.LEVELS else [None]

    @classmethod
    def check_levels(cls, levels: list[Any], make_env: Any) -> None:
        """Raise :class:`~reflect_cli.errors.UsageError` if the env built by ``make_env()`` cannot
        play every one of ``levels`` (parsed values)."""

    @classmethod
    def level_setup(cls, level: Any) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """``(extra constructor kwargs, reset options)`` that play ``level`` in evaluation."""
        return {}, {"level": level}

    @classmethod
    def curriculum_options(cls, level: Any) -> dict[str, Any]:
        """RL's reset options at curriculum ``level`` (not None)."""
        return {"level": level}

    def __init__(
        self,
        *,
        horizon: int = 15,
        max_actions: int = DEFAULT_MAX_ACTIONS,
        render_mode: str | None = None,
    ) -> None:
        if horizon < 1:
            raise ValueError("horizon must be at least 1")
        if max_actions < 2:
            raise ValueError("max_actions must be at least 2")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"unsupported render_mode {render_mode!r}; only 'ansi' is available")
        self.horizon = horizon
        self.max_actions = max_actions
        self.render_mode = render_mode
        self.observation_space = AnyText(max_length=2**31 - 1, min_length=0)
        self.action_space = spaces.Discrete(max_actions)  # type: ignore[assignment]  # gymnasium types it Space[int64]
        self._last_obs = ""

    # -- helpers for subclasses ---------------------------------------------------------------

    def _mask(self, actions: list[str]) -> np.ndarray:
        mask = np.zeros(self.max_actions, dtype=np.int8)
        mask[: len(actions)] = 1
        return mask

    def _info(
        self,
        *,
        task: str,
        actions: list[str],
        success: bool = False,
        cost: float = 0.0,
        invalid_action: bool = False,
        level: int | str | None = None,
        **extra: Any,
    ) -> dict[str, Any]:
        if len(actions) > self.max_actions:
            raise RuntimeError(
                f"{type(self).__name__} produced {len(actions)} actions, more than max_actions="
                f"{self.max_actions}; this is a bug in the environment"
            )
        info = {
            "task": task,
            "actions": list(actions),
            "action_mask": self._mask(actions),
            "success": bool(success),
            "cost": float(cost),
            "invalid_action": bool(invalid_action),
            "level": level,
        }
        info.update(extra)
        return info

    @staticmethod
    def decode_action(action: Any, actions: list[str]) -> int | None:
        """Index of ``action`` (an index or a command string) in ``actions``; ``None`` if invalid."""
        if isinstance(action, str):
            try:
                return actions.index(action)
            except ValueError:
                return None
        if isinstance(action, (bool, np.bool_, bytes, bytearray)):
            # ``True == 1`` and ``float(b"1") == 1.0``, but neither is a choice among the commands.
            return None
        try:
            index = operator.index(action)
        except TypeError:
            try:
                value = float(action)
            except (TypeError, ValueError, OverflowError):
                return None
            if not value.is_integer():  # 1.5, nan and inf are no index
                return None
            index = int(value)
        return index if 0 <= index < len(actions) else None

    def render(self) -> str | None:
        if self.render_mode == "ansi":
            return self._last_obs
        return None
