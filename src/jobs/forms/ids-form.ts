import { z } from '@/lib/zod';
import type { JobImporter } from '../generator';
import { importedSummary } from '../summary-fields';

/**
 * The schema of a form that takes a generator's remote ids (follow a task by id, attach the id of
 * a create whose answer was lost): one field, `ids`, read by the generator's importer, whose
 * message for what it refuses is the field's error.
 */
export function zIdsForm(importer: JobImporter) {
  return z.object({
    ids: z.pipe(
      z.string(),
      z.transform((input, ctx) => {
        const parsed = importer.parse(input);
        if ('error' in parsed) {
          ctx.issues.push({ code: 'custom', message: parsed.error, input });
          return z.NEVER;
        }
        return parsed.ids;
      }),
    ),
  });
}

export type IdsFormInput = z.input<ReturnType<typeof zIdsForm>>;
export type IdsFormValues = z.output<ReturnType<typeof zIdsForm>>;

export const idsFormDefaults: IdsFormInput = { ids: '' };

/**
 * A generator's importer that follows one id at a time: the input trimmed, refused with `empty`
 * when blank (if the generator has words for it) or `invalid` when `valid` says no.
 */
export function oneIdImporter(spec: {
  label: () => string;
  hint: () => string;
  valid: (id: string) => boolean;
  invalid: () => string;
  empty?: () => string;
}): JobImporter {
  return {
    get label() {
      return spec.label();
    },
    get hint() {
      return spec.hint();
    },
    parse: (input) => {
      const id = input.trim();
      if (id === '' && spec.empty) return { error: spec.empty() };
      return spec.valid(id) ? { ids: [id] } : { error: spec.invalid() };
    },
    summary: importedSummary,
  };
}
