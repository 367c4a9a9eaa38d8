/*
 * The keys of the polling queries and of the create mutations, apart from the polling itself: a
 * card's actions and the create read them on the first page, where the polling comes at the first
 * idle moment (decision 061, issue 57).
 */

/** Query keys run from general to specific and never hold the key. */
export const jobKeys = {
  all: ['jobs'] as const,
  gateway: (baseUrl: string) => ['jobs', baseUrl] as const,
  one: (baseUrl: string, kind: string, jobId: string) => ['jobs', baseUrl, kind, jobId] as const,
  batch: (baseUrl: string, kind: string) => ['jobs', baseUrl, kind, 'batch'] as const,
  /** One profile's batch; two profiles at one gateway URL (two keys) keep their batches apart. */
  profileBatch: (baseUrl: string, kind: string, profileId: string | null) =>
    ['jobs', baseUrl, kind, 'batch', profileId ?? ''] as const,
};

/** Mutation keys of the one create per generator (`useIsMutating` can ask for one kind or all). */
export const createKeys = {
  all: ['create'] as const,
  kind: (kind: string) => ['create', kind] as const,
};
