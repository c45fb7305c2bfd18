"""Tests of the timeline charts: each frame's two stages drawn where the file places them, hitches by the stage
that caused them, effects off the ms axis, and each strategy on its own scale.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

The tests read what was drawn through the artists' gids (``frames:<stage>[:<type>]``, ``hitch:<stage>:<type>``,
``hitch-label:<stage>``, ``marker:<effect>``, ``scroll``, ``deferred``, ``budget-off-scale``) and compare it
with the fixtures' own fields, never with timings. A test that needs another shape (a render hitch, a hitch of
both stages, a one-stage run, few hitches, no scroll) edits a copy of a fixture in memory and says so.
"""

from __future__ import annotations

import copy
import unittest

import matplotlib.text

from plot_testing import (COUNTED, CUSTOM, FIVE, HITCHES, HITCHY_RUN, TILES, WINDOW, artists, artists_starting,
                          drawn, figure_of, lane_bars, lanes_of, read_fixture, rectangles, result_timeline)

from hitchplot import load  # noqa: E402
from hitchplot.effects import MARKER_KINDS  # noqa: E402
from hitchplot.timeline import plot_compare_timeline  # noqa: E402

LABELS = {f"marker:{kind.key}": kind.label for kind in MARKER_KINDS}  # each strip row's name, by marker gid


def texts_of(figure) -> str:
    return " ".join(text.get_text() for text in figure.findobj(matplotlib.text.Text))


def with_hitch_types(result: dict, kinds: dict[int, str | None]) -> dict:
    """A copy of `result` whose frames at the given positions are hitches of the given type (a real run has no
    render hitch nor one of both stages: see scripts/fixtures/README.md), every other frame on time."""
    result = copy.deepcopy(result)
    hz = result["summary"]["refreshHz"]
    for position, frame in enumerate(result["frames"]):
        if position in kinds:
            frame.update(hitchType=kinds[position], hitchMs=1000 / hz,
                         presentedAtSeconds=frame["expectedAtSeconds"] + 1 / hz)
        else:
            frame.update(hitchType=None, hitchMs=0.0, presentedAtSeconds=frame["expectedAtSeconds"])
    return result


class StageLaneTests(unittest.TestCase):
    """Each frame's commit and render, each in its own lane, at the times the file gives."""

    def test_each_stage_is_a_bar_at_its_start_as_tall_as_its_work(self) -> None:
        result = read_fixture(HITCHY_RUN)
        figure = figure_of(HITCHY_RUN, "timeline")
        for stage in ("commit", "render"):
            with self.subTest(stage=stage):
                [lane] = lanes_of(figure, stage)
                bars = sorted(lane_bars(lane))
                frames = sorted(result["frames"], key=lambda frame: frame[f"{stage}StartSeconds"])
                self.assertEqual(len(bars), len(frames))
                for (left, _right, height), frame in zip(bars, frames):
                    self.assertAlmostEqual(left, frame[f"{stage}StartSeconds"])
                    self.assertAlmostEqual(height, frame[f"{stage}Ms"])

    def test_a_compare_has_two_lanes_per_strategy_in_row_order(self) -> None:
        document = read_fixture(FIVE)
        figure = figure_of(FIVE, "timeline")
        for stage in ("commit", "render"):
            lanes = lanes_of(figure, stage)
            self.assertEqual(len(lanes), len(document["rows"]))
            for lane, result in zip(lanes, document["results"]):
                with self.subTest(stage=stage, strategy=result["metadata"]["strategy"]):
                    self.assertEqual(len(lane_bars(lane)), len(result["frames"]))

    def test_the_lanes_say_which_thread_they_are_with_the_summarys_stage_figures(self) -> None:
        summary = read_fixture(HITCHY_RUN)["summary"]
        figure = figure_of(HITCHY_RUN, "timeline")
        texts = texts_of(figure)
        self.assertIn(f"main thread · commit · p50 {summary['commitP50Ms']:.1f}", texts)
        self.assertIn(f"{summary['commitHitches']} commit hitches", texts)
        self.assertIn("render server · render", texts)

    def test_instruction_lanes_plot_each_stages_instructions_not_ms(self) -> None:
        document = read_fixture(COUNTED)
        figure = figure_of(COUNTED, "timeline")
        for stage in ("commit", "render"):
            for lane, result in zip(lanes_of(figure, stage), document["results"]):
                with self.subTest(stage=stage, strategy=result["metadata"]["strategy"]):
                    self.assertIn("instructions", lane.get_ylabel())
                    heights = sorted(height for _left, _right, height in lane_bars(lane))
                    self.assertEqual(heights, sorted(float(f[f"{stage}Instructions"]) for f in result["frames"]))
        for timed in ("budget", "ms/s", "hitch (", "hitch time"):
            self.assertNotIn(timed, texts_of(figure))
        self.assertEqual(artists(figure, "deferred"), [])


