import type { DeclaredCharge } from '@/jobs/account/charges';
import declared from './generator.json';

/**
 * What an Image job is charged by, for the profile's price list (decision 048): its model, by the
 * picture (the form's `n`, the record's `images`). Plain data.
 */
export const charge: DeclaredCharge = {
  kind: declared.kind,
  per: 'picture',
  model: 'model',
  count: 'images',
  form: { count: 'n' },
  models: ['imagemodel-1.0', 'imagemodel-1.0-hd'],
};
