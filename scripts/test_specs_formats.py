"""The plot scripts' field lists (scripts/hitchplot/specs.py) against the one description of each format, which
the harness keeps in Swift (ResultFormats) and writes to scripts/hitchplot/formats.json (a Swift test fails when
that file is not the description). A field the plots read must exist there, of a kind that matches, and may be
null in the plots' list only if the format lets it be null.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'
"""

from __future__ import annotations

import json
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from hitchplot import specs  # noqa: E402

FORMATS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hitchplot", "formats.json")
# The kinds specs.py names, and the kinds of the description each one accepts.
KINDS = {
    "number": {"integer", "number"},
    "string": {"string"},
    "bool": {"boolean"},
    "object": {"object"},
    "hitchType": {"string"},
}
# specs.py's lists, the section of the description each one reads, and whether the list holds a field to be
# non-null only on one clock (a row's times on a time clock, a frame's instructions on the instruction clock): those
# may say "number" where the format allows null.
LISTS = (
    ("SUMMARY_SPEC", specs.SUMMARY_SPEC, "result.summary", False),
    ("FRAME_SPEC", specs.FRAME_SPEC, "result.frame", False),
    ("COUNTED_FRAME_SPEC", specs.COUNTED_FRAME_SPEC, "result.frame", True),
    ("INSTRUCTIONS_SPEC", specs.INSTRUCTIONS_SPEC, "result.instructions", False),
    ("EFFECT_FIELDS", specs.EFFECT_FIELDS, "result.frame.effects", False),
    ("COMPARE_ROW_SPEC", specs.COMPARE_ROW_SPEC, "compare.row", False),
    ("COMPARE_ROW_TIME_SPEC", specs.COMPARE_ROW_TIME_SPEC, "compare.row", True),
    ("COMPARE_ROW_INSTRUCTIONS_SPEC", specs.COMPARE_ROW_INSTRUCTIONS_SPEC, "compare.row", True),
    ("RATIO_ESTIMATE_SPEC", specs.RATIO_ESTIMATE_SPEC, "compare.ratioEstimate", False),
    ("SWEEP_POINT_SPEC", specs.SWEEP_POINT_SPEC, "sweep.point", False),
)


def mismatches(spec: dict[str, str], section: dict[str, dict], conditional: bool) -> list[str]:
    """Each way `spec` differs from the described `section`, one line each."""
    problems = []
    for name, wanted in spec.items():
        field = section.get(name)
        if field is None:
            problems.append(f"{name}: not a field of the format")
            continue
        kind = wanted.rstrip("?")
        if field["kind"] not in KINDS.get(kind, ()):
            problems.append(f"{name}: the plots read {kind}, the format writes {field['kind']}")
        if wanted.endswith("?") and not field["nullable"]:
            problems.append(f"{name}: the plots allow null, the format never writes it")
        if not wanted.endswith("?") and field["nullable"] and not conditional and kind != "hitchType":
            problems.append(f"{name}: the format may write null, the plots refuse it")
    return problems


class SpecsMatchTheFormatsTests(unittest.TestCase):
    def setUp(self) -> None:
        with open(FORMATS, encoding="utf-8") as file:
            self.formats = json.load(file)

    def test_every_field_the_plots_read_is_described_alike(self) -> None:
        for list_name, spec, section, conditional in LISTS:
            with self.subTest(list_name):
                self.assertIn(section, self.formats)
                self.assertEqual(mismatches(spec, self.formats[section], conditional), [])

    def test_a_misspelled_or_retyped_field_is_found(self) -> None:
        section = self.formats["result.summary"]
        self.assertEqual(mismatches({"hitchez": "number"}, section, False), ["hitchez: not a field of the format"])
        self.assertEqual(mismatches({"band": "number?"}, section, False),
                         ["band: the plots read number, the format writes string"])
        self.assertEqual(mismatches({"hitches": "number?"}, section, False),
                         ["hitches: the plots allow null, the format never writes it"])
        self.assertEqual(mismatches({"scrollSeconds": "number"}, section, False),
                         ["scrollSeconds: the format may write null, the plots refuse it"])


if __name__ == "__main__":
    unittest.main()
