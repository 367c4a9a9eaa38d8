import { useId } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/gateway/errors';
import { sendToForm } from '@/jobs/forms/form-handoff';
import type { Job } from '@/jobs/job';
import type { JobAction } from '@/jobs/job-view';
import { useCreate } from '@/jobs/create/use-create-job';
import { navigate } from '@/lib/hash-route';
import { useRemainingMs } from '@/lib/use-remaining';
import { ActionLabel } from './action-label';
import type { KindView } from './kind-view';
import { useT } from '@/i18n/use-t';

/**
 * "Try again" on a create that made nothing: one new POST per click, through the same create path
 * as the form, with the settings recalled from the refused job. It waits for as long as the
 * gateway asked (a 429's `Retry-After`), counting down. Once the new create is sent, the refused
 * record goes (`removeRetried`): the new one carries the same request, and the old one stood for
 * nothing at the gateway. When the settings cannot be sent as they are (a first-frame file is
 * never kept), it says what is missing and opens the form with the rest.
 */
export function TryAgain({ job, kind, action }: { job: Job; kind: KindView; action: JobAction }) {
  const t = useT();
  const { submit, isPending, error } = useCreate(job.kind);
  const remainingMs = useRemainingMs(job.retryAt);
  const waitId = useId();
  const plan = kind.tryAgain?.(job);
  if (plan === undefined) return null;

  if (!plan.ready) {
    const { path } = kind;
    return (
      <div className="mt-2 flex flex-col items-start gap-2">
        <p>
          {t('gallery.tryAgain.needs', {
            missing: plan.missing.join(t('gallery.tryAgain.separator')),
          })}
        </p>
        {path !== undefined ? (
          <Button
            variant="secondary"
            onClick={() => {
              sendToForm(job.kind, job.id, plan.recall);
              navigate(`/${path}`);
            }}
          >
            <SlidersHorizontal aria-hidden="true" focusable="false" className="size-4" />
            {t('gallery.tryAgain.openForm')}
          </Button>
        ) : null}
      </div>
    );
  }

  const waiting = remainingMs > 0;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        disabled={waiting || isPending}
        aria-busy={isPending}
        aria-describedby={waiting ? waitId : undefined}
        onClick={() => submit({ creator: plan.creator, replaces: job.id })}
      >
        <ActionLabel action={action} />
      </Button>
      {waiting ? (
        <span id={waitId}>
          {t('gallery.tryAgain.wait', { seconds: Math.ceil(remainingMs / 1000) })}
        </span>
      ) : null}
      {error ? <p role="alert">{describeError(error)}</p> : null}
    </div>
  );
}
