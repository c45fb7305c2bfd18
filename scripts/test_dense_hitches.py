"""The charts of a run with dense hitches stay readable: every strategy at `--app-slowdown 86`, where three of the
five hitch on most scrolling frames and the hitch ratios run to three digits (scripts/fixtures/README.md).

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

Each figure is drawn once for the class; the tests measure what was drawn with matplotlib's renderer.
"""

from __future__ import annotations

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from matplotlib.legend import Legend  # noqa: E402
from matplotlib.text import Text  # noqa: E402

from test_five_strategies import drawn, fixture, overlapping  # noqa: E402

from hitchplot.summary import plot_compare_summary  # noqa: E402
from hitchplot.timeline import plot_compare_timeline  # noqa: E402

DENSE = "compare-one-fling-slowdown86x.json"


class DenseHitchChartTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.compare = fixture(DENSE)
        cls.summary = drawn(lambda: plot_compare_summary(cls.compare, "cpu"))
        cls.timeline = drawn(lambda: plot_compare_timeline(cls.compare))

    def frame_panel(self):
        return next(ax for ax in self.summary.axes if ax.get_title(loc="left").startswith("Frame time"))

    def test_the_fixture_hitches_densely_with_three_digit_ratios(self) -> None:
        ratios = [row["scrollHitchTimeRatioMsPerSecond"] for row in self.compare["rows"]]
        self.assertGreaterEqual(sum(ratio >= 100 for ratio in ratios), 2)
        self.assertGreaterEqual(max(row["hitches"] for row in self.compare["rows"]), 50)

    def test_the_hitch_ratios_under_the_groups_do_not_collide(self) -> None:
        panel = self.frame_panel()
        captions = [text for text in panel.texts if text.get_text().startswith("scrolling ")]
        self.assertEqual(len(captions), len(self.compare["rows"]))
        self.assertEqual(overlapping(captions + panel.get_xticklabels()), [])
        note = next(text for text in panel.texts if text.get_text().startswith("hitch time ratios"))
        for caption in captions:
            self.assertFalse(caption.get_window_extent().overlaps(note.get_window_extent()), caption.get_text())

    def test_the_budget_label_covers_no_value(self) -> None:
        panel = self.frame_panel()
        values = [text for text in panel.texts if text.get_gid() == "frame-label"]
        self.assertEqual(len(values), 3 * len(self.compare["rows"]))
        budget = [text for text in panel.findobj(Text) if text.get_text().startswith("budget ")]
        self.assertTrue(budget, "the budget is named")
        for label in budget:
            for value in values:
                self.assertFalse(label.get_window_extent().overlaps(value.get_window_extent()), value.get_text())
        legend = panel.get_legend().get_window_extent()
        for value in values:
            self.assertFalse(value.get_window_extent().overlaps(legend), value.get_text())

    def test_the_titles_and_subtitles_are_not_cut_off(self) -> None:
        for name, figure in (("summary", self.summary), ("timeline", self.timeline)):
            header = figure.subfigs[0]  # new_figure's: the title and the subtitle
            self.assertEqual(len(header.texts), 2)
            for text in header.texts:
                with self.subTest(chart=name, text=text.get_text()[:40]):
                    box = text.get_window_extent()
                    self.assertGreaterEqual(box.x0, figure.bbox.x0 - 1)
                    self.assertLessEqual(box.x1, figure.bbox.x1 + 1)

    def test_the_timeline_legend_stays_on_the_page(self) -> None:
        legend = next(iter(self.timeline.findobj(lambda artist: isinstance(artist, Legend) and artist.axes is None)))
        self.assertGreaterEqual(legend.get_window_extent().y0, self.timeline.bbox.y0)


if __name__ == "__main__":
    unittest.main()
