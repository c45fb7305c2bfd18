#!/usr/bin/env python3
"""The docs' result tables (Markdown), generated from the committed reference results, so every figure in them
can be traced to a file.

    python3 scripts/readme_tables.py results/reference           # print each table and the document it belongs in
    python3 scripts/readme_tables.py --write results/reference   # replace each table in its document
    python3 scripts/readme_tables.py --check results/reference   # exit 1 if a document's table differs

Each table lives in one document (`DOCUMENTS`: the key table in README.md, the report's tables in
docs/Results.md) between the lines `<!-- generated: <section title> -->` and `<!-- end generated -->`;
`--write` replaces what is between them and `--check` compares it, both relative to the repository root (or
`--root DIR`). A section whose markers are missing, or appear more than once, is an error (exit 2).

Standard library only. Each table names the file(s) it reads; a missing file, or one from HitchBench 0.1
(`hitchbench-compare/1`, `hitchbench-sweep/1`: another display model, rerun scripts/reference-results.sh), is one
line on stderr and exit status 2. Frame effects are read from each frame's `effects` and `counters` fields,
never from its notes.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import sys

STRATEGIES = ["render-all", "tiles", "window", "visible", "window-seamless"]
TRACES = ["fling", "slow-drag", "scrub", "tap-select", "highlight", "edge-stop"]
# The traces counted on the instruction clock (compare-<trace>-instructions.json), as CI's instruction gate runs them.
INSTRUCTION_TRACES = ["fling", "tap-select"]
OLD_FORMATS = ("hitchbench-compare/1", "hitchbench-sweep/1", "hitchbench-result/1")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = "README.md"
RESULTS = os.path.join("docs", "Results.md")
# Each section's title, the document (relative to the repository root) it lives in, and what makes its table.
DOCUMENTS = {
    "Which strategy when": README,
    "fling, 60 days": RESULTS,
    "fling, 1,825 days": RESULTS,
    "fling, 3,650 days": RESULTS,
    "Growth with the data": RESULTS,
    "The window with and without the seed's snapping": RESULTS,
    "window-seamless swap frames": RESULTS,
    "Instructions per frame": RESULTS,
}
END_MARKER = "<!-- end generated -->"


class TableSourceError(Exception):
    """A reference file the tables cannot be made from: missing, unreadable or of HitchBench 0.1."""


class MarkerError(Exception):
    """A document without exactly one pair of markers for a section it should hold."""

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
        raise TableSourceError(f"{path}: {error.strerror}") from None
    except ValueError as error:
        raise TableSourceError(f"{path}: not valid JSON ({error})") from None
    if document.get("format") in OLD_FORMATS:
        raise TableSourceError(f"{path}: {document['format']} comes from HitchBench 0.1, whose display model "
                               f"differs; regenerate the reference results with scripts/reference-results.sh")
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


def sections(folder: str) -> list[tuple[str, str, str]]:
    """(title, document, table) of every generated section, in the order printed; raises TableSourceError."""
    made = [
        ("Which strategy when", which_strategy_when(folder)),
        ("fling, 60 days", compare_table(folder, "compare-fling.json")),
        ("fling, 1,825 days", compare_table(folder, "compare-fling-1825d.json")),
        ("fling, 3,650 days", compare_table(folder, "compare-fling-3650d.json")),
        ("Growth with the data", growth_table(folder)),
        ("The window with and without the seed's snapping", snapping_table(folder)),
        ("window-seamless swap frames", seamless_swap_table(folder)),
        ("Instructions per frame", instructions_table(folder)),
    ]
    return [(title, DOCUMENTS[title], body.strip()) for title, body in made]


def start_marker(title: str) -> str:
    return f"<!-- generated: {title} -->"


MARKER_LINE = re.compile(r"^(<!-- generated: (.+?) -->|<!-- end generated -->)[ \t]*$", re.MULTILINE)


def generated_span(text: str, title: str, document: str) -> tuple[int, int]:
    """Where the content between `title`'s markers lies in `text` (start, end); raises MarkerError unless the
    document has exactly one start marker line for it, followed by an end marker line. Markers count only as
    lines of their own, so prose may quote them."""
    start = start_marker(title)
    markers = list(MARKER_LINE.finditer(text))
    starts = [index for index, match in enumerate(markers) if match.group(2) == title]
    if len(starts) != 1:
        raise MarkerError(f"{document}: {'no' if not starts else len(starts)} '{start}' lines (needs exactly one, "
                          f"followed by '{END_MARKER}')")
    following = markers[starts[0] + 1] if starts[0] + 1 < len(markers) else None
    if following is None or following.group(1) != END_MARKER:
        raise MarkerError(f"{document}: '{start}' is not followed by '{END_MARKER}' before the next generated section")
    return markers[starts[0]].end(), following.start()


def documented_table(root: str, title: str, document: str) -> str:
    """The table between `title`'s markers in `document` under `root`, stripped; raises MarkerError."""
    with open(os.path.join(root, document), encoding="utf-8") as handle:
        text = handle.read()
    begin, end = generated_span(text, title, document)
    return text[begin:end].strip()


