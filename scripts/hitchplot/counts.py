"""The summary's two count panels: hitches and visible effects per strategy, and each strategy's work counter
totals by name (a strategy's own counters included) on a log scale."""

from __future__ import annotations

from matplotlib import ticker, transforms
from matplotlib.axes import Axes

from .labels import format_count
from .style import MUTED_TEXT, strategy_color
from .stats import StrategyStats


def bar_label(ax: Axes, x: float, height: float, text: str, color: str = "#333333", size: float = 7.5,
              upright: bool = False, gid: str | None = None) -> None:
    """`text` over the bar at `x`; `upright` turns it to run up from the bar's top, for labels wider than their bar
    (side by side they would run into each other: "12.9M12.9M12.9M")."""
    ax.annotate(text, (x, height), xytext=(0, 2), textcoords="offset points", ha="center", va="bottom",
                fontsize=size, color=color, rotation=90 if upright else 0, gid=gid)


def effect_measures(stats: list[StrategyStats]) -> list[tuple[str, list[int]]]:
    """(name, value per strategy) of the counts panel: hitches and deferred frames on a time clock, then what
    each strategy showed besides time."""
    measures = []
    if all(s.hitches is not None for s in stats):
        measures.append(("hitches", [int(s.hitches or 0) for s in stats]))
        measures.append(("deferred\nframes", [int(s.deferred_frames or 0) for s in stats]))
    measures += [("content\njumps", [s.content_jumps for s in stats]), ("y\nrescales", [s.y_rescales for s in stats]),
                 ("edge\nstalls", [s.edge_stalls for s in stats])]
    return measures


def draw_effects_panel(ax: Axes, stats: list[StrategyStats], order: list[str]) -> None:
    """One group per measure, one bar per strategy, each labelled with its count."""
    measures = effect_measures(stats)
    count = len(stats)
    width = min(0.8 / count, 0.26)
    tallest = max(max(max(values) for _name, values in measures), 1)
    for group, (_name, values) in enumerate(measures):
        for slot, (stat, value) in enumerate(zip(stats, values)):
            x = group + (slot - (count - 1) / 2) * width
            color = strategy_color(stat.strategy, order)
            ax.bar(x, value, width=width * 0.9, color=color, linewidth=0, zorder=3)
            bar_label(ax, x, value, str(value), color=color if value == 0 else "#333333", size=7 if count > 3 else 7.5)
    ax.set_ylim(0, tallest * 1.3 + 0.5)
    ax.yaxis.set_major_locator(ticker.MaxNLocator(integer=True, nbins=5))
    ax.set_xticks(range(len(measures)), [name for name, _values in measures])
    ax.tick_params(axis="x", length=0, labelsize=8.5)
    ax.set_xlim(-0.6, len(measures) - 0.4)
    ax.set_ylabel("count over the trace")
    ax.grid(axis="x", visible=False)
    ax.set_title("Hitches and visible effects" if any(name == "hitches" for name, _values in measures)
                 else "Visible effects", loc="left")
    notes = [line for line in (hitch_stages_note(stats), jumps_note(stats)) if line]
    if notes:
        ax.text(0.0, -0.2, "\n".join(notes), transform=ax.transAxes, ha="left", va="top", fontsize=7.5,
                color=MUTED_TEXT, style="italic", gid="effects-note")


def hitch_stages_note(stats: list[StrategyStats]) -> str:
    """Which stage made each hitching strategy's hitches late, as its row counts them: "hitches by stage:
    render-all 159 commit"; empty when none hitched."""
    parts = []
    for stat in stats:
        by_type = [f"{count} {kind}" for kind, count in stat.hitches_by_type.items() if count]
        if by_type:
            parts.append(f"{stat.strategy} {', '.join(by_type)}")
    return joined_lines(["hitches by stage: " + parts[0], *parts[1:]]) if parts else ""


def jumps_note(stats: list[StrategyStats]) -> str:
    jumps = [f"{s.strategy}: jumps up to {s.max_jump_px:g} px" for s in stats if s.content_jumps and s.max_jump_px]
    return joined_lines(jumps)


NOTE_CHARACTERS = 80  # about the effects panel's width at the note's size: a longer note goes on more lines


def joined_lines(parts: list[str]) -> str:
    """The parts joined by "; ", a line broken between two parts where it would pass NOTE_CHARACTERS (when many
    strategies hitch in several stages), so the note never widens the figure's layout."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + 2 + len(part) <= NOTE_CHARACTERS:
            lines[-1] += "; " + part
        else:
            lines.append(part)
    return ";\n".join(lines)


def counter_names(stats: list[StrategyStats]) -> list[str]:
    """Every counter any strategy reported, in the order first seen (the shared ones, then a strategy's own)."""
    names: list[str] = []
    for stat in stats:
        names += [name for name in stat.counters if name not in names]
    return names


def draw_counters_panel(ax: Axes, stats: list[StrategyStats], order: list[str]) -> None:
    """Each counter's total over the trace per strategy as horizontal bars on a log scale, one row per counter
    name (top to bottom); a zero total is written as 0 at the left, a counter a strategy does not have is blank."""
    names = counter_names(stats)
    count = len(stats)
    height = 0.8 / count
    positive = [value for s in stats for value in s.counters.values() if value > 0]
    low = min(positive, default=1) / 4
    high = max(positive, default=10) * 40
    at_left = transforms.blended_transform_factory(ax.transAxes, ax.transData)
    for row, name in enumerate(names):
        for slot, stat in enumerate(stats):
            if name not in stat.counters:
                continue
            y = row + (slot - (count - 1) / 2) * height
            value = stat.counters[name]
            color = strategy_color(stat.strategy, order)
            if value > 0:
                ax.barh(y, value - low, left=low, height=height * 0.9, color=color, linewidth=0, zorder=3)
                ax.annotate(format_count(value), (value, y), xytext=(2, 0), textcoords="offset points", ha="left",
                            va="center", fontsize=5.5 if count > 3 else 6.5, color="#333333")
            else:
                ax.text(0.005, y, "0", transform=at_left, ha="left", va="center", fontsize=5.5 if count > 3 else 6.5,
                        color=color)
    ax.set_xscale("log")
    ax.set_xlim(low, high)
    ax.set_ylim(len(names) - 0.5, -0.5)
    ax.set_yticks(range(len(names)), names)
    ax.tick_params(axis="y", length=0, labelsize=8)
    ax.xaxis.set_major_locator(ticker.LogLocator(base=10, numticks=12))
    ax.xaxis.set_major_formatter(ticker.FuncFormatter(lambda value, _position: format_count(value)))
    ax.xaxis.set_minor_locator(ticker.NullLocator())
    ax.set_xlabel("total over the trace (log scale)")
    ax.grid(axis="y", visible=False)
    ax.set_title("Work counters (a strategy's own included)", loc="left")
