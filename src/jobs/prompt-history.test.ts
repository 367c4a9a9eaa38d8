import { describe, expect, it } from 'vitest';
import { withFreshStudioDb } from '@/testing/studio-db';
import { studioDb } from './presets-db';
import { HISTORY_LIMIT, forgetPrompt, listPrompts, matchPrompts, recordPrompt } from './prompt-history';

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
    await studioDb.prompts.put({ key: 'video\nbad', kind: 'video', text: '', usedAt: 2, v: 1 });
    expect(await listPrompts('video')).toEqual(['a boat']);
  });

  it('is searched by every word typed, in any case, keeping the order', () => {
    const prompts = ['A paper boat at dusk', 'a red fox', 'Boat on a lake'];
    expect(matchPrompts(prompts, 'BOAT')).toEqual(['A paper boat at dusk', 'Boat on a lake']);
    expect(matchPrompts(prompts, 'boat lake')).toEqual(['Boat on a lake']);
    expect(matchPrompts(prompts, '  ')).toEqual(prompts);
  });
});
