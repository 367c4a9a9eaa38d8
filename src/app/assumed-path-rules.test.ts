// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profilesStore, settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
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
    // Issue 56: a take's WAV and MIDI, the talking head, stored at their defaults.
    tuneWavPath: '/tune/act/wav/{clip_id}',
    tuneMidiPath: '/tune/act/midi/{clip_id}',
    tuneFetchPath: '/tune/fetch/{id}',
    avatarCreatePath: '/avatar/generation',
    avatarPollPath: '/avatar/task/{id}',
    avatarVideoField: 'work_video_path',
    // Picture editing (issue 56): a path, a form chosen from three, a model's name, a path.
    imageEditsPath: '/v1/images/edits',
    imageEditForm: 'multipart',
    imageEditModel: 'imagemodel-1.0-edit',
    generateContentPath: '/v1beta/models/{model}:generateContent',
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

describe("stored settings from before the generators declared their paths (today's format)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    settingsStore.init({});
  });

  it('every path the gateway kept is declared in a generator folder, with the same default', () => {
    const kept = Object.keys(storedBefore.paths).filter((key) => key !== 'imageUploadPath'); // the gateway's own
    expect(
      Object.keys(assumedPathRules)
        .filter((key) => kept.includes(key))
        .sort(),
    ).toEqual(kept.sort());
    // Declared since (issue 55: the GPT store's and From a link's), each with its default.
    expect(
      Object.keys(addedSince())
        .filter((key) => key in assumedPathRules)
        .sort(),
    ).toEqual(
      Object.keys(assumedPathRules)
        .filter((key) => !kept.includes(key))
        .sort(),
    );
  });

  it('loads unchanged, and is written back in the same shape', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(storedBefore));
    localStorage.setItem(PROFILES_KEY, JSON.stringify(storedProfilesBefore));
    settingsStore.init({});
    const [main, work] = profilesStore.get().profiles;
    expect(main).toMatchObject({ name: 'Home', ...storedBefore });
    // A damaged path falls back to its default, as it always did; the rest is as stored.
    expect(work?.paths).toEqual({
      ...addedSince(),
      ...storedBefore.paths,
      pixaTemplatesPath: '/templates',
      clipQueryPath: '/v1/clipapro/generations/{id}',
    });
    expect(settingsStore.get().paths).toBe(work?.paths);

    // Saved again without a change, the first profile's entry is what was stored, with the
    // settings declared since at their defaults.
    if (main === undefined) throw new Error('no first profile');
    profilesStore.save(main.id, { ...main, apiKey: '' });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null')).toEqual({
      ...storedBefore,
      paths: { ...addedSince(), ...storedBefore.paths },
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
      ...addedSince(),
      ...defaultsBefore(),
      tuneFeedPath: '/tuneapi/feed/{ids}',
    });
  });
});

/** The settings declared since that version (issue 55), at their defaults: a profile reads them so. */
function addedSince(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(defaultPaths).filter(([key]) => !(key in storedBefore.paths)),
  );
}

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
