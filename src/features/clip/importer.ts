import { t } from '@/i18n/i18n';
import type { JobImporter } from '@/jobs/generator';
import { isUuid } from '@/lib/id';

/** A clip made elsewhere (or whose create answer was lost) is followed by its UUID. */
export const clipImporter: JobImporter = {
  get label() {
    return t('clip.import.label');
  },
  get hint() {
    return t('clip.import.hint');
  },
  parse: (input) => {
    const id = input.trim();
    if (id === '') return { error: t('clip.import.empty') };
    return isUuid(id) ? { ids: [id] } : { error: t('clip.import.invalid') };
  },
  summary: (ids) => ({ prompt: '', fields: { imported: ids.join(', ') } }),
};
