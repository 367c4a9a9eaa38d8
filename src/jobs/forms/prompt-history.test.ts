import { describe, expect, it } from 'vitest';
import { withFreshLedger } from '@/testing/ledger';
import {
  addStudioRows,
  clearStudio,
  putStudioRows,
  studioCount,
  studioRows,
  withFreshStudioDb,
} from '@/testing/studio-db';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { listEntries } from '@/jobs/ledger/reads';
import { exportLibrary, importLibrary } from '@/jobs/library-file';
import { listPresets, savePreset } from './presets';
import {
  HISTORY_LIMIT,
  PROMPT_VERSION,
  forgetPrompt,
  listPrompts,
  matchPrompts,
  migratePrompt,
  recordPrompt,
} from './prompt-history';

withFreshLedger();
withFreshStudioDb();

describe('prompt history', () => {
  it('is per generator, most recent first, without duplicates; using a prompt again moves it up', async () => {
    await recordPrompt('video', 'a boat', 1);
    await recordPrompt('video', 'a fox', 2);
    await recordPrompt('clip', 'a bird', 3);
    await recordPrompt('video', '  a boat ', 4);
    await recordPrompt('video', '   ', 5);
    expect(await listPrompts('video')).toEqual(['a boat', 'a fox']);
    expect(await listPrompts('clip')).toEqual(['a bird']);
  });

  it(`keeps the last ${HISTORY_LIMIT} (at least 200), forgetting the oldest`, async () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(200);
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) await recordPrompt('video', `prompt ${i}`, i);
    const kept = await listPrompts('video');
    expect(kept).toHaveLength(HISTORY_LIMIT);
    expect(kept[0]).toBe(`prompt ${HISTORY_LIMIT + 4}`);
    expect(kept).not.toContain('prompt 4');
    expect(kept).toContain('prompt 5');
  });

  it('a prompt can be removed', async () => {
    await recordPrompt('video', 'a boat', 1);
    await recordPrompt('video', 'a fox', 2);
    await forgetPrompt('video', 'a boat');
    expect(await listPrompts('video')).toEqual(['a fox']);
  });

  it('an unreadable row is skipped, not shown', async () => {
    await recordPrompt('video', 'a boat', 1);
    await putStudioRows('prompts', [
      { key: 'video\nbad', kind: 'video', text: '', usedAt: 2, v: 1 },
    ]);
    expect(await listPrompts('video')).toEqual(['a boat']);
  });

  it('is searched by every word typed, in any case, keeping the order', () => {
    const prompts = ['A paper boat at dusk', 'a red fox', 'Boat on a lake'];
    expect(matchPrompts(prompts, 'BOAT')).toEqual(['A paper boat at dusk', 'Boat on a lake']);
    expect(matchPrompts(prompts, 'boat lake')).toEqual(['Boat on a lake']);
    expect(matchPrompts(prompts, '  ')).toEqual(prompts);
  });
});

