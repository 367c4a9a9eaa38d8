// A leaf of derive/: derive.ts, create-clips.ts, infill.ts and restyle.ts all read it without a
// circle between them (issue 39 item 4); a version's made name is built here for the same reason.
import type { MadeName } from '@/jobs/job';
import { message, type StoredMessage } from '@/i18n/i18n';

/** The clip a derived music job starts from: the studio's job (when held), the clip id, its title. */
export interface MusicSource {
  jobId: string | null;
  clipId: string;
  title: string | null;
  model: string | null;
  /** An uploaded clip (`metadata.type` `upload`): continued with `task: "upload_extend"`. */
  uploaded?: boolean;
  /**
   * The source's name for what is made from it (`sourceName`: the person's name for it, else the
   * name it was made with, else its title); absent: its title.
   */
  name?: string | StoredMessage | null;
}

/** The words of a made name, by what was done (`messages/<locale>.json`, `music.made.*`). */
type MadeKey =
  | 'music.made.continue'
  | 'music.made.infill'
  | 'music.made.stems'
  | 'music.made.concat'
  | 'music.made.cover'
  | 'music.made.overpainting'
  | 'music.made.underpainting'
  | 'music.made.wav'
  | 'music.made.midi';

/**
 * The name a version made from `source` is made with (issue 40): "<source> — <what was done>",
 * kept as keys so it reads in the language of the moment. None when the source has no name at all.
 */
export function madeFrom(
  source: MusicSource,
  key: MadeKey,
  values: Record<string, string> = {},
): MadeName | null {
  const name = source.name ?? source.title;
  if (name === null || name === '') return null;
  // A stems job's two clips are parts, named each (in the order `stem_task: "two"` makes them).
  const takes =
    key === 'music.made.stems'
      ? [message('music.made.vocals', { name }), message('music.made.instrumental', { name })]
      : [];
  return { whole: message(key, { name, ...values }), takes };
}
