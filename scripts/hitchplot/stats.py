"""A comparison's rows as the summary draws them, on the chosen clock: every figure as the harness wrote it (the
row's, its ``timeRatiosByClock`` and each result's ``summaries``), none derived here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .load import INSTRUCTIONS
from .specs import RATIO_KINDS


@dataclass
class Ratio:
    """A ratio to render-all: the median over repeats with the smallest and largest repeat's ratio (the min–max
    range of the repeats; None when one repeat gave no interval, and for the exact instruction ratio)."""

    value: float
    low: float | None
    high: float | None
    # The ratio as compare prints it, as the file writes it ("0.146× [0.140–0.151]"; "0.146×" for instructions).
    label: str


@dataclass
class StrategyStats:
    """One strategy's row of a comparison, on the chosen clock (frame figures are instructions per frame on
    the instruction clock, ms otherwise)."""

    strategy: str
    p50: float
    p99: float
    max: float
    frames: int
    deferred_frames: int | None
    hitches: int | None
    # Hitches by the stage that made them late: "commit", "render", "both"; empty on the instruction clock.
    hitches_by_type: dict[str, int]
    scroll_ratio: float | None
    band: str | None
    trace_ratio: float | None
    content_jumps: int
    max_jump_px: float
    y_rescales: int
    edge_stalls: int
    # Time ratios to render-all by kind of RATIO_KINDS ("p50", "p99", "total"); empty on the instruction clock
    # and when render-all was not run, a kind missing when it is unknown.
    time_ratios: dict[str, Ratio]
    instructions_total: int | None
    # The row's instructions in all over render-all's (exact); None on a time clock or without render-all.
    instructions_ratio: Ratio | None
    counters: dict[str, int]

    @property
    def p50_ratio(self) -> Ratio | None:
        """The p50 time ratio, the one the gate's time check reads."""
        return self.time_ratios.get("p50")


def counter_totals(result: dict[str, Any]) -> dict[str, int]:
    """Each work counter's total over the run, by name in the run's `counterNames` order (a strategy's own
    counters included), from the result's `total.<name>` metrics."""
    metrics = result["metrics"]
    return {name: int(metrics.get(f"total.{name}", 0)) for name in result["counterNames"]}


def row_ratios(row: dict[str, Any], clock: str) -> dict[str, Ratio]:
    """The row's time ratios to render-all on the file's clock, each with its interval as written (null ends stay
    None) and its label from the row's `timeRatiosByClock` on that clock."""
    labels = {kind: ratio.label for kind, ratio in clock_ratios(row, clock).items()}
    ratios = {}
    for kind in RATIO_KINDS:
        key = f"{kind}TimeRatioToRenderAll"
        if row[key] is not None:
            ratios[kind] = Ratio(float(row[key]), row[f"{key}Low"], row[f"{key}High"], labels[kind])
    return ratios


def clock_ratios(row: dict[str, Any], clock: str) -> dict[str, Ratio]:
    """The row's time ratios to render-all on `clock` from its `timeRatiosByClock` (taken from the same repeats
    as the file's own, each the median of the per-repeat ratios with their range); empty when it has none."""
    by_clock = row.get("timeRatiosByClock") or {}
    written = by_clock.get(clock) or {}
    return {kind: Ratio(float(estimate["value"]), estimate["low"], estimate["high"], estimate["label"])
            for kind, estimate in written.items() if kind in RATIO_KINDS and estimate is not None}


def compare_stats(doc: dict[str, Any], clock: str) -> tuple[list[StrategyStats], str]:
    """Rows of a compare document on `clock`, and a note on what the ratio bars are.

    On the file's own clock the rows are used as written. On the other time clock the frame statistics are each
    result's summary on that clock (medians over the repeats, as the row's are) and the time ratios the row's
    `timeRatiosByClock` on it, with their intervals. On the instruction clock the frame figures are instructions
    per frame, the ratio the row's `instructionsRatioToRenderAll`, and there is no time ratio."""
    rows, results = doc["rows"], doc["results"]
    counting = doc["clock"] == INSTRUCTIONS
    same_clock = counting or clock == doc["clock"]
    sources = [row if same_clock else result["summaries"][clock] for row, result in zip(rows, results)]
    stats = []
    for row, result, source in zip(rows, results, sources):
        if counting:
            figures = [row["instructionsP50PerFrame"], row["instructionsP99PerFrame"], row["instructionsMaxPerFrame"]]
            ratios = {}
        else:
            figures = [source["p50FrameMs"], source["p99FrameMs"], source["maxFrameMs"]]
            ratios = row_ratios(row, doc["clock"]) if same_clock else clock_ratios(row, clock)
        stats.append(StrategyStats(
            strategy=row["strategy"],
            p50=float(figures[0]),
            p99=float(figures[1]),
            max=float(figures[2]),
            frames=int(row["frames"]),
            deferred_frames=None if counting else int(source["deferredFrames"]),
            hitches=None if counting else int(source["hitches"]),
            hitches_by_type={} if counting else {kind: int(source[f"{kind}Hitches"]) for kind in ("commit", "render",
                                                                                                 "both")},
            scroll_ratio=None if counting else source["scrollHitchTimeRatioMsPerSecond"],
            band=None if counting else source["band"],
            trace_ratio=None if counting else float(source["traceHitchTimeRatioMsPerSecond"]),
            content_jumps=int(row["contentJumps"]),
            max_jump_px=float(row["maxContentJumpPixels"]),
            y_rescales=int(row["yRescales"]),
            edge_stalls=int(row["edgeStalls"]),
            time_ratios=ratios,
            instructions_total=int(row["instructionsTotal"]) if counting else None,
            instructions_ratio=(Ratio(float(row["instructionsRatioToRenderAll"]), None, None, row["instructionsRatioLabel"])
                                if counting and row["instructionsRatioToRenderAll"] is not None else None),
            counters=counter_totals(result),
        ))
    return stats, ratio_note(doc, stats, clock, counting)


def ratio_note(doc: dict[str, Any], stats: list[StrategyStats], clock: str, counting: bool) -> str:
    """What the ratio panel's bars and lines are, for the note under it."""
    if counting:
        return "instructions counted under valgrind:\nexact, so no interval; no times"
    intervals = any(r.low is not None and r.high is not None for s in stats for r in s.time_ratios.values())
    where = "" if clock == doc["clock"] else f"{clock} clock, from the same repeats as the {doc['clock']} run's;\n"
    if intervals:
        return (f"{where}bar: median of the {doc.get('repeats')} repeats' ratios, each within a repeat;\n"
                f"line, [low–high]: the min–max range of the repeats")
    return f"{where}one repeat: the ratio within it, no interval ([?])"
