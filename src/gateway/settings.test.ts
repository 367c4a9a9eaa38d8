// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillPath, profilesStore, sessionKeyForgotten, settingsStore } from './settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { defaultImageUploadPath } from './schemas/image-upload';
import { chatSettings } from './chat/chat-settings';

/** The stored names are a format: changing them loses every person's settings. */
const SETTINGS_KEY = 'media-studio.settings.v1';
const KEY_KEY = 'media-studio.api-key';

describe('fillPath', () => {
  it('fills the id into an assumed path', () => {
    expect(fillPath('/v1/clipapro/generations/{id}', { id: 'abc-123' })).toBe(
      '/v1/clipapro/generations/abc-123',
    );
  });

  it('escapes what could change the path or add a query', () => {
    expect(fillPath('/v1/clipapro/generations/{id}', { id: '../admin?x=1#y' })).toBe(
      '/v1/clipapro/generations/..%2Fadmin%3Fx%3D1%23y',
    );
    expect(fillPath('/x/{id}', { id: 'a b/c' })).toBe('/x/a%20b%2Fc');
  });

  it('keeps commas literal, so the tune feed takes many ids in one segment', () => {
    expect(fillPath('/tune/feed/{ids}', { ids: 'a1,b2,c3' })).toBe('/tune/feed/a1,b2,c3');
  });

  it('fills several placeholders, and an unknown one with nothing', () => {
    expect(fillPath('/{a}/{b}/{c}', { a: '1', b: '2' })).toBe('/1/2/');
  });
});

