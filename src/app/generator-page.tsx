import { lazy } from 'react';
import type { GeneratorAbout } from '@/jobs/generator';
import { PageHeader } from '@/components/ui/page-header';
import { AfterConfig } from './after-config';
import { LazyPart } from './lazy-part';
import { FormSkeleton, RecentHeading } from './generator-parts';
import { PageDrawn } from './page-drawn';
import { loadGeneratorBody } from './route-chunks';

const GeneratorBody = lazy(loadGeneratorBody);

/**
 * A generator's page: its heading at once (the shell knows it), then its form, following by id,
 * and its own recent jobs beside them as their code arrives.
 */
export function GeneratorPage({ generator }: { generator: GeneratorAbout }) {
  return (
    <div className="grid grid-cols-1 gap-x-8 gap-y-section lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      {/* Above both columns, so the form and the jobs beside it start on one line. */}
      <div className="lg:col-span-2">
        <PageHeader
          id="generator-title"
          icon={generator.icon}
          title={generator.label}
          description={generator.description}
        />
      </div>
      <LazyPart fallback={<GeneratorBodySkeleton label={generator.label} />}>
        <AfterConfig>
          <GeneratorBody kind={generator.kind} />
          <PageDrawn />
        </AfterConfig>
      </LazyPart>
    </div>
  );
}

/** The two columns of a generator page, drawn before their code arrives. */
function GeneratorBodySkeleton({ label }: { label: string }) {
  return (
    <>
      <section className="flex flex-col gap-4">
        <div className="rounded-card border border-line bg-surface p-card shadow-xs">
          <FormSkeleton />
        </div>
      </section>
      <section className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <RecentHeading label={label} />
        </div>
      </section>
    </>
  );
}
