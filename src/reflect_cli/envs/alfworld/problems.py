"""Held-out ALFWorld problems: many small rooms in ALFRED's PDDL problem format.

The shipped demo problems (``reflect_cli/data/alfworld``) are six hand-written ALFRED-format
problems, one per task type; training and evaluating on them measures memorisation. This module
writes more problems of the same kind, programmatically: a room (kitchen, living room, bedroom or
bathroom) with its receptacles and objects at random places, and a task of one of the six ALFWorld
task types on objects and receptacles of that room. Each problem is a folder with
``initial_state.pddl`` (objects, ``:init`` and ``:goal`` with the predicates of alfworld's
``alfred.pddl`` domain, names mangled as in ALFRED) and ``traj_data.json`` (``task_type`` and
``pddl_params``); alfworld's own tooling turns it into a TextWorld game
(:func:`reflect_cli.envs.alfworld.data.game_file`), exactly as it does for the demo problems.

The shipped held-out set (``reflect_cli/data/alfworld_heldout``, ``data="heldout-train"`` /
``"heldout-test"`` in :class:`~reflect_cli.envs.alfworld.env.ALFWorldEnv`) was written by
``python -m reflect_cli.envs.alfworld.problems --out src/reflect_cli/data/alfworld_heldout``:
candidate problems drawn with fixed seeds, kept only when alfworld's handcoded expert solves them
within the 15-step horizon, then split by problem into train (12 per task type) and test (4 per
task type) with no room layout in both. Writing problems needs nothing but the standard library;
the solvability check needs the ``alfworld`` extra.
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reflect_cli.envs.alfworld.data import TASK_TYPES

# Receptacle type -> openable. Every room lists the receptacles it may have.
OPENABLE = {"Cabinet", "Fridge", "Microwave", "Drawer", "Safe"}
ROOMS: dict[str, dict[str, Any]] = {
    "kitchen": {
        "receptacles": ["CounterTop", "Cabinet", "Fridge", "Microwave", "SinkBasin", "DiningTable", "GarbageCan",
                        "Drawer", "Shelf"],
        "required": ["CounterTop", "Fridge", "Microwave", "SinkBasin"],
        "objects": ["Apple", "Tomato", "Potato", "Egg", "Bread", "Lettuce", "Mug", "Cup", "Plate", "Bowl", "Fork",
                    "Spoon", "Knife", "Pan"],
    },
    "livingroom": {
        "receptacles": ["Sofa", "CoffeeTable", "SideTable", "Shelf", "Drawer", "ArmChair", "TVStand", "Dresser"],
        "required": ["SideTable"],
        "objects": ["Book", "CellPhone", "RemoteControl", "KeyChain", "CreditCard", "Pillow", "Newspaper", "Vase",
                    "Statue", "Watch", "Box"],
    },
    "bedroom": {
        "receptacles": ["Bed", "Desk", "SideTable", "Shelf", "Drawer", "Dresser", "GarbageCan", "Safe"],
        "required": ["SideTable", "Desk"],
        "objects": ["Book", "CellPhone", "Pencil", "Pen", "KeyChain", "CD", "AlarmClock", "Laptop", "CreditCard",
                    "Pillow", "Mug", "Bowl"],
    },
    "bathroom": {
        "receptacles": ["CounterTop", "Cabinet", "Drawer", "Toilet", "SinkBasin", "Shelf", "GarbageCan",
                        "TowelHolder"],
        "required": ["CounterTop", "SinkBasin"],
        "objects": ["SoapBar", "Cloth", "SprayBottle", "ToiletPaper", "Candle", "SoapBottle", "Towel", "TissueBox"],
    },
}
# Object properties (ALFRED's): what the agent may clean, heat and cool.
CLEANABLE = {"Apple", "Tomato", "Potato", "Egg", "Lettuce", "Mug", "Cup", "Plate", "Bowl", "Fork", "Spoon", "Knife",
             "Pan", "SoapBar", "Cloth"}
HEATABLE = {"Apple", "Tomato", "Potato", "Egg", "Bread", "Mug", "Cup", "Plate"}
COOLABLE = {"Apple", "Tomato", "Potato", "Egg", "Bread", "Lettuce", "Mug", "Cup", "Plate", "Bowl", "Pan"}
SLICEABLE = {"Apple", "Tomato", "Potato", "Bread", "Lettuce"}
# What a receptacle can hold (type level); unlisted receptacles hold every object of the room.
HOLDS: dict[str, set[str]] = {
    "Fridge": {"Apple", "Tomato", "Potato", "Egg", "Bread", "Lettuce", "Mug", "Cup", "Plate", "Bowl", "Pan"},
    "Microwave": {"Apple", "Tomato", "Potato", "Egg", "Bread", "Mug", "Cup", "Plate", "Bowl"},
    "GarbageCan": {"Apple", "Tomato", "Potato", "Egg", "Bread", "Lettuce", "Pencil", "Pen", "CD", "Newspaper",
                   "SoapBar", "Cloth", "SprayBottle", "ToiletPaper", "Candle", "SoapBottle", "TissueBox",
                   "CreditCard", "KeyChain"},
    "Toilet": {"SoapBar", "Cloth", "SprayBottle", "ToiletPaper", "Candle", "SoapBottle", "TissueBox"},
    "TowelHolder": {"Towel", "Cloth"},
    "Safe": {"CellPhone", "KeyChain", "CreditCard", "CD", "Watch", "Pen", "Pencil", "Book"},
}
# Where a task may ask for the object (a heated apple "in the microwave" is not a task).
NOT_PARENT = {"pick_clean_then_place_in_recep": {"SinkBasin"}, "pick_heat_then_place_in_recep": {"Microwave"},
              "pick_cool_then_place_in_recep": {"Fridge"}}
LAMP_HOSTS = ("SideTable", "Desk", "Dresser")
# Receptacles that start closed hide their contents: objects for the task go on open ones, which
# keeps the handcoded expert's search within the horizon.
TASK_OBJECT_FILTER = {
    "pick_clean_then_place_in_recep": CLEANABLE,
    "pick_heat_then_place_in_recep": HEATABLE,
    "pick_cool_then_place_in_recep": COOLABLE,
}
TASK_ROOMS = {
    "pick_and_place_simple": ("kitchen", "livingroom", "bedroom", "bathroom"),
    "look_at_obj_in_light": ("livingroom", "bedroom"),
    "pick_clean_then_place_in_recep": ("kitchen", "bathroom"),
    "pick_heat_then_place_in_recep": ("kitchen",),
    "pick_cool_then_place_in_recep": ("kitchen",),
    "pick_two_obj_and_place": ("kitchen", "livingroom", "bedroom", "bathroom"),
}
DESCRIPTIONS = {
    "pick_and_place_simple": "Put the {o} in the {p}.",
    "look_at_obj_in_light": "Look at the {o} under the {t}.",
    "pick_clean_then_place_in_recep": "Clean the {o} and put it in the {p}.",
    "pick_heat_then_place_in_recep": "Heat the {o} and put it in the {p}.",
    "pick_cool_then_place_in_recep": "Cool the {o} and put it in the {p}.",
    "pick_two_obj_and_place": "Put two {o}s in the {p}.",
}


def mangle(name: str) -> str:
    """ALFRED's PDDL spelling of ``Type|+01.00|...``."""
    return name.replace("|", "_bar_").replace("-", "_minus_").replace("+", "_plus_").replace(".", "_dot_")


