// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  HOSTILE_LONG_TEXT,
  HOSTILE_RTL_TEXT,
  hostilise,
  hostileTexts,
  hostileUrls,
  topLevel,
} from './hostile';
import { isHostileString } from '@/testing/hostile';

describe('hostile payloads', () => {
  it('cover markup, script, a template injection, RTL and zero-width characters, and 10,000 characters', () => {
    expect(hostileTexts).toEqual(
      expect.arrayContaining([
        '<img src=x onerror=alert(1)>',
        '<script>alert(1)</script>',
        '"><svg onload=alert(1)>',
        "{{constructor.constructor('alert(1)')()}}",
      ]),
    );
    expect(HOSTILE_LONG_TEXT).toHaveLength(10_000);
    expect(HOSTILE_RTL_TEXT).toMatch(/\u202e/);
    for (const invisible of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'])
      expect(HOSTILE_RTL_TEXT).toContain(invisible);
    expect(hostileTexts).toContain(HOSTILE_LONG_TEXT);
    expect(hostileTexts).toContain(HOSTILE_RTL_TEXT);
  });

  it('URLs are javascript:, data:text/html and vbscript:, none of them a web address', () => {
    expect(hostileUrls).toEqual(
      expect.arrayContaining([
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
      ]),
    );
    for (const url of hostileUrls) {
      const protocol = new URL(url.trim()).protocol;
      expect(['javascript:', 'data:', 'vbscript:']).toContain(protocol);
    }
  });
});

describe('hostilise', () => {
  const record = {
    id: 'task-1',
    status: 'queued',
    prompt: 'a paper boat',
    empty: '',
    progress: 40,
    done: false,
    nothing: null,
    big: 1_152_921_504_606_846_977n,
    metadata: {
      url: 'https://cdn.example/a.mp4',
      poster: 'https://cdn.example/p.jpg',
      note: 'fine',
    },
    videos: [
      {
        id: 'v1',
        resultUrl: 'https://cdn.example/v1.mp4',
        imageThumb: 'https://cdn.example/t.jpg',
      },
    ],
    tags: ['pop', 'rock'],
  };

  it('turns every string hostile: URLs under URL-like keys, text elsewhere, empty strings too', () => {
    const out = hostilise(record);
    expect(hostileTexts).toContain(out.prompt);
    expect(hostileTexts).toContain(out.empty);
    expect(hostileTexts).toContain(out.id);
    expect(out.metadata).toMatchObject({ url: expect.any(String), poster: expect.any(String) });
    const metadata = out.metadata as Record<string, string>;
    expect(hostileUrls).toContain(metadata.url);
    expect(hostileUrls).toContain(metadata.poster);
    expect(hostileTexts).toContain(metadata.note);
    const [video] = out.videos as Record<string, string>[];
    expect(hostileUrls).toContain(video?.resultUrl);
    expect(hostileUrls).toContain(video?.imageThumb);
    expect((out.tags as string[]).every((t) => hostileTexts.includes(t))).toBe(true);
  });

  it('leaves numbers, booleans, nulls and big integers as they are', () => {
    const out = hostilise(record);
    expect(out).toMatchObject({
      progress: 40,
      done: false,
      nothing: null,
      big: 1_152_921_504_606_846_977n,
    });
  });

  it('keeps the strings `keep` names, and only those', () => {
    const out = hostilise(record, topLevel('id'));
    expect(out.id).toBe('task-1');
    expect((out.videos as Record<string, string>[])[0]?.id).not.toBe('v1');
  });

  it('gives neighbouring fields different payloads, and never changes the input', () => {
    const out = hostilise({ a: 'x', b: 'y', c: 'z', d: 'w' });
    expect(new Set(Object.values(out)).size).toBe(4);
    expect(record.prompt).toBe('a paper boat');
  });

  it('isHostileString tells the payloads from ordinary text', () => {
    expect(isHostileString('<script>alert(1)</script>')).toBe(true);
    expect(isHostileString('javascript:alert(1)')).toBe(true);
    expect(isHostileString('__proto__')).toBe(true);
    expect(isHostileString('completed')).toBe(false);
    expect(isHostileString('https://cdn.example/a.mp4')).toBe(false);
  });
});
