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
import { CPU_ANNOTATION } from './process-cpu';

/** How many of the slowest tests the run names at its end. */
const SHOWN = 20;
/** How many spec files the run names by their CPU. */
const FILES_SHOWN = 10;
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
 *
 * Between the two, the tests and the spec files that used the most CPU, their worker's and their
 * browser's (the `cpu-seconds` annotation of e2e/fixtures/studio.ts): on two cores kept busy by
 * four workers CPU is what the run's minutes are made of, and a test's duration is mostly its
 * waits, stretched by the others' work. Measured so on 2026-12-05: the a11y spec was a ninth of
 * the suite's test CPU, the film exports 10-24 CPU-s a test, the test waiting longest (54 s for one job) 7-9.
 * With `E2E_CPU_FILE` set, every measured test's CPU, duration, start and worker slot are written
 * there as JSON, the costliest first: the list to read when a spec's weight or order is in question
 * (decision 060).
 */
export default class SlowestReporter implements Reporter {
  private readonly times: {
    title: string;
    file: string;
    ms: number;
    cpu: number | null;
    /** When it started (ms since the epoch), and the worker slot it ran in. */
    started: number;
    slot: number;
  }[] = [];
  private readonly failures: string[] = [];

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    const title = `${file}:${test.location.line} › ${test.title}`;
    const cpu = result.annotations.find((a) => a.type === CPU_ANNOTATION)?.description;
    this.times.push({
      title,
      file,
      ms: result.duration,
      cpu: cpu === undefined ? null : Number(cpu),
      started: result.startTime.getTime(),
      slot: result.parallelIndex,
    });
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

  /** The tests whose CPU the fixture could measure (Linux). */
  private measured() {
    return this.times.filter((t): t is typeof t & { cpu: number } => t.cpu !== null);
  }

  /** The costliest tests and spec files by CPU, where the fixture could measure it. */
  private printCpu() {
    const measured = this.measured();
    if (measured.length === 0) return;
    const total = measured.reduce((sum, t) => sum + t.cpu, 0);
    const share = (cpu: number) => `${((100 * cpu) / total).toFixed(1).padStart(4)} %`;
    console.log(
      `\nThe ${Math.min(SHOWN, measured.length)} costliest tests by CPU, their worker's and browser's (of ${measured.length} measured, ${Math.round(total)} CPU-s in all):`,
    );
    for (const { title, cpu, ms } of [...measured].sort((a, b) => b.cpu - a.cpu).slice(0, SHOWN))
      console.log(
        `  ${cpu.toFixed(1).padStart(5)} CPU-s ${share(cpu)}  ${(ms / 1000).toFixed(1).padStart(5)} s  ${title.slice(0, 130)}`,
      );
    const byFile = new Map<string, { cpu: number; tests: number }>();
    for (const { file, cpu } of measured) {
      const sum = byFile.get(file) ?? { cpu: 0, tests: 0 };
      byFile.set(file, { cpu: sum.cpu + cpu, tests: sum.tests + 1 });
    }
    const files = [...byFile].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, FILES_SHOWN);
    console.log(`The ${files.length} costliest spec files by CPU:`);
    for (const [file, { cpu, tests }] of files)
      console.log(
        `  ${cpu.toFixed(1).padStart(6)} CPU-s ${share(cpu)}  ${String(tests).padStart(3)} tests, ${(cpu / tests).toFixed(1)} a test  ${file}`,
      );
  }

  /** Every measured test, the costliest first, to `E2E_CPU_FILE`; its start is from the run's. */
  private writeCpu(run: FullResult) {
    const file = process.env.E2E_CPU_FILE;
    if (!file) return;
    const began = run.startTime.getTime();
    const tests = this.measured()
      .sort((a, b) => b.cpu - a.cpu)
      .map(({ started, ...t }) => ({ ...t, at: started - began }));
    writeFileSync(file, JSON.stringify({ began: run.startTime.toISOString(), tests }, null, 1));
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
    this.printCpu();
    this.writeCpu(result);
    const failed =
      this.failures.length === 0
        ? ''
        : `${this.failures.length} e2e failure(s), the run ${result.status}:\n${this.failures.join('\n')}\n`;
    if (failed !== '') console.log(`\n${failed}`);
    const file = process.env.E2E_FAILURES_FILE;
    if (file) writeFileSync(file, failed);
  }
}
