import { describe, expect, it } from 'vitest';
import { toSrt, toVtt } from './subtitles';

describe('subtitle files', () => {
  const cues = [
    { start: 0, end: 3, text: 'Boats go out' },
    { start: 5, end: 8.25, text: 'Gulls & <terns>\n\nover the pier --> west' },
    { start: 3725.5, end: 3727, text: '海鸥在码头上空' },
  ];

  it('writes WebVTT timed to the film', () => {
    expect(toVtt(cues)).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:00.000 --> 00:00:03.000',
        'Boats go out',
        '',
        '2',
        '00:00:05.000 --> 00:00:08.250',
        'Gulls &amp; &lt;terns&gt;',
        'over the pier —&gt; west',
        '',
        '3',
        '01:02:05.500 --> 01:02:07.000',
        '海鸥在码头上空',
        '',
      ].join('\n'),
    );
  });

  it('writes SubRip timed to the film', () => {
    expect(toSrt(cues)).toBe(
      [
        '1',
        '00:00:00,000 --> 00:00:03,000',
        'Boats go out',
        '',
        '2',
        '00:00:05,000 --> 00:00:08,250',
        'Gulls &amp; &lt;terns&gt;',
        'over the pier —&gt; west',
        '',
        '3',
        '01:02:05,500 --> 01:02:07,000',
        '海鸥在码头上空',
        '',
      ].join('\n'),
    );
  });

  it('keeps a caption’s markup as text in both files, the .srt as the .vtt (issue 54)', () => {
    const typed = [{ start: 0, end: 1, text: '<b>bold</b><script>alert(1)</script>' }];
    const shown = '&lt;b&gt;bold&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(toVtt(typed).split('\n')[4]).toBe(shown);
    expect(toSrt(typed).split('\n')[2]).toBe(shown);
  });

  it('is just the header with no captions', () => {
    expect(toVtt([])).toBe('WEBVTT\n');
    expect(toSrt([])).toBe('');
  });
});
