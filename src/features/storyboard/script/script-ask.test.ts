import { describe, expect, it } from 'vitest';
import { chatSettings } from '@/gateway/chat/chat-settings';
import { batchFrom } from '@/jobs/batch/batch-form';
import { previewRow } from '@/jobs/batch/batch-rows';
import type { JobCreator } from '@/jobs/generator';
import type { ShotMaker } from '@/jobs/page-about';
import { defaultPaths } from '@/testing/assumed-paths';
import { z } from '@/lib/zod';
import { readShots, scriptMessages, shotCells, zScriptAsk } from './script-ask';

const zForm = z.object({
  prompt: z.string().check(z.trim(), z.minLength(1, 'Write a prompt.')),
  seconds: z
    .number()
    .check(z.int(), z.gte(3), z.lte(15, 'Seconds must be a whole number from 3 to 15.')),
  ratio: z.enum(['16:9', '9:16', '1:1']),
});
const creator: JobCreator<z.output<typeof zForm>> = {
  kind: 'test',
  summarize: (v) => ({ prompt: v.prompt, fields: {} }),
  describeRequest: (v) => v,
  create: () => Promise.resolve({ remoteIds: ['x'], update: { status: 'queued' } }),
};
const maker: ShotMaker = {
  kind: 'test',
  label: 'Test',
  batch: batchFrom({
    schema: zForm,
    defaults: { prompt: '', seconds: 5, ratio: '16:9' },
    creator,
  }),
  fields: { seconds: 'seconds', ratio: { field: 'ratio', choices: ['16:9', '9:16', '1:1'] } },
};

describe('a script ask', () => {
  it("sends the profile's instructions, then the numbers and the script in named lines", () => {
    const messages = scriptMessages(
      { script: '  A boat leaves.  ', count: 3, kind: 'test', ratio: '9:16' },
      maker,
      defaultPaths,
    );
    expect(messages[0]).toEqual({
      role: 'system',
      content: chatSettings.chatScriptToShots.default,
    });
    expect(messages[1]?.content).toBe(
      'Number of shots: 3\nSeconds per shot: 5\nRatio: 9:16\n\nScript:\nA boat leaves.',
    );
  });

  it('checks the script and the count beside their fields', () => {
    const checked = zScriptAsk.safeParse({ script: ' ', count: 25 });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['script', 'Write a script or an idea first.'],
      ['count', 'Number of shots must be a whole number from 1 to 24.'],
    ]);
    expect(zScriptAsk.safeParse({ script: 'x', count: 2.5 }).success).toBe(false);
    expect(zScriptAsk.safeParse({ script: 'x', count: 24 }).success).toBe(true);
  });
});

describe('readShots', () => {
  const shots = { shots: [{ prompt: 'A boat', seconds: 6, caption: 'Dawn' }] };
  it.each([
    ['a fenced block', `Here:\n\`\`\`json\n${JSON.stringify(shots)}\n\`\`\`\nEnjoy!`],
    ['a bare fence', `\`\`\`\n${JSON.stringify(shots)}\n\`\`\``],
    ['an object in prose', `Sure! ${JSON.stringify(shots)} Anything else?`],
    ['a bare list in a fence', `\`\`\`json\n${JSON.stringify(shots.shots)}\n\`\`\``],
  ])('reads %s', (_, answer) => {
    expect(readShots(answer)).toEqual({
      ok: true,
      shots: [{ prompt: 'A boat', seconds: '6', caption: 'Dawn' }],
    });
  });

  it('reads each shot loosely: a missing prompt or a word for seconds is a row to fix', () => {
    const read = readShots(JSON.stringify({ shots: [{ seconds: 'long' }, 'nonsense'] }));
    expect(read).toEqual({
      ok: true,
      shots: [
        { prompt: '', seconds: 'long', caption: '' },
        { prompt: '', seconds: null, caption: '' },
      ],
    });
  });

  it('keeps at most 24 shots', () => {
    const many = { shots: Array.from({ length: 30 }, (_, i) => ({ prompt: `shot ${i}` })) };
    const read = readShots(JSON.stringify(many));
    expect(read.ok && read.shots).toHaveLength(24);
  });

  it.each([
    ['prose', 'What a lovely script! I would open on the harbour.', /no JSON in it/],
    ['a cut answer', '```json\n{"shots":[{"prompt":"A bo', /cut off/],
    ['broken JSON in a fence', '```json\n{"shots": [1,}\n```', /does not parse/],
    ['another document', '{"error":"model overloaded"}', /no list of shots/],
    ['no shots', '{"shots":[]}', /no list of shots/],
    ['nothing', '  ', /empty/],
  ])('names %s, and makes nothing of it', (_, answer, reason) => {
    const read = readShots(answer);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reason).toMatch(reason);
  });
});

describe("a shot as its generator's row", () => {
  it('fills the prompt, the seconds and the ratio fields the generator names', () => {
    const cells = shotCells({ prompt: 'A boat', seconds: '6', caption: 'Dawn' }, maker, '1:1');
    expect(cells).toEqual({ prompt: 'A boat', seconds: '6', ratio: '1:1' });
    expect(previewRow(maker.batch, cells).check.ok).toBe(true);
  });

  it("is checked by the generator's own schema: a fault is named by its field", () => {
    const row = previewRow(
      maker.batch,
      shotCells({ prompt: 'A', seconds: '40', caption: '' }, maker, null),
    );
    expect(row.check.ok).toBe(false);
    if (!row.check.ok)
      expect(row.check.issues).toEqual([
        { field: 'seconds', message: 'Seconds must be a whole number from 3 to 15.' },
      ]);
    expect(row.fixing).toEqual(['seconds']);
  });

  it('leaves out a field the generator has not (no seconds: its default stands)', () => {
    const clipLike: ShotMaker = { ...maker, fields: {} };
    expect(shotCells({ prompt: 'A', seconds: '9', caption: '' }, clipLike, '1:1')).toEqual({
      prompt: 'A',
    });
  });
});
