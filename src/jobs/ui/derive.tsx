import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { ActionPanel } from '@/components/ui/action-panel';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { useT } from '@/i18n/use-t';
import type { z } from '@/lib/zod';
import { cn } from '@/lib/cn';
import { hrefFor } from '@/lib/hash-route';
import type { JobCreator } from '../generator';
import { withValues } from '@/jobs/create/try-again';
import { useCreate } from '@/jobs/create/use-create-job';
import { useLedgerJob } from '@/jobs/ledger/use-ledger';
import type { JobActionIconName } from '@/jobs/job-view';
import { ActionIcon } from './action-icon';
import { SubmitStatus } from './submit-status';

/**
 * Making more from a finished result (issue 13): a remix, an extension, a continued song, stems, a
 * joined song. Each is a new job through the one create path (`useCreate`: the record, with its
 * source, is written before the POST; a second click while one is in flight sends nothing), and
 * each says where the new job is once it has started.
 */

/**
 * "Remix started." and a link that opens the new job in the library. The line follows the new job:
 * once it has ended it says so, not "Splitting into stems." for good after the stems came (issue 54).
 */
function Started({
  jobId,
  action,
  className,
  children,
}: {
  jobId: string;
  /** The action's name ("Stems"), which says whose job ended: a take holds several lines. */
  action: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const status = useLedgerJob(jobId)?.status;
  const failed = status === 'failed' || status === 'refused';
  return (
    <p
      role="status"
      data-derived-status={status}
      className={cn(
        'text-sm',
        failed ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400',
        className,
      )}
    >
      {status === 'succeeded'
        ? t('derive.finished', { action })
        : failed
          ? t('derive.failed', { action })
          : children}{' '}
      <a
        className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
        href={hrefFor('/library', { open: jobId })}
      >
        {t('derive.openNewJob')}
      </a>
    </p>
  );
}

/**
 * A derive action that needs a few words first: a button (the action's name, e.g. "Remix") that
 * opens a small form under it. The form is checked by its schema before anything is sent; once the
 * job has started the form closes, its "started" line staying under the button (issue 38: an open
 * form after its job had started read as not sent, and put a second "Style tags" on the page).
 */
export function DeriveForm<TInput extends FieldValues, TOutput>({
  action,
  icon,
  title,
  schema,
  defaults,
  creator,
  submitLabel,
  startedText,
  idPrefix,
  children,
}: {
  /** The button that opens the form: a name from the locator contract ("Remix", "Extend"…). */
  action: string;
  /** Its icon, the one its operation declares: every action in a result's row has one. */
  icon: JobActionIconName;
  /** The form's accessible name and heading ("Remix this video"). */
  title: string;
  schema: z.ZodMiniType<TOutput, TInput>;
  /** The form's values each time it opens (a function reads them then: a player's current time). */
  defaults: TInput | (() => TInput);
  creator: JobCreator<TOutput>;
  submitLabel: string;
  startedText: string;
  /** Unique on the page: a card may show in a list and a dialog at once. */
  idPrefix: string;
  children: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const create = useCreate(creator.kind);
  const startValues = (): TInput => (typeof defaults === 'function' ? defaults() : defaults);
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema) });
  const started = create.createdJobId;
  const shown = open && started === undefined;
  const toggle = useRef<HTMLButtonElement>(null);
  // The form that held focus is gone: focus comes back to its button, unless the person has
  // moved it elsewhere while the job was being sent.
  useEffect(() => {
    if (started !== undefined && document.activeElement === document.body) toggle.current?.focus();
  }, [started]);

  return (
    <>
      <ActionPanel
        label={
          <>
            <ActionIcon name={icon} />
            {action}
          </>
        }
        open={shown}
        buttonRef={toggle}
        onOpenChange={(next) => {
          if (next) form.reset(startValues());
          setOpen(next);
          create.reset();
        }}
      >
        <Form
          form={form}
          idPrefix={idPrefix}
          onValid={(values) => create.submit({ creator: withValues(creator, values) })}
          onInvalid={() => create.reset()}
          aria-label={title}
          className="gap-3"
        >
          <h3 className="text-sm font-semibold">{title}</h3>
          {children}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={create.isPending || create.createdJobId !== undefined}>
              {create.isPending ? t('derive.sending') : submitLabel}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('form.cancel')}
            </Button>
          </div>
          <SubmitStatus error={create.error} createdJobId={undefined} />
        </Form>
      </ActionPanel>
      {started !== undefined ? (
        <Started jobId={started} action={action} className="basis-full">
          {startedText}
        </Started>
      ) : null}
    </>
  );
}

/**
 * A derive action that needs nothing more ("Stems", "Join into one song"): one click, one create.
 * It stays disabled once the job has started, so a late second click cannot make a second one.
 */
export function DeriveButton({
  action,
  icon,
  creator,
  startedText,
  className,
}: {
  action: string;
  /** Its icon, the one its operation declares. */
  icon: JobActionIconName;
  creator: JobCreator<void>;
  startedText: string;
  className?: string;
}) {
  const create = useCreate(creator.kind);
  return (
    <div className={className}>
      <Button
        variant="secondary"
        disabled={create.isPending || create.createdJobId !== undefined}
        onClick={() => create.submit({ creator })}
      >
        <ActionIcon name={icon} />
        {action}
      </Button>
      {create.createdJobId !== undefined ? (
        <Started jobId={create.createdJobId} action={action}>
          {startedText}
        </Started>
      ) : (
        <SubmitStatus error={create.error} createdJobId={undefined} />
      )}
    </div>
  );
}
