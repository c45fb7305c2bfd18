"""The compare summary chart: frame time (or instructions) per strategy; the three time ratios to render-all
compare prints (p50 per frame, the one the gate's time check reads; p99 per frame; total), each with the min–max
range of the repeats as an error bar (instructions in all over render-all's on the instruction clock); hitches and
effects; and the work counters.

Artists a test or reader may look for carry a gid: ``ratio:<kind>`` (the ratio bars, kind ``p50``, ``p99``,
``total``, or ``instructions`` on the instruction clock), ``ratio-interval:<kind>`` (the [low–high] error bars)
and ``ratio-label:<kind>`` (the figures written beside them).
"""

from __future__ import annotations

from typing import Any

from matplotlib import ticker, transforms
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from .counts import bar_label, draw_counters_panel, draw_effects_panel
from .figure import draw_budget, new_figure
from .labels import format_count, format_ms, metadata_bits, pipeline_bits
from .style import BUDGET_COLOR, MUTED_TEXT, strategy_color, tint
from .specs import RATIO_KINDS
from .stats import StrategyStats, compare_stats

MEASURES = (("p50", "p50", 0.0), ("p99", "p99", 0.35), ("max", "max", 0.65))
UPRIGHT_AFTER = 4  # characters: a frame label longer than this is turned upright
# The ratio bars' tints, p50 darkest, as the frame panel's p50 · p99 · max.
RATIO_LIGHTNESS = (0.1, 0.4, 0.7)


def draw_frame_panel(ax: Axes, stats: list[StrategyStats], order: list[str], refresh_hz: float, budget_ms: float | None,
                     counting: bool) -> None:
    """Per strategy: p50, p99 and max per frame as three bars in the strategy's colour, darkest first; in ms
    against the budget with both hitch ratios under each group, or in instructions on the instruction clock."""
    width = 0.26
    label = format_count if counting else format_ms
    texts = [label(getattr(stat, attribute)) for stat in stats for _name, attribute, _lightness in MEASURES]
    # Three labels side by side fit over their bars only when short ("0.19"); longer ones run up from the bar.
    upright = max(len(text) for text in texts) > UPRIGHT_AFTER
    for group, stat in enumerate(stats):
        color = strategy_color(stat.strategy, order)
        for slot, (_name, attribute, lightness) in enumerate(MEASURES):
            x = group + (slot - 1) * width
            value = getattr(stat, attribute)
            ax.bar(x, value, width=width * 0.92, color=tint(color, lightness), edgecolor=color, linewidth=0.8,
                   zorder=3)
            bar_label(ax, x, value, label(value), size=6.5 if len(stats) > 3 else 7.5, upright=upright,
                      gid="frame-label")
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
        budget = budget_ms
        # Named in the legend, not on the line, where it would cover the values of the groups it crosses.
        draw_budget(ax, budget, refresh_hz, label=False)
        tallest = max(tallest, budget)
        ax.set_ylabel("frame time (ms)")
        ax.set_title("Frame time: p50 · p99 · max", loc="left")
        # Apple's two ratios under their group, the band on a line of its own and the unit in the note below, so
        # that five groups of three-digit ratios ("scrolling 333.3 (critical)", "trace 229.1") stay apart.
        for group, stat in enumerate(stats):
            scroll = "no scroll" if stat.scroll_ratio is None else f"scrolling {stat.scroll_ratio:.1f}\n({stat.band})"
            ax.text(group, -0.085, f"{scroll}\ntrace {stat.trace_ratio:.1f}", transform=below,
                    ha="center", va="top", fontsize=7.5, color=MUTED_TEXT, linespacing=1.15)
        ax.text(0.0, -0.31, "hitch time ratios, ms/s: while scrolling (the headline, Apple's scroll hitch ratio) and "
                "over the whole trace", transform=ax.transAxes, ha="left", va="top", fontsize=7.5, color=MUTED_TEXT,
                style="italic")
    ax.set_ylim(0, tallest * (1.3 if upright else 1.18))
    ax.set_xticks(range(len(stats)), [s.strategy for s in stats])
    ax.tick_params(axis="x", length=0, labelsize=9)
    ax.set_xlim(-0.6, len(stats) - 0.4)
    ax.grid(axis="x", visible=False)
    handles: list[Any] = [Patch(facecolor=tint("#555555", lightness), edgecolor="#555555", label=name)
                          for name, _attribute, lightness in MEASURES]
    if not counting:
        handles.append(Line2D([], [], color=BUDGET_COLOR, linestyle=(0, (5, 3)), linewidth=1.0,
                              label=f"budget {budget_ms:.2f} ms ({refresh_hz:g} Hz)"))
    ax.legend(handles=handles, loc="upper left", ncol=len(handles), handlelength=1.2, columnspacing=1.2)


