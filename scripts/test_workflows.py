"""The GitHub Actions workflows against what the docs show of them, and what they must keep doing.

Run from the repository root:

    python3 -m unittest discover -s scripts -p 'test_*.py'

actionlint (in .ci/run) checks that the workflows are valid; these tests hold the docs to them and pin what
matters: the sharded sweep matrix and the job that merges it, both gates (CPU time and instructions) posted
to the job summary and their result JSON uploaded, valgrind installed where instructions are counted, and
one container image for the whole workflow (the one the instruction baseline was recorded in).
"""

from __future__ import annotations

import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HITCHBENCH = (".github", "workflows", "hitchbench.yml")
EXAMPLE = ("Examples", "CustomStrategy", ".github", "workflows", "strategy-gate.yml")


def read(*parts: str) -> str:
    with open(os.path.join(ROOT, *parts), encoding="utf-8") as handle:
        return handle.read()


def jobs(workflow: str) -> dict[str, str]:
    """Each job's text by its id: the lines from `  <id>:` under `jobs:` to the next job (no YAML parser)."""
    body = workflow.split("\njobs:\n", 1)[1]
    parts = re.split(r"^  ([A-Za-z0-9_-]+):\n", body, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2]))


def steps(job: str) -> list[str]:
    """A job's steps, each from its `      - ` line to the next."""
    body = job.split("\n    steps:\n", 1)[1]
    return [step for step in re.split(r"^      - ", body, flags=re.MULTILINE) if step.strip()]


def step_named(job: str, words: str) -> str:
    found = [step for step in steps(job) if re.search(r"^name: .*" + re.escape(words), step, flags=re.MULTILINE)]
    assert len(found) == 1, f"one step named with {words!r}, found {len(found)}"
    return found[0]


def images(workflow: str) -> set[str]:
    return set(re.findall(r"^\s+(?:container|image): (swift:\S+)$", workflow, flags=re.MULTILINE))


def command(step: str) -> str:
    """The step's `run:` script with its line continuations joined."""
    return re.sub(r"\\\n\s*", "", step)


class WorkflowDocsTests(unittest.TestCase):
    def test_the_examples_gate_steps_are_the_workflows(self) -> None:
        readme = read("Examples", "CustomStrategy", "README.md")
        blocks = re.findall(r"```yaml\n(.*?)```", readme, flags=re.DOTALL)
        self.assertEqual(len(blocks), 1)
        self.assertIn(blocks[0], read(*EXAMPLE))
        # Both gates are shown.
        self.assertIn('--against "$BASE"', blocks[0])
        self.assertIn("--clock instructions --baseline baseline-instructions.json", blocks[0])

    def test_the_examples_readme_records_the_instruction_baseline_in_the_workflows_image(self) -> None:
        readme = read("Examples", "CustomStrategy", "README.md")
        [image] = images(read(*EXAMPLE))
        recordings = [line for line in readme.splitlines() if "--write-baseline" in line and "--clock instructions" in line]
        self.assertEqual(len(recordings), 1)
        self.assertIn(f"docker run --rm -v \"$PWD:/package\" -w /package {image} ", recordings[0])
        self.assertIn("apt-get install -y -qq valgrind", recordings[0])
        self.assertIn(f"In the `{image}` image", readme)


