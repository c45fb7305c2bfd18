#!/usr/bin/env python3
"""Plot HitchBench result files as PNG charts.

HitchBench (the Swift harness in this repository) writes four kinds of JSON file; this script
detects each input's ``format`` tag and draws the charts below. Each PNG is named after its input
file (``compare-fling-365d-120hz.json`` gives ``compare-fling-365d-120hz-timeline.png``), whose
default name carries every setting that changes the numbers, so plots of different configurations
never share a file; two inputs that would write the same PNG are refused before anything is drawn.

``hitchbench-result/2`` (one strategy on one trace)
    ``<name>-timeline.png``: a frame timeline in the manner of Instruments' Hitches track, two lanes
    as the render loop runs a frame: the main thread's commit and the render server's render. Each
    frame's stage is a thin bar (its work in ms) at the time that stage started
    (``commitStartSeconds``, ``renderStartSeconds``); the budget each stage has (one refresh
    interval, the summary's ``budgetMs``) is a dashed line; a late frame's bar is coloured by the stage that
    made it late (``hitchType``: commit, render or both) in that stage's lane, with a band along the
    lane's top from when it was expected to when it was shown (``expectedAtSeconds`` to
    ``presentedAtSeconds``: its hitch time) and, when there are few, its ``hitchMs`` written over it;
    a deferred frame (``beginIndex`` after ``dueIndex``: the main thread or the render server was
    still busy) has an amber line back to the vsync its change was due at; the scrolling intervals
    (``scrolls``, the time Apple's scroll hitch ratio divides by) are shaded lightly; each frame's
    effects (``effects``: data swapped, content jump with its pixels, y rescaled, edge stall;
    ``counters.tilesConfigured``) are markers in a strip of their own above the lanes, off the ms
    axis. The lanes are scaled to the run's largest stage, and show the budget line when it is
    within reach (else they say it is above the scale). Both hitch time ratios, the hitches by stage
    and each stage's p50 and p99 are the summary's, as written.

``hitchbench-compare/2`` (all strategies on one trace)
    ``<name>-timeline.png``: the timeline above, one block per strategy with a shared time axis,
    each on its own value scale (the axis says so), so a strategy far under budget is not flat
    against render-all's.
    ``<name>-summary.png``: p50 / p99 / max frame time per strategy against the budget with both
    hitch ratios; the three time ratios to render-all that compare prints (p50 per frame, the one
    the gate's time check reads; p99 per frame; total frame time), each the median over the repeats
    of the ratio within a repeat, with the min–max range of the repeats (``…Low`` to ``…High``) as
    an error bar and written beside it; hitches (with the stage that caused them), deferred frames,
    content jumps, y rescales and edge stalls; and each strategy's work counter totals by name on a
    log scale, a strategy's own counters included.

``hitchbench-sweep/2`` (frame time versus data size)
    ``<name>-growth.png``: p50, p99 and (lighter) max frame time against days of data on
    log-log axes, one colour per strategy, with the budget line and each strategy's largest
    hitch-free data size (``hitchFreeMaxDays``).

``hitchbench-device/1`` (a phone's run, written by ``harness import``)
    ``<name>-timeline.png``: an Instruments run drawn as a strategy's is: every frame the display showed as a
    bar of its time on screen, the app's hitches in red (Instruments' own durations; the system's apart in
    purple), the budget and the scrolling intervals, and below it the render lane (the render server's time
    per swap). Each bar is 0.82 of a refresh interval wide but never under 3 pixels, so a hitch stays visible
    on a long recording; the header states the rate used and where it comes from (``refreshSource``). A
    MetricKit run: each payload's scroll hitch ratio (and hitch time ratio) against Apple's bands. A
    comparison made with ``--device`` holds the device rows (``devices``), which its summary draws in a panel
    of their own: each device's hitch time ratio with its runs' range against Apple's bands, and its hitches,
    longest hitch and rate as written.

Every figure drawn is one the harness wrote; nothing here re-derives one (no display model, no
percentile, no ratio): a figure a chart needs that the files lack is added to the harness's
writer (Sources/ResultFiles), not computed here.

Files on the instruction clock (``--clock instructions``) hold instructions counted under
valgrind, not times: their timelines plot each stage's instructions (``commitInstructions``,
``renderInstructions``), their summaries instructions per frame (p50 / p99 / max) and in all
relative to render-all (``instructionsRatioToRenderAll``; exact, so no interval, and no time
ratio), their growth charts instructions per frame against days; no budget, hitch or deferral is
drawn, and the axes say instructions.

``--clock`` picks the clock of a comparison's summary: the other time clock's figures are each
result's ``summaries`` and the rows' ``timeRatiosByClock``, with their intervals. A file places its
frames on its own clock only, so timelines always show that clock (a note on stderr says so).

HitchBench 0.1's files (``hitchbench-result/1``, ``hitchbench-compare/1``, ``hitchbench-sweep/1``)
are refused with one line: their display model differs (skipped frames, one hitch ratio over the
time frames were due, touches at 120 Hz one vsync late), so their figures are not this version's,
and their effects exist only as note text, which nothing reads any more. Re-run the command that
made them to plot them.

Usage::

    python3 scripts/plot.py results/compare-fling.json
    python3 scripts/plot.py run.json sweep.json --out-dir plots/ --clock wall

PNGs go next to each input unless ``--out-dir`` is given; every path written is printed.
Inputs are all checked before anything is drawn: a bad input (not JSON, unknown or old format
tag, missing or mistyped key) prints one line naming the file and the problem on stderr, writes
nothing, and exits with status 2. Each PNG is written to a temporary name in the output
directory and renamed into place, so a reader never sees a partial file. Output is
deterministic: fixed figure sizes, 150 dpi (``--dpi`` to change), no timestamps.

Requires Python 3.11+ and matplotlib (see scripts/requirements.txt); uses the Agg backend.

This file is the command line; the loading and drawing code is the ``hitchplot`` package next to
it (its docstring lists the modules).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

# No matplotlib here: it and the drawing modules are imported once every input has been read and every output
# name checked, so bad input is refused without the second or so that importing matplotlib takes.
from hitchplot.charts import figures_for, output_stem
from hitchplot.load import COMPARE_FORMAT, DEVICE_FORMAT, INSTRUCTIONS, SWEEP_FORMAT, TIME_CLOCKS, InputError, load_document

DEFAULT_DPI = 150  # hitchplot.style.DPI, which this module does not import (see above)
DPI_RANGE = (10, 600)
EXIT_OK = 0
EXIT_OUTPUT_ERROR = 1
EXIT_BAD_INPUT = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="plot.py",
        description="Draw PNG charts from HitchBench JSON files. The format of each file is detected from "
                    "its \"format\" field.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="""\
