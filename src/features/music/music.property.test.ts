// @vitest-environment node
// Properties (fast-check) of the music form (schema → create body) and the clip-feed summary of a
// music job: each test names the invariant it protects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TuneClip, zTuneClip } from '@/features/music/gateway-schema/tune';
import { isTerminal, normaliseStatusWord, type RemoteStatus, remoteStatuses } from '@/jobs/status';
import { clipKey, pendingClipIds, summariseClips } from './normalise';
import { toMusicRequest } from './request';
import {
  DESCRIPTION_MAX,
  LYRICS_MAX,
  type MusicFormInput,
  musicModels,
  TAGS_MAX,
  TITLE_MAX,
  zMusicForm,
} from './schema';
import { padded, refusedAtBy, space, webAddress } from '@/testing/arbitraries';

const runs = { numRuns: 200 };

/**
 * What each mode may send (field notes): lyrics → prompt + tags + title; description →
 * gpt_description_prompt.
 */
const lyricsFields = ['prompt', 'tags', 'title', 'make_instrumental', 'mv'];
const descriptionFields = ['gpt_description_prompt', 'make_instrumental', 'mv'];

const expectRefusedAt = refusedAtBy(zMusicForm);

/** Text up to `max` characters once trimmed, the edge itself drawn often; blank when `min` is 0. */
const text = (max: number, min = 0) =>
  padded(
    fc.oneof(
      fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 80) }),
      fc.integer({ min: Math.max(min, max - 3), max }).map((n) => 'w'.repeat(n)),
    ),
  ).filter((t) => t.trim().length >= min && t.trim().length <= max);
/** Text the other mode keeps: anything at all, as long as the limits of the other mode. */
const anyText = fc.oneof(
  fc.string(),
  fc.integer({ min: 0, max: 5000 }).map((n) => 'x'.repeat(n)),
);

const lyricsForm: fc.Arbitrary<MusicFormInput> = fc
  .record({
    instrumental: fc.boolean(),
    tags: text(TAGS_MAX),
    title: text(TITLE_MAX),
    lyrics: text(LYRICS_MAX, 1),
    description: anyText,
    model: fc.constantFrom(...musicModels),
  })
  .chain((v) =>
    // An instrumental needs tags (its only guide) and may keep lyrics of any length: they are not sent.
    v.instrumental
      ? fc
          .tuple(text(TAGS_MAX, 1), anyText)
          .map(([tags, lyrics]) => ({ ...v, tags, lyrics, mode: 'lyrics' as const }))
      : fc.constant({ ...v, mode: 'lyrics' as const }),
  );

const descriptionForm: fc.Arbitrary<MusicFormInput> = fc.record({
  mode: fc.constant('description' as const),
  description: text(DESCRIPTION_MAX, 1),
  instrumental: fc.boolean(),
  model: fc.constantFrom(...musicModels),
  // Text kept in the other mode's fields never blocks a submit.
  lyrics: anyText,
  tags: anyText,
  title: anyText,
});

