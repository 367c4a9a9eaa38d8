import type { JobImporter } from '@/jobs/generator';
import { isUuid } from '@/lib/id';


/** A clip made elsewhere (or whose create answer was lost) is followed by its UUID. */
export const clipImporter: JobImporter = {
  label: 'Clip ID',
  hint: 'The id (a UUID) a POST /v1/clipapro/generations answered with.',
  parse: (input) => {
    const id = input.trim();
    if (id === '') return { error: 'Paste the clip id.' };
    return isUuid(id) ? { ids: [id] } : { error: 'A clip id is a UUID, like 3f2b1c9e-8a4d-4f6b-9c1e-2d7a5b8e0f13.' };
  },
  summary: (ids) => ({ prompt: '', fields: { imported: ids.join(', ') } }),
};
