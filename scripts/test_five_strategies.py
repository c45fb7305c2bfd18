"""Tests that the charts stay readable with five strategies, and that strategy colours are stable.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

Readability is checked on the drawn figures: labels that must not collide are measured with
matplotlib's renderer, and every strategy must keep a colour of its own. Each figure is drawn once
for the class (``setUpClass``); the tests only read it.
"""

from __future__ import annotations

import copy
import os
import subprocess
import sys
import unittest
from itertools import combinations

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import matplotlib  # noqa: E402
from matplotlib.legend import Legend  # noqa: E402
from matplotlib.transforms import Bbox  # noqa: E402
from matplotlib.text import Text  # noqa: E402

from hitchplot import load  # noqa: E402
from hitchplot.growth import plot_sweep_growth  # noqa: E402
from hitchplot.style import EXTRA_COLORS, STRATEGY_COLORS, STYLE, strategy_color, strategy_colors  # noqa: E402
from hitchplot.summary import plot_compare_summary  # noqa: E402
from hitchplot.timeline import plot_compare_timeline  # noqa: E402

FIVE = ["render-all", "tiles", "window", "visible", "window-seamless"]


def fixture(name: str) -> dict:
    return load.load_document(os.path.join(HERE, "fixtures", name))


def drawn(build):
    """The figure `build` makes, drawn once so that text extents are final."""
    with matplotlib.rc_context(STYLE):
        figure = build()
        figure.canvas.draw()
    return figure


def overlapping(texts) -> list[tuple[str, str]]:
    boxes = [(text.get_text(), text.get_window_extent()) for text in texts if text.get_text()]
    return [(a, b) for (a, box_a), (b, box_b) in combinations(boxes, 2) if box_a.overlaps(box_b)]


def renamed(document: dict, old: str, new: str) -> dict:
    """A compare document with strategy `old` called `new`, as an outside package would name it."""
    document = copy.deepcopy(document)
    for row, result in zip(document["rows"], document["results"]):
        if row["strategy"] == old:
            row["strategy"] = result["metadata"]["strategy"] = new
    return document


class StrategyColorTests(unittest.TestCase):
    def test_the_five_strategies_have_fixed_distinct_colours(self) -> None:
        colors = strategy_colors(FIVE)
        self.assertEqual(colors, {name: STRATEGY_COLORS[name] for name in FIVE})
        self.assertEqual(len(set(colors.values())), 5)

    def test_an_unknown_name_keeps_its_colour_whatever_else_is_in_the_chart(self) -> None:
        alone = strategy_color("acme-cached")
        self.assertIn(alone, EXTRA_COLORS)
        self.assertEqual(strategy_color("acme-cached", FIVE), alone)
        self.assertEqual(strategy_color("acme-cached", ["visible", "acme-cached", "tiles"]), alone)

    def test_an_unknown_names_colour_does_not_depend_on_the_process(self) -> None:
        # Python's own hash() of a string changes with PYTHONHASHSEED; the colour must not.
        code = "from hitchplot.style import strategy_color; print(strategy_color('acme-cached'))"
        outputs = set()
        for seed in ("1", "2"):
            result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=HERE,
                                    env={**os.environ, "PYTHONHASHSEED": seed}, check=True)
            outputs.add(result.stdout.strip())
        self.assertEqual(outputs, {strategy_color("acme-cached")})

    def test_unknown_names_never_take_a_known_colour_and_differ_from_each_other(self) -> None:
        unknown = [f"outside-{index}" for index in range(len(EXTRA_COLORS))]
        colors = strategy_colors(FIVE + unknown)
        self.assertEqual(len(set(colors.values())), len(FIVE) + len(unknown))

    def test_clashing_unknown_names_are_told_apart_the_same_way_in_any_order(self) -> None:
        names = [f"outside-{index}" for index in range(20)]
        wanted = {name: strategy_color(name) for name in names}
        first, second = next((a, b) for a, b in combinations(names, 2) if wanted[a] == wanted[b])
        forward, backward = strategy_colors([first, second]), strategy_colors([second, first])
        self.assertEqual(forward, backward)
        self.assertNotEqual(forward[first], forward[second])
        # The earlier name in sorted order keeps the colour it has when alone.
        self.assertEqual(forward[min(first, second)], wanted[first])


class FiveStrategyChartTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.compare = fixture("compare-one-fling.json")
        cls.sweep = fixture("sweep-one-fling.json")
        cls.summary = drawn(lambda: plot_compare_summary(cls.compare, "cpu"))
        cls.timeline = drawn(lambda: plot_compare_timeline(cls.compare))
        cls.growth = drawn(lambda: plot_sweep_growth(cls.sweep))
        cls.counted_summary = drawn(lambda: plot_compare_summary(fixture("compare-one-fling-instructions.json"),
                                                                 "instructions"))

    def panel(self, figure, title: str):
        return next(ax for ax in figure.axes if ax.get_title(loc="left").startswith(title))

    def test_the_fixture_holds_the_five_strategies(self) -> None:
        self.assertEqual([row["strategy"] for row in self.compare["rows"]], FIVE)
        self.assertEqual(self.sweep["strategies"], FIVE)

    def test_summary_labels_under_the_groups_do_not_collide(self) -> None:
        frame_panel = self.panel(self.summary, "Frame time")
        ratios = [text for text in frame_panel.texts if text.get_text().startswith("scrolling ")]
        self.assertEqual(len(ratios), 5)
        self.assertEqual(overlapping(ratios + frame_panel.get_xticklabels()), [])

    def test_summary_ratio_labels_do_not_collide(self) -> None:
        # Three ratios per strategy now (p50, p99, total; was the p50 alone): 15 labels, in a column at the
        # panel's right, clear of each other, of every bar and interval, and of the legend; strategy names down
        # the side (horizontal bars), clear of each other.
        ratio_panel = self.panel(self.summary, "Time vs render-all")
        labels = [text for text in ratio_panel.texts if "×" in text.get_text()]
        self.assertEqual(len(labels), 3 * 5)
        self.assertEqual(overlapping(labels), [])
        self.assertEqual(overlapping(ratio_panel.get_yticklabels()), [])
        self.assertEqual([label.get_text() for label in ratio_panel.get_yticklabels()], FIVE)
        # Where the bars and the intervals are on the canvas (a LineCollection reports no extent of its own).
        drawn_ratios = [(str(artist.get_gid()), artist.get_window_extent()) for artist in self.summary.findobj()
                        if str(artist.get_gid()).startswith("ratio:")]
        drawn_ratios += [(str(artist.get_gid()), Bbox(ratio_panel.transData.transform(segment)))
                         for artist in self.summary.findobj() if str(artist.get_gid()).startswith("ratio-interval:")
                         for segment in artist.get_segments()]
        self.assertEqual(len(drawn_ratios), 2 * 3 * 5)
        legend = ratio_panel.get_legend().get_window_extent()
        for label in labels:
            box = label.get_window_extent()
            with self.subTest(label=label.get_text()):
                self.assertFalse(box.overlaps(legend))
                self.assertLessEqual(box.x1, ratio_panel.get_window_extent().x1 + 1)  # inside the panel
                for gid, extent in drawn_ratios:
                    self.assertFalse(box.overlaps(extent), gid)

    def test_summary_legend_names_every_strategy_and_stays_off_the_panels(self) -> None:
        figure = self.summary
        legend = next(iter(figure.findobj(lambda artist: isinstance(artist, Legend) and artist.axes is None)))
        self.assertEqual([text.get_text() for text in legend.get_texts()], FIVE)
        for ax in figure.axes:
            self.assertFalse(legend.get_window_extent().overlaps(ax.get_window_extent()), ax.get_title(loc="left"))

    def test_summary_effect_labels_do_not_collide(self) -> None:
        effects_panel = self.panel(self.summary, "Hitches and")
        self.assertEqual(overlapping(effects_panel.get_xticklabels()), [])

    def test_counter_names_do_not_collide(self) -> None:
        counters_panel = self.panel(self.summary, "Work counters")
        self.assertEqual(overlapping(counters_panel.get_yticklabels()), [])

    def test_summary_bars_of_each_strategy_have_a_colour_of_their_own(self) -> None:
        document = renamed(self.compare, "window-seamless", "acme-cached")
        effects_panel = self.panel(drawn(lambda: plot_compare_summary(document, "cpu")), "Hitches and")
        colors = {matplotlib.colors.to_hex(bar.get_facecolor()) for bar in effects_panel.patches}
        expected = {color.lower() for color in strategy_colors([row["strategy"] for row in document["rows"]]).values()}
        self.assertEqual(colors, expected)
        self.assertEqual(len(colors), 5)

    def test_timeline_block_titles_fit_beside_their_statistics(self) -> None:
        titled = [ax for ax in self.timeline.axes if ax.get_title(loc="left")]
        self.assertEqual([ax.get_title(loc="left").split(" — ")[0] for ax in titled], FIVE)
        for ax in titled:
            titles = {ax.get_title(loc="left"), ax.get_title(loc="right")}
            with self.subTest(title=ax.get_title(loc="left")):
                self.assertEqual(overlapping([child for child in ax.get_children()
                                              if isinstance(child, Text) and child.get_text() in titles]), [])

    def test_timeline_with_five_blocks_stays_about_one_screen_tall(self) -> None:
        self.assertLessEqual(self.timeline.get_figheight(), 12)

    def test_timeline_lane_texts_do_not_collide_with_the_budget_notes(self) -> None:
        for ax in self.timeline.axes:
            with self.subTest(row=ax.get_ylabel() or ax.get_title(loc="left")):
                self.assertEqual(overlapping(ax.texts), [])

    def test_timeline_rows_line_up_whatever_their_labels(self) -> None:
        # The effects strips' row names are wider than the lanes' tick labels: every row still starts at one x.
        lefts = {round(ax.get_position().x0, 4) for ax in self.timeline.axes}
        self.assertEqual(len(lefts), 1, lefts)

    def test_instruction_summary_frame_labels_do_not_collide(self) -> None:
        # p50, p99 and max per frame side by side over their bars ran into each other ("12.9M12.9M12.9M").
        frame_panel = self.panel(self.counted_summary, "Instructions per frame")
        labels = [text for text in frame_panel.texts if text.get_gid() == "frame-label"]
        self.assertEqual(len(labels), 3 * 5)
        self.assertEqual(overlapping(labels), [])

    def test_growth_legend_lists_five_strategies_outside_the_plot(self) -> None:
        figure = self.growth
        legend = next(iter(figure.findobj(Legend)))
        labels = [text.get_text() for text in legend.get_texts()]
        for name in FIVE:
            self.assertIn(name, labels)
        self.assertFalse(legend.get_window_extent().overlaps(figure.axes[0].get_window_extent()))
        self.assertLessEqual(legend.get_window_extent().y0 + 1, figure.bbox.y1)
        self.assertGreaterEqual(legend.get_window_extent().y0, figure.bbox.y0)


if __name__ == "__main__":
    unittest.main()
