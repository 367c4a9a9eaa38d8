import { isFields, local, readJson, writeStorage } from './web-storage';

/** The deployment's config.json as the last visit found it (public/shell.js reads this key too). */
const DEPLOYMENT_KEY = 'media-studio.deployment.v1';

/** A profile as a deployment lists it in config.json (never with a key). */
export interface ConfigProfile {
  id: string;
  name: string;
  gatewayUrl: string;
  paths?: unknown;
  balancePaths?: unknown;
  /** A price list offered with the profile (read row by row, as a stored one). */
  prices?: unknown;
}

/** What a deployment may preset in `config.json` beside index.html. */
export interface DeploymentConfig {
  gatewayUrl?: string | undefined;
  /** false hides the built-in demo gateway (a production host that must not show fake results). */
  demo?: boolean | undefined;
  /** Extra gateway profiles offered on this deploy; a person adds the keys. */
  profiles?: ConfigProfile[] | undefined;
}

function readConfigProfile(input: unknown): ConfigProfile | undefined {
  if (
    !isFields(input) ||
    typeof input.id !== 'string' ||
    !/^[\w-]{1,64}$/.test(input.id) ||
    input.id === 'default' ||
    typeof input.name !== 'string' ||
    input.name.length < 1 ||
    input.name.length > 60 ||
    typeof input.gatewayUrl !== 'string'
  )
    return undefined;
  const profile: ConfigProfile = { id: input.id, name: input.name, gatewayUrl: input.gatewayUrl };
  if ('paths' in input) profile.paths = input.paths;
  if ('balancePaths' in input) profile.balancePaths = input.balancePaths;
  if ('prices' in input) profile.prices = input.prices;
  return profile;
}

/** A deployment's `config.json`, checked; what does not match is ignored (with a warning). */
export function parseDeploymentConfig(input: unknown): DeploymentConfig | undefined {
  if (!isFields(input)) return undefined;
  const config: DeploymentConfig = {};
  const { gatewayUrl, demo, profiles } = input;
  if (gatewayUrl !== undefined) {
    if (typeof gatewayUrl !== 'string') return undefined;
    config.gatewayUrl = gatewayUrl;
  }
  if (demo !== undefined) {
    if (typeof demo !== 'boolean') return undefined;
    config.demo = demo;
  }
  if (profiles !== undefined) {
    if (!Array.isArray(profiles)) return undefined;
    const offered: ConfigProfile[] = [];
    for (const raw of profiles as unknown[]) {
      const profile = readConfigProfile(raw);
      if (profile === undefined) return undefined;
      offered.push(profile);
    }
    config.profiles = offered;
  }
  return config;
}

/**
 * The last visit's config.json. The first render uses it, so a deployment that presets its gateway
 * does not draw the demo banner and then take it away when its config arrives (a layout shift on
 * every visit). Nothing stored (no config.json, or a first visit) costs no parsing.
 */
export function rememberedDeploymentConfig(): DeploymentConfig | undefined {
  const raw = readJson(DEPLOYMENT_KEY);
  return raw === undefined ? undefined : parseDeploymentConfig(raw);
}

/** Kept for the next visit; a deployment without a config leaves nothing behind. */
export function rememberDeploymentConfig(config: DeploymentConfig): void {
  writeStorage(
    local(),
    DEPLOYMENT_KEY,
    Object.keys(config).length > 0 ? JSON.stringify(config) : null,
  );
}
