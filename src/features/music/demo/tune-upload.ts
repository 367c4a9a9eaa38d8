import { isUuid, randomId } from '@/lib/id';
import { routePattern } from '@/gateway/path';
import { assumedPaths } from '../paths';
import { parseScenario, type DemoEngine, type DemoTask, type Timing } from '@/gateway/demo/engine';
import {
  json,
  readJsonBody,
  scriptedCreate,
  scriptedPollFault,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';
import { parseMultipart } from '@/gateway/demo/multipart';
import { answerClip } from './tune-clip';
import { detail, isResponse, requiredText, str } from './tune-request';

/**
 * Audio upload (issue 26), the five steps of the field notes, and the storage the file goes to:
 * - `POST /tune/uploads/audio {extension}` → `{id, url, fields}`; the `url` is the demo's own
 *   storage (`/__demo/storage/{id}`, on the media host: another origin, as S3 would be), which
 *   takes the multipart body without the key, as a presigned form does;
 * - `POST /tune/uploads/audio/{id}/upload-finish {upload_type, upload_filename}`: refused before the
 *   file has arrived; starts the processing (about 4 s);
 * - `GET /tune/uploads/audio/{id}`: `waiting` → `processing` → `complete` (or `error`);
 * - `POST /tune/uploads/audio/{id}/initialize-clip {}` → `{clip_id}`: a clip of type `upload`
 *   playing the file that was uploaded (`keepAudio`), followed on the feed like any; asked again,
 *   the same id.
 * Scenario tags in the file's name: [cors] (the storage does not allow the page's origin),
 * [slow] (the storage takes 4 s to answer), [storage-403] (the storage refuses the policy),
 * [fail] (processing ends in `error`), and the create tags ([400]…[502]) on `upload-finish`,
 * the poll tags on the status query.
 *
 * Style tags: `POST /tune/act/tags {original_tags}` → `{upsampled_tags, request_id}`; the tags'
 * own scenario tags apply ([400]…[502], [slow-create], [drop-create]).
 */

export const UPLOAD_EXTENSIONS = ['mp3', 'wav', 'm4a'] as const;
/** The demo's stated limit, as the studio's form holds it. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Processing after `upload-finish`. */
export const uploadTiming: Timing = { queueMs: 1_000, runMs: 3_000 };
/** The uploaded clip is ready quickly: nothing is generated. */
export const uploadClipTiming: Timing = { queueMs: 1_000, runMs: 2_000 };
/** Until `upload-finish`, an upload is not being processed: a long wait it never reaches alone. */
const untilFinished: Timing = { queueMs: 24 * 3_600_000, runMs: 1 };

export const STORAGE_PREFIX = '/__demo/storage/';
/** Where the HTTP demo serves an uploaded file back, on the media host (`/demo/uploads/…`). */
export const UPLOADED_AUDIO_PREFIX = 'uploads/audio-';
/** The files the HTTP demo keeps, by upload id; it forgets the oldest beyond this. */
const KEEP_AT_MOST = 16;
const storedAudio = new Map<string, { type: string; bytes: string }>();

/**
 * Where the uploaded file can be played from, so its song plays the person's own audio (issue 38:
 * it played a sample): in the page, the file's `blob:` URL; over HTTP, its bytes kept in memory and
 * served back on the media host. Null when the body carried no file part with bytes.
 */
function keepAudio(ctx: RouteContext, upload: DemoTask, extension: string): string | null {
  const form =
    ctx.request.form ?? parseMultipart(ctx.request.body, ctx.request.headers['content-type']);
  const file = form?.files.find((f) => f.field === 'file');
  if (file === undefined) return null;
  if (file.pageUrl !== null) return file.pageUrl;
  if (file.bytes === null || file.bytes === '') return null;
  storedAudio.set(upload.id, { type: file.type || audioType(extension), bytes: file.bytes });
  for (const old of storedAudio.keys()) {
    if (storedAudio.size <= KEEP_AT_MOST) break;
    storedAudio.delete(old);
  }
  return ctx.engine.media(`${UPLOADED_AUDIO_PREFIX}${upload.id}.${extension}`);
}

function audioType(extension: string): string {
  return extension === 'wav' ? 'audio/wav' : extension === 'm4a' ? 'audio/mp4' : 'audio/mpeg';
}

/** An uploaded file served back (over HTTP: the server hands `/demo/uploads/…` to the routes). */
function uploadedAudio(ctx: RouteContext): DemoResponse {
  const file = storedAudio.get((ctx.params[0] ?? '').toLowerCase());
  if (file === undefined)
    return { status: 404, body: { type: 'text', text: 'not found', contentType: 'text/plain' } };
  // Byte ranges, as the sample files are served: a player seeks with them (it cannot without).
  const size = file.bytes.length;
  const headers = { 'Cache-Control': 'no-store', 'Accept-Ranges': 'bytes' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(ctx.request.headers.range ?? '');
  if (range === null)
    return {
      status: 200,
      headers,
      body: { type: 'text', text: file.bytes, contentType: file.type, binary: true },
    };
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end)
    return {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${size}` },
      body: { type: 'text', text: '', contentType: 'text/plain' },
    };
  return {
    status: 206,
    headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` },
    body: {
      type: 'text',
      text: file.bytes.slice(start, end + 1),
      contentType: file.type,
      binary: true,
    },
  };
}

