"""The look shared by every chart: strategy and frame colours, matplotlib rc settings, resolution."""

from __future__ import annotations

import zlib
from typing import Sequence

from matplotlib import colors as mcolors

DPI = 150

# Strategy colours, the same in every chart: five hues far apart (red, blue, amber, green, magenta)
# and apart from the frame grey, the hitch red and the effect markers.
STRATEGY_COLORS = {
    "render-all": "#C8553D",  # brick red
    "tiles": "#2E6FB7",  # blue
    "window": "#E3A21A",  # amber
    "visible": "#4A9A3A",  # leaf green
    "window-seamless": "#C2448F",  # magenta
}
# For names from outside packages: none close to a colour above.
EXTRA_COLORS = ("#1A98A6", "#8C6239", "#7E57C2", "#9A9A26", "#4F5D75")

FRAME_COLOR = "#8E9AAD"  # an on-time frame
HITCH_COLOR = "#D62728"  # a frame presented late
# A late frame's bar, by the stage that made it late: the main thread's commit, the render server's render, or
# both (one hitch); "frame" for the one-stage pipeline's hitches, which have no stage.
HITCH_TYPE_COLORS = {"commit": HITCH_COLOR, "render": "#8E3BBF", "both": "#7A1212", "frame": HITCH_COLOR}
DEFERRED_COLOR = "#E08A00"  # how long a deferred frame's change waited for the display
SCROLL_COLOR = "#2E6FB7"  # the scrolling intervals, shaded very lightly
SCROLL_ALPHA = 0.09
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


def strategy_colors(names: Sequence[str]) -> dict[str, str]:
    """A colour for each strategy of one chart, distinct while the palettes last.

    Known strategies have fixed colours. An unknown name takes the extra colour its CRC-32 picks,
    so it keeps that colour in every chart; only when another unknown name of the same chart wants
    the same colour does the later one in sorted order (so not in file order) move to the next
    free extra colour. Past len(EXTRA_COLORS) unknown names, colours repeat."""
    colors = {name: STRATEGY_COLORS[name] for name in names if name in STRATEGY_COLORS}
    taken: set[str] = set()
    for name in sorted(set(names) - set(colors)):
        preferred = zlib.crc32(name.encode("utf-8")) % len(EXTRA_COLORS)
        free = [EXTRA_COLORS[(preferred + step) % len(EXTRA_COLORS)] for step in range(len(EXTRA_COLORS))]
        free = [color for color in free if color not in taken] or [EXTRA_COLORS[preferred]]
        colors[name] = free[0]
        taken.add(free[0])
    return colors


def strategy_color(name: str, order: Sequence[str] = ()) -> str:
    """The colour of `name` in a chart whose strategies are `order` (see strategy_colors)."""
    return strategy_colors([*order, name])[name]


def tint(color: str, amount: float) -> tuple[float, float, float]:
    """`color` mixed with white; amount 0 keeps it, 1 is white."""
    red, green, blue = mcolors.to_rgb(color)
    return (red + (1 - red) * amount, green + (1 - green) * amount, blue + (1 - blue) * amount)
