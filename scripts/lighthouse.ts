/**
 * `npm run bench:lighthouse`: Lighthouse (mobile) three times against the production build, served
 * by `vite preview`, in Debian's Chromium; prints the median scores and FCP / LCP / TBT.
 *
 * Lighthouse is ~180 MB and only this script needs it, so it is installed on demand into
 * `.cache/lighthouse` (git-ignored), never by `npm ci`. Its dependency `@paulirish/trace_engine`
 * asks for `third-party-web@latest`, which breaks a reproducible install: it is pinned below.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPreview } from './preview-server';

const LIGHTHOUSE = '12.8.2';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4199);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const cache = resolve('.cache/lighthouse');
const bin = join(cache, 'node_modules', '.bin', 'lighthouse');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function install(): void {
  if (existsSync(bin)) return;
  mkdirSync(cache, { recursive: true });
  writeFileSync(
    join(cache, 'package.json'),
    JSON.stringify({ private: true, dependencies: { lighthouse: LIGHTHOUSE }, overrides: { 'third-party-web': '0.27.0' } }, null, 2),
  );
  console.log(`Installing lighthouse ${LIGHTHOUSE} into .cache/lighthouse (once)…`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', cache], { stdio: 'inherit' });
}

interface Run {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

function runOnce(url: string, out: string): Run {
  execFileSync(
    bin,
    [url, '--quiet', '--output=json', `--output-path=${out}`, '--form-factor=mobile', `--chrome-flags=--headless=new --no-sandbox`, '--only-categories=performance,accessibility,best-practices,seo'],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  return {
    scores: Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)])),
    fcp: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

install();
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-lighthouse', '--emptyOutDir'], { stdio: 'inherit' });
const server = await startPreview({ outDir: 'dist-lighthouse', port: PORT });
try {
  const url = `${server.origin}/`;
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(runOnce(url, join(cache, `report-${i}.json`)));
  console.log(`\n## Lighthouse mobile, median of ${RUNS} (production build, vite preview, ${chrome})`);
  for (const category of Object.keys(runs[0]?.scores ?? {})) {
    console.log(`${category.padEnd(20)} ${String(median(runs.map((r) => r.scores[category] ?? NaN))).padStart(5)}   (runs: ${runs.map((r) => r.scores[category]).join(', ')})`);
  }
  console.log(`${'FCP'.padEnd(20)} ${(median(runs.map((r) => r.fcp)) / 1000).toFixed(2).padStart(5)} s`);
  console.log(`${'LCP'.padEnd(20)} ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2).padStart(5)} s`);
  console.log(`${'TBT'.padEnd(20)} ${Math.round(median(runs.map((r) => r.tbt))).toString().padStart(5)} ms`);
  console.log(`${'CLS'.padEnd(20)} ${median(runs.map((r) => r.cls)).toFixed(3).padStart(5)}`);
} finally {
  server.stop();
}
