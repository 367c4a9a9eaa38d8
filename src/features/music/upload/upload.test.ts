import { describe, expect, it } from 'vitest';
import { handleDemoRequest } from '@/gateway/demo/handlers';
import { uploadClipTiming, uploadTiming } from '@/features/music/demo/tune-upload';
import { zTuneFeed } from '@/features/music/gateway-schema/tune';
import { zTuneUploadStart } from '@/features/music/gateway-schema/tune-upload';
import { StorageRefusedError, StorageUnreachableError, type FormUpload } from '@/gateway/upload';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { testDemoRoutes } from '@/testing/demo-routes';
import { toContinueRequest } from '@/features/music/derive/derive';
import { describeClip } from '@/features/music/normalise';
import {
  UPLOAD_MAX_BYTES,
  UploadStepError,
  describeStepFailure,
  toUploadFinishRequest,
  toUploadStartRequest,
  uploadCreator,
  zUploadFile,
  type UploadStep,
} from './upload';

type Bed = ReturnType<typeof createDemoTestbed>;

/** The storage as the demo serves it, reached without the key (as a presigned form is). */
function storageOf(bed: Bed): FormUpload {
  return ({ url, fields, file, onProgress }) => {
    const body =
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') +
      `--b\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n\r\n…\r\n--b--\r\n`;
    const response = handleDemoRequest(
      bed.engine,
      {
        method: 'POST',
        url: new URL(url),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        body,
      },
      testDemoRoutes,
    );
    onProgress?.(file.size, file.size);
    if (response.noCors === true) return Promise.reject(new StorageUnreachableError(url));
    if (response.status >= 300)
      return Promise.reject(
        new StorageRefusedError(
          response.status,
          response.body.type === 'file' ? '' : response.body.text,
        ),
      );
    return Promise.resolve();
  };
}

const file = (name: string, size = 1_000) => new File([new Uint8Array(size)], name);

/** Runs the creator, moving the demo's clock while it waits between status polls. */
async function run(bed: Bed, chosen: File) {
  const steps: [UploadStep, string | null][] = [];
  const creator = uploadCreator(chosen, storageOf(bed), {
    onStep: (step, id) => {
      steps.push([step, id]);
      if (step === 'process') bed.advance(uploadTiming.queueMs + uploadTiming.runMs + 1);
      return Promise.resolve();
    },
    onProgress: () => undefined,
  });
  const result = await creator.create({ client: bed.client, settings: bed.settings });
  return { result, steps, creator };
}

