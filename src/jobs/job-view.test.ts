import { describe, expect, it } from 'vitest';
import { jobView, offers, STALE_AFTER_MS, type JobViewContext } from './job-view';
import { testJob } from '@/testing/jobs';
import type { Job } from './job';
import type { JobStatus } from './status';

const GATEWAY = 'http://gateway.test';
const NOW = 1_000_000_000;
const PAGE_START = NOW - 60_000;

function job(overrides: Parameters<typeof testJob>[0] = {}): Job {
  return testJob({
    gateway: GATEWAY,
    status: 'running',
    prompt: 'A lighthouse at dawn',
    createdAt: NOW - 1_000,
    updatedAt: NOW - 1_000,
    changedAt: NOW - 1_000,
    ...overrides,
  });
}

const ctx: JobViewContext = {
  kindLabel: 'Video',
  gateway: GATEWAY,
  now: NOW,
  pageStartedAt: PAGE_START,
  canPoll: true,
  canAttach: true,
};

describe('jobView: one row per status', () => {
  const rows: [
    JobStatus,
    { label: string; tone: string; icon: string; waiting: boolean; progress: boolean },
  ][] = [
    [
      'submitting',
      { label: 'Submitting', tone: 'neutral', icon: 'send', waiting: false, progress: false },
    ],
    ['queued', { label: 'Queued', tone: 'info', icon: 'clock', waiting: true, progress: true }],
    [
      'running',
      { label: 'Generating', tone: 'info', icon: 'loader-circle', waiting: true, progress: true },
    ],
    [
      'succeeded',
      { label: 'Done', tone: 'success', icon: 'circle-check', waiting: false, progress: false },
    ],
    [
      'failed',
      { label: 'Failed', tone: 'danger', icon: 'circle-x', waiting: false, progress: false },
    ],
    [
      'refused',
      {
        label: 'Not started',
        tone: 'attention',
        icon: 'circle-dashed',
        waiting: false,
        progress: false,
      },
    ],
    [
      'unknown',
      {
        label: 'Unknown',
        tone: 'warning',
        icon: 'circle-question-mark',
        waiting: true,
        progress: true,
      },
    ],
  ];
  it.each(rows)('%s', (status, want) => {
    const view = jobView(
      job({ status, remoteIds: status === 'submitting' || status === 'refused' ? [] : ['task-1'] }),
      ctx,
    );
    expect({
      label: view.label,
      tone: view.tone,
      icon: view.icon,
      waiting: view.waiting,
      progress: view.progress !== null,
    }).toEqual(want);
    expect(view.failure !== null).toBe(status === 'failed');
    // Remove is always offered; nothing is ever offered that re-sends a create.
    expect(offers(view, 'remove')).toBe(true);
    expect(view.actions.map((a) => a.label)).not.toContain('Generate');
  });
});

describe('jobView: progress', () => {
  it.each([
    [
      job({ status: 'running', progress: 42, detail: 'about 20 s left' }),
      { value: 42, text: '42% · about 20 s left' },
    ],
    [job({ status: 'running', progress: null }), { value: null, text: 'Generating' }],
    // A queued job's progress number is not shown: the bar is indeterminate.
    [
      job({ status: 'queued', progress: 10, detail: '3 ahead in queue' }),
      { value: null, text: 'Queued · 3 ahead in queue' },
    ],
    [job({ status: 'unknown', progress: null }), { value: null, text: 'Unknown' }],
  ])('%#', (input, want) => {
    expect(jobView(input, ctx).progress).toEqual(want);
  });
});

