"""ALFWorld household tasks (TextWorld-PDDL games) through alfworld's own classes.

Problems are ALFWorld ``traj_data.json`` + ``initial_state.pddl`` folders; see :class:`ALFWorldEnv`.
Finding them and building their game files is :mod:`~reflect_cli.envs.alfworld.data`'s.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# The problem folders (where they are, their task types, their game files) live in alfworld_data;
# these names are importable from here as before ("as" marks an explicit re-export).
from reflect_cli.envs.alfworld.data import HELDOUT_SPLITS as HELDOUT_SPLITS
from reflect_cli.envs.alfworld.data import TASK_TYPES as TASK_TYPES
from reflect_cli.envs.alfworld.data import UNSUPPORTED_MARKERS as UNSUPPORTED_MARKERS
from reflect_cli.envs.alfworld.data import Problem as Problem
from reflect_cli.envs.alfworld.data import check_task_types as check_task_types
from reflect_cli.envs.alfworld.data import find_problems as find_problems
from reflect_cli.envs.alfworld.data import game_file as game_file
from reflect_cli.envs.alfworld.data import heldout_data_dir as heldout_data_dir
from reflect_cli.envs.alfworld.data import private_random, task_type_of
from reflect_cli.envs.alfworld.data import resolve_data_dir as resolve_data_dir
from reflect_cli.envs.alfworld.data import shipped_data_dir as shipped_data_dir
from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS, TextEnv
from reflect_cli.errors import UsageError, require

EXPERT_TYPES: tuple[str, ...] = ("handcoded", "planner")
_INFOS = dict(admissible_commands=True, won=True, extras=["gamefile"])  # experts add their own


def _cap_actions(commands: list[str], cap: int) -> list[str]:
    """At most ``cap`` commands, in their original order. Which ones are dropped depends on the
    commands alone, never on the expert's plan: an action list that always kept the expert's next
    command would hand the oracle's answer to the agent whenever the cap bites."""
    if len(commands) <= cap:
        return commands

    def rank(cmd: str) -> int:
        verb = cmd.split(" ", 1)[0]
        if verb == "help":
            return 3
        if verb in ("look", "inventory", "examine"):
            return 2
        return 1 if verb == "go" else 0  # object interactions first, then navigation

    order = sorted(range(len(commands)), key=lambda i: (rank(commands[i]), i))
    return [commands[i] for i in sorted(order[:cap])]


