"""The compare summary chart: frame time per strategy against the budget, and hitch and effect counts."""

from __future__ import annotations

from typing import Any

from matplotlib import ticker, transforms
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Patch

from .figure import draw_budget, new_figure
from .labels import format_ms, metadata_bits
from .style import MUTED_TEXT, strategy_color, tint
from .views import StrategyStats, compare_stats


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
    # Short enough to sit under its own group when five or more groups share the panel.
    for group, stat in enumerate(stats):
        text = "– × render-all" if stat.time_ratio is None else f"{stat.time_ratio:.2f}× render-all"
        ax.text(group, -0.085, text, transform=below, ha="center", va="top", fontsize=8, color=MUTED_TEXT)
    ax.text(0.0, -0.16, f"“× render-all”: {ratio_note} relative to render-all on the same trace",
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
            # Counts only: one or two digits fit over a bar however many strategies share a group.
            bar_label(ax, x, value, str(value), color=color if value == 0 else "#333333")
    ax.set_ylim(0, tallest * 1.3 + 0.5)
    ax.yaxis.set_major_locator(ticker.MaxNLocator(integer=True, nbins=5))
    ax.set_xticks(range(len(measures)), [name for name, _attribute in measures])
    ax.tick_params(axis="x", length=0, labelsize=9.5)
    ax.set_xlim(-0.6, len(measures) - 0.4)
    ax.set_ylabel("count over the trace")
    ax.grid(axis="x", visible=False)
    ax.set_title("Hitches and visible effects", loc="left")
    # Under the panel, where no bar can reach it; the largest jump goes with its strategy's name
    # rather than over a bar too narrow for it.
    labels = [f"{s.strategy} (jumps up to {s.max_jump_px:g} px)" if s.content_jumps and s.max_jump_px else s.strategy
              for s in stats]
    ax.legend(handles=[Patch(color=strategy_color(s.strategy, order), label=label) for s, label in zip(stats, labels)],
              loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=2 if count > 3 else 1, handlelength=1.2,
              columnspacing=1.2)


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
