"""The GitHub Actions workflows against what the docs show of them.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

actionlint (in .ci/run) checks that the workflows are valid; these tests hold the docs to them.
"""

from __future__ import annotations

import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read(*parts: str) -> str:
    with open(os.path.join(ROOT, *parts), encoding="utf-8") as handle:
        return handle.read()


class WorkflowDocsTests(unittest.TestCase):
    def test_the_examples_gate_step_is_the_workflows(self) -> None:
        readme = read("Examples", "CustomStrategy", "README.md")
        blocks = re.findall(r"```yaml\n(.*?)```", readme, flags=re.DOTALL)
        self.assertEqual(len(blocks), 1)
        self.assertIn(blocks[0], read("Examples", "CustomStrategy", ".github", "workflows", "strategy-gate.yml"))

    def test_the_workflow_runs_ci_run_and_merges_what_the_matrix_sweeps(self) -> None:
        workflow = read(".github", "workflows", "hitchbench.yml")
        self.assertIn("run: bash .ci/run", workflow)
        self.assertIn('--shard "${{ matrix.part }}/${{ strategy.job-total }}"', workflow)
        self.assertIn("needs: sweep", workflow)
        self.assertIn("harness merge results/sweep-*-part-*.json", workflow)
        # The compare table is stdout only: status lines on stderr stay out of the summary.
        self.assertIn("--format markdown --out-dir results/ci > compare.md", workflow)


if __name__ == "__main__":
    unittest.main()
