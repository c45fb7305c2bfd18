"""The docs' result tables must be what scripts/readme_tables.py makes from results/reference, the generator
must read the files the harness writes now, and every relative link in the docs must resolve.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

Each table the generator makes lives in one document (`readme_tables.DOCUMENTS`: the key table in README.md,
the report's in docs/Results.md) between `<!-- generated: <title> -->` and `<!-- end generated -->`, and
must be exactly what the generator makes from results/reference, so a figure in the docs can always be traced
to a reference result: refresh the reference results (scripts/reference-results.sh), run
`python3 scripts/readme_tables.py --write results/reference`, and this test passes again. It skips only while
results/reference holds HitchBench 0.1's files, which the generator refuses. The generator itself is tested on
a folder laid out as results/reference but made of the plot fixtures (real runs, see
scripts/fixtures/README.md), so its reading of the result formats, and its --write and --check, are checked
whatever the reference holds.
"""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FIXTURES = os.path.join(HERE, "fixtures")
REFERENCE = os.path.join(ROOT, "results", "reference")
sys.path.insert(0, HERE)
import readme_tables  # noqa: E402

SECTIONS = ["Which strategy when", "fling, 60 days", "fling, 1,825 days", "fling, 3,650 days", "Growth with the data",
            "The window with and without the seed's snapping", "window-seamless swap frames", "Instructions per frame"]


def generated_sections(folder: str) -> list[tuple[str, str]]:
    """(title, table) of every section the generator makes for `folder`."""
    return [(title, body) for title, _document, body in readme_tables.sections(folder)]


def markdown_files() -> list[str]:
    """Every Markdown file of the repository (relative paths) outside build folders and the DocC catalog,
    whose `<doc:>` links docc itself checks (scripts/docs.sh)."""
    paths = []
    for path in glob.glob(os.path.join(ROOT, "**", "*.md"), recursive=True):
        relative = os.path.relpath(path, ROOT)
        parts = relative.split(os.sep)
        if any(part == ".build" or part.endswith(".docc") for part in parts):
            continue
        paths.append(relative)
    return sorted(paths)


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


FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
CODE_SPAN = re.compile(r"(`+)(?:.+?)\1")
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_LINK = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+\"[^\"]*\")?\s*$")
HEADING = re.compile(r"^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$")


def prose_lines(text: str, keep_code_spans: bool = False) -> list[str]:
    """The lines of a Markdown text outside fenced code blocks and HTML comments, with code spans blanked
    unless `keep_code_spans`."""
    text = re.sub(r"<!--.*?-->", "", text, flags=re.DOTALL)
    lines, fence = [], None
    for line in text.split("\n"):
        match = FENCE.match(line)
        if fence:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                fence = None
            continue
        if match:
            fence = match.group(1)
            continue
        lines.append(line if keep_code_spans else CODE_SPAN.sub("", line))
    return lines


def links(text: str) -> list[str]:
    """Every link and image target of a Markdown text, outside code."""
    found = []
    for line in prose_lines(text):
        found += INLINE_LINK.findall(line)
        match = REFERENCE_LINK.match(line)
        if match:
            found.append(match.group(1))
    return found


def anchors(text: str) -> set[str]:
    """The anchors GitHub gives a Markdown text's headings: lower case, punctuation but `-` and `_` dropped,
    spaces as `-`, a repeated one suffixed `-1`, `-2`, …"""
    seen: dict[str, int] = {}
    out = set()
    for line in prose_lines(text, keep_code_spans=True):
        match = HEADING.match(line)
        if not match:
            continue
        slug = re.sub(r"[^\w\- ]", "", match.group(1).replace("`", "").lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        out.add(slug if count == 0 else f"{slug}-{count}")
    return out


def broken_links(root: str, document: str) -> list[str]:
    """The relative links of `document` (a path under `root`) that name no file, or no heading of the Markdown
    file they name, each as `document: target (why)`."""
    with open(os.path.join(root, document), encoding="utf-8") as handle:
        text = handle.read()
    broken = []
    for target in links(text):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, flags=re.IGNORECASE):
            continue  # https:, mailto:, doc:
        path, _, fragment = target.partition("#")
        path = urllib.parse.unquote(path)
        resolved = os.path.normpath(os.path.join(os.path.dirname(os.path.join(root, document)), path)) if path \
            else os.path.join(root, document)
        if not os.path.exists(resolved):
            broken.append(f"{document}: {target} (no such file)")
            continue
        if fragment and resolved.endswith(".md"):
            with open(resolved, encoding="utf-8") as handle:
                if urllib.parse.unquote(fragment) not in anchors(handle.read()):
                    broken.append(f"{document}: {target} (no such heading)")
    return broken


