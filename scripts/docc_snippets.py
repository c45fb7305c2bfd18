"""Builds and runs the code of the DocC articles as written (scripts/docc-snippets.sh runs this).

Every fenced code block of Sources/HitchBench/HitchBench.docc/*.md is preceded by a directive, an HTML
comment that DocC does not render:

    <!-- snippet: file PATH -->      the block is the file PATH of the articles' package (MyCharts)
    <!-- snippet: run -->            the block is shell commands, run in that package in article order
    <!-- snippet: skip: REASON -->   the block is neither compiled nor run, for REASON (a fragment, a folder tree)

A block without a directive, a directive without a block, a file written twice, a run block that is not `sh`
or a skip without a reason is an error: every snippet is either checked or says why not.

The files are assembled into one scratch package, .build/docc-snippets/MyCharts, reused from run to run so
that only what changed is rebuilt (files whose text is unchanged are not rewritten; files no article writes,
such as the results and baselines of the last run, are removed). The Swift sources are linted with the
repository's .swift-format (`swift format lint --strict`). Package.swift is checked as written with
`swift package dump-package`, then built with its HitchBench dependency (the URL with `revision:` or
`from:`) replaced by `.package(name: "HitchBench", path: <this checkout>)`. The run blocks then run in the
package's folder with bash -euo pipefail, in the articles' order, as written but for one option: `swift test`,
`swift build` and `swift run` are given `--scratch-path <this checkout>/.build`, so the package builds in the
checkout's own build folder and HitchBench's modules, which a path dependency compiles with the same flags as
the checkout does, are reused from the checkout's builds (.ci/run's `HITCHBENCH_FAST_DEBUG=1 swift test` and
release `harness`) instead of compiled again; only the package's own targets are built.

Exits 1 when a snippet fails to build or a run fails (printing the block and its output's tail), 2 when the
articles cannot be read as above. `--list` prints the blocks and their directives without building.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Sources" / "HitchBench" / "HitchBench.docc"
SCRATCH = ROOT / ".build" / "docc-snippets" / "MyCharts"
# What the package keeps between runs besides the articles' files: its build, resolution and SwiftPM state.
KEPT = {".build", "Package.resolved", ".swiftpm"}

DIRECTIVE = re.compile(r"^<!--\s*snippet:\s*(.*?)\s*-->\s*$")
FENCE = re.compile(r"^```(\S*)\s*$")
# The HitchBench dependency of the articles' manifest, by URL at a revision, a version or a branch.
URL_DEPENDENCY = re.compile(
    r'\.package\(\s*url:\s*"[^"]*/HitchBench(?:\.git)?"\s*,\s*(?:revision|from|branch|exact):\s*"[^"]*"\s*\)'
)
# SwiftPM's commands that build, given the checkout's build folder (see the module docstring).
SWIFT_BUILDING = re.compile(r"\bswift (test|build|run)\b")


class SnippetError(Exception):
    """The articles do not follow the directive rules: one line naming the article and line."""


@dataclass
class Block:
    article: str
    line: int  # 1-based line of the opening fence
    language: str
    text: str
    kind: str  # "file", "run" or "skip"
    argument: str  # the path, "" or the reason

    @property
    def where(self) -> str:
        return f"{self.article}:{self.line}"


def article_order(catalog: Path = CATALOG) -> list[Path]:
    """The articles in the order the root page's Essentials lists them, the root page last."""
    root = catalog / "HitchBench.md"
    listed = re.findall(r"<doc:([A-Za-z0-9_-]+)>", root.read_text().split("### Essentials", 1)[-1].split("###", 1)[0])
    articles = [catalog / f"{name}.md" for name in listed]
    for path in articles:
        if not path.exists():
            raise SnippetError(f"HitchBench.md lists <doc:{path.stem}>, which has no {path.name}")
    others = sorted(p for p in catalog.glob("*.md") if p not in articles and p != root)
    if others:
        raise SnippetError(f"{', '.join(p.name for p in others)}: not listed under Essentials in HitchBench.md")
    return articles + [root]