describe('the music form (property: valid input)', () => {
  it('lyrics mode sends prompt, tags and title, never a description', () => {
    fc.assert(
      fc.property(lyricsForm, (input) => {
        const body = toMusicRequest(zMusicForm.parse(input));
        expect(Object.keys(body).sort()).toEqual([...lyricsFields].sort());
        expect(body).not.toHaveProperty('gpt_description_prompt');
        expect(body.prompt).toBe(input.instrumental ? '' : input.lyrics.trim());
        expect(body.tags).toBe(input.tags.trim());
        expect(body.title).toBe(input.title.trim());
        expect(body.make_instrumental).toBe(input.instrumental);
        expect(musicModels).toContain(body.mv);
        expect((body.prompt as string).length).toBeLessThanOrEqual(LYRICS_MAX);
        expect((body.tags as string).length).toBeLessThanOrEqual(TAGS_MAX);
        expect((body.title as string).length).toBeLessThanOrEqual(TITLE_MAX);
      }),
      runs,
    );
  });

  it('description mode sends gpt_description_prompt, never lyrics, tags or title', () => {
    fc.assert(
      fc.property(descriptionForm, (input) => {
        const body = toMusicRequest(zMusicForm.parse(input));
        expect(Object.keys(body).sort()).toEqual([...descriptionFields].sort());
        expect(body.gpt_description_prompt).toBe(input.description.trim());
        expect((body.gpt_description_prompt as string).length).toBeGreaterThan(0);
        expect((body.gpt_description_prompt as string).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
        expect(body.make_instrumental).toBe(input.instrumental);
      }),
      runs,
    );
  });
});

/** Text 1–40 characters past `max` once trimmed. */
const over = (max: number) =>
  fc
    .tuple(fc.integer({ min: 1, max: 40 }), space)
    .map(([extra, pad]) => `${pad}${'w'.repeat(max + extra)}${pad}`);

describe('the music form (property: invalid input)', () => {
  it('refuses lyrics, tags or a title past their limits in lyrics mode, at that field', () => {
    const cases = fc.constantFrom(
      ['lyrics', LYRICS_MAX] as const,
      ['tags', TAGS_MAX] as const,
      ['title', TITLE_MAX] as const,
    );
    fc.assert(
      fc.property(
        lyricsForm,
        cases,
        fc.integer({ min: 1, max: 40 }),
        space,
        (input, [name, max], extra, pad) => {
          // Long lyrics only matter when they are sung.
          const sung = name === 'lyrics' ? { instrumental: false } : {};
          expectRefusedAt(
            { ...input, ...sung, [name]: `${pad}${'w'.repeat(max + extra)}${pad}` },
            name,
          );
        },
      ),
      runs,
    );
  });

  it('refuses blank lyrics for a song that is sung, and blank tags for an instrumental', () => {
    fc.assert(
      fc.property(lyricsForm, space, (input, blank) => {
        expectRefusedAt({ ...input, instrumental: false, lyrics: blank }, 'lyrics');
        expectRefusedAt({ ...input, instrumental: true, tags: blank }, 'tags');
      }),
      runs,
    );
  });

  it('refuses a blank description or one past 500 characters, at Description', () => {
    fc.assert(
      fc.property(descriptionForm, fc.oneof(space, over(DESCRIPTION_MAX)), (input, description) => {
        expectRefusedAt({ ...input, description }, 'description');
      }),
      runs,
    );
  });

  it('refuses an unknown mode or model, and a field of the wrong type, at that field', () => {
    const wrong = fc.constantFrom(null, undefined, 3, true, ['x']);
    fc.assert(
      fc.property(
        fc.oneof(lyricsForm, descriptionForm),
        fc.oneof(
          fc.tuple(
            fc.constant('mode'),
            fc.oneof(fc.constantFrom('Lyrics', 'lyric', 'prompt', ''), fc.string(), wrong),
          ),
          fc.tuple(
            fc.constant('model'),
            fc.oneof(fc.constantFrom('chirp-v5', 'CHIRP-V4', ' chirp-v4', ''), fc.string(), wrong),
          ),
          fc.tuple(
            fc.constantFrom('lyrics', 'tags', 'title', 'description', 'instrumental'),
            wrong,
          ),
        ),
        (input, [name, value]) => {
          const allowed: readonly unknown[] =
            name === 'mode'
              ? ['lyrics', 'description']
              : name === 'model'
                ? musicModels
                : name === 'instrumental'
                  ? [true, false]
                  : [];
          fc.pre(!allowed.includes(value));
          expectRefusedAt({ ...input, [name]: value }, name);
        },
      ),
      runs,
    );
  });
});

/** A field a gateway may also leave out or send as null. */
const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: arb }, fc.constantFrom(undefined, null));

/** The contract's clip states, case-bent, plus new and hostile words. */
const word = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.mixedCase(
      fc.constantFrom('submitted', 'queued', 'streaming', 'complete', 'error'),
    ),
  },
  fc.constantFrom('constructor', '__proto__', 'hasOwnProperty', 'done', 'paused', ''),
  fc.string(),
);
const urlish = fc.oneof(
  webAddress,
  fc.constantFrom('', '   ', 'javascript:alert(1)'),
  fc.string({ unit: 'binary' }),
);

