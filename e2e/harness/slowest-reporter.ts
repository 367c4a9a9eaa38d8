import type {
  FullResult,
  Reporter,
  TestCase,
  TestError,
  TestResult,
} from '@playwright/test/reporter';
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** How many of the slowest tests the run names at its end. */
const SHOWN = 20;
/** How many lines of each failure's error the end of the run repeats. */
const ERROR_LINES = 4;

/** `Error: expect(locator).toBeVisible() failed` and the few lines after it, on one screen. */
function firstLines(error: TestError | undefined): string[] {
  const text = stripVTControlCharacters(error?.message ?? error?.value ?? 'no message');
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES)
    .map((line) => line.slice(0, 200));
}

/**
 * Ends every run with its 20 slowest tests (issue 53: `npm test` prints each phase's time and the
 * 20 slowest tests), so a contributor sees where the suite's minutes go without a trace or an HTML
 * report: the list reporter prints each test's time, but scattered over 350 lines. Then each
 * failed test again, with its error's first lines: CI keeps only the end of a run's output, and a
 * red run whose failure scrolled out of it said nothing of what failed (2026-12-04). With
 * `E2E_FAILURES_FILE` set (scripts/validate.mjs sets it) the failures are written there too, so
 * `npm test` can repeat them below its own summary, the last lines of the run.
 */
export default class SlowestReporter implements Reporter {
  private readonly times: { title: string; ms: number }[] = [];
  private readonly failures: string[] = [];

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    const title = `${file}:${test.location.line} › ${test.title}`;
    this.times.push({ title, ms: result.duration });
    // No retries: a test's one result is its outcome. `interrupted` is a test cut off by a
    // failure elsewhere (or a signal) and is named too.
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const error = result.errors[0] ?? result.error;
    // Where it stopped: the spec's line, or a helper's file and line.
    const at = error?.location
      ? `, at line ${error.location.line}${error.location.file === test.location.file ? '' : ` of ${relative(process.cwd(), error.location.file)}`}`
      : '';
    this.failures.push(
      [
        `${result.status} ${title.slice(0, 200)} (${(result.duration / 1000).toFixed(1)} s${at})`,
        ...firstLines(error).map((line) => `    ${line}`),
      ].join('\n'),
    );
  }

  /** Errors outside any test: a global setup, a web server that would not start, a worker's end. */
  onError(error: TestError) {
    this.failures.push(['error outside a test', ...firstLines(error)].join('\n    '));
  }

  onEnd(result: FullResult) {
    const slowest = [...this.times].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length > 0) {
      const summed = this.times.reduce((sum, t) => sum + t.ms, 0);
      console.log(
        `\nThe ${slowest.length} slowest tests (of ${this.times.length}, ${(summed / 60_000).toFixed(1)} test-minutes in ${(result.duration / 60_000).toFixed(1)} min):`,
      );
      for (const { title, ms } of slowest)
        console.log(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${title.slice(0, 150)}`);
    }
    const failed =
      this.failures.length === 0
        ? ''
        : `${this.failures.length} e2e failure(s), the run ${result.status}:\n${this.failures.join('\n')}\n`;
    if (failed !== '') console.log(`\n${failed}`);
    const file = process.env.E2E_FAILURES_FILE;
    if (file) writeFileSync(file, failed);
  }
}
