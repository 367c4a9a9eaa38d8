// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE_ID, defaultBalancePaths, profilesStore, settingsStore } from './settings';
import { defaultPaths } from '@/testing/assumed-paths';

/** The stored names are a format: changing them loses every person's settings. */
const SETTINGS_KEY = 'media-studio.settings.v1';
const KEY_KEY = 'media-studio.api-key';
const PROFILES_KEY = 'media-studio.profiles.v1';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  settingsStore.init({});
});

const input = (over: Partial<Parameters<typeof profilesStore.save>[1]> = {}) => ({
  name: 'Relay',
  gatewayUrl: 'https://relay.example',
  apiKey: '',
  rememberKey: false,
  paths: defaultPaths,
  balancePaths: defaultBalancePaths,
  prices: [],
  ...over,
});

describe('gateway profiles', () => {
  it('the single settings of an earlier version are the first profile, key and storage rule included', () => {
    const paths = { ...defaultPaths, tuneFeedPath: '/tuneapi/feed/{ids}' };
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ gatewayUrl: 'https://old.example', paths }),
    );
    localStorage.setItem(KEY_KEY, 'sk-old');
    settingsStore.init({});
    const { profiles, activeId } = profilesStore.get();
    expect(profiles).toHaveLength(1);
    expect(activeId).toBe(DEFAULT_PROFILE_ID);
    expect(profiles[0]).toMatchObject({
      id: DEFAULT_PROFILE_ID,
      name: 'Main',
      gatewayUrl: 'https://old.example',
      apiKey: 'sk-old',
      rememberKey: true,
      paths,
    });
    expect(settingsStore.get()).toEqual({
      gatewayUrl: 'https://old.example',
      apiKey: 'sk-old',
      rememberKey: true,
      paths,
      demoAllowed: true,
    });
  });

  it('a second profile keeps its own key by the same rules, and never in the shared entries', () => {
    const b = profilesStore.add('Relay B');
    profilesStore.save(b.id, input({ apiKey: ' sk-b ' }));
    expect(sessionStorage.getItem(`${KEY_KEY}.${b.id}`)).toBe('sk-b');
    expect(localStorage.getItem(`${KEY_KEY}.${b.id}`)).toBeNull();
    profilesStore.save(b.id, input({ apiKey: 'sk-b', rememberKey: true }));
    expect(localStorage.getItem(`${KEY_KEY}.${b.id}`)).toBe('sk-b');
    expect(sessionStorage.getItem(`${KEY_KEY}.${b.id}`)).toBeNull();
    // The first profile's key is untouched, and no key is in the profiles entry.
    expect(localStorage.getItem(KEY_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILES_KEY)).not.toContain('sk-b');
    expect(localStorage.getItem(SETTINGS_KEY) ?? '').not.toContain('sk-b');
  });

  it('reads every profile and the active one back after a reload', () => {
    settingsStore.save({
      gatewayUrl: 'https://a.example',
      apiKey: 'sk-a',
      rememberKey: true,
      paths: defaultPaths,
    });
    const b = profilesStore.add();
    profilesStore.save(
      b.id,
      input({ name: 'B', gatewayUrl: 'https://b.example/api/', apiKey: 'sk-b', rememberKey: true }),
    );
    settingsStore.init({});
    const { profiles, activeId } = profilesStore.get();
    expect(profiles.map((p) => [p.name, p.gatewayUrl, p.apiKey])).toEqual([
      ['Main', 'https://a.example', 'sk-a'],
      ['B', 'https://b.example/api', 'sk-b'],
    ]);
    expect(activeId).toBe(b.id);
    expect(settingsStore.get().gatewayUrl).toBe('https://b.example/api');
    profilesStore.activate(DEFAULT_PROFILE_ID);
    settingsStore.init({});
    expect(settingsStore.get()).toMatchObject({ gatewayUrl: 'https://a.example', apiKey: 'sk-a' });
  });

  it('settingsStore saves the active profile only', () => {
    const b = profilesStore.add();
    settingsStore.save({
      gatewayUrl: 'https://b.example',
      apiKey: 'sk-b',
      rememberKey: false,
      paths: defaultPaths,
    });
    expect(profilesStore.get().profiles.find((p) => p.id === b.id)?.gatewayUrl).toBe(
      'https://b.example',
    );
    expect(profilesStore.get().profiles[0]?.gatewayUrl).toBe('');
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
  });

  it('removing a profile forgets its key and falls back to the first; the first cannot be removed', () => {
    const b = profilesStore.add();
    profilesStore.save(b.id, input({ apiKey: 'sk-b', rememberKey: true }));
    profilesStore.remove(DEFAULT_PROFILE_ID);
    expect(profilesStore.get().profiles).toHaveLength(2);
    profilesStore.remove(b.id);
    expect(profilesStore.get()).toMatchObject({ activeId: DEFAULT_PROFILE_ID });
    expect(profilesStore.get().profiles).toHaveLength(1);
    expect(localStorage.getItem(`${KEY_KEY}.${b.id}`)).toBeNull();
  });

  it('names new profiles apart', () => {
    const names = [profilesStore.add().name, profilesStore.add().name];
    expect(new Set(names).size).toBe(2);
  });

  it("a deployment's config.json offers profiles once: a deleted one does not come back", () => {
    const config = {
      profiles: [{ id: 'eu', name: 'EU relay', gatewayUrl: 'https://eu.example/' }],
    };
    settingsStore.init(config);
    // A first visit starts on the deploy's first profile.
    expect(profilesStore.active()).toMatchObject({
      id: 'eu',
      name: 'EU relay',
      gatewayUrl: 'https://eu.example',
      apiKey: '',
    });
    profilesStore.remove('eu');
    settingsStore.init(config);
    expect(profilesStore.get().profiles.map((p) => p.id)).toEqual([DEFAULT_PROFILE_ID]);
  });

  it('a damaged profiles entry leaves the first profile as it was', () => {
    settingsStore.save({
      gatewayUrl: 'https://a.example',
      apiKey: '',
      rememberKey: false,
      paths: defaultPaths,
    });
    localStorage.setItem(PROFILES_KEY, '{"activeId": 4, "others": [{"id": 1}, "x"');
    settingsStore.init({});
    expect(profilesStore.get().profiles).toHaveLength(1);
    expect(settingsStore.get().gatewayUrl).toBe('https://a.example');
  });
});
