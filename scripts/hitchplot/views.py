"""Plot-ready views of the documents: a run's frames on one clock, and a comparison's rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .display_model import layout
from .load import INSTRUCTIONS, refresh_of_result


@dataclass
class Timeline:
    """One run's frames on one clock, ready to draw. On the instruction clock `value` holds each frame's
    instructions and nothing hitches; on a time clock it holds each frame's work in ms."""

    strategy: str
    trace: str
    refresh_hz: float
    clock: str
    summary: dict[str, Any] | None
    instructions: dict[str, Any] | None
    metadata: dict[str, str]
    start_seconds: list[float]
    due_seconds: list[float]
    presented_seconds: list[float]
    value: list[float]
    hitch_ms: list[float]
    deferred: list[bool]
    effects: list[dict[str, Any]]
    tiles_configured: list[int]
    scrolls: list[tuple[float, float]]

    @property
    def counting(self) -> bool:
        """True on the instruction clock."""
        return self.clock == INSTRUCTIONS

    @property
    def budget_ms(self) -> float:
        return 1000.0 / self.refresh_hz

    @property
    def end_seconds(self) -> float:
        """The end of the trace (through its last vsync or the last presentation), of the last frame's interval,
        or of the last scroll, whichever is latest."""
        interval = 1.0 / self.refresh_hz
        ends = [0.0]
        if self.start_seconds:
            ends.append(self.start_seconds[-1] + interval)
            ends.append(max(self.presented_seconds))
        if self.summary is not None:
            ends.append(float(self.summary["traceSeconds"]))
            ends.append(float(self.summary["vsyncs"]) / self.refresh_hz)
        ends += [end for _start, end in self.scrolls]
        return max(ends)


def timeline_from_result(result: dict[str, Any], clock: str | None) -> Timeline:
    """The result's frames on `clock` (default: the file's clock). On another time clock than the file's, the
    frames are laid out again with the harness's display model (which frames start late, hitch or are
    deferred). A file on the instruction clock has no times: its frames' instructions are the values, whatever
    `clock` asks."""
    file_clock = result["clock"]
    refresh_hz = refresh_of_result(result)
    frames = result["frames"]
    interval = 1.0 / refresh_hz
    counting = file_clock == INSTRUCTIONS
    clock = file_clock if counting or clock is None else clock
    if counting:
        values = [float(frame["instructions"]) for frame in frames]
        starts = [int(frame["index"]) for frame in frames]
        presented = [float(frame["presentedAtSeconds"]) for frame in frames]
        hitches = [0.0] * len(frames)
        summary = None
    else:
        values = [float(frame[f"{clock}Ms"]) for frame in frames]
        summary = result["summary"] if clock == file_clock else result["summaries"][clock]
        if clock == file_clock:
            starts = [int(frame["index"]) for frame in frames]
            presented = [float(frame["presentedAtSeconds"]) for frame in frames]
            hitches = [float(frame["hitchMs"]) for frame in frames]
        else:
            placed = layout([(int(f["dueIndex"]), int(f["index"]), v) for f, v in zip(frames, values)], refresh_hz)
            starts = [p.start for p in placed]
            presented = [p.presented * interval for p in placed]
            hitches = [p.hitch_intervals * 1000.0 * interval for p in placed]
    dues = [int(frame["dueIndex"]) for frame in frames]
    return Timeline(
        strategy=result["metadata"]["strategy"],
        trace=result["metadata"]["trace"],
        refresh_hz=refresh_hz,
        clock=clock,
        summary=summary,
        instructions=result.get("instructions"),
        metadata=result["metadata"],
        start_seconds=[start * interval for start in starts],
        due_seconds=[due * interval for due in dues],
        presented_seconds=presented,
        value=values,
        hitch_ms=hitches,
        deferred=[start > due for start, due in zip(starts, dues)],
        effects=[frame["effects"] for frame in frames],
        tiles_configured=[int(frame["counters"].get("tilesConfigured", 0)) for frame in frames],
        scrolls=[(float(s["startSeconds"]), float(s["endSeconds"])) for s in result["scrolls"]],
    )


# The time ratios to render-all a compare row carries, in the order compare prints them: the key's prefix in the
# row (``p50TimeRatioToRenderAll`` with its ``…Low`` and ``…High``) and how the charts name it.
TIME_RATIOS = (("p50", "p50"), ("p99", "p99"), ("total", "total"))


