import { describe, expect, it } from 'vitest';
import { gatewayName } from './gateway-name';

describe('gatewayName', () => {
  it.each([
    ['', 'Demo gateway'],
    ['https://gateway.example.com', 'gateway.example.com'],
    ['https://gateway.example.com/api/v2', 'gateway.example.com'],
    ['http://127.0.0.1:8787', '127.0.0.1:8787'],
    ['not a url', 'not a url'],
  ])('%j is shown as %j', (url, name) => {
    expect(gatewayName(url)).toBe(name);
  });
});
