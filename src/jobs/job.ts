import { lazySchema, z } from '@/lib/zod';
import type { StoredMessage } from '@/i18n/i18n';
import { isWaiting, remoteStatuses } from './status';

const zStoredMessage: z.ZodMiniType<StoredMessage> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      key: z.string(),
      values: z.optional(z.record(z.string(), z.union([z.string(), z.number(), zStoredMessage]))),
    }),
  ),
);

const zMadeName = lazySchema(() =>
  z.object({ whole: zStoredMessage, takes: z._default(z.array(zStoredMessage), []) }),
);
export type MadeName = z.infer<typeof zMadeName>;

export const zMedia = lazySchema(() =>
  z.object({
    kind: z.enum(['video', 'audio', 'image']),
    /** An absolute http(s) URL, or — when `viaGateway` — a gateway path that needs the key. */
    url: z.string(),
    viaGateway: z._default(z.boolean(), false),
    poster: z._default(z.nullable(z.string()), null),
    title: z._default(z.nullable(z.string()), null),
    /** The vendor's id of this piece (a tune clip, a pikb video), when it has one. */
    remoteId: z._default(z.nullable(z.string()), null),
    status: z._default(z.nullable(z.enum(remoteStatuses)), null),
    durationSeconds: z._default(z.nullable(z.number()), null),
    error: z._default(z.nullable(z.string()), null),
  }),
);
export type Media = z.infer<typeof zMedia>;
export type MediaInput = z.input<typeof zMedia>;

const zSummaryValue = lazySchema(() => z.union([z.string(), z.number(), z.boolean(), z.null()]));

/**
 * A shot's first frame made from the characters its prompt names (issue 56), before its video is
 * sent: the job waits (`waiting`, outside the queue) while a picture edit makes the frame, shows
 * it (replaceable), and is sent with it once the person says so. Absent on every other job; one a
 * later studio wrote in another shape reads as none rather than losing the job.
 */
export const zFrameStep = lazySchema(() =>
  z.object({
    /** The image input the frame goes to (its declaration's id: `video`, `clip-start`, `pixa`). */
    input: z.string().check(z.minLength(1)),
    /** The characters named, as they were when the shot was asked for. */
    characters: z.array(z.object({ id: z.string(), name: z.string() })).check(z.maxLength(20)),
    /** The form's values at Generate (the frame's field empty): sent with the frame. */
    values: z.record(z.string(), z.unknown()),
    /** Names the frame this shot's words and characters make: a frame made once is reused by it. */
    key: z.string().check(z.minLength(1)),
    state: z.enum(['making', 'ready', 'failed', 'sent']),
    /** The picture edit that made the frame shown (its job), once asked; null for a picture chosen instead. */
    editJobId: z._default(z.nullable(z.string()), null),
    width: z._default(z.nullable(z.number()), null),
    height: z._default(z.nullable(z.number()), null),
    /** Why the frame could not be made, in the words of then. */
    problem: z._default(z.nullable(z.string()), null),
    /** When this step last moved (a frame asked for, made, replaced). */
    at: z._default(z.number(), 0),
  }),
);
export type FrameStep = z.infer<typeof zFrameStep>;

