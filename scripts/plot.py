#!/usr/bin/env python3
"""Plot HitchBench result files as PNG charts.

HitchBench (the Swift harness in this repository) writes three kinds of JSON file; this script
detects each input's ``format`` tag and draws:

``hitchbench-result/1`` (one strategy on one trace)
    ``<trace>-<strategy>-timeline.png``: a frame timeline in the manner of Instruments' Hitches
    track. Each frame's work (ms) is a thin bar at its vsync time; the frame budget
    (1000 / refreshHz ms) is a dashed line; hitch frames (presented late) are red and labelled with
    their hitch duration; skipped frames are pale with a cross at the baseline; frame notes
    (data swaps / content jumps, y rescales, edge stalls, tile configuration) are small markers
    along the top.

``hitchbench-compare/1`` (all strategies on one trace)
    ``compare-<trace>-timeline.png``: the timeline above, one stacked panel per strategy with a
    shared x axis and the same y scale.
    ``compare-<trace>-summary.png``: p50 / p99 / max frame time per strategy against the budget,
    each strategy's total frame time relative to render-all, and a second panel of hitches,
    content jumps and edge stalls.

``hitchbench-sweep/1`` (frame time versus data size)
    ``sweep-<trace>-growth.png``: p50, p99 and (lighter) max frame time against days of data on
    log-log axes, one colour per strategy, with the budget line and each strategy's largest
    hitch-free data size (``hitchFreeMaxDays``).

Usage::

    python3 scripts/plot.py results/compare-fling.json
    python3 scripts/plot.py run.json sweep.json --out-dir plots/ --clock wall

PNGs go next to each input unless ``--out-dir`` is given; every path written is printed.
Inputs are all checked before anything is drawn: a bad input (not JSON, unknown format tag,
missing or mistyped key) prints one line naming the file and the problem on stderr, writes
nothing, and exits with status 2. Each PNG is written to a temporary name in the output
directory and renamed into place, so a reader never sees a partial file. Output is
deterministic: fixed figure sizes, 150 dpi, no timestamps.

Requires Python 3.11+ and matplotlib (see scripts/requirements.txt); uses the Agg backend.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
import tempfile
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

import matplotlib

matplotlib.use("Agg")

from matplotlib import colors as mcolors  # noqa: E402
from matplotlib import ticker  # noqa: E402
from matplotlib import transforms  # noqa: E402
from matplotlib.axes import Axes  # noqa: E402
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402
from matplotlib.patches import Patch  # noqa: E402

RESULT_FORMAT = "hitchbench-result/1"
COMPARE_FORMAT = "hitchbench-compare/1"
SWEEP_FORMAT = "hitchbench-sweep/1"
FORMATS = (RESULT_FORMAT, COMPARE_FORMAT, SWEEP_FORMAT)
CLOCKS = ("cpu", "wall")

EXIT_OK = 0
EXIT_OUTPUT_ERROR = 1
EXIT_BAD_INPUT = 2

DPI = 150

# Strategy colours, the same in every chart.
STRATEGY_COLORS = {
    "render-all": "#C8553D",  # brick red
    "tiles": "#2E6FB7",  # blue
    "window": "#E3A21A",  # amber
}
EXTRA_COLORS = ("#4C9A6A", "#7A5195", "#5F6B7A", "#B5838D")

FRAME_COLOR = "#8E9AAD"  # an on-time frame
HITCH_COLOR = "#D62728"  # a frame presented late
SKIPPED_COLOR = "#D5DAE1"  # a frame that never started
BUDGET_COLOR = "#333333"
MUTED_TEXT = "#5A6270"

STYLE = {
    "font.family": "DejaVu Sans",
    "font.size": 9,
    "axes.titlesize": 10,
    "axes.titleweight": "bold",
    "axes.labelsize": 9,
    "axes.labelcolor": "#333333",
    "axes.edgecolor": "#9AA1AB",
    "axes.linewidth": 0.8,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.grid": True,
    "axes.axisbelow": True,
    "grid.color": "#E6E8EC",
    "grid.linewidth": 0.7,
    "xtick.color": "#444444",
    "ytick.color": "#444444",
    "xtick.labelsize": 8.5,
    "ytick.labelsize": 8.5,
    "legend.fontsize": 8.5,
    "legend.frameon": False,
    "figure.facecolor": "white",
    "savefig.facecolor": "white",
    "hatch.linewidth": 0.6,
}


class InputError(Exception):
    """An input file that cannot be plotted; the message names the problem (not the file)."""


# --------------------------------------------------------------------------------------------
# Loading and validation


def load_document(path: str) -> dict[str, Any]:
    """Reads and validates one input file; raises InputError with a one-line reason."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as error:
        raise InputError(f"cannot read file ({error.strerror or error})") from None
    try:
        document = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise InputError("not valid UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise InputError(f"not valid JSON ({error.msg} at line {error.lineno} column {error.colno})") from None
    if not isinstance(document, dict):
        raise InputError(f"top level is {describe(document)}, expected a JSON object")
    if "format" not in document:
        raise InputError("missing key 'format' (not a HitchBench file?)")
    tag = document["format"]
    validators = {RESULT_FORMAT: validate_result, COMPARE_FORMAT: validate_compare, SWEEP_FORMAT: validate_sweep}
    if tag not in validators:
        raise InputError(f"unknown format {json.dumps(tag)} (expected one of {', '.join(FORMATS)})")
    validators[tag](document, "")
    return document


def describe(value: Any) -> str:
    """A short name for a JSON value's type, for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


CHECKS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "number": (is_number, "a number"),
    "number?": (lambda v: v is None or is_number(v), "a number or null"),
    "string": (lambda v: isinstance(v, str), "a string"),
    "bool": (lambda v: isinstance(v, bool), "a boolean"),
    "object": (lambda v: isinstance(v, dict), "an object"),
    "array": (lambda v: isinstance(v, list), "an array"),
    "clock": (lambda v: v in CLOCKS, "\"cpu\" or \"wall\""),
}


def require(obj: dict[str, Any], where: str, spec: dict[str, str]) -> None:
    """Checks that `obj` has every key of `spec` with the named kind of value."""
    for key, kind in spec.items():
        if key not in obj:
            raise InputError(f"missing key '{join_path(where, key)}'")
        check, expected = CHECKS[kind]
        if not check(obj[key]):
            raise InputError(f"'{join_path(where, key)}' is {describe(obj[key])}, expected {expected}")


def join_path(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def require_objects(items: list[Any], where: str, non_empty: bool = True) -> None:
    if non_empty and not items:
        raise InputError(f"'{where}' is empty")
    for position, item in enumerate(items):
        if not isinstance(item, dict):
            raise InputError(f"'{where}[{position}]' is {describe(item)}, expected an object")


def require_positive_rate(value: float, where: str) -> None:
    if value < 1:
        raise InputError(f"'{where}' is {value:g}, expected at least 1")


SUMMARY_SPEC = {
    "refreshHz": "number",
    "frames": "number",
    "hitches": "number",
    "maxHitchMs": "number",
    "hitchTimeRatioMsPerSecond": "number",
    "band": "string",
    "maxFrameMs": "number",
    "p50FrameMs": "number",
    "p99FrameMs": "number",
    "skippedFrames": "number",
}
FRAME_SPEC = {
    "index": "number",
    "vsyncSeconds": "number",
    "cpuMs": "number",
    "wallMs": "number",
    "notes": "string",
    "skipped": "bool",
    "presentedAtSeconds": "number?",
    "hitchMs": "number",
}
COMPARE_ROW_SPEC = {
    "strategy": "string",
    "hitches": "number",
    "maxFrameMs": "number",
    "p50FrameMs": "number",
    "p99FrameMs": "number",
    "contentJumps": "number",
    "edgeStalls": "number",
    "timeRatioToRenderAll": "number?",
}
SWEEP_POINT_SPEC = {
    "strategy": "string",
    "days": "number",
    "p50FrameMs": "number",
    "p99FrameMs": "number",
    "maxFrameMs": "number",
    "hitches": "number",
}


def validate_result(doc: dict[str, Any], where: str) -> None:
    """Checks the parts of a hitchbench-result/1 object that the plots use."""
    if doc.get("format") != RESULT_FORMAT:
        raise InputError(f"'{join_path(where, 'format')}' is {json.dumps(doc.get('format'))}, expected \"{RESULT_FORMAT}\"")
    require(doc, where, {"metadata": "object", "clock": "clock", "summary": "object",
                         "summaries": "object", "frames": "array"})
    require(doc["metadata"], join_path(where, "metadata"), {"strategy": "string", "trace": "string"})
    require(doc["summary"], join_path(where, "summary"), SUMMARY_SPEC)
    require_positive_rate(doc["summary"]["refreshHz"], join_path(where, "summary.refreshHz"))
    summaries_where = join_path(where, "summaries")
    require(doc["summaries"], summaries_where, {clock: "object" for clock in CLOCKS})
    for clock in CLOCKS:
        require(doc["summaries"][clock], f"{summaries_where}.{clock}", SUMMARY_SPEC)
    if "metrics" in doc and not isinstance(doc["metrics"], dict):
        raise InputError(f"'{join_path(where, 'metrics')}' is {describe(doc['metrics'])}, expected an object")
    frames_where = join_path(where, "frames")
    require_objects(doc["frames"], frames_where)
    for position, frame in enumerate(doc["frames"]):
        require(frame, f"{frames_where}[{position}]", FRAME_SPEC)


def validate_compare(doc: dict[str, Any], where: str) -> None:
    """Checks a hitchbench-compare/1 document: header, rows, and one full result per row."""
    require(doc, where, {"trace": "string", "refreshHz": "number", "clock": "clock",
                         "days": "number", "rows": "array", "results": "array"})
    require_positive_rate(doc["refreshHz"], "refreshHz")
    require_objects(doc["rows"], "rows")
    for position, row in enumerate(doc["rows"]):
        require(row, f"rows[{position}]", COMPARE_ROW_SPEC)
    require_objects(doc["results"], "results")
    if len(doc["results"]) != len(doc["rows"]):
        raise InputError(f"{len(doc['rows'])} rows but {len(doc['results'])} results (expected one result per row)")
    for position, (row, result) in enumerate(zip(doc["rows"], doc["results"])):
        validate_result(result, f"results[{position}]")
        if result["metadata"]["strategy"] != row["strategy"]:
            raise InputError(f"results[{position}] is strategy '{result['metadata']['strategy']}' "
                             f"but rows[{position}] is '{row['strategy']}'")


def validate_sweep(doc: dict[str, Any], where: str) -> None:
    """Checks a hitchbench-sweep/1 document."""
    require(doc, where, {"trace": "string", "refreshHz": "number", "clock": "clock",
                         "strategies": "array", "points": "array", "hitchFreeMaxDays": "object"})
    require_positive_rate(doc["refreshHz"], "refreshHz")
    for position, name in enumerate(doc["strategies"]):
        if not isinstance(name, str):
            raise InputError(f"'strategies[{position}]' is {describe(name)}, expected a string")
    require_objects(doc["points"], "points")
    for position, point in enumerate(doc["points"]):
        require(point, f"points[{position}]", SWEEP_POINT_SPEC)
        if point["days"] <= 0:
            raise InputError(f"'points[{position}].days' is {point['days']:g}, expected more than 0")
    for name, days in doc["hitchFreeMaxDays"].items():
        if not (days is None or is_number(days)):
            raise InputError(f"'hitchFreeMaxDays.{name}' is {describe(days)}, expected a number or null")


# --------------------------------------------------------------------------------------------
# The display model (a port of FrameTiming.DisplayTimeline), for re-timing a run on another clock

EPSILON_INTERVALS = 1e-9


def intervals_to_present(duration_ms: float, interval_ms: float) -> int:
    """Whole refresh intervals from a frame's start to its presentation: max(1, ceil(d/interval - eps))."""
    if not math.isfinite(duration_ms) or duration_ms <= 0:
        return 1
    return max(1, math.ceil(duration_ms / interval_ms - EPSILON_INTERVALS))


def display_layout(durations_ms: Sequence[float], refresh_hz: float) -> list[tuple[bool, float]]:
    """(skipped, hitchMs) per frame: frames start at their vsync unless the previous one is still running."""
    interval_ms = 1000.0 / refresh_hz
    layout: list[tuple[bool, float]] = []
    busy_until = 0
    for index, duration in enumerate(durations_ms):
        if index < busy_until:
            layout.append((True, 0.0))
            continue
        intervals = intervals_to_present(duration, interval_ms)
        layout.append((False, (intervals - 1) * interval_ms))
        busy_until = index + intervals
    return layout


# --------------------------------------------------------------------------------------------
# Plot-ready views of the documents

NOTE_KINDS = (
    # key, legend label, marker, colour, marker size
    ("swap", "data swap / content jump", "v", "#7B3FA0", 6.5),
    ("rescale", "y rescaled", "D", "#1F9E89", 4.5),
    ("stall", "edge stall", "s", "#5A6270", 4.0),
    ("tiles", "tiles configured", "o", "#9AA5B1", 3.0),
    ("other", "other note", "o", "#B07AA1", 3.5),
)
JUMP_PIXELS = re.compile(r"content jump\s+(-?\d+(?:\.\d+)?)\s*px")


def note_kinds(note: str) -> set[str]:
    """Classifies a frame's notes ("data swapped; content jump 73 px") into NOTE_KINDS keys."""
    kinds = set()
    for part in (piece.strip().lower() for piece in note.split(";")):
        if not part:
            continue
        if "swap" in part or "content jump" in part:
            kinds.add("swap")
        elif "rescale" in part:
            kinds.add("rescale")
        elif "edge stall" in part:
            kinds.add("stall")
        elif "tile" in part and "configured" in part:
            kinds.add("tiles")
        else:
            kinds.add("other")
    return kinds


@dataclass
class Timeline:
    """One run's frames on one clock, ready to draw."""

    strategy: str
    trace: str
    refresh_hz: float
    clock: str
    summary: dict[str, Any]
    metadata: dict[str, str]
    vsync: list[float]
    duration_ms: list[float]
    hitch_ms: list[float]
    skipped: list[bool]
    notes: list[str]

    @property
    def budget_ms(self) -> float:
        return 1000.0 / self.refresh_hz

    @property
    def end_seconds(self) -> float:
        return (self.vsync[-1] if self.vsync else 0.0) + 1.0 / self.refresh_hz


def timeline_from_result(result: dict[str, Any], clock: str | None) -> Timeline:
    """The result's frames on `clock` (default: the file's clock). On another clock than the file's,
    skipped frames and hitches are recomputed with the harness's display model."""
    file_clock = result["clock"]
    clock = clock or file_clock
    summary = result["summaries"][clock] if clock != file_clock else result["summary"]
    refresh_hz = float(summary["refreshHz"])
    frames = result["frames"]
    durations = [float(frame[f"{clock}Ms"]) for frame in frames]
    if clock == file_clock:
        hitches = [float(frame["hitchMs"]) for frame in frames]
        skipped = [bool(frame["skipped"]) for frame in frames]
    else:
        layout = display_layout(durations, refresh_hz)
        skipped = [entry[0] for entry in layout]
        hitches = [entry[1] for entry in layout]
    return Timeline(
        strategy=result["metadata"]["strategy"],
        trace=result["metadata"]["trace"],
        refresh_hz=refresh_hz,
        clock=clock,
        summary=summary,
        metadata=result["metadata"],
        vsync=[float(frame["vsyncSeconds"]) for frame in frames],
        duration_ms=durations,
        hitch_ms=hitches,
        skipped=skipped,
        notes=[frame["notes"] for frame in frames],
    )


@dataclass
class StrategyStats:
    """One strategy's row of a comparison, on the chosen clock."""

    strategy: str
    p50_ms: float
    p99_ms: float
    max_ms: float
    hitches: int
    content_jumps: int
    max_jump_px: float
    edge_stalls: int
    time_ratio: float | None


def compare_stats(doc: dict[str, Any], clock: str) -> tuple[list[StrategyStats], str]:
    """Rows of a compare document on `clock`, and a note on where the time ratio came from.

    On the file's own clock the rows are used as written. On the other clock the frame statistics
    come from each result's summary on that clock, and the time ratio is recomputed from the summed
    per-frame durations (the file's ratio is a median over repeats, which the results do not keep)."""
    rows, results = doc["rows"], doc["results"]
    same_clock = clock == doc["clock"]
    totals = [sum(float(frame[f"{clock}Ms"]) for frame in result["frames"]) for result in results]
    baseline = next((total for row, total in zip(rows, totals) if row["strategy"] == "render-all"), None)
    stats = []
    for row, result, total in zip(rows, results, totals):
        source = row if same_clock else result["summaries"][clock]
        metrics = result.get("metrics", {})
        if same_clock:
            ratio = row["timeRatioToRenderAll"]
        else:
            ratio = total / baseline if baseline else None
        stats.append(StrategyStats(
            strategy=row["strategy"],
            p50_ms=float(source["p50FrameMs"]),
            p99_ms=float(source["p99FrameMs"]),
            max_ms=float(source["maxFrameMs"]),
            hitches=int(source["hitches"]),
            content_jumps=int(row["contentJumps"]),
            max_jump_px=float(row.get("maxContentJumpPixels", metrics.get("maxContentJumpPixels", 0)) or 0),
            edge_stalls=int(row["edgeStalls"]),
            time_ratio=ratio,
        ))
    note = "total frame time" if same_clock else f"total frame time, recomputed on the {clock} clock"
    return stats, note


# --------------------------------------------------------------------------------------------
# Small drawing helpers


def strategy_color(name: str, order: Sequence[str] = ()) -> str:
    """The fixed colour of a known strategy, or a stable extra colour for an unknown one."""
    if name in STRATEGY_COLORS:
        return STRATEGY_COLORS[name]
    unknown = [other for other in order if other not in STRATEGY_COLORS]
    position = unknown.index(name) if name in unknown else sum(map(ord, name))
    return EXTRA_COLORS[position % len(EXTRA_COLORS)]


def tint(color: str, amount: float) -> tuple[float, float, float]:
    """`color` mixed with white; amount 0 keeps it, 1 is white."""
    red, green, blue = mcolors.to_rgb(color)
    return (red + (1 - red) * amount, green + (1 - green) * amount, blue + (1 - blue) * amount)


def format_ms(value: float) -> str:
    """Milliseconds for labels: 3 significant-ish digits."""
    if value >= 100:
        return f"{value:.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def format_days(days: float) -> str:
    return f"{days:,.0f}" if float(days).is_integer() else f"{days:,g}"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}es" if word.endswith("h") else f"{count} {word}s"


