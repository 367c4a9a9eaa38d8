/** One music create (or join) answered with clips, and the model a derived song keeps: shared by every derived operation. */
import type {
  TuneClip,
  zTuneConcatAnswer,
  zTuneCreateAnswer,
} from '@/features/music/gateway-schema/tune';
import type { CreateResult, GatewayContext } from '@/jobs/generator';
import type { JobSummary } from '@/jobs/job';
import { firstAnswer } from '@/jobs/status';
import type { MusicSource } from './music-source';
import { clipKey, summariseClips } from '@/features/music/normalise';
import { musicModels } from '@/features/music/schema';

export async function createClips(
  { client, signal }: GatewayContext,
  path: string,
  body: unknown,
  schema: typeof zTuneCreateAnswer | typeof zTuneConcatAnswer,
): Promise<CreateResult> {
  const clips: TuneClip[] = await client.json({ method: 'POST', path, body, schema, signal });
  const remoteIds = [...new Set(clips.map((clip) => clip.id))];
  const update = summariseClips(remoteIds, new Map(clips.map((clip) => [clipKey(clip.id), clip])));
  return { remoteIds, update: firstAnswer(update) };
}

export const modelOf = (source: MusicSource) =>
  (musicModels as readonly string[]).includes(source.model ?? '')
    ? (source.model ?? 'chirp-v4')
    : 'chirp-v4';

/**
 * What a song made from another with new words records (continue, replace a section, cover,
 * paint): its words as the prompt, the source's model, its title and style. `keep` says what stands
 * in for a blank title (a cover keeps its source's) and whether it is instrumental.
 */
export function derivedSongSummary(
  source: MusicSource,
  values: { lyrics: string; tags: string; title: string },
  keep: { title?: string | null; instrumental?: boolean } = {},
): JobSummary {
  return {
    prompt: values.lyrics,
    fields: {
      mode: 'lyrics',
      model: modelOf(source),
      title: values.title || (keep.title ?? null),
      tags: values.tags || null,
      instrumental: keep.instrumental ?? false,
    },
  };
}