class ReadmeTablesTests(unittest.TestCase):
    def test_every_generated_table_is_in_the_docs(self) -> None:
        if reference_is_from_hitchbench_0_1():
            self.skipTest("results/reference holds HitchBench 0.1 results; regenerate them with "
                          "scripts/reference-results.sh and run python3 scripts/readme_tables.py --write results/reference")
        made = readme_tables.sections(REFERENCE)
        self.assertEqual([title for title, _document, _body in made], SECTIONS)
        for title, document, body in made:
            with self.subTest(section=title, document=document):
                self.assertEqual(readme_tables.documented_table(ROOT, title, document), body,
                                 f"the '{title}' table in {document} differs from results/reference; run "
                                 f"python3 scripts/readme_tables.py --write results/reference")

    def test_every_table_has_one_place_in_its_document_and_none_elsewhere(self) -> None:
        # Holds whatever results/reference holds, so --write always knows where each table goes.
        self.assertEqual(list(readme_tables.DOCUMENTS), SECTIONS)
        for title, document in readme_tables.DOCUMENTS.items():
            with self.subTest(section=title):
                readme_tables.documented_table(ROOT, title, document)  # raises unless marked exactly once
        for path in markdown_files():
            with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
                marked = readme_tables.marked_sections(handle.read())
            for title in marked:
                with self.subTest(document=path, section=title):
                    self.assertEqual(readme_tables.DOCUMENTS.get(title), path,
                                     f"{path} marks '{title}', whose table belongs in {readme_tables.DOCUMENTS.get(title)}")

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

    def copy_of_the_docs(self) -> str:
        """A scratch root holding copies of the two documents the tables go into, removed after the test."""
        root = tempfile.mkdtemp(prefix="readme-tables-docs-")
        self.addCleanup(shutil.rmtree, root, ignore_errors=True)
        os.makedirs(os.path.join(root, "docs"))
        for document in (readme_tables.README, readme_tables.RESULTS):
            shutil.copy(os.path.join(ROOT, document), os.path.join(root, document))
        return root

    def test_write_puts_every_table_between_its_markers_and_check_then_passes(self) -> None:
        reference_like_folder(self.folder)
        root = self.copy_of_the_docs()
        made = readme_tables.sections(self.folder)
        script = [sys.executable, os.path.join(HERE, "readme_tables.py")]
        check = subprocess.run(script + ["--check", "--root", root, self.folder], capture_output=True, text=True, timeout=120)
        self.assertEqual(check.returncode, 1, check.stderr)
        written = subprocess.run(script + ["--write", "--root", root, self.folder], capture_output=True, text=True, timeout=120)
        self.assertEqual(written.returncode, 0, written.stderr)
        self.assertEqual(readme_tables.differing(root, made), [])
        for title, document, body in made:
            with open(os.path.join(root, document), encoding="utf-8") as handle:
                text = handle.read()
            self.assertIn(f"{readme_tables.start_marker(title)}\n\n{body}\n\n{readme_tables.END_MARKER}", text)
        # What lies outside the markers is kept, and a second write changes nothing.
        with open(os.path.join(root, readme_tables.README), encoding="utf-8") as handle:
            after = handle.read()
        with open(os.path.join(ROOT, readme_tables.README), encoding="utf-8") as handle:
            before = handle.read()
        self.assertEqual(after.split(readme_tables.start_marker("Which strategy when"))[0],
                         before.split(readme_tables.start_marker("Which strategy when"))[0])
        self.assertEqual(readme_tables.write(root, made), [])
        check = subprocess.run(script + ["--check", "--root", root, self.folder], capture_output=True, text=True, timeout=120)
        self.assertEqual(check.returncode, 0, check.stderr)

    def test_check_names_a_table_that_differs_by_one_cell(self) -> None:
        reference_like_folder(self.folder)
        root = self.copy_of_the_docs()
        made = readme_tables.sections(self.folder)
        readme_tables.write(root, made)
        path = os.path.join(root, readme_tables.RESULTS)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        body = dict((title, body) for title, _document, body in made)["Growth with the data"]
        row = next(line for line in body.splitlines() if line.startswith("| ") and line[2].isdigit())
        self.assertIn(row, text)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.replace(row, row.replace(" | ", " | 9", 1), 1))
        self.assertEqual(readme_tables.differing(root, made), [("Growth with the data", readme_tables.RESULTS)])

    def test_a_document_without_a_tables_markers_is_refused(self) -> None:
        reference_like_folder(self.folder)
        root = tempfile.mkdtemp(prefix="readme-tables-docs-")
        self.addCleanup(shutil.rmtree, root, ignore_errors=True)
        os.makedirs(os.path.join(root, "docs"))
        shutil.copy(os.path.join(ROOT, readme_tables.RESULTS), os.path.join(root, readme_tables.RESULTS))
        with open(os.path.join(root, readme_tables.README), "w", encoding="utf-8") as handle:
            handle.write("# A README without the key table's markers\n")
        result = subprocess.run([sys.executable, os.path.join(HERE, "readme_tables.py"), "--write", "--root", root, self.folder],
                                capture_output=True, text=True, timeout=120)
        self.assertEqual(result.returncode, 2)
        self.assertIn("README.md: no '<!-- generated: Which strategy when -->' lines", result.stderr)
        with open(os.path.join(root, readme_tables.RESULTS), encoding="utf-8") as handle, \
                open(os.path.join(ROOT, readme_tables.RESULTS), encoding="utf-8") as original:
            self.assertEqual(handle.read(), original.read(), "nothing is written when a document lacks its markers")

    def test_printing_names_each_tables_document(self) -> None:
        reference_like_folder(self.folder)
        result = subprocess.run([sys.executable, os.path.join(HERE, "readme_tables.py"), self.folder],
                                capture_output=True, text=True, timeout=120)
        self.assertEqual(result.returncode, 0, result.stderr)
        for title, document in readme_tables.DOCUMENTS.items():
            self.assertIn(f"### {title}\n\nin {document}, between <!-- generated: {title} --> and <!-- end generated -->",
                          result.stdout)

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


