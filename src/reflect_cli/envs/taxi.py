"""DangerousTaxi: Gymnasium's Taxi as text, where any action that changes nothing ends the game.

The dynamics are read from :class:`gymnasium.envs.toy_text.taxi.TaxiEnv`'s transition table ``P``
(deterministic: ``is_rainy`` and ``fickle_passenger`` stay off). Rewards, the danger rule, the
curriculum levels and the text rendering are ours. The class is instantiated directly because
gymnasium 1.3 removed the ``Taxi-v3`` id.
"""

from __future__ import annotations

from collections import deque
from functools import cache, lru_cache
from typing import Any

from gymnasium.envs.toy_text.taxi import MAP, TaxiEnv

from reflect_cli.envs.base import DEFAULT_MAX_ACTIONS, TextEnv
from reflect_cli.errors import UsageError

# Index = Gymnasium's action id, so trajectories translate one to one.
ACTIONS: tuple[str, ...] = (
    "move south",
    "move north",
    "move east",
    "move west",
    "pick up passenger",
    "drop off passenger",
)
LEVELS: tuple[str, ...] = ("pickup", "dropoff", "full")
# "grid" is the map with a space before every mark and "." on blank cells, so that every cell is
# one token of a BPE vocabulary and the taxi's column is its token's place in the line.
RENDER_STYLES: tuple[str, ...] = ("map+text", "map", "grid")
DEPOTS = "RGYB"  # Gymnasium's passenger/destination indices 0-3
IN_TAXI = 4  # Gymnasium's passenger index for "inside the taxi"

# Paper rewards, in units before the /20 scaling; they add up within a step.
STEP_COST = 1
PICKUP_BONUS = 20
DELIVERY_BONUS = 20
DEATH_PENALTY = 10
REWARD_SCALE = 20
DEATH_REWARD = (-STEP_COST - DEATH_PENALTY) / REWARD_SCALE
# Evaluation's horizon: with the training horizon of 15, 58 of the 300 "full" start states cannot
# be solved at all, and an evaluation whose oracle cannot reach 1.0 measures the horizon.
EVAL_HORIZON = 18


@lru_cache(maxsize=1)
def _taxi() -> TaxiEnv:
    """One shared TaxiEnv, used only as a read-only table (``P``, ``encode``, ``decode``)."""
    return TaxiEnv()


def _decode(state: int) -> tuple[int, int, int, int]:
    row, col, passenger, dest = _taxi().decode(state)
    return int(row), int(col), int(passenger), int(dest)


def _transition(state: int, action: int) -> tuple[int, bool]:
    """Next state and whether Gymnasium counts the move as the delivery."""
    _, next_state, _, delivered = _taxi().P[state][action][0]
    return int(next_state), bool(delivered)


def _check_level(level: str) -> str:
    if level not in LEVELS:
        raise ValueError(f"unknown taxi level {level!r}; choose one of {', '.join(LEVELS)}")
    return level


def _check_style(style: str) -> str:
    if style not in RENDER_STYLES:
        raise ValueError(f"unknown render_style {style!r}; choose {' or '.join(RENDER_STYLES)}")
    return style


@lru_cache(maxsize=1)
def _all_start_states() -> tuple[int, ...]:
    taxi = _taxi()
    return tuple(
        taxi.encode(row, col, passenger, dest)  # type: ignore[no-untyped-call]
        for row in range(5)
        for col in range(5)
        for passenger in range(4)
        for dest in range(4)
        if passenger != dest
    )


def start_states(level: str = "pickup") -> list[int]:
    """The 300 start states (taxi anywhere, passenger at a depot, destination another depot).

    For ``"dropoff"`` these are the states *before* the passenger is put aboard (see
    :func:`board_passenger`), so a seed picks the same underlying map in every level.
    """
    _check_level(level)
    return list(_all_start_states())


def board_passenger(state: int) -> int:
    """The state the oracle reaches at its pickup: taxi on the passenger's depot, passenger aboard.

    Every shortest pickup ends on that cell with the destination untouched, so the result does not
    depend on which shortest path the oracle takes (the reference code replays it; we need not).
    """
    _, _, passenger, dest = _decode(state)
    if passenger == IN_TAXI:
        return state
    row, col = _taxi().locs[passenger]
    return int(_taxi().encode(row, col, IN_TAXI, dest))  # type: ignore[no-untyped-call]


def _achieves(level: str, state: int, next_state: int, delivered: bool) -> bool:
    if level == "pickup":
        return _decode(state)[2] != IN_TAXI and _decode(next_state)[2] == IN_TAXI
    return delivered


