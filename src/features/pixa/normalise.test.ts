import { describe, expect, it } from 'vitest';
import { zPixaRecord, type PixaRecord } from '@/features/pixa/gateway-schema';
import { activateLocale } from '@/i18n/i18n';
import { errorText } from '@/jobs/job-view';
import { testJob } from '@/testing/jobs';
import { normalisePixaRecord, queueDetail, templateName } from './normalise';

const VIDEO = 'https://media.example/pixa/out.mp4';
const FRAME = 'https://media.example/pixa/first.jpg';

function record(input: Record<string, unknown>): PixaRecord {
  return zPixaRecord.parse({
    video_id: '1152921504606846977',
    url: '',
    first_frame: '',
    output_width: 1280,
    output_height: 720,
    queue_data: { queue_time: 0, queue_count: 0 },
    ...input,
  });
}

const i18n = JSON.stringify({
  en: 'Cozy Winter',
  de: 'Gemütlicher Winter',
  'pt-BR': 'Inverno aconchegante',
  pt: 'Inverno',
  zh_CN: '温暖冬日',
});

describe('normalisePixaRecord: every video_status', () => {
  it('1 is done: the video with its first frame as poster, 100 %, no waiting detail', () => {
    const update = normalisePixaRecord(
      record({ video_status: 1, url: VIDEO, first_frame: FRAME, video_duration: 5 }),
      ['en-US'],
    );
    expect(update).toMatchObject({
      status: 'succeeded',
      statusWord: 'video_status 1',
      progress: 100,
      detail: null,
      fields: { size: '1280x720' },
    });
    expect(update.media).toEqual([
      { kind: 'video', url: VIDEO, poster: FRAME, title: null, durationSeconds: 5 },
    ]);
  });

  it('1 without a url is not treated as done: polling goes on', () => {
    const update = normalisePixaRecord(record({ video_status: 1, url: '' }));
    expect(update.status).toBe('running');
    expect(update.media).toBeUndefined();
  });

  it('1 without a first frame plays without a poster', () => {
    expect(
      normalisePixaRecord(record({ video_status: 1, url: VIDEO })).media?.[0]?.poster,
    ).toBeNull();
  });

  for (const code of [5, 10]) {
    it(`${code} is running, with the queue position and wait as the detail`, () => {
      const update = normalisePixaRecord(
        record({ video_status: code, queue_data: { queue_count: 3, queue_time: 40 } }),
      );
      expect(update).toMatchObject({
        status: 'running',
        statusWord: `video_status ${code}`,
        detail: '3 ahead in queue · about 40 s',
      });
      expect(update.media).toBeUndefined();
      expect(update.progress).toBeUndefined();
    });
  }

  it('what schedules the next poll: the queue time as the estimate, and the places ahead', () => {
    expect(
      normalisePixaRecord(
        record({ video_status: 5, queue_data: { queue_count: 3, queue_time: 40 } }),
      ),
    ).toMatchObject({ etaSeconds: 40, queueAhead: 3 });
    // Positions alone (no time): the poller follows how fast they fall.
    expect(
      normalisePixaRecord(
        record({ video_status: 5, queue_data: { queue_count: 3, queue_time: 0 } }),
      ),
    ).toMatchObject({ etaSeconds: null, queueAhead: 3 });
    expect(
      normalisePixaRecord(
        record({ video_status: 10, queue_data: { queue_count: 0, queue_time: 0 } }),
      ),
    ).toMatchObject({ etaSeconds: null, queueAhead: 0 });
  });

  it('running with an empty queue clears the detail', () => {
    expect(normalisePixaRecord(record({ video_status: 10 })).detail).toBeNull();
  });

  it('7 failed moderation, and says so', () => {
    expect(normalisePixaRecord(record({ video_status: 7 }))).toMatchObject({
      status: 'failed',
      error: 'The video did not pass content moderation (video_status 7).',
      detail: null,
    });
  });

  it('8 failed', () => {
    expect(normalisePixaRecord(record({ video_status: 8 }))).toMatchObject({
      status: 'failed',
      error: 'The gateway could not generate the video (video_status 8).',
    });
  });

  it('6 was deleted: failed, and says so', () => {
    expect(normalisePixaRecord(record({ video_status: 6 }))).toMatchObject({
      status: 'failed',
      error: 'The video was deleted at the gateway (video_status 6).',
    });
  });

  for (const code of [0, 2, 3, 4, 9, 11, -1, 99]) {
    it(`${code} is unknown, named, and keeps the queue detail`, () => {
      const update = normalisePixaRecord(
        record({ video_status: code, queue_data: { queue_count: 1, queue_time: 0 } }),
      );
      expect(update).toMatchObject({
        status: 'unknown',
        statusWord: `video_status ${code}`,
        detail: '1 ahead in queue',
      });
    });
  }

  it('a record without video_status is unknown', () => {
    expect(normalisePixaRecord(record({}))).toMatchObject({
      status: 'unknown',
      statusWord: 'no video_status',
    });
  });

  it('keeps the raw record, big id and all', () => {
    const raw = record({ video_status: 5 });
    expect(normalisePixaRecord(raw).raw).toBe(raw);
    expect((normalisePixaRecord(raw).raw as PixaRecord).video_id).toBe('1152921504606846977');
  });

  it('names the template in the card and on the video, in the person’s language', () => {
    const update = normalisePixaRecord(
      record({
        video_status: 1,
        url: VIDEO,
        template_name: 'Cozy Winter',
        template_i18n_json: i18n,
      }),
      ['de-DE'],
    );
    expect(update.fields).toMatchObject({ Template: 'Gemütlicher Winter' });
    expect(update.media?.[0]?.title).toBe('Gemütlicher Winter');
  });
});

