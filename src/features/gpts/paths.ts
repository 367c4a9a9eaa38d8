import { pathReader, type AssumedPathRules } from '@/gateway/assumed-paths';

/**
 * What the GPT store assumes (issue 55; field notes, "Words"), stored per gateway profile and drawn
 * in Settings → Advanced (`path-fields.ts`). The lookup by one id (`get-gpts`) is the contract's
 * own and has no setting. Plain data: the demo's Node server and the e2e specs read it too.
 */
export const assumedPaths = {
  /**
   * How search and details of several GPTs are asked: `chat` (a model on the chat path answering a
   * fenced JSON array) or `official` (`GET` search and details answering `{code, data}`).
   */
  gptsFormat: { default: 'chat', choices: ['chat', 'official'] },
  /** The search model (chat format): the keyword as the user message. A guess by the pattern. */
  gptsSearchModel: { default: 'search-gpts', text: 'line' },
  /** Details of several GPTs (chat format): the ids comma-separated in the user message. */
  gptsBatchModel: { default: 'batch-get-gpts', text: 'line' },
  /** A conversation with a GPT: this, then its id (`gpt-4-gizmo-g-…`), as the model. */
  gptsGizmoModelPrefix: { default: 'gpt-4-gizmo-', text: 'line' },
  /** Search (official format): `GET <path>?query=…` → `{code: 0, data: [{id, title, link, description}]}`. */
  gptsSearchPath: { default: '/v2/gpts/search' },
  /** Details (official format): `GET <path>?id=g-…` → `{code: 0, msg, data: {gizmo, …}}`. */
  gptsDetailsPath: { default: '/v1/gpts/' },
} as const satisfies AssumedPathRules;

/** A GPT store setting in a profile's paths: what it stores when that fits, else the default. */
export const gptsSetting = pathReader(assumedPaths);
