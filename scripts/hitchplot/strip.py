"""A timeline's effects strip: what each frame showed besides its pixels moving (a data swap, a content jump, a
y rescale, an edge stall, tiles configured), one row per kind the run has, on a time axis shared with its lanes
and no value axis, so an effect never reads as a slow frame.

Artists carry a gid: ``marker:<effect>`` (one point per marked frame, at its commit bar) and ``scroll``.
"""

from __future__ import annotations

from matplotlib.axes import Axes

from .effects import MARKER_KINDS, MarkerKind, marked_kinds
from .lanes import BAR_WIDTH
from .style import MUTED_TEXT, SCROLL_ALPHA, SCROLL_COLOR
from .views import Timeline

MAX_JUMP_LABELS = 8
ROW_INCHES = 0.15  # a row of the strip


def strip_kinds(timeline: Timeline) -> list[MarkerKind]:
    """The kinds of effect the run's frames show, in MARKER_KINDS order (the strip's rows from the top)."""
    present: set[str] = set()
    for effects, tiles in zip(timeline.effects, timeline.tiles_configured):
        present |= marked_kinds(effects, tiles)
    return [kind for kind in MARKER_KINDS if kind.key in present]


def draw_strip(ax: Axes, timeline: Timeline, kinds: list[MarkerKind], x_end: float) -> None:
    """One row per kind, a marker at each frame that shows it (centred on the frame's commit bar); content jumps
    are written with their pixels when there are few."""
    width = BAR_WIDTH / timeline.refresh_hz
    for start, end in timeline.scrolls:
        ax.axvspan(start, end, color=SCROLL_COLOR, alpha=SCROLL_ALPHA, linewidth=0, zorder=0, gid="scroll")
    frames = list(zip(timeline.commit.start_seconds, timeline.effects, timeline.tiles_configured))
    for row, kind in enumerate(kinds):
        ax.axhline(row, color="#E6E8EC", linewidth=0.7, zorder=1)
        points = [(x + width / 2, effects) for x, effects, tiles in frames if kind.marks(effects, tiles)]
        ax.plot([x for x, _effects in points], [row] * len(points), linestyle="none", marker=kind.marker,
                markersize=kind.size, color=kind.color, markeredgewidth=0, zorder=3, clip_on=False,
                gid=f"marker:{kind.key}")
        if kind.key == "contentJump" and len(points) <= MAX_JUMP_LABELS:
            for x, effects in points:
                ax.annotate(f"{float(effects['contentJumpPixels']):g} px", (x, row), xytext=(5, -0.5),
                            textcoords="offset points", ha="left", va="center", fontsize=6.5, color=kind.color)
    ax.set_yticks(range(len(kinds)), [kind.label for kind in kinds])
    ax.tick_params(axis="y", length=0, labelsize=6.5, labelcolor=MUTED_TEXT)
    ax.set_ylim(len(kinds) - 0.5, -0.5)
    ax.set_xlim(0, x_end)
    ax.grid(visible=False)
    for side in ("left", "bottom"):
        ax.spines[side].set_visible(False)
    ax.tick_params(axis="x", bottom=False, labelbottom=False)
