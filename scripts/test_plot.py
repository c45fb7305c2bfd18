"""Tests for scripts/plot.py as a user runs it: the PNGs it writes for every fixture, their names, resolution
and determinism, --clock, and the refusal of clashing outputs.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

The tests run plot.py in a subprocess on the fixtures in scripts/fixtures/ and write into temporary
directories. Drawing is what costs (about half a second a figure), so the tests share three plot.py runs
started together in ``setUpClass`` (at ``--dpi 40``: the layout is the same in inches at any resolution, and one
test keeps the default 150 dpi). The charts' content is tested in test_timeline.py and test_summary.py, bad
input in test_plot_input.py.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from plot_testing import (COUNTED, EXPECTED, HITCHES, HITCHY_RUN, PLOT, TEST_DPI, WINDOW, TempDirTestCase, fixture,
                          png_size, read_fixture)

import plot  # noqa: E402
from hitchplot import load, style  # noqa: E402


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


# As the harness names compares of fling: the seed's 60 days, 365 days, and 120 Hz.
SETTINGS_NAMES = ("compare-fling.json", "compare-fling-365d.json", "compare-fling-120hz.json")
WALL = (HITCHY_RUN, HITCHES, COUNTED, "sweep-one-fling-instructions.json")
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

    def notes_of(self, name: str) -> list[str]:
        return [line for line in self.wall_run.stderr.splitlines() if line.startswith(f"plot.py: {fixture(name)}:")]

    def test_another_clock_on_counted_instructions_is_a_note(self) -> None:
        self.assertEqual([read_fixture(name)["clock"] for name in CLOCKLESS], [load.INSTRUCTIONS] * 2)
        for name in CLOCKLESS:
            with self.subTest(fixture=name):
                [line] = self.notes_of(name)
                self.assertIn("counted instructions, not times; --clock wall does not apply", line)

    def test_another_clock_on_a_time_file_says_the_timeline_keeps_the_files_clock(self) -> None:
        # A file places its frames on its own clock only: the timeline stays on it, the summary takes --clock.
        self.assertEqual({read_fixture(name)["clock"] for name in (HITCHY_RUN, HITCHES)}, {"cpu"})
        [run] = self.notes_of(HITCHY_RUN)
        self.assertIn("frames are placed on the file's cpu clock only, so the timeline shows cpu", run)
        self.assertNotIn("summary", run)
        [compare] = self.notes_of(HITCHES)
        self.assertIn("the timeline shows cpu; the summary is on wall", compare)
        self.assertEqual(len(self.wall_run.stderr.splitlines()), len(WALL), self.wall_run.stderr)

    def test_the_timeline_is_the_same_on_either_clock(self) -> None:
        self.assertEqual(self.all_run.returncode, 0, self.all_run.stderr)
        self.assertEqual(self.wall_run.returncode, 0, self.wall_run.stderr)
        for name in (HITCHY_RUN, HITCHES):
            output = EXPECTED[name][0]
            with self.subTest(png=output), open(os.path.join(self.all_dir, output), "rb") as first, \
                    open(os.path.join(self.wall_dir, output), "rb") as second:
                self.assertEqual(first.read(), second.read(), f"{output} changed with --clock wall")

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
                result = run_plot(fixture(WINDOW), "--dpi", value, "--out-dir", self.tmp)
                self.assertEqual(result.returncode, 2)
                self.assertIn("--dpi", result.stderr)
                self.assertEqual(os.listdir(self.tmp), [])

    def test_help(self) -> None:
        result = run_plot("--help")
        self.assertEqual(result.returncode, 0)
        for text in ("--out-dir", "--clock", "--dpi", "hitchbench-result/2", "hitchbench-compare/2",
                     "hitchbench-sweep/2", "HitchBench 0.1", "instructions"):
            self.assertIn(text, result.stdout)



if __name__ == "__main__":
    unittest.main()
