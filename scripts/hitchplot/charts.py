"""Which PNGs each kind of document produces: their file names (after the input's) and the functions that draw them."""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Any, Callable

from .load import COMPARE_FORMAT, DEVICE_FORMAT, INSTRUCTIONS, RESULT_FORMAT
from .views import timeline_from_result

if TYPE_CHECKING:
    from matplotlib.figure import Figure

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
    """(file name, figure builder) for every PNG a document produces; `stem` is ``output_stem`` of its path.
    `clock` (plot.py's ``--clock``) chooses the summary's clock; a timeline is always on the file's clock, the
    only one whose frame placement the file holds.

    The drawing modules (and matplotlib) are imported by the builders, when a figure is first drawn: the names
    alone, which plot.py checks for clashes before drawing anything, need none of it."""
    tag = document["format"]
    if tag == RESULT_FORMAT:
        timeline = timeline_from_result(document)

        def result_timeline() -> Figure:
            from .timeline import plot_result_timeline
            return plot_result_timeline(timeline)

        return [(f"{stem}-timeline.png", result_timeline)]
    if tag == COMPARE_FORMAT:
        chosen = document["clock"] if clock is None or document["clock"] == INSTRUCTIONS else clock

        def compare_timeline() -> Figure:
            from .timeline import plot_compare_timeline
            return plot_compare_timeline(document)

        def compare_summary() -> Figure:
            from .summary import plot_compare_summary
            return plot_compare_summary(document, chosen)

        return [(f"{stem}-timeline.png", compare_timeline), (f"{stem}-summary.png", compare_summary)]

    if tag == DEVICE_FORMAT:

        def device_chart() -> Figure:
            from .device import plot_device
            return plot_device(document)

        return [(f"{stem}-timeline.png", device_chart)]

    def sweep_growth() -> Figure:
        from .growth import plot_sweep_growth
        return plot_sweep_growth(document)

    return [(f"{stem}-growth.png", sweep_growth)]
