"""Tests for scripts/plot.py.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

The CLI tests run plot.py in a subprocess (as a user would) on the fixtures in scripts/fixtures/
and write into temporary directories; the chart tests import the hitchplot package (the code
plot.py runs) and read what was drawn through the artists' gids (``scroll``, ``deferred``,
``marker:<effect>``, ``ratio:<kind>``, ``ratio-interval:<kind>``, ``ratio-label:<kind>``), never timings.

Drawing is what costs (about half a second a figure), so each figure is drawn once: the CLI tests
share three plot.py runs started together in ``setUpClass`` (at ``--dpi 40``: the layout is the same
in inches at any resolution, and one test keeps the default 150 dpi), and the chart tests share the
figures of the unedited fixtures through ``figure_of``, built but not drawn again (their artists
hold what the tests read; a test that edits a document draws its own). Tests only read a shared
figure.
"""

from __future__ import annotations

import copy
import functools
import json
import os
import re
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
MIN_PNG_BYTES = 20_000  # at the default 150 dpi; scaled by the square of the resolution below
TEST_DPI = 40
CHART_WIDTH_INCHES = 12  # every chart's width

sys.path.insert(0, HERE)
import matplotlib  # noqa: E402
import matplotlib.text  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

import plot  # noqa: E402
from hitchplot import display_model, labels, load, style, views  # noqa: E402
from hitchplot.growth import plot_sweep_growth  # noqa: E402
from hitchplot.style import STYLE  # noqa: E402
from hitchplot.summary import plot_compare_summary  # noqa: E402
from hitchplot.timeline import plot_compare_timeline, plot_result_timeline  # noqa: E402