def parse(path: Path) -> list[Block]:
    """The fenced blocks of one article with their directives; raises SnippetError on a broken rule."""
    name = path.name
    lines = path.read_text().splitlines()
    blocks: list[Block] = []
    pending: tuple[int, str] | None = None  # a directive waiting for its block
    index = 0
    while index < len(lines):
        line = lines[index]
        directive = DIRECTIVE.match(line)
        fence = FENCE.match(line)
        if directive:
            if pending:
                raise SnippetError(f"{name}:{pending[0]}: a snippet directive with no code block after it")
            pending = (index + 1, directive.group(1))
        elif fence:
            end = index + 1
            while end < len(lines) and lines[end].rstrip() != "```":
                end += 1
            if end == len(lines):
                raise SnippetError(f"{name}:{index + 1}: a code block that is never closed")
            if not pending:
                raise SnippetError(
                    f"{name}:{index + 1}: a code block without a snippet directive before it "
                    "(<!-- snippet: file PATH -->, <!-- snippet: run --> or <!-- snippet: skip: REASON -->)"
                )
            blocks.append(block(name, index + 1, fence.group(1), "\n".join(lines[index + 1 : end]) + "\n", pending[1]))
            pending = None
            index = end
        elif pending and line.strip():
            raise SnippetError(f"{name}:{pending[0]}: a snippet directive not followed by its code block")
        index += 1
    if pending:
        raise SnippetError(f"{name}:{pending[0]}: a snippet directive with no code block after it")
    return blocks


def block(article: str, line: int, language: str, text: str, directive: str) -> Block:
    where = f"{article}:{line}"
    if directive == "run":
        if language != "sh":
            raise SnippetError(f"{where}: a run block must be ```sh, not ```{language or '(none)'}")
        return Block(article, line, language, text, "run", "")
    if directive.startswith("file "):
        target = directive[len("file ") :].strip()
        parts = Path(target).parts
        if not target or Path(target).is_absolute() or ".." in parts or parts[0] in KEPT:
            raise SnippetError(f"{where}: '{target}' is not a path inside the package")
        return Block(article, line, language, text, "file", target)
    if directive.startswith("skip:") and directive[len("skip:") :].strip():
        return Block(article, line, language, text, "skip", directive[len("skip:") :].strip())
    raise SnippetError(f"{where}: unknown directive '{directive}' (file PATH, run, or skip: REASON)")


def collect(catalog: Path = CATALOG) -> list[Block]:
    """Every block of every article, in article order, checked against the rules."""
    blocks = [b for path in article_order(catalog) for b in parse(path)]
    seen: dict[str, Block] = {}
    for b in blocks:
        if b.kind == "file":
            if b.argument in seen:
                raise SnippetError(f"{b.where}: {b.argument} is already written by {seen[b.argument].where}")
            seen[b.argument] = b
    if "Package.swift" not in seen:
        raise SnippetError("no article writes Package.swift (<!-- snippet: file Package.swift -->)")
    return blocks


def path_manifest(manifest: str, checkout: Path) -> str:
    """The manifest with its HitchBench URL dependency replaced by a path dependency on `checkout`."""
    replaced, count = URL_DEPENDENCY.subn(f'.package(name: "HitchBench", path: "{checkout}")', manifest)
    if count != 1:
        raise SnippetError(
            f"Package.swift: expected one `.package(url: \"…/HitchBench.git\", revision: …)` dependency, found {count}"
        )
    return replaced


def write_package(blocks: list[Block], scratch: Path, checkout: Path) -> int:
    """Writes the files into `scratch` (unchanged ones untouched), removes what no article writes; returns
    how many files were rewritten."""
    files = {b.argument: b.text for b in blocks if b.kind == "file"}
    files["Package.swift"] = path_manifest(files["Package.swift"], checkout)
    scratch.mkdir(parents=True, exist_ok=True)
    for folder, dirs, names in os.walk(scratch, topdown=True):
        if Path(folder) == scratch:
            dirs[:] = [d for d in dirs if d not in KEPT]
            names = [n for n in names if n not in KEPT]
        for name in names:
            path = Path(folder) / name
            if path.relative_to(scratch).as_posix() not in files:
                path.unlink()
    written = 0
    for relative, text in files.items():
        target = scratch / relative
        if target.exists() and target.read_text() == text:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
        written += 1
    # Folders emptied by removed files.
    for folder, dirs, names in os.walk(scratch, topdown=False):
        path = Path(folder)
        if path != scratch and path.relative_to(scratch).parts[0] not in KEPT and not os.listdir(path):
            path.rmdir()
    return written


def check_manifest_as_written(manifest: str) -> None:
    """`swift package dump-package` on the manifest exactly as the article prints it."""
    with tempfile.TemporaryDirectory(prefix="docc-snippets-manifest-") as folder:
        Path(folder, "Package.swift").write_text(manifest)
        result = subprocess.run(["swift", "package", "dump-package"], cwd=folder, capture_output=True, text=True)
        if result.returncode != 0:
            sys.stderr.write(result.stderr[-4000:])
            raise RuntimeError("the articles' Package.swift, as written, is not a valid manifest (swift package dump-package)")