@cache
def _oracle(state: int, level: str) -> tuple[int, ...]:
    _, _, passenger, dest = _decode(state)
    if passenger == dest:  # already delivered: nothing left to do in any level
        return ()
    parents: dict[int, tuple[int, int] | None] = {state: None}
    queue = deque([state])
    while queue:
        current = queue.popleft()
        for action in range(len(ACTIONS)):  # fixed order makes the chosen path deterministic
            nxt, delivered = _transition(current, action)
            if nxt == current:  # dangerous: would end the episode
                continue
            if _achieves(level, current, nxt, delivered):
                path, link = [action], parents[current]
                while link is not None:
                    path.append(link[1])
                    link = parents[link[0]]
                return tuple(reversed(path))
            if nxt not in parents and not delivered:
                parents[nxt] = (current, action)
                queue.append(nxt)
    return ()


def oracle_actions(state: int, level: str) -> list[int]:
    """Shortest list of action ids from ``state`` that reaches ``level``'s goal without dying.

    Breadth-first search over Gymnasium's transition table, cached per ``(state, level)``. Returns
    ``[]`` when the goal is already reached (passenger delivered).
    """
    return list(_oracle(int(state), _check_level(level)))


def render_state(state: int, style: str = "map+text") -> str:
    """The observation text of an encoded state.

    ``"map"`` is the paper's grid: every cell blanked, then ``D`` destination, ``P`` passenger,
    ``T`` taxi, ``O`` taxi on the passenger's cell, ``X`` taxi carrying the passenger (later marks
    overwrite earlier ones). ``"grid"`` is the same map with every cell and wall mark a token of
    its own (``| . : T | . : . : . |``). ``"map+text"`` keeps the depot letters R/G/Y/B on
    unmarked cells and adds one plain-language line.
    """
    _check_style(style)
    row, col, passenger, dest = _decode(state)
    locs = _taxi().locs
    marks: dict[tuple[int, int], str] = {locs[dest]: "D"}
    if passenger == IN_TAXI:
        marks[(row, col)] = "X"
    else:
        marks[locs[passenger]] = "P"
        marks[(row, col)] = "O" if (row, col) == locs[passenger] else "T"
    grid = [list(line) for line in MAP]
    for r in range(5):
        for c in range(5):
            default = grid[r + 1][2 * c + 1] if style == "map+text" else " "
            grid[r + 1][2 * c + 1] = marks.get((r, c), default)
    if style == "grid":
        for r in range(5):
            grid[r + 1] = [" ." if ch == " " else " " + ch for ch in grid[r + 1][1:]]
            grid[r + 1].insert(0, "|")
    text = "\n".join("".join(line) for line in grid)
    if style in ("map", "grid"):
        return text

    def where(index: int) -> str:
        return f"depot {DEPOTS[index]} (row {locs[index][0]}, col {locs[index][1]})"

    if passenger == IN_TAXI:
        passenger_text = "the passenger is in the taxi"
    elif passenger == dest:
        passenger_text = f"the passenger has been dropped off at {where(passenger)}"
    else:
        passenger_text = f"the passenger is waiting at {where(passenger)}"
    aboard = "yes" if passenger == IN_TAXI else "no"
    return (
        f"{text}\nThe taxi is at row {row}, col {col}; {passenger_text}; "
        f"the destination is {where(dest)}; passenger aboard: {aboard}."
    )


