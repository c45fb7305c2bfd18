"""What the plot tests share: the fixtures (scripts/fixtures, real runs; see its README), figures of them made
once per process, and ways to find what a chart drew (by the artists' gids, never by timings).

Not a test module itself (unittest discovers ``test_*.py``); test_plot.py, test_plot_input.py, test_timeline.py
and test_summary.py import it.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import struct
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PLOT = os.path.join(HERE, "plot.py")
FIXTURES = os.path.join(HERE, "fixtures")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MIN_PNG_BYTES = 20_000  # at the default 150 dpi; scaled by the square of the resolution below
TEST_DPI = 40
CHART_WIDTH_INCHES = 12  # every chart's width

sys.path.insert(0, HERE)
import matplotlib  # noqa: E402

from hitchplot import load, style, views  # noqa: E402
from hitchplot.growth import plot_sweep_growth  # noqa: E402
from hitchplot.style import STYLE  # noqa: E402
from hitchplot.summary import plot_compare_summary  # noqa: E402
from hitchplot.timeline import plot_compare_timeline, plot_result_timeline  # noqa: E402

FIVE = "compare-one-fling.json"
HITCHES = "compare-tap-select-16000d-only-render-all+tiles+window.json"
HITCHY_RUN = "tap-select-render-all-16000d.json"
COUNTED = "compare-one-fling-instructions.json"
CUSTOM = "compare-tap-select-only-render-all+tiles+scroll-blit.json"
WINDOW = "one-fling-window.json"
TILES = "one-fling-tiles.json"
# Fixture file -> the PNGs it must produce (named after the input file).
EXPECTED = {
    WINDOW: ["one-fling-window-timeline.png"],
    TILES: ["one-fling-tiles-timeline.png"],
    HITCHY_RUN: ["tap-select-render-all-16000d-timeline.png"],
    FIVE: ["compare-one-fling-timeline.png", "compare-one-fling-summary.png"],
    HITCHES: ["compare-tap-select-16000d-only-render-all+tiles+window-timeline.png",
              "compare-tap-select-16000d-only-render-all+tiles+window-summary.png"],
    COUNTED: ["compare-one-fling-instructions-timeline.png", "compare-one-fling-instructions-summary.png"],
    CUSTOM: ["compare-tap-select-only-render-all+tiles+scroll-blit-timeline.png",
             "compare-tap-select-only-render-all+tiles+scroll-blit-summary.png"],
    "sweep-one-fling.json": ["sweep-one-fling-growth.png"],
    "sweep-one-fling-instructions.json": ["sweep-one-fling-instructions-growth.png"],
}
# The three time ratios to render-all a compare row carries, as compare prints them.
KINDS = ("p50", "p99", "total")


def fixture(name: str) -> str:
    return os.path.join(FIXTURES, name)


def read_fixture(name: str) -> dict:
    with open(fixture(name), encoding="utf-8") as handle:
        return json.load(handle)


def png_size(path: str) -> tuple[int, int]:
    """Width and height from the PNG's IHDR chunk."""
    with open(path, "rb") as handle:
        head = handle.read(24)
    return struct.unpack(">II", head[16:24])


def drawn(build):
    """The figure `build` makes, drawn (laid out and rendered) as plot.py would before writing it."""
    with matplotlib.rc_context(STYLE):
        figure = build()
        figure.canvas.draw()
    return figure


def built(build):
    """The figure `build` makes, not drawn: every artist and its data, which is what the chart tests read."""
    with matplotlib.rc_context(STYLE):
        return build()


@functools.cache
def figure_of(name: str, chart: str, clock: str | None = None, draw: bool = False):
    """The figure of an unedited fixture, made once for the whole process: `chart` is ``timeline`` (a result's, or
    a compare's blocks), ``summary`` or ``growth``; `clock` as plot.py's ``--clock`` (the summary's). Read it only.
    It is not drawn unless `draw`."""
    document = read_fixture(name)
    make = drawn if draw else built
    if chart == "growth":
        return make(lambda: plot_sweep_growth(document))
    if chart == "summary":
        return make(lambda: plot_compare_summary(document, clock or document["clock"]))
    if document["format"] == load.COMPARE_FORMAT:
        return make(lambda: plot_compare_timeline(document))
    return make(lambda: plot_result_timeline(views.timeline_from_result(document)))


def result_timeline(result: dict):
    """The timeline of an edited result, drawn for the test (an unedited fixture's is `figure_of`'s)."""
    return drawn(lambda: plot_result_timeline(views.timeline_from_result(result)))


def artists(figure, gid: str) -> list:
    return [artist for artist in figure.findobj() if artist.get_gid() == gid]


def artists_starting(figure, prefix: str) -> list:
    return [artist for artist in figure.findobj() if str(artist.get_gid()).startswith(prefix)]


def rectangles(collection) -> list[tuple[float, float, float]]:
    """(left, right, top) of each rectangle of a PolyCollection (a lane's bars, a hitch band)."""
    boxes = []
    for path in collection.get_paths():
        xs, ys = path.vertices[:, 0], path.vertices[:, 1]
        boxes.append((float(xs.min()), float(xs.max()), float(ys.max())))
    return boxes


def lane_bars(ax, stage: str | None = None, late: bool | None = None) -> list[tuple[float, float, float]]:
    """(left, right, height) of each frame bar of a lane: its ``frames:<stage>`` (on time) and
    ``frames:<stage>:<type>`` (late) collections, of any stage unless `stage`, late or on time as `late` asks."""
    bars = []
    for collection in ax.collections:
        parts = str(collection.get_gid()).split(":")
        if parts[0] != "frames" or len(parts) < 2 or (stage and parts[1] != stage):
            continue
        if late is None or late == (len(parts) == 3):
            bars += rectangles(collection)
    return bars


def lanes_of(figure, stage: str) -> list:
    """The axes of every `stage` lane (``commit`` or ``render``) of a timeline, top to bottom."""
    return [ax for ax in figure.axes if any(str(c.get_gid()).startswith(f"frames:{stage}") for c in ax.collections)]


def results_of(document: dict) -> list[dict]:
    return document["results"] if document["format"] == load.COMPARE_FORMAT else [document]


class TempDirTestCase(unittest.TestCase):
    def setUp(self) -> None:
        self.tmp = tempfile.mkdtemp(prefix="plot-test-")
        self.addCleanup(shutil.rmtree, self.tmp, ignore_errors=True)

    def assert_png(self, path: str, dpi: int = TEST_DPI) -> None:
        """A whole PNG at `dpi`: the signature, not suspiciously small, and the charts' width in inches."""
        self.assertTrue(os.path.isfile(path), f"{path} was not written")
        with open(path, "rb") as handle:
            self.assertEqual(handle.read(8), PNG_SIGNATURE, f"{path} is not a PNG")
        self.assertGreater(os.path.getsize(path), MIN_PNG_BYTES * (dpi / style.DPI) ** 2,
                           f"{path} is suspiciously small")
        width, height = png_size(path)
        self.assertEqual(width, CHART_WIDTH_INCHES * dpi)
        self.assertGreaterEqual(height, 4.8 * dpi)

    def write(self, name: str, text: str) -> str:
        path = os.path.join(self.tmp, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path