def lint(blocks: list[Block], scratch: Path) -> None:
    """The articles' Swift sources (the manifest aside, whose dependency line is rewritten) through
    `swift format lint --strict` with the repository's .swift-format, as .ci/run lints the code."""
    sources = [b.argument for b in blocks if b.kind == "file" and b.argument.endswith(".swift") and b.argument != "Package.swift"]
    if not sources:
        return
    command = ["swift", "format", "lint", "--strict", "--configuration", str(ROOT / ".swift-format"), *sources]
    result = subprocess.run(command, cwd=scratch, capture_output=True, text=True)
    if result.returncode != 0 or result.stderr.strip():
        fences = {b.argument: b for b in blocks if b.kind == "file"}
        for line in (result.stderr or result.stdout).splitlines():
            found = re.match(r"([^:]+):(\d+):", line)
            origin = fences.get(found.group(1)) if found else None
            at = f"   ({origin.article}:{origin.line + int(found.group(2))})" if origin and found else ""
            sys.stderr.write(f"  {line}{at}\n")
        raise RuntimeError("the articles' Swift code is not formatted as .swift-format says (swift format lint --strict)")


def article_lines(text: str, blocks: list[Block], scratch: Path) -> list[str]:
    """Where the compiler's `path:line:` locations in `text` are in the articles, one line each."""
    files = {str(scratch / f.argument): f for f in blocks if f.kind == "file"}
    found: dict[str, None] = {}
    for match in re.finditer(r"(\S+?):(\d+):\d+: (?:error|warning)", text):
        origin = files.get(match.group(1))
        if origin:
            found[f"{origin.argument}:{match.group(2)} is {origin.article}:{origin.line + int(match.group(2))}"] = None
    return list(found)


def shared_build(script: str, build: Path) -> str:
    """`script` with each `swift test|build|run` building in `build`, the checkout's build folder."""
    return SWIFT_BUILDING.sub(lambda m: f"swift {m.group(1)} --scratch-path '{build}'", script)


def run_block(b: Block, scratch: Path, logs: Path, number: int, blocks: list[Block]) -> float:
    script = shared_build(b.text, ROOT / ".build")
    log = logs / f"{number:02d}-{Path(b.article).stem}.log"
    start = time.monotonic()
    with log.open("w") as out:
        result = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", script], cwd=scratch, stdout=out, stderr=subprocess.STDOUT
        )
    elapsed = time.monotonic() - start
    if result.returncode != 0:
        tail = log.read_text().splitlines()[-60:]
        sys.stderr.write(f"docc-snippets: {b.where}: the run block failed (exit {result.returncode}):\n")
        sys.stderr.write("".join(f"    {line}\n" for line in b.text.splitlines()))
        sys.stderr.write(f"  its output ({log}), last lines:\n" + "".join(f"    {line}\n" for line in tail))
        for line in article_lines(log.read_text(), blocks, scratch):
            sys.stderr.write(f"  {line}\n")
        raise RuntimeError(f"{b.where}: run failed")
    return elapsed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Build and run the DocC articles' code blocks as written.")
    parser.add_argument("--list", action="store_true", help="print each block and its directive; build nothing")
    args = parser.parse_args(argv)
    try:
        blocks = collect()
    except SnippetError as error:
        print(f"docc-snippets: {error}", file=sys.stderr)
        return 2
    counts = {kind: sum(b.kind == kind for b in blocks) for kind in ("file", "run", "skip")}
    summary = f"{len(blocks)} code blocks: {counts['file']} files, {counts['run']} run, {counts['skip']} skipped"
    if args.list:
        for b in blocks:
            print(f"{b.where:<40} {b.kind:<5} {b.argument}")
        print(summary)
        return 0
    started = time.monotonic()
    try:
        manifest = next(b.text for b in blocks if b.kind == "file" and b.argument == "Package.swift")
        check_manifest_as_written(manifest)
        written = write_package(blocks, SCRATCH, ROOT)
        print(f"docc-snippets: {summary}; {written} files rewritten in {SCRATCH.relative_to(ROOT)}")
        lint(blocks, SCRATCH)
        for b in blocks:
            if b.kind == "skip":
                print(f"docc-snippets: {b.where}: skipped: {b.argument}")
        logs = SCRATCH / ".build" / "docc-snippets-logs"
        logs.mkdir(parents=True, exist_ok=True)
        for number, b in enumerate((b for b in blocks if b.kind == "run"), start=1):
            first = b.text.strip().splitlines()[0]
            elapsed = run_block(b, SCRATCH, logs, number, blocks)
            more = len(b.text.strip().splitlines()) - 1
            print(f"docc-snippets: {b.where}: ran `{first}`{f' and {more} more' if more else ''} in {elapsed:.1f} s")
    except (RuntimeError, SnippetError) as error:
        print(f"docc-snippets: FAIL: {error} (after {time.monotonic() - started:.0f} s)", file=sys.stderr)
        return 1
    print(f"docc-snippets: pass: every file built and every run block ran, in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
