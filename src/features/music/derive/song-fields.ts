import { intlLocale, t } from '@/i18n/i18n';
import { z } from '@/lib/zod';
import { LYRICS_MAX, TAGS_MAX, TITLE_MAX } from '@/features/music/schema';

/**
 * What the forms of a song made from another share (continue, replace a section, cover, paint):
 * the checks of its new words and of a time in its source. A module of its own, so `derive.ts`
 * and `infill.ts` (which import each other's types) both read them from one place.
 */

const count = (n: number) => n.toLocaleString(intlLocale());

/** Seconds with one decimal: what a person reads off a player and types back. */
export const roundSeconds = (seconds: number): number => Math.round(seconds * 10) / 10;

// Functions: each message is read when shown, in the language of that moment.
export const lyricsText = () =>
  z.string().check(
    z.trim(),
    z.maxLength(LYRICS_MAX, {
      error: () => t('music.lyrics.tooLong', { max: count(LYRICS_MAX) }),
    }),
  );
export const tagsText = () =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(TAGS_MAX, { error: () => t('music.tags.tooLong', { max: count(TAGS_MAX) }) }),
    );
export const titleText = () =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(TITLE_MAX, { error: () => t('music.title.tooLong', { max: count(TITLE_MAX) }) }),
    );

/** A time in a song `limit` seconds long (null: unknown, only the gateway's bounds), else `message`. */
export const secondsInSong = (limit: number | null, message: () => string) =>
  z.number({ error: message }).check(
    z.gte(0, { error: message }),
    z.refine((at) => limit === null || at <= limit, { error: message }),
  );
