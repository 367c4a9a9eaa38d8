import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processTreeCpuSeconds } from './process-cpu';

/** A child that spins until it has used `ms` of CPU (not of wall time: the machine may be busy). */
function spin(ms: number) {
  return spawn(process.execPath, [
    '-e',
    `while (process.cpuUsage().user < ${ms * 1000}) for (let i = 0; i < 1e5; i++);`,
  ]);
}

/** This process's tree; a test on Linux has a /proc to read, so none is a failure. */
function tree(): number {
  const seconds = processTreeCpuSeconds(process.pid);
  if (seconds === null) throw new Error('processTreeCpuSeconds read nothing for this process');
  return seconds;
}

describe.runIf(process.platform === 'linux')('processTreeCpuSeconds', () => {
  it('counts a child while it runs and after it has ended, never less than before', async () => {
    const before = tree();
    const child = spin(600);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // While it spins, its time is under this process.
    let during = before;
    while (during < before + 0.1 && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      during = tree();
    }
    expect(during).toBeGreaterThan(before);
    await exited;
    // Ended and reaped, its time is this process's children's: still counted (a browser closed
    // mid-test made a test's CPU negative without it).
    const after = tree();
    expect(after).toBeGreaterThanOrEqual(during);
    expect(after - before).toBeGreaterThanOrEqual(0.6);
  }, 30_000);

  it('is null for a process that does not exist', () => {
    expect(processTreeCpuSeconds(2 ** 22 + 1)).toBeNull();
  });
});
