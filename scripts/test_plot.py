"""Tests for scripts/plot.py.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

The CLI tests run plot.py in a subprocess (as a user would) on the fixtures in scripts/fixtures/
and write into temporary directories; the model tests import the hitchplot package (the code
plot.py runs) directly.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PLOT = os.path.join(HERE, "plot.py")
FIXTURES = os.path.join(HERE, "fixtures")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MIN_PNG_BYTES = 20_000

sys.path.insert(0, HERE)
import matplotlib.pyplot  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

from hitchplot import display_model, load, notes, views  # noqa: E402
from hitchplot.style import STYLE  # noqa: E402
from hitchplot.timeline import plot_compare_timeline  # noqa: E402

# Fixture file -> the PNGs it must produce (named after the input file).
EXPECTED = {
    "result-window.json": ["result-window-timeline.png"],
    "result-tiles.json": ["result-tiles-timeline.png"],
    "result-render-all-hitches.json": ["result-render-all-hitches-timeline.png"],
    "compare-fling.json": ["compare-fling-timeline.png", "compare-fling-summary.png"],
    "compare-fling-five.json": ["compare-fling-five-timeline.png", "compare-fling-five-summary.png"],
    "sweep-fling.json": ["sweep-fling-growth.png"],
    "sweep-fling-five.json": ["sweep-fling-five-growth.png"],
}


def fixture(name: str) -> str:
    return os.path.join(FIXTURES, name)


def run_plot(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, PLOT, *args], capture_output=True, text=True, timeout=300)


def png_size(path: str) -> tuple[int, int]:
    """Width and height from the PNG's IHDR chunk."""
    with open(path, "rb") as handle:
        head = handle.read(24)
    return struct.unpack(">II", head[16:24])


