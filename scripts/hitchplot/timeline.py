"""Frame timeline charts in the manner of Instruments' Hitches track: one run, or one panel per strategy."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from matplotlib import ticker, transforms
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from .figure import draw_budget, new_figure
from .labels import format_ms, metadata_bits, plural
from .notes import JUMP_PIXELS, NOTE_KINDS, note_kinds
from .style import BUDGET_COLOR, FRAME_COLOR, HITCH_COLOR, MUTED_TEXT, SKIPPED_COLOR, strategy_color
from .views import Timeline, timeline_from_result


@dataclass
class TimelineScale:
    """What stacked timelines share: the x and y ranges and the note lanes along the top."""

    y_max: float
    x_end: float
    lanes: dict[str, float] = field(default_factory=dict)


def timeline_scale(timelines: Iterable[Timeline]) -> TimelineScale:
    """An x range over every run's whole trace and frames (panels share their x axis, so one panel's
    range must hold every other's last frame and its markers), and a y range that shows the budget
    line and the longest frame, with room on top for note lanes."""
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
    x_end = max((t.end_seconds for t in timelines), default=1.0)
    return TimelineScale(y_max=y_max, x_end=x_end, lanes=lanes)


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
    ax.set_xlim(0, scale.x_end)
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
    # Lower panels past three keep five strategies on about one screen; they still show every frame.
    panel_inches = 2.35 if len(timelines) <= 3 else 2.0
    figure, body = new_figure(12, 1.5 + panel_inches * len(timelines), f"{doc['trace']} — frame timeline by strategy",
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