def draw_ratio_panel(ax: Axes, stats: list[StrategyStats], order: list[str], note: str, counting: bool) -> None:
    """Per strategy, as horizontal bars: on a time clock the three time ratios to render-all compare prints (p50
    per frame, p99 per frame, total; each the median over the repeats), each with the repeats' min–max range as
    an error bar and written beside it; on the instruction clock one bar, its instructions in all over
    render-all's (exact, no interval)."""
    if counting:
        kinds = [("instructions", "in all")]
        ratios = [{} if s.instructions_ratio is None else {"instructions": s.instructions_ratio} for s in stats]
        ax.set_title("Instructions in all vs render-all (exact)", loc="left")
        ax.set_xlabel("instructions ÷ render-all's")
    else:
        kinds = [(kind, kind) for kind in RATIO_KINDS]
        ratios = [s.time_ratios for s in stats]
        ax.set_title("Time vs render-all: p50 · p99 · total", loc="left")
        ax.set_xlabel("÷ render-all's (p50, p99 per frame; total)")
    ax.set_yticks(range(len(stats)), [s.strategy for s in stats])
    ax.tick_params(axis="y", length=0, labelsize=8.5)
    # The first strategy on top, as in the other panels' order; on a time clock, room above it for the legend.
    ax.set_ylim(len(stats) - 0.5, -0.6 if counting else -1.15)
    ax.grid(axis="y", visible=False)
    if all(not r for r in ratios):
        ax.text(0.5, 0.5, "render-all was not run: no ratio", transform=ax.transAxes, ha="center", va="center",
                fontsize=9, color=MUTED_TEXT)
        ax.set_xticks([])
        return
    height = 0.8 / len(kinds)
    size = 6.5 if len(stats) > 3 else 7
    at_right = transforms.blended_transform_factory(ax.transAxes, ax.transData)
    tops = []
    intervals = False
    for group, (stat, known) in enumerate(zip(stats, ratios)):
        color = strategy_color(stat.strategy, order)
        for slot, (kind, _label) in enumerate(kinds):
            ratio = known.get(kind)
            if ratio is None:
                continue
            y = group + (slot - (len(kinds) - 1) / 2) * height
            ax.barh(y, ratio.value, height=height * 0.88, color=tint(color, RATIO_LIGHTNESS[slot]), edgecolor=color,
                    linewidth=0.8, zorder=3, gid=f"ratio:{kind}")
            top = ratio.value
            if ratio.low is not None and ratio.high is not None:
                errors = ax.errorbar([ratio.value], [y], xerr=[[max(ratio.value - ratio.low, 0.0)],
                                                                    [max(ratio.high - ratio.value, 0.0)]],
                                     fmt="none", ecolor="#222222", elinewidth=1.1, capsize=2.5, capthick=1.1, zorder=5)
                _data_line, _caps, (segments,) = errors.lines
                segments.set_gid(f"ratio-interval:{kind}")  # one segment, from low to high
                top = max(top, ratio.high)
                intervals = True
            tops.append(top)
            # In a column along the right edge, inside the panel, level with the bar.
            ax.text(0.995, y, ratio.label, transform=at_right,
                    ha="right", va="center", fontsize=size, color="#333333", gid=f"ratio-label:{kind}")
    ax.axvline(1.0, color="#555555", linewidth=0.9, linestyle=(0, (2, 2)), zorder=4)
    # The bars and their intervals in the left part, the labels' column in the right.
    ax.set_xlim(0, max(tops + [1.0]) / (0.75 if counting else 0.6))
    if not counting:
        handles = [Patch(facecolor=tint("#555555", RATIO_LIGHTNESS[slot]), edgecolor="#555555", label=label)
                   for slot, (_kind, label) in enumerate(kinds)]
        if intervals:
            handles.append(Line2D([], [], color="#222222", linewidth=1.1, marker="|", markersize=6,
                                  label="min–max of repeats"))
        ax.legend(handles=handles, loc="upper left", ncol=len(handles), handlelength=1.2, columnspacing=1.0,
                  fontsize=7.5, borderaxespad=0.3)
    ax.annotate(note, (0.0, 0.0), xycoords="axes fraction", xytext=(0, -30), textcoords="offset points", ha="left",
                va="top", fontsize=7.5, color=MUTED_TEXT, style="italic")


DEVICE_COLOR = "#455A64"  # a phone's row: not a strategy, so none of their colours
BANDS = ((5.0, "#4A9A3A"), (10.0, "#E3A21A"))  # Apple's good and warning bands of a hitch time ratio, ms/s


