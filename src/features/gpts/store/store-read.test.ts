import { describe, expect, it } from 'vitest';
import type { ChatCompletion } from '../gateway-schema';
import { extractList } from '@/lib/json-in-text';
import {
  readChatDetails,
  readChatSearch,
  readOfficialDetails,
  readOfficialSearch,
  readSummary,
} from './store-read';
import { zOfficialEnvelope } from './store-schema';

const said = (content: string | null): ChatCompletion => ({
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});
const fence = (value: unknown, language = 'json') =>
  `\`\`\`${language}\n${JSON.stringify(value, null, 2)}\n\`\`\``;

const trail = {
  id: 'g-demo1',
  title: 'Trail Planner',
  link: 'https://chatgpt.com/g/g-demo1',
  description: 'Plans hikes.',
};
const gizmo = (id: string, name: string) => ({
  id,
  display: { name, description: null, profile_picture_url: null },
});

describe('a list cut out of a chat message', () => {
  it('reads a ```json fence, a bare fence, a list in prose, a list under a field, one object', () => {
    expect(extractList(fence([trail]))).toEqual({ ok: true, items: [trail] });
    expect(extractList(fence([trail], ''))).toEqual({ ok: true, items: [trail] });
    expect(extractList(`Here they are: ${JSON.stringify([trail])} — enjoy.`)).toEqual({
      ok: true,
      items: [trail],
    });
    expect(extractList(fence({ gpts: [trail] }))).toEqual({ ok: true, items: [trail] });
    expect(extractList(fence(trail))).toEqual({ ok: true, items: [trail] });
  });

  it('says why there is none: empty, prose, cut off, broken JSON', () => {
    expect(extractList('  ')).toMatchObject({ ok: false, problem: 'empty' });
    expect(extractList('No GPT matches “[x]”.')).toMatchObject({ ok: false, problem: 'no-list' });
    expect(extractList('```json\n[{"id": "g-1", "title": "Cut')).toMatchObject({
      ok: false,
      problem: 'truncated',
    });
    expect(extractList('```json\n[{"id": oops}]\n```')).toMatchObject({
      ok: false,
      problem: 'not-json',
    });
  });
});

describe('search answers', () => {
  it('reads the chat format’s results, tolerating `name` and `url`, skipping entries without an id', () => {
    const read = readChatSearch(
      said(
        fence([
          trail,
          { id: 'g-2', name: 'Named', url: 'https://example.com/2' },
          { title: 'No id' },
          'a string',
        ]),
      ),
    );
    expect(read).toEqual({
      ok: true,
      items: [
        {
          id: 'g-demo1',
          title: 'Trail Planner',
          link: 'https://chatgpt.com/g/g-demo1',
          description: 'Plans hikes.',
        },
        { id: 'g-2', title: 'Named', link: 'https://example.com/2', description: null },
      ],
      skipped: 2,
    });
  });

  it('keeps hostile words and links as the strings they are (the page shows them as text)', () => {
    const hostile = {
      id: 'g-hostile',
      title: '<img src=x onerror=alert(1)>',
      link: 'javascript:alert(1)',
      description: '<script>alert(1)</script>',
    };
    expect(readSummary(hostile)).toEqual({
      id: 'g-hostile',
      title: '<img src=x onerror=alert(1)>',
      link: 'javascript:alert(1)',
      description: '<script>alert(1)</script>',
    });
  });

  it('says what the chat format sent instead of a list', () => {
    expect(readChatSearch(said(null))).toEqual({
      ok: false,
      problem: 'The gateway answered without a message.',
    });
    expect(readChatSearch(said('I cannot search right now.'))).toEqual({
      ok: false,
      problem: 'The gateway did not send a list of GPTs. It said: “I cannot search right now.”',
    });
  });

  it('reads the official format’s {code: 0, data}, its list under data too, and its refusals', () => {
    const envelope = (value: unknown) => zOfficialEnvelope.parse(value);
    expect(readOfficialSearch(envelope({ code: 0, data: [trail] }))).toMatchObject({
      ok: true,
      items: [{ id: 'g-demo1' }],
    });
    expect(readOfficialSearch(envelope({ code: '0', data: { list: [trail] } }))).toMatchObject({
      ok: true,
      items: [{ id: 'g-demo1' }],
    });
    expect(readOfficialSearch(envelope({ code: 1, msg: 'search is not available' }))).toEqual({
      ok: false,
      problem: 'The gateway said: “search is not available”',
    });
    expect(readOfficialSearch(envelope({ code: 0, data: { none: true } }))).toEqual({
      ok: false,
      problem: 'The answer holds no list of GPTs.',
    });
    expect(zOfficialEnvelope.safeParse({ code: {}, data: [] }).success).toBe(false);
  });
});

describe('details of several GPTs', () => {
  it('reads each document alone: documents, a bare gizmo, the upstream’s error, an id not answered', () => {
    const read = readChatDetails(
      said(
        fence([
          { gizmo: gizmo('g-demo1', 'Trail Planner') },
          gizmo('g-demo2', 'Recipe Remixer'),
          { id: 'g-notfound', error: 'gizmo not found' },
          { gizmo: { id: 'g-bad' } },
        ]),
      ),
      ['g-demo1', 'g-demo2', 'g-notfound', 'g-bad', 'g-missing'],
    );
    if (!read.ok) throw new Error(read.problem);
    expect(read.items.map((d) => [d.id, d.ok])).toEqual([
      ['g-demo1', true],
      ['g-demo2', true],
      ['g-notfound', false],
      ['g-bad', false],
      ['g-missing', false],
    ]);
    expect(read.items[2]).toMatchObject({ problem: 'The gateway said: “gizmo not found”' });
    expect(read.items[4]).toMatchObject({ problem: 'The answer did not include this GPT.' });
  });

  it('reads the official format’s details of one GPT, and its refusal', () => {
    const envelope = (value: unknown) => zOfficialEnvelope.parse(value);
    expect(
      readOfficialDetails(
        envelope({ code: 0, data: { gizmo: gizmo('g-demo3', 'Contract Reader') } }),
        'g-demo3',
      ),
    ).toMatchObject({ id: 'g-demo3', ok: true });
    expect(
      readOfficialDetails(envelope({ code: 404, msg: 'gizmo not found', data: null }), 'g-x'),
    ).toEqual({ id: 'g-x', ok: false, problem: 'The gateway said: “gizmo not found”' });
    expect(readOfficialDetails(envelope({ code: 0, data: null }), 'g-x')).toEqual({
      id: 'g-x',
      ok: false,
      problem: 'The answer holds no details.',
    });
  });
});
