"""Frame timeline charts in the manner of Instruments' Hitches track: one run, or one block per strategy.

Each run is a block of two lanes (``lanes``), the main thread's commits and the render server's renders, each
frame's stage a bar at the time it started, with the hitches marked by the stage that caused them; above them, the
run's effects strip (``strip``) when it has any. The scrolling intervals (the time Apple's scroll hitch ratio
divides by) are shaded. The blocks of a comparison share their time axis; each has its own value scale (a
strategy far under budget would look empty on render-all's), which its axis label says. On the instruction clock
the bars are instructions. The run's figures (title, statistics, lane texts) are its summary's, as written.
"""

from __future__ import annotations

from typing import Any, Sequence

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from .figure import new_figure
from .labels import format_count, format_ms, hitch_ratios, metadata_bits, pipeline_bits
from .lanes import draw_lane, lane_y_max
from .strip import ROW_INCHES, draw_strip, strip_kinds
from .style import (BUDGET_COLOR, DEFERRED_COLOR, FRAME_COLOR, HITCH_TYPE_COLORS, MUTED_TEXT, SCROLL_ALPHA,
                    SCROLL_COLOR, strategy_color)
from .specs import HITCH_TYPES
from .views import Timeline, timeline_from_result

TITLE_INCHES = 0.3  # a block's title line
HITCH_LEGEND = {"commit": "commit hitch (main thread late)", "render": "render hitch (render server late)",
                "both": "both stages late (one hitch)", "frame": "hitch (one-stage: no stage)"}


def hitch_breakdown(summary: dict[str, Any], pipeline: str) -> str:
    """The run's hitches with, on the two-stage pipeline, how many each stage caused (the stages that caused
    any: "21 hitches (20 commit, 1 both)")."""
    hitches = summary["hitchesLabel"]
    by_type = [f"{int(summary[f'{kind}Hitches'])} {kind}" for kind in HITCH_TYPES if int(summary[f"{kind}Hitches"])]
    if pipeline == "one-stage" or not by_type:
        return hitches
    return f"{hitches} ({', '.join(by_type)})"


def timeline_title(timeline: Timeline, with_trace: bool = True) -> str:
    """The run's strategy (and trace) with its hitches by stage, or on the instruction clock its largest frame."""
    name = f"{timeline.strategy} on {timeline.trace}" if with_trace else timeline.strategy
    if timeline.counting:
        return f"{name} — largest frame {format_count(timeline.instructions['maxPerFrame'])} instructions"
    return f"{name} — {hitch_breakdown(timeline.summary, timeline.pipeline)}"


def timeline_stats_line(timeline: Timeline) -> str:
    """The run's frame statistics and hitch time ratios, as its summary (or instruction counts) has them."""
    if timeline.counting:
        counted = timeline.instructions
        return " · ".join([f"p50 {format_count(counted['p50PerFrame'])}",
                           f"p99 {format_count(counted['p99PerFrame'])} instructions/frame",
                           f"{format_count(counted['total'])} in all", f"{int(counted['frames'])} frames"])
    summary = timeline.summary
    deferred = int(summary["deferredFrames"])
    parts = [
        f"frame p50 {format_ms(float(summary['p50FrameMs']))} · p99 {format_ms(float(summary['p99FrameMs']))} · "
        f"max {format_ms(float(summary['maxFrameMs']))} ms",
        "hitch time: " + hitch_ratios(summary["scrollHitchTimeRatioMsPerSecond"], summary["band"],
                                     float(summary["traceHitchTimeRatioMsPerSecond"])),
        f"{int(summary['frames'])} frames",
    ]
    if deferred:
        parts.append(f"{deferred} deferred")
    return " · ".join(parts)


def block_rows(timeline: Timeline, lane_inches: float) -> list[float]:
    """The heights (in) of a run's rows: its effects strip when it has effects, then its two lanes."""
    kinds = strip_kinds(timeline)
    return ([ROW_INCHES * len(kinds)] if kinds else []) + [lane_inches, lane_inches]


def lane_label(timeline: Timeline, own_scale: bool) -> str:
    unit = "instructions" if timeline.counting else "ms"
    return f"{unit}\n(own scale)" if own_scale else unit


def draw_block(axes: list[Axes], timeline: Timeline, x_end: float, own_scale: bool, accent: str | None = None) -> None:
    """A run's strip (when it has effects) and its two lanes in `axes` (top to bottom, as block_rows), with the
    run's figures over them (and, in a comparison, its name and hitches: `own_scale`)."""
    kinds = strip_kinds(timeline)
    if kinds:
        draw_strip(axes[0], timeline, kinds, x_end)
    y_max = lane_y_max(timeline)
    for ax, lane in zip(axes[-2:], timeline.lanes):
        draw_lane(ax, timeline, lane, y_max, x_end, budget_label=lane.key == "commit")
        ax.set_ylabel(lane_label(timeline, own_scale), fontsize=8)
        if accent:
            ax.spines["left"].set_color(accent)
            ax.spines["left"].set_linewidth(3)
    if own_scale:
        axes[0].set_title(timeline_title(timeline, with_trace=False), loc="left", fontsize=9.5, pad=4)
    axes[0].set_title(timeline_stats_line(timeline), loc="right", fontsize=8, fontweight="normal", color=MUTED_TEXT,
                      pad=4)