/** A clip of the feed for one id, every field free to be missing, null or odd. */
const clipFor = (id: string) =>
  fc
    .record(
      {
        id: fc.constantFrom(id, id.toUpperCase()),
        status: maybe(word),
        audio_url: maybe(urlish),
        video_url: maybe(urlish),
        image_url: maybe(urlish),
        image_large_url: maybe(urlish),
        title: maybe(fc.string()),
        metadata: maybe(
          fc.record(
            {
              tags: maybe(fc.string()),
              prompt: maybe(fc.string()),
              duration: maybe(
                fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string()),
              ),
              error_message: maybe(fc.oneof(fc.string(), fc.constantFrom('', ' '))),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: ['id'] },
    )
    .map((raw) => zTuneClip.parse(raw));

/** A job's clip ids, and the clips the gateway told us about so far (some may be missing). */
const job = fc
  .uniqueArray(fc.uuid(), { minLength: 1, maxLength: 4, selector: (id) => id.toLowerCase() })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc
        .tuple(...ids.map((id) => fc.option(clipFor(id), { nil: undefined, freq: 5 })))
        .map((clips) => clips.filter((c): c is TuneClip => c !== undefined)),
    ),
  );

describe('summariseClips (property)', () => {
  it('holds its promises for any clips the feed may send', () => {
    fc.assert(
      fc.property(job, ([remoteIds, clips]) => {
        const byId = new Map(clips.map((clip) => [clipKey(clip.id), clip]));
        const update = summariseClips(remoteIds, byId);
        const statuses = remoteIds.map((id): RemoteStatus | 'missing' => {
          const clip = byId.get(clipKey(id));
          return clip === undefined ? 'missing' : normaliseStatusWord(clip.status);
        });
        const ended = (s: RemoteStatus | 'missing' | undefined) =>
          s === 'succeeded' || s === 'failed';
        expect(remoteStatuses).toContain(update.status);
        expect([null, 100]).toContain(update.progress ?? null);
        // Done only when every clip ended; a missing clip or an unknown word keeps the job going.
        if (statuses.includes('missing') || statuses.includes('unknown'))
          expect(isTerminal(update.status)).toBe(false);
        if (update.status === 'succeeded') {
          expect((update.media ?? []).some((m) => m.status === 'succeeded')).toBe(true);
        }
        if (update.status === 'failed') {
          expect(statuses.every((s) => s === 'failed')).toBe(true);
          expect(update.error?.trim()).toBeTruthy();
        }
        for (const media of update.media ?? []) {
          if (media.status === 'failed') expect(media.error?.trim()).toBeTruthy();
        }
        // The next poll asks for exactly the clips the card does not show as ended.
        const shown = new Map(
          (update.media ?? []).map((m) => [clipKey(m.remoteId ?? ''), m.status ?? undefined]),
        );
        const pending = pendingClipIds({ remoteIds, raw: update.raw });
        expect(pending).toEqual(remoteIds.filter((id) => !ended(shown.get(clipKey(id)))));
        expect(pending.length === 0).toBe(isTerminal(update.status));
      }),
      runs,
    );
  });

  // BUG (left out of the suite): a clip whose status is "complete" but that carries no audio_url
  // ends the job as "succeeded" with nothing to play, and polling stops, so the URL that comes later
  // is never fetched. Clip, pixa and pikb each keep following a "done" record without its URL.
  // Counterexample: one id, clip {status: "complete", audio_url: ""} → status "succeeded", media
  // url "". Fix: read a complete clip without audio as still running (see the report's diff).
  it('never succeeds without a clip a person can play (counterexample: complete, audio_url "")', () => {
    const id = '00000000-0000-1000-8000-000000000000';
    const clip = zTuneClip.parse({ id, status: 'complete', audio_url: '' });
    const update = summariseClips([id], new Map([[clipKey(id), clip]]));
    expect(update.status).not.toBe('succeeded');
    fc.assert(
      fc.property(job, ([remoteIds, clips]) => {
        const update = summariseClips(remoteIds, new Map(clips.map((c) => [clipKey(c.id), c])));
        if (update.status === 'succeeded') {
          expect(
            (update.media ?? []).some((m) => m.status === 'succeeded' && m.url.trim() !== ''),
          ).toBe(true);
        }
      }),
      runs,
    );
  });
});
