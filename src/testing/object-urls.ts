import { afterEach, beforeEach } from 'vitest';
import { TEST_GATEWAY } from './demo-testbed';

/**
 * jsdom has neither `URL.createObjectURL` nor `URL.revokeObjectURL`: each test of the calling file
 * gets both, recording the object URLs made and revoked in order (the arrays are emptied before
 * each test), and the originals come back after it.
 */
export function stubObjectUrls(): { made: string[]; revoked: string[] } {
  const made: string[] = [];
  const revoked: string[] = [];
  const original = Object.getOwnPropertyDescriptors(URL);
  beforeEach(() => {
    made.length = 0;
    revoked.length = 0;
    URL.createObjectURL = () => {
      const url = `blob:${TEST_GATEWAY}/${made.length + 1}`;
      made.push(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
      const descriptor = original[name];
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });
  return { made, revoked };
}