HEADER_INCHES = 0.62


def new_figure(width: float, height: float, title: str, subtitle: str) -> tuple[Figure, Figure]:
    """A figure with a header (bold title, grey subtitle) above a body subfigure to draw in."""
    figure = Figure(figsize=(width, height), dpi=DPI, layout="constrained")
    FigureCanvasAgg(figure)
    figure.get_layout_engine().set(h_pad=0.05, w_pad=0.08, hspace=0.0, wspace=0.0)
    header, body = figure.subfigures(2, 1, height_ratios=[HEADER_INCHES, height - HEADER_INCHES])
    header.text(0.008, 0.86, title, ha="left", va="top", fontsize=12.5, fontweight="bold", color="#1F2329")
    header.text(0.008, 0.24, subtitle, ha="left", va="center", fontsize=9, color=MUTED_TEXT)
    return figure, body


def draw_budget(ax: Axes, budget_ms: float, refresh_hz: float, label_x: float = 0.995,
                label_ha: str = "right") -> None:
    """The dashed budget line with a small label sitting on it."""
    ax.axhline(budget_ms, color=BUDGET_COLOR, linestyle=(0, (5, 3)), linewidth=1.0, zorder=4)
    ax.annotate(f"budget {budget_ms:.2f} ms ({refresh_hz:g} Hz)", (label_x, budget_ms),
                xycoords=transforms.blended_transform_factory(ax.transAxes, ax.transData),
                xytext=(4 if label_ha == "left" else -4, 2.5), textcoords="offset points",
                ha=label_ha, va="bottom", fontsize=8, color=BUDGET_COLOR, zorder=7,
                bbox={"boxstyle": "square,pad=0.12", "facecolor": "white", "edgecolor": "none", "alpha": 0.85})


