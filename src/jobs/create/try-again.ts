import { t } from '@/i18n/i18n';
import type { z } from '@/lib/zod';
import type { Job } from '@/jobs/job';
import type {
  GeneratorRecall,
  JobCreator,
  RecallGapReason,
  TryAgainPlan,
} from '@/jobs/generator-types';

export type { TryAgainPlan };
// How long a refused create waits is the queue's rule (`queue/rules.ts`); here under its old address.
export { DEFAULT_RATE_LIMIT_WAIT_MS, retryWaitMs } from '@/jobs/queue/rules';

/** A creator with its form values already chosen: what "Try again" sends. */
export function withValues<TValues>(
  creator: JobCreator<TValues>,
  values: TValues,
): JobCreator<void> {
  return {
    kind: creator.kind,
    summarize: () => creator.summarize(values),
    describeRequest: (_, settings) => creator.describeRequest(values, settings),
    create: (ctx) => creator.create(ctx, values),
    ...(creator.source ? { source: () => creator.source?.(values) ?? null } : {}),
    ...(creator.followable === undefined ? {} : { followable: creator.followable }),
  };
}

const gapWords: Record<RecallGapReason, () => string> = {
  'file-not-kept': () => t('tryAgain.gap.fileNotKept'),
  'not-in-record': () => t('tryAgain.gap.notInRecord'),
  'not-accepted': () => t('tryAgain.gap.notAccepted'),
};

/** `firstFrame` → "first frame": a field's name as words, for "what is missing". */
function fieldWords(field: string): string {
  return field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

export function tryAgainFrom<TInput, TOutput>(form: {
  schema: z.ZodMiniType<TOutput, TInput>;
  defaults: TInput;
  creator: JobCreator<TOutput>;
  recall: (job: Job) => GeneratorRecall;
}): (job: Job) => TryAgainPlan {
  return (job) => {
    const recall = form.recall(job);
    const pending = Object.entries(recall.pending).filter(([, value]) => value !== undefined);
    const missing = [
      ...recall.missing.map((gap) =>
        t('tryAgain.missing', { field: fieldWords(gap.field), why: gapWords[gap.reason]() }),
      ),
      ...pending.map(([field]) =>
        t('tryAgain.missing', { field: fieldWords(field), why: t('tryAgain.gap.loadAgain') }),
      ),
    ];
    if (missing.length > 0) return { ready: false, missing, recall };
    const parsed = form.schema.safeParse({ ...form.defaults, ...recall.values });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) =>
        t('tryAgain.missing', { field: fieldWords(issue.path.join('.')), why: issue.message }),
      );
      return { ready: false, missing: issues, recall };
    }
    return { ready: true, creator: withValues(form.creator, parsed.data) };
  };
}