def _coord(rng: random.Random) -> str:
    return "|".join(f"{rng.uniform(-2.5, 2.5):+06.2f}" for _ in range(3))


def _location(rng: random.Random, used: set[str]) -> str:
    while True:
        loc = "loc|" + "|".join(str(v) for v in (rng.randint(-8, 8), rng.randint(-8, 8), rng.randint(0, 3),
                                                  rng.choice((0, 15, 30, 45, 60))))
        if loc not in used:
            used.add(loc)
            return loc


@dataclass
class Problem:
    trial: str
    task_type: str
    room: str
    pddl: str
    traj: dict[str, Any]


def make_problem(task_type: str, seed: int, *, n_receptacles: tuple[int, int] = (5, 7),
                 n_objects: tuple[int, int] = (4, 6)) -> Problem:
    """One problem of ``task_type``, fully determined by ``(task_type, seed)``."""
    if task_type not in TASK_TYPES:
        raise ValueError(f"unknown task type {task_type!r}")
    rng = random.Random(f"{task_type}:{seed}")
    room = rng.choice(TASK_ROOMS[task_type])
    spec = ROOMS[room]
    extra = [r for r in spec["receptacles"] if r not in spec["required"]]
    k = rng.randint(*n_receptacles) - len(spec["required"])
    rtypes = list(spec["required"]) + rng.sample(extra, max(0, min(k, len(extra))))
    rng.shuffle(rtypes)
    open_rtypes = [r for r in rtypes if r not in OPENABLE]

    # The task's object and parent.
    pool = [o for o in spec["objects"] if o in TASK_OBJECT_FILTER.get(task_type, set(spec["objects"]))]
    target = rng.choice(pool)
    parents = [r for r in rtypes if target in HOLDS.get(r, {target}) and r not in NOT_PARENT.get(task_type, set())]
    if task_type == "look_at_obj_in_light":
        parents = []
    parent = rng.choice(parents) if parents else ""
    if task_type != "look_at_obj_in_light" and not parent:
        return make_problem(task_type, seed + 100_000, n_receptacles=n_receptacles, n_objects=n_objects)
    lamp_host = ""
    if task_type == "look_at_obj_in_light":
        hosts = [r for r in rtypes if r in LAMP_HOSTS]
        lamp_host = hosts[0]

    # Objects: the target (two for pick_two), distractors; the target starts on an open receptacle
    # other than the parent.
    others = [o for o in spec["objects"] if o != target]
    n_other = rng.randint(*n_objects) - 1
    objects = [target] + rng.sample(others, min(n_other, len(others)))
    if task_type == "pick_two_obj_and_place":
        objects.insert(1, target)
    used: set[str] = set()
    agent_loc = _location(rng, used)
    receptacles = []  # (type, name, loc)
    for rtype in rtypes:
        # ALFRED names a sink basin "Sink|x|y|z|SinkBasin" (alfworld's demangler reads it so).
        name = f"Sink|{_coord(rng)}|SinkBasin" if rtype == "SinkBasin" else f"{rtype}|{_coord(rng)}"
        receptacles.append((rtype, mangle(name), mangle(_location(rng, used))))
    placed = _place_objects(rng, task_type, objects, receptacles, open_rtypes, parent)
    if lamp_host:
        host = next(r for r in receptacles if r[0] == lamp_host)
        placed.append(("DeskLamp", mangle(f"DeskLamp|{_coord(rng)}"), host[1], host[2]))

    trial = f"trial_H{seed:05d}_{target.lower()}_{(parent or 'desklamp').lower()}"
    pddl = _pddl(trial, task_type, target, parent, rtypes, receptacles, placed, agent_loc)
    traj = {
        "task_id": trial,
        "task_type": task_type,
        "pddl_params": {"object_target": target, "parent_target": parent,
                        "toggle_target": "DeskLamp" if lamp_host else "", "mrecep_target": "",
                        "object_sliced": False},
        "turk_annotations": {"anns": [{"task_desc": DESCRIPTIONS[task_type].format(
            o=target.lower(), p=parent.lower(), t="desklamp")}]},
        "room": room,
        "note": "Generated by reflect_cli.envs.alfworld.problems (not from the ALFRED data set); "
                "same schema subset as json_2.1.1.",
    }
    return Problem(trial, task_type, room, pddl, traj)


