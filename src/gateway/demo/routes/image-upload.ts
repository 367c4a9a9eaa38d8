import { routePattern } from '../../path';
import { gatewayPaths } from '../../assumed-paths';
import { parseScenario } from '../engine';
import {
  json,
  openAiError,
  scriptedCreateFailure,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '../http';
import { parseMultipart, type DemoForm } from '../multipart';

/**
 * Image upload (issue 27) for the fields that take only a link (and a talking head's sound file,
 * issue 56): `POST /v1/uploads/images` with the
 * file as the multipart part `file` → `{url, filename, bytes, content_type}`. Over HTTP the bytes
 * are kept in memory and served back at `/demo/uploads/<id>.<ext>` on the media host (another
 * origin, with CORS, as a relay's file store); in the page the file stays in the page and its
 * `blob:` URL is the link. Tags in the **file's name**: `[404]` (the gateway has no upload: links
 * only), the create tags `[400]`…`[502]`, `[drop-create]`, and `[slow]` (4 s before the answer).
 */

/** What the demo takes: images up to 20 MB, as the relays it plays do. */
export const DEMO_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  // A talking head's sound (issue 56) goes through the same file upload.
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
};
/** A relay takes a moment to store a file: the field's progress is there to be seen. */
const UPLOAD_MS = 700;
/** The store forgets the oldest beyond this: a demo server runs for a test run, not for ever. */
const KEEP_AT_MOST = 64;
export const UPLOADED_PREFIX = 'uploads/';

const stored = new Map<string, { type: string; bytes: string }>();
let counter = 0;

function formOf(ctx: RouteContext): DemoForm | null {
  return ctx.request.form ?? parseMultipart(ctx.request.body, ctx.request.headers['content-type']);
}

function upload(ctx: RouteContext): DemoResponse {
  const form = formOf(ctx);
  const file = form?.files.find((f) => f.field === 'file');
  if (file === undefined)
    return openAiError(400, 'The multipart field "file" is required', 'invalid_request_error');
  const scenario = parseScenario(file.name);
  if (/\[404\]/.test(file.name))
    return openAiError(
      404,
      `Invalid URL (POST ${ctx.request.url.pathname})`,
      'invalid_request_error',
    );
  if (scenario.createDrop)
    return { status: 0, body: { type: 'json', text: '' }, drop: true, delayMs: 500 };
  if (scenario.createStatus !== null) return scriptedCreateFailure(scenario.createStatus);
  const extension = IMAGE_TYPES[file.type.toLowerCase()];
  if (extension === undefined)
    return openAiError(
      400,
      `Unsupported file type ${file.type || 'unknown'}: png, jpeg, webp, gif, or audio (mp3, wav, m4a, aac)`,
      'invalid_request_error',
    );
  if (file.size > DEMO_UPLOAD_MAX_BYTES)
    return openAiError(413, 'File too large: at most 20 MB', 'invalid_request_error');
  counter += 1;
  const id = `img_${Date.now().toString(36)}${counter.toString(36)}`;
  let url: string;
  if (file.pageUrl !== null) url = file.pageUrl;
  else {
    stored.set(id, { type: file.type, bytes: file.bytes ?? '' });
    for (const old of stored.keys()) {
      if (stored.size <= KEEP_AT_MOST) break;
      stored.delete(old);
    }
    url = ctx.engine.media(`${UPLOADED_PREFIX}${id}.${extension}`);
  }
  return {
    ...json(200, {
      url,
      filename: file.name,
      bytes: file.size,
      content_type: file.type,
      created_at: ctx.engine.unixSeconds(),
    }),
    delayMs: (scenario.slow ? 4_000 : UPLOAD_MS) / ctx.engine.speed,
  };
}

/** An uploaded image served back (over HTTP: the server sends `/demo/uploads/…` here). */
function uploaded(ctx: RouteContext): DemoResponse {
  const id = (ctx.params[0] ?? '').replace(/\.[a-z]+$/, '');
  const file = stored.get(id);
  if (file === undefined)
    return { status: 404, body: { type: 'text', text: 'not found', contentType: 'text/plain' } };
  return {
    status: 200,
    headers: { 'Cache-Control': 'no-store' },
    body: { type: 'text', text: file.bytes, contentType: file.type, binary: true },
  };
}

export const imageUploadRoutes: DemoRoute[] = [
  { method: 'POST', pattern: routePattern(gatewayPaths.imageUploadPath.default), handle: upload },
  // The media host's side: no key, as any media link.
  { method: 'GET', pattern: /^\/demo\/uploads\/([^/]+)$/, handle: uploaded, open: true },
];
