// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sendToForm, takeHandoff } from './form-handoff';

const recall = {
  values: { prompt: 'a fox', seconds: '8' },
  missing: [{ field: 'firstFrame', reason: 'file-not-kept' as const }],
  pending: {},
};

describe('form hand-off', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the settings to their generator once', () => {
    sendToForm('video', 'job-1', recall);
    expect(takeHandoff('clip')).toBeNull();
    const taken = takeHandoff('video');
    expect(taken?.recall.values).toEqual({ prompt: 'a fox', seconds: '8' });
    expect(taken?.recall.missing).toEqual([{ field: 'firstFrame', reason: 'file-not-kept' }]);
    expect(taken?.sourceJobId).toBe('job-1');
    expect(takeHandoff('video')).toBeNull();
  });

  it('drops what it cannot read instead of filling a form with it', () => {
    sessionStorage.setItem('media-studio.form-handoff', '{"kind":"video"');
    expect(takeHandoff('video')).toBeNull();
    sessionStorage.setItem(
      'media-studio.form-handoff',
      JSON.stringify({ kind: 'video', recall: 'x' }),
    );
    expect(takeHandoff('video')).toBeNull();
    expect(sessionStorage.getItem('media-studio.form-handoff')).toBeNull();
  });
});
