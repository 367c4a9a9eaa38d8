import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportLibrary, importLibrary, type ImportOutcome } from '@/jobs/library-file';
import { registerLibraryPart } from '@/jobs/ledger/library-parts';
import { withFreshLedger } from '@/testing/ledger';
import {
  PERSONA_VERSION,
  allPersonas,
  putPersona,
  removePersona,
  reopenPersonaDb,
  type Persona,
} from './personas';
import { personasPart } from './library-part';

withFreshLedger();
// Music's part carries them in the library file; the app registers it from music's `part`.
beforeAll(() => registerLibraryPart(personasPart));
beforeEach(async () => {
  await reopenPersonaDb(`test-personas-${Math.random().toString(36).slice(2)}`);
});

/** How many personas an import added: music's section of the outcome, absent when none. */
const personasAdded = (outcome: ImportOutcome) =>
  outcome.ok ? (outcome.counts?.personas ?? 0) : outcome.message;

const persona: Persona = {
  id: 'local-1',
  remoteId: null,
  name: 'Harbour voice',
  description: 'warm',
  kind: 'music',
  gateway: 'http://g',
  rootClipId: 'c1',
  jobId: 'song',
  sourceTitle: 'Harbour',
  createdAt: 1,
};

describe('personas kept in the studio', () => {
  it('written before the answer (no id), then given its id; removable', async () => {
    await putPersona(persona);
    expect(await allPersonas()).toEqual([persona]);
    await putPersona({ ...persona, remoteId: 'p1' });
    expect((await allPersonas()).map((p) => p.remoteId)).toEqual(['p1']);
    await removePersona(persona.id);
    expect(await allPersonas()).toEqual([]);
  });

  it('travel in the library file: exported with their version, imported when missing', async () => {
    await putPersona({ ...persona, remoteId: 'p1' });
    const text = await exportLibrary('');
    const file = JSON.parse(text) as { personas: (Persona & { v: number })[] };
    expect(file.personas).toEqual([{ ...persona, remoteId: 'p1', v: PERSONA_VERSION }]);

    await reopenPersonaDb(`test-personas-empty-${Math.random().toString(36).slice(2)}`);
    expect(personasAdded(await importLibrary(text))).toBe(1);
    expect(await allPersonas()).toEqual([{ ...persona, remoteId: 'p1' }]);
    // Already here: kept as it is, nothing added.
    expect(personasAdded(await importLibrary(text))).toBe(0);
  });

  it('a persona the file cannot hold refuses the whole file; one from a newer studio says so', async () => {
    const file = (personas: unknown[]) =>
      JSON.stringify({
        format: 'media-studio-library',
        version: 1,
        exportedAt: '',
        jobs: [],
        personas,
      });
    expect(await importLibrary(file([{ v: 1, id: 'x' }]))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Persona 1 in the file is not valid/) as unknown,
    });
    expect(await importLibrary(file([{ ...persona, v: 9 }]))).toMatchObject({
      ok: false,
      message: expect.stringContaining('persona version 9') as unknown,
    });
    expect(await allPersonas()).toEqual([]);
  });
});
