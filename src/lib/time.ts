/** "12 s", "3 min 4 s", "1 h 2 min": durations the way a person reads them. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 === 0 ? `${m} min` : `${m} min ${s % 60} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

export function formatTime(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A position in a song or clip as a player shows it: "1:12", with tenths when not whole ("0:03.4"). */
export function formatClock(seconds: number): string {
  const tenths = Math.max(0, Math.round(seconds * 10));
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  const clock = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return rest === 0 ? clock : `${clock}.${rest}`;
}
