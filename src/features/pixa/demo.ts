import type { DemoDeclaration } from '@/gateway/demo/routes';
import { stringify } from 'lossless-json';
import { routePattern } from '@/gateway/path';
import { pixaPaths } from './gateway-schema';
import { assumedPaths } from './paths';
import {
  paceFactor,
  parseScenario,
  sampleMedia,
  type DemoEngine,
  type DemoTask,
} from '@/gateway/demo/engine';
import { hostilise, hostileTexts } from '@/gateway/demo/hostile';
import {
  json,
  readJsonBody,
  requestId,
  scriptedCreateFailure,
  scriptedPollFault,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';

/**
 * The pixa routes of the demo gateway: `POST /vip/pixa/video/create` answers `{video_id}` and
 * `GET /pixa/video/task/{id}` the full record, moving 5 (waiting in the queue) → 10 (generating)
 * → 1 (done), or 8 with [fail], 7 with [moderation], 6 with [deleted]. Ids are above 2^53, written
 * as raw JSON digits, as the gateways that motivated lossless parsing do.
 */

/** Scaled milliseconds at speed 1: ~20 s in the queue, ~30 s generating, as real queues feel. */
export const pixaTiming = { queueMs: 20_000, runMs: 30_000 };

const qualities = ['360p', '540p', '720p', '1080p'];
const sizes: Record<string, [number, number]> = {
  '360p': [640, 360],
  '540p': [960, 540],
  '720p': [1280, 720],
  '1080p': [1920, 1080],
};
const SEED_MAX = 2_147_483_647;
const DEMO_ACCOUNT_ID = 288_104_517_336;

interface DemoTemplate {
  name: string;
  /** The `template_i18n_json` text exactly as sent, malformed on purpose for one template. */
  i18n: string;
  /** Its thumbnail in `public/demo/` (made by scripts/make-demo-media.sh). */
  thumbnail: string;
}

/** Effect templates the demo knows (README: "Pixa demo templates"). */
export const pixaTemplates: Record<string, DemoTemplate> = {
  '315446315336768': {
    name: 'Cozy Winter',
    i18n: JSON.stringify({
      en: 'Cozy Winter',
      de: 'Gemütlicher Winter',
      fr: 'Hiver douillet',
      ja: 'ぬくもりの冬',
      'pt-BR': 'Inverno aconchegante',
      zh: '温暖冬日',
    }),
    thumbnail: 'template-winter.jpg',
  },
  '308621408717184': {
    name: 'Earth Zoom',
    i18n: JSON.stringify({
      en: 'Earth Zoom',
      es: 'Zoom a la Tierra',
      it: 'Zoom sulla Terra',
      ko: '지구 줌',
      'zh-CN': '地球缩放',
    }),
    thumbnail: 'template-zoom.jpg',
  },
  // A gateway once cut this document short; the studio must fall back to template_name.
  '302325299692608': {
    name: 'Melt Away',
    i18n: '{"en":"Melt Away","fr":"Fondre',
    thumbnail: 'template-melt.jpg',
  },
};

/** Vendor-style error body: `{ErrCode, ErrMsg}` with the request id support asks for. */
function vendorError(status: number, code: number, message: string): DemoResponse {
  return json(status, { ErrCode: code, ErrMsg: `${message} (request id: ${requestId()})` });
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** The server's own checks: the same rules the studio's form enforces, answered with 400. */
export function validatePixaCreate(body: Record<string, unknown>): string | null {
  if (typeof body.prompt !== 'string' || body.prompt.trim() === '') return 'prompt is required';
  if (body.prompt.length > 2048) return 'prompt must be at most 2048 characters';
  if (typeof body.model !== 'string' || body.model.trim() === '') return 'model is required';
  if (body.duration !== 5 && body.duration !== 8) return 'duration must be 5 or 8';
  if (typeof body.quality !== 'string' || !qualities.includes(body.quality))
    return `quality must be one of ${qualities.join(', ')}`;
  const motion = body.motion_mode ?? 'normal';
  if (motion !== 'normal' && motion !== 'fast') return 'motion_mode must be normal or fast';
  if (motion === 'fast' && body.duration !== 5)
    return 'motion_mode fast is only available with duration 5';
  if (motion === 'fast' && body.quality === '1080p')
    return 'motion_mode fast is not available at 1080p';
  if (body.template_id !== undefined) {
    if (!isInteger(body.template_id) || body.template_id < 0)
      return 'template_id must be an integer';
    if (pixaTemplates[String(body.template_id)] === undefined)
      return `template_id ${body.template_id} does not exist`;
  }
  if (body.seed !== undefined && (!isInteger(body.seed) || body.seed < 0 || body.seed > SEED_MAX))
    return `seed must be an integer from 0 to ${SEED_MAX}`;
  if (
    body.img_url !== undefined &&
    // blob: is what the page's own demo answers an image upload with (routes/image-upload.ts).
    (typeof body.img_url !== 'string' || !/^(https?:\/\/[^/\s]+|blob:)/i.test(body.img_url))
  )
    return 'img_url must be an http(s) URL';
  if (
    body.remove_watermark !== undefined &&
    body.remove_watermark !== 0 &&
    body.remove_watermark !== 1
  )
    return 'remove_watermark must be 0 or 1';
  return null;
}

/**
 * A video id between 2^60 and 2^61, and odd: no double can hold it, so a client that parses it
 * with JSON.parse asks for another id and is caught at once.
 */
export function bigVideoId(): string {
  const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2));
  return String((1n << 60n) | (BigInt(high >>> 4) << 32n) | BigInt(low) | 1n);
}

