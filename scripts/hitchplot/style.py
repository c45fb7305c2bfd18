"""The look shared by every chart: strategy and frame colours, matplotlib rc settings, resolution."""

from __future__ import annotations

from typing import Sequence

from matplotlib import colors as mcolors

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
