import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, describedBy } from '@/components/ui/control';
import { Field } from '@/components/ui/field';
import { describeError } from '@/gateway/errors';
import type { Job } from '@/jobs/job';
import type { JobImporter } from '@/jobs/generator';
import { attachRemoteIds } from '@/jobs/ledger/ledger';
import { useT } from '@/i18n/use-t';

/**
 * For a create whose answer was lost: the person looks the task up at the gateway and attaches
 * its id here. The request itself is never sent again.
 */
export function AttachIdForm({ job, importer }: { job: Job; importer: JobImporter }) {
  const t = useT();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `attach-${job.id}`;
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = importer.parse(value);
        if ('error' in parsed) {
          setError(parsed.error);
          return;
        }
        attachRemoteIds(job.id, parsed.ids).then(
          () => setError(null),
          (cause: unknown) => setError(describeError(cause)),
        );
      }}
    >
      <Field
        id={id}
        label={t('gallery.attach.label')}
        hint={t('gallery.attach.hint', { idName: importer.label.toLowerCase() })}
        error={error ?? undefined}
      >
        <input
          {...describedBy(id, error ?? undefined)}
          className={controlClass}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          spellCheck={false}
        />
      </Field>
      <Button type="submit" variant="secondary" className="self-start">
        {t('job.action.attach')}
      </Button>
    </form>
  );
}
