import { z } from '@/lib/zod';
import type { JobImporter } from '../generator';

/**
 * The schema of a form that takes a generator's remote ids (follow a task by id, attach the id of
 * a create whose answer was lost): one field, `ids`, read by the generator's importer, whose
 * message for what it refuses is the field's error.
 */
export function zIdsForm(importer: JobImporter) {
  return z.object({
    ids: z.string().transform((input, ctx) => {
      const parsed = importer.parse(input);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.ids;
    }),
  });
}

export type IdsFormInput = z.input<ReturnType<typeof zIdsForm>>;
export type IdsFormValues = z.output<ReturnType<typeof zIdsForm>>;

export const idsFormDefaults: IdsFormInput = { ids: '' };
