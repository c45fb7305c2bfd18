"""Frame timeline charts in the manner of Instruments' Hitches track: one run, or one panel per strategy.

On a time clock each frame is a bar of its work in ms at its start vsync, against the budget; hitches are red,
a deferred frame has an amber line back to the vsync its change was due at, and the scrolling intervals (the
time Apple's scroll hitch ratio divides by) are shaded. On the instruction clock the bars are instructions.
Artists a test or reader may look for carry a gid: ``frames`` and ``frames:hitch`` (the bars of the on-time and
the late frames, one rectangle per frame), ``scroll``, ``deferred``, ``marker:<effect>``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from matplotlib import ticker, transforms
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection, PolyCollection
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from .effects import MARKER_KINDS, marked_kinds
from .figure import draw_budget, new_figure
from .labels import format_count, format_ms, hitch_ratios, metadata_bits, plural
from .style import (BUDGET_COLOR, DEFERRED_COLOR, FRAME_COLOR, HITCH_COLOR, MUTED_TEXT, SCROLL_ALPHA, SCROLL_COLOR,
                    strategy_color)
from .views import Timeline, timeline_from_result

MAX_HITCH_LABELS = 12
MAX_JUMP_LABELS = 8
INSTRUCTIONS_LABEL = "instructions per frame\n(counted, not ms)"
DEFERRED_LANE = 0.012  # axes fraction: deferred frames' wait lines run along the bottom


@dataclass
class TimelineScale:
    """What stacked timelines share: the x and y ranges and the marker lanes along the top."""

    y_max: float
    x_end: float
    lanes: dict[str, float] = field(default_factory=dict)


def timeline_scale(timelines: Iterable[Timeline]) -> TimelineScale:
    """An x range over every run's whole trace, frames and scrolls (panels share their x axis, so one panel's
    range must hold every other's last frame and its markers), and a y range that shows the budget line (on a
    time clock) and the largest frame, with room on top for the marker lanes."""
    timelines = list(timelines)
    present: set[str] = set()
    for timeline in timelines:
        for effects, tiles in zip(timeline.effects, timeline.tiles_configured):
            present |= marked_kinds(effects, tiles)
    lanes = {}
    for kind in MARKER_KINDS:
        if kind.key in present:
            lanes[kind.key] = 0.955 - 0.05 * len(lanes)
    longest = max((max(t.value, default=0.0) for t in timelines), default=0.0)
    hitch_labels = any(0 < sum(h > 0 for h in t.hitch_ms) <= MAX_HITCH_LABELS for t in timelines)
    top_room = 0.05 * len(lanes) + (0.07 if hitch_labels else 0.02)
    if any(t.counting for t in timelines):
        y_max = max(longest * 1.04, 1.0) / (1 - top_room)
    else:
        budget = max(t.budget_ms for t in timelines)
        y_max = max(budget * 1.22, longest * 1.04) / (1 - top_room)
    x_end = max((t.end_seconds for t in timelines), default=1.0)
    return TimelineScale(y_max=y_max, x_end=x_end, lanes=lanes)


def timeline_title(timeline: Timeline) -> str:
    if timeline.counting:
        return (f"{timeline.strategy} on {timeline.trace} — largest frame "
                f"{format_count(max(timeline.value, default=0.0))} instructions")
    hitches = int(timeline.summary["hitches"])
    return (f"{timeline.strategy} on {timeline.trace} — {plural(hitches, 'hitch')}, "
            f"max frame {format_ms(float(timeline.summary['maxFrameMs']))} ms")


def timeline_stats_line(timeline: Timeline) -> str:
    if timeline.counting:
        counted = timeline.instructions
        return " · ".join([f"p50 {format_count(counted['p50PerFrame'])}", f"p99 {format_count(counted['p99PerFrame'])} "
                           f"instructions/frame", f"{format_count(counted['total'])} in all",
                           f"{int(counted['frames'])} frames"])
    summary = timeline.summary
    deferred = int(summary["deferredFrames"])
    parts = [
        f"p50 {format_ms(float(summary['p50FrameMs']))} ms",
        f"p99 {format_ms(float(summary['p99FrameMs']))} ms",
        "hitch time: " + hitch_ratios(summary["scrollHitchTimeRatioMsPerSecond"], summary["band"],
                                     float(summary["traceHitchTimeRatioMsPerSecond"])),
        f"{int(summary['frames'])} frames",
    ]
    if deferred:
        parts.append(f"{deferred} deferred")
    return " · ".join(parts)


def draw_timeline(ax: Axes, timeline: Timeline, scale: TimelineScale, accent: str | None = None) -> None:
    """Scrolling intervals, frame bars, budget line, hitch labels, deferral lines and effect markers for one run."""
    interval = 1.0 / timeline.refresh_hz
    width = interval * 0.82
    for start, end in timeline.scrolls:
        ax.axvspan(start, end, color=SCROLL_COLOR, alpha=SCROLL_ALPHA, linewidth=0, zorder=0, gid="scroll")
    late = [hitch > 0 for hitch in timeline.hitch_ms]
    for is_late, color in ((False, FRAME_COLOR), (True, HITCH_COLOR)):
        # One collection of rectangles per colour, not a patch per frame: the same bars, drawn in a fraction of
        # the time (a five-panel timeline has about a thousand frames).
        bars = [[(x, 0.0), (x, value), (x + width, value), (x + width, 0.0)]
                for x, value, flag in zip(timeline.start_seconds, timeline.value, late) if flag == is_late]
        if bars:
            ax.add_collection(PolyCollection(bars, closed=True, facecolors=color, edgecolors="none", linewidths=0,
                                             zorder=3 if is_late else 2, gid="frames:hitch" if is_late else "frames"),
                              autolim=False)
    if timeline.counting:
        ax.set_ylabel(INSTRUCTIONS_LABEL)
        ax.yaxis.set_major_formatter(ticker.FuncFormatter(lambda value, _position: format_count(value)))
    else:
        ax.axhspan(timeline.budget_ms, scale.y_max, color=HITCH_COLOR, alpha=0.035, linewidth=0, zorder=0)
        draw_budget(ax, timeline.budget_ms, timeline.refresh_hz, label_x=0.0, label_ha="left")
        ax.set_ylabel("frame time (ms)")
    draw_deferrals(ax, timeline, width)
    draw_hitch_labels(ax, timeline, width)
    draw_effect_markers(ax, timeline, scale, width)
    ax.set_xlim(0, scale.x_end)
    ax.set_ylim(0, scale.y_max)
    ax.grid(axis="x", visible=False)
    ax.yaxis.set_major_locator(ticker.MaxNLocator(nbins=6, steps=[1, 2, 2.5, 5, 10]))
    ax.margins(x=0)
    if accent:
        ax.spines["left"].set_color(accent)
        ax.spines["left"].set_linewidth(3)


def draw_deferrals(ax: Axes, timeline: Timeline, width: float) -> None:
    """For each deferred frame, a line along the bottom from the vsync its change was due at to its start,
    ending in a marker at the bar: how long the change waited for the display to be free."""
    waits = [(due, start) for due, start, deferred in zip(timeline.due_seconds, timeline.start_seconds,
                                                          timeline.deferred) if deferred]
    if not waits:
        return
    along_bottom = transforms.blended_transform_factory(ax.transData, ax.transAxes)
    ax.add_collection(LineCollection([[(due, DEFERRED_LANE), (start + width / 2, DEFERRED_LANE)] for due, start in waits],
                                     colors=DEFERRED_COLOR, linewidths=1.6, transform=along_bottom, zorder=5,
                                     clip_on=False, gid="deferred"))
    ax.plot([start + width / 2 for _due, start in waits], [DEFERRED_LANE] * len(waits), linestyle="none", marker=">",
            markersize=3.5, color=DEFERRED_COLOR, transform=along_bottom, zorder=6, clip_on=False, gid="deferred")


def draw_hitch_labels(ax: Axes, timeline: Timeline, width: float) -> None:
    """'+16.7' above each hitch bar (the hitch's duration), if there are only a few."""
    hitches = [(x, v, h) for x, v, h in zip(timeline.start_seconds, timeline.value, timeline.hitch_ms) if h > 0]
    if not hitches or len(hitches) > MAX_HITCH_LABELS:
        return
    for x, duration, hitch in hitches:
        ax.annotate(f"+{format_ms(hitch)}", (x + width / 2, duration), xytext=(0, 2), textcoords="offset points",
                    ha="center", va="bottom", fontsize=7, color=HITCH_COLOR, fontweight="bold", zorder=6)


def draw_effect_markers(ax: Axes, timeline: Timeline, scale: TimelineScale, width: float) -> None:
    """One marker per frame with an effect in that effect's lane along the top; content jumps get their size."""
    on_top = transforms.blended_transform_factory(ax.transData, ax.transAxes)
    frames = list(zip(timeline.start_seconds, timeline.effects, timeline.tiles_configured))
    for kind in MARKER_KINDS:
        if kind.key not in scale.lanes:
            continue
        lane = scale.lanes[kind.key]
        points = [(x + width / 2, effects) for x, effects, tiles in frames if kind.marks(effects, tiles)]
        if not points:
            continue
        ax.plot([x for x, _effects in points], [lane] * len(points), linestyle="none", marker=kind.marker,
                markersize=kind.size, color=kind.color, markeredgewidth=0, transform=on_top, zorder=6, clip_on=False,
                gid=f"marker:{kind.key}")
        if kind.key == "contentJump" and len(points) <= MAX_JUMP_LABELS:
            for x, effects in points:
                ax.annotate(f"{float(effects['contentJumpPixels']):g} px", (x, lane), xycoords=on_top, xytext=(5, -0.5),
                            textcoords="offset points", ha="left", va="center", fontsize=7, color=kind.color)


def timeline_legend_handles(timelines: Sequence[Timeline], scale: TimelineScale) -> list[Any]:
    counting = any(t.counting for t in timelines)
    handles: list[Any] = [Patch(color=FRAME_COLOR, label="instructions of a frame" if counting
                                else "frame work (on time)")]
    if any(h > 0 for t in timelines for h in t.hitch_ms):
        handles.append(Patch(color=HITCH_COLOR, label="hitch (+ms shown late)"))
    if any(any(t.deferred) for t in timelines):
        handles.append(Line2D([], [], color=DEFERRED_COLOR, marker=">", markersize=4, linewidth=1.6,
                              label="deferred (waited from when due)"))
    if not counting:
        handles.append(Line2D([], [], color=BUDGET_COLOR, linestyle=(0, (5, 3)), linewidth=1.0, label="frame budget"))
    if any(t.scrolls for t in timelines):
        handles.append(Patch(color=SCROLL_COLOR, alpha=SCROLL_ALPHA * 3, linewidth=0,
                             label="scrolling (touch-down to rest)" if counting
                             else "scrolling (its hitches make the scrolling ratio)"))
    for kind in MARKER_KINDS:
        if kind.key in scale.lanes:
            handles.append(Line2D([], [], color=kind.color, marker=kind.marker, linestyle="none",
                                  markersize=kind.size, markeredgewidth=0, label=kind.label))
    return handles


def add_legend(body: Any, handles: list[Any]) -> None:
    # Five per row keeps the longer labels (scrolling, deferred) on the page at 12 inches.
    body.legend(handles=handles, loc="outside lower center", ncol=min(len(handles), 5), handlelength=1.6,
                columnspacing=1.6)


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
    add_legend(body, timeline_legend_handles([timeline], scale))
    return figure


def plot_compare_timeline(doc: dict[str, Any], clock: str) -> Figure:
    """All strategies of a comparison, one panel each, shared x axis and y scale."""
    timelines = [timeline_from_result(result, clock) for result in doc["results"]]
    scale = timeline_scale(timelines)
    order = [t.strategy for t in timelines]
    shown_clock = timelines[0].clock
    subtitle = " · ".join(metadata_bits(float(doc["refreshHz"]), shown_clock, doc.get("days"), doc.get("repeats")))
    # Lower panels past three keep five strategies on about one screen; they still show every frame.
    panel_inches = 2.35 if len(timelines) <= 3 else 2.0
    heading = "instructions per frame by strategy" if shown_clock == "instructions" else "frame timeline by strategy"
    figure, body = new_figure(12, 1.6 + panel_inches * len(timelines), f"{doc['trace']} — {heading}", subtitle)
    axes = body.subplots(len(timelines), 1, sharex=True, sharey=True, squeeze=False)[:, 0]
    for ax, timeline in zip(axes, timelines):
        draw_timeline(ax, timeline, scale, accent=strategy_color(timeline.strategy, order))
        ax.set_title(timeline_title(timeline), loc="left", fontsize=9.5, pad=4)
        ax.set_title(timeline_stats_line(timeline), loc="right", fontsize=8, fontweight="normal",
                     color=MUTED_TEXT, pad=4)
    axes[-1].set_xlabel("trace time (s)")
    for ax in axes[:-1]:
        ax.tick_params(axis="x", labelbottom=False)
    add_legend(body, timeline_legend_handles(timelines, scale))
    return figure
