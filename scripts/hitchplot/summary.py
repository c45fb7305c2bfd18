"""The compare summary chart: frame time (or instructions) per strategy, the p50 time ratio to render-all with
its interval (what the gate's time check reads), hitches and effects, and the work counters.

Artists a test or reader may look for carry a gid: ``ratio`` (the ratio bars) and ``ratio-interval`` (the
[low–high] error bars).
"""

from __future__ import annotations

from typing import Any

from matplotlib import ticker, transforms
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Patch

from .counts import bar_label, draw_counters_panel, draw_effects_panel
from .figure import draw_budget, new_figure
from .labels import format_count, format_ms, metadata_bits
from .style import MUTED_TEXT, strategy_color, tint
from .views import StrategyStats, compare_stats

MEASURES = (("p50", "p50", 0.0), ("p99", "p99", 0.35), ("max", "max", 0.65))


def draw_frame_panel(ax: Axes, stats: list[StrategyStats], order: list[str], refresh_hz: float, counting: bool) -> None:
    """Per strategy: p50, p99 and max per frame as three bars in the strategy's colour, darkest first; in ms
    against the budget with both hitch ratios under each group, or in instructions on the instruction clock."""
    width = 0.26
    label = format_count if counting else format_ms
    for group, stat in enumerate(stats):
        color = strategy_color(stat.strategy, order)
        for slot, (_name, attribute, lightness) in enumerate(MEASURES):
            x = group + (slot - 1) * width
            value = getattr(stat, attribute)
            ax.bar(x, value, width=width * 0.92, color=tint(color, lightness), edgecolor=color, linewidth=0.8,
                   zorder=3)
            bar_label(ax, x, value, label(value), size=6.5 if len(stats) > 3 else 7.5)
    tallest = max(s.max for s in stats)
    below = transforms.blended_transform_factory(ax.transData, ax.transAxes)
    if counting:
        ax.set_ylabel("instructions per frame (counted, not ms)")
        ax.yaxis.set_major_formatter(ticker.FuncFormatter(lambda value, _position: format_count(value)))
        ax.set_title("Instructions per frame: p50 · p99 · max", loc="left")
        for group, stat in enumerate(stats):
            ax.text(group, -0.085, f"{format_count(stat.instructions_total or 0)} in all", transform=below,
                    ha="center", va="top", fontsize=8, color=MUTED_TEXT)
    else:
        budget = 1000.0 / refresh_hz
        draw_budget(ax, budget, refresh_hz)
        tallest = max(tallest, budget)
        ax.set_ylabel("frame time (ms)")
        ax.set_title("Frame time: p50 · p99 · max", loc="left")
        # Apple's two ratios, short enough to sit under their group with five groups in the panel.
        for group, stat in enumerate(stats):
            scroll = "no scroll" if stat.scroll_ratio is None else f"{stat.scroll_ratio:.1f} ({stat.band})"
            ax.text(group, -0.085, f"scrolling {scroll}\ntrace {stat.trace_ratio:.1f} ms/s", transform=below,
                    ha="center", va="top", fontsize=7.5, color=MUTED_TEXT, linespacing=1.15)
        ax.text(0.0, -0.25, "hitch time ratios, ms/s: while scrolling (the headline, Apple's scroll hitch ratio) and "
                "over the whole trace", transform=ax.transAxes, ha="left", va="top", fontsize=7.5, color=MUTED_TEXT,
                style="italic")
    ax.set_ylim(0, tallest * 1.18)
    ax.set_xticks(range(len(stats)), [s.strategy for s in stats])
    ax.tick_params(axis="x", length=0, labelsize=9)
    ax.set_xlim(-0.6, len(stats) - 0.4)
    ax.grid(axis="x", visible=False)
    ax.legend(handles=[Patch(facecolor=tint("#555555", lightness), edgecolor="#555555", label=name)
                       for name, _attribute, lightness in MEASURES],
              loc="upper left", ncol=3, handlelength=1.2, columnspacing=1.2)


