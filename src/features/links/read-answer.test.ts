import { describe, expect, it } from 'vitest';
import { zLinkAnswer } from './gateway-schema';
import { readChat, readSubtitles, readSummary } from './read-answer';
import { readSeconds, subtitleFileName, subtitleLines } from './subtitle-lines';

const parse = (value: unknown) => zLinkAnswer.parse(value);

describe('a link’s timed lines, read tolerantly', () => {
  it('reads BibiGPT’s {startTime, end, text} in order of time', () => {
    expect(
      subtitleLines([
        { startTime: 2, end: 3.5, text: 'Second' },
        { startTime: 0, end: 1.8, text: ' First ' },
      ]),
    ).toEqual({
      lines: [
        { start: 0, end: 1.8, text: 'First' },
        { start: 2, end: 3.5, text: 'Second' },
      ],
      skipped: 0,
    });
  });

  it('reads other relays’ names, numeric strings and clocks', () => {
    expect(
      subtitleLines([
        { start: '00:00:01,500', endTime: '00:00:02.250', content: 'clock' },
        { from: '3', to: '4.5', text: 'strings' },
        { startTime: '1:05', end: 66, text: 'minutes' },
      ]).lines,
    ).toEqual([
      { start: 1.5, end: 2.25, text: 'clock' },
      { start: 3, end: 4.5, text: 'strings' },
      { start: 65, end: 66, text: 'minutes' },
    ]);
  });

  it('lets a line without its end last until the next one, the last one two seconds', () => {
    expect(
      subtitleLines([
        { startTime: 0, text: 'a' },
        { startTime: 3, end: 1, text: 'b' },
      ]).lines,
    ).toEqual([
      { start: 0, end: 3, text: 'a' },
      { start: 3, end: 5, text: 'b' },
    ]);
  });

  it('skips and counts a line without words or start, or of another shape, and keeps the rest', () => {
    expect(
      subtitleLines([
        { startTime: 'soon', text: 'no start' },
        { startTime: 1, text: '   ' },
        'a line as a bare string',
        { startTime: 2, end: 3, text: { nested: true } },
        { startTime: 4, end: 5, text: 'kept' },
      ]),
    ).toEqual({ lines: [{ start: 4, end: 5, text: 'kept' }], skipped: 4 });
  });

  it('keeps markup as the characters it is: the page shows it as text', () => {
    const text = '<b>bold</b> <script>alert(1)</script>';
    expect(subtitleLines([{ startTime: 0, end: 1, text }]).lines[0]?.text).toBe(text);
  });

  it('reads times as relays write them, and nothing else', () => {
    expect(
      [5, '5', '2.5', '01:02:03.5', '00:07', '-1', 'soon', -2, Infinity, null].map(readSeconds),
    ).toEqual([5, 5, 2.5, 3723.5, 7, null, null, null, null, null]);
  });

  it('names the files after the video, in any script', () => {
    expect(subtitleFileName('A morning at the harbour!')).toBe(
      'a-morning-at-the-harbour-subtitles',
    );
    expect(subtitleFileName('港口的早晨')).toBe('港口的早晨-subtitles');
    expect(subtitleFileName('<script>')).toBe('script-subtitles');
    expect(subtitleFileName(null)).toBe('subtitles');
  });
});

describe('the three answers', () => {
  const bibi = {
    success: true,
    id: 'sum_1',
    summary: '## Title\n\n- point',
    detail: {
      title: 'A morning',
      duration: 12,
      cover: 'javascript:alert(1)',
      subtitlesArray: [{ startTime: 0, end: 2, text: 'Hello' }],
    },
  };

  it('reads a summary with its title, length and lines', () => {
    expect(readSummary(parse(bibi))).toEqual({
      ok: true,
      value: {
        title: 'A morning',
        duration: 12,
        summary: '## Title\n\n- point',
        lines: [{ start: 0, end: 2, text: 'Hello' }],
        skipped: 0,
      },
    });
  });

  it('reads the same fields inside a relay’s {code, data} envelope', () => {
    const read = readSummary(parse({ code: 0, data: bibi }));
    expect(read.ok && read.value.title).toBe('A morning');
    const subtitles = readSubtitles(parse({ code: 0, data: { detail: bibi.detail } }));
    expect(subtitles.ok && subtitles.value.lines).toHaveLength(1);
    expect(readChat(parse({ data: { answer: 'Inside' } }))).toEqual({ ok: true, value: 'Inside' });
  });

  it('says what is wrong with an answer that is not the one asked for', () => {
    expect(readSummary(parse({ success: true, detail: bibi.detail }))).toEqual({
      ok: false,
      problem: 'The gateway answered without a summary.',
    });
    expect(readSubtitles(parse({ success: true, detail: { subtitlesArray: [] } }))).toEqual({
      ok: false,
      problem: 'This link has no subtitles the gateway could find.',
    });
    expect(
      readSubtitles(parse({ success: true, detail: { subtitlesArray: [{ text: 'x' }, 7] } })),
    ).toEqual({
      ok: false,
      problem:
        'The gateway sent 2 lines, but none could be read (each needs words and a start time).',
    });
    expect(readChat(parse({ success: true }))).toEqual({
      ok: false,
      problem: 'The gateway answered without an answer.',
    });
  });

  it('gives the gateway’s own words when it says it could not', () => {
    expect(readSummary(parse({ success: false, message: 'This video is private.' }))).toEqual({
      ok: false,
      problem: 'The gateway could not read this link. It said: “This video is private.”',
    });
    expect(readChat(parse({ success: false }))).toEqual({
      ok: false,
      problem: 'The gateway could not read this link.',
    });
  });

  it('refuses a present field of the wrong type, and ignores a data that is not an object', () => {
    expect(zLinkAnswer.safeParse({ summary: 42 }).success).toBe(false);
    expect(zLinkAnswer.safeParse({ detail: { subtitlesArray: 'none' } }).success).toBe(false);
    expect(readChat(parse({ answer: 'Top', data: 'maintenance' }))).toEqual({
      ok: true,
      value: 'Top',
    });
  });
});
