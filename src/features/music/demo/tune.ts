import type { DemoRoute } from '@/gateway/demo/http';
import { tuneCreateRoutes } from './tune-create';
import { tuneConcatRoutes } from './tune-stems-concat';
import { tuneLyricsRoutes } from './tune-lyrics';

/**
 * The tune (music) group's routes, by operation: the create and the feed (`tune-create.ts`), stems
 * and joins (`tune-stems-concat.ts`), lyrics (`tune-lyrics.ts`); what they read a request with is
 * `tune-request.ts`, the clip record they answer `tune-clip.ts`.
 */

// Re-exported here because many tests read the clips' timing from this path.
export { SAMPLE_DURATION_SECONDS, tuneTimings } from './tune-clip';

export const tuneRoutes: DemoRoute[] = [
  ...tuneCreateRoutes,
  ...tuneConcatRoutes,
  ...tuneLyricsRoutes,
];