describe('jobView: what names the job', () => {
  it('the prompt heads it; the players are named after the prompt', () => {
    const view = jobView(job(), ctx);
    expect(view.headline).toBe('A lighthouse at dawn');
    expect(view.resultLabel).toBe('Video result for: A lighthouse at dawn');
  });

  it('without a prompt, the result title heads it and the players are named after the ids', () => {
    const media = [
      { kind: 'audio' as const, url: 'https://cdn.example/a.mp3', title: 'Night Drive' },
    ];
    const view = jobView(job({ prompt: '', media, remoteIds: ['c1', 'c2'] }), ctx);
    expect(view.headline).toBe('Night Drive');
    expect(view.resultLabel).toBe('Video result for: c1, c2');
  });

  it('only an unknown status shows the gateway’s own word', () => {
    expect(jobView(job({ status: 'unknown', statusWord: 'upscaling' }), ctx).gatewaySays).toBe(
      'upscaling',
    );
    expect(
      jobView(job({ status: 'running', statusWord: 'processing' }), ctx).gatewaySays,
    ).toBeNull();
  });

  it('a thumbnail is a poster that may be loaded, never a script URL', () => {
    const poster = (p: string) => [
      { kind: 'video' as const, url: 'https://cdn.example/v.mp4', poster: p },
    ];
    expect(jobView(job({ media: poster('https://cdn.example/p.jpg') }), ctx).thumbnail).toBe(
      'https://cdn.example/p.jpg',
    );
    expect(jobView(job({ media: poster('javascript:alert(1)') }), ctx).thumbnail).toBeNull();
  });

  it('summary fields read with the generator’s labels and formats', () => {
    const view = jobView(job({ fields: { seconds: 5, watermark: false, model: 'm1' } }), {
      ...ctx,
      summaryFields: {
        seconds: { label: 'Seconds', format: (v) => `${String(v)} s` },
        model: { label: 'Model' },
      },
    });
    expect(view.fields).toEqual([
      { key: 'seconds', label: 'Seconds', text: '5 s' },
      { key: 'model', label: 'Model', text: 'm1' },
    ]);
  });
});