class ALFWorldEnv(TextEnv):
    """ALFWorld's text household tasks (TextWorld-PDDL), as in Reflect-RL's ALFWorld experiment.

    ## Description
    The agent is in a room with receptacles (fridge, countertop, drawer...) and must do one of the
    six ALFWorld tasks, e.g. "put some tomato on microwave" (the paper trained on
    ``pick_and_place_simple`` Tomato/Microwave problems only). Games are played with alfworld's
    ``PddlEnv`` + ``AlfredDemangler`` + ``AlfredInfos`` + ``AlfredExpert``.

    ## Data
    ``data=None`` (or ``"demo"``) uses the hand-written problems shipped in
    ``reflect_cli/data/alfworld`` (one per task type). ``"heldout-train"`` / ``"heldout-test"``
    use the generated held-out sets in ``reflect_cli/data/alfworld_heldout`` (72 / 24 problems,
    all six task types; see :mod:`reflect_cli.envs.alfworld.problems`). ``data="env"`` uses ``$ALFWORLD_DATA``:
    its ``json_2.1.1/train`` when that exists, else the folder itself. Any other value is a folder
    searched recursively for problem folders (``traj_data.json`` plus ``initial_state.pddl`` or
    ``game.tw-pddl``); folders whose path contains ``movable`` or ``Sliced`` are skipped, as
    alfworld does. A missing ``game.tw-pddl`` is built into ``<cache>/alfworld/<hash>/``.

    ## Action Space
    ``Discrete(max_actions)`` over ``info["actions"]``: TextWorld's admissible commands, sorted.
    If there are more than ``max_actions``, commands are dropped in this order until they fit:
    ``help``, then ``look``/``inventory``/``examine ...``, then ``go to ...``, each group from the
    end of the sorted list. The cap never looks at the expert (an action list that always kept
    its next command would leak the answer); when it drops that command, ``oracle_action()`` and
    ``info["expert_action"]`` are ``None`` for the step. ``step`` takes an index or the exact
    command string.

    ## Observation Space
    A ``str``: the game's intro (room, receptacles and ``Your task is to: ...``), then, once
    steps were taken, ``Here is the previous path:`` and ``--- Step: k ---`` / ``Action:`` /
    ``Observation:`` blocks for the last ``history_window`` steps (``None``: all, as in the
    paper). The last block holds the current feedback. No numbered action list.

    ## Starting State
    ``reset(seed=...)`` draws a problem from the sorted problem list with ``self.np_random``;
    ``reset(options={"problem": i})`` takes index ``i`` of :attr:`problems` or a problem folder.

    ## Rewards
    As in the paper (TextWorld's score): 1 on the step that wins, 0 otherwise; an inadmissible
    action gives 0, changes nothing and uses a step. ``info["cost"] == -reward``.

    ## Episode End
    Terminated when the goal is reached (success). Truncated after ``horizon`` steps. ``step``
    after the end raises ``RuntimeError``.

    ## Information
    The base keys (``level`` is ``None``) plus ``won``, ``expert_action`` (the expert's next
    command, the oracle; ``None`` when it has none), ``gamefile``, ``problem`` and ``task_type``.

    ## Arguments
    ``data``, ``task_types`` (subset of :data:`TASK_TYPES`), ``horizon=15``,
    ``history_window=None``, ``expert="handcoded"`` (alfworld's rule-based expert, fast) or
    ``"planner"`` (fast-downward, optimal but slower), ``max_actions=62``, ``render_mode``.

    ## Version History
    * v0: initial version.
    """

    ORACLE = "alfworld's expert: handcoded rules, or the fast-downward planner (expert='planner')"

    @classmethod
    def ranks_actions(cls, kwargs: dict[str, Any]) -> bool:
        return False  # TextWorld's admissible commands, sorted by name

    @classmethod
    def parse_level(cls, value: Any) -> str:
        """Levels are task types (:data:`TASK_TYPES`)."""
        check_task_types([str(value)])
        return str(value)

    @classmethod
    def level_setup(cls, level: Any) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """A level is played by building the env with that task type alone."""
        return {"task_types": [level]}, None

    def __init__(
        self,
        data: str | os.PathLike[str] | None = None,
        task_types: Sequence[str] | None = None,
        horizon: int = 15,
        history_window: int | None = None,
        expert: str = "handcoded",
        max_actions: int = DEFAULT_MAX_ACTIONS,
        render_mode: str | None = None,
    ) -> None:
        super().__init__(horizon=horizon, max_actions=max_actions, render_mode=render_mode)
        if history_window is not None and history_window < 1:
            raise ValueError("history_window must be None (full history) or at least 1")
        if expert not in EXPERT_TYPES:
            raise UsageError(f"unknown ALFWorld expert {expert!r}", hint="use handcoded or planner")
        self.history_window, self.expert = history_window, expert
        self.task_types = check_task_types(task_types)
        self._tw = self._make_textworld_env()  # before scanning data: a missing extra fails fast
        self.data_dir = resolve_data_dir(data)
        self.problems = find_problems(self.data_dir, self.task_types)
        if not self.problems:
            raise UsageError(
                f"no ALFWorld problems of types {', '.join(self.task_types)} under {self.data_dir}",
                hint="a problem is a folder with traj_data.json and initial_state.pddl",
            )
        self._loaded: Path | None = None
        self._problem: Problem | None = None
        self._state: Any = None
        self._intro, self._task = "", ""
        self._history: list[tuple[str, str]] = []
        self._actions: list[str] = []
        self._expert_action: str | None = None
        self._steps, self._done = 0, False

    def _make_textworld_env(self) -> Any:
        purpose = "The ALFWorld environment"
        tw_env = require("alfworld.agents.environment.alfred_tw_env", extra="alfworld", purpose=purpose)
        textworld = require("textworld", extra="alfworld", purpose=purpose)
        pddl = require("textworld.envs", extra="alfworld", purpose=purpose)

        class Expert(tw_env.AlfredExpert):  # type: ignore[misc,name-defined]  # alfworld is untyped, loaded lazily
            def _gather_infos(self) -> None:
                # alfworld 0.4 renamed "put" to "move" but its handcoded expert still tracks its
                # inventory by "put", so after a first placement it keeps offering stale moves.
                command: str = self.prev_command  # type: ignore[has-type]
                if command.startswith("move "):
                    self.prev_command = "put " + command[len("move ") :]
                try:
                    super()._gather_infos()
                except Exception:  # a lost expert must not end the agent's episode
                    self.state["extra.expert_plan"] = []
                finally:
                    self.prev_command = command

        base = pddl.PddlEnv(textworld.EnvInfos(**_INFOS))
        env = tw_env.AlfredInfos(tw_env.AlfredDemangler(base, shuffle=False))
        return Expert(env, expert_type=self.expert)

    # -- episode -----------------------------------------------------------------------------

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[str, dict[str, Any]]:
        super().reset(seed=seed)
        options = dict(options or {})
        unknown = set(options) - {"problem"}
        if unknown:
            raise ValueError(f"unknown reset options {sorted(unknown)}; alfworld takes 'problem'")
        if "problem" in options:
            problem = self._pick(options["problem"])
        else:
            problem = self.problems[int(self.np_random.integers(len(self.problems)))]
        self._problem = problem
        self._state = self._play(problem, None)
        feedback = str(self._state["feedback"]).strip()
        self._intro = feedback
        self._task = feedback.rpartition("Your task is to:")[2].strip() or feedback
        self._history, self._steps, self._done = [], 0, False
        self._update_actions()
        return self._observe(), self._make_info()

    def _pick(self, value: Any) -> Problem:
        if isinstance(value, (str, os.PathLike)):
            folder = Path(value).expanduser()
            folder = folder.parent if folder.is_file() else folder
            if not (folder / "traj_data.json").is_file():
                raise UsageError(f"{folder} is not an ALFWorld problem folder (no traj_data.json)")
            return Problem(folder, task_type_of(folder))
        index = int(value)
        if index != value or not 0 <= index < len(self.problems):
            raise ValueError(f"problem index must be in [0, {len(self.problems)}), got {value!r}")
        return self.problems[index]

    def _play(self, problem: Problem, command: str | None) -> Any:
        """Load (if needed) and reset the game, or step it, with alfworld's randomness seeded."""
        seed = int(self.np_random.integers(2**31))
        with private_random(seed):
            if command is not None:
                return self._tw.step(command)[0]
            gamefile = game_file(problem.path)
            try:
                if self._loaded != gamefile:
                    self._loaded = None
                    self._tw.load(str(gamefile))
                    self._loaded = gamefile
                return self._tw.reset()
            except (Exception, SystemExit) as exc:
                self._loaded = None
                source = gamefile if gamefile.parent == problem.path else problem.path / "initial_state.pddl"
                raise UsageError(
                    f"corrupt ALFWorld problem {source}: {type(exc).__name__}: {exc}",
                    hint="fix or remove that problem folder (it must be ALFRED's PDDL problem format)",
                ) from exc

    def step(self, action: Any) -> tuple[str, float, bool, bool, dict[str, Any]]:
        if self._problem is None:
            raise RuntimeError("call reset() before step()")
        if self._done:
            raise RuntimeError("the episode has ended; call reset() before step()")
        index = self.decode_action(action, self._actions)
        self._steps += 1
        won = False
        if index is not None:
            command = self._actions[index]
            self._state = self._play(self._problem, command)
            self._history.append((command, str(self._state["feedback"]).strip()))
            won = bool(self._state["won"])
            self._update_actions()
        reward = 1.0 if won else 0.0
        truncated = not won and self._steps >= self.horizon
        self._done = won or truncated
        info = self._make_info(success=won, cost=-reward, invalid_action=index is None)
        return self._observe(), reward, won, truncated, info

    def oracle_action(self) -> str | None:
        """The expert's next command (``None`` before reset, after the end, or when it is lost)."""
        return None if self._done else self._expert_action

    def close(self) -> None:
        if getattr(self, "_tw", None) is not None:
            self._tw.close()
        super().close()

    # -- helpers -----------------------------------------------------------------------------

    def _update_actions(self) -> None:
        plan = self._state.get("extra.expert_plan") or []
        commands = [str(c) for c in self._state["admissible_commands"]]
        self._actions = _cap_actions(sorted(commands), self.max_actions)
        # The oracle plays only what the agent could play: none when the cap dropped its command.
        self._expert_action = str(plan[0]) if plan and plan[0] in self._actions else None

    def _observe(self) -> str:
        text = self._intro
        if self._history:
            window = self.history_window or len(self._history)
            first = max(0, len(self._history) - window)
            text += "\n\nHere is the previous path:"
            for step in range(first, len(self._history)):
                command, feedback = self._history[step]
                text += f"\n--- Step: {step + 1} ---\nAction: {command}\nObservation: {feedback}"
        self._last_obs = text
        return text

    def _make_info(self, **kwargs: Any) -> dict[str, Any]:
        assert self._problem is not None
        return self._info(
            task=self._task,
            actions=self._actions,
            won=bool(self._state["won"]),
            expert_action=None if self._done else self._expert_action,
            gamefile=str(self._loaded),
            problem=str(self._problem.path),
            task_type=self._problem.task_type,
            **kwargs,
        )
