import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import type { JobCreator } from '@/jobs/generator';
import { batchFrom } from './batch-form';

/** A form like the video one: text, a ranged number, an enum, true/false, and a picked file. */
const schema = z.object({
  prompt: z.string().check(z.trim(), z.minLength(1, { error: 'Write a prompt.' })),
  seconds: z
    .number({ error: 'Seconds must be a whole number from 3 to 15.' })
    .check(
      z.int({ error: 'Seconds must be a whole number from 3 to 15.' }),
      z.gte(3, { error: 'Seconds must be a whole number from 3 to 15.' }),
      z.lte(15, { error: 'Seconds must be a whole number from 3 to 15.' }),
    ),
  ratio: z.enum(['16:9', '9:16'], { error: 'Choose 16:9 or 9:16.' }),
  watermark: z.boolean(),
  firstFrame: z.nullable(z.object({ url: z.string() })),
});
type Values = z.output<typeof schema>;
const sent: Values[] = [];
const creator: JobCreator<Values> = {
  kind: 'video',
  summarize: (v) => ({ prompt: v.prompt, fields: {} }),
  describeRequest: (v) => v,
  create: (_ctx, v) => {
    sent.push(v);
    return Promise.resolve({ remoteIds: ['x'], update: { status: 'queued' } });
  },
};
const defaults = {
  prompt: '',
  seconds: 5,
  ratio: '16:9' as const,
  watermark: false,
  firstFrame: null,
};
const form = batchFrom({ schema, defaults, creator });

describe('batchFrom', () => {
  it('makes a column of each field text can give, in the form’s order; a picked file is not one', () => {
    expect(form.columns).toEqual([
      { name: 'prompt', kind: 'text' },
      { name: 'seconds', kind: 'number' },
      { name: 'ratio', kind: 'text' },
      { name: 'watermark', kind: 'boolean' },
    ]);
    expect(form.notColumns).toEqual(['firstFrame']);
    expect(form.defaults).toEqual({ prompt: '', seconds: '5', ratio: '16:9', watermark: 'false' });
  });

  it('checks a row with the form’s schema: each problem by field, in the schema’s own words', () => {
    const check = form.check({ prompt: '  ', seconds: '20', ratio: '4:3', watermark: 'maybe' });
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.issues).toEqual([
      { field: 'watermark', message: 'Write true or false.' },
      { field: 'prompt', message: 'Write a prompt.' },
      { field: 'seconds', message: 'Seconds must be a whole number from 3 to 15.' },
      { field: 'ratio', message: 'Choose 16:9 or 9:16.' },
    ]);
  });

  it('reads numbers and true/false from text; an empty or missing cell takes the default', async () => {
    const check = form.check({ prompt: 'Harbour', seconds: ' 8 ', watermark: 'Yes', ratio: '' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    await check.creator.create({} as never);
    expect(sent.at(-1)).toEqual({
      prompt: 'Harbour',
      seconds: 8,
      ratio: '16:9',
      watermark: true,
      firstFrame: null,
    });
  });

  it('names text where a number belongs with the number’s own message', () => {
    const check = form.check({ prompt: 'Harbour', seconds: 'five' });
    expect(check.ok ? [] : check.issues).toEqual([
      { field: 'seconds', message: 'Seconds must be a whole number from 3 to 15.' },
    ]);
  });
});