export const zJob = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    kind: z.string().check(z.minLength(1)),
    /** Which gateway the ids belong to: an id is meaningless at any other. */
    gateway: z.string(),
    origin: z._default(z.enum(['created', 'imported']), 'created'),
    status: z.enum(['waiting', 'submitting', 'refused', ...remoteStatuses]),
    /** The vendor's own word, shown beside the normalised status. */
    statusWord: z._default(z.nullable(z.string()), null),
    progress: z._default(z.nullable(z.number()), null),
    remoteIds: z.array(z.string()),
    /** What the card shows: the prompt and a few labelled fields (model, seconds, size…). */
    prompt: z._default(z.string(), ''),
    fields: z._default(z.record(z.string(), zSummaryValue), {}),
    /** The body that was sent, with large inline images left out. */
    request: z.optional(z.unknown()),
    media: z._default(z.array(zMedia), []),
    /** Waiting detail: queue position, estimated wait. */
    detail: z._default(z.nullable(z.string()), null),
    error: z._default(z.nullable(z.string()), null),
    /**
     * The error as the studio composed it (catalog keys and values), worded again when shown so it
     * follows the language; `error` keeps its words as written, for a record this cannot word (an
     * older or newer studio's) and for search. Absent on old records and on the gateway's own words.
     */
    errorMessage: z._default(z.catch(z.nullable(zStoredMessage), null), null),
    /** A refused create may be tried again from then on (epoch ms): a 429's `Retry-After`. */
    retryAt: z._default(z.nullable(z.number()), null),
    /** The last poll's problem; cleared by the next good answer. `auth` pauses polling. */
    pollError: z._default(
      z.nullable(
        z.object({
          message: z.string(),
          at: z.number(),
          auth: z._default(z.boolean(), false),
          /** The answer that could not be used (HTML page, malformed JSON…), for "show the answer". */
          body: z._default(z.nullable(z.string()), null),
        }),
      ),
      null,
    ),
    /** The last record as the gateway sent it, kept for inspection and support. */
    raw: z.optional(z.unknown()),
    createdAt: z.number(),
    updatedAt: z.number(),
    /** When status or progress last moved; drives "stale". */
    changedAt: z.number(),
    completedAt: z._default(z.nullable(z.number()), null),
    /** Starred by the person in the gallery; kept in the ledger and carried by export/import. */
    favourite: z._default(z.boolean(), false),
    /**
     * Lineage: the job this one was made from (a remix, an extension, a continued song, its stems,
     * a joined song). `remoteId` is the source's vendor id the request named; `at` a time in seconds
     * (where a song was continued).
     */
    source: z._default(
      z.nullable(
        z.object({
          jobId: z._default(z.nullable(z.string()), null),
          // The operation that made it, by its id (`DerivedOperation.id`: remix, extend, continue,
          // concat, stems…): its generator declares the operations, so the ledger lists none.
          relation: z.string().check(z.minLength(1)),
          remoteId: z._default(z.nullable(z.string()), null),
          at: z._default(z.nullable(z.number()), null),
          // The end of a span read from `at` (a replaced section of a song, issue 26); absent in
          // older records and for every other relation.
          until: z.optional(z.nullable(z.number())),
        }),
      ),
      null,
    ),
    /** Variations: the jobs one click made share a batch (`index` counts from 0 of `size`). */
    batch: z._default(
      z.nullable(
        z.object({
          id: z.string(),
          index: z.number().check(z.int(), z.gte(0)),
          size: z.number().check(z.int(), z.gte(1)),
        }),
      ),
      null,
    ),
    /** The gateway profile the job was created with (and is polled with); null: the default profile. */
    profileId: z._default(z.nullable(z.string()), null),
    /** "Stop following": the person set the job aside; it is not polled until resumed. */
    setAside: z._default(z.boolean(), false),
    /**
     * The gateway answered "not found" (404) to the last `count` polls in a row, the first at
     * `since`, the last at `at`; any answer about the task clears it. `isLost` reads it.
     */
    notFound: z._default(
      z.nullable(
        z.object({ since: z.number(), at: z.number(), count: z.number().check(z.int(), z.gte(1)) }),
      ),
      null,
    ),
    /**
     * The name the person gave the result (Rename, issue 40), shown and searched before its
     * prompt, which stays as it was sent. Absent on older records; one this studio cannot read
     * (a later studio's longer name) reads as none rather than losing the job.
     */
    name: z._default(
      z.catch(z.nullable(z.string().check(z.minLength(1), z.maxLength(200))), null),
      null,
    ),
    /**
     * The name the studio made for a derived result when it was made (issue 40), from its source's
     * name and what was done ("Chi — cover: jazz noir"): kept as catalog keys and values, so it
     * reads in the language of the moment; `takes` names each take where they are parts, not takes
     * (a stem's "Chi — vocals"). A name the person gives (`name`) wins; an older record has none.
     */
    madeName: z._default(z.catch(z.nullable(zMadeName), null), null),
    /** The boards (`jobs/boards/`) the result is on, by id: several, or none. */
    boards: z._default(z.catch(z.array(z.string().check(z.minLength(1))), []), []),
    /**
     * The studio's own queue (decision 031), for a job that waited in it: `rank` orders the waiting
     * jobs (lower goes first), `notBefore` holds a create the gateway refused for rate until then,
     * `attempts` counts those refusals (the wait grows), `sentAt` is when it left the queue, and
     * `origin` the browser whose leader tab may send it (a synced copy elsewhere only shows it).
     * Absent on every job that never waited.
     */
    queue: z._default(
      z.nullable(
        z.object({
          rank: z.number(),
          notBefore: z._default(z.nullable(z.number()), null),
          attempts: z._default(z.number().check(z.int(), z.gte(0)), 0),
          sentAt: z._default(z.nullable(z.number()), null),
          origin: z._default(z.string(), ''),
        }),
      ),
      null,
    ),
    /** A shot's first frame from its characters (issue 56; `zFrameStep`), while and after it is made. */
    frameStep: z._default(z.catch(z.nullable(zFrameStep), null), null),
  }),
);
export type Job = z.infer<typeof zJob>;
/** Where a derived job came from (lineage): see `source` above. */
export type JobSource = NonNullable<Job['source']>;
export type JobRelation = JobSource['relation'];

