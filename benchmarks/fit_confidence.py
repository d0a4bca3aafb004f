"""Fit ``reflect explore``'s confidence (:data:`reflect_cli.explore.answer.CALIBRATION`): a
logistic model of :func:`~reflect_cli.explore.answer.confidence_features` predicting that the
answer's first file is right, on the rows of benchmarks/confidence_data.py.

Only non-reserved groups are fitted (``c``, ``d:*``, ``h:*``); ``b:*`` (reserved repositories) are
scored, never fitted. Held-out figures are leave-one-group-out: each group scored by a model
fitted on the others. The final coefficients are fitted on all non-reserved groups.

    python benchmarks/fit_confidence.py ROWS.jsonl [--json benchmarks/results/confidence_fit.json]
    python benchmarks/fit_confidence.py ROWS.jsonl --kind change --json benchmarks/results/confidence_fit_change.json

``CALIBRATION`` serves the questions the re-ranking leaves as ranked; it was fitted (at d1e727e,
``results/confidence_fit.json``) when no question was re-ranked, on answers those questions still
get. ``CHANGE_CALIBRATION`` serves descriptions of changes, whose re-ranked scores are on another
scale: ``--kind change`` fits it on those rows only. ``SYMBOL_CALIBRATION`` serves bare symbols,
right far more often than any other shape: ``--kind symbol``. ``--kind mix`` gives the three
together, held out, by shape of question (benchmarks/HISTORY.md §23).
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

import numpy as np

from reflect_cli.explore.answer import HIGH_P, LOW_P, calibration_kind, confidence_features, ranking_probability
from reflect_cli.search.questions import Question, parse_question

FEATURE_SETS = {
    "margin": ["log_margin"],
    "margin+report (old)": ["log_margin", "report"],
    "margin+spread+report": ["log_margin", "log_spread", "report"],
    "margin+names": ["log_margin", "report", "name_match", "def_match"],
    "margin+definition": ["log_margin", "def_match"],
    "margin+names+unique": ["log_margin", "report", "name_match", "name_unique", "def_match"],
    "all": ["log_margin", "log_spread", "report", "name_match", "name_unique", "def_match", "secondary"],
    # candidates that need the ranker or the files' text (rows' "extra", confidence_data.py)
    "+evidence": ["log_margin", "report", "name_match", "name_unique", "def_match", "named", "named_unique"],
    "+cover": ["log_margin", "report", "name_match", "name_unique", "def_match", "cover", "cover_lead"],
    "+raw_agree+terms": ["log_margin", "report", "name_match", "name_unique", "def_match", "raw_agree", "log_terms"],
    "everything": ["log_margin", "log_spread", "report", "name_match", "name_unique", "def_match", "secondary",
                   "named", "named_unique", "cover", "cover_lead", "raw_agree", "log_terms"],
}
# The model answer.py ships: the one with the best held-out precision of "high" among these (the
# richer sets buy no held-out gain; see benchmarks/HISTORY.md).
CHOSEN = "margin+names+unique"
# For a re-ranked description of a change (--kind change): the margin alone. Only commit-message-
# like texts are re-ranked, so the shape feature is always 0 (benchmarks/HISTORY.md §22, §24).
CHOSEN_CHANGE = "margin"
# For a bare symbol (--kind symbol): whether the first file's best definition is the name asked
# is what tells a right answer; names and their uniqueness add nothing held out.
CHOSEN_SYMBOL = "margin+definition"
BINS = [(0.0, 0.2), (0.2, 0.4), (0.4, 0.6), (0.6, 0.8), (0.8, 1.01)]


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0) -> np.ndarray:
    """Newton's method on the L2-penalised log loss (the bias, column 0, unpenalised)."""
    w = np.zeros(x.shape[1])
    pen = l2 * np.eye(x.shape[1])
    pen[0, 0] = 1e-6  # all but unpenalised: a set whose rows are all right still solves
    for _ in range(50):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) + pen @ w
        hess = x.T @ (x * (p * (1 - p))[:, None]) + pen
        w -= np.linalg.solve(hess, grad)
    return w


_PARSED: dict[str, Question] = {}


def parsed(question: str) -> Question:
    """``question`` parsed, once per text (the rows ask each question several times)."""
    got = _PARSED.get(question)
    if got is None:
        got = _PARSED[question] = parse_question(question)
    return got


def features(row: dict) -> dict[str, float]:
    """answer.py's features of the row's answer plus the candidates of its ``extra``."""
    out = confidence_features(row["files"], parsed(row["question"]))
    extra = row["extra"]
    ev, cover = extra["evidence"], extra["cover"]
    out["named"] = float(ev[0] > 0)
    out["named_unique"] = float(ev[0] > 0 and not any(e > 0 for e in ev[1:]))
    out["cover"] = cover[0]
    out["cover_lead"] = cover[0] - max(cover[1:], default=0.0)
    out["raw_agree"] = float(extra["raw_top"] == row["files"][0]["path"])
    out["log_terms"] = math.log1p(extra["query_terms"])
    return out