describe('queueDetail', () => {
  it('says what a person waits for', () => {
    expect(queueDetail({ queue_count: 3, queue_time: 40 })).toBe('3 ahead in queue · about 40 s');
    expect(queueDetail({ queue_count: 1, queue_time: 125 })).toBe(
      '1 ahead in queue · about 2 min 5 s',
    );
    expect(queueDetail({ queue_count: 0, queue_time: 12 })).toBe('about 12 s');
    expect(queueDetail({ queue_count: 2, queue_time: 0 })).toBe('2 ahead in queue');
  });

  it('says nothing when there is nothing to wait for, or no queue data', () => {
    expect(queueDetail({ queue_count: 0, queue_time: 0 })).toBeNull();
    expect(queueDetail(null)).toBeNull();
    expect(queueDetail(undefined)).toBeNull();
    expect(queueDetail({ queue_count: -4, queue_time: -1 })).toBeNull();
  });
});

describe('templateName', () => {
  const base = { template_name: 'Cozy Winter', template_i18n_json: i18n };

  it('uses the exact locale first', () => {
    expect(templateName(base, ['pt-BR'])).toBe('Inverno aconchegante');
  });

  it('then the language part of the locale', () => {
    expect(templateName(base, ['pt-PT'])).toBe('Inverno');
    expect(templateName(base, ['de-AT'])).toBe('Gemütlicher Winter');
  });

  it('matches keys regardless of case and of "_" for "-"', () => {
    expect(templateName(base, ['zh-cn'])).toBe('温暖冬日');
  });

  it('then English', () => {
    expect(templateName(base, ['fi-FI'])).toBe('Cozy Winter');
    expect(templateName({ ...base, template_name: 'Other' }, [])).toBe('Cozy Winter');
  });

  it('then template_name when no locale matches and there is no English', () => {
    expect(
      templateName({ template_name: 'Melt Away', template_i18n_json: '{"fr":"Fondre"}' }, [
        'ja-JP',
      ]),
    ).toBe('Melt Away');
  });

  it('survives malformed JSON without throwing, falling back to template_name', () => {
    for (const bad of [
      '{"en":"Melt Away","fr":"Fondre',
      'not json',
      '[1,2]',
      '"a string"',
      'null',
      '42',
      '{"en": 5, "fr": null}',
      '{"en": ""}',
    ]) {
      expect(
        templateName({ template_name: 'Melt Away', template_i18n_json: bad }, ['en-US']),
        bad,
      ).toBe('Melt Away');
    }
  });

  it('is null when there is no template at all', () => {
    expect(templateName({ template_name: '', template_i18n_json: '' }, ['en'])).toBeNull();
    expect(templateName({}, ['en'])).toBeNull();
    expect(templateName({ template_name: null, template_i18n_json: '{broken' }, ['en'])).toBeNull();
  });

  it('reads navigator.language by default', () => {
    // jsdom reports en-US.
    expect(templateName(base)).toBe('Cozy Winter');
  });
});

describe('a failure the studio words', () => {
  it('is kept as its key too, so it reads in the language chosen since (issue 38)', async () => {
    const update = normalisePixaRecord(record({ video_status: 7 }), ['en-US']);
    expect(update.error).toBe('The video did not pass content moderation (video_status 7).');
    await activateLocale('zh');
    try {
      expect(errorText(testJob({ error: update.error, errorMessage: update.errorMessage }))).toBe(
        '该视频未通过内容审核（video_status 7）。',
      );
    } finally {
      await activateLocale('en');
    }
  });
});
