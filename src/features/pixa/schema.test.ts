import { describe, expect, it } from 'vitest';
import { SEED_MAX, messages, pixaDefaults, zPixaForm, type PixaFormInput } from './schema';

function check(input: Partial<PixaFormInput>) {
  return zPixaForm.safeParse({ ...pixaDefaults, prompt: 'A fox in the snow', ...input });
}

/** The messages a person would see, by field. */
function problems(input: Partial<PixaFormInput>): Record<string, string[]> {
  const result = check(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('pixa form: motion mode rules at their edges', () => {
  it('fast is allowed at 5 s below 1080p, at every such quality', () => {
    for (const quality of ['360p', '540p', '720p'] as const) {
      expect(check({ motionMode: 'fast', duration: '5', quality }).success, quality).toBe(true);
    }
  });

  it('fast at 8 s says so next to Motion mode', () => {
    expect(problems({ motionMode: 'fast', duration: '8', quality: '720p' })).toEqual({
      motionMode: [messages.fastDuration],
    });
  });

  it('fast at 1080p says so next to Motion mode, even at 5 s', () => {
    expect(problems({ motionMode: 'fast', duration: '5', quality: '1080p' })).toEqual({
      motionMode: [messages.fastQuality],
    });
  });

  it('fast at 8 s and 1080p names both rules in one message', () => {
    expect(problems({ motionMode: 'fast', duration: '8', quality: '1080p' })).toEqual({
      motionMode: [messages.fastBoth],
    });
  });

  it('normal motion is allowed at 8 s and 1080p', () => {
    expect(check({ motionMode: 'normal', duration: '8', quality: '1080p' }).success).toBe(true);
  });

  it('the motion rule is shown together with another field’s message', () => {
    expect(problems({ prompt: '', motionMode: 'fast', duration: '8' })).toEqual({
      prompt: [messages.prompt],
      motionMode: [messages.fastDuration],
    });
  });
});

describe('pixa form: each limit', () => {
  it('duration is 5 or 8 only, sent as a number', () => {
    expect(check({ duration: '5' }).data?.duration).toBe(5);
    expect(check({ duration: '8' }).data?.duration).toBe(8);
    for (const duration of ['4', '6', '9', '']) {
      expect(problems({ duration: duration as PixaFormInput['duration'] }), duration).toEqual({
        duration: [messages.duration],
      });
    }
  });

  it('quality is one of the four labels', () => {
    for (const quality of ['360p', '540p', '720p', '1080p'] as const)
      expect(check({ quality }).success).toBe(true);
    expect(problems({ quality: '4k' as PixaFormInput['quality'] })).toEqual({
      quality: [messages.quality],
    });
  });

  it('motion mode is normal or fast', () => {
    expect(problems({ motionMode: 'slow' as PixaFormInput['motionMode'] })).toEqual({
      motionMode: [messages.motionMode],
    });
  });

  it('prompt: needed, trimmed, at most 2,048 characters', () => {
    expect(problems({ prompt: '   ' })).toEqual({ prompt: [messages.prompt] });
    expect(check({ prompt: 'x'.repeat(2048) }).success).toBe(true);
    expect(problems({ prompt: 'x'.repeat(2049) })).toEqual({ prompt: [messages.promptLong] });
    expect(check({ prompt: '  a fox  ' }).data?.prompt).toBe('a fox');
  });

  it('model: any version name, suggested or not; not empty, not endless', () => {
    for (const model of ['v3.5', 'v4', 'v4.5', 'v5', 'v6-preview'])
      expect(check({ model }).data?.model, model).toBe(model);
    expect(problems({ model: ' ' })).toEqual({ model: [messages.model] });
    expect(check({ model: 'm'.repeat(64) }).success).toBe(true);
    expect(problems({ model: 'm'.repeat(65) })).toEqual({ model: [messages.modelLong] });
  });

  it('template id: empty is none, digits are a number, anything else is explained', () => {
    expect(check({ templateId: '' }).data?.templateId).toBeNull();
    expect(check({ templateId: ' 315446315336768 ' }).data?.templateId).toBe(315446315336768);
    expect(check({ templateId: String(Number.MAX_SAFE_INTEGER) }).data?.templateId).toBe(
      Number.MAX_SAFE_INTEGER,
    );
    expect(problems({ templateId: '9007199254740992' })).toEqual({
      templateId: [messages.templateIdBig],
    });
    for (const templateId of ['1.5', '-1', 'abc', '1e3']) {
      expect(problems({ templateId }), templateId).toEqual({ templateId: [messages.templateId] });
    }
  });

  it('seed: empty is random; 0 and the maximum are allowed, one past them is not', () => {
    expect(check({ seed: '' }).data?.seed).toBeNull();
    expect(check({ seed: '0' }).data?.seed).toBe(0);
    expect(check({ seed: String(SEED_MAX) }).data?.seed).toBe(SEED_MAX);
    for (const seed of [String(SEED_MAX + 1), '-1', '1.5', 'x']) {
      expect(problems({ seed }), seed).toEqual({ seed: [messages.seed] });
    }
  });

  it('image URL: empty is none; http(s) only', () => {
    expect(check({ imgUrl: '' }).data?.imgUrl).toBeNull();
    expect(check({ imgUrl: ' https://img.example/a.jpg ' }).data?.imgUrl).toBe(
      'https://img.example/a.jpg',
    );
    expect(check({ imgUrl: 'http://img.example/a.jpg' }).success).toBe(true);
    for (const imgUrl of [
      'ftp://img.example/a.jpg',
      'javascript:alert(1)',
      'img.example/a.jpg',
      'https://',
    ]) {
      expect(problems({ imgUrl }), imgUrl).toEqual({ imgUrl: [messages.imgUrl] });
    }
  });

  it('the defaults with a prompt are a valid request', () => {
    expect(check({}).data).toEqual({
      prompt: 'A fox in the snow',
      model: 'v4.5',
      templateId: null,
      duration: 5,
      quality: '540p',
      motionMode: 'normal',
      seed: null,
      imgUrl: null,
      removeWatermark: false,
    });
  });
});