def draw_device_panel(ax: Axes, devices: list[dict[str, Any]]) -> None:
    """The phone's rows compare wrote beside the strategies (``devices``): each device's hitch time ratio, the
    one it is judged by (over scrolling or the whole recording), with its runs' smallest–largest, against Apple's
    bands, and its hitches, longest hitch and rate as written. Every figure is the file's."""
    ax.set_title("Measured on a phone (compare --device): hitch time ratio, the device's own figures", loc="left")
    for limit, color in BANDS:
        ax.axvline(limit, color=color, linewidth=1.0, linestyle=(0, (3, 2)), zorder=2)
    tops = [10.0]
    for position, row in enumerate(devices):
        value = row["ratioMsPerSecond"]
        facts = [f"{row['source']}, {row['runsLabel']}"]
        if row["hitches"] is not None:
            facts.append(row["hitchesLabel"])
        if row["maxHitchMs"] is not None:
            facts.append(f"longest {format_ms(row['maxHitchMs'])} ms")
        facts.append(f"{row['refreshHz']:g} Hz" if row["refreshHz"] is not None else "rate not in the export")
        if value is None:
            ax.text(0.01, position, "no hitch time ratio · " + " · ".join(facts), transform=transforms.blended_transform_factory(
                ax.transAxes, ax.transData), ha="left", va="center", fontsize=8, color=MUTED_TEXT)
            continue
        ax.barh(position, value, height=0.6, color=tint(DEVICE_COLOR, 0.45), edgecolor=DEVICE_COLOR, linewidth=0.8,
                zorder=3, gid="device-ratio")
        low, high = row["ratioMsPerSecondLow"], row["ratioMsPerSecondHigh"]
        if low is not None and high is not None:
            ax.errorbar([value], [position], xerr=[[max(value - low, 0.0)], [max(high - value, 0.0)]], fmt="none",
                        ecolor="#222222", elinewidth=1.1, capsize=2.5, zorder=5)
            value = max(value, high)
        tops.append(value)
        kind = "scrolling" if row["ratio"] == "scroll" else "whole recording"
        ax.annotate(f"{row['ratioMsPerSecond']:.2f} ms/s over the {kind} · " + " · ".join(facts), (value, position),
                    xytext=(6, 0), textcoords="offset points", ha="left", va="center", fontsize=8, color="#333333")
    ax.set_yticks(range(len(devices)), [row["label"] for row in devices])
    ax.tick_params(axis="y", length=0, labelsize=8.5)
    ax.set_ylim(len(devices) - 0.5, -0.5)
    ax.set_xlim(0, max(tops) * 2.2)
    ax.set_xlabel("hitch time ratio (ms/s); bands: good < 5, warning ≤ 10, critical above")
    ax.grid(axis="y", visible=False)


def plot_compare_summary(doc: dict[str, Any], clock: str) -> Figure:
    stats, note = compare_stats(doc, clock)
    counting = doc["clock"] == "instructions"
    shown_clock = doc["clock"] if counting else clock
    order = [s.strategy for s in stats]
    refresh_hz = float(doc["refreshHz"])
    first = doc["results"][0]
    budget_ms = None if counting else float(first["summary"]["budgetMs"])
    subtitle = " · ".join(metadata_bits(refresh_hz, budget_ms, shown_clock, doc.get("days"), doc["repeatsLabel"])
                          + pipeline_bits(first, shown_clock))
    devices = doc.get("devices") or []
    extra = 0.9 + 0.45 * len(devices) if devices else 0.0
    figure, body = new_figure(12, 9.6 + extra, f"{doc['trace']} — strategies compared", subtitle)
    layout = [["frames", "ratio"], ["counters", "effects"]] + ([["devices", "devices"]] if devices else [])
    panels = body.subplot_mosaic(layout, width_ratios=[3, 2],
                                 height_ratios=[4.8, 4.8] + ([extra] if devices else []))
    frames, ratio, counters, effects = (panels[name] for name in ("frames", "ratio", "counters", "effects"))
    if devices:
        draw_device_panel(panels["devices"], devices)
    draw_frame_panel(frames, stats, order, refresh_hz, budget_ms, counting)
    draw_ratio_panel(ratio, stats, order, note, counting)
    draw_counters_panel(counters, stats, order)
    draw_effects_panel(effects, stats, order)
    body.legend(handles=[Patch(color=strategy_color(s.strategy, order), label=s.strategy) for s in stats],
                loc="outside lower center", ncol=len(stats), handlelength=1.2, columnspacing=1.6)
    return figure
