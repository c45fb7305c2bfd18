#!/usr/bin/env python3
"""Prints the README's result tables (Markdown) from the committed reference results, so every figure in
the README can be traced to a file: `python3 scripts/readme_tables.py results/reference`.

Standard library only. Each table names the file(s) it reads; a missing file, or one from HitchBench 0.1
(`hitchbench-compare/1`, `hitchbench-sweep/1`: another display model, rerun scripts/reference-results.sh), is one
line on stderr and exit status 2. Frame effects are read from each frame's `effects` and `counters` fields,
never from its notes.
"""

from __future__ import annotations

import glob
import json
import os
import sys

STRATEGIES = ["render-all", "tiles", "window", "visible", "window-seamless"]
TRACES = ["fling", "slow-drag", "scrub", "tap-select", "highlight", "edge-stop"]
# The traces counted on the instruction clock (compare-<trace>-instructions.json), as CI's instruction gate runs them.
INSTRUCTION_TRACES = ["fling", "tap-select"]
OLD_FORMATS = ("hitchbench-compare/1", "hitchbench-sweep/1", "hitchbench-result/1")

GUIDANCE = {
    "render-all": "Only for small data: every frame pays for all of it, so frame time grows with the days "
                  "until every frame hitches.",
    "tiles": "The steady choice at any size: cost follows the screen, with a small spike when a cell is "
             "configured; it needs a collection view beside the chart.",
    "window": "Swift Charts alone with bounded cost, but flings stop at the window's edge and the content "
              "shifts half a day when it swaps at an end of the data.",
    "visible": "The cheapest frame here and flat with the data: draw only what is on screen, as DGCharts does, "
               "if the chart library lets you.",
    "window-seamless": "Swift Charts alone without the window's artifacts: re-centre early, keep the position "
                       "and one y domain, and pay the rebuild inside a scrolling frame.",
}


def load(path: str) -> dict:
    try:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
    except OSError as error:
        sys.stderr.write(f"readme_tables: {path}: {error.strerror}\n")
        sys.exit(2)
    if document.get("format") in OLD_FORMATS:
        sys.stderr.write(f"readme_tables: {path}: {document['format']} comes from HitchBench 0.1, whose display model "
                         f"differs; regenerate the reference results with scripts/reference-results.sh\n")
        sys.exit(2)
    return document


def rows_by_strategy(document: dict) -> dict[str, dict]:
    return {row["strategy"]: row for row in document["rows"]}


def results_by_strategy(document: dict) -> dict[str, dict]:
    return {result["metadata"]["strategy"]: result for result in document["results"]}


def ms(value: float) -> str:
    return f"{value:.2f}"


def mb(value: float) -> str:
    megabytes = value / 1_048_576
    return f"{megabytes:.1f}" if megabytes >= 0.1 else f"{megabytes:.2f}"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def table(headers: list[str], rows: list[list[str]]) -> str:
    out = "| " + " | ".join(headers) + " |\n"
    out += "|" + "|".join("---" if index == 0 else "---:" for index in range(len(headers))) + "|\n"
    for row in rows:
        out += "| " + " | ".join(row) + " |\n"
    return out


def effects_text(frame: dict) -> str:
    """What a frame showed besides scrolling, in words, from its `effects` and `tilesConfigured` fields."""
    effects = frame["effects"]
    parts = []
    if effects["dataSwapped"]:
        parts.append("data swapped")
    if effects["contentJumpPixels"]:
        parts.append(f"content jump {effects['contentJumpPixels']:g} px")
    if effects["yRescaled"]:
        parts.append("y rescaled")
    if effects["edgeStall"]:
        parts.append("edge stall")
    tiles = frame["counters"].get("tilesConfigured", 0)
    if tiles:
        parts.append(plural(tiles, "tile") + " configured")
    return "; ".join(parts)


def worst_frame(result: dict) -> tuple[float, str]:
    """The longest frame of a run and what it showed."""
    frame = max(result["frames"], key=lambda item: item["cpuMs"])
    return frame["cpuMs"], effects_text(frame) or "an ordinary frame"