def marked_sections(text: str) -> list[str]:
    """Titles of every generated section a document marks, in order."""
    return [match.group(2) for match in MARKER_LINE.finditer(text) if match.group(2) is not None]


def differing(root: str, made: list[tuple[str, str, str]]) -> list[tuple[str, str]]:
    """(title, document) of each section whose table in its document is not the generated one."""
    return [(title, document) for title, document, body in made if documented_table(root, title, document) != body]


def write(root: str, made: list[tuple[str, str, str]]) -> list[tuple[str, str]]:
    """Replaces each section's table in its document; returns (title, document) of the tables that changed.
    Every document is checked for its markers before any is written."""
    texts: dict[str, str] = {}
    for document in sorted({document for _title, document, _body in made}):
        with open(os.path.join(root, document), encoding="utf-8") as handle:
            texts[document] = handle.read()
    for title, document, _body in made:
        generated_span(texts[document], title, document)
    changed = []
    for title, document, body in made:
        text = texts[document]
        begin, end = generated_span(text, title, document)
        if text[begin:end].strip() != body:
            changed.append((title, document))
        texts[document] = text[:begin] + "\n\n" + body + "\n\n" + text[end:]
    for document, text in texts.items():
        path = os.path.join(root, document)
        with open(path, encoding="utf-8") as handle:
            if handle.read() == text:
                continue
        temporary = path + ".readme-tables.tmp"
        with open(temporary, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(temporary, path)
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The docs' result tables from the reference results.")
    parser.add_argument("folder", nargs="?", default="results/reference", help="reference results (default results/reference)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="replace each table between its markers in its document")
    mode.add_argument("--check", action="store_true", help="exit 1 if a document's table differs from the generated one")
    parser.add_argument("--root", default=ROOT, help="the folder the documents are in (default: this repository)")
    arguments = parser.parse_args(argv)
    try:
        made = sections(arguments.folder)
        if arguments.check:
            stale = differing(arguments.root, made)
            for title, document in stale:
                sys.stderr.write(f"readme_tables: {document}: the '{title}' table differs from {arguments.folder}; "
                                 f"run python3 scripts/readme_tables.py --write {arguments.folder}\n")
            if not stale:
                sys.stderr.write(f"readme_tables: all {len(made)} tables match {arguments.folder}\n")
            return 1 if stale else 0
        if arguments.write:
            changed = write(arguments.root, made)
            for title, document in changed:
                sys.stderr.write(f"readme_tables: wrote '{title}' -> {document}\n")
            sys.stderr.write(f"readme_tables: {len(changed)} of {len(made)} tables changed\n")
            return 0
    except (TableSourceError, MarkerError, OSError) as error:
        sys.stderr.write(f"readme_tables: {error}\n")
        return 2
    for title, document, body in made:
        print(f"### {title}\n\nin {document}, between {start_marker(title)} and {END_MARKER}\n\n{body}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