/** On the media host: another origin than the gateway's, as a storage bucket is. */
function storageUrl(engine: DemoEngine, id: string): string {
  return new URL(`${STORAGE_PREFIX}${id}`, engine.mediaBase || 'http://localhost/').href;
}

function uploadOf(ctx: RouteContext): DemoTask | DemoResponse {
  const id = (ctx.params[0] ?? '').toLowerCase();
  if (!isUuid(id)) return detail(400, 'Invalid upload id');
  return ctx.engine.get('upload', id) ?? detail(404, 'Upload not found');
}

function start(ctx: RouteContext): DemoResponse {
  const body = readJsonBody(ctx.request);
  if (body === null) return detail(400, 'request body must be a JSON object');
  const extension = str(body.extension).toLowerCase().replace(/^\./, '');
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
    return detail(400, `extension must be one of ${UPLOAD_EXTENSIONS.join(', ')}`);
  const id = randomId();
  ctx.engine.create('upload', {
    id,
    prompt: '',
    timing: untilFinished,
    body: { extension, stored: false, filename: '', clipId: null },
  });
  return json(200, {
    id,
    url: storageUrl(ctx.engine, id),
    fields: {
      key: `raw_uploads/${id}.${extension}`,
      'Content-Type': audioType(extension),
      AWSAccessKeyId: 'AKIADEMOSTORAGE00000',
      policy: btoa(JSON.stringify({ conditions: [['content-length-range', 1, UPLOAD_MAX_BYTES]] })),
      signature: 'ZGVtby1zaWduYXR1cmU=',
      // S3 then answers 201 with an XML receipt (without it, 204 and no body).
      success_action_status: '201',
    },
  });
}

/** The multipart body's part names and the file's name, read from its headers (bytes unread). */
function parts(body: string): { names: string[]; filename: string | null } {
  const names = [...body.matchAll(/; name="([^"]*)"/g)].map((m) => m[1] ?? '');
  const filename = /name="file"; filename="([^"]*)"/.exec(body)?.[1] ?? null;
  return { names, filename };
}

