// `npm test` (`npm run validate`): typecheck, lint, the unit suite, the e2e suite; CI runs it on
// two cores. `node scripts/validate.mjs checks unit` runs only the phases named.
//
// tsc, eslint, prettier and dpdm each use one core: one after another they took ~160 CPU-seconds
// with the second core idle. Here the checks run in lanes side by side: the typecheck of both
// projects (TypeScript 7's native tsc, ~6 s where TypeScript 6 took ~35 s; decision 055),
// prettier and dpdm in one; in the other the e2e suite's build of the studio, which the e2e phase
// then serves (E2E_PREBUILT) instead of building before its first test, and the unit suite's
// logic project (below). Typed eslint (in a Node with a larger young generation: docs/scripts.md)
// had a lane of its own there, and was the phase's long pole; when the e2e is asked for too it
// now runs beside the e2e (below).
//
// The e2e suite fills both cores by itself but not all the time: ~10-13 % of its two cores sat
// idle in dips while many of its workers waited on the gateway's clock at once (vmstat, 2026-12).
// When the whole run is asked for, the unit suite's component project runs beside it at a low
// priority (`nice`), mostly on what the e2e leaves: after the checks, alone, it took ~46 s of both
// cores; beside the e2e the phase took 614-642 s, the e2e alone 611-636 s (2026-12). Under
// the e2e's load its tests take longer; none waits for a timer near its 45 s timeout. Its logic
// project too went beside the e2e once: the checks were 25 s shorter, the e2e 30 s longer (the
// cores were then 99 % busy), so it stays in the checks.
//
// Every step of a phase runs to its end (one failure does not hide another), and the run stops
// after a phase with a failure: the suites take minutes and a failed check already fails the run.
// A lane's output is printed in one piece when its step ends, never interleaved with another's.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { busyCpuSeconds } from './cpu-time.mjs';

/** `(the machine: 812 CPU-s, cores 97 % busy)`, or nothing where /proc/stat cannot be read. */
function cpuNote(cpuSeconds, seconds) {
  if (cpuSeconds === null) return '';
  const busy = (100 * cpuSeconds) / (Number(seconds) * availableParallelism());
  return `  (the machine: ${Math.round(cpuSeconds)} CPU-s, cores ${Math.round(busy)} % busy)`;
}

/** The build the e2e suite serves (playwright.config.ts builds it itself when run alone). */
const E2E_BUILD = `npx vite build --logLevel warn --outDir ${process.env.E2E_DIST ?? 'dist'} --emptyOutDir`;