class HitchBenchWorkflowTests(unittest.TestCase):
    def setUp(self) -> None:
        self.workflow = read(*HITCHBENCH)
        self.jobs = jobs(self.workflow)

    def test_it_has_the_six_jobs_and_the_two_device_jobs(self) -> None:
        self.assertEqual(
            set(self.jobs), {"ci", "asan", "compare", "sweep", "merge", "baselines", "device-record", "device-gate"})
        self.assertIn("run: bash .ci/run", self.jobs["ci"])

    def test_the_tests_under_addresssanitizer_run_in_their_own_job_with_the_suppressions(self) -> None:
        # .ci/run leaves them out (its 10-minute budget); the workflow must still run them.
        asan = self.jobs["asan"]
        self.assertIn('run: LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp" swift test --sanitize=address', asan)
        self.assertIn(".ci/lsan.supp", asan)
        self.assertIn("--cap-add=SYS_PTRACE", asan)
        self.assertNotIn("--sanitize=address", read(".ci", "run"))

    def test_the_jobs_that_need_history_fetch_it(self) -> None:
        # actions/checkout fetches one commit unless told: the API check and --against need the base's commit.
        for name in ("ci", "compare"):
            self.assertRegex(self.jobs[name], r"uses: actions/checkout@v5\n\s+with:\n(?:\s+#.*\n)*\s+fetch-depth: 0", name)

    def test_the_gates_run_once(self) -> None:
        # .ci/run skips its instruction gate in the ci job, because the compare job runs it.
        self.assertIn('HITCHBENCH_SKIP_GATES: "1"', self.jobs["ci"])
        self.assertIn('if [ "${HITCHBENCH_SKIP_GATES:-}" = 1 ]', read(".ci", "run"))
        gates = [job for job in self.jobs.values() if "--baseline results/baseline-instructions.json --check" in command(job)]
        self.assertEqual(len(gates), 1)
        self.assertNotIn("--baseline results/baseline.json --check", self.workflow + read(".ci", "run"))

    def test_a_sweep_part_at_its_budget_is_not_a_failure(self) -> None:
        sweep = command(step_named(self.jobs["sweep"], "Sweep part"))
        self.assertIn('--budget "$SWEEP_BUDGET"', sweep)
        self.assertNotIn("timeout ", sweep)

    def test_a_dispatch_job_records_both_baselines_of_the_project_and_the_example(self) -> None:
        self.assertIn("workflow_dispatch:", self.workflow)
        job = command(self.jobs["baselines"])
        self.assertIn("if: ${{ github.event_name == 'workflow_dispatch' }}", job)
        self.assertEqual(images(self.jobs["baselines"]), {"swift:6.3.1-bookworm"})
        for baseline in ("--baseline results/baseline.json --write-baseline", "--baseline results/baseline-instructions.json --write-baseline"):
            self.assertIn(baseline, job)
        self.assertIn("working-directory: Examples/CustomStrategy", job)
        self.assertEqual(job.count("--write-baseline"), 4)
        self.assertIn("uses: actions/upload-artifact@", step_named(self.jobs["baselines"], "Upload the baselines"))

    def test_every_linux_job_runs_in_the_image_the_instruction_baseline_was_recorded_in(self) -> None:
        for name, job in self.jobs.items():
            if name == "device-record":
                continue
            self.assertEqual(images(job), {"swift:6.3.1-bookworm"}, name)
        # The jobs that count instructions install valgrind: ci (.ci/run's instruction gate) and compare.
        for name in ("ci", "compare"):
            self.assertRegex(self.jobs[name], r"apt-get install -y -qq [^\n]*\bvalgrind\b", name)

    def test_the_device_jobs_are_off_unless_asked_for_and_record_on_the_phones_runner(self) -> None:
        record = self.jobs["device-record"]
        self.assertIn("if: ${{ github.event_name == 'workflow_dispatch' && inputs.device }}", record)
        self.assertRegex(self.workflow, r"inputs:\n\s+device:\n(?:\s+.*\n)*?\s+default: false")
        self.assertIn("runs-on: [self-hosted, macOS, iphone]", record)
        self.assertIn("--template 'Animation Hitches'", step_named(record, "Record"))
        self.assertIn("--toc --output export/toc.xml", step_named(record, "Export"))
        gate = self.jobs["device-gate"]
        self.assertIn("needs: device-record", gate)
        self.assertIn("--baseline results/baseline-device.json --check", command(step_named(gate, "Gate the device runs")))

    def test_the_sweep_is_a_sharded_matrix_and_a_dependent_job_merges_it(self) -> None:
        sweep = self.jobs["sweep"]
        self.assertRegex(sweep, r"matrix:\n\s+part: \[1, 2\]")
        self.assertIn('--shard "${{ matrix.part }}/${{ strategy.job-total }}"', sweep)
        self.assertIn("name: sweep-part-${{ matrix.part }}", step_named(sweep, "Upload the part"))
        merge = self.jobs["merge"]
        self.assertIn("needs: sweep", merge)
        self.assertIn("pattern: sweep-part-*", step_named(merge, "Download the parts"))
        self.assertIn("harness merge results/sweep-*-part-*.json", merge)
        self.assertIn('>> "$GITHUB_STEP_SUMMARY"', step_named(merge, "Merge the parts"))
        self.assertIn("path: results/ci/", step_named(merge, "Upload the merged sweep"))

    def test_the_compare_job_posts_and_uploads_both_gates(self) -> None:
        compare = self.jobs["compare"]
        cpu = command(step_named(compare, "Head against the base"))
        instructions = command(step_named(compare, "Instruction gate"))
        self.assertIn('--against "$BASE"', cpu)
        self.assertIn("BASE: ${{ github.event.pull_request.base.sha || github.event.before }}", compare)
        self.assertIn("--clock instructions", instructions)
        self.assertIn("--baseline results/baseline-instructions.json --check", instructions)
        # Each table is stdout only (status lines on stderr stay out of the summary), posted whatever the verdict,
        # and the step fails as its gate does.
        for step, markdown in ((cpu, "against.md"), (instructions, "compare-instructions.md")):
            self.assertIn(f"--format markdown --out-dir results/ci > {markdown} || status=$?", step)
            self.assertRegex(step, re.escape(f"cat {markdown};") + r".*>> \"\$GITHUB_STEP_SUMMARY\"")
            self.assertIn('exit "$status"', step)
        # The comparison with the base runs even when the instruction gate failed.
        self.assertIn("!cancelled()", step_named(compare, "Head against the base"))
        # Both gates' result JSON (in results/ci/) and the plots of it are the artifact.
        self.assertIn("results/ci/compare-*.json", step_named(compare, "Plot the comparisons"))
        upload = step_named(compare, "Upload the result files")
        self.assertIn("uses: actions/upload-artifact@", upload)
        self.assertIn("path: results/ci/", upload)

    def test_the_instruction_gate_checks_what_ci_run_checks(self) -> None:
        def traces(text: str) -> list[str]:
            return re.findall(r"--trace (\S+) --clock instructions", command(text))

        self.assertEqual(traces(step_named(self.jobs["compare"], "Instruction gate")), traces(read(".ci", "run")))
        self.assertEqual(len(traces(read(".ci", "run"))), 1)

    def test_actionlint_is_pinned_by_hash(self) -> None:
        run = read(".ci", "run")
        self.assertIn("--require-hashes --only-binary=:all:", run)
        self.assertIn("-r .ci/actionlint-requirements.txt", run)
        pins = [line for line in read(".ci", "actionlint-requirements.txt").splitlines() if line and not line.startswith("#")]
        self.assertEqual(len(pins), 2)
        for pin in pins:
            self.assertRegex(pin, r"^[a-z-]+==[0-9.]+ --hash=sha256:[0-9a-f]{64}$")


