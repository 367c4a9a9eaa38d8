import { describe, expect, it } from 'vitest';
import { nextAddress, syncAddresses, validAddresses } from './addresses';

describe('several sync server addresses', () => {
  it('reads them separated by commas, spaces or lines, in order, each once', () => {
    expect(
      syncAddresses(' wss://a.example, wss://b.example\nwss://c.example wss://a.example '),
    ).toEqual(['wss://a.example', 'wss://b.example', 'wss://c.example']);
    expect(syncAddresses('wss://only.example')).toEqual(['wss://only.example']);
  });

  it('takes one to eight server addresses and nothing else', () => {
    expect(validAddresses('wss://a.example, ws://127.0.0.1:1234')).toBe(true);
    expect(validAddresses('wss://a.example, sync.example')).toBe(false);
    expect(validAddresses(' , ')).toBe(false);
    expect(
      validAddresses(Array.from({ length: 9 }, (_, i) => `wss://s${i}.example`).join(',')),
    ).toBe(false);
  });

  it('when one closes, the device tries the next, and the first after the last', () => {
    const addresses = ['wss://a.example', 'wss://b.example', 'wss://c.example'];
    expect(nextAddress(addresses, 'wss://a.example')).toBe('wss://b.example');
    expect(nextAddress(addresses, 'wss://c.example')).toBe('wss://a.example');
    expect(nextAddress(['wss://a.example'], 'wss://a.example')).toBe('wss://a.example');
  });
});
