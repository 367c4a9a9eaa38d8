import { useSyncExternalStore } from 'react';
import { profilesStore, settingsStore, subscribeAll, type ProfilesState } from './profiles-store';
import { sessionKeyForgotten, type GatewayProfile, type GatewaySettings } from './stored-profiles';

/**
 * The gateway settings, one import for their readers: the profiles and their keys as stored
 * (`stored-profiles.ts`), this tab's stores of them (`profiles-store.ts`), the assumed paths'
 * generic rules (`assumed-paths.ts`; each generator declares its own in its folder's `paths.ts`),
 * the deployment's config.json (`deployment-config.ts`), and the React hooks below.
 */
export {
  gatewayPath,
  gatewayPaths,
  pathReader,
  type AssumedPathRule,
  type AssumedPathRules,
  type AssumedPaths,
} from './assumed-paths';
export {
  parseDeploymentConfig,
  rememberDeploymentConfig,
  rememberedDeploymentConfig,
  type ConfigProfile,
  type DeploymentConfig,
} from './deployment-config';
export {
  DEFAULT_PROFILE_ID,
  DEFAULT_PROFILE_NAME,
  defaultBalancePaths,
  jobProfileId,
  profileOfJob,
  sessionKeyForgotten,
  type BalancePaths,
  type GatewayProfile,
  type GatewaySettings,
} from './stored-profiles';
export {
  declareAssumedPaths,
  declaredPathDefaults,
  pageDemoAnswers,
  profilesStore,
  settingsStore,
  type ProfileInput,
  type ProfilesState,
} from './profiles-store';
export {
  PRICE_MODEL_MAX,
  PRICE_ROWS_MAX,
  PRICE_USD_MAX,
  priceUnits,
  sameModel,
  type PriceList,
  type PriceRow,
  type PriceUnit,
} from './price-list';
// Kept here too, where the assumed paths are: callers of the settings fill them with it.
export { fillPath } from './path';

const settingsSnapshot = () => settingsStore.get();
const profilesSnapshot = () => profilesStore.get();

export function useGatewaySettings(): GatewaySettings {
  return useSyncExternalStore(subscribeAll, settingsSnapshot, settingsSnapshot);
}

export function useGatewayProfiles(): ProfilesState {
  return useSyncExternalStore(subscribeAll, profilesSnapshot, profilesSnapshot);
}

/** The active profile when its session-only key is not in this session (`sessionKeyForgotten`), else null. */
export function useForgottenKey(): GatewayProfile | null {
  const { profiles, activeId } = useGatewayProfiles();
  const active = profiles.find((p) => p.id === activeId) ?? profiles[0];
  return active !== undefined && sessionKeyForgotten(active) ? active : null;
}
