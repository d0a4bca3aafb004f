"""Warm-up data for Reflect-RL: tasks, teacher trajectories with reflections, SFT datasets.

``reflect gen-data auto-explore|taxi|alfworld --out DIR`` writes JSON Lines files into ``DIR``,
one record per line, each with a ``"schema"`` field:

``tasks.jsonl`` — ``reflect.task/1`` (AutoExplore only)::

    {"schema": "reflect.task/1", "id": "<repo name>-<hash>", "env": "autoexplore",
     "repo": "<absolute path of the repository>", "question": "...", "targets": ["a/b.py"],
     "depth": 1,                      # folders above the target (0 = repository root)
     "split": "train"|"validation"|"test",   # by repository, never by task
     "source": "offline"|"openai:MODEL",
     "kind": "module_doc"|"class_doc"|"function_doc"|"class_name"|"function_name"|"code_name"
             |"heading"|"csv"|"config"|"teacher",
     "facts": ["..."]}                # the ground truth the question was built from

``trajectories.jsonl`` — ``reflect.trajectory/1`` (one episode per line)::

    {"schema": "reflect.trajectory/1", "id", "task_id", "env", "split",
     "source": "offline"|"oracle"|"openai:MODEL",
     "kind": "positive"|"negative"|"teacher", "success": bool,
     "perturbation": null | {"t": int, "kind": "wrong_cd"|"wrong_cat"|"premature_id",
                             "action": "cd x", "executed": bool},
     "steps": [{"t", "observation": str, "actions": [str], "action_index": int|null,
                "action": str|null, "reflection": str|null,
                "kind": "positive"|"negative"|"replay"|"perturbed"|"teacher"|"random",
                # With --teacher-reflections, on the steps the teacher was asked about:
                # "reflection_source": "teacher"|"offline", and on a fallback
                # "fallback": "empty"|"too_long"|"unseen_name", "teacher_reply": str
                # Taxi/ALFWorld only: "taken_index", "taken", "random" (the behaviour action;
                # action_index is the oracle's action = the policy target)
               }],
     # kind "teacher" only: "identified": path|null, "parse_failures": int
     # Taxi/ALFWorld only: "task", "epsilon"}

Ids: ``<task>-p`` (positive), ``<task>-n1``... (negatives), ``<task>-t1``... (teacher explorations,
``--teacher-explorations N`` per task with ``--teacher openai:MODEL``). A ``teacher`` episode is the
LLM's own analyse-then-choose exploration: each step's ``reflection`` is its analysis and
``action_index`` its choice (step kind ``teacher``; ``random`` where its choice could not be parsed
and a seeded random valid action was taken instead — never an SFT target).

Observations, actions and reflections are stored raw (never rendered prompts), so any tokenizer
renders them later with :mod:`reflect_cli.agent.prompts`.

SFT files — ``reflect.sft/1``, one example per line::

    {"schema": "reflect.sft/1", "target": "reflection"|"policy",
     "env": "autoexplore"|"taxi"|"alfworld"|(a registered env), "observation": str, "actions": [str],
     "reflection": str|null, "action_index": int|null, "split": "train"|"validation"|"test",
     "meta": {"task_id", "episode_id", "t", "kind": "positive"|"negative"|"teacher"}}

* ``sft_reflection.jsonl``: target ``reflection`` (render ``reflection_messages(observation, env)``,
  learn ``reflection`` + EOS); ``action_index`` is null.
* ``sft_policy.jsonl``: target ``policy`` (render ``policy_messages(observation, actions, labels,
  env, reflection)``, learn the label of ``action_index``).
* ``sft_reflection_positive.jsonl`` / ``sft_policy_positive.jsonl``: the same without negative
  examples (the "w/o negative" ablation).
* ``sft_policy_noreflect.jsonl``: the policy examples of ``sft_policy.jsonl`` with ``reflection`` null (the "SFT
  only" / "w/o reflection" baselines).

Which steps become SFT examples: every step of a positive episode that has a target, only the
recovery step of a negative episode (the steps replayed before and after it duplicate positives;
the wrong move itself is never a target), and the ``teacher`` steps of *successful* teacher
episodes (failed ones stay in ``trajectories.jsonl`` only). Teacher examples count as positives
(they are in the ``*_positive`` files too).

``gen_config.json`` records the settings of the run; rerunning with the same settings resumes
(repositories already in ``tasks.jsonl`` are not processed again, teacher replies come from the
cache); different settings need ``--overwrite`` or another ``--out``. Like every run directory
(:mod:`reflect_cli.runs`), the folder also holds ``config.json`` (stage ``gen-data``, env, seed and
the same settings) and ``meta.json`` (argv, versions, ``started``, and ``finished`` once the data is
complete); a resumed folder keeps the first run's.
"""

OUTPUT_FILES = (
    "tasks.jsonl",
    "trajectories.jsonl",
    "sft_reflection.jsonl",
    "sft_policy.jsonl",
    "sft_reflection_positive.jsonl",
    "sft_policy_positive.jsonl",
    "sft_policy_noreflect.jsonl",
)