def metadata_bits(refresh_hz: float, clock: str, days: Any = None, repeats: Any = None) -> list[str]:
    bits = [f"{refresh_hz:g} Hz (budget {1000 / refresh_hz:.2f} ms)", f"{clock} clock"]
    if days not in (None, ""):
        bits.append(f"{format_days(float(days))} days of data" if is_number_like(days) else f"data {days}")
    if repeats not in (None, "") and is_number_like(repeats):
        count = int(float(repeats))
        bits.append("1 run" if count == 1 else f"median of {count} repeats")
    return bits


def is_number_like(value: Any) -> bool:
    try:
        return math.isfinite(float(value))
    except (TypeError, ValueError):
        return False


# --------------------------------------------------------------------------------------------
# Timeline


@dataclass
class TimelineScale:
    """What stacked timelines share: the y range and the note lanes along the top."""

    y_max: float
    lanes: dict[str, float] = field(default_factory=dict)


def timeline_scale(timelines: Iterable[Timeline]) -> TimelineScale:
    """A y range that shows the budget line and the longest frame, with room on top for note lanes."""
    timelines = list(timelines)
    present = set()
    for timeline in timelines:
        for note in timeline.notes:
            present |= note_kinds(note)
    lanes = {}
    for key, *_ in NOTE_KINDS:
        if key in present:
            lanes[key] = 0.955 - 0.05 * len(lanes)
    longest = max((max(t.duration_ms, default=0.0) for t in timelines), default=0.0)
    budget = max(t.budget_ms for t in timelines)
    hitch_labels = any(0 < sum(h > 0 for h in t.hitch_ms) <= MAX_HITCH_LABELS for t in timelines)
    top_room = 0.05 * len(lanes) + (0.07 if hitch_labels else 0.02)
    y_max = max(budget * 1.22, longest * 1.04) / (1 - top_room)
    return TimelineScale(y_max=y_max, lanes=lanes)


