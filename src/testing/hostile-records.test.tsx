import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kindViews } from '@/app/registry';
import { clipCreator, clipPoller } from '@/features/clip/api';
import { clipDefaults, zClipForm } from '@/features/clip/schema';
import { JobCard } from '@/features/gallery/job/job-card';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';
import { gptsCreator } from '@/features/gpts/api';
import { zGptLookupForm } from '@/features/gpts/schema';
import { musicCreator, musicPoller } from '@/features/music/api';
import { musicDefaults, zMusicForm } from '@/features/music/schema';
import { pikbPoller } from '@/features/pikb/api';
import { pixaCreator, pixaPoller } from '@/features/pixa/api';
import { pixaDefaults, zPixaForm } from '@/features/pixa/schema';
import { videoCreator, videoPoller } from '@/features/video/api';
import { videoDefaults, zVideoForm } from '@/features/video/schema';
import { hostileStatusWords, hostileTexts, hostileUrls } from '@/gateway/demo/hostile';
import { pikbDemoIds } from '@/features/pikb/demo';
import { specialGptIds } from '@/features/gpts/demo';
import type { JobCreator, JobPoller } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { addImportedJob, addSubmittingJob, recordCreated } from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { getJob } from '@/jobs/ledger/reads';
import { isTerminal } from '@/jobs/status';
import { safeLinkUrl, safeMediaUrl } from '@/lib/safe-url';
import { createDemoTestbed, TEST_GATEWAY } from './demo-testbed';
import { withFreshLedger } from './ledger';
import { renderWithQuery } from './render';

/**
 * The studio against hostile records, end to end in-process: each generator's creator and poller
 * against the demo gateway's [hostile] scenario (pikb: its hostile id; gpts: g-hostile), every
 * update through the real ledger, then the job's card rendered as the library renders it. What a
 * person must never get: a script that runs, a link or a media source from a script URL. What they
 * must get: the job ending, and the hostile text shown as text.
 */

withFreshLedger();

type Bed = ReturnType<typeof createDemoTestbed>;
const TICK_MS = 2_000;
const GIVE_UP_MS = 150_000;

async function stored(id: string): Promise<Job> {
  const job = await getJob(id);
  // A job the ledger cannot read back is a job the library shows as damaged and never updates.
  if (job === undefined) throw new Error(`job ${id} could not be read back from the ledger`);
  return job;
}

/** As `useCreateJob` does it: the record first, one POST, the ids stored with the first update. */
async function create<V>(bed: Bed, creator: JobCreator<V>, values: V): Promise<Job> {
  const job = await addSubmittingJob({
    kind: creator.kind,
    gateway: TEST_GATEWAY,
    summary: creator.summarize(values),
    request: creator.describeRequest(values, bed.settings),
  });
  const result = await creator.create({ client: bed.client, settings: bed.settings }, values);
  await recordCreated(job.id, { ...result.update, remoteIds: result.remoteIds });
  return stored(job.id);
}

/** Polls as the polling engine does, one tick at a time, until the job ends; every state seen. */
async function followToEnd(bed: Bed, poller: JobPoller, id: string): Promise<Job[]> {
  const seen: Job[] = [await stored(id)];
  for (
    let waited = 0;
    waited < GIVE_UP_MS && !isTerminal(seen.at(-1)?.status ?? 'queued');
    waited += TICK_MS
  ) {
    bed.advance(TICK_MS);
    const job = await stored(id);
    const update = (await poller.poll({ client: bed.client, settings: bed.settings }, [job])).get(
      id,
    );
    if (update !== undefined) await applyPollUpdate(id, update);
    seen.push(await stored(id));
  }
  return seen;
}

const URL_ATTRIBUTES = [
  'href',
  'src',
  'poster',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'background',
  'ping',
];

/** Everything in the rendered card that could run a script or load an address from the record. */
function dangers(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase();
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
      if (URL_ATTRIBUTES.includes(name)) {
        const value = attribute.value.trim();
        // Only web addresses may be a source or a link here (the demo media are http).
        if (name === 'href' && value.startsWith('#/')) continue;
        if (safeMediaUrl(value) === null) found.push(`<${tag} ${name}="${value.slice(0, 60)}">`);
      }
    }
    // The studio's own <svg>s: the progress bar's, and its lucide icons (class "lucide",
    // aria-hidden, no text). A record's text is never markup, so an <svg> from a record could
    // only come from a bug; it would have to copy both marks to pass, and its URL and on…
    // attributes are still checked above.
    // And a song's generated cover (issue 40, decision 033), as e2e/fixtures/hostile.ts allows it:
    // drawn by the studio from the job's id, marked as the result's picture, bars only.
    const ownSvg =
      tag === 'svg' &&
      (element.parentElement?.getAttribute('role') === 'progressbar' ||
        (element.classList.contains('lucide') &&
          element.getAttribute('aria-hidden') === 'true' &&
          element.textContent === '') ||
        (element.getAttribute('data-result-picture') === 'generated' &&
          element.getAttribute('aria-hidden') === 'true' &&
          element.textContent === '' &&
          [...element.children].every((child) => child.tagName.toLowerCase() === 'rect')));
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'frame',
        'base',
        'form',
        'meta',
        'link',
        'style',
      ].includes(tag) ||
      (tag === 'svg' && !ownSvg)
    ) {
      found.push(`<${tag}>`);
    }
  }
  return found;
}

