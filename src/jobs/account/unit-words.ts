import type { PriceUnit } from '@/gateway/settings';
import type { MessageKey } from '@/i18n/i18n';

/**
 * Each unit of a price list in words (decision 048): `word` in "no price for … per {unit}", `per`
 * as Settings' "Per" choice names it ("second of video").
 */
export const unitWords = {
  second: { word: 'cost.unit.second', per: 'cost.per.second' },
  song: { word: 'cost.unit.song', per: 'cost.per.song' },
  picture: { word: 'cost.unit.picture', per: 'cost.per.picture' },
  video: { word: 'cost.unit.video', per: 'cost.per.video' },
} as const satisfies Record<PriceUnit, { word: MessageKey; per: MessageKey }>;