MAX_HITCH_LABELS = 12
MAX_JUMP_LABELS = 8


def timeline_title(timeline: Timeline) -> str:
    hitches = int(timeline.summary["hitches"])
    return (f"{timeline.strategy} on {timeline.trace} — {plural(hitches, 'hitch')}, "
            f"max frame {format_ms(float(timeline.summary['maxFrameMs']))} ms")


def timeline_stats_line(timeline: Timeline) -> str:
    summary = timeline.summary
    skipped = int(summary["skippedFrames"])
    parts = [
        f"p50 {format_ms(float(summary['p50FrameMs']))} ms",
        f"p99 {format_ms(float(summary['p99FrameMs']))} ms",
        f"hitch time {float(summary['hitchTimeRatioMsPerSecond']):.1f} ms/s ({summary['band']})",
        f"{int(summary['frames'])} frames",
    ]
    if skipped:
        parts.append(f"{skipped} skipped")
    return " · ".join(parts)


def draw_timeline(ax: Axes, timeline: Timeline, scale: TimelineScale, accent: str | None = None) -> None:
    """Frame bars, budget line, hitch and skip marks, and note markers for one run."""
    interval = 1.0 / timeline.refresh_hz
    width = interval * 0.82
    kinds = ["skipped" if skipped else "hitch" if hitch > 0 else "frame"
             for skipped, hitch in zip(timeline.skipped, timeline.hitch_ms)]
    palette = {"frame": FRAME_COLOR, "hitch": HITCH_COLOR, "skipped": SKIPPED_COLOR}
    for kind in ("frame", "skipped", "hitch"):
        xs = [x for x, k in zip(timeline.vsync, kinds) if k == kind]
        heights = [d for d, k in zip(timeline.duration_ms, kinds) if k == kind]
        if xs:
            ax.bar(xs, heights, width=width, align="edge", color=palette[kind], linewidth=0,
                   zorder=3 if kind == "hitch" else 2)
    ax.axhspan(timeline.budget_ms, scale.y_max, color=HITCH_COLOR, alpha=0.035, linewidth=0, zorder=0)
    draw_budget(ax, timeline.budget_ms, timeline.refresh_hz, label_x=0.0, label_ha="left")
    draw_skip_marks(ax, timeline, kinds, width)
    draw_hitch_labels(ax, timeline, width)
    draw_note_markers(ax, timeline, scale, width)
    ax.set_xlim(0, timeline.end_seconds)
    ax.set_ylim(0, scale.y_max)
    ax.set_ylabel("frame time (ms)")
    ax.grid(axis="x", visible=False)
    ax.yaxis.set_major_locator(ticker.MaxNLocator(nbins=6, steps=[1, 2, 2.5, 5, 10]))
    ax.margins(x=0)
    if accent:
        ax.spines["left"].set_color(accent)
        ax.spines["left"].set_linewidth(3)


