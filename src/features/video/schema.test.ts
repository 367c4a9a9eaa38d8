// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FRAME_MAX_BYTES,
  ratios,
  videoDefaults,
  zVideoForm,
  type FirstFrame,
  type VideoFormInput,
} from './schema';

const secondsMessage = 'Seconds must be a whole number from 3 to 15.';
const ratioMessage = 'Ratio must be one of 16:9, 9:16, 1:1, 4:3, 3:4, 4:5, 5:4, 9:21, 21:9.';

const valid: VideoFormInput = { ...videoDefaults, prompt: 'a paper boat on a rainy street' };

function frame(over: Partial<FirstFrame> = {}): FirstFrame {
  return {
    source: 'file',
    url: 'data:image/png;base64,AAAA',
    name: 'frame.png',
    bytes: 1024,
    width: 1280,
    height: 720,
    ...over,
  };
}

/** The messages a person would see, keyed by the field they show next to. */
function messages(input: unknown): Record<string, string[]> {
  const result = zVideoForm.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('the defaults', () => {
  it('are one prompt away from a valid text-to-video request', () => {
    expect(messages(videoDefaults)).toEqual({ prompt: ['Write a prompt.'] });
    expect(messages(valid)).toEqual({});
  });
});

describe('seconds: a whole number from 3 to 15', () => {
  it.each([3, 15, 5])('accepts %s', (seconds) => {
    expect(messages({ ...valid, seconds })).toEqual({});
  });

  it.each([
    ['2 (under the limit)', 2],
    ['16 (over the limit)', 16],
    ['3.5 (not whole)', 3.5],
    ['NaN (an emptied number input)', Number.NaN],
    ['missing', undefined],
    ['text', '5'],
  ])('refuses %s with the message next to Seconds', (_, seconds) => {
    expect(messages({ ...valid, seconds })).toEqual({ seconds: [secondsMessage] });
  });
});

describe('resolution: 720P or 1080P', () => {
  it.each(['720P', '1080P'])('accepts %s', (resolution) => {
    expect(messages({ ...valid, resolution })).toEqual({});
  });

  it.each(['4K', '720p', ''])('refuses %j', (resolution) => {
    expect(messages({ ...valid, resolution })).toEqual({
      resolution: ['Resolution must be 720P or 1080P.'],
    });
  });
});

describe('ratio: one of the nine documented values', () => {
  it('lists exactly the nine of the contract', () => {
    expect([...ratios].sort()).toEqual(
      ['16:9', '1:1', '21:9', '3:4', '4:3', '4:5', '5:4', '9:16', '9:21'].sort(),
    );
  });

  it.each([...ratios])('accepts %s', (ratio) => {
    expect(messages({ ...valid, ratio })).toEqual({});
  });

  it.each(['2:1', '16:10', '9:21 ', ''])('refuses a tenth value %j', (ratio) => {
    expect(messages({ ...valid, ratio })).toEqual({ ratio: [ratioMessage] });
  });
});

describe('prompt', () => {
  it('needs words, and keeps under 4,000 characters', () => {
    expect(messages({ ...valid, prompt: '   ' })).toEqual({ prompt: ['Write a prompt.'] });
    expect(messages({ ...valid, prompt: 'x'.repeat(4000) })).toEqual({});
    expect(messages({ ...valid, prompt: 'x'.repeat(4001) })).toEqual({
      prompt: ['Keep the prompt under 4,000 characters.'],
    });
  });

  it('is sent trimmed', () => {
    const parsed = zVideoForm.parse({ ...valid, prompt: '  a boat  ' });
    expect(parsed.prompt).toBe('a boat');
  });
});

describe('image to video', () => {
  const i2v: VideoFormInput = { ...valid, model: 'videomodel-1.0-i2v' };

  it('needs a first frame', () => {
    expect(messages({ ...i2v, firstFrame: null })).toEqual({
      firstFrame: ['Image to video needs a first frame: choose a file or give a URL.'],
    });
  });

  it('text to video needs none', () => {
    expect(messages({ ...valid, firstFrame: null })).toEqual({});
  });

  it('accepts a frame at every edge at once: 300 px, 2.5:1, exactly 20 MB', () => {
    expect(
      messages({ ...i2v, firstFrame: frame({ width: 750, height: 300, bytes: FRAME_MAX_BYTES }) }),
    ).toEqual({});
    expect(
      messages({ ...i2v, firstFrame: frame({ width: 300, height: 750, bytes: FRAME_MAX_BYTES }) }),
    ).toEqual({});
    expect(messages({ ...i2v, firstFrame: frame({ width: 300, height: 300 }) })).toEqual({});
  });

  it('refuses a width of 299 px', () => {
    expect(messages({ ...i2v, firstFrame: frame({ width: 299, height: 300 }) })).toEqual({
      firstFrame: ['The first frame is 299×300 px; width and height must each be at least 300 px.'],
    });
  });

  it('refuses a height of 299 px', () => {
    expect(messages({ ...i2v, firstFrame: frame({ width: 300, height: 299 }) })).toEqual({
      firstFrame: ['The first frame is 300×299 px; width and height must each be at least 300 px.'],
    });
  });

  it('accepts 2.5:1 and refuses 2.51:1 (wide)', () => {
    expect(messages({ ...i2v, firstFrame: frame({ width: 1000, height: 400 }) })).toEqual({});
    expect(messages({ ...i2v, firstFrame: frame({ width: 753, height: 300 }) })).toEqual({
      firstFrame: ["The first frame's aspect ratio is 2.51:1; it must be between 1:2.5 and 2.5:1."],
    });
  });

  it('accepts 1:2.5 and refuses 1:2.51 (tall)', () => {
    expect(messages({ ...i2v, firstFrame: frame({ width: 400, height: 1000 }) })).toEqual({});
    expect(messages({ ...i2v, firstFrame: frame({ width: 300, height: 753 }) })).toEqual({
      firstFrame: ["The first frame's aspect ratio is 1:2.51; it must be between 1:2.5 and 2.5:1."],
    });
  });

  it('accepts exactly 20 MB and refuses one byte more', () => {
    expect(messages({ ...i2v, firstFrame: frame({ bytes: 20 * 1024 * 1024 }) })).toEqual({});
    expect(messages({ ...i2v, firstFrame: frame({ bytes: 20 * 1024 * 1024 + 1 }) })).toEqual({
      firstFrame: ['The first-frame file is 20.1 MB; the limit is 20 MB.'],
    });
    expect(messages({ ...i2v, firstFrame: frame({ bytes: 31.5 * 1024 * 1024 }) })).toEqual({
      firstFrame: ['The first-frame file is 31.5 MB; the limit is 20 MB.'],
    });
  });

  it('does not judge the size of a URL it cannot know', () => {
    expect(
      messages({
        ...i2v,
        firstFrame: frame({ source: 'url', url: 'https://img.example/f.png', bytes: null }),
      }),
    ).toEqual({});
  });

  it('reports every broken limit of one frame', () => {
    expect(
      messages({
        ...i2v,
        firstFrame: frame({ width: 100, height: 900, bytes: FRAME_MAX_BYTES + 1 }),
      }).firstFrame,
    ).toEqual([
      'The first frame is 100×900 px; width and height must each be at least 300 px.',
      "The first frame's aspect ratio is 1:9.00; it must be between 1:2.5 and 2.5:1.",
      'The first-frame file is 20.1 MB; the limit is 20 MB.',
    ]);
  });

  it.each([
    'ftp://img.example/f.png',
    'javascript:alert(1)',
    'img.example/f.png',
    'data:image/png;base64,AAAA',
  ])('a URL source must be http(s): refuses %s', (url) => {
    expect(messages({ ...i2v, firstFrame: frame({ source: 'url', url, bytes: null }) })).toEqual({
      firstFrame: ['The first-frame URL must start with http:// or https://.'],
    });
  });

  it.each(['http://img.example/f.png', 'HTTPS://img.example/f.png'])(
    'a URL source may be %s',
    (url) => {
      expect(messages({ ...i2v, firstFrame: frame({ source: 'url', url, bytes: null }) })).toEqual(
        {},
      );
    },
  );
});

describe('model', () => {
  it('is one of the two documented models', () => {
    expect(messages({ ...valid, model: 'videomodel-2.0' })).toEqual({ model: ['Choose a model.'] });
  });
});