def _place_objects(rng: random.Random, task_type: str, objects: list[str], receptacles: list[tuple[str, str, str]],
                   open_rtypes: list[str], parent: str) -> list[tuple[str, str, str, str]]:
    """``(otype, name, receptacle name, loc)`` of each object on a receptacle that may hold it;
    the task's object(s) on an open one where the task's own step does not happen."""
    placed = []
    for i, otype in enumerate(objects):
        task_object = i == 0 or (task_type == "pick_two_obj_and_place" and i == 1)
        choices = [r for r in receptacles if otype in HOLDS.get(r[0], {otype})]
        if task_object:
            # Not where the task's own step happens (an egg to clean does not start in the sink).
            avoid = {parent, *NOT_PARENT.get(task_type, set())}
            choices = [r for r in choices if r[0] in open_rtypes and r[0] not in avoid] or \
                      [r for r in choices if r[0] not in avoid]
        if not choices:
            continue
        host = rng.choice(choices)
        placed.append((otype, mangle(f"{otype}|{_coord(rng)}"), host[1], host[2]))
    return placed


def _pddl(trial: str, task_type: str, target: str, parent: str, rtypes: list[str],
          receptacles: list[tuple[str, str, str]], placed: list[tuple[str, str, str, str]], agent_loc: str) -> str:
    """The problem's PDDL text: objects, the initial state and the goal."""
    otypes = sorted({p[0] for p in placed})
    lines = [f"(define (problem plan_{trial})", "(:domain alfred)", "(:objects", "  agent1 - agent"]
    lines += [f"  {t}Type - otype" for t in otypes]
    lines += [f"  {t}Type - rtype" for t in sorted(set(rtypes))]
    lines += [f"  {p[1]} - object" for p in placed]
    lines += [f"  {r[1]} - receptacle" for r in receptacles]
    lines += [f"  {loc} - location" for loc in sorted({mangle(agent_loc), *(r[2] for r in receptacles)})]
    lines += [")", "(:init", "  (= (total-cost) 0)", f"  (atLocation agent1 {mangle(agent_loc)})"]
    for rtype in sorted(set(rtypes)):
        for otype in otypes:
            if otype != "DeskLamp" and otype in HOLDS.get(rtype, {otype}):
                lines.append(f"  (canContain {rtype}Type {otype}Type)")
    for rtype, name, loc in receptacles:
        lines += [f"  (receptacleType {name} {rtype}Type)", f"  (receptacleAtLocation {name} {loc})"]
        if rtype in OPENABLE:
            lines.append(f"  (openable {name})")
    for otype, obj, holder, obj_loc in placed:
        lines += [f"  (objectType {obj} {otype}Type)", f"  (inReceptacle {obj} {holder})",
                  f"  (objectAtLocation {obj} {obj_loc})"]
        if otype == "DeskLamp":
            lines.append(f"  (toggleable {obj})")
            continue
        lines.append(f"  (pickupable {obj})")
        for prop, members in (("cleanable", CLEANABLE), ("heatable", HEATABLE), ("coolable", COOLABLE),
                              ("sliceable", SLICEABLE)):
            if otype in members:
                lines.append(f"  ({prop} {obj})")
    lines += [")", _goal(task_type, target, parent), ")"]
    return "\n".join(lines) + "\n"


