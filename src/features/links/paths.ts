import { pathReader, type AssumedPathRules } from '@/gateway/assumed-paths';

/**
 * Where From a link asks (issue 55): one relay lists "link summary", "link chat" and "subtitle
 * export" without their paths, so each is a guess, stored per gateway profile (Settings →
 * Advanced draws them from `path-fields.ts`). Plain data: the demo's Node server and the e2e specs
 * read it too.
 */
export const assumedPaths = {
  /** `{url, includeDetail, promptConfig}` → `{success, summary, detail}` (BibiGPT's open API). */
  linkSummaryPath: { default: '/v1/link/summary' },
  /** `{url, audioLanguage}` → `{success, detail: {subtitlesArray}}`. */
  linkSubtitlePath: { default: '/v1/link/subtitle' },
  /** `{url, question, history: [[q, a], …]}` → `{answer}`. */
  linkChatPath: { default: '/v1/link/chat' },
} as const satisfies AssumedPathRules;

/** A link path in a profile's paths: what it stores when that fits, else the default. */
export const linkPath = pathReader(assumedPaths);
