import { readdirSync, readFileSync } from 'node:fs';

/** The annotation a test's CPU is reported by (e2e/fixtures/studio.ts → slowest-reporter.ts). */
export const CPU_ANNOTATION = 'cpu-seconds';

/**
 * CPU seconds used so far by a process and every process below it (Linux `/proc`), or null where
 * there is no `/proc` to read.
 *
 * For a Playwright worker that is the worker and the browser it drives: the browser process, its
 * renderers, GPU and network processes. Each process counts its own time and that of its children
 * already ended (`cutime`, `cstime`), so a renderer that exits, or a browser closed mid-test (a
 * restart), still counts: its time moves to its parent, which is counted too. Without those two
 * fields a restart made a test's CPU negative, the whole of the browser's past leaving with it.
 */
export function processTreeCpuSeconds(rootPid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const children = new Map<number, number[]>();
  const seconds = new Map<number, number>();
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux Node supports.
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Ended while the list was read.
    }
    // Fields after the command name (which may hold spaces and parentheses): state, ppid, …;
    // utime, stime, cutime and cstime are the 14th to 17th fields of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    seconds.set(pid, ticks / ticksPerSecond);
    const siblings = children.get(parent);
    if (siblings) siblings.push(pid);
    else children.set(parent, [pid]);
  }
  if (!seconds.has(rootPid)) return null;
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    total += seconds.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}
