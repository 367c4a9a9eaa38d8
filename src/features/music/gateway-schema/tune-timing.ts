import { lazySchema, z } from '@/lib/zod';
import { fillPath } from '@/gateway/path';

/**
 * Timed lyrics and a waveform (issue 26, item 8): `GET /tune/act/timing/{clip_id}` (assumed path
 * `tuneTimingPath`) → `{aligned_words: [{word, start_s, end_s, success, p_align}], waveform_data,
 * hoot_cer, is_streamed}` (field notes). Nothing of it is in the contract, so everything is read
 * tolerantly: a word whose times cannot be used is dropped, not the answer; numbers may come as
 * numeric strings; some relays wrap the answer in `{data: …}`. An answer with no usable word and no
 * waveform is still an answer — the studio then shows the plain lyrics.
 */

/** A finite number, or a numeric string: anything else reads as "not known". */
const zSeconds = lazySchema(() =>
  z.pipe(
    z.nullish(z.union([z.number(), z.string()])),
    z.transform((value) => {
      if (value === null || value === undefined || value === '') return null;
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : null;
    }),
  ),
);

const zAlignedWordRaw = lazySchema(() =>
  z.looseObject({
    word: z.string(),
    start_s: zSeconds,
    end_s: zSeconds,
    success: z.nullish(z.boolean()),
    p_align: zSeconds,
  }),
);

/** One sung word and when: `word` as the aligner wrote it (it may carry `[Verse]\n`, spaces). */
export interface AlignedWord {
  word: string;
  startS: number;
  endS: number;
  /** false: the aligner placed this word by guess (it is still timed). */
  success: boolean;
  /** The aligner's confidence, 0–1, when it says. */
  pAlign: number | null;
}

/** Each word on its own: a malformed one is dropped, the rest kept. */
const zAlignedWords = lazySchema(() =>
  z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((items): AlignedWord[] => {
      const words: AlignedWord[] = [];
      for (const item of items ?? []) {
        const parsed = zAlignedWordRaw.safeParse(item);
        if (!parsed.success) continue;
        const { word, start_s: start, end_s: end, success, p_align: pAlign } = parsed.data;
        if (start === null || start < 0) continue;
        words.push({
          word,
          startS: start,
          endS: end !== null && end >= start ? end : start,
          success: success !== false,
          pAlign,
        });
      }
      return words.sort((a, b) => a.startS - b.startS);
    }),
  ),
);

/**
 * Peaks from 0 to 1, in time order over the whole song. Sent as numbers (some relays: numeric
 * strings), on any scale: larger values are scaled down to 1; negative or unreadable ones read 0.
 */
const zWaveform = lazySchema(() =>
  z.pipe(
    z.catch(z.nullish(z.array(z.unknown())), null),
    z.transform((items): number[] => {
      const values = (items ?? []).map((item) => {
        const n = typeof item === 'number' ? item : typeof item === 'string' ? Number(item) : NaN;
        return Number.isFinite(n) ? Math.abs(n) : 0;
      });
      const peak = Math.max(0, ...values);
      return peak > 1 ? values.map((v) => v / peak) : values;
    }),
  ),
);

const zTimingBody = lazySchema(() =>
  z.looseObject({
    aligned_words: z.catch(zAlignedWords, []),
    waveform_data: zWaveform,
    hoot_cer: z.catch(zSeconds, null),
    is_streamed: z.catch(z.nullish(z.boolean()), null),
  }),
);

export interface TuneTiming {
  words: AlignedWord[];
  waveform: number[];
}

/** The answer, bare or wrapped in `{data: …}`. */
export const zTuneTiming = lazySchema(() =>
  z.pipe(
    z.union([
      z.pipe(
        z.looseObject({ data: zTimingBody }),
        z.transform((value) => value.data),
      ),
      zTimingBody,
    ]),
    z.transform((body): TuneTiming => ({
      words: body.aligned_words,
      waveform: body.waveform_data,
    })),
  ),
);

/** `{clip_id}` is the finished clip's id. */
export const tuneTimingPath = (template: string, clipId: string): string =>
  fillPath(template, { clip_id: clipId });
