import { describe, expect, it } from 'vitest';
import { testJob } from '@/testing/jobs';
import { jobView, offers, STALE_AFTER_MS, type JobViewContext } from './job-view';

const GATEWAY = 'http://gateway.test';
const NOW = 1_000_000_000;
const ctx: JobViewContext = {
  kindLabel: 'Video',
  gateway: GATEWAY,
  now: NOW,
  pageStartedAt: NOW - 60_000,
  canPoll: true,
  canAttach: true,
};
const running = testJob({
  gateway: GATEWAY,
  status: 'running',
  progress: 40,
  createdAt: NOW - 1_000,
  updatedAt: NOW - 1_000,
  changedAt: NOW - 1_000,
});

describe('jobView: Stop following and Resume', () => {
  it('a running job offers "Stop following"; a finished, foreign or id-less one does not', () => {
    expect(offers(jobView(running, ctx), 'stop-following')).toBe(true);
    expect(offers(jobView({ ...running, status: 'succeeded' }, ctx), 'stop-following')).toBe(false);
    expect(
      offers(jobView({ ...running, gateway: 'http://elsewhere.test' }, ctx), 'stop-following'),
    ).toBe(false);
    expect(
      offers(jobView({ ...running, status: 'submitting', remoteIds: [] }, ctx), 'stop-following'),
    ).toBe(false);
    expect(offers(jobView(running, { ...ctx, canPoll: false }), 'stop-following')).toBe(false);
  });

  it('a set-aside job says so, has no live progress, is never "stale", and offers "Resume"', () => {
    const view = jobView({ ...running, setAside: true, changedAt: NOW - STALE_AFTER_MS - 1 }, ctx);
    expect(view.label).toBe('Set aside');
    expect(view.setAside).toBe(true);
    expect(view.progress).toBeNull();
    expect(view.notes).toEqual([{ kind: 'set-aside' }]);
    expect(view.actions.map((a) => a.label)).toContain('Resume');
    expect(offers(view, 'stop-following')).toBe(false);
  });

  it('a set-aside job that finished anyway (found on Resume) shows what it ended as', () => {
    const view = jobView({ ...running, status: 'succeeded', setAside: true }, ctx);
    expect(view.label).toBe('Done');
    expect(view.setAside).toBe(false);
    expect(offers(view, 'resume')).toBe(false);
  });
});