class DangerousTaxiEnv(TextEnv):
    """Taxi in text, where a move that changes nothing is fatal (Reflect-RL's DangerousTaxi).

    ## Description
    Gymnasium's Taxi (Dietterich's 5x5 grid, depots R, G, Y, B) with text observations. Any action
    that leaves the state unchanged (driving into a wall or the border, picking up where there is
    no passenger, dropping off with nobody aboard or away from a depot) ends the episode, including
    on the first step. Dropping the passenger at a depot other than the destination changes the
    state (the passenger waits there, as in Gymnasium) so it is not fatal; the episode goes on.

    ## Action Space
    ``Discrete(max_actions)``; the six commands are always admissible, index = Gymnasium's action
    id: 0 ``move south``, 1 ``move north``, 2 ``move east``, 3 ``move west``, 4 ``pick up
    passenger``, 5 ``drop off passenger``. ``step`` takes an index or the exact command string.
    Anything else (index >= 6, unknown string) is fatal: the episode ends with the death reward.

    ## Observation Space
    A ``str``: the 7-line map (see :func:`render_state` for the marks), then, unless
    ``render_style="map"``, one line with the taxi's (row, col), where the passenger is (a named
    depot or "in the taxi"), the destination depot and whether the passenger is aboard. Rows and
    columns count from 0 at the top left. No prompt text and no action list.

    ## Starting State
    Drawn uniformly by ``self.np_random`` from the 300 states of :func:`start_states`, or given
    as ``reset(options={"state": s})`` (a Gymnasium-encoded state). In ``"dropoff"`` the drawn
    state then goes through :func:`board_passenger`: the taxi is moved onto the passenger's depot
    with the passenger aboard and the destination kept, which is exactly where the BFS oracle's
    pickup ends (the reference code replays it). Only 12 distinct drop-off starts exist that way.
    ``options["state"]`` may also be a passenger-aboard state in ``"dropoff"``; it is used as is.

    ## Rewards
    Paper rewards divided by 20 and summed within a step: -1 per step, +20 for the first pickup
    (``"pickup"`` and ``"full"`` only), +20 for the delivery, -10 for a fatal action. So a plain
    step gives -0.05, a rewarded pickup or the delivery 0.95 and a death -0.55 (the reference
    replaced the step reward instead of adding to it). ``info["cost"] == -reward``.

    ## Episode End
    Terminated: a fatal action (failure); ``"pickup"``: the passenger boards (success);
    ``"dropoff"``/``"full"``: the passenger is delivered (success). Truncated: ``horizon`` steps
    passed without termination. ``step`` after the end raises ``RuntimeError``; call ``reset``.
    With the default horizon 15 every pickup (<= 9 steps) and drop-off (<= 9) start is solvable,
    but 58 of the 300 ``"full"`` starts need 16-18 steps; use ``horizon=18`` to make all solvable.

    ## Information
    The base keys (``task``, ``actions``, ``action_mask``, ``success``, ``cost``,
    ``invalid_action``, ``level``) plus ``state`` (the encoded Gymnasium state) and
    ``passenger_in_taxi``. ``success`` is true only on the terminal step that reaches the goal.

    ## Arguments
    ``level="pickup"`` default curriculum level (``reset(options={"level": ...})`` overrides it per
    episode); ``horizon=15``; ``render_style="map+text"`` or ``"map"`` (the paper's map only);
    ``max_actions`` (at least 6); ``render_mode`` ``None`` or ``"ansi"``.

    ## Version History
    * v0: initial version.
    """

    LEVELS = LEVELS
    EVAL_HORIZON = EVAL_HORIZON
    ORACLE = "breadth-first search: a shortest safe path to the level's goal"
    OPTION_CHOICES = {"level": LEVELS, "render_style": RENDER_STYLES}

    @classmethod
    def ranks_actions(cls, kwargs: dict[str, Any]) -> bool:
        return False  # the six moves, always in one order

    @classmethod
    def parse_level(cls, value: Any) -> str:
        if str(value) not in LEVELS:
            raise UsageError(f"unknown taxi level {value!r}", hint=f"choose from: {', '.join(LEVELS)}")
        return str(value)

    def __init__(
        self,
        *,
        level: str = "pickup",
        horizon: int = 15,
        render_style: str = "map+text",
        max_actions: int = DEFAULT_MAX_ACTIONS,
        render_mode: str | None = None,
    ) -> None:
        if max_actions < len(ACTIONS):
            raise ValueError(f"max_actions must be at least {len(ACTIONS)} for taxi")
        super().__init__(horizon=horizon, max_actions=max_actions, render_mode=render_mode)
        self.level = _check_level(level)
        self.render_style = _check_style(render_style)
        self._state: int | None = None
        self._episode_level, self._task = self.level, ""
        self._steps, self._bonus_paid, self._done = 0, False, False

    def start_states(self, level: str | None = None) -> list[int]:
        return start_states(level or self.level)

    def oracle_actions(self) -> list[int]:
        """The oracle's plan from the current state (``[]`` before reset or after the end)."""
        if self._state is None or self._done:
            return []
        return oracle_actions(self._state, self._episode_level)

    def oracle_action(self) -> int | None:
        """The oracle's next action (the shared oracle interface of reflect envs)."""
        plan = self.oracle_actions()
        return plan[0] if plan else None

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[str, dict[str, Any]]:
        super().reset(seed=seed)
        options = dict(options or {})
        unknown = set(options) - {"level", "state"}
        if unknown:
            raise ValueError(f"unknown reset options {sorted(unknown)}; taxi takes level, state")
        level = _check_level(options.get("level", self.level))
        if "state" in options:
            state = self._check_start(options["state"], level)
        else:
            candidates = _all_start_states()
            state = candidates[int(self.np_random.integers(len(candidates)))]
        if level == "dropoff":
            state = board_passenger(state)
        self._state, self._episode_level = state, level
        self._steps, self._bonus_paid, self._done = 0, False, False
        _, _, passenger, dest = _decode(state)
        if level == "pickup":
            self._task = f"Pick up the passenger at depot {DEPOTS[passenger]}."
        elif level == "dropoff":
            self._task = f"Drop off the passenger at depot {DEPOTS[dest]}."
        else:
            self._task = (
                f"Pick up the passenger at depot {DEPOTS[passenger]} "
                f"and drop them off at depot {DEPOTS[dest]}."
            )
        return self._observe(), self._make_info()

    @staticmethod
    def _check_start(value: Any, level: str) -> int:
        state = int(value)
        if state != value or not 0 <= state < 500:
            raise ValueError(f"taxi state must be in [0, 500), got {value!r}")
        _, _, passenger, dest = _decode(state)
        if state in _all_start_states() or (level == "dropoff" and passenger == IN_TAXI):
            return state
        where = "in the taxi" if passenger == IN_TAXI else "already at the destination"
        raise ValueError(f"state {state} is not a {level!r} start state: the passenger is {where}")

    def step(self, action: Any) -> tuple[str, float, bool, bool, dict[str, Any]]:
        if self._state is None:
            raise RuntimeError("call reset() before step()")
        if self._done:
            raise RuntimeError("the episode has ended; call reset() before step()")
        index = self.decode_action(action, list(ACTIONS))
        self._steps += 1
        units = -STEP_COST
        terminated = success = False
        if index is None:
            next_state, delivered, fatal = self._state, False, True
        else:
            next_state, delivered = _transition(self._state, index)
            fatal = next_state == self._state
        if fatal:
            units -= DEATH_PENALTY
            terminated = True
        else:
            boarded = _decode(self._state)[2] != IN_TAXI and _decode(next_state)[2] == IN_TAXI
            # Re-boarding after a drop at a wrong depot earns nothing, or the bonus could be farmed.
            if boarded and self._episode_level != "dropoff" and not self._bonus_paid:
                units += PICKUP_BONUS
                self._bonus_paid = True
            if boarded and self._episode_level == "pickup":
                terminated = success = True
            if delivered:
                units += DELIVERY_BONUS
                terminated = success = True
        self._state = next_state
        truncated = not terminated and self._steps >= self.horizon
        self._done = terminated or truncated
        reward = units / REWARD_SCALE
        info = self._make_info(success=success, cost=-reward, invalid_action=index is None)
        return self._observe(), reward, terminated, truncated, info

    def _observe(self) -> str:
        assert self._state is not None
        self._last_obs = render_state(self._state, self.render_style)
        return self._last_obs

    def _make_info(self, **kwargs: Any) -> dict[str, Any]:
        assert self._state is not None
        return self._info(
            task=self._task,
            actions=list(ACTIONS),
            level=self._episode_level,
            state=self._state,
            passenger_in_taxi=_decode(self._state)[2] == IN_TAXI,
            **kwargs,
        )