/** Renders the job's card exactly as the library does, with its generator's Result view. */
function renderCard(job: Job): HTMLElement {
  if (kindViews[job.kind] === undefined) throw new Error(`no view for ${job.kind}`);
  const { container } = renderWithQuery(
    <KindsProvider kinds={kindViews}>
      <JobCard job={job} />
    </KindsProvider>,
  );
  const card = container.querySelector<HTMLElement>(`[data-job-id="${job.id}"]`);
  if (card === null) throw new Error('the card did not render');
  // Open every fold: the raw record, lyrics, the gateway's answer.
  for (const details of card.querySelectorAll('details')) details.open = true;
  return card;
}

/** Every state the job went through, rendered: none may hold anything dangerous. */
function expectEveryStateSafe(history: Job[]) {
  for (const snapshot of history) {
    const card = renderCard(snapshot);
    expect(dangers(card), `while ${snapshot.status} (${snapshot.statusWord ?? ''})`).toEqual([]);
    cleanup();
  }
}

/** Every media entry: an address that is not a web address never passes the gate a renderer uses. */
function expectNoUnsafeSource(job: Job) {
  for (const media of job.media) {
    if (media.viaGateway) {
      expect(media.url, 'a gateway path is a path at the gateway').toMatch(
        /^\/v1\/videos\/[^/]+\/content$/,
      );
      continue;
    }
    if (hostileUrls.includes(media.url)) expect(safeMediaUrl(media.url)).toBeNull();
    else
      expect(media.url === '' || safeMediaUrl(media.url) !== null, `media url ${media.url}`).toBe(
        true,
      );
    if (media.poster !== null && hostileUrls.includes(media.poster))
      expect(safeMediaUrl(media.poster)).toBeNull();
    expect(safeLinkUrl(media.url)).toBeNull();
  }
}

/** Ends, never called done before the real terminal word, and hostile words read as unknown. */
function expectEndsAfterUnknown(history: Job[], end: Job['status'] = 'succeeded') {
  const last = history.at(-1);
  expect(last?.status).toBe(end);
  const before = history.slice(0, -1);
  expect(before.every((job) => !isTerminal(job.status))).toBe(true);
  expect(history.some((job) => job.status === 'unknown')).toBe(true);
  for (const job of history) {
    if (
      job.statusWord?.includes(hostileStatusWords.queued) ||
      job.statusWord === hostileStatusWords.running
    ) {
      expect(['unknown', 'queued']).toContain(job.status);
    }
  }
}

function expectShownAsText(card: HTMLElement, ...texts: string[]) {
  for (const text of texts)
    expect(card.textContent, `“${text.slice(0, 40)}” shown as text`).toContain(text);
}

describe('video [hostile]', () => {
  it('ends succeeded; the script URL result is text, not a source; every hostile string stays text', async () => {
    const bed = createDemoTestbed();
    const job = await create(
      bed,
      videoCreator,
      zVideoForm.parse({ ...videoDefaults, prompt: 'A boat [hostile]' }),
    );
    const history = await followToEnd(bed, videoPoller, job.id);
    expectEndsAfterUnknown(history);
    const done = history.at(-1);
    if (done === undefined) throw new Error('no history');
    expect(done.media).toHaveLength(1);
    expectNoUnsafeSource(done);

    expectEveryStateSafe(history);

    // A hostile status word is shown as the gateway's word, as text, beside "Unknown".
    const waiting = history.find((j) => j.status === 'unknown');
    if (waiting === undefined) throw new Error('never unknown');
    renderCard(waiting);
    expect(screen.getByText(/gateway says/).textContent).toMatch(
      /__proto__|<img src=x onerror=alert\(1\)>/,
    );
    cleanup();

    const card = renderCard(done);
    expect(dangers(card)).toEqual([]);
    expect(card.querySelector('video')).toBeNull();
    expectShownAsText(
      card,
      'The result address is not a web link and was not loaded',
      hostileUrls[0] ?? '',
      hostileTexts[0] ?? '',
    );
  });
});

