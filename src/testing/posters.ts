import { beforeEach } from 'vitest';
import { reopenPostersDb } from '@/jobs/posters/posters-db';
import { forgetAsked } from '@/jobs/posters/posters';

let counter = 0;

/** Each test gets an empty database of posters of its own, and a page that has asked nothing. */
export function withFreshPosters(): void {
  beforeEach(async () => {
    counter += 1;
    await reopenPostersDb(`test-posters-${counter}-${Math.random().toString(36).slice(2)}`);
    forgetAsked();
  });
}
