import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import type { JobCreator } from '@/jobs/generator';
import { batchFrom } from '@/jobs/batch/batch-form';
import { rowSummary } from './batch-rows';

const creator: JobCreator<unknown> = {
  kind: 'x',
  summarize: () => ({ prompt: '', fields: {} }),
  describeRequest: (v) => v,
  create: () => Promise.resolve({ remoteIds: ['x'], update: { status: 'queued' } }),
};

const video = batchFrom({
  schema: z.object({ prompt: z.string(), seconds: z.number(), ratio: z.string() }),
  defaults: { prompt: '', seconds: 5, ratio: '16:9' },
  creator,
});

const song = batchFrom({
  schema: z.object({ mode: z.string(), lyrics: z.string(), tags: z.string(), title: z.string() }),
  defaults: { mode: 'lyrics', lyrics: '', tags: '', title: '' },
  creator,
});

/** Issue 54: a batch row shows more than its prompt — the fields it changes. */
describe('rowSummary', () => {
  it('heads a row by its prompt and lists the fields it sets apart from the defaults', () => {
    expect(rowSummary(video, { prompt: ' A red boat ', seconds: '8', ratio: '16:9' })).toEqual({
      headline: 'A red boat',
      set: [{ field: 'seconds', text: '8' }],
    });
    expect(rowSummary(video, { prompt: 'A red boat', seconds: '', ratio: '9:16' }).set).toEqual([
      { field: 'ratio', text: '9:16' },
    ]);
  });

  it('without a prompt column, heads it by the first text it sets (a song’s lyrics), not its mode', () => {
    expect(
      rowSummary(song, {
        mode: 'lyrics',
        lyrics: 'Streetlights hum',
        tags: 'lo-fi',
        title: 'Lights',
      }),
    ).toEqual({
      headline: 'Streetlights hum',
      set: [
        { field: 'tags', text: 'lo-fi' },
        { field: 'title', text: 'Lights' },
      ],
    });
  });
});
