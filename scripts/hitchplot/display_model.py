"""The harness's display model (a port of DisplayModel.DisplayTimeline), for re-timing a run on another clock.

Each produced frame starts at its own start vsync, or at the first vsync after the previous frame is presented
if that is later (it is then deferred: it starts after the vsync its change was due at). Started at vsync s and
taking d ms, it is presented at s + n, n = max(1, ceil(d / interval - 1e-9)), and was expected at s + 1, so
every interval past the first is hitch time.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable

EPSILON_INTERVALS = 1e-9


@dataclass(frozen=True)
class Presentation:
    """Where one frame landed, in whole vsync indices."""

    due: int
    start: int
    presented: int

    @property
    def hitch_intervals(self) -> int:
        return self.presented - self.start - 1

    @property
    def deferred(self) -> bool:
        return self.start > self.due


def intervals_to_present(duration_ms: float, interval_ms: float) -> int:
    """Whole refresh intervals from a frame's start to its presentation: max(1, ceil(d/interval - eps))."""
    if not math.isfinite(duration_ms) or duration_ms <= 0:
        return 1
    return max(1, math.ceil(duration_ms / interval_ms - EPSILON_INTERVALS))


def layout(frames: Iterable[tuple[int, int, float]], refresh_hz: float) -> list[Presentation]:
    """Presentations of frames given as (dueIndex, index, duration ms) in start order."""
    interval_ms = 1000.0 / refresh_hz
    presentations: list[Presentation] = []
    first_free = -math.inf
    for due, index, duration in frames:
        start = int(max(index, first_free))
        presented = start + intervals_to_present(duration, interval_ms)
        presentations.append(Presentation(due=min(due, start), start=start, presented=presented))
        first_free = presented
    return presentations
