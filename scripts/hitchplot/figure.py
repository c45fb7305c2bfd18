"""The shell every chart is drawn in: a titled figure with a body to draw in, and the budget line."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

from matplotlib import transforms  # noqa: E402
from matplotlib.axes import Axes  # noqa: E402
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.font_manager import FontProperties  # noqa: E402
from matplotlib.textpath import TextPath  # noqa: E402

from .style import BUDGET_COLOR, DPI, MUTED_TEXT  # noqa: E402

HEADER_INCHES = 0.62  # with a one-line subtitle
SUBTITLE_POINTS = 9
SUBTITLE_LINE_INCHES = 0.16
MARGIN = 0.008  # of the width, left and right of the header's text
SEPARATOR = " · "


def subtitle_lines(subtitle: str, width_inches: float) -> list[str]:
    """The subtitle broken between its " · " parts into lines that each fit the figure's width."""
    room = width_inches * 72 * (1 - 2 * MARGIN)
    font = FontProperties(size=SUBTITLE_POINTS)
    lines: list[str] = []
    for part in subtitle.split(SEPARATOR):
        joined = lines[-1] + SEPARATOR + part if lines else part
        if lines and TextPath((0, 0), joined, prop=font).get_extents().width > room:
            lines.append(part)
        else:
            lines[-1:] = [joined]
    return lines


def new_figure(width: float, height: float, title: str, subtitle: str) -> tuple[Figure, Figure]:
    """A figure with a header (bold title, grey subtitle, on as many lines as it needs) above a body subfigure
    to draw in; each subtitle line past the first makes the figure taller by a line."""
    lines = subtitle_lines(subtitle, width)
    header_inches = HEADER_INCHES + SUBTITLE_LINE_INCHES * (len(lines) - 1)
    body_inches = height - HEADER_INCHES
    figure = Figure(figsize=(width, header_inches + body_inches), dpi=DPI, layout="constrained")
    FigureCanvasAgg(figure)
    figure.get_layout_engine().set(h_pad=0.05, w_pad=0.08, hspace=0.0, wspace=0.0)
    header, body = figure.subfigures(2, 1, height_ratios=[header_inches, body_inches])
    header.text(MARGIN, 1 - 0.087 / header_inches, title, ha="left", va="top", fontsize=12.5, fontweight="bold",
                color="#1F2329")
    header.text(MARGIN, 1 - 0.41 / header_inches, "\n".join(lines), ha="left", va="top", fontsize=SUBTITLE_POINTS,
                color=MUTED_TEXT, linespacing=1.2)
    return figure, body


def draw_budget(ax: Axes, budget_ms: float, refresh_hz: float, label_x: float = 0.995,
                label_ha: str = "right", label: bool = True) -> None:
    """The dashed budget line with a small label sitting on it (unless not `label`)."""
    ax.axhline(budget_ms, color=BUDGET_COLOR, linestyle=(0, (5, 3)), linewidth=1.0, zorder=4)
    if not label:
        return
    ax.annotate(f"budget {budget_ms:.2f} ms ({refresh_hz:g} Hz)", (label_x, budget_ms),
                xycoords=transforms.blended_transform_factory(ax.transAxes, ax.transData),
                xytext=(4 if label_ha == "left" else -4, 2.5), textcoords="offset points",
                ha=label_ha, va="bottom", fontsize=8, color=BUDGET_COLOR, zorder=7,
                bbox={"boxstyle": "square,pad=0.12", "facecolor": "white", "edgecolor": "none", "alpha": 0.85})