describe('jobView: notes and actions', () => {
  it('INVARIANT a create left "submitting" by an earlier page is orphaned: attach an id, never re-send', () => {
    const view = jobView(
      job({ status: 'submitting', remoteIds: [], createdAt: PAGE_START - 1 }),
      ctx,
    );
    expect(view.notes).toEqual([{ kind: 'orphaned-create', message: null }]);
    expect(offers(view, 'attach-id')).toBe(true);
  });

  it('an orphaned create is one state in one word: its badge says "ID unknown", as its note does, not "Submitting"', () => {
    const lost = jobView(job({ status: 'submitting', remoteIds: [], error: 'No answer.' }), ctx);
    expect(lost.label).toBe('ID unknown');
    expect(lost.tone).toBe('warning');
    const earlier = jobView(
      job({ status: 'submitting', remoteIds: [], createdAt: PAGE_START - 1 }),
      ctx,
    );
    expect(earlier.label).toBe('ID unknown');
    expect(jobView(job({ status: 'submitting', remoteIds: [] }), ctx).label).toBe('Submitting');
  });

  it('a create in flight in this page is only sending', () => {
    const view = jobView(job({ status: 'submitting', remoteIds: [] }), ctx);
    expect(view.notes).toEqual([{ kind: 'sending' }]);
    expect(offers(view, 'attach-id')).toBe(false);
  });

  it('a create from an earlier page whose answer the service worker still awaits is on its way, not "ID unknown"', () => {
    const view = jobView(job({ status: 'submitting', remoteIds: [], createdAt: PAGE_START - 1 }), {
      ...ctx,
      answerOnItsWay: true,
    });
    expect(view.notes).toEqual([{ kind: 'answer-on-its-way' }]);
    expect(view.label).toBe('Submitting');
    expect(offers(view, 'attach-id')).toBe(false);
  });

  it('a create that got no answer in this page is orphaned with its message', () => {
    const view = jobView(job({ status: 'submitting', remoteIds: [], error: 'No answer.' }), ctx);
    expect(view.notes).toEqual([{ kind: 'orphaned-create', message: 'No answer.' }]);
  });

  it('a generator that cannot follow an id offers no attach', () => {
    const view = jobView(job({ status: 'submitting', remoteIds: [], createdAt: PAGE_START - 1 }), {
      ...ctx,
      canAttach: false,
    });
    expect(offers(view, 'attach-id')).toBe(false);
  });

  it('stale after ten minutes without change, with Check now', () => {
    const view = jobView(job({ changedAt: NOW - STALE_AFTER_MS - 1 }), ctx);
    expect(view.notes).toEqual([{ kind: 'stale', idleMs: STALE_AFTER_MS + 1 }]);
    expect(offers(view, 'check-now')).toBe(true);
    expect(offers(jobView(job({ changedAt: NOW - 60_000 }), ctx), 'check-now')).toBe(false);
  });

  it('a finished job is never stale', () => {
    expect(jobView(job({ status: 'succeeded', changedAt: 0 }), ctx).notes).toEqual([]);
  });

  it('a refused key pauses following and offers Check now; another poll problem only retries', () => {
    const paused = jobView(
      job({ pollError: { message: 'Key refused', at: NOW, auth: true, body: null } }),
      ctx,
    );
    expect(paused.notes).toEqual([
      { kind: 'poll-error', paused: true, message: 'Key refused', body: null },
    ]);
    expect(offers(paused, 'check-now')).toBe(true);
    // Its tile says so too: not "Generating 1%" with a bar that will never move.
    expect(paused.label).toBe('Paused: key refused');
    expect(paused.tone).toBe('warning');
    expect(paused.progress).toBeNull();
    const retrying = jobView(
      job({ pollError: { message: '502', at: NOW, auth: false, body: '<html>' }, changedAt: 0 }),
      ctx,
    );
    expect(retrying.notes).toEqual([
      { kind: 'poll-error', paused: false, message: '502', body: '<html>' },
    ]);
    expect(offers(retrying, 'check-now')).toBe(false);
  });

  it('a job of another gateway says where it belongs, is never stale, and offers no re-query or attach', () => {
    const elsewhere = { ...ctx, gateway: 'https://other.example' };
    const waiting = jobView(
      job({ changedAt: 0, media: [{ kind: 'video', url: 'https://cdn.example/v.mp4' }] }),
      elsewhere,
    );
    expect(waiting.foreign).toBe(true);
    expect(waiting.notes).toEqual([{ kind: 'foreign-gateway', gateway: GATEWAY }]);
    expect(offers(waiting, 'requery')).toBe(false);
    const orphan = jobView(job({ status: 'submitting', remoteIds: [], createdAt: 0 }), elsewhere);
    expect(orphan.notes.map((n) => n.kind)).toEqual(['foreign-gateway', 'orphaned-create']);
    expect(offers(orphan, 'attach-id')).toBe(false);
  });

  it('a waiting job another device follows says so, instead of sending the person to connect its gateway', () => {
    const onPhone = { ...ctx, gateway: 'https://other.example', followedElsewhere: true };
    const waiting = jobView(job({ changedAt: NOW }), onPhone);
    expect(waiting.notes).toEqual([{ kind: 'followed-elsewhere' }]);
    // Once it ends there is nothing left to follow; without the lease its gateway's note returns.
    expect(jobView(job({ status: 'succeeded' }), onPhone).notes).toEqual([]);
    expect(
      jobView(job({ changedAt: NOW }), { ...onPhone, followedElsewhere: false }).notes,
    ).toEqual([{ kind: 'foreign-gateway', gateway: GATEWAY }]);
  });

  it('a result is linked only from a web address; a keyed /content video is not a link, but is downloaded through the gateway', () => {
    const direct = jobView(
      job({ status: 'succeeded', media: [{ kind: 'video', url: 'https://cdn.example/v.mp4' }] }),
      ctx,
    );
    expect(direct.results.map((r) => r.href)).toEqual(['https://cdn.example/v.mp4']);
    expect(offers(direct, 'download')).toBe(true);
    expect(offers(direct, 'requery')).toBe(true);
    const keyed = jobView(
      job({
        status: 'succeeded',
        media: [{ kind: 'video', url: '/v1/videos/t/content', viaGateway: true }],
      }),
      ctx,
    );
    expect(keyed.results.map((r) => r.href)).toEqual([null]);
    // The card, the tile and the dialog have always offered it (the bytes come with the key in a
    // header); the view said otherwise while no surface read it.
    expect(offers(keyed, 'download')).toBe(true);
    expect(keyed.download).toBe(keyed.results[0]?.media);
    const hostile = jobView(
      job({ status: 'succeeded', media: [{ kind: 'video', url: 'javascript:alert(1)' }] }),
      ctx,
    );
    expect(offers(hostile, 'download')).toBe(false);
  });

  it('the failure message is the gateway’s, or says none was given', () => {
    expect(jobView(job({ status: 'failed', error: 'Moderated.' }), ctx).failure).toBe('Moderated.');
    expect(jobView(job({ status: 'failed' }), ctx).failure).toBe(
      'The gateway reported a failure without a message.',
    );
  });
});