class HitchMarkTests(unittest.TestCase):
    """A late frame is marked in the lane of the stage that made it late, with its hitch time."""

    def test_commit_hitches_are_marked_in_the_commit_lane_only(self) -> None:
        result = read_fixture(HITCHY_RUN)
        commits = sum(frame["hitchType"] == "commit" for frame in result["frames"])
        self.assertEqual(commits, result["summary"]["commitHitches"])
        self.assertGreater(commits, 0)
        figure = figure_of(HITCHY_RUN, "timeline")
        [commit], [render] = lanes_of(figure, "commit"), lanes_of(figure, "render")
        self.assertEqual(len(lane_bars(commit, late=True)), commits)
        self.assertEqual(lane_bars(render, late=True), [])

    def test_render_and_both_hitches_are_marked_in_the_lanes_that_overran(self) -> None:
        # Edited: frames 2 and 4 made late by the render server, 6 by both stages.
        result = with_hitch_types(read_fixture(WINDOW), {2: "render", 4: "render", 6: "both"})
        figure = result_timeline(result)
        [commit], [render] = lanes_of(figure, "commit"), lanes_of(figure, "render")
        gids = {str(c.get_gid()) for ax in (commit, render) for c in ax.collections}
        self.assertLessEqual({"frames:render:render", "frames:render:both", "frames:commit:both"}, gids)
        self.assertNotIn("frames:commit:render", gids)
        self.assertEqual(len(lane_bars(render, late=True)), 3)
        self.assertEqual(len(lane_bars(commit, late=True)), 1)

    def test_each_hitch_has_a_band_from_expected_to_shown(self) -> None:
        result = read_fixture(HITCHY_RUN)
        figure = figure_of(HITCHY_RUN, "timeline")
        bands = sorted((left, right) for band in artists(figure, "hitch:commit:commit") for left, right, _top
                       in rectangles(band))
        expected = sorted((f["expectedAtSeconds"], f["presentedAtSeconds"]) for f in result["frames"] if f["hitchMs"])
        self.assertEqual(len(bands), len(expected))
        for (left, right), (due, shown) in zip(bands, expected):
            self.assertAlmostEqual(left, due)
            self.assertAlmostEqual(right, shown)

    def test_a_few_hitches_are_written_with_their_ms(self) -> None:
        # Edited: three hitches (the fixture's 19 are too many to write), one of both stages, written once.
        result = with_hitch_types(read_fixture(HITCHY_RUN), {0: "commit", 5: "commit", 9: "both"})
        figure = result_timeline(result)
        written = [text.get_text() for text in artists_starting(figure, "hitch-label:")]
        self.assertEqual(sorted(written), ["+16.7", "+16.7", "+16.7 both"])
        self.assertEqual(artists(figure, "hitch-label:render"), [])

    def test_one_stage_hitches_have_no_stage_and_are_marked_in_both_lanes(self) -> None:
        # Edited: the one-stage pipeline writes hitches with a null hitchType.
        result = with_hitch_types(read_fixture(WINDOW), {3: None, 8: None})
        for position in (3, 8):
            result["frames"][position]["hitchMs"] = 1000 / 60
        result["metadata"]["pipeline"] = "one-stage"
        result["renderLoop"] = "one-stage pipeline (expected at begin + 1 vsync)"  # as the harness writes it
        figure = result_timeline(result)
        for stage in ("commit", "render"):
            [lane] = lanes_of(figure, stage)
            self.assertEqual(len(lane_bars(lane, late=True)), 2, stage)
        self.assertIn("one-stage pipeline", texts_of(figure))

    def test_deferred_frames_wait_from_their_due_vsync_to_their_commit(self) -> None:
        result = read_fixture(HITCHY_RUN)
        hz = result["summary"]["refreshHz"]
        deferred = [frame for frame in result["frames"] if frame["deferred"]]
        self.assertEqual(len(deferred), result["summary"]["deferredFrames"])
        self.assertEqual(deferred, [frame for frame in result["frames"] if frame["beginIndex"] > frame["dueIndex"]])
        self.assertGreater(len(deferred), 0)
        figure = figure_of(HITCHY_RUN, "timeline")
        lines = next(artist for artist in artists(figure, "deferred") if hasattr(artist, "get_segments"))
        self.assertIs(lines.axes, lanes_of(figure, "commit")[0])
        segments = lines.get_segments()
        self.assertEqual(len(segments), len(deferred))
        for segment, frame in zip(segments, deferred):
            self.assertAlmostEqual(segment[0][0], frame["dueAtSeconds"])
            self.assertAlmostEqual(frame["dueAtSeconds"], frame["dueIndex"] / hz, places=6)
            self.assertGreater(segment[1][0], frame["commitStartSeconds"])