class LinkTests(unittest.TestCase):
    """Every relative link in the docs names a file that exists, and a heading that exists when it names one."""

    def test_every_relative_link_in_the_docs_resolves(self) -> None:
        documents = markdown_files()
        for required in ["README.md", "CHANGELOG.md", "results/README.md", "Scenarios/README.md",
                         "Examples/CustomStrategy/README.md", "docs/Commands.md", "docs/CIGate.md", "docs/Results.md",
                         "docs/Design.md", "docs/Formats.md", "docs/Releasing.md"]:
            self.assertIn(required, documents)
        broken = [problem for document in documents for problem in broken_links(ROOT, document)]
        self.assertEqual(broken, [])

    def test_the_checker_finds_a_missing_file_and_a_missing_heading(self) -> None:
        root = tempfile.mkdtemp(prefix="doc-links-")
        self.addCleanup(shutil.rmtree, root, ignore_errors=True)
        os.makedirs(os.path.join(root, "docs"))
        with open(os.path.join(root, "docs", "A.md"), "w", encoding="utf-8") as handle:
            handle.write("# A\n\n## The CI gate (`compare --check`)\n\nSee [B](B.md), [up](../README.md#usage), "
                         "[here](#the-ci-gate-compare---check), [there](A.md#nowhere), ![p](../p.png), "
                         "[web](https://example.com/x.md) and `[code](missing.md)`.\n\n"
                         "```sh\n[fenced](missing.md)\n```\n<!-- [commented](missing.md) -->\n")
        with open(os.path.join(root, "README.md"), "w", encoding="utf-8") as handle:
            handle.write("# R\n\n## Usage\n")
        self.assertEqual(broken_links(root, os.path.join("docs", "A.md")),
                         ["docs/A.md: B.md (no such file)", "docs/A.md: A.md#nowhere (no such heading)",
                          "docs/A.md: ../p.png (no such file)"])


if __name__ == "__main__":
    unittest.main()
