"""Every module a target imports is one of its declared dependencies in Package.swift.

SwiftPM builds a target whose import of another of the package's modules is undeclared as long as some other
dependency brings that module in, and the build order then holds by luck; a changed dependency elsewhere breaks
it, or a module compiles later than it could. This reads the manifest as SwiftPM does (`swift package
dump-package`, with the fuzz targets too) and every `import X` in each target's sources, and fails naming each
target whose import of a package module is not among its direct dependencies.

Run from the repository root: `python3 scripts/test_package_imports.py` (or with the scripts' other tests).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import unittest
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?(\w+)", re.M)


def manifest(fuzz: bool) -> dict[str, Any]:
    """The manifest as SwiftPM evaluates it; with `fuzz` the fuzz targets are declared too."""
    env = dict(os.environ)
    env.pop("HITCHBENCH_FUZZ", None)
    if fuzz:
        env["HITCHBENCH_FUZZ"] = "1"
    out = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def dependency_names(target: dict[str, Any]) -> set[str]:
    """The names of a target's direct dependencies, however each is spelled."""
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def sources(target: dict[str, Any]) -> list[Path]:
    """The Swift files SwiftPM compiles for a target: its folder (or `path`), less `exclude`, or only `sources`."""
    default = "Tests" if target["type"] == "test" else "Sources"
    folder = ROOT / (target.get("path") or f"{default}/{target['name']}")
    if target.get("sources"):
        return [folder / name for name in target["sources"]]
    excluded = [folder / name for name in target.get("exclude", [])]
    return [path for path in sorted(folder.rglob("*.swift")) if not any(path.is_relative_to(e) for e in excluded)]


def undeclared_imports(package: dict[str, Any]) -> list[str]:
    """One line per target and module it imports without declaring: `Target imports X (File.swift)`."""
    modules = {target["name"] for target in package["targets"]}
    problems = []
    for target in package["targets"]:
        if target["type"] in ("system", "binary"):
            continue
        declared = dependency_names(target)
        missing: dict[str, str] = {}
        for path in sources(target):
            for module in IMPORT.findall(path.read_text(encoding="utf-8")):
                if module in modules and module != target["name"] and module not in declared:
                    missing.setdefault(module, path.name)
        problems += [f"{target['name']} imports {module} ({file}) without declaring it" for module, file in sorted(missing.items())]
    return problems


@unittest.skipUnless(shutil.which("swift"), "needs swift on PATH")
class PackageImportsTest(unittest.TestCase):
    def test_every_import_is_a_declared_dependency(self) -> None:
        for fuzz in (False, True):
            with self.subTest(fuzz=fuzz):
                self.assertEqual(undeclared_imports(manifest(fuzz)), [])

    def test_an_undeclared_import_is_found(self) -> None:
        package = manifest(False)
        for target in package["targets"]:
            if target["name"] == "ChartKit":
                target["dependencies"] = [d for d in target["dependencies"] if "Raster" not in json.dumps(d)]
        self.assertTrue(any(line.startswith("ChartKit imports Raster") for line in undeclared_imports(package)))


if __name__ == "__main__":
    problems = undeclared_imports(manifest(False)) + undeclared_imports(manifest(True))
    print("\n".join(sorted(set(problems))) or "every import is a declared dependency")
    raise SystemExit(1 if problems else 0)