describe('prompt history migration', () => {
  it('a row without a version is read as the first; one from a newer studio is kept but not offered', async () => {
    const base = { kind: 'video', text: 'an old boat', usedAt: 1 };
    expect(migratePrompt(base)).toEqual({ ok: true, entry: base });
    expect(migratePrompt({ ...base, v: PROMPT_VERSION })).toEqual({ ok: true, entry: base });
    expect(migratePrompt({ ...base, v: PROMPT_VERSION + 1 })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('newer') as unknown,
    });
    expect(migratePrompt({ ...base, v: 'one' })).toMatchObject({ ok: false });
    expect(migratePrompt({ ...base, text: '  ' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('text') as unknown,
    });
    expect(migratePrompt({ ...base, usedAt: 'yesterday' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('usedAt') as unknown,
    });
    expect(migratePrompt(['video', 'x'])).toMatchObject({ ok: false });

    // Rows as an earlier studio (no version), a later one and a broken write left them.
    await addStudioRows('prompts', [
      { key: 'video\nan old boat', kind: 'video', text: 'an old boat', usedAt: 1 } as never,
      {
        key: 'video\nfrom the future',
        kind: 'video',
        text: 'from the future',
        usedAt: 3,
        v: PROMPT_VERSION + 1,
      },
      { key: 'video\nbroken', kind: 'video', text: 'broken', usedAt: 'x', v: 1 } as never,
    ]);
    await recordPrompt('video', 'a new fox', 2);
    expect(await listPrompts('video')).toEqual(['a new fox', 'an old boat']);
    // Nothing this version cannot read is thrown away.
    expect(await studioCount('prompts')).toBe(4);
  });
});

describe('prompt history in the library file', () => {
  type FileWithPrompts = { prompts: { kind: string; text: string; usedAt: number; v: number }[] };

  it('is exported with its version, every generator, and never the API key', async () => {
    await recordPrompt('video', 'a boat', 1);
    await recordPrompt('music:lyrics', '[Verse] streetlights', 2);
    await recordPrompt('video', 'paste sk-secret-123 by mistake', 3);
    const text = await exportLibrary('sk-secret-123');
    expect(text).not.toContain('sk-secret-123');
    const file = JSON.parse(text) as FileWithPrompts;
    expect(file.prompts).toHaveLength(3);
    expect(file.prompts).toEqual(
      expect.arrayContaining([
        { kind: 'video', text: 'a boat', usedAt: 1, v: PROMPT_VERSION },
        { kind: 'music:lyrics', text: '[Verse] streetlights', usedAt: 2, v: PROMPT_VERSION },
        { kind: 'video', text: 'paste [redacted] by mistake', usedAt: 3, v: PROMPT_VERSION },
      ]),
    );
  });

  it('imports into another browser merged: no twins, most recent first, the later use kept; imported again, nothing doubles', async () => {
    await recordPrompt('video', 'a boat', 10);
    await recordPrompt('video', 'a fox', 30);
    await recordPrompt('clip', 'a bird', 5);
    const text = await exportLibrary('');

    // The other browser: its own history, sharing one prompt used there more recently, one less recently.
    await clearStudio('prompts');
    await recordPrompt('video', 'a fox', 40);
    await recordPrompt('video', 'a boat', 5);
    await recordPrompt('video', 'a lake', 20);
    expect(await importLibrary(text)).toEqual({ ok: true, added: 0, skipped: 0, prompts: 1 });
    expect(await listPrompts('video')).toEqual(['a fox', 'a lake', 'a boat']);
    expect(await listPrompts('clip')).toEqual(['a bird']);
    // "a boat" took the file's later use (10 over 5); "a fox" kept this browser's (40 over 30).
    const times = Object.fromEntries(
      (await studioRows('prompts'))
        .filter((r) => r.kind === 'video')
        .map((r) => [r.text, r.usedAt]),
    );
    expect(times).toEqual({ 'a fox': 40, 'a lake': 20, 'a boat': 10 });

    expect(await importLibrary(text)).toEqual({ ok: true, added: 0, skipped: 0, prompts: 0 });
    expect(await studioCount('prompts')).toBe(4);
  });

  it('the same prompt twice in a file is taken once, at its later time', async () => {
    const file = {
      format: 'media-studio-library',
      version: 4,
      exportedAt: '2026-01-01T00:00:00Z',
      jobs: [],
      prompts: [
        { kind: 'video', text: 'a boat', usedAt: 1, v: 1 },
        { kind: 'video', text: 'a fox', usedAt: 2, v: 1 },
        { kind: 'video', text: '  a boat ', usedAt: 3 },
      ],
    };
    expect(await importLibrary(JSON.stringify(file))).toEqual({
      ok: true,
      added: 0,
      skipped: 0,
      prompts: 2,
    });
    expect(await listPrompts('video')).toEqual(['a boat', 'a fox']);
  });

  it(`keeps the limit of ${HISTORY_LIMIT} per generator: imported prompts older than a full history's oldest are not added`, async () => {
    for (let i = 0; i < HISTORY_LIMIT; i += 1) await recordPrompt('video', `mine ${i}`, 1000 + i);
    const file = {
      format: 'media-studio-library',
      version: 4,
      exportedAt: '2026-01-01T00:00:00Z',
      jobs: [],
      prompts: [
        { kind: 'video', text: 'ancient one', usedAt: 1, v: 1 },
        { kind: 'video', text: 'ancient two', usedAt: 2, v: 1 },
        { kind: 'video', text: 'newest', usedAt: 5000, v: 1 },
      ],
    };
    expect(await importLibrary(JSON.stringify(file))).toEqual({
      ok: true,
      added: 0,
      skipped: 0,
      prompts: 1,
    });
    const kept = await listPrompts('video');
    expect(kept).toHaveLength(HISTORY_LIMIT);
    expect(kept[0]).toBe('newest');
    expect(kept).not.toContain('ancient one');
    expect(kept).not.toContain('mine 0');
    expect(kept.at(-1)).toBe('mine 1');
  });

  it('a file from before prompt history (presets, no prompts) imports as before and leaves the history alone', async () => {
    await recordPrompt('video', 'a boat', 1);
    const old = JSON.stringify({
      format: 'media-studio-library',
      version: 4,
      exportedAt: '2026-01-01T00:00:00Z',
      jobs: [],
      presets: [
        {
          id: 'p1',
          kind: 'video',
          name: 'Old',
          values: { prompt: 'x' },
          createdAt: 1,
          updatedAt: 1,
          v: 1,
        },
      ],
    });
    expect(await importLibrary(old)).toEqual({ ok: true, added: 0, skipped: 0, presets: 1 });
    expect(await listPrompts('video')).toEqual(['a boat']);
  });

  it('INVARIANT a bad prompt refuses the whole file: no job, preset or prompt is imported', async () => {
    await addImportedJob({
      kind: 'video',
      gateway: 'http://g',
      remoteIds: ['keep'],
      summary: { prompt: 'mine', fields: {} },
    });
    await savePreset('video', 'Boat', { prompt: 'a boat' });
    await recordPrompt('video', 'a boat', 1);
    const good = JSON.parse(await exportLibrary('')) as Record<string, unknown[]>;
    await clearStudio('prompts');
    await clearStudio('presets');
    const job = { ...(good.jobs?.[0] as object), id: 'another' };
    const text = JSON.stringify({
      ...good,
      jobs: [job],
      prompts: [
        ...(good.prompts ?? []),
        { kind: 'video', text: 'future', usedAt: 2, v: PROMPT_VERSION + 1 },
      ],
    });

    const outcome = await importLibrary(text);
    expect(outcome).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^Prompt 2 in the file is not valid \(.*newer.*\)\. Nothing was imported\.$/,
      ) as unknown,
    });
    expect((await listEntries()).map((e) => (e.ok ? e.job.id : null))).not.toContain('another');
    expect(await listPresets('video')).toEqual([]);
    expect(await studioCount('prompts')).toBe(0);
  });
});
