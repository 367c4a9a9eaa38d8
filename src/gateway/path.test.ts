import { describe, expect, it } from 'vitest';
import { buildPath, routePattern } from './path';

describe('buildPath', () => {
  it('escapes every value as one segment, commas included', () => {
    expect(buildPath('/v1/videos/{id}/content', { id: 'a/b c?,' })).toBe(
      '/v1/videos/a%2Fb%20c%3F%2C/content',
    );
  });
});

describe('routePattern', () => {
  it('matches the template with any one segment per placeholder, and captures it', () => {
    const pattern = routePattern('/v1/videos/{id}/content');
    expect(pattern.exec('/v1/videos/video_1/content')?.slice(1)).toEqual(['video_1']);
    expect(pattern.test('/v1/videos/a/b/content')).toBe(false);
    expect(pattern.test('/v1/videos/video_1')).toBe(false);
    expect(pattern.test('/v1/videos//content')).toBe(false);
  });

  it('reads the template literally: dots and other pattern characters are not wildcards', () => {
    const pattern = routePattern('/v1.5/x+y');
    expect(pattern.test('/v1.5/x+y')).toBe(true);
    expect(pattern.test('/v1x5/xxy')).toBe(false);
  });

  it('matches a template without placeholders exactly, and nothing longer', () => {
    expect(routePattern('/tune/generate').test('/tune/generate')).toBe(true);
    expect(routePattern('/tune/generate').test('/tune/generate/x')).toBe(false);
  });
});
