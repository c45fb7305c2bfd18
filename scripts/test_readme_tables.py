"""The README's result tables must be what scripts/readme_tables.py prints from results/reference.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

Each table the generator prints (with the line naming its file, where it has one) must appear verbatim in a
Markdown file of the repository, so a figure in the docs can always be traced to a reference result: refresh
the reference results, rerun the generator and paste its tables, and this test passes again.
"""

from __future__ import annotations

import contextlib
import glob
import io
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import readme_tables  # noqa: E402


def generated_sections() -> list[tuple[str, str]]:
    """(title, body) of every section the generator prints for results/reference."""
    out = io.StringIO()
    argv = sys.argv
    sys.argv = ["readme_tables.py", os.path.join(ROOT, "results", "reference")]
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


class ReadmeTablesTests(unittest.TestCase):
    def test_every_generated_table_is_in_the_docs(self) -> None:
        docs = documentation()
        sections = generated_sections()
        self.assertEqual(len(sections), 7)
        for title, body in sections:
            with self.subTest(section=title):
                self.assertIn(body, docs, f"the '{title}' table differs from `python3 scripts/readme_tables.py "
                                          f"results/reference`; paste the generator's output")

    def test_peak_cache_counts_the_sweeps(self) -> None:
        # render-all's caches grow with the data, so its peak is in the 36,500-day sweep, not a comparison.
        table = dict(generated_sections())["Which strategy when"]
        row = next(line for line in table.splitlines() if line.startswith("| `render-all`"))
        with open(os.path.join(ROOT, "results", "reference", "sweep-fling-36500d.json"), encoding="utf-8") as handle:
            sweep = json.load(handle)
        peak = max(p["peakCacheBytes"] for p in sweep["points"] if p["strategy"] == "render-all")
        self.assertIn(f"| {readme_tables.mb(peak)} |", row)


if __name__ == "__main__":
    unittest.main()
