import { LIBRARY_FORMAT } from '@/jobs/library-file';
import { LEDGER_SCHEMA_VERSION } from '@/jobs/ledger/migrations';
import type { Job } from '@/jobs/job';
import { generators } from '../e2e/fixtures/generators';

/** A library file of finished jobs at any size, as the benches import it (media on the app). */
export const PORT = Number(process.env.BENCH_APP_PORT ?? process.env.E2E_APP_PORT ?? 4180);
export const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Boards the jobs are spread over (issue 40: 20,000 jobs on 200 boards); 0 for none. */
export const BOARDS = Number(process.env.BENCH_BOARDS ?? 200);

/**
 * The generators whose finished jobs fill the library, and each one's result: those whose folder
 * declares a library job (`e2e.json`, `library`), found as the studio finds them (issue 39).
 */
const KINDS = generators.flatMap(({ kind, library }) =>
  library === undefined ? [] : [{ kind, media: library.media }],
);
const WORDS = [
  'harbour',
  'lantern',
  'meadow',
  'glacier',
  'neon',
  'orchard',
  'canyon',
  'violet',
  'tide',
  'ember',
];

/** Finished jobs in the library file's format, oldest first, spread over the last year. */
export function generatedLibrary(count: number, now = Date.now()): string {
  const jobs: Job[] = [];
  for (let i = 0; i < count; i += 1) {
    const { kind, media } = KINDS[i % KINDS.length] ?? { kind: 'video', media: 'video' };
    const at = now - (count - i) * 60_000;
    const audio = media === 'audio';
    jobs.push({
      id: `bench-${i}`,
      kind,
      gateway: 'https://demo-gateway.invalid',
      origin: 'imported',
      status: 'succeeded',
      statusWord: 'completed',
      retryAt: null,
      progress: 100,
      remoteIds: [`task_${i.toString(36)}`],
      prompt: `${WORDS[i % WORDS.length] ?? ''} ${WORDS[(i * 7) % WORDS.length] ?? ''} scene number ${i}`,
      fields: { model: `${kind}-model`, seconds: 5 },
      media: [
        {
          kind: audio ? 'audio' : 'video',
          url: `${ORIGIN}/demo/${audio ? 'tune-a.mp3' : 'sample.mp4'}`,
          viaGateway: false,
          poster: audio ? `${ORIGIN}/demo/cover.jpg` : `${ORIGIN}/demo/poster.jpg`,
          title: audio ? `Tune ${i}` : null,
          remoteId: null,
          status: null,
          durationSeconds: 5,
          error: null,
        },
      ],
      detail: null,
      error: null,
      errorMessage: null,
      pollError: null,
      createdAt: at,
      updatedAt: at + 30_000,
      changedAt: at + 30_000,
      completedAt: at + 30_000,
      favourite: i % 50 === 0,
      source: null,
      batch: null,
      profileId: null,
      setAside: false,
      notFound: null,
      name: null,
      madeName: null,
      // Spread over the boards, every tenth on a second one too: a result may be on several.
      boards:
        BOARDS === 0
          ? []
          : [
              `bench-board-${i % BOARDS}`,
              ...(i % 10 === 0 ? [`bench-board-${(i + 1) % BOARDS}`] : []),
            ],
      queue: null,
      frameStep: null,
    });
  }
  return JSON.stringify({
    format: LIBRARY_FORMAT,
    version: LEDGER_SCHEMA_VERSION,
    exportedAt: new Date(now).toISOString(),
    jobs,
    boards: Array.from({ length: BOARDS }, (_, n) => ({
      id: `bench-board-${n}`,
      name: `Board ${n}`,
      createdAt: now,
      updatedAt: now,
      v: 1,
    })),
  });
}