def _goal(task_type: str, target: str, parent: str) -> str:
    if task_type == "look_at_obj_in_light":
        return f"""(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o {target}Type)
                 (holds ?a ?o)
             )
         )
     )
)"""
    if task_type == "pick_two_obj_and_place":
        return f"""(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 {target}Type)
                    (receptacleType ?r {parent}Type)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 {target}Type)
                            (receptacleType ?r {parent}Type)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)"""
    state = {"pick_clean_then_place_in_recep": ("cleanable", "isClean"),
             "pick_heat_then_place_in_recep": ("heatable", "isHot"),
             "pick_cool_then_place_in_recep": ("coolable", "isCool")}.get(task_type)
    extra = f"\n                    ({state[0]} ?o)\n                    ({state[1]} ?o)" if state else ""
    return f"""(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o {target}Type)
                    (receptacleType ?r {parent}Type){extra}
                )
            )
        )
    )
)"""


def write_problem(problem: Problem, root: Path) -> Path:
    folder = root / problem.task_type / problem.trial
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "initial_state.pddl").write_text(problem.pddl, encoding="utf-8")
    (folder / "traj_data.json").write_text(json.dumps(problem.traj, indent=1) + "\n", encoding="utf-8")
    return folder


def expert_steps(folder: Path, horizon: int = 15) -> int | None:
    """Steps alfworld's handcoded expert needs on the problem in ``folder`` (None: not within
    ``horizon``). Needs the alfworld extra."""
    from reflect_cli.envs.alfworld.env import ALFWorldEnv

    env = ALFWorldEnv(data=str(folder.parent), horizon=horizon)
    try:
        env.reset(seed=0, options={"problem": str(folder)})
        for step in range(1, horizon + 1):
            action = env.oracle_action()
            if action is None:
                return None
            _, _, terminated, truncated, info = env.step(action)
            if info.get("success"):
                return step
            if terminated or truncated:
                return None
        return None
    finally:
        env.close()


def generate(out: Path, *, train_per_type: int = 12, test_per_type: int = 4, horizon: int = 15,
             check: bool = True, log: Any = print) -> dict[str, Any]:
    """Write ``out/train`` and ``out/test``: per task type the first solvable candidates (seeds
    0, 1, 2, ...) go to train, the next ones to test."""
    import tempfile

    summary: dict[str, Any] = {"train": {}, "test": {}, "rejected": 0}
    seen: set[str] = set()
    for task_type in TASK_TYPES:
        need = {"train": train_per_type, "test": test_per_type}
        seed = 0
        while need["train"] or need["test"]:
            problem = make_problem(task_type, seed)
            seed += 1
            if problem.pddl in seen:
                continue
            seen.add(problem.pddl)
            split = "train" if need["train"] else "test"
            if check:
                with tempfile.TemporaryDirectory() as tmp:
                    steps = expert_steps(write_problem(problem, Path(tmp)), horizon)
                if steps is None:
                    summary["rejected"] += 1
                    continue
            folder = write_problem(problem, out / split)
            need[split] -= 1
            summary[split][task_type] = summary[split].get(task_type, 0) + 1
            log(f"{split:5} {folder.relative_to(out)}")
            if seed > 5000:
                raise RuntimeError(f"too few solvable {task_type} problems")
    return summary


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", required=True, type=Path)
    p.add_argument("--train-per-type", type=int, default=12)
    p.add_argument("--test-per-type", type=int, default=4)
    p.add_argument("--no-check", action="store_true", help="skip the expert's solvability check")
    args = p.parse_args(argv)
    print(json.dumps(generate(args.out, train_per_type=args.train_per_type, test_per_type=args.test_per_type,
                              check=not args.no_check), indent=1))


if __name__ == "__main__":
    main()
