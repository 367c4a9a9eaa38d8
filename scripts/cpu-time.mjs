import { readFileSync } from 'node:fs';

/**
 * The whole machine's busy CPU time so far, in seconds (Linux's /proc/stat; null elsewhere).
 * On this project's 2-core machine kind the test suites are CPU-bound, so their minutes are their
 * CPU-seconds divided by the host's speed, and two hosts of one machine kind differed by ~1.2–2×
 * (2026-12). The CPU-seconds say whether a change made a run cheaper, whatever the host: `npm test`
 * prints them beside each phase (scripts/validate.mjs), `npm run bench:e2e-cost` for each spec.
 */
export function busyCpuSeconds() {
  try {
    const [, ...ticks] =
      readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    // user nice system idle iowait irq softirq (then steal: the hypervisor's, not ours); all
    // but idle and iowait are this machine's work.
    const busy = ticks
      .slice(0, 7)
      .reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + Number(t)), 0);
    return busy / 100; // USER_HZ is 100 on Linux.
  } catch {
    return null;
  }
}
