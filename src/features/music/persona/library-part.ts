import { t } from '@/i18n/i18n';
import type { LibraryPart } from '@/jobs/ledger/library-parts';
import {
  PERSONA_VERSION,
  addMissingPersonas,
  allPersonas,
  migratePersona,
  type Persona,
} from './personas';

/**
 * The personas in the library file (issue 26), under the field `personas` they have always had: a
 * file without it imports as before, an older studio ignores it. Each carries its version and is
 * read as a stored one is (`migratePersona`); one that cannot be read refuses the whole file.
 * Personas the studio holds already are kept as they are. The store's database opens when it is
 * first used (decision 035), so importing it here costs music's part nothing at start.
 */
export const personasPart: LibraryPart = {
  key: 'personas',
  collect: async () => {
    return (await allPersonas()).map((p) => ({ ...p, v: PERSONA_VERSION }));
  },
  read: (raw) => {
    const personas: Persona[] = [];
    // Not a list: read as one persona that is not valid (the file is refused, saying so).
    for (const [index, item] of (raw ?? [undefined]).entries()) {
      const read = migratePersona(item);
      if (!read.ok)
        return Promise.resolve({
          ok: false,
          message: t('music.persona.badInFile', { n: index + 1, why: read.problem }),
        });
      personas.push(read.persona);
    }
    return Promise.resolve({
      ok: true,
      add: async () => (personas.length > 0 ? (await addMissingPersonas(personas)).added : 0),
    });
  },
  imported: (count) => t('music.persona.imported', { count }),
};
