"""One lane of a timeline, as Instruments' Hitches track draws a thread: the main thread's commits or the render
server's renders, each frame's stage a bar at the time that stage started (its height the stage's work), the
budget each stage has (one refresh interval), and the hitches this stage caused, by type.

Artists a test or reader may look for carry a gid: ``frames:<stage>`` (the on-time bars, one rectangle per frame),
``frames:<stage>:<type>`` (the bars of the frames this stage made late, type ``commit``, ``render``, ``both`` or
``frame`` on the one-stage pipeline), ``hitch:<stage>:<type>`` (each such frame's hitch time, a band from when it
was expected on screen to when it was shown), ``hitch-label:<stage>`` (the "+16.7" written over a late bar),
``scroll`` and ``deferred``.
"""

from __future__ import annotations

from matplotlib import ticker, transforms
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection, PolyCollection

from .figure import draw_budget
from .labels import format_count, format_ms
from .style import (BUDGET_COLOR, DEFERRED_COLOR, FRAME_COLOR, HITCH_COLOR, HITCH_TYPE_COLORS, MUTED_TEXT, SCROLL_ALPHA,
                    SCROLL_COLOR)
from .views import Lane, Timeline

MAX_HITCH_LABELS = 12
BAR_WIDTH = 0.82  # of a refresh interval
DEFERRED_LANE = 0.03  # axes fraction: deferred frames' wait lines run along the commit lane's bottom
HITCH_BAND = (0.93, 0.985)  # axes fraction: the hitch-time bands run along the top
LANE_NAMES = {"commit": "main thread · commit", "render": "render server · render"}


def labels_hitches(timeline: Timeline) -> bool:
    """True when the run has few enough hitches to write each one's time over its bar."""
    return 0 < len(timeline.hitches) <= MAX_HITCH_LABELS


def lane_y_max(timeline: Timeline) -> float:
    """The top of both lanes of a run, on the run's own scale: room for its largest stage and its hitch labels and
    bands, and on a time clock for the budget line too when the largest stage is within a third of it (a run far
    under budget is scaled to its own bars, which would be flat against the budget, and its lanes say where the
    budget is)."""
    longest = max(max(lane.value, default=0.0) for lane in timeline.lanes)
    room = 1.4 if labels_hitches(timeline) else 1.25
    if timeline.counting:
        return max(longest * room, 1.0) / HITCH_BAND[0]
    top = max(longest * room, 0.01)
    if longest >= timeline.budget_ms / 3:
        top = max(top, timeline.budget_ms * 1.22)
    return top / HITCH_BAND[0]


def lane_text(timeline: Timeline, lane: Lane) -> str:
    """The lane's name and, on a time clock, its stage's p50 and p99 and the hitches it caused, as written in the
    run's summary."""
    name = LANE_NAMES[lane.key]
    summary = timeline.summary
    if summary is None:
        return name
    p50, p99 = (format_ms(float(summary[f"{lane.key}{rank}Ms"])) for rank in ("P50", "P99"))
    return f"{name} · p50 {p50} · p99 {p99} ms · {summary[f'{lane.key}HitchesLabel']}"