describe('clip [hostile]', () => {
  it('ends succeeded with every URL refused, shown as text', async () => {
    const bed = createDemoTestbed();
    const job = await create(
      bed,
      clipCreator,
      zClipForm.parse({ ...clipDefaults, prompt: 'A boat [hostile]' }),
    );
    const history = await followToEnd(bed, clipPoller, job.id);
    expectEndsAfterUnknown(history);
    expectEveryStateSafe(history);
    const done = history.at(-1);
    if (done === undefined) throw new Error('no history');
    expect(done.media).toHaveLength(1);
    expect(done.media[0]?.poster ?? null).toBeNull();
    expectNoUnsafeSource(done);
    const card = renderCard(done);
    expect(dangers(card)).toEqual([]);
    expect(card.querySelector('video')).toBeNull();
    expectShownAsText(
      card,
      'The result address is not a web link and was not loaded',
      hostileTexts[0] ?? '',
    );
  });
});

describe('pixa [hostile]', () => {
  it('ends succeeded; the template name from the document is markup shown as text; no source', async () => {
    const bed = createDemoTestbed();
    const job = await create(
      bed,
      pixaCreator,
      zPixaForm.parse({ ...pixaDefaults, prompt: 'A boat [hostile]' }),
    );
    const history = await followToEnd(bed, pixaPoller, job.id);
    expectEndsAfterUnknown(history);
    expectEveryStateSafe(history);
    const done = history.at(-1);
    if (done === undefined) throw new Error('no history');
    expectNoUnsafeSource(done);
    const card = renderCard(done);
    expect(dangers(card)).toEqual([]);
    expect(card.querySelector('video')).toBeNull();
    expectShownAsText(card, 'The result address is not a web link and was not loaded');
    expect(hostileTexts).toContain(done.fields.Template);
    expectShownAsText(card, String(done.fields.Template));
  });
});

describe('music [hostile]', () => {
  it('both clips end complete; audio, cover and video URLs are refused; titles, tags and lyrics are text', async () => {
    const bed = createDemoTestbed();
    const job = await create(
      bed,
      musicCreator,
      zMusicForm.parse({ ...musicDefaults, lyrics: 'la la la [hostile]', title: 'Song' }),
    );
    const history = await followToEnd(bed, musicPoller, job.id);
    expectEndsAfterUnknown(history);
    const done = history.at(-1);
    if (done === undefined) throw new Error('no history');
    expect(done.media).toHaveLength(2);
    expect(done.media.map((m) => m.status)).toEqual(['succeeded', 'succeeded']);
    expectNoUnsafeSource(done);
    expectEveryStateSafe(history);
    const card = renderCard(done);
    expect(dangers(card)).toEqual([]);
    expect(card.querySelectorAll('audio, img, a[download]')).toHaveLength(0);
    expectShownAsText(card, 'The audio address is not a web link and was not loaded');
    // Each clip's title is the record's markup, as a heading's text.
    const titles = [...card.querySelectorAll('h3')].map((h) => h.textContent);
    expect(titles).toHaveLength(2);
    for (const title of titles) expect(hostileTexts).toContain(title);
  });
});

describe(`pikb hostile id (${pikbDemoIds.hostile}…)`, () => {
  it('every video finishes; no source, poster or link from the record; the prompt and words are text', async () => {
    const bed = createDemoTestbed();
    const id = `${pikbDemoIds.hostile}-0000-4000-8000-000000000001`;
    const view = kindViews.pikb;
    const summary = view?.importer?.summary([id]) ?? { prompt: '', fields: {} };
    const job = await addImportedJob({
      kind: 'pikb',
      gateway: TEST_GATEWAY,
      remoteIds: [id],
      summary,
    });
    const history = await followToEnd(bed, pikbPoller, job.id);
    expectEndsAfterUnknown(history);
    const done = history.at(-1);
    if (done === undefined) throw new Error('no history');
    expect(done.remoteIds).toEqual([id]);
    expect(hostileTexts).toContain(done.prompt);
    expectNoUnsafeSource(done);
    expectEveryStateSafe(history);
    const card = renderCard(done);
    expect(card.querySelectorAll('video, a')).toHaveLength(0);
    expectShownAsText(card, 'The result address is not a web link and was not loaded', done.prompt);
  });
});

describe(`gpts ${specialGptIds.hostile}`, () => {
  it('the card shows the markup as text and links or loads none of the script URLs', async () => {
    const bed = createDemoTestbed();
    const job = await create(bed, gptsCreator, zGptLookupForm.parse({ id: specialGptIds.hostile }));
    expect(job.status).toBe('succeeded');
    const card = renderCard(job);
    expect(dangers(card)).toEqual([]);
    expect(card.querySelectorAll('img, a')).toHaveLength(0);
    expectShownAsText(
      card,
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
    );
  });
});
