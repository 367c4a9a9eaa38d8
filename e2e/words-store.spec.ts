import { readFile } from 'node:fs/promises';
import { LinksSteps, linkRequests } from './fixtures/links';
import { newBoardOfBothTakes, shots } from './fixtures/storyboard';
import { expect, test } from './fixtures/studio';

/**
 * Issue 55's GPT store and From a link, against the demo gateway over HTTP: the journeys its
 * "Done when" names. Parsing, tolerance, storage and the library file are unit-tested beside their
 * code; here is what a person sees, what is sent, and what survives a reload.
 */

test('a link’s subtitles become a storyboard’s captions by time, and download as .srt', async ({
  studio,
  page,
}) => {
  test.setTimeout(90_000);
  await newBoardOfBothTakes(studio, page);
  const board = await page.getByLabel('Name', { exact: true }).inputValue();
  await studio.nav('From a link');
  const links = new LinksSteps(page);

  // A link is checked before anything is sent.
  await links.ask('video.example/harbour', 'Get subtitles');
  await expect(links.linkField()).toHaveAccessibleDescription(
    /starts with https:\/\/ or http:\/\//,
  );
  expect(linkRequests(studio, 'linkSubtitlePath')).toHaveLength(0);

  await links.ask('https://video.example/harbour', 'Get subtitles');
  await expect(links.lines()).toHaveCount(6);
  await expect(links.lines().first()).toHaveText('0:00–0:01.8The harbour is still dark.');
  expect(linkRequests(studio, 'linkSubtitlePath').map((r) => r.postDataJSON())).toEqual([
    { url: 'https://video.example/harbour', audioLanguage: 'auto' },
  ]);

  const download = page.waitForEvent('download');
  await links.subtitles().getByRole('link', { name: 'Download subtitles (.srt)' }).click();
  const srt = await download;
  expect(srt.suggestedFilename()).toBe('a-morning-at-the-harbour-subtitles.srt');
  const text = await readFile((await srt.path()) ?? '', 'utf8');
  expect(text.split('\n').slice(0, 4)).toEqual([
    '1',
    '00:00:00,000 --> 00:00:01,800',
    'The harbour is still dark.',
    '',
  ]);

  // The film is 8 s: four lines fall on its two shots, the last two after its end.
  await expect(links.subtitles().getByLabel('Storyboard')).toHaveValue(/.+/);
  await links.subtitles().getByRole('button', { name: 'Use as captions' }).click();
  await expect(links.subtitles().getByRole('status')).toContainText(
    `4 lines laid on 2 shots of “${board}”.`,
  );
  await expect(links.subtitles().getByRole('status')).toContainText(
    '2 lines have no place (after the film ends, or beyond what a shot keeps) and were left out.',
  );
  await links
    .subtitles()
    .getByRole('link', { name: `Open “${board}”` })
    .click();
  const second = shots(page).nth(1);
  await expect(second.getByLabel('Timed caption 1', { exact: true })).toHaveValue(
    'Boats head out past the lighthouse.',
  );
  await expect(second.getByLabel('Timed caption 2 from (s)')).toHaveValue('2');
  await expect(shots(page).nth(0).getByLabel('Timed caption 2', { exact: true })).toHaveValue(
    'A first engine starts.',
  );
});

test('hostile answers about a link are shown as text: no markup, no script link, nothing fetched', async ({
  studio,
  page,
}) => {
  await studio.presetGateway('/links');
  const links = new LinksSteps(page);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) fetched.push(r.url());
  });
  await links.ask('https://video.example/hostile', 'Summarize');
  await links.page.getByRole('button', { name: 'Get subtitles' }).click();
  await links.question('What is in it?');

  const summary = links.summary();
  await expect(summary).toContainText('<script>alert(1)</script>');
  await expect(summary).toContainText('<a href="javascript:alert(2)">a raw link</a>');
  await expect(summary).toContainText('not opened: javascript:alert(1)');
  await expect(
    summary.getByRole('link', { name: 'Picture: a picture from elsewhere' }),
  ).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(links.lines().first()).toContainText('<b>bold</b> <script>alert(1)</script>');
  await expect(links.answers().first()).toContainText('<script>alert(1)</script> You asked');
  for (const region of [summary, links.subtitles(), links.askRegion()])
    await expect(region.locator('script, img, iframe, svg:not([aria-hidden="true"])')).toHaveCount(
      0,
    );
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(fetched).toEqual([]);
});
