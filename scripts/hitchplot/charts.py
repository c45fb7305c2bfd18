"""Which PNGs each kind of document produces: their file names and the functions that draw them."""

from __future__ import annotations

import re
from typing import Any, Callable

from matplotlib.figure import Figure

from .growth import plot_sweep_growth
from .load import COMPARE_FORMATS, RESULT_FORMAT
from .summary import plot_compare_summary
from .timeline import plot_compare_timeline, plot_result_timeline
from .views import timeline_from_result

SAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")


def safe(part: str) -> str:
    """A file-name-safe version of a trace or strategy name."""
    return SAFE_NAME.sub("_", part).strip("._") or "unnamed"


def figures_for(document: dict[str, Any], clock: str | None) -> list[tuple[str, Callable[[], Figure]]]:
    """(file name, figure builder) for every PNG a document produces."""
    tag = document["format"]
    if tag == RESULT_FORMAT:
        timeline = timeline_from_result(document, clock)
        name = f"{safe(timeline.trace)}-{safe(timeline.strategy)}-timeline.png"
        return [(name, lambda: plot_result_timeline(timeline))]
    if tag in COMPARE_FORMATS:
        chosen = clock or document["clock"]
        trace = safe(document["trace"])
        return [
            (f"compare-{trace}-timeline.png", lambda: plot_compare_timeline(document, chosen)),
            (f"compare-{trace}-summary.png", lambda: plot_compare_summary(document, chosen)),
        ]
    return [(f"sweep-{safe(document['trace'])}-growth.png", lambda: plot_sweep_growth(document))]
