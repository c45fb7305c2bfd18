"""scripts/docc_snippets.py: the rules every code block of the DocC articles follows, and the scratch package.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

These run without building anything: that every block of the catalog is marked (a file, a run, or skipped
with a reason), that the directives are read as documented, and that the package is assembled as the script
says (the URL dependency replaced by the checkout's path, unchanged files left alone, stale files removed).
scripts/docc-snippets.sh, in .ci/run, builds and runs it.
"""

from __future__ import annotations

import os
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import docc_snippets  # noqa: E402


def article(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text)
    return path


class CatalogTests(unittest.TestCase):
    def test_every_block_of_the_catalog_is_marked_and_the_package_has_its_parts(self) -> None:
        blocks = docc_snippets.collect()
        files = {b.argument for b in blocks if b.kind == "file"}
        self.assertIn("Package.swift", files)
        self.assertTrue(any(f.startswith("Sources/MyStrategy/") for f in files))
        self.assertTrue(any(f.startswith("Tests/MyStrategyTests/") for f in files))
        runs = [b for b in blocks if b.kind == "run"]
        self.assertTrue(runs and "HITCHBENCH_FAST_DEBUG=1 swift test" in runs[0].text, "the first run block builds and tests")
        for b in blocks:
            if b.kind == "skip":
                self.assertGreater(len(b.argument), 10, f"{b.where}: a skip says why")

    def test_every_article_is_listed_and_read_in_the_root_pages_order(self) -> None:
        names = [p.name for p in docc_snippets.article_order()]
        self.assertEqual(names[0], "GettingStarted.md")
        self.assertEqual(names[-1], "HitchBench.md")
        self.assertEqual(sorted(names), sorted(p.name for p in docc_snippets.CATALOG.glob("*.md")))

    def test_the_manifest_as_written_depends_on_hitchbench_by_url_and_is_built_by_path(self) -> None:
        manifest = next(b.text for b in docc_snippets.collect() if b.argument == "Package.swift")
        self.assertIn('.package(url: "https://github.com/your-org/HitchBench.git", revision:', manifest)
        built = docc_snippets.path_manifest(manifest, Path("/checkout"))
        self.assertIn('.package(name: "HitchBench", path: "/checkout")', built)
        self.assertNotIn("url:", built)


class DirectiveTests(unittest.TestCase):
    def setUp(self) -> None:
        self.folder = Path(tempfile.mkdtemp())

    def parse(self, text: str) -> list[docc_snippets.Block]:
        return docc_snippets.parse(article(self.folder, "A.md", text))

    def test_the_three_directives(self) -> None:
        blocks = self.parse(
            "# A\n\n<!-- snippet: file Sources/X/X.swift -->\n```swift\nlet x = 1\n```\n\n"
            "<!-- snippet: run -->\n```sh\necho hi\n```\n\n<!-- snippet: skip: a fragment -->\n```swift\nx\n```\n"
        )
        self.assertEqual([(b.kind, b.argument) for b in blocks], [("file", "Sources/X/X.swift"), ("run", ""), ("skip", "a fragment")])
        self.assertEqual(blocks[0].text, "let x = 1\n")
        self.assertEqual(blocks[1].line, 9)

    def test_a_block_without_a_directive_is_an_error(self) -> None:
        with self.assertRaisesRegex(docc_snippets.SnippetError, r"A.md:3: a code block without a snippet directive"):
            self.parse("# A\n\n```swift\nlet x = 1\n```\n")

    def test_a_directive_must_be_followed_by_its_block(self) -> None:
        with self.assertRaisesRegex(docc_snippets.SnippetError, r"A.md:1: a snippet directive not followed"):
            self.parse("<!-- snippet: run -->\nSome prose.\n```sh\necho\n```\n")
        with self.assertRaisesRegex(docc_snippets.SnippetError, r"no code block after it"):
            self.parse("<!-- snippet: run -->\n")

    def test_a_skip_needs_a_reason_and_a_run_needs_sh(self) -> None:
        with self.assertRaisesRegex(docc_snippets.SnippetError, r"unknown directive 'skip:'"):
            self.parse("<!-- snippet: skip: -->\n```swift\nx\n```\n")
        with self.assertRaisesRegex(docc_snippets.SnippetError, r"a run block must be ```sh"):
            self.parse("<!-- snippet: run -->\n```swift\nx\n```\n")

    def test_a_file_stays_inside_the_package(self) -> None:
        for path in ["../x.swift", "/tmp/x.swift", ".build/x.swift"]:
            with self.assertRaisesRegex(docc_snippets.SnippetError, r"is not a path inside the package"):
                self.parse(f"<!-- snippet: file {path} -->\n```swift\nx\n```\n")

    def test_a_file_written_twice_is_an_error(self) -> None:
        catalog = self.folder / "Catalog.docc"
        catalog.mkdir()
        article(catalog, "HitchBench.md", "# Root\n\n### Essentials\n\n- <doc:One>\n- <doc:Two>\n")
        article(catalog, "One.md", "<!-- snippet: file Package.swift -->\n```swift\nx\n```\n")
        article(catalog, "Two.md", "<!-- snippet: file Package.swift -->\n```swift\ny\n```\n")
        with self.assertRaisesRegex(docc_snippets.SnippetError, r"Two.md:2: Package.swift is already written by One.md:2"):
            docc_snippets.collect(catalog)

    def test_an_article_not_listed_on_the_root_page_is_an_error(self) -> None:
        catalog = self.folder / "Catalog.docc"
        catalog.mkdir()
        article(catalog, "HitchBench.md", "# Root\n\n### Essentials\n\n- <doc:One>\n")
        article(catalog, "One.md", "# One\n")
        article(catalog, "Stray.md", "# Stray\n")
        with self.assertRaisesRegex(docc_snippets.SnippetError, r"Stray.md: not listed under Essentials"):
            docc_snippets.collect(catalog)


