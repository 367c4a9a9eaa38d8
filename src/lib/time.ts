import { intlLocale, t } from '@/i18n/i18n';

/** "12 s", "3 min 4 s", "1 h 2 min": durations the way a person reads them, in the studio's language. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return t('format.seconds', { s });
  const m = Math.floor(s / 60);
  if (m < 60)
    return s % 60 === 0 ? t('format.minutes', { m }) : t('format.minutesSeconds', { m, s: s % 60 });
  return t('format.hoursMinutes', { h: Math.floor(m / 60), m: m % 60 });
}

const dateAndTime = { dateStyle: 'medium', timeStyle: 'short' } as const;
const dateOnly = { dateStyle: 'medium' } as const;
type DateShape = typeof dateAndTime | typeof dateOnly;

/**
 * One formatter per shape and language, made when first needed and again after a language
 * switch. `toLocaleString` with options builds a new `Intl.DateTimeFormat` on every call: a
 * tenth of a millisecond and more each, and the Library draws a date on each of ~110 tiles at
 * once (a Board filter choice over 20,000 jobs spent 29 ms in it; `npm run bench`).
 */
const formatters = new Map<DateShape, { locale: string; format: Intl.DateTimeFormat }>();

function dateFormat(ms: number, shape: DateShape): string {
  const locale = intlLocale();
  // A time no Date can hold reads as the browser writes it ("Invalid Date"), where `format` throws.
  if (Number.isNaN(new Date(ms).getTime())) return new Date(ms).toLocaleString(locale, shape);
  let made = formatters.get(shape);
  if (made?.locale !== locale) {
    made = { locale, format: new Intl.DateTimeFormat(locale, shape) };
    formatters.set(shape, made);
  }
  return made.format.format(ms);
}

/** A moment as the studio shows it, in its language: "Nov 28, 2026, 2:05 PM" in English. */
export function formatTime(ms: number): string {
  return dateFormat(ms, dateAndTime);
}

/** A day as the studio shows it, in its language: "Nov 28, 2026" in English. */
export function formatDate(ms: number): string {
  return dateFormat(ms, dateOnly);
}

/** A position in a song or clip as a player shows it: "1:12", with tenths when not whole ("0:03.4"). */
export function formatClock(seconds: number): string {
  const tenths = Math.max(0, Math.round(seconds * 10));
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  const clock = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return rest === 0 ? clock : `${clock}.${rest}`;
}
