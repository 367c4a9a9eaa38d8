import type { DeclaredCharge } from '@/jobs/account/charges';
import declared from './generator.json';

/**
 * What a Music job is charged by, for the profile's price list (decision 048): one song per
 * request, whatever takes it makes (relays charge the request). A song made from another that
 * names no model (stems, a joined song) takes the price list's any-model song price. Plain data.
 */
export const charge: DeclaredCharge = {
  kind: declared.kind,
  per: 'song',
  model: 'model',
  models: ['chirp-v4', 'chirp-v3-5', 'chirp-v3-0'],
};