def hitch_ratios(scroll: float | None, band: str | None, trace: float, decimals: int = 1) -> tuple[str, str]:
    """Apple's two hitch time ratios as cells: while scrolling with its band (the headline; "no scroll" when the
    trace has none) and over the whole trace."""
    return ("no scroll" if scroll is None else f"{scroll:.{decimals}f} ({band})"), f"{trace:.{decimals}f}"


def ratio(row: dict, key: str) -> str:
    """A time ratio to render-all with the repeats' range (hitchbench-compare/2), or `-` without render-all."""
    if row[key] is None:
        return "-"
    low, high = row.get(key + "Low"), row.get(key + "High")
    return f"{row[key]:.3f}×" + ("" if low is None or high is None else f" [{low:.3f}–{high:.3f}]")


def compare_table(folder: str, name: str) -> str:
    document = load(os.path.join(folder, name))
    ratios = ["p50TimeRatioToRenderAll", "totalTimeRatioToRenderAll"]
    rows = []
    for strategy, row in rows_by_strategy(document).items():
        jumps = str(row["contentJumps"]) + (f" (max {int(row['maxContentJumpPixels'])} px)" if row["contentJumps"] else "")
        scroll, trace = hitch_ratios(row["scrollHitchTimeRatioMsPerSecond"], row["band"], row["traceHitchTimeRatioMsPerSecond"])
        rows.append([f"`{strategy}`", row["snap"], str(row["hitches"]), scroll, trace,
                     ms(row["maxFrameMs"]), ms(row["p50FrameMs"]), ms(row["p99FrameMs"]), jumps,
                     str(row["yRescales"]), str(row["edgeStalls"]), mb(row["peakCacheBytes"])] + [ratio(row, key) for key in ratios])
    title = (f"`{name}`: {document['days']} days, {document['refreshHz']} Hz, median of {document['repeats']} repeats; "
             f"hitch ms/s while scrolling (the headline) and over the whole trace; ratios to render-all with the "
             f"repeats' [smallest–largest]\n\n")
    return title + table(["strategy", "snap", "hitches", "scroll hitch ms/s", "trace hitch ms/s", "max frame ms", "p50 ms",
                          "p99 ms", "content jumps", "y rescales", "edge stalls", "cache MB", "p50 vs render-all",
                          "total vs render-all"], rows)


def effects_on_shipped(folder: str, suffix: str = "") -> dict[str, dict[str, int]]:
    totals: dict[str, dict[str, int]] = {}
    for trace in TRACES:
        document = load(os.path.join(folder, f"compare-{trace}{suffix}.json"))
        for strategy, row in rows_by_strategy(document).items():
            entry = totals.setdefault(strategy, {"jumps": 0, "stalls": 0, "rescales": 0, "maxJump": 0})
            entry["jumps"] += row["contentJumps"]
            entry["stalls"] += row["edgeStalls"]
            entry["rescales"] += row["yRescales"]
            entry["maxJump"] = max(entry["maxJump"], int(row["maxContentJumpPixels"]))
    return totals


