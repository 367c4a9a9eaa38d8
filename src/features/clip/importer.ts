import { t } from '@/i18n/i18n';
import type { JobImporter } from '@/jobs/generator';
import { oneIdImporter } from '@/jobs/forms/ids-form';
import { isUuid } from '@/lib/id';

/** A clip made elsewhere (or whose create answer was lost) is followed by its UUID. */
export const clipImporter: JobImporter = oneIdImporter({
  label: () => t('clip.import.label'),
  hint: () => t('clip.import.hint'),
  valid: isUuid,
  invalid: () => t('clip.import.invalid'),
  empty: () => t('clip.import.empty'),
});
