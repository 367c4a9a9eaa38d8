import { describe, expect, it } from 'vitest';
import { gatewayName, profileName } from './gateway-name';
import { DEFAULT_PROFILE_ID } from './settings';

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

describe('profileName', () => {
  it("says the first profile's untouched default in the studio's language, and any given name as written", () => {
    expect(profileName({ id: DEFAULT_PROFILE_ID, name: 'Main' })).toBe('Main');
    expect(profileName({ id: DEFAULT_PROFILE_ID, name: 'Studio A' })).toBe('Studio A');
    expect(profileName({ id: 'p2', name: 'Main' })).toBe('Main');
  });
});