# -- the reflections of ε-oracle data (the spec's narrator, reflect_cli.datagen.epsilon_oracle) ---------


def taxi_reflection(env: Any, state: int, target: int) -> str:
    """What the reflector can read off the current observation, and the plan: where the taxi
    is, whether the passenger is aboard, the goal, the BFS plan's length and its next move.

    A Taxi observation is the current map (and, outside ``render_style="map"``, one line of the
    same facts): it shows neither the last move nor the plan length before it. Reflections used
    to open with the last move's consequence ("'Move south' brought the taxi to ..., one step
    closer"), which the reflector cannot infer from its prompt; trained on them, the embedded
    model wrote that one most common text for every state."""
    table = _taxi()
    row, col, passenger, dest = _decode(state)
    plan = env.oracle_actions()
    if passenger == IN_TAXI:
        goal = f"depot {DEPOTS[dest]} at row {table.locs[dest][0]}, col {table.locs[dest][1]}"
        where = "the passenger is aboard"
    else:
        goal = f"the passenger at depot {DEPOTS[passenger]} (row {table.locs[passenger][0]}, col {table.locs[passenger][1]})"
        where = "the passenger is not aboard yet"
    first = f"The taxi is at row {row}, col {col} and {where}."
    return f"{first} Heading for {goal}, {len(plan)} step{'s' if len(plan) != 1 else ''} remain, so next I should {ACTIONS[target]}."


class TaxiNarrator:
    """Taxi's oracle reflections: the taxi's position, the passenger, and the BFS plan."""

    @staticmethod
    def reflection(env: Any, info: dict[str, Any], prev: Any, actions: list[str], target: int) -> str:
        return taxi_reflection(env, int(info["state"]), target)

    @staticmethod
    def remember(env: Any, info: dict[str, Any], actions: list[str], taken: int, target: int | None) -> Any:
        return None  # a Taxi reflection needs only the current state
