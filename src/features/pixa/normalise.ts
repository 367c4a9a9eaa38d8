import { intlLocale, message, t, type MessageKey } from '@/i18n/i18n';
import { locales } from '@/i18n/locales';
import type { PixaRecord } from '@/features/pixa/gateway-schema';
import type { JobUpdate, MediaInput } from '@/jobs/job';
import { settleSucceeded, type RemoteStatus } from '@/jobs/status';
import { nonEmptyText } from '@/lib/text';
import { formatDuration } from '@/lib/time';

/**
 * `video_status` through a lookup table (field notes): 1 done, 5 and 10 generating, 7 failed
 * moderation, 8 failed, 6 deleted. Any other integer is "unknown": shown as such, and polled on.
 */
const statusTable: Record<number, { status: RemoteStatus; error?: MessageKey }> = {
  1: { status: 'succeeded' },
  5: { status: 'running' },
  10: { status: 'running' },
  6: { status: 'failed', error: 'pixa.status.deleted' },
  7: { status: 'failed', error: 'pixa.status.moderation' },
  8: { status: 'failed', error: 'pixa.status.failed' },
};

/**
 * The locales to look a template's name up in (each also by its language part). A browser whose
 * language the studio speaks has the studio's language first: the person chose it, and a template
 * is named like the page around it (a Chinese studio in an English browser says 温暖冬日). A browser
 * in a language the studio does not speak (German) comes first: the studio's English is only its
 * fallback, and the gateway may well name the template in German.
 */
export function preferredLocales(): string[] {
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  const studio = intlLocale();
  if (browser === '') return [studio];
  const base = browser.toLowerCase().split('-')[0] ?? '';
  const spoken = Object.keys(locales).some(
    (code) => code.toLowerCase() === base || code.toLowerCase() === browser.toLowerCase(),
  );
  return spoken ? [studio, browser] : [browser, studio];
}

function localeKey(locale: string): string {
  return locale.trim().toLowerCase().replace(/_/g, '-');
}

/**
 * The template's name in the person's language. `template_i18n_json` is a JSON document inside a
 * string, keyed by locale; the look-up goes locale ("pt-BR"), its language ("pt"), "en", then
 * `template_name`. The document comes from the vendor and can be malformed: that is never an error.
 */
export function templateName(
  record: Pick<PixaRecord, 'template_name' | 'template_i18n_json'>,
  locales: readonly string[] = preferredLocales(),
): string | null {
  const fallback = nonEmptyText(record.template_name);
  const text = record.template_i18n_json;
  if (typeof text !== 'string' || text.trim() === '') return fallback;
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (typeof names !== 'object' || names === null || Array.isArray(names)) return fallback;
  const byLocale = new Map(
    Object.entries(names).map(([key, value]) => [localeKey(key), nonEmptyText(value)]),
  );
  const wanted = locales.flatMap((l) => [localeKey(l), localeKey(l).split('-')[0] ?? '']);
  for (const key of [...wanted, 'en']) {
    const name = byLocale.get(key);
    if (name) return name;
  }
  return fallback;
}

/** "3 ahead in queue · about 40 s": what a person waits for, from `queue_data`. */
export function queueDetail(queue: PixaRecord['queue_data']): string | null {
  const count =
    typeof queue?.queue_count === 'number' && queue.queue_count > 0
      ? Math.round(queue.queue_count)
      : 0;
  const seconds =
    typeof queue?.queue_time === 'number' && queue.queue_time > 0 ? queue.queue_time : 0;
  const wait = formatDuration(seconds);
  if (count > 0 && seconds > 0) return t('pixa.queue.both', { count, wait });
  if (count > 0) return t('pixa.queue.ahead', { count });
  return seconds > 0 ? t('pixa.queue.about', { wait }) : null;
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function resultMedia(record: PixaRecord, url: string, title: string | null): MediaInput {
  return {
    kind: 'video',
    url,
    poster: nonEmptyText(record.first_frame),
    title,
    durationSeconds: positive(record.video_duration) ?? positive(record.duration),
  };
}

/** A pixa record → what it contributes to the job. The raw record is kept as it came. */
export function normalisePixaRecord(
  record: PixaRecord,
  locales: readonly string[] = preferredLocales(),
): JobUpdate {
  const code = typeof record.video_status === 'number' ? record.video_status : null;
  const statusWord = code === null ? 'no video_status' : `video_status ${code}`;
  const known = code === null ? undefined : statusTable[code];
  const template = templateName(record, locales);
  const width = positive(record.output_width);
  const height = positive(record.output_height);
  const fields: JobUpdate['fields'] = {
    ...(template ? { Template: template } : {}),
    ...(width !== null && height !== null ? { size: `${width}x${height}` } : {}),
  };
  const update: JobUpdate = { status: known?.status ?? 'unknown', statusWord, raw: record, fields };

  if (update.status === 'succeeded') {
    const url = nonEmptyText(record.url);
    if (url === null) {
      // Done without an address is still running for us (decision 008): keep asking until the URL shows up.
      return {
        ...update,
        status: settleSucceeded(update.status, false),
        statusWord: 'video_status 1 without a url',
        detail: t('pixa.doneWithoutAddress'),
      };
    }
    return { ...update, progress: 100, detail: null, media: [resultMedia(record, url, template)] };
  }
  if (update.status === 'failed') {
    const key = known?.error;
    // Kept as its key too, so the card words it in the language of the moment (issue 38).
    return key === undefined
      ? { ...update, detail: null, error: null }
      : { ...update, detail: null, error: t(key), errorMessage: message(key) };
  }
  const queueTime = record.queue_data?.queue_time;
  const queueCount = record.queue_data?.queue_count;
  // The queue's own estimate schedules the next poll (predictive polling, poll-forecast.ts); a
  // queue that tells only positions is followed by how fast they fall.
  const etaSeconds =
    typeof queueTime === 'number' && Number.isFinite(queueTime) && queueTime > 0 ? queueTime : null;
  const queueAhead =
    typeof queueCount === 'number' && Number.isFinite(queueCount) && queueCount >= 0
      ? queueCount
      : null;
  return { ...update, detail: queueDetail(record.queue_data), etaSeconds, queueAhead };
}
