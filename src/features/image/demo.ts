import type { DemoDeclaration } from '@/gateway/demo/routes';
import { routePattern } from '@/gateway/path';
import { assumedPaths } from './paths';
import { paceFactor, parseScenario } from '@/gateway/demo/engine';
import {
  json,
  invalidParameter,
  openAiError,
  readJsonBody,
  scriptedCreateFailure,
  type DemoRoute,
} from '@/gateway/demo/http';
import { hostileTexts, hostileUrls } from '@/gateway/demo/hostile';
import { B64_SAMPLE_WEBP } from './demo/image-sample';
import { imageEditRoutes } from './edit/demo-routes';

/**
 * `POST /v1/images/generations` (issue 27; an assumed path): text to image, answered when the
 * images are made — about 5 s plus 4 s an image at speed 1 (half as much again for HD), four times
 * that under [slow]. Sample pictures ship in `public/demo/` (scripts/make-demo-media.sh), one per
 * shape; the variations of one request are the same picture under different links (`?variation=`).
 * Scenario tags in the prompt, besides the create faults every route answers ([400]…[502],
 * [slow-create], [drop-create]):
 */
export const imageScenarioTags = [
  ['[fail]', 'image: the generation fails upstream after its time (500)'],
  ['[b64]', 'image: the pictures come as b64_json (no link), as some relays answer'],
  ['[bare]', 'image: the answer is a bare array of images, without the {created, data} envelope'],
  ['[empty]', 'image: the answer holds no image at all (data: [])'],
  ['[tiny]', 'image: a 200×200 picture, below Video’s 300 px first-frame limit'],
] as const;

const demoImageModels = ['imagemodel-1.0', 'imagemodel-1.0-hd'];
const sampleBySize: Record<string, string> = {
  '1024x1024': 'image-square.jpg',
  '1024x1792': 'image-tall.webp',
  '1792x1024': 'image-wide.png',
};

export const imageRoutes: DemoRoute[] = [
  {
    method: 'POST',
    pattern: routePattern(assumedPaths.imageGenerationsPath.default),
    handle({ engine, request }) {
      const body = readJsonBody(request);
      if (body === null) return invalidParameter('request body must be a JSON object', '');
      const { model, prompt, size, n } = body;
      if (typeof model !== 'string' || !demoImageModels.includes(model))
        return invalidParameter(`model must be one of ${demoImageModels.join(', ')}`, 'model');
      if (typeof prompt !== 'string' || prompt.trim() === '')
        return invalidParameter('prompt is required', 'prompt');
      if (typeof size !== 'string' || !Object.hasOwn(sampleBySize, size))
        return invalidParameter(
          `size must be one of ${Object.keys(sampleBySize).join(', ')}`,
          'size',
        );
      const count = n === undefined ? 1 : n;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 4)
        return invalidParameter('n must be an integer from 1 to 4', 'n');

      const scenario = parseScenario(prompt);
      if (scenario.createDrop)
        return { status: 0, body: { type: 'json', text: '' }, drop: true, delayMs: 500 };
      if (scenario.createStatus !== null) return scriptedCreateFailure(scenario.createStatus);
      const tags = prompt.toLowerCase();
      const perImage = model === 'imagemodel-1.0-hd' ? 6_000 : 4_000;
      const workMs = (5_000 + perImage * count) * paceFactor(scenario);
      const delayMs = Math.round(workMs / engine.speed) + scenario.createDelayMs;
      if (scenario.fail) {
        return {
          ...openAiError(
            500,
            'image generation failed upstream (scenario [fail])',
            'upstream_error',
            'generation_failed',
          ),
          delayMs,
        };
      }
      const name = tags.includes('[tiny]') ? 'image-tiny.png' : (sampleBySize[size] ?? '');
      const data = Array.from({ length: count }, (_, index) => {
        if (scenario.hostile) {
          return {
            url: hostileUrls[index % hostileUrls.length],
            revised_prompt: hostileTexts[index % hostileTexts.length],
          };
        }
        if (tags.includes('[b64]')) return { b64_json: B64_SAMPLE_WEBP, revised_prompt: prompt };
        const url = new URL(engine.media(name));
        url.searchParams.set('variation', String(index + 1));
        return { url: url.href, revised_prompt: prompt };
      });
      const answer = tags.includes('[empty]')
        ? { created: engine.unixSeconds(), data: [] }
        : tags.includes('[bare]')
          ? data
          : { created: engine.unixSeconds(), data };
      return { ...json(200, answer), delayMs };
    },
  },
];

/** Text to image's demo (found by the app and the demo HTTP server in this folder, decision 025). */
export const demo: DemoDeclaration = {
  kind: 'image',
  // Picture edits (issue 56) answer here too: the same folder, the same synchronous kind of work.
  routes: [...imageRoutes, ...imageEditRoutes],
  // The pictures come in the create's own answer: no task is kept, the account is not charged.
  prices: {},
  starts: { method: 'POST', path: assumedPaths.imageGenerationsPath.default },
};
