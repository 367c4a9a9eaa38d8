import { describe, expect, it } from 'vitest';
import { CLIP_PROMPT_MAX, clipAspectRatios, clipDefaults, zClipForm } from './schema';

const valid = { ...clipDefaults, prompt: 'A hummingbird' };

function messageFor(values: Record<string, unknown>, field: string): string | undefined {
  const result = zClipForm.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('zClipForm', () => {
  it('accepts the defaults with a prompt', () => {
    expect(zClipForm.parse(valid)).toEqual({
      prompt: 'A hummingbird',
      aspectRatio: '16:9',
      expandPrompt: true,
      loop: false,
      imageUrl: '',
      imageEndUrl: '',
    });
  });

  it('needs a prompt that is more than spaces', () => {
    expect(messageFor({ ...valid, prompt: '' }, 'prompt')).toBe('Write a prompt.');
    expect(messageFor({ ...valid, prompt: '   \n' }, 'prompt')).toBe('Write a prompt.');
  });

  it(`takes a prompt of ${CLIP_PROMPT_MAX} characters and refuses one more`, () => {
    expect(messageFor({ ...valid, prompt: 'a'.repeat(CLIP_PROMPT_MAX) }, 'prompt')).toBeUndefined();
    expect(messageFor({ ...valid, prompt: 'a'.repeat(CLIP_PROMPT_MAX + 1) }, 'prompt')).toBe(
      'Keep the prompt under 4,000 characters.',
    );
  });

  it.each(clipAspectRatios)('accepts aspect ratio %s', (ratio) => {
    expect(messageFor({ ...valid, aspectRatio: ratio }, 'aspectRatio')).toBeUndefined();
  });

  it.each(['4:5', '5:4', '16:10', ''])('refuses aspect ratio "%s"', (ratio) => {
    expect(messageFor({ ...valid, aspectRatio: ratio }, 'aspectRatio')).toBe(
      'Aspect ratio must be one of 16:9, 9:16, 1:1, 4:3, 3:4, 21:9, 9:21.',
    );
  });

  describe.each([
    ['imageUrl', 'start image'],
    ['imageEndUrl', 'end image'],
  ])('%s', (field, name) => {
    it.each(['', '  ', 'http://images.example/a.jpg', 'https://images.example/a.png?x=1'])(
      'accepts "%s"',
      (url) => {
        expect(messageFor({ ...valid, [field]: url }, field)).toBeUndefined();
      },
    );

    it.each([
      'images.example/a.jpg',
      'ftp://images.example/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://',
      'not a url',
    ])('refuses "%s"', (url) => {
      expect(messageFor({ ...valid, [field]: url }, field)).toBe(
        `The ${name} URL must be a web address starting with http:// or https://.`,
      );
    });
  });

  it('trims the prompt and the URLs', () => {
    const values = zClipForm.parse({
      ...valid,
      prompt: '  A bird  ',
      imageUrl: ' https://images.example/a.jpg ',
    });
    expect(values.prompt).toBe('A bird');
    expect(values.imageUrl).toBe('https://images.example/a.jpg');
  });
});
