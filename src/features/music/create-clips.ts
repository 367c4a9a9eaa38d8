/** One music create (or join) answered with clips, and the model a derived song keeps: shared by every derived operation. */
import type { TuneClip, zTuneConcatAnswer, zTuneCreateAnswer } from '@/gateway/schemas/tune';
import type { CreateResult, GatewayContext } from '@/jobs/generator';
import { firstAnswer } from '@/jobs/status';
import type { MusicSource } from './derive';
import { clipKey, summariseClips } from './normalise';
import { musicModels } from './schema';

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