def stacked_axes(body: Figure, rows: list[list[float]]) -> list[list[Axes]]:
    """One grid for every run's rows (so their left edges line up whatever their labels), sharing the x axis;
    the axes of each run, top to bottom. Only the last row shows the time ticks."""
    heights = [height for block in rows for height in block]
    grid = body.add_gridspec(len(heights), 1, height_ratios=heights)
    axes: list[Axes] = []
    for row in range(len(heights)):
        axes.append(body.add_subplot(grid[row], sharex=axes[0] if axes else None))
    for ax in axes[:-1]:
        ax.tick_params(axis="x", labelbottom=False)
    axes[-1].set_xlabel("trace time (s)")
    blocks, first = [], 0
    for block in rows:
        blocks.append(axes[first:first + len(block)])
        first += len(block)
    return blocks


def timeline_legend_handles(timelines: Sequence[Timeline]) -> list[Any]:
    counting = any(t.counting for t in timelines)
    handles: list[Any] = [Patch(color=FRAME_COLOR, label="a stage's instructions" if counting
                                else "a stage's work (on time)")]
    marks = {mark for t in timelines for lane in t.lanes for mark in lane.late if mark is not None}
    for mark in ("commit", "render", "both", "frame"):
        if mark in marks:
            handles.append(Patch(color=HITCH_TYPE_COLORS[mark], label=HITCH_LEGEND[mark]))
    if marks:
        handles.append(Line2D([], [], color="#555555", linewidth=4, solid_capstyle="butt",
                              label="band on top: hitch time (expected → shown)"))
    if any(any(t.deferred) for t in timelines):
        handles.append(Line2D([], [], color=DEFERRED_COLOR, marker=">", markersize=4, linewidth=1.6,
                              label="deferred (waited from when due)"))
    if not counting:
        handles.append(Line2D([], [], color=BUDGET_COLOR, linestyle=(0, (5, 3)), linewidth=1.0,
                              label="budget: one interval per stage"))
    if any(t.scrolls for t in timelines):
        handles.append(Patch(color=SCROLL_COLOR, alpha=SCROLL_ALPHA * 3, linewidth=0,
                             label="scrolling (touch-down to rest)" if counting
                             else "scrolling (its hitches make the scrolling ratio)"))
    return handles


def add_legend(body: Any, handles: list[Any]) -> None:
    # Four per row keeps the longer labels (hitch types, scrolling) on the page at 12 inches.
    body.legend(handles=handles, loc="outside lower center", ncol=min(len(handles), 4), handlelength=1.6,
                columnspacing=1.6)


def plot_result_timeline(timeline: Timeline) -> Figure:
    """A single run's timeline: its effects strip and its two lanes."""
    meta = timeline.metadata
    budget = None if timeline.counting else timeline.budget_ms
    subtitle = " · ".join(metadata_bits(timeline.refresh_hz, budget, timeline.clock, meta.get("days"),
                                        timeline.result["repeatsLabel"])
                          + pipeline_bits(timeline.result, timeline.clock))
    rows = block_rows(timeline, 1.45)
    figure, body = new_figure(12, max(1.9 + TITLE_INCHES + sum(rows), 4.8), timeline_title(timeline), subtitle)
    [axes] = stacked_axes(body, [rows])
    draw_block(axes, timeline, timeline.end_seconds, own_scale=False)
    add_legend(body, timeline_legend_handles([timeline]))
    return figure


def plot_compare_timeline(doc: dict[str, Any]) -> Figure:
    """All strategies of a comparison, one block each: a shared time axis, each block on its own value scale."""
    timelines = [timeline_from_result(result) for result in doc["results"]]
    order = [t.strategy for t in timelines]
    shown_clock = timelines[0].clock
    budget = None if timelines[0].counting else timelines[0].budget_ms
    subtitle = " · ".join(metadata_bits(float(doc["refreshHz"]), budget, shown_clock, doc.get("days"), doc["repeatsLabel"])
                          + pipeline_bits(doc["results"][0], shown_clock)
                          + ["each strategy on its own y scale"])
    # Lower lanes past three keep five strategies on about one screen; they still show every frame.
    lane_inches = 0.95 if len(timelines) <= 3 else 0.72
    rows = [block_rows(t, lane_inches) for t in timelines]
    heading = "instructions per stage by strategy" if shown_clock == "instructions" else "frame timeline by strategy"
    height = 1.6 + sum(TITLE_INCHES + sum(block) for block in rows)
    figure, body = new_figure(12, height, f"{doc['trace']} — {heading}", subtitle)
    x_end = max(t.end_seconds for t in timelines)
    for axes, timeline in zip(stacked_axes(body, rows), timelines):
        draw_block(axes, timeline, x_end, own_scale=True, accent=strategy_color(timeline.strategy, order))
    add_legend(body, timeline_legend_handles(timelines))
    return figure
