// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatSettings } from '@/gateway/chat/chat-settings';
import { profilesStore, settingsStore } from '@/gateway/settings';
import { assumedPathRules } from './assumed-path-rules';

/** The stored names are a format: changing them loses every person's settings. */
const SETTINGS_KEY = 'media-studio.settings.v1';
const PROFILES_KEY = 'media-studio.profiles.v1';

/**
 * A first profile's entry exactly as the studio wrote it before the generators declared their
 * own paths (when gateway/settings.ts listed them): every path, three of them changed.
 */
const storedBefore = {
  gatewayUrl: 'https://relay.example/api',
  paths: {
    videoImageField: 'input_reference',
    clipQueryPath: '/v1/clipapro/generations/{id}',
    tuneCreatePath: '/suno/submit/music',
    tuneFeedPath: '/tuneapi/feed/{ids}',
    videoRemixPath: '/v1/videos/{id}/remix',
    clipExtendPath: '/v1/clipapro/generations/{id}/extend',
    tuneConcatPath: '/tune/generate/concat',
    tuneLyricsPath: '/tune/generate/lyrics/',
    tuneLyricsQueryPath: '/tune/lyrics/{id}',
    tunePersonaPath: '/tune/persona/create/',
    tuneUploadPath: '/tune/uploads/audio',
    tuneTagsPath: '/tune/act/tags',
    pixaTemplatesPath: '/pixa/video/templates',
    imageUploadPath: '/v1/uploads/images',
    tuneTimingPath: '',
    imageGenerationsPath: '/v1/images/generations',
  },
};
/** Another profile as the same version stored it, with a path of its own and one damaged. */
const storedProfilesBefore = {
  activeId: 'p1',
  main: { name: 'Home', balancePaths: { subscriptionPath: '', usagePath: '/u' } },
  others: [
    {
      id: 'p1',
      name: 'Work',
      gatewayUrl: 'https://work.example',
      paths: { ...storedBefore.paths, pixaTemplatesPath: '/templates', clipQueryPath: '' },
      balancePaths: {
        subscriptionPath: '/v1/dashboard/billing/subscription',
        usagePath: '/v1/dashboard/billing/usage',
      },
    },
  ],
  seenConfigIds: ['team'],
};

/** The chat family's settings (issue 55), which a profile stored before them reads at their defaults. */
const chatDefaults = Object.fromEntries(
  Object.entries(chatSettings).map(([key, rule]) => [key, rule.default]),
);

describe("stored settings from before the generators declared their paths (today's format)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    settingsStore.init({});
  });

  it('every path the gateway kept is declared in a generator folder, with the same default', () => {
    expect(Object.keys(assumedPathRules).sort()).toEqual(
      Object.keys(storedBefore.paths)
        .filter((key) => key !== 'imageUploadPath') // the gateway's own (its image upload)
        .sort(),
    );
  });

  it('loads unchanged, and is written back in the same shape', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(storedBefore));
    localStorage.setItem(PROFILES_KEY, JSON.stringify(storedProfilesBefore));
    settingsStore.init({});
    const [main, work] = profilesStore.get().profiles;
    expect(main).toMatchObject({ name: 'Home', ...storedBefore });
    // A damaged path falls back to its default, as it always did; the rest is as stored, and
    // what came since (the chat family's) reads at its defaults.
    expect(work?.paths).toEqual({
      ...storedBefore.paths,
      pixaTemplatesPath: '/templates',
      clipQueryPath: '/v1/clipapro/generations/{id}',
      ...chatDefaults,
    });
    expect(settingsStore.get().paths).toBe(work?.paths);

    // Saved again without a change, the first profile's entry is what was stored (with the
    // settings that came since, at their defaults).
    if (main === undefined) throw new Error('no first profile');
    profilesStore.save(main.id, { ...main, apiKey: '' });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null')).toEqual({
      ...storedBefore,
      paths: { ...storedBefore.paths, ...chatDefaults },
    });
  });

  it("a deployment's config.json profile takes its paths over the declared defaults, dropping unknown ones", () => {
    settingsStore.init({
      profiles: [
        {
          id: 'us',
          name: 'US relay',
          gatewayUrl: 'https://us.example',
          paths: { tuneFeedPath: '/tuneapi/feed/{ids}', notAPath: '/x' },
        },
      ],
    });
    const us = profilesStore.get().profiles.find((p) => p.id === 'us');
    expect(us?.paths).toEqual({
      ...defaultsBefore(),
      ...chatDefaults,
      tuneFeedPath: '/tuneapi/feed/{ids}',
    });
  });
});

/** The defaults as gateway/settings.ts listed them before this change. */
function defaultsBefore() {
  return {
    ...storedBefore.paths,
    videoImageField: 'image',
    tuneCreatePath: '/tune/generate',
    tuneFeedPath: '/tune/feed/{ids}',
    tuneTimingPath: '/tune/act/timing/{clip_id}',
  };
}
