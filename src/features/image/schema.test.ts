import { describe, expect, it } from 'vitest';
import { downloadFileName } from '@/jobs/copies/download';
import { imageFileTitle } from './file-title';
import { recallImage } from './recall';
import { imageDefaults, zImageForm } from './schema';
import { testJob } from '@/testing/jobs';

const valid = { ...imageDefaults, prompt: 'A lighthouse at dawn' };

function problem(over: Record<string, unknown>) {
  const parsed = zImageForm.safeParse({ ...valid, ...over });
  return parsed.success ? null : parsed.error.issues[0]?.message;
}

describe('the image form’s limits', () => {
  it('takes the documented values, n as a number', () => {
    expect(zImageForm.parse({ ...valid, n: '4', size: '1792x1024' })).toEqual({
      model: 'imagemodel-1.0',
      prompt: 'A lighthouse at dawn',
      size: '1792x1024',
      n: 4,
    });
  });

  it('refuses what the operation does not take, each with its message', () => {
    expect(problem({ prompt: '  ' })).toBe('Write a prompt.');
    expect(problem({ prompt: 'x'.repeat(4001) })).toMatch(/4,000/);
    expect(problem({ n: '5' })).toBe('Choose from 1 to 4 images.');
    expect(problem({ n: '0' })).toBe('Choose from 1 to 4 images.');
    expect(problem({ size: '512x512' })).toBe(
      'Choose one of the sizes: 1024x1024, 1024x1792, 1792x1024.',
    );
    expect(problem({ model: 'dall-e-3' })).toBe('Choose a model.');
  });
});

describe('recallImage', () => {
  it('gives back the settings that were sent', () => {
    const job = testJob({
      kind: 'image',
      prompt: 'A lighthouse at dawn',
      request: {
        model: 'imagemodel-1.0-hd',
        prompt: 'A lighthouse at dawn',
        size: '1024x1792',
        n: 3,
        response_format: 'url',
      },
    });
    expect(recallImage(job)).toEqual({
      values: {
        model: 'imagemodel-1.0-hd',
        prompt: 'A lighthouse at dawn',
        size: '1024x1792',
        n: '3',
      },
      missing: [],
      pending: {},
    });
  });
});

describe('the download names of one request’s images', () => {
  const job = {
    kind: 'image',
    prompt: 'A lighthouse at dawn, mist on the sea, soft golden light',
    id: 'job-1234abcd',
    remoteIds: [],
  };
  const media = { kind: 'image' as const, url: 'https://cdn.example/x.png', remoteId: null };

  it('differ by the image’s number, and keep the prompt’s first words', () => {
    const names = [0, 1].map((slot) =>
      downloadFileName(job, { ...media, title: imageFileTitle(job.prompt, slot, 2) }, 'image/png'),
    );
    expect(names).toEqual([
      'image-a-lighthouse-at-dawn-mist-on-1-1234abcd.png',
      'image-a-lighthouse-at-dawn-mist-on-2-1234abcd.png',
    ]);
  });

  it('a single image is named by its prompt alone', () => {
    expect(imageFileTitle(job.prompt, 0, 1)).toBeNull();
  });
});
