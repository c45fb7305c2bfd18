"""The README's result tables must be what scripts/readme_tables.py prints from results/reference, and the
generator must read the files the harness writes now.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

Each table the generator prints (with the line naming its file, where it has one) must appear verbatim in a
Markdown file of the repository, so a figure in the docs can always be traced to a reference result: refresh
the reference results, rerun the generator and paste its tables, and this test passes again. The generator
itself is tested on a folder laid out as results/reference but made of the plot fixtures (real runs, see
scripts/fixtures/README.md), so its reading of the result formats is checked whatever the reference holds.
"""

from __future__ import annotations

import contextlib
import glob
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FIXTURES = os.path.join(HERE, "fixtures")
REFERENCE = os.path.join(ROOT, "results", "reference")
sys.path.insert(0, HERE)
import readme_tables  # noqa: E402

SECTIONS = ["Which strategy when", "fling, 60 days", "fling, 1,825 days", "fling, 3,650 days", "Growth with the data",
            "The window with and without the seed's snapping", "window-seamless swap frames", "Instructions per frame"]


def generated_sections(folder: str) -> list[tuple[str, str]]:
    """(title, body) of every section the generator prints for `folder`."""
    out = io.StringIO()
    argv = sys.argv
    sys.argv = ["readme_tables.py", folder]
    try:
        with contextlib.redirect_stdout(out):
            readme_tables.main()
    finally:
        sys.argv = argv
    sections = []
    for chunk in out.getvalue().split("### ")[1:]:
        title, body = chunk.split("\n\n", 1)
        sections.append((title, body.strip()))
    return sections


def documentation() -> str:
    """Every Markdown file of the repository outside build folders."""
    paths = [path for path in glob.glob(os.path.join(ROOT, "**", "*.md"), recursive=True)
             if f"{os.sep}.build{os.sep}" not in path]
    texts = []
    for path in sorted(paths):
        with open(path, encoding="utf-8") as handle:
            texts.append(handle.read())
    return "\n".join(texts)


def reference_is_from_hitchbench_0_1() -> bool:
    with open(os.path.join(REFERENCE, "compare-fling.json"), encoding="utf-8") as handle:
        return json.load(handle)["format"] in readme_tables.OLD_FORMATS


def read_fixture(name: str) -> dict:
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as handle:
        return json.load(handle)


def reference_like_folder(folder: str, edit=lambda document: None) -> None:
    """The files the generator reads, named as scripts/reference-results.sh writes them, made of the fixtures:
    the five-strategy compare for every compare of a time clock, the sweep for both sweeps, the instruction
    compare for both instruction traces. `edit` may change each document before it is written."""
    names = {"compare-one-fling.json": [], "sweep-one-fling.json": ["sweep-fling-36500d.json", "sweep-fling-120hz.json"],
             "compare-one-fling-instructions.json": [f"compare-{trace}-instructions.json"
                                                     for trace in readme_tables.INSTRUCTION_TRACES]}
    for trace in readme_tables.TRACES:
        names["compare-one-fling.json"] += [f"compare-{trace}{suffix}.json" for suffix in
                                            ("", "-120hz", "-snap-none-only-render-all+window")]
    names["compare-one-fling.json"] += ["compare-fling-1825d.json", "compare-fling-3650d.json"]
    for source, targets in names.items():
        document = read_fixture(source)
        edit(document)
        for target in targets:
            with open(os.path.join(folder, target), "w", encoding="utf-8") as handle:
                json.dump(document, handle)


class ReadmeTablesTests(unittest.TestCase):
    def test_every_generated_table_is_in_the_docs(self) -> None:
        if reference_is_from_hitchbench_0_1():
            self.skipTest("results/reference holds HitchBench 0.1 results; regenerate them with "
                          "scripts/reference-results.sh and paste the generator's tables into the README")
        docs = documentation()
        sections = generated_sections(REFERENCE)
        self.assertEqual([title for title, _body in sections], SECTIONS)
        for title, body in sections:
            with self.subTest(section=title):
                self.assertIn(body, docs, f"the '{title}' table differs from `python3 scripts/readme_tables.py "
                                          f"results/reference`; paste the generator's output")

    def test_peak_cache_counts_the_sweeps(self) -> None:
        # render-all's caches grow with the data, so its peak is in the 36,500-day sweep, not a comparison.
        if reference_is_from_hitchbench_0_1():
            self.skipTest("results/reference holds HitchBench 0.1 results")
        table = dict(generated_sections(REFERENCE))["Which strategy when"]
        row = next(line for line in table.splitlines() if line.startswith("| `render-all`"))
        with open(os.path.join(REFERENCE, "sweep-fling-36500d.json"), encoding="utf-8") as handle:
            sweep = json.load(handle)
        peak = max(p["peakCacheBytes"] for p in sweep["points"] if p["strategy"] == "render-all")
        self.assertIn(f"| {readme_tables.mb(peak)} |", row)