describe('upload: the file the form takes', () => {
  it('takes mp3, wav and m4a up to 20 MB, and says what is wrong otherwise', () => {
    expect(zUploadFile.safeParse({ name: 'a.mp3', size: 10 }).success).toBe(true);
    expect(zUploadFile.safeParse({ name: 'a.WAV', size: UPLOAD_MAX_BYTES }).success).toBe(true);
    expect(zUploadFile.safeParse({ name: 'a.m4a', size: 10 }).success).toBe(true);
    const message = (value: unknown) => zUploadFile.safeParse(value).error?.issues[0]?.message;
    expect(message({ name: 'a.ogg', size: 10 })).toBe('“a.ogg” is not an MP3, WAV or M4A file.');
    expect(message({ name: 'a.mp3', size: 0 })).toBe('“a.mp3” is empty.');
    expect(message({ name: 'a.mp3', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      '“a.mp3” is 20 MB: the limit is 20 MB.',
    );
    expect(message(undefined)).toBe('Choose an audio file to upload.');
  });

  it('sends the extension first, then the file name with upload_type file_upload', () => {
    expect(toUploadStartRequest({ name: 'My Song.MP3' })).toEqual({ extension: 'mp3' });
    expect(toUploadFinishRequest({ name: 'My Song.MP3' })).toEqual({
      upload_type: 'file_upload',
      upload_filename: 'My Song.MP3',
    });
  });

  it('parses the storage answer tolerantly: fields may be absent, numbers become text; a URL must be http(s)', () => {
    expect(zTuneUploadStart.parse({ id: 7, url: 'https://s3.example/b' })).toEqual({
      id: '7',
      url: 'https://s3.example/b',
      fields: {},
    });
    expect(
      zTuneUploadStart.parse({ id: 'u', url: 'https://s3.example/b', fields: { size: 5 } }).fields,
    ).toEqual({ size: '5' });
    expect(zTuneUploadStart.safeParse({ id: 'u', url: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('upload: the five steps against the demo gateway', () => {
  it('tells each step with the upload id, then answers the clip id; the clip is of type upload and continues with upload_extend', async () => {
    const bed = createDemoTestbed({ apiKey: 'k' });
    const { result, steps, creator } = await run(bed, file('Harbour.mp3'));
    expect(steps.map(([step]) => step)).toEqual(['start', 'send', 'finish', 'process', 'clip']);
    const uploadId = steps[1]?.[1];
    expect(uploadId).toBeTruthy();
    expect(steps.slice(1).every(([, id]) => id === uploadId)).toBe(true);
    expect(result.remoteIds).toHaveLength(1);
    expect(creator.source?.()).toEqual({
      jobId: null,
      relation: 'upload',
      remoteId: null,
      at: null,
    });
    expect(creator.summarize()).toEqual({
      prompt: '',
      fields: { mode: 'upload', title: 'Harbour.mp3', uploadStep: 'start', uploadSize: 1_000 },
    });

    // The gateway's requests carried the key; the storage's did not need it.
    const paths = bed.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(paths[0]).toBe('POST /tune/uploads/audio');
    expect(paths.at(-1)).toBe(`POST /tune/uploads/audio/${uploadId}/initialize-clip`);
    expect(paths.filter((p) => p.endsWith('/initialize-clip'))).toHaveLength(1);

    bed.advance(uploadClipTiming.queueMs + uploadClipTiming.runMs + 1);
    const [clip] = await bed.client.json({
      method: 'GET',
      path: `/tune/feed/${result.remoteIds[0] ?? ''}`,
      schema: zTuneFeed,
    });
    const view = describeClip(clip ?? { id: 'none' });
    expect(view).toMatchObject({ status: 'succeeded', title: 'Harbour.mp3', uploaded: true });
    const source = { jobId: 'j', clipId: view.id, title: view.title, model: null, uploaded: true };
    const values = { continueAt: 2, lyrics: 'next', tags: '', title: '' };
    expect(toContinueRequest(source, values).task).toBe('upload_extend');
    expect(toContinueRequest({ ...source, uploaded: false }, values).task).toBe('extend');
    // The demo holds gateways' rule: an uploaded clip is continued with upload_extend only.
    await expect(
      bed.client.json({
        method: 'POST',
        path: '/tune/generate',
        body: toContinueRequest({ ...source, uploaded: false }, { ...values, continueAt: 1 }),
        schema: zTuneFeed,
      }),
    ).rejects.toThrow('An uploaded clip is continued with task upload_extend');
  });

  it('says at which step it failed: a storage that hides its answer (CORS), a refused file, a failed processing', async () => {
    const origin = 'http://studio.test';
    const cors = await run(createDemoTestbed(), file('Night [cors].mp3')).catch((e: unknown) => e);
    expect(cors).toBeInstanceOf(UploadStepError);
    const corsError = cors as UploadStepError;
    expect(corsError.step).toBe('send');
    expect(describeStepFailure(corsError.step, corsError.reason, origin)).toContain(
      `must allow POST from ${origin}`,
    );

    const refused = (await run(createDemoTestbed(), file('x [storage-403].mp3')).catch(
      (e: unknown) => e,
    )) as UploadStepError;
    expect(describeStepFailure(refused.step, refused.reason, origin)).toBe(
      'The storage refused the file (403): Invalid according to Policy: Policy expired.',
    );

    const failed = (await run(createDemoTestbed(), file('x [fail].mp3')).catch(
      (e: unknown) => e,
    )) as UploadStepError;
    expect(failed.step).toBe('process');
    expect(describeStepFailure(failed.step, failed.reason, origin)).toContain(
      'The audio could not be processed',
    );

    const finish = (await run(createDemoTestbed(), file('x [401].mp3')).catch(
      (e: unknown) => e,
    )) as UploadStepError;
    expect(finish.step).toBe('finish');
  });
});