describe('settingsStore', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    settingsStore.init({});
  });

  it('keeps the key in sessionStorage by default, never in localStorage', () => {
    settingsStore.save({
      gatewayUrl: 'https://gw.example',
      apiKey: 'sk-1',
      rememberKey: false,
      paths: defaultPaths,
    });
    expect(sessionStorage.getItem(KEY_KEY)).toBe('sk-1');
    expect(localStorage.getItem(KEY_KEY)).toBeNull();
    expect(localStorage.getItem(SETTINGS_KEY)).not.toContain('sk-1');
  });

  it('after a browser restart, says a session-only key is missing before anything is sent (issue 38.10)', () => {
    settingsStore.save({
      gatewayUrl: 'https://gw.example',
      apiKey: 'sk-1',
      rememberKey: false,
      paths: defaultPaths,
    });
    expect(sessionKeyForgotten(profilesStore.active())).toBe(false);
    // The browser closes: sessionStorage goes, localStorage stays; the page opens again.
    sessionStorage.clear();
    settingsStore.init({});
    expect(sessionKeyForgotten(profilesStore.active())).toBe(true);
    // Only the fact is kept, never the key.
    expect(JSON.stringify({ ...localStorage })).not.toContain('sk-1');
    // Entered again, it is no longer missing; saved with no key, none is wanted.
    settingsStore.save({ ...settingsStore.get(), apiKey: 'sk-2' });
    expect(sessionKeyForgotten(profilesStore.active())).toBe(false);
    settingsStore.save({ ...settingsStore.get(), apiKey: '' });
    sessionStorage.clear();
    settingsStore.init({});
    expect(sessionKeyForgotten(profilesStore.active())).toBe(false);
  });

  it('a remembered key, or the demo, is never called missing after a restart', () => {
    settingsStore.save({
      gatewayUrl: 'https://gw.example',
      apiKey: 'sk-1',
      rememberKey: true,
      paths: defaultPaths,
    });
    sessionStorage.clear();
    settingsStore.init({});
    expect(sessionKeyForgotten(profilesStore.active())).toBe(false);
    expect(sessionKeyForgotten({ id: 'default', apiKey: '', gatewayUrl: '' })).toBe(false);
  });

  it('keeps the key in localStorage only when asked to remember it', () => {
    settingsStore.save({
      gatewayUrl: 'https://gw.example',
      apiKey: 'sk-1',
      rememberKey: true,
      paths: defaultPaths,
    });
    expect(localStorage.getItem(KEY_KEY)).toBe('sk-1');
    expect(sessionStorage.getItem(KEY_KEY)).toBeNull();
    expect(localStorage.getItem(SETTINGS_KEY)).not.toContain('sk-1');
  });

  it('forgets a remembered key when "remember" is turned off, and any key when it is cleared', () => {
    settingsStore.save({
      gatewayUrl: 'https://gw.example',
      apiKey: 'sk-1',
      rememberKey: true,
      paths: defaultPaths,
    });
    settingsStore.save({
      gatewayUrl: 'https://gw.example',
      apiKey: 'sk-1',
      rememberKey: false,
      paths: defaultPaths,
    });
    expect(localStorage.getItem(KEY_KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY_KEY)).toBe('sk-1');
    settingsStore.save({
      gatewayUrl: 'https://gw.example',
      apiKey: '  ',
      rememberKey: false,
      paths: defaultPaths,
    });
    expect(sessionStorage.getItem(KEY_KEY)).toBeNull();
    expect(settingsStore.get().apiKey).toBe('');
  });

  it('trims the key and the trailing slash of the URL, and tells subscribers', () => {
    let calls = 0;
    const unsubscribe = settingsStore.subscribe(() => (calls += 1));
    settingsStore.save({
      gatewayUrl: ' https://gw.example/prefix// ',
      apiKey: ' sk-1 ',
      rememberKey: false,
      paths: defaultPaths,
    });
    unsubscribe();
    expect(settingsStore.get()).toMatchObject({
      gatewayUrl: 'https://gw.example/prefix',
      apiKey: 'sk-1',
    });
    expect(calls).toBe(1);
  });

  it('reads back what it saved after a reload', () => {
    const paths = {
      ...defaultPaths,
      videoImageField: 'input_reference' as const,
      tuneFeedPath: '/tuneapi/feed/{ids}',
    };
    settingsStore.save({
      gatewayUrl: 'https://gw.example',
      apiKey: 'sk-1',
      rememberKey: true,
      paths,
    });
    settingsStore.init({});
    expect(settingsStore.get()).toEqual({
      gatewayUrl: 'https://gw.example',
      apiKey: 'sk-1',
      rememberKey: true,
      paths,
      demoAllowed: true,
    });
  });

  it('falls back to defaults when the stored settings are not JSON', () => {
    localStorage.setItem(SETTINGS_KEY, '{"gatewayUrl": "https://gw.exa');
    settingsStore.init({});
    expect(settingsStore.get()).toMatchObject({ gatewayUrl: '', paths: defaultPaths });
  });

  it('has one set of defaults: the documented paths, the same whether nothing or garbage is stored', () => {
    expect(defaultPaths).toEqual({
      videoImageField: 'image',
      clipQueryPath: '/v1/clipapro/generations/{id}',
      tuneCreatePath: '/tune/generate',
      tuneFeedPath: '/tune/feed/{ids}',
      videoRemixPath: '/v1/videos/{id}/remix',
      clipExtendPath: '/v1/clipapro/generations/{id}/extend',
      tuneConcatPath: '/tune/generate/concat',
      tuneLyricsPath: '/tune/generate/lyrics/',
      tuneLyricsQueryPath: '/tune/lyrics/{id}',
      tunePersonaPath: '/tune/persona/create/',
      pixaTemplatesPath: '/pixa/video/templates',
      tuneTimingPath: '/tune/act/timing/{clip_id}',
      tuneUploadPath: '/tune/uploads/audio',
      tuneTagsPath: '/tune/act/tags',
      imageGenerationsPath: '/v1/images/generations',
      // Issue 56: a take's WAV and MIDI, the talking head.
      tuneWavPath: '/tune/act/wav/{clip_id}',
      tuneMidiPath: '/tune/act/midi/{clip_id}',
      tuneFetchPath: '/tune/fetch/{id}',
      avatarCreatePath: '/avatar/generation',
      avatarPollPath: '/avatar/task/{id}',
      avatarVideoField: 'work_video_path',
      imageUploadPath: defaultImageUploadPath,
      chatPath: '/v1/chat/completions',
      chatModel: 'gpt-4o-mini',
      chatPromptImprove: chatSettings.chatPromptImprove.default,
      chatPromptExpand: chatSettings.chatPromptExpand.default,
      chatPromptShorter: chatSettings.chatPromptShorter.default,
      chatPromptTranslate: chatSettings.chatPromptTranslate.default,
      chatScriptToShots: chatSettings.chatScriptToShots.default,
      // The GPT store's and From a link's (issue 55).
      gptsFormat: 'chat',
      gptsSearchModel: 'search-gpts',
      gptsBatchModel: 'batch-get-gpts',
      gptsGizmoModelPrefix: 'gpt-4-gizmo-',
      gptsSearchPath: '/v2/gpts/search',
      gptsDetailsPath: '/v1/gpts/',
      linkSummaryPath: '/v1/link/summary',
      linkSubtitlePath: '/v1/link/subtitle',
      linkChatPath: '/v1/link/chat',
      // Issue 56's picture edit.
      imageEditsPath: '/v1/images/edits',
      imageEditForm: 'multipart',
      imageEditModel: 'imagemodel-1.0-edit',
      generateContentPath: '/v1beta/models/{model}:generateContent',
    });
    settingsStore.init({});
    expect(settingsStore.get().paths).toEqual(defaultPaths);
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        gatewayUrl: 'https://gw.example',
        paths: { videoImageField: 1, clipQueryPath: '', tuneCreatePath: null },
      }),
    );
    settingsStore.init({});
    expect(settingsStore.get().paths).toEqual(defaultPaths);
  });

  it('keeps an empty timed lyrics path (timing off for the profile), but not an empty required path', () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        gatewayUrl: 'https://gw.example',
        paths: { ...defaultPaths, tuneTimingPath: '', tuneFeedPath: '' },
      }),
    );
    settingsStore.init({});
    expect(settingsStore.get().paths).toMatchObject({
      tuneTimingPath: '',
      tuneFeedPath: defaultPaths.tuneFeedPath,
    });
  });

  it('keeps the good parts of a partly damaged entry', () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        gatewayUrl: 42,
        paths: { ...defaultPaths, videoImageField: 'picture', clipQueryPath: '/v1/clip/{id}' },
      }),
    );
    settingsStore.init({});
    expect(settingsStore.get()).toMatchObject({
      gatewayUrl: '',
      paths: { ...defaultPaths, videoImageField: 'image', clipQueryPath: '/v1/clip/{id}' },
    });
  });

  it('stored paths of the wrong shape become the defaults', () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ gatewayUrl: 'https://gw.example', paths: 'nope' }),
    );
    settingsStore.init({});
    expect(settingsStore.get()).toMatchObject({
      gatewayUrl: 'https://gw.example',
      paths: defaultPaths,
    });
  });

  it("a deployment's gateway URL is used until the person saves their own", () => {
    settingsStore.init({ gatewayUrl: 'https://preset.example' });
    expect(settingsStore.get().gatewayUrl).toBe('https://preset.example');
    settingsStore.save({ gatewayUrl: '', apiKey: '', rememberKey: false, paths: defaultPaths });
    settingsStore.init({ gatewayUrl: 'https://preset.example' });
    expect(settingsStore.get().gatewayUrl).toBe('');
  });

  it('a deployment without the demo never lands on it', () => {
    settingsStore.save({ gatewayUrl: '', apiKey: '', rememberKey: false, paths: defaultPaths });
    settingsStore.init({ gatewayUrl: 'https://preset.example', demo: false });
    expect(settingsStore.get()).toMatchObject({
      gatewayUrl: 'https://preset.example',
      demoAllowed: false,
    });
  });
});
