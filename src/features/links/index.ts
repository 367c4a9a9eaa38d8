import type { FeaturePart } from '@/jobs/part';
import { linkAssumedPaths } from './path-fields';

/**
 * What From a link offers the studio beside its page (issue 55): its three guessed paths, drawn in
 * Settings → Advanced. Its page is `page-about.tsx`; its demo is `demo.ts`.
 */
export const part: FeaturePart = { assumedPaths: linkAssumedPaths };
