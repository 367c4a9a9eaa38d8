import { tableCollection } from '@/jobs/sync/synced-collection';
import {
  characterDb,
  characterRow,
  characterTopics,
  migrateCharacter,
  type Character,
  type CharacterDb,
} from './characters';

/**
 * The characters of one database as they sync (decision 028), as presets do: the later edit
 * (`updatedAt`) wins whole on every device, a removal is a tombstone that never comes back, and a
 * peer's character is read as a stored one (`migrateCharacter`: its pictures' size and shape
 * checked). The frames made from them stay on the device that made them, as kept copies do.
 */
export function characterCollectionOf(db: () => CharacterDb | PromiseLike<CharacterDb>) {
  return tableCollection({
    name: 'characters',
    db,
    store: 'characters',
    topics: characterTopics,
    parse: (raw): Character | undefined => {
      const read = migrateCharacter(raw);
      return read.ok ? read.character : undefined;
    },
    stamp: (character) => character.updatedAt,
    row: characterRow,
  });
}

/** This studio's characters (`media-studio-characters`). */
export const characterCollection = characterCollectionOf(characterDb);
