import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * `tsx scripts/make-icons.ts` — the installed studio's PNG icons (web app manifest, decision 029),
 * drawn from the favicon's own shapes by Chromium so no image tool is needed. Run once; the PNGs
 * are committed in public/icons/.
 * - `icon-192.png`, `icon-512.png`: the favicon as it is (a rounded square).
 * - `maskable-512.png`: full-bleed colour with the play mark inside the central 80 % circle, the
 *   safe zone a launcher may crop to any shape.
 */
const indigo = '#4f46e5';
const play = 'M12 9v14l11-7z';
const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${indigo}"/><path d="${play}" fill="#fff"/></svg>`;
// The mark at 60 % around the centre: well inside the safe circle (radius 40 % of the side).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${indigo}"/><g transform="translate(16 16) scale(0.6) translate(-17 -16)"><path d="${play}" fill="#fff"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: plain },
  { file: 'icon-512.png', size: 512, svg: plain },
  { file: 'maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const data = Buffer.from(svg.replace('<svg ', `<svg width="${size}" height="${size}" `));
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml;base64,${data.toString('base64')}">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(`public/icons/${file}`, await page.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}
