import { cleanup, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kindViews } from '@/app/registry';
import { buttonClass } from '@/components/ui/button-class';
import { JobTile } from '@/features/gallery/grid/job-tile';
import { JobCard } from '@/features/gallery/job/job-card';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';
import { useJobView } from '@/features/gallery/job/use-job-view';
import { DEMO_BASE_URL } from '@/gateway/connection';
import { loadLazyViews } from '@/jobs/lazy-view';
import type { Job } from '@/jobs/job';
import { offers, STALE_AFTER_MS, type JobActionId, type JobView } from '@/jobs/job-view';
import { testJob } from './jobs';
import { withFreshLedger } from './ledger';
import { renderWithQuery } from './render';

// The result views and derive panels a card draws, at hand as a static import would have them.
beforeAll(() => loadLazyViews());

/**
 * The job view is the only rule for a job's actions: every surface draws exactly the actions
 * `offers()` has, under the view's names. One row per kind of job; each surface's buttons are
 * compared with the view the same page computes.
 */

withFreshLedger();
afterEach(cleanup);

/** The English names the locator contract gives these actions' buttons. */
const names: Partial<Record<JobActionId, string>> = {
  download: 'Download',
  'stop-following': 'Stop following',
  'check-now': 'Check now',
  resume: 'Resume',
  remove: 'Remove…',
  compare: 'Compare with…',
};

const video = (url: string, viaGateway = false) => [{ kind: 'video' as const, url, viaGateway }];
// The page without settings follows the demo gateway: its jobs are not foreign.
const gateway = DEMO_BASE_URL;
const job = (overrides: Parameters<typeof testJob>[0]) =>
  testJob({
    gateway,
    prompt: 'A lighthouse',
    createdAt: Date.now(),
    changedAt: Date.now(),
    ...overrides,
  });

const rows: [string, Job][] = [
  ['a finished video from a web address', job({ media: video('https://cdn.example/v.mp4') })],
  ['a finished keyed /content video', job({ media: video('/v1/videos/t/content', true) })],
  ['a finished result whose address is a script', job({ media: video('javascript:alert(1)') })],
  ['a running job', job({ status: 'running' })],
  [
    'a running job that already holds a result (an imported record)',
    job({ status: 'running', media: video('https://cdn.example/v.mp4') }),
  ],
  ['a set-aside job', job({ status: 'running', setAside: true })],
  ['a stale job', job({ status: 'queued', changedAt: Date.now() - STALE_AFTER_MS - 60_000 })],
  ['a failed job', job({ status: 'failed', error: 'Moderated.' })],
];

let seen: JobView | null = null;
const see = (view: JobView) => {
  seen = view;
};
/** Reports the view the page computes for the job, as the surfaces beside it read it. */
function Probe({ job, onView = see }: { job: Job; onView?: (view: JobView) => void }) {
  const view = useJobView(job);
  useEffect(() => onView(view), [view, onView]);
  return null;
}

function viewOf(): JobView {
  if (seen === null) throw new Error('the probe did not render');
  return seen;
}

function drawn(id: JobActionId): boolean {
  const name = names[id];
  if (name === undefined) throw new Error(`no name for ${id}`);
  return screen.queryAllByRole('button', { name }).length > 0;
}

describe('every surface draws exactly the actions the job view offers', () => {
  it.each(rows)('the card: %s', (_, job) => {
    renderWithQuery(
      <KindsProvider kinds={kindViews}>
        <Probe job={job} />
        <JobCard job={job} />
      </KindsProvider>,
    );
    const view = viewOf();
    for (const id of ['download', 'stop-following', 'check-now', 'resume', 'remove'] as const)
      expect([id, drawn(id)]).toEqual([id, offers(view, id)]);
  });

  it.each(rows)('the tile: %s', (_, job) => {
    renderWithQuery(
      <KindsProvider kinds={kindViews}>
        <Probe job={job} />
        <JobTile job={job} onOpen={() => undefined} />
      </KindsProvider>,
    );
    expect(drawn('download')).toBe(offers(viewOf(), 'download'));
  });

  it('the rows cover each action both ways', () => {
    const views = rows.map(([, job]) => {
      renderWithQuery(
        <KindsProvider kinds={kindViews}>
          <Probe job={job} />
        </KindsProvider>,
      );
      return viewOf();
    });
    for (const id of ['download', 'stop-following', 'check-now', 'resume', 'compare'] as const) {
      expect([id, views.some((v) => offers(v, id))]).toEqual([id, true]);
      expect([id, views.some((v) => !offers(v, id))]).toEqual([id, true]);
    }
  });
});

describe("a finished result's actions (issue 24.14)", () => {
  it('sit in one row, one style, the download first and removal last', () => {
    const done = job({ media: video('https://cdn.example/v.mp4'), remoteIds: ['video_1'] });
    renderWithQuery(
      <KindsProvider kinds={kindViews}>
        <JobCard job={done} />
      </KindsProvider>,
    );
    const download = screen.getByRole('button', { name: 'Download' });
    const row = download.closest('[data-actions]');
    if (!(row instanceof HTMLElement)) throw new Error('the download is not in the action row');
    const buttons = [...row.querySelectorAll('button')];
    const names = buttons.map((b) => b.textContent);
    expect(names).toEqual([
      'Download',
      'Remix',
      'Use these settings',
      'Keep a copy in this browser',
      'Remove…',
    ]);
    // One style: every action wears the row's button look (layout classes aside).
    const look = buttonClass('secondary').split(' ');
    for (const button of buttons)
      expect([button.textContent, look.filter((c) => !button.classList.contains(c))]).toEqual([
        button.textContent,
        [],
      ]);
  });
});
