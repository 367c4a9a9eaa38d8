import type { DeclaredCharge } from '@/jobs/account/charges';
import declared from './generator.json';

/**
 * What a Pixa job is charged by, for the profile's price list (decision 048): its model, by the
 * second of its duration (the form's `duration`, the record's `seconds`). Plain data.
 */
export const charge: DeclaredCharge = {
  kind: declared.kind,
  per: 'second',
  model: 'model',
  count: 'seconds',
  form: { count: 'duration' },
  models: ['v3.5', 'v4', 'v4.5', 'v5'],
};
