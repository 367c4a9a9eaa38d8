import { parseScenario, paceFactor } from '@/gateway/demo/engine';
import { hostileTexts } from '@/gateway/demo/hostile';
import {
  json,
  openAiError,
  readJsonBody,
  scriptedCreate,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';
import { settledAnswer } from '@/gateway/demo/handlers';
import { fileBytes, parseMultipart } from '@/gateway/demo/multipart';
import { routePattern } from '@/gateway/path';
import { dataUrlBytes, fromBase64, toBase64 } from '@/lib/base64';
import { assumedPaths } from '../paths';
import { DemoPictureError, demoEdit, isMaskOf } from './demo-picture';

/**
 * Edit a picture in the demo gateway (issue 56): `POST /v1/images/edits` as multipart or JSON,
 * and `POST /v1beta/models/{model}:generateContent`, each at its declared default. The answer is
 * made from the pictures sent (`demo-picture.ts`: only the masked area changes), after about
 * 2 s + 1.5 s a result at speed 1. Tags in the instruction, besides the create faults every
 * route answers: [fail] (500 after its time), [text-only] (an answer with no picture in it),
 * [hostile] (markup in the words answered beside the pictures).
 */
export const editScenarioTags = [
  ['[text-only]', 'picture edit: the answer carries no picture (words only, or data: [])'],
] as const;

/** The model the demo has; another is refused as a relay refuses a model it does not carry. */
const DEMO_EDIT_MODEL = assumedPaths.imageEditModel.default;

interface EditAsk {
  prompt: string;
  pictures: Uint8Array[];
  mask: Uint8Array | null;
  n: number;
  size: string;
}

const refuse = (message: string, param = ''): DemoResponse =>
  json(400, {
    error: { message, type: 'invalid_request_error', param, code: 'invalid_parameter' },
  });

/** What every form checks alike: the model, the words, the count; null when all is well. */
function checked(model: unknown, prompt: unknown, n: unknown): DemoResponse | null {
  if (model !== DEMO_EDIT_MODEL)
    return openAiError(
      400,
      `model ${String(model)} is not available: ${DEMO_EDIT_MODEL}`,
      'invalid_request_error',
      'model_not_found',
    );
  if (typeof prompt !== 'string' || prompt.trim() === '')
    return refuse('prompt is required', 'prompt');
  if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > 4)
    return refuse('n must be an integer from 1 to 4', 'n');
  return null;
}

/**
 * The answer, made once the pictures are read: the scripted faults first, then the work's time,
 * then the pictures (or a 400 naming what could not be read).
 */
function answer(
  ctx: RouteContext,
  ask: EditAsk,
  shape: (pictures: string[], words: string) => unknown,
): DemoResponse {
  const scenario = parseScenario(ask.prompt);
  const scripted = scriptedCreate(scenario);
  if (scripted !== null) return scripted;
  const delayMs = Math.round(((2_000 + 1_500 * ask.n) * paceFactor(scenario)) / ctx.engine.speed);
  if (scenario.fail)
    return {
      ...openAiError(
        500,
        'picture edit failed upstream (scenario [fail])',
        'upstream_error',
        'generation_failed',
      ),
      delayMs,
    };
  const words = scenario.hostile ? (hostileTexts[0] ?? '') : ask.prompt;
  if (/\[text-only\]/i.test(ask.prompt)) return { ...json(200, shape([], words)), delayMs };
  return {
    ...json(200, {}),
    delayMs,
    later: async () => {
      try {
        const made = await demoEdit(ask);
        return json(200, shape(made.map(toBase64), words));
      } catch (error) {
        if (error instanceof DemoPictureError) return refuse(error.message, 'image');
        throw error;
      }
    },
  };
}

const imagesAnswer = (ctx: RouteContext) => (pictures: string[], words: string) => ({
  created: ctx.engine.unixSeconds(),
  data: pictures.map((b64) => ({ b64_json: b64, revised_prompt: words })),
});