class TempDirTestCase(unittest.TestCase):
    def setUp(self) -> None:
        self.tmp = tempfile.mkdtemp(prefix="plot-test-")
        self.addCleanup(shutil.rmtree, self.tmp, ignore_errors=True)

    def assert_png(self, path: str) -> None:
        self.assertTrue(os.path.isfile(path), f"{path} was not written")
        with open(path, "rb") as handle:
            self.assertEqual(handle.read(8), PNG_SIGNATURE, f"{path} is not a PNG")
        self.assertGreater(os.path.getsize(path), MIN_PNG_BYTES, f"{path} is suspiciously small")
        width, height = png_size(path)
        self.assertGreaterEqual(width, 1200)
        self.assertGreaterEqual(height, 600)

    def write(self, name: str, text: str) -> str:
        path = os.path.join(self.tmp, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path


class FixturePlotTests(TempDirTestCase):
    def test_each_fixture_writes_its_pngs(self) -> None:
        for name, outputs in EXPECTED.items():
            with self.subTest(fixture=name):
                out_dir = os.path.join(self.tmp, name.removesuffix(".json"))
                result = run_plot(fixture(name), "--out-dir", out_dir)
                self.assertEqual(result.returncode, 0, result.stderr)
                self.assertEqual(result.stderr, "")
                expected_paths = [os.path.join(out_dir, output) for output in outputs]
                self.assertEqual(result.stdout.splitlines(), expected_paths)
                for path in expected_paths:
                    self.assert_png(path)
                self.assertEqual(sorted(os.listdir(out_dir)), sorted(outputs), "stray files left behind")

    def test_all_fixtures_in_one_call(self) -> None:
        names = sorted(EXPECTED)
        result = run_plot(*[fixture(name) for name in names], "--out-dir", self.tmp)
        self.assertEqual(result.returncode, 0, result.stderr)
        # The three- and five-strategy fixtures share a trace but not a file name, so they keep their own plots.
        written = [output for name in names for output in EXPECTED[name]]
        self.assertEqual(sorted(os.listdir(self.tmp)), sorted(written))
        self.assertEqual(len(result.stdout.splitlines()), len(written))

    def test_compares_of_different_settings_keep_their_own_plots(self) -> None:
        # As the harness names them: the seed's 60 days, 365 days, and 120 Hz, all of fling.
        inputs = []
        for name in ("compare-fling.json", "compare-fling-365d.json", "compare-fling-120hz.json"):
            inputs.append(os.path.join(self.tmp, name))
            shutil.copy(fixture("compare-fling.json"), inputs[-1])
        out_dir = os.path.join(self.tmp, "plots")
        result = run_plot(*inputs, "--out-dir", out_dir)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(len(result.stdout.splitlines()), 6)
        self.assertEqual(sorted(os.listdir(out_dir)), sorted(
            f"compare-fling{settings}-{kind}.png" for settings in ("", "-365d", "-120hz") for kind in ("timeline", "summary")))

    def test_two_inputs_that_would_write_the_same_png_are_refused(self) -> None:
        first, second = os.path.join(self.tmp, "a"), os.path.join(self.tmp, "b")
        for folder in (first, second):
            os.makedirs(folder)
            shutil.copy(fixture("compare-fling.json"), os.path.join(folder, "compare-fling.json"))
        out_dir = os.path.join(self.tmp, "plots")
        result = run_plot(os.path.join(first, "compare-fling.json"), os.path.join(second, "compare-fling.json"),
                          "--out-dir", out_dir)
        self.assertEqual(result.returncode, 2, result.stderr)
        lines = result.stderr.splitlines()
        self.assertEqual(len(lines), 2, result.stderr)  # the timeline and the summary
        self.assertIn(os.path.join(second, "compare-fling.json"), lines[0])
        self.assertIn("compare-fling-timeline.png", lines[0])
        self.assertEqual(result.stdout, "")
        self.assertFalse(os.path.exists(out_dir), "files were written")

    def test_default_out_dir_is_next_to_the_input(self) -> None:
        copy = os.path.join(self.tmp, "run.json")
        shutil.copy(fixture("result-window.json"), copy)
        result = run_plot(copy)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assert_png(os.path.join(self.tmp, "run-timeline.png"))

    def test_wall_clock(self) -> None:
        for name in ("result-render-all-hitches.json", "compare-fling.json"):
            with self.subTest(fixture=name):
                out_dir = os.path.join(self.tmp, name)
                result = run_plot(fixture(name), "--clock", "wall", "--out-dir", out_dir)
                self.assertEqual(result.returncode, 0, result.stderr)
                for output in EXPECTED[name]:
                    self.assert_png(os.path.join(out_dir, output))

    def test_output_is_deterministic(self) -> None:
        first, second = os.path.join(self.tmp, "a"), os.path.join(self.tmp, "b")
        for out_dir in (first, second):
            self.assertEqual(run_plot(fixture("compare-fling.json"), "--out-dir", out_dir).returncode, 0)
        for output in EXPECTED["compare-fling.json"]:
            with open(os.path.join(first, output), "rb") as a, open(os.path.join(second, output), "rb") as b:
                self.assertEqual(a.read(), b.read(), f"{output} differs between runs")

    def test_help(self) -> None:
        result = run_plot("--help")
        self.assertEqual(result.returncode, 0)
        for text in ("--out-dir", "--clock", "hitchbench-result/1", "hitchbench-compare/1", "hitchbench-sweep/1"):
            self.assertIn(text, result.stdout)


class BadInputTests(TempDirTestCase):
    def assert_rejected(self, path: str, *, mentions: str, extra_inputs: tuple[str, ...] = ()) -> None:
        out_dir = os.path.join(self.tmp, "out")
        result = run_plot(*extra_inputs, path, "--out-dir", out_dir)
        self.assertEqual(result.returncode, 2, result.stderr)
        lines = result.stderr.splitlines()
        self.assertEqual(len(lines), 1, f"expected one stderr line, got: {result.stderr!r}")
        self.assertIn(path, lines[0])
        self.assertIn(mentions, lines[0])
        self.assertEqual(result.stdout, "")
        self.assertFalse(os.path.exists(out_dir) and os.listdir(out_dir), "files were written for bad input")
        self.assertEqual([name for name in os.listdir(self.tmp) if name.endswith((".png", ".tmp"))], [])

    def test_not_json(self) -> None:
        self.assert_rejected(self.write("broken.json", '{"format": "hitchbench-result/1", '), mentions="not valid JSON")

    def test_plain_text(self) -> None:
        self.assert_rejected(self.write("notes.json", "hello\n"), mentions="not valid JSON")

    def test_unknown_format_tag(self) -> None:
        self.assert_rejected(self.write("other.json", json.dumps({"format": "hitchbench-trace/1", "name": "fling"})),
                             mentions="unknown format")

    def test_top_level_not_object(self) -> None:
        self.assert_rejected(self.write("list.json", "[1, 2, 3]"), mentions="expected a JSON object")

    def test_missing_format(self) -> None:
        self.assert_rejected(self.write("noformat.json", "{}"), mentions="missing key 'format'")

    def test_missing_frame_key(self) -> None:
        with open(fixture("result-window.json"), encoding="utf-8") as handle:
            document = json.load(handle)
        del document["frames"][5]["cpuMs"]
        self.assert_rejected(self.write("nocpu.json", json.dumps(document)), mentions="frames[5].cpuMs")

    def test_missing_key_in_compare_result(self) -> None:
        with open(fixture("compare-fling.json"), encoding="utf-8") as handle:
            document = json.load(handle)
        del document["results"][1]["summaries"]["wall"]
        self.assert_rejected(self.write("cmp.json", json.dumps(document)), mentions="results[1].summaries.wall")

    def test_wrong_type_in_sweep(self) -> None:
        with open(fixture("sweep-fling.json"), encoding="utf-8") as handle:
            document = json.load(handle)
        document["points"][0]["p50FrameMs"] = "fast"
        self.assert_rejected(self.write("sweep.json", json.dumps(document)), mentions="points[0].p50FrameMs")

    def test_missing_file(self) -> None:
        self.assert_rejected(os.path.join(self.tmp, "nope.json"), mentions="cannot read")

    def test_one_bad_input_means_nothing_is_written(self) -> None:
        bad = self.write("bad.json", "not json")
        self.assert_rejected(bad, mentions="not valid JSON", extra_inputs=(fixture("result-window.json"),))


class TimelineRangeTests(unittest.TestCase):
    """Panels share their x axis: it must hold every panel's frames and markers, not only the last panel's."""

    def assert_everything_inside(self, document: dict) -> None:
        with matplotlib.rc_context(STYLE):
            figure = plot_compare_timeline(document, document["clock"])
        checked_markers = 0
        for ax in figure.axes:
            if not ax.has_data():
                continue
            right = ax.get_xlim()[1]
            bars = [patch.get_x() + patch.get_width() for patch in ax.patches if isinstance(patch, Rectangle)]
            # Lines drawn with markers: note lanes and skip crosses, at data x (the budget line has none).
            markers = [x for line in ax.lines if line.get_marker() not in (None, "None", "none", "", " ")
                       for x in line.get_xdata()]
            with self.subTest(panel=ax.get_title(loc="left")):
                self.assertTrue(bars)
                self.assertLessEqual(max(bars), right)
                self.assertLessEqual(max(markers, default=0.0), right)
            checked_markers += len(markers)
        self.assertGreater(checked_markers, 0)
        matplotlib.pyplot.close(figure)

    def test_a_panel_ending_early_does_not_cut_the_others(self) -> None:
        with open(fixture("compare-fling.json"), encoding="utf-8") as handle:
            document = json.load(handle)
        # The last panel (window) ends first; tiles gets a marker at its last frame.
        document["results"][2]["frames"] = document["results"][2]["frames"][:60]
        document["results"][1]["frames"][-1]["notes"] = "2 tiles configured"
        self.assert_everything_inside(document)

    def test_the_reference_fling_keeps_the_windows_last_swap_inside(self) -> None:
        # On fling the window's last frame (a swap, 9.85 s) comes after the others' (9.6 s); the x axis
        # used to end at the last panel's last frame, leaving that marker outside the panel.
        document = load.load_document(os.path.join(HERE, "..", "results", "reference", "compare-fling.json"))
        window = next(result for result in document["results"] if result["metadata"]["strategy"] == "window")
        self.assertIn("data swapped", window["frames"][-1]["notes"])
        self.assert_everything_inside(document)


class ModelTests(unittest.TestCase):
    def load(self, name: str) -> dict:
        return load.load_document(fixture(name))

    def results(self):
        for name in EXPECTED:
            document = self.load(name)
            if document["format"] == load.RESULT_FORMAT:
                yield name, document
            elif document["format"] in load.COMPARE_FORMATS:
                for position, result in enumerate(document["results"]):
                    yield f"{name} results[{position}]", result

    def test_display_model_matches_recorded_frames(self) -> None:
        for name, result in self.results():
            with self.subTest(result=name):
                hz = result["summary"]["refreshHz"]
                layout = display_model.display_layout([frame[f"{result['clock']}Ms"] for frame in result["frames"]], hz)
                self.assertEqual([skipped for skipped, _ in layout], [frame["skipped"] for frame in result["frames"]])
                for (_, hitch), frame in zip(layout, result["frames"]):
                    self.assertAlmostEqual(hitch, frame["hitchMs"], places=3)

    def test_recomputed_hitches_match_each_clock_summary(self) -> None:
        for name, result in self.results():
            for clock in load.CLOCKS:
                with self.subTest(result=name, clock=clock):
                    timeline = views.timeline_from_result(result, clock)
                    summary = result["summaries"][clock]
                    self.assertEqual(sum(hitch > 0 for hitch in timeline.hitch_ms), summary["hitches"])
                    self.assertEqual(sum(timeline.skipped), summary["skippedFrames"])

    def test_display_model_rules(self) -> None:
        # 60 Hz: 16.67 ms budget. 20 ms -> presented one vsync late, next frame skipped;
        # 40 ms -> two late, two skipped; exactly the budget is on time.
        layout = display_model.display_layout([10, 20, 5, 40, 1, 1, 1000 / 60, 1], 60)
        self.assertEqual([skipped for skipped, _ in layout], [False, False, True, False, True, True, False, False])
        self.assertEqual([round(hitch, 2) for _, hitch in layout], [0, 16.67, 0, 33.33, 0, 0, 0, 0])

    def test_hitchy_fixture_has_hitches_and_skips(self) -> None:
        summary = self.load("result-render-all-hitches.json")["summary"]
        self.assertGreater(summary["hitches"], 0)
        self.assertGreater(summary["skippedFrames"], 0)

    def test_note_kinds(self) -> None:
        self.assertEqual(notes.note_kinds(""), set())
        self.assertEqual(notes.note_kinds("data swapped; content jump 73 px"), {"swap"})
        self.assertEqual(notes.note_kinds("edge stall"), {"stall"})
        self.assertEqual(notes.note_kinds("3 tiles configured; y rescaled"), {"tiles", "rescale"})
        self.assertEqual(notes.note_kinds("something new"), {"other"})

    def test_compare_stats_on_the_other_clock(self) -> None:
        document = self.load("compare-fling.json")
        stats, _ = views.compare_stats(document, "wall")
        self.assertEqual([s.strategy for s in stats], ["render-all", "tiles", "window"])
        self.assertAlmostEqual(stats[0].time_ratio, 1.0)
        for stat, result in zip(stats, document["results"]):
            self.assertEqual(stat.p50_ms, result["summaries"]["wall"]["p50FrameMs"])

    def test_compare_format_2_gives_its_total_ratio(self) -> None:
        """hitchbench-compare/2 names the total ratio `totalTimeRatioToRenderAll` beside the per-frame ones."""
        document = self.load("compare-fling.json")
        document["format"] = load.COMPARE_FORMAT
        for row in document["rows"]:
            total = row.pop("timeRatioToRenderAll")
            for kind in ("p50", "p99", "total"):
                row.update({f"{kind}TimeRatioToRenderAll": total, f"{kind}TimeRatioToRenderAllLow": None,
                            f"{kind}TimeRatioToRenderAllHigh": None})
        load.validate_compare(document, "")
        stats, _ = views.compare_stats(document, document["clock"])
        self.assertEqual([s.time_ratio for s in stats], [row["totalTimeRatioToRenderAll"] for row in document["rows"]])
        del document["rows"][1]["p99TimeRatioToRenderAllHigh"]
        with self.assertRaises(load.InputError):
            load.validate_compare(document, "")


if __name__ == "__main__":
    unittest.main()
