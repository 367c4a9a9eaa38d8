import { describe, expect, it } from 'vitest';
import { toGptsRequest } from './request';

describe('toGptsRequest', () => {
  it('sends the id as the one user message, model get-gpts, no streaming', () => {
    expect(toGptsRequest('g-2fkFE8rbu')).toEqual({
      model: 'get-gpts',
      messages: [{ role: 'user', content: 'g-2fkFE8rbu' }],
      stream: false,
    });
  });
});