def which_strategy_when(folder: str) -> str:
    small = rows_by_strategy(load(os.path.join(folder, "compare-fling.json")))
    large_document = load(os.path.join(folder, "compare-fling-3650d.json"))
    large = rows_by_strategy(large_document)
    sweep60 = load(os.path.join(folder, "sweep-fling-36500d.json"))
    sweep120 = load(os.path.join(folder, "sweep-fling-120hz.json"))
    effects = effects_on_shipped(folder)
    worst: dict[str, tuple[float, str, str]] = {}
    peak_cache: dict[str, int] = {}
    for path in sorted(glob.glob(os.path.join(folder, "compare-*.json"))):
        document = load(path)
        if document["clock"] == "instructions":
            continue  # its frame times are valgrind's emulation
        label = os.path.basename(path)[len("compare-"):-len(".json")]
        for strategy, result in results_by_strategy(document).items():
            cpu, note = worst_frame(result)
            if cpu > worst.get(strategy, (0.0, "", ""))[0]:
                worst[strategy] = (cpu, note, label)
            peak_cache[strategy] = max(peak_cache.get(strategy, 0), int(result["metrics"]["peakCacheBytes"]))
    # Sweeps are reference runs too, and the largest data is where render-all's caches peak.
    for path in sorted(glob.glob(os.path.join(folder, "sweep-*.json"))):
        for point in load(path)["points"]:
            peak_cache[point["strategy"]] = max(peak_cache.get(point["strategy"], 0), int(point["peakCacheBytes"]))
    rows = []
    for strategy in STRATEGIES:
        if strategy not in small:
            continue
        a, b = small[strategy], large[strategy]
        growth = b["p50FrameMs"] / a["p50FrameMs"] if a["p50FrameMs"] > 0 else float("nan")
        free60 = sweep60["hitchFreeMaxDays"].get(strategy)
        free120 = sweep120["hitchFreeMaxDays"].get(strategy)
        effect = effects[strategy]
        cpu, note, label = worst[strategy]
        rows.append([
            f"`{strategy}`",
            f"{ms(a['p50FrameMs'])} / {ms(a['p99FrameMs'])} / {ms(a['maxFrameMs'])}",
            f"{ms(b['p50FrameMs'])} / {ms(b['p99FrameMs'])} / {ms(b['maxFrameMs'])}",
            f"{growth:.2f}×",
            "none" if free60 is None else f"{free60:,}",
            "none" if free120 is None else f"{free120:,}",
            mb(peak_cache[strategy]),
            f"{effect['jumps']} / {effect['stalls']} / {effect['rescales']}",
            f"{ms(cpu)} ms ({note}; {label})",
            GUIDANCE.get(strategy, ""),
        ])
    headers = ["strategy", "60 days p50 / p99 / worst ms", "3,650 days p50 / p99 / worst ms", "p50 growth",
               "hitch-free to (days) at 60 Hz", "at 120 Hz", "peak cache MB", "jumps / stalls / rescales",
               "worst single frame (cause; run)", "when to use it"]
    return table(headers, rows)


def growth_table(folder: str) -> str:
    sweep60 = load(os.path.join(folder, "sweep-fling-36500d.json"))
    sweep120 = load(os.path.join(folder, "sweep-fling-120hz.json"))
    strategies = [s for s in STRATEGIES if s in sweep60["strategies"]]
    points = {(p["strategy"], p["days"]): p for p in sweep60["points"]}
    points120 = {(p["strategy"], p["days"]): p for p in sweep120["points"]}
    rows = []
    for days in sweep60["days"]:
        row = [f"{days:,}"]
        for strategy in strategies:
            point = points[(strategy, days)]
            row.append(f"{ms(point['p50FrameMs'])} / {ms(point['maxFrameMs'])}")
        everything = points[("render-all", days)]
        fast = points120.get(("render-all", days))
        row.append(hitches_and_ratios(everything))
        row.append("–" if fast is None else hitches_and_ratios(fast))
        rows.append(row)
    headers = ["days"] + [f"`{s}` p50 / max ms" for s in strategies] + [
        "render-all hitches (scroll / trace ms/s) at 60 Hz", "at 120 Hz"]
    return table(headers, rows)


def hitches_and_ratios(point: dict) -> str:
    """A sweep point's hitches with its scrolling and whole-trace hitch ratios: `12 (640 / 610)`."""
    scroll = point["scrollHitchTimeRatioMsPerSecond"]
    return (f"{point['hitches']} ({'no scroll' if scroll is None else f'{scroll:.0f}'} / "
            f"{point['traceHitchTimeRatioMsPerSecond']:.0f})")


