/**
 * Scenarios a tester triggers on purpose with a tag anywhere in the prompt, e.g. "a cat [fail]".
 * Documented in the README; each tag is independent.
 */
export interface Scenario {
  /** The job runs, then fails with the vendor's error. */
  fail: boolean;
  /** Every phase takes four times as long. */
  slow: boolean;
  /**
   * Every phase takes sixteen times as long: a job that is still running after a second device
   * has joined the library on a loaded machine, where `[slow]`'s quarter minute (at the e2e clock)
   * ran out first.
   */
  long: boolean;
  /** The create request itself answers with this status (400, 401, 403, 429, 500, 502). */
  createStatus: number | null;
  /** The create request takes this long to answer (a window to reload during the POST). */
  createDelayMs: number;
  /**
   * `[429-once]`: the first create with these words answers 429 with `Retry-After: 2`, the next
   * is made (the words are the key): a rate limit the studio's queue waits out and sends again.
   */
  rateLimitOnce: string | null;
  /** The create request never gets an answer: the connection is dropped. */
  createDrop: boolean;
  /** The first `count` polls answer `status` (502 as an HTML proxy page), then all is well. */
  pollFault: { status: number; count: number } | null;
  /** The first poll answers 429 with `Retry-After: 3`. */
  pollRateLimit: boolean;
  /** The first polls drop the connection. */
  pollDrop: number;
  /** The first polls hang for this long (the client gives up at ~30 s). */
  pollHangMs: number;
  /** The vendor reports a status word nobody documented for a while. */
  unknownWord: boolean;
  /** Completes without a result URL in the record (the video content endpoint serves it). */
  noUrl: boolean;
  /** Fails moderation (pixa status 7). */
  moderation: boolean;
  /** The first polls answer 200 with a body that is not JSON (a truncated record). */
  pollGarbage: number;
  /** The first polls answer 200 with JSON that is not the record's shape. */
  pollBadShape: number;
  /** video: the first completed record names a result link that has already expired (404). */
  expire: boolean;
  /** Markup in every text field, `javascript:`/`data:` in every URL field, hostile status words for a while. */
  hostile: boolean;
  /** video: the result link names its task (`?task=<id>`), so a tester can expire it on its own. */
  ownLink: boolean;
  /** video: every unfinished record asks, with `openai-poll-after-ms`, to be polled no sooner than this. */
  pollAfterMs: number | null;
  /** video: the result link is on a media host that sends no CORS headers (over HTTP only). */
  mediaNoCors: boolean;
  /** music: the clips carry no picture (`image_url` null), as an uploaded song's do. */
  noCover: boolean;
}

const noScenario: Scenario = {
  fail: false,
  slow: false,
  long: false,
  createStatus: null,
  createDelayMs: 0,
  rateLimitOnce: null,
  createDrop: false,
  pollFault: null,
  pollRateLimit: false,
  pollDrop: 0,
  pollHangMs: 0,
  unknownWord: false,
  noUrl: false,
  pollGarbage: 0,
  pollBadShape: 0,
  expire: false,
  moderation: false,
  hostile: false,
  ownLink: false,
  pollAfterMs: null,
  mediaNoCors: false,
  noCover: false,
};

export const scenarioTags = [
  ['[fail]', 'the job runs, then fails with an error message'],
  ['[slow]', 'every phase takes four times as long'],
  [
    '[long]',
    'every phase takes sixteen times as long (a video runs ~7 min, ~54 s at the e2e clock)',
  ],
  [
    '[400] [401] [403] [429] [500] [502]',
    'the create request answers with that status (502 as an HTML proxy page)',
  ],
  ['[slow-create]', 'the create request takes 4 s to answer (time to reload mid-POST)'],
  [
    '[429-once]',
    'the first create with these words answers 429 with Retry-After: 2; the next one is made',
  ],
  ['[drop-create]', 'the create request gets no answer: the connection drops'],
  ['[poll-500] [poll-502]', 'the first two polls answer 500 (JSON) or 502 (HTML page)'],
  ['[poll-429]', 'the first poll answers 429 with Retry-After: 3'],
  ['[poll-drop]', 'the first two polls drop the connection'],
  ['[poll-hang]', 'the first poll hangs for 40 s'],
  ['[unknown]', 'the vendor reports an undocumented status word for a while'],
  ['[nourl]', 'video: completes with no URL in the record; the bytes come from /content'],
  ['[moderation]', 'pixa: fails moderation (video_status 7)'],
  ['[deleted]', 'pixa: ends deleted (video_status 6) instead of done'],
  ['[fail-one]', 'music: only the second clip of a generation ends in error'],
  ['[poll-garbage]', 'the first two polls answer 200 with a truncated, non-JSON body'],
  ['[poll-badshape]', 'the first two polls answer 200 with JSON that is not the record'],
  [
    '[expire]',
    'video: the first finished record links to an expired (404) result; asking again gives a fresh link',
  ],
  [
    '[own-link]',
    'video and music: the result link names its task (for music, each clip), so POST /__demo/expire-media?task=<id> can take it away (410)',
  ],
  [
    '[poll-after]',
    'video: every unfinished record carries openai-poll-after-ms: 5000 (ask again in 5 s, no sooner)',
  ],
  [
    '[media-no-cors]',
    'video: the result link is on a media host that sends no CORS headers (over HTTP; in the page the link is the same as ever)',
  ],
  ['[no-cover]', 'music: the clips come with no picture (image_url null)'],
  [
    '[hostile]',
    'markup in every text field, javascript:/data:/vbscript: in every URL field, hostile status words for a while; the job still ends',
  ],
] as const;

export function parseScenario(text: string): Scenario {
  const tags = new Set(
    (text.toLowerCase().match(/\[[a-z0-9-]+\]/g) ?? []).map((t) => t.slice(1, -1)),
  );
  const createStatus = ['400', '401', '403', '429', '500', '502'].find((s) => tags.has(s));
  const pollStatus = tags.has('poll-502') ? 502 : tags.has('poll-500') ? 500 : null;
  return {
    ...noScenario,
    fail: tags.has('fail'),
    slow: tags.has('slow'),
    long: tags.has('long'),
    createStatus: createStatus ? Number(createStatus) : null,
    createDelayMs: tags.has('slow-create') ? 4_000 : 0,
    rateLimitOnce: tags.has('429-once') ? text : null,
    createDrop: tags.has('drop-create'),
    pollFault: pollStatus ? { status: pollStatus, count: 2 } : null,
    pollRateLimit: tags.has('poll-429'),
    pollDrop: tags.has('poll-drop') ? 2 : 0,
    pollHangMs: tags.has('poll-hang') ? 40_000 : 0,
    unknownWord: tags.has('unknown'),
    noUrl: tags.has('nourl'),
    pollGarbage: tags.has('poll-garbage') ? 2 : 0,
    pollBadShape: tags.has('poll-badshape') ? 2 : 0,
    expire: tags.has('expire'),
    moderation: tags.has('moderation'),
    hostile: tags.has('hostile'),
    ownLink: tags.has('own-link'),
    pollAfterMs: tags.has('poll-after') ? 5_000 : null,
    mediaNoCors: tags.has('media-no-cors'),
    noCover: tags.has('no-cover'),
  };
}

/** How many times longer than its timing a task's phases take: `[long]`, `[slow]`, or as timed. */
export function paceFactor(scenario: Pick<Scenario, 'slow' | 'long'>): number {
  return scenario.long ? 16 : scenario.slow ? 4 : 1;
}