def draw_skip_marks(ax: Axes, timeline: Timeline, kinds: list[str], width: float) -> None:
    xs = [x + width / 2 for x, kind in zip(timeline.vsync, kinds) if kind == "skipped"]
    if xs:
        ax.plot(xs, [0.0] * len(xs), linestyle="none", marker="x", markersize=4, markeredgewidth=1.0,
                color="#6B7380", clip_on=False, zorder=6,
                transform=transforms.blended_transform_factory(ax.transData, ax.transAxes))


def draw_hitch_labels(ax: Axes, timeline: Timeline, width: float) -> None:
    """'+16.7' above each hitch bar (the hitch's duration), if there are only a few."""
    hitches = [(x, d, h) for x, d, h in zip(timeline.vsync, timeline.duration_ms, timeline.hitch_ms) if h > 0]
    if not hitches or len(hitches) > MAX_HITCH_LABELS:
        return
    for x, duration, hitch in hitches:
        ax.annotate(f"+{format_ms(hitch)}", (x + width / 2, duration), xytext=(0, 2), textcoords="offset points",
                    ha="center", va="bottom", fontsize=7, color=HITCH_COLOR, fontweight="bold", zorder=6)


def draw_note_markers(ax: Axes, timeline: Timeline, scale: TimelineScale, width: float) -> None:
    """One marker per noted frame in its kind's lane along the top; content jumps get their pixel size."""
    on_top = transforms.blended_transform_factory(ax.transData, ax.transAxes)
    for key, _label, marker, color, size in NOTE_KINDS:
        if key not in scale.lanes:
            continue
        lane = scale.lanes[key]
        points = [(x + width / 2, note) for x, note in zip(timeline.vsync, timeline.notes) if key in note_kinds(note)]
        if not points:
            continue
        ax.plot([p[0] for p in points], [lane] * len(points), linestyle="none", marker=marker,
                markersize=size, color=color, markeredgewidth=0, transform=on_top, zorder=6, clip_on=False)
        if key == "swap" and len(points) <= MAX_JUMP_LABELS:
            for x, note in points:
                match = JUMP_PIXELS.search(note)
                if match:
                    ax.annotate(f"{float(match.group(1)):g} px", (x, lane), xycoords=on_top, xytext=(5, -0.5),
                                textcoords="offset points", ha="left", va="center", fontsize=7, color=color)


def timeline_legend_handles(timelines: Sequence[Timeline], scale: TimelineScale) -> list[Any]:
    handles: list[Any] = [Patch(color=FRAME_COLOR, label="frame work (on time)")]
    if any(h > 0 for t in timelines for h in t.hitch_ms):
        handles.append(Patch(color=HITCH_COLOR, label="hitch (+ms shown late)"))
    if any(any(t.skipped) for t in timelines):
        handles.append(Line2D([], [], color="#6B7380", marker="x", linestyle="none", markersize=5,
                              label="skipped frame"))
    handles.append(Line2D([], [], color=BUDGET_COLOR, linestyle=(0, (5, 3)), linewidth=1.0, label="frame budget"))
    for key, label, marker, color, size in NOTE_KINDS:
        if key in scale.lanes:
            handles.append(Line2D([], [], color=color, marker=marker, linestyle="none",
                                  markersize=size, markeredgewidth=0, label=label))
    return handles


def plot_result_timeline(timeline: Timeline) -> Figure:
    """A single run's timeline."""
    scale = timeline_scale([timeline])
    meta = timeline.metadata
    subtitle = " · ".join(metadata_bits(timeline.refresh_hz, timeline.clock, meta.get("days"), meta.get("repeats"))
                          + [timeline_stats_line(timeline)])
    figure, body = new_figure(12, 4.8, timeline_title(timeline), subtitle)
    ax = body.add_subplot()
    draw_timeline(ax, timeline, scale)
    ax.set_xlabel("trace time (s)")
    body.legend(handles=timeline_legend_handles([timeline], scale), loc="outside lower center",
                  ncol=8, handlelength=1.6, columnspacing=1.6)
    return figure