def draw_lane(ax: Axes, timeline: Timeline, lane: Lane, y_max: float, x_end: float, budget_label: bool) -> None:
    """Scrolling intervals, the lane's bars, the budget line, its hitches' bands and labels, and (commit lane) the
    deferred frames' waits."""
    interval = 1.0 / timeline.refresh_hz
    width = interval * BAR_WIDTH
    for start, end in timeline.scrolls:
        ax.axvspan(start, end, color=SCROLL_COLOR, alpha=SCROLL_ALPHA, linewidth=0, zorder=0, gid="scroll")
    marks = sorted({mark for mark in lane.late if mark is not None})
    for mark in [None, *marks]:
        # One collection of rectangles per colour, not a patch per frame: the same bars, drawn in a fraction of
        # the time (a five-strategy timeline has about two thousand).
        bars = [[(x, 0.0), (x, value), (x + width, value), (x + width, 0.0)]
                for x, value, late in zip(lane.start_seconds, lane.value, lane.late) if late == mark]
        color = FRAME_COLOR if mark is None else HITCH_TYPE_COLORS[mark]
        gid = f"frames:{lane.key}" if mark is None else f"frames:{lane.key}:{mark}"
        if bars:
            ax.add_collection(PolyCollection(bars, closed=True, facecolors=color, edgecolors="none", linewidths=0,
                                             zorder=2 if mark is None else 3, gid=gid), autolim=False)
    if timeline.counting:
        ax.yaxis.set_major_formatter(ticker.FuncFormatter(lambda value, _position: format_count(value)))
    else:
        if timeline.budget_ms <= y_max:
            ax.axhspan(timeline.budget_ms, y_max, color=HITCH_COLOR, alpha=0.03, linewidth=0, zorder=0)
            draw_budget(ax, timeline.budget_ms, timeline.refresh_hz, label_x=1.0, label_ha="right", label=budget_label)
        elif budget_label:
            ax.text(0.996, HITCH_BAND[0] - 0.015, f"budget {timeline.budget_ms:.2f} ms ({timeline.refresh_hz:g} Hz): "
                    f"above this scale", transform=ax.transAxes, ha="right", va="top", fontsize=7.5, color=BUDGET_COLOR,
                    zorder=8, gid="budget-off-scale", bbox={"boxstyle": "square,pad=0.15", "facecolor": "white",
                                                            "edgecolor": "none", "alpha": 0.8})
    draw_hitch_bands(ax, timeline, lane)
    if labels_hitches(timeline):
        draw_hitch_labels(ax, timeline, lane, width)
    if lane.key == "commit":
        draw_deferrals(ax, timeline, width)
    # Below the hitch bands, above the bars (lane_y_max keeps the lane's top fifth clear of them).
    ax.text(0.004, HITCH_BAND[0] - 0.015, lane_text(timeline, lane), transform=ax.transAxes, ha="left", va="top",
            fontsize=7.5, color=MUTED_TEXT, zorder=5, bbox={"boxstyle": "square,pad=0.1", "facecolor": "white",
                                                             "edgecolor": "none", "alpha": 0.7})
    ax.set_xlim(0, x_end)
    ax.set_ylim(0, y_max)
    ax.grid(axis="x", visible=False)
    ax.yaxis.set_major_locator(ticker.MaxNLocator(nbins=4, steps=[1, 2, 2.5, 5, 10]))
    ax.margins(x=0)


def draw_hitch_bands(ax: Axes, timeline: Timeline, lane: Lane) -> None:
    """For each frame this stage made late, a band along the top from when it was expected on screen to when it
    was shown: its hitch time, in the colour of its type."""
    along_top = transforms.blended_transform_factory(ax.transData, ax.transAxes)
    low, high = HITCH_BAND
    for mark in sorted({mark for mark in lane.late if mark is not None}):
        bands = [[(expected, low), (expected, high), (shown, high), (shown, low)]
                 for expected, shown, late in zip(timeline.expected_seconds, timeline.presented_seconds, lane.late)
                 if late == mark]
        ax.add_collection(PolyCollection(bands, closed=True, facecolors=HITCH_TYPE_COLORS[mark], edgecolors="none",
                                         transform=along_top, zorder=6, gid=f"hitch:{lane.key}:{mark}"),
                          autolim=False)


def draw_hitch_labels(ax: Axes, timeline: Timeline, lane: Lane, width: float) -> None:
    """'+16.7' (the frame's hitch ms) over each bar this stage made late; a hitch of both stages is written in the
    commit lane only, as it is one hitch."""
    for x, value, late, hitch in zip(lane.start_seconds, lane.value, lane.late, timeline.hitch_ms):
        if late is None or (late == "both" and lane.key == "render") or (late == "frame" and lane.key == "render"):
            continue
        text = f"+{format_ms(hitch)}" + (" both" if late == "both" else "")
        ax.annotate(text, (x + width / 2, value), xytext=(0, 2), textcoords="offset points", ha="center",
                    va="bottom", fontsize=7, color=HITCH_TYPE_COLORS[late], fontweight="bold", zorder=7,
                    gid=f"hitch-label:{lane.key}")


def draw_deferrals(ax: Axes, timeline: Timeline, width: float) -> None:
    """For each deferred frame, a line along the bottom from the vsync its change was due at to its commit bar,
    ending in a marker there: how long the change waited for the main thread or the render server to be free."""
    waits = [(due, start) for due, start, deferred in zip(timeline.due_seconds, timeline.commit.start_seconds,
                                                          timeline.deferred) if deferred]
    if not waits:
        return
    along_bottom = transforms.blended_transform_factory(ax.transData, ax.transAxes)
    segments = [[(due, DEFERRED_LANE), (start + width / 2, DEFERRED_LANE)] for due, start in waits]
    ax.add_collection(LineCollection(segments, colors=DEFERRED_COLOR, linewidths=1.6, transform=along_bottom, zorder=5,
                                     clip_on=False, gid="deferred"))
    ax.plot([start + width / 2 for _due, start in waits], [DEFERRED_LANE] * len(waits), linestyle="none", marker=">",
            markersize=3.5, color=DEFERRED_COLOR, transform=along_bottom, zorder=6, clip_on=False, gid="deferred")
