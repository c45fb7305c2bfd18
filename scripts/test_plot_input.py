"""Tests that plot.py refuses what it cannot plot with one line naming the file and the problem, writing nothing,
before it imports matplotlib.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

Each test edits a copy of a fixture (scripts/fixtures, real runs) into the bad input it needs.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import unittest

from plot_testing import COUNTED, FIVE, PLOT, TILES, WINDOW, TempDirTestCase, fixture, read_fixture


def run_plot(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, PLOT, *args], capture_output=True, text=True, timeout=300)


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
        for name, tag in ((WINDOW, "hitchbench-result/1"), (FIVE, "hitchbench-compare/1"),
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
        path = self.edited(WINDOW, lambda document: document["frames"][5].pop("cpuMs"))
        self.assert_rejected(path, mentions="frames[5].cpuMs")

    def test_missing_effect_field(self) -> None:
        path = self.edited(WINDOW, lambda document: document["frames"][5]["effects"].pop("edgeStall"))
        self.assert_rejected(path, mentions="frames[5].effects.edgeStall")

    def test_a_frame_without_a_stage_field_is_refused(self) -> None:
        path = self.edited(WINDOW, lambda document: document["frames"][5].pop("renderStartSeconds"))
        self.assert_rejected(path, mentions="frames[5].renderStartSeconds")

    def test_an_unknown_hitch_type_is_refused(self) -> None:
        path = self.edited(WINDOW, lambda document: document["frames"][5].update(hitchType="gpu"))
        self.assert_rejected(path, mentions="'frames[5].hitchType' is a string, expected null, \"commit\"")

    def test_a_result_from_before_the_two_stage_model_is_refused_saying_so(self) -> None:
        stage_fields = ("commitMs", "renderMs", "commitInstructions", "renderInstructions", "beginIndex",
                        "commitStartSeconds", "renderStartSeconds", "expectedAtSeconds", "hitchType")

        def one_stage_era(document: dict) -> None:
            for frame in document["frames"]:
                for field in stage_fields:
                    frame.pop(field)

        path = self.edited(WINDOW, one_stage_era)
        self.assert_rejected(path, mentions="written before the two-stage display model")

    def test_a_malformed_ratio_of_the_other_clock_is_refused(self) -> None:
        path = self.edited(FIVE, lambda document: document["rows"][1]["timeRatiosByClock"]["wall"]["p99"].update(
            value="fast"))
        self.assert_rejected(path, mentions="rows[1].timeRatiosByClock.wall.p99.value")

    def test_counter_that_is_not_a_number(self) -> None:
        path = self.edited(TILES,
                           lambda document: document["frames"][2]["counters"].update(tilesConfigured="two"))
        self.assert_rejected(path, mentions="frames[2].counters.tilesConfigured")

    def test_missing_key_in_compare_result(self) -> None:
        path = self.edited(FIVE, lambda document: document["results"][1]["summaries"].pop("wall"))
        self.assert_rejected(path, mentions="results[1].summaries.wall")

    def test_counted_frame_without_instructions(self) -> None:
        path = self.edited(COUNTED, lambda document: document["results"][0]["frames"][3].update(instructions=None))
        self.assert_rejected(path, mentions="results[0].frames[3].instructions")

    def test_counted_frame_without_its_stages_instructions(self) -> None:
        path = self.edited(COUNTED, lambda document: document["results"][0]["frames"][3].update(
            renderInstructions=None))
        self.assert_rejected(path, mentions="results[0].frames[3].renderInstructions")

    def test_files_without_the_figures_the_plots_draw_are_refused_as_too_old(self) -> None:
        # Edited as a file from before the harness wrote the budget, the render loop and the labels.
        edits = {WINDOW: lambda document: document.pop("renderLoop"),
                 "sweep-one-fling.json": lambda document: document.pop("budgetMs"),
                 "device-fixit-fling.json": lambda document: document.pop("payloadsLabel"),
                 "compare-one-fling.json": lambda document: [row.pop("instructionsRatioLabel")
                                                             for row in document["rows"]]}
        for name, edit in edits.items():
            with self.subTest(fixture=name):
                self.assert_rejected(self.edited(name, edit), mentions="written by an older HitchBench")

    def test_files_without_what_their_figures_are_taken_over_are_refused_as_too_old(self) -> None:
        # Edited as a file from before the harness wrote `repeatsLabel` ("1 run", "median of 3 repeats").
        edits = {WINDOW: lambda document: document.pop("repeatsLabel"),
                 "sweep-one-fling.json": lambda document: document.pop("repeatsLabel"),
                 "compare-one-fling.json": lambda document: document.pop("repeatsLabel")}
        for name, change in edits.items():
            with self.subTest(fixture=name):
                self.assert_rejected(self.edited(name, change), mentions="repeatsLabel")

    def test_wrong_type_in_sweep(self) -> None:
        path = self.edited("sweep-one-fling.json", lambda document: document["points"][0].update(p50FrameMs="fast"))
        self.assert_rejected(path, mentions="points[0].p50FrameMs")

    def test_missing_file(self) -> None:
        self.assert_rejected(os.path.join(self.tmp, "nope.json"), mentions="cannot read")

    def test_one_bad_input_means_nothing_is_written(self) -> None:
        bad = self.write("bad.json", "not json")
        self.assert_rejected(bad, mentions="not valid JSON", extra_inputs=(fixture(WINDOW),))

    def test_refusals_come_before_matplotlib_is_imported(self) -> None:
        # Refusing is quick: reading the inputs and naming the outputs need no matplotlib (python's -X importtime
        # lists every module imported, on stderr).
        bad = self.write("bad.json", "not json")
        for folder in ("a", "b"):
            os.makedirs(os.path.join(self.tmp, folder))
            shutil.copy(fixture(WINDOW), os.path.join(self.tmp, folder, "run.json"))
        clash = (os.path.join(self.tmp, "a", "run.json"), os.path.join(self.tmp, "b", "run.json"), "--out-dir", self.tmp)
        for case, args in (("bad input", (bad,)), ("two inputs writing one PNG", clash)):
            with self.subTest(case=case):
                result = subprocess.run([sys.executable, "-X", "importtime", PLOT, *args], capture_output=True,
                                        text=True, timeout=300)
                self.assertEqual(result.returncode, 2, result.stderr)
                self.assertIn("hitchplot.load", result.stderr)
                self.assertNotIn("matplotlib", result.stderr)



if __name__ == "__main__":
    unittest.main()
