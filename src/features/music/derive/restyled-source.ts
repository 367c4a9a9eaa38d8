import type { TuneClip } from '@/features/music/gateway-schema/tune';
import type { JobUpdate } from '@/jobs/job';
import { nonEmptyText } from '@/lib/text';

/**
 * What a covered, painted or persona-sung clip's record tells of its source (issue 26): a cover
 * names `cover_clip_id`, a painted clip its `type` and `continue_clip_id` (read before a plain
 * continuation, which names the same field), a persona's song `artist_clip_id`.
 */
export function restyledSource(metadata: TuneClip['metadata']): JobUpdate['source'] | null {
  const type = nonEmptyText(metadata?.type)?.toLowerCase() ?? '';
  const cover = nonEmptyText(metadata?.cover_clip_id);
  if (cover !== null) return { relation: 'cover', remoteId: cover, at: null };
  const painted = nonEmptyText(metadata?.continue_clip_id);
  if (painted !== null && (type === 'overpainting' || type === 'underpainting'))
    return { relation: type, remoteId: painted, at: null };
  const artist = nonEmptyText(metadata?.artist_clip_id);
  if (artist !== null) return { relation: 'persona', remoteId: artist, at: null };
  return null;
}
