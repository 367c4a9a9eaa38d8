import { fromBase64, toBase64 } from '@/lib/base64';
import { t } from '@/i18n/i18n';
import type { LibraryPart } from '@/jobs/ledger/library-parts';
import { lazySchema, z } from '@/lib/zod';
import type { Storyboard } from './board/storyboard-db';
import { CAPTION_LOOKS, CAPTION_POSITIONS, CAPTION_SIZES } from './finish/caption-style';
import { TRANSITION_KINDS, TRANSITION_SECONDS } from './finish/transitions';
import { DUCK_DB_MAX, DUCK_DB_MIN } from './finish/ducking';

/**
 * The storyboards in the library file (issue 28): every board with its shots, trims, song and
 * size. A song from a file travels with its bytes (base64), as the board keeps them; a film's bytes
 * do not (they are a kept copy, like every result's). An imported file is untrusted: each board is
 * read with limits before anything is written, and one bad board refuses the file.
 */

/** A song file's bytes travel in the file up to this size (a long song at a high bitrate). */
export const SONG_FILE_LIMIT = 40 * 1024 * 1024;
const MAX_SHOTS = 500;
const MAX_TEXT = 300;
const MAX_SECONDS = 24 * 60 * 60;

const seconds = () => z.number().check(z.gte(0), z.lte(MAX_SECONDS));
const id = () => z.string().check(z.minLength(1), z.maxLength(MAX_TEXT));

const zBoardInFile = lazySchema(() =>
  z.object({
    id: id(),
    v: z.literal(1),
    name: z.string().check(z.maxLength(MAX_TEXT)),
    createdAt: z.number(),
    updatedAt: z.number(),
    shots: z
      .array(
        z.object({
          id: id(),
          jobId: id(),
          slot: z.number().check(z.int(), z.gte(0), z.lte(100)),
          inSeconds: seconds(),
          outSeconds: z.nullable(seconds()),
          durationSeconds: z.nullable(seconds()),
          /** Issue 54: into this shot from the one before (a file from before it: a cut). */
          transition: z.optional(
            z.object({
              kind: z.enum(TRANSITION_KINDS),
              seconds: z
                .number()
                .check(z.gte(TRANSITION_SECONDS.min), z.lte(TRANSITION_SECONDS.max)),
            }),
          ),
          /** Issue 56: who should be in the shot, by character id (a file from before it: as made). */
          characters: z.optional(z.nullable(z.array(id()).check(z.maxLength(20)))),
        }),
      )
      .check(z.maxLength(MAX_SHOTS)),
    soundtrack: z.nullable(
      z.object({
        from: z.union([
          z.object({
            kind: z.literal('job'),
            jobId: id(),
            slot: z.number().check(z.int(), z.gte(0), z.lte(100)),
          }),
          z.object({
            kind: z.literal('file'),
            name: z.string().check(z.maxLength(MAX_TEXT)),
            type: z.string().check(z.maxLength(100)),
            // base64 of at most SONG_FILE_LIMIT bytes.
            data: z
              .string()
              .check(
                z.maxLength(Math.ceil(SONG_FILE_LIMIT / 3) * 4),
                z.regex(/^[A-Za-z0-9+/]*={0,2}$/),
              ),
          }),
        ]),
        offsetSeconds: seconds(),
        volume: z.number().check(z.gte(0), z.lte(1)),
        fadeOutSeconds: seconds(),
        durationSeconds: z.nullable(seconds()),
      }),
    ),
    shotsVolume: z.number().check(z.gte(0), z.lte(1)),
    /** Issue 54: the song ducked under the shots' sound (a file from before it has none: off). */
    ducking: z.optional(
      z.object({ on: z.boolean(), db: z.number().check(z.gte(DUCK_DB_MIN), z.lte(DUCK_DB_MAX)) }),
    ),
    size: z.enum(['720p', '1080p']),
    /** Issue 54: how burned captions look (a file from before it has none: today's look). */
    captionStyle: z.optional(
      z.object({
        size: z.enum(CAPTION_SIZES),
        position: z.enum(CAPTION_POSITIONS),
        look: z.enum(CAPTION_LOOKS),
      }),
    ),
    filmJobId: z.nullable(id()),
  }),
);
export type BoardInFile = z.infer<typeof zBoardInFile>;

/** A song file's type as a blob's: an audio type as given, anything else as plain bytes. */
const audioType = (type: string) =>
  /^audio\/[a-z0-9.+-]+$/i.test(type) ? type.toLowerCase() : 'application/octet-stream';

async function boardToFile(board: Storyboard): Promise<BoardInFile> {
  const from = board.soundtrack?.from;
  const song =
    board.soundtrack === null || from === undefined
      ? null
      : from.kind === 'job'
        ? { ...board.soundtrack, from }
        : from.blob.size <= SONG_FILE_LIMIT
          ? {
              ...board.soundtrack,
              from: {
                kind: 'file' as const,
                name: from.name,
                type: from.blob.type,
                data: toBase64(new Uint8Array(await from.blob.arrayBuffer())),
              },
            }
          : // Too large to carry: the board travels without its song rather than not at all.
            null;
  return { ...board, soundtrack: song };
}

export const storyboardsPart: LibraryPart = {
  key: 'storyboards',
  async collect() {
    const { listStoryboards } = await import('./board/storyboard-db');
    return Promise.all((await listStoryboards()).map(boardToFile));
  },
  read(raw) {
    if (raw === null) return Promise.resolve({ ok: false, message: t('storyboard.file.notList') });
    const boards: BoardInFile[] = [];
    for (const [index, item] of raw.entries()) {
      const parsed = zBoardInFile.safeParse(item);
      if (!parsed.success)
        return Promise.resolve({
          ok: false,
          message: t('storyboard.file.bad', {
            n: index + 1,
            why: parsed.error.issues[0]?.path.join('.') ?? '',
          }),
        });
      boards.push(parsed.data);
    }
    return Promise.resolve({
      ok: true,
      add: async () => {
        const { addMissingStoryboards } = await import('./board/storyboard-db');
        return addMissingStoryboards(
          boards.map((board) => {
            const from = board.soundtrack?.from;
            return {
              ...board,
              soundtrack:
                board.soundtrack === null || from === undefined
                  ? null
                  : from.kind === 'job'
                    ? { ...board.soundtrack, from }
                    : {
                        ...board.soundtrack,
                        from: {
                          kind: 'file' as const,
                          name: from.name,
                          blob: new Blob([fromBase64(from.data)], { type: audioType(from.type) }),
                        },
                      },
            };
          }),
        );
      },
    });
  },
  imported: (count) => t('storyboard.file.imported', { count }),
};