class EffectStripTests(unittest.TestCase):
    """Effects are markers in a strip of their own, read from the frames' fields, never on the ms axis."""

    def marker_xs(self, figure, key: str) -> list[float]:
        return [x for line in artists(figure, f"marker:{key}") for x in line.get_xdata()]

    def test_markers_come_from_effects_and_the_tiles_counter(self) -> None:
        checks = {"dataSwapped": lambda f: f["effects"]["dataSwapped"],
                  "contentJump": lambda f: f["effects"]["contentJumpPixels"] != 0,
                  "yRescaled": lambda f: f["effects"]["yRescaled"],
                  "edgeStall": lambda f: f["effects"]["edgeStall"],
                  "tilesConfigured": lambda f: f["counters"].get("tilesConfigured", 0) > 0}
        seen = set()
        for name in (WINDOW, TILES):
            result = read_fixture(name)
            figure = figure_of(name, "timeline")
            hz = result["summary"]["refreshHz"]
            for key, marks in checks.items():
                with self.subTest(fixture=name, marker=key):
                    starts = [frame["commitStartSeconds"] for frame in result["frames"] if marks(frame)]
                    xs = self.marker_xs(figure, key)
                    self.assertEqual(len(xs), len(starts))
                    for x, start in zip(xs, starts):
                        self.assertGreaterEqual(x, start)
                        self.assertLess(x, start + 1 / hz)
                    seen |= {key} if starts else set()
        self.assertTrue({"dataSwapped", "contentJump", "edgeStall", "tilesConfigured"} <= seen, seen)

    def test_markers_are_off_the_ms_axis(self) -> None:
        for name in (WINDOW, TILES):
            figure = figure_of(name, "timeline")
            lanes = lanes_of(figure, "commit") + lanes_of(figure, "render")
            markers = artists_starting(figure, "marker:")
            with self.subTest(fixture=name):
                self.assertTrue(markers)
                for line in markers:
                    self.assertNotIn(line.axes, lanes)
                    self.assertNotIn("ms", line.axes.get_ylabel())
                    # The strip's rows are named by the effect, not by a value.
                    ticks = [label.get_text() for label in line.axes.get_yticklabels()]
                    self.assertIn(LABELS[line.get_gid()], ticks)

    def test_content_jumps_are_labelled_with_their_pixels(self) -> None:
        result = read_fixture(WINDOW)
        figure = figure_of(WINDOW, "timeline")
        jumps = {f"{frame['effects']['contentJumpPixels']:g} px" for frame in result["frames"]
                 if frame["effects"]["contentJumpPixels"]}
        self.assertTrue(jumps)
        self.assertLessEqual(jumps, {text.get_text() for ax in figure.axes for text in ax.texts})

    def test_notes_are_not_read(self) -> None:
        result = read_fixture(WINDOW)
        figure = figure_of(WINDOW, "timeline")
        before = {kind: self.marker_xs(figure, kind) for kind in ("dataSwapped", "contentJump", "edgeStall")}
        misleading = copy.deepcopy(result)
        for frame in misleading["frames"]:
            frame["notes"] = "data swapped; content jump 999 px; y rescaled; edge stall; 9 tiles configured"
        after_figure = result_timeline(misleading)
        for kind, xs in before.items():
            self.assertEqual(self.marker_xs(after_figure, kind), xs)
        self.assertEqual(self.marker_xs(after_figure, "yRescaled"), [])
        self.assertNotIn("999 px", texts_of(after_figure))
        del misleading["frames"][0]["notes"]
        load.validate_document(misleading)  # a frame without notes is still a frame


