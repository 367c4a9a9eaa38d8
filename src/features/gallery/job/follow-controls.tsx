import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Job } from '@/jobs/job';
import type { JobAction } from '@/jobs/job-view';
import { setAside } from '@/jobs/ledger/person-edits';
import { useT } from '@/i18n/use-t';
import { ActionLabel } from './action-label';

function useSetAside(job: Job) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const change = (on: boolean) => {
    setProblem(null);
    setAside(job.id, on).catch((error: unknown) =>
      setProblem(error instanceof Error ? error.message : t('gallery.follow.saveFailed')),
    );
  };
  return { change, problem };
}

/**
 * "Stop following" a running job: the studio stops asking about it. The gateway has no cancel, so
 * the words say what really happens: the task goes on there and may still finish (and be paid).
 */
export function StopFollowingButton({ job, action }: { job: Job; action: JobAction }) {
  const t = useT();
  const { change, problem } = useSetAside(job);
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-2 text-xs text-zinc-500 dark:text-zinc-400">
        <Button
          variant="ghost"
          className="-ml-2 text-xs"
          aria-describedby={hintId}
          onClick={() => change(true)}
        >
          <ActionLabel action={action} />
        </Button>
        <span id={hintId}>{t('gallery.follow.notCancel')}</span>
      </div>
      {problem !== null ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A set-aside job: not followed, honestly said, and "Resume" (where the view offers it) asks the
 * gateway about it again.
 */
export function SetAsideNote({ job, action }: { job: Job; action: JobAction | null }) {
  const t = useT();
  const { change, problem } = useSetAside(job);
  return (
    <Alert tone="info" title={t('gallery.follow.notFollowed')}>
      <p>{t('gallery.follow.setAsideBody')}</p>
      {action !== null ? (
        <p className="mt-2">
          <Button variant="secondary" onClick={() => change(false)}>
            <ActionLabel action={action} />
          </Button>
        </p>
      ) : null}
      {problem !== null ? (
        <p role="alert" className="mt-1 text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </Alert>
  );
}
