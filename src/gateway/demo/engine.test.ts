// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDemoTestbed, TEST_MEDIA } from '@/testing/demo-testbed';
import { parseScenario, sampleMedia } from './engine';

const timing = { queueMs: 3_000, runMs: 24_000 };

function taskAt(options: { speed?: number; prompt?: string } = {}) {
  const bed = createDemoTestbed({ speed: options.speed ?? 1 });
  const task = bed.engine.create('video', {
    id: 't1',
    prompt: options.prompt ?? 'a boat',
    timing,
    body: {},
  });
  const at = (ms: number) => {
    bed.advance(ms - (bed.now() - task.createdAt));
    return bed.engine.phase(task);
  };
  return { bed, task, at };
}

describe('phases over time', () => {
  it('at speed 1: queued for 3 s, running for 24 s, then done', () => {
    const { at } = taskAt();
    expect(at(0)).toEqual({ phase: 'queued', progress: 0, remainingMs: 27_000 });
    expect(at(2_999).phase).toBe('queued');
    expect(at(3_000)).toEqual({ phase: 'running', progress: 0, remainingMs: 24_000 });
    expect(at(15_000)).toEqual({ phase: 'running', progress: 50, remainingMs: 12_000 });
    expect(at(26_999).progress).toBe(99);
    expect(at(27_000)).toEqual({ phase: 'succeeded', progress: 100, remainingMs: 0 });
    expect(at(3_600_000).phase).toBe('succeeded');
  });

  it('at speed 8 the same story takes an eighth of the time', () => {
    const { at } = taskAt({ speed: 8 });
    expect(at(374).phase).toBe('queued');
    expect(at(375).phase).toBe('running');
    expect(at(1_875).progress).toBe(50);
    expect(at(3_374).phase).toBe('running');
    expect(at(3_375).phase).toBe('succeeded');
  });

  it('progress never goes back', () => {
    const { at } = taskAt();
    let last = -1;
    for (let ms = 0; ms <= 30_000; ms += 500) {
      const { progress } = at(ms);
      expect(progress).toBeGreaterThanOrEqual(last);
      last = progress;
    }
  });

  it.each([
    ['[slow]', 'four', 4],
    ['[long]', 'sixteen', 16],
  ] as const)('%s makes every phase %s times as long', (tag, _, factor) => {
    const { at } = taskAt({ prompt: `a boat ${tag}` });
    expect(at(3_000 * factor - 1).phase).toBe('queued');
    expect(at(3_000 * factor).phase).toBe('running');
    expect(at(27_000 * factor - 1).phase).toBe('running');
    expect(at(27_000 * factor).phase).toBe('succeeded');
  });

  it('[fail] runs part of the way, then fails', () => {
    const { at } = taskAt({ prompt: '[fail] a boat' });
    expect(at(10_000).phase).toBe('running');
    expect(at(17_399).phase).toBe('running');
    expect(at(17_400)).toEqual({ phase: 'failed', progress: 60, remainingMs: 0 });
    expect(at(100_000).phase).toBe('failed');
  });

  it('a phase may be asked with another timing (a vendor with its own pace)', () => {
    const { bed, task, at } = taskAt();
    at(5_000);
    expect(bed.engine.phase(task, { queueMs: 1_000, runMs: 2_000 }).phase).toBe('succeeded');
  });
});

describe('parseScenario', () => {
  it('no tags, no scenario', () => {
    expect(parseScenario('a paper boat [not-a-tag]')).toEqual({
      fail: false,
      slow: false,
      long: false,
      createStatus: null,
      createDelayMs: 0,
      rateLimitOnce: null,
      createDrop: false,
      pollFault: null,
      pollRateLimit: false,
      pollDrop: 0,
      pollHangMs: 0,
      unknownWord: false,
      noUrl: false,
      moderation: false,
      pollGarbage: 0,
      pollBadShape: 0,
      expire: false,
      hostile: false,
      ownLink: false,
      pollAfterMs: null,
      mediaNoCors: false,
      noCover: false,
    });
  });

  it('[poll-after] asks for polls no sooner than 5 s apart', () => {
    expect(parseScenario('a lighthouse [poll-after]').pollAfterMs).toBe(5_000);
    expect(parseScenario('rain [media-no-cors]').mediaNoCors).toBe(true);
    expect(parseScenario('a song [no-cover]').noCover).toBe(true);
  });

  it('reads tags anywhere, in any case, several at once', () => {
    expect(parseScenario('A boat [FAIL] at dusk [Slow]')).toMatchObject({ fail: true, slow: true });
    expect(parseScenario('[poll-429][unknown][nourl]')).toMatchObject({
      pollRateLimit: true,
      unknownWord: true,
      noUrl: true,
    });
  });

  it.each([400, 401, 403, 429, 500, 502])('[%s] makes the create answer that status', (status) => {
    expect(parseScenario(`x [${status}]`).createStatus).toBe(status);
  });

  it('a status that is not scripted is ignored', () => {
    expect(parseScenario('x [404] [418]').createStatus).toBeNull();
  });

  it('reads the create and poll faults', () => {
    expect(parseScenario('[slow-create]').createDelayMs).toBe(4_000);
    expect(parseScenario('[drop-create]').createDrop).toBe(true);
    expect(parseScenario('[poll-500]').pollFault).toEqual({ status: 500, count: 2 });
    expect(parseScenario('[poll-502]').pollFault).toEqual({ status: 502, count: 2 });
    expect(parseScenario('[poll-drop]').pollDrop).toBe(2);
    expect(parseScenario('[poll-hang]').pollHangMs).toBe(40_000);
    expect(parseScenario('[moderation]').moderation).toBe(true);
  });
});

describe('engine bookkeeping', () => {
  it('keeps tasks per kind and counts polls', () => {
    const { bed, task } = taskAt();
    expect(bed.engine.get('video', 't1')).toBe(task);
    expect(bed.engine.get('clip', 't1')).toBeUndefined();
    expect(bed.engine.list('video')).toEqual([task]);
    expect([bed.engine.countPoll(task), bed.engine.countPoll(task)]).toEqual([0, 1]);
  });

  it('alternates the sample media so both containers get played', () => {
    const bed = createDemoTestbed();
    const a = bed.engine.create('video', { id: 'a', prompt: '', timing, body: {} });
    const b = bed.engine.create('video', { id: 'b', prompt: '', timing, body: {} });
    expect([a.variant % 2, b.variant % 2]).toEqual([0, 1]);
  });

  it('media URLs sit under the media base', () => {
    const { bed } = taskAt();
    expect(bed.engine.media(sampleMedia.videos[0])).toBe(`${TEST_MEDIA}sample.mp4`);
  });

  it('forget drops a task, whatever its kind, as a gateway that lost it (its id is unknown from then on)', () => {
    const { bed } = taskAt();
    bed.engine.create('clip', { id: 'c1', prompt: '', timing, body: {} });
    expect(bed.engine.forget('t1')).toBe(1);
    expect(bed.engine.get('video', 't1')).toBeUndefined();
    expect(bed.engine.get('clip', 'c1')).toBeDefined();
    expect(bed.engine.forget('t1')).toBe(0);
  });

  it('a snapshot restores into a fresh engine (the browser demo survives a reload)', () => {
    const { bed, task } = taskAt();
    const other = createDemoTestbed();
    other.engine.restore(
      JSON.parse(JSON.stringify(bed.engine.snapshot())) as ReturnType<typeof bed.engine.snapshot>,
    );
    expect(other.engine.get('video', 't1')).toEqual(task);
    other.engine.reset();
    expect(other.engine.list('video')).toEqual([]);
  });
});
