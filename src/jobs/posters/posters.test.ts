import { describe, expect, it, vi } from 'vitest';
import { zJob } from '@/jobs/job';
import { withFreshPosters } from '@/testing/posters';
import { postersPart } from './library-part';
import { STALE_GRAB_MS } from './poster-rules';
import {
  allPosters,
  claimGrab,
  deletePosters,
  ensurePoster,
  forgetAsked,
  readPoster,
  readPosterRow,
} from './posters';
import { postersDb } from './posters-db';

withFreshPosters();

const PICTURE = 'data:image/webp;base64,UklGRg==';

function finishedVideo(id = 'j1') {
  return zJob.parse({
    id,
    kind: 'video',
    gateway: 'https://gw.example',
    status: 'succeeded',
    remoteIds: ['t1'],
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
    media: [{ kind: 'video', url: 'https://cdn.example/v.mp4' }],
  });
}

describe('ensurePoster: one grab per result, ever', () => {
  it('grabs once from the link and keeps the picture; asking again (a reload) grabs nothing', async () => {
    const grab = vi.fn(() => Promise.resolve(PICTURE));
    const job = finishedVideo();
    await Promise.all([ensurePoster(job, 0, null, { grab }), ensurePoster(job, 0, null, { grab })]);
    expect(grab).toHaveBeenCalledTimes(1);
    expect(grab).toHaveBeenCalledWith({ url: 'https://cdn.example/v.mp4' });
    expect(await readPoster('j1#0')).toBe(PICTURE);
    forgetAsked(); // a reload: the page asks anew, the database remembers
    await ensurePoster(job, 0, null, { grab });
    expect(grab).toHaveBeenCalledTimes(1);
  });

  it('reads the kept copy rather than the link', async () => {
    const grab = vi.fn(() => Promise.resolve(PICTURE));
    const blob = new Blob(['v'], { type: 'video/mp4' });
    await ensurePoster(finishedVideo(), 0, blob, { grab });
    expect(grab).toHaveBeenCalledWith({ blob });
  });

  it('a failed grab is written and never tried again, in this page or after a reload', async () => {
    const grab = vi.fn(() => Promise.reject(new Error('the video could not be loaded')));
    const job = finishedVideo();
    await ensurePoster(job, 0, null, { grab });
    await ensurePoster(job, 0, null, { grab });
    forgetAsked();
    await ensurePoster(job, 0, null, { grab });
    expect(grab).toHaveBeenCalledTimes(1);
    expect(await readPosterRow('j1', 0)).toMatchObject({
      state: 'failed',
      error: 'the video could not be loaded',
      picture: null,
    });
    expect(await readPoster('j1#0')).toBeNull();
  });

  it('a grab cut off by a reload is tried once more after a while, not while it may still run', async () => {
    const now = Date.now();
    expect(await claimGrab('j1', 0, now - 1_000)).toBe(true);
    expect(await claimGrab('j1', 0, now)).toBe(false);
    expect(await claimGrab('j1', 0, now + STALE_GRAB_MS + 1)).toBe(true);
    expect(await claimGrab('j1', 0, now + 3 * STALE_GRAB_MS)).toBe(false);
  });
});

describe('posters in the library file', () => {
  it('exports the grabbed ones, imports them without a grab, and refuses a bad item whole', async () => {
    await ensurePoster(finishedVideo(), 0, null, { grab: () => Promise.resolve(PICTURE) });
    await ensurePoster(finishedVideo('j2'), 0, null, {
      grab: () => Promise.reject(new Error('no')),
    });
    const exported = await postersPart.collect();
    expect(exported).toEqual([{ jobId: 'j1', slot: 0, picture: PICTURE }]);

    await (await postersDb()).write(['posters'], (tx) => tx.store('posters').clear());
    const read = await postersPart.read(exported);
    if (!read.ok) throw new Error(read.message);
    expect(await read.add()).toBe(1);
    expect(await readPoster('j1#0')).toBe(PICTURE);
    const grab = vi.fn(() => Promise.resolve(PICTURE));
    forgetAsked();
    await ensurePoster(finishedVideo(), 0, null, { grab });
    expect(grab).not.toHaveBeenCalled();

    for (const bad of [
      [{ jobId: 'j1', slot: 0, picture: 'javascript:alert(1)' }],
      [{ jobId: 'j1', slot: 0, picture: 'data:text/html;base64,PGI+' }],
      [{ jobId: '', slot: 0, picture: PICTURE }],
    ])
      expect((await postersPart.read(bad)).ok).toBe(false);
    expect((await postersPart.read(null)).ok).toBe(false);
  });

  it("a job's posters go with it", async () => {
    await ensurePoster(finishedVideo(), 0, null, { grab: () => Promise.resolve(PICTURE) });
    await deletePosters('j1');
    expect(await allPosters()).toEqual([]);
  });
});