function storage(ctx: RouteContext): DemoResponse {
  const upload = uploadOf(ctx);
  if (isResponse(upload)) return upload;
  const type = ctx.request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data'))
    return xmlError(400, 'InvalidRequest', 'The body must be multipart/form-data.');
  const { names, filename } = parts(ctx.request.body);
  if (filename === null) return xmlError(400, 'InvalidArgument', 'The file part is missing.');
  if (names.indexOf('file') !== names.length - 1)
    return xmlError(400, 'InvalidArgument', 'The file must be the last part of the form.');
  if (!names.includes('key') || !names.includes('policy'))
    return xmlError(403, 'AccessDenied', 'The form fields the gateway gave were not all sent.');
  const scenario = parseScenario(filename);
  if (/\[storage-403\]/i.test(filename))
    return xmlError(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  const audio = keepAudio(ctx, upload, str(upload.input.extension));
  upload.input = { ...upload.input, stored: true, filename, audio };
  return {
    status: 201,
    body: {
      type: 'text',
      contentType: 'application/xml',
      text: `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Bucket>demo-uploads</Bucket><Key>raw_uploads/${upload.id}</Key></PostResponse>`,
    },
    delayMs: scenario.slow ? 4_000 : 0,
    // [cors]: the file arrives, but the answer carries no CORS headers: the page cannot read it.
    noCors: /\[cors\]/i.test(filename),
  };
}

/** S3 answers errors in XML. */
function xmlError(status: number, code: string, message: string): DemoResponse {
  return {
    status,
    body: {
      type: 'text',
      contentType: 'application/xml',
      text: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>DEMO${randomId().slice(0, 8)}</RequestId></Error>`,
    },
  };
}

function finish(ctx: RouteContext): DemoResponse {
  const upload = uploadOf(ctx);
  if (isResponse(upload)) return upload;
  const body = readJsonBody(ctx.request);
  if (body === null) return detail(400, 'request body must be a JSON object');
  if (body.upload_type !== 'file_upload') return detail(400, 'upload_type must be file_upload');
  const filename = str(body.upload_filename);
  if (filename.trim() === '') return detail(400, 'upload_filename is required');
  const scenario = parseScenario(filename);
  const scripted = scriptedCreate(scenario);
  if (scripted !== null) return scripted;
  if (upload.input.stored !== true)
    return detail(400, 'The file has not arrived at the storage yet');
  // Processing starts now: a new clock for the same upload, with the name's scenario.
  ctx.engine.create('upload', {
    id: upload.id,
    prompt: filename,
    timing: uploadTiming,
    body: { ...upload.input, filename, finished: true },
  });
  return { ...json(200, {}), delayMs: scenario.createDelayMs };
}

function uploadWord(engine: DemoEngine, task: DemoTask): string {
  if (task.input.finished !== true) return task.input.stored === true ? 'uploaded' : 'waiting';
  const { phase } = engine.phase(task);
  if (phase === 'succeeded') return 'complete';
  if (phase === 'failed') return 'error';
  return phase === 'running' ? 'processing' : 'passed_artist_moderation';
}

function status(ctx: RouteContext): DemoResponse {
  const upload = uploadOf(ctx);
  if (isResponse(upload)) return upload;
  if (upload.input.finished === true) {
    const fault = scriptedPollFault(ctx, upload);
    if (fault !== null) return fault;
  }
  const word = uploadWord(ctx.engine, upload);
  return json(200, {
    id: upload.id,
    status: word,
    error_message:
      word === 'error'
        ? 'The audio could not be processed: it may be silent or damaged (scenario [fail]).'
        : null,
    s3_id: `raw_uploads/${upload.id}.${str(upload.input.extension)}`,
    title: str(upload.input.filename).replace(/\.[a-z0-9]+$/i, ''),
    image_url: null,
    has_vocal: null,
  });
}

function initializeClip(ctx: RouteContext): DemoResponse {
  const upload = uploadOf(ctx);
  if (isResponse(upload)) return upload;
  if (uploadWord(ctx.engine, upload) !== 'complete')
    return detail(400, 'The upload is not complete yet');
  const made = str(upload.input.clipId);
  if (made !== '') return json(200, { clip_id: made });
  const filename = str(upload.input.filename);
  const clip = ctx.engine.create('tune', {
    id: randomId(),
    prompt: '',
    timing: uploadClipTiming,
    body: {
      task: 'upload',
      title: filename,
      tags: '',
      prompt: '',
      upload_id: upload.id,
      // The file itself, where the storage kept it: the clip plays it (tune.ts).
      own_audio: str(upload.input.audio),
    },
  });
  upload.input = { ...upload.input, clipId: clip.id };
  return json(200, { clip_id: clip.id, clip: answerClip(ctx.engine, clip) });
}

/** A few words each style tag often brings; the demo's "boost" adds them. */
const boosts: readonly [RegExp, string][] = [
  [/lo-?fi/i, 'warm vinyl crackle, mellow Rhodes, lazy swing drums, 78 bpm'],
  [/rock/i, 'driving electric guitars, live drums, gritty male vocals, anthemic chorus'],
  [/jazz/i, 'brushed drums, upright bass, smoky saxophone, late-night club'],
  [/pop/i, 'glossy synths, punchy four-on-the-floor beat, catchy hook, bright female vocals'],
  [/folk|acoustic/i, 'fingerpicked acoustic guitar, soft harmonies, intimate, warm room sound'],
];

export const TAGS_MAX = 200;

function boostTags(original: string): string {
  const clean = original
    .replace(/\[[a-z0-9-]+\]/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const extra =
    boosts.find(([pattern]) => pattern.test(clean))?.[1] ??
    'rich arrangement, clear vocals, polished mix, emotional build';
  return `${clean}, ${extra}`.slice(0, TAGS_MAX);
}

function tags(ctx: RouteContext): DemoResponse {
  const read = requiredText(ctx, 'original_tags', TAGS_MAX);
  if (isResponse(read)) return read;
  const { text: original, scenario } = read;
  return {
    ...json(200, { upsampled_tags: boostTags(original), request_id: randomId() }),
    // A model writes them: a short wait a person notices.
    delayMs: Math.max(scenario.createDelayMs, 600),
  };
}

const base = assumedPaths.tuneUploadPath.default;

export const tuneUploadRoutes: DemoRoute[] = [
  { method: 'POST', pattern: routePattern(base), handle: start },
  { method: 'POST', pattern: routePattern(`${base}/{id}/upload-finish`), handle: finish },
  { method: 'GET', pattern: routePattern(`${base}/{id}`), handle: status },
  { method: 'POST', pattern: routePattern(`${base}/{id}/initialize-clip`), handle: initializeClip },
  // The storage is not the gateway: it takes no key (its form fields are its authority).
  { method: 'POST', pattern: routePattern(`${STORAGE_PREFIX}{id}`), handle: storage, open: true },
  // The media host's side, as any media link: no key. Before the shared image upload's route.
  {
    method: 'GET',
    pattern: /^\/demo\/uploads\/audio-([0-9a-fA-F-]{36})\.(?:mp3|wav|m4a)$/,
    handle: uploadedAudio,
    open: true,
  },
  { method: 'POST', pattern: routePattern(assumedPaths.tuneTagsPath.default), handle: tags },
];
