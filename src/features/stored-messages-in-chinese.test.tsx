import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '@/gateway/client';
import { GatewayError, httpFailureMessage, storedError, UnreachableError } from '@/gateway/errors';
import { describeHttpFailure } from '@/testing/http-failure';
import { activateLocale } from '@/i18n/i18n';
import {
  addSubmittingJob,
  recordCreateNotSent,
  recordCreateRefused,
} from '@/jobs/ledger/create-writes';
import { getJob } from '@/jobs/ledger/reads';
import { errorText } from '@/jobs/job-view';
import { zTuneCreateAnswer } from '@/features/music/gateway-schema/tune';
import { musicGenerator } from './music';
import { stemsCreator } from '@/features/music/derive/derive';
import { describeWait, normaliseClipRecord } from './clip/normalise';
import { pikbNotFoundUpdate } from './pikb/normalise';
import { normaliseVideoRecord } from './video/normalise';
import { inChineseWithNothingSent } from '@/testing/in-chinese';
import { withFreshLedger } from '@/testing/ledger';
import { importLibrary, LIBRARY_FORMAT } from '@/jobs/library-file';
import { migrateRecord } from '@/jobs/ledger/migrations';
import { summaryLines } from '@/jobs/summary-fields';
import { testJob, testJobView } from '@/testing/jobs';
import { createDemoTestbed } from '@/testing/demo-testbed';
import {
  declaredStart,
  everyGenerator,
  followToEnd,
  startDeclared,
} from '@/testing/declared-starts';

/**
 * What the studio writes into a job record (an error, a detail, a title) or says about a record it
 * reads is in the language of the moment it is written: here, Chinese, with no English sentence left.
 * Every generator of the registry too, with no hand list (below): a job its folder declares to end
 * badly (`e2e.json`'s `fails`: a create the demo refuses, a task it does not know) is stored and
 * read in Chinese.
 */
withFreshLedger();
inChineseWithNothingSent();