const names = ['checks', 'unit', 'e2e'];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !names.includes(name));
if (unknown.length > 0) {
  console.error(`unknown phase ${unknown.join(', ')}; phases: ${names.join(', ')}`);
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : names;

// The unit suite's logic projects (Node; the few files that ask for a DOM apart, in `logic-dom`:
// ~22 s on both cores alone, 2026-12-06) end the build's lane when the unit phase follows the
// checks. The component project then runs on its own: beside the e2e when that is asked for too
// (below), else as the unit phase.
const unitInChecks = chosen.includes('checks') && chosen.includes('unit');
// The component project beside the e2e suite, at a low priority (above), when both are asked for.
const unitBesideE2e = chosen.includes('unit') && chosen.includes('e2e');
/**
 * How much less the unit suite is worth than the e2e beside it: 5 of nice's 19 steps, about a
 * third of a worker's weight. At 10 a component test waited 5 s for a save and failed (its
 * waits were then 5 s; 20 s now, src/testing/setup.ts).
 */
const BESIDE_NICE = 5;

/**
 * Each phase is a list of lanes; a lane's steps run in order, the lanes side by side. A lane
 * given as `{ steps, live: true }` prints as it goes; the others wait to print until each step ends.
 */
const LOGIC_UNIT = 'npm run unit -- --project logic --project logic-dom';
const CYCLES = 'npm run cycles';
const unitSteps = [unitInChecks ? 'npm run unit -- --project components' : 'npm run unit'];
// Typed ESLint goes beside the e2e too when both are asked for, after the component project in
// its low-priority lane: alone in the checks it was their long pole (168 s against the other
// lane's ~90 s of work, 2026-12-05), and the e2e at four workers left 12 % of both cores idle
// (~300 CPU-s) with that lane beside it. A lint error then fails the run at its end, not before
// the e2e starts.
const lintBesideE2e = chosen.includes('checks') && chosen.includes('e2e');
const LINT = 'npm run lint:eslint';
// UNIT_BESIDE_E2E: a longer test budget there (vite.config.ts), the CPU being the e2e's.
const besideE2e = [
  ...(unitBesideE2e
    ? unitSteps.map((step) => `UNIT_BESIDE_E2E=1 nice -n ${BESIDE_NICE} ${step}`)
    : []),
  ...(lintBesideE2e ? [`nice -n ${BESIDE_NICE} ${LINT}`] : []),
];
const phases = {
  checks: [
    ...(lintBesideE2e ? [] : [[LINT]]),
    // The cycles check ends whichever lane is shorter: with the logic tests (~22 s) beside
    // Prettier's ~33 s, the build's.
    [
      'npm run typecheck:app',
      'npm run format:check',
      'npm run typecheck:node',
      ...(unitInChecks ? [] : [CYCLES]),
    ],
    [E2E_BUILD, ...(unitInChecks ? [LOGIC_UNIT, CYCLES] : [])],
  ],
  unit: [unitSteps],
  e2e:
    besideE2e.length > 0 ? [{ steps: ['npm run e2e'], live: true }, besideE2e] : [['npm run e2e']],
};
// With the unit suite beside the e2e, it is no phase of its own.
const order = unitBesideE2e ? chosen.filter((name) => name !== 'unit') : chosen;

// The e2e suite's failed tests, written by its reporter (e2e/harness/slowest-reporter.ts) and
// repeated as the run's last lines: CI shows only the end of a run's output, and a red run whose
// failure had scrolled out of it named nothing (2026-12-04).
const E2E_FAILURES = join(tmpdir(), `media-studio-e2e-failures-${process.pid}.txt`);
process.env.E2E_FAILURES_FILE = E2E_FAILURES;

/** The lines of a failed step's output that say what failed: vitest's, tsc's, eslint's, prettier's. */
const FAILURE_LINE =
  /(^|\s)(FAIL|×|✗|✘)\s|error\s+TS\d+|^\s*\d+:\d+\s+error\s|\[warn\]\s+\S|^\/.*\.(m?[jt]sx?)$/;
/** How many of them the end of the run repeats, per step. */
const FAILURE_LINES_SHOWN = 8;

function run(command, buffered) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (buffered && output.trim() !== '') process.stdout.write(output);
      // What failed, for the end of the run: the lines naming failures, deduplicated.
      const failures =
        code === 0
          ? []
          : [
              ...new Set(
                stripVTControlCharacters(output)
                  .split('\n')
                  .filter((line) => FAILURE_LINE.test(line))
                  .map((line) => line.trim().slice(0, 200)),
              ),
            ];
      resolve({ command, ok: code === 0, status: code ?? signal, seconds, failures });
    });
  });
}

async function lane(steps, buffered) {
  const results = [];
  for (const step of steps) results.push(await run(step, buffered));
  return results;
}

/**
 * The e2e suite's workers, from how long the checks took on this host (issue 53, decision 059).
 * Hosts of this 2-core machine kind differ by about 2x, and the suite is bound by waits on one and
 * by CPU on the other. On a fast host (checks 58–67 s, 2026-12-06) four workers left the cores
 * ~30 % idle while they waited on the demo gateway's clock: 17.1 min in all, 13.5 at six, 12.6 at
 * seven (cores 97 % busy, the lane beside the e2e done before it), 13.0 at eight (that lane,
 * starved, ended after the e2e), all green. On a slow host (the checks 150–207 s) four were
 * CPU-bound already: six took as long (26.1 min against 25.5) with each test stretched further,
 * one to 81 s on the slowest CI host (playwright.config.ts). The checks are the same fixed work on
 * the same host just before the e2e starts, so their time tells the two apart; the line sits
 * so that only a host within ~1.2x of the fast one runs seven. It moves with the checks: 75 s
 * until the logic tests with a DOM got a project of their own, which took the fast host's checks
 * from 57–67 s to 41.5 s (79 CPU-s against 110; the slow hosts' in proportion, ~110–150 s), so
 * 50 s now. `E2E_WORKERS`, when set, is used as it is.
 */
