"""scripts/inputs/make_xctrace.py writes each table shaped like its real export in Samples/Instruments: the same
schema and columns (mnemonic and engineering type), ids given in document order, each defined once, and every ref
naming an id defined before it.

Run from the repository root: `python3 scripts/test_make_xctrace.py` (or with the scripts' other tests).
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "Samples" / "Instruments"


def columns(path: Path) -> tuple[str, list[tuple[str, str]]]:
    """The schema's name and its columns' mnemonics and engineering types."""
    schema = ElementTree.parse(path).getroot().find("node/schema")
    assert schema is not None, f"{path}: no schema"
    return schema.get("name", ""), [(col.findtext("mnemonic", ""), col.findtext("engineering-type", "")) for col in schema.iter("col")]


class MakeXctraceTests(unittest.TestCase):
    def made(self, kind: str) -> Path:
        """A 50 KB table of `kind`, in a folder removed after the test."""
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        path = Path(folder.name) / f"{kind}.xml"
        subprocess.run([sys.executable, str(ROOT / "scripts/inputs/make_xctrace.py"), str(path), "0.05", kind], check=True,
                       capture_output=True)
        return path

    def check_shaped_like(self, kind: str, sample: str) -> None:
        path = self.made(kind)
        self.assertEqual(columns(path), columns(SAMPLES / sample))
        text = path.read_text()
        defined: set[str] = set()
        for match in re.finditer(r'\b(id|ref)="(\d+)"', text):
            attribute, number = match.groups()
            if attribute == "id":
                self.assertEqual(int(number), len(defined) + 1, f"id {number} out of document order")
                defined.add(number)
            else:
                self.assertIn(number, defined, f"ref {number} before its id")
        self.assertGreater(text.count("<row>"), 40)

    def test_swaps_are_shaped_like_display_surface_swap(self) -> None:
        self.check_shaped_like("swaps", "display-surface-swap.xml")

    def test_swiftui_updates_are_shaped_like_the_sample(self) -> None:
        self.check_shaped_like("swiftui-updates", "swiftui-updates.xml")

    def test_signposts_are_shaped_like_os_signpost_intervals(self) -> None:
        self.check_shaped_like("signposts", "OSSignpostIntervals.xml")

    def test_an_unknown_kind_is_refused(self) -> None:
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        run = subprocess.run([sys.executable, str(ROOT / "scripts/inputs/make_xctrace.py"), f"{folder.name}/x.xml", "0.01", "frames"],
                             capture_output=True, text=True)
        self.assertEqual(run.returncode, 1)
        self.assertIn("usage: make_xctrace.py", run.stderr)


if __name__ == "__main__":
    unittest.main()