FIVE = "compare-one-fling.json"
HITCHES = "compare-tap-select-1200d-only-render-all+tiles+window.json"
COUNTED = "compare-one-fling-instructions.json"
CUSTOM = "compare-tap-select-only-render-all+tiles+scroll-blit.json"
# Fixture file -> the PNGs it must produce (named after the input file).
EXPECTED = {
    "one-fling-window.json": ["one-fling-window-timeline.png"],
    "one-fling-tiles.json": ["one-fling-tiles-timeline.png"],
    "tap-select-render-all-1200d.json": ["tap-select-render-all-1200d-timeline.png"],
    FIVE: ["compare-one-fling-timeline.png", "compare-one-fling-summary.png"],
    HITCHES: ["compare-tap-select-1200d-only-render-all+tiles+window-timeline.png",
              "compare-tap-select-1200d-only-render-all+tiles+window-summary.png"],
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


def plot_command(*args: str) -> list[str]:
    return [sys.executable, PLOT, *args]


def run_plot(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(plot_command(*args), capture_output=True, text=True, timeout=300)


def run_plots_together(*commands: list[str]) -> list[subprocess.CompletedProcess]:
    """Runs plot.py commands at the same time (the machine's cores draw them side by side), returning each one's
    completed process in order."""
    started = [(command, subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
               for command in commands]
    done = []
    for command, process in started:
        stdout, stderr = process.communicate(timeout=300)
        done.append(subprocess.CompletedProcess(command, process.returncode, stdout, stderr))
    return done


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
    """The figure of an unedited fixture, made once for the whole module: `chart` is ``timeline`` (a result's, or a
    compare's panels), ``summary`` or ``growth``; `clock` as plot.py's ``--clock``. Read it only. It is not drawn
    unless `draw`: FixturePlotTests draws every fixture at its own clock through plot.py, and four on the wall
    clock."""
    document = read_fixture(name)
    make = drawn if draw else built
    if chart == "growth":
        return make(lambda: plot_sweep_growth(document))
    if chart == "summary":
        return make(lambda: plot_compare_summary(document, clock or document["clock"]))
    if document["format"] == load.COMPARE_FORMAT:
        return make(lambda: plot_compare_timeline(document, clock or document["clock"]))
    return make(lambda: plot_result_timeline(views.timeline_from_result(document, clock)))


def artists(figure, gid: str) -> list:
    return [artist for artist in figure.findobj() if artist.get_gid() == gid]


def frame_bars(ax) -> list[tuple[float, float, float]]:
    """(left, right, height) of each frame bar of a timeline panel: the rectangles of its ``frames`` (on time) and
    ``frames:hitch`` (late) collections."""
    bars = []
    for collection in ax.collections:
        if collection.get_gid() in ("frames", "frames:hitch"):
            for path in collection.get_paths():
                xs, ys = path.vertices[:, 0], path.vertices[:, 1]
                bars.append((float(xs.min()), float(xs.max()), float(ys.max())))
    return bars


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


# As the harness names compares of fling: the seed's 60 days, 365 days, and 120 Hz.
SETTINGS_NAMES = ("compare-fling.json", "compare-fling-365d.json", "compare-fling-120hz.json")
WALL = ("tap-select-render-all-1200d.json", HITCHES, COUNTED, "sweep-one-fling-instructions.json")
# Files --clock does not apply to (counted instructions, and a sweep): the wall run draws them as the all-fixtures
# run does.
CLOCKLESS = (COUNTED, "sweep-one-fling-instructions.json")


class FixturePlotTests(TempDirTestCase):
    """Three plot.py runs, started together once for the class (each process importing matplotlib costs about a
    second): every fixture in one call at --dpi 40; three copies of a compare named as compares of different
    settings, with the defaults (PNGs next to the inputs, 150 dpi); and four fixtures on --clock wall at
    --dpi 40, two of them files it does not apply to."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.shared = tempfile.mkdtemp(prefix="plot-test-shared-")
        cls.names = sorted(EXPECTED)
        cls.all_dir = os.path.join(cls.shared, "all")
        cls.settings_dir = os.path.join(cls.shared, "settings")
        os.makedirs(cls.settings_dir)
        cls.settings_inputs = [os.path.join(cls.settings_dir, name) for name in SETTINGS_NAMES]
        for path in cls.settings_inputs:
            shutil.copy(fixture(HITCHES), path)
        cls.wall_dir = os.path.join(cls.shared, "wall")
        dpi = ("--dpi", str(TEST_DPI))
        cls.all_run, cls.settings_run, cls.wall_run = run_plots_together(
            plot_command(*[fixture(name) for name in cls.names], "--out-dir", cls.all_dir, *dpi),
            plot_command(*cls.settings_inputs),
            plot_command(*[fixture(name) for name in WALL], "--clock", "wall", "--out-dir", cls.wall_dir, *dpi))

    @classmethod
    def tearDownClass(cls) -> None:
        shutil.rmtree(cls.shared, ignore_errors=True)

    def test_every_fixture_writes_its_pngs_in_one_call(self) -> None:
        result = self.all_run
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "")
        # Every path printed, input by input in the order given, each chart in its order.
        expected_paths = [os.path.join(self.all_dir, output) for name in self.names for output in EXPECTED[name]]
        self.assertEqual(result.stdout.splitlines(), expected_paths)
        for name in self.names:
            for output in EXPECTED[name]:
                with self.subTest(fixture=name, png=output):
                    self.assert_png(os.path.join(self.all_dir, output))
        self.assertEqual(sorted(os.listdir(self.all_dir)), sorted(os.path.basename(path) for path in expected_paths),
                         "stray files left behind")

    def test_compares_of_different_settings_keep_their_own_plots_next_to_their_inputs(self) -> None:
        result = self.settings_run
        self.assertEqual(result.returncode, 0, result.stderr)
        written = [f"compare-fling{settings}-{kind}.png" for settings in ("", "-365d", "-120hz")
                   for kind in ("timeline", "summary")]
        self.assertEqual(result.stdout.splitlines(), [os.path.join(self.settings_dir, name) for name in written])
        self.assertEqual(sorted(os.listdir(self.settings_dir)), sorted(written + list(SETTINGS_NAMES)))

    def test_the_default_resolution_is_150_dpi(self) -> None:
        self.assertEqual(self.settings_run.returncode, 0, self.settings_run.stderr)
        for name in os.listdir(self.settings_dir):
            if name.endswith(".png"):
                with self.subTest(png=name):
                    path = os.path.join(self.settings_dir, name)
                    self.assert_png(path, dpi=style.DPI)
                    width, height = png_size(path)
                    self.assertGreaterEqual(width, 1200)
                    self.assertGreaterEqual(height, 600)
        # plot.py keeps its own copy so that it need not import matplotlib before the inputs are read.
        self.assertEqual(plot.DEFAULT_DPI, style.DPI)

    def test_output_is_deterministic(self) -> None:
        # Byte for byte the same PNGs for the same document: in one process (the three copies) and in two (the
        # files --clock wall does not apply to, drawn by the all-fixtures run and by the wall run).
        self.assertEqual(self.settings_run.returncode, 0, self.settings_run.stderr)
        for kind in ("timeline", "summary"):
            pngs = set()
            for settings in ("", "-365d", "-120hz"):
                with open(os.path.join(self.settings_dir, f"compare-fling{settings}-{kind}.png"), "rb") as handle:
                    pngs.add(handle.read())
            self.assertEqual(len(pngs), 1, f"the {kind}s of the three copies differ")
        self.assertEqual(self.wall_run.returncode, 0, self.wall_run.stderr)
        for name in CLOCKLESS:
            for output in EXPECTED[name]:
                with self.subTest(png=output), open(os.path.join(self.all_dir, output), "rb") as first, \
                        open(os.path.join(self.wall_dir, output), "rb") as second:
                    self.assertEqual(first.read(), second.read(), f"{output} differs between runs")

    def test_wall_clock(self) -> None:
        result = self.wall_run
        self.assertEqual(result.returncode, 0, result.stderr)
        for name in WALL:
            for output in EXPECTED[name]:
                with self.subTest(fixture=name, png=output):
                    self.assert_png(os.path.join(self.wall_dir, output))

    def test_another_clock_on_counted_instructions_is_a_note(self) -> None:
        lines = self.wall_run.stderr.splitlines()
        self.assertEqual([read_fixture(name)["clock"] for name in CLOCKLESS], [load.INSTRUCTIONS] * 2)
        self.assertEqual(len(lines), len(CLOCKLESS), self.wall_run.stderr)  # the time files get no note
        for line, name in zip(lines, CLOCKLESS):
            with self.subTest(fixture=name):
                self.assertIn(fixture(name), line)
                self.assertIn("counted instructions, not times; --clock wall does not apply", line)

    def test_two_inputs_that_would_write_the_same_png_are_refused(self) -> None:
        first, second = os.path.join(self.tmp, "a"), os.path.join(self.tmp, "b")
        for folder in (first, second):
            os.makedirs(folder)
            shutil.copy(fixture(HITCHES), os.path.join(folder, "compare-fling.json"))
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

    def test_a_resolution_out_of_range_is_refused(self) -> None:
        for value in ("5", "601", "many"):
            with self.subTest(dpi=value):
                result = run_plot(fixture("one-fling-window.json"), "--dpi", value, "--out-dir", self.tmp)
                self.assertEqual(result.returncode, 2)
                self.assertIn("--dpi", result.stderr)
                self.assertEqual(os.listdir(self.tmp), [])

    def test_help(self) -> None:
        result = run_plot("--help")
        self.assertEqual(result.returncode, 0)
        for text in ("--out-dir", "--clock", "--dpi", "hitchbench-result/2", "hitchbench-compare/2",
                     "hitchbench-sweep/2", "HitchBench 0.1", "instructions"):
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

    def edited(self, name: str, edit) -> str:
        document = read_fixture(name)
        edit(document)
        return self.write(f"edited-{name}", json.dumps(document))

    def test_not_json(self) -> None:
        self.assert_rejected(self.write("broken.json", '{"format": "hitchbench-result/2", '), mentions="not valid JSON")

    def test_plain_text(self) -> None:
        self.assert_rejected(self.write("hello.json", "hello\n"), mentions="not valid JSON")

    def test_unknown_format_tag(self) -> None:
        self.assert_rejected(self.write("other.json", json.dumps({"format": "hitchbench-trace/1", "name": "fling"})),
                             mentions="unknown format")

    def test_hitchbench_0_1_files_are_refused_naming_their_format(self) -> None:
        for name, tag in (("one-fling-window.json", "hitchbench-result/1"), (FIVE, "hitchbench-compare/1"),
                          ("sweep-one-fling.json", "hitchbench-sweep/1")):
            with self.subTest(format=tag):
                path = self.edited(name, lambda document: document.update(format=tag))
                self.assert_rejected(path, mentions=f"{tag} comes from HitchBench 0.1")
                self.assert_rejected(path, mentions="re-run it")

    def test_the_printed_compare_table_is_refused_with_what_to_plot(self) -> None:
        path = self.write("table.json", json.dumps({"format": "hitchbench-compare-table/2", "check": None, "traces": []}))
        self.assert_rejected(path, mentions="plot the compare-<trace>.json")

    def test_top_level_not_object(self) -> None:
        self.assert_rejected(self.write("list.json", "[1, 2, 3]"), mentions="expected a JSON object")

    def test_missing_format(self) -> None:
        self.assert_rejected(self.write("noformat.json", "{}"), mentions="missing key 'format'")

    def test_missing_frame_key(self) -> None:
        path = self.edited("one-fling-window.json", lambda document: document["frames"][5].pop("cpuMs"))
        self.assert_rejected(path, mentions="frames[5].cpuMs")

    def test_missing_effect_field(self) -> None:
        path = self.edited("one-fling-window.json", lambda document: document["frames"][5]["effects"].pop("edgeStall"))
        self.assert_rejected(path, mentions="frames[5].effects.edgeStall")

    def test_counter_that_is_not_a_number(self) -> None:
        path = self.edited("one-fling-tiles.json",
                           lambda document: document["frames"][2]["counters"].update(tilesConfigured="two"))
        self.assert_rejected(path, mentions="frames[2].counters.tilesConfigured")

    def test_missing_key_in_compare_result(self) -> None:
        path = self.edited(FIVE, lambda document: document["results"][1]["summaries"].pop("wall"))
        self.assert_rejected(path, mentions="results[1].summaries.wall")

    def test_counted_frame_without_instructions(self) -> None:
        path = self.edited(COUNTED, lambda document: document["results"][0]["frames"][3].update(instructions=None))
        self.assert_rejected(path, mentions="results[0].frames[3].instructions")

    def test_wrong_type_in_sweep(self) -> None:
        path = self.edited("sweep-one-fling.json", lambda document: document["points"][0].update(p50FrameMs="fast"))
        self.assert_rejected(path, mentions="points[0].p50FrameMs")

    def test_missing_file(self) -> None:
        self.assert_rejected(os.path.join(self.tmp, "nope.json"), mentions="cannot read")

    def test_one_bad_input_means_nothing_is_written(self) -> None:
        bad = self.write("bad.json", "not json")
        self.assert_rejected(bad, mentions="not valid JSON", extra_inputs=(fixture("one-fling-window.json"),))

    def test_refusals_come_before_matplotlib_is_imported(self) -> None:
        # Refusing is quick: reading the inputs and naming the outputs need no matplotlib (python's -X importtime
        # lists every module imported, on stderr).
        bad = self.write("bad.json", "not json")
        for folder in ("a", "b"):
            os.makedirs(os.path.join(self.tmp, folder))
            shutil.copy(fixture("one-fling-window.json"), os.path.join(self.tmp, folder, "run.json"))
        clash = (os.path.join(self.tmp, "a", "run.json"), os.path.join(self.tmp, "b", "run.json"), "--out-dir", self.tmp)
        for case, args in (("bad input", (bad,)), ("two inputs writing one PNG", clash)):
            with self.subTest(case=case):
                result = subprocess.run([sys.executable, "-X", "importtime", PLOT, *args], capture_output=True,
                                        text=True, timeout=300)
                self.assertEqual(result.returncode, 2, result.stderr)
                self.assertIn("hitchplot.load", result.stderr)
                self.assertNotIn("matplotlib", result.stderr)


class TimelineRangeTests(unittest.TestCase):
    """Panels share their x axis: it must hold every panel's frames, markers and scrolls, not only the last panel's."""

    def assert_everything_inside(self, figure) -> None:
        checked_markers = 0
        for ax in figure.axes:
            if not ax.has_data():
                continue
            right = ax.get_xlim()[1]
            bars = [end for _start, end, _height in frame_bars(ax)]
            # Lines drawn with markers: effect lanes and deferral arrows, at data x (the budget line has none).
            markers = [x for line in ax.lines if line.get_marker() not in (None, "None", "none", "", " ")
                       for x in line.get_xdata()]
            with self.subTest(panel=ax.get_title(loc="left")):
                self.assertTrue(bars)
                self.assertLessEqual(max(bars), right)
                self.assertLessEqual(max(markers, default=0.0), right)
            checked_markers += len(markers)
        self.assertGreater(checked_markers, 0)

    def test_a_panel_ending_early_does_not_cut_the_others(self) -> None:
        document = read_fixture(FIVE)
        # The last panel ends first; tiles gets a marker at its last frame.
        document["results"][-1]["frames"] = document["results"][-1]["frames"][:60]
        document["results"][1]["frames"][-1]["counters"]["tilesConfigured"] = 2
        with matplotlib.rc_context(STYLE):
            self.assert_everything_inside(plot_compare_timeline(document, document["clock"]))

    def test_every_fixture_keeps_its_frames_and_markers_inside(self) -> None:
        for name in (FIVE, HITCHES, COUNTED, CUSTOM):
            with self.subTest(fixture=name):
                # cpu: the time fixtures' own clock; the counted one ignores it (see the instruction timeline test).
                self.assert_everything_inside(figure_of(name, "timeline", "cpu"))


class TimelineContentTests(unittest.TestCase):
    """What a timeline draws comes from the frames' fields: effects, counters, dueIndex, and the run's scrolls."""

    def timeline_figure(self, result: dict, clock: str | None = None):
        """The timeline of an edited result, drawn for the test (an unedited fixture's is `figure_of`'s)."""
        return drawn(lambda: plot_result_timeline(views.timeline_from_result(result, clock)))

    def marker_xs(self, figure, key: str) -> list[float]:
        return [x for line in artists(figure, f"marker:{key}") for x in line.get_xdata()]

    def test_markers_come_from_effects_and_the_tiles_counter(self) -> None:
        checks = {"dataSwapped": lambda f: f["effects"]["dataSwapped"],
                  "contentJump": lambda f: f["effects"]["contentJumpPixels"] != 0,
                  "yRescaled": lambda f: f["effects"]["yRescaled"],
                  "edgeStall": lambda f: f["effects"]["edgeStall"],
                  "tilesConfigured": lambda f: f["counters"].get("tilesConfigured", 0) > 0}
        seen = set()
        for name in ("one-fling-window.json", "one-fling-tiles.json"):
            result = read_fixture(name)
            figure = figure_of(name, "timeline")
            hz = result["summary"]["refreshHz"]
            for key, marks in checks.items():
                with self.subTest(fixture=name, marker=key):
                    expected = [frame["index"] / hz for frame in result["frames"] if marks(frame)]
                    drawn_xs = self.marker_xs(figure, key)
                    self.assertEqual(len(drawn_xs), len(expected))
                    for x, start in zip(drawn_xs, expected):
                        self.assertGreaterEqual(x, start)
                        self.assertLess(x, start + 1 / hz)
                    if expected:
                        seen.add(key)
        self.assertTrue({"dataSwapped", "contentJump", "edgeStall", "tilesConfigured"} <= seen, seen)

    def test_content_jumps_are_labelled_with_their_pixels(self) -> None:
        result = read_fixture("one-fling-window.json")
        figure = figure_of("one-fling-window.json", "timeline")
        labels = {text.get_text() for text in figure.axes[0].texts}
        jumps = {f"{frame['effects']['contentJumpPixels']:g} px" for frame in result["frames"]
                 if frame["effects"]["contentJumpPixels"]}
        self.assertTrue(jumps)
        self.assertLessEqual(jumps, labels)

    def test_notes_are_not_read(self) -> None:
        result = read_fixture("one-fling-window.json")
        figure = figure_of("one-fling-window.json", "timeline")
        before = {kind: self.marker_xs(figure, kind) for kind in ("dataSwapped", "contentJump", "edgeStall")}
        misleading = copy.deepcopy(result)
        for frame in misleading["frames"]:
            frame["notes"] = "data swapped; content jump 999 px; y rescaled; edge stall; 9 tiles configured"
        after_figure = self.timeline_figure(misleading)
        for kind, xs in before.items():
            self.assertEqual(self.marker_xs(after_figure, kind), xs)
        self.assertEqual(self.marker_xs(after_figure, "yRescaled"), [])
        self.assertNotIn("999 px", {text.get_text() for text in after_figure.axes[0].texts})
        del misleading["frames"][0]["notes"]
        load.validate_document(misleading)  # a frame without notes is still a frame

    def test_deferred_frames_wait_from_their_due_vsync(self) -> None:
        result = read_fixture("tap-select-render-all-1200d.json")
        hz = result["summary"]["refreshHz"]
        deferred = [frame for frame in result["frames"] if frame["index"] > frame["dueIndex"]]
        self.assertEqual(len(deferred), result["summary"]["deferredFrames"])
        self.assertGreater(len(deferred), 0)
        figure = figure_of("tap-select-render-all-1200d.json", "timeline")
        lines = next(artist for artist in artists(figure, "deferred") if hasattr(artist, "get_segments"))
        segments = lines.get_segments()
        self.assertEqual(len(segments), len(deferred))
        for segment, frame in zip(segments, deferred):
            self.assertAlmostEqual(segment[0][0], frame["dueIndex"] / hz)
            self.assertGreater(segment[1][0], frame["index"] / hz)

    def test_scrolling_intervals_are_shaded(self) -> None:
        result = read_fixture("tap-select-render-all-1200d.json")
        figure = figure_of("tap-select-render-all-1200d.json", "timeline")
        spans = sorted((patch.get_x(), patch.get_x() + patch.get_width()) for patch in artists(figure, "scroll"))
        expected = sorted((s["startSeconds"], s["endSeconds"]) for s in result["scrolls"])
        self.assertEqual(len(spans), len(expected))
        for (x0, x1), (start, end) in zip(spans, expected):
            self.assertAlmostEqual(x0, start)
            self.assertAlmostEqual(x1, end)
        # tap-select taps after its scroll: some hitches fall outside the shading, as its two ratios differ.
        summary = result["summary"]
        self.assertLess(summary["scrollHitches"], summary["hitches"])

    def test_both_hitch_ratios_are_in_the_header(self) -> None:
        result = read_fixture("tap-select-render-all-1200d.json")
        summary = result["summary"]
        figure = figure_of("tap-select-render-all-1200d.json", "timeline")
        header = " ".join(text.get_text() for text in figure.findobj(matplotlib.text.Text))
        self.assertIn(f"scrolling {summary['scrollHitchTimeRatioMsPerSecond']:.1f} ms/s ({summary['band']})", header)
        self.assertIn(f"trace {summary['traceHitchTimeRatioMsPerSecond']:.1f} ms/s", header)

    def test_a_trace_without_scroll_says_so(self) -> None:
        result = read_fixture("tap-select-render-all-1200d.json")
        result["scrolls"] = []
        for summary in [result["summary"], *result["summaries"].values()]:
            summary.update(scrollSeconds=None, scrollHitchTimeRatioMsPerSecond=None, band=None)
        load.validate_document(result)
        figure = self.timeline_figure(result)
        header = " ".join(text.get_text() for text in figure.findobj(matplotlib.text.Text))
        self.assertIn("no scroll · trace", header)
        self.assertEqual(artists(figure, "scroll"), [])

    def test_instruction_timelines_plot_instructions_not_ms(self) -> None:
        document = read_fixture(COUNTED)
        figure = figure_of(COUNTED, "timeline", "cpu")
        for ax, result in zip(figure.axes, document["results"]):
            with self.subTest(strategy=result["metadata"]["strategy"]):
                self.assertIn("instructions", ax.get_ylabel())
                self.assertNotIn("(ms", ax.get_ylabel())
                heights = sorted(height for _left, _right, height in frame_bars(ax))
                self.assertEqual(heights, sorted(float(frame["instructions"]) for frame in result["frames"]))
                self.assertGreaterEqual(ax.get_ylim()[1], max(heights))
        texts = " ".join(text.get_text() for text in figure.findobj(matplotlib.text.Text))
        for timed in ("budget", "ms/s", "hitch (+ms"):
            self.assertNotIn(timed, texts)
        self.assertEqual(artists(figure, "deferred"), [])


def ratio_panel(figure):
    return next(ax for ax in figure.axes if ax.get_title(loc="left").startswith(("Time vs", "Instructions in all")))


def interval_segments(figure, kind: str) -> list:
    return [segment for lines in artists(figure, f"ratio-interval:{kind}") for segment in lines.get_segments()]


class SummaryTests(unittest.TestCase):
    # The summary draws the three time ratios compare prints (p50 per frame, p99 per frame, total), not the p50
    # alone as before, as horizontal bars: a bar's length (get_width) is the ratio, where it was the height of a
    # vertical bar, and the interval runs along x. Each is checked against the row's figures.
    def test_the_three_time_ratios_have_their_intervals_as_error_bars(self) -> None:
        document = read_fixture(FIVE)
        figure = figure_of(FIVE, "summary")
        rows = document["rows"]
        for kind in KINDS:
            key = f"{kind}TimeRatioToRenderAll"
            with self.subTest(ratio=kind):
                bars = artists(figure, f"ratio:{kind}")
                self.assertEqual([bar.get_width() for bar in bars], [row[key] for row in rows])
                segments = interval_segments(figure, kind)
                self.assertEqual(len(segments), len(rows))
                for segment, bar, row in zip(segments, bars, rows):
                    self.assertAlmostEqual(segment[0][0], row[f"{key}Low"])
                    self.assertAlmostEqual(segment[1][0], row[f"{key}High"])
                    self.assertAlmostEqual(segment[0][1], bar.get_y() + bar.get_height() / 2)  # on its own bar
                # Written beside each bar as compare prints it: three decimals, [low–high], each within half a
                # thousandth of the file's figure (rounding is pinned in test_ratios_are_rounded_as_compare_prints).
                written_labels = [text.get_text() for text in artists(figure, f"ratio-label:{kind}")]
                self.assertEqual(len(written_labels), len(rows))
                for label, row in zip(written_labels, rows):
                    match = re.fullmatch(r"(\d+\.\d{3})× \[(\d+\.\d{3})–(\d+\.\d{3})\]", label)
                    self.assertIsNotNone(match, label)
                    for written, end in zip(match.groups(), ("", "Low", "High")):
                        self.assertLessEqual(abs(float(written) - row[key + end]), 0.0005 + 1e-9, label)

    def test_ratios_are_rounded_as_compare_prints(self) -> None:
        # Files keep four decimals; compare prints three from the full value. 0.0745 in a file was at least 0.07445,
        # so compare printed 0.075; Python's own rounding of the float nearest 0.0745 (just below it) gives 0.074.
        self.assertEqual(labels.ratio_digits(0.0745), "0.075")
        self.assertEqual(labels.ratio_digits(0.0744), "0.074")
        self.assertEqual(labels.ratio_digits(1), "1.000")
        self.assertEqual(labels.ratio_digits(12.3456), "12.346")

    def test_the_panel_says_the_interval_is_the_min_max_of_the_repeats(self) -> None:
        # results/README.md: the ratio is the median over the repeats of the ratio within a repeat, and Low/High
        # are the smallest and largest repeat's ratio, so the bar is the min–max range of the repeats.
        panel = ratio_panel(figure_of(FIVE, "summary"))
        self.assertEqual([text.get_text() for text in panel.get_legend().get_texts()],
                         ["p50", "p99", "total", "min–max of repeats"])
        texts = " ".join(text.get_text() for text in panel.texts)
        self.assertIn("median of the 3 repeats' ratios", texts)
        self.assertIn("the min–max range of the repeats", texts)
        self.assertIn("p50, p99 per frame; total", panel.get_xlabel())

    def test_one_repeat_draws_no_interval_and_says_so(self) -> None:
        document = read_fixture(FIVE)
        for row in document["rows"]:
            row.update({f"{kind}TimeRatioToRenderAll{end}": None for kind in KINDS for end in ("Low", "High")})
        figure = drawn(lambda: plot_compare_summary(document, document["clock"]))
        panel = ratio_panel(figure)
        for kind in KINDS:
            with self.subTest(ratio=kind):
                self.assertEqual(artists(figure, f"ratio-interval:{kind}"), [])
                self.assertEqual(len(artists(figure, f"ratio:{kind}")), 5)
        self.assertEqual(sum(text.get_text().endswith("× [?]") for text in panel.texts), 3 * 5)
        self.assertNotIn("min–max of repeats", [text.get_text() for text in panel.get_legend().get_texts()])
        self.assertIn("no interval", " ".join(text.get_text() for text in panel.texts))

    def test_without_render_all_there_is_no_ratio(self) -> None:
        document = read_fixture(FIVE)
        for row in document["rows"]:
            row.update({f"{kind}TimeRatioToRenderAll{end}": None for kind in KINDS for end in ("", "Low", "High")})
        figure = drawn(lambda: plot_compare_summary(document, document["clock"]))
        for kind in KINDS:
            self.assertEqual(artists(figure, f"ratio:{kind}"), [])
        self.assertIn("render-all was not run: no ratio", [text.get_text() for text in ratio_panel(figure).texts])

    def test_on_the_other_clock_the_ratios_are_recomputed_without_interval(self) -> None:
        document = read_fixture(FIVE)
        stats, note = views.compare_stats(document, "wall")
        self.assertIn("wall", note)
        reference = document["results"][0]
        self.assertEqual(reference["metadata"]["strategy"], "render-all")

        def total(result: dict) -> float:
            return sum(frame["wallMs"] for frame in result["frames"])

        for stat, result in zip(stats, document["results"]):
            with self.subTest(strategy=stat.strategy):
                wall, base = result["summaries"]["wall"], reference["summaries"]["wall"]
                self.assertEqual(stat.p50, wall["p50FrameMs"])
                self.assertEqual(stat.hitches, wall["hitches"])
                self.assertAlmostEqual(stat.time_ratios["p50"].value, wall["p50FrameMs"] / base["p50FrameMs"])
                self.assertAlmostEqual(stat.time_ratios["p99"].value, wall["p99FrameMs"] / base["p99FrameMs"])
                # The summaries keep no total: it comes from the kept frames (the last repeat's).
                self.assertAlmostEqual(stat.time_ratios["total"].value, total(result) / total(reference))
                self.assertEqual({(r.low, r.high) for r in stat.time_ratios.values()}, {(None, None)})
        figure = figure_of(FIVE, "summary", "wall", draw=True)  # no plot.py run draws this one
        for kind in KINDS:
            self.assertEqual(len(artists(figure, f"ratio:{kind}")), 5)
            self.assertEqual(artists(figure, f"ratio-interval:{kind}"), [])

    def counter_panel(self, figure):
        return next(ax for ax in figure.axes if ax.get_title(loc="left").startswith("Work counters"))

    def test_counters_are_shown_by_name_on_a_log_scale(self) -> None:
        document = read_fixture(FIVE)
        panel = self.counter_panel(figure_of(FIVE, "summary"))
        self.assertEqual(panel.get_xscale(), "log")
        self.assertEqual([label.get_text() for label in panel.get_yticklabels()], document["results"][0]["counterNames"])
        widest = max(int(value) for result in document["results"] for key, value in result["metrics"].items()
                     if key.startswith("total."))
        self.assertGreaterEqual(panel.get_xlim()[1], widest)

    def test_a_strategys_own_counters_reach_the_summary(self) -> None:
        document = read_fixture(CUSTOM)
        blit = next(result for result in document["results"] if result["metadata"]["strategy"] == "scroll-blit")
        own = [name for name in blit["counterNames"] if name not in document["results"][0]["counterNames"]]
        self.assertEqual(own, ["fullRedraws", "blits"])
        panel = self.counter_panel(figure_of(CUSTOM, "summary"))
        names = [label.get_text() for label in panel.get_yticklabels()]
        self.assertEqual(names[-2:], own)
        values = {f"{name}": int(blit["metrics"][f"total.{name}"]) for name in own}
        self.assertTrue(all(value > 0 for value in values.values()), values)
        # Each of them has exactly one bar (scroll-blit's), as long as its total.
        for row, name in enumerate(names[-2:], start=len(names) - 2):
            widths = [patch.get_x() + patch.get_width() for patch in panel.patches
                      if abs(patch.get_y() + patch.get_height() / 2 - row) < 0.5]
            self.assertEqual(len(widths), 1, name)
            self.assertAlmostEqual(widths[0], values[name])

    def test_instruction_summaries_plot_instructions_per_frame(self) -> None:
        document = read_fixture(COUNTED)
        figure = figure_of(COUNTED, "summary", "cpu")  # a time clock asked for does not apply to counted files
        frames = figure.axes[0]
        self.assertIn("instructions per frame", frames.get_ylabel())
        heights = [patch.get_height() for patch in frames.patches if isinstance(patch, Rectangle)]
        expected = [row[key] for row in document["rows"]
                    for key in ("instructionsP50PerFrame", "instructionsP99PerFrame", "instructionsMaxPerFrame")]
        self.assertEqual(heights[:len(expected)], expected)
        # One bar per strategy, its instructions in all over render-all's (a horizontal bar now: its length is
        # get_width), exact so without interval; and no time ratio at all.
        ratios = artists(figure, "ratio:instructions")
        total = document["rows"][0]["instructionsTotal"]
        self.assertEqual([bar.get_width() for bar in ratios], [row["instructionsTotal"] / total for row in document["rows"]])
        self.assertEqual([text.get_text() for text in artists(figure, "ratio-label:instructions")],
                         [f"{labels.ratio_digits(row['instructionsTotal'] / total)}×" for row in document["rows"]])
        self.assertEqual(artists(figure, "ratio-interval:instructions"), [])
        for kind in KINDS:
            self.assertEqual(artists(figure, f"ratio:{kind}"), [])
        self.assertEqual(ratio_panel(figure).get_title(loc="left"), "Instructions in all vs render-all (exact)")
        texts = " ".join(text.get_text() for text in figure.findobj(matplotlib.text.Text))
        for timed in ("budget", "ms/s", "Hitches and", "deferred", "Time vs", "min–max"):
            self.assertNotIn(timed, texts)


class GrowthTests(unittest.TestCase):
    def test_instruction_sweeps_plot_instructions_per_frame(self) -> None:
        document = read_fixture("sweep-one-fling-instructions.json")
        figure = figure_of("sweep-one-fling-instructions.json", "growth")
        ax = figure.axes[0]
        self.assertIn("instructions per frame", ax.get_ylabel())
        self.assertNotIn("ms", ax.get_ylabel().replace("not ms", ""))
        plotted = {y for line in ax.lines for y in line.get_ydata()}
        counted = {point["instructions"][key] for point in document["points"]
                   for key in ("p50PerFrame", "p99PerFrame", "maxPerFrame")}
        self.assertEqual(plotted, counted)
        low, high = ax.get_ylim()
        self.assertLess(low, min(counted))
        self.assertGreater(high, max(counted))
        texts = " ".join(text.get_text() for text in figure.findobj(matplotlib.text.Text))
        for timed in ("budget", "hitch-free", "run with hitches"):
            self.assertNotIn(timed, texts)

    def test_time_sweeps_mark_the_runs_that_hitched(self) -> None:
        document = read_fixture("sweep-one-fling.json")
        figure = figure_of("sweep-one-fling.json", "growth")
        marked = sorted((x, y) for line in artists(figure, "hitching") for x, y in zip(line.get_xdata(), line.get_ydata()))
        hitched = sorted((p["days"], p["maxFrameMs"]) for p in document["points"] if p["hitches"] > 0)
        self.assertTrue(hitched)
        self.assertEqual(marked, hitched)
        self.assertIn("frame time", figure.axes[0].get_ylabel())


class ModelTests(unittest.TestCase):
    def timed_results(self):
        for name in EXPECTED:
            document = read_fixture(name)
            if document["format"] == load.SWEEP_FORMAT or document["clock"] == load.INSTRUCTIONS:
                continue
            for position, result in enumerate(results_of(document)):
                yield f"{name} [{position}]", result

    def test_display_model_matches_recorded_frames(self) -> None:
        for name, result in self.timed_results():
            with self.subTest(result=name):
                hz = result["summary"]["refreshHz"]
                frames = result["frames"]
                placed = display_model.layout([(f["dueIndex"], f["index"], f[f"{result['clock']}Ms"]) for f in frames], hz)
                self.assertEqual([p.start for p in placed], [f["index"] for f in frames])
                for presentation, frame in zip(placed, frames):
                    self.assertAlmostEqual(presentation.presented / hz, frame["presentedAtSeconds"], places=5)
                    self.assertAlmostEqual(presentation.hitch_intervals * 1000 / hz, frame["hitchMs"], places=3)

    def test_relaid_frames_match_each_clock_summary(self) -> None:
        # Only single runs: with repeats the summaries are medians, the frames the last repeat's.
        single = [(name, result) for name, result in self.timed_results() if result["metadata"]["repeats"] == "1"]
        self.assertGreaterEqual(len(single), 3)
        for name, result in single:
            for clock in load.TIME_CLOCKS:
                with self.subTest(result=name, clock=clock):
                    timeline = views.timeline_from_result(result, clock)
                    summary = result["summaries"][clock]
                    self.assertEqual(sum(hitch > 0 for hitch in timeline.hitch_ms), summary["hitches"])
                    self.assertEqual(sum(timeline.deferred), summary["deferredFrames"])
                    self.assertAlmostEqual(sum(timeline.hitch_ms), summary["totalHitchMs"], places=2)

    def test_display_model_rules(self) -> None:
        # 60 Hz: 16.67 ms budget. A 20 ms frame at vsync 0 is presented at 2 (one interval late), so the change due
        # at 1 waits and starts at 2 (deferred); 40 ms at 5 is presented at 8, so 6's change starts at 8; a frame of
        # exactly the budget is on time.
        placed = display_model.layout([(0, 0, 20), (1, 1, 5), (5, 5, 40), (6, 6, 1), (9, 9, 1000 / 60), (10, 10, 1)], 60)
        self.assertEqual([p.start for p in placed], [0, 2, 5, 8, 9, 10])
        self.assertEqual([p.deferred for p in placed], [False, True, False, True, False, False])
        self.assertEqual([p.hitch_intervals for p in placed], [1, 0, 2, 0, 0, 0])

    def test_hitchy_fixture_has_hitches_and_deferred_frames(self) -> None:
        summary = read_fixture("tap-select-render-all-1200d.json")["summary"]
        self.assertGreater(summary["hitches"], 0)
        self.assertGreater(summary["deferredFrames"], 0)


if __name__ == "__main__":
    unittest.main()
