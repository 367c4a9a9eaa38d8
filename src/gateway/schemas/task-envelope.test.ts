import { describe, expect, it } from 'vitest';
import {
  envelopePercent,
  envelopeStatus,
  fieldOfTask,
  firstWebLink,
  taskRecordOf,
  zTaskEnvelope,
  zTaskSubmit,
} from './task-envelope';

describe('a submit answer', () => {
  it('names its task in any of the envelopes relays use', () => {
    expect(zTaskSubmit.parse({ task_id: 'abc' })).toEqual({ id: 'abc' });
    expect(zTaskSubmit.parse({ id: 'abc' })).toEqual({ id: 'abc' });
    expect(zTaskSubmit.parse({ data: { task_id: 'abc' } })).toEqual({ id: 'abc' });
    expect(zTaskSubmit.parse({ data: { id: 42 } })).toEqual({ id: '42' });
    expect(zTaskSubmit.parse({ code: 'success', data: 'task-7' })).toEqual({ id: 'task-7' });
    expect(zTaskSubmit.parse({ code: 0, message: '', data: { task_id: ' t1 ' } })).toEqual({
      id: 't1',
    });
  });

  it('takes a 200 whose code says it failed as a refusal, in the gateway’s words', () => {
    expect(zTaskSubmit.parse({ code: 'fail', message: 'clip not found' })).toEqual({
      refused: 'clip not found',
    });
    expect(zTaskSubmit.parse({ code: 'error', error: { message: 'no credit' } })).toEqual({
      refused: 'no credit',
    });
    expect(zTaskSubmit.parse({ code: 500 })).toEqual({ refused: '500' });
  });

  it('fails an answer that names no task, as having no id', () => {
    for (const answer of [{}, { data: {} }, { data: '' }, { task_id: -1 }, null, [1, 2]]) {
      const parsed = zTaskSubmit.safeParse(answer);
      expect(parsed.success, JSON.stringify(answer)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('the answer carries neither id nor task_id');
    }
  });
});

describe('a task envelope', () => {
  const envelope = (data: unknown) => zTaskEnvelope.parse({ code: 'success', message: '', data });

  it('reads new-api’s record: its word, progress and reason', () => {
    const read = taskRecordOf(
      envelope({ task_id: 't', status: 'IN_PROGRESS', progress: '40%', fail_reason: '' }),
    );
    expect(read).toMatchObject({
      status: 'running',
      word: 'IN_PROGRESS',
      progress: 40,
      failReason: null,
      refused: null,
    });
    expect(taskRecordOf(envelope({ status: 'FAILURE', fail_reason: ' too long ' }))).toMatchObject({
      status: 'failed',
      failReason: 'too long',
    });
    expect(taskRecordOf(envelope({ status: 'NOT_START' })).status).toBe('queued');
    expect(taskRecordOf(envelope({ status: 'SUCCESS' })).status).toBe('succeeded');
    expect(taskRecordOf(envelope({ status: 'WEIRD' })).status).toBe('unknown');
    expect(taskRecordOf(envelope({ status: '__proto__' })).status).toBe('unknown');
    expect(taskRecordOf(envelope({ status: 'constructor' })).status).toBe('unknown');
  });

  it('reads a record answered bare, and a refusal without a record', () => {
    expect(taskRecordOf(zTaskEnvelope.parse({ status: 'SUBMITTED' })).status).toBe('queued');
    expect(taskRecordOf(zTaskEnvelope.parse({ code: 'fail', message: 'gone' })).refused).toBe(
      'gone',
    );
  });

  it('finds a named field in the record, its inner data or the answer', () => {
    const nested = envelope({ status: 'SUCCESS', data: { work_video_path: 'https://v/x.mp4' } });
    expect(fieldOfTask(nested, 'work_video_path')).toBe('https://v/x.mp4');
    const inRecord = envelope({ status: 'SUCCESS', work_video_path: 'https://v/y.mp4' });
    expect(fieldOfTask(inRecord, 'work_video_path')).toBe('https://v/y.mp4');
    const bare = zTaskEnvelope.parse({ id: 'a', work_video_path: 'https://v/z.mp4' });
    expect(fieldOfTask(bare, 'work_video_path')).toBe('https://v/z.mp4');
    expect(fieldOfTask(bare, 'nothing')).toBeUndefined();
  });

  it('percent and status words outside the rules read as nothing', () => {
    expect(envelopePercent('140%')).toBeNull();
    expect(envelopePercent('abc')).toBeNull();
    expect(envelopePercent(7.4)).toBe(7);
    expect(envelopeStatus('')).toBeNull();
    expect(envelopeStatus(3)).toBeNull();
  });
});

describe('the first web link', () => {
  it('is taken where the named field is absent, preferred keys first, never a script', () => {
    expect(firstWebLink({ url: 'https://a/x.wav' }, ['url'])).toBe('https://a/x.wav');
    expect(
      firstWebLink({ other: 'https://a/other', file: { url: 'https://a/x.mid' } }, ['url']),
    ).toBe('https://a/other');
    expect(firstWebLink({ list: ['not a link', 'http://a/y.mid'] })).toBe('http://a/y.mid');
    expect(firstWebLink({ url: 'javascript:alert(1)' })).toBeNull();
    expect(firstWebLink({ url: 'https://a/x y' })).toBeNull();
    expect(firstWebLink(null)).toBeNull();
  });
});
