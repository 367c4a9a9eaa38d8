import { watchLive } from '@/lib/live-query';
import { syncedCollection } from '@/jobs/sync/collections';
import {
  PERSONA_VERSION,
  migratePersona,
  personaDb,
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
export function personaCollectionOf(db: () => PersonaDb) {
  const all = async () =>
    (await db().personas.toArray()).flatMap((row) => {
      const read = migratePersona(row);
      return read.ok ? [read.persona] : [];
    });
  return syncedCollection<Persona>({
    name: 'personas',
    all,
    watch: (onChange) => watchLive(all, onChange),
    parse: (raw) => {
      const read = migratePersona(raw);
      return read.ok ? read.persona : undefined;
    },
    id: (persona) => persona.id,
    stamp: personaStamp,
    outgoing: (persona) => ({ ...persona, v: PERSONA_VERSION }),
    put: (personas) => mergePersonas(db(), personas),
    remove: (ids) => db().personas.bulkDelete([...ids]),
  });
}

/** This studio's personas (`media-studio-personas`). */
export const personaCollection = personaCollectionOf(() => personaDb);

/** Peers' personas: added, or written over one of this device's with an earlier stamp. */
async function mergePersonas(db: PersonaDb, personas: readonly Persona[]): Promise<void> {
  await db.transaction('rw', db.personas, async () => {
    const stored = await db.personas.bulkGet(personas.map((p) => p.id));
    const newer = personas.filter((persona, index) => {
      const read = migratePersona(stored[index]);
      return !read.ok || personaStamp(read.persona) < personaStamp(persona);
    });
    await db.personas.bulkPut(newer.map((persona) => ({ ...persona, v: PERSONA_VERSION })));
  });
}