describe('jobView: a create that never started', () => {
  const refused = job({
    status: 'refused',
    statusWord: 'not created',
    remoteIds: [],
    error: 'The gateway is rate limiting requests (429): slow down',
    retryAt: NOW + 3_000,
  });

  it('is "Not started" with the gateway\'s words and its wait, not a failure', () => {
    const view = jobView(refused, ctx);
    expect(view.label).toBe('Not started');
    expect(view.failure).toBeNull();
    expect(view.notStarted).toEqual({
      message: 'The gateway is rate limiting requests (429): slow down',
      notSent: false,
      retryAt: NOW + 3_000,
    });
    expect(view.notes).toEqual([]);
  });

  it('offers Try again (when the generator can) and never Attach', () => {
    expect(offers(jobView(refused, { ...ctx, canTryAgain: true }), 'try-again')).toBe(true);
    expect(offers(jobView(refused, { ...ctx, canTryAgain: true }), 'attach-id')).toBe(false);
    expect(offers(jobView(refused, ctx), 'try-again')).toBe(false);
    expect(offers(jobView(job(), { ...ctx, canTryAgain: true }), 'try-again')).toBe(false);
  });

  it('"not sent" says so, and is offered Try again even after the Gateway URL changed', () => {
    const notSent = job({
      status: 'refused',
      statusWord: 'not sent',
      remoteIds: [],
      gateway: 'http://127.0.0.1:9',
      error: 'Not sent: …',
    });
    const view = jobView(notSent, { ...ctx, canTryAgain: true });
    expect(view.notStarted).toMatchObject({ notSent: true, message: 'Not sent: …' });
    expect(offers(view, 'try-again')).toBe(true);
    expect(view.notes).toEqual([]);
  });
});

describe('jobView: a song is named by its title, its lyrics are body text', () => {
  const song = job({
    kind: 'music',
    prompt: '[Verse]\nStreetlights hum',
    fields: { title: 'Streetlights', mode: 'lyrics' },
  });

  it('the title heads the card and the lyrics go behind the generator\'s "Lyrics"', () => {
    const view = jobView(song, { ...ctx, kindLabel: 'Music', promptLabel: 'Lyrics' });
    expect(view.headline).toBe('Streetlights');
    expect(view.body).toEqual({ label: 'Lyrics', text: '[Verse]\nStreetlights hum' });
  });

  it("without a title asked for, the result's title; without either, the first line of the lyrics", () => {
    const titled = job({
      ...song,
      fields: { mode: 'lyrics' },
      media: [{ kind: 'audio', url: 'https://m/a.mp3', title: 'Hum' }],
    });
    expect(jobView(titled, { ...ctx, promptLabel: 'Lyrics' }).headline).toBe('Hum');
    expect(jobView(job({ ...song, fields: {} }), { ...ctx, promptLabel: 'Lyrics' }).headline).toBe(
      '[Verse]',
    );
  });

  it('a description is its own headline (no body)', () => {
    const described = job({
      kind: 'music',
      prompt: 'A song about trains',
      fields: { mode: 'description' },
    });
    const view = jobView(described, { ...ctx, promptLabel: null });
    expect(view.headline).toBe('A song about trains');
    expect(view.body).toBeNull();
  });
});