/** What a waiting task's `queue_data` says: places ahead and seconds left, both falling as the queue moves. */
export function queueState(engine: DemoEngine, task: DemoTask) {
  const factor = paceFactor(task.scenario);
  const total = task.timing.queueMs * factor;
  const left = Math.max(0, total - (engine.now() - task.createdAt) * engine.speed);
  const ahead = 2 + (task.variant % 3);
  return {
    queue_count: left > 0 ? Math.ceil((ahead * left) / total) : 0,
    // Real seconds: at the e2e speed the wait shown is the wait felt.
    queue_time: Math.ceil(left / engine.speed / 1000),
  };
}

function videoStatus(engine: DemoEngine, task: DemoTask, deleted: boolean): number {
  const { phase, progress } = engine.phase(task);
  if (phase === 'queued') return 5;
  if (phase === 'running') return task.scenario.unknownWord && progress < 50 ? 3 : 10;
  if (phase === 'failed') return task.scenario.moderation ? 7 : 8;
  return deleted ? 6 : 1;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The full pixa record, every documented field, as the query answers it. */
export function pixaRecord(engine: DemoEngine, task: DemoTask): Record<string, unknown> {
  const body = task.input;
  const status = videoStatus(engine, task, /\[deleted\]/i.test(text(body.prompt)));
  const done = status === 1;
  const quality = text(body.quality) || '540p';
  const [width, height] = sizes[quality] ?? [960, 540];
  const duration = isInteger(body.duration) ? body.duration : 5;
  const template = isInteger(body.template_id)
    ? pixaTemplates[String(body.template_id)]
    : undefined;
  const poster = engine.media(sampleMedia.poster);
  const imgUrl = text(body.img_url);
  const model = text(body.model);
  return {
    // A BigInt: lossless-json writes it as raw digits, never rounded.
    video_id: BigInt(task.id),
    video_status: status,
    account_id: DEMO_ACCOUNT_ID,
    created_at: new Date(task.createdAt).toISOString().replace(/\.\d+Z$/, 'Z'),
    first_frame: done ? poster : '',
    output_width: width,
    output_height: height,
    original_video_id: 0,
    upscaled: 0,
    prompt: text(body.prompt),
    model,
    negative_prompt: '',
    quality,
    motion_mode: text(body.motion_mode) || 'normal',
    asset_id: 0,
    auto_character_prompt: 0,
    seed: isInteger(body.seed) ? body.seed : 0,
    likes: 0,
    model_name: `Pixa ${model.toUpperCase()}`,
    queue_data: status === 5 ? queueState(engine, task) : { queue_time: 0, queue_count: 0 },
    video_duration: done ? duration : 0,
    last_frame: done ? poster : '',
    extended: 0,
    lip_sync: {},
    url: done ? engine.media(sampleMedia.videos[task.variant % 2] ?? 'sample.mp4') : '',
    img_id: imgUrl ? 410_220_000 + task.variant : 0,
    img_url: imgUrl,
    duration,
    motion_brush: '',
    asset_name: '',
    asset_img_url: '',
    remove_watermark: body.remove_watermark === 1 ? 1 : 0,
    nick_name: 'demo-studio',
    avatar: engine.media(sampleMedia.cover),
    aspect_ratio: '16:9',
    camera_movement: '',
    relation_type: 0,
    style: '',
    template_id: template && isInteger(body.template_id) ? body.template_id : 0,
    template_name: template?.name ?? '',
    template_thumbnail_url: template ? engine.media(template.thumbnail) : '',
    template_thumbnail_video_url: template ? engine.media(sampleMedia.videos[0]) : '',
    template_i18n_json: template?.i18n ?? '',
  };
}

/** An undocumented `video_status` a hostile gateway reports during the first half of generating. */
export const PIXA_HOSTILE_STATUS = 2_147_483_647;

/**
 * [hostile]: every string of the record is markup or a script URL (`url`, `first_frame`,
 * `last_frame`, `img_url`, `avatar`, the template thumbnails…), `template_i18n_json` is a valid
 * document whose names are markup (and one key is `__proto__`), and `video_status` is an
 * undocumented integer for the first half of generating. `video_id` is a big integer, not a string,
 * and stays the id the studio polls with; the final status is the real 1 (or 8/7/6).
 */
export function hostilePixaRecord(
  engine: DemoEngine,
  task: DemoTask,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const { phase, progress } = engine.phase(task);
  const record = hostilise(value);
  const names = Object.fromEntries([
    ['__proto__', hostileTexts[1]],
    ['en', hostileTexts[0]],
    ['de', hostileTexts[2]],
    ['pt-BR', hostileTexts[3]],
  ]);
  return {
    ...record,
    video_status: phase === 'running' && progress < 50 ? PIXA_HOSTILE_STATUS : value.video_status,
    template_i18n_json: JSON.stringify(names),
  };
}

/** JSON text with big integers as raw digits: `JSON.stringify` would round them (or throw on BigInt). */
function losslessJson(status: number, value: unknown): DemoResponse {
  return { status, body: { type: 'json', text: stringify(value) ?? 'null' } };
}

/** The template list as `GET /pixa/video/templates` answers it: big ids as raw JSON digits. */
export function pixaTemplateList(engine: DemoEngine): Record<string, unknown>[] {
  return Object.entries(pixaTemplates).map(([id, template], index) => ({
    template_id: BigInt(id),
    template_name: template.name,
    template_thumbnail_url: engine.media(template.thumbnail),
    template_thumbnail_video_url: engine.media(sampleMedia.videos[index % 2] ?? 'sample.mp4'),
    template_i18n_json: template.i18n,
  }));
}

/**
 * `GET <templates path>`: the list (`{templates}`). Testers point the path setting at a variant:
 * `…/hostile` (every text markup, every URL a script address, ids kept) or `…/500` (an error).
 */
function templates(ctx: RouteContext): DemoResponse {
  const variant = ctx.params[0] ?? '';
  if (variant === '500') return vendorError(500, 500001, 'template service unavailable');
  const list = pixaTemplateList(ctx.engine);
  if (variant === 'hostile') {
    return losslessJson(200, {
      templates: list.map((t) => ({
        ...hostilise(t),
        template_id: t.template_id,
        template_i18n_json: JSON.stringify({ en: hostileTexts[0], zh: hostileTexts[2] }),
      })),
    });
  }
  return losslessJson(200, { templates: list });
}

export const pixaRoutes: DemoRoute[] = [
  {
    method: 'GET',
    pattern: routePattern(assumedPaths.pixaTemplatesPath.default),
    handle: templates,
  },
  {
    method: 'GET',
    pattern: routePattern(`${assumedPaths.pixaTemplatesPath.default}/{variant}`),
    handle: templates,
  },
  {
    method: 'POST',
    pattern: routePattern(pixaPaths.create),
    handle(ctx: RouteContext) {
      const body = readJsonBody(ctx.request);
      if (body === null)
        return vendorError(400, 400017, 'Invalid parameter: the body must be a JSON object');
      const prompt = text(body.prompt);
      const scenario = parseScenario(prompt);
      if (scenario.createDrop)
        return { status: 0, body: { type: 'json', text: '' }, drop: true, delayMs: 500 };
      if (scenario.createStatus === 400)
        return vendorError(
          400,
          500054,
          'content moderation failed: the prompt was refused (scenario [400])',
        );
      if (scenario.createStatus !== null) return scriptedCreateFailure(scenario.createStatus);
      const problem = validatePixaCreate(body);
      if (problem !== null) return vendorError(400, 400017, `Invalid parameter: ${problem}`);
      const seed = isInteger(body.seed) ? body.seed : Math.floor(Math.random() * SEED_MAX);
      const task = ctx.engine.create('pixa', {
        id: bigVideoId(),
        prompt,
        timing: pixaTiming,
        body: { ...body, seed },
      });
      return {
        ...losslessJson(200, { video_id: BigInt(task.id) }),
        delayMs: scenario.createDelayMs,
      };
    },
  },
  {
    method: 'GET',
    pattern: routePattern(pixaPaths.task),
    handle(ctx: RouteContext) {
      const id = ctx.params[0] ?? '';
      if (!/^\d+$/.test(id))
        return vendorError(400, 400017, 'Invalid parameter: id must be an integer');
      const task = ctx.engine.get('pixa', id);
      if (task === undefined) return vendorError(404, 400018, `video ${id} not found`);
      const fault = scriptedPollFault(ctx, task);
      if (fault !== null) return fault;
      const record = pixaRecord(ctx.engine, task);
      return losslessJson(
        200,
        task.scenario.hostile ? hostilePixaRecord(ctx.engine, task, record) : record,
      );
    },
  },
];

/** Pixa's demo (found by the app and the demo HTTP server in this folder, decision 025). */
export const demo: DemoDeclaration = {
  kind: 'pixa',
  routes: pixaRoutes,
  prices: { pixa: 35 },
  starts: { method: 'POST', path: pixaPaths.create },
};
