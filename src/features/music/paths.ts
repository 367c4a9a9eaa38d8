import { pathReader, type AssumedPathRules } from '@/gateway/assumed-paths';

/**
 * What this generator assumes where the contract shows nothing, stored per gateway profile (the
 * app hands these to the gateway before the first render; Settings → Advanced draws them from
 * `path-fields.ts`). Plain data: the demo's Node server and the e2e specs read it too.
 */
export const assumedPaths = {
  /** Music creation operation. */
  tuneCreatePath: { default: '/tune/generate' },
  /** Music feed; `{ids}` is replaced by comma-joined clip ids. */
  tuneFeedPath: { default: '/tune/feed/{ids}' },
  /** Music join: a continued clip made into one whole song. */
  tuneConcatPath: { default: '/tune/generate/concat' },
  /** Lyrics writing task (trailing slash as relays write it). */
  tuneLyricsPath: { default: '/tune/generate/lyrics/' },
  /** Lyrics task query; `{id}` is the task's id. */
  tuneLyricsQueryPath: { default: '/tune/lyrics/{id}' },
  /** Music persona: a voice made from a finished clip (trailing slash as relays write it). */
  tunePersonaPath: { default: '/tune/persona/create/' },
  /** Audio upload (issue 26): `POST` here, then `{id}/upload-finish`, `{id}`, `{id}/initialize-clip`. */
  tuneUploadPath: { default: '/tune/uploads/audio' },
  /** Style tags boost (issue 26): `{original_tags}` → `{upsampled_tags}`. */
  tuneTagsPath: { default: '/tune/act/tags' },
  /**
   * A finished song's timed lyrics and waveform (issue 26); `{clip_id}` is the clip's id. A gateway
   * without them: left empty, no song asks.
   */
  tuneTimingPath: { default: '/tune/act/timing/{clip_id}', optional: true },
  /**
   * A finished clip as a WAV file, and as MIDI (issue 56): `GET` here starts a conversion task
   * (`{code: "success", data: "<task id>"}`), followed at `tuneFetchPath`; `{clip_id}` is the clip's
   * id. The MIDI path is by analogy with the WAV one (field notes, "Faces").
   */
  tuneWavPath: { default: '/tune/act/wav/{clip_id}' },
  tuneMidiPath: { default: '/tune/act/midi/{clip_id}' },
  /** A conversion task's state (new-api's task envelope); `{id}` is the task's id. */
  tuneFetchPath: { default: '/tune/fetch/{id}' },
} as const satisfies AssumedPathRules;

/** This generator's path in a profile's paths: what it stores when that fits, else the default. */
export const musicPath = pathReader(assumedPaths);