const FAST_HOST_CHECKS_SECONDS = 50;
const FAST_HOST_WORKERS = '7';
/** Elsewhere, and when no checks ran to time the host by: playwright.config.ts's own default. */
const OTHER_HOST_WORKERS = '4';
function e2eWorkers(checks) {
  if (process.env.E2E_WORKERS !== undefined)
    return { workers: process.env.E2E_WORKERS, why: 'E2E_WORKERS' };
  if (checks === undefined)
    return { workers: OTHER_HOST_WORKERS, why: 'no checks in this run to time the host by' };
  const fast = Number(checks.seconds) <= FAST_HOST_CHECKS_SECONDS;
  return {
    workers: fast ? FAST_HOST_WORKERS : OTHER_HOST_WORKERS,
    why: `the checks took ${checks.seconds} s, ${fast ? 'within' : 'over'} ${FAST_HOST_CHECKS_SECONDS} s`,
  };
}

const summary = [];
for (const name of order) {
  // The e2e phase serves what the checks built, when they ran (and passed) in this same run.
  if (name === 'e2e' && summary.some((p) => p.name === 'checks')) process.env.E2E_PREBUILT = '1';
  let note = '';
  if (name === 'e2e') {
    const { workers, why } = e2eWorkers(summary.find((p) => p.name === 'checks'));
    process.env.E2E_WORKERS = workers;
    const chosen = `${workers} Playwright workers (${why})`;
    note = `, ${chosen}`;
    console.log(`\ne2e: ${chosen}\n`);
  }
  const lanes = phases[name].map((l) => (Array.isArray(l) ? { steps: l, live: false } : l));
  // A lane alone prints as it goes (the suites' progress); side by side, each step's output
  // waits, but for a lane that is marked live.
  const started = performance.now();
  const cpuAtStart = busyCpuSeconds();
  const results = (
    await Promise.all(lanes.map((l) => lane(l.steps, lanes.length > 1 && !l.live)))
  ).flat();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const cpuAtEnd = busyCpuSeconds();
  const cpu = cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart;
  summary.push({
    name:
      name === 'e2e'
        ? ['e2e', ...(unitBesideE2e ? ['unit'] : []), ...(lintBesideE2e ? ['lint'] : [])].join(
            ' + ',
          )
        : name,
    seconds,
    cpu,
    note,
    results,
  });
  if (results.some((r) => !r.ok)) break;
}

console.log('\nvalidate:');
for (const phase of summary) {
  console.log(
    `  ${phase.name}  ${phase.seconds} s${cpuNote(phase.cpu, phase.seconds)}${phase.note}`,
  );
  for (const r of phase.results)
    console.log(`    ${r.ok ? 'ok    ' : `FAILED (${r.status})`} ${r.command}  ${r.seconds} s`);
}
const totalSeconds = summary.reduce((sum, phase) => sum + Number(phase.seconds), 0);
const totalCpu = summary.some((phase) => phase.cpu === null)
  ? null
  : summary.reduce((sum, phase) => sum + phase.cpu, 0);
console.log(
  `  all phases  ${(totalSeconds / 60).toFixed(2)} min${cpuNote(totalCpu, totalSeconds.toFixed(1))}`,
);
const failed = summary.some((phase) => phase.results.some((r) => !r.ok));
// What failed, last: a step's failing lines (buffered steps), then the e2e suite's failed tests.
for (const r of summary.flatMap((phase) => phase.results).filter((r) => !r.ok)) {
  if (r.failures.length === 0) continue;
  console.log(`\nfailed in ${r.command}:`);
  for (const line of r.failures.slice(0, FAILURE_LINES_SHOWN)) console.log(`  ${line}`);
  if (r.failures.length > FAILURE_LINES_SHOWN)
    console.log(`  … and ${r.failures.length - FAILURE_LINES_SHOWN} more above`);
}
try {
  const e2eFailures = readFileSync(E2E_FAILURES, 'utf8').trim();
  if (e2eFailures !== '') console.log(`\n${e2eFailures}`);
  rmSync(E2E_FAILURES);
} catch {
  // No e2e run, or it ended before its reporter could write.
}
process.exit(failed ? 1 : 0);