class PackageTests(unittest.TestCase):
    MANIFEST = 'let p = [.package(url: "https://example.com/org/HitchBench.git", revision: "abc")]\n'

    def blocks(self, **files: str) -> list[docc_snippets.Block]:
        return [docc_snippets.Block("A.md", n, "swift", text, "file", path.replace("__", "/")) for n, (path, text) in enumerate(files.items())]

    def test_unchanged_files_are_left_alone_and_stale_ones_removed(self) -> None:
        scratch = Path(tempfile.mkdtemp())
        first = self.blocks(**{"Package.swift": self.MANIFEST, "Sources__A__A.swift": "a\n", "Sources__B__B.swift": "b\n"})
        self.assertEqual(docc_snippets.write_package(first, scratch, Path("/checkout")), 3)
        (scratch / ".build").mkdir()
        (scratch / ".build" / "kept").write_text("build")
        (scratch / "results").mkdir()
        (scratch / "results" / "run.json").write_text("{}")
        mtime = (scratch / "Sources" / "A" / "A.swift").stat().st_mtime_ns
        second = self.blocks(**{"Package.swift": self.MANIFEST, "Sources__A__A.swift": "a\n"})
        self.assertEqual(docc_snippets.write_package(second, scratch, Path("/checkout")), 0)
        self.assertEqual((scratch / "Sources" / "A" / "A.swift").stat().st_mtime_ns, mtime)
        self.assertFalse((scratch / "Sources" / "B").exists())
        self.assertFalse((scratch / "results").exists())
        self.assertTrue((scratch / ".build" / "kept").exists())
        self.assertIn('path: "/checkout"', (scratch / "Package.swift").read_text())

    def test_a_manifest_without_the_url_dependency_is_refused(self) -> None:
        with self.assertRaisesRegex(docc_snippets.SnippetError, r"found 0"):
            docc_snippets.path_manifest('let p = [.package(path: "../HitchBench")]\n', Path("/checkout"))

    def test_run_blocks_build_in_the_checkouts_build_folder_and_are_otherwise_as_written(self) -> None:
        script = "HITCHBENCH_FAST_DEBUG=1 swift test\nswift run -c release my-harness --strategy a --trace b.json\n"
        self.assertEqual(
            docc_snippets.shared_build(script, Path("/checkout/.build")),
            "HITCHBENCH_FAST_DEBUG=1 swift test --scratch-path '/checkout/.build'\n"
            "swift run --scratch-path '/checkout/.build' -c release my-harness --strategy a --trace b.json\n",
        )
        self.assertEqual(docc_snippets.shared_build("swift format lint .", Path("/b")), "swift format lint .")


if __name__ == "__main__":
    unittest.main()
