import { topicsOf } from '@/lib/idb';
import { tableCollection } from '@/jobs/sync/synced-collection';
import {
  PERSONA_VERSION,
  migratePersona,
  personaDb,
  personaSchema,
  type Persona,
  type PersonaDb,
} from './personas';

/**
 * A persona's stamp for sync (decision 028): a persona changes once, when the gateway's id
 * arrives, so one with its id wins over one still waiting for it. Two with ids are the same
 * persona (the gateway answered once): the one stored stays.
 */
export const personaStamp = (persona: Persona): number => (persona.remoteId === null ? 0 : 1);

/** The personas of one database as they sync: read like a library file's (`migratePersona`). */
export function personaCollectionOf(db: () => PersonaDb | PromiseLike<PersonaDb>) {
  return tableCollection({
    name: 'personas',
    db,
    store: 'personas',
    topics: topicsOf(personaSchema, 'personas'),
    parse: (raw): Persona | undefined => {
      const read = migratePersona(raw);
      return read.ok ? read.persona : undefined;
    },
    stamp: personaStamp,
    row: (persona) => ({ ...persona, v: PERSONA_VERSION }),
  });
}

/** This studio's personas (`media-studio-personas`). */
export const personaCollection = personaCollectionOf(personaDb);
