import { Fragment, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { JobImporter } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { offered, type JobAction, type JobNote, type JobView } from '@/jobs/job-view';
import { formatDuration, formatTime } from '@/lib/time';
import { AttachIdForm } from '@/features/gallery/attach-id-form';
import { ActionLabel } from './action-label';
import { SetAsideNote } from './follow-controls';
import { useT } from '@/i18n/use-t';
import { withSlots } from '@/i18n/slots';

function RawAnswer({ body }: { body: string }) {
  const t = useT();
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs">{t('gallery.notes.rawAnswer')}</summary>
      {/* Focusable: a long answer scrolls inside its box, and the keyboard must reach that too. */}
      <pre tabIndex={0} className="mt-1 max-h-40 overflow-auto text-[11px] whitespace-pre-wrap">
        {body}
      </pre>
    </details>
  );
}

function CheckNow({ action, onClick }: { action: JobAction | null; onClick: () => void }) {
  if (action === null) return null;
  return (
    <Button variant="secondary" onClick={onClick}>
      <ActionLabel action={action} />
    </Button>
  );
}

/**
 * A task the gateway no longer knows: said once, with no "Retrying" (nothing is retried), and
 * "Check again" asks once more (Remove is in the card's own row, as on every card).
 */
function LostNote({
  note,
  action,
  onCheckAgain,
}: {
  note: Extract<JobNote, { kind: 'lost' }>;
  action: JobAction | null;
  onCheckAgain: () => Promise<void>;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <Alert tone="warning" title={t('gallery.notes.lost.title')}>
      <p>{t('gallery.notes.lost.body', { count: note.count, time: formatTime(note.at) })}</p>
      <p className="mt-1 text-xs">{note.message}</p>
      {note.body ? <RawAnswer body={note.body} /> : null}
      {action !== null ? (
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            disabled={asking}
            onClick={() => {
              setAsking(true);
              void onCheckAgain().finally(() => setAsking(false));
            }}
          >
            <ActionLabel action={action} />
          </Button>
          {asking ? <span role="status">{t('gallery.notes.lost.checking')}</span> : null}
        </p>
      ) : null}
    </Alert>
  );
}

/**
 * What a person should know about a job beyond its status: the view's notes, as the card shows
 * them, each with the actions the view offers for it (Check now, Attach, Resume).
 */
export function JobNotes({
  job,
  view,
  importer,
  onCheckNow,
  onCheckAgain = () => Promise.resolve(),
}: {
  job: Job;
  view: Pick<JobView, 'notes' | 'actions'>;
  importer: JobImporter | undefined;
  onCheckNow: () => void;
  onCheckAgain?: () => Promise<void>;
}) {
  const t = useT();
  const checkNow = offered(view, 'check-now');
  const note = (n: JobNote) => {
    switch (n.kind) {
      case 'foreign-gateway':
        return (
          <Alert tone="info">{t('gallery.notes.foreignGateway', { gateway: n.gateway })}</Alert>
        );
      case 'orphaned-create':
        return (
          <Alert tone="warning" title={t('gallery.notes.orphaned.title')}>
            <p>{n.message ?? t('gallery.notes.orphaned.body')}</p>
            {importer && offered(view, 'attach-id') !== null ? (
              <div className="mt-2">
                <AttachIdForm job={job} importer={importer} />
              </div>
            ) : null}
          </Alert>
        );
      case 'followed-elsewhere':
        return (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">
            {t('gallery.notes.followedElsewhere')}
          </p>
        );
      case 'sending':
        return (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('gallery.notes.sending')}</p>
        );
      case 'answer-on-its-way':
        return (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">
            {t('gallery.notes.answerOnItsWay')}
          </p>
        );
      case 'poll-error':
        return (
          <Alert
            tone="warning"
            title={n.paused ? t('gallery.notes.paused') : t('gallery.notes.retrying')}
          >
            <p>{n.message}</p>
            {n.body ? <RawAnswer body={n.body} /> : null}
            {n.paused ? (
              <p className="mt-1 flex flex-wrap items-center gap-2">
                <span>
                  {withSlots((m) => t('gallery.notes.updateKey', m), {
                    settings: (
                      <a className="underline" href="#/settings">
                        {t('submit.settingsLink')}
                      </a>
                    ),
                  })}
                </span>
                <CheckNow action={checkNow} onClick={onCheckNow} />
              </p>
            ) : null}
          </Alert>
        );
      case 'lost':
        return (
          <LostNote note={n} action={offered(view, 'check-again')} onCheckAgain={onCheckAgain} />
        );
      case 'set-aside':
        return <SetAsideNote job={job} action={offered(view, 'resume')} />;
      case 'stale':
        return (
          <Alert tone="warning" title={t('gallery.notes.stale')}>
            <p className="flex flex-wrap items-center gap-2">
              <span>
                {t('gallery.notes.noChange', { duration: formatDuration(n.idleMs / 1000) })}
              </span>
              <CheckNow action={checkNow} onClick={onCheckNow} />
            </p>
          </Alert>
        );
    }
  };
  return (
    <>
      {view.notes.map((n) => (
        <Fragment key={n.kind}>{note(n)}</Fragment>
      ))}
    </>
  );
}
