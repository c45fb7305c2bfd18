"""A device run's chart: what a phone measured, imported by ``harness import``, drawn as a strategy's run is.

Instruments: a timeline over the recording. The top panel has every frame the display showed as a bar of the
time it stayed on screen (a frame that stayed longer than the refresh interval is a missed vsync), the app's
hitches in red as bars of Instruments' own durations at their start (the system's apart, in purple), the budget
line and the scrolling intervals shaded; the bottom panel, the render lane, has the render server's time for each
swap against the same budget. MetricKit: each payload's scroll hitch ratio (and hitch time ratio) against Apple's
bands. Every figure comes from the file; nothing is computed here. Artists carry gids: ``device:frames``,
``device:hitches``, ``device:system-hitches``, ``device:renders``, ``scroll``, ``payload:<ratio>``.
"""

from __future__ import annotations

from typing import Any

from matplotlib.collections import PolyCollection
from matplotlib.figure import Figure
from matplotlib.patches import Patch

from .figure import draw_budget, new_figure
from .labels import format_ms
from .style import FRAME_COLOR, HITCH_COLOR, MUTED_TEXT, SCROLL_ALPHA, SCROLL_COLOR

SYSTEM_COLOR = "#7E57C2"  # a hitch Instruments marks as the system's
MIN_BAR_PIXELS = 3.0  # the narrowest a frame, hitch or render bar is drawn, in pixels
RENDER_COLOR = "#2E6FB7"  # the render server's time per swap
BANDS = ((5.0, "#4A9A3A", "good < 5"), (10.0, "#E3A21A", "warning ≤ 10"))


def ratio_text(value: float | None, band: str | None) -> str:
    return "—" if value is None else f"{value:.2f} ms/s" + (f" ({band})" if band else "")


def bars(ax, items: list[tuple[float, float]], color: str, gid: str, zorder: int, width: float) -> None:
    """One rectangle per (start s, height ms), in a single collection."""
    if not items:
        return
    polygons = [[(x, 0.0), (x, h), (x + width, h), (x + width, 0.0)] for x, h in items]
    ax.add_collection(PolyCollection(polygons, closed=True, facecolors=color, edgecolors="none", linewidths=0,
                                     zorder=zorder, gid=gid), autolim=False)


def axis_pixels(figure: Figure) -> float:
    """About how many pixels wide the time axis is: the figure's width less its margins and labels."""
    return figure.get_figwidth() * figure.dpi * 0.88


def plot_device(doc: dict[str, Any]) -> Figure:
    return plot_metrickit(doc) if doc["source"] == "metrickit" else plot_instruments(doc)


