"""Which PNGs each kind of document produces: their file names (after the input's) and the functions that draw them."""

from __future__ import annotations

import os
import re
from typing import Any, Callable

from matplotlib.figure import Figure

from .growth import plot_sweep_growth
from .load import COMPARE_FORMAT, INSTRUCTIONS, RESULT_FORMAT
from .summary import plot_compare_summary
from .timeline import plot_compare_timeline, plot_result_timeline
from .views import timeline_from_result

# "+" too: the harness joins strategy names with it (compare-fling-only-render-all+tiles.json).
SAFE_NAME = re.compile(r"[^A-Za-z0-9._+-]+")


def safe(part: str) -> str:
    """A file-name-safe version of a name."""
    return SAFE_NAME.sub("_", part).strip("._") or "unnamed"


def output_stem(path: str) -> str:
    """The name a document's PNGs start with: its file name without ``.json``. The harness's default file
    names carry every setting that changes the numbers (``compare-fling-365d-120hz.json``), so the plots of
    different configurations get different names too."""
    name = os.path.basename(path)
    return safe(name[:-len(".json")] if name.lower().endswith(".json") else name)


def figures_for(document: dict[str, Any], clock: str | None, stem: str) -> list[tuple[str, Callable[[], Figure]]]:
    """(file name, figure builder) for every PNG a document produces; `stem` is ``output_stem`` of its path."""
    tag = document["format"]
    if tag == RESULT_FORMAT:
        timeline = timeline_from_result(document, clock)
        return [(f"{stem}-timeline.png", lambda: plot_result_timeline(timeline))]
    if tag == COMPARE_FORMAT:
        chosen = document["clock"] if clock is None or document["clock"] == INSTRUCTIONS else clock
        return [
            (f"{stem}-timeline.png", lambda: plot_compare_timeline(document, chosen)),
            (f"{stem}-summary.png", lambda: plot_compare_summary(document, chosen)),
        ]
    return [(f"{stem}-growth.png", lambda: plot_sweep_growth(document))]
