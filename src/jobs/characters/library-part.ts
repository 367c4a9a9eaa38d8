import { t } from '@/i18n/i18n';
import type { LibraryPart } from '@/jobs/ledger/library-parts';
import {
  addMissingCharacters,
  allCharacters,
  characterRow,
  migrateCharacter,
  type Character,
} from './characters';

/**
 * The characters in the library file (issue 56), under `characters`: each whole, its pictures
 * inside it (decision 045), read as a stored one is (`migrateCharacter`); one that cannot be read
 * refuses the whole file, as a bad board or persona does. A file without the field imports as
 * before; an older studio ignores it. Characters this studio holds already are kept as they are.
 */
export const charactersPart: LibraryPart = {
  key: 'characters',
  collect: async () => (await allCharacters()).map(characterRow),
  read: (raw) => {
    const characters: Character[] = [];
    for (const [index, item] of (raw ?? [undefined]).entries()) {
      const read = migrateCharacter(item);
      if (!read.ok)
        return Promise.resolve({
          ok: false,
          message: t('character.badInFile', { n: index + 1, why: read.problem }),
        });
      characters.push(read.character);
    }
    return Promise.resolve({
      ok: true,
      add: async () => (characters.length > 0 ? addMissingCharacters(characters) : 0),
    });
  },
  imported: (count) => t('character.imported', { count }),
};