def plot_instruments(doc: dict[str, Any]) -> Figure:
    summary = doc["summary"]
    refresh = summary["refreshHz"]
    frames = [(f["startSeconds"], f["durationMs"]) for f in doc["frames"]]
    hitches = [h for h in doc["hitches"] if h["counted"]]
    system = [h for h in doc["hitches"] if h["isSystem"] is True]
    renders = [(r["startSeconds"], r["durationMs"]) for r in doc["renders"]]
    count = summary["hitches"]
    longest = summary["maxHitchMs"]
    title = (f"{doc['label']} — measured on a phone: "
             + (summary["hitchesLabel"] if count is not None else "no hitch table")
             + (f", longest {format_ms(longest)} ms" if longest else ""))
    bits = ["Instruments"]
    bits.append(f"{refresh:g} Hz (from {doc.get('refreshSource') or '?'})" if refresh
                else "rate not in the export (bars drawn 1/60 s wide, no budget)")
    if summary["frames"] is not None:
        bits.append(f"{int(summary['frames'])} frames shown")
    bits.append("scroll " + ratio_text(summary["scrollHitchTimeRatioMsPerSecond"], summary["band"]))
    bits.append("recording " + ratio_text(summary["traceHitchTimeRatioMsPerSecond"], None))
    if summary["systemHitches"]:
        bits.append(summary["systemHitchesLabel"] + " apart")
    lanes = 2 if renders else 1
    figure, body = new_figure(12, 1.7 + 2.6 * lanes, title, " · ".join(bits))
    axes = body.subplots(lanes, 1, sharex=True, squeeze=False)[:, 0]
    interval = 1.0 / refresh if refresh else 1.0 / 60
    ends = [0.0] + [s + d / 1000 for s, d in frames + renders] + [h["startSeconds"] + h["durationMs"] / 1000
                                                                  for h in doc["hitches"]]
    ends += [s["endSeconds"] for s in doc["scrolls"]]
    if summary["traceSeconds"] is not None:
        ends.append(summary["traceSeconds"])
    x_end = max(ends) or 1.0
    budget = summary["budgetMs"]
    # 0.82 of an interval, but never under MIN_BAR_PIXELS on the figure: a 200 ms hitch stays visible on a 40 s axis.
    width = max(interval * 0.82, x_end * MIN_BAR_PIXELS / axis_pixels(figure))

    top = axes[0]
    for scroll in doc["scrolls"]:
        top.axvspan(scroll["startSeconds"], scroll["endSeconds"], color=SCROLL_COLOR, alpha=SCROLL_ALPHA, linewidth=0,
                    zorder=0, gid="scroll")
    bars(top, frames, FRAME_COLOR, "device:frames", 2, width)
    bars(top, [(h["startSeconds"], h["durationMs"]) for h in system], SYSTEM_COLOR, "device:system-hitches", 3, width)
    bars(top, [(h["startSeconds"], h["durationMs"]) for h in hitches], HITCH_COLOR, "device:hitches", 4, width)
    heights = [h for _s, h in frames] + [h["durationMs"] for h in doc["hitches"]]
    top.set_ylim(0, max([*heights, (budget or 16.7) * 1.2]) * 1.12)
    top.set_ylabel("on screen / hitch (ms)")
    if budget:
        draw_budget(top, budget, refresh, label_x=0.0, label_ha="left")
    if 0 < len(hitches) <= 12:
        for h in hitches:
            top.annotate(f"+{format_ms(h['durationMs'])}", (h["startSeconds"] + width / 2, h["durationMs"]),
                         xytext=(0, 2), textcoords="offset points", ha="center", va="bottom", fontsize=7,
                         color=HITCH_COLOR, fontweight="bold", zorder=6)
    top.set_title("frames shown and hitches", loc="left", fontsize=9.5, pad=4)
    if renders:
        lane = axes[1]
        bars(lane, renders, RENDER_COLOR, "device:renders", 2, width)
        lane.set_ylim(0, max([h for _s, h in renders] + [(budget or 16.7) * 1.2]) * 1.12)
        lane.set_ylabel("render (ms)")
        if budget:
            draw_budget(lane, budget, refresh, label_x=0.0, label_ha="left")
        p50, p99 = summary["renderP50Ms"], summary["renderP99Ms"]
        lane.set_title("render lane: the render server's time per swap"
                       + (f" (p50 {format_ms(p50)} ms, p99 {format_ms(p99)} ms)" if p50 is not None and p99 is not None
                          else ""), loc="left", fontsize=9.5, pad=4)
    for ax in axes:
        ax.set_xlim(0, x_end)
        ax.grid(axis="x", visible=False)
    axes[-1].set_xlabel("recording time (s)")
    handles = [Patch(color=FRAME_COLOR, label="frame shown (time on screen)"),
               Patch(color=HITCH_COLOR, label="the app's hitch (Instruments' duration)")]
    if system:
        handles.append(Patch(color=SYSTEM_COLOR, label="system hitch (not counted)"))
    if renders:
        handles.append(Patch(color=RENDER_COLOR, label="render per swap"))
    if doc["scrolls"]:
        handles.append(Patch(color=SCROLL_COLOR, alpha=SCROLL_ALPHA * 3, linewidth=0, label="scrolling"))
    body.legend(handles=handles, loc="outside lower center", ncol=min(len(handles), 5), handlelength=1.6,
                columnspacing=1.6)
    return figure


def plot_metrickit(doc: dict[str, Any]) -> Figure:
    payloads = doc["payloads"]
    summary = doc["summary"]
    title = f"{doc['label']} — MetricKit: {doc['payloadsLabel']}"
    subtitle = " · ".join(["field data, a day or so a payload",
                           "median scroll " + ratio_text(summary["scrollHitchTimeRatioMsPerSecond"], summary["band"]),
                           "median hitch " + ratio_text(summary["hitchTimeRatioMsPerSecond"], None)])
    figure, body = new_figure(12, 4.8, title, subtitle)
    ax = body.add_subplot()
    positions = list(range(len(payloads)))
    for key, color, offset, label in (("scrollHitchTimeRatioMsPerSecond", HITCH_COLOR, -0.18, "scroll hitch time ratio"),
                                      ("hitchTimeRatioMsPerSecond", SYSTEM_COLOR, 0.18, "hitch time ratio")):
        values = [(x, p[key]) for x, p in zip(positions, payloads) if p[key] is not None]
        if values:
            ax.bar([x + offset for x, _v in values], [v for _x, v in values], width=0.34, color=color, label=label,
                   gid=f"payload:{key}")
    for limit, color, label in BANDS:
        ax.axhline(limit, color=color, linestyle=(0, (5, 3)), linewidth=1.0, label=f"band {label} ms/s")
    ax.set_xticks(positions, [p["timeStampBegin"][:10] for p in payloads], rotation=30 if len(payloads) > 8 else 0,
                  fontsize=8)
    ax.set_ylabel("ms per s")
    ax.set_xlabel("payload (its timeStampBegin)")
    ax.tick_params(axis="x", colors=MUTED_TEXT)
    body.legend(loc="outside lower center", ncol=4, handlelength=1.6, columnspacing=1.6)
    return figure
