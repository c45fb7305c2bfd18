"""Text for the charts: millisecond, instruction and day numbers, plurals, hitch ratios and the subtitle's run
metadata and display model."""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal
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


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}es" if word.endswith("h") else f"{count} {word}s"


def format_count(value: float) -> str:
    """A large count (instructions, pixels) for labels and log axes: 12.9M, 901k, 2.4G, 33."""
    for scale, unit in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= scale:
            scaled = value / scale
            return f"{scaled:.3g}{unit}" if scaled < 100 else f"{scaled:.0f}{unit}"
    return f"{value:.0f}"


def ratio_digits(value: float) -> str:
    """A time ratio with three decimals, as compare prints it. Files keep four, so the file's decimal figure is
    rounded half up: 0.0745 gives 0.075 (the ratio it was written from was at least 0.07445), where the float
    nearest 0.0745, just below it, would give 0.074."""
    return str(Decimal(repr(float(value))).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP))


def hitch_ratios(scroll: float | None, band: str | None, trace: float) -> str:
    """Apple's two hitch time ratios: while scrolling (the headline, with its band) and over the whole trace."""
    headline = "no scroll" if scroll is None else f"scrolling {scroll:.1f} ms/s ({band})"
    return f"{headline} · trace {trace:.1f} ms/s"


def metadata_bits(refresh_hz: float, clock: str, days: Any = None, repeats: Any = None) -> list[str]:
    if clock == "instructions":
        bits = [f"{refresh_hz:g} Hz", "instructions counted under valgrind (exact; no times, no hitches)"]
    else:
        bits = [f"{refresh_hz:g} Hz (budget {1000 / refresh_hz:.2f} ms)", f"{clock} clock"]
    if days not in (None, ""):
        bits.append(f"{format_days(float(days))} days of data" if is_number_like(days) else f"data {days}")
    if repeats not in (None, "") and is_number_like(repeats) and clock != "instructions":
        count = int(float(repeats))
        bits.append("1 run" if count == 1 else f"median of {count} repeats")
    return bits


def pipeline_bits(metadata: dict[str, Any], clock: str) -> list[str]:
    """The display model the run was placed by, as the subtitle says it (nothing on the instruction clock, where
    every frame is taken as on time); `metadata` is a result's metadata or a compare's settings."""
    if clock == "instructions":
        return []
    if metadata.get("pipeline", "two-stage") == "one-stage":
        return ["one-stage pipeline (expected at begin + 1 vsync)"]
    buffering = metadata.get("buffering", "double")
    bits = [f"two-stage, {buffering} buffered (expected at begin + {3 if buffering == 'triple' else 2} vsyncs)"]
    slowdown = metadata.get("appSlowdown")
    if is_number_like(slowdown) and float(slowdown) != 1:
        bits.append(f"commits ×{float(slowdown):g} (--app-slowdown)")
    return bits


def is_number_like(value: Any) -> bool:
    try:
        return math.isfinite(float(value))
    except (TypeError, ValueError):
        return False
