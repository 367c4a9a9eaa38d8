import { describe, expect, it } from 'vitest';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { createdJob, testJob } from '@/testing/jobs';
import { videoCreator } from './api';
import { imageFieldIn } from './paths';
import { recallVideo } from './recall';
import { zVideoForm, type VideoFormInput } from './schema';

const settings = createDemoTestbed().settings;

const jobOf = (overrides: Parameters<typeof testJob>[0]) =>
  testJob({ kind: 'video', ...overrides });

/** As the ledger keeps it: the body `describeRequest` made from the form's values. */
function created(input: VideoFormInput, imageField: string = imageFieldIn(settings.paths)) {
  return createdJob(videoCreator, zVideoForm, input, {
    ...settings,
    paths: { ...settings.paths, videoImageField: imageField },
  });
}

const textToVideo: VideoFormInput = {
  model: 'videomodel-1.0-t2v',
  prompt: 'A lighthouse at dawn',
  seconds: 8,
  resolution: '1080P',
  ratio: '9:16',
  watermark: true,
  firstFrame: null,
};
const frame = { name: 'f.png', bytes: null, width: 800, height: 600 };

describe('recallVideo', () => {
  it('text to video: every form value comes back, nothing missing', () => {
    expect(recallVideo(created(textToVideo))).toEqual({
      values: textToVideo,
      missing: [],
      pending: {},
    });
  });

  it.each(['image', 'images', 'input_reference'] as const)(
    'image to video by URL (sent as %s): the URL is handed back to load again',
    (field) => {
      const input: VideoFormInput = {
        ...textToVideo,
        model: 'videomodel-1.0-i2v',
        firstFrame: { source: 'url', url: 'https://img.example/f.png', ...frame },
      };
      // Ratio is not sent for image to video; the first frame comes back as a URL to load.
      const sent: Partial<VideoFormInput> = { ...input };
      delete sent.ratio;
      delete sent.firstFrame;
      expect(recallVideo(created(input, field))).toEqual({
        values: sent,
        missing: [],
        pending: { firstFrame: 'https://img.example/f.png' },
      });
    },
  );

  it('image to video from a file: the file was not kept, so it is asked for again', () => {
    const input: VideoFormInput = {
      ...textToVideo,
      model: 'videomodel-1.0-i2v',
      firstFrame: { source: 'file', url: `data:image/png;base64,${'A'.repeat(4000)}`, ...frame },
    };
    const recalled = recallVideo(created(input));
    expect(recalled.missing).toEqual([{ field: 'firstFrame', reason: 'file-not-kept' }]);
    expect(recalled.values.firstFrame).toBeUndefined();
    expect(recalled.pending).toEqual({});
    expect(recalled.values.prompt).toBe('A lighthouse at dawn');
  });

  it('a value the form no longer accepts is not filled in, and says so', () => {
    const job = jobOf({
      request: {
        model: 'videomodel-0.9',
        prompt: 'x',
        seconds: 99,
        resolution: '720P',
        watermark: false,
        ratio: '16:9',
      },
    });
    const recalled = recallVideo(job);
    expect(recalled.values).toEqual({
      prompt: 'x',
      resolution: '720P',
      watermark: false,
      ratio: '16:9',
    });
    expect(recalled.missing).toEqual(
      expect.arrayContaining([
        { field: 'model', reason: 'not-accepted' },
        { field: 'seconds', reason: 'not-accepted' },
      ]),
    );
  });

  it('an imported task tells only its model and length; the rest is missing', () => {
    const job = jobOf({
      origin: 'imported',
      raw: {
        id: 't',
        status: 'completed',
        model: 'videomodel-1.0-t2v',
        seconds: '5',
        size: '1280x720',
      },
    });
    const recalled = recallVideo(job);
    expect(recalled.values).toEqual({ model: 'videomodel-1.0-t2v', seconds: 5 });
    expect(recalled.missing.map((m) => m.field)).toEqual(['prompt', 'resolution', 'watermark']);
  });
});
