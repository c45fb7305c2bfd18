"""The harness's display model (a port of FrameTiming.DisplayTimeline), for re-timing a run on another clock.

A frame starts at its vsync unless the previous frame is still running (then it is skipped), and is
presented after a whole number of refresh intervals; every interval past the first is hitch time.
"""

from __future__ import annotations

import math
from typing import Sequence

EPSILON_INTERVALS = 1e-9


def intervals_to_present(duration_ms: float, interval_ms: float) -> int:
    """Whole refresh intervals from a frame's start to its presentation: max(1, ceil(d/interval - eps))."""
    if not math.isfinite(duration_ms) or duration_ms <= 0:
        return 1
    return max(1, math.ceil(duration_ms / interval_ms - EPSILON_INTERVALS))


def display_layout(durations_ms: Sequence[float], refresh_hz: float) -> list[tuple[bool, float]]:
    """(skipped, hitchMs) per frame: frames start at their vsync unless the previous one is still running."""
    interval_ms = 1000.0 / refresh_hz
    layout: list[tuple[bool, float]] = []
    busy_until = 0
    for index, duration in enumerate(durations_ms):
        if index < busy_until:
            layout.append((True, 0.0))
            continue
        intervals = intervals_to_present(duration, interval_ms)
        layout.append((False, (intervals - 1) * interval_ms))
        busy_until = index + intervals
    return layout
