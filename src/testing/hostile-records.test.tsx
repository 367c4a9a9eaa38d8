import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { kindViews } from '@/app/registry';
import { JobCard } from '@/features/gallery/job/job-card';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';
import { hostileStatusWords, hostileTexts, hostileUrls } from '@/gateway/demo/hostile';
import type { Job } from '@/jobs/job';
import { isTerminal } from '@/jobs/status';
import { safeLinkUrl, safeMediaUrl } from '@/lib/safe-url';
import { declaredStart, everyGenerator, followToEnd, startDeclared } from './declared-starts';
import { createDemoTestbed } from './demo-testbed';
import { withFreshLedger } from './ledger';
import { renderWithQuery } from './render';
import { loadLazyViews } from '@/jobs/lazy-view';

// The result views a card draws, at hand as a static import would have them.
beforeAll(() => loadLazyViews());

/**
 * The studio against hostile records, end to end in-process: every generator of the registry,
 * started as its folder declares (`e2e.json`'s `hostile`: form values carrying the demo's
 * [hostile] tag, or a hostile id followed: pikb's 0badc0de…, gpts' g-hostile), its poller against
 * the demo gateway, every update through the real ledger, then the job's card rendered as the
 * library renders it. What a person must never get: a script that runs, a link or a media source
 * from a script URL. What they must get: the job ending, and the hostile text shown as text. A new
 * generator is held to all of it without an edit here; what one generator shows beyond that is
 * checked in `shows` below.
 */

withFreshLedger();

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

interface Shown {
  done: Job;
  card: HTMLElement;
  history: Job[];
}

/** What one generator's card shows of its hostile record, beyond what every card must. */
const shows: Readonly<Record<string, (seen: Shown) => void>> = {
  // The script URL result is text, not a source; every hostile string stays text.
  video: ({ done, card, history }) => {
    expect(done.media).toHaveLength(1);
    expect(card.querySelector('video')).toBeNull();
    expectShownAsText(
      card,
      'The result address is not a web link and was not loaded',
      hostileUrls[0] ?? '',
      hostileTexts[0] ?? '',
    );
    cleanup();
    // A hostile status word is shown as the gateway's word, as text, beside "Unknown".
    const waiting = history.find((j) => j.status === 'unknown');
    if (waiting === undefined) throw new Error('never unknown');
    renderCard(waiting);
    expect(screen.getByText(/gateway says/).textContent).toMatch(
      /__proto__|<img src=x onerror=alert\(1\)>/,
    );
  },
  // Every URL refused, shown as text.
  clip: ({ done, card }) => {
    expect(done.media).toHaveLength(1);
    expect(done.media[0]?.poster ?? null).toBeNull();
    expect(card.querySelector('video')).toBeNull();
    expectShownAsText(
      card,
      'The result address is not a web link and was not loaded',
      hostileTexts[0] ?? '',
    );
  },
  // The template name from the document is markup shown as text; no source.
  pixa: ({ done, card }) => {
    expect(card.querySelector('video')).toBeNull();
    expectShownAsText(card, 'The result address is not a web link and was not loaded');
    expect(hostileTexts).toContain(done.fields.Template);
    expectShownAsText(card, String(done.fields.Template));
  },
  // Both clips end complete; audio, cover and video URLs are refused; titles, tags and lyrics are text.
  music: ({ done, card }) => {
    expect(done.media).toHaveLength(2);
    expect(done.media.map((m) => m.status)).toEqual(['succeeded', 'succeeded']);
    expect(card.querySelectorAll('audio, img, a[download]')).toHaveLength(0);
    expectShownAsText(card, 'The audio address is not a web link and was not loaded');
    // Each clip's title is the record's markup, as a heading's text.
    const titles = [...card.querySelectorAll('h3')].map((h) => h.textContent);
    expect(titles).toHaveLength(2);
    for (const title of titles) expect(hostileTexts).toContain(title);
  },
  // Every video finishes; no source, poster or link from the record; the prompt and words are text.
  pikb: ({ done, card }) => {
    expect(hostileTexts).toContain(done.prompt);
    expect(card.querySelectorAll('video, a')).toHaveLength(0);
    expectShownAsText(card, 'The result address is not a web link and was not loaded', done.prompt);
  },
  // The card shows the markup as text and links or loads none of the script URLs.
  gpts: ({ card }) => {
    expect(card.querySelectorAll('img, a')).toHaveLength(0);
    expectShownAsText(
      card,
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
    );
  },
};

// Every generator of the registry (no hand list: a new generator is held to this unedited).
describe('every generator against its hostile record', () => {
  it.each(everyGenerator)(
    '%s: the job ends; nothing from the record runs, links or loads; its words are text',
    async (kind, generator) => {
      const start = declaredStart(kind, 'hostile');
      const bed = createDemoTestbed();
      const job = await startDeclared(bed, generator, start);
      const history = await followToEnd(bed, generator, job.id);
      const done = history.at(-1);
      if (done === undefined) throw new Error('no history');
      // A job polled to its end went through the hostile status words; one the create answered
      // whole (a GPT's details, pictures) ended at once.
      if (history.length > 1) expectEndsAfterUnknown(history);
      else expect(done.status).toBe('succeeded');
      if ('follow' in start) expect(done.remoteIds).toEqual([start.follow]);
      expectNoUnsafeSource(done);
      expectEveryStateSafe(history);

      const card = renderCard(done);
      expect(dangers(card)).toEqual([]);
      // The record's hostile words reached the card, as text (a demo that ignored the tag would
      // prove nothing).
      expect(
        [...hostileTexts, ...hostileUrls].some((text) => card.textContent.includes(text)),
        'some hostile word of the record shown as text',
      ).toBe(true);
      shows[kind]?.({ done, card, history });
    },
  );
});