class GeneratorTests(unittest.TestCase):
    """The generator on the fixtures, laid out as the reference results are."""

    def setUp(self) -> None:
        self.folder = tempfile.mkdtemp(prefix="readme-tables-")
        self.addCleanup(shutil.rmtree, self.folder, ignore_errors=True)

    def sections(self, edit=lambda document: None) -> dict[str, str]:
        reference_like_folder(self.folder, edit)
        sections = generated_sections(self.folder)
        self.assertEqual([title for title, _body in sections], SECTIONS)
        return dict(sections)

    def rows(self, table: str) -> dict[str, list[str]]:
        lines = [line for line in table.splitlines() if line.startswith("| `")]
        return {line.split(" | ")[0][2:].strip("`"): [cell.strip() for cell in line.strip("| ").split(" | ")]
                for line in lines}

    def test_the_compare_table_leads_with_the_scrolling_ratio_and_gives_the_p50_ratio_with_its_interval(self) -> None:
        table = self.sections()["fling, 60 days"]
        header = next(line for line in table.splitlines() if line.startswith("| strategy"))
        self.assertIn("| hitches | scroll hitch ms/s | trace hitch ms/s |", header)
        self.assertIn("| p50 vs render-all | total vs render-all |", header)
        rows = self.rows(table)
        for row in read_fixture("compare-one-fling.json")["rows"]:
            with self.subTest(strategy=row["strategy"]):
                cells = rows[row["strategy"]]
                self.assertEqual(cells[3], f"{row['scrollHitchTimeRatioMsPerSecond']:.1f} ({row['band']})")
                self.assertEqual(cells[4], f"{row['traceHitchTimeRatioMsPerSecond']:.1f}")
                self.assertEqual(cells[12], f"{row['p50TimeRatioToRenderAll']:.3f}× [{row['p50TimeRatioToRenderAllLow']:.3f}"
                                            f"–{row['p50TimeRatioToRenderAllHigh']:.3f}]")

    def test_a_trace_without_scroll_has_no_scrolling_ratio(self) -> None:
        def no_scroll(document: dict) -> None:
            for row in document.get("rows", []):
                row.update(scrollHitchTimeRatioMsPerSecond=None, band=None)
        rows = self.rows(self.sections(no_scroll)["fling, 60 days"])
        self.assertEqual({cells[3] for cells in rows.values()}, {"no scroll"})

    def test_swap_frames_and_worst_frames_come_from_effects_not_notes(self) -> None:
        def blank_notes(document: dict) -> None:
            for result in document.get("results", []):
                for frame in result["frames"]:
                    frame["notes"] = ""
        sections = self.sections(blank_notes)
        seamless = next(r for r in read_fixture("compare-one-fling.json")["results"]
                        if r["metadata"]["strategy"] == "window-seamless")
        swaps = sum(frame["effects"]["dataSwapped"] for frame in seamless["frames"])
        self.assertGreater(swaps, 0)
        rows = [line for line in sections["window-seamless swap frames"].splitlines() if line.startswith("| 60 Hz")]
        # Six traces, each the same fixture run.
        self.assertEqual(rows[0].split(" | ")[1], str(6 * swaps))
        window = next(r for r in read_fixture("compare-one-fling.json")["results"] if r["metadata"]["strategy"] == "window")
        frame = max(window["frames"], key=lambda item: item["cpuMs"])
        worst = self.rows(sections["Which strategy when"])["window"][8]
        self.assertTrue(worst.startswith(f"{frame['cpuMs']:.2f} ms ({readme_tables.effects_text(frame) or 'an ordinary frame'}; "),
                        worst)

    def test_effects_are_told_from_the_fields(self) -> None:
        frame = {"effects": {"dataSwapped": True, "contentJumpPixels": 72, "yRescaled": False, "edgeStall": True},
                 "counters": {"tilesConfigured": 2}, "notes": "something else entirely"}
        self.assertEqual(readme_tables.effects_text(frame), "data swapped; content jump 72 px; edge stall; 2 tiles configured")
        frame = {"effects": {"dataSwapped": False, "contentJumpPixels": 0, "yRescaled": True, "edgeStall": False},
                 "counters": {"fullRedraws": 1}}
        self.assertEqual(readme_tables.effects_text(frame), "y rescaled")

    def test_the_growth_table_gives_both_ratios(self) -> None:
        table = self.sections()["Growth with the data"]
        self.assertIn("render-all hitches (scroll / trace ms/s) at 60 Hz", table)
        sweep = read_fixture("sweep-one-fling.json")
        point = next(p for p in sweep["points"] if p["strategy"] == "render-all" and p["days"] == sweep["days"][-1])
        row = next(line for line in table.splitlines() if line.startswith(f"| {sweep['days'][-1]:,} |"))
        self.assertIn(f"| {point['hitches']} ({point['scrollHitchTimeRatioMsPerSecond']:.0f} / "
                      f"{point['traceHitchTimeRatioMsPerSecond']:.0f}) |", row)

    def test_the_instruction_table_reads_the_counted_compares(self) -> None:
        rows = self.rows(self.sections()["Instructions per frame"])
        counted = {row["strategy"]: row for row in read_fixture("compare-one-fling-instructions.json")["rows"]}
        for strategy, row in counted.items():
            with self.subTest(strategy=strategy):
                cells = rows[strategy]
                self.assertEqual(cells[1], f"{row['instructionsP50PerFrame'] / 1e6:,.2f} M / "
                                           f"{row['instructionsP99PerFrame'] / 1e6:,.2f} M / "
                                           f"{row['instructionsMaxPerFrame'] / 1e6:,.2f} M")
                share = row["instructionsTotal"] / counted["render-all"]["instructionsTotal"]
                self.assertEqual(cells[2], f"{row['instructionsTotal'] / 1e6:,.2f} M ({share:.3f}×)")

    def test_hitchbench_0_1_results_are_refused_in_one_line(self) -> None:
        reference_like_folder(self.folder)
        path = os.path.join(self.folder, "compare-fling.json")
        document = read_fixture("compare-one-fling.json")
        document["format"] = "hitchbench-compare/1"
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(document, handle)
        result = subprocess.run([sys.executable, os.path.join(HERE, "readme_tables.py"), self.folder],
                                capture_output=True, text=True, timeout=120)
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stdout, "")
        self.assertEqual(len(result.stderr.splitlines()), 1)
        self.assertIn("hitchbench-compare/1 comes from HitchBench 0.1", result.stderr)


if __name__ == "__main__":
    unittest.main()
