import { t } from '@/i18n/i18n';
import type { Job } from '@/jobs/job';
import type { GeneratorModule } from '@/jobs/generator';
import type { TryAgainPlan } from '@/jobs/generator-types';

/**
 * The generators, handed over by the app (jobs/ cannot import the registry): a waiting job is
 * sent from its stored request through its generator's "Try again" (`tryAgain`: the recalled
 * values checked by the form's own schema), so it can be sent by any tab, after any reload.
 */
let generators: readonly GeneratorModule[] = [];
export function registerQueueGenerators(modules: readonly GeneratorModule[]): void {
  generators = modules;
}

/**
 * One generator, handed over by its page as soon as the page has it: the studio's working parts
 * hand over all of them a moment later (decision 061), and a Generate there meanwhile decides
 * whether its job waits from its own generator's plan (`queueCanResend`).
 */
export function addQueueGenerator(module: GeneratorModule): void {
  generators = [...generators.filter((g) => g.kind !== module.kind), module];
}

/** A generator's name, for the queue's list (the kind itself before the generators are handed over). */
export function queueKindLabel(kind: string): string {
  return generators.find((g) => g.kind === kind)?.label ?? kind;
}

/** A job's name in the queue's buttons ("Move up: <name>"): its prompt, cut short, else "<kind> job". */
export function queueJobName(job: Pick<Job, 'prompt' | 'kind'>): string {
  const prompt = job.prompt.trim();
  if (prompt !== '') return prompt.length > 80 ? `${prompt.slice(0, 79)}…` : prompt;
  return t('job.queue.untitled', { kind: queueKindLabel(job.kind) });
}

/** How the queue would send this job again: its generator's plan, or null when it has none. */
export function queuePlan(job: Job): TryAgainPlan | null {
  return generators.find((g) => g.kind === job.kind)?.tryAgain?.(job) ?? null;
}

/** Whether this job can wait in the queue: its request can be sent again from the record alone. */
export function queueCanResend(job: Job): boolean {
  return queuePlan(job)?.ready === true;
}
