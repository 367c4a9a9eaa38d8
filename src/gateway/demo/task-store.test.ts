import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { MAX_KEPT_STRING, openTaskStore, storableTask } from './task-store';

const timing = { queueMs: 3_000, runMs: 24_000 };

/**
 * Issue 38.4: the in-page demo keeps its tasks across a reload, a closed browser and other tabs.
 * Each "page" below is an engine of its own over one browser's storage.
 */
describe('the in-page demo task store', () => {
  it('a task one page made is found by the next page (a reload) and by another tab', async () => {
    const browser = new IDBFactory();
    const first = createDemoTestbed();
    const task = first.engine.create('video', { id: 'v1', prompt: 'a boat', timing, body: {} });
    const store = await openTaskStore(browser);
    await store?.write([storableTask(task)]);

    // A reload, or a second tab: a new engine, the same storage.
    const again = await openTaskStore(browser);
    const next = createDemoTestbed();
    next.engine.merge((await again?.readAll()) ?? []);
    expect(next.engine.get('video', 'v1')).toEqual(task);
  });

  it('a request with a large inline image is stored without it, so it never fills the storage', () => {
    const bed = createDemoTestbed();
    const image = `data:image/png;base64,${'A'.repeat(MAX_KEPT_STRING + 1)}`;
    const task = bed.engine.create('video', {
      id: 'v2',
      prompt: 'from a frame',
      timing,
      body: { prompt: 'from a frame', seconds: '4', image, nested: [{ image }] },
    });
    const lean = storableTask(task);
    expect(lean.input).toEqual({
      prompt: 'from a frame',
      seconds: '4',
      image: `[${image.length} characters not kept]`,
      nested: [{ image: `[${image.length} characters not kept]` }],
    });
    expect(JSON.stringify(lean).length).toBeLessThan(2_000);
    // The task in the page keeps what it was given.
    expect(task.input.image).toBe(image);
  });

  it('a merge never takes a task back to fewer polls: the scripted faults do not replay', () => {
    const bed = createDemoTestbed();
    const task = bed.engine.create('video', { id: 'v3', prompt: '[poll-500]', timing, body: {} });
    const older = { ...task };
    bed.engine.countPoll(task);
    bed.engine.countPoll(task);
    bed.engine.merge([older]);
    expect(bed.engine.get('video', 'v3')?.polls).toBe(2);
    bed.engine.merge([{ ...task, polls: 5 }]);
    expect(bed.engine.get('video', 'v3')?.polls).toBe(5);
  });
});
