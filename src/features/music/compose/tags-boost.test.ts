import { describe, expect, it } from 'vitest';
import { connect } from '@/gateway/connection';
import { zTuneTagsAnswer } from '@/features/music/gateway-schema/tune-upload';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { boostTags, toTagsRequest, zTagsToBoost } from './tags-boost';

describe('style tags boost', () => {
  it('needs some tags, within the field’s 200 characters', () => {
    expect(zTagsToBoost.safeParse('  ').error?.issues[0]?.message).toBe(
      'Write a few style tags first: the boost expands them.',
    );
    expect(zTagsToBoost.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe(
      'Keep the style tags to 200 characters or fewer.',
    );
    expect(zTagsToBoost.parse(' lo-fi ')).toBe('lo-fi');
  });

  it('sends {original_tags} once to the assumed path and answers the upsampled tags', async () => {
    const bed = createDemoTestbed({ apiKey: 'k' });
    const connection = connect({ ...bed.settings, apiKey: 'k' }, bed.fetch);
    expect(toTagsRequest('lo-fi')).toEqual({ original_tags: 'lo-fi' });
    const tags = await boostTags(connection, 'lo-fi');
    expect(tags).toMatch(/^lo-fi, warm vinyl crackle/);
    expect(bed.requests.map((r) => [r.method, new URL(r.url).pathname, r.body])).toEqual([
      ['POST', '/tune/act/tags', '{"original_tags":"lo-fi"}'],
    ]);
    await expect(boostTags(connection, 'noise [502]')).rejects.toThrow();
  });

  it('an answer without upsampled tags is not offered', () => {
    expect(zTuneTagsAnswer.safeParse({ upsampled_tags: '  ' }).success).toBe(false);
    expect(zTuneTagsAnswer.parse({ upsampled_tags: 'a, b', request_id: null }).upsampled_tags).toBe(
      'a, b',
    );
  });
});