outputs (per input NAME.json; the harness's file names carry their settings, so the plots do too):
  hitchbench-result/2   NAME-timeline.png   two lanes, main thread (commit) and render server
                                            (render): each stage's work at its start, budget
                                            line, hitches by type (commit/render/both) with
                                            their hitch time, deferred frames, scrolling
                                            shaded, effects in a strip of their own
  hitchbench-compare/2  NAME-timeline.png   one block of lanes per strategy, each on its own
                                            y scale
                        NAME-summary.png    p50/p99/max vs budget with both hitch ratios; p50,
                                            p99 and total time vs render-all, each with the
                                            repeats' min-max [low-high]; hitches by stage and
                                            effects; work counters by name (log)
  hitchbench-sweep/2    NAME-growth.png     p50/p99/max frame ms vs days (log-log), largest
                                            hitch-free size per strategy
  hitchbench-device/1   NAME-timeline.png   a phone's run: frames shown, hitches red, the render lane
                                            (Instruments); each payload's ratios (MetricKit)
  on --clock instructions files: instructions per frame instead of ms, no budget or hitches

HitchBench 0.1's files (hitchbench-result/1, hitchbench-compare/1, hitchbench-sweep/1) are
refused (exit 2): another display model, and effects only as note text. Re-run to plot them.

exit status:
  0  every PNG written (each path is printed on stdout)
  1  an output could not be written
  2  bad input (including a HitchBench 0.1 file), or two inputs that would write the same PNG:
     one line each on stderr, nothing written

examples:
  python3 scripts/plot.py results/compare-fling.json
  python3 scripts/plot.py run-window.json sweep-fling.json --out-dir plots --clock wall
""",
    )
    parser.add_argument("files", nargs="+", metavar="FILE.json",
                        help="hitchbench-result/2, hitchbench-compare/2, hitchbench-sweep/2 or hitchbench-device/1 files")
    parser.add_argument("--out-dir", metavar="DIR",
                        help="directory for the PNGs (created if missing; default: next to each input)")
    parser.add_argument("--clock", choices=TIME_CLOCKS,
                        help="clock of a comparison's summary (default: the file's own clock; the other clock's "
                             "figures are the ones the harness wrote for it). Timelines always show the file's "
                             "clock, the only one it places frames on; sweep files hold one clock only, and "
                             "instruction-clock files no time, so it does not apply to them")
    parser.add_argument("--dpi", type=dpi_value, default=DEFAULT_DPI, metavar="N",
                        help=f"resolution of the PNGs in dots per inch ({DPI_RANGE[0]}...{DPI_RANGE[1]}; default "
                             f"{DEFAULT_DPI}); the figures keep their size in inches and their layout, so a lower "
                             f"value only makes smaller files faster (the plot tests use one)")
    return parser


def dpi_value(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not DPI_RANGE[0] <= value <= DPI_RANGE[1]:
        raise argparse.ArgumentTypeError(f"{value} is outside {DPI_RANGE[0]}...{DPI_RANGE[1]}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    documents = []
    failed = False
    for path in args.files:
        try:
            documents.append((path, load_document(path)))
        except InputError as error:
            print(f"plot.py: {path}: {error}", file=sys.stderr)
            failed = True
    if failed:
        return EXIT_BAD_INPUT

    plans = []
    targets: dict[str, str] = {}
    for path, document in documents:
        out_dir = args.out_dir if args.out_dir is not None else (os.path.dirname(path) or ".")
        figures = [(os.path.join(out_dir, name), build)
                   for name, build in figures_for(document, args.clock, output_stem(path))]
        for target, _ in figures:
            key = os.path.normcase(os.path.abspath(target))
            if key in targets:
                print(f"plot.py: {path}: would write {target} as {targets[key]} does; plot them into different "
                      f"--out-dir folders or give one another name", file=sys.stderr)
                failed = True
            targets.setdefault(key, path)
        plans.append((path, document, out_dir, figures))
    if failed:
        return EXIT_BAD_INPUT

    import matplotlib

    from hitchplot.output import save_figure
    from hitchplot.style import STYLE

    for path, document, out_dir, figures in plans:
        if args.clock and document["format"] == DEVICE_FORMAT:
            print(f"plot.py: {path}: note: a device run was measured on a phone; --clock {args.clock} does not apply",
                  file=sys.stderr)
        elif args.clock and args.clock != document["clock"]:
            if document["clock"] == INSTRUCTIONS:
                print(f"plot.py: {path}: note: counted instructions, not times; --clock {args.clock} does not apply",
                      file=sys.stderr)
            elif document["format"] == SWEEP_FORMAT:
                print(f"plot.py: {path}: note: sweep is on the {document['clock']} clock; --clock {args.clock} "
                      f"does not apply", file=sys.stderr)
            else:
                print(f"plot.py: {path}: note: frames are placed on the file's {document['clock']} clock only, so "
                      f"the timeline shows {document['clock']}" + (f"; the summary is on {args.clock}"
                                                                    if document["format"] == COMPARE_FORMAT else ""),
                      file=sys.stderr)
        for target, build in figures:
            try:
                os.makedirs(out_dir, exist_ok=True)
                with matplotlib.rc_context(STYLE):
                    figure = build()
                    save_figure(figure, target, args.dpi)
            except OSError as error:
                print(f"plot.py: {target}: cannot write ({error.strerror or error})", file=sys.stderr)
                return EXIT_OUTPUT_ERROR
            print(target)
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