def plot_compare_timeline(doc: dict[str, Any], clock: str) -> Figure:
    """All strategies of a comparison, one panel each, shared x axis and y scale."""
    timelines = [timeline_from_result(result, clock) for result in doc["results"]]
    scale = timeline_scale(timelines)
    order = [t.strategy for t in timelines]
    subtitle = " · ".join(metadata_bits(float(doc["refreshHz"]), clock, doc.get("days"), doc.get("repeats")))
    figure, body = new_figure(12, 1.5 + 2.35 * len(timelines), f"{doc['trace']} — frame timeline by strategy",
                              subtitle)
    axes = body.subplots(len(timelines), 1, sharex=True, sharey=True, squeeze=False)[:, 0]
    for ax, timeline in zip(axes, timelines):
        draw_timeline(ax, timeline, scale, accent=strategy_color(timeline.strategy, order))
        ax.set_title(timeline_title(timeline), loc="left", fontsize=9.5, pad=4)
        ax.set_title(timeline_stats_line(timeline), loc="right", fontsize=8, fontweight="normal",
                     color=MUTED_TEXT, pad=4)
    axes[-1].set_xlabel("trace time (s)")
    for ax in axes[:-1]:
        ax.tick_params(axis="x", labelbottom=False)
    body.legend(handles=timeline_legend_handles(timelines, scale), loc="outside lower center",
                  ncol=8, handlelength=1.6, columnspacing=1.6)
    return figure


# --------------------------------------------------------------------------------------------
# Compare summary


def bar_label(ax: Axes, x: float, height: float, text: str, color: str = "#333333", size: float = 7.5) -> None:
    ax.annotate(text, (x, height), xytext=(0, 2), textcoords="offset points", ha="center", va="bottom",
                fontsize=size, color=color)


def draw_frame_time_panel(ax: Axes, stats: list[StrategyStats], order: list[str], budget: float,
                          refresh_hz: float, ratio_note: str) -> None:
    """Per strategy: p50, p99 and max frame ms as three bars in the strategy's colour, darkest first."""
    measures = (("p50", "p50_ms", 0.0), ("p99", "p99_ms", 0.35), ("max", "max_ms", 0.65))
    width = 0.26
    for group, stat in enumerate(stats):
        color = strategy_color(stat.strategy, order)
        for slot, (_name, attribute, lightness) in enumerate(measures):
            x = group + (slot - 1) * width
            value = getattr(stat, attribute)
            ax.bar(x, value, width=width * 0.92, color=tint(color, lightness), edgecolor=color, linewidth=0.8,
                   zorder=3)
            bar_label(ax, x, value, format_ms(value))
    draw_budget(ax, budget, refresh_hz)
    tallest = max(max(s.max_ms for s in stats), budget)
    ax.set_ylim(0, tallest * 1.18)
    ax.set_xticks(range(len(stats)), [s.strategy for s in stats])
    ax.tick_params(axis="x", length=0, labelsize=9.5)
    ax.set_xlim(-0.6, len(stats) - 0.4)
    ax.set_ylabel("frame time (ms)")
    ax.grid(axis="x", visible=False)
    ax.set_title("Frame time: p50 · p99 · max", loc="left")
    below = transforms.blended_transform_factory(ax.transData, ax.transAxes)
    for group, stat in enumerate(stats):
        text = "time vs render-all: –" if stat.time_ratio is None else f"time vs render-all: {stat.time_ratio:.2f}×"
        ax.text(group, -0.085, text, transform=below, ha="center", va="top", fontsize=8, color=MUTED_TEXT)
    ax.text(0.0, -0.16, f"“time vs render-all”: {ratio_note} relative to render-all on the same trace",
            transform=ax.transAxes, ha="left", va="top", fontsize=7.5, color=MUTED_TEXT, style="italic")
    ax.legend(handles=[Patch(facecolor=tint("#555555", lightness), edgecolor="#555555", label=name)
                       for name, _attribute, lightness in measures],
              loc="upper left", ncol=3, handlelength=1.2, columnspacing=1.2)


def draw_counts_panel(ax: Axes, stats: list[StrategyStats], order: list[str]) -> None:
    """Hitches, content jumps and edge stalls: one group per measure, one bar per strategy."""
    measures = (("hitches", "hitches"), ("content jumps", "content_jumps"), ("edge stalls", "edge_stalls"))
    count = len(stats)
    width = min(0.8 / count, 0.26)
    tallest = max(max(getattr(s, attribute) for s in stats for _n, attribute in measures), 1)
    for group, (_name, attribute) in enumerate(measures):
        for slot, stat in enumerate(stats):
            x = group + (slot - (count - 1) / 2) * width
            value = getattr(stat, attribute)
            color = strategy_color(stat.strategy, order)
            ax.bar(x, value, width=width * 0.9, color=color, linewidth=0, zorder=3)
            text = str(value)
            if attribute == "content_jumps" and value and stat.max_jump_px:
                text += f"\nmax {stat.max_jump_px:g} px"
            bar_label(ax, x, value, text, color=color if value == 0 else "#333333")
    ax.set_ylim(0, tallest * 1.3 + 0.5)
    ax.yaxis.set_major_locator(ticker.MaxNLocator(integer=True, nbins=5))
    ax.set_xticks(range(len(measures)), [name for name, _attribute in measures])
    ax.tick_params(axis="x", length=0, labelsize=9.5)
    ax.set_xlim(-0.6, len(measures) - 0.4)
    ax.set_ylabel("count over the trace")
    ax.grid(axis="x", visible=False)
    ax.set_title("Hitches and visible effects", loc="left")
    ax.legend(handles=[Patch(color=strategy_color(s.strategy, order), label=s.strategy) for s in stats],
              loc="upper right", ncol=1, handlelength=1.2)