class ExampleWorkflowTests(unittest.TestCase):
    def setUp(self) -> None:
        self.jobs = jobs(read(*EXAMPLE))

    def test_it_gates_time_and_instructions_and_keeps_both(self) -> None:
        gate = self.jobs["gate"]
        self.assertRegex(gate, r"apt-get install -y -qq [^\n]*\bvalgrind\b")
        cpu = command(step_named(gate, "against the base commit"))
        instructions = command(step_named(gate, "instructions against baseline-instructions.json"))
        self.assertIn('--against "$BASE"', cpu)
        self.assertRegex(gate, r"fetch-depth: 0")
        self.assertIn("--clock instructions --baseline baseline-instructions.json --check", instructions)
        for step, markdown in ((cpu, "against.md"), (instructions, "compare-instructions.md")):
            self.assertIn(f"--format markdown --out-dir results/ci > {markdown} || status=$?", step)
            self.assertIn(f'cat {markdown} >> "$GITHUB_STEP_SUMMARY"', step)
            self.assertIn('exit "$status"', step)
        self.assertIn("!cancelled()", step_named(gate, "against the base commit"))

    def test_it_pins_hitchbench_by_revision_until_a_tag_exists_and_tags_nothing(self) -> None:
        workflow = read(*EXAMPLE)
        self.assertIn('revision: "<40-hex commit>"', workflow)
        self.assertNotRegex(workflow, r"git tag|git push")
        self.assertIn("revision:", read("Examples", "CustomStrategy", "README.md"))
        self.assertEqual(images(self.jobs["baselines"]), {"swift:6.3.1-bookworm"})
        self.assertEqual(command(self.jobs["baselines"]).count("--write-baseline"), 2)

    def test_it_uploads_the_results(self) -> None:
        gate = self.jobs["gate"]
        upload = step_named(gate, "Upload the result files")
        self.assertIn("uses: actions/upload-artifact@", upload)
        self.assertIn("path: results/ci/", upload)

    def test_the_gates_binary_is_a_plain_release_build(self) -> None:
        # A testable build (`swift test -c release` in the same build folder) executes several percent more
        # instructions than the `swift run -c release` that records the baseline.
        gate = self.jobs["gate"]
        self.assertIn("run: swift build -c release --product custom-harness", step_named(gate, "Build ("))
        tests = re.findall(r"^\s+(?:run: )?swift test\b[^\n]*", gate, flags=re.MULTILINE)
        self.assertEqual(len(tests), 1)
        self.assertIn("--scratch-path", tests[0])


if __name__ == "__main__":
    unittest.main()
