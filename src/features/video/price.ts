import type { DeclaredCharge } from '@/jobs/account/charges';
import declared from './generator.json';

/**
 * What a video job is charged by, for the profile's price list (decision 048): its model, by the
 * second. Plain data (the app reads it before the first render); the models are the form's own.
 */
export const charge: DeclaredCharge = {
  kind: declared.kind,
  per: 'second',
  model: 'model',
  count: 'seconds',
  models: ['videomodel-1.0-t2v', 'videomodel-1.0-i2v'],
};
