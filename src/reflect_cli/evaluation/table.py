"""The paper-style markdown table of an evaluation result (``reflect eval``'s and the pipeline's
``table.md``)."""

from __future__ import annotations

from typing import Any

from reflect_cli.evaluation.intervals import CI_CLUSTERED


def format_cell(summary: dict[str, Any]) -> str:
    """``"87.0 % [79.0–92.2]"``: success rate and its 95 % interval (``ci95``), in percent."""
    lo, hi = summary["ci95"]
    return f"{100 * summary['success_rate']:.1f} % [{100 * lo:.1f}–{100 * hi:.1f}]"


def markdown_table(doc: dict[str, Any]) -> str:
    """The paper-style table: one row per agent, one column per level (plus "all" when there
    are several), cells = success rate with its 95 % interval."""
    levels: list[str] = []
    for result in doc["results"]:
        for key in result["by_level"]:
            if key not in levels:
                levels.append(key)
    columns = levels + (["all"] if len(levels) > 1 else [])
    header = "| agent | " + " | ".join(columns) + " |"
    rule = "|---|" + "|".join("---:" for _ in columns) + "|"
    rows = [header, rule]
    for result in doc["results"]:
        cells = []
        for col in columns:
            summary = result if col == "all" else result["by_level"].get(col)
            cells.append(format_cell(summary) if summary else "–")
        name = str(result["agent"]).replace("|", "\\|")
        if result.get("reflect") is False:
            name += " (no reflection)"
        rows.append(f"| {name} | " + " | ".join(cells) + " |")
    episodes = doc.get("episodes_per_level")
    seeds = doc.get("seeds")
    clustered = any(r.get("ci95_method") == CI_CLUSTERED for r in doc["results"])
    caption = (
        f"Success rate on {doc['env']} with 95 % Wilson intervals"
        + (" (widened by the design effect of clustering by repository)" if clustered else "")
        + "; "
        + (f"{episodes} episodes per level and seed" if isinstance(episodes, int) else f"{episodes} per seed")
        + f", seeds {', '.join(map(str, seeds or []))}; "
        f"{doc.get('decoding', 'greedy')} decoding; horizon {doc.get('horizon')}."
    )
    timing = [
        f"{str(r['agent']).replace('|', chr(92) + '|')} {r['median_seconds']:.3g}"
        for r in doc["results"]
        if r.get("median_seconds") is not None
    ]
    if timing:
        caption += f"\nMedian seconds per episode: {'; '.join(timing)}."
    return "\n".join(rows) + "\n\n" + caption + "\n"
