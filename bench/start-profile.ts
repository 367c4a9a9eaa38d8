/**
 * `taskset -c 0 npx tsx --tsconfig tsconfig.node.json bench/start-profile.ts [--dir dist]`:
 * where the first visit's main-thread JavaScript time goes, by source (issue 44). A V8 sampling
 * profile of the page from navigation to 6 s later, each sample's self time mapped through the
 * build's source maps, summed by package (node_modules) or source folder and by function.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { serveBuild, sourceMapsOf } from './built-page';
import { fullChromiumPath } from './chromium';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4194' },
    top: { type: 'string', default: '40' },
    hash: { type: 'string', default: '' },
  },
});
const dir = resolve(values.dir);
const port = Number(values.port);

const locate = sourceMapsOf(dir);
function original(url: string, line: number, column: number) {
  const at = locate(url, line, column);
  return { source: at.source ?? (at.file || '(native)'), name: at.name, line: at.line };
}

function group(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1] ?? source;
  const parts = source.split('/');
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || source;
}

const server = await serveBuild(dir, port);
try {
  const browser = await chromium.launch({
    executablePath: fullChromiumPath(),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`http://127.0.0.1:${port}/${values.hash}`, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  await browser.close();

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const next = deltas[i + 1] ?? 0;
    self.set(id, (self.get(id) ?? 0) + next / 1000);
  });
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of self) {
    const node = nodes.get(id);
    if (!node) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    total += ms;
    let key: string;
    let fn: string;
    if (url === '') {
      key = `(${functionName || 'native'})`;
      fn = key;
    } else {
      const at = original(url, lineNumber, columnNumber);
      key = group(at.source);
      fn = `${at.source}:${at.line} ${functionName || at.name || '(top level)'}`;
    }
    byGroup.set(key, (byGroup.get(key) ?? 0) + ms);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  // Tasks: runs of samples between idle ones. Each sample is put to the deepest frame of the
  // studio's own source in its stack (else its innermost package), so a task reads as "whose".
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const framesCache = new Map<number, { src: string[]; outer: string }>();
  /**
   * A sample's stack, walked once: the distinct functions of the studio's own source on it,
   * innermost first, and the innermost package (or native frame) for a sample with none.
   */
  function framesOf(id: number): { src: string[]; outer: string } {
    const cached = framesCache.get(id);
    if (cached !== undefined) return cached;
    const src = new Set<string>();
    let outer = '';
    let at: number | undefined = id;
    while (at !== undefined) {
      const node = nodes.get(at);
      if (!node) break;
      const { url, functionName, lineNumber, columnNumber } = node.callFrame;
      if (url !== '') {
        const o = original(url, lineNumber, columnNumber);
        if (o.source.startsWith('src/')) src.add(`${o.source}:${o.line} ${functionName || o.name}`);
        else if (outer === '') outer = group(o.source);
      } else if (outer === '' && functionName !== '(root)') outer = `(${functionName})`;
      at = parent.get(at);
    }
    const frames = { src: [...src], outer };
    framesCache.set(id, frames);
    return frames;
  }
  function whose(id: number): string {
    const { src, outer } = framesOf(id);
    return src[0] ?? (outer || '(unknown)');
  }
  {
    let t = profile.startTime;
    let task: { start: number; end: number; parts: Map<string, number> } | null = null;
    const tasks: { start: number; end: number; parts: Map<string, number> }[] = [];
    const samples = profile.samples ?? [];
    samples.forEach((id, i) => {
      t += deltas[i] ?? 0;
      const node = nodes.get(id);
      const idle =
        node?.callFrame.functionName === '(idle)' || node?.callFrame.functionName === '(program)';
      const step = (deltas[i + 1] ?? 0) / 1000;
      if (idle) {
        task = null;
        return;
      }
      if (task === null) {
        task = { start: t, end: t, parts: new Map() };
        tasks.push(task);
      }
      task.end = t + step * 1000;
      const w = whose(id);
      task.parts.set(w, (task.parts.get(w) ?? 0) + step);
    });
    const t0 = tasks[0]?.start ?? 0;
    console.log('\n## tasks over 12.5 ms (by the deepest frame of src/)');
    for (const k of tasks) {
      const ms = (k.end - k.start) / 1000;
      if (ms < 12.5) continue;
      console.log(`at ${((k.start - t0) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(1)} ms`);
      for (const [w, v] of [...k.parts].sort((a, b) => b[1] - a[1]).slice(0, 7))
        console.log(`      ${v.toFixed(1).padStart(6)} ms  ${w}`);
    }
  }
  // Inclusive time of the studio's own functions: each sample counts once for every distinct
  // src/ function on its stack, so a heavy subtree shows at the function that started it.
  const inclusive = new Map<string, number>();
  {
    (profile.samples ?? []).forEach((id, i) => {
      const node = nodes.get(id);
      if (node?.callFrame.functionName === '(idle)' || node?.callFrame.functionName === '(program)')
        return;
      const ms = (deltas[i + 1] ?? 0) / 1000;
      for (const l of framesOf(id).src) inclusive.set(l, (inclusive.get(l) ?? 0) + ms);
    });
  }
  console.log('\n## inclusive time of src/ functions');
  for (const [k, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 60))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`);
  const top = Number(values.top);
  console.log(`JavaScript self time, first 6 s: ${total.toFixed(0)} ms`);
  console.log('\n## by package or folder');
  for (const [k, ms] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`);
  console.log('\n## by function');
  for (const [k, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`);
} finally {
  server.stop();
}
