"""Tests for the device charts of scripts/plot.py (hitchbench-device/1 files, written by ``harness import``).

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

The fixtures are scripts/fixtures/device-fixit-fling.json (an Instruments run imported from the exports in
scripts/fixtures/device/) and device-metrickit-sales.json (three MetricKit payloads); the chart tests read what
was drawn through the artists' gids, never timings.
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PLOT = os.path.join(HERE, "plot.py")
FIXTURES = os.path.join(HERE, "fixtures")
INSTRUMENTS = "device-fixit-fling.json"
METRICKIT = "device-metrickit-sales.json"

sys.path.insert(0, HERE)
import matplotlib  # noqa: E402
import matplotlib.axes  # noqa: E402
import matplotlib.text  # noqa: E402

from hitchplot import load  # noqa: E402
from hitchplot.device import plot_device  # noqa: E402
from hitchplot.style import STYLE  # noqa: E402


def read_fixture(name: str) -> dict:
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as handle:
        return json.load(handle)


def built(document: dict):
    with matplotlib.rc_context(STYLE):
        return plot_device(document)


def paths_of(figure, gid: str) -> int:
    """How many rectangles the collections with `gid` hold."""
    return sum(len(artist.get_paths()) for artist in figure.findobj() if artist.get_gid() == gid
               and hasattr(artist, "get_paths"))


class DeviceChartTests(unittest.TestCase):
    def test_every_frame_hitch_and_render_of_the_file_is_drawn(self) -> None:
        document = read_fixture(INSTRUMENTS)
        figure = built(document)
        self.assertEqual(paths_of(figure, "device:frames"), len(document["frames"]))
        self.assertEqual(paths_of(figure, "device:renders"), len(document["renders"]))
        counted = [hitch for hitch in document["hitches"] if hitch["counted"]]
        self.assertEqual(paths_of(figure, "device:hitches"), len(counted))
        self.assertEqual(len(counted), document["summary"]["hitches"])
        self.assertEqual(paths_of(figure, "device:system-hitches"), document["summary"]["systemHitches"])
        self.assertEqual(len([a for a in figure.findobj() if a.get_gid() == "scroll"]), len(document["scrolls"]))

    def test_the_header_shows_the_files_figures_not_recomputed_ones(self) -> None:
        document = read_fixture(INSTRUMENTS)
        document["summary"]["scrollHitchTimeRatioMsPerSecond"] = 12.345
        texts = [text.get_text() for text in built(document).findobj(matplotlib.text.Text)]
        self.assertTrue(any("scroll 12.35 ms/s" in text for text in texts), texts)

    def test_a_run_without_renders_has_no_render_lane(self) -> None:
        document = read_fixture(INSTRUMENTS)
        document["renders"] = []
        figure = built(document)
        self.assertEqual(paths_of(figure, "device:renders"), 0)
        self.assertEqual(len([ax for ax in figure.findobj(matplotlib.axes.Axes)]), 1)

    def test_a_metrickit_run_draws_each_payloads_ratios(self) -> None:
        document = read_fixture(METRICKIT)
        figure = built(document)
        scroll = [a for a in figure.findobj() if a.get_gid() == "payload:scrollHitchTimeRatioMsPerSecond"]
        hitch = [a for a in figure.findobj() if a.get_gid() == "payload:hitchTimeRatioMsPerSecond"]
        heights = [round(bar.get_height(), 6) for bar in scroll]
        self.assertEqual(heights, [p["scrollHitchTimeRatioMsPerSecond"] for p in document["payloads"]])
        self.assertEqual(len(hitch), sum(p["hitchTimeRatioMsPerSecond"] is not None for p in document["payloads"]))

    def test_a_hitch_on_a_long_recording_is_a_few_pixels_wide(self) -> None:
        # A copy edited in memory: the fixture's recording is 2.2 s; a 40 s one with a 200 ms hitch at 18.69 s
        # would draw it 0.82 of an interval (13.7 ms) wide, under a pixel.
        document = copy.deepcopy(read_fixture(INSTRUMENTS))
        document["summary"]["traceSeconds"] = 40.0
        document["hitches"] = [{**document["hitches"][0], "startSeconds": 18.69, "durationMs": 200.0, "counted": True,
                                "isSystem": False}]
        figure = built(document)
        figure.canvas.draw()
        collection = next(a for a in figure.findobj() if a.get_gid() == "device:hitches")
        axes = collection.axes
        xs = [x for x, _y in axes.transData.transform(collection.get_paths()[0].vertices)]
        self.assertGreaterEqual(max(xs) - min(xs), 2.5)

    def test_the_refresh_rate_and_where_it_comes_from_are_stated(self) -> None:
        document = read_fixture(INSTRUMENTS)
        texts = [text.get_text() for text in built(document).findobj(matplotlib.text.Text)]
        self.assertTrue(any("60 Hz (from display-vsyncs-interval)" in text for text in texts), texts)
        document = copy.deepcopy(document)
        document["summary"].update(refreshHz=None, budgetMs=None)  # as the harness writes a file without a rate
        texts = [text.get_text() for text in built(document).findobj(matplotlib.text.Text)]
        self.assertTrue(any("rate not in the export" in text for text in texts), texts)

    def test_the_compare_summary_draws_the_device_rows(self) -> None:
        from hitchplot.summary import plot_compare_summary
        # A copy edited in memory: compare-one-fling.json with the device row compare --device writes (its
        # summary fields are the device file's, and the ratio judged is the scroll one).
        compare = copy.deepcopy(read_fixture("compare-one-fling.json"))
        device = read_fixture(INSTRUMENTS)
        compare["devices"] = [{"label": device["label"], "source": "instruments", "runs": 1, "runsLabel": "1 run",
                               "files": ["d.json"],
                               "ratio": "scroll", "ratioMsPerSecond": device["summary"]["scrollHitchTimeRatioMsPerSecond"],
                               "ratioMsPerSecondLow": None, "ratioMsPerSecondHigh": None, "maxHitchMsLow": None,
                               "maxHitchMsHigh": None, **device["summary"]}]
        load.validate_document(compare)
        with matplotlib.rc_context(STYLE):
            figure = plot_compare_summary(compare, "cpu")
        bars = [a for a in figure.findobj() if a.get_gid() == "device-ratio"]
        self.assertEqual([round(bar.get_width(), 6) for bar in bars], [device["summary"]["scrollHitchTimeRatioMsPerSecond"]])
        texts = [text.get_text() for text in figure.findobj(matplotlib.text.Text)]
        self.assertIn(device["label"], texts)

    def test_a_device_file_missing_a_field_is_refused(self) -> None:
        document = copy.deepcopy(read_fixture(INSTRUMENTS))
        del document["summary"]["frames"]
        with self.assertRaisesRegex(load.InputError, r"missing key 'summary.frames'"):
            load.validate_document(document)


class DevicePlotCommandTests(unittest.TestCase):
    def setUp(self) -> None:
        self.tmp = tempfile.mkdtemp(prefix="device-plot-test-")
        self.addCleanup(shutil.rmtree, self.tmp, ignore_errors=True)

    def test_plot_writes_one_timeline_per_device_file(self) -> None:
        run = subprocess.run([sys.executable, PLOT, os.path.join(FIXTURES, INSTRUMENTS), os.path.join(FIXTURES, METRICKIT),
                              "--out-dir", self.tmp, "--dpi", "40", "--clock", "wall"],
                             capture_output=True, text=True, timeout=300)
        self.assertEqual(run.returncode, 0, run.stderr)
        names = ["device-fixit-fling-timeline.png", "device-metrickit-sales-timeline.png"]
        self.assertEqual(run.stdout.split(), [os.path.join(self.tmp, name) for name in names])
        for name in names:
            with open(os.path.join(self.tmp, name), "rb") as handle:
                self.assertEqual(handle.read(8), b"\x89PNG\r\n\x1a\n")
        self.assertIn("a device run was measured on a phone; --clock wall does not apply", run.stderr)

    def test_a_broken_device_file_is_one_line_and_exit_2(self) -> None:
        document = read_fixture(METRICKIT)
        document["source"] = "perfetto"
        path = os.path.join(self.tmp, "bad.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(document, handle)
        run = subprocess.run([sys.executable, PLOT, path, "--out-dir", self.tmp], capture_output=True, text=True, timeout=300)
        self.assertEqual(run.returncode, 2)
        self.assertEqual(run.stderr, f"plot.py: {path}: 'source' is a string, expected \"instruments\" or \"metrickit\"\n")
        self.assertEqual(os.listdir(self.tmp), ["bad.json"])


if __name__ == "__main__":
    unittest.main()
