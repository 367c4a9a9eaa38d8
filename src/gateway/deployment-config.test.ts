// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberDeploymentConfig, rememberedDeploymentConfig, settingsStore } from './settings';

/** A stored name is a format: public/shell.js reads this one before any module runs. */
const DEPLOYMENT_KEY = 'media-studio.deployment.v1';

describe("the deployment's config.json, remembered for the next visit's first render", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => settingsStore.init({}));

  it('a first visit (or a deployment without a config) remembers nothing', () => {
    expect(rememberedDeploymentConfig()).toBeUndefined();
    rememberDeploymentConfig({});
    expect(localStorage.getItem(DEPLOYMENT_KEY)).toBeNull();
    expect(rememberedDeploymentConfig()).toBeUndefined();
  });

  it('a config that presets a gateway is kept under the key shell.js reads, and starts the next visit on that gateway', () => {
    rememberDeploymentConfig({ gatewayUrl: 'https://gateway.example.com', demo: false });
    expect(JSON.parse(localStorage.getItem(DEPLOYMENT_KEY) ?? 'null')).toEqual({
      gatewayUrl: 'https://gateway.example.com',
      demo: false,
    });
    const remembered = rememberedDeploymentConfig();
    expect(remembered).toEqual({ gatewayUrl: 'https://gateway.example.com', demo: false });
    settingsStore.init(remembered ?? {});
    expect(settingsStore.get()).toMatchObject({
      gatewayUrl: 'https://gateway.example.com',
      demoAllowed: false,
    });
  });

  it('a deployment that drops its config is forgotten', () => {
    rememberDeploymentConfig({ gatewayUrl: 'https://gateway.example.com' });
    rememberDeploymentConfig({});
    expect(localStorage.getItem(DEPLOYMENT_KEY)).toBeNull();
  });

  it('a damaged entry is no config, never a crash', () => {
    localStorage.setItem(DEPLOYMENT_KEY, '{"gatewayUrl": 42');
    expect(rememberedDeploymentConfig()).toBeUndefined();
    localStorage.setItem(DEPLOYMENT_KEY, '{"gatewayUrl": 42}');
    expect(rememberedDeploymentConfig()).toBeUndefined();
  });
});