@dataclass
class Ratio:
    """A time ratio to render-all: the median over repeats with the smallest and largest repeat's ratio (the
    min–max range of the repeats; None when one repeat gave no interval)."""

    value: float
    low: float | None
    high: float | None


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
    scroll_ratio: float | None
    band: str | None
    trace_ratio: float | None
    content_jumps: int
    max_jump_px: float
    y_rescales: int
    edge_stalls: int
    # Time ratios to render-all by kind of TIME_RATIOS ("p50", "p99", "total"); empty on the instruction clock
    # and when render-all was not run, a kind missing when it is unknown.
    time_ratios: dict[str, Ratio]
    instructions_total: int | None
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


def row_ratios(row: dict[str, Any]) -> dict[str, Ratio]:
    """The row's time ratios to render-all, each with its interval as written (null ends stay None)."""
    ratios = {}
    for kind, _label in TIME_RATIOS:
        key = f"{kind}TimeRatioToRenderAll"
        if row[key] is not None:
            ratios[kind] = Ratio(float(row[key]), row[f"{key}Low"], row[f"{key}High"])
    return ratios


def relative(value: float, base: float | None) -> Ratio | None:
    return Ratio(value / base, None, None) if base else None


def compare_stats(doc: dict[str, Any], clock: str) -> tuple[list[StrategyStats], str]:
    """Rows of a compare document on `clock`, and a note on where the time ratios came from.

    On the file's own clock the rows are used as written: each ratio the median over the repeats of the ratio
    within one repeat, with the smallest and largest repeat's. On the other time clock the frame statistics come
    from each result's summary on that clock; the p50 and p99 ratios are each strategy's (median) p50 or p99
    over render-all's on that clock, and the total ratio the summed frame times of the kept frames (the last
    repeat's) over render-all's, all without interval (the file's ratios and intervals are per repeat, which the
    results do not keep). On the instruction clock the frame figures are instructions per frame and there is no
    time ratio."""
    rows, results = doc["rows"], doc["results"]
    counting = doc["clock"] == INSTRUCTIONS
    same_clock = counting or clock == doc["clock"]
    sources = [row if same_clock else result["summaries"][clock] for row, result in zip(rows, results)]
    reference = next(((source, result) for row, source, result in zip(rows, sources, results)
                      if row["strategy"] == "render-all"), None)
    stats = []
    for row, result, source in zip(rows, results, sources):
        if counting:
            figures = [row["instructionsP50PerFrame"], row["instructionsP99PerFrame"], row["instructionsMaxPerFrame"]]
            ratios = {}
        else:
            figures = [source["p50FrameMs"], source["p99FrameMs"], source["maxFrameMs"]]
            if same_clock:
                ratios = row_ratios(row)
            elif reference is None:
                ratios = {}
            else:
                base, base_result = reference
                candidates = {
                    "p50": relative(float(source["p50FrameMs"]), float(base["p50FrameMs"])),
                    "p99": relative(float(source["p99FrameMs"]), float(base["p99FrameMs"])),
                    "total": relative(frame_time_total(result, clock), frame_time_total(base_result, clock)),
                }
                ratios = {kind: ratio for kind, ratio in candidates.items() if ratio is not None}
        stats.append(StrategyStats(
            strategy=row["strategy"],
            p50=float(figures[0]),
            p99=float(figures[1]),
            max=float(figures[2]),
            frames=int(row["frames"]),
            deferred_frames=None if counting else int(source["deferredFrames"]),
            hitches=None if counting else int(source["hitches"]),
            scroll_ratio=None if counting else source["scrollHitchTimeRatioMsPerSecond"],
            band=None if counting else source["band"],
            trace_ratio=None if counting else float(source["traceHitchTimeRatioMsPerSecond"]),
            content_jumps=int(row["contentJumps"]),
            max_jump_px=float(row["maxContentJumpPixels"]),
            y_rescales=int(row["yRescales"]),
            edge_stalls=int(row["edgeStalls"]),
            time_ratios=ratios,
            instructions_total=int(row["instructionsTotal"]) if counting else None,
            counters=counter_totals(result),
        ))
    if counting:
        note = "instructions counted under valgrind:\nexact, so no interval; no times"
    elif same_clock:
        intervals = any(r.low is not None and r.high is not None for s in stats for r in s.time_ratios.values())
        if intervals:
            note = (f"bar: median of the {doc.get('repeats')} repeats' ratios, each within a repeat;\n"
                    f"line, [low–high]: the min–max range of the repeats")
        else:
            note = "one repeat: the ratio within it, no interval ([?])"
    else:
        note = (f"{clock} clock: p50, p99 from the repeats' medians,\ntotal from the last repeat's frames; no "
                f"interval\n(the file's per-repeat ratios are {doc['clock']} only)")
    return stats, note


def frame_time_total(result: dict[str, Any], clock: str) -> float:
    """The summed work of the result's frames on `clock` (the frames kept: the last repeat's)."""
    return sum(float(frame[f"{clock}Ms"]) for frame in result["frames"])
