""".ci/api-breakage.sh in the clones GitHub's checkout makes: it must fail, not pass, when it cannot see the
last release's commit (a one-commit checkout, or a CHANGELOG naming a commit the history lacks).

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(arguments: list[str], cwd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(arguments, cwd=cwd, capture_output=True, text=True, check=False)


@unittest.skipUnless(shutil.which("git") and os.path.exists(os.path.join(ROOT, ".git")), "needs git and a clone")
class APIBreakageTests(unittest.TestCase):
    def setUp(self) -> None:
        self.folder = tempfile.mkdtemp(prefix="api-breakage-")

    def tearDown(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    def clone(self, *options: str) -> str:
        target = os.path.join(self.folder, "clone")
        done = run(["git", "clone", "--quiet", *options, "file://" + ROOT, target], cwd=self.folder)
        self.assertEqual(done.returncode, 0, done.stderr)
        return target

    def test_a_shallow_clone_fails_and_says_to_fetch_the_history(self) -> None:
        clone = self.clone("--depth", "1")
        done = run(["bash", ".ci/api-breakage.sh"], cwd=clone)
        self.assertEqual(done.returncode, 1, done.stdout + done.stderr)
        self.assertIn("fetch-depth: 0", done.stderr)

    def test_a_release_commit_missing_from_the_history_fails(self) -> None:
        clone = self.clone("--no-local")
        path = os.path.join(clone, "CHANGELOG.md")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        changed = re.sub(r"^Release commit: [0-9a-f]+$", "Release commit: " + "f" * 40, text, count=1, flags=re.MULTILINE)
        self.assertNotEqual(changed, text, "CHANGELOG.md names a release commit")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(changed)
        done = run(["bash", ".ci/api-breakage.sh"], cwd=clone)
        self.assertEqual(done.returncode, 1, done.stdout + done.stderr)
        self.assertIn("is not in this clone's history", done.stderr)


if __name__ == "__main__":
    unittest.main()
