import type { GatewayConnection } from '@/gateway/connection';
import { zTuneTagsAnswer, type TuneTagsRequest } from '@/features/music/gateway-schema/tune-upload';
import { intlLocale, t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { TAGS_MAX } from '@/features/music/schema';
import { musicPath } from '../paths';

/**
 * "Boost style tags" (issue 26): `POST /tune/act/tags {original_tags}` → `{upsampled_tags}` (the
 * assumed path `tuneTagsPath`). It only offers words for the Style tags field: it creates no song
 * and no ledger entry, so a lost answer costs nothing but asking again.
 */
export const zTagsToBoost = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: () => t('music.tags.boost.required') }),
    z.maxLength(TAGS_MAX, {
      error: () => t('music.tags.tooLong', { max: TAGS_MAX.toLocaleString(intlLocale()) }),
    }),
  ),
);

export const toTagsRequest = (tags: string): TuneTagsRequest => ({ original_tags: tags });

/** One POST; the suggested tags, as the gateway wrote them. */
export async function boostTags(
  connection: GatewayConnection,
  tags: string,
  signal?: AbortSignal,
): Promise<string> {
  const answer = await connection.client.json({
    method: 'POST',
    path: musicPath(connection.settings.paths, 'tuneTagsPath'),
    body: toTagsRequest(tags),
    schema: zTuneTagsAnswer,
    signal,
  });
  return answer.upsampled_tags;
}