/** What a poll or a create contributes to a job. */
export interface JobUpdate {
  status: z.infer<typeof zJob>['status'];
  statusWord?: string | null;
  progress?: number | null;
  media?: MediaInput[];
  detail?: string | null;
  error?: string | null;
  /** `error` as catalog keys, where the studio composed it (see the record's `errorMessage`). */
  errorMessage?: StoredMessage | null;
  raw?: unknown;
  remoteIds?: string[];
  /** A prompt learned after the fact (an imported task); it only fills an empty one. */
  prompt?: string;
  /** Fields the gateway told us after the fact (size, duration…). */
  fields?: Record<string, string | number | boolean | null>;
  /** The gateway's estimate of the time left, in seconds: it schedules the next poll, it is not stored. */
  etaSeconds?: number | null;
  /** The gateway asked to be polled no sooner than this (`openai-poll-after-ms`); not stored either. */
  pollAfterMs?: number | null;
  /** Tasks ahead in the gateway's queue while the job waits there (pixa `queue_count`); not stored. */
  queueAhead?: number | null;
  /**
   * What the record tells of its source (a remix's `remixed_from_video_id`, a continued clip's
   * `continue_clip_id`): it only fills a job that names none (one followed by id).
   */
  source?: { relation: JobRelation; remoteId: string; at: number | null; until?: number | null };
}

export interface JobSummary {
  prompt: string;
  fields: Record<string, string | number | boolean | null>;
  /** A derived result's name from its source and what was done (`Job.madeName`). */
  madeName?: MadeName | null;
}

/** 404s in a row after which a task the gateway does not know is no longer followed… */
export const LOST_AFTER_POLLS = 3;
/** …once the job is this old (from its creation to the last 404). */
export const LOST_AFTER_MS = 2 * 60_000;

/**
 * The gateway no longer knows the task: following it stops, the card says so and offers Check
 * again (issue 38.4). A 404 right after a create can be a replica that has not seen the write yet
 * (seconds, at most), so a job younger than `LOST_AFTER_MS` is followed through its 404s; and one
 * 404 can be a passing fault (a restart, a fresh replica behind the balancer), so it takes
 * `LOST_AFTER_POLLS` in a row — with the poll's back-off, about half a minute. An old job whose
 * gateway lost it (a restart without storage, a clean-up, a demo whose storage was cleared) stops
 * after those three; nothing is ever decided from one answer.
 */
export function isLost(job: Pick<Job, 'notFound' | 'createdAt'>): boolean {
  const run = job.notFound;
  return run !== null && run.count >= LOST_AFTER_POLLS && run.at - job.createdAt >= LOST_AFTER_MS;
}

/**
 * Waiting and followable: the poller's rule, built on `isWaiting` (a job without an id cannot be
 * asked about; a set-aside one is not followed, nor one the gateway no longer knows).
 */
export function isActive(job: Job): boolean {
  return job.remoteIds.length > 0 && isWaiting(job.status) && !job.setAside && !isLost(job);
}
