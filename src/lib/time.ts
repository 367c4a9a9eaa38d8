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

export function formatTime(ms: number): string {
  return new Date(ms).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** A position in a song or clip as a player shows it: "1:12", with tenths when not whole ("0:03.4"). */
export function formatClock(seconds: number): string {
  const tenths = Math.max(0, Math.round(seconds * 10));
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  const clock = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return rest === 0 ? clock : `${clock}.${rest}`;
}
