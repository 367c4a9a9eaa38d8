/**
 * A film exported on the storyboard (issue 28), in the browser the e2e runs in: six 5-second
 * 720p shots (H.264 + AAC, made here with ffmpeg) and a song, exported at 720p. Printed: the time
 * to make the film as a ratio of its length (target ≤ 1.0× on a 2-core machine) and the peak
 * memory of the page's renderer (its high-water mark, from /proc), with the load average beside
 * each figure (the machine may be shared); then the same shots without the song, which are copied
 * without re-encoding (target ≤ 0.1×). Where the time went is printed under each. Nothing is asserted.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './chromium';
import { startPreview } from '../scripts/preview-server';

const PORT = Number(process.env.BENCH_FILM_PORT ?? 4181);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SHOTS = 6;
const SHOT_SECONDS = 5;

function makeMedia(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < SHOTS; i += 1) {
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1280x720:rate=30:duration=${SHOT_SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${300 + i * 60}:duration=${SHOT_SECONDS}`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      join(dir, `shot-${i}.mp4`),
    ]);
  }
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=35',
    '-c:a',
    'libmp3lame',
    join(dir, 'song.mp3'),
  ]);
}

function libraryFile(now = Date.now()): string {
  const job = (id: string, kind: string, prompt: string, media: Record<string, unknown>) => ({
    id,
    kind,
    gateway: 'https://demo-gateway.invalid',
    origin: 'imported',
    status: 'succeeded',
    remoteIds: [id],
    prompt,
    fields: {},
    media: [media],
    createdAt: now,
    updatedAt: now,
    changedAt: now,
    completedAt: now,
  });
  const jobs = [
    ...Array.from({ length: SHOTS }, (_, i) =>
      job(`film-shot-${i}`, 'video', `Bench shot ${i + 1}`, {
        kind: 'video',
        url: `${ORIGIN}/bench-film/shot-${i}.mp4`,
        durationSeconds: SHOT_SECONDS,
      }),
    ),
    job('film-song', 'music', 'Bench song', {
      kind: 'audio',
      url: `${ORIGIN}/bench-film/song.mp3`,
      title: 'Bench song',
      durationSeconds: 35,
    }),
  ];
  return JSON.stringify({
    format: 'media-studio-library',
    version: 4,
    exportedAt: new Date(now).toISOString(),
    jobs,
  });
}

/** The highest resident memory a process has had, in MB (Linux only). */
function peakMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** Whether ffmpeg runs here: `npm run bench` installs it where it can (scripts/ensure-tools.mjs). */
function hasFfmpeg(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function runFilmBench(): Promise<void> {
  console.log(
    '\n## A film exported on the storyboard (six 5 s 720p shots and a song; 720p, then 9:16 MP4 with burned captions)',
  );
  if (!hasFfmpeg()) {
    console.log(
      'Skipped: no ffmpeg on this machine to make the shots with (apt-get install ffmpeg).',
    );
    return;
  }
  makeMedia(join('dist', 'bench-film'));
  const server = await startPreview({ port: PORT });
  const browser = await launchChromium({ shell: true });
  try {
    const page = await browser.newPage();
    await page.goto(`${ORIGIN}/#/library`);
    await page.getByLabel('Import library file').setInputFiles({
      name: 'bench-film.json',
      mimeType: 'application/json',
      buffer: Buffer.from(libraryFile()),
    });
    await page.getByText(`Imported ${SHOTS + 1} jobs`).waitFor({ timeout: 60_000 });
    await page.goto(`${ORIGIN}/#/storyboard`);
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    for (let i = 0; i < SHOTS; i += 1)
      await page.getByRole('button', { name: `Add “Bench shot ${i + 1}” to the film` }).click();
    await page.getByLabel('A song from the library').selectOption({ label: 'Bench song' });
    const exportButton = page.getByRole('button', { name: 'Export film' });
    await exportButton.waitFor();
    for (let wait = 0; wait < 600 && !(await exportButton.isEnabled()); wait += 1)
      await page.waitForTimeout(100);
    const film = SHOTS * SHOT_SECONDS;
    const cdp = await browser.newBrowserCDPSession();
    const exportOnce = async (label: string, target: string) => {
      await page.evaluate(() => performance.clearMeasures());
      const started = performance.now();
      await exportButton.click();
      await page.getByText(/The film is ready/).waitFor({ timeout: 600_000 });
      const seconds = (performance.now() - started) / 1000;
      const load = loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
      const path = await page.locator('[data-film-path]').first().innerText();
      console.log(
        `${label.padEnd(52)} ${seconds.toFixed(1).padStart(8)} s  = ${(seconds / film).toFixed(2)}× its length (target ${target}; load ${load})`,
      );
      console.log(`   ${path.split('\n')[0]}`);
      // Where the time went (exportFilm's own measures; waits overlap the encoder's own work).
      const phases = await page.evaluate(() =>
        performance
          .getEntriesByType('measure')
          .filter((m) => m.name.startsWith('film export: '))
          .map((m) => [m.name.slice('film export: '.length), m.duration] as const),
      );
      for (const [name, ms] of phases)
        console.log(`   ${name.padEnd(49)} ${(ms / 1000).toFixed(1).padStart(8)} s`);
    };
    await exportOnce('export, 30 s film at 720p, re-encoded (with a song)', '≤ 1.0×');
    // Issue 42: the same film for a phone: 9:16 (720×1280), an MP4 with H.264, each shot's caption
    // (Latin and Chinese in turn) burned into the pictures.
    const shotItems = page.getByRole('list', { name: 'Shots', exact: true }).getByRole('listitem');
    await page.getByRole('radio', { name: '9:16' }).check();
    await page.getByRole('radio', { name: 'MP4' }).check();
    for (let i = 0; i < SHOTS; i += 1)
      await shotItems
        .nth(i)
        .getByLabel('Caption')
        .fill(
          i % 2 === 0
            ? `Shot ${i + 1}: the boats go out at dawn`
            : `第 ${i + 1} 个镜头：海鸥在码头上空盘旋`,
        );
    await page.getByRole('checkbox', { name: 'Burn captions into the picture' }).check();
    await page.reload();
    await page
      .getByRole('checkbox', { name: 'Burn captions into the picture', checked: true })
      .waitFor();
    await exportButton.waitFor();
    for (let wait = 0; wait < 600 && !(await exportButton.isEnabled()); wait += 1)
      await page.waitForTimeout(100);
    console.log(`   (${await page.locator('[data-film-format]').first().innerText()})`);
    await exportOnce('export, 30 s film at 9:16 720×1280, MP4, captions burned in', '≤ 1.0×');
    // Back to 16:9 with the captions left out of the pictures, for the copy below.
    await page.getByRole('radio', { name: '16:9' }).check();
    await page.getByRole('checkbox', { name: 'Burn captions into the picture' }).uncheck();
    // The same shots without the song: all H.264 720p at 30 fps, so their packets are copied.
    await page.getByRole('button', { name: 'Remove the song' }).click();
    await page.getByText('No soundtrack', { exact: false }).waitFor();
    // A fresh page, so the first film's "ready" cannot be mistaken for the second's.
    await page.reload();
    await exportButton.waitFor();
    for (let wait = 0; wait < 600 && !(await exportButton.isEnabled()); wait += 1)
      await page.waitForTimeout(100);
    await exportOnce('export, 30 s film at 720p, copied (no song)', '≤ 0.1×');
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    const peaks = info.processInfo.flatMap((p) => {
      const mb = peakMb(p.id);
      return mb === null ? [] : [`${p.type} ${mb.toFixed(0)} MB`];
    });
    console.log(
      `${'peak resident memory per process (both exports)'.padEnd(52)} ${peaks.length > 0 ? peaks.join(', ') : 'n/a'}`,
    );
  } catch (error) {
    console.log(`could not be measured: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Alone: `npx tsx --tsconfig tsconfig.node.json bench/film.ts` (after `npm run build`). */
if (process.argv[1]?.endsWith('film.ts')) {
  await runFilmBench();
  process.exit(0);
}
