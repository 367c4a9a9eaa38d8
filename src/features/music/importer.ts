import type { JobImporter } from '@/jobs/generator';
import { isUuid } from '@/lib/id';


/** More ids than this would be a paste gone wrong; the feed is asked for all of them each tick. */
export const MAX_IMPORT_IDS = 50;

function quote(id: string): string {
  return id.length > 40 ? `"${id.slice(0, 40)}…"` : `"${id}"`;
}

/**
 * Clips made elsewhere (another app, the vendor's site, a lost create answer) are followed by
 * their UUIDs. One import is one job holding all the pasted clips; repeated ids count once.
 */
export const musicImporter: JobImporter = {
  label: 'Clip IDs',
  hint: 'One or more clip ids (UUIDs), separated by commas, spaces or new lines.',
  parse: (input) => {
    const tokens = input.split(/[\s,;]+/).filter((token) => token !== '');
    if (tokens.length === 0) return { error: 'Paste at least one clip id.' };
    const bad = tokens.filter((token) => !isUuid(token));
    if (bad.length > 0) {
      const shown = bad.slice(0, 3).map(quote).join(', ');
      const more = bad.length > 3 ? ` and ${bad.length - 3} more` : '';
      return {
        error: `${shown}${more} ${bad.length === 1 ? 'is not a clip id' : 'are not clip ids'}: a clip id is a UUID, like 3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13.`,
      };
    }
    // UUIDs are case-insensitive; vendors write them in lower case.
    const ids = [...new Set(tokens.map((token) => token.toLowerCase()))];
    if (ids.length > MAX_IMPORT_IDS) return { error: `Follow at most ${MAX_IMPORT_IDS} clips at a time (${ids.length} given).` };
    return { ids };
  },
  summary: (ids) => ({ prompt: '', fields: { imported: ids.length === 1 ? '1 clip' : `${ids.length} clips` } }),
};
