"""The shell every chart is drawn in: a titled figure with a body to draw in, and the budget line."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

from matplotlib import transforms  # noqa: E402
from matplotlib.axes import Axes  # noqa: E402
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from .style import BUDGET_COLOR, DPI, MUTED_TEXT  # noqa: E402

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
