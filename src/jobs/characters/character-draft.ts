import { t } from '@/i18n/i18n';
import { randomId } from '@/lib/id';
import { lazySchema, z } from '@/lib/zod';
import {
  CHARACTER_DESCRIPTION_MAX,
  CHARACTER_NAME,
  CHARACTER_NAME_MAX,
  CHARACTER_PICTURES_MAX,
  nameTaken,
  zCharacterPicture,
  type Character,
  type CharacterDraft,
} from './characters';

const zDraft = lazySchema(() =>
  z.object({
    name: z.string().check(
      z.trim(),
      z.minLength(1, { error: () => t('character.name.required') }),
      z.maxLength(CHARACTER_NAME_MAX, {
        error: () => t('character.name.tooLong', { max: CHARACTER_NAME_MAX }),
      }),
      z.regex(CHARACTER_NAME, { error: () => t('character.name.oneWord') }),
    ),
    description: z.string().check(
      z.trim(),
      z.maxLength(CHARACTER_DESCRIPTION_MAX, {
        error: () => t('character.description.tooLong', { max: CHARACTER_DESCRIPTION_MAX }),
      }),
    ),
    pictures: z.array(zCharacterPicture).check(
      z.minLength(1, { error: () => t('character.pictures.required') }),
      z.maxLength(CHARACTER_PICTURES_MAX, {
        error: () => t('character.pictures.tooMany', { max: CHARACTER_PICTURES_MAX }),
      }),
    ),
  }),
);

export type DraftProblems = Partial<Record<'name' | 'description' | 'pictures', string>>;

/**
 * The draft as a character to keep, or what is wrong with it by field: the schema's limits, and
 * a name no other character has (it is what `@` finds).
 */
export function checkDraft(
  draft: CharacterDraft,
  others: readonly Character[],
  now = Date.now(),
): { ok: true; character: Character } | { ok: false; problems: DraftProblems } {
  const parsed = zDraft.safeParse(draft);
  const problems: DraftProblems = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'description' || field === 'pictures') && !problems[field])
        problems[field] = issue.message;
    }
  if (problems.name === undefined && nameTaken(others, draft.name.trim(), draft.id))
    problems.name = t('character.name.taken', { name: draft.name.trim() });
  if (!parsed.success || Object.keys(problems).length > 0) return { ok: false, problems };
  const before = others.find((c) => c.id === draft.id);
  return {
    ok: true,
    character: {
      id: draft.id ?? `char-${randomId()}`,
      name: parsed.data.name,
      description: parsed.data.description,
      pictures: parsed.data.pictures,
      createdAt: before?.createdAt ?? now,
      updatedAt: Math.max(now, (before?.updatedAt ?? 0) + 1),
    },
  };
}
