import { isUuid } from '@/lib/id';
import {
  parseScenario,
  type DemoEngine,
  type DemoTask,
  type Scenario,
} from '@/gateway/demo/engine';
import {
  json,
  readJsonBody,
  scriptedCreate,
  type DemoResponse,
  type RouteContext,
} from '@/gateway/demo/http';

/**
 * What every music demo route reads a request with: the error body, a body's text fields and their
 * limits, a finished clip a request names, and telling an early answer from a step's result.
 */

/** FastAPI-style error body, as music gateways send it: `{"detail": "…"}`. */
export function detail(status: number, message: string): DemoResponse {
  return json(status, { detail: message });
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The first limit a body's text fields break, as the gateway words it; null when none is broken. */
export function lengthProblem(
  body: Record<string, unknown>,
  limits: Readonly<Record<string, number>>,
): string | null {
  for (const [field, max] of Object.entries(limits)) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string')
      return `${field} must be a string`;
    if (str(value).length > max) return `${field} is longer than ${max} characters`;
  }
  return null;
}

/**
 * A create that takes one text (a lyrics idea, style tags), read as each of them reads it: a JSON
 * body, the scenario tags in the text (a scripted failure answers before any check), then the text
 * required and within its limit.
 */
export function requiredText(
  ctx: RouteContext,
  field: string,
  max: number,
): { body: Record<string, unknown>; text: string; scenario: Scenario } | DemoResponse {
  const body = readJsonBody(ctx.request);
  if (body === null) return detail(400, 'request body must be a JSON object');
  const text = str(body[field]);
  const scenario = parseScenario(text);
  const scripted = scriptedCreate(scenario);
  if (scripted !== null) return scripted;
  if (text.trim() === '') return detail(400, `${field} is required`);
  if (text.length > max) return detail(400, `${field} is longer than ${max} characters`);
  return { body, text, scenario };
}

export function stripTags(text: string): string {
  return text
    .replace(/\[[a-z0-9-]+\]/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A finished clip named by a request, or the answer that says why it cannot be used. */
export function finishedSource(
  engine: DemoEngine,
  id: unknown,
  what: string,
): DemoTask | DemoResponse {
  if (typeof id !== 'string' || !isUuid(id)) return detail(400, `${what} must be a clip id`);
  const source = engine.get('tune', id.toLowerCase());
  if (source === undefined) return detail(404, 'Clip not found');
  if (engine.phase(source).phase !== 'succeeded') return detail(400, 'Clip is not complete yet');
  return source;
}

/** Whether a route's step answered already (an error to send back) instead of giving its result. */
export const isResponse = <T extends object>(value: T | DemoResponse): value is DemoResponse =>
  'status' in value && 'body' in value;
