import type { ChatMessage } from '@/gateway/chat/chat';
import { chatSetting } from '@/gateway/chat/chat-settings';
import type { AssumedPaths } from '@/gateway/settings';
import { t } from '@/i18n/i18n';
import type { RowCells } from '@/jobs/batch/batch-form';
import type { ShotMaker } from '@/jobs/page-about';
import { extractDocument } from '@/lib/json-in-text';
import { lazySchema, z } from '@/lib/zod';

/** At most this many shots in one ask (the dialog's limit, and what an answer is cut to). */
export const MAX_SCRIPT_SHOTS = 24;
export const MAX_SCRIPT_CHARS = 8_000;

/** What the person asks for: the script, how many shots, with which generator, in which ratio. */
export interface ScriptAsk {
  script: string;
  count: number;
  kind: string;
  /** Null when the generator takes no ratio. */
  ratio: string | null;
}

/** The dialog's fields checked as one form: each message is said beside its field. */
export const zScriptAsk = lazySchema(() =>
  z.object({
    script: z.string().check(
      z.trim(),
      z.minLength(1, { error: () => t('storyboard.script.text.required') }),
      z.maxLength(MAX_SCRIPT_CHARS, {
        error: () => t('storyboard.script.text.tooLong', { max: MAX_SCRIPT_CHARS }),
      }),
    ),
    count: z
      .number({ error: () => t('storyboard.script.count.invalid', { max: MAX_SCRIPT_SHOTS }) })
      .check(
        z.int({ error: () => t('storyboard.script.count.invalid', { max: MAX_SCRIPT_SHOTS }) }),
        z.gte(1, { error: () => t('storyboard.script.count.invalid', { max: MAX_SCRIPT_SHOTS }) }),
        z.lte(MAX_SCRIPT_SHOTS, {
          error: () => t('storyboard.script.count.invalid', { max: MAX_SCRIPT_SHOTS }),
        }),
      ),
  }),
);

/** A shot's length as its generator's form starts it (5 s), said to the model as a guide. */
function defaultSeconds(maker: ShotMaker): string | null {
  const field = maker.fields.seconds;
  return field === undefined ? null : (maker.batch.defaults[field] ?? null);
}

/**
 * The ask: the profile's instructions for a script's shots as the system prompt, then the numbers
 * and the script in lines the instructions name ("Number of shots: 3").
 */
export function scriptMessages(
  ask: ScriptAsk,
  maker: ShotMaker,
  paths: AssumedPaths,
): ChatMessage[] {
  const seconds = defaultSeconds(maker);
  const lines = [
    `Number of shots: ${ask.count}`,
    ...(seconds === null ? [] : [`Seconds per shot: ${seconds}`]),
    ...(ask.ratio === null ? [] : [`Ratio: ${ask.ratio}`]),
    '',
    'Script:',
    ask.script.trim(),
  ];
  return [
    { role: 'system', content: chatSetting(paths, 'chatScriptToShots') },
    { role: 'user', content: lines.join('\n') },
  ];
}

/** One shot as the model wrote it, each field read loosely: a wrong one is the row's to fix. */
export interface ScriptShot {
  prompt: string;
  seconds: string | null;
  caption: string;
}

const zAnswer = lazySchema(() =>
  z.union([z.looseObject({ shots: z.array(z.unknown()) }), z.array(z.unknown())]),
);

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function shotOf(item: unknown): ScriptShot {
  const fields: Record<string, unknown> =
    typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const seconds = text(fields.seconds ?? fields.duration).trim();
  return {
    prompt: text(fields.prompt ?? fields.description),
    seconds: seconds === '' ? null : seconds,
    caption: text(fields.caption).trim(),
  };
}

export type ShotsAnswer = { ok: true; shots: ScriptShot[] } | { ok: false; reason: string };

/**
 * The shots in a model's answer, read as the field notes say chat documents come: a fenced JSON
 * block, else the first `{…}` in the text (prose around it is fine). `{shots: […]}` or a bare
 * list; at most 24. Anything else is named, and the answer's text is shown beside the reason.
 */
export function readShots(answer: string): ShotsAnswer {
  const found = extractDocument(answer);
  if (!found.ok) {
    const reason =
      found.problem === 'empty'
        ? t('storyboard.script.reason.empty')
        : found.problem === 'truncated'
          ? t('storyboard.script.reason.truncated')
          : found.problem === 'not-json'
            ? t('storyboard.script.reason.notJson')
            : t('storyboard.script.reason.noDocument');
    return { ok: false, reason };
  }
  const parsed = zAnswer.safeParse(found.value);
  if (!parsed.success) return { ok: false, reason: t('storyboard.script.reason.shape') };
  const items = Array.isArray(parsed.data) ? parsed.data : parsed.data.shots;
  if (items.length === 0) return { ok: false, reason: t('storyboard.script.reason.shape') };
  return { ok: true, shots: items.slice(0, MAX_SCRIPT_SHOTS).map(shotOf) };
}

/** A shot as its generator's batch form reads a row: its prompt, and its length and ratio where it takes them. */
export function shotCells(shot: ScriptShot, maker: ShotMaker, ratio: string | null): RowCells {
  const cells: Record<string, string> = { prompt: shot.prompt };
  const { seconds, ratio: ratioField } = maker.fields;
  if (seconds !== undefined && shot.seconds !== null) cells[seconds] = shot.seconds;
  if (ratioField !== undefined && ratio !== null) cells[ratioField.field] = ratio;
  return cells;
}

/** The ratio a generator starts at for this storyboard: the film's shape when it takes it. */
export function ratioFor(maker: ShotMaker | undefined, filmAspect: string): string {
  const ratio = maker?.fields.ratio;
  if (ratio === undefined || maker === undefined) return '';
  return ratio.choices.includes(filmAspect)
    ? filmAspect
    : (maker.batch.defaults[ratio.field] ?? ratio.choices[0] ?? '');
}
