import type { DeclaredCharge } from '@/jobs/account/charges';
import declared from './generator.json';

/**
 * What a Clip job is charged by, for the profile's price list (decision 048): one video per
 * request — its body names neither a model nor a length, so the price list's any-model price
 * per video applies. Plain data.
 */
export const charge: DeclaredCharge = { kind: declared.kind, per: 'video' };
