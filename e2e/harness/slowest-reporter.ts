import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative } from 'node:path';

/** How many of the slowest tests the run names at its end. */
const SHOWN = 20;

/**
 * Names the run's slowest tests when it ends (issue 53: `npm test` prints each phase's time and
 * the 20 slowest tests), so a contributor sees where the suite's minutes go without a trace or an
 * HTML report: the list reporter prints each test's time, but scattered over 350 lines.
 */
export default class SlowestReporter implements Reporter {
  private readonly times: { title: string; ms: number }[] = [];

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    this.times.push({
      title: `${file}:${test.location.line} › ${test.title}`,
      ms: result.duration,
    });
  }

  onEnd(result: FullResult) {
    const slowest = [...this.times].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const summed = this.times.reduce((sum, t) => sum + t.ms, 0);
    console.log(
      `\nThe ${slowest.length} slowest tests (of ${this.times.length}, ${(summed / 60_000).toFixed(1)} test-minutes in ${(result.duration / 60_000).toFixed(1)} min):`,
    );
    for (const { title, ms } of slowest)
      console.log(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${title.slice(0, 150)}`);
  }
}
