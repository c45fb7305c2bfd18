"""The sweep chart: p50, p99 and max frame time against days of data (log-log), per strategy; on the instruction
clock, instructions per frame instead."""

from __future__ import annotations

from typing import Any, Iterable

from matplotlib import ticker
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D

from .figure import draw_budget, new_figure
from .labels import format_count, format_days, metadata_bits
from .load import INSTRUCTIONS
from .style import BUDGET_COLOR, HITCH_COLOR, strategy_color, tint


def sweep_series(doc: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """Points per strategy, sorted by days, in the file's strategy order (unlisted strategies last)."""
    series: dict[str, list[dict[str, Any]]] = {name: [] for name in doc["strategies"]}
    for point in doc["points"]:
        series.setdefault(point["strategy"], []).append(point)
    return {name: sorted(points, key=lambda p: p["days"]) for name, points in series.items() if points}


def plain_number(value: float, _position: Any = None) -> str:
    if value >= 1000:
        return f"{value:,.0f}"
    return f"{value:g}"


def per_frame(point: dict[str, Any], counting: bool) -> dict[str, float]:
    """A point's p50, p99 and max per frame: ms on a time clock, instructions on the instruction clock."""
    if counting:
        counted = point["instructions"]
        return {"p50": counted["p50PerFrame"], "p99": counted["p99PerFrame"], "max": counted["maxPerFrame"]}
    return {"p50": point["p50FrameMs"], "p99": point["p99FrameMs"], "max": point["maxFrameMs"]}


def draw_growth_lines(ax: Axes, series: dict[str, list[dict[str, Any]]], order: list[str], counting: bool) -> None:
    for name, points in series.items():
        color = strategy_color(name, order)
        days = [p["days"] for p in points]
        values = [per_frame(p, counting) for p in points]
        ax.plot(days, [v["max"] for v in values], color=tint(color, 0.45), linewidth=1.1,
                linestyle=(0, (1, 1.6)), marker="^", markersize=3.5, zorder=3)
        ax.plot(days, [v["p99"] for v in values], color=color, linewidth=1.4, linestyle=(0, (5, 2)),
                marker="s", markersize=3.5, zorder=4)
        ax.plot(days, [v["p50"] for v in values], color=color, linewidth=2.2, marker="o", markersize=5,
                zorder=5)
        hitching = [p for p in points if p["hitches"] > 0] if not counting else []
        if hitching:
            ax.plot([p["days"] for p in hitching], [p["maxFrameMs"] for p in hitching], linestyle="none",
                    marker="o", markersize=8, markerfacecolor="none", markeredgecolor=HITCH_COLOR,
                    markeredgewidth=1.1, zorder=6, gid="hitching")


def draw_hitch_free_marks(ax: Axes, series: dict[str, list[dict[str, Any]]], order: list[str],
                          hitch_free: dict[str, Any]) -> list[Any]:
    """A star at each strategy's largest hitch-free size (on its max line); returns legend entries."""
    handles: list[Any] = []
    for name, points in series.items():
        days = hitch_free.get(name)
        color = strategy_color(name, order)
        if days is None:
            label = f"{name}: none, hitches at every size" if name in hitch_free else f"{name}: not reported"
            handles.append(Line2D([], [], marker="*", markersize=12, linestyle="none", markerfacecolor="none",
                                  markeredgecolor=color, markeredgewidth=0.9, label=label))
            continue
        handles.append(Line2D([], [], marker="*", markersize=13, linestyle="none", color=color,
                              markeredgecolor="white", markeredgewidth=0.6, label=f"{name}: {format_days(days)} days"))
        at = [p for p in points if p["days"] == days]
        if at:
            y = at[0]["maxFrameMs"]
            ax.plot([days], [y], marker="*", markersize=14, color=color, markeredgecolor="white",
                    markeredgewidth=0.8, zorder=7, linestyle="none")
        else:
            ax.axvline(days, color=color, linestyle=":", linewidth=1.0, zorder=2)
    return handles


def legend_heading(text: str) -> Line2D:
    """An invisible legend entry used as a section heading (made bold by bold_headings)."""
    return Line2D([], [], linestyle="none", label=text)


def bold_headings(legend: Any, headings: Iterable[str]) -> None:
    headings = set(headings)
    for text in legend.get_texts():
        if text.get_text() in headings:
            text.set_fontweight("bold")
            text.set_x(-28)  # over the (empty) handle column


def growth_legend_handles(series: dict[str, list[dict[str, Any]]], order: list[str], any_hitch: bool,
                          hitch_free: list[Any] | None) -> list[Any]:
    handles: list[Any] = [legend_heading("strategy")]
    handles += [Line2D([], [], color=strategy_color(name, order), linewidth=2.2, label=name) for name in series]
    gray = "#555555"
    handles += [
        legend_heading(" "),
        legend_heading("line"),
        Line2D([], [], color=gray, linewidth=2.2, marker="o", markersize=5, label="p50"),
        Line2D([], [], color=gray, linewidth=1.4, linestyle=(0, (5, 2)), marker="s", markersize=3.5, label="p99"),
        Line2D([], [], color=tint(gray, 0.45), linewidth=1.1, linestyle=(0, (1, 1.6)), marker="^",
               markersize=3.5, label="max"),
    ]
    if hitch_free is None:
        return handles  # the instruction clock: no budget, no hitches
    handles.append(Line2D([], [], color=BUDGET_COLOR, linestyle=(0, (5, 3)), linewidth=1.0, label="frame budget"))
    if any_hitch:
        handles.append(Line2D([], [], marker="o", markersize=8, markerfacecolor="none", markeredgecolor=HITCH_COLOR,
                              linestyle="none", label="run with hitches"))
    handles += [legend_heading(" "), legend_heading("largest hitch-free size")] + hitch_free
    return handles


def plot_sweep_growth(doc: dict[str, Any]) -> Figure:
    series = sweep_series(doc)
    order = list(series)
    counting = doc["clock"] == INSTRUCTIONS
    refresh_hz = float(doc["refreshHz"])
    budget = float(doc["budgetMs"])
    bits = metadata_bits(refresh_hz, budget, doc["clock"], None, doc["repeatsLabel"])
    shard = doc.get("shard")
    if shard not in (None, ""):
        # "1/2", "1/2 (interrupted; missing …)", "partial: missing …", "interrupted; missing …"
        bits.append(f"part {shard}" if str(shard)[:1].isdigit() else str(shard))
    measure = "instructions per frame" if counting else "frame time"
    figure, body = new_figure(12, 6.4, f"{doc['trace']} — {measure} as the data grows", " · ".join(bits))
    ax = body.add_subplot()
    draw_growth_lines(ax, series, order, counting)
    hitch_free = None
    if not counting:
        draw_budget(ax, budget, refresh_hz)
        hitch_free = draw_hitch_free_marks(ax, series, order, doc["hitchFreeMaxDays"])
    ax.set_xscale("log")
    ax.set_yscale("log")
    all_days = sorted({p["days"] for points in series.values() for p in points})
    ax.set_xticks(all_days)
    ax.xaxis.set_minor_locator(ticker.NullLocator())
    ax.xaxis.set_major_formatter(ticker.FuncFormatter(plain_number))
    ax.yaxis.set_major_locator(ticker.LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
    ax.yaxis.set_minor_locator(ticker.NullLocator())
    values = [v for points in series.values() for p in points for key, v in per_frame(p, counting).items()
              if key in ("p50", "max")]
    floor = [] if counting else [budget]
    low = min([v for v in values if v > 0] + floor)
    high = max(values + floor)
    ax.set_ylim(low / 1.6, high * 1.8)
    ax.set_xlim(all_days[0] / 1.25, all_days[-1] * 1.25)
    ax.set_xlabel("days of data (log scale)")
    if counting:
        ax.yaxis.set_major_formatter(ticker.FuncFormatter(lambda value, _position: format_count(value)))
        ax.set_ylabel("instructions per frame (counted, not ms; log scale)")
    else:
        ax.yaxis.set_major_formatter(ticker.FuncFormatter(plain_number))
        ax.set_ylabel("frame time (ms, log scale)")
    ax.grid(which="major", axis="both")
    any_hitch = not counting and any(p["hitches"] > 0 for points in series.values() for p in points)
    legend = body.legend(handles=growth_legend_handles(series, order, any_hitch, hitch_free),
                         loc="outside right upper", handlelength=2.4, labelspacing=0.55)
    bold_headings(legend, ("strategy", "line", "largest hitch-free size"))
    return figure