/** Multipart (the studio's default) or JSON, told apart by the content type, as relays do. */
function edits(ctx: RouteContext): DemoResponse {
  const type = ctx.request.headers['content-type'] ?? '';
  if (/^multipart\//i.test(type) || ctx.request.form !== undefined) {
    const form = ctx.request.form ?? parseMultipart(ctx.request.body, type);
    if (form === null) return refuse('the multipart body could not be read');
    const { model, prompt, n = '1', size = 'auto' } = form.fields;
    const count = Number(n);
    const problem = checked(model, prompt, count);
    if (problem !== null) return problem;
    const images = form.files.filter((f) => f.field === 'image[]' || f.field === 'image');
    if (images.length === 0) return refuse('image is required', 'image');
    const maskFile = form.files.find((f) => f.field === 'mask');
    return {
      ...json(200, {}),
      later: async () => {
        const pictures = await Promise.all(images.map(fileBytes));
        const mask = maskFile === undefined ? null : await fileBytes(maskFile);
        return settledAnswer(
          answer(ctx, { prompt: prompt ?? '', pictures, mask, n: count, size }, imagesAnswer(ctx)),
        );
      },
    };
  }
  const body = readJsonBody(ctx.request);
  if (body === null) return refuse('request body must be a JSON object or multipart form');
  const problem = checked(body.model, body.prompt, body.n ?? 1);
  if (problem !== null) return problem;
  const listed = Array.isArray(body.image) ? body.image : [body.image];
  const pictures = listed.map((url) =>
    typeof url === 'string' ? dataUrlBytes(url)?.bytes : undefined,
  );
  if (pictures.length === 0 || pictures.some((p) => p === undefined))
    return refuse(
      'image must be a data: URL (the demo gateway fetches no links) or a list of them',
      'image',
    );
  const mask = typeof body.mask === 'string' ? (dataUrlBytes(body.mask)?.bytes ?? null) : null;
  if (body.mask !== undefined && mask === null) return refuse('mask must be a data: URL', 'mask');
  return answer(
    ctx,
    {
      prompt: String(body.prompt),
      pictures: pictures.filter((p) => p !== undefined),
      mask,
      n: Number(body.n ?? 1),
      size: typeof body.size === 'string' ? body.size : 'auto',
    },
    imagesAnswer(ctx),
  );
}

interface InlinePart {
  text?: unknown;
  inline_data?: { data?: unknown };
  inlineData?: { data?: unknown };
}

/** Generate content: the text parts are the instruction, the inline parts the pictures, a see-through one of the first's size the mask. */
function generateContent(ctx: RouteContext): DemoResponse {
  const body = readJsonBody(ctx.request);
  const contents = Array.isArray(body?.contents) ? (body.contents as { parts?: unknown }[]) : [];
  const parts = contents.flatMap((c) => (Array.isArray(c.parts) ? (c.parts as InlinePart[]) : []));
  const prompt = parts.flatMap((p) => (typeof p.text === 'string' ? [p.text] : [])).join('\n');
  const config = (body?.generationConfig ?? {}) as { candidateCount?: unknown };
  const n = config.candidateCount ?? 1;
  const problem = checked(ctx.params[0], prompt, n);
  if (problem !== null) return problem;
  const inline: Uint8Array[] = [];
  for (const part of parts) {
    const data = (part.inline_data ?? part.inlineData)?.data;
    if (typeof data !== 'string') continue;
    try {
      inline.push(fromBase64(data));
    } catch {
      return refuse('inline_data.data must be base64', 'contents');
    }
  }
  if (inline.length === 0)
    return refuse('at least one inline_data picture is required', 'contents');
  const shape = (pictures: string[], words: string) => ({
    candidates: (pictures.length === 0 ? [''] : pictures).map((b64) => ({
      content: {
        role: 'model',
        parts: [
          { text: pictures.length === 0 ? `I can only describe it: ${words}` : `Edited: ${words}` },
          ...(b64 === '' ? [] : [{ inlineData: { mimeType: 'image/png', data: b64 } }]),
        ],
      },
      finishReason: 'STOP',
    })),
    modelVersion: ctx.params[0],
  });
  return {
    ...json(200, {}),
    later: async () => {
      const [first, ...rest] = inline;
      const last = rest.at(-1);
      const masked = first !== undefined && last !== undefined && (await isMaskOf(last, first));
      const pictures = masked ? [first, ...rest.slice(0, -1)] : inline;
      return settledAnswer(
        answer(
          ctx,
          { prompt, pictures, mask: masked ? last : null, n: Number(n), size: 'auto' },
          shape,
        ),
      );
    },
  };
}

export const imageEditRoutes: DemoRoute[] = [
  { method: 'POST', pattern: routePattern(assumedPaths.imageEditsPath.default), handle: edits },
  {
    method: 'POST',
    pattern: routePattern(assumedPaths.generateContentPath.default),
    handle: generateContent,
  },
];
