import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import { describeError } from '@/gateway/errors';
import type { Job } from '@/jobs/job';
import type { JobImporter } from '@/jobs/generator';
import {
  idsFormDefaults,
  zIdsForm,
  type IdsFormInput,
  type IdsFormValues,
} from '@/jobs/forms/ids-form';
import { attachRemoteIds } from '@/jobs/ledger/create-writes';
import { useT } from '@/i18n/use-t';

const { TextField } = formFields<IdsFormInput>();

/**
 * For a create whose answer was lost: the person looks the task up at the gateway and attaches
 * its id here. The request itself is never sent again.
 */
export function AttachIdForm({ job, importer }: { job: Job; importer: JobImporter }) {
  const t = useT();
  const schema = useMemo(() => zIdsForm(importer), [importer]);
  const form = useForm<IdsFormInput, unknown, IdsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: idsFormDefaults,
  });
  async function attach({ ids }: IdsFormValues) {
    try {
      await attachRemoteIds(job.id, ids);
    } catch (cause) {
      form.setError('ids', { type: 'attach', message: describeError(cause) });
    }
  }
  return (
    <Form form={form} idPrefix={`attach-${job.id}`} onValid={attach} className="gap-2">
      <TextField
        name="ids"
        label={t('gallery.attach.label')}
        hint={t('gallery.attach.hint', { idName: importer.label.toLowerCase() })}
        spellCheck={false}
      />
      <Button type="submit" variant="secondary" className="self-start">
        {t('job.action.attach')}
      </Button>
    </Form>
  );
}
