"""Tests of the compare summary and the sweep chart: every figure drawn is the one the file writes (the rows'
ratios and intervals, on either clock; the instruction ratio; the hitches by stage; counters), none derived.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

The tests read what was drawn through the artists' gids (``ratio:<kind>``, ``ratio-interval:<kind>``,
``ratio-label:<kind>``, ``frame-label``, ``effects-note``, ``hitching``) and compare it with the fixtures' own
fields. A test that needs another shape (one repeat, no render-all) edits a copy in memory and says so.
"""

from __future__ import annotations

import copy
import re
import unittest

import matplotlib.text
from matplotlib.patches import Rectangle

from plot_testing import COUNTED, CUSTOM, FIVE, HITCHES, KINDS, artists, drawn, figure_of, read_fixture

from hitchplot import stats  # noqa: E402
from hitchplot.summary import plot_compare_summary  # noqa: E402


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
                # Written beside each bar as compare prints it, the file's own label (the harness rounds it):
                # three decimals, [low–high], each within half a thousandth of the file's figure.
                written_labels = [text.get_text() for text in artists(figure, f"ratio-label:{kind}")]
                self.assertEqual(written_labels,
                                 [row["timeRatiosByClock"][document["clock"]][kind]["label"] for row in rows])
                for label, row in zip(written_labels, rows):
                    match = re.fullmatch(r"(\d+\.\d{3})× \[(\d+\.\d{3})–(\d+\.\d{3})\]", label)
                    self.assertIsNotNone(match, label)
                    for written, end in zip(match.groups(), ("", "Low", "High")):
                        self.assertLessEqual(abs(float(written) - row[key + end]), 0.0005 + 1e-9, label)

    def test_ratio_labels_are_the_files_not_rounded_here(self) -> None:
        # Edited: a label no rounding of the figures gives is drawn as written, so the plots round nothing.
        document = copy.deepcopy(read_fixture(FIVE))
        document["rows"][1]["timeRatiosByClock"][document["clock"]]["p50"]["label"] = "as written"
        figure = plot_compare_summary(document, document["clock"])
        self.assertEqual(artists(figure, "ratio-label:p50")[1].get_text(), "as written")

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
        # Edited as the harness writes one repeat: no interval's ends, and labels ending "[?]".
        for row in document["rows"]:
            row.update({f"{kind}TimeRatioToRenderAll{end}": None for kind in KINDS for end in ("Low", "High")})
            for estimate in row["timeRatiosByClock"][document["clock"]].values():
                estimate.update(low=None, high=None, label=estimate["label"].split(" [")[0] + " [?]")
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
            row["timeRatiosByClock"] = None
        figure = drawn(lambda: plot_compare_summary(document, document["clock"]))
        for kind in KINDS:
            self.assertEqual(artists(figure, f"ratio:{kind}"), [])
        self.assertIn("render-all was not run: no ratio", [text.get_text() for text in ratio_panel(figure).texts])

    def test_on_the_other_clock_the_ratios_are_the_rows_written_ones_with_intervals(self) -> None:
        document = read_fixture(FIVE)
        self.assertEqual(document["clock"], "cpu")
        figure = figure_of(FIVE, "summary", "wall", draw=True)  # no plot.py run draws this one
        for kind in KINDS:
            with self.subTest(ratio=kind):
                written = [row["timeRatiosByClock"]["wall"][kind] for row in document["rows"]]
                self.assertEqual([bar.get_width() for bar in artists(figure, f"ratio:{kind}")],
                                 [ratio["value"] for ratio in written])
                segments = interval_segments(figure, kind)
                self.assertEqual(len(segments), len(written))
                for segment, ratio in zip(segments, written):
                    self.assertAlmostEqual(segment[0][0], ratio["low"])
                    self.assertAlmostEqual(segment[1][0], ratio["high"])
        self.assertIn("wall clock, from the same repeats", " ".join(t.get_text() for t in ratio_panel(figure).texts))

    def test_on_the_other_clock_the_frame_figures_are_each_results_summary(self) -> None:
        document = read_fixture(FIVE)
        rows, _note = stats.compare_stats(document, "wall")
        for stat, result in zip(rows, document["results"]):
            wall = result["summaries"]["wall"]
            with self.subTest(strategy=stat.strategy):
                self.assertEqual((stat.p50, stat.p99, stat.max), (wall["p50FrameMs"], wall["p99FrameMs"],
                                                                  wall["maxFrameMs"]))
                self.assertEqual(stat.hitches, wall["hitches"])
                self.assertEqual(stat.hitches_by_type, {kind: wall[f"{kind}Hitches"] for kind in
                                                        ("commit", "render", "both")})

    def test_the_other_clocks_ratio_is_read_not_computed(self) -> None:
        # Edited: a wall ratio no division of the results' figures gives.
        document = read_fixture(FIVE)
        document["rows"][2]["timeRatiosByClock"]["wall"]["p50"] = {"value": 0.777, "low": 0.5, "high": 0.9,
                                                                 "label": "0.777× [0.500–0.900]"}
        figure = drawn(lambda: plot_compare_summary(document, "wall"))
        self.assertEqual(artists(figure, "ratio:p50")[2].get_width(), 0.777)
        self.assertEqual(artists(figure, "ratio-label:p50")[2].get_text(), "0.777× [0.500–0.900]")

    def test_the_instruction_ratio_is_read_not_computed(self) -> None:
        # Edited: a ratio the rows' instruction totals do not give.
        document = read_fixture(COUNTED)
        document["rows"][1]["instructionsRatioToRenderAll"] = 0.123
        figure = drawn(lambda: plot_compare_summary(document, document["clock"]))
        self.assertEqual(artists(figure, "ratio:instructions")[1].get_width(), 0.123)

    def test_hitches_are_noted_by_the_stage_that_caused_them(self) -> None:
        document = read_fixture(HITCHES)
        hitching = [row for row in document["rows"] if row["hitches"]]
        self.assertTrue(hitching)
        [note] = artists(figure_of(HITCHES, "summary"), "effects-note")
        for row in hitching:
            by_type = ", ".join(f"{row[f'{kind}Hitches']} {kind}" for kind in ("commit", "render", "both")
                                if row[f"{kind}Hitches"])
            self.assertIn(f"{row['strategy']} {by_type}", note.get_text())
        self.assertTrue(note.get_text().startswith("hitches by stage: "))

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
        written = [row["instructionsRatioToRenderAll"] for row in document["rows"]]
        self.assertEqual([bar.get_width() for bar in ratios], written)
        self.assertEqual([text.get_text() for text in artists(figure, "ratio-label:instructions")],
                         [row["instructionsRatioLabel"] for row in document["rows"]])
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



if __name__ == "__main__":
    unittest.main()