def snapping_table(folder: str) -> str:
    snapped = effects_on_shipped(folder)
    rows = []
    for trace in TRACES:
        seed = rows_by_strategy(load(os.path.join(folder, f"compare-{trace}.json")))["window"]
        seed_result = results_by_strategy(load(os.path.join(folder, f"compare-{trace}.json")))["window"]
        free_document = load(os.path.join(folder, f"compare-{trace}-snap-none-only-render-all+window.json"))
        free = rows_by_strategy(free_document)["window"]
        free_result = results_by_strategy(free_document)["window"]

        def describe(row: dict, result: dict) -> str:
            swaps = int(result["metrics"]["total.dataSwaps"])
            jumps = plural(row["contentJumps"], "jump") + (f" (max {int(row['maxContentJumpPixels'])} px)" if row["contentJumps"] else "")
            return f"{plural(swaps, 'swap')}, {jumps}, {plural(row['edgeStalls'], 'stall')}"

        rows.append([trace, describe(free, free_result), describe(seed, seed_result)])
    del snapped
    return table(["trace", "`window --snap none`", "`window` (noon, as the seed wrote it)"], rows)


def seamless_swap_table(folder: str) -> str:
    rows = []
    for hz, suffix, budget in [(60, "", 1000 / 60), (120, "-120hz", 1000 / 120)]:
        worst = (0.0, "")
        typical = []
        for trace in TRACES:
            result = results_by_strategy(load(os.path.join(folder, f"compare-{trace}{suffix}.json")))["window-seamless"]
            for frame in result["frames"]:
                if frame["effects"]["dataSwapped"]:
                    typical.append(frame["cpuMs"])
                    if frame["cpuMs"] > worst[0]:
                        worst = (frame["cpuMs"], trace)
        typical.sort()
        median = typical[len(typical) // 2] if typical else 0.0
        rows.append([f"{hz} Hz", str(len(typical)), ms(median), f"{ms(worst[0])} ({worst[1]})",
                     f"{budget:.2f}", f"{100 * worst[0] / budget:.0f} %"])
    return table(["display", "swap frames", "median swap frame ms", "worst swap frame ms (trace)", "budget ms",
                  "worst as share of budget"], rows)


def millions(value: int) -> str:
    return f"{value / 1e6:,.2f} M"


def instructions_table(folder: str) -> str:
    """Instructions per frame and in all for every strategy on the traces CI's instruction gate counts."""
    documents = {trace: load(os.path.join(folder, f"compare-{trace}-instructions.json")) for trace in INSTRUCTION_TRACES}
    rows = []
    for strategy in STRATEGIES:
        cells = [f"`{strategy}`"]
        for trace, document in documents.items():
            by_strategy = rows_by_strategy(document)
            row, reference = by_strategy.get(strategy), by_strategy.get("render-all")
            if row is None:
                cells += ["–", "–"]
                continue
            share = f" ({row['instructionsTotal'] / reference['instructionsTotal']:.3f}×)" if reference else ""
            cells.append(" / ".join(millions(row[key]) for key in
                                    ("instructionsP50PerFrame", "instructionsP99PerFrame", "instructionsMaxPerFrame")))
            cells.append(f"{millions(row['instructionsTotal'])}{share}")
        rows.append(cells)
    headers = ["strategy"]
    for trace, document in documents.items():
        headers += [f"`{trace}` p50 / p99 / max per frame", f"`{trace}` in all (× render-all)"]
    days = sorted({document["days"] for document in documents.values()})
    title = (f"{', '.join(f'`compare-{trace}-instructions.json`' for trace in documents)}: "
             f"{' / '.join(str(d) for d in days)} days, instructions counted under valgrind (exact)\n\n")
    return title + table(headers, rows)


def main() -> int:
    folder = sys.argv[1] if len(sys.argv) > 1 else "results/reference"
    sections = [
        ("Which strategy when", which_strategy_when(folder)),
        ("fling, 60 days", compare_table(folder, "compare-fling.json")),
        ("fling, 1,825 days", compare_table(folder, "compare-fling-1825d.json")),
        ("fling, 3,650 days", compare_table(folder, "compare-fling-3650d.json")),
        ("Growth with the data", growth_table(folder)),
        ("The window with and without the seed's snapping", snapping_table(folder)),
        ("window-seamless swap frames", seamless_swap_table(folder)),
        ("Instructions per frame", instructions_table(folder)),
    ]
    for title, body in sections:
        print(f"### {title}\n\n{body}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