def plot_compare_summary(doc: dict[str, Any], clock: str) -> Figure:
    stats, ratio_note = compare_stats(doc, clock)
    order = [s.strategy for s in stats]
    refresh_hz = float(doc["refreshHz"])
    subtitle = " · ".join(metadata_bits(refresh_hz, clock, doc.get("days"), doc.get("repeats")))
    figure, body = new_figure(12, 5.4, f"{doc['trace']} — strategies compared", subtitle)
    left, right = body.subplots(1, 2, width_ratios=[3, 2])
    draw_frame_time_panel(left, stats, order, 1000.0 / refresh_hz, refresh_hz, ratio_note)
    draw_counts_panel(right, stats, order)
    return figure


# --------------------------------------------------------------------------------------------
# Sweep growth


def sweep_series(doc: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """Points per strategy, sorted by days, in the file's strategy order (unlisted strategies last)."""
    series: dict[str, list[dict[str, Any]]] = {name: [] for name in doc["strategies"]}
    for point in doc["points"]:
        series.setdefault(point["strategy"], []).append(point)
    return {name: sorted(points, key=lambda p: p["days"]) for name, points in series.items() if points}


def plain_number(value: float, _position: Any = None) -> str:
    if value >= 1000:
        return f"{value:,.0f}"
    return f"{value:g}"


def draw_growth_lines(ax: Axes, series: dict[str, list[dict[str, Any]]], order: list[str]) -> None:
    for name, points in series.items():
        color = strategy_color(name, order)
        days = [p["days"] for p in points]
        ax.plot(days, [p["maxFrameMs"] for p in points], color=tint(color, 0.45), linewidth=1.1,
                linestyle=(0, (1, 1.6)), marker="^", markersize=3.5, zorder=3)
        ax.plot(days, [p["p99FrameMs"] for p in points], color=color, linewidth=1.4, linestyle=(0, (5, 2)),
                marker="s", markersize=3.5, zorder=4)
        ax.plot(days, [p["p50FrameMs"] for p in points], color=color, linewidth=2.2, marker="o", markersize=5,
                zorder=5)
        hitching = [p for p in points if p["hitches"] > 0]
        if hitching:
            ax.plot([p["days"] for p in hitching], [p["maxFrameMs"] for p in hitching], linestyle="none",
                    marker="o", markersize=8, markerfacecolor="none", markeredgecolor=HITCH_COLOR,
                    markeredgewidth=1.1, zorder=6)


def draw_hitch_free_marks(ax: Axes, series: dict[str, list[dict[str, Any]]], order: list[str],
                          hitch_free: dict[str, Any]) -> list[Any]:
    """A star at each strategy's largest hitch-free size (on its max line); returns legend entries."""
    handles: list[Any] = []
    for name, points in series.items():
        days = hitch_free.get(name)
        color = strategy_color(name, order)
        if days is None:
            label = f"{name}: none, hitches at every size" if name in hitch_free else f"{name}: not reported"
            handles.append(Line2D([], [], marker="*", markersize=12, linestyle="none", markerfacecolor="none",
                                  markeredgecolor=color, markeredgewidth=0.9, label=label))
            continue
        handles.append(Line2D([], [], marker="*", markersize=13, linestyle="none", color=color,
                              markeredgecolor="white", markeredgewidth=0.6, label=f"{name}: {format_days(days)} days"))
        at = [p for p in points if p["days"] == days]
        if at:
            y = at[0]["maxFrameMs"]
            ax.plot([days], [y], marker="*", markersize=14, color=color, markeredgecolor="white",
                    markeredgewidth=0.8, zorder=7, linestyle="none")
        else:
            ax.axvline(days, color=color, linestyle=":", linewidth=1.0, zorder=2)
    return handles


def legend_heading(text: str) -> Line2D:
    """An invisible legend entry used as a section heading (made bold by bold_headings)."""
    return Line2D([], [], linestyle="none", label=text)


def bold_headings(legend: Any, headings: Iterable[str]) -> None:
    headings = set(headings)
    for text in legend.get_texts():
        if text.get_text() in headings:
            text.set_fontweight("bold")
            text.set_x(-28)  # over the (empty) handle column


def growth_legend_handles(series: dict[str, list[dict[str, Any]]], order: list[str], any_hitch: bool,
                          hitch_free: list[Any]) -> list[Any]:
    handles: list[Any] = [legend_heading("strategy")]
    handles += [Line2D([], [], color=strategy_color(name, order), linewidth=2.2, label=name) for name in series]
    gray = "#555555"
    handles += [
        legend_heading(" "),
        legend_heading("line"),
        Line2D([], [], color=gray, linewidth=2.2, marker="o", markersize=5, label="p50"),
        Line2D([], [], color=gray, linewidth=1.4, linestyle=(0, (5, 2)), marker="s", markersize=3.5, label="p99"),
        Line2D([], [], color=tint(gray, 0.45), linewidth=1.1, linestyle=(0, (1, 1.6)), marker="^",
               markersize=3.5, label="max"),
        Line2D([], [], color=BUDGET_COLOR, linestyle=(0, (5, 3)), linewidth=1.0, label="frame budget"),
    ]
    if any_hitch:
        handles.append(Line2D([], [], marker="o", markersize=8, markerfacecolor="none", markeredgecolor=HITCH_COLOR,
                              linestyle="none", label="run with hitches"))
    handles += [legend_heading(" "), legend_heading("largest hitch-free size")] + hitch_free
    return handles


def plot_sweep_growth(doc: dict[str, Any]) -> Figure:
    series = sweep_series(doc)
    order = list(series)
    refresh_hz = float(doc["refreshHz"])
    budget = 1000.0 / refresh_hz
    bits = metadata_bits(refresh_hz, doc["clock"], None, doc.get("repeats"))
    if doc.get("shard") not in (None, ""):
        bits.append(f"shard {doc['shard']}")
    figure, body = new_figure(12, 6.4, f"{doc['trace']} — frame time as the data grows", " · ".join(bits))
    ax = body.add_subplot()
    draw_growth_lines(ax, series, order)
    draw_budget(ax, budget, refresh_hz)
    hitch_free = draw_hitch_free_marks(ax, series, order, doc["hitchFreeMaxDays"])
    ax.set_xscale("log")
    ax.set_yscale("log")
    all_days = sorted({p["days"] for points in series.values() for p in points})
    ax.set_xticks(all_days)
    ax.xaxis.set_minor_locator(ticker.NullLocator())
    ax.xaxis.set_major_formatter(ticker.FuncFormatter(plain_number))
    ax.yaxis.set_major_locator(ticker.LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
    ax.yaxis.set_minor_locator(ticker.NullLocator())
    ax.yaxis.set_major_formatter(ticker.FuncFormatter(plain_number))
    values = [p[key] for points in series.values() for p in points for key in ("p50FrameMs", "maxFrameMs")]
    low = min([v for v in values if v > 0] + [budget])
    high = max(values + [budget])
    ax.set_ylim(low / 1.6, high * 1.8)
    ax.set_xlim(all_days[0] / 1.25, all_days[-1] * 1.25)
    ax.set_xlabel("days of data (log scale)")
    ax.set_ylabel("frame time (ms, log scale)")
    ax.grid(which="major", axis="both")
    any_hitch = any(p["hitches"] > 0 for points in series.values() for p in points)
    legend = body.legend(handles=growth_legend_handles(series, order, any_hitch, hitch_free),
                         loc="outside right upper", handlelength=2.4, labelspacing=0.55)
    bold_headings(legend, ("strategy", "line", "largest hitch-free size"))
    return figure


# --------------------------------------------------------------------------------------------
# Output


SAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")


def safe(part: str) -> str:
    """A file-name-safe version of a trace or strategy name."""
    return SAFE_NAME.sub("_", part).strip("._") or "unnamed"


def save_figure(figure: Figure, path: str) -> None:
    """Writes the PNG to a temporary file in the same directory, then renames it into place."""
    directory = os.path.dirname(path) or "."
    handle = tempfile.NamedTemporaryFile(dir=directory, prefix=f".{os.path.basename(path)}.", suffix=".tmp",
                                         delete=False)
    try:
        with handle:
            figure.savefig(handle, format="png", dpi=DPI, metadata={"Software": None})
        os.chmod(handle.name, 0o666 & ~current_umask())  # NamedTemporaryFile creates 0600
        os.replace(handle.name, path)
    except BaseException:
        try:
            os.unlink(handle.name)
        except OSError:
            pass
        raise


def current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def figures_for(document: dict[str, Any], clock: str | None) -> list[tuple[str, Callable[[], Figure]]]:
    """(file name, figure builder) for every PNG a document produces."""
    tag = document["format"]
    if tag == RESULT_FORMAT:
        timeline = timeline_from_result(document, clock)
        name = f"{safe(timeline.trace)}-{safe(timeline.strategy)}-timeline.png"
        return [(name, lambda: plot_result_timeline(timeline))]
    if tag == COMPARE_FORMAT:
        chosen = clock or document["clock"]
        trace = safe(document["trace"])
        return [
            (f"compare-{trace}-timeline.png", lambda: plot_compare_timeline(document, chosen)),
            (f"compare-{trace}-summary.png", lambda: plot_compare_summary(document, chosen)),
        ]
    return [(f"sweep-{safe(document['trace'])}-growth.png", lambda: plot_sweep_growth(document))]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="plot.py",
        description="Draw PNG charts from HitchBench JSON files. The format of each file is detected from "
                    "its \"format\" field.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="""\
outputs (per input):
  hitchbench-result/1   <trace>-<strategy>-timeline.png   frame time per vsync, budget line,
                                                          hitches red, skipped frames, notes
  hitchbench-compare/1  compare-<trace>-timeline.png      one timeline panel per strategy
                        compare-<trace>-summary.png       p50/p99/max vs budget, time vs
                                                          render-all, hitches/jumps/stalls
  hitchbench-sweep/1    sweep-<trace>-growth.png          p50/p99/max frame ms vs days (log-log),
                                                          largest hitch-free size per strategy

exit status:
  0  every PNG written (each path is printed on stdout)
  1  an output could not be written
  2  bad input: one line per bad file on stderr, nothing written

examples:
  python3 scripts/plot.py results/compare-fling.json
  python3 scripts/plot.py run-window.json sweep-fling.json --out-dir plots --clock wall
""",
    )
    parser.add_argument("files", nargs="+", metavar="FILE.json",
                        help="hitchbench-result/1, hitchbench-compare/1 or hitchbench-sweep/1 files")
    parser.add_argument("--out-dir", metavar="DIR",
                        help="directory for the PNGs (created if missing; default: next to each input)")
    parser.add_argument("--clock", choices=CLOCKS,
                        help="clock for frame times and hitches in result and compare plots (default: the "
                             "file's own clock; on the other clock hitches are recomputed with the harness's "
                             "display model). Sweep files hold one clock only, so it does not apply to them")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    documents = []
    failed = False
    for path in args.files:
        try:
            documents.append((path, load_document(path)))
        except InputError as error:
            print(f"plot.py: {path}: {error}", file=sys.stderr)
            failed = True
    if failed:
        return EXIT_BAD_INPUT

    for path, document in documents:
        if document["format"] == SWEEP_FORMAT and args.clock and args.clock != document["clock"]:
            print(f"plot.py: {path}: note: sweep is on the {document['clock']} clock; --clock {args.clock} "
                  f"does not apply", file=sys.stderr)
        out_dir = args.out_dir if args.out_dir is not None else (os.path.dirname(path) or ".")
        for name, build in figures_for(document, args.clock):
            target = os.path.join(out_dir, name)
            try:
                os.makedirs(out_dir, exist_ok=True)
                with matplotlib.rc_context(STYLE):
                    figure = build()
                    save_figure(figure, target)
            except OSError as error:
                print(f"plot.py: {target}: cannot write ({error.strerror or error})", file=sys.stderr)
                return EXIT_OUTPUT_ERROR
            print(target)
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