describe('messages written into records, and said about them, in Chinese', () => {
  it('a video failed without a reason, a pikb task the gateway does not know, a clip still waiting', () => {
    expect(normaliseVideoRecord({ id: 'v1', status: 'failed' }, 'v1').error).toBe(
      '网关报告该任务失败，但未说明原因。',
    );
    const said = describeHttpFailure(404, '{"message":"task not found"}');
    expect(pikbNotFoundUpdate(new GatewayError(404, said, '')).error).toBe(
      '网关找不到此任务（404）：task not found。请检查任务 ID：它必须是此网关上某个 pikb 任务的 ID。',
    );
    expect(describeWait(40)).toBe('约剩 40 秒');
  });

  it("an answer of the wrong shape is described in Chinese, the studio's own check included", async () => {
    const client = createGatewayClient({
      baseUrl: 'http://gateway.test',
      apiKey: '',
      fetch: () => Promise.resolve(new Response('[]', { status: 200 })),
    });
    await expect(
      client.json({ method: 'POST', path: '/tune/generate', schema: zTuneCreateAnswer }),
    ).rejects.toThrow('网关的响应不符合预期格式：响应中没有任何片段。');
  });

  it('a record from a newer studio, and a library file it cannot import, are explained in Chinese', async () => {
    expect(migrateRecord({ id: 'x', schema: 99 })).toEqual({
      ok: false,
      problem: '由更新版本的工作室写入（结构版本 99）；请在那个版本中打开',
    });
    const file = (extra: object) =>
      JSON.stringify({ format: LIBRARY_FORMAT, version: 4, exportedAt: 'x', jobs: [], ...extra });
    expect(await importLibrary(file({ jobs: [{ id: 'x', schema: 99 }] }))).toEqual({
      ok: false,
      message:
        '文件中的第 1 个任务无效（由更新版本的工作室写入（结构版本 99）；请在那个版本中打开）。未导入任何内容。',
    });
    expect(await importLibrary(file({ presets: [{ v: 99 }] }))).toEqual({
      ok: false,
      message: '文件中的第 1 个预设无效（由更新版本的工作室写入（预设版本 99））。未导入任何内容。',
    });
  });

  it("a song's stems keep their source's title, worded in Chinese when shown, and how a song was made reads in Chinese", () => {
    const { fields } = stemsCreator({
      jobId: 'j1',
      clipId: 'c1',
      title: 'Harbour',
      model: null,
    }).summarize();
    // No studio words stored with it (issue 38): a job split in English reads in Chinese after.
    expect(fields.title).toBe('Harbour');
    const stems = testJob({
      kind: 'music',
      fields,
      source: { jobId: 'j1', relation: 'stems', remoteId: 'c1', at: null },
    });
    expect(testJobView(stems, { operations: musicGenerator.operations }).headline).toBe(
      '分离音轨：“Harbour”',
    );
    expect(summaryLines(fields, musicGenerator.summaryFields)).toContainEqual({
      key: 'mode',
      label: '模式',
      text: '分离音轨',
    });
    expect(summaryLines({ mode: 'lyrics' }, musicGenerator.summaryFields)[0]?.text).toBe('歌词');
  });

  it('a video or a clip failed without a reason, written in English, reads in Chinese after the switch', async () => {
    await activateLocale('en');
    const video = normaliseVideoRecord({ id: 'v1', status: 'failed' }, 'v1');
    const clip = normaliseClipRecord({ id: 'c1', state: 'failed' });
    const said = normaliseVideoRecord({ id: 'v2', status: 'failed', error: 'GPU lost' }, 'v2');
    expect(video.error).toBe('The gateway reported the task as failed without saying why.');
    expect(clip.error).toBe('The gateway reported the clip as failed without saying why.');

    await activateLocale('zh');
    const shown = (update: typeof video) =>
      errorText(
        testJob({ status: 'failed', error: update.error, errorMessage: update.errorMessage }),
      );
    expect(shown(video)).toBe('网关报告该任务失败，但未说明原因。');
    expect(shown(clip)).not.toMatch(/[A-Za-z]{4}/);
    // A gateway's own reason is shown as it came, in any language.
    expect(shown(said)).toBe('GPU lost');
  });

  it('a refused create written in English reads in Chinese after the switch; an old record of plain words reads as written', async () => {
    await activateLocale('en');
    const add = () =>
      addSubmittingJob({
        kind: 'video',
        gateway: 'http://g',
        summary: { prompt: 'p', fields: {} },
        request: {},
      });
    const refused = await add();
    const body = '{"message":"prompt violates the content policy"}';
    await recordCreateRefused(
      refused.id,
      storedError(new GatewayError(400, httpFailureMessage(400, body), body)),
      body,
    );
    const notSent = await add();
    await recordCreateNotSent(notSent.id, storedError(new UnreachableError('http://127.0.0.1:9')));
    const old = await add();
    await recordCreateRefused(old.id, 'The gateway rejected the request (400): old words', body);
    const english = await getJob(refused.id);
    expect(english?.error).toBe(
      'The gateway rejected the request (400): prompt violates the content policy',
    );

    await activateLocale('zh');
    const read = async (id: string) => {
      const job = await getJob(id);
      return job === undefined ? null : errorText(job);
    };
    expect(await read(refused.id)).toBe(
      '网关拒绝了请求（400）：prompt violates the content policy',
    );
    expect(await read(notSent.id)).toMatch(/^无法连接到网关 http:\/\/127\.0\.0\.1:9。/);
    expect(await read(old.id)).toBe('The gateway rejected the request (400): old words');
  });
});

/** Chinese writing: a message in the studio's Chinese has at least one Han character. */
const han = /\p{Script=Han}/u;

describe('every generator’s failure, stored and read in Chinese, from the registry', () => {
  it.each(everyGenerator)(
    '%s: the job its folder declares to fail ends refused or failed, said in Chinese',
    async (kind, generator) => {
      const bed = createDemoTestbed();
      const job = await startDeclared(bed, generator, declaredStart(kind, 'fails'));
      const end = (await followToEnd(bed, generator, job.id)).at(-1);
      if (end === undefined) throw new Error('no history');
      expect(['refused', 'failed']).toContain(end.status);
      expect(errorText(end) ?? '', `${kind}: ${end.error ?? ''}`).toMatch(han);
    },
  );
});
