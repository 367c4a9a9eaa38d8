import { describe, expect, it } from 'vitest';
import { listZip } from '@/testing/zip';
import { testJob } from '@/testing/jobs';
import type { Job } from '@/jobs/job';
import {
  buildSelectionZip,
  JOBS_JSON,
  LOOK_AHEAD,
  type ReadMedia,
  type ZipProgress,
} from './selection-zip';

function finished(id: string, prompt: string, url: string): Job {
  return testJob({
    id,
    prompt,
    status: 'succeeded',
    remoteIds: [`task-${id}`],
    media: [
      {
        kind: 'video',
        url,
        viaGateway: false,
        poster: null,
        title: null,
        remoteId: null,
        status: null,
        durationSeconds: null,
        error: null,
      },
    ],
  });
}

const jobs = [
  finished('a1', 'a red boat', 'https://media.example/a.mp4'),
  finished('b2', 'a blue kite', 'https://media.example/gone.mp4'),
  finished('c3', 'a green hill', 'https://media.example/c.mp4'),
];

const readFrom =
  (calls: string[] = []): ReadMedia =>
  (_job, media) => {
    calls.push(media.url);
    return Promise.resolve(
      media.url.includes('gone')
        ? {
            ok: false,
            refused: false,
            message: 'The media host answered 410: the file may have expired.',
          }
        : { ok: true, blob: new Blob([`bytes of ${media.url}`], { type: 'video/mp4' }) },
    );
  };

async function entriesOf(blob: Blob) {
  return listZip(new Uint8Array(await blob.arrayBuffer()));
}

describe('buildSelectionZip', () => {
  it('holds every fetched file and jobs.json, which lists the files and the one that was missing', async () => {
    const progress: ZipProgress[] = [];
    const zip = await buildSelectionZip(jobs, {
      read: readFrom(),
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    const entries = await entriesOf(zip.blob);
    expect(entries.map((e) => e.name)).toEqual([
      expect.stringMatching(/^video-a-red-boat-.*\.mp4$/),
      expect.stringMatching(/^video-a-green-hill-.*\.mp4$/),
      JOBS_JSON,
    ]);
    expect(new TextDecoder().decode(entries[0]?.data)).toBe('bytes of https://media.example/a.mp4');
    const json = JSON.parse(new TextDecoder().decode(entries[2]?.data)) as {
      format: string;
      jobs: { id: string }[];
      files: { jobId: string; name: string }[];
      missing: { jobId: string; reason: string }[];
    };
    expect(json.format).toBe('media-studio-library');
    expect(json.jobs.map((j) => j.id)).toEqual(['a1', 'b2', 'c3']);
    expect(json.files.map((f) => f.jobId)).toEqual(['a1', 'c3']);
    expect(json.missing).toEqual([
      { jobId: 'b2', slot: 0, reason: expect.stringContaining('410') },
    ]);
    expect(zip.missing).toEqual([expect.objectContaining({ jobId: 'b2', label: 'a blue kite' })]);
    const last = progress.at(-1);
    expect(last).toMatchObject({ files: 3, totalFiles: 3, bytes: zip.blob.size });
  });

  it('gives two files of one name two names', async () => {
    const twin = [
      finished('same1', 'twin', 'https://media.example/x.mp4'),
      finished('same1', 'twin', 'https://media.example/y.mp4'),
    ];
    const zip = await buildSelectionZip(twin, {
      read: readFrom(),
      signal: new AbortController().signal,
    });
    const names = (await entriesOf(zip.blob)).map((e) => e.name);
    expect(new Set(names).size).toBe(3);
  });

  it('stops at a cancel: it rejects, starts no further fetch, and gives no zip', async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      finished(`m${i}`, `clip ${i}`, `https://media.example/${i}.mp4`),
    );
    const controller = new AbortController();
    const calls: string[] = [];
    let startedBeforeCancel = 0;
    const read: ReadMedia = async (job, media, slot, signal) => {
      const answer = await readFrom(calls)(job, media, slot, signal);
      if (!controller.signal.aborted) {
        startedBeforeCancel = calls.length;
        controller.abort();
      }
      return answer;
    };
    await expect(
      buildSelectionZip(many, { read, signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    // Only the fetches already under way when it was cancelled (the look-ahead), none after.
    expect(calls).toHaveLength(startedBeforeCancel);
    expect(calls.length).toBeLessThan(many.length);
  });

  it('fetches a few files ahead of the one it writes, never the whole selection at once', async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      finished(`m${i}`, `clip ${i}`, `https://media.example/${i}.mp4`),
    );
    let running = 0;
    let most = 0;
    const read: ReadMedia = async (job, media, slot, signal) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return readFrom()(job, media, slot, signal);
    };
    const zip = await buildSelectionZip(many, { read, signal: new AbortController().signal });
    expect(zip.files).toHaveLength(10);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(LOOK_AHEAD + 1);
  });
});
