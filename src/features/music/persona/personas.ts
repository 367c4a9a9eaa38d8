import { t } from '@/i18n/i18n';
import { ensureStore, lazyDatabase, topicsOf, type Database, type Schema } from '@/lib/idb';
import { useLiveRead } from '@/lib/live-query';
import { lazySchema, z } from '@/lib/zod';
import { readVersioned } from '@/jobs/ledger/migrations';

/**
 * Voices kept in the studio (issue 26: a music persona made from a finished take). The gateway
 * keeps the persona; the studio keeps its id, name and the take it came from, so the music form
 * can offer it. A database of the music folder's own; music's part hands the library file and the
 * synced document their section of it (`library-part.ts`, `personas-sync.ts`).
 */

/** The record's own version, so a later shape can be migrated on read. */
export const PERSONA_VERSION = 1;

export const zPersona = lazySchema(() =>
  z.object({
    /** The studio's own id: written before the gateway answers. */
    id: z.string().check(z.minLength(1)),
    /** The gateway's persona id; null while the request is out, or when its answer was lost. */
    remoteId: z.nullable(z.string().check(z.minLength(1))),
    name: z.string().check(z.minLength(1)),
    description: z._default(z.string(), ''),
    /** The generator it sings for, the gateway it lives at (its id means nothing elsewhere). */
    kind: z.string().check(z.minLength(1)),
    gateway: z.string(),
    /** The take its voice came from, and the library job holding that take (when there is one). */
    rootClipId: z.string().check(z.minLength(1)),
    jobId: z.nullable(z.string()),
    sourceTitle: z._default(z.nullable(z.string()), null),
    createdAt: z.number(),
  }),
);
export type Persona = z.infer<typeof zPersona>;

export interface PersonaRow {
  id: string;
  createdAt: number;
  v: number;
  [field: string]: unknown;
}

/**
 * A database of its own, as presets and storyboards have: losing it never touches a job. One store,
 * `personas`, keyed by id, with an index on `createdAt` (as Dexie's version 1 made it).
 */
export const personaSchema: Schema = {
  name: 'media-studio-personas',
  version: 10,
  upgrade: (db, tx) => ensureStore(db, tx, 'personas', 'id', ['createdAt']),
};

export interface PersonaStores {
  personas: PersonaRow;
}
export type PersonaDb = Database<PersonaStores>;

/** What a live read of the personas follows. */
const PERSONAS = topicsOf(personaSchema, 'personas');

/**
 * Opened as the ledger is (in memory with it when the browser's IndexedDB cannot be used, decision
 * 022), but only when the personas are first read or written (decision 035).
 */
export const personaDb = lazyDatabase<PersonaStores>(personaSchema);

/** Test seam, as `reopenStudioDb`. */
export function reopenPersonaDb(name: string): Promise<PersonaDb> {
  return personaDb.reopen(name);
}

export type PersonaRead = { ok: true; persona: Persona } | { ok: false; problem: string };

/** A stored or imported persona in today's shape; one from a later studio is left alone. */
export function migratePersona(raw: unknown): PersonaRead {
  const read = readVersioned(raw, {
    latest: PERSONA_VERSION,
    schema: zPersona,
    newer: (version) => t('music.persona.newer', { version }),
  });
  return read.ok ? { ok: true, persona: read.value } : read;
}

const row = (persona: Persona): PersonaRow => ({ ...persona, v: PERSONA_VERSION });

/** Every readable persona, newest first. */
export async function allPersonas(): Promise<Persona[]> {
  // Newest first (`createdAt` descending, as the index's reverse order).
  const rows = await (
    await personaDb()
  ).read(['personas'], (tx) => tx.store('personas').index('createdAt').getAll());
  return rows.reverse().flatMap((r) => {
    const read = migratePersona(r);
    return read.ok ? [read.persona] : [];
  });
}

/** Written before the request leaves, and again the moment its id arrives. */
export async function putPersona(persona: Persona): Promise<void> {
  const stored = row(zPersona.parse(persona));
  await (await personaDb()).write(['personas'], (tx) => tx.store('personas').put(stored));
}

/** Forgotten by the studio (the gateway may still keep it). */
export async function removePersona(id: string): Promise<void> {
  await (await personaDb()).write(['personas'], (tx) => tx.store('personas').delete(id));
}

/** From a library file: personas the studio does not hold yet are added, the others kept. */
export async function addMissingPersonas(personas: readonly Persona[]): Promise<{ added: number }> {
  const db = await personaDb();
  return db.write(['personas'], async (tx) => {
    const store = tx.store('personas');
    const have = new Set(
      (await store.getMany(personas.map((p) => p.id))).flatMap((r) => (r ? [r.id] : [])),
    );
    const fresh = personas.filter((p) => !have.has(p.id));
    await store.addMany(fresh.map(row));
    return { added: fresh.length };
  });
}

const noPersonas: Persona[] = [];
const readAll = () => allPersonas();

/** The personas, live across tabs: `undefined` until read; a store that cannot be read reads as none. */
export function usePersonas(): Persona[] | undefined {
  return useLiveRead(readAll, 'all', noPersonas, PERSONAS);
}
