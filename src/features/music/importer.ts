import { t } from '@/i18n/i18n';
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
  get label() {
    return t('music.import.label');
  },
  get hint() {
    return t('music.import.hint');
  },
  parse: (input) => {
    const tokens = input.split(/[\s,;]+/).filter((token) => token !== '');
    if (tokens.length === 0) return { error: t('music.import.empty') };
    const bad = tokens.filter((token) => !isUuid(token));
    if (bad.length > 0) {
      const shown = bad.slice(0, 3).map(quote).join(t('common.listSeparator'));
      return {
        error:
          bad.length > 3
            ? t('music.import.badMore', { shown, more: bad.length - 3 })
            : t('music.import.bad', { shown, count: bad.length }),
      };
    }
    // UUIDs are case-insensitive; vendors write them in lower case.
    const ids = [...new Set(tokens.map((token) => token.toLowerCase()))];
    if (ids.length > MAX_IMPORT_IDS)
      return { error: t('music.import.tooMany', { max: MAX_IMPORT_IDS, given: ids.length }) };
    return { ids };
  },
  summary: (ids) => ({
    prompt: '',
    fields: { imported: t('music.import.clips', { count: ids.length }) },
  }),
};