def design(rows: list[dict], names: list[str]) -> np.ndarray:
    return np.array([[1.0] + [r["features"][n] for n in names] for r in rows])


def held_out(fitted: list[dict], reserved: list[dict], names: list[str], l2: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Leave-one-group-out predictions for ``fitted`` (each group, a repository or question set,
    scored by a model fitted on the others), the model fitted on all of them, and its predictions
    for ``reserved``."""
    x = design(fitted, names)
    y = np.array([float(r["right"]) for r in fitted])
    held = np.zeros(len(fitted))
    for g in sorted({r["group"] for r in fitted}):
        m = np.array([r["group"] == g for r in fitted])
        held[m] = 1 / (1 + np.exp(-x[m] @ fit(x[~m], y[~m], l2)))
    w = fit(x, y, l2)
    return held, w, 1 / (1 + np.exp(-design(reserved, names) @ w)) if reserved else np.zeros(0)


def table(p: np.ndarray, y: np.ndarray) -> dict:
    out = {"n": int(len(y)), "acc1": round(float(y.mean()), 3) if len(y) else None, "bins": []}
    for lo, hi in BINS:
        m = (p >= lo) & (p < hi)
        out["bins"].append({"p": f"[{lo:.1f}, {min(hi, 1.0):.1f}]", "n": int(m.sum()),
                            "mean_p": round(float(p[m].mean()), 3) if m.any() else None,
                            "right": round(float(y[m].mean()), 3) if m.any() else None})
    for name, m in (("high", p >= HIGH_P), ("medium", (p >= LOW_P) & (p < HIGH_P)), ("low", p < LOW_P)):
        out[name] = {"share": round(float(m.mean()), 3) if len(y) else None,
                     "right": round(float(y[m].mean()), 3) if m.any() else None, "n": int(m.sum())}
    # the most answers any threshold could call "high" at >= 85 % right (an upper bound, read off
    # the same predictions: what a better-placed HIGH_P could reach with these features)
    order = np.argsort(-p, kind="stable")
    running = np.cumsum(y[order]) / np.arange(1, len(y) + 1) if len(y) else np.zeros(0)
    ok = np.nonzero(running >= 0.85)[0]
    out["max_share_at_85"] = round(float((ok.max() + 1) / len(y)), 3) if len(ok) else 0.0
    out["log_loss"] = round(float(-np.mean(y * np.log(p + 1e-9) + (1 - y) * np.log(1 - p + 1e-9))), 4) if len(y) else None
    return out


# What a row's group says of its question's shape (confidence_data.py's groups).
SHAPES = {"c": "where (c)", "d": "report (d)", "t": "traceback (t)", "h": "change (h)", "s": "symbol (s)"}


def shape_of(group: str) -> str:
    if group.startswith("b:sym:"):
        return "symbol, reserved"
    return "history, reserved" if group.startswith("b:") else SHAPES[group.split(":", 1)[0]]


def mix(rows: list[dict], l2: float) -> dict:
    """The confidence ``reflect explore`` reports, held out, on every shape of question: each row
    scored by the calibration of its kind (:func:`~reflect_cli.explore.answer.calibration_kind`).
    ``change`` and ``symbol`` rows by their chosen feature set, leave one group out (reserved rows by
    the model fitted on all); ``other`` rows by the shipped ``CALIBRATION`` (fitted at d1e727e on
    that day's rows, (c) among them: in-sample there; the traceback rows never were). A question
    nothing matched is p = 0."""
    chosen = {"change": CHOSEN_CHANGE, "symbol": CHOSEN_SYMBOL}
    p: dict[int, float] = {}
    for kind, label in chosen.items():
        mine = [r for r in rows if calibration_kind(parsed(r["question"])) == kind and r["features"] is not None]
        fitted = [r for r in mine if not r["group"].startswith("b:")]
        reserved = [r for r in mine if r["group"].startswith("b:")]
        held, _, p_res = held_out(fitted, reserved, FEATURE_SETS[label], l2)
        p.update({id(r): float(q) for r, q in zip(fitted + reserved, [*held, *p_res], strict=True)})
    for r in rows:
        if id(r) not in p:
            p[id(r)] = ranking_probability(r["files"], parsed(r["question"])) if r["features"] is not None else 0.0
    by_shape: dict[str, list[dict]] = {}
    for r in rows:
        by_shape.setdefault(shape_of(r["group"]), []).append(r)

    def of(some: list[dict]) -> dict:
        return table(np.array([p[id(r)] for r in some]), np.array([float(r["right"]) for r in some]))

    dev = [r for r in rows if not r["group"].startswith("b:")]
    out = {"shapes": {k: of(v) for k, v in sorted(by_shape.items())},
           "pooled": of(dev), "pooled_without_symbols": of([r for r in dev if not r["group"].startswith("s:")]),
           "reserved": of([r for r in rows if r["group"].startswith("b:")])}
    # each dev shape weighs the same, whatever its number of rows
    parts = [out["shapes"][k] for k in SHAPES.values() if k in out["shapes"]]
    share = sum(t["high"]["share"] for t in parts) / len(parts)
    right = sum(t["high"]["share"] * (t["high"]["right"] or 0.0) for t in parts) / max(share * len(parts), 1e-9)
    out["equal_shapes"] = {"shapes": len(parts), "high": {"share": round(share, 3), "right": round(right, 3)}}
    return out


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rows", type=Path)
    ap.add_argument("--json", type=Path, default=Path(__file__).parent / "results" / "confidence_fit.json")
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--kind", choices=("all", "change", "symbol", "other", "mix"), default="all",
                    help="rows of questions that describe a change (re-ranked: CHANGE_CALIBRATION), of bare symbols "
                         "(SYMBOL_CALIBRATION), the others (CALIBRATION), or all; mix: the held-out figures of "
                         "the three together, by shape")
    args = ap.parse_args(argv)
    rows = [json.loads(line) for line in args.rows.read_text().splitlines() if line.strip()]
    if args.kind not in ("all", "mix"):
        rows = [r for r in rows if calibration_kind(parsed(r["question"])) == args.kind]
    for r in rows:  # a question nothing matched gets p = 0 outright: not a row to fit
        r["features"] = features(r) if r["files"] and r["files"][0]["score"] > 0 else None
    if args.kind == "mix":
        out = {"rows": args.rows.name, "kind": "mix", "high_p": HIGH_P, "l2": args.l2, **mix(rows, args.l2)}
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(out, indent=1) + "\n")
        for name, t in [*out["shapes"].items(), ("pooled, dev", out["pooled"]),
                        ("pooled, dev, no symbols", out["pooled_without_symbols"]), ("reserved", out["reserved"])]:
            print(f"{name:24} n={t['n']:4} first file right {t['acc1']:.0%}  high {t['high']['share']:.0%} "
                  f"right {t['high']['right']}  max share at 85 % {t['max_share_at_85']:.0%}")
        e = out["equal_shapes"]
        print(f"{e['shapes']} dev shapes, equal weight: high {e['high']['share']:.0%} right {e['high']['right']:.0%}")
        return out
    rows = [r for r in rows if r["features"] is not None]
    fitted = [r for r in rows if not r["group"].startswith("b:")]
    reserved = [r for r in rows if r["group"].startswith("b:")]
    groups = sorted({r["group"] for r in fitted})
    y_fit = np.array([float(r["right"]) for r in fitted])
    y_res = np.array([float(r["right"]) for r in reserved])
    out: dict = {"rows": args.rows.name, "kind": args.kind, "groups": {g: sum(r["group"] == g for r in rows) for g in sorted({r["group"] for r in rows})},
                 "high_p": HIGH_P, "low_p": LOW_P, "l2": args.l2, "models": {}}
    for label, names in FEATURE_SETS.items():
        held, w, p_res = held_out(fitted, reserved, names, args.l2)
        out["models"][label] = {
            "coefficients": {"bias": round(float(w[0]), 3), **{n: round(float(c), 3) for n, c in zip(names, w[1:], strict=True)}},
            "held_out_all": table(held, y_fit),
            "held_out_by_group": {g: table(held[[r["group"] == g for r in fitted]], y_fit[[r["group"] == g for r in fitted]]) for g in groups},
            "reserved_b": table(p_res, y_res),
        }
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(out, indent=1) + "\n")
    for label, doc in out["models"].items():
        h, b = doc["held_out_all"], doc["reserved_b"]
        print(f"{label:24} held-out: high {h['high']['share']:.0%} right {h['high']['right']}, "
              f"low {h['low']['share']:.0%} right {h['low']['right']}, log loss {h['log_loss']}, "
              f"max share at 85 % {h['max_share_at_85']:.0%} | "
              f"b: high {b['high']['share']} right {b['high']['right']} | {doc['coefficients']}")
    out["chosen"] = chosen = {"change": CHOSEN_CHANGE, "symbol": CHOSEN_SYMBOL}.get(args.kind, CHOSEN)
    args.json.write_text(json.dumps(out, indent=1) + "\n")
    name = {"change": "CHANGE_CALIBRATION", "symbol": "SYMBOL_CALIBRATION"}.get(args.kind, "CALIBRATION")
    print(f"{name} = {out['models'][chosen]['coefficients']}")
    print(f"wrote {args.json}")
    return out


if __name__ == "__main__":
    main()
