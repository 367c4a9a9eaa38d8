import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from '@/lib/json';
import { zPixaCreateResult, zPixaRecord, zPixaTemplateList } from './gateway-schema';

const BIG = '1152921504606846977'; // 2^60 + 1: JSON.parse would turn it into …6976

describe('zPixaCreateResult', () => {
  it('keeps an id above 2^53 exactly, as the digits that came', () => {
    const text = `{"video_id":${BIG}}`;
    expect(String(JSON.parse(text).video_id)).not.toBe(BIG); // the trap this guards against
    expect(zPixaCreateResult.parse(parseJsonLossless(text)).video_id).toBe(BIG);
  });

  it('turns a small integer id into its string', () => {
    expect(
      zPixaCreateResult.parse(parseJsonLossless('{"video_id":344937346364800}')).video_id,
    ).toBe('344937346364800');
  });

  it('accepts an id sent as a string of digits', () => {
    expect(zPixaCreateResult.parse({ video_id: ` ${BIG} ` }).video_id).toBe(BIG);
  });

  it('refuses ids that are not whole non-negative numbers, or missing', () => {
    for (const video_id of [1.5, -3, 'abc', '', '12a', null]) {
      expect(zPixaCreateResult.safeParse({ video_id }).success, String(video_id)).toBe(false);
    }
    expect(zPixaCreateResult.safeParse({}).success).toBe(false);
    // A rounded double (not safe) must never pass as an id: it is already the wrong id.
    expect(zPixaCreateResult.safeParse({ video_id: 2 ** 60 }).success).toBe(false);
  });

  it('reads the id inside a {ErrCode, ErrMsg, Resp} or {code, data} envelope, and keeps unknown fields', () => {
    expect(
      zPixaCreateResult.parse(
        parseJsonLossless(`{"ErrCode":0,"ErrMsg":"Success","Resp":{"video_id":${BIG}}}`),
      ).video_id,
    ).toBe(BIG);
    expect(zPixaCreateResult.parse({ code: 0, data: { video_id: 7 } }).video_id).toBe('7');
    expect(zPixaCreateResult.parse({ video_id: 7, credits: 30 })).toEqual({
      video_id: '7',
      credits: 30,
    });
  });
});

describe('zPixaRecord', () => {
  it('reads a full record, big id exact, unknown fields kept', () => {
    const text = `{"video_id":${BIG},"video_status":1,"account_id":288104517336,"created_at":"2026-11-21T12:00:00Z","first_frame":"https://m.example/f.jpg","output_width":960,"output_height":540,"original_video_id":0,"upscaled":0,"prompt":"p","model":"v4.5","negative_prompt":"","quality":"540p","motion_mode":"normal","asset_id":0,"auto_character_prompt":0,"seed":12,"likes":0,"model_name":"Pixa V4.5","queue_data":{"queue_time":0,"queue_count":0},"video_duration":5,"last_frame":"","extended":0,"lip_sync":{},"url":"https://m.example/v.mp4","img_id":0,"img_url":"","duration":5,"motion_brush":"","asset_name":"","asset_img_url":"","remove_watermark":0,"nick_name":"n","avatar":"https://m.example/a.jpg","aspect_ratio":"16:9","camera_movement":"","relation_type":0,"style":"","template_id":315446315336768,"template_name":"Cozy Winter","template_thumbnail_url":"","template_thumbnail_video_url":"","template_i18n_json":"{\\"en\\":\\"Cozy Winter\\"}","shared":true}`;
    const record = zPixaRecord.parse(parseJsonLossless(text));
    expect(record.video_id).toBe(BIG);
    expect(record.video_status).toBe(1);
    expect(record.queue_data).toEqual({ queue_time: 0, queue_count: 0 });
    expect(record.template_i18n_json).toBe('{"en":"Cozy Winter"}');
    expect(record.template_id).toBe(315446315336768);
    expect(record).toHaveProperty('shared', true);
  });

  it('tolerates a sparse record, nulls, a status sent as a string, and other big integers', () => {
    expect(zPixaRecord.parse({ video_status: '5' }).video_status).toBe(5);
    expect(
      zPixaRecord.parse({ video_status: null, queue_data: null, lip_sync: null }).video_status,
    ).toBeNull();
    expect(
      zPixaRecord.parse(
        parseJsonLossless(`{"video_status":10,"account_id":${BIG},"template_id":${BIG}}`),
      ),
    ).toMatchObject({
      account_id: BIG,
      template_id: BIG,
    });
  });

  it('refuses a status that is not an integer', () => {
    expect(zPixaRecord.safeParse({ video_status: 'done' }).success).toBe(false);
    expect(zPixaRecord.safeParse({ video_status: 1.5 }).success).toBe(false);
  });

  it('unwraps the record from a Resp envelope', () => {
    expect(
      zPixaRecord.parse({ ErrCode: 0, ErrMsg: 'Success', Resp: { video_id: 9, video_status: 10 } }),
    ).toMatchObject({ video_id: '9', video_status: 10 });
  });
});

describe('zPixaTemplateList (assumed GET /pixa/video/templates)', () => {
  const entry = {
    template_id: 315446315336768,
    template_name: 'Cozy Winter',
    template_thumbnail_url: 'https://m.example/t.jpg',
    template_thumbnail_video_url: 'https://m.example/t.mp4',
    template_i18n_json: '{"en":"Cozy Winter"}',
  };

  it('reads {templates}, a bare array, and {data: {templates}} alike, ids as exact digits', () => {
    const expected = [{ ...entry, template_id: '315446315336768' }];
    expect(zPixaTemplateList.parse({ templates: [entry] })).toEqual(expected);
    expect(zPixaTemplateList.parse([entry])).toEqual(expected);
    expect(zPixaTemplateList.parse({ code: 0, data: { templates: [entry] } })).toEqual(expected);
    expect(zPixaTemplateList.parse(parseJsonLossless(`[{"template_id":${BIG}}]`))).toEqual([
      { template_id: BIG },
    ]);
  });

  it('leaves out entries that are not templates instead of failing the list, and reads a names object as its text', () => {
    const list = zPixaTemplateList.parse({
      templates: [
        entry,
        { template_name: 'no id' },
        'junk',
        { template_id: -1 },
        { template_id: 7, template_i18n_json: { zh: '冬' } },
      ],
    });
    expect(list.map((t) => t.template_id)).toEqual(['315446315336768', '7']);
    expect(list[1]?.template_i18n_json).toBe('{"zh":"冬"}');
  });

  it('refuses an answer that holds no list at all', () => {
    expect(zPixaTemplateList.safeParse({ message: 'ok' }).success).toBe(false);
    expect(zPixaTemplateList.safeParse('<html>').success).toBe(false);
  });
});
