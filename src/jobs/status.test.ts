// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldNoteWords } from '@/testing/field-note-words';
import {
  firstAnswer,
  isTerminal,
  normaliseProgress,
  normaliseStatusWord,
  remoteStatuses,
  statusPresentation,
  type JobStatus,
} from './status';

describe('normaliseStatusWord', () => {
  it('never reaches Object.prototype: "constructor" and "__proto__" are unknown words', () => {
    expect(normaliseStatusWord('constructor')).toBe('unknown');
    expect(normaliseStatusWord('__proto__')).toBe('unknown');
    expect(normaliseStatusWord('toString')).toBe('unknown');
  });

  it.each(fieldNoteWords)('%s → %s', (word, expected) => {
    expect(normaliseStatusWord(word)).toBe(expected);
  });

  it.each(fieldNoteWords)('%s in upper case maps the same', (word, expected) => {
    expect(normaliseStatusWord(word.toUpperCase())).toBe(expected);
  });

  it('ignores surrounding space, and reads spaces or dashes as underscores', () => {
    expect(normaliseStatusWord('  Completed ')).toBe('succeeded');
    expect(normaliseStatusWord('In Progress')).toBe('running');
    expect(normaliseStatusWord('not-start')).toBe('queued');
  });

  it.each(['rendering_frames', 'done?', '', 'queued_', 'IN_PROGRESS_2'])(
    'an unseen word %j is unknown',
    (word) => {
      expect(normaliseStatusWord(word)).toBe('unknown');
    },
  );

  it.each([null, undefined, 1, 5, true, {}])('a non-word %j is unknown', (word) => {
    expect(normaliseStatusWord(word)).toBe('unknown');
  });
});

describe('isTerminal', () => {
  it('only succeeded and failed end a job', () => {
    const all: JobStatus[] = ['submitting', ...remoteStatuses];
    expect(all.filter(isTerminal)).toEqual(['succeeded', 'failed']);
  });

  it('unknown is never treated as done', () => {
    expect(isTerminal('unknown')).toBe(false);
  });
});

describe('normaliseProgress', () => {
  it.each([
    [0, 0],
    [42, 42],
    [100, 100],
    [37.6, 38],
    ['30%', 30],
    ['30 %', 30],
    ['75', 75],
    [' 12.4% ', 12],
  ])('%j → %j', (value, expected) => {
    expect(normaliseProgress(value)).toBe(expected);
  });

  it('clamps to 0–100', () => {
    expect(normaliseProgress(150)).toBe(100);
    expect(normaliseProgress(-5)).toBe(0);
    expect(normaliseProgress('120%')).toBe(100);
  });

  it.each([null, undefined, '', '  ', 'soon', Number.NaN, Number.POSITIVE_INFINITY, {}, true])(
    '%j is "not known"',
    (value) => {
      expect(normaliseProgress(value)).toBeNull();
    },
  );
});

describe('statusPresentation', () => {
  it('has a label for every status a job can have', () => {
    const all: JobStatus[] = ['submitting', ...remoteStatuses];
    expect(all.map((s) => statusPresentation[s].label)).toEqual([
      'Submitting',
      'Queued',
      'Generating',
      'Done',
      'Failed',
      'Unknown',
    ]);
  });
});

describe('firstAnswer', () => {
  it('a create answered with a word we do not know (or none) is queued: the job was made', () => {
    expect(firstAnswer({ status: 'unknown', statusWord: 'brewing' })).toEqual({
      status: 'queued',
      statusWord: 'brewing',
    });
  });

  it.each(['queued', 'running', 'succeeded', 'failed'] as const)('%s stays %s', (status) => {
    const update = { status, progress: 10 };
    expect(firstAnswer(update)).toBe(update);
  });
});
