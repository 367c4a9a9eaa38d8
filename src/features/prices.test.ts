import { describe, expect, it } from 'vitest';
import { chargeRules } from '@/jobs/account/charges';
import { imageModels } from './image/schema';
import { musicModels } from './music/schema';
import { pixaModelSuggestions } from './pixa/schema';
import { videoModels } from './video/schema';

describe('each generator’s price rule (price.ts) against its form', () => {
  it('suggests in Settings the very models its form offers', () => {
    const rules = chargeRules();
    expect(rules.video?.models).toEqual(videoModels);
    expect(rules.pixa?.models).toEqual(pixaModelSuggestions);
    expect(rules.image?.models).toEqual(imageModels);
    expect(rules.music?.models).toEqual(musicModels);
  });

  it('is declared by every generator that creates paid work, and by no lookup', () => {
    expect(Object.keys(chargeRules()).sort()).toEqual(['clip', 'image', 'music', 'pixa', 'video']);
  });
});
