import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import type { GeneratorModule, JobImporter } from '@/jobs/generator';
import {
  idsFormDefaults,
  zIdsForm,
  type IdsFormInput,
  type IdsFormValues,
} from '@/jobs/forms/ids-form';
import { alreadyFollowedMessage, useFollowById } from '@/jobs/polling/use-follow-by-id';
import { describeError } from '@/gateway/errors';
import { useT } from '@/i18n/use-t';

const { TextField } = formFields<IdsFormInput>();

/** Follow a task made elsewhere, or one whose create answer was lost: it joins the ledger. */
export function ImportById({
  generator,
  importer,
}: {
  generator: GeneratorModule;
  importer: JobImporter;
}) {
  const t = useT();
  const followIds = useFollowById(generator.kind);
  const schema = useMemo(() => zIdsForm(importer), [importer]);
  const form = useForm<IdsFormInput, unknown, IdsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: idsFormDefaults,
  });
  const [done, setDone] = useState(false);

  async function follow({ ids }: IdsFormValues) {
    setDone(false);
    try {
      const result = await followIds(ids, importer.summary(ids));
      if ('busy' in result) return;
      if (!result.added) {
        form.setError('ids', { type: 'duplicate', message: alreadyFollowedMessage(result) });
        return;
      }
      form.reset(idsFormDefaults);
      setDone(true);
    } catch (e) {
      form.setError('ids', { type: 'follow', message: describeError(e) });
    }
  }

  return (
    <details className="rounded-card border border-line bg-surface px-card py-3 shadow-xs">
      <summary className="cursor-pointer text-sm font-medium">{t('app.import.summary')}</summary>
      <Form
        form={form}
        idPrefix={`import-${generator.kind}`}
        onValid={follow}
        onInvalid={() => setDone(false)}
        className="mt-3 gap-2"
      >
        <TextField name="ids" label={importer.label} hint={importer.hint} spellCheck={false} />
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary">
            {t('app.import.follow')}
          </Button>
          {done ? (
            <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
              {t('app.import.added')}
            </span>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
