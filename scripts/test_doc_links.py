"""Every relative link in the docs must resolve: to a file that exists, and to a heading of it when it names one.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

The docs' result tables are made and checked by `harness tables` (`swift run -c release harness tables
results/reference --write`; Tests/DocTablesTests/CommittedTablesTests.swift checks them in `swift test`).
This checker stays in Python: it reads Markdown as text, needs nothing of HitchBench's, and runs with the
scripts' other tests.
"""

from __future__ import annotations

import glob
import os
import re
import shutil
import tempfile
import unittest
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


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
