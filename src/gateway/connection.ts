import { useMemo } from 'react';
import { createGatewayClient, type FetchLike, type GatewayClient } from './client';
import { checkReachable, type Reachability } from './reachability';
import type { FormUpload } from './upload';
import {
  jobProfileId,
  profileOfJob,
  useGatewayProfiles,
  useGatewaySettings,
  type GatewayProfile,
  type GatewaySettings,
} from './settings';

/**
 * The demo gateway's base URL. `.invalid` can never resolve, so nothing aimed at it can leave the
 * browser by accident: the injected fetch answers it in-page.
 */
export const DEMO_BASE_URL = 'https://demo-gateway.invalid';

/** Loaded on first use only, so a studio pointed at a real gateway never downloads the demo. */
const demoFetch: FetchLike = async (url, init) => {
  const { fetchFromBrowserDemo } = await import('./demo/browser');
  return fetchFromBrowserDemo(url, init);
};

/** A real gateway's storage: the upload's code comes with the first file sent (issue 57). */
const storageUpload: FormUpload = async (request) => {
  const { xhrUpload } = await import('./upload');
  return xhrUpload(request);
};

/** Demo mode's storage for an audio upload, loaded with the demo. */
const demoUpload: FormUpload = async (request) => {
  const { uploadToBrowserDemo } = await import('./demo/browser');
  return uploadToBrowserDemo(request);
};

export interface GatewayConnection {
  client: GatewayClient;
  isDemo: boolean;
  settings: GatewaySettings;
  /** The profile this connection speaks for, as a job stores it (null: the first profile). */
  profileId: string | null;
  /** The transport itself, for probes that must choose their own mode (the connection check). */
  transport: FetchLike;
  /** Can the gateway be reached at all? One cheap request, no key (`reachability.ts`). */
  reach(): Promise<Reachability>;
  /** A file to the storage the gateway named (an audio upload): never with the key. */
  upload: FormUpload;
}

export function connect(
  settings: GatewaySettings,
  realFetch: FetchLike = (u, i) => fetch(u, i),
  profileId: string | null = null,
): GatewayConnection {
  const isDemo = settings.gatewayUrl === '';
  const baseUrl = isDemo ? DEMO_BASE_URL : settings.gatewayUrl;
  const transport = isDemo ? demoFetch : realFetch;
  return {
    isDemo,
    settings,
    profileId,
    transport,
    client: createGatewayClient({
      baseUrl,
      apiKey: settings.apiKey,
      fetch: transport,
      // The demo needs no key: its scripted 401 is a key refused, never a key missing.
      keyNeeded: !isDemo,
    }),
    reach: () => checkReachable(transport, baseUrl),
    upload: isDemo ? demoUpload : storageUpload,
  };
}

/** A profile's connection: its URL, its key, its paths. */
export function connectProfile(
  profile: GatewayProfile,
  demoAllowed: boolean,
  realFetch?: FetchLike,
): GatewayConnection {
  const { gatewayUrl, apiKey, rememberKey, paths } = profile;
  return connect(
    { gatewayUrl, apiKey, rememberKey, paths, demoAllowed },
    realFetch,
    jobProfileId(profile.id),
  );
}

/**
 * Which connection follows a job: its own profile's, while that profile still points at the
 * gateway the job's ids belong to; else any profile that points there (a job made before profiles
 * existed, or one whose profile was repointed); else none — the ids mean nothing elsewhere.
 */
export function routeJob(
  job: { gateway: string; profileId: string | null },
  connections: readonly GatewayConnection[],
): GatewayConnection | null {
  const own = profileOfJob(job.profileId);
  const atGateway = connections.filter((c) => c.client.baseUrl === job.gateway);
  return atGateway.find((c) => profileOfJob(c.profileId) === own) ?? atGateway[0] ?? null;
}

/** The active profile's connection: what new jobs are created with. */
export function useGatewayConnection(): GatewayConnection {
  const settings = useGatewaySettings();
  const { activeId } = useGatewayProfiles();
  return useMemo(() => connect(settings, undefined, jobProfileId(activeId)), [settings, activeId]);
}

/** One connection per profile, active first: what polling and each job's own actions use. */
export function useProfileConnections(): readonly GatewayConnection[] {
  const { profiles, activeId, demoAllowed } = useGatewayProfiles();
  return useMemo(() => {
    const ordered = [...profiles].sort(
      (a, b) => Number(b.id === activeId) - Number(a.id === activeId),
    );
    return ordered.map((p) => connectProfile(p, demoAllowed));
  }, [profiles, activeId, demoAllowed]);
}

/** The connection a job's own requests go through (its result, re-query); the active one when none routes it. */
export function useJobConnection(job: {
  gateway: string;
  profileId: string | null;
}): GatewayConnection {
  const active = useGatewayConnection();
  const all = useProfileConnections();
  return routeJob(job, all) ?? active;
}
