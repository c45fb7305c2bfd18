"""Text for the charts: millisecond, instruction and day numbers, hitch ratios and the subtitle's run
metadata and display model. The figures and labels worked out from others (the budget, the render loop, hitch
counts with their nouns) are the files' own: these only format and join them."""

from __future__ import annotations

import math
from typing import Any


def format_ms(value: float) -> str:
    """Milliseconds for labels: 3 significant-ish digits."""
    if value >= 100:
        return f"{value:.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def format_days(days: float) -> str:
    return f"{days:,.0f}" if float(days).is_integer() else f"{days:,g}"


def format_count(value: float) -> str:
    """A large count (instructions, pixels) for labels and log axes: 12.9M, 901k, 2.4G, 33."""
    for scale, unit in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= scale:
            scaled = value / scale
            return f"{scaled:.3g}{unit}" if scaled < 100 else f"{scaled:.0f}{unit}"
    return f"{value:.0f}"


def hitch_ratios(scroll: float | None, band: str | None, trace: float) -> str:
    """Apple's two hitch time ratios: while scrolling (the headline, with its band) and over the whole trace."""
    headline = "no scroll" if scroll is None else f"scrolling {scroll:.1f} ms/s ({band})"
    return f"{headline} · trace {trace:.1f} ms/s"


def metadata_bits(refresh_hz: float, budget_ms: float | None, clock: str, days: Any = None,
                  repeats_label: str | None = None) -> list[str]:
    """The subtitle's rate (with the file's `budgetMs` on a time clock), clock, data size and what the figures are
    taken over (the file's `repeatsLabel`: "1 run", "median of 3 repeats")."""
    if clock == "instructions" or budget_ms is None:
        bits = [f"{refresh_hz:g} Hz", "instructions counted under valgrind (exact; no times, no hitches)"]
    else:
        bits = [f"{refresh_hz:g} Hz (budget {budget_ms:.2f} ms)", f"{clock} clock"]
    if days not in (None, ""):
        bits.append(f"{format_days(float(days))} days of data" if is_number_like(days) else f"data {days}")
    if repeats_label and clock != "instructions":
        bits.append(repeats_label)
    return bits


def pipeline_bits(result: dict[str, Any], clock: str) -> list[str]:
    """The display model the run was placed by, as the result's `renderLoop` says it (nothing on the instruction
    clock, where every frame is taken as on time)."""
    return [] if clock == "instructions" else [result["renderLoop"]]


def is_number_like(value: Any) -> bool:
    try:
        return math.isfinite(float(value))
    except (TypeError, ValueError):
        return False