def ratio_text(value: float, low: float | None, high: float | None) -> str:
    interval = "[?]" if low is None or high is None else f"[{low:.2f}–{high:.2f}]"
    return f"{value:.2f}×\n{interval}"


def draw_ratio_panel(ax: Axes, stats: list[StrategyStats], order: list[str], note: str, counting: bool) -> None:
    """Per strategy: its p50 frame time over render-all's (the median over repeats) as a bar, with the repeats'
    [smallest–largest] as an error bar; on the instruction clock, its instructions in all over render-all's."""
    if counting:
        reference = next((s.instructions_total for s in stats if s.strategy == "render-all"), None)
        ratios = [(s.instructions_total / reference, None, None) if reference else None for s in stats]
        ax.set_title("Instructions in all vs render-all (exact)", loc="left")
        ax.set_ylabel("instructions ÷ render-all's")
    else:
        ratios = [None if s.p50_ratio is None else (s.p50_ratio.value, s.p50_ratio.low, s.p50_ratio.high) for s in stats]
        ax.set_title("p50 frame time vs render-all (the gate's time check)", loc="left")
        ax.set_ylabel("p50 ÷ render-all's p50")
    ax.set_xticks(range(len(stats)), [s.strategy for s in stats])
    ax.tick_params(axis="x", length=0, labelsize=8.5, labelrotation=20 if len(stats) > 3 else 0)
    ax.set_xlim(-0.6, len(stats) - 0.4)
    ax.grid(axis="x", visible=False)
    if all(r is None for r in ratios):
        ax.text(0.5, 0.5, "render-all was not run: no ratio", transform=ax.transAxes, ha="center", va="center",
                fontsize=9, color=MUTED_TEXT)
        ax.set_yticks([])
        return
    tops = []
    for group, (stat, ratio) in enumerate(zip(stats, ratios)):
        if ratio is None:
            continue
        value, low, high = ratio
        color = strategy_color(stat.strategy, order)
        ax.bar(group, value, width=0.55, color=tint(color, 0.35), edgecolor=color, linewidth=0.8, zorder=3, gid="ratio")
        top = value
        if low is not None and high is not None:
            ax.vlines(group, low, high, colors="#222222", linewidths=1.2, zorder=5, gid="ratio-interval")
            ax.plot([group, group], [low, high], linestyle="none", marker="_", markersize=9, color="#222222",
                    markeredgewidth=1.2, zorder=5)
            top = max(value, high)
        tops.append(top)
        bar_label(ax, group, top, ratio_text(value, low, high) if not counting else f"{value:.3f}×", size=7)
    ax.axhline(1.0, color="#555555", linewidth=0.9, linestyle=(0, (2, 2)), zorder=4)
    ax.set_ylim(0, max(tops + [1.0]) * 1.3)
    ax.text(0.0, -0.2 if len(stats) > 3 else -0.12, note, transform=ax.transAxes, ha="left", va="top", fontsize=7.5,
            color=MUTED_TEXT, style="italic")


def plot_compare_summary(doc: dict[str, Any], clock: str) -> Figure:
    stats, note = compare_stats(doc, clock)
    counting = doc["clock"] == "instructions"
    shown_clock = doc["clock"] if counting else clock
    order = [s.strategy for s in stats]
    refresh_hz = float(doc["refreshHz"])
    subtitle = " · ".join(metadata_bits(refresh_hz, shown_clock, doc.get("days"), doc.get("repeats")))
    figure, body = new_figure(12, 9.6, f"{doc['trace']} — strategies compared", subtitle)
    (frames, ratio), (counters, effects) = body.subplots(2, 2, width_ratios=[3, 2], height_ratios=[1, 1])
    draw_frame_panel(frames, stats, order, refresh_hz, counting)
    draw_ratio_panel(ratio, stats, order, note, counting)
    draw_counters_panel(counters, stats, order)
    draw_effects_panel(effects, stats, order)
    body.legend(handles=[Patch(color=strategy_color(s.strategy, order), label=s.strategy) for s in stats],
                loc="outside lower center", ncol=len(stats), handlelength=1.2, columnspacing=1.6)
    return figure
