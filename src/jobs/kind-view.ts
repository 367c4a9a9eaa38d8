import type { ComponentType } from 'react';
import type { DerivedOperation } from '@/jobs/derived-operation';
import type { JobImporter, JobPoller, ResultProps } from '@/jobs/generator';
import type { Job, Media } from '@/jobs/job';
import type { SummaryFields } from '@/jobs/summary-fields';
import type { GeneratorRecall, TryAgainPlan } from '@/jobs/generator-types';

/**
 * How the library shows one generator's jobs: its name, its own result view, its summary fields'
 * labels, its operations, and how its settings are recalled. Built from each module by the registry;
 * a part that is no generator declares its own (the storyboard's films: `FeaturePart.kindViews`).
 */
export interface KindView {
  label: string;
  /** The generator's page under `#/`, where "Use these settings" opens its form. */
  path?: string | undefined;
  Result?: ComponentType<ResultProps> | undefined;
  Emblem?: ComponentType<{ job: Job }> | undefined;
  operations?: readonly DerivedOperation[] | undefined;
  poller?: JobPoller | undefined;
  importer?: JobImporter | undefined;
  summaryFields?: SummaryFields | undefined;
  recall?: ((job: Job) => GeneratorRecall) | undefined;
  tryAgain?: ((job: Job) => TryAgainPlan) | undefined;
  promptLabel?: ((job: Job) => string | null) | undefined;
  /** The prompt in the language shown, where the kind composes it from the record (a film's). */
  shownPrompt?: ((job: Job) => string | null) | undefined;
  picturesAreResults?: boolean | undefined;
  /** What its results are before any has arrived (a video when not given). */
  resultMedia?: Media['kind'] | undefined;
}