class ScaleTests(unittest.TestCase):
    """Blocks share their time axis; each strategy has its own value scale, and says so."""

    def test_each_strategy_has_its_own_scale_holding_its_largest_stage(self) -> None:
        document = read_fixture(HITCHES)
        figure = figure_of(HITCHES, "timeline")
        tops = []
        for commit, render, result in zip(lanes_of(figure, "commit"), lanes_of(figure, "render"),
                                          document["results"]):
            with self.subTest(strategy=result["metadata"]["strategy"]):
                largest = max(max(f["commitMs"], f["renderMs"]) for f in result["frames"])
                self.assertEqual(commit.get_ylim(), render.get_ylim())  # a run's two lanes compare
                self.assertGreaterEqual(commit.get_ylim()[1], largest)
                self.assertLess(commit.get_ylim()[1], 3 * max(largest, 1000 / 60))
                self.assertIn("own scale", commit.get_ylabel())
            tops.append(commit.get_ylim()[1])
        # render-all's 30 ms frames would leave tiles' and window's 1–5 ms ones flat on a shared scale.
        self.assertGreater(tops[0], 4 * max(tops[1:]))

    def test_a_run_far_under_budget_says_the_budget_is_above_its_scale(self) -> None:
        figure = figure_of(HITCHES, "timeline")
        off_scale = artists(figure, "budget-off-scale")
        self.assertEqual(len(off_scale), 2)  # tiles and window; render-all's lanes hold the budget line
        self.assertIn("above this scale", off_scale[0].get_text())
        for text in off_scale:
            self.assertLess(text.axes.get_ylim()[1], 1000 / 60)

    def test_blocks_share_the_time_axis_and_hold_every_frame_and_marker(self) -> None:
        document = read_fixture(FIVE)
        # Edited: the last strategy ends first; tiles gets a marker at its last frame.
        document["results"][-1]["frames"] = document["results"][-1]["frames"][:60]
        document["results"][1]["frames"][-1]["counters"]["tilesConfigured"] = 2
        figure = drawn(lambda: plot_compare_timeline(document))
        for name, checked in (("edited", figure), (HITCHES, figure_of(HITCHES, "timeline")),
                              (COUNTED, figure_of(COUNTED, "timeline")), (CUSTOM, figure_of(CUSTOM, "timeline"))):
            rights = {ax.get_xlim()[1] for ax in checked.axes}
            with self.subTest(fixture=name):
                self.assertEqual(len(rights), 1)
                [right] = rights
                ends = [right_edge for ax in checked.axes for _left, right_edge, _top in lane_bars(ax)]
                markers = [x for line in artists_starting(checked, "marker:") for x in line.get_xdata()]
                self.assertTrue(ends and markers)
                self.assertLessEqual(max(ends + markers), right)


class HeaderTests(unittest.TestCase):
    """The run's figures in the header, as its summary writes them."""

    def test_both_hitch_ratios_and_the_hitches_by_stage_are_in_the_header(self) -> None:
        summary = read_fixture(HITCHY_RUN)["summary"]
        texts = texts_of(figure_of(HITCHY_RUN, "timeline"))
        self.assertIn(f"scrolling {summary['scrollHitchTimeRatioMsPerSecond']:.1f} ms/s ({summary['band']})", texts)
        self.assertIn(f"trace {summary['traceHitchTimeRatioMsPerSecond']:.1f} ms/s", texts)
        self.assertIn(f"{summary['hitches']} hitches ({summary['commitHitches']} commit)", texts)

    def test_scrolling_intervals_are_shaded_in_every_row(self) -> None:
        result = read_fixture(HITCHY_RUN)
        figure = figure_of(HITCHY_RUN, "timeline")
        expected = sorted((s["startSeconds"], s["endSeconds"]) for s in result["scrolls"])
        for ax in figure.axes:
            spans = sorted((patch.get_x(), patch.get_x() + patch.get_width()) for patch in ax.patches
                           if patch.get_gid() == "scroll")
            self.assertEqual(len(spans), len(expected))
            for (x0, x1), (start, end) in zip(spans, expected):
                self.assertAlmostEqual(x0, start)
                self.assertAlmostEqual(x1, end)
        # tap-select taps after its scroll: some hitches fall outside the shading, as its two ratios differ.
        self.assertLess(result["summary"]["scrollHitches"], result["summary"]["hitches"])

    def test_a_trace_without_scroll_says_so(self) -> None:
        # Edited: no scroll.
        result = read_fixture(HITCHY_RUN)
        result["scrolls"] = []
        for summary in [result["summary"], *result["summaries"].values()]:
            summary.update(scrollSeconds=None, scrollHitchTimeRatioMsPerSecond=None, band=None)
        load.validate_document(result)
        figure = result_timeline(result)
        self.assertIn("no scroll · trace", texts_of(figure))
        self.assertEqual(artists(figure, "scroll"), [])


if __name__ == "__main__":
    unittest.main()
